package rath

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/regalloc/milp"
)

// DefaultTieBreakMax is SpillOptions.TieBreakMax's default.
const DefaultTieBreakMax = 5000

// SpillOptions tune the spill model.
type SpillOptions struct {
	// Faithful makes (5.60) the equality Rath prints: a live value is in
	// a register or in memory, never both, so a value reloaded and
	// evicted again needs another store. By default (5.60) is ">= 1": a
	// stored value stays in memory after a reload (READING.md allows the
	// relaxation; it is what spill-everywhere code does).
	Faithful bool
	// NoTieBreak leaves the objective unperturbed: among equal optima the
	// solver's choice then decides which loads and stores the solution
	// has. See BuildSpill.
	NoTieBreak bool
	// TieBreakMax is the most cost variables a model may have to be
	// perturbed (0: DefaultTieBreakMax): beyond it the perturbation is
	// too fine for the solver to resolve and slows it down.
	TieBreakMax int

	// drop leaves out the constraints of one equation (tests: the
	// brute-force comparison must notice).
	drop string
}

// Point is a value at a node of a block.
type Point struct{ Value, Block, Node int }

func (pt Point) less(q Point) bool {
	if pt.Block != q.Block {
		return pt.Block < q.Block
	}
	if pt.Node != q.Node {
		return pt.Node < q.Node
	}
	return pt.Value < q.Value
}

// spillVars are the variables of one value at one node; -1 where absent.
type spillVars struct {
	r1, r2 milp.Var // in a register before / after the node (r^v_ij1, r^v_ij2)
	m      milp.Var // in memory at the node (m^v_ij)
	s, l   milp.Var // store / load in the gap after the node (s^v_ij, l^v_ij)
	c      milp.Var // the node reads it from memory (c_ij, per value)
	dm     milp.Var // the node writes it to memory (extension of (5.57))
	rm     milp.Var // rematerialised in the gap after the node (extension)
}

// SpillModel is the spill model of a problem, with the map from its
// variables back to values and nodes.
type SpillModel struct {
	P     *Problem
	Opt   SpillOptions
	Model *milp.Model
	live  []nodeLive
	vars  map[Point]*spillVars
	// cost is the unperturbed objective coefficient of each cost
	// variable; pert the largest total perturbation of a solution.
	cost map[milp.Var]float64
	pert float64
	// copyFree are the refunds of copies from memory to memory, copyAt
	// their copies.
	copyFree []copyFree
	copyAt   []Point
}

// copyFree is the refund q of a copy that reads its source from memory
// (c) and writes its destination there (dm).
type copyFree struct{ q, c, dm milp.Var }

// BuildSpill writes Rath's spill model (section 5.3) for p, whose blocks'
// LiveOut must be filled (ComputeLiveness). Variables exist only where
// their value is live ("these variables only exist for the lifetime of
// value v"): r^v_ij1 where v is live before node j, r^v_ij2 and the gap's
// s^v_ij and l^v_ij where it is live after it (no gap after a block's last
// node), m^v_ij where it is live at all, c for operands that may be read
// from memory and dm for defs that may be written to memory (an extension
// of (5.57) for copies and phis, which ssara lets write a stack slot).
//
// Costs: a load or store in block i costs Costs.Load or Costs.Store times
// the block's frequency (Rath's gamma and delta), a memory operand its
// MemCost or Costs.MemOp (eta), each doubled for pair values.
//
// Rematerialisation (an extension: Rath's spill model has none): a value
// marked Remat may enter a register in a gap by being recomputed (rm, at
// Costs.Remat) instead of loaded, and need be neither in a register nor in
// memory where it is live ((5.60) does not apply to it).
//
// Ties: unless NoTieBreak, in a model with at most TieBreakMax cost
// variables every cost variable gets a deterministic perturbation of its
// coefficient (loads prefer later points, stores earlier ones,
// lower-numbered values break the rest) whose total over all variables is
// below half the cost grid (the largest number dividing every coefficient,
// when they are integers), so the perturbed optimum is an optimum of the
// true costs and the solver's choice among equal optima does not decide
// the result. Non-integral costs get no perturbation. Larger models are
// not perturbed: CBC cannot resolve differences below its cutoff
// increment (1e-5), and without integral costs it loses the increment of
// 1 that prunes its search (a 55000-variable model solved in 27 s
// unperturbed had no solution after 150 s perturbed). Their ties are left
// to CBC's search, which is deterministic for a given LP file and thread
// count; Decode makes the register and memory states canonical either
// way.
func BuildSpill(p *Problem, opt SpillOptions) (*SpillModel, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	sm := &SpillModel{P: p, Opt: opt, Model: &milp.Model{Name: "Rath spill model (5.55)-(5.70) of " + p.Name},
		live: p.nodeLiveness(), vars: map[Point]*spillVars{}, cost: map[milp.Var]float64{}}
	m := sm.Model
	get := func(v, b, j int) *spillVars {
		pt := Point{v, b, j}
		sv := sm.vars[pt]
		if sv == nil {
			sv = &spillVars{-1, -1, -1, -1, -1, -1, -1, -1}
			sm.vars[pt] = sv
		}
		return sv
	}
	name := func(kind string, v, b, j int) string { return fmt.Sprintf("%s_%d_%d_%d", kind, v, b, j) }
	// Variables, (5.70): all binary.
	for bi := range p.Blocks {
		b := &p.Blocks[bi]
		nl := sm.live[bi]
		for j := 0; j < b.numNodes(); j++ {
			for _, v := range nl.in[j] {
				get(v, bi, j).r1 = m.Binary(name("r1", v, bi, j))
			}
			defs := map[int]bool{}
			if j > 0 {
				for _, d := range b.Instrs[j-1].Defs {
					defs[d.Value] = true
				}
			}
			for _, v := range nl.out[j] {
				if !defs[v] || j == 0 {
					sv := get(v, bi, j)
					if sv.r2 < 0 {
						sv.r2 = m.Binary(name("r2", v, bi, j))
					}
				}
			}
			if j > 0 {
				// Dead defs need a register at their def too.
				for _, d := range b.Instrs[j-1].Defs {
					get(d.Value, bi, j).r2 = m.Binary(name("r2", d.Value, bi, j))
				}
			}
			for _, v := range union(nl.in[j], nl.out[j]) {
				get(v, bi, j).m = m.Binary(name("m", v, bi, j))
			}
			if j > 0 {
				for _, d := range b.Instrs[j-1].Defs {
					if sv := get(d.Value, bi, j); sv.m < 0 {
						sv.m = m.Binary(name("m", d.Value, bi, j))
					}
				}
			}
			if j < b.last() {
				for _, v := range nl.out[j] {
					sv := get(v, bi, j)
					sv.s = m.Binary(name("s", v, bi, j))
					sv.l = m.Binary(name("l", v, bi, j))
					w := float64(p.Values[v].Width()) * b.Freq
					sm.setCost(sv.s, p.Costs.Store*w)
					sm.setCost(sv.l, p.Costs.Load*w)
					if p.Values[v].Remat {
						sv.rm = m.Binary(name("rm", v, bi, j))
						sm.setCost(sv.rm, p.Costs.Remat*w)
					}
				}
			}
			if j > 0 {
				in := &b.Instrs[j-1]
				vals, mem := distinctUses(in)
				for k, u := range vals {
					if !mem[k] {
						continue
					}
					sv := get(u, bi, j)
					sv.c = m.Binary(name("c", u, bi, j))
					cost := 0.0
					for k, o := range in.Uses {
						if o.Value == u && in.memOperand(k) {
							cost += p.operandMemCost(o, false)
						}
					}
					sm.setCost(sv.c, cost*float64(p.Values[u].Width())*b.Freq)
				}
				for _, d := range in.Defs {
					if d.Mem {
						sv := get(d.Value, bi, j)
						sv.dm = m.Binary(name("dm", d.Value, bi, j))
						sm.setCost(sv.dm, p.operandMemCost(d, true)*float64(p.Values[d.Value].Width())*b.Freq)
					}
				}
				// Extension: a copy from memory to memory may cost nothing
				// (both values in one slot): q refunds the load and the
				// store when the copy does both.
				if in.Copy && len(in.Uses) == 1 && len(in.Defs) == 1 && in.memOperand(0) && in.Defs[0].Mem {
					u, d := get(in.Uses[0].Value, bi, j), get(in.Defs[0].Value, bi, j)
					q := m.Binary(fmt.Sprintf("q_%d_%d", bi, j))
					sm.copyFree = append(sm.copyFree, copyFree{q: q, c: u.c, dm: d.dm})
					sm.copyAt = append(sm.copyAt, Point{in.Defs[0].Value, bi, j})
					sm.setCost(q, -(sm.cost[u.c] + sm.cost[d.dm]))
				}
			}
		}
	}
	sm.tieBreak()
	sm.constraints()
	sm.copyFreeRows()
	return sm, nil
}

// operandMemCost is the price of operand o in memory.
func (p *Problem) operandMemCost(o Operand, def bool) float64 {
	switch {
	case o.MemFree:
		return 0
	case o.MemCost > 0:
		return o.MemCost
	case def:
		return p.Costs.Store
	}
	return p.Costs.MemOp
}

func (sm *SpillModel) setCost(v milp.Var, c float64) {
	sm.Model.AddObj(v, c)
	sm.cost[v] = c
}

func union(a, b []int) []int {
	m := map[int]bool{}
	for _, v := range a {
		m[v] = true
	}
	for _, v := range b {
		m[v] = true
	}
	return sortedKeys(m)
}

// costGrid is the largest number dividing every coefficient (their gcd
// when all are integers), or 0 when some is not an integer.
func costGrid(cs []float64) float64 {
	g := int64(0)
	for _, c := range cs {
		if c <= 0 {
			continue
		}
		if c != math.Round(c) || c > 1<<52 {
			return 0
		}
		a, b := int64(c), g
		for b != 0 {
			a, b = b, a%b
		}
		g = a
	}
	return float64(g)
}

// tieBreak perturbs the cost variables' coefficients (see BuildSpill).
func (sm *SpillModel) tieBreak() {
	max := sm.Opt.TieBreakMax
	if max == 0 {
		max = DefaultTieBreakMax
	}
	if sm.Opt.NoTieBreak || len(sm.cost) > max {
		return
	}
	p := sm.P
	var cs []float64
	for _, c := range sm.cost {
		cs = append(cs, c)
	}
	grid := costGrid(cs)
	if grid == 0 || len(sm.cost) == 0 {
		return
	}
	// A global order of nodes.
	first := make([]int, len(p.Blocks))
	n := 0
	for bi := range p.Blocks {
		first[bi] = n
		n += p.Blocks[bi].numNodes()
	}
	nv := len(p.Values)
	eps := 0.5 * grid / float64(len(sm.cost)+1)
	pts := make([]Point, 0, len(sm.vars))
	for pt := range sm.vars {
		pts = append(pts, pt)
	}
	sort.Slice(pts, func(i, j int) bool { return pts[i].less(pts[j]) })
	for _, pt := range pts {
		sv := sm.vars[pt]
		g := float64(first[pt.Block] + pt.Node)
		fv := float64(pt.Value+1) / float64(nv+1)
		add := func(v milp.Var, frac float64) {
			if v >= 0 {
				d := eps * frac
				sm.Model.AddObj(v, d)
				sm.pert += d
			}
		}
		// Each fraction is in (0, 1].
		add(sv.l, (float64(n)-g+fv)/float64(n+1))
		add(sv.rm, (float64(n)-g+fv)/float64(n+1))
		add(sv.s, (g+fv)/float64(n+1))
		add(sv.c, (g+fv)/float64(n+1))
		add(sv.dm, (g+fv)/float64(n+1))
	}
}

// constraints writes (5.55)-(5.69) with the errata fixed.
func (sm *SpillModel) constraints() {
	p, m := sm.P, sm.Model
	at := func(v, b, j int) *spillVars {
		if sv := sm.vars[Point{v, b, j}]; sv != nil {
			return sv
		}
		return &spillVars{-1, -1, -1, -1, -1, -1, -1, -1}
	}
	cn := func(eq string, args ...int) string {
		s := "q" + eq
		for _, a := range args {
			s += fmt.Sprintf("_%d", a)
		}
		return s
	}
	type T = milp.Term
	add := func(name string, terms []T, sense milp.Sense, rhs float64) {
		if sm.Opt.drop != "" && strings.HasPrefix(name, "q"+sm.Opt.drop+"_") {
			return
		}
		m.AddConstr(name, terms, sense, rhs)
	}
	for bi := range p.Blocks {
		b := &p.Blocks[bi]
		nl := sm.live[bi]
		for j := 0; j < b.numNodes(); j++ {
			var in *Instr
			defs := map[int]bool{}
			if j > 0 {
				in = &b.Instrs[j-1]
				for _, d := range in.Defs {
					defs[d.Value] = true
				}
			}
			var uses []int
			var memUse []bool
			if in != nil {
				uses, memUse = distinctUses(in)
			}
			isUse := map[int]bool{}
			for _, u := range uses {
				isUse[u] = true
			}
			// (5.55): registers before the node. R_ij1 is the budget
			// without the reserved registers and the registers of the
			// node's register operands; a memory operand gives its
			// registers back (w_ij c_ij).
			resB := b.Reserved
			if j > 1 {
				resB = b.Instrs[j-2].Reserved
			}
			for cl, budget := range p.Classes {
				R := float64((budget &^ resB).Count())
				var terms []T
				for k, u := range uses {
					if p.Values[u].Class != cl {
						continue
					}
					w := float64(p.Values[u].Width())
					R -= w
					if memUse[k] {
						terms = append(terms, T{Var: at(u, bi, j).c, Coef: -w})
					}
				}
				if in != nil && in.EarlyClobber {
					// Extension: early-clobber defs need their registers
					// while the uses are still read (the tied def shares
					// its use's).
					for k, d := range in.Defs {
						if p.Values[d.Value].Class == cl && !in.tiedDef(k) {
							terms = append(terms, T{Var: at(d.Value, bi, j).r2, Coef: float64(p.Values[d.Value].Width())})
						}
					}
				}
				n := 0
				for _, t := range terms {
					if t.Coef > 0 {
						n++
					}
				}
				for _, v := range nl.in[j] {
					if p.Values[v].Class != cl || isUse[v] {
						continue
					}
					terms = append(terms, T{Var: at(v, bi, j).r1, Coef: float64(p.Values[v].Width())})
					n++
				}
				// Without a value that could take a register the row
				// can only fail when the operands alone exceed it.
				if n > 0 || R < 0 {
					add(cn("5_55", bi, j, cl), terms, milp.LE, R)
				}
			}
			// (5.56): registers after the node (not after node 0, where
			// (5.55) and (5.61) imply it). Defs are counted with their
			// own variable: a def written to memory needs no register.
			if j > 0 {
				resA := in.Reserved | in.Kill
				for cl, budget := range p.Classes {
					R := float64((budget &^ resA).Count())
					var terms []T
					for _, v := range union(nl.out[j], keysOf(defs)) {
						if p.Values[v].Class != cl {
							continue
						}
						terms = append(terms, T{Var: at(v, bi, j).r2, Coef: float64(p.Values[v].Width())})
					}
					if len(terms) > 0 {
						add(cn("5_56", bi, j, cl), terms, milp.LE, R)
					}
				}
			}
			if in != nil {
				// (5.57): a defined value is in a register after the
				// node, or (extension) written to memory.
				for _, d := range in.Defs {
					sv := at(d.Value, bi, j)
					if sv.dm >= 0 {
						add(cn("5_57", d.Value, bi, j), []T{{Var: sv.r2, Coef: 1}, {Var: sv.dm, Coef: 1}}, milp.EQ, 1)
					} else {
						add(cn("5_57", d.Value, bi, j), []T{{Var: sv.r2, Coef: 1}}, milp.EQ, 1)
					}
				}
				for k, u := range uses {
					sv := at(u, bi, j)
					if !memUse[k] {
						// (5.58): register operands are in registers.
						add(cn("5_58", u, bi, j), []T{{Var: sv.r1, Coef: 1}}, milp.EQ, 1)
						continue
					}
					// (5.59): a memory operand is in a register or read
					// from memory; (5.59a, added) only if it is there.
					add(cn("5_59", u, bi, j), []T{{Var: sv.r1, Coef: 1}, {Var: sv.c, Coef: 1}}, milp.EQ, 1)
					add(cn("5_59a", u, bi, j), []T{{Var: sv.c, Coef: 1}, {Var: sv.m, Coef: -1}}, milp.LE, 0)
				}
			}
			for _, v := range nl.out[j] {
				sv := at(v, bi, j)
				// (5.60): a live value is in a register or in memory (a
				// rematerialisable one may be in neither: it can be
				// recomputed where it is needed).
				if p.Values[v].Remat {
				} else if sm.Opt.Faithful {
					add(cn("5_60", v, bi, j), []T{{Var: sv.r2, Coef: 1}, {Var: sv.m, Coef: 1}}, milp.EQ, 1)
				} else {
					add(cn("5_60", v, bi, j), []T{{Var: sv.r2, Coef: 1}, {Var: sv.m, Coef: 1}}, milp.GE, 1)
				}
				// (5.61): no register after the node without one before
				// (except for the node's defs).
				if !defs[v] && sv.r1 >= 0 {
					add(cn("5_61", v, bi, j), []T{{Var: sv.r2, Coef: 1}, {Var: sv.r1, Coef: -1}}, milp.LE, 0)
				}
				if j < b.last() {
					// (5.63), "<=": load only what is in memory.
					add(cn("5_63", v, bi, j), []T{{Var: sv.l, Coef: 1}, {Var: sv.m, Coef: -1}}, milp.LE, 0)
					// (5.65), "<=": store only what is in a register.
					add(cn("5_65", v, bi, j), []T{{Var: sv.s, Coef: 1}, {Var: sv.r2, Coef: -1}}, milp.LE, 0)
				}
			}
			if j > 0 {
				for _, v := range nl.in[j] {
					prev, cur := at(v, bi, j-1), at(v, bi, j)
					// (5.62), "<=": in a register before node j only if
					// in one after node j-1 or loaded (or, extension,
					// rematerialised) in between.
					terms := []T{{Var: cur.r1, Coef: 1}, {Var: prev.r2, Coef: -1}, {Var: prev.l, Coef: -1}}
					if prev.rm >= 0 {
						terms = append(terms, T{Var: prev.rm, Coef: -1})
					}
					add(cn("5_62", v, bi, j), terms, milp.LE, 0)
				}
				for _, v := range union(nl.in[j], nl.out[j]) {
					if defs[v] {
						continue
					}
					prev, cur := at(v, bi, j-1), at(v, bi, j)
					// (5.64), "<=": in memory at node j only if it was at
					// node j-1 or stored in between.
					add(cn("5_64", v, bi, j), []T{{Var: cur.m, Coef: 1}, {Var: prev.m, Coef: -1}, {Var: prev.s, Coef: -1}}, milp.LE, 0)
				}
				for _, d := range in.Defs {
					// (5.64) at the definition: nothing in memory before
					// it, so memory only if the def writes there.
					sv := at(d.Value, bi, j)
					if sv.dm >= 0 {
						add(cn("5_64", d.Value, bi, j), []T{{Var: sv.m, Coef: 1}, {Var: sv.dm, Coef: -1}}, milp.LE, 0)
					} else {
						add(cn("5_64", d.Value, bi, j), []T{{Var: sv.m, Coef: 1}}, milp.LE, 0)
					}
				}
			}
		}
		// (5.66)-(5.69): block entry against every predecessor's end.
		for k, q := range b.Preds {
			qb := &p.Blocks[q]
			for _, v := range nl.in[0] {
				u := p.phiArg(bi, k, v)
				cur, prev := at(v, bi, 0), at(u, q, qb.last())
				eq, meq := "5_66", "5_67"
				if isPhiOf(b, v) {
					eq, meq = "5_68", "5_69"
				}
				add(cn(eq, v, bi, k), []T{{Var: cur.r1, Coef: 1}, {Var: prev.r2, Coef: -1}}, milp.LE, 0)
				add(cn(meq, v, bi, k), []T{{Var: cur.m, Coef: 1}, {Var: prev.m, Coef: -1}}, milp.LE, 0)
			}
		}
		// (5.69a, added) with Problem.PhiOneLocation: a phi starts its
		// block in a register or in memory, not both.
		if p.PhiOneLocation {
			for _, phi := range b.Phis {
				if sv := at(phi.Def, bi, 0); sv.r1 >= 0 && sv.m >= 0 {
					add(cn("5_69a", phi.Def, bi), []T{{Var: sv.r1, Coef: 1}, {Var: sv.m, Coef: 1}}, milp.LE, 1)
				}
			}
		}
	}
}

// copyFreeRows writes q <= c and q <= dm for every refund.
func (sm *SpillModel) copyFreeRows() {
	for i, cf := range sm.copyFree {
		sm.Model.AddConstr(fmt.Sprintf("qcopy_%d_c", i), []milp.Term{{Var: cf.q, Coef: 1}, {Var: cf.c, Coef: -1}}, milp.LE, 0)
		sm.Model.AddConstr(fmt.Sprintf("qcopy_%d_dm", i), []milp.Term{{Var: cf.q, Coef: 1}, {Var: cf.dm, Coef: -1}}, milp.LE, 0)
	}
}

func isPhiOf(b *Block, v int) bool {
	for _, phi := range b.Phis {
		if phi.Def == v {
			return true
		}
	}
	return false
}

func keysOf(m map[int]bool) []int { return sortedKeys(m) }

// SpillSolution is a solution of the spill model: where each value is at
// each node, and the spill code.
type SpillSolution struct {
	// Cost is the solution's cost under the problem's Costs (without the
	// tie-break perturbation).
	Cost float64
	// Loads and Stores are in the gap after the point's node; MemUses are
	// operands read from memory, MemDefs defs written to memory. Each is
	// sorted by block, node, value.
	Loads, Stores, MemUses, MemDefs []Point
	// Remats are rematerialisations in the gap after the point's node.
	Remats []Point
	// FreeCopies are the copies (Value is their destination) that read
	// and write memory at no cost: source and destination share a slot.
	FreeCopies      []Point
	reg1, reg2, mem map[Point]bool
}

// InReg reports whether v is in a register before (after=false) or after
// node j of block b.
func (s *SpillSolution) InReg(v, b, j int, after bool) bool {
	if after {
		return s.reg2[Point{v, b, j}]
	}
	return s.reg1[Point{v, b, j}]
}

// InMem reports whether v is in memory at node j of block b.
func (s *SpillSolution) InMem(v, b, j int) bool { return s.mem[Point{v, b, j}] }

// Decode turns the solver's values into a SpillSolution. Unless
// Opt.Faithful, it is made canonical: the register variables are set to
// the least assignment the loads, stores and memory operands need, the
// memory variables to the greatest they allow, and the result is checked
// against the model, so two solutions with the same spill code decode to
// the same SpillSolution.
func (sm *SpillModel) Decode(sol *milp.Solution) (*SpillSolution, error) {
	if !sol.Status.HasValues() {
		return nil, errors.Errorf("no solution to decode (%v)", sol.Status)
	}
	x := append([]float64(nil), sol.Values...)
	if !sm.Opt.Faithful {
		sm.canonical(x)
		if err := sm.Model.Check(x, 1e-9); err != nil {
			return nil, errors.Wrap(err, "canonical spill solution")
		}
	}
	return sm.decode(x), nil
}

func (sm *SpillModel) decode(x []float64) *SpillSolution {
	s := &SpillSolution{reg1: map[Point]bool{}, reg2: map[Point]bool{}, mem: map[Point]bool{}}
	one := func(v milp.Var) bool { return v >= 0 && x[v] > 0.5 }
	pts := make([]Point, 0, len(sm.vars))
	for pt := range sm.vars {
		pts = append(pts, pt)
	}
	sort.Slice(pts, func(i, j int) bool { return pts[i].less(pts[j]) })
	for _, pt := range pts {
		sv := sm.vars[pt]
		if one(sv.r1) {
			s.reg1[pt] = true
		}
		if one(sv.r2) {
			s.reg2[pt] = true
		}
		if one(sv.m) {
			s.mem[pt] = true
		}
		for _, c := range []struct {
			v    milp.Var
			list *[]Point
		}{{sv.l, &s.Loads}, {sv.s, &s.Stores}, {sv.c, &s.MemUses}, {sv.dm, &s.MemDefs}, {sv.rm, &s.Remats}} {
			if one(c.v) {
				*c.list = append(*c.list, pt)
				s.Cost += sm.cost[c.v]
			}
		}
	}
	for i, cf := range sm.copyFree {
		if one(cf.q) {
			s.FreeCopies = append(s.FreeCopies, sm.copyAt[i])
			s.Cost += sm.cost[cf.q]
		}
	}
	return s
}

// canonical rewrites x (see Decode): m becomes the greatest fixpoint of
// what the stores allow, then r1/r2 the least fixpoint of what the spill
// code, the operands and (5.60) require given m (with
// Problem.PhiOneLocation, a phi needed in a register at its block's start
// is left out of memory there, and both are computed again). Both only depend on the
// loads, stores and memory operands of x, and every solution with those
// satisfies them (its m is below the greatest, its r above the least), so
// the result is a solution with x's cost.
func (sm *SpillModel) canonical(x []float64) {
	p := sm.P
	val := func(v milp.Var) bool { return v >= 0 && x[v] > 0.5 }
	set := func(v milp.Var, b bool) {
		if v >= 0 {
			if b {
				x[v] = 1
			} else {
				x[v] = 0
			}
		}
	}
	// With Problem.PhiOneLocation, a phi the least registers put in a
	// register at its block's start is not in memory there (forced), and
	// both fixpoints are computed again until no phi is in both.
	forced := map[Point]bool{}
	for {
		// Memory: forward, greatest fixpoint (start from "everywhere").
		mem := map[Point]bool{}
		for pt, sv := range sm.vars {
			if sv.m >= 0 && !forced[pt] {
				mem[pt] = true
			}
		}
		for changed := true; changed; {
			changed = false
			for bi := range p.Blocks {
				b := &p.Blocks[bi]
				nl := sm.live[bi]
				for j := 0; j < b.numNodes(); j++ {
					var in *Instr
					if j > 0 {
						in = &b.Instrs[j-1]
					}
					for _, v := range union(union(nl.in[j], nl.out[j]), defsOf(in)) {
						pt := Point{v, bi, j}
						if !mem[pt] {
							continue
						}
						ok := true
						switch d, isDef := nl.defAt[v]; {
						case isDef && d == j && j > 0:
							ok = val(sm.vars[pt].dm)
						case j == 0:
							for k, q := range b.Preds {
								if !mem[Point{p.phiArg(bi, k, v), q, p.Blocks[q].last()}] {
									ok = false
								}
							}
						default:
							prev := Point{v, bi, j - 1}
							ok = mem[prev] || val(sm.vars[prev].s)
						}
						if !ok {
							mem[pt], changed = false, true
						}
					}
				}
			}
		}
		succs := p.Succs()
		// Registers: backward, least fixpoint.
		need1 := map[Point]bool{}
		need2 := map[Point]bool{}
		for changed := true; changed; {
			changed = false
			for bi := len(p.Blocks) - 1; bi >= 0; bi-- {
				b := &p.Blocks[bi]
				nl := sm.live[bi]
				for j := b.last(); j >= 0; j-- {
					var in *Instr
					if j > 0 {
						in = &b.Instrs[j-1]
					}
					for _, v := range union(nl.out[j], defsOf(in)) {
						pt := Point{v, bi, j}
						sv := sm.vars[pt]
						// (5.60): live and not in memory means in a register;
						// (5.65): stored means in a register.
						n := val(sv.s) || contains(nl.out[j], v) && !mem[pt] && !p.Values[v].Remat
						if in != nil {
							for _, d := range in.Defs {
								if d.Value == v && !val(sv.dm) {
									n = true
								}
							}
						}
						if j < b.last() && contains(nl.in[j+1], v) && need1[Point{v, bi, j + 1}] && !val(sv.l) && !val(sv.rm) {
							n = true
						}
						if j == b.last() {
							for _, s := range succs[bi] {
								sb := &p.Blocks[s]
								for k, q := range sb.Preds {
									if q != bi {
										continue
									}
									for _, w := range sm.live[s].in[0] {
										if p.phiArg(s, k, w) == v && need1[Point{w, s, 0}] {
											n = true
										}
									}
								}
							}
						}
						if n && !need2[pt] {
							need2[pt], changed = true, true
						}
					}
					for _, v := range nl.in[j] {
						pt := Point{v, bi, j}
						sv := sm.vars[pt]
						n := contains(nl.out[j], v) && need2[pt]
						if in != nil {
							for _, u := range in.Uses {
								if u.Value == v && !val(sv.c) {
									n = true
								}
							}
						}
						if n && !need1[pt] {
							need1[pt], changed = true, true
						}
					}
				}
			}
		}
		if p.PhiOneLocation {
			conflict := false
			for bi := range p.Blocks {
				for _, phi := range p.Blocks[bi].Phis {
					if pt := (Point{phi.Def, bi, 0}); mem[pt] && need1[pt] {
						forced[pt], conflict = true, true
					}
				}
			}
			if conflict {
				continue
			}
		}
		for pt, sv := range sm.vars {
			set(sv.r1, need1[pt])
			set(sv.r2, need2[pt])
			set(sv.m, mem[pt])
		}
		return
	}
}

func defsOf(in *Instr) []int {
	if in == nil {
		return nil
	}
	var out []int
	for _, d := range in.Defs {
		out = append(out, d.Value)
	}
	sort.Ints(out)
	return out
}

// Perturbation is the largest amount the tie-break adds to a solution's
// objective: the solver's bound minus it is a bound on the true optimum.
func (sm *SpillModel) Perturbation() float64 { return sm.pert }

// SpillResult is a solved spill model.
type SpillResult struct {
	Status milp.Status
	// Solution is nil unless Status is Optimal or Feasible.
	Solution *SpillSolution
	// Bound is a lower bound on the optimal cost (the solution's cost when
	// optimal; NaN when unknown).
	Bound float64
	Size  milp.Size
	Raw   *milp.Solution
}

// SolveSpill builds and solves the spill model of p.
func SolveSpill(ctx context.Context, p *Problem, opt SpillOptions, solver milp.Solver, params milp.Params) (*SpillResult, error) {
	sm, err := BuildSpill(p, opt)
	if err != nil {
		return nil, err
	}
	return sm.Solve(ctx, solver, params)
}

// Trivial is the solution that keeps every value in a register everywhere
// and has no spill code, if it satisfies the model: then it is optimal (no
// solution costs less than nothing), and Solve needs no solver.
func (sm *SpillModel) Trivial() (*milp.Solution, bool) {
	x := make([]float64, sm.Model.NumVars())
	for _, sv := range sm.vars {
		for _, v := range []milp.Var{sv.r1, sv.r2} {
			if v >= 0 {
				x[v] = 1
			}
		}
	}
	if sm.Model.Check(x, 1e-9) != nil {
		return nil, false
	}
	return &milp.Solution{Status: milp.Optimal, Objective: sm.Model.Objective(x), Bound: 0, Values: x}, true
}

// Solve solves the model: by Trivial when every value fits in registers
// everywhere, else by solver, started from SpillEverywhere when that is a
// solution (unless params has a start).
func (sm *SpillModel) Solve(ctx context.Context, solver milp.Solver, params milp.Params) (*SpillResult, error) {
	raw, ok := sm.Trivial()
	var err error
	if !ok {
		if params.Start == nil {
			if x, ok := sm.SpillEverywhere(); ok {
				params.Start = x
			}
		}
		if raw, err = solver.Solve(ctx, sm.Model, params); err != nil {
			return nil, err
		}
	}
	r := &SpillResult{Status: raw.Status, Bound: math.NaN(), Size: sm.Model.Size(), Raw: raw}
	if raw.Status.HasValues() {
		if r.Solution, err = sm.Decode(raw); err != nil {
			return nil, err
		}
		if raw.Status == milp.Optimal {
			r.Bound = r.Solution.Cost
		} else if !math.IsNaN(raw.Bound) {
			r.Bound = math.Max(0, raw.Bound-sm.pert)
		}
	}
	return r, nil
}

// Decisions are spill code in the model's terms: loads, stores and
// rematerialisations in the gap after a point's node, memory operands and
// defs written to memory at its node.
type Decisions struct {
	Loads, Stores, Remats, MemUses, MemDefs []Point
}

// FromDecisions is the model's assignment for the spill code d: its
// variables set (points without one are skipped), the register and memory
// states the canonical ones (see Decode); ok reports whether it satisfies
// the model, and so can start the solver.
func (sm *SpillModel) FromDecisions(d Decisions) (x []float64, ok bool) {
	x = make([]float64, sm.Model.NumVars())
	for _, l := range []struct {
		pts []Point
		v   func(*spillVars) milp.Var
	}{
		{d.Loads, func(sv *spillVars) milp.Var { return sv.l }},
		{d.Stores, func(sv *spillVars) milp.Var { return sv.s }},
		{d.Remats, func(sv *spillVars) milp.Var { return sv.rm }},
		{d.MemUses, func(sv *spillVars) milp.Var { return sv.c }},
		{d.MemDefs, func(sv *spillVars) milp.Var { return sv.dm }},
	} {
		for _, pt := range l.pts {
			if sv := sm.vars[pt]; sv != nil {
				if v := l.v(sv); v >= 0 {
					x[v] = 1
				}
			}
		}
	}
	for _, cf := range sm.copyFree {
		if x[cf.c] > 0.5 && x[cf.dm] > 0.5 {
			x[cf.q] = 1
		}
	}
	sm.canonical(x)
	return x, sm.Model.Check(x, 1e-9) == nil
}

// SpillEverywhere is a solution to start the solver from: every value is
// stored right after its definition (written to memory by a def that may
// be, left in memory by phis) and loaded, or rematerialised, before each
// instruction that needs it in a register, unless it was defined by the
// instruction just before; memory operands read memory. Register and
// memory states are the canonical ones for that spill code. It exists
// when no instruction needs more registers than the budget leaves it
// (what the `simple` allocator needs); ok reports whether it satisfies
// the model.
func (sm *SpillModel) SpillEverywhere() (x []float64, ok bool) {
	p := sm.P
	var d Decisions
	has := func(v, b, j int, f func(*spillVars) milp.Var) bool {
		sv := sm.vars[Point{v, b, j}]
		return sv != nil && f(sv) >= 0
	}
	for bi := range p.Blocks {
		b := &p.Blocks[bi]
		nl := sm.live[bi]
		for j := 1; j < b.numNodes(); j++ {
			in := &b.Instrs[j-1]
			for _, o := range in.Defs {
				pt := Point{o.Value, bi, j}
				switch {
				case has(o.Value, bi, j, func(sv *spillVars) milp.Var { return sv.dm }):
					d.MemDefs = append(d.MemDefs, pt)
				case contains(nl.out[j], o.Value):
					d.Stores = append(d.Stores, pt)
				}
			}
			vals, mem := distinctUses(in)
			for k, u := range vals {
				if def, ok := nl.defAt[u]; ok && def == j-1 && j-1 > 0 &&
					!has(u, bi, def, func(sv *spillVars) milp.Var { return sv.dm }) {
					continue // defined just before: still in its register
				}
				if mem[k] {
					d.MemUses = append(d.MemUses, Point{u, bi, j})
					continue
				}
				if has(u, bi, j-1, func(sv *spillVars) milp.Var { return sv.rm }) {
					d.Remats = append(d.Remats, Point{u, bi, j - 1})
				} else {
					d.Loads = append(d.Loads, Point{u, bi, j - 1})
				}
			}
		}
	}
	return sm.FromDecisions(d)
}
