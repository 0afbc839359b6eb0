package regalloc

import (
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// ---- brute-force definitions, for checking the toolkit ----

// bruteLive is liveness computed the slow way: sets of registers per
// instruction, iterated to a fixed point over the whole function.
type bruteLive struct {
	in, out     []map[mir.Reg]bool   // by block ID (virtual registers)
	after       [][]map[mir.Reg]bool // by block ID and instruction: virtual registers live just after
	physBefore  [][]mir.RegSet       // physical registers live just before
	physAfter   [][]mir.RegSet
	physEntryIn mir.RegSet
}

func computeBruteLive(f *mir.Func) *bruteLive {
	nb := len(f.Blocks)
	bl := &bruteLive{in: make([]map[mir.Reg]bool, nb), out: make([]map[mir.Reg]bool, nb),
		after: make([][]map[mir.Reg]bool, nb), physBefore: make([][]mir.RegSet, nb), physAfter: make([][]mir.RegSet, nb)}
	for i := range bl.in {
		bl.in[i], bl.out[i] = map[mir.Reg]bool{}, map[mir.Reg]bool{}
	}
	same := func(a, b map[mir.Reg]bool) bool {
		if len(a) != len(b) {
			return false
		}
		for k := range a {
			if !b[k] {
				return false
			}
		}
		return true
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			out := map[mir.Reg]bool{}
			for _, s := range b.Succs {
				for v := range bl.in[s.ID] {
					out[v] = true
				}
				for k, p := range s.Preds {
					if p != b {
						continue
					}
					for _, phi := range s.Phis() {
						if u := phi.Uses[k]; u.IsVirtual() {
							out[u] = true
						}
					}
				}
			}
			live := map[mir.Reg]bool{}
			for v := range out {
				live[v] = true
			}
			after := make([]map[mir.Reg]bool, len(b.Instrs))
			for i := len(b.Instrs) - 1; i >= 0; i-- {
				in := b.Instrs[i]
				after[i] = map[mir.Reg]bool{}
				for v := range live {
					after[i][v] = true
				}
				for _, d := range in.Defs {
					delete(live, d)
				}
				if in.Op != mir.OpPhi {
					for _, u := range in.Uses {
						if u.IsVirtual() {
							live[u] = true
						}
					}
				}
			}
			bl.after[b.ID] = after
			if !same(out, bl.out[b.ID]) || !same(live, bl.in[b.ID]) {
				changed = true
			}
			bl.out[b.ID], bl.in[b.ID] = out, live
		}
	}
	for _, b := range f.Blocks {
		n := len(b.Instrs)
		bl.physBefore[b.ID], bl.physAfter[b.ID] = make([]mir.RegSet, n), make([]mir.RegSet, n)
		var live mir.RegSet
		for i := n - 1; i >= 0; i-- {
			in := b.Instrs[i]
			bl.physAfter[b.ID][i] = live
			if in.Op != mir.OpPhi {
				for _, d := range in.Defs {
					if d.IsPhys() {
						live = live.Remove(d)
					}
				}
				for _, u := range in.Uses {
					if u.IsPhys() {
						live = live.Add(u)
					}
				}
			}
			bl.physBefore[b.ID][i] = live
		}
		if b.ID == 0 {
			bl.physEntryIn = live
		}
	}
	return bl
}

// before is the set of virtual registers live just before instruction i of
// b (for a phi: what is live after it, less its destination).
func (bl *bruteLive) before(f *mir.Func, b *mir.Block, i int) map[mir.Reg]bool {
	in := b.Instrs[i]
	live := map[mir.Reg]bool{}
	for v := range bl.after[b.ID][i] {
		live[v] = true
	}
	for _, d := range in.Defs {
		delete(live, d)
	}
	if in.Op != mir.OpPhi {
		for _, u := range in.Uses {
			if u.IsVirtual() {
				live[u] = true
			}
		}
	}
	return live
}

func sortedRegs(m map[mir.Reg]bool) []mir.Reg {
	var s []mir.Reg
	for v := range m {
		s = append(s, v)
	}
	slices.Sort(s)
	return s
}

func fmtRegs(rs []mir.Reg) string {
	var parts []string
	for _, r := range rs {
		parts = append(parts, mir.FormatReg(nil, r))
	}
	return "{" + strings.Join(parts, " ") + "}"
}

// bruteEdges is the interference relation by its definition (see Graph),
// over the live sets of bruteLive.
func bruteEdges(f *mir.Func, bl *bruteLive, opts GraphOptions) map[[2]mir.Reg]bool {
	edges := map[[2]mir.Reg]bool{}
	node := func(v mir.Reg) bool { return v.IsVirtual() && (opts.Nodes == nil || opts.Nodes(v)) }
	add := func(u, v mir.Reg) {
		if u == v || !node(u) || !node(v) {
			return
		}
		if !opts.LiveOnly && f.ClassOf(u) != f.ClassOf(v) {
			return
		}
		if v < u {
			u, v = v, u
		}
		edges[[2]mir.Reg{u, v}] = true
	}
	for _, b := range f.Blocks {
		var phiDefs []mir.Reg
		for i, in := range b.Instrs {
			if in.Op == mir.OpPhi {
				phiDefs = append(phiDefs, in.Defs[0])
				continue
			}
			for j, d := range in.Defs {
				for v := range bl.after[b.ID][i] {
					if !opts.LiveOnly && !opts.NoMoveRule && in.Op == mir.OpCopy && len(in.Defs) == len(in.Uses) && v == in.Uses[j] {
						continue
					}
					add(d, v)
				}
				for _, e := range in.Defs {
					add(d, e)
				}
				if in.EarlyClobber && !opts.LiveOnly {
					for k, u := range in.Uses {
						if !(j == 0 && k == int(in.Tied)) {
							add(d, u)
						}
					}
				}
			}
		}
		for _, d := range phiDefs {
			for v := range bl.in[b.ID] {
				add(d, v)
			}
			for _, e := range phiDefs {
				add(d, e)
			}
		}
	}
	return edges
}

// ---- checks of the toolkit against the brute-force definitions ----

// checkLiveness compares ComputeLiveness, Backward and MaxLive with
// bruteLive.
func checkLiveness(t reporter, f *mir.Func, lv *Liveness, bl *bruteLive) {
	t.Helper()
	for _, b := range f.Blocks {
		if got, want := lv.In(b), sortedRegs(bl.in[b.ID]); !slices.Equal(got, want) {
			t.Fatalf("%s b%d: live-in %s, want %s\n%s", f.Name, b.ID, fmtRegs(got), fmtRegs(want), f)
		}
		if got, want := lv.Out(b), sortedRegs(bl.out[b.ID]); !slices.Equal(got, want) {
			t.Fatalf("%s b%d: live-out %s, want %s\n%s", f.Name, b.ID, fmtRegs(got), fmtRegs(want), f)
		}
		for i := range f.Classes {
			v := vreg(i)
			if lv.LiveIn(b, v) != bl.in[b.ID][v] || lv.LiveOut(b, v) != bl.out[b.ID][v] {
				t.Fatalf("%s b%d: LiveIn/LiveOut of %s wrong", f.Name, b.ID, mir.FormatReg(nil, v))
			}
		}
		live := NewLiveSet(lv.NumRegs())
		lv.Backward(b, live, func(i int, in *mir.Instr) {
			got := append([]mir.Reg(nil), live.Regs()...)
			slices.Sort(got)
			if want := sortedRegs(bl.after[b.ID][i]); !slices.Equal(got, want) {
				t.Fatalf("%s b%d #%d %q: live after %s, want %s", f.Name, b.ID, i, in.Format(nil), fmtRegs(got), fmtRegs(want))
			}
			if live.Phys != bl.physAfter[b.ID][i] {
				t.Fatalf("%s b%d #%d: physical live after %v, want %v", f.Name, b.ID, i, live.Phys.Regs(), bl.physAfter[b.ID][i].Regs())
			}
		})
		got := append([]mir.Reg(nil), live.Regs()...)
		slices.Sort(got)
		if !slices.Equal(got, lv.In(b)) {
			t.Fatalf("%s b%d: Backward ends with %s, not the live-in set", f.Name, b.ID, fmtRegs(got))
		}
	}
	want := 0
	for _, b := range f.Blocks {
		for i, in := range b.Instrs {
			if in.Op == mir.OpPhi {
				continue
			}
			n := 0
			for v := range bl.before(f, b, i) {
				if f.ClassOf(v) == mir.GPR {
					n++
				}
			}
			want = max(want, n)
		}
	}
	if got := MaxLive(f, lv, func(v mir.Reg) bool { return f.ClassOf(v) == mir.GPR }); got != want {
		t.Fatalf("%s: MaxLive %d, want %d", f.Name, got, want)
	}
}

// checkGraph compares BuildGraph with bruteEdges, with and without the bit
// matrix, and with a table of recent pairs too small to hold them.
func checkGraph(t reporter, f *mir.Func, lv *Liveness, bl *bruteLive, opts GraphOptions) *Graph {
	t.Helper()
	want := bruteEdges(f, bl, opts)
	var g *Graph
	// Without the matrix, with the table of recent pairs at its size
	// and at four slots (pairs evicted and found again).
	bits := recentBits
	for _, c := range []struct{ limit, bits int }{{MatrixLimit, bits}, {0, bits}, {0, 2}} {
		limit := c.limit
		matrixLimit, recentBits = c.limit, c.bits
		g = BuildGraph(f, lv, opts)
		matrixLimit, recentBits = MatrixLimit, bits
		if g.HasMatrix() != (limit > 0) {
			t.Fatalf("%s: matrix %v with limit %d", f.Name, g.HasMatrix(), limit)
		}
		deg := map[mir.Reg]int{}
		for e := range want {
			deg[e[0]]++
			deg[e[1]]++
		}
		for i := 0; i < g.N(); i++ {
			u := vreg(i)
			var adj []mir.Reg
			for j := 0; j < g.N(); j++ {
				v := vreg(j)
				w := want[[2]mir.Reg{min(u, v), max(u, v)}]
				if got := g.Interferes(u, v); got != w {
					t.Fatalf("%s (matrix %v): %s-%s interfere %v, want %v\n%s", f.Name, g.HasMatrix(), mir.FormatReg(nil, u), mir.FormatReg(nil, v), got, w, f)
				}
				if w {
					adj = append(adj, v)
				}
			}
			if !slices.Equal(g.Adj(u), adj) {
				t.Fatalf("%s: adjacency of %s is %s, want %s", f.Name, mir.FormatReg(nil, u), fmtRegs(g.Adj(u)), fmtRegs(adj))
			}
			if g.Degree(u) != deg[u] {
				t.Fatalf("%s: degree of %s is %d, want %d", f.Name, mir.FormatReg(nil, u), g.Degree(u), deg[u])
			}
		}
		if g.Edges() != len(want) {
			t.Fatalf("%s: %d edges, want %d", f.Name, g.Edges(), len(want))
		}
	}
	return g
}

// checkIntervals verifies BuildIntervals against bruteLive: at every
// instruction, each register's interval covers the gap before it, its use
// point, its def point and the gap after it exactly when the live sets say
// so; uses and defs are where the instructions are.
func checkIntervals(t reporter, f *mir.Func, ivs *Intervals, bl *bruteLive) {
	t.Helper()
	num := ivs.Num
	fail := func(r mir.Reg, k int, what string, got bool) {
		t.Fatalf("%s: %s at %s of #%d (%q in b%d): covered %v, want %v; ranges %v\n%s", f.Name, mir.FormatReg(nil, r), what, k,
			num.Instr(k).Format(nil), num.Block(k).ID, got, !got, ivs.Of(r).Ranges, f)
	}
	regs := func(yield func(mir.Reg) bool) {
		for i := range f.Classes {
			if !yield(vreg(i)) {
				return
			}
		}
		for r := mir.Reg(1); r < mir.FirstVirtual; r++ {
			if !yield(r) {
				return
			}
		}
	}
	uses := map[mir.Reg]map[int32]bool{}
	defs := map[mir.Reg]map[int32]bool{}
	note := func(m map[mir.Reg]map[int32]bool, r mir.Reg, k int, needsReg bool) {
		if m[r] == nil {
			m[r] = map[int32]bool{}
		}
		m[r][int32(k)] = m[r][int32(k)] || needsReg
	}
	for _, b := range f.Blocks {
		var phiDefs []mir.Reg
		for i, in := range b.Instrs {
			k := num.Index(b, i)
			if in.Op == mir.OpPhi {
				phiDefs = append(phiDefs, in.Defs[0])
				note(defs, in.Defs[0], k, false)
				for j, u := range in.Uses {
					p := b.Preds[j]
					note(uses, u, num.Index(p, len(p.Instrs)-1), false)
				}
				continue
			}
			mem := in.Op == mir.OpCopy || in.Op == mir.OpImplicitDef
			for _, d := range in.Defs {
				note(defs, d, k, !mem)
			}
			for _, u := range in.Uses {
				note(uses, u, k, in.Op != mir.OpCopy)
			}
			before := bl.before(f, b, i)
			after := bl.after[b.ID][i]
			pb, pa := bl.physBefore[b.ID][i], bl.physAfter[b.ID][i]
			var pd mir.RegSet
			for _, d := range in.Defs {
				if d.IsPhys() {
					pd = pd.Add(d)
				}
			}
			isDef := func(r mir.Reg) bool { return slices.Contains(in.Defs, r) }
			for r := range regs {
				iv := ivs.Of(r)
				var lb, la bool
				if r.IsVirtual() {
					lb, la = before[r], after[r]
				} else {
					lb, la = pb.Has(r), pa.Has(r)
				}
				if i == 0 || b.Instrs[i-1].Op != mir.OpPhi {
					if got := iv.Covers(num.Before(k)); got != lb {
						fail(r, k, "Before", got)
					}
				}
				if got := iv.Covers(num.Use(k)); got != (lb || in.EarlyClobber && isDef(r)) {
					fail(r, k, "Use", got)
				}
				if got := iv.Covers(num.Def(k)); got != (la || isDef(r) || in.Clobbers.Has(r)) {
					fail(r, k, "Def", got)
				}
				if got := iv.Covers(num.After(k)); got != la {
					fail(r, k, "After", got)
				}
			}
		}
		if len(phiDefs) > 0 {
			for r := range regs {
				want := bl.in[b.ID][r] || slices.Contains(phiDefs, r)
				if got := ivs.Of(r).Covers(num.Start(b)); got != want {
					fail(r, num.Index(b, 0), "Start", got)
				}
			}
		}
	}
	for r := range regs {
		iv := ivs.Of(r)
		for i, rg := range iv.Ranges {
			if rg.From >= rg.To || i > 0 && iv.Ranges[i-1].To >= rg.From {
				t.Fatalf("%s: %s has ranges %v, not sorted, disjoint and apart", f.Name, mir.FormatReg(nil, r), iv.Ranges)
			}
		}
		for _, set := range []struct {
			got  []UsePos
			want map[int32]bool
			what string
		}{{iv.Uses, uses[r], "uses"}, {iv.Defs, defs[r], "defs"}} {
			got := map[int32]bool{}
			for i, u := range set.got {
				if i > 0 && set.got[i-1].Pos > u.Pos {
					t.Fatalf("%s: %s %s not sorted", f.Name, mir.FormatReg(nil, r), set.what)
				}
				got[u.Index] = got[u.Index] || u.NeedsReg
			}
			if len(got) != len(set.want) {
				t.Fatalf("%s: %s has %s at %v, want %v", f.Name, mir.FormatReg(nil, r), set.what, got, set.want)
			}
			for k, nr := range set.want {
				if g, ok := got[k]; !ok || g != nr {
					t.Fatalf("%s: %s has %s at %v, want %v", f.Name, mir.FormatReg(nil, r), set.what, got, set.want)
				}
			}
		}
	}
	if want := bl.physEntryIn; want != 0 {
		for _, r := range want.Regs() {
			if !ivs.Fixed[r].Covers(num.Start(f.Blocks[0])) {
				t.Fatalf("%s: %s live on entry but its interval does not cover the start", f.Name, mir.FormatReg(nil, r))
			}
		}
	}
}

// checkUseRegs verifies the Regs of every use and def position: the
// intersection of the constraint model's sets of the register's operands
// at that instruction (the budget for phis and their arguments).
func checkUseRegs(t reporter, f *mir.Func, cons *Constraints, ivs *Intervals) {
	t.Helper()
	num := ivs.Num
	for i := range f.Classes {
		v := vreg(i)
		iv := ivs.Of(v)
		for _, set := range [][]UsePos{iv.Uses, iv.Defs} {
			for _, u := range set {
				in := num.Instr(int(u.Index))
				s := cons.Site(int(u.Index))
				want := cons.Budget(f.ClassOf(v))
				switch {
				case in.Op == mir.OpPhi, u.Pos == num.End(num.Block(int(u.Index)))-1:
				case u.Pos == num.Use(int(u.Index)) && !(in.EarlyClobber && slices.Contains(in.Defs, v)):
					for j, x := range in.Uses {
						if x == v {
							want &= s.Use(j)
						}
					}
				default:
					for j, x := range in.Defs {
						if x == v {
							want &= s.Def(j)
						}
					}
				}
				if u.Regs != want {
					t.Fatalf("%s: %s at %d (%q) may occupy %v, want %v", f.Name, mir.FormatReg(nil, v), u.Pos, in.Format(nil), u.Regs.Regs(), want.Regs())
				}
			}
		}
	}
}

// checkSplitAt cuts every interval at a few positions (before, inside, in
// a hole, at the end, after) and verifies that the two parts cover exactly
// what the interval covered, before and after the cut respectively, and
// share its uses and defs out; appending to the first part must leave
// the second alone.
func checkSplitAt(t reporter, f *mir.Func, ivs *Intervals) {
	t.Helper()
	for i := range f.Classes {
		iv := &ivs.Virt[i]
		if iv.Empty() {
			continue
		}
		for _, p := range []Pos{iv.Start() - 1, iv.Start(), iv.Start() + 1, (iv.Start() + iv.End()) / 2, iv.End() - 1, iv.End()} {
			orig := Interval{Reg: iv.Reg, Ranges: slices.Clone(iv.Ranges), Uses: slices.Clone(iv.Uses), Defs: slices.Clone(iv.Defs)}
			a := Interval{Reg: iv.Reg, Ranges: slices.Clone(iv.Ranges), Uses: slices.Clone(iv.Uses), Defs: slices.Clone(iv.Defs)}
			b := a.SplitAt(p)
			if b == nil {
				if p < orig.End() || !slices.Equal(a.Ranges, orig.Ranges) {
					t.Fatalf("%s: %s split at %d: no second part, first %v of %v", f.Name, mir.FormatReg(nil, iv.Reg), p, a.Ranges, orig.Ranges)
				}
				continue
			}
			for q := orig.Start() - 1; q <= orig.End(); q++ {
				inA, inB := a.Covers(q), b.Covers(q)
				if inA && inB || (inA || inB) != orig.Covers(q) || inA && q >= p || inB && q < p {
					t.Fatalf("%s: %s split at %d: at %d first %v second %v, was %v (%v -> %v | %v)", f.Name, mir.FormatReg(nil, iv.Reg), p, q, inA, inB, orig.Covers(q), orig.Ranges, a.Ranges, b.Ranges)
				}
			}
			if b.Reg != iv.Reg || !slices.Equal(append(slices.Clone(a.Uses), b.Uses...), orig.Uses) || !slices.Equal(append(slices.Clone(a.Defs), b.Defs...), orig.Defs) {
				t.Fatalf("%s: %s split at %d: uses and defs not shared out", f.Name, mir.FormatReg(nil, iv.Reg), p)
			}
			for _, u := range append(slices.Clone(b.Uses), b.Defs...) {
				if u.Pos < p {
					t.Fatalf("%s: %s split at %d: second part has a use at %d", f.Name, mir.FormatReg(nil, iv.Reg), p, u.Pos)
				}
			}
			second := slices.Clone(b.Ranges)
			a.Ranges = append(a.Ranges, Range{1 << 30, 1<<30 + 1})
			a.Uses = append(a.Uses, UsePos{Pos: 1 << 30})
			if !slices.Equal(b.Ranges, second) || len(b.Uses) > 0 && b.Uses[0].Pos == 1<<30 {
				t.Fatalf("%s: %s split at %d: appending to the first part changed the second", f.Name, mir.FormatReg(nil, iv.Reg), p)
			}
		}
	}
}

// checkForbidden verifies that a value never gets a register that a fixed
// interval holds somewhere in its range, nor one its uses forbid.
func checkForbidden(t reporter, f *mir.Func, cons *Constraints, lv *Liveness, ivs *Intervals) {
	t.Helper()
	forb := cons.Forbidden(lv)
	for i := range f.Classes {
		v := vreg(i)
		for r := mir.Reg(1); r < mir.FirstVirtual; r++ {
			if p, ok := ivs.Virt[i].Intersect(&ivs.Fixed[r]); ok && !forb[i].Has(r) {
				t.Fatalf("%s: %s and %s are both live at %d, but %s is not forbidden for it\n%s", f.Name,
					mir.FormatReg(nil, v), mir.FormatReg(nil, r), p, mir.FormatReg(nil, r), f)
			}
		}
	}
	for _, b := range f.Blocks {
		for i, in := range b.Instrs {
			if in.Op == mir.OpPhi {
				continue
			}
			s := cons.At(b, i)
			for _, u := range in.Uses {
				if u.IsVirtual() && (in.UseForbid|s.Before)&^forb[vidx(u)] != 0 {
					t.Fatalf("%s: %s may take a register that %q forbids for its uses", f.Name, mir.FormatReg(nil, u), in.Format(nil))
				}
			}
			for _, d := range in.Defs {
				if d.IsVirtual() && s.Busy()&^forb[vidx(d)] != 0 {
					t.Fatalf("%s: %s may take a register busy at its def %q", f.Name, mir.FormatReg(nil, d), in.Format(nil))
				}
			}
		}
	}
}

// toolkitFuncs are the functions the toolkit is checked on for one seed:
// the generated SSA function, its deconstruction (no phis, parallel copies,
// several defs per value), and that with every third value spilled.
func toolkitFuncs(t *testing.T, data []byte) []*mir.Func {
	f := genFunc(data)
	w := Deconstruct(f)
	fs := []*mir.Func{f, w.F.Clone()}
	var vs []mir.Reg
	for i := range w.F.Classes {
		if i%3 == 1 {
			vs = append(vs, vreg(i))
		}
	}
	if err := w.Spill(newTestTarget(), vs); err != nil {
		t.Fatal(err)
	}
	return append(fs, w.F)
}

// checkToolkit runs every brute-force comparison on the functions of one
// seed.
func checkToolkit(t *testing.T, data []byte) {
	tt := newTestTarget()
	for _, f := range toolkitFuncs(t, data) {
		bl := computeBruteLive(f)
		lv := ComputeLiveness(f)
		checkLiveness(t, f, lv, bl)
		cons := NewConstraints(NewNumbering(f, nil), tt, Options{})
		checkGraph(t, f, lv, bl, GraphOptions{Constraints: cons})
		checkGraph(t, f, lv, bl, GraphOptions{LiveOnly: true})
		checkGraph(t, f, lv, bl, GraphOptions{NoMoveRule: true, Constraints: cons})
		even := func(v mir.Reg) bool { return vidx(v)%2 == 0 }
		checkGraph(t, f, lv, bl, GraphOptions{Nodes: even})
		// The liveness of the even values alone lists theirs, and builds
		// their graph.
		keep := make([]bool, len(f.Classes))
		for i := range keep {
			keep[i] = i%2 == 0
		}
		lvEven := computeLiveness(f, keep)
		for _, b := range f.Blocks {
			for _, sets := range [][2][]mir.Reg{{lv.In(b), lvEven.In(b)}, {lv.Out(b), lvEven.Out(b)}} {
				var want []mir.Reg
				for _, v := range sets[0] {
					if even(v) {
						want = append(want, v)
					}
				}
				if fmt.Sprint(want) != fmt.Sprint(sets[1]) {
					t.Fatalf("%s: block %s: liveness of the even values %v, want %v", f.Name, b.Name, sets[1], want)
				}
			}
		}
		checkGraph(t, f, lvEven, bl, GraphOptions{Nodes: even, LiveOnly: true})
		for _, order := range [][]*mir.Block{nil, mir.ReversePostorder(f)} {
			c := NewConstraints(NewNumbering(f, order), tt, Options{})
			ivs := BuildIntervals(c, lv)
			checkIntervals(t, f, ivs, bl)
			checkRanges(t, f, ivs, BuildRanges(c, lv))
			checkForbidden(t, f, c, lv, ivs)
			checkUseRegs(t, f, c, ivs)
			checkSplitAt(t, f, ivs)
		}
	}
}

// checkRanges checks BuildRanges against BuildIntervals: the same ranges,
// and for each virtual register the intersection of its operands' Regs.
func checkRanges(t *testing.T, f *mir.Func, ivs, rs *Intervals) {
	t.Helper()
	if rs.Virt != nil || len(rs.Ranges) != len(f.Classes) || len(rs.Allowed) != len(f.Classes) {
		t.Fatalf("%s: BuildRanges made %d intervals, %d range lists and %d masks for %d values",
			f.Name, len(rs.Virt), len(rs.Ranges), len(rs.Allowed), len(f.Classes))
	}
	for i := range ivs.Virt {
		iv := &ivs.Virt[i]
		if fmt.Sprint(iv.Ranges) != fmt.Sprint(rs.Ranges[i]) {
			t.Errorf("%s: v%d: BuildRanges gives ranges %v, BuildIntervals %v", f.Name, i, rs.Ranges[i], iv.Ranges)
		}
		want := ^mir.RegSet(0)
		for _, u := range append(append([]UsePos(nil), iv.Uses...), iv.Defs...) {
			want &= u.Regs
		}
		if rs.Allowed[i] != want {
			t.Errorf("%s: v%d: BuildRanges allows %v, its operands %v", f.Name, i, rs.Allowed[i].Regs(), want.Regs())
		}
	}
	for r := range ivs.Fixed {
		if fmt.Sprint(ivs.Fixed[r].Ranges) != fmt.Sprint(rs.Fixed[r].Ranges) {
			t.Errorf("%s: r%d: BuildRanges gives fixed ranges %v, BuildIntervals %v", f.Name, r, rs.Fixed[r].Ranges, ivs.Fixed[r].Ranges)
		}
	}
}

func TestToolkitAgainstBruteForce(t *testing.T) {
	for i, seed := range genSeeds() {
		t.Run(fmt.Sprint(i), func(t *testing.T) { checkToolkit(t, seed) })
	}
}

// FuzzToolkit: go test -fuzz=FuzzToolkit ./regalloc/ — liveness, the
// interference graph and live intervals of random functions (SSA,
// deconstructed, spilled) against brute-force definitions. The seed corpus
// runs in the normal tests.
func FuzzToolkit(f *testing.F) {
	for _, s := range genSeeds() {
		f.Add(s)
	}
	f.Fuzz(checkToolkit)
}

// TestBruteForceCatchesErrors makes sure the comparisons above can fail:
// a liveness with a value removed, a graph with an edge added, an interval
// with a range cut short are all reported.
func TestBruteForceCatchesErrors(t *testing.T) {
	f := genFunc(genSeeds()[6])
	bl := computeBruteLive(f)
	lv := ComputeLiveness(f)
	var victim *mir.Block
	for _, b := range f.Blocks {
		if len(lv.out[b.ID]) > 0 {
			victim = b
			break
		}
	}
	if victim == nil {
		t.Fatal("no block with a live-out value")
	}
	ft := &fakeT{}
	broken := &Liveness{in: lv.in, out: append([][]mir.Reg(nil), lv.out...), nregs: lv.nregs}
	broken.out[victim.ID] = broken.out[victim.ID][1:]
	ft.run(func() { checkLiveness(ft, f, broken, bl) })
	if !ft.failed {
		t.Error("a missing live-out value went unnoticed")
	}
	bl2 := computeBruteLive(f)
	real := BuildGraph(f, lv, GraphOptions{})
	added := false
	for _, b := range f.Blocks {
		for i, in := range b.Instrs {
			if added || in.Op == mir.OpPhi || len(in.Defs) == 0 || !in.Defs[0].IsVirtual() {
				continue
			}
			d := in.Defs[0]
			for j := range f.Classes {
				if v := vreg(j); v != d && f.ClassOf(v) == f.ClassOf(d) && !real.Interferes(d, v) {
					bl2.after[b.ID][i][v] = true
					added = true
					break
				}
			}
		}
	}
	if !added {
		t.Fatal("no pair to add an edge between")
	}
	ft = &fakeT{}
	ft.run(func() { checkGraph(ft, f, lv, bl2, GraphOptions{}) })
	if !ft.failed {
		t.Error("extra interference went unnoticed")
	}
	cons := NewConstraints(NewNumbering(f, nil), newTestTarget(), Options{})
	ivs := BuildIntervals(cons, lv)
	for i := range ivs.Virt {
		if rs := ivs.Virt[i].Ranges; len(rs) > 0 && rs[0].To-rs[0].From > 2 {
			rs[0].To--
			break
		}
	}
	ft = &fakeT{}
	ft.run(func() { checkIntervals(ft, f, ivs, bl) })
	if !ft.failed {
		t.Error("a shortened interval went unnoticed")
	}
}

// reporter is what the checks above need of a *testing.T.
type reporter interface {
	Helper()
	Fatalf(format string, args ...interface{})
}

// fakeT records the failure of a check that is expected to fail.
type fakeT struct{ failed bool }

type fakeFailure struct{}

func (ft *fakeT) Helper() {}

func (ft *fakeT) Fatalf(format string, args ...interface{}) {
	ft.failed = true
	panic(fakeFailure{})
}

func (ft *fakeT) run(fn func()) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(fakeFailure); !ok {
				panic(r)
			}
		}
	}()
	fn()
}

// ---- worked examples and unit tests ----

// textbookExample is the running example of the textbook chapter (Fig. 1),
// as two-address machine code: movl is a copy or a constant, addl s, t is
// t = add t, s tied to t. The program is not in SSA form.
func textbookExample() (f *mir.Func, names map[string]mir.Reg) {
	f = &mir.Func{Name: "textbook"}
	names = map[string]mir.Reg{}
	for _, n := range []string{"z", "w", "x", "y"} {
		names[n] = f.NewReg(mir.GPR)
	}
	z, w, x, y := names["z"], names["w"], names["x"], names["y"]
	addl := func(s, t mir.Reg) *mir.Instr {
		in := tins(topAdd, tregs(t), t, s)
		in.Tied = 0
		return in
	}
	b := f.NewBlock("entry")
	b.Instrs = []*mir.Instr{
		tconst(z, 4),                  // movl $4, z
		tconst(w, 0),                  // movl $0, w
		tconst(z, 1),                  // movl $1, z
		tins(mir.OpCopy, tregs(x), w), // movl w, x
		addl(z, x),                    // addl z, x
		tins(mir.OpCopy, tregs(y), w), // movl w, y
		addl(x, y),                    // addl x, y
		tins(mir.OpCopy, tregs(w), y), // movl y, w
		addl(x, w),                    // addl x, w
		tterm(tins(topRet, nil)),
	}
	return f, names
}

// TestTextbookRunningExample: the live-before sets of Fig. 2 and the
// interference graph of Fig. 3 (edges z-w, z-x, w-x, y-x; no w-y edge, by
// the move rule), with the two moves as coalescing candidates.
func TestTextbookRunningExample(t *testing.T) {
	f, names := textbookExample()
	name := map[mir.Reg]string{}
	for n, r := range names {
		name[r] = n
	}
	set := func(rs []mir.Reg) string {
		var s []string
		for _, r := range rs {
			s = append(s, name[r])
		}
		sort.Strings(s)
		return "{" + strings.Join(s, ",") + "}"
	}
	lv := ComputeLiveness(f)
	live := NewLiveSet(lv.NumRegs())
	b := f.Blocks[0]
	got := make([]string, len(b.Instrs))
	lv.Backward(b, live, func(i int, in *mir.Instr) {
		before := NewLiveSet(lv.NumRegs())
		before.Reset(live.Regs())
		before.StepBack(in)
		got[i] = set(before.Regs())
	})
	want := []string{"{}", "{}", "{w}", "{w,z}", "{w,x,z}", "{w,x}", "{x,y}", "{x,y}", "{w,x}", "{}"}
	if !slices.Equal(got, want) {
		t.Errorf("live-before sets %v, want %v", got, want)
	}
	g := BuildGraph(f, lv, GraphOptions{Constraints: NewConstraints(NewNumbering(f, nil), newTestTarget(), Options{})})
	var edges []string
	for _, u := range []string{"w", "x", "y", "z"} {
		for _, v := range []string{"w", "x", "y", "z"} {
			if u < v && g.Interferes(names[u], names[v]) {
				edges = append(edges, u+"-"+v)
			}
		}
	}
	if want := []string{"w-x", "w-z", "x-y", "x-z"}; !slices.Equal(edges, want) {
		t.Errorf("edges %v, want %v", edges, want)
	}
	var moves []string
	for _, m := range g.Moves {
		moves = append(moves, name[m.Dst]+":="+name[m.Src])
	}
	if want := []string{"x:=w", "y:=w", "w:=y"}; !slices.Equal(moves, want) {
		t.Errorf("moves %v, want %v", moves, want)
	}
	if err := g.MergeTied(); err != nil {
		t.Fatal(err)
	}
	if g.Degree(names["x"]) != 3 || g.Degree(names["y"]) != 1 {
		t.Errorf("degrees x %d, y %d; want 3, 1", g.Degree(names["x"]), g.Degree(names["y"]))
	}
}

// TestNumbering: positions are four apart, blocks are contiguous in the
// given order, and At inverts the positions.
func TestNumbering(t *testing.T) {
	f := &mir.Func{Name: "num"}
	b0, b1, b2 := f.NewBlock("a"), f.NewBlock("b"), f.NewBlock("c")
	b0.Instrs = []*mir.Instr{tconst(f.NewReg(mir.GPR), 1), tjump()}
	b1.Instrs = []*mir.Instr{tjump()}
	b2.Instrs = []*mir.Instr{tconst(f.NewReg(mir.GPR), 2), tconst(f.NewReg(mir.GPR), 3), tjump()}
	tests := []struct {
		order      []*mir.Block
		wantStarts []Pos // by block ID
		wantEnds   []Pos
	}{
		{nil, []Pos{0, 8, 12}, []Pos{8, 12, 24}},
		{[]*mir.Block{b2, b0}, []Pos{12, 20, 0}, []Pos{20, 24, 12}},
	}
	for _, tc := range tests {
		n := NewNumbering(f, tc.order)
		if n.Len() != 6 {
			t.Fatalf("%d instructions, want 6", n.Len())
		}
		for _, b := range f.Blocks {
			if n.Start(b) != tc.wantStarts[b.ID] || n.End(b) != tc.wantEnds[b.ID] {
				t.Errorf("order %v: b%d spans [%d, %d), want [%d, %d)", tc.order, b.ID, n.Start(b), n.End(b), tc.wantStarts[b.ID], tc.wantEnds[b.ID])
			}
			for i, in := range b.Instrs {
				k := n.Index(b, i)
				if n.Instr(k) != in || n.Block(k) != b {
					t.Errorf("index %d is not b%d #%d", k, b.ID, i)
				}
				for _, p := range []Pos{n.Before(k), n.Use(k), n.Def(k), n.After(k)} {
					if n.At(p) != k {
						t.Errorf("At(%d) = %d, want %d", p, n.At(p), k)
					}
				}
				if n.Use(k) != n.Before(k)+1 || n.Def(k) != n.Use(k)+1 || n.After(k) != n.Def(k)+1 {
					t.Errorf("positions of %d not consecutive", k)
				}
			}
		}
	}
}

// TestSiteConstraints: the registers an operand may occupy, for the
// constraints of package lower, and the registers a value may never
// occupy.
func TestSiteConstraints(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "site"}
	v := func() mir.Reg { return f.NewReg(mir.GPR) }
	a, c, d, e, s, x := v(), v(), v(), v(), v(), v()
	fx := f.NewReg(mir.FPR)
	b := f.NewBlock("entry")
	shl := tins(topShl, tregs(d), c, 3)
	shl.Tied = 0
	mul := tins(topMul, tregs(e), d, a)
	mul.UseForbid = mir.RegSet(0).Add(2)
	cvt := tins(topCvtU, tregs(fx, s), e)
	cvt.EarlyClobber = true
	call := tins(topCall, tregs(1), 1)
	call.Clobbers = tt.callerSaved()
	b.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(a), 1), // 0: a = copy p1
		tconst(c, 5),                  // 1
		tins(mir.OpCopy, tregs(3), a), // 2: p3 = copy a
		shl,                           // 3: d = shl c, p3 tied0
		mul,                           // 4: e = mul d, a (UseForbid p2)
		cvt,                           // 5: fx, s = cvtu e (early clobber)
		tins(mir.OpCopy, tregs(1), e), // 6: p1 = copy e
		call,                          // 7: p1 = call p1 (clobbers)
		tins(mir.OpCopy, tregs(x), 1), // 8: x = copy p1
		tins(topStore, nil, x, e),     // 9: e lives across the call
		tins(mir.OpCopy, tregs(1), x), // 10: p1 = copy x
		tterm(tins(topRet, nil, 1)),   // 11
	}
	set := func(rs ...mir.Reg) mir.RegSet {
		var s mir.RegSet
		for _, r := range rs {
			s = s.Add(r)
		}
		return s
	}
	cons := NewConstraints(NewNumbering(f, nil), tt, Options{Regs: 5})
	budget := set(1, 2, 3, 4, 5)
	tests := []struct {
		i      int
		def    bool
		k      int
		want   mir.RegSet
		slotOK bool
		why    string
	}{
		{0, true, 0, budget, true, "p1 dies at the copy: the def may take it"},
		{2, false, 0, budget, true, "nothing physical is live before the copy into p3"},
		{3, false, 0, budget.Remove(3), false, "tied use: p3 is read by the instruction"},
		{3, true, 0, budget.Remove(3), false, "the tied def shares its use's set"},
		{3, false, 1, set(3), false, "a physical use is its register"},
		{4, false, 1, budget.Remove(2), false, "UseForbid p2"},
		{4, true, 0, budget, false, "a plain def"},
		{5, true, 0, set(17, 18, 19, 20), false, "an FPR def takes the FPR budget"},
		{7, true, 0, set(1), false, "a physical def is its register"},
		{7, false, 0, set(1), false, "a physical use is its register"},
		{8, true, 0, budget, true, "p1 dies at the copy out of it"},
		{10, true, 0, set(1), true, "a copy into p1"},
	}
	for _, tc := range tests {
		s := cons.At(b, tc.i)
		var got mir.RegSet
		var slot bool
		if tc.def {
			got, slot = s.Def(tc.k), s.SlotDef(tc.k)
		} else {
			got, slot = s.Use(tc.k), s.SlotUse(tc.k)
		}
		if got != tc.want || slot != tc.slotOK {
			t.Errorf("#%d %q def=%v k=%d: %v (slot %v), want %v (slot %v): %s", tc.i, b.Instrs[tc.i].Format(tt), tc.def, tc.k,
				got.Regs(), slot, tc.want.Regs(), tc.slotOK, tc.why)
		}
	}
	forb := cons.Forbidden(ComputeLiveness(f))
	for _, tc := range []struct {
		v    mir.Reg
		r    mir.Reg
		want bool
		why  string
	}{
		{a, 3, true, "a lives across the def of p3"},
		{a, 2, true, "mul reads a with UseForbid p2"},
		{c, 3, true, "shl reads p3 and c"},
		{d, 3, true, "the tied def gets what its use avoids"},
		{e, 1, true, "e lives across the call, which clobbers p1"},
		{e, 4, true, "e lives across the call, which clobbers p4"},
		{e, 5, false, "p5 is callee-saved"},
		{x, 1, false, "x is copied from p1 and into p1; p1 is free while it lives"},
		{s, 1, false, "nothing physical is live around the dead scratch"},
	} {
		if got := forb[vidx(tc.v)].Has(tc.r); got != tc.want {
			t.Errorf("%s forbids %s: %v, want %v (%s)", mir.FormatReg(nil, tc.v), mir.FormatReg(tt, tc.r), got, tc.want, tc.why)
		}
	}
	if err := BudgetError(f, tt, e, mul, 5); !strings.Contains(err.Error(), "no gpr register left for v3") {
		t.Errorf("budget error %q", err)
	}
}

// TestMergeAgainstBruteForce merges random non-interfering pairs and checks
// that interference, degrees, Forbid and move lists stay those of the
// merged sets, and that each representative's row lists, in increasing
// order, the representatives adjacent to it and otherwise only merged
// nodes, no more of them than representatives.
func TestMergeAgainstBruteForce(t *testing.T) {
	tt := newTestTarget()
	for si, seed := range genSeeds()[1:8] {
		f := Deconstruct(genFunc(seed)).F
		lv := ComputeLiveness(f)
		cons := NewConstraints(NewNumbering(f, nil), tt, Options{})
		for _, limit := range []int{MatrixLimit, 0} {
			matrixLimit = limit
			g := BuildGraph(f, lv, GraphOptions{Constraints: cons})
			matrixLimit = MatrixLimit
			orig := BuildGraph(f, lv, GraphOptions{Constraints: cons})
			rng := rand.New(rand.NewPCG(uint64(si), 7))
			n := g.N()
			for step := 0; step < 3*n; step++ {
				u, v := vreg(rng.IntN(n)), vreg(rng.IntN(n))
				if f.ClassOf(u) != f.ClassOf(v) || g.Interferes(u, v) {
					continue
				}
				// The rows of v's neighbours (but u's) keep their
				// arrays: Merge renames v in them.
				ru, arrays := g.Alias(u), map[mir.Reg]*mir.Reg{}
				g.Neighbors(v, func(x mir.Reg) {
					if row := g.Adj(x); len(row) > 0 && x != ru {
						arrays[x] = &row[0]
					}
				})
				g.Merge(u, v)
				for x, p := range arrays {
					if row := g.Adj(x); len(row) > 0 && &row[0] != p {
						t.Fatalf("seed %d: merging %s into %s moved the row of %s", si, mir.FormatReg(nil, v), mir.FormatReg(nil, u), mir.FormatReg(nil, x))
					}
				}
			}
			members := map[mir.Reg][]mir.Reg{}
			for i := 0; i < n; i++ {
				members[g.Alias(vreg(i))] = append(members[g.Alias(vreg(i))], vreg(i))
			}
			for ru, mu := range members {
				var forbid mir.RegSet
				moves := map[int32]bool{}
				for _, x := range mu {
					forbid |= orig.Forbid(x)
					for _, m := range orig.MoveList(x) {
						moves[m] = true
					}
				}
				if g.Forbid(ru) != forbid {
					t.Fatalf("seed %d: Forbid of merged %s is %v, want %v", si, mir.FormatReg(nil, ru), g.Forbid(ru).Regs(), forbid.Regs())
				}
				gotMoves := map[int32]bool{}
				for _, m := range g.MoveList(ru) {
					gotMoves[m] = true
				}
				if len(gotMoves) != len(moves) {
					t.Fatalf("seed %d: merged move list %v, want %v", si, gotMoves, moves)
				}
				deg := 0
				for rv, mv := range members {
					if rv == ru {
						continue
					}
					want := false
					for _, x := range mu {
						for _, y := range mv {
							want = want || orig.Interferes(x, y)
						}
					}
					if got := g.Interferes(ru, rv); got != want {
						t.Fatalf("seed %d (matrix %v): merged %s-%s interfere %v, want %v", si, limit > 0, mir.FormatReg(nil, ru), mir.FormatReg(nil, rv), got, want)
					}
					if want {
						deg++
					}
				}
				if g.Degree(ru) != deg {
					t.Fatalf("seed %d: degree of merged %s is %d, want %d", si, mir.FormatReg(nil, ru), g.Degree(ru), deg)
				}
				row, reps := g.Adj(ru), 0
				for k, x := range row {
					if k > 0 && row[k-1] >= x {
						t.Fatalf("seed %d (matrix %v): row of %s is %v, out of order", si, limit > 0, mir.FormatReg(nil, ru), row)
					}
					if _, rep := members[x]; rep {
						if !g.Interferes(ru, x) {
							t.Fatalf("seed %d (matrix %v): row of %s lists %s, which it does not interfere with", si, limit > 0, mir.FormatReg(nil, ru), mir.FormatReg(nil, x))
						}
						reps++
					}
				}
				if reps != deg || len(row)-reps > reps {
					t.Fatalf("seed %d: row of %s lists %d representatives and %d merged nodes, degree %d", si, mir.FormatReg(nil, ru), reps, len(row)-reps, deg)
				}
			}
		}
	}
}

// TestBuildTiedGraph: BuildTiedGraph leaves the graph that BuildGraph and
// MergeTied leave, with and without the bit matrix, with all registers or
// some as nodes: the representatives, which registers are nodes, degrees,
// forbidden sets, move lists in order, each representative's neighbours
// in order, and interference between every two registers; and where tied
// operands interfere, MergeTied's error.
func TestBuildTiedGraph(t *testing.T) {
	tt := newTestTarget()
	merged := 0
	for si, seed := range genSeeds() {
		f := Deconstruct(genFunc(seed)).F
		lv := ComputeLiveness(f)
		cons := NewConstraints(NewNumbering(f, nil), tt, Options{})
		for _, nodes := range []func(mir.Reg) bool{nil, func(v mir.Reg) bool { return vidx(v)%5 != 3 }} {
			for _, limit := range []int{MatrixLimit, 0} {
				opts := GraphOptions{Nodes: nodes, Constraints: cons}
				matrixLimit = limit
				want := BuildGraph(f, lv, opts)
				werr := want.MergeTied()
				got, gerr := BuildTiedGraph(f, lv, opts)
				matrixLimit = MatrixLimit
				if fmt.Sprint(werr) != fmt.Sprint(gerr) {
					t.Fatalf("seed %d: error %v, want %v", si, gerr, werr)
				}
				if werr != nil {
					continue
				}
				if !slices.Equal(got.Moves, want.Moves) {
					t.Fatalf("seed %d: moves differ", si)
				}
				for i := 0; i < want.N(); i++ {
					v := vreg(i)
					if got.Alias(v) != want.Alias(v) || got.IsNode(v) != want.IsNode(v) {
						t.Fatalf("seed %d (matrix %v): %s has representative %s (node %v), want %s (%v)", si, limit > 0,
							mir.FormatReg(nil, v), mir.FormatReg(nil, got.Alias(v)), got.IsNode(v), mir.FormatReg(nil, want.Alias(v)), want.IsNode(v))
					}
					if want.Alias(v) != v {
						merged++
					}
					if got.Degree(v) != want.Degree(v) || got.Forbid(v) != want.Forbid(v) || !slices.Equal(got.MoveList(v), want.MoveList(v)) {
						t.Fatalf("seed %d (matrix %v): %s: degree %d, forbid %v, moves %v; want %d, %v, %v", si, limit > 0, mir.FormatReg(nil, v),
							got.Degree(v), got.Forbid(v).Regs(), got.MoveList(v), want.Degree(v), want.Forbid(v).Regs(), want.MoveList(v))
					}
					var gn, wn []mir.Reg
					got.Neighbors(v, func(x mir.Reg) { gn = append(gn, x) })
					want.Neighbors(v, func(x mir.Reg) { wn = append(wn, x) })
					if !slices.Equal(gn, wn) {
						t.Fatalf("seed %d (matrix %v): neighbours of %s %v, want %v", si, limit > 0, mir.FormatReg(nil, v), gn, wn)
					}
					for j := 0; j < i; j++ {
						if got.Interferes(v, vreg(j)) != want.Interferes(v, vreg(j)) {
							t.Fatalf("seed %d (matrix %v): %s-%s interfere %v", si, limit > 0, mir.FormatReg(nil, v), mir.FormatReg(nil, vreg(j)), got.Interferes(v, vreg(j)))
						}
					}
				}
			}
		}
	}
	if merged == 0 {
		t.Fatal("no tied operands merged: the test compares nothing")
	}

	// A chain of tied operands whose first link comes last in the block
	// order: v1 := add v0 (in block "second", entered first) lives on
	// as v3 := add v1 in block "first". v0 is live across a clobber of
	// register 4; Forbidden's one pass over the tied pairs in block order
	// gives 4 to v1 but not to v3, and the class, represented by v3,
	// forbids it.
	{
		f := &mir.Func{Name: "chain"}
		v0, v1, x, v3 := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
		entry, first, second := f.NewBlock("entry"), f.NewBlock("first"), f.NewBlock("second")
		mir.AddEdge(entry, second)
		mir.AddEdge(second, first)
		clob := tins(topAdd, tregs(x), v0, v0)
		clob.Clobbers = mir.RegSet(0).Add(4)
		link1 := tins(topAdd, tregs(v1), v0, x)
		link1.Tied = 0
		link2 := tins(topAdd, tregs(v3), v1, x)
		link2.Tied = 0
		entry.Instrs = []*mir.Instr{tconst(v0, 1), tjump()}
		second.Instrs = []*mir.Instr{clob, link1, tjump()}
		first.Instrs = []*mir.Instr{link2, tterm(tins(topRet, nil, v3))}
		opts := GraphOptions{Constraints: NewConstraints(NewNumbering(f, nil), tt, Options{})}
		lv := ComputeLiveness(f)
		if BuildGraph(f, lv, opts).Forbid(v3).Has(4) {
			t.Fatal("chain: Forbidden gives v3 register 4 itself; the case tests nothing")
		}
		g, err := BuildTiedGraph(f, lv, opts)
		if err != nil {
			t.Fatal(err)
		}
		if g.Alias(v0) != v3 || !g.Forbid(v0).Has(4) {
			t.Fatalf("chain: %s is represented by %s, which forbids %v; want %s, with 4", mir.FormatReg(nil, v0),
				mir.FormatReg(nil, g.Alias(v0)), g.Forbid(v0).Regs(), mir.FormatReg(nil, v3))
		}
	}

	// Tied operands that interfere: u lives on after d := add u, x.
	f := &mir.Func{Name: "clash"}
	u, x, d := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	add := tins(topAdd, tregs(d), u, x)
	add.Tied = 0
	b := f.NewBlock("entry")
	b.Instrs = []*mir.Instr{tconst(u, 1), tconst(x, 2), add, tins(topAdd, tregs(x), u, d), tterm(tins(topRet, nil, x))}
	lv := ComputeLiveness(f)
	opts := GraphOptions{Constraints: NewConstraints(NewNumbering(f, nil), tt, Options{})}
	werr := BuildGraph(f, lv, opts).MergeTied()
	_, gerr := BuildTiedGraph(f, lv, opts)
	if werr == nil || fmt.Sprint(gerr) != fmt.Sprint(werr) {
		t.Fatalf("interfering tied operands: error %v, want MergeTied's %v", gerr, werr)
	}
}

// TestDeconstruct: no phis left, one parallel copy per incoming edge of a
// phi block just before a plain jump, edges split where needed, and the
// toolkit's example allocator's result of it passes the checker.
func TestDeconstruct(t *testing.T) {
	for i, seed := range genSeeds() {
		in := genFunc(seed)
		before := in.Format(nil)
		w := Deconstruct(in)
		if in.Format(nil) != before {
			t.Fatalf("seed %d: Deconstruct modified its input", i)
		}
		phiEdges := 0
		for _, b := range in.Blocks {
			if len(b.Phis()) > 0 {
				phiEdges += len(b.Preds)
			}
		}
		pcopies := 0
		for _, b := range w.F.Blocks {
			for j, x := range b.Instrs {
				if x.Op == mir.OpPhi {
					t.Fatalf("seed %d: phi left in b%d", i, b.ID)
				}
				if w.Why(x) != "phi" {
					continue
				}
				pcopies++
				if j != len(b.Instrs)-2 || !plainJump(b.Term()) || len(b.Succs) != 1 {
					t.Fatalf("seed %d: parallel copy of b%d not just before a plain jump to one successor", i, b.ID)
				}
				s := b.Succs[0]
				k := s.PredIndex(b)
				for n, d := range x.Defs {
					found := false
					for _, phi := range in.Blocks[s.ID].Phis() {
						found = found || phi.Defs[0] == d && phi.Uses[k] == x.Uses[n]
					}
					if !found {
						t.Fatalf("seed %d: copy %s := %s in b%d matches no phi of b%d", i, mir.FormatReg(nil, d), mir.FormatReg(nil, x.Uses[n]), b.ID, s.ID)
					}
				}
			}
		}
		if pcopies != phiEdges {
			t.Fatalf("seed %d: %d parallel copies for %d phi edges", i, pcopies, phiEdges)
		}
		if w.SplitEdges != len(w.F.Blocks)-len(in.Blocks) {
			t.Fatalf("seed %d: %d edges split, %d blocks added", i, w.SplitEdges, len(w.F.Blocks)-len(in.Blocks))
		}
	}
}

// TestSpill: spill code as Spill documents it, and costs.
func TestSpill(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "spill"}
	a, b, c, d := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	b0, b1, b2 := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("exit")
	mir.AddEdge(b0, b1)
	mir.AddEdge(b1, b1)
	mir.AddEdge(b1, b2)
	add := tins(topAdd, tregs(c), b, a)
	add.Tied = 0
	b0.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(a), 1), tconst(d, 3), tjump()}
	b1.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(b), a), add, tins(topStore, nil, c, a), tterm(tins(topBr, nil, c))}
	b2.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(1), d), tterm(tins(topRet, nil, 1))}
	costs := SpillCosts(f, LoopDepths(f, mir.Dominators(f)))
	want := []float64{1 + 10 + 10 + 10, 10 + 10, 10 + 10 + 10, 1 + 1}
	if !slices.Equal(costs, want) {
		t.Errorf("costs %v, want %v", costs, want)
	}
	w := NewWork(f)
	if err := w.Spill(tt, []mir.Reg{a, c, d}); err != nil {
		t.Fatal(err)
	}
	if err := w.Spill(tt, []mir.Reg{a}); err == nil {
		t.Error("spilling a twice is not an error")
	}
	var lines []string
	for _, x := range w.F.Blocks[1].Instrs {
		lines = append(lines, x.Format(tt)+" ;"+w.Why(x))
	}
	wantLines := []string{
		"v1 = copy v0 ;",          // a copy reads a's slot
		"v5 = copy v0 ;reload",    // (v4 is d's temporary in b0)
		"v6 = add v1, v5 tied0 ;", // c's def is a temporary
		"v2 = copy v6 ;spill",
		"v7 = copy v2 ;reload",
		"v8 = copy v0 ;reload",
		"store v7, v8 ;",
		"v9 = copy v2 ;reload",
		"br v9 ;",
	}
	if strings.Join(lines, "\n") != strings.Join(wantLines, "\n") {
		t.Errorf("loop after spilling:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(wantLines, "\n"))
	}
	for _, r := range []mir.Reg{a, c, d} {
		if !w.InMemory(r) {
			t.Errorf("%s not in memory", mir.FormatReg(nil, r))
		}
	}
	for i := 4; i < len(w.F.Classes); i++ {
		if !w.Unspillable(vreg(i)) {
			t.Errorf("temporary v%d is spillable", i)
		}
	}
	wc := w.SpillCosts(nil)
	if !math.IsInf(wc[vidx(a)], 1) || !math.IsInf(wc[4], 1) || math.IsInf(wc[vidx(b)], 1) {
		t.Errorf("work costs %v", wc)
	}
}

// TestShareSlots: values never live together share a slot, the largest
// size wins, a function that calls setjmp keeps its slots.
func TestShareSlots(t *testing.T) {
	f := &mir.Func{Name: "share"}
	a, b, c := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.FPR)
	blk := f.NewBlock("entry")
	blk.Instrs = []*mir.Instr{
		tins(mir.OpImplicitDef, tregs(a)),
		tins(mir.OpCopy, tregs(1), a),
		tins(mir.OpImplicitDef, tregs(c)), // c in a 16-byte slot, after a died
		tins(mir.OpImplicitDef, tregs(b)), // b lives with c
		tins(topStore, nil, b, 1),
		tins(mir.OpCopy, tregs(17), c),
		tterm(tins(topRet, nil, 1)),
	}
	f.Slots = []mir.Slot{{Size: 8, Align: 8}, {Size: 8, Align: 8}, {Size: 16, Align: 16}}
	for _, tc := range []struct {
		returnsTwice bool
		wantSlots    []int64
		wantRenum    []int
	}{
		{false, []int64{16, 8}, []int{0, 1, 0}},
		{true, []int64{8, 8, 16}, []int{0, 1, 2}},
	} {
		g := f.Clone()
		g.ReturnsTwice = tc.returnsTwice
		loc := []mir.Loc{mir.SlotLoc(0), mir.SlotLoc(1), mir.SlotLoc(2)}
		renum := ShareSlots(g, ComputeLiveness(g), loc)
		var sizes []int64
		for _, s := range g.Slots {
			sizes = append(sizes, s.Size)
		}
		if !slices.Equal(sizes, tc.wantSlots) || !slices.Equal(renum, tc.wantRenum) {
			t.Errorf("returns twice %v: slots %v renumbered %v, want %v %v", tc.returnsTwice, sizes, renum, tc.wantSlots, tc.wantRenum)
		}
		for v, l := range loc {
			if int(l.Slot) != tc.wantRenum[v] {
				t.Errorf("v%d in slot %d, want %d", v, l.Slot, tc.wantRenum[v])
			}
		}
	}
}

// TestIntervalQueries: Covers, Intersect, NextUse, Start and End on
// intervals with holes.
func TestIntervalQueries(t *testing.T) {
	a := &Interval{Ranges: []Range{{2, 6}, {10, 14}, {20, 21}}, Uses: []UsePos{{Pos: 5}, {Pos: 13, NeedsReg: true}, {Pos: 20}}}
	b := &Interval{Ranges: []Range{{6, 10}, {12, 30}}}
	c := &Interval{Ranges: []Range{{0, 2}, {14, 20}}}
	for _, tc := range []struct {
		p    Pos
		want bool
	}{{1, false}, {2, true}, {5, true}, {6, false}, {9, false}, {10, true}, {13, true}, {14, false}, {20, true}, {21, false}} {
		if got := a.Covers(tc.p); got != tc.want {
			t.Errorf("Covers(%d) = %v, want %v", tc.p, got, tc.want)
		}
	}
	if p, ok := a.Intersect(b); !ok || p != 12 {
		t.Errorf("a, b intersect at %d %v, want 12", p, ok)
	}
	if p, ok := b.Intersect(a); !ok || p != 12 {
		t.Errorf("b, a intersect at %d %v, want 12", p, ok)
	}
	if _, ok := a.Intersect(c); ok {
		t.Error("a and c fill each other's holes but were said to intersect")
	}
	for _, tc := range []struct {
		p      Pos
		want   Pos
		wantOK bool
	}{{0, 5, true}, {5, 5, true}, {6, 13, true}, {14, 20, true}, {21, 0, false}} {
		u, ok := a.NextUse(tc.p)
		if ok != tc.wantOK || ok && u.Pos != tc.want {
			t.Errorf("NextUse(%d) = %d %v, want %d %v", tc.p, u.Pos, ok, tc.want, tc.wantOK)
		}
	}
	if a.Start() != 2 || a.End() != 21 || (&Interval{}).Start() != 0 || !(&Interval{}).Empty() {
		t.Errorf("Start %d End %d", a.Start(), a.End())
	}
}

// TestSpillRemat: a value marked by SetRemat is recomputed before each
// instruction that reads it (copies included, one remat per instruction
// but its own for a tied use, a phi's argument at the end of the
// predecessor), its definition writes a dead temporary, it gets no slot;
// costs count its uses at RematCost; misuses are errors.
func TestSpillRemat(t *testing.T) {
	tt := newTestTarget()
	build := func() (*Work, []mir.Reg, *mir.Instr) {
		f := &mir.Func{Name: "remat"}
		c, x, y, p, q := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
		b0, b1, b2 := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("exit")
		mir.AddEdge(b0, b1)
		mir.AddEdge(b1, b1)
		mir.AddEdge(b1, b2)
		add := tins(topAdd, tregs(y), c, c)
		add.Tied = 0
		b0.Instrs = []*mir.Instr{tconst(c, 7), tins(mir.OpCopy, tregs(x), 1), tjump()}
		b1.Instrs = []*mir.Instr{
			mir.NewInstr(mir.OpPhi, tregs(p), tregs(c, q), nil),
			add,
			tins(topMul, tregs(q), c, y),
			tins(topStore, nil, x, c),
			tterm(tins(topBr, nil, q)),
		}
		b2.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(1), c), tterm(tins(topRet, nil, 1))}
		w := NewWork(f)
		return w, []mir.Reg{c, x, y, p, q}, w.F.Blocks[0].Instrs[0]
	}
	w, r, def := build()
	c := r[0]
	w.SetRemat(c, def)
	costs := w.SpillCosts(LoopDepths(w.F, mir.Dominators(w.F)))
	// c: uses in b1 by the add (twice) and the mul and the store (10 each),
	// the phi from b0 (1), the copy in b2 (1); at RematCost each.
	if want := RematCost * (4*10 + 1 + 1); costs[vidx(c)] != want {
		t.Errorf("cost of c %v, want %v", costs[vidx(c)], want)
	}
	if err := w.Spill(tt, []mir.Reg{c}); err != nil {
		t.Fatal(err)
	}
	if !w.Rematerialized(c) || w.InMemory(c) || len(w.F.Slots) != 0 {
		t.Errorf("c: rematerialized %v, in memory %v, %d slots", w.Rematerialized(c), w.InMemory(c), len(w.F.Slots))
	}
	var lines []string
	for _, b := range w.F.Blocks {
		for _, x := range b.Instrs {
			lines = append(lines, fmt.Sprintf("b%d: %s ;%s", b.ID, x.Format(tt), w.Why(x)))
		}
	}
	want := []string{
		"b0: v5 = const 7 ;", // the input's definition, now dead
		"b0: v1 = copy p1 ;",
		"b0: v11 = const 7 ;remat", // the phi's argument, at the end of b0
		"b0: jump ;",
		"b1: v3 = phi v11, v4 ;",
		"b1: v6 = const 7 ;remat", // the tied use has its own
		"b1: v7 = const 7 ;remat",
		"b1: v2 = add v6, v7 tied0 ;",
		"b1: v8 = const 7 ;remat",
		"b1: v4 = mul v8, v2 ;",
		"b1: v9 = const 7 ;remat",
		"b1: store v1, v9 ;",
		"b1: br v4 ;",
		"b2: v10 = const 7 ;remat", // copies read a remat too
		"b2: p1 = copy v10 ;",
		"b2: ret p1 ;",
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("after rematerializing c:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
	for i := 5; i < len(w.F.Classes); i++ {
		if !w.Unspillable(vreg(i)) {
			t.Errorf("temporary v%d is spillable", i)
		}
	}
	for _, x := range w.F.Blocks[1].Instrs {
		if w.Why(x) == "remat" && w.Origin(x) != w.Origin(def) {
			t.Errorf("%s: origin %v, want the input's definition", x.Format(tt), w.Origin(x))
		}
	}
	if err := w.Spill(tt, []mir.Reg{c}); err == nil {
		t.Error("spilling c again is not an error")
	}

	// Misuses: the mark must be the value's only definition, of a
	// rematerializable input instruction.
	w, r, _ = build()
	w.SetRemat(r[1], w.F.Blocks[0].Instrs[1]) // x = copy p1
	if err := w.Spill(tt, []mir.Reg{r[1]}); err == nil || !strings.Contains(err.Error(), "cannot be rematerialized") {
		t.Errorf("rematerializing a copy of an argument: %v", err)
	}
	w, r, def = build()
	w.F.Blocks[2].Instrs = append([]*mir.Instr{tconst(r[0], 8)}, w.F.Blocks[2].Instrs...)
	w.SetRemat(r[0], def)
	if err := w.Spill(tt, []mir.Reg{r[0]}); err == nil || !strings.Contains(err.Error(), "also defined") {
		t.Errorf("rematerializing a value defined twice: %v", err)
	}
}

// TestSpillRematParallelCopy: in a parallel copy made by Deconstruct, a
// rematerialized source is recomputed into its destination just before the
// copy, whose pair becomes d := d (so the destinations are still defined
// together); into a temporary stored at once when the destination is in
// memory; into a temporary the copy reads when the copy also reads the
// destination (here p's old value flows into q on the back edge).
func TestSpillRematParallelCopy(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "pcopy"}
	c, p, q, m, n := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	b0, b1, b2 := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("exit")
	mir.AddEdge(b0, b1)
	mir.AddEdge(b1, b2)
	mir.AddEdge(b1, b1)
	b0.Instrs = []*mir.Instr{tconst(c, 9), tins(mir.OpCopy, tregs(n), 1), tjump()}
	b1.Instrs = []*mir.Instr{
		mir.NewInstr(mir.OpPhi, tregs(p), tregs(c, c), nil),
		mir.NewInstr(mir.OpPhi, tregs(q), tregs(n, p), nil),
		mir.NewInstr(mir.OpPhi, tregs(m), tregs(c, c), nil),
		tins(topStore, nil, p, q), tins(topStore, nil, m, m), tterm(tins(topBr, nil, p)),
	}
	b2.Instrs = []*mir.Instr{tterm(tins(topRet, nil))}
	w := Deconstruct(f)
	if err := w.Spill(tt, []mir.Reg{m}); err != nil { // m: v3
		t.Fatal(err)
	}
	w.SetRemat(c, w.F.Blocks[0].Instrs[0])
	if err := w.Spill(tt, []mir.Reg{c}); err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, b := range w.F.Blocks {
		for _, x := range b.Instrs {
			lines = append(lines, fmt.Sprintf("b%d: %s ;%s", b.ID, x.Format(tt), w.Why(x)))
		}
	}
	want := []string{
		"b0: v6 = const 9 ;", // the definition, dead (v5 is m's reload)
		"b0: v4 = copy p1 ;",
		"b0: v1 = const 9 ;remat", // into p itself
		"b0: v8 = const 9 ;remat", // m is in memory: stored at once
		"b0: v3 = copy v8 ;phi",
		"b0: v1, v2, v3 = copy v1, v4, v3 ;phi", // p := p, q := n, m := m
		"b0: jump ;",
		"b1: store v1, v2 ;",
		"b1: v5 = copy v3 ;reload",
		"b1: store v5, v5 ;",
		"b1: br v1 ;",
		"b2: ret ;",
		"b3: v9 = const 9 ;remat",
		"b3: v3 = copy v9 ;phi",
		"b3: v10 = const 9 ;remat", // the copy reads p: a temporary
		"b3: v1, v2, v3 = copy v10, v1, v3 ;phi",
		"b3: jump ;",
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("after rematerializing c:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}

// TestGraphNoMoveRule: a copy whose source stays live interferes with its
// destination only without the move rule.
func TestGraphNoMoveRule(t *testing.T) {
	f := &mir.Func{Name: "moverule"}
	a, b := f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	blk := f.NewBlock("entry")
	blk.Instrs = []*mir.Instr{
		tconst(a, 1),
		tins(mir.OpCopy, tregs(b), a),
		tins(topStore, nil, a, b),
		tterm(tins(topRet, nil)),
	}
	lv := ComputeLiveness(f)
	for _, c := range []struct {
		opts GraphOptions
		want bool
	}{{GraphOptions{}, false}, {GraphOptions{NoMoveRule: true}, true}} {
		g := BuildGraph(f, lv, c.opts)
		if got := g.Interferes(a, b); got != c.want {
			t.Errorf("%+v: a-b interfere %v, want %v", c.opts, got, c.want)
		}
		if len(g.Moves) != 1 {
			t.Errorf("%+v: %d moves, want 1", c.opts, len(g.Moves))
		}
	}
}

// TestUseRegsOfRepeatedOperand: a register read twice by one instruction,
// once as the tied operand, may occupy only what both operands allow (the
// tied one must also avoid the clobbers).
func TestUseRegsOfRepeatedOperand(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "twice"}
	v, d := f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	blk := f.NewBlock("entry")
	add := tins(topAdd, tregs(d), v, v)
	add.Tied, add.Clobbers = 0, mir.RegSet(0).Add(4)
	blk.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(v), 1), add, tins(mir.OpCopy, tregs(1), d), tterm(tins(topRet, nil, 1))}
	cons := NewConstraints(NewNumbering(f, nil), tt, Options{})
	ivs := BuildIntervals(cons, ComputeLiveness(f))
	u := ivs.Of(v).Uses
	if len(u) != 1 || !u[0].NeedsReg {
		t.Fatalf("uses of v0: %+v", u)
	}
	if want := cons.Site(1).Use(0) & cons.Site(1).Use(1); u[0].Regs != want || want.Has(4) {
		t.Errorf("v0 at the add may occupy %v, want %v", u[0].Regs.Regs(), want.Regs())
	}
	if def := ivs.Of(d).Defs[0]; def.Regs != cons.Site(1).Def(0) {
		t.Errorf("d at the add may occupy %v, want %v", def.Regs.Regs(), cons.Site(1).Def(0).Regs())
	}
}

// TestSlotLists checks ShareSlots' slot adjacency against the graph it
// comes from: slot t is in slot s's list exactly when a value in s
// interferes with a value in t, each slot once, every list capped at its
// length. Several values share each slot, as joined or coalesced values
// do.
func TestSlotLists(t *testing.T) {
	for _, seed := range genSeeds() {
		f := genFunc(seed)
		for _, per := range []int{1, 3} {
			ns := (len(f.Classes) + per - 1) / per
			loc := make([]mir.Loc, len(f.Classes))
			for i := range loc {
				if i%5 != 4 { // some values not in slots
					loc[i] = mir.SlotLoc(i / per)
				}
			}
			inSlot := func(v mir.Reg) bool { return loc[vidx(v)].IsSlot() }
			g := BuildGraph(f, ComputeLiveness(f), GraphOptions{Nodes: inSlot, LiveOnly: true})
			adj := slotLists(g, loc, ns)
			want := make([]map[int32]bool, ns)
			for s := range want {
				want[s] = map[int32]bool{}
			}
			for i := 0; i < len(loc); i++ {
				for j := 0; j < len(loc); j++ {
					x, y := vreg(i), vreg(j)
					if inSlot(x) && inSlot(y) && loc[i].Slot != loc[j].Slot && g.Interferes(x, y) {
						want[loc[i].Slot][loc[j].Slot] = true
					}
				}
			}
			for s, l := range adj {
				got := map[int32]bool{}
				for _, u := range l {
					if got[u] {
						t.Fatalf("%s, %d values a slot: slot %d lists slot %d twice", f.Name, per, s, u)
					}
					got[u] = true
				}
				if !maps.Equal(got, want[s]) {
					t.Fatalf("%s, %d values a slot: slot %d lists %v, want %v", f.Name, per, s, l, want[s])
				}
				if cap(l) != len(l) {
					t.Fatalf("%s: slot %d's list has room beyond it (cap %d, len %d)", f.Name, s, cap(l), len(l))
				}
			}
		}
	}
}
