package driver

import (
	"path/filepath"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/regalloc"
)

// moduleStats compiles a corpus file with the SSA allocator (the checker
// on) and sums its statistics over the functions.
func moduleStats(t *testing.T, file string, opts regalloc.Options) regalloc.Stats {
	t.Helper()
	m, err := llvmir.ReadFile(filepath.Join("../../../testdata/ll/x86_64", file))
	if err != nil {
		t.Fatal(err)
	}
	res, _, err := Compile(m, &Config{Regalloc: "ssa", Opts: opts, Verify: true})
	if err != nil {
		t.Fatalf("%s %+v: %v", file, opts, err)
	}
	var sum regalloc.Stats
	for _, s := range res.Stats {
		sum.Spilled += s.Spilled
		sum.StackBytes += s.StackBytes
		sum.Stores += s.Stores
		sum.Loads += s.Loads
		sum.Moves += s.Moves
		sum.FixedPoints += s.FixedPoints
		sum.PhiMemMoves += s.PhiMemMoves
		sum.CoalescedCopies += s.CoalescedCopies
		sum.LiftCopies += s.LiftCopies
	}
	return sum
}

// loopPrograms are corpus files whose hot code is loops with phis.
var loopPrograms = []string{"pressure_loop.O1.ll", "list_tree.O1.ll", "hash.O1.ll", "dp.O1.ll", "switch.O2.ll"}

// TestLevel2FixedPoints: global coalescing by preference lists (level 2)
// gives more phi arguments the register of their phi than level 1 does.
func TestLevel2FixedPoints(t *testing.T) {
	for _, file := range loopPrograms {
		for _, regs := range []int{0, 8} {
			o1 := moduleStats(t, file, regalloc.Options{Level: 1, Regs: regs})
			o2 := moduleStats(t, file, regalloc.Options{Level: 2, Regs: regs})
			t.Logf("%s regs=%d: fixed points O1 %d, O2 %d; moves O1 %d, O2 %d", file, regs, o1.FixedPoints, o2.FixedPoints, o1.Moves, o2.Moves)
			if o2.FixedPoints <= o1.FixedPoints {
				t.Errorf("%s regs=%d: level 2 has %d fixed points, level 1 %d", file, regs, o2.FixedPoints, o1.FixedPoints)
			}
		}
	}
}

// TestLevel3MemoryTransfers: under a small budget PhiMemCoalesce (level 3)
// leaves fewer phi-related loads and stores than level 2 and, with slots
// not shared otherwise (as in the paper), a smaller frame.
func TestLevel3MemoryTransfers(t *testing.T) {
	for _, file := range loopPrograms {
		o2 := moduleStats(t, file, regalloc.Options{Level: 2, Regs: 4, NoSlotSharing: true})
		o3 := moduleStats(t, file, regalloc.Options{Level: 3, Regs: 4, NoSlotSharing: true})
		t.Logf("%s: phi memory moves O2 %d, O3 %d; stack O2 %d, O3 %d; coalesced copies O2 %d, O3 %d",
			file, o2.PhiMemMoves, o3.PhiMemMoves, o2.StackBytes, o3.StackBytes, o2.CoalescedCopies, o3.CoalescedCopies)
		if o3.PhiMemMoves >= o2.PhiMemMoves {
			t.Errorf("%s: level 3 has %d phi-related memory moves, level 2 %d", file, o3.PhiMemMoves, o2.PhiMemMoves)
		}
		if o3.StackBytes > o2.StackBytes {
			t.Errorf("%s: level 3 frame %d bytes, level 2 %d", file, o3.StackBytes, o2.StackBytes)
		}
	}
}

// TestLevelsOrdering: on the loop programs the levels keep the paper's
// order at the budgets it measured: level 3 spills fewer values than level
// 2, and, with slots shared only as the paper shares them (phi-related
// values; -slot-sharing=false), needs no more stack. Level 2 changes
// register choices, not what is spilled: its spills and stack stay within
// 1% of level 1's (docs/TABLE1.md measures this on 184 modules).
func TestLevelsOrdering(t *testing.T) {
	for _, regs := range []int{4, 8, 12, 16} {
		var st [4]regalloc.Stats
		for lvl := 1; lvl <= 3; lvl++ {
			for _, file := range loopPrograms {
				s := moduleStats(t, file, regalloc.Options{Level: lvl, Regs: regs, NoSlotSharing: true})
				st[lvl].Spilled += s.Spilled
				st[lvl].StackBytes += s.StackBytes
			}
		}
		t.Logf("regs=%d: spilled %d/%d/%d, stack %d/%d/%d", regs, st[1].Spilled, st[2].Spilled, st[3].Spilled,
			st[1].StackBytes, st[2].StackBytes, st[3].StackBytes)
		within := func(a, b int64) bool { return a*100 <= b*101 }
		if st[3].Spilled >= st[2].Spilled || st[3].StackBytes > st[2].StackBytes {
			t.Errorf("regs=%d: level 3 is not below level 2", regs)
		}
		if !within(int64(st[2].Spilled), int64(st[1].Spilled)) || !within(st[2].StackBytes, st[1].StackBytes) {
			t.Errorf("regs=%d: level 2 is more than 1%% above level 1", regs)
		}
	}
}
