package regalloc

import (
	"fmt"
	"slices"
	"sort"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/mir"
)

// MatrixLimit is the largest number of virtual registers for which a Graph
// keeps a bit matrix beside its adjacency lists (a triangular matrix of
// MatrixLimit² / 2 bits is 1 MiB); larger graphs answer Interferes by
// binary search in the sorted lists.
const MatrixLimit = 4096

// recentBits is the log2 of the number of recent pairs BuildGraph keeps
// to skip repeats (a 512 KB table); variable so that tests can make
// pairs collide.
var recentBits = 16

// matrixLimit is MatrixLimit, variable so that tests can build large-graph
// representations of small functions.
var matrixLimit = MatrixLimit

// GraphOptions choose what BuildGraph builds.
type GraphOptions struct {
	// Nodes says which virtual registers are nodes; nil means all. A value
	// that lives in a spill slot for its whole range is usually left out.
	Nodes func(v mir.Reg) bool
	// LiveOnly builds the plain relation "one is live at a definition of
	// the other" (Pereira's Lemma 1 for strict programs): no move rule, no
	// early-clobber edges, edges between classes too, no precoloured sets.
	// Slot sharing and PhiMemCoalesce use it; allocators do not. Such a
	// graph lists no moves (Moves and MoveList are empty) and is not for
	// Merge.
	LiveOnly bool
	// NoMoveRule makes a copy's destination interfere with its source
	// when the source stays live: the plain "live at a definition"
	// relation, whose graph is chordal for strict SSA code (with the move
	// rule it need not be), as colouring in a perfect elimination order
	// requires. Moves are still listed.
	NoMoveRule bool
	// Constraints gives the precoloured interference (Forbid, from
	// Constraints.Forbidden); nil leaves Forbid empty. Ignored with
	// LiveOnly.
	Constraints *Constraints
	// Depth gives each block's loop depth (by block ID) for the weights of
	// moves (10^depth); nil gives every move weight 1.
	Depth []int
}

// Move is a copy between two registers, a candidate for coalescing:
// Dst := Src, where at least one is a virtual node and the other is a
// virtual node or a physical register. Each pair of a parallel copy is a
// Move.
type Move struct {
	Dst, Src mir.Reg
	Instr    *mir.Instr
	Block    *mir.Block
	// Weight is 10^(loop depth of Block), capped at depth 30.
	Weight float64
}

// Graph is an interference graph over the virtual registers of a function
// (nodes are named by their registers; only GraphOptions.Nodes are nodes).
//
// Two nodes interfere when one is live where the other is defined, with the
// move rule: a copy's destination does not interfere with its source (for
// a parallel copy, each destination with its own source only). All defs of
// one instruction interfere with one another, and the defs of an
// early-clobber instruction with its uses. Phi destinations are defined
// together at the start of their block, where the block's live-in values
// are live. Edges join values of the same class only. Physical registers
// are precoloured nodes kept as a register set per node (Forbid): the
// registers held by fixed operands or clobbered (call clobbers are
// interference with the caller-saved registers) while the node is live,
// and the operand restrictions of Constraints.Forbidden.
//
// Functions need not be in SSA form. Adjacency is a sorted list per node,
// plus a triangular bit matrix when the function has at most MatrixLimit
// virtual registers. Building visits each definition with the values live
// after it, so it takes time linear in that sum (the number of edges, in
// SSA code) plus the instructions; the lists are sorted by a counting pass,
// not by comparison sorts.
//
// Coalescing allocators merge nodes with Merge (a union-find alias layer:
// Alias gives a node's representative); all queries work on
// representatives.
type Graph struct {
	f        *mir.Func
	node     []bool
	adj      [][]mir.Reg
	merged   []int32 // per row: the merged nodes it still lists
	matrix   []uint64
	deg      []int32
	alias    []int32
	forbid   []mir.RegSet
	moveList [][]int32
	gained   []mir.Reg // Merge's scratch: the neighbours u gains
	// Moves are the function's copies between nodes, or between a node and
	// a physical register, in instruction order.
	Moves []Move
}

// BuildGraph builds the interference graph of f from its liveness lv.
func BuildGraph(f *mir.Func, lv *Liveness, opts GraphOptions) *Graph {
	g, _ := buildGraph(f, lv, opts, nil)
	return g
}

// BuildTiedGraph is BuildGraph followed by MergeTied, in one build: the
// graph, its representatives, degrees, forbidden sets and move lists are
// those MergeTied leaves, but each pair is found between the tied
// classes' representatives, so that a pair met again through another
// member of a class is a repeat the build drops (see recent), and no row
// is grown and renamed by a merge (issue 16: on x86-64 most arithmetic
// is two-address). If two tied operands interfere, the error is
// MergeTied's.
func BuildTiedGraph(f *mir.Func, lv *Liveness, opts GraphOptions) (*Graph, error) {
	if opts.LiveOnly {
		panic("regalloc: BuildTiedGraph of a LiveOnly graph")
	}
	tied := newTiedClasses(f, opts.Nodes)
	if g, ok := buildGraph(f, lv, opts, tied); ok {
		return g, nil
	}
	// Two members of a class interfere: MergeTied names the instruction.
	// The liveness is made again rather than kept for this error: lv
	// read after the build would keep it from being garbage while the
	// rows are built (see buildGraph).
	g := BuildGraph(f, ComputeLiveness(f), opts)
	if err := g.MergeTied(); err != nil {
		return nil, err
	}
	panic("regalloc: tied operands interfere, but MergeTied merged them")
}

// tiedClasses are the classes MergeTied makes: each register's
// representative, and the merges in MergeTied's order (representative
// first), for the move lists.
type tiedClasses struct {
	rep    []int32
	merges [][2]int32
}

// newTiedClasses replays MergeTied's merges on a union-find: the tied
// operands of each two-address instruction in code order, the class of
// the use joining that of the definition, whose representative it keeps.
func newTiedClasses(f *mir.Func, nodes func(mir.Reg) bool) *tiedClasses {
	t := &tiedClasses{rep: make([]int32, len(f.Classes))}
	for i := range t.rep {
		t.rep[i] = int32(i)
	}
	isNode := func(r mir.Reg) bool { return r.IsVirtual() && (nodes == nil || nodes(r)) }
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			d, u, ok := in.TiedPair()
			if !ok || !isNode(d) || !isNode(u) {
				continue
			}
			rd, ru := t.find(int32(vidx(d))), t.find(int32(vidx(u)))
			if rd != ru {
				t.rep[ru] = rd
				t.merges = append(t.merges, [2]int32{rd, ru})
			}
		}
	}
	return t
}

func (t *tiedClasses) find(i int32) int32 {
	for t.rep[i] != i {
		t.rep[i] = t.rep[t.rep[i]]
		i = t.rep[i]
	}
	return i
}

// buildGraph builds the graph; with tied classes, between their
// representatives, and it reports false (and no graph) when two members
// of one class interfere.
func buildGraph(f *mir.Func, lv *Liveness, opts GraphOptions, tied *tiedClasses) (*Graph, bool) {
	n := len(f.Classes)
	g := &Graph{f: f, node: make([]bool, n), adj: make([][]mir.Reg, n), deg: make([]int32, n),
		alias: make([]int32, n)}
	if !opts.LiveOnly {
		g.moveList = make([][]int32, n)
	}
	for i := range g.node {
		g.node[i] = opts.Nodes == nil || opts.Nodes(vreg(i))
		g.alias[i] = int32(i)
	}
	if tied != nil {
		for i := range tied.rep {
			g.alias[i] = tied.find(int32(i))
		}
	}
	if n <= matrixLimit {
		g.matrix = make([]uint64, (n*(n-1)/2+63)/64)
	}
	pf := newPairFinder(g, opts, tied != nil)
	for _, b := range f.Blocks {
		pf.block(b, lv.Out(b), lv.In(b))
	}
	// lv is not read after this: the forbidden sets are made before the
	// rows, so that a liveness made for this graph alone is garbage while
	// the rows are built (issue 16: PhiMemCoalesce's build was the SSA
	// allocator's largest live heap).
	switch {
	case opts.LiveOnly:
		// Forbid stays empty (nil: Forbid gives the empty set).
	case opts.Constraints != nil:
		g.forbid = opts.Constraints.Forbidden(lv)
		for i := range g.forbid {
			if !g.node[i] {
				g.forbid[i] = 0
			}
		}
	default:
		g.forbid = make([]mir.RegSet, n)
	}
	if pf.clash {
		return nil, false
	}
	if tied != nil && g.forbid != nil {
		for i, r := range g.alias {
			if r != int32(i) {
				g.forbid[r] |= g.forbid[i]
			}
		}
	}
	g.buildRows(&pf.pairs)
	if !opts.LiveOnly {
		g.findMoves(opts.Depth, 0)
	}
	if tied != nil {
		for _, m := range tied.merges {
			g.moveList[m[0]] = append(g.moveList[m[0]], g.moveList[m[1]]...)
		}
	}
	return g, true
}

// pairFinder finds the interference pairs of a graph being made, a
// block at a time (buildGraph walks every block, AfterSpill those that
// spill code changed): each definition with the values live after it.
type pairFinder struct {
	g     *Graph
	opts  GraphOptions
	tied  bool   // pairs are between the graph's aliases (tied classes)
	pairs chunks // edges found, possibly more than once without a matrix
	// Without a matrix, recent holds the pairs added last, one per slot
	// of a hash of the pair (plus one: 0 is an empty slot); a pair found
	// again while it is there is not listed again. A node defined again
	// and again meets the same live values each time (an accumulator in
	// straight-line code, a coalesced or tied class): on bigfunc's graphs
	// two thirds of the pairs found were repeats, each one written to the
	// rows twice and taken out again.
	recent  []uint64
	clash   bool // two members of a tied class interfere
	live    *LiveSet
	phiDefs []mir.Reg
	// made, when set (AfterSpill), says which instructions are new: at
	// the others, the pairs of two registers numbered below newRegs are
	// not looked for (they are the old graph's).
	made    func(*mir.Instr) bool
	newRegs int
}

func newPairFinder(g *Graph, opts GraphOptions, tied bool) *pairFinder {
	p := &pairFinder{g: g, opts: opts, tied: tied, live: NewLiveSet(len(g.node))}
	if g.matrix == nil {
		p.recent = make([]uint64, 1<<recentBits)
	}
	return p
}

// add records that u and v interfere.
func (p *pairFinder) add(u, v mir.Reg) {
	g := p.g
	if u == v || !g.node[vidx(u)] || !g.node[vidx(v)] {
		return
	}
	if !p.opts.LiveOnly && g.f.ClassOf(u) != g.f.ClassOf(v) {
		return
	}
	if p.tied {
		u, v = vreg(int(g.alias[vidx(u)])), vreg(int(g.alias[vidx(v)]))
		if u == v {
			p.clash = true
			return
		}
	}
	iu, iv := int32(vidx(u)), int32(vidx(v))
	if g.matrix != nil {
		if g.bit(u, v) {
			return
		}
		g.setBit(u, v)
	} else {
		if iu > iv {
			iu, iv = iv, iu
		}
		key := uint64(iu)<<32 | uint64(iv)
		slot := &p.recent[(key*0x9e3779b97f4a7c15)>>(64-recentBits)]
		if *slot == key+1 {
			return
		}
		*slot = key + 1
	}
	p.pairs.add(iu, iv)
}

// block finds the pairs of b, whose live values at its end are out and at
// its start in (read for phis only).
func (p *pairFinder) block(b *mir.Block, out, in []mir.Reg) {
	g, opts, live := p.g, p.opts, p.live
	p.phiDefs = p.phiDefs[:0]
	live.Reset(out)
	for i := len(b.Instrs) - 1; i >= 0; i-- {
		x := b.Instrs[i]
		if x.Op == mir.OpPhi {
			if d := x.Defs[0]; d.IsVirtual() {
				p.phiDefs = append(p.phiDefs, d)
			}
			live.StepBack(x)
			continue
		}
		copyPairs := !opts.LiveOnly && !opts.NoMoveRule && x.Op == mir.OpCopy && len(x.Defs) == len(x.Uses)
		old := p.made != nil && !p.made(x)
		for j, d := range x.Defs {
			if !d.IsVirtual() || !g.node[vidx(d)] {
				continue
			}
			src := mir.NoReg
			if copyPairs {
				src = x.Uses[j]
			}
			if old && vidx(d) < p.newRegs {
				for _, v := range live.Regs() {
					if v != src && vidx(v) >= p.newRegs {
						p.add(d, v)
					}
				}
			} else {
				for _, v := range live.Regs() {
					if v != src {
						p.add(d, v)
					}
				}
			}
			for _, e := range x.Defs[:j] {
				if e.IsVirtual() {
					p.add(d, e)
				}
			}
			if x.EarlyClobber && !opts.LiveOnly {
				for k, u := range x.Uses {
					if u.IsVirtual() && !(j == 0 && k == int(x.Tied)) {
						p.add(d, u)
					}
				}
			}
		}
		live.StepBack(x)
	}
	for i, d := range p.phiDefs {
		for _, v := range in {
			p.add(d, v)
		}
		for _, e := range p.phiDefs[:i] {
			p.add(d, e)
		}
	}
}

// RenameExact reports whether renaming the code of g's function by root
// (the register each of g's registers becomes: the root of its coalesced
// live range, after Merge joined their nodes in g) leaves g's merged rows
// the rows of the renamed code, so that Renamed may derive its graph. Call
// it before the code is renamed.
//
// Renaming registers whose nodes do not interfere leaves the liveness of
// the code the old liveness renamed (a value live at a point is still
// live there, under its new name, and no other is). So each pair found at
// a definition is the old pair renamed, the forbidden sets are the unions
// Merge made, and g's merged rows are the new rows, but for the move
// rule: a copy d := s exempts s alone from interfering with d, and
// renamed it exempts every register renamed like s. A pair (d, l) found
// at such a copy, with l renamed like s and live after it (and not
// defined by the copy too: the definitions of one instruction interfere),
// may not be in the built graph. In strict code (a definition reaches
// every use on every path, as in Deconstruct's output) two registers
// live at one point without interfering hold one value, one a copy of
// the other. So only
// copies d := s whose ends are in interfering nodes and whose source is
// an end of another copy with both ends renamed alike can lose a pair (a
// register that d's own copy joins with s is defined with d); when
// there are such copies, the liveness of the registers renamed like
// their sources tells whether one is live after one of them (then false).
func (g *Graph) RenameExact(root func(mir.Reg) mir.Reg) bool {
	f := g.f
	n := len(f.Classes)
	// twinAt is, for each register, the copy that joins it with a register
	// renamed alike, and twinElse says another copy does too: a register
	// copied by x itself is defined by x, with d.
	twinAt := make([]*mir.Instr, n)
	twinElse := make([]bool, n)
	for _, m := range g.Moves {
		if m.Dst.IsVirtual() && m.Src.IsVirtual() && m.Dst != m.Src && root(m.Dst) == root(m.Src) {
			for _, r := range []mir.Reg{m.Dst, m.Src} {
				switch i := vidx(r); {
				case twinAt[i] == nil:
					twinAt[i] = m.Instr
				case twinAt[i] != m.Instr:
					twinElse[i] = true
				}
			}
		}
	}
	twin := func(s mir.Reg, x *mir.Instr) bool {
		i := vidx(s)
		return twinAt[i] != nil && (twinAt[i] != x || twinElse[i])
	}
	var suspect map[*mir.Instr]bool
	var class []bool // by root: the live ranges of the suspects' sources
	for _, m := range g.Moves {
		if m.Dst.IsVirtual() && m.Src.IsVirtual() && twin(m.Src, m.Instr) && root(m.Dst) != root(m.Src) && g.Interferes(m.Dst, m.Src) {
			if suspect == nil {
				suspect = map[*mir.Instr]bool{}
				class = make([]bool, n)
			}
			suspect[m.Instr] = true
			class[vidx(root(m.Src))] = true
		}
	}
	if suspect == nil {
		return true
	}
	// The liveness of the registers renamed like a suspect copy's source
	// is enough.
	keep := make([]bool, n)
	for i := range keep {
		if r := root(vreg(i)); r.IsVirtual() {
			keep[i] = class[vidx(r)]
		}
	}
	lv := computeLiveness(f, keep)
	live := NewLiveSet(lv.NumRegs())
	for _, b := range f.Blocks {
		has := false
		for _, in := range b.Instrs {
			has = has || suspect[in]
		}
		if !has {
			continue
		}
		live.Reset(lv.Out(b))
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			in := b.Instrs[i]
			if suspect[in] {
				for j, d := range in.Defs {
					s := in.Uses[j]
					if !d.IsVirtual() || !s.IsVirtual() || !g.node[vidx(d)] || !twin(s, in) || root(d) == root(s) {
						continue
					}
					for _, l := range live.Regs() {
						// Another definition of the copy interferes with
						// d whatever the move rule exempts.
						if l != s && g.node[vidx(l)] && root(l) == root(s) && !slices.Contains(in.Defs, l) {
							return false
						}
					}
				}
			}
			live.StepBack(in)
		}
	}
	return true
}

// Renamed derives, without liveness, the graph that BuildTiedGraph builds
// with opts for g's function once its code has been renamed by root, of
// which RenameExact said yes before the renaming (opts.Nodes are the
// nodes of the renamed code). It reports false when the new tied classes
// are not g's merged nodes, and on phis, LiveOnly and NoMoveRule graphs;
// the caller then builds. When it reports true, g is spent (its rows are
// the new graph's). The rows, moves and move lists are made as
// BuildTiedGraph makes them (the rows from g's merged rows by renameRows,
// the moves by findMoves over the renamed code), so that the result is
// equal to the built graph field for field, for every representative.
// Renamed takes time linear in the edges and the instructions; a build
// also computes liveness, walks each definition's live values and finds
// forbidden sets.
func (g *Graph) Renamed(opts GraphOptions, root func(mir.Reg) mir.Reg) (*Graph, bool) {
	f := g.f
	n := len(f.Classes)
	if opts.LiveOnly || opts.NoMoveRule || g.moveList == nil || n != len(g.node) {
		return nil, false
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == mir.OpPhi {
				return nil, false
			}
		}
	}
	tied := newTiedClasses(f, opts.Nodes)
	r := &Graph{f: f, node: make([]bool, n), adj: make([][]mir.Reg, n), deg: make([]int32, n),
		alias: make([]int32, n), moveList: make([][]int32, n), forbid: make([]mir.RegSet, n)}
	// to maps each of g's representatives to the new one of its node (+1;
	// 0: none seen), from the other way: the two partitions must agree.
	to := make([]int32, n)
	from := make([]int32, n)
	for i := range r.node {
		v := vreg(i)
		r.node[i] = opts.Nodes == nil || opts.Nodes(v)
		r.alias[i] = tied.find(int32(i))
		if g.node[i] {
			// Every old node's new name is a new node in its old node.
			if rt := root(v); !rt.IsVirtual() || !(opts.Nodes == nil || opts.Nodes(rt)) || g.Alias(rt) != g.Alias(v) {
				return nil, false
			}
		}
		if !r.node[i] {
			continue
		}
		if !g.node[i] {
			return nil, false
		}
		p, q := vidx(g.Alias(v)), r.alias[i]
		switch {
		case to[p] == 0 && from[q] == 0:
			to[p], from[q] = q+1, int32(p)+1
		case to[p] != q+1 || from[q] != int32(p)+1:
			return nil, false
		}
		if opts.Constraints != nil {
			r.forbid[i] = g.Forbid(v)
		}
	}
	if n <= matrixLimit {
		r.matrix = make([]uint64, (n*(n-1)/2+63)/64)
	}
	r.renameRows(g, to)
	r.findMoves(opts.Depth, len(g.Moves))
	for _, m := range tied.merges {
		r.moveList[m[0]] = append(r.moveList[m[0]], r.moveList[m[1]]...)
	}
	return r, true
}

// renameRows makes Renamed's rows from g's, in place (g's rows are g's no
// more): the row of g's representative p, without the registers merged
// into others and with each representative t renamed to[t]-1, is the row
// of to[p]-1. The renaming is one to one, so a row needs no
// deduplication, and it keeps most registers' names (a coalescing pass
// merges nodes; the new tied classes rename only the representatives
// whose tied partner became the root): a row is sorted again only when a
// renamed register broke its order. Copying the rows instead held two
// graphs' rows at once and was most of Renamed's allocation (issue 16).
func (r *Graph) renameRows(g *Graph, to []int32) {
	rep := func(i int) bool { return g.node[i] && g.alias[i] == int32(i) }
	for p := range g.node {
		if !rep(p) {
			continue
		}
		u := to[p] - 1
		row := g.adj[p]
		g.adj[p] = nil
		m := 0
		sorted := true
		for _, t := range row {
			it := vidx(t)
			if !rep(it) {
				continue
			}
			v := vreg(int(to[it] - 1))
			if r.matrix != nil && u < to[it]-1 {
				r.setBit(vreg(int(u)), v)
			}
			if m > 0 && row[m-1] > v {
				sorted = false
			}
			row[m] = v
			m++
		}
		row = row[:m:m]
		if !sorted {
			slices.Sort(row)
		}
		r.adj[u], r.deg[u] = row, int32(m)
	}
}

// AfterSpill derives the graph that BuildTiedGraph builds with opts for
// g's function once Work.Spill has put spill code into it, g being the
// graph of the code before (with opts.Constraints of the new code; pinned
// are, by register, the forbidden registers added to g by AddEdge since it
// was made, which the new graph does not have). out are the values live at
// the end of each block of the new code, spilledIn the blocks Spill
// changed (Work.SpilledIn) and made the instructions it made
// (Work.SpillMade). It reports false when the nodes of the new
// code that were g's registers are not g's nodes in g's tied classes, a
// new register is live into a block or joins an old class, and on phis,
// LiveOnly and NoMoveRule graphs; the caller then builds. g is spent
// either way (its moves are dropped and its rows reused).
//
// Spill takes the spilled values out of the code but for the copies that
// now store and load them (not nodes), and reads and writes them through
// new registers live within one block (temporaries): a value that stays
// keeps its live range, now and then one instruction longer (a
// rematerialization into a phi copy's destination). So the rows of the
// values that stay are g's without the spilled ones, plus what the
// changed blocks add, and their forbidden sets g's plus what the changed
// blocks forbid; the temporaries' pairs and forbidden registers are all
// in the changed blocks. Only those are walked, with the same walk as a
// build's (pairFinder, Constraints.forbidBlock), which at the
// instructions that were there before looks only for the pairs with a
// new register (the others are g's); the rows are g's filtered and
// merged with the new pairs (mergeRows) and the moves made by findMoves,
// as a build makes them, so that the result equals the built graph
// field for field, for every
// representative (regalloc's tests compare every graph derived so with
// a built one). After the first round of Chaitin's and Briggs' loops a
// round spills a few values: a build walked every block of the function
// for them (issue 16).
func (g *Graph) AfterSpill(opts GraphOptions, out [][]mir.Reg, spilledIn []bool, made func(*mir.Instr) bool, pinned []mir.RegSet) (*Graph, bool) {
	f := g.f
	n, old := len(f.Classes), len(g.node)
	if opts.LiveOnly || opts.NoMoveRule || opts.Constraints == nil || g.moveList == nil || g.forbid == nil ||
		n < old || len(out) != len(f.Blocks) || len(spilledIn) != len(f.Blocks) {
		return nil, false
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == mir.OpPhi {
				return nil, false
			}
		}
	}
	// g is spent: its moves now, its rows by mergeRows.
	moves := len(g.Moves)
	g.Moves, g.moveList, g.deg = nil, nil, nil
	tied := newTiedClasses(f, opts.Nodes)
	r := &Graph{f: f, node: make([]bool, n), adj: make([][]mir.Reg, n), deg: make([]int32, n),
		alias: make([]int32, n), moveList: make([][]int32, n), forbid: make([]mir.RegSet, n)}
	for i := range r.node {
		r.node[i] = opts.Nodes == nil || opts.Nodes(vreg(i))
		r.alias[i] = tied.find(int32(i))
		switch {
		case !r.node[i]:
		case i >= old:
			if r.alias[i] < int32(old) {
				return nil, false
			}
		case !g.node[i] || r.alias[i] != g.alias[i]:
			return nil, false
		default:
			r.forbid[i] = g.forbid[i]
			if i < len(pinned) {
				r.forbid[i] &^= pinned[i]
			}
		}
	}
	g.node, g.alias, g.forbid = nil, nil, nil // g's rows are all that is read from here on
	if n <= matrixLimit {
		r.matrix = make([]uint64, (n*(n-1)/2+63)/64)
	}
	pf := newPairFinder(r, opts, true)
	pf.made, pf.newRegs = made, old
	if r.matrix != nil {
		// The old pairs, so that the walk does not find them again.
		for p := 0; p < old; p++ {
			if r.node[p] && r.alias[p] == int32(p) {
				for _, t := range g.adj[p] {
					if it := vidx(t); it > p && r.node[it] {
						r.setBit(vreg(p), t)
					}
				}
			}
		}
	}
	c := opts.Constraints
	for _, b := range f.Blocks {
		if !spilledIn[b.ID] {
			continue
		}
		pf.block(b, out[b.ID], nil)
		for _, v := range pf.live.Regs() {
			if vidx(v) >= old {
				return nil, false
			}
		}
		c.forbidBlock(b, out[b.ID], pf.live, r.forbid)
	}
	if pf.clash {
		return nil, false
	}
	c.forbidTied(r.forbid)
	for i := range r.forbid {
		if !r.node[i] {
			r.forbid[i] = 0
		}
	}
	for i, a := range r.alias {
		if a != int32(i) {
			r.forbid[a] |= r.forbid[i]
		}
	}
	r.mergeRows(g, &pf.pairs)
	r.findMoves(opts.Depth, moves)
	for _, m := range tied.merges {
		r.moveList[m[0]] = append(r.moveList[m[0]], r.moveList[m[1]]...)
	}
	return r, true
}

// Snapshot is a copy of g, as it is now, for AfterSpill to derive the
// next round's graph from while g itself is coloured (merged, given
// edges to registers): the nodes are shared (no method changes them),
// the rows are copied into one array, the aliases and forbidden sets
// copied; the moves are shared (AfterSpill makes them again, and reads
// only their number).
func (g *Graph) Snapshot() *Graph {
	total := 0
	for _, row := range g.adj {
		total += len(row)
	}
	flat := make([]mir.Reg, 0, total)
	adj := make([][]mir.Reg, len(g.adj))
	for i, row := range g.adj {
		k := len(flat)
		flat = append(flat, row...)
		adj[i] = flat[k:len(flat):len(flat)]
	}
	return &Graph{f: g.f, node: g.node, adj: adj, alias: slices.Clone(g.alias), forbid: slices.Clone(g.forbid),
		moveList: [][]int32{}, Moves: g.Moves}
}

// mergeRows makes AfterSpill's rows: each representative's row in g
// without the registers that are no longer nodes (filtered in place: g's
// rows are g's no more), merged with its new pairs (sorted by sortRows;
// a pair may be in both), all into one new array, so that the arrays
// of g's rows and of the new pairs are garbage once it returns. Copying
// only the rows that gained a neighbour (session 52) left the other rows
// in the array of the build, which then stayed alive through every later
// round though most of it was rows of nodes since spilled: bigfunc's
// 16,000 statements with chaitin held 280 MB of live heap at the last
// round's select, 219 MB with every row copied. (Giving buildRows the
// old pairs with the new would hold two graphs' pairs at once.)
func (r *Graph) mergeRows(g *Graph, pairs *chunks) {
	n, old := len(r.adj), len(g.adj)
	addFlat, addOff, addDeg := sortRows(pairs, n)
	added := func(i int) []mir.Reg { return addFlat[addOff[i] : addOff[i]+addDeg[i] : addOff[i]+addDeg[i]] }
	keep := func(i int) bool { return i < old && r.node[i] && r.alias[i] == int32(i) }
	total := 0
	for i := 0; i < n; i++ {
		if !r.node[i] || r.alias[i] != int32(i) {
			continue
		}
		var a []mir.Reg
		if keep(i) {
			row := g.adj[i]
			m := 0
			for _, t := range row {
				if keep(vidx(t)) {
					row[m] = t
					m++
				}
			}
			a = row[:m:m]
		}
		r.adj[i] = a
		total += len(a) + int(addDeg[i])
	}
	flat := make([]mir.Reg, 0, total)
	for i := 0; i < n; i++ {
		a, b := r.adj[i], added(i)
		if !r.node[i] || r.alias[i] != int32(i) {
			r.deg[i] = int32(len(a))
			continue
		}
		start := len(flat)
		j, k := 0, 0
		for j < len(a) || k < len(b) {
			var v mir.Reg
			if k == len(b) || j < len(a) && a[j] <= b[k] {
				v = a[j]
				j++
			} else {
				v = b[k]
				k++
			}
			if len(flat) == start || flat[len(flat)-1] != v {
				flat = append(flat, v)
			}
		}
		r.adj[i] = flat[start:len(flat):len(flat)]
		r.deg[i] = int32(len(r.adj[i]))
	}
}

// buildRows makes the sorted, duplicate-free adjacency lists from the
// edges found, in linear time: the edges are distributed into unsorted
// rows by a counting pass, then listing, for each node u in increasing
// order, u in the rows of its neighbours gives every row sorted (the
// relation is symmetric), with duplicates adjacent.
func (g *Graph) buildRows(pairs *chunks) {
	flat, off, deg := sortRows(pairs, len(g.adj))
	for i := range g.adj {
		g.adj[i] = flat[off[i] : off[i]+deg[i] : off[i]+deg[i]]
		g.deg[i] = deg[i]
	}
}

// sortRows is buildRows' sort of the pairs into rows over n registers:
// row i is flat[off[i]:off[i]+deg[i]].
func sortRows(pairs *chunks, n int) (flat []mir.Reg, off, deg []int32) {
	// int32 offsets: 2^31 row entries would be 8 GB of rows, far beyond
	// any memory budget.
	off = make([]int32, n+1)
	pairs.each(func(u, v int32) {
		off[u+1]++
		off[v+1]++
	})
	for i := 0; i < n; i++ {
		off[i+1] += off[i]
	}
	rows := make([]int32, off[n])
	pos := append([]int32(nil), off[:n]...)
	pairs.each(func(u, v int32) {
		rows[pos[u]] = v
		pos[u]++
		rows[pos[v]] = u
		pos[v]++
	})
	// The pairs are in rows now: let them go before the final rows are
	// made (the build's peak memory is then two copies of the edges, not
	// three).
	*pairs = chunks{}
	flat = make([]mir.Reg, off[n])
	copy(pos, off[:n])
	for u := 0; u < n; u++ {
		for _, x := range rows[off[u]:off[u+1]] {
			flat[pos[x]] = vreg(u)
			pos[x]++
		}
	}
	deg = pos[:n] // pos is spent
	for i := 0; i < n; i++ {
		row := flat[off[i]:off[i+1]]
		m := 0
		for j, x := range row {
			if j == 0 || x != row[m-1] {
				row[m] = x
				m++
			}
		}
		deg[i] = int32(m)
	}
	return flat, off, deg
}

// findMoves lists the copies between nodes (or a node and a physical
// register of its class), hint of them expected (the moves of the graph a
// derived one replaces), and each node's moves in one array: a list per
// node grown move by move was a third of findMoves' time on a large
// function (issue 16).
func (g *Graph) findMoves(depth []int, hint int) {
	f := g.f
	g.Moves = make([]Move, 0, hint)
	for _, b := range f.Blocks {
		w := 1.0
		if depth != nil {
			w = Frequency(depth[b.ID])
		}
		for _, in := range b.Instrs {
			if in.Op != mir.OpCopy || len(in.Defs) != len(in.Uses) {
				continue
			}
			for j, d := range in.Defs {
				s := in.Uses[j]
				if d == s || !g.moveEnd(d) || !g.moveEnd(s) || !d.IsVirtual() && !s.IsVirtual() {
					continue
				}
				g.Moves = append(g.Moves, Move{Dst: d, Src: s, Instr: in, Block: b, Weight: w})
			}
		}
	}
	n := len(g.moveList)
	off := make([]int32, n+1)
	for _, m := range g.Moves {
		for _, r := range [2]mir.Reg{m.Dst, m.Src} {
			if r.IsVirtual() {
				off[vidx(r)+1]++
			}
		}
	}
	for i := 0; i < n; i++ {
		off[i+1] += off[i]
	}
	flat := make([]int32, off[n])
	pos := off[:n:n]
	for i, m := range g.Moves {
		for _, r := range [2]mir.Reg{m.Dst, m.Src} {
			if r.IsVirtual() {
				flat[pos[vidx(r)]] = int32(i)
				pos[vidx(r)]++
			}
		}
	}
	// pos[i] is now the end of i's list and the start of i+1's.
	start := int32(0)
	for i := 0; i < n; i++ {
		if end := pos[i]; end > start {
			g.moveList[i] = flat[start:end:end]
			start = end
		}
	}
}

func (g *Graph) moveEnd(r mir.Reg) bool {
	if r.IsVirtual() {
		return g.node[vidx(r)]
	}
	return r.IsPhys()
}

// triangular bit index of the pair u != v.
func bitIndex(u, v mir.Reg) int {
	i, j := vidx(u), vidx(v)
	if i < j {
		i, j = j, i
	}
	return i*(i-1)/2 + j
}

func (g *Graph) bit(u, v mir.Reg) bool {
	k := bitIndex(u, v)
	return g.matrix[k/64]&(1<<uint(k%64)) != 0
}

func (g *Graph) setBit(u, v mir.Reg) {
	k := bitIndex(u, v)
	g.matrix[k/64] |= 1 << uint(k%64)
}

// N is the number of virtual registers the graph covers (nodes or not).
func (g *Graph) N() int { return len(g.node) }

// IsNode reports whether virtual register v is a node.
func (g *Graph) IsNode(v mir.Reg) bool { return v.IsVirtual() && g.node[vidx(v)] }

// HasMatrix reports whether the graph keeps a bit matrix.
func (g *Graph) HasMatrix() bool { return g.matrix != nil }

// Alias is the representative of v's merged node (v itself if v was never
// merged into another).
func (g *Graph) Alias(v mir.Reg) mir.Reg {
	i := int32(vidx(v))
	for g.alias[i] != i {
		g.alias[i] = g.alias[g.alias[i]]
		i = g.alias[i]
	}
	return vreg(int(i))
}

// edge reports whether representatives u and v are adjacent.
func (g *Graph) edge(u, v mir.Reg) bool {
	if g.matrix != nil {
		return g.bit(u, v)
	}
	a, b := g.adj[vidx(u)], g.adj[vidx(v)]
	if len(b) < len(a) {
		a, u, v = b, v, u
	}
	return sortedHas(a, v)
}

// Interferes reports whether u and v interfere: two virtual registers
// whose representatives are adjacent, or a virtual register and a physical
// register in its representative's Forbid. A register does not interfere
// with itself.
func (g *Graph) Interferes(u, v mir.Reg) bool {
	switch {
	case u.IsVirtual() && v.IsVirtual():
		ru, rv := g.Alias(u), g.Alias(v)
		return ru != rv && g.edge(ru, rv)
	case u.IsVirtual():
		return g.forbid[vidx(g.Alias(u))].Has(v)
	case v.IsVirtual():
		return g.forbid[vidx(g.Alias(v))].Has(u)
	}
	return false
}

// insert adds v to the sorted row of u.
func (g *Graph) insert(u, v mir.Reg) {
	row := g.adj[vidx(u)]
	i := sort.Search(len(row), func(i int) bool { return row[i] >= v })
	row = append(row, 0)
	copy(row[i+1:], row[i:])
	row[i] = v
	g.adj[vidx(u)] = row
}

// AddEdge makes u and v interfere: for two virtual registers, an edge
// between their representatives; for a physical one, a Forbid register of
// the other's representative. Adding an existing edge changes nothing.
func (g *Graph) AddEdge(u, v mir.Reg) {
	switch {
	case u.IsVirtual() && v.IsVirtual():
		ru, rv := g.Alias(u), g.Alias(v)
		if ru == rv || g.edge(ru, rv) {
			return
		}
		if g.matrix != nil {
			g.setBit(ru, rv)
		}
		g.insert(ru, rv)
		g.insert(rv, ru)
		g.deg[vidx(ru)]++
		g.deg[vidx(rv)]++
	case u.IsVirtual():
		r := vidx(g.Alias(u))
		g.forbid[r] = g.forbid[r].Add(v)
	case v.IsVirtual():
		r := vidx(g.Alias(v))
		g.forbid[r] = g.forbid[r].Add(u)
	}
}

// Adj lists the neighbours of v's representative in increasing order. The
// list may hold nodes merged since the graph was built (skip those whose
// Alias is not themselves; Merge takes them out once they are half of a
// list); the caller must not modify it, nor keep it across a Merge.
func (g *Graph) Adj(v mir.Reg) []mir.Reg { return g.adj[vidx(g.Alias(v))] }

// Neighbors calls fn for every representative adjacent to v's
// representative, in increasing order.
func (g *Graph) Neighbors(v mir.Reg, fn func(t mir.Reg)) {
	for _, t := range g.Adj(v) {
		if g.alias[vidx(t)] == int32(vidx(t)) {
			fn(t)
		}
	}
}

// Degree is the number of representatives adjacent to v's representative
// (precoloured neighbours, in Forbid, not counted).
func (g *Graph) Degree(v mir.Reg) int { return int(g.deg[vidx(g.Alias(v))]) }

// Forbid are the physical registers v's representative interferes with.
func (g *Graph) Forbid(v mir.Reg) mir.RegSet {
	if g.forbid == nil {
		return 0
	}
	return g.forbid[vidx(g.Alias(v))]
}

// MoveList gives the indices in Moves of the moves involving v's
// representative or a node merged into it (an index may repeat after
// merges).
func (g *Graph) MoveList(v mir.Reg) []int32 {
	if g.moveList == nil {
		return nil
	}
	return g.moveList[vidx(g.Alias(v))]
}

// Edges is the number of edges between representatives.
func (g *Graph) Edges() int {
	n := 0
	for i, d := range g.deg {
		if g.alias[i] == int32(i) {
			n += int(d)
		}
	}
	return n / 2
}

// Merge coalesces v into u: both become one node whose representative is
// u's, adjacent to the neighbours of both, forbidding what either forbids,
// with both move lists. Degrees stay the number of adjacent
// representatives. It panics if u and v interfere. Merging walks v's row
// beside u's (both sorted, and a row lists every representative adjacent
// to its node; v's row by a galloping search through u's, seek), renames
// v to u in the rows of the neighbours u gains (a move of part of each
// row) and merges those into u's row in place (mergeInto), so it costs
// v's row, a logarithm of u's for each of its names, and the renamings
// (a sorted insertion into u's row per neighbour gained, as before, cost
// the degree of v times u's row: a tenth of briggs' time on bigfunc's 250
// statements).
func (g *Graph) Merge(u, v mir.Reg) {
	ru, rv := g.Alias(u), g.Alias(v)
	if ru == rv {
		return
	}
	if g.edge(ru, rv) {
		panic(fmt.Sprintf("regalloc: merging interfering nodes %s and %s", mir.FormatReg(nil, u), mir.FormatReg(nil, v)))
	}
	iu, iv := vidx(ru), vidx(rv)
	g.alias[iv] = int32(iu)
	g.forbid[iu] |= g.forbid[iv]
	g.moveList[iu] = append(g.moveList[iu], g.moveList[iv]...)
	row := g.adj[iu]
	gained := g.gained[:0]
	i := 0
	for _, t := range g.adj[iv] {
		it := vidx(t)
		if g.alias[it] != int32(it) {
			continue
		}
		i = seek(row, i, t)
		if i < len(row) && row[i] == t {
			g.deg[it]-- // t loses v and keeps u
			g.dropMerged(t)
			continue
		}
		if g.matrix != nil {
			g.setBit(t, ru)
		}
		g.rename(t, rv, ru)
		gained = append(gained, t)
	}
	if len(gained) > 0 {
		g.adj[iu] = mergeInto(row, gained)
		g.deg[iu] += int32(len(gained))
	}
	g.gained = gained
	g.deg[iv] = 0
	g.adj[iv] = nil
}

// seek is the first index from i of the sorted row whose name is not
// below t, by a galloping search: walking a short row beside a long one
// costs the short one's length times a logarithm, not the long one's
// length (Coalesce merges the shorter row into the longer).
func seek(row []mir.Reg, i int, t mir.Reg) int {
	if i >= len(row) || row[i] >= t {
		return i
	}
	lo, step := i, 1 // row[lo] < t
	for lo+step < len(row) && row[lo+step] < t {
		lo += step
		step *= 2
	}
	hi := min(lo+step, len(row)) // row[hi] >= t, or hi is the end
	return lo + 1 + sort.Search(hi-lo-1, func(k int) bool { return row[lo+1+k] >= t })
}

// mergeInto is the sorted union of the sorted row and the sorted list
// gained (no name in both), in row's array where it has room (append's
// growth). It merges from the back, so that only the names of row above
// gained's least move: a node that absorbs a chain of copies gains the
// chain's later values, near its row's end (a fresh array for each
// merge copied the whole row every time, quadratic in the chain).
func mergeInto(row, gained []mir.Reg) []mir.Reg {
	i, j := len(row)-1, len(gained)-1
	row = append(row, gained...) // the tail is written over below
	for k := len(row) - 1; j >= 0; k-- {
		if i >= 0 && row[i] > gained[j] {
			row[k] = row[i]
			i--
		} else {
			row[k] = gained[j]
			j--
		}
	}
	return row
}

// rename replaces v by u (which it does not list) in t's sorted row. The
// row does not grow, so it keeps its array: t's new neighbour costs no
// memory (inserting u made a copy of most rows a merge touched, as many
// bytes as the graph's rows in all on bigfunc).
func (g *Graph) rename(t, v, u mir.Reg) {
	row := g.adj[vidx(t)]
	i := sort.Search(len(row), func(k int) bool { return row[k] >= v })
	if i == len(row) || row[i] != v {
		panic(fmt.Sprintf("regalloc: %s is not in the row of its neighbour %s", mir.FormatReg(nil, v), mir.FormatReg(nil, t)))
	}
	j := sort.Search(len(row), func(k int) bool { return row[k] >= u })
	if j > i { // u's place is after v's: the names between move down
		copy(row[i:j-1], row[i+1:j])
		row[j-1] = u
	} else { // before: they move up
		copy(row[j+1:i+1], row[j:i])
		row[j] = u
	}
}

// dropMerged counts one more merged node that t's row still lists (one
// whose representative t is adjacent to already) and, once they are half
// of it, takes them out (each entry is passed over a bounded number of
// times in all; taking each out at once made merging quadratic in the
// rows of nodes adjacent to most others). Without it a node that many
// merges made neighbours of is walked, again and again, past the names of
// the nodes they absorbed.
func (g *Graph) dropMerged(t mir.Reg) {
	it := vidx(t)
	if g.merged == nil {
		g.merged = make([]int32, len(g.adj))
	}
	g.merged[it]++
	row := g.adj[it]
	if int(g.merged[it])*2 < len(row) {
		return
	}
	g.adj[it] = slices.DeleteFunc(row, func(x mir.Reg) bool { return g.alias[vidx(x)] != int32(vidx(x)) })
	g.merged[it] = 0
}

// MergeTied merges the two operands of every two-address instruction of
// f (Tied: Defs[0] and Uses[Tied], both virtual nodes) so that colouring
// gives them one register. Lowering makes the tied use die at the
// instruction, and Spill gives both fresh temporaries, so they do not
// interfere; if they do, MergeTied returns an error naming the
// instruction.
func (g *Graph) MergeTied() error {
	for _, b := range g.f.Blocks {
		for _, in := range b.Instrs {
			d, u, ok := in.TiedPair()
			if !ok || !g.IsNode(d) || !g.IsNode(u) {
				continue
			}
			if g.Interferes(d, u) {
				return errors.Errorf("%s: tied operands %s and %s interfere at %q", g.f.Name,
					mir.FormatReg(nil, d), mir.FormatReg(nil, u), in.Format(nil))
			}
			g.Merge(d, u)
		}
	}
	return nil
}
