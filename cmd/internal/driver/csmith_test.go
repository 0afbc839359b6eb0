package driver

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/regalloc"
)

// csmithSeeds are the fixed seeds of TestCsmith's small programs (few
// functions, shallow nesting): the programs are the same on every run for
// a given csmith version. -short runs the first two. (Seed 7's program
// runs for minutes.) SSARA_CSMITH_SEEDS=FIRST-LAST runs a sweep instead.
var csmithSeeds = []int{1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17}

// csmithBigSeeds are the seeds of programs generated with csmith's default
// limits (larger functions, more globals, deeper nesting).
var csmithBigSeeds = []int{101, 102, 103, 104}

// csmithLevels are the clang optimisation levels each program is compiled at.
var csmithLevels = []string{"-O0", "-O1", "-O2"}

// csmithIncludes finds csmith's runtime headers (csmith.h).
func csmithIncludes() string {
	for _, d := range []string{"/usr/include/csmith", "/usr/local/include/csmith", "/usr/include/csmith-2.3.0"} {
		if _, err := os.Stat(filepath.Join(d, "csmith.h")); err == nil {
			return d
		}
	}
	return ""
}

// runLimited runs a program with a time limit and returns its output and
// exit status in the oracle's format; timedOut reports a timeout.
func runLimited(path string, limit time.Duration) (out string, timedOut bool, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, path)
	var buf bytes.Buffer
	cmd.Stdout = &buf
	cmd.Stderr = &buf
	err = cmd.Run()
	if ctx.Err() != nil {
		return "", true, nil
	}
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		return "", false, err
	}
	return fmt.Sprintf("%sexit=%d\n", buf.String(), code), false, nil
}

// csmithTally counts what happened to the generated modules, for the log.
type csmithTally struct {
	mu          sync.Mutex
	compared    int
	unsupported map[string]int // first rejected construct -> modules
	skipped     []string
}

func (c *csmithTally) reject(msg string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	k := msg
	if i := strings.Index(k, "unsupported: "); i >= 0 {
		k = k[i:]
	}
	if i := strings.Index(k, ": "); i >= 0 {
		if j := strings.Index(k[i+2:], ": "); j >= 0 {
			k = k[:i+2+j]
		}
	}
	c.unsupported[k]++
}

// TestCsmith compiles random programs from csmith (fixed seeds) with
// clang-14 at -O0, -O1 and -O2, builds each module with llc-14 and with
// ssara (every allocation checked, with all registers and with 4 GPRs),
// runs both and compares the printed checksum and exit status. A module
// ssara rejects as unsupported is counted and logged, not failed; a
// program whose llc-14 build does not finish in time or does not exit 0
// (it reached undefined behaviour) is skipped.
func TestCsmith(t *testing.T) {
	need(t, "csmith", "clang-14", "llc-14", "cc")
	inc := csmithIncludes()
	if inc == "" {
		t.Skip("csmith.h not found (install libcsmith-dev with scripts/setup.sh): skipping csmith test")
	}
	seeds, big := csmithSeeds, csmithBigSeeds
	if testing.Short() {
		seeds, big = seeds[:2], nil
	}
	if r := os.Getenv("SSARA_CSMITH_SEEDS"); r != "" {
		// A wider sweep on demand: SSARA_CSMITH_SEEDS=FIRST-LAST, programs
		// with csmith's default limits.
		var first, last int
		if _, err := fmt.Sscanf(r, "%d-%d", &first, &last); err != nil || first > last {
			t.Fatalf("SSARA_CSMITH_SEEDS=%q: want FIRST-LAST", r)
		}
		seeds, big = nil, nil
		for s := first; s <= last; s++ {
			big = append(big, s)
		}
	}
	tally := &csmithTally{unsupported: map[string]int{}}
	t.Run("seeds", func(t *testing.T) {
		for _, seed := range seeds {
			seed := seed
			t.Run(fmt.Sprint(seed), func(t *testing.T) {
				t.Parallel()
				csmithSeed(t, seed, false, inc, tally)
			})
		}
		for _, seed := range big {
			seed := seed
			t.Run(fmt.Sprint("big", seed), func(t *testing.T) {
				t.Parallel()
				csmithSeed(t, seed, true, inc, tally)
			})
		}
	})
	t.Logf("csmith: %d module builds compared with llc-14; %d skipped", tally.compared, len(tally.skipped))
	for _, s := range tally.skipped {
		t.Logf("  skipped: %s", s)
	}
	for k, n := range tally.unsupported {
		t.Logf("  rejected %d modules: %s", n, k)
	}
}

func csmithSeed(t *testing.T, seed int, big bool, inc string, tally *csmithTally) {
	dir := t.TempDir()
	src := filepath.Join(dir, "prog.c")
	args := []string{"--seed", fmt.Sprint(seed), "-o", src}
	if !big {
		// Small programs that finish quickly: few functions, shallow nesting.
		args = append(args, "--max-funcs", "6", "--max-block-depth", "3", "--max-expr-complexity", "6")
	}
	gen := exec.Command("csmith", args...)
	gen.Dir = dir // csmith writes platform.info into its working directory
	if out, err := gen.CombinedOutput(); err != nil {
		t.Fatalf("csmith --seed %d: %v\n%s", seed, err, out)
	}
	for _, level := range csmithLevels {
		name := fmt.Sprintf("seed %d %s", seed, level)
		if big {
			name = fmt.Sprintf("big seed %d %s", seed, level)
		}
		ll := filepath.Join(dir, "prog"+level+".ll")
		if out, err := exec.Command("clang-14", level, "-S", "-emit-llvm", "-w", "-I", inc, src, "-o", ll).CombinedOutput(); err != nil {
			t.Fatalf("%s: clang-14: %v\n%s", name, err, out)
		}
		s := filepath.Join(dir, "llc"+level+".s")
		if out, err := exec.Command("llc-14", "-O2", "-relocation-model=pic", ll, "-o", s).CombinedOutput(); err != nil {
			t.Fatalf("%s: llc-14: %v\n%s", name, err, out)
		}
		exe := filepath.Join(dir, "llc"+level)
		build(t, s, exe)
		want, timedOut, err := runLimited(exe, 10*time.Second)
		if err != nil {
			t.Fatalf("%s: run llc-14 build: %v", name, err)
		}
		if timedOut {
			tally.mu.Lock()
			tally.skipped = append(tally.skipped, name+": llc-14 build timed out")
			tally.mu.Unlock()
			continue
		}
		if !strings.HasSuffix(want, "exit=0\n") {
			// A csmith program exits 0; anything else means the program
			// reached undefined behaviour (clang -O2 turned an endless
			// loop into unreachable, for instance), where builds may differ.
			tally.mu.Lock()
			tally.skipped = append(tally.skipped, name+": llc-14 build did not exit 0 (undefined behaviour)")
			tally.mu.Unlock()
			continue
		}
		m, err := llvmir.ReadFile(ll)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, regs := range []int{0, 4} {
			res, _, err := Compile(m, &Config{Regalloc: "ssa", Opts: regalloc.Options{Regs: regs}, Verify: true})
			if err != nil {
				if strings.Contains(err.Error(), "unsupported") {
					tally.reject(err.Error())
					break
				}
				t.Fatalf("%s regs=%d: %v", name, regs, err)
			}
			s := filepath.Join(dir, fmt.Sprintf("ssara%s.%d.s", level, regs))
			if err := os.WriteFile(s, res.Asm, 0o644); err != nil {
				t.Fatal(err)
			}
			exe := filepath.Join(dir, fmt.Sprintf("ssara%s.%d", level, regs))
			build(t, s, exe)
			got, timedOut, err := runLimited(exe, 30*time.Second)
			if err != nil {
				t.Fatalf("%s regs=%d: run ssara build: %v", name, regs, err)
			}
			if timedOut {
				t.Fatalf("%s regs=%d: ssara build timed out (llc-14's finished)", name, regs)
			}
			if got != want {
				t.Fatalf("%s regs=%d: output differs from llc-14's (csmith --seed %d)\n--- llc-14\n%s--- ssara\n%s",
					name, regs, seed, want, got)
			}
			tally.mu.Lock()
			tally.compared++
			tally.mu.Unlock()
		}
	}
}
