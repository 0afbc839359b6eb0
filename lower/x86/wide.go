package x86

import (
	"fmt"
	"math/big"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Integers of any width up to 64 bits live in one GPR whose upper bits
// are unspecified. Wider integers (i128, and the i72 or i144 of packed
// bit-fields) are k = ceil(N/64) leaves: 64-bit words, least significant
// first, the last holding N-64(k-1) bits under the same convention.

// maxIntBits is the widest integer type lowered (i1024: 16 words).
const maxIntBits = 1024

// regularWidth reports whether an integer of bits fits a plain x86
// access: 8, 16, 32 or 64 bits.
func regularWidth(bits int) bool { return bits == 8 || bits == 16 || bits == 32 || bits == 64 }

// intLeaves is the leaf list of an integer type: itself up to 64 bits,
// else words.
func intLeaves(t *types.IntType) []types.Type {
	if t.BitSize <= 64 {
		return []types.Type{t}
	}
	k := int(t.BitSize+63) / 64
	out := make([]types.Type, k)
	for i := range out {
		out[i] = types.I64
	}
	if rem := t.BitSize - uint64(64*(k-1)); rem != 64 {
		out[k-1] = types.NewInt(rem)
	}
	return out
}

// topBits is the width of the last word of a wide integer.
func topBits(bits int) int { return bits - 64*((bits-1)/64) }

// Words known to be constants (a constant's, the zeros of a zero
// extension or of a shift) are remembered, and the word-wise operations
// fold them as llc's DAG combiner does (lower.FoldLogicWord for and, or
// and xor; a shift of a constant is a constant). Bit-field code on an i144 (a zero-extended i32
// shifted into place, masked and or-ed into the word it belongs to) then
// costs an operation per word that holds bits, instead of one per word.

// constWord materialises the word c in the current block (a constant's
// register from another block need not dominate the use).
func (l *fn) constWord(c uint64) mir.Reg {
	bits := 64
	if c == 0 {
		bits = 32
	}
	r := l.movImm(int64(c), bits)
	if l.wordImm == nil {
		l.wordImm = map[mir.Reg]uint64{}
	}
	l.wordImm[r] = c
	return r
}

// wordConst reports whether r is a constant word, and which.
func (l *fn) wordConst(r mir.Reg) (uint64, bool) {
	c, ok := l.wordImm[r]
	return c, ok
}

// logicWord is "a op b" on one word (op And, Or or Xor), folded where an
// operand is a constant that decides it, with an immediate operand where
// a constant fits a sign-extended 32 bits.
func (l *fn) logicWord(op isa.AluOp, a, b mir.Reg) mir.Reg {
	ca, ka := l.wordConst(a)
	cb, kb := l.wordConst(b)
	switch k, c := lower.FoldLogicWord(op.String(), ca, ka, cb, kb, ^uint64(0)); {
	case k == lower.WordConst:
		return l.constWord(c)
	case k == lower.WordA:
		return a
	case k == lower.WordB:
		return b
	case kb && int64(cb) == int64(int32(cb)):
		return l.tied(isa.ALUImm, a, nil, &isa.Arith{Op: op, Bits: 64, Imm: int64(cb)})
	case ka && int64(ca) == int64(int32(ca)):
		return l.tied(isa.ALUImm, b, nil, &isa.Arith{Op: op, Bits: 64, Imm: int64(ca)})
	}
	return l.tied(isa.ALU, a, []mir.Reg{b}, &isa.Arith{Op: op, Bits: 64})
}

// loadInt loads a bits-wide integer (any width up to 64) from m.
func (l *fn) loadInt(m *isa.Mem, uses []mir.Reg, bits int) mir.Reg {
	if bits == 1 {
		bits = 8
	}
	nb := (bits + 7) / 8
	return l.loadBytes(m, uses, nb)
}

func (l *fn) loadBytes(m *isa.Mem, uses []mir.Reg, nb int) mir.Reg {
	if nb == 1 || nb == 2 || nb == 4 || nb == 8 {
		d := l.newGPR()
		mm := *m
		mm.Bits, mm.Sign, mm.FP = nb*8, false, false
		l.emit(isa.Load, []mir.Reg{d}, append([]mir.Reg(nil), uses...), &mm)
		return d
	}
	low := 4
	if nb < 4 {
		low = 2
	}
	lo := l.loadBytes(m, uses, low)
	hm := *m
	hm.Disp += int64(low)
	hi := l.loadBytes(&hm, uses, nb-low)
	hi = l.tied(isa.Shift, hi, nil, &isa.Arith{Op: isa.Shl, Bits: 64, Imm: int64(8 * low)})
	return l.tied(isa.ALU, hi, []mir.Reg{lo}, &isa.Arith{Op: isa.Or, Bits: 64})
}

// storeInt stores the low bits of r (any width up to 64) to m.
func (l *fn) storeInt(r mir.Reg, m *isa.Mem, uses []mir.Reg, bits int) {
	l.storeBytes(r, m, uses, (bits+7)/8)
}

func (l *fn) storeBytes(r mir.Reg, m *isa.Mem, uses []mir.Reg, nb int) {
	if nb == 1 || nb == 2 || nb == 4 || nb == 8 {
		mm := *m
		mm.Bits, mm.FP = nb*8, false
		l.emit(isa.Store, nil, append([]mir.Reg{r}, uses...), &mm)
		return
	}
	low := 4
	if nb < 4 {
		low = 2
	}
	l.storeBytes(r, m, uses, low)
	hi := l.tied(isa.Shift, r, nil, &isa.Arith{Op: isa.Shr, Bits: 64, Imm: int64(8 * low)})
	hm := *m
	hm.Disp += int64(low)
	l.storeBytes(hi, &hm, uses, nb-low)
}

// extOdd extends an odd-width value (not 1, 8, 16, 32 or 64 bits) to 64
// bits by a pair of shifts.
func (l *fn) extOdd(r mir.Reg, from int, sign bool) mir.Reg {
	sh := int64(64 - from)
	d := l.tied(isa.Shift, r, nil, &isa.Arith{Op: isa.Shl, Bits: 64, Imm: sh})
	op := isa.Shr
	if sign {
		op = isa.Sar
	}
	return l.tied(isa.Shift, d, nil, &isa.Arith{Op: op, Bits: 64, Imm: sh})
}

// oddCmp is icmpCond for odd widths up to 64 bits: both sides extended to
// the operation width, signed or unsigned as the predicate reads them.
func (l *fn) oddCmp(c isa.Cond, bits int, x, y value.Value, uses []mir.Reg) (isa.Cond, []mir.Reg, error) {
	sign := c.CC == isa.CCLt || c.CC == isa.CCLe || c.CC == isa.CCGt || c.CC == isa.CCGe
	c.Bits = 64
	a, err := l.extend(x, bits, 64, sign)
	if err != nil {
		return c, nil, err
	}
	uses = append(uses, a)
	if k, ok := y.(*constant.Int); ok {
		v := lower.IntValue(k)
		if sign {
			v = v << uint(64-bits) >> uint(64-bits)
		} else {
			v &= int64(uint64(1)<<uint(bits) - 1)
		}
		if v == int64(int32(v)) {
			c.HasImm, c.Imm = true, v
			return c, uses, nil
		}
	}
	b, err := l.extend(y, bits, 64, sign)
	if err != nil {
		return c, nil, err
	}
	return c, append(uses, b), nil
}

// words returns the k words of a wide integer value.
func (l *fn) words(v value.Value) ([]mir.Reg, error) {
	bits := intBits(v.Type())
	if bits <= 64 {
		r, err := l.Reg(v)
		return []mir.Reg{r}, err
	}
	regs, err := l.Regs(v)
	if err != nil {
		return nil, err
	}
	if len(regs) != (bits+63)/64 {
		return nil, l.Errorf("internal: %d words for %s", len(regs), v.Type())
	}
	return regs, nil
}

// wideConst materialises a constant wider than 64 bits, word by word.
func (l *fn) wideConst(c *constant.Int) *lower.Value {
	k := int(c.Typ.BitSize+63) / 64
	x := new(big.Int).Set(c.X)
	if x.Sign() < 0 {
		x.Add(x, new(big.Int).Lsh(big.NewInt(1), uint(64*k)))
	}
	mask := new(big.Int).SetUint64(^uint64(0))
	var regs []mir.Reg
	for i := 0; i < k; i++ {
		w := new(big.Int).And(new(big.Int).Rsh(x, uint(64*i)), mask).Uint64()
		regs = append(regs, l.constWord(w))
	}
	return &lower.Value{Regs: regs}
}

// cleanTop returns words with the last one extended from its width.
func (l *fn) cleanTop(w []mir.Reg, bits int, sign bool) []mir.Reg {
	tb := topBits(bits)
	if tb == 64 {
		return w
	}
	out := append([]mir.Reg(nil), w...)
	top := out[len(out)-1]
	if c, ok := l.wordConst(top); ok {
		c <<= 64 - uint(tb)
		if sign {
			c = uint64(int64(c) >> (64 - uint(tb)))
		} else {
			c >>= 64 - uint(tb)
		}
		out[len(out)-1] = l.constWord(c)
		return out
	}
	out[len(out)-1] = l.ext(top, tb, 64, sign)
	return out
}

// carry emits one AdcSbb; flag is the second def when cc is given.
func (l *fn) carry(op isa.AluOp, a, b, cin mir.Reg, wantFlag bool, cc isa.CC) (mir.Reg, mir.Reg) {
	t := l.CopyOf(a)
	d := l.newGPR()
	defs := []mir.Reg{d}
	var flag mir.Reg
	if wantFlag {
		flag = l.newGPR()
		defs = append(defs, flag)
	}
	uses := []mir.Reg{t, b}
	if cin != 0 {
		uses = append(uses, cin)
	}
	in := l.emit(isa.AdcSbb, defs, uses, &isa.CarryInfo{Op: op, CarryIn: cin != 0, CC: cc})
	in.Tied = 0
	return d, flag
}

// wideBin lowers a binary operation on integers wider than 64 bits.
func (l *fn) wideBin(in value.Value, op string, x, y value.Value) error {
	bits := intBits(in.Type())
	k := (bits + 63) / 64
	a, err := l.words(x)
	if err != nil {
		return err
	}
	if len(a) != k || intBits(y.Type()) != bits {
		return l.Errorf("invalid IR: %s operands of other types than i%d", op, bits)
	}
	switch op {
	case "shl", "lshr", "ashr":
		if c, ok := y.(*constant.Int); ok {
			s := int(lower.IntValue(c) & 0x7fffffff)
			if s >= bits {
				s = bits - 1 // poison: any value will do
			}
			l.Def(in, l.shiftWords(a, op, s, bits)...)
			return nil
		}
		if bits != 128 {
			return l.Unsupported(fmt.Sprintf("%s on %s by a variable amount", op, in.Type()))
		}
		name := map[string]string{"shl": "__ashlti3", "lshr": "__lshrti3", "ashr": "__ashrti3"}[op]
		s, err := l.words(y)
		if err != nil {
			return err
		}
		l.Def(in, l.wideLibcall(name, [][]mir.Reg{a, s[:1]}, 2)...)
		return nil
	}
	b, err := l.words(y)
	if err != nil {
		return err
	}
	switch op {
	case "and", "or", "xor":
		aop := map[string]isa.AluOp{"and": isa.And, "or": isa.Or, "xor": isa.Xor}[op]
		out := make([]mir.Reg, k)
		for i := range out {
			out[i] = l.logicWord(aop, a[i], b[i])
		}
		l.Def(in, out...)
		return nil
	case "add", "sub":
		aop := isa.Add
		if op == "sub" {
			aop = isa.Sub
		}
		out := make([]mir.Reg, k)
		var cin mir.Reg
		for i := 0; i < k; i++ {
			out[i], cin = l.carry(aop, a[i], b[i], cin, i < k-1, isa.CCB)
		}
		l.Def(in, out...)
		return nil
	case "mul":
		if k != 2 {
			return l.Unsupported("mul on " + in.Type().String())
		}
		l.CopyTo(isa.RAX, a[0])
		l.emit(isa.MulWide, []mir.Reg{isa.RAX, isa.RDX, l.newGPR()}, []mir.Reg{isa.RAX, b[0]}, &isa.Arith{Op: isa.Mul, Bits: 64})
		lo, hi := l.newGPR(), l.newGPR()
		l.CopyTo(lo, isa.RAX)
		l.CopyTo(hi, isa.RDX)
		t1 := l.tied(isa.ALU, a[0], []mir.Reg{b[1]}, &isa.Arith{Op: isa.Mul, Bits: 64})
		t2 := l.tied(isa.ALU, a[1], []mir.Reg{b[0]}, &isa.Arith{Op: isa.Mul, Bits: 64})
		hi = l.tied(isa.ALU, hi, []mir.Reg{t1}, &isa.Arith{Op: isa.Add, Bits: 64})
		hi = l.tied(isa.ALU, hi, []mir.Reg{t2}, &isa.Arith{Op: isa.Add, Bits: 64})
		l.Def(in, lo, hi)
		return nil
	case "sdiv", "udiv", "srem", "urem":
		if k != 2 {
			return l.Unsupported(op + " on " + in.Type().String())
		}
		sign := op[0] == 's'
		a, b = l.cleanTop(a, bits, sign), l.cleanTop(b, bits, sign)
		name := map[string]string{"sdiv": "__divti3", "udiv": "__udivti3", "srem": "__modti3", "urem": "__umodti3"}[op]
		l.Def(in, l.wideLibcall(name, [][]mir.Reg{a, b}, 2)...)
		return nil
	}
	return l.Unsupported(fmt.Sprintf("%s on %s", op, in.Type()))
}

// wideLibcall calls a compiler-rt/libgcc helper with integer arguments
// (each a list of words) and returns nret result words (RAX, RDX).
func (l *fn) wideLibcall(name string, args [][]mir.Reg, nret int) []mir.Reg {
	var cargs []callArg
	for _, a := range args {
		for _, w := range a {
			cargs = append(cargs, callArg{reg: w, class: mir.GPR, bits: 64})
		}
	}
	rets := []types.Type{types.I64, types.I64}[:nret]
	return l.emitCall(externName(name), 0, cargs, false, rets)
}

// shiftWords shifts the words of a bits-wide integer by a constant s.
func (l *fn) shiftWords(w []mir.Reg, op string, s, bits int) []mir.Reg {
	k := len(w)
	q, r := s/64, int64(s%64)
	shift := func(x mir.Reg, o isa.AluOp, n int64) mir.Reg {
		if n == 0 {
			return x
		}
		if c, ok := l.wordConst(x); ok {
			switch o {
			case isa.Shl:
				return l.constWord(c << uint(n))
			case isa.Shr:
				return l.constWord(c >> uint(n))
			default:
				return l.constWord(uint64(int64(c) >> uint(n)))
			}
		}
		return l.tied(isa.Shift, x, nil, &isa.Arith{Op: o, Bits: 64, Imm: n})
	}
	or := func(x, y mir.Reg) mir.Reg { return l.logicWord(isa.Or, x, y) }
	// funnel is the word made of dst shifted by r and the bits src shifts
	// in (shl: src's top bits; shr: src's low bits): one shld or shrd,
	// as llc makes it, where neither word is a constant to fold.
	funnel := func(dst, src mir.Reg, o isa.AluOp) mir.Reg {
		_, kd := l.wordConst(dst)
		_, ks := l.wordConst(src)
		if kd || ks {
			if o == isa.Shl {
				return or(shift(dst, isa.Shl, r), shift(src, isa.Shr, 64-r))
			}
			return or(shift(dst, isa.Shr, r), shift(src, isa.Shl, 64-r))
		}
		return l.tied(isa.Shld, dst, []mir.Reg{src}, &isa.Arith{Op: o, Bits: 64, Imm: r})
	}
	out := make([]mir.Reg, k)
	if op == "shl" {
		for i := 0; i < k; i++ {
			switch {
			case i-q < 0:
				out[i] = l.constWord(0)
			case r == 0 || i-q-1 < 0:
				out[i] = shift(w[i-q], isa.Shl, r)
			default:
				out[i] = funnel(w[i-q], w[i-q-1], isa.Shl)
			}
		}
		return out
	}
	w = l.cleanTop(w, bits, op == "ashr")
	var fill mir.Reg
	word := func(j int) mir.Reg {
		if j < k {
			return w[j]
		}
		if fill == 0 {
			if op == "ashr" {
				fill = shift(w[k-1], isa.Sar, 63)
			} else {
				fill = l.constWord(0)
			}
		}
		return fill
	}
	for i := 0; i < k; i++ {
		if r == 0 {
			out[i] = word(i + q)
			continue
		}
		lo := word(i + q)
		if i+q == k-1 && op == "ashr" {
			out[i] = shift(lo, isa.Sar, r)
			continue
		}
		out[i] = funnel(lo, word(i+q+1), isa.Shr)
	}
	return out
}

// wideICmp computes an integer compare of values wider than 64 bits as
// 0/1 in a GPR.
func (l *fn) wideICmp(p enum.IPred, x, y value.Value) (mir.Reg, error) {
	bits := intBits(x.Type())
	a, err := l.words(x)
	if err != nil {
		return 0, err
	}
	b, err := l.words(y)
	if err != nil {
		return 0, err
	}
	k := len(a)
	if len(b) != k {
		return 0, l.Errorf("invalid IR: icmp of different types")
	}
	switch p {
	case enum.IPredEQ, enum.IPredNE:
		var acc mir.Reg
		for i := 0; i < k; i++ {
			d := l.tied(isa.ALU, a[i], []mir.Reg{b[i]}, &isa.Arith{Op: isa.Xor, Bits: 64})
			if i == k-1 {
				if tb := topBits(bits); tb != 64 {
					d = l.ext(d, tb, 64, false)
				}
			}
			if acc == 0 {
				acc = d
			} else {
				acc = l.tied(isa.ALU, acc, []mir.Reg{d}, &isa.Arith{Op: isa.Or, Bits: 64})
			}
		}
		cc := isa.CCEq
		if p == enum.IPredNE {
			cc = isa.CCNe
		}
		r := l.newGPR()
		l.emit(isa.SetCC, []mir.Reg{r}, []mir.Reg{acc}, &isa.CondOp{Cond: isa.Cond{CondIdx: 0, CC: cc, Bits: 64, HasImm: true}})
		return r, nil
	}
	sign := p == enum.IPredSLT || p == enum.IPredSLE || p == enum.IPredSGT || p == enum.IPredSGE
	a, b = l.cleanTop(a, bits, sign), l.cleanTop(b, bits, sign)
	// x < y, x > y = y < x, x <= y = !(y < x), x >= y = !(x < y).
	swap, negate := false, false
	switch p {
	case enum.IPredSGT, enum.IPredUGT:
		swap = true
	case enum.IPredSLE, enum.IPredULE:
		swap, negate = true, true
	case enum.IPredSGE, enum.IPredUGE:
		negate = true
	}
	if swap {
		a, b = b, a
	}
	var cin, r mir.Reg
	for i := 0; i < k; i++ {
		cc := isa.CCB
		if i == k-1 && sign {
			cc = isa.CCLt
		}
		_, f := l.carry(isa.Sub, a[i], b[i], cin, true, cc)
		cin, r = f, f
	}
	if negate {
		r = l.tied(isa.ALUImm, r, nil, &isa.Arith{Op: isa.Xor, Bits: 32, Imm: 1})
	}
	return r, nil
}

// truncate lowers trunc: the low words of a wide value, or the value
// itself (upper bits are unspecified anyway).
func (l *fn) truncate(in, x value.Value, to types.Type) error {
	fb, tb := intBits(x.Type()), intBits(to)
	if fb <= 64 {
		return l.Alias(in, x)
	}
	w, err := l.words(x)
	if err != nil {
		return err
	}
	l.Def(in, w[:(tb+63)/64]...)
	return nil
}

// extendWide lowers zext/sext to a type wider than 64 bits.
func (l *fn) extendWide(in value.Value, from value.Value, to types.Type, sign bool) error {
	fb, tb := intBits(from.Type()), intBits(to)
	k := (tb + 63) / 64
	var w []mir.Reg
	if fb <= 64 {
		r, err := l.extend(from, fb, 64, sign)
		if err != nil {
			return err
		}
		w = []mir.Reg{r}
	} else {
		x, err := l.words(from)
		if err != nil {
			return err
		}
		w = l.cleanTop(x, fb, sign)
	}
	var fill mir.Reg
	if sign {
		fill = l.tied(isa.Shift, w[len(w)-1], nil, &isa.Arith{Op: isa.Sar, Bits: 64, Imm: 63})
	} else {
		fill = l.constWord(0)
	}
	for len(w) < k {
		w = append(w, fill)
	}
	l.Def(in, w...)
	return nil
}

// fpSuffix is the libgcc mode letter pair of a floating-point type: sf,
// df or xf.
func fpSuffix(t types.Type) (string, bool) {
	switch {
	case isX87(t):
		return "xf", true
	case lower.IsFloat(t) && lower.FloatBits(t) == 32:
		return "sf", true
	case lower.IsFloat(t):
		return "df", true
	}
	return "", false
}

// wideToFP converts an integer of 65 to 128 bits to floating point with
// libgcc's __floattiXf / __floatuntiXf.
func (l *fn) wideToFP(in, from value.Value, to types.Type, signed bool) error {
	bits := intBits(from.Type())
	suf, ok := fpSuffix(to)
	if !ok || bits > 128 {
		return l.Unsupported(fmt.Sprintf("conversion from %s to %s", from.Type(), to))
	}
	w, err := l.words(from)
	if err != nil {
		return err
	}
	w = l.cleanTop(w, bits, signed)
	name := "__floatti" + suf
	if !signed {
		name = "__floatunti" + suf
	}
	args := []callArg{{reg: w[0], class: mir.GPR, bits: 64}, {reg: w[1], class: mir.GPR, bits: 64}}
	if isX87(to) {
		l.emitCall(externName(name), 0, args, false, nil)
		l.Def(in, l.x87Result()...)
		return nil
	}
	l.Def(in, l.emitCall(externName(name), 0, args, false, []types.Type{to})...)
	return nil
}

// fpToWide converts floating point to an integer of 65 to 128 bits with
// libgcc's __fixXfti / __fixunsXfti.
func (l *fn) fpToWide(in, from value.Value, to types.Type, signed bool) error {
	suf, ok := fpSuffix(from.Type())
	if !ok || intBits(to) > 128 {
		return l.Unsupported(fmt.Sprintf("conversion from %s to %s", from.Type(), to))
	}
	name := "__fix" + suf + "ti"
	if !signed {
		name = "__fixuns" + suf + "ti"
	}
	var arg callArg
	if isX87(from.Type()) {
		a, err := l.x87Arg(from)
		if err != nil {
			return err
		}
		arg = a
	} else {
		r, err := l.Reg(from)
		if err != nil {
			return err
		}
		arg = callArg{reg: r, class: mir.FPR, bits: lower.FloatBits(from.Type())}
	}
	l.Def(in, l.emitCall(externName(name), 0, []callArg{arg}, false, []types.Type{types.I64, types.I64})...)
	return nil
}

// wideOverflow lowers [su]{add,sub}.with.overflow on integers wider than
// 64 bits (clang's -O0 code for __builtin_add_overflow on mixed types uses
// i65): a carry chain on operands extended to whole words, then the flag
// of the last word (i128) or a check that the result survives truncation
// to its width.
func (l *fn) wideOverflow(in *ir.InstCall, base string, args []value.Value) error {
	bits := intBits(args[0].Type())
	op := base[len("llvm.") : len("llvm.")+4]
	if op[1:] == "mul" {
		return l.Unsupported(base + " on " + args[0].Type().String())
	}
	signed := op[0] == 's'
	aop := isa.Add
	if op[1:] == "sub" {
		aop = isa.Sub
	}
	a, err := l.words(args[0])
	if err != nil {
		return err
	}
	b, err := l.words(args[1])
	if err != nil {
		return err
	}
	k := len(a)
	if len(b) != k {
		return l.Errorf("invalid IR: %s operands of different types", base)
	}
	a, b = l.cleanTop(a, bits, signed), l.cleanTop(b, bits, signed)
	tb := topBits(bits)
	out := make([]mir.Reg, k)
	var cin, flag mir.Reg
	for i := 0; i < k; i++ {
		cc := isa.CCB
		if i == k-1 && signed {
			cc = isa.CCO
		}
		out[i], flag = l.carry(aop, a[i], b[i], cin, i < k-1 || tb == 64, cc)
		cin = flag
	}
	if tb != 64 {
		top := out[k-1]
		back := l.ext(top, tb, 64, signed)
		flag = l.newGPR()
		l.emit(isa.SetCC, []mir.Reg{flag}, []mir.Reg{back, top}, &isa.CondOp{Cond: isa.Cond{CondIdx: 0, CC: isa.CCNe, Bits: 64}})
	}
	l.Def(in, append(out, flag)...)
	return nil
}
