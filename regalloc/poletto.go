package regalloc

import (
	"fmt"
	"math"
	"sort"

	"github.com/ssara-project/ssara/mir"
)

// poletto is Poletto and Sarkar's linear scan ("Linear Scan Register
// Allocation", TOPLAS 1999) as LLVM 1.8's RegAllocLinearScan ran it,
// the allocator Pereira compared his against:
//
//   - JoinIntervals (LLVM's interval joiner, before allocation): the
//     def and the tied use of a two-address instruction are one interval;
//     the intervals of the two sides of a copy are made one when they do
//     not overlap and their operands leave a register both may occupy;
//     copies in deeper loops first. A copy to or from a physical register
//     becomes a preference for that register.
//   - LinearScanRegisterAllocation: intervals by increasing start;
//     ExpireOldIntervals retires those that ended and moves those in a
//     lifetime hole to the inactive list (LLVM's extension of Poletto and
//     Sarkar's active list); a register is free for an interval when no
//     active interval holds it, no inactive one holding it meets the
//     interval, its fixed interval (precoloured operands, call clobbers)
//     does not meet it, and every operand of the interval may occupy it.
//   - SpillAtInterval, when no register is free: with the "weight" choice
//     (LLVM 1.8), the register whose conflicting intervals have the least
//     total spill weight (defs and uses x 10^loop depth, as LLVM 1.8's
//     LiveIntervals computed it, infinite for spill temporaries, and very
//     large for intervals whose every range ends at the next instruction,
//     as LLVM's zero-length intervals) is taken from them unless the
//     current interval weighs no more, which is then spilled; with "end"
//     (Poletto and Sarkar) the interval that ends last is spilled.
//   - A spilled interval lives in its stack slot for its whole range
//     (Work.Spill: a store after each definition, a reload into a fresh
//     temporary before each use; copies read and write the slot); the scan
//     is then redone with the temporaries. LLVM 1.8 backtracked to the
//     spilled interval's start instead; nothing before that point depends
//     on it, so the allocation is the same. The values of one joined
//     interval share one slot, so the copies between them vanish in
//     memory too.
//
// Each scan is O(n log n) plus, per interval, two searches of a
// register's union (lsWalk.held) per range up to the first meeting, the
// ranges of the intervals it meets when it must spill, and the
// intersections with the fixed intervals; the rounds repeat it.
type poletto struct {
	*lsFunc
	lsWalk
	num   *Numbering
	cons  *Constraints
	ivs   *Intervals
	rep   []int32 // union-find of joined values (by value)
	group []*plGroup
	spill []mir.Reg
	round int
	// live marks the values whose interval is not empty (by value), kept
	// when JoinIntervals lets the intervals go.
	live []bool
}

// plGroup is one joined interval.
type plGroup struct {
	piece   *lsPiece
	allowed mir.RegSet // registers every operand of the group may occupy
	members []mir.Reg
	phys    []mir.Reg // preferred physical registers (copies)
}

// allocatePoletto allocates in with the Poletto-Sarkar scan.
func allocatePoletto(in *mir.Func, t mir.Target, opts Options) (*mir.Func, *Stats, error) {
	p := newLSFunc(in, t, opts)
	// slotRep joins the values of spilled joined intervals (one slot).
	slotRep := make([]int32, len(p.f.Classes))
	for i := range slotRep {
		slotRep[i] = int32(i)
	}
	findSlot := func(i int32) int32 {
		for slotRep[i] != i {
			slotRep[i] = slotRep[slotRep[i]]
			i = slotRep[i]
		}
		return i
	}
	for round := 1; ; round++ {
		if round > 10000 {
			return nil, nil, &AllocError{Func: in.Name, Msg: "spilling does not converge"}
		}
		p.st.Rounds = round
		lv := ComputeLiveness(p.f)
		ties, changed := p.TiePairs(lv)
		if changed {
			lv = ComputeLiveness(p.f)
		}
		num := NewNumbering(p.f, p.order)
		cons := NewConstraints(num, t, opts)
		ivs := BuildRanges(cons, lv)
		// The liveness is not kept through the scan (issue 16: a large
		// function's live sets beside its intervals and groups); the
		// round that spills nothing makes it again for the slots.
		lv = nil
		p.phase("intervals")
		a := &poletto{lsFunc: p, num: num, cons: cons, ivs: ivs, round: round}
		a.JoinIntervals(ties)
		p.phase("JoinIntervals")
		if err := a.LinearScanRegisterAllocation(); err != nil {
			return nil, nil, err
		}
		p.phase("LinearScan")
		if len(a.spill) == 0 {
			loc := a.locations(findSlot)
			out := p.w.Output(t, loc, BudgetRegs(t, p.opts), p.st)
			p.phase("output")
			return out, p.finish(), nil
		}
		for len(slotRep) < len(p.f.Classes) {
			slotRep = append(slotRep, int32(len(slotRep)))
		}
		for _, v := range a.spill {
			// One slot per spilled joined interval, except where setjmp
			// wants every value in a slot of its own.
			if r := a.find(v); r != v && !p.f.ReturnsTwice {
				slotRep[findSlot(int32(vidx(v)))] = findSlot(int32(vidx(r)))
			}
		}
		p.st.Spilled += len(a.spill)
		if err := p.w.Spill(t, a.spill); err != nil {
			return nil, nil, err
		}
		p.phase("spill")
	}
}

func (a *poletto) find(v mir.Reg) mir.Reg {
	i := int32(vidx(v))
	for a.rep[i] != i {
		a.rep[i] = a.rep[a.rep[i]]
		i = a.rep[i]
	}
	return vreg(int(i))
}

// JoinIntervals makes one interval of the def and the tied use of every
// two-address instruction (ties, from TiePairs: the use dies there, so the
// two never overlap), and then of each group of copy-related values whose
// intervals do not overlap; it gives every group its weight, its allowed
// registers and its preferred physical registers.
//
// While it joins, a group is its representative's entries in tables by
// value (ranges, weight, allowed registers, members as a list); the
// groups that remain are then made in one piece, and the intervals go
// before the scan (issue 16: an object per value, made and mostly joined
// away, was a fifth of a 16,000-statement function's live heap).
func (a *poletto) JoinIntervals(ties []tiePair) {
	f, w := a.f, a.w
	n := len(f.Classes)
	ranges, allowed := a.ivs.Ranges, a.ivs.Allowed
	a.ivs.Ranges, a.ivs.Allowed = nil, nil
	a.rep = make([]int32, n)
	a.live = make([]bool, n)
	weight := w.SpillCosts(a.depth)
	isGroup := make([]bool, n)
	noSpill := make([]bool, n)
	// The members of a group, in the order its joins made them: a list
	// from head through next to tail, of size values.
	head, next, size := make([]int32, n), make([]int32, n), make([]int32, n)
	tail := make([]int32, n)
	phys := map[int32][]mir.Reg{}
	for i := 0; i < n; i++ {
		a.rep[i] = int32(i)
		v := vreg(i)
		a.live[i] = len(ranges[i]) > 0
		if !a.live[i] || w.InMemory(v) {
			continue
		}
		isGroup[i] = true
		allowed[i] &= a.cons.Budget(f.Classes[i])
		head[i], tail[i], next[i], size[i] = int32(i), int32(i), -1, 1
		noSpill[i] = w.Unspillable(v)
		if !noSpill[i] && zeroLength(ranges[i]) {
			weight[i] = math.Max(weight[i], 1e30)
		}
	}
	// prefer records that a copy relates v to physical register r.
	prefer := func(v, r mir.Reg) {
		i := int32(vidx(v))
		if isGroup[i] && len(phys[i]) < maxHints && a.cons.Class(r) == f.Classes[i] {
			phys[i] = append(phys[i], r)
		}
	}
	// The copies between values, counted first so that the list is made
	// once at its size (400,000 of them in bigfunc's 16,000-statement
	// function; issue 16).
	type pair struct {
		d, s  mir.Reg
		depth int32
	}
	copies := 0
	for k := 0; k < a.num.Len(); k++ {
		if x := a.num.Instr(k); x.Op == mir.OpCopy && len(x.Defs) == len(x.Uses) {
			copies += len(x.Defs)
		}
	}
	pairs := make([]pair, 0, copies)
	for k := 0; k < a.num.Len(); k++ {
		x := a.num.Instr(k)
		if x.Op != mir.OpCopy || len(x.Defs) != len(x.Uses) {
			continue
		}
		d := int32(a.depth[a.num.Block(k).ID])
		for j, dst := range x.Defs {
			src := x.Uses[j]
			switch {
			case dst == src:
			case dst.IsVirtual() && src.IsVirtual():
				pairs = append(pairs, pair{dst, src, d})
			case dst.IsVirtual() && src.IsPhys():
				prefer(dst, src)
			case dst.IsPhys() && src.IsVirtual():
				prefer(src, dst)
			}
		}
	}
	// join makes x's and y's groups one; the larger (x on a tie) stays.
	join := func(x, y int32) {
		if size[x] < size[y] {
			x, y = y, x
		}
		ranges[x] = mergeRanges(ranges[x], ranges[y])
		ranges[y] = nil
		weight[x] += weight[y]
		noSpill[x] = noSpill[x] || noSpill[y]
		allowed[x] &= allowed[y]
		next[tail[x]], tail[x] = head[y], tail[y]
		size[x] += size[y]
		if ps, ok := phys[y]; ok {
			phys[x] = append(phys[x], ps...)
			delete(phys, y)
		}
		a.rep[y] = x
		isGroup[y] = false
	}
	root := func(v mir.Reg) int32 { return int32(vidx(a.find(v))) }
	for _, tp := range ties {
		x, y := root(tp.d), root(tp.u)
		if x != y && isGroup[x] && isGroup[y] {
			join(x, y)
		}
	}
	if !a.opts.LinearScan.NoJoin {
		sort.SliceStable(pairs, func(i, j int) bool { return pairs[i].depth > pairs[j].depth })
		for _, pr := range pairs {
			x, y := root(pr.d), root(pr.s)
			if x == y || !isGroup[x] || !isGroup[y] || f.Classes[x] != f.Classes[y] ||
				noSpill[x] || noSpill[y] || allowed[x]&allowed[y] == 0 {
				continue
			}
			ix, iy := Interval{Ranges: ranges[x]}, Interval{Ranges: ranges[y]}
			if _, ok := ix.Intersect(&iy); ok {
				continue
			}
			join(x, y)
		}
	}
	pairs = nil
	// The groups that remain, made together.
	groups := 0
	for i := range isGroup {
		if isGroup[i] {
			groups++
		}
	}
	gs, pcs := make([]plGroup, groups), make([]lsPiece, groups)
	members := make([]mir.Reg, 0, n)
	a.group = make([]*plGroup, n)
	for i, k := 0, 0; i < n; i++ {
		if !isGroup[i] {
			continue
		}
		g, pc := &gs[k], &pcs[k]
		k++
		*pc = lsPiece{Interval: Interval{Reg: vreg(i), Ranges: ranges[i]}, class: f.Classes[i], weight: weight[i], noSpill: noSpill[i]}
		from := len(members)
		for m := head[i]; m >= 0; m = next[m] {
			members = append(members, vreg(int(m)))
		}
		*g = plGroup{piece: pc, allowed: allowed[i], members: members[from:len(members):len(members)], phys: phys[int32(i)]}
		a.group[i] = g
	}
}

// zeroLength reports whether every range of an interval ends by the use
// point of the next instruction (a value used right after its definition).
func zeroLength(rs []Range) bool {
	for _, r := range rs {
		if r.To-r.From > 4 {
			return false
		}
	}
	return true
}

// mergeRanges is the union of two sorted lists of disjoint ranges that do
// not overlap each other, adjacent ranges joined.
func mergeRanges(a, b []Range) []Range {
	out := make([]Range, 0, len(a)+len(b))
	add := func(r Range) {
		if n := len(out); n > 0 && out[n-1].To >= r.From {
			out[n-1].To = max(out[n-1].To, r.To)
			return
		}
		out = append(out, r)
	}
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		if j == len(b) || i < len(a) && a[i].From < b[j].From {
			add(a[i])
			i++
		} else {
			add(b[j])
			j++
		}
	}
	return out
}

// LinearScanRegisterAllocation is Poletto and Sarkar's scan: intervals by
// increasing start, ExpireOldIntervals, a free register or
// SpillAtInterval.
func (a *poletto) LinearScanRegisterAllocation() error {
	var list []*plGroup
	for _, g := range a.group {
		if g != nil {
			list = append(list, g)
		}
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].piece.Start() < list[j].piece.Start() })
	for r := range a.fixed {
		a.fixed[r].ranges = a.ivs.Fixed[r].Ranges
	}
	for _, g := range list {
		cur := g.piece
		c := cur.class
		pos := cur.Start()
		a.advance(c, pos) // ExpireOldIntervals
		can := g.allowed
		for _, r := range a.cons.Order(c) {
			if can.Has(r) {
				if _, ok := a.fixedIntersect(r, cur, pos); ok {
					can = can.Remove(r)
				}
			}
		}
		free := can
		for _, it := range a.active[c] {
			free = free.Remove(it.reg)
		}
		// Where no active interval holds r, the ones that do are
		// inactive.
		for r := mir.Reg(1); r < mir.FirstVirtual; r++ {
			if !free.Has(r) {
				continue
			}
			if _, ok := a.firstHeld(r, cur, maxPos); ok {
				free = free.Remove(r)
			}
		}
		reg := mir.NoReg
		for _, r := range g.phys {
			if free.Has(r) {
				reg = r
				break
			}
		}
		for _, r := range a.cons.Order(c) {
			if reg == mir.NoReg && free.Has(r) {
				reg = r
			}
		}
		if reg == mir.NoReg {
			var err error
			if reg, err = a.SpillAtInterval(g, can); err != nil {
				return err
			}
		}
		cur.handled = true
		if reg != mir.NoReg {
			cur.reg = reg
			a.place(cur)
		}
	}
	return nil
}

// SpillAtInterval chooses between the current interval and the intervals
// holding one of the registers it may take (can): it returns the register
// freed for it, or NoReg when it is spilled itself.
func (a *poletto) SpillAtInterval(g *plGroup, can mir.RegSet) (mir.Reg, error) {
	cur := g.piece
	c := cur.class
	byEnd := a.opts.LinearScan.Spill == "end"
	best := mir.NoReg
	var bestW float64
	var bestEnd Pos
	conflicts := func(r mir.Reg) (ws float64, end Pos, ok bool) {
		for _, it := range a.active[c] {
			if it.reg == r {
				if it.noSpill {
					return 0, 0, false
				}
				ws += it.weight
				end = max(end, it.End())
			}
		}
		for _, it := range a.meeting(r, cur) {
			if it.noSpill {
				return 0, 0, false
			}
			ws += it.weight
			end = max(end, it.End())
		}
		return ws, end, true
	}
	for _, r := range a.cons.Order(c) {
		if !can.Has(r) {
			continue
		}
		ws, end, ok := conflicts(r)
		if !ok {
			continue
		}
		if best == mir.NoReg || !byEnd && ws < bestW || byEnd && end > bestEnd {
			best, bestW, bestEnd = r, ws, end
		}
	}
	spillCur := best == mir.NoReg || !byEnd && cur.weight <= bestW || byEnd && bestEnd <= cur.End()
	if spillCur && !cur.noSpill {
		a.spillGroup(g)
		return mir.NoReg, nil
	}
	if best == mir.NoReg {
		return mir.NoReg, a.budgetFail(a.num, cur.Reg, cur.Start(), a.cons.K(c))
	}
	act, inact := a.holders(cur, best)
	victims := append(act, inact...)
	for _, it := range victims {
		a.remove(it)
		it.reg = mir.NoReg
		a.spillGroup(a.group[vidx(it.Reg)])
	}
	return best, nil
}

// spillGroup puts every value of a joined interval on the spill list.
func (a *poletto) spillGroup(g *plGroup) {
	a.spill = append(a.spill, g.members...)
}

// locations gives every value of the working function its location:
// its group's register, or its slot (one per spilled joined interval),
// with slots shared unless NoSlotSharing.
func (a *poletto) locations(findSlot func(int32) int32) []mir.Loc {
	f, w := a.f, a.w
	loc := make([]mir.Loc, len(f.Classes))
	// The values of one spilled joined interval share the slot of its
	// representative, made as wide as the widest of them.
	for i := range loc {
		v := vreg(i)
		if s, ok := w.SlotOf(v); ok {
			r := vreg(int(findSlot(int32(i))))
			rs, _ := w.SlotOf(r)
			if f.Slots[s].Size > f.Slots[rs].Size {
				f.Slots[rs] = f.Slots[s]
			}
			loc[i] = mir.SlotLoc(rs)
			continue
		}
		if g := a.group[vidx(a.find(v))]; g != nil {
			loc[i] = mir.RegLoc(g.piece.reg)
		}
	}
	// That was the last use of the scan's tables but the intervals'
	// emptiness: a large function's intervals, joined groups and the
	// walk's lists are not kept while slots are shared and Output builds
	// the allocated function (as ResolveDataFlow does for the splitting
	// scan).
	live := a.live
	a.num, a.cons, a.ivs, a.rep, a.group, a.live = nil, nil, nil, nil, nil, nil
	a.lsWalk = lsWalk{}
	// Drop the slots no value uses any more.
	used := make([]int, len(f.Slots))
	for i := range used {
		used[i] = -1
	}
	var slots []mir.Slot
	for i, l := range loc {
		if !l.IsSlot() {
			continue
		}
		if used[l.Slot] < 0 {
			used[l.Slot] = len(slots)
			slots = append(slots, f.Slots[l.Slot])
		}
		loc[i] = mir.SlotLoc(used[l.Slot])
	}
	f.Slots = slots
	if !a.opts.NoSlotSharing {
		ShareSlots(f, slotLiveness(f, loc), loc)
	}
	a.inputLocs(loc)
	for i, l := range loc {
		if l.Kind == mir.LocNone && live[i] {
			panic(fmt.Sprintf("linearscan: v%d of %s has no location", i, f.Name))
		}
	}
	return loc
}
