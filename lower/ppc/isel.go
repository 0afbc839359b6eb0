package ppc

import (
	"fmt"
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// valKind says how a lowered IR value is held.
type valKind uint8

const (
	vReg   valKind = iota // in registers (regs)
	vFrame                // the address of a frame object (+off)
	vSym                  // the address of a symbol (+off)
	vAddr                 // base + index + off (index a byte offset)
)

// incomingFrame marks the incoming argument area (ppc64le byval).
const incomingFrame = -2

// maxFrameDisp bounds frame-object displacements folded into D-form
// instructions (the frame itself is limited so offsets fit 16 bits).
const maxFrameDisp = 16000

// val is a lowered IR value. Addresses stay symbolic until an instruction
// needs them in a register.
type val struct {
	kind  valKind
	regs  []mir.Reg // vReg: one per scalar leaf (ppc32 i64: hi, lo)
	frame int
	sym   string
	got   bool
	off   int64
	base  *val
	index mir.Reg
}

type pendingPhi struct {
	phi  *ir.InstPhi
	regs []mir.Reg
	mb   *mir.Block
}

// fn lowers one function.
type fn struct {
	m      *modLower
	t      isa.Target
	irf    *ir.Func
	f      *mir.Func
	info   *isa.FuncInfo
	vals   map[value.Value]*val
	blocks map[*ir.Block]*mir.Block
	irOf   map[*mir.Block]*ir.Block
	cur    *mir.Block
	fused  map[value.Value]bool
	inst   interface{}
	phis   []pendingPhi
	// sretReg is the incoming sret pointer (returned in r3 on ppc64le).
	sretReg mir.Reg
	// stackBytes is the frame space reserved so far (size limit).
	stackBytes int64
	// err records an error from a helper that cannot return one.
	err error
	// va is where the named arguments of a variadic function end; vaSave
	// the ppc32 register save area (a frame object).
	va     argState
	vaSave int
}

func (l *fn) errorf(format string, args ...interface{}) error {
	return l.m.src.Errorf(l.irf, l.inst, format, args...)
}

func (l *fn) unsupported(what string) error { return l.errorf("unsupported: %s", what) }

func (l *fn) emit(op mir.Op, defs, uses []mir.Reg, aux interface{}) *mir.Instr {
	in := mir.NewInstr(op, defs, uses, aux)
	l.cur.Instrs = append(l.cur.Instrs, in)
	return in
}

func (l *fn) newGPR() mir.Reg { return l.f.NewReg(mir.GPR) }
func (l *fn) newFPR() mir.Reg { return l.f.NewReg(mir.FPR) }

func (l *fn) copyTo(dst, src mir.Reg) {
	l.emit(mir.OpCopy, []mir.Reg{dst}, []mir.Reg{src}, nil)
}

func (l *fn) classOfReg(r mir.Reg) mir.Class {
	if r.IsVirtual() {
		return l.f.ClassOf(r)
	}
	return l.t.ClassOfPhys(r)
}

func (l *fn) copyOf(r mir.Reg) mir.Reg {
	d := l.f.NewReg(l.classOfReg(r))
	l.copyTo(d, r)
	return d
}

// word is the GPR width.
func (l *fn) word() int { return l.t.Word() }

// ---- types

func (l *fn) intBits(t types.Type) int {
	switch t := t.(type) {
	case *types.IntType:
		return int(t.BitSize)
	case *types.PointerType:
		return l.word()
	}
	return 0
}

func isFloat(t types.Type) bool {
	ft, ok := t.(*types.FloatType)
	return ok && (ft.Kind == types.FloatKindFloat || ft.Kind == types.FloatKindDouble)
}

func floatBits(t types.Type) int {
	if ft, ok := t.(*types.FloatType); ok && ft.Kind == types.FloatKindFloat {
		return 32
	}
	return 64
}

// opBits is the width an integer operation runs at.
func opBits(bits int) int {
	if bits > 32 {
		return 64
	}
	return 32
}

// wide reports whether an integer of bits is a register pair.
func (l *fn) wide(bits int) bool { return !l.t.Is64 && bits == 64 }

// leaves lists the scalar leaf types of t in order.
func (l *fn) leaves(t types.Type) ([]types.Type, error) {
	switch t := t.(type) {
	case *types.StructType:
		var out []types.Type
		for _, f := range t.Fields {
			ls, err := l.leaves(f)
			if err != nil {
				return nil, err
			}
			out = append(out, ls...)
		}
		return out, nil
	case *types.ArrayType:
		var out []types.Type
		ls, err := l.leaves(t.ElemType)
		if err != nil {
			return nil, err
		}
		for i := uint64(0); i < t.Len; i++ {
			out = append(out, ls...)
		}
		return out, nil
	case *types.IntType:
		switch t.BitSize {
		case 1, 8, 16, 32, 64:
			return []types.Type{t}, nil
		}
		if multiword(int(t.BitSize)) || l.oddBytes(int(t.BitSize)) {
			return []types.Type{t}, nil
		}
		return nil, l.unsupported(fmt.Sprintf("integer type %s", t))
	case *types.PointerType:
		return []types.Type{t}, nil
	case *types.FloatType:
		if !isFloat(t) {
			return nil, l.unsupported(fmt.Sprintf("floating-point type %s", t))
		}
		return []types.Type{t}, nil
	case *types.VectorType:
		return l.vectorLeaves(t)
	}
	return nil, l.unsupported(fmt.Sprintf("type %s", t))
}

// nregs is the number of registers a scalar leaf needs.
func (l *fn) nregs(t types.Type) int {
	if bits, ok := l.isMultiwordLeaf(t); ok {
		return l.limbCount(bits)
	}
	if l.wide(l.intBits(t)) {
		return 2
	}
	return 1
}

func classOf(t types.Type) mir.Class {
	if isFloat(t) {
		return mir.FPR
	}
	return mir.GPR
}

// newRegsFor makes fresh registers for every leaf of t.
func (l *fn) newRegsFor(ls []types.Type) []mir.Reg {
	var regs []mir.Reg
	for _, t := range ls {
		for i := 0; i < l.nregs(t); i++ {
			regs = append(regs, l.f.NewReg(classOf(t)))
		}
	}
	return regs
}

// ---- values

// reg returns scalar IR value v in one register.
func (l *fn) reg(v value.Value) (mir.Reg, error) {
	x, err := l.value(v)
	if err != nil {
		return 0, err
	}
	return l.materialize(x)
}

// regs returns every register of v.
func (l *fn) regs(v value.Value) ([]mir.Reg, error) {
	x, err := l.value(v)
	if err != nil {
		return nil, err
	}
	if x.kind == vReg {
		return x.regs, nil
	}
	r, err := l.materialize(x)
	return []mir.Reg{r}, err
}

// pair returns a ppc32 i64 value as (hi, lo).
func (l *fn) pair(v value.Value) (mir.Reg, mir.Reg, error) {
	rs, err := l.regs(v)
	if err != nil {
		return 0, 0, err
	}
	if len(rs) != 2 {
		return 0, 0, l.unsupported("64-bit value that is not a register pair")
	}
	return rs[0], rs[1], nil
}

// materialize puts a scalar value (not a pair) in a register.
func (l *fn) materialize(x *val) (mir.Reg, error) {
	switch x.kind {
	case vReg:
		if len(x.regs) != 1 {
			return 0, l.unsupported("aggregate or 64-bit pair used as a single register")
		}
		return x.regs[0], nil
	case vSym:
		return l.symAddr(x.sym, x.off, x.got), nil
	case vFrame:
		d := l.newGPR()
		m := l.frameMem(x.frame, x.off)
		l.emit(isa.FrameAddr, []mir.Reg{d}, nil, m)
		return d, nil
	}
	b, err := l.materialize(x.base)
	if err != nil {
		return 0, err
	}
	if x.index != 0 {
		b = l.alu(isa.Add, b, x.index, l.word())
	}
	return l.addImm(b, x.off), nil
}

func (l *fn) frameMem(frame int, off int64) *isa.Mem {
	m := &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: frame, Disp: off}
	if frame == incomingFrame {
		m.Frame, m.Incoming = -1, true
	}
	return m
}

// symAddr computes &sym+off.
func (l *fn) symAddr(sym string, off int64, got bool) mir.Reg {
	ha := l.newGPR()
	d := l.newGPR()
	if got {
		l.emit(isa.SymHa, []mir.Reg{ha}, nil, &isa.SymRef{Sym: sym, GOT: true})
		in := l.emit(isa.SymLo, []mir.Reg{d}, []mir.Reg{ha}, &isa.SymRef{Sym: sym, GOT: true})
		in.UseForbid = noR0
		return l.addImm(d, off)
	}
	l.emit(isa.SymHa, []mir.Reg{ha}, nil, &isa.SymRef{Sym: sym, Off: off})
	in := l.emit(isa.SymLo, []mir.Reg{d}, []mir.Reg{ha}, &isa.SymRef{Sym: sym, Off: off})
	in.UseForbid = noR0
	return d
}

func fits16(v int64) bool  { return v >= -32768 && v <= 32767 }
func fitsU16(v int64) bool { return v >= 0 && v <= 65535 }

func (l *fn) li(v int64) mir.Reg {
	d := l.newGPR()
	l.emit(isa.LI, []mir.Reg{d}, nil, &isa.Imm{Val: v})
	return d
}

func (l *fn) alu(op isa.AluOp, a, b mir.Reg, bits int) mir.Reg {
	d := l.newGPR()
	l.emit(isa.ALU, []mir.Reg{d}, []mir.Reg{a, b}, &isa.Arith{Op: op, Bits: bits})
	return d
}

func (l *fn) aluImm(op isa.AluOp, a mir.Reg, imm int64, bits int) mir.Reg {
	d := l.newGPR()
	in := l.emit(isa.ALUImm, []mir.Reg{d}, []mir.Reg{a}, &isa.Arith{Op: op, Bits: bits, Imm: imm})
	if op == isa.Add {
		in.UseForbid = noR0 // addi rD, rA, imm reads 0 for rA = r0
	}
	return d
}

func (l *fn) unary(op isa.AluOp, a mir.Reg, bits int) mir.Reg {
	d := l.newGPR()
	in := l.emit(isa.Unary, []mir.Reg{d}, []mir.Reg{a}, &isa.Arith{Op: op, Bits: bits})
	if op == isa.Bswap {
		in.EarlyClobber = true // rlwinm/rlwimi build the result in place
	}
	return d
}

// addImm adds a constant at word width.
func (l *fn) addImm(r mir.Reg, imm int64) mir.Reg {
	if imm == 0 {
		return r
	}
	if fits16(imm) {
		return l.aluImm(isa.Add, r, imm, l.word())
	}
	return l.alu(isa.Add, r, l.li(imm), l.word())
}

// addrMode turns an address value into a memory operand with its uses.
// ds asks for a displacement that is a multiple of 4 (ld, std, lwa).
func (l *fn) addrMode(x *val, ds bool) (*isa.Mem, []mir.Reg, error) {
	m := &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: -1}
	var uses []mir.Reg
	base := x
	var index mir.Reg
	if x.kind == vAddr {
		base, index, m.Disp = x.base, x.index, x.off
	}
	switch base.kind {
	case vFrame:
		if index == 0 && fits16(m.Disp+base.off) && m.Disp+base.off < maxFrameDisp && m.Disp+base.off > -maxFrameDisp &&
			(!ds || (m.Disp+base.off)%4 == 0) {
			fm := l.frameMem(base.frame, m.Disp+base.off)
			return fm, nil, nil
		}
	case vReg:
		if len(base.regs) != 1 {
			return nil, nil, l.unsupported("aggregate used as an address")
		}
	}
	var b mir.Reg
	var err error
	if base.kind == vReg {
		b = base.regs[0]
	} else {
		b, err = l.materialize(base)
		if err != nil {
			return nil, nil, err
		}
	}
	if index != 0 {
		if m.Disp == 0 {
			m.BaseIdx, m.IndexIdx = 0, 1
			return m, []mir.Reg{b, index}, nil
		}
		b = l.alu(isa.Add, b, index, l.word())
	}
	if !fits16(m.Disp) || (ds && m.Disp%4 != 0) {
		b = l.addImm(b, m.Disp)
		m.Disp = 0
	}
	m.BaseIdx = 0
	uses = append(uses, b)
	return m, uses, nil
}

// address returns the memory operand for pointer value v.
func (l *fn) address(v value.Value, ds bool) (*isa.Mem, []mir.Reg, error) {
	x, err := l.value(v)
	if err != nil {
		return nil, nil, err
	}
	return l.addrMode(x, ds)
}

func (l *fn) value(v value.Value) (*val, error) {
	if x, ok := l.vals[v]; ok {
		return x, nil
	}
	switch c := v.(type) {
	case constant.Constant:
		return l.constant(c)
	case *ir.Arg:
		return l.value(c.Value)
	}
	return nil, l.errorf("value %s used before its definition", v.Ident())
}

func (l *fn) symOf(c constant.Constant) (*val, bool) {
	switch g := c.(type) {
	case *ir.Global, *ir.Func, *ir.Alias:
		// ppc32 code is position-dependent: no GOT.
		return &val{kind: vSym, sym: l.m.symName(g.(interface{ Name() string })), got: l.t.Is64 && !l.m.local(g)}, true
	}
	return nil, false
}

// intConst materialises an integer constant of bits.
func (l *fn) intConst(v int64, bits int) []mir.Reg {
	if l.wide(bits) {
		return []mir.Reg{l.li(int64(int32(v >> 32))), l.li(int64(int32(v)))}
	}
	if bits <= 32 {
		v = int64(int32(v))
	}
	return []mir.Reg{l.li(v)}
}

func (l *fn) constant(c constant.Constant) (*val, error) {
	if s, ok := l.symOf(c); ok {
		return s, nil
	}
	switch c := c.(type) {
	case *constant.Int:
		if multiword(int(c.Typ.BitSize)) {
			return &val{regs: l.bigConst(c.X, int(c.Typ.BitSize))}, nil
		}
		if c.Typ.BitSize > 64 {
			return nil, l.unsupported(fmt.Sprintf("integer type %s", c.Typ))
		}
		return &val{regs: l.intConst(lower.IntValue(c), int(c.Typ.BitSize))}, nil
	case *constant.Float:
		return &val{regs: []mir.Reg{l.fconst(c)}}, nil
	case *constant.Null:
		return &val{regs: []mir.Reg{l.li(0)}}, nil
	case *constant.Undef, *constant.Poison, *constant.ZeroInitializer:
		ls, err := l.leaves(c.Type())
		if err != nil {
			return nil, err
		}
		var regs []mir.Reg
		for _, t := range ls {
			if isFloat(t) {
				regs = append(regs, l.fzero(floatBits(t)))
				continue
			}
			for i := 0; i < l.nregs(t); i++ {
				regs = append(regs, l.li(0))
			}
		}
		return &val{regs: regs}, nil
	case *constant.Struct:
		return l.constList(c.Fields)
	case *constant.Vector:
		return l.constList(c.Elems)
	case *constant.Array:
		return l.constList(c.Elems)
	case *constant.CharArray:
		var regs []mir.Reg
		for _, b := range c.X {
			regs = append(regs, l.li(int64(b)))
		}
		return &val{regs: regs}, nil
	case *constant.ExprGetElementPtr:
		idx := make([]value.Value, len(c.Indices))
		for i, x := range c.Indices {
			if ix, ok := x.(*constant.Index); ok {
				x = ix.Constant
			}
			idx[i] = x
		}
		return l.gep(c.ElemType, c.Src, idx)
	case *constant.ExprBitCast:
		return l.value(c.From)
	case *constant.ExprAddrSpaceCast:
		return l.value(c.From)
	case *constant.ExprPtrToInt:
		rs, err := l.convInt(c.From, l.word(), l.intBits(c.To), false)
		return &val{regs: rs}, err
	case *constant.ExprIntToPtr:
		rs, err := l.convInt(c.From, l.intBits(c.From.Type()), l.word(), false)
		return &val{regs: rs}, err
	case *constant.BlockAddress:
		lab, ok := l.m.labels.Label(c)
		if !ok {
			return nil, l.unsupported("blockaddress of an unknown block")
		}
		return &val{kind: vSym, sym: lab}, nil
	}
	if e, ok := c.(constant.Expression); ok {
		return l.constExpr(e)
	}
	return nil, l.unsupported(fmt.Sprintf("constant %s", c.Ident()))
}

func (l *fn) constList(cs []constant.Constant) (*val, error) {
	var regs []mir.Reg
	for _, f := range cs {
		r, err := l.regs(f)
		if err != nil {
			return nil, err
		}
		regs = append(regs, r...)
	}
	return &val{regs: regs}, nil
}

func (l *fn) constExpr(e constant.Expression) (*val, error) {
	bin := func(op string, x, y value.Value) (*val, error) {
		rs, err := l.binary(op, x, y, x.Type())
		return &val{regs: rs}, err
	}
	switch e := e.(type) {
	case *constant.ExprAdd:
		return bin("add", e.X, e.Y)
	case *constant.ExprSub:
		return bin("sub", e.X, e.Y)
	case *constant.ExprMul:
		return bin("mul", e.X, e.Y)
	case *constant.ExprAnd:
		return bin("and", e.X, e.Y)
	case *constant.ExprOr:
		return bin("or", e.X, e.Y)
	case *constant.ExprXor:
		return bin("xor", e.X, e.Y)
	case *constant.ExprShl:
		return bin("shl", e.X, e.Y)
	case *constant.ExprLShr:
		return bin("lshr", e.X, e.Y)
	case *constant.ExprAShr:
		return bin("ashr", e.X, e.Y)
	case *constant.ExprSDiv:
		return bin("sdiv", e.X, e.Y)
	case *constant.ExprUDiv:
		return bin("udiv", e.X, e.Y)
	case *constant.ExprSRem:
		return bin("srem", e.X, e.Y)
	case *constant.ExprURem:
		return bin("urem", e.X, e.Y)
	case *constant.ExprTrunc:
		rs, err := l.convInt(e.From, l.intBits(e.From.Type()), l.intBits(e.To), false)
		return &val{regs: rs}, err
	case *constant.ExprZExt:
		rs, err := l.convInt(e.From, l.intBits(e.From.Type()), l.intBits(e.To), false)
		return &val{regs: rs}, err
	case *constant.ExprSExt:
		rs, err := l.convInt(e.From, l.intBits(e.From.Type()), l.intBits(e.To), true)
		return &val{regs: rs}, err
	case *constant.ExprICmp:
		r, err := l.setcc(&ir.InstICmp{Pred: e.Pred, X: e.X, Y: e.Y})
		return &val{regs: []mir.Reg{r}}, err
	case *constant.ExprSelect:
		regs, err := l.selectVals(e.Cond, e.X, e.Y)
		return &val{regs: regs}, err
	}
	return nil, l.unsupported(fmt.Sprintf("constant expression %s", e.Ident()))
}

// fconst loads a floating-point constant from the pool.
func (l *fn) fconst(c *constant.Float) mir.Reg {
	bits := floatBits(c.Typ)
	var u uint64
	if bits == 32 {
		f, _ := c.X.Float32()
		if c.NaN {
			f = float32(math.NaN())
		}
		u = uint64(math.Float32bits(f))
	} else {
		f, _ := c.X.Float64()
		if c.NaN {
			f = math.NaN()
		}
		u = math.Float64bits(f)
	}
	return l.poolLoad(u, bits)
}

func (l *fn) poolLoad(u uint64, bits int) mir.Reg {
	label := l.m.pool(u, bits/8)
	a := l.symAddr(label, 0, false)
	d := l.newFPR()
	in := l.emit(isa.Load, []mir.Reg{d}, []mir.Reg{a}, &isa.Mem{BaseIdx: 0, IndexIdx: -1, Frame: -1, Bits: bits, FP: true})
	in.UseForbid = noR0
	return d
}

func (l *fn) fzero(bits int) mir.Reg { return l.poolLoad(0, bits) }

// ---- the function

func (l *fn) lower() error {
	order := lower.RPO(l.irf)
	for _, b := range order {
		mb := l.f.NewBlock(b.Name())
		l.blocks[b] = mb
		l.irOf[mb] = b
	}
	l.fused = lower.FusibleValues(order)
	l.cur = l.f.Blocks[0]
	if err := l.params(); err != nil {
		return err
	}
	for _, b := range order {
		l.cur = l.blocks[b]
		for _, in := range b.Insts {
			l.inst = in
			if err := l.instruction(in); err != nil {
				return err
			}
		}
		l.inst = b.Term
		if err := l.terminator(b.Term); err != nil {
			return err
		}
	}
	return l.finishPhis()
}

func (l *fn) finishPhis() error {
	for _, p := range l.phis {
		l.inst = p.phi
		mb := p.mb
		args := make([][]mir.Reg, len(mb.Preds))
		for i, pred := range mb.Preds {
			irPred := l.irOf[pred]
			var inc *ir.Incoming
			for _, c := range p.phi.Incs {
				if c.Pred == irPred {
					inc = c
					break
				}
			}
			if inc == nil {
				return l.errorf("phi has no value for predecessor %%%s", irPred.Name())
			}
			x, ok := l.vals[inc.X]
			if !ok || x.kind != vReg {
				term := pred.Instrs[len(pred.Instrs)-1]
				pred.Instrs = pred.Instrs[:len(pred.Instrs)-1]
				l.cur = pred
				regs, err := l.regs(inc.X)
				if err != nil {
					return err
				}
				pred.Instrs = append(pred.Instrs, term)
				args[i] = regs
				continue
			}
			args[i] = x.regs
		}
		for k, d := range p.regs {
			uses := make([]mir.Reg, len(mb.Preds))
			for i := range mb.Preds {
				if k >= len(args[i]) {
					return l.errorf("phi argument shape mismatch")
				}
				uses[i] = args[i][k]
			}
			in := mir.NewInstr(mir.OpPhi, []mir.Reg{d}, uses, nil)
			n := len(mb.Phis())
			mb.Instrs = append(mb.Instrs, nil)
			copy(mb.Instrs[n+1:], mb.Instrs[n:])
			mb.Instrs[n] = in
		}
	}
	return nil
}

// ---- instructions

func (l *fn) def(v value.Value, regs ...mir.Reg) { l.vals[v] = &val{regs: regs} }

func (l *fn) instruction(in ir.Instruction) error {
	if isVectorInst(in) {
		return l.vectorInst(in)
	}
	if ok, err := l.multiwordInst(in); ok {
		return err
	}
	switch in := in.(type) {
	case *ir.InstPhi:
		ls, err := l.leaves(in.Typ)
		if err != nil {
			return err
		}
		regs := l.newRegsFor(ls)
		l.def(in, regs...)
		l.phis = append(l.phis, pendingPhi{phi: in, regs: regs, mb: l.cur})
		return nil
	case *ir.InstAlloca:
		return l.alloca(in)
	case *ir.InstLoad:
		l.fenceBefore(in.Ordering, in.SyncScope)
		if err := l.load(in); err != nil {
			return err
		}
		l.fenceAfter(in.Ordering, in.SyncScope)
		return nil
	case *ir.InstStore:
		if in.Ordering != enum.AtomicOrderingNone && l.wide(l.intBits(in.Src.Type())) {
			return l.unsupported("64-bit atomic store on ppc32")
		}
		l.fenceBefore(in.Ordering, in.SyncScope)
		if err := l.store(in); err != nil {
			return err
		}
		if in.Ordering == enum.AtomicOrderingSequentiallyConsistent && in.SyncScope != "singlethread" {
			l.emit(isa.Fence, nil, nil, &isa.FenceKind{Sync: true})
		}
		return nil
	case *ir.InstGetElementPtr:
		x, err := l.gep(in.ElemType, in.Src, in.Indices)
		if err != nil {
			return err
		}
		if !l.fused[in] {
			r, err := l.materialize(x)
			if err != nil {
				return err
			}
			x = &val{regs: []mir.Reg{r}}
		}
		l.vals[in] = x
		return nil
	case *ir.InstAdd:
		return l.bin(in, "add", in.X, in.Y)
	case *ir.InstSub:
		return l.bin(in, "sub", in.X, in.Y)
	case *ir.InstMul:
		return l.bin(in, "mul", in.X, in.Y)
	case *ir.InstAnd:
		return l.bin(in, "and", in.X, in.Y)
	case *ir.InstOr:
		return l.bin(in, "or", in.X, in.Y)
	case *ir.InstXor:
		return l.bin(in, "xor", in.X, in.Y)
	case *ir.InstShl:
		return l.bin(in, "shl", in.X, in.Y)
	case *ir.InstLShr:
		return l.bin(in, "lshr", in.X, in.Y)
	case *ir.InstAShr:
		return l.bin(in, "ashr", in.X, in.Y)
	case *ir.InstSDiv:
		return l.bin(in, "sdiv", in.X, in.Y)
	case *ir.InstUDiv:
		return l.bin(in, "udiv", in.X, in.Y)
	case *ir.InstSRem:
		return l.bin(in, "srem", in.X, in.Y)
	case *ir.InstURem:
		return l.bin(in, "urem", in.X, in.Y)
	case *ir.InstFAdd:
		return l.fbin(in, "add", in.X, in.Y)
	case *ir.InstFSub:
		return l.fbin(in, "sub", in.X, in.Y)
	case *ir.InstFMul:
		return l.fbin(in, "mul", in.X, in.Y)
	case *ir.InstFDiv:
		return l.fbin(in, "div", in.X, in.Y)
	case *ir.InstFRem:
		name := "fmod"
		if floatBits(in.X.Type()) == 32 {
			name = "fmodf"
		}
		return l.libcall(in, name, []value.Value{in.X, in.Y}, in.Type())
	case *ir.InstFNeg:
		return l.funary(in, "neg", in.X)
	case *ir.InstICmp:
		if l.fused[in] {
			return nil
		}
		r, err := l.setcc(in)
		l.def(in, r)
		return err
	case *ir.InstFCmp:
		if l.fused[in] {
			return nil
		}
		r, err := l.setcc(in)
		l.def(in, r)
		return err
	case *ir.InstSelect:
		regs, err := l.selectVals(in.Cond, in.ValueTrue, in.ValueFalse)
		l.def(in, regs...)
		return err
	case *ir.InstTrunc:
		return l.conv(in, in.From, l.intBits(in.From.Type()), l.intBits(in.To), false)
	case *ir.InstZExt:
		return l.conv(in, in.From, l.intBits(in.From.Type()), l.intBits(in.To), false)
	case *ir.InstSExt:
		return l.conv(in, in.From, l.intBits(in.From.Type()), l.intBits(in.To), true)
	case *ir.InstPtrToInt:
		return l.conv(in, in.From, l.word(), l.intBits(in.To), false)
	case *ir.InstIntToPtr:
		return l.conv(in, in.From, l.intBits(in.From.Type()), l.word(), false)
	case *ir.InstBitCast:
		return l.bitcast(in)
	case *ir.InstAddrSpaceCast:
		return l.alias(in, in.From)
	case *ir.InstFreeze:
		return l.alias(in, in.X)
	case *ir.InstFPExt:
		return l.alias(in, in.From) // an FPR holds a float in double format
	case *ir.InstFPTrunc:
		return l.funary(in, "frsp", in.From)
	case *ir.InstSIToFP:
		return l.intToFP(in, in.From, in.To, true)
	case *ir.InstUIToFP:
		return l.intToFP(in, in.From, in.To, false)
	case *ir.InstFPToSI:
		return l.fpToInt(in, in.From, in.To, true)
	case *ir.InstFPToUI:
		return l.fpToInt(in, in.From, in.To, false)
	case *ir.InstCall:
		return l.call(in)
	case *ir.InstExtractValue:
		return l.extractValue(in)
	case *ir.InstInsertValue:
		return l.insertValue(in)
	case *ir.InstVAArg:
		return l.unsupported("va_arg (variadic callee)")
	case *ir.InstFence:
		return l.fence(in)
	case *ir.InstAtomicRMW:
		return l.atomicRMW(in)
	case *ir.InstCmpXchg:
		return l.cmpXchg(in)
	}
	return l.unsupported(fmt.Sprintf("instruction %T", in))
}

func (l *fn) alias(in, from value.Value) error {
	x, err := l.value(from)
	if err != nil {
		return err
	}
	if x.kind != vReg && !l.fused[in] {
		r, err := l.materialize(x)
		if err != nil {
			return err
		}
		x = &val{regs: []mir.Reg{r}}
	}
	l.vals[in] = x
	return nil
}

// dynAlloca moves the stack pointer down by n*size bytes rounded to 16
// (the frame is then addressed from r31).
func (l *fn) dynAlloca(in *ir.InstAlloca, size int64) error {
	l.info.FramePointer = true
	rs, err := l.convInt(in.NElems, l.intBits(in.NElems.Type()), l.word(), false)
	if err != nil {
		return err
	}
	n := l.scaleReg(rs[len(rs)-1], size)
	n = l.alu(isa.And, l.addImm(n, 15), l.li(-16), l.word())
	d, t := l.newGPR(), l.newGPR()
	a := l.emit(isa.DynAlloca, []mir.Reg{d, t}, []mir.Reg{n}, nil)
	a.EarlyClobber = true
	l.def(in, d)
	return nil
}

// overAligned allocates a static object aligned beyond the stack's 16
// bytes: align-16 spare bytes, and its address rounded up at run time.
func (l *fn) overAligned(in *ir.InstAlloca, size, align int64) error {
	if align > 4096 || align&(align-1) != 0 {
		return l.unsupported(fmt.Sprintf("stack alignment %d", align))
	}
	n := int64(1)
	if in.NElems != nil {
		c, ok := in.NElems.(*constant.Int)
		if !ok {
			return l.unsupported("dynamic alloca on PowerPC")
		}
		n = lower.IntValue(c)
	}
	l.f.Frame = append(l.f.Frame, mir.FrameObject{Size: size*n + align - 16, Align: 16})
	base, err := l.materialize(&val{kind: vFrame, frame: len(l.f.Frame) - 1})
	if err != nil {
		return err
	}
	p := l.alu(isa.And, l.addImm(base, align-1), l.li(-align), l.word())
	l.def(in, p)
	return nil
}

func (l *fn) alloca(in *ir.InstAlloca) error {
	size := l.m.layout.Size(in.ElemType)
	align := int64(in.Align)
	if a := l.m.layout.Align(in.ElemType); align < a {
		align = a
	}
	if align > 16 {
		return l.overAligned(in, size, align)
	}
	if align < 8 {
		align = 8 // keeps DS-form displacements aligned
	}
	n := int64(1)
	if in.NElems != nil {
		c, ok := in.NElems.(*constant.Int)
		if !ok {
			return l.dynAlloca(in, size)
		}
		n = lower.IntValue(c)
	}
	l.stackBytes += size*n + align
	l.f.Frame = append(l.f.Frame, mir.FrameObject{Size: size * n, Align: align})
	l.vals[in] = &val{kind: vFrame, frame: len(l.f.Frame) - 1}
	return nil
}

// scaleReg multiplies r by a constant at word width.
func (l *fn) scaleReg(r mir.Reg, k int64) mir.Reg {
	if k == 1 {
		return r
	}
	if k > 0 && k&(k-1) == 0 {
		sh := int64(0)
		for int64(1)<<uint(sh) < k {
			sh++
		}
		return l.aluImm(isa.Shl, r, sh, l.word())
	}
	if fits16(k) {
		return l.aluImm(isa.Mul, r, k, l.word())
	}
	return l.alu(isa.Mul, r, l.li(k), l.word())
}

// gep computes a getelementptr as an address value.
func (l *fn) gep(elem types.Type, src value.Value, indices []value.Value) (*val, error) {
	if _, ok := src.Type().(*types.VectorType); ok {
		return nil, l.unsupported("vector getelementptr")
	}
	base, err := l.value(src)
	if err != nil {
		return nil, err
	}
	var off int64
	var index mir.Reg
	t := elem
	for i, idx := range indices {
		var stride int64
		if i == 0 {
			stride = l.m.layout.Size(t)
		} else {
			switch tt := t.(type) {
			case *types.StructType:
				c, ok := idx.(*constant.Int)
				if !ok {
					return nil, l.unsupported("non-constant struct index")
				}
				k := int(lower.IntValue(c))
				off += l.m.layout.FieldOffset(tt, k)
				t = tt.Fields[k]
				continue
			case *types.ArrayType:
				t = tt.ElemType
			case *types.VectorType:
				t = tt.ElemType
			default:
				return nil, l.unsupported("getelementptr into " + t.String())
			}
			stride = l.m.layout.Size(t)
		}
		if c, ok := idx.(*constant.Int); ok {
			off += lower.IntValue(c) * stride
			continue
		}
		if _, ok := idx.Type().(*types.VectorType); ok {
			return nil, l.unsupported("vector index in getelementptr")
		}
		rs, err := l.convInt(idx, l.intBits(idx.Type()), l.word(), true)
		if err != nil {
			return nil, err
		}
		r := rs[len(rs)-1] // ppc32: the low word of an i64 index
		if stride == 0 {
			continue
		}
		r = l.scaleReg(r, stride)
		if index == 0 {
			index = r
		} else {
			index = l.alu(isa.Add, index, r, l.word())
		}
	}
	if !l.t.Is64 {
		off = int64(int32(off))
	}
	if base.kind == vAddr {
		if base.index != 0 && index != 0 {
			index = l.alu(isa.Add, index, base.index, l.word())
		} else if index == 0 {
			index = base.index
		}
		off += base.off
		base = base.base
	}
	if index == 0 && base.kind != vReg {
		b := *base
		b.off += off
		return &b, nil
	}
	return &val{kind: vAddr, base: base, index: index, off: off}, nil
}

// leafOffsets gives the byte offset of each scalar leaf of t.
func (l *fn) leafOffsets(t types.Type) []int64 {
	switch tt := t.(type) {
	case *types.StructType:
		var out []int64
		for i, f := range tt.Fields {
			base := l.m.layout.FieldOffset(tt, i)
			for _, o := range l.leafOffsets(f) {
				out = append(out, base+o)
			}
		}
		return out
	case *types.VectorType:
		var out []int64
		sz := l.m.layout.Size(tt.ElemType)
		for i := uint64(0); i < tt.Len; i++ {
			out = append(out, int64(i)*sz)
		}
		return out
	case *types.ArrayType:
		var out []int64
		sz := l.m.layout.Size(tt.ElemType)
		inner := l.leafOffsets(tt.ElemType)
		for i := uint64(0); i < tt.Len; i++ {
			for _, o := range inner {
				out = append(out, int64(i)*sz+o)
			}
		}
		return out
	}
	return []int64{0}
}

// access is one machine load or store of a leaf: width and offset.
type access struct {
	bits int
	fp   bool
	off  int64
}

// accesses splits a leaf type into machine accesses (ppc32 i64: high word
// at the lower address, big-endian).
func (l *fn) accesses(t types.Type, off int64) []access {
	if isFloat(t) {
		return []access{{bits: floatBits(t), fp: true, off: off}}
	}
	b := l.intBits(t)
	if b == 1 {
		b = 8
	}
	if l.wide(b) {
		return []access{{bits: 32, off: off}, {bits: 32, off: off + 4}}
	}
	return []access{{bits: b, off: off}}
}

func (l *fn) memOp(op mir.Op, defs, uses []mir.Reg, m *isa.Mem) {
	in := l.emit(op, defs, uses, m)
	in.UseForbid = noR0
}

func (l *fn) load(in *ir.InstLoad) error {
	if err := l.checkVectorMemory(in.ElemType); err != nil {
		return err
	}
	ls, err := l.leaves(in.ElemType)
	if err != nil {
		return err
	}
	x, err := l.value(in.Src)
	if err != nil {
		return err
	}
	offs := l.leafOffsets(in.ElemType)
	var regs []mir.Reg
	for i, t := range ls {
		if bits, ok := l.isPiecewiseLeaf(t); ok {
			rs, err := l.loadMultiword(l.offset(x, offs[i]), bits)
			if err != nil {
				return err
			}
			regs = append(regs, rs...)
			continue
		}
		for _, a := range l.accesses(t, offs[i]) {
			ds := a.bits == 64 && !a.fp
			mem, uses, err := l.addrMode(l.offset(x, a.off), ds)
			if err != nil {
				return err
			}
			mem.Bits, mem.FP = a.bits, a.fp
			d := l.f.NewReg(classOf(t))
			l.memOp(isa.Load, []mir.Reg{d}, uses, mem)
			regs = append(regs, d)
		}
	}
	l.def(in, regs...)
	return nil
}

// offset is address value x plus off.
func (l *fn) offset(x *val, off int64) *val {
	if off == 0 {
		return x
	}
	if x.kind == vReg {
		return &val{kind: vAddr, base: x, off: off}
	}
	y := *x
	y.off += off
	return &y
}

func (l *fn) store(in *ir.InstStore) error {
	t := in.Src.Type()
	if err := l.checkVectorMemory(t); err != nil {
		return err
	}
	ls, err := l.leaves(t)
	if err != nil {
		return err
	}
	x, err := l.value(in.Dst)
	if err != nil {
		return err
	}
	regs, err := l.regs(in.Src)
	if err != nil {
		return err
	}
	offs := l.leafOffsets(t)
	k := 0
	for i, lt := range ls {
		if bits, ok := l.isPiecewiseLeaf(lt); ok {
			n := l.limbCount(bits)
			if err := l.storeMultiword(l.offset(x, offs[i]), bits, regs[k:k+n]); err != nil {
				return err
			}
			k += n
			continue
		}
		for _, a := range l.accesses(lt, offs[i]) {
			r := regs[k]
			k++
			if l.intBits(lt) == 1 {
				r = l.aluImm(isa.And, r, 1, 32)
			}
			ds := a.bits == 64 && !a.fp
			mem, uses, err := l.addrMode(l.offset(x, a.off), ds)
			if err != nil {
				return err
			}
			mem.Bits, mem.FP = a.bits, a.fp
			if mem.BaseIdx >= 0 {
				mem.BaseIdx++
			}
			if mem.IndexIdx >= 0 {
				mem.IndexIdx++
			}
			l.memOp(isa.Store, nil, append([]mir.Reg{r}, uses...), mem)
		}
	}
	return nil
}

// noR0 is the UseForbid set of instructions that read a base register
// (r0 there reads as the constant 0).
var noR0 = mir.RegSet(0).Add(isa.R0)
