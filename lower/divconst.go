package lower

import "github.com/ssara-project/ssara/mir"

// DivOps are the operations a selector provides for a division by a
// constant (DivByConst), each on the selector's operation width and
// each returning a new virtual register: the target decides the
// instructions (an immediate operand where one fits, the fixed registers
// of a high multiply).
type DivOps interface {
	Shr(a mir.Reg, k uint) mir.Reg // logical shift right
	Sar(a mir.Reg, k uint) mir.Reg // arithmetic shift right
	Add(a, b mir.Reg) mir.Reg
	Sub(a, b mir.Reg) mir.Reg
	Neg(a mir.Reg) mir.Reg
	AndConst(a mir.Reg, c int64) (mir.Reg, error)
	MulConst(a mir.Reg, c int64) (mir.Reg, error)
	// MulHi is the high half of the product of a and the constant m
	// (unsigned, or signed), shifted right by k (logically, or
	// arithmetically): a target that forms the high half with a shift
	// of the whole product shifts once.
	MulHi(a mir.Reg, m int64, signed bool, k uint) (mir.Reg, error)
}

// DivByConst computes a op v for op sdiv, udiv, srem or urem, a the
// dividend extended from bits to the operation's ob bits as the
// operation needs, v the divisor as lowered (lower.IntValue), as llc-14
// does (magic.go): a power of 2 is a shift (with the rounding toward
// zero a signed division needs), any other divisor a high multiply by its
// reciprocal, shifts and adds; a remainder is the dividend less the
// quotient times the divisor. It returns false for divisors 0, 1 and -1,
// which keep the divide instruction (instcombine leaves none of them).
func DivByConst(ops DivOps, op string, a mir.Reg, v int64, bits, ob int) (mir.Reg, bool, error) {
	signed, rem := op[0] == 's', op[1:] == "rem"
	d, ok := divisor(signed, v, bits)
	if !ok {
		return 0, false, nil
	}
	var r mir.Reg
	var err error
	if signed {
		r, err = sdivConst(ops, a, d, ob, rem)
	} else {
		r, err = udivConst(ops, a, uint64(d), ob, rem)
	}
	return r, err == nil, err
}

// divisor is the constant v of a bits-wide division as DivByConst divides
// by it (sign- or zero-extended from bits); false for 0, 1 and -1.
func divisor(signed bool, v int64, bits int) (int64, bool) {
	if signed {
		d := v << uint(64-bits) >> uint(64-bits)
		return d, d != 0 && d != 1 && d != -1
	}
	d := uint64(v)
	if bits < 64 {
		d &= 1<<uint(bits) - 1
	}
	return int64(d), d >= 2
}

// QuotientDivisor says whether DivByConst computes the remainder by the
// constant v as Remainder of the quotient DivByConst computes for the
// same division (every divisor but 0, 1, -1 and the powers of 2, whose
// remainders are masks), and returns the divisor Remainder takes. A block
// that divides and takes the remainder by such a constant computes the
// quotient once (DivRem).
func QuotientDivisor(signed bool, v int64, bits, ob int) (int64, bool) {
	d, ok := divisor(signed, v, bits)
	if !ok {
		return 0, false
	}
	ad := uint64(d)
	if signed && d < 0 {
		ad = uint64(-d)
	}
	if signed && ob == 32 {
		ad &= 1<<32 - 1
	}
	if _, pow := PowerOfTwo(ad); pow {
		return 0, false
	}
	return d, true
}

// Remainder is a - q*d, the remainder of a by the constant d given the
// quotient q.
func Remainder(ops DivOps, a, q mir.Reg, d int64) (mir.Reg, error) {
	p, err := ops.MulConst(q, d)
	if err != nil {
		return 0, err
	}
	return ops.Sub(a, p), nil
}

func udivConst(ops DivOps, a mir.Reg, d uint64, ob int, rem bool) (mir.Reg, error) {
	if k, ok := PowerOfTwo(d); ok {
		if rem {
			return ops.AndConst(a, int64(d-1))
		}
		return ops.Shr(a, k), nil
	}
	m := NewUnsignedMagic(d, ob)
	x := a
	if m.Pre > 0 {
		x = ops.Shr(a, m.Pre)
	}
	if !m.Add {
		q, err := ops.MulHi(x, int64(m.M), false, m.Post)
		if err != nil || !rem {
			return q, err
		}
		return Remainder(ops, a, q, int64(d))
	}
	q, err := ops.MulHi(x, int64(m.M), false, 0)
	if err != nil {
		return 0, err
	}
	t := ops.Shr(ops.Sub(a, q), 1)
	q = ops.Add(t, q)
	if m.Post > 0 {
		q = ops.Shr(q, m.Post)
	}
	if rem {
		return Remainder(ops, a, q, int64(d))
	}
	return q, nil
}

func sdivConst(ops DivOps, a mir.Reg, d int64, ob int, rem bool) (mir.Reg, error) {
	ad := uint64(d)
	if d < 0 {
		ad = uint64(-d)
	}
	if ob == 32 {
		ad &= 1<<32 - 1
	}
	if k, ok := PowerOfTwo(ad); ok {
		// Round toward zero: add 2^k - 1 to a negative dividend.
		var t mir.Reg
		if k == 1 {
			t = ops.Shr(a, uint(ob-1))
		} else {
			t = ops.Shr(ops.Sar(a, uint(ob-1)), uint(ob)-k)
		}
		s := ops.Add(a, t)
		if rem {
			m, err := ops.AndConst(s, -int64(ad))
			if err != nil {
				return 0, err
			}
			return ops.Sub(a, m), nil
		}
		q := ops.Sar(s, k)
		if d < 0 {
			q = ops.Neg(q)
		}
		return q, nil
	}
	m := NewSignedMagic(d, ob)
	var k uint
	if m.Add == 0 {
		k = m.Shift
	}
	t, err := ops.MulHi(a, m.M, true, k)
	if err != nil {
		return 0, err
	}
	if m.Add != 0 {
		if m.Add > 0 {
			t = ops.Add(t, a)
		} else {
			t = ops.Sub(t, a)
		}
		if m.Shift > 0 {
			t = ops.Sar(t, m.Shift)
		}
	}
	q := ops.Add(t, ops.Shr(t, uint(ob-1)))
	if rem {
		return Remainder(ops, a, q, d)
	}
	return q, nil
}
