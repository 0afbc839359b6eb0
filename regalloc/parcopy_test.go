package regalloc

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// simulate runs Moves and Swaps over a location -> value map.
func simulate(code []*mir.Instr, state map[mir.Loc]string) {
	for _, in := range code {
		switch in.Op {
		case mir.OpMove:
			state[in.Dst] = state[in.Src]
		case mir.OpSwap:
			state[in.Dst], state[in.Src] = state[in.Src], state[in.Dst]
		}
	}
}

// TestPereiraFig7 is the worked example of Pereira's Fig. 7 (with the
// erratum of READING.md: block X loads R1 from m1). Block Z has five phis;
// the tails of X and Y are checked by simulating the parallel copies and by
// counting loads, stores, moves and swaps.
func TestPereiraFig7(t *testing.T) {
	R := func(n int) mir.Loc { return mir.RegLoc(mir.Reg(n)) }
	M := func(n int) mir.Loc { return mir.SlotLoc(n) }
	// destination locations: t1(R1) t2(m2) t3(R2) t4(R3) t5(R4)
	dst := []mir.Loc{R(1), M(2), R(2), R(3), R(4)}
	fromX := []mir.Loc{M(1), M(2), R(4), R(2), R(3)}
	fromY := []mir.Loc{R(1), R(2), R(4), M(3), R(3)}
	type counts struct{ loads, stores, moves, swaps int }
	for _, tc := range []struct {
		name string
		src  []mir.Loc
		want counts
	}{
		{"X", fromX, counts{loads: 1, swaps: 2}},
		{"Y", fromY, counts{loads: 1, stores: 1, moves: 2}},
	} {
		var pm []ParMove
		for i := range dst {
			pm = append(pm, ParMove{Dst: dst[i], Src: tc.src[i]})
		}
		code := SequentializeParallelCopy(pm, func(mir.Class) mir.Loc { t.Fatal("no temporary needed"); return mir.Loc{} })
		state := map[mir.Loc]string{}
		for i, s := range tc.src {
			state[s] = fmt.Sprintf("t%d%s", i+1, tc.name)
		}
		simulate(code, state)
		for i, d := range dst {
			if want := fmt.Sprintf("t%d%s", i+1, tc.name); state[d] != want {
				t.Errorf("%s: %v holds %q, want %q", tc.name, d, state[d], want)
			}
		}
		var c counts
		for _, in := range code {
			switch {
			case in.Op == mir.OpSwap:
				c.swaps++
			case in.Src.IsSlot():
				c.loads++
			case in.Dst.IsSlot():
				c.stores++
			default:
				c.moves++
			}
		}
		if c != tc.want {
			t.Errorf("%s: got %+v, want %+v", tc.name, c, tc.want)
		}
		if tc.name == "Y" {
			// The store comes first and the load last.
			if !code[0].Dst.IsSlot() || !code[len(code)-1].Src.IsSlot() {
				t.Errorf("Y: want store first and load last, got %v", code)
			}
		}
	}
}

// TestParallelCopyRandom checks random permutations, with slots and
// duplicated sources, by simulation.
func TestParallelCopyRandom(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for iter := 0; iter < 2000; iter++ {
		n := 1 + r.Intn(8)
		var locs []mir.Loc
		for i := 1; i <= 6; i++ {
			locs = append(locs, mir.RegLoc(mir.Reg(i)))
		}
		for i := 0; i < 4; i++ {
			locs = append(locs, mir.SlotLoc(i))
		}
		r.Shuffle(len(locs), func(i, j int) { locs[i], locs[j] = locs[j], locs[i] })
		if n > len(locs) {
			n = len(locs)
		}
		var pm []ParMove
		state := map[mir.Loc]string{}
		for _, l := range locs {
			state[l] = "old" + fmt.Sprint(l)
		}
		want := map[mir.Loc]string{}
		for i := 0; i < n; i++ {
			src := locs[r.Intn(len(locs))]
			pm = append(pm, ParMove{Dst: locs[i], Src: src})
			want[locs[i]] = state[src]
		}
		tmp := mir.SlotLoc(99)
		code := SequentializeParallelCopy(pm, func(mir.Class) mir.Loc { return tmp })
		simulate(code, state)
		for d, v := range want {
			if state[d] != v {
				t.Fatalf("iter %d: %v holds %q, want %q (moves %v, code %d)", iter, d, state[d], v, pm, len(code))
			}
		}
		for _, in := range code {
			if in.Op == mir.OpSwap && (!in.Src.IsReg() || !in.Dst.IsReg()) {
				t.Fatalf("swap with memory: %v", in)
			}
		}
	}
}

// TestParallelCopyMemoryCycleClasses: slots may be shared by values of
// different classes (ShareSlots), so in a cycle through memory the value
// saved in the temporary slot is of the class of the transfer that reads
// it, not of the one that overwrites it: every transfer carries the class
// of the value it moves, and the temporary is asked for that class.
func TestParallelCopyMemoryCycleClasses(t *testing.T) {
	s0, s1, s2 := mir.SlotLoc(0), mir.SlotLoc(1), mir.SlotLoc(2)
	// s0 holds an FPR value going to s1, s1 a GPR value going to s2, s2
	// a GPR value going to s0.
	pm := []ParMove{{Dst: s0, Src: s2, Class: mir.GPR}, {Dst: s1, Src: s0, Class: mir.FPR}, {Dst: s2, Src: s1, Class: mir.GPR}}
	class := map[mir.Loc]mir.Class{s0: mir.FPR, s1: mir.GPR, s2: mir.GPR}
	tmps := map[mir.Class]mir.Loc{mir.GPR: mir.SlotLoc(10), mir.FPR: mir.SlotLoc(11)}
	for rot := 0; rot < len(pm); rot++ {
		moves := append(append([]ParMove(nil), pm[rot:]...), pm[:rot]...)
		state := map[mir.Loc]string{s0: "f", s1: "g1", s2: "g2"}
		cls := map[mir.Loc]mir.Class{}
		for l, c := range class {
			cls[l] = c
		}
		code := SequentializeParallelCopy(moves, func(c mir.Class) mir.Loc { return tmps[c] })
		for _, in := range code {
			if cls[in.Src] != in.Class {
				t.Fatalf("rotation %d: %s carries a %s value as %s", rot, in.Format(nil), cls[in.Src], in.Class)
			}
			if tmp, ok := tmps[in.Class]; ok && in.Dst.IsSlot() && in.Dst.Slot >= 10 && in.Dst != tmp {
				t.Fatalf("rotation %d: %s saves into the other class's temporary", rot, in.Format(nil))
			}
			cls[in.Dst] = in.Class
		}
		simulate(code, state)
		if state[s1] != "f" || state[s2] != "g1" || state[s0] != "g2" {
			t.Fatalf("rotation %d: %v", rot, state)
		}
	}
}
