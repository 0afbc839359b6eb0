package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/ssara-project/ssara/mir"
)

// GEP computes a getelementptr as an address value: constant indices fold
// into the offset, the variable ones into one index register, scaled by
// the addressing mode where the target has the scale (Traits.Scales) and
// by multiplication otherwise. An address base stays symbolic (a frame
// object, a symbol, an address expression).
func (l *Func) GEP(elem types.Type, src value.Value, indices []value.Value) (*Value, error) {
	if _, ok := src.Type().(*types.VectorType); ok {
		return nil, l.Unsupported("vector getelementptr")
	}
	base, err := l.Value(src)
	if err != nil {
		return nil, err
	}
	var off int64
	var terms []indexTerm
	addTerm := func(r mir.Reg, s int64) { terms = append(terms, indexTerm{r, s}) }
	t := elem
	for i, idx := range indices {
		var stride int64
		if i == 0 {
			stride = l.Layout.Size(t)
		} else {
			switch tt := t.(type) {
			case *types.StructType:
				c, ok := idx.(*constant.Int)
				if !ok {
					return nil, l.Unsupported("non-constant struct index")
				}
				k := int(IntValue(c))
				off += l.Layout.FieldOffset(tt, k)
				t = tt.Fields[k]
				continue
			case *types.ArrayType:
				t = tt.ElemType
			case *types.VectorType:
				t = tt.ElemType
			default:
				return nil, l.Unsupported("getelementptr into " + t.String())
			}
			stride = l.Layout.Size(t)
		}
		if c, ok := idx.(*constant.Int); ok {
			off += IntValue(c) * stride
			continue
		}
		if _, ok := idx.Type().(*types.VectorType); ok {
			return nil, l.Unsupported("vector index in getelementptr")
		}
		var c int64
		idx, c, stride = l.indexTerms(idx, stride)
		off += c
		if x, y, neg, ok := l.sumIndex(idx, stride); ok {
			// y's term first: x, last, stays the scaled index.
			ry, err := l.sel.IndexReg(y)
			if err != nil {
				return nil, err
			}
			if neg {
				addTerm(l.sel.MulImm(ry, -stride), 1)
			} else {
				addTerm(ry, stride)
			}
			idx = x
		}
		if si, ok := l.sel.(ScaledIndexer); ok && stride > 1 && !l.hasScale(stride) {
			r, ok, err := si.ScaledIndex(idx, stride)
			if err != nil {
				return nil, err
			}
			if ok {
				addTerm(r, 1)
				continue
			}
		}
		r, err := l.sel.IndexReg(idx)
		if err != nil {
			return nil, err
		}
		if stride == 0 {
			continue
		}
		if stride == 1 || l.hasScale(stride) {
			addTerm(r, stride)
		} else {
			addTerm(l.mulIndex(r, stride), 1)
		}
	}
	return l.combineTerms(base, terms, off)
}

// indexTerm is one variable term of an address: r times s, s one of the
// target's scales or 1.
type indexTerm struct {
	r mir.Reg
	s int64
}

// combineTerms is the address base + the terms + off. Where more than one
// term is variable (the base's own index counts) and one of them is
// scaled by the addressing mode, that one stays the address's index and
// the others go into the base, one lea each: "a[i][k]" of "int
// a[24][24]" is "leaq (%a,%i96), %b; movl (%b,%k,4)", where summing the
// terms took a scaling lea and an add before the load (dp.c's matrix
// loops), and llc-14 addresses it the same way. The term kept is the
// last such (the innermost dimension, which is what an inner loop
// steps). Otherwise the terms are summed into one index, as before.
func (l *Func) combineTerms(base *Value, terms []indexTerm, off int64) (*Value, error) {
	all := terms
	if base.Kind == VAddr && base.Index != 0 {
		all = append([]indexTerm{{base.Index, base.Scale}}, terms...)
	}
	keep := -1
	for i := len(all) - 1; i >= 0; i-- {
		if all[i].s > 1 {
			keep = i
			break
		}
	}
	if len(all) < 2 || keep < 0 {
		var index mir.Reg
		var scale int64
		for _, t := range terms {
			if index == 0 {
				index, scale = t.r, t.s
				continue
			}
			index, scale = l.sel.AddRegs(l.unscale(index, scale), l.unscale(t.r, t.s)), 1
		}
		return l.addrOf(base, index, scale, off), nil
	}
	if base.Kind == VAddr {
		off += base.Off
		base = base.Base
	}
	for i, t := range all {
		if i == keep {
			continue
		}
		r, err := l.sel.Materialize(&Value{Kind: VAddr, Base: base, Index: t.r, Scale: max(t.s, 1)})
		if err != nil {
			return nil, err
		}
		base = &Value{Kind: VReg, Regs: []mir.Reg{r}}
	}
	return l.addrOf(base, all[keep].r, all[keep].s, off), nil
}

// addrOf is the address base + index*scale + off, base's own address
// expression combined in.
func (l *Func) addrOf(base *Value, index mir.Reg, scale, off int64) *Value {
	if l.Layout.PtrSize() == 4 {
		off = int64(int32(off)) // addresses wrap at 32 bits
	}
	if base.Kind == VAddr {
		// Combine with the base's own address expression.
		switch {
		case base.Index != 0 && index != 0:
			index, scale = l.sel.AddRegs(l.unscale(index, scale), l.unscale(base.Index, base.Scale)), 1
		case index == 0:
			index, scale = base.Index, base.Scale
		}
		off += base.Off
		base = base.Base
	}
	if index == 0 && base.Kind != VReg {
		b := *base
		b.Off += off
		return &b
	}
	if index != 0 && scale == 0 {
		scale = 1
	}
	return &Value{Kind: VAddr, Base: base, Index: index, Scale: scale, Off: off}
}

// hasScale reports whether the target's addressing modes scale an index
// by s.
func (l *Func) hasScale(s int64) bool {
	for _, k := range l.Mod.traits.Scales {
		if k == s {
			return true
		}
	}
	return false
}

// unscale is index r times s in a register.
func (l *Func) unscale(r mir.Reg, s int64) mir.Reg {
	if s <= 1 {
		return r
	}
	return l.mulIndex(r, s)
}

// product is an index register times a stride, in a block.
type product struct {
	b *mir.Block
	r mir.Reg
	k int64
}

// mulIndex is index r times k in a register: the one an earlier address
// of the current block made, or a new one. The fields of one element of
// an array of 24-byte structures, each stored by its own getelementptr,
// multiplied the index once per field; llc's selection DAG shares the
// product within a block, as this does.
func (l *Func) mulIndex(r mir.Reg, k int64) mir.Reg {
	key := product{l.Cur, r, k}
	if p, ok := l.products[key]; ok {
		return p
	}
	if l.products == nil {
		l.products = map[product]mir.Reg{}
	}
	p := l.sel.MulImm(r, k)
	l.products[key] = p
	return p
}

// indexTerms takes the constant terms out of a getelementptr index, as
// llc's addressing-mode matcher folds them: an index "add x, C" that
// nothing else reads is x, with C*stride added to the offset (so is "or
// x, C" where C fits in x's known-zero low bits); "shl x, K"
// (K at most 3) is x, with the stride times 2^K. An index as wide as a
// pointer wraps alike either way; a narrower one is sign-extended, so its
// add or shift must not wrap (nsw), and "sext" of such an add or shift
// is its operand, which IndexReg sign-extends.
func (l *Func) indexTerms(idx value.Value, stride int64) (value.Value, int64, int64) {
	var off int64
	for {
		x, c, k, ok := l.foldableIndex(idx)
		if !ok {
			return idx, off, stride
		}
		off += c * stride
		stride <<= uint(k)
		idx = x
	}
}

// foldableIndex is an index as its operand x plus c, or x shifted left
// by k, when indexTerms may take it apart.
func (l *Func) foldableIndex(idx value.Value) (x value.Value, c, k int64, ok bool) {
	if l.indexUses[idx] != 1 {
		return nil, 0, 0, false
	}
	it, isInt := idx.Type().(*types.IntType)
	if !isInt {
		return nil, 0, 0, false
	}
	// nsw is needed where the value is sign-extended afterwards.
	needNSW := int64(it.BitSize) != 8*l.Layout.PtrSize()
	if s, isSExt := idx.(*ir.InstSExt); isSExt {
		idx, needNSW = s.From, true
		if l.indexUses[idx] != 1 {
			return nil, 0, 0, false
		}
	}
	switch in := idx.(type) {
	case *ir.InstAdd:
		kc, isConst := in.Y.(*constant.Int)
		if !isConst || needNSW && !hasNSW(in.OverflowFlags) {
			return nil, 0, 0, false
		}
		return in.X, IntValue(kc), 0, true
	case *ir.InstOr:
		// An or whose constant falls in x's known-zero low bits is an add
		// that cannot carry, and so cannot overflow either: a vectorized
		// loop's lanes i|1 .. i|15 of an index i stepping by 16.
		kc, isConst := in.Y.(*constant.Int)
		if !isConst || !lowBitsFree(in.X, IntValue(kc)) {
			return nil, 0, 0, false
		}
		return in.X, IntValue(kc), 0, true
	case *ir.InstShl:
		kc, isConst := in.Y.(*constant.Int)
		if !isConst || needNSW && !hasNSW(in.OverflowFlags) || IntValue(kc) < 1 || IntValue(kc) > 3 {
			return nil, 0, 0, false
		}
		return in.X, 0, IntValue(kc), true
	}
	return nil, 0, 0, false
}

// sumIndex is an index "add x, y" or "sub x, y" of two variables that
// nothing else reads, as two terms, when the addressing modes scale by
// stride: x stays the index and y (negated for a sub: "imulq $-4")
// goes into the address's base (combineTerms). The knapsack loop of
// dp.c reads "best[c - w]": with w the same all through the loop, the
// base "best - 4*w" leaves it (HoistInvariants) and the loop addresses
// "(%base,%c,4)", as llc-14's loop strength reduction has it, where it
// subtracted w from a copy of c every iteration. Without such a move
// the instructions are as many as before. Only an index as wide as a
// pointer: the operands of a narrower one would be sign-extended each
// (recursion.c's "a[i + j]" of ints took one instruction more).
func (l *Func) sumIndex(idx value.Value, stride int64) (x, y value.Value, neg, ok bool) {
	if stride <= 1 || !l.hasScale(stride) || l.indexUses[idx] != 1 {
		return nil, nil, false, false
	}
	if it, isInt := idx.Type().(*types.IntType); !isInt || int64(it.BitSize) != 8*l.Layout.PtrSize() {
		return nil, nil, false, false
	}
	switch in := idx.(type) {
	case *ir.InstAdd:
		x, y = in.X, in.Y
	case *ir.InstSub:
		x, y, neg = in.X, in.Y, true
	default:
		return nil, nil, false, false
	}
	// Not of a constant (indexTerms' case), nor of a load, which the
	// add or sub would have read from memory (a target may have lowered
	// it for that already).
	for _, v := range []value.Value{x, y} {
		switch v.(type) {
		case constant.Constant, *ir.InstLoad:
			return nil, nil, false, false
		}
	}
	return x, y, neg, true
}

func hasNSW(flags []enum.OverflowFlag) bool {
	for _, f := range flags {
		if f == enum.OverflowFlagNSW {
			return true
		}
	}
	return false
}
