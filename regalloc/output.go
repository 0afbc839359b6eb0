package regalloc

import (
	"github.com/ssara-project/ssara/mir"
)

// Output builds an allocated function block by block: the skeleton every
// allocator's result shares (blocks and edges of the working function with
// their IDs, names and frequencies; the input's name, classes, frame,
// payload, SpillBytes and ReturnsTwice), spill slots, the temporary slot of
// parallel copies, moves, and the input's instructions with locations.
// Finish computes SavedRegs from what the code writes.
//
// Allocators that assign one location per value use Work.Output, which
// drives an Output; allocators that decide locations instruction by
// instruction (the baselines) drive one themselves.
type Output struct {
	// F is the function being built.
	F   *mir.Func
	t   mir.Target
	src *mir.Func // for the widest slot of a class
	tmp [mir.NumClasses]int
	// arena makes the instructions that Instr, Remat and Move append.
	arena mir.Arena
}

// NewOutput starts the allocation of in, whose working copy (same blocks
// first, split-edge blocks after) is work.
func NewOutput(in, work *mir.Func, t mir.Target) *Output {
	out := &mir.Func{Name: in.Name, Classes: in.Classes, Frame: in.Frame, Aux: in.Aux,
		SpillBytes: in.SpillBytes, ReturnsTwice: in.ReturnsTwice, Pos: in.Pos}
	for _, b := range work.Blocks {
		out.Blocks = append(out.Blocks, &mir.Block{ID: b.ID, Name: b.Name, Freq: b.Freq})
	}
	for _, b := range work.Blocks {
		nb := out.Blocks[b.ID]
		for _, s := range b.Succs {
			nb.Succs = append(nb.Succs, out.Blocks[s.ID])
		}
		for _, p := range b.Preds {
			nb.Preds = append(nb.Preds, out.Blocks[p.ID])
		}
	}
	o := &Output{F: out, t: t, src: work}
	for c := range o.tmp {
		o.tmp[c] = -1
	}
	return o
}

// NewSlot adds a spill slot of size bytes (aligned to its size).
func (o *Output) NewSlot(size int64) mir.Loc {
	o.F.Slots = append(o.F.Slots, mir.Slot{Size: size, Align: size})
	return mir.SlotLoc(len(o.F.Slots) - 1)
}

// TempSlot is the slot through which parallel copies of class c break
// cycles through memory, made on first use, as wide as the widest value of
// the class.
func (o *Output) TempSlot(c mir.Class) mir.Loc {
	if o.tmp[c] < 0 {
		o.tmp[c] = int(o.NewSlot(o.src.MaxSlotSize(o.t, c)).Slot)
	}
	return mir.SlotLoc(o.tmp[c])
}

// Append adds x at the end of block b.
func (o *Output) Append(b int, x ...*mir.Instr) {
	o.F.Blocks[b].Instrs = append(o.F.Blocks[b].Instrs, x...)
}

// NewMove makes a move of a value of class c.
func NewMove(dst, src mir.Loc, c mir.Class, why string) *mir.Instr {
	return mir.NewTransfer(mir.OpMove, dst, src, c, why)
}

// Move appends a move of a value of class c to block b.
func (o *Output) Move(b int, dst, src mir.Loc, c mir.Class, why string) {
	o.Append(b, o.arena.NewTransfer(mir.OpMove, dst, src, c, why))
}

// Remat appends an OpRemat: def, the input's definition of a value, executed
// again into register dst, reading its uses from useLocs.
func (o *Output) Remat(b int, def *mir.Instr, dst mir.Loc, useLocs []mir.Loc) {
	x := o.arena.ClonePlaced(def, []mir.Loc{dst}, useLocs)
	r := o.arena.NewTransfer(mir.OpRemat, dst, mir.Loc{}, o.F.ClassOf(def.Defs[0]), "remat")
	r.Remat = x
	o.Append(b, r)
}

// Instr appends a copy of the input's instruction orig with the given
// locations of its defs and uses (phis have no use locations: give nil).
func (o *Output) Instr(b int, orig *mir.Instr, defLocs, useLocs []mir.Loc) {
	if orig.Op == mir.OpPhi {
		useLocs = nil
	}
	o.Append(b, o.arena.ClonePlaced(orig, defLocs, useLocs))
}

// ParallelCopy appends to block b the moves and swaps that perform the
// parallel copy pm (SequentializeParallelCopy, with TempSlot for cycles
// through memory).
func (o *Output) ParallelCopy(b int, pm []ParMove) {
	o.Append(b, SequentializeParallelCopy(pm, o.TempSlot)...)
}

// ParallelCopyWhy is ParallelCopy with why as the Why of the moves and
// swaps (ParallelCopy's are "phi"): the resolution moves of a splitting
// allocator, say.
func (o *Output) ParallelCopyWhy(b int, pm []ParMove, why string) {
	xs := SequentializeParallelCopy(pm, o.TempSlot)
	for _, x := range xs {
		x.Why = why
	}
	o.Append(b, xs...)
}

// Finish sets SavedRegs, the callee-saved registers the code writes (defs,
// move destinations, both sides of swaps), and returns the function.
func (o *Output) Finish() *mir.Func {
	o.F.SavedRegs = WrittenRegs(o.F) & o.t.CalleeSaved()
	return o.F
}

// WrittenRegs is the set of registers f's code writes: def locations,
// move destinations and both sides of swaps.
func WrittenRegs(f *mir.Func) mir.RegSet {
	var s mir.RegSet
	note := func(l mir.Loc) {
		if l.IsReg() {
			s = s.Add(l.Reg)
		}
	}
	for _, b := range f.Blocks {
		for _, x := range b.Instrs {
			switch x.Op {
			case mir.OpMove, mir.OpRemat:
				note(x.Dst)
			case mir.OpSwap:
				note(x.Dst)
				note(x.Src)
			default:
				for _, l := range x.DefLocs {
					note(l)
				}
			}
		}
	}
	return s
}

// Output builds the allocation of w.In from w.F and a location for every
// virtual register of w.F (loc, by dense index; physical registers are
// their own location):
//
//   - every working instruction that copies an input instruction becomes
//     that instruction with the locations of the working operands (its own
//     DefLocs and UseLocs where the allocator set them, for allocators that
//     place one value differently at different instructions);
//   - an allocator copy becomes a Move with its Why, or nothing when both
//     sides got the same location (a "phi-lift" copy then counts in
//     st.CoalescedCopies); a parallel copy (Why "phi", or any copy with
//     several defs) becomes the moves and swaps of
//     SequentializeParallelCopy, with its Why, and for "phi" the pairs
//     given one location counted in st.CoalescedCopies (and in
//     st.FixedPoints when in a register); an allocator copy (or remat)
//     whose DefLocs and UseLocs the allocator set moves between those
//     locations instead of its registers' (a splitting allocator's moves
//     between the pieces of one value);
//   - a working block with phis is a block of the input: before the
//     terminator of its single-successor predecessors come the parallel
//     copies of its phis (st.FixedPoints counts the arguments already in
//     their destination's register); a block of the input whose phis
//     Deconstruct removed gets them back, its destinations' locations as
//     their def locations;
//   - the jumps of split edges stay.
//
// Output consumes w: each working block's instructions but its phis (which
// its predecessors' parallel copies read) are let go as soon as the block
// is written, so a large function's working copy and its output are not
// both kept whole (issue 16). w is not to be used afterwards.
//
// Slots are those of w.F. SavedRegs is set from the code; when reuse is
// not empty, RemoveRedundantReloads runs last, reusing the contents of the
// registers of reuse (the allocator's budget, BudgetRegs), across
// single-predecessor edges if w.CarryReloads. st.Count counts the result.
// Output is linear in the size of the function.
func (w *Work) Output(t mir.Target, loc []mir.Loc, reuse mir.RegSet, st *Stats) *mir.Func {
	f := w.F
	o := NewOutput(w.In, f, t)
	o.F.Slots = append([]mir.Slot(nil), f.Slots...)
	locOf := func(r mir.Reg) mir.Loc {
		if r.IsVirtual() {
			return loc[vidx(r)]
		}
		return mir.RegLoc(r)
	}
	// locs are the locations of x's defs (or uses): those the allocator
	// gave x, if it placed x, else those of the registers, in a scratch
	// array for each (valid until the next call for defs or for uses:
	// what is appended copies them).
	var scratch [2][]mir.Loc
	locs := func(x *mir.Instr, uses bool) []mir.Loc {
		rs := x.Defs
		var given []mir.Loc
		if uses {
			rs = x.Uses
		}
		if x.Placed() {
			given = x.DefLocs
			if uses {
				given = x.UseLocs
			}
		}
		if len(given) == len(rs) && len(rs) > 0 {
			return given
		}
		k := 0
		if uses {
			k = 1
		}
		ls := scratch[k][:0]
		for _, r := range rs {
			ls = append(ls, locOf(r))
		}
		scratch[k] = ls
		return ls
	}
	for _, b := range f.Blocks {
		if b.ID < len(w.In.Blocks) && len(b.Phis()) == 0 {
			for _, phi := range w.In.Blocks[b.ID].Phis() {
				o.Instr(b.ID, phi, []mir.Loc{locOf(phi.Defs[0])}, nil)
			}
		}
		for _, x := range b.Instrs {
			if why, made := w.why[x]; made {
				if x.Op == mir.OpPhi {
					// A phi of the allocator's (SplitAroundCalls): only
					// the parallel copies at its predecessors' ends.
					continue
				}
				if why == "remat" {
					o.Remat(b.ID, w.Origin(x), locs(x, false)[0], locs(x, true))
					continue
				}
				dls, uls := locs(x, false), locs(x, true)
				if why == "phi" || len(x.Defs) > 1 {
					var pm []ParMove
					for k, d := range x.Defs {
						dst, src := dls[k], uls[k]
						if dst == src && why == "phi" {
							st.CoalescedCopies++
							if dst.IsReg() {
								st.FixedPoints++
							}
						}
						pm = append(pm, ParMove{Dst: dst, Src: src, Class: RegClass(f, t, d)})
					}
					o.ParallelCopyWhy(b.ID, pm, why)
					continue
				}
				src, dst := uls[0], dls[0]
				if src == dst {
					if why == "phi-lift" {
						st.CoalescedCopies++
					}
					continue
				}
				o.Move(b.ID, dst, src, RegClass(f, t, x.Defs[0]), why)
				continue
			}
			if x.Term && len(b.Succs) == 1 {
				s := b.Succs[0]
				k := s.PredIndex(b)
				var pm []ParMove
				for _, phi := range s.Phis() {
					dst, src := locOf(phi.Defs[0]), locOf(phi.Uses[k])
					if dst == src && dst.IsReg() {
						st.FixedPoints++
					}
					pm = append(pm, ParMove{Dst: dst, Src: src, Class: RegClass(f, t, phi.Defs[0])})
				}
				o.ParallelCopy(b.ID, pm)
			}
			orig := w.Origin(x)
			if orig == nil {
				orig = x // the jump of a split edge
			}
			var useLocs []mir.Loc
			if x.Op != mir.OpPhi {
				useLocs = locs(x, true)
			}
			o.Instr(b.ID, orig, locs(x, false), useLocs)
		}
		w.release(b)
	}
	w.origin = nil
	out := o.Finish()
	if reuse != 0 {
		if !w.NoSpillCleanup {
			KeepSpilledCopies(out, reuse)
		}
		RemoveRedundantReloads(out, reuse, w.CarryReloads)
		if !w.NoSpillCleanup {
			RemoveRedundantStores(out, reuse)
		}
	}
	st.Count(out)
	return out
}

// release lets go of working block b's instructions after its phis, and of
// why w made them: Output has written them.
func (w *Work) release(b *mir.Block) {
	n := len(b.Phis())
	for j := n; j < len(b.Instrs); j++ {
		delete(w.why, b.Instrs[j])
		b.Instrs[j] = nil
	}
	b.Instrs = b.Instrs[:n:n]
}
