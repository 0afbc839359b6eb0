package bench

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// Cell names one allocator at one budget.
type Cell struct{ Alloc, Budget string }

// DynAgg summarises the runs of one cell against the baseline.
type DynAgg struct {
	Ratio   float64 // geometric mean of value/baseline over the benchmarks both ran correctly (0: none)
	N       int     // benchmarks in the mean
	Total   float64 // sum of the metric over the correct runs
	Wrong   int     // wrong outputs
	Failed  int     // failed to build or run
	Correct int
}

// Bench is one benchmark of the Fig. 9 chart: a program's run.
type Bench struct{ Program, Run string }

func (b Bench) String() string {
	if b.Run == "run" || b.Run == "" {
		return b.Program
	}
	return b.Program + "/" + b.Run
}

// Failure is one line of the report's failure table.
type Failure struct {
	Kind      string // "compile", "run", "wrong output"
	Allocator string
	Budget    string
	What      string // file or program/run
	Error     string
}

// Summary is what the text table, summary.md and index.html show.
type Summary struct {
	R        *Results
	Labels   map[string]string
	Files    int            // files (modules) in the experiment
	Counted  map[string]int // budget -> files every allocator compiled
	Common   int            // files counted at every budget
	Totals   map[Cell]Counts
	Across   map[Cell]Counts // on the files counted at every budget
	Stats    map[Cell]map[string]float64
	Remarks  map[Cell]*Remarks
	Compile  map[Cell]float64
	Dyn      map[Cell]DynAgg
	Benches  []Bench
	PerBench map[Cell]map[Bench]float64 // ratio to the baseline (absent: none)
	Wrong    map[Cell]map[Bench]bool
	Gap      map[Cell][]float64 // per-function gaps where reported
	Failures []Failure
	// FailedFiles: files an allocator did not compile, per cell.
	FailedFiles map[Cell]int
}

// Summarize aggregates the rows: static counts over the files every
// allocator compiled at a budget (so that the totals compare like with
// like), compile time over everything compiled, and the runs relative to
// the baseline over the benchmarks both ran correctly. Wrong outputs are
// counted and listed, never averaged in.
func Summarize(r *Results) *Summary {
	s := &Summary{R: r, Labels: map[string]string{}, Counted: map[string]int{}, Totals: map[Cell]Counts{},
		Across: map[Cell]Counts{}, Stats: map[Cell]map[string]float64{}, Remarks: map[Cell]*Remarks{},
		Compile: map[Cell]float64{}, Dyn: map[Cell]DynAgg{}, PerBench: map[Cell]map[Bench]float64{},
		Wrong: map[Cell]map[Bench]bool{}, Gap: map[Cell][]float64{}, FailedFiles: map[Cell]int{}}
	for _, a := range r.Allocators {
		s.Labels[a.Spec] = a.Label
	}
	// Which files compiled, per budget.
	type fileKey struct{ file, budget string }
	okBy := map[fileKey]int{}
	files := map[string]bool{}
	for _, f := range r.Files {
		files[f.File] = true
		c := Cell{f.Allocator, f.Budget}
		s.Compile[c] += f.CompileSeconds
		if f.Status == "ok" {
			okBy[fileKey{f.File, f.Budget}]++
		} else {
			s.FailedFiles[c]++
			s.Failures = append(s.Failures, Failure{Kind: "compile", Allocator: f.Allocator, Budget: f.Budget, What: f.File, Error: f.Error})
		}
	}
	s.Files = len(files)
	counted := func(file, budget string) bool { return okBy[fileKey{file, budget}] == len(r.Allocators) }
	for f := range files {
		every := true
		for _, b := range r.Budgets {
			if counted(f, b) {
				s.Counted[b]++
			} else {
				every = false
			}
		}
		if every {
			s.Common++
		}
	}
	commonFile := map[string]bool{}
	for f := range files {
		every := true
		for _, b := range r.Budgets {
			every = every && counted(f, b)
		}
		commonFile[f] = every
	}
	for _, fr := range r.Functions {
		if fr.Status != "ok" || !counted(fr.File, fr.Budget) {
			continue
		}
		c := Cell{fr.Allocator, fr.Budget}
		t := s.Totals[c]
		t.Add(fr.Counts)
		s.Totals[c] = t
		if commonFile[fr.File] {
			t := s.Across[c]
			t.Add(fr.Counts)
			s.Across[c] = t
		}
		if fr.Stats != nil {
			m := s.Stats[c]
			if m == nil {
				m = map[string]float64{}
				s.Stats[c] = m
			}
			for k, v := range fr.Stats {
				m[k] += v
			}
		}
		if fr.Remarks != nil {
			m := s.Remarks[c]
			if m == nil {
				m = &Remarks{}
				s.Remarks[c] = m
			}
			m.Spills += fr.Remarks.Spills
			m.Reloads += fr.Remarks.Reloads
			m.FoldedSpills += fr.Remarks.FoldedSpills
			m.FoldedReloads += fr.Remarks.FoldedReloads
			m.Copies += fr.Remarks.Copies
		}
		if fr.Gap != nil {
			s.Gap[c] = append(s.Gap[c], *fr.Gap)
		}
	}
	// Runs.
	value := func(rr RunRow) float64 {
		if r.Metric == "instructions" {
			return float64(rr.Instructions)
		}
		return rr.MedianSecs
	}
	runs := map[Cell]map[Bench]RunRow{}
	seen := map[Bench]bool{}
	for _, rr := range r.Runs {
		c := Cell{rr.Allocator, rr.Budget}
		b := Bench{rr.Program, rr.Run}
		if runs[c] == nil {
			runs[c] = map[Bench]RunRow{}
		}
		runs[c][b] = rr
		if !seen[b] {
			seen[b] = true
			s.Benches = append(s.Benches, b)
		}
		switch rr.Status {
		case "wrong":
			s.Failures = append(s.Failures, Failure{Kind: "wrong output", Allocator: rr.Allocator, Budget: rr.Budget, What: b.String(), Error: rr.Error})
		case "failed", "no-reference":
			if !strings.HasPrefix(rr.Error, "ssara:") && !strings.HasPrefix(rr.Error, "llc-14:") && !strings.HasPrefix(rr.Error, "clang-14:") {
				// Compile failures are listed once, per file, above.
				s.Failures = append(s.Failures, Failure{Kind: "run", Allocator: rr.Allocator, Budget: rr.Budget, What: b.String(), Error: rr.Error})
			}
		}
	}
	for _, a := range r.Allocators {
		for _, b := range r.Budgets {
			c := Cell{a.Spec, b}
			base := runs[Cell{r.Baseline, b}]
			var d DynAgg
			var ratios []float64
			pb := map[Bench]float64{}
			wrong := map[Bench]bool{}
			for _, bench := range s.Benches {
				rr, ok := runs[c][bench]
				if !ok {
					continue
				}
				switch rr.Status {
				case "ok":
					d.Correct++
					d.Total += value(rr)
					if br, ok := base[bench]; ok && br.Status == "ok" && value(br) > 0 && value(rr) > 0 {
						x := value(rr) / value(br)
						ratios = append(ratios, x)
						pb[bench] = x
					}
				case "wrong":
					d.Wrong++
					wrong[bench] = true
				default:
					d.Failed++
				}
			}
			d.Ratio, d.N = geomean(ratios), len(ratios)
			s.Dyn[c] = d
			s.PerBench[c] = pb
			s.Wrong[c] = wrong
		}
	}
	sort.SliceStable(s.Failures, func(i, j int) bool {
		a, b := s.Failures[i], s.Failures[j]
		if a.Kind != b.Kind {
			return failureRank(a.Kind) < failureRank(b.Kind)
		}
		return false
	})
	return s
}

func failureRank(k string) int {
	switch k {
	case "wrong output":
		return 0
	case "run":
		return 1
	}
	return 2
}

// HasGap reports whether any allocator reported a gap to the optimum.
func (s *Summary) HasGap() bool {
	for _, g := range s.Gap {
		if len(g) > 0 {
			return true
		}
	}
	return false
}

// HasStats reports whether an allocator of the cell reported ssara
// statistics.
func (s *Summary) isSsara(spec string) bool {
	for _, a := range s.R.Allocators {
		if a.Spec == spec {
			return !a.LLC
		}
	}
	return false
}

// Memory is stores + loads + folded accesses: every spill-code memory
// access.
func Memory(c Counts) int { return c.Stores + c.Loads + c.FoldedStores + c.FoldedLoads }

// dynLabel names the dynamic metric.
func (s *Summary) dynLabel() string {
	if s.R.Metric == "instructions" {
		return "executed instructions"
	}
	return "run time (median, noisy)"
}

func (s *Summary) budgetLabel(b string) string {
	if b == "full" {
		return "all registers"
	}
	return b + " registers"
}

func fmtRatio(x float64) string {
	if x == 0 || math.IsNaN(x) {
		return "-"
	}
	return fmt.Sprintf("%.3f", x)
}
