package ppc

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Vectors are scalarised: a <N x T> value is N lanes, each held like a
// scalar T (a ppc32 i64 lane is a pair), so phis, loads, stores, selects
// on a scalar condition and calls need nothing special. Lane-wise
// instructions are lowered by building the scalar instruction for each
// lane and lowering that; extractelement/insertelement with a variable
// index and bitcasts that change the lane shape go through a frame
// temporary.

func vecOf(t types.Type) (*types.VectorType, bool) {
	vt, ok := t.(*types.VectorType)
	return vt, ok
}

// vectorLeaf checks that a vector's elements are scalars we hold.
func (l *fn) vectorLeaves(t *types.VectorType) ([]types.Type, error) {
	if isFP128(t.ElemType) {
		return nil, l.Unsupported(fmt.Sprintf("vector type %s", t))
	}
	switch et := t.ElemType.(type) {
	case *types.IntType, *types.PointerType, *types.FloatType:
		ls, err := l.Leaves(et)
		if err != nil {
			return nil, err
		}
		out := make([]types.Type, 0, t.Len)
		for i := uint64(0); i < t.Len; i++ {
			out = append(out, ls...)
		}
		return out, nil
	}
	return nil, l.Unsupported(fmt.Sprintf("vector type %s", t))
}

// lane returns lane i of vector value v as a scalar IR value.
func (l *fn) lane(v value.Value, i int) (value.Value, error) {
	vt, ok := vecOf(v.Type())
	if !ok {
		return nil, l.Errorf("lane of a non-vector %s", v.Type())
	}
	et := vt.ElemType
	switch c := v.(type) {
	case *constant.Vector:
		return c.Elems[i], nil
	case *constant.ZeroInitializer, *constant.Undef, *constant.Poison:
		return lower.ZeroOf(et), nil
	}
	var regs []mir.Reg
	var err error
	if c, ok := v.(constant.Expression); ok {
		// A vector constant expression (a getelementptr with vector
		// indices): lowered where it is used, lane by lane, as the
		// instruction it stands for.
		var x *lower.Value
		if x, err = l.ConstExpr(c); err == nil {
			regs = x.Regs
		}
	} else {
		regs, err = l.Regs(v)
	}
	if err != nil {
		return nil, err
	}
	k := l.nregs(et)
	if (i+1)*k > len(regs) {
		return nil, l.Errorf("vector lane %d out of range", i)
	}
	return l.tmpVal(et, regs[i*k:(i+1)*k]...), nil
}

// isVectorInst reports whether in needs lane-wise lowering.
func isVectorInst(in ir.Instruction) bool {
	switch in := in.(type) {
	case *ir.InstPhi, *ir.InstLoad, *ir.InstStore, *ir.InstAlloca, *ir.InstExtractValue, *ir.InstInsertValue:
		return false
	case *ir.InstSelect:
		_, ok := vecOf(in.Cond.Type())
		return ok
	case *ir.InstExtractElement, *ir.InstInsertElement, *ir.InstShuffleVector:
		return true
	case *ir.InstCall:
		callee, direct := lower.CalleeFunc(in.Callee)
		if !direct || len(callee.Name()) < 5 || callee.Name()[:5] != "llvm." {
			return false
		}
		if _, ok := vecOf(in.Typ); ok {
			return true
		}
		for _, a := range in.Args {
			if _, ok := vecOf(a.Type()); ok {
				return true
			}
		}
		return false
	case *ir.InstGetElementPtr:
		_, ok := vecOf(in.Type())
		return ok
	}
	return lower.Touches(in, func(t types.Type) bool { _, ok := vecOf(t); return ok })
}

// vectorInst lowers an instruction on vectors.
func (l *fn) vectorInst(in ir.Instruction) error {
	switch in := in.(type) {
	case *ir.InstExtractElement:
		return l.extractElement(in)
	case *ir.InstInsertElement:
		return l.insertElement(in)
	case *ir.InstShuffleVector:
		return l.shuffle(in)
	case *ir.InstBitCast:
		return l.vectorBitcast(in, in.From, in.To)
	case *ir.InstFreeze:
		return l.Alias(in, in.X)
	case *ir.InstCall:
		if _, ok := vecOf(in.Typ); !ok {
			return l.reduce(in)
		}
	}
	res, ok := in.(value.Value)
	if !ok {
		return l.Unsupported(fmt.Sprintf("vector instruction %T", in))
	}
	vt, ok := vecOf(res.Type())
	if !ok {
		return l.Unsupported(fmt.Sprintf("vector instruction %T with a scalar result", in))
	}
	var regs []mir.Reg
	for i := 0; i < int(vt.Len); i++ {
		rs, err := l.laneOf(in, i, vt.ElemType)
		if err != nil {
			return err
		}
		regs = append(regs, rs...)
	}
	l.Def(res, regs...)
	return nil
}

// laneOf lowers lane i (of element type et) of vector instruction in and
// returns its registers.
func (l *fn) laneOf(in ir.Instruction, i int, et types.Type) ([]mir.Reg, error) {
	s, err := l.scalarLane(in, i, et)
	if err != nil {
		return nil, err
	}
	if err := l.Instruction(s); err != nil {
		return nil, err
	}
	return l.Regs(s.(value.Value))
}

// scalarLane builds the scalar instruction computing lane i of in.
func (l *fn) scalarLane(in ir.Instruction, i int, et types.Type) (ir.Instruction, error) {
	var err error
	ln := func(v value.Value) value.Value {
		if err != nil {
			return nil
		}
		var x value.Value
		x, err = l.lane(v, i)
		return x
	}
	var s ir.Instruction
	switch in := in.(type) {
	case *ir.InstAdd:
		s = &ir.InstAdd{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstSub:
		s = &ir.InstSub{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstMul:
		s = &ir.InstMul{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstAnd:
		s = &ir.InstAnd{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstOr:
		s = &ir.InstOr{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstXor:
		s = &ir.InstXor{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstShl:
		s = &ir.InstShl{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstLShr:
		s = &ir.InstLShr{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstAShr:
		s = &ir.InstAShr{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstSDiv:
		s = &ir.InstSDiv{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstUDiv:
		s = &ir.InstUDiv{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstSRem:
		s = &ir.InstSRem{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstURem:
		s = &ir.InstURem{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstFAdd:
		s = &ir.InstFAdd{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstFSub:
		s = &ir.InstFSub{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstFMul:
		s = &ir.InstFMul{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstFDiv:
		s = &ir.InstFDiv{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstFRem:
		s = &ir.InstFRem{X: ln(in.X), Y: ln(in.Y), Typ: et}
	case *ir.InstFNeg:
		s = &ir.InstFNeg{X: ln(in.X), Typ: et}
	case *ir.InstICmp:
		s = &ir.InstICmp{Pred: in.Pred, X: ln(in.X), Y: ln(in.Y), Typ: types.I1}
	case *ir.InstFCmp:
		s = &ir.InstFCmp{Pred: in.Pred, X: ln(in.X), Y: ln(in.Y), Typ: types.I1}
	case *ir.InstSelect:
		s = &ir.InstSelect{Cond: ln(in.Cond), ValueTrue: ln(in.ValueTrue), ValueFalse: ln(in.ValueFalse), Typ: et}
	case *ir.InstTrunc:
		s = &ir.InstTrunc{From: ln(in.From), To: et}
	case *ir.InstZExt:
		s = &ir.InstZExt{From: ln(in.From), To: et}
	case *ir.InstSExt:
		s = &ir.InstSExt{From: ln(in.From), To: et}
	case *ir.InstFPTrunc:
		s = &ir.InstFPTrunc{From: ln(in.From), To: et}
	case *ir.InstFPExt:
		s = &ir.InstFPExt{From: ln(in.From), To: et}
	case *ir.InstFPToSI:
		s = &ir.InstFPToSI{From: ln(in.From), To: et}
	case *ir.InstFPToUI:
		s = &ir.InstFPToUI{From: ln(in.From), To: et}
	case *ir.InstSIToFP:
		s = &ir.InstSIToFP{From: ln(in.From), To: et}
	case *ir.InstUIToFP:
		s = &ir.InstUIToFP{From: ln(in.From), To: et}
	case *ir.InstPtrToInt:
		s = &ir.InstPtrToInt{From: ln(in.From), To: et}
	case *ir.InstIntToPtr:
		s = &ir.InstIntToPtr{From: ln(in.From), To: et}
	case *ir.InstGetElementPtr:
		laneOf := func(v value.Value) value.Value {
			if _, ok := vecOf(v.Type()); ok {
				return ln(v)
			}
			return v
		}
		var idx []value.Value
		for _, x := range in.Indices {
			idx = append(idx, laneOf(x))
		}
		s = &ir.InstGetElementPtr{ElemType: in.ElemType, Src: laneOf(in.Src), Indices: idx, Typ: et.(*types.PointerType)}
	case *ir.InstCall:
		var args []value.Value
		for _, a := range in.Args {
			if ia, ok := a.(*ir.Arg); ok {
				a = ia.Value
			}
			if _, ok := vecOf(a.Type()); ok {
				a = ln(a)
			}
			args = append(args, a)
		}
		s = &ir.InstCall{Callee: in.Callee, Args: args, Typ: et}
	default:
		return nil, l.Unsupported(fmt.Sprintf("vector instruction %T", in))
	}
	return s, err
}

// vectorTemp stores the registers of v (of type t) into a new frame
// object and returns its address value.
func (l *fn) vectorTemp(v value.Value, t types.Type) (*lower.Value, error) {
	size := l.Layout.Size(t)
	l.F.Frame = append(l.F.Frame, mir.FrameObject{Size: size, Align: 16})
	slot := &lower.Value{Kind: lower.VFrame, Frame: len(l.F.Frame) - 1}
	if v != nil {
		if err := l.storeVal(v, t, slot); err != nil {
			return nil, err
		}
	}
	return slot, nil
}

// storeVal stores every leaf of v (of type t) at address x.
func (l *fn) storeVal(v value.Value, t types.Type, x *lower.Value) error {
	st := &ir.InstStore{Src: v, Dst: l.tmpVal(types.NewPointer(t))}
	l.Vals[st.Dst] = x
	return l.store(st)
}

// loadVal loads a value of type t from address x.
func (l *fn) loadVal(t types.Type, x *lower.Value) ([]mir.Reg, error) {
	ld := &ir.InstLoad{ElemType: t, Src: l.tmpVal(types.NewPointer(t))}
	l.Vals[ld.Src] = x
	if err := l.load(ld); err != nil {
		return nil, err
	}
	return l.Regs(ld)
}

func (l *fn) checkVectorMemory(t types.Type) error {
	if vt, ok := vecOf(t); ok {
		if it, ok := vt.ElemType.(*types.IntType); ok && it.BitSize%8 != 0 {
			return l.Unsupported(fmt.Sprintf("vector of %s in memory", it))
		}
	}
	return nil
}

func (l *fn) extractElement(in *ir.InstExtractElement) error {
	vt, _ := vecOf(in.X.Type())
	if c, ok := in.Index.(*constant.Int); ok {
		i := int(lower.IntValue(c))
		if i < 0 || i >= int(vt.Len) {
			rs, err := l.Regs(lower.ZeroOf(vt.ElemType))
			l.Def(in, rs...)
			return err
		}
		x, err := l.lane(in.X, i)
		if err != nil {
			return err
		}
		return l.Alias(in, x)
	}
	if n, ok := l.maskVec(vt); ok {
		// A mask lane at a variable index: its bit of the packed lanes.
		p, err := l.packMask(in.X, n)
		if err != nil {
			return err
		}
		rs, err := l.convInt(in.Index, l.intBits(in.Index.Type()), l.word(), false)
		if err != nil {
			return err
		}
		sh := l.aluImm(isa.And, rs[len(rs)-1], int64(l.word()-1), l.word())
		if !l.t.Is64 {
			sh = l.alu(isa.Sub, l.li(int64(n-1)), sh, l.word())
			sh = l.aluImm(isa.And, sh, int64(l.word()-1), l.word())
		}
		l.Def(in, l.aluImm(isa.And, l.alu(isa.Shr, p, sh, l.word()), 1, l.word()))
		return nil
	}
	if err := l.checkVectorMemory(vt); err != nil {
		return err
	}
	tmp, err := l.vectorTemp(in.X, vt)
	if err != nil {
		return err
	}
	addr, err := l.elemAddr(tmp, vt, in.Index)
	if err != nil {
		return err
	}
	rs, err := l.loadVal(vt.ElemType, addr)
	if err != nil {
		return err
	}
	l.Def(in, rs...)
	return nil
}

// elemAddr is the address of element idx (masked to the vector) of the
// vector at tmp.
func (l *fn) elemAddr(tmp *lower.Value, vt *types.VectorType, idx value.Value) (*lower.Value, error) {
	rs, err := l.convInt(idx, l.intBits(idx.Type()), l.word(), false)
	if err != nil {
		return nil, err
	}
	n := int64(vt.Len)
	i := rs[len(rs)-1]
	if n&(n-1) == 0 {
		i = l.aluImm(isa.And, i, n-1, l.word())
	}
	off := l.scaleReg(i, l.Layout.Size(vt.ElemType))
	return &lower.Value{Kind: lower.VAddr, Base: tmp, Index: off}, nil
}

func (l *fn) insertElement(in *ir.InstInsertElement) error {
	vt, _ := vecOf(in.X.Type())
	k := l.nregs(vt.ElemType)
	if c, ok := in.Index.(*constant.Int); ok {
		var regs []mir.Reg
		for i := 0; i < int(vt.Len); i++ {
			src := in.Elem
			if int64(i) != lower.IntValue(c) {
				x, err := l.lane(in.X, i)
				if err != nil {
					return err
				}
				src = x
			}
			rs, err := l.Regs(src)
			if err != nil {
				return err
			}
			if len(rs) != k {
				return l.Errorf("vector lane shape mismatch")
			}
			regs = append(regs, rs...)
		}
		l.Def(in, regs...)
		return nil
	}
	if err := l.checkVectorMemory(vt); err != nil {
		return err
	}
	tmp, err := l.vectorTemp(in.X, vt)
	if err != nil {
		return err
	}
	addr, err := l.elemAddr(tmp, vt, in.Index)
	if err != nil {
		return err
	}
	if err := l.storeVal(in.Elem, vt.ElemType, addr); err != nil {
		return err
	}
	rs, err := l.loadVal(vt, tmp)
	if err != nil {
		return err
	}
	l.Def(in, rs...)
	return nil
}

// maskIndices reads a shufflevector mask (-1 for undef lanes).
func maskIndices(m value.Value, n int) ([]int, bool) {
	out := make([]int, n)
	switch c := m.(type) {
	case *constant.Vector:
		for i, e := range c.Elems {
			if ci, ok := e.(*constant.Int); ok {
				out[i] = int(lower.IntValue(ci))
			} else {
				out[i] = -1
			}
		}
		return out, true
	case *constant.ZeroInitializer:
		return out, true
	case *constant.Undef, *constant.Poison:
		for i := range out {
			out[i] = -1
		}
		return out, true
	}
	return nil, false
}

func (l *fn) shuffle(in *ir.InstShuffleVector) error {
	rt, _ := vecOf(in.Type())
	xt, _ := vecOf(in.X.Type())
	idx, ok := maskIndices(in.Mask, int(rt.Len))
	if !ok {
		return l.Unsupported("shufflevector with a non-constant mask")
	}
	n := int(xt.Len)
	var regs []mir.Reg
	for _, j := range idx {
		var src value.Value
		var err error
		switch {
		case j < 0:
			src = lower.ZeroOf(rt.ElemType)
		case j < n:
			src, err = l.lane(in.X, j)
		default:
			src, err = l.lane(in.Y, j-n)
		}
		if err != nil {
			return err
		}
		rs, err := l.Regs(src)
		if err != nil {
			return err
		}
		regs = append(regs, rs...)
	}
	l.Def(in, regs...)
	return nil
}

// vectorBitcast reinterprets through memory when the lane shape changes.
func (l *fn) vectorBitcast(in value.Value, from value.Value, to types.Type) error {
	ft, tt := from.Type(), to
	fv, fok := vecOf(ft)
	tv, tok := vecOf(tt)
	if fok && tok && fv.Len == tv.Len && l.sameLaneClass(fv.ElemType, tv.ElemType) {
		return l.Alias(in, from)
	}
	if n, ok := l.maskVec(ft); ok && !tok && l.intBits(tt) == n {
		r, err := l.packMask(from, n)
		if err == nil {
			l.Def(in, r)
		}
		return err
	}
	if n, ok := l.maskVec(tt); ok && !fok && l.intBits(ft) == n {
		r, err := l.Reg(from)
		if err == nil {
			l.Def(in, l.unpackMask(r, n)...)
		}
		return err
	}
	if err := l.checkVectorMemory(ft); err != nil {
		return err
	}
	if err := l.checkVectorMemory(tt); err != nil {
		return err
	}
	if l.Layout.Size(ft) != l.Layout.Size(tt) {
		return l.Unsupported(fmt.Sprintf("bitcast from %s to %s", ft, tt))
	}
	tmp, err := l.vectorTemp(from, ft)
	if err != nil {
		return err
	}
	rs, err := l.loadVal(tt, tmp)
	if err != nil {
		return err
	}
	l.Def(in, rs...)
	return nil
}

// maskVec reports a vector of i1 (a mask) that fits a register: its
// lanes are packed into an integer of as many bits, as LLVM lays such a
// vector out in memory and bitcasts it.
func (l *fn) maskVec(t types.Type) (int, bool) {
	vt, ok := vecOf(t)
	if !ok {
		return 0, false
	}
	if it, ok := vt.ElemType.(*types.IntType); !ok || it.BitSize != 1 || vt.Len > uint64(l.word()) {
		return 0, false
	}
	return int(vt.Len), true
}

// maskBit is the bit of lane i of an n-lane mask in its integer: lane 0
// is the least significant bit on ppc64le, the most significant on
// big-endian ppc32 (llc-14's layout).
func (l *fn) maskBit(i, n int) int64 {
	if l.t.Is64 {
		return int64(i)
	}
	return int64(n - 1 - i)
}

// packMask packs the lanes of an n-lane i1 vector into an integer.
func (l *fn) packMask(v value.Value, n int) (mir.Reg, error) {
	var r mir.Reg
	for i := 0; i < n; i++ {
		x, err := l.lane(v, i)
		if err != nil {
			return 0, err
		}
		b, err := l.Reg(x)
		if err != nil {
			return 0, err
		}
		b = l.aluImm(isa.And, b, 1, l.word())
		if sh := l.maskBit(i, n); sh > 0 {
			b = l.aluImm(isa.Shl, b, sh, l.word())
		}
		if i == 0 {
			r = b
		} else {
			r = l.alu(isa.Or, r, b, l.word())
		}
	}
	return r, nil
}

// unpackMask splits an n-bit integer into the lanes of an i1 vector.
func (l *fn) unpackMask(r mir.Reg, n int) []mir.Reg {
	out := make([]mir.Reg, n)
	for i := range out {
		b := r
		if sh := l.maskBit(i, n); sh > 0 {
			b = l.aluImm(isa.Shr, b, sh, l.word())
		}
		out[i] = l.aluImm(isa.And, b, 1, l.word())
	}
	return out
}

// maskMemType is the integer a mask of n lanes is stored as: n bits
// rounded up to whole bytes (the bits above n zero); ok is false when
// that is no width a load or store has (3, 5, 6 or 7 bytes).
func maskMemType(n int) (*types.IntType, bool) {
	b := (n + 7) / 8 * 8
	return types.NewInt(uint64(b)), b&(b-1) == 0
}

// storeMask stores an i1 vector as its packed integer.
func (l *fn) storeMask(in *ir.InstStore, n int) error {
	mt, ok := maskMemType(n)
	if vt, _ := vecOf(in.Src.Type()); !ok || (n+7)/8 != int(l.Layout.StoreSize(vt)) {
		return l.Unsupported(fmt.Sprintf("store of %s", vt))
	}
	r, err := l.packMask(in.Src, n)
	if err != nil {
		return err
	}
	return l.store(&ir.InstStore{Src: l.tmpVal(mt, r), Dst: in.Dst})
}

// loadMask loads an i1 vector from its packed integer.
func (l *fn) loadMask(in *ir.InstLoad, n int) error {
	mt, ok := maskMemType(n)
	if vt, _ := vecOf(in.ElemType); !ok || (n+7)/8 != int(l.Layout.StoreSize(vt)) {
		return l.Unsupported(fmt.Sprintf("load of %s", vt))
	}
	ld := &ir.InstLoad{ElemType: mt, Src: in.Src}
	if err := l.load(ld); err != nil {
		return err
	}
	r, err := l.Reg(ld)
	if err != nil {
		return err
	}
	l.Def(in, l.unpackMask(r, n)...)
	return nil
}

// sameLaneClass reports whether lanes of a and b are held alike (so a
// bitcast between the vectors moves no bits).
func (l *fn) sameLaneClass(a, b types.Type) bool {
	return lower.IsFloat(a) == lower.IsFloat(b) && l.intBits(a) == l.intBits(b) && (!lower.IsFloat(a) || lower.FloatBits(a) == lower.FloatBits(b))
}

// reduce lowers llvm.vector.reduce.* (scalar result from a vector) by
// halving: the upper half is combined into the lower half until one lane
// is left, the order llc-14 uses for reassociable reductions.
func (l *fn) reduce(in *ir.InstCall) error {
	callee, _ := lower.CalleeFunc(in.Callee)
	name := callee.Name()
	ops := map[string]string{
		"add": "add", "mul": "mul", "and": "and", "or": "or", "xor": "xor",
		"smax": "llvm.smax", "smin": "llvm.smin", "umax": "llvm.umax", "umin": "llvm.umin",
		"fadd": "fadd", "fmul": "fmul", "fmax": "llvm.maxnum", "fmin": "llvm.minnum",
	}
	const prefix = "llvm.vector.reduce."
	if len(name) <= len(prefix) || name[:len(prefix)] != prefix {
		return l.Unsupported("vector intrinsic " + name)
	}
	kind := name[len(prefix):]
	for i := 0; i < len(kind); i++ {
		if kind[i] == '.' {
			kind = kind[:i]
			break
		}
	}
	op, ok := ops[kind]
	if !ok {
		return l.Unsupported("vector intrinsic " + name)
	}
	var args []value.Value
	for _, a := range in.Args {
		if ia, ok := a.(*ir.Arg); ok {
			a = ia.Value
		}
		args = append(args, a)
	}
	vecArg := args[len(args)-1]
	vt, ok := vecOf(vecArg.Type())
	if !ok {
		return l.Unsupported("vector intrinsic " + name)
	}
	et := vt.ElemType
	lanes := make([]value.Value, vt.Len)
	for i := range lanes {
		x, err := l.lane(vecArg, i)
		if err != nil {
			return err
		}
		lanes[i] = x
	}
	combine := func(a, b value.Value) (value.Value, error) {
		var s ir.Instruction
		switch op {
		case "add":
			s = &ir.InstAdd{X: a, Y: b, Typ: et}
		case "mul":
			s = &ir.InstMul{X: a, Y: b, Typ: et}
		case "and":
			s = &ir.InstAnd{X: a, Y: b, Typ: et}
		case "or":
			s = &ir.InstOr{X: a, Y: b, Typ: et}
		case "xor":
			s = &ir.InstXor{X: a, Y: b, Typ: et}
		case "fadd":
			s = &ir.InstFAdd{X: a, Y: b, Typ: et}
		case "fmul":
			s = &ir.InstFMul{X: a, Y: b, Typ: et}
		default:
			f := ir.NewFunc(op+"."+et.String(), et, ir.NewParam("", et), ir.NewParam("", et))
			s = &ir.InstCall{Callee: f, Args: []value.Value{a, b}, Typ: et}
		}
		if err := l.Instruction(s); err != nil {
			return nil, err
		}
		return s.(value.Value), nil
	}
	ordered := len(args) == 2 && !hasReassoc(in)
	if ordered {
		// A strict fadd/fmul reduction: in lane order from the start value.
		r := args[0]
		for _, x := range lanes {
			y, err := combine(r, x)
			if err != nil {
				return err
			}
			r = y
		}
		return l.Alias(in, r)
	}
	for len(lanes) > 1 {
		if len(lanes)%2 != 0 {
			return l.Unsupported("reduction of a vector with an odd number of lanes")
		}
		h := len(lanes) / 2
		next := make([]value.Value, h)
		for i := 0; i < h; i++ {
			x, err := combine(lanes[i], lanes[i+h])
			if err != nil {
				return err
			}
			next[i] = x
		}
		lanes = next
	}
	r := lanes[0]
	if len(args) == 2 {
		// fadd/fmul with a start value.
		x, err := combine(args[0], r)
		if err != nil {
			return err
		}
		r = x
	}
	return l.Alias(in, r)
}

func hasReassoc(in *ir.InstCall) bool {
	for _, f := range in.FastMathFlags {
		if f == enum.FastMathFlagReassoc || f == enum.FastMathFlagFast {
			return true
		}
	}
	return false
}
