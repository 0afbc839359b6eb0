package driver

import (
	"runtime"
	"syscall"
	"time"

	"github.com/ssara-project/ssara/mir"
	"github.com/ssara-project/ssara/regalloc"
)

// cpuPhase is the phase -time-passes and -stats-json show for the CPU time
// of each allocation: the allocating thread's user and system time (the
// goroutine is locked to its thread meanwhile), so garbage collection
// assists count and other functions' allocations do not. On a shared
// machine it is steadier than the wall times of the other phases;
// scripts/bigfunc.sh computes its slopes from it.
const cpuPhase = "allocation CPU"

// cpuTimed wraps an allocator and adds cpuPhase to each allocation's
// statistics.
type cpuTimed struct{ regalloc.Allocator }

// Allocate allocates f with the wrapped allocator on a locked thread.
func (a cpuTimed) Allocate(f *mir.Func, t mir.Target, opts regalloc.Options) (*mir.Func, *regalloc.Stats, error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	c0, ok0 := threadCPU()
	out, st, err := a.Allocator.Allocate(f, t, opts)
	if c1, ok1 := threadCPU(); ok0 && ok1 && st != nil {
		st.Phases = append(st.Phases, regalloc.Phase{Name: cpuPhase, Time: c1 - c0})
	}
	return out, st, err
}

// threadCPU is the calling thread's user and system time.
func threadCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
