//go:build linux && (amd64 || arm64 || ppc64le || ppc64 || riscv64 || s390x || loong64)

package driver

// Huge pages for the heap (issue 16). A page fault comes with the first
// touch of each 4 KB of memory, and on the virtual machines ssara is
// measured on one costs some 11 µs: a compilation that touches 140 MB of
// heap (bigfunc's 4,000 statements) spent half a second of its 2.6 s in
// 50,000 faults, and one of 250 statements half of its 0.2 s. Go's
// runtime does not ask for transparent huge pages for its heap (not since
// Go 1.21.1), and where the kernel gives them only to memory that asks
// for them (the "madvise" setting, as on those machines) the heap gets
// none. So once the input is read, ssara makes the heap grow by one large
// allocation, asks for huge pages on the memory it got (madvise
// MADV_HUGEPAGE), and lets it go (debug.FreeOSMemory: a collection of a
// heap that holds little more than the input, and the memory returned
// unused). Go's page allocator takes the lowest free addresses first, so
// the heap then grows into that memory, a 2 MB page a fault: bigfunc's
// 4,000 statements fault 15,000 times instead of 50,000, its 250
// statements 1,500 instead of 9,700 (docs/PERFORMANCE.md, session 55).
//
// The memory is not touched before the heap uses it, so the process's
// resident size grows only by what part of a huge page the heap leaves
// unused. Nothing is done for an input under hugeHeapMinInput, where
// huge pages are not the kernel's "madvise" setting ("always" gives them
// already, "never" not at all), under a limit on the address space (the
// large allocation counts against it), or with GODEBUG=disablethp=1
// (the runtime's own switch against huge pages for the heap). Where free
// memory is fragmented the kernel may compact it to find a huge page (its
// "defrag" setting), and a fault waits for that: on such a machine
// GODEBUG=disablethp=1 is the way back to 4 KB pages.

import (
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"unsafe"
)

const (
	// hugeHeapPerByte is the heap to prepare for each byte of input:
	// a function parsed whole peaks at some 45 bytes of heap for each
	// byte of its text (bigfunc's 4,000 statements: 3.0 MB of IR, 137
	// MB resident); modules parsed in chunks (llvmir.Split) at less.
	hugeHeapPerByte = 64
	// hugeHeapMinInput is the least input for which the heap is
	// prepared: the preparation costs some 5 ms (mostly the collection),
	// which an input of 60 KB or so saves in faults (the corpus's
	// list_tree.O0.ll, 0.08 s) and a smaller one does not.
	hugeHeapMinInput = 64 << 10
	// The least and most heap prepared: above the heap's first goal
	// (heapGoalFloor), under which a collection reuses the heap's memory,
	// and a bound on the address space taken.
	hugeHeapMin = 64 << 20
	hugeHeapMax = 2 << 30
	// madvHugepage is Linux's MADV_HUGEPAGE.
	madvHugepage = 14
)

var hugeHeapOnce sync.Once

// primeHugeHeap prepares the heap's memory for huge pages, once a process,
// for a compilation of size bytes of input.
func primeHugeHeap(size int) {
	if size < hugeHeapMinInput {
		return
	}
	hugeHeapOnce.Do(func() {
		if hugePagesAdvised() {
			adviseHuge(min(max(size*hugeHeapPerByte, hugeHeapMin), hugeHeapMax))
		}
	})
}

// hugePagesAdvised says whether huge pages come to memory that asks for
// them and the process may ask.
func hugePagesAdvised() bool {
	if strings.Contains(os.Getenv("GODEBUG"), "disablethp=1") {
		return false
	}
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &lim); err != nil || lim.Cur != ^uint64(0) {
		return false
	}
	b, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	return err == nil && strings.Contains(string(b), "[madvise]")
}

// hugePageSize is the kernel's huge page size, 0 if it does not say.
func hugePageSize() uintptr {
	b, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/hpage_pmd_size")
	if err != nil {
		return 0
	}
	n, err := strconv.ParseUint(strings.TrimSpace(string(b)), 10, 64)
	if err != nil || n&(n-1) != 0 {
		return 0
	}
	return uintptr(n)
}

// adviseHuge grows the heap by n bytes, asks for huge pages on the whole
// huge pages inside them, and returns the memory unused; it returns the
// range advised (empty if none).
func adviseHuge(n int) (start, end uintptr) {
	hp := hugePageSize()
	if hp == 0 {
		return 0, 0
	}
	b := make([]byte, n)
	p := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	start = (p + hp - 1) &^ (hp - 1)
	end = (p + uintptr(n)) &^ (hp - 1)
	if start < end {
		// Advice that fails changes nothing: the heap keeps its pages.
		if _, _, e := syscall.Syscall(syscall.SYS_MADVISE, start, end-start, madvHugepage); e != 0 {
			start, end = 0, 0
		}
	}
	// b is not used again: the collection frees it, and its memory
	// goes back unused.
	debug.FreeOSMemory()
	return start, end
}
