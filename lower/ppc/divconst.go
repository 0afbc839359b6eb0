package ppc

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Division and remainder by a constant (lower/magic.go), as on x86-64
// (lower/x86/divconst.go) and as llc-14 selects them: shifts for a power
// of 2, else mulhw(u)/mulhd(u) by the divisor's reciprocal, shifts and
// adds; a remainder is the dividend less the quotient times the divisor.
// Divisors 0, 1 and -1 keep divw/divd.

// divConst computes a op d for op sdiv, udiv, srem or urem on ob-bit a
// (extended from bits as the operation needs), or returns false.
func (l *fn) divConst(op string, a mir.Reg, v int64, bits, ob int) (mir.Reg, bool, error) {
	signed, rem := op[0] == 's', op[1:] == "rem"
	if signed {
		d := v << uint(64-bits) >> uint(64-bits)
		if d == 0 || d == 1 || d == -1 {
			return 0, false, nil
		}
		r, err := l.sdivConst(a, d, ob, rem)
		return r, err == nil, err
	}
	d := uint64(v)
	if bits < 64 {
		d &= 1<<uint(bits) - 1
	}
	if d < 2 {
		return 0, false, nil
	}
	r, err := l.udivConst(a, d, ob, rem)
	return r, err == nil, err
}

// constReg is c (ob bits) in a register.
func (l *fn) constReg(c int64, ob int) (mir.Reg, error) {
	t := types.I64
	if ob == 32 {
		t, c = types.I32, int64(int32(c))
	}
	return l.Reg(constant.NewInt(t, c))
}

// andConst is a & c.
func (l *fn) andConst(a mir.Reg, c int64, ob int) (mir.Reg, error) {
	if fitsU16(c) {
		return l.aluImm(isa.And, a, c, ob), nil
	}
	cr, err := l.constReg(c, ob)
	if err != nil {
		return 0, err
	}
	return l.alu(isa.And, a, cr, ob), nil
}

// remainder is a - q*d.
func (l *fn) remainder(a, q mir.Reg, d int64, ob int) (mir.Reg, error) {
	var p mir.Reg
	if fits16(d) {
		p = l.aluImm(isa.Mul, q, d, ob)
	} else {
		dr, err := l.constReg(d, ob)
		if err != nil {
			return 0, err
		}
		p = l.alu(isa.Mul, q, dr, ob)
	}
	return l.alu(isa.Sub, a, p, ob), nil
}

func (l *fn) udivConst(a mir.Reg, d uint64, ob int, rem bool) (mir.Reg, error) {
	if k, ok := lower.PowerOfTwo(d); ok {
		if rem {
			return l.andConst(a, int64(d-1), ob)
		}
		return l.aluImm(isa.Shr, a, int64(k), ob), nil
	}
	m := lower.NewUnsignedMagic(d, ob)
	x := a
	if m.Pre > 0 {
		x = l.aluImm(isa.Shr, a, int64(m.Pre), ob)
	}
	mr, err := l.constReg(int64(m.M), ob)
	if err != nil {
		return 0, err
	}
	q := l.alu(isa.MulHU, x, mr, ob)
	if m.Add {
		t := l.aluImm(isa.Shr, l.alu(isa.Sub, a, q, ob), 1, ob)
		q = l.alu(isa.Add, t, q, ob)
	}
	if m.Post > 0 {
		q = l.aluImm(isa.Shr, q, int64(m.Post), ob)
	}
	if rem {
		return l.remainder(a, q, int64(d), ob)
	}
	return q, nil
}

func (l *fn) sdivConst(a mir.Reg, d int64, ob int, rem bool) (mir.Reg, error) {
	ad := uint64(d)
	if d < 0 {
		ad = uint64(-d)
	}
	if ob == 32 {
		ad &= 1<<32 - 1
	}
	if k, ok := lower.PowerOfTwo(ad); ok {
		// Round toward zero: add 2^k - 1 to a negative dividend.
		var t mir.Reg
		if k == 1 {
			t = l.aluImm(isa.Shr, a, int64(ob-1), ob)
		} else {
			t = l.aluImm(isa.Shr, l.aluImm(isa.Sar, a, int64(ob-1), ob), int64(uint(ob)-k), ob)
		}
		s := l.alu(isa.Add, a, t, ob)
		if rem {
			m, err := l.andConst(s, -int64(ad), ob)
			if err != nil {
				return 0, err
			}
			return l.alu(isa.Sub, a, m, ob), nil
		}
		q := l.aluImm(isa.Sar, s, int64(k), ob)
		if d < 0 {
			q = l.unary(isa.Neg, q, ob)
		}
		return q, nil
	}
	m := lower.NewSignedMagic(d, ob)
	mr, err := l.constReg(m.M, ob)
	if err != nil {
		return 0, err
	}
	t := l.alu(isa.MulHS, a, mr, ob)
	switch m.Add {
	case 1:
		t = l.alu(isa.Add, t, a, ob)
	case -1:
		t = l.alu(isa.Sub, t, a, ob)
	}
	if m.Shift > 0 {
		t = l.aluImm(isa.Sar, t, int64(m.Shift), ob)
	}
	q := l.alu(isa.Add, t, l.aluImm(isa.Shr, t, int64(ob-1), ob), ob)
	if rem {
		return l.remainder(a, q, d, ob)
	}
	return q, nil
}
