package regalloc

import (
	"errors"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// tstore is a store of a and b whose uses may not occupy the registers in
// forbid (like PowerPC's r0 as a base register).
func tstore(a, b mir.Reg, forbid ...mir.Reg) *mir.Instr {
	in := tins(topStore, nil, a, b)
	for _, r := range forbid {
		in.UseForbid = in.UseForbid.Add(r)
	}
	return in
}

// tret returns p1.
func tret() *mir.Instr { return tterm(tins(topRet, nil, 1)) }

// oneBlock makes a function of one block holding ins, with nregs GPR
// virtual registers v0..v(nregs-1).
func oneBlock(name string, nregs int, ins ...*mir.Instr) *mir.Func {
	f := &mir.Func{Name: name}
	for i := 0; i < nregs; i++ {
		f.NewReg(mir.GPR)
	}
	b := f.NewBlock("entry")
	b.Instrs = ins
	mir.DeriveSpillBytes(f, newTestTarget())
	return f
}

// allocChecked allocates f with allocator name under opts and checks the
// result.
func allocChecked(t *testing.T, name string, f *mir.Func, opts Options) (*mir.Func, *Stats) {
	t.Helper()
	a, err := Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	tt := newTestTarget()
	before := f.Format(tt)
	out, st, err := a.Allocate(f, tt, opts)
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(f, out, tt, opts); err != nil {
		t.Fatalf("%v\n%s", err, out.Format(tt))
	}
	if f.Format(tt) != before {
		t.Fatal("the input was modified")
	}
	return out, st
}

// locOf is the location out gives the def of r (in the instruction that
// defines it, or a phi).
func locOf(t *testing.T, out *mir.Func, r mir.Reg) mir.Loc {
	t.Helper()
	for _, b := range out.Blocks {
		for _, in := range b.Instrs {
			for k, d := range in.Defs {
				if d == r && in.Op != mir.OpMove && in.Op != mir.OpSwap && in.Op != mir.OpRemat {
					return in.DefLocs[k]
				}
			}
		}
	}
	t.Fatalf("%s is not defined", mir.FormatReg(nil, r))
	return mir.Loc{}
}

// TestCoalesceSlots: the slots of a copy's two sides become one when their
// values never live at once, even where plain slot colouring puts them
// apart; interfering values keep apart; nothing is shared after setjmp.
func TestCoalesceSlots(t *testing.T) {
	x, y, z := tv(0), tv(1), tv(2)
	mk := func() (*mir.Func, []mir.Loc) {
		f := oneBlock("slots", 3,
			tconst(x, 1),
			tins(mir.OpCopy, tregs(y), x), // x dies
			tconst(z, 2),                  // z lives with y, not with x
			tstore(y, z),
			tret())
		f.Slots = []mir.Slot{{Size: 8, Align: 8}, {Size: 16, Align: 16}, {Size: 8, Align: 8}}
		// z is in slot 0, x in 1 (16 bytes), y in 2: colouring alone
		// gives x and z one slot (first fit, largest first), and y,
		// which lives with z, another.
		return f, []mir.Loc{mir.SlotLoc(1), mir.SlotLoc(2), mir.SlotLoc(0)}
	}
	f, loc := mk()
	ShareSlots(f, ComputeLiveness(f), loc)
	if loc[0] == loc[1] || loc[0] != loc[2] || len(f.Slots) != 2 {
		t.Errorf("ShareSlots: x %v, y %v, z %v, %d slots; want x with z, y apart", loc[0], loc[1], loc[2], len(f.Slots))
	}
	f, loc = mk()
	CoalesceSlots(f, ComputeLiveness(f), loc, nil)
	if loc[0] != loc[1] || loc[1] == loc[2] || len(f.Slots) != 2 {
		t.Fatalf("CoalesceSlots: x %v, y %v, z %v, %d slots; want x with y, z apart", loc[0], loc[1], loc[2], len(f.Slots))
	}
	if s := f.Slots[loc[0].Slot]; s.Size != 16 || s.Align != 16 {
		t.Errorf("merged slot %+v, want 16 bytes (x's)", s)
	}
	f, loc = mk()
	f.ReturnsTwice = true
	CoalesceSlots(f, ComputeLiveness(f), loc, nil)
	if len(f.Slots) != 3 || loc[0] != mir.SlotLoc(1) {
		t.Errorf("ReturnsTwice: %d slots, x in %v; want nothing shared", len(f.Slots), loc[0])
	}
}

// TestRoundsBudgetError: an instruction that needs more registers than
// the budget has makes the graph allocators refuse with an AllocError
// naming the budget and the instruction, not loop or emit bad code.
func TestRoundsBudgetError(t *testing.T) {
	v := tv
	f := oneBlock("tiny", 3,
		tconst(v(0), 1),
		tconst(v(1), 2),
		tins(topMul, tregs(v(2)), v(0), v(1)),
		tins(mir.OpCopy, tregs(1), v(2)),
		tret())
	for _, name := range []string{"irc", "dsatur"} {
		a, _ := Lookup(name)
		_, _, err := a.Allocate(f, newTestTarget(), Options{Regs: 1})
		var ae *AllocError
		if !errors.As(err, &ae) || !strings.Contains(err.Error(), "budget") || !strings.Contains(err.Error(), "mul") {
			t.Errorf("%s at 1 register: %v, want a budget AllocError at the mul", name, err)
		}
		allocChecked(t, name, f, Options{Regs: 2})
	}
}
