package regalloc

import (
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// TestRemoveRedundantReloadsAcrossBlocks: what a block's end knows flows
// into a successor with no other predecessor only when asked, never into
// a join, and a phi's location in the successor forgets what it held; a
// register outside the budget serves no reload at all.
func TestRemoveRedundantReloadsAcrossBlocks(t *testing.T) {
	s0 := mir.SlotLoc(0)
	p1, p2 := mir.RegLoc(1), mir.RegLoc(2)
	build := func(phiInB1 bool) *mir.Func {
		f := &mir.Func{Name: "rr", Slots: []mir.Slot{{Size: 8, Align: 8}}}
		b0, b1, b2 := f.NewBlock("b0"), f.NewBlock("b1"), f.NewBlock("b2")
		tedges(b0, b1, b0, b2, b1, b2)
		br := tterm(tins(topBr, nil))
		br.UseLocs = []mir.Loc{p1}
		b0.Instrs = []*mir.Instr{tmove(p1, s0, mir.GPR), br}
		b1.Instrs = []*mir.Instr{tmove(p1, s0, mir.GPR), tmove(p2, s0, mir.GPR), tjump()}
		if phiInB1 {
			phi := tins(mir.OpPhi, nil)
			phi.DefLocs = []mir.Loc{p1}
			b1.Instrs = append([]*mir.Instr{phi}, b1.Instrs...)
		}
		b2.Instrs = []*mir.Instr{tmove(p1, s0, mir.GPR), tterm(tins(topRet, nil))}
		return f
	}
	both := mir.RegSet(0).Add(1).Add(2)
	for _, tc := range []struct {
		name   string
		regs   mir.RegSet // the budget
		across bool
		phi    bool
		n      int // loads removed or turned into moves
		b1     int // instructions left in b1
	}{
		{"within blocks", both, false, false, 1, 3}, // b1's second load becomes a move
		{"across blocks", both, true, false, 2, 2},  // b1's first load goes, its second becomes a move
		{"phi forgets p1", both, true, true, 1, 4},
		// p1 outside the budget: what it holds serves no load, in b1 or
		// after b0.
		{"p1 outside the budget", mir.RegSet(0).Add(2), true, false, 0, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := build(tc.phi)
			if n := RemoveRedundantReloads(f, tc.regs, tc.across); n != tc.n {
				t.Errorf("removed %d, want %d", n, tc.n)
			}
			if got := len(f.Blocks[1].Instrs); got != tc.b1 {
				t.Errorf("b1 has %d instructions, want %d", got, tc.b1)
			}
			if got := len(f.Blocks[2].Instrs); got != 2 {
				t.Errorf("the join b2 lost its load: %d instructions", got)
			}
			for _, in := range f.Blocks[1].Instrs {
				if in.Op == mir.OpMove && in.Dst == p2 && in.Src != p1 && in.Src != s0 {
					t.Errorf("p2 is loaded from %v", in.Src)
				}
			}
		})
	}
}
