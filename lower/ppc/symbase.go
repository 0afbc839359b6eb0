package ppc

import (
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/mir"
)

// minSymBaseOffsets is how many distinct offsets of one symbol a group
// of a block must access before shareSymBase gives them a base register:
// n high parts (addis) become one addis and one addi, which pays from
// three offsets on (two break even and hold a register longer).
const minSymBaseOffsets = 3

// symBaseGap is the most instructions from one access of a symbol to
// the next in a group that shares a base: a base kept across longer code
// holds a register where the pressure is (on the PowerPC corpus at 4
// GPRs, groups without a limit made 8% more spill code, a gap of 8 0.5%
// more; 4 makes none and keeps 5 in 6 of the high parts saved).
const symBaseGap = 4

// shareSymBase gives the accesses of a block to one global at several
// offsets a common base, as llc-14 does: symMode makes a high part per
// symbol and offset ("addis 4, 2, a+4@toc@ha" and "stb 3, a+4@toc@l(4)"
// for every field or element written), so a block initializing an array
// computed a high part per byte. Where a group of accesses to one
// symbol, each at most symBaseGap instructions after the last and with
// no call (or other instruction that clobbers registers) between them,
// reaches minSymBaseOffsets distinct offsets through high parts that
// serve nothing else, a new high part and the addition of the first
// access's low part (addis, addi) make the address of the first access
// before it, and every access of the group within 16 bits of it takes
// its offset from it as an ordinary displacement ("stb 3, 4(5)").
// High parts left without uses go. Groups end at calls, so that no base
// lives across one (symMode's per-block high parts do, when a block reads a
// global before and after a call).
//
// It runs on the selected code of f, before SinkPastLastUse.
func shareSymBase(f *mir.Func) {
	// loUses counts, for each register, its uses as the base of an
	// access that displaces it by a low part (symMode's high parts);
	// other marks the registers with other uses, which stay as they are.
	loUses := map[mir.Reg]int{}
	other := map[mir.Reg]bool{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for k, u := range in.Uses {
				if !u.IsVirtual() {
					continue
				}
				if m, ok := in.Aux.(*isa.Mem); ok && m.Lo != nil && k == m.BaseIdx {
					loUses[u]++
					continue
				}
				other[u] = true
			}
		}
	}
	for _, b := range f.Blocks {
		shareSymBaseBlock(f, b, loUses, other)
	}
}

// symAccess is an access that displaces a high part by its
// low part, and the offset from the symbol.
type symAccess struct {
	in  *mir.Instr
	off int64
}

func shareSymBaseBlock(f *mir.Func, b *mir.Block, loUses map[mir.Reg]int, other map[mir.Reg]bool) {
	// accs lists by symbol the accesses of its current group, order the
	// symbols by first access, lastAt the index of each one's last.
	accs := map[string][]symAccess{}
	var order []string
	before := map[*mir.Instr][]*mir.Instr{} // the base's addis and addi, before its group's first access
	changed := false
	flush := func() {
		for _, s := range order {
			if rebase(f, s, accs[s], before, loUses) {
				changed = true
			}
		}
		accs, order = map[string][]symAccess{}, nil
	}
	lastAt := map[string]int{}
	for i, in := range b.Instrs {
		if in.Clobbers != 0 || in.Op == isa.Call {
			flush()
			continue
		}
		m, ok := in.Aux.(*isa.Mem)
		if !ok || m.Lo == nil || m.BaseIdx < 0 {
			continue
		}
		if h := in.Uses[m.BaseIdx]; !h.IsVirtual() || other[h] {
			continue
		}
		s := m.Lo.Sym
		if _, seen := accs[s]; seen && i-lastAt[s] > symBaseGap {
			if rebase(f, s, accs[s], before, loUses) {
				changed = true
			}
			accs[s] = nil
		}
		lastAt[s] = i
		if _, seen := accs[s]; !seen {
			order = append(order, s)
		}
		accs[s] = append(accs[s], symAccess{in, m.Lo.Off})
	}
	flush()
	if !changed {
		return
	}
	out := b.Instrs[:0:0]
	for _, in := range b.Instrs {
		if in.Op == isa.SymHa && len(in.Defs) == 1 {
			if d := in.Defs[0]; d.IsVirtual() && !other[d] && loUses[d] == 0 {
				continue // every access it served has the base now
			}
		}
		out = append(out, before[in]...)
		out = append(out, in)
	}
	b.Instrs = out
}

// rebase gives the accesses acc of one symbol in one group a base
// register when they reach minSymBaseOffsets distinct offsets within 16
// bits of the first one's: a high part and the addition of the low part
// of the first offset, put before the first access, and each access's
// offset from it as its displacement. It counts the uses of the high
// parts the accesses leave in loUses.
func rebase(f *mir.Func, sym string, acc []symAccess, before map[*mir.Instr][]*mir.Instr, loUses map[mir.Reg]int) bool {
	if len(acc) == 0 {
		return false
	}
	off0 := acc[0].off
	// reach reports whether a's displacement from the base fits its
	// form: 16 bits, a multiple of 4 for a DS-form access.
	reach := func(a symAccess) bool {
		return fits16(a.off-off0) && (!dsForm(a.in) || (a.off-off0)%4 == 0)
	}
	offs := map[int64]bool{}
	for _, a := range acc {
		if reach(a) {
			offs[a.off] = true
		}
	}
	if len(offs) < minSymBaseOffsets {
		return false
	}
	first := acc[0].in
	ha, base := f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	before[first] = []*mir.Instr{
		{Op: isa.SymHa, Tied: -1, Pos: first.Pos, Defs: []mir.Reg{ha}, Aux: &isa.SymRef{Sym: sym, Off: off0}},
		{Op: isa.SymLo, Tied: -1, Pos: first.Pos, Defs: []mir.Reg{base}, Uses: []mir.Reg{ha}, UseForbid: noR0,
			Aux: &isa.SymRef{Sym: sym, Off: off0}},
	}
	for _, a := range acc {
		if !reach(a) {
			continue
		}
		m := *a.in.Aux.(*isa.Mem)
		loUses[a.in.Uses[m.BaseIdx]]--
		a.in.Uses[m.BaseIdx] = base
		m.Lo, m.Disp = nil, a.off-off0
		a.in.Aux = &m
	}
	return true
}

// shareHighParts lets a block read the high part of a symbol's address
// (SymHa: "addis 4, 2, x@toc@ha") that a block on its chain of
// dominating predecessors computed, instead of computing it again: each
// block whose immediate dominator is also one of its predecessors
// continues that dominator's chain, and the high parts computed on a
// chain are available to the rest of it. This is llc-14's MachineCSE
// for instructions as cheap as a move (its "don't CSE cheap computation
// if the def is not local or in an immediate predecessor", applied along
// the chain): the branches of a diamond read the high part of a global
// their head computed (llc-14 keeps one such high part in a
// callee-saved register across a whole function; a high part, unlike
// the address it makes, is rematerialized under pressure).
//
// It runs on the selected code of f, after shareSymBase.
func shareHighParts(f *mir.Func) {
	if len(f.Blocks) < 2 {
		return
	}
	dom := mir.Dominators(f)
	// head is, by block ID, the first block of the block's chain.
	head := make([]int, len(f.Blocks))
	for _, b := range dom.RPO {
		head[b.ID] = b.ID
		if d := dom.IDom[b.ID]; d != nil && b.PredIndex(d) >= 0 {
			head[b.ID] = head[d.ID]
		}
	}
	type def struct {
		r     mir.Reg
		block int
	}
	// avail holds the high parts computed in the blocks that dominate
	// the block being walked (a walk of the dominator tree that undoes a
	// block's entries when it leaves the block's subtree); one computed
	// in a block of b's chain is b's to read.
	avail := map[isa.SymRef]def{}
	rename := map[mir.Reg]mir.Reg{}
	type undo struct {
		k   isa.SymRef
		d   def
		had bool
	}
	var log []undo
	var walk func(b *mir.Block)
	walk = func(b *mir.Block) {
		mark := len(log)
		kept := b.Instrs[:0]
		for _, in := range b.Instrs {
			if in.Op == isa.SymHa && len(in.Uses) == 0 && len(in.Defs) == 1 && in.Defs[0].IsVirtual() {
				k := *in.Aux.(*isa.SymRef)
				d, ok := avail[k]
				if ok && head[d.block] == head[b.ID] {
					rename[in.Defs[0]] = d.r
					continue
				}
				log = append(log, undo{k, d, ok})
				avail[k] = def{in.Defs[0], b.ID}
			}
			kept = append(kept, in)
		}
		for i := len(kept); i < len(b.Instrs); i++ {
			b.Instrs[i] = nil
		}
		b.Instrs = kept
		for _, c := range dom.Children[b.ID] {
			walk(c)
		}
		for len(log) > mark {
			u := log[len(log)-1]
			log = log[:len(log)-1]
			if u.had {
				avail[u.k] = u.d
			} else {
				delete(avail, u.k)
			}
		}
	}
	walk(dom.RPO[0])
	if len(rename) == 0 {
		return
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for k, u := range in.Uses {
				if r, ok := rename[u]; ok {
					in.Uses[k] = r
				}
			}
		}
	}
}

// dsForm reports whether load or store in is DS-form (ld, std, lwa): its
// displacement must be a multiple of 4.
func dsForm(in *mir.Instr) bool {
	m := in.Aux.(*isa.Mem)
	return !m.FP && (m.Bits == 64 || m.Sign && m.Bits == 32)
}
