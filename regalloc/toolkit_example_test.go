package regalloc

import (
	"errors"
	"fmt"
	"sort"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// exampleAllocate is the smallest graph-colouring allocator the toolkit
// makes possible (docs/DESIGN.md walks through it): SSA deconstruction,
// then rounds of liveness, interference graph with the tied operands
// merged, greedy colouring (unspillable temporaries first, then by
// decreasing spill cost), spilling of what found no colour; then slot
// sharing and the output. It is not registered: it exists to show and test
// that the toolkit's pieces fit together into allocations the checker
// accepts.
func exampleAllocate(in *mir.Func, t mir.Target, opts Options) (*mir.Func, *Stats, error) {
	st := &Stats{Func: in.Name, VirtRegs: len(in.Classes)}
	w := Deconstruct(in)
	st.SplitEdges = w.SplitEdges
	for round := 1; ; round++ {
		if round > 20 {
			return nil, nil, &AllocError{Func: in.Name, Msg: "spilling does not converge"}
		}
		st.Rounds = round
		f := w.F
		lv := ComputeLiveness(f)
		cons := NewConstraints(NewNumbering(f, nil), t, opts)
		g, err := BuildTiedGraph(f, lv, GraphOptions{Nodes: func(v mir.Reg) bool { return !w.InMemory(v) }, Constraints: cons})
		if err != nil {
			return nil, nil, err
		}
		cost := w.SpillCosts(nil)
		var nodes []mir.Reg
		for i := range f.Classes {
			if v := vreg(i); g.IsNode(v) && g.Alias(v) == v {
				nodes = append(nodes, v)
			}
		}
		sort.SliceStable(nodes, func(i, j int) bool { return cost[vidx(nodes[i])] > cost[vidx(nodes[j])] })
		colour := make([]mir.Reg, len(f.Classes))
		spilled := map[mir.Reg]bool{}
		for _, v := range nodes {
			c := f.ClassOf(v)
			free := cons.Budget(c) &^ g.Forbid(v)
			g.Neighbors(v, func(n mir.Reg) { free = free.Remove(colour[vidx(n)]) })
			for _, r := range cons.Order(c) {
				if free.Has(r) {
					colour[vidx(v)] = r
					break
				}
			}
			if colour[vidx(v)] != 0 {
				continue
			}
			if w.Unspillable(v) {
				return nil, nil, &AllocError{Func: in.Name, Msg: fmt.Sprintf("no %s register for temporary %s", c, mir.FormatReg(t, v))}
			}
			spilled[v] = true
		}
		if len(spilled) == 0 {
			loc := make([]mir.Loc, len(f.Classes))
			for i := range loc {
				v := vreg(i)
				if s, ok := w.SlotOf(v); ok {
					loc[i] = mir.SlotLoc(s)
				} else {
					loc[i] = mir.RegLoc(colour[vidx(g.Alias(v))])
				}
			}
			if !opts.NoSlotSharing {
				ShareSlots(f, lv, loc)
			}
			return w.Output(t, loc, 0, st), st, nil
		}
		var vs []mir.Reg
		for i := range f.Classes {
			if v := vreg(i); g.IsNode(v) && spilled[g.Alias(v)] {
				vs = append(vs, v)
			}
		}
		st.Spilled += len(vs)
		if err := w.Spill(t, vs); err != nil {
			return nil, nil, err
		}
	}
}

// TestToolkitExampleAllocator: the example allocator's results pass the
// checker on random functions and on the unusual shapes, at the full
// register file (where it must always succeed) and under pressure.
func TestToolkitExampleAllocator(t *testing.T) {
	tt := newTestTarget()
	var fs []*mir.Func
	for _, seed := range genSeeds() {
		fs = append(fs, genFunc(seed))
	}
	fs = append(fs, unusualShapes()...)
	fig3, _ := fig3Func()
	fs = append(fs, fig3)
	ok, spilled := 0, 0
	for _, f := range fs {
		before := f.Format(tt)
		for _, opts := range []Options{{}, {Regs: 4, FPRegs: 3}, {Regs: 3, FPRegs: 2}, {Regs: 3, FPRegs: 2, NoSlotSharing: true}} {
			out, st, err := exampleAllocate(f, tt, opts)
			var ae *AllocError
			if errors.As(err, &ae) && opts.Regs != 0 {
				continue
			}
			if err != nil {
				t.Fatalf("%s %+v: %v", f.Name, opts, err)
			}
			if err := Check(f, out, tt, opts); err != nil {
				t.Fatalf("%s %+v: %v\n%s", f.Name, opts, err, out.Format(tt))
			}
			if f.Format(tt) != before {
				t.Fatalf("%s: the input was modified", f.Name)
			}
			ok++
			spilled += st.Spilled
		}
	}
	if ok < 3*len(fs) || spilled == 0 {
		t.Fatalf("only %d allocations succeeded, %d values spilled", ok, spilled)
	}
}
