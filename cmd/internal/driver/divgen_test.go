package driver_test

import (
	"testing"
	"time"

	"github.com/ssara-project/ssara/cmd/internal/difftest"
)

// TestDivGen runs programs of difftest.Div (divisions and remainders by
// constants of every width and kind, which x86-64 and PowerPC select as
// shifts and high multiplies) through the differential test on the three
// targets: clang-14 at -O0, -O1 and -O2; on x86-64 every registered
// allocator (each at its default level) at the full register file and 4
// GPRs, on PowerPC the default allocator at both; every allocation
// checked, each build's output compared with llc-14's (under qemu-user
// for PowerPC).
func TestDivGen(t *testing.T) {
	for _, march := range []string{"x86-64", "ppc64le", "ppc32"} {
		march := march
		t.Run(march, func(t *testing.T) {
			tg, err := difftest.LookupTarget(march)
			if err != nil {
				t.Fatal(err)
			}
			if tool := tg.Missing(); tool != "" {
				t.Skipf("%s not installed (run scripts/setup.sh)", tool)
			}
			allocs, err := difftest.Allocators("ssa")
			if err != nil {
				t.Fatal(err)
			}
			if march == "x86-64" {
				allocs = testAllocs(t)
			}
			h := &difftest.Harness{
				Target:        tg,
				Levels:        []string{"-O0", "-O1", "-O2"},
				Configs:       difftest.WithBudgets(defaultLevels(allocs), []int{0, 4}, nil),
				OracleTimeout: 10 * time.Second,
			}
			tally := difftest.NewTally(h.Configs)
			t.Run("seeds", func(t *testing.T) {
				runPrograms(t, h, difftest.Div{}, "div", "", []int64{1, 2}, tally)
			})
			if t.Failed() {
				return
			}
			for _, c := range h.Configs {
				if tally.Config(c).Modules == 0 {
					t.Errorf("%s: no module compared with llc-14's build: the test shows nothing", c)
				}
			}
		})
	}
}
