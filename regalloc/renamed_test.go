package regalloc

import (
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// derivedChecks counts, by the Graph method that derived them, the graphs
// Rebuild and Respill derived and every test of the package compared with
// the built graph (checkDerived is set for all of them: each allocation
// by chaitin or briggs in these tests compares).
var derivedChecks struct {
	sync.Mutex
	n map[string]int
}

func init() {
	checkDerived = func(how string, derived, built *Graph, kept, liveOut [][]mir.Reg) {
		if err := sameGraph(derived, built); err != nil {
			panic(fmt.Sprintf("regalloc: Graph.%s differs from the built graph of %s: %v", how, built.f.Name, err))
		}
		for i := range liveOut {
			if !slices.Equal(kept[i], liveOut[i]) {
				panic(fmt.Sprintf("regalloc: the liveness kept for Graph.%s of %s differs at the end of b%d: %v, want %v",
					how, built.f.Name, i, kept[i], liveOut[i]))
			}
		}
		derivedChecks.Lock()
		if derivedChecks.n == nil {
			derivedChecks.n = map[string]int{}
		}
		derivedChecks.n[how]++
		derivedChecks.Unlock()
	}
}

// derivedCount is the number of graphs derived by how and checked so far.
func derivedCount(how string) int {
	derivedChecks.Lock()
	defer derivedChecks.Unlock()
	return derivedChecks.n[how]
}

// sameGraph compares two graphs of one function field by field, for every
// representative (the fields of registers merged into another are not
// read through the graph's methods).
func sameGraph(got, want *Graph) error {
	if got.N() != want.N() {
		return fmt.Errorf("%d registers, want %d", got.N(), want.N())
	}
	if !slices.Equal(got.Moves, want.Moves) {
		return fmt.Errorf("moves differ")
	}
	if !slices.Equal(got.matrix, want.matrix) {
		return fmt.Errorf("bit matrices differ")
	}
	for i := 0; i < want.N(); i++ {
		v := vreg(i)
		if got.node[i] != want.node[i] || got.alias[i] != want.alias[i] {
			return fmt.Errorf("%s: node %v, representative %d; want %v, %d", mir.FormatReg(nil, v), got.node[i], got.alias[i], want.node[i], want.alias[i])
		}
		if !slices.Equal(got.moveList[i], want.moveList[i]) {
			return fmt.Errorf("%s: move list %v, want %v", mir.FormatReg(nil, v), got.moveList[i], want.moveList[i])
		}
		if !want.node[i] || want.alias[i] != int32(i) {
			continue
		}
		if got.deg[i] != want.deg[i] || got.forbid[i] != want.forbid[i] || !slices.Equal(got.adj[i], want.adj[i]) {
			return fmt.Errorf("%s: degree %d, forbid %v, row %v; want %d, %v, %v", mir.FormatReg(nil, v),
				got.deg[i], got.forbid[i].Regs(), got.adj[i], want.deg[i], want.forbid[i].Regs(), want.adj[i])
		}
	}
	return nil
}

// TestDerivedGraph: chaitin and briggs, on the generated functions at two
// budgets and on bigFunc, derive graphs after coalescing (Rebuild) and
// after spilling (Respill), and irc and dsatur after spilling from their
// second round on (AllocateRounds), each equal to the one built, with the
// liveness kept equal to the one computed (checkDerived); the test fails
// if an allocator derived none after spilling, or chaitin and briggs none
// after coalescing.
func TestDerivedGraph(t *testing.T) {
	tt := newTestTarget()
	funcs := []*mir.Func{bigFunc(60)}
	for _, seed := range genSeeds() {
		funcs = append(funcs, genFunc(seed))
	}
	renamed := derivedCount("Renamed")
	for _, name := range []string{"chaitin", "briggs", "irc", "dsatur"} {
		a, _ := Lookup(name)
		before := derivedCount("AfterSpill")
		for _, regs := range []int{0, 3} {
			for _, f := range funcs {
				out, _, err := a.Allocate(f, tt, Options{Regs: regs})
				if err != nil {
					if _, ok := err.(*AllocError); ok {
						continue
					}
					t.Fatalf("%s -regs=%d %s: %v", name, regs, f.Name, err)
				}
				if err := Check(f, out, tt, Options{Regs: regs}); err != nil {
					t.Fatalf("%s -regs=%d %s: %v", name, regs, f.Name, err)
				}
			}
		}
		n := derivedCount("AfterSpill") - before
		if n == 0 {
			t.Fatalf("%s: no graph derived by Graph.AfterSpill: the test compares nothing", name)
		}
		t.Logf("%s: %d graphs derived by Graph.AfterSpill equal to the built ones", name, n)
	}
	n := derivedCount("Renamed") - renamed
	if n == 0 {
		t.Fatalf("no graph derived by Graph.Renamed: the test compares nothing")
	}
	t.Logf("%d graphs derived by Graph.Renamed equal to the built ones", n)
}

// TestRenamedMoveRule: a value copied twice, l := s and d := s, with l
// live at the second copy. Once l and s are one live range, the built
// graph has no edge between d and it (the copy exempts its source, now
// l's register too), while the merged graph keeps the edge d-l, which a
// derived graph would keep: RenameExact must say no.
//
//	s = const 1; l = copy s; d = copy s; x = mul l, d; y = mul x, s; ret y
func TestRenamedMoveRule(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "twice"}
	s, l, d, x, y := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	b := f.NewBlock("entry")
	b.Instrs = []*mir.Instr{tconst(s, 1), tins(mir.OpCopy, tregs(l), s), tins(mir.OpCopy, tregs(d), s),
		tins(topMul, tregs(x), l, d), tins(topMul, tregs(y), x, s), tterm(tins(topRet, nil, y))}
	opts := GraphOptions{Constraints: NewConstraints(NewNumbering(f, nil), tt, Options{})}
	g, err := BuildTiedGraph(f, ComputeLiveness(f), opts)
	if err != nil {
		t.Fatal(err)
	}
	if !g.Interferes(d, l) || g.Interferes(l, s) {
		t.Fatalf("d-l %v, l-s %v: the case is not the one described", g.Interferes(d, l), g.Interferes(l, s))
	}
	g.Merge(s, l)
	root := func(r mir.Reg) mir.Reg {
		if r == l {
			return s
		}
		return r
	}
	if g.RenameExact(root) {
		t.Fatal("RenameExact says the merged graph stays exact, but the build will lose the edge d-s")
	}
	for _, in := range b.Instrs {
		for k := range in.Defs {
			in.Defs[k] = root(in.Defs[k])
		}
		for k := range in.Uses {
			in.Uses[k] = root(in.Uses[k])
		}
	}
	opts.Nodes = func(r mir.Reg) bool { return root(r) == r }
	built, err := BuildTiedGraph(f, ComputeLiveness(f), opts)
	if err != nil {
		t.Fatal(err)
	}
	if built.Interferes(d, s) {
		t.Fatal("the built graph keeps d-s: the case tests nothing")
	}
	if r, ok := g.Renamed(opts, root); !ok || !r.Interferes(d, s) {
		t.Fatalf("Renamed gave %v (d-s in it: %v); the check is RenameExact's", ok, ok && r.Interferes(d, s))
	}
}
