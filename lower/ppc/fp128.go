package ppc

import (
	"encoding/binary"
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

// ppc_fp128, the IBM double-double long double clang uses on both ABIs, is
// held as its two doubles (hi, lo; the value is their sum), in two FPRs:
// its leaves are two doubles, so loads, stores, arguments (two FPRs, as
// llc passes it), results (f1, f2), phis and selects need nothing more.
// Arithmetic goes through libgcc's __gcc_qadd/qsub/qmul/qdiv and the
// conversions from and to 64-bit integers through __floatditf,
// __floatunditf, __fixtfdi and __fixunstfdi, as llc-14 calls them;
// compares and the other conversions are inline, as llc-14 expands them.

var fp128Leaves = []types.Type{types.Double, types.Double}

// fp128Pair is the leaf type of a function returning a ppc_fp128: the
// two doubles in f1 and f2.
var fp128Pair = types.NewStruct(types.Double, types.Double)

func isFP128(t types.Type) bool {
	ft, ok := t.(*types.FloatType)
	return ok && ft.Kind == types.FloatKindPPC_FP128
}

// fp128Regs returns the two FPRs (hi, lo) of a ppc_fp128 value.
func (l *fn) fp128Regs(v value.Value) (hi, lo mir.Reg, err error) {
	rs, err := l.Regs(v)
	if err != nil {
		return 0, 0, err
	}
	if len(rs) != 2 {
		return 0, 0, l.Errorf("ppc_fp128 value %s in %d registers", v.Ident(), len(rs))
	}
	return rs[0], rs[1], nil
}

// fp128Const materialises the two doubles of a ppc_fp128 constant.
func (l *fn) fp128Const(c *constant.Float) ([]mir.Reg, error) {
	b, err := lower.FloatBytes(c, !l.t.Is64)
	if err != nil {
		return nil, err
	}
	order := binary.ByteOrder(binary.LittleEndian)
	if !l.t.Is64 {
		order = binary.BigEndian
	}
	return []mir.Reg{l.poolLoad(order.Uint64(b[:8]), 64), l.poolLoad(order.Uint64(b[8:]), 64)}, nil
}

// dbl wraps an FPR holding a double as an IR value.
func (l *fn) dbl(r mir.Reg) value.Value { return l.tmpVal(types.Double, r) }

// fp128Binary lowers fadd, fsub, fmul and fdiv on ppc_fp128.
func (l *fn) fp128Binary(in value.Value, op string, x, y value.Value) error {
	name, ok := map[string]string{"add": "__gcc_qadd", "sub": "__gcc_qsub", "mul": "__gcc_qmul", "div": "__gcc_qdiv"}[op]
	if !ok {
		return l.Unsupported(fmt.Sprintf("f%s on ppc_fp128", op))
	}
	xh, xl, err := l.fp128Regs(x)
	if err != nil {
		return err
	}
	yh, yl, err := l.fp128Regs(y)
	if err != nil {
		return err
	}
	rs, err := l.libcallRegs(name, []value.Value{l.dbl(xh), l.dbl(xl), l.dbl(yh), l.dbl(yl)}, fp128Pair)
	if err != nil {
		return err
	}
	l.Def(in, rs...)
	return nil
}

func (l *fn) fneg64(r mir.Reg) mir.Reg {
	d := l.newFPR()
	l.Emit(isa.FUnary, []mir.Reg{d}, []mir.Reg{r}, &isa.FOp{Op: "neg", Bits: 64})
	return d
}

// fp128Neg negates both doubles.
func (l *fn) fp128Neg(in, x value.Value) error {
	h, lo, err := l.fp128Regs(x)
	if err != nil {
		return err
	}
	l.Def(in, l.fneg64(h), l.fneg64(lo))
	return nil
}

// fp128Sum is hi + lo rounded to double.
func (l *fn) fp128Sum(x value.Value) (mir.Reg, error) {
	h, lo, err := l.fp128Regs(x)
	if err != nil {
		return 0, err
	}
	d := l.newFPR()
	l.Emit(isa.FALU, []mir.Reg{d}, []mir.Reg{h, lo}, &isa.FOp{Op: "add", Bits: 64})
	return d, nil
}

// fp128Cast lowers the conversions from or to ppc_fp128; ok is false when
// neither side is one.
func (l *fn) fp128Cast(in value.Value, op lower.CastOp, from value.Value, to types.Type) (bool, error) {
	ft := from.Type()
	if !isFP128(ft) && !isFP128(to) {
		return false, nil
	}
	def := func(rs ...mir.Reg) (bool, error) {
		l.Def(in, rs...)
		return true, nil
	}
	switch op {
	case lower.FPExt: // float or double: exact, lo = 0
		r, err := l.Reg(from)
		if err != nil {
			return true, err
		}
		return def(r, l.fzero(64))
	case lower.FPTrunc:
		if lower.FloatBits(to) == 64 {
			h, _, err := l.fp128Regs(from)
			if err != nil {
				return true, err
			}
			return def(h) // llc-14 keeps the high double
		}
		s, err := l.fp128Sum(from)
		if err != nil {
			return true, err
		}
		d := l.newFPR()
		l.Emit(isa.FUnary, []mir.Reg{d}, []mir.Reg{s}, &isa.FOp{Op: "frsp", Bits: 32})
		return def(d)
	case lower.SIToFP, lower.UIToFP:
		signed := op == lower.SIToFP
		if l.intBits(ft) > 32 {
			name := map[bool]string{true: "__floatditf", false: "__floatunditf"}[signed]
			if l.intBits(ft) == 128 && l.t.Is64 {
				name = map[bool]string{true: "__floattitf", false: "__floatuntitf"}[signed]
			} else if l.intBits(ft) != 64 {
				return true, l.Unsupported(fmt.Sprintf("conversion from %s to ppc_fp128", ft))
			}
			rs, err := l.libcallRegs(name, []value.Value{from}, fp128Pair)
			if err != nil {
				return true, err
			}
			return def(rs...)
		}
		// A 32-bit integer is exact in a double.
		tmp := &ir.InstSIToFP{From: from, To: types.Double}
		if !signed {
			tmp2 := &ir.InstUIToFP{From: from, To: types.Double}
			if err := l.intToFP(tmp2, from, types.Double, false); err != nil {
				return true, err
			}
			r, err := l.Reg(tmp2)
			if err != nil {
				return true, err
			}
			return def(r, l.fzero(64))
		}
		if err := l.intToFP(tmp, from, types.Double, true); err != nil {
			return true, err
		}
		r, err := l.Reg(tmp)
		if err != nil {
			return true, err
		}
		return def(r, l.fzero(64))
	case lower.FPToSI, lower.FPToUI:
		signed := op == lower.FPToSI
		if l.intBits(to) > 32 {
			name := map[bool]string{true: "__fixtfdi", false: "__fixunstfdi"}[signed]
			if l.intBits(to) == 128 && l.t.Is64 {
				name = map[bool]string{true: "__fixtfti", false: "__fixunstfti"}[signed]
			} else if l.intBits(to) != 64 {
				return true, l.Unsupported(fmt.Sprintf("conversion from ppc_fp128 to %s", to))
			}
			h, lo, err := l.fp128Regs(from)
			if err != nil {
				return true, err
			}
			rs, err := l.libcallRegs(name, []value.Value{l.dbl(h), l.dbl(lo)}, to)
			if err != nil {
				return true, err
			}
			return def(rs...)
		}
		// llc-14: the sum rounded to double, then truncated.
		s, err := l.fp128Sum(from)
		if err != nil {
			return true, err
		}
		return true, l.fpToInt(in, l.dbl(s), to, signed)
	}
	return true, l.Unsupported(fmt.Sprintf("conversion from %s to %s", ft, to))
}

// fp128Cmp is 0/1 for an fcmp of ppc_fp128 values, as llc-14 expands it:
// the low doubles decide when the high ones are equal, else the high ones.
func (l *fn) fp128Cmp(p enum.FPred, x, y value.Value) (mir.Reg, error) {
	xh, xl, err := l.fp128Regs(x)
	if err != nil {
		return 0, err
	}
	yh, yl, err := l.fp128Regs(y)
	if err != nil {
		return 0, err
	}
	hiEq := &ir.InstFCmp{Pred: enum.FPredOEQ, X: l.dbl(xh), Y: l.dbl(yh), Typ: types.I1}
	onLo := &ir.InstFCmp{Pred: p, X: l.dbl(xl), Y: l.dbl(yl), Typ: types.I1}
	onHi := &ir.InstFCmp{Pred: p, X: l.dbl(xh), Y: l.dbl(yh), Typ: types.I1}
	for _, c := range []*ir.InstFCmp{hiEq, onLo, onHi} {
		r, err := l.setcc(c)
		if err != nil {
			return 0, err
		}
		l.Def(c, r)
	}
	rs, err := l.Select(hiEq, onLo, onHi)
	if err != nil {
		return 0, err
	}
	return rs[0], nil
}

// fp128Abs is x, or -x (both doubles negated) when its high double is
// negative: the sign of a double-double is its high double's.
func (l *fn) fp128Abs(in, x value.Value) error {
	h, lo, err := l.fp128Regs(x)
	if err != nil {
		return err
	}
	neg := l.tmpVal(types.PPC_FP128, l.fneg64(h), l.fneg64(lo))
	c := &ir.InstFCmp{Pred: enum.FPredOLT, X: l.dbl(h), Y: constant.NewFloat(types.Double, 0), Typ: types.I1}
	r, err := l.setcc(c)
	if err != nil {
		return err
	}
	l.Def(c, r)
	rs, err := l.Select(c, neg, x)
	if err != nil {
		return err
	}
	l.Def(in, rs...)
	return nil
}
