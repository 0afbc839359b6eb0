package regalloc

import (
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// fig3Func is a program shaped like Pereira's Fig. 3: six two-argument phis
// over fourteen values (eight defined by ordinary instructions, six by
// phis), so that PhiLifting inserts 12 copies and leaves 14 phi-related
// classes, and PhiMemCoalesce can remove all copies but four: those whose
// source lives past the phi (x1 and x4 are used after their phis, p3 after
// p6, and x12 around the loop). p3 and p6 interfere and must stay apart.
//
//	b0: x1 x2 x4 x5 x7 x11 x12 = const; br -> b1 | b2
//	b1: x14 = const; jump b3
//	b2: jump b3
//	b3: p3 = phi(x1, x7); p9 = phi(x4, x5); p13 = phi(x14, x11)
//	    store x1, x4; br p3 -> b4 | b5
//	b4: jump b6
//	b5: jump b6
//	b6: p6 = phi(p3, p9); store p3, p6; store p13, p13; jump b7
//	b7: p8 = phi(x2, p8); p10 = phi(p13, x12); store p8, p10; jump b8
//	b8: store x12, x12; br p8 -> b7 | b9     (b8 -> b7 is critical)
//	b9: p1 = copy p8; ret p1
func fig3Func() (f *mir.Func, names map[string]mir.Reg) {
	f = &mir.Func{Name: "fig3"}
	names = map[string]mir.Reg{}
	v := func(n string) mir.Reg {
		if r, ok := names[n]; ok {
			return r
		}
		r := f.NewReg(mir.GPR)
		names[n] = r
		return r
	}
	b := make([]*mir.Block, 10)
	for i := range b {
		b[i] = f.NewBlock("")
	}
	edge := func(x, y int) { mir.AddEdge(b[x], b[y]) }
	br := func(c mir.Reg) *mir.Instr { return tterm(tins(topBr, nil, c)) }
	st := func(x, y string) *mir.Instr { return tins(topStore, nil, v(x), v(y)) }
	phi := func(d, x, y string) *mir.Instr { return tins(mir.OpPhi, tregs(v(d)), v(x), v(y)) }
	for i, n := range []string{"x1", "x2", "x4", "x5", "x7", "x11", "x12"} {
		b[0].Instrs = append(b[0].Instrs, tconst(v(n), int64(i+1)))
	}
	b[0].Instrs = append(b[0].Instrs, br(v("x1")))
	edge(0, 1)
	edge(0, 2)
	b[1].Instrs = []*mir.Instr{tconst(v("x14"), 14), tjump()}
	b[2].Instrs = []*mir.Instr{tjump()}
	edge(1, 3)
	edge(2, 3)
	b[3].Instrs = []*mir.Instr{phi("p3", "x1", "x7"), phi("p9", "x4", "x5"), phi("p13", "x14", "x11"),
		st("x1", "x4"), br(v("p3"))}
	edge(3, 4)
	edge(3, 5)
	b[4].Instrs = []*mir.Instr{tjump()}
	b[5].Instrs = []*mir.Instr{tjump()}
	edge(4, 6)
	edge(5, 6)
	b[6].Instrs = []*mir.Instr{phi("p6", "p3", "p9"), st("p3", "p6"), st("p13", "p13"), tjump()}
	edge(6, 7)
	b[7].Instrs = []*mir.Instr{phi("p8", "x2", "p8"), phi("p10", "p13", "x12"), st("p8", "p10"), tjump()}
	b[8].Instrs = []*mir.Instr{st("x12", "x12"), br(v("p8"))}
	edge(7, 8)
	edge(8, 7)
	edge(8, 9)
	b[9].Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(1), v("p8")), tterm(tins(topRet, nil, 1))}
	return f, names
}

// classCount counts the phi-related classes over all virtual registers.
func classCount(a *ssaAlloc) int {
	roots := map[int32]bool{}
	for v := range a.f.Classes {
		roots[a.classes.find(int32(v))] = true
	}
	return len(roots)
}

func TestPereiraFig3(t *testing.T) {
	in, names := fig3Func()
	tt := newTestTarget()
	a := newSSAAlloc(in, tt, Options{Level: 3})
	if n := SplitCriticalEdges(a.f); n != 1 {
		t.Fatalf("split %d critical edges, want 1 (b8 -> b7)", n)
	}
	a.PhiLifting()
	a.grow()
	if a.stats.LiftCopies != 12 {
		t.Fatalf("PhiLifting made %d copies, want 12", a.stats.LiftCopies)
	}
	a.buildPhiClasses()
	if n := classCount(a); n != 14 {
		t.Fatalf("after PhiLifting: %d classes, want 14", n)
	}
	dom := mir.Dominators(a.f)
	a.PhiMemCoalesce(dom)
	if len(a.lifted) != 4 {
		t.Fatalf("after PhiMemCoalesce: %d copies left, want 4", len(a.lifted))
	}
	left := map[mir.Reg]bool{}
	for _, r := range a.lifted {
		left[r.copy.Uses[0]] = true
	}
	for _, n := range []string{"x1", "x4", "p3", "x12"} {
		if !left[names[n]] {
			t.Errorf("the copy of %s should stay (it lives past its phi)", n)
		}
	}
	find := func(n string) int32 { return a.classes.find(int32(vidx(names[n]))) }
	if find("p3") == find("p6") {
		t.Error("p3 and p6 interfere but were put in one class")
	}
	if find("p9") != find("p6") || find("x2") != find("p8") || find("p13") != find("p10") {
		t.Error("classes that do not interfere were not merged")
	}
	// The whole allocation at every level and budget passes the checker.
	for _, opts := range allocOptions {
		out, _, err := SSA{}.Allocate(in, tt, opts)
		if err != nil {
			t.Fatalf("%+v: %v", opts, err)
		}
		if err := Check(in, out, tt, opts); err != nil {
			t.Fatalf("%+v: %v", opts, err)
		}
	}
}

// TestPhiMemCoalesceSharesSlots: with two registers the phi-related values
// of the loop in fig3Func spill, and at level 3 a merged class costs one
// slot and no memory-to-memory transfer.
func TestPhiMemCoalesceSharesSlots(t *testing.T) {
	in, _ := fig3Func()
	tt := newTestTarget()
	var st [4]*Stats
	for lvl := 1; lvl <= 3; lvl++ {
		opts := Options{Level: lvl, Regs: 2, NoSlotSharing: true}
		out, s, err := SSA{}.Allocate(in, tt, opts)
		if err != nil {
			t.Fatalf("level %d: %v", lvl, err)
		}
		if err := Check(in, out, tt, opts); err != nil {
			t.Fatalf("level %d: %v", lvl, err)
		}
		st[lvl] = s
	}
	t.Logf("spilled %d/%d/%d stack %d/%d/%d phi memory moves %d/%d/%d",
		st[1].Spilled, st[2].Spilled, st[3].Spilled, st[1].StackBytes, st[2].StackBytes, st[3].StackBytes,
		st[1].PhiMemMoves, st[2].PhiMemMoves, st[3].PhiMemMoves)
	if st[3].PhiMemMoves >= st[2].PhiMemMoves || st[3].StackBytes >= st[2].StackBytes {
		t.Errorf("level 3 is not better than level 2 in phi memory moves or stack")
	}
}
