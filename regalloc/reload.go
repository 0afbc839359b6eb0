package regalloc

import (
	"math/bits"

	"github.com/ssara-project/ssara/mir"
)

// RemoveRedundantReloads deletes, within each block, the allocator's loads
// of a slot into a register that already holds the slot's value (a reload
// right after the store of the same register, or a second reload with
// nothing in between that writes either), and turns a reload into a
// register move when another register holds the value. It changes only
// Move instructions, so the input's instructions and their locations stay
// as they are; the checker verifies the result like any allocation. It
// returns the number of loads removed or turned into moves.
//
// It reuses only what the registers of regs hold, the allocator's budget
// (BudgetRegs): an argument register outside it that still holds a
// spilled parameter would otherwise serve a later reload, so the value
// would live in a register beyond the budget (an allocation at 4 GPRs
// then cost less than Rath's optimum at that budget, and the checker
// rejects a move from a register outside the budget).
//
// With acrossBlocks, what those registers hold at a block's end flows
// into each successor that has no other predecessor (an extended basic
// block: the interpreter handler reached by one dispatch, the arm of a
// diamond), so a value reloaded in a block serves the single-predecessor
// blocks after it too; a phi of such a block writes its location. The
// blocks are walked in reverse postorder, so a block's only predecessor
// comes first.
func RemoveRedundantReloads(f *mir.Func, regs mir.RegSet, acrossBlocks bool) int {
	n := 0
	order := f.Blocks
	// known[b.ID] is what register mirrored which slot at the end of b,
	// kept for the blocks one of whose successors inherits it.
	var known [][]regSlot
	if acrossBlocks {
		order = mir.ReversePostorder(f)
		known = make([][]regSlot, len(f.Blocks))
	}
	// mirror[r] is 1 + the slot whose value register r holds, or 0; only
	// the registers of regs mirror anything.
	var mirror regSlots
	mirrors := func(r mir.Reg, s int32) {
		if regs.Has(r) {
			mirror[r] = s
		}
	}
	// remat[r] is the input's value that register r holds since a remat
	// of its definition in this block, or 0.
	var remat [mir.FirstVirtual]mir.Reg
	forgetReg := func(r mir.Reg) {
		if r.IsPhys() {
			mirror[r] = 0
			remat[r] = 0
		}
	}
	forgetSlot := mirror.forgetSlot
	write := func(l mir.Loc) {
		if l.IsReg() {
			forgetReg(l.Reg)
		} else if l.IsSlot() {
			forgetSlot(l.Slot)
		}
	}
	for _, b := range order {
		for r := range mirror {
			mirror[r] = 0
			remat[r] = 0
		}
		if acrossBlocks && len(b.Preds) == 1 && b.Preds[0] != b && b.ID != 0 {
			for _, k := range known[b.Preds[0].ID] {
				mirror[k.reg] = k.slot + 1
			}
		}
		kept := b.Instrs[:0]
		for _, in := range b.Instrs {
			switch in.Op {
			case mir.OpPhi:
				for _, l := range in.DefLocs {
					write(l)
				}
			case mir.OpMove:
				src, dst := in.Src, in.Dst
				switch {
				case src.IsReg() && dst.IsSlot():
					forgetSlot(dst.Slot)
					mirrors(src.Reg, dst.Slot+1)
				case src.IsSlot() && dst.IsReg():
					if mirror[dst.Reg] == src.Slot+1 {
						n++
						continue // the register has the value already
					}
					holder := mir.Reg(0)
					for r := range mirror {
						if mirror[r] == src.Slot+1 && mir.Reg(r) != dst.Reg {
							holder = mir.Reg(r)
							break
						}
					}
					if holder != 0 {
						in = mir.NewTransfer(mir.OpMove, dst, mir.RegLoc(holder), in.Class, in.Why)
						n++
					}
					forgetReg(dst.Reg)
					mirrors(dst.Reg, src.Slot+1)
				case src.IsReg() && dst.IsReg():
					forgetReg(dst.Reg)
					mirrors(dst.Reg, mirror[src.Reg])
				default:
					write(dst)
				}
			case mir.OpSwap:
				write(in.Src)
				write(in.Dst)
			case mir.OpRemat:
				if in.Dst.IsReg() && remat[in.Dst.Reg] == in.Remat.Defs[0] && len(in.Remat.Uses) == 0 {
					n++
					continue // the register has the value already
				}
				write(in.Dst)
				if in.Dst.IsReg() && regs.Has(in.Dst.Reg) {
					remat[in.Dst.Reg] = in.Remat.Defs[0]
				}
			case mir.OpCopy:
				if len(in.DefLocs) == 1 && len(in.UseLocs) == 1 {
					s, d := in.UseLocs[0], in.DefLocs[0]
					if s == d {
						// A new name for the value in d: a register
						// that mirrored slot d lacks it, so reloading
						// it would lose the name.
						if d.IsSlot() {
							forgetSlot(d.Slot)
						}
						break
					}
					if s.IsSlot() && d.IsReg() && mirror[d.Reg] == s.Slot+1 {
						// Its destination holds the value already: the
						// copy reads it there and makes no code. The
						// register then holds the copy's name, not the
						// slot's, so it mirrors nothing.
						in.UseLocs[0] = d
						n++
						forgetReg(d.Reg)
						break
					}
					if s.IsSlot() {
						// A copy that reads a slot a register of the
						// budget mirrors reads the register instead.
						for r := range mirror {
							if mirror[r] == s.Slot+1 && mir.RegLoc(mir.Reg(r)) != d {
								s = mir.RegLoc(mir.Reg(r))
								in.UseLocs[0] = s
								n++
								break
							}
						}
					}
					write(d)
					switch {
					case s.IsReg() && d.IsSlot():
						mirrors(s.Reg, d.Slot+1)
					case s.IsSlot() && d.IsReg():
						mirrors(d.Reg, s.Slot+1)
					case s.IsReg() && d.IsReg():
						mirrors(d.Reg, mirror[s.Reg])
					}
					break
				}
				fallthrough
			default:
				for _, l := range in.DefLocs {
					write(l)
				}
				for c := uint64(in.Clobbers); c != 0; c &= c - 1 {
					forgetReg(mir.Reg(bits.TrailingZeros64(c)))
				}
			}
			kept = append(kept, in)
		}
		b.Instrs = kept
		if acrossBlocks && inheritedBySucc(b) {
			for r, s := range mirror {
				if s != 0 {
					known[b.ID] = append(known[b.ID], regSlot{mir.Reg(r), s - 1})
				}
			}
		}
	}
	return n + removeDeadStores(f, regs)
}

// removeDeadStores deletes the stores whose value no later load reads
// (once reloads read registers instead, a value may be stored and never
// loaded): a Move into a slot that is dead after it goes, and a copy
// whose destination is such a slot keeps its value where its source is
// (its destination becomes its source's location, so it makes no code).
// A slot is live where a later Move, Swap, copy, remat or instruction may
// read it before anything writes it; the slots of a block's phis are live
// at the end of its predecessors (the contract of an allocation: they
// hold the phi's argument there). Slot sharing gives a slot to values
// never live together, so a store of another value in between is a
// kill. A copy whose source is a register outside regs (a parameter's
// argument register, outside the budget) keeps its store: its value may
// not stay there. It returns the number of stores removed.
func removeDeadStores(f *mir.Func, regs mir.RegSet) int {
	words := (len(f.Slots) + 63) / 64
	if words == 0 {
		return 0
	}
	set := func(s []uint64, l mir.Loc) {
		if l.IsSlot() && int(l.Slot) < len(f.Slots) {
			s[l.Slot/64] |= 1 << (uint(l.Slot) % 64)
		}
	}
	clear := func(s []uint64, l mir.Loc) {
		if l.IsSlot() && int(l.Slot) < len(f.Slots) {
			s[l.Slot/64] &^= 1 << (uint(l.Slot) % 64)
		}
	}
	has := func(s []uint64, l mir.Loc) bool {
		return l.IsSlot() && int(l.Slot) < len(f.Slots) && s[l.Slot/64]&(1<<(uint(l.Slot)%64)) != 0
	}
	// step moves a live set from after in to before it, taking slots out
	// of it (del) and putting slots in (add).
	step := func(in *mir.Instr, add, del func(mir.Loc)) {
		switch in.Op {
		case mir.OpPhi:
		case mir.OpMove:
			del(in.Dst)
			add(in.Src)
		case mir.OpSwap:
			add(in.Src)
			add(in.Dst)
		case mir.OpRemat:
			del(in.Dst)
			for _, l := range in.Remat.UseLocs {
				add(l)
			}
		default:
			for _, l := range in.DefLocs {
				del(l)
			}
			for _, l := range in.UseLocs {
				add(l)
			}
		}
	}
	n := len(f.Blocks)
	liveIn := make([][]uint64, n)
	phiSlots := make([][]uint64, n)
	for _, b := range f.Blocks {
		liveIn[b.ID] = make([]uint64, words)
		phiSlots[b.ID] = make([]uint64, words)
		for _, x := range b.Phis() {
			for _, l := range x.DefLocs {
				set(phiSlots[b.ID], l)
			}
		}
	}
	liveOut := func(b *mir.Block, out []uint64) {
		for i := range out {
			out[i] = 0
		}
		for _, s := range b.Succs {
			for i := range out {
				out[i] |= liveIn[s.ID][i] | phiSlots[s.ID][i]
			}
		}
	}
	// A block's transfer, composed of its instructions', is live-in =
	// live-out minus kill plus gen: made once per block, as lists of
	// slots, so that the passes over the blocks until nothing changes do
	// not walk the instructions again (a large function's instructions
	// are scattered over memory). A slot taken out adds to kill and
	// leaves gen; one put in adds to gen.
	gen, kill := make([][]int32, n), make([][]int32, n)
	g, k := make([]uint64, words), make([]uint64, words)
	var touched []int32
	touch := func(l mir.Loc) bool {
		if !l.IsSlot() || int(l.Slot) >= len(f.Slots) {
			return false
		}
		if !has(g, l) && !has(k, l) {
			touched = append(touched, l.Slot)
		}
		return true
	}
	sumAdd := func(l mir.Loc) {
		if touch(l) {
			set(g, l)
		}
	}
	sumDel := func(l mir.Loc) {
		if touch(l) {
			set(k, l)
			clear(g, l)
		}
	}
	for _, b := range f.Blocks {
		touched = touched[:0]
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			step(b.Instrs[i], sumAdd, sumDel)
		}
		for _, sl := range touched {
			l := mir.SlotLoc(int(sl))
			if has(g, l) {
				gen[b.ID] = append(gen[b.ID], sl)
			} else {
				kill[b.ID] = append(kill[b.ID], sl)
			}
			clear(g, l)
			clear(k, l)
		}
	}
	live := make([]uint64, words)
	for changed := true; changed; {
		changed = false
		for bi := n - 1; bi >= 0; bi-- {
			b := f.Blocks[bi]
			liveOut(b, live)
			for _, sl := range kill[b.ID] {
				live[sl/64] &^= 1 << (uint(sl) % 64)
			}
			for _, sl := range gen[b.ID] {
				live[sl/64] |= 1 << (uint(sl) % 64)
			}
			for i := range live {
				if live[i] != liveIn[b.ID][i] {
					copy(liveIn[b.ID], live)
					changed = true
					break
				}
			}
		}
	}
	add := func(l mir.Loc) { set(live, l) }
	del := func(l mir.Loc) { clear(live, l) }
	removed := 0
	for _, b := range f.Blocks {
		liveOut(b, live)
		dead := make([]bool, len(b.Instrs))
		any := false
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			in := b.Instrs[i]
			switch {
			case in.Op == mir.OpMove && in.Dst.IsSlot() && !has(live, in.Dst):
				dead[i], any = true, true
				removed++
				continue // nothing written, nothing read
			case in.Op == mir.OpCopy && len(in.DefLocs) == 1 && len(in.UseLocs) == 1 &&
				in.DefLocs[0].IsSlot() && in.DefLocs[0] != in.UseLocs[0] && !has(live, in.DefLocs[0]) &&
				(in.UseLocs[0].IsSlot() || regs.Has(in.UseLocs[0].Reg)):
				in.DefLocs[0] = in.UseLocs[0]
				removed++
			}
			step(in, add, del)
		}
		if any {
			deleteInstrs(b, dead)
		}
	}
	return removed
}

// slotIndex maps slots to instruction indices within one block, reset
// per block in constant time (a generation stamp per slot): a map
// cleared for each block costs its capacity every time, which a large
// function's many slots make quadratic.
type slotIndex struct {
	idx, gen []int32
	cur      int32
}

func newSlotIndex(n int) *slotIndex {
	return &slotIndex{idx: make([]int32, n), gen: make([]int32, n)}
}

func (x *slotIndex) reset() { x.cur++ }

func (x *slotIndex) valid(s int32) bool { return s >= 0 && int(s) < len(x.idx) }

func (x *slotIndex) at(s int32) (int, bool) {
	if !x.valid(s) || x.gen[s] != x.cur {
		return 0, false
	}
	return int(x.idx[s]), true
}

func (x *slotIndex) set(s int32, i int) {
	if x.valid(s) {
		x.idx[s], x.gen[s] = int32(i), x.cur
	}
}

func (x *slotIndex) del(s int32) {
	if x.valid(s) {
		x.gen[s] = 0
	}
}

// isCopyBack reports whether instruction i of instrs, in, is a copy into
// a register outside regs that reads from a slot what a copy before it
// stored there from that register, with only copies into other slots in
// between (the checker's copyBack).
func isCopyBack(in *mir.Instr, instrs []*mir.Instr, i int, regs mir.RegSet) bool {
	if in.Op != mir.OpCopy || len(in.DefLocs) != 1 || len(in.UseLocs) != 1 {
		return false
	}
	d, s := in.DefLocs[0], in.UseLocs[0]
	if !s.IsSlot() || !d.IsReg() || regs.Has(d.Reg) || in.Defs[0] != d.Reg {
		return false
	}
	for j := i - 1; j >= 0; j-- {
		p := instrs[j]
		if p.Op != mir.OpCopy || len(p.UseLocs) != 1 || len(p.DefLocs) != 1 || !p.DefLocs[0].IsSlot() {
			return false
		}
		if p.DefLocs[0] == s {
			return p.UseLocs[0] == d
		}
		if p.UseLocs[0] == d {
			return false // d stored elsewhere first: not the value of s
		}
	}
	return false
}

// deleteInstrs deletes from b the instructions whose index dead marks.
func deleteInstrs(b *mir.Block, dead []bool) {
	kept := b.Instrs[:0]
	for i, in := range b.Instrs {
		if !dead[i] {
			kept = append(kept, in)
		}
	}
	b.Instrs = kept
}

// regSlots is, by physical register, 1 + the slot whose value the
// register holds, or 0.
type regSlots [mir.FirstVirtual]int32

// forgetSlot records that slot s was written: no register holds its
// value any more.
func (m *regSlots) forgetSlot(s int32) {
	for r := range m {
		if m[r] == s+1 {
			m[r] = 0
		}
	}
}

// regSlot says that register reg holds the value of slot slot.
type regSlot struct {
	reg  mir.Reg
	slot int32
}

// inheritedBySucc reports whether a successor of b has b as its only
// predecessor.
func inheritedBySucc(b *mir.Block) bool {
	for _, s := range b.Succs {
		if len(s.Preds) == 1 && s != b {
			return true
		}
	}
	return false
}

// KeepSpilledCopies keeps in a register the value of a copy whose result
// the allocation stores straight to its slot, when a later reload in the
// same block brings it back into a register r of regs that nothing reads
// or writes in between: the copy writes r instead, a Move stores r to the
// slot right after it, and the reload goes. A parameter spilled at entry
// and used at once (`movq %rdi, 8(%rsp); movq 8(%rsp), %rax`) becomes a
// move and a store, one memory access fewer, and r holds nothing else
// there: whatever it held before the copy is dead (the reload overwrote
// it with nothing reading it in between). The copy is still in the
// output with its use where it was; only its def's location changes, to
// a register of the budget.
//
// And a copy into a register outside the budget that reads a slot right
// after a copy that stored that register there (a parameter stored at
// entry and passed at once to a call in the same register) reads the
// register instead: it makes no code, and the register holds the value
// at no point where it did not already (the checker's copyBack).
//
// It returns the number of reloads removed.
func KeepSpilledCopies(f *mir.Func, regs mir.RegSet) int {
	n := 0
	// touched[r] and written[r] are the index in the block of the last
	// instruction that read or wrote register r, and that wrote it, or
	// -1; stored.at(s) is the index of the copy or spill that wrote slot
	// s in the block, absent when something wrote s since.
	var touched, written [mir.FirstVirtual]int
	stored := newSlotIndex(len(f.Slots))
	for _, b := range f.Blocks {
		for r := range touched {
			touched[r], written[r] = -1, -1
		}
		stored.reset()
		var dead []bool
		var after map[int]*mir.Instr // Moves to insert after index i
		touch := func(l mir.Loc, i int) {
			if l.IsReg() {
				touched[l.Reg] = i
			}
		}
		write := func(l mir.Loc, i int) {
			touch(l, i)
			if l.IsReg() {
				written[l.Reg] = i
			}
			if l.IsSlot() {
				stored.del(l.Slot)
			}
		}
		for i, in := range b.Instrs {
			switch in.Op {
			case mir.OpMove:
				if s, r := in.Src, in.Dst; s.IsSlot() && r.IsReg() && regs.Has(r.Reg) {
					// A copy from a register of regs that still holds the
					// value is left alone: that register mirrors the slot
					// (RemoveRedundantReloads), so the reload becomes a
					// move from it, and it may serve further reloads.
					j, ok := stored.at(s.Slot)
					var c *mir.Instr
					if ok {
						c = b.Instrs[j]
						var u mir.Loc
						if c.Op == mir.OpCopy {
							u = c.UseLocs[0]
						} else {
							u = c.Src
						}
						if u.IsReg() && regs.Has(u.Reg) && written[u.Reg] < j {
							ok = false
						}
					}
					if ok && touched[r.Reg] <= j {
						if dead == nil {
							dead = make([]bool, len(b.Instrs))
							after = map[int]*mir.Instr{}
						}
						if c.Op == mir.OpCopy {
							c.DefLocs[0] = r
							after[j] = mir.NewTransfer(mir.OpMove, s, r, in.Class, in.Why)
						} else {
							// A spill whose register was written since:
							// the value goes to r too, at the spill.
							after[j] = mir.NewTransfer(mir.OpMove, r, c.Src, in.Class, in.Why)
						}
						dead[i] = true
						n++
						// The slot keeps the value (stored after the copy);
						// r holds it from the copy on.
						touched[r.Reg], written[r.Reg] = i, i
						stored.del(s.Slot)
						continue
					}
				}
				touch(in.Src, i)
				write(in.Dst, i)
				if in.Src.IsReg() && in.Dst.IsSlot() {
					stored.set(in.Dst.Slot, i)
				}
			case mir.OpSwap:
				write(in.Src, i)
				write(in.Dst, i)
			case mir.OpRemat:
				write(in.Dst, i)
				for _, l := range in.Remat.UseLocs {
					touch(l, i)
				}
			default:
				if isCopyBack(in, b.Instrs, i, regs) {
					// The register has the value (the checker's
					// copyBack); the copy that stored it stays as it
					// is, and so do the copies in between.
					first, _ := stored.at(in.UseLocs[0].Slot)
					for j := first; j < i; j++ {
						if c := b.Instrs[j]; c.Op == mir.OpCopy && c.DefLocs[0].IsSlot() {
							stored.del(c.DefLocs[0].Slot)
						}
					}
					in.UseLocs[0] = in.DefLocs[0]
					n++
				}
				for _, l := range in.UseLocs {
					touch(l, i)
					if in.Op == mir.OpCopy && l.IsSlot() {
						// The slot gets the copy's name too (the
						// checker's rule), which a register loaded
						// before it would lack: a reload after this
						// point reads more than the store put there.
						stored.del(l.Slot)
					}
				}
				for _, l := range in.DefLocs {
					write(l, i)
				}
				for c := uint64(in.Clobbers); c != 0; c &= c - 1 {
					touched[bits.TrailingZeros64(c)] = i
					written[bits.TrailingZeros64(c)] = i
				}
				if u := in.UseLocs; in.Op == mir.OpCopy && len(in.DefLocs) == 1 && len(u) == 1 &&
					in.DefLocs[0].IsSlot() && u[0] != in.DefLocs[0] {
					stored.set(in.DefLocs[0].Slot, i)
				}
			}
		}
		if dead == nil {
			continue
		}
		kept := make([]*mir.Instr, 0, len(b.Instrs))
		for i, in := range b.Instrs {
			if !dead[i] {
				kept = append(kept, in)
			}
			if mv := after[i]; mv != nil {
				kept = append(kept, mv)
			}
		}
		b.Instrs = kept
	}
	return n
}

// RemoveRedundantStores deletes, within each block, a Move that stores a
// register of regs to a slot the register was loaded from, with nothing
// writing either in between (a parallel copy that passes a value through
// a register back to where it was), and then the Moves into registers
// that nothing reads before they are written again or the function ends
// (RegLiveness: a reload whose store went, or whose use a later pass
// took). It changes only Moves, which the checker verifies like any
// allocation. It returns the number of Moves deleted.
func RemoveRedundantStores(f *mir.Func, regs mir.RegSet) int {
	n := 0
	// same[r] is 1 + the slot whose bits register r holds, or 0.
	var same regSlots
	forgetSlot := same.forgetSlot
	write := func(l mir.Loc) {
		if l.IsReg() {
			same[l.Reg] = 0
		} else if l.IsSlot() {
			forgetSlot(l.Slot)
		}
	}
	for _, b := range f.Blocks {
		for r := range same {
			same[r] = 0
		}
		var dead []bool
		for i, in := range b.Instrs {
			switch in.Op {
			case mir.OpMove:
				src, dst := in.Src, in.Dst
				switch {
				case src.IsReg() && dst.IsSlot() && same[src.Reg] == dst.Slot+1:
					if dead == nil {
						dead = make([]bool, len(b.Instrs))
					}
					dead[i] = true
					n++
				case src.IsSlot() && dst.IsReg():
					same[dst.Reg] = 0
					if regs.Has(dst.Reg) {
						same[dst.Reg] = src.Slot + 1
					}
				case src.IsReg() && dst.IsSlot():
					forgetSlot(dst.Slot)
					if regs.Has(src.Reg) {
						same[src.Reg] = dst.Slot + 1
					}
				default:
					write(dst)
				}
			case mir.OpSwap:
				write(in.Src)
				write(in.Dst)
			case mir.OpRemat:
				write(in.Dst)
			default:
				for _, l := range in.DefLocs {
					write(l) // a copy in place too: a new name for the bits
				}
				for c := uint64(in.Clobbers); c != 0; c &= c - 1 {
					same[bits.TrailingZeros64(c)] = 0
				}
				// A copy's source gets the copy's name too (the
				// checker's rule): a register the copy reads holds a
				// name its slot lacks, so storing it there is no
				// longer redundant.
				if in.Op == mir.OpCopy {
					for _, l := range in.UseLocs {
						if l.IsReg() {
							same[l.Reg] = 0
						}
					}
				}
			}
		}
		if dead != nil {
			deleteInstrs(b, dead)
		}
	}
	return n + removeDeadMoves(f)
}

// removeDeadMoves deletes the Moves and remats into registers that are
// dead after them (RegLiveness), and returns how many.
func removeDeadMoves(f *mir.Func) int {
	liveOut := RegLiveness(f)
	n := 0
	for _, b := range f.Blocks {
		live := liveOut[b.ID]
		var dead []bool
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			in := b.Instrs[i]
			if (in.Op == mir.OpMove || in.Op == mir.OpRemat) && in.Dst.IsReg() && !live.Has(in.Dst.Reg) {
				if dead == nil {
					dead = make([]bool, len(b.Instrs))
				}
				dead[i] = true
				n++
				continue // reads nothing, writes nothing
			}
			live = regTransfer(in, live)
		}
		if dead != nil {
			deleteInstrs(b, dead)
		}
	}
	return n
}
