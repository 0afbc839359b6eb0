package regalloc

import (
	"container/heap"
	"flag"
	"fmt"
	"slices"
	"sort"
	"time"

	"github.com/google/btree"
	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/mir"
)

// LinearScan is the linear-scan family of register allocators, the kind of
// allocator Pereira measured his SSA allocator against (section 5, Figs. 8
// and 9: LLVM 1.8's linear scan). Both variants run on live intervals with
// holes (BuildIntervals) over a linear order of the blocks, after SSA
// deconstruction (Deconstruct: phis become parallel copies at the ends of
// the predecessors, as in LLVM 1.8 and in Wimmer and Mössenböck's 2005
// allocator, whose LIR is not in SSA form):
//
//   - "split" (the default, wimmer.go): Wimmer and Mössenböck's "Optimized
//     Interval Splitting in a Linear Scan Register Allocator" (2005):
//     TryAllocateFreeReg by free-until positions, AllocateBlockedReg by
//     next-use positions, intervals split at the best position before a
//     use that needs a register, spill and reload positions moved out of
//     loops, register hints from copies, one store after the definition
//     when a value is spilled more than once, and ResolveDataFlow: moves
//     between the pieces of a split value inside blocks and on the edges,
//     each set with parallel-copy semantics (SequentializeParallelCopy).
//   - "poletto" (poletto.go): Poletto and Sarkar's linear scan as LLVM 1.8
//     ran it: intervals by increasing start, active and inactive lists,
//     ExpireOldIntervals, fixed intervals blocking physical registers, and
//     SpillAtInterval choosing the register whose intervals have the least
//     spill weight (LLVM 1.8) or the interval that ends last (Poletto and
//     Sarkar; LinearScanOptions.Spill); a spilled interval lives in memory
//     for its whole range, and the scan is redone with its reload and store
//     temporaries (LLVM 1.8 backtracked to the spilled interval's start,
//     which gives the same allocation before that point). Copies are
//     coalesced first by joining the intervals of copy-related values that
//     do not overlap, as LLVM 1.8's interval joiner did.
//
// Two-address operands: the tied def and the tied use become one value of
// the working function (MergeTies), so one interval holds both and a
// register never changes between the read and the write.
type LinearScan struct{}

func init() { Register(LinearScan{}) }

// Name implements Allocator.
func (LinearScan) Name() string { return "linearscan" }

// LinearScanOptions are the linear-scan allocator's own switches
// (Options.LinearScan). The zero value is the splitting allocator.
type LinearScanOptions struct {
	// Variant is "split" (or ""), Wimmer and Mössenböck's interval
	// splitting, or "poletto", Poletto and Sarkar's scan as in LLVM 1.8.
	Variant string
	// Spill is the poletto variant's choice when no register is free:
	// "weight" (or ""), the register whose intervals have the least
	// spill weight, as LLVM 1.8 did; "end", the interval that ends last,
	// as Poletto and Sarkar did.
	Spill string
	// NoJoin switches the poletto variant's interval joining (coalescing
	// of copies) off.
	NoJoin bool
	// NoHints switches the split variant's register hints off.
	NoHints bool
}

// DefineFlags implements FlagDefiner: -linearscan, -linearscan-spill,
// -linearscan-join and -linearscan-hints.
func (LinearScan) DefineFlags(fs *flag.FlagSet, o *Options) {
	fs.Var(choiceFlag{&o.LinearScan.Variant, []string{"split", "poletto"}}, "linearscan",
		"linear-scan variant: split (Wimmer-Mössenböck interval splitting) or poletto (Poletto-Sarkar, as LLVM 1.8)")
	fs.Var(choiceFlag{&o.LinearScan.Spill, []string{"weight", "end"}}, "linearscan-spill",
		"poletto linear scan's spill choice: weight (least spill weight, LLVM 1.8) or end (the interval that ends last, Poletto-Sarkar)")
	fs.Var(offFlag{&o.LinearScan.NoJoin}, "linearscan-join", "poletto linear scan joins the intervals of copies first, as LLVM 1.8 (false: off)")
	fs.Var(offFlag{&o.LinearScan.NoHints}, "linearscan-hints", "splitting linear scan prefers registers that copies suggest (false: off)")
}

// choiceFlag is a string flag restricted to a list of values (the first is
// the default, stored as "").
type choiceFlag struct {
	v      *string
	values []string
}

func (f choiceFlag) String() string {
	if f.v == nil || *f.v == "" {
		if len(f.values) > 0 {
			return f.values[0]
		}
		return ""
	}
	return *f.v
}

func (f choiceFlag) Set(s string) error {
	for i, v := range f.values {
		if s == v {
			if i == 0 {
				s = ""
			}
			*f.v = s
			return nil
		}
	}
	return errors.Errorf("want one of %v", f.values)
}

// Variants are the linear-scan allocator's variants, for tests that run
// every one (the default first).
func (LinearScan) Variants() []Variant {
	return []Variant{
		{Name: "split", Set: func(o *Options) { o.LinearScan.Variant = "" }, Flags: []string{"-linearscan=split"}},
		{Name: "poletto", Set: func(o *Options) { o.LinearScan.Variant = "poletto" }, Flags: []string{"-linearscan=poletto"}},
	}
}

// Allocate implements Allocator.
func (LinearScan) Allocate(in *mir.Func, t mir.Target, opts Options) (*mir.Func, *Stats, error) {
	switch opts.LinearScan.Spill {
	case "", "weight", "end":
	default:
		return nil, nil, errors.Errorf("linearscan: unknown spill choice %q (want weight or end)", opts.LinearScan.Spill)
	}
	switch opts.LinearScan.Variant {
	case "", "split":
		return allocateWimmer(in, t, opts, nil)
	case "poletto":
		return allocatePoletto(in, t, opts)
	}
	return nil, nil, errors.Errorf("linearscan: unknown variant %q (want split or poletto)", opts.LinearScan.Variant)
}

// maxPos is a position after every instruction.
const maxPos = Pos(1<<31 - 1)

// gapOf is the gap before the instruction whose positions hold p: the
// latest position at or before p where moves can be inserted.
func gapOf(p Pos) Pos { return p &^ 3 }

// lsFunc is what both variants start from: the working copy of the input
// (deconstructed, ties merged), the linear order of its blocks and their
// loop depths.
type lsFunc struct {
	in    *mir.Func
	t     mir.Target
	opts  Options
	w     *Work
	f     *mir.Func
	order []*mir.Block
	depth []int // by block ID
	st    *Stats
	start time.Time
	mark  time.Time
	// merged[i] is the value of the working function that value i was
	// merged into by MergeTies (itself if none), for the input's values.
	merged []mir.Reg
	// ties are, for each value MergeTies merged others into, the
	// instructions whose tied def became it.
	ties map[mir.Reg][]*mir.Instr
}

// newLSFunc deconstructs in and orders its blocks.
func newLSFunc(in *mir.Func, t mir.Target, opts Options) *lsFunc {
	p := &lsFunc{in: in, t: t, opts: opts, start: time.Now()}
	p.mark = p.start
	p.st = &Stats{Func: in.Name, VirtRegs: len(in.Classes), K: len(Allocatable(t, mir.GPR, opts))}
	p.w = Deconstruct(in)
	p.f = p.w.F
	p.st.SplitEdges = p.w.SplitEdges
	p.order = linearOrder(p.f, len(in.Blocks))
	p.depth = LoopDepths(p.f, mir.Dominators(p.f))
	p.merged = make([]mir.Reg, len(p.f.Classes))
	for i := range p.merged {
		p.merged[i] = vreg(i)
	}
	p.phase("Deconstruct")
	return p
}

// phase records the time since the last phase under name.
func (p *lsFunc) phase(name string) {
	now := time.Now()
	p.st.addPhase(name, now.Sub(p.mark))
	p.mark = now
}

// finish sets the statistics' time.
func (p *lsFunc) finish() *Stats {
	p.st.Time = time.Since(p.start)
	return p.st
}

// linearOrder is the order in which linear scan numbers the blocks: the
// input's order (the layout, in which loop bodies are contiguous), each
// block followed by the blocks Deconstruct put on its outgoing edges.
func linearOrder(f *mir.Func, nIn int) []*mir.Block {
	order := make([]*mir.Block, 0, len(f.Blocks))
	for _, b := range f.Blocks[:nIn] {
		order = append(order, b)
		for _, s := range b.Succs {
			if s.ID >= nIn && len(s.Preds) == 1 && s.Preds[0] == b && !containsBlock(order[len(order)-1:], s) {
				order = append(order, s)
			}
		}
	}
	return order
}

// TiePairs lists the two-address instructions of the working function
// whose def and tied use are both virtual, as (def, use) pairs, after
// making sure the tied use dies at the instruction and is as spillable
// as the def: lowering makes the tied use die there; where it does not
// (or after spilling, where one side is a temporary and the other not), a
// copy of the use is made just before the instruction and tied instead.
// It reports whether it inserted copies (liveness must then be
// recomputed). Linear in the size of the function.
func (p *lsFunc) TiePairs(lv *Liveness) (pairs []tiePair, changed bool) {
	f := p.f
	type fix struct {
		b *mir.Block
		x *mir.Instr
	}
	var fixes []fix
	live := NewLiveSet(len(f.Classes))
	for _, b := range f.Blocks {
		lv.Backward(b, live, func(i int, x *mir.Instr) {
			d, u, ok := x.TiedPair()
			if !ok || !d.IsVirtual() || !u.IsVirtual() || d == u || f.ClassOf(d) != f.ClassOf(u) {
				return
			}
			if live.Has(u) || p.w.Unspillable(d) != p.w.Unspillable(u) {
				fixes = append(fixes, fix{b, x})
				return
			}
			pairs = append(pairs, tiePair{d, u, x})
		})
	}
	for _, fx := range fixes {
		u := fx.x.Uses[fx.x.Tied]
		c := p.w.NewRegLike(u)
		if p.w.Unspillable(fx.x.Defs[0]) {
			p.w.SetUnspillable(c)
		}
		cp := p.w.NewCopy([]mir.Reg{c}, []mir.Reg{u}, "copy")
		for i, y := range fx.b.Instrs {
			if y == fx.x {
				fx.b.Instrs = append(fx.b.Instrs[:i], append([]*mir.Instr{cp}, fx.b.Instrs[i:]...)...)
				break
			}
		}
		fx.x.Uses[fx.x.Tied] = c
		pairs = append(pairs, tiePair{fx.x.Defs[0], c, fx.x})
	}
	return pairs, len(fixes) > 0
}

// tiePair is the def and the tied use of a two-address instruction.
type tiePair struct {
	d, u mir.Reg
	x    *mir.Instr
}

// MergeTies makes the def and the tied use of every two-address
// instruction one value of the working function, so that one interval
// holds both and no allocation can separate them: the def is renamed to
// the use everywhere (TiePairs first makes the use die there). The merged
// value is as wide as the wider of the two. The input's values merged
// away are recorded in merged, and the instructions where a merged value
// takes a new input value in ties. It reports whether anything changed
// (liveness must then be recomputed). Linear in the size of the function.
func (p *lsFunc) MergeTies(lv *Liveness) bool {
	f := p.f
	pairs, changed := p.TiePairs(lv)
	if len(pairs) == 0 {
		return changed
	}
	rename := make(map[mir.Reg]mir.Reg, len(pairs))
	for _, tp := range pairs {
		rename[tp.d] = tp.u
	}
	find := func(r mir.Reg) mir.Reg {
		for {
			n, ok := rename[r]
			if !ok {
				return r
			}
			r = n
		}
	}
	if p.ties == nil {
		p.ties = map[mir.Reg][]*mir.Instr{}
	}
	for _, tp := range pairs {
		r := find(tp.u)
		if wd := f.SpillBytes[tp.d]; wd > 0 && wd > f.SpillBytes[r] {
			f.SpillBytes[r] = wd
		}
		p.ties[r] = append(p.ties[r], tp.x)
	}
	for _, b := range f.Blocks {
		for _, x := range b.Instrs {
			for k, d := range x.Defs {
				if d.IsVirtual() {
					x.Defs[k] = find(d)
				}
			}
			for k, u := range x.Uses {
				if u.IsVirtual() {
					x.Uses[k] = find(u)
				}
			}
		}
	}
	for i, r := range p.merged {
		p.merged[i] = find(r)
	}
	return true
}

// lsPiece is one piece of a value's live interval: the whole interval, or
// a part of it that splitting made. A piece lives in one location: a
// register, or (reg 0, once handled) the value's spill slot.
type lsPiece struct {
	Interval
	reg mir.Reg
	// cur indexes the first range that ends after the scan's position.
	cur int
	// seq orders pieces that start together.
	seq int32
	// class is the value's; the flags that follow share its word.
	class mir.Class
	// moveIn says the piece was cut off the previous piece inside a
	// range: the value moves from that piece's location to this one's at
	// Start() (unless a block begins there: ResolveDataFlow then does it).
	moveIn bool
	// storeIn says the piece, in the value's slot, was cut off the
	// previous piece, in a register, at a def point (an instruction that
	// reads the value from the register and destroys the register): the
	// value is stored from that register at the gap before the
	// instruction, after the moves there.
	storeIn bool
	// handled says a location was chosen.
	handled bool
	// noSpill marks the temporaries of spill code (poletto).
	noSpill bool
	// placed says the piece's ranges are in its register's union
	// (lsWalk.held).
	placed bool
	// In an inactiveSet: whether it is (in), its index in the set's list
	// and heap, and wake, the start of its next range.
	in         bool
	ipos, hidx int32
	wake       Pos
	// weight is the spill weight (poletto).
	weight float64
}

// covers advances the cursor to position p (never backwards) and reports
// whether p is in one of the ranges.
func (pc *lsPiece) covers(p Pos) bool {
	for pc.cur < len(pc.Ranges) && pc.Ranges[pc.cur].To <= p {
		pc.cur++
	}
	return pc.cur < len(pc.Ranges) && pc.Ranges[pc.cur].From <= p
}

// intersect is the first position at or after the cursor that both
// range lists cover.
func intersectFrom(a []Range, i int, b []Range, j int) (Pos, bool) {
	for i < len(a) && j < len(b) {
		x, y := a[i], b[j]
		switch {
		case x.To <= y.From:
			i++
		case y.To <= x.From:
			j++
		default:
			if x.From > y.From {
				return x.From, true
			}
			return y.From, true
		}
	}
	return 0, false
}

// nextRegUse is the first position at or after p where the piece must be
// in a register (maxPos if none).
func (pc *lsPiece) nextRegUse(p Pos) Pos {
	return min(firstNeeding(pc.Uses, p), firstNeeding(pc.Defs, p))
}

func firstNeeding(us []UsePos, p Pos) Pos {
	i := sort.Search(len(us), func(i int) bool { return us[i].Pos >= p })
	for ; i < len(us); i++ {
		if us[i].NeedsReg {
			return us[i].Pos
		}
	}
	return maxPos
}

// lastRegUse is the last position before p where the piece must be in a
// register (-1 if none).
func (pc *lsPiece) lastRegUse(p Pos) Pos {
	return max(lastNeeding(pc.Uses, p), lastNeeding(pc.Defs, p))
}

func lastNeeding(us []UsePos, p Pos) Pos {
	i := sort.Search(len(us), func(i int) bool { return us[i].Pos >= p })
	for i--; i >= 0; i-- {
		if us[i].NeedsReg {
			return us[i].Pos
		}
	}
	return -1
}

// constrained sets, for every register of budget, the first position of
// the piece (use or def) whose operand may not occupy it, into at
// (maxPos where there is none); it stops early once every register has
// one.
func (pc *lsPiece) constrained(budget mir.RegSet, at *[mir.FirstVirtual]Pos) {
	for r := range at {
		at[r] = maxPos
	}
	for _, us := range [][]UsePos{pc.Uses, pc.Defs} {
		var seen mir.RegSet
		for _, u := range us {
			m := budget &^ u.Regs &^ seen
			if m == 0 {
				continue
			}
			for _, r := range m.Regs() {
				if u.Pos < at[r] {
					at[r] = u.Pos
				}
			}
			seen |= m
			if seen == budget {
				break
			}
		}
	}
}

// fixedCursor walks the fixed interval of one physical register.
type fixedCursor struct {
	ranges []Range
	cur    int
}

// from advances to position p and returns the ranges that end after it.
func (fc *fixedCursor) from(p Pos) []Range {
	for fc.cur < len(fc.ranges) && fc.ranges[fc.cur].To <= p {
		fc.cur++
	}
	return fc.ranges[fc.cur:]
}

// lsWalk is the state the scan of both variants keeps: for each class,
// the pieces holding a register that cover the position (active) and
// those in a hole there (inactive), the union of the ranges of both in
// each register (held), and a cursor into every fixed interval.
type lsWalk struct {
	active   [mir.NumClasses][]*lsPiece
	inactive [mir.NumClasses]inactiveSet
	held     [mir.FirstVirtual]*btree.BTreeG[heldRange]
	fixed    [mir.FirstVirtual]fixedCursor
}

// place puts it, which now holds its register from its start (the scan's
// position), on the active list of its class and its ranges into the
// register's union.
func (lw *lsWalk) place(it *lsPiece) {
	lw.active[it.class] = append(lw.active[it.class], it)
	lw.hold(it)
}

// heldRange is one range of a piece in its register's union.
type heldRange struct {
	Range
	pc *lsPiece
}

// hold puts it's ranges into the union of its register: LLVM's
// LiveIntervalUnion. Pieces in one register never overlap, so the union
// is a set of disjoint ranges ordered by start: the first place where a
// piece meets the register's other pieces (firstHeld), and the pieces it
// meets (meeting), are found by searches per range of it, where a walk of
// the inactive pieces would visit, in a large function, every piece that
// wakes before it ends.
func (lw *lsWalk) hold(it *lsPiece) {
	u := lw.held[it.reg]
	if u == nil {
		u = btree.NewG(16, func(a, b heldRange) bool { return a.From < b.From })
		lw.held[it.reg] = u
	}
	for _, rg := range it.Ranges {
		if rg.From < rg.To {
			u.ReplaceOrInsert(heldRange{rg, it})
		}
	}
	it.placed = true
}

// release takes it's ranges out of its register's union.
func (lw *lsWalk) release(it *lsPiece) {
	if !it.placed {
		return
	}
	u := lw.held[it.reg]
	for _, rg := range it.Ranges {
		if rg.From < rg.To {
			u.Delete(heldRange{Range: rg})
		}
	}
	it.placed = false
}

// heldIn calls f, in order, on the held ranges of register r that overlap
// rg, while f returns true.
func (lw *lsWalk) heldIn(r mir.Reg, rg Range, f func(h heldRange) bool) {
	u := lw.held[r]
	if u == nil {
		return
	}
	// The range that starts last at or before rg's start, if it reaches
	// into rg; then those that start inside rg.
	more := true
	u.DescendLessOrEqual(heldRange{Range: rg}, func(h heldRange) bool {
		if h.To > rg.From {
			more = f(h)
		}
		return false
	})
	if !more {
		return
	}
	u.AscendGreaterOrEqual(heldRange{Range: Range{From: rg.From + 1}}, func(h heldRange) bool {
		return h.From < rg.To && f(h)
	})
}

// firstHeld is the first position, before limit, at which cur meets a
// piece that holds register r (placed, active or inactive), and whether
// there is one.
func (lw *lsWalk) firstHeld(r mir.Reg, cur *lsPiece, limit Pos) (Pos, bool) {
	for _, rg := range cur.Ranges {
		if rg.From >= limit {
			break
		}
		at, hit := Pos(0), false
		lw.heldIn(r, rg, func(h heldRange) bool {
			at, hit = max(h.From, rg.From), true
			return false
		})
		if hit {
			return at, at < limit
		}
	}
	return 0, false
}

// meeting are the inactive pieces in register r that meet cur, in list
// order.
func (lw *lsWalk) meeting(r mir.Reg, cur *lsPiece) []*lsPiece {
	var found []*lsPiece
	for _, rg := range cur.Ranges {
		lw.heldIn(r, rg, func(h heldRange) bool {
			if h.pc.in {
				found = append(found, h.pc)
			}
			return true
		})
	}
	return slices.Compact(inOrder(found))
}

// advance moves the pieces of class c between the lists for position p:
// those that ended leave, those in a hole become inactive, those whose
// hole ended become active (Wimmer and Mössenböck's first loop; Poletto
// and Sarkar's ExpireOldIntervals, with LLVM's inactive list). Only the
// inactive pieces that wake by p are looked at.
func (lw *lsWalk) advance(c mir.Class, p Pos) {
	act := lw.active[c][:0]
	var back []*lsPiece
	for _, it := range lw.active[c] {
		switch {
		case it.End() <= p:
			lw.release(it)
		case it.covers(p):
			act = append(act, it)
		default:
			back = append(back, it)
		}
	}
	s := &lw.inactive[c]
	for _, it := range s.woken(p) {
		switch {
		case it.End() <= p:
			s.remove(it)
			lw.release(it)
		case it.covers(p):
			act = append(act, it)
			s.remove(it)
		default:
			s.sleep(it) // a range passed by between two steps
		}
	}
	lw.active[c] = act
	for _, it := range back {
		s.add(it)
	}
}

// remove takes it out of the lists of its class and out of its
// register's union.
func (lw *lsWalk) remove(it *lsPiece) {
	lw.release(it)
	if it.in {
		lw.inactive[it.class].remove(it)
		return
	}
	l := &lw.active[it.class]
	for i, x := range *l {
		if x == it {
			*l = append((*l)[:i], (*l)[i+1:]...)
			return
		}
	}
}

// inactiveSet is the inactive list of one class. A scan that visited every
// inactive piece at every step would be quadratic in a large function:
// pieces whose next range is far away (a value read again in a block laid
// out late) pile up in the list (on average 2,600 at each of the 50,000
// steps of a 62,000-instruction function). So the set keeps its pieces
// twice: in the order the list had (the order in which they became
// inactive, which decides the order of splits and so the output), with
// holes where pieces left, and in a heap per register by wake, the start
// of each piece's next range. A step looks at the pieces that wake by its
// position. (Which pieces the current one meets, the register unions
// answer: lsWalk.held.)
type inactiveSet struct {
	list  []*lsPiece
	heaps [mir.FirstVirtual]wakeHeap
	n     int // pieces in the set
	found []*lsPiece
}

// add puts it, in a hole at the scan's position (its cursor on the next
// range), at the end of the list.
func (s *inactiveSet) add(it *lsPiece) {
	it.in = true
	it.ipos = int32(len(s.list))
	s.list = append(s.list, it)
	s.n++
	s.sleep(it)
}

// sleep puts it (in the list, not in a heap) into its register's heap
// under the start of its next range.
func (s *inactiveSet) sleep(it *lsPiece) {
	it.wake = it.Ranges[it.cur].From
	heap.Push(&s.heaps[it.reg], it)
}

// remove takes it out of the set.
func (s *inactiveSet) remove(it *lsPiece) {
	if it.hidx >= 0 {
		heap.Remove(&s.heaps[it.reg], int(it.hidx))
	}
	s.list[it.ipos] = nil
	it.in = false
	s.n--
	if len(s.list) > 32 && s.n < len(s.list)/2 {
		k := 0
		for _, x := range s.list {
			if x != nil {
				x.ipos = int32(k)
				s.list[k] = x
				k++
			}
		}
		for i := k; i < len(s.list); i++ {
			s.list[i] = nil
		}
		s.list = s.list[:k]
	}
}

// woken takes out of the heaps the pieces that wake by p and returns them
// in list order (they stay in the list until removed).
func (s *inactiveSet) woken(p Pos) []*lsPiece {
	s.found = s.found[:0]
	for r := range s.heaps {
		h := &s.heaps[r]
		for len(*h) > 0 && (*h)[0].wake <= p {
			s.found = append(s.found, heap.Pop(h).(*lsPiece))
		}
	}
	return inOrder(s.found)
}

func inOrder(ps []*lsPiece) []*lsPiece {
	sort.Slice(ps, func(i, j int) bool { return ps[i].ipos < ps[j].ipos })
	return ps
}

// wakeHeap is a heap.Interface over inactive pieces by wake (list order
// among equal wakes) that keeps each piece's index in hidx (-1 once out).
type wakeHeap []*lsPiece

func (h wakeHeap) Len() int { return len(h) }

func (h wakeHeap) Less(i, j int) bool {
	return h[i].wake < h[j].wake || h[i].wake == h[j].wake && h[i].ipos < h[j].ipos
}

func (h wakeHeap) Swap(i, j int) {
	h[i], h[j] = h[j], h[i]
	h[i].hidx, h[j].hidx = int32(i), int32(j)
}

func (h *wakeHeap) Push(x any) {
	it := x.(*lsPiece)
	it.hidx = int32(len(*h))
	*h = append(*h, it)
}

func (h *wakeHeap) Pop() any {
	old := *h
	it := old[len(old)-1]
	old[len(old)-1] = nil
	*h = old[:len(old)-1]
	it.hidx = -1
	return it
}

// holders are the pieces of cur's class in register reg that cur would
// evict: the active ones, and the inactive ones that meet cur.
func (lw *lsWalk) holders(cur *lsPiece, reg mir.Reg) (act, inact []*lsPiece) {
	c := cur.class
	for _, it := range lw.active[c] {
		if it.reg == reg {
			act = append(act, it)
		}
	}
	return act, lw.meeting(reg, cur)
}

// fixedIntersect is the first position at or after p where the fixed
// interval of r and the piece (which starts at p) are both live.
func (lw *lsWalk) fixedIntersect(r mir.Reg, pc *lsPiece, p Pos) (Pos, bool) {
	fr := lw.fixed[r].from(p)
	if len(fr) == 0 || fr[0].From >= pc.End() {
		return 0, false
	}
	return intersectFrom(fr, 0, pc.Ranges, 0)
}

// pieceQueue is the unhandled list: the pieces to allocate, by start
// (then by seq). Initial pieces come sorted; pieces made by splitting
// go into a heap.
type pieceQueue struct {
	sorted []*lsPiece
	next   int
	heap   []*lsPiece
}

func pieceBefore(a, b *lsPiece) bool {
	if a.Start() != b.Start() {
		return a.Start() < b.Start()
	}
	return a.seq < b.seq
}

func (q *pieceQueue) push(pc *lsPiece) {
	q.heap = append(q.heap, pc)
	for i := len(q.heap) - 1; i > 0; {
		p := (i - 1) / 2
		if !pieceBefore(q.heap[i], q.heap[p]) {
			break
		}
		q.heap[i], q.heap[p] = q.heap[p], q.heap[i]
		i = p
	}
}

func (q *pieceQueue) pop() *lsPiece {
	useHeap := len(q.heap) > 0 && (q.next >= len(q.sorted) || pieceBefore(q.heap[0], q.sorted[q.next]))
	if !useHeap {
		if q.next >= len(q.sorted) {
			return nil
		}
		q.next++
		return q.sorted[q.next-1]
	}
	top := q.heap[0]
	n := len(q.heap) - 1
	q.heap[0] = q.heap[n]
	q.heap = q.heap[:n]
	for i := 0; ; {
		l, r, m := 2*i+1, 2*i+2, i
		if l < n && pieceBefore(q.heap[l], q.heap[m]) {
			m = l
		}
		if r < n && pieceBefore(q.heap[r], q.heap[m]) {
			m = r
		}
		if m == i {
			break
		}
		q.heap[i], q.heap[m] = q.heap[m], q.heap[i]
		i = m
	}
	return top
}

// firstConstraint is, among the use and def positions at the piece's
// start, the number of registers the most constrained one allows: pieces
// that start together are allocated most constrained first.
func firstConstraint(pc *lsPiece) int {
	n := 64
	for _, us := range [][]UsePos{pc.Uses, pc.Defs} {
		for _, u := range us {
			if gapOf(u.Pos) != gapOf(pc.Start()) {
				break
			}
			if u.NeedsReg {
				n = min(n, u.Regs.Count())
			}
		}
	}
	return n
}

// budgetFail is the error for a piece of v that finds no register at
// position p.
func (p *lsFunc) budgetFail(num *Numbering, v mir.Reg, at Pos, k int) error {
	idx := num.At(at)
	if idx >= num.Len() {
		idx = num.Len() - 1
	}
	x := num.Instr(idx)
	if o := p.w.Origin(x); o != nil {
		x = o
	}
	if vidx(v) >= len(p.in.Classes) {
		// A copy of an input value made here: name what it copies.
		return &AllocError{Func: p.in.Name, Msg: fmt.Sprintf(
			"no %s register left at %q: the register budget (%d) is below what this instruction needs",
			p.f.ClassOf(v), x.Format(p.t), k)}
	}
	return BudgetError(p.in, p.t, v, x, k)
}

// inputLocs completes a location per value of the working function for
// Work.Output, which reads it for the input's phis: a value MergeTies
// renamed takes the location of the value it was merged into.
func (p *lsFunc) inputLocs(loc []mir.Loc) {
	for i, r := range p.merged {
		if r != vreg(i) && vidx(r) < len(loc) {
			loc[i] = loc[vidx(r)]
		}
	}
}
