package regalloc

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

var (
	volume      = flag.Int("volume", 0, "TestGeneratedVolume: number of generated functions (0: 100, 20 with -short)")
	volumeSeed  = flag.Uint64("seed", 1, "TestGeneratedVolume: seed of the generated functions")
	volumeFirst = flag.Int("first", 0, "TestGeneratedVolume: index of the first function (to resume a run or reproduce one function)")
	volumeAlloc = flag.String("volume-regalloc", "", "TestGeneratedVolume: comma-separated allocators (default: every heuristic one; mip must be named)")
	volumeOne   = flag.Bool("volume-one-setting", false, "TestGeneratedVolume: allocate function i at one setting of allocOptions (the i-th of those that apply to the allocator, cyclically) instead of at all of them")
)

// volumeAllocators are the allocators of a volume run.
func volumeAllocators(t *testing.T) []string {
	if *volumeAlloc == "" {
		return HeuristicNames()
	}
	names := strings.Split(*volumeAlloc, ",")
	for _, n := range names {
		if _, err := Lookup(n); err != nil {
			t.Fatal(err)
		}
	}
	return names
}

// volumeInput is the generator input of function i of a volume run: a
// random byte string of 32 to 2047 bytes.
func volumeInput(seed uint64, i int) []byte {
	rng := rand.New(rand.NewPCG(seed, uint64(i)))
	data := make([]byte, 32+rng.IntN(2016))
	for j := range data {
		data[j] = byte(rng.Uint32())
	}
	return data
}

// volumeCounts are what one allocator did in a volume run.
type volumeCounts struct {
	checked, refused atomic.Int64
}

// settingsFor are the settings of allocOptions that apply to the named
// allocator (only the SSA allocator has level 4), and for linearscan
// also the poletto variant's settings of linearScanOptions.
func settingsFor(name string) []Options {
	var s []Options
	for _, opts := range allocOptions {
		if opts.Level > 3 && name != "ssa" {
			continue
		}
		s = append(s, opts)
	}
	if name == "linearscan" {
		for _, opts := range linearScanOptions {
			if opts.LinearScan.Variant == "poletto" {
				s = append(s, opts)
			}
		}
	}
	return s
}

// allocateAll runs the named allocators on the function made from data at
// every setting of allocOptions (FuzzAllocate's) that applies to each, or,
// when one is set, at the (index mod n)-th of them only, and checks each
// allocation; an AllocError is a refusal, counted.
func allocateAll(data []byte, index int, one bool, names []string, counts map[string]*volumeCounts) error {
	f := genFunc(data)
	tt := newTestTarget()
	before := f.Format(tt)
	for _, name := range names {
		a, _ := Lookup(name)
		settings := settingsFor(name)
		if one {
			settings = settings[index%len(settings) : index%len(settings)+1]
		}
		for _, opts := range settings {
			out, _, err := a.Allocate(f, tt, opts)
			var ae *AllocError
			if errors.As(err, &ae) {
				counts[name].refused.Add(1)
				continue
			}
			if err != nil {
				return fmt.Errorf("%s %+v: %v", name, opts, err)
			}
			if err := Check(f, out, tt, opts); err != nil {
				return fmt.Errorf("%s %+v: %v", name, opts, err)
			}
			counts[name].checked.Add(1)
		}
		if f.Format(tt) != before {
			return fmt.Errorf("%s modified its input", name)
		}
	}
	return nil
}

// TestGeneratedVolume is FuzzAllocate's work at a fixed volume, without
// the fuzzing engine: -volume functions from -seed (function i from
// index -first on), each allocated by every registered allocator (or
// those of -volume-regalloc) at every setting of allocOptions and
// checked. It is deterministic: a failure names the seed and index that
// reproduce it.
//
//	go test ./regalloc -run TestGeneratedVolume -volume=1000000 -seed=1 -v
func TestGeneratedVolume(t *testing.T) {
	n := *volume
	if n == 0 {
		n = 100
		if testing.Short() {
			n = 20
		}
	}
	names := volumeAllocators(t)
	counts := map[string]*volumeCounts{}
	for _, name := range names {
		counts[name] = &volumeCounts{}
	}
	var next atomic.Int64
	next.Store(int64(*volumeFirst))
	end := int64(*volumeFirst + n)
	var mu sync.Mutex
	failed := -1
	var failure error
	start := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if int64(i) >= end {
					return
				}
				mu.Lock()
				stop := failed >= 0 && i > failed
				mu.Unlock()
				if stop {
					return
				}
				if err := allocateAll(volumeInput(*volumeSeed, i), i, *volumeOne, names, counts); err != nil {
					mu.Lock()
					if failed < 0 || i < failed {
						failed, failure = i, err
					}
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	if failed >= 0 {
		t.Fatalf("function %d of seed %d: %v\nreproduce: go test ./regalloc -run TestGeneratedVolume -seed=%d -first=%d -volume=1 -volume-regalloc=%s -volume-one-setting=%v -v",
			failed, *volumeSeed, failure, *volumeSeed, failed, strings.Join(names, ","), *volumeOne)
	}
	el := time.Since(start)
	settings := fmt.Sprintf("%d settings each", len(allocOptions))
	if *volumeOne {
		settings = "one setting each"
	}
	t.Logf("%d generated functions (seed %d, from %d) in %v (%.0f functions/s), %s:",
		n, *volumeSeed, *volumeFirst, el.Round(time.Millisecond), float64(n)/el.Seconds(), settings)
	total := int64(0)
	for _, name := range names {
		c := counts[name]
		t.Logf("  %-8s %d allocations checked, %d refused (AllocError)", name, c.checked.Load(), c.refused.Load())
		total += c.checked.Load()
	}
	if total == 0 {
		t.Error("no allocation was checked")
	}
}
