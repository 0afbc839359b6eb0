package regalloc

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// linearScanOptions are the settings the linear-scan tests try: both
// variants, both spill choices, joining and hints off, under pressure.
var linearScanOptions = []Options{
	{}, {Regs: 4, FPRegs: 3}, {Regs: 3, FPRegs: 2}, {Regs: 2, FPRegs: 1},
	{Regs: 3, LinearScan: LinearScanOptions{NoHints: true}},
	{LinearScan: LinearScanOptions{Variant: "poletto"}},
	{Regs: 4, FPRegs: 3, LinearScan: LinearScanOptions{Variant: "poletto"}},
	{Regs: 3, FPRegs: 2, LinearScan: LinearScanOptions{Variant: "poletto"}},
	{Regs: 3, FPRegs: 2, LinearScan: LinearScanOptions{Variant: "poletto", Spill: "end"}},
	{Regs: 3, FPRegs: 2, LinearScan: LinearScanOptions{Variant: "poletto", NoJoin: true}},
	{Regs: 3, FPRegs: 2, NoSlotSharing: true, LinearScan: LinearScanOptions{Variant: "poletto"}},
	{Regs: 3, FPRegs: 2, NoSlotSharing: true},
}

// checkLinearScan allocates f with every setting of linearScanOptions and
// checks each result; a budget error is allowed under a budget only.
func checkLinearScan(t *testing.T, f *mir.Func) (ok int) {
	t.Helper()
	tt := newTestTarget()
	before := f.Format(tt)
	for _, opts := range linearScanOptions {
		out, st, err := LinearScan{}.Allocate(f, tt, opts)
		var ae *AllocError
		if errors.As(err, &ae) && (opts.Regs != 0 || opts.FPRegs != 0) {
			continue
		}
		if err != nil {
			t.Fatalf("%s %+v: %v\n%s", f.Name, opts, err, before)
		}
		if err := Check(f, out, tt, opts); err != nil {
			t.Fatalf("%s %+v: %v\ninput:\n%s\noutput:\n%s", f.Name, opts, err, before, out.Format(tt))
		}
		if f.Format(tt) != before {
			t.Fatalf("%s %+v: the input was modified", f.Name, opts)
		}
		if st == nil || st.Func != f.Name {
			t.Fatalf("%s: no statistics", f.Name)
		}
		ok++
	}
	return ok
}

func TestLinearScanGenerated(t *testing.T) {
	for i, seed := range genSeeds() {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			checkLinearScan(t, genFunc(seed))
			if f := genFunc(seed); markIndirect(f, 1) > 0 {
				checkLinearScan(t, f)
			}
		})
	}
	for _, f := range unusualShapes() {
		checkLinearScan(t, f)
	}
}

// markIndirect makes some of f's two-way branches indirect jumps (whose
// edges cannot be split), those whose targets have no phis, as lowering
// leaves them: every one when every is 1, else every other one... It
// returns how many.
func markIndirect(f *mir.Func, every int) int {
	n, seen := 0, 0
	for _, b := range f.Blocks {
		x := b.Term()
		if x == nil || x.Op != topBr || len(b.Succs) != 2 || len(b.Succs[0].Phis())+len(b.Succs[1].Phis()) > 0 {
			continue
		}
		seen++
		if seen%every == 0 {
			x.Indirect = true
			n++
		}
	}
	return n
}

// lsCanvas makes a splitting allocator over a function of three blocks of
// ten instructions each (entry [0,40), a one-block loop [40,80) at depth
// 1, exit [80,120)) and values v1..v9, on which a test builds pieces by
// hand.
func lsCanvas(opts Options) *wimmer {
	tt := newTestTarget()
	f := &mir.Func{Name: "canvas"}
	c := f.NewReg(mir.GPR)
	for i := 0; i < 9; i++ {
		f.NewReg(mir.GPR)
	}
	b0, b1, b2 := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("exit")
	mir.AddEdge(b0, b1)
	mir.AddEdge(b1, b1)
	mir.AddEdge(b1, b2)
	fill := func(b *mir.Block, first, term *mir.Instr) {
		b.Instrs = append(b.Instrs, first)
		for len(b.Instrs) < 9 {
			b.Instrs = append(b.Instrs, tins(topStore, nil))
		}
		b.Instrs = append(b.Instrs, term)
	}
	fill(b0, tconst(c, 1), tjump())
	fill(b1, tins(topStore, nil), tterm(tins(topBr, nil, c)))
	fill(b2, tins(topStore, nil), tterm(tins(topRet, nil)))
	w := NewWork(f)
	num := NewNumbering(w.F, nil)
	p := &lsFunc{in: f, t: tt, opts: opts, w: w, f: w.F, order: w.F.Blocks, depth: LoopDepths(w.F, mir.Dominators(w.F)), st: &Stats{}}
	ws := &wimmer{lsFunc: p, num: num, cons: NewConstraints(num, tt, opts), callee: tt.CalleeSaved()}
	ws.initOrder()
	ws.pieces = make([][]*lsPiece, len(f.Classes))
	ws.slot = make([]int32, len(f.Classes))
	for i := range ws.slot {
		ws.slot[i] = -1
	}
	return ws
}

// piece makes a piece of value v with the given ranges, needing a
// register at the positions regUses (any register of the budget).
func (w *wimmer) testPiece(v int, ranges []Range, regUses ...Pos) *lsPiece {
	pc := &lsPiece{Interval: Interval{Reg: tv(v), Ranges: ranges}, class: mir.GPR, seq: w.nextSeq()}
	for _, p := range regUses {
		pc.Uses = append(pc.Uses, UsePos{Pos: p, Index: int32(p / 4), NeedsReg: true, Regs: w.cons.Budget(mir.GPR)})
	}
	w.pieces[v] = append(w.pieces[v], pc)
	return pc
}

// held makes pc an allocated piece in register r, active or inactive at
// position p.
func (w *wimmer) held(pc *lsPiece, r mir.Reg, p Pos) {
	pc.reg, pc.handled = r, true
	if pc.covers(p) {
		w.place(pc)
	} else {
		w.inactive[mir.GPR].add(pc)
		w.hold(pc)
	}
}

// TestTryAllocateFreeReg: the free-until position of every register, and
// the choice: a register free for the whole piece (best fit), else the
// one free longest, the piece then cut at the latest gap before it is
// taken.
func TestTryAllocateFreeReg(t *testing.T) {
	for _, tc := range []struct {
		name      string
		fixedP3   []Range
		hint      mir.Reg
		wantReg   mir.Reg
		wantSplit Pos // 0: not split
	}{
		// p1 is held (active), p2 is taken at 30 (inactive piece), p3
		// at 34 (a clobber): p3 is free longest, cut at 32.
		{"longest", []Range{{34, 35}}, 0, 3, 32},
		// p3 free to the end and beyond: no cut.
		{"whole", nil, 0, 3, 0},
		// a hint that is not free for the whole piece is not taken.
		{"hint-not-free", nil, 2, 3, 0},
		// p3 free until exactly the piece's end: enough.
		{"until-end", []Range{{38, 40}}, 0, 3, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := lsCanvas(Options{Regs: 3})
			w.held(w.testPiece(1, []Range{{2, 26}}, 2, 25), 1, 22)
			w.held(w.testPiece(2, []Range{{2, 10}, {30, 39}}, 2, 37), 2, 22)
			w.fixed[3].ranges = tc.fixedP3
			cur := w.testPiece(3, []Range{{22, 38}}, 22, 37)
			if tc.hint != 0 {
				w.hints = make([][]lsHint, 10)
				w.hints[3] = []lsHint{{tc.hint, 30}}
			}
			w.advance(mir.GPR, cur.Start())
			cur.constrained(w.cons.Budget(mir.GPR), &w.at)
			if !w.TryAllocateFreeReg(cur) {
				t.Fatal("no register")
			}
			if cur.reg != tc.wantReg {
				t.Errorf("register p%d, want p%d", cur.reg, tc.wantReg)
			}
			ps := w.pieces[3]
			switch {
			case tc.wantSplit == 0 && len(ps) != 1:
				t.Errorf("split into %d pieces", len(ps))
			case tc.wantSplit != 0 && (len(ps) != 2 || ps[1].Start() != tc.wantSplit || cur.End() != tc.wantSplit || !ps[1].moveIn):
				t.Errorf("pieces %v %v, want a cut at %d with a move", ps[0].Ranges, ps[len(ps)-1].Ranges, tc.wantSplit)
			}
		})
	}
	// Of the registers free for the whole piece, the first in the
	// allocation order that opens no callee-saved register: p1 is in a
	// hole that outlasts the piece, p2 and p3 are blocked inside it.
	w := lsCanvas(Options{})
	w.held(w.testPiece(1, []Range{{2, 10}, {60, 70}}, 2, 61), 1, 22)
	w.held(w.testPiece(2, []Range{{2, 10}, {30, 70}}, 2, 31), 2, 22)
	w.fixed[3].ranges = []Range{{24, 25}}
	cur := w.testPiece(3, []Range{{22, 38}}, 22)
	w.advance(mir.GPR, cur.Start())
	cur.constrained(w.cons.Budget(mir.GPR), &w.at)
	if !w.TryAllocateFreeReg(cur) || cur.reg != 1 {
		t.Errorf("took p%d, want p1", cur.reg)
	}
	// With only callee-saved p5 and p6 free, p5; once p6 is in use
	// elsewhere, p6 (no new register to save).
	for _, used := range []mir.Reg{0, 6} {
		w = lsCanvas(Options{})
		for r := mir.Reg(1); r <= 4; r++ {
			w.fixed[r].ranges = []Range{{24, 25}}
		}
		w.usedCallee = w.usedCallee.Add(used)
		cur = w.testPiece(3, []Range{{22, 38}}, 22)
		w.advance(mir.GPR, cur.Start())
		cur.constrained(w.cons.Budget(mir.GPR), &w.at)
		want := mir.Reg(5)
		if used != 0 {
			want = used
		}
		if !w.TryAllocateFreeReg(cur) || cur.reg != want {
			t.Errorf("callee-saved p%d in use: took p%d, want p%d", used, cur.reg, want)
		}
	}
	// An operand that may not occupy a register ends its freedom there.
	w = lsCanvas(Options{Regs: 2})
	cur = w.testPiece(3, []Range{{22, 38}}, 22, 33)
	cur.Uses[1].Regs = mir.RegSet(0).Add(2)
	w.held(w.testPiece(1, []Range{{2, 10}, {36, 39}}, 2, 37), 2, 22)
	w.advance(mir.GPR, cur.Start())
	cur.constrained(w.cons.Budget(mir.GPR), &w.at)
	if !w.TryAllocateFreeReg(cur) || cur.reg != 2 || cur.End() != 36 {
		t.Errorf("took p%d until %d, want p2 until 36 (p1 is forbidden at 33)", cur.reg, cur.End())
	}
}

// TestAllocateBlockedReg: the spill choice by next-use positions.
func TestAllocateBlockedReg(t *testing.T) {
	// Two registers, both held by pieces live across cur's start.
	setup := func(nextUse1, nextUse2, curFirst Pos) (*wimmer, *lsPiece) {
		w := lsCanvas(Options{Regs: 2})
		w.held(w.testPiece(1, []Range{{2, 39}}, 2, 9, nextUse1), 1, 22)
		w.held(w.testPiece(2, []Range{{6, 39}}, 6, nextUse2), 2, 22)
		cur := w.testPiece(3, []Range{{22, 38}}, curFirst)
		w.advance(mir.GPR, cur.Start())
		cur.constrained(w.cons.Budget(mir.GPR), &w.at)
		if w.TryAllocateFreeReg(cur) {
			t.Fatal("a register was free")
		}
		if err := w.AllocateBlockedReg(cur); err != nil {
			t.Fatal(err)
		}
		return w, cur
	}
	// p1's holder is used next at 33, p2's at 29, cur first needs one at
	// 25: cur takes p1; v1 is stored after its last use (9) as late as
	// possible (at 20, before cur's instruction) and reloaded before 33.
	w, cur := setup(33, 29, 25)
	if cur.reg != 1 {
		t.Fatalf("cur took p%d, want p1", cur.reg)
	}
	ps := w.pieces[1]
	if len(ps) != 3 || ps[0].End() != 20 || ps[1].reg != 0 || ps[1].Start() != 20 || ps[2].Start() != 32 || ps[2].handled {
		t.Errorf("v1 not spilled at 20 and queued for a reload at 32:\n%s", w.dump())
	}
	if w.slot[1] < 0 {
		t.Error("v1 has no slot")
	}
	if len(w.pieces[2]) != 1 {
		t.Error("v2 was split")
	}
	// Both holders are used before cur needs a register (at 37): cur is
	// spilled until then and queued for a reload at 36.
	w, cur = setup(33, 29, 37)
	if cur.reg != 0 || len(w.pieces[3]) != 2 || w.pieces[3][1].Start() != 36 || len(w.pieces[1]) != 1 || len(w.pieces[2]) != 1 {
		t.Errorf("cur in p%d, pieces %d; want it spilled and queued again at 36", cur.reg, len(w.pieces[3]))
	}
	// cur (a reload) needs its register at this very instruction and so
	// do both holders: the budget is too small.
	w = lsCanvas(Options{Regs: 2})
	w.held(w.testPiece(1, []Range{{2, 39}}, 2, 21), 1, 20)
	w.held(w.testPiece(2, []Range{{6, 39}}, 6, 21), 2, 20)
	cur = w.testPiece(3, []Range{{20, 38}}, 21)
	w.advance(mir.GPR, cur.Start())
	cur.constrained(w.cons.Budget(mir.GPR), &w.at)
	var ae *AllocError
	if err := w.AllocateBlockedReg(cur); !errors.As(err, &ae) {
		t.Errorf("got %v, want a budget error", err)
	}
}

// TestOptimalSplitPos: a cut between two gaps moves to the end of the
// block of least loop depth between them, when that is shallower than
// the latest position's block; otherwise it is as late as possible.
func TestOptimalSplitPos(t *testing.T) {
	w := lsCanvas(Options{})
	pc := w.testPiece(1, []Range{{2, 118}})
	for _, tc := range []struct{ lo, hi, want Pos }{
		{8, 60, 40},    // from the entry into the loop: before the loop
		{8, 100, 100},  // entry to exit: both at depth 0, as late as possible
		{44, 60, 60},   // inside the loop
		{44, 100, 100}, // from the loop to the exit: nothing shallower before the exit
		{48, 60, 60},
		{20, 20, 20},
	} {
		if got := w.OptimalSplitPos(pc, tc.lo, tc.hi); got != tc.want {
			t.Errorf("OptimalSplitPos(%d, %d) = %d, want %d", tc.lo, tc.hi, got, tc.want)
		}
	}
}

// TestSplitAcrossLoop: a value live across a loop that calls a function
// (which destroys every register of the budget) is stored once before the
// loop and reloaded once after it, never inside: the split positions move
// out of the loop and ResolveDataFlow puts the moves on the edges.
func TestSplitAcrossLoop(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "loop"}
	v0, v1, v2, v3 := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	b0, b1, b2 := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("exit")
	mir.AddEdge(b0, b1)
	mir.AddEdge(b1, b1)
	mir.AddEdge(b1, b2)
	call := tins(topCall, tregs(1), 1)
	call.Clobbers = tt.callerSaved()
	b0.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(v0), 1), tconst(v1, 7), tjump()}
	b1.Instrs = []*mir.Instr{
		tins(mir.OpPhi, tregs(v2), v1, v3),
		tins(mir.OpCopy, tregs(1), v2),
		call,
		tins(mir.OpCopy, tregs(v3), 1),
		tterm(tins(topBr, nil, v3)),
	}
	b2.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(1), v0), tterm(tins(topRet, nil, 1))}
	out, st := allocChecked(t, "linearscan", f, Options{Regs: 4}) // p1..p4, all caller-saved
	depth := LoopDepths(out, mir.Dominators(out))
	for _, b := range out.Blocks {
		for _, x := range b.Instrs {
			if x.Op == mir.OpMove && (x.Src.IsSlot() || x.Dst.IsSlot()) && depth[b.ID] > 0 {
				t.Errorf("spill code in the loop (b%d): %s", b.ID, x.Format(tt))
			}
		}
	}
	if st.Stores != 1 || st.Loads != 1 || st.Spilled != 1 {
		t.Errorf("%d stores, %d loads, %d spilled; want 1, 1, 1\n%s", st.Stores, st.Loads, st.Spilled, out.Format(tt))
	}
}

// checkResolve allocates the function made from data with the splitting
// allocator whose intervals are cut at random gaps and whose pieces take
// random free registers (seeded from data), at several budgets, and
// checks each result; it returns the number of moves between pieces.
func checkResolve(t *testing.T, data []byte, dropEdgeMoves bool) (moves int, failed bool) {
	t.Helper()
	fn := genFunc(data)
	tt := newTestTarget()
	var h uint64 = 14695981039346656037
	for _, b := range data {
		h = (h ^ uint64(b)) * 1099511628211
	}
	markIndirect(fn, 2+int(h%3))
	for i, opts := range []Options{{}, {Regs: 4, FPRegs: 3}, {Regs: 3, FPRegs: 2}} {
		out, _, err := allocateWimmerTest(fn, tt, opts, rand.New(rand.NewPCG(h, uint64(i))), dropEdgeMoves)
		var ae *AllocError
		if errors.As(err, &ae) && opts.Regs > 0 {
			continue
		}
		if err != nil {
			t.Fatalf("%+v: %v", opts, err)
		}
		if err := Check(fn, out, tt, opts); err != nil {
			if dropEdgeMoves {
				failed = true
				continue
			}
			t.Fatalf("%+v: %v\n%s", opts, err, out.Format(tt))
		}
		for _, b := range out.Blocks {
			for _, x := range b.Instrs {
				if (x.Op == mir.OpMove || x.Op == mir.OpSwap) && (x.Why == "split" || x.Why == "resolve") {
					moves++
				}
			}
		}
	}
	return moves, failed
}

// FuzzLinearScanResolve: go test -fuzz=FuzzLinearScanResolve ./regalloc/ —
// the resolution of split intervals: random CFGs (diamonds, loops, critical
// edges, early exits, phis), intervals cut at random positions, pieces in
// random registers, and the moves ResolveDataFlow makes inside blocks and
// on edges checked by Check. The seed corpus runs in the normal tests.
func FuzzLinearScanResolve(f *testing.F) {
	for _, s := range genSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) { checkResolve(t, data, false) })
}

// TestResolveCatchesMissingMoves: the random cuts make edge moves, and
// without them the checker rejects allocations, so FuzzLinearScanResolve
// can fail.
func TestResolveCatchesMissingMoves(t *testing.T) {
	total, caught := 0, 0
	for _, seed := range genSeeds() {
		n, _ := checkResolve(t, seed, false)
		total += n
		if _, failed := checkResolve(t, seed, true); failed {
			caught++
		}
	}
	if total < 100 || caught < len(genSeeds())/2 {
		t.Errorf("%d moves between pieces; %d of %d seeds fail without edge moves", total, caught, len(genSeeds()))
	}
}

// TestEvictAtDef: a def that finds every register held by values its own
// instruction reads and that live on takes one of them at its def point;
// the evicted value is stored before the instruction (storeIn) and queued
// for a reload before its next use.
func TestEvictAtDef(t *testing.T) {
	w := lsCanvas(Options{Regs: 2})
	w.held(w.testPiece(1, []Range{{2, 39}}, 2, 21, 33), 1, 22)
	w.held(w.testPiece(2, []Range{{6, 39}}, 6, 21, 29), 2, 22)
	cur := w.testPiece(3, []Range{{22, 38}}, 22, 37)
	w.advance(mir.GPR, cur.Start())
	cur.constrained(w.cons.Budget(mir.GPR), &w.at)
	if w.TryAllocateFreeReg(cur) {
		t.Fatal("a register was free")
	}
	if err := w.AllocateBlockedReg(cur); err != nil {
		t.Fatal(err)
	}
	ps := w.pieces[1]
	if cur.reg != 1 || len(ps) != 3 || ps[0].End() != 22 || !ps[1].storeIn || ps[1].reg != 0 || ps[2].Start() != 32 {
		t.Errorf("cur in p%d; want p1, v1 cut at 22 into its slot and queued for 32:\n%s", cur.reg, w.dump())
	}
}

// go test -run - -bench LinearScan ./regalloc: allocation time per
// instruction of both variants on bigfunc-shaped functions (flat as they
// grow: linear scan is near-linear).
func BenchmarkLinearScan(b *testing.B) {
	tt := newTestTarget()
	for _, v := range (LinearScan{}).Variants() {
		b.Run(v.Name, func(b *testing.B) {
			opts := Options{}
			v.Set(&opts)
			benchToolkit(b, false, func(f *mir.Func) {
				if _, _, err := (LinearScan{}).Allocate(f, tt, opts); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

// TestInactiveSetAgainstList: the walk's inactive set (a list with a heap
// per register by wake) and its register unions give what the plain
// inactive list gave, which visited every inactive piece at every step:
// after each advance the same active list and the same inactive pieces in
// the same order, and for a piece starting there, in every register, the
// same holders and the same first position where it meets one, on random
// pieces with holes (each new piece takes a register where it overlaps no
// piece that holds it, as in an allocation).
func TestInactiveSetAgainstList(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		rng := rand.New(rand.NewPCG(seed, 7))
		var lw lsWalk
		var act, inact []*lsPiece // the list version
		piece := func(from Pos) *lsPiece {
			var rs []Range
			p := from
			for k := 1 + rng.IntN(4); k > 0; k-- {
				to := p + 4*Pos(1+rng.IntN(6))
				rs = append(rs, Range{p, to})
				p = to + 4*Pos(1+rng.IntN(20))
			}
			return &lsPiece{Interval: Interval{Ranges: rs}, class: mir.GPR, reg: mir.Reg(1 + rng.IntN(5))}
		}
		for step := 0; step < 400; step++ {
			p := Pos(4 * step)
			// The list version of advance.
			nact := act[:0:0]
			var back []*lsPiece
			for _, it := range act {
				switch {
				case it.End() <= p:
				case it.Covers(p):
					nact = append(nact, it)
				default:
					back = append(back, it)
				}
			}
			var ninact []*lsPiece
			for _, it := range inact {
				switch {
				case it.End() <= p:
				case it.Covers(p):
					nact = append(nact, it)
				default:
					ninact = append(ninact, it)
				}
			}
			act, inact = nact, append(ninact, back...)
			lw.advance(mir.GPR, p)
			if !slices.Equal(lw.active[mir.GPR], act) {
				t.Fatalf("seed %d at %d: active %v, the list gives %v", seed, p, lw.active[mir.GPR], act)
			}
			var got []*lsPiece
			for _, x := range lw.inactive[mir.GPR].list {
				if x != nil {
					got = append(got, x)
				}
			}
			if !slices.Equal(got, inact) {
				t.Fatalf("seed %d at %d: inactive %d pieces, the list %d", seed, p, len(got), len(inact))
			}
			cur := piece(p)
			activeIn := func(r mir.Reg) bool {
				return slices.ContainsFunc(act, func(it *lsPiece) bool { return it.reg == r })
			}
			for r := mir.Reg(1); r <= 5; r++ {
				var want []*lsPiece
				first, met := Pos(0), false
				for _, it := range inact {
					if x, hit := intersectFrom(it.Ranges, 0, cur.Ranges, 0); hit && it.reg == r {
						want = append(want, it)
						if !met || x < first {
							first, met = x, true
						}
					}
				}
				if _, h := lw.holders(cur, r); !slices.Equal(h, want) {
					t.Fatalf("seed %d at %d: holders in r%d %d, the list %d", seed, p, r, len(h), len(want))
				}
				if activeIn(r) {
					continue
				}
				if x, ok := lw.firstHeld(r, cur, maxPos); ok != met || ok && x != first {
					t.Fatalf("seed %d at %d: cur meets r%d first at %d (%v), the list says %d (%v)", seed, p, r, x, ok, first, met)
				}
			}
			// Now and then a new piece starts here and holds a register
			// that no piece overlapping it holds, or an inactive one is
			// taken out.
			if rng.IntN(2) == 0 {
				pc := piece(p)
				for _, r := range rng.Perm(5) {
					pc.reg = mir.Reg(r + 1)
					if !slices.ContainsFunc(append(act[:len(act):len(act)], inact...), func(it *lsPiece) bool {
						_, hit := intersectFrom(it.Ranges, 0, pc.Ranges, 0)
						return hit && it.reg == pc.reg
					}) {
						act = append(act, pc)
						lw.place(pc)
						break
					}
				}
			}
			if len(inact) > 0 && rng.IntN(4) == 0 {
				k := rng.IntN(len(inact))
				lw.remove(inact[k])
				inact = append(inact[:k:k], inact[k+1:]...)
			}
		}
	}
}

// TestStoreOnceAfterDef: a value of one definition that both arms of a
// diamond must store (each arm calls a function that destroys every
// register of the budget) is stored once, right after its definition,
// not once per arm (ResolveDataFlow's stores, which read the value's only
// definition: wimmer.onlyDef).
func TestStoreOnceAfterDef(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "diamond"}
	v0, v1 := f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	b0, b1, b2, b3 := f.NewBlock("entry"), f.NewBlock("left"), f.NewBlock("right"), f.NewBlock("join")
	mir.AddEdge(b0, b1)
	mir.AddEdge(b0, b2)
	mir.AddEdge(b1, b3)
	mir.AddEdge(b2, b3)
	call := func() *mir.Instr {
		c := tins(topCall, tregs(1), 1)
		c.Clobbers = tt.callerSaved()
		return c
	}
	// v0 = mul p1, p1: computed, so neither rematerialized nor defined
	// in its slot.
	b0.Instrs = []*mir.Instr{tins(topMul, tregs(v0), 1, 1), tconst(v1, 7), tterm(tins(topBr, nil, v1))}
	b1.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(1), v1), call(), tjump()}
	b2.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(1), v1), call(), tjump()}
	b3.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(1), v0), tterm(tins(topRet, nil, 1))}
	out, st := allocChecked(t, "linearscan", f, Options{Regs: 4}) // p1..p4, all caller-saved
	stores := map[int]int{}
	for _, b := range out.Blocks {
		for _, x := range b.Instrs {
			if x.Op == mir.OpMove && x.Src.IsReg() && x.Dst.IsSlot() {
				stores[b.ID]++
			}
		}
	}
	if st.Stores != 1 || stores[b0.ID] != 1 {
		t.Errorf("%d stores (by block %v), want one, in the entry block\n%s", st.Stores, stores, out.Format(tt))
	}
}
