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
func SpillCosts(f *mir.Func, depth []int) []float64 {
	w := func(b *mir.Block) float64 {
		if depth == nil {
			return 1
		}
		return math.Pow(10, float64(minInt(depth[b.ID], 30)))
	}
	cost := make([]float64, len(f.Classes))
	for _, b := range f.Blocks {
		wb := w(b)
		for _, in := range b.Instrs {
			for _, d := range in.Defs {
				if d.IsVirtual() {
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

// SpillCosts is the package's SpillCosts of w.F, with +Inf for the values
// marked unspillable and for those already in memory.
func (w *Work) SpillCosts(depth []int) []float64 {
	cost := SpillCosts(w.F, depth)
	for i := range cost {
		if w.unspillable[i] || w.slot[i] >= 0 {
			cost[i] = math.Inf(1)
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
// The temporaries are marked unspillable; SlotOf gives each spilled value's
// slot, and InMemory says a value has one: such a value must get its slot
// as location, and is not a node of the register interference graph
// (GraphOptions.Nodes). The caller rebuilds liveness and the graph after
// Spill. Spilling a value twice, or an unspillable one, is an error, as is
// a spilled def of a terminator (no room for the store).
func (w *Work) Spill(t mir.Target, vs []mir.Reg) error {
	f := w.F
	marked := make([]bool, len(f.Classes))
	for _, v := range vs {
		switch {
		case !v.IsVirtual() || vidx(v) >= len(f.Classes):
			return errors.Errorf("spill: %s is not a virtual register of %s", mir.FormatReg(t, v), f.Name)
		case w.slot[vidx(v)] >= 0:
			return errors.Errorf("spill: %s of %s is already in memory", mir.FormatReg(t, v), f.Name)
		case w.unspillable[vidx(v)]:
			return errors.Errorf("spill: %s of %s is unspillable", mir.FormatReg(t, v), f.Name)
		}
		marked[vidx(v)] = true
		sz := f.SlotSizeOf(t, v)
		w.slot[vidx(v)] = int32(len(f.Slots))
		f.Slots = append(f.Slots, mir.Slot{Size: sz, Align: sz})
	}
	spilled := func(r mir.Reg) bool { return r.IsVirtual() && vidx(r) < len(marked) && marked[vidx(r)] }
	for _, b := range f.Blocks {
		var out []*mir.Instr
		changed := false
		for _, in := range b.Instrs {
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
				if !ok || k == in.Tied {
					t = w.NewRegLike(u)
					w.SetUnspillable(t)
					out = append(out, w.NewCopy([]mir.Reg{t}, []mir.Reg{u}, "reload"))
					if k != in.Tied {
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
				out = append(out, w.NewCopy([]mir.Reg{d}, []mir.Reg{t}, "spill"))
				changed = true
			}
		}
		if changed {
			b.Instrs = out
		}
	}
	return nil
}
