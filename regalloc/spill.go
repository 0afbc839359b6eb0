package regalloc

import (
	"math"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/mir"
)

// SpillCosts is Chaitin's spill cost of every virtual register of f (by
// dense index), as the textbook and Chaitin define it: the number of its
// defs and uses, each weighted by 10^d where d is the loop depth of the
// block it occurs in (depth by block ID, from LoopDepths; nil counts every
// block at depth 0; depths are capped at 30). A phi's argument counts in
// the predecessor it comes from. Allocators divide by the degree
// themselves. Linear in the number of operands.
func SpillCosts(f *mir.Func, depth []int) []float64 { return spillCosts(f, depth, nil) }

// spillCosts is SpillCosts, counting only the uses of the values for which
// usesOnly is set (nil: none).
func spillCosts(f *mir.Func, depth []int, usesOnly []bool) []float64 {
	w := func(b *mir.Block) float64 {
		if depth == nil {
			return 1
		}
		return Frequency(depth[b.ID])
	}
	cost := make([]float64, len(f.Classes))
	for _, b := range f.Blocks {
		wb := w(b)
		for _, in := range b.Instrs {
			for _, d := range in.Defs {
				if d.IsVirtual() && (usesOnly == nil || !usesOnly[vidx(d)]) {
					cost[vidx(d)] += wb
				}
			}
			for k, u := range in.Uses {
				if !u.IsVirtual() {
					continue
				}
				if in.Op == mir.OpPhi {
					if k < len(b.Preds) {
						cost[vidx(u)] += w(b.Preds[k])
					}
					continue
				}
				cost[vidx(u)] += wb
			}
		}
	}
	return cost
}

// RematCost is the price of recomputing a value relative to a load or a
// store: the paper's cost model (Briggs, Cooper and Torczon, section 5.1)
// counts two cycles for a memory access and one for any other instruction.
const RematCost = 0.5

// SpillCosts is the package's SpillCosts of w.F, with +Inf for the values
// marked unspillable and for those already in memory or rematerialized. A
// value marked for rematerialization (SetRemat) costs RematCost per use,
// weighted like the others, and nothing for its definition (it stays where
// it is, and no store follows it).
func (w *Work) SpillCosts(depth []int) []float64 {
	var usesOnly []bool
	for i, d := range w.remat {
		if d != nil {
			if usesOnly == nil {
				usesOnly = make([]bool, len(w.remat))
			}
			usesOnly[i] = true
		}
	}
	cost := spillCosts(w.F, depth, usesOnly)
	for i := range cost {
		switch {
		case w.unspillable[i] || w.slot[i] >= 0 || w.gone[i]:
			cost[i] = math.Inf(1)
		case usesOnly != nil && usesOnly[i]:
			cost[i] *= RematCost
		}
	}
	return cost
}

// Spill rewrites w.F so that every value of vs lives in a spill slot of
// its own (sized by Func.SlotSizeOf) for its whole range, in one pass over
// the function:
//
//   - an instruction that cannot access memory and defines a spilled value
//     defines a fresh temporary instead, stored right after it by a copy
//     (Why "spill");
//   - such an instruction reading a spilled value reads a fresh temporary
//     loaded right before it by a copy (Why "reload"); one temporary serves
//     all reads of the value by the instruction, except the tied use, which
//     has its own;
//   - copies (parallel ones included), phis and implicit defs keep the
//     spilled value itself: in the output they read or write its slot.
//
// A value of vs marked by SetRemat is rematerialized instead (Chaitin's
// never-killed values): it gets no slot and no store; its definition
// writes a fresh temporary that nothing reads (the input's instruction
// stays, with a register for its dead result), and every instruction that
// reads it, copies included, reads a fresh temporary computed right before
// it by a remat of the definition (NewRemat; one per instruction, again
// except the tied use); a phi's argument is recomputed at the end of the
// predecessor it comes from. For a pair d := v of a parallel copy that
// Deconstruct made (Why "phi"), v is recomputed into d itself right before
// the copy (Chaitin: "an uncoalesced copy of a never-killed value can be
// eliminated by recomputing it directly into the desired register"; into a
// temporary stored at once if d lives in memory) and the pair becomes
// d := d, unless the copy reads d or d is an operand of a two-address
// instruction. Rematerialized then reports it.
//
// The temporaries are marked unspillable; SlotOf gives each spilled value's
// slot, and InMemory says a value has one: such a value must get its slot
// as location, and is not a node of the register interference graph
// (GraphOptions.Nodes). The caller rebuilds liveness and the graph after
// Spill (SpilledIn says which blocks it changed, SpillMade which
// instructions it made). Spilling a value twice, or an unspillable one,
// is an error, as is a spilled def of a terminator (no room for the
// store) and a value marked for rematerialization that some other
// instruction defines too.
func (w *Work) Spill(t mir.Target, vs []mir.Reg) error {
	f := w.F
	marked := make([]bool, len(f.Classes))
	for _, v := range vs {
		switch {
		case !v.IsVirtual() || vidx(v) >= len(f.Classes):
			return errors.Errorf("spill: %s is not a virtual register of %s", mir.FormatReg(t, v), f.Name)
		case w.slot[vidx(v)] >= 0 || w.gone[vidx(v)]:
			return errors.Errorf("spill: %s of %s is already in memory", mir.FormatReg(t, v), f.Name)
		case w.unspillable[vidx(v)]:
			return errors.Errorf("spill: %s of %s is unspillable", mir.FormatReg(t, v), f.Name)
		}
		marked[vidx(v)] = true
		if def := w.remat[vidx(v)]; def != nil {
			if o := w.Origin(def); o == nil || !t.Rematerializable(o) || len(def.Uses) != 0 || len(def.Defs) != 1 || def.Defs[0] != v {
				return errors.Errorf("spill: %s of %s cannot be rematerialized by %q", mir.FormatReg(t, v), f.Name, def.Format(t))
			}
			w.gone[vidx(v)] = true
			continue
		}
		sz := f.SlotSizeOf(t, v)
		w.slot[vidx(v)] = int32(len(f.Slots))
		f.Slots = append(f.Slots, mir.Slot{Size: sz, Align: sz})
	}
	w.spilledIn = make([]bool, len(f.Blocks))
	w.spillMade = map[*mir.Instr]bool{}
	made := func(x *mir.Instr) *mir.Instr {
		w.spillMade[x] = true
		return x
	}
	spilled := func(r mir.Reg) bool { return r.IsVirtual() && vidx(r) < len(marked) && marked[vidx(r)] }
	remat := func(r mir.Reg) *mir.Instr {
		if spilled(r) {
			return w.remat[vidx(r)]
		}
		return nil
	}
	// newRemat recomputes v into a fresh unspillable temporary.
	newRemat := func(v mir.Reg) (*mir.Instr, mir.Reg) {
		x, t := w.NewRemat(remat(v))
		w.SetUnspillable(t)
		return made(x), t
	}
	// tied are the operands of two-address instructions: recomputing a
	// value into such a d ahead of the copy would make d live next to the
	// copy's other sources, and colouring merges d with its tied partner,
	// which may be one of them (a tied pair that interferes cannot be
	// merged: briggs on a generated function, TestSpillRematTiedDest).
	// By virtual register (only a virtual d is looked up).
	tied := make([]bool, len(f.Classes))
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if d, u, ok := in.TiedPair(); ok {
				for _, r := range [2]mir.Reg{d, u} {
					if r.IsVirtual() && vidx(r) < len(tied) {
						tied[vidx(r)] = true
					}
				}
			}
		}
	}
	for _, b := range f.Blocks {
		var out []*mir.Instr
		changed := false
		for _, in := range b.Instrs {
			if in.Op == mir.OpCopy && w.why[in] == "phi" {
				// d := v with v rematerialized, d not read by the copy:
				// v is computed into d itself right before the copy (into
				// a temporary stored at once if d lives in memory), and
				// the pair becomes d := d, which keeps d live up to the
				// copy and defined by it with the other destinations, so
				// that none of them takes its location.
				var reads map[mir.Reg]bool
				for k, u := range in.Uses {
					d := in.Defs[k]
					if remat(u) == nil || !d.IsVirtual() {
						continue
					}
					if reads == nil {
						reads = map[mir.Reg]bool{}
						for _, r := range in.Uses {
							reads[r] = true
						}
					}
					if reads[d] || vidx(d) < len(tied) && tied[vidx(d)] {
						continue // the remat goes to a temporary, below
					}
					if w.InMemory(d) || spilled(d) {
						x, t := newRemat(u)
						out = append(out, x, made(w.NewCopy([]mir.Reg{d}, []mir.Reg{t}, "phi")))
					} else {
						x, _ := w.NewRemat(remat(u))
						x.Defs[0] = d
						out = append(out, made(x))
					}
					in.Uses[k] = d
					changed = true
				}
			}
			if in.Op != mir.OpPhi {
				var temp map[mir.Reg]mir.Reg // rematerialized value -> its remat here
				for k, u := range in.Uses {
					if remat(u) == nil {
						continue
					}
					t, ok := temp[u]
					if !ok || k == int(in.Tied) {
						var x *mir.Instr
						x, t = newRemat(u)
						out = append(out, x)
						if k != int(in.Tied) {
							if temp == nil {
								temp = map[mir.Reg]mir.Reg{}
							}
							temp[u] = t
						}
					}
					in.Uses[k] = t
					changed = true
				}
			}
			for k, d := range in.Defs {
				if def := remat(d); def != nil {
					if def != in {
						return errors.Errorf("spill: %s of %s is also defined by %q", mir.FormatReg(t, d), f.Name, in.Format(t))
					}
					t := w.NewRegLike(d)
					w.SetUnspillable(t)
					in.Defs[k] = t
					changed = true
				}
			}
			if in.Op == mir.OpCopy || in.Op == mir.OpPhi || in.Op == mir.OpImplicitDef {
				out = append(out, in)
				continue
			}
			var temp map[mir.Reg]mir.Reg // spilled value -> its reload here
			for k, u := range in.Uses {
				if !spilled(u) {
					continue
				}
				t, ok := temp[u]
				if !ok || k == int(in.Tied) {
					t = w.NewRegLike(u)
					w.SetUnspillable(t)
					out = append(out, made(w.NewCopy([]mir.Reg{t}, []mir.Reg{u}, "reload")))
					if k != int(in.Tied) {
						if temp == nil {
							temp = map[mir.Reg]mir.Reg{}
						}
						temp[u] = t
					}
				}
				in.Uses[k] = t
				changed = true
			}
			out = append(out, in)
			for k, d := range in.Defs {
				if !spilled(d) {
					continue
				}
				if in.Term {
					return errors.Errorf("spill: %s of %s is defined by the terminator of b%d", mir.FormatReg(t, d), f.Name, b.ID)
				}
				t := w.NewRegLike(d)
				w.SetUnspillable(t)
				in.Defs[k] = t
				out = append(out, made(w.NewCopy([]mir.Reg{d}, []mir.Reg{t}, "spill")))
				changed = true
			}
		}
		if changed {
			b.Instrs = out
			w.spilledIn[b.ID] = true
		}
	}
	// A phi's rematerialized argument is recomputed at the end of its
	// predecessor.
	for _, b := range f.Blocks {
		for _, phi := range b.Phis() {
			for k, u := range phi.Uses {
				if remat(u) != nil && k < len(b.Preds) {
					x, t := newRemat(u)
					insertBeforeTerm(b.Preds[k], x)
					w.spilledIn[b.Preds[k].ID] = true
					w.spilledIn[b.ID] = true
					phi.Uses[k] = t
				}
			}
		}
	}
	return nil
}

// SpilledIn reports, by block ID, the blocks the last Spill changed (nil
// before the first): the others have the same instructions as before it.
func (w *Work) SpilledIn() []bool { return w.spilledIn }

// SpillMade reports whether the last Spill made instruction x.
func (w *Work) SpillMade(x *mir.Instr) bool { return w.spillMade[x] }
