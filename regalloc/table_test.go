package regalloc

import (
	"strings"
	"testing"
	"time"
)

func TestWriteTable(t *testing.T) {
	a := &Stats{Func: "main", Spilled: 3, StackBytes: 24, Stores: 3, Loads: 5, Moves: 2, Swaps: 1,
		LiftCopies: 4, CoalescedCopies: 2, FixedPoints: 1, PhiMemMoves: 2, SplitEdges: 1, MaxLive: 9, K: 4,
		VirtRegs: 20, Instrs: 40, Time: time.Millisecond}
	b := &Stats{Func: "f", MaxLive: 2, K: 4, VirtRegs: 3, Instrs: 5, Time: time.Millisecond}
	tests := []struct {
		name   string
		stats  []*Stats
		noTime bool
		want   string
	}{
		{"two functions", []*Stats{a, b}, true, `
function  spill  stack  stores  loads  moves  swaps  lifted  coalesced  fixed  phimem  split  maxlive/K  vregs  instrs
main          3     24       3      5      2      1       4          2      1       2      1        9/4     20      40
f             0      0       0      0      0      0       0          0      0       0      0        2/4      3       5
--------  -----  -----  ------  -----  -----  -----  ------  ---------  -----  ------  -----  ---------  -----  ------
total         3     24       3      5      2      1       4          2      1       2      1        9/4     23      45
`},
		{"empty module, with time", nil, false, `
function  spill  stack  stores  loads  moves  swaps  lifted  coalesced  fixed  phimem  split  maxlive/K  vregs  instrs  time(ms)
--------  -----  -----  ------  -----  -----  -----  ------  ---------  -----  ------  -----  ---------  -----  ------  --------
total         0      0       0      0      0      0       0          0      0       0      0        0/0      0       0     0.000
`},
		// Microseconds and seconds in one unit (it used to print "26µs"
		// beside "1.2s").
		{"times in one unit", []*Stats{{Func: "f", Time: 26 * time.Microsecond}, {Func: "g", Time: 1200 * time.Millisecond}}, false, `
function  spill  stack  stores  loads  moves  swaps  lifted  coalesced  fixed  phimem  split  maxlive/K  vregs  instrs  time(ms)
f             0      0       0      0      0      0       0          0      0       0      0        0/0      0       0     0.026
g             0      0       0      0      0      0       0          0      0       0      0        0/0      0       0  1200.000
--------  -----  -----  ------  -----  -----  -----  ------  ---------  -----  ------  -----  ---------  -----  ------  --------
total         0      0       0      0      0      0       0          0      0       0      0        0/0      0       0  1200.026
`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var sb strings.Builder
			if err := WriteTable(&sb, tc.stats, tc.noTime); err != nil {
				t.Fatal(err)
			}
			if got, want := sb.String(), strings.TrimPrefix(tc.want, "\n"); got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
	if tot := Total([]*Stats{a, b}); tot.Time != 2*time.Millisecond || tot.MaxLive != 9 {
		t.Errorf("Total: %+v", tot)
	}
}
