package lower

import "github.com/ssara-project/ssara/mir"

// Register pressure of selected code, for the passes that move a value's
// computation out of a loop only where the loop has a register to keep it
// in (llc-14's MachineLICM weighs the same question): the most virtual
// registers of one class live at once in a set of blocks, and the most
// live across one call there.
//
// Liveness is found value by value, SSA-style: from each read, up the
// predecessors to the definition (a phi's operand is read at the end of
// its predecessor), so the cost is the size of the live ranges in blocks,
// as for the allocators' liveness. Only virtual registers count; the
// physical ones of calling conventions are short-lived and fixed.

// Pressure is what LoopPressure measures over a set of blocks.
type Pressure struct {
	// MaxLive is the most registers of the class live at one point
	// (a definition nothing reads counts at its instruction).
	MaxLive int
	// MaxAcrossCall is the most live across one call: live after it and
	// not defined by it. Such values need callee-saved registers.
	MaxAcrossCall int
	// Calls says whether the blocks hold a call.
	Calls bool
}

// Liveness is the blocks' live-out sets of f's virtual registers of one
// class.
type Liveness struct {
	f       *mir.Func
	class   mir.Class
	liveOut [][]mir.Reg // by block ID
}

// NewLiveness computes the live-out sets of f's virtual registers of class
// c (f in SSA form: one definition per register, dominating its reads).
func NewLiveness(f *mir.Func, c mir.Class) *Liveness {
	nb := 0
	for _, b := range f.Blocks {
		if b.ID >= nb {
			nb = b.ID + 1
		}
	}
	lv := &Liveness{f: f, class: c, liveOut: make([][]mir.Reg, nb)}
	def := make([]*mir.Block, len(f.Classes))
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, d := range in.Defs {
				if d.IsVirtual() {
					def[d-mir.FirstVirtual] = b
				}
			}
		}
	}
	// inMark and outMark say, by block ID, which register the block was
	// last found live into or out of: each register's reads are walked
	// one after the other, so a register's marks are all that count.
	inMark := make([]mir.Reg, nb)
	outMark := make([]mir.Reg, nb)
	var work []*mir.Block
	var liveOutOf func(r mir.Reg, p *mir.Block)
	liveInto := func(r mir.Reg, b *mir.Block) {
		work = append(work[:0], b)
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			if inMark[x.ID] == r || def[r-mir.FirstVirtual] == x {
				continue
			}
			inMark[x.ID] = r
			for _, p := range x.Preds {
				if outMark[p.ID] != r {
					outMark[p.ID] = r
					lv.liveOut[p.ID] = append(lv.liveOut[p.ID], r)
				}
				work = append(work, p)
			}
		}
	}
	liveOutOf = func(r mir.Reg, p *mir.Block) {
		if outMark[p.ID] != r {
			outMark[p.ID] = r
			lv.liveOut[p.ID] = append(lv.liveOut[p.ID], r)
		}
		liveInto(r, p)
	}
	// The reads, register by register (a read in the defining block
	// itself says nothing about the blocks before it).
	rs := newReaders(f, func(r mir.Reg, b *mir.Block, edge bool) bool {
		return f.ClassOf(r) == c && (edge || def[r-mir.FirstVirtual] != b)
	})
	for i := range f.Classes {
		r := mir.FirstVirtual + mir.Reg(i)
		for _, rd := range rs.of(r) {
			if rd.edge {
				liveOutOf(r, rd.b)
			} else {
				liveInto(r, rd.b)
			}
		}
	}
	return lv
}

// LiveOut lists the registers live out of b (in no particular order).
func (lv *Liveness) LiveOut(b *mir.Block) []mir.Reg { return lv.liveOut[b.ID] }

// Pressure measures the blocks of the function; isCall says which
// instructions are calls.
func (lv *Liveness) Pressure(blocks []*mir.Block, isCall func(*mir.Instr) bool) Pressure {
	return lv.PressureOf(blocks, isCall, nil)
}

// PressureOf is Pressure counting only the registers counts accepts (all
// for nil) where they are live out of a block: HoistInvariants counts
// the values its loop reads or writes, not those that only live through
// it, which an allocator may keep in memory there.
func (lv *Liveness) PressureOf(blocks []*mir.Block, isCall func(*mir.Instr) bool, counts func(mir.Reg) bool) Pressure {
	var p Pressure
	live := map[mir.Reg]bool{}
	f, c := lv.f, lv.class
	for _, b := range blocks {
		clear(live)
		for _, r := range lv.liveOut[b.ID] {
			if counts == nil || counts(r) {
				live[r] = true
			}
		}
		cur := len(live)
		p.MaxLive = max(p.MaxLive, cur)
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			in := b.Instrs[i]
			// A definition nothing reads still takes a register at its
			// instruction.
			dead := 0
			for _, d := range in.Defs {
				if d.IsVirtual() && f.ClassOf(d) == c && !live[d] {
					dead++
				}
			}
			p.MaxLive = max(p.MaxLive, cur+dead)
			for _, d := range in.Defs {
				if live[d] {
					delete(live, d)
					cur--
				}
			}
			if isCall(in) {
				p.Calls = true
				p.MaxAcrossCall = max(p.MaxAcrossCall, cur)
			}
			if in.Op == mir.OpPhi {
				continue
			}
			for _, u := range in.Uses {
				if u.IsVirtual() && f.ClassOf(u) == c && !live[u] {
					live[u] = true
					cur++
				}
			}
			p.MaxLive = max(p.MaxLive, cur)
		}
	}
	return p
}
