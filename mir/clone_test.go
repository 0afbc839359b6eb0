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
