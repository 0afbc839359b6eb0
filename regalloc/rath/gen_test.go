package rath

import (
	"fmt"
	"math/rand/v2"
)

// genConfig bounds a random problem.
type genConfig struct {
	classes   int // register classes (1 or 2)
	k         int // registers per class
	regions   int // top-level regions
	depth     int // nesting of if/loop regions
	pairs     bool
	features  bool // memory operands, kills, reservations, early clobbers, ties
	maxInstrs int  // instructions per straight-line stretch
	copies    bool // copies between values and from/to fixed registers
}

// gen builds random problems in strict SSA form: structured control flow
// (straight code, if-then, if-then-else, do-while loops with phis), values
// used only where their definition dominates.
type gen struct {
	r   *rand.Rand
	cfg genConfig
	p   *Problem
}

type avail []int // values available (defined on every path) at a point

func randomProblem(r *rand.Rand, cfg genConfig) *Problem {
	g := &gen{r: r, cfg: cfg, p: &Problem{Name: "random", Costs: Costs{Load: 2, Store: 3, Move: 1, MemOp: 1, Remat: 1}}}
	for c := 0; c < cfg.classes; c++ {
		var s RegSet
		for i := 0; i < cfg.k; i++ {
			s = s.Add(c*16 + i)
		}
		g.p.Classes = append(g.p.Classes, s)
	}
	b := g.newBlock(1, nil)
	var av avail
	for i := 0; i < cfg.regions; i++ {
		b, av = g.region(b, av, 1, cfg.depth)
	}
	// The return: reads a few values.
	g.straight(b, av, 1+g.r.IntN(2))
	in := NewInstr("ret", nil, g.uses(av, g.r.IntN(3)))
	g.p.Blocks[b].Instrs = append(g.p.Blocks[b].Instrs, in)
	return g.p
}

func (g *gen) newBlock(freq float64, preds []int) int {
	g.p.Blocks = append(g.p.Blocks, Block{Name: fmt.Sprintf("b%d", len(g.p.Blocks)), Freq: freq, Preds: preds})
	return len(g.p.Blocks) - 1
}

func (g *gen) newValue(class int, pair bool) int {
	g.p.Values = append(g.p.Values, Value{Name: fmt.Sprintf("v%d", len(g.p.Values)), Class: class, Pair: pair})
	return len(g.p.Values) - 1
}

// uses picks n operands among av.
func (g *gen) uses(av avail, n int) []Operand {
	var out []Operand
	for i := 0; i < n && len(av) > 0; i++ {
		v := av[g.r.IntN(len(av))]
		o := Operand{Value: v}
		if g.cfg.features && g.r.IntN(5) == 0 {
			o.Mem = true
		}
		out = append(out, o)
	}
	return out
}

// straight appends n instructions to block b, returning the values
// available after them.
func (g *gen) straight(b int, av avail, n int) avail {
	for i := 0; i < n; i++ {
		if g.cfg.copies && g.r.IntN(3) == 0 {
			av = g.copyPattern(b, av)
			continue
		}
		in := NewInstr(fmt.Sprintf("i%d", len(g.p.Blocks[b].Instrs)), nil, g.uses(av, g.r.IntN(3)))
		nd := 1
		if g.r.IntN(6) == 0 {
			nd = 0
		} else if g.r.IntN(8) == 0 {
			nd = 2
		}
		for d := 0; d < nd; d++ {
			cl := g.r.IntN(g.cfg.classes)
			pair := g.cfg.pairs && g.cfg.k >= 2 && g.r.IntN(6) == 0
			o := Operand{Value: g.newValue(cl, pair)}
			if g.cfg.features && len(in.Uses) == 0 && g.r.IntN(4) == 0 {
				g.p.Values[o.Value].Remat = true
			}
			if g.cfg.features && g.r.IntN(8) == 0 {
				o.Mem = true
			}
			in.Defs = append(in.Defs, o)
			av = append(av, o.Value)
		}
		if g.cfg.features {
			if len(in.Defs) > 0 && len(in.Uses) > 0 && g.r.IntN(4) == 0 {
				d, u := g.p.Values[in.Defs[0].Value], g.p.Values[in.Uses[0].Value]
				if d.Class == u.Class && d.Pair == u.Pair {
					in.Tied = 0
				}
			}
			if g.r.IntN(8) == 0 {
				in.Kill = g.p.Classes[0] & Regs(0)
			}
			if g.r.IntN(8) == 0 {
				in.Reserved = Regs(g.r.IntN(g.cfg.k))
			}
			if len(in.Defs) > 0 && g.r.IntN(12) == 0 {
				in.EarlyClobber = true
			}
		}
		g.p.Blocks[b].Instrs = append(g.p.Blocks[b].Instrs, in)
	}
	return av
}

// branch ends block b with a terminator reading up to one value.
func (g *gen) branch(b int, av avail) {
	g.p.Blocks[b].Instrs = append(g.p.Blocks[b].Instrs, NewInstr("br", nil, g.uses(av, g.r.IntN(2))))
}

// phiArgs picks an argument for a phi of the class and width of v from
// each available set, or -1 if one has none.
func (g *gen) pick(av avail, like int) int {
	var cands []int
	for _, v := range av {
		if g.p.Values[v].Class == g.p.Values[like].Class && g.p.Values[v].Pair == g.p.Values[like].Pair {
			cands = append(cands, v)
		}
	}
	if len(cands) == 0 {
		return -1
	}
	return cands[g.r.IntN(len(cands))]
}

// region appends one region after block b and returns the block where
// code continues and the values available there.
func (g *gen) region(b int, av avail, freq float64, depth int) (int, avail) {
	kind := g.r.IntN(4)
	if depth <= 0 {
		kind = 0
	}
	switch kind {
	case 0: // straight code
		return b, g.straight(b, av, 1+g.r.IntN(g.cfg.maxInstrs))
	case 1, 2: // if-then(-else): b -> t (-> e) -> join
		av = g.straight(b, av, g.r.IntN(2))
		g.branch(b, av)
		t := g.newBlock(freq, []int{b})
		tEnd, tAv := g.region(t, append(avail(nil), av...), freq, depth-1)
		g.branch(tEnd, tAv)
		eEnd, eAv := b, av
		if kind == 2 {
			e := g.newBlock(freq, []int{b})
			eEnd, eAv = g.region(e, append(avail(nil), av...), freq, depth-1)
			g.branch(eEnd, eAv)
		}
		j := g.newBlock(freq, []int{tEnd, eEnd})
		out := append(avail(nil), av...)
		for n := g.r.IntN(3); n > 0; n-- {
			if len(tAv) == 0 {
				break
			}
			a := tAv[g.r.IntN(len(tAv))]
			e := g.pick(eAv, a)
			if e < 0 {
				continue
			}
			d := g.newValue(g.p.Values[a].Class, g.p.Values[a].Pair)
			g.p.Blocks[j].Phis = append(g.p.Blocks[j].Phis, Phi{Def: d, Args: []int{a, e}})
			out = append(out, d)
		}
		return j, out
	default: // do-while loop: b -> h ... latch -> h | x
		g.branch(b, av)
		lf := freq * 10
		h := g.newBlock(lf, []int{b})
		hAv := append(avail(nil), av...)
		var phis []Phi
		for n := g.r.IntN(3); n > 0 && len(av) > 0; n-- {
			a := av[g.r.IntN(len(av))]
			d := g.newValue(g.p.Values[a].Class, g.p.Values[a].Pair)
			phis = append(phis, Phi{Def: d, Args: []int{a, -1}})
			hAv = append(hAv, d)
		}
		latch, lAv := g.region(h, hAv, lf, depth-1)
		for i := range phis {
			phis[i].Args[1] = g.pick(lAv, phis[i].Def)
		}
		g.p.Blocks[h].Phis = phis
		g.branch(latch, lAv)
		g.p.Blocks[h].Preds = append(g.p.Blocks[h].Preds, latch)
		x := g.newBlock(freq, []int{latch})
		return x, lAv
	}
}

// copyPattern appends a copy: of a value into a new one, of a value into
// a fixed register that the next instruction reads, or of a fixed register
// an instruction just wrote into a new value.
func (g *gen) copyPattern(b int, av avail) avail {
	blk := &g.p.Blocks[b]
	c := g.p.Costs
	var singles []int
	for _, v := range av {
		if !g.p.Values[v].Pair {
			singles = append(singles, v)
		}
	}
	switch kind := g.r.IntN(3); {
	case kind == 0 && len(singles) > 0: // d = copy u
		u := singles[g.r.IntN(len(singles))]
		d := g.newValue(g.p.Values[u].Class, false)
		in := NewInstr("copy", []Operand{{Value: d, Mem: true, MemCost: c.Store}}, []Operand{{Value: u, Mem: true, MemCost: c.Load}})
		in.Copy = true
		blk.Instrs = append(blk.Instrs, in)
		return append(av, d)
	case kind == 1 && len(singles) > 0: // r = copy u; use r
		u := singles[g.r.IntN(len(singles))]
		regs := g.p.Classes[g.p.Values[u].Class].Regs()
		r := regs[g.r.IntN(len(regs))]
		in := NewInstr("copyout", nil, []Operand{{Value: u, Mem: true, MemCost: c.Load}})
		in.Copy, in.CopyTo, in.Reserved = true, r, Regs(r)
		blk.Instrs = append(blk.Instrs, in, NewInstr(fmt.Sprintf("use_r%d", r), nil, nil))
		return av
	default: // def r; d = copy r
		cl := g.r.IntN(g.cfg.classes)
		regs := g.p.Classes[cl].Regs()
		r := regs[g.r.IntN(len(regs))]
		def := NewInstr(fmt.Sprintf("def_r%d", r), nil, nil)
		def.Reserved = Regs(r)
		d := g.newValue(cl, false)
		in := NewInstr("copyin", []Operand{{Value: d, Mem: true, MemCost: c.Store}}, nil)
		in.Copy, in.CopyFrom = true, r
		blk.Instrs = append(blk.Instrs, def, in)
		return append(av, d)
	}
}
