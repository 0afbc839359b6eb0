package mir

import "testing"

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
