package ppc

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Byte store runs (issue 14; lower.ByteStoreRuns): a block's stores of
// one value's bytes to consecutive addresses in the target's byte order
// are one store of the value (stw of an i32 written byte by byte where
// there were four stb and three shifts), and its stores of constant
// bytes to consecutive addresses are stored as an image (storeImage:
// pieces of up to a word, each an li and a store) where that costs
// fewer instructions than a byte each: an interpreter's program written
// into an array opcode by opcode was an li and an stb per byte (vm.O2's
// main: 240 stb where llc-14 writes 24). The run is stored where its
// last store stands; its other stores, truncations and shifts are not
// selected. A value's run in the other byte order is one byte-reversed
// store (sthbrx, stwbrx, stdbrx: "stwbrx s, 0, rB", their only form) of
// at most a word.

//
// Byte load trees (lower.ByteLoadTrees) in the target's byte order are
// one load where their or stands: an interpreter's operand read a byte
// at a time (vm.O2: four lbzx, three shifts and three ors, each byte's
// index computed apart) is one lwz, as llc-14 loads it; a tree in the
// other order is one byte-reversed load (lwbrx), or on ppc32 an i64's
// eight bytes two (its words' lwbrx, the low word's at the lowest
// address).

// byteRunAt returns the run whose last store is in, or the tree whose or
// is in, or reports whether in is a store, truncation, shift, or a
// tree's load, extension, shift or inner or that a run or a tree leaves
// unselected, planning in's block the first time one of its
// instructions asks.
func (l *fn) byteRunAt(in ir.Instruction) (run *lower.ByteRun, tree *lower.ByteLoadTree, skip bool) {
	if l.byteBlock != l.IRBlock {
		l.byteBlock = l.IRBlock
		l.planByteRuns(l.IRBlock)
	}
	switch x := in.(type) {
	case *ir.InstStore:
		if r := l.byteRuns[x]; r != nil {
			return r, nil, false
		}
	case *ir.InstOr:
		if t := l.byteLoads[x]; t != nil {
			return nil, t, false
		}
	}
	return nil, nil, l.byteSkip[in]
}

// loadByteTree loads tree t's bytes with one load, as its or's value:
// byte-reversed (lhbrx, lwbrx, ldbrx) when they are in the other order;
// ppc32's i64 of eight little-endian bytes with two lwbrx, its high word
// (first of its two registers) from the higher address.
func (l *fn) loadByteTree(t *lower.ByteLoadTree) error {
	x, err := l.Value(t.First.Src)
	if err != nil {
		return err
	}
	if t.Swap != l.Layout.BigEndian() && 8*t.N > l.word() {
		hi, lo := l.newGPR(), l.newGPR()
		if err := l.reversed(isa.Load, []mir.Reg{lo}, nil, x, 32); err != nil {
			return err
		}
		if err := l.reversed(isa.Load, []mir.Reg{hi}, nil, l.offset(x, 4), 32); err != nil {
			return err
		}
		l.Def(t.Or, hi, lo)
		return nil
	}
	if t.Swap != l.Layout.BigEndian() {
		d := l.newGPR()
		if err := l.reversed(isa.Load, []mir.Reg{d}, nil, x, 8*t.N); err != nil {
			return err
		}
		l.Def(t.Or, d)
		return nil
	}
	regs, err := l.loadLeaf(x, types.NewInt(uint64(8*t.N)))
	if err != nil {
		return err
	}
	l.Def(t.Or, regs...)
	return nil
}

// planByteRuns finds the runs of block b that storeByteRun stores.
// Stores in lane-major runs stay there (laneRunAt plans b first).
func (l *fn) planByteRuns(b *ir.Block) {
	l.byteRuns = map[*ir.InstStore]*lower.ByteRun{}
	l.byteSkip = map[ir.Instruction]bool{}
	inLanes := func(st *ir.InstStore) bool { return l.laneDone[st] || l.laneRuns[st] != nil }
	for _, r := range l.ByteStoreRuns(b, inLanes) {
		if !l.mergesByteRun(r) {
			continue
		}
		last := r.Last()
		l.byteRuns[last] = r
		for _, st := range r.Stores {
			if st != last {
				l.byteSkip[st] = true
			}
		}
		for _, v := range r.Inner {
			l.byteSkip[v.(ir.Instruction)] = true
		}
	}
	l.byteLoads = map[*ir.InstOr]*lower.ByteLoadTree{}
	inLane := func(o *ir.InstOr) bool { return l.laneDone[o] || l.laneRuns[o] != nil || l.byteSkip[o] }
	for _, t := range l.ByteLoadTrees(b, inLane) {
		// The or's value in as many registers as the load's (ppc32's
		// i64 of eight bytes in two words, in either order; else in
		// the other order one byte-reversed load of at most a word).
		bits := l.intBits(t.Or.Type())
		pair := bits == 2*l.word() && 8*t.N == bits
		if t.Swap != l.Layout.BigEndian() && (8*t.N > l.word() || bits > l.word()) && !pair || bits > l.word() && bits != 8*t.N {
			continue
		}
		l.byteLoads[t.Or] = t
		for _, v := range t.Inner {
			l.byteSkip[v.(ir.Instruction)] = true
		}
	}
}

// mergesByteRun reports whether storeByteRun stores r: a value's bytes
// in the target's order, the value in one register or stored whole
// (ppc32's i64 in two words), or in the other order, at most a word of
// a value in one register; constant bytes where storeImage's pieces
// cost fewer instructions than a store a byte and an li a distinct byte
// (li reuses the register of a recent li of the same value).
func (l *fn) mergesByteRun(r *lower.ByteRun) bool {
	if r.V != nil {
		bits := l.intBits(r.V.Type())
		if n := len(r.Stores); r.Swap != l.Layout.BigEndian() {
			// One byte-reversed store (sthbrx, stwbrx, stdbrx) of at
			// most a word.
			return bits <= l.word() && 8*n <= l.word() && (n == 2 || n == 4 || n == 8)
		}
		return bits <= l.word() || bits == 8*len(r.Stores)
	}
	align, phase := l.addrAlign(r.Lowest().Dst)
	_, cost := l.imagePieces(r.Bytes, align, phase)
	distinct := map[byte]bool{}
	for _, c := range r.Bytes {
		distinct[c] = true
	}
	return cost < len(r.Bytes)+len(distinct)
}

// storeByteRun stores the bytes of run r at its lowest address.
func (l *fn) storeByteRun(r *lower.ByteRun) error {
	x, err := l.Value(r.Lowest().Dst)
	if err != nil {
		return err
	}
	if r.V == nil {
		align, phase := l.addrAlign(r.Lowest().Dst)
		return l.storeImage(x, r.Bytes, align, phase)
	}
	regs, err := l.Regs(r.V)
	if err != nil {
		return err
	}
	if r.Swap != l.Layout.BigEndian() {
		return l.reversed(isa.Store, nil, []mir.Reg{regs[len(regs)-1]}, x, 8*len(r.Stores))
	}
	t := r.V.Type()
	if len(regs) == 1 {
		t = types.NewInt(uint64(8 * len(r.Stores)))
	}
	return l.storeLeaf(x, t, append([]mir.Reg(nil), regs...))
}

// addrAlign is where pieces stored from address p are aligned: from an
// address phase bytes past a multiple of align (at most a word). Into a
// global or an alloca the pieces are aligned as the object's alignment
// and the offset in it allow; through any other pointer nothing is
// known, and the pieces are aligned from p (llc-14 stores them
// misaligned too: PowerPC's integer stores take any address).
func (l *fn) addrAlign(p value.Value) (align, phase int64) {
	word := int64(l.word() / 8)
	align, phase = word, 0
	if root, off, ok := l.AddrRoot(p); ok {
		switch root := root.(type) {
		case *ir.Global:
			if root.Align > 0 {
				align, phase = int64(root.Align), off
			}
		case *ir.InstAlloca:
			if root.Align > 0 {
				align, phase = int64(root.Align), off
			}
		}
	}
	if align > word {
		align = word
	}
	return align, (phase%align + align) % align
}

// reversed is a byte-reversed load (into defs) or store (of vals) of
// bits through address x, in the only form PowerPC has: the address in
// one register, "lwbrx d, 0, rB" (Mem.Rev).
func (l *fn) reversed(op mir.Op, defs, vals []mir.Reg, x *lower.Value, bits int) error {
	a, err := l.Materialize(x)
	if err != nil {
		return err
	}
	m := &isa.Mem{BaseIdx: -1, IndexIdx: len(vals), Frame: -1, Bits: bits, Rev: true}
	l.memOp(op, defs, append(append([]mir.Reg(nil), vals...), a), m)
	return nil
}
