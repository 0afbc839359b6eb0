package driver

// The heap pacer (issue 16): Go's default pacing lets the heap grow to
// twice the live data before it collects, so a compilation whose live data
// is 90 MB (SQLite's amalgamation, parsed chunk by chunk) peaks near 190
// MB, above llc-14's 146 MB. After each garbage collection the pacer sets
// the runtime's soft memory limit to 1.75 times the live heap, but never
// below a floor under which collecting more often would only cost time:
// the heap then peaks near 1.75 times the live data (the floor for small
// modules), for about the CPU time Go's default takes (SQLite: 129 MB
// peak; bigfunc at 4,000 statements 173 MB instead of 221 MB).

import (
	"runtime"
	"runtime/debug"
	"sync"
)

const (
	// heapFloor is the least soft limit the pacer sets.
	heapFloor = 100 << 20
	// heapGrowth is the limit over the live heap, in eighths: 14/8 =
	// 1.75. At 12/8 the 4,000-statement bigfunc function took 45% more
	// CPU time (the limit trails a live heap that grows while one
	// function is parsed, and collections come back to back); at 14/8
	// its time was Go's default's.
	heapGrowth = 14
)

// heapLimit is the soft memory limit for live bytes of live heap: 1.75
// times live, at least heapFloor, at most max when max > 0.
func heapLimit(live, max int64) int64 {
	lim := live * heapGrowth / 8
	if lim < heapFloor {
		lim = heapFloor
	}
	if max > 0 && lim > max {
		lim = max
	}
	return lim
}

// pacer updates the soft memory limit after every collection.
type pacer struct {
	max  int64 // the cap on the limit, 0 for none (setMax)
	old  int64
	mu   sync.Mutex
	stop bool
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
	p := &pacer{old: debug.SetMemoryLimit(-1)}
	debug.SetMemoryLimit(heapLimit(0, 0))
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
	debug.SetMemoryLimit(heapLimit(liveHeap(), max))
}

// stopPacing stops the pacer and restores the limit that was set before it.
func (p *pacer) stopPacing() {
	p.mu.Lock()
	p.stop = true
	debug.SetMemoryLimit(p.old)
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
		debug.SetMemoryLimit(heapLimit(liveHeap(), p.max))
		p.arm()
	})
}
