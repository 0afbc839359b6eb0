package ppc

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Intrinsic implements lower.CallSelector.
func (l *fn) Intrinsic(in *ir.InstCall, kind, base string, args []value.Value) error {
	switch kind {
	case "abs":
		t := args[0].Type().(*types.IntType)
		neg := &ir.InstSub{X: constant.NewInt(t, 0), Y: args[0], Typ: t}
		if err := l.bin(neg, "sub", neg.X, neg.Y); err != nil {
			return err
		}
		c := &ir.InstICmp{Pred: enum.IPredSLT, X: args[0], Y: constant.NewInt(t, 0)}
		l.Fused[c] = true
		regs, err := l.Select(c, neg, args[0])
		if err != nil {
			return err
		}
		l.Def(in, regs...)
		return nil
	case "fabs":
		if isFP128(args[0].Type()) {
			return l.fp128Abs(in, args[0])
		}
		return l.funary(in, "abs", args[0])
	case "sqrt":
		if !l.t.Is64 {
			return l.libmCall(in, base, args)
		}
		return l.funary(in, "sqrt", args[0])
	case "fmuladd":
		if isFP128(args[0].Type()) {
			// llc-14 does not fuse it: __gcc_qmul, then __gcc_qadd.
			m := &ir.InstFMul{X: args[0], Y: args[1], Typ: types.PPC_FP128}
			if err := l.fp128Binary(m, "mul", args[0], args[1]); err != nil {
				return err
			}
			return l.fp128Binary(in, "add", m, args[2])
		}
		if !lower.IsFloat(args[0].Type()) {
			return l.Unsupported("fmuladd of " + args[0].Type().String())
		}
		var rs []mir.Reg
		for _, a := range args[:3] {
			r, err := l.Reg(a)
			if err != nil {
				return err
			}
			rs = append(rs, r)
		}
		d := l.newFPR()
		l.Emit(isa.FALU, []mir.Reg{d}, rs, &isa.FOp{Op: "madd", Bits: lower.FloatBits(args[0].Type())})
		l.Def(in, d)
		return nil
	case "bswap":
		return l.bswap(in, args[0])
	case "bitreverse":
		return l.bitreverse(in, args[0])
	case "ctpop":
		return l.ctpop(in, args[0])
	case "ctlz", "cttz":
		return l.countZeros(in, kind == "ctlz", args[0])
	case "ovf":
		return l.overflow(in, base, args)
	case "sat":
		return l.saturate(in, base[len("llvm."):len("llvm.")+4], args)
	case "fshl", "fshr":
		return l.funnel(in, kind == "fshl", args)
	case "trap":
		l.Emit(isa.Trap, nil, nil, nil)
		return nil
	case "va_start":
		return l.vaStart(args[0])
	case "stacksave":
		l.info.FramePointer = true
		d := l.newGPR()
		l.Emit(isa.StackSave, []mir.Reg{d}, nil, nil)
		l.Def(in, d)
		return nil
	case "stackrestore":
		l.info.FramePointer = true
		x, err := l.Reg(args[0])
		if err != nil {
			return err
		}
		r := l.Emit(isa.StackRestore, []mir.Reg{l.newGPR()}, []mir.Reg{x}, nil)
		r.EarlyClobber = true
		return nil
	case "va_copy":
		n := int64(8)
		if !l.t.Is64 {
			n = 12
		}
		return l.libcall(nil, "memcpy", []value.Value{args[0], args[1], constant.NewInt(l.sizeType(), n)}, types.Void)
	case "frameaddr", "retaddr":
		return l.frameAddress(in, args[0], kind == "retaddr")
	}
	// llvm.load.relative: not implemented on PowerPC.
	return l.Unsupported("intrinsic " + lower.CalleeName(in))
}

// frameAddress lowers llvm.frameaddress and llvm.returnaddress as llc-14
// does: the frame of level 0 is r1 (after the prologue: the function has
// a frame of its own), each level above it the back chain word of the one
// below; the return address of level 0 is the link register the
// prologue saves in the caller's frame (16 bytes above its stack pointer
// on ppc64le, 4 on ppc32: the function saves it as a caller does), that
// of level n the word there in the frame of level n+1.
func (l *fn) frameAddress(in *ir.InstCall, level value.Value, ret bool) error {
	c, ok := level.(*constant.Int)
	if !ok {
		return l.Unsupported("frame or return address of a variable level")
	}
	n := lower.IntValue(c)
	w := l.word()
	lrSave := int64(4)
	if l.t.Is64 {
		lrSave = 16
	}
	if ret && n == 0 {
		l.info.Calls = true // the prologue saves the link register
		d := l.newGPR()
		l.memOp(isa.Load, []mir.Reg{d}, nil, &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: -1, Incoming: true, Disp: lrSave, Bits: w})
		l.Def(in, d)
		return nil
	}
	fp := l.newGPR()
	l.Emit(isa.StackSave, []mir.Reg{fp}, nil, nil)
	if ret {
		n++
	}
	for i := int64(0); i < n; i++ {
		up := l.newGPR()
		l.memOp(isa.Load, []mir.Reg{up}, []mir.Reg{fp}, &isa.Mem{BaseIdx: 0, IndexIdx: -1, Frame: -1, Bits: w})
		fp = up
	}
	if ret {
		ra := l.newGPR()
		l.memOp(isa.Load, []mir.Reg{ra}, []mir.Reg{fp}, &isa.Mem{BaseIdx: 0, IndexIdx: -1, Frame: -1, Disp: lrSave, Bits: w})
		fp = ra
	}
	l.Def(in, fp)
	return nil
}

func (l *fn) libmCall(in *ir.InstCall, base string, args []value.Value) error {
	fname, err := l.LibmName(base, args[0].Type())
	if err != nil {
		return err
	}
	return l.libcall(in, fname, args, in.Typ)
}

// bswap32 reverses the bytes of the low 32 (or 16) bits of r.
func (l *fn) bswapN(r mir.Reg, bits int) mir.Reg { return l.unary(isa.Bswap, r, bits) }

func (l *fn) bswap(in *ir.InstCall, a value.Value) error {
	bits := l.intBits(a.Type())
	switch {
	case bits == 16 || bits == 32:
		x, err := l.Reg(a)
		if err != nil {
			return err
		}
		l.Def(in, l.bswapN(x, bits))
	case bits == 64 && l.t.Is64:
		x, err := l.Reg(a)
		if err != nil {
			return err
		}
		lo := l.bswapN(x, 32)
		hi := l.bswapN(l.aluImm(isa.Shr, x, 32, 64), 32)
		l.Def(in, l.alu(isa.Or, l.aluImm(isa.Shl, lo, 32, 64), hi, 64))
	case bits == 64:
		hi, lo, err := l.pair(a)
		if err != nil {
			return err
		}
		l.Def(in, l.bswapN(lo, 32), l.bswapN(hi, 32))
	default:
		return l.Unsupported(fmt.Sprintf("bswap of i%d", bits))
	}
	return nil
}

// revBitsInBytes reverses the bits within each byte of r at width bits
// (32 or 64): three swaps of neighbouring 1-, 2- and 4-bit groups.
func (l *fn) revBitsInBytes(r mir.Reg, bits int) mir.Reg {
	for _, step := range []struct {
		shift int64
		mask  uint64
	}{{1, 0x5555555555555555}, {2, 0x3333333333333333}, {4, 0x0f0f0f0f0f0f0f0f}} {
		m := int64(step.mask)
		if bits == 32 {
			m = int64(uint32(step.mask))
		}
		mask := l.li(m)
		lo := l.alu(isa.And, l.aluImm(isa.Shr, r, step.shift, bits), mask, bits)
		hi := l.aluImm(isa.Shl, l.alu(isa.And, r, mask, bits), step.shift, bits)
		r = l.alu(isa.Or, lo, hi, bits)
	}
	return r
}

// bitreverse lowers llvm.bitreverse of i8, i16, i32 and i64 (a register
// or a ppc32 pair): the bits within each byte reversed, then the bytes.
func (l *fn) bitreverse(in *ir.InstCall, a value.Value) error {
	bits := l.intBits(a.Type())
	switch {
	case bits == 8 || bits == 16 || bits == 32:
		x, err := l.Reg(a)
		if err != nil {
			return err
		}
		r := l.revBitsInBytes(x, 32)
		switch bits {
		case 8:
			r = l.alu(isa.And, r, l.li(0xff), 32)
		case 16:
			r = l.alu(isa.And, l.bswapN(r, 16), l.li(0xffff), 32)
		default:
			r = l.bswapN(r, 32)
		}
		l.Def(in, r)
	case bits == 64 && l.t.Is64:
		x, err := l.Reg(a)
		if err != nil {
			return err
		}
		r := l.revBitsInBytes(x, 64)
		lo := l.bswapN(r, 32)
		hi := l.bswapN(l.aluImm(isa.Shr, r, 32, 64), 32)
		l.Def(in, l.alu(isa.Or, l.aluImm(isa.Shl, lo, 32, 64), hi, 64))
	case bits == 64:
		hi, lo, err := l.pair(a)
		if err != nil {
			return err
		}
		l.Def(in, l.bswapN(l.revBitsInBytes(lo, 32), 32), l.bswapN(l.revBitsInBytes(hi, 32), 32))
	default:
		return l.Unsupported(fmt.Sprintf("bitreverse of i%d", bits))
	}
	return nil
}

// popcount32 counts the bits of a clean 32-bit value without popcntw
// (32-bit PowerPC has none).
func (l *fn) popcount32(x mir.Reg) mir.Reg {
	if l.t.Is64 {
		return l.unary(isa.Popcnt, x, 32)
	}
	m := func(v int64) mir.Reg { return l.li(int64(int32(v))) }
	t := l.alu(isa.And, l.aluImm(isa.Shr, x, 1, 32), m(0x55555555), 32)
	x = l.alu(isa.Sub, x, t, 32)
	m3 := m(0x33333333)
	x = l.alu(isa.Add, l.alu(isa.And, x, m3, 32), l.alu(isa.And, l.aluImm(isa.Shr, x, 2, 32), m3, 32), 32)
	x = l.alu(isa.And, l.alu(isa.Add, x, l.aluImm(isa.Shr, x, 4, 32), 32), m(0x0f0f0f0f), 32)
	x = l.alu(isa.Mul, x, m(0x01010101), 32)
	return l.aluImm(isa.Shr, x, 24, 32)
}

func (l *fn) ctpop(in *ir.InstCall, a value.Value) error {
	bits := l.intBits(a.Type())
	if bits == 0 || bits > 64 {
		return l.Unsupported("ctpop on " + a.Type().String())
	}
	if l.wide(bits) {
		hi, lo, err := l.pair(a)
		if err != nil {
			return err
		}
		l.Def(in, l.li(0), l.alu(isa.Add, l.popcount32(hi), l.popcount32(lo), 32))
		return nil
	}
	x, err := l.operand(a, bits, false)
	if err != nil {
		return err
	}
	if bits == 64 {
		l.Def(in, l.unary(isa.Popcnt, x, 64))
		return nil
	}
	l.Def(in, l.popcount32(x))
	return nil
}

// clz returns the leading zeros of a clean ob-bit value.
func (l *fn) clz(x mir.Reg, ob int) mir.Reg { return l.unary(isa.Cntlz, x, ob) }

// ctz returns the trailing zeros of a clean ob-bit value (ob for zero):
// ob - clz(~x & (x - 1)).
func (l *fn) ctz(x mir.Reg, ob int) mir.Reg {
	m1 := l.aluImm(isa.Add, x, -1, ob)
	t := l.alu(isa.And, l.unary(isa.Not, x, ob), m1, ob)
	return l.alu(isa.Sub, l.li(int64(ob)), l.clz(t, ob), ob)
}

func (l *fn) countZeros(in *ir.InstCall, leading bool, a value.Value) error {
	bits := l.intBits(a.Type())
	if bits == 0 || bits > 64 {
		return l.Unsupported("ctlz/cttz on " + a.Type().String())
	}
	if l.wide(bits) {
		hi, lo, err := l.pair(a)
		if err != nil {
			return err
		}
		// Select between the word counts: 32 + count(other word) when the
		// deciding word is zero.
		var first, second mir.Reg
		if leading {
			first, second = hi, lo
		} else {
			first, second = lo, hi
		}
		cnt := func(r mir.Reg) mir.Reg {
			if leading {
				return l.clz(r, 32)
			}
			return l.ctz(r, 32)
		}
		c1 := cnt(first)
		c2 := l.aluImm(isa.Add, cnt(second), 32, 32)
		d := l.selectOf(mir.GPR, c1, []mir.Reg{c2, first}, isa.Cond{CondIdx: 2, CC: isa.CCEq, Bits: 32, HasImm: true})
		l.Def(in, l.li(0), d)
		return nil
	}
	ob := lower.OpBits(bits)
	x, err := l.operand(a, bits, false)
	if err != nil {
		return err
	}
	if leading {
		r := l.clz(x, ob)
		if bits < ob {
			r = l.aluImm(isa.Add, r, int64(bits-ob), 32)
		}
		l.Def(in, r)
		return nil
	}
	if bits < ob {
		x = l.aluImm(isa.Or, x, int64(1)<<uint(bits), 32)
	}
	l.Def(in, l.ctz(x, ob))
	return nil
}

// setccRegs is d = (a cc b), or (a cc 0) for one register, at ob bits;
// four registers are two ppc32 pairs.
func (l *fn) setccRegs(cc isa.CC, ob int, uses ...mir.Reg) mir.Reg {
	if len(uses) == 4 {
		return l.wideBool(cc, uses[0], uses[1], uses[2], uses[3])
	}
	d := l.newGPR()
	c := isa.Cond{CC: cc, Bits: ob}
	if len(uses) == 1 {
		c.HasImm = true
	}
	l.Emit(isa.SetCC, []mir.Reg{d}, uses, &isa.CondOp{Cond: c})
	return d
}

// overflow lowers the *.with.overflow intrinsics to {result, i1}.
func (l *fn) overflow(in *ir.InstCall, base string, args []value.Value) error {
	rs, o, err := l.overflowRegs(base[len("llvm."):len("llvm.")+4], args[0], args[1])
	if err != nil {
		return err
	}
	l.Def(in, append(rs, o)...)
	return nil
}

// overflowRegs computes x op y (op: sadd, uadd, ssub, usub, smul, umul)
// and its overflow bit.
func (l *fn) overflowRegs(op string, x, y value.Value) ([]mir.Reg, mir.Reg, error) {
	bits := l.intBits(x.Type())
	if l.multiword(bits) {
		return l.multiwordOverflow(op, x, y, bits)
	}
	if bits == 0 || bits > 64 {
		return nil, 0, l.Unsupported(op + " with overflow on " + x.Type().String())
	}
	signed := op[0] == 's'
	aop := map[string]isa.AluOp{"add": isa.Add, "sub": isa.Sub, "mul": isa.Mul}[op[1:]]
	w := l.word()
	if bits < w {
		// Compute at word width from extended operands: overflow when
		// the result does not survive truncation and re-extension.
		a, err := l.convInt(x, bits, w, signed)
		if err != nil {
			return nil, 0, err
		}
		b, err := l.convInt(y, bits, w, signed)
		if err != nil {
			return nil, 0, err
		}
		r := l.alu(aop, a[0], b[0], w)
		back := l.ext(r, bits, signed)
		o := l.setccRegs(isa.CCNe, w, back, r)
		if aop == isa.Mul && 2*bits > w {
			// The product may not fit the word (an i24 on ppc32, an i33
			// on ppc64le): its high word must be the low word's sign
			// (or zero) too.
			var h, want mir.Reg
			if signed {
				h, want = l.alu(isa.MulHS, a[0], b[0], w), l.aluImm(isa.Sar, r, int64(w-1), w)
			} else {
				h, want = l.alu(isa.MulHU, a[0], b[0], w), l.li(0)
			}
			o = l.alu(isa.Or, o, l.setccRegs(isa.CCNe, w, h, want), w)
		}
		return []mir.Reg{r}, o, nil
	}
	if l.wide(bits) {
		if op[1:] == "mul" {
			return l.wideMulOvf(signed, x, y)
		}
		rs, err := l.wideBinary(op[1:], x, y)
		if err != nil {
			return nil, 0, err
		}
		ahi, alo, err := l.pair(x)
		if err != nil {
			return nil, 0, err
		}
		bhi, blo, err := l.pair(y)
		if err != nil {
			return nil, 0, err
		}
		var o mir.Reg
		switch op {
		case "uadd":
			o = l.setccRegs(isa.CCULt, 64, rs[0], rs[1], ahi, alo)
		case "usub":
			o = l.setccRegs(isa.CCULt, 64, ahi, alo, bhi, blo)
		default:
			o = l.signedOvf(op == "sadd", ahi, bhi, rs[0], 32)
		}
		return rs, o, nil
	}
	a, err := l.Reg(x)
	if err != nil {
		return nil, 0, err
	}
	b, err := l.Reg(y)
	if err != nil {
		return nil, 0, err
	}
	r := l.alu(aop, a, b, bits)
	var o mir.Reg
	switch op {
	case "uadd":
		o = l.setccRegs(isa.CCULt, bits, r, a)
	case "usub":
		o = l.setccRegs(isa.CCULt, bits, a, b)
	case "sadd", "ssub":
		o = l.signedOvf(op == "sadd", a, b, r, bits)
	case "smul":
		h := l.alu(isa.MulHS, a, b, bits)
		o = l.setccRegs(isa.CCNe, bits, h, l.aluImm(isa.Sar, r, int64(bits-1), bits))
	case "umul":
		h := l.alu(isa.MulHU, a, b, bits)
		o = l.setccRegs(isa.CCNe, bits, h, l.li(0))
	}
	return []mir.Reg{r}, o, nil
}

// tmpVal makes a placeholder IR value of type t holding regs, so helpers
// that take IR operands can work on computed registers.
func (l *fn) tmpVal(t types.Type, regs ...mir.Reg) value.Value {
	v := &ir.InstFreeze{Typ: t}
	l.Def(v, regs...)
	return v
}

// wideMulOvf is a ppc32 64-bit multiply with overflow: r = x*y overflows
// unless x = 0 or r / x = y (and, signed, not x = -1 with y = MIN).
func (l *fn) wideMulOvf(signed bool, x, y value.Value) ([]mir.Reg, mir.Reg, error) {
	r, err := l.wideBinary("mul", x, y)
	if err != nil {
		return nil, 0, err
	}
	div := "udiv"
	if signed {
		div = "sdiv"
	}
	ahi, alo, err := l.pair(x)
	if err != nil {
		return nil, 0, err
	}
	bhi, blo, err := l.pair(y)
	if err != nil {
		return nil, 0, err
	}
	// Divide by x | (x == 0), so a zero x does not reach the division.
	xz := l.wideBool(isa.CCEq, ahi, alo, l.li(0), l.li(0))
	safe := l.tmpVal(types.I64, ahi, l.alu(isa.Or, alo, xz, 32))
	q, err := l.wideBinary(div, l.tmpVal(types.I64, r...), safe)
	if err != nil {
		return nil, 0, err
	}
	ne := l.wideBool(isa.CCNe, q[0], q[1], bhi, blo)
	if signed {
		// x = -1, y = MIN: the quotient wraps to y.
		m1 := l.wideBool(isa.CCEq, ahi, alo, l.li(-1), l.li(-1))
		mn := l.wideBool(isa.CCEq, bhi, blo, l.li(-1<<31), l.li(0))
		ne = l.alu(isa.Or, ne, l.alu(isa.And, m1, mn, 32), 32)
	}
	nz := l.aluImm(isa.Xor, xz, 1, 32)
	return r, l.alu(isa.And, ne, nz, 32), nil
}

// saturate lowers [su]{add,sub}.sat: the overflow result replaced by the
// bound it crossed.
func (l *fn) saturate(in *ir.InstCall, op string, args []value.Value) error {
	rs, o, err := l.overflowRegs(op, args[0], args[1])
	if err != nil {
		return err
	}
	bits := l.intBits(args[0].Type())
	var sat []mir.Reg
	switch op {
	case "uadd":
		sat = l.intConst(-1, bits)
	case "usub":
		sat = l.intConst(0, bits)
	default:
		// Toward the sign of x: MAX when x >= 0, MIN when x < 0, which is
		// MAX + (x < 0) in two's complement.
		mx := l.intConst(int64(uint64(1)<<uint(bits-1)-1), bits)
		neg := &ir.InstICmp{Pred: enum.IPredSLT, X: args[0], Y: constant.NewInt(args[0].Type().(*types.IntType), 0)}
		l.Fused[neg] = true
		mn := l.intConst(-1<<uint(bits-1), bits)
		sat, err = l.Select(neg, l.tmpVal(args[0].Type(), mn...), l.tmpVal(args[0].Type(), mx...))
		if err != nil {
			return err
		}
	}
	cond := l.tmpVal(types.I1, o)
	out, err := l.Select(cond, l.tmpVal(args[0].Type(), sat...), l.tmpVal(args[0].Type(), rs...))
	if err != nil {
		return err
	}
	l.Def(in, out...)
	return nil
}

// signedOvf is the sign bit of (r^a)&(r^b) (add) or (a^b)&(a^r) (sub).
func (l *fn) signedOvf(add bool, a, b, r mir.Reg, bits int) mir.Reg {
	var t mir.Reg
	if add {
		t = l.alu(isa.And, l.alu(isa.Xor, r, a, bits), l.alu(isa.Xor, r, b, bits), bits)
	} else {
		t = l.alu(isa.And, l.alu(isa.Xor, a, b, bits), l.alu(isa.Xor, a, r, bits), bits)
	}
	return l.aluImm(isa.Shr, t, int64(bits-1), bits)
}

// funnel lowers fshl/fshr: (a:b) shifted left (fshl, the high word is
// the result) or right (fshr, the low word) by n modulo the width. PowerPC
// shifts by the width or more give 0, so n = 0 needs no special case at
// 32 and 64 bits; narrow types shift the concatenation in one word.
func (l *fn) funnel(in *ir.InstCall, left bool, args []value.Value) error {
	bits := l.intBits(args[0].Type())
	switch bits {
	case 8, 16, 32, 64:
	default:
		return l.Unsupported(fmt.Sprintf("funnel shift on %s", args[0].Type()))
	}
	if l.wide(bits) {
		return l.wideFunnel(in, left, args)
	}
	ob := lower.OpBits(bits)
	c, isConst := args[2].(*constant.Int)
	if bits < 32 {
		a, err := l.convInt(args[0], bits, 32, false)
		if err != nil {
			return err
		}
		b, err := l.convInt(args[1], bits, 32, false)
		if err != nil {
			return err
		}
		cat := l.alu(isa.Or, l.aluImm(isa.Shl, a[0], int64(bits), 32), b[0], 32)
		var m mir.Reg
		if isConst {
			m = l.li(lower.IntValue(c) & int64(bits-1))
		} else {
			n, err := l.Reg(args[2])
			if err != nil {
				return err
			}
			m = l.aluImm(isa.And, n, int64(bits-1), 32)
		}
		if left {
			l.Def(in, l.aluImm(isa.Shr, l.alu(isa.Shl, cat, m, 32), int64(bits), 32))
		} else {
			l.Def(in, l.alu(isa.Shr, cat, m, 32))
		}
		return nil
	}
	a, err := l.Reg(args[0])
	if err != nil {
		return err
	}
	b, err := l.Reg(args[1])
	if err != nil {
		return err
	}
	if isConst {
		n := lower.IntValue(c) & int64(bits-1)
		switch {
		case n == 0 && left:
			l.Def(in, a)
		case n == 0:
			l.Def(in, b)
		case args[0] == args[1]:
			if !left {
				n = int64(bits) - n
			}
			l.Def(in, l.aluImm(isa.Rotl, a, n, ob))
		case left:
			l.Def(in, l.alu(isa.Or, l.aluImm(isa.Shl, a, n, ob), l.aluImm(isa.Shr, b, int64(bits)-n, ob), ob))
		default:
			l.Def(in, l.alu(isa.Or, l.aluImm(isa.Shl, a, int64(bits)-n, ob), l.aluImm(isa.Shr, b, n, ob), ob))
		}
		return nil
	}
	n, err := l.Reg(args[2])
	if err != nil {
		return err
	}
	m := l.aluImm(isa.And, n, int64(bits-1), 32)
	if args[0] == args[1] {
		if !left {
			m = l.unary(isa.Neg, m, 32)
		}
		l.Def(in, l.alu(isa.Rotl, a, m, ob))
		return nil
	}
	k := l.alu(isa.Sub, l.li(int64(bits)), m, 32)
	if left {
		l.Def(in, l.alu(isa.Or, l.alu(isa.Shl, a, m, ob), l.alu(isa.Shr, b, k, ob), ob))
	} else {
		l.Def(in, l.alu(isa.Or, l.alu(isa.Shl, a, k, ob), l.alu(isa.Shr, b, m, ob), ob))
	}
	return nil
}

// wideFunnel is funnel on ppc32 register pairs: constant amounts with
// word shifts, variable ones through the libgcc shift routines and a
// select for a zero amount.
func (l *fn) wideFunnel(in *ir.InstCall, left bool, args []value.Value) error {
	ahi, alo, err := l.pair(args[0])
	if err != nil {
		return err
	}
	bhi, blo, err := l.pair(args[1])
	if err != nil {
		return err
	}
	if c, ok := args[2].(*constant.Int); ok {
		n := lower.IntValue(c) & 63
		if !left {
			n = (64 - n) & 63
		}
		if n == 0 {
			if left {
				l.Def(in, ahi, alo)
			} else {
				l.Def(in, bhi, blo)
			}
			return nil
		}
		h1, l1 := l.wideShift("shl", ahi, alo, n)
		h2, l2 := l.wideShift("lshr", bhi, blo, 64-n)
		l.Def(in, l.alu(isa.Or, h1, h2, 32), l.alu(isa.Or, l1, l2, 32))
		return nil
	}
	_, nlo, err := l.pair(args[2])
	if err != nil {
		return err
	}
	m := l.aluImm(isa.And, nlo, 63, 32)
	k := l.alu(isa.Sub, l.li(64), m, 32)
	if !left {
		m, k = k, m
	}
	call := func(name string, hi, lo, amt mir.Reg) ([]mir.Reg, error) {
		return l.emitCall(name, false, false, 0, []callArg{{regs: []mir.Reg{hi, lo}, bits: 64}, {regs: []mir.Reg{amt}, bits: 32}}, false, false, []types.Type{types.I64})
	}
	x, err := call("__ashldi3", ahi, alo, m)
	if err != nil {
		return err
	}
	y, err := call("__lshrdi3", bhi, blo, k)
	if err != nil {
		return err
	}
	rh, rl := l.alu(isa.Or, x[0], y[0], 32), l.alu(isa.Or, x[1], y[1], 32)
	// An amount of 0 (mod 64) gives a (fshl) or b (fshr) unchanged; the
	// libgcc routines are not defined for a shift by 64.
	zero := m
	whi, wlo := ahi, alo
	if !left {
		zero, whi, wlo = k, bhi, blo
	}
	sel := func(keep, r mir.Reg) mir.Reg {
		return l.selectOf(mir.GPR, r, []mir.Reg{keep, zero}, isa.Cond{CondIdx: 2, CC: isa.CCEq, Bits: 32, HasImm: true})
	}
	l.Def(in, sel(whi, rh), sel(wlo, rl))
	return nil
}

// sizeType is size_t.
func (l *fn) sizeType() *types.IntType {
	if l.t.Is64 {
		return types.I64
	}
	return types.I32
}
