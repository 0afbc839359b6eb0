package regalloc

import (
	"github.com/ssara-project/ssara/mir"
)

// Level 4 of the SSA allocator: the parts beyond Pereira's report that
// bring its code nearer llc's (issue 14), each switchable by a field of
// SSAOptions so that its effect can be measured alone. Levels 1-3 never
// reach this file's code.
//
// Rematerialization (SSAOptions.NoRemat turns it off): before the first
// spill round, every value of the working code that the input's
// RematTags tag with its own definition (a never-killed value of Briggs,
// Cooper and Torczon: a constant, the address of a symbol or of a frame
// object, as the target's Rematerializable says) is marked on the Work by
// SetRemat. When the colouring picks such a value as a victim it is not
// stored: its definition is deleted, and every instruction
// that reads it, copies included, reads a fresh unspillable temporary
// computed right before it by a remat of the definition (Work.NewRemat;
// OpRemat in the output, checked by the checker as the input's own
// definition executed again).

// markRemat marks the never-killed values of the working code for
// rematerialization (Work.SetRemat).
func (a *ssaAlloc) markRemat() {
	tags := RematTags(a.in, a.t)
	for _, b := range a.f.Blocks {
		for _, x := range b.Instrs {
			if len(x.Defs) != 1 || !x.Defs[0].IsVirtual() {
				continue
			}
			v := x.Defs[0]
			if o := a.w.Origin(x); o != nil && vidx(v) < len(tags) && tags[vidx(v)] == o {
				a.w.SetRemat(v, x)
			}
		}
	}
}

// rematDef is the definition that recomputes victim v, or nil when v is
// to be stored and reloaded: v must be marked (markRemat), defined once,
// read by no phi (a phi's arguments are the lifted copies' values, which
// are never marked, so this only guards against code PhiLifting did not
// see) and by no copy into a physical register. Such a copy (a call's
// argument, a return value) reads a spilled value straight from its slot,
// while a remat would need a register of the budget right where the
// argument registers are taken: under a small budget there may be none.
func (a *ssaAlloc) rematDef(sp *spillPass, v mir.Reg) *mir.Instr {
	def := a.w.RematOf(v)
	if def == nil || len(sp.defs[v]) != 1 {
		return nil
	}
	if s := sp.defs[v][0]; s.b.Instrs[s.i] != def {
		return nil
	}
	for _, s := range sp.uses[v] {
		x := s.b.Instrs[s.i]
		if x.Op == mir.OpPhi || x.Op == mir.OpCopy && x.Defs[0].IsPhys() {
			return nil
		}
	}
	return def
}

// rematUses rewrites victim v, which def recomputes: each instruction
// that reads v (copies included) reads instead a fresh unspillable
// temporary that a remat of def computes right before it (the tied use
// has its own), and def, which nothing reads any more, is deleted (the
// checker accepts a missing rematerializable definition). v is marked
// unspillable so that it is never chosen again.
func (a *ssaAlloc) rematUses(sp *spillPass, v mir.Reg, def *mir.Instr) {
	a.stats.Spilled++
	a.spilled[vidx(v)] = true
	a.unspillable[vidx(v)] = true
	if sp.drop == nil {
		sp.drop = map[*mir.Instr]bool{}
	}
	sp.drop[def] = true
	for _, s := range sp.uses[v] {
		in := s.b.Instrs[s.i]
		var shared mir.Reg
		for k, u := range in.Uses {
			if u != v {
				continue
			}
			t := shared
			if t == 0 || k == in.Tied {
				var x *mir.Instr
				x, t = a.w.NewRemat(def)
				a.grow()
				a.unspillable[vidx(t)] = true
				sp.before[in] = append(sp.before[in], x)
				if k != in.Tied {
					shared = t
				}
			}
			in.Uses[k] = t
		}
	}
}
