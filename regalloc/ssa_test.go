package regalloc

import (
	"errors"
	"fmt"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// allocAndCheck runs every heuristic allocator (each of its variants; mip
// has its own tests) on
// the function made from data, under several register budgets, and checks
// each allocation. A
// budget too small for some instruction must be refused with an
// AllocError, never produce unchecked code or panic.
func allocAndCheck(t *testing.T, data []byte) {
	f := genFunc(data)
	tt := newTestTarget()
	before := f.Format(tt)
	for _, name := range HeuristicNames() {
		a, _ := Lookup(name)
		for _, variant := range VariantsOf(name) {
			for _, opts := range allocOptions {
				if opts.Level > 3 && name != "ssa" {
					continue // only the SSA allocator has level 4
				}
				variant.Set(&opts)
				allocCheckOne(t, f, before, a, name+" "+variant.Name, opts)
			}
		}
	}
}

// allocCheckOne allocates f (printed as before) with a under opts and
// checks the result; a budget error is accepted.
func allocCheckOne(t *testing.T, f *mir.Func, before string, a Allocator, name string, opts Options) {
	t.Helper()
	tt := newTestTarget()
	out, st, err := a.Allocate(f, tt, opts)
	var ae *AllocError
	if errors.As(err, &ae) {
		return
	}
	if err != nil {
		t.Fatalf("%s %+v: %v", name, opts, err)
	}
	if err := Check(f, out, tt, opts); err != nil {
		t.Fatalf("%s %+v: %v\ninput:\n%s\noutput:\n%s", name, opts, err, before, out.Format(tt))
	}
	if st == nil || st.Func != f.Name {
		t.Fatalf("%s: missing statistics", name)
	}
	if f.Format(tt) != before {
		t.Fatalf("%s modified its input", name)
	}
}

// allocOptions are the settings every allocator is tried with: each level
// of the SSA allocator with and without register pressure, each of its
// phases switched off on its own, and the other allocators' switches.
var allocOptions = []Options{
	{}, {Regs: 4, FPRegs: 3}, {Regs: 3, FPRegs: 2}, {SSA: SSAOptions{LiftPhiDefs: true}, Regs: 3},
	{Level: 1}, {Level: 1, Regs: 3, FPRegs: 2}, {Level: 2, Regs: 3, FPRegs: 2}, {Level: 2, Regs: 4},
	{Level: 3, Regs: 3, FPRegs: 2, SSA: SSAOptions{LiftPhiDefs: true}},
	{Regs: 3, SSA: SSAOptions{NoPhiMemCoalesce: true}}, {Regs: 3, SSA: SSAOptions{NoPreference: true}},
	{Regs: 3, FPRegs: 2, SSA: SSAOptions{NoLoadReuse: true}}, {Regs: 3, FPRegs: 2, NoSlotSharing: true},
	{Regs: 3, FPRegs: 2, SSA: SSAOptions{SpillWeight: "sqrt"}}, {Regs: 4, SSA: SSAOptions{SpillWeight: "cost"}},
	{Regs: 3, FPRegs: 2, IRC: IRCOptions{NoBias: true, NoSlotCoalesce: true}, DSatur: DSaturOptions{NoBias: true, NoEvict: true}},
	{Level: 4}, {Level: 4, Regs: 3, FPRegs: 2}, {Level: 4, Regs: 4, FPRegs: 3, SSA: SSAOptions{NoRemat: true, CostWeight: true}},
}

func TestAllocatorsOnGeneratedFunctions(t *testing.T) {
	for i, seed := range genSeeds() {
		t.Run(fmt.Sprint(i), func(t *testing.T) { allocAndCheck(t, seed) })
	}
}

// FuzzAllocate: go test -fuzz=FuzzAllocate ./regalloc/ — random SSA
// functions with fixed registers, ties and clobbers, allocated by every
// allocator and checked. The seed corpus runs in the normal tests.
func FuzzAllocate(f *testing.F) {
	for _, s := range genSeeds() {
		f.Add(s)
	}
	f.Fuzz(allocAndCheck)
}
