package ppc

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/mir"
)

// divOps are lower.DivOps on PowerPC for a division by a constant
// (lower.DivByConst): shifts, andi. and mulli where the constant fits,
// the high multiply as mulhw(u) or mulhd(u).
type divOps struct {
	l  *fn
	ob int
}

// constReg is c (ob bits) in a register.
func (o divOps) constReg(c int64) (mir.Reg, error) {
	t := types.I64
	if o.ob == 32 {
		t, c = types.I32, int64(int32(c))
	}
	return o.l.Reg(constant.NewInt(t, c))
}

func (o divOps) Shr(a mir.Reg, k uint) mir.Reg { return o.l.aluImm(isa.Shr, a, int64(k), o.ob) }
func (o divOps) Sar(a mir.Reg, k uint) mir.Reg { return o.l.aluImm(isa.Sar, a, int64(k), o.ob) }
func (o divOps) Add(a, b mir.Reg) mir.Reg      { return o.l.alu(isa.Add, a, b, o.ob) }
func (o divOps) Sub(a, b mir.Reg) mir.Reg      { return o.l.alu(isa.Sub, a, b, o.ob) }
func (o divOps) Neg(a mir.Reg) mir.Reg         { return o.l.unary(isa.Neg, a, o.ob) }

// withConst is a op c, c an immediate where fits says so, else in a
// register.
func (o divOps) withConst(op isa.AluOp, a mir.Reg, c int64, fits bool) (mir.Reg, error) {
	if fits {
		return o.l.aluImm(op, a, c, o.ob), nil
	}
	cr, err := o.constReg(c)
	if err != nil {
		return 0, err
	}
	return o.l.alu(op, a, cr, o.ob), nil
}

func (o divOps) AndConst(a mir.Reg, c int64) (mir.Reg, error) {
	return o.withConst(isa.And, a, c, fitsU16(c))
}

func (o divOps) MulConst(a mir.Reg, c int64) (mir.Reg, error) {
	return o.withConst(isa.Mul, a, c, fits16(c))
}

func (o divOps) MulHi(a mir.Reg, m int64, signed bool, k uint) (mir.Reg, error) {
	mr, err := o.constReg(m)
	if err != nil {
		return 0, err
	}
	op, sh := isa.MulHU, o.Shr
	if signed {
		op, sh = isa.MulHS, o.Sar
	}
	hi := o.l.alu(op, a, mr, o.ob)
	if k > 0 {
		hi = sh(hi, k)
	}
	return hi, nil
}
