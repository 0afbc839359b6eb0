package mir

import (
	"slices"
	"testing"
)

// TestCloneCFG checks that CloneCFG's copy shares the instructions and
// that splitting one of its edges leaves the original's graph alone, and
// that Clone copies the instructions too.
func TestCloneCFG(t *testing.T) {
	f := &Func{Name: "f", Classes: []Class{GPR}}
	entry, left, join := f.NewBlock("entry"), f.NewBlock("left"), f.NewBlock("join")
	br := NewInstr(OpJump, nil, nil, nil)
	br.Term = true
	entry.Instrs = []*Instr{br}
	jl := NewInstr(OpJump, nil, nil, nil)
	jl.Term = true
	left.Instrs = []*Instr{jl}
	ret := NewInstr(OpJump, nil, nil, nil)
	ret.Term = true
	join.Instrs = []*Instr{ret}
	entry.Succs = []*Block{left, join}
	left.Preds, left.Succs = []*Block{entry}, []*Block{join}
	join.Preds = []*Block{entry, left}

	for _, tc := range []struct {
		name   string
		clone  func(*Func) *Func
		shared bool
	}{
		{"CloneCFG", (*Func).CloneCFG, true},
		{"Clone", (*Func).Clone, false},
	} {
		g := tc.clone(f)
		for i, b := range g.Blocks {
			if b == f.Blocks[i] {
				t.Fatalf("%s: block %d is the original's", tc.name, i)
			}
			for j, in := range b.Instrs {
				if same := in == f.Blocks[i].Instrs[j]; same != tc.shared {
					t.Errorf("%s: block %d instruction %d shared = %v, want %v", tc.name, i, j, same, tc.shared)
				}
			}
		}
		nb := SplitEdge(g, g.Blocks[0], 1, ".split")
		if len(f.Blocks) != 3 || f.Blocks[0].Succs[1] != join || join.Preds[0] != f.Blocks[0] {
			t.Fatalf("%s: splitting the copy's edge changed the original", tc.name)
		}
		if g.Blocks[0].Succs[1] != nb || g.Blocks[2].Preds[0] != nb || len(g.Blocks) != 4 {
			t.Errorf("%s: the copy's edge was not split", tc.name)
		}
	}
}

// TestJoined: joined's two copies are equal to its arguments, nil where
// empty, and appending to the first leaves the second as it was.
func TestJoined(t *testing.T) {
	for _, c := range []struct{ a, b []Reg }{
		{nil, nil},
		{[]Reg{1}, nil},
		{nil, []Reg{2, 3}},
		{[]Reg{1, 2}, []Reg{3}},
	} {
		a, b := joined(c.a, c.b)
		if !slices.Equal(a, c.a) || !slices.Equal(b, c.b) || (a == nil) != (len(c.a) == 0) || (b == nil) != (len(c.b) == 0) {
			t.Errorf("joined(%v, %v) = %v, %v", c.a, c.b, a, b)
			continue
		}
		want := slices.Clone(b)
		a = append(a, 99)
		if !slices.Equal(b, want) || a[len(a)-1] != 99 {
			t.Errorf("joined(%v, %v): appending to the first changed the second to %v", c.a, c.b, b)
		}
	}
}

// TestClonePlaced: ClonePlaced's copy is Clone's with the placement given
// and no other, its own arrays, and appending to its defs leaves its uses
// alone.
func TestClonePlaced(t *testing.T) {
	in := NewInstr(OpCopy, []Reg{FirstVirtual + 1}, []Reg{FirstVirtual + 2, FirstVirtual + 3}, nil)
	dl, ul := []Loc{RegLoc(1)}, []Loc{RegLoc(2), SlotLoc(0)}
	x := in.ClonePlaced(dl, ul)
	if !slices.Equal(x.Defs, in.Defs) || !slices.Equal(x.Uses, in.Uses) || !slices.Equal(x.DefLocs, dl) || !slices.Equal(x.UseLocs, ul) || x.Transfer != nil {
		t.Fatalf("ClonePlaced = %+v, placement %+v", x, x.Placement)
	}
	x.Defs = append(x.Defs, FirstVirtual+9)
	x.DefLocs = append(x.DefLocs, RegLoc(9))
	dl[0], in.Uses[0] = RegLoc(7), FirstVirtual+7
	if x.Uses[0] != FirstVirtual+2 || x.UseLocs[0] != RegLoc(2) || x.DefLocs[0] != RegLoc(1) {
		t.Errorf("the copy shares an array: uses %v, locations %v %v", x.Uses, x.DefLocs, x.UseLocs)
	}
	// A placed instruction's copy has the given placement only.
	mv := NewTransfer(OpMove, RegLoc(1), RegLoc(2), GPR, "spill")
	y := mv.ClonePlaced([]Loc{RegLoc(3)}, nil)
	if y.Transfer != nil || y.Placement == mv.Placement || !slices.Equal(y.DefLocs, []Loc{RegLoc(3)}) || y.UseLocs != nil {
		t.Errorf("ClonePlaced of a move: placement %+v", y.Placement)
	}
}

// TestCloneSlab: Clone's copies, cut from shared arrays (slab), each
// equal their original, a placed instruction's with a placement of its
// own, and appending to one copy's defs or uses changes neither its
// neighbours' operands nor its own other ones (nor the original's).
func TestCloneSlab(t *testing.T) {
	f := &Func{Name: "f", Classes: []Class{GPR, GPR, GPR, GPR}}
	b := f.NewBlock("entry")
	v := func(i int) Reg { return FirstVirtual + Reg(i) }
	b.Instrs = []*Instr{
		NewInstr(OpCopy, []Reg{v(0)}, []Reg{1}, nil),
		NewInstr(OpCopy, []Reg{v(1)}, []Reg{v(0), v(0)}, nil),
		NewInstr(OpJump, nil, nil, nil),
		NewTransfer(OpMove, RegLoc(1), RegLoc(2), GPR, "spill"),
		NewInstr(OpCopy, []Reg{v(2), v(3)}, nil, nil),
	}
	g := f.Clone()
	c := g.Blocks[0].Instrs
	for i, in := range b.Instrs {
		x := c[i]
		if x == in || !slices.Equal(x.Defs, in.Defs) || !slices.Equal(x.Uses, in.Uses) || x.Op != in.Op {
			t.Fatalf("copy %d = %+v, want a copy of %+v", i, x, in)
		}
		if (x.Placement == nil) != (in.Placement == nil) || (in.Placement != nil && x.Placement == in.Placement) {
			t.Errorf("copy %d: placement %p, original's %p", i, x.Placement, in.Placement)
		}
	}
	c[0].Defs = append(c[0].Defs, v(3))
	c[1].Uses = append(c[1].Uses, v(2))
	if c[0].Uses[0] != 1 || c[1].Defs[0] != v(1) || c[4].Defs[0] != v(2) {
		t.Errorf("appending to one copy wrote into another: %v %v %v", c[0].Uses, c[1].Defs, c[4].Defs)
	}
	if b.Instrs[0].Defs[0] != v(0) || len(b.Instrs[1].Uses) != 2 {
		t.Errorf("the original changed")
	}
}

// TestArena: the arena's copies and transfers equal ClonePlaced's and
// NewTransfer's, past the end of a chunk, and appending to one's
// registers or locations writes into no other.
func TestArena(t *testing.T) {
	var a Arena
	in := NewInstr(OpCopy, []Reg{FirstVirtual + 1}, []Reg{FirstVirtual + 2, FirstVirtual + 3}, nil)
	dl, ul := []Loc{RegLoc(1)}, []Loc{RegLoc(2), SlotLoc(0)}
	var xs, ts []*Instr
	for i := 0; i < 3*chunk; i++ {
		xs = append(xs, a.ClonePlaced(in, dl, ul))
		ts = append(ts, a.NewTransfer(OpMove, RegLoc(1), SlotLoc(i), GPR, "spill"))
	}
	want := in.ClonePlaced(dl, ul)
	for i, x := range xs {
		if x == in || !slices.Equal(x.Defs, want.Defs) || !slices.Equal(x.Uses, want.Uses) || !slices.Equal(x.DefLocs, dl) || !slices.Equal(x.UseLocs, ul) || x.Transfer != nil || x.Tied != want.Tied {
			t.Fatalf("copy %d = %+v, placement %+v", i, x, x.Placement)
		}
		m := ts[i]
		if m.Op != OpMove || m.Class != GPR || m.Tied != -1 || m.Transfer == nil || m.Dst != RegLoc(1) || m.Src != SlotLoc(i) || m.Why != "spill" {
			t.Fatalf("transfer %d = %+v", i, m)
		}
	}
	xs[0].Defs = append(xs[0].Defs, FirstVirtual+9)
	xs[0].Uses = append(xs[0].Uses, FirstVirtual+9)
	xs[0].DefLocs = append(xs[0].DefLocs, RegLoc(9))
	xs[0].UseLocs = append(xs[0].UseLocs, RegLoc(9))
	if xs[0].Uses[0] != FirstVirtual+2 || xs[1].Defs[0] != FirstVirtual+1 || xs[0].UseLocs[0] != RegLoc(2) || xs[1].DefLocs[0] != RegLoc(1) {
		t.Errorf("appending to a copy wrote into another: %v %v %v %v", xs[0].Uses, xs[1].Defs, xs[0].UseLocs, xs[1].DefLocs)
	}
	if z := a.ClonePlaced(NewInstr(OpJump, nil, nil, nil), nil, nil); z.Defs != nil || z.Uses != nil || z.DefLocs != nil || z.UseLocs != nil {
		t.Errorf("a copy without operands has arrays: %+v %+v", z, z.Placement)
	}
}
