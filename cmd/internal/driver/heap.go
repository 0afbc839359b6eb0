package driver

// The heap pacer (issue 16): Go's default pacing lets the heap grow to
// twice the live data before it collects, so a compilation whose live data
// is 90 MB (SQLite's amalgamation, parsed chunk by chunk) peaks near 190
// MB, above llc-14's 146 MB. After each garbage collection the pacer sets
// the runtime's soft memory limit to 1.75 times the live heap (less for
// a heap of over 128 MB: headroomCap), but never
// below a floor under which collecting more often would only cost time:
// the heap then peaks near 1.75 times the live data (the floor for small
// modules), for about the CPU time Go's default takes (SQLite: 129 MB
// peak; bigfunc at 4,000 statements 173 MB instead of 221 MB).
//
// Nor does the limit go below the memory the runtime holds when a phase
// lets its data go (the parsed module once it is lowered, a spill round's
// tables): that memory already counts in the process's peak. A limit
// under it made the collector run back to back until the scavenger had
// returned the pages, which the next phase then faulted in again: at
// bigfunc's 16,000 statements a third of the CPU time went to collections
// and the system time to returning and refaulting pages.
//
// While the live heap is small the pacer also raises Go's GC percent so
// that the heap may grow to heapGoalFloor before a collection: Go's
// default collects first at 4 MB and then at every doubling, and on a
// module of a few thousand instructions those collections took 10-35% of
// the run (bigfunc's 250 and 1,000 statements), while llc-14's own
// process peaks at 63 MB on an empty module. Before the first
// collection the live heap counts as 1 MB, and Go's least heap goal grows
// with the GC percent (4 MB times GOGC/100): the first collection comes
// at the soft limit (heapFloor), not at heapGoalFloor (bigfunc's 4,000
// statements: at 105 MB of heap; counting the live heap as 4 MB moved it
// to 41 MB without lowering the peak or the time, docs/PERFORMANCE.md
// session 54). A GOGC set in the environment is left as it is.

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

const (
	// heapFloor is the least soft limit the pacer sets. The limit
	// counts all the memory the runtime holds, and near it the runtime
	// returns pages to the system on every large allocation (a madvise
	// and a TLB shootdown each), which the next allocations fault in
	// again. At 100 MB the SQLite module, whose heap Go's own pacing
	// keeps at 80-90 MB (the runtime holding some 110 MB), made 6,700
	// madvise calls and spent a quarter of its time in the kernel; at
	// 128 MB it compiles 12% faster and peaks at 126 MB (llc-14: 146).
	heapFloor = 128 << 20
	// heapGrowth is the limit over the live heap, in eighths: 14/8 =
	// 1.75. At 12/8 the 4,000-statement bigfunc function took 45% more
	// CPU time (the limit trails a live heap that grows while one
	// function is parsed, and collections come back to back); at 14/8
	// its time was Go's default's.
	heapGrowth = 14
	// A large live heap gets less room over it: at most headroomCap
	// over the live heap, and no less than bigGrowth eighths of it (the
	// limit stays continuous and grows with the live heap: 1.75 times
	// up to 128 MB of live heap, 96 MB over it up to 154 MB, 1.625
	// times from there). Only a function of tens of thousands of
	// statements lives that large: bigfunc's 16,000 statements peaked
	// at 441-514 MB with chaitin and poletto (llc-14: 464 MB) and at
	// 433-441 MB with this, for 0-10% more allocation CPU time (the
	// collector's assists; 1.5 times cut the peaks to 381-427 MB for
	// 20-40% more). SQLite's module and bigfunc's 4,000 statements stay
	// under 128 MB.
	headroomCap = 96 << 20
	bigGrowth   = 13
	// heapGoalFloor is the least heap goal the GC percent gives (see
	// above): under llc-14's peak on any module, so that the peak stays
	// under it (48 MB of heap: a process of some 50-55 MB).
	heapGoalFloor = 48 << 20
)

// gcPercent is the GC percent after a collection that left live bytes of
// live heap: Go's default 100, or more while that would collect before
// the heap reaches heapGoalFloor.
func gcPercent(live int64) int {
	if live < 1<<20 {
		live = 1 << 20
	}
	if p := (heapGoalFloor - live) * 100 / live; p > 100 {
		return int(p)
	}
	return 100
}

// heapLimit is the soft memory limit after a collection that left live
// bytes of live heap, with held bytes of memory held by the runtime under
// the limit prev: 1.75 times live (less for a large heap: headroomCap),
// at least heapFloor, and at least what
// the runtime holds, up to prev; at most max when max > 0.
func heapLimit(live, held, prev, max int64) int64 {
	lim := live * heapGrowth / 8
	if h := live + headroomCap; h < lim {
		lim = h
		if b := live * bigGrowth / 8; b > lim {
			lim = b
		}
	}
	if lim < heapFloor {
		lim = heapFloor
	}
	if h := min(held, prev); h > lim {
		lim = h
	}
	if max > 0 && lim > max {
		lim = max
	}
	return lim
}

// nextLimit is heapLimit of the runtime's state, live bytes of live heap,
// under the cap max.
func nextLimit(live, max int64) int64 {
	return heapLimit(live, heldMemory(), debug.SetMemoryLimit(-1), max)
}

// pacer updates the soft memory limit after every collection.
type pacer struct {
	max int64 // the cap on the limit, 0 for none (setMax)
	old int64
	// percent says whether the pacer sets the GC percent (no GOGC in
	// the environment); oldPercent is the one it restores.
	percent    bool
	oldPercent int
	mu         sync.Mutex
	stop       bool
}

// sentinel is garbage whose finalizer runs after a collection; it holds a
// pointer (so it is not allocated by the tiny allocator, whose objects'
// finalizers may never run).
type sentinel struct {
	p   *pacer
	pad [2]int64
}

// paceHeap starts the pacer, without a cap, and returns it; its
// stopPacing method stops it and restores the limit that was set before.
func paceHeap() *pacer {
	p := &pacer{old: debug.SetMemoryLimit(-1), percent: os.Getenv("GOGC") == ""}
	debug.SetMemoryLimit(heapLimit(0, 0, 0, 0))
	if p.percent {
		p.oldPercent = debug.SetGCPercent(gcPercent(liveHeap()))
	}
	p.arm()
	return p
}

// setMax caps the limit at max bytes from now on (max <= 0: no cap). The
// memory guard caps it at the budget while the functions are allocated
// (memguard.go): a cap from the start would make the collector run back
// to back while a module larger than a small budget is parsed and
// lowered, where the budget does not apply.
func (p *pacer) setMax(max int64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stop {
		return
	}
	p.max = max
	debug.SetMemoryLimit(nextLimit(liveHeap(), max))
}

// stopPacing stops the pacer and restores the limit that was set before it.
func (p *pacer) stopPacing() {
	p.mu.Lock()
	p.stop = true
	debug.SetMemoryLimit(p.old)
	if p.percent {
		debug.SetGCPercent(p.oldPercent)
	}
	p.mu.Unlock()
}

// arm makes a sentinel whose finalizer, run after the next collection,
// sets the limit from the live heap and arms the next one.
func (p *pacer) arm() {
	s := &sentinel{p: p}
	runtime.SetFinalizer(s, func(s *sentinel) {
		p := s.p
		p.mu.Lock()
		defer p.mu.Unlock()
		if p.stop {
			return
		}
		live := liveHeap()
		debug.SetMemoryLimit(nextLimit(live, p.max))
		if p.percent {
			debug.SetGCPercent(gcPercent(live))
		}
		p.arm()
	})
}

// heldMemory is the memory the Go runtime holds: what the soft memory
// limit counts.
func heldMemory() int64 {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 || s[1].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(s[0].Value.Uint64() - s[1].Value.Uint64())
}
