package x86

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Vectors of x86_fp80 have no SSE form: they are held lane by lane, each
// lane as an x86_fp80 scalar (two GPR words, x87Leaves), and every
// instruction on them is done lane by lane with the scalar x87 lowering.
// In memory the lanes are packed every 10 bytes (LLVM's vector layout, not
// the 16-byte stride of an array). Supported: phi, select on a scalar
// condition, load, store, insertelement, extractelement (any index),
// shufflevector, fadd/fsub/fmul/fdiv/frem and fneg; they are not passed to
// or returned from calls.

// x87Vec reports a vector of x86_fp80.
func x87Vec(t types.Type) (*types.VectorType, bool) {
	vt, ok := t.(*types.VectorType)
	return vt, ok && isX87(vt.ElemType)
}

// x87VecTouches reports whether in has a vector of x86_fp80 as its result
// or an operand.
func x87VecTouches(in ir.Instruction) bool {
	return lower.Touches(in, func(t types.Type) bool { _, ok := x87Vec(t); return ok })
}

// x87VecLeaves are the leaves of a vector of x86_fp80: its lanes'.
func x87VecLeaves(vt *types.VectorType) []types.Type {
	var ls []types.Type
	for i := uint64(0); i < vt.Len; i++ {
		ls = append(ls, x87Leaves...)
	}
	return ls
}

// x87Lane is lane i of a vector of x86_fp80, as a scalar value.
func (l *fn) x87Lane(v value.Value, i int) (value.Value, error) {
	switch c := v.(type) {
	case *constant.Vector:
		return c.Elems[i], nil
	case *constant.ZeroInitializer, *constant.Undef, *constant.Poison:
		return lower.ZeroOf(types.X86_FP80), nil
	}
	regs, err := l.Regs(v)
	if err != nil {
		return nil, err
	}
	if len(regs) < 2*i+2 {
		return nil, l.Errorf("x86_fp80 vector %s with %d registers", v.Ident(), len(regs))
	}
	return l.regsVal(types.X86_FP80, regs[2*i:2*i+2]), nil
}

// x87Scalar lowers a made-up scalar instruction on x86_fp80 and returns
// its registers.
func (l *fn) x87Scalar(in ir.Instruction) ([]mir.Reg, error) {
	if err := l.Instruction(in); err != nil {
		return nil, err
	}
	return l.Regs(in.(value.Value))
}

// x87LaneAddr is a pointer value to lane i of the vector at p.
func (l *fn) x87LaneAddr(p value.Value, i int) (value.Value, error) {
	x, err := l.Value(p)
	if err != nil {
		return nil, err
	}
	var a lower.Value
	if x.Kind == lower.VReg {
		a = lower.Value{Kind: lower.VAddr, Base: x, Off: int64(10 * i)}
	} else {
		a = *x
		a.Off += int64(10 * i)
	}
	v := l.regsVal(types.NewPointer(types.X86_FP80), nil)
	l.Vals[v] = &a
	return v, nil
}

// x87VecInstruction lowers an instruction on vectors of x86_fp80.
func (l *fn) x87VecInstruction(in ir.Instruction) error {
	lanes := func(v value.Value) (int, error) {
		vt, ok := x87Vec(v.Type())
		if !ok {
			return 0, l.Unsupported(fmt.Sprintf("x86_fp80 vector operation with %s", v.Type()))
		}
		return int(vt.Len), nil
	}
	var out []mir.Reg
	perLane := func(n int, mk func(i int) (ir.Instruction, error)) error {
		for i := 0; i < n; i++ {
			s, err := mk(i)
			if err != nil {
				return err
			}
			rs, err := l.x87Scalar(s)
			if err != nil {
				return err
			}
			out = append(out, rs...)
		}
		return nil
	}
	binary := func(res value.Value, x, y value.Value, mk func(a, b value.Value) ir.Instruction) error {
		n, err := lanes(res)
		if err != nil {
			return err
		}
		return perLane(n, func(i int) (ir.Instruction, error) {
			a, err := l.x87Lane(x, i)
			if err != nil {
				return nil, err
			}
			b, err := l.x87Lane(y, i)
			return mk(a, b), err
		})
	}
	var res value.Value
	var err error
	switch in := in.(type) {
	case *ir.InstPhi:
		n, err := lanes(in)
		if err != nil {
			return err
		}
		for i := 0; i < 2*n; i++ {
			out = append(out, l.newGPR())
		}
		l.AddPhi(in, out)
		l.Def(in, out...)
		return nil
	case *ir.InstFAdd:
		res, err = in, binary(in, in.X, in.Y, func(a, b value.Value) ir.Instruction { return &ir.InstFAdd{X: a, Y: b, Typ: types.X86_FP80} })
	case *ir.InstFSub:
		res, err = in, binary(in, in.X, in.Y, func(a, b value.Value) ir.Instruction { return &ir.InstFSub{X: a, Y: b, Typ: types.X86_FP80} })
	case *ir.InstFMul:
		res, err = in, binary(in, in.X, in.Y, func(a, b value.Value) ir.Instruction { return &ir.InstFMul{X: a, Y: b, Typ: types.X86_FP80} })
	case *ir.InstFDiv:
		res, err = in, binary(in, in.X, in.Y, func(a, b value.Value) ir.Instruction { return &ir.InstFDiv{X: a, Y: b, Typ: types.X86_FP80} })
	case *ir.InstFRem:
		res, err = in, binary(in, in.X, in.Y, func(a, b value.Value) ir.Instruction { return &ir.InstFRem{X: a, Y: b, Typ: types.X86_FP80} })
	case *ir.InstFNeg:
		res, err = in, binary(in, in.X, in.X, func(a, _ value.Value) ir.Instruction { return &ir.InstFNeg{X: a, Typ: types.X86_FP80} })
	case *ir.InstLoad:
		n, err := lanes(in)
		if err != nil {
			return err
		}
		res, err = in, perLane(n, func(i int) (ir.Instruction, error) {
			p, err := l.x87LaneAddr(in.Src, i)
			return &ir.InstLoad{ElemType: types.X86_FP80, Src: p}, err
		})
		if err != nil {
			return err
		}
	case *ir.InstStore:
		n, err := lanes(in.Src)
		if err != nil {
			return err
		}
		for i := 0; i < n; i++ {
			v, err := l.x87Lane(in.Src, i)
			if err != nil {
				return err
			}
			p, err := l.x87LaneAddr(in.Dst, i)
			if err != nil {
				return err
			}
			if err := l.Instruction(&ir.InstStore{Src: v, Dst: p}); err != nil {
				return err
			}
		}
		return nil
	case *ir.InstInsertElement:
		n, err := lanes(in)
		if err != nil {
			return err
		}
		c, ok := in.Index.(*constant.Int)
		if !ok {
			return l.Unsupported("insertelement at a variable index into an x86_fp80 vector")
		}
		k := int(lower.IntValue(c))
		for i := 0; i < n; i++ {
			v := in.Elem
			if i != k {
				if v, err = l.x87Lane(in.X, i); err != nil {
					return err
				}
			}
			rs, err := l.Regs(v)
			if err != nil {
				return err
			}
			out = append(out, rs...)
		}
		res = in
	case *ir.InstExtractElement:
		n, err := lanes(in.X)
		if err != nil {
			return err
		}
		if c, ok := in.Index.(*constant.Int); ok {
			k := int(lower.IntValue(c))
			if k < 0 || k >= n {
				k = 0 // poison: any lane will do
			}
			v, err := l.x87Lane(in.X, k)
			if err != nil {
				return err
			}
			return l.Alias(in, v)
		}
		// A variable index: a chain of selects over the lanes.
		cur, err := l.x87Lane(in.X, 0)
		if err != nil {
			return err
		}
		for i := 1; i < n; i++ {
			v, err := l.x87Lane(in.X, i)
			if err != nil {
				return err
			}
			it := in.Index.Type().(*types.IntType)
			cmp := &ir.InstICmp{Pred: enum.IPredEQ, X: in.Index, Y: constant.NewInt(it, int64(i)), Typ: types.I1}
			if err := l.Instruction(cmp); err != nil {
				return err
			}
			rs, err := l.Select(cmp, v, cur)
			if err != nil {
				return err
			}
			cur = l.regsVal(types.X86_FP80, rs)
		}
		return l.Alias(in, cur)
	case *ir.InstShuffleVector:
		n, err := lanes(in)
		if err != nil {
			return err
		}
		m, err := lanes(in.X)
		if err != nil {
			return err
		}
		mc, _ := in.Mask.(constant.Constant)
		mask, ok := shuffleMask(mc)
		if !ok || len(mask) != n {
			return l.Unsupported("shufflevector of x86_fp80 vectors with this mask")
		}
		for _, k := range mask {
			var v value.Value = lower.ZeroOf(types.X86_FP80)
			switch {
			case k >= 0 && k < m:
				v, err = l.x87Lane(in.X, k)
			case k >= m && k < 2*m:
				v, err = l.x87Lane(in.Y, k-m)
			}
			if err != nil {
				return err
			}
			rs, err := l.Regs(v)
			if err != nil {
				return err
			}
			out = append(out, rs...)
		}
		res = in
	case *ir.InstSelect:
		if _, ok := in.Cond.Type().(*types.VectorType); ok {
			return l.Unsupported("select of x86_fp80 vectors on a vector condition")
		}
		rs, err := l.Select(in.Cond, in.ValueTrue, in.ValueFalse)
		if err != nil {
			return err
		}
		l.Def(in, rs...)
		return nil
	case *ir.InstFreeze:
		return l.Alias(in, in.X)
	default:
		return l.Unsupported(fmt.Sprintf("%T on x86_fp80 vectors", in))
	}
	if err != nil {
		return err
	}
	l.Def(res, out...)
	return nil
}

// shuffleMask lists the lanes of a constant shufflevector mask (-1 for
// undef lanes).
func shuffleMask(c constant.Constant) ([]int, bool) {
	switch c := c.(type) {
	case *constant.Vector:
		out := make([]int, len(c.Elems))
		for i, e := range c.Elems {
			switch e := e.(type) {
			case *constant.Int:
				out[i] = int(lower.IntValue(e))
			case *constant.Undef, *constant.Poison:
				out[i] = -1
			default:
				return nil, false
			}
		}
		return out, true
	case *constant.ZeroInitializer:
		vt := c.Typ.(*types.VectorType)
		return make([]int, vt.Len), true
	}
	return nil, false
}
