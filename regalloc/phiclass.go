package regalloc

import (
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
	old := len(q.parent)
	if old >= n {
		return
	}
	q.parent = growTo(q.parent, n, n+n/8)
	for i := old; i < n; i++ {
		q.parent[i] = int32(i)
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

// PhiMemCoalesce (Pereira Fig. 4, section 4.4) merges phi-related classes
// whose live ranges do not overlap: for each copy v := a made by
// PhiLifting, if no member of a's class interferes with a member of v's
// class, the classes become one and the copy is removed (the phi reads a
// directly). READING.md's erratum applies: the printed test "Q_v ∩ Q_v"
// means Q_a ∩ Q_v, the overlap of the two classes' live ranges. The program stays in CSSA form, so spilled members of a class
// still share one slot, and fewer phi-related values mean fewer transfers
// between memory cells.
func (a *ssaAlloc) PhiMemCoalesce(dom *mir.DomTree) {
	f := a.f
	q := a.classes
	cand := make([]bool, len(f.Classes))
	for _, r := range a.lifted {
		cand[vidx(r.copy.Defs[0])] = true
		if u := r.copy.Uses[0]; u.IsVirtual() {
			cand[vidx(u)] = true
		}
	}
	for _, m := range q.members {
		for _, v := range m {
			cand[v] = true
		}
	}
	// Lemma 1 of the paper: two values of a strict program interfere iff
	// one is live at the other's definition.
	// The liveness of the candidates alone: the graph's edges join them
	// only.
	g := BuildGraph(f, computeLiveness(f, cand), GraphOptions{Nodes: func(v mir.Reg) bool { return cand[vidx(v)] }, LiveOnly: true})
	overlap := func(x, y int32) bool {
		mx, my := q.list(x), q.list(y)
		for _, s := range mx {
			for _, t := range my {
				if g.Interferes(vreg(int(s)), vreg(int(t))) {
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
		for _, y := range append([]mir.Reg(nil), g.Adj(v)...) {
			if y != src {
				g.AddEdge(src, y)
			}
		}
		r.phi.Uses[r.k] = src
		removed[r.copy] = true
		a.w.Forget(r.copy)
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

// shareSlots shares the stack slots of spilled values never live at the
// same time (ShareSlots): values keep their classes' slots, so phi-related
// values stay together. lv is the liveness of the final code.
func (a *ssaAlloc) shareSlots(lv *Liveness) {
	renum := ShareSlots(a.f, lv, a.loc)
	for v, p := range a.pinned {
		if p {
			a.slotOf[v] = int(a.loc[v].Slot)
		}
	}
	for r, s := range a.classSlot {
		a.classSlot[r] = renum[s]
	}
}
