package regalloc

import (
	"sort"

	"github.com/ssara-project/ssara/mir"
)

// SplitAroundCalls splits, in w's strict-SSA function, the live ranges
// that cross calls on a loop's cold paths, as llc's greedy allocator
// splits around calls: a value v live across the calls of a block B
// gets a copy v1 = v before B's first call and a copy v2 = v1 after its
// last, where B is colder than the places that need v in a register:
// B lies in a loop that reads v and does not dominate every latch (a
// call some iterations skip: an error report, a rarely taken branch),
// or v is defined or read in a loop deeper than B (a call after the
// loop that computes v). The uses of v between them read v1, those after them v2, and the
// uses further on the value that reaches them: v, v2, or a new phi where
// both meet (the iterated dominance frontier of the split blocks, where v
// is live). v then no longer lives across a call: on the hot paths it can
// keep a register that calls clobber, and only v1 lives across the calls,
// so a spill of v1 stores and reloads on the cold path alone. A value is
// split where the copies' store and reload cost less than spilling it
// whole, by loop depth (10^depth per block), and, with spilled non-nil,
// only if spilled says that colouring without splits put it in memory.
// It returns the number of values split.
//
// The copies are the allocator's (Work.NewCopy, "split"), as are the
// phis ("split-phi"), which Work.Output writes as the parallel copies at
// the ends of their predecessors only: the output's code holds the same
// input values as without the split, in other places. The caller splits
// the critical edges into the blocks of the new phis.
func SplitAroundCalls(w *Work, spilled func(v mir.Reg) bool) int {
	f := w.F
	dom := mir.Dominators(f)
	if len(dom.RPO) != len(f.Blocks) {
		return 0
	}
	loops := mir.FindLoops(f, dom)
	if len(loops.Header) == 0 {
		return 0
	}
	lv := ComputeLiveness(f)
	// The blocks with calls.
	type site struct {
		b     *mir.Block
		first int  // the first call's index
		cold  bool // some iteration of b's innermost loop skips b
	}
	var sites []site
	for _, b := range f.Blocks {
		first, _ := callSpan(b)
		if first < 0 {
			continue
		}
		l := loops.Innermost(b)
		sites = append(sites, site{b, first, l >= 0 && !dominatesLatches(dom, loops, l, b)})
	}
	if len(sites) == 0 {
		return 0
	}
	// deepest[v]: the loop depth of v's deepest definition or use;
	// spillCost[v]: what spilling v whole costs, a store at its
	// definition and a reload in each block that reads it, each at
	// 10^loop depth.
	depth := LoopDepths(f, dom)
	freq := func(b *mir.Block) float64 { return Frequency(depth[b.ID]) }
	deepest := make([]int, len(f.Classes))
	spillCost := make([]float64, len(f.Classes))
	lastRead := make([]int32, len(f.Classes)) // block ID + 1
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, r := range in.Defs {
				if r.IsVirtual() {
					deepest[vidx(r)] = maxInt(deepest[vidx(r)], depth[b.ID])
					spillCost[vidx(r)] += freq(b)
				}
			}
			for k, r := range in.Uses {
				if !r.IsVirtual() {
					continue
				}
				at := b
				if in.Op == mir.OpPhi {
					at = b.Preds[k]
				}
				deepest[vidx(r)] = maxInt(deepest[vidx(r)], depth[at.ID])
				if lastRead[vidx(r)] != int32(at.ID)+1 {
					lastRead[vidx(r)] = int32(at.ID) + 1
					spillCost[vidx(r)] += freq(at)
				}
			}
		}
	}
	// used[l]: the values read in loop l, for the innermost loops of
	// the cold sites, in one walk of every block's loop chain.
	used := map[int]map[mir.Reg]bool{}
	for _, s := range sites {
		if s.cold {
			used[loops.Innermost(s.b)] = map[mir.Reg]bool{}
		}
	}
	for _, b := range f.Blocks {
		for l := loops.Innermost(b); l >= 0 && len(used) > 0; l = loops.Parent[l] {
			u := used[l]
			if u == nil {
				continue
			}
			for _, in := range b.Instrs {
				for k, r := range in.Uses {
					// (A phi's argument from outside the loop is
					// read before it.)
					if r.IsVirtual() && (in.Op != mir.OpPhi || loops.Contains(l, b.Preds[k])) {
						u[r] = true
					}
				}
			}
		}
	}
	// For each value, the sites it crosses, in block order.
	crosses := map[mir.Reg][]site{}
	var order []mir.Reg
	live := NewLiveSet(lv.NumRegs())
	for _, s := range sites {
		live.Reset(lv.Out(s.b))
		for i := len(s.b.Instrs) - 1; i > s.first; i-- {
			live.StepBack(s.b.Instrs[i])
		}
		// live: the values live just after the first call.
		var u map[mir.Reg]bool
		if s.cold {
			u = used[loops.Innermost(s.b)]
		}
		for _, v := range live.Regs() {
			if !v.IsVirtual() || w.Unspillable(v) || spilled != nil && !spilled(v) {
				continue
			}
			if !u[v] && deepest[vidx(v)] <= depth[s.b.ID] {
				continue
			}
			if crosses[v] == nil {
				order = append(order, v)
			}
			crosses[v] = append(crosses[v], s)
		}
	}
	// Split where the copies' store and reload at each site cost less
	// than the whole spill. (Without profile counts a block is taken to
	// run as often as the rest of its loop: an interpreter's handler
	// that calls is as hot as one that does not.)
	kept := order[:0]
	for _, v := range order {
		c := 0.0
		for _, s := range crosses[v] {
			c += 2 * freq(s.b)
		}
		if c < spillCost[vidx(v)] {
			kept = append(kept, v)
		}
	}
	order = kept
	if len(order) == 0 {
		return 0
	}
	sort.Slice(order, func(i, j int) bool { return order[i] < order[j] })
	// Where each value to split is defined and read, in one walk.
	refs := map[mir.Reg]*valueRefs{}
	for _, v := range order {
		refs[v] = &valueRefs{}
	}
	for _, b := range f.Blocks {
		for _, x := range b.Instrs {
			for _, r := range x.Defs {
				if vr := refs[r]; vr != nil {
					vr.def = b
				}
			}
			for _, r := range x.Uses {
				if vr := refs[r]; vr != nil {
					vr.uses = append(vr.uses, useRef{b, x})
				}
			}
		}
	}
	df := dominanceFrontiers(f, dom)
	for _, v := range order {
		var bs []*mir.Block
		for _, s := range crosses[v] {
			bs = append(bs, s.b)
		}
		splitValue(w, dom, lv, df, v, refs[v], bs)
	}
	return len(order)
}

// valueRefs are the block that defines a value and its reads.
type valueRefs struct {
	def  *mir.Block
	uses []useRef
}

// useRef is an instruction that reads a value, in block b.
type useRef struct {
	b *mir.Block
	x *mir.Instr
}

// dominatesLatches reports whether b dominates every latch of loop l (the
// header's predecessors inside l): b runs on every iteration.
func dominatesLatches(dom *mir.DomTree, loops *mir.LoopNest, l int, b *mir.Block) bool {
	for _, p := range loops.Header[l].Preds {
		if loops.Contains(l, p) && !dom.Dominates(b, p) {
			return false
		}
	}
	return true
}

// callSpan is the index of b's first call and one past its last (calls
// that end the block, a tail call's, do not count: nothing lives across
// them, and no copy may follow them).
func callSpan(b *mir.Block) (int, int) {
	first, last := -1, -1
	for i, in := range b.Instrs {
		if in.Clobbers != 0 && !in.Term {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	return first, last + 1
}

// dominanceFrontiers computes every block's dominance frontier (Cooper,
// Harvey and Kennedy's walk up from each join's predecessors).
func dominanceFrontiers(f *mir.Func, dom *mir.DomTree) [][]*mir.Block {
	df := make([][]*mir.Block, len(f.Blocks))
	for _, x := range f.Blocks {
		if len(x.Preds) < 2 || dom.IDom[x.ID] == nil {
			continue
		}
		for _, p := range x.Preds {
			for r := p; r != nil && r != dom.IDom[x.ID]; r = dom.IDom[r.ID] {
				if k := len(df[r.ID]); k > 0 && df[r.ID][k-1] == x {
					break
				}
				df[r.ID] = append(df[r.ID], x)
			}
		}
	}
	return df
}

// splitValue splits v around the calls of the sites (SplitAroundCalls).
func splitValue(w *Work, dom *mir.DomTree, lv *Liveness, df [][]*mir.Block, v mir.Reg, refs *valueRefs, sites []*mir.Block) {
	// Insert the copies; v1 before the argument copies of the first
	// call, v2 after the result copies of the last.
	type defs struct{ v1, v2 mir.Reg }
	at := map[*mir.Block]defs{}
	for _, b := range sites {
		i, j := callSpan(b) // (the copies of values split before moved them)
		first := i
		for i > 0 && b.Instrs[i-1].Op == mir.OpCopy && len(b.Instrs[i-1].Defs) == 1 && b.Instrs[i-1].Defs[0].IsPhys() {
			i--
		}
		for j < len(b.Instrs) && b.Instrs[j].Op == mir.OpCopy && len(b.Instrs[j].Uses) == 1 && b.Instrs[j].Uses[0].IsPhys() && !b.Instrs[j].Term {
			j++
		}
		v1, v2 := w.NewRegLike(v), w.NewRegLike(v)
		c1 := w.NewCopy([]mir.Reg{v1}, []mir.Reg{v}, "split")
		c2 := w.NewCopy([]mir.Reg{v2}, []mir.Reg{v1}, "split")
		xs := make([]*mir.Instr, 0, len(b.Instrs)+2)
		xs = append(xs, b.Instrs[:i]...)
		xs = append(xs, c1)
		for k, x := range b.Instrs[i:j] {
			for n, u := range x.Uses {
				// (The first call's argument copies read v.)
				if u == v && i+k > first {
					x.Uses[n] = v1
				}
			}
			xs = append(xs, x)
		}
		xs = append(xs, c2)
		xs = append(xs, b.Instrs[j:]...)
		b.Instrs = xs
		at[b] = defs{v1, v2}
	}
	// Phis where v is live in, on the iterated frontier of the sites.
	phis := map[*mir.Block]*mir.Instr{}
	var work []*mir.Block
	work = append(work, sites...)
	seen := map[*mir.Block]bool{}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, x := range df[b.ID] {
			if seen[x] || !lv.LiveIn(x, v) {
				continue
			}
			seen[x] = true
			phi := mir.NewInstr(mir.OpPhi, []mir.Reg{w.NewRegLike(v)}, make([]mir.Reg, len(x.Preds)), nil)
			w.why[phi] = "split-phi"
			phis[x] = phi
			work = append(work, x)
		}
	}
	// reachEnd is the definition of v that reaches the end of b.
	memo := map[*mir.Block]mir.Reg{}
	var reachEnd func(b *mir.Block) mir.Reg
	reachTop := func(b *mir.Block) mir.Reg {
		if phi := phis[b]; phi != nil {
			return phi.Defs[0]
		}
		if id := dom.IDom[b.ID]; id != nil {
			return reachEnd(id)
		}
		return v
	}
	reachEnd = func(b *mir.Block) mir.Reg {
		if r, ok := memo[b]; ok {
			return r
		}
		var r mir.Reg
		if d, ok := at[b]; ok {
			r = d.v2
		} else if b == refs.def {
			r = v
		} else {
			r = reachTop(b)
		}
		memo[b] = r
		return r
	}
	for x, phi := range phis {
		for k, p := range x.Preds {
			phi.Uses[k] = reachEnd(p)
		}
	}
	// Rename the uses: in the sites' blocks in order (the copies and
	// the calls divide them), elsewhere each from v's list (in v's own
	// block they follow its definition).
	for _, b := range sites {
		d := at[b]
		cur := mir.Reg(0) // the reaching definition, once known in b
		if phi := phis[b]; phi != nil {
			cur = phi.Defs[0]
		}
		args := false // between v1's copy and the first call
		for _, x := range b.Instrs {
			if x.Op == mir.OpPhi {
				for k, u := range x.Uses {
					if u == v {
						x.Uses[k] = reachEnd(b.Preds[k])
					}
				}
				continue
			}
			for k, u := range x.Uses {
				if u != v {
					continue
				}
				if cur == 0 {
					cur = reachTop(b)
				}
				x.Uses[k] = cur
			}
			switch {
			case args && x.Clobbers != 0:
				args, cur = false, d.v1
			case args:
			case len(x.Defs) == 1 && x.Defs[0] == d.v1:
				// The argument copies still read what v1 copies.
				if cur == 0 {
					cur = reachTop(b)
				}
				args = true
			case len(x.Defs) == 1 && x.Defs[0] == d.v2:
				cur = d.v2
			default:
				for _, r := range x.Defs {
					if r == v {
						cur = r
					}
				}
			}
		}
	}
	for _, r := range refs.uses {
		if _, isSite := at[r.b]; isSite || r.b == refs.def && r.x.Op != mir.OpPhi {
			continue
		}
		for k, u := range r.x.Uses {
			if u != v {
				continue
			}
			if r.x.Op == mir.OpPhi {
				r.x.Uses[k] = reachEnd(r.b.Preds[k])
			} else {
				r.x.Uses[k] = reachTop(r.b)
			}
		}
	}
	// The phis go first in their blocks.
	for b, phi := range phis {
		b.Instrs = append([]*mir.Instr{phi}, b.Instrs...)
	}
}
