package regalloc

import (
	"fmt"
	"math/rand/v2"
	"sort"

	"github.com/ssara-project/ssara/mir"
)

// wimmer is Wimmer and Mössenböck's linear scan with interval splitting
// ("Optimized Interval Splitting in a Linear Scan Register Allocator",
// VEE 2005), the HotSpot client compiler's allocator, on ssara's machine
// IR:
//
//   - LinearScan walks the pieces of the live intervals (BuildIntervals:
//     ranges with holes, use and def positions with NeedsReg and the
//     registers each operand may occupy) by increasing start, keeping the
//     active and inactive lists; fixed intervals (physical registers:
//     precoloured operands and call clobbers) block their register where
//     they are live, and an operand's constraint (UseForbid, ties, early
//     clobbers) blocks the registers it excludes at its position.
//   - TryAllocateFreeReg computes each register's free-until position and
//     takes a register free for the whole piece (the hinted one, else the
//     first in the allocation order, not opening a callee-saved register
//     without need), else the one free longest if the piece needs a
//     register before it is taken, splitting the piece there.
//   - AllocateBlockedReg computes each register's next-use position;
//     when every register is used before the piece needs one, the piece
//     is spilled up to its first use that needs a register, split there
//     and queued again; otherwise it takes the register used last, and the
//     pieces there are split: an active one is spilled from the best
//     position after its last use and reloaded before its next use, an
//     inactive one is cut in its hole and queued again.
//   - Split positions (OptimalSplitPos) are moved out of loops: to the end
//     of the block of lowest loop depth between the earliest and the
//     latest legal position, else as late as possible.
//   - Register hints: a piece prefers the register of the value a copy
//     relates it to (or the physical register it copies), when that is
//     free for the whole piece.
//   - ResolveDataFlow: moves between consecutive pieces inside a block,
//     and on every edge for each value live into the successor whose
//     location differs at the two ends; each set of moves at one point is
//     one parallel copy (sequentialized by SequentializeParallelCopy),
//     at the end of the predecessor, the start of the successor, or in a
//     new block on the edge.
//   - Spill stores: a value of one definition that goes from a register to
//     its slot more than once, or inside a deeper loop than its
//     definition, is stored once after its definition instead (HotSpot's
//     "store at definition"); when its definition writes the slot itself,
//     no store is needed at all.
//
// Positions are the Numbering's; pieces are cut only at gaps between
// instructions (Before(k)), so a two-address instruction's merged def and
// use (MergeTies) always share one register. The scan is O(n log n) in the
// number of pieces, plus two searches of a register's union (lsWalk.held)
// per range of the current piece up to its first meeting, and, when no
// register is free, the ranges of the pieces it meets.
type wimmer struct {
	*lsFunc
	lsWalk
	num  *Numbering
	lv   *Liveness
	cons *Constraints
	ivs  *Intervals
	// onlyDef is, by value, its definition when it has exactly one, else
	// Index -1: what ResolveDataFlow's stores need of the intervals,
	// which init lets go once it has made the pieces (issue 16: 80 bytes
	// a value through the scan).
	onlyDef []defRef
	pieces  [][]*lsPiece // by value: its pieces, by start
	// slot is each value's spill slot in f.Slots, or -1; in a function
	// that calls setjmp, a value MergeTies made of several input values
	// has a slot per input value (slotIndex).
	slot    []int32
	bounds  map[mir.Reg][]Pos
	segSlot map[[2]int32]int
	queue   pieceQueue
	seq     int32
	// blockIdx is each block's index in the linear order (by ID).
	blockIdx []int32
	rmq      depthRMQ
	hints    [][]lsHint // by value
	// usedCallee are the callee-saved registers given out so far.
	usedCallee mir.RegSet
	callee     mir.RegSet
	// at is the scratch result of lsPiece.constrained for the piece being
	// allocated.
	at [mir.FirstVirtual]Pos
	// rng, in tests, cuts the intervals at random positions before the
	// scan and picks among free registers at random.
	rng *rand.Rand
	// dropEdgeMoves, in tests, leaves out the moves on edges (the checker
	// must notice).
	dropEdgeMoves bool
}

// lsHint is a copy that relates a value to another register: other
// (virtual or physical) at position pos.
type lsHint struct {
	other mir.Reg
	pos   Pos
}

// maxHints bounds the hints looked at per piece.
const maxHints = 16

// allocateWimmer allocates in with the splitting linear scan; rng (tests
// only) perturbs the split positions and register choices.
func allocateWimmer(in *mir.Func, t mir.Target, opts Options, rng *rand.Rand) (*mir.Func, *Stats, error) {
	return allocateWimmerTest(in, t, opts, rng, false)
}

// allocateWimmerTest is allocateWimmer with the test switches.
func allocateWimmerTest(in *mir.Func, t mir.Target, opts Options, rng *rand.Rand, dropEdgeMoves bool) (*mir.Func, *Stats, error) {
	p := newLSFunc(in, t, opts)
	lv := ComputeLiveness(p.f)
	if p.MergeTies(lv) {
		lv = ComputeLiveness(p.f)
	}
	num := NewNumbering(p.f, p.order)
	cons := NewConstraints(num, t, opts)
	ivs := BuildIntervals(cons, lv)
	p.phase("intervals")
	w := &wimmer{lsFunc: p, num: num, lv: lv, cons: cons, ivs: ivs, rng: rng, callee: t.CalleeSaved(), dropEdgeMoves: dropEdgeMoves}
	w.init()
	p.phase("hints")
	if err := w.LinearScan(); err != nil {
		return nil, nil, err
	}
	p.phase("LinearScan")
	out := w.ResolveDataFlow()
	p.phase("ResolveDataFlow")
	return out, p.finish(), nil
}

// defRef is where a definition is: its position and its instruction's
// index in the numbering.
type defRef struct {
	Pos   Pos
	Index int32
}

// init makes one piece per live value, queues them, and gathers hints.
func (w *wimmer) init() {
	f := w.f
	n := len(f.Classes)
	w.pieces = make([][]*lsPiece, n)
	w.slot = make([]int32, n)
	for i := range w.slot {
		w.slot[i] = -1
	}
	for r := range w.fixed {
		w.fixed[r].ranges = w.ivs.Fixed[r].Ranges
	}
	w.initOrder()
	// A phi whose destination is dead must still find its arguments in
	// one location at the end of every predecessor: it lives in its slot.
	deadPhi := make([]bool, n)
	for _, b := range w.in.Blocks {
		for _, phi := range b.Phis() {
			if d := phi.Defs[0]; !w.lv.LiveIn(f.Blocks[b.ID], d) {
				deadPhi[vidx(d)] = true
			}
		}
	}
	if f.ReturnsTwice && len(w.ties) > 0 {
		// setjmp: a slot may only ever hold one input value (and its
		// copies), so a merged value changes slots where a tied def
		// makes it a new input value.
		at := make(map[*mir.Instr]int, w.num.Len())
		for k := 0; k < w.num.Len(); k++ {
			at[w.num.Instr(k)] = k
		}
		w.bounds = map[mir.Reg][]Pos{}
		w.segSlot = map[[2]int32]int{}
		for v, xs := range w.ties {
			var bs []Pos
			for _, x := range xs {
				bs = append(bs, w.num.Def(at[x]))
			}
			sort.Slice(bs, func(i, j int) bool { return bs[i] < bs[j] })
			w.bounds[v] = bs
		}
	}
	var initial []*lsPiece
	w.onlyDef = make([]defRef, n)
	for i := 0; i < n; i++ {
		iv := w.ivs.Virt[i]
		w.onlyDef[i].Index = -1
		if len(iv.Defs) == 1 {
			w.onlyDef[i] = defRef{iv.Defs[0].Pos, iv.Defs[0].Index}
		}
		if iv.Empty() {
			continue
		}
		pc := &lsPiece{Interval: iv, class: f.Classes[i]}
		w.pieces[i] = []*lsPiece{pc}
		if deadPhi[i] {
			pc.handled = true
			w.spillSlot(pc)
			continue
		}
		initial = append(initial, pc)
	}
	w.ivs.Virt = nil
	first := make([]int8, len(initial))
	for i, pc := range initial {
		first[i] = int8(firstConstraint(pc))
	}
	idx := make([]int32, len(initial))
	for i := range idx {
		idx[i] = int32(i)
	}
	sort.Slice(idx, func(a, b int) bool {
		x, y := initial[idx[a]], initial[idx[b]]
		if x.Start() != y.Start() {
			return x.Start() < y.Start()
		}
		if first[idx[a]] != first[idx[b]] {
			return first[idx[a]] < first[idx[b]]
		}
		return x.Reg < y.Reg
	})
	sorted := make([]*lsPiece, len(initial))
	for i, j := range idx {
		sorted[i] = initial[j]
		sorted[i].seq = w.nextSeq()
	}
	w.queue.sorted = sorted
	if w.rng != nil {
		w.presplit()
	}
	if !w.opts.LinearScan.NoHints {
		w.gatherHints()
	}
}

// initOrder indexes the blocks of the linear order and their depths.
func (w *wimmer) initOrder() {
	w.blockIdx = make([]int32, len(w.f.Blocks))
	depths := make([]int, len(w.order))
	for i, b := range w.order {
		w.blockIdx[b.ID] = int32(i)
		depths[i] = w.depth[b.ID]
	}
	w.rmq = newDepthRMQ(depths)
}

func (w *wimmer) nextSeq() int32 {
	w.seq++
	return w.seq
}

// presplit (tests) cuts about a third of the intervals at a random gap,
// so that ResolveDataFlow has moves to make at random places.
func (w *wimmer) presplit() {
	var more []*lsPiece
	for _, pc := range w.queue.sorted {
		if w.rng.IntN(3) != 0 {
			continue
		}
		lo, hi := gapOf(pc.Start())+4, gapOf(pc.End()-1)
		if lo > hi {
			continue
		}
		g := lo + 4*Pos(w.rng.IntN(int(hi-lo)/4+1))
		if np := w.split(pc, g); np != nil {
			more = append(more, np)
		}
	}
	for _, np := range more {
		w.queue.push(np)
	}
}

// gatherHints records, for both sides of every copy, the register on the
// other side and where the copy is.
func (w *wimmer) gatherHints() {
	w.hints = make([][]lsHint, len(w.f.Classes))
	add := func(v, other mir.Reg, p Pos) {
		if v.IsVirtual() && len(w.hints[vidx(v)]) < maxHints && (other.IsVirtual() || other.IsPhys()) {
			w.hints[vidx(v)] = append(w.hints[vidx(v)], lsHint{other, p})
		}
	}
	for k := 0; k < w.num.Len(); k++ {
		x := w.num.Instr(k)
		if x.Op != mir.OpCopy || len(x.Defs) != len(x.Uses) {
			continue
		}
		for j, d := range x.Defs {
			s := x.Uses[j]
			if d == s || RegClass(w.f, w.t, d) != RegClass(w.f, w.t, s) {
				continue
			}
			add(d, s, w.num.Def(k))
			add(s, d, w.num.Use(k))
		}
	}
}

// slotIndex is the index in slot of the spill slot of piece pc: its
// value's, or in a function that calls setjmp, that of the input value
// its value holds where pc starts.
func (w *wimmer) slotIndex(pc *lsPiece) int {
	i := vidx(pc.Reg)
	bs := w.bounds[pc.Reg]
	if len(bs) == 0 {
		return i
	}
	seg := sort.Search(len(bs), func(j int) bool { return bs[j] > pc.Start() })
	if seg == 0 {
		return i
	}
	k := [2]int32{int32(i), int32(seg)}
	if j, ok := w.segSlot[k]; ok {
		return j
	}
	w.segSlot[k] = len(w.slot)
	w.slot = append(w.slot, -1)
	return len(w.slot) - 1
}

// spillSlot gives the value of pc a spill slot for pc if it has none.
func (w *wimmer) spillSlot(pc *lsPiece) {
	i := w.slotIndex(pc)
	if w.slot[i] >= 0 {
		return
	}
	sz := w.f.SlotSizeOf(w.t, pc.Reg)
	w.slot[i] = int32(len(w.f.Slots))
	w.f.Slots = append(w.f.Slots, mir.Slot{Size: sz, Align: sz})
}

// isBlockStart reports whether a block begins at position g.
func (w *wimmer) isBlockStart(g Pos) bool {
	k := w.num.At(g)
	return k < w.num.Len() && w.num.Start(w.num.Block(k)) == g
}

// blockAt is the linear-order index of the block holding position p.
func (w *wimmer) blockAt(p Pos) int { return int(w.blockIdx[w.num.Block(w.num.At(p)).ID]) }

// split cuts pc at gap g (after its start): pc keeps what is before g and
// the returned piece, not yet allocated, the rest (nil if nothing is at
// or after g). The new piece follows pc in its value's list.
func (w *wimmer) split(pc *lsPiece, g Pos) *lsPiece {
	straddle := pc.Covers(g-1) && pc.Covers(g)
	child := pc.SplitAt(g)
	if child == nil {
		return nil
	}
	np := &lsPiece{Interval: *child, class: pc.class, seq: w.nextSeq()}
	np.moveIn = straddle && !w.isBlockStart(g)
	if pc.cur > len(pc.Ranges) {
		pc.cur = len(pc.Ranges)
	}
	ps := w.pieces[vidx(pc.Reg)]
	i := sort.Search(len(ps), func(i int) bool { return ps[i].Start() > pc.Start() })
	ps = append(ps, nil)
	copy(ps[i+1:], ps[i:])
	ps[i] = np
	w.pieces[vidx(pc.Reg)] = ps
	return np
}

// pieceAt is the piece of v that starts last at or before p (nil if none).
func (w *wimmer) pieceAt(v mir.Reg, p Pos) *lsPiece {
	ps := w.pieces[vidx(v)]
	if len(ps) == 1 {
		return ps[0]
	}
	i := sort.Search(len(ps), func(i int) bool { return ps[i].Start() > p })
	if i == 0 {
		return nil
	}
	return ps[i-1]
}

// LinearScan allocates the pieces by increasing start.
func (w *wimmer) LinearScan() error {
	for cur := w.queue.pop(); cur != nil; cur = w.queue.pop() {
		c := cur.class
		w.advance(c, cur.Start())
		cur.constrained(w.cons.Budget(c), &w.at)
		if !w.TryAllocateFreeReg(cur) {
			if err := w.AllocateBlockedReg(cur); err != nil {
				return err
			}
		}
		cur.handled = true
		if cur.reg == mir.NoReg {
			w.spillSlot(cur)
			continue
		}
		if w.callee.Has(cur.reg) {
			w.usedCallee = w.usedCallee.Add(cur.reg)
		}
		w.place(cur)
	}
	return nil
}

// hintRegs lists the registers copies suggest for cur, in the order of the
// copies: physical registers copied to or from, and the registers of the
// pieces (already allocated) of values copied to or from, at copies within
// cur's extent.
func (w *wimmer) hintRegs(cur *lsPiece, buf []mir.Reg) []mir.Reg {
	if w.hints == nil {
		return buf
	}
	for _, h := range w.hints[vidx(cur.Reg)] {
		if h.pos < gapOf(cur.Start()) || h.pos > cur.End() {
			continue
		}
		r := h.other
		if r.IsVirtual() {
			pc := w.pieceAt(r, h.pos)
			if pc == nil || !pc.handled || pc.reg == mir.NoReg {
				continue
			}
			r = pc.reg
		}
		buf = append(buf, r)
	}
	return buf
}

// TryAllocateFreeReg gives cur a register that is free where cur is
// live, or free long enough to be worth a split; it reports false when
// no register is free at cur's start.
func (w *wimmer) TryAllocateFreeReg(cur *lsPiece) bool {
	c := cur.class
	order := w.cons.Order(c)
	pos, end := cur.Start(), cur.End()
	var free [mir.FirstVirtual]Pos
	for _, r := range order {
		free[r] = w.at[r]
	}
	for _, it := range w.active[c] {
		free[it.reg] = 0
	}
	// Where no active piece holds r, the pieces that do are inactive.
	for _, r := range order {
		if free[r] == 0 {
			continue
		}
		if x, ok := w.firstHeld(r, cur, free[r]); ok {
			free[r] = x
		}
	}
	for _, r := range order {
		if free[r] == 0 {
			continue
		}
		if x, ok := w.fixedIntersect(r, cur, pos); ok && x < free[r] {
			free[r] = x
		}
	}
	var hbuf [maxHints]mir.Reg
	for _, h := range w.hintRegs(cur, hbuf[:0]) {
		if w.cons.Budget(c).Has(h) && free[h] >= end {
			cur.reg = h
			return true
		}
	}
	// The first register free for the whole piece in the allocation
	// order, not opening a callee-saved register while another will do.
	reg := mir.NoReg
	var full []mir.Reg
	for _, r := range order {
		if free[r] < end {
			continue
		}
		full = append(full, r)
		if reg == mir.NoReg || w.callee.Has(reg) && !w.usedCallee.Has(reg) && (!w.callee.Has(r) || w.usedCallee.Has(r)) {
			reg = r
		}
	}
	if w.rng != nil && len(full) > 0 {
		reg = full[w.rng.IntN(len(full))]
	}
	if reg != mir.NoReg {
		cur.reg = reg
		return true
	}
	// None is free for the whole piece: the one free longest, up to a cut.
	for _, r := range order {
		if reg == mir.NoReg || free[r] > free[reg] {
			reg = r
		}
	}
	if reg == mir.NoReg {
		return false
	}
	g := gapOf(free[reg])
	if g <= pos {
		// Free through this instruction's reads only (a call that
		// destroys every register reads cur, which lives on): cur
		// keeps it for the reads and goes to memory.
		return w.untilDef(cur, reg, free[reg])
	}
	if cur.nextRegUse(pos) >= g {
		// Free only where cur needs no register: holding it would only
		// cost a move (AllocateBlockedReg then puts cur in memory up to
		// its first use that needs one).
		return false
	}
	cur.reg = reg
	if np := w.split(cur, w.OptimalSplitPos(cur, gapOf(pos)+4, g)); np != nil {
		w.queue.push(np)
	}
	return true
}

// untilDef gives cur register reg, which is free until free, when that is
// at or after the def point of the instruction at cur's start and cur
// needs a register there only for reading: cur keeps reg up to the def
// point and lives in its slot from there (storeIn) until its next use that
// needs a register, where it is queued again. It reports whether it did.
func (w *wimmer) untilDef(cur *lsPiece, reg mir.Reg, free Pos) bool {
	pos := cur.Start()
	def := w.num.Def(w.num.At(pos))
	if free < def || pos >= def || cur.nextRegUse(pos) >= def || cur.nextRegUse(def) < gapOf(pos)+4 || !cur.Covers(def) {
		return false
	}
	cur.reg = reg
	tail := w.split(cur, def)
	tail.moveIn, tail.storeIn = false, true
	tail.reg, tail.handled = mir.NoReg, true
	w.spillSlot(tail)
	if nu := tail.nextRegUse(def); nu < maxPos {
		if np := w.split(tail, w.OptimalSplitPos(tail, gapOf(pos)+4, gapOf(nu))); np != nil {
			w.queue.push(np)
		}
	}
	return true
}

// AllocateBlockedReg handles cur when no register is free at its start:
// it spills cur up to its first use that needs a register if every
// register is needed before that, and otherwise takes the register whose
// pieces are needed last, splitting and spilling them.
func (w *wimmer) AllocateBlockedReg(cur *lsPiece) error {
	c := cur.class
	order := w.cons.Order(c)
	pos := cur.Start()
	ngap := gapOf(pos)
	var use, block [mir.FirstVirtual]Pos
	for _, r := range order {
		use[r], block[r] = w.at[r], w.at[r]
	}
	for _, it := range w.active[c] {
		nu := it.nextRegUse(ngap)
		if nu < ngap+4 {
			// It needs its register at this instruction: it can leave
			// it only at cur's start if it is just read before that
			// (cur is a def), to be stored before the instruction.
			if nu < pos && it.nextRegUse(pos) >= ngap+4 {
				nu = it.nextRegUse(pos)
			} else {
				nu = 0
			}
		}
		use[it.reg] = min(use[it.reg], nu)
	}
	for _, r := range order {
		for _, it := range w.meeting(r, cur) {
			use[r] = min(use[r], it.nextRegUse(pos))
		}
	}
	for _, r := range order {
		if x, ok := w.fixedIntersect(r, cur, pos); ok {
			block[r] = min(block[r], x)
			use[r] = min(use[r], x)
		}
	}
	reg := mir.NoReg
	for _, r := range order {
		if reg == mir.NoReg || use[r] > use[reg] {
			reg = r
		}
	}
	first := cur.nextRegUse(pos)
	needNow := first < ngap+4
	if !needNow && (reg == mir.NoReg || use[reg] < first || first == maxPos) {
		// Every register is needed before cur needs one: cur goes to
		// memory until then.
		cur.reg = mir.NoReg
		if first < maxPos {
			if np := w.split(cur, w.OptimalSplitPos(cur, ngap+4, gapOf(first))); np != nil {
				w.queue.push(np)
			}
		}
		return nil
	}
	if reg != mir.NoReg && gapOf(use[reg]) <= pos && use[reg] == block[reg] && w.untilDef(cur, reg, use[reg]) {
		w.splitAndSpillIntersecting(cur, reg)
		return nil
	}
	if reg == mir.NoReg || gapOf(use[reg]) <= pos {
		return w.budgetFail(w.num, cur.Reg, pos, len(order))
	}
	cur.reg = reg
	if block[reg] < cur.End() {
		if np := w.split(cur, w.OptimalSplitPos(cur, ngap+4, gapOf(block[reg]))); np != nil {
			w.queue.push(np)
		}
	}
	w.splitAndSpillIntersecting(cur, reg)
	return nil
}

// splitAndSpillIntersecting frees reg for cur: every active piece in reg
// is spilled from the best position after its last use that needs a
// register and reloaded before its next one; every inactive piece in reg
// that meets cur is cut in its hole and queued again.
func (w *wimmer) splitAndSpillIntersecting(cur *lsPiece, reg mir.Reg) {
	pos := cur.Start()
	ngap := gapOf(pos)
	act, inact := w.holders(cur, reg)
	for _, it := range act {
		w.remove(it)
		tail := it
		last := it.lastRegUse(pos)
		minG := gapOf(max(last, it.Start())) + 4
		switch {
		case last >= ngap:
			// Read by this instruction, which cur is a def of: it
			// leaves its register at cur's start, stored before the
			// instruction.
			tail = w.split(it, pos)
			tail.moveIn, tail.storeIn = false, true
		case minG <= ngap:
			tail = w.split(it, w.OptimalSplitPos(it, minG, ngap))
		}
		// Otherwise it began at this instruction, needing no register
		// so far: all of it goes to memory.
		tail.reg = mir.NoReg
		tail.handled = true
		w.spillSlot(tail)
		if nu := tail.nextRegUse(ngap); nu < maxPos {
			if np := w.split(tail, w.OptimalSplitPos(tail, ngap+4, gapOf(nu))); np != nil {
				w.queue.push(np)
			}
		}
	}
	for _, it := range inact {
		w.remove(it)
		if np := w.split(it, pos); np != nil {
			w.queue.push(np)
		}
	}
}

// OptimalSplitPos chooses where to cut pc between the gaps lo and hi
// (lo <= hi): at the end of the block of least loop depth between them
// when that is shallower than hi's block (moving the move out of loops),
// else at hi, as late as possible.
func (w *wimmer) OptimalSplitPos(pc *lsPiece, lo, hi Pos) Pos {
	if w.rng != nil && lo < hi && w.rng.IntN(4) == 0 {
		return lo + 4*Pos(w.rng.IntN(int(hi-lo)/4+1))
	}
	if lo >= hi {
		return hi
	}
	bLo, bHi := w.blockAt(lo-1), w.blockAt(hi-1)
	if bLo == bHi {
		return hi
	}
	i, d := w.rmq.query(bLo, bHi-1)
	if d < w.depth[w.order[bHi].ID] {
		return w.num.End(w.order[i])
	}
	return hi
}

// locAt is the location of v at position p: its piece there, in a
// register or in v's slot.
func (w *wimmer) locAt(v mir.Reg, p Pos) mir.Loc {
	pc := w.pieceAt(v, p)
	if pc == nil {
		pc = w.pieces[vidx(v)][0]
	}
	return w.pieceLoc(pc)
}

// depthRMQ answers "which block of least loop depth, the latest of them,
// lies between two blocks of the linear order" in O(1) after an
// O(n log n) sparse table.
type depthRMQ struct {
	depth []int
	table [][]int32 // table[j][i]: the answer for [i, i+2^j)
}

func newDepthRMQ(depth []int) depthRMQ {
	q := depthRMQ{depth: depth}
	n := len(depth)
	row := make([]int32, n)
	for i := range row {
		row[i] = int32(i)
	}
	q.table = append(q.table, row)
	for span := 2; span <= n; span *= 2 {
		prev := q.table[len(q.table)-1]
		row := make([]int32, n-span+1)
		for i := range row {
			row[i] = q.better(prev[i], prev[i+span/2])
		}
		q.table = append(q.table, row)
	}
	return q
}

// better is the block of lower depth, the later one on ties.
func (q *depthRMQ) better(a, b int32) int32 {
	if q.depth[b] <= q.depth[a] {
		return b
	}
	return a
}

// query is the block of least depth in [lo, hi] (the latest on ties) and
// its depth.
func (q *depthRMQ) query(lo, hi int) (int, int) {
	j := 0
	for 1<<(j+1) <= hi-lo+1 {
		j++
	}
	a, b := q.table[j][lo], q.table[j][hi-(1<<j)+1]
	if a > b {
		a, b = b, a
	}
	r := q.better(a, b)
	return int(r), q.depth[r]
}

// slotPiece is a piece like pc in memory: where pc's value lives in its
// slot at pc's start.
func (pc *lsPiece) slotPiece() *lsPiece {
	c := *pc
	c.reg = mir.NoReg
	return &c
}

// pieceLoc is the location of a piece.
func (w *wimmer) pieceLoc(pc *lsPiece) mir.Loc {
	if pc.reg != mir.NoReg {
		return mir.RegLoc(pc.reg)
	}
	return mir.SlotLoc(int(w.slot[w.slotIndex(pc)]))
}

// lsMove is one transfer of value v between two of its locations.
type lsMove struct {
	v        mir.Reg
	from, to mir.Loc
	// atDef marks the store after the definition.
	atDef bool
}

// ResolveDataFlow turns the pieces into an allocation: stack slots are
// shared (ShareSlots), the moves between pieces inside blocks and on
// edges are collected, stores of values of one definition are moved to
// the definition where that saves stores, every operand gets the location
// of its value's piece, the moves go in as parallel copies, and Output
// builds the result.
func (w *wimmer) ResolveDataFlow() *mir.Func {
	f, num := w.f, w.num
	spilled := 0
	w.st.Rounds = 1
	// An indirect jump's edges cannot be split, and code before it runs
	// for every target: a value that reaches a target with several
	// predecessors in another register than the one it has there enters
	// the target through its slot: every edge into the target delivers it
	// there (before an indirect jump, a store) and the target loads it
	// first.
	entry := map[*mir.Block][]mir.Reg{}
	for _, s := range f.Blocks {
		if len(s.Preds) < 2 {
			continue
		}
		for _, v := range w.lv.In(s) {
			to := w.locAt(v, num.Start(s))
			if !to.IsReg() {
				continue
			}
			for _, p := range s.Preds {
				if p.Term().Indirect && w.locAt(v, num.End(p)-1) != to {
					entry[s] = append(entry[s], v)
					w.spillSlot(w.pieceAt(v, num.Start(s)))
					break
				}
			}
		}
	}
	for _, s := range w.slot {
		if s >= 0 {
			spilled++
		}
	}
	w.st.Spilled = spilled
	// Moves inside blocks, between consecutive pieces.
	type gapMove struct {
		g Pos
		m lsMove
	}
	var inBlock []gapMove
	for i, ps := range w.pieces {
		for j := 1; j < len(ps); j++ {
			if !ps[j].moveIn {
				continue
			}
			if from, to := w.pieceLoc(ps[j-1]), w.pieceLoc(ps[j]); from != to {
				inBlock = append(inBlock, gapMove{ps[j].Start(), lsMove{v: vreg(i), from: from, to: to}})
			}
		}
	}
	// Stores of pieces cut at a def point, after the moves at the gap
	// before the instruction, from the register the value is read in.
	var late []gapMove
	for i, ps := range w.pieces {
		for j := 1; j < len(ps); j++ {
			if ps[j].storeIn {
				late = append(late, gapMove{gapOf(ps[j].Start()), lsMove{v: vreg(i), from: w.pieceLoc(ps[j-1]), to: w.pieceLoc(ps[j])}})
			}
		}
	}
	// Moves on edges, for the values live into the successor.
	type edgeMoves struct {
		p, s *mir.Block
		ms   []lsMove
	}
	var edges []edgeMoves
	for _, s := range f.Blocks {
		in := w.lv.In(s)
		if len(in) == 0 {
			continue
		}
		for j, p := range s.Preds {
			if containsBlock(s.Preds[:j], p) {
				continue
			}
			var ms []lsMove
			for _, v := range in {
				from, to := w.locAt(v, num.End(p)-1), w.locAt(v, num.Start(s))
				if sortedHas(entry[s], v) {
					to = w.pieceLoc(w.pieceAt(v, num.Start(s)).slotPiece())
				}
				if from != to {
					ms = append(ms, lsMove{v: v, from: from, to: to})
				}
			}
			if len(ms) > 0 && !w.dropEdgeMoves {
				edges = append(edges, edgeMoves{p, s, ms})
			}
		}
	}
	// Stores: a value of one definition stored more than once, or deeper
	// in loops than its definition, is stored once after it; one whose
	// definition writes the slot needs no store.
	n := len(f.Classes)
	nStores := make([]int32, n)
	deep := make([]bool, n)
	defDepth := func(v mir.Reg) int {
		return w.depth[num.Block(int(w.onlyDef[vidx(v)].Index)).ID]
	}
	isStore := func(m lsMove) bool { return m.from.IsReg() && m.to.IsSlot() }
	note := func(m lsMove, d int) {
		i := vidx(m.v)
		if !isStore(m) || w.onlyDef[i].Index < 0 {
			return
		}
		nStores[i]++
		if d > defDepth(m.v) {
			deep[i] = true
		}
	}
	for _, gm := range append(inBlock[:len(inBlock):len(inBlock)], late...) {
		note(gm.m, w.depth[num.Block(num.At(gm.g)).ID])
	}
	for _, e := range edges {
		for _, m := range e.ms {
			note(m, min(w.depth[e.p.ID], w.depth[e.s.ID]))
		}
	}
	drop := make([]bool, n)
	for i := range nStores {
		if nStores[i] == 0 {
			continue
		}
		v := vreg(i)
		def := w.onlyDef[i]
		k := int(def.Index)
		dl := w.locAt(v, def.Pos)
		switch {
		case dl.IsSlot():
			drop[i] = true
		case (nStores[i] > 1 || deep[i]) && k+1 < num.Len() && num.Block(k+1) == num.Block(k):
			drop[i] = true
			inBlock = append(inBlock, gapMove{num.Before(k + 1), lsMove{v, dl, mir.SlotLoc(int(w.slot[i])), true}})
		}
	}
	keep := func(m lsMove) bool { return m.atDef || !(drop[vidx(m.v)] && isStore(m)) }
	// Every operand in the location of its value's piece.
	for _, b := range w.order {
		base := num.Index(b, 0)
		for i, x := range b.Instrs {
			k := base + i
			dp := num.Def(k)
			if x.EarlyClobber {
				dp = num.Use(k)
			}
			x.Place().DefLocs = make([]mir.Loc, len(x.Defs))
			for j, d := range x.Defs {
				if d.IsVirtual() {
					x.DefLocs[j] = w.locAt(d, dp)
				} else {
					x.DefLocs[j] = mir.RegLoc(d)
				}
			}
			x.UseLocs = make([]mir.Loc, len(x.Uses))
			for j, u := range x.Uses {
				if u.IsVirtual() {
					x.UseLocs[j] = w.locAt(u, num.Use(k))
				} else {
					x.UseLocs[j] = mir.RegLoc(u)
				}
			}
		}
	}
	// The moves into the targets of indirect jumps from their slots, and
	// a location per value for the input's phis.
	entryMoves := make(map[*mir.Block][]lsMove, len(entry))
	for _, b := range w.order {
		for _, v := range entry[b] {
			pc := w.pieceAt(v, num.Start(b))
			entryMoves[b] = append(entryMoves[b], lsMove{v: v, from: w.pieceLoc(pc.slotPiece()), to: w.pieceLoc(pc)})
		}
	}
	loc := make([]mir.Loc, n)
	for i, ps := range w.pieces {
		if len(ps) > 0 {
			loc[i] = w.pieceLoc(ps[0])
		}
	}
	for _, b := range w.in.Blocks {
		for _, phi := range b.Phis() {
			d := phi.Defs[0]
			loc[vidx(d)] = w.locAt(d, num.Start(f.Blocks[b.ID]))
		}
	}
	// That was the last use of the walk's tables: a large function's
	// intervals and pieces (and the lists and register unions that still
	// hold some) are not kept while slots are shared and Output builds
	// the allocated function.
	w.cons, w.ivs, w.pieces, w.bounds, w.segSlot, w.hints, w.onlyDef = nil, nil, nil, nil, nil, nil, nil
	w.lsWalk = lsWalk{}
	w.queue = pieceQueue{}
	// Values in slots whose ranges do not meet share slots (ShareSlots,
	// on the code as the scan saw it): every slot location made above is
	// renumbered.
	if !w.opts.NoSlotSharing && !f.ReturnsTwice && len(f.Slots) > 1 {
		inSlot := make([]mir.Loc, len(f.Classes))
		for i, s := range w.slot {
			if s >= 0 {
				inSlot[i] = mir.SlotLoc(int(s))
			}
		}
		renum := ShareSlots(f, w.lv, inSlot)
		for i, s := range w.slot {
			if s >= 0 {
				w.slot[i] = int32(renum[s])
			}
		}
		re := func(ls ...*mir.Loc) {
			for _, l := range ls {
				if l.IsSlot() {
					l.Slot = int32(renum[l.Slot])
				}
			}
		}
		reLocs := func(ls []mir.Loc) {
			for k := range ls {
				re(&ls[k])
			}
		}
		for _, gs := range [][]gapMove{inBlock, late} {
			for k := range gs {
				re(&gs[k].m.from, &gs[k].m.to)
			}
		}
		for _, e := range edges {
			for k := range e.ms {
				re(&e.ms[k].from, &e.ms[k].to)
			}
		}
		for _, ms := range entryMoves {
			for k := range ms {
				re(&ms[k].from, &ms[k].to)
			}
		}
		for _, b := range w.order {
			for _, x := range b.Instrs {
				if x.Placed() {
					reLocs(x.DefLocs)
					reLocs(x.UseLocs)
				}
			}
		}
		reLocs(loc)
	}
	w.lv = nil
	// The moves go in as parallel copies.
	parCopy := func(ms []lsMove, why string) *mir.Instr {
		var vs []mir.Reg
		var from, to []mir.Loc
		for _, m := range ms {
			if keep(m) {
				vs = append(vs, m.v)
				from = append(from, m.from)
				to = append(to, m.to)
			}
		}
		if len(vs) == 0 {
			return nil
		}
		x := w.w.NewCopy(vs, append([]mir.Reg(nil), vs...), why)
		x.Placement = &mir.Placement{DefLocs: to, UseLocs: from}
		return x
	}
	sort.SliceStable(inBlock, func(i, j int) bool { return inBlock[i].g < inBlock[j].g })
	before := make(map[int]*mir.Instr)
	for i := 0; i < len(inBlock); {
		j := i
		var ms []lsMove
		for ; j < len(inBlock) && inBlock[j].g == inBlock[i].g; j++ {
			ms = append(ms, inBlock[j].m)
		}
		if x := parCopy(ms, "split"); x != nil {
			before[num.At(inBlock[i].g)] = x
		}
		i = j
	}
	after := make(map[int]*mir.Instr)
	sort.SliceStable(late, func(i, j int) bool { return late[i].g < late[j].g })
	for i := 0; i < len(late); {
		j := i
		var ms []lsMove
		for ; j < len(late) && late[j].g == late[i].g; j++ {
			ms = append(ms, late[j].m)
		}
		if x := parCopy(ms, "spill"); x != nil {
			after[num.At(late[i].g)] = x
		}
		i = j
	}
	atStart := make(map[*mir.Block]*mir.Instr)
	atEnd := make(map[*mir.Block]*mir.Instr)
	beforeIndirect := make(map[*mir.Block][]lsMove)
	var indirect []*mir.Block
	for _, e := range edges {
		switch {
		case len(e.p.Succs) == 1 && plainJump(e.p.Term()):
			if x := parCopy(e.ms, "resolve"); x != nil {
				atEnd[e.p] = x
			}
		case len(e.s.Preds) == 1:
			if x := parCopy(e.ms, "resolve"); x != nil {
				atStart[e.s] = x
			}
		case e.p.Term().Indirect:
			// Stores only (entry): the same for every target.
			if beforeIndirect[e.p] == nil {
				indirect = append(indirect, e.p)
			}
			for _, m := range e.ms {
				if !m.to.IsSlot() {
					panic(fmt.Sprintf("linearscan: %s: a move into a register on an edge of an indirect jump", f.Name))
				}
				dup := false
				for _, o := range beforeIndirect[e.p] {
					dup = dup || o.to == m.to
				}
				if !dup {
					beforeIndirect[e.p] = append(beforeIndirect[e.p], m)
				}
			}
		default:
			for j := range e.p.Succs {
				if e.p.Succs[j] != e.s {
					continue
				}
				if x := parCopy(e.ms, "resolve"); x != nil {
					nb := splitEdge(f, e.p, j)
					nb.Instrs = append([]*mir.Instr{x}, nb.Instrs...)
				}
			}
		}
	}
	for _, p := range indirect {
		if x := parCopy(beforeIndirect[p], "resolve"); x != nil {
			atEnd[p] = x
		}
	}
	for _, b := range w.order {
		base := num.Index(b, 0)
		out := make([]*mir.Instr, 0, len(b.Instrs)+2)
		if x := atStart[b]; x != nil {
			out = append(out, x)
		}
		if ms := entryMoves[b]; len(ms) > 0 {
			if x := parCopy(ms, "resolve"); x != nil {
				out = append(out, x)
			}
		}
		for i, x := range b.Instrs {
			if y := before[base+i]; y != nil {
				out = append(out, y)
			}
			if y := after[base+i]; y != nil {
				out = append(out, y)
			}
			if x.Term {
				if y := atEnd[b]; y != nil {
					out = append(out, y)
				}
			}
			out = append(out, x)
		}
		b.Instrs = out
	}
	w.inputLocs(loc)
	return w.w.Output(w.t, loc, BudgetRegs(w.t, w.opts), w.st)
}

// dump prints the pieces of every value, for test failures.
func (w *wimmer) dump() string {
	var sb []byte
	for i, ps := range w.pieces {
		if len(ps) == 0 {
			continue
		}
		sb = append(sb, fmt.Sprintf("v%d:", i)...)
		for _, pc := range ps {
			sb = append(sb, fmt.Sprintf(" %v@%s", pc.Ranges, mir.FormatLoc(w.t, w.pieceLoc(pc)))...)
			if pc.moveIn {
				sb = append(sb, '*')
			}
		}
		sb = append(sb, '\n')
	}
	return string(sb)
}
