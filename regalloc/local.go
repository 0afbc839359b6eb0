package regalloc

import (
	"math"
	"sort"
	"time"

	"github.com/ssara-project/ssara/mir"
)

// Local is the paper's second baseline (Pereira section 5, "local"): a
// value stays in a register within a block, but everything live across a
// block boundary lives in memory. A value used outside the block that
// defines it (and every phi destination and argument) gets a stack slot
// and is stored once, right after its definition; a block loads it before
// its first use there and keeps it in a register while registers last.
// Values local to a block live in registers; when an instruction needs
// more registers than are free, the value whose next use is furthest away
// is evicted (Belady's rule), stored first if memory does not hold it yet.
// Phis become memory-to-memory transfers at the ends of the predecessors,
// sequentialized by SequentializeParallelCopy after critical edges are
// split.
type Local struct{}

func init() { Register(Local{}) }

// Name implements Allocator.
func (Local) Name() string { return "local" }

// Allocate implements Allocator.
func (Local) Allocate(in *mir.Func, t mir.Target, opts Options) (*mir.Func, *Stats, error) {
	return allocateBaseline(in, t, opts, true)
}

// baseAlloc is the machinery the two baseline allocators share. With keep
// unset (Simple) every value is treated as living across block boundaries
// and registers are forgotten after every instruction, so each use is a
// load and each definition a store.
type baseAlloc struct {
	t    mir.Target
	opts Options
	in   *mir.Func
	f    *mir.Func // working copy with critical edges split
	o    *Output
	cons *Constraints
	keep bool

	order  [mir.NumClasses][]mir.Reg
	global []bool // per virtual: lives in memory across block boundaries
	slotOf []int  // per virtual: spill slot or -1

	// per block
	regVal  [mir.FirstVirtual]mir.Reg // virtual held by each register
	inReg   map[mir.Reg]mir.Reg       // virtual -> register
	dirty   map[mir.Reg]bool          // held only in its register
	usePos  map[mir.Reg][]int         // positions of uses in the block
	busyPos [mir.FirstVirtual][]int   // positions that define or clobber a register
	pre     []*mir.Instr              // moves before the current instruction

	stats Stats
}

// allocateBaseline runs a baseline allocator: keep selects Local (true)
// or Simple (false).
func allocateBaseline(in *mir.Func, t mir.Target, opts Options, keep bool) (*mir.Func, *Stats, error) {
	start := time.Now()
	// The working copy only gains split edges: it shares in's instructions,
	// which the output copies.
	a := &baseAlloc{t: t, opts: opts, in: in, keep: keep, f: in.CloneCFG()}
	a.stats.Func = in.Name
	a.stats.VirtRegs = len(in.Classes)
	a.stats.SplitEdges = SplitCriticalEdges(a.f)
	a.cons = NewConstraints(NewNumbering(a.f, nil), t, opts)
	for c := mir.Class(0); c < mir.NumClasses; c++ {
		a.order[c] = a.cons.Order(c)
	}
	a.stats.K = len(a.order[mir.GPR])
	a.findGlobals()
	a.o = NewOutput(in, a.f, t)
	a.stats.MaxLive = MaxLive(a.f, ComputeLiveness(a.f), func(v mir.Reg) bool { return a.f.ClassOf(v) == mir.GPR })
	for _, b := range a.f.Blocks {
		if err := a.block(b); err != nil {
			return nil, nil, err
		}
	}
	out := a.o.Finish()
	a.stats.Count(out)
	a.stats.Time = time.Since(start)
	s := a.stats
	return out, &s, nil
}

// findGlobals marks the values that must live in memory across blocks:
// phi destinations and arguments, and values used outside the block that
// defines them. Without keep, every value.
func (a *baseAlloc) findGlobals() {
	n := len(a.f.Classes)
	a.global = make([]bool, n)
	a.slotOf = make([]int, n)
	for i := range a.slotOf {
		a.slotOf[i] = -1
	}
	if !a.keep {
		for i := range a.global {
			a.global[i] = true
		}
		return
	}
	defBlock := make([]int, n)
	for i := range defBlock {
		defBlock[i] = -1
	}
	for _, b := range a.f.Blocks {
		for _, in := range b.Instrs {
			for _, d := range in.Defs {
				if d.IsVirtual() {
					defBlock[vidx(d)] = b.ID
					if in.Op == mir.OpPhi {
						a.global[vidx(d)] = true
					}
				}
			}
		}
	}
	for _, b := range a.f.Blocks {
		for _, in := range b.Instrs {
			for _, u := range in.Uses {
				if u.IsVirtual() && (in.Op == mir.OpPhi || defBlock[vidx(u)] != b.ID) {
					a.global[vidx(u)] = true
				}
			}
		}
	}
}

func (a *baseAlloc) class(r mir.Reg) mir.Class { return RegClass(a.f, a.t, r) }

// slot is v's spill slot, made on first request.
func (a *baseAlloc) slot(v mir.Reg) mir.Loc {
	i := vidx(v)
	if a.slotOf[i] < 0 {
		a.slotOf[i] = int(a.o.NewSlot(a.f.SlotSizeOf(a.t, v)).Slot)
		a.stats.Spilled++
	}
	return mir.SlotLoc(a.slotOf[i])
}

// nextUse is the position of v's first use in the block after position i
// (math.MaxInt32 if none).
func (a *baseAlloc) nextUse(v mir.Reg, i int) int { return firstAfter(a.usePos[v], i) }

// nextBusy is the first position after i at which an instruction defines
// or clobbers physical register r.
func (a *baseAlloc) nextBusy(r mir.Reg, i int) int { return firstAfter(a.busyPos[r], i) }

// firstAfter is the first of the sorted positions ps after i, or
// math.MaxInt32.
func firstAfter(ps []int, i int) int {
	if k := sort.SearchInts(ps, i+1); k < len(ps) {
		return ps[k]
	}
	return math.MaxInt32
}

func (a *baseAlloc) setReg(v, r mir.Reg) {
	a.regVal[r] = v
	a.inReg[v] = r
}

// evict takes v out of its register before the current instruction,
// storing it first when memory does not hold it and the block reads it
// at position at or later.
func (a *baseAlloc) evict(v mir.Reg, at int) {
	r := a.inReg[v]
	if a.dirty[v] && a.nextUse(v, at-1) < math.MaxInt32 {
		a.pre = append(a.pre, NewMove(a.slot(v), mir.RegLoc(r), a.class(v), "spill"))
	}
	delete(a.dirty, v)
	delete(a.inReg, v)
	a.regVal[r] = 0
}

// pick finds a register of class c that ok accepts for value v needed
// from position at on (instruction i reads or writes it): a free one (the
// first in allocation order that no physical definition or clobber
// touches before v's last use in the block, else the one left alone
// longest), else the one whose value is next used furthest away, which is
// evicted. It returns 0 when none qualifies.
func (a *baseAlloc) pick(v mir.Reg, i, at int, ok func(mir.Reg) bool) mir.Reg {
	c := a.class(v)
	until := at
	if ps := a.usePos[v]; len(ps) > 0 && ps[len(ps)-1] > until {
		until = ps[len(ps)-1]
	}
	best, bestBusy := mir.Reg(0), -1
	for _, r := range a.order[c] {
		if !ok(r) || a.regVal[r] != 0 {
			continue
		}
		nb := a.nextBusy(r, i)
		if nb > until {
			best = r
			break
		}
		if nb > bestBusy {
			best, bestBusy = r, nb
		}
	}
	if best != 0 {
		return best
	}
	bestUse := -1
	for _, r := range a.order[c] {
		if !ok(r) {
			continue
		}
		v := a.regVal[r]
		nu := a.nextUse(v, at-1)
		if !a.dirty[v] && nu < math.MaxInt32 {
			nu++ // at equal distance, a value memory holds is cheaper
		}
		if nu > bestUse {
			best, bestUse = r, nu
		}
	}
	if best != 0 {
		a.evict(a.regVal[best], at)
	}
	return best
}

func (a *baseAlloc) budgetError(v mir.Reg, in *mir.Instr) error {
	return BudgetError(a.f, a.t, v, in, len(a.order[a.class(v)]))
}

// block allocates one block.
func (a *baseAlloc) block(b *mir.Block) error {
	for r := range a.regVal {
		a.regVal[r] = 0
	}
	a.inReg = map[mir.Reg]mir.Reg{}
	a.dirty = map[mir.Reg]bool{}
	a.usePos = map[mir.Reg][]int{}
	for r := range a.busyPos {
		a.busyPos[r] = a.busyPos[r][:0]
	}
	for i, in := range b.Instrs {
		if in.Op == mir.OpPhi {
			continue
		}
		for k, u := range in.Uses {
			if u.IsVirtual() && (k == 0 || !containsReg(in.Uses[:k], u)) {
				a.usePos[u] = append(a.usePos[u], i)
			}
		}
		for _, r := range (physDefs(in) | in.Clobbers).Regs() {
			a.busyPos[r] = append(a.busyPos[r], i)
		}
	}
	for i, in := range b.Instrs {
		site := a.cons.At(b, i)
		a.pre = a.pre[:0]
		oi := in.Clone()
		oi.Placement = &mir.Placement{DefLocs: make([]mir.Loc, len(in.Defs))}
		var post []*mir.Instr
		var err error
		switch in.Op {
		case mir.OpPhi:
			oi.DefLocs[0] = a.slot(in.Defs[0])
			a.o.Append(b.ID, oi)
			continue
		case mir.OpCopy:
			post = a.copyInstr(in, oi, i, site)
		case mir.OpImplicitDef:
			a.implicitDef(in, oi, i)
		default:
			post, err = a.instr(in, oi, i, site)
			if err != nil {
				return err
			}
		}
		a.o.Append(b.ID, a.pre...)
		if in.Term {
			a.phiMoves(b)
		}
		a.o.Append(b.ID, oi)
		a.o.Append(b.ID, post...)
		if !a.keep {
			for r, v := range a.regVal {
				if v != 0 {
					a.regVal[r] = 0
					delete(a.inReg, v)
				}
			}
		}
	}
	return nil
}

func containsReg(rs []mir.Reg, r mir.Reg) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}

// phiMoves deconstructs the phis of b's successors at the end of b's
// output: every phi destination and argument is in its slot. After
// critical edges are split only a single-predecessor successor can have
// phis when b has several successors; its transfers then run on every path
// out of b, which is harmless since they write only that successor's phi
// slots.
func (a *baseAlloc) phiMoves(b *mir.Block) {
	for j, s := range b.Succs {
		if j > 0 && containsBlock(b.Succs[:j], s) {
			continue
		}
		k := s.PredIndex(b)
		var pm []ParMove
		for _, phi := range s.Phis() {
			d := phi.Defs[0]
			pm = append(pm, ParMove{Dst: a.slot(d), Src: a.slot(phi.Uses[k]), Class: a.class(d)})
		}
		a.o.ParallelCopy(b.ID, pm)
	}
}

// clearPhys evicts the values held in registers that instruction i
// defines physically or clobbers.
func (a *baseAlloc) clearPhys(in *mir.Instr, i int) {
	for _, r := range (physDefs(in) | in.Clobbers).Regs() {
		if v := a.regVal[r]; v != 0 {
			a.evict(v, i+1)
		}
	}
}

// dropDead frees the registers of values whose last use in the block is
// instruction i.
func (a *baseAlloc) dropDead(in *mir.Instr, i int) {
	for _, u := range in.Uses {
		if u.IsVirtual() {
			if r, ok := a.inReg[u]; ok && a.nextUse(u, i) == math.MaxInt32 {
				delete(a.inReg, u)
				delete(a.dirty, u)
				a.regVal[r] = 0
			}
		}
	}
}

// defined records that v now sits in register r after instruction i, and
// returns the store that follows the instruction for a value that lives
// in memory across blocks.
func (a *baseAlloc) defined(v, r mir.Reg, i int) *mir.Instr {
	a.setReg(v, r)
	if a.global[vidx(v)] {
		return NewMove(a.slot(v), mir.RegLoc(r), a.class(v), "spill")
	}
	a.dirty[v] = true
	return nil
}

// release frees the register of a def nobody reads again in the block.
func (a *baseAlloc) release(v mir.Reg, i int) {
	if r, ok := a.inReg[v]; ok && a.nextUse(v, i) == math.MaxInt32 {
		delete(a.inReg, v)
		delete(a.dirty, v)
		a.regVal[r] = 0
	}
}

// wantsReg reports whether a value defined at i should be given a
// register: it is read again in this block and registers are kept.
func (a *baseAlloc) wantsReg(v mir.Reg, i int) bool {
	return a.keep && a.nextUse(v, i) < math.MaxInt32
}

// copyInstr allocates a copy: its operands may be slots, so a copy is the
// store, load, move or memory-to-memory transfer it needs to be.
func (a *baseAlloc) copyInstr(in, oi *mir.Instr, i int, site Site) []*mir.Instr {
	d, u := in.Defs[0], in.Uses[0]
	var src mir.Loc
	switch {
	case u.IsPhys():
		src = mir.RegLoc(u)
	default:
		if r, ok := a.inReg[u]; ok {
			src = mir.RegLoc(r)
		} else if a.wantsReg(u, i) {
			// The block reads u again: load it once, keep it.
			c := a.class(u)
			r := a.pick(u, i, i, site.Use(0).Has)
			if r != 0 {
				a.pre = append(a.pre, NewMove(mir.RegLoc(r), a.slot(u), c, "reload"))
				a.setReg(u, r)
				src = mir.RegLoc(r)
			} else {
				src = a.slot(u)
			}
		} else {
			src = a.slot(u)
		}
	}
	oi.UseLocs = []mir.Loc{src}
	a.dropDead(in, i)
	a.clearPhys(in, i)
	if d.IsPhys() {
		oi.DefLocs[0] = mir.RegLoc(d)
		return nil
	}
	if !a.wantsReg(d, i) && a.global[vidx(d)] {
		oi.DefLocs[0] = a.slot(d)
		return nil
	}
	ok := site.Def(0).Has
	r := mir.Reg(0)
	// Coalesce with a source register that became free.
	if src.IsReg() && ok(src.Reg) && a.regVal[src.Reg] == 0 {
		r = src.Reg
	} else {
		r = a.pick(d, i, i+1, ok)
	}
	if r == 0 {
		// No register (all pinned by physical values): go through memory.
		oi.DefLocs[0] = a.slot(d)
		return nil
	}
	oi.DefLocs[0] = mir.RegLoc(r)
	var post []*mir.Instr
	if st := a.defined(d, r, i); st != nil {
		post = append(post, st)
	}
	a.release(d, i)
	return post
}

func (a *baseAlloc) implicitDef(in, oi *mir.Instr, i int) {
	a.clearPhys(in, i)
	for k, d := range in.Defs {
		if d.IsPhys() {
			oi.DefLocs[k] = mir.RegLoc(d)
		} else {
			oi.DefLocs[k] = a.slot(d)
		}
	}
}

// instr allocates an ordinary instruction: every virtual use in a
// register, every virtual def in a register, under the instruction's
// constraints.
func (a *baseAlloc) instr(in, oi *mir.Instr, i int, site Site) ([]*mir.Instr, error) {
	_, tiedUse, _ := in.TiedPair()
	// The registers a value may occupy as a use: those every operand it
	// is allows.
	useOK := func(u, r mir.Reg) bool {
		for k, x := range in.Uses {
			if x == u && !site.Use(k).Has(r) {
				return false
			}
		}
		return true
	}
	// Uses: keep those already in acceptable registers, then place the rest.
	var pinned mir.RegSet
	loc := map[mir.Reg]mir.Reg{}
	var todo []mir.Reg
	for k, u := range in.Uses {
		if !u.IsVirtual() || (k > 0 && containsReg(in.Uses[:k], u)) {
			continue
		}
		if r, ok := a.inReg[u]; ok && useOK(u, r) {
			pinned = pinned.Add(r)
			loc[u] = r
			continue
		}
		if u == tiedUse {
			todo = append([]mir.Reg{u}, todo...)
		} else {
			todo = append(todo, u)
		}
	}
	for _, u := range todo {
		u := u
		r := a.pick(u, i, i, func(r mir.Reg) bool { return useOK(u, r) && !pinned.Has(r) })
		if r == 0 {
			return nil, a.budgetError(u, in)
		}
		if old, ok := a.inReg[u]; ok {
			a.pre = append(a.pre, NewMove(mir.RegLoc(r), mir.RegLoc(old), a.class(u), "reload"))
			a.regVal[old] = 0
			dirty := a.dirty[u]
			a.setReg(u, r)
			if dirty {
				a.dirty[u] = true
			}
		} else {
			a.pre = append(a.pre, NewMove(mir.RegLoc(r), a.slot(u), a.class(u), "reload"))
			a.setReg(u, r)
		}
		pinned = pinned.Add(r)
		loc[u] = r
	}
	var useRegs mir.RegSet
	for _, u := range in.Uses {
		r := u
		if u.IsVirtual() {
			r = loc[u]
		}
		oi.UseLocs = append(oi.UseLocs, mir.RegLoc(r))
		useRegs = useRegs.Add(r)
	}
	if !in.EarlyClobber {
		a.dropDead(in, i)
	}
	a.clearPhys(in, i)
	// Defs.
	var taken mir.RegSet
	var post []*mir.Instr
	for k, d := range in.Defs {
		if d.IsPhys() {
			oi.DefLocs[k] = mir.RegLoc(d)
			continue
		}
		var r mir.Reg
		if k == 0 && tiedUse != 0 {
			if tiedUse.IsVirtual() {
				r = loc[tiedUse]
			} else {
				r = tiedUse
			}
			if v := a.regVal[r]; v != 0 {
				a.evict(v, i+1)
			}
		} else {
			allowed := site.Def(k)
			ok := func(r mir.Reg) bool {
				if !allowed.Has(r) || taken.Has(r) {
					return false
				}
				return !in.EarlyClobber || !useRegs.Has(r)
			}
			r = a.pick(d, i, i+1, ok)
			if r == 0 {
				return nil, a.budgetError(d, in)
			}
		}
		taken = taken.Add(r)
		oi.DefLocs[k] = mir.RegLoc(r)
		if st := a.defined(d, r, i); st != nil {
			post = append(post, st)
		}
	}
	if in.EarlyClobber {
		a.dropDead(in, i)
	}
	for _, d := range in.Defs {
		if d.IsVirtual() {
			a.release(d, i)
		}
	}
	return post, nil
}
