package regalloc

import (
	"fmt"

	"github.com/ssara-project/ssara/mir"
)

// Constraints is the register-constraint model of a function, derived once
// from the machine IR for every allocator (the checker keeps a derivation
// of its own, on purpose). Everything package lower states about operands
// is here:
//
//   - the budget: the registers of each class the options allow, in the
//     target's allocation order (Allocatable);
//   - precoloured operands: a physical register as a use or def is that
//     register, and holds it from its def to its last use within the block
//     (Site.Before, Site.After);
//   - Clobbers: registers destroyed at the def point of the instruction;
//   - Tied: Defs[0] takes the register of Uses[Tied];
//   - EarlyClobber: defs are written while the uses are read, so a def
//     shares no register with a use (for virtual operands an interference
//     edge, see BuildGraph), and no use may sit in a physical def;
//   - UseForbid: registers no virtual use of the instruction may occupy;
//   - which operands may be spill slots: those of copies, phis' defs and
//     arguments, and implicit defs' defs.
//
// Site gives the registers each operand of one instruction may occupy;
// Forbidden gives, for each value, the registers it may occupy nowhere in
// its live range (what a one-register-per-value allocator needs, and the
// precoloured neighbours of an interference-graph node). Building the model
// is linear in the number of instructions.
type Constraints struct {
	f      *mir.Func
	t      mir.Target
	num    *Numbering
	order  [mir.NumClasses][]mir.Reg
	budget [mir.NumClasses]mir.RegSet
	before []mir.RegSet // by instruction index: physical registers live just before
	after  []mir.RegSet // and just after
}

// NewConstraints derives the constraint model of num's function on t under
// opts' register budget.
func NewConstraints(num *Numbering, t mir.Target, opts Options) *Constraints {
	f := num.Func()
	c := &Constraints{f: f, t: t, num: num, before: make([]mir.RegSet, num.Len()), after: make([]mir.RegSet, num.Len())}
	for cl := mir.Class(0); cl < mir.NumClasses; cl++ {
		c.order[cl] = Allocatable(t, cl, opts)
		for _, r := range c.order[cl] {
			c.budget[cl] = c.budget[cl].Add(r)
		}
	}
	// Physical registers are live only within a block (in the entry
	// block, from the function's start): one backward walk per block.
	for _, b := range f.Blocks {
		var live mir.RegSet
		base := num.Index(b, 0)
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			in := b.Instrs[i]
			c.after[base+i] = live
			if in.Op != mir.OpPhi {
				live &^= physDefs(in)
				for _, u := range in.Uses {
					if u.IsPhys() {
						live = live.Add(u)
					}
				}
			}
			c.before[base+i] = live
		}
	}
	return c
}

// Func is the function the model describes.
func (c *Constraints) Func() *mir.Func { return c.f }

// Target is the target the model is for.
func (c *Constraints) Target() mir.Target { return c.t }

// Numbering is the numbering the model's instruction indices follow.
func (c *Constraints) Numbering() *Numbering { return c.num }

// Order lists the allocatable registers of class cl in allocation order.
func (c *Constraints) Order(cl mir.Class) []mir.Reg { return c.order[cl] }

// Budget is the set of allocatable registers of class cl.
func (c *Constraints) Budget(cl mir.Class) mir.RegSet { return c.budget[cl] }

// K is the number of allocatable registers of class cl.
func (c *Constraints) K(cl mir.Class) int { return len(c.order[cl]) }

// Class is the register class of r, virtual or physical.
func (c *Constraints) Class(r mir.Reg) mir.Class { return RegClass(c.f, c.t, r) }

// RegClass is the register class of r in f on t, virtual or physical.
func RegClass(f *mir.Func, t mir.Target, r mir.Reg) mir.Class {
	if r.IsVirtual() {
		return f.ClassOf(r)
	}
	return t.ClassOfPhys(r)
}

// At is the model at instruction i of block b.
func (c *Constraints) At(b *mir.Block, i int) Site { return c.Site(c.num.Index(b, i)) }

// Site is the model at the instruction of index k.
func (c *Constraints) Site(k int) Site {
	return Site{Instr: c.num.Instr(k), Before: c.before[k], After: c.after[k], c: c}
}

// Site is the constraint model at one instruction.
type Site struct {
	Instr *mir.Instr
	// Before and After are the physical registers live just before and
	// just after the instruction: precoloured operands hold them.
	Before, After mir.RegSet
	c             *Constraints
}

// physDefs is the set of physical registers in defines.
func physDefs(in *mir.Instr) mir.RegSet {
	var s mir.RegSet
	for _, d := range in.Defs {
		if d.IsPhys() {
			s = s.Add(d)
		}
	}
	return s
}

// PhysDefs are the physical registers the instruction defines.
func (s Site) PhysDefs() mir.RegSet { return physDefs(s.Instr) }

// Busy are the registers no def of the instruction (other than the
// physical ones) and no value live across it may occupy: its physical
// defs, its clobbers and the physical registers live after it.
func (s Site) Busy() mir.RegSet { return s.After | physDefs(s.Instr) | s.Instr.Clobbers }

// Use is the set of registers use k may occupy: the physical register
// itself for a physical use; otherwise the budget of its class without the
// physical registers live before the instruction, UseForbid, the physical
// defs of an early-clobber instruction, and for the tied use what its def
// may not occupy either.
func (s Site) Use(k int) mir.RegSet {
	in := s.Instr
	u := in.Uses[k]
	if !u.IsVirtual() {
		return mir.RegSet(0).Add(u)
	}
	r := s.c.budget[s.c.f.ClassOf(u)] &^ (s.Before | in.UseForbid)
	if in.EarlyClobber {
		r &^= physDefs(in)
	}
	if k == int(in.Tied) && len(in.Defs) > 0 {
		if d := in.Defs[0]; d.IsPhys() {
			r &= mir.RegSet(0).Add(d)
		} else {
			r &^= s.Busy()
		}
	}
	return r
}

// Def is the set of registers def k may occupy: the physical register
// itself for a physical def; for the tied def, the set of its use (the two
// share one register); otherwise the budget of its class without Busy
// (and, early-clobber, without the physical registers live before). An
// early-clobber def must also avoid the registers its instruction's
// virtual uses are given, which only an allocation knows.
func (s Site) Def(k int) mir.RegSet {
	in := s.Instr
	d := in.Defs[k]
	if !d.IsVirtual() {
		return mir.RegSet(0).Add(d)
	}
	cl := s.c.f.ClassOf(d)
	if _, u, ok := in.TiedPair(); k == 0 && ok {
		if u.IsVirtual() {
			return s.Use(int(in.Tied))
		} else {
			return s.c.budget[cl] & mir.RegSet(0).Add(u) &^ s.Busy()
		}
	}
	r := s.c.budget[cl] &^ s.Busy()
	if in.EarlyClobber {
		r &^= s.Before
	}
	return r
}

// SlotUse reports whether use k may be read from a spill slot (copies only).
func (s Site) SlotUse(k int) bool { return s.Instr.Op == mir.OpCopy }

// SlotDef reports whether def k may be written to a spill slot (copies,
// phis and implicit defs).
func (s Site) SlotDef(k int) bool {
	switch s.Instr.Op {
	case mir.OpCopy, mir.OpPhi, mir.OpImplicitDef:
		return true
	}
	return false
}

// Forbidden gives, for every virtual register of the function (by dense
// index), the physical registers it may occupy nowhere in its live range:
// those held by precoloured operands or destroyed by clobbers anywhere it is
// live across (including at its own defs), UseForbid and the early-clobber
// physical defs of the instructions that read it, the physical registers
// read by an early-clobber instruction that defines it, and whatever its tied
// partner may not occupy (one pass over the ties in block order; a
// physical partner forbids every other register). Phis constrain nothing.
// lv must be the function's liveness. The cost is one backward walk, plus
// the live values at each instruction that has precoloured operands or
// clobbers.
func (c *Constraints) Forbidden(lv *Liveness) []mir.RegSet {
	forb := make([]mir.RegSet, len(c.f.Classes))
	live := NewLiveSet(lv.NumRegs())
	for _, b := range c.f.Blocks {
		c.forbidBlock(b, lv.Out(b), live, forb)
	}
	c.forbidTied(forb)
	return forb
}

// forbidBlock adds to forb what block b forbids (Forbidden's walk), b's
// live values at its end being out.
func (c *Constraints) forbidBlock(b *mir.Block, out []mir.Reg, live *LiveSet, forb []mir.RegSet) {
	orInto := func(regs []mir.Reg, s mir.RegSet) {
		for _, v := range regs {
			forb[vidx(v)] |= s
		}
	}
	live.Reset(out)
	base := c.num.Index(b, 0)
	for i := len(b.Instrs) - 1; i >= 0; i-- {
		in := b.Instrs[i]
		if in.Op == mir.OpPhi {
			live.StepBack(in)
			continue
		}
		// The def point: values live after, and the defs.
		busy := c.after[base+i] | physDefs(in) | in.Clobbers
		if busy != 0 {
			for _, d := range in.Defs {
				if d.IsVirtual() {
					forb[vidx(d)] |= busy
				}
			}
			orInto(live.Regs(), busy)
		}
		if in.EarlyClobber && c.before[base+i] != 0 {
			// Early-clobber defs are written while the physical
			// registers read are still held.
			for _, d := range in.Defs {
				if d.IsVirtual() {
					forb[vidx(d)] |= c.before[base+i]
				}
			}
		}
		for _, u := range in.Uses {
			if !u.IsVirtual() {
				continue
			}
			forb[vidx(u)] |= in.UseForbid
			if in.EarlyClobber {
				forb[vidx(u)] |= physDefs(in)
			}
		}
		live.StepBack(in)
		// The use point: values live before.
		if before := c.before[base+i]; before != 0 {
			orInto(live.Regs(), before)
		}
	}
}

// forbidTied is Forbidden's pass over the ties: whatever a tied
// partner may not occupy.
func (c *Constraints) forbidTied(forb []mir.RegSet) {
	for _, b := range c.f.Blocks {
		for _, in := range b.Instrs {
			d, u, ok := in.TiedPair()
			if !ok {
				continue
			}
			switch {
			case d.IsVirtual() && u.IsVirtual():
				m := forb[vidx(d)] | forb[vidx(u)]
				forb[vidx(d)], forb[vidx(u)] = m, m
			case d.IsVirtual() && u.IsPhys():
				forb[vidx(d)] |= ^mir.RegSet(0).Add(u)
			case d.IsPhys() && u.IsVirtual():
				forb[vidx(u)] |= ^mir.RegSet(0).Add(d)
			}
		}
	}
}

// BudgetError is the error for value v (virtual or physical) of f that
// finds no register at instruction at under a budget of k registers of its
// class.
func BudgetError(f *mir.Func, t mir.Target, v mir.Reg, at *mir.Instr, k int) *AllocError {
	return &AllocError{Func: f.Name, Msg: fmt.Sprintf(
		"no %s register left for %s at %q: the register budget (%d) is below what this instruction needs",
		RegClass(f, t, v), mir.FormatReg(t, v), at.Format(t), k)}
}
