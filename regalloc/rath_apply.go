package regalloc

import (
	"fmt"
	"sort"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/mir"
	"github.com/ssara-project/ssara/regalloc/rath"
)

// realizer turns a solution of the spill model into an allocation of the
// working function it was built from:
//
//  1. every value in memory somewhere gets a memory virtual (its own, or,
//     for a phi that starts its block in memory, the phi itself), located
//     in a spill slot; stores write it, loads read it into fresh register
//     versions (rematerialisable values are recomputed instead), and
//     copies that read or write memory in the solution read or write it;
//  2. the register version of every value at every point is the value
//     itself from its definition, a reload from the gap of the reload on,
//     and at the start of a block with several predecessors whose ends
//     hold different versions a join virtual (SSA reconstruction, with
//     trivial joins left out);
//  3. phis and join virtuals become one parallel copy at the end of each
//     predecessor (Deconstruct's form), so that the output builder puts
//     the input's phis back with their destinations' locations;
//  4. the register values are coloured greedily in dominance order of
//     their definitions (a perfect elimination order of an SSA
//     interference graph), preferring the registers of copy partners;
//     with a split level (splitLevel) above splitNone, the values in
//     registers across the chosen gaps first get fresh versions there,
//     one parallel copy per gap, so that no value needs one register
//     through both a stretch with fixed registers and the code around it;
//  5. memory virtuals related by phis and free copies share slots where
//     their ranges allow, then ShareSlots colours the slots.
//
// A phi kept in a register whose memory copy the solution relies on later
// needs a store at the start of its block that the model did not charge
// (its memory phi would be free): extraStores counts them. A memory phi
// beside the register one would give the phi two locations, which the
// output (and the checker) gives no phi.
type realizer struct {
	w    *Work
	t    mir.Target
	opts Options
	rp   *rathProblem
	sol  *rath.SpillSolution
	// level says at which gaps the register values are split.
	level splitLevel
	// live[b] are the problem's node liveness of block b.
	liveIn, liveOut [][][]int

	memV  []mir.Reg // by problem value: its memory virtual, or 0
	isMem []bool    // by dense index of w.F's registers (grown as needed)
	// reload[pt] is the register version a load or remat in the gap
	// after pt's node makes; remat[pt] the remat instruction.
	reload map[rath.Point]mir.Reg
	remat  map[rath.Point]*mir.Instr
	// split[pt]: the register version a split copy in the gap after
	// pt's node makes of a value in a register on both sides of it.
	split map[rath.Point]mir.Reg
	// verOut[b][v]: the register version of v at the end of block b;
	// join[b][v]: the join virtual of v at the start of block b.
	verOut []map[int]mir.Reg
	join   []map[int]mir.Reg

	extraStores int
}

// memPhi reports whether the memory copy of v, a phi of problem block b
// kept in a register, must hold it at the block's start (a later load or
// memory operand reads it with no store in between), need being memNeeded.
func (r *realizer) memPhi(need pointSet, stores pointSet, b, v int) bool {
	pt := rath.Point{Value: v, Block: b, Node: 0}
	return isPhiIn(r.rp.p, b, v) && r.sol.InReg(v, b, 0, false) && need[pt] && !stores[pt]
}

type pointSet map[rath.Point]bool

func toSet(pts []rath.Point) pointSet {
	s := pointSet{}
	for _, p := range pts {
		s[p] = true
	}
	return s
}

// realize rewrites r.w.F and returns the location of every virtual
// register of the result.
func (r *realizer) realize() ([]mir.Loc, error) {
	p := r.rp.p
	f := r.w.F
	nb := len(p.Blocks)
	r.liveIn, r.liveOut = make([][][]int, nb), make([][][]int, nb)
	for b := 0; b < nb; b++ {
		r.liveIn[b], r.liveOut[b] = p.Live(b)
	}
	if err := r.memoryValues(); err != nil {
		return nil, err
	}
	r.makeReloads()
	r.makeSplits()
	if err := r.versions(); err != nil {
		return nil, err
	}
	if err := r.rewrite(); err != nil {
		return nil, err
	}
	if err := r.parallelCopies(); err != nil {
		return nil, err
	}
	lv := ComputeLiveness(f)
	loc, err := r.colour(lv)
	if err != nil {
		return nil, err
	}
	r.slots(lv, loc)
	return loc, nil
}

func (r *realizer) growMem() {
	for len(r.isMem) < len(r.w.F.Classes) {
		r.isMem = append(r.isMem, false)
	}
}

// memoryValues chooses the memory virtual of every value that is ever in
// memory, and finds the phis kept in registers whose memory copy the
// solution relies on (memNeeded at their block's start).
func (r *realizer) memoryValues() error {
	p, s, w := r.rp.p, r.sol, r.w
	r.memV = make([]mir.Reg, len(p.Values))
	r.growMem()
	need := r.memNeeded()
	isPhi := map[int]int{} // value -> its block
	for b := range p.Blocks {
		for _, phi := range p.Blocks[b].Phis {
			isPhi[phi.Def] = b
		}
	}
	used := map[int]bool{}
	for _, list := range [][]rath.Point{s.Stores, s.MemDefs, s.Loads, s.MemUses} {
		for _, pt := range list {
			used[pt.Value] = true
		}
	}
	for pt := range need {
		used[pt.Value] = true
	}
	for v := range p.Values {
		if b, ok := isPhi[v]; ok && !s.InReg(v, b, 0, false) {
			// A phi that starts its block in memory: the phi itself,
			// located in a slot, is its memory copy.
			r.memV[v] = r.rp.reg[v]
			r.isMem[vidx(r.memV[v])] = true
			continue
		}
		if used[v] {
			r.memV[v] = w.NewRegLike(r.rp.reg[v])
			r.growMem()
			r.isMem[vidx(r.memV[v])] = true
		}
	}
	return nil
}

// memNeeded is the set of points (value, block, node) where a value's
// memory copy must hold it because a later load or memory operand reads
// it before any store writes it again (and, for a phi that starts its
// block in memory, its arguments at the predecessors' ends).
func (r *realizer) memNeeded() pointSet {
	p, s := r.rp.p, r.sol
	loads, uses, stores := toSet(s.Loads), toSet(s.MemUses), toSet(s.Stores)
	need := pointSet{}
	succs := p.Succs()
	for changed := true; changed; {
		changed = false
		for b := len(p.Blocks) - 1; b >= 0; b-- {
			blk := &p.Blocks[b]
			last := len(blk.Instrs)
			for j := last; j >= 0; j-- {
				vals := union2(r.liveIn[b][j], r.liveOut[b][j])
				for _, v := range vals {
					pt := rath.Point{Value: v, Block: b, Node: j}
					if need[pt] {
						continue
					}
					n := loads[pt] || uses[pt]
					if !n && j < last && contains2(r.liveIn[b][j+1], v) {
						n = need[rath.Point{Value: v, Block: b, Node: j + 1}] && !stores[pt]
					}
					if !n && j == last {
						for _, sb := range succs[b] {
							for k, q := range p.Blocks[sb].Preds {
								if q != b {
									continue
								}
								for _, w := range r.liveIn[sb][0] {
									if phiArgOf(p, sb, k, w) != v {
										continue
									}
									if need[rath.Point{Value: w, Block: sb, Node: 0}] ||
										isPhiIn(p, sb, w) && !s.InReg(w, sb, 0, false) {
										n = true
									}
								}
							}
						}
					}
					if n {
						need[pt] = true
						changed = true
					}
				}
			}
		}
	}
	return need
}

func union2(a, b []int) []int {
	m := map[int]bool{}
	for _, v := range a {
		m[v] = true
	}
	for _, v := range b {
		m[v] = true
	}
	out := make([]int, 0, len(m))
	for v := range m {
		out = append(out, v)
	}
	sort.Ints(out)
	return out
}

func contains2(s []int, v int) bool {
	i := sort.SearchInts(s, v)
	return i < len(s) && s[i] == v
}

// phiArgOf maps value v live into block s (or a phi of s) to what stands
// for it at the end of predecessor number k.
func phiArgOf(p *rath.Problem, s, k, v int) int {
	for _, phi := range p.Blocks[s].Phis {
		if phi.Def == v {
			return phi.Args[k]
		}
	}
	return v
}

func isPhiIn(p *rath.Problem, b, v int) bool {
	for _, phi := range p.Blocks[b].Phis {
		if phi.Def == v {
			return true
		}
	}
	return false
}

// makeReloads makes the register version of every load and the remat
// instruction of every rematerialisation, in a fixed order.
func (r *realizer) makeReloads() {
	r.reload = map[rath.Point]mir.Reg{}
	r.remat = map[rath.Point]*mir.Instr{}
	for _, pt := range r.sol.Loads {
		r.reload[pt] = r.w.NewRegLike(r.rp.reg[pt.Value])
	}
	for _, pt := range r.sol.Remats {
		x, d := r.w.NewRemat(r.rp.def[pt.Value])
		r.reload[pt] = d
		r.remat[pt] = x
	}
	r.growMem()
}

// walk follows the register versions through block b from the versions at
// its start (in), calling fn (if not nil) at each node j after its defs
// took effect, with the versions current there, before the gap's code. It
// returns the versions at the block's end.
func (r *realizer) walk(b int, in map[int]mir.Reg, fn func(j int, cur map[int]mir.Reg)) map[int]mir.Reg {
	p, s := r.rp.p, r.sol
	blk := &p.Blocks[b]
	cur := map[int]mir.Reg{}
	for v, x := range in {
		cur[v] = x
	}
	for _, phi := range blk.Phis {
		if s.InReg(phi.Def, b, 0, false) {
			cur[phi.Def] = r.rp.reg[phi.Def]
		}
	}
	last := len(blk.Instrs)
	for j := 0; j <= last; j++ {
		if j > 0 {
			for _, d := range blk.Instrs[j-1].Defs {
				if s.InReg(d.Value, b, j, true) {
					cur[d.Value] = r.rp.reg[d.Value]
				} else {
					delete(cur, d.Value)
				}
			}
		}
		if fn != nil {
			fn(j, cur)
		}
		if j == last {
			break
		}
		// The gap: evictions, then loads and remats, then splits.
		for _, v := range r.liveOut[b][j] {
			if !s.InReg(v, b, j+1, false) {
				delete(cur, v)
			}
		}
		for _, v := range r.liveOut[b][j] {
			if x, ok := r.reload[rath.Point{Value: v, Block: b, Node: j}]; ok {
				cur[v] = x
			}
		}
		for _, v := range r.liveOut[b][j] {
			if x, ok := r.split[rath.Point{Value: v, Block: b, Node: j}]; ok && cur[v] != 0 {
				cur[v] = x
			}
		}
	}
	out := map[int]mir.Reg{}
	for _, v := range blk.LiveOut {
		if x, ok := cur[v]; ok && s.InReg(v, b, last, true) {
			out[v] = x
		}
	}
	return out
}

// versions finds the register versions at the ends of the blocks and the
// join virtuals at their starts, by an optimistic fixpoint in reverse
// postorder: a block with several predecessors takes the version they all
// end with, or a join virtual when they differ (once made, kept).
func (r *realizer) versions() error {
	p, s, f := r.rp.p, r.sol, r.w.F
	nb := len(p.Blocks)
	r.verOut = make([]map[int]mir.Reg, nb)
	r.join = make([]map[int]mir.Reg, nb)
	for b := range r.join {
		r.join[b] = map[int]mir.Reg{}
	}
	rpo := mir.ReversePostorder(f)
	for changed := true; changed; {
		changed = false
		for _, blk := range rpo {
			b := blk.ID
			in := r.versionsIn(b, true)
			out := r.walk(b, in, nil)
			if !sameVersions(out, r.verOut[b]) {
				r.verOut[b] = out
				changed = true
			}
		}
		// Joins made this round may change other blocks: go again;
		// also confirm the optimistic choices against every
		// predecessor.
		for _, blk := range rpo {
			b := blk.ID
			if len(p.Blocks[b].Preds) < 2 {
				continue
			}
			for _, v := range r.liveIn[b][0] {
				if isPhiIn(p, b, v) || !s.InReg(v, b, 0, false) {
					continue
				}
				if _, ok := r.join[b][v]; ok {
					continue
				}
				var x mir.Reg
				for _, q := range p.Blocks[b].Preds {
					y := r.verOut[q][v]
					if y == 0 {
						return errors.Errorf("%s: %s in a register at the start of b%d but not at the end of b%d",
							f.Name, mir.FormatReg(r.t, r.rp.reg[v]), b, q)
					}
					if x == 0 {
						x = y
					} else if x != y {
						r.join[b][v] = r.w.NewRegLike(r.rp.reg[v])
						r.growMem()
						changed = true
						break
					}
				}
			}
		}
	}
	return nil
}

// versionsIn is the register versions at the start of block b: for each
// value live into it in a register, its join virtual, the version its
// predecessors end with (optimistic: unknown ends are skipped), or, with
// one predecessor, that one's.
func (r *realizer) versionsIn(b int, optimistic bool) map[int]mir.Reg {
	p, s := r.rp.p, r.sol
	in := map[int]mir.Reg{}
	for _, v := range r.liveIn[b][0] {
		if isPhiIn(p, b, v) || !s.InReg(v, b, 0, false) {
			continue
		}
		if j, ok := r.join[b][v]; ok {
			in[v] = j
			continue
		}
		var x mir.Reg
		for _, q := range p.Blocks[b].Preds {
			if y := r.verOut[q][v]; y != 0 {
				if x == 0 {
					x = y
				}
			}
		}
		if x != 0 {
			in[v] = x
		}
	}
	return in
}

func sameVersions(a, b map[int]mir.Reg) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// rewrite puts the spill code into w.F and renames the operands to their
// versions.
func (r *realizer) rewrite() error {
	s, f, w := r.sol, r.w.F, r.w
	stores, loads := toSet(s.Stores), toSet(s.Loads)
	memUses, memDefs := toSet(s.MemUses), toSet(s.MemDefs)
	need := r.memNeeded()
	var err error
	for _, blk := range f.Blocks {
		b := blk.ID
		phis := blk.Phis()
		rest := blk.Instrs[len(phis):]
		out := append([]*mir.Instr(nil), phis...)
		in := r.versionsIn(b, false)
		r.walk(b, in, func(j int, cur map[int]mir.Reg) {
			if err != nil {
				return
			}
			if j > 0 {
				x := rest[j-1]
				for k, u := range x.Uses {
					if !u.IsVirtual() {
						continue
					}
					v := r.rp.val[vidx(u)]
					pt := rath.Point{Value: v, Block: b, Node: j}
					switch {
					case memUses[pt]:
						x.Uses[k] = r.memV[v]
					case cur[v] != 0:
						x.Uses[k] = cur[v]
					default:
						err = errors.Errorf("%s: %s read in b%d with no register version", f.Name, mir.FormatReg(r.t, u), b)
						return
					}
				}
				for k, d := range x.Defs {
					if !d.IsVirtual() {
						continue
					}
					v := r.rp.val[vidx(d)]
					if memDefs[rath.Point{Value: v, Block: b, Node: j}] {
						x.Defs[k] = r.memV[v]
					}
				}
				out = append(out, x)
			}
			if j == len(rest) {
				return
			}
			// The gap after node j: stores first, then loads and
			// remats (values in order), then one parallel copy of
			// the values split there.
			var code []*mir.Instr
			for _, v := range r.liveOut[b][j] {
				pt := rath.Point{Value: v, Block: b, Node: j}
				extra := j == 0 && r.memPhi(need, stores, b, v)
				if stores[pt] || extra {
					if cur[v] == 0 {
						err = errors.Errorf("%s: store of %s in b%d with no register version", f.Name, mir.FormatReg(r.t, r.rp.reg[v]), b)
						return
					}
					code = append(code, w.NewCopy([]mir.Reg{r.memV[v]}, []mir.Reg{cur[v]}, "spill"))
					if extra {
						r.extraStores++
					}
				}
			}
			for _, v := range r.liveOut[b][j] {
				pt := rath.Point{Value: v, Block: b, Node: j}
				if x, ok := r.remat[pt]; ok {
					code = append(code, x)
				} else if loads[pt] {
					code = append(code, w.NewCopy([]mir.Reg{r.reload[pt]}, []mir.Reg{r.memV[v]}, "reload"))
				}
			}
			var dsts, srcs []mir.Reg
			for _, v := range r.liveOut[b][j] {
				pt := rath.Point{Value: v, Block: b, Node: j}
				if x, ok := r.split[pt]; ok {
					src := cur[v]
					if y, ok := r.reload[pt]; ok {
						src = y
					}
					if src == 0 {
						err = errors.Errorf("%s: split of %s in b%d with no register version", f.Name, mir.FormatReg(r.t, r.rp.reg[v]), b)
						return
					}
					dsts, srcs = append(dsts, x), append(srcs, src)
				}
			}
			if len(dsts) > 0 {
				code = append(code, w.NewCopy(dsts, srcs, "split"))
			}
			out = append(out, code...)
		})
		if err != nil {
			return err
		}
		blk.Instrs = out
	}
	return nil
}

// parallelCopies replaces the phis, and gives the join virtuals their
// definitions: one parallel copy (Why "phi") before the terminator of each
// predecessor of a block that has either.
func (r *realizer) parallelCopies() error {
	s, f, w := r.sol, r.w.F, r.w
	for _, blk := range f.Blocks {
		b := blk.ID
		phis := blk.Phis()
		var joins []int
		for v := range r.join[b] {
			joins = append(joins, v)
		}
		sort.Ints(joins)
		if len(phis) == 0 && len(joins) == 0 {
			continue
		}
		for k, q := range blk.Preds {
			if len(q.Succs) != 1 {
				return errors.Errorf("%s: b%d ends in a branch to b%d, which needs copies on the edge", f.Name, q.ID, b)
			}
			var dsts, srcs []mir.Reg
			for _, phi := range phis {
				v := r.rp.val[vidx(phi.Defs[0])]
				a := r.rp.val[vidx(phi.Uses[k])]
				var src mir.Reg
				if s.InReg(v, b, 0, false) {
					src = r.verOut[q.ID][a]
				} else {
					src = r.memV[a]
				}
				if src == 0 {
					return errors.Errorf("%s: the argument of phi %s from b%d is not where the phi starts", f.Name, mir.FormatReg(r.t, phi.Defs[0]), q.ID)
				}
				dsts = append(dsts, phi.Defs[0])
				srcs = append(srcs, src)
			}
			for _, v := range joins {
				src := r.verOut[q.ID][v]
				if src == 0 {
					return errors.Errorf("%s: no register version of %s at the end of b%d", f.Name, mir.FormatReg(r.t, r.rp.reg[v]), q.ID)
				}
				dsts = append(dsts, r.join[b][v])
				srcs = append(srcs, src)
			}
			insertBeforeTerm(q, w.NewCopy(dsts, srcs, "phi"))
		}
		blk.Instrs = blk.Instrs[len(phis):]
	}
	return nil
}

// colour gives every register value of w.F a register: greedy colouring
// of the interference graph in the order of definitions in a dominance
// tree pre-order (the destinations of a block's incoming parallel copies
// first, as if phis), choosing among the registers its constraints allow
// and its coloured neighbours leave the one of a coloured copy partner if
// possible, else the first in allocation order.
func (r *realizer) colour(lv *Liveness) ([]mir.Loc, error) {
	f, t := r.w.F, r.t
	r.growMem()
	cons := NewConstraints(NewNumbering(f, nil), t, r.opts)
	node := func(v mir.Reg) bool { return !r.isMem[vidx(v)] }
	g, err := BuildTiedGraph(f, lv, GraphOptions{Nodes: node, Constraints: cons})
	if err != nil {
		return nil, errors.Wrap(err, "tied operands")
	}
	dom := mir.Dominators(f)
	type rank struct{ block, instr int }
	order := map[mir.Reg]rank{}
	var nodes []mir.Reg
	note := func(v mir.Reg, rk rank) {
		if !v.IsVirtual() || !g.IsNode(v) {
			return
		}
		a := g.Alias(v)
		old, ok := order[a]
		if !ok {
			nodes = append(nodes, a)
		}
		if !ok || rk.block < old.block || rk.block == old.block && rk.instr < old.instr {
			order[a] = rk
		}
	}
	pre := dom.PreOrder()
	preIdx := make([]int, len(f.Blocks))
	for i := range preIdx {
		preIdx[i] = len(f.Blocks)
	}
	for i, b := range pre {
		preIdx[b.ID] = i
	}
	for _, b := range f.Blocks {
		for i, x := range b.Instrs {
			for _, d := range x.Defs {
				if r.w.Why(x) == "phi" && len(b.Succs) == 1 {
					note(d, rank{preIdx[b.Succs[0].ID], -1})
				} else {
					note(d, rank{preIdx[b.ID], i})
				}
			}
			for _, u := range x.Uses {
				note(u, rank{preIdx[b.ID], i}) // values without a def here
			}
		}
	}
	allowed := func(v mir.Reg) int { return (cons.Budget(RegClass(f, t, v)) &^ g.Forbid(v)).Count() }
	sort.Slice(nodes, func(i, j int) bool {
		a, b := order[nodes[i]], order[nodes[j]]
		if a.block != b.block {
			return a.block < b.block
		}
		if a.instr != b.instr {
			return a.instr < b.instr
		}
		if r.level > splitNone {
			// The destinations of one parallel copy (a split): the
			// most constrained first.
			if x, y := allowed(nodes[i]), allowed(nodes[j]); x != y {
				return x < y
			}
		}
		return nodes[i] < nodes[j]
	})
	partners := map[mir.Reg][]mir.Reg{}
	for _, m := range g.Moves {
		d, s := m.Dst, m.Src
		if d.IsVirtual() && g.IsNode(d) {
			partners[g.Alias(d)] = append(partners[g.Alias(d)], s)
		}
		if s.IsVirtual() && g.IsNode(s) {
			partners[g.Alias(s)] = append(partners[g.Alias(s)], d)
		}
	}
	colour, err := r.greedy(g, cons, nodes, partners)
	if err != nil {
		// Registers fixed by the constraints (call clobbers, fixed
		// operands) can defeat the dominance order: try again with the
		// values that have the fewest registers to choose from first.
		again := append([]mir.Reg(nil), nodes...)
		sort.SliceStable(again, func(i, j int) bool { return allowed(again[i]) < allowed(again[j]) })
		var err2 error
		if colour, err2 = r.greedy(g, cons, again, partners); err2 != nil {
			return nil, err
		}
	}
	loc := make([]mir.Loc, len(f.Classes))
	for i := range loc {
		v := vreg(i)
		if r.isMem[i] {
			continue
		}
		if g.IsNode(v) {
			if c, ok := colour[g.Alias(v)]; ok {
				loc[i] = mir.RegLoc(c)
			}
		}
	}
	_ = dom
	return loc, nil
}

// colourError is greedy's failure: some value found no register (splitting
// at more gaps may help).
type colourError struct{ msg string }

func (e *colourError) Error() string { return e.msg }

// greedy colours nodes in the order given: each gets the register of a
// coloured copy partner if its constraints and coloured neighbours allow,
// else the first allowed in allocation order.
func (r *realizer) greedy(g *Graph, cons *Constraints, nodes []mir.Reg, partners map[mir.Reg][]mir.Reg) (map[mir.Reg]mir.Reg, error) {
	f, t := r.w.F, r.t
	colour := map[mir.Reg]mir.Reg{}
	for _, v := range nodes {
		cl := RegClass(f, t, v)
		avail := cons.Budget(cl) &^ g.Forbid(v)
		g.Neighbors(v, func(n mir.Reg) {
			if c, ok := colour[g.Alias(n)]; ok {
				avail = avail.Remove(c)
			}
		})
		var pick mir.Reg
		for _, q := range partners[v] {
			c := q
			if q.IsVirtual() {
				if !g.IsNode(q) {
					continue
				}
				c = colour[g.Alias(q)]
			}
			if c != 0 && avail.Has(c) {
				pick = c
				break
			}
		}
		if pick == 0 {
			for _, c := range cons.Order(cl) {
				if avail.Has(c) {
					pick = c
					break
				}
			}
		}
		if pick == 0 {
			return nil, &colourError{fmt.Sprintf("%s: no register left for %s in colouring", f.Name, mir.FormatReg(t, v))}
		}
		colour[v] = pick
	}
	return colour, nil
}

// slots gives the memory virtuals their slots: those related by a phi or a
// free copy share one where no two of them interfere (not in a function
// that calls setjmp), the copies in the most frequent blocks first, then
// ShareSlots colours the slots.
func (r *realizer) slots(lv *Liveness, loc []mir.Loc) {
	f := r.w.F
	n := len(f.Classes)
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	isMem := func(v mir.Reg) bool { return v.IsVirtual() && vidx(v) < len(r.isMem) && r.isMem[vidx(v)] }
	if !f.ReturnsTwice {
		// With the move rule: a copy's destination and source hold the
		// same value, so they may share a slot even where both are live.
		g := BuildGraph(f, lv, GraphOptions{Nodes: isMem})
		members := map[int][]mir.Reg{}
		for i := 0; i < n; i++ {
			if r.isMem[i] {
				members[i] = []mir.Reg{vreg(i)}
			}
		}
		tryUnion := func(a, b mir.Reg) {
			ra, rb := find(vidx(a)), find(vidx(b))
			if ra == rb {
				return
			}
			for _, x := range members[ra] {
				for _, y := range members[rb] {
					if g.Interferes(x, y) {
						return
					}
				}
			}
			if rb < ra {
				ra, rb = rb, ra
			}
			parent[rb] = ra
			members[ra] = append(members[ra], members[rb]...)
			delete(members, rb)
		}
		// Copies between memory virtuals (phis in memory, free copies),
		// the most frequent first: each one left between two slots is a
		// load and a store the model did not charge.
		type memCopy struct {
			d, u mir.Reg
			w    float64
		}
		var copies []memCopy
		depth := LoopDepths(f, mir.Dominators(f))
		for _, b := range f.Blocks {
			for _, x := range b.Instrs {
				if x.Op != mir.OpCopy {
					continue
				}
				for k, d := range x.Defs {
					if k < len(x.Uses) && isMem(d) && isMem(x.Uses[k]) {
						copies = append(copies, memCopy{d, x.Uses[k], costWeight(depth[b.ID])})
					}
				}
			}
		}
		sort.SliceStable(copies, func(i, j int) bool { return copies[i].w > copies[j].w })
		for _, c := range copies {
			tryUnion(c.d, c.u)
		}
	}
	slotOf := map[int]int{}
	for i := 0; i < n; i++ {
		if !r.isMem[i] {
			continue
		}
		root := find(i)
		sz := f.SlotSizeOf(r.t, vreg(i))
		s, ok := slotOf[root]
		if !ok {
			s = len(f.Slots)
			f.Slots = append(f.Slots, mir.Slot{Size: sz, Align: sz})
			slotOf[root] = s
		} else if sz > f.Slots[s].Size {
			f.Slots[s] = mir.Slot{Size: sz, Align: sz}
		}
		loc[i] = mir.SlotLoc(s)
	}
	if !r.opts.NoSlotSharing {
		ShareSlots(f, lv, loc)
	}
}

// unsplitEmpty removes the blocks the allocator put on edges that got no
// code (only their jump), restoring the edges.
func unsplitEmpty(w *Work) {
	f := w.F
	nIn := len(w.In.Blocks)
	var keep []*mir.Block
	removed := false
	for _, b := range f.Blocks {
		if b.ID < nIn || len(b.Instrs) != 1 || len(b.Preds) != 1 || len(b.Succs) != 1 {
			keep = append(keep, b)
			continue
		}
		p, s := b.Preds[0], b.Succs[0]
		for k, x := range p.Succs {
			if x == b {
				p.Succs[k] = s
				break
			}
		}
		for k, x := range s.Preds {
			if x == b {
				s.Preds[k] = p
				break
			}
		}
		w.SplitEdges--
		removed = true
	}
	if removed {
		f.Blocks = keep
		f.Renumber()
	}
}

// splitLevel says where the realizer splits the values in registers before
// colouring. The spill model counts registers per program point; colouring
// gives a value one register over its whole range, which the fixed
// registers inside that range (call arguments and results, division and
// shift operands, clobbers, incoming arguments) can make impossible even
// though every point has room. A copy into a fresh version at the gaps
// around such stretches lets the value change register there. Each level
// splits at more gaps than the one before; the mip allocator tries them in
// turn, from splitNone, until the colouring succeeds.
type splitLevel int

const (
	// splitNone splits nothing.
	splitNone splitLevel = iota
	// splitRegions splits at the gaps before and after each run of
	// constrained nodes (constrainedNode) in a block.
	splitRegions
	// splitConstrained splits at every gap next to a constrained node.
	splitConstrained
	// splitEverywhere splits at every gap: each version then lives
	// across one node at most.
	splitEverywhere
	numSplitLevels
)

var splitLevelNames = [...]string{"", "regions", "constrained", "everywhere"}

func (l splitLevel) String() string { return splitLevelNames[l] }

// constrainedNode reports whether node j of problem block b (j ≥ 1)
// restricts the registers of the values in registers around it beyond
// their class: a fixed register is live before or after it or written by
// it (Reserved, Kill), an operand is limited to some registers of its
// class, or it is early-clobber.
func constrainedNode(p *rath.Problem, b, j int) bool {
	blk := &p.Blocks[b]
	in := &blk.Instrs[j-1]
	before := blk.Reserved
	if j > 1 {
		before = blk.Instrs[j-2].Reserved
	}
	if before != 0 || in.Reserved != 0 || in.Kill != 0 || in.EarlyClobber {
		return true
	}
	for _, ops := range [][]rath.Operand{in.Uses, in.Defs} {
		for _, o := range ops {
			if o.Regs != p.Classes[p.Values[o.Value].Class] {
				return true
			}
		}
	}
	return false
}

// splitsAt reports whether the realizer splits at the gap after node j of
// block b (j below the block's last node) at level l.
func (r *realizer) splitsAt(b, j int) bool {
	p := r.rp.p
	cons := func(j int) bool { return j >= 1 && constrainedNode(p, b, j) }
	switch r.level {
	case splitRegions:
		return cons(j) != cons(j+1)
	case splitConstrained:
		return cons(j) || cons(j+1)
	case splitEverywhere:
		return true
	}
	return false
}

// makeSplits makes the fresh versions of the values split at each gap the
// level chooses: those in a register before the next node. A value loaded
// or rematerialised in that gap is split too: its reload is then a
// temporary that lives in the gap only, and the register it has across
// the next node is chosen with the other values' in the parallel copy.
func (r *realizer) makeSplits() {
	p, s := r.rp.p, r.sol
	r.split = map[rath.Point]mir.Reg{}
	for b := range p.Blocks {
		for j := 0; j < len(p.Blocks[b].Instrs); j++ {
			if !r.splitsAt(b, j) {
				continue
			}
			for _, v := range r.liveOut[b][j] {
				pt := rath.Point{Value: v, Block: b, Node: j}
				if !s.InReg(v, b, j+1, false) {
					continue
				}
				r.split[pt] = r.w.NewRegLike(r.rp.reg[v])
			}
		}
	}
	r.growMem()
}
