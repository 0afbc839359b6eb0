package lower

import (
	"github.com/llir/llvm/ir/constant"
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
	var index mir.Reg
	var scale int64
	addTerm := func(r mir.Reg, s int64) {
		if index == 0 {
			index, scale = r, s
			return
		}
		// Fold the existing term into a register first.
		index, scale = l.sel.AddRegs(l.unscale(index, scale), l.unscale(r, s)), 1
	}
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
			addTerm(l.sel.MulImm(r, stride), 1)
		}
	}
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
		return &b, nil
	}
	if index != 0 && scale == 0 {
		scale = 1
	}
	return &Value{Kind: VAddr, Base: base, Index: index, Scale: scale, Off: off}, nil
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
	return l.sel.MulImm(r, s)
}
