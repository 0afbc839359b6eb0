//go:build linux && (amd64 || arm64 || ppc64le || ppc64 || riscv64 || s390x || loong64)

package driver

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"
	"unsafe"
)

// TestHugeHeap: where the kernel gives huge pages to memory that asks,
// adviseHuge leaves the heap's memory marked for them (the "hg" flag of
// its mapping in /proc/self/smaps) and the heap's next large allocation
// lies in memory so marked.
func TestHugeHeap(t *testing.T) {
	if !hugePagesAdvised() || hugePageSize() == 0 {
		t.Skip("transparent huge pages are not the kernel's madvise setting here")
	}
	start, end := adviseHuge(64 << 20)
	if start >= end {
		t.Fatal("adviseHuge advised no memory")
	}
	if flags := vmFlags(t, start); !strings.Contains(" "+flags+" ", " hg ") {
		t.Errorf("the heap's memory at %#x is not marked for huge pages: VmFlags %q", start, flags)
	}
	// The advice starts at the first whole huge page of the memory the
	// heap grew by, and an earlier advice (go test -count) may have
	// left memory below it free and marked: the allocation's middle is
	// in marked memory.
	b := make([]byte, 16<<20)
	mid := uintptr(unsafe.Pointer(unsafe.SliceData(b))) + uintptr(len(b)/2)
	if flags := vmFlags(t, mid); !strings.Contains(" "+flags+" ", " hg ") {
		t.Errorf("a 16 MB allocation after the advice is at %#x, not in memory marked for huge pages (VmFlags %q; advised %#x-%#x)", mid, flags, start, end)
	}
	runtime.KeepAlive(b)
}

// vmFlags is the VmFlags line of the mapping that holds addr.
func vmFlags(t *testing.T, addr uintptr) string {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		var lo, hi uintptr
		if n, _ := fmt.Sscanf(line, "%x-%x", &lo, &hi); n == 2 && strings.Contains(line, " ") {
			in = lo <= addr && addr < hi
			continue
		}
		if in && strings.HasPrefix(line, "VmFlags:") {
			return strings.TrimSpace(strings.TrimPrefix(line, "VmFlags:"))
		}
	}
	t.Fatalf("no mapping holds %#x", addr)
	return ""
}
