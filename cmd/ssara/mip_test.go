package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoCBC: without cbc on PATH, -regalloc=mip and -gap-to-optimal say
// that the solver is missing, in one line, exit with status 1 and write
// no output; the other allocators do not need it.
func TestNoCBC(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "ok.ll")
	if err := os.WriteFile(in, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", t.TempDir())
	for _, tc := range []struct {
		args     []string
		wantCode int
		want     []string
	}{
		{[]string{"-regalloc=mip"}, 1, []string{"-regalloc=mip", "cbc", "not installed", "coinor-cbc"}},
		{[]string{"-regalloc=mip", "-regs=4", "-mip-time=1s"}, 1, []string{"-regalloc=mip", "cbc"}},
		{[]string{"-regalloc=irc", "-gap-to-optimal"}, 1, []string{"-gap-to-optimal", "cbc", "not installed"}},
		{[]string{"-regalloc=irc"}, 0, nil},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			out := filepath.Join(dir, "out.s")
			os.Remove(out)
			var stdout, stderr bytes.Buffer
			code := run(append(tc.args, "-o", out, in), &stdout, &stderr)
			if code != tc.wantCode {
				t.Fatalf("exit status %d, want %d (stderr %q)", code, tc.wantCode, stderr.String())
			}
			msg := stderr.String()
			for _, w := range tc.want {
				if !strings.Contains(msg, w) {
					t.Errorf("message %q lacks %q", msg, w)
				}
			}
			_, err := os.Stat(out)
			if tc.wantCode != 0 && err == nil {
				t.Errorf("output written although ssara failed")
			}
			if tc.wantCode == 0 && err != nil {
				t.Errorf("no output: %v", err)
			}
		})
	}
}

// TestGapToOptimalJSON: -gap-to-optimal beside heuristic allocators
// reports, for every function of a corpus file at 4 GPRs, the spill
// model's optimum (optimal_cost) and the allocation's spill cost less it
// (gap_to_optimal), which is never negative, and the same figures in the
// -stats table. ssa's level 4 folds reloads into memory operands, which
// the gap counts as the loads they are (CostOf): counted as free, its
// allocation of tangle cost 39 against the optimum's 41.
func TestGapToOptimalJSON(t *testing.T) {
	if _, err := exec.LookPath("cbc"); err != nil {
		t.Skip("cbc not installed (run scripts/setup.sh)")
	}
	in := "../../testdata/ll/x86_64/recursion.O1.ll"
	dir := t.TempDir()
	for _, ra := range []string{"irc", "ssa", "mip"} {
		t.Run(ra, func(t *testing.T) {
			js := filepath.Join(dir, ra+".json")
			var stdout, stderr bytes.Buffer
			args := []string{"-regalloc=" + ra, "-regs=4", "-gap-to-optimal", "-mip-time=10s", "-verify", "-stats", "-stats-json", js, "-o", filepath.Join(dir, ra+".s"), in}
			if code := run(args, &stdout, &stderr); code != 0 {
				t.Fatalf("exit status %d: %s", code, stderr.String())
			}
			if !strings.Contains(stderr.String(), "spill model") || !strings.Contains(stderr.String(), "optimal") {
				t.Errorf("-stats lacks the spill model's table:\n%s", stderr.String())
			}
			data, err := os.ReadFile(js)
			if err != nil {
				t.Fatal(err)
			}
			var fns []struct {
				Name    string   `json:"name"`
				Optimal *float64 `json:"optimal_cost"`
				Gap     *float64 `json:"gap_to_optimal"`
				MIP     *struct {
					Status string `json:"status"`
					Cost   struct {
						Spill float64 `json:"spill"`
					} `json:"cost"`
				} `json:"mip"`
			}
			if err := json.Unmarshal(data, &fns); err != nil {
				t.Fatal(err)
			}
			spilled := 0
			for _, f := range fns {
				if f.MIP == nil || f.Optimal == nil || f.Gap == nil {
					t.Errorf("%s: no optimal_cost, gap_to_optimal or mip in the JSON", f.Name)
					continue
				}
				if *f.Gap < 0 || *f.Gap != f.MIP.Cost.Spill-*f.Optimal {
					t.Errorf("%s: gap %g with spill cost %g and optimum %g", f.Name, *f.Gap, f.MIP.Cost.Spill, *f.Optimal)
				}
				if *f.Optimal > 0 {
					spilled++
				}
			}
			if spilled == 0 {
				t.Errorf("no function needs spill code at 4 GPRs: the test shows nothing")
			}
		})
	}
}

// TestGapToOptimalFull: with -mip-full-max, -gap-to-optimal also solves
// Rath's complete model of the small functions: their JSON holds its
// optimum (optimal_full_cost), never below the spill model's (the
// complete model prices moves on top of the same spill code), and the
// allocation's spill cost plus moves less it (gap_to_optimal_full); the
// functions above the limit have none, and -stats gets the columns.
func TestGapToOptimalFull(t *testing.T) {
	if _, err := exec.LookPath("cbc"); err != nil {
		t.Skip("cbc not installed (run scripts/setup.sh)")
	}
	in := "../../testdata/ll/x86_64/recursion.O1.ll"
	dir := t.TempDir()
	js := filepath.Join(dir, "irc.json")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"-regalloc=irc", "-regs=4", "-gap-to-optimal", "-mip-full-max=3000", "-mip-time=10s", "-stats", "-stats-json", js, "-o", filepath.Join(dir, "irc.s"), in}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit status %d: %s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), "optimum+moves") {
		t.Errorf("-stats lacks the complete model's columns:\n%s", stderr.String())
	}
	data, err := os.ReadFile(js)
	if err != nil {
		t.Fatal(err)
	}
	var fns []struct {
		Name    string   `json:"name"`
		Optimal *float64 `json:"optimal_cost"`
		Full    *float64 `json:"optimal_full_cost"`
		FullGap *float64 `json:"gap_to_optimal_full"`
		Instrs  int      `json:"instructions"`
		MIPFull *struct {
			Status string `json:"status"`
		} `json:"mip_full"`
		MIP *struct {
			Cost struct {
				Spill float64 `json:"spill"`
				Moves float64 `json:"moves"`
			} `json:"cost"`
		} `json:"mip"`
	}
	if err := json.Unmarshal(data, &fns); err != nil {
		t.Fatal(err)
	}
	solved, skipped := 0, 0
	for _, f := range fns {
		if f.MIPFull == nil {
			skipped++
			continue
		}
		if f.Full == nil || f.FullGap == nil || f.Optimal == nil || f.MIP == nil {
			t.Errorf("%s: complete model %s without its optimum or gap", f.Name, f.MIPFull.Status)
			continue
		}
		solved++
		if *f.Full < *f.Optimal {
			t.Errorf("%s: complete model's optimum %g below the spill model's %g", f.Name, *f.Full, *f.Optimal)
		}
		if *f.FullGap != f.MIP.Cost.Spill+f.MIP.Cost.Moves-*f.Full {
			t.Errorf("%s: gap %g with spill cost %g, moves %g and optimum %g", f.Name, *f.FullGap, f.MIP.Cost.Spill, f.MIP.Cost.Moves, *f.Full)
		}
	}
	if solved == 0 || skipped == 0 {
		t.Errorf("%d functions with the complete model solved, %d above the limit: want both", solved, skipped)
	}
}
