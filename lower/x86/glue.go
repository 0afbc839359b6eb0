package x86

import (
	"math/bits"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// The methods of lower.FuncSelector: each hands one IR construct to the
// code of this package that lowers it.

// Classes implements lower.TypeSelector: every leaf is one register.
func (l *fn) Classes(leaf types.Type) []mir.Class { return []mir.Class{classOf(leaf)} }

// Preempt implements lower.FuncSelector: combined byte loads
// (loadcombine.go) and instructions on vectors (vector.go).
func (l *fn) Preempt(in ir.Instruction) (bool, error) {
	if ok, err := l.preemptByteLoads(in); ok {
		return true, err
	}
	return l.vecInstruction(in)
}

// slotMem addresses frame object frame.
func slotMem(frame int, bits int, fp bool) *isa.Mem {
	return &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: frame}, Bits: bits, FP: fp}
}

// leafBits is the width of a leaf's access to its frame slot: the
// register, or the float.
func leafBits(leaf types.Type) (int, bool) {
	if lower.IsFloat(leaf) {
		return lower.FloatBits(leaf), true
	}
	return 64, false
}

// LoadLeaf implements lower.ValueSelector.
func (l *fn) LoadLeaf(frame int, leaf types.Type) ([]mir.Reg, error) {
	bits, fp := leafBits(leaf)
	d := l.F.NewReg(classOf(leaf))
	l.emit(isa.Load, []mir.Reg{d}, nil, slotMem(frame, bits, fp))
	return []mir.Reg{d}, nil
}

// StoreLeaf implements lower.ValueSelector.
func (l *fn) StoreLeaf(frame int, leaf types.Type, regs []mir.Reg) error {
	bits, fp := leafBits(leaf)
	l.emit(isa.Store, nil, []mir.Reg{regs[0]}, slotMem(frame, bits, fp))
	return nil
}

// IndexReg implements lower.ValueSelector.
func (l *fn) IndexReg(idx value.Value) (mir.Reg, error) {
	return l.extend(idx, intBits(idx.Type()), 64, true)
}

// ScaledIndex implements lower.ScaledIndexer: an index "zext? (and (lshr
// x, C1), M)" (an instruction's field, as an interpreter decodes it) that
// nothing else reads, times a stride 2^K of at most 2^C1, is "(x >> (C1 -
// K)) & (M << K)": two instructions instead of the shift, the mask (often
// a movzbl) and the scaling shift, as llc folds them.
func (l *fn) ScaledIndex(idx value.Value, stride int64) (mir.Reg, bool, error) {
	k := bits.TrailingZeros64(uint64(stride))
	if stride&(stride-1) != 0 || !l.plan().fields[idx] {
		return 0, false, nil
	}
	if z, ok := idx.(*ir.InstZExt); ok {
		idx = z.From
	}
	a, ok := idx.(*ir.InstAnd)
	if !ok || !l.plan().fields[a] {
		return 0, false, nil
	}
	w := intBits(a.Type())
	sh, ok := a.X.(*ir.InstLShr)
	m, mok := a.Y.(*constant.Int)
	if !ok || !mok || (w != 32 && w != 64) {
		return 0, false, nil
	}
	c, ok := sh.Y.(*constant.Int)
	if !ok {
		return 0, false, nil
	}
	c1, mask := lower.IntValue(c), lower.IntValue(m)
	if _, konst := sh.X.(constant.Constant); konst || c1 < int64(k) || c1 >= int64(w) || mask <= 0 || mask >= 1<<(31-k) {
		return 0, false, nil
	}
	x, err := l.Reg(sh.X)
	if err != nil {
		return 0, false, err
	}
	if c1 > int64(k) {
		x = l.tied(isa.Shift, x, nil, &isa.Arith{Op: isa.Shr, Bits: w, Imm: c1 - int64(k)})
	}
	// A 32-bit operation clears the upper half: the index is the
	// zero-extended field.
	return l.tied(isa.ALUImm, x, nil, &isa.Arith{Op: isa.And, Bits: w, Imm: mask << k}), true, nil
}

// MulImm implements lower.ValueSelector.
func (l *fn) MulImm(r mir.Reg, k int64) mir.Reg { return l.imulImm(r, k, 64) }

// AddRegs implements lower.ValueSelector.
func (l *fn) AddRegs(a, b mir.Reg) mir.Reg {
	return l.tied(isa.ALU, a, []mir.Reg{b}, &isa.Arith{Op: isa.Add, Bits: 64})
}

// Binary implements lower.ArithSelector.
func (l *fn) Binary(in value.Value, op string, x, y value.Value) error {
	if l.plan().rmwOps[in] {
		return nil // selected with the store that writes it back (rmw)
	}
	if l.plan().masks[in] {
		return nil // selected with the compare that tests it (maskTest)
	}
	return l.bin(in, op, x, y)
}

// FBinary implements lower.ArithSelector.
func (l *fn) FBinary(in value.Value, op string, x, y value.Value) error { return l.fbin(in, op, x, y) }

// FNeg implements lower.ArithSelector: a sign flip by a mask (x87: fchs).
func (l *fn) FNeg(in value.Value, x value.Value) error {
	if isX87(x.Type()) {
		return l.x87Sign(in, x, true)
	}
	if !lower.IsFloat(x.Type()) {
		return l.Unsupported("fneg of " + x.Type().String())
	}
	r, err := l.Reg(x)
	if err != nil {
		return err
	}
	l.Def(in, l.fmask(r, "xor", lower.FloatBits(x.Type())))
	return nil
}

// Cast implements lower.ArithSelector: integers wider than 64 bits go
// through wide.go, x86_fp80 through x87.go.
func (l *fn) Cast(in value.Value, op lower.CastOp, from value.Value, to types.Type) error {
	switch op {
	case lower.Trunc:
		return l.truncate(in, from, to)
	case lower.BitCast:
		return l.bitcast(in, from, to)
	case lower.PtrToInt:
		r, err := l.Reg(from)
		l.Def(in, r)
		return err
	case lower.IntToPtr:
		r, err := l.extend(from, intBits(from.Type()), 64, false)
		l.Def(in, r)
		return err
	case lower.ZExt, lower.SExt:
		sign := op == lower.SExt
		if intBits(to) > 64 {
			return l.extendWide(in, from, to, sign)
		}
		r, err := l.extend(from, intBits(from.Type()), intBits(to), sign)
		l.Def(in, r)
		return err
	case lower.FPExt:
		if isX87(to) {
			return l.x87Convert(in, from, to, "ext")
		}
		return l.cvt(in, from, "f2f", 32, 64, mir.FPR)
	case lower.FPTrunc:
		if isX87(from.Type()) {
			return l.x87Convert(in, from, to, "trunc")
		}
		return l.cvt(in, from, "f2f", 64, 32, mir.FPR)
	case lower.SIToFP, lower.UIToFP:
		signed := op == lower.SIToFP
		if intBits(from.Type()) > 64 {
			return l.wideToFP(in, from, to, signed)
		}
		if isX87(to) {
			return l.x87Convert(in, from, to, map[bool]string{true: "si2f", false: "u2f"}[signed])
		}
		return l.intToFP(in, from, to, signed)
	}
	signed := op == lower.FPToSI
	if intBits(to) > 64 {
		return l.fpToWide(in, from, to, signed)
	}
	if isX87(from.Type()) {
		return l.x87Convert(in, from, to, map[bool]string{true: "f2si", false: "f2ui"}[signed])
	}
	return l.fpToInt(in, from, to, signed)
}

// SetCC implements lower.ArithSelector.
func (l *fn) SetCC(c value.Value) (mir.Reg, error) { return l.setcc(c) }

// Load implements lower.MemorySelector (x86-64 orders loads: an atomic
// load is a plain one).
func (l *fn) Load(in *ir.InstLoad) error { return l.load(in) }

// Store implements lower.MemorySelector: a sequentially consistent store
// is an xchg.
func (l *fn) Store(in *ir.InstStore) error {
	if l.DeadStore(in) && l.plan().rmwPtr[in] == nil {
		return nil // a later store of the block overwrites it
	}
	if atomicStoreNeedsXchg(in) {
		return l.atomicStore(in)
	}
	if op := l.plan().rmw[in]; op != nil {
		return l.rmw(in, op)
	}
	if ld := l.plan().rmwPtr[in]; ld != nil && l.rmwAdvance(in, ld) {
		return nil
	}
	return l.store(in)
}

// Atomic implements lower.MemorySelector.
func (l *fn) Atomic(in ir.Instruction) error {
	switch in := in.(type) {
	case *ir.InstAtomicRMW:
		return l.atomicRMW(in)
	case *ir.InstCmpXchg:
		return l.cmpXchg(in)
	}
	return l.fence(in.(*ir.InstFence))
}

// DynAlloca implements lower.MemorySelector.
func (l *fn) DynAlloca(in *ir.InstAlloca, size int64) error { return l.dynAlloca(in, size) }

// OverAligned implements lower.MemorySelector.
func (l *fn) OverAligned(in *ir.InstAlloca, size, align int64) error {
	return l.overAligned(in, size, align)
}

// Params implements lower.CallSelector.
func (l *fn) Params() error { return l.params() }

// Call implements lower.CallSelector.
func (l *fn) Call(in *ir.InstCall, callee *ir.Func) error { return l.call(in, callee) }

// InlineAsm implements lower.CallSelector (asm.go).
func (l *fn) InlineAsm(in *ir.InstCall, asm *ir.InlineAsm) error { return l.inlineAsm(in, asm) }

// Libcall implements lower.CallSelector.
func (l *fn) Libcall(in value.Value, name string, args []value.Value, ret types.Type) error {
	return l.libcall(in, name, args, ret)
}

// Ret implements lower.BranchSelector.
func (l *fn) Ret(x value.Value) error { return l.ret(x) }

// CondBr implements lower.BranchSelector.
func (l *fn) CondBr(cond value.Value, yes, no *mir.Block) error {
	cd, uses, err := l.cond(cond, nil)
	if err != nil {
		return err
	}
	l.cmpBr(cd, uses, yes, no)
	return nil
}

// Switch implements lower.BranchSelector: jump tables and a binary search
// over clusters of cases, or a chain of compares (branch.go).
func (l *fn) Switch(t *ir.TermSwitch) error { return l.lowerSwitch(t) }

// IndirectJump implements lower.BranchSelector: a jump to the address in
// r, or, when r is a load the jump alone reads (fold.go), to the address
// read from memory ("jmpq *(%rcx,%rax,8)", as llc writes an interpreter's
// dispatch).
func (l *fn) IndirectJump(r mir.Reg) {
	if a, uses, ok := l.foldLoadReg(r, 64, mir.GPR, 0, 2); ok {
		in := l.emit(isa.JmpInd, nil, uses, &isa.Mem{Addr: *a, Bits: 64})
		in.Term = true
		return
	}
	in := l.emit(isa.JmpInd, nil, []mir.Reg{r}, nil)
	in.Term = true
}

// Unreachable implements lower.BranchSelector.
func (l *fn) Unreachable() {
	in := l.emit(isa.Unreachable, nil, nil, nil)
	in.Term = true
}
