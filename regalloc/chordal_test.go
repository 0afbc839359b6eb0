package regalloc

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// isSimplicialEliminationOrder reports whether, in order, the neighbours of
// every node that come before it form a clique (the slides' SEO), by brute
// force; it names the first node where they do not.
func isSimplicialEliminationOrder(g *Graph, order []mir.Reg) (bool, string) {
	pos := map[mir.Reg]int{}
	for i, v := range order {
		pos[v] = i
	}
	for i, v := range order {
		var earlier []mir.Reg
		g.Neighbors(v, func(u mir.Reg) {
			if pos[u] < i {
				earlier = append(earlier, u)
			}
		})
		for a := range earlier {
			for b := a + 1; b < len(earlier); b++ {
				if !g.Interferes(earlier[a], earlier[b]) {
					return false, fmt.Sprintf("%s: earlier neighbours %s and %s do not interfere",
						mir.FormatReg(nil, v), mir.FormatReg(nil, earlier[a]), mir.FormatReg(nil, earlier[b]))
				}
			}
		}
	}
	return true, ""
}

// cliqueOfOrder is the largest clique a simplicial elimination order shows:
// one plus the most neighbours a node has before it.
func cliqueOfOrder(g *Graph, order []mir.Reg) int {
	pos := map[mir.Reg]int{}
	for i, v := range order {
		pos[v] = i
	}
	best := 0
	for i, v := range order {
		n := 1
		g.Neighbors(v, func(u mir.Reg) {
			if pos[u] < i {
				n++
			}
		})
		best = max(best, n)
	}
	return best
}

// maxOverlap is MaxLive by the live intervals: the most graph nodes
// (representatives, whose members' ranges are unioned) of one class live
// at one position, over both classes.
func maxOverlap(f *mir.Func, g *Graph, ivs *Intervals) int {
	type ev struct {
		p Pos
		d int
	}
	var evs [mir.NumClasses][]ev
	for i := range f.Classes {
		v := vreg(i)
		if !g.IsNode(v) {
			continue
		}
		c := f.ClassOf(v)
		for _, r := range ivs.Virt[i].Ranges {
			evs[c] = append(evs[c], ev{r.From, 1}, ev{r.To, -1})
		}
	}
	best := 0
	for c := range evs {
		e := evs[c]
		sort.Slice(e, func(i, j int) bool { return e[i].p < e[j].p || e[i].p == e[j].p && e[i].d < e[j].d })
		n := 0
		for _, x := range e {
			n += x.d
			best = max(best, n)
		}
	}
	return best
}

// chordalFacts checks the theory on f (strict SSA): the interference graph
// without the move rule, tied operands merged, is ordered by MCS into a
// simplicial elimination order, and greedy colouring in that order uses
// exactly MaxLive colours (the largest number of nodes live at one
// position, by the intervals).
func chordalFacts(t *testing.T, f *mir.Func, nodes func(mir.Reg) bool) {
	t.Helper()
	lv := ComputeLiveness(f)
	cons := NewConstraints(NewNumbering(f, nil), newTestTarget(), Options{})
	g := BuildGraph(f, lv, GraphOptions{NoMoveRule: true, Nodes: nodes})
	if err := g.MergeTied(); err != nil {
		t.Fatal(err)
	}
	order := MaximumCardinalitySearch(g)
	seen := map[mir.Reg]bool{}
	for _, v := range order {
		if seen[v] || g.Alias(v) != v {
			t.Fatalf("%s: order holds %s twice or a merged node", f.Name, mir.FormatReg(nil, v))
		}
		seen[v] = true
	}
	for i := range f.Classes {
		if v := vreg(i); g.IsNode(v) && g.Alias(v) == v && !seen[v] {
			t.Fatalf("%s: %s missing from the order", f.Name, mir.FormatReg(nil, v))
		}
	}
	if ok, why := isSimplicialEliminationOrder(g, order); !ok {
		t.Fatalf("%s: MCS order is not a simplicial elimination order: %s\n%s", f.Name, why, f)
	}
	colour, n := GreedyColouring(g, order)
	for _, v := range order {
		g.Neighbors(v, func(u mir.Reg) {
			if colour[vidx(u)] == colour[vidx(v)] {
				t.Fatalf("%s: neighbours %s and %s share colour %d", f.Name, mir.FormatReg(nil, u), mir.FormatReg(nil, v), colour[vidx(v)])
			}
		})
	}
	live := maxOverlap(f, g, BuildIntervals(cons, lv))
	if omega := cliqueOfOrder(g, order); n != live || omega != live {
		t.Fatalf("%s: %d colours, clique %d, MaxLive %d", f.Name, n, omega, live)
	}
}

// randomSeeds are genSeeds plus n more random byte strings.
func randomSeeds(n int) [][]byte {
	seeds := genSeeds()
	rng := rand.New(rand.NewPCG(11, 0xc407da1))
	for i := 0; i < n; i++ {
		data := make([]byte, 32+rng.IntN(2000))
		for j := range data {
			data[j] = byte(rng.Uint32())
		}
		seeds = append(seeds, data)
	}
	return seeds
}

// TestMCSOnRandomSSA: on random strict-SSA functions, and on the same
// functions after spilling a third of their values (Work.Spill keeps them
// in SSA form), the MCS order is a simplicial elimination order and greedy
// colouring in it uses exactly MaxLive colours.
func TestMCSOnRandomSSA(t *testing.T) {
	tt := newTestTarget()
	for i, seed := range randomSeeds(150) {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			f := genFunc(seed)
			chordalFacts(t, f, nil)
			w := NewWork(f)
			var vs []mir.Reg
			for i := range w.F.Classes {
				if i%3 == 0 {
					vs = append(vs, vreg(i))
				}
			}
			if err := w.Spill(tt, vs); err != nil {
				t.Fatal(err)
			}
			chordalFacts(t, w.F, func(v mir.Reg) bool { return !w.InMemory(v) })
		})
	}
}

// FuzzMCS: go test -fuzz=FuzzMCS ./regalloc — the same on fuzzed functions.
func FuzzMCS(f *testing.F) {
	for _, s := range genSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) { chordalFacts(t, genFunc(data), nil) })
}

// slidesFiveCycle is the slides' non-chordal example, with a, b, c, d, b',
// x in a straight line; ssa renames the second a and d (a', d'), as the
// slides' "break up the live ranges" does.
func slidesFiveCycle(ssa bool) (*mir.Func, map[string]mir.Reg) {
	f := &mir.Func{Name: "fivecycle"}
	names := map[string]mir.Reg{}
	for _, n := range []string{"a", "b", "c", "d", "b'", "x", "a'", "d'"} {
		names[n] = f.NewReg(mir.GPR)
	}
	r := func(n string) mir.Reg {
		if !ssa && (n == "a'" || n == "d'") {
			n = n[:1]
		}
		return names[n]
	}
	add := func(d, x, y string) *mir.Instr { return tins(topAdd, tregs(r(d)), r(x), r(y)) }
	b := f.NewBlock("entry")
	b.Instrs = []*mir.Instr{
		tconst(r("a"), 0),
		tconst(r("b"), 1),
		add("c", "a", "b"),
		add("d", "b", "c"),
		add("a'", "c", "d"),
		tconst(r("b'"), 7),
		add("d'", "a'", "b'"),
		add("x", "b'", "d'"),
		tins(mir.OpCopy, tregs(1), r("x")),
		tterm(tins(topRet, nil, 1)),
	}
	return f, names
}

// TestSlidesFiveCycle: before SSA the example's interference graph is the
// 5-cycle a-b-c-d-b'-a, which needs 3 colours and is not chordal (MCS finds
// no simplicial elimination order); after renaming it needs 2, which is
// MaxLive, and the chordal allocator allocates it with 2 registers without
// spilling.
func TestSlidesFiveCycle(t *testing.T) {
	f, n := slidesFiveCycle(false)
	lv := ComputeLiveness(f)
	g := BuildGraph(f, lv, GraphOptions{NoMoveRule: true})
	cycle := []string{"a", "b", "c", "d", "b'"}
	for i, u := range cycle {
		for j, v := range cycle {
			want := (i-j+5)%5 == 1 || (j-i+5)%5 == 1
			if i != j && g.Interferes(n[u], n[v]) != want {
				t.Fatalf("%s-%s interfere %v, want %v", u, v, !want, want)
			}
		}
	}
	order := MaximumCardinalitySearch(g)
	if ok, _ := isSimplicialEliminationOrder(g, order); ok {
		t.Errorf("MCS found a simplicial elimination order of a 5-cycle: %v", order)
	}
	if _, k := GreedyColouring(g, order); k != 3 {
		t.Errorf("the 5-cycle took %d colours, want 3", k)
	}

	f, _ = slidesFiveCycle(true)
	chordalFacts(t, f, nil)
	g = BuildGraph(f, ComputeLiveness(f), GraphOptions{NoMoveRule: true})
	if _, k := GreedyColouring(g, MaximumCardinalitySearch(g)); k != 2 {
		t.Errorf("in SSA form: %d colours, want 2", k)
	}
	tt := newTestTarget()
	out, st, err := Chordal{}.Allocate(f, tt, Options{Regs: 2})
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(f, out, tt, Options{Regs: 2}); err != nil {
		t.Fatal(err)
	}
	if st.Spilled != 0 || st.Loads+st.Stores != 0 {
		t.Errorf("2 registers: %d spilled, %d loads, %d stores; want none\n%s", st.Spilled, st.Loads, st.Stores, out.Format(tt))
	}
}

// slidesMCSExample is the program of the slides' MCS and coalescing
// slides: v = 1; w = v + 3; x = w + v; u = v; t = u + x; then w, t and u
// are used.
func slidesMCSExample() (*mir.Func, map[string]mir.Reg) {
	f := &mir.Func{Name: "mcs"}
	names := map[string]mir.Reg{}
	for _, s := range []string{"v", "w", "x", "u", "t"} {
		names[s] = f.NewReg(mir.GPR)
	}
	v, w, x, u, tt := names["v"], names["w"], names["x"], names["u"], names["t"]
	b := f.NewBlock("entry")
	b.Instrs = []*mir.Instr{
		tconst(v, 1),
		tins(topAdd, tregs(w), v, v),
		tins(topAdd, tregs(x), w, v),
		tins(mir.OpCopy, tregs(u), v),
		tins(topAdd, tregs(tt), u, x),
		tins(topStore, nil, w, w),
		tins(topStore, nil, tt, tt),
		tins(mir.OpCopy, tregs(1), u),
		tterm(tins(topRet, nil, 1)),
	}
	return f, names
}

// TestSlidesMCSExample: the slides' graph (N(v) = {x, w}, N(u) = {x, w,
// t}), an MCS order that is a simplicial elimination order (whatever order
// the ties give: the printed "t, x, u, w, v" is not one of them, see
// READING.md), 3 colours, and best-effort coalescing of u = v: with 4
// registers u and v always end up in one register; with 3 they do when a
// register is free around both, and the result is a valid colouring in
// every case.
func TestSlidesMCSExample(t *testing.T) {
	f, n := slidesMCSExample()
	chordalFacts(t, f, nil)
	lv := ComputeLiveness(f)
	g := BuildGraph(f, lv, GraphOptions{NoMoveRule: true})
	nb := func(s string) []string {
		var out []string
		for _, o := range []string{"t", "u", "v", "w", "x"} {
			if g.Interferes(n[s], n[o]) {
				out = append(out, o)
			}
		}
		return out
	}
	if got := fmt.Sprint(nb("v")); got != "[w x]" {
		t.Errorf("N(v) = %s, want [w x]", got)
	}
	if got := fmt.Sprint(nb("u")); got != "[t w x]" {
		t.Errorf("N(u) = %s, want [t w x]", got)
	}
	tt := newTestTarget()
	for _, k := range []int{3, 4} {
		for _, bias := range []bool{false, true} {
			w := NewWork(f)
			opts := Options{Regs: k}
			col, err := ColourSSA(w, tt, opts, nil, bias)
			if err != nil {
				t.Fatal(err)
			}
			if len(col.Failed) != 0 {
				t.Fatalf("K=%d: failed %v", k, col.Failed)
			}
			col.BestEffortCoalescing()
			loc := col.Locs()
			for _, a := range []string{"t", "u", "v", "w", "x"} {
				for _, b := range []string{"t", "u", "v", "w", "x"} {
					if a < b && g.Interferes(n[a], n[b]) && loc[vidx(n[a])] == loc[vidx(n[b])] {
						t.Fatalf("K=%d bias %v: %s and %s share %v", k, bias, a, b, loc[vidx(n[a])])
					}
				}
			}
			if k == 4 && loc[vidx(n["u"])] != loc[vidx(n["v"])] {
				t.Errorf("K=4 bias %v: u in %v, v in %v: not coalesced", bias, loc[vidx(n["u"])], loc[vidx(n["v"])])
			}
			out := w.Output(tt, loc, 0, &Stats{})
			if err := Check(f, out, tt, opts); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// unconstrained rewrites a generated function so that it has no
// precoloured operands, clobbers or UseForbid: copies from physical
// registers become constants, copies to them stores, calls and shifts read
// virtual registers only, returns nothing.
func unconstrained(f *mir.Func) *mir.Func {
	f = f.Clone()
	for _, b := range f.Blocks {
		var out []*mir.Instr
		for _, in := range b.Instrs {
			in.Clobbers, in.UseForbid = 0, 0
			var defs, uses []mir.Reg
			for _, d := range in.Defs {
				if d.IsVirtual() {
					defs = append(defs, d)
				}
			}
			for _, u := range in.Uses {
				if u.IsVirtual() {
					uses = append(uses, u)
				}
			}
			switch {
			case in.Op == mir.OpCopy && len(defs) == 1 && len(uses) == 0:
				out = append(out, tconst(defs[0], 0))
				continue
			case in.Op == mir.OpCopy && len(defs) == 0:
				out = append(out, tins(topStore, nil, uses[0], uses[0]))
				continue
			case in.Op == topShl:
				uses = uses[:1]
			}
			in.Defs, in.Uses = defs, uses
			if len(defs) == 0 && len(uses) == 0 && !in.Term {
				continue
			}
			out = append(out, in)
		}
		b.Instrs = out
	}
	return f
}

// TestColourSSAGuarantee: in functions without precoloured constraints,
// once DecoupledSpilling has brought the pressure down to K, ColourSSA
// never fails, and when MaxLive is at most K nothing is spilled at all.
func TestColourSSAGuarantee(t *testing.T) {
	tt := newTestTarget()
	for i, seed := range randomSeeds(60) {
		f := unconstrained(genFunc(seed))
		if err := verifySSA(f, tt); err != nil {
			t.Fatalf("%d: %v\n%s", i, err, f)
		}
		lv := ComputeLiveness(f)
		g := BuildGraph(f, lv, GraphOptions{NoMoveRule: true})
		if err := g.MergeTied(); err != nil {
			t.Fatal(err)
		}
		cons := NewConstraints(NewNumbering(f, nil), tt, Options{})
		maxLive := maxOverlap(f, g, BuildIntervals(cons, lv))
		for _, opts := range []Options{{}, {Regs: 4, FPRegs: 3}, {Regs: 3, FPRegs: 2}} {
			w := NewWork(f)
			SplitCriticalEdges(w.F)
			dom := mir.Dominators(w.F)
			n, _, err := DecoupledSpilling(w, tt, opts, LoopDepths(w.F, dom))
			var ae *AllocError
			if errors.As(err, &ae) {
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			if opts.Regs == 0 && maxLive <= 4 && n != 0 {
				t.Errorf("%d: MaxLive %d fits the registers, yet %d values were spilled", i, maxLive, n)
			}
			col, err := ColourSSA(w, tt, opts, nil, true)
			if err != nil {
				t.Fatal(err)
			}
			if len(col.Failed) != 0 {
				t.Fatalf("%d %+v: colouring failed for %v after spilling\n%s", i, opts, col.Failed, w.F)
			}
			out := w.Output(tt, col.Locs(), 0, &Stats{})
			if err := Check(f, out, tt, opts); err != nil {
				t.Fatalf("%d %+v: %v", i, opts, err)
			}
		}
	}
}

// TestCapacity: the constraint model's pressure at one instruction, for
// the kinds of constraints the targets have. The test target has GPRs p1..p6
// (p5, p6 callee-saved).
func TestCapacity(t *testing.T) {
	v := func(i int) mir.Reg { return tv(i) }
	all := func(mir.Reg) bool { return true }
	none := func(mir.Reg) bool { return false }
	for _, c := range []struct {
		name      string
		pre       []*mir.Instr // before the instruction, in its block
		in        *mir.Instr
		liveAfter func(mir.Reg) bool
		opts      Options
		want      int
		ok        bool
	}{
		{"add, both uses die", nil, tins(topAdd, tregs(v(2)), v(0), v(1)), none, Options{}, 4, true},
		{"add, one use stays", nil, tins(topAdd, tregs(v(2)), v(0), v(1)), func(r mir.Reg) bool { return r == v(0) }, Options{}, 4, true},
		{"add, both stay", nil, tins(topAdd, tregs(v(2)), v(0), v(1)), all, Options{}, 3, true},
		{"tied add", nil, func() *mir.Instr { x := tins(topAdd, tregs(v(2)), v(0), v(1)); x.Tied = 0; return x }(), none, Options{}, 4, true},
		{"tied add, 2 regs", nil, func() *mir.Instr { x := tins(topAdd, tregs(v(2)), v(0), v(1)); x.Tied = 0; return x }(), none, Options{Regs: 2}, 0, true},
		{"tied add, 1 reg", nil, func() *mir.Instr { x := tins(topAdd, tregs(v(2)), v(0), v(1)); x.Tied = 0; return x }(), none, Options{Regs: 1}, 0, false},
		{"call", nil, func() *mir.Instr {
			x := tins(topCall, tregs(1))
			x.Clobbers = newTestTarget().callerSaved()
			return x
		}(), none, Options{}, 2, true},
		{"call with a fixed argument", []*mir.Instr{tins(mir.OpCopy, tregs(2), v(0))}, func() *mir.Instr {
			x := tins(topCall, tregs(1), 2)
			x.Clobbers = newTestTarget().callerSaved()
			return x
		}(), none, Options{}, 2, true},
		{"call, 4 regs, all caller-saved", nil, func() *mir.Instr {
			x := tins(topCall, tregs(1))
			x.Clobbers = newTestTarget().callerSaved()
			return x
		}(), none, Options{Regs: 4}, 0, true},
		{"copy into a fixed register", nil, tins(mir.OpCopy, tregs(3), v(0)), none, Options{}, 5, true},
		{"shift count fixed", []*mir.Instr{tins(mir.OpCopy, tregs(3), v(1))}, func() *mir.Instr {
			x := tins(topShl, tregs(v(2)), v(0), 3)
			x.Tied = 0
			return x
		}(), none, Options{}, 4, true},
		{"UseForbid, use dies", nil, func() *mir.Instr {
			x := tins(topMul, tregs(v(2)), v(0), v(1))
			x.UseForbid = mir.RegSet(0).Add(2)
			return x
		}(), none, Options{Regs: 3}, 1, true},
		{"UseForbid, uses stay", nil, func() *mir.Instr {
			x := tins(topMul, tregs(v(2)), v(0), v(1))
			x.UseForbid = mir.RegSet(0).Add(1).Add(2)
			return x
		}(), all, Options{Regs: 3}, 0, false},
		{"early clobber", nil, func() *mir.Instr {
			x := tins(topCvtU, tregs(v(2), v(3)), v(0))
			x.EarlyClobber = true
			return x
		}(), none, Options{}, 4, true},
		{"early clobber, too few", nil, func() *mir.Instr {
			x := tins(topCvtU, tregs(v(2), v(3)), v(0), v(1))
			x.EarlyClobber = true
			return x
		}(), none, Options{Regs: 2}, 0, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := &mir.Func{Name: c.name}
			for i := 0; i < 4; i++ {
				f.NewReg(mir.GPR)
			}
			if c.in.Op == topCvtU {
				f.Classes[2] = mir.FPR
			}
			b := f.NewBlock("entry")
			b.Instrs = append(append(append([]*mir.Instr(nil), c.pre...), c.in), tterm(tins(topRet, nil)))
			cons := NewConstraints(NewNumbering(f, nil), newTestTarget(), c.opts)
			got, ok := cons.At(b, len(c.pre)).Capacity(mir.GPR, all, c.liveAfter)
			if ok != c.ok || ok && got != c.want {
				t.Errorf("capacity %d, %v; want %d, %v", got, ok, c.want, c.ok)
			}
		})
	}
}

// TestNextUses: inside a loop, a value used only after the loop is further
// away (by the loop-exit penalty) than one used around the back edge.
func TestNextUses(t *testing.T) {
	f := &mir.Func{Name: "loop"}
	a, b, c, i0, i1 := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	entry, head, exit := f.NewBlock("entry"), f.NewBlock("head"), f.NewBlock("exit")
	entry.Instrs = []*mir.Instr{tconst(a, 1), tconst(b, 2), tconst(i0, 0), tjump()}
	mir.AddEdge(entry, head)
	head.Instrs = []*mir.Instr{
		tins(mir.OpPhi, tregs(i1), i0, c),
		tins(topAdd, tregs(c), i1, b),
		tterm(tins(topBr, nil, c)),
	}
	mir.AddEdge(head, head)
	mir.AddEdge(head, exit)
	exit.Instrs = []*mir.Instr{tins(topStore, nil, a, a), tterm(tins(topRet, nil))}
	lv := ComputeLiveness(f)
	dom := mir.Dominators(f)
	nu := computeNextUses(f, lv, LoopDepths(f, dom), dom.RPO)
	dist := func(blk *mir.Block, r mir.Reg) int64 {
		k, ok := sortedIndex(lv.Out(blk), r)
		if !ok {
			t.Fatalf("%s not live out of %s", mir.FormatReg(nil, r), blk.Name)
		}
		return nu.out[blk.ID][k]
	}
	if got := dist(head, b); got != 1 {
		t.Errorf("b: distance %d from the latch, want 1 (the add after the phi)", got)
	}
	if got := dist(head, c); got != 0 {
		t.Errorf("c: distance %d, want 0 (a phi argument)", got)
	}
	if got := dist(head, a); got < exitPenalty {
		t.Errorf("a: distance %d, want at least the exit penalty", got)
	}
	if got := dist(entry, a); got != int64(len(head.Instrs))+exitPenalty {
		t.Errorf("a from the entry: %d, want %d", got, int64(len(head.Instrs))+exitPenalty)
	}
}

// TestChordalBudgetError: an instruction whose operands need more registers
// than the budget has is refused with an AllocError, never allocated wrong.
func TestChordalBudgetError(t *testing.T) {
	f := &mir.Func{Name: "budget"}
	x, y, z := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	b := f.NewBlock("entry")
	mul := tins(topMul, tregs(z), x, y)
	b.Instrs = []*mir.Instr{tconst(x, 1), tconst(y, 2), mul, tins(topStore, nil, x, z), tins(topStore, nil, y, z), tterm(tins(topRet, nil))}
	tt := newTestTarget()
	if _, _, err := (Chordal{}).Allocate(f, tt, Options{Regs: 1}); err == nil {
		t.Fatal("one register for a two-operand instruction: no error")
	} else {
		var ae *AllocError
		if !errors.As(err, &ae) {
			t.Fatalf("%v is not an AllocError", err)
		}
	}
	out, st, err := Chordal{}.Allocate(f, tt, Options{Regs: 2})
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(f, out, tt, Options{Regs: 2}); err != nil {
		t.Fatal(err)
	}
	if st.Spilled == 0 {
		t.Errorf("x, y and z, all live after the multiply, cannot share two registers without a spill")
	}
}

// TestChordalSwitches: BestEffortCoalescing and biased colouring each
// remove moves on the random functions (summed over them), and every
// setting is checked.
func TestChordalSwitches(t *testing.T) {
	tt := newTestTarget()
	moves := map[ChordalOptions]int{}
	for _, co := range []ChordalOptions{{}, {NoCoalesce: true}, {NoBias: true}, {NoCoalesce: true, NoBias: true}} {
		for _, seed := range genSeeds() {
			f := genFunc(seed)
			for _, regs := range []int{0, 4} {
				opts := Options{Regs: regs, Chordal: co}
				out, st, err := Chordal{}.Allocate(f, tt, opts)
				if err != nil {
					t.Fatal(err)
				}
				if err := Check(f, out, tt, opts); err != nil {
					t.Fatalf("%+v: %v", co, err)
				}
				moves[co] += st.Moves + st.Swaps
			}
		}
	}
	all, none := moves[ChordalOptions{}], moves[ChordalOptions{NoCoalesce: true, NoBias: true}]
	if !(all < moves[ChordalOptions{NoCoalesce: true}] && all < moves[ChordalOptions{NoBias: true}] &&
		moves[ChordalOptions{NoCoalesce: true}] < none && moves[ChordalOptions{NoBias: true}] < none) {
		t.Errorf("moves: %v", moves)
	}
}
