package regalloc

import (
	"github.com/ssara-project/ssara/mir"
)

// Work is an allocator's working copy of its input: the function it
// rewrites (edges split, phis lifted or deconstructed, spill code added)
// while the input stays as it was for the checker. It remembers, for every
// working instruction, the input instruction it is a copy of, and for the
// copies the allocator made, why (the Move's Why in the output: "phi",
// "phi-lift", "spill", "reload", ...). Spill records which values live in
// spill slots and which temporaries may not be spilled.
//
// The output builder (Work.Output) turns a Work and a location per virtual
// register back into an allocation of In.
type Work struct {
	// In is the allocator's input; it is never modified.
	In *mir.Func
	// F is the working copy.
	F *mir.Func
	// SplitEdges counts the edges split in F.
	SplitEdges int
	// CarryReloads lets Output's RemoveRedundantReloads carry register
	// contents into single-predecessor successors (false: reloads are
	// reused within blocks only).
	CarryReloads bool
	// NoSpillCleanup leaves Output's KeepSpilledCopies and
	// RemoveRedundantStores out (the SSA allocator's paper levels).
	NoSpillCleanup bool

	// origin lists the input's instructions, in block order: a working
	// instruction that copies one has its index + 1 in Orig.
	origin []*mir.Instr
	why    map[*mir.Instr]string
	// per virtual register of F (dense index), grown with F
	slot        []int32 // spill slot of a value that lives in memory, or -1
	unspillable []bool
	remat       []*mir.Instr // the definition Spill recomputes instead of reloading
	gone        []bool       // rematerialized by Spill: no longer in F
	// spilledIn marks, by block ID, the blocks the last Spill changed,
	// and spillMade the instructions it made.
	spilledIn []bool
	spillMade map[*mir.Instr]bool
}

// NewWork makes a working copy of in.
func NewWork(in *mir.Func) *Work {
	n := 0
	for _, b := range in.Blocks {
		n += len(b.Instrs)
	}
	w := &Work{In: in, F: in.Clone(), origin: make([]*mir.Instr, 0, n), why: map[*mir.Instr]string{}}
	for i, b := range w.F.Blocks {
		for j, x := range b.Instrs {
			w.origin = append(w.origin, in.Blocks[i].Instrs[j])
			x.Orig = int32(len(w.origin))
		}
	}
	w.grow()
	return w
}

func (w *Work) grow() {
	n, old := len(w.F.Classes), len(w.slot)
	if old >= n {
		return
	}
	c := n + n/8 // see ssaAlloc.grow
	w.slot = growTo(w.slot, n, c)
	for i := old; i < n; i++ {
		w.slot[i] = -1
	}
	w.unspillable = growTo(w.unspillable, n, c)
	w.remat = growTo(w.remat, n, c)
	w.gone = growTo(w.gone, n, c)
}

// Origin is the input instruction that working instruction x copies, or
// nil for an instruction the allocator made (a copy, or the jump of a
// split edge).
func (w *Work) Origin(x *mir.Instr) *mir.Instr {
	if x.Orig <= 0 || int(x.Orig) > len(w.origin) {
		return nil
	}
	return w.origin[x.Orig-1]
}

// Why says why the allocator made copy x ("" if it did not).
func (w *Work) Why(x *mir.Instr) string { return w.why[x] }

// Made reports whether x is a copy the allocator made.
func (w *Work) Made(x *mir.Instr) bool { _, ok := w.why[x]; return ok }

// Forget makes x an ordinary instruction again (a copy the allocator
// removes from the code, say).
func (w *Work) Forget(x *mir.Instr) { delete(w.why, x) }

// NewReg makes a fresh virtual register of class c in F.
func (w *Work) NewReg(c mir.Class) mir.Reg {
	r := w.F.NewReg(c)
	w.grow()
	return r
}

// NewRegLike makes a fresh virtual register for a copy of virtual
// register r in F: of r's class and width (mir.Func.NewRegLike).
func (w *Work) NewRegLike(r mir.Reg) mir.Reg {
	v := w.F.NewRegLike(r)
	w.grow()
	return v
}

// NewCopy makes (without inserting it) an allocator copy dsts := srcs; with
// several registers on each side it is a parallel copy: every source is
// read before any destination is written. why must not be empty.
func (w *Work) NewCopy(dsts, srcs []mir.Reg, why string) *mir.Instr {
	x := mir.NewInstr(mir.OpCopy, dsts, srcs, nil)
	w.why[x] = why
	return x
}

// NewRemat makes (without inserting it) an allocator instruction that
// recomputes the value def defines into a fresh register like it: def is a
// working instruction that copies an input instruction the target calls
// Rematerializable. The output builder turns it into an OpRemat of the
// input's instruction.
func (w *Work) NewRemat(def *mir.Instr) (*mir.Instr, mir.Reg) {
	d := w.NewRegLike(def.Defs[0])
	x := def.Clone()
	x.Defs = []mir.Reg{d}
	x.Placement = nil
	x.Orig = def.Orig // the input's definition, as def's
	w.why[x] = "remat"
	return x, d
}

// SetUnspillable marks v as a value no spill may choose (a short-lived
// temporary of spill code).
func (w *Work) SetUnspillable(v mir.Reg) { w.unspillable[vidx(v)] = true }

// Unspillable reports whether v was marked unspillable.
func (w *Work) Unspillable(v mir.Reg) bool { return w.unspillable[vidx(v)] }

// SetRemat marks v as a value that Spill rematerializes instead of storing
// and reloading it: def must be the only definition of v in F, a working
// instruction that copies an input instruction the target calls
// Rematerializable, with no uses (so it can run anywhere). A nil def
// clears the mark. SpillCosts prices a marked value by its uses alone.
func (w *Work) SetRemat(v mir.Reg, def *mir.Instr) { w.remat[vidx(v)] = def }

// RematOf is the definition SetRemat gave v, or nil.
func (w *Work) RematOf(v mir.Reg) *mir.Instr { return w.remat[vidx(v)] }

// Rematerialized reports whether Spill rematerialized v: v no longer
// occurs in F (its definition writes a dead temporary, its uses read
// remats), so it needs no location and is not a graph node.
func (w *Work) Rematerialized(v mir.Reg) bool { return v.IsVirtual() && w.gone[vidx(v)] }

// SlotOf is the spill slot of v, if Spill put it in memory.
func (w *Work) SlotOf(v mir.Reg) (int, bool) {
	s := w.slot[vidx(v)]
	return int(s), s >= 0
}

// InMemory reports whether Spill put v in a spill slot.
func (w *Work) InMemory(v mir.Reg) bool { return v.IsVirtual() && w.slot[vidx(v)] >= 0 }

// insertBeforeTerm puts x just before b's terminator.
func insertBeforeTerm(b *mir.Block, x *mir.Instr) {
	n := len(b.Instrs)
	b.Instrs = append(b.Instrs, nil)
	b.Instrs[n] = b.Instrs[n-1]
	b.Instrs[n-1] = x
}
