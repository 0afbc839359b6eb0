package x86

import (
	"fmt"

	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// FitBudget reshapes the instructions of a lowered function that read more
// virtual registers of one class at once than a register budget allows
// (-regs, -fp-regs, -stress-regalloc), so that every allocator can
// allocate it, as llc-14 -stress-regalloc does by keeping the flags live
// between a compare and its cmov and by folding operands into memory:
//
//   - an address with both a base and an index register (a store of a
//     value to base+index*scale, a compare or ALU operation with a folded
//     load from there) first computes base+index*scale into one register
//     with lea;
//   - a select that still reads more registers than the budget becomes a
//     branch on its condition to two empty blocks and a phi of its two
//     values where they meet (the emitter writes floating-point selects
//     this way anyway);
//   - an instruction that can read one operand from memory and is still
//     over the budget reads it from a frame temporary that a store just
//     before it writes: the second operand of add, sub, and, or, xor and
//     imul ("addl -8(%rbp), %eax", as llc-14 folds it at
//     -stress-regalloc=1), of scalar SSE arithmetic, one operand of a
//     compare, the carry in of adc/sbb ("btl $0, mem"), the second
//     operand of x87 arithmetic and compares ("fldt mem"), the callee
//     of an indirect call whose argument registers are the whole budget
//     ("callq *mem", the store before the argument copies); and a shld
//     or shrd shifts its destination in memory and the result is
//     loaded from there.
//
// Instructions of fixed shape (direct calls, divisions, x87 operations other
// than arithmetic and compares, conversions with scratch registers) are
// left as they are. gprs and fprs are the budgets (0: no limit). Only
// instructions over the budget change (from 4 registers on only a select
// that compares with a base+index memory operand can be over it). First,
// with or without a budget, loop-invariant leas, multiplies and
// extensions leave loops that have registers to spare under it
// (lower.HoistInvariants). The result is a new function when something
// changed; f is not modified.
func FitBudget(f *mir.Func, gprs, fprs int) *mir.Func {
	f = lower.HoistInvariants(f, isa.Target{}.ForFunc(f), gprs, func(in *mir.Instr) bool { return in.Op == isa.Call })
	if gprs <= 0 && fprs <= 0 {
		return f
	}
	return lower.FitBudget(f, &reshaper{gprs: gprs, fprs: fprs, temp: -1})
}

// reshaper implements lower.Reshaper for x86-64.
type reshaper struct {
	gprs, fprs int
	temp       int // the frame temporary of Demote, made when first needed
}

func (r *reshaper) Over(f *mir.Func, in *mir.Instr) bool {
	g, x := demand(f, in)
	if (r.gprs <= 0 || g <= r.gprs) && (r.fprs <= 0 || x <= r.fprs) {
		return false
	}
	return addrOf(in) != nil || (in.Op == isa.Select && lower.SelectDiamondable(in)) || demotable(f, in, r.gprs) >= 0
}

func (r *reshaper) SplitAddress(f *mir.Func, in *mir.Instr) (lea, out *mir.Instr) {
	return splitIndex(f, in)
}

func (r *reshaper) Demote(f *mir.Func, in *mir.Instr) (before []*mir.Instr, out, after *mir.Instr) {
	return demote(f, in, r.gprs, &r.temp)
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

// SelectBranch is the branch on a select's condition: its compare's
// operands follow the two values (Uses[0] false, Uses[1] true).
func (r *reshaper) SelectBranch(sel *mir.Instr) *mir.Instr {
	if sel.Op != isa.Select || !lower.SelectDiamondable(sel) {
		return nil
	}
	c := *sel.Aux.(*isa.CondOp)
	c.CondIdx -= 2
	if c.Mem != nil {
		a := *c.Mem
		if a.BaseIdx >= 0 {
			a.BaseIdx -= 2
		}
		if a.IndexIdx >= 0 {
			a.IndexIdx -= 2
		}
		c.Mem = &a
	}
	c.FP = false
	return mir.NewInstr(isa.CmpBr, nil, append([]mir.Reg(nil), sel.Uses[2:]...), &c)
}

// demand is lower.Demand on x86-64.
func demand(f *mir.Func, in *mir.Instr) (gpr, fpr int) { return lower.Demand(f, isa.Target{}, in) }

// addrOf returns the memory operand of in that has a base and an index
// register, with the position of its first address use in in.Uses (its
// BaseIdx and IndexIdx count from there), for the instructions whose
// address FitBudget may rewrite; nil otherwise.
func addrOf(in *mir.Instr) *memRef {
	var a *isa.Addr
	first := 0
	switch in.Op {
	case isa.Load, isa.Lea:
		a = &in.Aux.(*isa.Mem).Addr
	case isa.JmpInd:
		if m, ok := in.Aux.(*isa.Mem); ok {
			a = &m.Addr
		}
	case isa.RMW:
		a = &in.Aux.(*isa.RMWInfo).Addr
	case isa.Store:
		a, first = &in.Aux.(*isa.Mem).Addr, 1
	case isa.ALU:
		a = in.Aux.(*isa.Arith).Mem
	case isa.FALU:
		a = in.Aux.(*isa.FOp).Mem
	case isa.SetCC, isa.Select, isa.CmpBr:
		a = in.Aux.(*isa.CondOp).Mem
	}
	if a == nil || a.BaseIdx < 0 || a.IndexIdx < 0 || in.Op == isa.Lea {
		return nil
	}
	return &memRef{addr: a, first: first}
}

type memRef struct {
	addr  *isa.Addr
	first int
}

// splitIndex computes base+index*scale of in's address into a new
// register with lea and returns the lea and a copy of in that addresses
// through it (displacement kept), without the index use; nil when in has
// no such address.
func splitIndex(f *mir.Func, in *mir.Instr) (lea, out *mir.Instr) {
	m := addrOf(in)
	if m == nil {
		return nil, nil
	}
	base, index := in.Uses[m.first+m.addr.BaseIdx], in.Uses[m.first+m.addr.IndexIdx]
	t := f.NewReg(mir.GPR)
	lea = mir.NewInstr(isa.Lea, []mir.Reg{t}, []mir.Reg{base, index},
		&isa.Mem{Addr: isa.Addr{BaseIdx: 0, IndexIdx: 1, Scale: m.addr.Scale, Frame: -1}, Bits: 64})
	lea.Pos = in.Pos

	out = in.Clone()
	drop := m.first + m.addr.IndexIdx
	out.Uses[m.first+m.addr.BaseIdx] = t
	out.Uses = append(out.Uses[:drop:drop], out.Uses[drop+1:]...)
	if int(out.Tied) > drop {
		out.Tied--
	}
	// A fresh payload (payloads are shared between copies of a
	// function): the address without its index, and every use position
	// after the dropped one moved down.
	fixAddr := func(a *isa.Addr) *isa.Addr {
		c := *a
		c.IndexIdx, c.Scale = -1, 1
		if c.BaseIdx > a.IndexIdx {
			c.BaseIdx--
		}
		return &c
	}
	switch p := in.Aux.(type) {
	case *isa.Mem:
		c := *p
		c.Addr = *fixAddr(&p.Addr)
		out.Aux = &c
	case *isa.RMWInfo:
		c := *p
		c.Addr = *fixAddr(&p.Addr)
		out.Aux = &c
	case *isa.Arith:
		c := *p
		c.Mem = fixAddr(p.Mem)
		out.Aux = &c
	case *isa.FOp:
		c := *p
		c.Mem = fixAddr(p.Mem)
		out.Aux = &c
	case *isa.CondOp:
		c := *p
		c.Mem = fixAddr(p.Mem)
		if c.CondIdx > drop {
			c.CondIdx--
		}
		out.Aux = &c
	default:
		panic(fmt.Sprintf("x86.FitBudget: address of %T", in.Aux))
	}
	return lea, out
}

// demotable returns the use of in that demote may read from memory, or
// -1.
func demotable(f *mir.Func, in *mir.Instr, gprs int) int {
	ok := func(k int) int {
		if k < len(in.Uses) && in.Uses[k].IsVirtual() && k != int(in.Tied) {
			return k
		}
		return -1
	}
	switch in.Op {
	case isa.ALU:
		a := in.Aux.(*isa.Arith)
		switch a.Op {
		case isa.Add, isa.Sub, isa.And, isa.Or, isa.Xor, isa.Mul:
			if a.Mem == nil && (a.Bits == 32 || a.Bits == 64) {
				return ok(1)
			}
		}
	case isa.FALU:
		o := in.Aux.(*isa.FOp)
		switch o.Op {
		case "add", "sub", "mul", "div", "min", "max":
			if o.Mem == nil {
				return ok(1)
			}
		}
	case isa.SetCC, isa.CmpBr:
		c := in.Aux.(*isa.CondOp)
		if c.Mem != nil || c.Test || c.HasImm || (c.Bits != 32 && c.Bits != 64) {
			return -1
		}
		if c.Float && isa.Swapped(c.FC) {
			return ok(c.CondIdx)
		}
		return ok(c.CondIdx + 1)
	case isa.AdcSbb:
		if c := in.Aux.(*isa.CarryInfo); c.CarryIn && c.CarryMem == nil {
			return ok(2)
		}
	case isa.Shld:
		// Its destination (the tied Uses[0]) may be memory: "shldl
		// %cl, %eax, mem", and the result is loaded from there.
		if in.Aux.(*isa.Arith).Mem == nil && in.Uses[0].IsVirtual() {
			return 0
		}
	case isa.Call:
		// The callee's address of an indirect call, where the call's
		// fixed registers take every register of the budget.
		if ci := in.Aux.(*isa.CallInfo); ci.Indirect && ci.Mem == nil && calleeCrowded(in, gprs) {
			return ok(len(in.Uses) - 1)
		}
	case isa.X87:
		// The second operand's two words (Uses[2] and Uses[3]).
		o := in.Aux.(*isa.X87Op)
		switch o.Op {
		case "add", "sub", "mul", "div", "cmp":
			if o.BMem == nil && len(in.Uses) == 4 && ok(2) == 2 && ok(3) == 3 {
				return 2
			}
		}
	}
	return -1
}

// demote stores the operand demotable picks to the function's frame
// temporary (*temp, made on first use) and returns the stores, a copy of
// in that reads the operand from there, and what must follow it (the
// load of a shld's result); nil when in has no such operand.
func demote(f *mir.Func, in *mir.Instr, gprs int, temp *int) (st []*mir.Instr, out *mir.Instr, after *mir.Instr) {
	k := demotable(f, in, gprs)
	if k < 0 {
		return nil, nil, nil
	}
	if *temp < 0 {
		// 16 bytes: an x86_fp80's two words.
		*temp = len(f.Frame)
		f.Frame = append(f.Frame, mir.FrameObject{Size: 16, Align: 16})
	}
	slot := &isa.Addr{BaseIdx: -1, IndexIdx: -1, Scale: 1, Frame: *temp}
	v := in.Uses[k]
	fp := f.ClassOf(v) == mir.FPR
	bits := 64
	out = in.Clone()
	if in.Op == isa.X87 {
		// Both words: 64 bits at 0, 16 at 8.
		o := *in.Aux.(*isa.X87Op)
		o.BMem = slot
		out.Aux = &o
		out.Uses = append(out.Uses[:k:k], in.Uses[k+2:]...)
		hi := *slot
		hi.Disp = 8
		for i, w := range []struct {
			a    isa.Addr
			bits int
		}{{*slot, 64}, {hi, 16}} {
			s := mir.NewInstr(isa.Store, nil, []mir.Reg{in.Uses[k+i]}, &isa.Mem{Addr: w.a, Bits: w.bits})
			s.Pos = in.Pos
			st = append(st, s)
		}
		return st, out, nil
	}
	if in.Op == isa.Shld {
		// The value to shift goes to memory, is shifted there, and the
		// result is loaded back into the instruction's def.
		a := *in.Aux.(*isa.Arith)
		a.Mem = slot
		out.Aux = &a
		out.Defs, out.Tied = nil, -1
		out.Uses = append([]mir.Reg(nil), in.Uses[1:]...)
		s := mir.NewInstr(isa.Store, nil, []mir.Reg{v}, &isa.Mem{Addr: *slot, Bits: a.Bits})
		s.Pos = in.Pos
		after = mir.NewInstr(isa.Load, []mir.Reg{in.Defs[0]}, nil, &isa.Mem{Addr: *slot, Bits: a.Bits})
		after.Pos = in.Pos
		return []*mir.Instr{s}, out, after
	}
	out.Uses = append(out.Uses[:k:k], in.Uses[k+1:]...)
	switch p := in.Aux.(type) {
	case *isa.Arith:
		c := *p
		c.Mem, bits = slot, p.Bits
		out.Aux = &c
	case *isa.FOp:
		c := *p
		c.Mem, bits = slot, p.Bits
		out.Aux = &c
	case *isa.CondOp:
		c := *p
		c.Mem, c.MemX, bits = slot, k == c.CondIdx, p.Bits
		out.Aux = &c
	case *isa.CarryInfo:
		c := *p
		c.CarryMem, bits = slot, 32
		out.Aux = &c
	case *isa.CallInfo:
		c := *p
		c.Mem = slot
		out.Aux = &c
	}
	s := mir.NewInstr(isa.Store, nil, []mir.Reg{v}, &isa.Mem{Addr: *slot, Bits: bits, FP: fp})
	s.Pos = in.Pos
	return []*mir.Instr{s}, out, nil
}

// calleeCrowded reports whether the fixed registers an indirect call reads
// (its arguments') are every register of a budget of gprs general
// registers, leaving none for the callee's address.
func calleeCrowded(in *mir.Instr, gprs int) bool {
	regs := isa.Target{}.Allocatable(mir.GPR)
	if gprs <= 0 || gprs > len(regs) {
		return false
	}
	free := 0
	for _, r := range regs[:gprs] {
		taken := false
		for _, u := range in.Uses {
			taken = taken || u == r
		}
		if !taken {
			free++
		}
	}
	return free == 0
}
