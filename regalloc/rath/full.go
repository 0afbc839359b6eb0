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

// Pos is a position of the complete model: a register (0..63), a stack
// slot (SlotPos(s)) or the artificial CISC position.
type Pos int

// Positions beyond the registers.
const (
	firstSlot Pos = 64
	// CISC is Rath's artificial position c: a value moved there in the
	// last move iteration is read from memory by the next instruction.
	CISC Pos = 1 << 20
)

// SlotPos is the position of stack slot s.
func SlotPos(s int) Pos { return firstSlot + Pos(s) }

// IsReg reports whether p is a register.
func (p Pos) IsReg() bool { return p >= 0 && p < firstSlot }

// IsSlot reports whether p is a stack slot.
func (p Pos) IsSlot() bool { return p >= firstSlot && p < CISC }

// Slot is the stack slot of a slot position.
func (p Pos) Slot() int { return int(p - firstSlot) }

func (p Pos) String() string {
	switch {
	case p.IsReg():
		return fmt.Sprintf("r%d", int(p))
	case p.IsSlot():
		return fmt.Sprintf("s%d", p.Slot())
	case p == CISC:
		return "c"
	}
	return fmt.Sprintf("pos%d", int(p))
}

// varName is the position's part of a variable name.
func (p Pos) varName() string {
	switch {
	case p.IsReg():
		return fmt.Sprintf("r%d", int(p))
	case p.IsSlot():
		return fmt.Sprintf("s%d", p.Slot())
	}
	return "c"
}

// FullOptions tune the complete model.
type FullOptions struct {
	// Moves is m_max, the number of move iterations in each gap between
	// two instructions (default 2). Rath bounds it by |V||P| for an exact
	// model; a smaller one restricts the solutions to at most Moves moves
	// (and rematerialisations) per gap.
	Moves int
	// Slots is the number of stack positions (default: the most registers
	// the values live at one point need, enough for one stack copy of
	// each).
	Slots int
	// NoTieBreak leaves the objective unperturbed (see BuildFull).
	NoTieBreak bool
	// Fix forces defs into positions: Fix[v] is the position of value v
	// right after its definition (tests: the allocation a table states).
	Fix map[int]Pos
}

type xkey struct {
	v, b, j, m int
	k          Pos
}

// ecKey is a use operand and a register it may be read from.
type ecKey struct {
	use int
	k   Pos
}

type zkey struct {
	v, b, j, m int
	k, l       Pos
}

// FullModel is the complete model of a problem.
type FullModel struct {
	P     *Problem
	Opt   FullOptions
	Model *milp.Model
	live  []nodeLive
	slots int
	x     map[xkey]milp.Var
	z     map[zkey]milp.Var
	// gapZ lists the moves of each iteration in creation order; zInto
	// the moves into each x (keyed by the x they lead to).
	gapZ  map[[3]int][]zkey
	zInto map[xkey][]milp.Var
	y     map[xkey]milp.Var // m is always the last iteration
	// copySrc are the copy nodes' source choices (k = the position).
	copySrc map[xkey]milp.Var
	sk      []milp.Var // s^k: stack slot k is used
	t       milp.Var
	cost    map[milp.Var]float64
	pert    float64
	// transfer lists the copy nodes' transfer-cost variables.
	transfer map[milp.Var]string
	// defStores are the x of defs written directly to a stack slot.
	defStores []milp.Var
}

// moves is m_max of node j of block b: no moves after the last node.
func (fm *FullModel) moves(b, j int) int {
	if j == fm.P.Blocks[b].last() {
		return 0
	}
	return fm.Opt.Moves
}

// positions lists the positions value v may take in the model (outside
// its operands' masks): its class's registers (pair: where r+1 is one too)
// and the stack slots (pair: where s+1 is one too), in order.
func (fm *FullModel) positions(v int) []Pos {
	p := fm.P
	val := p.Values[v]
	regs := p.Classes[val.Class]
	if val.Pair {
		regs &= regs >> 1
	}
	var out []Pos
	for _, r := range regs.Regs() {
		out = append(out, Pos(r))
	}
	n := fm.slots
	if val.Pair {
		n--
	}
	for s := 0; s < n; s++ {
		out = append(out, SlotPos(s))
	}
	return out
}

// reserved is the set of registers no value may occupy in the gap after
// node j of block b.
func (fm *FullModel) reserved(b, j int) RegSet {
	blk := &fm.P.Blocks[b]
	if j == 0 {
		return blk.Reserved
	}
	return blk.Instrs[j-1].Reserved
}

// occupies reports whether value v at position k covers position q.
func (fm *FullModel) occupies(v int, k, q Pos) bool {
	if k == q {
		return true
	}
	return fm.P.Values[v].Pair && k != CISC && k+1 == q
}

// blocked reports whether v may not be at k in the gap after node j of
// block b because a register it would cover is reserved.
func (fm *FullModel) blocked(v int, k Pos, b, j int) bool {
	if !k.IsReg() {
		return false
	}
	res := fm.reserved(b, j)
	if res.Has(int(k)) {
		return true
	}
	return fm.P.Values[v].Pair && res.Has(int(k)+1)
}

// memUseNext reports whether node j+1 of block b reads v through a memory
// operand (the CISC position is only useful then).
func (fm *FullModel) memUseNext(v, b, j int) bool {
	blk := &fm.P.Blocks[b]
	if j >= blk.last() {
		return false
	}
	in := &blk.Instrs[j]
	if in.Copy {
		return false
	}
	for k, u := range in.Uses {
		if u.Value == v && in.memOperand(k) {
			return true
		}
	}
	return false
}

// BuildFull writes Rath's complete model (section 5.2, (5.29)-(5.53)) for
// p, whose blocks' LiveOut must be filled. Positions are the registers, opt.Slots stack slots
// and c; x^vk_ijm exists where v is live ("the variables are only needed
// while the value v is live", the strengthening the thesis proposes), z
// for moves between two positions of a value at each iteration, y for
// rematerialisable values into registers. Deviations, each marked where it
// is built: no moves after a block's last node (the terminator; blocks
// join there); the CISC position only for values the next node reads
// through a memory operand; reserved registers, early clobbers and copy
// nodes (which pay for the transfer they make unless source and
// destination share a position) are extensions. The two objectives are
// combined as F1 + eps F2 with eps small enough that F2 only breaks ties
// of F1 (lexicographic order, as section 5.2 proposes).
//
// Ties: unless NoTieBreak, def positions are perturbed to prefer lower
// registers and slots (and, between allocations that swap registers
// among values, by a fixed hash of value and position), so that the many
// symmetric optima do not leave the choice to the solver; the total
// perturbation stays below a quarter of the cost grid, as in BuildSpill.
func BuildFull(p *Problem, opt FullOptions) (*FullModel, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	fm := newFullModel(p, opt)
	fm.variables()
	fm.constraints()
	fm.objective()
	return fm, nil
}

// newFullModel sets up the model's frame: options, liveness, slots.
func newFullModel(p *Problem, opt FullOptions) *FullModel {
	if opt.Moves <= 0 {
		opt.Moves = 2
	}
	fm := &FullModel{P: p, Opt: opt, Model: &milp.Model{Name: "Rath complete model (5.29)-(5.53) of " + p.Name},
		live: p.nodeLiveness(), x: map[xkey]milp.Var{}, z: map[zkey]milp.Var{}, y: map[xkey]milp.Var{},
		gapZ: map[[3]int][]zkey{}, zInto: map[xkey][]milp.Var{},
		copySrc: map[xkey]milp.Var{}, cost: map[milp.Var]float64{}, transfer: map[milp.Var]string{}}
	fm.slots = opt.Slots
	if fm.slots <= 0 {
		most := 1
		for bi, nl := range fm.live {
			for j := 0; j < p.Blocks[bi].numNodes(); j++ {
				n := 0
				for _, v := range union(nl.out[j], defsOf(fm.instr(bi, j))) {
					n += p.Values[v].Width()
				}
				if n > most {
					most = n
				}
			}
		}
		fm.slots = most
	}
	return fm
}

// EstimateFull is about the number of variables BuildFull would make for
// p (the x and z variables, which dominate), computed without building the
// model: callers use it to skip problems too large to solve.
func EstimateFull(p *Problem, opt FullOptions) (int, error) {
	if err := p.Validate(); err != nil {
		return 0, err
	}
	fm := newFullModel(p, opt)
	n := 0
	for bi := range p.Blocks {
		for j := 0; j < p.Blocks[bi].numNodes(); j++ {
			mm := fm.moves(bi, j)
			for it := 0; it <= mm; it++ {
				for _, v := range fm.at(bi, j, it) {
					k := len(fm.positions(v))
					n += k
					if it < mm {
						n += k * k
					}
				}
			}
		}
	}
	return n, nil
}

func (fm *FullModel) instr(b, j int) *Instr {
	if j == 0 {
		return nil
	}
	return &fm.P.Blocks[b].Instrs[j-1]
}

// at lists, in order, the values that have positions at iteration m of
// node j of block b: those live after the node, and at m = 0 its defs.
func (fm *FullModel) at(b, j, m int) []int {
	nl := fm.live[b]
	if m == 0 {
		return union(nl.out[j], defsOf(fm.instr(b, j)))
	}
	return nl.out[j]
}

// defMask is the set of positions def operand o may take: its registers
// and, for a Mem def, the stack slots.
func (fm *FullModel) defMask(o Operand) map[Pos]bool {
	s := map[Pos]bool{}
	for _, r := range fm.P.Allowed(o).Regs() {
		s[Pos(r)] = true
	}
	if o.Mem {
		for _, k := range fm.positions(o.Value) {
			if k.IsSlot() {
				s[k] = true
			}
		}
	}
	return s
}

// useMask is the set of positions use operand o of instruction in may be
// read from (Rath's I(v,i,j)): its registers, and for a memory operand the
// CISC position (a copy reads stack slots directly instead).
func (fm *FullModel) useMask(in *Instr, k int) map[Pos]bool {
	o := in.Uses[k]
	s := map[Pos]bool{}
	for _, r := range fm.P.Allowed(o).Regs() {
		s[Pos(r)] = true
	}
	if in.memOperand(k) {
		if in.Copy {
			for _, k := range fm.positions(o.Value) {
				if k.IsSlot() {
					s[k] = true
				}
			}
		} else {
			s[CISC] = true
		}
	}
	return s
}

func (fm *FullModel) variables() {
	p, m := fm.P, fm.Model
	for bi := range p.Blocks {
		blk := &p.Blocks[bi]
		for j := 0; j < blk.numNodes(); j++ {
			in := fm.instr(bi, j)
			mm := fm.moves(bi, j)
			for it := 0; it <= mm; it++ {
				for _, v := range fm.at(bi, j, it) {
					var mask map[Pos]bool
					if it == 0 && in != nil {
						for _, d := range in.Defs {
							if d.Value == v {
								// (5.38): a def is in its out regmask, and
								// not in a register the node kills.
								mask = fm.defMask(d)
								for k := range mask {
									if k.IsReg() && (in.Kill.Has(int(k)) || p.Values[v].Pair && in.Kill.Has(int(k)+1)) {
										delete(mask, k)
									}
								}
							}
						}
					}
					for _, k := range fm.positions(v) {
						if mask != nil && !mask[k] || fm.blocked(v, k, bi, j) {
							continue
						}
						x := m.Binary(fmt.Sprintf("x_%d_%s_%d_%d_%d", v, k.varName(), bi, j, it))
						fm.x[xkey{v, bi, j, it, k}] = x
						if mask != nil && k.IsSlot() && !in.Copy {
							// Extension: a def written to a stack slot
							// pays for the store (a copy pays through its
							// transfer).
							for _, d := range in.Defs {
								if d.Value == v {
									fm.setCost(x, p.operandMemCost(d, true)*float64(p.Values[v].Width())*blk.Freq)
									fm.defStores = append(fm.defStores, x)
								}
							}
						}
					}
					// (5.42), corrected: c only at m_max.
					if it == mm && mm > 0 && fm.memUseNext(v, bi, j) {
						fm.x[xkey{v, bi, j, it, CISC}] = m.Binary(fmt.Sprintf("x_%d_c_%d_%d_%d", v, bi, j, it))
					}
				}
			}
			// z: moves in iterations 0..m_max-1 between two positions of
			// a live value.
			for it := 0; it < mm; it++ {
				for _, v := range fm.at(bi, j, it+1) {
					w := float64(p.Values[v].Width()) * blk.Freq
					ps := fm.positions(v)
					for _, k := range ps {
						if !fm.hasX(v, bi, j, it, k) {
							continue
						}
						for _, l := range ps {
							if l == k || !fm.hasX(v, bi, j, it+1, l) {
								continue
							}
							z := m.Binary(fmt.Sprintf("z_%d_%s_%s_%d_%d_%d", v, k.varName(), l.varName(), bi, j, it))
							fm.addZ(zkey{v, bi, j, it, k, l}, z)
							fm.setCost(z, w*fm.alpha(k, l))
						}
						if k.IsSlot() && it == mm-1 && fm.hasX(v, bi, j, mm, CISC) {
							z := m.Binary(fmt.Sprintf("z_%d_%s_c_%d_%d_%d", v, k.varName(), bi, j, it))
							fm.addZ(zkey{v, bi, j, it, k, CISC}, z)
							fm.setCost(z, w*fm.memUseCost(bi, j, v))
						}
					}
					// y: rematerialisation before the next node.
					if p.Values[v].Remat && it == mm-1 {
						for _, l := range ps {
							if l.IsReg() && fm.hasX(v, bi, j, mm, l) {
								y := m.Binary(fmt.Sprintf("y_%d_%s_%d_%d", v, l.varName(), bi, j))
								fm.y[xkey{v, bi, j, mm, l}] = y
								fm.setCost(y, w*p.Costs.Remat)
							}
						}
					}
				}
			}
		}
	}
	for s := 0; s < fm.slots; s++ {
		fm.sk = append(fm.sk, m.Continuous(fmt.Sprintf("sk_%d", s), 0, 1))
	}
	fm.t = m.Continuous("t", 0, math.Inf(1))
}

func (fm *FullModel) addZ(zk zkey, z milp.Var) {
	fm.z[zk] = z
	g := [3]int{zk.b, zk.j, zk.m}
	fm.gapZ[g] = append(fm.gapZ[g], zk)
	into := xkey{zk.v, zk.b, zk.j, zk.m + 1, zk.l}
	fm.zInto[into] = append(fm.zInto[into], z)
}

func (fm *FullModel) hasX(v, b, j, m int, k Pos) bool {
	_, ok := fm.x[xkey{v, b, j, m, k}]
	return ok
}

// xv is x^vk_bjm, or -1 where it does not exist (fixed at 0).
func (fm *FullModel) xv(v, b, j, m int, k Pos) milp.Var {
	if x, ok := fm.x[xkey{v, b, j, m, k}]; ok {
		return x
	}
	return -1
}

// alpha is Rath's alpha^{kl}: the price of one move from k to l.
func (fm *FullModel) alpha(k, l Pos) float64 {
	c := fm.P.Costs
	switch {
	case k.IsReg() && l.IsReg():
		return c.Move
	case k.IsReg():
		return c.Store
	case l.IsReg():
		return c.Load
	}
	return c.Load + c.Store
}

// memUseCost is the price of node j+1 reading v from memory.
func (fm *FullModel) memUseCost(b, j, v int) float64 {
	in := &fm.P.Blocks[b].Instrs[j]
	c := 0.0
	for k, u := range in.Uses {
		if u.Value == v && in.memOperand(k) {
			c += fm.P.operandMemCost(u, false)
		}
	}
	return c
}

func (fm *FullModel) setCost(v milp.Var, c float64) {
	fm.Model.AddObj(v, c)
	fm.cost[v] = c
}

func (fm *FullModel) constraints() {
	p, m := fm.P, fm.Model
	type T = milp.Term
	add := func(terms []T, sense milp.Sense, rhs float64, eq string, args ...int) {
		var clean []T
		for _, t := range terms {
			if t.Var >= 0 {
				clean = append(clean, t)
			}
		}
		name := "q" + eq
		for _, a := range args {
			name += fmt.Sprintf("_%d", a)
		}
		m.AddConstr(name, clean, sense, rhs)
	}
	posArg := func(k Pos) int {
		if k == CISC {
			return 999
		}
		return int(k)
	}
	for bi := range p.Blocks {
		blk := &p.Blocks[bi]
		nl := fm.live[bi]
		for j := 0; j < blk.numNodes(); j++ {
			in := fm.instr(bi, j)
			mm := fm.moves(bi, j)
			for it := 0; it <= mm; it++ {
				vals := fm.at(bi, j, it)
				// (5.31): one value per position; a pair at k-1 covers k.
				// (5.47), summed over the values: s^k >= what covers k.
				all := fm.allPositions(vals)
				for _, k := range all {
					var terms []T
					for _, v := range vals {
						if x := fm.xv(v, bi, j, it, k); x >= 0 {
							terms = append(terms, T{Var: x, Coef: 1})
						}
						// A pair starting at k-1 covers k (its positions
						// only start where k is of the same kind).
						if p.Values[v].Pair && k != CISC && k > 0 {
							if x := fm.xv(v, bi, j, it, k-1); x >= 0 {
								terms = append(terms, T{Var: x, Coef: 1})
							}
						}
					}
					if len(terms) > 1 {
						add(terms, milp.LE, 1, "5_31", bi, j, it, posArg(k))
					}
					if k.IsSlot() && len(terms) > 0 {
						add(append(terms, T{Var: fm.sk[k.Slot()], Coef: -1}), milp.LE, 0, "5_47", bi, j, it, posArg(k))
					}
				}
			}
			for it := 0; it < mm; it++ {
				// (5.32): a move only from where the value is.
				var zs []T
				for _, zk := range fm.sortedZ(bi, j, it) {
					z := fm.z[zk]
					add([]T{{Var: z, Coef: 1}, {Var: fm.xv(zk.v, bi, j, it, zk.k), Coef: -1}}, milp.LE, 0, "5_32", zk.v, bi, j, it, posArg(zk.k), posArg(zk.l))
					zs = append(zs, T{Var: z, Coef: 1})
				}
				// (5.33): one move per iteration.
				if len(zs) > 1 {
					add(zs, milp.LE, 1, "5_33", bi, j, it)
				}
			}
			// (5.34)-(5.36): state transitions within the gap.
			for it := 1; it <= mm; it++ {
				for _, v := range fm.at(bi, j, it) {
					for _, l := range fm.posList(v, bi, j, it) {
						terms := []T{{Var: fm.xv(v, bi, j, it, l), Coef: 1}, {Var: fm.xv(v, bi, j, it-1, l), Coef: -1}}
						for _, z := range fm.zInto[xkey{v, bi, j, it, l}] {
							terms = append(terms, T{Var: z, Coef: -1})
						}
						eq := "5_34"
						if it == mm {
							eq = "5_36"
							if y, ok := fm.y[xkey{v, bi, j, mm, l}]; ok {
								eq = "5_35"
								terms = append(terms, T{Var: y, Coef: -1})
							}
						}
						add(terms, milp.LE, 0, eq, v, bi, j, it, posArg(l))
					}
				}
			}
			if j > 0 {
				defs := map[int]bool{}
				for _, d := range in.Defs {
					defs[d.Value] = true
				}
				// (5.37): between nodes only the node changes positions.
				for _, v := range nl.out[j] {
					if defs[v] {
						continue
					}
					for _, k := range fm.posList(v, bi, j, 0) {
						add([]T{{Var: fm.xv(v, bi, j, 0, k), Coef: 1}, {Var: fm.xv(v, bi, j-1, fm.moves(bi, j-1), k), Coef: -1}}, milp.LE, 0, "5_37", v, bi, j, posArg(k))
					}
				}
				// (5.38): each def in one position of its out regmask.
				for _, d := range in.Defs {
					var terms []T
					for _, k := range fm.posList(d.Value, bi, j, 0) {
						terms = append(terms, T{Var: fm.xv(d.Value, bi, j, 0, k), Coef: 1})
					}
					add(terms, milp.EQ, 1, "5_38", d.Value, bi, j)
					if pos, ok := fm.Opt.Fix[d.Value]; ok {
						add([]T{{Var: fm.xv(d.Value, bi, j, 0, pos), Coef: 1}}, milp.EQ, 1, "fix", d.Value)
					}
				}
				// (5.39): the registers the node kills hold none of the
				// other values after it.
				if in.Kill != 0 {
					var terms []T
					for _, v := range nl.out[j] {
						if defs[v] {
							continue
						}
						for _, k := range fm.posList(v, bi, j, 0) {
							if k.IsReg() && (in.Kill.Has(int(k)) || p.Values[v].Pair && in.Kill.Has(int(k)+1)) {
								terms = append(terms, T{Var: fm.xv(v, bi, j, 0, k), Coef: 1})
							}
						}
					}
					if len(terms) > 0 {
						add(terms, milp.EQ, 0, "5_39", bi, j)
					}
				}
				pm := fm.moves(bi, j-1)
				read := map[ecKey]milp.Var{}
				if in.Copy {
					fm.copyNode(bi, j, in)
				} else {
					// (5.40), corrected: inputs in their masks at
					// (i, j-1, m_max). At an early-clobber node each
					// non-tied register operand chooses the register it
					// is read from (read[ui]), which the defs must avoid.
					for ui, u := range in.Uses {
						var terms []T
						mask := fm.useMask(in, ui)
						for _, k := range fm.posList(u.Value, bi, j-1, pm) {
							if !mask[k] {
								continue
							}
							x := fm.xv(u.Value, bi, j-1, pm, k)
							if in.EarlyClobber && ui != in.Tied && k.IsReg() {
								rd := m.Binary(fmt.Sprintf("rd_%d_%d_%d_%s", bi, j, ui, k.varName()))
								read[ecKey{ui, k}] = rd
								add([]T{{Var: rd, Coef: 1}, {Var: x, Coef: -1}}, milp.LE, 0, "ecread", bi, j, ui, posArg(k))
								x = rd
							}
							terms = append(terms, T{Var: x, Coef: 1})
						}
						add(terms, milp.GE, 1, "5_40", bi, j, ui)
					}
				}
				// (5.41): two-address form.
				if in.Tied >= 0 {
					u, d := in.Uses[in.Tied].Value, in.Defs[0].Value
					for _, k := range fm.posList(d, bi, j, 0) {
						add([]T{{Var: fm.xv(u, bi, j-1, pm, k), Coef: 1}, {Var: fm.xv(d, bi, j, 0, k), Coef: -1}}, milp.GE, 0, "5_41", bi, j, posArg(k))
					}
				}
				// Extension: early-clobber defs share no register with a
				// use (other than the tied one).
				if in.EarlyClobber {
					covers := func(v int, k Pos) []int {
						if p.Values[v].Pair {
							return []int{int(k), int(k) + 1}
						}
						return []int{int(k)}
					}
					overlap := func(a, b []int) bool {
						for _, x := range a {
							for _, y := range b {
								if x == y {
									return true
								}
							}
						}
						return false
					}
					for di, d := range in.Defs {
						for ui, u := range in.Uses {
							if di == 0 && ui == in.Tied || u.Value == d.Value {
								continue
							}
							for _, k := range fm.posList(d.Value, bi, j, 0) {
								for _, q := range fm.posList(u.Value, bi, j-1, pm) {
									rd, ok := read[ecKey{ui, q}]
									if ok && k.IsReg() && overlap(covers(d.Value, k), covers(u.Value, q)) {
										add([]T{{Var: fm.xv(d.Value, bi, j, 0, k), Coef: 1}, {Var: rd, Coef: 1}},
											milp.LE, 1, "ec", bi, j, di, ui, posArg(k), posArg(q))
									}
								}
							}
						}
					}
				}
			} else {
				// Extension of (5.38) to phis: every phi has a position,
				// dead ones too (ssara's output gives each phi a location
				// that its arguments must reach).
				for _, phi := range blk.Phis {
					var terms []T
					for _, k := range fm.posList(phi.Def, bi, 0, 0) {
						terms = append(terms, T{Var: fm.xv(phi.Def, bi, 0, 0, k), Coef: 1})
					}
					add(terms, milp.GE, 1, "5_38phi", phi.Def, bi)
				}
				// (5.43): nothing at the entry (by construction: nothing
				// is live there). (5.44), (5.45): a block starts with a
				// value where every predecessor ends with it (a phi with
				// its argument).
				for k2, q := range blk.Preds {
					qb := &p.Blocks[q]
					for _, v := range nl.in[0] {
						u := p.phiArg(bi, k2, v)
						eq := "5_44"
						if isPhiOf(blk, v) {
							eq = "5_45"
						}
						for _, k := range fm.posList(v, bi, 0, 0) {
							add([]T{{Var: fm.xv(v, bi, 0, 0, k), Coef: 1}, {Var: fm.xv(u, q, qb.last(), 0, k), Coef: -1}}, milp.LE, 0, eq, v, bi, k2, posArg(k))
						}
					}
				}
			}
		}
	}
	// (5.48): t is at least the number of the highest slot used.
	for s, v := range fm.sk {
		add([]T{{Var: fm.t, Coef: 1}, {Var: v, Coef: -float64(s + 1)}}, milp.GE, 0, "5_48", s)
	}
}

// copyNode writes the extension for copy nodes: the source is read from
// one position (replacing (5.40)), and the transfer costs a move, load,
// store or both unless source and destination share the position.
func (fm *FullModel) copyNode(b, j int, in *Instr) {
	p, m := fm.P, fm.Model
	type T = milp.Term
	blk := &p.Blocks[b]
	pm := fm.moves(b, j-1)
	name := func(kind string, args ...interface{}) string {
		s := kind
		for _, a := range args {
			s += fmt.Sprintf("_%v", a)
		}
		return s
	}
	// Source positions: a[k] (k in the use's mask where the value is), or
	// the fixed register.
	src := map[Pos]T{}
	var srcOrder []Pos
	width := 1
	if in.CopyFrom >= 0 {
		k := Pos(in.CopyFrom)
		src[k] = T{Var: -1, Coef: 1}
		srcOrder = append(srcOrder, k)
	} else {
		u := in.Uses[0]
		width = p.Values[u.Value].Width()
		mask := fm.useMask(in, 0)
		var terms []T
		for _, k := range fm.posList(u.Value, b, j-1, pm) {
			if !mask[k] {
				continue
			}
			a := m.Binary(name("cs", u.Value, k.varName(), b, j))
			fm.copySrc[xkey{u.Value, b, j, 0, k}] = a
			m.AddConstr(name("qcopy_src", b, j, k.varName()), []T{{Var: a, Coef: 1}, {Var: fm.xv(u.Value, b, j-1, pm, k), Coef: -1}}, milp.LE, 0)
			terms = append(terms, T{Var: a, Coef: 1})
			src[k] = T{Var: a, Coef: 1}
			srcOrder = append(srcOrder, k)
		}
		// Replaces (5.40) for the copy: read from one position.
		m.AddConstr(name("qcopy_one", b, j), terms, milp.EQ, 1)
	}
	dst := map[Pos]T{}
	var dstOrder []Pos
	if in.CopyTo >= 0 {
		k := Pos(in.CopyTo)
		dst[k] = T{Var: -1, Coef: 1}
		dstOrder = append(dstOrder, k)
	} else {
		d := in.Defs[0].Value
		width = p.Values[d].Width()
		for _, k := range fm.posList(d, b, j, 0) {
			dst[k] = T{Var: fm.xv(d, b, j, 0, k), Coef: 1}
			dstOrder = append(dstOrder, k)
		}
	}
	// kinds: sum of source (destination) choices in registers and slots;
	// a fixed end contributes a constant 1.
	sum := func(side map[Pos]T, order []Pos, reg bool) ([]T, float64) {
		var terms []T
		c := 0.0
		for _, k := range order {
			if k.IsReg() != reg || k == CISC {
				continue
			}
			if side[k].Var < 0 {
				c++
			} else {
				terms = append(terms, side[k])
			}
		}
		return terms, c
	}
	// e[k]: source and destination both at k (coalesced).
	same := map[bool][]T{}
	sameC := map[bool]float64{}
	for _, k := range srcOrder {
		dk, ok := dst[k]
		if !ok {
			continue
		}
		sk := src[k]
		if sk.Var < 0 && dk.Var < 0 {
			sameC[k.IsReg()]++
			continue
		}
		e := m.Continuous(name("cc", b, j, k.varName()), 0, 1)
		for _, side := range []T{sk, dk} {
			if side.Var >= 0 {
				m.AddConstr(name("qcopy_same", b, j, k.varName(), int(side.Var)), []T{{Var: e, Coef: 1}, {Var: side.Var, Coef: -1}}, milp.LE, 0)
			}
		}
		same[k.IsReg()] = append(same[k.IsReg()], T{Var: e, Coef: 1})
	}
	w := float64(width) * blk.Freq
	c := p.Costs
	for _, tr := range []struct {
		kind             string
		srcReg, dstReg   bool
		price            float64
		subtractSameKind bool
	}{
		{"rr", true, true, c.Move, true},
		{"rs", true, false, c.Store, false},
		{"sr", false, true, c.Load, false},
		{"ss", false, false, c.Load + c.Store, true},
	} {
		// w_kind >= A_kind + D_kind - 1 - sum(e of that kind).
		a, ac := sum(src, srcOrder, tr.srcReg)
		d, dc := sum(dst, dstOrder, tr.dstReg)
		if len(a) == 0 && ac == 0 || len(d) == 0 && dc == 0 {
			continue
		}
		v := m.Continuous(name("cw", tr.kind, b, j), 0, math.Inf(1))
		fm.setCost(v, w*tr.price)
		fm.transfer[v] = tr.kind
		terms := []T{{Var: v, Coef: 1}}
		for _, t := range append(a, d...) {
			terms = append(terms, T{Var: t.Var, Coef: -1})
		}
		rhs := ac + dc - 1
		if tr.subtractSameKind {
			terms = append(terms, same[tr.srcReg]...)
			rhs -= sameC[tr.srcReg]
		}
		m.AddConstr(name("qcopy_cost", tr.kind, b, j), terms, milp.GE, rhs)
	}
}

// posList lists the positions v has variables for at iteration m of node
// j of block b, in order (registers, slots, c).
func (fm *FullModel) posList(v, b, j, m int) []Pos {
	var out []Pos
	for _, k := range fm.positions(v) {
		if fm.hasX(v, b, j, m, k) {
			out = append(out, k)
		}
	}
	if fm.hasX(v, b, j, m, CISC) {
		out = append(out, CISC)
	}
	return out
}

// allPositions lists every position any of vals may cover, in order.
func (fm *FullModel) allPositions(vals []int) []Pos {
	set := map[Pos]bool{}
	for _, v := range vals {
		for _, k := range fm.positions(v) {
			set[k] = true
			if fm.P.Values[v].Pair {
				set[k+1] = true
			}
		}
		set[CISC] = true
	}
	out := make([]Pos, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// sortedZ lists the moves of iteration m of node j of block b in a fixed
// order (that of their creation).
func (fm *FullModel) sortedZ(b, j, m int) []zkey { return fm.gapZ[[3]int{b, j, m}] }

// objective adds F2 (t, weighted to break ties of F1 only) and the
// tie-break of def positions.
func (fm *FullModel) objective() {
	var cs []float64
	for _, c := range fm.cost {
		cs = append(cs, c)
	}
	grid := costGrid(cs)
	if grid == 0 {
		grid = 1e-6 * minPositive(cs)
	}
	if grid == 0 {
		grid = 1
	}
	// (5.29)-(5.30): F1 + eps F2, eps F2 <= grid/4.
	fm.Model.AddObj(fm.t, 0.25*grid/float64(fm.slots+1))
	fm.pert = 0.25 * grid * float64(fm.slots) / float64(fm.slots+1)
	if fm.Opt.NoTieBreak {
		return
	}
	p := fm.P
	type dk struct {
		v, b, j int
		k       Pos
	}
	var keys []dk
	for bi := range p.Blocks {
		for j := 0; j < p.Blocks[bi].numNodes(); j++ {
			var defs []int
			if j == 0 {
				for _, phi := range p.Blocks[bi].Phis {
					defs = append(defs, phi.Def)
				}
			} else {
				defs = defsOf(fm.instr(bi, j))
			}
			for _, v := range defs {
				for _, k := range fm.posList(v, bi, j, 0) {
					keys = append(keys, dk{v, bi, j, k})
				}
			}
		}
	}
	if len(keys) == 0 {
		return
	}
	eps := 0.25 * grid / float64(len(keys)+1)
	for _, key := range keys {
		rank := float64(key.k)
		if key.k.IsSlot() {
			rank = float64(64 + key.k.Slot())
		}
		// Lower positions first; among allocations with the same sum of
		// positions (registers swapped between values) a hash of the
		// value and position decides.
		d := eps * (rank + 1 + hash01(key.v, int(key.k))) / 131
		fm.Model.AddObj(fm.x[xkey{key.v, key.b, key.j, 0, key.k}], d)
		fm.pert += d
	}
}

// hash01 is a deterministic pseudo-random number in [0, 1) for (a, b)
// (SplitMix64's finaliser).
func hash01(a, b int) float64 {
	z := uint64(a)*0x9e3779b97f4a7c15 + uint64(b)*0xbf58476d1ce4e5b9 + 0x94d049bb133111eb
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	z ^= z >> 31
	return float64(z>>11) / float64(1<<53)
}

func minPositive(cs []float64) float64 {
	m := 0.0
	for _, c := range cs {
		if c > 0 && (m == 0 || c < m) {
			m = c
		}
	}
	return m
}

// Move is a move of the complete model's solution: Value copied from From
// to To in iteration Iter of the gap after node Node of Block (To = CISC:
// the next node reads it from memory at From).
type Move struct {
	Value, Block, Node, Iter int
	From, To                 Pos
}

// Remat is a rematerialisation of Value into register To before node
// Node+1 of Block.
type Remat struct {
	Value, Block, Node int
	To                 Pos
}

// FullSolution is a solution of the complete model.
type FullSolution struct {
	// Cost is F1 under the problem's Costs: moves, memory operands,
	// rematerialisations and copy transfers.
	Cost float64
	// Slots is F2: the number of the highest stack slot used.
	Slots int
	// Moves and Remats in program order.
	Moves  []Move
	Remats []Remat
	// Transfers counts the copy nodes' transfers by kind ("rr" a move,
	// "rs" a store, "sr" a load, "ss" both).
	Transfers map[string]int
	// DefStores counts defs written directly to a stack slot.
	DefStores int
	fm        *FullModel
	x         []float64
}

// Where lists the positions of v at iteration m of node j of block b.
func (s *FullSolution) Where(v, b, j, m int) []Pos {
	var out []Pos
	for _, k := range s.fm.posList(v, b, j, m) {
		if s.x[s.fm.xv(v, b, j, m, k)] > 0.5 {
			out = append(out, k)
		}
	}
	return out
}

// DefPos is the position of value v right after its definition (a phi's
// at the start of its block).
func (s *FullSolution) DefPos(v int) (Pos, bool) {
	for bi, nl := range s.fm.live {
		if j, ok := nl.defAt[v]; ok {
			if w := s.Where(v, bi, j, 0); len(w) > 0 {
				return w[0], true
			}
		}
	}
	return 0, false
}

// Decode turns the solver's values into a FullSolution.
func (fm *FullModel) Decode(sol *milp.Solution) (*FullSolution, error) {
	if !sol.Status.HasValues() {
		return nil, errors.Errorf("no solution to decode (%v)", sol.Status)
	}
	s := &FullSolution{fm: fm, x: sol.Values, Transfers: map[string]int{}}
	p := fm.P
	for bi := range p.Blocks {
		for j := 0; j < p.Blocks[bi].numNodes(); j++ {
			for it := 0; it < fm.moves(bi, j); it++ {
				for _, zk := range fm.sortedZ(bi, j, it) {
					if sol.Values[fm.z[zk]] > 0.5 {
						s.Moves = append(s.Moves, Move{zk.v, bi, j, it, zk.k, zk.l})
						s.Cost += fm.cost[fm.z[zk]]
					}
				}
			}
		}
	}
	var ys []xkey
	for k := range fm.y {
		ys = append(ys, k)
	}
	sort.Slice(ys, func(i, j int) bool {
		a, b := ys[i], ys[j]
		if a.b != b.b || a.j != b.j {
			return a.b < b.b || a.b == b.b && a.j < b.j
		}
		return a.v < b.v || a.v == b.v && a.k < b.k
	})
	for _, k := range ys {
		if y := fm.y[k]; sol.Values[y] > 0.5 {
			s.Remats = append(s.Remats, Remat{k.v, k.b, k.j, k.k})
			s.Cost += fm.cost[y]
		}
	}
	var ws []milp.Var
	for v := range fm.transfer {
		ws = append(ws, v)
	}
	sort.Slice(ws, func(i, j int) bool { return ws[i] < ws[j] })
	for _, v := range ws {
		if n := math.Round(sol.Values[v]); n > 0 {
			s.Transfers[fm.transfer[v]] += int(n)
			s.Cost += n * fm.cost[v]
		}
	}
	for _, x := range fm.defStores {
		if sol.Values[x] > 0.5 {
			s.DefStores++
			s.Cost += fm.cost[x]
		}
	}
	s.Slots = int(math.Round(sol.Values[fm.t]))
	return s, nil
}

// String prints the solution's moves and rematerialisations.
func (s *FullSolution) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "cost %g, %d stack slots\n", s.Cost, s.Slots)
	for _, mv := range s.Moves {
		fmt.Fprintf(&sb, "  move %s %s -> %s after node %d of %s (iteration %d)\n",
			s.fm.P.valName(mv.Value), mv.From, mv.To, mv.Node, s.fm.P.blockName(mv.Block), mv.Iter)
	}
	for _, r := range s.Remats {
		fmt.Fprintf(&sb, "  remat %s -> %s after node %d of %s\n", s.fm.P.valName(r.Value), r.To, r.Node, s.fm.P.blockName(r.Block))
	}
	return sb.String()
}

// FullResult is a solved complete model.
type FullResult struct {
	Status   milp.Status
	Solution *FullSolution
	// Bound is a lower bound on the optimal F1 (NaN when unknown).
	Bound float64
	Size  milp.Size
	Raw   *milp.Solution
}

// SolveFull builds and solves the complete model of p.
func SolveFull(ctx context.Context, p *Problem, opt FullOptions, solver milp.Solver, params milp.Params) (*FullResult, error) {
	fm, err := BuildFull(p, opt)
	if err != nil {
		return nil, err
	}
	return fm.Solve(ctx, solver, params)
}

// Solve solves the model.
func (fm *FullModel) Solve(ctx context.Context, solver milp.Solver, params milp.Params) (*FullResult, error) {
	raw, err := solver.Solve(ctx, fm.Model, params)
	if err != nil {
		return nil, err
	}
	r := &FullResult{Status: raw.Status, Bound: math.NaN(), Size: fm.Model.Size(), Raw: raw}
	if raw.Status.HasValues() {
		if r.Solution, err = fm.Decode(raw); err != nil {
			return nil, err
		}
		if raw.Status == milp.Optimal {
			r.Bound = r.Solution.Cost
		} else if !math.IsNaN(raw.Bound) {
			r.Bound = math.Max(0, raw.Bound-fm.pert)
		}
	}
	return r, nil
}
