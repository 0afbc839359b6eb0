package lower

import "github.com/ssara-project/ssara/mir"

// Reshaper is what a target tells FitBudget about its instructions: which
// read more registers at once than a register budget allows, and how each
// kind can be split into instructions that read fewer.
type Reshaper interface {
	// Over reports whether in reads more registers of some class than the
	// budget and is of a kind the other methods reshape.
	Over(f *mir.Func, in *mir.Instr) bool
	// SplitAddress computes a base+index address of in into one register:
	// the instruction that does and in rewritten to use it; nil if in has
	// no such address.
	SplitAddress(f *mir.Func, in *mir.Instr) (addr, out *mir.Instr)
	// SelectBranch returns, for a select, the conditional branch on its
	// condition (if it holds, to the first successor) that replaces it
	// when the select becomes two blocks and a phi; nil for other
	// instructions or selects that cannot.
	SelectBranch(in *mir.Instr) *mir.Instr
	// Demote has in read an operand from memory instead of a register
	// where the instruction can: the instructions to put before it (a
	// store), its replacement, and one to put after it (nil if none); a
	// nil replacement if it cannot.
	Demote(f *mir.Func, in *mir.Instr) (before []*mir.Instr, out, after *mir.Instr)
	// Relabel moves whatever the target keeps by block ID (labels of
	// blocks whose address the program takes) from the IDs in old to the
	// blocks' new ones.
	Relabel(f *mir.Func, old map[*mir.Block]int)
}

// FitBudget reshapes the instructions of f that r says are over a
// register budget, in this order: an address with a base and an index
// register is computed first (SplitAddress); a select still over the
// budget becomes a branch on its condition to two empty blocks that meet
// in a block starting with a phi of its values (SelectBranch); an
// instruction still over the budget reads an operand from memory
// (Demote). The result is a new function when something changed (f is not
// modified) and f itself otherwise; blocks keep their order, the new ones
// following the block they split.
func FitBudget(f *mir.Func, r Reshaper) *mir.Func {
	changed := false
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			changed = changed || r.Over(f, in)
		}
	}
	if !changed {
		return f
	}
	g := f.Clone()
	blocks := make([]*mir.Block, 0, len(g.Blocks))
	for _, b := range g.Blocks {
		blocks = append(blocks, b)
		var out []*mir.Instr
		for i := 0; i < len(b.Instrs); i++ {
			in := b.Instrs[i]
			if r.Over(g, in) {
				if addr, moved := r.SplitAddress(g, in); moved != nil {
					out = append(out, addr)
					in = moved
				}
			}
			if r.Over(g, in) {
				if br := r.SelectBranch(in); br != nil {
					// The rest of the block moves to the join block,
					// which is reshaped in turn.
					t, e, j := diamond(b, out, br, in, b.Instrs[i+1:])
					blocks = append(blocks, t, e, j)
					b, out, i = j, nil, -1
					continue
				}
			}
			if r.Over(g, in) {
				if before, moved, after := r.Demote(g, in); moved != nil {
					out = insertBeforeFixed(out, before, in)
					in = moved
					if after != nil {
						out = append(out, in)
						in = after
					}
				}
			}
			out = append(out, in)
		}
		b.Instrs = out
	}
	old := make(map[*mir.Block]int, len(g.Blocks))
	for _, b := range g.Blocks {
		old[b] = b.ID
	}
	g.Blocks = blocks
	g.Renumber()
	r.Relabel(g, old)
	return g
}

// insertBeforeFixed appends before to out, ahead of the instructions at
// its end that only set physical registers in reads (a call's argument
// copies): a store that Demote puts before a call reads its operand while
// no argument register is taken yet.
func insertBeforeFixed(out, before []*mir.Instr, in *mir.Instr) []*mir.Instr {
	p := len(out)
	for p > 0 && setsOnlyUses(out[p-1], in) {
		p--
	}
	if p == len(out) {
		return append(out, before...)
	}
	tail := append([]*mir.Instr(nil), out[p:]...)
	return append(append(out[:p], before...), tail...)
}

// setsOnlyUses reports whether x, not a call, defines only physical
// registers that in reads.
func setsOnlyUses(x, in *mir.Instr) bool {
	if len(x.Defs) == 0 || x.Term || x.Clobbers != 0 {
		return false
	}
	for _, d := range x.Defs {
		read := false
		for _, u := range in.Uses {
			read = read || u == d
		}
		if !d.IsPhys() || !read {
			return false
		}
	}
	return true
}

// diamond ends block b (whose instructions before the select sel are
// before) with br, a branch on sel's condition to two new empty blocks,
// true and false, both jumping to a new block join that starts with a phi
// of sel's values (Uses[1] if the condition holds, Uses[0] if not) and
// holds the instructions after sel and b's successors.
func diamond(b *mir.Block, before []*mir.Instr, br, sel *mir.Instr, after []*mir.Instr) (t, e, join *mir.Block) {
	br.Term = true
	br.Pos = sel.Pos
	// New blocks have no ID yet; FitBudget renumbers.
	t = &mir.Block{ID: -1, Name: b.Name + ".sel.t"}
	e = &mir.Block{ID: -1, Name: b.Name + ".sel.f"}
	join = &mir.Block{ID: -1, Name: b.Name + ".sel.j"}
	join.Succs = b.Succs
	for _, s := range b.Succs {
		for i, p := range s.Preds {
			if p == b {
				s.Preds[i] = join
			}
		}
	}
	b.Succs = nil
	b.Instrs = append(before, br)
	mir.AddEdge(b, t)
	mir.AddEdge(b, e)
	for _, x := range []*mir.Block{t, e} {
		j := mir.NewInstr(mir.OpJump, nil, nil, nil)
		j.Term = true
		j.Pos = sel.Pos
		x.Instrs = []*mir.Instr{j}
		mir.AddEdge(x, join)
	}
	phi := mir.NewInstr(mir.OpPhi, []mir.Reg{sel.Defs[0]}, []mir.Reg{sel.Uses[1], sel.Uses[0]}, nil)
	phi.Pos = sel.Pos
	join.Instrs = append([]*mir.Instr{phi}, after...)
	return t, e, join
}

// SelectDiamondable reports whether a select can become a branch and a
// phi: one virtual def, tied to its false value or to nothing, both
// values virtual.
func SelectDiamondable(in *mir.Instr) bool {
	return in.Tied <= 0 && len(in.Defs) == 1 && in.Defs[0].IsVirtual() &&
		len(in.Uses) >= 2 && in.Uses[0].IsVirtual() && in.Uses[1].IsVirtual()
}

// RelabelBlocks returns labels (by block ID) moved from the IDs in old to
// f's blocks' current ones; nil for no labels.
func RelabelBlocks(f *mir.Func, labels map[int]string, old map[*mir.Block]int) map[int]string {
	if len(labels) == 0 {
		return labels
	}
	out := map[int]string{}
	for _, b := range f.Blocks {
		if id, ok := old[b]; ok {
			if lab, ok := labels[id]; ok {
				out[b.ID] = lab
			}
		}
	}
	return out
}

// Demand counts the registers of each class that in reads: a register
// read twice twice (some allocators reload each use of a spilled value
// on its own), and fixed ones too (they may be among the few the budget
// allows).
func Demand(f *mir.Func, t mir.Target, in *mir.Instr) (gpr, fpr int) {
	for _, r := range in.Uses {
		var c mir.Class
		switch {
		case r.IsVirtual():
			c = f.ClassOf(r)
		case r.IsPhys():
			c = t.ClassOfPhys(r)
		default:
			continue
		}
		if c == mir.FPR {
			fpr++
		} else {
			gpr++
		}
	}
	return gpr, fpr
}
