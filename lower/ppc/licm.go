package ppc

import (
	"sort"

	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// hoistAddresses moves the address computations of a loop that do not
// change in it and that the allocators rematerialize (a symbol's high
// part, SymHa: "addis 3, 2, x@toc@ha", a GOT entry's or ppc32's "lis";
// a frame object's address, FrameAddr: "addi 3, 1, 168") to the loop's
// preheader, where one computation of each serves the whole loop, as
// llc-14's MachineLICM hoists them: an interpreter's dispatch loop
// computed the high parts of its program's and its jump table's
// addresses, and each handler its stack's address, in every iteration
// (vm.O2 under qemu: 49 executed instructions an iteration against
// llc-14's 33). Under pressure the allocators recompute them where they
// are read instead of keeping them in registers across the loop. A
// symbol's whole address (SymLo, not rematerialized) moves only where the
// loop has a register for it, which the register budget decides
// (hoistWholeAddresses, run by FitBudget). Loops are visited inner
// first, so that an address leaves a nest as far as it can; a loop
// without a preheader (a single predecessor outside it that only jumps
// to the header) keeps its computations. Equal computations moved into
// one preheader, or already there, become one (the later ones' readers
// read the first). Functions that move the stack pointer (dynamic
// allocas) keep their frame addresses where they are.
//
// It runs on the selected code of f (SSA form), after shareHighParts.
func hoistAddresses(f *mir.Func) {
	if len(f.Blocks) < 2 {
		return
	}
	movesSP := false
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == isa.DynAlloca || in.Op == isa.StackRestore {
				movesSP = true
			}
		}
	}
	dom := mir.Dominators(f)
	rename := map[mir.Reg]mir.Reg{}
	for _, lp := range lower.NaturalLoops(f, dom) {
		lower.MoveToPreheader(lp, rename, func(in *mir.Instr) (addrKey, bool) { return hoistKey(in, movesSP) })
	}
	lower.RenameUses(f, rename)
}

// addrKey is what a hoistable computation computes.
type addrKey struct {
	op       mir.Op
	sym      string
	off      int64
	got      bool
	frame    int // FrameAddr's object
	incoming bool
	base     mir.Reg // SymLo's high part
}

// hoistKey reports whether in is a computation hoistAddresses moves, and
// what it computes.
func hoistKey(in *mir.Instr, movesSP bool) (addrKey, bool) {
	if len(in.Defs) != 1 || !in.Defs[0].IsVirtual() || in.Clobbers != 0 || in.Term {
		return addrKey{}, false
	}
	switch in.Op {
	case isa.SymHa:
		s, ok := in.Aux.(*isa.SymRef)
		if !ok || s.TLS != 0 || len(in.Uses) != 0 {
			return addrKey{}, false
		}
		return addrKey{op: in.Op, sym: s.Sym, off: s.Off, got: s.GOT}, true
	case isa.FrameAddr:
		m, ok := in.Aux.(*isa.Mem)
		if !ok || movesSP || len(in.Uses) != 0 {
			return addrKey{}, false
		}
		return addrKey{op: in.Op, off: m.Disp, frame: m.Frame, incoming: m.Incoming}, true
	}
	return addrKey{}, false
}

// wholeMargin is the registers a loop keeps free of the whole addresses
// hoistWholeAddresses moves into its preheader, beyond its measured
// pressure.
const wholeMargin = 1

// hoistWholeAddresses moves a symbol's whole address (SymLo: "addi 5, 3,
// x@toc@l" of a high part computed outside the loop) out of a loop, as
// hoistAddresses moves the high parts, but only while the loop has a
// register to keep it in: the most GPRs its code keeps live at once, and
// the most live across a call in it (which need callee-saved registers),
// plus the addresses already moved, stay at least wholeMargin under the
// register file or the budget gprs (the first gprs registers of the
// allocation order; 0 for the whole file). An interpreter's dispatch loop
// then indexes its program and its jump table from registers, as llc-14's
// code does (MachineLICM weighs register pressure the same way), where it
// added each address's low part in every handler. Moved without that
// test, the addresses made 2% more spill code on the ppc64le corpus with
// every register and 7% (ppc64le) and 13% (ppc32) more at 4 GPRs.
//
// The addresses of one symbol and base are one value; where a loop has
// room for fewer than it reads, those read most often move. Loops are
// visited inner first; an address moved out of an inner loop counts as
// live across the whole of each loop around it. It returns f itself when
// nothing moves, else a changed copy.
func hoistWholeAddresses(f *mir.Func, t isa.Target, gprs int) *mir.Func {
	if len(f.Blocks) < 2 || !hasWholeAddress(f) {
		return f
	}
	regs, saved := lower.BudgetGPRs(t.ForFunc(f), gprs)
	dom := mir.Dominators(f)
	loops := lower.NaturalLoops(f, dom)
	var lv *lower.Liveness
	isCall := func(in *mir.Instr) bool { return in.Op == isa.Call }
	// chosen holds each loop's moved addresses (by its header's ID);
	// moved, every address moved so far with the loops it left.
	chosen := map[int]map[addrKey]bool{}
	type movedOut struct {
		k    addrKey
		from *lower.Loop
	}
	var moved []movedOut
	for _, lp := range loops {
		if lp.Preheader() == nil {
			continue
		}
		defined := map[mir.Reg]bool{}
		for _, b := range lp.Blocks {
			for _, in := range b.Instrs {
				for _, d := range in.Defs {
					defined[d] = true
				}
			}
		}
		// The loop's addresses of an invariant high part, by the number
		// of their computations, in the order they first appear.
		count := map[addrKey]int{}
		var keys []addrKey
		for _, b := range lp.Blocks {
			for _, in := range b.Instrs {
				if k, ok := wholeKey(in); ok && !defined[in.Uses[0]] {
					if count[k] == 0 {
						keys = append(keys, k)
					}
					count[k]++
				}
			}
		}
		if len(keys) == 0 {
			continue
		}
		if lv == nil {
			lv = lower.NewLiveness(f, mir.GPR)
		}
		p := lv.Pressure(lp.Blocks, isCall)
		// The addresses moved out of loops inside this one live across
		// it; moving them on costs it nothing more.
		inside := map[addrKey]bool{}
		for _, m := range moved {
			if lp.Body[m.from.Head.ID] {
				inside[m.k] = true
			}
		}
		room := regs - p.MaxLive - len(inside) - wholeMargin
		if p.Calls {
			room = min(room, saved-p.MaxAcrossCall-len(inside)-wholeMargin)
		}
		sort.SliceStable(keys, func(i, j int) bool { return count[keys[i]] > count[keys[j]] })
		pick := map[addrKey]bool{}
		for _, k := range keys {
			if inside[k] {
				pick[k] = true
			} else if room > 0 {
				pick[k] = true
				room--
			}
		}
		if len(pick) == 0 {
			continue
		}
		chosen[lp.Head.ID] = pick
		for k := range pick {
			if !inside[k] {
				moved = append(moved, movedOut{k, lp})
			}
		}
	}
	if len(chosen) == 0 {
		return f
	}
	g := f.Clone()
	gdom := mir.Dominators(g)
	rename := map[mir.Reg]mir.Reg{}
	for _, lp := range lower.NaturalLoops(g, gdom) {
		pick := chosen[lp.Head.ID]
		if pick == nil {
			continue
		}
		lower.MoveToPreheader(lp, rename, func(in *mir.Instr) (addrKey, bool) {
			if k, ok := wholeKey(in); ok && pick[k] {
				return k, true
			}
			return addrKey{}, false
		})
	}
	lower.RenameUses(g, rename)
	return g
}

// hasWholeAddress reports whether f computes a symbol's whole address
// (hoistWholeAddresses' quick test).
func hasWholeAddress(f *mir.Func) bool {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if _, ok := wholeKey(in); ok {
				return true
			}
		}
	}
	return false
}

// wholeKey reports whether in is a symbol's whole address that
// hoistWholeAddresses may move (not a thread-local one or a GOT load),
// and what it computes: its symbol, offset and high part.
func wholeKey(in *mir.Instr) (addrKey, bool) {
	if in.Op != isa.SymLo || len(in.Defs) != 1 || !in.Defs[0].IsVirtual() || len(in.Uses) != 1 ||
		!in.Uses[0].IsVirtual() || in.Clobbers != 0 || in.Term {
		return addrKey{}, false
	}
	s, ok := in.Aux.(*isa.SymRef)
	if !ok || s.TLS != 0 || s.GOT {
		return addrKey{}, false
	}
	return addrKey{op: in.Op, sym: s.Sym, off: s.Off, base: in.Uses[0]}, true
}
