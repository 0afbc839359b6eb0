package regalloc

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// baselineProperty verifies, on the allocated code only, the claim that
// defines a baseline allocator; it returns a description of the first
// violation.
type baselineProperty func(in, out *mir.Func) string

// simpleProperty: every virtual register has a slot of its own, every
// value defined in a register is stored by the moves right after its
// definition, and every register an instruction reads for a virtual use
// was loaded by the moves right before it: no register carries a value
// from one instruction to the next.
func simpleProperty(in, out *mir.Func) string {
	slotOf := map[mir.Reg]int{}
	owner := map[int]mir.Reg{}
	record := func(v mir.Reg, s int) string {
		if old, ok := slotOf[v]; ok && old != s {
			return fmt.Sprintf("%v is stored in two slots", v)
		}
		if o, ok := owner[s]; ok && o != v {
			return fmt.Sprintf("slot %d holds %v and %v", s, o, v)
		}
		slotOf[v], owner[s] = s, v
		return ""
	}
	defined := 0
	for _, b := range out.Blocks {
		var loaded mir.RegSet // registers written by the moves just before
		for i, ins := range b.Instrs {
			if ins.Op == mir.OpMove || ins.Op == mir.OpSwap {
				if ins.Op == mir.OpMove && ins.Src.IsSlot() && ins.Dst.IsReg() {
					loaded = loaded.Add(ins.Dst.Reg)
				}
				continue
			}
			for k, u := range ins.Uses {
				if u.IsVirtual() && ins.Op != mir.OpPhi {
					if l := ins.UseLocs[k]; l.IsReg() && !loaded.Has(l.Reg) {
						return fmt.Sprintf("b%d #%d: %v read from %v, not loaded just before", b.ID, i, u, l)
					}
				}
			}
			loaded = 0
			for k, d := range ins.Defs {
				if !d.IsVirtual() {
					continue
				}
				defined++
				l := ins.DefLocs[k]
				if l.IsSlot() {
					if msg := record(d, int(l.Slot)); msg != "" {
						return msg
					}
					continue
				}
				stored := false
				for j := i + 1; j < len(b.Instrs) && b.Instrs[j].Op == mir.OpMove; j++ {
					if mv := b.Instrs[j]; mv.Src == l && mv.Dst.IsSlot() {
						if msg := record(d, int(mv.Dst.Slot)); msg != "" {
							return msg
						}
						stored = true
						break
					}
				}
				if !stored {
					return fmt.Sprintf("b%d #%d: %v defined in %v and not stored right after", b.ID, i, d, l)
				}
			}
		}
	}
	if len(slotOf) != defined {
		return fmt.Sprintf("%d values defined, %d have slots", defined, len(slotOf))
	}
	return ""
}

// localProperty: within each block, every register read (by an
// instruction's virtual use or by a move or swap) was written earlier in
// the same block, and phi destinations live in slots: nothing reaches a
// block in a register.
func localProperty(in, out *mir.Func) string {
	for _, b := range out.Blocks {
		var written mir.RegSet
		read := func(l mir.Loc, i int, what string) string {
			if l.IsReg() && !written.Has(l.Reg) {
				return fmt.Sprintf("b%d #%d: %s reads %v, not written in the block", b.ID, i, what, l)
			}
			return ""
		}
		for i, ins := range b.Instrs {
			switch ins.Op {
			case mir.OpPhi:
				if !ins.DefLocs[0].IsSlot() {
					return fmt.Sprintf("b%d #%d: phi destination in %v", b.ID, i, ins.DefLocs[0])
				}
				continue
			case mir.OpMove, mir.OpSwap:
				if msg := read(ins.Src, i, "move"); msg != "" {
					return msg
				}
				if ins.Op == mir.OpSwap {
					if msg := read(ins.Dst, i, "swap"); msg != "" {
						return msg
					}
				}
				if ins.Dst.IsReg() {
					written = written.Add(ins.Dst.Reg)
				}
				continue
			}
			for k, u := range ins.Uses {
				if u.IsVirtual() {
					if msg := read(ins.UseLocs[k], i, "use of "+mir.FormatReg(nil, u)); msg != "" {
						return msg
					}
				}
			}
			for _, l := range ins.DefLocs {
				if l.IsReg() {
					written = written.Add(l.Reg)
				}
			}
		}
	}
	return ""
}

// baselineCases pairs each baseline with the property that defines it
// (simple is also local).
var baselineCases = []struct {
	alloc Allocator
	prop  baselineProperty
}{
	{Simple{}, simpleProperty},
	{Local{}, localProperty},
	{Simple{}, localProperty},
}

// checkBaselines allocates the function generated from data with each
// baseline under several budgets, checks every allocation and verifies the
// baseline's property on the allocated code. It returns how many
// allocations succeeded (the others were refused with an AllocError).
func checkBaselines(t *testing.T, data []byte) int {
	tt := newTestTarget()
	f := genFunc(data)
	allocated := 0
	for _, tc := range baselineCases {
		for _, opts := range []Options{{}, {Regs: 4, FPRegs: 3}, {Regs: 3, FPRegs: 2}} {
			out, st, err := tc.alloc.Allocate(f, tt, opts)
			var ae *AllocError
			if errors.As(err, &ae) {
				continue
			}
			if err != nil {
				t.Fatalf("%s %+v: %v", tc.alloc.Name(), opts, err)
			}
			if err := Check(f, out, tt, opts); err != nil {
				t.Fatalf("%s %+v: %v\n%s", tc.alloc.Name(), opts, err, out.Format(tt))
			}
			if msg := tc.prop(f, out); msg != "" {
				t.Fatalf("%s %+v: %s\n%s", tc.alloc.Name(), opts, msg, out.Format(tt))
			}
			if tc.alloc.Name() == "simple" && st.Spilled == 0 && len(f.Classes) > 0 {
				t.Fatalf("simple reports no spilled values")
			}
			allocated++
		}
	}
	return allocated
}

// TestBaselineProperties runs checkBaselines on the generator's seeds.
func TestBaselineProperties(t *testing.T) {
	allocated := 0
	for i, seed := range genSeeds() {
		t.Run(fmt.Sprint(i), func(t *testing.T) { allocated += checkBaselines(t, seed) })
	}
	if allocated < len(genSeeds())*len(baselineCases) {
		t.Fatalf("only %d allocations succeeded", allocated)
	}
}

// FuzzBaselines: go test -fuzz=FuzzBaselines ./regalloc/ — random SSA
// functions allocated by simple and local, checked, and their defining
// properties verified. The seed corpus runs in the normal tests.
func FuzzBaselines(f *testing.F) {
	for _, s := range genSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) { checkBaselines(t, data) })
}

// TestLocalKeepsValuesInBlock shows that local is not simple: within a
// block a value defined once and read three times is loaded at most once.
func TestLocalKeepsValuesInBlock(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "keep"}
	b := f.NewBlock("entry")
	x := f.NewReg(mir.GPR)
	y := f.NewReg(mir.GPR)
	z := f.NewReg(mir.GPR)
	b.Instrs = []*mir.Instr{
		mir.NewInstr(mir.OpCopy, []mir.Reg{x}, []mir.Reg{1}, nil),
		mir.NewInstr(topMul, []mir.Reg{y}, []mir.Reg{x, x}, nil),
		mir.NewInstr(topMul, []mir.Reg{z}, []mir.Reg{y, x}, nil),
		mir.NewInstr(mir.OpCopy, []mir.Reg{1}, []mir.Reg{z}, nil),
		tterm(tins(topRet, nil, 1)),
	}
	for _, tc := range []struct {
		alloc                  Allocator
		loads, stores, spilled int
	}{
		// local: x, y and z stay in registers.
		{Local{}, 0, 0, 0},
		// simple: x is stored by its copy, y and z after their defs; x is
		// loaded once for each of the two instructions that read it, y
		// once, and z by the final copy.
		{Simple{}, 4, 3, 3},
	} {
		out, st, err := tc.alloc.Allocate(f, tt, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if err := Check(f, out, tt, Options{}); err != nil {
			t.Fatal(err)
		}
		if st.Loads != tc.loads || st.Stores != tc.stores || st.Spilled != tc.spilled {
			t.Errorf("%s: %d loads, %d stores, %d spilled; want %d, %d, %d\n%s", tc.alloc.Name(),
				st.Loads, st.Stores, st.Spilled, tc.loads, tc.stores, tc.spilled, out.Format(tt))
		}
	}
}

// TestBaselineBudgetTooSmall: an instruction that reads two values cannot
// be allocated with one register; the baselines say so with an AllocError.
func TestBaselineBudgetTooSmall(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "two"}
	b := f.NewBlock("entry")
	x, y, z := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	b.Instrs = []*mir.Instr{
		mir.NewInstr(mir.OpCopy, []mir.Reg{x}, []mir.Reg{1}, nil),
		mir.NewInstr(mir.OpCopy, []mir.Reg{y}, []mir.Reg{2}, nil),
		mir.NewInstr(topMul, []mir.Reg{z}, []mir.Reg{x, y}, nil),
		mir.NewInstr(mir.OpCopy, []mir.Reg{1}, []mir.Reg{z}, nil),
		tterm(tins(topRet, nil, 1)),
	}
	for _, a := range []Allocator{Simple{}, Local{}} {
		for _, tc := range []struct {
			regs int
			ok   bool
		}{{1, false}, {2, true}} {
			out, _, err := a.Allocate(f, tt, Options{Regs: tc.regs})
			var ae *AllocError
			switch {
			case tc.ok && err != nil:
				t.Errorf("%s regs=%d: %v", a.Name(), tc.regs, err)
			case tc.ok:
				if err := Check(f, out, tt, Options{Regs: tc.regs}); err != nil {
					t.Errorf("%s regs=%d: %v", a.Name(), tc.regs, err)
				}
			case !errors.As(err, &ae):
				t.Errorf("%s regs=%d: want an AllocError, got %v", a.Name(), tc.regs, err)
			case !strings.Contains(err.Error(), "budget"):
				t.Errorf("%s regs=%d: unclear message %q", a.Name(), tc.regs, err)
			}
		}
	}
}
