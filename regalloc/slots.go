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
	ns := len(f.Slots)
	renum := make([]int, ns)
	for i := range renum {
		renum[i] = i
	}
	if ns < 2 || f.ReturnsTwice {
		return renum
	}
	inSlot := func(v mir.Reg) bool { return vidx(v) < len(loc) && loc[vidx(v)].IsSlot() }
	g := BuildGraph(f, lv, GraphOptions{Nodes: inSlot, LiveOnly: true})
	slotAdj := make([]map[int]bool, ns)
	for i := 0; i < g.N(); i++ {
		x := vreg(i)
		if !g.IsNode(x) {
			continue
		}
		for _, y := range g.Adj(x) {
			s, t := loc[i].Slot, loc[vidx(y)].Slot
			if s == t {
				continue
			}
			if slotAdj[s] == nil {
				slotAdj[s] = map[int]bool{}
			}
			slotAdj[s][t] = true
		}
	}
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
	first := make([]int, len(merged))
	for i := range first {
		first[i] = -1
	}
	var final []mir.Slot
	for s := 0; s < ns; s++ {
		c := colour[s] - 1
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
