package driver

// The memory guard (issue 16): a function whose allocation would exceed a
// memory budget makes ssara stop with a message that names the function,
// instead of growing until the system kills it. Two checks:
//
//   - before allocating, an estimate from the function's size (instructions
//     and values, the sizes every allocator's structures grow with: the
//     toolkit's liveness, intervals and interference are near-linear in
//     them), so a function that cannot fit is refused at once, with the
//     estimate in the message;
//   - while allocating, a watcher reads the Go heap's live bytes after each
//     garbage collection (runtime/metrics); from the first allocation the
//     guard lets through, the runtime's soft memory limit is at most the
//     budget, so garbage is collected before it counts. When
//     the live heap exceeds the budget the watcher names the functions being
//     allocated and ends the process with status 1 (nothing has been written
//     yet: outputs are written whole after the compilation, see writeAtomic).
//
// The budget is -max-memory (MB, or with a K, M, G suffix); the default is
// three quarters of the machine's physical memory; 0 switches the guard off.

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/mir"
	"github.com/ssara-project/ssara/regalloc"
)

// bytesPerInstr and bytesPerValue bound what an allocation keeps live per
// machine instruction and per virtual register of the function (the input
// function itself excluded). Calibrated on the bigfunc function of 4000
// statements (scripts/bigfunc.sh; 79k machine instructions after the SSA
// allocator, 74k values): the largest growth of the live heap during its
// allocation, over every allocator at all registers, was 116 MB (briggs;
// ssa 40 MB), and these constants estimate 310 MB: about 2.7 times as much,
// so that a function refused early would have come near the budget.
const (
	bytesPerInstr = 3 << 10
	bytesPerValue = 1 << 10
)

// memBudget is -max-memory: bytes, 0 for no guard.
type memBudget int64

func (b *memBudget) String() string {
	if *b == 0 {
		return "0"
	}
	return strconv.FormatInt(int64(*b)>>20, 10) + "M"
}

// Set accepts a number of megabytes, or a number with a K, M or G suffix
// (binary units).
func (b *memBudget) Set(s string) error {
	t := strings.ToUpper(strings.TrimSpace(s))
	t = strings.TrimSuffix(t, "B")
	mult := int64(1 << 20)
	switch {
	case strings.HasSuffix(t, "K"):
		mult, t = 1<<10, strings.TrimSuffix(t, "K")
	case strings.HasSuffix(t, "M"):
		t = strings.TrimSuffix(t, "M")
	case strings.HasSuffix(t, "G"):
		mult, t = 1<<30, strings.TrimSuffix(t, "G")
	}
	n, err := strconv.ParseFloat(t, 64)
	if err != nil || n < 0 {
		return errors.Errorf("bad memory size %q (MB, or a number with K, M or G)", s)
	}
	*b = memBudget(n * float64(mult))
	return nil
}

// defaultBudget is three quarters of the physical memory (0 where unknown).
func defaultBudget() memBudget {
	var si syscall.Sysinfo_t
	if err := syscall.Sysinfo(&si); err != nil {
		return 0
	}
	return memBudget(uint64(si.Totalram) * uint64(si.Unit) / 4 * 3)
}

// defineMemoryFlag declares -max-memory, stored into c.MaxMemory.
func defineMemoryFlag(fs *flag.FlagSet, c *Config) {
	b := (*memBudget)(&c.MaxMemory)
	*b = defaultBudget()
	fs.Var(b, "max-memory", "memory budget of the allocation: a function that would exceed it is refused, naming it (MB, or with K, M, G; 0: no limit; the default is 3/4 of physical memory)")
}

// estimateBytes is what allocating f is expected to keep live at most.
func estimateBytes(f *mir.Func) int64 {
	n := 0
	for _, b := range f.Blocks {
		n += len(b.Instrs)
	}
	return int64(n)*bytesPerInstr + int64(len(f.Classes))*bytesPerValue
}

// memGuard is the guard of one compilation: it wraps the allocator.
type memGuard struct {
	regalloc.Allocator
	budget int64
	file   string
	// base is the live heap when the allocations start (the module).
	base int64
	// estimate is estimateBytes (a field for the tests).
	estimate func(*mir.Func) int64
	// pace is the run's heap pacer (nil: none); capped caps the limit at
	// the budget once, at the first allocation, and uncap undoes it.
	pace   *pacer
	capped sync.Once
	uncap  func()

	mu       sync.Mutex
	inflight map[string]int // function name -> allocations under way
	stop     chan struct{}
	done     chan struct{}
}

// overBudget ends the process when the watcher finds the heap over the
// budget (a variable for the tests).
var overBudget = func(msg string) {
	fmt.Fprintf(os.Stderr, "ssara: %s\n", msg)
	os.Exit(1)
}

// guardAllocator returns a, wrapped in the memory guard when c has a budget
// (and in cpuTimed, cputime.go), and a function to call when the
// allocations are over. From the first allocation the guard lets through
// to that call, the soft memory limit is at most the budget: pace's cap,
// or the limit itself without a pacer. (Before, a budget smaller than the
// module would only make the collector run back to back while the module
// is parsed and lowered, where the budget does not apply.)
func guardAllocator(a regalloc.Allocator, c *Config, file string, pace *pacer) (regalloc.Allocator, func()) {
	a = cpuTimed{a}
	if c.MaxMemory <= 0 {
		return a, func() {}
	}
	g := &memGuard{Allocator: a, budget: c.MaxMemory, file: file, inflight: map[string]int{},
		estimate: estimateBytes, pace: pace, stop: make(chan struct{}), done: make(chan struct{})}
	// The live heap is measured at the end of a collection: collect now,
	// so that it is the module's and not an older, smaller figure.
	runtime.GC()
	g.base = liveHeap()
	go g.watch()
	return g, func() {
		close(g.stop)
		<-g.done
		g.capped.Do(func() {}) // no cap from here on
		if g.uncap != nil {
			g.uncap()
		}
	}
}

// capLimit caps the soft memory limit at the budget.
func (g *memGuard) capLimit() {
	if g.pace != nil {
		g.pace.setMax(g.budget)
		g.uncap = func() { g.pace.setMax(0) }
		return
	}
	old := debug.SetMemoryLimit(g.budget)
	g.uncap = func() { debug.SetMemoryLimit(old) }
}

// Allocate refuses f when its estimate exceeds the budget, else allocates
// it with the wrapped allocator, recording it as under way for the watcher.
func (g *memGuard) Allocate(f *mir.Func, t mir.Target, opts regalloc.Options) (*mir.Func, *regalloc.Stats, error) {
	if est := g.estimate(f); g.base+est > g.budget {
		return nil, nil, errors.Errorf("function %s: allocating it needs an estimated %d MB beside the module's %d MB, over the memory budget of %d MB (-max-memory)",
			f.Name, est>>20, g.base>>20, g.budget>>20)
	}
	g.capped.Do(g.capLimit)
	g.mu.Lock()
	g.inflight[f.Name]++
	g.mu.Unlock()
	defer func() {
		g.mu.Lock()
		if g.inflight[f.Name]--; g.inflight[f.Name] == 0 {
			delete(g.inflight, f.Name)
		}
		g.mu.Unlock()
	}()
	return g.Allocator.Allocate(f, t, opts)
}

// watch polls the live heap until stopped.
func (g *memGuard) watch() {
	defer close(g.done)
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-g.stop:
			return
		case <-tick.C:
		}
		live := liveHeap()
		if live <= g.budget {
			continue
		}
		g.mu.Lock()
		var names []string
		for n := range g.inflight {
			names = append(names, n)
		}
		g.mu.Unlock()
		if len(names) == 0 {
			continue // over before or after allocating: not the allocation's
		}
		sort.Strings(names)
		overBudget(fmt.Sprintf("%s: function %s: memory use exceeds the budget of %d MB (-max-memory) while allocating it (%d MB live)",
			g.file, strings.Join(names, ", "), g.budget>>20, live>>20))
		return
	}
}

// liveHeap is the Go heap's live bytes at the end of the last garbage
// collection (0 where the runtime does not say).
func liveHeap() int64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(s[0].Value.Uint64())
}
