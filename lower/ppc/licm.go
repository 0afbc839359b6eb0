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
	for _, lp := range naturalLoops(f, dom) {
		moveToPreheader(lp, dom, rename, func(in *mir.Instr) (addrKey, bool) { return hoistKey(in, movesSP) })
	}
	renameUses(f, rename)
}

// moveToPreheader moves the instructions of lp's body that keyOf accepts
// to the end of its preheader (before its jump), in reverse postorder;
// of equal ones (by their key), moved or already in the preheader, the
// first stays and the others go, their definitions recorded in rename as
// the first's. The instructions must read nothing defined in the loop.
// A loop without a preheader is left as it is.
func moveToPreheader(lp *loop, dom *mir.DomTree, rename map[mir.Reg]mir.Reg, keyOf func(*mir.Instr) (addrKey, bool)) {
	pre := preheader(lp)
	if pre == nil {
		return
	}
	// seen holds the computations the preheader has, by what they
	// compute.
	seen := map[addrKey]mir.Reg{}
	for _, in := range pre.Instrs {
		if k, ok := keyOf(in); ok {
			if _, dup := seen[k]; !dup {
				seen[k] = in.Defs[0]
			}
		}
	}
	var moved []*mir.Instr
	for _, b := range dom.RPO {
		if !lp.body[b.ID] {
			continue
		}
		out := b.Instrs[:0]
		for _, in := range b.Instrs {
			k, ok := keyOf(in)
			if !ok {
				out = append(out, in)
				continue
			}
			if r, ok := seen[k]; ok {
				rename[in.Defs[0]] = r
				continue
			}
			seen[k] = in.Defs[0]
			moved = append(moved, in)
		}
		b.Instrs = out
	}
	if len(moved) == 0 {
		return
	}
	at := len(pre.Instrs)
	for at > 0 && pre.Instrs[at-1].Term {
		at--
	}
	var pos mir.Pos
	if at < len(pre.Instrs) {
		pos = pre.Instrs[at].Pos
	}
	for _, in := range moved {
		in.Pos = pos
	}
	code := append(append(append([]*mir.Instr(nil), pre.Instrs[:at]...), moved...), pre.Instrs[at:]...)
	pre.Instrs = code
}

// renameUses makes f's reads of the registers in rename read what they
// were renamed to (through chains of renames).
func renameUses(f *mir.Func, rename map[mir.Reg]mir.Reg) {
	if len(rename) == 0 {
		return
	}
	find := func(r mir.Reg) mir.Reg {
		for {
			s, ok := rename[r]
			if !ok {
				return r
			}
			r = s
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for k, u := range in.Uses {
				in.Uses[k] = find(u)
			}
		}
	}
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

// loop is a natural loop: its header and the blocks of its body (by ID,
// the header included).
type loop struct {
	head *mir.Block
	body map[int]bool
}

// naturalLoops lists f's natural loops, one per header (the back edges
// to it merged), inner first: by the size of the body, then by the
// header's place in reverse postorder.
func naturalLoops(f *mir.Func, dom *mir.DomTree) []*loop {
	byHead := map[*mir.Block]*loop{}
	var out []*loop
	for _, b := range dom.RPO {
		for _, h := range b.Succs {
			if !dom.Dominates(h, b) {
				continue
			}
			lp := byHead[h]
			if lp == nil {
				lp = &loop{head: h, body: map[int]bool{h.ID: true}}
				byHead[h] = lp
				out = append(out, lp)
			}
			work := []*mir.Block{b}
			for len(work) > 0 {
				x := work[len(work)-1]
				work = work[:len(work)-1]
				if lp.body[x.ID] || dom.RPONum[x.ID] < 0 {
					continue
				}
				lp.body[x.ID] = true
				work = append(work, x.Preds...)
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if len(out[i].body) != len(out[j].body) {
			return len(out[i].body) < len(out[j].body)
		}
		return dom.RPONum[out[i].head.ID] < dom.RPONum[out[j].head.ID]
	})
	return out
}

// preheader is the one predecessor of lp's header outside lp when it
// has no other successor, else nil.
func preheader(lp *loop) *mir.Block {
	var pre *mir.Block
	for _, p := range lp.head.Preds {
		if lp.body[p.ID] {
			continue
		}
		if pre != nil && pre != p {
			return nil
		}
		pre = p
	}
	if pre == nil || len(pre.Succs) != 1 {
		return nil
	}
	return pre
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
	rt := t.ForFunc(f)
	regs := rt.Allocatable(mir.GPR)
	if gprs > 0 && gprs < len(regs) {
		regs = regs[:gprs]
	}
	saved := 0
	for _, r := range regs {
		if rt.CalleeSaved().Has(r) {
			saved++
		}
	}
	dom := mir.Dominators(f)
	loops := naturalLoops(f, dom)
	var lv *lower.Liveness
	isCall := func(in *mir.Instr) bool { return in.Op == isa.Call }
	// chosen holds each loop's moved addresses (by its header's ID);
	// moved, every address moved so far with the loops it left.
	chosen := map[int]map[addrKey]bool{}
	type movedOut struct {
		k    addrKey
		from *loop
	}
	var moved []movedOut
	for _, lp := range loops {
		if preheader(lp) == nil {
			continue
		}
		defined := map[mir.Reg]bool{}
		for _, b := range f.Blocks {
			if lp.body[b.ID] {
				for _, in := range b.Instrs {
					for _, d := range in.Defs {
						defined[d] = true
					}
				}
			}
		}
		// The loop's addresses of an invariant high part, by the number
		// of their computations, in the order they first appear.
		count := map[addrKey]int{}
		var keys []addrKey
		for _, b := range dom.RPO {
			if !lp.body[b.ID] {
				continue
			}
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
		p := lv.Pressure(lp.body, isCall)
		// The addresses moved out of loops inside this one live across
		// it; moving them on costs it nothing more.
		inside := map[addrKey]bool{}
		for _, m := range moved {
			if lp.body[m.from.head.ID] {
				inside[m.k] = true
			}
		}
		room := len(regs) - p.MaxLive - len(inside) - wholeMargin
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
		chosen[lp.head.ID] = pick
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
	for _, lp := range naturalLoops(g, gdom) {
		pick := chosen[lp.head.ID]
		if pick == nil {
			continue
		}
		moveToPreheader(lp, gdom, rename, func(in *mir.Instr) (addrKey, bool) {
			if k, ok := wholeKey(in); ok && pick[k] {
				return k, true
			}
			return addrKey{}, false
		})
	}
	renameUses(g, rename)
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
