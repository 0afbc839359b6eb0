package regalloc

import "github.com/ssara-project/ssara/mir"

// Simple is the paper's first baseline (Pereira section 5, "simple"):
// every virtual register lives in its own stack slot. Each instruction
// loads its operands into registers just before it and stores its results
// just after it; no register holds a value from one instruction to the
// next. Copies become the single transfer they describe (a load, a store
// or a memory-to-memory move) and phis memory-to-memory transfers at the
// ends of the predecessors (SequentializeParallelCopy, after critical
// edges are split). It shares the machinery of Local, with every value
// treated as living across block boundaries and registers forgotten after
// every instruction.
type Simple struct{}

func init() { Register(Simple{}) }

// Name implements Allocator.
func (Simple) Name() string { return "simple" }

// Allocate implements Allocator.
func (Simple) Allocate(in *mir.Func, t mir.Target, opts Options) (*mir.Func, *Stats, error) {
	return allocateBaseline(in, t, opts, false)
}
