package driver

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
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
		{[]string{"-stats", "-ssa-level=2", "x.ll"}, true, regalloc.Options{Level: 2}},
		{[]string{"x.ll", "--stats", "-O2", "--ssa-level", "1"}, true, regalloc.Options{Level: 1}},
		{[]string{"-stress-regalloc=3", "x.ll"}, false, regalloc.Options{Regs: 3, FPRegs: 3}},
		{[]string{"-stress-regalloc", "5", "-regs=7", "x.ll"}, false, regalloc.Options{Regs: 7, FPRegs: 5}},
		{[]string{"-phi-mem-coalesce=false", "x.ll"}, false, regalloc.Options{SSA: regalloc.SSAOptions{NoPhiMemCoalesce: true}}},
		{[]string{"-preference=false", "-load-reuse=false", "-slot-sharing=false", "-regs=4", "x.ll"}, false,
			regalloc.Options{SSA: regalloc.SSAOptions{NoPreference: true, NoLoadReuse: true}, NoSlotSharing: true, Regs: 4}},
		{[]string{"-lift-phi-defs", "-spill-weight=sqrt", "-phi-mem-coalesce", "x.ll"}, false,
			regalloc.Options{SSA: regalloc.SSAOptions{LiftPhiDefs: true, SpillWeight: "sqrt"}}},
		{[]string{"-spill-weight=paper", "-load-reuse=true", "x.ll"}, false, regalloc.Options{SSA: regalloc.SSAOptions{SpillWeight: "paper"}}},
		{[]string{"-regalloc=chordal", "-chordal-coalesce=false", "-chordal-bias=false", "x.ll"}, false,
			regalloc.Options{Chordal: regalloc.ChordalOptions{NoCoalesce: true, NoBias: true}}},
	}
	for _, tc := range tests {
		c, err := ParseFlags(tc.args, &bytes.Buffer{})
		if err != nil {
			t.Fatalf("%v: %v", tc.args, err)
		}
		// The MIP solver's time limit has a default of its own.
		tc.opts.MIP = c.Opts.MIP
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

// TestTargetSelection: -march wins, otherwise the module's triple picks
// the backend; a triple or -march no backend knows is an error naming the
// known ones (an unknown triple used to become x86-64 silently).
func TestTargetSelection(t *testing.T) {
	const body = "define i32 @f(i32 %a) {\n  ret i32 %a\n}\n"
	for _, tc := range []struct {
		triple, march, want string
	}{
		{"x86_64-pc-linux-gnu", "", "\tmovq\t%rdi, %rax"},
		{"powerpc64le-unknown-linux-gnu", "", ".abiversion 2"},
		{"powerpc-unknown-linux-gnu", "", "\tblr"},
		{"", "", "\tretq"},
		{"aarch64-unknown-linux-gnu", "", `error: unsupported target triple "aarch64-unknown-linux-gnu" (known architectures: powerpc, ppc, powerpc64le, ppc64le, x86_64; or give -march: ppc32, ppc64le, x86-64)`},
		{"aarch64-unknown-linux-gnu", "x86-64", "\tretq"},
		{"x86_64-pc-linux-gnu", "sparc", `error: unsupported target "sparc" (supported: ppc32, ppc64le, x86-64)`},
	} {
		src := body
		if tc.triple != "" {
			src = "target triple = \"" + tc.triple + "\"\n" + src
		}
		m, err := llvmir.Parse("t.ll", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		res, _, err := Compile(m, &Config{March: tc.march, Regalloc: "ssa"})
		if err != nil {
			got = "error: " + err.Error()
		} else {
			got = string(res.Asm)
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("triple %q, -march %q: got\n%s\nwant it to contain %q", tc.triple, tc.march, got, tc.want)
		}
	}
}
