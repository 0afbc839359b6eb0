package regalloc

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// diamondFunc builds code whose interference graph, once Chaitin's
// coalescing has united z1 and z2 into z, is Briggs' diamond (Fig. 2): the
// 4-cycle w-x-z-y-w, with w-z and x-y not adjacent. k is a constant that
// dies where w is born (no neighbours).
//
//	b0: k = const 3; w = mul k, k; x = mul w, w; br x -> b1, b2
//	b1: store w, w; z1 = mul x, x; store x, z1; jump b3
//	b2: y = mul w, w; store w, y; z2 = mul y, y; store y, z2; jump b3
//	b3: z = phi z1, z2; store z, z; ret
func diamondFunc() (f *mir.Func, w, x, y, z mir.Reg) {
	f = &mir.Func{Name: "diamond"}
	k := f.NewReg(mir.GPR)
	w, x, y, z = f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	z1, z2 := f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	b0, b1, b2, b3 := f.NewBlock("entry"), f.NewBlock("left"), f.NewBlock("right"), f.NewBlock("join")
	mir.AddEdge(b0, b1)
	mir.AddEdge(b0, b2)
	mir.AddEdge(b1, b3)
	mir.AddEdge(b2, b3)
	b0.Instrs = []*mir.Instr{tconst(k, 3), tins(topMul, tregs(w), k, k), tins(topMul, tregs(x), w, w), tterm(tins(topBr, nil, x))}
	b1.Instrs = []*mir.Instr{tins(topStore, nil, w, w), tins(topMul, tregs(z1), x, x), tins(topStore, nil, x, z1), tjump()}
	b2.Instrs = []*mir.Instr{tins(topMul, tregs(y), w, w), tins(topStore, nil, w, y), tins(topMul, tregs(z2), y, y), tins(topStore, nil, y, z2), tjump()}
	b3.Instrs = []*mir.Instr{mir.NewInstr(mir.OpPhi, tregs(z), tregs(z1, z2), nil), tins(topStore, nil, z, z), tterm(tins(topRet, nil))}
	return f, w, x, y, z
}

// graphEdges lists the edges among the live ranges of regs, by name, after
// Build and Coalesce (each register named by the live range it is in).
func graphEdges(a *colouring, names map[mir.Reg]string) []string {
	var es []string
	for u, nu := range names {
		for v, nv := range names {
			if nu < nv && a.g.Interferes(a.find(u), a.find(v)) {
				es = append(es, nu+"-"+nv)
			}
		}
	}
	sort.Strings(es)
	return es
}

// TestBriggsDiamond: Briggs' diamond graph (section 2, Fig. 2) is
// two-colourable, but every node has degree 2 = k: Chaitin's pessimistic
// Simplify must spill, the optimistic one colours it.
func TestBriggsDiamond(t *testing.T) {
	tt := newTestTarget()
	opts := Options{Regs: 2}
	f, w, x, y, z := diamondFunc()
	for _, pol := range []colourPolicy{{}, {optimistic: true}, {optimistic: true, remat: true}} {
		a := newColouring(f, tt, opts, pol)
		a.start(func(string) {})
		if err := a.BuildCoalesce(func(string) {}); err != nil {
			t.Fatal(err)
		}
		got := graphEdges(a, map[mir.Reg]string{w: "w", x: "x", y: "y", z: "z"})
		if want := []string{"w-x", "w-y", "x-z", "y-z"}; strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%+v: edges %v, want the 4-cycle %v", pol, got, want)
		}
	}
	for _, tc := range []struct {
		alloc   Allocator
		opts    Options
		spilled bool
	}{
		{Chaitin{}, opts, true},
		{Briggs{}, opts, false},
		{Briggs{}, Options{Regs: 2, Briggs: BriggsOptions{NoRemat: true}}, false},
	} {
		out, st, err := tc.alloc.Allocate(f, tt, tc.opts)
		if err != nil {
			t.Fatalf("%s: %v", tc.alloc.Name(), err)
		}
		if err := Check(f, out, tt, tc.opts); err != nil {
			t.Fatalf("%s: %v\n%s", tc.alloc.Name(), err, out.Format(tt))
		}
		if (st.Spilled > 0) != tc.spilled || (st.Stores+st.Loads > 0) != tc.spilled {
			t.Errorf("%s %+v: %d spilled, %d stores, %d loads; want spilling %v\n%s", tc.alloc.Name(), tc.opts.Briggs,
				st.Spilled, st.Stores, st.Loads, tc.spilled, out.Format(tt))
		}
	}
}

// rematFunc keeps a constant c live across code that needs every register
// (four values live at once for three registers), and reads it once at the
// end; c is the cheapest value to spill.
//
//	b0: c = const 42; a = copy p1; b = copy p2; d = mul a, b
//	    store a, b; store a, d; store b, d; store c, d; p1 = copy d; ret p1
func rematFunc() (*mir.Func, mir.Reg) {
	f := &mir.Func{Name: "remat"}
	c, a, b, d := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	b0 := f.NewBlock("entry")
	b0.Instrs = []*mir.Instr{
		tconst(c, 42), tins(mir.OpCopy, tregs(a), 1), tins(mir.OpCopy, tregs(b), 2),
		tins(topMul, tregs(d), a, b),
		tins(topStore, nil, a, b), tins(topStore, nil, a, d), tins(topStore, nil, b, d), tins(topStore, nil, c, d),
		tins(mir.OpCopy, tregs(1), d), tterm(tins(topRet, nil, 1)),
	}
	return f, c
}

// TestBriggsRematerializes: under pressure a never-killed constant is
// recomputed (an OpRemat of its definition, no store or load of it) by
// briggs; with -remat=false, and by chaitin, it is stored and reloaded.
// Every allocation passes the checker, which verifies each remat.
func TestBriggsRematerializes(t *testing.T) {
	tt := newTestTarget()
	f, c := rematFunc()
	for _, tc := range []struct {
		alloc Allocator
		opts  Options
		remat bool
	}{
		{Briggs{}, Options{Regs: 3}, true},
		{Briggs{}, Options{Regs: 3, Briggs: BriggsOptions{NoRemat: true}}, false},
		{Chaitin{}, Options{Regs: 3}, false},
	} {
		name := fmt.Sprintf("%s %+v", tc.alloc.Name(), tc.opts.Briggs)
		out, st, err := tc.alloc.Allocate(f, tt, tc.opts)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := Check(f, out, tt, tc.opts); err != nil {
			t.Fatalf("%s: %v\n%s", name, err, out.Format(tt))
		}
		remats := 0
		for _, x := range out.Blocks[0].Instrs {
			if x.Op == mir.OpRemat {
				remats++
				if x.Remat.Defs[0] != c {
					t.Errorf("%s: remat of %s, want c", name, x.Remat.Format(tt))
				}
			}
		}
		if tc.remat {
			if remats != 1 || st.Remats != 1 || st.Stores != 0 || st.Loads != 0 || st.Spilled != 1 {
				t.Errorf("%s: %d remats (stats %d), %d stores, %d loads, %d spilled; want c rematerialized once and nothing stored\n%s",
					name, remats, st.Remats, st.Stores, st.Loads, st.Spilled, out.Format(tt))
			}
		} else if remats != 0 || st.Stores != 1 || st.Loads != 1 {
			t.Errorf("%s: %d remats, %d stores, %d loads; want c stored and reloaded\n%s", name, remats, st.Stores, st.Loads, out.Format(tt))
		}
	}
}

// TestRematTags: the lattice of section 4.1.2 on SSA code: constants are
// tagged with their definition; a copy takes its source's tag; a phi of
// the same constant (operand by operand) takes it too, a phi of different
// constants or of a computed value is ⊥, as is a copy of an argument; a
// loop-carried phi of one constant stays tagged (⊤ flows around the loop;
// its tag is either of the two equal constants).
func TestRematTags(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "tags"}
	r := make([]mir.Reg, 12)
	for i := range r {
		r[i] = f.NewReg(mir.GPR)
	}
	c1, c2, c3, a, cp, m := r[0], r[1], r[2], r[3], r[4], r[5]
	same, diff, comp, loop, arg, cpp := r[6], r[7], r[8], r[9], r[10], r[11]
	b0, b1, b2, b3 := f.NewBlock("entry"), f.NewBlock("a"), f.NewBlock("loop"), f.NewBlock("exit")
	mir.AddEdge(b0, b1)
	mir.AddEdge(b0, b2)
	mir.AddEdge(b1, b2)
	mir.AddEdge(b2, b2)
	mir.AddEdge(b2, b3)
	b0.Instrs = []*mir.Instr{tconst(c1, 5), tins(mir.OpCopy, tregs(arg), 1), tins(mir.OpCopy, tregs(cp), c1), tterm(tins(topBr, nil, arg))}
	b1.Instrs = []*mir.Instr{tconst(c2, 5), tconst(c3, 6), tins(topMul, tregs(m), arg, arg), tjump()}
	b2.Instrs = []*mir.Instr{
		mir.NewInstr(mir.OpPhi, tregs(same), tregs(c1, c2, same), nil),
		mir.NewInstr(mir.OpPhi, tregs(diff), tregs(c1, c3, diff), nil),
		mir.NewInstr(mir.OpPhi, tregs(comp), tregs(c1, m, comp), nil),
		mir.NewInstr(mir.OpPhi, tregs(loop), tregs(cp, c2, cpp), nil),
		tins(mir.OpCopy, tregs(cpp), loop),
		tins(topStore, nil, a, a), // a is never defined: ⊥
		tterm(tins(topBr, nil, arg)),
	}
	b3.Instrs = []*mir.Instr{tterm(tins(topRet, nil))}
	tags := RematTags(f, tt)
	def := b0.Instrs[0]
	want := map[mir.Reg]*mir.Instr{c1: def, c2: b1.Instrs[0], c3: b1.Instrs[1], cp: def, same: def, loop: def, cpp: def}
	for i, v := range r {
		if got := tags[vidx(v)]; (got == nil) != (want[v] == nil) || got != nil && !sameRemat(f, got, want[v]) {
			t.Errorf("tag of r[%d] = %v, want %v", i, got, want[v])
		}
	}
}

// TestChaitinPrecoloured: a value copied to and from argument registers
// is coalesced with them when it does not interfere (no move is left),
// and not when a call clobbers the register while it is live.
func TestChaitinPrecoloured(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "pre"}
	a, b, s := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	b0 := f.NewBlock("entry")
	call := tins(topCall, tregs(1), 1)
	call.Clobbers = tt.callerSaved()
	b0.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(a), 1), tins(mir.OpCopy, tregs(b), 2),
		tins(mir.OpCopy, tregs(1), a), call, tins(mir.OpCopy, tregs(s), 1),
		tins(topStore, nil, s, b),
		tins(mir.OpCopy, tregs(1), s), tterm(tins(topRet, nil, 1)),
	}
	for _, alloc := range []Allocator{Chaitin{}, Briggs{}} {
		out, st, err := alloc.Allocate(f, tt, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if err := Check(f, out, tt, Options{}); err != nil {
			t.Fatalf("%s: %v\n%s", alloc.Name(), err, out.Format(tt))
		}
		// a and s live in p1; b, live across the call, in a callee-saved
		// register: one move from p2.
		if st.Moves != 1 || out.Blocks[0].Instrs[0].DefLocs[0] != locR(1) {
			t.Errorf("%s: %d moves\n%s", alloc.Name(), st.Moves, out.Format(tt))
		}
	}
}

// TestShortRanges: a value whose uses all follow its only definition at
// once is not worth spilling (Chaitin's infinite cost); one used later, one
// also used later by another instruction, and one defined twice are.
func TestShortRanges(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "short"}
	a, b, c, d, e := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	b0 := f.NewBlock("entry")
	b0.Instrs = []*mir.Instr{
		tconst(a, 1), tins(topMul, tregs(b), a, a), // a: short
		tconst(c, 2), tins(topStore, nil, b, b), tins(topStore, nil, c, b), // c: used two instructions later
		tconst(d, 3), tins(topStore, nil, d, b), tins(topStore, nil, d, d), // d: used next and again
		tconst(e, 4), tconst(e, 5), tins(topStore, nil, e, e), // e: defined twice
		tterm(tins(topRet, nil)),
	}
	a0 := newColouring(f, tt, Options{}, colourPolicy{})
	a0.start(func(string) {})
	got := a0.shortRanges()
	want := map[mir.Reg]bool{a: true}
	for _, v := range []mir.Reg{a, b, c, d, e} {
		if got[vidx(v)] != want[v] {
			t.Errorf("%s: short %v, want %v", mir.FormatReg(tt, v), got[vidx(v)], want[v])
		}
	}
}

// TestSpillRematTiedDest: a never-killed value (a constant) that a phi's
// parallel copy moves into d, where d is also the tied operand of a
// two-address instruction whose result the same copy reads: recomputing
// the constant into d ahead of the copy made d interfere with its tied
// partner, and briggs stopped with "tied operands interfere". Function 21
// of TestGeneratedVolume's seed 1 has that shape (v58 := v42 beside
// v59 := v62, with v62 = shl v58 tied).
func TestSpillRematTiedDest(t *testing.T) {
	f := genFunc(volumeInput(1, 21))
	tt := newTestTarget()
	for _, opts := range []Options{{}, {Regs: 4}, {Regs: 3}} {
		out, _, err := Briggs{}.Allocate(f, tt, opts)
		var ae *AllocError
		if errors.As(err, &ae) {
			continue
		}
		if err != nil {
			t.Fatalf("%+v: %v", opts, err)
		}
		if err := Check(f, out, tt, opts); err != nil {
			t.Fatalf("%+v: %v", opts, err)
		}
	}
}
