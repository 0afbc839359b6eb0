package x86

import (
	"runtime/debug"
	"strings"
	"testing"

	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/mir"
)

const testHeader = "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\ntarget triple = \"x86_64-pc-linux-gnu\"\n"

// lowerSrc parses and lowers one module.
func lowerSrc(src string) (*mir.Module, error) {
	m, err := llvmir.Parse("t.ll", []byte(testHeader+src))
	if err != nil {
		return nil, err
	}
	return Lower(m)
}

// TestLowerRejects checks that IR the back end does not handle is
// rejected with a message naming the file, line, function and construct.
func TestLowerRejects(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"mul i256", "define i256 @f(i256 %a) {\n  %m = mul i256 %a, %a\n  ret i256 %m\n}\n", "t.ll:4: in function @f: unsupported: mul on i256"},
		{"udiv i192", "define i192 @f(i192 %a) {\n  %m = udiv i192 %a, 7\n  ret i192 %m\n}\n", "unsupported: udiv on i192"},
		{"variable shift i144", "define i144 @f(i144 %a, i144 %b) {\n  %m = shl i144 %a, %b\n  ret i144 %m\n}\n", "unsupported: shl on i144 by a variable amount"},
		{"asm xmm", "define i32 @f(i32 %p) {\n  %r = call i32 asm \"movd $1, $0\", \"=x,x\"(i32 %p)\n  ret i32 %r\n}\n", "unsupported: inline assembly output constraint x"},
		{"asm intel", "define void @f() {\n  call void asm sideeffect inteldialect \"nop\", \"\"()\n  ret void\n}\n", "Intel syntax"},
		{"atomic i24", "define void @f(i24* %p) {\n  %o = atomicrmw add i24* %p, i24 1 seq_cst\n  ret void\n}\n", "atomic operation on i24"},
		{"va_arg", "define i32 @f(i8* %ap) {\n  %v = va_arg i8* %ap, i32\n  ret i32 %v\n}\n", "va_arg"},
		{"fp128", "define fp128 @f(fp128 %a) {\n  %m = fadd fp128 %a, %a\n  ret fp128 %m\n}\n", "unsupported: floating-point type fp128"},
		{"switch i128", "define i32 @f(i128 %a) {\n  switch i128 %a, label %d [ i128 1, label %o ]\no:\n  ret i32 1\nd:\n  ret i32 0\n}\n", "unsupported: switch on i128"},
	}
	for _, tt := range tests {
		_, err := lowerSrc(tt.src)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want one containing %q", tt.name, err, tt.want)
		}
	}
}

// TestLowerShapes checks properties of the lowered code that the
// differential tests cannot see.
func TestLowerShapes(t *testing.T) {
	src := `
define i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 1, label %b
                            i32 2, label %a
                            i32 3, label %b ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 3
}
define i32 @sparse(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 100, label %b
                            i32 2000, label %a
                            i32 30000, label %b ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 3
}
declare i32 @_setjmp(i8*) returns_twice
define i32 @sj(i8* %b) {
  %r = call i32 @_setjmp(i8* %b)
  ret i32 %r
}
`
	m, err := lowerSrc(src)
	if err != nil {
		t.Fatal(err)
	}
	count := func(f *mir.Func, op mir.Op) int {
		n := 0
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in.Op == op {
					n++
				}
			}
		}
		return n
	}
	if n := count(m.Funcs[0], isa.JmpInd); n != 1 {
		t.Errorf("dense switch: %d indirect jumps, want a jump table", n)
	}
	if n := count(m.Funcs[1], isa.JmpInd); n != 0 {
		t.Errorf("sparse switch: %d indirect jumps, want a compare chain", n)
	}
	if !m.Funcs[2].ReturnsTwice || m.Funcs[0].ReturnsTwice {
		t.Errorf("ReturnsTwice: sj %v, sw %v", m.Funcs[2].ReturnsTwice, m.Funcs[0].ReturnsTwice)
	}
}

// FuzzLower feeds mutated IR to the parser and the x86-64 lowering: bad
// input must give an error, never a panic, and lowered functions must be
// well formed (one terminator per block, at its end; edges consistent),
// as they are and reshaped by FitBudget.
func FuzzLower(f *testing.F) {
	for _, s := range []string{
		"define i24 @f(i24* %p) {\n  %v = load i24, i24* %p\n  %w = add i24 %v, 5\n  store i24 %w, i24* %p\n  ret i24 %w\n}\n",
		"define i128 @f(i128 %a, i128 %b) {\n  %s = add i128 %a, %b\n  %c = icmp ult i128 %s, %a\n  %r = select i1 %c, i128 %a, i128 %s\n  ret i128 %r\n}\n",
		"define x86_fp80 @f(x86_fp80 %a, double %d) {\n  %e = fpext double %d to x86_fp80\n  %s = fmul x86_fp80 %a, %e\n  ret x86_fp80 %s\n}\n",
		"define i32 @f(i32 %x) {\nentry:\n  switch i32 %x, label %d [ i32 1, label %a\n i32 2, label %a\n i32 3, label %d\n i32 4, label %a ]\na:\n  ret i32 1\nd:\n  ret i32 0\n}\n",
		"@t = global i8* blockaddress(@f, %b)\ndefine i32 @f(i8* %p) {\nentry:\n  indirectbr i8* %p, [label %b, label %c]\nb:\n  %x = phi i32 [ 1, %entry ], [ 2, %c ]\n  ret i32 %x\nc:\n  indirectbr i8* %p, [label %b]\n}\n",
		"define i32 @f(i32* %p, i32 %v) {\n  %o = atomicrmw umax i32* %p, i32 %v seq_cst\n  %c = cmpxchg i32* %p, i32 %o, i32 1 seq_cst seq_cst\n  %r = extractvalue { i32, i1 } %c, 0\n  fence seq_cst\n  ret i32 %r\n}\n",
		"define i32 @f(i32 %n, ...) {\n  %ap = alloca [24 x i8], align 16\n  %p = bitcast [24 x i8]* %ap to i8*\n  call void @llvm.va_start(i8* %p)\n  call void @llvm.va_end(i8* %p)\n  ret i32 %n\n}\ndeclare void @llvm.va_start(i8*)\ndeclare void @llvm.va_end(i8*)\n",
		"@t = global i8* blockaddress(@f, %a)\ndefine i32 @f(i8* %p, i32 %n) {\nentry:\n  br label %d\nd:\n  %i = phi i32 [ 0, %entry ], [ %j, %a ]\n  indirectbr i8* %p, [label %a]\na:\n  %s = phi i32 [ %i, %d ], [ 5, %e ]\n  %j = add i32 %s, 1\n  %c = icmp slt i32 %j, %n\n  br i1 %c, label %d, label %e\ne:\n  br i1 %c, label %a, label %x\nx:\n  ret i32 %j\n}\n",
		"define i32 @f(i32 %a, i32 %b) {\nentry:\n  %c1 = icmp slt i32 %a, 0\n  %p = call i32 @llvm.ctpop.i32(i32 %b)\n  %c2 = icmp ult i32 %p, 2\n  %c = select i1 %c1, i1 true, i1 %c2\n  br i1 %c, label %t, label %f\nt:\n  %r = phi i32 [ %a, %entry ], [ %s, %f ]\n  ret i32 %r\nf:\n  %s = add i32 %a, %b\n  %d = icmp sgt i32 %s, 9\n  %e = select i1 %d, i1 %c2, i1 false\n  br i1 %e, label %t, label %x\nx:\n  ret i32 %p\n}\ndeclare i32 @llvm.ctpop.i32(i32)\n",
		"define i32 @f(i32 %a, i32 %b) {\n  %r = call i32 asm \"addl $2, $0\", \"=r,0,r,~{flags}\"(i32 %a, i32 %b)\n  ret i32 %r\n}\n",
		"define i16 @f(i16 %a, i16 %b, i16 %c) {\n  %r = call i16 @llvm.fshl.i16(i16 %a, i16 %b, i16 %c)\n  %s = call i16 @llvm.usub.sat.i16(i16 %r, i16 %a)\n  ret i16 %s\n}\ndeclare i16 @llvm.fshl.i16(i16, i16, i16)\ndeclare i16 @llvm.usub.sat.i16(i16, i16)\n",
		"define i32 @f(i8* %p, i8* %e) {\nentry:\n  br label %l\nl:\n  %q = phi i8* [ %p, %entry ], [ %q1, %l ]\n  %s = phi i32 [ 0, %entry ], [ %s1, %l ]\n  %q1 = getelementptr i8, i8* %q, i64 1\n  %c = load i8, i8* %q\n  %z = zext i8 %c to i32\n  %s1 = add i32 %s, %z\n  %d = icmp eq i8* %q1, %e\n  br i1 %d, label %x, label %l\nx:\n  ret i32 %s1\n}\n",
		"define void @f(i8* %p, i64 %n) {\nentry:\n  br label %l\nl:\n  %q = phi i8* [ %p, %entry ], [ %q1, %l ]\n  %i = phi i64 [ 0, %entry ], [ %i1, %l ]\n  %q1 = getelementptr i8, i8* %q, i64 1\n  %c = load i8, i8* %q\n  store i8 %c, i8* %q1\n  %i1 = add i64 %i, 1\n  %d = icmp eq i64 %i1, %n\n  br i1 %d, label %x, label %l\nx:\n  ret void\n}\n",
		"define i64 @f(i64* %b, i64* %e, i32 %k) {\nentry:\n  br label %l\nl:\n  %p = phi i64* [ %e, %entry ], [ %n, %l ], [ %n, %m ]\n  %n = getelementptr i64, i64* %p, i64 -1\n  %w = sext i32 %k to i64\n  %c = icmp eq i64* %p, %b\n  br i1 %c, label %m, label %l\nm:\n  %v = load i64, i64* %p\n  %z = icmp eq i64 %v, %w\n  br i1 %z, label %x, label %l\nx:\n  ret i64 %w\n}\n",
		"@a = global [24 x [24 x i32]] zeroinitializer\ndefine i32 @f(i64 %n, i64 %w) {\nentry:\n  br label %o\no:\n  %i = phi i64 [ 0, %entry ], [ %i1, %e ]\n  %t = phi i32 [ 0, %entry ], [ %s1, %e ]\n  br label %l\nl:\n  %k = phi i64 [ 0, %o ], [ %k1, %l ]\n  %s = phi i32 [ %t, %o ], [ %s1, %l ]\n  %d = sub i64 %k, %w\n  %p = getelementptr [24 x [24 x i32]], [24 x [24 x i32]]* @a, i64 0, i64 %i, i64 %d\n  %v = load i32, i32* %p\n  %s1 = add i32 %s, %v\n  %k1 = add i64 %k, 1\n  %c = icmp ne i64 %k1, 24\n  br i1 %c, label %l, label %e\ne:\n  %i1 = add i64 %i, 1\n  %x = icmp ne i64 %i1, %n\n  br i1 %x, label %o, label %r\nr:\n  ret i32 %s1\n}\n",
		"@t = internal global [256 x i32] zeroinitializer\ndefine i32 @f(i64 %n, i64 %w) {\nentry:\n  %z = icmp eq i64 %n, 0\n  br i1 %z, label %x, label %l\nl:\n  %i = phi i64 [ %i1, %l ], [ %n, %entry ]\n  %c = phi i32 [ %c1, %l ], [ -1, %entry ]\n  %k = and i32 %c, 255\n  %q = zext i32 %k to i64\n  %j = add i64 %q, %w\n  %p = getelementptr [256 x i32], [256 x i32]* @t, i64 0, i64 %j\n  %v = load i32, i32* %p\n  %c1 = xor i32 %v, %c\n  %i1 = add i64 %i, -1\n  %d = icmp eq i64 %i1, 0\n  br i1 %d, label %x, label %l\nx:\n  %r = phi i32 [ 0, %entry ], [ %c1, %l ]\n  ret i32 %r\n}\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		mod, perr := parseOrSkip(t, src)
		if perr != nil {
			return
		}
		m, err := lowerOrSkip(t, mod)
		if err != nil {
			return
		}
		// Each function as lowered, and as the driver reshapes it
		// (FitBudget: lower.HoistInvariants, and at 3 GPRs the split
		// addresses and demoted operands).
		var fns []*mir.Func
		for _, fn := range m.Funcs {
			fns = append(fns, fn, FitBudget(fn, 0, 0), FitBudget(fn, 3, 0))
		}
		for _, fn := range fns {
			defBlock := map[mir.Reg]*mir.Block{}
			for _, b := range fn.Blocks {
				for _, in := range b.Instrs {
					for _, d := range in.Defs {
						defBlock[d] = b
					}
				}
			}
			// Strict SSA: a value read in another block than its own
			// (an instruction moved to an edge by sinkPhiArgs
			// included) is defined in a dominator of the reader.
			dom := dominators(fn)
			for _, b := range fn.Blocks {
				for _, in := range b.Instrs {
					if in.Op == mir.OpPhi {
						continue
					}
					for _, u := range in.Uses {
						if d := defBlock[u]; u.IsVirtual() && d != nil && d != b && dom[b] != nil && !dom[b][d] {
							t.Fatalf("%s: block %s reads %s, defined in %s, which does not dominate it", fn.Name, b.Name, in.Format(isa.Target{}), d.Name)
						}
					}
				}
			}
			for _, b := range fn.Blocks {
				// Within a block, a value is defined before it is read
				// (instructions moved by lower.SinkPastLastUse included).
				defined := map[mir.Reg]bool{}
				for _, in := range b.Instrs {
					if in.Op != mir.OpPhi {
						for _, u := range in.Uses {
							if u.IsVirtual() && defBlock[u] == b && !defined[u] {
								t.Fatalf("%s: block %s: %s read before its definition", fn.Name, b.Name, in.Format(isa.Target{}))
							}
						}
					}
					for _, d := range in.Defs {
						defined[d] = true
					}
				}
				for i, in := range b.Instrs {
					if in.Term != (i == len(b.Instrs)-1) {
						t.Fatalf("%s: block %s: terminator at %d of %d", fn.Name, b.Name, i, len(b.Instrs))
					}
				}
				for _, s := range b.Succs {
					if s.PredIndex(b) < 0 {
						t.Fatalf("%s: edge %s -> %s missing from the successor's preds", fn.Name, b.Name, s.Name)
					}
				}
			}
		}
	})
}

// dominators gives, for each block reachable from the entry, the set of
// blocks that dominate it (iterative data flow; fuzz inputs are small).
func dominators(f *mir.Func) map[*mir.Block]map[*mir.Block]bool {
	dom := map[*mir.Block]map[*mir.Block]bool{f.Blocks[0]: {f.Blocks[0]: true}}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks[1:] {
			var in map[*mir.Block]bool
			for _, p := range b.Preds {
				dp, ok := dom[p]
				if !ok {
					continue // not reached yet
				}
				if in == nil {
					in = map[*mir.Block]bool{}
					for x := range dp {
						in[x] = true
					}
					continue
				}
				for x := range in {
					if !dp[x] {
						delete(in, x)
					}
				}
			}
			if in == nil {
				continue
			}
			in[b] = true
			if old, ok := dom[b]; !ok || len(old) != len(in) {
				dom[b] = in
				changed = true
			}
		}
	}
	return dom
}

// parseOrSkip parses src; inputs on which the IR parser itself panics are
// skipped (that is llvmir's business, not the lowering's).
func parseOrSkip(t *testing.T, src string) (m *llvmir.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			t.Skipf("IR parser panics: %v", r)
		}
	}()
	return llvmir.Parse("t.ll", []byte(testHeader+src))
}

// lowerOrSkip lowers m; a panic raised inside the llir library (printing
// an invalid constant for a message, say) skips the input, any other
// panic fails the test.
func lowerOrSkip(t *testing.T, m *llvmir.Module) (out *mir.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			// The frames after the last panic( are where it started.
			st := string(debug.Stack())
			if i := strings.LastIndex(st, "panic("); i >= 0 {
				rest := st[i:]
				if j, k := strings.Index(rest, "github.com/llir/llvm/"), strings.Index(rest, "ssara-project"); j >= 0 && (k < 0 || j < k) {
					t.Skipf("llir panics: %v", r)
				}
			}
			panic(r)
		}
	}()
	return Lower(m)
}

// TestIndirectBrLanding: a target of indirectbr with phis and one
// indirectbr predecessor is entered through a landing block of its own
// (its phis stay in registers, the moves of that edge go there, and the
// blockaddress label is the landing block's); a target of two indirectbr
// blocks keeps its phis in frame slots.
func TestIndirectBrLanding(t *testing.T) {
	one := "@t = global [2 x i8*] [i8* blockaddress(@f, %a), i8* blockaddress(@f, %b)]\n" +
		"define i32 @f(i32 %n) {\nentry:\n  br label %d\n" +
		"d:\n  %i = phi i32 [ 0, %entry ], [ %i1, %a ], [ %i2, %b ]\n" +
		"  %k = and i32 %i, 1\n  %x = zext i32 %k to i64\n" +
		"  %p = getelementptr [2 x i8*], [2 x i8*]* @t, i64 0, i64 %x\n  %q = load i8*, i8** %p\n" +
		"  indirectbr i8* %q, [label %a, label %b]\n" +
		"a:\n  %s = phi i32 [ %i, %d ], [ 7, %e ]\n  %i1 = add i32 %s, 3\n  %c = icmp slt i32 %i1, %n\n  br i1 %c, label %d, label %e\n" +
		"b:\n  %i2 = add i32 %i, 1\n  br label %d\n" +
		"e:\n  %c2 = icmp sgt i32 %i1, 100\n  br i1 %c2, label %x2, label %a\n" +
		"x2:\n  ret i32 %i1\n}\n"
	m, err := lowerSrc(one)
	if err != nil {
		t.Fatal(err)
	}
	f := m.Funcs[0]
	if len(f.Frame) != 0 {
		t.Errorf("landed phis: want no frame slots, got %d", len(f.Frame))
	}
	var land *mir.Block
	for _, b := range f.Blocks {
		if strings.HasSuffix(b.Name, ".land") {
			land = b
		}
	}
	if land == nil || len(land.Succs) != 1 || land.Succs[0].Name != "a" || len(land.Preds) != 1 || !land.Preds[0].Term().Indirect {
		t.Fatalf("want a landing block between the indirectbr and %%a:\n%s", f.Format(m.Target))
	}
	if land.Succs[0].ID != land.ID+1 {
		t.Errorf("the landing block should fall through to %%a")
	}
	info := f.Aux.(*isa.FuncInfo)
	if _, ok := info.BlockLabels[land.ID]; !ok {
		t.Errorf("blockaddress(%%a) should label the landing block: %v", info.BlockLabels)
	}
	if len(info.BlockLabels) != 2 {
		t.Errorf("want two block labels, got %v", info.BlockLabels)
	}

	// Two indirectbr blocks reach %b: its phi goes through a frame slot.
	two := "@t = global [2 x i8*] [i8* blockaddress(@f, %b), i8* blockaddress(@f, %c)]\n" +
		"define i32 @f(i8* %p, i32 %n) {\nentry:\n  indirectbr i8* %p, [label %b, label %c]\n" +
		"b:\n  %x = phi i32 [ 1, %entry ], [ %y, %c ]\n  ret i32 %x\n" +
		"c:\n  %y = add i32 %n, 2\n  indirectbr i8* %p, [label %b]\n}\n"
	m, err = lowerSrc(two)
	if err != nil {
		t.Fatal(err)
	}
	if f := m.Funcs[0]; len(f.Frame) != 1 {
		t.Errorf("demoted phi: want one frame slot, got %d:\n%s", len(f.Frame), f.Format(m.Target))
	}
}
