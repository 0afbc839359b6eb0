package regalloc

import (
	"github.com/ssara-project/ssara/mir"
	"github.com/ssara-project/ssara/regalloc/rath"
)

// decisionsOf reads the spill code of out, an allocation of the input
// whose working copy (with the blocks splitForJoins added) the problem rp
// was built from, in the spill model's terms: which value each load,
// store and rematerialisation carries and in which gap, and which copies
// read or write a slot. It follows the values through out's locations
// like the checker does (a forward data flow of the value each location
// holds, intersected at joins), trusting that out is correct. ok is false
// when out's blocks do not map onto the problem's.
//
// The MIP allocator starts the solver from the spill code of the `ssa`
// allocation: CBC then never returns a solution worse than it, and on
// large functions, where it cannot close the gap in time, it improves on
// it instead of on a spill-everywhere start.
func decisionsOf(rp *rathProblem, in, out *mir.Func) (d rath.Decisions, ok bool) {
	f := rp.f
	nIn := len(in.Blocks)
	// Map out's blocks to the problem's: the input's blocks keep their
	// numbers; a block out put on an edge is the problem's block on that
	// edge (splitForJoins split every edge the SSA allocator splits).
	edge := map[[2]int]int{}
	for _, b := range f.Blocks[nIn:] {
		if len(b.Preds) == 1 && len(b.Succs) == 1 {
			edge[[2]int{b.Preds[0].ID, b.Succs[0].ID}] = b.ID
		}
	}
	bmap := make([]int, len(out.Blocks))
	for _, b := range out.Blocks {
		if b.ID < nIn {
			bmap[b.ID] = b.ID
			continue
		}
		if len(b.Preds) != 1 || len(b.Succs) != 1 {
			return d, false
		}
		mb, found := edge[[2]int{b.Preds[0].ID, b.Succs[0].ID}]
		if !found {
			return d, false
		}
		bmap[b.ID] = mb
	}
	// value: the problem value an input virtual register is, or -1.
	value := func(r mir.Reg) int {
		if !r.IsVirtual() || vidx(r) >= len(rp.val) {
			return -1
		}
		return rp.val[vidx(r)]
	}
	type state map[mir.Loc]int
	exit := make([]state, len(out.Blocks)) // nil: not reached yet
	rpo := mir.ReversePostorder(out)
	var seen map[[4]int]bool
	// add records the decision (kind, v) at node j of problem block b,
	// once.
	add := func(list *[]rath.Point, kind, v, b, j int) {
		k := [4]int{kind, v, b, j}
		if v < 0 || seen[k] {
			return
		}
		seen[k] = true
		*list = append(*list, rath.Point{Value: v, Block: b, Node: j})
	}
	// run simulates out once from the exit states of the previous run;
	// it reports whether some exit state changed.
	run := func() bool {
		d = rath.Decisions{}
		seen = map[[4]int]bool{}
		changed := false
		for _, b := range rpo {
			var st state
			for _, p := range b.Preds {
				ps := exit[p.ID]
				if ps == nil {
					continue
				}
				if st == nil {
					st = state{}
					for l, v := range ps {
						st[l] = v
					}
					continue
				}
				for l, v := range st {
					if w, ok := ps[l]; !ok || w != v {
						delete(st, l)
					}
				}
			}
			if st == nil {
				st = state{}
			}
			mb := bmap[b.ID]
			node := 0
			for _, x := range b.Instrs {
				switch x.Op {
				case mir.OpPhi:
					if len(x.DefLocs) == 1 {
						st[x.DefLocs[0]] = value(x.Defs[0])
					}
					continue
				case mir.OpMove:
					v, has := st[x.Src]
					if !has {
						delete(st, x.Dst)
						continue
					}
					if x.Src.IsSlot() && x.Dst.IsReg() {
						add(&d.Loads, 0, v, mb, node)
					}
					if x.Src.IsReg() && x.Dst.IsSlot() {
						add(&d.Stores, 1, v, mb, node)
					}
					st[x.Dst] = v
					continue
				case mir.OpSwap:
					a, ha := st[x.Src]
					c, hc := st[x.Dst]
					delete(st, x.Src)
					delete(st, x.Dst)
					if ha {
						st[x.Dst] = a
					}
					if hc {
						st[x.Src] = c
					}
					continue
				case mir.OpRemat:
					v := -1
					if x.Remat != nil && len(x.Remat.Defs) == 1 {
						v = value(x.Remat.Defs[0])
					}
					add(&d.Remats, 2, v, mb, node)
					st[x.Dst] = v
					continue
				}
				// An instruction of the input: the next node.
				node++
				if x.Op == mir.OpCopy && len(x.UseLocs) == 1 && len(x.DefLocs) == 1 {
					if x.UseLocs[0].IsSlot() {
						add(&d.MemUses, 3, value(x.Uses[0]), mb, node)
					}
					if x.DefLocs[0].IsSlot() {
						add(&d.MemDefs, 4, value(x.Defs[0]), mb, node)
					}
				}
				for _, r := range x.Clobbers.Regs() {
					delete(st, mir.RegLoc(r))
				}
				for k, def := range x.Defs {
					if k < len(x.DefLocs) {
						st[x.DefLocs[k]] = value(def)
					}
				}
			}
			if !sameState(exit[b.ID], st) {
				exit[b.ID] = st
				changed = true
			}
		}
		return changed
	}
	for iter := 0; run(); iter++ {
		if iter > 100 {
			return d, false
		}
	}
	return d, true
}

func sameState(a, b map[mir.Loc]int) bool {
	if a == nil || len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}
