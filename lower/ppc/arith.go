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

// ext extends the low from bits of r to the full register.
func (l *fn) ext(r mir.Reg, from int, sign bool) mir.Reg {
	if from >= l.word() || !(from == 1 && sign) && l.extended(r, from, sign) {
		return r
	}
	if from == 1 {
		d := l.unary(isa.ExtZ, r, 1)
		if sign {
			d = l.unary(isa.Neg, d, l.word())
		}
		return d
	}
	if sign && from == 32 && l.t.Is64 && l.loadSigned(r) {
		return r
	}
	op := isa.ExtZ
	if sign {
		op = isa.ExtS
	}
	return l.unary(op, r, from)
}

// extendedSearch bounds how far back extended looks for a register's
// definition in the current block.
const extendedSearch = 8

// extended reports whether r, defined shortly before in the current
// block, is already extended from bits from as ext would extend it: a
// load of at most from bits zero-extends (lbz, lhz, lwz) and, narrower
// than from, leaves a value whose sign-extension from from bits is
// itself; a sign-extending load (lha, lwa) of at most from bits is
// sign-extended; so is the result of an extension of the same kind from
// at most from bits; a 0 or 1 (SetCC) is zero-extended; so is an and
// with a mask of at most from bits (andi.), and sign-extended when the
// mask leaves the sign bit clear; a constant (li) is when its value is.
// C's unsigned char read and widened was "lbz 3, 0(3)" and "clrldi 3,
// 3, 56"; a constant argument of a signext int parameter was "li 3, 20"
// and "extsw 3, 3".
func (l *fn) extended(r mir.Reg, from int, sign bool) bool {
	in := l.recentDef(r)
	if in == nil {
		return false
	}
	switch a := in.Aux.(type) {
	case *isa.Mem:
		if in.Op != isa.Load || a.FP || a.Bits > from {
			return false
		}
		if !a.Sign && !sign && a.Bits == 32 {
			l.zextLoads[in] = true // not for loadSigned to make lwa
		}
		// Zero-extended from at most from bits, or sign-extended
		// from at most from bits and sign-extended again, or
		// zero-extended from fewer bits (a nonnegative value) and
		// sign-extended.
		return !a.Sign && !sign || a.Sign && sign || !a.Sign && a.Bits < from
	case *isa.Arith:
		if in.Op == isa.ALUImm && a.Op == isa.And && a.Imm >= 0 && from < 64 {
			// andi. clears every bit its mask does not have: the
			// result is below the mask's top bit ("andi. 6, 6, 15"
			// was followed by "clrldi 6, 6, 56").
			if sign {
				return a.Imm < int64(1)<<uint(from-1)
			}
			return a.Imm < int64(1)<<uint(from)
		}
		return in.Op == isa.Unary && (a.Op == isa.ExtZ && !sign || a.Op == isa.ExtS && sign) && a.Bits <= from
	case *isa.CondOp:
		return in.Op == isa.SetCC // 0 or 1 (not a sign-extended i1: ext)
	case *isa.Imm:
		// A constant is its own extension or not.
		v := a.Val
		if in.Op != isa.LI || from >= 64 {
			return false
		}
		if sign {
			return v<<uint(64-from)>>uint(64-from) == v
		}
		return v >= 0 && v < int64(1)<<uint(from)
	}
	return false
}

// loadSigned makes the 32-bit load that defined r shortly before in the
// current block sign-extend (lwz becomes lwa, lwzx lwax), so that r is
// its own sign-extension, as llc-14 selects "sext (load i32)": upper
// bits of an i32 register are the lowering's to choose, unless extended
// answered that the load zero-extends (zextLoads). lwa is DS-form: the
// displacement must be a multiple of 4 (a symbol's low part only when
// symMode found it one, LoDS).
func (l *fn) loadSigned(r mir.Reg) bool {
	in := l.recentDef(r)
	if in == nil {
		return false
	}
	m, ok := in.Aux.(*isa.Mem)
	if in.Op != isa.Load || !ok || m.FP || m.Sign || m.Rev || m.Bits != 32 || m.Lo != nil && !m.LoDS || l.zextLoads[in] ||
		m.IndexIdx < 0 && m.Disp%4 != 0 {
		return false
	}
	c := *m
	c.Sign = true
	in.Aux = &c
	return true
}

// recentDef is the instruction of the current block that defines r (and
// nothing else) among its last extendedSearch, or nil.
func (l *fn) recentDef(r mir.Reg) *mir.Instr {
	code := l.Cur.Instrs
	for i := len(code) - 1; i >= 0 && i >= len(code)-extendedSearch; i-- {
		if in := code[i]; len(in.Defs) == 1 && in.Defs[0] == r {
			return in
		}
	}
	return nil
}

// convInt converts integer v from from bits to to bits (truncation,
// zero- or sign-extension); the result's registers are clean up to the
// word (or pair) when to > from.
func (l *fn) convInt(v value.Value, from, to int, sign bool) ([]mir.Reg, error) {
	if c, ok := v.(*constant.Int); ok {
		x := lower.IntValue(c)
		if from < 64 {
			if sign {
				x = x << uint(64-from) >> uint(64-from)
			} else {
				x &= int64(uint64(1)<<uint(from) - 1)
			}
		}
		return l.intConst(x, to), nil
	}
	rs, err := l.Regs(v)
	if err != nil {
		return nil, err
	}
	if l.wide(from) {
		if l.wide(to) {
			return rs, nil
		}
		return []mir.Reg{rs[1]}, nil // the low word
	}
	if len(rs) != 1 {
		return nil, l.Unsupported("aggregate used as an integer")
	}
	r := rs[0]
	if to <= from {
		return []mir.Reg{r}, nil
	}
	lo := l.ext(r, from, sign)
	if !l.wide(to) {
		return []mir.Reg{lo}, nil
	}
	var hi mir.Reg
	if sign {
		hi = l.aluImm(isa.Sar, lo, 31, 32)
	} else {
		hi = l.li(0)
	}
	return []mir.Reg{hi, lo}, nil
}

func (l *fn) conv(in, from value.Value, fb, tb int, sign bool) error {
	rs, err := l.convInt(from, fb, tb, sign)
	if err != nil {
		return err
	}
	l.Def(in, rs...)
	return nil
}

// operand returns integer v of bits ready for an operation that reads
// lower.OpBits(bits) bits: narrower values are extended to 32 or 64 bits.
func (l *fn) operand(v value.Value, bits int, sign bool) (mir.Reg, error) {
	if ob := lower.OpBits(bits); bits < ob {
		rs, err := l.convInt(v, bits, ob, sign)
		if err != nil {
			return 0, err
		}
		return rs[0], nil
	}
	return l.Reg(v)
}

// constOf returns the value of an integer constant sign-extended from bits.
func constOf(v value.Value, bits int) (int64, bool) {
	c, ok := v.(*constant.Int)
	if !ok {
		return 0, false
	}
	x := lower.IntValue(c)
	if bits < 64 {
		x = x << uint(64-bits) >> uint(64-bits)
	}
	return x, true
}

// binary lowers an integer binary operation of type t.
func (l *fn) binary(op string, x, y value.Value, t types.Type) ([]mir.Reg, error) {
	if _, ok := t.(*types.VectorType); ok {
		return nil, l.Unsupported("vector " + op)
	}
	bits := l.intBits(t)
	if bits == 0 || bits > 64 {
		return nil, l.Unsupported(fmt.Sprintf("%s on %s", op, t))
	}
	if l.wide(bits) {
		return l.wideBinary(op, x, y)
	}
	ob := lower.OpBits(bits)
	one := func(r mir.Reg, err error) ([]mir.Reg, error) { return []mir.Reg{r}, err }
	switch op {
	case "add", "sub", "and", "or", "xor", "mul":
		if v, ok := constOf(x, bits); ok && v == 0 && op == "sub" {
			// 0 - y is neg (llc-14's), not an li of 0 and a subf.
			b, err := l.Reg(y)
			return one(l.unary(isa.Neg, b, ob), err)
		}
		a, err := l.Reg(x)
		if err != nil {
			return nil, err
		}
		aop := map[string]isa.AluOp{"add": isa.Add, "sub": isa.Sub, "and": isa.And, "or": isa.Or, "xor": isa.Xor, "mul": isa.Mul}[op]
		if v, ok := constOf(y, bits); ok {
			switch {
			case (op == "add" || op == "mul") && fits16(v):
				return one(l.aluImm(aop, a, v, ob), nil)
			case op == "sub" && fits16(-v):
				return one(l.aluImm(isa.Add, a, -v, ob), nil)
			case (op == "and" || op == "or" || op == "xor") && fitsU16(v):
				return one(l.aluImm(aop, a, v, ob), nil)
			}
		}
		b, err := l.Reg(y)
		if err != nil {
			return nil, err
		}
		return one(l.alu(aop, a, b, ob), nil)
	case "shl", "lshr", "ashr":
		var a mir.Reg
		var err error
		sop := map[string]isa.AluOp{"shl": isa.Shl, "lshr": isa.Shr, "ashr": isa.Sar}[op]
		switch op {
		case "shl":
			a, err = l.Reg(x)
		default:
			a, err = l.operand(x, bits, op == "ashr")
		}
		if err != nil {
			return nil, err
		}
		if c, ok := y.(*constant.Int); ok {
			n := lower.IntValue(c) & int64(ob-1)
			if n == 0 {
				return []mir.Reg{a}, nil
			}
			return one(l.aluImm(sop, a, n, ob), nil)
		}
		b, err := l.Reg(y)
		if err != nil {
			return nil, err
		}
		return one(l.alu(sop, a, b, ob), nil)
	case "sdiv", "udiv", "srem", "urem":
		return one(l.divide(op, x, y, bits, ob))
	}
	return nil, l.Unsupported("operation " + op)
}

// divide lowers op (sdiv, udiv, srem or urem) of x by y, bits wide, at
// operation width ob: by a constant with lower.DivByConst, else with
// divw or divd (divwu, divdu), a remainder as the dividend less the
// quotient times the divisor. Where the block also takes the other of
// quotient and remainder of the same operands (lower.DivPartner), the
// first of the two leaves the quotient for the second
// (lower/divrem.go).
func (l *fn) divide(op string, x, y value.Value, bits, ob int) (mir.Reg, error) {
	signed, rem := op[0] == 's', op[1:] == "rem"
	if s, ok := l.SharedDiv(signed, x, y, bits); ok {
		switch {
		case !rem:
			return s.Q, nil
		case s.B == 0: // by a constant, whose quotient was shared
			return s.RemainderByConst(divOps{l, ob}, signed, y, bits, ob)
		}
		return l.alu(isa.Sub, s.A, l.alu(isa.Mul, s.Q, s.B, ob), ob), nil
	}
	partner := l.DivPartner(x, y)
	a, err := l.operand(x, bits, signed)
	if err != nil {
		return 0, err
	}
	if _, ok := y.(*constant.Int); ok {
		if d, _, ok, err := l.DivideByConst(divOps{l, ob}, op, x, y, a, bits, ob, partner); ok || err != nil {
			return d, err
		}
	}
	b, err := l.operand(y, bits, signed)
	if err != nil {
		return 0, err
	}
	dop := isa.DivU
	if signed {
		dop = isa.DivS
	}
	q := l.alu(dop, a, b, ob)
	if partner {
		l.ShareDiv(signed, x, y, bits, lower.DivShare{A: a, B: b, Q: q})
	}
	if !rem {
		return q, nil
	}
	return l.alu(isa.Sub, a, l.alu(isa.Mul, q, b, ob), ob), nil
}

// wideBinary lowers a ppc32 i64 operation on register pairs.
func (l *fn) wideBinary(op string, x, y value.Value) ([]mir.Reg, error) {
	switch op {
	case "sdiv", "udiv", "srem", "urem":
		name := map[string]string{"sdiv": "__divdi3", "udiv": "__udivdi3", "srem": "__moddi3", "urem": "__umoddi3"}[op]
		return l.libcallRegs(name, []value.Value{x, y}, types.I64)
	case "shl", "lshr", "ashr":
		if c, ok := y.(*constant.Int); ok {
			ahi, alo, err := l.pair(x)
			if err != nil {
				return nil, err
			}
			hi, lo := l.wideShift(op, ahi, alo, lower.IntValue(c)&63)
			return []mir.Reg{hi, lo}, nil
		}
		name := map[string]string{"shl": "__ashldi3", "lshr": "__lshrdi3", "ashr": "__ashrdi3"}[op]
		amt := &ir.InstTrunc{From: y, To: types.I32}
		rs, err := l.convInt(y, 64, 32, false)
		if err != nil {
			return nil, err
		}
		l.Def(amt, rs...)
		return l.libcallRegs(name, []value.Value{x, amt}, types.I64)
	}
	ahi, alo, err := l.pair(x)
	if err != nil {
		return nil, err
	}
	bhi, blo, err := l.pair(y)
	if err != nil {
		return nil, err
	}
	switch op {
	case "add", "sub":
		if op == "add" {
			lo := l.alu(isa.AddC, alo, blo, 32)
			return []mir.Reg{l.alu(isa.AddE, ahi, bhi, 32), lo}, nil
		}
		lo := l.alu(isa.SubC, alo, blo, 32)
		return []mir.Reg{l.alu(isa.SubE, ahi, bhi, 32), lo}, nil
	case "and", "or", "xor":
		aop := map[string]isa.AluOp{"and": isa.And, "or": isa.Or, "xor": isa.Xor}[op]
		return []mir.Reg{l.alu(aop, ahi, bhi, 32), l.alu(aop, alo, blo, 32)}, nil
	case "mul":
		lo := l.alu(isa.Mul, alo, blo, 32)
		hi := l.alu(isa.MulHU, alo, blo, 32)
		hi = l.alu(isa.Add, hi, l.alu(isa.Mul, ahi, blo, 32), 32)
		hi = l.alu(isa.Add, hi, l.alu(isa.Mul, alo, bhi, 32), 32)
		return []mir.Reg{hi, lo}, nil
	}
	return nil, l.Unsupported("64-bit operation " + op)
}

// wideShift shifts a pair by a constant 0..63.
func (l *fn) wideShift(op string, hi, lo mir.Reg, n int64) (mir.Reg, mir.Reg) {
	if n == 0 {
		return hi, lo
	}
	switch op {
	case "shl":
		if n >= 32 {
			return l.shiftImm(isa.Shl, lo, n-32), l.li(0)
		}
		h := l.alu(isa.Or, l.aluImm(isa.Shl, hi, n, 32), l.aluImm(isa.Shr, lo, 32-n, 32), 32)
		return h, l.aluImm(isa.Shl, lo, n, 32)
	case "lshr":
		if n >= 32 {
			return l.li(0), l.shiftImm(isa.Shr, hi, n-32)
		}
		lw := l.alu(isa.Or, l.aluImm(isa.Shr, lo, n, 32), l.aluImm(isa.Shl, hi, 32-n, 32), 32)
		return l.aluImm(isa.Shr, hi, n, 32), lw
	}
	if n >= 32 {
		return l.aluImm(isa.Sar, hi, 31, 32), l.shiftImm(isa.Sar, hi, n-32)
	}
	lw := l.alu(isa.Or, l.aluImm(isa.Shr, lo, n, 32), l.aluImm(isa.Shl, hi, 32-n, 32), 32)
	return l.aluImm(isa.Sar, hi, n, 32), lw
}

func (l *fn) shiftImm(op isa.AluOp, r mir.Reg, n int64) mir.Reg {
	if n == 0 {
		return r
	}
	return l.aluImm(op, r, n, 32)
}

func (l *fn) bin(in value.Value, op string, x, y value.Value) error {
	rs, err := l.binary(op, x, y, in.Type())
	if err != nil {
		return err
	}
	l.Def(in, rs...)
	return nil
}

func (l *fn) fbin(in value.Value, op string, x, y value.Value) error {
	if !lower.IsFloat(in.Type()) {
		return l.Unsupported(fmt.Sprintf("f%s on %s", op, in.Type()))
	}
	a, err := l.Reg(x)
	if err != nil {
		return err
	}
	b, err := l.Reg(y)
	if err != nil {
		return err
	}
	d := l.newFPR()
	l.Emit(isa.FALU, []mir.Reg{d}, []mir.Reg{a, b}, &isa.FOp{Op: op, Bits: lower.FloatBits(in.Type())})
	l.Def(in, d)
	return nil
}

func (l *fn) funary(in value.Value, op string, x value.Value) error {
	if !lower.IsFloat(x.Type()) {
		return l.Unsupported(fmt.Sprintf("%s of %s", op, x.Type()))
	}
	a, err := l.Reg(x)
	if err != nil {
		return err
	}
	d := l.newFPR()
	l.Emit(isa.FUnary, []mir.Reg{d}, []mir.Reg{a}, &isa.FOp{Op: op, Bits: lower.FloatBits(x.Type())})
	l.Def(in, d)
	return nil
}

// ---- compares

var ipred = map[enum.IPred]isa.CC{
	enum.IPredEQ: isa.CCEq, enum.IPredNE: isa.CCNe, enum.IPredSLT: isa.CCLt, enum.IPredSLE: isa.CCLe,
	enum.IPredSGT: isa.CCGt, enum.IPredSGE: isa.CCGe, enum.IPredULT: isa.CCULt, enum.IPredULE: isa.CCULe,
	enum.IPredUGT: isa.CCUGt, enum.IPredUGE: isa.CCUGe,
}

// cond lowers the condition c into a Cond over uses (appended).
func (l *fn) cond(c value.Value, uses []mir.Reg) (isa.Cond, []mir.Reg, error) {
	if l.Fused[c] {
		switch c := c.(type) {
		case *ir.InstICmp:
			return l.icmpCond(ipred[c.Pred], c.X, c.Y, uses)
		case *ir.InstFCmp:
			return l.fcmpCond(c.Pred, c.X, c.Y, uses)
		}
	}
	return l.icmpCond(isa.CCNe, c, constant.NewInt(types.I1, 0), uses)
}

func (l *fn) icmpCond(cc isa.CC, x, y value.Value, uses []mir.Reg) (isa.Cond, []mir.Reg, error) {
	t := x.Type()
	if _, ok := t.(*types.VectorType); ok {
		return isa.Cond{}, nil, l.Unsupported("vector icmp")
	}
	bits := l.intBits(t)
	c := isa.Cond{CondIdx: len(uses), CC: cc, Bits: lower.OpBits(bits)}
	if l.multiword(bits) {
		r, err := l.multiwordCmp(cc, x, y, bits)
		if err != nil {
			return c, nil, err
		}
		return isa.Cond{CondIdx: len(uses), CC: isa.CCNe, Bits: 32, HasImm: true}, append(uses, r), nil
	}
	if l.wide(bits) {
		ahi, alo, err := l.pair(x)
		if err != nil {
			return c, nil, err
		}
		bhi, blo, err := l.pair(y)
		if err != nil {
			return c, nil, err
		}
		r := l.wideBool(cc, ahi, alo, bhi, blo)
		return isa.Cond{CondIdx: len(uses), CC: isa.CCNe, Bits: 32, HasImm: true}, append(uses, r), nil
	}
	sign := cc == isa.CCLt || cc == isa.CCLe || cc == isa.CCGt || cc == isa.CCGe
	a, err := l.operand(x, bits, sign)
	if err != nil {
		return c, nil, err
	}
	uses = append(uses, a)
	if v, ok := constOf(y, bits); ok {
		if !sign && bits < lower.OpBits(bits) {
			v &= int64(uint64(1)<<uint(bits) - 1)
		}
		if cc.Unsigned() {
			if bits < 64 {
				v &= int64(uint64(1)<<uint(bits) - 1)
			}
			if fitsU16(v) {
				c.HasImm, c.Imm = true, v
				return c, uses, nil
			}
		} else if fits16(v) {
			c.HasImm, c.Imm = true, v
			return c, uses, nil
		}
	}
	b, err := l.operand(y, bits, sign)
	if err != nil {
		return c, nil, err
	}
	return c, append(uses, b), nil
}

func (l *fn) fcmpCond(p enum.FPred, x, y value.Value, uses []mir.Reg) (isa.Cond, []mir.Reg, error) {
	if isFP128(x.Type()) {
		r, err := l.fp128Cmp(p, x, y)
		if err != nil {
			return isa.Cond{}, nil, err
		}
		return isa.Cond{CondIdx: len(uses), CC: isa.CCNe, Bits: 32, HasImm: true}, append(uses, r), nil
	}
	if !lower.IsFloat(x.Type()) {
		return isa.Cond{}, nil, l.Unsupported("fcmp on " + x.Type().String())
	}
	a, err := l.Reg(x)
	if err != nil {
		return isa.Cond{}, nil, err
	}
	b, err := l.Reg(y)
	if err != nil {
		return isa.Cond{}, nil, err
	}
	return isa.Cond{CondIdx: len(uses), Float: true, FC: lower.FCond(p), Bits: lower.FloatBits(x.Type())}, append(uses, a, b), nil
}

// wideBool computes a ppc32 i64 compare of (ahi, alo) with (bhi, blo) as
// 0/1 with instructions of at most three register operands, so that tight
// register budgets stay allocatable: equality from the xors of the words;
// order from the high words, or from the low words (unsigned) when the
// high words are equal.
func (l *fn) wideBool(cc isa.CC, ahi, alo, bhi, blo mir.Reg) mir.Reg {
	return l.pairBool(cc, 32, ahi, alo, bhi, blo)
}

// pairBool compares two-word integers whose words have w bits.
func (l *fn) pairBool(cc isa.CC, w int, ahi, alo, bhi, blo mir.Reg) mir.Reg {
	if cc == isa.CCEq || cc == isa.CCNe {
		t := l.alu(isa.Or, l.alu(isa.Xor, ahi, bhi, w), l.alu(isa.Xor, alo, blo, w), w)
		return l.setccRegs(cc, w, t)
	}
	ucc := map[isa.CC]isa.CC{isa.CCLt: isa.CCULt, isa.CCLe: isa.CCULe, isa.CCGt: isa.CCUGt, isa.CCGe: isa.CCUGe}[cc]
	if cc.Unsigned() {
		ucc = cc
	}
	lo := l.setccRegs(ucc, w, alo, blo)
	hi := l.setccRegs(cc, w, ahi, bhi)
	e := l.alu(isa.Xor, ahi, bhi, w)
	return l.selectOf(mir.GPR, hi, []mir.Reg{lo, e}, isa.Cond{CondIdx: 2, CC: isa.CCEq, Bits: w, HasImm: true})
}

// selectOf emits a select of class c: cond ? rest[0] : f, where rest
// goes on with the condition's operands (Uses: f, rest...; CondIdx counts
// f). ppc64le writes an integer select as isel, which needs no tie but
// reads 0 for r0 in its first source (the true or the false value, by
// the condition's sense): r0 is forbidden to its uses. Elsewhere (ppc32
// has no isel; floating-point selects) the emitter branches around a
// move, so the result is tied to a copy of f.
func (l *fn) selectOf(c mir.Class, f mir.Reg, rest []mir.Reg, cond isa.Cond) mir.Reg {
	d := l.F.NewReg(c)
	if l.t.Is64 && c == mir.GPR {
		in := l.Emit(isa.Select, []mir.Reg{d}, append([]mir.Reg{f}, rest...), &isa.CondOp{Cond: cond})
		in.UseForbid = noR0
		return d
	}
	ft := l.CopyOf(f)
	in := l.Emit(isa.Select, []mir.Reg{d}, append([]mir.Reg{ft}, rest...), &isa.CondOp{Cond: cond, FP: c == mir.FPR})
	in.Tied = 0
	return d
}

// setcc materialises a compare as 0/1.
func (l *fn) setcc(c value.Value) (mir.Reg, error) {
	var cd isa.Cond
	var uses []mir.Reg
	var err error
	switch c := c.(type) {
	case *ir.InstICmp:
		if _, ok := c.X.Type().(*types.VectorType); ok {
			return 0, l.Unsupported("vector icmp")
		}
		cd, uses, err = l.icmpCond(ipred[c.Pred], c.X, c.Y, nil)
	case *ir.InstFCmp:
		cd, uses, err = l.fcmpCond(c.Pred, c.X, c.Y, nil)
	}
	if err != nil {
		return 0, err
	}
	d := l.newGPR()
	l.Emit(isa.SetCC, []mir.Reg{d}, uses, &isa.CondOp{Cond: cd})
	return d, nil
}

// SelectReg implements lower.ArithSelector.
func (l *fn) SelectReg(cond value.Value, t, f mir.Reg) (mir.Reg, error) {
	c := l.ClassOf(f)
	// The condition first, then the copy the result may be tied to, so
	// the copy does not live across the compare's code.
	cd, uses, err := l.cond(cond, []mir.Reg{0, t})
	if err != nil {
		return 0, err
	}
	return l.selectOf(c, f, uses[1:], cd), nil
}

// ---- conversions

func (l *fn) intToFP(in, from value.Value, to types.Type, signed bool) error {
	if !lower.IsFloat(to) {
		return l.Unsupported("conversion to " + to.String())
	}
	fb := l.intBits(from.Type())
	tb := lower.FloatBits(to)
	if fb == 128 && l.t.Is64 {
		// libgcc's __floattidf, __floatuntisf, ...
		name := map[bool]string{true: "__floatti", false: "__floatunti"}[signed] + map[int]string{32: "sf", 64: "df"}[tb]
		return l.libcall(in, name, []value.Value{from}, to)
	}
	if fb > 64 || fb == 0 {
		return l.Unsupported("conversion from " + from.Type().String())
	}
	if !l.t.Is64 {
		if fb == 64 {
			name := map[bool]string{true: "__floatdi", false: "__floatundi"}[signed] + map[int]string{32: "sf", 64: "df"}[tb]
			return l.libcall(in, name, []value.Value{from}, to)
		}
		rs, err := l.convInt(from, fb, 32, signed)
		if err != nil {
			return err
		}
		op := "u2f"
		if signed {
			op = "i2f"
		}
		d := l.newFPR()
		l.Emit(isa.Cvt, []mir.Reg{d, l.newGPR()}, rs, &isa.CvtKind{Op: op, Bits: tb})
		l.Def(in, d)
		return nil
	}
	op := "i2f"
	if !signed && fb == 64 {
		op = "u2f"
	}
	rs, err := l.convInt(from, fb, 64, signed)
	if err != nil {
		return err
	}
	d := l.newFPR()
	l.Emit(isa.Cvt, []mir.Reg{d}, rs, &isa.CvtKind{Op: op, Bits: tb})
	l.Def(in, d)
	return nil
}

func (l *fn) fpToInt(in, from value.Value, to types.Type, signed bool) error {
	tb := l.intBits(to)
	if lower.IsFloat(from.Type()) && tb == 128 && l.t.Is64 {
		// libgcc's __fixdfti, __fixunssfti, ...
		name := map[bool]string{true: "__fix", false: "__fixuns"}[signed] + map[int]string{32: "sf", 64: "df"}[lower.FloatBits(from.Type())] + "ti"
		return l.libcall(in, name, []value.Value{from}, to)
	}
	if !lower.IsFloat(from.Type()) || tb == 0 || tb > 64 {
		return l.Unsupported(fmt.Sprintf("conversion from %s to %s", from.Type(), to))
	}
	fb := lower.FloatBits(from.Type())
	if !l.t.Is64 && (tb == 64 || !signed && tb == 32) {
		name := "__fix"
		if !signed {
			name += "uns"
		}
		name += map[int]string{32: "sf", 64: "df"}[fb] + map[bool]string{true: "di", false: "si"}[tb == 64]
		return l.libcall(in, name, []value.Value{from}, to)
	}
	x, err := l.Reg(from)
	if err != nil {
		return err
	}
	op := "f2i"
	if !signed && tb == 64 {
		op = "f2u"
	}
	d := l.newGPR()
	l.Emit(isa.Cvt, []mir.Reg{d}, []mir.Reg{x}, &isa.CvtKind{Op: op, Bits: fb})
	l.Def(in, d)
	return nil
}

func (l *fn) bitcast(in, x value.Value, to types.Type) error {
	from := x.Type()
	if _, ok := from.(*types.VectorType); ok {
		return l.Unsupported("bitcast of a vector")
	}
	if _, ok := to.(*types.VectorType); ok {
		return l.Unsupported("bitcast to a vector")
	}
	if lower.IsFloat(from) == lower.IsFloat(to) {
		return l.Alias(in, x)
	}
	rs, err := l.Regs(x)
	if err != nil {
		return err
	}
	if lower.IsFloat(to) {
		d := l.newFPR()
		l.Emit(isa.Cvt, []mir.Reg{d}, rs, &isa.CvtKind{Op: "gpr2fpr", Bits: lower.FloatBits(to)})
		l.Def(in, d)
		return nil
	}
	defs := []mir.Reg{l.newGPR()}
	if l.wide(l.intBits(to)) {
		defs = append(defs, l.newGPR())
	}
	l.Emit(isa.Cvt, defs, rs, &isa.CvtKind{Op: "fpr2gpr", Bits: lower.FloatBits(from)})
	l.Def(in, defs...)
	return nil
}

// ---- aggregates

// ---- terminators

func (l *fn) cmpBr(cd isa.Cond, uses []mir.Reg, tb, fb *mir.Block) {
	in := l.Emit(isa.CmpBr, nil, uses, &isa.CondOp{Cond: cd})
	in.Term = true
	mir.AddEdge(l.Cur, tb)
	mir.AddEdge(l.Cur, fb)
}

// switchChain lowers a switch as a chain of compare-and-branch blocks.
func (l *fn) switchChain(t *ir.TermSwitch) error {
	bits := l.intBits(t.X.Type())
	if bits == 0 || bits > 64 {
		return l.Unsupported("switch on " + t.X.Type().String())
	}
	return l.SwitchChain(t, func(c *constant.Int, yes, no *mir.Block) error {
		cd, uses, err := l.icmpCond(isa.CCEq, t.X, c, nil)
		if err != nil {
			return err
		}
		l.cmpBr(cd, uses, yes, no)
		return nil
	})
}

func (l *fn) ret(x value.Value) error {
	var uses []mir.Reg
	if x != nil {
		ls, err := l.Leaves(x.Type())
		if err != nil {
			return err
		}
		regs, err := l.Regs(x)
		if err != nil {
			return err
		}
		ext, sign := lower.RetExt(l.IR.ReturnAttrs)
		res := l.resultLocs(ls)
		vals := make([]mir.Reg, 0, len(res))
		for _, ty := range ls {
			n := 1
			if !lower.IsFloat(ty) {
				n = l.nregs(ty)
			}
			for i := 0; i < n; i++ {
				r := regs[len(vals)]
				if b := l.intBits(ty); res[len(vals)].class == mir.GPR && ext && b < l.word() {
					r = l.ext(r, b, sign)
				}
				vals = append(vals, r)
			}
		}
		// The registers that return in memory (the rest of a scalarised
		// vector, resultLoc) are stored first, so that the return
		// registers are live only from their copies on.
		for k, rl := range res {
			if rl.phys != 0 {
				continue
			}
			if l.IR.Sig.Variadic || !lower.IsLocalLinkage(l.IR.Linkage) {
				// Another module's caller would reserve no room for it
				// (resultLoc).
				return l.Unsupported("return value in too many registers (of a variadic function or one other modules may call)")
			}
			l.memOp(isa.Store, nil, []mir.Reg{vals[k]}, rl.mem(l.argArea, true))
		}
		for k, rl := range res {
			if rl.phys != 0 {
				l.CopyTo(rl.phys, vals[k])
				uses = append(uses, rl.phys)
			}
		}
	} else if l.sretReg != 0 && l.t.Is64 {
		l.CopyTo(isa.R3, l.sretReg)
		uses = append(uses, isa.R3)
	}
	in := l.Emit(isa.Ret, nil, uses, nil)
	in.Term = true
	return nil
}
