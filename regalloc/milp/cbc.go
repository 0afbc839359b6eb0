package milp

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/pkg/errors"
)

// Status says what a solver run established.
type Status uint8

// Solver outcomes.
const (
	// NoSolution: the solver stopped (time limit) before it found any
	// integer solution.
	NoSolution Status = iota
	// Optimal: Values are an optimal solution.
	Optimal
	// Feasible: Values are a solution the solver did not prove optimal
	// (it stopped on its time limit); Bound says how far it may be off.
	Feasible
	// Infeasible: the model has no solution.
	Infeasible
	// Unbounded: the objective has no lower bound.
	Unbounded
)

func (s Status) String() string {
	switch s {
	case NoSolution:
		return "no solution"
	case Optimal:
		return "optimal"
	case Feasible:
		return "feasible"
	case Infeasible:
		return "infeasible"
	case Unbounded:
		return "unbounded"
	}
	return fmt.Sprintf("status%d", s)
}

// HasValues reports whether a solution with this status carries values.
func (s Status) HasValues() bool { return s == Optimal || s == Feasible }

// Params are the limits of one solver run.
type Params struct {
	// TimeLimit bounds the solver's CPU time (0: none), which a loaded
	// machine stretches less than wall-clock time. CBC checks it between
	// steps of its search, so a long root LP may overrun it; the process
	// is killed if its wall-clock time exceeds ten times the limit plus a
	// minute.
	TimeLimit time.Duration
	// Threads is the number of threads the solver may use (<= 1: one).
	// With more than one, CBC runs in its deterministic parallel mode,
	// whose search (and so its choice among equal optima) still depends
	// on the number of threads.
	Threads int
	// RelGap lets the solver stop once its best solution is within this
	// fraction of the best bound (0: prove optimality).
	RelGap float64
	// AbsGap lets the solver stop once its best solution is within this
	// amount of the best bound (0: CBC's default, 1e-10).
	AbsGap float64
	// Start is a solution to start from (one value per variable; nil:
	// none). The solver checks it and ignores it if it is infeasible.
	Start []float64
}

// Solution is the outcome of a solver run.
type Solution struct {
	Status Status
	// Objective is the objective at Values (Optimal and Feasible only),
	// computed from the model, not read from the solver.
	Objective float64
	// Bound is a lower bound on the optimum the solver proved: Objective
	// when Optimal, NaN when unknown.
	Bound float64
	// Values has one value per variable (Optimal and Feasible only);
	// integer and binary variables are rounded to integers.
	Values []float64
	// Time is the wall-clock time of the solver process, CPUTime the CPU
	// time it reported (0 if it did not).
	Time, CPUTime time.Duration
}

// Value is the value of v.
func (s *Solution) Value(v Var) float64 { return s.Values[v] }

// Bool reports whether the 0-1 variable v is 1.
func (s *Solution) Bool(v Var) bool { return s.Values[v] > 0.5 }

// Gap is the relative distance between Objective and Bound: 0 for an
// optimal solution, NaN when no bound is known.
func (s *Solution) Gap() float64 {
	if s.Status == Optimal {
		return 0
	}
	if !s.Status.HasValues() || math.IsNaN(s.Bound) {
		return math.NaN()
	}
	d := s.Objective - s.Bound
	if d <= 0 {
		return 0
	}
	return d / math.Max(math.Abs(s.Objective), 1e-9)
}

// Solver solves models.
type Solver interface {
	Solve(ctx context.Context, m *Model, p Params) (*Solution, error)
}

// ErrNoCBC is returned when the cbc executable cannot be found.
var ErrNoCBC = errors.New("cbc (the COIN-OR MILP solver) is not installed or not on PATH: install Debian's coinor-cbc (scripts/setup.sh does)")

// CBC runs the cbc executable of COIN-OR's branch-and-cut solver.
type CBC struct {
	// Path is the executable; "" looks "cbc" up on PATH.
	Path string
	// Dir holds the temporary directory of each run ("" : os.TempDir).
	Dir string
	// Keep leaves the LP, solution and log files of each run in place
	// (their directory is named in errors), for debugging.
	Keep bool
}

// Executable is the path of the cbc executable, or ErrNoCBC.
func (c CBC) Executable() (string, error) {
	name := c.Path
	if name == "" {
		name = "cbc"
	}
	p, err := exec.LookPath(name)
	if err != nil {
		return "", ErrNoCBC
	}
	return p, nil
}

// Args is cbc's command line for the model file lp, the solution file sol
// and limits p, without the executable; a start solution is read from
// start.sol beside the model.
func (p Params) Args(lp, sol string) []string {
	args := []string{lp}
	if p.Start != nil {
		args = append(args, "mips", filepath.Join(filepath.Dir(lp), "start.sol"))
	}
	if p.TimeLimit > 0 {
		args = append(args, "sec", num(p.TimeLimit.Seconds()))
	}
	if p.Threads > 1 {
		// 100+n: n threads, with a repeatable search.
		args = append(args, "threads", strconv.Itoa(100+p.Threads))
	}
	if p.RelGap > 0 {
		args = append(args, "ratio", num(p.RelGap))
	}
	if p.AbsGap > 0 {
		args = append(args, "allow", num(p.AbsGap))
	}
	return append(args, "solve", "solu", sol)
}

// Solve writes m to an LP file, runs cbc on it and reads the solution.
// A model with a term-less constraint that cannot hold is Infeasible
// without a run. Errors: ErrNoCBC, a file or process failure, a solution
// file that does not parse, or a solution that violates the model.
func (c CBC) Solve(ctx context.Context, m *Model, p Params) (*Solution, error) {
	exe, err := c.Executable()
	if err != nil {
		return nil, err
	}
	if len(m.trivial) > 0 {
		return &Solution{Status: Infeasible, Bound: math.NaN()}, nil
	}
	dir, err := os.MkdirTemp(c.Dir, "milp-*")
	if err != nil {
		return nil, errors.Wrap(err, "cbc: temporary directory")
	}
	if !c.Keep {
		defer os.RemoveAll(dir)
	}
	lp, sol, logName := filepath.Join(dir, "model.lp"), filepath.Join(dir, "model.sol"), filepath.Join(dir, "cbc.log")
	if err := writeFile(lp, m.WriteLP); err != nil {
		return nil, errors.Wrap(err, "cbc")
	}
	if p.Start != nil {
		if len(p.Start) != len(m.vars) {
			return nil, errors.Errorf("cbc: a start of %d values for %d variables", len(p.Start), len(m.vars))
		}
		if err := writeFile(filepath.Join(dir, "start.sol"), func(w io.Writer) error { return m.WriteSolution(w, p.Start) }); err != nil {
			return nil, errors.Wrap(err, "cbc")
		}
	}
	logFile, err := os.Create(logName)
	if err != nil {
		return nil, errors.Wrap(err, "cbc: log file")
	}
	defer logFile.Close()
	if p.TimeLimit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, 10*p.TimeLimit+time.Minute)
		defer cancel()
	}
	args := p.Args(lp, sol)
	start := time.Now()
	runErr := runCBC(ctx, exe, dir, args, logFile)
	if ee := (*exec.ExitError)(nil); errors.As(runErr, &ee) && !ee.Exited() && ctx.Err() == nil {
		// CBC 2.10 can crash after its search when the time limit stops
		// it at the root (seen with a start solution, in the step that
		// undoes preprocessing): run it once more without preprocessing.
		fmt.Fprintf(logFile, "\nssara: cbc crashed (%v): again with preprocess off\n", runErr)
		runErr = runCBC(ctx, exe, dir, append(args[:len(args)-3:len(args)-3], append([]string{"preprocess", "off"}, args[len(args)-3:]...)...), logFile)
	}
	wall := time.Since(start)
	logTail := tailOf(logName, 64<<10)
	where := ""
	if c.Keep {
		where = " (files in " + dir + ")"
	}
	if runErr != nil {
		if ctx.Err() == context.DeadlineExceeded {
			return &Solution{Status: NoSolution, Bound: math.NaN(), Time: wall}, nil
		}
		if ctx.Err() != nil {
			return nil, errors.Wrap(ctx.Err(), "cbc")
		}
		return nil, errors.Wrapf(runErr, "cbc failed%s: %s", where, lastLines(logTail, 5))
	}
	f, err := os.Open(sol)
	if err != nil {
		return nil, errors.Errorf("cbc wrote no solution file%s: %s", where, lastLines(logTail, 5))
	}
	defer f.Close()
	s, err := ReadSolution(f, m)
	if err != nil {
		return nil, errors.Wrapf(err, "cbc%s", where)
	}
	s.Time = wall
	lg := ParseLog(logTail)
	s.CPUTime = lg.CPUTime
	switch {
	case s.Status == Optimal:
		s.Bound = s.Objective
	case s.Status == Feasible && !math.IsNaN(lg.Bound):
		s.Bound = math.Min(lg.Bound, s.Objective)
	case s.Status == Infeasible && p.TimeLimit > 0 && (lg.TimedOut || lg.CPUTime >= p.TimeLimit*9/10 || wall >= p.TimeLimit*9/10):
		// CBC 2.10 reports a model infeasible when its time limit
		// interrupts preprocessing: that is no answer.
		s.Status = NoSolution
	}
	return s, nil
}

// runCBC runs cbc with args in dir, its output appended to log.
func runCBC(ctx context.Context, exe, dir string, args []string, log io.Writer) error {
	cmd := exec.CommandContext(ctx, exe, args...)
	dieWithParent(cmd)
	cmd.Dir = dir
	cmd.Stdout = log
	cmd.Stderr = log
	return cmd.Run()
}

// writeFile creates name and fills it with write.
func writeFile(name string, write func(io.Writer) error) error {
	f, err := os.Create(name)
	if err != nil {
		return errors.Wrap(err, "create")
	}
	bw := bufio.NewWriterSize(f, 1<<16)
	if err := write(bw); err != nil {
		f.Close()
		return err
	}
	if err := bw.Flush(); err != nil {
		f.Close()
		return errors.Wrapf(err, "write %s", name)
	}
	return errors.Wrapf(f.Close(), "write %s", name)
}

// tailOf reads at most the last n bytes of a file ("" on error).
func tailOf(name string, n int64) string {
	f, err := os.Open(name)
	if err != nil {
		return ""
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Size() > n {
		f.Seek(st.Size()-n, io.SeekStart)
	}
	b, _ := io.ReadAll(f)
	return string(b)
}

// lastLines is the last n non-empty lines of s, joined by " / ".
func lastLines(s string, n int) string {
	var lines []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " / ")
}

// ReadSolution reads a CBC solution file (the `solu` command's output) for
// model m. The first line is the status ("Optimal - objective value 5",
// "Stopped on time - objective value 7", "Stopped on time (no integer
// solution - continuous used) - ...", "Infeasible - ...", "Integer
// infeasible - ...", "Unbounded - ..."; "Feasible solution - ...", as
// WriteSolution writes starts, reads as Feasible); each further line is "index name
// value reduced-cost", marked "**" when the value violates a bound or a
// row. Variables the file does not list are 0. For a solution with values
// (Optimal, Feasible), integer variables are rounded and the result is
// checked against the model; Bound is left NaN for the caller.
func ReadSolution(r io.Reader, m *Model) (*Solution, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	if !sc.Scan() {
		if err := sc.Err(); err != nil {
			return nil, errors.Wrap(err, "read solution")
		}
		return nil, errors.New("empty solution file")
	}
	head := strings.TrimSpace(sc.Text())
	s := &Solution{Bound: math.NaN()}
	switch {
	case strings.HasPrefix(head, "Optimal"):
		s.Status = Optimal
	case strings.HasPrefix(head, "Infeasible"), strings.HasPrefix(head, "Integer infeasible"):
		s.Status = Infeasible
	case strings.HasPrefix(head, "Unbounded"), strings.HasPrefix(head, "Integer unbounded"):
		s.Status = Unbounded
	case strings.HasPrefix(head, "Stopped on"), strings.HasPrefix(head, "Feasible"):
		s.Status = Feasible
		if strings.Contains(head, "no integer solution") {
			s.Status = NoSolution
		}
	default:
		return nil, errors.Errorf("unrecognised solution status %q", head)
	}
	if !s.Status.HasValues() {
		return s, nil
	}
	index := make(map[string]Var, len(m.vars))
	for i, v := range m.vars {
		index[v.name] = Var(i)
	}
	x := make([]float64, len(m.vars))
	line := 1
	for sc.Scan() {
		line++
		f := strings.Fields(sc.Text())
		if len(f) > 0 && f[0] == "**" {
			f = f[1:]
		}
		if len(f) == 0 {
			continue
		}
		if len(f) != 4 {
			return nil, errors.Errorf("solution line %d: want index, name, value, reduced cost: %q", line, sc.Text())
		}
		v, ok := index[f[1]]
		if !ok {
			if f[1] == "milp_trivial_zero" {
				continue
			}
			return nil, errors.Errorf("solution line %d: unknown variable %s", line, f[1])
		}
		val, err := strconv.ParseFloat(f[2], 64)
		if err != nil {
			return nil, errors.Errorf("solution line %d: bad value %q", line, f[2])
		}
		x[v] = val
	}
	if err := sc.Err(); err != nil {
		return nil, errors.Wrap(err, "read solution")
	}
	for i, v := range m.vars {
		if v.kind != Continuous {
			if r := math.Round(x[i]); math.Abs(r-x[i]) <= 1e-5 {
				x[i] = r
			}
		} else if math.Abs(x[i]) < 1e-12 {
			x[i] = 0
		}
	}
	if err := m.Check(x, 1e-6); err != nil {
		return nil, errors.Wrapf(err, "%s solution violates the model", s.Status)
	}
	s.Values = x
	s.Objective = m.Objective(x)
	return s, nil
}

// WriteSolution writes x in the format of CBC's solution files, which is
// also the format CBC reads a start from: a status line, then "index name
// value" for every variable.
func (m *Model) WriteSolution(w io.Writer, x []float64) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "Feasible solution - objective value %s\n", num(m.Objective(x)-m.objConst))
	for i, v := range m.vars {
		fmt.Fprintf(bw, "%7d %s %s 0\n", i, v.name, num(x[i]))
	}
	return errors.Wrap(bw.Flush(), "write solution")
}

// Log is what ParseLog finds in CBC's standard output.
type Log struct {
	// Bound is the best lower bound reported ("Lower bound:" or "best
	// possible"), NaN if none.
	Bound float64
	// CPUTime is the "Total time (CPU seconds)" line, 0 if absent.
	CPUTime time.Duration
	// TimedOut says CBC stopped on its time limit.
	TimedOut bool
}

var (
	reLowerBound = regexp.MustCompile(`(?m)^Lower bound:\s+(\S+)`)
	reBestPoss   = regexp.MustCompile(`best possible (-?[0-9.eE+-]+)`)
	reTotalTime  = regexp.MustCompile(`(?m)^Total time \(CPU seconds\):\s+(\S+)`)
)

// ParseLog reads the summary at the end of CBC's standard output.
func ParseLog(out string) Log {
	lg := Log{Bound: math.NaN()}
	if m := reLowerBound.FindAllStringSubmatch(out, -1); m != nil {
		if b, err := strconv.ParseFloat(m[len(m)-1][1], 64); err == nil {
			lg.Bound = b
		}
	} else if m := reBestPoss.FindAllStringSubmatch(out, -1); m != nil {
		if b, err := strconv.ParseFloat(m[len(m)-1][1], 64); err == nil {
			lg.Bound = b
		}
	}
	if m := reTotalTime.FindAllStringSubmatch(out, -1); m != nil {
		if t, err := strconv.ParseFloat(m[len(m)-1][1], 64); err == nil {
			lg.CPUTime = time.Duration(t * float64(time.Second))
		}
	}
	lg.TimedOut = strings.Contains(out, "Result - Stopped on time") || strings.Contains(out, "Exiting on maximum time")
	return lg
}
