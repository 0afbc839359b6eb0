package regalloc

import (
	"container/heap"
	"fmt"
	"math"
	"slices"
	"sort"
	"time"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/mir"
)

// Chaitin is Chaitin's graph-colouring allocator as Briggs, Cooper and
// Torczon describe it (section 2, Fig. 1), the pessimistic baseline of
// their paper:
//
//  1. Renumber: SSA deconstruction (Deconstruct) makes the live ranges:
//     phis become copies at the ends of the predecessors.
//  2. Build: liveness and the interference graph (BuildGraph, with the
//     precoloured registers as Forbid sets and the tied operands merged).
//  3. Coalesce: every copy whose ends do not interfere is removed (the two
//     live ranges are renamed into one), in decreasing loop depth, then
//     Build and Coalesce repeat until nothing changes. A copy between a
//     live range and a physical register precolours the live range when
//     it does not interfere with that register and no neighbour holds it.
//  4. SpillCosts: uses and definitions weighted by 10^loop depth.
//  5. Simplify: nodes of degree < k are removed and pushed; when none is
//     left, the node of least cost/current degree is removed and marked
//     for spilling. If any is marked, SpillCode rewrites them (a store
//     after each definition, a load before each use) and the allocator
//     starts again at Build.
//  6. Select: the nodes are popped and given the first colour their
//     neighbours leave.
//
// The core it shares with Briggs (the optimistic variant) is colouring, in
// this file; Briggs adds its policies in briggs.go.
type Chaitin struct{}

func init() { Register(Chaitin{}) }

// Name implements Allocator.
func (Chaitin) Name() string { return "chaitin" }

// Allocate implements Allocator.
func (Chaitin) Allocate(in *mir.Func, t mir.Target, opts Options) (*mir.Func, *Stats, error) {
	return allocateColouring(in, t, opts, colourPolicy{})
}

// colourPolicy says where an allocator of the Chaitin family departs from
// Chaitin's: Briggs' optimistic colouring, and the rematerialization of
// section 4 (tags, splits, conservative coalescing, biased colouring).
type colourPolicy struct {
	// optimistic pushes a blocked node instead of spilling it; Select
	// spills what finds no colour.
	optimistic bool
	// remat tags the values (Renumber), keeps the splits that isolate
	// never-killed values out of aggressive coalescing (conservative
	// coalescing only), biases Select towards partners' colours, and
	// rematerializes spilled never-killed values.
	remat bool
}

// maxColourRounds bounds the spill rounds; every round spills at least one
// value that was spillable, so it is only reached by a bug.
const maxColourRounds = 1000

// colouring is the state of one allocation of the Chaitin family.
type colouring struct {
	pol  colourPolicy
	in   *mir.Func
	t    mir.Target
	opts Options
	w    *Work
	st   *Stats

	depth []int // loop depth by block of w.F

	// rename is a union-find over the registers of w.F: coalesced live
	// ranges are renamed into one register, their root.
	rename []int32
	// split marks, per copy of w.F, its pairs that are splits (Briggs):
	// copies that isolate a never-killed value, coalesced only
	// conservatively.
	split map[*mir.Instr][]bool

	// Per round.
	cons *Constraints
	g    *Graph
	cost []float64 // by register; a node's cost is that of its members
	// memberList holds the members of every node, those of node r (by
	// dense index) at memberList[memberAt[r]:memberAt[r+1]] (membersOf):
	// one list, where a slice per node took 24 bytes per register of a
	// large function (issue 16).
	memberAt   []int32
	memberList []mir.Reg
	pin        []mir.Reg // physical register a node is coalesced with
	// pinForbid are the registers a node forbids only because a
	// neighbour is precoloured with them.
	pinForbid []mir.RegSet
	// noPin are the registers whose live ranges CoalescePhys must no
	// longer precolour (their register was needed by a temporary).
	noPin map[mir.Reg]bool
	// noRemat are values of the input not to rematerialize.
	noRemat map[mir.Reg]bool
	colour  []mir.Reg
	// seen and stamp mark the neighbours briggsTest has counted.
	seen  []int32
	stamp int32
	// maxLiveDue says the graph was derived (Rebuild) in the first round,
	// after the build that set the statistics' MaxLive.
	maxLiveDue bool
	// liveOut are the values live at the end of each block (by ID) of
	// the code g describes, kept from the build through the renamings
	// and the spill code, so that the graph after a spill is derived
	// (Respill); spilledIn are the blocks the last SpillCode changed
	// (nil: the next round builds).
	liveOut   [][]mir.Reg
	spilledIn []bool
}

// allocateColouring runs the Chaitin family's allocator with policy pol.
// When a temporary that recomputes a never-killed value finds no register
// where a reload could have read memory instead (a copy into an argument
// register when every register of the budget holds another argument), the
// allocation starts again with that value no longer rematerialized.
func allocateColouring(in *mir.Func, t mir.Target, opts Options, pol colourPolicy) (*mir.Func, *Stats, error) {
	start := time.Now()
	noRemat := map[mir.Reg]bool{}
	for {
		out, st, err := allocateColouringOnce(in, t, opts, pol, noRemat)
		var rs *rematStuck
		if errors.As(err, &rs) && !noRemat[rs.v] {
			noRemat[rs.v] = true
			continue
		}
		if st != nil {
			st.Time = time.Since(start)
		}
		return out, st, err
	}
}

// rematStuck says that a remat of never-killed value v found no register.
type rematStuck struct {
	v   mir.Reg
	err error
}

func (e *rematStuck) Error() string { return e.err.Error() }

func allocateColouringOnce(in *mir.Func, t mir.Target, opts Options, pol colourPolicy, noRemat map[mir.Reg]bool) (*mir.Func, *Stats, error) {
	a := newColouring(in, t, opts, pol)
	a.noRemat = noRemat
	mark := time.Now()
	phase := func(name string) {
		now := time.Now()
		a.st.addPhase(name, now.Sub(mark))
		mark = now
	}
	a.start(phase)
	for round := 1; ; round++ {
		if round > maxColourRounds {
			return nil, nil, &AllocError{Func: in.Name, Msg: "spilling does not converge"}
		}
		a.st.Rounds = round
		if err := a.BuildCoalesce(phase); err != nil {
			return nil, nil, err
		}
		a.SpillCosts()
		phase("costs")
		stack, spill := a.Simplify()
		phase("simplify")
		again := false
		if len(spill) == 0 {
			var err error
			if spill, again, err = a.Select(stack); err != nil {
				var rs *rematStuck
				if errors.As(err, &rs) {
					return nil, a.st, err
				}
				return nil, nil, err
			}
			phase("select")
		}
		if len(spill) == 0 {
			if again {
				continue
			}
			break
		}
		if err := a.SpillCode(spill); err != nil {
			return nil, nil, err
		}
		phase("spill")
	}
	out := a.output()
	phase("output")
	return out, a.st, nil
}

func newColouring(in *mir.Func, t mir.Target, opts Options, pol colourPolicy) *colouring {
	return &colouring{pol: pol, in: in, t: t, opts: opts, noPin: map[mir.Reg]bool{},
		st: &Stats{Func: in.Name, VirtRegs: len(in.Classes), K: len(Allocatable(t, mir.GPR, opts))}}
}

// start makes the live ranges: SSA deconstruction, and under the remat
// policy the tags and splits of Renumber.
func (a *colouring) start(phase func(string)) {
	a.w = Deconstruct(a.in)
	a.st.SplitEdges = a.w.SplitEdges
	a.depth = LoopDepths(a.w.F, mir.Dominators(a.w.F))
	if a.pol.remat {
		a.Renumber()
	}
	phase("renumber")
}

// find is the root of r's coalesced live range (r itself if never
// coalesced); physical registers are their own.
func (a *colouring) find(r mir.Reg) mir.Reg {
	if !r.IsVirtual() {
		return r
	}
	i := int32(vidx(r))
	if int(i) >= len(a.rename) {
		return r
	}
	for a.rename[i] != i {
		a.rename[i] = a.rename[a.rename[i]]
		i = a.rename[i]
	}
	return vreg(int(i))
}

// union renames the live ranges of u and v into one. The root is a
// spillable register if either is (so a spill temporary coalesced into a
// value does not make the value unspillable), else the lower one.
func (a *colouring) union(u, v mir.Reg) mir.Reg {
	ru, rv := a.find(u), a.find(v)
	if ru == rv {
		return ru
	}
	if a.w.Unspillable(ru) && !a.w.Unspillable(rv) || a.w.Unspillable(ru) == a.w.Unspillable(rv) && rv < ru {
		ru, rv = rv, ru
	}
	a.rename[vidx(rv)] = int32(vidx(ru))
	// The register holds the values of both: its slot, if it is spilled,
	// must hold the wider.
	f := a.w.F
	if wv := f.SpillBytes[rv]; wv > f.SpillBytes[ru] {
		if f.SpillBytes == nil {
			f.SpillBytes = map[mir.Reg]int64{}
		}
		f.SpillBytes[ru] = wv
	}
	// One register now has several values: it is no longer a single
	// never-killed value.
	a.w.SetRemat(ru, nil)
	a.w.SetRemat(rv, nil)
	return ru
}

// isNode says which registers of w.F are graph nodes: those in the code,
// not in memory, not rematerialized, not renamed into another.
func (a *colouring) isNode(v mir.Reg) bool {
	return !a.w.InMemory(v) && !a.w.Rematerialized(v) && a.find(v) == v
}

// growRename extends the union-find to the registers Spill made.
func (a *colouring) growRename() {
	for i := len(a.rename); i < len(a.w.F.Classes); i++ {
		a.rename = append(a.rename, int32(i))
	}
}

// Build computes liveness, the constraint model and the interference
// graph of w.F, with the tied operands merged. In the first round it
// also sets the statistics' MaxLive (the last build of the round's
// build-coalesce loop sets it last).
func (a *colouring) Build() error {
	f := a.w.F
	a.growRename()
	// The previous round's structures are garbage from here on: drop them
	// before building the new ones (the peak memory holds one graph).
	a.cons, a.g, a.cost, a.memberAt, a.memberList, a.liveOut = nil, nil, nil, nil, nil, nil
	lv := ComputeLiveness(f)
	a.liveOut = lv.out
	if a.st.Rounds == 1 {
		a.st.MaxLive = MaxLive(f, lv, func(v mir.Reg) bool { return f.ClassOf(v) == mir.GPR })
		a.maxLiveDue = false
	}
	a.cons = NewConstraints(NewNumbering(f, nil), a.t, a.opts)
	// Of the liveness only the live-out sets are kept beyond the build
	// (for Respill; the live-in sets are garbage while the graph's rows
	// are made, issue 16); the output makes it again for the slots.
	g, err := BuildTiedGraph(f, lv, GraphOptions{Nodes: a.isNode, Constraints: a.cons, Depth: a.depth})
	a.g = g
	return err
}

// Rebuild is Build after Coalesce merged nodes and renameCode renamed
// the code: the graph of the renamed code is derived from the merged one
// (Graph.Renamed: the same graph, without the build's walk) when exact
// (Graph.RenameExact of the code before the renaming) says it may be and
// Renamed can, else built. In the first round the statistics' MaxLive is
// that of the code the round's last graph describes, as Build sets it:
// BuildCoalesce computes it once at the end (maxLiveDue).
func (a *colouring) Rebuild(exact bool) error {
	if !exact {
		return a.Build()
	}
	g, ok := a.g.Renamed(GraphOptions{Nodes: a.isNode, Constraints: a.cons, Depth: a.depth}, a.find)
	if !ok {
		return a.Build()
	}
	a.cost, a.memberAt, a.memberList = nil, nil, nil
	a.g = g
	a.maxLiveDue = a.st.Rounds == 1
	renameSets(a.liveOut, a.find)
	return a.check("Renamed", g)
}

// renameSets renames the registers of each sorted set by root, keeping
// it sorted and without repeats.
func renameSets(sets [][]mir.Reg, root func(mir.Reg) mir.Reg) {
	for i, s := range sets {
		changed := false
		for j, v := range s {
			if r := root(v); r != v {
				s[j], changed = r, true
			}
		}
		if changed {
			slices.Sort(s)
			sets[i] = slices.Compact(s)
		}
	}
}

// check hands a graph derived by the Graph method how and the kept
// liveness, with a built graph and liveness of the same code, to the
// package's tests (checkDerived), and keeps the derived ones.
func (a *colouring) check(how string, g *Graph) error {
	if checkDerived == nil {
		return nil
	}
	kept := a.liveOut
	if err := a.Build(); err != nil {
		return err
	}
	checkDerived(how, g, a.g, kept, a.liveOut)
	a.g, a.liveOut = g, kept
	return nil
}

// Respill is Build after SpillCode: the graph of the code with its spill
// code is derived from the graph before (Graph.AfterSpill, from the kept
// liveness without the values spilling took out of the code) where it
// can be, else built.
func (a *colouring) Respill() error {
	spilledIn := a.spilledIn
	a.spilledIn = nil
	if spilledIn == nil || a.liveOut == nil || a.g == nil {
		return a.Build()
	}
	f := a.w.F
	a.growRename()
	// The last round's structures are garbage from here on but for the
	// graph, which AfterSpill spends (the peak memory holds one graph
	// and the new one's rows).
	old, pinned := a.g, a.pinForbid
	a.cons, a.g, a.cost, a.memberAt, a.memberList, a.pin, a.pinForbid, a.colour = nil, nil, nil, nil, nil, nil, nil, nil
	a.cons = NewConstraints(NewNumbering(f, nil), a.t, a.opts)
	g, ok := old.AfterSpill(GraphOptions{Nodes: a.isNode, Constraints: a.cons, Depth: a.depth}, a.liveOut, spilledIn, a.w.SpillMade, pinned)
	if !ok {
		return a.Build()
	}
	a.g = g
	return a.check("AfterSpill", g)
}

// checkDerived, when set (by the package's tests), is given each graph
// Rebuild and Respill derive (how: the Graph method that derived it) and
// the liveness kept, with the graph and liveness Build makes of the same
// code.
var checkDerived func(how string, derived, built *Graph, kept, liveOut [][]mir.Reg)

// BuildCoalesce is the build-coalesce loop: Build, then Coalesce the
// ordinary copies until none is left; under the remat policy, then the
// splits conservatively, again until none is left (section 4.2.2: "In
// practice, we perform two rounds of coalescing"). Each Coalesce that
// changed something renames the code and builds again (Rebuild, which
// derives the graph from the merged one where that is the same graph),
// so the next one sees exact interference. Finally the copies with
// physical registers
// precolour what they can (CoalescePhys).
func (a *colouring) BuildCoalesce(phase func(string)) error {
	fresh := false // the graph is that of the code as it is
	if a.spilledIn != nil {
		if err := a.Respill(); err != nil {
			return err
		}
		phase("build")
		fresh = true
	}
	for _, conservative := range []bool{false, true} {
		if conservative && !a.pol.remat {
			break
		}
		for {
			if !fresh {
				if err := a.Build(); err != nil {
					return err
				}
				phase("build")
				fresh = true
			}
			n := a.Coalesce(conservative)
			phase("coalesce")
			if n == 0 {
				break
			}
			exact := a.g.RenameExact(a.find)
			a.renameCode()
			if err := a.Rebuild(exact); err != nil {
				return err
			}
			phase("build")
		}
	}
	if a.maxLiveDue {
		f := a.w.F
		a.st.MaxLive = MaxLive(f, ComputeLiveness(f), func(v mir.Reg) bool { return f.ClassOf(v) == mir.GPR })
		a.maxLiveDue = false
	}
	a.CoalescePhys()
	phase("coalesce")
	return nil
}

// movesByWeight lists the graph's moves in decreasing weight (innermost
// loops first, as section 6 advises), in code order among equals.
func (a *colouring) movesByWeight() []int {
	idx := make([]int, len(a.g.Moves))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return a.g.Moves[idx[i]].Weight > a.g.Moves[idx[j]].Weight })
	return idx
}

// isSplit reports whether move m is a split (Briggs' distinguished copy).
func (a *colouring) isSplit(m Move) bool {
	sp := a.split[m.Instr]
	if sp == nil {
		return false
	}
	for j, d := range m.Instr.Defs {
		if d == m.Dst && m.Instr.Uses[j] == m.Src {
			return sp[j]
		}
	}
	return false
}

// Coalesce removes the copies between two virtual live ranges that do not
// interfere: the ordinary copies (Chaitin's aggressive coalescing), or with
// conservative set the splits, only when the merged node has fewer than k
// neighbours of significant degree (Briggs' test, section 4.2.2). The two
// nodes must be able to share a register (their Forbid sets leave one).
// Nodes are merged in the graph (an approximation of the merged
// interference that lets one pass coalesce many copies) and their
// registers united for renameCode. It returns the number of copies
// coalesced.
func (a *colouring) Coalesce(conservative bool) int {
	g := a.g
	n := 0
	for _, i := range a.movesByWeight() {
		m := g.Moves[i]
		if !m.Dst.IsVirtual() || !m.Src.IsVirtual() || a.isSplit(m) != conservative {
			continue
		}
		u, v := g.Alias(m.Dst), g.Alias(m.Src)
		if u == v || g.Interferes(u, v) {
			continue
		}
		cl := a.w.F.ClassOf(u)
		if a.w.F.ClassOf(v) != cl || a.cons.Budget(cl)&^(g.Forbid(u)|g.Forbid(v)) == 0 {
			continue
		}
		if conservative && !a.briggsTest(u, v) {
			continue
		}
		// Merge renames the node it merges away in the rows of its
		// neighbours: merging the one with the shorter row keeps
		// coalescing near-linear (a chain of copies merged into its
		// newest copy renamed the chain's neighbours at every step,
		// quadratic: 31 s of chaitin's 32 s on bench_test.go's bigFunc of
		// 16,000 statements at 8 registers). Which of the two names the
		// merged node changes nothing else: the graph's node is the same
		// either way, and the code's names come from union.
		if len(g.Adj(u)) < len(g.Adj(v)) {
			u, v = v, u
		}
		g.Merge(u, v)
		a.union(m.Dst, m.Src)
		n++
	}
	return n
}

// kOf is the number of colours node v may take.
func (a *colouring) kOf(v mir.Reg) int {
	return (a.cons.Budget(a.w.F.ClassOf(v)) &^ a.g.Forbid(v)).Count()
}

// briggsTest is the conservative coalescing test: the node merging u and v
// would have fewer neighbours of significant degree (at least their k)
// than colours.
func (a *colouring) briggsTest(u, v mir.Reg) bool {
	g := a.g
	k := (a.cons.Budget(a.w.F.ClassOf(u)) &^ (g.Forbid(u) | g.Forbid(v))).Count()
	significant := 0
	// seen stamps the neighbours counted in this test (a map made per
	// test took a third of briggs' coalescing time).
	if len(a.seen) < g.N() {
		a.seen = make([]int32, g.N())
		a.stamp = 0
	}
	a.stamp++
	count := func(n mir.Reg) {
		i := vidx(n)
		if a.seen[i] == a.stamp || n == u || n == v {
			return
		}
		a.seen[i] = a.stamp
		d := g.Degree(n)
		if g.Interferes(n, u) && g.Interferes(n, v) {
			d-- // it loses one of the two
		}
		if d >= a.kOf(n) {
			significant++
		}
	}
	g.Neighbors(u, count)
	g.Neighbors(v, count)
	return significant < k
}

// renameCode renames every register of w.F to the root of its coalesced
// live range.
func (a *colouring) renameCode() {
	for _, b := range a.w.F.Blocks {
		for _, x := range b.Instrs {
			for k, d := range x.Defs {
				x.Defs[k] = a.find(d)
			}
			for k, u := range x.Uses {
				x.Uses[k] = a.find(u)
			}
		}
	}
}

// CoalescePhys coalesces copies between a node and a physical register:
// the node is precoloured with the register when the register is in the
// budget, the node does not interfere with it (it is not in its Forbid)
// and no neighbour is precoloured with it; its neighbours then forbid it.
// Precolouring is decided anew in each round, except for the live ranges
// Select found in the way of a temporary (noPin).
func (a *colouring) CoalescePhys() {
	g := a.g
	a.pin = make([]mir.Reg, g.N())
	a.pinForbid = make([]mir.RegSet, g.N())
	for _, i := range a.movesByWeight() {
		m := g.Moves[i]
		x, p := m.Dst, m.Src
		if x.IsPhys() {
			x, p = p, x
		}
		if !x.IsVirtual() || !p.IsPhys() {
			continue
		}
		v := g.Alias(x)
		if a.pin[vidx(v)] != 0 || a.noPin[x] || a.noPin[v] || !a.cons.Budget(a.w.F.ClassOf(v)).Has(p) || g.Forbid(v).Has(p) {
			continue
		}
		taken := false
		g.Neighbors(v, func(n mir.Reg) { taken = taken || a.pin[vidx(n)] == p })
		if taken {
			continue
		}
		a.pin[vidx(v)] = p
		g.Neighbors(v, func(n mir.Reg) {
			if !g.Forbid(n).Has(p) {
				a.pinForbid[vidx(n)] = a.pinForbid[vidx(n)].Add(p)
				g.AddEdge(n, p)
			}
		})
	}
}

// SpillCosts computes Chaitin's spill cost of every node: the sum over its
// members (the registers merged into it by MergeTied) that may be spilled
// (Work.SpillCosts: +Inf for the temporaries of spill code, RematCost per
// use for never-killed values); +Inf when none may. A member whose uses
// all follow its only definition at once (shortRanges) may not be
// spilled either: spilling it would free no register.
func (a *colouring) SpillCosts() {
	g := a.g
	c := a.w.SpillCosts(a.depth)
	for i, short := range a.shortRanges() {
		if short {
			c[i] = math.Inf(1)
		}
	}
	a.cost = make([]float64, g.N())
	for i := range a.cost {
		a.cost[i] = math.Inf(1)
	}
	rep := func(i int) int {
		if v := vreg(i); g.IsNode(v) {
			return vidx(g.Alias(v))
		}
		return -1
	}
	a.memberAt, a.memberList = groupBy(g.N(), g.N(), rep, vreg)
	for i := 0; i < g.N(); i++ {
		r := rep(i)
		if r < 0 {
			continue
		}
		if !math.IsInf(c[i], 1) {
			if math.IsInf(a.cost[r], 1) {
				a.cost[r] = 0
			}
			a.cost[r] += c[i]
		}
	}
}

// membersOf lists the members of node v (SpillCosts), in increasing order.
func (a *colouring) membersOf(v mir.Reg) []mir.Reg {
	i := vidx(v)
	return a.memberList[a.memberAt[i]:a.memberAt[i+1]]
}

// shortRanges marks the registers of w.F whose only definition is
// followed by all their uses in the very next instruction: spilling them
// frees no register anywhere (Chaitin: such live ranges get an infinite
// spill cost).
func (a *colouring) shortRanges() []bool {
	f := a.w.F
	n := len(f.Classes)
	defs := make([]int32, n)
	short := make([]bool, n)
	for _, b := range f.Blocks {
		for i, x := range b.Instrs {
			for _, d := range x.Defs {
				if !d.IsVirtual() {
					continue
				}
				defs[vidx(d)]++
				short[vidx(d)] = i+1 < len(b.Instrs)
				if short[vidx(d)] {
					found := false
					for _, u := range b.Instrs[i+1].Uses {
						found = found || u == d
					}
					short[vidx(d)] = found
				}
			}
		}
	}
	// Every use must be in the instruction after the definition.
	for _, b := range f.Blocks {
		for i, x := range b.Instrs {
			for _, u := range x.Uses {
				if !u.IsVirtual() || !short[vidx(u)] {
					continue
				}
				if i == 0 || !defines(b.Instrs[i-1], u) {
					short[vidx(u)] = false
				}
			}
		}
	}
	for i := range short {
		short[i] = short[i] && defs[i] == 1
	}
	return short
}

func defines(x *mir.Instr, r mir.Reg) bool {
	for _, d := range x.Defs {
		if d == r {
			return true
		}
	}
	return false
}

// spillCandidates is a min-heap of nodes by Chaitin's metric, cost over
// current degree. Degrees only fall, so keys only rise: an entry whose
// key is stale is pushed again with its current key when it reaches the
// top (a lazy heap).
type spillCandidates struct {
	nodes []mir.Reg
	keys  []float64
}

func (h *spillCandidates) Len() int { return len(h.nodes) }
func (h *spillCandidates) Less(i, j int) bool {
	return h.keys[i] < h.keys[j] || h.keys[i] == h.keys[j] && h.nodes[i] < h.nodes[j]
}
func (h *spillCandidates) Swap(i, j int) {
	h.nodes[i], h.nodes[j] = h.nodes[j], h.nodes[i]
	h.keys[i], h.keys[j] = h.keys[j], h.keys[i]
}
func (h *spillCandidates) Push(x interface{}) {
	e := x.(candidate)
	h.nodes = append(h.nodes, e.v)
	h.keys = append(h.keys, e.key)
}
func (h *spillCandidates) Pop() interface{} {
	n := len(h.nodes) - 1
	e := candidate{h.nodes[n], h.keys[n]}
	h.nodes, h.keys = h.nodes[:n], h.keys[:n]
	return e
}

type candidate struct {
	v   mir.Reg
	key float64
}

// Simplify orders the nodes for Select: it removes a node of degree < k
// (its k: the colours its Forbid set leaves) while there is one, lowering
// its neighbours' degrees, and pushes it. When every node left has degree
// >= k, it removes the node of least cost/degree: Chaitin marks it for
// spilling; the optimistic policy pushes it like the others. A node no
// spill may choose (a temporary of spill code) is pushed under either
// policy. Precoloured nodes are not in the graph it simplifies. Under the
// remat policy, nodes without partners are removed first (section 6), so
// that nodes with partners are coloured first. The cost is O(E) plus
// O(log n) per spill candidate taken or found stale.
func (a *colouring) Simplify() (stack, spill []mir.Reg) {
	g := a.g
	n := g.N()
	deg := make([]int32, n)
	k := make([]int32, n)
	removed := make([]bool, n)
	partnered := a.partnered()
	var low, lowPartnered []mir.Reg
	simplified := func(i int) bool { v := vreg(i); return g.IsNode(v) && g.Alias(v) == v && a.pin[i] == 0 }
	count := 0
	for i := 0; i < n; i++ {
		if simplified(i) {
			count++
		}
	}
	nodes := make([]mir.Reg, 0, count)
	for i := 0; i < n; i++ {
		v := vreg(i)
		if !simplified(i) {
			continue
		}
		nodes = append(nodes, v)
		k[i] = int32(a.kOf(v))
		g.Neighbors(v, func(t mir.Reg) {
			if a.pin[vidx(t)] == 0 {
				deg[i]++
			}
		})
	}
	pushLow := func(v mir.Reg) {
		if partnered != nil && partnered[vidx(v)] {
			lowPartnered = append(lowPartnered, v)
		} else {
			low = append(low, v)
		}
	}
	for _, v := range nodes {
		if deg[vidx(v)] < k[vidx(v)] {
			pushLow(v)
		}
	}
	key := func(v mir.Reg) float64 {
		return a.cost[vidx(v)] / float64(maxInt(int(deg[vidx(v)]), 1))
	}
	h := &spillCandidates{nodes: make([]mir.Reg, 0, count), keys: make([]float64, 0, count)}
	stack = make([]mir.Reg, 0, count)
	for _, v := range nodes {
		h.nodes = append(h.nodes, v)
		h.keys = append(h.keys, key(v))
	}
	heap.Init(h)
	remove := func(v mir.Reg) {
		removed[vidx(v)] = true
		g.Neighbors(v, func(t mir.Reg) {
			i := vidx(t)
			if removed[i] || a.pin[i] != 0 {
				return
			}
			deg[i]--
			if deg[i] == k[i]-1 {
				pushLow(t)
			}
		})
	}
	for left := len(nodes); left > 0; left-- {
		var v mir.Reg
		switch {
		case len(low) > 0:
			v, low = low[len(low)-1], low[:len(low)-1]
		case len(lowPartnered) > 0:
			v, lowPartnered = lowPartnered[len(lowPartnered)-1], lowPartnered[:len(lowPartnered)-1]
		default:
			v = a.SpillCandidate(h, removed, key)
			if !a.pol.optimistic && !math.IsInf(a.cost[vidx(v)], 1) {
				remove(v)
				spill = append(spill, v)
				continue
			}
		}
		remove(v)
		stack = append(stack, v)
	}
	return stack, spill
}

// SpillCandidate takes from h the node left in the graph with the least
// cost/current degree (Chaitin's metric).
func (a *colouring) SpillCandidate(h *spillCandidates, removed []bool, key func(mir.Reg) float64) mir.Reg {
	for {
		e := heap.Pop(h).(candidate)
		if removed[vidx(e.v)] {
			continue
		}
		if cur := key(e.v); cur > e.key {
			heap.Push(h, candidate{e.v, cur})
			continue
		}
		return e.v
	}
}

// partnered marks the nodes that are an end of a split (nil without the
// remat policy).
func (a *colouring) partnered() []bool {
	if !a.pol.remat {
		return nil
	}
	p := make([]bool, a.g.N())
	for _, m := range a.g.Moves {
		if m.Dst.IsVirtual() && m.Src.IsVirtual() && a.isSplit(m) {
			p[vidx(a.g.Alias(m.Dst))] = true
			p[vidx(a.g.Alias(m.Src))] = true
		}
	}
	return p
}

// Select pops the nodes and gives each a colour its neighbours and its
// Forbid set leave (pickColour chooses among them); precoloured nodes have
// theirs. A node left without a colour is returned for spilling. A
// temporary of spill code left without one cannot be spilled: if a
// neighbour precoloured by CoalescePhys holds a register it could take,
// that neighbour is not precoloured again (it becomes an ordinary node,
// which Simplify may spill) and again is set; else the cheapest spillable
// neighbour holding such a register is spilled instead; if there is none,
// the budget is below what an instruction needs (BudgetError).
func (a *colouring) Select(stack []mir.Reg) (spill []mir.Reg, again bool, err error) {
	g := a.g
	a.colour = make([]mir.Reg, g.N())
	copy(a.colour, a.pin)
	var stuck []mir.Reg
	for i := len(stack) - 1; i >= 0; i-- {
		v := stack[i]
		avail := a.cons.Budget(a.w.F.ClassOf(v)) &^ g.Forbid(v)
		g.Neighbors(v, func(t mir.Reg) { avail = avail.Remove(a.colour[vidx(t)]) })
		if avail == 0 {
			if math.IsInf(a.cost[vidx(v)], 1) {
				stuck = append(stuck, v)
			} else {
				spill = append(spill, v)
			}
			continue
		}
		a.colour[vidx(v)] = a.pickColour(v, avail)
	}
	chosen := map[mir.Reg]bool{}
	for _, v := range spill {
		chosen[v] = true
	}
	for _, u := range stuck {
		// The registers u could take but for its neighbours' colours
		// (precolouring forbade a neighbour's pin to u as well).
		allowed := a.cons.Budget(a.w.F.ClassOf(u)) &^ (g.Forbid(u) &^ a.pinForbid[vidx(u)])
		var pinned mir.Reg
		best := mir.NoReg
		g.Neighbors(u, func(t mir.Reg) {
			c := a.colour[vidx(t)]
			switch {
			case c == 0 || !allowed.Has(c):
			case a.pin[vidx(t)] != 0:
				if pinned == 0 {
					pinned = t
				}
			case !math.IsInf(a.cost[vidx(t)], 1) && (best == mir.NoReg || a.cost[vidx(t)] < a.cost[vidx(best)]):
				best = t
			}
		})
		switch {
		case pinned != 0:
			for _, r := range a.membersOf(pinned) {
				a.noPin[r] = true
			}
			again = true
		case best != mir.NoReg:
			if !chosen[best] {
				chosen[best] = true
				spill = append(spill, best)
			}
		default:
			err := a.budgetError(u)
			for _, r := range a.membersOf(u) {
				if x := a.defOf(r); x != nil && a.w.Why(x) == "remat" {
					return nil, false, &rematStuck{v: a.w.Origin(x).Defs[0], err: err}
				}
			}
			return nil, false, err
		}
	}
	return spill, again, nil
}

// pickColour chooses v's colour from avail: under the remat policy a
// partner's colour or one a partner can still take (biased colouring with
// limited lookahead, section 4.2.3), else the first in allocation order.
func (a *colouring) pickColour(v mir.Reg, avail mir.RegSet) mir.Reg {
	if a.pol.remat {
		if c := a.biasedColour(v, avail); c != 0 {
			return c
		}
	}
	return firstIn(a.cons.Order(a.w.F.ClassOf(v)), avail)
}

// SpillCode spills the members of the nodes in spill that may be spilled
// (Work.Spill: slots, stores and loads; values tagged never-killed are
// rematerialized instead).
func (a *colouring) SpillCode(spill []mir.Reg) error {
	var vs []mir.Reg
	for _, v := range spill {
		for _, r := range a.membersOf(v) {
			if !a.w.Unspillable(r) {
				vs = append(vs, r)
			}
		}
	}
	sort.Slice(vs, func(i, j int) bool { return vs[i] < vs[j] })
	a.st.Spilled += len(vs)
	if err := a.w.Spill(a.t, vs); err != nil {
		return err
	}
	// The values rematerialized are no longer in the code: out of the
	// kept liveness. Those in memory stay in it, with their copies.
	for i, s := range a.liveOut {
		a.liveOut[i] = slices.DeleteFunc(s, a.w.Rematerialized)
	}
	a.spilledIn = a.w.SpilledIn()
	return nil
}

// defOf is the instruction of w.F that defines r (the first), or nil.
func (a *colouring) defOf(r mir.Reg) *mir.Instr {
	for _, b := range a.w.F.Blocks {
		for _, x := range b.Instrs {
			for _, d := range x.Defs {
				if d == r {
					return x
				}
			}
		}
	}
	return nil
}

// budgetError reports that node u, a temporary of spill code, finds no
// register at an instruction that reads or writes it (the program's own
// instruction if there is one, else the allocator's).
func (a *colouring) budgetError(u mir.Reg) error {
	members := map[mir.Reg]bool{}
	for _, r := range a.membersOf(u) {
		members[r] = true
	}
	var at *mir.Instr
	var v mir.Reg
	for _, b := range a.w.F.Blocks {
		for _, x := range b.Instrs {
			for _, r := range append(append([]mir.Reg(nil), x.Defs...), x.Uses...) {
				if !members[r] || at != nil && a.w.Made(x) {
					continue
				}
				at, v = x, r
				if o := a.w.Origin(x); o != nil && !a.w.Made(x) {
					return BudgetError(a.w.F, a.t, r, o, a.cons.K(a.w.F.ClassOf(u)))
				}
			}
		}
	}
	if at == nil {
		return &AllocError{Func: a.in.Name, Msg: fmt.Sprintf("no %s register left for %s", a.w.F.ClassOf(u), mir.FormatReg(a.t, u))}
	}
	return BudgetError(a.w.F, a.t, v, at, a.cons.K(a.w.F.ClassOf(u)))
}

// output builds the allocation: every register of w.F takes the location
// of its live range (its slot, or its node's colour), slots are shared,
// and Work.Output does the rest.
func (a *colouring) output() *mir.Func {
	f := a.w.F
	a.growRename()
	loc := make([]mir.Loc, len(f.Classes))
	for i := range loc {
		r := a.find(vreg(i))
		switch s, inMem := a.w.SlotOf(r); {
		case inMem:
			loc[i] = mir.SlotLoc(s)
		case a.g.IsNode(r):
			loc[i] = mir.RegLoc(a.colour[vidx(a.g.Alias(r))])
		}
	}
	// The round's graph and tables are done with: let them go before
	// ShareSlots builds the graph of the slots (a large function's two
	// graphs are not kept at once); the liveness, of the code as the last
	// Build saw it, is made again for the values in slots only
	// (slotLiveness).
	a.g, a.cons, a.cost, a.memberAt, a.memberList, a.pin, a.pinForbid, a.colour = nil, nil, nil, nil, nil, nil, nil, nil
	if !a.opts.NoSlotSharing && len(f.Slots) > 1 {
		ShareSlots(f, slotLiveness(f, loc), loc)
	}
	return a.w.Output(a.t, loc, 0, a.st)
}
