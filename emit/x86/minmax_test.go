package x86

import (
	"bytes"
	"fmt"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// TestSelectMinMaxRuns runs the selects lower/x86 turns into pmaxsw,
// pminsw, pmaxub and pminub (each predicate, strict or not, either
// operand order), selects on <16 x i32> whose mask is made at the lanes'
// width, and unsigned compares with constants whose sign bits the
// lowering flips, against llc-14's build, on lanes at the edges (the
// extremes, equal lanes, 0x80, 0xff), at the full register file and at 4
// GPRs and 2 FP registers.
func TestSelectMinMaxRuns(t *testing.T) {
	if _, err := exec.LookPath("llc-14"); err != nil {
		t.Skip("llc-14 not installed")
	}
	type variant struct{ ty, pred, order string } // order: "xy" selects x, y; "yx" selects y, x
	var funcs, calls strings.Builder
	n := 0
	add := func(body string) {
		fmt.Fprintf(&funcs, "define void @f%d(i8* %%pa, i8* %%pb, i8* %%po) noinline {\n%s  ret void\n}\n", n, body)
		fmt.Fprintf(&calls, "  call void @f%d(i8* %%a, i8* %%b, i8* %%o)\n  call void @dump(i8* %%o, i32 64)\n", n)
		n++
	}
	load := func(ty string) string {
		return fmt.Sprintf("  %%qa = bitcast i8* %%pa to %s*\n  %%qb = bitcast i8* %%pb to %s*\n  %%qo = bitcast i8* %%po to %s*\n  %%x = load %s, %s* %%qa\n  %%y = load %s, %s* %%qb\n", ty, ty, ty, ty, ty, ty, ty)
	}
	for _, v := range []variant{
		{"<8 x i16>", "sgt", "xy"}, {"<8 x i16>", "sge", "yx"}, {"<8 x i16>", "slt", "xy"}, {"<8 x i16>", "sle", "yx"},
		{"<16 x i8>", "ugt", "xy"}, {"<16 x i8>", "uge", "yx"}, {"<16 x i8>", "ult", "xy"}, {"<16 x i8>", "ule", "yx"},
	} {
		n16 := map[string]string{"<8 x i16>": "<8 x i1>", "<16 x i8>": "<16 x i1>"}[v.ty]
		a, b := "%x", "%y"
		if v.order == "yx" {
			a, b = b, a
		}
		add(load(v.ty) + fmt.Sprintf("  %%c = icmp %s %s %%x, %%y\n  %%r = select %s %%c, %s %s, %s %s\n  store %s %%r, %s* %%qo\n", v.pred, v.ty, n16, v.ty, a, v.ty, b, v.ty, v.ty))
	}
	const w = "<16 x i32>"
	add(load(w) + "  %c = icmp ult " + w + " %x, %y\n  %r = select <16 x i1> %c, " + w + " %y, " + w + " %x\n  store " + w + " %r, " + w + "* %qo\n")
	add(load(w) + "  %c = icmp ugt " + w + " %x, <i32 255, i32 -1, i32 0, i32 -2147483648, i32 2147483647, i32 1, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>\n" +
		"  %r = select <16 x i1> %c, " + w + " %y, " + w + " %x\n  store " + w + " %r, " + w + "* %qo\n")
	add(load("<16 x i8>") + "  %c = icmp ult <16 x i8> %x, zeroinitializer\n  %d = icmp uge <16 x i8> <i8 -128, i8 127, i8 0, i8 -1, i8 1, i8 -2, i8 -128, i8 127, i8 0, i8 -1, i8 1, i8 -2, i8 3, i8 4, i8 5, i8 6>, %y\n" +
		"  %e = xor <16 x i1> %c, %d\n  %r = sext <16 x i1> %e to <16 x i8>\n  store <16 x i8> %r, <16 x i8>* %qo\n")

	runVecFuncs(t, funcs.String(), calls.String(), n, []string{"pmaxsw", "pminsw", "pmaxub", "pminub"})
}

// runVecFuncs runs n functions @f0..@fn-1 of funcs, each called by
// calls with three pointers to 64 bytes (two inputs with bytes at the
// edges: 0, 1, 127, 128, 254, 255; one output, dumped after each call),
// built by ssara at the full register file and at 4 GPRs and 2 FP
// registers, every allocation checked, against llc-14's build; the
// assembly must hold each of mnemonics.
func runVecFuncs(t *testing.T, funcs, calls string, n int, mnemonics []string) {
	t.Helper()
	edges := func(seed int) string {
		vals := []int{0, 1, 127, 128, 255, 254, 0x7f, 0x80, 0xff, 0x00, 0x80, 0x7f, 0xfe, 0x01}
		var parts []string
		for i := 0; i < 64; i++ {
			parts = append(parts, fmt.Sprintf("i8 %d", int8(vals[(i*seed+i/3)%len(vals)])))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	src := `target triple = "x86_64-pc-linux-gnu"
@va = private global [64 x i8] ` + edges(3) + `, align 16
@vb = private global [64 x i8] ` + edges(5) + `, align 16
@vo = private global [64 x i8] zeroinitializer, align 16
@fmt = private constant [4 x i8] c"%d \00"
declare i32 @printf(i8*, ...)
declare i32 @putchar(i32)
define void @dump(i8* %p, i32 %n) noinline {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k2, %loop ]
  %ep = getelementptr i8, i8* %p, i32 %k
  %e = load i8, i8* %ep
  %ez = zext i8 %e to i32
  %f0 = getelementptr [4 x i8], [4 x i8]* @fmt, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f0, i32 %ez)
  %k2 = add i32 %k, 1
  %d = icmp eq i32 %k2, %n
  br i1 %d, label %done, label %loop
done:
  %nl = call i32 @putchar(i32 10)
  ret void
}
` + funcs + `define i32 @main() {
  %a = getelementptr [64 x i8], [64 x i8]* @va, i64 0, i64 0
  %b = getelementptr [64 x i8], [64 x i8]* @vb, i64 0, i64 0
  %o = getelementptr [64 x i8], [64 x i8]* @vo, i64 0, i64 0
` + calls + `  ret i32 0
}
`
	for _, asm := range runsLikeLLC(t, src, n) {
		for _, mn := range mnemonics {
			if !bytes.Contains(asm, []byte(mn)) {
				t.Errorf("no %s in the assembly", mn)
			}
		}
	}
}

// TestSelectCompareThroughCopy: a select whose false value is also
// compared (max(with, best)) compares the copy that its cmov writes
// (lower/x86 compareThrough), so the value dies at the copy and the cmov
// takes its register: no register move in @f. llvm.abs ties its cmov to
// the negation: one move in @g, the copy the negation needs, as llc-14
// writes them.
func TestSelectCompareThroughCopy(t *testing.T) {
	const src = `define void @f(i32* %p, i32* %q, i32 %v) {
  %b = load i32, i32* %p
  %a = load i32, i32* %q
  %w = add i32 %a, %v
  %c = icmp sgt i32 %w, %b
  %m = select i1 %c, i32 %w, i32 %b
  store i32 %m, i32* %p
  ret void
}
define i32 @g(i32 %x) {
  %m = call i32 @llvm.abs.i32(i32 %x, i1 false)
  ret i32 %m
}
declare i32 @llvm.abs.i32(i32, i1)`
	asm, ok := compileIR(t, "select", src)
	if !ok {
		return
	}
	moves := regexp.MustCompile(`\tmov[lq]\t%[a-z0-9]+, %[a-z0-9]+\n`)
	for fn, want := range map[string]int{"f": 0, "g": 1} {
		body := asm[strings.Index(asm, "\n"+fn+":"):]
		body = body[:strings.Index(body, ".Lfunc_end")]
		if !strings.Contains(body, "\tcmov") {
			t.Errorf("%s: no cmov:\n%s", fn, body)
		}
		if n := len(moves.FindAllString(body, -1)); n != want {
			t.Errorf("%s: %d register moves, want %d:\n%s", fn, n, want, body)
		}
	}
}
