package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/ssara-project/ssara/mir"
)

// A Selector is one target's instruction selector as the core (Lower)
// sees it. The core walks the module and its functions, keeps the lowered
// values, dispatches on the IR and does everything that does not depend on
// the instruction set; it calls the Selector for the rest. One Selector
// lowers one module (it may keep module-wide state, such as label
// counters).
type Selector interface {
	// Target is the register file of the module's code.
	Target() mir.Target
	// Traits are the facts about the target the core needs.
	Traits() Traits
	// CheckGlobal rejects a global variable definition the target cannot
	// lay out (PowerPC: thread-local storage).
	CheckGlobal(g *ir.Global) error
	// GOT reports whether the address of global, function or alias g is
	// loaded from the global offset table rather than formed directly.
	GOT(g constant.Constant) bool
	// Func starts selecting the instructions of f: the selector sets
	// f.F.Aux to its per-function payload, with sym as the function's
	// symbol, and returns the function's selector.
	Func(f *Func, sym mir.Symbol) FuncSelector
}

// Traits are the facts about a target that the core needs.
type Traits struct {
	// PtrBytes and BigEndian are the data layout the target's ABI has;
	// a module with another is rejected.
	PtrBytes  int64
	BigEndian bool
	// Scales are the index scales an addressing mode takes besides 1 (x86:
	// 2, 4 and 8): getelementptr keeps such a scaled index symbolic.
	Scales []int64
	// MinFrameAlign is the least alignment of an alloca's frame object.
	MinFrameAlign int64
}

// A FuncSelector selects the instructions of one function. It embeds the
// core's *Func, whose current block (Cur) receives the instructions it
// emits (Emit), and defines IR values with Def. Its methods come in the
// small groups below.
type FuncSelector interface {
	TypeSelector
	ValueSelector
	ArithSelector
	MemorySelector
	CallSelector
	BranchSelector
	// Preempt lowers instructions the target handles as a whole before
	// the core's dispatch (vectors, integers wider than a register): ok
	// reports whether it did, or failed trying.
	Preempt(in ir.Instruction) (ok bool, err error)
	// Finish ends the function once every block is lowered: labels are
	// the assembler labels of the blocks whose address the program takes,
	// by block ID (the emitter places them).
	Finish(labels map[int]string) error
}

// TypeSelector says how the target holds IR values in registers.
type TypeSelector interface {
	// ScalarLeaves lists the leaves of a type that is not a struct or an
	// array, in memory order: t itself, or its parts (an x86 i128 is two
	// words; a vector is lanes or 128-bit parts), or rejects t.
	ScalarLeaves(t types.Type) ([]types.Type, error)
	// Classes lists the classes of the registers that hold leaf t (a
	// 64-bit integer on 32-bit PowerPC is two GPRs).
	Classes(leaf types.Type) []mir.Class
}

// ValueSelector makes lowered values available in registers.
type ValueSelector interface {
	// Materialize puts a scalar value (an address, or one register) in a
	// register.
	Materialize(x *Value) (mir.Reg, error)
	// Constant lowers constants whose form depends on the target: scalars
	// (integers, floats, null), undef, poison and zeroinitializer, and
	// whatever else the target lowers its own way (x86: vectors). ok is
	// false for the constants the core lowers: symbols, aggregates, block
	// addresses and constant expressions.
	Constant(c constant.Constant) (x *Value, ok bool, err error)
	// LoadLeaf and StoreLeaf move the registers of a leaf from and to
	// frame object frame (8 bytes, or the leaf's size if larger): the
	// homes of demoted phis.
	LoadLeaf(frame int, leaf types.Type) ([]mir.Reg, error)
	StoreLeaf(frame int, leaf types.Type, regs []mir.Reg) error
	// IndexReg is a getelementptr index, sign-extended to the pointer
	// width, in a register.
	IndexReg(idx value.Value) (mir.Reg, error)
	// MulImm multiplies a pointer-width register by a constant.
	MulImm(r mir.Reg, k int64) mir.Reg
	// AddRegs adds two pointer-width registers.
	AddRegs(a, b mir.Reg) mir.Reg
}

// ScaledIndexer is a ValueSelector that computes some getelementptr
// indices already multiplied by a stride its addressing modes lack, in
// fewer instructions than IndexReg and MulImm (x86-64: a field decoded
// by a shift and a mask, "(x >> 7 & 255) * 16", as "(x >> 3) & 4080", as
// llc does). ok is false where it has no such form.
type ScaledIndexer interface {
	ScaledIndex(idx value.Value, stride int64) (r mir.Reg, ok bool, err error)
}

// ArithSelector lowers computations; each method defines in.
type ArithSelector interface {
	// Binary lowers an integer operation: add, sub, mul, and, or, xor,
	// shl, lshr, ashr, sdiv, udiv, srem, urem.
	Binary(in value.Value, op string, x, y value.Value) error
	// FBinary lowers a floating-point operation: add, sub, mul, div.
	FBinary(in value.Value, op string, x, y value.Value) error
	// FNeg lowers fneg.
	FNeg(in value.Value, x value.Value) error
	// Cast lowers a conversion (not freeze or addrspacecast, which the
	// core lowers as the value itself).
	Cast(in value.Value, op CastOp, from value.Value, to types.Type) error
	// SetCC lowers an icmp or fcmp that no branch or select consumes to
	// 0 or 1.
	SetCC(c value.Value) (mir.Reg, error)
	// SelectReg is cond ? t : f for one register of a select's values.
	SelectReg(cond value.Value, t, f mir.Reg) (mir.Reg, error)
}

// MemorySelector lowers memory accesses and the stack.
type MemorySelector interface {
	Load(in *ir.InstLoad) error
	Store(in *ir.InstStore) error
	// Atomic lowers atomicrmw, cmpxchg and fence.
	Atomic(in ir.Instruction) error
	// DynAlloca lowers an alloca of a variable number of size-byte
	// elements; OverAligned one aligned to more than the frame's 16 bytes.
	DynAlloca(in *ir.InstAlloca, size int64) error
	OverAligned(in *ir.InstAlloca, size, align int64) error
}

// CallSelector lowers the calling convention.
type CallSelector interface {
	// Params defines the function's parameters from the registers and
	// stack slots the convention passes them in (the current block is the
	// entry).
	Params() error
	// Call lowers a call of an ordinary function (callee nil: through a
	// pointer).
	Call(in *ir.InstCall, callee *ir.Func) error
	// InlineAsm lowers a call of inline assembly.
	InlineAsm(in *ir.InstCall, asm *ir.InlineAsm) error
	// Libcall calls C library function name with IR arguments args and
	// defines in (if not nil) as its result of type ret.
	Libcall(in value.Value, name string, args []value.Value, ret types.Type) error
	// Intrinsic lowers a call of an llvm.* function of a kind the core
	// does not lower itself (see the table in intrinsics.go); base is
	// the intrinsic's name without type suffixes.
	Intrinsic(in *ir.InstCall, kind, base string, args []value.Value) error
}

// BranchSelector lowers terminators; each ends the current block.
type BranchSelector interface {
	// Ret returns x (nil for ret void).
	Ret(x value.Value) error
	// CondBr branches on an i1 (a fused compare or a register) to yes or
	// no, two different blocks.
	CondBr(cond value.Value, yes, no *mir.Block) error
	// Switch lowers a switch (Func.SwitchChain is the simple way).
	Switch(t *ir.TermSwitch) error
	// IndirectJump jumps to the address in r; the core adds the edges.
	IndirectJump(r mir.Reg)
	// Unreachable ends a block that cannot be reached.
	Unreachable()
}

// CastOp is a conversion instruction.
type CastOp uint8

// Conversions.
const (
	Trunc CastOp = iota
	ZExt
	SExt
	FPTrunc
	FPExt
	FPToUI
	FPToSI
	UIToFP
	SIToFP
	PtrToInt
	IntToPtr
	BitCast
)

var castNames = [...]string{"trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp",
	"ptrtoint", "inttoptr", "bitcast"}

func (op CastOp) String() string { return castNames[op] }
