//go:build !(linux && (amd64 || arm64 || ppc64le || ppc64 || riscv64 || s390x || loong64))

package driver

// primeHugeHeap does nothing here: see hugeheap_linux.go.
func primeHugeHeap(size int) {}
