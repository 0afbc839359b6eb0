package regalloc

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// rematPressureFunc is a constant c defined while three other values are
// live and read after them: with three registers something must be
// spilled, and c is the cheapest candidate.
//
//	x = p1; y = p2; z = p3; c = const 7
//	s1 = add x, y; s2 = add s1, z; s3 = add s2, c; s4 = add s3, c
//	p1 = s4; ret p1
func rematPressureFunc() *mir.Func {
	f := &mir.Func{Name: "rematpressure"}
	c, x, y, z := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	s1, s2, s3, s4 := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	b0 := f.NewBlock("entry")
	b0.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(x), 1),
		tins(mir.OpCopy, tregs(y), 2),
		tins(mir.OpCopy, tregs(z), 3),
		tconst(c, 7),
		tins(topAdd, tregs(s1), x, y),
		tins(topAdd, tregs(s2), s1, z),
		tins(topAdd, tregs(s3), s2, c),
		tins(topAdd, tregs(s4), s3, c),
		tins(mir.OpCopy, tregs(1), s4),
		tterm(tins(topRet, nil, 1)),
	}
	return f
}

// TestSSARemat: at level 4 a constant under register pressure is
// rematerialized before its uses, not stored and reloaded; at level 3,
// and at level 4 with -ssa-remat=false, it is reloaded. Every allocation
// goes through the checker.
func TestSSARemat(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		name  string
		opts  Options
		remat bool
	}{
		{"O3", Options{Level: 3, Regs: 3}, false},
		{"O4", Options{Level: 4, Regs: 3}, true},
		{"O4 -ssa-remat=false", Options{Level: 4, Regs: 3, SSA: SSAOptions{NoRemat: true}}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := rematPressureFunc()
			out, st, err := SSA{}.Allocate(f, tt, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			if err := Check(f, out, tt, tc.opts); err != nil {
				t.Fatalf("%v\n%s", err, out.Format(tt))
			}
			if st.Spilled == 0 {
				t.Fatalf("nothing spilled:\n%s", out.Format(tt))
			}
			if tc.remat {
				// One remat before each add, and the second goes:
				// its register still holds the constant
				// (RemoveRedundantReloads).
				if st.Remats != 1 || st.Loads != 0 || st.Stores != 0 {
					t.Errorf("remats %d loads %d stores %d, want 1 remat and no memory access:\n%s", st.Remats, st.Loads, st.Stores, out.Format(tt))
				}
				return
			}
			if st.Remats != 0 || st.Loads == 0 || st.Stores == 0 {
				t.Errorf("remats %d loads %d stores %d, want a store and reloads:\n%s", st.Remats, st.Loads, st.Stores, out.Format(tt))
			}
		})
	}
}

// rematCallFunc is a constant that two calls read as their argument in
// physical register arg, and that lives across the first call (which
// clobbers every caller-saved register):
//
//	c = const 7; arg = copy c; p1 = call fn arg; v = copy p1
//	arg = copy c; p1 = call fn arg; r = copy p1; s = add v, r; p1 = copy s; ret p1
func rematCallFunc(tt *testTarget, arg mir.Reg) *mir.Func {
	f := &mir.Func{Name: "rematcall"}
	c, v, r, s := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	call := func() *mir.Instr {
		in := tins(topCall, tregs(1), arg)
		in.Aux = "fn"
		in.Clobbers = tt.callerSaved()
		return in
	}
	b0 := f.NewBlock("entry")
	b0.Instrs = []*mir.Instr{
		tconst(c, 7),
		tins(mir.OpCopy, tregs(arg), c),
		call(),
		tins(mir.OpCopy, tregs(v), 1),
		tins(mir.OpCopy, tregs(arg), c),
		call(),
		tins(mir.OpCopy, tregs(r), 1),
		tins(topAdd, tregs(s), v, r),
		tins(mir.OpCopy, tregs(1), s),
		tterm(tins(topRet, nil, 1)),
	}
	return f
}

// TestSSARematCallArgument: at level 4 a constant that lives across a call
// and is read by the calls' argument copies is rematerialized before each
// copy when the argument register is one of the budget's (the remat can
// write it), and stored and reloaded when it is not (a remat there would
// need a register of the budget just where the arguments are set up).
func TestSSARematCallArgument(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		name  string
		arg   mir.Reg
		opts  Options
		remat bool
	}{
		{"argument register in the budget", 2, Options{Level: 4, Regs: 4}, true},
		{"argument register outside the budget", 4, Options{Level: 4, Regs: 3}, false},
		{"-ssa-remat=false", 2, Options{Level: 4, Regs: 4, SSA: SSAOptions{NoRemat: true}}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := rematCallFunc(tt, tc.arg)
			out, st, err := SSA{}.Allocate(f, tt, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			if err := Check(f, out, tt, tc.opts); err != nil {
				t.Fatalf("%v\n%s", err, out.Format(tt))
			}
			// The first call's result is stored across the second in
			// every case; the constant is stored only when it is not
			// rematerialized.
			if tc.remat {
				if st.Remats == 0 || st.Stores != 1 {
					t.Errorf("remats %d stores %d, want remats and one store:\n%s", st.Remats, st.Stores, out.Format(tt))
				}
				return
			}
			if st.Remats != 0 || st.Stores != 2 {
				t.Errorf("remats %d stores %d, want two stores:\n%s", st.Remats, st.Stores, out.Format(tt))
			}
		})
	}
}

// level4Options are the level-4 settings of allocOptions, each part
// switched off on its own under pressure, and the loop reloads (off by
// default) switched on.
var level4Options = []Options{
	{Level: 4}, {Level: 4, Regs: 4, FPRegs: 3}, {Level: 4, Regs: 3, FPRegs: 2},
	{Level: 4, Regs: 3, FPRegs: 2, SSA: SSAOptions{NoRemat: true}},
	{Level: 4, Regs: 3, FPRegs: 2, NoSlotSharing: true, SSA: SSAOptions{LiftPhiDefs: true}},
	{Level: 4, Regs: 3, FPRegs: 2, SSA: SSAOptions{CostWeight: true}}, {Level: 4, Regs: 4, SSA: SSAOptions{NoFold: true}},
	{Level: 4, Regs: 3, FPRegs: 2, SSA: SSAOptions{NoWebSpill: true}}, {Level: 4, Regs: 4, SSA: SSAOptions{NoEBBReuse: true}},
	{Level: 4, Regs: 3, SSA: SSAOptions{NoHints: true}},
	{Level: 4, SSA: SSAOptions{LoopReload: true}}, {Level: 4, Regs: 3, FPRegs: 2, SSA: SSAOptions{LoopReload: true}},
	{Level: 4, Regs: 3, FPRegs: 2, SSA: SSAOptions{NoDefReuse: true}},
	{Level: 4, Regs: 3, FPRegs: 2, SSA: SSAOptions{NoPhiReuse: true}},
	{Level: 4, Regs: 3, FPRegs: 2, SSA: SSAOptions{NoDomReuse: true}},
	{Level: 4, Regs: 3, FPRegs: 2, SSA: SSAOptions{NoCallReuse: true}},
	{Level: 4, Regs: 3, FPRegs: 2, SSA: SSAOptions{NoPhiTargets: true}},
	{Level: 4, SSA: SSAOptions{CallSplit: true}}, {Level: 4, Regs: 3, FPRegs: 2, SSA: SSAOptions{CallSplit: true}},
}

// TestSSALevel4OnGeneratedFunctions: the SSA allocator at level 4 (each
// part on and off) on the generated functions of FuzzAllocate's seed
// corpus, every allocation checked (FuzzAllocate itself runs level 4
// through allocOptions).
func TestSSALevel4OnGeneratedFunctions(t *testing.T) {
	for i, seed := range genSeeds() {
		f := genFunc(seed)
		before := f.Format(newTestTarget())
		for _, opts := range level4Options {
			allocCheckOne(t, f, before, SSA{}, fmt.Sprint("ssa seed ", i), opts)
		}
	}
}

// foldFunc keeps x live across a stretch that needs every register and
// then reads it once, as an add's second operand, and once more as a
// mul's (which cannot read memory):
//
//	x = p1; a = p2; b = p3
//	c = add a, b; d = add c, a; e = add d, b
//	s = add e, x   (x folded here at level 4)
//	m = mul s, x   (reloaded)
//	p1 = m; ret p1
func foldFunc() *mir.Func {
	f := &mir.Func{Name: "fold"}
	x, a, b := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	c, d, e, s, m := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	b0 := f.NewBlock("entry")
	b0.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(x), 1),
		tins(mir.OpCopy, tregs(a), 2),
		tins(mir.OpCopy, tregs(b), 3),
		tins(topAdd, tregs(c), a, b),
		tins(topAdd, tregs(d), c, a),
		tins(topAdd, tregs(e), d, b),
		tins(topAdd, tregs(s), e, x),
		tins(topMul, tregs(m), s, x),
		tins(mir.OpCopy, tregs(1), m),
		tterm(tins(topRet, nil, 1)),
	}
	return f
}

// TestSSAFoldReload: at level 4 a reload used once by an instruction
// that can read memory there is folded into it (the checker accepts the
// slot operand), and with -ssa-fold=false it stays a load; the mul's
// operand, which cannot be memory, is always reloaded. CostOf prices the
// folded operand as the load it replaces: both allocations cost the same
// (counted as free, a folded allocation once cost less than the spill
// model's optimum, its lower bound).
func TestSSAFoldReload(t *testing.T) {
	tt := newTestTarget()
	var loads [2]int
	var costs [2]AllocCost
	for i, noFold := range []bool{false, true} {
		f := foldFunc()
		// Without load reuse the add and the mul get a reload each.
		opts := Options{Level: 4, Regs: 3, SSA: SSAOptions{NoFold: noFold, NoLoadReuse: true}}
		out, st, err := SSA{}.Allocate(f, tt, opts)
		if err != nil {
			t.Fatal(err)
		}
		if err := Check(f, out, tt, opts); err != nil {
			t.Fatalf("-ssa-fold=%v: %v\n%s", !noFold, err, out.Format(tt))
		}
		loads[i] = st.Loads
		costs[i] = CostOf(out)
		want := 1
		if noFold {
			want = 0
		}
		if st.FoldedReloads != want || st.Loads == 0 {
			t.Errorf("-ssa-fold=%v: %d folded reloads, %d loads; want %d folded and the mul's reload:\n%s", !noFold, st.FoldedReloads, st.Loads, want, out.Format(tt))
		}
		for _, b := range out.Blocks {
			for _, in := range b.Instrs {
				for k, l := range in.UseLocs {
					if l.IsSlot() && (in.Op != topAdd || k != 1) {
						t.Errorf("use %d of %q folded", k, in.Format(tt))
					}
				}
			}
		}
	}
	if loads[1] != loads[0]+1 {
		t.Errorf("loads %d with folding, %d without: want one more without", loads[0], loads[1])
	}
	if costs[0] != costs[1] {
		t.Errorf("CostOf %+v with folding, %+v without: want the same", costs[0], costs[1])
	}
}

// foldPhiFunc is a reload that both an add and a phi's argument read,
// with phi the phi's location (no phi when it is not a register), never
// read after it:
//
//	b0: v0 = copy p1; v1 = copy p2; br v0 -> b1, b2
//	b1: jump b3
//	b2: v2 = const 5; store v2, v2; v3 = add v0, v1; store v3, v3; jump b3
//	b3: v4 = phi v0, v1; p1 = copy v0; ret p1
//
// allocated with v0 in p1, v1 in p2 and spilled to [s0] in b0, v2 in p2
// (which overwrites v1 in b2, so v1 is reloaded there into p2 for the
// add), v3 in p3, v4 in phi. When v4 is in p2, that reload is also the
// phi's argument; when it is in p4, a move at the end of b2 reads v1 from
// [s0].
func foldPhiFunc(phi mir.Reg) (in, out *mir.Func) {
	f := &mir.Func{Name: "foldphi"}
	for i := 0; i < 5; i++ {
		f.NewReg(mir.GPR)
	}
	b0, b1, b2, b3 := f.NewBlock("entry"), f.NewBlock("then"), f.NewBlock("else"), f.NewBlock("join")
	mir.AddEdge(b0, b1)
	mir.AddEdge(b0, b2)
	mir.AddEdge(b1, b3)
	mir.AddEdge(b2, b3)
	b0.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(tv(0)), 1),
		tins(mir.OpCopy, tregs(tv(1)), 2),
		tterm(tins(topBr, nil, tv(0))),
	}
	b1.Instrs = []*mir.Instr{tjump()}
	b2.Instrs = []*mir.Instr{
		tconst(tv(2), 5),
		tins(topStore, nil, tv(2), tv(2)),
		tins(topAdd, tregs(tv(3)), tv(0), tv(1)),
		tins(topStore, nil, tv(3), tv(3)),
		tjump(),
	}
	b3.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(1), tv(0)),
		tterm(tins(topRet, nil, 1)),
	}
	if phi != 0 {
		b3.Instrs = append([]*mir.Instr{tins(mir.OpPhi, tregs(tv(4)), tv(0), tv(1))}, b3.Instrs...)
	}
	out = f.Clone()
	tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locR(1), tv(1): locR(2), tv(2): locR(2), tv(3): locR(3), tv(4): locR(phi)})
	out.Slots = []mir.Slot{{Size: 8, Align: 8}}
	move := func(dst, src mir.Loc, why string) *mir.Instr {
		m := tmove(dst, src, mir.GPR)
		m.Why = why
		return m
	}
	ob0, ob1, ob2 := out.Blocks[0], out.Blocks[1], out.Blocks[2]
	tstInsert(ob0, 2, move(locS(0), locR(2), "spill"))
	tstInsert(ob2, 2, move(locR(2), locS(0), "reload"))
	if phi != 0 {
		tstInsert(ob1, 0, move(locR(phi), locR(1), "phi"))
	}
	if phi != 0 && phi != 2 {
		tstInsert(ob2, len(ob2.Instrs)-1, move(locR(phi), locS(0), "phi"))
	}
	return f, out
}

// TestFoldReloadPhiArgument: FoldReloads keeps a reload that is also a
// phi's argument in the predecessor, even when the phi is never read (the
// checker requires every phi's argument in the phi's location at the end
// of each predecessor); without the phi, or with the phi elsewhere, the
// reload is folded into the add. Function 343 of TestGeneratedVolume's
// seed 1 (below) had that shape at level 4: a dead loop phi "v59(p2) =
// phi v27, v89" whose argument v89 was reloaded into p2 for an add and
// left there for the phi; the reload was folded into the add and the
// checker found p2 without v89 at the end of the loop's body.
func TestFoldReloadPhiArgument(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		name   string
		phi    mir.Reg
		folded int
	}{
		{"no phi", 0, 1},
		{"phi in the reload's register", 2, 0},
		{"phi in another register", 4, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in, out := foldPhiFunc(tc.phi)
			if err := Check(in, out, tt, Options{}); err != nil {
				t.Fatalf("before folding: %v\n%s", err, out.Format(tt))
			}
			if n := FoldReloads(out, tt); n != tc.folded {
				t.Errorf("%d reloads folded, want %d:\n%s", n, tc.folded, out.Format(tt))
			}
			if err := Check(in, out, tt, Options{}); err != nil {
				t.Fatalf("after folding: %v\n%s", err, out.Format(tt))
			}
		})
	}
	f := genFunc(volumeInput(1, 343))
	before := f.Format(tt)
	for _, opts := range level4Options {
		allocCheckOne(t, f, before, SSA{}, "ssa volume 343", opts)
	}
}

// TestCheckFoldedOperand: the checker accepts a use read from the slot
// that holds its value at a position the target says takes memory (an
// add's second operand), and rejects the same slot operand at a position
// that cannot (a mul's operand, an add's tied operand).
func TestCheckFoldedOperand(t *testing.T) {
	tt := newTestTarget()
	build := func(op mir.Op, tied bool) (*mir.Func, *mir.Func) {
		f := &mir.Func{Name: "folded"}
		x, y, z := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
		b0 := f.NewBlock("entry")
		arith := tins(op, tregs(z), x, y)
		if tied {
			arith.Tied = 0
		}
		b0.Instrs = []*mir.Instr{
			tins(mir.OpCopy, tregs(x), 1),
			tins(mir.OpCopy, tregs(y), 2),
			arith,
			tins(mir.OpCopy, tregs(1), z),
			tterm(tins(topRet, nil, 1)),
		}
		out, _, err := SSA{}.Allocate(f, tt, Options{Level: 3})
		if err != nil {
			t.Fatal(err)
		}
		return f, out
	}
	for _, tc := range []struct {
		name string
		op   mir.Op
		tied bool
		k    int
		ok   bool
	}{
		{"add's second operand", topAdd, false, 1, true},
		{"mul's second operand", topMul, false, 1, false},
		{"add's tied operand", topAdd, true, 0, false},
		{"add's first operand", topAdd, false, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in, out := build(tc.op, tc.tied)
			if err := Check(in, out, tt, Options{}); err != nil {
				t.Fatalf("before folding: %v", err)
			}
			// Store the operand's register to a new slot before the
			// instruction and read it from there.
			b := out.Blocks[0]
			for i, x := range b.Instrs {
				if x.Op != tc.op {
					continue
				}
				out.Slots = append(out.Slots, mir.Slot{Size: 8, Align: 8})
				s := mir.SlotLoc(len(out.Slots) - 1)
				st := NewMove(s, x.UseLocs[tc.k], mir.GPR, "spill")
				// A tied use in a slot with the def in a register
				// (with the def in that slot too it would be a
				// folded spill: TestCheckFoldedSpill).
				x.UseLocs[tc.k] = s
				b.Instrs = append(b.Instrs[:i], append([]*mir.Instr{st}, b.Instrs[i:]...)...)
				break
			}
			err := Check(in, out, tt, Options{})
			switch {
			case tc.ok && err != nil:
				t.Errorf("folded operand rejected: %v\n%s", err, out.Format(tt))
			case !tc.ok && err == nil:
				t.Errorf("folded operand accepted:\n%s", out.Format(tt))
			case !tc.ok && !strings.Contains(err.Error(), "cannot read memory") && !strings.Contains(err.Error(), "only copies"):
				t.Errorf("wrong error: %v", err)
			}
		})
	}
}

// TestSSACostWeight: level 4's spill weight counts the memory accesses a
// spill adds: x, read five times between two calls, needs one reload; y,
// read three times with a call in between, needs two. Fig. 6's weight
// counts occurrences and ranks x above y (x costs more to spill); the
// cost weight ranks y above x.
func TestSSACostWeight(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "costweight"}
	x, y := f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	var s [7]mir.Reg
	for i := range s {
		s[i] = f.NewReg(mir.GPR)
	}
	call := tins(topCall, nil)
	call.Clobbers = tt.callerSaved()
	b0 := f.NewBlock("entry")
	b0.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(x), 1),
		tins(mir.OpCopy, tregs(y), 2),
		tins(topMul, tregs(s[1]), y, y),
		call,
		tins(topMul, tregs(s[2]), x, x),
		tins(topMul, tregs(s[3]), s[2], x),
		tins(topMul, tregs(s[4]), s[3], x),
		tins(topMul, tregs(s[5]), s[4], x),
		tins(topMul, tregs(s[6]), s[5], y),
		tins(mir.OpCopy, tregs(1), s[6]),
		tterm(tins(topRet, nil, 1)),
	}
	weights := func(opts Options) (float64, float64) {
		a := newSSAAlloc(f, tt, opts)
		a.grow()
		a.depth = LoopDepths(a.f, mir.Dominators(a.f))
		a.buildPhiClasses()
		a.scan(ComputeLiveness(a.f))
		return a.weight[vidx(x)], a.weight[vidx(y)]
	}
	if wx, wy := weights(Options{Level: 4}); !(wx > wy) {
		t.Errorf("Fig. 6 weight: x %v, y %v; want x > y", wx, wy)
	}
	if wx, wy := weights(Options{Level: 4, SSA: SSAOptions{CostWeight: true}}); !(wx < wy) {
		t.Errorf("cost weight: x %v, y %v; want x < y", wx, wy)
	}
}

// FuzzSSALevel4: go test -fuzz=FuzzSSALevel4 ./regalloc/ — FuzzAllocate's
// random functions allocated by the SSA allocator at level4Options only
// (FuzzAllocate runs every allocator), every allocation checked.
func FuzzSSALevel4(f *testing.F) {
	for _, s := range genSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fn := genFunc(data)
		before := fn.Format(newTestTarget())
		for _, opts := range level4Options {
			allocCheckOne(t, fn, before, SSA{}, "ssa", opts)
		}
	})
}

// webFunc is a loop whose header carries h, k and m across a call: with
// two callee-saved registers one of them lives in memory. h is read only
// by the latch's phi j, so h is the one spilled, and j, whose own range is
// the latch alone, has room for a register: without phi-web spilling
// each arm loads h into j's register and the latch stores it back into
// h's slot.
//
//	entry:  h0 = p1; k0 = p2; m0 = p3; jump header
//	header: h = phi(h0, j); k = phi(k0, k2); m = phi(m0, m2)
//	        p1 = call; k1 = add k, m; br k1 -> left, right
//	left:   kl = add k1, m; jump latch
//	right:  kr = add k1, k; jump latch
//	latch:  j = phi(h, h); k2 = phi(kl, kr); m2 = add m, k2; br m2 -> exit, header
//	exit:   p1 = j; ret p1
func webFunc(tt *testTarget) *mir.Func {
	f := &mir.Func{Name: "web"}
	r := func() mir.Reg { return f.NewReg(mir.GPR) }
	h0, k0, m0, h, k, m, k1, kl, kr, j, k2, m2 := r(), r(), r(), r(), r(), r(), r(), r(), r(), r(), r(), r()
	entry, header, left, right := f.NewBlock("entry"), f.NewBlock("header"), f.NewBlock("left"), f.NewBlock("right")
	latch, exit := f.NewBlock("latch"), f.NewBlock("exit")
	tedges(entry, header, header, left, header, right, left, latch, right, latch, latch, exit, latch, header)
	phi := func(d mir.Reg, us ...mir.Reg) *mir.Instr { return tins(mir.OpPhi, tregs(d), us...) }
	call := tins(topCall, tregs(1))
	call.Clobbers = tt.callerSaved()
	entry.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(h0), 1), tins(mir.OpCopy, tregs(k0), 2), tins(mir.OpCopy, tregs(m0), 3), tjump()}
	header.Instrs = []*mir.Instr{phi(h, h0, j), phi(k, k0, k2), phi(m, m0, m2), call, tins(topAdd, tregs(k1), k, m), tterm(tins(topBr, nil, k1))}
	left.Instrs = []*mir.Instr{tins(topAdd, tregs(kl), k1, m), tjump()}
	right.Instrs = []*mir.Instr{tins(topAdd, tregs(kr), k1, k), tjump()}
	latch.Instrs = []*mir.Instr{phi(j, h, h), phi(k2, kl, kr), tins(topAdd, tregs(m2), m, k2), tterm(tins(topBr, nil, m2))}
	exit.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(1), j), tterm(tins(topRet, nil, 1))}
	return f
}

// TestSSAWebSpill: at level 4 the latch's phi joins the spilled header
// phi in memory, so the loop moves nothing between h's slot and a
// register; with -ssa-web-spill=false (and at level 3) the arms load h
// and the latch stores it back. Every allocation is checked.
func TestSSAWebSpill(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		name     string
		opts     Options
		transfer bool // loads and stores of phi transfers in the loop
	}{
		{"O3", Options{Level: 3}, true},
		{"O4", Options{Level: 4}, false},
		{"O4 -ssa-web-spill=false", Options{Level: 4, SSA: SSAOptions{NoWebSpill: true}}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := webFunc(tt)
			out, _ := ssaChecked(t, f, tt, tc.opts)
			mem := 0
			for _, b := range out.Blocks {
				if b.Name == "entry" || b.Name == "exit" {
					continue
				}
				for _, in := range b.Instrs {
					if in.Op == mir.OpMove && in.Src.IsSlot() != in.Dst.IsSlot() {
						mem++
					}
				}
			}
			if (mem > 0) != tc.transfer {
				t.Errorf("%d loads and stores in the loop, want transfers %v:\n%s", mem, tc.transfer, out.Format(tt))
			}
		})
	}
}

// ebbFunc spills x across a call (three values live across it, two
// callee-saved registers) and reads it in a block and in that block's
// only successor:
//
//	entry: x = p1; y = p2; z = p3; p1 = call; c = add y, z; br c -> b1, b3
//	b1:    s1 = add y, x; t1 = add s1, z; jump b2
//	b2:    s2 = add t1, x; s3 = add s2, z; s4 = add s3, y; p1 = s4; ret p1
//	b3:    u = add z, y; p1 = u; ret p1
func ebbFunc(tt *testTarget) *mir.Func {
	f := &mir.Func{Name: "ebb"}
	r := func() mir.Reg { return f.NewReg(mir.GPR) }
	x, y, z, c, s1, t1, s2, s3, s4, u := r(), r(), r(), r(), r(), r(), r(), r(), r(), r()
	entry, b1, b2, b3 := f.NewBlock("entry"), f.NewBlock("b1"), f.NewBlock("b2"), f.NewBlock("b3")
	tedges(entry, b1, entry, b3, b1, b2)
	call := tins(topCall, tregs(1))
	call.Clobbers = tt.callerSaved()
	entry.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(x), 1), tins(mir.OpCopy, tregs(y), 2), tins(mir.OpCopy, tregs(z), 3),
		call, tins(topAdd, tregs(c), y, z), tterm(tins(topBr, nil, c))}
	b1.Instrs = []*mir.Instr{tins(topAdd, tregs(s1), y, x), tins(topAdd, tregs(t1), s1, z), tjump()}
	b2.Instrs = []*mir.Instr{tins(topAdd, tregs(s2), t1, x), tins(topAdd, tregs(s3), s2, z), tins(topAdd, tregs(s4), s3, y),
		tins(mir.OpCopy, tregs(1), s4), tterm(tins(topRet, nil, 1))}
	b3.Instrs = []*mir.Instr{tins(topAdd, tregs(u), z, y), tins(mir.OpCopy, tregs(1), u), tterm(tins(topRet, nil, 1))}
	return f
}

// loadCase is a level-4 option set and the loads it should leave.
type loadCase struct {
	name  string
	opts  Options
	loads int
}

// testLoads allocates the function build makes under each case, checks
// the allocation and counts its loads.
func testLoads(t *testing.T, build func(*testTarget) *mir.Func, cases []loadCase) {
	t.Helper()
	tt := newTestTarget()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out, st := ssaChecked(t, build(tt), tt, tc.opts)
			if st.Loads != tc.loads {
				t.Errorf("%d loads, want %d:\n%s", st.Loads, tc.loads, out.Format(tt))
			}
		})
	}
}

// TestSSAEBBReuse: at level 4 one reload of the spilled x serves its uses
// in b1 and in b2, b1's only successor; with -ssa-ebb-reuse=false each
// block reloads it. Every allocation is checked.
func TestSSAEBBReuse(t *testing.T) {
	testLoads(t, ebbFunc, []loadCase{
		{"O4", Options{Level: 4, SSA: SSAOptions{NoFold: true}}, 1},
		{"O4 -ssa-ebb-reuse=false", Options{Level: 4, SSA: SSAOptions{NoFold: true, NoEBBReuse: true}}, 2},
	})
}

// phiConstFunc returns 7 on one path and x+x on the other; the lowering
// computed the 7 in the entry block, where p1 holds the call's result
// that the branch tests:
//
//	entry: p1 = call; x = p1; k = const 7; br x -> done, other
//	other: y = add x, x; jump done
//	done:  r = phi(k, y); p1 = r; ret p1
func phiConstFunc(tt *testTarget) *mir.Func {
	f := &mir.Func{Name: "phiconst"}
	x, k, y, r := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	entry, other, done := f.NewBlock("entry"), f.NewBlock("other"), f.NewBlock("done")
	tedges(entry, done, entry, other, other, done)
	call := tins(topCall, tregs(1))
	call.Clobbers = tt.callerSaved()
	entry.Instrs = []*mir.Instr{call, tins(mir.OpCopy, tregs(x), 1), tconst(k, 7), tterm(tins(topBr, nil, x))}
	other.Instrs = []*mir.Instr{tins(topAdd, tregs(y), x, x), tjump()}
	done.Instrs = []*mir.Instr{tins(mir.OpPhi, tregs(r), k, y), tins(mir.OpCopy, tregs(1), r), tterm(tins(topRet, nil, 1))}
	return f
}

// TestSSARematPhiArg: at level 4 the phi's constant argument is computed
// again on its edge, straight into the phi's register (p1, hinted by the
// return), and the entry block's constant is gone; with -ssa-remat=false
// it stays in the entry block, in another register than the call's
// result, and the edge moves it. Every allocation is checked.
func TestSSARematPhiArg(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		name  string
		opts  Options
		moves int // register-to-register moves
	}{
		{"O4", Options{Level: 4}, 0},
		{"O4 -ssa-remat=false", Options{Level: 4, SSA: SSAOptions{NoRemat: true}}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := phiConstFunc(tt)
			out, st := ssaChecked(t, f, tt, tc.opts)
			moves := regMoves(out)
			if moves != tc.moves {
				t.Errorf("%d moves (%d remats), want %d:\n%s", moves, st.Remats, tc.moves, out.Format(tt))
			}
		})
	}
}

// hintFunc passes a phi to a call in p2:
//
//	entry: x = p1; br x -> left, right
//	left:  a = add x, x; jump done
//	right: b = mul x, x; jump done
//	done:  r = phi(a, b); p2 = r; p1 = call p2; ret p1
func hintFunc(tt *testTarget) *mir.Func {
	f := &mir.Func{Name: "hint"}
	x, a, b, r := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	entry, left, right, done := f.NewBlock("entry"), f.NewBlock("left"), f.NewBlock("right"), f.NewBlock("done")
	tedges(entry, left, entry, right, left, done, right, done)
	call := tins(topCall, tregs(1), 2)
	call.Clobbers = tt.callerSaved()
	entry.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(x), 1), tterm(tins(topBr, nil, x))}
	left.Instrs = []*mir.Instr{tins(topAdd, tregs(a), x, x), tjump()}
	right.Instrs = []*mir.Instr{tins(topMul, tregs(b), x, x), tjump()}
	done.Instrs = []*mir.Instr{tins(mir.OpPhi, tregs(r), a, b), tins(mir.OpCopy, tregs(2), r), call, tterm(tins(topRet, nil, 1))}
	return f
}

// TestSSAHintPhis: at level 4 the call's argument register p2, hinted to
// the phi by the copy that reads it, reaches the phi's arguments, which
// colouring meets first: both arms compute into p2 and nothing moves;
// with -ssa-hints=false they take p1, the first free register, and
// the copy into p2 stays. Every allocation is checked.
func TestSSAHintPhis(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		name  string
		opts  Options
		moves int
	}{
		{"O4", Options{Level: 4}, 0},
		{"O4 -ssa-hints=false", Options{Level: 4, SSA: SSAOptions{NoHints: true}}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := hintFunc(tt)
			out, _ := ssaChecked(t, f, tt, tc.opts)
			moves := regMoves(out)
			if moves != tc.moves {
				t.Errorf("%d moves, want %d:\n%s", moves, tc.moves, out.Format(tt))
			}
		})
	}
}

// regMoves counts the moves between two registers in an allocation: the
// allocator's moves and the program's copies whose locations differ.
func regMoves(out *mir.Func) int {
	n := 0
	for _, b := range out.Blocks {
		for _, in := range b.Instrs {
			switch {
			case in.Op == mir.OpMove && in.Src.IsReg() && in.Dst.IsReg():
				n++
			case in.Op == mir.OpCopy && len(in.DefLocs) == 1 && len(in.UseLocs) == 1 &&
				in.DefLocs[0].IsReg() && in.UseLocs[0].IsReg() && in.DefLocs[0] != in.UseLocs[0]:
				n++
			}
		}
	}
	return n
}

// tedges adds the edges from, to, from, to, ... in order.
func tedges(bs ...*mir.Block) {
	for i := 0; i+1 < len(bs); i += 2 {
		mir.AddEdge(bs[i], bs[i+1])
	}
}

// ssaChecked allocates f with the SSA allocator and checks the
// allocation, failing t on either error.
func ssaChecked(t *testing.T, f *mir.Func, tt *testTarget, opts Options) (*mir.Func, *Stats) {
	t.Helper()
	out, st, err := SSA{}.Allocate(f, tt, opts)
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(f, out, tt, opts); err != nil {
		t.Fatalf("%v\n%s", err, out.Format(tt))
	}
	return out, st
}

// loopFunc keeps three parameters live across a call, where only the two
// callee-saved registers survive, and then uses them in a loop without
// calls that has room for all three:
//
//	entry: x = p1; y = p2; z = p3; p1 = call; k = p1; jump h
//	h:     i = phi(k, i2); s1 = add x, i; s2 = add s1, y; s3 = add s2, z
//	       store s3, i; i2 = add i, s3; br i2 -> h, exit
//	exit:  p1 = add x, z; ret p1
func loopFunc(tt *testTarget) (*mir.Func, *mir.Block) {
	f := &mir.Func{Name: "loopreload"}
	r := func() mir.Reg { return f.NewReg(mir.GPR) }
	x, y, z, k, i, s1, s2, s3, i2, e := r(), r(), r(), r(), r(), r(), r(), r(), r(), r()
	entry, h, exit := f.NewBlock("entry"), f.NewBlock("h"), f.NewBlock("exit")
	tedges(entry, h, h, h, h, exit)
	call := tins(topCall, tregs(1))
	call.Clobbers = tt.callerSaved()
	entry.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(x), 1), tins(mir.OpCopy, tregs(y), 2), tins(mir.OpCopy, tregs(z), 3),
		call, tins(mir.OpCopy, tregs(k), 1), tjump()}
	h.Instrs = []*mir.Instr{tins(mir.OpPhi, tregs(i), k, i2), tins(topAdd, tregs(s1), x, i), tins(topAdd, tregs(s2), s1, y),
		tins(topAdd, tregs(s3), s2, z), tins(topStore, nil, s3, i), tins(topAdd, tregs(i2), i, s3), tterm(tins(topBr, nil, i2))}
	exit.Instrs = []*mir.Instr{tins(topAdd, tregs(e), x, z), tins(mir.OpCopy, tregs(1), e), tterm(tins(topRet, nil, 1))}
	return f, h
}

// slotLoads counts the loads from spill slots in the blocks of out whose
// IDs are in ids.
func slotLoads(out *mir.Func, ids map[int]bool) int {
	n := 0
	for _, b := range out.Blocks {
		if !ids[b.ID] {
			continue
		}
		for _, in := range b.Instrs {
			switch {
			case in.Op == mir.OpMove && in.Src.IsSlot() && in.Dst.IsReg():
				n++
			case in.Op == mir.OpCopy && len(in.UseLocs) == 1 && len(in.DefLocs) == 1 && in.UseLocs[0].IsSlot() && in.DefLocs[0].IsReg():
				n++
			}
		}
	}
	return n
}

// TestSSALoopReload: with -ssa-loop-reload the parameter spilled for the
// call is reloaded once before the loop, which keeps it in a register
// inside; without, the loop loads it on every iteration. Every allocation
// is checked.
func TestSSALoopReload(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		name      string
		opts      Options
		loopLoads int
	}{
		{"O4 -ssa-loop-reload", Options{Level: 4, SSA: SSAOptions{NoFold: true, LoopReload: true}}, 0},
		{"O4", Options{Level: 4, SSA: SSAOptions{NoFold: true}}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, h := loopFunc(tt)
			out, st := ssaChecked(t, f, tt, tc.opts)
			if st.Spilled == 0 {
				t.Fatalf("nothing spilled:\n%s", out.Format(tt))
			}
			// The loop: h and the block that splits its back edge.
			loop := map[int]bool{h.ID: true}
			for _, b := range out.Blocks {
				if len(b.Succs) == 1 && b.Succs[0].ID == h.ID && b.ID > h.ID {
					loop[b.ID] = true
				}
			}
			if n := slotLoads(out, loop); n != tc.loopLoads {
				t.Errorf("%d loads in the loop, want %d:\n%s", n, tc.loopLoads, out.Format(tt))
			}
		})
	}
}

// tiedCallFunc computes d = c + b with c a copy of a (a two-address
// operation, as x86-64's SSE arithmetic is lowered) and uses a and d after
// a call, which clobbers every FP register:
//
//	entry: a = cvt p1; b = cvt p2; c = a; d = fadd c, b tied0; p1 = call
//	       e0 = d; e = fadd e0, a tied0; g0 = e; g = fadd g0, b tied0; p17 = g; ret
func tiedCallFunc(tt *testTarget) *mir.Func {
	f := &mir.Func{Name: "tiedcall"}
	r := func() mir.Reg { return f.NewReg(mir.FPR) }
	a, b, c, d, e0, e, g0, g := r(), r(), r(), r(), r(), r(), r(), r()
	entry := f.NewBlock("entry")
	call := tins(topCall, tregs(1))
	call.Clobbers = tt.callerSaved()
	add := func(dst, x, y mir.Reg) *mir.Instr {
		in := tins(topFAdd, tregs(dst), x, y)
		in.Tied = 0
		return in
	}
	entry.Instrs = []*mir.Instr{tins(topCvt, tregs(a), 1), tins(topCvt, tregs(b), 2), tins(mir.OpCopy, tregs(c), a),
		add(d, c, b), call, tins(mir.OpCopy, tregs(e0), d), add(e, e0, a), tins(mir.OpCopy, tregs(g0), e), add(g, g0, b),
		tins(mir.OpCopy, tregs(17), g), tterm(tins(topRet, nil, 1, 17))}
	return f
}

// TestSSAKeepTiedSources: the sum d lives across the call, so no FP
// register can hold it there; its tied source c, a copy of a, inherits
// that constraint. Levels 1-3 spill c with d and move a's slot into c's,
// load c, add and store d; level 4 spills only d, and c is loaded from
// a's slot by the copy itself. Every allocation is checked.
func TestSSAKeepTiedSources(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		level      int
		slotToSlot bool
	}{{3, true}, {4, false}} {
		t.Run(fmt.Sprintf("O%d", tc.level), func(t *testing.T) {
			out, _ := ssaChecked(t, tiedCallFunc(tt), tt, Options{Level: tc.level, SSA: SSAOptions{NoFold: true}})
			got := false
			for _, b := range out.Blocks {
				for _, in := range b.Instrs {
					if (in.Op == mir.OpMove && in.Src.IsSlot() && in.Dst.IsSlot()) ||
						(in.Op == mir.OpCopy && len(in.UseLocs) == 1 && len(in.DefLocs) == 1 && in.UseLocs[0].IsSlot() && in.DefLocs[0].IsSlot()) {
						got = true
					}
				}
			}
			if got != tc.slotToSlot {
				t.Errorf("slot-to-slot move %v, want %v:\n%s", got, tc.slotToSlot, out.Format(tt))
			}
		})
	}
}

// defReuseFunc computes three sums that live across a call, where only
// the two callee-saved registers survive, and uses each before the call:
//
//	entry: a = p1; b = p2; x = add a, b; y = add a, x; z = add b, y
//	       store x, y; store y, z; store z, x; p1 = x; p2 = y; p3 = z
//	       p1 = call p1, p2, p3; s = add x, y; t = add s, z; p1 = t; ret p1
func defReuseFunc(tt *testTarget) *mir.Func {
	f := &mir.Func{Name: "defreuse"}
	r := func() mir.Reg { return f.NewReg(mir.GPR) }
	a, b, x, y, z, s, t := r(), r(), r(), r(), r(), r(), r()
	entry := f.NewBlock("entry")
	call := tins(topCall, tregs(1), 1, 2, 3)
	call.Clobbers = tt.callerSaved()
	entry.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(a), 1), tins(mir.OpCopy, tregs(b), 2),
		tins(topAdd, tregs(x), a, b), tins(topAdd, tregs(y), a, x), tins(topAdd, tregs(z), b, y),
		tins(topStore, nil, x, y), tins(topStore, nil, y, z), tins(topStore, nil, z, x),
		tins(mir.OpCopy, tregs(1), x), tins(mir.OpCopy, tregs(2), y), tins(mir.OpCopy, tregs(3), z), call,
		tins(topAdd, tregs(s), x, y), tins(topAdd, tregs(t), s, z), tins(mir.OpCopy, tregs(1), t), tterm(tins(topRet, nil, 1))}
	return f
}

// TestSSADefReuse: one of x, y and z is spilled for the call. At level 4
// the register its definition wrote serves its uses before the call (the
// copy into an argument register among them), and the one reload is
// after the call; with -ssa-def-reuse=false the uses before the call
// reload it too (RemoveRedundantReloads then turns that reload into a
// move from the register that still holds the value, and lets the copy
// read that register: still one reload more). The second case keeps its
// reloads from living across the call (-ssa-call-reuse=false), or the
// reload before the call would serve the uses after it too and take a
// callee-saved register from z. Every allocation is checked.
func TestSSADefReuse(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		name    string
		opts    Options
		reloads int // reload moves, from a slot or a register
	}{
		{"O4", Options{Level: 4, SSA: SSAOptions{NoFold: true}}, 1},
		{"O4 -ssa-def-reuse=false", Options{Level: 4, SSA: SSAOptions{NoFold: true, NoDefReuse: true, NoCallReuse: true}}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, _ := ssaChecked(t, defReuseFunc(tt), tt, tc.opts)
			n := 0
			for _, b := range out.Blocks {
				for _, in := range b.Instrs {
					if in.Op == mir.OpMove && in.Why == "reload" {
						n++
					}
				}
			}
			if n != tc.reloads {
				t.Errorf("%d reloads, want %d:\n%s", n, tc.reloads, out.Format(tt))
			}
		})
	}
}

// phiReuseFunc is defReuseFunc with x, y and z phis of the two arms of a
// diamond:
//
//	entry: a = p1; b = p2; c = p3; br c -> b1, b2
//	b1:    x1 = add a, b; y1 = add a, x1; z1 = add b, y1; jump b3
//	b2:    x2 = add b, a; y2 = add b, x2; z2 = add a, y2; jump b3
//	b3:    x = phi(x1, x2); y = phi(y1, y2); z = phi(z1, z2)
//	       store x, y; store y, z; store z, x; p1 = x; p2 = y; p3 = z
//	       p1 = call p1, p2, p3; s = add x, y; t = add s, z; p1 = t; ret p1
func phiReuseFunc(tt *testTarget) *mir.Func {
	f := &mir.Func{Name: "phireuse"}
	r := func() mir.Reg { return f.NewReg(mir.GPR) }
	a, b, c, x1, y1, z1, x2, y2, z2, x, y, z, s, t := r(), r(), r(), r(), r(), r(), r(), r(), r(), r(), r(), r(), r(), r()
	entry, b1, b2, b3 := f.NewBlock("entry"), f.NewBlock("b1"), f.NewBlock("b2"), f.NewBlock("b3")
	tedges(entry, b1, entry, b2, b1, b3, b2, b3)
	call := tins(topCall, tregs(1), 1, 2, 3)
	call.Clobbers = tt.callerSaved()
	entry.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(a), 1), tins(mir.OpCopy, tregs(b), 2), tins(mir.OpCopy, tregs(c), 3),
		tterm(tins(topBr, nil, c))}
	b1.Instrs = []*mir.Instr{tins(topAdd, tregs(x1), a, b), tins(topAdd, tregs(y1), a, x1), tins(topAdd, tregs(z1), b, y1), tjump()}
	b2.Instrs = []*mir.Instr{tins(topAdd, tregs(x2), b, a), tins(topAdd, tregs(y2), b, x2), tins(topAdd, tregs(z2), a, y2), tjump()}
	b3.Instrs = []*mir.Instr{tins(mir.OpPhi, tregs(x), x1, x2), tins(mir.OpPhi, tregs(y), y1, y2), tins(mir.OpPhi, tregs(z), z1, z2),
		tins(topStore, nil, x, y), tins(topStore, nil, y, z), tins(topStore, nil, z, x),
		tins(mir.OpCopy, tregs(1), x), tins(mir.OpCopy, tregs(2), y), tins(mir.OpCopy, tregs(3), z), call,
		tins(topAdd, tregs(s), x, y), tins(topAdd, tregs(t), s, z), tins(mir.OpCopy, tregs(1), t), tterm(tins(topRet, nil, 1))}
	return f
}

// TestSSAPhiReuse: one of the phis x, y and z is spilled for the call. At
// level 4 it keeps its register from the join's start for its uses before
// the call and is stored once, after the phis; as a memory phi
// (-ssa-phi-reuse=false) each arm stores its argument and the uses before
// the call reload it. Every allocation is checked.
func TestSSAPhiReuse(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		name            string
		opts            Options
		reloads, stores int // reload and spill moves, from or to a slot or a register
	}{
		{"O4", Options{Level: 4, SSA: SSAOptions{NoFold: true}}, 1, 1},
		{"O4 -ssa-phi-reuse=false", Options{Level: 4, SSA: SSAOptions{NoFold: true, NoPhiReuse: true}}, 2, 2},
		{"O4 -ssa-def-reuse=false", Options{Level: 4, SSA: SSAOptions{NoFold: true, NoDefReuse: true}}, 2, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, st := ssaChecked(t, phiReuseFunc(tt), tt, tc.opts)
			n := 0
			for _, b := range out.Blocks {
				for _, in := range b.Instrs {
					if in.Op == mir.OpMove && in.Why == "reload" {
						n++
					}
				}
			}
			if n != tc.reloads || st.Stores != tc.stores {
				t.Errorf("%d reloads and %d stores, want %d and %d:\n%s", n, st.Stores, tc.reloads, tc.stores, out.Format(tt))
			}
		})
	}
}

// TestArgsInRegisters: -ssa-phi-reuse's test of a phi's arguments, on a
// loop whose header holds x = phi(a, w). The arguments qualify when they
// are in registers and computed independently of x; not when x reaches
// its own argument through copies and phis (carried unchanged around the
// loop on some path, as an interpreter's state through its dispatch),
// when an argument or the value it copies lives in memory (pinned), or
// when the web of copies and phis behind them is larger than it looks at,
// or when it reaches a physical register (not looked through).
func TestArgsInRegisters(t *testing.T) {
	type shape int
	const (
		computed  shape = iota // w = add x, k: a new value
		copied                 // w = copy x
		joined                 // w = phi(x, z) at the latch's join
		pinnedArg              // w = add x, k, and a lives in memory
		pinnedSrc              // w = copy z, z = add a, k, z in memory
		longWeb                // w = copy of a copy ... of a, 71 copies
		fromPhys               // w = add x, k, and a = copy p1
	)
	for _, tc := range []struct {
		name  string
		shape shape
		want  bool
	}{
		{"computed", computed, true},
		{"copy of the phi", copied, false},
		{"phi of the phi", joined, false},
		{"argument in memory", pinnedArg, false},
		{"copy of a value in memory", pinnedSrc, false},
		{"web of 71 copies", longWeb, false},
		{"copy of a parameter register", fromPhys, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := &mir.Func{Name: "args"}
			r := func() mir.Reg { return f.NewReg(mir.GPR) }
			a, k, x, w, z := r(), r(), r(), r(), r()
			entry, h, body, latch, exit := f.NewBlock("entry"), f.NewBlock("h"), f.NewBlock("body"), f.NewBlock("latch"), f.NewBlock("exit")
			tedges(entry, h, h, body, h, latch, body, latch, latch, h, latch, exit)
			entry.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(k), 2), tins(topAdd, tregs(a), k, k), tjump()}
			if tc.shape == fromPhys {
				entry.Instrs[1] = tins(mir.OpCopy, tregs(a), 1)
			}
			phi := tins(mir.OpPhi, tregs(x), a, w)
			h.Instrs = []*mir.Instr{phi, tterm(tins(topBr, nil, x))}
			body.Instrs = []*mir.Instr{tins(topAdd, tregs(z), x, k), tjump()}
			var defW []*mir.Instr
			switch tc.shape {
			case computed, pinnedArg, fromPhys:
				defW = []*mir.Instr{tins(topAdd, tregs(w), x, k)}
			case copied:
				defW = []*mir.Instr{tins(mir.OpCopy, tregs(w), x)}
			case joined:
				defW = []*mir.Instr{tins(mir.OpPhi, tregs(w), x, z)}
			case pinnedSrc:
				body.Instrs[0] = tins(topAdd, tregs(z), a, k)
				defW = []*mir.Instr{tins(mir.OpCopy, tregs(w), z)}
			case longWeb:
				prev := a
				for i := 0; i < 70; i++ {
					c := r()
					defW = append(defW, tins(mir.OpCopy, tregs(c), prev))
					prev = c
				}
				defW = append(defW, tins(mir.OpCopy, tregs(w), prev))
			}
			latch.Instrs = append(defW, tterm(tins(topBr, nil, w)))
			exit.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(1), x), tterm(tins(topRet, nil, 1))}
			al := &ssaAlloc{pinned: make([]bool, len(f.Classes))}
			switch tc.shape {
			case pinnedArg:
				al.pinned[vidx(a)] = true
			case pinnedSrc:
				al.pinned[vidx(z)] = true
			}
			if got := al.argsInRegisters(newSpillPass(f, nil), phi); got != tc.want {
				t.Errorf("argsInRegisters(%s) = %v, want %v:\n%s", phi.Format(nil), got, tc.want, f.Format(nil))
			}
		})
	}
}

// callDiamondFunc spills a value across a call (three values live across it,
// two callee-saved registers) and reads x in both arms of the diamond
// after the call and at their join:
//
//	entry: x = p1; y = p2; z = p3; p1 = call; c = add y, z; br c -> b1, b2
//	b1:    s1 = add y, x; jump b3
//	b2:    s2 = add z, x; jump b3
//	b3:    r = phi(s1, s2); t = add r, x; p1 = t; ret p1
func callDiamondFunc(tt *testTarget) *mir.Func {
	f := &mir.Func{Name: "diamond"}
	r := func() mir.Reg { return f.NewReg(mir.GPR) }
	x, y, z, c, s1, s2, ph, tv := r(), r(), r(), r(), r(), r(), r(), r()
	entry, b1, b2, b3 := f.NewBlock("entry"), f.NewBlock("b1"), f.NewBlock("b2"), f.NewBlock("b3")
	tedges(entry, b1, entry, b2, b1, b3, b2, b3)
	call := tins(topCall, tregs(1))
	call.Clobbers = tt.callerSaved()
	entry.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(x), 1), tins(mir.OpCopy, tregs(y), 2), tins(mir.OpCopy, tregs(z), 3),
		call, tins(topAdd, tregs(c), y, z), tterm(tins(topBr, nil, c))}
	b1.Instrs = []*mir.Instr{tins(topAdd, tregs(s1), y, x), tjump()}
	b2.Instrs = []*mir.Instr{tins(topAdd, tregs(s2), z, x), tjump()}
	b3.Instrs = []*mir.Instr{tins(mir.OpPhi, tregs(ph), s1, s2), tins(topAdd, tregs(tv), ph, x),
		tins(mir.OpCopy, tregs(1), tv), tterm(tins(topRet, nil, 1))}
	return f
}

// TestSSADomReuse: at level 4 the value spilled across the call is loaded
// once, at the end of the call's block, for both arms of the diamond and
// their join (the range split after the call, as llc's greedy allocator
// splits it); with -ssa-dom-reuse=false each arm loads it and the join
// loads it again. Every allocation is checked.
func TestSSADomReuse(t *testing.T) {
	testLoads(t, callDiamondFunc, []loadCase{
		{"O4", Options{Level: 4, SSA: SSAOptions{NoFold: true}}, 1},
		{"O4 -ssa-dom-reuse=false", Options{Level: 4, SSA: SSAOptions{NoFold: true, NoDomReuse: true}}, 3},
	})
}

// loopCallFunc is callDiamondFunc's diamond inside a loop whose header
// calls, so the value spilled across the call is read on every iteration
// after it:
//
//	entry: x = p1; y = p2; z = p3; jump h
//	h:     p1 = call; c = add y, z; br c -> b1, b2
//	b1:    s1 = add y, x; jump l
//	b2:    s2 = add z, x; jump l
//	l:     r = phi(s1, s2); br r -> h, exit
//	exit:  p1 = r; ret p1
func loopCallFunc(tt *testTarget) (*mir.Func, map[string]*mir.Block) {
	f := &mir.Func{Name: "loopcall"}
	r := func() mir.Reg { return f.NewReg(mir.GPR) }
	x, y, z, c, s1, s2, ph := r(), r(), r(), r(), r(), r(), r()
	bs := map[string]*mir.Block{}
	for _, n := range []string{"entry", "h", "b1", "b2", "l", "exit"} {
		bs[n] = f.NewBlock(n)
	}
	tedges(bs["entry"], bs["h"], bs["h"], bs["b1"], bs["h"], bs["b2"], bs["b1"], bs["l"], bs["b2"], bs["l"],
		bs["l"], bs["h"], bs["l"], bs["exit"])
	call := tins(topCall, tregs(1))
	call.Clobbers = tt.callerSaved()
	bs["entry"].Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(x), 1), tins(mir.OpCopy, tregs(y), 2), tins(mir.OpCopy, tregs(z), 3), tjump()}
	bs["h"].Instrs = []*mir.Instr{call, tins(topAdd, tregs(c), y, z), tterm(tins(topBr, nil, c))}
	bs["b1"].Instrs = []*mir.Instr{tins(topAdd, tregs(s1), y, x), tjump()}
	bs["b2"].Instrs = []*mir.Instr{tins(topAdd, tregs(s2), z, x), tjump()}
	bs["l"].Instrs = []*mir.Instr{tins(mir.OpPhi, tregs(ph), s1, s2), tterm(tins(topBr, nil, ph))}
	bs["exit"].Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(1), ph), tterm(tins(topRet, nil, 1))}
	return f, bs
}

// TestSSADomReuseInLoop: a value live across a loop with a call inside
// is split, not reloaded at each use: in memory across the call, in a
// register from one reload after it to both arms of the diamond; with
// -ssa-dom-reuse=false each arm loads it. Every allocation is checked.
func TestSSADomReuseInLoop(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		name      string
		opts      Options
		loopLoads int
	}{
		{"O4", Options{Level: 4, SSA: SSAOptions{NoFold: true}}, 1},
		{"O4 -ssa-dom-reuse=false", Options{Level: 4, SSA: SSAOptions{NoFold: true, NoDomReuse: true}}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, bs := loopCallFunc(tt)
			out, st := ssaChecked(t, f, tt, tc.opts)
			if st.Spilled == 0 {
				t.Fatalf("nothing spilled:\n%s", out.Format(tt))
			}
			loop := map[int]bool{bs["h"].ID: true, bs["b1"].ID: true, bs["b2"].ID: true, bs["l"].ID: true}
			for _, b := range out.Blocks {
				if b.ID >= len(f.Blocks) {
					loop[b.ID] = true // a split edge: l -> h
				}
			}
			if n := slotLoads(out, loop); n != tc.loopLoads {
				t.Errorf("%d loads in the loop, want %d:\n%s", n, tc.loopLoads, out.Format(tt))
			}
		})
	}
}

// coldCallFunc is a loop whose values b, c, d and the phi i are read on
// every iteration and live across a call that only some iterations make
// (four values across the call; the test target saves two registers; b,
// c and d are read in two blocks of the loop, so that a spill of any of
// them costs more than a store and a load on the cold path):
//
//	entry: a = p1; b = p2; c = p3; d = p4; jump h
//	h:     i = phi(a, i1); k = add i, b; l = add k, c; m = add l, d; br m -> cold, next
//	cold:  p1 = call; jump next
//	next:  t = add i, b; u = add t, c; i1 = add u, d; br i1 -> h, exit
//	exit:  p1 = i1; ret p1
func coldCallFunc(tt *testTarget) (*mir.Func, map[string]*mir.Block) {
	f := &mir.Func{Name: "coldcall"}
	r := func() mir.Reg { return f.NewReg(mir.GPR) }
	a, b, c, d, i, t1, u, i1, k, l, m := r(), r(), r(), r(), r(), r(), r(), r(), r(), r(), r()
	bs := map[string]*mir.Block{}
	for _, n := range []string{"entry", "h", "cold", "next", "exit"} {
		bs[n] = f.NewBlock(n)
	}
	tedges(bs["entry"], bs["h"], bs["h"], bs["cold"], bs["h"], bs["next"], bs["cold"], bs["next"],
		bs["next"], bs["h"], bs["next"], bs["exit"])
	call := tins(topCall, tregs(1))
	call.Clobbers = tt.callerSaved()
	bs["entry"].Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(a), 1), tins(mir.OpCopy, tregs(b), 2),
		tins(mir.OpCopy, tregs(c), 3), tins(mir.OpCopy, tregs(d), 4), tjump()}
	bs["h"].Instrs = []*mir.Instr{tins(mir.OpPhi, tregs(i), a, i1), tins(topAdd, tregs(k), i, b), tins(topAdd, tregs(l), k, c),
		tins(topAdd, tregs(m), l, d), tterm(tins(topBr, nil, m))}
	bs["cold"].Instrs = []*mir.Instr{call, tjump()}
	bs["next"].Instrs = []*mir.Instr{tins(topAdd, tregs(t1), i, b), tins(topAdd, tregs(u), t1, c),
		tins(topAdd, tregs(i1), u, d), tterm(tins(topBr, nil, i1))}
	bs["exit"].Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(1), i1), tterm(tins(topRet, nil, 1))}
	return f, bs
}

// TestSSACallSplit: with -ssa-call-split the values that the call on the
// loop's cold path would put in memory are split around it instead of
// being spilled whole: stored and reloaded on the cold path alone, with
// no load on the hot one (the header, the block after the call's join
// and the split edges); without the part the hot path loads them. Every
// allocation is checked.
func TestSSACallSplit(t *testing.T) {
	tt := newTestTarget()
	for _, tc := range []struct {
		name  string
		opts  Options
		split bool
	}{
		{"O4", Options{Level: 4, SSA: SSAOptions{NoFold: true}}, false},
		{"O4 -ssa-call-split", Options{Level: 4, SSA: SSAOptions{NoFold: true, CallSplit: true}}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, bs := coldCallFunc(tt)
			out, st := ssaChecked(t, f, tt, tc.opts)
			hot := map[int]bool{}
			for _, b := range out.Blocks {
				if b.ID != bs["entry"].ID && b.ID != bs["cold"].ID && b.ID != bs["exit"].ID {
					hot[b.ID] = true
				}
			}
			n := slotLoads(out, hot)
			switch {
			case tc.split && (n != 0 || st.CallSplits == 0):
				t.Errorf("%d loads on the hot path, %d values split; want none and some:\n%s", n, st.CallSplits, out.Format(tt))
			case !tc.split && n == 0:
				t.Errorf("no load on the hot path without the split:\n%s", out.Format(tt))
			}
		})
	}
}

// TestSSAMoveAside: when every register a value may use holds a reload
// made for the same instruction, one of those moves to a free register
// that the value may not use, if nothing between the reload and the value
// touches that register; the reload's location and the owners change.
// (SQLite's substrFunc at 4 GPRs: a select's tied operand may not use
// RSI, which the other operands left free.)
func TestSSAMoveAside(t *testing.T) {
	for _, tc := range []struct {
		name    string
		between *mir.Instr // an instruction between the two reloads, or nil
		freed   mir.Reg
	}{
		{"moved", nil, 1},
		{"register read between", tins(topStore, nil, 3, 2), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := &mir.Func{Name: "aside"}
			x, y, o, d := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
			b := f.NewBlock("entry")
			reloadO := tins(mir.OpCopy, tregs(o), x)
			reloadD := tins(mir.OpCopy, tregs(d), y)
			b.Instrs = []*mir.Instr{reloadO}
			if tc.between != nil {
				b.Instrs = append(b.Instrs, tc.between)
			}
			b.Instrs = append(b.Instrs, reloadD, tins(topAdd, tregs(d), d, o))
			a := &ssaAlloc{f: f, loc: make([]mir.Loc, 4), forbidden: make([]mir.RegSet, 4)}
			a.alloc[mir.GPR] = []mir.Reg{1, 2, 3}
			a.loc[vidx(o)] = mir.RegLoc(1)
			a.loc[vidx(x)] = mir.RegLoc(2)
			a.forbidden[vidx(d)] = mir.RegSet(0).Add(3)
			owner := make([]mir.Reg, mir.FirstVirtual)
			owner[1], owner[2] = o, x
			got := a.moveAside(d, b, reloadD, owner)
			if got != tc.freed {
				t.Fatalf("freed %d, want %d", got, tc.freed)
			}
			if got != 0 && (a.loc[vidx(o)] != mir.RegLoc(3) || owner[3] != o || owner[1] != 0) {
				t.Errorf("o at %v, owners %v, %v", a.loc[vidx(o)], owner[1], owner[3])
			}
			if got == 0 && (a.loc[vidx(o)] != mir.RegLoc(1) || owner[1] != o) {
				t.Errorf("o moved though p3 is read in between")
			}
		})
	}
}

// callChainFunc keeps three values live across a first call, where only
// the two callee-saved registers survive, and then reads x after each of
// three more calls, across which only x and one other value live, once as
// the argument of the last (a copy into p1):
//
//	entry: x = p1; y = p2; z = p3; p1 = call; s1 = add y, z
//	       s2 = add s1, y; s3 = add s2, z; s = add s3, y
//	       t = add s, x; p1 = call; u = add t, x; p1 = call
//	       w = add u, x; p1 = x; p1 = call p1; v = add w, p1; p1 = v; ret p1
func callChainFunc(tt *testTarget) *mir.Func {
	f := &mir.Func{Name: "callchain"}
	r := func() mir.Reg { return f.NewReg(mir.GPR) }
	x, y, z, s1, s2, s3, s, tv, u, w, v, res := r(), r(), r(), r(), r(), r(), r(), r(), r(), r(), r(), r()
	entry := f.NewBlock("entry")
	call := func(args ...mir.Reg) *mir.Instr {
		c := tins(topCall, tregs(1), args...)
		c.Clobbers = tt.callerSaved()
		return c
	}
	entry.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(x), 1), tins(mir.OpCopy, tregs(y), 2), tins(mir.OpCopy, tregs(z), 3),
		call(), tins(topAdd, tregs(s1), y, z), tins(topAdd, tregs(s2), s1, y),
		tins(topAdd, tregs(s3), s2, z), tins(topAdd, tregs(s), s3, y),
		tins(topAdd, tregs(tv), s, x), call(), tins(topAdd, tregs(u), tv, x), call(),
		tins(topAdd, tregs(w), u, x), tins(mir.OpCopy, tregs(1), x), call(1),
		tins(mir.OpCopy, tregs(res), 1), tins(topAdd, tregs(v), w, res),
		tins(mir.OpCopy, tregs(1), v), tterm(tins(topRet, nil, 1)),
	}
	return f
}

// TestSSACallReuse: at level 4 the value spilled across the first call is
// loaded once after it and kept in a callee-saved register across the
// calls that follow, the last call's argument copied from that register
// (the range split: in memory across the first call, in a register after
// it); with -ssa-call-reuse=false each use after a call loads it again and
// the argument is loaded from the slot. Every allocation is checked.
func TestSSACallReuse(t *testing.T) {
	testLoads(t, callChainFunc, []loadCase{
		{"O4", Options{Level: 4, SSA: SSAOptions{NoFold: true}}, 1},
		{"O4 -ssa-call-reuse=false", Options{Level: 4, SSA: SSAOptions{NoFold: true, NoCallReuse: true}}, 3},
	})
}

// TestSSACallReuseCopyOnly: a reload that only a call's argument copy
// would read is not made: the copy loads from the slot, as without
// -ssa-call-reuse (callChainFunc without the uses of x after the first
// call but the argument's).
func TestSSACallReuseCopyOnly(t *testing.T) {
	build := func(tt *testTarget) *mir.Func {
		f := callChainFunc(tt)
		for _, in := range f.Blocks[0].Instrs {
			if in.Op == topAdd && in.Uses[1] == f.Blocks[0].Instrs[0].Defs[0] {
				in.Uses[1] = in.Uses[0] // t = add s, s; ...
			}
		}
		return f
	}
	tt := newTestTarget()
	sizes := map[bool]int{}
	for _, off := range []bool{false, true} {
		out, st := ssaChecked(t, build(tt), tt, Options{Level: 4, SSA: SSAOptions{NoFold: true, NoCallReuse: off}})
		if st.Loads != 1 {
			t.Errorf("-ssa-call-reuse=%v: %d loads, want 1:\n%s", !off, st.Loads, out.Format(tt))
		}
		for _, b := range out.Blocks {
			sizes[off] += len(b.Instrs)
		}
	}
	if sizes[false] != sizes[true] {
		t.Errorf("%d instructions with -ssa-call-reuse, %d without", sizes[false], sizes[true])
	}
}
