package x86

import (
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// divOps are lower.DivOps on x86-64 for a division by a constant
// (lower.DivByConst): shifts and ALU operations with an immediate where
// it fits, the high multiply as MulHi explains.
type divOps struct {
	l  *fn
	ob int
}

func (o divOps) shift(a mir.Reg, op isa.AluOp, k uint) mir.Reg {
	return o.l.tied(isa.Shift, a, nil, &isa.Arith{Op: op, Bits: o.ob, Imm: int64(k)})
}

func (o divOps) alu(a mir.Reg, op isa.AluOp, b mir.Reg) mir.Reg {
	return o.l.tied(isa.ALU, a, []mir.Reg{b}, &isa.Arith{Op: op, Bits: o.ob})
}

func (o divOps) constReg(c int64) mir.Reg {
	r := o.l.newGPR()
	o.l.emit(isa.MovImm, []mir.Reg{r}, nil, &isa.Imm{Val: c, Bits: o.ob})
	return r
}

func (o divOps) Shr(a mir.Reg, k uint) mir.Reg { return o.shift(a, isa.Shr, k) }
func (o divOps) Sar(a mir.Reg, k uint) mir.Reg { return o.shift(a, isa.Sar, k) }
func (o divOps) Add(a, b mir.Reg) mir.Reg      { return o.alu(a, isa.Add, b) }
func (o divOps) Sub(a, b mir.Reg) mir.Reg      { return o.alu(a, isa.Sub, b) }

func (o divOps) Neg(a mir.Reg) mir.Reg {
	return o.l.tied(isa.Unary, a, nil, &isa.Arith{Op: isa.Neg, Bits: o.ob})
}

func (o divOps) AndConst(a mir.Reg, c int64) (mir.Reg, error) {
	if c == int64(int32(c)) {
		return o.l.tied(isa.ALUImm, a, nil, &isa.Arith{Op: isa.And, Bits: o.ob, Imm: c}), nil
	}
	return o.alu(a, isa.And, o.constReg(c)), nil
}

func (o divOps) MulConst(a mir.Reg, c int64) (mir.Reg, error) {
	if c == int64(int32(c)) {
		p := o.l.newGPR()
		o.l.emit(isa.IMul3, []mir.Reg{p}, []mir.Reg{a}, &isa.Arith{Op: isa.Mul, Bits: o.ob, Imm: c})
		return p, nil
	}
	return o.alu(a, isa.Mul, o.constReg(c)), nil
}

// MulHi of a 64-bit operation is mul or imul with RAX and RDX fixed. A
// 32-bit one, as llc-14 selects it, multiplies the dividend extended to
// 64 bits with a two- or three-operand imulq, which fixes no register,
// and shifts the product right by 32+k.
func (o divOps) MulHi(a mir.Reg, m int64, signed bool, k uint) (mir.Reg, error) {
	if o.ob == 32 {
		x := o.l.ext(a, 32, 64, signed)
		var p mir.Reg
		if m == int64(int32(m)) {
			p = o.l.newGPR()
			o.l.emit(isa.IMul3, []mir.Reg{p}, []mir.Reg{x}, &isa.Arith{Op: isa.Mul, Bits: 64, Imm: m})
		} else {
			// An unsigned multiplier of 2^31 or more: movl zero-extends
			// it. Where the dividend is read after the product,
			// commuteTied ties the product to the constant instead.
			mr := o.l.newGPR()
			o.l.emit(isa.MovImm, []mir.Reg{mr}, nil, &isa.Imm{Val: m, Bits: 64})
			p = o.l.tied(isa.ALU, x, []mir.Reg{mr}, &isa.Arith{Op: isa.Mul, Bits: 64})
		}
		op := isa.Shr
		if signed {
			op = isa.Sar
		}
		return o.l.tied(isa.Shift, p, nil, &isa.Arith{Op: op, Bits: 64, Imm: int64(32 + k)}), nil
	}
	mr := o.constReg(m)
	o.l.CopyTo(isa.RAX, a)
	o.l.emit(isa.MulHi, []mir.Reg{isa.RAX, isa.RDX}, []mir.Reg{isa.RAX, mr}, &isa.DivKind{Bits: o.ob, Signed: signed})
	hi := o.l.newGPR()
	o.l.CopyTo(hi, isa.RDX)
	if k > 0 {
		if signed {
			return o.Sar(hi, k), nil
		}
		return o.Shr(hi, k), nil
	}
	return hi, nil
}
