package ppc

import (
	"fmt"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// The methods of lower.FuncSelector: each hands one IR construct to the
// code of this package that lowers it.

// Classes implements lower.TypeSelector: an integer wider than a GPR is
// a pair (ppc32 i64) or limbs.
func (l *fn) Classes(leaf types.Type) []mir.Class {
	cs := make([]mir.Class, l.nregs(leaf))
	for i := range cs {
		cs[i] = classOf(leaf)
	}
	return cs
}

// Preempt implements lower.FuncSelector: vector instructions are lowered
// lane by lane, multiword integer operations limb by limb.
func (l *fn) Preempt(in ir.Instruction) (bool, error) {
	if l.laneDone[in] {
		return true, nil // lowered with its lane-major run
	}
	if run := l.laneRunAt(in); run != nil {
		return true, l.lowerLaneMajor(run)
	}
	if run, tree, skip := l.byteRunAt(in); skip || run != nil || tree != nil {
		switch {
		case skip:
			return true, nil // stored with its run, or loaded with its tree
		case tree != nil:
			return true, l.loadByteTree(tree)
		}
		return true, l.storeByteRun(run)
	}
	if isVectorInst(in) {
		return true, l.vectorInst(in)
	}
	return l.multiwordInst(in)
}

// LoadLeaf implements lower.ValueSelector.
func (l *fn) LoadLeaf(frame int, leaf types.Type) ([]mir.Reg, error) {
	return l.loadLeaf(&lower.Value{Kind: lower.VFrame, Frame: frame}, leaf)
}

// StoreLeaf implements lower.ValueSelector.
func (l *fn) StoreLeaf(frame int, leaf types.Type, regs []mir.Reg) error {
	return l.storeLeaf(&lower.Value{Kind: lower.VFrame, Frame: frame}, leaf, regs)
}

// IndexReg implements lower.ValueSelector (ppc32: the low word of an i64
// index).
func (l *fn) IndexReg(idx value.Value) (mir.Reg, error) {
	rs, err := l.convInt(idx, l.intBits(idx.Type()), l.word(), true)
	if err != nil {
		return 0, err
	}
	return rs[len(rs)-1], nil
}

// MulImm implements lower.ValueSelector.
func (l *fn) MulImm(r mir.Reg, k int64) mir.Reg { return l.scaleReg(r, k) }

// AddRegs implements lower.ValueSelector.
func (l *fn) AddRegs(a, b mir.Reg) mir.Reg { return l.alu(isa.Add, a, b, l.word()) }

// Binary implements lower.ArithSelector.
func (l *fn) Binary(in value.Value, op string, x, y value.Value) error { return l.bin(in, op, x, y) }

// FBinary implements lower.ArithSelector.
func (l *fn) FBinary(in value.Value, op string, x, y value.Value) error {
	if isFP128(in.Type()) {
		return l.fp128Binary(in, op, x, y)
	}
	return l.fbin(in, op, x, y)
}

// FNeg implements lower.ArithSelector.
func (l *fn) FNeg(in value.Value, x value.Value) error {
	if isFP128(x.Type()) {
		return l.fp128Neg(in, x)
	}
	return l.funary(in, "neg", x)
}

// Cast implements lower.ArithSelector.
func (l *fn) Cast(in value.Value, op lower.CastOp, from value.Value, to types.Type) error {
	if op != lower.BitCast {
		if ok, err := l.fp128Cast(in, op, from, to); ok {
			return err
		}
	} else if isFP128(from.Type()) || isFP128(to) {
		return l.Unsupported(fmt.Sprintf("bitcast from %s to %s", from.Type(), to))
	}
	switch op {
	case lower.Trunc, lower.ZExt:
		return l.conv(in, from, l.intBits(from.Type()), l.intBits(to), false)
	case lower.SExt:
		return l.conv(in, from, l.intBits(from.Type()), l.intBits(to), true)
	case lower.PtrToInt:
		return l.conv(in, from, l.word(), l.intBits(to), false)
	case lower.IntToPtr:
		return l.conv(in, from, l.intBits(from.Type()), l.word(), false)
	case lower.BitCast:
		return l.bitcast(in, from, to)
	case lower.FPExt:
		return l.Alias(in, from) // an FPR holds a float in double format
	case lower.FPTrunc:
		return l.funary(in, "frsp", from)
	case lower.SIToFP:
		return l.intToFP(in, from, to, true)
	case lower.UIToFP:
		return l.intToFP(in, from, to, false)
	case lower.FPToSI:
		return l.fpToInt(in, from, to, true)
	}
	return l.fpToInt(in, from, to, false)
}

// SetCC implements lower.ArithSelector.
func (l *fn) SetCC(c value.Value) (mir.Reg, error) { return l.setcc(c) }

// Load implements lower.MemorySelector: an atomic load is fenced.
func (l *fn) Load(in *ir.InstLoad) error {
	l.fenceBefore(in.Ordering, in.SyncScope)
	if err := l.load(in); err != nil {
		return err
	}
	l.fenceAfter(in.Ordering, in.SyncScope)
	return nil
}

// Store implements lower.MemorySelector: an atomic store is fenced.
func (l *fn) Store(in *ir.InstStore) error {
	if in.Ordering != enum.AtomicOrderingNone && l.wide(l.intBits(in.Src.Type())) {
		return l.Unsupported("64-bit atomic store on ppc32")
	}
	l.fenceBefore(in.Ordering, in.SyncScope)
	if err := l.store(in); err != nil {
		return err
	}
	if in.Ordering == enum.AtomicOrderingSequentiallyConsistent && in.SyncScope != "singlethread" {
		l.Emit(isa.Fence, nil, nil, &isa.FenceKind{Sync: true})
	}
	return nil
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

// Switch implements lower.BranchSelector: small switches are a chain
// of compares, larger ones a binary search over clusters of cases
// (lower.SwitchClusters, lower.SwitchTree), each a jump table or a
// compare, as llc-14 lowers them.
func (l *fn) Switch(t *ir.TermSwitch) error {
	clusters, ok := l.SwitchClusters(t, l.word())
	if !ok {
		return l.switchChain(t)
	}
	// The cases' values are sign-extended; when none is negative the
	// switched value may be zero-extended instead (a value outside the
	// cases' range stays outside it), which a loaded byte or halfword
	// already is: llc-14 compares the lbz's register itself, with no
	// extsb (vm.O2's dispatch).
	x, err := l.convInt(t.X, l.intBits(t.X.Type()), l.word(), clusters[0][0].V < 0)
	if err != nil {
		return err
	}
	l.SwitchTree(x[0], clusters, l.BlockOf(t.TargetDefault), l)
	return nil
}

// SwitchBranch implements lower.SwitchTargets.
func (l *fn) SwitchBranch(x mir.Reg, less bool, v int64, yes, no *mir.Block) {
	if yes == no {
		l.Jump(yes)
		return
	}
	cd := isa.Cond{CC: isa.CCEq, Bits: l.word()}
	if less {
		cd.CC = isa.CCLt
	}
	uses := []mir.Reg{x}
	if fits16(v) {
		cd.HasImm, cd.Imm = true, v
	} else {
		uses = append(uses, l.li(v))
	}
	l.cmpBr(cd, uses, yes, no)
}

// JumpTable implements lower.SwitchTargets: an unsigned bounds check of
// x - lo, then the table's address, its entry (a 32-bit offset from the
// table, lwax on ppc64le) added to it, mtctr and bctr; the emitter writes
// the table after the function.
func (l *fn) JumpTable(x mir.Reg, cases []lower.SwitchCase, lo int64, n int, def *mir.Block) {
	w := l.word()
	idx := l.addImm(x, -lo)
	jt := l.SwitchBlockAfter(".jt")
	l.cmpBr(isa.Cond{CC: isa.CCUGt, Bits: w, HasImm: true, Imm: int64(n - 1)}, []mir.Reg{idx}, def, jt)
	l.Cur = jt
	label := l.m.newJumpTable()
	tab := l.symAddr(label, 0, false)
	scaled := l.aluImm(isa.Shl, idx, 2, w)
	off := l.newGPR()
	l.memOp(isa.Load, []mir.Reg{off}, []mir.Reg{tab, scaled}, &isa.Mem{BaseIdx: 0, IndexIdx: 1, Frame: -1, Bits: 32, Sign: l.t.Is64})
	dst := l.alu(isa.Add, off, tab, w)
	in := l.Emit(isa.IndirectBr, nil, []mir.Reg{dst}, nil)
	in.Term = true
	in.Aux = &isa.JumpTable{Label: label, Entries: lower.TableEntries(jt, cases, lo, n, def)}
}

// IndirectJump implements lower.BranchSelector: mtctr; bctr.
func (l *fn) IndirectJump(r mir.Reg) {
	in := l.Emit(isa.IndirectBr, nil, []mir.Reg{r}, nil)
	in.Term = true
}

// Unreachable implements lower.BranchSelector.
func (l *fn) Unreachable() {
	in := l.Emit(isa.Unreachable, nil, nil, nil)
	in.Term = true
}
