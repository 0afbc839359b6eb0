package ppc

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	p "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/regalloc"
)

// pressure is a leaf function that keeps n volatile loads of type ty live
// at once, so the allocation uses callee-saved registers (or, with few
// registers, spill slots).
func pressure(ty string, n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "define %s @f(%s* %%p) {\n", ty, ty)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "  %%a%d = load volatile %s, %s* %%p\n", i, ty, ty)
	}
	fmt.Fprintf(&b, "  %%s1 = add %s %%a0, %%a1\n", ty)
	for i := 2; i < n; i++ {
		fmt.Fprintf(&b, "  %%s%d = add %s %%s%d, %%a%d\n", i, ty, i-1, i)
	}
	fmt.Fprintf(&b, "  ret %s %%s%d\n}", ty, n-1)
	return b.String()
}

// array is a leaf function with a volatile local array of n i32.
func array(n int, attrs string) string {
	return fmt.Sprintf("define i32 @f(i32 %%x) %s {\n  %%a = alloca [%d x i32]\n  %%p = getelementptr [%d x i32], [%d x i32]* %%a, i32 0, i32 1\n"+
		"  store volatile i32 %%x, i32* %%p\n  %%v = load volatile i32, i32* %%p\n  ret i32 %%v\n}", attrs, n, n, n)
}

// TestLeafFrame checks where a function's frame goes: a ppc64le leaf (no
// call, nothing that moves r1) keeps it in the 288 bytes below r1 that
// the ELFv2 ABI protects, without stdu, as llc-14 does; a leaf that needs
// no stack has no frame on either ABI; calls, a frame beyond 288 bytes,
// noredzone and (on ppc32) any frame contents get a frame r1 moves down
// by.
func TestLeafFrame(t *testing.T) {
	const decl = "declare void @g(i32*)\n"
	// A negative displacement from r1: the protected zone.
	below := regexp.MustCompile(`\b(std|stw|stfd|ld|lwz|lfd|stfs|lfs) [0-9]+, -[0-9]+\(1\)`)
	tests := []struct {
		name  string
		tg    p.Target
		fn    string
		regs  int  // allocatable registers per class (0: all)
		frame bool // r1 moves (stdu/stwu and addi 1, 1)
		zone  bool // the function addresses memory below r1
		want  []string
	}{
		{"ppc64le: nothing to save", p.PPC64LE, "define i32 @f(i32 %a, i32 %b, i32 %c) {\n  %m = mul i32 %b, %c\n  %s = add i32 %a, %m\n  ret i32 %s\n}", 0, false, false, nil},
		{"ppc64le: callee-saved registers", p.PPC64LE, pressure("i64", 24), 0, false, true, []string{"std 14, -", "ld 14, -", ", -8(1)"}},
		{"ppc64le: spill slots", p.PPC64LE, pressure("i64", 24), 4, false, true, []string{"# 8-byte Folded Spill", "# 8-byte Folded Reload"}},
		{"ppc64le: local array", p.PPC64LE, array(10, ""), 0, false, true, nil},
		{"ppc64le: scratch slot", p.PPC64LE, "define float @f(i32 %x) {\n  %v = bitcast i32 %x to float\n  ret float %v\n}", 0, false, true, nil},
		{"ppc64le: a call", p.PPC64LE, decl + "define void @f() {\n  call void @g(i32* null)\n  ret void\n}", 0, true, false, []string{"stdu 1, -"}},
		{"ppc64le: 288 bytes", p.PPC64LE, array(72, ""), 0, false, true, []string{"-284(1)"}},
		{"ppc64le: beyond 288 bytes", p.PPC64LE, array(73, ""), 0, true, false, []string{"stdu 1, -"}},
		{"ppc64le: noredzone", p.PPC64LE, array(10, "#0") + "\nattributes #0 = { noredzone }", 0, true, false, []string{"stdu 1, -"}},
		{"ppc64le: inline assembly, nothing to save", p.PPC64LE, "define void @f() {\n  call void asm sideeffect \"nop\", \"\"()\n  ret void\n}", 0, false, false, nil},
		{"ppc64le: inline assembly and a local array", p.PPC64LE, "define i32 @f(i32 %x) {\n  %a = alloca i32\n  store volatile i32 %x, i32* %a\n  call void asm sideeffect \"nop\", \"\"()\n  %v = load volatile i32, i32* %a\n  ret i32 %v\n}", 0, true, false, nil},
		{"ppc32: nothing to save", p.PPC32, "define i32 @f(i32 %a, i32 %b, i32 %c) {\n  %m = mul i32 %b, %c\n  %s = add i32 %a, %m\n  ret i32 %s\n}", 0, false, false, nil},
		{"ppc32 PIC: nothing to save", p.PPC32PIC, "define i32 @f(i32 %a, i32 %b) {\n  %s = add i32 %a, %b\n  ret i32 %s\n}", 0, false, false, nil},
		{"ppc32: callee-saved registers", p.PPC32, pressure("i32", 24), 0, true, false, []string{"stwu 1, -"}},
		{"ppc32: local array", p.PPC32, array(4, ""), 0, true, false, []string{"stwu 1, -"}},
		{"ppc32: scratch slot", p.PPC32, "define double @f(i32 %x) {\n  %v = sitofp i32 %x to double\n  ret double %v\n}", 0, true, false, []string{"stwu 1, -"}},
		{"ppc32 PIC: symbol address", p.PPC32PIC, "@v = global i32 0\ndefine i32* @f() {\n  ret i32* @v\n}", 0, true, false, []string{"stwu 1, -"}},
	}
	for _, tt := range tests {
		triple := "powerpc-unknown-linux-gnu"
		if tt.tg.Is64 {
			triple = "powerpc64le-unknown-linux-gnu"
		}
		src := fmt.Sprintf("target triple = %q\n%s\n", triple, tt.fn)
		asm := string(compilePPC(t, src, tt.tg, regalloc.Options{Regs: tt.regs}))
		if i := strings.Index(asm, "\nf:\n"); i >= 0 {
			asm = asm[i:]
		}
		if i := strings.Index(asm, ".Lfunc_end"); i >= 0 {
			asm = asm[:i]
		}
		frame := strings.Contains(asm, "stdu 1,") || strings.Contains(asm, "stwu 1,") || strings.Contains(asm, "stdux 1,") || strings.Contains(asm, "stwux 1,")
		if frame != tt.frame {
			t.Errorf("%s: frame %v, want %v:\n%s", tt.name, frame, tt.frame, asm)
		}
		if pop := strings.Contains(asm, "addi 1, 1, "); pop != tt.frame {
			t.Errorf("%s: frame popped %v, want %v:\n%s", tt.name, pop, tt.frame, asm)
		}
		if zone := below.MatchString(asm); zone != tt.zone {
			t.Errorf("%s: memory below r1 %v, want %v:\n%s", tt.name, zone, tt.zone, asm)
		}
		for _, m := range regexp.MustCompile(`-([0-9]+)\(1\)`).FindAllStringSubmatch(asm, -1) {
			var off int
			fmt.Sscan(m[1], &off)
			if !tt.frame && off > 288 {
				t.Errorf("%s: %s is beyond the protected zone:\n%s", tt.name, m[0], asm)
			}
		}
		checkText(t, tt.name, asm, tt.want)
	}
}

// checkText reports each of want that asm lacks.
func checkText(t *testing.T, name, asm string, want []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(asm, w) {
			t.Errorf("%s: no %q in\n%s", name, w, asm)
		}
	}
}
