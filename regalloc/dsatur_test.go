package regalloc

import (
	"fmt"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// textbookSSA is the textbook chapter's running example (its Figure 1;
// TestTextbookRunningExample has it as printed, not in SSA form) in SSA form, as ssara's allocators
// take their input: z1 (dead), w1, z2, x1, x2, y1, y2, w2, w3 are
// v0..v8; each addition's first operand dies at it (tied); w3 is
// returned in p1.
func textbookSSA() (*mir.Func, map[mir.Reg]string) {
	v := tv
	add := func(d, a, s mir.Reg) *mir.Instr {
		in := tins(topAdd, tregs(d), a, s)
		in.Tied = 0
		return in
	}
	f := oneBlock("textbookSSA", 9,
		tconst(v(0), 4),
		tconst(v(1), 0),
		tconst(v(2), 1),
		tins(mir.OpCopy, tregs(v(3)), v(1)), // movl w, x
		add(v(4), v(3), v(2)),               // addl z, x
		tins(mir.OpCopy, tregs(v(5)), v(1)), // movl w, y
		add(v(6), v(5), v(4)),               // addl x, y
		tins(mir.OpCopy, tregs(v(7)), v(6)), // movl y, w
		add(v(8), v(7), v(4)),               // addl x, w
		tins(mir.OpCopy, tregs(1), v(8)),
		tret())
	return f, map[mir.Reg]string{v(1): "w", v(2): "z", v(3): "x", v(4): "x",
		v(5): "y", v(6): "y", v(7): "w", v(8): "w"}
}

// TestDSaturTextbookExample: DSATUR with move biasing on the running
// example: the graph (after the two-address operands are merged) has
// exactly the chapter's edges between its variables, the colouring uses 3
// registers, w and y share one, and both moves between them (movl w, y and
// movl y, w) vanish.
func TestDSaturTextbookExample(t *testing.T) {
	f, names := textbookSSA()
	tt := newTestTarget()
	w := Deconstruct(f)
	lv := ComputeLiveness(w.F)
	g := BuildGraph(w.F, lv, GraphOptions{Constraints: NewConstraints(NewNumbering(w.F, nil), tt, Options{})})
	if err := g.MergeTied(); err != nil {
		t.Fatal(err)
	}
	edges := map[string]bool{}
	for u, nu := range names {
		for v, nv := range names {
			if nu < nv && g.Interferes(u, v) {
				edges[nu+"-"+nv] = true
			}
			if nu == nv && g.Interferes(u, v) {
				t.Errorf("%s and %s, both %s, interfere", mir.FormatReg(tt, u), mir.FormatReg(tt, v), nu)
			}
		}
	}
	if got := fmt.Sprint(edges); got != "map[w-x:true w-z:true x-y:true x-z:true]" {
		t.Errorf("edges %s, want w-x, w-z, x-y, x-z", got)
	}

	out, st := allocChecked(t, "dsatur", f, Options{})
	used := map[mir.Loc]bool{}
	for r := range names {
		used[locOf(t, out, r)] = true
	}
	if len(used) != 3 {
		t.Errorf("%d registers for z, w, x, y, want 3: %v", len(used), used)
	}
	if lw, ly, lw2 := locOf(t, out, tv(1)), locOf(t, out, tv(5)), locOf(t, out, tv(7)); lw != ly || ly != lw2 {
		t.Errorf("w1 in %v, y1 in %v, w2 in %v: w and y do not share a register", lw, ly, lw2)
	}
	// The moves left: movl w, x (w and x interfere) and the return value.
	if st.Moves != 2 || st.Spilled != 0 {
		t.Errorf("%d moves, %d spilled; want 2 moves (w to x, w3 to p1), no spill", st.Moves, st.Spilled)
	}
}

// TestDSaturBias: move biasing gives a value the register it is copied
// from (the copy vanishes); without it the value takes the first free
// register in the target's order.
func TestDSaturBias(t *testing.T) {
	v := tv
	f := oneBlock("bias", 3,
		tins(mir.OpCopy, tregs(v(0)), 3), // a parameter in p3
		tconst(v(1), 1),
		tins(topAdd, tregs(v(2)), v(0), v(1)),
		tins(mir.OpCopy, tregs(1), v(2)),
		tret())
	for _, c := range []struct {
		opts Options
		want mir.Reg
	}{
		{Options{}, 3},
		{Options{DSatur: DSaturOptions{NoBias: true}}, 1},
	} {
		out, _ := allocChecked(t, "dsatur", f, c.opts)
		if l := locOf(t, out, v(0)); l != mir.RegLoc(c.want) {
			t.Errorf("%+v: v0 in %v, want p%d", c.opts.DSatur, l, c.want)
		}
	}
}
