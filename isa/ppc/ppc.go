// Package ppc is the PowerPC instruction set as ssara's machine IR carries
// it, for two ABIs: 64-bit little-endian ELFv2 (ppc64le, POWER8) and
// 32-bit big-endian System V (ppc32). It holds the physical registers and
// their ABI roles, the register file allocators see (Target, a mir.Target,
// one per ABI, narrowed per function where r31 is the frame pointer), the
// operations (mir.Op values from mir.OpTarget on) and the payload each
// carries in mir.Instr.Aux, and the per-function payload (FuncInfo).
//
// It is the contract between the instruction selector (lower/ppc), which
// produces these instructions, and the assembly writer (emit/ppc), which
// prints them: each operation's comment says what its defs, uses and
// payload mean. It imports nothing but mir.
package ppc

import (
	"fmt"

	"github.com/ssara-project/ssara/mir"
)

// GPR returns rN (0..31).
func GPR(n int) mir.Reg { return mir.Reg(1 + n) }

// FPR returns fN (1..31); f0 is the emitter's scratch and has no number.
func FPR(n int) mir.Reg { return mir.Reg(32 + n) }

// Fixed registers.
var (
	R0  = GPR(0)
	SP  = GPR(1)
	R3  = GPR(3)
	R4  = GPR(4)
	R12 = GPR(12)
	F1  = FPR(1)
)

// RegNum is the assembler number of a physical register (r5 -> 5, f5 -> 5).
func RegNum(r mir.Reg) int {
	if r >= FPR(1) {
		return int(r - 32)
	}
	return int(r - 1)
}

// IsFPR reports whether r is a floating-point register.
func IsFPR(r mir.Reg) bool { return r >= FPR(1) && r <= FPR(31) }

// Target is a PowerPC ABI.
type Target struct {
	// Is64 selects ppc64le ELFv2; otherwise 32-bit System V (big-endian).
	Is64 bool
	// FramePointer reserves r31 as the frame pointer: the target of
	// functions whose stack pointer moves (dynamic alloca).
	FramePointer bool
	// PIC (ppc32 only) writes GOT-based position-independent code, as
	// llc-14 -relocation-model=pic does: symbol addresses are loaded from
	// the module's .got2 section through r30.
	PIC bool
	// PICBase reserves r30 as the pointer into .got2: the target of a
	// PIC function that computes a symbol's address (ForFunc).
	PICBase bool
}

// PPC64LE and PPC32 are the two targets; PPC32PIC is ppc32 under
// -relocation-model=pic.
var (
	PPC64LE  = Target{Is64: true}
	PPC32    = Target{}
	PPC32PIC = Target{PIC: true}
)

// Name implements mir.Target.
func (t Target) Name() string {
	if t.Is64 {
		return "ppc64le"
	}
	return "ppc32"
}

// Word is the GPR width in bits.
func (t Target) Word() int {
	if t.Is64 {
		return 64
	}
	return 32
}

// RegName implements mir.Target.
func (Target) RegName(r mir.Reg) string {
	if IsFPR(r) {
		return fmt.Sprintf("f%d", RegNum(r))
	}
	if r >= GPR(0) && r <= GPR(31) {
		return fmt.Sprintf("r%d", RegNum(r))
	}
	return fmt.Sprintf("?%d", r)
}

// ClassOfPhys implements mir.Target.
func (Target) ClassOfPhys(r mir.Reg) mir.Class {
	if IsFPR(r) {
		return mir.FPR
	}
	return mir.GPR
}

var (
	// Caller-saved first (r3..r12, r0), then callee-saved r14..r31: 29.
	allocGPR = func() []mir.Reg {
		var rs []mir.Reg
		for i := 3; i <= 12; i++ {
			rs = append(rs, GPR(i))
		}
		rs = append(rs, R0)
		for i := 14; i <= 31; i++ {
			rs = append(rs, GPR(i))
		}
		return rs
	}()
	// f1..f13 (volatile), then f14..f31.
	allocFPR = func() []mir.Reg {
		var rs []mir.Reg
		for i := 1; i <= 31; i++ {
			rs = append(rs, FPR(i))
		}
		return rs
	}()
	calleeSaved = func() mir.RegSet {
		var s mir.RegSet
		for i := 14; i <= 31; i++ {
			s = s.Add(GPR(i)).Add(FPR(i))
		}
		return s
	}()
	// CallerSaved is what a call destroys.
	CallerSaved = func() mir.RegSet {
		var s mir.RegSet
		for _, r := range allocGPR {
			if !calleeSaved.Has(r) {
				s = s.Add(r)
			}
		}
		for i := 1; i <= 13; i++ {
			s = s.Add(FPR(i))
		}
		return s
	}()
)

// reservedGPRs[i] is allocGPR without r31 (the frame pointer) when bit 0
// of i is set and without r30 (the PIC base) when bit 1 is.
var reservedGPRs = func() [4][]mir.Reg {
	var v [4][]mir.Reg
	for i := range v {
		for _, r := range allocGPR {
			if i&1 != 0 && r == GPR(31) || i&2 != 0 && r == GPR(30) {
				continue
			}
			v[i] = append(v[i], r)
		}
	}
	return v
}()

// Allocatable implements mir.Target.
func (t Target) Allocatable(c mir.Class) []mir.Reg {
	if c == mir.FPR {
		return allocFPR
	}
	i := 0
	if t.FramePointer {
		i |= 1
	}
	if t.PICBase {
		i |= 2
	}
	return reservedGPRs[i]
}

// CalleeSaved implements mir.Target.
func (Target) CalleeSaved() mir.RegSet { return calleeSaved }

// SlotSize implements mir.Target: GPR slots are a word, FPR slots 8.
func (t Target) SlotSize(c mir.Class) int64 {
	if c == mir.GPR && !t.Is64 {
		return 4
	}
	return 8
}

// RegBytes implements mir.Target: a GPR holds a word (4 or 8 bytes), an
// FPR 8 (vectors are scalarised, so no value is wider than its register).
func (t Target) RegBytes(c mir.Class) int64 { return t.SlotSize(c) }

// DefBytes implements mir.Target: every instruction writes a whole
// register.
func (t Target) DefBytes(in *mir.Instr, k int, c mir.Class) int64 { return t.RegBytes(c) }

// LiveInBytes implements mir.Target: a whole register.
func (t Target) LiveInBytes(f *mir.Func, r mir.Reg) int64 { return t.RegBytes(t.ClassOfPhys(r)) }

// OpName implements mir.Target.
func (Target) OpName(op mir.Op) string {
	if n, ok := opNames[op]; ok {
		return n
	}
	return fmt.Sprintf("ppcop%d", op)
}

// Operations.
const (
	LI           mir.Op = mir.OpTarget + iota // d = imm
	SymHa                                     // d = high-adjusted part of &sym (TOC-relative on ppc64le)
	SymLo                                     // d = Uses[0] + low part of &sym (GOT: load the GOT entry)
	FrameAddr                                 // d = r1 + offset of a frame object (Mem)
	Load                                      // d = [Mem]
	Store                                     // [Mem] = Uses[0]
	ALU                                       // d = Uses[0] op Uses[1]
	ALUImm                                    // d = Uses[0] op imm
	Unary                                     // d = op Uses[0]
	Pair                                      // ppc32 i64 add/sub: hi, lo = (ahi, alo) op (bhi, blo)
	SetCC                                     // d = cond ? 1 : 0
	Select                                    // d = cond ? Uses[1] : Uses[0] (tied 0)
	CmpBr                                     // if cond goto Succs[0] else Succs[1]
	Call                                      // bl sym or bctrl through Uses[last]
	Ret                                       // return
	FALU                                      // d = Uses[0] op Uses[1] (op Uses[2] for fmadd)
	FUnary                                    // d = op Uses[0]: fneg, fabs, fsqrt, frsp, fmr
	Cvt                                       // conversions between GPR and FPR values
	Unreachable                               // end of a block that cannot be reached
	Trap                                      // trap
	Fence                                     // sync or lwsync
	AtomicRMW                                 // old = atomic op at [Uses[0]] with Uses[1] (a loop in r0 and r12)
	CmpXchg                                   // old = cmpxchg [Uses[0]], expected Uses[1] (r12), new Uses[2]
	IndirectBr                                // mtctr Uses[0]; bctr (to one of Succs; Aux a *JumpTable for a switch's table)
	DynAlloca                                 // Defs[0] = address of Uses[0] new bytes below the frame (Defs[1] scratch)
	StackSave                                 // Defs[0] = r1
	StackRestore                              // r1 = Uses[0], keeping the back chain (Defs[0] scratch)
	InlineAsm                                 // inline assembly (AsmInfo): Defs outputs, Uses inputs and addresses
)

var opNames = map[mir.Op]string{
	LI: "li", SymHa: "symha", SymLo: "symlo", FrameAddr: "frameaddr", Load: "load", Store: "store",
	ALU: "alu", ALUImm: "aluimm", Unary: "unary", SetCC: "setcc", Select: "select",
	CmpBr: "cmpbr", Call: "call", Ret: "ret", FALU: "falu", FUnary: "funary", Cvt: "cvt",
	Unreachable: "unreachable", Trap: "trap", Fence: "fence", AtomicRMW: "atomicrmw", CmpXchg: "cmpxchg", IndirectBr: "indirectbr",
	DynAlloca: "dynalloca", StackSave: "stacksave", StackRestore: "stackrestore", InlineAsm: "inlineasm",
}

// AsmInfo is the payload of InlineAsm: the template and, for each of its
// operands ($N), where the operand is.
type AsmInfo struct {
	Template string
	// UseOf maps operand numbers to Uses indexes (-1 for an output or an
	// immediate), DefOf to Defs indexes (-1 for an input).
	UseOf, DefOf []int
	IsImm        []bool
	Imm          []int64
	// Mem marks memory operands ("=*m", "*m"): the use holds the
	// address, printed 0(rN).
	Mem []bool
}

func (a *AsmInfo) String() string { return fmt.Sprintf("asm %q", a.Template) }

// Imm is the payload of LI.
type Imm struct{ Val int64 }

func (i *Imm) String() string { return fmt.Sprint(i.Val) }

// SymRef is the payload of SymHa and SymLo.
type SymRef struct {
	Sym string
	Off int64
	GOT bool // ppc64le: the symbol's address comes from the GOT
	// TLS: the address of a thread-local variable from the thread
	// pointer (r13 on ppc64le, r2 on ppc32) and its offset: TLSLocalExec
	// (sym@tprel@ha/@l) or, on ppc64le, TLSInitialExec (the offset
	// loaded from sym@got@tprel, then added to the thread pointer).
	TLS int
}

// Thread-local access models of SymRef.TLS.
const (
	TLSLocalExec   = 1
	TLSInitialExec = 2
)

func (s *SymRef) String() string { return fmt.Sprintf("%s%+d got=%v", s.Sym, s.Off, s.GOT) }

// Mem is a memory operand: Uses[BaseIdx] + Uses[IndexIdx] (X-form) or a
// base + Disp (D-form) where the base is a use, the frame object Frame,
// the incoming argument area (Incoming: Disp from the caller's first
// argument word) or the outgoing argument area (Out).
type Mem struct {
	BaseIdx  int
	IndexIdx int
	Disp     int64
	Frame    int // frame object, or -1
	Incoming bool
	Out      bool
	Bits     int  // access width; 8, 16, 32, 64
	Sign     bool // sign-extending load (lha, lwa)
	FP       bool // the value is in an FPR (lfs/lfd, stfs/stfd)
	// Param marks a Load of a parameter passed on the stack, from its
	// slot in the caller's parameter area, which nothing writes: the load
	// may be executed again anywhere (Rematerializable).
	Param bool
	// Lo, when not nil, is the displacement instead of Disp: the low
	// part of the symbol's address (sym+off@toc@l on ppc64le, sym+off@l
	// on ppc32 without PIC), the base the SymHa of the same symbol and
	// offset, as llc folds a global's address into its access. DS-form
	// accesses (ld, std, lwa) have one only where it is a multiple of 4
	// (the global aligned to 4 and the offset a multiple of 4): LoDS.
	Lo   *SymRef
	LoDS bool
	// Rev is a byte-reversed load or store (lhbrx, lwbrx, ldbrx: 16 to
	// 64 bits, zero-extending; sthbrx, stwbrx, stdbrx) through the
	// address in Uses[IndexIdx] alone (BaseIdx -1: "lwbrx d, 0, rB"; rB
	// may be r0), the only form they have.
	Rev bool
}

func (m *Mem) String() string {
	return fmt.Sprintf("{b%d i%d%+d f%d in=%v out=%v w%d}", m.BaseIdx, m.IndexIdx, m.Disp, m.Frame, m.Incoming, m.Out, m.Bits)
}

// AluOp names integer operations.
type AluOp uint8

// Integer operations.
const (
	Add AluOp = iota
	Sub       // d = a - b
	And
	Or
	Xor
	Mul
	MulHS // high word of a signed product
	MulHU // high word of an unsigned product
	DivS
	DivU
	Shl
	Shr
	Sar
	Rotl
	Neg
	Not
	ExtS // sign-extend from Bits
	ExtZ // zero-extend from Bits
	Cntlz
	Popcnt
	Bswap // 16/32 bits, zero-extended result
	AddC  // ppc32 i64 low words: add, setting the carry (addc)
	AddE  // ppc32 i64 high words: add with the carry (adde)
	SubC  // low words: subtract, setting the carry (subfc)
	SubE  // high words: subtract with the carry (subfe)
)

var aluNames = [...]string{"add", "sub", "and", "or", "xor", "mul", "mulhs", "mulhu", "divs", "divu",
	"shl", "shr", "sar", "rotl", "neg", "not", "exts", "extz", "cntlz", "popcnt", "bswap", "addc", "adde", "subc", "sube"}

func (o AluOp) String() string { return aluNames[o] }

// Arith is the payload of ALU, ALUImm and Unary. The carry bit written
// by AddC/SubC is read by the AddE/SubE that isel places right after it;
// nothing an allocator inserts between them (moves, loads, stores, xor
// swaps) touches the carry.
type Arith struct {
	Op   AluOp
	Bits int // operation width: 32 or 64; ExtS/ExtZ/Bswap/Cntlz: the source width
	Imm  int64
}

func (a *Arith) String() string { return fmt.Sprintf("%s/%d $%d", a.Op, a.Bits, a.Imm) }

// CC is an integer condition.
type CC uint8

// Integer conditions.
const (
	CCEq CC = iota
	CCNe
	CCLt
	CCLe
	CCGt
	CCGe
	CCULt
	CCULe
	CCUGt
	CCUGe
)

// Unsigned reports whether c compares unsigned.
func (c CC) Unsigned() bool { return c >= CCULt }

// Cond is a compare that an instruction consumes: Uses[CondIdx] with
// Uses[CondIdx+1] (or Imm when HasImm). ppc32 i64 compares are reduced to
// a 0/1 register first (see wideBool).
type Cond struct {
	CondIdx int
	Bits    int // 32 or 64 (integers), 32 or 64 (floats)
	Float   bool
	CC      CC
	FC      mir.FCond
	HasImm  bool
	Imm     int64
}

// CondOp is the payload of SetCC, Select and CmpBr.
type CondOp struct {
	Cond
	FP bool // Select: the selected values are FPRs
}

func (c *CondOp) String() string {
	if c.Float {
		return fmt.Sprintf("fcond%d/%d", c.FC, c.Bits)
	}
	return fmt.Sprintf("cc%d/%d imm=%v:%d", c.CC, c.Bits, c.HasImm, c.Imm)
}

// JumpTable is the payload of an IndirectBr that jumps through a table
// (a switch): the table's label and, for each entry, the index of its
// target among the block's successors. The emitter writes the table
// after the function, an entry being the target's offset from the table.
type JumpTable struct {
	Label   string
	Entries []int
}

// CallInfo is the payload of Call.
type CallInfo struct {
	Sym      string // direct callee; empty for an indirect call through r12
	Indirect bool
	// Local: the direct callee is bound within the module (defined here
	// and dso_local or of local linkage); ppc32 PIC calls others through
	// the PLT (bl f@PLT), as llc-14 does.
	Local bool
	// SharesTOC: the direct callee is a strong definition of this module
	// that binds locally, so a ppc64le call to it needs no nop after the
	// bl for a TOC restore.
	SharesTOC bool
	// SetCR6 / ClearCR6: ppc32 variadic calls say whether FPRs carry
	// arguments (creqv 6,6,6 / crxor 6,6,6).
	SetCR6, ClearCR6 bool
}

// FOp is the payload of FALU and FUnary.
type FOp struct {
	Op   string // add, sub, mul, div, madd; neg, abs, sqrt, frsp, fmr
	Bits int    // 32 or 64
}

// CvtKind is the payload of Cvt. Ops: i2f (signed 64-bit GPR to FPR;
// ppc32: signed 32-bit), u2f (unsigned 64-bit), f2i (to signed 64-bit;
// ppc32: 32-bit), f2u (to unsigned 64-bit), gpr2fpr and fpr2gpr (bit
// copies of Bits through the emitter's scratch slot).
type CvtKind struct {
	Op   string
	Bits int // float width of the FPR side (32 or 64)
}

// FuncInfo is the per-function payload (Func.Aux).
type FuncInfo struct {
	Sym mir.Symbol
	// Calls says whether the function calls others (LR save, parameter
	// save area).
	Calls bool
	// OutArgs is the size of the outgoing argument area in bytes
	// (ppc64le: the parameter save area, at least 64 when Calls).
	OutArgs int64
	// BlockLabels are extra labels of blocks (by ID) whose address the
	// program takes (blockaddress).
	BlockLabels map[int]string
	// FramePointer: the stack pointer moves (dynamic alloca, stackrestore),
	// so the frame is addressed from r31.
	FramePointer bool
	// SymAddrs: the function computes a symbol's address (SymHa other
	// than thread-local), which ppc32 PIC code loads through r30.
	SymAddrs bool
	// NoRedZone: the IR forbids the area below r1 ("noredzone"): the
	// function gets a frame even as a leaf, as llc-14 gives it (see
	// emit/ppc).
	NoRedZone bool
}

// ProtectedZone is the number of bytes below the stack pointer that
// signal handlers and the kernel leave alone, where a leaf function may
// keep its frame without moving r1: 288 in the ppc64le ELFv2 ABI, none in
// 32-bit System V.
func (t Target) ProtectedZone() int64 {
	if t.Is64 {
		return 288
	}
	return 0
}

// ForFunc is the register file of lowered function f: t itself, or t with
// r31 reserved where f addresses its frame from the frame pointer and r30
// where ppc32 PIC code needs the pointer into .got2.
func (t Target) ForFunc(f *mir.Func) mir.Target {
	if fi, ok := f.Aux.(*FuncInfo); ok && fi.FramePointer {
		t.FramePointer = true
	}
	t.PICBase = t.NeedsPICBase(f)
	return t
}

// NeedsPICBase reports whether f, emitted for t, sets up r30.
func (t Target) NeedsPICBase(f *mir.Func) bool {
	fi, ok := f.Aux.(*FuncInfo)
	return ok && t.PIC && !t.Is64 && fi.SymAddrs
}

// Rematerializable implements mir.Target: constants (LI), the high part of
// a symbol's address (SymHa) and addresses of frame objects (FrameAddr)
// may be computed again anywhere, and so may a parameter passed on the
// stack (a Load with Mem.Param), loaded again from its slot.
func (Target) Rematerializable(in *mir.Instr) bool {
	if !mir.PlainDef(in) || len(in.Uses) != 0 {
		return false
	}
	switch in.Op {
	case LI, SymHa, FrameAddr:
		return true
	case Load:
		m := in.Aux.(*Mem)
		return m.Param && m.Incoming
	}
	return false
}

// Discardable implements mir.Discarder: constants, addresses and the
// integer operations of registers and immediates that neither trap nor
// touch the carry: the Movable ones, the high words of products, counts
// of leading zeros and of ones, and byte swaps (not divisions, Pair or
// the carry operations).
func (Target) Discardable(in *mir.Instr) bool {
	switch in.Op {
	case LI, SymHa, FrameAddr:
		return true
	case ALU, ALUImm, Unary:
		switch in.Aux.(*Arith).Op {
		case Add, Sub, And, Or, Xor, Mul, MulHS, MulHU, Shl, Shr, Sar, Rotl, Neg, Not, ExtS, ExtZ, Cntlz, Popcnt, Bswap:
			return true
		}
	}
	return false
}

// Movable implements mir.Mover: integer operations of registers and
// immediates that neither trap nor touch the carry (Pair and the carry
// operations stay where they are).
func (Target) Movable(in *mir.Instr) bool {
	if !mir.PlainDef(in) {
		return false
	}
	switch in.Op {
	case ALU, ALUImm, Unary:
		switch in.Aux.(*Arith).Op {
		case Add, Sub, And, Or, Xor, Mul, Shl, Shr, Sar, Rotl, Neg, Not, ExtS, ExtZ:
			return true
		}
	}
	return false
}

// AtomicOp is the operation of an AtomicRMW.
type AtomicOp uint8

// Atomic read-modify-write operations (LLVM's atomicrmw operations that
// PowerPC lowers).
const (
	AtomicXchg AtomicOp = iota
	AtomicAdd
	AtomicSub
	AtomicAnd
	AtomicNand
	AtomicOr
	AtomicXor
	AtomicMax  // signed
	AtomicMin  // signed
	AtomicUMax // unsigned
	AtomicUMin // unsigned
)

var atomicNames = [...]string{"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin"}

func (o AtomicOp) String() string { return atomicNames[o] }

// AtomicInfo is the payload of AtomicRMW and CmpXchg.
type AtomicInfo struct {
	Op   AtomicOp // AtomicRMW
	Bits int      // 8, 16, 32, 64
	// Masked: a byte or halfword of ppc32 (which has no lbarx or lharx)
	// operated on within its aligned word. AtomicRMW: the uses are the
	// word's address, the operand shifted to the field's place and the
	// field's mask (for signed min and max the operand is shifted to the
	// word's top, and a fourth use is the shift that takes the field
	// there); the def is the whole word loaded. CmpXchg: the uses are the
	// field's address, the expected value zero-extended and the new one
	// (the loop finds the word and the field from the address); the def
	// is the field loaded, zero-extended.
	Masked bool
}

func (a *AtomicInfo) String() string {
	if a.Masked {
		return fmt.Sprintf("%s/%d masked", a.Op, a.Bits)
	}
	return fmt.Sprintf("%s/%d", a.Op, a.Bits)
}

// FenceKind is the payload of Fence.
type FenceKind struct{ Sync bool } // sync, else lwsync
