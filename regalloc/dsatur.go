package regalloc

import (
	"flag"
	"math"

	"github.com/ssara-project/ssara/mir"
)

// DSatur is the textbook chapter's register allocator (Siek's "Register
// allocation", the chapter in ../shared/papers): liveness by backward
// sets, the interference graph with the move rule, and greedy colouring in
// saturation-degree order (Brélaz's DSATUR), with spilling by rewriting
// with unspillable temporaries and restarting, on the deconstructed
// function (AllocateRounds):
//
//   - the next node coloured is the uncoloured one of highest saturation:
//     the number of distinct registers crossed off for it, those its
//     coloured neighbours hold and those it may not occupy (its Forbid set
//     within the budget: fixed registers, clobbers, UseForbid); ties go to
//     unspillable temporaries, as the chapter recommends, then to the
//     higher degree, then to the lower register number;
//   - it takes a free register; with move biasing, one that a
//     move-related, already coloured node (or a physical register it is
//     copied to or from) holds, so that the copy vanishes; otherwise the
//     first free one in the target's order;
//   - a node with no free register gets a stack location (the chapter's
//     colours beyond K): it is spilled, unless the neighbours holding one
//     register are together cheaper to spill (Chaitin's cost), in which
//     case they are (an unspillable temporary always takes a register from
//     spillable neighbours this way); then Work.Spill rewrites the code
//     and the allocation restarts, keeping the spill decisions;
//   - homes: the moves whose two sides got one location vanish, the
//     stack locations are coloured with copies coalesced (CoalesceSlots),
//     and a reload of a value a register still holds is dropped
//     (RemoveRedundantReloads).
type DSatur struct{}

func init() { Register(DSatur{}) }

// Name implements Allocator.
func (DSatur) Name() string { return "dsatur" }

// DSaturOptions are the dsatur allocator's own switches
// (Options.DSatur). The zero value is the allocator as documented.
type DSaturOptions struct {
	// NoBias switches move biasing off: a node takes the first free
	// register in the target's order.
	NoBias bool
	// NoEvict spills every node that finds no register, as the chapter
	// does, instead of spilling its neighbours of one register when they
	// are cheaper (unspillable temporaries still take a register from
	// their neighbours).
	NoEvict bool
}

// DefineFlags implements FlagDefiner: -dsatur-bias and -dsatur-evict.
func (DSatur) DefineFlags(fs *flag.FlagSet, o *Options) {
	fs.Var(offFlag{&o.DSatur.NoBias}, "dsatur-bias", "dsatur: move biasing, prefer a register a move partner holds (false: the first free one)")
	fs.Var(offFlag{&o.DSatur.NoEvict}, "dsatur-evict", "dsatur: a node with no register may spill cheaper neighbours instead of itself (false: it is spilled)")
}

// Allocate implements Allocator.
func (DSatur) Allocate(in *mir.Func, t mir.Target, opts Options) (*mir.Func, *Stats, error) {
	st := &Stats{Func: in.Name, VirtRegs: len(in.Classes)}
	out, err := AllocateRounds(in, t, opts, RoundsOptions{CoalesceSlots: true, RemoveReloads: true}, st, func(r *Round, st *Stats) ([]mir.Reg, []mir.Reg, error) {
		col, spilled := Saturation(r, opts.DSatur)
		return col, spilled, nil
	})
	if err != nil {
		return nil, nil, err
	}
	return out, st, nil
}

// Saturation colours the round's graph in saturation-degree order (the
// chapter's Figure 4 with the additions above). It returns the register
// of every representative (by dense index) and the nodes to spill. It
// takes O(E log N) time: each node's neighbours are visited when it is
// coloured, and each colour a node's saturation gains moves it up the
// queue, which holds one entry per uncoloured node.
func Saturation(r *Round, o DSaturOptions) (colour []mir.Reg, spilled []mir.Reg) {
	g, f := r.G, r.W.F
	n := g.N()
	cost := r.NodeCosts()
	colour = make([]mir.Reg, n)
	done := make([]bool, n)
	crossed := make([]mir.RegSet, n) // registers crossed off (may overcount after evictions)
	degree := make([]int32, n)
	q := satQueue{pos: make([]int32, n)}
	q.less = func(x, y int32) bool {
		sx, sy := crossed[x].Count(), crossed[y].Count()
		ux, uy := isInf(cost[x]), isInf(cost[y])
		switch {
		case sx != sy:
			return sx > sy
		case ux != uy:
			return ux
		case degree[x] != degree[y]:
			return degree[x] > degree[y]
		}
		return x < y
	}
	for _, v := range r.Nodes() {
		i := vidx(v)
		crossed[i] = g.Forbid(v) & r.Cons.Budget(f.ClassOf(v))
		degree[i] = int32(g.Degree(v))
		q.push(int32(i))
	}
	assign := func(v, c mir.Reg) {
		colour[vidx(v)] = c
		g.Neighbors(v, func(w mir.Reg) {
			if i := vidx(w); !done[i] && !crossed[i].Has(c) {
				crossed[i] = crossed[i].Add(c)
				q.up(int32(i))
			}
		})
	}
	for len(q.h) > 0 {
		i := int(q.pop())
		v := vreg(i)
		done[i] = true
		cl := f.ClassOf(v)
		allowed := r.Cons.Budget(cl) &^ g.Forbid(v)
		free := allowed
		g.Neighbors(v, func(w mir.Reg) { free = free.Remove(colour[vidx(w)]) })
		if free != 0 {
			c := mir.Reg(0)
			if !o.NoBias {
				c = biasedColour(g, v, free, colour)
			}
			if c == 0 {
				c = firstIn(r.Cons.Order(cl), free)
			}
			assign(v, c)
			continue
		}
		// No register: spill v, or the neighbours holding the register
		// that is cheapest to free.
		unspillable := isInf(cost[i])
		var best mir.Reg
		var holders []mir.Reg
		var bestCost float64
		if unspillable || !o.NoEvict {
			best, holders, bestCost = r.Evict(v, allowed, colour, cost)
		}
		if best == 0 || !unspillable && bestCost >= cost[i] {
			spilled = append(spilled, v)
			continue
		}
		for _, w := range holders {
			colour[vidx(w)] = 0
		}
		spilled = append(spilled, holders...)
		assign(v, best)
	}
	return colour, spilled
}

func isInf(x float64) bool { return math.IsInf(x, 1) }

// satQueue is a priority queue of the uncoloured nodes (dense indices)
// with one entry each: the first by less is on top; a node whose
// saturation grows moves up (up). pos[i] is the place of node i.
type satQueue struct {
	h    []int32
	pos  []int32
	less func(x, y int32) bool
}

func (q *satQueue) swap(i, j int) {
	q.h[i], q.h[j] = q.h[j], q.h[i]
	q.pos[q.h[i]], q.pos[q.h[j]] = int32(i), int32(j)
}

func (q *satQueue) push(x int32) {
	q.pos[x] = int32(len(q.h))
	q.h = append(q.h, x)
	q.up(x)
}

// up restores the order after x's key grew.
func (q *satQueue) up(x int32) {
	for i := int(q.pos[x]); i > 0; {
		p := (i - 1) / 2
		if !q.less(q.h[i], q.h[p]) {
			break
		}
		q.swap(i, p)
		i = p
	}
}

// pop removes and returns the first node.
func (q *satQueue) pop() int32 {
	top := q.h[0]
	last := len(q.h) - 1
	q.swap(0, last)
	q.h = q.h[:last]
	for i := 0; ; {
		l, m := 2*i+1, i
		if l < last && q.less(q.h[l], q.h[m]) {
			m = l
		}
		if l+1 < last && q.less(q.h[l+1], q.h[m]) {
			m = l + 1
		}
		if m == i {
			break
		}
		q.swap(i, m)
		i = m
	}
	return top
}
