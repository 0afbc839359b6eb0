package regalloc

import (
	"sort"

	"github.com/ssara-project/ssara/mir"
)

// Colouring of chordal interference graphs (the CMU 15-411 slides on
// SSA-based register allocation): the interference graph of a strict SSA
// program is chordal, so maximum cardinality search finds a simplicial
// elimination order of it in linear time, and greedy colouring in that
// order uses exactly as many colours as the largest clique, which is the
// largest number of values live at once (MaxLive). Once spilling has
// brought MaxLive down to K, the values can be coloured with K registers
// without further spilling; BestEffortCoalescing then recolours
// move-related values where that breaks no constraint. The chordal
// allocator (chordal.go) is built from these pieces, and so can any
// allocator that decides its spills first (ColourSSA).

// MaximumCardinalitySearch (the slides' MCS) orders the representatives of
// g's nodes: each step takes an unordered node with the most ordered
// neighbours (λ), ties broken by the lowest register number first among
// the nodes that reached that λ first. On a chordal graph the result is a
// simplicial elimination ordering: the neighbours of each node that come
// before it form a clique. Buckets of nodes by λ with lazy deletion make it
// O(|V| + |E|).
func MaximumCardinalitySearch(g *Graph) []mir.Reg {
	n := g.N()
	var nodes []int32
	for i := n - 1; i >= 0; i-- {
		if v := vreg(i); g.IsNode(v) && g.Alias(v) == v {
			nodes = append(nodes, int32(i))
		}
	}
	lambda := make([]int32, n)
	done := make([]bool, n)
	buckets := [][]int32{nodes}
	top := 0
	order := make([]mir.Reg, 0, len(nodes))
	for len(order) < len(nodes) {
		for len(buckets[top]) == 0 {
			top--
		}
		b := buckets[top]
		x := b[len(b)-1]
		buckets[top] = b[:len(b)-1]
		if done[x] || lambda[x] != int32(top) {
			continue // a stale entry: x moved to a higher bucket
		}
		done[x] = true
		order = append(order, vreg(int(x)))
		g.Neighbors(vreg(int(x)), func(u mir.Reg) {
			i := vidx(u)
			if done[i] {
				return
			}
			lambda[i]++
			l := int(lambda[i])
			if l == len(buckets) {
				buckets = append(buckets, nil)
			}
			buckets[l] = append(buckets[l], int32(i))
			if l > top {
				top = l
			}
		})
	}
	return order
}

// GreedyColouring is the slides' greedy colouring: in the given order, each
// node takes the lowest colour (0, 1, ...) that no neighbour coloured before
// it has. It returns the colour of every representative (by dense index;
// -1 for the others) and the number of colours used. In a simplicial
// elimination order this is an optimal colouring. Register constraints are
// ColourSSA's business, not this function's.
func GreedyColouring(g *Graph, order []mir.Reg) (colour []int, n int) {
	colour = make([]int, g.N())
	for i := range colour {
		colour[i] = -1
	}
	var used []bool
	for _, v := range order {
		used = used[:0]
		g.Neighbors(v, func(u mir.Reg) {
			if c := colour[vidx(u)]; c >= 0 {
				for len(used) <= c {
					used = append(used, false)
				}
				used[c] = true
			}
		})
		c := 0
		for c < len(used) && used[c] {
			c++
		}
		colour[vidx(v)] = c
		if c+1 > n {
			n = c + 1
		}
	}
	return colour, n
}

// Affinity is a pair of values that would rather share a register: the
// two sides of a copy (one side may be a physical register) or a phi's
// destination and one of its arguments, with the weight of the move that
// sharing saves (10^loop depth).
type Affinity struct {
	A, B   mir.Reg
	Weight float64
}

// SSAColouring is the result of ColourSSA.
type SSAColouring struct {
	// Graph is the interference graph (without the move rule, tied
	// operands merged; BestEffortCoalescing merges more).
	Graph *Graph
	// Live is the liveness of the coloured function.
	Live *Liveness
	// Cons is its constraint model.
	Cons *Constraints
	// Order is the MaximumCardinalitySearch order of the graph.
	Order []mir.Reg
	// Colour is the register of each representative (by dense index), 0
	// for the failed ones.
	Colour []mir.Reg
	// Failed are the representatives that found no register: values whose
	// precoloured constraints (Graph.Forbid) leave them nothing their
	// earlier neighbours do not hold.
	Failed []mir.Reg
	// Affinities are the function's copies and phi pairs, heaviest first.
	Affinities []Affinity
	w          *Work
	aff        [][]int32 // affinities of each value, by dense index
	// merged lists the members of the representatives that MergeTied
	// merged with others.
	merged map[mir.Reg][]mir.Reg
}

// ColourSSA colours the values of w.F that are not in memory, a function in
// strict SSA form (phis kept) in which spilling has left at most K values
// live at every point in the sense of the constraint model (Site.Capacity):
// it builds the interference graph without the move rule (chordal),
// merges the tied operands, orders it by MaximumCardinalitySearch and
// colours greedily in that order. A value may take any register of its
// class's budget outside its Forbid set (fixed registers, clobbers,
// UseForbid and early clobbers anywhere in its live range) that no
// neighbour coloured before it holds; among those it prefers, when bias is
// set, the register of the heaviest affinity already coloured, then the
// allocation order. depth (loop depth by block ID) weighs the affinities;
// nil weighs them all 1. For Work.Output to place the phis' parallel
// copies, w.F must have its critical edges split (SplitCriticalEdges).
//
// Without precoloured constraints the earlier neighbours of a value form a
// clique of at most MaxLive-1 values, so a register is always left: the
// colouring succeeds with MaxLive registers. Precoloured registers break
// chordality (the slides' "in practice"): a value live across several
// constrained instructions forbids the union of their registers, and may
// then find none free; such values are reported in Failed, and the caller
// spills them or their neighbours and colours again (the chordal
// allocator), or splits them. The cost is that of the graph plus
// O(|V| + |E|).
func ColourSSA(w *Work, t mir.Target, opts Options, depth []int, bias bool) (*SSAColouring, error) {
	f := w.F
	lv := ComputeLiveness(f)
	cons := NewConstraints(NewNumbering(f, nil), t, opts)
	g, err := BuildTiedGraph(f, lv, GraphOptions{Nodes: func(v mir.Reg) bool { return !w.InMemory(v) },
		Constraints: cons, NoMoveRule: true, Depth: depth})
	if err != nil {
		return nil, err
	}
	c := &SSAColouring{Graph: g, Live: lv, Cons: cons, w: w, Colour: make([]mir.Reg, g.N())}
	c.findAffinities(depth)
	c.Order = MaximumCardinalitySearch(g)
	for _, v := range c.Order {
		free := c.allowed(v) &^ c.neighbourColours(v)
		r := mir.NoReg
		if bias {
			r = c.preferred(v, free)
		}
		if r == mir.NoReg {
			r = firstIn(cons.Order(f.ClassOf(v)), free)
		}
		if r == mir.NoReg {
			c.Failed = append(c.Failed, v)
		}
		c.Colour[vidx(v)] = r
	}
	return c, nil
}

// allowed is the set of registers representative v may take at all.
func (c *SSAColouring) allowed(v mir.Reg) mir.RegSet {
	return c.Cons.Budget(c.w.F.ClassOf(v)) &^ c.Graph.Forbid(v)
}

// neighbourColours is the set of registers v's neighbours hold.
func (c *SSAColouring) neighbourColours(v mir.Reg) mir.RegSet {
	var s mir.RegSet
	c.Graph.Neighbors(v, func(u mir.Reg) {
		if r := c.Colour[vidx(u)]; r != mir.NoReg {
			s = s.Add(r)
		}
	})
	return s
}

// firstIn is the first register of order in s, or NoReg.
func firstIn(order []mir.Reg, s mir.RegSet) mir.Reg {
	for _, r := range order {
		if s.Has(r) {
			return r
		}
	}
	return mir.NoReg
}

// preferred is the register in free that v's affinities weigh most (a
// physical partner, or the register of a coloured virtual one), or NoReg.
func (c *SSAColouring) preferred(v mir.Reg, free mir.RegSet) mir.Reg {
	var weight [mir.FirstVirtual]float64
	best := mir.NoReg
	for _, m := range c.members(v) {
		for _, i := range c.aff[vidx(m)] {
			a := c.Affinities[i]
			o := a.B
			if o == m {
				o = a.A
			}
			r := o
			if o.IsVirtual() {
				if !c.Graph.IsNode(o) {
					continue
				}
				r = c.Colour[vidx(c.Graph.Alias(o))]
			}
			if !free.Has(r) {
				continue
			}
			weight[r] += a.Weight
			if best == mir.NoReg || weight[r] > weight[best] || weight[r] == weight[best] && r < best {
				best = r
			}
		}
	}
	return best
}

// members lists v and the values merged into it before coalescing (its
// tied partners).
func (c *SSAColouring) members(v mir.Reg) []mir.Reg {
	if ms, ok := c.merged[v]; ok {
		return ms
	}
	return []mir.Reg{v}
}

// findAffinities lists the copies between nodes or a node and a physical
// register (Graph.Moves), the pairs of phi destinations and arguments, and
// the temporaries of one spilled value's store and reloads in a block,
// heaviest first (stable), with each value's list.
func (c *SSAColouring) findAffinities(depth []int) {
	f, g := c.w.F, c.Graph
	for _, m := range g.Moves {
		c.Affinities = append(c.Affinities, Affinity{A: m.Dst, B: m.Src, Weight: m.Weight})
	}
	for _, b := range f.Blocks {
		for _, phi := range b.Phis() {
			d := phi.Defs[0]
			if !g.IsNode(d) {
				continue
			}
			for k, u := range phi.Uses {
				if u == d || !g.IsNode(u) || k >= len(b.Preds) {
					continue
				}
				wt := 1.0
				if depth != nil {
					wt = Frequency(depth[b.Preds[k].ID])
				}
				c.Affinities = append(c.Affinities, Affinity{A: d, B: u, Weight: wt})
			}
		}
	}
	// The store of a spilled value and its reloads within one block
	// would rather share a register: Work.Output's RemoveRedundantReloads
	// then drops a reload into a register that still holds the value.
	last := map[int]mir.Reg{} // slot -> temporary that last held its value
	for _, b := range f.Blocks {
		clear(last)
		wt := 1.0
		if depth != nil {
			wt = Frequency(depth[b.ID])
		}
		for _, x := range b.Instrs {
			if x.Op != mir.OpCopy || len(x.Defs) != 1 || len(x.Uses) != 1 || !c.w.Made(x) {
				continue
			}
			d, u := x.Defs[0], x.Uses[0]
			switch {
			case d.IsVirtual() && c.w.InMemory(d) && g.IsNode(u): // a store
				s, _ := c.w.SlotOf(d)
				last[s] = u
			case u.IsVirtual() && c.w.InMemory(u) && g.IsNode(d): // a reload
				s, _ := c.w.SlotOf(u)
				if p, ok := last[s]; ok {
					c.Affinities = append(c.Affinities, Affinity{A: d, B: p, Weight: wt})
				}
				last[s] = d
			}
		}
	}
	sort.SliceStable(c.Affinities, func(i, j int) bool { return c.Affinities[i].Weight > c.Affinities[j].Weight })
	c.aff = make([][]int32, g.N())
	for i, a := range c.Affinities {
		for _, r := range []mir.Reg{a.A, a.B} {
			if r.IsVirtual() {
				c.aff[vidx(r)] = append(c.aff[vidx(r)], int32(i))
			}
		}
	}
	c.merged = map[mir.Reg][]mir.Reg{}
	for i := range f.Classes {
		v := vreg(i)
		if g.IsNode(v) {
			if r := g.Alias(v); r != v {
				if c.merged[r] == nil {
					c.merged[r] = []mir.Reg{r}
				}
				c.merged[r] = append(c.merged[r], v)
			}
		}
	}
}

// BestEffortCoalescing (the slides' procedure) goes through the
// affinities, heaviest first. For a pair of virtual values x, y that do not
// interfere, it looks for a register c of their class that neither
// forbids and no neighbour of either holds, preferring y's register, then
// x's, then the allocation order; if there is one, x and y become one node
// (Graph.Merge) coloured c. For a value and a physical register p, the
// value's node takes p if it may and no neighbour holds p. Every step keeps
// the colouring valid, so coalescing never spills; it returns the number of
// affinities satisfied. The cost is the sum of the degrees of the pairs
// visited, plus the merges.
func (c *SSAColouring) BestEffortCoalescing() int {
	g, f := c.Graph, c.w.F
	n := 0
	for _, a := range c.Affinities {
		x, y := a.A, a.B
		if !x.IsVirtual() {
			x, y = y, x
		}
		if !g.IsNode(x) {
			continue
		}
		rx := g.Alias(x)
		if !y.IsVirtual() {
			if c.Colour[vidx(rx)] == y {
				n++
				continue
			}
			if c.allowed(rx).Has(y) && !c.neighbourColours(rx).Has(y) {
				c.Colour[vidx(rx)] = y
				n++
			}
			continue
		}
		if !g.IsNode(y) {
			continue
		}
		ry := g.Alias(y)
		if rx == ry {
			n++
			continue
		}
		if f.ClassOf(rx) != f.ClassOf(ry) || g.Interferes(rx, ry) {
			continue
		}
		free := c.allowed(rx) & c.allowed(ry) &^ (c.neighbourColours(rx) | c.neighbourColours(ry))
		col := mir.NoReg
		switch {
		case free.Has(c.Colour[vidx(ry)]):
			col = c.Colour[vidx(ry)]
		case free.Has(c.Colour[vidx(rx)]):
			col = c.Colour[vidx(rx)]
		default:
			col = firstIn(c.Cons.Order(f.ClassOf(rx)), free)
		}
		if col == mir.NoReg {
			continue
		}
		g.Merge(rx, ry)
		c.Colour[vidx(g.Alias(rx))] = col
		n++
	}
	return n
}

// Locs gives every value of the coloured function its location: the slot
// of a value in memory, the register of its node otherwise.
func (c *SSAColouring) Locs() []mir.Loc {
	loc := make([]mir.Loc, len(c.w.F.Classes))
	for i := range loc {
		v := vreg(i)
		if s, ok := c.w.SlotOf(v); ok {
			loc[i] = mir.SlotLoc(s)
		} else {
			loc[i] = mir.RegLoc(c.Colour[vidx(c.Graph.Alias(v))])
		}
	}
	return loc
}
