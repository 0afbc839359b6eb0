package driver_test

import (
	"strings"
	"testing"

	"github.com/ssara-project/ssara/cmd/internal/difftest"
)

// vecSeeds are the seeds of TestVecGen's programs (-short: the first two).
var vecSeeds = []int64{1, 2, 3, 4, 5, 6}

// TestVecGen runs programs of package vecgen (loops clang-14 -O2
// vectorizes, GCC vector extensions, vectors live across calls) through
// the differential test on x86-64: clang-14 at -O0, -O1 and -O2, every
// registered allocator at the full register file, at 4 GPRs and at 2 FP
// registers, the checker on, each build's output compared with llc-14's.
// It also asserts that the programs are vector code: every -O2 module
// has vector instructions and most have a loop vectorized.
func TestVecGen(t *testing.T) {
	h := csmithHarness(t)
	seeds := vecSeeds
	if testing.Short() {
		seeds = seeds[:2]
	}
	h.Configs = difftest.WithBudgets(testAllocs(t), []int{0, 4}, []int{2})
	tally := difftest.NewTally(h.Configs)
	t.Run("seeds", func(t *testing.T) {
		runPrograms(t, h, difftest.Vec{}, "vec", "", seeds, tally)
	})
	var sb strings.Builder
	tally.Write(&sb)
	t.Logf("vecgen on x86-64:\n%s", sb.String())
	if t.Failed() {
		return
	}
	if tally.VectorPrograms != len(seeds) || 2*tally.LoopVectorized < len(seeds) {
		t.Errorf("%d of %d programs have vector code at -O2, %d a vectorized loop: want all and at least half",
			tally.VectorPrograms, len(seeds), tally.LoopVectorized)
	}
	for _, c := range h.Configs {
		if tally.Config(c).Modules == 0 {
			t.Errorf("%s: no module compared with llc-14's build: the test shows nothing", c)
		}
	}
}
