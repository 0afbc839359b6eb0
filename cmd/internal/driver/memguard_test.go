package driver

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/ssara-project/ssara/mir"
	"github.com/ssara-project/ssara/regalloc"
)

// TestMaxMemoryFlag: -max-memory takes megabytes or a K/M/G suffix, 0 is
// no guard, anything else is refused; without the flag the budget is the
// default (3/4 of physical memory, never 0 on Linux).
func TestMaxMemoryFlag(t *testing.T) {
	for _, tc := range []struct {
		arg  string
		want int64
		bad  bool
	}{
		{"-max-memory=512", 512 << 20, false},
		{"-max-memory=2G", 2 << 30, false},
		{"-max-memory=1.5g", 3 << 29, false},
		{"-max-memory=64K", 64 << 10, false},
		{"-max-memory=300MB", 300 << 20, false},
		{"-max-memory=0", 0, false},
		{"-max-memory=lots", 0, true},
		{"-max-memory=-1", 0, true},
	} {
		c, err := ParseFlags([]string{tc.arg, "x.ll"}, &bytes.Buffer{})
		if tc.bad {
			if err == nil {
				t.Errorf("%s: no error", tc.arg)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.arg, err)
		}
		if c.MaxMemory != tc.want {
			t.Errorf("%s: budget %d, want %d", tc.arg, c.MaxMemory, tc.want)
		}
	}
	c, err := ParseFlags([]string{"x.ll"}, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if c.MaxMemory != int64(defaultBudget()) || c.MaxMemory <= 0 {
		t.Errorf("default budget %d, want 3/4 of physical memory (%d)", c.MaxMemory, defaultBudget())
	}
}

// TestMemoryGuardTinyBudget: with a budget no function fits, every
// allocator refuses before allocating, with an error naming the file, the
// function and the flag, and no output file is written; with the guard off
// or a generous budget the same file compiles.
func TestMemoryGuardTinyBudget(t *testing.T) {
	ll := filepath.Join("../../../testdata/ll/x86_64", "recursion.O1.ll")
	for _, ra := range regalloc.Names() {
		if ra == "mip" {
			continue // needs cbc; it goes through the same wrapper
		}
		for _, tc := range []struct {
			budget int64
			fail   bool
		}{
			{64 << 10, true},
			{0, false},
			{4 << 30, false},
		} {
			out := filepath.Join(t.TempDir(), "out.s")
			c := &Config{Input: ll, Output: out, Regalloc: ra, Verify: true, MaxMemory: tc.budget}
			err := Run(c, &bytes.Buffer{}, &bytes.Buffer{})
			_, statErr := os.Stat(out)
			switch {
			case tc.fail && err == nil:
				t.Errorf("%s, budget %d: no error", ra, tc.budget)
			case tc.fail:
				msg := err.Error()
				if !strings.Contains(msg, "recursion.O1.ll: function ") || !strings.Contains(msg, "over the memory budget of 0 MB (-max-memory)") {
					t.Errorf("%s: message %q does not name the file, the function and the budget", ra, msg)
				}
				if statErr == nil {
					t.Errorf("%s: output written despite the error", ra)
				}
			case err != nil:
				t.Errorf("%s, budget %d: %v", ra, tc.budget, err)
			case statErr != nil:
				t.Errorf("%s, budget %d: no output: %v", ra, tc.budget, statErr)
			}
		}
	}
}

// blockingAllocator stands for an allocation that keeps growing: it
// returns only when released.
type blockingAllocator struct{ release chan struct{} }

func (blockingAllocator) Name() string { return "blocking" }
func (a blockingAllocator) Allocate(f *mir.Func, t mir.Target, o regalloc.Options) (*mir.Func, *regalloc.Stats, error) {
	select {
	case <-a.release:
	case <-time.After(time.Minute):
	}
	return f, &regalloc.Stats{}, nil
}

// TestMemoryGuardWatcher: when the live heap exceeds the budget during an
// allocation (whatever the estimate said), the watcher reports the
// functions under way and the budget.
func TestMemoryGuardWatcher(t *testing.T) {
	msgs := make(chan string, 1)
	old := overBudget
	defer func() { overBudget = old }()
	overBudget = func(msg string) { msgs <- msg }
	a := blockingAllocator{release: make(chan struct{})}
	ga, stop := guardAllocator(a, &Config{MaxMemory: 1}, "big.ll", nil)
	g := ga.(*memGuard)
	g.estimate = func(*mir.Func) int64 { return 0 } // past the early check
	g.base = 0
	done := make(chan struct{})
	go func() {
		defer close(done)
		f := &mir.Func{Name: "huge"}
		f.NewBlock("entry")
		if _, _, err := ga.Allocate(f, nil, regalloc.Options{}); err != nil {
			t.Error(err)
		}
	}()
	select {
	case msg := <-msgs:
		want := "big.ll: function huge: memory use exceeds the budget of 0 MB (-max-memory) while allocating it"
		if !strings.HasPrefix(msg, want) {
			t.Errorf("message %q, want it to start with %q", msg, want)
		}
	case <-time.After(30 * time.Second):
		t.Error("the watcher did not report the allocation over budget")
	}
	close(a.release)
	<-done
	stop()
}

// TestMemoryGuardCapsFromAllocation: the guard caps the pacer's limit at
// the budget from the first allocation it lets through, not before (a
// small budget would make the collector run back to back through the
// parse and lowering), and lifts the cap when the allocations are over;
// a function it refuses sets no cap.
func TestMemoryGuardCapsFromAllocation(t *testing.T) {
	const budget = 64 << 20
	before := debug.SetMemoryLimit(-1)
	p := paceHeap()
	defer func() {
		p.stopPacing()
		if got := debug.SetMemoryLimit(-1); got != before {
			t.Errorf("limit after the pacer %d, want %d", got, before)
		}
	}()
	limit := func() int64 { return debug.SetMemoryLimit(-1) }
	a := blockingAllocator{release: make(chan struct{})}
	close(a.release)
	ga, stop := guardAllocator(a, &Config{MaxMemory: budget}, "x.ll", p)
	g := ga.(*memGuard)
	g.base = 0
	if got := limit(); got <= budget {
		t.Errorf("limit %d before any allocation, want it over the budget %d", got, budget)
	}
	f := &mir.Func{Name: "f"}
	f.NewBlock("entry")
	g.estimate = func(*mir.Func) int64 { return 2 * budget }
	if _, _, err := ga.Allocate(f, nil, regalloc.Options{}); err == nil {
		t.Error("a function estimated over the budget was allocated")
	}
	if got := limit(); got <= budget {
		t.Errorf("limit %d after a refused function, want it uncapped (over %d)", got, budget)
	}
	g.estimate = func(*mir.Func) int64 { return 0 }
	if _, _, err := ga.Allocate(f, nil, regalloc.Options{}); err != nil {
		t.Fatal(err)
	}
	if got := limit(); got > budget {
		t.Errorf("limit %d during the allocations, want at most the budget %d", got, budget)
	}
	stop()
	if got := limit(); got <= budget {
		t.Errorf("limit %d after the allocations, want the cap lifted (over %d)", got, budget)
	}
}
