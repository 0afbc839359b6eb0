package regalloc

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os/exec"
	"testing"
	"time"

	"github.com/ssara-project/ssara/mir"
	"github.com/ssara-project/ssara/regalloc/rath"
)

// mipTestFuncs are the generated functions of the MIP allocator's tests:
// the fuzz generator's seeds and more of its small functions.
func mipTestFuncs(n int) [][]byte {
	seeds := genSeeds()
	for i := 0; len(seeds) < n; i++ {
		rng := rand.New(rand.NewPCG(uint64(i), 0x319))
		data := make([]byte, 48+rng.IntN(400))
		for j := range data {
			data[j] = byte(rng.Uint32())
		}
		seeds = append(seeds, data)
	}
	return seeds[:n]
}

// mipBudgets are the register budgets of the MIP allocator's tests on the
// test target (6 GPRs, 4 FPRs).
var mipBudgets = []Options{{}, {Regs: 4, FPRegs: 3}, {Regs: 3, FPRegs: 2}}

// TestNoHeuristicBelowOptimum: on small generated functions at several
// budgets, the spill model's optimum (SpillOptimum, solved to optimality)
// is a lower bound on the spill cost (CostOf: loads, stores and
// rematerialisations weighted by 10^depth) of every heuristic allocator,
// each variant and level, every allocation through the checker; and the
// mip allocator's own allocation passes the checker and costs at least
// the optimum (how often it falls back or costs more is logged).
func TestNoHeuristicBelowOptimum(t *testing.T) {
	if _, err := exec.LookPath("cbc"); err != nil {
		t.Skip("cbc not installed (run scripts/setup.sh)")
	}
	n := 24
	if testing.Short() {
		n = 8
	}
	tt := newTestTarget()
	solved, spilling, compared, fellBack, above := 0, 0, 0, 0, 0
	for i, data := range mipTestFuncs(n) {
		f := genFunc(data)
		for _, budget := range mipBudgets {
			opts := budget
			opts.MIP.Time = 20 * time.Second
			ms, err := SpillOptimum(f, tt, opts)
			if err != nil {
				t.Fatalf("func %d %+v: %v", i, budget, err)
			}
			if ms.Status != "optimal" {
				t.Logf("func %d regs=%d: spill model %s (%s)", i, budget.Regs, ms.Status, ms.Reason)
				continue
			}
			solved++
			if ms.Optimum > 0 {
				spilling++
			}
			for _, name := range HeuristicNames() {
				a, _ := Lookup(name)
				for _, variant := range VariantsOf(name) {
					levels := []int{0}
					if name == "ssa" {
						levels = []int{1, 2, 3}
					}
					for _, level := range levels {
						o := budget
						o.Level = level
						variant.Set(&o)
						what := fmt.Sprintf("func %d regs=%d fpregs=%d %s %s O%d", i, budget.Regs, budget.FPRegs, name, variant.Name, level)
						out, _, err := a.Allocate(f, tt, o)
						var ae *AllocError
						if errors.As(err, &ae) {
							continue
						}
						if err != nil {
							t.Fatalf("%s: %v", what, err)
						}
						if err := Check(f, out, tt, o); err != nil {
							t.Fatalf("%s: %v", what, err)
						}
						compared++
						if c := CostOf(out); c.Spill < ms.Optimum-1e-6 {
							t.Errorf("%s: spill cost %g below the spill model's optimum %g\n%s", what, c.Spill, ms.Optimum, out.Format(tt))
						}
					}
				}
			}
			out, st, err := MIP{}.Allocate(f, tt, opts)
			if err != nil {
				t.Fatalf("func %d %+v mip: %v", i, budget, err)
			}
			if err := Check(f, out, tt, opts); err != nil {
				t.Fatalf("func %d %+v mip: %v", i, budget, err)
			}
			c := CostOf(out)
			if c.Spill < ms.Optimum-1e-6 {
				t.Errorf("func %d %+v mip: spill cost %g below the optimum %g", i, budget, c.Spill, ms.Optimum)
			}
			switch {
			case st.MIP.Status == "fallback":
				fellBack++
				t.Logf("func %d regs=%d: mip fell back: %s", i, budget.Regs, st.MIP.Reason)
			case c.Spill > ms.Optimum+1e-6:
				// The realisation (reloads, SSA reconstruction, join
				// copies, colouring) may cost more than the model says:
				// docs/MIP.md, what is left.
				above++
				t.Logf("func %d regs=%d: mip's allocation costs %g, the optimum %g (%d extra stores)", i, budget.Regs, c.Spill, ms.Optimum, st.MIP.ExtraStores)
			}
		}
	}
	t.Logf("%d models solved to optimality (%d need spill code), %d heuristic allocations compared; mip fell back %d times and cost more than the optimum %d times", solved, spilling, compared, fellBack, above)
	if spilling == 0 || compared == 0 {
		t.Errorf("no function needs spill code: the test shows nothing")
	}
}

// TestSpillModelAgainstBruteForceGenerated: on small functions of the fuzz
// generator, stated as SpillOptimum states them, the spill model's optimum
// (CBC) equals an exhaustive search over every spill decision at every
// point (rath.BruteForceSpill), feasibility included; functions with more
// than 5 values live at a point or 7 at the block entries are skipped (the
// search grows as 4 to the power of both).
func TestSpillModelAgainstBruteForceGenerated(t *testing.T) {
	if _, err := exec.LookPath("cbc"); err != nil {
		t.Skip("cbc not installed (run scripts/setup.sh)")
	}
	tt := newTestTarget()
	compared, spilling, infeasible := 0, 0, 0
	for i := 0; i < 300 && compared < 40; i++ {
		rng := rand.New(rand.NewPCG(uint64(i), 0xb7))
		data := make([]byte, 24+rng.IntN(80))
		for j := range data {
			data[j] = byte(rng.Uint32())
		}
		f := genFuncSized(data, 4, 14)
		for _, budget := range []Options{{Regs: 2, FPRegs: 1}, {Regs: 3, FPRegs: 2}, {Regs: 4, FPRegs: 2}} {
			rp, err := spillProblem(f, tt, budget)
			if err != nil {
				continue
			}
			want, feasible, done := rath.BruteForceSpill(rp.p, 5, 7)
			if !done {
				continue
			}
			opts := budget
			opts.MIP.Time = 20 * time.Second
			ms, err := SpillOptimum(f, tt, opts)
			if err != nil {
				t.Fatal(err)
			}
			what := fmt.Sprintf("function %d regs=%d fpregs=%d", i, budget.Regs, budget.FPRegs)
			switch {
			case !feasible:
				infeasible++
				if ms.Status != "no solution" {
					t.Errorf("%s: the brute force finds no allocation, the model %s %g\n%s", what, ms.Status, ms.Optimum, f.Format(tt))
				}
			case ms.Status != "optimal":
				t.Errorf("%s: the brute force's optimum is %g, the model %s (%s)", what, want, ms.Status, ms.Reason)
			case math.Abs(ms.Optimum-want) > 1e-6:
				t.Errorf("%s: the model's optimum %g, the brute force's %g\n%s", what, ms.Optimum, want, f.Format(tt))
			}
			compared++
			if want > 0 {
				spilling++
			}
		}
	}
	t.Logf("%d problems compared, %d need spill code, %d infeasible", compared, spilling, infeasible)
	if spilling < 5 {
		t.Errorf("only %d compared problems need spill code: the test shows little", spilling)
	}
}

// fixedSqueeze is a function whose value a needs a different register in
// each of three stretches: it is defined while the argument in p2 is
// still live, is live across a shift whose count is fixed in p3, and
// across a stretch where p1 holds a value. Every point has room for it,
// so the spill model spills nothing; at 3 GPRs no single register fits
// its whole range, at 4 GPRs p4 does.
func fixedSqueeze() *mir.Func {
	f := &mir.Func{Name: "squeeze"}
	a, b, c, d, e, x, y := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR),
		f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	b0 := f.NewBlock("entry")
	tied := func(in *mir.Instr) *mir.Instr { in.Tied = 0; return in }
	b0.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(a), 1),
		tins(mir.OpCopy, tregs(b), 2),
		tconst(c, 2),
		tins(mir.OpCopy, tregs(3), c),
		tied(tins(topShl, tregs(d), b, 3)),
		tins(mir.OpCopy, tregs(1), d),
		tied(tins(topAdd, tregs(e), a, a)),
		tins(mir.OpCopy, tregs(x), 1),
		tied(tins(topAdd, tregs(y), x, e)),
		tins(mir.OpCopy, tregs(1), y),
		tterm(tins(topRet, nil, 1)),
	}
	return f
}

// TestMIPSplitsFixedRegisters: when no register fits a value's whole
// range because of the fixed registers in it, the mip allocator splits
// the values around the stretches with fixed registers (splitLevel)
// instead of falling back to the ssa allocation; the allocation passes
// the checker, costs the optimum, and the moves left of the split copies
// are counted among the moves (Stats.Moves, MIPStats.Cost.Moves).
func TestMIPSplitsFixedRegisters(t *testing.T) {
	if _, err := exec.LookPath("cbc"); err != nil {
		t.Skip("cbc not installed (run scripts/setup.sh)")
	}
	tt := newTestTarget()
	for _, tc := range []struct {
		name      string
		f         *mir.Func
		regs      int
		wantSplit string
	}{
		{"squeeze at 3 GPRs", fixedSqueeze(), 3, "regions"},
		{"squeeze at 4 GPRs", fixedSqueeze(), 4, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := Options{Regs: tc.regs, MIP: MIPOptions{Time: 20 * time.Second}}
			out, st, err := MIP{}.Allocate(tc.f, tt, opts)
			if err != nil {
				t.Fatal(err)
			}
			if err := Check(tc.f, out, tt, opts); err != nil {
				t.Fatalf("%v\n%s", err, out.Format(tt))
			}
			ms := st.MIP
			if ms.Status != "optimal" {
				t.Fatalf("status %s (%s), want optimal", ms.Status, ms.Reason)
			}
			if ms.Split != tc.wantSplit {
				t.Errorf("split level %q, want %q", ms.Split, tc.wantSplit)
			}
			if c := CostOf(out); c != ms.Cost || c.Spill != ms.Optimum {
				t.Errorf("cost %+v (stats %+v), optimum %g", c, ms.Cost, ms.Optimum)
			}
			// The function has no loop: every move weighs 1.
			split := 0
			for _, b := range out.Blocks {
				for _, x := range b.Instrs {
					if (x.Op == mir.OpMove || x.Op == mir.OpSwap) && x.Why == "split" {
						split++
					}
				}
			}
			if moves := st.Moves + st.Swaps; ms.SplitMoves != split || split > moves || ms.Cost.Moves != float64(moves) {
				t.Errorf("%d split moves in the stats, %d in the code; %d moves and %d swaps in the stats, cost %g moves",
					ms.SplitMoves, split, st.Moves, st.Swaps, ms.Cost.Moves)
			}
			if tc.wantSplit != "" && ms.SplitCopies == 0 {
				t.Errorf("split at level %s, but no split copies counted", ms.Split)
			}
			t.Logf("split %q: %d values split, %d split moves, %d moves and %d swaps in all\n%s",
				ms.Split, ms.SplitCopies, ms.SplitMoves, st.Moves, st.Swaps, out.Format(tt))
		})
	}
}
