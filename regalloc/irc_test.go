package regalloc

import (
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// ircFirstRound runs AllocateRounds with irc's colouring under opts and
// returns the state of the first round's colouring.
func ircFirstRound(t *testing.T, f *mir.Func, opts Options) *ircAlloc {
	t.Helper()
	var first *ircAlloc
	st := &Stats{Func: f.Name}
	_, err := AllocateRounds(f, newTestTarget(), opts, RoundsOptions{}, st, func(r *Round, st *Stats) ([]mir.Reg, []mir.Reg, error) {
		a := ircRound(r, opts.IRC)
		if first == nil {
			first = a
		}
		return a.colour, a.spilled, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return first
}

// moveState is the state of the move dst := src after a's round.
func moveState(t *testing.T, a *ircAlloc, dst, src mir.Reg) uint8 {
	t.Helper()
	for m, mv := range a.g.Moves {
		if mv.Dst == dst && mv.Src == src {
			return a.mstate[m]
		}
	}
	t.Fatalf("no move %s := %s", mir.FormatReg(nil, dst), mir.FormatReg(nil, src))
	return 0
}

// georgeNotBriggs is a function in which the George test allows
// coalescing v0 := p2 and the Briggs test refuses it, with K = 3 (p1, p2,
// p3). v0's only neighbour, v2, has low degree, so George agrees. But p2's
// neighbours (the values that may not occupy it: those read by stores
// that forbid p2) include four of significant degree, v4 and v6 in the
// first triangle and v8 and v10 in the second, each with two neighbours
// and p2 (degree 3 = K), so the merged node would have four significant
// neighbours and Briggs refuses. v5 and v9 come from copies that wait in
// the freeze worklist, so the triangles keep their degrees until the move
// is considered (it is the first).
func georgeNotBriggs() *mir.Func {
	v := tv
	return oneBlock("georgeNotBriggs", 14,
		tins(mir.OpCopy, tregs(v(0)), 2), // v0 := p2
		tconst(v(2), 5),
		tins(topAdd, tregs(v(1)), v(0), v(2)), // v0 dies
		tstore(v(1), v(2)),
		// first triangle v4, v5, v6; v4 and v6 avoid p2
		tconst(v(3), 1),
		tins(mir.OpCopy, tregs(v(5)), v(3)),
		tconst(v(4), 2),
		tconst(v(6), 3),
		tstore(v(4), v(6), 2),
		tins(topAdd, tregs(v(7)), v(5), v(4)),
		tstore(v(7), v(6)),
		// second triangle v8, v9, v10
		tconst(v(11), 1),
		tins(mir.OpCopy, tregs(v(9)), v(11)),
		tconst(v(8), 2),
		tconst(v(10), 3),
		tstore(v(8), v(10), 2),
		tins(topAdd, tregs(v(12)), v(9), v(8)),
		tstore(v(12), v(10)),
		tins(mir.OpCopy, tregs(1), v(12)),
		tret())
}

// briggsNotGeorge is a function in which the Briggs test allows coalescing
// v6 := v5 and the George test refuses it both ways, with K = 3. v5
// overlaps v0, which is in a triangle with v1 and v2 whose members each
// forbid one register (so all three have degree >= 3) and which ends
// before v6 starts; v6 overlaps v7, in a second such triangle that starts
// after v5 ends. Each of v5 and v6 has a significant neighbour the other
// does not interfere with (George refuses), but the merged node has only
// two significant neighbours, v0 and v7 (Briggs allows).
func briggsNotGeorge() *mir.Func {
	v := tv
	return oneBlock("briggsNotGeorge", 14,
		tconst(v(0), 1),
		tconst(v(1), 2),
		tconst(v(2), 3),
		tstore(v(0), v(0), 1),
		tstore(v(1), v(1), 2),
		tstore(v(2), v(2), 3),
		tins(topAdd, tregs(v(3)), v(1), v(2)),
		tconst(v(5), 7),
		tstore(v(0), v(3)),
		tins(mir.OpCopy, tregs(v(6)), v(5)), // v5 dies
		tconst(v(7), 1),
		tstore(v(6), v(7)), // v6 dies
		tconst(v(8), 2),
		tconst(v(9), 3),
		tstore(v(7), v(7), 1),
		tstore(v(8), v(8), 2),
		tstore(v(9), v(9), 3),
		tins(topAdd, tregs(v(10)), v(8), v(9)),
		tstore(v(7), v(10)),
		tins(mir.OpCopy, tregs(1), v(10)),
		tret())
}

// TestIRCGeorgeNotBriggs: the George test coalesces a move with a
// precoloured register that the Briggs test would refuse.
func TestIRCGeorgeNotBriggs(t *testing.T) {
	f := georgeNotBriggs()
	opts := Options{Regs: 3}
	a := ircFirstRound(t, f, opts)
	if s := moveState(t, a, tv(0), 2); s != moveCoalesced {
		t.Fatalf("paper's tests: v0 := p2 in state %d, want coalesced", s)
	}
	if a.colour[0] != 2 {
		t.Fatalf("v0 coalesced with p2 but coloured p%d", a.colour[0])
	}
	opts.IRC.coalesceTest = "briggs"
	if s := moveState(t, ircFirstRound(t, f, opts), tv(0), 2); s == moveCoalesced {
		t.Fatal("the Briggs test coalesced v0 := p2; the example does not separate the tests")
	}
	// The allocation is checked, and the copy is gone.
	out, _ := allocChecked(t, "irc", f, Options{Regs: 3})
	if l := locOf(t, out, tv(0)); l != mir.RegLoc(2) {
		t.Fatalf("v0 in %v, want p2", l)
	}
}

// TestIRCBriggsNotGeorge: the Briggs test coalesces two virtual registers
// that the George test would refuse.
func TestIRCBriggsNotGeorge(t *testing.T) {
	f := briggsNotGeorge()
	opts := Options{Regs: 3}
	a := ircFirstRound(t, f, opts)
	if s := moveState(t, a, tv(6), tv(5)); s != moveCoalesced {
		t.Fatalf("paper's tests: v6 := v5 in state %d, want coalesced", s)
	}
	opts.IRC.coalesceTest = "george"
	if s := moveState(t, ircFirstRound(t, f, opts), tv(6), tv(5)); s == moveCoalesced {
		t.Fatal("the George test coalesced v6 := v5; the example does not separate the tests")
	}
	out, _ := allocChecked(t, "irc", f, Options{Regs: 3})
	if l5, l6 := locOf(t, out, tv(5)), locOf(t, out, tv(6)); l5 != l6 {
		t.Fatalf("v5 in %v and v6 in %v: the copy stayed", l5, l6)
	}
}

// TestIRCConstrainedPrecolored: a value may never be coalesced with a
// physical register it may not occupy. v0 := p1 is constrained both when
// v0 lives across a call that clobbers p1 and when an instruction reading
// v0 forbids p1 (PowerPC's r0 rule); v0 then goes elsewhere.
func TestIRCConstrainedPrecolored(t *testing.T) {
	v := tv
	call := tins(topCall, tregs(1))
	call.Clobbers = newTestTarget().callerSaved()
	for _, f := range []*mir.Func{
		oneBlock("acrossCall", 2,
			tins(mir.OpCopy, tregs(v(0)), 1),
			call,
			tins(mir.OpCopy, tregs(v(1)), 1),
			tstore(v(0), v(1)),
			tret()),
		oneBlock("useForbid", 2,
			tins(mir.OpCopy, tregs(v(0)), 1),
			tconst(v(1), 3),
			tstore(v(0), v(1), 1),
			tins(mir.OpCopy, tregs(1), v(1)),
			tret()),
	} {
		a := ircFirstRound(t, f, Options{})
		if s := moveState(t, a, v(0), 1); s != moveConstrained {
			t.Errorf("%s: v0 := p1 in state %d, want constrained", f.Name, s)
		}
		out, _ := allocChecked(t, "irc", f, Options{})
		if l := locOf(t, out, v(0)); l == mir.RegLoc(1) {
			t.Errorf("%s: v0 in p1", f.Name)
		}
	}
}

// TestIRCCalleeSaved: a value live across a call avoids the caller-saved
// registers: it takes a callee-saved one (p5, p6 in the test target),
// which the function then saves (SavedRegs); when the budget has no
// callee-saved register it is spilled, with a store and a reload.
func TestIRCCalleeSaved(t *testing.T) {
	v := tv
	call := tins(topCall, tregs(1))
	call.Clobbers = newTestTarget().callerSaved()
	f := oneBlock("callee", 3,
		tconst(v(0), 1),
		call,
		tins(mir.OpCopy, tregs(v(1)), 1),
		tins(topAdd, tregs(v(2)), v(0), v(1)),
		tins(mir.OpCopy, tregs(1), v(2)),
		tret())
	for _, name := range []string{"irc", "dsatur"} {
		out, st := allocChecked(t, name, f, Options{})
		l := locOf(t, out, v(0))
		if !l.IsReg() || !newTestTarget().calleeSaved.Has(l.Reg) {
			t.Errorf("%s: v0 in %v, want a callee-saved register", name, l)
		}
		if !out.SavedRegs.Has(l.Reg) || st.Spilled != 0 {
			t.Errorf("%s: SavedRegs %v, %d spilled", name, out.SavedRegs.Regs(), st.Spilled)
		}
		_, st = allocChecked(t, name, f, Options{Regs: 4})
		if st.Spilled != 1 || st.Stores != 1 || st.Loads != 1 || st.Rounds != 2 {
			t.Errorf("%s at 4 registers: %+v, want v0 spilled (1 store, 1 load, 2 rounds)", name, *st)
		}
	}
}

// TestIRCActiveCount steps the colouring loop of every generated function
// (at 3 registers, so that moves wait and nodes merge) and checks after
// each step that activeCount, which lets EnableMoves skip nodes, is the
// number of active moves in each representative's move list, and that a
// graph row lists no more merged nodes than representatives (Merge
// takes them out at half); each allocation goes through the checker.
func TestIRCActiveCount(t *testing.T) {
	opts := Options{Regs: 3}
	merges := 0
	for i, seed := range genSeeds() {
		f := genFunc(seed)
		st := &Stats{Func: f.Name}
		out, err := AllocateRounds(f, newTestTarget(), opts, RoundsOptions{}, st, func(r *Round, st *Stats) ([]mir.Reg, []mir.Reg, error) {
			a := newIRCAlloc(r, true)
			a.Build()
			a.MakeWorklist()
			check := func(step string) {
				for n := 0; n < a.g.N(); n++ {
					v := vreg(n)
					if !a.g.IsNode(v) || a.g.Alias(v) != v {
						continue
					}
					want := 0
					for _, m := range a.g.MoveList(v) {
						if a.mstate[m] == moveActive {
							want++
						}
					}
					if int(a.activeCount[n]) != want {
						t.Fatalf("seed %d, after %s: %s has %d active moves, activeCount %d", i, step, mir.FormatReg(nil, v), want, a.activeCount[n])
					}
					stale := 0
					for _, x := range a.g.Adj(v) {
						if a.g.Alias(x) != x {
							stale++
						}
					}
					if stale > len(a.g.Adj(v))/2 {
						t.Fatalf("seed %d, after %s: %s's row lists %d merged nodes of %d", i, step, mir.FormatReg(nil, v), stale, len(a.g.Adj(v)))
					}
				}
			}
			for {
				step := ""
				switch {
				case len(a.wl[ircSimplify]) > 0:
					a.Simplify()
					step = "Simplify"
				case a.Coalesce():
					step = "Coalesce"
				case len(a.wl[ircFreeze]) > 0:
					a.Freeze()
					step = "Freeze"
				case len(a.wl[ircSpill]) > 0:
					a.SelectSpill()
					step = "SelectSpill"
				}
				if step == "" {
					break
				}
				check(step)
			}
			merges += a.coalesced
			a.spilled = a.AssignColors()
			return a.colour, a.spilled, nil
		})
		if err != nil {
			t.Fatalf("seed %d: %v", i, err)
		}
		if err := Check(f, out, newTestTarget(), opts); err != nil {
			t.Fatalf("seed %d: the checker rejects the allocation: %v", i, err)
		}
	}
	if merges == 0 {
		t.Fatal("no move was coalesced: the test checks nothing")
	}
	t.Logf("%d moves coalesced", merges)
}

// TestIRCKeptRows: keeping the rest of a row (Adjacent's inRow) changes
// nothing IRC decides. Every row kept as soon as half of it has left
// (inRowMin 1) gives the allocation that no row kept does, on the
// generated functions at three budgets, with the Briggs and George tests;
// the allocations pass the checker, and rows were kept.
func TestIRCKeptRows(t *testing.T) {
	tt := newTestTarget()
	saved := inRowMin
	defer func() { inRowMin = saved }()
	kept := 0
	for si, seed := range genSeeds() {
		for _, opts := range []Options{{}, {Regs: 4, FPRegs: 3}, {Regs: 3, FPRegs: 2}, {Regs: 3, IRC: IRCOptions{coalesceTest: "george"}}} {
			var outs [2]string
			for k, min := range []int{1 << 30, 1} {
				inRowMin = min
				f := genFunc(seed)
				out, _, err := IRC{}.Allocate(f, tt, opts)
				if err != nil {
					t.Fatalf("seed %d %+v: %v", si, opts, err)
				}
				if err := Check(f, out, tt, opts); err != nil {
					t.Fatalf("seed %d %+v (inRowMin %d): %v", si, opts, min, err)
				}
				outs[k] = out.Format(tt)
			}
			if outs[0] != outs[1] {
				t.Fatalf("seed %d %+v: kept rows change the allocation:\n%s\nwithout:\n%s", si, opts, outs[1], outs[0])
			}
			inRowMin = 1
			a := ircFirstRound(t, genFunc(seed), opts)
			for _, r := range a.inRow {
				if r != nil {
					kept++
				}
			}
		}
	}
	if kept == 0 {
		t.Fatal("no row kept: the test compares nothing")
	}
}
