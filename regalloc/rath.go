package regalloc

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/mir"
	"github.com/ssara-project/ssara/regalloc/milp"
	"github.com/ssara-project/ssara/regalloc/rath"
)

// MIP is the optimal allocator of Rath's thesis (docs/MIP.md): for each
// function it solves the spill model of section 5.3 with CBC, which
// decides, at every program point, which values are in registers and
// which in memory and where to load, store and read from memory at least
// cost (loads and stores weighted by 10^loop depth); the decisions are
// applied to the function (live-range splitting with reloads and SSA
// reconstruction) and the values in registers, never more than fit, are
// coloured in dominance order. When CBC finds no solution in time, or the
// colouring or the checker rejects the result, the function gets the
// `ssa` allocation instead; Stats.MIP says which happened.
type MIP struct{}

func init() { Register(MIP{}) }

// Name implements Allocator.
func (MIP) Name() string { return "mip" }

// SolverBased implements SolverBasedAllocator.
func (MIP) SolverBased() {}

// SolverBasedAllocator is implemented by allocators that run an external
// solver on every function (seconds per function, and a program that must
// be installed). The test suites that try every allocator on everything
// (the corpus at every budget, the generated functions, the fuzzers'
// "all") use HeuristicNames and test these in tests of their own, on a
// subset and with a short time limit.
type SolverBasedAllocator interface {
	Allocator
	SolverBased()
}

// HeuristicNames lists the registered allocators that are not solver
// based: Names without the SolverBasedAllocators.
func HeuristicNames() []string {
	var out []string
	for _, n := range Names() {
		if _, ok := allocators[n].(SolverBasedAllocator); !ok {
			out = append(out, n)
		}
	}
	return out
}

// MIPOptions are the MIP allocator's switches (Options.MIP), and the
// solver settings of -gap-to-optimal.
type MIPOptions struct {
	// Time is CBC's time limit per function, in CPU seconds (-mip-time;
	// 0: DefaultMIPTime).
	Time time.Duration
	// Threads is the number of threads of each CBC run (0 or 1: one).
	// The driver runs functions in parallel instead (-j): CBC's choice
	// among equal optima depends on its thread count, and ssara's output
	// must not depend on -j.
	Threads int
	// Solver solves the models (nil: CBC found on PATH).
	Solver milp.Solver
	// GapToOptimal makes the driver solve the spill model of every
	// function beside any allocator (-gap-to-optimal).
	GapToOptimal bool
	// FullMax makes -gap-to-optimal also build and solve the complete
	// model of the functions whose complete model has at most this many x
	// and z variables (rath.EstimateFull; -mip-full-max, 0: never).
	FullMax int
}

// DefaultMIPTime is MIPOptions.Time's default.
const DefaultMIPTime = 10 * time.Second

// DefineFlags implements FlagDefiner: -mip-time and -gap-to-optimal.
func (MIP) DefineFlags(fs *flag.FlagSet, o *Options) {
	fs.DurationVar(&o.MIP.Time, "mip-time", DefaultMIPTime, "time limit of the MIP solver (CBC) per function, in CPU time (-regalloc=mip, -gap-to-optimal)")
	fs.BoolVar(&o.MIP.GapToOptimal, "gap-to-optimal", false, "solve Rath's spill model of every function (CBC) and report the optimal spill cost beside the allocator's own in -stats and -stats-json")
	fs.IntVar(&o.MIP.FullMax, "mip-full-max", 0, "with -gap-to-optimal, also solve Rath's complete model (moves priced too) of functions whose model has at most this many x and z variables (0: never; a few thousand solve in seconds)")
}

// MIPStats are the outcome of the spill model for one function: of the mip
// allocator, or of -gap-to-optimal beside another allocator (Stats.MIP).
type MIPStats struct {
	// Status is "optimal", "feasible" (CBC's best solution in its time,
	// Gap from optimal at most), "fallback" (the mip allocator used the
	// ssa allocation; Reason says why), or for -gap-to-optimal "no
	// solution" (Reason says why).
	Status string `json:"status"`
	Reason string `json:"reason,omitempty"`
	// Optimum is the spill model's cost of its solution: loads, stores
	// and memory operands weighted by 10^depth; the optimal spill cost
	// when Status is optimal. Bound is a lower bound on the optimal spill
	// cost CBC proved (-1: none), Gap = (Optimum-Bound)/Optimum.
	Optimum float64 `json:"optimum"`
	Bound   float64 `json:"bound"`
	Gap     float64 `json:"gap"`
	// The spill model's size.
	Vars        int `json:"variables"`
	Constraints int `json:"constraints"`
	NonZeros    int `json:"nonzeros"`
	// SolveTime is CBC's CPU time, SolveWall its wall-clock time.
	SolveTime time.Duration `json:"solve_cpu_ns"`
	SolveWall time.Duration `json:"solve_wall_ns"`
	// Cost is the allocation's cost under the same cost function (CostOf):
	// the mip allocator's own or, with -gap-to-optimal, the allocator's.
	Cost AllocCost `json:"cost"`
	// ExtraStores are stores the mip allocator added that the model did
	// not charge (phis kept in a register whose memory copy the solution
	// uses later).
	ExtraStores int `json:"extra_stores,omitempty"`
	// Split is the split level the colouring needed ("" when it needed
	// none; "regions", "constrained" or "everywhere": splitLevel),
	// SplitCopies the values it split (fresh versions made by copies in
	// the gaps), SplitMoves the register moves and swaps left of those
	// copies after colouring (the others got one register on both
	// sides). The moves are in Cost.Moves and Stats.Moves too.
	Split       string `json:"split,omitempty"`
	SplitCopies int    `json:"split_copies,omitempty"`
	SplitMoves  int    `json:"split_moves,omitempty"`
	// StartFromSSA says the solver started from the ssa allocation's
	// spill code.
	StartFromSSA bool `json:"start_from_ssa,omitempty"`
}

func (o *MIPOptions) timeLimit() time.Duration {
	if o.Time <= 0 {
		return DefaultMIPTime
	}
	return o.Time
}

func (o *MIPOptions) solver() milp.Solver {
	if o.Solver != nil {
		return o.Solver
	}
	if d := os.Getenv("SSARA_MIP_KEEP"); d != "" {
		return milp.CBC{Dir: d, Keep: true}
	}
	return milp.CBC{}
}

// Allocate implements Allocator.
func (MIP) Allocate(in *mir.Func, t mir.Target, opts Options) (*mir.Func, *Stats, error) {
	start := time.Now()
	st := Stats{Func: in.Name, VirtRegs: len(in.Classes), K: len(Allocatable(t, mir.GPR, opts))}
	mark := time.Now()
	phase := func(name string) {
		now := time.Now()
		st.addPhase(name, now.Sub(mark))
		mark = now
	}
	// The ssa allocation: the solver's start, and the fallback.
	ssaOut, ssaSt, ssaErr := SSA{}.Allocate(in, t, opts)
	phase("ssa")
	fallback := func(ms *MIPStats, reason string) (*mir.Func, *Stats, error) {
		if ssaErr != nil {
			return nil, nil, ssaErr
		}
		ms.Status, ms.Reason = "fallback", reason
		ms.Cost = CostOf(ssaOut)
		ssaSt.MIP = ms
		ssaSt.setGap()
		ssaSt.Phases = append(st.Phases, ssaSt.Phases...)
		ssaSt.Time = time.Since(start)
		return ssaOut, ssaSt, nil
	}
	w := NewWork(in)
	if n := len(mir.ReversePostorder(w.F)); n != len(w.F.Blocks) {
		return nil, nil, &AllocError{Func: in.Name, Msg: fmt.Sprintf(
			"%d of %d blocks are unreachable from the entry (remove them before allocation)", len(w.F.Blocks)-n, len(w.F.Blocks))}
	}
	rp, lv, err := stateForMIP(w, t, opts)
	st.MaxLive = MaxLive(w.F, lv, func(v mir.Reg) bool { return w.F.ClassOf(v) == mir.GPR })
	phase("build model")
	if err != nil {
		return fallback(&MIPStats{Bound: -1}, err.Error())
	}
	sm, err := rath.BuildSpill(rp.p, rath.SpillOptions{})
	if err != nil {
		return fallback(&MIPStats{Bound: -1}, err.Error())
	}
	params := milp.Params{TimeLimit: opts.MIP.timeLimit(), Threads: opts.MIP.Threads}
	if ssaErr == nil {
		if d, ok := decisionsOf(rp, in, ssaOut); ok {
			if x, ok := sm.FromDecisions(d); ok {
				params.Start = x
			}
		}
	}
	res, err := sm.Solve(context.Background(), opts.MIP.solver(), params)
	phase("solve")
	if err != nil {
		if errors.Is(err, milp.ErrNoCBC) {
			// An AllocError: this allocator cannot allocate the function
			// here (the driver checks for cbc before it starts).
			return nil, nil, &AllocError{Func: in.Name, Msg: err.Error()}
		}
		return fallback(&MIPStats{Bound: -1}, err.Error())
	}
	ms := mipStats(res)
	ms.StartFromSSA = params.Start != nil
	switch res.Status {
	case milp.Optimal, milp.Feasible:
	case milp.Infeasible:
		// No allocation fits the budget: the ssa allocator says where.
		return fallback(ms, "the spill model is infeasible (register budget too small)")
	default:
		return fallback(ms, "no solution in time")
	}
	// Each attempt applies the solution to a working function: the first
	// to w, from which the model was stated, the others to the function
	// stated again (the same problem, so the same solution applies).
	fresh := false
	attempt := func(level splitLevel) (*realization, error) {
		aw, arp := w, rp
		if fresh {
			aw = NewWork(in)
			var err error
			if arp, _, err = stateForMIP(aw, t, opts); err != nil {
				return nil, err
			}
		}
		fresh = true
		return realize(in, aw, arp, res.Solution, level)
	}
	best, err := attempt(splitNone)
	var colourErr *colourError
	for level := splitNone + 1; level < numSplitLevels && errors.As(err, &colourErr); level++ {
		// The colouring found no register for some value: split at
		// more gaps.
		best, err = attempt(level)
	}
	phase("apply")
	if err != nil {
		return fallback(ms, err.Error())
	}
	out, re := best.out, best.re
	st.CoalescedCopies, st.FixedPoints = best.st.CoalescedCopies, best.st.FixedPoints
	st.Count(out)
	ms.Cost = best.cost
	ms.ExtraStores = re.extraStores
	ms.Split = re.level.String()
	ms.SplitCopies = len(re.split)
	ms.SplitMoves = splitMoves(out)
	if ssaErr == nil {
		if c := CostOf(ssaOut); c.less(ms.Cost) {
			return fallback(ms, fmt.Sprintf("the ssa allocation costs less (spill %g, moves %g against %g, %g)",
				c.Spill, c.Moves, ms.Cost.Spill, ms.Cost.Moves))
		}
	}
	st.MIP = ms
	st.setGap()
	st.SplitEdges = best.re.w.SplitEdges
	st.Spilled = len(re.memValues())
	st.Time = time.Since(start)
	return out, &st, nil
}

// realization is one application of a spill-model solution: the allocated
// function, checked, its cost, and the output's counts.
type realization struct {
	re   *realizer
	out  *mir.Func
	cost AllocCost
	st   Stats
}

// realize applies sol, a solution of the spill model rp states of w.F, at
// split level level, builds the output and checks it against in.
func realize(in *mir.Func, w *Work, rp *rathProblem, sol *rath.SpillSolution, level splitLevel) (*realization, error) {
	m := &realization{re: &realizer{w: w, t: rp.t, opts: rp.opts, rp: rp, sol: sol, level: level}}
	loc, err := m.re.realize()
	if err != nil {
		return nil, err
	}
	unsplitEmpty(w)
	m.out = w.Output(rp.t, loc, BudgetRegs(rp.t, rp.opts), &m.st)
	if err := Check(in, m.out, rp.t, rp.opts); err != nil {
		return nil, errors.Wrap(err, "checker")
	}
	m.cost = CostOf(m.out)
	return m, nil
}

// memValues lists the values the allocation keeps in memory somewhere.
func (r *realizer) memValues() []int {
	var out []int
	for v, m := range r.memV {
		if m != 0 {
			out = append(out, v)
		}
	}
	return out
}

// mipStats records a solved spill model.
func mipStats(res *rath.SpillResult) *MIPStats {
	ms := &MIPStats{Status: res.Status.String(), Bound: -1, Vars: res.Size.Vars, Constraints: res.Size.Constraints,
		NonZeros: res.Size.NonZeros, SolveTime: res.Raw.CPUTime, SolveWall: res.Raw.Time}
	if !math.IsNaN(res.Bound) {
		ms.Bound = res.Bound
	}
	if res.Solution != nil {
		ms.Optimum = res.Solution.Cost
		if res.Status == milp.Optimal {
			ms.Bound = res.Solution.Cost
		}
		if ms.Bound >= 0 && ms.Optimum > 0 {
			ms.Gap = math.Max(0, (ms.Optimum-ms.Bound)/ms.Optimum)
		}
	}
	return ms
}

// splitForJoins splits every edge into a block with several predecessors
// from a block with several successors or with a terminator other than a
// plain jump, so that copies for that edge (phis, the joins of reloaded
// values) and spill code placed on it run on that edge only. The blocks
// that stay empty are removed again before the output (unsplitEmpty).
func splitForJoins(w *Work) {
	f := w.F
	for _, b := range append([]*mir.Block(nil), f.Blocks...) {
		for j, s := range b.Succs {
			if len(s.Preds) > 1 && (len(b.Succs) > 1 || !plainJump(b.Term())) {
				splitEdge(f, b, j)
				w.SplitEdges++
			}
		}
	}
}

// SpillOptimum solves the spill model of in (with every critical edge
// split, the most freedom any allocation has) and returns its optimum,
// bound and status: -gap-to-optimal's lower bound on the spill cost of any
// allocation of in under opts' budget.
func SpillOptimum(in *mir.Func, t mir.Target, opts Options) (*MIPStats, error) {
	rp, err := spillProblem(in, t, opts)
	if err != nil {
		return &MIPStats{Status: "no solution", Reason: err.Error(), Bound: -1}, nil
	}
	sm, err := rath.BuildSpill(rp.p, rath.SpillOptions{})
	if err != nil {
		return &MIPStats{Status: "no solution", Reason: err.Error(), Bound: -1}, nil
	}
	res, err := sm.Solve(context.Background(), opts.MIP.solver(), milp.Params{TimeLimit: opts.MIP.timeLimit(), Threads: opts.MIP.Threads})
	if err != nil {
		return nil, err
	}
	ms := mipStats(res)
	if !res.Status.HasValues() {
		ms.Status, ms.Reason = "no solution", res.Status.String()
	}
	return ms, nil
}

// spillProblem states in for the spill model as SpillOptimum solves it:
// every critical edge split, remat allowed.
func spillProblem(in *mir.Func, t mir.Target, opts Options) (*rathProblem, error) {
	rp, _, err := stateForMIP(NewWork(in), t, opts)
	return rp, err
}

// stateForMIP splits the edges of w.F as the mip allocator needs
// (splitForJoins) and states it as a rath.Problem, remat allowed; lv is
// the liveness of the split function. The same input gives the same
// problem, value for value.
func stateForMIP(w *Work, t mir.Target, opts Options) (*rathProblem, *Liveness, error) {
	splitForJoins(w)
	lv := ComputeLiveness(w.F)
	depth := LoopDepths(w.F, mir.Dominators(w.F))
	rp, err := buildRathProblem(w.F, t, opts, lv, depth, true)
	return rp, lv, err
}

// splitMoves counts the register moves and swaps of out made for split
// copies (Why "split").
func splitMoves(out *mir.Func) int {
	n := 0
	for _, b := range out.Blocks {
		for _, x := range b.Instrs {
			if (x.Op == mir.OpMove || x.Op == mir.OpSwap) && x.Why == "split" {
				n++
			}
		}
	}
	return n
}

// CheckSolver reports, before any work, that allocator name (or
// -gap-to-optimal in opts) needs a solver that is not installed.
func CheckSolver(name string, opts Options) error {
	a, _ := Lookup(name)
	_, solverBased := a.(SolverBasedAllocator)
	if !solverBased && !opts.MIP.GapToOptimal || opts.MIP.Solver != nil {
		return nil
	}
	if _, err := (milp.CBC{}).Executable(); err != nil {
		what := "-regalloc=" + name
		if !solverBased {
			what = "-gap-to-optimal"
		}
		return errors.Wrap(err, what+" needs the MIP solver")
	}
	return nil
}

// GapToOptimal records in st the optimal spill cost of in, the function
// out allocates, and out's distance from it (-gap-to-optimal): the spill
// model is solved unless st already holds the mip allocator's optimal
// solution of it. A function whose model CBC does not solve to
// optimality in time gets the solver's status, bound and best solution in
// st.MIP and no OptimalCost.
func GapToOptimal(in, out *mir.Func, t mir.Target, opts Options, st *Stats) error {
	ms := st.MIP
	if ms == nil || ms.Bound < 0 || ms.Bound != ms.Optimum {
		var err error
		ms, err = SpillOptimum(in, t, opts)
		if err != nil {
			return err
		}
	}
	ms.Cost = CostOf(out)
	st.MIP = ms
	st.setGap()
	if opts.MIP.FullMax > 0 {
		rp, _, err := stateForMIP(NewWork(in), t, opts)
		if err != nil {
			return err
		}
		_, fs, err := solveFull(rp.p, opts, opts.MIP.FullMax)
		if err != nil {
			return err
		}
		if fs != nil {
			fs.Cost = ms.Cost
			st.MIPFull = fs
			if fs.Status == "optimal" {
				opt, gap := fs.Optimum, ms.Cost.Spill+ms.Cost.Moves-fs.Optimum
				st.OptimalFullCost, st.GapToOptimalFull = &opt, &gap
			}
		}
	}
	return nil
}

// setGap fills OptimalCost and GapToOptimal from s.MIP when its model was
// solved to optimality.
func (s *Stats) setGap() {
	ms := s.MIP
	s.OptimalCost, s.GapToOptimal = nil, nil
	if ms == nil || ms.Bound < 0 || ms.Bound != ms.Optimum {
		return
	}
	opt, gap := ms.Optimum, ms.Cost.Spill-ms.Optimum
	s.OptimalCost, s.GapToOptimal = &opt, &gap
}

// WriteMIPTable prints, for the functions whose stats hold a spill
// model's outcome (-regalloc=mip, -gap-to-optimal), the model's status,
// optimum and bound, the allocation's cost under the same cost function,
// the gap, the model's size and CBC's time, as an aligned table (-stats).
func WriteMIPTable(w io.Writer, stats []*Stats) error {
	rows := [][]string{{"function", "status", "optimum", "bound", "spill cost", "moves", "gap", "variables", "constraints", "nonzeros", "cbc s", "reason"}}
	num := func(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
	full := false
	for _, s := range stats {
		full = full || (s != nil && s.MIPFull != nil)
	}
	if full {
		rows[0] = append(rows[0], "complete", "optimum+moves", "gap+moves")
	}
	for _, s := range stats {
		if s == nil || s.MIP == nil {
			continue
		}
		ms := s.MIP
		row := []string{s.Func, ms.Status, "-", "-", num(ms.Cost.Spill), num(ms.Cost.Moves), "-",
			strconv.Itoa(ms.Vars), strconv.Itoa(ms.Constraints), strconv.Itoa(ms.NonZeros),
			fmt.Sprintf("%.2f", ms.SolveTime.Seconds()), ms.Reason}
		if ms.Status != "no solution" {
			row[2] = num(ms.Optimum)
		}
		if ms.Bound >= 0 {
			row[3] = num(ms.Bound)
		}
		if s.GapToOptimal != nil {
			row[6] = num(*s.GapToOptimal)
		} else if ms.Bound >= 0 {
			row[6] = "<=" + num(ms.Cost.Spill-ms.Bound)
		}
		if full {
			// The complete model: its status, optimum (moves priced) and
			// the allocation's spill cost plus moves less it.
			row = append(row, "-", "-", "-")
			if f := s.MIPFull; f != nil {
				row[len(row)-3] = f.Status
				if f.Status != "no solution" {
					row[len(row)-2] = num(f.Optimum)
				}
				if s.GapToOptimalFull != nil {
					row[len(row)-1] = num(*s.GapToOptimalFull)
				}
			}
		}
		rows = append(rows, row)
	}
	if len(rows) == 1 {
		return nil
	}
	width := make([]int, len(rows[0]))
	for _, r := range rows {
		for i, c := range r {
			width[i] = maxInt(width[i], len(c))
		}
	}
	var sb strings.Builder
	sb.WriteString("spill model (Rath 5.3; costs: loads and stores weighted by 10^loop depth):\n")
	for _, r := range rows {
		for i, c := range r {
			switch {
			case i == 0 || i == len(r)-1:
				if i > 0 {
					sb.WriteString("  ")
				}
				sb.WriteString(c)
				if i == 0 {
					sb.WriteString(strings.Repeat(" ", width[i]-len(c)))
				}
			default:
				sb.WriteString("  " + strings.Repeat(" ", width[i]-len(c)) + c)
			}
		}
		sb.WriteByte('\n')
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// ModelMeasure is what MeasureModels found for one function.
type ModelMeasure struct {
	Instrs int `json:"instrs"` // instructions of the function (machine IR)
	Values int `json:"values"` // SSA values the models place
	// Spill is the spill model's outcome (Cost not set).
	Spill *MIPStats `json:"spill"`
	// FullEstimate is the complete model's number of x and z variables
	// (rath.EstimateFull); Full its outcome when it was built and solved
	// (FullEstimate at most the limit given).
	FullEstimate int       `json:"full_estimate"`
	Full         *MIPStats `json:"full,omitempty"`
}

// MeasureModels states both of Rath's models of in as the mip allocator
// does, solves the spill model and, where EstimateFull is at most
// fullMax, the complete model (section 5.2, default options), each within
// opts' time limit: docs/MIP.md's measurements.
func MeasureModels(in *mir.Func, t mir.Target, opts Options, fullMax int) (*ModelMeasure, error) {
	rp, _, err := stateForMIP(NewWork(in), t, opts)
	if err != nil {
		return nil, err
	}
	mm := &ModelMeasure{Values: len(rp.p.Values)}
	for _, b := range in.Blocks {
		mm.Instrs += len(b.Instrs)
	}
	if mm.Spill, err = SpillOptimum(in, t, opts); err != nil {
		return nil, err
	}
	mm.FullEstimate, mm.Full, err = solveFull(rp.p, opts, fullMax)
	return mm, err
}

// solveFull builds and solves the complete model of p (section 5.2,
// default options) when rath.EstimateFull counts at most fullMax x and z
// variables, within opts' time limit. It returns the estimate (0 when it
// cannot be made) and the outcome: nil when the model was not built,
// "no solution" when it cannot be stated.
func solveFull(p *rath.Problem, opts Options, fullMax int) (int, *MIPStats, error) {
	est, err := rath.EstimateFull(p, rath.FullOptions{})
	if err != nil || est > fullMax {
		return est, nil, nil
	}
	fm, err := rath.BuildFull(p, rath.FullOptions{})
	if err != nil {
		return est, &MIPStats{Status: "no solution", Reason: err.Error(), Bound: -1}, nil
	}
	res, err := fm.Solve(context.Background(), opts.MIP.solver(), milp.Params{TimeLimit: opts.MIP.timeLimit(), Threads: opts.MIP.Threads})
	if err != nil {
		return est, nil, err
	}
	fs := &MIPStats{Status: res.Status.String(), Bound: -1, Vars: res.Size.Vars, Constraints: res.Size.Constraints,
		NonZeros: res.Size.NonZeros, SolveTime: res.Raw.CPUTime, SolveWall: res.Raw.Time}
	if res.Solution != nil {
		fs.Optimum = res.Solution.Cost
	}
	if !math.IsNaN(res.Bound) {
		fs.Bound = res.Bound
	}
	return est, fs, nil
}
