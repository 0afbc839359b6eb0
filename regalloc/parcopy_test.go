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

// TestParallelCopyMemoryCycleClasses: a cycle through two slots that hold
// values of different classes (slot sharing puts values of both classes in
// one slot) saves the old value through the temporary of its own class.
func TestParallelCopyMemoryCycleClasses(t *testing.T) {
	s0, s1, tg, tf := mir.SlotLoc(0), mir.SlotLoc(1), mir.SlotLoc(8), mir.SlotLoc(9)
	pm := []ParMove{{Dst: s0, Src: s1, Class: mir.GPR}, {Dst: s1, Src: s0, Class: mir.FPR}}
	code := SequentializeParallelCopy(pm, func(c mir.Class) mir.Loc {
		if c == mir.FPR {
			return tf
		}
		return tg
	})
	state := map[mir.Loc]string{s0: "f", s1: "g"}
	simulate(code, state)
	if state[s0] != "g" || state[s1] != "f" {
		t.Fatalf("after %v: %v", code, state)
	}
	for _, in := range code {
		want := mir.GPR
		if in.Src == s0 && in.Dst != s1 || in.Dst == tf || in.Src == tf || in.Dst == s1 {
			want = mir.FPR
		}
		if in.Class != want {
			t.Errorf("%s carries class %v, want %v", in.Format(nil), in.Class, want)
		}
	}
}
