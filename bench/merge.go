package bench

import (
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/pkg/errors"
)

// SchemaID names the layout of results.json (docs/BENCH.md, schema.json).
const SchemaID = "ssara-bench/results/v1"

// Results is results.json.
type Results struct {
	Schema     string         `json:"schema"`
	Command    string         `json:"command"`
	March      string         `json:"march"`
	Allocators []ResultAlloc  `json:"allocators"`
	Budgets    []string       `json:"budgets"`
	Baseline   string         `json:"baseline"`
	Metric     string         `json:"dynamic_metric"` // "instructions", "seconds" or ""
	Functions  []FunctionRow  `json:"functions"`
	Files      []FileRow      `json:"files"`
	Runs       []RunRow       `json:"runs"`
	Hidden     []string       `json:"reference_only,omitempty"`
	Notes      map[string]any `json:"-"`
}

// ResultAlloc describes one allocator column.
type ResultAlloc struct {
	Spec  string `json:"spec"`
	Label string `json:"label"`
	LLC   bool   `json:"llc"`
}

// FunctionRow is one file x function x allocator x budget (a file that
// did not compile has one row with an empty function and its error).
type FunctionRow struct {
	Program   string `json:"program"`
	File      string `json:"file"`
	Function  string `json:"function"`
	Allocator string `json:"allocator"`
	Budget    string `json:"budget"`
	Status    string `json:"status"` // "ok" or "failed"
	Error     string `json:"error,omitempty"`
	Counts
	// Stats are ssara's -stats-json fields for the function (times
	// removed; see AllocSeconds).
	Stats   map[string]float64 `json:"ssara_stats,omitempty"`
	Remarks *Remarks           `json:"llc_remarks,omitempty"`
	// Gap and OptimalCost come from a stats field of that name when an
	// allocator reports them (the MIP allocator).
	Gap          *float64 `json:"gap,omitempty"`
	OptimalCost  *float64 `json:"optimal_cost,omitempty"`
	AllocSeconds *float64 `json:"alloc_seconds,omitempty"`
}

// FileRow is one file x allocator x budget.
type FileRow struct {
	Program        string  `json:"program"`
	File           string  `json:"file"`
	Allocator      string  `json:"allocator"`
	Budget         string  `json:"budget"`
	Status         string  `json:"status"`
	Error          string  `json:"error,omitempty"`
	Functions      int     `json:"functions"`
	CompileSeconds float64 `json:"compile_seconds"`
}

// RunRow is one run of one program x allocator x budget.
type RunRow struct {
	Program   string `json:"program"`
	Run       string `json:"run"`
	Allocator string `json:"allocator"`
	Budget    string `json:"budget"`
	// Status: "ok" (same output and exit status as the llc-14 -O2
	// build), "wrong" (different), "failed" (did not build or run),
	// "no-reference" (the reference build failed).
	Status       string    `json:"status"`
	Error        string    `json:"error,omitempty"`
	Exit         int       `json:"exit"`
	Instructions int64     `json:"instructions,omitempty"`
	MedianSecs   float64   `json:"median_seconds,omitempty"`
	RunSeconds   []float64 `json:"run_seconds,omitempty"`
}

// Merge is the final step of the graph: it reads every result file the
// plan names and writes results.json, results.csv, runs.csv, summary.md
// and index.html into out.
func Merge(args []string) error {
	fs := flag.NewFlagSet("merge", flag.ContinueOnError)
	fs.Int("rule", CountRule, "counting rule version")
	planPath := fs.String("plan", "plan.json", "plan")
	out := fs.String("o", ".", "output directory")
	if err := fs.Parse(args); err != nil {
		return err
	}
	data, err := os.ReadFile(*planPath)
	if err != nil {
		return errors.WithStack(err)
	}
	var plan Plan
	if err := json.Unmarshal(data, &plan); err != nil {
		return errors.Wrapf(err, "%s", *planPath)
	}
	base := filepath.Dir(*planPath)
	res, err := Collect(&plan, base)
	if err != nil {
		return err
	}
	if err := writeJSON(filepath.Join(*out, "results.json"), res); err != nil {
		return err
	}
	if err := writeCSVs(res, *out); err != nil {
		return err
	}
	sum := Summarize(res)
	if err := writeIfChanged(filepath.Join(*out, "summary.md"), []byte(Markdown(sum))); err != nil {
		return err
	}
	html, err := HTML(sum)
	if err != nil {
		return err
	}
	return writeIfChanged(filepath.Join(*out, "index.html"), html)
}

// Collect reads the result files of a plan (paths relative to base).
func Collect(plan *Plan, base string) (*Results, error) {
	res := &Results{Schema: SchemaID, Command: plan.Command, March: plan.March, Baseline: plan.Baseline,
		Functions: []FunctionRow{}, Files: []FileRow{}, Runs: []RunRow{}}
	labels := map[string]string{Reference.Spec: Reference.Label()}
	for _, a := range plan.Allocs {
		res.Allocators = append(res.Allocators, ResultAlloc{Spec: a.Spec, Label: a.Label(), LLC: a.LLC})
		labels[a.Spec] = a.Label()
	}
	for _, b := range plan.Budgets {
		res.Budgets = append(res.Budgets, b.String())
	}
	if plan.Run {
		res.Metric = "seconds"
		if plan.Callgrind {
			res.Metric = "instructions"
		}
	}
	hidden := map[string]bool{}
	llName := map[string]string{} // the graph's .ll files by module
	for _, p := range plan.Programs {
		// The reference runs, by run name.
		ref := map[string]RunResult{}
		refOK := map[string]bool{}
		for _, c := range p.Cells {
			if c.Alloc != Reference.Spec || c.Budget != 0 {
				continue
			}
			for _, r := range c.Runs {
				rr, err := readRun(base, r.Result)
				if err != nil {
					return nil, err
				}
				ref[r.Name], refOK[r.Name] = rr, rr.OK
			}
		}
		for _, c := range p.Cells {
			if c.Hidden {
				hidden[c.Alloc+"@"+c.Budget.String()] = true
			}
			for i, path := range c.Counts {
				var mc ModuleCounts
				data, err := os.ReadFile(filepath.Join(base, path))
				if err != nil {
					return nil, errors.WithStack(err)
				}
				if err := json.Unmarshal(data, &mc); err != nil {
					return nil, errors.Wrapf(err, "%s", path)
				}
				if c.Hidden {
					continue
				}
				file := p.Modules[i]
				fr := FileRow{Program: p.Name, File: file, Allocator: c.Alloc, Budget: c.Budget.String(),
					Status: "ok", Functions: len(mc.Functions), CompileSeconds: mc.Seconds}
				llFile := strings.TrimSuffix(p.Modules[i], ".c")
				if !strings.HasSuffix(llFile, ".ll") {
					llFile += ".ll" // line numbers in messages are the .ll's
				}
				for _, m := range internalLL.FindAllString(mc.Error, -1) {
					llName[m] = llFile
				}
				mc.Error = internalLL.ReplaceAllString(CleanError(mc.Error), llFile)
				if !mc.OK {
					fr.Status, fr.Error = "failed", mc.Error
					res.Functions = append(res.Functions, FunctionRow{Program: p.Name, File: file, Allocator: c.Alloc,
						Budget: c.Budget.String(), Status: "failed", Error: mc.Error})
				}
				res.Files = append(res.Files, fr)
				for _, fc := range mc.Functions {
					row := FunctionRow{Program: p.Name, File: file, Function: fc.Name, Allocator: c.Alloc,
						Budget: c.Budget.String(), Status: "ok", Counts: fc.Asm, Remarks: fc.Remarks}
					if fc.Stats != nil {
						row.Stats = map[string]float64{}
						for k, v := range fc.Stats {
							switch {
							case k == "alloc_time_ns":
								s := v / 1e9
								row.AllocSeconds = &s
							case strings.HasSuffix(k, "_ns"):
							default:
								row.Stats[k] = v
							}
						}
						for _, k := range []string{"gap", "gap_to_optimal"} {
							if v, ok := fc.Stats[k]; ok {
								v := v
								row.Gap = &v
							}
						}
						if v, ok := fc.Stats["optimal_cost"]; ok {
							row.OptimalCost = &v
						}
					}
					res.Functions = append(res.Functions, row)
				}
			}
			if c.Hidden {
				continue
			}
			for _, r := range c.Runs {
				rr, err := readRun(base, r.Result)
				if err != nil {
					return nil, err
				}
				row := RunRow{Program: p.Name, Run: r.Name, Allocator: c.Alloc, Budget: c.Budget.String(), Exit: rr.Exit}
				want, okRef := ref[r.Name], refOK[r.Name]
				switch {
				case !rr.OK:
					row.Status, row.Error = "failed", internalLL.ReplaceAllStringFunc(CleanError(rr.Error), func(m string) string {
						if n, ok := llName[m]; ok {
							return n
						}
						return m
					})
				case !okRef:
					row.Status, row.Error = "no-reference", "the llc-14 -O2 build failed: "+want.Error
				case rr.Output != want.Output || rr.Exit != want.Exit:
					row.Status, row.Error = "wrong", describeDiff(want, rr)
				default:
					row.Status = "ok"
				}
				if rr.OK {
					row.RunSeconds = rr.Seconds
					row.MedianSecs = median(rr.Seconds)
				}
				if r.Callgrind != "" && rr.OK {
					cg, err := readRun(base, r.Callgrind)
					if err != nil {
						return nil, err
					}
					if cg.OK {
						row.Instructions = cg.Instructions
						if row.Status == "ok" && (cg.Output != want.Output || cg.Exit != want.Exit) {
							row.Status, row.Error = "wrong", "under callgrind: "+describeDiff(want, cg)
						}
					} else if row.Status == "ok" {
						row.Status, row.Error = "failed", "callgrind: "+cg.Error
					}
				}
				res.Runs = append(res.Runs, row)
			}
		}
	}
	for k := range hidden {
		res.Hidden = append(res.Hidden, k)
	}
	sort.Strings(res.Hidden)
	return res, nil
}

// internalLL matches the names of the .ll files in the graph's
// directories, which error messages replace by the module's name.
var internalLL = regexp.MustCompile(`\b(w|in)/[0-9a-f]{20}\.ll\b`)

// readRun reads a run's result file.
func readRun(base, path string) (RunResult, error) {
	var r RunResult
	data, err := os.ReadFile(filepath.Join(base, path))
	if err != nil {
		return r, errors.WithStack(err)
	}
	return r, errors.Wrapf(json.Unmarshal(data, &r), "%s", path)
}

// describeDiff says how a run's output differs from the reference's.
func describeDiff(want, got RunResult) string {
	if want.Exit != got.Exit && want.Output == got.Output {
		return fmt.Sprintf("exit status %d, expected %d", got.Exit, want.Exit)
	}
	wl, gl := strings.Split(want.OutputHead, "\n"), strings.Split(got.OutputHead, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var a, b string
		if i < len(wl) {
			a = wl[i]
		}
		if i < len(gl) {
			b = gl[i]
		}
		if a != b {
			return fmt.Sprintf("output line %d: %q, expected %q", i+1, trunc(b, 80), trunc(a, 80))
		}
	}
	return "output differs (after the first 4000 bytes)"
}

func trunc(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64{}, xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// CSVColumns are results.csv's columns, in order (docs/BENCH.md).
var CSVColumns = []string{"program", "file", "function", "allocator", "budget", "status",
	"spill", "stack", "stores", "loads", "folded_stores", "folded_loads", "mem_moves", "moves", "swaps", "instructions", "csr_saves",
	"ssara_spilled", "ssara_stack_bytes", "ssara_stores", "ssara_loads", "ssara_moves", "ssara_swaps", "ssara_instructions",
	"llc_remark_spills", "llc_remark_reloads", "llc_remark_folded_spills", "llc_remark_folded_reloads", "llc_remark_copies",
	"gap", "optimal_cost", "alloc_seconds", "error"}

// RunCSVColumns are runs.csv's columns.
var RunCSVColumns = []string{"program", "run", "allocator", "budget", "status", "exit", "instructions", "median_seconds", "error"}

func num(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

func optNum(v *float64) string {
	if v == nil {
		return ""
	}
	return num(*v)
}

func writeCSVs(res *Results, dir string) error {
	var sb strings.Builder
	w := csv.NewWriter(&sb)
	_ = w.Write(CSVColumns)
	for _, r := range res.Functions {
		c := r.Counts
		rec := []string{r.Program, r.File, r.Function, r.Allocator, r.Budget, r.Status,
			itoa(c.Spill), strconv.FormatInt(c.Stack, 10), itoa(c.Stores), itoa(c.Loads), itoa(c.FoldedStores), itoa(c.FoldedLoads),
			itoa(c.MemMoves), itoa(c.Moves), itoa(c.Swaps), itoa(c.Instrs), itoa(c.CSRSaves)}
		for _, k := range []string{"spilled", "stack_bytes", "stores", "loads", "moves", "swaps", "instructions"} {
			if v, ok := r.Stats[k]; ok {
				rec = append(rec, num(v))
			} else {
				rec = append(rec, "")
			}
		}
		if r.Remarks != nil {
			m := r.Remarks
			rec = append(rec, itoa(m.Spills), itoa(m.Reloads), itoa(m.FoldedSpills), itoa(m.FoldedReloads), itoa(m.Copies))
		} else {
			rec = append(rec, "", "", "", "", "")
		}
		if r.Status != "ok" {
			for i := 6; i < len(rec); i++ {
				rec[i] = ""
			}
		}
		rec = append(rec, optNum(r.Gap), optNum(r.OptimalCost), optNum(r.AllocSeconds), r.Error)
		_ = w.Write(rec)
	}
	w.Flush()
	if err := writeIfChanged(filepath.Join(dir, "results.csv"), []byte(sb.String())); err != nil {
		return err
	}
	sb.Reset()
	w = csv.NewWriter(&sb)
	_ = w.Write(RunCSVColumns)
	for _, r := range res.Runs {
		ins := ""
		if r.Instructions > 0 {
			ins = strconv.FormatInt(r.Instructions, 10)
		}
		secs := ""
		if r.MedianSecs > 0 {
			secs = num(r.MedianSecs)
		}
		_ = w.Write([]string{r.Program, r.Run, r.Allocator, r.Budget, r.Status, itoa(r.Exit), ins, secs, r.Error})
	}
	w.Flush()
	return writeIfChanged(filepath.Join(dir, "runs.csv"), []byte(sb.String()))
}

func itoa(n int) string { return strconv.Itoa(n) }

// geomean of positive values (0 when there are none).
func geomean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := 0.0
	for _, x := range xs {
		s += math.Log(x)
	}
	return math.Exp(s / float64(len(xs)))
}
