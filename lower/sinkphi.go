package lower

import "github.com/ssara-project/ssara/mir"

// sinkPhiArgs computes on its edge a value that only a phi reads, on the
// edge from the value's block B to the phi's block S, when the target
// lets the definition move (mir.Mover: an address, an extension, an
// integer operation of registers). Where B has other successors and S
// other predecessors, the edge gets a block of its own (holding the
// definition and a jump), so the other paths out of B no longer compute
// the value; and where B still reads what the value was computed from (a
// loop's exit test of the old pointer after "p - 1"), the two no longer
// overlap and the new value can take the phi's register, with no move on
// the edge (llc's machine sinking does as much). Edges out of indirect
// branches and of terminators with clobbers (an invoke) are left alone,
// as are duplicate edges to one block.
func sinkPhiArgs(f *mir.Func, t mir.Target) {
	uses := useCounts(f)
	type edge struct {
		b *mir.Block // the block that computes the value
		s *mir.Block // the phi's block
	}
	var want map[mir.Reg]edge
	for _, s := range f.Blocks {
		for _, phi := range s.Phis() {
			for k, v := range phi.Uses {
				if v.IsVirtual() && uses[v-mir.FirstVirtual] == 1 {
					if want == nil {
						want = map[mir.Reg]edge{}
					}
					want[v] = edge{s.Preds[k], s}
				}
			}
		}
	}
	if want == nil {
		return
	}
	edges := map[edge]*mir.Block{} // the block each edge's values go to
	for _, b := range append([]*mir.Block(nil), f.Blocks...) {
		term := b.Term()
		if len(b.Succs) < 2 || term == nil || term.Indirect || term.Clobbers != 0 {
			continue
		}
		kept := b.Instrs[:0]
		var moved []*mir.Instr
		var to []*mir.Block
		for _, x := range b.Instrs {
			if len(x.Defs) == 1 && !x.Term {
				if e, ok := want[x.Defs[0]]; ok && e.b == b && onlyEdge(b, e.s) && mir.Movable(t, x) {
					nb := edges[e]
					if nb == nil {
						nb = mir.SplitEdge(f, b, succIndex(b, e.s), ".sink")
						edges[e] = nb
					}
					moved = append(moved, x)
					to = append(to, nb)
					continue
				}
			}
			kept = append(kept, x)
		}
		b.Instrs = kept
		for i, x := range moved {
			nb := to[i]
			n := len(nb.Instrs)
			nb.Instrs = append(nb.Instrs[:n-1], x, nb.Instrs[n-1])
		}
	}
}

// succIndex is the index of s in b's successors.
func succIndex(b, s *mir.Block) int {
	for j, x := range b.Succs {
		if x == s {
			return j
		}
	}
	return -1
}

// onlyEdge reports whether s is exactly one of b's successors.
func onlyEdge(b, s *mir.Block) bool {
	n := 0
	for _, x := range b.Succs {
		if x == s {
			n++
		}
	}
	return n == 1
}
