package regalloc

import (
	"sort"

	"github.com/ssara-project/ssara/mir"
)

// ShareSlots colours the spill slots of f (stack-slot colouring): two slots
// whose values are never live at the same time become one, as large as the
// largest value it holds. The values in slots are those whose location in
// loc (by dense index) is a slot; lv is the liveness of f's final code.
// Slots are coloured in order of decreasing size, then number, each taking
// the first merged slot that is large enough and holds no interfering
// value; merged slots are numbered in the order of their first original
// slot. ShareSlots rewrites the slot locations in loc, replaces f.Slots
// and returns, for every original slot, its new number.
//
// A function that calls setjmp (f.ReturnsTwice) keeps its slots: after a
// second return, memory holds what was stored last, not what liveness
// expects. Interference is BuildGraph's LiveOnly relation among the values
// in slots, so the cost is that of one graph build restricted to them.
func ShareSlots(f *mir.Func, lv *Liveness, loc []mir.Loc) []int {
	return shareSlots(f, lv, loc, nil, false)
}

// slotLiveness is the liveness ShareSlots needs of f's code, in which
// loc puts some values in slots: that of those values only (its graph has
// no other nodes, and a value's liveness does not depend on the others').
func slotLiveness(f *mir.Func, loc []mir.Loc) *Liveness {
	keep := make([]bool, len(f.Classes))
	for i := range keep {
		keep[i] = i < len(loc) && loc[i].IsSlot()
	}
	return computeLiveness(f, keep)
}

// CoalesceSlots is ShareSlots with the slides' coalescing of spill slots
// (Goldstein's "frame slot coalescing"): first the slots of the two sides
// of a copy between values in slots (a pair of a parallel copy, a phi and
// its argument) become one where no value of one interferes with a value
// of the other, heaviest copies first (10^loop depth of the copy's block,
// depth by block ID; nil weighs all alike), so that the copy moves
// nothing; then the merged slots are coloured as ShareSlots colours
// slots. With unboundedly many slots, coalescing never forces another
// slot, so it is aggressive: every copy whose sides do not interfere is
// coalesced. Nothing is shared when f.ReturnsTwice.
func CoalesceSlots(f *mir.Func, lv *Liveness, loc []mir.Loc, depth []int) []int {
	return shareSlots(f, lv, loc, depth, true)
}

// shareSlots is ShareSlots, with slot coalescing first when coalesce is
// set.
func shareSlots(f *mir.Func, lv *Liveness, loc []mir.Loc, depth []int, coalesce bool) []int {
	ns := len(f.Slots)
	renum := make([]int, ns)
	for i := range renum {
		renum[i] = i
	}
	if ns < 2 || f.ReturnsTwice {
		return renum
	}
	inSlot := func(v mir.Reg) bool { return v.IsVirtual() && vidx(v) < len(loc) && loc[vidx(v)].IsSlot() }
	// slotAdj lists the slots each slot's values interfere with, each
	// once (slotLists: lists, not a map per slot, issue 16); a group of
	// coalesced slots lists its slots' lists one after the other, where a
	// slot may come twice. The values' graph is garbage once they are
	// made.
	slotAdj := slotLists(BuildGraph(f, lv, GraphOptions{Nodes: inSlot, LiveOnly: true}), loc, ns)
	// Groups of slots (union-find by slot number; the root is the group's
	// lowest slot), each as large as its largest slot.
	root := make([]int, ns)
	size := make([]int64, ns)
	for s := range root {
		root[s] = s
		size[s] = f.Slots[s].Size
	}
	find := func(s int) int {
		for root[s] != s {
			root[s] = root[root[s]]
			s = root[s]
		}
		return s
	}
	if coalesce {
		coalesceSlotCopies(f, loc, depth, slotAdj, find, func(a, b int) {
			if b < a {
				a, b = b, a
			}
			root[b] = a
			if size[b] > size[a] {
				size[a] = size[b]
			}
			slotAdj[a] = append(slotAdj[a], slotAdj[b]...)
		})
	}
	var order []int
	for s := 0; s < ns; s++ {
		if find(s) == s {
			order = append(order, s)
		}
	}
	sort.SliceStable(order, func(i, j int) bool { return size[order[i]] > size[order[j]] })
	colour := make([]int, ns)
	var merged []mir.Slot
	// taken[c] == s+1: a neighbour of slot s has colour c+1.
	var taken []int
	for _, s := range order {
		for _, t := range slotAdj[s] {
			if c := colour[find(int(t))]; c > 0 {
				taken[c-1] = s + 1
			}
		}
		c := 0
		for c < len(merged) && (merged[c].Size < size[s] || taken[c] == s+1) {
			c++
		}
		if c == len(merged) {
			taken = append(taken, 0)
			merged = append(merged, mir.Slot{Size: size[s], Align: f.Slots[s].Align})
			if coalesce {
				merged[c].Align = size[s]
			}
		}
		colour[s] = c + 1
	}
	first := make([]int, len(merged))
	for i := range first {
		first[i] = -1
	}
	var final []mir.Slot
	for s := 0; s < ns; s++ {
		c := colour[find(s)] - 1
		if first[c] < 0 {
			first[c] = len(final)
			final = append(final, merged[c])
		}
		renum[s] = first[c]
	}
	for i := range loc {
		if loc[i].IsSlot() {
			loc[i] = mir.SlotLoc(renum[loc[i].Slot])
		}
	}
	f.Slots = final
	return renum
}

// slotLists gives, for each of the ns slots, the slots of the values that
// interfere in g with its values (by loc), each once, in one list cut
// into ns (each capped at its length, so that appending copies it).
func slotLists(g *Graph, loc []mir.Loc, ns int) [][]int32 {
	// The values of each slot, slot by slot.
	at, vals := groupBy(g.N(), ns, func(i int) int {
		if g.IsNode(vreg(i)) {
			return int(loc[i].Slot)
		}
		return -1
	}, func(i int) int32 { return int32(i) })
	// Two passes over the slots' neighbours, the first to count them so
	// that the list is made once at its size; seen[t] == mark: t is
	// already in the current slot's list (marks s+1, then -(s+1)).
	seen := make([]int32, ns)
	var flat []int32
	adj := make([][]int32, ns)
	total := 0
	for pass := 0; pass < 2; pass++ {
		if pass == 1 {
			flat = make([]int32, 0, total)
		}
		for s := 0; s < ns; s++ {
			mark, from := int32(s+1), len(flat)
			if pass == 1 {
				mark = -mark
			}
			for _, i := range vals[at[s]:at[s+1]] {
				for _, y := range g.Adj(vreg(int(i))) {
					if t := loc[vidx(y)].Slot; t != int32(s) && seen[t] != mark {
						seen[t] = mark
						if pass == 0 {
							total++
						} else {
							flat = append(flat, t)
						}
					}
				}
			}
			if pass == 1 {
				adj[s] = flat[from:len(flat):len(flat)]
			}
		}
	}
	return adj
}

// coalesceSlotCopies unions (by union) the slot groups of the two sides
// of every copy between values in different slots whose groups do not
// interfere, in order of decreasing weight (then instruction order).
func coalesceSlotCopies(f *mir.Func, loc []mir.Loc, depth []int, slotAdj [][]int32, find func(int) int, union func(a, b int)) {
	type pair struct {
		a, b int
		w    float64
	}
	weight := func(b *mir.Block) float64 {
		if depth == nil {
			return 1
		}
		return Frequency(depth[b.ID])
	}
	slotOf := func(r mir.Reg) int {
		if r.IsVirtual() && vidx(r) < len(loc) && loc[vidx(r)].IsSlot() {
			return int(loc[vidx(r)].Slot)
		}
		return -1
	}
	var pairs []pair
	add := func(d, s mir.Reg, w float64) {
		a, b := slotOf(d), slotOf(s)
		if a >= 0 && b >= 0 && a != b {
			pairs = append(pairs, pair{a, b, w})
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			switch {
			case in.Op == mir.OpPhi:
				for k, u := range in.Uses {
					if k < len(b.Preds) {
						add(in.Defs[0], u, weight(b.Preds[k]))
					}
				}
			case in.Op == mir.OpCopy && len(in.Defs) == len(in.Uses):
				for j, d := range in.Defs {
					add(d, in.Uses[j], weight(b))
				}
			}
		}
	}
	sort.SliceStable(pairs, func(i, j int) bool { return pairs[i].w > pairs[j].w })
	interferes := func(a, b int) bool {
		if len(slotAdj[b]) < len(slotAdj[a]) {
			a, b = b, a
		}
		for _, t := range slotAdj[a] {
			if find(int(t)) == b {
				return true
			}
		}
		return false
	}
	for _, p := range pairs {
		a, b := find(p.a), find(p.b)
		if a != b && !interferes(a, b) {
			union(a, b)
		}
	}
}
