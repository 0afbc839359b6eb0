package x86

import (
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Division and remainder by a constant (lower/magic.go): a power of 2 is
// a shift (and the rounding toward zero a signed one needs), any other
// divisor a high multiply by its reciprocal (mul or imul, the product's
// high half in RDX) and shifts, as llc-14 selects them; a remainder is
// the dividend less the quotient times the divisor. Divisors 0, 1 and -1
// keep the divide instruction (instcombine leaves none of them).

// divConst computes a op d for op sdiv, udiv, srem or urem on ob-bit a
// (extended from bits as the operation needs), or returns false.
func (l *fn) divConst(op string, a mir.Reg, v int64, bits, ob int) (mir.Reg, bool) {
	signed, rem := op[0] == 's', op[1:] == "rem"
	if signed {
		d := v << uint(64-bits) >> uint(64-bits)
		if d == 0 || d == 1 || d == -1 {
			return 0, false
		}
		return l.sdivConst(a, d, ob, rem), true
	}
	d := uint64(v)
	if bits < 64 {
		d &= 1<<uint(bits) - 1
	}
	if d < 2 {
		return 0, false
	}
	return l.udivConst(a, d, ob, rem), true
}

func (l *fn) shiftImm(a mir.Reg, op isa.AluOp, k uint, ob int) mir.Reg {
	return l.tied(isa.Shift, a, nil, &isa.Arith{Op: op, Bits: ob, Imm: int64(k)})
}

func (l *fn) aluReg(a mir.Reg, op isa.AluOp, b mir.Reg, ob int) mir.Reg {
	return l.tied(isa.ALU, a, []mir.Reg{b}, &isa.Arith{Op: op, Bits: ob})
}

// aluConst is a op c, c in a register when it does not fit an immediate.
func (l *fn) aluConst(a mir.Reg, op isa.AluOp, c int64, ob int) mir.Reg {
	if c == int64(int32(c)) {
		return l.tied(isa.ALUImm, a, nil, &isa.Arith{Op: op, Bits: ob, Imm: c})
	}
	return l.aluReg(a, op, l.constReg(c, ob), ob)
}

func (l *fn) constReg(c int64, ob int) mir.Reg {
	r := l.newGPR()
	l.emit(isa.MovImm, []mir.Reg{r}, nil, &isa.Imm{Val: c, Bits: ob})
	return r
}

// mulHi is the high half of the ob-bit product of a and m.
func (l *fn) mulHi(a mir.Reg, m int64, ob int, signed bool) mir.Reg {
	mr := l.constReg(m, ob)
	l.CopyTo(isa.RAX, a)
	l.emit(isa.MulHi, []mir.Reg{isa.RAX, isa.RDX}, []mir.Reg{isa.RAX, mr}, &isa.DivKind{Bits: ob, Signed: signed})
	hi := l.newGPR()
	l.CopyTo(hi, isa.RDX)
	return hi
}

// remainder is a - q*d.
func (l *fn) remainder(a, q mir.Reg, d int64, ob int) mir.Reg {
	var p mir.Reg
	if d == int64(int32(d)) {
		p = l.newGPR()
		l.emit(isa.IMul3, []mir.Reg{p}, []mir.Reg{q}, &isa.Arith{Op: isa.Mul, Bits: ob, Imm: d})
	} else {
		p = l.aluReg(q, isa.Mul, l.constReg(d, ob), ob)
	}
	return l.aluReg(a, isa.Sub, p, ob)
}

func (l *fn) udivConst(a mir.Reg, d uint64, ob int, rem bool) mir.Reg {
	if k, ok := lower.PowerOfTwo(d); ok {
		if rem {
			return l.aluConst(a, isa.And, int64(d-1), ob)
		}
		return l.shiftImm(a, isa.Shr, k, ob)
	}
	m := lower.NewUnsignedMagic(d, ob)
	x := a
	if m.Pre > 0 {
		x = l.shiftImm(a, isa.Shr, m.Pre, ob)
	}
	q := l.mulHi(x, int64(m.M), ob, false)
	if m.Add {
		t := l.aluReg(a, isa.Sub, q, ob)
		t = l.shiftImm(t, isa.Shr, 1, ob)
		q = l.aluReg(t, isa.Add, q, ob)
	}
	if m.Post > 0 {
		q = l.shiftImm(q, isa.Shr, m.Post, ob)
	}
	if rem {
		return l.remainder(a, q, int64(d), ob)
	}
	return q
}

func (l *fn) sdivConst(a mir.Reg, d int64, ob int, rem bool) mir.Reg {
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
			t = l.shiftImm(a, isa.Shr, uint(ob-1), ob)
		} else {
			t = l.shiftImm(l.shiftImm(a, isa.Sar, uint(ob-1), ob), isa.Shr, uint(ob)-k, ob)
		}
		s := l.aluReg(a, isa.Add, t, ob)
		if rem {
			return l.aluReg(a, isa.Sub, l.aluConst(s, isa.And, -int64(ad), ob), ob)
		}
		q := l.shiftImm(s, isa.Sar, k, ob)
		if d < 0 {
			q = l.tied(isa.Unary, q, nil, &isa.Arith{Op: isa.Neg, Bits: ob})
		}
		return q
	}
	m := lower.NewSignedMagic(d, ob)
	t := l.mulHi(a, m.M, ob, true)
	switch m.Add {
	case 1:
		t = l.aluReg(t, isa.Add, a, ob)
	case -1:
		t = l.aluReg(t, isa.Sub, a, ob)
	}
	if m.Shift > 0 {
		t = l.shiftImm(t, isa.Sar, m.Shift, ob)
	}
	q := l.aluReg(t, isa.Add, l.shiftImm(t, isa.Shr, uint(ob-1), ob), ob)
	if rem {
		return l.remainder(a, q, d, ob)
	}
	return q
}
