package regalloc

import (
	"math"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/mir"
	"github.com/ssara-project/ssara/regalloc/rath"
)

// MaxCostDepth caps the loop depth in the MIP allocator's cost function:
// an instruction in block b costs 10^min(depth(b), MaxCostDepth). The cap
// keeps the models' coefficients within what the solver's tolerances
// resolve (10^6 against 1).
const MaxCostDepth = 6

// costWeight is the weight of a block of loop depth d.
func costWeight(d int) float64 { return math.Pow(10, float64(minInt(d, MaxCostDepth))) }

// rathProblem is the abstract problem (package rath) of a working function,
// with the maps between them. Problem registers are ssara's physical
// register numbers (1..63) and problem blocks the function's blocks; a
// problem value is a virtual register that occurs in the function.
type rathProblem struct {
	p     *rath.Problem
	f     *mir.Func
	t     mir.Target
	opts  Options
	val   []int     // by dense index of f's virtual registers: problem value, or -1
	reg   []mir.Reg // by problem value: its virtual register
	def   []*mir.Instr
	depth []int // by block ID
}

// node is the rath node number of instruction i of block b (phis are at
// node 0, the others from 1).
func node(b *mir.Block, i int) int { return i - len(b.Phis()) + 1 }

// buildRathProblem states f, in SSA form with its phis, for the models:
// operand masks, which operands may be slots, ties, early clobbers and the
// physical registers in flight come from the toolkit's constraint model
// (Site), liveness from lv, block frequencies from the loop depths. remat
// marks the values the target may recompute.
func buildRathProblem(f *mir.Func, t mir.Target, opts Options, lv *Liveness, depth []int, remat bool) (*rathProblem, error) {
	num := NewNumbering(f, nil)
	cons := NewConstraints(num, t, opts)
	rp := &rathProblem{f: f, t: t, opts: opts, val: make([]int, len(f.Classes)), depth: depth}
	for i := range rp.val {
		rp.val[i] = -1
	}
	// A phi has one location in the output (Output puts the input's phis
	// back with their destinations' locations), so the model must not
	// keep one in a register and in memory at its block's start.
	p := &rath.Problem{Name: f.Name, Costs: rath.UnitCosts, PhiOneLocation: true}
	for cl := mir.Class(0); cl < mir.NumClasses; cl++ {
		p.Classes = append(p.Classes, rath.RegSet(cons.Budget(cl)))
	}
	value := func(r mir.Reg) int {
		i := vidx(r)
		if rp.val[i] < 0 {
			rp.val[i] = len(p.Values)
			p.Values = append(p.Values, rath.Value{Name: mir.FormatReg(t, r), Class: int(f.ClassOf(r))})
			rp.reg = append(rp.reg, r)
			rp.def = append(rp.def, nil)
		}
		return rp.val[i]
	}
	for _, b := range f.Blocks {
		pb := rath.Block{Name: b.Name, Freq: costWeight(depth[b.ID])}
		for _, q := range b.Preds {
			pb.Preds = append(pb.Preds, q.ID)
		}
		phis := b.Phis()
		for _, phi := range phis {
			ph := rath.Phi{Def: value(phi.Defs[0])}
			rp.def[ph.Def] = phi
			for _, u := range phi.Uses {
				if !u.IsVirtual() {
					return nil, errors.Errorf("phi %s reads a physical register", phi.Format(t))
				}
				ph.Args = append(ph.Args, value(u))
			}
			pb.Phis = append(pb.Phis, ph)
		}
		if len(b.Instrs) > len(phis) {
			pb.Reserved = rath.RegSet(cons.At(b, len(phis)).Before)
		}
		for i := len(phis); i < len(b.Instrs); i++ {
			x := b.Instrs[i]
			s := cons.At(b, i)
			in := rath.NewInstr(t.OpName(x.Op), nil, nil)
			if x.Op == mir.OpCopy {
				in.Name = "copy"
			}
			for k, u := range x.Uses {
				if !u.IsVirtual() {
					continue
				}
				in.Uses = append(in.Uses, rath.Operand{Value: value(u), Regs: rath.RegSet(s.Use(k)), Mem: s.SlotUse(k)})
				if k == int(x.Tied) && len(x.Defs) > 0 && x.Defs[0].IsVirtual() {
					in.Tied = len(in.Uses) - 1
				}
			}
			for k, d := range x.Defs {
				if !d.IsVirtual() {
					continue
				}
				o := rath.Operand{Value: value(d), Regs: rath.RegSet(s.Def(k)), Mem: s.SlotDef(k), MemFree: x.Op == mir.OpImplicitDef}
				in.Defs = append(in.Defs, o)
				rp.def[o.Value] = x
				if remat && t.Rematerializable(x) {
					p.Values[o.Value].Remat = true
				}
			}
			if in.Tied >= 0 && (len(in.Defs) == 0 || !x.Defs[0].IsVirtual()) {
				in.Tied = -1
			}
			in.EarlyClobber = x.EarlyClobber
			in.Kill = rath.RegSet(x.Clobbers | s.PhysDefs())
			in.Reserved = rath.RegSet(s.After)
			if x.Op == mir.OpCopy && len(x.Defs) == 1 && len(x.Uses) == 1 {
				in.Copy = true
				if !x.Uses[0].IsVirtual() {
					in.CopyFrom = int(x.Uses[0])
				}
				if !x.Defs[0].IsVirtual() {
					in.CopyTo = int(x.Defs[0])
				}
			}
			pb.Instrs = append(pb.Instrs, in)
		}
		p.Blocks = append(p.Blocks, pb)
	}
	for _, b := range f.Blocks {
		for _, v := range lv.Out(b) {
			if i := rp.val[vidx(v)]; i >= 0 {
				p.Blocks[b.ID].LiveOut = append(p.Blocks[b.ID].LiveOut, i)
			}
		}
	}
	rp.p = p
	if err := p.Validate(); err != nil {
		return nil, errors.Wrap(err, "rath problem")
	}
	return rp, nil
}

// AllocCost is an allocated function's cost under the MIP allocator's cost
// function: every instruction the allocator added weighs 10^(loop depth of
// its block), depth capped at MaxCostDepth.
type AllocCost struct {
	// Spill: loads and stores (a slot-to-slot transfer is one of each,
	// as Stats.Count has it), memory operands (folded reloads, priced as
	// the load they replace) and rematerialisations (priced as a load).
	Spill float64 `json:"spill"`
	// Moves: register-to-register moves and swaps.
	Moves float64 `json:"moves"`
}

// less orders costs: spill first, then moves.
func (c AllocCost) less(d AllocCost) bool {
	return c.Spill < d.Spill || c.Spill == d.Spill && c.Moves < d.Moves
}

// CostOf measures out, an allocated function.
func CostOf(out *mir.Func) AllocCost {
	depth := LoopDepths(out, mir.Dominators(out))
	var c AllocCost
	for _, b := range out.Blocks {
		w := costWeight(depth[b.ID])
		for _, x := range b.Instrs {
			switch x.Op {
			case mir.OpMove, mir.OpSwap:
				switch {
				case x.Src.IsSlot() && x.Dst.IsSlot():
					c.Spill += 2 * w
				case x.Src.IsSlot() || x.Dst.IsSlot():
					c.Spill += w
					if x.Op == mir.OpSwap {
						c.Spill += w
					}
				default:
					c.Moves += w
				}
			case mir.OpRemat:
				c.Spill += w
			case mir.OpCopy:
				if len(x.DefLocs) != 1 || len(x.UseLocs) != 1 || x.DefLocs[0] == x.UseLocs[0] {
					continue
				}
				switch ul, dl := x.UseLocs[0], x.DefLocs[0]; {
				case ul.IsSlot() && dl.IsSlot():
					c.Spill += 2 * w
				case ul.IsSlot() || dl.IsSlot():
					c.Spill += w
				default:
					c.Moves += w
				}
			default:
				// A memory operand (a folded reload, FoldReloads) is a
				// load, as the spill model prices it (MemOp): the reload
				// it replaces cost the same. A def in a slot (a folded
				// spill, FoldSpills, whose tied use is in that slot too)
				// is a store besides: the reload and the spill it
				// replaces cost the same two. (An output phi has no use
				// locations, and its def is priced by the moves.)
				for _, l := range x.UseLocs {
					if l.IsSlot() {
						c.Spill += w
					}
				}
				if x.Op != mir.OpPhi && len(x.DefLocs) > 0 && x.DefLocs[0].IsSlot() && x.Tied >= 0 && int(x.Tied) < len(x.UseLocs) && x.UseLocs[x.Tied] == x.DefLocs[0] {
					c.Spill += w
				}
			}
		}
	}
	return c
}
