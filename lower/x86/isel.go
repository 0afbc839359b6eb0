package x86

import (
	"fmt"
	"math"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// valKind says how a lowered IR value is held.
type valKind uint8

const (
	vReg   valKind = iota // in registers (regs)
	vFrame                // the address of a frame object (+off)
	vSym                  // the address of a symbol (+off)
	vAddr                 // an address expression (base + index*scale + off)
)

// incomingFrame marks the incoming argument area (byval parameters).
const incomingFrame = -2

// val is a lowered IR value. Addresses stay symbolic until an instruction
// needs them in a register, so loads and stores use x86 addressing modes
// and an alloca's address costs no register.
type val struct {
	kind  valKind
	regs  []mir.Reg // vReg: one per scalar leaf
	frame int
	sym   string
	got   bool // vSym through the GOT: must be loaded
	off   int64
	base  *val // vAddr
	index mir.Reg
	scale int64
}

// fn lowers one function.
type fn struct {
	m      *modLower
	irf    *ir.Func
	f      *mir.Func
	info   *isa.FuncInfo
	vals   map[value.Value]*val
	blocks map[*ir.Block]*mir.Block
	// irOf maps a machine block to the IR block whose edges leave it.
	irOf map[*mir.Block]*ir.Block
	cur  *mir.Block
	// fused compares (consumed by branches and selects of their block)
	// and folded addresses.
	fused map[value.Value]bool
	// inst is the IR instruction being lowered, for messages.
	inst interface{}
	// sretReg holds the incoming sret pointer, returned in RAX.
	sretReg mir.Reg
	phis    []pendingPhi
	vec     *vecState // vector lowering (vector.go), nil until used
	// va describes the register save area of a variadic function.
	va *varargs
	// demoted IR blocks keep their phis in the frame objects phiSlots
	// (indirectbr targets); irBlock is the IR block being lowered.
	demoted  map[*ir.Block]bool
	phiSlots map[*ir.InstPhi][]int
	irBlock  *ir.Block
	// x87Frame is one more than the x87 scratch frame object (0: none).
	x87Frame int
	// zeroAbove holds, for a virtual register written by an instruction
	// that clears the register's upper bits (a narrow load, a 32-bit
	// operation, a zero extension), the bit from which its value is
	// known to be zero; zero-extending it from there or above is a no-op.
	zeroAbove map[mir.Reg]int
}

type pendingPhi struct {
	phi  *ir.InstPhi
	regs []mir.Reg
	mb   *mir.Block
}

func (l *fn) errorf(format string, args ...interface{}) error {
	return l.m.src.Errorf(l.irf, l.inst, format, args...)
}

func (l *fn) unsupported(what string) error {
	return l.errorf("unsupported: %s", what)
}

// emit appends an instruction to the current block.
func (l *fn) emit(op mir.Op, defs, uses []mir.Reg, aux interface{}) *mir.Instr {
	in := mir.NewInstr(op, defs, uses, aux)
	l.cur.Instrs = append(l.cur.Instrs, in)
	if len(defs) == 1 && defs[0].IsVirtual() && l.f.ClassOf(defs[0]) == mir.GPR {
		if n := zeroAbove(op, uses, aux); n > 0 {
			if l.zeroAbove == nil {
				l.zeroAbove = map[mir.Reg]int{}
			}
			l.zeroAbove[defs[0]] = n
		}
	}
	return in
}

// zeroAbove gives the bit from which the single GPR result of an
// instruction is zero (0: unknown), as emit/x86 writes it: 32-bit
// operations and loads into 32-bit registers clear bits 32 to 63 (a
// shift only by a nonzero constant, to stay clear of count-0 cases).
func zeroAbove(op mir.Op, uses []mir.Reg, aux interface{}) int {
	switch op {
	case isa.ALU, isa.ALUImm, isa.IMul3, isa.Unary, isa.Shift:
		if a, ok := aux.(*isa.Arith); ok && a.Bits == 32 && (op != isa.Shift || len(uses) == 1 && a.Imm&31 != 0) {
			return 32
		}
	case isa.Load:
		if m, ok := aux.(*isa.Mem); ok && !m.FP {
			switch {
			case (m.Bits == 8 || m.Bits == 16) && !m.Sign:
				return m.Bits
			case m.Bits == 8 || m.Bits == 16 || m.Bits == 32:
				return 32
			}
		}
	case isa.Ext:
		if k, ok := aux.(*isa.ExtKind); ok {
			switch {
			case !k.Sign:
				return k.From
			case k.To == 32:
				return 32
			}
		}
	}
	return 0
}

func (l *fn) newGPR() mir.Reg { return l.f.NewReg(mir.GPR) }
func (l *fn) newFPR() mir.Reg { return l.f.NewReg(mir.FPR) }

func (l *fn) copyTo(dst, src mir.Reg) {
	l.emit(mir.OpCopy, []mir.Reg{dst}, []mir.Reg{src}, nil)
}

// copyOf makes a fresh copy of r (for a tied operand that must die).
func (l *fn) copyOf(r mir.Reg) mir.Reg {
	var d mir.Reg
	if r.IsVirtual() {
		d = l.f.NewReg(l.f.ClassOf(r))
	} else {
		d = l.f.NewReg(isa.Target{}.ClassOfPhys(r))
	}
	l.copyTo(d, r)
	return d
}

// tied emits d = op(copy of a, rest...) with the def tied to the copy.
func (l *fn) tied(op mir.Op, a mir.Reg, rest []mir.Reg, aux interface{}) mir.Reg {
	t := l.copyOf(a)
	d := l.f.NewReg(l.f.ClassOf(t))
	in := l.emit(op, []mir.Reg{d}, append([]mir.Reg{t}, rest...), aux)
	in.Tied = 0
	return d
}

// ---- types

func intBits(t types.Type) int {
	switch t := t.(type) {
	case *types.IntType:
		return int(t.BitSize)
	case *types.PointerType:
		return 64
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

// opBits is the width an integer operation runs at: 32 or 64.
func opBits(bits int) int {
	if bits > 32 {
		return 64
	}
	return 32
}

// leaves lists the scalar leaf types of t in order (t itself if scalar).
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
		if t.BitSize == 0 || t.BitSize > maxIntBits {
			return nil, l.unsupported(fmt.Sprintf("integer type %s", t))
		}
		return intLeaves(t), nil
	case *types.PointerType:
		return []types.Type{t}, nil
	case *types.FloatType:
		if isX87(t) {
			return x87Leaves, nil
		}
		if !isFloat(t) {
			return nil, l.unsupported(fmt.Sprintf("floating-point type %s", t))
		}
		return []types.Type{t}, nil
	case *types.VectorType:
		return l.vecLeaves(t)
	}
	return nil, l.unsupported(fmt.Sprintf("type %s", t))
}

func classOf(t types.Type) mir.Class {
	if isFloat(t) || isVec(t) {
		return mir.FPR
	}
	return mir.GPR
}

// ---- values

// reg returns IR value v (a scalar) in a register.
func (l *fn) reg(v value.Value) (mir.Reg, error) {
	x, err := l.value(v)
	if err != nil {
		return 0, err
	}
	return l.materialize(x)
}

// regs returns all leaves of v in registers.
func (l *fn) regs(v value.Value) ([]mir.Reg, error) {
	x, err := l.value(v)
	if err != nil {
		return nil, err
	}
	if x.kind == vReg {
		return x.regs, l.checkShape(v, len(x.regs))
	}
	r, err := l.materialize(x)
	return []mir.Reg{r}, err
}

// materialize puts a scalar value in a register.
func (l *fn) materialize(x *val) (mir.Reg, error) {
	switch x.kind {
	case vReg:
		if len(x.regs) != 1 {
			return 0, l.unsupported("aggregate value used as a scalar")
		}
		return x.regs[0], nil
	case vSym:
		d := l.newGPR()
		l.emit(isa.LeaSym, []mir.Reg{d}, nil, &isa.SymRef{Sym: x.sym, Off: x.off, GOT: x.got})
		if x.got && x.off != 0 {
			// GOT entries hold the symbol's address; add the offset.
			return l.addImm(d, x.off, 64), nil
		}
		return d, nil
	}
	mem, uses, err := l.addrMode(x)
	if err != nil {
		return 0, err
	}
	d := l.newGPR()
	mem.Bits = 64
	l.emit(isa.Lea, []mir.Reg{d}, uses, mem)
	return d, nil
}

func (l *fn) addImm(r mir.Reg, imm int64, bits int) mir.Reg {
	if imm == 0 {
		return r
	}
	if imm != int64(int32(imm)) {
		c := l.movImm(imm, 64)
		return l.tied(isa.ALU, r, []mir.Reg{c}, &isa.Arith{Op: isa.Add, Bits: bits})
	}
	return l.tied(isa.ALUImm, r, nil, &isa.Arith{Op: isa.Add, Bits: bits, Imm: imm})
}

func (l *fn) movImm(imm int64, bits int) mir.Reg {
	d := l.newGPR()
	l.emit(isa.MovImm, []mir.Reg{d}, nil, &isa.Imm{Val: imm, Bits: bits})
	return d
}

// addrMode turns an address value into a memory operand with its uses.
func (l *fn) addrMode(x *val) (*isa.Mem, []mir.Reg, error) {
	m := &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: -1, Scale: 1}}
	var uses []mir.Reg
	var base *val
	switch x.kind {
	case vAddr:
		base = x.base
		m.Disp = x.off
		if x.index != 0 {
			m.IndexIdx = len(uses)
			uses = append(uses, x.index)
			m.Scale = x.scale
		}
	default:
		base = x
	}
	switch base.kind {
	case vFrame:
		if base.frame == incomingFrame {
			m.Incoming = true
		} else {
			m.Frame = base.frame
		}
		m.Disp += base.off
	case vSym:
		if base.got || m.IndexIdx >= 0 {
			r, err := l.materialize(base)
			if err != nil {
				return nil, nil, err
			}
			m.BaseIdx = len(uses)
			uses = append(uses, r)
		} else {
			m.Sym = base.sym
			m.Disp += base.off
		}
	case vReg:
		if len(base.regs) != 1 {
			return nil, nil, l.unsupported("aggregate used as an address")
		}
		m.BaseIdx = len(uses)
		uses = append(uses, base.regs[0])
		m.Disp += base.off
	default:
		r, err := l.materialize(base)
		if err != nil {
			return nil, nil, err
		}
		m.BaseIdx = len(uses)
		uses = append(uses, r)
	}
	if m.Disp != int64(int32(m.Disp)) {
		// Out of range displacement: compute the address.
		r, err := l.materialize(x)
		if err != nil {
			return nil, nil, err
		}
		return &isa.Mem{Addr: isa.Addr{BaseIdx: 0, IndexIdx: -1, Frame: -1, Scale: 1}}, []mir.Reg{r}, nil
	}
	return m, uses, nil
}

// address returns the memory operand for pointer value v.
func (l *fn) address(v value.Value) (*isa.Mem, []mir.Reg, error) {
	x, err := l.value(v)
	if err != nil {
		return nil, nil, err
	}
	if x.kind == vReg {
		x = &val{kind: vAddr, base: x}
	}
	return l.addrMode(x)
}

// value returns the lowered form of IR value v.
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
	case *ir.Global:
		return &val{kind: vSym, sym: l.m.symName(g), got: !l.m.local(g)}, true
	case *ir.Func:
		return &val{kind: vSym, sym: l.m.symName(g), got: !l.m.local(g)}, true
	case *ir.Alias:
		return &val{kind: vSym, sym: l.m.symName(g), got: !l.m.local(g)}, true
	}
	return nil, false
}

// constant lowers a constant at the current point.
func (l *fn) constant(c constant.Constant) (*val, error) {
	if s, ok := l.symOf(c); ok {
		return s, nil
	}
	if isVec(c.Type()) {
		return l.vecConstant(c)
	}
	switch c := c.(type) {
	case *constant.Int:
		if c.Typ.BitSize > 64 {
			return l.wideConst(c), nil
		}
		return &val{regs: []mir.Reg{l.movImm(lower.IntValue(c), opBits(int(c.Typ.BitSize)))}}, nil
	case *constant.Float:
		if isX87(c.Typ) {
			regs, err := l.x87Const(c)
			return &val{regs: regs}, err
		}
		return &val{regs: []mir.Reg{l.fconst(c)}}, nil
	case *constant.Null:
		return &val{regs: []mir.Reg{l.movImm(0, 32)}}, nil
	case *constant.Undef, *constant.Poison, *constant.ZeroInitializer:
		ls, err := l.leaves(c.Type())
		if err != nil {
			return nil, err
		}
		var regs []mir.Reg
		for _, t := range ls {
			if classOf(t) == mir.FPR {
				d := l.newFPR()
				l.emit(isa.FConst, []mir.Reg{d}, nil, &isa.FConstInfo{Zero: true, Bits: floatBits(t)})
				regs = append(regs, d)
			} else {
				regs = append(regs, l.movImm(0, 32))
			}
		}
		return &val{regs: regs}, nil
	case *constant.Struct:
		var regs []mir.Reg
		for _, f := range c.Fields {
			r, err := l.regs(f)
			if err != nil {
				return nil, err
			}
			regs = append(regs, r...)
		}
		return &val{regs: regs}, nil
	case *constant.Array:
		var regs []mir.Reg
		for _, f := range c.Elems {
			r, err := l.regs(f)
			if err != nil {
				return nil, err
			}
			regs = append(regs, r...)
		}
		return &val{regs: regs}, nil
	case *constant.CharArray:
		var regs []mir.Reg
		for _, b := range c.X {
			regs = append(regs, l.movImm(int64(b), 32))
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
		r, err := l.reg(c.From)
		return &val{regs: []mir.Reg{r}}, err
	case *constant.ExprIntToPtr:
		r, err := l.reg(c.From)
		return &val{regs: []mir.Reg{r}}, err
	case *constant.BlockAddress:
		lab, ok := l.m.labels.Label(c)
		if !ok {
			return nil, l.unsupported("blockaddress of an unknown block")
		}
		d := l.newGPR()
		l.emit(isa.LeaSym, []mir.Reg{d}, nil, &isa.SymRef{Sym: lab})
		return &val{regs: []mir.Reg{d}}, nil
	}
	// Other constant expressions: lower them as instructions would be.
	if e, ok := c.(constant.Expression); ok {
		return l.constExpr(e)
	}
	return nil, l.unsupported(fmt.Sprintf("constant %s", c.Ident()))
}

func (l *fn) constExpr(e constant.Expression) (*val, error) {
	bin := func(op string, x, y value.Value) (*val, error) {
		r, err := l.binary(op, x, y, x.Type())
		return &val{regs: []mir.Reg{r}}, err
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
		return l.value(e.From)
	case *constant.ExprZExt:
		r, err := l.extend(e.From, intBits(e.From.Type()), intBits(e.To), false)
		return &val{regs: []mir.Reg{r}}, err
	case *constant.ExprSExt:
		r, err := l.extend(e.From, intBits(e.From.Type()), intBits(e.To), true)
		return &val{regs: []mir.Reg{r}}, err
	case *constant.ExprICmp:
		r, err := l.setcc(&ir.InstICmp{Pred: e.Pred, X: e.X, Y: e.Y})
		return &val{regs: []mir.Reg{r}}, err
	case *constant.ExprSelect:
		regs, err := l.selectVals(e.Cond, e.X, e.Y)
		return &val{regs: regs}, err
	}
	return nil, l.unsupported(fmt.Sprintf("constant expression %s", e.Ident()))
}

// fconst loads a floating-point constant.
func (l *fn) fconst(c *constant.Float) mir.Reg {
	d := l.newFPR()
	bits := floatBits(c.Typ)
	var b []byte
	zero := false
	if bits == 32 {
		f, _ := c.X.Float32()
		if c.NaN {
			f = float32(math.NaN())
		}
		u := math.Float32bits(f)
		zero = u == 0
		b = []byte{byte(u), byte(u >> 8), byte(u >> 16), byte(u >> 24)}
	} else {
		f, _ := c.X.Float64()
		if c.NaN {
			f = math.NaN()
		}
		u := math.Float64bits(f)
		zero = u == 0
		for i := 0; i < 8; i++ {
			b = append(b, byte(u>>(8*i)))
		}
	}
	if zero {
		l.emit(isa.FConst, []mir.Reg{d}, nil, &isa.FConstInfo{Zero: true, Bits: bits})
		return d
	}
	l.emit(isa.FConst, []mir.Reg{d}, nil, &isa.FConstInfo{Label: l.m.pool(b, int64(len(b))), Bits: bits})
	return d
}

// ---- the function

func (l *fn) lower() error {
	irf := l.irf
	f := l.f
	// Reachable IR blocks in reverse postorder, so that definitions are
	// lowered before their uses.
	order := lower.RPO(irf)
	for _, b := range order {
		mb := f.NewBlock(b.Name())
		l.blocks[b] = mb
		l.irOf[mb] = b
	}
	l.fused = lower.FusibleValues(order)
	l.findDemoted(order)
	l.cur = f.Blocks[0]
	if err := l.params(); err != nil {
		return err
	}
	for _, b := range order {
		mb := l.blocks[b]
		if l.cur != mb {
			l.cur = mb
		}
		l.irBlock = b
		for _, in := range b.Insts {
			l.inst = in
			if err := l.instruction(in); err != nil {
				return err
			}
		}
		l.inst = b.Term
		if err := l.storeDemotedPhis(b); err != nil {
			return err
		}
		if err := l.terminator(b.Term); err != nil {
			return err
		}
	}
	if err := l.finishPhis(); err != nil {
		return err
	}
	return nil
}

// params copies incoming arguments into virtual registers.
func (l *fn) params() error {
	gi, fi := 0, 0
	stackOff := int64(0)
	for _, p := range l.irf.Params {
		if bv, ok := lower.ByvalType(p.Attrs); ok {
			size := l.m.layout.Size(bv)
			l.vals[p] = &val{kind: vFrame, frame: incomingFrame, off: stackOff}
			stackOff += (size + 7) &^ 7
			continue
		}
		if isX87(p.Typ) {
			// Passed in memory, 16-byte aligned.
			stackOff = (stackOff + 15) &^ 15
			at := &val{kind: vFrame, frame: incomingFrame, off: stackOff}
			mem, _, err := l.addrMode(at)
			if err != nil {
				return err
			}
			lo, hi := *mem, *mem
			lo.Bits, hi.Bits, hi.Disp = 64, 16, hi.Disp+8
			w0, w1 := l.newGPR(), l.newGPR()
			l.emit(isa.Load, []mir.Reg{w0}, nil, &lo)
			l.emit(isa.Load, []mir.Reg{w1}, nil, &hi)
			l.vals[p] = &val{regs: []mir.Reg{w0, w1}}
			stackOff += 16
			continue
		}
		ls, err := l.leaves(p.Typ)
		if err != nil {
			return err
		}
		var regs []mir.Reg
		for _, t := range ls {
			if classOf(t) == mir.FPR {
				d := l.newFPR()
				if fi < 8 {
					l.copyTo(d, isa.XMM(fi))
					if isVec(t) {
						l.info.VecParams = l.info.VecParams.Add(isa.XMM(fi))
					}
					fi++
				} else {
					if isVec(t) && l.m.layout.Size(t) > 8 {
						return l.unsupported("vector parameter passed on the stack")
					}
					l.emit(isa.Load, []mir.Reg{d}, nil, &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: -1, Incoming: true, Disp: stackOff}, Bits: floatBits(t), FP: true})
					stackOff += 8
				}
				regs = append(regs, d)
				continue
			}
			d := l.newGPR()
			if gi < 6 {
				l.copyTo(d, isa.ArgGPRs[gi])
				gi++
			} else {
				l.emit(isa.Load, []mir.Reg{d}, nil, &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: -1, Incoming: true, Disp: stackOff}, Bits: 64})
				stackOff += 8
			}
			regs = append(regs, d)
		}
		if lower.HasParamAttr(p.Attrs, "sret") && len(regs) == 1 {
			l.sretReg = regs[0]
		}
		l.vals[p] = &val{regs: regs}
	}
	if l.irf.Sig.Variadic {
		l.saveArgRegs(gi, fi, stackOff)
	}
	return nil
}

// finishPhis builds the machine phis once every block is lowered:
// arguments in the machine predecessors, constants materialised at the end
// of each predecessor.
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
				// A constant or an address: compute it at the end of the
				// predecessor, before its terminator.
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
			// Phis go first, in order.
			n := len(mb.Phis())
			mb.Instrs = append(mb.Instrs, nil)
			copy(mb.Instrs[n+1:], mb.Instrs[n:])
			mb.Instrs[n] = in
		}
	}
	return nil
}

// ---- instructions

func (l *fn) def(v value.Value, regs ...mir.Reg) {
	l.vals[v] = &val{regs: regs}
}

func (l *fn) instruction(in ir.Instruction) error {
	if ok, err := l.vecInstruction(in); ok {
		return err
	}
	switch in := in.(type) {
	case *ir.InstPhi:
		if l.demoted[l.irBlock] {
			return l.loadDemotedPhi(in)
		}
		ls, err := l.leaves(in.Typ)
		if err != nil {
			return err
		}
		var regs []mir.Reg
		for _, t := range ls {
			regs = append(regs, l.f.NewReg(classOf(t)))
		}
		l.def(in, regs...)
		l.phis = append(l.phis, pendingPhi{phi: in, regs: regs, mb: l.cur})
		return nil
	case *ir.InstAlloca:
		return l.alloca(in)
	case *ir.InstLoad:
		return l.load(in)
	case *ir.InstStore:
		if atomicStoreNeedsXchg(in) {
			return l.atomicStore(in)
		}
		return l.store(in)
	case *ir.InstAtomicRMW:
		return l.atomicRMW(in)
	case *ir.InstCmpXchg:
		return l.cmpXchg(in)
	case *ir.InstFence:
		return l.fence(in)
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
		if isX87(in.X.Type()) {
			name = "fmodl"
		} else if floatBits(in.X.Type()) == 32 {
			name = "fmodf"
		}
		return l.libcall(in, name, []value.Value{in.X, in.Y}, in.Type())
	case *ir.InstFNeg:
		if isX87(in.X.Type()) {
			return l.x87Sign(in, in.X, true)
		}
		if !isFloat(in.X.Type()) {
			return l.unsupported("fneg of " + in.X.Type().String())
		}
		x, err := l.reg(in.X)
		if err != nil {
			return err
		}
		l.def(in, l.fmask(x, "xor", floatBits(in.X.Type())))
		return nil
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
		return l.truncate(in)
	case *ir.InstBitCast:
		return l.bitcast(in)
	case *ir.InstAddrSpaceCast:
		return l.alias(in, in.From)
	case *ir.InstPtrToInt:
		r, err := l.reg(in.From)
		l.def(in, r)
		return err
	case *ir.InstIntToPtr:
		r, err := l.extend(in.From, intBits(in.From.Type()), 64, false)
		l.def(in, r)
		return err
	case *ir.InstZExt:
		if intBits(in.To) > 64 {
			return l.extendWide(in, in.From, in.To, false)
		}
		r, err := l.extend(in.From, intBits(in.From.Type()), intBits(in.To), false)
		l.def(in, r)
		return err
	case *ir.InstSExt:
		if intBits(in.To) > 64 {
			return l.extendWide(in, in.From, in.To, true)
		}
		r, err := l.extend(in.From, intBits(in.From.Type()), intBits(in.To), true)
		l.def(in, r)
		return err
	case *ir.InstFPExt:
		if isX87(in.To) {
			return l.x87Convert(in, in.From, in.To, "ext")
		}
		return l.cvt(in, in.From, "f2f", 32, 64, mir.FPR)
	case *ir.InstFPTrunc:
		if isX87(in.From.Type()) {
			return l.x87Convert(in, in.From, in.To, "trunc")
		}
		return l.cvt(in, in.From, "f2f", 64, 32, mir.FPR)
	case *ir.InstSIToFP:
		if intBits(in.From.Type()) > 64 {
			return l.wideToFP(in, in.From, in.To, true)
		}
		if isX87(in.To) {
			return l.x87Convert(in, in.From, in.To, "si2f")
		}
		return l.intToFP(in, in.From, in.To, true)
	case *ir.InstUIToFP:
		if intBits(in.From.Type()) > 64 {
			return l.wideToFP(in, in.From, in.To, false)
		}
		if isX87(in.To) {
			return l.x87Convert(in, in.From, in.To, "u2f")
		}
		return l.intToFP(in, in.From, in.To, false)
	case *ir.InstFPToSI:
		if intBits(in.To) > 64 {
			return l.fpToWide(in, in.From, in.To, true)
		}
		if isX87(in.From.Type()) {
			return l.x87Convert(in, in.From, in.To, "f2si")
		}
		return l.fpToInt(in, in.From, in.To, true)
	case *ir.InstFPToUI:
		if intBits(in.To) > 64 {
			return l.fpToWide(in, in.From, in.To, false)
		}
		if isX87(in.From.Type()) {
			return l.x87Convert(in, in.From, in.To, "f2ui")
		}
		return l.fpToInt(in, in.From, in.To, false)
	case *ir.InstCall:
		return l.call(in)
	case *ir.InstExtractValue:
		return l.extractValue(in)
	case *ir.InstInsertValue:
		return l.insertValue(in)
	case *ir.InstFreeze:
		return l.alias(in, in.X)
	case *ir.InstVAArg:
		return l.unsupported("va_arg (variadic callee)")
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

func (l *fn) bitcast(in *ir.InstBitCast) error {
	from, to := in.From.Type(), in.To
	if isFloat(from) == isFloat(to) {
		return l.alias(in, in.From)
	}
	if _, ok := from.(*types.VectorType); ok {
		return l.unsupported("bitcast of a vector")
	}
	if _, ok := to.(*types.VectorType); ok {
		return l.unsupported("bitcast to a vector")
	}
	if isFloat(to) {
		return l.cvt(in, in.From, "gpr2xmm", intBits(from), floatBits(to), mir.FPR)
	}
	return l.cvt(in, in.From, "xmm2gpr", floatBits(from), intBits(to), mir.GPR)
}

func (l *fn) cvt(in, from value.Value, op string, fb, tb int, c mir.Class) error {
	x, err := l.reg(from)
	if err != nil {
		return err
	}
	d := l.f.NewReg(c)
	l.emit(isa.Cvt, []mir.Reg{d}, []mir.Reg{x}, &isa.CvtKind{Op: op, FromBits: fb, ToBits: tb})
	l.def(in, d)
	return nil
}

func (l *fn) alloca(in *ir.InstAlloca) error {
	size := l.m.layout.Size(in.ElemType)
	align := int64(in.Align)
	if a := l.m.layout.Align(in.ElemType); align < a {
		align = a
	}
	if align == 0 {
		align = 1
	}
	if align > 16 {
		return l.overAligned(in, size, align)
	}
	n := int64(1)
	if in.NElems != nil {
		c, ok := in.NElems.(*constant.Int)
		if !ok {
			return l.dynAlloca(in, size)
		}
		n = lower.IntValue(c)
	}
	// Static allocas outside the entry block are still allocated once in
	// the frame: clang emits them only in the entry block at -O0..-O2.
	l.f.Frame = append(l.f.Frame, mir.FrameObject{Size: size * n, Align: align})
	l.vals[in] = &val{kind: vFrame, frame: len(l.f.Frame) - 1}
	return nil
}

func (l *fn) dynAlloca(in *ir.InstAlloca, size int64) error {
	l.info.DynAlloca = true
	n, err := l.extend(in.NElems, intBits(in.NElems.Type()), 64, false)
	if err != nil {
		return err
	}
	bytes := n
	if size != 1 {
		bytes = l.imulImm(n, size, 64)
	}
	bytes = l.addImm(bytes, 15, 64)
	bytes = l.tied(isa.ALUImm, bytes, nil, &isa.Arith{Op: isa.And, Bits: 64, Imm: -16})
	d := l.newGPR()
	l.emit(isa.DynAlloca, []mir.Reg{d}, []mir.Reg{bytes}, nil)
	l.def(in, d)
	return nil
}

func (l *fn) imulImm(r mir.Reg, imm int64, bits int) mir.Reg {
	if imm > 0 && imm&(imm-1) == 0 {
		sh := int64(0)
		for imm > 1 {
			imm >>= 1
			sh++
		}
		if sh == 0 {
			return r
		}
		return l.tied(isa.Shift, r, nil, &isa.Arith{Op: isa.Shl, Bits: bits, Imm: sh})
	}
	if imm != int64(int32(imm)) {
		c := l.movImm(imm, 64)
		return l.tied(isa.ALU, r, []mir.Reg{c}, &isa.Arith{Op: isa.Mul, Bits: bits})
	}
	d := l.newGPR()
	l.emit(isa.IMul3, []mir.Reg{d}, []mir.Reg{r}, &isa.Arith{Op: isa.Mul, Bits: bits, Imm: imm})
	return d
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
	var scale int64
	addTerm := func(r mir.Reg, s int64) {
		if index == 0 {
			index, scale = r, s
			return
		}
		// Fold the existing term into a register first.
		a := l.scaled(index, scale)
		b := l.scaled(r, s)
		index, scale = l.tied(isa.ALU, a, []mir.Reg{b}, &isa.Arith{Op: isa.Add, Bits: 64}), 1
	}
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
		r, err := l.extend(idx, intBits(idx.Type()), 64, true)
		if err != nil {
			return nil, err
		}
		if stride == 0 {
			continue
		}
		switch stride {
		case 1, 2, 4, 8:
			addTerm(r, stride)
		default:
			addTerm(l.imulImm(r, stride, 64), 1)
		}
	}
	if base.kind == vAddr {
		// Combine with the base's own address expression.
		if base.index != 0 && index != 0 {
			r, err := l.materialize(base)
			if err != nil {
				return nil, err
			}
			base = &val{regs: []mir.Reg{r}}
		} else {
			if index == 0 {
				index, scale = base.index, base.scale
			}
			off += base.off
			base = base.base
		}
	}
	if index == 0 && base.kind != vReg {
		b := *base
		b.off += off
		return &b, nil
	}
	if index != 0 && scale == 0 {
		scale = 1
	}
	return &val{kind: vAddr, base: base, index: index, scale: scale, off: off}, nil
}

func (l *fn) scaled(r mir.Reg, s int64) mir.Reg {
	if s == 1 {
		return r
	}
	return l.imulImm(r, s, 64)
}

func (l *fn) load(in *ir.InstLoad) error {
	ls, err := l.leaves(in.ElemType)
	if err != nil {
		return err
	}
	mem, uses, err := l.address(in.Src)
	if err != nil {
		return err
	}
	var regs []mir.Reg
	offs := l.leafOffsets(in.ElemType)
	for i, t := range ls {
		m := *mem
		m.Disp += offs[i]
		if isVec(t) {
			regs = append(regs, l.vecLeafLoad(&m, uses, t))
			continue
		}
		var d mir.Reg
		if isFloat(t) {
			d = l.newFPR()
			m.Bits, m.FP = floatBits(t), true
		} else {
			if b := intBits(t); b > 1 && !regularWidth(b) {
				regs = append(regs, l.loadInt(&m, uses, b))
				continue
			}
			d = l.newGPR()
			m.Bits = intBits(t)
			if m.Bits == 1 {
				m.Bits = 8
			}
		}
		l.emit(isa.Load, []mir.Reg{d}, append([]mir.Reg(nil), uses...), &m)
		regs = append(regs, d)
	}
	l.def(in, regs...)
	return nil
}

// leafOffsets gives the byte offset of each scalar leaf of t.
func (l *fn) leafOffsets(t types.Type) []int64 {
	if isX87(t) {
		return []int64{0, 8}
	}
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
	case *types.IntType:
		var out []int64
		for i := range intLeaves(tt) {
			out = append(out, int64(8*i))
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

func (l *fn) store(in *ir.InstStore) error {
	t := in.Src.Type()
	ls, err := l.leaves(t)
	if err != nil {
		return err
	}
	mem, uses, err := l.address(in.Dst)
	if err != nil {
		return err
	}
	offs := l.leafOffsets(t)
	// Scalar integer constants are stored as immediates.
	if c, ok := in.Src.(*constant.Int); ok && len(ls) == 1 && (c.Typ.BitSize == 1 || regularWidth(int(c.Typ.BitSize))) {
		v := lower.IntValue(c)
		if v == int64(int32(v)) {
			m := *mem
			m.Bits = intBits(t)
			if m.Bits == 1 {
				m.Bits = 8
			}
			m.Imm = v
			l.emit(isa.StoreImm, nil, uses, &m)
			return nil
		}
	}
	regs, err := l.regs(in.Src)
	if err != nil {
		return err
	}
	for i, t := range ls {
		m := *mem
		m.Disp += offs[i]
		r := regs[i]
		if isVec(t) {
			l.vecLeafStore(&m, uses, r, t)
			continue
		}
		if isFloat(t) {
			m.Bits, m.FP = floatBits(t), true
		} else {
			m.Bits = intBits(t)
			if m.Bits > 1 && !regularWidth(m.Bits) {
				l.storeInt(r, &m, uses, m.Bits)
				continue
			}
			if m.Bits == 1 {
				// i1 is stored as a byte 0 or 1.
				r = l.tied(isa.ALUImm, r, nil, &isa.Arith{Op: isa.And, Bits: 32, Imm: 1})
				m.Bits = 8
			}
		}
		l.emit(isa.Store, nil, append([]mir.Reg{r}, uses...), &m)
	}
	return nil
}

// extend returns v zero- or sign-extended from bits to to bits (to >= 32
// means the full register is defined).
func (l *fn) extend(v value.Value, from, to int, sign bool) (mir.Reg, error) {
	if c, ok := v.(*constant.Int); ok {
		x := lower.IntValue(c)
		if !sign && from < 64 {
			x &= int64(uint64(1)<<uint(from) - 1)
		} else if sign && from < 64 {
			x = x << uint(64-from) >> uint(64-from)
		}
		return l.movImm(x, 64), nil
	}
	r, err := l.reg(v)
	if err != nil {
		return 0, err
	}
	return l.ext(r, from, to, sign), nil
}

func (l *fn) ext(r mir.Reg, from, to int, sign bool) mir.Reg {
	if from >= 64 || from == to && from >= 32 {
		return r
	}
	if from == 1 {
		d := l.tied(isa.ALUImm, r, nil, &isa.Arith{Op: isa.And, Bits: 32, Imm: 1})
		if sign {
			d = l.tied(isa.Unary, d, nil, &isa.Arith{Op: isa.Neg, Bits: opBits(to)})
		}
		return d
	}
	if !regularWidth(from) {
		return l.extOdd(r, from, sign)
	}
	if n, ok := l.zeroAbove[r]; ok && !sign && n <= from {
		return r // already zero from bit from up
	}
	// The machine extends to 32 or 64 bits (i40 and such are 64-bit
	// values with the convention's unspecified upper bits).
	to = opBits(to)
	d := l.newGPR()
	l.emit(isa.Ext, []mir.Reg{d}, []mir.Reg{r}, &isa.ExtKind{From: from, To: to, Sign: sign})
	return d
}

// binary lowers an integer binary operation of type t.
func (l *fn) binary(op string, x, y value.Value, t types.Type) (mir.Reg, error) {
	if _, ok := t.(*types.VectorType); ok {
		return 0, l.unsupported("vector " + op)
	}
	bits := intBits(t)
	if bits == 0 || bits > 64 {
		return 0, l.unsupported(fmt.Sprintf("%s on %s", op, t))
	}
	ob := opBits(bits)
	switch op {
	case "add", "sub", "and", "or", "xor", "mul":
		a, err := l.reg(x)
		if err != nil {
			return 0, err
		}
		aop := map[string]isa.AluOp{"add": isa.Add, "sub": isa.Sub, "and": isa.And, "or": isa.Or, "xor": isa.Xor, "mul": isa.Mul}[op]
		if c, ok := y.(*constant.Int); ok {
			v := lower.IntValue(c)
			if bits < 64 && op != "mul" {
				// Only the low bits matter.
				v = v << uint(64-bits) >> uint(64-bits)
			}
			if v == int64(int32(v)) {
				if op == "mul" {
					d := l.newGPR()
					l.emit(isa.IMul3, []mir.Reg{d}, []mir.Reg{a}, &isa.Arith{Op: isa.Mul, Bits: ob, Imm: v})
					return d, nil
				}
				if ob == 64 && (op == "add" || op == "sub" && -v == int64(int32(-v))) {
					// A 64-bit add of a constant is a three-address
					// lea: no copy when a stays live.
					if op == "sub" {
						v = -v
					}
					d := l.newGPR()
					l.emit(isa.Lea, []mir.Reg{d}, []mir.Reg{a}, &isa.Mem{Addr: isa.Addr{BaseIdx: 0, IndexIdx: -1, Frame: -1, Scale: 1, Disp: v}, Bits: 64})
					return d, nil
				}
				return l.tied(isa.ALUImm, a, nil, &isa.Arith{Op: aop, Bits: ob, Imm: v}), nil
			}
		}
		b, err := l.reg(y)
		if err != nil {
			return 0, err
		}
		return l.tied(isa.ALU, a, []mir.Reg{b}, &isa.Arith{Op: aop, Bits: ob}), nil
	case "shl", "lshr", "ashr":
		var a mir.Reg
		var err error
		sop := isa.Shl
		switch op {
		case "shl":
			a, err = l.reg(x)
		case "lshr":
			sop = isa.Shr
			a, err = l.extend(x, bits, ob, false)
		case "ashr":
			sop = isa.Sar
			a, err = l.extend(x, bits, ob, true)
		}
		if err != nil {
			return 0, err
		}
		if c, ok := y.(*constant.Int); ok {
			return l.tied(isa.Shift, a, nil, &isa.Arith{Op: sop, Bits: ob, Imm: lower.IntValue(c) & int64(ob-1)}), nil
		}
		b, err := l.reg(y)
		if err != nil {
			return 0, err
		}
		l.copyTo(isa.RCX, b)
		return l.tied(isa.Shift, a, []mir.Reg{isa.RCX}, &isa.Arith{Op: sop, Bits: ob}), nil
	case "sdiv", "udiv", "srem", "urem":
		signed := op[0] == 's'
		a, err := l.extend(x, bits, ob, signed)
		if err != nil {
			return 0, err
		}
		b, err := l.extend(y, bits, ob, signed)
		if err != nil {
			return 0, err
		}
		l.copyTo(isa.RAX, a)
		dk := &isa.DivKind{Bits: ob, Signed: signed}
		if signed {
			l.emit(isa.Cqo, []mir.Reg{isa.RDX}, []mir.Reg{isa.RAX}, dk)
		} else {
			l.emit(isa.MovImm, []mir.Reg{isa.RDX}, nil, &isa.Imm{Val: 0, Bits: 32})
		}
		l.emit(isa.Div, []mir.Reg{isa.RAX, isa.RDX}, []mir.Reg{isa.RAX, isa.RDX, b}, dk)
		d := l.newGPR()
		if op[1:] == "div" {
			l.copyTo(d, isa.RAX)
		} else {
			l.copyTo(d, isa.RDX)
		}
		return d, nil
	}
	return 0, l.unsupported("operation " + op)
}

func (l *fn) bin(in value.Value, op string, x, y value.Value) error {
	if intBits(in.Type()) > 64 {
		return l.wideBin(in, op, x, y)
	}
	r, err := l.binary(op, x, y, in.Type())
	if err != nil {
		return err
	}
	l.def(in, r)
	return nil
}

func (l *fn) fbin(in value.Value, op string, x, y value.Value) error {
	if isX87(in.Type()) {
		return l.x87Bin(in, op, x, y)
	}
	if !isFloat(in.Type()) {
		return l.unsupported(fmt.Sprintf("f%s on %s", op, in.Type()))
	}
	a, err := l.reg(x)
	if err != nil {
		return err
	}
	b, err := l.reg(y)
	if err != nil {
		return err
	}
	l.def(in, l.tied(isa.FALU, a, []mir.Reg{b}, &isa.FOp{Op: op, Bits: floatBits(in.Type())}))
	return nil
}

// fmask applies and/xor with the sign mask (fabs, fneg).
func (l *fn) fmask(x mir.Reg, op string, bits int) mir.Reg {
	var b []byte
	for i := 0; i < 16; i++ {
		v := byte(0)
		sign := (bits == 32 && i%4 == 3) || (bits == 64 && i%8 == 7)
		if op == "xor" && sign {
			v = 0x80
		}
		if op == "and" {
			v = 0xff
			if sign {
				v = 0x7f
			}
		}
		b = append(b, v)
	}
	return l.tied(isa.FUnary, x, nil, &isa.FOp{Op: op, Bits: bits, Mask: l.m.pool(b, 16)})
}

// ---- compares

// cond lowers the compare c into a Cond over uses (appended to uses).
func (l *fn) cond(c value.Value, uses []mir.Reg) (isa.Cond, []mir.Reg, error) {
	idx := len(uses)
	if l.fused[c] {
		switch c := c.(type) {
		case *ir.InstICmp:
			return l.icmpCond(c.Pred, c.X, c.Y, uses)
		case *ir.InstFCmp:
			return l.fcmpCond(c.Pred, c.X, c.Y, uses)
		}
	}
	r, err := l.reg(c)
	if err != nil {
		return isa.Cond{}, nil, err
	}
	return isa.Cond{CondIdx: idx, Test: true, Bits: 8}, append(uses, r), nil
}

var ipred = map[enum.IPred]isa.CC{
	enum.IPredEQ: isa.CCEq, enum.IPredNE: isa.CCNe, enum.IPredSLT: isa.CCLt, enum.IPredSLE: isa.CCLe,
	enum.IPredSGT: isa.CCGt, enum.IPredSGE: isa.CCGe, enum.IPredULT: isa.CCB, enum.IPredULE: isa.CCBe,
	enum.IPredUGT: isa.CCA, enum.IPredUGE: isa.CCAe,
}

func (l *fn) icmpCond(p enum.IPred, x, y value.Value, uses []mir.Reg) (isa.Cond, []mir.Reg, error) {
	t := x.Type()
	if _, ok := t.(*types.VectorType); ok {
		return isa.Cond{}, nil, l.unsupported("vector icmp")
	}
	bits := intBits(t)
	cc := ipred[p]
	c := isa.Cond{CondIdx: len(uses), CC: cc, Bits: bits}
	if bits > 64 {
		r, err := l.wideICmp(p, x, y)
		return isa.Cond{CondIdx: len(uses), Test: true, Bits: 8}, append(uses, r), err
	}
	if bits > 1 && !regularWidth(bits) {
		return l.oddCmp(c, bits, x, y, uses)
	}
	if bits == 1 {
		// Compare clean bytes.
		c.Bits = 8
		a, err := l.extend(x, 1, 32, false)
		if err != nil {
			return c, nil, err
		}
		b, err := l.extend(y, 1, 32, false)
		if err != nil {
			return c, nil, err
		}
		return c, append(uses, a, b), nil
	}
	a, err := l.reg(x)
	if err != nil {
		return c, nil, err
	}
	uses = append(uses, a)
	if k, ok := y.(*constant.Int); ok {
		v := lower.IntValue(k)
		if bits < 64 {
			v = v << uint(64-bits) >> uint(64-bits)
		}
		if v == int64(int32(v)) {
			c.HasImm, c.Imm = true, v
			return c, uses, nil
		}
	}
	b, err := l.reg(y)
	if err != nil {
		return c, nil, err
	}
	return c, append(uses, b), nil
}

var fpred = map[enum.FPred]isa.FCond{
	enum.FPredFalse: isa.FFalse, enum.FPredOEQ: isa.FOeq, enum.FPredOGT: isa.FOgt, enum.FPredOGE: isa.FOge,
	enum.FPredOLT: isa.FOlt, enum.FPredOLE: isa.FOle, enum.FPredONE: isa.FOne, enum.FPredORD: isa.FOrd,
	enum.FPredUNO: isa.FUno, enum.FPredUEQ: isa.FUeq, enum.FPredUGT: isa.FUgt, enum.FPredUGE: isa.FUge,
	enum.FPredULT: isa.FUlt, enum.FPredULE: isa.FUle, enum.FPredUNE: isa.FUne, enum.FPredTrue: isa.FTrue,
}

func (l *fn) fcmpCond(p enum.FPred, x, y value.Value, uses []mir.Reg) (isa.Cond, []mir.Reg, error) {
	if isX87(x.Type()) {
		r, err := l.x87Cmp(fpred[p], x, y)
		return isa.Cond{CondIdx: len(uses), Test: true, Bits: 8}, append(uses, r), err
	}
	if !isFloat(x.Type()) {
		return isa.Cond{}, nil, l.unsupported("fcmp on " + x.Type().String())
	}
	a, err := l.reg(x)
	if err != nil {
		return isa.Cond{}, nil, err
	}
	b, err := l.reg(y)
	if err != nil {
		return isa.Cond{}, nil, err
	}
	return isa.Cond{CondIdx: len(uses), Float: true, FC: fpred[p], Bits: floatBits(x.Type())}, append(uses, a, b), nil
}

// setcc materialises a compare as 0/1.
func (l *fn) setcc(c value.Value) (mir.Reg, error) {
	var cd isa.Cond
	var uses []mir.Reg
	var err error
	switch c := c.(type) {
	case *ir.InstICmp:
		cd, uses, err = l.icmpCond(c.Pred, c.X, c.Y, nil)
	case *ir.InstFCmp:
		cd, uses, err = l.fcmpCond(c.Pred, c.X, c.Y, nil)
	}
	if err != nil {
		return 0, err
	}
	d := l.newGPR()
	defs := []mir.Reg{d}
	if cd.Float {
		switch cd.FC {
		case isa.FOeq, isa.FUne:
			defs = append(defs, l.newGPR()) // scratch for the parity flag
		}
	}
	l.emit(isa.SetCC, defs, uses, &isa.CondOp{Cond: cd})
	return d, nil
}

// selectVals lowers select cond, x, y for every leaf.
func (l *fn) selectVals(cond, x, y value.Value) ([]mir.Reg, error) {
	if _, ok := cond.Type().(*types.VectorType); ok {
		return nil, l.unsupported("vector select")
	}
	xs, err := l.regs(x)
	if err != nil {
		return nil, err
	}
	ys, err := l.regs(y)
	if err != nil {
		return nil, err
	}
	var out []mir.Reg
	for i := range xs {
		t := l.copyOf(ys[i])
		cd, uses, err := l.cond(cond, []mir.Reg{t, xs[i]})
		if err != nil {
			return nil, err
		}
		d := l.f.NewReg(l.f.ClassOf(t))
		in := l.emit(isa.Select, []mir.Reg{d}, uses, &isa.CondOp{Cond: cd, FP: l.f.ClassOf(t) == mir.FPR})
		in.Tied = 0
		out = append(out, d)
	}
	return out, nil
}

// ---- conversions

func (l *fn) intToFP(in, from value.Value, to types.Type, signed bool) error {
	if !isFloat(to) {
		return l.unsupported("conversion to " + to.String())
	}
	fb := intBits(from.Type())
	tb := floatBits(to)
	if fb > 64 || fb == 0 {
		return l.unsupported("conversion from " + from.Type().String())
	}
	if signed || fb < 64 {
		x, err := l.extend(from, fb, 64, signed)
		if err != nil {
			return err
		}
		d := l.newFPR()
		l.emit(isa.Cvt, []mir.Reg{d}, []mir.Reg{x}, &isa.CvtKind{Op: "si2f", FromBits: 64, ToBits: tb})
		l.def(in, d)
		return nil
	}
	// Unsigned 64-bit: a library-free sequence as a single instruction
	// would need a scratch; use the compiler-rt-free formula
	// (x >> 1 | x & 1) * 2 when the top bit is set.
	x, err := l.reg(from)
	if err != nil {
		return err
	}
	d := l.newFPR()
	cv := l.emit(isa.Cvt, []mir.Reg{d, l.newGPR(), l.newGPR()}, []mir.Reg{x}, &isa.CvtKind{Op: "u64_2f", FromBits: 64, ToBits: tb})
	cv.EarlyClobber = true
	l.def(in, d)
	return nil
}

func (l *fn) fpToInt(in, from value.Value, to types.Type, signed bool) error {
	tb := intBits(to)
	if !isFloat(from.Type()) || tb == 0 || tb > 64 {
		return l.unsupported(fmt.Sprintf("conversion from %s to %s", from.Type(), to))
	}
	x, err := l.reg(from)
	if err != nil {
		return err
	}
	d := l.newGPR()
	fb := floatBits(from.Type())
	if signed || tb < 64 {
		// Unsigned below 64 bits fits in a signed 64-bit conversion.
		bits := 64
		if signed && tb <= 32 {
			bits = 32
		}
		l.emit(isa.Cvt, []mir.Reg{d}, []mir.Reg{x}, &isa.CvtKind{Op: "f2si", FromBits: fb, ToBits: bits})
		l.def(in, d)
		return nil
	}
	// Unsigned 64-bit: subtract 2^63 when the value is large.
	cv := l.emit(isa.Cvt, []mir.Reg{d, l.newFPR(), l.newFPR()}, []mir.Reg{x}, &isa.CvtKind{Op: "f2u64", FromBits: fb, ToBits: 64})
	cv.EarlyClobber = true
	l.def(in, d)
	return nil
}

// ---- aggregates

func (l *fn) leafRange(t types.Type, indices []uint64) (int, int, error) {
	start := 0
	for _, ix := range indices {
		switch tt := t.(type) {
		case *types.StructType:
			for i := 0; i < int(ix); i++ {
				ls, err := l.leaves(tt.Fields[i])
				if err != nil {
					return 0, 0, err
				}
				start += len(ls)
			}
			t = tt.Fields[ix]
		case *types.ArrayType:
			ls, err := l.leaves(tt.ElemType)
			if err != nil {
				return 0, 0, err
			}
			start += int(ix) * len(ls)
			t = tt.ElemType
		default:
			return 0, 0, l.unsupported("aggregate index into " + t.String())
		}
	}
	ls, err := l.leaves(t)
	return start, start + len(ls), err
}

func (l *fn) extractValue(in *ir.InstExtractValue) error {
	regs, err := l.regs(in.X)
	if err != nil {
		return err
	}
	a, b, err := l.leafRange(in.X.Type(), in.Indices)
	if err != nil {
		return err
	}
	l.def(in, regs[a:b]...)
	return nil
}

func (l *fn) insertValue(in *ir.InstInsertValue) error {
	regs, err := l.regs(in.X)
	if err != nil {
		return err
	}
	elem, err := l.regs(in.Elem)
	if err != nil {
		return err
	}
	a, b, err := l.leafRange(in.X.Type(), in.Indices)
	if err != nil {
		return err
	}
	out := append([]mir.Reg(nil), regs...)
	copy(out[a:b], elem)
	l.def(in, out...)
	return nil
}

// ---- terminators

func (l *fn) target(v value.Value) *mir.Block { return l.blocks[v.(*ir.Block)] }

func (l *fn) terminator(t ir.Terminator) error {
	switch t := t.(type) {
	case *ir.TermRet:
		return l.ret(t)
	case *ir.TermBr:
		l.jump(l.target(t.Target))
		return nil
	case *ir.TermCondBr:
		tb, fb := l.target(t.TargetTrue), l.target(t.TargetFalse)
		if tb == fb {
			l.jump(tb)
			return nil
		}
		cd, uses, err := l.cond(t.Cond, nil)
		if err != nil {
			return err
		}
		in := l.emit(isa.CmpBr, nil, uses, &isa.CondOp{Cond: cd})
		in.Term = true
		mir.AddEdge(l.cur, tb)
		mir.AddEdge(l.cur, fb)
		return nil
	case *ir.TermSwitch:
		return l.lowerSwitch(t)
	case *ir.TermUnreachable:
		in := l.emit(isa.Unreachable, nil, nil, nil)
		in.Term = true
		return nil
	case *ir.TermIndirectBr:
		return l.indirectBr(t)
	}
	return l.unsupported(fmt.Sprintf("terminator %T", t))
}

func (l *fn) jump(to *mir.Block) {
	in := l.emit(mir.OpJump, nil, nil, nil)
	in.Term = true
	mir.AddEdge(l.cur, to)
}

// switchChain lowers a switch as a chain of compares. Each link is a
// block of its own so the CFG stays explicit for the allocators.
func (l *fn) switchChain(t *ir.TermSwitch) error {
	bits := intBits(t.X.Type())
	if bits == 0 || bits > 64 {
		return l.unsupported("switch on " + t.X.Type().String())
	}
	x, err := l.extend(t.X, bits, opBits(bits), false)
	if err != nil {
		return err
	}
	irb := l.irOf[l.cur]
	def := l.target(t.TargetDefault)
	seen := map[*mir.Block]bool{}
	for i, c := range t.Cases {
		k, ok := c.X.(*constant.Int)
		if !ok {
			return l.unsupported("switch case that is not an integer constant")
		}
		v := lower.IntValue(k)
		if bits < 64 {
			v &= int64(uint64(1)<<uint(bits) - 1)
		}
		cd := isa.Cond{CondIdx: 0, CC: isa.CCEq, Bits: opBits(bits)}
		uses := []mir.Reg{x}
		if v == int64(int32(v)) && !(opBits(bits) == 32 && v > math.MaxInt32) {
			cd.HasImm, cd.Imm = true, v
		} else if opBits(bits) == 32 {
			cd.HasImm, cd.Imm = true, int64(int32(uint32(v)))
		} else {
			uses = append(uses, l.movImm(v, 64))
		}
		tgt := l.target(c.Target)
		next := def
		if i < len(t.Cases)-1 {
			next = l.f.NewBlock(irb.Name() + ".sw")
			l.irOf[next] = irb
		}
		if seen[tgt] || tgt == next {
			// A second edge to the same block from this chain would
			// need a separate phi argument slot: route through a block.
			hop := l.f.NewBlock(irb.Name() + ".case")
			l.irOf[hop] = irb
			save := l.cur
			l.cur = hop
			l.jump(tgt)
			l.cur = save
			tgt = hop
		}
		seen[tgt] = true
		in := l.emit(isa.CmpBr, nil, uses, &isa.CondOp{Cond: cd})
		in.Term = true
		mir.AddEdge(l.cur, tgt)
		mir.AddEdge(l.cur, next)
		l.cur = next
		if next == def {
			return nil
		}
	}
	l.jump(def)
	return nil
}

func (l *fn) ret(t *ir.TermRet) error {
	var uses []mir.Reg
	if t.X != nil && isX87(t.X.Type()) {
		if err := l.x87Ret(t.X); err != nil {
			return err
		}
	} else if t.X != nil {
		ls, err := l.leaves(t.X.Type())
		if err != nil {
			return err
		}
		regs, err := l.regs(t.X)
		if err != nil {
			return err
		}
		ext, sign := lower.RetExt(l.irf.ReturnAttrs)
		gi, fi := 0, 0
		for i, ty := range ls {
			r := regs[i]
			if classOf(ty) == mir.FPR {
				if fi >= 2 {
					return l.unsupported("return of more than two floating-point values")
				}
				l.copyTo(isa.XMM(fi), r)
				uses = append(uses, isa.XMM(fi))
				fi++
				continue
			}
			if gi >= 2 {
				return l.unsupported("return of more than two integer values")
			}
			if b := intBits(ty); ext && b < 32 {
				r = l.ext(r, b, 32, sign)
			}
			pr := []mir.Reg{isa.RAX, isa.RDX}[gi]
			l.copyTo(pr, r)
			uses = append(uses, pr)
			gi++
		}
	} else if l.sretReg != 0 {
		l.copyTo(isa.RAX, l.sretReg)
		uses = append(uses, isa.RAX)
	}
	in := l.emit(isa.Ret, nil, uses, nil)
	in.Term = true
	return nil
}

func isIntrinsic(name string) bool { return strings.HasPrefix(name, "llvm.") }
