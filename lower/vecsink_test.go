package lower

import (
	"fmt"
	"testing"

	"github.com/llir/llvm/ir"
)

// TestSinkVectors: a vector value moves down to just before its first
// reader in the block when no store or call lies in between and at most
// one operand would live longer; two chains written side by side come
// out one after the other.
func TestSinkVectors(t *testing.T) {
	const decls = "declare void @g()\n"
	for _, tc := range []struct {
		name, body   string
		moved, block int
		order        string
	}{
		{
			name: "two chains",
			body: `%a1 = load <8 x i16>, <8 x i16>* %p
  %a2 = load <8 x i16>, <8 x i16>* %q
  %b1 = load <8 x i16>, <8 x i16>* %r
  %b2 = load <8 x i16>, <8 x i16>* %s
  %c1 = icmp slt <8 x i16> %a1, %b1
  %c2 = icmp slt <8 x i16> %a2, %b2
  %x1 = xor <8 x i16> %b1, <i16 85, i16 85, i16 85, i16 85, i16 85, i16 85, i16 85, i16 85>
  %x2 = xor <8 x i16> %b2, <i16 85, i16 85, i16 85, i16 85, i16 85, i16 85, i16 85, i16 85>
  %s1 = select <8 x i1> %c1, <8 x i16> %a1, <8 x i16> %x1
  %s2 = select <8 x i1> %c2, <8 x i16> %a2, <8 x i16> %x2
  store <8 x i16> %s1, <8 x i16>* %d
  store <8 x i16> %s2, <8 x i16>* %e
  ret void`,
			moved: 4, order: "%a1 %b1 %c1 %x1 %s1 %a2 %b2 %c2 %x2 %s2 store store",
		},
		{
			name: "not past a store",
			body: `%a = load <8 x i16>, <8 x i16>* %p
  %x = add <8 x i16> %v, %w
  store <8 x i16> %x, <8 x i16>* %d
  %y = add <8 x i16> %a, %w
  store <8 x i16> %y, <8 x i16>* %e
  ret void`,
			moved: 0, order: "%a %x store %y store",
		},
		{
			name: "not past a call",
			body: `%x = add <8 x i16> %v, %w
  call void @g()
  store <8 x i16> %x, <8 x i16>* %d
  ret void`,
			moved: 0, order: "%x call store",
		},
		{
			name: "two operands would live longer",
			body: `%x = add <8 x i16> %v, %w
  %y = load <8 x i16>, <8 x i16>* %p
  %z = mul <8 x i16> %y, %y
  %t1 = sub <8 x i16> %z, %x
  store <8 x i16> %t1, <8 x i16>* %d
  ret void`,
			moved: 0, order: "%x %y %z %t1 store",
		},
		{
			name: "one operand lives longer",
			body: `%x = add <8 x i16> %v, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %y = load <8 x i16>, <8 x i16>* %p
  %z = mul <8 x i16> %y, %y
  %t1 = sub <8 x i16> %z, %x
  store <8 x i16> %t1, <8 x i16>* %d
  ret void`,
			moved: 1, order: "%y %z %x %t1 store",
		},
		{
			name: "volatile load and division stay",
			body: `%a = load volatile <8 x i16>, <8 x i16>* %p
  %q1 = udiv <8 x i16> %v, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %y = mul <8 x i16> %w, %w
  %z = add <8 x i16> %a, %q1
  %t1 = sub <8 x i16> %z, %y
  store <8 x i16> %t1, <8 x i16>* %d
  ret void`,
			// %y stays: it would pass only %z, which feeds %t1 too.
			moved: 0, order: "%a %q1 %y %z %t1 store",
		},
		{
			name: "scalars stay",
			body: `%x = load i32, i32* %k
  %y = add i32 %x, 1
  %z = mul <8 x i16> %w, %w
  %u = add <8 x i16> %z, %v
  store <8 x i16> %u, <8 x i16>* %d
  store i32 %y, i32* %k
  ret void`,
			moved: 0, order: "%x %y %z %u store store",
		},
		{
			name: "read in another block",
			body: `%x = add <8 x i16> %v, %w
  %y = mul <8 x i16> %w, %w
  store <8 x i16> %y, <8 x i16>* %d
  br label %next
next:
  store <8 x i16> %x, <8 x i16>* %e
  ret void`,
			moved: 0, order: "%x %y store",
		},
		{
			name: "parameters: one read later does not live longer",
			body: `%x = add <8 x i16> %v, %w
  %y = mul <8 x i16> %w, %w
  %z = sub <8 x i16> %y, %w
  %u = add <8 x i16> %z, %x
  %t1 = add <8 x i16> %u, %w
  store <8 x i16> %t1, <8 x i16>* %d
  ret void`,
			moved: 1, order: "%y %z %x %u %t1 store",
		},
		{
			name: "parameters: both read last before the reader",
			body: `%x = add <8 x i16> %v, %w
  %y = mul <8 x i16> %w, %w
  %z = sub <8 x i16> %y, %w
  %u = add <8 x i16> %z, %x
  store <8 x i16> %u, <8 x i16>* %d
  ret void`,
			moved: 0, order: "%x %y %z %u store",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := decls + "define void @t(<8 x i16>* %p, <8 x i16>* %q, <8 x i16>* %r, <8 x i16>* %s, <8 x i16>* %d, <8 x i16>* %e, <8 x i16> %v, <8 x i16> %w, i32* %k) {\nentry:\n  " + tc.body + "\n}\n"
			fn := checkSinkCase(t, src, SinkVectors, tc.moved, tc.block, tc.order)
			if again := SinkVectors(fn, UseCounts(fn)); again != 0 {
				t.Errorf("a second pass moved %d values:\n%s", again, fn.LLString())
			}
		})
	}
}

// FuzzSinkVectors sinks vector values in mutated functions and checks
// what makes the move safe: each block keeps its instructions, what may
// not move keeps its order, nothing passes what may write memory or a
// volatile access, and every value of the block is defined before it is
// read; and that a second pass moves nothing.
func FuzzSinkVectors(f *testing.F) {
	const decls = "declare void @g()\n"
	for _, s := range []string{
		"define void @t(<4 x i32>* %p, <4 x i32>* %q, <4 x i32>* %d) {\n  %a = load <4 x i32>, <4 x i32>* %p\n  %b = load <4 x i32>, <4 x i32>* %q\n  %c = icmp sgt <4 x i32> %a, %b\n  %x = xor <4 x i32> %b, <i32 1, i32 2, i32 3, i32 4>\n  %s = select <4 x i1> %c, <4 x i32> %a, <4 x i32> %x\n  store <4 x i32> %s, <4 x i32>* %d\n  ret void\n}\n",
		"define void @t(<4 x i32>* %p, <4 x i32> %v, <4 x i32>* %d) {\n  %a = load <4 x i32>, <4 x i32>* %p\n  %x = add <4 x i32> %v, %v\n  call void @g()\n  %y = mul <4 x i32> %a, %x\n  store <4 x i32> %y, <4 x i32>* %d\n  ret void\n}\n",
		"define <2 x double> @t(<2 x double>* %p, <2 x double> %v, i1 %c) {\nentry:\n  %a = load <2 x double>, <2 x double>* %p\n  %x = fadd <2 x double> %v, %a\n  %y = fmul <2 x double> %v, %v\n  br i1 %c, label %l, label %e\nl:\n  %z = fsub <2 x double> %x, %y\n  br label %e\ne:\n  %r = phi <2 x double> [ %y, %entry ], [ %z, %l ]\n  ret <2 x double> %r\n}\n",
		"define void @t(<8 x i16>* %p, <8 x i16>* %d) {\nentry:\n  br label %l\nl:\n  %n = phi <8 x i16> [ zeroinitializer, %entry ], [ %m, %l ]\n  %a = load volatile <8 x i16>, <8 x i16>* %p\n  %x = shufflevector <8 x i16> %n, <8 x i16> %a, <8 x i32> <i32 0, i32 9, i32 2, i32 11, i32 4, i32 13, i32 6, i32 15>\n  %y = sext <8 x i16> %a to <8 x i32>\n  %m = add <8 x i16> %x, %n\n  %t = trunc <8 x i32> %y to <8 x i16>\n  store <8 x i16> %t, <8 x i16>* %d\n  %c = extractelement <8 x i16> %m, i32 0\n  %b = icmp eq i16 %c, 0\n  br i1 %b, label %l, label %x2\nx2:\n  ret void\n}\n",
	} {
		f.Add(s)
	}
	fuzzBlockPass(f, decls, func(fn *ir.Func) {
		SinkVectors(fn, UseCounts(fn))
		// A module lowered twice (Compile called again) must come out
		// the same: the pass leaves its own output as it is.
		if again := SinkVectors(fn, UseCounts(fn)); again != 0 {
			panic(fmt.Sprintf("a second pass moved %d values:\n%s", again, fn.LLString()))
		}
	}, checkSunkVectors)
}

func checkSunkVectors(t *testing.T, before []ir.Instruction, b *ir.Block) {
	t.Helper()
	checkReordered(t, before, b, sinkableVector)
	// A moved value keeps its place among the barriers: as many before
	// it as before.
	count := func(insts []ir.Instruction, upto ir.Instruction) int {
		n := 0
		for _, in := range insts {
			if in == upto {
				return n
			}
			if writesMemory(in) || isVolatileLoad(in) {
				n++
			}
		}
		return n
	}
	for _, in := range before {
		if sinkableVector(in) && count(before, in) != count(b.Insts, in) {
			t.Fatalf("block %s: %s moved across a store, call or volatile access", b.Ident(), in.LLString())
		}
	}
}
