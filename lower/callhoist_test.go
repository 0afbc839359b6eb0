package lower

import (
	"fmt"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// TestHoistAboveCalls: an instruction after a call that does not depend
// on it moves above it where one of its operands of its class dies at it
// (chains follow, across several calls); what reads the call's result,
// what frees no register (no operand dies, or only a truncation of a value
// that lives on, or only one of another class), what may trap, i1
// conditions, and anything after a call that may return twice stay; llvm
// intrinsics are no calls to hoist above.
func TestHoistAboveCalls(t *testing.T) {
	const decls = `
declare i32 @f(i32)
declare void @g()
declare i32 @setjmp(i8*) #1
declare i32 @llvm.ctpop.i32(i32) #0
attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { returns_twice }
`
	for _, tc := range []struct {
		name  string
		body  string
		moved int
		// order is the instructions of block (the entry block by
		// default) by name ("call" for a call without a result), after
		// the hoisting.
		order string
		block int
	}{
		{
			name: "sum of dying operands",
			body: `%a = add i32 %p, 1
  %b = mul i32 %q, 3
  %r = call i32 @f(i32 0)
  %s = add i32 %a, %b
  %t = add i32 %s, %r
  ret i32 %t`,
			moved: 1, order: "%a %b %s %r %t",
		},
		{
			name: "chain",
			body: `%r = call i32 @f(i32 0)
  %x = shl i32 %p, 3
  %y = mul i32 %x, %q
  %z = xor i32 %y, 5
  %t = add i32 %z, %r
  ret i32 %t`,
			moved: 3, order: "%x %y %z %r %t",
		},
		{
			name: "across two calls",
			body: `%r = call i32 @f(i32 0)
  call void @g()
  %x = sub i32 %p, %q
  %t = add i32 %x, %r
  ret i32 %t`,
			moved: 2, order: "%x %r %t call",
		},
		{
			name: "reads the call's result",
			body: `%r = call i32 @f(i32 %p)
  %x = add i32 %r, %q
  ret i32 %x`,
			order: "%r %x",
		},
		{
			name: "no operand dies at the chain's first",
			body: `%r = call i32 @f(i32 0)
  %x = add i32 %p, %q
  %y = add i32 %x, %p
  %z = add i32 %y, %q
  %t = add i32 %z, %r
  ret i32 %t`,
			order: "%r %x %y %z %t", // one at a time: %x alone would only add a value
		},
		{
			name: "nothing dies",
			body: `%r = call i32 @f(i32 0)
  %x = add i32 %p, %q
  %y = add i32 %p, %r
  %z = add i32 %y, %q
  %t = add i32 %z, %x
  ret i32 %t`,
			order: "%r %x %y %z %t",
		},
		{
			name: "truncation of a value that lives on",
			body: `%n = trunc i64 %w to i32
  %r = call i32 @f(i32 0)
  %x = mul i32 %n, 1000
  %w2 = trunc i64 %w to i32
  %t = add i32 %x, %r
  %u = add i32 %t, %w2
  ret i32 %u`,
			moved: 1, order: "%n %w2 %r %x %t %u",
		},
		{
			name: "another class",
			body: `%r = call i32 @f(i32 0)
  %x = sitofp i32 %p to double
  %y = fptosi double %x to i32
  %t = add i32 %y, %r
  ret i32 %t`,
			order: "%r %x %y %t",
		},
		{
			name: "float",
			body: `%r = call i32 @f(i32 0)
  %x = fmul double %d, 2.0
  %y = fptosi double %x to i32
  %t = add i32 %y, %r
  ret i32 %t`,
			moved: 1, order: "%x %r %y %t", // the conversion takes an int register and frees a float one
		},
		{
			name: "division may trap",
			body: `%r = call i32 @f(i32 0)
  %x = sdiv i32 %p, %q
  %t = add i32 %x, %r
  ret i32 %t`,
			order: "%r %x %t",
		},
		{
			name: "i1",
			body: `%r = call i32 @f(i32 0)
  %c = icmp slt i32 %p, %q
  %x = xor i1 %c, true
  %e = zext i1 %x to i32
  %t = add i32 %e, %r
  ret i32 %t`,
			order: "%r %c %x %e %t",
		},
		{
			name: "returns twice",
			body: `%j = call i32 @setjmp(i8* null)
  %x = add i32 %p, 1
  %t = add i32 %x, %j
  ret i32 %t`,
			order: "%j %x %t",
		},
		{
			name: "intrinsic",
			body: `%n = call i32 @llvm.ctpop.i32(i32 %q)
  %x = add i32 %p, 1
  %t = add i32 %x, %n
  ret i32 %t`,
			order: "%n %x %t",
		},
		{
			name: "unused",
			body: `call void @g()
  %x = add i32 %p, 1
  ret i32 0`,
			order: "call %x",
		},
		{
			name: "parameter outside the entry block",
			body: `br label %next
next:
  %r = call i32 @f(i32 0)
  %x = add i32 %p, 1
  %t = add i32 %x, %r
  ret i32 %t`,
			block: 1, order: "%r %x %t",
		},
		{
			name: "loop update of the call's argument",
			body: `br label %loop
loop:
  %i = phi i32 [ %p, %entry ], [ %i1, %loop ]
  %r = call i32 @f(i32 %i)
  %i1 = add i32 %i, -1
  %c = icmp eq i32 %i1, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i32 %r`,
			block: 1, order: "%i %r %i1 %c", // %i and %i1 would overlap at the argument
		},
		{
			name: "loop update",
			body: `br label %loop
loop:
  %i = phi i32 [ %p, %entry ], [ %i1, %loop ]
  %r = call i32 @f(i32 0)
  %i1 = add i32 %i, -1
  %c = icmp eq i32 %i1, %r
  br i1 %c, label %exit, label %loop
exit:
  ret i32 %r`,
			moved: 1, block: 1, order: "%i %i1 %r %c",
		},
		{
			name: "used in another block",
			body: `%r = call i32 @f(i32 0)
  %x = add i32 %p, 1
  %y = add i32 %x, 1
  br label %next
next:
  %t = add i32 %x, %y
  ret i32 %t`,
			moved: 1, order: "%x %r %y",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := decls + "define i32 @t(i32 %p, i32 %q, i64 %w, double %d) {\nentry:\n  " + tc.body + "\n}\n"
			m, err := asm.ParseString("t.ll", src)
			if err != nil {
				t.Fatal(err)
			}
			fn := m.Funcs[len(m.Funcs)-1]
			if got := HoistAboveCalls(fn, 64); got != tc.moved {
				t.Errorf("moved %d instructions, want %d", got, tc.moved)
			}
			if got := instNames(fn.Blocks[tc.block]); got != tc.order {
				t.Errorf("order %q, want %q:\n%s", got, tc.order, fn.LLString())
			}
		})
	}
}

// FuzzHoistAboveCalls hoists in mutated functions and checks what makes
// the move safe: each block keeps its instructions, the ones that may not
// move keep their order, a moved one is one that may move and stays after
// every call that may return twice that preceded it, and every value of
// the block is defined before it is read.
func FuzzHoistAboveCalls(f *testing.F) {
	const decls = "declare i32 @f(i32)\ndeclare void @g()\ndeclare i32 @setjmp(i8*) returns_twice\n"
	for _, s := range []string{
		"define i32 @t(i32 %p, i32 %q) {\n  %a = add i32 %p, 1\n  %r = call i32 @f(i32 %a)\n  %b = mul i32 %q, 3\n  %c = shl i32 %b, 2\n  %s = add i32 %c, %r\n  ret i32 %s\n}\n",
		"define i32 @t(i32 %p, i32 %q) {\n  %r = call i32 @f(i32 0)\n  call void @g()\n  %x = sub i32 %p, %q\n  %y = xor i32 %x, 7\n  %t = add i32 %y, %r\n  ret i32 %t\n}\n",
		"define i32 @t(i32 %p, i32 %q) {\n  %j = call i32 @setjmp(i8* null)\n  %x = add i32 %p, %q\n  %r = call i32 @f(i32 %j)\n  %y = mul i32 %x, %q\n  %t = add i32 %y, %r\n  ret i32 %t\n}\n",
		"define double @t(double %d, i64 %w) {\nentry:\n  %r = call i32 @f(i32 0)\n  %x = fmul double %d, 2.0\n  %n = trunc i64 %w to i32\n  %m = add i32 %n, %r\n  br label %b\nb:\n  %e = phi double [ %x, %entry ]\n  call void @g()\n  %z = fadd double %e, 1.0\n  ret double %z\n}\n",
	} {
		f.Add(s)
	}
	fuzzBlockPass(f, decls, func(fn *ir.Func) { HoistAboveCalls(fn, 64) }, checkHoisted)
}

// fuzzBlockPass runs pass on every function of each mutated source that
// parses, and check on each block, given its instructions before.
func fuzzBlockPass(f *testing.F, decls string, pass func(*ir.Func), check func(*testing.T, []ir.Instruction, *ir.Block)) {
	f.Fuzz(func(t *testing.T, src string) {
		m, err := func() (m *ir.Module, err error) {
			defer func() {
				if r := recover(); r != nil {
					err = fmt.Errorf("parser panic: %v", r)
				}
			}()
			return asm.ParseString("t.ll", decls+src)
		}()
		if err != nil {
			return
		}
		for _, fn := range m.Funcs {
			if len(fn.Blocks) == 0 {
				continue
			}
			before := make([][]ir.Instruction, len(fn.Blocks))
			for i, b := range fn.Blocks {
				before[i] = append([]ir.Instruction(nil), b.Insts...)
			}
			pass(fn)
			for bi, b := range fn.Blocks {
				check(t, before[bi], b)
			}
		}
	})
}

func checkHoisted(t *testing.T, before []ir.Instruction, b *ir.Block) {
	t.Helper()
	checkReordered(t, before, b, func(in ir.Instruction) bool { return hoistClass(in, 64) != "" })
	// The returns_twice calls before each instruction.
	twice := map[ir.Instruction]int{}
	n := 0
	for _, in := range before {
		twice[in] = n
		if c, ok := in.(*ir.InstCall); ok && ReturnsTwice(c) {
			n++
		}
	}
	n = 0
	for _, in := range b.Insts {
		if twice[in] != n {
			t.Fatalf("block %s: %s moved across a call that returns twice", b.Ident(), in.LLString())
		}
		if c, ok := in.(*ir.InstCall); ok && ReturnsTwice(c) {
			n++
		}
	}
}

// checkReordered checks that block b holds the instructions it held
// before, those that may not move (movable false) in their order, and
// that no value of the block is read before its definition that was not
// before.
func checkReordered(t *testing.T, before []ir.Instruction, b *ir.Block, movable func(ir.Instruction) bool) {
	t.Helper()
	if len(before) != len(b.Insts) {
		t.Fatalf("block %s: %d instructions, had %d", b.Ident(), len(b.Insts), len(before))
	}
	pos := map[ir.Instruction]int{}
	for i, in := range b.Insts {
		pos[in] = i
	}
	var fixed []ir.Instruction
	for _, in := range before {
		if _, ok := pos[in]; !ok {
			t.Fatalf("block %s lost %s", b.Ident(), in.LLString())
		}
		if !movable(in) {
			fixed = append(fixed, in)
		}
	}
	for i := 1; i < len(fixed); i++ {
		if pos[fixed[i-1]] > pos[fixed[i]] {
			t.Fatalf("block %s: %s moved above %s", b.Ident(), fixed[i].LLString(), fixed[i-1].LLString())
		}
	}
	// The parser takes some reads before definitions (a value reading
	// itself): none may be new.
	was := earlyReads(before)
	for r := range earlyReads(b.Insts) {
		if !was[r] {
			t.Fatalf("block %s: %s reads %s before its definition", b.Ident(), r.user.LLString(), r.v.Ident())
		}
	}
}

type read struct {
	user ir.Instruction
	v    value.Value
}

// earlyReads gives the reads in insts (a block's instructions but phis)
// of values defined in insts after the reader.
func earlyReads(insts []ir.Instruction) map[read]bool {
	local := map[value.Value]bool{}
	for _, in := range insts {
		if v, ok := in.(value.Value); ok {
			local[v] = true
		}
	}
	out := map[read]bool{}
	defined := map[value.Value]bool{}
	for _, in := range insts {
		if _, phi := in.(*ir.InstPhi); !phi {
			for _, op := range Operands(in) {
				if a, ok := op.(*ir.Arg); ok {
					op = a.Value
				}
				if local[op] && !defined[op] {
					out[read{in, op}] = true
				}
			}
		}
		if v, ok := in.(value.Value); ok {
			defined[v] = true
		}
	}
	return out
}
