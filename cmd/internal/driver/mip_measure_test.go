package driver

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ssara-project/ssara/backend"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/regalloc"
)

var (
	mipMeasure      = flag.String("mip-measure", "", "TestMeasureMIP: write one JSON line per function and budget to this file (docs/MIP.md's measurements)")
	mipMeasureFiles = flag.String("mip-measure-files", "../../../testdata/ll/x86_64/*.O[12].ll", "TestMeasureMIP: the .ll files (a glob)")
	mipMeasureRegs  = flag.String("mip-measure-regs", "4,8,16", "TestMeasureMIP: GPR budgets")
	mipMeasureTime  = flag.Duration("mip-measure-time", 10*time.Second, "TestMeasureMIP: CBC's time limit per model")
	mipMeasureFull  = flag.Int("mip-measure-full", 20000, "TestMeasureMIP: solve the complete model where EstimateFull is at most this")
	mipMeasureFuncs = flag.String("mip-measure-funcs", "", "TestMeasureMIP: only these functions (comma-separated names; all when empty), e.g. those whose model was not solved within a shorter limit")
)

// mipRow is one function at one budget in TestMeasureMIP's output.
type mipRow struct {
	File   string                 `json:"file"`
	Func   string                 `json:"func"`
	Regs   int                    `json:"regs"`
	Models *regalloc.ModelMeasure `json:"models"`
	// Costs are each heuristic allocator's cost (CostOf) by its name
	// ("ssa-O1", "linearscan:poletto"); Errors those that refused.
	Costs  map[string]regalloc.AllocCost `json:"costs"`
	Errors map[string]string             `json:"errors,omitempty"`
}

// TestMeasureMIP (with -mip-measure FILE; skipped otherwise) states both of
// Rath's models for every function of the x86-64 corpus files at each GPR
// budget, solves them (the complete one where small enough), and
// allocates the function with every heuristic allocator (ssa at each
// level, 4 the default), every allocation checked, recording its cost under the spill
// model's cost function. scripts/mip-measure.py turns the lines into
// docs/MIP.md's tables.
func TestMeasureMIP(t *testing.T) {
	if *mipMeasure == "" {
		t.Skip("run with -mip-measure FILE")
	}
	files, _ := filepath.Glob(*mipMeasureFiles)
	if len(files) == 0 {
		t.Fatalf("no files match %s", *mipMeasureFiles)
	}
	var regs []int
	for _, s := range strings.Split(*mipMeasureRegs, ",") {
		var k int
		if _, err := fmt.Sscan(s, &k); err != nil {
			t.Fatal(err)
		}
		regs = append(regs, k)
	}
	out, err := os.Create(*mipMeasure)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	enc := json.NewEncoder(out)
	for _, ll := range files {
		m, err := llvmir.ReadFile(ll)
		if err != nil {
			t.Fatal(err)
		}
		be, err := backend.ForTriple(m.TargetTriple)
		if err != nil {
			t.Fatal(err)
		}
		mod, err := be.Lower(m)
		if err != nil {
			t.Logf("%s: %v", ll, err)
			continue
		}
		only := map[string]bool{}
		for _, n := range strings.Split(*mipMeasureFuncs, ",") {
			if n != "" {
				only[n] = true
			}
		}
		for _, f := range mod.Funcs {
			if len(only) > 0 && !only[f.Name] {
				continue
			}
			tg := be.RegsOf(f)
			for _, k := range regs {
				opts := regalloc.Options{Regs: k}
				opts.MIP.Time = *mipMeasureTime
				mm, err := regalloc.MeasureModels(f, tg, opts, *mipMeasureFull)
				if err != nil {
					t.Fatalf("%s %s regs=%d: %v", ll, f.Name, k, err)
				}
				row := mipRow{File: filepath.Base(ll), Func: f.Name, Regs: k, Models: mm, Costs: map[string]regalloc.AllocCost{}, Errors: map[string]string{}}
				for _, name := range regalloc.HeuristicNames() {
					a, _ := regalloc.Lookup(name)
					for _, v := range regalloc.VariantsOf(name) {
						levels := []int{0}
						if name == "ssa" {
							levels = []int{1, 2, 3, 4}
						}
						for _, level := range levels {
							o := regalloc.Options{Regs: k, Level: level}
							v.Set(&o)
							label := name
							if v.Name != "" {
								label += ":" + v.Name
							}
							if level > 0 {
								label += "-O" + string(rune('0'+level))
							}
							res, _, err := a.Allocate(f, tg, o)
							if err == nil {
								err = regalloc.Check(f, res, tg, o)
							}
							if err != nil {
								row.Errors[label] = err.Error()
								continue
							}
							row.Costs[label] = regalloc.CostOf(res)
						}
					}
				}
				if err := enc.Encode(row); err != nil {
					t.Fatal(err)
				}
			}
		}
		t.Logf("%s done", ll)
	}
}
