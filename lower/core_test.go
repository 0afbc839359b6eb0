package lower

import (
	"fmt"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/mir"
)

// toy is a Selector for an imaginary machine with 8 GPRs, 64-bit
// pointers and addressing modes that scale by 4: every hook emits one
// instruction whose payload names the hook, so the tests read what the core
// asked of the selector, in order.
type toy struct{}

const opToy = mir.OpTarget

type toyTarget struct{}

func (toyTarget) Name() string                              { return "toy" }
func (toyTarget) RegName(r mir.Reg) string                  { return fmt.Sprintf("r%d", r) }
func (toyTarget) ClassOfPhys(mir.Reg) mir.Class             { return mir.GPR }
func (toyTarget) Allocatable(mir.Class) []mir.Reg           { return []mir.Reg{1, 2, 3, 4, 5, 6, 7, 8} }
func (toyTarget) CalleeSaved() mir.RegSet                   { return 0 }
func (toyTarget) OpName(mir.Op) string                      { return "toy" }
func (toyTarget) SlotSize(mir.Class) int64                  { return 8 }
func (toyTarget) RegBytes(mir.Class) int64                  { return 8 }
func (toyTarget) DefBytes(*mir.Instr, int, mir.Class) int64 { return 8 }
func (toyTarget) LiveInBytes(*mir.Func, mir.Reg) int64      { return 8 }
func (toyTarget) Rematerializable(*mir.Instr) bool          { return false }

func (toy) Target() mir.Target { return toyTarget{} }
func (toy) Traits() Traits {
	return Traits{PtrBytes: 8, Scales: []int64{4}, MinFrameAlign: 8}
}
func (toy) CheckGlobal(*ir.Global) error { return nil }
func (toy) GOT(g constant.Constant) bool { return false }
func (toy) Func(f *Func, sym mir.Symbol) FuncSelector {
	f.F.Aux = sym.Name
	return &toyFn{f}
}

type toyFn struct{ *Func }

// op emits one toy instruction named by its payload.
func (l *toyFn) op(defs, uses []mir.Reg, format string, args ...interface{}) {
	l.Emit(opToy, defs, uses, fmt.Sprintf(format, args...))
}

// def1 defines in as one new register computed by a toy instruction.
func (l *toyFn) def1(in value.Value, uses []mir.Reg, format string, args ...interface{}) {
	d := l.F.NewReg(mir.GPR)
	l.op([]mir.Reg{d}, uses, format, args...)
	l.Def(in, d)
}

// regs puts values in registers (an address as "addr").
func (l *toyFn) regs(vs ...value.Value) ([]mir.Reg, error) {
	var out []mir.Reg
	for _, v := range vs {
		rs, err := l.Regs(v)
		if err != nil {
			return nil, err
		}
		out = append(out, rs...)
	}
	return out, nil
}

func (l *toyFn) ScalarLeaves(t types.Type) ([]types.Type, error) {
	switch t.(type) {
	case *types.IntType, *types.PointerType, *types.FloatType:
		return []types.Type{t}, nil
	}
	return nil, l.Unsupported("type " + t.String())
}
func (l *toyFn) Classes(types.Type) []mir.Class { return []mir.Class{mir.GPR} }
func (l *toyFn) Materialize(x *Value) (mir.Reg, error) {
	if x.Kind == VReg {
		return x.Regs[0], nil
	}
	d := l.F.NewReg(mir.GPR)
	l.op([]mir.Reg{d}, nil, "addr %s", describe(x))
	return d, nil
}
func (l *toyFn) Constant(c constant.Constant) (*Value, bool, error) {
	switch c := c.(type) {
	case *constant.Int:
		d := l.F.NewReg(mir.GPR)
		l.op([]mir.Reg{d}, nil, "const %d", IntValue(c))
		return &Value{Regs: []mir.Reg{d}}, true, nil
	case *constant.Null, *constant.Undef, *constant.ZeroInitializer:
		d := l.F.NewReg(mir.GPR)
		l.op([]mir.Reg{d}, nil, "const 0")
		return &Value{Regs: []mir.Reg{d}}, true, nil
	}
	return nil, false, nil
}
func (l *toyFn) LoadLeaf(frame int, leaf types.Type) ([]mir.Reg, error) {
	d := l.F.NewReg(mir.GPR)
	l.op([]mir.Reg{d}, nil, "loadslot f%d", frame)
	return []mir.Reg{d}, nil
}
func (l *toyFn) StoreLeaf(frame int, leaf types.Type, regs []mir.Reg) error {
	l.op(nil, regs, "storeslot f%d", frame)
	return nil
}
func (l *toyFn) IndexReg(idx value.Value) (mir.Reg, error) { return l.Reg(idx) }
func (l *toyFn) MulImm(r mir.Reg, k int64) mir.Reg {
	d := l.F.NewReg(mir.GPR)
	l.op([]mir.Reg{d}, []mir.Reg{r}, "mul %d", k)
	return d
}
func (l *toyFn) AddRegs(a, b mir.Reg) mir.Reg {
	d := l.F.NewReg(mir.GPR)
	l.op([]mir.Reg{d}, []mir.Reg{a, b}, "addregs")
	return d
}
func (l *toyFn) Binary(in value.Value, op string, x, y value.Value) error {
	rs, err := l.regs(x, y)
	l.def1(in, rs, "%s", op)
	return err
}
func (l *toyFn) FBinary(in value.Value, op string, x, y value.Value) error {
	rs, err := l.regs(x, y)
	l.def1(in, rs, "f%s", op)
	return err
}
func (l *toyFn) FNeg(in value.Value, x value.Value) error {
	rs, err := l.regs(x)
	l.def1(in, rs, "fneg")
	return err
}
func (l *toyFn) Cast(in value.Value, op CastOp, from value.Value, to types.Type) error {
	rs, err := l.regs(from)
	l.def1(in, rs, "%s", op)
	return err
}
func (l *toyFn) SetCC(c value.Value) (mir.Reg, error) {
	d := l.F.NewReg(mir.GPR)
	l.op([]mir.Reg{d}, nil, "setcc")
	return d, nil
}
func (l *toyFn) SelectReg(cond value.Value, t, f mir.Reg) (mir.Reg, error) {
	d := l.F.NewReg(mir.GPR)
	l.op([]mir.Reg{d}, []mir.Reg{t, f}, "select")
	return d, nil
}
func (l *toyFn) Load(in *ir.InstLoad) error {
	x, err := l.Value(in.Src)
	l.def1(in, nil, "load %s", describe(x))
	return err
}
func (l *toyFn) Store(in *ir.InstStore) error {
	x, err := l.Value(in.Dst)
	l.op(nil, nil, "store %s", describe(x))
	return err
}
func (l *toyFn) Atomic(in ir.Instruction) error { return l.Unsupported("atomics") }
func (l *toyFn) DynAlloca(in *ir.InstAlloca, size int64) error {
	l.def1(in, nil, "dynalloca %d", size)
	return nil
}
func (l *toyFn) OverAligned(in *ir.InstAlloca, size, align int64) error {
	return l.Unsupported("over-aligned alloca")
}
func (l *toyFn) Params() error {
	for _, p := range l.IR.Params {
		l.def1(p, nil, "param %s", p.Name())
	}
	return nil
}
func (l *toyFn) Call(in *ir.InstCall, callee *ir.Func) error {
	name := "indirect"
	if callee != nil {
		name = callee.Name()
	}
	l.def1(in, nil, "call %s", name)
	return nil
}
func (l *toyFn) InlineAsm(in *ir.InstCall, asm *ir.InlineAsm) error {
	return l.Unsupported("inline assembly")
}
func (l *toyFn) Libcall(in value.Value, name string, args []value.Value, ret types.Type) error {
	rs, err := l.regs(args...)
	if in == nil {
		l.op(nil, rs, "libcall %s", name)
	} else {
		l.def1(in, rs, "libcall %s", name)
	}
	return err
}
func (l *toyFn) Intrinsic(in *ir.InstCall, kind, base string, args []value.Value) error {
	l.def1(in, nil, "intrinsic %s %s", kind, base)
	return nil
}
func (l *toyFn) Ret(x value.Value) error {
	var uses []mir.Reg
	if x != nil {
		var err error
		if uses, err = l.regs(x); err != nil {
			return err
		}
	}
	in := l.Emit(opToy, nil, uses, "ret")
	in.Term = true
	return nil
}
func (l *toyFn) CondBr(cond value.Value, yes, no *mir.Block) error {
	in := l.Emit(opToy, nil, nil, "condbr")
	in.Term = true
	mir.AddEdge(l.Cur, yes)
	mir.AddEdge(l.Cur, no)
	return nil
}
func (l *toyFn) Switch(t *ir.TermSwitch) error {
	return l.SwitchChain(t, func(c *constant.Int, yes, no *mir.Block) error {
		return l.CondBr(nil, yes, no)
	})
}
func (l *toyFn) IndirectJump(r mir.Reg) {
	in := l.Emit(opToy, nil, []mir.Reg{r}, "jumpind")
	in.Term = true
}
func (l *toyFn) Unreachable() {
	in := l.Emit(opToy, nil, nil, "unreachable")
	in.Term = true
}
func (l *toyFn) Preempt(in ir.Instruction) (bool, error) { return false, nil }
func (l *toyFn) Finish(labels map[int]string) error {
	for id, lab := range labels {
		l.F.Blocks[id].Name += "=" + lab
	}
	return nil
}

// describe prints an address value.
func describe(x *Value) string {
	switch x.Kind {
	case VFrame:
		return fmt.Sprintf("frame%d%+d", x.Frame, x.Off)
	case VSym:
		return fmt.Sprintf("%s%+d", x.Sym, x.Off)
	case VAddr:
		return fmt.Sprintf("[%s + idx*%d %+d]", describe(x.Base), x.Scale, x.Off)
	}
	return "reg"
}

// toyLower lowers body with the toy selector and lists what each block
// asked of it.
func toyLower(t *testing.T, body string) (*mir.Module, string) {
	t.Helper()
	m, err := llvmir.Parse("t.ll", []byte("target triple = \"x86_64-unknown-linux-gnu\"\n"+body))
	if err != nil {
		t.Fatal(err)
	}
	mod, err := Lower(m, toy{})
	if err != nil {
		return nil, "error: " + err.Error()
	}
	var sb strings.Builder
	for _, f := range mod.Funcs {
		for _, b := range f.Blocks {
			fmt.Fprintf(&sb, "%s:", b.Name)
			for _, in := range b.Instrs {
				switch in.Op {
				case mir.OpPhi:
					sb.WriteString(" phi;")
				case mir.OpJump:
					sb.WriteString(" jump;")
				case mir.OpCopy:
					sb.WriteString(" copy;")
				default:
					fmt.Fprintf(&sb, " %v;", in.Aux)
				}
			}
			sb.WriteString("\n")
		}
	}
	return mod, sb.String()
}

// TestCoreDispatch: what the core lowers itself and what it asks of the
// selector, instruction by instruction.
func TestCoreDispatch(t *testing.T) {
	for _, tc := range []struct {
		name, body, want string
	}{
		{"arithmetic and casts", `define i64 @f(i32 %a, double %x) {
  %b = add i32 %a, 1
  %c = zext i32 %b to i64
  %y = fadd double %x, %x
  %z = fneg double %y
  %w = frem double %z, %x
  ret i64 %c
}`, "0: param a; param x; const 1; add; zext; fadd; fneg; libcall fmod; ret;\n"},
		{"constant expression as its instruction", `@g = global i32 0
define i64 @f() {
  ret i64 add (i64 ptrtoint (i32* @g to i64), i64 8)
}`, "0: addr g+0; ptrtoint; const 8; add; ret;\n"},
		{"fused compare, select", `define i32 @f(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %m = select i1 %c, i32 %a, i32 %b
  %d = icmp eq i32 %m, 0
  %e = zext i1 %d to i32
  ret i32 %e
}`, "0: param a; param b; select; setcc; zext; ret;\n"},
		{"static alloca and folded addresses", `%s = type { i32, i64 }
define i64 @f(i64 %i) {
  %p = alloca %s
  %q = getelementptr %s, %s* %p, i64 0, i32 1
  %v = load i64, i64* %q
  %r = alloca [4 x i32]
  %e = getelementptr [4 x i32], [4 x i32]* %r, i64 0, i64 %i
  store i32 7, i32* %e
  %h = getelementptr [4 x i64], [4 x i64]* null, i64 0, i64 %i
  %k = load i64, i64* %h
  ret i64 %v
}`, "0: param i; load frame0+8; store [frame1+0 + idx*4 +0]; const 0; mul 8; load [reg + idx*1 +0]; ret;\n"},
		{"intrinsics: the core's kinds and the selector's", `declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.ctpop.i32(i32)
declare void @llvm.lifetime.start.p0i8(i64, i8*)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare double @llvm.floor.f64(double)
declare float @llvm.floor.f32(float)
define i32 @f(i32 %a, i8* %p, double %x, float %y) {
  %m = call i32 @llvm.smax.i32(i32 %a, i32 3)
  %c = call i32 @llvm.ctpop.i32(i32 %m)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %p)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %p, i8* %p, i64 4, i1 false)
  %f = call double @llvm.floor.f64(double %x)
  %g = call float @llvm.floor.f32(float %y)
  ret i32 %c
}`, "0: param a; param p; param x; param y; const 3; select; intrinsic ctpop llvm.ctpop; const 4; libcall memcpy; libcall floor; libcall floorf; ret;\n"},
		{"switch chain", `define i32 @f(i32 %a) {
  switch i32 %a, label %d [ i32 1, label %o
                            i32 2, label %o ]
o:
  ret i32 1
d:
  ret i32 0
}`, "0: param a; condbr;\no: const 1; ret;\nd: const 0; ret;\n0.sw: condbr;\n0.case: jump;\n"},
		{"setjmp", `declare i32 @setjmp(i8*)
define i32 @f(i8* %b) {
  %r = call i32 @setjmp(i8* %b)
  ret i32 %r
}`, "0: param b; call setjmp; ret;\n"},
		{"unsupported", `define void @f(i8* %ap) {
  %v = va_arg i8* %ap, i32
  ret void
}`, "error: t.ll:3: in function @f: unsupported: va_arg (variadic callee): %v = va_arg i8* %ap, i32"},
	} {
		mod, got := toyLower(t, tc.body)
		if got != tc.want {
			t.Errorf("%s:\ngot\n%s\nwant\n%s", tc.name, got, tc.want)
		}
		if tc.name == "setjmp" && !mod.Funcs[0].ReturnsTwice {
			t.Errorf("setjmp: ReturnsTwice not set")
		}
	}
}

// TestCoreIndirectBr: a target of indirectbr with phis and one indirectbr
// predecessor is entered through a landing block in front of it (the
// blockaddress label is the landing block's, the target keeps its machine
// phis); a target of two indirectbr blocks keeps its phis in frame slots
// (stored before each predecessor's terminator, loaded at the top); the
// blocks whose address the program takes get their labels.
func TestCoreIndirectBr(t *testing.T) {
	mod, got := toyLower(t, `@tab = constant [2 x i8*] [i8* blockaddress(@f, %a), i8* blockaddress(@f, %b)]
define i64 @f(i64 %i) {
entry:
  %p = getelementptr [2 x i8*], [2 x i8*]* @tab, i64 0, i64 %i
  %t = load i8*, i8** %p
  indirectbr i8* %t, [label %a, label %b]
a:
  %x = phi i64 [ %i, %entry ], [ %y, %b ]
  ret i64 %x
b:
  %y = add i64 %i, 1
  br label %a
}`)
	want := "entry: param i; mul 8; load [tab+0 + idx*1 +0]; jumpind;\n" +
		"b=.Lssara_ba0_2: const 1; add; jump;\n" +
		"a.land=.Lssara_ba0_1: jump;\n" +
		"a: phi; ret;\n"
	if got != want {
		t.Errorf("landed: got\n%s\nwant\n%s", got, want)
	}
	for _, b := range mod.Funcs[0].Blocks {
		if term := b.Term(); term.Indirect != (len(b.Succs) == 2) {
			t.Errorf("block %s: terminator %v has Indirect %v", b.Name, term.Aux, term.Indirect)
		}
	}

	mod, got = toyLower(t, `@tab = constant [2 x i8*] [i8* blockaddress(@f, %a), i8* blockaddress(@f, %b)]
define i64 @f(i64 %i) {
entry:
  %p = getelementptr [2 x i8*], [2 x i8*]* @tab, i64 0, i64 %i
  %t = load i8*, i8** %p
  indirectbr i8* %t, [label %a, label %b]
a:
  %x = phi i64 [ %i, %entry ], [ %y, %b ]
  ret i64 %x
b:
  %y = add i64 %i, 1
  indirectbr i8* %t, [label %a]
}`)
	want = "entry: param i; mul 8; load [tab+0 + idx*1 +0]; storeslot f0; jumpind;\n" +
		"b=.Lssara_ba0_2: const 1; add; storeslot f0; jumpind;\n" +
		"a=.Lssara_ba0_1: loadslot f0; ret;\n"
	if got != want {
		t.Errorf("demoted: got\n%s\nwant\n%s", got, want)
	}
	for _, b := range mod.Funcs[0].Blocks {
		if len(b.Phis()) > 0 {
			t.Errorf("block %s has machine phis", b.Name)
		}
	}
}

// TestSplitConditions: a branch on `a || b` (select i1 %a, i1 true, i1
// %b) or `a && b` becomes two branches, the second in a block of its own
// after the first, and what only %b needs is computed there; nested ones
// split again; a condition with another use is not split.
func TestSplitConditions(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"or, with what b needs sunk", `declare i32 @llvm.ctpop.i32(i32)
define i32 @f(i32 %a, i32 %x) {
  %c1 = icmp slt i32 %a, 0
  %p = call i32 @llvm.ctpop.i32(i32 %x)
  %c2 = icmp ult i32 %p, 2
  %c = select i1 %c1, i1 true, i1 %c2
  br i1 %c, label %t, label %f
t:
  ret i32 1
f:
  ret i32 0
}`, "0: param a; param x; condbr;\n0.or: intrinsic ctpop llvm.ctpop; condbr;\nf: const 0; ret;\nt: const 1; ret;\n"},
		{"and of an or", `define i32 @f(i32 %a, i32 %b, i32 %c) {
  %c1 = icmp eq i32 %a, 1
  %c2 = icmp eq i32 %b, 2
  %o = or i1 %c1, %c2
  %c3 = icmp eq i32 %c, 3
  %x = select i1 %o, i1 %c3, i1 false
  br i1 %x, label %t, label %f
t:
  ret i32 1
f:
  ret i32 0
}`, "0: param a; param b; param c; condbr;\n0.or: condbr;\n0.and: condbr;\nf: const 0; ret;\nt: const 1; ret;\n"},
		{"and, what a call argument also uses not sunk", `declare void @g(i32)
define i32 @f(i32 %a, i32 %b, i1 %c1) {
  %m = mul i32 %a, %b
  %c2 = icmp eq i32 %m, -1
  %c = select i1 %c1, i1 %c2, i1 false
  br i1 %c, label %t, label %f
t:
  ret i32 1
f:
  call void @g(i32 noundef %m)
  ret i32 0
}`, "0: param a; param b; param c1; mul; condbr;\n0.and: condbr;\nf: call g; const 0; ret;\nt: const 1; ret;\n"},
		{"a second use: not split", `define i32 @f(i32 %a, i32 %b) {
  %c1 = icmp eq i32 %a, 1
  %c2 = icmp eq i32 %b, 2
  %o = or i1 %c1, %c2
  br i1 %o, label %t, label %f
t:
  %r = zext i1 %o to i32
  ret i32 %r
f:
  ret i32 0
}`, ""},
	} {
		_, got := toyLower(t, tc.body)
		if tc.want == "" {
			if strings.Contains(got, ".or:") {
				t.Errorf("%s: split:\n%s", tc.name, got)
			}
			continue
		}
		if got != tc.want {
			t.Errorf("%s:\ngot\n%s\nwant\n%s", tc.name, got, tc.want)
		}
	}
}
