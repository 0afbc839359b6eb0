package rath

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// liveByPaths says whether v is live at the end of block b: some path from
// there reaches a use of v (a phi argument counts as used at the end of
// its predecessor) without passing v's definition. A search over (block,
// from-start) pairs, independent of ComputeLiveness's data-flow.
func liveByPaths(p *Problem, b, v int) bool {
	succs := p.Succs()
	// usesBeforeDef: does block s read v (or pass it to a phi at its end
	// via edge to succ) before defining it, scanning from its start?
	seen := map[int]bool{}
	var reach func(s int) bool
	reach = func(s int) bool { // v is live at the start of s (after its phis)
		if seen[s] {
			return false
		}
		seen[s] = true
		blk := &p.Blocks[s]
		for _, in := range blk.Instrs {
			for _, u := range in.Uses {
				if u.Value == v {
					return true
				}
			}
			for _, d := range in.Defs {
				if d.Value == v {
					return false
				}
			}
		}
		return endReads(p, s, v, succs) || anySucc(p, s, v, succs, reach)
	}
	return endReads(p, b, v, succs) || anySucc(p, b, v, succs, reach)
}

// endReads: a successor's phi takes v from the end of b.
func endReads(p *Problem, b, v int, succs [][]int) bool {
	for _, s := range succs[b] {
		for k, q := range p.Blocks[s].Preds {
			if q != b {
				continue
			}
			for _, phi := range p.Blocks[s].Phis {
				if phi.Args[k] == v {
					return true
				}
			}
		}
	}
	return false
}

func anySucc(p *Problem, b, v int, succs [][]int, reach func(int) bool) bool {
	for _, s := range succs[b] {
		defines := false
		for _, phi := range p.Blocks[s].Phis {
			if phi.Def == v {
				defines = true
			}
		}
		if !defines && reach(s) {
			return true
		}
	}
	return false
}

func TestComputeLivenessByPaths(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3))
	checked := 0
	for i := 0; i < 200; i++ {
		p := randomProblem(r, genConfig{classes: 2, k: 3, regions: 4, depth: 3, maxInstrs: 4, features: true, pairs: true})
		if err := p.ComputeLiveness(); err != nil {
			t.Fatal(err)
		}
		for b := range p.Blocks {
			for v := range p.Values {
				want := liveByPaths(p, b, v)
				if got := contains(p.Blocks[b].LiveOut, v); got != want {
					t.Fatalf("problem %d: %s live out of %s: data-flow %v, paths %v\n%s", i, p.valName(v), p.blockName(b), got, want, p)
				}
				if want {
					checked++
				}
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d live pairs checked", checked)
	}
}

func TestComputeLivenessRejectsNonStrict(t *testing.T) {
	// b0 -> b1 | b2 -> b3; v0 defined in b1 only, used in b3.
	p := &Problem{Name: "nonstrict", Classes: []RegSet{Regs(0, 1)}, Values: []Value{{Name: "v0"}},
		Blocks: []Block{
			{Freq: 1, Instrs: []Instr{NewInstr("br", nil, nil)}},
			{Freq: 1, Preds: []int{0}, Instrs: []Instr{NewInstr("def", []Operand{Op(0, 0)}, nil)}},
			{Freq: 1, Preds: []int{0}, Instrs: []Instr{NewInstr("br", nil, nil)}},
			{Freq: 1, Preds: []int{1, 2}, Instrs: []Instr{NewInstr("use", nil, []Operand{Op(0, 0)})}},
		}}
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	if err := p.ComputeLiveness(); err == nil || !strings.Contains(err.Error(), "v0") {
		t.Errorf("error = %v, want one naming v0", err)
	}
}

func TestValidate(t *testing.T) {
	ok := func() *Problem {
		return &Problem{Classes: []RegSet{Regs(0, 1, 2)}, Values: []Value{{Name: "a"}, {Name: "b", Pair: true}},
			Blocks: []Block{{Freq: 1, Instrs: []Instr{
				NewInstr("def", []Operand{Op(0, 0)}, nil),
				NewInstr("pair", []Operand{Op(1, 0)}, []Operand{Op(0, 0)}),
			}}}}
	}
	if err := ok().Validate(); err != nil {
		t.Fatalf("valid problem: %v", err)
	}
	cases := []struct {
		name   string
		change func(p *Problem)
		want   string
	}{
		{"no blocks", func(p *Problem) { p.Blocks = nil }, "no blocks"},
		{"two defs", func(p *Problem) { p.Blocks[0].Instrs[1].Defs = append(p.Blocks[0].Instrs[1].Defs, Op(0, 0)) }, "2 definitions"},
		{"no def", func(p *Problem) { p.Values = append(p.Values, Value{}) }, "0 definitions"},
		{"bad value", func(p *Problem) { p.Blocks[0].Instrs[1].Uses[0].Value = 7 }, "out of range"},
		{"bad class", func(p *Problem) { p.Values[0].Class = 3 }, "class"},
		{"zero frequency", func(p *Problem) { p.Blocks[0].Freq = 0 }, "frequency"},
		{"no register", func(p *Problem) { p.Blocks[0].Instrs[0].Defs[0].Regs = Regs(9) }, "no register"},
		{"pair without room", func(p *Problem) { p.Blocks[0].Instrs[1].Defs[0].Regs = Regs(2) }, "no register"},
		{"tie without def", func(p *Problem) { p.Blocks[0].Instrs[0].Tied = 0 }, "tied"},
		{"tie across widths", func(p *Problem) { p.Blocks[0].Instrs[1].Tied = 0 }, "width"},
		{"copy with two sources", func(p *Problem) {
			in := &p.Blocks[0].Instrs[1]
			in.Copy, in.CopyFrom = true, 1
		}, "copy"},
		{"entry with predecessors", func(p *Problem) { p.Blocks[0].Preds = []int{0} }, "entry"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := ok()
			c.change(p)
			if err := p.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Validate = %v, want an error saying %q", err, c.want)
			}
		})
	}
}
