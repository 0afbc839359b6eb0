package ppc

import (
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// FitBudget returns the function the driver calls to reshape a lowered
// function of ABI t for a small register budget (-regs, -fp-regs,
// -stress-regalloc), as lower/x86.FitBudget does for x86-64 (see
// lower.FitBudget): an indexed load or store (X-form, "stwx rS, rA, rB")
// that reads more GPRs than the budget first adds base and index into one
// register and uses the D-form with displacement 0; a select that reads
// more registers than the budget becomes a branch on its condition and a
// phi. PowerPC has no memory operands, so nothing is demoted to memory.
// First, with or without a budget, symbols' whole addresses move out of
// loops that have registers to spare under it (hoistWholeAddresses), and
// so does arithmetic of values the loop does not change
// (lower.HoistInvariants).
// Where nothing changes, the function is returned as it is.
func FitBudget(t isa.Target) func(f *mir.Func, gprs, fprs int) *mir.Func {
	return func(f *mir.Func, gprs, fprs int) *mir.Func {
		f = hoistWholeAddresses(f, t, gprs)
		f = lower.HoistInvariants(f, t.ForFunc(f), gprs, func(in *mir.Instr) bool { return in.Op == isa.Call })
		if gprs <= 0 && fprs <= 0 {
			return f
		}
		return lower.FitBudget(f, &reshaper{t: t, gprs: gprs, fprs: fprs})
	}
}

// reshaper implements lower.Reshaper for PowerPC.
type reshaper struct {
	t          isa.Target
	gprs, fprs int
}

func (r *reshaper) Over(f *mir.Func, in *mir.Instr) bool {
	g, x := lower.Demand(f, r.t, in)
	if (r.gprs <= 0 || g <= r.gprs) && (r.fprs <= 0 || x <= r.fprs) {
		return false
	}
	return indexed(in) != nil || (in.Op == isa.Select && lower.SelectDiamondable(in))
}

// indexed returns in's X-form memory operand, or nil.
func indexed(in *mir.Instr) *isa.Mem {
	if in.Op != isa.Load && in.Op != isa.Store {
		return nil
	}
	if m, ok := in.Aux.(*isa.Mem); ok && m.BaseIdx >= 0 && m.IndexIdx >= 0 && m.Disp == 0 {
		return m
	}
	return nil
}

// SplitAddress adds an X-form operand's base and index into a new
// register and returns the add and a copy of in that addresses through it
// (D-form, displacement 0; its base may not be r0, like every base).
func (r *reshaper) SplitAddress(f *mir.Func, in *mir.Instr) (add, out *mir.Instr) {
	m := indexed(in)
	if m == nil {
		return nil, nil
	}
	a := f.NewReg(mir.GPR)
	add = mir.NewInstr(isa.ALU, []mir.Reg{a}, []mir.Reg{in.Uses[m.BaseIdx], in.Uses[m.IndexIdx]}, &isa.Arith{Op: isa.Add, Bits: r.t.Word()})
	add.Pos = in.Pos
	out = in.Clone()
	drop := m.IndexIdx
	out.Uses[m.BaseIdx] = a
	out.Uses = append(out.Uses[:drop:drop], out.Uses[drop+1:]...)
	if int(out.Tied) > drop {
		out.Tied--
	}
	c := *m
	c.IndexIdx = -1
	if c.BaseIdx > drop {
		c.BaseIdx--
	}
	out.Aux = &c
	out.UseForbid = out.UseForbid.Add(isa.R0)
	return add, out
}

// SelectBranch is the branch on a select's condition: its compare's
// operands follow the two values (Uses[0] false, Uses[1] true).
func (r *reshaper) SelectBranch(sel *mir.Instr) *mir.Instr {
	if sel.Op != isa.Select || !lower.SelectDiamondable(sel) {
		return nil
	}
	c := *sel.Aux.(*isa.CondOp)
	c.CondIdx -= 2
	c.FP = false
	return mir.NewInstr(isa.CmpBr, nil, append([]mir.Reg(nil), sel.Uses[2:]...), &c)
}

func (r *reshaper) Demote(*mir.Func, *mir.Instr) ([]*mir.Instr, *mir.Instr, *mir.Instr) {
	return nil, nil, nil
}

func (r *reshaper) Relabel(f *mir.Func, old map[*mir.Block]int) {
	info, ok := f.Aux.(*isa.FuncInfo)
	if !ok || len(info.BlockLabels) == 0 {
		return
	}
	c := *info
	c.BlockLabels = lower.RelabelBlocks(f, info.BlockLabels, old)
	f.Aux = &c
}
