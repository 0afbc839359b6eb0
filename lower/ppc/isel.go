package ppc

import (
	"fmt"
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// maxFrameDisp bounds frame-object displacements folded into D-form
// instructions (the frame itself is limited so offsets fit 16 bits).
const maxFrameDisp = 16000

// fn lowers one function.
type fn struct {
	*lower.Func
	m    *Selector
	t    isa.Target
	info *isa.FuncInfo
	// symHa holds the high parts of the symbols' addresses that symMode
	// computed, by block.
	symHa map[symKey]mir.Reg
	// sretReg is the incoming sret pointer (returned in r3 on ppc64le).
	sretReg mir.Reg
	// argArea is the size of the argument area of a call to this
	// function, after which the registers of a result beyond the return
	// registers go (resultLoc).
	argArea int64
	// va is where the named arguments of a variadic function end; vaSave
	// the ppc32 register save area (a frame object).
	va     argState
	vaSave int
	// limbImm holds the limbs of multiword integers known to be
	// constants (multiword.go: constLimb), which the limb-wise
	// operations fold.
	limbImm map[mir.Reg]uint64
	// zextLoads are the 32-bit loads whose zero-extension extended
	// has counted on: they stay lwz.
	zextLoads map[*mir.Instr]bool
	// lis are the constants li has made, by block and value.
	lis map[liKey]liDef
	// addrs are the symbols' addresses symAddr has made, by block,
	// symbol and offset.
	addrs map[symKey]liDef
	// laneRuns are the runs of laneBlock lowered lane-major, by their
	// first instruction; laneDone the instructions a run has lowered
	// (lanes.go).
	laneBlock *ir.Block
	laneRuns  map[ir.Instruction]*laneRun
	laneDone  map[ir.Instruction]bool
	// byteRuns are the runs of byte stores of byteBlock that one store
	// or a few replace, by their last store; byteSkip the stores,
	// truncations and shifts they leave unselected (bytestores.go).
	byteBlock *ir.Block
	byteRuns  map[*ir.InstStore]*lower.ByteRun
	byteSkip  map[ir.Instruction]bool
	// byteLoads are the trees of byte loads of byteBlock that one load
	// replaces, by their or; byteSkip has their other values too.
	byteLoads map[*ir.InstOr]*lower.ByteLoadTree
	// copyLoads are the vector loads moved in words (vcopy.go).
	copyLoads map[*ir.InstLoad]bool
}

// clobbersSince reports whether code has a call (or another instruction
// that clobbers registers).
func clobbersSince(code []*mir.Instr) bool {
	for _, in := range code {
		if in.Clobbers != 0 || in.Op == isa.Call {
			return true
		}
	}
	return false
}

func (l *fn) newGPR() mir.Reg { return l.F.NewReg(mir.GPR) }
func (l *fn) newFPR() mir.Reg { return l.F.NewReg(mir.FPR) }

// word is the GPR width.
func (l *fn) word() int { return l.t.Word() }

// ---- types

func (l *fn) intBits(t types.Type) int {
	switch t := t.(type) {
	case *types.IntType:
		return int(t.BitSize)
	case *types.PointerType:
		return l.word()
	}
	return 0
}

// wide reports whether an integer of bits is a register pair.
func (l *fn) wide(bits int) bool { return !l.t.Is64 && bits == 64 }

// ScalarLeaves implements lower.TypeSelector: integers of any width
// lowered, float and double, vectors as lanes (vector.go).
func (l *fn) ScalarLeaves(t types.Type) ([]types.Type, error) {
	switch t := t.(type) {
	case *types.IntType:
		switch t.BitSize {
		case 1, 8, 16, 32, 64:
			return []types.Type{t}, nil
		}
		if l.multiword(int(t.BitSize)) || l.oddWidth(int(t.BitSize)) {
			return []types.Type{t}, nil
		}
		return nil, l.Unsupported(fmt.Sprintf("integer type %s", t))
	case *types.PointerType:
		return []types.Type{t}, nil
	case *types.FloatType:
		if isFP128(t) {
			return fp128Leaves, nil
		}
		if !lower.IsFloat(t) {
			return nil, l.Unsupported(fmt.Sprintf("floating-point type %s", t))
		}
		return []types.Type{t}, nil
	case *types.VectorType:
		return l.vectorLeaves(t)
	}
	return nil, l.Unsupported(fmt.Sprintf("type %s", t))
}

// nregs is the number of registers a scalar leaf needs.
func (l *fn) nregs(t types.Type) int {
	if bits, ok := l.isMultiwordLeaf(t); ok {
		return l.limbCount(bits)
	}
	if l.wide(l.intBits(t)) {
		return 2
	}
	return 1
}

func classOf(t types.Type) mir.Class {
	if lower.IsFloat(t) {
		return mir.FPR
	}
	return mir.GPR
}

// newRegsFor makes fresh registers for every leaf of t.
func (l *fn) newRegsFor(ls []types.Type) []mir.Reg {
	var regs []mir.Reg
	for _, t := range ls {
		for i := 0; i < l.nregs(t); i++ {
			regs = append(regs, l.F.NewReg(classOf(t)))
		}
	}
	return regs
}

// ---- values

// pair returns a ppc32 i64 value as (hi, lo).
func (l *fn) pair(v value.Value) (mir.Reg, mir.Reg, error) {
	rs, err := l.Regs(v)
	if err != nil {
		return 0, 0, err
	}
	if len(rs) != 2 {
		return 0, 0, l.Unsupported("64-bit value that is not a register pair")
	}
	return rs[0], rs[1], nil
}

// materialize puts a scalar value (not a pair) in a register.
func (l *fn) Materialize(x *lower.Value) (mir.Reg, error) {
	switch x.Kind {
	case lower.VReg:
		if len(x.Regs) != 1 {
			return 0, l.Unsupported("aggregate or 64-bit pair used as a single register")
		}
		return x.Regs[0], nil
	case lower.VSym:
		if x.TLS != lower.TLSNone {
			return l.tlsAddr(x)
		}
		return l.symAddr(x.Sym, x.Off, x.GOT), nil
	case lower.VFrame:
		d := l.newGPR()
		m := l.frameMem(x.Frame, x.Off)
		l.Emit(isa.FrameAddr, []mir.Reg{d}, nil, m)
		return d, nil
	}
	b, err := l.Materialize(x.Base)
	if err != nil {
		return 0, err
	}
	if x.Index != 0 {
		b = l.alu(isa.Add, b, x.Index, l.word())
	}
	return l.addImm(b, x.Off), nil
}

func (l *fn) frameMem(frame int, off int64) *isa.Mem {
	m := &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: frame, Disp: off}
	if frame == lower.IncomingFrame {
		m.Frame, m.Incoming = -1, true
	}
	return m
}

// symAddr computes &sym+off: a GOT entry's address loaded, else the
// high part then the low part added (symAddrs reused within addrGap).
func (l *fn) symAddr(sym string, off int64, got bool) mir.Reg {
	if got {
		return l.addImm(l.symAddrOnce(symKey{l.Cur, sym, 0, true}), off)
	}
	l.info.SymAddrs = true
	if off <= -farSymOff || off >= farSymOff {
		// sym+off might not be within reach of the TOC (or wrap): the
		// address of sym, then the offset.
		return l.addImm(l.symAddr(sym, 0, false), off)
	}
	return l.symAddrOnce(symKey{l.Cur, sym, off, false})
}

// symAddrOnce computes the address k names in k's block, or returns the
// register of the same address made at most addrGap instructions before
// with no call since.
func (l *fn) symAddrOnce(k symKey) mir.Reg {
	if c, ok := l.addrs[k]; ok && len(l.Cur.Instrs)-c.at <= addrGap && !clobbersSince(l.Cur.Instrs[c.at:]) {
		l.addrs[k] = liDef{c.r, len(l.Cur.Instrs)}
		return c.r
	}
	ha := l.newGPR()
	ref := func() *isa.SymRef { return &isa.SymRef{Sym: k.sym, Off: k.off, GOT: k.got} }
	l.Emit(isa.SymHa, []mir.Reg{ha}, nil, ref())
	d := ha
	if !l.t.PIC || l.t.Is64 || k.off != 0 && fits16(k.off) {
		// ppc32's position-independent code loads the address from the
		// GOT (SymHa) and adds only an offset within 16 bits (SymLo is a
		// copy otherwise, which shareHighParts' shared high parts left
		// as an mr).
		d = l.newGPR()
		in := l.Emit(isa.SymLo, []mir.Reg{d}, []mir.Reg{ha}, ref())
		in.UseForbid = noR0
	}
	if l.addrs == nil {
		l.addrs = map[symKey]liDef{}
	}
	l.addrs[k] = liDef{d, len(l.Cur.Instrs)}
	return d
}

// addrGap is the most instructions after a use of a symbol's address (or
// its addis and addi) that another use in the block reads the same
// register instead of computing the address again, when no call comes
// between (an address held across a call needs a callee-saved register
// or a slot; a PowerPC address is two instructions, not rematerialized).
// On the PowerPC corpus 8 saved 1.7% of ppc64le's instruction lines and
// 1.4% of ppc32's for 0.5% and 1.0% more spill code at 4 GPRs; 16 or no
// limit saved 0.1-0.2% more for twice or three times that spill code,
// and reuse across calls about as much again (llc-14 keeps such an
// address in a callee-saved register and hoists it out of loops).
const addrGap = 8

// farSymOff bounds the offsets folded into a symbol's @ha/@l (or
// @toc@ha/@toc@l) relocations: like llc's small code model on x86-64,
// objects are assumed to end 16 MiB before the end of the addressable
// range, so farther offsets (d[300000000000000000]) are added apart.
const farSymOff = 16 << 20

// tlsAddr computes the address of a thread-local variable: local-exec
// on both ABIs, initial-exec on ppc64le (ppc32 code is position-dependent
// and reaches only the executable's own TLS block).
func (l *fn) tlsAddr(x *lower.Value) (mir.Reg, error) {
	tls := isa.TLSLocalExec
	if x.TLS == lower.TLSInitialExec {
		if !l.t.Is64 {
			return 0, l.Unsupported("thread-local variable @" + x.Sym + " of another module on ppc32 (initial-exec TLS)")
		}
		tls = isa.TLSInitialExec
	}
	ha := l.newGPR()
	d := l.newGPR()
	l.Emit(isa.SymHa, []mir.Reg{ha}, nil, &isa.SymRef{Sym: x.Sym, TLS: tls})
	in := l.Emit(isa.SymLo, []mir.Reg{d}, []mir.Reg{ha}, &isa.SymRef{Sym: x.Sym, TLS: tls})
	in.UseForbid = noR0
	return l.addImm(d, x.Off), nil
}

func fits16(v int64) bool  { return v >= -32768 && v <= 32767 }
func fitsU16(v int64) bool { return v >= 0 && v <= 65535 }

// li materializes v, reusing the li of the same value made at most liGap
// instructions before in the current block (llc-14's selection DAG makes
// one node of a block's equal constants; a store of 0 to each field of a
// struct made an li each).
func (l *fn) li(v int64) mir.Reg {
	k := liKey{l.Cur, v}
	if c, ok := l.lis[k]; ok && len(l.Cur.Instrs)-c.at <= liGap {
		return c.r
	}
	d := l.newGPR()
	l.Emit(isa.LI, []mir.Reg{d}, nil, &isa.Imm{Val: v})
	if l.lis == nil {
		l.lis = map[liKey]liDef{}
	}
	l.lis[k] = liDef{d, len(l.Cur.Instrs)}
	return d
}

// liGap is the most instructions after a constant's li that another use
// of the constant in the block reads its register instead of an li of
// its own: on the PowerPC corpus 8 saved 1.3% of ppc64le's instruction
// lines (ppc32 1.3%, to llc-14's count) for 0.07% more spill code at 4
// GPRs; 16 saved a quarter more for nearly three times the spill code.
const liGap = 8

// liKey is a block and a value of its constants (fn.lis).
type liKey struct {
	b *mir.Block
	v int64
}

// liDef is a register kept for reuse in its block (a constant, an
// address) and the length of the block's code just after its definition
// (for an address, after its last reuse).
type liDef struct {
	r  mir.Reg
	at int
}

func (l *fn) alu(op isa.AluOp, a, b mir.Reg, bits int) mir.Reg {
	d := l.newGPR()
	l.Emit(isa.ALU, []mir.Reg{d}, []mir.Reg{a, b}, &isa.Arith{Op: op, Bits: bits})
	return d
}

func (l *fn) aluImm(op isa.AluOp, a mir.Reg, imm int64, bits int) mir.Reg {
	d := l.newGPR()
	in := l.Emit(isa.ALUImm, []mir.Reg{d}, []mir.Reg{a}, &isa.Arith{Op: op, Bits: bits, Imm: imm})
	if op == isa.Add {
		in.UseForbid = noR0 // addi rD, rA, imm reads 0 for rA = r0
	}
	return d
}

func (l *fn) unary(op isa.AluOp, a mir.Reg, bits int) mir.Reg {
	d := l.newGPR()
	in := l.Emit(isa.Unary, []mir.Reg{d}, []mir.Reg{a}, &isa.Arith{Op: op, Bits: bits})
	if op == isa.Bswap {
		in.EarlyClobber = true // rlwinm/rlwimi build the result in place
	}
	return d
}

// addImm adds a constant at word width.
func (l *fn) addImm(r mir.Reg, imm int64) mir.Reg {
	if imm == 0 {
		return r
	}
	if fits16(imm) {
		return l.aluImm(isa.Add, r, imm, l.word())
	}
	return l.alu(isa.Add, r, l.li(imm), l.word())
}

// symMode is addrMode for a load or store of a global's address plus a
// constant: the access takes the low part of the address as its
// displacement (Mem.Lo) from the SymHa of the symbol, "addis 3, 2,
// x@toc@ha" and "lwz 3, x@toc@l(3)" where addrMode added the low part
// with an addi first. A DS-form access (ds: ld, std, lwa, whose
// displacement is a multiple of 4) takes it where the low part is one:
// the global is aligned to 4 or more and the offset is a multiple of 4
// (the TOC base is aligned too; the linker checks). ok is false for
// anything else: a thread-local or GOT symbol, ppc32's
// position-independent code, an index, an offset beyond the symbol's
// reach.
func (l *fn) symMode(x *lower.Value, ds bool) (*isa.Mem, []mir.Reg, bool) {
	base, off := x, int64(0)
	if x.Kind == lower.VAddr {
		if x.Index != 0 {
			return nil, nil, false
		}
		base, off = x.Base, x.Off
	}
	if base.Kind != lower.VSym || base.TLS != lower.TLSNone || base.GOT || l.t.PIC {
		return nil, nil, false
	}
	off += base.Off
	if ds && (base.Align < 4 || off%4 != 0) {
		return nil, nil, false
	}
	if off <= -farSymOff || off >= farSymOff {
		return nil, nil, false
	}
	l.info.SymAddrs = true
	// A block that reads and writes a global (a counter: load, add,
	// store) computes the high part once.
	k := symKey{l.Cur, base.Sym, off, false}
	ha, ok := l.symHa[k]
	if !ok {
		ha = l.newGPR()
		l.Emit(isa.SymHa, []mir.Reg{ha}, nil, &isa.SymRef{Sym: base.Sym, Off: off})
		if l.symHa == nil {
			l.symHa = map[symKey]mir.Reg{}
		}
		l.symHa[k] = ha
	}
	return &isa.Mem{BaseIdx: 0, IndexIdx: -1, Frame: -1, Lo: &isa.SymRef{Sym: base.Sym, Off: off},
		LoDS: base.Align >= 4 && off%4 == 0}, []mir.Reg{ha}, true
}

// symKey is a symbol plus an offset whose high part (SymHa) a block has
// computed for an access (symMode), or whose address (got: of its GOT
// entry) it has computed (symAddr).
type symKey struct {
	b   *mir.Block
	sym string
	off int64
	got bool
}

// addrMode turns an address value into a memory operand with its uses.
// ds asks for a displacement that is a multiple of 4 (ld, std, lwa).
func (l *fn) addrMode(x *lower.Value, ds bool) (*isa.Mem, []mir.Reg, error) {
	m := &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: -1}
	var uses []mir.Reg
	base := x
	var index mir.Reg
	if x.Kind == lower.VAddr {
		base, index, m.Disp = x.Base, x.Index, x.Off
	}
	switch base.Kind {
	case lower.VFrame:
		if index == 0 && fits16(m.Disp+base.Off) && m.Disp+base.Off < maxFrameDisp && m.Disp+base.Off > -maxFrameDisp &&
			(!ds || (m.Disp+base.Off)%4 == 0) {
			fm := l.frameMem(base.Frame, m.Disp+base.Off)
			return fm, nil, nil
		}
	case lower.VReg:
		if len(base.Regs) != 1 {
			return nil, nil, l.Unsupported("aggregate used as an address")
		}
	}
	var b mir.Reg
	var err error
	if base.Kind == lower.VReg {
		b = base.Regs[0]
	} else {
		b, err = l.Materialize(base)
		if err != nil {
			return nil, nil, err
		}
	}
	if index != 0 {
		if m.Disp == 0 {
			m.BaseIdx, m.IndexIdx = 0, 1
			return m, []mir.Reg{b, index}, nil
		}
		b = l.alu(isa.Add, b, index, l.word())
	}
	if !fits16(m.Disp) || (ds && m.Disp%4 != 0) {
		b = l.addImm(b, m.Disp)
		m.Disp = 0
	}
	m.BaseIdx = 0
	uses = append(uses, b)
	return m, uses, nil
}

// address returns the memory operand for pointer value v.
func (l *fn) address(v value.Value, ds bool) (*isa.Mem, []mir.Reg, error) {
	x, err := l.Value(v)
	if err != nil {
		return nil, nil, err
	}
	return l.addrMode(x, ds)
}

// intConst materialises an integer constant of bits.
func (l *fn) intConst(v int64, bits int) []mir.Reg {
	if l.wide(bits) {
		return []mir.Reg{l.li(int64(int32(v >> 32))), l.li(int64(int32(v)))}
	}
	if bits <= 32 {
		v = int64(int32(v))
	}
	return []mir.Reg{l.li(v)}
}

// Constant implements lower.ValueSelector: integers (a register, a pair
// on ppc32, limbs when wider), floats from the pool, null, and undef,
// poison and zeroinitializer as zero registers of every leaf.
func (l *fn) Constant(c constant.Constant) (*lower.Value, bool, error) {
	switch c := c.(type) {
	case *constant.Int:
		if l.multiword(int(c.Typ.BitSize)) {
			return &lower.Value{Regs: l.bigConst(c.X, int(c.Typ.BitSize))}, true, nil
		}
		if c.Typ.BitSize > 64 {
			return nil, true, l.Unsupported(fmt.Sprintf("integer type %s", c.Typ))
		}
		return &lower.Value{Regs: l.intConst(lower.IntValue(c), int(c.Typ.BitSize))}, true, nil
	case *constant.Float:
		if isFP128(c.Typ) {
			rs, err := l.fp128Const(c)
			return &lower.Value{Regs: rs}, true, err
		}
		return &lower.Value{Regs: []mir.Reg{l.fconst(c)}}, true, nil
	case *constant.Null:
		return &lower.Value{Regs: []mir.Reg{l.li(0)}}, true, nil
	case *constant.Undef, *constant.Poison, *constant.ZeroInitializer:
		ls, err := l.Leaves(c.Type())
		if err != nil {
			return nil, true, err
		}
		var regs []mir.Reg
		for _, t := range ls {
			if lower.IsFloat(t) {
				regs = append(regs, l.fzero(lower.FloatBits(t)))
				continue
			}
			for i := 0; i < l.nregs(t); i++ {
				regs = append(regs, l.li(0))
			}
		}
		return &lower.Value{Regs: regs}, true, nil
	}
	return nil, false, nil
}

// fconst loads a floating-point constant from the pool.
func (l *fn) fconst(c *constant.Float) mir.Reg {
	bits := lower.FloatBits(c.Typ)
	var u uint64
	if bits == 32 {
		f, _ := c.X.Float32()
		if c.NaN {
			f = float32(math.NaN())
		}
		u = uint64(math.Float32bits(f))
	} else {
		f, _ := c.X.Float64()
		if c.NaN {
			f = math.NaN()
		}
		u = math.Float64bits(f)
	}
	return l.poolLoad(u, bits)
}

// poolLoad loads a floating-point constant of bits from the pool: lfd
// and lfs are D-form, so the load takes the low part of the constant's
// address after its high part (symMode), as llc-14 writes it; ppc32's
// position-independent code computes the address first.
func (l *fn) poolLoad(u uint64, bits int) mir.Reg {
	label := l.pool(u, bits/8)
	d := l.newFPR()
	mem, uses, ok := l.symMode(&lower.Value{Kind: lower.VSym, Sym: label}, false)
	if !ok {
		mem, uses = &isa.Mem{BaseIdx: 0, IndexIdx: -1, Frame: -1}, []mir.Reg{l.symAddr(label, 0, false)}
	}
	mem.Bits, mem.FP = bits, true
	l.memOp(isa.Load, []mir.Reg{d}, uses, mem)
	return d
}

func (l *fn) fzero(bits int) mir.Reg { return l.poolLoad(0, bits) }

// ---- the function

// ---- instructions

// dynAlloca moves the stack pointer down by n*size bytes rounded to 16
// (the frame is then addressed from r31).
func (l *fn) dynAlloca(in *ir.InstAlloca, size int64) error {
	l.info.FramePointer = true
	rs, err := l.convInt(in.NElems, l.intBits(in.NElems.Type()), l.word(), false)
	if err != nil {
		return err
	}
	n := l.scaleReg(rs[len(rs)-1], size)
	n = l.alu(isa.And, l.addImm(n, 15), l.li(-16), l.word())
	d, t := l.newGPR(), l.newGPR()
	a := l.Emit(isa.DynAlloca, []mir.Reg{d, t}, []mir.Reg{n}, nil)
	a.EarlyClobber = true
	l.Def(in, d)
	return nil
}

// overAligned allocates a static object aligned beyond the stack's 16
// bytes: align-16 spare bytes, and its address rounded up at run time.
func (l *fn) overAligned(in *ir.InstAlloca, size, align int64) error {
	if align > 4096 || align&(align-1) != 0 {
		return l.Unsupported(fmt.Sprintf("stack alignment %d", align))
	}
	n := int64(1)
	if in.NElems != nil {
		c, ok := in.NElems.(*constant.Int)
		if !ok {
			return l.Unsupported("dynamic alloca on PowerPC")
		}
		n = lower.IntValue(c)
	}
	l.F.Frame = append(l.F.Frame, mir.FrameObject{Size: size*n + align - 16, Align: 16})
	base, err := l.Materialize(&lower.Value{Kind: lower.VFrame, Frame: len(l.F.Frame) - 1})
	if err != nil {
		return err
	}
	p := l.alu(isa.And, l.addImm(base, align-1), l.li(-align), l.word())
	l.Def(in, p)
	return nil
}

// scaleReg multiplies r by a constant at word width.
func (l *fn) scaleReg(r mir.Reg, k int64) mir.Reg {
	if k == 1 {
		return r
	}
	if k > 0 && k&(k-1) == 0 {
		sh := int64(0)
		for int64(1)<<uint(sh) < k {
			sh++
		}
		return l.aluImm(isa.Shl, r, sh, l.word())
	}
	if fits16(k) {
		return l.aluImm(isa.Mul, r, k, l.word())
	}
	return l.alu(isa.Mul, r, l.li(k), l.word())
}

// leafOffsets gives the byte offset of each scalar leaf of t.
func (l *fn) leafOffsets(t types.Type) []int64 {
	switch tt := t.(type) {
	case *types.StructType:
		var out []int64
		for i, f := range tt.Fields {
			base := l.Layout.FieldOffset(tt, i)
			for _, o := range l.leafOffsets(f) {
				out = append(out, base+o)
			}
		}
		return out
	case *types.VectorType:
		var out []int64
		sz := l.Layout.Size(tt.ElemType)
		for i := uint64(0); i < tt.Len; i++ {
			out = append(out, int64(i)*sz)
		}
		return out
	case *types.ArrayType:
		var out []int64
		sz := l.Layout.Size(tt.ElemType)
		inner := l.leafOffsets(tt.ElemType)
		for i := uint64(0); i < tt.Len; i++ {
			for _, o := range inner {
				out = append(out, int64(i)*sz+o)
			}
		}
		return out
	}
	if isFP128(t) {
		return []int64{0, 8} // the high double first, whatever the byte order
	}
	return []int64{0}
}

// access is one machine load or store of a leaf: width and offset.
type access struct {
	bits int
	fp   bool
	off  int64
}

// accesses splits a leaf type into machine accesses (ppc32 i64: high word
// at the lower address, big-endian).
func (l *fn) accesses(t types.Type, off int64) []access {
	if lower.IsFloat(t) {
		return []access{{bits: lower.FloatBits(t), fp: true, off: off}}
	}
	b := l.intBits(t)
	if b == 1 {
		b = 8
	}
	if l.wide(b) {
		return []access{{bits: 32, off: off}, {bits: 32, off: off + 4}}
	}
	return []access{{bits: b, off: off}}
}

func (l *fn) memOp(op mir.Op, defs, uses []mir.Reg, m *isa.Mem) {
	in := l.Emit(op, defs, uses, m)
	in.UseForbid = noR0
}

func (l *fn) load(in *ir.InstLoad) error {
	if n, ok := l.maskVec(in.ElemType); ok {
		return l.loadMask(in, n)
	}
	if err := l.checkVectorMemory(in.ElemType); err != nil {
		return err
	}
	if l.copyLoad(in) {
		x, err := l.Value(in.Src)
		if err != nil {
			return err
		}
		words, err := l.copyWords(x, l.Layout.Size(in.ElemType), nil)
		if err == nil {
			l.Def(in, words...)
		}
		return err
	}
	ls, err := l.Leaves(in.ElemType)
	if err != nil {
		return err
	}
	x, err := l.Value(in.Src)
	if err != nil {
		return err
	}
	offs := l.leafOffsets(in.ElemType)
	var regs []mir.Reg
	for i, t := range ls {
		rs, err := l.loadLeaf(l.offset(x, offs[i]), t)
		if err != nil {
			return err
		}
		regs = append(regs, rs...)
	}
	l.Def(in, regs...)
	return nil
}

// loadLeaf loads the registers of leaf t from address x.
func (l *fn) loadLeaf(x *lower.Value, t types.Type) ([]mir.Reg, error) {
	if bits, ok := l.isPiecewiseLeaf(t); ok {
		return l.loadMultiword(x, bits)
	}
	var regs []mir.Reg
	for _, a := range l.accesses(t, 0) {
		ds := a.bits == 64 && !a.fp
		mem, uses, ok := l.symMode(l.offset(x, a.off), ds)
		if !ok {
			var err error
			if mem, uses, err = l.addrMode(l.offset(x, a.off), ds); err != nil {
				return nil, err
			}
		}
		mem.Bits, mem.FP = a.bits, a.fp
		d := l.F.NewReg(classOf(t))
		l.memOp(isa.Load, []mir.Reg{d}, uses, mem)
		regs = append(regs, d)
	}
	return regs, nil
}

// offset is address value x plus off.
func (l *fn) offset(x *lower.Value, off int64) *lower.Value {
	if off == 0 {
		return x
	}
	if x.Kind == lower.VReg {
		return &lower.Value{Kind: lower.VAddr, Base: x, Off: off}
	}
	y := *x
	y.Off += off
	return &y
}

func (l *fn) store(in *ir.InstStore) error {
	if l.DeadStore(in) {
		return nil // a later store of the block overwrites it
	}
	t := in.Src.Type()
	if n, ok := l.maskVec(t); ok {
		return l.storeMask(in, n)
	}
	if err := l.checkVectorMemory(t); err != nil {
		return err
	}
	ls, err := l.Leaves(t)
	if err != nil {
		return err
	}
	x, err := l.Value(in.Dst)
	if err != nil {
		return err
	}
	if ld, ok := in.Src.(*ir.InstLoad); ok && l.copyLoad(ld) {
		words, err := l.Regs(ld)
		if err != nil {
			return err
		}
		_, err = l.copyWords(x, l.Layout.Size(t), words)
		return err
	}
	if c, ok := in.Src.(constant.Constant); ok && !in.Volatile && !in.Atomic {
		align, phase := l.addrAlign(in.Dst)
		if done, err := l.constStore(c, t, x, align, phase); done || err != nil {
			return err
		}
	}
	regs, err := l.Regs(in.Src)
	if err != nil {
		return err
	}
	offs := l.leafOffsets(t)
	k := 0
	for i, lt := range ls {
		n := l.nregs(lt)
		if err := l.storeLeaf(l.offset(x, offs[i]), lt, regs[k:k+n]); err != nil {
			return err
		}
		k += n
	}
	return nil
}

// storeLeaf stores regs, the registers of leaf t, at address x.
func (l *fn) storeLeaf(x *lower.Value, t types.Type, regs []mir.Reg) error {
	if bits, ok := l.isPiecewiseLeaf(t); ok {
		return l.storeMultiword(x, bits, regs)
	}
	for k, a := range l.accesses(t, 0) {
		r := regs[k]
		if l.intBits(t) == 1 {
			r = l.aluImm(isa.And, r, 1, 32)
		}
		ds := a.bits == 64 && !a.fp
		mem, uses, ok := l.symMode(l.offset(x, a.off), ds)
		if !ok {
			var err error
			if mem, uses, err = l.addrMode(l.offset(x, a.off), ds); err != nil {
				return err
			}
		}
		mem.Bits, mem.FP = a.bits, a.fp
		if mem.BaseIdx >= 0 {
			mem.BaseIdx++
		}
		if mem.IndexIdx >= 0 {
			mem.IndexIdx++
		}
		l.memOp(isa.Store, nil, append([]mir.Reg{r}, uses...), mem)
	}
	return nil
}

// noR0 is the UseForbid set of instructions that read a base register
// (r0 there reads as the constant 0).
var noR0 = mir.RegSet(0).Add(isa.R0)

// constStore stores constant c of vector or array type t (a vector is
// otherwise stored lane by lane, each lane an li and a store) at x with
// the fewest instructions it finds: its bytes, as memory holds them,
// are split into pieces of at most a word and at most align bytes,
// aligned from an address phase bytes past a multiple of align
// (addrAlign), and each piece is stored whole (its value made by li, which
// may take up to five instructions) or as its two halves, whichever
// costs less. A vector of 16 bytes is then two std of constants of at
// most five instructions each where it was 16 li and 16 stb (llc-14
// stores it from a vector register). It reports false for other types,
// for constants holding addresses, and for elements whose size in
// memory leaves gaps.
func (l *fn) constStore(c constant.Constant, t types.Type, x *lower.Value, align, phase int64) (bool, error) {
	var elem types.Type
	switch t := t.(type) {
	case *types.VectorType:
		elem = t.ElemType
	case *types.ArrayType:
		elem = t.ElemType
	default:
		return false, nil
	}
	if _, ok := elem.(*types.IntType); !ok && !lower.IsFloat(elem) || l.Layout.StoreSize(elem) != l.Layout.Size(elem) ||
		l.Layout.StoreSize(t) != l.Layout.Size(t) {
		return false, nil
	}
	img, ok := lower.ConstImage(c, t, l.Layout)
	if !ok || len(img) == 0 {
		return false, nil
	}
	return true, l.storeImage(x, img, align, phase)
}

// imgPiece is the bytes [off, off+w) of an image.
type imgPiece struct{ off, w int64 }

// imageValue is the value of img's bytes [off, off+w) as a register
// holds them for a store of w bytes: a piece narrower than 8 bytes as
// its sign extension, li's value (what the store does not write does
// not matter).
func (l *fn) imageValue(img []byte, off, w int64) int64 {
	var v uint64
	for i := int64(0); i < w; i++ {
		b := uint64(img[off+i])
		if l.Layout.BigEndian() {
			v |= b << (8 * uint(w-1-i))
		} else {
			v |= b << (8 * uint(i))
		}
	}
	sh := uint(64 - 8*w)
	return int64(v<<sh) >> sh
}

// imagePieces splits img, bytes as memory holds them from an address
// phase bytes past a multiple of align, into pieces of at most a word
// and at most align bytes, each at an address that is a multiple of its
// size, stored whole (its value made by li) or as its two halves,
// whichever costs less; cost is the instructions they take, an li and a
// store each.
func (l *fn) imagePieces(img []byte, align, phase int64) (pieces []imgPiece, cost int) {
	word := int64(l.word() / 8)
	if align > word {
		align = word
	}
	// plan lists the pieces of [off, off+w) (w a power of two, off a
	// multiple of w) that cost least, with their cost.
	var plan func(off, w int64) ([]imgPiece, int)
	plan = func(off, w int64) ([]imgPiece, int) {
		whole := []imgPiece{{off, w}}
		cost := liCost(l.imageValue(img, off, w)) + 1
		if w == 1 {
			return whole, cost
		}
		a, ca := plan(off, w/2)
		b, cb := plan(off+w/2, w/2)
		if ca+cb < cost {
			return append(a, b...), ca + cb
		}
		return whole, cost
	}
	n := int64(len(img))
	for off := int64(0); off < n; {
		w := align
		for w > 1 && ((phase+off)%w != 0 || off+w > n) {
			w /= 2
		}
		ps, c := plan(off, w)
		pieces, cost = append(pieces, ps...), cost+c
		off += w
	}
	return pieces, cost
}

// storeImage stores img, bytes as memory holds them, at x, an address
// phase bytes past a multiple of align, in imagePieces' pieces.
func (l *fn) storeImage(x *lower.Value, img []byte, align, phase int64) error {
	ps, _ := l.imagePieces(img, align, phase)
	for _, p := range ps {
		it := types.NewInt(uint64(8 * p.w))
		if err := l.storeLeaf(l.offset(x, p.off), it, []mir.Reg{l.li(l.imageValue(img, p.off, p.w))}); err != nil {
			return err
		}
	}
	return nil
}

// liCost is the number of instructions the emitter's li of v takes.
func liCost(v int64) int {
	switch {
	case fits16(v):
		return 1
	case v == int64(int32(v)):
		return 1 + b2i(v&0xffff != 0)
	case v >= 0 && v <= 0xffffffff:
		return 2 + b2i(v&0xffff != 0)
	}
	return liCost(int64(int32(v>>32))) + 1 + b2i((v>>16)&0xffff != 0) + b2i(v&0xffff != 0)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
