package rath

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/ssara-project/ssara/regalloc/milp"
)

var measure = flag.String("measure", "", "write a table of model sizes and solve times on random problems to this file (docs/MIP.md's synthetic table)")

// TestMeasureModels measures both models on random problems of growing
// size at 4, 8 and 16 registers (with -measure FILE; skipped otherwise).
func TestMeasureModels(t *testing.T) {
	if *measure == "" {
		t.Skip("run with -measure FILE to measure the models")
	}
	solver := needCBC(t)
	var sb strings.Builder
	sb.WriteString("| K | regions | instrs | values | max live | spill vars | spill rows | spill nz | spill status | spill CPU s | full vars | full rows | full nz | full status | full CPU s |\n")
	sb.WriteString("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, k := range []int{4, 8, 16} {
		for _, regions := range []int{2, 4, 8, 16, 32, 64} {
			r := rand.New(rand.NewPCG(uint64(regions), uint64(k)))
			cfg := genConfig{classes: 1, k: k, regions: regions, depth: 2, maxInstrs: 4 + k/2}
			p := randomProblem(r, cfg)
			if err := p.ComputeLiveness(); err != nil {
				t.Fatal(err)
			}
			instrs := 0
			for _, b := range p.Blocks {
				instrs += len(b.Instrs)
			}
			most, _ := maxLive(p)
			sp, err := SolveSpill(context.Background(), p, SpillOptions{}, solver, milp.Params{TimeLimit: 60 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			row := fmt.Sprintf("| %d | %d | %d | %d | %d | %d | %d | %d | %v | %.2f |", k, regions, instrs, len(p.Values), most,
				sp.Size.Vars, sp.Size.Constraints, sp.Size.NonZeros, sp.Status, sp.Raw.CPUTime.Seconds())
			est, err := EstimateFull(p, FullOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if est > 100000 {
				row += fmt.Sprintf(" ~%d | | | not built | |", est)
				t.Log(row)
				sb.WriteString(row + "\n")
				continue
			}
			fm, err := BuildFull(p, FullOptions{})
			if err != nil {
				t.Fatal(err)
			}
			sz := fm.Model.Size()
			if sz.Vars <= 60000 {
				res, err := fm.Solve(context.Background(), solver, milp.Params{TimeLimit: 60 * time.Second})
				if err != nil {
					t.Fatal(err)
				}
				status := res.Status.String()
				if res.Status == milp.Feasible {
					status = fmt.Sprintf("feasible, gap %.0f%%", 100*(res.Solution.Cost-res.Bound)/res.Solution.Cost)
				}
				row += fmt.Sprintf(" %d | %d | %d | %s | %.2f |", sz.Vars, sz.Constraints, sz.NonZeros, status, res.Raw.CPUTime.Seconds())
			} else {
				row += fmt.Sprintf(" %d | %d | %d | not run | |", sz.Vars, sz.Constraints, sz.NonZeros)
			}
			t.Log(row)
			sb.WriteString(row + "\n")
		}
	}
	if err := os.WriteFile(*measure, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
