package bench

import (
	"bytes"
	"math"
	"strings"
	"testing"
)

// synthetic is a small experiment: two allocators, one budget, two
// benchmarks, of which allocator "new" gets one wrong; "new" reports a
// gap to the optimum.
func synthetic() *Results {
	gap := 0.25
	r := &Results{Schema: SchemaID, Command: "ssara-bench x", March: "x86-64", Baseline: "llc-greedy", Metric: "instructions",
		Allocators: []ResultAlloc{{Spec: "new", Label: "new"}, {Spec: "llc-greedy", Label: "llc-greedy", LLC: true}},
		Budgets:    []string{"8"}}
	for _, a := range []string{"new", "llc-greedy"} {
		r.Files = append(r.Files, FileRow{Program: "p", File: "p/a.c", Allocator: a, Budget: "8", Status: "ok", Functions: 1, CompileSeconds: 1})
		row := FunctionRow{Program: "p", File: "p/a.c", Function: "f", Allocator: a, Budget: "8", Status: "ok",
			Counts: Counts{Spill: 2, Stack: 16, Stores: 3, Loads: 4, Moves: 5, Instrs: 50}}
		if a == "new" {
			row.Gap = &gap
			row.Stats = map[string]float64{"stores": 3}
		}
		r.Functions = append(r.Functions, row)
	}
	r.Runs = []RunRow{
		{Program: "p", Run: "one", Allocator: "llc-greedy", Budget: "8", Status: "ok", Instructions: 100},
		{Program: "p", Run: "two", Allocator: "llc-greedy", Budget: "8", Status: "ok", Instructions: 100},
		{Program: "p", Run: "one", Allocator: "new", Budget: "8", Status: "ok", Instructions: 150},
		{Program: "p", Run: "two", Allocator: "new", Budget: "8", Status: "wrong", Instructions: 10, Error: "output line 1"},
	}
	return r
}

// TestWrongNeverAveraged: a wrong output is counted and listed in every
// view, and the mean is over the correct runs only (150/100, not
// including the wrong run's 10/100).
func TestWrongNeverAveraged(t *testing.T) {
	s := Summarize(synthetic())
	d := s.Dyn[Cell{"new", "8"}]
	if d.N != 1 || math.Abs(d.Ratio-1.5) > 1e-9 || d.Wrong != 1 {
		t.Errorf("dynamic summary %+v, want ratio 1.5 over 1 benchmark and 1 wrong", d)
	}
	if len(s.Failures) != 1 || s.Failures[0].Kind != "wrong output" {
		t.Errorf("failures %+v", s.Failures)
	}
	var text bytes.Buffer
	if err := WriteText(&text, s); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text.String(), "WRONG OUTPUT new regs=8 p/two") {
		t.Errorf("text table does not flag the wrong output:\n%s", text.String())
	}
	if md := Markdown(s); !strings.Contains(md, "| p/two | WRONG |") || !strings.Contains(md, "wrong output: new regs=8 p/two") {
		t.Errorf("summary.md does not flag the wrong output:\n%s", md)
	}
	html, err := HTML(s)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(html, []byte(`<tr class="bad"><td>wrong output</td>`)) || !bytes.Contains(html, []byte("X new")) {
		t.Error("index.html does not flag the wrong output in the failure table and the Fig. 9 chart")
	}
}

// TestCharts: one chart per metric, the gap chart only when a gap was
// reported, the Fig. 9 chart only with runs.
func TestCharts(t *testing.T) {
	ids := func(r *Results) string {
		cs, err := Charts(Summarize(r))
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, c := range cs {
			if len(c.SVGs) == 0 || !bytes.HasPrefix(c.SVGs[0], []byte("<svg")) {
				t.Errorf("chart %s has no SVG", c.ID)
			}
			out = append(out, c.ID)
		}
		return strings.Join(out, ",")
	}
	r := synthetic()
	if got := ids(r); got != "spill,moves,compile-time,fig9,gap" {
		t.Errorf("charts %s", got)
	}
	r.Functions[0].Gap = nil
	r.Runs, r.Metric = nil, ""
	if got := ids(r); got != "spill,moves,compile-time" {
		t.Errorf("charts without runs and gaps: %s", got)
	}
}

// TestChartsNoSpills: an experiment without any spill code (or move)
// still draws its charts (a log scale has nothing to show).
func TestChartsNoSpills(t *testing.T) {
	r := synthetic()
	for i := range r.Functions {
		r.Functions[i].Counts = Counts{Instrs: 5}
	}
	if _, err := HTML(Summarize(r)); err != nil {
		t.Fatal(err)
	}
}
