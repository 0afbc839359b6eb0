package x86

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/regalloc"
)

// TestCommuteTied: a commutative two-address operation whose first
// operand is read again later and whose second dies there is written the
// other way round (lower's commuteTied), so the result takes the dying
// operand's register and no copy saves the first one; an operation that
// does not commute (subtraction) keeps its copy.
func TestCommuteTied(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		want, not []string
	}{
		{"scalar double", `define double @f(double %a, double %b) {
  %s = fadd double %a, %b
  %t = fmul double %s, %a
  ret double %t
}`, []string{"addsd\t%xmm0, %xmm1\n"}, []string{"movaps\t%xmm0, %xmm2"}},
		{"integer xor", `define i64 @f(i64 %a, i64 %b) {
  %s = xor i64 %a, %b
  %t = mul i64 %s, %a
  ret i64 %t
}`, []string{"xorq\t%rdi, %rsi\n"}, []string{"movq\t%rdi, %rax\n\txorq"}},
		{"packed add", `define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b) {
  %s = add <4 x i32> %a, %b
  %t = and <4 x i32> %s, %a
  ret <4 x i32> %t
}`, []string{"paddd\t%xmm0, %xmm1\n"}, []string{"movaps\t%xmm0, %xmm2"}},
		{"subtraction", `define double @f(double %a, double %b) {
  %s = fsub double %a, %b
  %t = fmul double %s, %a
  ret double %t
}`, []string{"subsd\t%xmm1, %xmm2\n"}, []string{"subsd\t%xmm0"}},
	} {
		if asm, ok := compileIR(t, tt.name, tt.src); ok {
			checkAsm(t, tt.name, asm, tt.want, tt.not)
		}
	}
}

// loopCarried is a loop that adds a call's result to a phi (s += g(i))
// and counts i down, both live across the call.
const loopCarried = `declare i32 @g(i32)

define i32 @f(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ %n, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %c = call i32 @g(i32 %i)
  %s1 = add i32 %c, %s
  %i1 = add i32 %i, -1
  %done = icmp eq i32 %i1, 0
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %s1
}`

// regMoves counts the register-to-register moves of general registers
// in asm.
func regMoves(asm string) int {
	n := 0
	for _, l := range strings.Split(asm, "\n") {
		if (strings.HasPrefix(l, "\tmovq\t%r") || strings.HasPrefix(l, "\tmovl\t%e")) && !strings.Contains(l, "(") &&
			strings.Count(l, "%") == 2 {
			n++
		}
	}
	return n
}

// TestLoopCarriedMoves: the add of a call's result to a loop-carried phi
// is tied to the phi (lower's commuteTied), so the sum stays in the
// phi's register and the back edge moves nothing; and the preheader
// computes the phis' first values straight into the registers that the
// phis, live across the call, may take (the SSA allocator's phi targets,
// -ssa-phi-targets). The moves left are the call's argument, the
// return value and the parameter's, as in llc-14's code; without phi
// targets the preheader adds one.
func TestLoopCarriedMoves(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.ll")
	if err := os.WriteFile(path, []byte("target triple = \"x86_64-pc-linux-gnu\"\n"+loopCarried+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		opts  regalloc.Options
		moves int
	}{
		{"O4", regalloc.Options{}, 3},
		{"O4 -ssa-phi-targets=false", regalloc.Options{SSA: regalloc.SSAOptions{NoPhiTargets: true}}, 4},
	} {
		asm, err := compileVec(t, path, tt.opts)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		s := string(asm)
		if m := regMoves(s); m != tt.moves {
			t.Errorf("%s: %d register moves, want %d:\n%s", tt.name, m, tt.moves, s)
		}
		// One branch per iteration: the sum is not moved on the back edge.
		if !strings.Contains(s, "\taddl\t%eax, %") || !strings.Contains(s, "\tjne\t.LBB0_1\n") {
			t.Errorf("%s: the sum is not added in place, or the loop jumps back through a block of moves:\n%s", tt.name, s)
		}
	}
}

// slowPathBase is an interpreter's base pointer: a loop-carried phi,
// passed to a call in every iteration (so its hint is RSI, the second
// argument), and recomputed after a call on a cold path whose value joins
// the fast path's at a phi.
const slowPathBase = `declare i32 @trace(i8*)
declare void @use(i8*, i8*)

define void @f(i8** %ci, i8* %b0, i32* %flag, i32 %n) {
entry:
  br label %loop

loop:
  %base = phi i8* [ %b0, %entry ], [ %base2, %join ]
  %i = phi i32 [ %n, %entry ], [ %i1, %join ]
  call void @use(i8* null, i8* %base)
  %t = load volatile i32, i32* %flag
  %z = icmp eq i32 %t, 0
  br i1 %z, label %join, label %slow

slow:
  %r = call i32 @trace(i8* null)
  %p = load i8*, i8** %ci
  %nb = getelementptr i8, i8* %p, i64 16
  br label %join

join:
  %base2 = phi i8* [ %base, %loop ], [ %nb, %slow ]
  %i1 = add i32 %i, -1
  %done = icmp eq i32 %i1, 0
  br i1 %done, label %exit, label %loop

exit:
  ret void
}`

// TestPhiTargetsBeforeHint: the cold path's new base takes the register
// the join's other argument holds (the base's, callee-saved), not the
// join's hint (RSI, from the call it reaches): the phi takes its
// arguments' register, so a value computed for it in the hint's register
// only moved there. Lua's luaV_execute moved its base pointer to a
// caller-saved register and back at every dispatch this way.
func TestPhiTargetsBeforeHint(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.ll")
	if err := os.WriteFile(path, []byte("target triple = \"x86_64-pc-linux-gnu\"\n"+slowPathBase+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	asm, err := compileVec(t, path, regalloc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := string(asm)
	// The parameters' four moves and the call's argument.
	if m := regMoves(s); m != 5 || !strings.Contains(s, "\tleaq\t16(%rax), %r12\n") {
		t.Errorf("%d register moves, want 5, and the new base computed in the base's register:\n%s", m, s)
	}
}
