package x86

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// fn lowers one function.
type fn struct {
	*lower.Func
	m    *Selector
	info *isa.FuncInfo
	// tail says the call being lowered is marked tail (CallInfo.Tail).
	tail bool
	// sretReg holds the incoming sret pointer, returned in RAX.
	sretReg mir.Reg
	vec     *vecState // vector lowering (vector.go), nil until used
	// va describes the register save area of a variadic function.
	va *varargs
	// x87Frame is one more than the x87 scratch frame object (0: none).
	x87Frame int
	// zeroAbove holds, for a virtual register written by an instruction
	// that clears the register's upper bits (a narrow load, a 32-bit
	// operation, a zero extension), the bit from which its value is
	// known to be zero; zero-extending it from there or above is a no-op.
	zeroAbove map[mir.Reg]int
	// wordImm holds the words of wide integers known to be constants
	// (wide.go: constWord), which the word-wise operations fold.
	wordImm map[mir.Reg]uint64
	// Load folding (fold.go): the plan of what to fold, the Load
	// instructions of foldable loads not yet folded (by the register
	// they define), and the registers of the loads folded, which nothing
	// may read.
	folds        *foldPlan
	pendingLoads map[mir.Reg]*mir.Instr
	foldedLoads  map[mir.Reg]bool
}

// emit appends an instruction to the current block (lower.Func.Emit),
// noting the bits it leaves zero.
func (l *fn) emit(op mir.Op, defs, uses []mir.Reg, aux interface{}) *mir.Instr {
	in := l.Emit(op, defs, uses, aux)
	if len(defs) == 1 && defs[0].IsVirtual() && l.F.ClassOf(defs[0]) == mir.GPR {
		if n := zeroAbove(op, uses, aux); n > 0 {
			l.setZeroAbove(defs[0], n)
		}
	}
	return in
}

// zeroAbove gives the bit from which the single GPR result of an
// instruction is zero (0: unknown), as emit/x86 writes it: 32-bit
// operations and loads into 32-bit registers clear bits 32 to 63 (a
// shift only by a nonzero constant, to stay clear of count-0 cases); a
// logical shift right by a constant and an and with a nonnegative mask
// clear more.
func zeroAbove(op mir.Op, uses []mir.Reg, aux interface{}) int {
	switch op {
	case isa.ALU, isa.ALUImm, isa.IMul3, isa.Unary, isa.Shift:
		a, ok := aux.(*isa.Arith)
		if !ok {
			break
		}
		switch {
		case op == isa.ALUImm && a.Op == isa.And && a.Imm > 0 && (a.Bits == 32 || a.Bits == 64):
			// and with a nonnegative mask: nothing above its top bit.
			return bits.Len64(uint64(a.Imm))
		case op == isa.Shift && a.Op == isa.Shr && len(uses) == 1 && a.Imm&int64(a.Bits-1) != 0 && (a.Bits == 32 || a.Bits == 64):
			// A logical shift right by a nonzero constant.
			return a.Bits - int(a.Imm&int64(a.Bits-1))
		}
		if a.Bits == 32 && (op != isa.Shift || len(uses) == 1 && a.Imm&31 != 0) {
			return 32
		}
	case isa.Load:
		if m, ok := aux.(*isa.Mem); ok && !m.FP {
			switch {
			case m.Wide:
				return 0 // sign-extended to 64 bits
			case (m.Bits == 8 || m.Bits == 16) && !m.Sign:
				return m.Bits
			case m.Bits == 8 || m.Bits == 16 || m.Bits == 32:
				return 32
			}
		}
	case isa.Lea:
		if m, ok := aux.(*isa.Mem); ok && m.Bits == 32 {
			return 32 // leal
		}
	case isa.SetCC:
		return 1 // set<cc> and movzbl: 0 or 1
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

// setZeroAbove records that r is zero from bit n up (zeroAbove).
func (l *fn) setZeroAbove(r mir.Reg, n int) {
	if l.zeroAbove == nil {
		l.zeroAbove = map[mir.Reg]int{}
	}
	l.zeroAbove[r] = n
}

func (l *fn) newGPR() mir.Reg { return l.F.NewReg(mir.GPR) }
func (l *fn) newFPR() mir.Reg { return l.F.NewReg(mir.FPR) }

// tied emits d = op(copy of a, rest...) with the def tied to the copy.
func (l *fn) tied(op mir.Op, a mir.Reg, rest []mir.Reg, aux interface{}) mir.Reg {
	t := l.CopyOf(a)
	d := l.F.NewReg(l.F.ClassOf(t))
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

// ScalarLeaves implements lower.TypeSelector: integers as 64-bit words
// (wide.go), x86_fp80 as two words (x87.go), vectors as 128-bit parts
// (vector.go).
func (l *fn) ScalarLeaves(t types.Type) ([]types.Type, error) {
	switch t := t.(type) {
	case *types.IntType:
		if t.BitSize == 0 || t.BitSize > maxIntBits {
			return nil, l.Unsupported(fmt.Sprintf("integer type %s", t))
		}
		return intLeaves(t), nil
	case *types.PointerType:
		return []types.Type{t}, nil
	case *types.FloatType:
		if isX87(t) {
			return x87Leaves, nil
		}
		if !lower.IsFloat(t) {
			return nil, l.Unsupported(fmt.Sprintf("floating-point type %s", t))
		}
		return []types.Type{t}, nil
	case *types.VectorType:
		return l.vecLeaves(t)
	}
	return nil, l.Unsupported(fmt.Sprintf("type %s", t))
}

func classOf(t types.Type) mir.Class {
	if lower.IsFloat(t) || isVec(t) {
		return mir.FPR
	}
	return mir.GPR
}

// ---- values

// materialize puts a scalar value in a register.
func (l *fn) Materialize(x *lower.Value) (mir.Reg, error) {
	switch x.Kind {
	case lower.VReg:
		if len(x.Regs) != 1 {
			return 0, l.Unsupported("aggregate value used as a scalar")
		}
		if l.foldedLoads[x.Regs[0]] {
			return 0, l.Errorf("internal error: the register of a folded load is used")
		}
		return x.Regs[0], nil
	case lower.VSym:
		d := l.newGPR()
		if x.TLS != lower.TLSNone {
			tls := isa.TLSLocalExec
			if x.TLS == lower.TLSInitialExec {
				tls = isa.TLSInitialExec
			}
			l.emit(isa.LeaSym, []mir.Reg{d}, nil, &isa.SymRef{Sym: x.Sym, TLS: tls})
			return l.addImm(d, x.Off, 64), nil
		}
		if !x.GOT && !symDispOK(x.Off) {
			// lea sym(%rip), then add the offset (movabs when it needs
			// 64 bits), as llc does.
			l.emit(isa.LeaSym, []mir.Reg{d}, nil, &isa.SymRef{Sym: x.Sym})
			return l.addImm(d, x.Off, 64), nil
		}
		l.emit(isa.LeaSym, []mir.Reg{d}, nil, &isa.SymRef{Sym: x.Sym, Off: x.Off, GOT: x.GOT})
		if x.GOT && x.Off != 0 {
			// GOT entries hold the symbol's address; add the offset.
			return l.addImm(d, x.Off, 64), nil
		}
		return d, nil
	}
	mem, uses, full, err := l.addrOrReg(x)
	if err != nil {
		return 0, err
	}
	if full != 0 {
		return full, nil
	}
	if mem.BaseIdx >= 0 && mem.Disp == 0 && mem.Frame < 0 && !mem.Incoming && !mem.SP && mem.Sym == "" {
		if mem.IndexIdx < 0 {
			return uses[mem.BaseIdx], nil // the base itself: no "lea (%rbx), %rsi"
		}
		// A loaded base plus an index already scaled: "addq (%rax),
		// %rcx" instead of the load and "leaq (%rdx,%rcx), %rcx".
		if mem.Scale == 1 {
			if a, au, ok := l.foldLoadReg(uses[mem.BaseIdx], 64, mir.GPR, 1, 2); ok {
				return l.tied(isa.ALU, uses[mem.IndexIdx], au, &isa.Arith{Op: isa.Add, Bits: 64, Mem: a}), nil
			}
		}
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
func (l *fn) addrMode(x *lower.Value) (*isa.Mem, []mir.Reg, error) {
	m, uses, full, err := l.addrOrReg(x)
	if full != 0 {
		return &isa.Mem{Addr: isa.Addr{BaseIdx: 0, IndexIdx: -1, Frame: -1, Scale: 1}}, []mir.Reg{full}, nil
	}
	return m, uses, err
}

// addrOrReg is addrMode, except that an address it had to compute into a
// register (a displacement beyond 32 bits) comes back as that register,
// full, and no memory operand.
func (l *fn) addrOrReg(x *lower.Value) (*isa.Mem, []mir.Reg, mir.Reg, error) {
	m := &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: -1, Scale: 1}}
	var uses []mir.Reg
	var base *lower.Value
	switch x.Kind {
	case lower.VAddr:
		base = x.Base
		m.Disp = x.Off
		if x.Index != 0 {
			m.IndexIdx = len(uses)
			uses = append(uses, x.Index)
			m.Scale = x.Scale
		}
	default:
		base = x
	}
	switch base.Kind {
	case lower.VFrame:
		if base.Frame == lower.IncomingFrame {
			m.Incoming = true
		} else {
			m.Frame = base.Frame
		}
		m.Disp += base.Off
	case lower.VSym:
		if base.GOT || base.TLS != lower.TLSNone || (m.IndexIdx >= 0 && !l.m.static) || !symDispOK(m.Disp+base.Off) {
			r, err := l.Materialize(base)
			if err != nil {
				return nil, nil, 0, err
			}
			m.BaseIdx = len(uses)
			uses = append(uses, r)
		} else {
			m.Sym = base.Sym
			m.Disp += base.Off
		}
	case lower.VReg:
		if len(base.Regs) != 1 {
			return nil, nil, 0, l.Unsupported("aggregate used as an address")
		}
		m.BaseIdx = len(uses)
		uses = append(uses, base.Regs[0])
		m.Disp += base.Off
	default:
		r, err := l.Materialize(base)
		if err != nil {
			return nil, nil, 0, err
		}
		m.BaseIdx = len(uses)
		uses = append(uses, r)
	}
	if m.Disp != int64(int32(m.Disp)) {
		// A displacement beyond 32 bits (d[300000000000000000]): the
		// address without it, plus the offset by movabs and add.
		disp := m.Disp
		m.Disp = 0
		r := mir.Reg(0)
		if m.BaseIdx >= 0 && m.IndexIdx < 0 && m.Frame < 0 && !m.Incoming {
			r = uses[m.BaseIdx]
		} else {
			r = l.newGPR()
			m.Bits = 64
			l.emit(isa.Lea, []mir.Reg{r}, uses, m)
		}
		return nil, nil, l.addImm(r, disp, 64), nil
	}
	return m, uses, 0, nil
}

// symDispOK reports whether a displacement from a symbol may go into a
// RIP-relative operand: llc's rule for the small code model, which
// assumes every object ends 16 MiB before the 2 GiB boundary, so only
// offsets below 16 MiB (and negative ones within 32 bits) are folded.
func symDispOK(d int64) bool { return d < 16<<20 && d >= math.MinInt32 }

// address returns the memory operand for pointer value v.
func (l *fn) address(v value.Value) (*isa.Mem, []mir.Reg, error) {
	x, err := l.Value(v)
	if err != nil {
		return nil, nil, err
	}
	if x.Kind == lower.VReg {
		x = &lower.Value{Kind: lower.VAddr, Base: x}
	}
	return l.addrMode(x)
}

// Constant implements lower.ValueSelector: vectors (vector.go), integers
// (wider than 64 bits: words), floats (x86_fp80: x87.go), null, and undef,
// poison and zeroinitializer as zero registers of every leaf.
func (l *fn) Constant(c constant.Constant) (*lower.Value, bool, error) {
	if isVec(c.Type()) {
		x, err := l.vecConstant(c)
		return x, true, err
	}
	switch c := c.(type) {
	case *constant.Int:
		if c.Typ.BitSize > 64 {
			return l.wideConst(c), true, nil
		}
		return &lower.Value{Regs: []mir.Reg{l.movImm(lower.IntValue(c), lower.OpBits(int(c.Typ.BitSize)))}}, true, nil
	case *constant.Float:
		if isX87(c.Typ) {
			regs, err := l.x87Const(c)
			return &lower.Value{Regs: regs}, true, err
		}
		return &lower.Value{Regs: []mir.Reg{l.fconst(c)}}, true, nil
	case *constant.Null:
		return &lower.Value{Regs: []mir.Reg{l.movImm(0, 32)}}, true, nil
	case *constant.Undef, *constant.Poison, *constant.ZeroInitializer:
		ls, err := l.Leaves(c.Type())
		if err != nil {
			return nil, true, err
		}
		var regs []mir.Reg
		for _, t := range ls {
			if classOf(t) == mir.FPR {
				d := l.newFPR()
				l.emit(isa.FConst, []mir.Reg{d}, nil, &isa.FConstInfo{Zero: true, Bits: lower.FloatBits(t)})
				regs = append(regs, d)
			} else {
				regs = append(regs, l.movImm(0, 32))
			}
		}
		return &lower.Value{Regs: regs}, true, nil
	}
	return nil, false, nil
}

// fconst loads a floating-point constant.
func (l *fn) fconst(c *constant.Float) mir.Reg {
	d := l.newFPR()
	bits := lower.FloatBits(c.Typ)
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
	l.emit(isa.FConst, []mir.Reg{d}, nil, &isa.FConstInfo{Label: l.Pool(b, int64(len(b))), Bits: bits})
	return d
}

// ---- the function

// params copies incoming arguments into virtual registers.
func (l *fn) params() error {
	gi, fi := 0, 0
	stackOff := int64(0)
	for _, p := range l.IR.Params {
		if bv, ok := lower.ByvalType(p.Attrs); ok {
			size := l.Layout.Size(bv)
			l.Vals[p] = &lower.Value{Kind: lower.VFrame, Frame: lower.IncomingFrame, Off: stackOff}
			stackOff += (size + 7) &^ 7
			continue
		}
		if isX87(p.Typ) {
			// Passed in memory, 16-byte aligned.
			stackOff = (stackOff + 15) &^ 15
			at := &lower.Value{Kind: lower.VFrame, Frame: lower.IncomingFrame, Off: stackOff}
			mem, _, err := l.addrMode(at)
			if err != nil {
				return err
			}
			lo, hi := *mem, *mem
			lo.Bits, hi.Bits, hi.Disp = 64, 16, hi.Disp+8
			w0, w1 := l.newGPR(), l.newGPR()
			l.emit(isa.Load, []mir.Reg{w0}, nil, &lo)
			l.emit(isa.Load, []mir.Reg{w1}, nil, &hi)
			l.Vals[p] = &lower.Value{Regs: []mir.Reg{w0, w1}}
			stackOff += 16
			continue
		}
		ls, err := l.argLeaves(p.Typ)
		if err != nil {
			return err
		}
		var regs []mir.Reg
		for _, t := range ls {
			if classOf(t) == mir.FPR {
				d := l.newFPR()
				if fi < 8 {
					l.CopyTo(d, isa.XMM(fi))
					if isVec(t) {
						l.info.VecParams = l.info.VecParams.Add(isa.XMM(fi))
					}
					fi++
				} else {
					if isVec(t) && l.Layout.Size(t) > 8 {
						return l.Unsupported("vector parameter passed on the stack")
					}
					l.emit(isa.Load, []mir.Reg{d}, nil, &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: -1, Incoming: true, Disp: stackOff}, Bits: lower.FloatBits(t), FP: true, Param: true})
					stackOff += 8
				}
				regs = append(regs, d)
				continue
			}
			d := l.newGPR()
			if gi < 6 {
				l.CopyTo(d, isa.ArgGPRs[gi])
				gi++
			} else {
				l.emit(isa.Load, []mir.Reg{d}, nil, &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: -1, Incoming: true, Disp: stackOff}, Bits: 64, Param: true})
				stackOff += 8
			}
			regs = append(regs, d)
		}
		if lower.HasParamAttr(p.Attrs, "sret") && len(regs) == 1 {
			l.sretReg = regs[0]
		}
		l.Vals[p] = &lower.Value{Regs: regs}
	}
	if l.IR.Sig.Variadic {
		l.saveArgRegs(gi, fi, stackOff)
	}
	return nil
}

// ---- instructions

func (l *fn) bitcast(in, x value.Value, to types.Type) error {
	from := x.Type()
	if lower.IsFloat(from) == lower.IsFloat(to) {
		return l.Alias(in, x)
	}
	if _, ok := from.(*types.VectorType); ok {
		return l.Unsupported("bitcast of a vector")
	}
	if _, ok := to.(*types.VectorType); ok {
		return l.Unsupported("bitcast to a vector")
	}
	if lower.IsFloat(to) {
		return l.cvt(in, x, "gpr2xmm", intBits(from), lower.FloatBits(to), mir.FPR)
	}
	return l.cvt(in, x, "xmm2gpr", lower.FloatBits(from), intBits(to), mir.GPR)
}

func (l *fn) cvt(in, from value.Value, op string, fb, tb int, c mir.Class) error {
	x, err := l.Reg(from)
	if err != nil {
		return err
	}
	d := l.F.NewReg(c)
	l.emit(isa.Cvt, []mir.Reg{d}, []mir.Reg{x}, &isa.CvtKind{Op: op, FromBits: fb, ToBits: tb})
	l.Def(in, d)
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
	l.Def(in, d)
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

func (l *fn) load(in *ir.InstLoad) error {
	ls, err := l.Leaves(in.ElemType)
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
		if lower.IsFloat(t) {
			d = l.newFPR()
			m.Bits, m.FP = lower.FloatBits(t), true
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
		ld := l.emit(isa.Load, []mir.Reg{d}, append([]mir.Reg(nil), uses...), &m)
		if len(ls) == 1 {
			l.noteFoldable(in, ld)
		}
		regs = append(regs, d)
	}
	l.Def(in, regs...)
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
			base := l.Layout.FieldOffset(tt, i)
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
		sz := l.Layout.Size(tt.ElemType)
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
	ls, err := l.Leaves(t)
	if err != nil {
		return err
	}
	mem, uses, err := l.address(in.Dst)
	if err != nil {
		return err
	}
	offs := l.leafOffsets(t)
	// Scalar integer constants and null pointers are stored as
	// immediates.
	c, isInt := in.Src.(*constant.Int)
	if v, ok := cmpImm(in.Src); ok && len(ls) == 1 && (!isInt || c.Typ.BitSize == 1 || regularWidth(int(c.Typ.BitSize))) {
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
	regs, err := l.Regs(in.Src)
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
		if lower.IsFloat(t) {
			m.Bits, m.FP = lower.FloatBits(t), true
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
	if to := lower.OpBits(to); sign && (from == 8 || from == 16 || from == 32) && from < to {
		// A load that only this extension reads becomes a
		// sign-extending load: "movslq 4(%rax), %rcx".
		if addr, regs, ok := l.foldLoad(v, from, mir.GPR, 0, 2); ok {
			d := l.newGPR()
			l.emit(isa.Load, []mir.Reg{d}, regs, &isa.Mem{Addr: *addr, Bits: from, Sign: true, Wide: to == 64})
			return d, nil
		}
	}
	r, err := l.Reg(v)
	if err != nil {
		return 0, err
	}
	if from == 1 && cleanBool(v, map[*ir.InstPhi]bool{}) {
		l.setZeroAbove(r, 1)
	}
	return l.ext(r, from, to, sign), nil
}

// cleanBool reports whether i1 value v is always 0 or 1 in a whole
// register: a scalar compare (setcc and movzbl), the constant 0 or 1
// (movl), or a phi of such values (mainGtU's result, zero-extended for
// its return). A cycle of phis (seen) adds no other value.
func cleanBool(v value.Value, seen map[*ir.InstPhi]bool) bool {
	switch v := v.(type) {
	case *ir.InstICmp, *ir.InstFCmp, *constant.Int:
		_, scalar := v.Type().(*types.IntType)
		return scalar
	case *ir.InstPhi:
		if seen[v] {
			return true
		}
		seen[v] = true
		for _, inc := range v.Incs {
			if !cleanBool(inc.X, seen) {
				return false
			}
		}
		return true
	}
	return false
}

func (l *fn) ext(r mir.Reg, from, to int, sign bool) mir.Reg {
	if from >= 64 || from == to && from >= 32 {
		return r
	}
	if from == 1 {
		d := r
		if n, ok := l.zeroAbove[r]; !ok || n > 1 {
			d = l.tied(isa.ALUImm, r, nil, &isa.Arith{Op: isa.And, Bits: 32, Imm: 1})
		}
		if sign {
			d = l.tied(isa.Unary, d, nil, &isa.Arith{Op: isa.Neg, Bits: lower.OpBits(to)})
		}
		return d
	}
	if !regularWidth(from) {
		return l.extOdd(r, from, sign)
	}
	if n, ok := l.zeroAbove[r]; ok && (n <= from && !sign || n < from && sign) {
		// Already zero from bit from up (and, for a sign extension,
		// from bit from-1: the sign is 0).
		return r
	}
	// The machine extends to 32 or 64 bits (i40 and such are 64-bit
	// values with the convention's unspecified upper bits).
	to = lower.OpBits(to)
	d := l.newGPR()
	l.emit(isa.Ext, []mir.Reg{d}, []mir.Reg{r}, &isa.ExtKind{From: from, To: to, Sign: sign})
	return d
}

// binary lowers an integer binary operation of type t.
func (l *fn) binary(op string, x, y value.Value, t types.Type) (mir.Reg, error) {
	if _, ok := t.(*types.VectorType); ok {
		return 0, l.Unsupported("vector " + op)
	}
	bits := intBits(t)
	if bits == 0 || bits > 64 {
		return 0, l.Unsupported(fmt.Sprintf("%s on %s", op, t))
	}
	ob := lower.OpBits(bits)
	switch op {
	case "add", "sub", "and", "or", "xor", "mul":
		if _, ok := y.(*constant.Int); !ok && op != "sub" && l.isPendingLoad(x) && !l.isPendingLoad(y) {
			// Commuted, so that the load is the operand read from
			// memory.
			x, y = y, x
		}
		a, err := l.Reg(x)
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
			if op == "and" {
				// A mask of the low 8, 16 or 32 bits is a zero
				// extension (movzbl, movzwl, movl), which needs no
				// copy when a stays live.
				switch {
				case v == 0xff:
					return l.ext(a, 8, ob, false), nil
				case v == 0xffff:
					return l.ext(a, 16, ob, false), nil
				case ob == 64 && v == 0xffffffff:
					return l.ext(a, 32, 64, false), nil
				case ob == 64 && v >= 1<<31 && v < 1<<32:
					// A mask of the low 32 bits that no imm32
					// sign-extends to: a 32-bit and, which zeroes
					// the upper half, takes it as is (the trip count
					// of an unrolled loop, and i64 %n, 4294967292:
					// andl $-4, %ecx, as llc-14 writes it).
					return l.tied(isa.ALUImm, a, nil, &isa.Arith{Op: isa.And, Bits: 32, Imm: int64(int32(v))}), nil
				}
			}
			if v == int64(int32(v)) {
				if op == "mul" {
					d := l.newGPR()
					if v == 3 || v == 5 || v == 9 {
						// a + a*2, a + a*4, a + a*8 as llc-14 writes
						// them: leal (%rdi,%rdi,2), %eax.
						l.emit(isa.Lea, []mir.Reg{d}, []mir.Reg{a, a}, &isa.Mem{Addr: isa.Addr{BaseIdx: 0, IndexIdx: 1, Frame: -1, Scale: v - 1}, Bits: ob})
						return d, nil
					}
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
		if m, mu, ok := l.foldLoad(y, ob, mir.GPR, 1, 2); ok {
			return l.tied(isa.ALU, a, mu, &isa.Arith{Op: aop, Bits: ob, Mem: m}), nil
		}
		b, err := l.Reg(y)
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
			a, err = l.Reg(x)
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
		b, err := l.Reg(y)
		if err != nil {
			return 0, err
		}
		l.CopyTo(isa.RCX, b)
		return l.tied(isa.Shift, a, []mir.Reg{isa.RCX}, &isa.Arith{Op: sop, Bits: ob}), nil
	case "sdiv", "udiv", "srem", "urem":
		return l.divide(op, x, y, bits, ob)
	}
	return 0, l.Unsupported("operation " + op)
}

// divide lowers op (sdiv, udiv, srem or urem) of x by y, bits wide, at
// operation width ob: by a constant with lower.DivByConst, else with div
// or idiv. Where the block also takes the other of quotient and
// remainder of the same operands (lower.DivPartner), the first of the two
// leaves the quotient (by a constant) or both results of the divide
// instruction for the second (lower/divrem.go).
func (l *fn) divide(op string, x, y value.Value, bits, ob int) (mir.Reg, error) {
	signed, rem := op[0] == 's', op[1:] == "rem"
	zext := func(r mir.Reg) mir.Reg {
		if !signed && bits < ob {
			// The quotient and the remainder of two values
			// zero-extended from bits fit in bits.
			l.setZeroAbove(r, bits)
		}
		return r
	}
	if s, ok := l.SharedDiv(signed, x, y, bits); ok {
		switch {
		case !rem:
			return s.Q, nil
		case s.R != 0:
			return s.R, nil
		}
		r, err := s.RemainderByConst(divOps{l, ob}, signed, y, bits, ob)
		return zext(r), err
	}
	partner := l.DivPartner(x, y)
	a, err := l.extend(x, bits, ob, signed)
	if err != nil {
		return 0, err
	}
	if _, ok := y.(*constant.Int); ok {
		d, q, ok, err := l.DivideByConst(divOps{l, ob}, op, x, y, a, bits, ob, partner)
		if err != nil {
			return 0, err
		}
		if q != 0 {
			zext(q)
		}
		if ok {
			return zext(d), nil
		}
	}
	b, err := l.extend(y, bits, ob, signed)
	if err != nil {
		return 0, err
	}
	l.CopyTo(isa.RAX, a)
	dk := &isa.DivKind{Bits: ob, Signed: signed}
	if signed {
		l.emit(isa.Cqo, []mir.Reg{isa.RDX}, []mir.Reg{isa.RAX}, dk)
	} else {
		l.emit(isa.MovImm, []mir.Reg{isa.RDX}, nil, &isa.Imm{Val: 0, Bits: 32})
	}
	l.emit(isa.Div, []mir.Reg{isa.RAX, isa.RDX}, []mir.Reg{isa.RAX, isa.RDX, b}, dk)
	if partner {
		q, r := l.newGPR(), l.newGPR()
		l.CopyTo(q, isa.RAX)
		l.CopyTo(r, isa.RDX)
		l.ShareDiv(signed, x, y, bits, lower.DivShare{A: a, B: b, Q: zext(q), R: zext(r)})
		if rem {
			return r, nil
		}
		return q, nil
	}
	d := l.newGPR()
	if rem {
		l.CopyTo(d, isa.RDX)
	} else {
		l.CopyTo(d, isa.RAX)
	}
	return zext(d), nil
}

func (l *fn) bin(in value.Value, op string, x, y value.Value) error {
	if intBits(in.Type()) > 64 {
		return l.wideBin(in, op, x, y)
	}
	r, err := l.binary(op, x, y, in.Type())
	if err != nil {
		return err
	}
	l.Def(in, r)
	return nil
}

func (l *fn) fbin(in value.Value, op string, x, y value.Value) error {
	if isX87(in.Type()) {
		return l.x87Bin(in, op, x, y)
	}
	if !lower.IsFloat(in.Type()) {
		return l.Unsupported(fmt.Sprintf("f%s on %s", op, in.Type()))
	}
	bits := lower.FloatBits(in.Type())
	if (op == "add" || op == "mul") && l.isPendingLoad(x) && !l.isPendingLoad(y) {
		x, y = y, x // commuted, so that the load is the operand read from memory
	}
	a, err := l.Reg(x)
	if err != nil {
		return err
	}
	if m, mu, ok := l.foldLoad(y, bits, mir.FPR, 1, 2); ok {
		l.Def(in, l.tied(isa.FALU, a, mu, &isa.FOp{Op: op, Bits: bits, Mem: m}))
		return nil
	}
	b, err := l.Reg(y)
	if err != nil {
		return err
	}
	l.Def(in, l.tied(isa.FALU, a, []mir.Reg{b}, &isa.FOp{Op: op, Bits: bits}))
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
	return l.tied(isa.FUnary, x, nil, &isa.FOp{Op: op, Bits: bits, Mask: l.Pool(b, 16)})
}

// ---- compares

// cond lowers the compare c into a Cond over uses (appended to uses).
func (l *fn) cond(c value.Value, uses []mir.Reg) (isa.Cond, []mir.Reg, error) {
	idx := len(uses)
	if l.Fused[c] {
		switch c := c.(type) {
		case *ir.InstICmp:
			return l.icmpCond(c.Pred, c.X, c.Y, uses)
		case *ir.InstFCmp:
			return l.fcmpCond(c.Pred, c.X, c.Y, uses)
		}
	}
	r, err := l.Reg(c)
	if err != nil {
		return isa.Cond{}, nil, err
	}
	return isa.Cond{CondIdx: idx, Test: true, Bits: 8}, append(uses, r), nil
}

// maskTest is the condition of "icmp eq|ne (and x, C), 0" (a mask of
// foldPlan): "test $C, x", with x read from memory when it is a load that
// may be folded.
func (l *fn) maskTest(c isa.Cond, a *ir.InstAnd, uses []mir.Reg) (isa.Cond, []mir.Reg, error) {
	c.HasImm, c.Imm, c.Mask = true, lower.IntValue(a.Y.(*constant.Int)), true
	if m, mu, ok := l.foldLoad(a.X, c.Bits, mir.GPR, len(uses), maxGPRUses-l.gprUses(uses)); ok {
		c.Mem, c.MemX = m, true
		return c, append(uses, mu...), nil
	}
	r, err := l.Reg(a.X)
	return c, append(uses, r), err
}

var ipred = map[enum.IPred]isa.CC{
	enum.IPredEQ: isa.CCEq, enum.IPredNE: isa.CCNe, enum.IPredSLT: isa.CCLt, enum.IPredSLE: isa.CCLe,
	enum.IPredSGT: isa.CCGt, enum.IPredSGE: isa.CCGe, enum.IPredULT: isa.CCB, enum.IPredULE: isa.CCBe,
	enum.IPredUGT: isa.CCA, enum.IPredUGE: isa.CCAe,
}

// cmpImm is the value of a constant operand that an instruction may hold
// as an immediate: an integer, or a null pointer (0).
func cmpImm(y value.Value) (int64, bool) {
	switch k := y.(type) {
	case *constant.Int:
		return lower.IntValue(k), true
	case *constant.Null:
		return 0, true
	}
	return 0, false
}

func (l *fn) icmpCond(p enum.IPred, x, y value.Value, uses []mir.Reg) (isa.Cond, []mir.Reg, error) {
	t := x.Type()
	if _, ok := t.(*types.VectorType); ok {
		return isa.Cond{}, nil, l.Unsupported("vector icmp")
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
	if a, ok := x.(*ir.InstAnd); ok && l.plan().masks[a] {
		return l.maskTest(c, a, uses)
	}
	if k, ok := cmpImm(y); ok {
		v := k
		if bits < 64 {
			v = v << uint(64-bits) >> uint(64-bits)
		}
		if v == int64(int32(v)) {
			c.HasImm, c.Imm = true, v
			if m, mu, ok := l.foldLoad(x, bits, mir.GPR, len(uses), maxGPRUses-l.gprUses(uses)); ok {
				c.Mem, c.MemX = m, true
				return c, append(uses, mu...), nil
			}
			a, err := l.Reg(x)
			return c, append(uses, a), err
		}
	}
	room := maxGPRUses - l.gprUses(uses) - 1
	if l.isPendingLoad(x) && !l.isPendingLoad(y) {
		// "cmp y, mem": the first operand read from memory.
		b, err := l.Reg(y)
		if err != nil {
			return c, nil, err
		}
		if m, mu, ok := l.foldLoad(x, bits, mir.GPR, len(uses)+1, room); ok {
			c.Mem, c.MemX = m, true
			return c, append(append(uses, b), mu...), nil
		}
		a, err := l.Reg(x)
		return c, append(uses, a, b), err
	}
	a, err := l.Reg(x)
	if err != nil {
		return c, nil, err
	}
	uses = append(uses, a)
	if m, mu, ok := l.foldLoad(y, bits, mir.GPR, len(uses), room); ok {
		c.Mem = m
		return c, append(uses, mu...), nil
	}
	b, err := l.Reg(y)
	if err != nil {
		return c, nil, err
	}
	return c, append(uses, b), nil
}

func (l *fn) fcmpCond(p enum.FPred, x, y value.Value, uses []mir.Reg) (isa.Cond, []mir.Reg, error) {
	if isX87(x.Type()) {
		r, err := l.x87Cmp(lower.FCond(p), x, y)
		return isa.Cond{CondIdx: len(uses), Test: true, Bits: 8}, append(uses, r), err
	}
	if !lower.IsFloat(x.Type()) {
		return isa.Cond{}, nil, l.Unsupported("fcmp on " + x.Type().String())
	}
	c := isa.Cond{CondIdx: len(uses), Float: true, FC: lower.FCond(p), Bits: lower.FloatBits(x.Type())}
	// ucomis reads from memory the operand it compares the other with:
	// y, or x when the predicate is evaluated with its operands
	// exchanged.
	reg, mem := x, y
	if isa.Swapped(c.FC) {
		reg, mem = y, x
	}
	r, err := l.Reg(reg)
	if err != nil {
		return c, nil, err
	}
	if m, mu, ok := l.foldLoad(mem, c.Bits, mir.FPR, len(uses)+1, maxGPRUses-l.gprUses(uses)); ok {
		c.Mem, c.MemX = m, mem == x
		return c, append(append(uses, r), mu...), nil
	}
	o, err := l.Reg(mem)
	if err != nil {
		return c, nil, err
	}
	if reg == x {
		return c, append(uses, r, o), nil
	}
	return c, append(uses, o, r), nil
}

// compareThrough makes the operands of a select's compare (uses[from:])
// that read y, the value its tied operand t copies, read t instead: the
// same bits, and y's last read is then the copy, whose register t (and
// the select's def) can take. "with > best ? with : best" otherwise kept
// best in its register for the compare beside t and copied it (a move per
// iteration of dp.c's knapsack loop, where llc-14 compares and cmovs into
// the register the load wrote). A FP select's compare reads XMM
// registers, the values' class: the same rule holds.
func compareThrough(uses []mir.Reg, from int, y, t mir.Reg) {
	for k := from; k < len(uses); k++ {
		if uses[k] == y {
			uses[k] = t
		}
	}
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
		case mir.FOeq, mir.FUne:
			defs = append(defs, l.newGPR()) // scratch for the parity flag
		}
	}
	l.emit(isa.SetCC, defs, uses, &isa.CondOp{Cond: cd})
	return d, nil
}

// SelectReg implements lower.ArithSelector.
func (l *fn) SelectReg(cond value.Value, x, y mir.Reg) (mir.Reg, error) {
	t := l.CopyOf(y)
	cd, uses, err := l.cond(cond, []mir.Reg{t, x})
	if err != nil {
		return 0, err
	}
	compareThrough(uses, 2, y, t)
	d := l.F.NewReg(l.F.ClassOf(t))
	in := l.emit(isa.Select, []mir.Reg{d}, uses, &isa.CondOp{Cond: cd, FP: l.F.ClassOf(t) == mir.FPR})
	in.Tied = 0
	return d, nil
}

// ---- conversions

func (l *fn) intToFP(in, from value.Value, to types.Type, signed bool) error {
	if !lower.IsFloat(to) {
		return l.Unsupported("conversion to " + to.String())
	}
	fb := intBits(from.Type())
	tb := lower.FloatBits(to)
	if fb > 64 || fb == 0 {
		return l.Unsupported("conversion from " + from.Type().String())
	}
	if signed || fb < 64 {
		x, err := l.extend(from, fb, 64, signed)
		if err != nil {
			return err
		}
		d := l.newFPR()
		l.emit(isa.Cvt, []mir.Reg{d}, []mir.Reg{x}, &isa.CvtKind{Op: "si2f", FromBits: 64, ToBits: tb})
		l.Def(in, d)
		return nil
	}
	// Unsigned 64-bit: a library-free sequence with one scratch GPR:
	// (x >> 1 | x & 1) * 2 when the top bit is set.
	x, err := l.Reg(from)
	if err != nil {
		return err
	}
	d := l.newFPR()
	cv := l.emit(isa.Cvt, []mir.Reg{d, l.newGPR()}, []mir.Reg{x}, &isa.CvtKind{Op: "u64_2f", FromBits: 64, ToBits: tb})
	cv.EarlyClobber = true
	l.Def(in, d)
	return nil
}

func (l *fn) fpToInt(in, from value.Value, to types.Type, signed bool) error {
	tb := intBits(to)
	if !lower.IsFloat(from.Type()) || tb == 0 || tb > 64 {
		return l.Unsupported(fmt.Sprintf("conversion from %s to %s", from.Type(), to))
	}
	x, err := l.Reg(from)
	if err != nil {
		return err
	}
	d := l.newGPR()
	fb := lower.FloatBits(from.Type())
	if signed || tb < 64 {
		// Unsigned below 64 bits fits in a signed 64-bit conversion.
		bits := 64
		if signed && tb <= 32 {
			bits = 32
		}
		l.emit(isa.Cvt, []mir.Reg{d}, []mir.Reg{x}, &isa.CvtKind{Op: "f2si", FromBits: fb, ToBits: bits})
		l.Def(in, d)
		return nil
	}
	// Unsigned 64-bit: subtract 2^63 when the value is large (one
	// scratch XMM register).
	cv := l.emit(isa.Cvt, []mir.Reg{d, l.newFPR()}, []mir.Reg{x}, &isa.CvtKind{Op: "f2u64", FromBits: fb, ToBits: 64})
	cv.EarlyClobber = true
	l.Def(in, d)
	return nil
}

// ---- aggregates

// ---- terminators

// switchChain lowers a switch as a chain of compares (lower.Func.SwitchChain).
func (l *fn) switchChain(t *ir.TermSwitch) error {
	bits := intBits(t.X.Type())
	if bits == 0 || bits > 64 {
		return l.Unsupported("switch on " + t.X.Type().String())
	}
	x, err := l.extend(t.X, bits, lower.OpBits(bits), false)
	if err != nil {
		return err
	}
	return l.SwitchChain(t, func(k *constant.Int, yes, no *mir.Block) error {
		v := lower.IntValue(k)
		if bits < 64 {
			v &= int64(uint64(1)<<uint(bits) - 1)
		}
		cd := isa.Cond{CondIdx: 0, CC: isa.CCEq, Bits: lower.OpBits(bits)}
		uses := []mir.Reg{x}
		if v == int64(int32(v)) && !(lower.OpBits(bits) == 32 && v > math.MaxInt32) {
			cd.HasImm, cd.Imm = true, v
		} else if lower.OpBits(bits) == 32 {
			cd.HasImm, cd.Imm = true, int64(int32(uint32(v)))
		} else {
			uses = append(uses, l.movImm(v, 64))
		}
		l.cmpBr(cd, uses, yes, no)
		return nil
	})
}

// cmpBr ends the current block with "if cd goto yes else no".
func (l *fn) cmpBr(cd isa.Cond, uses []mir.Reg, yes, no *mir.Block) {
	in := l.emit(isa.CmpBr, nil, uses, &isa.CondOp{Cond: cd})
	in.Term = true
	mir.AddEdge(l.Cur, yes)
	mir.AddEdge(l.Cur, no)
}

func (l *fn) ret(x value.Value) error {
	var uses []mir.Reg
	if x != nil && isX87(x.Type()) {
		if err := l.x87Ret(x); err != nil {
			return err
		}
	} else if x != nil {
		ls, err := l.argLeaves(x.Type())
		if err != nil {
			return err
		}
		regs, err := l.Regs(x)
		if err != nil {
			return err
		}
		ext, sign := lower.RetExt(l.IR.ReturnAttrs)
		gi, fi := 0, 0
		for i, ty := range ls {
			r := regs[i]
			if classOf(ty) == mir.FPR {
				if isVec(ty) && fi < 4 && len(ls) <= 4 {
					// Vectors come back in XMM0-XMM3 (a vector of
					// up to 512 bits without AVX).
					l.CopyTo(isa.XMM(fi), r)
					uses = append(uses, isa.XMM(fi))
					fi++
					continue
				}
				if fi >= 2 {
					return l.Unsupported("return of more than two floating-point values")
				}
				l.CopyTo(isa.XMM(fi), r)
				uses = append(uses, isa.XMM(fi))
				fi++
				continue
			}
			if gi >= 2 {
				return l.Unsupported("return of more than two integer values")
			}
			if b := intBits(ty); ext && b < 32 {
				r = l.ext(r, b, 32, sign)
			}
			pr := []mir.Reg{isa.RAX, isa.RDX}[gi]
			l.CopyTo(pr, r)
			uses = append(uses, pr)
			gi++
		}
	} else if l.sretReg != 0 {
		l.CopyTo(isa.RAX, l.sretReg)
		uses = append(uses, isa.RAX)
	}
	in := l.emit(isa.Ret, nil, uses, nil)
	in.Term = true
	return nil
}
