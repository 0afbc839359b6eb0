package regalloc

import (
	"container/heap"
	"flag"
	"slices"

	"github.com/ssara-project/ssara/mir"
)

// IRC is George and Appel's iterated register coalescing ("Iterated
// Register Coalescing", TOPLAS 1996), as the CMU 15-411 slides present it,
// on the deconstructed function (AllocateRounds: Deconstruct, then rounds
// of Build, colouring and RewriteProgram):
//
//   - Build: liveness and the interference graph with the move rule
//     (BuildGraph); physical registers are precoloured nodes, kept as each
//     value's Forbid set (fixed operands, call clobbers as interference
//     with the caller-saved registers, UseForbid, early clobbers); the two
//     operands of a two-address instruction are one node (MergeTied). A
//     node's degree counts its neighbours in the graph and the registers of
//     the budget it interferes with (its precoloured neighbours), so K is
//     the number of allocatable registers of its class.
//   - MakeWorklist: nodes of degree >= K to the spill worklist, move-related
//     ones to the freeze worklist, the rest to the simplify worklist; every
//     copy (each pair of a parallel copy) is a worklist move.
//   - Simplify removes a non-move-related node of low degree; Coalesce takes
//     the heaviest worklist move (10^loop depth) and coalesces it when the
//     Briggs test (virtual with virtual: fewer than K neighbours of the
//     merged node have degree >= K, the merged node's precoloured
//     neighbours counting as such) or the George test (virtual with
//     precoloured register r: every neighbour of the virtual node already
//     interferes with r or has degree < K) allows; a move whose ends
//     interfere, or whose virtual end may not occupy the precoloured
//     register (it is in its Forbid set, or outside the budget), is
//     constrained; Freeze gives up the moves of a low-degree move-related
//     node; SelectSpill removes the spill worklist's node of least
//     cost/degree (Chaitin's cost, unspillable temporaries last),
//     optimistically.
//   - AssignColors pops the select stack, giving each node a register of
//     its class that neither its Forbid set nor a coloured neighbour holds
//     (biased towards a register of a move partner); a node with none is an
//     actual spill.
//   - RewriteProgram (AllocateRounds): each actual spill is spilled
//     (Work.Spill: a slot, a store after each definition, reloads into
//     unspillable temporaries); the values coalesced into it are not,
//     coalescing is undone, and the next round starts from Build, as in
//     the paper.
//
// A value coalesced with a physical register becomes precoloured with it
// (its neighbours then interfere with that register). A value live across
// a call interferes with the caller-saved registers (the call's
// Clobbers), so it gets a callee-saved register or is spilled; the
// callee-saved registers the code writes are saved and restored by the
// emitter (SavedRegs). Spill slots are coalesced along copies and
// coloured (CoalesceSlots, the slides' frame-slot coalescing), and a
// reload of a value a register still holds is dropped
// (RemoveRedundantReloads).
type IRC struct{}

func init() { Register(IRC{}) }

// Name implements Allocator.
func (IRC) Name() string { return "irc" }

// IRCOptions are the irc allocator's own switches (Options.IRC). The zero
// value is the allocator as documented.
type IRCOptions struct {
	// NoBias makes AssignColors take the first free register in the
	// target's order instead of one a move partner holds.
	NoBias bool
	// NoSlotCoalesce colours the spill slots (ShareSlots) without first
	// coalescing the slots that copies join.
	NoSlotCoalesce bool
	// coalesceTest, for the package's tests only, replaces the paper's
	// choice of conservative test ("briggs" or "george" for every move).
	coalesceTest string
}

// DefineFlags implements FlagDefiner: -irc-bias and -irc-slot-coalesce.
func (IRC) DefineFlags(fs *flag.FlagSet, o *Options) {
	fs.Var(offFlag{&o.IRC.NoBias}, "irc-bias", "irc: AssignColors prefers a register a move partner holds (false: the first free one)")
	fs.Var(offFlag{&o.IRC.NoSlotCoalesce}, "irc-slot-coalesce", "irc: coalesce the spill slots of copies before colouring slots (false: colour only)")
}

// Allocate implements Allocator.
func (IRC) Allocate(in *mir.Func, t mir.Target, opts Options) (*mir.Func, *Stats, error) {
	st := &Stats{Func: in.Name, VirtRegs: len(in.Classes)}
	ro := RoundsOptions{CoalesceSlots: !opts.IRC.NoSlotCoalesce, RemoveReloads: true}
	out, err := AllocateRounds(in, t, opts, ro, st, func(r *Round, st *Stats) ([]mir.Reg, []mir.Reg, error) {
		a := ircRound(r, opts.IRC)
		return a.colour, a.spilled, nil
	})
	if err != nil {
		return nil, nil, err
	}
	return out, st, nil
}

// ircRound runs one round of iterated register coalescing: Build,
// MakeWorklist, the simplify-coalesce-freeze-spill loop and AssignColors.
func ircRound(r *Round, o IRCOptions) *ircAlloc {
	a := newIRCAlloc(r, !o.NoBias)
	a.test = o.coalesceTest
	a.Build()
	a.MakeWorklist()
	a.Iterate()
	a.spilled = a.AssignColors()
	return a
}

// Node states of the iterated register coalescing.
const (
	ircNone       uint8 = iota // not a node (in memory, or merged by MergeTied)
	ircSimplify                // simplifyWorklist: low degree, not move-related
	ircFreeze                  // freezeWorklist: low degree, move-related
	ircSpill                   // spillWorklist: degree >= K
	ircStack                   // selectStack
	ircCoalesced               // coalescedNodes: merged into another node
	ircPrecolored              // coalesced with a physical register
)

// Move states.
const (
	moveWorklist uint8 = iota
	moveActive
	moveCoalesced
	moveConstrained
	moveFrozen
)

// ircAlloc is one round of iterated register coalescing.
type ircAlloc struct {
	r      *Round
	g      *Graph
	f      *mir.Func
	bias   bool
	test   string // IRCOptions.coalesceTest
	k      [mir.NumClasses]int
	budget [mir.NumClasses]mir.RegSet

	state  []uint8   // by dense index
	degree []int32   // neighbours in the graph + budget registers in Forbid
	colour []mir.Reg // AssignColors' register, or the precoloured one
	cost   []float64 // spill cost of a representative (its members' sum)
	// moveCount counts the worklist and active moves of a representative
	// (NodeMoves(n) != {} is moveCount[n] > 0).
	moveCount []int32
	// activeCount counts the active moves in a representative's move list
	// (a move whose ends were merged counts twice), so that EnableMoves
	// skips, in O(1), the nodes that have none: in a large function a
	// node made of many coalesced ones has a long move list, nearly all
	// of it coalesced, and EnableMoves runs for every neighbour of each
	// node whose degree falls to K.
	activeCount []int32
	mstate      []uint8 // by index in g.Moves

	wl  [ircSpill + 1][]mir.Reg // the simplify, freeze and spill worklists
	pos []int32                 // a node's index in its worklist

	moves  moveQueue // worklistMoves, heaviest first (lazily deleted)
	spills spillQueue
	stamp  []int32 // spills: a node's current entry
	stack  []mir.Reg
	// spilled are AssignColors' actual spills.
	spilled []mir.Reg

	mark  []int32 // Briggs: neighbours counted
	epoch int32
	// witness is, by node, the neighbour that failed its last George
	// test, or 0.
	witness []mir.Reg

	// inRow holds, for a node whose row in the graph is mostly of nodes
	// that have left the graph for good (simplified, coalesced or
	// precoloured), the rest of the row in its order; nil for the
	// graph's row (Adjacent). The graph's rows keep every neighbour,
	// which AssignColors reads. Without it the coalescing tests of a
	// node live across a large function (bigfunc's accumulators) walked,
	// move after move, past the thousands of neighbours simplified
	// before (issue 16).
	inRow [][]mir.Reg

	// Counts, for tests and statistics.
	coalesced, constrained, frozen int
}

func newIRCAlloc(r *Round, bias bool) *ircAlloc {
	n := r.G.N()
	a := &ircAlloc{r: r, g: r.G, f: r.W.F, bias: bias,
		state: make([]uint8, n), degree: make([]int32, n), colour: make([]mir.Reg, n),
		moveCount: make([]int32, n), activeCount: make([]int32, n), pos: make([]int32, n), stamp: make([]int32, n), mark: make([]int32, n), witness: make([]mir.Reg, n),
		inRow: make([][]mir.Reg, n)}
	for c := mir.Class(0); c < mir.NumClasses; c++ {
		a.k[c] = r.Cons.K(c)
		a.budget[c] = r.Cons.Budget(c)
	}
	return a
}

// K is the number of registers node n may be given (of its class).
func (a *ircAlloc) K(n mir.Reg) int32 { return int32(a.k[a.f.ClassOf(n)]) }

// precoloured reports whether move end x (a representative or a physical
// register) is precoloured, and with which register.
func (a *ircAlloc) precoloured(x mir.Reg) (mir.Reg, bool) {
	if !x.IsVirtual() {
		return x, true
	}
	if a.state[vidx(x)] == ircPrecolored {
		return a.colour[vidx(x)], true
	}
	return 0, false
}

// inGraph reports whether representative n is still in the graph.
func (a *ircAlloc) inGraph(n mir.Reg) bool {
	s := a.state[vidx(n)]
	return s == ircSimplify || s == ircFreeze || s == ircSpill
}

// Adjacent calls fn for each neighbour of n still in the graph (not on
// the select stack, coalesced or precoloured), in the order of n's row;
// fn returns false to stop. A walk that passed nodes that have left, as
// many as half a row of at least inRowMin, keeps the rest of the row
// (inRow) for the next walks, a cost the walk has paid already: a node
// that leaves does not come back, and fn does not merge nodes.
func (a *ircAlloc) Adjacent(n mir.Reg, fn func(t mir.Reg) bool) {
	i := vidx(a.g.Alias(n))
	row := a.inRow[i]
	if row == nil {
		row = a.g.Adj(n)
	}
	// A node merged into another (Combine, or MergeTied before the round)
	// is never in the graph: its state alone says it has left, without a
	// second random read per neighbour (a row's nodes are scattered over
	// the function's hundreds of thousands at bigfunc's 16,000
	// statements).
	left := 0
	for _, t := range row {
		if !a.inGraph(t) {
			left++
		} else if !fn(t) {
			break
		}
	}
	if len(row) >= inRowMin && 2*left >= len(row) {
		rest := make([]mir.Reg, 0, len(row)-left)
		for _, t := range row {
			if a.inGraph(t) {
				rest = append(rest, t)
			}
		}
		a.inRow[i] = rest
	}
}

// inRowMin is the least row that Adjacent keeps the rest of; variable so
// that tests can keep the rest of every row.
var inRowMin = 64

// mergeRows updates the kept rows for merging v into u, where gained are
// v's neighbours in the graph that are not u's, in row order: Merge adds
// them to u's row and renames v to u in theirs. A neighbour of both keeps
// u in its row, and v, merged, is skipped.
func (a *ircAlloc) mergeRows(u mir.Reg, gained []mir.Reg) {
	iu := vidx(u)
	if kept := a.inRow[iu]; kept != nil {
		row := make([]mir.Reg, 0, len(kept)+len(gained))
		i, j := 0, 0
		for i < len(kept) || j < len(gained) {
			if j == len(gained) || i < len(kept) && kept[i] < gained[j] {
				row = append(row, kept[i])
				i++
			} else {
				row = append(row, gained[j])
				j++
			}
		}
		a.inRow[iu] = row
	}
	for _, t := range gained {
		if kept := a.inRow[vidx(t)]; kept != nil {
			k, _ := slices.BinarySearch(kept, u)
			a.inRow[vidx(t)] = slices.Insert(kept, k, u)
		}
	}
}

// Build initialises the degrees, costs and move states from the round's
// interference graph.
func (a *ircAlloc) Build() {
	g := a.g
	nodeCost := a.r.NodeCosts()
	a.cost = nodeCost
	for i := 0; i < g.N(); i++ {
		v := vreg(i)
		if !g.IsNode(v) || g.Alias(v) != v {
			continue
		}
		cl := a.f.ClassOf(v)
		a.degree[i] = int32(g.Degree(v) + (g.Forbid(v) & a.budget[cl]).Count())
	}
	a.mstate = make([]uint8, len(g.Moves))
	for m, mv := range g.Moves {
		for _, e := range [2]mir.Reg{mv.Dst, mv.Src} {
			if e.IsVirtual() {
				a.moveCount[vidx(g.Alias(e))]++
			}
		}
		a.moves.push(m, mv.Weight)
	}
}

// MakeWorklist puts every node into the worklist its degree and moves
// call for.
func (a *ircAlloc) MakeWorklist() {
	g := a.g
	for i := 0; i < g.N(); i++ {
		v := vreg(i)
		if !g.IsNode(v) || g.Alias(v) != v {
			continue
		}
		switch {
		case a.degree[i] >= a.K(v):
			a.toList(v, ircSpill)
		case a.moveCount[i] > 0:
			a.toList(v, ircFreeze)
		default:
			a.toList(v, ircSimplify)
		}
	}
}

// Iterate is the main loop: simplify, coalesce, freeze and select spills
// until every node is on the select stack, coalesced or precoloured.
func (a *ircAlloc) Iterate() {
	for {
		switch {
		case len(a.wl[ircSimplify]) > 0:
			a.Simplify()
		case a.Coalesce():
		case len(a.wl[ircFreeze]) > 0:
			a.Freeze()
		case len(a.wl[ircSpill]) > 0:
			a.SelectSpill()
		default:
			return
		}
	}
}

// toList moves node n from its worklist (if any) to worklist s, or to
// state s if s is not a worklist.
func (a *ircAlloc) toList(n mir.Reg, s uint8) {
	i := vidx(n)
	if old := a.state[i]; old >= ircSimplify && old <= ircSpill {
		l := a.wl[old]
		p := a.pos[i]
		last := l[len(l)-1]
		l[p] = last
		a.pos[vidx(last)] = p
		a.wl[old] = l[:len(l)-1]
	}
	a.state[i] = s
	if s >= ircSimplify && s <= ircSpill {
		a.pos[i] = int32(len(a.wl[s]))
		a.wl[s] = append(a.wl[s], n)
		if s == ircSpill {
			a.pushSpill(n)
		}
	}
}

// spillPriority is Chaitin's cost/degree of node n: the least is spilled
// first.
func (a *ircAlloc) spillPriority(n mir.Reg) float64 {
	return a.cost[vidx(n)] / float64(a.degree[vidx(n)])
}

// pushSpill (re)enters spill candidate n with its current priority; its
// older entries become stale.
func (a *ircAlloc) pushSpill(n mir.Reg) {
	i := vidx(n)
	a.stamp[i]++
	heap.Push(&a.spills, spillEntry{prio: a.spillPriority(n), node: n, stamp: a.stamp[i]})
}

// Simplify removes a low-degree node that is not move-related and pushes
// it on the select stack.
func (a *ircAlloc) Simplify() {
	l := a.wl[ircSimplify]
	n := l[len(l)-1]
	a.toList(n, ircStack)
	a.stack = append(a.stack, n)
	a.Adjacent(n, func(t mir.Reg) bool { a.DecrementDegree(t); return true })
}

// DecrementDegree takes one neighbour from m; a node whose degree falls
// below K leaves the spill worklist and enables its moves and those of
// its neighbours.
func (a *ircAlloc) DecrementDegree(m mir.Reg) {
	i := vidx(m)
	d := a.degree[i]
	a.degree[i] = d - 1
	switch {
	case d == a.K(m):
		a.EnableMoves(m)
		a.Adjacent(m, func(t mir.Reg) bool { a.EnableMoves(t); return true })
		if a.moveCount[i] > 0 {
			a.toList(m, ircFreeze)
		} else {
			a.toList(m, ircSimplify)
		}
	}
	// In the spill worklist m's priority (cost/degree) only grows:
	// SelectSpill re-enters it when its entry comes up stale.
}

// EnableMoves makes n's active moves worklist moves again.
func (a *ircAlloc) EnableMoves(n mir.Reg) {
	if n.IsVirtual() && a.activeCount[vidx(a.g.Alias(n))] == 0 {
		return
	}
	for _, m := range a.g.MoveList(n) {
		if a.mstate[m] == moveActive {
			a.countActive(int(m), -1)
			a.mstate[m] = moveWorklist
			a.moves.push(int(m), a.g.Moves[m].Weight)
		}
	}
}

// countActive adds d to the active counts of the representatives of m's
// virtual ends.
func (a *ircAlloc) countActive(m int, d int32) {
	mv := a.g.Moves[m]
	for _, e := range [2]mir.Reg{mv.Dst, mv.Src} {
		if e.IsVirtual() {
			a.activeCount[vidx(a.g.Alias(e))] += d
		}
	}
}

// setMove moves m out of the worklist or active moves into state s.
func (a *ircAlloc) setMove(m int, s uint8) {
	if a.mstate[m] == moveActive {
		a.countActive(m, -1)
	}
	if old := a.mstate[m]; old == moveWorklist || old == moveActive {
		mv := a.g.Moves[m]
		for _, e := range [2]mir.Reg{mv.Dst, mv.Src} {
			if e.IsVirtual() {
				a.moveCount[vidx(a.g.Alias(e))]--
			}
		}
	}
	a.mstate[m] = s
	switch s {
	case moveCoalesced:
		a.coalesced++
	case moveConstrained:
		a.constrained++
	case moveFrozen:
		a.frozen++
	}
}

// end is the representative of a move's virtual end, or the physical
// register.
func (a *ircAlloc) end(x mir.Reg) mir.Reg {
	if x.IsVirtual() {
		return a.g.Alias(x)
	}
	return x
}

// AddWorkList moves u to the simplify worklist once it is neither
// move-related nor of significant degree.
func (a *ircAlloc) AddWorkList(u mir.Reg) {
	if !u.IsVirtual() {
		return
	}
	i := vidx(u)
	if a.state[i] == ircFreeze && a.moveCount[i] == 0 && a.degree[i] < a.K(u) {
		a.toList(u, ircSimplify)
	}
}

// Coalesce takes the heaviest worklist move and coalesces, constrains or
// defers it; it reports false when there is none.
func (a *ircAlloc) Coalesce() bool {
	m, ok := a.moves.next(a.mstate)
	if !ok {
		return false
	}
	mv := a.g.Moves[m]
	u, v := a.end(mv.Dst), a.end(mv.Src)
	if _, pre := a.precoloured(v); pre {
		u, v = v, u
	}
	ru, preU := a.precoloured(u)
	rv, preV := a.precoloured(v)
	switch {
	case u == v || preU && preV && ru == rv:
		a.setMove(m, moveCoalesced)
		a.AddWorkList(u)
	case preV || preU && !a.mayTake(v, ru) || !preU && a.g.Interferes(u, v):
		a.setMove(m, moveConstrained)
		a.AddWorkList(u)
		a.AddWorkList(v)
	case preU && a.conservativePrecolored(v, ru):
		a.setMove(m, moveCoalesced)
		a.CombinePrecolored(ru, v)
	case !preU && a.conservative(u, v):
		a.setMove(m, moveCoalesced)
		a.Combine(u, v)
		a.AddWorkList(u)
	default:
		a.countActive(m, 1)
		a.mstate[m] = moveActive // still counted in moveCount
	}
	return true
}

// mayTake reports whether node v may be given physical register r: r is
// of its class, in the budget, and not among the registers v interferes
// with (its Forbid set: fixed operands and clobbers where it is live,
// UseForbid, early clobbers, a tied partner's restrictions).
func (a *ircAlloc) mayTake(v, r mir.Reg) bool {
	return a.budget[a.f.ClassOf(v)].Has(r) && !a.g.Forbid(v).Has(r)
}

// significant reports whether node t has degree >= K.
func (a *ircAlloc) significant(t mir.Reg) bool { return a.degree[vidx(t)] >= a.K(t) }

// Briggs is the Briggs test for coalescing the virtual nodes u and v: the
// merged node has fewer than K neighbours of significant degree (>= K),
// counting as such the budget registers either interferes with (its
// precoloured neighbours).
func (a *ircAlloc) Briggs(u, v mir.Reg) bool {
	k := a.K(u)
	cl := a.f.ClassOf(u)
	n := int32(((a.g.Forbid(u) | a.g.Forbid(v)) & a.budget[cl]).Count())
	a.epoch++
	count := func(t mir.Reg) bool {
		if a.mark[vidx(t)] != a.epoch {
			a.mark[vidx(t)] = a.epoch
			if a.significant(t) {
				n++
			}
		}
		return n < k
	}
	a.Adjacent(u, count)
	if n < k {
		a.Adjacent(v, count)
	}
	return n < k
}

// George is the George test (the slides' "Preston") for coalescing virtual
// node v with u, the precoloured register u (the paper's use) or a virtual
// node: every neighbour of v already interferes with u or has degree < K.
// With a virtual u, v's precoloured neighbours (in the budget) must be
// u's too.
func (a *ircAlloc) George(v, u mir.Reg) bool {
	if u.IsVirtual() {
		b := a.budget[a.f.ClassOf(v)]
		if a.g.Forbid(v)&b&^a.g.Forbid(u) != 0 {
			return false
		}
	}
	fine := func(t mir.Reg) bool {
		if u.IsVirtual() {
			return !a.significant(t) || a.g.edge(t, u)
		}
		return !a.significant(t) || a.g.Forbid(t).Has(u)
	}
	// The neighbour that failed v's last test fails this one too while it
	// is in the graph and still fails: a node stays v's neighbour until it
	// leaves the graph, and the tests are retried (EnableMoves) far more
	// often than the node changes.
	i := vidx(v)
	if t := a.witness[i]; t != 0 && a.inGraph(t) && !fine(t) {
		return false
	}
	ok := true
	a.Adjacent(v, func(t mir.Reg) bool {
		if ok = fine(t); !ok {
			a.witness[i] = t
		}
		return ok
	})
	return ok
}

// conservative decides whether virtual nodes u and v may be coalesced:
// the Briggs test (or, for the tests, the George test either way).
func (a *ircAlloc) conservative(u, v mir.Reg) bool {
	if a.test == "george" {
		return a.George(v, u) || a.George(u, v)
	}
	return a.Briggs(u, v)
}

// conservativePrecolored decides whether virtual node v may be coalesced
// with the precoloured register r: the George test (or, for the tests,
// the Briggs test).
func (a *ircAlloc) conservativePrecolored(v, r mir.Reg) bool {
	if a.test == "briggs" {
		return a.briggsPrecolored(v, r)
	}
	return a.George(v, r)
}

// briggsPrecolored is the Briggs test for v and precoloured register r,
// whose neighbours are every node that interferes with r: fewer than K
// significant neighbours of the merged node. It scans the whole graph, as
// the slides say it would have to (which is why the paper uses George's
// test there); only the tests use it.
func (a *ircAlloc) briggsPrecolored(v, r mir.Reg) bool {
	k := a.K(v)
	n := int32((a.g.Forbid(v) & a.budget[a.f.ClassOf(v)]).Count())
	a.epoch++
	count := func(t mir.Reg) {
		if a.mark[vidx(t)] != a.epoch {
			a.mark[vidx(t)] = a.epoch
			if a.significant(t) {
				n++
			}
		}
	}
	a.Adjacent(v, func(t mir.Reg) bool { count(t); return true })
	for i := range a.state {
		if t := vreg(i); a.inGraph(t) && t != v && a.g.Forbid(t).Has(r) {
			count(t)
		}
	}
	return n < k
}

// Combine merges virtual node v into virtual node u (Graph.Merge): u takes
// v's neighbours, Forbid set, moves and cost.
func (a *ircAlloc) Combine(u, v mir.Reg) {
	g := a.g
	iu, iv := vidx(u), vidx(v)
	a.toList(v, ircCoalesced)
	var common, gained []mir.Reg
	a.Adjacent(v, func(t mir.Reg) bool {
		if g.edge(t, u) {
			common = append(common, t) // loses v, keeps u
		} else {
			a.degree[iu]++
			gained = append(gained, t)
		}
		return true
	})
	cl := a.f.ClassOf(u)
	before := (g.Forbid(u) & a.budget[cl]).Count()
	a.mergeRows(u, gained)
	g.Merge(u, v)
	a.degree[iu] += int32((g.Forbid(u) & a.budget[cl]).Count() - before)
	a.moveCount[iu] += a.moveCount[iv]
	a.activeCount[iu] += a.activeCount[iv]
	a.cost[iu] = addCost(a.cost[iu], a.cost[iv])
	for _, t := range common {
		a.DecrementDegree(t)
	}
	switch {
	case a.degree[iu] >= a.K(u) && a.state[iu] == ircFreeze:
		a.toList(u, ircSpill)
	case a.state[iu] == ircSpill:
		a.pushSpill(u)
	}
}

// addCost is the cost of a node made of nodes of costs x and y: their sum,
// where +Inf (nothing to spill) counts as nothing unless both are.
func addCost(x, y float64) float64 {
	switch {
	case isInf(x):
		return y
	case isInf(y):
		return x
	}
	return x + y
}

// CombinePrecolored coalesces virtual node v with physical register r: v
// leaves the graph with register r, and its neighbours interfere with r
// instead of with v.
func (a *ircAlloc) CombinePrecolored(r, v mir.Reg) {
	g := a.g
	a.toList(v, ircPrecolored)
	a.colour[vidx(v)] = r
	a.Adjacent(v, func(t mir.Reg) bool {
		cl := a.f.ClassOf(t)
		if !g.Forbid(t).Has(r) && a.budget[cl].Has(r) {
			g.AddEdge(t, r) // one precoloured neighbour for one virtual one
			return true
		}
		g.AddEdge(t, r)
		a.DecrementDegree(t)
		return true
	})
}

// Freeze gives up coalescing the moves of a low-degree move-related node,
// which can then be simplified.
func (a *ircAlloc) Freeze() {
	l := a.wl[ircFreeze]
	u := l[len(l)-1]
	a.toList(u, ircSimplify)
	a.FreezeMoves(u)
}

// FreezeMoves freezes the worklist and active moves of u; a partner left
// with no moves and low degree becomes simplifiable.
func (a *ircAlloc) FreezeMoves(u mir.Reg) {
	for _, m := range a.g.MoveList(u) {
		if s := a.mstate[m]; s != moveWorklist && s != moveActive {
			continue
		}
		mv := a.g.Moves[m]
		x, y := a.end(mv.Dst), a.end(mv.Src)
		v := x
		if x == u {
			v = y
		}
		a.setMove(int(m), moveFrozen)
		if v.IsVirtual() && a.state[vidx(v)] == ircFreeze && a.moveCount[vidx(v)] == 0 && a.degree[vidx(v)] < a.K(v) {
			a.toList(v, ircSimplify)
		}
	}
}

// SelectSpill removes the spill worklist's node of least cost/degree
// (optimistically: it is pushed on the stack, and spilled only if
// AssignColors finds no register for it) and freezes its moves.
//
// The queue holds each candidate's priority as it was when entered: a
// candidate's degree only falls while it waits (Combine, which can raise
// it, enters it again), so its priority only grows, and an entry whose
// priority is still current when it comes up is the least of all.
func (a *ircAlloc) SelectSpill() {
	for {
		e := heap.Pop(&a.spills).(spillEntry)
		i := vidx(e.node)
		if a.state[i] != ircSpill || a.stamp[i] != e.stamp {
			continue
		}
		if p := a.spillPriority(e.node); p > e.prio {
			a.pushSpill(e.node)
			continue
		}
		a.toList(e.node, ircSimplify)
		a.FreezeMoves(e.node)
		return
	}
}

// AssignColors pops the select stack and colours each node; it returns the
// actual spills.
func (a *ircAlloc) AssignColors() []mir.Reg {
	var spilled []mir.Reg
	g := a.g
	for len(a.stack) > 0 {
		n := a.stack[len(a.stack)-1]
		a.stack = a.stack[:len(a.stack)-1]
		cl := a.f.ClassOf(n)
		ok := a.budget[cl] &^ g.Forbid(n)
		for _, w := range g.Adj(n) {
			if g.alias[vidx(w)] == int32(vidx(w)) {
				ok = ok.Remove(a.colour[vidx(w)])
			}
		}
		if ok == 0 {
			// An actual spill; but a node that cannot be spilled (made
			// of spill temporaries) takes the register of the neighbours
			// cheapest to spill instead, which are then spilled.
			c, holders, _ := mir.Reg(0), []mir.Reg(nil), 0.0
			if isInf(a.cost[vidx(n)]) {
				c, holders, _ = a.r.Evict(n, a.budget[cl]&^g.Forbid(n), a.colour, a.cost)
			}
			if c == 0 {
				spilled = append(spilled, n)
				continue
			}
			for _, w := range holders {
				a.colour[vidx(w)] = 0
			}
			spilled = append(spilled, holders...)
			ok = mir.RegSet(0).Add(c)
		}
		a.colour[vidx(n)] = a.pick(n, ok)
	}
	return spilled
}

// pick chooses n's register from ok: with biasing, the one its coloured
// move partners (and physical move ends) hold, weighted by the moves'
// weights; otherwise, or when no partner's register is free, the first of
// ok in the target's order.
func (a *ircAlloc) pick(n mir.Reg, ok mir.RegSet) mir.Reg {
	if a.bias {
		if r := biasedColour(a.g, n, ok, a.colour); r != 0 {
			return r
		}
	}
	return firstIn(a.r.Cons.Order(a.f.ClassOf(n)), ok)
}

// biasedColour is the register of ok that n's coloured move partners
// (colour by dense index of a representative) and physical move ends hold,
// the one of heaviest total move weight (the lowest register on ties), or
// 0 if none is in ok.
func biasedColour(g *Graph, n mir.Reg, ok mir.RegSet, colour []mir.Reg) mir.Reg {
	var best mir.Reg
	var bestW float64
	var weight [mir.FirstVirtual]float64
	for _, m := range g.MoveList(n) {
		mv := g.Moves[m]
		x, y := mv.Dst, mv.Src
		if x.IsVirtual() {
			x = g.Alias(x)
		}
		if y.IsVirtual() {
			y = g.Alias(y)
		}
		o := x
		if x == n {
			o = y
		}
		if o == n {
			continue
		}
		r := o
		if o.IsVirtual() {
			r = colour[vidx(o)]
		}
		if !ok.Has(r) {
			continue
		}
		weight[r] += mv.Weight
		if w := weight[r]; w > bestW || w == bestW && r < best {
			best, bestW = r, w
		}
	}
	return best
}

// moveQueue is a priority queue of move indices, heaviest first, then in
// instruction order; entries of moves no longer in the worklist are
// skipped when they come up.
type moveQueue struct{ h moveHeap }

type moveEntry struct {
	w float64
	m int32
}

type moveHeap []moveEntry

func (h moveHeap) Len() int { return len(h) }
func (h moveHeap) Less(i, j int) bool {
	return h[i].w > h[j].w || h[i].w == h[j].w && h[i].m < h[j].m
}
func (h moveHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *moveHeap) Push(x interface{}) { *h = append(*h, x.(moveEntry)) }
func (h *moveHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func (q *moveQueue) push(m int, w float64) { heap.Push(&q.h, moveEntry{w, int32(m)}) }

// next pops the heaviest move still in the worklist.
func (q *moveQueue) next(state []uint8) (int, bool) {
	for q.h.Len() > 0 {
		e := heap.Pop(&q.h).(moveEntry)
		if state[e.m] == moveWorklist {
			return int(e.m), true
		}
	}
	return 0, false
}

// spillQueue orders spill candidates by priority (cost/degree, least
// first), then by register; entries whose stamp is stale are skipped.
type spillQueue []spillEntry

type spillEntry struct {
	prio  float64
	node  mir.Reg
	stamp int32
}

func (h spillQueue) Len() int { return len(h) }
func (h spillQueue) Less(i, j int) bool {
	return h[i].prio < h[j].prio || h[i].prio == h[j].prio && h[i].node < h[j].node
}
func (h spillQueue) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *spillQueue) Push(x interface{}) { *h = append(*h, x.(spillEntry)) }
func (h *spillQueue) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
