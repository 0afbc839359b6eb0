package main

import (
	"bytes"
	"io"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/cmd/internal/difftest"
)

func TestFlags(t *testing.T) {
	cases := []struct {
		args    string
		configs int // -1: an error is wanted
		levels  int
	}{
		{"-gen=vec -regalloc=local -regs=0,4", 3, 3}, // fp-regs=2 by default for vec
		{"-gen=csmith -regalloc=local -regs=0,4", 2, 3},
		{"-gen=vec -regalloc=ssa -regs=0 -fp-regs=", 4, 3}, // ssa at levels 1-4
		{"-regalloc=ssa-O2,simple -regs=4 -fp-regs=2,3 -levels=O2", 6, 1},
		{"-gen=nosuch", -1, 0},
		{"-seeds=5-1", -1, 0},
		{"-seeds=x", -1, 0},
		{"-levels=O7", -1, 0},
		{"-march=arm", -1, 0},
		{"-regalloc=nosuch", -1, 0},
		{"-regs=-1", -1, 0},
		{"-regs= -fp-regs=", -1, 0},
		{"-csmith-size=huge", -1, 0},
		{"extra", -1, 0},
	}
	for _, c := range cases {
		o, err := parseFlags(strings.Fields(c.args), io.Discard)
		switch {
		case c.configs < 0 && err == nil:
			t.Errorf("%q: no error", c.args)
		case c.configs >= 0 && err != nil:
			t.Errorf("%q: %v", c.args, err)
		case c.configs >= 0 && (len(o.configs) != c.configs || len(o.levels) != c.levels):
			t.Errorf("%q: %d configurations and %d levels, want %d and %d", c.args, len(o.configs), len(o.levels), c.configs, c.levels)
		}
	}
	o, err := parseFlags([]string{"-seeds=7"}, io.Discard)
	if err != nil || o.first != 7 || o.last != 7 {
		t.Errorf("-seeds=7: %+v %v", o, err)
	}
}

// TestRun fuzzes one small vector program on x86-64 with one allocator
// and checks the summary.
func TestRun(t *testing.T) {
	tg, _ := difftest.LookupTarget("x86-64")
	if tool := tg.Missing(); tool != "" {
		t.Skipf("%s not installed (run scripts/setup.sh)", tool)
	}
	var stdout, stderr bytes.Buffer
	failed, err := run([]string{"-gen=vec", "-seeds=1", "-levels=O2", "-regalloc=ssa-O3", "-regs=0,4", "-o", t.TempDir()}, &stdout, &stderr)
	if err != nil || failed {
		t.Fatalf("failed=%v err=%v\n%s%s", failed, err, stdout.String(), stderr.String())
	}
	out := strings.Join(strings.Fields(stdout.String()), " ")
	for _, want := range []string{"1 programs, 1 compared", "ssa-O3 full 1 1 ", "ssa-O3 regs=4 1 1 ", "ssa-O3 fp-regs=2 ", "vector code at -O2: 1 of 1", "0 failures"} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
	if stderr.Len() > 0 {
		t.Errorf("not quiet without -v: %s", stderr.String())
	}
}

// TestSameAllocatorsAsSsara: ssara-fuzz links every package cmd/ssara
// links, so an allocator that registers itself from a package of its own
// is fuzzed as soon as ssara can select it.
func TestSameAllocatorsAsSsara(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		goTool = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	deps := func(pkg string) map[string]bool {
		out, err := exec.Command(goTool, "list", "-deps", pkg).Output()
		if err != nil {
			t.Skipf("go list %s: %v", pkg, err)
		}
		set := map[string]bool{}
		for _, p := range strings.Fields(string(out)) {
			set[p] = true
		}
		return set
	}
	ssara, fuzz := deps("../ssara"), deps(".")
	const module = "github.com/ssara-project/ssara/"
	n := 0
	for p := range ssara {
		if !strings.HasPrefix(p, module) || p == module+"cmd/ssara" {
			continue
		}
		n++
		if !fuzz[p] {
			t.Errorf("cmd/ssara links %s, ssara-fuzz does not: import it in cmd/ssara-fuzz (allocators it registers would not be fuzzed)", p)
		}
	}
	if n == 0 || !fuzz[module+"regalloc"] {
		t.Errorf("no package of the module found in cmd/ssara's dependencies (%d)", n)
	}
}
