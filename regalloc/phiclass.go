package regalloc

import (
	"sort"

	"github.com/ssara-project/ssara/mir"
)

// phiClasses are Pereira's phi-related equivalence classes (section 4.2):
// a union-find over dense virtual-register indices. After PhiLifting the
// members of one class never interfere, so spilled members share one stack
// slot and a phi whose destination and argument are both in memory needs no
// transfer ("do nothing", row 5 of the safe-copy table).
type phiClasses struct {
	parent []int32
	// members lists each root's members (only for classes with more than
	// one member).
	members map[int32][]int32
}

func (q *phiClasses) grow(n int) {
	for len(q.parent) < n {
		q.parent = append(q.parent, int32(len(q.parent)))
	}
}

func (q *phiClasses) find(v int32) int32 {
	for q.parent[v] != v {
		q.parent[v] = q.parent[q.parent[v]]
		v = q.parent[v]
	}
	return v
}

// union merges the classes of x and y and returns the new root.
func (q *phiClasses) union(x, y int32) int32 {
	rx, ry := q.find(x), q.find(y)
	if rx == ry {
		return rx
	}
	if ry < rx {
		rx, ry = ry, rx
	}
	q.parent[ry] = rx
	mx, my := q.list(rx), q.list(ry)
	q.members[rx] = append(mx, my...)
	delete(q.members, ry)
	return rx
}

func (q *phiClasses) list(r int32) []int32 {
	if m, ok := q.members[r]; ok {
		return m
	}
	return []int32{r}
}

// count is the number of classes with more than one member.
func (q *phiClasses) count() int { return len(q.members) }

// liftRec remembers one copy made by PhiLifting for an argument.
type liftRec struct {
	copy *mir.Instr
	pred *mir.Block
	phi  *mir.Instr
	k    int // argument index in phi
}

// buildPhiClasses groups every phi's destination with its arguments.
func (a *ssaAlloc) buildPhiClasses() {
	q := &phiClasses{members: map[int32][]int32{}}
	q.grow(len(a.f.Classes))
	for _, b := range a.f.Blocks {
		for _, phi := range b.Phis() {
			d := int32(vidx(phi.Defs[0]))
			for _, u := range phi.Uses {
				if u.IsVirtual() {
					q.union(d, int32(vidx(u)))
				}
			}
		}
	}
	a.classes = q
}

// interference is a symmetric relation on dense virtual-register indices.
type interference map[[2]int32]struct{}

func (g interference) add(x, y int32) {
	if x == y {
		return
	}
	if y < x {
		x, y = y, x
	}
	g[[2]int32{x, y}] = struct{}{}
}

func (g interference) has(x, y int32) bool {
	if y < x {
		x, y = y, x
	}
	_, ok := g[[2]int32{x, y}]
	return ok
}

// interferenceAmong finds which values of cand interfere, by Lemma 1 of
// the paper: two values of a strict program interfere iff one is live at
// the other's definition. A phi destination is defined at the start of its
// block, where the block's live-in values and its other phi destinations
// are live.
func interferenceAmong(f *mir.Func, lv *denseLiveness, cand bitset) interference {
	g := interference{}
	live := newBitset(len(f.Classes))
	for _, b := range f.Blocks {
		live.copyFrom(lv.Out[b.ID])
		var phiDefs []int32
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			in := b.Instrs[i]
			if in.Op == mir.OpPhi {
				if d := in.Defs[0]; d.IsVirtual() && cand.has(vidx(d)) {
					phiDefs = append(phiDefs, int32(vidx(d)))
				}
				continue
			}
			for _, d := range in.Defs {
				if d.IsVirtual() && cand.has(vidx(d)) {
					x := int32(vidx(d))
					live.each(func(v int) {
						if cand.has(v) {
							g.add(x, int32(v))
						}
					})
				}
			}
			for _, d := range in.Defs {
				if d.IsVirtual() {
					live.del(vidx(d))
				}
			}
			for _, u := range in.Uses {
				if u.IsVirtual() {
					live.add(vidx(u))
				}
			}
		}
		for i, x := range phiDefs {
			lv.In[b.ID].each(func(v int) {
				if cand.has(v) {
					g.add(x, int32(v))
				}
			})
			for _, y := range phiDefs[:i] {
				g.add(x, y)
			}
		}
	}
	return g
}

// PhiMemCoalesce (Pereira Fig. 4, section 4.4) merges phi-related classes
// whose live ranges do not overlap: for each copy v := a made by
// PhiLifting, if no member of a's class interferes with a member of v's
// class, the classes become one and the copy is removed (the phi reads a
// directly). READING.md's erratum applies: the printed test "Q_v ∩ Q_v"
// means Q_a ∩ Q_v, the overlap of the two classes' live ranges. The program stays in CSSA form, so spilled members of a class
// still share one slot, and fewer phi-related values mean fewer transfers
// between memory cells.
func (a *ssaAlloc) PhiMemCoalesce(dom *DomTree) {
	f := a.f
	q := a.classes
	cand := newBitset(len(f.Classes))
	for _, r := range a.lifted {
		cand.add(vidx(r.copy.Defs[0]))
		if u := r.copy.Uses[0]; u.IsVirtual() {
			cand.add(vidx(u))
		}
	}
	for _, m := range q.members {
		for _, v := range m {
			cand.add(int(v))
		}
	}
	g := interferenceAmong(f, computeDenseLiveness(f, dom.RPO), cand)
	// adj lists each candidate's interfering candidates, so that a removed
	// copy's destination can hand its interferences to its source.
	adj := map[int32][]int32{}
	for e := range g {
		adj[e[0]] = append(adj[e[0]], e[1])
		adj[e[1]] = append(adj[e[1]], e[0])
	}
	overlap := func(x, y int32) bool {
		mx, my := q.list(x), q.list(y)
		for _, s := range mx {
			for _, t := range my {
				if g.has(s, t) {
					return true
				}
			}
		}
		return false
	}
	removed := map[*mir.Instr]bool{}
	for _, r := range a.lifted {
		v, src := r.copy.Defs[0], r.copy.Uses[0]
		if !src.IsVirtual() || a.class(src) != a.class(v) {
			continue
		}
		xv, xa := int32(vidx(v)), int32(vidx(src))
		qv, qa := q.find(xv), q.find(xa)
		// A source already in v's class (a loop phi's own destination,
		// say) may replace v too: no member of the class interferes with
		// v, so none interferes with the source's longer range.
		if qv != qa && overlap(qv, qa) {
			continue
		}
		q.union(qv, qa)
		// The source now lives to the end of the predecessor, where v
		// lived: it inherits v's interferences.
		for _, y := range adj[xv] {
			if y != xa {
				g.add(xa, y)
				adj[xa] = append(adj[xa], y)
				adj[y] = append(adj[y], xa)
			}
		}
		r.phi.Uses[r.k] = src
		removed[r.copy] = true
		delete(a.kind, r.copy)
		a.stats.CoalescedCopies++
	}
	if len(removed) == 0 {
		return
	}
	for _, b := range f.Blocks {
		kept := b.Instrs[:0]
		for _, in := range b.Instrs {
			if !removed[in] {
				kept = append(kept, in)
			}
		}
		b.Instrs = kept
	}
	var rest []liftRec
	for _, r := range a.lifted {
		if !removed[r.copy] {
			rest = append(rest, r)
		}
	}
	a.lifted = rest
}

// ShareSlots colours the stack slots of spilled values: two slots whose
// values are never live at the same time become one (a slot is as large
// as the largest value it holds). Values keep their classes' slots, so
// phi-related values stay together. lv is the liveness of the final code.
func (a *ssaAlloc) ShareSlots(lv *denseLiveness) {
	f := a.f
	if len(f.Slots) < 2 {
		return
	}
	n := len(f.Classes)
	cand := newBitset(n)
	for v := 0; v < n; v++ {
		if a.pinned[v] {
			cand.add(v)
		}
	}
	g := interferenceAmong(f, lv, cand)
	ns := len(f.Slots)
	slotAdj := make([]map[int]bool, ns)
	for e := range g {
		s, t := a.slotOf[e[0]], a.slotOf[e[1]]
		if s == t {
			continue
		}
		if slotAdj[s] == nil {
			slotAdj[s] = map[int]bool{}
		}
		if slotAdj[t] == nil {
			slotAdj[t] = map[int]bool{}
		}
		slotAdj[s][t], slotAdj[t][s] = true, true
	}
	// Colour slots in order of decreasing size, then number, so that large
	// slots are placed first and the result is deterministic.
	order := make([]int, ns)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return f.Slots[order[i]].Size > f.Slots[order[j]].Size })
	colour := make([]int, ns)
	var merged []mir.Slot
	for _, s := range order {
		c := 0
		for ; c < len(merged); c++ {
			ok := merged[c].Size >= f.Slots[s].Size
			for t := range slotAdj[s] {
				if colour[t] == c+1 {
					ok = false
					break
				}
			}
			if ok {
				break
			}
		}
		if c == len(merged) {
			merged = append(merged, f.Slots[s])
		}
		colour[s] = c + 1
	}
	// Renumber merged slots in order of first use by slot number, so the
	// frame layout follows the order in which values were spilled.
	renum := make([]int, len(merged))
	for i := range renum {
		renum[i] = -1
	}
	var final []mir.Slot
	for s := 0; s < ns; s++ {
		c := colour[s] - 1
		if renum[c] < 0 {
			renum[c] = len(final)
			final = append(final, merged[c])
		}
	}
	for v := 0; v < n; v++ {
		if a.pinned[v] {
			s := renum[colour[a.slotOf[v]]-1]
			a.slotOf[v] = s
			a.loc[v] = mir.SlotLoc(s)
		}
	}
	for r, s := range a.classSlot {
		a.classSlot[r] = renum[colour[s]-1]
	}
	f.Slots = final
}
