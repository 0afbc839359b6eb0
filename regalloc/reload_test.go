package regalloc

import (
	"errors"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// TestRemoveRedundantReloadsAcrossBlocks: what a block's end knows flows
// into a successor with no other predecessor only when asked, never into
// a join, and a phi's location in the successor forgets what it held; a
// register outside the budget serves no reload at all.
func TestRemoveRedundantReloadsAcrossBlocks(t *testing.T) {
	s0 := mir.SlotLoc(0)
	p1, p2 := mir.RegLoc(1), mir.RegLoc(2)
	build := func(phiInB1 bool) *mir.Func {
		f := &mir.Func{Name: "rr", Slots: []mir.Slot{{Size: 8, Align: 8}}}
		b0, b1, b2 := f.NewBlock("b0"), f.NewBlock("b1"), f.NewBlock("b2")
		tedges(b0, b1, b0, b2, b1, b2)
		br := tterm(tins(topBr, nil))
		br.Placement = &mir.Placement{UseLocs: []mir.Loc{p1}}
		b0.Instrs = []*mir.Instr{tmove(p1, s0, mir.GPR), br}
		b1.Instrs = []*mir.Instr{tmove(p1, s0, mir.GPR), tmove(p2, s0, mir.GPR), tjump()}
		if phiInB1 {
			phi := tins(mir.OpPhi, nil)
			phi.Placement = &mir.Placement{DefLocs: []mir.Loc{p1}}
			b1.Instrs = append([]*mir.Instr{phi}, b1.Instrs...)
		}
		b2.Instrs = []*mir.Instr{tmove(p1, s0, mir.GPR), tplaced(tterm(tins(topRet, nil)))}
		return f
	}
	both := mir.RegSet(0).Add(1).Add(2)
	for _, tc := range []struct {
		name   string
		regs   mir.RegSet // the budget
		across bool
		phi    bool
		n      int // loads removed or turned into moves
		b1     int // instructions left in b1
	}{
		{"within blocks", both, false, false, 1, 3}, // b1's second load becomes a move
		{"across blocks", both, true, false, 2, 2},  // b1's first load goes, its second becomes a move
		{"phi forgets p1", both, true, true, 1, 4},
		// p1 outside the budget: what it holds serves no load, in b1 or
		// after b0.
		{"p1 outside the budget", mir.RegSet(0).Add(2), true, false, 0, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := build(tc.phi)
			if n := RemoveRedundantReloads(f, tc.regs, tc.across); n != tc.n {
				t.Errorf("removed %d, want %d", n, tc.n)
			}
			if got := len(f.Blocks[1].Instrs); got != tc.b1 {
				t.Errorf("b1 has %d instructions, want %d", got, tc.b1)
			}
			if got := len(f.Blocks[2].Instrs); got != 2 {
				t.Errorf("the join b2 lost its load: %d instructions", got)
			}
			for _, in := range f.Blocks[1].Instrs {
				if in.Op == mir.OpMove && in.Dst == p2 && in.Src != p1 && in.Src != s0 {
					t.Errorf("p2 is loaded from %v", in.Src)
				}
			}
		})
	}
}

// TestRemoveRedundantReloadsCopies: a copy that reads a slot whose value a
// register of the budget still holds reads the register (a call's
// argument taken from the register the result came in, not from the
// slot it was stored to), and a store that no load reads any more goes;
// a store a successor loads, or that fills a phi's slot, stays. Every
// result passes the checker.
func TestRemoveRedundantReloadsCopies(t *testing.T) {
	tt := newTestTarget()
	// b0: v0 = copy p1 (stored to s0 by the copy); v1 = copy p2 (in p3,
	// stored to s1 by a Move); p2 = copy v0 (reads s0); br v1 -> b1, b2
	// b1: p1 = copy v1 (reads s1); ret p1
	// b2: p1 = copy v0 (reads s0); ret p1
	build := func() (in, out *mir.Func) {
		f := &mir.Func{Name: "copies"}
		f.NewReg(mir.GPR)
		f.NewReg(mir.GPR)
		b0, b1, b2 := f.NewBlock("b0"), f.NewBlock("b1"), f.NewBlock("b2")
		tedges(b0, b1, b0, b2)
		b0.Instrs = []*mir.Instr{
			tins(mir.OpCopy, tregs(tv(0)), 1),
			tins(mir.OpCopy, tregs(tv(1)), 2),
			tins(mir.OpCopy, tregs(2), tv(0)),
			tterm(tins(topBr, nil, tv(1))),
		}
		b1.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(1), tv(1)), tterm(tins(topRet, nil, 1))}
		b2.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(1), tv(0)), tterm(tins(topRet, nil, 1))}
		out = f.Clone()
		tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locS(0), tv(1): locR(3)})
		out.Slots = []mir.Slot{{Size: 8, Align: 8}, {Size: 8, Align: 8}}
		// v1 is stored after its copy and reloaded in b1.
		tstInsert(out.Blocks[0], 2, tmove(locS(1), locR(3), mir.GPR))
		out.Blocks[1].Instrs[0].UseLocs[0] = locS(1)
		return f, out
	}
	in, out := build()
	if err := Check(in, out, tt, Options{}); err != nil {
		t.Fatalf("before: %v\n%s", err, out.Format(tt))
	}
	n := RemoveRedundantReloads(out, BudgetRegs(tt, Options{}), false)
	if err := Check(in, out, tt, Options{}); err != nil {
		t.Fatalf("after: %v\n%s", err, out.Format(tt))
	}
	b0 := out.Blocks[0]
	if got := b0.Instrs[3].UseLocs[0]; got != locR(1) {
		t.Errorf("b0's copy into p2 reads %v, want p1 (which still holds v0):\n%s", got, out.Format(tt))
	}
	if got := out.Blocks[2].Instrs[0].UseLocs[0]; got != locS(0) {
		t.Errorf("b2's copy reads %v, want the slot s0 (p1 is not carried across blocks)", got)
	}
	if n != 1 {
		t.Errorf("RemoveRedundantReloads reports %d, want 1 (the copy; b2 still loads s0, so its store stays):\n%s", n, out.Format(tt))
	}
	if got := len(b0.Instrs); got != 5 {
		t.Errorf("b0 has %d instructions, want 5 (s1's store stays: b1 loads it):\n%s", got, out.Format(tt))
	}

	// Without b2's load, v0's store into s0 (made by its copy) is dead:
	// the copy leaves v0 in p1.
	in, out = build()
	in.Blocks[2].Instrs[0].Uses[0] = tv(1)
	out.Blocks[2].Instrs[0].Uses[0] = tv(1)
	out.Blocks[2].Instrs[0].UseLocs[0] = locS(1)
	if n := RemoveRedundantReloads(out, BudgetRegs(tt, Options{}), false); n != 2 {
		t.Errorf("RemoveRedundantReloads reports %d, want 2 (the copy's read and its store):\n%s", n, out.Format(tt))
	}
	if got := out.Blocks[0].Instrs[0].DefLocs[0]; got != locR(1) {
		t.Errorf("v0's copy writes %v, want p1 (s0 is never read)", got)
	}
	if err := Check(in, out, tt, Options{}); err != nil {
		t.Fatalf("dead store: %v\n%s", err, out.Format(tt))
	}

	// The same with p1 outside the budget: v0 may not stay in p1, so its
	// copy keeps the store (TestCorpusStressRegalloc: a parameter's
	// copy at 2 GPRs left in rsi).
	in, out = build()
	in.Blocks[2].Instrs[0].Uses[0] = tv(1)
	out.Blocks[2].Instrs[0].Uses[0] = tv(1)
	out.Blocks[2].Instrs[0].UseLocs[0] = locS(1)
	in.Blocks[0].Instrs[2].Uses[0] = tv(1) // nothing reads v0 any more
	out.Blocks[0].Instrs[3].Uses[0] = tv(1)
	out.Blocks[0].Instrs[3].UseLocs[0] = locR(3)
	RemoveRedundantReloads(out, mir.RegSet(0).Add(2).Add(3), false)
	if got := out.Blocks[0].Instrs[0].DefLocs[0]; got != locS(0) {
		t.Errorf("with p1 outside the budget, v0's copy writes %v, want its slot s0", got)
	}
	if err := Check(in, out, tt, Options{}); err != nil {
		t.Fatalf("p1 outside the budget: %v\n%s", err, out.Format(tt))
	}
}

// TestRemoveRedundantRemats: a remat into a register that a remat of the
// same value in the block already filled, with nothing writing the
// register in between, goes; after a write of the register it stays.
func TestRemoveRedundantRemats(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		name    string
		clobber bool
		remats  int
	}{
		{"register still holds the value", false, 1},
		{"register written in between", true, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// v0 = const 7; store v0, v0 (v0 rematerialized for each use,
			// the second time after v1 = const 1 overwrites p1 or not);
			// ret p2.
			f := &mir.Func{Name: "remats"}
			f.NewReg(mir.GPR)
			f.NewReg(mir.GPR)
			b0 := f.NewBlock("b0")
			def := tconst(tv(0), 7)
			b0.Instrs = []*mir.Instr{
				def,
				tins(topStore, nil, tv(0), tv(0)),
				tconst(tv(1), 1),
				tins(topStore, nil, tv(0), tv(1)),
				tins(mir.OpCopy, tregs(1), tv(1)),
				tterm(tins(topRet, nil, 1)),
			}
			out := f.Clone()
			other := locR(2)
			if tc.clobber {
				other = locR(1)
			}
			tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locR(1), tv(1): other})
			ob := out.Blocks[0]
			remat := func() *mir.Instr {
				x := def.Clone()
				x.Placement = &mir.Placement{DefLocs: []mir.Loc{locR(1)}}
				return mir.NewRemat(locR(1), mir.GPR, x)
			}
			// The definition is gone (rematerialized): one remat before
			// each store.
			ob.Instrs = []*mir.Instr{remat(), ob.Instrs[1], ob.Instrs[2], remat(), ob.Instrs[3], ob.Instrs[4], ob.Instrs[5]}
			if tc.clobber {
				// v1 in p1: the second store reads v0 from p1, so v1
				// must go elsewhere; put it in p2 but write p1 with a
				// move of v1 first.
				ob.Instrs[2].DefLocs[0] = locR(2)
				ob.Instrs = append(ob.Instrs[:3], append([]*mir.Instr{tmove(locR(1), locR(2), mir.GPR)}, ob.Instrs[3:]...)...)
				for _, x := range ob.Instrs {
					if x.Op == topStore && x.Uses[1] == tv(1) {
						x.UseLocs[1] = locR(2)
					}
					if x.Op == mir.OpCopy && x.Uses[0] == tv(1) {
						x.UseLocs[0] = locR(2)
					}
				}
			}
			if err := Check(f, out, tt, Options{}); err != nil {
				t.Fatalf("before: %v\n%s", err, out.Format(tt))
			}
			RemoveRedundantReloads(out, BudgetRegs(tt, Options{}), false)
			if err := Check(f, out, tt, Options{}); err != nil {
				t.Fatalf("after: %v\n%s", err, out.Format(tt))
			}
			n := 0
			for _, x := range out.Blocks[0].Instrs {
				if x.Op == mir.OpRemat {
					n++
				}
			}
			if n != tc.remats {
				t.Errorf("%d remats left, want %d:\n%s", n, tc.remats, out.Format(tt))
			}
		})
	}
}

// TestRemoveRedundantReloadsSelfCopy: a copy from a slot into the
// register that still holds the slot's value (stored there a moment
// before) reads the register instead and makes no code (calls_pressure's
// double spilled by a copy and read back into xmm0 by the next one).
// The register then holds the copy's name: a later reload of the slot's
// value into it stays, and the checker accepts both.
func TestRemoveRedundantReloadsSelfCopy(t *testing.T) {
	tt := newTestTarget()
	// b0: v0 = copy p1 (v0 in s0: a store); v1 = copy v0 (v1 in p1);
	//     p2 = copy v1; p1 = copy v0 (through a reload of s0 into p1); ret p1
	build := func() (in, out *mir.Func) {
		f := &mir.Func{Name: "selfcopy"}
		f.NewReg(mir.GPR)
		f.NewReg(mir.GPR)
		b0 := f.NewBlock("b0")
		b0.Instrs = []*mir.Instr{
			tins(mir.OpCopy, tregs(tv(0)), 1),
			tins(mir.OpCopy, tregs(tv(1)), tv(0)),
			tins(mir.OpCopy, tregs(2), tv(1)),
			tins(mir.OpCopy, tregs(1), tv(0)),
			tterm(tins(topRet, nil, 1)),
		}
		out = f.Clone()
		tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locS(0), tv(1): locR(1)})
		out.Slots = []mir.Slot{{Size: 8, Align: 8}}
		tstInsert(out.Blocks[0], 3, tmove(locR(1), locS(0), mir.GPR))
		out.Blocks[0].Instrs[4].UseLocs[0] = locR(1)
		return f, out
	}
	in, out := build()
	if err := Check(in, out, tt, Options{}); err != nil {
		t.Fatalf("before: %v\n%s", err, out.Format(tt))
	}
	RemoveRedundantReloads(out, BudgetRegs(tt, Options{}), false)
	if err := Check(in, out, tt, Options{}); err != nil {
		t.Fatalf("after: %v\n%s", err, out.Format(tt))
	}
	b0 := out.Blocks[0]
	if got := b0.Instrs[1].UseLocs[0]; got != locR(1) {
		t.Errorf("v1's copy reads %v, want p1 (which holds v0 since its store):\n%s", got, out.Format(tt))
	}
	if got := b0.Instrs[3]; got.Op != mir.OpMove || got.Src != locS(0) || got.Dst != locR(1) {
		t.Errorf("the reload of v0 into p1 went or changed (p1 holds v1's name by then):\n%s", out.Format(tt))
	}
}

// TestKeepSpilledCopies: a copy stored straight to its slot and reloaded
// later in its block into a register nothing touches in between writes
// that register instead, and a Move stores it after the copy; with the
// register written in between, or the copy's source a register of the
// budget that still holds the value, nothing changes. The slot still
// holds the value for a later reload, and the result passes the checker.
func TestKeepSpilledCopies(t *testing.T) {
	tt := newTestTarget()
	opts := Options{Regs: 3} // p1-p3; p4 is outside the budget
	for _, tc := range []struct {
		name    string
		src     mir.Reg // the copy's source
		between mir.Loc // where v1 = const 1 goes between the copy and the reload; none if zero
		kept    bool    // the reload goes
	}{
		{"adjacent", 4, mir.Loc{}, true},
		{"another register written in between", 4, locR(3), true},
		{"the reload's register written in between", 4, locR(2), false},
		{"a budget register still holds it", 3, mir.Loc{}, false},
		{"a budget register that held it is written in between", 3, locR(3), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// v0 = copy src; [v1 = const 1;] store v0, v0 (reloaded
			// into p2); p1 = copy v0 (from the slot); ret p1
			f := &mir.Func{Name: "keep"}
			f.NewReg(mir.GPR)
			f.NewReg(mir.GPR)
			b0 := f.NewBlock("b0")
			b0.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(tv(0)), tc.src)}
			locs := map[mir.Reg]mir.Loc{tv(0): locS(0)}
			if tc.between != (mir.Loc{}) {
				b0.Instrs = append(b0.Instrs, tconst(tv(1), 1))
				locs[tv(1)] = tc.between
			}
			b0.Instrs = append(b0.Instrs, tins(topStore, nil, tv(0), tv(0)),
				tins(mir.OpCopy, tregs(1), tv(0)), tterm(tins(topRet, nil, 1)))
			out := f.Clone()
			out.Slots = []mir.Slot{{Size: 8, Align: 8}}
			tstAssign(out, locs)
			ob := out.Blocks[0]
			st := len(ob.Instrs) - 3
			ob.Instrs[st].UseLocs = []mir.Loc{locR(2), locR(2)}
			tstInsert(ob, st, tmove(locR(2), locS(0), mir.GPR))
			if err := Check(f, out, tt, opts); err != nil {
				t.Fatalf("before: %v\n%s", err, out.Format(tt))
			}
			n := KeepSpilledCopies(out, BudgetRegs(tt, opts))
			if err := Check(f, out, tt, opts); err != nil {
				t.Fatalf("after: %v\n%s", err, out.Format(tt))
			}
			want := 0
			if tc.kept {
				want = 1
			}
			if n != want {
				t.Errorf("removed %d reloads, want %d:\n%s", n, want, out.Format(tt))
			}
			c := ob.Instrs[0]
			if got := c.DefLocs[0] == locR(2); got != tc.kept {
				t.Errorf("the copy writes %v:\n%s", c.DefLocs[0], out.Format(tt))
			}
			if tc.kept {
				if mv := ob.Instrs[1]; mv.Op != mir.OpMove || mv.Dst != locS(0) || mv.Src != locR(2) {
					t.Errorf("no store of p2 after the copy:\n%s", out.Format(tt))
				}
			}
		})
	}
}

// TestCopyBack: a copy into a register outside the budget may read the
// value there after a copy that stored that register to a slot, with
// only copies into other slots in between (another parameter stored);
// KeepSpilledCopies makes it so, and the reload goes. With any other
// instruction in between, where the register would hold the value beyond
// the budget, the checker rejects the read.
func TestCopyBack(t *testing.T) {
	tt := newTestTarget()
	opts := Options{Regs: 3} // p4 and p5 are outside the budget
	for _, tc := range []struct {
		name    string
		between string // "", "copy" (v1 = copy p5, to s1), "const" (v1 = const 1, in p1)
		back    bool   // the copy into p4 reads p4
	}{
		{"adjacent", "", true},
		{"another parameter stored in between", "copy", true},
		{"a register written in between", "const", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// v0 = copy p4 (to s0); [between]; p4 = copy v0; store v0, p4; ret
			f := &mir.Func{Name: "back"}
			f.NewReg(mir.GPR)
			f.NewReg(mir.GPR)
			b0 := f.NewBlock("b0")
			b0.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(tv(0)), 4)}
			locs := map[mir.Reg]mir.Loc{tv(0): locS(0)}
			switch tc.between {
			case "copy":
				b0.Instrs = append(b0.Instrs, tins(mir.OpCopy, tregs(tv(1)), 5))
				locs[tv(1)] = locS(1)
			case "const":
				b0.Instrs = append(b0.Instrs, tconst(tv(1), 1))
				locs[tv(1)] = locR(1)
			}
			b0.Instrs = append(b0.Instrs, tins(mir.OpCopy, tregs(4), tv(0)), tins(topStore, nil, tv(0), 4), tterm(tins(topRet, nil)))
			out := f.Clone()
			out.Slots = []mir.Slot{{Size: 8, Align: 8}, {Size: 8, Align: 8}}
			tstAssign(out, locs)
			ob := out.Blocks[0]
			back := ob.Instrs[len(ob.Instrs)-3]
			st := ob.Instrs[len(ob.Instrs)-2]
			st.UseLocs[0] = locR(2)
			tstInsert(ob, len(ob.Instrs)-2, tmove(locR(2), locS(0), mir.GPR))
			if err := Check(f, out, tt, opts); err != nil {
				t.Fatalf("before: %v\n%s", err, out.Format(tt))
			}
			KeepSpilledCopies(out, BudgetRegs(tt, opts))
			if err := Check(f, out, tt, opts); err != nil {
				t.Fatalf("after: %v\n%s", err, out.Format(tt))
			}
			if got := back.UseLocs[0] == locR(4); got != tc.back {
				t.Errorf("the copy into p4 reads %v\n%s", back.UseLocs[0], out.Format(tt))
			}
			if !tc.back {
				back.UseLocs[0] = locR(4)
				if err := Check(f, out, tt, opts); err == nil || !strings.Contains(err.Error(), "not an allowed register") {
					t.Errorf("a copy reading p4 after a register is written: %v, want it rejected\n%s", err, out.Format(tt))
				}
			}
		})
	}
}

// TestKeepSpilledValue: a value spilled by a Move and reloaded later in
// its block into a register that nothing touches in between goes to that
// register at the spill, when the spilled register was written since
// (else RemoveRedundantReloads reads it there); the reload goes.
func TestKeepSpilledValue(t *testing.T) {
	tt := newTestTarget()
	opts := Options{Regs: 3}
	for _, tc := range []struct {
		name string
		over mir.Loc // v1's location, between the spill and the reload
		kept bool
	}{
		{"the spilled register overwritten", locR(1), true},
		{"the reload's register overwritten", locR(2), false},
		{"the spilled register kept", locR(3), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// v0 = const 7 (p1, stored to s0); v1 = const 1; store v1, v1;
			// store v0, v0 (v0 reloaded into p2); ret
			f := &mir.Func{Name: "keepv"}
			f.NewReg(mir.GPR)
			f.NewReg(mir.GPR)
			b0 := f.NewBlock("b0")
			b0.Instrs = []*mir.Instr{tconst(tv(0), 7), tconst(tv(1), 1), tins(topStore, nil, tv(1), tv(1)),
				tins(topStore, nil, tv(0), tv(0)), tterm(tins(topRet, nil))}
			out := f.Clone()
			out.Slots = []mir.Slot{{Size: 8, Align: 8}}
			tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locR(1), tv(1): tc.over})
			ob := out.Blocks[0]
			ob.Instrs[3].UseLocs = []mir.Loc{locR(2), locR(2)}
			tstInsert(ob, 3, tmove(locR(2), locS(0), mir.GPR))
			tstInsert(ob, 1, tmove(locS(0), locR(1), mir.GPR))
			if err := Check(f, out, tt, opts); err != nil {
				t.Fatalf("before: %v\n%s", err, out.Format(tt))
			}
			n := KeepSpilledCopies(out, BudgetRegs(tt, opts))
			if err := Check(f, out, tt, opts); err != nil {
				t.Fatalf("after: %v\n%s", err, out.Format(tt))
			}
			if (n == 1) != tc.kept {
				t.Errorf("removed %d reloads:\n%s", n, out.Format(tt))
			}
			if tc.kept {
				if mv := ob.Instrs[2]; mv.Op != mir.OpMove || mv.Dst != locR(2) || mv.Src != locR(1) {
					t.Errorf("no move of p1 into p2 after the spill:\n%s", out.Format(tt))
				}
			}
		})
	}
}

// TestRemoveRedundantStores: a store of a register back to the slot it
// was loaded from goes, and then the load, which nothing reads; with the
// register or the slot written in between the store stays.
func TestRemoveRedundantStores(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		name    string
		between *mir.Instr // between the load and the store
		gone    int
	}{
		{"nothing in between", nil, 2},
		// p2 gets v0 again from p1: the store is right but not known
		// redundant; the first load, never read, goes.
		{"the register written", tmove(locR(2), locR(1), mir.GPR), 1},
		// s0 holds v1 for a while; the store puts v0 back.
		{"the slot written", tmove(locS(0), locR(3), mir.GPR), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// v0 = const 7 (p1, stored to s0); v1 = const 8 (p3); p2 <- s0;
			// [between]; s0 <- p2; store v0, v1 (v0 reloaded into p1); ret
			f := &mir.Func{Name: "stores"}
			f.NewReg(mir.GPR)
			f.NewReg(mir.GPR)
			b0 := f.NewBlock("b0")
			b0.Instrs = []*mir.Instr{tconst(tv(0), 7), tconst(tv(1), 8), tins(topStore, nil, tv(0), tv(1)), tterm(tins(topRet, nil))}
			out := f.Clone()
			out.Slots = []mir.Slot{{Size: 8, Align: 8}}
			tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locR(1), tv(1): locR(3)})
			ob := out.Blocks[0]
			moves := []*mir.Instr{tmove(locR(2), locS(0), mir.GPR)}
			if tc.between != nil {
				moves = append(moves, tc.between)
			}
			moves = append(moves, tmove(locS(0), locR(2), mir.GPR), tmove(locR(1), locS(0), mir.GPR))
			tstInsert(ob, 2, moves...)
			tstInsert(ob, 1, tmove(locS(0), locR(1), mir.GPR))
			if err := Check(f, out, tt, Options{}); err != nil {
				t.Fatalf("before: %v\n%s", err, out.Format(tt))
			}
			before := len(ob.Instrs)
			n := RemoveRedundantStores(out, BudgetRegs(tt, Options{}))
			if err := Check(f, out, tt, Options{}); err != nil {
				t.Fatalf("after: %v\n%s", err, out.Format(tt))
			}
			if n != tc.gone || before-len(ob.Instrs) != tc.gone {
				t.Errorf("removed %d (%d instructions fewer), want %d:\n%s", n, before-len(ob.Instrs), tc.gone, out.Format(tt))
			}
		})
	}
}

// FuzzSpillCleanup: go test -fuzz=FuzzSpillCleanup ./regalloc/ — the
// cleanup after allocation on its own: random functions (FuzzAllocate's)
// allocated by the SSA allocator at the paper's levels, which leave
// KeepSpilledCopies and RemoveRedundantStores out, then the whole cleanup
// (KeepSpilledCopies, RemoveRedundantReloads within blocks or across,
// RemoveRedundantStores) applied to the allocation, which the checker
// must still accept. The seed corpus runs in the normal tests.
func FuzzSpillCleanup(f *testing.F) {
	for _, s := range genSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fn := genFunc(data)
		tt := newTestTarget()
		for _, opts := range []Options{{Level: 3, Regs: 3, FPRegs: 2}, {Level: 2, Regs: 4}, {Level: 1, Regs: 3, FPRegs: 2}} {
			for _, across := range []bool{false, true} {
				out, _, err := SSA{}.Allocate(fn, tt, opts)
				var ae *AllocError
				if errors.As(err, &ae) {
					break
				}
				if err != nil {
					t.Fatalf("%+v: %v", opts, err)
				}
				before := out.Format(tt)
				regs := BudgetRegs(tt, opts)
				KeepSpilledCopies(out, regs)
				RemoveRedundantReloads(out, regs, across)
				RemoveRedundantStores(out, regs)
				if err := Check(fn, out, tt, opts); err != nil {
					t.Fatalf("%+v, across blocks %v: %v\ninput:\n%s\nallocation:\n%s\ncleaned:\n%s", opts, across, err, fn.Format(tt), before, out.Format(tt))
				}
			}
		}
	})
}

// TestRemoveRedundantStoresNames: a copy that reads a register gives the
// register the copy's name too (the checker's rule), which the slot the
// register was loaded from lacks: the store of the register back to that
// slot, which a later read of the copy's name from the slot needs, stays
// (TestGeneratedVolume's function 12212 of seed 3, linear scan at 3
// GPRs: the store of a phi's argument went).
func TestRemoveRedundantStoresNames(t *testing.T) {
	tt := newTestTarget()
	// v0 = const 7 (p1, stored to s0); p2 <- s0; v1 = copy v0 (reads p2,
	// writes s1); s0 <- p2; store v1, v1 (v1 read from s0 through p3)
	f := &mir.Func{Name: "names"}
	f.NewReg(mir.GPR)
	f.NewReg(mir.GPR)
	b0 := f.NewBlock("b0")
	b0.Instrs = []*mir.Instr{tconst(tv(0), 7), tins(mir.OpCopy, tregs(tv(1)), tv(0)), tins(topStore, nil, tv(1), tv(1)), tterm(tins(topRet, nil))}
	out := f.Clone()
	out.Slots = []mir.Slot{{Size: 8, Align: 8}, {Size: 8, Align: 8}}
	tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locR(1), tv(1): locS(1)})
	ob := out.Blocks[0]
	ob.Instrs[1].UseLocs[0] = locR(2)
	ob.Instrs[2].UseLocs = []mir.Loc{locR(3), locR(3)}
	tstInsert(ob, 2, tmove(locS(0), locR(2), mir.GPR), tmove(locR(3), locS(0), mir.GPR))
	tstInsert(ob, 1, tmove(locS(0), locR(1), mir.GPR), tmove(locR(2), locS(0), mir.GPR))
	if err := Check(f, out, tt, Options{}); err != nil {
		t.Fatalf("before: %v\n%s", err, out.Format(tt))
	}
	RemoveRedundantStores(out, BudgetRegs(tt, Options{}))
	if err := Check(f, out, tt, Options{}); err != nil {
		t.Fatalf("after: %v\n%s", err, out.Format(tt))
	}
}
