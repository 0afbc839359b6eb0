package regalloc

import (
	"strings"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// foldSpillFunc is "v3 = add v2, v1" (tied) on a v2 copied from v0,
// with v0 and v3 sharing spill slot s0:
//
//	v0 = copy p1; v1 = copy p2; v2 = copy v0; v3 = add v2, v1; p1 = copy v3; ret p1
//
// allocated with v0 in p1, stored to s0, reloaded into p3 for the copy
// and the add (v2, v3 in p3), v3 stored to slot spill (s0, or s1) and
// reloaded into p1 for the return; with live, v3 is read from p3 by the
// return's copy instead (no reload), so p3 is live after the spill. op is
// the operation (topAdd, or topMul, which the target does not let write
// memory).
func foldSpillFunc(op mir.Op, spill int, live bool) (in, out *mir.Func) {
	f := &mir.Func{Name: "foldspill"}
	for i := 0; i < 4; i++ {
		f.NewReg(mir.GPR)
	}
	arith := tins(op, tregs(tv(3)), tv(2), tv(1))
	arith.Tied = 0
	b0 := f.NewBlock("entry")
	b0.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(tv(0)), 1),
		tins(mir.OpCopy, tregs(tv(1)), 2),
		tins(mir.OpCopy, tregs(tv(2)), tv(0)),
		arith,
		tins(mir.OpCopy, tregs(1), tv(3)),
		tterm(tins(topRet, nil, 1)),
	}
	out = f.Clone()
	v3 := locR(1)
	if live {
		v3 = locR(3)
	}
	tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locR(1), tv(1): locR(2), tv(2): locR(3), tv(3): locR(3)})
	out.Slots = []mir.Slot{{Size: 8, Align: 8}, {Size: 8, Align: 8}}
	move := func(dst, src mir.Loc, why string) *mir.Instr {
		m := tmove(dst, src, mir.GPR)
		m.Why = why
		return m
	}
	ob := out.Blocks[0]
	ob.Instrs[2].UseLocs[0] = locR(3) // v0, reloaded
	ob.Instrs[4].UseLocs[0] = v3
	if !live {
		tstInsert(ob, 4, move(locS(spill), locR(3), "spill"), move(locR(1), locS(spill), "reload"))
	} else {
		tstInsert(ob, 4, move(locS(spill), locR(3), "spill"))
	}
	tstInsert(ob, 2, move(locS(0), locR(1), "spill"), move(locR(3), locS(0), "reload"))
	return f, out
}

// TestFoldSpills: a reload of s0, a two-address add on it and a spill of
// the result back to s0 become one add that reads and writes s0 (llc's
// "Folded Spill"), with the copy that fed the add coalesced in s0; not
// when the register is read after the spill, when the result goes to
// another slot, or for an operation the target cannot give a memory
// destination (a mul). The checker passes every result, and CostOf
// prices it as before.
func TestFoldSpills(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		name   string
		op     mir.Op
		spill  int
		live   bool
		folded int
	}{
		{"add into the same slot", topAdd, 0, false, 1},
		{"register read after the spill", topAdd, 0, true, 0},
		{"result to another slot", topAdd, 1, false, 0},
		{"mul", topMul, 0, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in, out := foldSpillFunc(tc.op, tc.spill, tc.live)
			if err := Check(in, out, tt, Options{}); err != nil {
				t.Fatalf("before folding: %v\n%s", err, out.Format(tt))
			}
			cost := CostOf(out)
			n := FoldSpills(out, tt)
			if n != tc.folded {
				t.Errorf("%d spills folded, want %d:\n%s", n, tc.folded, out.Format(tt))
			}
			if after := CostOf(out); after != cost {
				t.Errorf("CostOf %+v after folding, %+v before: want the same (a folded spill is the load and store it replaces)", after, cost)
			}
			if err := Check(in, out, tt, Options{}); err != nil {
				t.Fatalf("after folding: %v\n%s", err, out.Format(tt))
			}
			var st Stats
			st.Count(out)
			if st.FoldedSpills != tc.folded || tc.folded > 0 && (st.Loads != 1 || st.Stores != 1) {
				t.Errorf("counted %d folded spills, %d loads, %d stores; want %d, and one load and one store when folded", st.FoldedSpills, st.Loads, st.Stores, tc.folded)
			}
		})
	}
}

// commutedSpillFunc is "v3 = add v0, v1" (tied) with v1 read from slot
// s0 (a folded reload) and v3 stored back to s0:
//
//	v0 = copy p1; v1 = copy p2; v3 = add v0, v1; p1 = copy v3; ret p1
//
// allocated with v0 and v3 in p1, v1 in p2 and stored to s0, v3 stored to
// s0 and reloaded into p1 for the return.
func commutedSpillFunc(op mir.Op) (in, out *mir.Func) {
	f := &mir.Func{Name: "commuted"}
	for i := 0; i < 4; i++ {
		f.NewReg(mir.GPR)
	}
	arith := tins(op, tregs(tv(3)), tv(0), tv(1))
	arith.Tied = 0
	b0 := f.NewBlock("entry")
	b0.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(tv(0)), 1),
		tins(mir.OpCopy, tregs(tv(1)), 2),
		arith,
		tins(mir.OpCopy, tregs(1), tv(3)),
		tterm(tins(topRet, nil, 1)),
	}
	out = f.Clone()
	tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locR(1), tv(1): locR(2), tv(3): locR(1)})
	out.Slots = []mir.Slot{{Size: 8, Align: 8}}
	ob := out.Blocks[0]
	ob.Instrs[2].UseLocs[1] = locS(0)
	spill := tmove(locS(0), locR(1), mir.GPR)
	spill.Why = "spill"
	reload := tmove(locR(1), locS(0), mir.GPR)
	reload.Why = "reload"
	tstInsert(ob, 3, spill, reload)
	st := tmove(locS(0), locR(2), mir.GPR)
	st.Why = "spill"
	tstInsert(ob, 2, st)
	return f, out
}

// TestFoldSpillsCommuted: "p1 = add p1, [s0]; [s0] = p1" with p1 dead
// after it becomes "[s0] = add [s0], p1", the add's operands exchanged,
// which the checker accepts for an operation the target says commutes;
// a mul is left as it is.
func TestFoldSpillsCommuted(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		name   string
		op     mir.Op
		folded int
	}{
		{"add", topAdd, 1},
		{"mul", topMul, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in, out := commutedSpillFunc(tc.op)
			if tc.op == topMul {
				// A mul reads no slot on the test target: a reload.
				ob := out.Blocks[0]
				for k, x := range ob.Instrs {
					if x.Op == topMul {
						x.UseLocs[1] = locR(3)
						rl := tmove(locR(3), locS(0), mir.GPR)
						rl.Why = "reload"
						tstInsert(ob, k, rl)
						break
					}
				}
			}
			if err := Check(in, out, tt, Options{}); err != nil {
				t.Fatalf("before folding: %v\n%s", err, out.Format(tt))
			}
			if n := FoldSpills(out, tt); n != tc.folded {
				t.Errorf("%d spills folded, want %d:\n%s", n, tc.folded, out.Format(tt))
			}
			if err := Check(in, out, tt, Options{}); err != nil {
				t.Fatalf("after folding: %v\n%s", err, out.Format(tt))
			}
			if tc.folded == 1 {
				for _, x := range out.Blocks[0].Instrs {
					if x.Op == topAdd && (x.Uses[0] != tv(1) || x.UseLocs[0] != locS(0) || x.UseLocs[1] != locR(1) || in.Blocks[0].Instrs[2].Uses[0] != tv(0)) {
						t.Errorf("add not exchanged in the output alone: %s", out.Format(tt))
					}
				}
			}
		})
	}
}

// TestCheckExchangedOperands: the checker accepts an instruction whose
// two uses (with their locations) are its input's exchanged where the
// target says it commutes (an add), and rejects them elsewhere (a mul).
func TestCheckExchangedOperands(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		op mir.Op
		ok bool
	}{
		{topAdd, true},
		{topMul, false},
	} {
		f := &mir.Func{Name: "exchanged"}
		for i := 0; i < 3; i++ {
			f.NewReg(mir.GPR)
		}
		arith := tins(tc.op, tregs(tv(2)), tv(0), tv(1))
		arith.Tied = 0
		b0 := f.NewBlock("entry")
		b0.Instrs = []*mir.Instr{
			tins(mir.OpCopy, tregs(tv(0)), 1),
			tins(mir.OpCopy, tregs(tv(1)), 2),
			arith,
			tins(mir.OpCopy, tregs(1), tv(2)),
			tterm(tins(topRet, nil, 1)),
		}
		out := f.Clone()
		tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locR(3), tv(1): locR(1), tv(2): locR(1)})
		// v1 in p1 is the tied operand once the uses are exchanged.
		x := out.Blocks[0].Instrs[2]
		x.Uses = []mir.Reg{x.Uses[1], x.Uses[0]}
		x.UseLocs = []mir.Loc{x.UseLocs[1], x.UseLocs[0]}
		err := Check(f, out, tt, Options{})
		switch {
		case tc.ok && err != nil:
			t.Errorf("op %v: exchanged operands rejected: %v\n%s", tc.op, err, out.Format(tt))
		case !tc.ok && (err == nil || !strings.Contains(err.Error(), "different uses")):
			t.Errorf("op %v: exchanged operands: error %v, want different uses\n%s", tc.op, err, out.Format(tt))
		}
	}
}

// TestCheckFoldedSpill: the checker accepts a folded spill as FoldSpills
// makes it, and rejects one whose tied use is not in the def's slot, one
// on an instruction the target does not let write memory (folded by
// hand: FoldSpills would not; its tied use in a slot is the first
// fault), and one with a second memory operand.
func TestCheckFoldedSpill(t *testing.T) {
	tt := newTestTarget()
	// fold does what FoldSpills does to foldSpillFunc, for any operation.
	fold := func(out *mir.Func) {
		b := out.Blocks[0]
		// entry: copy, copy, spill, reload, copy, op, spill, reload, copy, ret
		b.Instrs[4].DefLocs[0], b.Instrs[4].UseLocs[0] = locS(0), locS(0)
		b.Instrs[5].DefLocs[0], b.Instrs[5].UseLocs[0] = locS(0), locS(0)
		b.Instrs = append(b.Instrs[:3], append(b.Instrs[4:6], b.Instrs[7:]...)...)
	}
	for _, tc := range []struct {
		name, want string
		op         mir.Op
		spoil      func(x *mir.Instr)
	}{
		{"as FoldSpills makes it", "", topAdd, func(x *mir.Instr) {}},
		{"tied use in a register", "without its tied use there", topAdd, func(x *mir.Instr) { x.UseLocs[0] = locR(3) }},
		{"not writable", "cannot read memory", topMul, func(x *mir.Instr) {}},
		{"second memory operand", "second memory operand", topAdd, func(x *mir.Instr) { x.UseLocs[1] = locS(1) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in, out := foldSpillFunc(tc.op, 0, false)
			fold(out)
			tc.spoil(out.Blocks[0].Instrs[4])
			err := Check(in, out, tt, Options{})
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("folded spill rejected: %v\n%s", err, out.Format(tt))
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("error %v, want one containing %q\n%s", err, tc.want, out.Format(tt))
			}
		})
	}
}
