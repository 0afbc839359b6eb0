package regalloc

import (
	"math/bits"
	"sort"

	"github.com/ssara-project/ssara/mir"
)

// Range is the half-open interval of positions [From, To).
type Range struct{ From, To Pos }

// UsePos is one occurrence of a register in an instruction.
type UsePos struct {
	Pos Pos
	// Index is the instruction's index in the numbering.
	Index int32
	// NeedsReg says the operand must be in a register; copies, phis and
	// implicit defs may read or write spill slots instead.
	NeedsReg bool
	// Regs are the registers the operand may occupy when it is in a
	// register: the constraint model's Site.Use or Site.Def (for a
	// register that is several operands of the instruction, the
	// intersection of theirs); for a phi's def and arguments, the budget
	// of the class.
	Regs mir.RegSet
}

// Interval is the live interval of one register: the positions where it is
// live, as sorted, disjoint, non-adjacent ranges (the gaps between them are
// its lifetime holes), with the positions of its uses and defs.
//
// A use at instruction k is at Use(k) and keeps the value live to Use(k)+1;
// a def starts the range at Def(k) (Use(k) if early-clobber; a phi's at its
// block's Start); a def nobody reads occupies [Def(k), Def(k)+1). A phi
// argument is used at End(pred)-1, without needing a register. For a
// physical register (a fixed interval), the ranges are where precoloured
// operands hold it and where clobbers destroy it ([Def(k), Def(k)+1)).
type Interval struct {
	Reg    mir.Reg
	Ranges []Range
	Uses   []UsePos // in increasing position
	Defs   []UsePos // in increasing position
}

// Empty reports whether the register is never live.
func (iv *Interval) Empty() bool { return len(iv.Ranges) == 0 }

// Start is the first position of the interval (0 if empty).
func (iv *Interval) Start() Pos {
	if len(iv.Ranges) == 0 {
		return 0
	}
	return iv.Ranges[0].From
}

// End is the position just past the interval (0 if empty).
func (iv *Interval) End() Pos {
	if len(iv.Ranges) == 0 {
		return 0
	}
	return iv.Ranges[len(iv.Ranges)-1].To
}

// Covers reports whether p is in one of the ranges (O(log ranges)).
func (iv *Interval) Covers(p Pos) bool {
	i := sort.Search(len(iv.Ranges), func(i int) bool { return iv.Ranges[i].To > p })
	return i < len(iv.Ranges) && iv.Ranges[i].From <= p
}

// Intersect is the first position both intervals cover, if any (linear in
// the number of ranges).
func (iv *Interval) Intersect(o *Interval) (Pos, bool) {
	i, j := 0, 0
	for i < len(iv.Ranges) && j < len(o.Ranges) {
		a, b := iv.Ranges[i], o.Ranges[j]
		switch {
		case a.To <= b.From:
			i++
		case b.To <= a.From:
			j++
		default:
			if a.From > b.From {
				return a.From, true
			}
			return b.From, true
		}
	}
	return 0, false
}

// NextUse is the first use at or after p, if any (O(log uses)).
func (iv *Interval) NextUse(p Pos) (UsePos, bool) {
	i := sort.Search(len(iv.Uses), func(i int) bool { return iv.Uses[i].Pos >= p })
	if i < len(iv.Uses) {
		return iv.Uses[i], true
	}
	return UsePos{}, false
}

// SplitAt cuts iv at position p, as a splitting allocator does: iv keeps
// the ranges, uses and defs before p and the returned interval (of the
// same register) those at or after p, a range that covers p being cut in
// two. It returns nil, and leaves iv alone, when nothing of iv is at or
// after p. The parts share their storage with the original, so neither
// may be appended to (their capacities are limited: append copies). The
// cost is O(log(ranges) + log(uses) + log(defs)) plus, when a range
// covers p, a copy of the ranges iv keeps.
func (iv *Interval) SplitAt(p Pos) *Interval {
	i := sort.Search(len(iv.Ranges), func(i int) bool { return iv.Ranges[i].To > p })
	if i == len(iv.Ranges) {
		return nil
	}
	child := &Interval{Reg: iv.Reg}
	if r := iv.Ranges[i]; r.From < p {
		child.Ranges = iv.Ranges[i:]
		iv.Ranges = append(iv.Ranges[:i:i], Range{r.From, p})
		child.Ranges[0].From = p
	} else {
		child.Ranges = iv.Ranges[i:]
		iv.Ranges = iv.Ranges[:i:i]
	}
	cut := func(us []UsePos) ([]UsePos, []UsePos) {
		j := sort.Search(len(us), func(j int) bool { return us[j].Pos >= p })
		return us[:j:j], us[j:]
	}
	iv.Uses, child.Uses = cut(iv.Uses)
	iv.Defs, child.Defs = cut(iv.Defs)
	return child
}

// Intervals are the live intervals of a function's registers on one
// numbering.
type Intervals struct {
	Num *Numbering
	// Virt holds the interval of each virtual register, by dense index.
	Virt []Interval
	// Fixed holds the interval of each physical register.
	Fixed [mir.FirstVirtual]Interval

	// Ranges and Allowed are what BuildRanges makes instead of Virt, by
	// dense index: each virtual register's ranges, and the registers
	// every one of its operands may occupy (the intersection of their
	// UsePos.Regs; all registers for one without operands).
	Ranges  [][]Range
	Allowed []mir.RegSet
}

// Of is the interval of r, virtual or physical.
func (ivs *Intervals) Of(r mir.Reg) *Interval {
	if r.IsVirtual() {
		return &ivs.Virt[vidx(r)]
	}
	return &ivs.Fixed[r]
}

// BuildIntervals computes the live intervals of every register of cons'
// function (which may have several defs per value) on cons' numbering,
// from its liveness lv, walking the blocks backwards once in numbering
// order (Wimmer and Mössenböck's BuildIntervals, with holes). Time and
// memory are linear in the operands plus the live-out sets.
func BuildIntervals(cons *Constraints, lv *Liveness) *Intervals {
	return buildIntervals(cons, lv, false)
}

// BuildRanges is BuildIntervals for an allocator that needs only the
// ranges of the virtual registers and the registers their operands allow:
// it fills Ranges and Allowed instead of Virt (the fixed intervals are
// whole). A large function's uses, defs and intervals were two fifths of
// poletto's live heap (issue 16).
func BuildRanges(cons *Constraints, lv *Liveness) *Intervals {
	return buildIntervals(cons, lv, true)
}

func buildIntervals(cons *Constraints, lv *Liveness, rangesOnly bool) *Intervals {
	num := cons.Numbering()
	f := num.Func()
	ivs := &Intervals{Num: num}
	if rangesOnly {
		ivs.Ranges = make([][]Range, len(f.Classes))
		ivs.Allowed = make([]mir.RegSet, len(f.Classes))
		for i := range ivs.Allowed {
			ivs.Allowed[i] = ^mir.RegSet(0)
		}
	} else {
		ivs.Virt = make([]Interval, len(f.Classes))
		for i := range ivs.Virt {
			ivs.Virt[i].Reg = vreg(i)
		}
	}
	for r := range ivs.Fixed {
		ivs.Fixed[r].Reg = mir.Reg(r)
	}
	// rangesOf is where r's ranges are.
	rangesOf := func(r mir.Reg) *[]Range {
		switch {
		case !r.IsVirtual():
			return &ivs.Fixed[r].Ranges
		case rangesOnly:
			return &ivs.Ranges[vidx(r)]
		}
		return &ivs.Virt[vidx(r)].Ranges
	}
	// addUse and addDef record an operand of r; with merge, a use at the
	// position of r's last one is merged into it.
	addUse := func(r mir.Reg, u UsePos, merge bool) {
		if rangesOnly {
			if r.IsVirtual() {
				ivs.Allowed[vidx(r)] &= u.Regs
			}
			return
		}
		iv := ivs.Of(r)
		if n := len(iv.Uses); merge && n > 0 && iv.Uses[n-1].Pos == u.Pos {
			iv.Uses[n-1].NeedsReg = iv.Uses[n-1].NeedsReg || u.NeedsReg
			iv.Uses[n-1].Regs &= u.Regs
			return
		}
		iv.Uses = append(iv.Uses, u)
	}
	addDef := func(r mir.Reg, d UsePos) {
		if rangesOnly {
			if r.IsVirtual() {
				ivs.Allowed[vidx(r)] &= d.Regs
			}
			return
		}
		iv := ivs.Of(r)
		iv.Defs = append(iv.Defs, d)
	}
	// Ranges, uses and defs are collected in decreasing position order
	// (blocks last to first, instructions backwards) and reversed at the
	// end. Invariant: a register is in live exactly when its last-added
	// range is provisionally open at the current block's Start.
	addRange := func(rs *[]Range, from, to Pos) {
		if n := len(*rs); n > 0 && (*rs)[n-1].From <= to {
			r := &(*rs)[n-1]
			if from < r.From {
				r.From = from
			}
			if to > r.To {
				r.To = to
			}
			return
		}
		*rs = append(*rs, Range{from, to})
	}
	live := NewLiveSet(len(f.Classes))
	order := num.Order()
	for bi := len(order) - 1; bi >= 0; bi-- {
		b := order[bi]
		start, end := num.Start(b), num.End(b)
		live.Reset(lv.Out(b))
		for _, v := range lv.Out(b) {
			addRange(rangesOf(v), start, end)
		}
		// Arguments of the successors' phis are used at the end of b.
		for j, s := range b.Succs {
			if j > 0 && containsBlock(b.Succs[:j], s) {
				continue
			}
			for k, p := range s.Preds {
				if p != b {
					continue
				}
				for _, phi := range s.Phis() {
					if u := phi.Uses[k]; u.IsVirtual() {
						addUse(u, UsePos{Pos: end - 1, Index: int32(num.Index(b, len(b.Instrs)-1)), Regs: cons.Budget(f.ClassOf(u))}, false)
					}
				}
			}
		}
		base := num.Index(b, 0)
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			in := b.Instrs[i]
			k := base + i
			site := cons.Site(k)
			if in.Op == mir.OpPhi {
				d := in.Defs[0]
				rs := rangesOf(d)
				if live.Has(d) {
					(*rs)[len(*rs)-1].From = start
				} else {
					addRange(rs, start, start+1)
				}
				addDef(d, UsePos{Pos: start, Index: int32(k), Regs: cons.Budget(cons.Class(d))})
				live.Remove(d)
				continue
			}
			def := num.Def(k)
			from := def
			if in.EarlyClobber {
				from = num.Use(k)
			}
			for j, d := range in.Defs {
				if !d.IsVirtual() && !d.IsPhys() {
					continue
				}
				rs := rangesOf(d)
				if live.Has(d) {
					(*rs)[len(*rs)-1].From = from
				} else {
					addRange(rs, from, def+1)
				}
				addDef(d, UsePos{Pos: from, Index: int32(k), NeedsReg: !site.SlotDef(j), Regs: site.Def(j)})
				live.Remove(d)
			}
			for c := in.Clobbers &^ physDefs(in); c != 0; c &= c - 1 {
				r := mir.Reg(bits.TrailingZeros64(uint64(c)))
				if r.IsPhys() {
					addRange(&ivs.Fixed[r].Ranges, def, def+1)
				}
			}
			use := num.Use(k)
			for j, u := range in.Uses {
				if !u.IsVirtual() && !u.IsPhys() {
					continue
				}
				if !live.Has(u) {
					addRange(rangesOf(u), start, use+1)
					live.Add(u)
				}
				addUse(u, UsePos{Pos: use, Index: int32(k), NeedsReg: !site.SlotUse(j), Regs: site.Use(j)}, true)
			}
		}
	}
	revRanges := func(rs []Range) {
		for i, j := 0, len(rs)-1; i < j; i, j = i+1, j-1 {
			rs[i], rs[j] = rs[j], rs[i]
		}
	}
	rev := func(iv *Interval) {
		revRanges(iv.Ranges)
		for i, j := 0, len(iv.Uses)-1; i < j; i, j = i+1, j-1 {
			iv.Uses[i], iv.Uses[j] = iv.Uses[j], iv.Uses[i]
		}
		for i, j := 0, len(iv.Defs)-1; i < j; i, j = i+1, j-1 {
			iv.Defs[i], iv.Defs[j] = iv.Defs[j], iv.Defs[i]
		}
	}
	for i := range ivs.Virt {
		rev(&ivs.Virt[i])
	}
	for _, rs := range ivs.Ranges {
		revRanges(rs)
	}
	for r := range ivs.Fixed {
		rev(&ivs.Fixed[r])
	}
	return ivs
}
