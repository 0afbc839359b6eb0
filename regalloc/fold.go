package regalloc

import (
	"github.com/ssara-project/ssara/mir"
)

// FoldReloads folds reloads into the instructions that read them, on an
// allocated function f for target t (the memory operands of x86-64; a
// target that is no mir.MemFolder folds nothing): a Move that loads a
// register R from a slot S (Why "reload"), followed in its block, with
// only other allocator moves and remats in between that neither touch R
// nor write S, by an instruction that reads R once, at a use position the
// target says takes memory (mir.CanFoldMem), and after which R is dead,
// is deleted, and that use reads S instead (llc's "Folded Reload"). At
// most one use of an instruction is folded. R's liveness is that of the
// locations of f (RegLiveness), so the checker verifies the result like
// any allocation. It returns the number of reloads folded.
func FoldReloads(f *mir.Func, t mir.Target) int {
	if _, ok := t.(mir.MemFolder); !ok {
		return 0
	}
	return foldReloads(f, t, RegLiveness(f))
}

// FoldMemory runs FoldReloads, then FoldSpills, on one liveness: neither
// changes what is live at the end of a block (a folded register was dead
// after the instruction that reads or writes memory instead). It returns
// the number of reloads and spills folded.
func FoldMemory(f *mir.Func, t mir.Target) int {
	_, reads := t.(mir.MemFolder)
	_, writes := t.(mir.MemDefFolder)
	if !reads && !writes {
		return 0
	}
	liveOut := RegLiveness(f)
	n := 0
	if reads {
		n += foldReloads(f, t, liveOut)
	}
	if writes {
		n += foldSpills(f, t, liveOut)
	}
	return n
}

// foldReloads is FoldReloads on the liveness liveOut of f.
func foldReloads(f *mir.Func, t mir.Target, liveOut []mir.RegSet) int {
	n := 0
	for _, b := range f.Blocks {
		live := liveOut[b.ID]
		var drop []bool // by index in b: the reloads folded
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			in := b.Instrs[i]
			after := live
			live = regTransfer(in, live)
			if isAllocOp(in.Op) || in.Op == mir.OpCopy || in.Op == mir.OpPhi {
				continue
			}
			for k, l := range in.UseLocs {
				if !l.IsReg() || !mir.CanFoldMem(t, in, k) || after.Has(l.Reg) && !defsLoc(in, l) || readsLoc(in, l, k) {
					continue
				}
				j := foldableReload(b, i, l.Reg)
				if j < 0 {
					continue
				}
				mv := b.Instrs[j]
				in.UseLocs[k] = mv.Src
				if drop == nil {
					drop = make([]bool, len(b.Instrs))
				}
				drop[j] = true
				// R is no longer read here: live before in only if
				// something else makes it so (regTransfer again).
				live = regTransfer(in, after)
				n++
				break
			}
		}
		if drop != nil {
			deleteInstrs(b, drop)
		}
	}
	return n
}

// FoldSpills folds a reload and a spill around a two-address operation
// into the operation, on an allocated function f for target t (llc's
// "Folded Spill"; a target that is no mir.MemDefFolder folds nothing):
// where an instruction that t lets write its def to a spill slot
// (mir.CanFoldMemDef) defines register R, reads its tied use from R and
// no other use from R or a slot, is followed at once by a Move of R to a
// slot S (Why "spill") after which R is dead, and R was loaded from S by
// a reload before it (spillReload: only other allocator moves between,
// none touching R or writing S), the reload and the spill are deleted and
// the instruction's def and tied use are S: it reads S, computes, and
// writes S back ("addq %rcx, 8(%rsp)"). The liveness is RegLiveness's,
// and the checker verifies the result like any allocation. It returns
// the number folded. The reload may also be the copy that feeds the
// operation ("t = copy a" loading a spilled a into R): it stays, with t
// in S. And where FoldReloads folded the other operand's reload from S
// ("addq 8(%rsp), %rax; movq %rax, 8(%rsp)", RAX dead after it) and the
// operation commutes (mir.Commuter), its operands are exchanged and the
// spill goes: "addq %rax, 8(%rsp)" (the checker accepts the exchange
// where the target says the operation commutes). Run it after
// FoldReloads, which never folds a tied use, so that an instruction
// keeps at most one memory operand.
func FoldSpills(f *mir.Func, t mir.Target) int {
	if _, ok := t.(mir.MemDefFolder); !ok {
		return 0
	}
	return foldSpills(f, t, RegLiveness(f))
}

// foldSpills is FoldSpills on the liveness liveOut of f.
func foldSpills(f *mir.Func, t mir.Target, liveOut []mir.RegSet) int {
	n := 0
	for _, b := range f.Blocks {
		// after[i] is the registers live after instruction i. Folding
		// changes no register's liveness but R's, which is dead after
		// the spill and not live between the reload and the spill.
		after := make([]mir.RegSet, len(b.Instrs))
		live := liveOut[b.ID]
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			after[i] = live
			live = regTransfer(b.Instrs[i], live)
		}
		var drop []bool
		for i := 0; i+1 < len(b.Instrs); i++ {
			in, sp := b.Instrs[i], b.Instrs[i+1]
			if isAllocOp(in.Op) || in.Op == mir.OpCopy || in.Op == mir.OpPhi || !in.Placed() || !mir.CanFoldMemDef(t, in) {
				continue
			}
			r := in.DefLocs[0]
			if !r.IsReg() || in.UseLocs[in.Tied] != r || readsLoc(in, r, int(in.Tied)) {
				continue
			}
			if sp.Op != mir.OpMove || sp.Why != "spill" || sp.Src != r || !sp.Dst.IsSlot() || after[i+1].Has(r.Reg) {
				continue
			}
			if commutedSpill(t, in, sp.Dst) {
				// "r = r op [s]; [s] = r" is "[s] = [s] op r".
				in.Uses = []mir.Reg{in.Uses[1], in.Uses[0]}
				in.UseLocs = []mir.Loc{sp.Dst, r}
				in.DefLocs[0] = sp.Dst
				if drop == nil {
					drop = make([]bool, len(b.Instrs))
				}
				drop[i+1] = true
				n++
				continue
			}
			if readsSlot(in) {
				continue
			}
			j, copies := spillReload(b, i, r, sp.Dst)
			if j < 0 {
				continue
			}
			in.DefLocs[0], in.UseLocs[in.Tied] = sp.Dst, sp.Dst
			for _, c := range copies {
				b.Instrs[c].DefLocs[0], b.Instrs[c].UseLocs[0] = sp.Dst, sp.Dst
			}
			if drop == nil {
				drop = make([]bool, len(b.Instrs))
			}
			if b.Instrs[j].Op == mir.OpMove {
				drop[j] = true
			}
			drop[i+1] = true
			n++
		}
		if drop != nil {
			deleteInstrs(b, drop)
		}
	}
	return n
}

// spillReload finds, before instruction i of b, the reload of register
// r from slot s that i reads r from: scanning back, over allocator moves
// and remats that neither touch r nor write s, and over copies coalesced
// in r (the two-address operation's "t = copy a", which emits nothing),
// the first instruction that writes r must be a Move of s to r with Why
// "reload", or a copy from s to r (the "t = copy a" of a spilled a, which
// loads it). It returns that instruction's index and the copies' (which
// are then coalesced in s: they emit nothing), or -1.
func spillReload(b *mir.Block, i int, r, s mir.Loc) (int, []int) {
	var copies []int
	for j := i - 1; j >= 0; j-- {
		x := b.Instrs[j]
		switch x.Op {
		case mir.OpMove:
			if x.Dst == r {
				if x.Src != s || x.Why != "reload" {
					return -1, nil
				}
				return j, copies
			}
			if x.Src == r || x.Dst == s {
				return -1, nil
			}
		case mir.OpSwap:
			if x.Dst == r || x.Src == r || x.Dst == s || x.Src == s {
				return -1, nil
			}
		case mir.OpRemat:
			if x.Dst == r || x.Dst == s {
				return -1, nil
			}
			for _, l := range x.Remat.UseLocs {
				if l == r {
					return -1, nil
				}
			}
		case mir.OpCopy:
			if len(x.DefLocs) != 1 || len(x.UseLocs) != 1 || x.DefLocs[0] != r || x.UseLocs[0] != r && x.UseLocs[0] != s {
				return -1, nil
			}
			copies = append(copies, j)
			if x.UseLocs[0] == s {
				// The copy loads r from s itself ("t = copy a" of a
				// spilled a): it stays, coalesced in s.
				return j, copies
			}
		default:
			return -1, nil
		}
	}
	return -1, nil
}

// commutedSpill reports whether in, which t lets write memory, reads its
// second use from slot s (a folded reload) and commutes (mir.Commuter),
// so that with its operands exchanged it reads and writes s: its def and
// tied use in s, the other operand in the register.
func commutedSpill(t mir.Target, in *mir.Instr, s mir.Loc) bool {
	return in.Tied == 0 && len(in.Uses) == 2 && in.UseLocs[1] == s && in.Uses[1].IsVirtual() && mir.Commutes(t, in)
}

// readsSlot reports whether in reads a use from a spill slot.
func readsSlot(in *mir.Instr) bool {
	for _, l := range in.UseLocs {
		if l.IsSlot() {
			return true
		}
	}
	return false
}

// foldableReload finds, before instruction i of b, the reload of r that
// instruction i may read from the slot instead: scanning back over
// allocator moves and remats only, the first that touches r must be a
// load of r from a slot with Why "reload", and none of those in between
// may write that slot. It returns the reload's index, or -1.
func foldableReload(b *mir.Block, i int, r mir.Reg) int {
	rl := mir.RegLoc(r)
	for j := i - 1; j >= 0; j-- {
		x := b.Instrs[j]
		switch x.Op {
		case mir.OpMove:
			if x.Dst == rl {
				if !x.Src.IsSlot() || x.Why != "reload" {
					return -1
				}
				for m := j + 1; m < i; m++ {
					if y := b.Instrs[m]; (y.Op == mir.OpMove || y.Op == mir.OpSwap) && (y.Dst == x.Src || y.Op == mir.OpSwap && y.Src == x.Src) {
						return -1
					}
				}
				return j
			}
			if x.Src == rl {
				return -1
			}
		case mir.OpSwap:
			if x.Dst == rl || x.Src == rl {
				return -1
			}
		case mir.OpRemat:
			if x.Dst == rl {
				return -1
			}
			for _, l := range x.Remat.UseLocs {
				if l == rl {
					return -1
				}
			}
		default:
			return -1
		}
	}
	return -1
}

// readsLoc reports whether in reads l at a use other than k.
func readsLoc(in *mir.Instr, l mir.Loc, k int) bool {
	for j, u := range in.UseLocs {
		if j != k && u == l {
			return true
		}
	}
	return false
}

// defsLoc reports whether in writes l (a def or a clobber).
func defsLoc(in *mir.Instr, l mir.Loc) bool {
	for _, d := range in.DefLocs {
		if d == l {
			return true
		}
	}
	return l.IsReg() && in.Clobbers.Has(l.Reg)
}

// RegLiveness is the liveness of the physical registers of an allocated
// function f at the end of each block (by block ID): a register is live
// where a later instruction may read it (a use location, a Move's or
// Swap's source, a remat's operand) before anything writes it (a def
// location, a clobber, a Move's or remat's destination). Phis read and
// write nothing inside their block: their values arrive by the moves of
// the predecessors, or stay where they are, so a phi's location is live
// into its block only if something reads it there. But the contract of an
// allocation (the checker's) is that at the end of each predecessor every
// phi's location holds that predecessor's argument, whether or not the
// phi is ever read: a phi's register is live at the end of each
// predecessor (phiRegs). It iterates to a fixed point.
func RegLiveness(f *mir.Func) []mir.RegSet {
	n := len(f.Blocks)
	in := make([]mir.RegSet, n)
	out := make([]mir.RegSet, n)
	phis := make([]mir.RegSet, n)
	// Each instruction's transfer takes registers out of the live set
	// and puts others in, and so does their composition, a block's:
	// live-in = live-out &^ kill | gen. Then gen is the block's transfer
	// of the empty set and ^kill | gen its transfer of every register,
	// so live-in = live-out & keep | gen with keep the latter: the
	// instructions are walked once, not once per pass over the blocks.
	keep := make([]mir.RegSet, n)
	gen := make([]mir.RegSet, n)
	for _, b := range f.Blocks {
		phis[b.ID] = phiRegs(b)
		k, g := ^mir.RegSet(0), mir.RegSet(0)
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			k, g = regTransfer(b.Instrs[i], k), regTransfer(b.Instrs[i], g)
		}
		keep[b.ID], gen[b.ID] = k, g
	}
	for changed := true; changed; {
		changed = false
		for bi := n - 1; bi >= 0; bi-- {
			b := f.Blocks[bi]
			var o mir.RegSet
			for _, s := range b.Succs {
				o |= in[s.ID] | phis[s.ID]
			}
			out[b.ID] = o
			if live := o&keep[b.ID] | gen[b.ID]; live != in[b.ID] {
				in[b.ID] = live
				changed = true
			}
		}
	}
	return out
}

// phiRegs is the set of registers that b's phis are allocated to.
func phiRegs(b *mir.Block) mir.RegSet {
	var s mir.RegSet
	for _, x := range b.Phis() {
		for _, l := range x.DefLocs {
			if l.IsReg() {
				s = s.Add(l.Reg)
			}
		}
	}
	return s
}

// regTransfer is the set of registers live before x, given those live
// after it.
func regTransfer(x *mir.Instr, live mir.RegSet) mir.RegSet {
	kill := func(l mir.Loc) {
		if l.IsReg() {
			live = live.Remove(l.Reg)
		}
	}
	gen := func(l mir.Loc) {
		if l.IsReg() {
			live = live.Add(l.Reg)
		}
	}
	switch x.Op {
	case mir.OpPhi:
	case mir.OpMove:
		kill(x.Dst)
		gen(x.Src)
	case mir.OpSwap:
		gen(x.Dst)
		gen(x.Src)
	case mir.OpRemat:
		kill(x.Dst)
		for _, l := range x.Remat.UseLocs {
			gen(l)
		}
	default:
		for _, l := range x.DefLocs {
			kill(l)
		}
		live &^= x.Clobbers
		for _, l := range x.UseLocs {
			gen(l)
		}
	}
	return live
}
