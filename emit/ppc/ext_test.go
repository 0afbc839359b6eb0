package ppc

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	p "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/regalloc"
)

// TestExtendedLoads: an extension of a value that its load (or compare)
// has already extended is no instruction (lower/ppc extended), and one
// that it has not stays.
func TestExtendedLoads(t *testing.T) {
	head := "target datalayout = \"e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512\"\ntarget triple = \"powerpc64le-unknown-linux-gnu\"\n"
	tests := []struct {
		name, body string
		want, not  []string
	}{
		{"zext of lbz", "%b = load i8, i8* %p\n  %z = zext i8 %b to i64", []string{"lbz 3, 0(3)\n\tblr"}, []string{"clrldi"}},
		{"sext of lbz", "%b = load i8, i8* %p\n  %z = sext i8 %b to i64", []string{"extsb 3, 3"}, nil},
		{"sext of a narrower zero-extended load", "%b = load i8, i8* %p\n  %w = zext i8 %b to i16\n  %z = sext i16 %w to i64", []string{"lbz 3, 0(3)\n\tblr"}, []string{"extsh", "clrldi"}},
		{"zext of lhz from 32 bits", "%q = bitcast i8* %p to i16*\n  %b = load i16, i16* %q\n  %w = zext i16 %b to i32\n  %z = zext i32 %w to i64", []string{"lhz 3, 0(3)\n\tblr"}, []string{"clrldi"}},
		{"sext of lwz is lwa", "%q = bitcast i8* %p to i32*\n  %b = load i32, i32* %q\n  %z = sext i32 %b to i64", []string{"lwa 3, 0(3)\n\tblr"}, []string{"extsw", "lwz"}},
		{"sext of lwz whose zext was counted on", "%q = bitcast i8* %p to i32*\n  %b = load i32, i32* %q\n  %u = zext i32 %b to i64\n  %s = sext i32 %b to i64\n  %z = add i64 %u, %s", []string{"lwz", "extsw"}, []string{"lwa"}},
		{"sext of lwz at an offset lwa cannot take", "%o = getelementptr i8, i8* %p, i64 2\n  %q = bitcast i8* %o to i32*\n  %b = load i32, i32* %q\n  %z = sext i32 %b to i64", []string{"lwz 3, 2(3)", "extsw"}, []string{"lwa"}},
		{"zext of lwz from 16 bits", "%q = bitcast i8* %p to i32*\n  %b = load i32, i32* %q\n  %w = trunc i32 %b to i16\n  %z = zext i16 %w to i64", []string{"clrldi 3, 3, 48"}, nil},
	}
	for _, tt := range tests {
		src := head + "define i64 @f(i8* %p) {\n  " + tt.body + "\n  ret i64 %z\n}\n"
		checkAsm(t, tt.name, string(compilePPC(t, src, p.PPC64LE, regalloc.Options{})), tt.want, tt.not)
	}
}

// checkAsm reports each of want that asm lacks and each of not that it
// has.
func checkAsm(t *testing.T, name, asm string, want, not []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(asm, w) {
			t.Errorf("%s: no %q in\n%s", name, w, asm)
		}
	}
	for _, w := range not {
		if strings.Contains(asm, w) {
			t.Errorf("%s: %q in\n%s", name, w, asm)
		}
	}
}

// TestSymbolLowPartFolded: a load or store of a global (plus a constant)
// takes the low part of the address as its displacement, after the
// SymHa, as llc-14 writes it, and a block computes one SymHa for a load
// and a store of the same global; a 64-bit load (ld, DS-form), a GOT
// symbol and ppc32's position-independent code keep the address computed
// apart.
func TestSymbolLowPartFolded(t *testing.T) {
	body := `@check = dso_local global i32 0
@arr = dso_local global [8 x i16] zeroinitializer
@wide = dso_local global i64 0
@ext = external global i32
define i64 @f(i32 %x) {
  %c = load i32, i32* @check
  %s = add i32 %c, %x
  store i32 %s, i32* @check
  %p = getelementptr [8 x i16], [8 x i16]* @arr, i64 0, i64 3
  %h = trunc i32 %s to i16
  store i16 %h, i16* %p
  %e = load i32, i32* @ext
  %w = load i64, i64* @wide
  %e64 = zext i32 %e to i64
  %r = add i64 %w, %e64
  ret i64 %r
}
`
	tests := []struct {
		name, head string
		tg         p.Target
		want, not  []string
	}{
		{"ppc64le", "target datalayout = \"e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512\"\ntarget triple = \"powerpc64le-unknown-linux-gnu\"\n", p.PPC64LE,
			[]string{"lwz 5, check@toc@l(4)", "stw 3, check@toc@l(4)", "sth 3, arr+6@toc@l(", "addi 4, 4, wide@toc@l\n\tld ", "ext@got@l(3)\n\tlwz 3, 0(3)"}, []string{"check@toc@l\n"}},
		{"ppc32", "target datalayout = \"E-m:e-p:32:32-i64:64-n32\"\ntarget triple = \"powerpc-unknown-linux-gnu\"\n", p.PPC32,
			[]string{"lwz 5, check@l(4)", "stw 3, check@l(4)", "sth 3, arr+6@l("}, []string{"addi 4, 4, check@l"}},
		{"ppc32 PIC", "target datalayout = \"E-m:e-p:32:32-i64:64-n32\"\ntarget triple = \"powerpc-unknown-linux-gnu\"\n", p.PPC32PIC,
			nil, []string{"@l(", "@ha"}},
	}
	for _, tt := range tests {
		asm := string(compilePPC(t, tt.head+body, tt.tg, regalloc.Options{}))
		if n := strings.Count(asm, "check@toc@ha") + strings.Count(asm, "check@ha"); tt.tg != p.PPC32PIC && n != 1 {
			t.Errorf("%s: the high part of check's address computed %d times, want once (the load's and the store's)", tt.name, n)
		}
		checkAsm(t, tt.name, asm, tt.want, tt.not)
	}
}

// TestSymbolBaseShared: accesses of a block to one global at three
// offsets or more, each near the last, share one base register (addis,
// addi, then plain displacements), as llc-14 writes them; two offsets, a
// call between the accesses and accesses far apart keep a high part
// each.
func TestSymbolBaseShared(t *testing.T) {
	store := func(i int) string {
		return fmt.Sprintf("  %%p%d = getelementptr [64 x i16], [64 x i16]* @arr, i64 0, i64 %d\n  store i16 %d, i16* %%p%d\n", i, i, 7*i+1, i)
	}
	var far strings.Builder // stores with four multiplications between them
	for i := 0; i < 3; i++ {
		far.WriteString(store(i))
		for j := 0; j < 4; j++ {
			fmt.Fprintf(&far, "  %%x%d_%d = mul i32 %%y, %d\n", i, j, i*4+j+3)
			fmt.Fprintf(&far, "  store volatile i32 %%x%d_%d, i32* @sink\n", i, j)
		}
	}
	tests := []struct {
		name, body  string
		addis, addi int // instructions that compute a part of arr's address
		want        []string
	}{
		{"four offsets", store(0) + store(1) + store(2) + store(5), 1, 1, []string{`sth \d+, 2\(`, `sth \d+, 10\(`}},
		{"two offsets", store(1) + store(3), 2, 0, []string{`sth \d+, arr\+2@toc@l\(`}},
		{"a call between", store(1) + store(2) + "  call void @g()\n" + store(3) + store(4), 4, 0, nil},
		{"three then a call", store(1) + store(2) + store(4) + "  call void @g()\n" + store(3), 2, 1, []string{`addi \d+, \d+, arr\+2@toc@l`, `sth \d+, 6\(`}},
		{"far apart", far.String(), 3, 0, nil},
	}
	head := "target datalayout = \"e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512\"\ntarget triple = \"powerpc64le-unknown-linux-gnu\"\n" +
		"@arr = dso_local global [64 x i16] zeroinitializer\n@sink = dso_local global i32 0\ndeclare void @g()\n"
	addis := regexp.MustCompile(`addis \d+, 2, arr[+0-9]*@toc@ha`)
	addi := regexp.MustCompile(`addi \d+, \d+, arr[+0-9]*@toc@l`)
	for _, tt := range tests {
		src := head + "define void @f(i32 %y) {\n" + tt.body + "  ret void\n}\n"
		asm := string(compilePPC(t, src, p.PPC64LE, regalloc.Options{}))
		if n, m := len(addis.FindAllString(asm, -1)), len(addi.FindAllString(asm, -1)); n != tt.addis || m != tt.addi {
			t.Errorf("%s: %d addis and %d addi of arr's address, want %d and %d:\n%s", tt.name, n, m, tt.addis, tt.addi, asm)
		}
		for _, w := range tt.want {
			if !regexp.MustCompile(w).MatchString(asm) {
				t.Errorf("%s: no %s in\n%s", tt.name, w, asm)
			}
		}
	}
}

// TestConstantArgsExtended: a constant passed or returned as an extended
// parameter needs no extension when li already made it so (lower/ppc
// extended), and keeps it when not (-1 zero-extended from 32 bits).
func TestConstantArgsExtended(t *testing.T) {
	head := "target datalayout = \"e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512\"\ntarget triple = \"powerpc64le-unknown-linux-gnu\"\n" +
		"declare void @s(i32 signext)\ndeclare void @z(i32 zeroext)\ndeclare void @h(i16 signext)\n"
	tests := []struct {
		name, body string
		want, not  []string
	}{
		{"signext", "call void @s(i32 20)\n  call void @s(i32 -5)", []string{"li 3, 20\n\tbl s", "li 3, -5\n\tbl s"}, []string{"extsw"}},
		{"zeroext", "call void @z(i32 7)", []string{"li 3, 7\n\tbl z"}, []string{"clrldi"}},
		{"zeroext of -1", "call void @z(i32 -1)", []string{"clrldi 3, 3, 32"}, nil},
		{"signext i16", "call void @h(i16 -300)", []string{"li 3, -300\n\tbl h"}, []string{"extsh"}},
	}
	for _, tt := range tests {
		src := head + "define void @f() {\n  " + tt.body + "\n  ret void\n}\n"
		checkAsm(t, tt.name, string(compilePPC(t, src, p.PPC64LE, regalloc.Options{})), tt.want, tt.not)
	}
}

// TestPoolLoadFolded: a floating-point constant's load (lfd, D-form)
// takes the low part of its pool entry's address after the high part,
// as llc-14 writes it, and a block computes the high part once; ppc32's
// position-independent code computes the address first.
func TestPoolLoadFolded(t *testing.T) {
	body := "define double @f(double %x) {\n  %a = fadd double %x, 1.5\n  %b = fmul double %a, 1.5\n  ret double %b\n}\n"
	tests := []struct {
		name, head string
		tg         p.Target
		want, not  []string
		highs      int
	}{
		{"ppc64le", "target datalayout = \"e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512\"\ntarget triple = \"powerpc64le-unknown-linux-gnu\"\n", p.PPC64LE,
			[]string{", .LCPI0@toc@l(3)\n"}, []string{"addi 3, 3, .LCPI0"}, 1},
		{"ppc32", "target datalayout = \"E-m:e-p:32:32-i64:64-n32\"\ntarget triple = \"powerpc-unknown-linux-gnu\"\n", p.PPC32,
			[]string{", .LCPI0@l(3)\n"}, []string{"addi 3, 3, .LCPI0"}, 1},
		{"ppc32 PIC", "target datalayout = \"E-m:e-p:32:32-i64:64-n32\"\ntarget triple = \"powerpc-unknown-linux-gnu\"\n", p.PPC32PIC,
			nil, []string{"@l("}, 0},
	}
	for _, tt := range tests {
		asm := string(compilePPC(t, tt.head+body, tt.tg, regalloc.Options{}))
		if n := strings.Count(asm, ".LCPI0@toc@ha") + strings.Count(asm, ".LCPI0@ha"); n != tt.highs {
			t.Errorf("%s: the pool entry's high part %d times, want %d:\n%s", tt.name, n, tt.highs, asm)
		}
		checkAsm(t, tt.name, asm, tt.want, tt.not)
	}
}

// TestConstantShared: a block's uses of one constant within a few
// instructions of its li read its register; farther ones make their own.
func TestConstantShared(t *testing.T) {
	head := "target datalayout = \"e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512\"\ntarget triple = \"powerpc64le-unknown-linux-gnu\"\n"
	var near, far strings.Builder
	for i := 0; i < 4; i++ {
		fmt.Fprintf(&near, "  %%p%d = getelementptr i32, i32* %%p, i64 %d\n  store i32 7, i32* %%p%d\n", i, i*9, i)
		fmt.Fprintf(&far, "  %%p%d = getelementptr i32, i32* %%p, i64 %d\n  store i32 7, i32* %%p%d\n", i, i*9, i)
		for j := 0; j < 9; j++ {
			fmt.Fprintf(&far, "  %%x%d_%d = load volatile i32, i32* %%q\n", i, j)
		}
	}
	for _, tt := range []struct {
		name, body string
		lis        int
	}{{"near", near.String(), 1}, {"far", far.String(), 4}} {
		src := head + "define void @f(i32* %p, i32* %q) {\n" + tt.body + "  ret void\n}\n"
		asm := string(compilePPC(t, src, p.PPC64LE, regalloc.Options{}))
		if n := len(regexp.MustCompile(`\tli \d+, 7\n`).FindAllString(asm, -1)); n != tt.lis {
			t.Errorf("%s: %d li of 7, want %d:\n%s", tt.name, n, tt.lis, asm)
		}
	}
}

// TestSymAddrShared: a block that indexes a global array again within
// addrGap instructions reads the address it computed (one high part and
// low part, or one GOT load), unless a call comes between
// or the uses are far apart; on both ABIs, for a global of the module and
// (on ppc64le, through the GOT) one that may be preempted.
func TestSymAddrShared(t *testing.T) {
	index := func(b *strings.Builder, i int) {
		fmt.Fprintf(b, "  %%a%d = getelementptr [64 x i32], [64 x i32]* @tab, i64 0, i64 %%i%d\n  store i32 %d, i32* %%a%d\n", i, i, i, i)
	}
	var near, call, far strings.Builder
	for i := 0; i < 3; i++ {
		index(&near, i)
		index(&call, i)
		call.WriteString("  call void @g()\n")
		index(&far, i)
		for j := 0; j < 9; j++ {
			fmt.Fprintf(&far, "  %%x%d_%d = load volatile i32, i32* %%q\n", i, j)
		}
	}
	for _, tt := range []struct {
		name, body string
		addrs      int
	}{{"near", near.String(), 1}, {"call", call.String(), 3}, {"far", far.String(), 3}} {
		for _, c := range []struct {
			tg    p.Target
			local string
		}{{p.PPC64LE, "dso_local "}, {p.PPC64LE, ""}, {p.PPC32, ""}} {
			tg := c.tg
			head := "target datalayout = \"e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512\"\ntarget triple = \"powerpc64le-unknown-linux-gnu\"\n"
			if !tg.Is64 {
				head = "target datalayout = \"E-m:e-p:32:32-i64:64-n32\"\ntarget triple = \"powerpc-unknown-linux-gnu\"\n"
			}
			src := head + "@tab = " + c.local + "global [64 x i32] zeroinitializer\ndeclare void @g()\n" +
				"define void @f(i64 %i0, i64 %i1, i64 %i2, i32* %q) {\n" + tt.body + "  ret void\n}\n"
			asm := string(compilePPC(t, src, tg, regalloc.Options{}))
			if n := len(regexp.MustCompile(`\t(addis \d+, \d+|lis \d+), tab@(got@|toc@)?ha\n`).FindAllString(asm, -1)); n != tt.addrs {
				t.Errorf("%s (%s %q): %d addresses of tab, want %d:\n%s", tt.name, tg.Name(), c.local, n, tt.addrs, asm)
			}
		}
	}
}

// TestHighPartShared: the branches of a diamond read the high part of a
// global's address that its head computed (shareHighParts); the join,
// whose immediate dominator is not one of its predecessors, computes its
// own, as llc-14's MachineCSE leaves it; on both ABIs, and ppc32's
// position-independent code.
func TestHighPartShared(t *testing.T) {
	body := `@g = dso_local global i32 0
define dso_local i32 @f(i1 %c) {
entry:
  %a = load volatile i32, i32* @g
  br i1 %c, label %t, label %e
t:
  store volatile i32 1, i32* @g
  br label %j
e:
  store volatile i32 2, i32* @g
  br label %j
j:
  %x = load volatile i32, i32* @g
  %s = add i32 %a, %x
  ret i32 %s
}
`
	for _, tg := range []p.Target{p.PPC64LE, p.PPC32} {
		head := "target datalayout = \"e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512\"\ntarget triple = \"powerpc64le-unknown-linux-gnu\"\n"
		if !tg.Is64 {
			head = "target datalayout = \"E-m:e-p:32:32-i64:64-n32\"\ntarget triple = \"powerpc-unknown-linux-gnu\"\n"
		}
		asm := string(compilePPC(t, head+body, tg, regalloc.Options{}))
		if n := len(regexp.MustCompile(`\t(addis \d+, 2|lis \d+), g@(toc@)?ha\n`).FindAllString(asm, -1)); n != 2 {
			t.Errorf("%s: %d high parts of g, want 2 (the head's, shared by the branches, and the join's):\n%s", tg.Name(), n, asm)
		}
		if tg.Is64 {
			continue
		}
		// ppc32's position-independent code loads the address from the
		// GOT, twice, and uses it as it is (no copy).
		tg.PIC = true
		asm = string(compilePPC(t, head+body, tg, regalloc.Options{}))
		if n := len(regexp.MustCompile(`\tlwz \d+, \.L\d+\$got\d+-\.LTOC\(30\)\n`).FindAllString(asm, -1)); n != 2 || strings.Contains(asm, "\tmr ") {
			t.Errorf("ppc32 PIC: %d loads of g's address, want 2, and no mr:\n%s", n, asm)
		}
	}
}

// TestNegate: 0 - x is one neg (llc-14's), not an li of 0 and a subf, at
// each width and on both ABIs.
func TestNegate(t *testing.T) {
	for _, ty := range []string{"i8", "i16", "i32", "i64"} {
		for _, tg := range []p.Target{p.PPC64LE, p.PPC32} {
			if ty == "i64" && !tg.Is64 {
				continue // two limbs on ppc32
			}
			head := "target datalayout = \"e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512\"\ntarget triple = \"powerpc64le-unknown-linux-gnu\"\n"
			if !tg.Is64 {
				head = "target datalayout = \"E-m:e-p:32:32-i64:64-n32\"\ntarget triple = \"powerpc-unknown-linux-gnu\"\n"
			}
			src := head + "define " + ty + " @f(" + ty + " %x) {\n  %n = sub " + ty + " 0, %x\n  ret " + ty + " %n\n}\n"
			asm := string(compilePPC(t, src, tg, regalloc.Options{}))
			if !regexp.MustCompile(`\tneg \d+, \d+\n`).MatchString(asm) || regexp.MustCompile(`\tli \d+, 0\n`).MatchString(asm) {
				t.Errorf("%s %s: want a neg and no li of 0:\n%s", tg.Name(), ty, asm)
			}
		}
	}
}
