package x86

// Vectors (clang's loop and SLP vectorizers) on SSE2, the instruction set
// of llc-14's default x86-64 CPU.
//
// A vector value lives in XMM registers (class FPR): one register per 128
// bits, lane i at byte i*lane/8 of the concatenated registers. Vectors
// narrower than 128 bits use the low part of one register; the rest is
// unspecified. A vector of i1 (the result of a vector compare) is a lane
// mask: lanes of maskBits(n) bits, all ones for true, all zeros for false.
// A vector value is 16 bytes wide however it was made, so it gets a 16-byte
// spill slot: mir.DeriveSpillBytes derives that from the instructions
// (Target.DefBytes), once the function is lowered.
//
// Common operations map to SSE2 instructions directly. Everything else is
// scalarised: the operands go through a 16-byte aligned stack temporary,
// each lane is loaded into a scalar register, the scalar form of the
// instruction is lowered by the scalar instruction selector, and the
// results are stored back lane by lane and reloaded.

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

// vecState is the per-function state of vector lowering.
type vecState struct {
	tmps  []int // frame objects used as temporaries, by role
	lanes int   // lane values made so far (names)
}

func (l *fn) vs() *vecState {
	if l.vec == nil {
		l.vec = &vecState{}
	}
	return l.vec
}

// tmp returns the frame object of temporary k, at least size bytes.
func (l *fn) vecTmp(k int, size int64) int {
	s := l.vs()
	for len(s.tmps) <= k {
		l.F.Frame = append(l.F.Frame, mir.FrameObject{Size: 16, Align: 16})
		s.tmps = append(s.tmps, len(l.F.Frame)-1)
	}
	fo := s.tmps[k]
	if l.F.Frame[fo].Size < size {
		l.F.Frame[fo].Size = size
	}
	return fo
}

// ---- types

func isVec(t types.Type) bool {
	_, ok := t.(*types.VectorType)
	return ok
}

// vinfo describes how a vector type is held.
type vinfo struct {
	n     int // lanes
	eb    int // lane bits in registers and temporaries
	float bool
	i1    bool
	elem  types.Type
	parts int
}

func (v *vinfo) bits() int { return v.n * v.eb }

// memBits is the width of one register's memory access.
func (v *vinfo) memBits() int {
	if v.bits() < 128 {
		return v.bits()
	}
	return 128
}

// maskBits is the lane width of an n-lane mask: it fills one register
// when it can.
func maskBits(n int) int {
	switch {
	case n >= 16:
		return 8
	case n <= 2:
		return 64
	}
	return 128 / n
}

func (l *fn) vinfoOf(t types.Type) (*vinfo, error) {
	vt, ok := t.(*types.VectorType)
	if !ok {
		return nil, l.Unsupported("vector operation on " + t.String())
	}
	v := &vinfo{n: int(vt.Len), elem: vt.ElemType}
	switch et := vt.ElemType.(type) {
	case *types.IntType:
		switch et.BitSize {
		case 1:
			v.i1, v.eb = true, maskBits(v.n)
		case 8, 16, 32, 64:
			v.eb = int(et.BitSize)
		}
	case *types.PointerType:
		v.eb = 64
	case *types.FloatType:
		if lower.IsFloat(et) {
			v.float, v.eb = true, lower.FloatBits(et)
		}
	}
	if v.eb == 0 || v.n == 0 {
		return nil, l.Unsupported("vector type " + t.String())
	}
	switch b := v.bits(); {
	case b == 16 || b == 32 || b == 64 || b%128 == 0:
		v.parts = (b + 127) / 128
	default:
		return nil, l.Unsupported(fmt.Sprintf("vector type %s (%d bits)", t, b))
	}
	return v, nil
}

// vecLeaves is the leaf list of a vector type that travels as one value
// (arguments, returns, aggregates).
func (l *fn) vecLeaves(t *types.VectorType) ([]types.Type, error) {
	if _, ok := x87Vec(t); ok {
		return x87VecLeaves(t), nil
	}
	v, err := l.vinfoOf(t)
	if err != nil {
		return nil, err
	}
	if v.parts != 1 {
		return nil, l.Unsupported(fmt.Sprintf("vector type %s wider than 128 bits as an argument, result or aggregate member", t))
	}
	l.vs() // XMM values of this function may be vectors: 16-byte slots
	return []types.Type{t}, nil
}

// argLeaves is the leaf list of an argument or a result of type t: a
// vector wider than 128 bits travels, as llc-14 passes it without AVX, as
// its 128-bit parts in consecutive XMM registers (lanes 0.. first); any
// other type as Leaves gives it.
func (l *fn) argLeaves(t types.Type) ([]types.Type, error) {
	vt, ok := t.(*types.VectorType)
	if !ok {
		return l.Leaves(t)
	}
	if _, ok := x87Vec(t); ok {
		return nil, l.Unsupported(fmt.Sprintf("%s as an argument or result", t))
	}
	v, err := l.vinfoOf(vt)
	if err != nil {
		return nil, err
	}
	if v.parts <= 1 || v.i1 {
		return l.Leaves(t)
	}
	l.vs()
	part := types.NewVector(uint64(128/v.eb), vt.ElemType)
	ls := make([]types.Type, v.parts)
	for i := range ls {
		ls[i] = part
	}
	return ls, nil
}

// vecLeafLoad loads a vector member of an aggregate.
func (l *fn) vecLeafLoad(m *isa.Mem, uses []mir.Reg, t types.Type) mir.Reg {
	v, _ := l.vinfoOf(t)
	return l.loadPart(*m, uses, v, false)
}

// vecLeafStore stores a vector member of an aggregate.
func (l *fn) vecLeafStore(m *isa.Mem, uses []mir.Reg, r mir.Reg, t types.Type) {
	v, _ := l.vinfoOf(t)
	l.storePart(*m, uses, r, v, false)
}

// loadPart loads one register of a vector of shape v from m.
func (l *fn) loadPart(m isa.Mem, uses []mir.Reg, v *vinfo, aligned bool) mir.Reg {
	m.Bits = v.memBits()
	uses = append([]mir.Reg(nil), uses...)
	if m.Bits <= 16 {
		t := l.newGPR()
		l.emit(isa.Load, []mir.Reg{t}, uses, &m)
		return l.toXMM(t, 32)
	}
	d := l.newVec()
	l.emit(isa.VLoad, []mir.Reg{d}, uses, &isa.VMem{Mem: m, Aligned: aligned})
	return d
}

// storePart stores one register of a vector of shape v to m.
func (l *fn) storePart(m isa.Mem, uses []mir.Reg, r mir.Reg, v *vinfo, aligned bool) {
	m.Bits = v.memBits()
	if m.Bits <= 16 {
		l.emit(isa.Store, nil, append([]mir.Reg{l.fromXMM(r, 32)}, uses...), &m)
		return
	}
	l.emit(isa.VStore, nil, append([]mir.Reg{r}, uses...), &isa.VMem{Mem: m, Aligned: aligned})
}

// ---- small builders

func (l *fn) newVec() mir.Reg {
	l.vs()
	return l.newFPR()
}

// vop2 emits the two-address d = a op b.
func (l *fn) vop2(mn string, a, b mir.Reg) mir.Reg {
	return l.tied(isa.VOp, a, []mir.Reg{b}, &isa.VecOp{Mn: mn})
}

// vopImm emits the two-address d = op(a, b) with an immediate; b may be
// absent.
func (l *fn) vopImm(mn string, imm int64, a mir.Reg, b ...mir.Reg) mir.Reg {
	return l.tied(isa.VOp, a, b, &isa.VecOp{Mn: mn, Imm: imm, HasImm: true})
}

// vop1 emits the untied d = op src, with d of class c.
func (l *fn) vop1(mn string, imm int64, hasImm bool, src mir.Reg, c mir.Class, gprBits int) mir.Reg {
	d := l.F.NewReg(c)
	l.emit(isa.VOp, []mir.Reg{d}, []mir.Reg{src}, &isa.VecOp{Mn: mn, Imm: imm, HasImm: hasImm, GPRBits: gprBits})
	return d
}

func (l *fn) pshufd(imm int64, src mir.Reg) mir.Reg {
	return l.vop1("pshufd", imm, true, src, mir.FPR, 0)
}

// toXMM moves a GPR of bits (32 or 64) into the low lane of an XMM.
func (l *fn) toXMM(r mir.Reg, bits int) mir.Reg {
	if bits == 64 {
		return l.vop1("movq", 0, false, r, mir.FPR, 64)
	}
	return l.vop1("movd", 0, false, r, mir.FPR, 32)
}

// fromXMM moves the low 32 or 64 bits of an XMM to a GPR.
func (l *fn) fromXMM(r mir.Reg, bits int) mir.Reg {
	if bits == 64 {
		return l.vop1("movq", 0, false, r, mir.GPR, 64)
	}
	return l.vop1("movd", 0, false, r, mir.GPR, 32)
}

func (l *fn) vconst(ci *isa.VConstInfo) mir.Reg {
	d := l.newVec()
	l.emit(isa.VConst, []mir.Reg{d}, nil, ci)
	return d
}

func (l *fn) ones() mir.Reg { return l.vconst(&isa.VConstInfo{Ones: true}) }

// splatBytes is a 16-byte constant with every lane of eb bits set to v.
func splatBytes(v uint64, eb int) []byte {
	var b []byte
	for len(b) < 16 {
		for i := 0; i < eb/8; i++ {
			b = append(b, byte(v>>(8*uint(i))))
		}
	}
	return b
}

func (l *fn) poolVec(b []byte) mir.Reg {
	return l.vconst(&isa.VConstInfo{Label: l.Pool(b, 16)})
}

// frameMem is a memory operand in frame object fo at off.
func frameMem(fo int, off int64, bits int) *isa.Mem {
	return &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: fo, Scale: 1, Disp: off}, Bits: bits}
}

// laneVal is a scalar lane held in a register, standing in for an IR
// value while an instruction is scalarised.
type laneVal struct {
	t  types.Type
	id int
}

func (v *laneVal) String() string   { return v.t.String() + " " + v.Ident() }
func (v *laneVal) Type() types.Type { return v.t }
func (v *laneVal) Ident() string    { return fmt.Sprintf("%%lane.%d", v.id) }

func (l *fn) regVal(t types.Type, r mir.Reg) value.Value {
	s := l.vs()
	s.lanes++
	v := &laneVal{t: t, id: s.lanes}
	l.Vals[v] = &lower.Value{Regs: []mir.Reg{r}}
	return v
}

// regsVal wraps registers holding a value of type t as an IR value.
func (l *fn) regsVal(t types.Type, regs []mir.Reg) value.Value {
	s := l.vs()
	s.lanes++
	v := &laneVal{t: t, id: s.lanes}
	l.Vals[v] = &lower.Value{Regs: regs}
	return v
}

// ---- memory round trips

// spillVec stores the registers of a vector to temporary k and returns the
// frame object.
func (l *fn) spillVec(k int, regs []mir.Reg, v *vinfo) int {
	fo := l.vecTmp(k, int64(16*len(regs)))
	for p, r := range regs {
		m := &isa.VMem{Mem: *frameMem(fo, int64(16*p), 128), Aligned: true}
		l.emit(isa.VStore, nil, []mir.Reg{r}, m)
	}
	return fo
}

// reloadVec loads a vector of v's shape from frame object fo.
func (l *fn) reloadVec(fo int, v *vinfo) []mir.Reg {
	var out []mir.Reg
	for p := 0; p < v.parts; p++ {
		d := l.newVec()
		l.emit(isa.VLoad, []mir.Reg{d}, nil, &isa.VMem{Mem: *frameMem(fo, int64(16*p), 128), Aligned: true})
		out = append(out, d)
	}
	return out
}

// loadLane loads lane i of a vector stored in fo as a scalar register
// (an i1 lane as its mask, whose low bit is the value).
func (l *fn) loadLane(fo int, v *vinfo, i int) mir.Reg {
	m := frameMem(fo, int64(i*v.eb/8), v.eb)
	if v.float {
		m.FP = true
		d := l.newFPR()
		l.emit(isa.Load, []mir.Reg{d}, nil, m)
		return d
	}
	d := l.newGPR()
	l.emit(isa.Load, []mir.Reg{d}, nil, m)
	return d
}

// storeLane stores scalar r as lane i of a vector in fo.
func (l *fn) storeLane(fo int, v *vinfo, i int, r mir.Reg) {
	m := frameMem(fo, int64(i*v.eb/8), v.eb)
	if v.float {
		m.FP = true
	} else if v.i1 {
		r = l.tied(isa.ALUImm, r, nil, &isa.Arith{Op: isa.And, Bits: 32, Imm: 1})
		r = l.tied(isa.Unary, r, nil, &isa.Arith{Op: isa.Neg, Bits: lower.OpBits(v.eb)})
	}
	l.emit(isa.Store, nil, []mir.Reg{r}, m)
}

// laneSource gives the lanes of one operand of a scalarised instruction.
type laneSource struct {
	v     *vinfo
	fo    int
	elems []constant.Constant // constant vector
}

// lanesOf prepares operand x (temporary k) for lane access.
func (l *fn) lanesOf(k int, x value.Value) (*laneSource, error) {
	v, err := l.vinfoOf(x.Type())
	if err != nil {
		return nil, err
	}
	if elems, ok := l.constElems(x, v); ok {
		return &laneSource{v: v, elems: elems}, nil
	}
	regs, err := l.Regs(x)
	if err != nil {
		return nil, err
	}
	return &laneSource{v: v, fo: l.spillVec(k, regs, v)}, nil
}

// lane returns lane i as an IR value (a constant or a laneVal).
func (l *fn) lane(s *laneSource, i int) value.Value {
	if s.elems != nil {
		return s.elems[i]
	}
	return l.regVal(s.v.elem, l.loadLane(s.fo, s.v, i))
}

// constElems lists the elements of a constant vector.
func (l *fn) constElems(x value.Value, v *vinfo) ([]constant.Constant, bool) {
	n := v.n
	fill := func(c constant.Constant) []constant.Constant {
		out := make([]constant.Constant, n)
		for i := range out {
			out[i] = c
		}
		return out
	}
	switch c := x.(type) {
	case *constant.Vector:
		return c.Elems, len(c.Elems) == n
	case *constant.ZeroInitializer:
		return fill(lower.ZeroOf(v.elem)), true
	case *constant.Undef, *constant.Poison:
		return fill(constant.NewUndef(v.elem)), true
	}
	return nil, false
}

// scalarize lowers an instruction lane by lane: mk builds the scalar
// instruction of one lane from the lanes of ops (scalar operands are
// passed through unchanged).
func (l *fn) scalarize(rt types.Type, ops []value.Value, mk func(lanes []value.Value) ir.Instruction) ([]mir.Reg, error) {
	rv, err := l.vinfoOf(rt)
	if err != nil {
		return nil, err
	}
	srcs := make([]*laneSource, len(ops))
	for k, x := range ops {
		if !isVec(x.Type()) {
			continue
		}
		if srcs[k], err = l.lanesOf(k, x); err != nil {
			return nil, err
		}
		if srcs[k].v.n != rv.n {
			return nil, l.Unsupported("vector operands of different lengths")
		}
	}
	out := l.vecTmp(len(ops), int64(16*rv.parts))
	for i := 0; i < rv.n; i++ {
		lanes := make([]value.Value, len(ops))
		for k, x := range ops {
			if srcs[k] == nil {
				lanes[k] = x
			} else {
				lanes[k] = l.lane(srcs[k], i)
			}
		}
		r, err := l.scalarInst(mk(lanes))
		if err != nil {
			return nil, err
		}
		l.storeLane(out, rv, i, r)
	}
	return l.reloadVec(out, rv), nil
}

// scalarInst lowers a made-up scalar instruction and returns its result.
func (l *fn) scalarInst(in ir.Instruction) (mir.Reg, error) {
	if err := l.Instruction(in); err != nil {
		return 0, err
	}
	x, ok := l.Vals[in.(value.Value)]
	if !ok {
		return 0, l.Errorf("scalarised instruction has no value")
	}
	return l.Materialize(x)
}

// ---- constants

// vecConstant materialises a constant vector.
func (l *fn) vecConstant(c constant.Constant) (*lower.Value, error) {
	v, err := l.vinfoOf(c.Type())
	if err != nil {
		return nil, err
	}
	elems, ok := l.constElems(c, v)
	if !ok {
		if e, isExpr := c.(constant.Expression); isExpr {
			return l.ConstExpr(e)
		}
		return nil, l.Unsupported("constant vector expression " + c.Ident())
	}
	b := make([]byte, 16*v.parts)
	var symbolic []int
	for i, e := range elems {
		var u uint64
		switch e := e.(type) {
		case *constant.Int:
			u = uint64(lower.IntValue(e))
			if v.i1 && u&1 != 0 {
				u = math.MaxUint64
			}
		case *constant.Float:
			if v.eb == 32 {
				f, _ := e.X.Float32()
				if e.NaN {
					f = float32(math.NaN())
				}
				u = uint64(math.Float32bits(f))
			} else {
				f, _ := e.X.Float64()
				if e.NaN {
					f = math.NaN()
				}
				u = math.Float64bits(f)
			}
		case *constant.Undef, *constant.Poison, *constant.Null, *constant.ZeroInitializer:
		default:
			symbolic = append(symbolic, i)
			continue
		}
		for j := 0; j < v.eb/8; j++ {
			b[i*v.eb/8+j] = byte(u >> (8 * uint(j)))
		}
	}
	var regs []mir.Reg
	for p := 0; p < v.parts; p++ {
		part := b[16*p : 16*p+16]
		zero, ones := true, true
		for _, x := range part[:v.memBits()/8] {
			zero = zero && x == 0
			ones = ones && x == 0xff
		}
		switch {
		case zero:
			regs = append(regs, l.vconst(&isa.VConstInfo{Zero: true}))
		case ones:
			regs = append(regs, l.ones())
		default:
			regs = append(regs, l.poolVec(append([]byte(nil), part...)))
		}
	}
	if len(symbolic) > 0 {
		// Addresses and other constant expressions: fill them in
		// through memory.
		fo := l.spillVec(0, regs, v)
		for _, i := range symbolic {
			r, err := l.Reg(elems[i])
			if err != nil {
				return nil, err
			}
			l.storeLane(fo, v, i, r)
		}
		regs = l.reloadVec(fo, v)
	}
	return &lower.Value{Regs: regs}, nil
}

// splatOf reports whether x is a constant vector whose lanes all equal
// one integer, and which.
func splatOf(x value.Value) (int64, bool) {
	c, ok := x.(*constant.Vector)
	if !ok || len(c.Elems) == 0 {
		return 0, false
	}
	var k int64
	for i, e := range c.Elems {
		ci, ok := e.(*constant.Int)
		if !ok {
			return 0, false
		}
		if i == 0 {
			k = lower.IntValue(ci)
		} else if lower.IntValue(ci) != k {
			return 0, false
		}
	}
	return k, true
}

// ---- dispatch

// vecTouches reports whether in has a vector result or operand.
func vecTouches(in ir.Instruction) bool { return lower.Touches(in, isVec) }

// vecInstruction lowers in if it involves vectors; ok reports whether it
// did (or failed trying).
func (l *fn) vecInstruction(in ir.Instruction) (bool, error) {
	if !vecTouches(in) {
		return false, nil
	}
	if x87VecTouches(in) {
		if c, ok := in.(*ir.InstCall); ok {
			return true, l.Unsupported("call with x86_fp80 vector operands: " + lower.CalleeName(c))
		}
		return true, l.x87VecInstruction(in)
	}
	switch in.(type) {
	case *ir.InstExtractValue, *ir.InstInsertValue:
		return false, nil // aggregates hold whole vectors as leaves
	}
	if c, ok := in.(*ir.InstCall); ok {
		callee, direct := lower.CalleeFunc(c.Callee)
		if !direct || !strings.HasPrefix(callee.Name(), "llvm.") {
			return false, nil // an ordinary call: vectors travel in XMM registers
		}
		return true, l.vecIntrinsic(c, callee.Name())
	}
	regs, err := l.vecInst(in)
	if err != nil {
		return true, err
	}
	if regs != nil {
		l.Def(in.(value.Value), regs...)
	}
	return true, nil
}

func (l *fn) vecInst(in ir.Instruction) ([]mir.Reg, error) {
	switch in := in.(type) {
	case *ir.InstPhi:
		v, err := l.vinfoOf(in.Typ)
		if err != nil {
			return nil, err
		}
		var regs []mir.Reg
		for p := 0; p < v.parts; p++ {
			regs = append(regs, l.newVec())
		}
		l.AddPhi(in, regs)
		return regs, nil
	case *ir.InstLoad:
		return l.vecLoad(in)
	case *ir.InstStore:
		return nil, l.vecStore(in)
	case *ir.InstAdd:
		return l.vecBinary(in, "add", in.X, in.Y)
	case *ir.InstSub:
		return l.vecBinary(in, "sub", in.X, in.Y)
	case *ir.InstMul:
		return l.vecBinary(in, "mul", in.X, in.Y)
	case *ir.InstAnd:
		return l.vecBinary(in, "and", in.X, in.Y)
	case *ir.InstOr:
		return l.vecBinary(in, "or", in.X, in.Y)
	case *ir.InstXor:
		return l.vecBinary(in, "xor", in.X, in.Y)
	case *ir.InstShl:
		return l.vecBinary(in, "shl", in.X, in.Y)
	case *ir.InstLShr:
		return l.vecBinary(in, "lshr", in.X, in.Y)
	case *ir.InstAShr:
		return l.vecBinary(in, "ashr", in.X, in.Y)
	case *ir.InstSDiv:
		return l.vecBinary(in, "sdiv", in.X, in.Y)
	case *ir.InstUDiv:
		return l.vecBinary(in, "udiv", in.X, in.Y)
	case *ir.InstSRem:
		return l.vecBinary(in, "srem", in.X, in.Y)
	case *ir.InstURem:
		return l.vecBinary(in, "urem", in.X, in.Y)
	case *ir.InstFAdd:
		return l.vecFBinary(in, "add", in.X, in.Y)
	case *ir.InstFSub:
		return l.vecFBinary(in, "sub", in.X, in.Y)
	case *ir.InstFMul:
		return l.vecFBinary(in, "mul", in.X, in.Y)
	case *ir.InstFDiv:
		return l.vecFBinary(in, "div", in.X, in.Y)
	case *ir.InstFRem:
		return l.vecFBinary(in, "rem", in.X, in.Y)
	case *ir.InstFNeg:
		return l.vecFMask(in.X, "xor")
	case *ir.InstICmp:
		return l.vecICmp(in.Pred, in.X, in.Y)
	case *ir.InstFCmp:
		return l.vecFCmp(in.Pred, in.X, in.Y)
	case *ir.InstSelect:
		return l.vecSelect(in.Cond, in.ValueTrue, in.ValueFalse)
	case *ir.InstExtractElement:
		return l.vecExtract(in)
	case *ir.InstInsertElement:
		return l.vecInsert(in)
	case *ir.InstShuffleVector:
		return l.vecShuffle(in)
	case *ir.InstFreeze:
		return l.Regs(in.X)
	case *ir.InstGetElementPtr:
		return l.vecGEP(in)
	case *ir.InstBitCast:
		return l.vecBitcast(in)
	case *ir.InstTrunc, *ir.InstZExt, *ir.InstSExt, *ir.InstFPTrunc, *ir.InstFPExt,
		*ir.InstSIToFP, *ir.InstUIToFP, *ir.InstFPToSI, *ir.InstFPToUI,
		*ir.InstPtrToInt, *ir.InstIntToPtr:
		return l.vecCast(in)
	}
	return nil, l.Unsupported(fmt.Sprintf("vector instruction %T", in))
}

// ---- memory

func (l *fn) vecLoad(in *ir.InstLoad) ([]mir.Reg, error) {
	v, err := l.vinfoOf(in.ElemType)
	if err != nil {
		return nil, err
	}
	if v.i1 {
		return nil, l.Unsupported("load of an i1 vector")
	}
	mem, uses, err := l.address(in.Src)
	if err != nil {
		return nil, err
	}
	var regs []mir.Reg
	for p := 0; p < v.parts; p++ {
		m := *mem
		m.Disp += int64(16 * p)
		regs = append(regs, l.loadPart(m, uses, v, in.Align >= 16))
	}
	return regs, nil
}

func (l *fn) vecStore(in *ir.InstStore) error {
	v, err := l.vinfoOf(in.Src.Type())
	if err != nil {
		return err
	}
	if v.i1 {
		return l.Unsupported("store of an i1 vector")
	}
	regs, err := l.Regs(in.Src)
	if err != nil {
		return err
	}
	mem, uses, err := l.address(in.Dst)
	if err != nil {
		return err
	}
	for p, r := range regs {
		m := *mem
		m.Disp += int64(16 * p)
		l.storePart(m, uses, r, v, in.Align >= 16)
	}
	return nil
}

// ---- arithmetic

var intVecOps = map[string]map[int]string{
	"add": {8: "paddb", 16: "paddw", 32: "paddd", 64: "paddq"},
	"sub": {8: "psubb", 16: "psubw", 32: "psubd", 64: "psubq"},
	"and": {8: "pand", 16: "pand", 32: "pand", 64: "pand"},
	"or":  {8: "por", 16: "por", 32: "por", 64: "por"},
	"xor": {8: "pxor", 16: "pxor", 32: "pxor", 64: "pxor"},
	"mul": {16: "pmullw"},
	"shl": {16: "psllw", 32: "pslld", 64: "psllq"},
	// lshr and ashr by a splat constant.
	"lshr": {16: "psrlw", 32: "psrld", 64: "psrlq"},
	"ashr": {16: "psraw", 32: "psrad"},
}

// both lowers the two vector operands of an elementwise operation.
func (l *fn) both(x, y value.Value) ([]mir.Reg, []mir.Reg, error) {
	a, err := l.Regs(x)
	if err != nil {
		return nil, nil, err
	}
	b, err := l.Regs(y)
	if err != nil {
		return nil, nil, err
	}
	if len(a) != len(b) {
		return nil, nil, l.Unsupported("vector operands of different shapes")
	}
	return a, b, nil
}

func (l *fn) vecBinary(in value.Value, op string, x, y value.Value) ([]mir.Reg, error) {
	v, err := l.vinfoOf(in.Type())
	if err != nil {
		return nil, err
	}
	switch op {
	case "shl", "lshr", "ashr":
		if regs, ok, err := l.vecShift(op, v, x, y); ok || err != nil {
			return regs, err
		}
	case "sdiv", "srem":
		if regs, ok, err := l.sdivPow2(op, v, x, y); ok || err != nil {
			return regs, err
		}
	case "mul":
		if op, ok := l.mulOp(v.eb); ok && !v.i1 {
			a, b, err := l.both(x, y)
			if err != nil {
				return nil, err
			}
			var out []mir.Reg
			for p := range a {
				out = append(out, op(a[p], b[p]))
			}
			return out, nil
		}
	}
	if mn, ok := intVecOps[op][v.eb]; ok && op != "shl" && op != "lshr" && op != "ashr" &&
		(!v.i1 || op == "and" || op == "or" || op == "xor") {
		a, b, err := l.both(x, y)
		if err != nil {
			return nil, err
		}
		var out []mir.Reg
		for p := range a {
			out = append(out, l.vop2(mn, a[p], b[p]))
		}
		return out, nil
	}
	return l.scalarize(in.Type(), []value.Value{x, y}, func(s []value.Value) ir.Instruction {
		switch op {
		case "add":
			return ir.NewAdd(s[0], s[1])
		case "sub":
			return ir.NewSub(s[0], s[1])
		case "mul":
			return ir.NewMul(s[0], s[1])
		case "and":
			return ir.NewAnd(s[0], s[1])
		case "or":
			return ir.NewOr(s[0], s[1])
		case "xor":
			return ir.NewXor(s[0], s[1])
		case "shl":
			return ir.NewShl(s[0], s[1])
		case "lshr":
			return ir.NewLShr(s[0], s[1])
		case "ashr":
			return ir.NewAShr(s[0], s[1])
		case "sdiv":
			return ir.NewSDiv(s[0], s[1])
		case "udiv":
			return ir.NewUDiv(s[0], s[1])
		case "srem":
			return ir.NewSRem(s[0], s[1])
		}
		return ir.NewURem(s[0], s[1])
	})
}

// mul32 multiplies 32-bit lanes with pmuludq (SSE2 has no pmulld): the
// even and odd lanes separately, then interleaved.
func (l *fn) mul32(a, b mir.Reg) mir.Reg {
	even := l.vop2("pmuludq", a, b)
	ao := l.pshufd(0xf5, a)
	bo := l.pshufd(0xf5, b)
	odd := l.vop2("pmuludq", ao, bo)
	even = l.pshufd(0xe8, even)
	odd = l.pshufd(0xe8, odd)
	return l.vop2("punpckldq", even, odd)
}

func (l *fn) vecFBinary(in value.Value, op string, x, y value.Value) ([]mir.Reg, error) {
	v, err := l.vinfoOf(in.Type())
	if err != nil {
		return nil, err
	}
	if !v.float {
		return nil, l.Unsupported("f" + op + " on " + in.Type().String())
	}
	if op == "rem" {
		return l.scalarize(in.Type(), []value.Value{x, y}, func(s []value.Value) ir.Instruction {
			return ir.NewFRem(s[0], s[1])
		})
	}
	a, b, err := l.both(x, y)
	if err != nil {
		return nil, err
	}
	var out []mir.Reg
	for p := range a {
		out = append(out, l.vop2(op+psuf(v.eb), a[p], b[p]))
	}
	return out, nil
}

func psuf(eb int) string {
	if eb == 32 {
		return "ps"
	}
	return "pd"
}

// vecFMask applies and/xor with the sign-bit mask to every lane (fabs,
// fneg).
func (l *fn) vecFMask(x value.Value, op string) ([]mir.Reg, error) {
	v, err := l.vinfoOf(x.Type())
	if err != nil {
		return nil, err
	}
	if !v.float {
		return nil, l.Unsupported("floating-point operation on " + x.Type().String())
	}
	a, err := l.Regs(x)
	if err != nil {
		return nil, err
	}
	var out []mir.Reg
	for _, r := range a {
		out = append(out, l.fmask(r, op, v.eb))
	}
	return out, nil
}

// ---- compares and selects

// vecICmp compares lanes into a mask.
func (l *fn) vecICmp(p enum.IPred, x, y value.Value) ([]mir.Reg, error) {
	v, err := l.vinfoOf(x.Type())
	if err != nil {
		return nil, err
	}
	if v.i1 {
		return l.scalarize(types.NewVector(uint64(v.n), types.I1), []value.Value{x, y}, func(s []value.Value) ir.Instruction {
			return ir.NewICmp(p, s[0], s[1])
		})
	}
	out, err := l.icmpLanes(p, x, y, v)
	if err != nil {
		return nil, err
	}
	return l.maskResize(out, v.n, v.eb, maskBits(v.n))
}

// icmpLanes is the mask of an integer compare with lanes as wide as the
// operands' (v, not of i1 lanes), before maskResize.
func (l *fn) icmpLanes(p enum.IPred, x, y value.Value, v *vinfo) ([]mir.Reg, error) {
	a, b, err := l.both(x, y)
	if err != nil {
		return nil, err
	}
	sfx := map[int]string{8: "b", 16: "w", 32: "d", 64: "d"}[v.eb]
	unsigned := false
	switch p {
	case enum.IPredUGT, enum.IPredUGE, enum.IPredULT, enum.IPredULE:
		unsigned = true
	}
	var out []mir.Reg
	// An unsigned compare is a signed one of both operands with their
	// sign bits flipped; a constant operand is flipped here, not by a
	// pxor at run time.
	var flipX, flipY []int64 // a constant operand's lanes, flipped
	if unsigned && v.eb < 64 {
		_, cx := x.(constant.Constant)
		_, cy := y.(constant.Constant)
		if cx != cy {
			if cx {
				flipX = flipSigns(x, v)
			} else {
				flipY = flipSigns(y, v)
			}
		}
	}
	// fx, fy: the operand's constant lanes came flipped.
	gt := func(x, y mir.Reg, fx, fy bool) mir.Reg {
		if v.eb == 64 {
			return l.gt64(x, y, unsigned)
		}
		return l.gtOp(x, y, v.eb, unsigned && !fx, unsigned && !fy)
	}
	for i := range a {
		ai, bi := a[i], b[i]
		fx, fy := flipX != nil, flipY != nil
		if fx {
			ai = l.poolVec(laneBytes(flipX, i, v.eb))
		}
		if fy {
			bi = l.poolVec(laneBytes(flipY, i, v.eb))
		}
		var m mir.Reg
		not := false
		switch p {
		case enum.IPredEQ, enum.IPredNE:
			m = l.vop2("pcmpeq"+sfx, ai, bi)
			if v.eb == 64 {
				// Both halves equal.
				m = l.vop2("pand", m, l.pshufd(0xb1, m))
			}
			not = p == enum.IPredNE
		case enum.IPredSGT, enum.IPredUGT:
			m = gt(ai, bi, fx, fy)
		case enum.IPredSLT, enum.IPredULT:
			m = gt(bi, ai, fy, fx)
		case enum.IPredSGE, enum.IPredUGE:
			m, not = gt(bi, ai, fy, fx), true
		case enum.IPredSLE, enum.IPredULE:
			m, not = gt(ai, bi, fx, fy), true
		}
		if not {
			m = l.vop2("pxor", m, l.ones())
		}
		out = append(out, m)
	}
	return out, nil
}

// flipSigns is the lanes of the integer vector constant c (of lanes of
// v.eb < 64 bits) with each lane's sign bit flipped, or nil if c is not
// a vector of integers or zeroinitializer (undefined lanes become 0).
func flipSigns(c value.Value, v *vinfo) []int64 {
	lanes := make([]int64, v.n)
	for i := range lanes {
		switch c := c.(type) {
		case *constant.ZeroInitializer:
		case *constant.Vector:
			switch e := c.Elems[i].(type) {
			case *constant.Int:
				lanes[i] = lower.IntValue(e)
			case *constant.Undef, *constant.Poison:
			default:
				return nil
			}
		default:
			return nil
		}
		lanes[i] ^= 1 << uint(v.eb-1)
	}
	return lanes
}

// laneBytes is the 16-byte pool entry of register part of a vector of
// lanes of eb bits (the lanes past the vector's end 0).
func laneBytes(lanes []int64, part, eb int) []byte {
	per := 128 / eb
	b := make([]byte, 0, 16)
	for j := 0; j < per; j++ {
		var x int64
		if k := part*per + j; k < len(lanes) {
			x = lanes[k]
		}
		for i := 0; i < eb/8; i++ {
			b = append(b, byte(x>>(8*uint(i))))
		}
	}
	return b
}

// cmpps predicates: imm, and whether the operands are exchanged.
var fcmpImm = map[enum.FPred]struct {
	imm  int64
	swap bool
}{
	enum.FPredOEQ: {0, false}, enum.FPredOLT: {1, false}, enum.FPredOLE: {2, false},
	enum.FPredOGT: {1, true}, enum.FPredOGE: {2, true}, enum.FPredUNO: {3, false},
	enum.FPredUNE: {4, false}, enum.FPredUGE: {5, false}, enum.FPredUGT: {6, false},
	enum.FPredULT: {6, true}, enum.FPredULE: {5, true}, enum.FPredORD: {7, false},
}

func (l *fn) vecFCmp(p enum.FPred, x, y value.Value) ([]mir.Reg, error) {
	v, err := l.vinfoOf(x.Type())
	if err != nil {
		return nil, err
	}
	out, err := l.fcmpLanes(p, x, y, v)
	if err != nil {
		return nil, err
	}
	return l.maskResize(out, v.n, v.eb, maskBits(v.n))
}

// fcmpLanes is the mask of a float compare with lanes as wide as the
// operands' (v), before maskResize.
func (l *fn) fcmpLanes(p enum.FPred, x, y value.Value, v *vinfo) ([]mir.Reg, error) {
	if !v.float {
		return nil, l.Unsupported("fcmp on " + x.Type().String())
	}
	a, b, err := l.both(x, y)
	if err != nil {
		return nil, err
	}
	mn := "cmp" + psuf(v.eb)
	one := func(p enum.FPred, ai, bi mir.Reg) mir.Reg {
		c := fcmpImm[p]
		if c.swap {
			ai, bi = bi, ai
		}
		return l.vopImm(mn, c.imm, ai, bi)
	}
	var out []mir.Reg
	for i := range a {
		var m mir.Reg
		switch p {
		case enum.FPredFalse:
			m = l.vconst(&isa.VConstInfo{Zero: true})
		case enum.FPredTrue:
			m = l.ones()
		case enum.FPredONE:
			m = l.vop2("andps", one(enum.FPredORD, a[i], b[i]), one(enum.FPredUNE, a[i], b[i]))
		case enum.FPredUEQ:
			m = l.vop2("orps", one(enum.FPredUNO, a[i], b[i]), one(enum.FPredOEQ, a[i], b[i]))
		default:
			m = one(p, a[i], b[i])
		}
		out = append(out, m)
	}
	return out, nil
}

// maskResize converts an n-lane mask from lanes of from bits to lanes of
// to bits.
func (l *fn) maskResize(regs []mir.Reg, n, from, to int) ([]mir.Reg, error) {
	return l.resize(regs, n, from, to, true, true), nil
}

// vecSelect lowers select on vectors.
func (l *fn) vecSelect(cond, x, y value.Value) ([]mir.Reg, error) {
	if !isVec(cond.Type()) {
		return l.Select(cond, x, y)
	}
	v, err := l.vinfoOf(x.Type())
	if err != nil {
		return nil, err
	}
	if op, ok := l.selectMinMax(cond, x, y, v); ok {
		a, b, err := l.both(x, y)
		if err != nil {
			return nil, err
		}
		out := make([]mir.Reg, len(a))
		for i := range a {
			out[i] = op(a[i], b[i])
		}
		return out, nil
	}
	m, err := l.selectMask(cond, v)
	if err != nil {
		return nil, err
	}
	a, b, err := l.both(x, y)
	if err != nil {
		return nil, err
	}
	if len(m) != len(a) {
		return nil, l.Unsupported("vector select of mismatched shapes")
	}
	var out []mir.Reg
	for i := range a {
		t := l.vop2("pand", m[i], a[i])
		f := l.vop2("pandn", m[i], b[i]) // ~m & b
		out = append(out, l.vop2("por", t, f))
	}
	return out, nil
}

// selectMask is a vector select's condition as a mask with lanes of the
// selected values' width (v). A compare of operands with lanes that wide
// is made again at that width (llc-14 selects on the compare's own mask):
// its result in the canonical mask form (maskBits) would be packed, for
// <16 x i32> four registers into one, and widened again for the select.
// The packed compare goes as dead code if nothing else reads it.
func (l *fn) selectMask(cond value.Value, v *vinfo) ([]mir.Reg, error) {
	if v.eb != maskBits(v.n) {
		switch c := cond.(type) {
		case *ir.InstICmp:
			if cv, err := l.vinfoOf(c.X.Type()); err == nil && !cv.i1 && !cv.float && cv.eb == v.eb {
				return l.icmpLanes(c.Pred, c.X, c.Y, cv)
			}
		case *ir.InstFCmp:
			if cv, err := l.vinfoOf(c.X.Type()); err == nil && cv.float && cv.eb == v.eb {
				return l.fcmpLanes(c.Pred, c.X, c.Y, cv)
			}
		}
	}
	m, err := l.Regs(cond)
	if err != nil {
		return nil, err
	}
	return l.maskResize(m, v.n, maskBits(v.n), v.eb)
}

// selectMinMax recognizes select (icmp P x, y), x, y (or y, x) as the
// lanewise maximum or minimum of x and y, where SSE2 has one instruction
// for it (pmaxsw, pminsw, pmaxub, pminub): llc selects those, and the
// compare's mask and the blend's three operations and two temporaries
// are then not needed. Ties do not matter: where x equals y either
// operand is the result, so >= and > give the same select. The compare
// is lowered as well if something else reads it (and dropped as dead
// code if nothing does).
func (l *fn) selectMinMax(cond, x, y value.Value, v *vinfo) (func(a, b mir.Reg) mir.Reg, bool) {
	c, ok := cond.(*ir.InstICmp)
	if !ok || v.float || v.i1 || !(v.eb == 16 || v.eb == 8) {
		return nil, false
	}
	var max bool // the select takes the greater of x and y
	signed := false
	switch c.Pred {
	case enum.IPredSGT, enum.IPredSGE:
		max, signed = true, true
	case enum.IPredSLT, enum.IPredSLE:
		signed = true
	case enum.IPredUGT, enum.IPredUGE:
		max = true
	case enum.IPredULT, enum.IPredULE:
	default:
		return nil, false
	}
	switch {
	case c.X == x && c.Y == y:
	case c.X == y && c.Y == x:
		max = !max // select (a P b), b, a
	default:
		return nil, false
	}
	if signed != (v.eb == 16) { // pmaxsw/pminsw, pmaxub/pminub
		return nil, false
	}
	kind := map[[2]bool]string{{true, true}: "smax", {true, false}: "smin", {false, true}: "umax", {false, false}: "umin"}[[2]bool{signed, max}]
	return l.minMaxOp(kind, v.eb)
}

// ---- lanes

func constIndex(v value.Value) (int, bool) {
	c, ok := v.(*constant.Int)
	if !ok {
		return 0, false
	}
	return int(lower.IntValue(c)), true
}

// lanePos is the register and lane within it of lane i.
func (v *vinfo) lanePos(i int) (part, k int) {
	per := 128 / v.eb
	return i / per, i % per
}

func (l *fn) vecExtract(in *ir.InstExtractElement) ([]mir.Reg, error) {
	v, err := l.vinfoOf(in.X.Type())
	if err != nil {
		return nil, err
	}
	regs, err := l.Regs(in.X)
	if err != nil {
		return nil, err
	}
	if i, ok := constIndex(in.Index); ok && i >= 0 && i < v.n {
		p, k := v.lanePos(i)
		r := regs[p]
		switch {
		case v.float && k == 0:
			return []mir.Reg{r}, nil
		case v.float && v.eb == 32:
			return []mir.Reg{l.pshufd(int64(k), r)}, nil
		case v.float:
			return []mir.Reg{l.pshufd(0xee, r)}, nil
		case v.eb == 32:
			if k > 0 {
				r = l.pshufd(int64(k), r)
			}
			return []mir.Reg{l.fromXMM(r, 32)}, nil
		case v.eb == 64:
			if k > 0 {
				r = l.pshufd(0xee, r)
			}
			return []mir.Reg{l.fromXMM(r, 64)}, nil
		case v.eb == 16:
			return []mir.Reg{l.vop1("pextrw", int64(k), true, r, mir.GPR, 32)}, nil
		default:
			d := l.vop1("pextrw", int64(k/2), true, r, mir.GPR, 32)
			if k%2 == 1 {
				d = l.tied(isa.Shift, d, nil, &isa.Arith{Op: isa.Shr, Bits: 32, Imm: 8})
			}
			return []mir.Reg{d}, nil
		}
	}
	fo := l.spillVec(0, regs, v)
	m, uses, err := l.laneAddr(fo, v, in.Index)
	if err != nil {
		return nil, err
	}
	var d mir.Reg
	if v.float {
		m.FP = true
		d = l.newFPR()
	} else {
		d = l.newGPR()
	}
	l.emit(isa.Load, []mir.Reg{d}, uses, m)
	return []mir.Reg{d}, nil
}

// laneAddr addresses lane idx (a value, kept in range) of a vector in fo.
func (l *fn) laneAddr(fo int, v *vinfo, idx value.Value) (*isa.Mem, []mir.Reg, error) {
	if i, ok := constIndex(idx); ok {
		return frameMem(fo, int64((i&(v.n-1))*v.eb/8), v.eb), nil, nil
	}
	bits := intBits(idx.Type())
	if bits == 0 || bits > 64 {
		return nil, nil, l.Unsupported("vector index of type " + idx.Type().String())
	}
	r, err := l.extend(idx, bits, 64, false)
	if err != nil {
		return nil, nil, err
	}
	if v.n&(v.n-1) == 0 {
		r = l.tied(isa.ALUImm, r, nil, &isa.Arith{Op: isa.And, Bits: 64, Imm: int64(v.n - 1)})
	}
	m := frameMem(fo, 0, v.eb)
	m.IndexIdx, m.Scale = 0, int64(v.eb/8)
	return m, []mir.Reg{r}, nil
}

func isUndef(x value.Value) bool {
	switch x.(type) {
	case *constant.Undef, *constant.Poison:
		return true
	}
	return false
}

func (l *fn) vecInsert(in *ir.InstInsertElement) ([]mir.Reg, error) {
	v, err := l.vinfoOf(in.X.Type())
	if err != nil {
		return nil, err
	}
	e, err := l.Reg(in.Elem)
	if err != nil {
		return nil, err
	}
	if i, ok := constIndex(in.Index); ok && i >= 0 && i < v.n && !v.i1 {
		p, k := v.lanePos(i)
		if isUndef(in.X) && v.parts == 1 && k == 0 {
			if v.float {
				return []mir.Reg{e}, nil
			}
			return []mir.Reg{l.toXMM(e, lower.OpBits(v.eb))}, nil
		}
		regs, err := l.Regs(in.X)
		if err != nil {
			return nil, err
		}
		out := append([]mir.Reg(nil), regs...)
		r := regs[p]
		s := e
		if !v.float && v.eb >= 32 {
			s = l.toXMM(e, v.eb)
		}
		switch {
		case v.eb == 16:
			out[p] = l.tied(isa.VOp, r, []mir.Reg{e}, &isa.VecOp{Mn: "pinsrw", Imm: int64(k), HasImm: true, GPRBits: 32})
		case v.eb == 8:
			// Merge the byte into its word.
			w := l.vop1("pextrw", int64(k/2), true, r, mir.GPR, 32)
			b := l.tied(isa.ALUImm, e, nil, &isa.Arith{Op: isa.And, Bits: 32, Imm: 0xff})
			keep := int64(0xff00)
			if k%2 == 1 {
				keep = 0xff
				b = l.tied(isa.Shift, b, nil, &isa.Arith{Op: isa.Shl, Bits: 32, Imm: 8})
			}
			w = l.tied(isa.ALUImm, w, nil, &isa.Arith{Op: isa.And, Bits: 32, Imm: keep})
			w = l.tied(isa.ALU, w, []mir.Reg{b}, &isa.Arith{Op: isa.Or, Bits: 32})
			out[p] = l.tied(isa.VOp, r, []mir.Reg{w}, &isa.VecOp{Mn: "pinsrw", Imm: int64(k / 2), HasImm: true, GPRBits: 32})
		case v.eb == 64 && k == 0:
			out[p] = l.vop2("movsd", r, s)
		case v.eb == 64:
			out[p] = l.vop2("unpcklpd", r, s)
		case k == 0:
			out[p] = l.vop2("movss", r, s)
		case k == 1:
			// [v0 s0 v1 s1], then v2 v3 back in the high half.
			t := l.vop2("unpcklps", r, s)
			out[p] = l.vopImm("shufps", 0xe4, t, r)
		case k == 2:
			// t = [s0 s0 v3 v3]; [v0 v1 t0 t2].
			t := l.vopImm("shufps", 0xf0, s, r)
			out[p] = l.vopImm("shufps", 0x84, r, t)
		default:
			// t = [s0 s0 v2 v2]; [v0 v1 t2 t0].
			t := l.vopImm("shufps", 0xa0, s, r)
			out[p] = l.vopImm("shufps", 0x24, r, t)
		}
		return out, nil
	}
	regs, err := l.Regs(in.X)
	if err != nil {
		return nil, err
	}
	fo := l.spillVec(0, regs, v)
	if v.i1 {
		m, uses, err := l.laneAddr(fo, v, in.Index)
		if err != nil {
			return nil, err
		}
		r := l.tied(isa.ALUImm, e, nil, &isa.Arith{Op: isa.And, Bits: 32, Imm: 1})
		r = l.tied(isa.Unary, r, nil, &isa.Arith{Op: isa.Neg, Bits: lower.OpBits(v.eb)})
		l.emit(isa.Store, nil, append([]mir.Reg{r}, uses...), m)
		return l.reloadVec(fo, v), nil
	}
	m, uses, err := l.laneAddr(fo, v, in.Index)
	if err != nil {
		return nil, err
	}
	m.FP = v.float
	l.emit(isa.Store, nil, append([]mir.Reg{e}, uses...), m)
	return l.reloadVec(fo, v), nil
}

// shuffleMask lists the mask of a shufflevector (-1 for undef lanes).
func (l *fn) shuffleMask(in *ir.InstShuffleVector, n int) ([]int, error) {
	switch c := in.Mask.(type) {
	case *constant.Vector:
		var out []int
		for _, e := range c.Elems {
			if ci, ok := e.(*constant.Int); ok {
				out = append(out, int(lower.IntValue(ci)))
			} else {
				out = append(out, -1)
			}
		}
		return out, nil
	case *constant.ZeroInitializer:
		return make([]int, n), nil
	case *constant.Undef, *constant.Poison:
		out := make([]int, n)
		for i := range out {
			out[i] = -1
		}
		return out, nil
	}
	return nil, l.Unsupported("shufflevector with a non-constant mask")
}

func (l *fn) vecShuffle(in *ir.InstShuffleVector) ([]mir.Reg, error) {
	sv, err := l.vinfoOf(in.X.Type())
	if err != nil {
		return nil, err
	}
	rv, err := l.vinfoOf(in.Type())
	if err != nil {
		return nil, err
	}
	mask, err := l.shuffleMask(in, rv.n)
	if err != nil {
		return nil, err
	}
	if regs, ok, err := l.shuffleDirect(in, sv, rv, mask); ok || err != nil {
		return regs, err
	}
	var xs, ys *laneSource
	used := [2]bool{}
	for _, m := range mask {
		if m >= 0 {
			used[m/sv.n] = true
		}
	}
	if used[0] {
		if xs, err = l.lanesOf(0, in.X); err != nil {
			return nil, err
		}
	}
	if used[1] {
		if ys, err = l.lanesOf(1, in.Y); err != nil {
			return nil, err
		}
	}
	out := l.vecTmp(2, int64(16*rv.parts))
	for i, m := range mask {
		if m < 0 {
			continue
		}
		src := xs
		if m >= sv.n {
			src, m = ys, m-sv.n
		}
		var r mir.Reg
		if src.elems != nil {
			if r, err = l.Reg(src.elems[m]); err != nil {
				return nil, err
			}
		} else {
			r = l.loadLane(src.fo, src.v, m)
		}
		l.storeLane(out, rv, i, r)
	}
	return l.reloadVec(out, rv), nil
}

// ---- conversions

func (l *fn) vecCast(in ir.Instruction) ([]mir.Reg, error) {
	from, to := lower.Operands(in)[0], in.(value.Value).Type()
	var mk func(x value.Value, t types.Type) ir.Instruction
	switch in.(type) {
	case *ir.InstTrunc:
		mk = maker(ir.NewTrunc)
	case *ir.InstZExt:
		mk = maker(ir.NewZExt)
	case *ir.InstSExt:
		mk = maker(ir.NewSExt)
	case *ir.InstFPTrunc:
		mk = maker(ir.NewFPTrunc)
	case *ir.InstFPExt:
		mk = maker(ir.NewFPExt)
	case *ir.InstSIToFP:
		mk = maker(ir.NewSIToFP)
	case *ir.InstUIToFP:
		mk = maker(ir.NewUIToFP)
	case *ir.InstFPToSI:
		mk = maker(ir.NewFPToSI)
	case *ir.InstFPToUI:
		mk = maker(ir.NewFPToUI)
	default: // ptrtoint, inttoptr: the same bits
		return l.Regs(from)
	}
	fv, err := l.vinfoOf(from.Type())
	if err != nil {
		return nil, err
	}
	tv, err := l.vinfoOf(to)
	if err != nil {
		return nil, err
	}
	if _, ok := in.(*ir.InstTrunc); ok && !tv.i1 && (tv.eb == 8 || tv.eb == 16) {
		if a, b, ok := avgOperands(from, tv.eb); ok {
			return l.pairwise(map[int]string{8: "pavgb", 16: "pavgw"}[tv.eb], a, b)
		}
		if a, b, ok := uaddsatOperands(from, tv.eb); ok {
			return l.pairwise(map[int]string{8: "paddusb", 16: "paddusw"}[tv.eb], a, b)
		}
	}
	if regs, ok, err := l.castDirect(in, from, fv, tv); ok || err != nil {
		return regs, err
	}
	elem := tv.elem
	return l.scalarize(to, []value.Value{from}, func(s []value.Value) ir.Instruction {
		return mk(s[0], elem)
	})
}

// maker turns an IR cast constructor into one of instructions.
func maker[T ir.Instruction](f func(value.Value, types.Type) T) func(value.Value, types.Type) ir.Instruction {
	return func(x value.Value, t types.Type) ir.Instruction { return f(x, t) }
}

// avgOperands reports whether x, whose truncation to lanes of eb bits is
// asked for, is the rounded average of two vectors of such lanes:
// ((zext a) + (zext b) + 1) >> 1 in wider lanes, its adds in any order,
// as clang's vectorizer writes (a + b + 1) / 2 of unsigned chars or
// shorts. SSE2's pavgb and pavgw compute it (the sum cannot overflow the
// wider lanes, and the shift brings it back under 2^eb); llc-14 selects
// them for the same form.
func avgOperands(x value.Value, eb int) (a, b value.Value, ok bool) {
	sh, ok := x.(*ir.InstLShr)
	if !ok {
		return nil, nil, false
	}
	if k, ok := splatOf(sh.Y); !ok || k != 1 {
		return nil, nil, false
	}
	// The three terms of the two adds.
	var terms []value.Value
	var flatten func(v value.Value, depth int)
	flatten = func(v value.Value, depth int) {
		if add, ok := v.(*ir.InstAdd); ok && depth < 2 {
			flatten(add.X, depth+1)
			flatten(add.Y, depth+1)
			return
		}
		terms = append(terms, v)
	}
	flatten(sh.X, 0)
	if len(terms) != 3 {
		return nil, nil, false
	}
	var ops []value.Value
	ones := 0
	for _, t := range terms {
		if k, ok := splatOf(t); ok && k == 1 {
			ones++
			continue
		}
		a, ok := zextFrom(t, eb)
		if !ok {
			return nil, nil, false
		}
		ops = append(ops, a)
	}
	if ones != 1 || len(ops) != 2 {
		return nil, nil, false
	}
	return ops[0], ops[1], true
}

// uaddsatOperands reports whether x, whose truncation to lanes of eb
// bits is asked for, is the saturating sum of two vectors of such lanes:
// min(zext a + zext b, 2^eb - 1) in wider lanes, the minimum written as a
// select on an unsigned compare with the maximum (either side, strict or
// not), as clang writes a clamped sum of unsigned chars or shorts. SSE2's
// paddusb and paddusw compute it (llc-14 selects them for the
// llvm.uadd.sat form; this one it widens, compares and blends).
func uaddsatOperands(x value.Value, eb int) (a, b value.Value, ok bool) {
	sel, ok := x.(*ir.InstSelect)
	if !ok {
		return nil, nil, false
	}
	c, ok := sel.Cond.(*ir.InstICmp)
	if !ok {
		return nil, nil, false
	}
	max := int64(1)<<eb - 1
	isMax := func(v value.Value) bool {
		k, ok := splatOf(v)
		return ok && k == max
	}
	below := c.Pred == enum.IPredULT || c.Pred == enum.IPredULE // X < Y
	if !below && c.Pred != enum.IPredUGT && c.Pred != enum.IPredUGE {
		return nil, nil, false
	}
	// less: the compare holds where the sum is under the maximum (at the
	// maximum both arms are equal).
	var sum value.Value
	var less bool
	switch {
	case isMax(c.Y):
		sum, less = c.X, below
	case isMax(c.X):
		sum, less = c.Y, !below
	default:
		return nil, nil, false
	}
	if less && (sel.ValueTrue != sum || !isMax(sel.ValueFalse)) || !less && (sel.ValueFalse != sum || !isMax(sel.ValueTrue)) {
		return nil, nil, false
	}
	add, ok := sum.(*ir.InstAdd)
	if !ok {
		return nil, nil, false
	}
	var ops [2]value.Value
	for i, t := range []value.Value{add.X, add.Y} {
		a, ok := zextFrom(t, eb)
		if !ok {
			return nil, nil, false
		}
		ops[i] = a
	}
	return ops[0], ops[1], true
}

// zextFrom is the vector whose zero extension v is, when its lanes have
// eb bits.
func zextFrom(v value.Value, eb int) (value.Value, bool) {
	z, ok := v.(*ir.InstZExt)
	if !ok {
		return nil, false
	}
	vt, ok := z.From.Type().(*types.VectorType)
	if !ok {
		return nil, false
	}
	if it, ok := vt.ElemType.(*types.IntType); !ok || it.BitSize != uint64(eb) {
		return nil, false
	}
	return z.From, true
}

// pairwise is the packed operation mn of a and b, register by register.
func (l *fn) pairwise(mn string, a, b value.Value) ([]mir.Reg, error) {
	ra, err := l.Regs(a)
	if err != nil {
		return nil, err
	}
	rb, err := l.Regs(b)
	if err != nil {
		return nil, err
	}
	out := make([]mir.Reg, len(ra))
	for i := range ra {
		out[i] = l.vop2(mn, ra[i], rb[i])
	}
	return out, nil
}

// castDirect handles the conversions SSE2 has instructions for.
func (l *fn) castDirect(in ir.Instruction, from value.Value, fv, tv *vinfo) ([]mir.Reg, bool, error) {
	regs, err := l.Regs(from)
	if err != nil {
		return nil, true, err
	}
	each := func(regs []mir.Reg, mn string) []mir.Reg {
		var out []mir.Reg
		for _, r := range regs {
			out = append(out, l.vop1(mn, 0, false, r, mir.FPR, 0))
		}
		return out
	}
	// halves splits each register into its low and high 64 bits (as low
	// halves of two registers); a narrow vector is its own low half.
	halves := func(regs []mir.Reg, bits int) []mir.Reg {
		if bits <= 64 {
			return regs
		}
		var out []mir.Reg
		for _, r := range regs {
			out = append(out, r, l.pshufd(0xee, r))
		}
		return out
	}
	// joins puts the low 64 bits of pairs of registers together.
	joins := func(regs []mir.Reg) []mir.Reg {
		if len(regs) == 1 {
			return regs
		}
		var out []mir.Reg
		for i := 0; i+1 < len(regs); i += 2 {
			out = append(out, l.vop2("punpcklqdq", regs[i], regs[i+1]))
		}
		return out
	}
	switch in.(type) {
	case *ir.InstSExt, *ir.InstZExt:
		_, sign := in.(*ir.InstSExt)
		if fv.i1 {
			if tv.i1 || tv.float {
				return nil, false, nil
			}
			// A mask is its own sign extension at its lane width.
			out := l.resize(regs, fv.n, fv.eb, tv.eb, true, true)
			if !sign {
				for i, r := range out {
					out[i] = l.vop2("pand", r, l.poolVec(splatBytes(1, tv.eb)))
				}
			}
			return out, true, nil
		}
		if tv.i1 || fv.float || tv.float {
			return nil, false, nil
		}
		return l.resize(regs, fv.n, fv.eb, tv.eb, sign, false), true, nil
	case *ir.InstTrunc:
		if fv.i1 || tv.i1 {
			return nil, false, nil
		}
		return l.resize(regs, fv.n, fv.eb, tv.eb, false, false), true, nil
	case *ir.InstSIToFP, *ir.InstUIToFP:
		_, sign := in.(*ir.InstSIToFP)
		if fv.eb == 32 && !sign && !fv.i1 {
			return l.u32ToFP(regs, fv, tv), true, nil
		}
		if fv.i1 || fv.eb > 32 {
			return nil, false, nil
		}
		// Small unsigned lanes zero-extend to non-negative i32s.
		regs = l.resize(regs, fv.n, fv.eb, 32, sign, false)
		if tv.eb == 32 {
			return each(regs, "cvtdq2ps"), true, nil
		}
		return each(halves(regs, fv.n*32), "cvtdq2pd"), true, nil
	case *ir.InstFPToSI, *ir.InstFPToUI:
		_, sign := in.(*ir.InstFPToSI)
		if tv.i1 || tv.eb > 32 || tv.eb == 32 && !sign {
			return nil, false, nil
		}
		// Results out of the range of the type are poison, so the
		// low bits of the i32 conversion do.
		var out []mir.Reg
		if fv.eb == 32 {
			out = each(regs, "cvttps2dq")
		} else {
			out = joins(each(regs, "cvttpd2dq"))
		}
		return l.resize(out, tv.n, 32, tv.eb, false, false), true, nil
	case *ir.InstFPExt:
		return each(halves(regs, fv.bits()), "cvtps2pd"), true, nil
	case *ir.InstFPTrunc:
		return joins(each(regs, "cvtpd2ps")), true, nil
	}
	return nil, false, nil
}

// resize changes the lane width of n integer lanes from from to to bits,
// a step of doubling or halving at a time: extension interleaves with
// zeros or sign masks, truncation packs (mask lanes, all zeros or all
// ones, pack with signed saturation as they are).
func (l *fn) resize(regs []mir.Reg, n, from, to int, sign, mask bool) []mir.Reg {
	for ; from < to; from *= 2 {
		regs = l.widen(regs, n, from, sign)
	}
	for ; from > to; from /= 2 {
		regs = l.narrow(regs, from, mask)
	}
	return regs
}

// widen doubles the width of n lanes of eb bits.
func (l *fn) widen(regs []mir.Reg, n, eb int, sign bool) []mir.Reg {
	sfx := map[int]string{8: "bw", 16: "wd", 32: "dq"}[eb]
	var out []mir.Reg
	zero := l.vconst(&isa.VConstInfo{Zero: true})
	for _, r := range regs {
		ext := zero
		if sign {
			// 0 > r: the sign of every lane.
			ext = l.vop2("pcmpgt"+sfx[:1], zero, r)
		}
		out = append(out, l.vop2("punpckl"+sfx, r, ext))
		if n*eb >= 128 {
			out = append(out, l.vop2("punpckh"+sfx, r, ext))
		}
	}
	return out
}

// narrow halves the width of the lanes of eb bits in regs.
func (l *fn) narrow(regs []mir.Reg, eb int, mask bool) []mir.Reg {
	prep := func(r mir.Reg) mir.Reg {
		switch {
		case mask:
			return r
		case eb == 16:
			// packuswb of values 0..255 keeps them.
			return l.vop2("pand", r, l.poolVec(splatBytes(0xff, 16)))
		case eb == 32:
			// packssdw of sign-extended low halves keeps them.
			return l.vopImm("psrad", 16, l.vopImm("pslld", 16, r))
		}
		return r
	}
	var out []mir.Reg
	for i := 0; i < len(regs); i += 2 {
		a := prep(regs[i])
		b := a
		if i+1 < len(regs) {
			b = prep(regs[i+1])
		}
		switch {
		case eb == 64 && i+1 < len(regs):
			out = append(out, l.vopImm("shufps", 0x88, a, b))
		case eb == 64:
			out = append(out, l.pshufd(0x08, a))
		case eb == 32:
			out = append(out, l.vop2("packssdw", a, b))
		case mask:
			out = append(out, l.vop2("packsswb", a, b))
		default:
			out = append(out, l.vop2("packuswb", a, b))
		}
	}
	return out
}

func (l *fn) vecBitcast(in *ir.InstBitCast) ([]mir.Reg, error) {
	ft, tt := in.From.Type(), in.To
	fvec, tvec := isVec(ft), isVec(tt)
	switch {
	case fvec && tvec:
		fv, err := l.vinfoOf(ft)
		if err != nil {
			return nil, err
		}
		tv, err := l.vinfoOf(tt)
		if err != nil {
			return nil, err
		}
		if fv.i1 || tv.i1 {
			return nil, l.Unsupported("bitcast between i1 vectors and other vectors")
		}
		return l.Regs(in.From)
	case fvec:
		fv, err := l.vinfoOf(ft)
		if err != nil {
			return nil, err
		}
		regs, err := l.Regs(in.From)
		if err != nil {
			return nil, err
		}
		if fv.i1 {
			return l.maskBits(regs, fv)
		}
		if lower.IsFloat(tt) {
			return regs, nil
		}
		b := intBits(tt)
		if fv.parts != 1 || b > 64 {
			return nil, l.Unsupported("bitcast from " + ft.String() + " to " + tt.String())
		}
		return []mir.Reg{l.fromXMM(regs[0], lower.OpBits(b))}, nil
	default:
		tv, err := l.vinfoOf(tt)
		if err != nil {
			return nil, err
		}
		if lower.IsFloat(ft) {
			r, err := l.Reg(in.From)
			return []mir.Reg{r}, err
		}
		r, err := l.Reg(in.From)
		if err != nil {
			return nil, err
		}
		if tv.i1 {
			// Lane i is bit i of the integer.
			fo := l.vecTmp(0, int64(16*tv.parts))
			for i := 0; i < tv.n; i++ {
				b := r
				if i > 0 {
					b = l.tied(isa.Shift, r, nil, &isa.Arith{Op: isa.Shr, Bits: 64, Imm: int64(i)})
				}
				l.storeLane(fo, tv, i, b)
			}
			return l.reloadVec(fo, tv), nil
		}
		if tv.parts != 1 || intBits(ft) > 64 {
			return nil, l.Unsupported("bitcast from " + ft.String() + " to " + tt.String())
		}
		return []mir.Reg{l.toXMM(r, lower.OpBits(intBits(ft)))}, nil
	}
}

// maskBits packs the lanes of a mask into the bits of an integer
// (bitcast <N x i1> to iN).
func (l *fn) maskBits(regs []mir.Reg, v *vinfo) ([]mir.Reg, error) {
	if len(regs) == 1 {
		switch v.eb {
		case 32:
			return []mir.Reg{l.vop1("movmskps", 0, false, regs[0], mir.GPR, 32)}, nil
		case 64:
			return []mir.Reg{l.vop1("movmskpd", 0, false, regs[0], mir.GPR, 32)}, nil
		case 8:
			return []mir.Reg{l.vop1("pmovmskb", 0, false, regs[0], mir.GPR, 32)}, nil
		case 16:
			p := l.vop2("packsswb", regs[0], regs[0])
			d := l.vop1("pmovmskb", 0, false, p, mir.GPR, 32)
			return []mir.Reg{l.tied(isa.ALUImm, d, nil, &isa.Arith{Op: isa.And, Bits: 32, Imm: 0xff})}, nil
		}
	}
	if v.eb != 8 || v.n > 64 {
		return nil, l.Unsupported("bitcast of a mask wider than 64 lanes")
	}
	// Several registers of byte lanes: 16 bits each.
	var acc mir.Reg
	for p, r := range regs {
		d := l.vop1("pmovmskb", 0, false, r, mir.GPR, 32)
		if p == 0 {
			acc = d
			continue
		}
		d = l.tied(isa.Shift, d, nil, &isa.Arith{Op: isa.Shl, Bits: 64, Imm: int64(16 * p)})
		acc = l.tied(isa.ALU, acc, []mir.Reg{d}, &isa.Arith{Op: isa.Or, Bits: 64})
	}
	return []mir.Reg{acc}, nil
}

// ---- intrinsics

// scalarName turns an intrinsic's vector type suffixes into scalar ones:
// llvm.floor.v2f64 -> llvm.floor.f64.
func scalarName(name string) string {
	parts := strings.Split(name, ".")
	for i, p := range parts {
		if i < 1 || len(p) < 3 || p[0] != 'v' || p[1] < '0' || p[1] > '9' {
			continue
		}
		j := 1
		for j < len(p) && p[j] >= '0' && p[j] <= '9' {
			j++
		}
		parts[i] = p[j:]
	}
	return strings.Join(parts, ".")
}

func (l *fn) vecIntrinsic(in *ir.InstCall, name string) error {
	args := make([]value.Value, len(in.Args))
	for i, a := range in.Args {
		if ia, ok := a.(*ir.Arg); ok {
			a = ia.Value
		}
		args[i] = a
	}
	parts := strings.Split(name, ".")
	base := name
	if len(parts) >= 2 {
		base = strings.Join(parts[:2], ".")
	}
	if strings.HasPrefix(name, "llvm.vector.reduce.") {
		return l.vecReduce(in, strings.Split(strings.TrimPrefix(name, "llvm.vector.reduce."), ".")[0], args)
	}
	def := func(regs []mir.Reg, err error) error {
		if err != nil {
			return err
		}
		l.Def(in, regs...)
		return nil
	}
	switch base {
	case "llvm.smax", "llvm.smin", "llvm.umax", "llvm.umin", "llvm.abs":
		v, err := l.vinfoOf(args[0].Type())
		if err != nil {
			return err
		}
		op, ok := l.minMaxOp(base[5:], v.eb)
		if base == "llvm.abs" {
			op, ok = l.absOp(v.eb), true
		}
		if ok && !v.i1 {
			a, err := l.Regs(args[0])
			if err != nil {
				return err
			}
			var out []mir.Reg
			for p, r := range a {
				var b mir.Reg
				if base != "llvm.abs" {
					bs, err := l.Regs(args[1])
					if err != nil {
						return err
					}
					b = bs[p]
				}
				out = append(out, op(r, b))
			}
			return def(out, nil)
		}
		if base == "llvm.abs" {
			break
		}
		pred := map[string]enum.IPred{"llvm.smax": enum.IPredSGT, "llvm.smin": enum.IPredSLT,
			"llvm.umax": enum.IPredUGT, "llvm.umin": enum.IPredULT}[base]
		c, err := l.vecICmp(pred, args[0], args[1])
		if err != nil {
			return err
		}
		n := args[0].Type().(*types.VectorType).Len
		return def(l.vecSelect(l.regsVal(types.NewVector(n, types.I1), c), args[0], args[1]))
	case "llvm.fshl", "llvm.fshr":
		// By a constant: two shifts and an or (rotates when a == b).
		v, err := l.vinfoOf(args[0].Type())
		if err != nil {
			return err
		}
		k, ok := splatOf(args[2])
		shl, ok1 := intVecOps["shl"][v.eb]
		shr, ok2 := intVecOps["lshr"][v.eb]
		if !ok || !ok1 || !ok2 || v.i1 {
			break
		}
		a, b, err := l.both(args[0], args[1])
		if err != nil {
			return err
		}
		k &= int64(v.eb - 1)
		switch {
		case k == 0 && base == "llvm.fshl":
			return def(a, nil)
		case k == 0:
			return def(b, nil)
		case base == "llvm.fshr":
			k = int64(v.eb) - k
		}
		var out []mir.Reg
		for p := range a {
			hi := l.vopImm(shl, k, a[p])
			lo := l.vopImm(shr, int64(v.eb)-k, b[p])
			out = append(out, l.vop2("por", hi, lo))
		}
		return def(out, nil)
	case "llvm.fabs":
		return def(l.vecFMask(args[0], "and"))
	case "llvm.sqrt":
		v, err := l.vinfoOf(args[0].Type())
		if err != nil {
			return err
		}
		regs, err := l.Regs(args[0])
		if err != nil {
			return err
		}
		var out []mir.Reg
		for _, r := range regs {
			out = append(out, l.vop1("sqrt"+psuf(v.eb), 0, false, r, mir.FPR, 0))
		}
		return def(out, nil)
	case "llvm.fmuladd", "llvm.fma":
		if base == "llvm.fmuladd" {
			p, err := l.vecFBinary(in, "mul", args[0], args[1])
			if err != nil {
				return err
			}
			return def(l.vecFBinary(in, "add", l.regsVal(args[0].Type(), p), args[2]))
		}
	}
	switch name {
	case "llvm.x86.sse2.pmovmskb.128":
		// The sign bit of each byte lane, as an i32 (zstd's row matcher).
		regs, err := l.Regs(args[0])
		if err != nil {
			return err
		}
		return def([]mir.Reg{l.vop1("pmovmskb", 0, false, regs[0], mir.GPR, 32)}, nil)
	case "llvm.x86.sse2.psrli.w", "llvm.x86.sse2.psrli.d", "llvm.x86.sse2.psrli.q",
		"llvm.x86.sse2.pslli.w", "llvm.x86.sse2.pslli.d", "llvm.x86.sse2.pslli.q",
		"llvm.x86.sse2.psrai.w", "llvm.x86.sse2.psrai.d":
		// Shifts by an immediate count (xxhash's SSE2 scrambler). A
		// count at or beyond the lane width gives zeros (or sign
		// copies), as the instruction does with any count up to 255.
		regs, err := l.Regs(args[0])
		if err != nil {
			return err
		}
		mn := parts[3][:4] + parts[4] // psrli.q -> psrlq
		if k, ok := args[1].(*constant.Int); ok {
			n := k.X.Int64()
			if n < 0 || n > 255 {
				n = 255
			}
			return def([]mir.Reg{l.vopImm(mn, n, regs[0])}, nil)
		}
		// A count in a register (clang -O0): the instruction's XMM-count
		// form reads it as an unsigned 64-bit number, zero-extended by movd.
		cnt, err := l.Reg(args[1])
		if err != nil {
			return err
		}
		return def([]mir.Reg{l.vop2(mn, regs[0], l.toXMM(cnt, 32))}, nil)
	}
	switch {
	case strings.HasPrefix(name, "llvm.masked."), strings.HasPrefix(name, "llvm.experimental."),
		strings.HasPrefix(name, "llvm.vp."), strings.HasPrefix(name, "llvm.x86."):
		return l.Unsupported("intrinsic " + name)
	}
	// Everything else, lane by lane through the scalar intrinsic.
	var params []*ir.Param
	for _, a := range args {
		t := a.Type()
		if vt, ok := t.(*types.VectorType); ok {
			t = vt.ElemType
		}
		params = append(params, ir.NewParam("", t))
	}
	rt := in.Typ
	if !isVec(rt) {
		return l.Unsupported("intrinsic " + name)
	}
	sf := ir.NewFunc(scalarName(name), rt.(*types.VectorType).ElemType, params...)
	return def(l.scalarize(rt, args, func(s []value.Value) ir.Instruction {
		return ir.NewCall(sf, s...)
	}))
}

// ---- reductions

// reduceOp combines two registers lanewise for a reduction, if SSE2 can.
func (l *fn) reduceOp(kind string, v *vinfo) (func(a, b mir.Reg) mir.Reg, bool) {
	switch kind {
	case "fadd", "fmul":
		mn := kind[1:] + psuf(v.eb)
		return func(a, b mir.Reg) mir.Reg { return l.vop2(mn, a, b) }, true
	case "mul":
		if op, ok := l.mulOp(v.eb); ok && !v.i1 {
			return op, true
		}
	case "smax", "smin", "umax", "umin":
		if !v.i1 {
			return l.minMaxOp(kind, v.eb)
		}
	}
	if mn, ok := intVecOps[kind][v.eb]; ok && !v.i1 {
		return func(a, b mir.Reg) mir.Reg { return l.vop2(mn, a, b) }, true
	}
	return nil, false
}

// vecReduce lowers llvm.vector.reduce.<kind>.
func (l *fn) vecReduce(in *ir.InstCall, kind string, args []value.Value) error {
	vec := args[0]
	var start value.Value
	if kind == "fadd" || kind == "fmul" {
		start, vec = args[0], args[1]
	}
	v, err := l.vinfoOf(vec.Type())
	if err != nil {
		return err
	}
	reassoc, nnan := false, false
	for _, f := range in.FastMathFlags {
		switch f {
		case enum.FastMathFlagReassoc:
			reassoc = true
		case enum.FastMathFlagNNaN:
			nnan = true
		case enum.FastMathFlagFast:
			reassoc, nnan = true, true
		}
	}
	ordered := start != nil && !reassoc
	op, ok := l.reduceOp(kind, v)
	if (kind == "fmax" || kind == "fmin") && nnan {
		// Without NaNs maxps/minps are maxnum/minnum.
		mn := kind[1:] + psuf(v.eb)
		op, ok = func(a, b mir.Reg) mir.Reg { return l.vop2(mn, a, b) }, true
	}
	if ok && !ordered && v.n&(v.n-1) == 0 {
		// A tree: halves of the registers, then halves within one.
		regs, err := l.Regs(vec)
		if err != nil {
			return err
		}
		for len(regs) > 1 {
			h := len(regs) / 2
			var next []mir.Reg
			for i := 0; i < h; i++ {
				next = append(next, op(regs[i], regs[h+i]))
			}
			regs = next
		}
		r := regs[0]
		for w := v.n / v.parts; w > 1; w /= 2 {
			t := l.vopImm("psrldq", int64(w/2*v.eb/8), r)
			r = op(r, t)
		}
		switch {
		case v.float:
			if start != nil {
				s, err := l.Reg(start)
				if err != nil {
					return err
				}
				r = l.tied(isa.FALU, s, []mir.Reg{r}, &isa.FOp{Op: kind[1:], Bits: v.eb})
			}
		case v.eb >= 32:
			r = l.fromXMM(r, v.eb)
		default:
			r = l.vop1("pextrw", 0, true, r, mir.GPR, 32)
		}
		l.Def(in, r)
		return nil
	}
	// A chain over the lanes, in order.
	src, err := l.lanesOf(0, vec)
	if err != nil {
		return err
	}
	acc := start
	for i := 0; i < v.n; i++ {
		x := l.lane(src, i)
		if acc == nil {
			acc = x
			continue
		}
		var s ir.Instruction
		switch kind {
		case "add":
			s = ir.NewAdd(acc, x)
		case "mul":
			s = ir.NewMul(acc, x)
		case "and":
			s = ir.NewAnd(acc, x)
		case "or":
			s = ir.NewOr(acc, x)
		case "xor":
			s = ir.NewXor(acc, x)
		case "fadd":
			s = ir.NewFAdd(acc, x)
		case "fmul":
			s = ir.NewFMul(acc, x)
		case "fmax", "fmin":
			// maxnum/minnum: the NaN-ignoring libm functions.
			f := ir.NewFunc("llvm."+kind[1:]+"num."+map[int]string{32: "f32", 64: "f64"}[v.eb], x.Type(),
				ir.NewParam("", x.Type()), ir.NewParam("", x.Type()))
			s = ir.NewCall(f, acc, x)
		case "smax", "smin", "umax", "umin":
			pred := map[string]enum.IPred{"smax": enum.IPredSGT, "smin": enum.IPredSLT,
				"umax": enum.IPredUGT, "umin": enum.IPredULT}[kind]
			c, err := l.scalarInst(ir.NewICmp(pred, acc, x))
			if err != nil {
				return err
			}
			s = ir.NewSelect(l.regVal(types.I1, c), acc, x)
		default:
			return l.Unsupported("llvm.vector.reduce." + kind)
		}
		r, err := l.scalarInst(s)
		if err != nil {
			return err
		}
		acc = l.regVal(x.Type(), r)
	}
	r, err := l.Reg(acc)
	if err != nil {
		return err
	}
	l.Def(in, r)
	return nil
}

// vecGEP computes a vector of addresses.
func (l *fn) vecGEP(in *ir.InstGetElementPtr) ([]mir.Reg, error) {
	if len(in.Indices) == 1 && isVec(in.Src.Type()) {
		// base + constant offsets: one paddq per register.
		size := l.Layout.Size(in.ElemType)
		rv, err := l.vinfoOf(in.Type())
		if err != nil {
			return nil, err
		}
		if elems, ok := l.constElems(in.Indices[0], rv); ok {
			b := make([]byte, 16*rv.parts)
			for i, e := range elems {
				c, ok := e.(*constant.Int)
				if !ok {
					continue
				}
				u := uint64(lower.IntValue(c) * size)
				for j := 0; j < 8; j++ {
					b[8*i+j] = byte(u >> (8 * uint(j)))
				}
			}
			base, err := l.Regs(in.Src)
			if err != nil {
				return nil, err
			}
			var out []mir.Reg
			for p, r := range base {
				out = append(out, l.vop2("paddq", r, l.poolVec(b[16*p:16*p+16])))
			}
			return out, nil
		}
	}
	ops := append([]value.Value{in.Src}, in.Indices...)
	return l.scalarize(in.Type(), ops, func(s []value.Value) ir.Instruction {
		return ir.NewGetElementPtr(in.ElemType, s[0], s[1:]...)
	})
}

// mulOp multiplies lanes of eb bits register by register.
func (l *fn) mulOp(eb int) (func(a, b mir.Reg) mir.Reg, bool) {
	switch eb {
	case 8:
		// Through 16-bit lanes: the low bytes of the products.
		return func(a, b mir.Reg) mir.Reg {
			wa := l.widen([]mir.Reg{a}, 16, 8, false)
			wb := l.widen([]mir.Reg{b}, 16, 8, false)
			p := []mir.Reg{l.vop2("pmullw", wa[0], wb[0]), l.vop2("pmullw", wa[1], wb[1])}
			return l.narrow(p, 16, false)[0]
		}, true
	case 16:
		return func(a, b mir.Reg) mir.Reg { return l.vop2("pmullw", a, b) }, true
	case 32:
		return l.mul32, true
	case 64:
		// lo*lo + (hi*lo + lo*hi) << 32 with pmuludq.
		return func(a, b mir.Reg) mir.Reg {
			ll := l.vop2("pmuludq", a, b)
			hl := l.vop2("pmuludq", l.vopImm("psrlq", 32, a), b)
			lh := l.vop2("pmuludq", a, l.vopImm("psrlq", 32, b))
			cross := l.vopImm("psllq", 32, l.vop2("paddq", hl, lh))
			return l.vop2("paddq", ll, cross)
		}, true
	}
	return nil, false
}

// gtOp is the lanewise a > b mask for lanes of eb <= 32 bits, signed;
// flipA and flipB flip an operand's sign bits first (an unsigned compare
// flips both, but not an operand whose constant lanes came flipped).
func (l *fn) gtOp(a, b mir.Reg, eb int, flipA, flipB bool) mir.Reg {
	if flipA || flipB {
		sign := l.poolVec(splatBytes(1<<uint(eb-1), eb))
		if flipA {
			a = l.vop2("pxor", a, sign)
		}
		if flipB {
			b = l.vop2("pxor", b, sign)
		}
	}
	return l.vop2("pcmpgt"+map[int]string{8: "b", 16: "w", 32: "d"}[eb], a, b)
}

// blend is m ? a : b lanewise.
func (l *fn) blend(m, a, b mir.Reg) mir.Reg {
	return l.vop2("por", l.vop2("pand", m, a), l.vop2("pandn", m, b))
}

// minMaxOp is smax, smin, umax or umin of lanes of eb bits.
func (l *fn) minMaxOp(kind string, eb int) (func(a, b mir.Reg) mir.Reg, bool) {
	switch {
	case eb == 16 && kind[0] == 's':
		mn := "pmaxsw"
		if kind == "smin" {
			mn = "pminsw"
		}
		return func(a, b mir.Reg) mir.Reg { return l.vop2(mn, a, b) }, true
	case eb == 8 && kind[0] == 'u':
		mn := "pmaxub"
		if kind == "umin" {
			mn = "pminub"
		}
		return func(a, b mir.Reg) mir.Reg { return l.vop2(mn, a, b) }, true
	default:
		unsigned := kind[0] == 'u'
		gt := func(a, b mir.Reg) mir.Reg {
			if eb == 64 {
				return l.gt64(a, b, unsigned)
			}
			return l.gtOp(a, b, eb, unsigned, unsigned)
		}
		if kind[1:] == "max" {
			return func(a, b mir.Reg) mir.Reg { return l.blend(gt(a, b), a, b) }, true
		}
		return func(a, b mir.Reg) mir.Reg { return l.blend(gt(b, a), a, b) }, true
	}
}

// absOp is the absolute value of lanes of eb bits: (x ^ s) - s with s the
// sign of each lane.
func (l *fn) absOp(eb int) func(a, b mir.Reg) mir.Reg {
	return func(a, _ mir.Reg) mir.Reg {
		var s mir.Reg
		if eb == 64 {
			s = l.pshufd(0xf5, l.vopImm("psrad", 31, a))
		} else {
			zero := l.vconst(&isa.VConstInfo{Zero: true})
			s = l.vop2("pcmpgt"+map[int]string{8: "b", 16: "w", 32: "d"}[eb], zero, a)
		}
		sub := map[int]string{8: "psubb", 16: "psubw", 32: "psubd", 64: "psubq"}[eb]
		return l.vop2(sub, l.vop2("pxor", a, s), s)
	}
}

// gt64 is the a > b mask of 64-bit lanes without pcmpgtq: the high
// dwords compare greater, or they are equal and the low dwords compare
// greater unsigned.
func (l *fn) gt64(a, b mir.Reg, unsigned bool) mir.Reg {
	flip := uint64(0x80000000)
	if unsigned {
		flip |= 1 << 63
	}
	sign := l.poolVec(splatBytes(flip, 64))
	a = l.vop2("pxor", a, sign)
	b = l.vop2("pxor", b, sign)
	gt := l.vop2("pcmpgtd", a, b)
	eq := l.vop2("pcmpeqd", a, b)
	hi := l.pshufd(0xf5, gt)
	lo := l.pshufd(0xa0, gt)
	return l.vop2("por", hi, l.vop2("pand", l.pshufd(0xf5, eq), lo))
}

// u32ToFP converts unsigned 32-bit lanes: to float as the exact sum of
// their high and low halves (2^39+hi*2^16 - (2^39+2^23)) + (2^23+lo),
// rounded once; to double by putting them in the mantissa of 2^52.
func (l *fn) u32ToFP(regs []mir.Reg, fv, tv *vinfo) []mir.Reg {
	var out []mir.Reg
	if tv.eb == 64 {
		for _, r := range l.widen(regs, fv.n, 32, false) {
			two52 := l.poolVec(splatBytes(0x4330000000000000, 64))
			out = append(out, l.vop2("subpd", l.vop2("por", r, two52), two52))
		}
		return out
	}
	for _, r := range regs {
		lo := l.vop2("pand", r, l.poolVec(splatBytes(0xffff, 32)))
		lo = l.vop2("por", lo, l.poolVec(splatBytes(0x4b000000, 32)))
		hi := l.vop2("por", l.vopImm("psrld", 16, r), l.poolVec(splatBytes(0x53000000, 32)))
		hi = l.vop2("subps", hi, l.poolVec(splatBytes(0x53000080, 32)))
		out = append(out, l.vop2("addps", hi, lo))
	}
	return out
}

// splatScalar finds the scalar that a vector is a splat of (the
// insertelement at lane 0 and zero-mask shufflevector clang emits).
func splatScalar(y value.Value) (value.Value, bool) {
	sh, ok := y.(*ir.InstShuffleVector)
	if !ok {
		return nil, false
	}
	switch m := sh.Mask.(type) {
	case *constant.ZeroInitializer:
	case *constant.Vector:
		for _, e := range m.Elems {
			if c, ok := e.(*constant.Int); !ok || lower.IntValue(c) != 0 {
				return nil, false
			}
		}
	default:
		return nil, false
	}
	ins, ok := sh.X.(*ir.InstInsertElement)
	if !ok {
		return nil, false
	}
	if i, ok := constIndex(ins.Index); !ok || i != 0 {
		return nil, false
	}
	return ins.Elem, true
}

// vecShift lowers shifts by a splat amount: SSE2 shifts all lanes of
// 16, 32 or 64 bits (arithmetic: 16 and 32) by an immediate or by the
// low 64 bits of an XMM register; bytes shift as words and are masked.
func (l *fn) vecShift(op string, v *vinfo, x, y value.Value) ([]mir.Reg, bool, error) {
	if v.i1 {
		return nil, false, nil
	}
	a, err := l.Regs(x)
	if err != nil {
		return nil, true, err
	}
	var out []mir.Reg
	if k, ok := splatOf(y); ok && k >= 0 && k < int64(v.eb) {
		if mn, ok := intVecOps[op][v.eb]; ok {
			for _, r := range a {
				out = append(out, l.vopImm(mn, k, r))
			}
			return out, true, nil
		}
		if v.eb != 8 {
			return nil, false, nil
		}
		mn := map[string]string{"shl": "psllw", "lshr": "psrlw", "ashr": "psrlw"}[op]
		keep := uint64(0xff>>uint(k)) & 0xff
		if op == "shl" {
			keep = uint64(0xff<<uint(k)) & 0xff
		}
		for _, r := range a {
			r = l.vop2("pand", l.vopImm(mn, k, r), l.poolVec(splatBytes(keep, 8)))
			if op == "ashr" {
				// Sign-extend from bit 7-k: (r ^ m) - m.
				m := l.poolVec(splatBytes(uint64(0x80>>uint(k)), 8))
				r = l.vop2("psubb", l.vop2("pxor", r, m), m)
			}
			out = append(out, r)
		}
		return out, true, nil
	}
	s, ok := splatScalar(y)
	mn, ok2 := intVecOps[op][v.eb]
	if !ok || !ok2 {
		return nil, false, nil
	}
	// Counts of the lane width or more are poison: any result will do.
	c, err := l.extend(s, v.eb, 64, false)
	if err != nil {
		return nil, true, err
	}
	cx := l.toXMM(c, 64)
	for _, r := range a {
		out = append(out, l.vop2(mn, r, cx))
	}
	return out, true, nil
}

// vecArgCheck rejects a vector of more than 8 bytes that a call would
// pass on the stack (after eight XMM arguments).
func (l *fn) vecArgCheck(args []callArg, t types.Type) error {
	if !isVec(t) || l.Layout.Size(t) <= 8 {
		return nil
	}
	n := 0
	for _, a := range args {
		if a.class == mir.FPR && !a.byval {
			n++
		}
	}
	if n >= 8 {
		return l.Unsupported("vector argument passed on the stack")
	}
	return nil
}

// shuffle2 shuffles two registers of 128/eb lanes each into one (mask
// indexes the lanes of a then b) with one SSE2 instruction, when it can.
func (l *fn) shuffle2(a, b mir.Reg, eb int, mask []int) (mir.Reg, bool) {
	n := 128 / eb
	switch {
	case eb == 64 && mask[0] >= 0 && mask[1] >= 0:
		reg := func(m int) mir.Reg {
			if m >= 2 {
				return b
			}
			return a
		}
		x, y := reg(mask[0]), reg(mask[1])
		switch {
		case mask[0]%2 == 0 && mask[1]%2 == 0:
			return l.vop2("punpcklqdq", x, y), true
		case mask[0]%2 == 1 && mask[1]%2 == 1:
			return l.vop2("punpckhqdq", x, y), true
		case mask[0]%2 == 0:
			// Low from x, high from y: y with its low lane replaced.
			return l.vop2("movsd", y, x), true
		default:
			// Low is x's high lane, high is y's low lane.
			return l.vopImm("shufpd", 1, x, y), true
		}
	case eb == 32:
		// The low half from one register, the high half from one:
		// shufps.
		lo, hi := -1, -1
		for i, m := range mask {
			if m < 0 {
				continue
			}
			h := &lo
			if i >= 2 {
				h = &hi
			}
			if *h >= 0 && *h != m/n {
				return 0, false
			}
			*h = m / n
		}
		if lo < 0 {
			lo = 0
		}
		if hi < 0 {
			hi = 0
		}
		regs := [2]mir.Reg{a, b}
		imm := int64(0)
		for i, m := range mask {
			sel := 0
			if m >= 0 {
				sel = m % n
			}
			imm |= int64(sel) << uint(2*i)
		}
		return l.vopImm("shufps", imm, regs[lo], regs[hi]), true
	}
	return 0, false
}

// splat0 fills a register with lane 0 of r.
func (l *fn) splat0(r mir.Reg, eb int) mir.Reg {
	switch eb {
	case 8:
		r = l.vop2("punpcklbw", r, r)
		fallthrough
	case 16:
		r = l.vop1("pshuflw", 0, true, r, mir.FPR, 0)
		return l.pshufd(0, r)
	case 32:
		return l.pshufd(0, r)
	}
	return l.pshufd(0x44, r)
}

// sdivPow2 divides 16- or 32-bit lanes by a splat power of two 2^k,
// rounding towards zero: (x + ((x >>s eb-1) >>u eb-k)) >>s k; the
// remainder is x minus the quotient shifted back.
func (l *fn) sdivPow2(op string, v *vinfo, x, y value.Value) ([]mir.Reg, bool, error) {
	d, ok := splatOf(y)
	if !ok || v.i1 || (v.eb != 16 && v.eb != 32) || d <= 1 || d&(d-1) != 0 || d >= int64(1)<<uint(v.eb-1) {
		return nil, false, nil
	}
	k := int64(0)
	for int64(1)<<uint(k) < d {
		k++
	}
	a, err := l.Regs(x)
	if err != nil {
		return nil, true, err
	}
	sfx := map[int]string{16: "w", 32: "d"}[v.eb]
	var out []mir.Reg
	for _, r := range a {
		bias := l.vopImm("psrl"+sfx, int64(v.eb)-k, l.vopImm("psra"+sfx, int64(v.eb-1), r))
		q := l.vopImm("psra"+sfx, k, l.vop2("padd"+sfx, r, bias))
		if op == "srem" {
			q = l.vop2("psub"+sfx, r, l.vopImm("psll"+sfx, k, q))
		}
		out = append(out, q)
	}
	return out, true, nil
}
