package regalloc

import (
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// TestDominatesAgainstIDomWalk: the O(1) Dominates (tree numbering) says
// what walking up the immediate dominators says, for every pair of blocks
// of the generated functions, their deconstructions (more blocks) and the
// unusual shapes, and of a function with an unreachable block.
func TestDominatesAgainstIDomWalk(t *testing.T) {
	var fs []*mir.Func
	for _, seed := range genSeeds() {
		f := genFunc(seed)
		fs = append(fs, f, Deconstruct(f).F)
	}
	fs = append(fs, unusualShapes()...)
	u := genFunc(genSeeds()[3])
	dead := u.NewBlock("dead")
	dead.Instrs = []*mir.Instr{tjump()}
	mir.AddEdge(dead, u.Blocks[1])
	fs = append(fs, u)
	walk := func(d *mir.DomTree, a, b *mir.Block) bool {
		for ; b != nil; b = d.IDom[b.ID] {
			if a == b {
				return true
			}
		}
		return false
	}
	pairs := 0
	for _, f := range fs {
		d := mir.Dominators(f)
		for _, a := range f.Blocks {
			for _, b := range f.Blocks {
				if got, want := d.Dominates(a, b), walk(d, a, b); got != want {
					t.Fatalf("%s: Dominates(b%d, b%d) = %v, want %v", f.Name, a.ID, b.ID, got, want)
				}
				pairs++
			}
		}
	}
	if pairs < 1000 {
		t.Fatalf("only %d pairs", pairs)
	}
}
