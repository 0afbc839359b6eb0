package bench

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

// TestGapRows: the gap-to-optimal table of a budget summarises the gaps
// the functions reported per allocator (count, functions at the optimum,
// mean, median, worst), leaves out allocators without gaps, and appears
// in the text and Markdown reports.
func TestGapRows(t *testing.T) {
	r := synthetic()
	for _, g := range []float64{0, 4, 2} {
		g := g
		r.Functions = append(r.Functions, FunctionRow{Program: "p", File: "p/a.c", Function: "g", Allocator: "new", Budget: "8", Status: "ok", Gap: &g})
	}
	s := Summarize(r)
	for _, tc := range []struct {
		budget string
		want   [][]string
	}{
		// 0.25 (synthetic's), 0, 4, 2: mean 1.5625, median (0.25+2)/2.
		{"8", [][]string{{"new", "4", "1", "1.5625", "1.125", "4"}}},
		{"4", nil},
	} {
		if got := s.gapRows(tc.budget); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("budget %s: got %q, want %q", tc.budget, got, tc.want)
		}
	}
	var text bytes.Buffer
	if err := WriteText(&text, s); err != nil {
		t.Fatal(err)
	}
	for name, out := range map[string]string{"text": text.String(), "markdown": Markdown(s)} {
		if !strings.Contains(out, "median gap") || !strings.Contains(out, "1.5625") {
			t.Errorf("%s report lacks the gap table:\n%s", name, out)
		}
	}
}
