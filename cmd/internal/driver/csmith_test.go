package driver_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/ssara-project/ssara/cmd/internal/difftest"
)

// csmithSeeds are the fixed seeds of TestCsmith's small programs (few
// functions, shallow nesting): the programs are the same on every run for
// a given csmith version. -short runs the first two. (Seed 7's program
// runs for minutes.)
var csmithSeeds = []int64{1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17}

// csmithBigSeeds are the seeds of programs generated with csmith's default
// limits (larger functions, more globals, deeper nesting).
var csmithBigSeeds = []int64{101, 102, 103, 104}

// csmithHarness is the differential harness of TestCsmith on x86-64:
// clang-14 at -O0, -O1 and -O2, every registered allocator (testAllocs)
// at the full register file and at 4 GPRs, the checker on.
func csmithHarness(t *testing.T) *difftest.Harness {
	tg, err := difftest.LookupTarget("x86-64")
	if err != nil {
		t.Fatal(err)
	}
	if tool := tg.Missing(); tool != "" {
		t.Skipf("%s not installed (run scripts/setup.sh): skipping differential test", tool)
	}
	allocs := testAllocs(t)
	return &difftest.Harness{
		Target:        tg,
		Levels:        []string{"-O0", "-O1", "-O2"},
		Configs:       difftest.WithBudgets(allocs, []int{0, 4}, nil),
		OracleTimeout: 10 * time.Second,
	}
}

// testAllocs are every registered allocator, or those SSARA_ALLOCATORS
// names (as for the corpus tests); with -short each at its default level
// only.
func testAllocs(t *testing.T) []difftest.Config {
	spec := os.Getenv("SSARA_ALLOCATORS")
	if spec == "" {
		spec = "all"
	}
	allocs, err := difftest.Allocators(spec)
	if err != nil {
		t.Fatal(err)
	}
	if testing.Short() {
		allocs = defaultLevels(allocs)
	}
	return allocs
}

// defaultLevels keeps each allocator at its default level only.
func defaultLevels(allocs []difftest.Config) []difftest.Config {
	var out []difftest.Config
	for _, c := range allocs {
		if ls := difftest.Leveled[c.Regalloc]; len(ls) > 0 && c.Opts.Level != ls[len(ls)-1] {
			continue
		}
		out = append(out, c)
	}
	return out
}

// runPrograms runs the seeds through h in parallel subtests and returns
// the tally; every failure fails the test with the ssara-fuzz command
// that repeats it.
func runPrograms(t *testing.T, h *difftest.Harness, gen difftest.Generator, genName, prefix string, seeds []int64, tally *difftest.Tally) {
	for _, seed := range seeds {
		seed := seed
		t.Run(fmt.Sprint(prefix, seed), func(t *testing.T) {
			t.Parallel()
			r := h.Run(context.Background(), gen, seed)
			tally.Add(r, h.Target.March)
			for _, f := range r.Failures(h.Target.March) {
				t.Errorf("%s: %s\nrepeat: go run ./cmd/ssara-fuzz %s", f.What(), f.Reason, strings.Join(f.FuzzArgs(genName), " "))
			}
		})
	}
}

// TestCsmith compiles random programs from csmith (fixed seeds) with
// clang-14 at -O0, -O1 and -O2, builds each module with llc-14 and with
// ssara (every registered allocator, every allocation checked, with all
// registers and with 4 GPRs), runs both and compares the printed checksum
// and exit status. A module ssara rejects as unsupported is counted and
// logged, not failed; a program whose llc-14 build does not finish in
// time or does not exit 0 (it reached undefined behaviour) is skipped.
// SSARA_CSMITH_SEEDS=FIRST-LAST runs a sweep of programs with csmith's
// default limits instead (cmd/ssara-fuzz does the same with more
// options).
func TestCsmith(t *testing.T) {
	h := csmithHarness(t)
	if _, err := exec.LookPath("csmith"); err != nil || difftest.CsmithIncludes() == "" {
		t.Skip("csmith or csmith.h not installed (install csmith and libcsmith-dev with scripts/setup.sh): skipping csmith test")
	}
	seeds, big := csmithSeeds, csmithBigSeeds
	if testing.Short() {
		seeds, big = seeds[:2], nil
	}
	if r := os.Getenv("SSARA_CSMITH_SEEDS"); r != "" {
		var first, last int64
		if _, err := fmt.Sscanf(r, "%d-%d", &first, &last); err != nil || first > last {
			t.Fatalf("SSARA_CSMITH_SEEDS=%q: want FIRST-LAST", r)
		}
		seeds, big = nil, nil
		for s := first; s <= last; s++ {
			big = append(big, s)
		}
	}
	tally := difftest.NewTally(h.Configs)
	t.Run("seeds", func(t *testing.T) {
		runPrograms(t, h, difftest.Csmith{Size: difftest.CsmithSmall}, "csmith", "", seeds, tally)
		runPrograms(t, h, difftest.Csmith{Size: difftest.CsmithDefault}, "csmith", "big", big, tally)
	})
	var sb strings.Builder
	tally.Write(&sb)
	t.Logf("csmith on x86-64:\n%s", sb.String())
	for _, c := range h.Configs {
		if tally.Config(c).Modules == 0 && !t.Failed() {
			t.Errorf("%s: no module compared with llc-14's build: the test shows nothing", c)
		}
	}
}
