package lower

import (
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// TestSinkLoads: a load that one later instruction of its block reads
// moves down to it, past anything but what may write memory, unless its
// address would then keep more than one more register live; the gather
// a vectorizer writes (loads, then the inserts) is interleaved.
func TestSinkLoads(t *testing.T) {
	const decls = "declare void @g()\n"
	for _, tc := range []struct {
		name, body   string
		moved, block int
		order        string
	}{
		{
			name: "gather",
			body: `%i1 = add i64 %i, 1
  %pa = getelementptr i16, i16* %p, i64 %i
  %pb = getelementptr i16, i16* %p, i64 %i1
  %a = load i16, i16* %pa
  %b = load i16, i16* %pb
  %v0 = insertelement <2 x i16> undef, i16 %a, i64 0
  %v1 = insertelement <2 x i16> %v0, i16 %b, i64 1
  %r = bitcast <2 x i16> %v1 to i32
  %t = trunc i64 %i to i32
  %s = add i32 %r, %t
  ret i32 %s`,
			moved: 2, order: "%i1 %pa %pb %a %v0 %b %v1 %r %t %s",
		},
		{
			name: "gather from two indices",
			body: `%pa = getelementptr i16, i16* %p, i64 %i
  %pb = getelementptr i16, i16* %p, i64 %j
  %a = load i16, i16* %pa
  %b = load i16, i16* %pb
  %v0 = insertelement <2 x i16> undef, i16 %a, i64 0
  %v1 = insertelement <2 x i16> %v0, i16 %b, i64 1
  %r = bitcast <2 x i16> %v1 to i32
  ret i32 %r`,
			moved: 0, order: "%pa %pb %a %b %v0 %v1 %r",
		},
		{
			name: "gather in a loop",
			body: `br label %loop
loop:
  %n = phi i64 [ 0, %entry ], [ %n2, %loop ]
  %t = shl i64 %n, 1
  %pa = getelementptr i16, i16* %p, i64 %t
  %pb = getelementptr i16, i16* %q, i64 %t
  %a = load i16, i16* %pa
  %b = load i16, i16* %pb
  %v0 = insertelement <2 x i16> undef, i16 %a, i64 0
  %v1 = insertelement <2 x i16> %v0, i16 %b, i64 1
  %w = bitcast <2 x i16> %v1 to i32
  store i32 %w, i32* %q2
  %n2 = add i64 %n, 2
  %c = icmp ult i64 %n2, %j
  br i1 %c, label %loop, label %exit
exit:
  ret i32 0`,
			moved: 2, block: 1, order: "%n %t %pa %pb %a %v0 %b %v1 %w store %n2 %c",
		},
		{
			name: "not past a store",
			body: `%a = load i16, i16* %p
  store i16 0, i16* %q
  %x = add i32 %k, 1
  %z = zext i16 %a to i32
  %r = add i32 %z, %x
  ret i32 %r`,
			moved: 0, order: "%a store %x %z %r",
		},
		{
			name: "not past a call",
			body: `%a = load i16, i16* %p
  call void @g()
  %z = zext i16 %a to i32
  ret i32 %z`,
			moved: 0, order: "%a call %z",
		},
		{
			name: "past arithmetic",
			body: `%a = load i16, i16* %p
  %x = add i32 %k, 1
  %y = mul i32 %x, %k
  %z = zext i16 %a to i32
  %r = add i32 %z, %y
  ret i32 %r`,
			moved: 1, order: "%x %y %a %z %r",
		},
		{
			name: "volatile stays",
			body: `%a = load volatile i16, i16* %p
  %x = add i32 %k, 1
  %z = zext i16 %a to i32
  %r = add i32 %z, %x
  ret i32 %r`,
			moved: 0, order: "%a %x %z %r",
		},
		{
			name: "read twice stays",
			body: `%a = load i16, i16* %p
  %x = add i32 %k, 1
  %z = zext i16 %a to i32
  %w = sext i16 %a to i32
  %r = add i32 %z, %w
  %s = add i32 %r, %x
  ret i32 %s`,
			moved: 0, order: "%a %x %z %w %r %s",
		},
		{
			name: "two addresses would live longer",
			body: `%pa = getelementptr i16, i16* %p, i64 %i
  %a = load i16, i16* %pa
  %x = add i32 %k, 1
  %z = zext i16 %a to i32
  %r = add i32 %z, %x
  ret i32 %r`,
			moved: 0, order: "%pa %a %x %z %r",
		},
		{
			name: "read by the terminator",
			body: `%c = load i32, i32* %q2
  %x = add i32 %k, 1
  store i32 %x, i32* %q2
  ret i32 %c`,
			moved: 0, order: "%c %x store",
		},
		{
			name: "read by the terminator, no store",
			body: `%c = load i32, i32* %q2
  %x = add i32 %k, 1
  %y = mul i32 %x, %x
  ret i32 %c`,
			moved: 1, order: "%x %y %c",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := decls + "define i32 @t(i16* %p, i16* %q, i32* %q2, i32 %k, i64 %i, i64 %j) {\nentry:\n  " + tc.body + "\n}\n"
			checkSinkCase(t, src, SinkLoads, tc.moved, tc.block, tc.order)
		})
	}
}

// checkSinkCase parses src, runs a sinking pass on its last function and
// checks how many instructions it moved and the order of block block
// afterwards; it returns the function.
func checkSinkCase(t *testing.T, src string, pass func(*ir.Func, map[value.Value]int) int, moved, block int, order string) *ir.Func {
	t.Helper()
	m, err := asm.ParseString("t.ll", src)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	fn := m.Funcs[len(m.Funcs)-1]
	if got := pass(fn, UseCounts(fn)); got != moved {
		t.Errorf("moved %d instructions, want %d", got, moved)
	}
	if got := instNames(fn.Blocks[block]); got != order {
		t.Errorf("order %q, want %q:\n%s", got, order, fn.LLString())
	}
	return fn
}

// instNames is a block's instructions by name, "call" and "store" for
// those without one.
func instNames(b *ir.Block) string {
	var names []string
	for _, in := range b.Insts {
		name := "call"
		if _, ok := in.(*ir.InstStore); ok {
			name = "store"
		} else if v, ok := in.(value.Named); ok && !types.Equal(v.Type(), types.Void) {
			name = v.Ident()
		}
		names = append(names, name)
	}
	return strings.Join(names, " ")
}

// FuzzSinkLoads sinks loads in mutated functions and checks what makes
// the move safe: each block keeps its instructions, everything but the
// loads keeps its order, a load passes nothing that may write memory and
// no volatile access, and every value of the block is defined before it
// is read.
func FuzzSinkLoads(f *testing.F) {
	const decls = "declare void @g()\n"
	for _, s := range []string{
		"define i32 @t(i16* %p, i64 %i) {\n  %pa = getelementptr i16, i16* %p, i64 %i\n  %a = load i16, i16* %pa\n  %b = load i16, i16* %p\n  %v0 = insertelement <2 x i16> undef, i16 %a, i64 0\n  %v1 = insertelement <2 x i16> %v0, i16 %b, i64 1\n  %r = bitcast <2 x i16> %v1 to i32\n  ret i32 %r\n}\n",
		"define i32 @t(i32* %p, i32 %k) {\n  %a = load i32, i32* %p\n  %x = add i32 %k, 1\n  store i32 %x, i32* %p\n  %y = add i32 %a, %x\n  ret i32 %y\n}\n",
		"define i32 @t(i32** %pp, i32 %k) {\n  %a = load i32*, i32** %pp\n  %b = load i32, i32* %a\n  %x = mul i32 %k, %k\n  call void @g()\n  %c = load volatile i32, i32* %a\n  %y = add i32 %b, %x\n  %z = add i32 %y, %c\n  ret i32 %z\n}\n",
		"define i32 @t(i32* %p, i1 %c) {\nentry:\n  %a = load i32, i32* %p\n  %x = add i32 %a, 1\n  br i1 %c, label %l, label %e\nl:\n  %b = load i32, i32* %p\n  %m = phi i32 [ %a, %entry ]\n  br label %e\ne:\n  %r = phi i32 [ %x, %entry ], [ %b, %l ]\n  ret i32 %r\n}\n",
		"define i32 @t(i16* %p, i16* %q, i32* %d, i64 %e) {\nentry:\n  br label %l\nl:\n  %n = phi i64 [ 0, %entry ], [ %n2, %l ]\n  %t = shl i64 %n, 1\n  %pa = getelementptr i16, i16* %p, i64 %t\n  %pb = getelementptr i16, i16* %q, i64 %t\n  %a = load i16, i16* %pa\n  %b = load i16, i16* %pb\n  %v0 = insertelement <2 x i16> undef, i16 %a, i64 0\n  %v1 = insertelement <2 x i16> %v0, i16 %b, i64 1\n  %w = bitcast <2 x i16> %v1 to i32\n  store i32 %w, i32* %d\n  %n2 = add i64 %n, 2\n  %c = icmp ult i64 %n2, %e\n  br i1 %c, label %l, label %x\nx:\n  ret i32 0\n}\n",
	} {
		f.Add(s)
	}
	fuzzBlockPass(f, decls, func(fn *ir.Func) { SinkLoads(fn, UseCounts(fn)) }, checkSunk)
}

func checkSunk(t *testing.T, before []ir.Instruction, b *ir.Block) {
	t.Helper()
	checkReordered(t, before, b, func(in ir.Instruction) bool {
		_, isLoad := in.(*ir.InstLoad)
		return isLoad && !isVolatileLoad(in)
	})
	// A load keeps its place among the barriers: as many before it as
	// before.
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
		if _, isLoad := in.(*ir.InstLoad); isLoad && count(before, in) != count(b.Insts, in) {
			t.Fatalf("block %s: %s moved across a store, call or volatile access", b.Ident(), in.LLString())
		}
	}
}
