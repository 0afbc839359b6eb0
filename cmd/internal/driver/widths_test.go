package driver

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/backend"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/regalloc"
)

// TestCheckerRejectsNarrowVectorSlots reverts issue 9's fix by hand: the
// lowering's slot widths (SpillBytes) are dropped, as when instruction
// selection forgot them for splats, so every allocator gives a vector an
// 8-byte slot. The checker derives widths from the instructions and must
// reject each of those allocations, while it accepts the allocations of
// the function as lowered.
func TestCheckerRejectsNarrowVectorSlots(t *testing.T) {
	for _, file := range []string{"vec_splat.O1.ll", "vec_splat.O2.ll"} {
		m, err := llvmir.ReadFile(filepath.Join("../../../testdata/ll/x86_64", file))
		if err != nil {
			t.Fatal(err)
		}
		be, err := backend.Lookup("x86-64")
		if err != nil {
			t.Fatal(err)
		}
		mod, err := be.Lower(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range regalloc.HeuristicNames() {
			a, err := regalloc.Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			opts := regalloc.Options{}
			rejected := 0
			for _, f := range mod.Funcs {
				tg := be.RegsOf(f)
				out, _, err := a.Allocate(f, tg, opts)
				if err != nil {
					t.Fatalf("%s %s %s: %v", file, name, f.Name, err)
				}
				if err := regalloc.Check(f, out, tg, opts); err != nil {
					t.Errorf("%s %s: the fixed lowering's allocation is rejected: %v", file, name, err)
				}
				reverted := f.Clone()
				reverted.SpillBytes = nil
				out, _, err = a.Allocate(reverted, tg, opts)
				if err != nil {
					t.Fatalf("%s %s %s (reverted): %v", file, name, f.Name, err)
				}
				err = regalloc.Check(reverted, out, tg, opts)
				if err != nil && strings.Contains(err.Error(), "needs 16") {
					rejected++
				} else if err != nil {
					t.Errorf("%s %s %s (reverted): unexpected error %v", file, name, f.Name, err)
				}
			}
			// The six splat_* and two build_* functions keep a vector
			// live across a call, which clobbers every XMM register.
			if rejected < 8 {
				t.Errorf("%s %s: the checker rejected %d functions with 8-byte vector slots, want at least 8", file, name, rejected)
			}
		}
	}
}
