package rath

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"testing"
	"time"

	"github.com/ssara-project/ssara/regalloc/milp"
)

// machine is the replay state of simulateFull: value instances by their
// first position, and which instance covers each position.
type machine struct {
	p     *Problem
	inst  map[Pos]int // start -> value
	cover map[Pos]Pos // position -> start of the instance covering it
	cisc  map[int]bool
}

func newMachine(p *Problem) *machine {
	return &machine{p: p, inst: map[Pos]int{}, cover: map[Pos]Pos{}, cisc: map[int]bool{}}
}

func (m *machine) span(v int, k Pos) []Pos {
	if m.p.Values[v].Pair {
		return []Pos{k, k + 1}
	}
	return []Pos{k}
}

// holds reports whether an instance of v starts at k.
func (m *machine) holds(v int, k Pos) bool {
	w, ok := m.inst[k]
	return ok && w == v
}

func (m *machine) clear(q Pos) {
	if s, ok := m.cover[q]; ok {
		for _, r := range m.span(m.inst[s], s) {
			delete(m.cover, r)
		}
		delete(m.inst, s)
	}
}

func (m *machine) write(v int, k Pos) {
	for _, q := range m.span(v, k) {
		m.clear(q)
	}
	m.inst[k] = v
	for _, q := range m.span(v, k) {
		m.cover[q] = k
	}
}

func (m *machine) clearRegs(s RegSet) {
	for _, r := range s.Regs() {
		m.clear(Pos(r))
	}
}

// simulateFull replays a complete-model solution independently of the
// model's equations: it runs every block from the positions the solution
// claims at its entry, executes the moves and rematerialisations in
// order, checks every operand against its mask (ties, early clobbers,
// memory operands through c, copies), destroys what kills, reservations
// and defs overwrite, and checks that each block's claimed entry holds at
// the end of every predecessor. It returns the cost of what it executed.
func simulateFull(p *Problem, s *FullSolution) (float64, error) {
	fm := s.fm
	cost := 0.0
	ends := make([]*machine, len(p.Blocks))
	moves := map[[2]int][]Move{}
	for _, mv := range s.Moves {
		k := [2]int{mv.Block, mv.Node}
		moves[k] = append(moves[k], mv)
	}
	remats := map[[2]int][]Remat{}
	for _, r := range s.Remats {
		k := [2]int{r.Block, r.Node}
		remats[k] = append(remats[k], r)
	}
	for bi := range p.Blocks {
		blk := &p.Blocks[bi]
		nl := fm.live[bi]
		m := newMachine(p)
		if bi == 0 && len(nl.in[0]) > 0 {
			return 0, fmt.Errorf("values live into the entry")
		}
		for _, v := range nl.in[0] {
			for _, k := range s.Where(v, bi, 0, 0) {
				m.write(v, k)
			}
		}
		m.clearRegs(blk.Reserved)
		for j := 0; j < blk.numNodes(); j++ {
			if j > 0 {
				in := &blk.Instrs[j-1]
				c, err := simulateNode(fm, s, m, bi, j, in)
				if err != nil {
					return 0, fmt.Errorf("%s node %d (%s): %v", p.blockName(bi), j, in.Name, err)
				}
				cost += c
			}
			mvs := moves[[2]int{bi, j}]
			sort.SliceStable(mvs, func(a, b int) bool { return mvs[a].Iter < mvs[b].Iter })
			res := fm.reserved(bi, j)
			for _, mv := range mvs {
				w := float64(p.Values[mv.Value].Width()) * blk.Freq
				if !m.holds(mv.Value, mv.From) {
					return 0, fmt.Errorf("move of %s from %v, which does not hold it", p.valName(mv.Value), mv.From)
				}
				if mv.To == CISC {
					m.cisc[mv.Value] = true
					cost += w * fm.memUseCost(bi, j, mv.Value)
					continue
				}
				for _, q := range m.span(mv.Value, mv.To) {
					if q.IsReg() && res.Has(int(q)) {
						return 0, fmt.Errorf("move into reserved %v", q)
					}
				}
				m.write(mv.Value, mv.To)
				cost += w * fm.alpha(mv.From, mv.To)
			}
			for _, r := range remats[[2]int{bi, j}] {
				m.write(r.Value, r.To)
				cost += float64(p.Values[r.Value].Width()) * blk.Freq * p.Costs.Remat
			}
		}
		ends[bi] = m
	}
	for bi := range p.Blocks {
		for k, q := range p.Blocks[bi].Preds {
			for _, v := range fm.live[bi].in[0] {
				u := p.phiArg(bi, k, v)
				for _, pos := range s.Where(v, bi, 0, 0) {
					if !ends[q].holds(u, pos) {
						return 0, fmt.Errorf("%s starts with %s in %v, but %s ends without %s there",
							p.blockName(bi), p.valName(v), pos, p.blockName(q), p.valName(u))
					}
				}
			}
		}
	}
	return cost, nil
}

// simulateNode executes node j (instruction in) of block b on m and
// returns what it costs (copy transfers, defs written to memory).
func simulateNode(fm *FullModel, s *FullSolution, m *machine, b, j int, in *Instr) (float64, error) {
	p := fm.P
	blk := &p.Blocks[b]
	w := func(v int) float64 { return float64(p.Values[v].Width()) * blk.Freq }
	defPos := map[int]Pos{}
	for _, d := range in.Defs {
		where := s.Where(d.Value, b, j, 0)
		if len(where) != 1 {
			return 0, fmt.Errorf("def %s at %v", p.valName(d.Value), where)
		}
		k := where[0]
		if !fm.defMask(d)[k] || k.IsReg() && in.Kill.Has(int(k)) {
			return 0, fmt.Errorf("def %s at %v, outside its mask", p.valName(d.Value), k)
		}
		defPos[d.Value] = k
	}
	overlapsDef := func(u int, k Pos) bool {
		for _, d := range in.Defs {
			for _, a := range m.span(d.Value, defPos[d.Value]) {
				for _, c := range m.span(u, k) {
					if a == c {
						return true
					}
				}
			}
		}
		return false
	}
	cost := 0.0
	if in.Copy {
		var srcs []Pos
		if in.CopyFrom >= 0 {
			srcs = []Pos{Pos(in.CopyFrom)}
		} else {
			u := in.Uses[0]
			for k := range fm.useMask(in, 0) {
				if m.holds(u.Value, k) {
					srcs = append(srcs, k)
				}
			}
			if len(srcs) == 0 {
				return 0, fmt.Errorf("copy source %s is nowhere it may be read", p.valName(u.Value))
			}
		}
		dst := Pos(in.CopyTo)
		width := 1
		if in.CopyTo < 0 {
			dst = defPos[in.Defs[0].Value]
			width = p.Values[in.Defs[0].Value].Width()
		} else if in.CopyFrom < 0 {
			width = p.Values[in.Uses[0].Value].Width()
		}
		best := math.Inf(1)
		for _, k := range srcs {
			c := 0.0
			if k != dst {
				c = fm.alpha(k, dst)
			}
			best = math.Min(best, c)
		}
		cost += best * float64(width) * blk.Freq
	} else {
		for ui, u := range in.Uses {
			ok := false
			for k := range fm.useMask(in, ui) {
				if k == CISC {
					ok = ok || m.cisc[u.Value]
					continue
				}
				if m.holds(u.Value, k) && (!in.EarlyClobber || ui == in.Tied || !overlapsDef(u.Value, k)) {
					ok = true
				}
			}
			if !ok {
				return 0, fmt.Errorf("operand %s is nowhere it may be read", p.valName(u.Value))
			}
		}
	}
	if in.Tied >= 0 {
		u, d := in.Uses[in.Tied].Value, in.Defs[0].Value
		if !m.holds(u, defPos[d]) {
			return 0, fmt.Errorf("tied def %s at %v, where %s is not", p.valName(d), defPos[d], p.valName(u))
		}
	}
	m.cisc = map[int]bool{}
	m.clearRegs(in.Kill)
	for _, d := range in.Defs {
		k := defPos[d.Value]
		m.write(d.Value, k)
		if k.IsSlot() && !in.Copy {
			cost += w(d.Value) * p.operandMemCost(d, true)
		}
	}
	for _, r := range in.Reserved.Regs() {
		if s, ok := m.cover[Pos(r)]; ok {
			if _, isDef := defPos[m.inst[s]]; isDef && defPos[m.inst[s]] == s {
				return 0, fmt.Errorf("def %s in reserved r%d", p.valName(m.inst[s]), r)
			}
		}
	}
	m.clearRegs(in.Reserved)
	return cost, nil
}

// TestFullModelRandom solves the complete model of random problems, replays
// each solution (simulateFull) and checks that the replay costs what the
// solution says and that the optimum is never below the spill model's,
// which relaxes it (no rematerialisable values here).
func TestFullModelRandom(t *testing.T) {
	solver := needCBC(t)
	r := rand.New(rand.NewPCG(11, 5))
	cfgs := []genConfig{
		{classes: 1, k: 2, regions: 2, depth: 2, maxInstrs: 3},
		{classes: 1, k: 3, regions: 2, depth: 1, maxInstrs: 3, pairs: true, features: true},
		{classes: 2, k: 2, regions: 2, depth: 1, maxInstrs: 3, features: true, copies: true},
	}
	solved, moved, restricted := 0, 0, 0
	for ci, cfg := range cfgs {
		for i := 0; i < 5; i++ {
			p := randomProblem(r, cfg)
			if err := p.ComputeLiveness(); err != nil {
				t.Fatal(err)
			}
			if most, _ := maxLive(p); most > 4 || len(p.Values) > 7 {
				i--
				continue
			}
			res, err := SolveFull(context.Background(), p, FullOptions{}, solver, milp.Params{TimeLimit: 3 * time.Second})
			if err != nil {
				t.Fatalf("config %d problem %d: %v", ci, i, err)
			}
			t.Logf("config %d problem %d: %d values, %v, %v in %v", ci, i, len(p.Values), res.Size, res.Status, res.Raw.Time)
			sp, err := SolveSpill(context.Background(), p, SpillOptions{}, solver, milp.Params{TimeLimit: 5 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			if !res.Status.HasValues() {
				if res.Status == milp.Infeasible && sp.Status == milp.Optimal {
					// The complete model has at most m_max moves per gap
					// and one position per value at a join: it may have
					// no solution where the spill model has one.
					restricted++
					t.Logf("config %d problem %d: only the spill model has a solution (cost %g)\n%s", ci, i, sp.Solution.Cost, p)
					continue
				}
				switch res.Status {
				case milp.Infeasible:
				case milp.NoSolution:
					// CBC found nothing within the time limit: the
					// problem proves nothing either way (config 1's
					// problem 3 takes minutes on some machines). The
					// count of problems solved below keeps the test
					// from passing on none.
					t.Logf("config %d problem %d: no solution within the time limit; skipped", ci, i)
				default:
					t.Errorf("config %d problem %d: %v", ci, i, res.Status)
				}
				continue
			}
			got, err := simulateFull(p, res.Solution)
			if err != nil {
				t.Errorf("config %d problem %d: replay: %v\n%s\n%s", ci, i, err, res.Solution, p)
				continue
			}
			if math.Abs(got-res.Solution.Cost) > 1e-9 {
				t.Errorf("config %d problem %d: replay costs %g, the solution says %g\n%s\n%s", ci, i, got, res.Solution.Cost, res.Solution, p)
			}
			if res.Status == milp.Optimal && sp.Status == milp.Optimal && res.Solution.Cost < sp.Solution.Cost-1e-9 {
				t.Errorf("config %d problem %d: complete model optimum %g below the spill model's %g\n%s\n%s",
					ci, i, res.Solution.Cost, sp.Solution.Cost, res.Solution, p)
			}
			solved++
			if len(res.Solution.Moves) > 0 {
				moved++
			}
		}
	}
	if solved < 10 || moved < 3 {
		t.Errorf("%d problems solved, %d with moves: too few to test", solved, moved)
	}
	t.Logf("%d solved, %d with moves, %d infeasible only for the complete model", solved, moved, restricted)
}
