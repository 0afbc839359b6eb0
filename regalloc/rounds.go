package regalloc

import (
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/ssara-project/ssara/mir"
)

// Round is one round of a graph-colouring allocator that spills by
// rewriting and rebuilding (Chaitin's build-colour-spill loop, as the
// graph-colouring papers and the textbook describe it): the working
// function after the spills of the earlier rounds, its liveness (made
// again on demand: Liveness), its constraint model, and its interference
// graph with the tied operands already merged (Graph.MergeTied).
type Round struct {
	// N counts the rounds from 1.
	N    int
	W    *Work
	lv   *Liveness
	Cons *Constraints
	G    *Graph
	// Cost is Chaitin's spill cost of each value (Work.SpillCosts: +Inf
	// for unspillable temporaries), by dense index.
	Cost []float64
	// Depth is each block's loop depth, by block ID.
	Depth []int
}

// Liveness is the liveness of the round's code. The build's is not kept
// through the colouring (issue 16: a large function's liveness beside
// its graph), so it is computed again, once, when a colourer asks.
func (r *Round) Liveness() *Liveness {
	if r.lv == nil {
		r.lv = ComputeLiveness(r.W.F)
	}
	return r.lv
}

// Nodes lists the graph's representatives (the nodes left after
// MergeTied) in increasing order.
func (r *Round) Nodes() []mir.Reg {
	var ns []mir.Reg
	for i := 0; i < r.G.N(); i++ {
		if v := vreg(i); r.G.IsNode(v) && r.G.Alias(v) == v {
			ns = append(ns, v)
		}
	}
	return ns
}

// NodeCosts is the spill cost of every representative (by dense index):
// the sum of the costs of the spillable values merged into it, +Inf if it
// has none (it is made of unspillable temporaries only). A node that
// merges a temporary with a value (the two operands of a two-address
// instruction, or a coalesced copy) can be spilled: AllocateRounds then
// spills its spillable members.
func (r *Round) NodeCosts() []float64 {
	c := make([]float64, r.G.N())
	some := make([]bool, r.G.N())
	for i := range c {
		if v := vreg(i); r.G.IsNode(v) && !math.IsInf(r.Cost[i], 1) {
			rep := vidx(r.G.Alias(v))
			c[rep] += r.Cost[i]
			some[rep] = true
		}
	}
	for i := range c {
		if !some[i] {
			c[i] = math.Inf(1)
		}
	}
	return c
}

// Evict finds, for node v that found no register among allowed, the
// register whose holders among v's neighbours (colour, by dense index of
// the representatives) are cheapest to spill together (cost by
// representative, as NodeCosts gives it; a holder that cannot be spilled
// rules its register out), the first in the target's order on ties. It
// returns the register, the holders, and their total cost; no register
// (0) when every one has an unspillable holder.
func (r *Round) Evict(v mir.Reg, allowed mir.RegSet, colour []mir.Reg, cost []float64) (mir.Reg, []mir.Reg, float64) {
	var held [mir.FirstVirtual]float64
	r.G.Neighbors(v, func(w mir.Reg) {
		if c := colour[vidx(w)]; c != 0 {
			held[c] += cost[vidx(w)]
		}
	})
	best, bestCost := mir.Reg(0), 0.0
	for _, c := range r.Cons.Order(r.W.F.ClassOf(v)) {
		if allowed.Has(c) && !math.IsInf(held[c], 1) && (best == 0 || held[c] < bestCost) {
			best, bestCost = c, held[c]
		}
	}
	if best == 0 {
		return 0, nil, 0
	}
	var holders []mir.Reg
	r.G.Neighbors(v, func(w mir.Reg) {
		if colour[vidx(w)] == best {
			holders = append(holders, w)
		}
	})
	return best, holders, bestCost
}

// BudgetError is the error for representative v, which found no register
// and cannot be spilled: it names the first instruction of the input that
// reads or writes a value merged into v (rather than the reload or spill
// copy of a temporary).
func (r *Round) BudgetError(v mir.Reg) *AllocError {
	f, g, t := r.W.F, r.G, r.Cons.Target()
	v = g.Alias(v)
	k := r.Cons.K(f.ClassOf(v))
	var first *mir.Instr
	var reg mir.Reg
	for _, b := range f.Blocks {
		for _, x := range b.Instrs {
			for _, o := range append(append([]mir.Reg(nil), x.Defs...), x.Uses...) {
				if !g.IsNode(o) || g.Alias(o) != v {
					continue
				}
				if at := r.W.Origin(x); at != nil {
					return BudgetError(f, t, o, at, k)
				}
				if first == nil {
					first, reg = x, o
				}
			}
		}
	}
	if first != nil {
		return BudgetError(f, t, reg, first, k)
	}
	return &AllocError{Func: f.Name, Msg: fmt.Sprintf("no register left for %s", mir.FormatReg(t, v))}
}

// Colourer colours one round: a register for every representative of
// r.G (colour, by dense index; the values merged into a representative
// take its colour), or the representatives to spill (then colour is
// ignored). An error ends the allocation (an AllocError when the budget
// is too small).
type Colourer func(r *Round, st *Stats) (colour []mir.Reg, spill []mir.Reg, err error)

// RoundsOptions choose what AllocateRounds does besides colouring.
type RoundsOptions struct {
	// CoalesceSlots has the spill slots of values that a copy joins share
	// a slot where they never live at once (CoalesceSlots) before the slots
	// are coloured; otherwise ShareSlots only colours them. Options'
	// NoSlotSharing switches both off.
	CoalesceSlots bool
	// MaxRounds bounds the rounds (0: 10000).
	MaxRounds int
	// RemoveReloads runs RemoveRedundantReloads on the output.
	RemoveReloads bool
	// SpillMembers spills every spillable value merged into a
	// representative that colour names; by default only the
	// representative itself is spilled when it is spillable, and the
	// values merged into it start over in the next round (George and
	// Appel's RewriteProgram: coalescing is undone), which spills less.
	SpillMembers bool
}

// AllocateRounds is the frame of a graph-colouring allocator that works on
// the deconstructed function (Deconstruct) and spills by rewriting: rounds
// of liveness, constraint model, interference graph (values in memory are
// not nodes; tied operands merged) and spill costs, then colour; when
// colour asks for spills, each representative named is spilled, or if it
// is unspillable (a temporary of spill code) the spillable values merged
// into it (or all of them: SpillMembers); Work.Spill gives them slots,
// stores after defs and reloads into unspillable temporaries, and the
// next round starts from the rewritten code. A representative with
// nothing spillable in it is an AllocError (BudgetError). After the last
// round the slots are shared (ShareSlots, or CoalesceSlots) and the output
// built (Work.Output, with RemoveRedundantReloads if asked). st's
// rounds, spilled values, MaxLive (GPRs, first round), K (GPRs), phases
// and time are filled; st.Func and VirtRegs must be set by the caller.
// Each round costs one liveness, constraint and graph construction (and
// the last one a second liveness for the slots).
func AllocateRounds(in *mir.Func, t mir.Target, opts Options, ro RoundsOptions, st *Stats, colour Colourer) (*mir.Func, error) {
	start := time.Now()
	mark := start
	phase := func(name string) {
		now := time.Now()
		st.addPhase(name, now.Sub(mark))
		mark = now
	}
	w := Deconstruct(in)
	st.SplitEdges = w.SplitEdges
	depth := LoopDepths(w.F, mir.Dominators(w.F))
	phase("deconstruct")
	max := ro.MaxRounds
	if max <= 0 {
		max = 10000
	}
	// From the second round on, the round's graph as built (snap) and the
	// live-out sets of its code (liveOut) are kept, and the next round's
	// graph is derived from them (Graph.AfterSpill), as chaitin's and
	// briggs' loops derive theirs: after the first round a round spills
	// a few values, and a build walked the whole function for them. The
	// first round's graph, the largest, is not copied (the peak memory),
	// and its many spills change most blocks anyway.
	var snap *Graph
	var liveOut [][]mir.Reg
	for n := 1; ; n++ {
		if n > max {
			return nil, &AllocError{Func: in.Name, Msg: "spilling does not converge"}
		}
		st.Rounds = n
		f := w.F
		cons := NewConstraints(NewNumbering(f, nil), t, opts)
		gopts := GraphOptions{Constraints: cons, Depth: depth, Nodes: func(v mir.Reg) bool { return !w.InMemory(v) }}
		var g *Graph
		if snap != nil {
			derived, ok := snap.AfterSpill(gopts, liveOut, w.SpilledIn(), w.SpillMade, nil)
			snap = nil
			if ok {
				g = derived
				if checkDerived != nil {
					lv := ComputeLiveness(f)
					built, err := BuildTiedGraph(f, lv, gopts)
					if err != nil {
						return nil, err
					}
					checkDerived("AfterSpill", g, built, liveOut, lv.out)
				}
			}
		}
		if g == nil {
			lv := ComputeLiveness(f)
			if n == 1 {
				st.K = cons.K(mir.GPR)
				st.MaxLive = MaxLive(f, lv, func(v mir.Reg) bool { return f.ClassOf(v) == mir.GPR })
			}
			var err error
			if g, err = BuildTiedGraph(f, lv, gopts); err != nil {
				return nil, err
			}
			liveOut = nil
			if n > 1 {
				liveOut = lv.out
			}
		}
		if liveOut != nil {
			snap = g.Snapshot()
		}
		r := &Round{N: n, W: w, Cons: cons, G: g, Cost: w.SpillCosts(depth), Depth: depth}
		phase("build")
		col, spill, err := colour(r, st)
		phase("colour")
		if err != nil {
			return nil, err
		}
		if len(spill) == 0 {
			snap, liveOut = nil, nil // garbage for the output
			loc := make([]mir.Loc, len(f.Classes))
			for i := range loc {
				v := vreg(i)
				if s, ok := w.SlotOf(v); ok {
					loc[i] = mir.SlotLoc(s)
				} else if g.IsNode(v) {
					loc[i] = mir.RegLoc(col[vidx(g.Alias(v))])
				}
			}
			if !opts.NoSlotSharing && len(f.Slots) > 1 {
				if ro.CoalesceSlots {
					CoalesceSlots(f, r.Liveness(), loc, depth)
				} else {
					ShareSlots(f, r.Liveness(), loc)
				}
			}
			phase("slots")
			var reuse mir.RegSet
			if ro.RemoveReloads {
				reuse = BudgetRegs(t, opts)
			}
			out := w.Output(t, loc, reuse, st)
			phase("output")
			st.Time = time.Since(start)
			return out, nil
		}
		chosen := make([]bool, len(f.Classes))
		for _, v := range spill {
			chosen[vidx(g.Alias(v))] = true
		}
		var vs []mir.Reg
		found := make([]bool, len(f.Classes))
		for i := range f.Classes {
			v := vreg(i)
			if !g.IsNode(v) || !chosen[vidx(g.Alias(v))] || math.IsInf(r.Cost[i], 1) {
				continue
			}
			if rep := g.Alias(v); rep != v && !ro.SpillMembers && !math.IsInf(r.Cost[vidx(rep)], 1) {
				continue // the representative alone
			}
			vs = append(vs, v)
			found[vidx(g.Alias(v))] = true
		}
		for _, v := range spill {
			if !found[vidx(g.Alias(v))] {
				return nil, r.BudgetError(v)
			}
		}
		st.Spilled += len(vs)
		if err := w.Spill(t, vs); err != nil {
			return nil, err
		}
		// The values rematerialized are no longer in the code: out of the
		// kept liveness. Those in memory stay in it, with their copies.
		for i, s := range liveOut {
			liveOut[i] = slices.DeleteFunc(s, w.Rematerialized)
		}
		phase("spill")
	}
}
