package lower

import (
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// TestLoopPressure: the live-out sets and the pressure of a loop, counted
// by hand. The loop reads a phi of a value from the entry and of its own
// result, a value defined in the loop, and one defined in the entry that
// is read only after the loop (live through it); it calls, and defines a
// value nothing reads. A float value counts in its own class only.
func TestLoopPressure(t *testing.T) {
	const opDef, opUse, opCall = mir.Op(200), mir.Op(201), mir.Op(202)
	f := &mir.Func{Name: "loop"}
	entry, loop, exit := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("exit")
	g := func() mir.Reg { return f.NewReg(mir.GPR) }
	v1, v2, v3, v4, v5, v6 := g(), g(), g(), g(), g(), g()
	x := f.NewReg(mir.FPR)
	ins := func(op mir.Op, defs []mir.Reg, uses ...mir.Reg) *mir.Instr { return mir.NewInstr(op, defs, uses, nil) }
	entry.Instrs = []*mir.Instr{ins(opDef, []mir.Reg{v1}), ins(opDef, []mir.Reg{v2})}
	mir.AddEdge(entry, loop)
	mir.AddEdge(loop, loop)
	mir.AddEdge(loop, exit)
	loop.Instrs = []*mir.Instr{
		ins(mir.OpPhi, []mir.Reg{v3}, v1, v4),
		ins(opDef, []mir.Reg{v5}),
		ins(opDef, []mir.Reg{x}),
		ins(opCall, nil),
		ins(opDef, []mir.Reg{v6}),
		ins(opUse, []mir.Reg{v4}, v3, v5),
	}
	exit.Instrs = []*mir.Instr{ins(opUse, nil, v4, v2, x)}

	lv := NewLiveness(f, mir.GPR)
	set := func(rs []mir.Reg) map[mir.Reg]bool {
		m := map[mir.Reg]bool{}
		for _, r := range rs {
			m[r] = true
		}
		return m
	}
	for _, tc := range []struct {
		b    *mir.Block
		want []mir.Reg
	}{
		{entry, []mir.Reg{v1, v2}},
		{loop, []mir.Reg{v4, v2}},
		{exit, nil},
	} {
		got := set(lv.LiveOut(tc.b))
		if len(got) != len(tc.want) || len(got) != len(lv.LiveOut(tc.b)) {
			t.Errorf("live out of %s: %v, want %v", tc.b.Name, lv.LiveOut(tc.b), tc.want)
			continue
		}
		for _, r := range tc.want {
			if !got[r] {
				t.Errorf("live out of %s: %v, want %v", tc.b.Name, lv.LiveOut(tc.b), tc.want)
			}
		}
	}
	isCall := func(in *mir.Instr) bool { return in.Op == opCall }
	// Over the call: v2 (through the loop), v3 and v5 (read after it).
	// At v6's definition, which nothing reads: those three and v6.
	want := Pressure{MaxLive: 4, MaxAcrossCall: 3, Calls: true}
	if got := lv.Pressure([]*mir.Block{loop}, isCall); got != want {
		t.Errorf("loop: %+v, want %+v", got, want)
	}
	// The entry: v1 and v2 live out, nothing before.
	if got := lv.Pressure([]*mir.Block{entry}, isCall); got != (Pressure{MaxLive: 2}) {
		t.Errorf("entry: %+v, want MaxLive 2", got)
	}
	if got := NewLiveness(f, mir.FPR).Pressure([]*mir.Block{loop}, isCall); got != (Pressure{MaxLive: 1, MaxAcrossCall: 1, Calls: true}) {
		t.Errorf("loop, FPRs: %+v, want 1 live, 1 across the call", got)
	}
}
