package rath

import (
	"math"
	"sort"
)

// bruteSpill is the optimum of the spill problem found without the MILP:
// an exhaustive search over every spill decision, i.e. over the register
// and memory state (in a register or not, in memory or not) of every live
// value at every program point, with the loads, stores and memory operands
// those states imply. It implements the semantics section 5.3 describes in
// prose, independently of the model's equations:
//
//   - a defined value is in a register after its definition (or, for a
//     def that may go to memory, written to memory at the def's price);
//   - a register operand is in a register before the node; a memory
//     operand (not tied: the tied def takes its register) is in a
//     register, or read from memory at its price if the value is in
//     memory;
//   - a copy that reads its source from memory and writes its destination
//     to memory costs nothing (the two can share a slot);
//   - before and after a node, the values in registers (pairs count two)
//     fit the class's budget less the reserved and, after it, the killed
//     registers (early-clobber defs count before it too, except the
//     tied one, which shares its use's register);
//   - a live value is in a register or in memory after every node (with
//     faithful, exactly one of them), unless it is rematerialisable;
//   - between two nodes a value may be loaded (if in memory) or, if
//     rematerialisable, recomputed, and stored (if in a register); it may
//     leave its register, and never leaves memory except by the faithful
//     rule; in a node nothing enters a register;
//   - a block starts with no value in a register or in memory where some
//     predecessor's end does not have it (phis: their arguments); with
//     Problem.PhiOneLocation, with no phi in both.
//
// Within a block it is a dynamic program over the states of the live
// values; across blocks it enumerates the state at every block's entry.
// Only for tiny problems: the work grows as 4^(live values).
func bruteSpill(p *Problem, faithful bool) (float64, bool) {
	live := p.nodeLiveness()
	nb := len(p.Blocks)
	// entries[b] lists the candidate entry states of block b.
	type exit struct {
		state uint64
		cost  float64
	}
	entryVals := make([][]int, nb)
	exitVals := make([][]int, nb)
	for b := range p.Blocks {
		entryVals[b] = live[b].in[0]
		exitVals[b] = live[b].out[p.Blocks[b].last()]
	}
	// exits[b][e] are the reachable exit states of block b from entry
	// state e, each with its least cost.
	exits := make([]map[uint64][]exit, nb)
	for b := range p.Blocks {
		exits[b] = map[uint64][]exit{}
		n := len(entryVals[b])
		for e := uint64(0); e < 1<<(2*n); e++ {
			res := bruteBlock(p, b, live[b], e, faithful)
			var xs []exit
			for st, c := range res {
				xs = append(xs, exit{st, c})
			}
			sort.Slice(xs, func(i, j int) bool {
				return xs[i].cost < xs[j].cost || xs[i].cost == xs[j].cost && xs[i].state < xs[j].state
			})
			exits[b][e] = xs
		}
	}
	succs := p.Succs()
	entry := make([]uint64, nb)
	best := math.Inf(1)
	var rec func(b int)
	rec = func(b int) {
		if b == nb {
			total := 0.0
			for q := 0; q < nb; q++ {
				found := false
				for _, x := range exits[q][entry[q]] {
					if compatible(p, q, x.state, exitVals[q], succs[q], entry, entryVals) {
						total += x.cost
						found = true
						break
					}
				}
				if !found {
					return
				}
			}
			best = math.Min(best, total)
			return
		}
		for e := uint64(0); e < 1<<(2*len(entryVals[b])); e++ {
			if p.PhiOneLocation && phiInBoth(p, b, entryVals[b], e) {
				continue
			}
			entry[b] = e
			rec(b + 1)
		}
	}
	rec(0)
	return best, !math.IsInf(best, 1)
}

// phiInBoth reports whether entry state e of block b (over vals) has a phi
// of b in a register and in memory.
func phiInBoth(p *Problem, b int, vals []int, e uint64) bool {
	for i, v := range vals {
		if isPhiOf(&p.Blocks[b], v) && bit(e, i, false) && bit(e, i, true) {
			return true
		}
	}
	return false
}

// state bits: value number i of a point's list has its register bit at 2i
// and its memory bit at 2i+1.
func bit(st uint64, i int, mem bool) bool {
	if mem {
		return st>>(2*i+1)&1 == 1
	}
	return st>>(2*i)&1 == 1
}

// compatible reports whether exit state x of block q (over vals) lets
// every successor start in its chosen entry state.
func compatible(p *Problem, q int, x uint64, vals []int, succs []int, entry []uint64, entryVals [][]int) bool {
	idx := map[int]int{}
	for i, v := range vals {
		idx[v] = i
	}
	for _, s := range succs {
		for k, pq := range p.Blocks[s].Preds {
			if pq != q {
				continue
			}
			for i, w := range entryVals[s] {
				u := p.phiArg(s, k, w)
				j, ok := idx[u]
				if !ok {
					return false
				}
				if bit(entry[s], i, false) && !bit(x, j, false) || bit(entry[s], i, true) && !bit(x, j, true) {
					return false
				}
			}
		}
	}
	return true
}

// bruteBlock runs the dynamic program over block b from entry state e and
// returns the least cost of each reachable exit state.
func bruteBlock(p *Problem, b int, nl nodeLive, e uint64, faithful bool) map[uint64]float64 {
	blk := &p.Blocks[b]
	cur := map[uint64]float64{e: 0} // states before node j over nl.in[j]
	for j := 0; j < blk.numNodes(); j++ {
		var in *Instr
		if j > 0 {
			in = &blk.Instrs[j-1]
		}
		after := map[uint64]float64{} // states after node j over nl.out[j]
		for st, c := range cur {
			for _, res := range nodeStep(p, b, j, nl, in, st, faithful) {
				if old, ok := after[res.state]; !ok || res.cost+c < old {
					after[res.state] = res.cost + c
				}
			}
		}
		if j == blk.last() {
			return after
		}
		// The gap after node j: loads and stores.
		next := map[uint64]float64{}
		vals := nl.out[j]
		for st, c := range after {
			n := len(vals)
			for ns := uint64(0); ns < 1<<(2*n); ns++ {
				cost, ok := 0.0, true
				for i, v := range vals {
					r, m := bit(st, i, false), bit(st, i, true)
					r2, m2 := bit(ns, i, false), bit(ns, i, true)
					w := float64(p.Values[v].Width()) * blk.Freq
					if r2 && !r {
						switch {
						case p.Values[v].Remat && (!m || p.Costs.Remat < p.Costs.Load):
							cost += p.Costs.Remat * w
						case !m:
							ok = false
						default:
							cost += p.Costs.Load * w
						}
						if !ok {
							break
						}
					}
					if m2 && !m {
						if !r {
							ok = false
							break
						}
						cost += p.Costs.Store * w
					}
				}
				if !ok {
					continue
				}
				if old, seen := next[ns]; !seen || c+cost < old {
					next[ns] = c + cost
				}
			}
		}
		cur = next
	}
	return nil
}

type stepResult struct {
	state uint64
	cost  float64
}

// nodeStep enumerates the states after node j reachable from state st
// before it, with the cost of the node's memory operands and defs.
func nodeStep(p *Problem, b, j int, nl nodeLive, in *Instr, st uint64, faithful bool) []stepResult {
	blk := &p.Blocks[b]
	inVals, outVals := nl.in[j], nl.out[j]
	pos := map[int]int{}
	for i, v := range inVals {
		pos[v] = i
	}
	var defs []Operand
	resB, resA := blk.Reserved, RegSet(0)
	if j > 1 {
		resB = blk.Instrs[j-2].Reserved
	}
	if in != nil {
		defs = in.Defs
		resA = in.Reserved | in.Kill
	}
	// Operands and the memory operand costs.
	cost := 0.0
	if in != nil {
		for _, u := range in.Uses {
			i := pos[u.Value]
			if bit(st, i, false) {
				continue
			}
			all := true
			for k, o := range in.Uses {
				if o.Value == u.Value && (!o.Mem || k == in.Tied) {
					all = false
				}
			}
			if !all || !bit(st, i, true) {
				return nil
			}
		}
		for _, u := range in.Uses {
			i := pos[u.Value]
			if !bit(st, i, false) {
				w := float64(p.Values[u.Value].Width()) * blk.Freq
				cost += p.operandMemCost(u, false) * w
			}
		}
	}
	// Every choice of defs in memory, and of live-through values leaving
	// their registers.
	isDef := map[int]bool{}
	for _, d := range defs {
		isDef[d.Value] = true
	}
	var outList []int // outVals plus dead defs
	outList = append(outList, outVals...)
	for _, d := range defs {
		if !contains(outVals, d.Value) {
			outList = append(outList, d.Value)
		}
	}
	var results []stepResult
	n := len(outList)
	for choice := uint64(0); choice < 1<<n; choice++ {
		// choice bit i: the value is in a register after the node.
		var ns uint64
		c := cost
		ok := true
		regsAfter := make([]int, len(p.Classes))
		defRegs := make([]int, len(p.Classes))
		for i, v := range outList {
			reg := choice>>i&1 == 1
			mem := false
			if isDef[v] {
				var d Operand
				for _, o := range defs {
					if o.Value == v {
						d = o
					}
				}
				if !reg {
					if !d.Mem {
						ok = false
						break
					}
					mem = true
					c += p.operandMemCost(d, true) * float64(p.Values[v].Width()) * blk.Freq
				}
				if reg && !(in.Tied >= 0 && defs[0].Value == v) {
					defRegs[p.Values[v].Class] += p.Values[v].Width()
				}
			} else {
				k := pos[v]
				if reg && !bit(st, k, false) {
					ok = false
					break
				}
				mem = bit(st, k, true)
			}
			if reg {
				regsAfter[p.Values[v].Class] += p.Values[v].Width()
			}
			if contains(outVals, v) {
				if !reg && !mem && !p.Values[v].Remat || faithful && reg && mem {
					ok = false
					break
				}
				idx := sort.SearchInts(outVals, v)
				if reg {
					ns |= 1 << (2 * idx)
				}
				if mem {
					ns |= 1 << (2*idx + 1)
				}
			}
		}
		if !ok {
			continue
		}
		// A copy from memory to memory is free (one slot for both).
		if in != nil && in.Copy && len(in.Uses) == 1 && len(in.Defs) == 1 && in.memOperand(0) && in.Defs[0].Mem {
			u, d := in.Uses[0], in.Defs[0]
			dReg := false
			for k, v := range outList {
				if v == d.Value {
					dReg = choice>>k&1 == 1
				}
			}
			if !bit(st, pos[u.Value], false) && !dReg {
				c -= (p.operandMemCost(u, false)*float64(p.Values[u.Value].Width()) + p.operandMemCost(d, true)*float64(p.Values[d.Value].Width())) * blk.Freq
			}
		}
		for cl, budget := range p.Classes {
			before := 0
			for i, v := range inVals {
				if p.Values[v].Class == cl && bit(st, i, false) {
					before += p.Values[v].Width()
				}
			}
			if in != nil && in.EarlyClobber {
				before += defRegs[cl]
			}
			if before > (budget &^ resB).Count() {
				ok = false
			}
			if j > 0 && regsAfter[cl] > (budget&^resA).Count() {
				ok = false
			}
		}
		if !ok {
			continue
		}
		results = append(results, stepResult{ns, c})
	}
	return results
}

// BruteForceSpill is the spill model's optimum (with (5.60) relaxed, as
// BuildSpill's default) found by the exhaustive search above instead of
// the MILP, for other packages' tests (the mip allocator's problems from
// generated functions). done is false, and nothing is searched, when more
// than maxLive values are live at some node or more than maxEntries at the
// blocks' entries in all: the search grows as 4 to the power of both.
// feasible is false when no spill decision fits the budget.
func BruteForceSpill(p *Problem, maxLive, maxEntries int) (cost float64, feasible, done bool) {
	if err := p.Validate(); err != nil {
		return 0, false, false
	}
	entries := 0
	for _, nl := range p.nodeLiveness() {
		entries += len(nl.in[0])
		for j := range nl.in {
			if len(nl.in[j]) > maxLive || len(nl.out[j]) > maxLive {
				return 0, false, false
			}
		}
	}
	if entries > maxEntries {
		return 0, false, false
	}
	cost, feasible = bruteSpill(p, false)
	return cost, feasible, true
}
