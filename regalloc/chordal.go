package regalloc

import (
	"flag"
	"fmt"
	"math"
	"sort"
	"time"

	"github.com/ssara-project/ssara/mir"
)

// Chordal is the decoupled SSA-based register allocator of the CMU 15-411
// slides ("SSA-based register allocation", second half): on the strict SSA
// form, whose interference graph is chordal,
//
//  1. DecoupledSpilling spills until at most K values are live at every
//     point (in the sense of the constraint model: Site.Capacity), choosing
//     by furthest next use (Belady) with loop exits counted as far away;
//     spilled values live in their slot and are reloaded into fresh SSA
//     values before each use (Work.Spill), so the code stays in SSA form;
//  2. ColourSSA orders the interference graph by MaximumCardinalitySearch
//     and colours greedily in that order, which needs no more than MaxLive
//     registers;
//  3. where precoloured registers (fixed operands, clobbers) leave a value
//     no register, the cheapest of it and the neighbours holding the
//     registers it could use is spilled and the function is coloured
//     again (a fallback spill round: see docs/ALLOCATORS.md);
//  4. BestEffortCoalescing recolours move-related values (copies, phi
//     arguments and destinations, copies to and from fixed registers);
//  5. SSA deconstruction: Work.Output turns phis into parallel copies at
//     the ends of the predecessors (SequentializeParallelCopy), after
//     ShareSlots has coloured the stack slots, and RemoveRedundantReloads
//     drops reloads into a register that still holds the value (the
//     temporaries of one value's store and reloads in a block are
//     affinities, so they tend to share a register).
type Chordal struct{}

func init() { Register(Chordal{}) }

// ChordalOptions are the chordal allocator's own switches (Options.Chordal).
// The zero value is the full allocator.
type ChordalOptions struct {
	// NoCoalesce switches BestEffortCoalescing off.
	NoCoalesce bool
	// NoBias makes greedy colouring take the first free register in the
	// allocation order instead of the register of a coloured move partner.
	NoBias bool
}

// DefineFlags implements FlagDefiner: -chordal-coalesce and -chordal-bias.
func (Chordal) DefineFlags(fs *flag.FlagSet, o *Options) {
	fs.Var(offFlag{&o.Chordal.NoCoalesce}, "chordal-coalesce", "chordal allocator: BestEffortCoalescing after colouring (false: off)")
	fs.Var(offFlag{&o.Chordal.NoBias}, "chordal-bias", "chordal allocator: colour a value with the register of a coloured move partner when free (false: first free register)")
}

// Name implements Allocator.
func (Chordal) Name() string { return "chordal" }

// maxChordalRounds bounds the rounds of spilling and colouring.
const maxChordalRounds = 1000

// Allocate implements Allocator.
func (Chordal) Allocate(in *mir.Func, t mir.Target, opts Options) (*mir.Func, *Stats, error) {
	start := time.Now()
	st := &Stats{Func: in.Name, VirtRegs: len(in.Classes), K: len(Allocatable(t, mir.GPR, opts))}
	mark := time.Now()
	phase := func(name string) {
		now := time.Now()
		st.addPhase(name, now.Sub(mark))
		mark = now
	}
	w := NewWork(in)
	st.SplitEdges = SplitCriticalEdges(w.F)
	dom := mir.Dominators(w.F)
	if len(dom.RPO) != len(w.F.Blocks) {
		return nil, nil, &AllocError{Func: in.Name, Msg: fmt.Sprintf(
			"%d of %d blocks are unreachable from the entry (remove them before allocation)",
			len(w.F.Blocks)-len(dom.RPO), len(w.F.Blocks))}
	}
	depth := LoopDepths(w.F, dom)
	phase("analyses")
	var col *SSAColouring
	for round := 1; ; round++ {
		if round > maxChordalRounds {
			return nil, nil, &AllocError{Func: in.Name, Msg: "spilling does not converge"}
		}
		st.Rounds = round
		n, maxLive, err := DecoupledSpilling(w, t, opts, depth)
		if err != nil {
			return nil, nil, err
		}
		if round == 1 {
			st.MaxLive = maxLive
		}
		st.Spilled += n
		phase("DecoupledSpilling")
		col, err = ColourSSA(w, t, opts, depth, !opts.Chordal.NoBias)
		if err != nil {
			return nil, nil, err
		}
		phase("MaximumCardinalitySearch+colour")
		if len(col.Failed) == 0 {
			break
		}
		victims, err := fallbackVictims(w, t, col, depth)
		if err != nil {
			return nil, nil, err
		}
		if err := w.Spill(t, victims); err != nil {
			return nil, nil, err
		}
		st.Spilled += len(victims)
		phase("fallback spill")
	}
	if !opts.Chordal.NoCoalesce {
		col.BestEffortCoalescing()
	}
	phase("BestEffortCoalescing")
	loc := col.Locs()
	if !opts.NoSlotSharing {
		ShareSlots(w.F, col.Live, loc)
	}
	phase("ShareSlots")
	out := w.Output(t, loc, BudgetRegs(t, opts), st)
	phase("SSA deconstruction")
	st.Time = time.Since(start)
	return out, st, nil
}

// fallbackVictims chooses what to spill when colouring failed: for each
// failed node, the cheapest (SpillCosts) of its own values, if they may be
// spilled, and the neighbours holding a register it could take; each node
// is chosen once. A failed node with no such choice is a budget error.
func fallbackVictims(w *Work, t mir.Target, col *SSAColouring, depth []int) ([]mir.Reg, error) {
	f, g := w.F, col.Graph
	cost := w.SpillCosts(depth)
	members := map[mir.Reg][]mir.Reg{}
	for i := range f.Classes {
		if v := vreg(i); g.IsNode(v) {
			r := g.Alias(v)
			members[r] = append(members[r], v)
		}
	}
	nodeCost := func(r mir.Reg) float64 {
		s := 0.0
		for _, m := range members[r] {
			s += cost[vidx(m)]
		}
		return s
	}
	chosen := map[mir.Reg]bool{}
	var victims []mir.Reg
	for _, v := range col.Failed {
		best, bestCost := mir.NoReg, math.Inf(1)
		if c := nodeCost(v); !math.IsInf(c, 1) {
			best, bestCost = v, c
		}
		ok := col.allowed(v)
		freed := false // a neighbour holding a register v could take goes already
		g.Neighbors(v, func(u mir.Reg) {
			if !ok.Has(col.Colour[vidx(u)]) {
				return
			}
			if chosen[u] {
				freed = true
				return
			}
			if c := nodeCost(u); c < bestCost {
				best, bestCost = u, c
			}
		})
		if best == mir.NoReg {
			if freed {
				continue
			}
			return nil, budgetErrorAt(w, t, v, col.Cons.K(f.ClassOf(v)))
		}
		if chosen[best] {
			continue
		}
		chosen[best] = true
		victims = append(victims, members[best]...)
	}
	sort.Slice(victims, func(i, j int) bool { return victims[i] < victims[j] })
	return victims, nil
}

// budgetErrorAt is the budget error for value v of w.F, named at the first
// instruction of the input that defines or reads it (or a copy of it).
func budgetErrorAt(w *Work, t mir.Target, v mir.Reg, k int) *AllocError {
	for _, b := range w.F.Blocks {
		for _, x := range b.Instrs {
			touches := false
			for _, r := range append(append([]mir.Reg(nil), x.Defs...), x.Uses...) {
				touches = touches || r == v
			}
			if !touches {
				continue
			}
			if o := w.Origin(x); o != nil && !w.Made(x) {
				return BudgetError(w.In, t, v, o, k)
			}
		}
	}
	return &AllocError{Func: w.In.Name, Msg: fmt.Sprintf(
		"no %s register left for %s: the register budget (%d) is below what the function needs",
		w.F.ClassOf(v), mir.FormatReg(t, v), k)}
}

// exitPenalty is the distance a next use beyond a loop exit counts as, per
// loop left (Braun and Hack's heuristic): a value not used before the loop
// ends is the first to go.
const exitPenalty = 1 << 20

// nextUses holds, for every block, the distance in instructions from its
// start (In) and from its end (Out) to the next use of each value live there
// (aligned with Liveness.In and Out), over the nearest path, with loop exits
// counted as exitPenalty.
type nextUses struct {
	in, out [][]int64
}

// computeNextUses solves the next-use distances backwards to a fixed point
// (distances only shrink; a value's uses are at least one instruction
// apart around any cycle), visiting blocks in postorder. The cost is the
// size of the live sets (times a logarithm) per iteration.
func computeNextUses(f *mir.Func, lv *Liveness, depth []int, rpo []*mir.Block) *nextUses {
	inf := int64(math.MaxInt64 / 4)
	nu := &nextUses{in: make([][]int64, len(f.Blocks)), out: make([][]int64, len(f.Blocks))}
	first := make([]int32, len(f.Classes)) // first use in the block being scanned, or -1
	for i := range first {
		first[i] = -1
	}
	firstUse := make([][]int32, len(f.Blocks)) // aligned with In(b)
	for _, b := range f.Blocks {
		nu.in[b.ID] = make([]int64, len(lv.In(b)))
		nu.out[b.ID] = make([]int64, len(lv.Out(b)))
		for i := range nu.out[b.ID] {
			nu.out[b.ID][i] = inf
		}
		var touched []mir.Reg
		for i, in := range b.Instrs {
			if in.Op == mir.OpPhi {
				continue
			}
			for _, u := range in.Uses {
				if u.IsVirtual() && first[vidx(u)] < 0 {
					first[vidx(u)] = int32(i)
					touched = append(touched, u)
				}
			}
		}
		fu := make([]int32, len(lv.In(b)))
		for j, v := range lv.In(b) {
			fu[j] = first[vidx(v)]
		}
		firstUse[b.ID] = fu
		for _, u := range touched {
			first[vidx(u)] = -1
		}
	}
	// Phi arguments are used at the end of their predecessor.
	for _, s := range f.Blocks {
		for k, p := range s.Preds {
			for _, phi := range s.Phis() {
				if u := phi.Uses[k]; u.IsVirtual() {
					if j, ok := sortedIndex(lv.Out(p), u); ok {
						nu.out[p.ID][j] = 0
					}
				}
			}
		}
	}
	setIn := func(b *mir.Block) bool {
		changed := false
		out := lv.Out(b)
		for j, v := range lv.In(b) {
			d := inf
			if fu := firstUse[b.ID][j]; fu >= 0 {
				d = int64(fu)
			} else if k, ok := sortedIndex(out, v); ok && nu.out[b.ID][k] < inf {
				d = int64(len(b.Instrs)) + nu.out[b.ID][k]
			}
			if d != nu.in[b.ID][j] {
				nu.in[b.ID][j] = d
				changed = true
			}
		}
		return changed
	}
	for _, b := range f.Blocks {
		for j := range nu.in[b.ID] {
			nu.in[b.ID][j] = inf
		}
	}
	for iter := 0; iter < 100; iter++ {
		changed := false
		for i := len(rpo) - 1; i >= 0; i-- {
			b := rpo[i]
			out := lv.Out(b)
			for _, s := range b.Succs {
				pen := int64(0)
				if depth[s.ID] < depth[b.ID] {
					pen = int64(depth[b.ID]-depth[s.ID]) * exitPenalty
				}
				sIn := lv.In(s)
				dist := nu.in[s.ID]
				for j, v := range sIn {
					if dist[j] >= inf {
						continue
					}
					if k, ok := sortedIndex(out, v); ok && dist[j]+pen < nu.out[b.ID][k] {
						nu.out[b.ID][k] = dist[j] + pen
						changed = true
					}
				}
			}
			if setIn(b) {
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	return nu
}

// sortedIndex is the position of v in the sorted list s.
func sortedIndex(s []mir.Reg, v mir.Reg) (int, bool) {
	i := sort.Search(len(s), func(i int) bool { return s[i] >= v })
	return i, i < len(s) && s[i] == v
}

// DecoupledSpilling is the first phase of the slides' decoupled allocation
// ("spill until |C| <= K"): it spills values of w.F (strict SSA) until no
// instruction has more values of a class live across it than its
// Capacity, and no block entry more values of a class live (phi
// destinations included) than the class has registers. The blocks are
// walked backwards, innermost loops first; where a point is over, the
// values live across it that it does not read are spilled, furthest next
// use first (Belady; a use beyond a loop exit is far away, so values not
// used in the loop go first; ties to the cheaper SpillCosts), and count as
// gone from then on (a spilled value still needs a register where an
// instruction reads or writes it, as its reload or store temporary). One
// pass usually suffices; the rewriting (Work.Spill) and the check repeat
// until nothing is over. It returns the number of values spilled and the
// largest demand of the general-purpose class found by the first pass
// (registers needed at the worst point, K minus Capacity plus the values
// live across), and an AllocError if some instruction cannot be placed
// even with nothing live across it.
func DecoupledSpilling(w *Work, t mir.Target, opts Options, depth []int) (spilled, maxLive int, err error) {
	for pass := 0; ; pass++ {
		if pass > 100 {
			return spilled, maxLive, &AllocError{Func: w.In.Name, Msg: "spilling does not converge"}
		}
		victims, demand, err := decoupledSpillPass(w, t, opts, depth)
		if err != nil {
			return spilled, maxLive, err
		}
		if pass == 0 {
			maxLive = demand
		}
		if len(victims) == 0 {
			return spilled, maxLive, nil
		}
		if err := w.Spill(t, victims); err != nil {
			return spilled, maxLive, err
		}
		spilled += len(victims)
	}
}

// decoupledSpillPass is one backward pass of DecoupledSpilling: the values to spill
// and the largest general-purpose demand seen.
func decoupledSpillPass(w *Work, t mir.Target, opts Options, depth []int) ([]mir.Reg, int, error) {
	f := w.F
	lv := ComputeLiveness(f)
	num := NewNumbering(f, nil)
	cons := NewConstraints(num, t, opts)
	rpo := mir.ReversePostorder(f)
	order := append([]*mir.Block(nil), rpo...)
	sort.SliceStable(order, func(i, j int) bool { return depth[order[i].ID] > depth[order[j].ID] })
	// A first walk without next-use distances only looks for a point
	// that is over (most passes find none); the second one spills.
	victims, maxDemand, over, err := spillWalk(w, t, lv, cons, order, nil, nil)
	if err != nil || !over {
		return nil, maxDemand, err
	}
	nu := computeNextUses(f, lv, depth, rpo)
	victims, maxDemand, _, err = spillWalk(w, t, lv, cons, order, nu, w.SpillCosts(depth))
	sort.Slice(victims, func(i, j int) bool { return victims[i] < victims[j] })
	return victims, maxDemand, err
}

// spillWalk is the backward walk of decoupledSpillPass over the blocks in
// order. Without next-use distances (nu nil) it stops at the first point
// that is over and reports it; with them it spills, by the distances and
// cost.
func spillWalk(w *Work, t mir.Target, lv *Liveness, cons *Constraints, order []*mir.Block,
	nu *nextUses, cost []float64) (victims []mir.Reg, maxDemand int, over bool, err error) {
	f := w.F
	n := len(f.Classes)
	marked := make([]bool, n)
	counted := func(v mir.Reg) bool { return v.IsVirtual() && !marked[vidx(v)] && !w.InMemory(v) }
	live := NewLiveSet(n)
	next := make([]int64, n)
	var cnt [mir.NumClasses]int
	for _, b := range order {
		live.Reset(lv.Out(b))
		cnt = [mir.NumClasses]int{}
		for k, v := range lv.Out(b) {
			if nu != nil {
				next[vidx(v)] = int64(len(b.Instrs)) + nu.out[b.ID][k]
			}
			if counted(v) {
				cnt[f.ClassOf(v)]++
			}
		}
		// spillAt spills, among the counted values in live that x does
		// not read or write, the one with the furthest next use, or with
		// readsOnly (or when there is none) one that x reads and that
		// stays live after it; it reports false when there is none.
		spillAt := func(x *mir.Instr, cl mir.Class, readsOnly bool) bool {
			best, readBest := mir.NoReg, mir.NoReg
			better := func(v, cur mir.Reg) bool {
				if cur == mir.NoReg {
					return true
				}
				dv, dc := next[vidx(v)], next[vidx(cur)]
				if dv != dc {
					return dv > dc
				}
				if cost[vidx(v)] != cost[vidx(cur)] {
					return cost[vidx(v)] < cost[vidx(cur)]
				}
				return v < cur
			}
			for _, v := range live.Regs() {
				if !counted(v) || f.ClassOf(v) != cl || w.Unspillable(v) {
					continue
				}
				if x != nil && (regIn(x.Defs, v) || regIn(x.Uses, v)) {
					if x.Op != mir.OpPhi && regIn(x.Uses, v) && !regIn(x.Defs, v) && better(v, readBest) {
						readBest = v
					}
					continue
				}
				if better(v, best) {
					best = v
				}
			}
			if best == mir.NoReg || readsOnly {
				best = readBest
			}
			if best == mir.NoReg && x != nil && (x.Op == mir.OpCopy || x.Op == mir.OpImplicitDef) {
				// A copy reads and writes spilled values in memory.
				for _, r := range append(append([]mir.Reg(nil), x.Uses...), x.Defs...) {
					if counted(r) && f.ClassOf(r) == cl && !w.Unspillable(r) {
						best = r
						break
					}
				}
			}
			if best == mir.NoReg {
				return false
			}
			marked[vidx(best)] = true
			cnt[cl]--
			victims = append(victims, best)
			return true
		}
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			x := b.Instrs[i]
			if x.Op == mir.OpPhi {
				break
			}
			site := cons.At(b, i)
			memOK := x.Op == mir.OpCopy || x.Op == mir.OpImplicitDef
			inReg := func(r mir.Reg) bool { return counted(r) || !memOK && r.IsVirtual() }
			liveAfter := func(u mir.Reg) bool { return counted(u) && live.Has(u) }
			for cl := mir.Class(0); cl < mir.NumClasses; cl++ {
				if cons.K(cl) == 0 {
					continue
				}
				for {
					through := cnt[cl]
					for k, r := range x.Defs {
						if counted(r) && f.ClassOf(r) == cl && live.Has(r) && !seenBefore(x.Defs, k) {
							through--
						}
					}
					for k, r := range x.Uses {
						if counted(r) && f.ClassOf(r) == cl && live.Has(r) && !seenBefore(x.Uses, k) && !regIn(x.Defs, r) {
							through--
						}
					}
					capacity, ok := site.Capacity(cl, inReg, liveAfter)
					if cl == mir.GPR && ok {
						if d := cons.K(cl) - capacity + through; d > maxDemand {
							maxDemand = d
						}
					}
					if ok && through <= capacity {
						break
					}
					if nu == nil {
						return nil, maxDemand, true, nil
					}
					if !spillAt(x, cl, !ok) {
						return nil, 0, false, budgetErrorAtInstr(w, t, x, cl, cons.K(cl))
					}
				}
			}
			// Step back over x.
			for _, d := range x.Defs {
				if d.IsVirtual() && live.Has(d) {
					live.Remove(d)
					if counted(d) {
						cnt[f.ClassOf(d)]--
					}
				}
			}
			for _, u := range x.Uses {
				if !u.IsVirtual() {
					continue
				}
				if !live.Has(u) {
					live.Add(u)
					if counted(u) {
						cnt[f.ClassOf(u)]++
					}
				}
				next[vidx(u)] = int64(i)
			}
		}
		// The block's entry: its phi destinations (dead ones too) and its
		// live-in values are all in registers at once.
		phis := b.Phis()
		if len(phis) == 0 {
			continue
		}
		for _, p := range phis {
			d := p.Defs[0]
			if d.IsVirtual() && !live.Has(d) {
				live.Add(d)
				next[vidx(d)] = math.MaxInt64 / 4
				if counted(d) {
					cnt[f.ClassOf(d)]++
				}
			}
		}
		for cl := mir.Class(0); cl < mir.NumClasses; cl++ {
			for cnt[cl] > cons.K(cl) {
				if nu == nil {
					return nil, maxDemand, true, nil
				}
				if !spillAt(nil, cl, false) {
					return nil, 0, false, budgetErrorAtInstr(w, t, phis[0], cl, cons.K(cl))
				}
			}
		}
	}
	return victims, maxDemand, len(victims) > 0, nil
}

// regIn reports whether r is in rs.
func regIn(rs []mir.Reg, r mir.Reg) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}

// budgetErrorAtInstr is the budget error for instruction x of w.F, whose
// operands of class cl do not fit in k registers: named at x's input
// instruction, or for an allocator's copy at the next instruction of the
// input in its block.
func budgetErrorAtInstr(w *Work, t mir.Target, x *mir.Instr, cl mir.Class, k int) *AllocError {
	at := w.Origin(x)
	if at == nil || w.Made(x) {
		at = x
		for _, b := range w.F.Blocks {
			for i, y := range b.Instrs {
				if y != x {
					continue
				}
				for _, z := range b.Instrs[i:] {
					if o := w.Origin(z); o != nil && !w.Made(z) {
						at = o
						break
					}
				}
			}
		}
	}
	v := mir.NoReg
	for _, r := range append(append([]mir.Reg(nil), x.Defs...), x.Uses...) {
		if r.IsVirtual() && w.F.ClassOf(r) == cl {
			v = r
			break
		}
	}
	if v == mir.NoReg {
		return &AllocError{Func: w.In.Name, Msg: fmt.Sprintf(
			"no %s register left at %q: the register budget (%d) is below what this instruction needs", cl, at.Format(t), k)}
	}
	return BudgetError(w.In, t, v, at, k)
}
