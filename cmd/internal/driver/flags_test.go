package driver

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/regalloc"
)

// TestParseFlagsSwitches: the statistics table, the shared options and the
// SSA allocator's own switches (declared by the allocator) map to Config
// and regalloc.Options; bad values are refused.
func TestParseFlagsSwitches(t *testing.T) {
	tests := []struct {
		args  []string
		stats bool
		opts  regalloc.Options
	}{
		{[]string{"x.ll"}, false, regalloc.Options{}},
		{[]string{"-stats", "-O2", "x.ll"}, true, regalloc.Options{Level: 2}},
		{[]string{"-phi-mem-coalesce=false", "x.ll"}, false, regalloc.Options{SSA: regalloc.SSAOptions{NoPhiMemCoalesce: true}}},
		{[]string{"-preference=false", "-load-reuse=false", "-slot-sharing=false", "-regs=4", "x.ll"}, false,
			regalloc.Options{SSA: regalloc.SSAOptions{NoPreference: true, NoLoadReuse: true}, NoSlotSharing: true, Regs: 4}},
		{[]string{"-lift-phi-defs", "-spill-weight=sqrt", "-phi-mem-coalesce", "x.ll"}, false,
			regalloc.Options{SSA: regalloc.SSAOptions{LiftPhiDefs: true, SpillWeight: "sqrt"}}},
		{[]string{"-spill-weight=paper", "-load-reuse=true", "x.ll"}, false, regalloc.Options{}},
		{[]string{"-regalloc=chordal", "-chordal-coalesce=false", "-chordal-bias=false", "x.ll"}, false,
			regalloc.Options{Chordal: regalloc.ChordalOptions{NoCoalesce: true, NoBias: true}}},
	}
	for _, tc := range tests {
		c, err := ParseFlags(tc.args, &bytes.Buffer{})
		if err != nil {
			t.Fatalf("%v: %v", tc.args, err)
		}
		if c.Stats != tc.stats || c.Opts != tc.opts {
			t.Errorf("%v: stats %v, options %+v; want %v, %+v", tc.args, c.Stats, c.Opts, tc.stats, tc.opts)
		}
	}
	for _, bad := range [][]string{{"-spill-weight=size", "x.ll"}, {"-preference=maybe", "x.ll"}} {
		if _, err := ParseFlags(bad, &bytes.Buffer{}); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
}

// TestStatsTable: -stats writes the aligned table, one row per function
// and a total, for every allocator.
func TestStatsTable(t *testing.T) {
	ll := filepath.Join("../../../testdata/ll/x86_64", "recursion.O1.ll")
	for _, ra := range []string{"ssa", "simple", "local"} {
		var stderr bytes.Buffer
		c := &Config{Input: ll, Output: filepath.Join(t.TempDir(), "out.s"), Regalloc: ra, Stats: true, Verify: true}
		if err := Run(c, &bytes.Buffer{}, &stderr); err != nil {
			t.Fatalf("%s: %v", ra, err)
		}
		lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
		if len(lines) < 5 || !strings.HasPrefix(lines[1], "function") || !strings.HasPrefix(lines[len(lines)-1], "total") {
			t.Fatalf("%s: unexpected table:\n%s", ra, stderr.String())
		}
		for _, l := range lines[1:] {
			if len(l) != len(lines[1]) && !strings.HasPrefix(l, "---") {
				t.Errorf("%s: row not aligned with the heading:\n%s\n%s", ra, lines[1], l)
			}
		}
	}
}
