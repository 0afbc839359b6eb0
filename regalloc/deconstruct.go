package regalloc

import (
	"github.com/ssara-project/ssara/mir"
)

// Deconstruct makes the working copy a graph-colouring allocator runs on:
// the input in SSA form, with its phis turned into parallel copies at the
// ends of the predecessors, as the graph-colouring papers assume.
//
//   - An edge into a block with phis is split (a new block holding a jump)
//     when its source has several successors or ends in something other
//     than a plain jump, so that the copies of an edge run on that edge
//     only and before nothing that reads or writes registers.
//   - Each predecessor of a block with phis ends, just before its jump, in
//     one parallel copy d1, ..., dn := a1, ..., an (an OpCopy with n defs
//     and n uses, made by NewCopy with Why "phi") over the block's phis. A
//     phi that reads its own destination (d := d) keeps its pair: the
//     value must stay where it is along that edge.
//   - The phis are removed. A phi's destination keeps its register: the
//     working function is no longer in SSA form (it is defined once per
//     predecessor), which Liveness, BuildIntervals, BuildGraph and Spill
//     all accept.
//
// Work.Output puts the input's phis back, with the location given to
// their destinations, and turns each parallel copy into moves and swaps by
// SequentializeParallelCopy: the result is an allocation of the input that
// Check verifies. Deconstruct is linear in the size of the function.
func Deconstruct(in *mir.Func) *Work {
	w := NewWork(in)
	f := w.F
	for _, b := range append([]*mir.Block(nil), f.Blocks...) {
		for j, s := range b.Succs {
			if len(s.Phis()) > 0 && (len(b.Succs) > 1 || !plainJump(b.Term())) && !b.Term().Indirect {
				splitEdge(f, b, j)
				w.SplitEdges++
			}
		}
	}
	for _, s := range f.Blocks {
		phis := s.Phis()
		if len(phis) == 0 {
			continue
		}
		for k, p := range s.Preds {
			var dsts, srcs []mir.Reg
			for _, phi := range phis {
				dsts = append(dsts, phi.Defs[0])
				srcs = append(srcs, phi.Uses[k])
			}
			insertBeforeTerm(p, w.NewCopy(dsts, srcs, "phi"))
		}
		s.Instrs = s.Instrs[len(phis):]
	}
	return w
}

// plainJump reports whether x is a jump that reads and writes nothing.
func plainJump(x *mir.Instr) bool {
	return x != nil && x.Op == mir.OpJump && len(x.Defs) == 0 && len(x.Uses) == 0 && x.Clobbers == 0
}
