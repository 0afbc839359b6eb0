package ppc

import (
	"reflect"
	"strings"
	"testing"

	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/mir"
)

// TestAssign checks argument placement against the ABIs: ELFv2 gives
// every argument a doubleword position (an FPR argument skips its GPR),
// System V packs GPRs and FPRs separately, starts a 64-bit pair at an odd
// register and aligns it on the stack.
func TestAssign(t *testing.T) {
	gpr := func(n int) callArg { return callArg{regs: []mir.Reg{1}, bits: n} }
	pair := callArg{regs: []mir.Reg{1, 2}, bits: 64}
	dbl := callArg{float: true, bits: 64}
	type loc struct {
		phys  []mir.Reg
		stack int64
	}
	tests := []struct {
		name string
		t    isa.Target
		args []callArg
		want []loc
		area int64
	}{
		{"elfv2 ints", isa.PPC64LE, []callArg{gpr(64), gpr(32)},
			[]loc{{[]mir.Reg{isa.GPR(3)}, 0}, {[]mir.Reg{isa.GPR(4)}, 0}}, 96},
		{"elfv2 fpr skips gpr", isa.PPC64LE, []callArg{dbl, gpr(32), dbl, gpr(64)},
			[]loc{{[]mir.Reg{isa.FPR(1)}, 0}, {[]mir.Reg{isa.GPR(4)}, 0}, {[]mir.Reg{isa.FPR(2)}, 0}, {[]mir.Reg{isa.GPR(6)}, 0}}, 96},
		{"elfv2 ninth int on the stack", isa.PPC64LE,
			[]callArg{gpr(64), gpr(64), gpr(64), gpr(64), gpr(64), gpr(64), gpr(64), gpr(64), gpr(64)},
			[]loc{{[]mir.Reg{isa.GPR(3)}, 0}, {[]mir.Reg{isa.GPR(4)}, 0}, {[]mir.Reg{isa.GPR(5)}, 0}, {[]mir.Reg{isa.GPR(6)}, 0},
				{[]mir.Reg{isa.GPR(7)}, 0}, {[]mir.Reg{isa.GPR(8)}, 0}, {[]mir.Reg{isa.GPR(9)}, 0}, {[]mir.Reg{isa.GPR(10)}, 0}, {nil, 96}}, 104},
		{"elfv2 byval split", isa.PPC64LE, []callArg{gpr(64), gpr(64), gpr(64), gpr(64), gpr(64), gpr(64), {byval: 20}},
			[]loc{{[]mir.Reg{isa.GPR(3)}, 0}, {[]mir.Reg{isa.GPR(4)}, 0}, {[]mir.Reg{isa.GPR(5)}, 0}, {[]mir.Reg{isa.GPR(6)}, 0},
				{[]mir.Reg{isa.GPR(7)}, 0}, {[]mir.Reg{isa.GPR(8)}, 0}, {[]mir.Reg{isa.GPR(9), isa.GPR(10)}, 80}}, 104},
		{"sysv pair at an odd register", isa.PPC32, []callArg{gpr(32), pair, dbl},
			[]loc{{[]mir.Reg{isa.GPR(3)}, 0}, {[]mir.Reg{isa.GPR(5), isa.GPR(6)}, 0}, {[]mir.Reg{isa.FPR(1)}, 0}}, 16},
		{"sysv pair to the stack, aligned", isa.PPC32, []callArg{gpr(32), gpr(32), gpr(32), gpr(32), gpr(32), gpr(32), gpr(32), pair, gpr(32)},
			[]loc{{[]mir.Reg{isa.GPR(3)}, 0}, {[]mir.Reg{isa.GPR(4)}, 0}, {[]mir.Reg{isa.GPR(5)}, 0}, {[]mir.Reg{isa.GPR(6)}, 0},
				{[]mir.Reg{isa.GPR(7)}, 0}, {[]mir.Reg{isa.GPR(8)}, 0}, {[]mir.Reg{isa.GPR(9)}, 0}, {nil, 8}, {nil, 16}}, 32},
	}
	for _, tc := range tests {
		locs, area, _ := assign(tc.t, tc.args)
		var got []loc
		for _, l := range locs {
			got = append(got, loc{l.phys, l.stack})
		}
		if !reflect.DeepEqual(got, tc.want) || area != tc.area {
			t.Errorf("%s: got %v (area %d), want %v (area %d)", tc.name, got, area, tc.want, tc.area)
		}
	}
}

// TestUnsupported checks that what the PowerPC back end does not handle
// is reported with the file, line, function and instruction.
func TestUnsupported(t *testing.T) {
	tests := []struct {
		name, body, want string
	}{
		{"wide multiplication", "define void @f(i200* %p) {\n  %x = load i200, i200* %p\n  %y = mul i200 %x, %x\n  store i200 %y, i200* %p\n  ret void\n}\n", "t.ll:4: in function @f: unsupported: mul on i200"},
		{"wide multiplication with overflow", "declare {i100, i1} @llvm.umul.with.overflow.i100(i100, i100)\ndefine i1 @f(i100* %p) {\n  %x = load i100, i100* %p\n  %y = call {i100, i1} @llvm.umul.with.overflow.i100(i100 %x, i100 %x)\n  %o = extractvalue {i100, i1} %y, 1\n  ret i1 %o\n}\n", "t.ll:5: in function @f: unsupported: umul with overflow on i100"},
		{"i256 argument", "define void @f(i256 %x) {\n  ret void\n}\n", "in function @f: unsupported: i256 parameter"},
		{"fp128", "define void @f(fp128* %p) {\n  %x = load fp128, fp128* %p\n  ret void\n}\n", "t.ll:2: in function @f: unsupported: floating-point type fp128"},
		{"ppc_fp128 bitcast", "define i128 @f(ppc_fp128 %x) {\n  %b = bitcast ppc_fp128 %x to i128\n  ret i128 %b\n}\n", "t.ll:2: in function @f: unsupported: bitcast from ppc_fp128 to i128"},
		{"ppc_fp128 vector", "define void @f(<2 x ppc_fp128>* %p) {\n  %x = load <2 x ppc_fp128>, <2 x ppc_fp128>* %p\n  ret void\n}\n", "t.ll:2: in function @f: unsupported: vector type <2 x ppc_fp128>"},
		{"inline assembly clobbering r2", "define void @f() {\n  call void asm sideeffect \"\", \"~{r2}\"()\n  ret void\n}\n", "t.ll:2: in function @f: unsupported: inline assembly clobber of a reserved register {r2}"},
	}
	for _, tg := range []isa.Target{isa.PPC64LE, isa.PPC32} {
		triple := "powerpc64le-unknown-linux-gnu"
		if !tg.Is64 {
			triple = "powerpc-unknown-linux-gnu"
		}
		for _, tc := range tests {
			src := "target triple = \"" + triple + "\"\n" + tc.body
			m, err := llvmir.Parse("t.ll", []byte(src))
			if err != nil {
				t.Fatalf("%s: parse: %v", tc.name, err)
			}
			_, err = Lower(m, tg)
			want := strings.Replace(tc.want, "t.ll:2", "t.ll:3", 1)
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s %s: got %v, want an error containing %q", tg.Name(), tc.name, err, want)
			}
		}
	}
}

// tripleOf is the target triple clang writes for tg.
func tripleOf(tg isa.Target) string {
	if tg.Is64 {
		return "powerpc64le-unknown-linux-gnu"
	}
	return "powerpc-unknown-linux-gnu"
}

// parseFor parses body as a module for tg (its triple prepended).
func parseFor(t *testing.T, tg isa.Target, body string) *llvmir.Module {
	t.Helper()
	m, err := llvmir.Parse("t.ll", []byte("target triple = \""+tripleOf(tg)+"\"\n"+body))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestTLSOtherModulePPC32 checks that ppc32, whose code is
// position-dependent, rejects a thread-local variable of another module
// (initial-exec) with a positioned message; ppc64le reaches it through
// the GOT.
func TestTLSOtherModulePPC32(t *testing.T) {
	body := "@x = external thread_local global i32\ndefine i32 @f() {\n  %v = load i32, i32* @x\n  ret i32 %v\n}\n"
	for _, tg := range []isa.Target{isa.PPC64LE, isa.PPC32} {
		_, err := Lower(parseFor(t, tg, body), tg)
		switch {
		case tg.Is64 && err != nil:
			t.Errorf("ppc64le: %v", err)
		case !tg.Is64 && (err == nil || !strings.Contains(err.Error(), "t.ll:4: in function @f: unsupported: thread-local variable @x of another module")):
			t.Errorf("ppc32: got %v", err)
		}
	}
}

// TestUseForbid checks that every instruction reading a base register or
// the rA of addi keeps r0 out of its uses.
func TestUseForbid(t *testing.T) {
	src := `target triple = "powerpc64le-unknown-linux-gnu"
@g = internal global [4 x i64] zeroinitializer
define i64 @f(i64* %p, i64 %i) {
  %a = getelementptr i64, i64* %p, i64 3
  %x = load i64, i64* %a
  %b = getelementptr [4 x i64], [4 x i64]* @g, i64 0, i64 %i
  store i64 %x, i64* %b
  %y = add i64 %x, 12
  %z = cmpxchg i64* %p, i64 %x, i64 %y seq_cst seq_cst
  %v = extractvalue { i64, i1 } %z, 0
  ret i64 %v
}
`
	m, err := llvmir.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	mod, err := Lower(m, isa.PPC64LE)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[mir.Op]bool{}
	for _, b := range mod.Funcs[0].Blocks {
		for _, in := range b.Instrs {
			needs := in.Op == isa.Load || in.Op == isa.Store || in.Op == isa.SymLo || in.Op == isa.CmpXchg || in.Op == isa.AtomicRMW ||
				in.Op == isa.ALUImm && in.Aux.(*isa.Arith).Op == isa.Add
			if needs && len(in.Uses) > 0 {
				seen[in.Op] = true
				if !in.UseForbid.Has(isa.R0) {
					t.Errorf("%s: r0 not forbidden", in.Format(isa.PPC64LE))
				}
			}
		}
	}
	for _, op := range []mir.Op{isa.Load, isa.Store, isa.SymLo, isa.ALUImm, isa.CmpXchg} {
		if !seen[op] {
			t.Errorf("no %s with register uses in the test function", isa.PPC64LE.OpName(op))
		}
	}
}

// TestSetArg checks that a call's constant and frame-address arguments
// are written into their argument registers by the instruction that makes
// them, and that other arguments are copied, on both ABIs.
func TestSetArg(t *testing.T) {
	body := `declare void @g(i32, i32*, i32)
define void @f(i32 %x) {
  %l = alloca i32
  call void @g(i32 7, i32* %l, i32 %x)
  ret void
}
`
	for _, tg := range []isa.Target{isa.PPC64LE, isa.PPC32} {
		triple := tripleOf(tg)
		out, err := Lower(parseFor(t, tg, body), tg)
		if err != nil {
			t.Fatal(err)
		}
		setBy := map[mir.Reg]mir.Op{}
		for _, b := range out.Funcs[0].Blocks {
			for _, in := range b.Instrs {
				for _, d := range in.Defs {
					if d.IsPhys() {
						setBy[d] = in.Op
					}
				}
			}
		}
		want := map[mir.Reg]mir.Op{isa.GPR(3): isa.LI, isa.GPR(4): isa.FrameAddr, isa.GPR(5): mir.OpCopy}
		for r, op := range want {
			if setBy[r] != op {
				t.Errorf("%s: r%d set by %v, want %v", triple, r-isa.GPR(0), setBy[r], op)
			}
		}
	}
}

// TestVectorCopyInWords: a vector only loaded and stored again moves in
// words (two doublewords on ppc64le, four words on ppc32); one that is
// also read otherwise keeps its lanes (sixteen byte loads).
func TestVectorCopyInWords(t *testing.T) {
	body := `define void @copy(<16 x i8>* %p, <16 x i8>* %q, <16 x i8>* %r) {
  %v = load <16 x i8>, <16 x i8>* %p, align 1
  store <16 x i8> %v, <16 x i8>* %q, align 1
  store <16 x i8> %v, <16 x i8>* %r, align 1
  ret void
}
define i8 @read(<16 x i8>* %p, <16 x i8>* %q) {
  %v = load <16 x i8>, <16 x i8>* %p, align 1
  store <16 x i8> %v, <16 x i8>* %q, align 1
  %e = extractelement <16 x i8> %v, i32 3
  ret i8 %e
}
`
	for _, tg := range []isa.Target{isa.PPC64LE, isa.PPC32} {
		m, err := llvmir.Parse("t.ll", []byte("target triple = \""+tripleOf(tg)+"\"\n"+body))
		if err != nil {
			t.Fatal(err)
		}
		mod, err := Lower(m, tg)
		if err != nil {
			t.Fatal(err)
		}
		words := 16 / (tg.Word() / 8)
		for i, want := range []struct{ loads, stores, bits int }{{words, 2 * words, tg.Word()}, {16, 16, 8}} {
			loads, stores := 0, 0
			for _, b := range mod.Funcs[i].Blocks {
				for _, in := range b.Instrs {
					if in.Op != isa.Load && in.Op != isa.Store {
						continue
					}
					if bits := in.Aux.(*isa.Mem).Bits; bits != want.bits {
						t.Errorf("%s %s: a %d-bit access, want %d bits: %s", tg.Name(), mod.Funcs[i].Name, bits, want.bits, in.Format(tg))
					}
					if in.Op == isa.Load {
						loads++
					} else {
						stores++
					}
				}
			}
			if loads != want.loads || stores != want.stores {
				t.Errorf("%s %s: %d loads and %d stores, want %d and %d", tg.Name(), mod.Funcs[i].Name, loads, stores, want.loads, want.stores)
			}
		}
	}
}
