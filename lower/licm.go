package lower

import (
	"sort"

	"github.com/ssara-project/ssara/mir"
)

// invariantMargin is the registers a loop keeps free of the values
// HoistInvariants moves into its preheader, beyond its measured pressure.
const invariantMargin = 1

// HoistInvariants moves a loop's computations that do not change in it
// to the loop's preheader, as llc-14's MachineLICM does: the
// instructions mir.Movable accepts (on x86-64 a lea, a multiply by a
// constant, an extension; on PowerPC integer arithmetic without
// carries), of registers the loop does not define or that other such
// computations define, in blocks that run in every iteration. dp.c's
// matrix product addressed "a[i][k]" in its inner loop as "imulq $96,
// %rax, %r10; leaq (%rcx,%r10), %r10; imull (%r10,%r8,4), ...": the
// base of row i is now computed once per row.
//
// They move only while the loop has a register to keep their results
// in, as MachineLICM weighs register pressure: the most GPRs the loop's
// code keeps live at once, and the most live across a call in it (which
// need callee-saved registers), plus the values already moved out of
// loops inside it, stay at least invariantMargin under the register file
// of t or the budget gprs (the first gprs registers of the allocation
// order; 0 for the whole file). Only the values the loop reads or writes
// count: one that just lives through the loop can stay in memory there
// (dp.c's main, all inlined, keeps 16 values live through its knapsack
// loop, which reads 5). Each moved result that the loop reads takes a
// register; the computations only other moved ones read take none, and
// one only a copy into a physical register reads (a call's argument)
// stays, computed into that register. Where a loop has room for fewer
// than it could move, those read most often in it move (with what they
// are computed from).
//
// Loops are visited inner first, so a computation leaves a nest as far
// as it can; a loop entered straight from its guard gets a preheader on
// that edge for them (lp.Entry; clang -O1's loops), one with several
// entries keeps its computations. Rematerializable computations are left to the
// allocators, which recompute them where they are read. isCall says
// which instructions are calls. f is in SSA form; it returns f itself
// when nothing moves, else a changed copy (whose instructions, but the
// moved ones, are f's).
func HoistInvariants(f *mir.Func, t mir.Target, gprs int, isCall func(*mir.Instr) bool) *mir.Func {
	if len(f.Blocks) < 2 || !hasMovable(f, t) {
		return f
	}
	regs, saved := BudgetGPRs(t, gprs)
	dom := mir.Dominators(f)
	loops := NaturalLoops(f, dom)
	if len(loops) == 0 {
		return f
	}
	// defBlock is each virtual register's defining block (by ID).
	defBlock := make([]int32, len(f.Classes))
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, d := range in.Defs {
				if d.IsVirtual() {
					defBlock[d-mir.FirstVirtual] = int32(b.ID)
				}
			}
		}
	}
	var lv *Liveness
	// dest is where each moved instruction goes: the preheader of the
	// outermost loop it leaves, or the edge into that loop's header
	// from its guard, split for it (lp.Entry). root says which moved
	// results are read by code that stays (each takes a register across
	// its loop).
	dest := map[*mir.Instr]target{}
	root := map[*mir.Instr]bool{}
	var order []*mir.Instr // moved, in the order first met
	for _, lp := range loops {
		to := target{at: lp.Preheader()}
		if to.at == nil {
			p, _, ok := lp.Entry()
			if !ok {
				continue
			}
			to = target{at: p, head: lp.Head}
		}
		// The loop's candidates, in reverse postorder: each reads only
		// registers the loop does not define or earlier candidates
		// define.
		cand := map[mir.Reg]*mir.Instr{}
		var cands []*mir.Instr
		var latches []*mir.Block
		for _, p := range lp.Head.Preds {
			if lp.Body[p.ID] {
				latches = append(latches, p)
			}
		}
		for _, b := range lp.Blocks {
			if !everyIteration(dom, b, latches) {
				continue
			}
			for _, in := range b.Instrs {
				if !hoistable(t, f, in) {
					continue
				}
				ok := true
				for _, u := range in.Uses {
					if lp.Body[int(defBlock[u-mir.FirstVirtual])] && cand[u] == nil {
						ok = false
						break
					}
				}
				if ok {
					cand[in.Defs[0]] = in
					cands = append(cands, in)
				}
			}
		}
		if len(cands) == 0 {
			continue
		}
		// The candidates' readers in the loop that are not candidates
		// themselves. A candidate with such readers is a root: moved, it
		// takes a register across the loop. (One read only after the
		// loop, or only by copies into physical registers, stays.)
		reads := map[*mir.Instr]int{}
		for _, b := range lp.Blocks {
			for _, in := range b.Instrs {
				if cand[defOf(in)] == in {
					continue
				}
				// A copy into a physical register (a call's argument)
				// or a phi (a move on its edge) reads the value where it
				// is made either way: computed into that register in the
				// loop, it takes no copy.
				if in.Op == mir.OpCopy && !in.Defs[0].IsVirtual() || in.Op == mir.OpPhi {
					continue
				}
				for _, u := range in.Uses {
					if c := cand[u]; c != nil {
						reads[c]++
					}
				}
			}
		}
		var roots []*mir.Instr
		for _, c := range cands {
			if reads[c] > 0 {
				roots = append(roots, c)
			}
		}
		if lv == nil {
			lv = NewLiveness(f, mir.GPR)
		}
		// The values the loop reads or writes; those that only live
		// through it an allocator may keep in memory there.
		used := map[mir.Reg]bool{}
		for _, b := range lp.Blocks {
			for _, in := range b.Instrs {
				for _, r := range in.Uses {
					used[r] = true
				}
				for _, r := range in.Defs {
					used[r] = true
				}
			}
		}
		p := lv.PressureOf(lp.Blocks, isCall, func(r mir.Reg) bool { return used[r] })
		// The results moved out of loops inside this one live across
		// them; those that move on cost nothing more, the others count.
		inside := 0
		for _, c := range order {
			if root[c] && lp.Body[dest[c].at.ID] && cand[c.Defs[0]] != c {
				inside++
			}
		}
		room := regs - p.MaxLive - inside - invariantMargin
		if p.Calls {
			room = min(room, saved-p.MaxAcrossCall-inside-invariantMargin)
		}
		sort.SliceStable(roots, func(i, j int) bool { return reads[roots[i]] > reads[roots[j]] })
		picked := map[*mir.Instr]bool{}
		var pick func(in *mir.Instr)
		pick = func(in *mir.Instr) {
			if picked[in] {
				return
			}
			picked[in] = true
			for _, u := range in.Uses {
				if c := cand[u]; c != nil {
					pick(c)
				}
			}
		}
		for _, r := range roots {
			if root[r] && lp.Body[dest[r].at.ID] {
				pick(r) // moved out of an inner loop already
			} else if room > 0 {
				pick(r)
				room--
			}
		}
		for _, c := range cands {
			if !picked[c] {
				continue
			}
			if dest[c].at == nil {
				order = append(order, c)
			}
			dest[c] = to
			if reads[c] > 0 {
				root[c] = true
			}
		}
	}
	if len(order) == 0 {
		return f
	}
	return moveTo(f, dom, dest)
}

// everyIteration reports whether block b of a loop runs in each of its
// iterations: it dominates the loop's latches. What only some iterations
// compute stays in the loop, where moving it would run it on every entry
// into the loop instead (a recursive search's loop of few iterations, on
// a path it seldom takes).
func everyIteration(dom *mir.DomTree, b *mir.Block, latches []*mir.Block) bool {
	for _, l := range latches {
		if !dom.Dominates(b, l) {
			return false
		}
	}
	return true
}

// BudgetGPRs is the number of GPRs of t that a budget of gprs leaves
// (the first gprs of the allocation order; 0 for the whole file), and
// how many of those are callee-saved: what the passes that move values
// out of loops weigh a loop's pressure against.
func BudgetGPRs(t mir.Target, gprs int) (regs, saved int) {
	rs := t.Allocatable(mir.GPR)
	if gprs > 0 && gprs < len(rs) {
		rs = rs[:gprs]
	}
	for _, r := range rs {
		if t.CalleeSaved().Has(r) {
			saved++
		}
	}
	return len(rs), saved
}

// hoistable reports whether HoistInvariants may move in: a computation
// from registers alone, of a GPR, that the allocators do not recompute
// themselves.
func hoistable(t mir.Target, f *mir.Func, in *mir.Instr) bool {
	return !in.Term && mir.Movable(t, in) && f.ClassOf(in.Defs[0]) == mir.GPR && !t.Rematerializable(in)
}

// hasMovable is HoistInvariants' quick test.
func hasMovable(f *mir.Func, t mir.Target) bool {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if hoistable(t, f, in) {
				return true
			}
		}
	}
	return false
}

// defOf is in's first definition, or 0.
func defOf(in *mir.Instr) mir.Reg {
	if len(in.Defs) == 0 {
		return 0
	}
	return in.Defs[0]
}

// target is where HoistInvariants moves an instruction: the end of
// block at, or, where head is not nil, a block that splits the edge from
// at to head (at stands for it in the loops it is part of).
type target struct {
	at, head *mir.Block
}

// moveTo is f with the instructions of dest moved to the end of their
// blocks (before the jump), or into the blocks that split their edges,
// each block's in reverse postorder, copies of them carrying the
// position of the block's end.
func moveTo(f *mir.Func, dom *mir.DomTree, dest map[*mir.Instr]target) *mir.Func {
	g := f.CloneCFG()
	moved := map[target][]*mir.Instr{}
	var order []target // the targets, in the order first met
	for _, fb := range dom.RPO {
		b := g.Blocks[fb.ID]
		out := make([]*mir.Instr, 0, len(b.Instrs))
		for _, in := range b.Instrs {
			if d, ok := dest[in]; ok {
				if moved[d] == nil {
					order = append(order, d)
				}
				moved[d] = append(moved[d], in.Clone())
				continue
			}
			out = append(out, in)
		}
		b.Instrs = out
	}
	for _, d := range order {
		b := g.Blocks[d.at.ID]
		if d.head != nil {
			for j, s := range b.Succs {
				if s.ID == d.head.ID {
					b = mir.SplitEdge(g, b, j, ".ph")
					break
				}
			}
		}
		insertBeforeJump(b, moved[d])
	}
	return g
}
