package difftest

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"time"
)

// ConfigTally counts what one configuration did.
type ConfigTally struct {
	// Programs have at least one module that passed.
	Programs int
	// Modules passed: compiled, checked, and ran like llc-14's build.
	Modules int
	// Funcs were allocated and checked in the modules that passed.
	Funcs                        int
	Unsupported, Refused, Failed int
	// Disputed differed from llc-14's build only (Disputed).
	Disputed int
}

// Tally sums ProgramResults; it is safe for concurrent use.
type Tally struct {
	mu      sync.Mutex
	configs []Config
	per     map[string]*ConfigTally // by Config.String()
	// Programs generated (Generated) and with at least one module
	// compared (Compared).
	Generated, Compared int
	// Modules built by clang-14, and skipped (llc-14's build timed out or
	// did not exit 0) by reason.
	Modules int
	Skipped map[string]int
	// Unsupported counts the modules some configuration rejected, by the
	// construct of the first rejection.
	Unsupported map[string]int
	// VectorPrograms have vector instructions in their -O2 module,
	// LoopVectorized a loop vectorized by clang's loop vectorizer;
	// VectorInstrs sums the vector instructions of the -O2 modules of
	// O2Programs programs.
	O2Programs, VectorPrograms, LoopVectorized, VectorInstrs int
	Failures                                                 []Failure
	// Disputes are the configurations whose builds disagreed with
	// llc-14's only (Disputed), in the form of failures.
	Disputes []Failure
	Time     time.Duration
}

// NewTally returns an empty tally of configs.
func NewTally(configs []Config) *Tally {
	t := &Tally{configs: configs, per: map[string]*ConfigTally{}, Skipped: map[string]int{}, Unsupported: map[string]int{}}
	for _, c := range configs {
		t.per[c.String()] = &ConfigTally{}
	}
	return t
}

// Config returns the counts of c.
func (t *Tally) Config(c Config) ConfigTally {
	t.mu.Lock()
	defer t.mu.Unlock()
	if ct := t.per[c.String()]; ct != nil {
		return *ct
	}
	return ConfigTally{}
}

// unsupportedKey shortens an unsupported-construct error to its construct.
func unsupportedKey(msg string) string {
	k := msg
	if i := strings.Index(k, unsuppWord); i >= 0 {
		k = k[i:]
	}
	if i := strings.Index(k, ": "); i >= 0 {
		if j := strings.Index(k[i+2:], ": "); j >= 0 {
			k = k[:i+2+j]
		}
	}
	return firstLine(k)
}

// Add counts one program.
func (t *Tally) Add(r *ProgramResult, march string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.Failures = append(t.Failures, r.Failures(march)...)
	t.Disputes = append(t.Disputes, r.Disputes(march)...)
	if r.Err != nil {
		return
	}
	t.Generated++
	passed := map[string]bool{}
	compared := false
	for _, m := range r.Modules {
		t.Modules++
		if m.Level == "-O2" && m.Failure == "" {
			t.O2Programs++
			t.VectorInstrs += m.VectorInstrs
			if m.VectorInstrs > 0 {
				t.VectorPrograms++
			}
			if m.LoopVectorized {
				t.LoopVectorized++
			}
		}
		if m.Skipped != "" {
			t.Skipped[m.Skipped]++
			continue
		}
		unsupported := ""
		for _, c := range m.Configs {
			ct := t.per[c.Config.String()]
			if ct == nil {
				continue
			}
			switch c.Verdict {
			case Passed:
				ct.Modules++
				ct.Funcs += c.Funcs
				passed[c.Config.String()] = true
				compared = true
			case Unsupported:
				ct.Unsupported++
				if unsupported == "" {
					unsupported = unsupportedKey(c.Reason)
				}
			case Refused:
				ct.Refused++
			case Failed:
				ct.Failed++
				compared = true
			case Disputed:
				ct.Disputed++
				compared = true
			}
		}
		if unsupported != "" {
			t.Unsupported[unsupported]++
		}
	}
	for c := range passed {
		t.per[c].Programs++
	}
	if compared {
		t.Compared++
	}
}

// Write prints the summary: totals, the table of configurations, what
// was skipped and rejected, and the failures.
func (t *Tally) Write(w io.Writer) {
	t.mu.Lock()
	defer t.mu.Unlock()
	fmt.Fprintf(w, "%d programs, %d compared with llc-14's build; %d modules", t.Generated, t.Compared, t.Modules)
	if t.Time > 0 {
		fmt.Fprintf(w, "; %v", t.Time.Round(time.Second))
	}
	fmt.Fprintln(w)
	if t.VectorPrograms > 0 && t.O2Programs > 0 {
		fmt.Fprintf(w, "vector code at -O2: %d of %d programs (%.0f%%), a loop vectorized in %d (%.0f%%), %.1f vector instructions per program\n",
			t.VectorPrograms, t.O2Programs, 100*float64(t.VectorPrograms)/float64(t.O2Programs),
			t.LoopVectorized, 100*float64(t.LoopVectorized)/float64(t.O2Programs), float64(t.VectorInstrs)/float64(t.O2Programs))
	}
	// The table: names left-aligned, counts right-aligned.
	rows := [][]string{{"allocator", "budget", "programs", "modules", "functions", "unsupported", "refused", "failed"}}
	if len(t.Disputes) > 0 {
		rows[0] = append(rows[0], "disputed")
	}
	for _, c := range t.configs {
		ct := t.per[c.String()]
		row := []string{c.Allocator(), c.Budget(), fmt.Sprint(ct.Programs), fmt.Sprint(ct.Modules),
			fmt.Sprint(ct.Funcs), fmt.Sprint(ct.Unsupported), fmt.Sprint(ct.Refused), fmt.Sprint(ct.Failed)}
		if len(t.Disputes) > 0 {
			row = append(row, fmt.Sprint(ct.Disputed))
		}
		rows = append(rows, row)
	}
	width := make([]int, len(rows[0]))
	for _, r := range rows {
		for i, cell := range r {
			width[i] = max(width[i], len(cell))
		}
	}
	for _, r := range rows {
		line := fmt.Sprintf("%-*s  %-*s", width[0], r[0], width[1], r[1])
		for i := 2; i < len(r); i++ {
			line += fmt.Sprintf("  %*s", width[i], r[i])
		}
		fmt.Fprintln(w, line)
	}
	for _, k := range sortedKeys(t.Skipped) {
		fmt.Fprintf(w, "skipped %d modules: %s\n", t.Skipped[k], k)
	}
	for _, k := range sortedKeys(t.Unsupported) {
		fmt.Fprintf(w, "unsupported in %d modules: %s\n", t.Unsupported[k], k)
	}
	if len(t.Disputes) > 0 {
		fmt.Fprintf(w, "%d disputed (not failures: llc-14's build alone differs from gcc -O0's, which ssara's matches):\n", len(t.Disputes))
		for _, f := range t.Disputes {
			fmt.Fprintf(w, "  %s\n", f.What())
			if f.Repro != "" {
				fmt.Fprintf(w, "    reproducer: %s\n", f.Repro)
			}
		}
	}
	if len(t.Failures) == 0 {
		fmt.Fprintln(w, "0 failures")
		return
	}
	fmt.Fprintf(w, "%d failures:\n", len(t.Failures))
	for _, f := range t.Failures {
		fmt.Fprintf(w, "  %s: %s\n", f.What(), firstLine(f.Reason))
		if f.Repro != "" {
			fmt.Fprintf(w, "    reproducer: %s\n", f.Repro)
		}
	}
}

func sortedKeys(m map[string]int) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool {
		if m[ks[i]] != m[ks[j]] {
			return m[ks[i]] > m[ks[j]]
		}
		return ks[i] < ks[j]
	})
	return ks
}
