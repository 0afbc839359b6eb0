// Package x86 is the x86-64 instruction set as ssara's machine IR carries
// it: the physical registers and their ABI roles (System V AMD64), the
// register file that allocators see (Target, a mir.Target), the operations
// (mir.Op values from mir.OpTarget on) and the payload each operation
// carries in mir.Instr.Aux, and the per-function payload (FuncInfo).
//
// It is the contract between the instruction selector (lower/x86), which
// produces these instructions, and the assembly writer (emit/x86), which
// prints them: each operation's comment says what its defs, uses and
// payload mean. It imports nothing but mir.
package x86

import (
	"fmt"

	"github.com/ssara-project/ssara/mir"
)

// Physical registers.
const (
	RAX mir.Reg = 1 + iota
	RCX
	RDX
	RBX
	RSP
	RBP
	RSI
	RDI
	R8
	R9
	R10
	R11
	R12
	R13
	R14
	R15
	XMM0
)

// XMM returns XMMn.
func XMM(n int) mir.Reg { return XMM0 + mir.Reg(n) }

var gprNames = [...][4]string{
	{"al", "ax", "eax", "rax"}, {"cl", "cx", "ecx", "rcx"}, {"dl", "dx", "edx", "rdx"},
	{"bl", "bx", "ebx", "rbx"}, {"spl", "sp", "esp", "rsp"}, {"bpl", "bp", "ebp", "rbp"},
	{"sil", "si", "esi", "rsi"}, {"dil", "di", "edi", "rdi"},
	{"r8b", "r8w", "r8d", "r8"}, {"r9b", "r9w", "r9d", "r9"}, {"r10b", "r10w", "r10d", "r10"},
	{"r11b", "r11w", "r11d", "r11"}, {"r12b", "r12w", "r12d", "r12"}, {"r13b", "r13w", "r13d", "r13"},
	{"r14b", "r14w", "r14d", "r14"}, {"r15b", "r15w", "r15d", "r15"},
}

// RegName prints r for width bits (8, 16, 32, 64; XMM ignores width),
// without the % sign.
func RegName(r mir.Reg, bits int) string {
	if r >= XMM0 && r < XMM0+16 {
		return fmt.Sprintf("xmm%d", r-XMM0)
	}
	if r < RAX || r > R15 {
		return fmt.Sprintf("?%d", r)
	}
	i := 3
	switch bits {
	case 8, 1:
		i = 0
	case 16:
		i = 1
	case 32:
		i = 2
	}
	return gprNames[r-RAX][i]
}

// ArgGPRs are the integer argument registers in order.
var ArgGPRs = []mir.Reg{RDI, RSI, RDX, RCX, R8, R9}

// CallerSaved are the registers a call destroys.
var CallerSaved mir.RegSet

func init() {
	for _, r := range []mir.Reg{RAX, RCX, RDX, RSI, RDI, R8, R9, R10, R11} {
		CallerSaved = CallerSaved.Add(r)
	}
	for i := 0; i < 16; i++ {
		CallerSaved = CallerSaved.Add(XMM(i))
	}
}

// Target is the x86-64 machine description.
//
// OmitFP adds RBP, after every other GPR: the register file of a function
// without a frame pointer (FuncInfo.OmitFP; ForFunc).
type Target struct {
	OmitFP bool
}

// Name implements mir.Target.
func (Target) Name() string { return "x86-64" }

// RegName implements mir.Target.
func (Target) RegName(r mir.Reg) string { return RegName(r, 64) }

// ClassOfPhys implements mir.Target.
func (Target) ClassOfPhys(r mir.Reg) mir.Class {
	if r >= XMM0 {
		return mir.FPR
	}
	return mir.GPR
}

var (
	allocGPR = []mir.Reg{RAX, RCX, RDX, RSI, RDI, R8, R9, R10, R11, RBX, R12, R13, R14, R15}
	allocFPR = func() []mir.Reg {
		var r []mir.Reg
		for i := 0; i < 16; i++ {
			r = append(r, XMM(i))
		}
		return r
	}()
)

// allocGPRNoFP is allocGPR with RBP last, for a function without a frame
// pointer.
var allocGPRNoFP = append(append([]mir.Reg(nil), allocGPR...), RBP)

// Allocatable implements mir.Target.
func (t Target) Allocatable(c mir.Class) []mir.Reg {
	switch {
	case c == mir.FPR:
		return allocFPR
	case t.OmitFP:
		return allocGPRNoFP
	}
	return allocGPR
}

// ForFunc is the register file function f is allocated, checked and
// emitted with (backend.Backend.FuncRegs): with RBP when f has no frame
// pointer (FuncInfo.OmitFP).
func (t Target) ForFunc(f *mir.Func) mir.Target {
	if fi, ok := f.Aux.(*FuncInfo); ok && fi.OmitFP {
		t.OmitFP = true
	}
	return t
}

// CalleeSaved implements mir.Target.
func (Target) CalleeSaved() mir.RegSet {
	var s mir.RegSet
	for _, r := range []mir.Reg{RBX, RBP, R12, R13, R14, R15} {
		s = s.Add(r)
	}
	return s
}

// SlotSize implements mir.Target: spill slots are at least 8 bytes; a
// value wider than that (a vector in an XMM register) gets a slot of its
// width (mir.DeriveSpillBytes).
func (Target) SlotSize(c mir.Class) int64 { return 8 }

// RegBytes implements mir.Target: a GPR holds 8 bytes, an XMM register 16.
func (Target) RegBytes(c mir.Class) int64 {
	if c == mir.FPR {
		return 16
	}
	return 8
}

// DefBytes implements mir.Target. In XMM registers, the SSE vector
// operations (VOp, VConst, a 128-bit VLoad) and inline assembly write
// the whole register, scalar float operations (FALU, FUnary, FConst, Cvt,
// Load) their low 4 or 8 bytes, a call's result as wide as its type
// (CallInfo.VecRets), and Select as much as the values it selects.
func (t Target) DefBytes(in *mir.Instr, k int, c mir.Class) int64 {
	if c != mir.FPR {
		return 8
	}
	switch in.Op {
	case VOp, VConst, InlineAsm:
		return 16
	case VLoad:
		return int64(in.Aux.(*VMem).Bits / 8)
	case Call:
		if in.Aux.(*CallInfo).VecRets.Has(in.Defs[k]) {
			return 16
		}
	case Select:
		return 0
	}
	return 8
}

// LiveInBytes implements mir.Target: XMM argument registers that carry a
// vector parameter (FuncInfo.VecParams) hold 16 bytes, others 8.
func (t Target) LiveInBytes(f *mir.Func, r mir.Reg) int64 {
	if t.ClassOfPhys(r) == mir.FPR {
		if fi, ok := f.Aux.(*FuncInfo); ok && fi.VecParams.Has(r) {
			return 16
		}
	}
	return 8
}

// OpName implements mir.Target.
func (Target) OpName(op mir.Op) string {
	if n, ok := opNames[op]; ok {
		return n
	}
	return fmt.Sprintf("x86op%d", op)
}

// Operations.
const (
	MovImm       mir.Op = mir.OpTarget + iota // d = imm
	LeaSym                                    // d = &sym (+off), RIP-relative or through the GOT
	Lea                                       // d = address
	Load                                      // d = [address]
	Store                                     // [address] = Uses[0]
	StoreImm                                  // [address] = imm
	ALU                                       // d = Uses[0] op Uses[1] (tied 0)
	ALUImm                                    // d = Uses[0] op imm (tied 0)
	IMul3                                     // d = Uses[0] * imm
	Unary                                     // d = op Uses[0] (tied 0): neg, not, bswap
	Shift                                     // d = Uses[0] shift RCX | imm (tied 0)
	Ext                                       // d = zero/sign-extend Uses[0]
	Cqo                                       // RDX = sign of RAX (cltd/cqto)
	Div                                       // RAX, RDX = RDX:RAX / Uses[2]
	SetCC                                     // d = cond ? 1 : 0 (a float cond may have a scratch def)
	Select                                    // d = cond ? Uses[1] : Uses[0] (tied 0)
	CmpBr                                     // if cond goto Succs[0] else Succs[1]
	Call                                      // call sym or *Uses[last]
	AdjSP                                     // rsp += imm (call sequences)
	DynAlloca                                 // d = (rsp -= Uses[0])
	FALU                                      // d = Uses[0] op Uses[1] (tied 0), ss/sd
	FUnary                                    // d = op Uses[0]: sqrt (untied); and/xor with a pool mask (tied)
	FConst                                    // d = constant from the pool
	Cvt                                       // conversions between int and float, float and double, bits
	Ret                                       // return
	BitScan                                   // d = bsf/bsr Uses[0], with a value for zero input
	Unreachable                               // end of a block that cannot be reached
	Trap                                      // ud2
	StackSave                                 // d = rsp
	StackRestore                              // rsp = Uses[0]
	MulWide                                   // RAX, RDX, o = RAX * Uses[1] (unsigned), o = overflow
	OvfALU                                    // d, o = Uses[0] op Uses[1] (tied 0), o = overflow flag
	JmpInd                                    // jump to the address in Uses[0], one of Succs (Aux: *JumpTable or nil), or read at the address of Aux *Mem (its registers the Uses)
	AdcSbb                                    // d[, flag] = Uses[0] +/- Uses[1] (+/- carry Uses[2]) (tied 0); see CarryInfo
	Xchg                                      // d = xchg [address], Uses[0] (tied 0)
	XAdd                                      // d = lock xadd [address], Uses[0] (tied 0)
	CmpXchg                                   // RAX, ok = lock cmpxchg [address], RAX (expected), Uses[1] (new)
	MFence                                    // mfence
	Shld                                      // d = shld/shrd (Arith.Op Shl/Shr) Uses[0] (tied), Uses[1], by imm or RCX (Uses[2])
	X87                                       // an x86_fp80 operation through the x87 stack (see X87Op)
	InlineAsm                                 // inline assembly (see AsmInfo)
	SjLjSetjmp                                // llvm.eh.sjlj.setjmp: buffer Uses[0]; RAX = 0, or 1 when a longjmp resumes here
	SjLjLongjmp                               // llvm.eh.sjlj.longjmp: buffer in RAX (Uses[0]): restore RBP, RSP and jump
	RMW                                       // [address] op= Uses[0] or an immediate (see RMWInfo)
	MulHi                                     // RAX, RDX = RAX * Uses[1], RDX the high half (DivKind: mul or imul)
)

var opNames = map[mir.Op]string{
	SjLjSetjmp: "sjljsetjmp", SjLjLongjmp: "sjljlongjmp",
	MovImm: "movimm", LeaSym: "leasym", Lea: "lea", Load: "load", Store: "store", StoreImm: "storeimm",
	ALU: "alu", ALUImm: "aluimm", IMul3: "imul3", Unary: "unary", Shift: "shift", Ext: "ext",
	Cqo: "cqo", Div: "div", SetCC: "setcc", Select: "select", CmpBr: "cmpbr", Call: "call",
	AdjSP: "adjsp", DynAlloca: "dynalloca", FALU: "falu", FUnary: "funary", FConst: "fconst",
	Cvt: "cvt", Ret: "ret", BitScan: "bitscan", Unreachable: "unreachable",
	Trap: "trap", StackSave: "stacksave", StackRestore: "stackrestore", MulWide: "mulwide", OvfALU: "ovfalu",
	JmpInd: "jmpind", AdcSbb: "adcsbb",
	RMW: "rmw", MulHi: "mulhi", Xchg: "xchg", XAdd: "xadd", CmpXchg: "cmpxchg", MFence: "mfence", Shld: "shld", X87: "x87", InlineAsm: "inlineasm",
}

// OvfInfo is the payload of OvfALU: the operation and the condition that
// signals overflow (o for signed, b for unsigned).
type OvfInfo struct {
	Arith
	CC CC
}

// Addr is a memory operand: Base + Index*Scale + Disp, where Base is a use
// (BaseIdx >= 0), the frame object Frame (Frame >= 0, relative to RBP), the
// outgoing argument area (SP), or the symbol Sym (RIP-relative). Index is a
// use when IndexIdx >= 0.
type Addr struct {
	BaseIdx  int
	IndexIdx int
	Scale    int64
	Disp     int64
	Frame    int  // frame object index, or -1
	Incoming bool // incoming argument area: Disp from 16(%rbp)
	SP       bool // outgoing argument area: Disp(%rsp)
	Sym      string
}

// Mem is the payload of Load, Store, StoreImm and Lea.
type Mem struct {
	Addr
	Bits int  // access width in bits (Lea: 64, or 32 for leal)
	Sign bool // Load of < 32 bits: sign-extend instead of zero-extend
	// Wide: a Load with Sign of 8, 16 or 32 bits sign-extends to 64
	// (movsbq, movswq, movslq).
	Wide bool
	Imm  int64
	FP   bool // the value is in an XMM register
	// Param marks a Load of a parameter passed on the stack, from its
	// incoming slot, which nothing writes: the load may be executed
	// again anywhere (Rematerializable), as llc reloads such a value
	// from its fixed stack object instead of spilling it.
	Param bool
}

func (m *Mem) String() string {
	return fmt.Sprintf("{b%d i%d*%d%+d f%d %s w%d}", m.BaseIdx, m.IndexIdx, m.Scale, m.Disp, m.Frame, m.Sym, m.Bits)
}

// RMWInfo is the payload of RMW, a read-modify-write of memory ("addl
// %esi, (%rdi)", "addq $1, counter(%rip)"): the Bits-wide value at the
// address Mem.Addr becomes itself Op the register Uses[0], or Op Mem.Imm
// when HasImm. The address's base and index registers are the uses
// after the operand (all the uses when HasImm).
type RMWInfo struct {
	Mem
	Op     AluOp // Add, Sub, And, Or or Xor
	HasImm bool
}

// Imm is the payload of MovImm, AdjSP and several others.
type Imm struct {
	Val  int64
	Bits int
}

// SymRef is the payload of LeaSym.
type SymRef struct {
	Sym string
	Off int64
	GOT bool
	// TLS: the address of a thread-local variable, from the thread
	// pointer (%fs:0) and its offset: TLSLocalExec (sym@TPOFF) or
	// TLSInitialExec (the offset loaded from sym@GOTTPOFF).
	TLS int
}

// Thread-local access models of SymRef.TLS.
const (
	TLSLocalExec   = 1
	TLSInitialExec = 2
)

// AluOp names integer operations.
type AluOp uint8

// Integer operations.
const (
	Add AluOp = iota
	Sub
	And
	Or
	Xor
	Mul
	Neg
	Not
	Bswap
	Shl
	Shr
	Sar
	Rol
	Ror
)

var aluNames = [...]string{"add", "sub", "and", "or", "xor", "imul", "neg", "not", "bswap", "shl", "shr", "sar", "rol", "ror"}

func (o AluOp) String() string { return aluNames[o] }

// Arith is the payload of ALU, ALUImm, IMul3, Unary and Shift.
type Arith struct {
	Op   AluOp
	Bits int // 32 or 64 (8/16-bit operations run at 32 bits), 16 for bswap of i16
	Imm  int64
	// Mem, on an ALU, is its second operand read from memory (a folded
	// load, "addl 8(%rdi), %eax"): the Bits-wide value at Mem instead of
	// Uses[1]. The address's base and index registers are the uses after
	// Uses[0] (Mem.BaseIdx and Mem.IndexIdx index Uses). On a Shld it is
	// the destination, a frame temporary shifted in place (no def, no
	// tie; Uses[0] is the source, then RCX for a variable count).
	Mem *Addr
}

// ExtKind is the payload of Ext: from bits to 32 or 64, zero or sign.
type ExtKind struct {
	From, To int
	Sign     bool
}

// DivKind is the payload of Div, Cqo and MulHi.
type DivKind struct {
	Bits   int // 32 or 64
	Signed bool
}

// CC is an integer condition code.
type CC uint8

// Condition codes (signed, unsigned, and equality).
const (
	CCEq CC = iota
	CCNe
	CCLt
	CCLe
	CCGt
	CCGe
	CCB
	CCBe
	CCA
	CCAe
	CCP
	CCNp
	CCO
)

var ccNames = [...]string{"e", "ne", "l", "le", "g", "ge", "b", "be", "a", "ae", "p", "np", "o"}

func (c CC) String() string { return ccNames[c] }

// Invert returns the negated condition.
func (c CC) Invert() CC {
	return [...]CC{CCNe, CCEq, CCGe, CCGt, CCLe, CCLt, CCAe, CCA, CCBe, CCB, CCNp, CCP, CCO}[c]
}

// Cond is a compare that an instruction consumes: Uses[CondIdx] compared
// with Uses[CondIdx+1] (or with Imm when HasImm), or the low bit of
// Uses[CondIdx] when Test is set.
type Cond struct {
	CondIdx int
	Bits    int // operand width: 8, 16, 32, 64 (integers); 32, 64 (floats)
	Float   bool
	CC      CC        // integer condition
	FC      mir.FCond // float condition, evaluated on the flags of ucomis(s|d) x, y
	HasImm  bool
	Imm     int64
	// Mask, with HasImm, sets the flags by "test $Imm, x" (x AND Imm)
	// instead of "cmp $Imm, x": an equality test of x's masked bits
	// with 0.
	Mask bool
	Test bool // branch on the low bit of one register
	// Mem, when not nil, is one operand of the compare read from memory
	// (a folded load): the Bits-wide value at Mem, whose base and index
	// registers are uses (Mem.BaseIdx and Mem.IndexIdx index Uses, after
	// the compare's register operand). The other operand is Uses[CondIdx]
	// or, when HasImm, the immediate. MemX says the memory operand is the
	// compare's first operand x: "cmp $Imm, mem" or "cmp Uses[CondIdx],
	// mem"; otherwise it is the second, y: "cmp mem, Uses[CondIdx]". A
	// float compare reads memory only as ucomis's source operand
	// ("ucomisd mem, Uses[CondIdx]"), which is y, or x when the predicate
	// is evaluated with its operands exchanged (MemX).
	Mem  *Addr
	MemX bool
}

// Swapped reports whether a float predicate is evaluated with its
// operands exchanged (x < y as y > x, "ucomis x, y"), so that one flag
// test decides it; otherwise it is "ucomis y, x".
func Swapped(fc mir.FCond) bool {
	switch fc {
	case mir.FOlt, mir.FOle, mir.FUgt, mir.FUge:
		return true
	}
	return false
}

// CondOp is the payload of SetCC, Select and CmpBr.
type CondOp struct {
	Cond
	FP bool // Select: the selected values are in XMM registers
}

func (c *CondOp) String() string {
	if c.Test {
		return "test"
	}
	if c.Float {
		return fmt.Sprintf("fcond%d/%d", c.FC, c.Bits)
	}
	if c.HasImm && c.Mask {
		return fmt.Sprintf("%s/%d test $%d", c.CC, c.Bits, c.Imm)
	}
	if c.HasImm {
		return fmt.Sprintf("%s/%d $%d", c.CC, c.Bits, c.Imm)
	}
	return fmt.Sprintf("%s/%d", c.CC, c.Bits)
}

// CallInfo is the payload of Call.
type CallInfo struct {
	Sym      string // direct callee; empty for an indirect call through the last use (or Mem)
	Indirect bool
	// VecRets are the XMM registers that return a vector (16 bytes)
	// rather than a float or double.
	VecRets mir.RegSet
	// Tail says the IR call is marked tail or musttail (the callee does
	// not read the caller's frame) and passes no argument on the stack:
	// when nothing but the return follows it, the emitter jumps to the
	// callee after the epilogue instead (llc's sibling call).
	Tail bool
	// Mem, on an indirect call, is where the callee's address is read
	// from ("callq *8(%rsp)": lower/x86.FitBudget's frame temporary, when
	// the call's fixed registers leave none of the budget for it); the
	// call's uses then end with its last argument register.
	Mem *Addr
}

// FOp is the payload of FALU and FUnary.
type FOp struct {
	Op   string // add, sub, mul, div, sqrt, and, xor, min, max
	Bits int    // 32 or 64
	Mask string // pool label for and/xor
	// Mem, on an FALU, is its second operand read from memory (a folded
	// load, "addsd (%rax), %xmm0"), as Arith.Mem is for an ALU.
	Mem *Addr
}

// FConstInfo is the payload of FConst.
type FConstInfo struct {
	Label string
	Bits  int
	Zero  bool
}

// CvtKind is the payload of Cvt.
type CvtKind struct {
	Op       string // si2f, f2si, f2f, gpr2xmm, xmm2gpr
	FromBits int
	ToBits   int
}

// BitScanKind is the payload of BitScan: d = bsf (cttz) or bsr (ctlz) of
// Uses[0]; the result for a zero input is handled by a following Select.
type BitScanKind struct {
	Reverse bool
	Bits    int
}

// FuncInfo is the per-function payload (Func.Aux).
type FuncInfo struct {
	Sym mir.Symbol
	// Calls says whether the function calls others (frame alignment).
	Calls bool
	// DynAlloca says whether RSP moves after the prologue.
	DynAlloca bool
	// FramePointer says the function needs RBP as its frame pointer: the
	// IR asks for it ("frame-pointer"="all" or "non-leaf"), or it takes
	// a frame or return address.
	FramePointer bool
	// OmitFP says the function has no frame pointer: its frame is
	// addressed from RSP and RBP is allocatable (Target.ForFunc). Set by
	// lower/x86 when nothing needs RBP as the frame pointer or moves RSP
	// after the prologue beyond a call's arguments (see emit/x86).
	OmitFP bool
	// NoRedZone: the IR forbids the 128 bytes below RSP ("noredzone",
	// clang -mno-red-zone), which a leaf function without a frame pointer
	// otherwise keeps its frame in (see emit/x86).
	NoRedZone bool
	// BlockLabels are extra labels of blocks (by ID) whose address the
	// program takes (blockaddress).
	BlockLabels map[int]string
	// VecParams are the XMM registers that pass a vector parameter (16
	// bytes) rather than a float or double.
	VecParams mir.RegSet
}

// Rematerializable implements mir.Target: constants (MovImm, FConst and
// VConst, which read the constant pool), symbol addresses (LeaSym; through
// the GOT, which the program never writes) and addresses of frame objects
// and incoming arguments (Lea from RBP with no register operand) may be
// computed again anywhere, and so may a parameter passed on the stack
// (a Load with Mem.Param), loaded again from its incoming slot.
func (Target) Rematerializable(in *mir.Instr) bool {
	if !mir.PlainDef(in) || len(in.Uses) != 0 {
		return false
	}
	switch in.Op {
	case MovImm, LeaSym, FConst, VConst:
		return true
	case Lea:
		m := in.Aux.(*Mem)
		return !m.SP && (m.Frame >= 0 || m.Incoming)
	case Load:
		m := in.Aux.(*Mem)
		return m.Param && m.Incoming
	}
	return false
}

// Movable implements mir.Mover: an address computation (Lea, not of the
// outgoing argument area), a three-operand multiply by a constant and a
// register extension compute from their register operands alone.
func (Target) Movable(in *mir.Instr) bool {
	if !mir.PlainDef(in) {
		return false
	}
	switch in.Op {
	case Lea:
		return !in.Aux.(*Mem).SP
	case IMul3:
		return in.Aux.(*Arith).Mem == nil
	case Ext:
		return true
	}
	return false
}

// Discardable implements mir.Discarder: constants, addresses, integer
// operations but division (no memory operand), extensions, setcc and
// cmov (no compare folded from memory), scalar float operations and
// conversions without a memory operand, bit scans, double shifts
// (shld, shrd) in registers, and the packed SSE operations (VOp: registers
// only, their loads are VLoads), such as a lanewise compare whose only
// reader became a pmaxsw. Carry chains (AdcSbb) and overflow-checked
// operations stay.
func (Target) Discardable(in *mir.Instr) bool {
	switch in.Op {
	case MovImm, LeaSym, Lea, Unary, Shift, Ext, FConst, Cvt, BitScan, VOp:
		return true
	case ALU, ALUImm, IMul3, Shld:
		return in.Aux.(*Arith).Mem == nil
	case SetCC, Select:
		c, ok := in.Aux.(*CondOp)
		return ok && c.Mem == nil
	case FALU, FUnary:
		o, ok := in.Aux.(*FOp)
		return ok && o.Mem == nil
	}
	return false
}

// Commutes implements mir.Commuter: the two-address integer add, and,
// or, xor and imul, the scalar SSE add and multiply, and the packed SSE
// operations of commutativeVec, each on two registers (no operand folded
// from memory by the instruction selector, no immediate). SSE min and max
// are not commutative: with a NaN they return their second operand.
func (Target) Commutes(in *mir.Instr) bool {
	if in.Tied != 0 || len(in.Uses) != 2 || len(in.Defs) != 1 {
		return false
	}
	switch in.Op {
	case ALU:
		a := in.Aux.(*Arith)
		switch a.Op {
		case Add, And, Or, Xor, Mul:
			return a.Mem == nil
		}
	case FALU:
		o := in.Aux.(*FOp)
		return (o.Op == "add" || o.Op == "mul") && o.Mem == nil
	case VOp:
		v := in.Aux.(*VecOp)
		return !v.HasImm && commutativeVec[v.Mn]
	}
	return false
}

// Untie implements mir.Untier: a 32- or 64-bit add of a register or an
// immediate, a subtraction of an immediate (no operand folded from
// memory) or a left shift by 1, 2 or 3 becomes a lea of its operands,
// "leal 5(%rdi), %eax", "leaq (%rdi,%rsi), %rax", "leal (,%rdi,4), %eax",
// which needs no copy of the first operand. A lea sets no flags; nothing
// reads an ALU's flags after instruction selection.
func (Target) Untie(in *mir.Instr) bool {
	if in.Tied != 0 || len(in.Defs) != 1 || (in.Op != ALU && in.Op != ALUImm && in.Op != Shift) {
		return false
	}
	a := in.Aux.(*Arith)
	if a.Mem != nil || a.Bits != 32 && a.Bits != 64 {
		return false
	}
	addr := Addr{BaseIdx: 0, IndexIdx: -1, Frame: -1, Scale: 1}
	imm := a.Imm
	if a.Bits == 32 {
		imm = int64(int32(imm)) // the same low 32 bits
	}
	if a.Op == Sub {
		imm = -imm
	}
	switch {
	case in.Op == ALUImm && len(in.Uses) == 1 && (a.Op == Add || a.Op == Sub) && imm == int64(int32(imm)):
		addr.Disp = imm
	case in.Op == ALU && len(in.Uses) == 2 && a.Op == Add:
		addr.IndexIdx = 1
	case in.Op == Shift && len(in.Uses) == 1 && a.Op == Shl && a.Imm == 1:
		// (%rdi,%rdi): a + a (a new slice: Uses may share its array).
		in.Uses = []mir.Reg{in.Uses[0], in.Uses[0]}
		addr.IndexIdx = 1
	case in.Op == Shift && len(in.Uses) == 1 && a.Op == Shl && (a.Imm == 2 || a.Imm == 3):
		addr.BaseIdx, addr.IndexIdx, addr.Scale = -1, 0, 1<<a.Imm
	default:
		return false
	}
	in.Op, in.Tied, in.Aux = Lea, -1, &Mem{Addr: addr, Bits: a.Bits}
	return true
}

// commutativeVec are the packed SSE operations whose two operands may be
// exchanged.
var commutativeVec = map[string]bool{
	"paddb": true, "paddw": true, "paddd": true, "paddq": true,
	"paddsb": true, "paddsw": true, "paddusb": true, "paddusw": true,
	"pmullw": true, "pmulld": true, "pmulhw": true, "pmulhuw": true, "pmuludq": true, "pmuldq": true,
	"pand": true, "por": true, "pxor": true,
	"pcmpeqb": true, "pcmpeqw": true, "pcmpeqd": true, "pcmpeqq": true,
	"pavgb": true, "pavgw": true,
	"pminub": true, "pmaxub": true, "pminsw": true, "pmaxsw": true,
	"pminsb": true, "pmaxsb": true, "pminuw": true, "pmaxuw": true,
	"pminsd": true, "pmaxsd": true, "pminud": true, "pmaxud": true,
	"addps": true, "addpd": true, "mulps": true, "mulpd": true,
	"andps": true, "andpd": true, "orps": true, "orpd": true, "xorps": true, "xorpd": true,
}

// CanFoldMem implements mir.MemFolder: the uses that emit/x86 prints in
// an r/m position, which may therefore be a spill slot (a folded reload):
// the second operand of the two-address integer operations add, sub, and,
// or, xor and imul (32 and 64 bits: the low bytes of a slot hold the low
// bytes of the value), the source of a three-operand imul by an immediate
// ("imull $4099, 8(%rsp), %ecx", 32 and 64 bits), and of the scalar SSE
// operations add, sub, mul, div,
// min and max (which, unlike the packed ones, need no alignment), and the
// register operand of an integer compare (cmp r/m, r; cmp $imm, r/m) of
// SetCC and CmpBr, and the value a GPR Select with an integer condition
// moves when the condition holds (cmov r/m, r). Never a tied use, and
// never a use of an ALU, FALU or compare that already reads memory (the
// instruction selector's folded loads: Arith.Mem, FOp.Mem, Cond.Mem),
// except the value a cmov moves, which is an instruction of its own.
func (Target) CanFoldMem(in *mir.Instr, k int) bool {
	if k < 0 || k >= len(in.Uses) || !in.Uses[k].IsVirtual() || k == int(in.Tied) {
		return false
	}
	switch in.Op {
	case ALU:
		a := in.Aux.(*Arith)
		switch a.Op {
		case Add, Sub, And, Or, Xor, Mul:
			return k == 1 && (a.Bits == 32 || a.Bits == 64) && a.Mem == nil
		}
	case IMul3:
		a := in.Aux.(*Arith)
		return k == 0 && (a.Bits == 32 || a.Bits == 64) && a.Mem == nil
	case FALU:
		o := in.Aux.(*FOp)
		switch o.Op {
		case "add", "sub", "mul", "div", "min", "max":
			return k == 1 && o.Mem == nil
		}
	case Select:
		// cmovCC r/m64, r64: the value selected when the condition holds,
		// unless it is also an operand of the compare.
		c := in.Aux.(*CondOp)
		return k == 1 && !c.Float && !c.FP && k != c.CondIdx && k != c.CondIdx+1
	case SetCC, CmpBr:
		c := in.Aux.(*CondOp)
		switch {
		case c.Float || c.Test || c.Mem != nil:
			return false
		case c.HasImm:
			return k == c.CondIdx
		}
		return k == c.CondIdx+1
	}
	return false
}

// CanFoldMemDef implements mir.MemDefFolder: the 64-bit two-address
// operations that emit/x86 prints with a memory destination when their
// def and tied use are a spill slot (llc's "Folded Spill"): add, sub, and,
// or and xor of a register ("addq %rcx, 8(%rsp)") or an immediate, shifts
// by an immediate, neg and not. Only 64-bit ones: a 32-bit operation on a
// register clears the upper half, which a write of the low 4 bytes of an
// 8-byte slot would leave as it was, and a reload of the slot would then
// not give the value the register would have held. Never one that
// already reads memory (Arith.Mem).
func (Target) CanFoldMemDef(in *mir.Instr) bool {
	if in.Tied != 0 || len(in.Defs) != 1 || len(in.Uses) == 0 || !in.Defs[0].IsVirtual() || !in.Uses[0].IsVirtual() {
		return false
	}
	a, ok := in.Aux.(*Arith)
	if !ok || a.Bits != 64 || a.Mem != nil {
		return false
	}
	switch in.Op {
	case ALU:
		return len(in.Uses) == 2 && (a.Op == Add || a.Op == Sub || a.Op == And || a.Op == Or || a.Op == Xor)
	case ALUImm:
		return len(in.Uses) == 1 && (a.Op == Add || a.Op == Sub || a.Op == And || a.Op == Or || a.Op == Xor)
	case Shift:
		return len(in.Uses) == 1 && (a.Op == Shl || a.Op == Shr || a.Op == Sar)
	case Unary:
		return len(in.Uses) == 1 && (a.Op == Neg || a.Op == Not)
	}
	return false
}

// CarryInfo is the payload of AdcSbb: Defs[0] = Uses[0] op Uses[1]
// (+/- the carry in Uses[2], or at CarryMem, when CarryIn), tied to Uses[0]; when the
// instruction has a second def, it receives the condition CC of the
// result's flags as 0/1 (CCB: the carry or borrow out).
type CarryInfo struct {
	Op      AluOp // Add or Sub
	CarryIn bool
	CC      CC
	// CarryMem, when not nil, is where the carry in is read from instead
	// of Uses[2] ("btl $0, mem"): a frame temporary that
	// lower/x86.FitBudget stores it to under a small register budget.
	CarryMem *Addr
}

func (c *CarryInfo) String() string {
	return fmt.Sprintf("%s cin=%v cc=%s", c.Op, c.CarryIn, c.CC)
}

// X87Op is the payload of X87. Frame is the scratch object (32 bytes:
// the value at 0, control words at 16 and 18).
type X87Op struct {
	Op    string // add sub mul div cmp ext trunc si2f u2f f2si f2u64 fldret popret asm
	Frame int
	Bits  int       // float width of ext/trunc; integer store width of f2si
	FC    mir.FCond // cmp
	Pool  string
	// BMem, when not nil, is where the second operand of add, sub, mul,
	// div and cmp is (its 10 bytes, stored there by two stores before
	// the instruction: lower/x86.FitBudget under a small register
	// budget); the instruction then has only the first operand's two
	// uses.
	BMem *Addr
	// Asm is the inline assembly of Op "asm" (emit/x86/x87asm.go).
	Asm *X87Asm
}

// X87Asm is inline assembly whose operands are on the x87 stack: the
// inputs are pushed in order (ST(1)'s first, then ST(0)'s), each 80, 64
// or 32 bits (two GPR uses for 80, one XMM use otherwise); the output,
// if any, is ST(0) afterwards (OutBits, Defs); Pops says the assembly
// pops ST(1) itself (a "~{st(1)}" clobber).
type X87Asm struct {
	Template string
	InBits   []int
	OutBits  int
	Pops     bool
}

func (o *X87Op) String() string { return fmt.Sprintf("x87 %s", o.Op) }

// JumpTable is the payload of JmpInd when it dispatches through a table:
// entry i of the table (label Label, in .rodata) holds the offset of the
// block Succs[Entries[i]] from the table, and the target register the
// address computed from it. With Abs (-relocation-model=static) entry i
// holds the block's address, 8 bytes, and the register is the index i:
// "jmpq *Label(,%rax,8)".
type JumpTable struct {
	Label   string
	Entries []int
	Abs     bool
}
