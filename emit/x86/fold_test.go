package x86

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	x "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
	"github.com/ssara-project/ssara/regalloc"
)

// TestMemoryOperands checks how the loads lower/x86 folds into their
// users are printed: as the source operand of an ALU or SSE operation,
// either operand of a compare, the destination of a read-modify-write,
// and a load that a sign extension reads alone, as a sign-extending load.
func TestMemoryOperands(t *testing.T) {
	tests := []struct {
		name, fn, want string
	}{
		{"alu", "define i32 @f(i32* %p, i32 %x) {\n  %a = getelementptr i32, i32* %p, i64 2\n  %v = load i32, i32* %a\n  %r = add i32 %x, %v\n  ret i32 %r\n}", "addl\t8(%rdi), %"},
		{"compare with an immediate", "define i32 @f(i32* %p, i32 %x) {\n  %v = load i32, i32* %p\n  %c = icmp eq i32 %v, 5\n  %z = zext i1 %c to i32\n  ret i32 %z\n}", "cmpl\t$5, (%rdi)"},
		{"compare, memory first", "define i32 @f(i64* %p, i64 %x) {\n  %a = getelementptr i64, i64* %p, i64 2\n  %v = load i64, i64* %a\n  %c = icmp slt i64 %v, %x\n  %z = zext i1 %c to i32\n  ret i32 %z\n}", "cmpq\t%rsi, 16(%rdi)"},
		{"compare, memory second", "define i32 @f(i16* %p, i16 %x) {\n  %v = load i16, i16* %p\n  %c = icmp ult i16 %x, %v\n  %z = zext i1 %c to i32\n  ret i32 %z\n}", "cmpw\t(%rdi), %si"},
		{"ucomisd", "define i32 @f(double* %p, double %x) {\n  %v = load double, double* %p\n  %c = fcmp olt double %v, %x\n  %z = zext i1 %c to i32\n  ret i32 %z\n}", "ucomisd\t(%rdi), %xmm0"},
		{"addss", "define float @f(float* %p, float %x) {\n  %v = load float, float* %p\n  %r = fadd float %v, %x\n  ret float %r\n}", "addss\t(%rdi), %xmm0"},
		{"read-modify-write", "define void @f(i32* %p, i32 %x) {\n  %v = load i32, i32* %p\n  %r = sub i32 %v, %x\n  store i32 %r, i32* %p\n  ret void\n}", "subl\t%esi, (%rdi)"},
		{"read-modify-write of a byte", "define void @f(i8* %p) {\n  %v = load i8, i8* %p\n  %r = add i8 %v, 200\n  store i8 %r, i8* %p\n  ret void\n}", "addb\t$-56, (%rdi)"},
		{"pointer advance", "define void @f(i32** %p) {\n  %v = load i32*, i32** %p\n  %n = getelementptr i32, i32* %v, i64 4\n  store i32* %n, i32** %p\n  ret void\n}", "addq\t$16, (%rdi)"},
		{"loaded base plus an index", "define {i64, i64}* @f({i64, i64}** %p, i64 %i) {\n  %b = load {i64, i64}*, {i64, i64}** %p\n  %q = getelementptr {i64, i64}, {i64, i64}* %b, i64 %i\n  ret {i64, i64}* %q\n}", "addq\t(%rdi), %r"},
		{"mask test of a load", "define i32 @f(i8* %p, i32 %a, i32 %b) {\n  %q = getelementptr i8, i8* %p, i64 8\n  %v = load i8, i8* %q\n  %m = and i8 %v, 64\n  %c = icmp eq i8 %m, 0\n  %r = select i1 %c, i32 %a, i32 %b\n  ret i32 %r\n}", "testb\t$64, 8(%rdi)"},
		{"mask test of a register", "define i32 @f(i32 %x) {\n  %m = and i32 %x, 32768\n  %c = icmp ne i32 %m, 0\n  br i1 %c, label %t, label %e\nt:\n  ret i32 1\ne:\n  ret i32 2\n}", "testl\t$32768, %edi"},
		{"sign-extending load", "define i64 @f(i32* %p) {\n  %a = getelementptr i32, i32* %p, i64 1\n  %v = load i32, i32* %a\n  %r = sext i32 %v to i64\n  ret i64 %r\n}", "movslq\t4(%rdi), %rax"},
		{"sign-extending byte load", "define i64 @f(i8* %p) {\n  %v = load i8, i8* %p\n  %r = sext i8 %v to i64\n  ret i64 %r\n}", "movsbq\t(%rdi), %rax"},
		{"sign-extending halfword load", "define i64 @f(i16* %p) {\n  %v = load i16, i16* %p\n  %r = sext i16 %v to i64\n  ret i64 %r\n}", "movswq\t(%rdi), %rax"},
		{"null pointer compare", "define i32 @f(i8* %p) {\n  %c = icmp eq i8* %p, null\n  br i1 %c, label %t, label %e\nt:\n  ret i32 1\ne:\n  ret i32 2\n}", "cmpq\t$0, %rdi"},
		{"null pointer store", "define void @f(i8** %p) {\n  store i8* null, i8** %p\n  ret void\n}", "movq\t$0, (%rdi)"},
		{"mask test, 64 bits", "define i32 @f(i64 %x) {\n  %m = and i64 %x, -16\n  %c = icmp eq i64 %m, 0\n  br i1 %c, label %t, label %e\nt:\n  ret i32 1\ne:\n  ret i32 2\n}", "testq\t$-16, %rdi"},
	}
	for _, tt := range tests {
		asm, ok := compileIR(t, tt.name, tt.fn)
		if !ok {
			continue
		}
		checkAsm(t, tt.name, asm, []string{tt.want}, nil)
		if strings.HasPrefix(tt.name, "mask") && strings.Contains(asm, "\tand") {
			t.Errorf("%s: the mask is computed apart from its test:\n%s", tt.name, asm)
		}
	}
}

// compileIR compiles the x86-64 function(s) src (the triple added) as
// compileVec does, every allocation checked, and returns the assembly;
// a failure is reported as name's.
func compileIR(t *testing.T, name, src string) (string, bool) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "f.ll")
	if err := os.WriteFile(path, []byte("target triple = \"x86_64-pc-linux-gnu\"\n"+src+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	asm, err := compileVec(t, path, regalloc.Options{})
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return "", false
	}
	return string(asm), true
}

// checkAsm reports each of want that asm lacks and each of not it has.
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

// TestMaskNotTest checks the "and" that is not only tested against 0
// (another use, a compare with another constant, a mask beyond 32 bits)
// is computed as before.
func TestMaskNotTest(t *testing.T) {
	tests := []struct{ name, fn, want string }{
		{"second use", "define i32 @f(i32 %x) {\n  %m = and i32 %x, 12\n  %c = icmp eq i32 %m, 0\n  %z = zext i1 %c to i32\n  %r = add i32 %z, %m\n  ret i32 %r\n}", "andl\t$12"},
		{"compare with 4", "define i32 @f(i32 %x) {\n  %m = and i32 %x, 12\n  %c = icmp eq i32 %m, 4\n  %z = zext i1 %c to i32\n  ret i32 %z\n}", "cmpl\t$4"},
		{"wide mask", "define i32 @f(i64 %x) {\n  %m = and i64 %x, 4294967296\n  %c = icmp ne i64 %m, 0\n  %z = zext i1 %c to i32\n  ret i32 %z\n}", "movabsq\t$4294967296"},
	}
	for _, tt := range tests {
		if asm, ok := compileIR(t, tt.name, tt.fn); ok {
			checkAsm(t, tt.name, asm, []string{tt.want}, nil)
		}
	}
}

// TestInlineMemOps checks which llvm.memset, llvm.memcpy and llvm.memmove
// calls are written as moves (lower/x86 InlineMem) and which stay calls.
func TestInlineMemOps(t *testing.T) {
	const decl = "declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)\ndeclare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)\ndeclare void @llvm.memmove.p0i8.p0i8.i64(i8*, i8*, i64, i1)\n"
	tests := []struct {
		name, body string
		want, not  []string
	}{
		{"memset 0, 16 bytes", "call void @llvm.memset.p0i8.i64(i8* %d, i8 0, i64 16, i1 false)", []string{"movq\t$0, (%rdi)", "movq\t$0, 8(%rdi)"}, []string{"call"}},
		{"memset 0x41, 13 bytes", "call void @llvm.memset.p0i8.i64(i8* %d, i8 65, i64 13, i1 false)", []string{"movabsq\t$4702111234474983745", "movl\t$1094795585, 8(%rdi)", "movb\t$65, 12(%rdi)"}, []string{"call"}},
		{"memcpy 12 bytes", "call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 12, i1 false)", []string{"movl\t8(%rsi)"}, []string{"call"}},
		{"memmove 24 bytes", "call void @llvm.memmove.p0i8.p0i8.i64(i8* %d, i8* %s, i64 24, i1 false)", []string{"16(%rsi)"}, []string{"call"}},
		{"memset too long", "call void @llvm.memset.p0i8.i64(i8* %d, i8 0, i64 200, i1 false)", []string{"memset"}, nil},
		{"volatile memcpy", "call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 8, i1 true)", []string{"memcpy"}, nil},
		{"variable byte", "call void @llvm.memset.p0i8.i64(i8* %d, i8 %b, i64 8, i1 false)", []string{"memset"}, nil},
	}
	for _, tt := range tests {
		src := decl + "define void @f(i8* %d, i8* %s, i8 %b) {\n  " + tt.body + "\n  ret void\n}"
		if asm, ok := compileIR(t, tt.name, src); ok {
			checkAsm(t, tt.name, asm, tt.want, tt.not)
		}
	}
}

// TestLeaForTiedCopies: an add of an immediate or a register, a
// subtraction of an immediate or a left shift by 1-3 whose operand stays
// live would need a copy before the two-address instruction; it is one
// lea, as llc-14 writes it (lower's untieLive makes it before allocation;
// the emitter's leaOf writes a register move and such an operation that
// the allocation still pairs as one), and the move and the operation are
// gone.
func TestLeaForTiedCopies(t *testing.T) {
	tests := []struct {
		name, fn, want, gone string
	}{
		{"add immediate", "define i32 @f(i32 %x) {\n  %y = add i32 %x, 12345\n  %z = mul i32 %y, %x\n  ret i32 %z\n}", "leal\t12345(%rdi), %", "addl\t$12345"},
		{"add register", "define i32 @f(i32 %x, i32 %w) {\n  %y = add i32 %x, %w\n  %z = mul i32 %y, %x\n  %q = mul i32 %z, %w\n  ret i32 %q\n}", "leal\t(%r", "addl\t%"},
		{"shift by 2", "define i64 @f(i64 %x) {\n  %y = shl i64 %x, 2\n  %z = mul i64 %y, %x\n  ret i64 %z\n}", "leaq\t(,%rdi,4), %", "shlq\t$2"},
		{"shift by 1", "define i32 @f(i32 %x) {\n  %y = shl i32 %x, 1\n  %z = mul i32 %y, %x\n  ret i32 %z\n}", "leal\t(%rdi,%rdi), %", "shll\t$1"},
	}
	for _, tt := range tests {
		asm, ok := compileIR(t, tt.name, tt.fn)
		if !ok {
			continue
		}
		checkAsm(t, tt.name, asm, []string{tt.want}, []string{tt.gone, "movq\t%rdi"})
	}
	// (A subtraction of an immediate from a value that stays live is a
	// lea from instruction selection already; TestLeaOf covers the
	// emitter's.) A shift by 4 has no lea: the copy and the shift stay.
	if asm, ok := compileIR(t, "shift by 4", "define i64 @f(i64 %x) {\n  %y = shl i64 %x, 4\n  %z = mul i64 %y, %x\n  ret i64 %z\n}"); ok {
		checkAsm(t, "shift by 4", asm, []string{"shlq\t$4"}, []string{"lea"})
	}
}

// TestLeaForSmallMultipliers: a multiply by 3, 5 or 9 is one lea of the
// operand as base and index, as llc-14 writes it, of 32 bits where the
// operation is (so a zero extension after it costs nothing); a multiply
// by 7 stays an imul.
func TestLeaForSmallMultipliers(t *testing.T) {
	tests := []struct {
		name, fn, want, gone string
	}{
		{"by 3", "define i32 @f(i32 %x) {\n  %y = mul i32 %x, 3\n  ret i32 %y\n}", "leal\t(%rdi,%rdi,2), %eax", "imul"},
		{"by 5, extended", "define i64 @f(i32 %x) {\n  %y = mul i32 %x, 5\n  %z = zext i32 %y to i64\n  ret i64 %z\n}", "leal\t(%rdi,%rdi,4), %eax", "movl"},
		{"by 9, 64 bits", "define i64 @f(i64 %x) {\n  %y = mul i64 %x, 9\n  %z = add i64 %y, %x\n  ret i64 %z\n}", "leaq\t(%rdi,%rdi,8), %rax", "imul"},
		{"by 7", "define i32 @f(i32 %x) {\n  %y = mul i32 %x, 7\n  ret i32 %y\n}", "imull\t$7, %edi, %eax", "lea"},
	}
	for _, tt := range tests {
		if asm, ok := compileIR(t, tt.name, tt.fn); ok {
			checkAsm(t, tt.name, asm, []string{tt.want}, []string{tt.gone})
		}
	}
}

// TestLeaOf: which pairs of a register move and a two-address operation
// leaOf writes as one lea, on machine instructions made by hand: the
// cases instruction selection does not produce from small IR (a
// subtraction of an immediate), and the ones it must leave alone (a
// folded operand, an immediate whose negation does not fit, a shift by
// 4, an operation not tied to the moved register).
func TestLeaOf(t *testing.T) {
	r := mir.RegLoc
	mv := mir.NewTransfer(mir.OpMove, r(x.RBX), r(x.RAX), mir.GPR, "")
	op := func(o mir.Op, a *x.Arith, uses ...mir.Loc) *mir.Instr {
		regs := make([]mir.Reg, len(uses))
		return &mir.Instr{Op: o, Aux: a, Tied: 0, Defs: []mir.Reg{mir.FirstVirtual}, Uses: regs, Placement: &mir.Placement{DefLocs: []mir.Loc{r(x.RBX)}, UseLocs: uses}}
	}
	tests := []struct {
		name string
		op   *mir.Instr
		want string
	}{
		{"sub 32", op(x.ALUImm, &x.Arith{Op: x.Sub, Bits: 32, Imm: 5}, r(x.RBX)), "leal\t-5(%rax), %ebx"},
		{"sub 64", op(x.ALUImm, &x.Arith{Op: x.Sub, Bits: 64, Imm: -9}, r(x.RBX)), "leaq\t9(%rax), %rbx"},
		{"add register", op(x.ALU, &x.Arith{Op: x.Add, Bits: 64}, r(x.RBX), r(x.RCX)), "leaq\t(%rax,%rcx), %rbx"},
		{"shl 3", op(x.Shift, &x.Arith{Op: x.Shl, Bits: 32, Imm: 3}, r(x.RBX)), "leal\t(,%rax,8), %ebx"},
		{"sub of the least int32", op(x.ALUImm, &x.Arith{Op: x.Sub, Bits: 32, Imm: -1 << 31}, r(x.RBX)), ""},
		{"folded operand", op(x.ALU, &x.Arith{Op: x.Add, Bits: 64}, r(x.RBX), mir.SlotLoc(0)), ""},
		{"shl 4", op(x.Shift, &x.Arith{Op: x.Shl, Bits: 64, Imm: 4}, r(x.RBX)), ""},
		{"and", op(x.ALUImm, &x.Arith{Op: x.And, Bits: 32, Imm: 5}, r(x.RBX)), ""},
		{"another register", op(x.ALUImm, &x.Arith{Op: x.Add, Bits: 32, Imm: 5}, r(x.RCX)), ""},
	}
	e := &fnEmit{}
	for _, tc := range tests {
		if got := e.leaOf(mv, tc.op); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestFoldedIMul3Runs runs a three-operand multiply by an immediate
// whose source was spilled (a parameter live across calls, at 4 GPRs):
// the reload folds into it ("imull $4099, 12(%rsp), %eax", as llc-14
// writes it; x86's CanFoldMem), and the program prints what llc-14's
// build prints, every allocation checked.
func TestFoldedIMul3Runs(t *testing.T) {
	src := `target triple = "x86_64-pc-linux-gnu"
@fmt = private constant [11 x i8] c"%d %d %ld\0A\00"
declare i32 @printf(i8*, ...)

define i32 @g(i32 %k) noinline {
  %r = mul i32 %k, 7
  ret i32 %r
}

define i64 @f(i32 %x, i64 %y, i32 %z) noinline {
entry:
  %a = call i32 @g(i32 %z)
  %b = call i32 @g(i32 %a)
  %c = call i32 @g(i32 %b)
  %odd = and i32 %c, 1
  %p = icmp eq i32 %odd, 0
  br i1 %p, label %even, label %other
even:
  %m = mul i32 %x, 4099
  %s = add i32 %m, %c
  %v = sext i32 %s to i64
  ret i64 %v
other:
  %w = mul i64 %y, -1000003
  %n = sext i32 %c to i64
  %r = add i64 %w, %n
  ret i64 %r
}

define i32 @main() {
entry:
  br label %loop
loop:
  %k = phi i32 [ -3, %entry ], [ %k2, %loop ]
  %y = sext i32 %k to i64
  %y2 = mul i64 %y, 12345678901
  %r = call i64 @f(i32 %k, i64 %y2, i32 %k)
  %fm = getelementptr [11 x i8], [11 x i8]* @fmt, i64 0, i64 0
  %pr = call i32 (i8*, ...) @printf(i8* %fm, i32 %k, i32 0, i64 %r)
  %k2 = add i32 %k, 1
  %done = icmp eq i32 %k2, 4
  br i1 %done, label %out, label %loop
out:
  ret i32 0
}
`
	asms := runsLikeLLC(t, src, 7)
	if len(asms) < 2 {
		t.Fatal("no build at 4 GPRs")
	}
	if !strings.Contains(string(asms[1]), "(%rsp), %") || !strings.Contains(string(asms[1]), "imull\t$4099, ") {
		t.Fatalf("no imul at 4 GPRs:\n%s", asms[1])
	}
	folded := false
	for _, l := range strings.Split(string(asms[1]), "\n") {
		if strings.HasPrefix(l, "\timul") && strings.Contains(l, "(%rsp), %") && strings.Contains(l, "Folded Reload") {
			folded = true
		}
	}
	if !folded {
		t.Errorf("no reload folded into a three-operand imul at 4 GPRs:\n%s", asms[1])
	}
}

// TestWideMaskAndSunkCompareRun runs, against llc-14's build, a 64-bit
// and with a mask of the low 32 bits that no imm32 sign-extends to (a
// 32-bit andl of the mask's low half) on values whose upper half is set,
// and loop-invariant compares that other blocks branch and select on
// (lower.SinkCompares recomputes them there).
func TestWideMaskAndSunkCompareRun(t *testing.T) {
	src := `target triple = "x86_64-pc-linux-gnu"
@fmt = private constant [12 x i8] c"%ld %ld %d\0A\00"
declare i32 @printf(i8*, ...)

define i64 @mask(i64 %x) noinline {
  %r = and i64 %x, 4294967292
  ret i64 %r
}

define i32 @count(i32 %n, i64 %lim) noinline {
entry:
  %pos = icmp sgt i32 %n, 0
  %one = icmp eq i32 %n, 1
  %big = icmp ugt i64 %lim, 4000000000
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i2, %next ]
  %s = phi i32 [ 0, %entry ], [ %s3, %next ]
  br i1 %pos, label %body, label %next
body:
  %inc = select i1 %one, i32 3, i32 5
  %s1 = add i32 %s, %inc
  br label %next
next:
  %s2 = phi i32 [ %s, %loop ], [ %s1, %body ]
  %t = select i1 %big, i32 7, i32 0
  %s3 = add i32 %s2, %t
  %i2 = add i64 %i, 1
  %done = icmp eq i64 %i2, 10
  br i1 %done, label %out, label %loop
out:
  ret i32 %s3
}

define i32 @main() {
entry:
  br label %loop
loop:
  %k = phi i64 [ -3, %entry ], [ %k2, %loop ]
  %x = mul i64 %k, 81985529216486895
  %m = call i64 @mask(i64 %x)
  %n = trunc i64 %k to i32
  %lim = mul i64 %k, 1500000000
  %c = call i32 @count(i32 %n, i64 %lim)
  %fm = getelementptr [12 x i8], [12 x i8]* @fmt, i64 0, i64 0
  %pr = call i32 (i8*, ...) @printf(i8* %fm, i64 %x, i64 %m, i32 %c)
  %k2 = add i64 %k, 1
  %done = icmp eq i64 %k2, 5
  br i1 %done, label %out, label %loop
out:
  ret i32 0
}
`
	asms := runsLikeLLC(t, src, 8)
	if len(asms) == 0 {
		t.Fatal("no build")
	}
	checkAsm(t, "mask", string(asms[0]), []string{"andl\t$-4, %"}, []string{"$4294967292"})
	if strings.Contains(string(asms[0]), "\tset") {
		t.Errorf("a loop-invariant condition is kept in a register:\n%s", asms[0])
	}
}

// TestDeadStoresX86: a store that a later store of its block overwrites
// with nothing between that reads it is not selected; one read before
// the later store, and a read-modify-write one, stay or go as the IR
// says (lower.DeadStores).
func TestDeadStoresX86(t *testing.T) {
	tests := []struct {
		name, body string
		want, not  []string
	}{
		{"overwritten", "store i32 11, i32* @g\n  store i8 1, i8* @b\n  store i32 22, i32* @g", []string{"$22", "$1,"}, []string{"$11"}},
		{"read between", "store i32 11, i32* @g\n  %x = load volatile i32, i32* @g\n  store i32 22, i32* @g", []string{"$11", "$22"}, nil},
		{"a call between", "store i32 11, i32* @g\n  call void @f()\n  store i32 22, i32* @g", []string{"$11", "$22"}, nil},
		{"read-modify-write overwritten", "%x = load i32, i32* @g\n  %y = add i32 %x, 7\n  store i32 %y, i32* @g\n  store i32 22, i32* @g", []string{"$22"}, []string{"$7"}},
	}
	for _, tt := range tests {
		src := "@g = global i32 0\n@b = global i8 0\ndeclare void @f()\ndefine void @t() {\n  " + tt.body + "\n  ret void\n}"
		if asm, ok := compileIR(t, tt.name, src); ok {
			checkAsm(t, tt.name, asm, tt.want, tt.not)
		}
	}
}
