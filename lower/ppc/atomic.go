package ppc

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Atomics on PowerPC (a weakly ordered machine): atomic loads and stores
// are plain accesses fenced by sync (sequentially consistent) or lwsync
// (acquire/release); read-modify-write operations and cmpxchg are
// load-reserve/store-conditional loops (lwarx/stwcx., and on ppc64le also
// lbarx/lharx/ldarx), each one machine instruction, so nothing an
// allocator inserts can land inside a loop. ppc32 has no lbarx or lharx:
// a byte or halfword is operated on within its aligned word (the field's
// shift and mask computed before the loop, the other bytes stored back as
// they were loaded), as llc-14 expands them.

// fenceBefore and fenceAfter emit the barriers an ordering needs around
// an access (before: release semantics; after: acquire semantics).
func (l *fn) fenceBefore(o enum.AtomicOrdering, scope string) {
	if scope == "singlethread" {
		return
	}
	switch o {
	case enum.AtomicOrderingSequentiallyConsistent:
		l.Emit(isa.Fence, nil, nil, &isa.FenceKind{Sync: true})
	case enum.AtomicOrderingRelease, enum.AtomicOrderingAcquireRelease:
		l.Emit(isa.Fence, nil, nil, &isa.FenceKind{})
	}
}

func (l *fn) fenceAfter(o enum.AtomicOrdering, scope string) {
	if scope == "singlethread" {
		return
	}
	switch o {
	case enum.AtomicOrderingSequentiallyConsistent, enum.AtomicOrderingAcquire, enum.AtomicOrderingAcquireRelease:
		l.Emit(isa.Fence, nil, nil, &isa.FenceKind{})
	}
}

func (l *fn) fence(in *ir.InstFence) error {
	if in.SyncScope == "singlethread" {
		return nil
	}
	l.Emit(isa.Fence, nil, nil, &isa.FenceKind{Sync: in.Ordering == enum.AtomicOrderingSequentiallyConsistent})
	return nil
}

// atomicBits checks that an atomic read-modify-write on bits is supported.
func (l *fn) atomicBits(t types.Type) (int, error) {
	bits := l.intBits(t)
	switch {
	case bits == 32, bits == 64 && l.t.Is64, bits == 8 || bits == 16:
		return bits, nil
	}
	return 0, l.Unsupported(fmt.Sprintf("atomic read-modify-write on %s on %s", t, l.t.Name()))
}

// atomicOps maps LLVM's atomicrmw operations to the instruction set's.
var atomicOps = map[enum.AtomicOp]isa.AtomicOp{
	enum.AtomicOpXChg: isa.AtomicXchg, enum.AtomicOpAdd: isa.AtomicAdd, enum.AtomicOpSub: isa.AtomicSub,
	enum.AtomicOpAnd: isa.AtomicAnd, enum.AtomicOpNAnd: isa.AtomicNand, enum.AtomicOpOr: isa.AtomicOr,
	enum.AtomicOpXor: isa.AtomicXor, enum.AtomicOpMax: isa.AtomicMax, enum.AtomicOpMin: isa.AtomicMin,
	enum.AtomicOpUMax: isa.AtomicUMax, enum.AtomicOpUMin: isa.AtomicUMin,
}

// atomicScratch are the registers of a load-reserve/store-conditional
// loop (emit/ppc): r0 holds the loaded value and r12 the value stored
// (atomicrmw) or the expected one (cmpxchg, copied there before). The
// loop clobbers them, its other operands may not be in them, and the
// result is copied from r0 after the loop, so an atomic operation needs
// only its address and operand in budget registers (-stress-regalloc=2),
// as llc-14 manages.
var atomicScratch = mir.RegSet(0).Add(isa.R0).Add(isa.R12)

func (l *fn) atomicRMW(in *ir.InstAtomicRMW) error {
	bits, err := l.atomicBits(in.X.Type())
	if err != nil {
		return err
	}
	if in.Op == enum.AtomicOpFAdd || in.Op == enum.AtomicOpFSub {
		return l.Unsupported("atomicrmw " + in.Op.String())
	}
	signed := in.Op == enum.AtomicOpMax || in.Op == enum.AtomicOpMin
	addr, err := l.Reg(in.Dst)
	if err != nil {
		return err
	}
	v, err := l.Reg(in.X)
	if err != nil {
		return err
	}
	if bits < 32 && !l.t.Is64 {
		v = l.ext(v, bits, false)
		f := l.atomicField(addr, bits)
		uses := []mir.Reg{f.word, 0, f.mask}
		if signed {
			// Signed min and max compare the fields at the word's top:
			// v there, and the shift that takes the loaded field there
			// (the loop shifts v back down: four operands, as few as
			// a budget of four registers leaves).
			uses[1] = l.aluImm(isa.Shl, v, int64(32-bits), 32)
			uses = append(uses, l.alu(isa.Sub, l.li(int64(32-bits)), f.shift, 32))
		} else {
			uses[1] = f.place(v)
		}
		l.fenceBefore(in.Ordering, in.SyncScope)
		word := l.newGPR()
		a := l.Emit(isa.AtomicRMW, []mir.Reg{word}, uses, &isa.AtomicInfo{Op: atomicOps[in.Op], Bits: bits, Masked: true})
		a.Clobbers, a.UseForbid = atomicScratch, atomicScratch
		l.fenceAfter(in.Ordering, in.SyncScope)
		l.Def(in, f.extract(word))
		return nil
	}
	if bits < 32 && (in.Op == enum.AtomicOpUMax || in.Op == enum.AtomicOpUMin) {
		v = l.ext(v, bits, false)
	}
	if bits < 32 && signed {
		// lbarx and lharx zero-extend: the loop sign-extends the
		// loaded field to compare it with v, sign-extended here.
		v = l.ext(v, bits, true)
	}
	l.fenceBefore(in.Ordering, in.SyncScope)
	old := l.newGPR()
	a := l.Emit(isa.AtomicRMW, []mir.Reg{old}, []mir.Reg{addr, v}, &isa.AtomicInfo{Op: atomicOps[in.Op], Bits: bits})
	a.Clobbers, a.UseForbid = atomicScratch, atomicScratch
	l.fenceAfter(in.Ordering, in.SyncScope)
	l.Def(in, old)
	return nil
}

func (l *fn) cmpXchg(in *ir.InstCmpXchg) error {
	bits, err := l.atomicBits(in.Cmp.Type())
	if err != nil {
		return err
	}
	addr, err := l.Reg(in.Ptr)
	if err != nil {
		return err
	}
	// The loaded value is zero-extended: compare with a clean value.
	cmp, err := l.convInt(in.Cmp, bits, l.word(), false)
	if err != nil {
		return err
	}
	nv, err := l.Reg(in.New)
	if err != nil {
		return err
	}
	if bits < 32 && !l.t.Is64 {
		// The loop finds the field from the address itself (three
		// operands, as llc-14's loop needs at -stress-regalloc=3).
		l.fenceBefore(in.SuccessOrdering, in.SyncScope)
		old := l.newGPR()
		c := l.Emit(isa.CmpXchg, []mir.Reg{old}, []mir.Reg{addr, cmp[0], nv}, &isa.AtomicInfo{Bits: bits, Masked: true})
		c.Clobbers, c.UseForbid = atomicScratch, atomicScratch
		l.fenceAfter(in.SuccessOrdering, in.SyncScope)
		l.Def(in, old, l.setccRegs(isa.CCEq, 32, old, cmp[0]))
		return nil
	}
	l.fenceBefore(in.SuccessOrdering, in.SyncScope)
	old := l.newGPR()
	l.CopyTo(isa.R12, cmp[0])
	c := l.Emit(isa.CmpXchg, []mir.Reg{old}, []mir.Reg{addr, isa.R12, nv}, &isa.AtomicInfo{Bits: bits})
	c.Clobbers, c.UseForbid = atomicScratch, atomicScratch
	l.fenceAfter(in.SuccessOrdering, in.SyncScope)
	// Success is old == cmp (the loop only gives up on a mismatch).
	l.Def(in, old, l.setccRegs(isa.CCEq, lower.OpBits(bits), old, cmp[0]))
	return nil
}

// atomicField is where a byte or halfword lies in its aligned word, for
// ppc32's masked atomic loops: the word's address, the field's shift from
// the word's least significant bit (big-endian: the byte at offset 0 is
// the most significant) and its mask there.
type atomicField struct {
	l                 *fn
	bits              int
	word, shift, mask mir.Reg
}

func (l *fn) atomicField(addr mir.Reg, bits int) atomicField {
	last := int64(4 - bits/8) // the offset of the least significant field
	off := l.aluImm(isa.And, addr, 3&^(int64(bits/8)-1), 32)
	word := l.alu(isa.Sub, addr, off, 32)
	shift := l.aluImm(isa.Shl, l.aluImm(isa.Xor, off, last, 32), 3, 32)
	mask := l.alu(isa.Shl, l.li(int64(1)<<uint(bits)-1), shift, 32)
	return atomicField{l: l, bits: bits, word: word, shift: shift, mask: mask}
}

// place shifts v, zero-extended from the field's width, to the field.
func (f atomicField) place(v mir.Reg) mir.Reg { return f.l.alu(isa.Shl, v, f.shift, 32) }

// extract is the field of word, zero-extended.
func (f atomicField) extract(word mir.Reg) mir.Reg {
	return f.l.unary(isa.ExtZ, f.l.alu(isa.Shr, word, f.shift, 32), f.bits)
}
