package milp

import (
	"context"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pkg/errors"
)

// record reruns cbc to rewrite the recorded solution files and logs in
// testdata (their models are built by the functions below).
var record = flag.Bool("record", false, "rerun cbc and rewrite the recorded solution files and logs in testdata")

// knapsack: maximise value (minimise its negative) under two capacities.
// Optimum -21: items 0, 2, 3 (values 8+6+7, weights 5+4+3 <= 12 and
// 2+3+4 <= 9); TestKnapsackByEnumeration checks it.
func knapsack() *Model {
	m := &Model{Name: "knapsack"}
	val := []float64{8, 5, 6, 7, 4}
	w1 := []float64{5, 6, 4, 3, 7}
	w2 := []float64{2, 1, 3, 4, 6}
	var c1, c2 []Term
	for i := range val {
		x := m.Binary(fmt.Sprintf("x%d", i))
		m.AddObj(x, -val[i])
		c1 = append(c1, Term{x, w1[i]})
		c2 = append(c2, Term{x, w2[i]})
	}
	m.AddConstr("cap1", c1, LE, 12)
	m.AddConstr("cap2", c2, LE, 9)
	return m
}

// infeasibleModel has no 0-1 solution (x + y >= 3).
func infeasibleModel() *Model {
	m := &Model{Name: "infeasible"}
	x, y := m.Binary("x"), m.Binary("y")
	m.AddObj(x, 1)
	m.AddObj(y, 1)
	m.AddConstr("c", []Term{{x, 1}, {y, 1}}, GE, 3)
	return m
}

// unboundedModel: minimise -f over f >= 0 with a binary on the side.
func unboundedModel() *Model {
	m := &Model{Name: "unbounded"}
	f := m.Continuous("f", 0, math.Inf(1))
	b := m.Binary("b")
	m.AddObj(f, -1)
	m.AddObj(b, 1)
	m.AddConstr("c", []Term{{f, 1}, {b, -1}}, GE, 0)
	return m
}

// hardModel is a random multi-dimensional covering problem that CBC does
// not solve in a fraction of a second.
func hardModel() *Model {
	r := rand.New(rand.NewPCG(2, 7))
	m := &Model{Name: "hard covering"}
	const n, rows = 200, 50
	xs := make([]Var, n)
	for i := range xs {
		xs[i] = m.Binary(fmt.Sprintf("x%d", i))
		m.AddObj(xs[i], float64(10+r.IntN(91)))
	}
	for j := 0; j < rows; j++ {
		var ts []Term
		for i := range xs {
			ts = append(ts, Term{xs[i], float64(1 + r.IntN(100))})
		}
		m.AddConstr(fmt.Sprintf("c%d", j), ts, GE, n*25)
	}
	return m
}

// marketSplit is a market split problem (Cornuejols and Dawande): equality
// rows over 0-1 variables whose solutions are so rare that cbc finds none
// in a short time.
func marketSplit() *Model {
	r := rand.New(rand.NewPCG(5, 5))
	m := &Model{Name: "market split"}
	const n, rows = 40, 5
	xs := make([]Var, n)
	for i := range xs {
		xs[i] = m.Binary(fmt.Sprintf("x%d", i))
	}
	m.AddObj(xs[0], 1)
	for j := 0; j < rows; j++ {
		var ts []Term
		sum := 0
		for i := range xs {
			a := r.IntN(100)
			sum += a
			ts = append(ts, Term{xs[i], float64(a)})
		}
		m.AddConstr(fmt.Sprintf("c%d", j), ts, EQ, float64(sum/2))
	}
	return m
}

// recordings are the recorded runs: a model, the limits, the status cbc
// gave.
var recordings = []struct {
	name   string
	model  func() *Model
	params Params
	status Status
}{
	{"optimal", knapsack, Params{}, Optimal},
	{"infeasible", infeasibleModel, Params{}, Infeasible},
	{"unbounded", unboundedModel, Params{}, Unbounded},
	{"stopped", hardModel, Params{TimeLimit: 500 * time.Millisecond}, Feasible},
	{"nointeger", marketSplit, Params{TimeLimit: 200 * time.Millisecond}, NoSolution},
}

// TestRecordCBC reruns cbc with -record and rewrites testdata/*.sol and
// *.log, the inputs of TestReadSolution and TestParseLog.
func TestRecordCBC(t *testing.T) {
	if !*record {
		t.Skip("run with -record to rewrite the recorded cbc runs")
	}
	exe, err := CBC{}.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, r := range recordings {
		lp := filepath.Join(dir, r.name+".lp")
		if err := writeFile(lp, r.model().WriteLP); err != nil {
			t.Fatal(err)
		}
		sol := filepath.Join("testdata", r.name+".sol")
		b, err := exec.Command(exe, r.params.Args(lp, sol)...).CombinedOutput()
		out := string(b)
		if err != nil {
			t.Fatalf("%s: %v", r.name, err)
		}
		// Keep the summary, where ParseLog looks, without machine paths.
		if i := strings.Index(out, "\nResult - "); i >= 0 {
			out = out[i+1:]
		}
		if err := os.WriteFile(filepath.Join("testdata", r.name+".log"), []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestReadSolution(t *testing.T) {
	for _, r := range recordings {
		t.Run(r.name, func(t *testing.T) {
			f, err := os.Open(filepath.Join("testdata", r.name+".sol"))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			m := r.model()
			s, err := ReadSolution(f, m)
			if err != nil {
				t.Fatal(err)
			}
			if s.Status != r.status {
				t.Fatalf("status %v, want %v", s.Status, r.status)
			}
			if !s.Status.HasValues() {
				if s.Values != nil {
					t.Errorf("a %v solution has values", s.Status)
				}
				return
			}
			if err := m.Check(s.Values, 1e-9); err != nil {
				t.Errorf("values violate the model: %v", err)
			}
			if r.name == "optimal" {
				want := []float64{1, 0, 1, 1, 0}
				for i, w := range want {
					if s.Values[i] != w {
						t.Errorf("x%d = %g, want %g", i, s.Values[i], w)
					}
				}
				if s.Objective != -21 {
					t.Errorf("objective %g, want -21", s.Objective)
				}
			}
		})
	}
}

func TestReadSolutionErrors(t *testing.T) {
	m := knapsack()
	cases := []struct{ name, text, want string }{
		{"empty", "", "empty"},
		{"unknown status", "Splendid - objective value 1\n", "unrecognised"},
		{"unknown variable", "Optimal - objective value 0\n      0 zz  1  0\n", "unknown variable"},
		{"short line", "Optimal - objective value 0\n      0 x0\n", "want index"},
		{"bad value", "Optimal - objective value 0\n      0 x0 one 0\n", "bad value"},
		{"violates a row", "Optimal - objective value -26\n 0 x0 1 0\n 1 x1 1 0\n 2 x2 1 0\n 3 x3 1 0\n", "cap1"},
		{"fractional", "Stopped on time - objective value -4\n 0 x0 0.5 0\n", "not integral"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ReadSolution(strings.NewReader(c.text), m)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error = %v, want one saying %q", err, c.want)
			}
		})
	}
	// Integer values within 1e-5 are rounded, "**" marks are skipped.
	s, err := ReadSolution(strings.NewReader("Optimal - objective value -21\n 0 x0 0.999999 0\n** 2 x2 1.000001 0\n 3 x3 1 0\n"), m)
	if err != nil || s.Values[0] != 1 || s.Values[2] != 1 {
		t.Errorf("rounding: %v, %v", s, err)
	}
}

func TestParseLog(t *testing.T) {
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join("testdata", name+".log"))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	lg := ParseLog(read("stopped"))
	if !lg.TimedOut || math.IsNaN(lg.Bound) || lg.CPUTime <= 0 {
		t.Errorf("stopped run: %+v, want a time-out with a bound and a CPU time", lg)
	}
	s, err := ReadSolution(mustOpen(t, "stopped.sol"), hardModel())
	if err != nil {
		t.Fatal(err)
	}
	if lg.Bound > s.Objective {
		t.Errorf("bound %g above the solution's objective %g", lg.Bound, s.Objective)
	}
	lg = ParseLog(read("optimal"))
	if lg.TimedOut || !math.IsNaN(lg.Bound) {
		t.Errorf("optimal run: %+v, want no time-out and no separate bound", lg)
	}
	lg = ParseLog("Cbc0010I After 0 nodes, 1 on tree, 3506 best solution, best possible 3458.5 (0.09 seconds)\n")
	if lg.Bound != 3458.5 {
		t.Errorf("bound from a progress line: %g, want 3458.5", lg.Bound)
	}
}

func mustOpen(t *testing.T, name string) *os.File {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

func TestArgs(t *testing.T) {
	got := strings.Join(Params{TimeLimit: 1500 * time.Millisecond, Threads: 2, RelGap: 0.01, AbsGap: 0.5}.Args("m.lp", "m.sol"), " ")
	want := "m.lp sec 1.5 threads 102 ratio 0.01 allow 0.5 solve solu m.sol"
	if got != want {
		t.Errorf("Args = %q, want %q", got, want)
	}
	if got := strings.Join(Params{Threads: 1}.Args("a", "b"), " "); got != "a solve solu b" {
		t.Errorf("Args = %q, want the defaults", got)
	}
}

func TestGap(t *testing.T) {
	cases := []struct {
		s    Solution
		want float64
	}{
		{Solution{Status: Optimal, Objective: 5, Bound: 5}, 0},
		{Solution{Status: Feasible, Objective: 10, Bound: 8}, 0.2},
		{Solution{Status: Feasible, Objective: 10, Bound: 11}, 0},
		{Solution{Status: Feasible, Objective: 10, Bound: math.NaN()}, math.NaN()},
		{Solution{Status: NoSolution, Bound: math.NaN()}, math.NaN()},
	}
	for _, c := range cases {
		got := c.s.Gap()
		if !(got == c.want || math.IsNaN(got) && math.IsNaN(c.want)) {
			t.Errorf("Gap of %+v = %g, want %g", c.s, got, c.want)
		}
	}
}

func TestMissingCBC(t *testing.T) {
	_, err := CBC{Path: "/nonexistent/cbc"}.Solve(context.Background(), knapsack(), Params{})
	if !errors.Is(err, ErrNoCBC) || !strings.Contains(err.Error(), "coinor-cbc") {
		t.Errorf("error = %v, want ErrNoCBC naming the package", err)
	}
}

func needCBC(t *testing.T) {
	t.Helper()
	if _, err := (CBC{}).Executable(); err != nil {
		t.Skip("cbc is not installed (apt-get install coinor-cbc): skipping the tests that run it")
	}
}

func TestCBCKnownOptima(t *testing.T) {
	needCBC(t)
	cases := []struct {
		name   string
		model  func() *Model
		params Params
		status Status
		obj    float64
	}{
		{"knapsack", knapsack, Params{}, Optimal, -21},
		{"knapsack two threads", knapsack, Params{Threads: 2, TimeLimit: time.Minute}, Optimal, -21},
		{"small", func() *Model { m, _ := smallModel(); return m }, Params{}, Optimal, 10 - 2 + 2.5e6},
		{"infeasible", infeasibleModel, Params{}, Infeasible, 0},
		{"unbounded", unboundedModel, Params{}, Unbounded, 0},
		{"trivially infeasible", func() *Model {
			m := knapsack()
			m.AddConstr("never", nil, GE, 1)
			return m
		}, Params{}, Infeasible, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := CBC{}.Solve(context.Background(), c.model(), c.params)
			if err != nil {
				t.Fatal(err)
			}
			if s.Status != c.status {
				t.Fatalf("status %v, want %v", s.Status, c.status)
			}
			if c.status == Optimal && (s.Objective != c.obj || s.Bound != c.obj) {
				t.Errorf("objective %g bound %g, want %g", s.Objective, s.Bound, c.obj)
			}
		})
	}
}

func TestCBCTimeLimit(t *testing.T) {
	needCBC(t)
	s, err := CBC{}.Solve(context.Background(), hardModel(), Params{TimeLimit: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	switch s.Status {
	case Feasible:
		if !(s.Bound <= s.Objective) || s.Gap() <= 0 {
			t.Errorf("feasible with objective %g, bound %g, gap %g: want a positive gap", s.Objective, s.Bound, s.Gap())
		}
	case NoSolution:
	default:
		t.Errorf("status %v after 0.3 s on a hard model, want feasible or no solution", s.Status)
	}
	if s.Time > 30*time.Second {
		t.Errorf("cbc ran %v with a 0.3 s limit", s.Time)
	}
	s, err = CBC{}.Solve(context.Background(), marketSplit(), Params{TimeLimit: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if s.Status != NoSolution || s.Values != nil {
		t.Errorf("market split after 0.3 s: %v with values %v, want no solution", s.Status, s.Values != nil)
	}
}

func TestCBCKeepsFiles(t *testing.T) {
	needCBC(t)
	dir := t.TempDir()
	if _, err := (CBC{Dir: dir, Keep: true}).Solve(context.Background(), knapsack(), Params{}); err != nil {
		t.Fatal(err)
	}
	got, _ := filepath.Glob(filepath.Join(dir, "milp-*", "*"))
	if len(got) != 3 {
		t.Errorf("kept files %v, want model.lp, model.sol and cbc.log", got)
	}
	if _, err := (CBC{Dir: dir}).Solve(context.Background(), knapsack(), Params{}); err != nil {
		t.Fatal(err)
	}
	if got2, _ := filepath.Glob(filepath.Join(dir, "milp-*")); len(got2) != 1 {
		t.Errorf("a run without Keep left %d directories, want only the kept one", len(got2)-1)
	}
}

// TestCBCRandomAgainstEnumeration solves small random 0-1 programs with
// cbc and by enumerating every assignment.
func TestCBCRandomAgainstEnumeration(t *testing.T) {
	needCBC(t)
	r := rand.New(rand.NewPCG(1, 1))
	for iter := 0; iter < 20; iter++ {
		n := 2 + r.IntN(7)
		m := &Model{}
		xs := make([]Var, n)
		for i := range xs {
			xs[i] = m.Binary(fmt.Sprintf("x%d", i))
			m.AddObj(xs[i], float64(r.IntN(21)-10))
		}
		rows := 1 + r.IntN(4)
		for j := 0; j < rows; j++ {
			var ts []Term
			for i := range xs {
				if r.IntN(2) == 0 {
					ts = append(ts, Term{xs[i], float64(r.IntN(11) - 5)})
				}
			}
			m.AddConstr(fmt.Sprintf("c%d", j), ts, Sense(r.IntN(3)), float64(r.IntN(7)-3))
		}
		best, feasible := math.Inf(1), false
		x := make([]float64, n)
		for mask := 0; mask < 1<<n; mask++ {
			for i := range x {
				x[i] = float64(mask >> i & 1)
			}
			if m.Check(x, 1e-9) == nil {
				feasible = true
				best = math.Min(best, m.Objective(x))
			}
		}
		s, err := CBC{}.Solve(context.Background(), m, Params{})
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case !feasible && s.Status != Infeasible:
			t.Errorf("program %d: cbc says %v, enumeration finds no solution", iter, s.Status)
		case feasible && (s.Status != Optimal || math.Abs(s.Objective-best) > 1e-9):
			t.Errorf("program %d: cbc %v %g, enumeration %g", iter, s.Status, s.Objective, best)
		}
	}
}

func TestKnapsackByEnumeration(t *testing.T) {
	m := knapsack()
	best, arg := math.Inf(1), -1
	x := make([]float64, m.NumVars())
	for mask := 0; mask < 1<<len(x); mask++ {
		for i := range x {
			x[i] = float64(mask >> i & 1)
		}
		if m.Check(x, 0) == nil && m.Objective(x) < best {
			best, arg = m.Objective(x), mask
		}
	}
	if best != -21 || arg != 1|4|8 {
		t.Errorf("knapsack optimum %g at %b, want -21 at items 0, 2, 3", best, arg)
	}
}

// fakeCBC writes an executable script that behaves like cbc: it prints log
// on standard output, writes sol (if not empty) to the solution file named
// by its last argument, and exits with status code.
func fakeCBC(t *testing.T, log, sol string, code int) string {
	t.Helper()
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	logFile := write("log.txt", log)
	script := "#!/bin/sh\ncat " + logFile + "\n"
	if sol != "" {
		script += "for last; do :; done\ncp " + write("sol.txt", sol) + " \"$last\"\n"
	}
	script += fmt.Sprintf("exit %d\n", code)
	exe := write("cbc", script)
	if err := os.Chmod(exe, 0o755); err != nil {
		t.Fatal(err)
	}
	return exe
}

// TestSolveWithFakeCBC runs Solve's plumbing on scripted solver runs.
func TestSolveWithFakeCBC(t *testing.T) {
	optimal := "Optimal - objective value -21\n 0 x0 1 -8\n 2 x2 1 -6\n 3 x3 1 -7\n"
	cases := []struct {
		name, log, sol string
		code           int
		params         Params
		status         Status
		bound          float64
		err            string
	}{
		{name: "optimal", log: "Result - Optimal solution found\n", sol: optimal, status: Optimal, bound: -21},
		{name: "feasible with bound", log: "Result - Stopped on time limit\nLower bound: -23.5\n",
			sol:    "Stopped on time - objective value -21\n 0 x0 1 0\n 2 x2 1 0\n 3 x3 1 0\n",
			params: Params{TimeLimit: time.Second}, status: Feasible, bound: -23.5},
		{name: "infeasible in time is infeasible", log: "Result - Problem proven infeasible\nTotal time (CPU seconds):       0.01   (Wallclock seconds):       0.01\n",
			sol: "Integer infeasible - objective value 0\n", params: Params{TimeLimit: time.Hour}, status: Infeasible, bound: math.NaN()},
		{name: "infeasible at the time limit is no answer", log: "Cbc0020I Exiting on maximum time\nPre-processing says infeasible or unbounded\n",
			sol: "Integer infeasible - objective value 0\n", params: Params{TimeLimit: time.Hour}, status: NoSolution, bound: math.NaN()},
		{name: "no solution file", log: "Coin0001I some complaint\n", err: "no solution file"},
		{name: "crash", log: "Segmentation fault\n", code: 139, err: "Segmentation fault"},
		{name: "wrong solution", log: "", sol: "Optimal - objective value -26\n 0 x0 1 0\n 1 x1 1 0\n 2 x2 1 0\n 3 x3 1 0\n", err: "violates the model"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			exe := fakeCBC(t, c.log, c.sol, c.code)
			s, err := CBC{Path: exe}.Solve(context.Background(), knapsack(), c.params)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Errorf("error = %v, want one saying %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if s.Status != c.status || !(s.Bound == c.bound || math.IsNaN(s.Bound) && math.IsNaN(c.bound)) {
				t.Errorf("status %v bound %g, want %v %g", s.Status, s.Bound, c.status, c.bound)
			}
		})
	}
}

// TestCBCStart: a start solution is written in the solution file format
// (ReadSolution reads it back) and cbc accepts it: within one second the
// result is at least as good as the start. (With 10 ms, cbc sometimes
// stopped before it had used the start and reported no solution: one run
// in five failed on an idle machine.)
func TestCBCStart(t *testing.T) {
	m := hardModel()
	start := make([]float64, m.NumVars())
	for i := range start {
		start[i] = 1 // everything chosen: covers every row
	}
	var buf strings.Builder
	if err := m.WriteSolution(&buf, start); err != nil {
		t.Fatal(err)
	}
	back, err := ReadSolution(strings.NewReader(buf.String()), m)
	if err != nil || back.Status != Feasible || back.Objective != m.Objective(start) {
		t.Fatalf("start read back: %+v, %v", back, err)
	}
	needCBC(t)
	s, err := CBC{}.Solve(context.Background(), m, Params{TimeLimit: time.Second, Start: start})
	if err != nil {
		t.Fatal(err)
	}
	if !s.Status.HasValues() || s.Objective > m.Objective(start) {
		t.Errorf("%v objective %g, want a solution no worse than the start's %g", s.Status, s.Objective, m.Objective(start))
	}
	if _, err := (CBC{}).Solve(context.Background(), m, Params{Start: start[:3]}); err == nil {
		t.Error("a start of the wrong length was accepted")
	}
}

// TestSolveRetriesAfterCrash: when cbc dies of a signal, Solve runs it
// again with preprocessing off and reads that run's solution.
func TestSolveRetriesAfterCrash(t *testing.T) {
	dir := t.TempDir()
	sol := filepath.Join(dir, "sol.txt")
	if err := os.WriteFile(sol, []byte("Optimal - objective value -21\n 0 x0 1 0\n 2 x2 1 0\n 3 x3 1 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	argsFile := filepath.Join(dir, "args")
	script := "#!/bin/sh\necho \"$@\" >> " + argsFile + "\n" +
		"if [ ! -f " + dir + "/crashed ]; then touch " + dir + "/crashed; kill -SEGV $$; fi\n" +
		"for last; do :; done\ncp " + sol + " \"$last\"\n"
	exe := filepath.Join(dir, "cbc")
	if err := os.WriteFile(exe, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	s, err := CBC{Path: exe}.Solve(context.Background(), knapsack(), Params{TimeLimit: time.Second})
	if err != nil || s.Status != Optimal || s.Objective != -21 {
		t.Fatalf("after a crash: %+v, %v", s, err)
	}
	calls, _ := os.ReadFile(argsFile)
	lines := strings.Split(strings.TrimSpace(string(calls)), "\n")
	if len(lines) != 2 || strings.Contains(lines[0], "preprocess") || !strings.Contains(lines[1], "preprocess off solve solu") {
		t.Errorf("cbc was run as:\n%s\nwant a second run with preprocess off", calls)
	}
}
