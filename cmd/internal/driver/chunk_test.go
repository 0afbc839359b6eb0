package driver

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"testing"
)

// TestChunkedOutputIdentical compiles every corpus module whole and split
// into one chunk per function (llvmir.Split): the assembly, the warnings
// and the statistics' function names must be the same. Chunks drop what
// their code does not refer to and lower each function with another
// parse of the module's globals, so this is the test that nothing of the
// lowering depends on the rest of the module.
func TestChunkedOutputIdentical(t *testing.T) {
	files, _ := filepath.Glob("../../../testdata/ll/*/*.ll")
	if len(files) == 0 {
		t.Fatal("no corpus files")
	}
	if testing.Short() {
		files = files[:len(files)/6]
	}
	nsplit := 0
	for _, f := range files {
		if src, err := readModule(f, 1); err == nil {
			if _, ok := src.(*split); ok {
				nsplit++
			}
		}
		for _, alloc := range []string{"local", "ssa"} {
			c, err := ParseFlags([]string{"-regalloc=" + alloc, "-verify", f}, &bytes.Buffer{})
			if err != nil {
				t.Fatal(err)
			}
			whole, err := readModule(f, -1)
			if err != nil {
				t.Fatal(err)
			}
			want, _, werr := compile(whole, c, nil)
			src, err := readModule(f, 1)
			if err != nil {
				t.Fatalf("%s: split: %v", f, err)
			}
			got, _, gerr := compile(src, c, nil)
			if werr != nil || gerr != nil {
				if werr == nil || gerr == nil || werr.Error() != gerr.Error() {
					t.Errorf("%s -regalloc=%s: whole: %v; split: %v", f, alloc, werr, gerr)
				}
				continue
			}
			if !bytes.Equal(got.Asm, want.Asm) {
				t.Errorf("%s -regalloc=%s: the split module's assembly differs from the whole module's", f, alloc)
			}
			if len(got.Stats) != len(want.Stats) || len(got.Warnings) != len(want.Warnings) {
				t.Errorf("%s -regalloc=%s: %d functions, %d warnings; whole: %d, %d", f, alloc,
					len(got.Stats), len(got.Warnings), len(want.Stats), len(want.Warnings))
			}
		}
	}
	// Modules of one function, or with blockaddress, are not split: the
	// comparison above is then of a module with itself.
	if nsplit < len(files)/2 {
		t.Errorf("only %d of %d modules were split", nsplit, len(files))
	}
}

func TestHeapLimit(t *testing.T) {
	const mb = 1 << 20
	for _, tc := range []struct{ live, held, prev, max, want int64 }{
		{0, 0, 0, 0, heapFloor},
		{50 * mb, 0, 0, 0, heapFloor},
		{100 * mb, 0, 0, 0, 175 * mb},
		// A large heap: 96 MB over it from 128 MB to 154 MB, 1.625
		// times from there.
		{120 * mb, 0, 0, 0, 210 * mb},
		{140 * mb, 0, 0, 0, 236 * mb},
		{160 * mb, 0, 0, 0, 260 * mb},
		{200 * mb, 0, 0, 0, 325 * mb},
		{1 << 30, 0, 0, 0, 1664 * mb},
		{1 << 30, 0, 0, 1 << 30, 1 << 30},
		{0, 0, 0, 64 * mb, 64 * mb},
		// A phase let its data go: the limit stays at the memory held...
		{50 * mb, 300 * mb, 400 * mb, 0, 300 * mb},
		// ...but never above the limit before (what a collection
		// overshot is not kept),
		{50 * mb, 500 * mb, 400 * mb, 0, 400 * mb},
		// nor above the cap, nor instead of a higher 1.75 times live.
		{50 * mb, 300 * mb, 400 * mb, 200 * mb, 200 * mb},
		{300 * mb, 400 * mb, 600 * mb, 0, 300 * mb * 13 / 8},
		{300 * mb, 500 * mb, 600 * mb, 0, 500 * mb},
	} {
		if got := heapLimit(tc.live, tc.held, tc.prev, tc.max); got != tc.want {
			t.Errorf("heapLimit(%d, %d, %d, %d) MB = %d MB, want %d MB", tc.live/mb, tc.held/mb, tc.prev/mb, tc.max/mb, got/mb, tc.want/mb)
		}
	}
	before := debug.SetMemoryLimit(-1)
	p := paceHeap()
	if got := debug.SetMemoryLimit(-1); got != heapFloor {
		t.Errorf("paced limit %d, want the floor %d", got, heapFloor)
	}
	p.setMax(64 << 20)
	if got := debug.SetMemoryLimit(-1); got != 64<<20 {
		t.Errorf("capped limit %d, want the cap %d", got, 64<<20)
	}
	p.setMax(0)
	if got := debug.SetMemoryLimit(-1); got < heapFloor {
		t.Errorf("limit %d after the cap is lifted, want at least the floor %d", got, heapFloor)
	}
	p.stopPacing()
	if got := debug.SetMemoryLimit(-1); got != before {
		t.Errorf("limit after the pacer %d, want %d", got, before)
	}
}

// TestGCPercent checks the GC percent of a small live heap: its goal is
// heapGoalFloor, and Go's default 100 from half the floor up.
func TestGCPercent(t *testing.T) {
	const mb = 1 << 20
	for _, tc := range []struct {
		live int64
		want int
	}{
		{0, 4700}, // as for 1 MB
		{mb, 4700},
		{8 * mb, 500},
		{16 * mb, 200},
		{24 * mb, 100},
		{40 * mb, 100},
		{400 * mb, 100},
	} {
		if got := gcPercent(tc.live); got != tc.want {
			t.Errorf("gcPercent(%d MB) = %d, want %d", tc.live/mb, got, tc.want)
		}
	}
	if os.Getenv("GOGC") != "" {
		t.Skip("GOGC is set: the pacer leaves the GC percent alone")
	}
	before := debug.SetGCPercent(100)
	defer debug.SetGCPercent(before)
	// The tests before this one may leave a live heap above half the
	// floor, where the pacer keeps Go's 100.
	runtime.GC()
	live := liveHeap()
	p := paceHeap()
	if got := debug.SetGCPercent(-1); got < 100 || live < heapGoalFloor/2 && got <= 100 {
		t.Errorf("GC percent while paced at a live heap of %d MB = %d, want %d", live/mb, got, gcPercent(live))
	}
	p.stopPacing()
	if got := debug.SetGCPercent(before); got != 100 {
		t.Errorf("GC percent after the pacer %d, want 100", got)
	}
}
