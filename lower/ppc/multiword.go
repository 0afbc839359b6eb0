package ppc

import (
	"fmt"
	"math/big"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Integers wider than 64 bits (the i128 of __int128, the i168 clang uses
// for a 21-byte bit-field unit, the i65 of __builtin_add_overflow on a
// long and an int), and on ppc32 those between 32 and 64 bits, are held
// in word-sized limbs, least significant first; bits of the top limb
// above the width are unspecified, as in a narrow integer's register.
// Supported: loads and stores, constants, and/or/xor, add/sub (carry
// chains), shifts by constants, truncation, extension, compares, and
// everything that only moves registers (phi, select, extractvalue).
// Multiplication, division and variable shifts are lowered for ppc64le's
// i128 (inline or through libgcc) and the widths below it (as i128), and
// for ppc32's i33 to i63 (as i64); they are rejected for wider integers.

// multiword reports whether an integer of bits is held in limbs: wider
// than 64 bits, or on ppc32 wider than the word and not 64 (the i40, i48
// and i56 of csmith's packed bit-fields, the i33 of mixed-width overflow
// arithmetic: two limbs, the top one with 1 to 31 defined bits).
func (l *fn) multiword(bits int) bool {
	return bits > 64 || !l.t.Is64 && bits > 32 && bits < 64
}

// limbCount is the number of word limbs of a multiword integer.
func (l *fn) limbCount(bits int) int { return (bits + l.word() - 1) / l.word() }

// topBits is the number of defined bits of the top limb.
func (l *fn) topBits(bits int) int { return bits - (l.limbCount(bits)-1)*l.word() }

// limbs returns the limbs of a multiword value.
func (l *fn) limbs(v value.Value, bits int) ([]mir.Reg, error) {
	rs, err := l.Regs(v)
	if err != nil {
		return nil, err
	}
	if len(rs) != l.limbCount(bits) {
		return nil, l.Errorf("i%d value with %d registers", bits, len(rs))
	}
	return rs, nil
}

// Limbs known to be constants (a constant's, the zeros of a zero
// extension or of a shift) are remembered, and the limb-wise operations
// fold them as llc's DAG combiner does (lower.FoldLogicWord, which
// lower/x86's wide.go shares, for and, or and xor; a shift or an
// extension of a constant is a constant).

// limbMask is the limbs' all-ones value.
func (l *fn) limbMask() uint64 { return ^uint64(0) >> (64 - uint(l.word())) }

// constLimb materialises the limb c (at most word bits) in the current
// block (a constant's register from another block need not dominate the
// use).
func (l *fn) constLimb(c uint64) mir.Reg {
	c &= l.limbMask()
	var r mir.Reg
	if l.word() == 32 {
		r = l.li(int64(int32(uint32(c))))
	} else {
		r = l.li(int64(c))
	}
	if l.limbImm == nil {
		l.limbImm = map[mir.Reg]uint64{}
	}
	l.limbImm[r] = c
	return r
}

// limbConst reports whether r is a constant limb, and which.
func (l *fn) limbConst(r mir.Reg) (uint64, bool) {
	c, ok := l.limbImm[r]
	return c, ok
}

// logicLimb is "a op b" on one limb (op And, Or or Xor), folded where an
// operand is a constant that decides it.
func (l *fn) logicLimb(op isa.AluOp, a, b mir.Reg) mir.Reg {
	ca, ka := l.limbConst(a)
	cb, kb := l.limbConst(b)
	switch k, c := lower.FoldLogicWord(op.String(), ca, ka, cb, kb, l.limbMask()); k {
	case lower.WordConst:
		return l.constLimb(c)
	case lower.WordA:
		return a
	case lower.WordB:
		return b
	}
	return l.alu(op, a, b, l.word())
}

// shiftLimb is a limb shifted by 0 < n < word (op Shl, Shr or Sar),
// folded for a constant.
func (l *fn) shiftLimb(op isa.AluOp, a mir.Reg, n int64) mir.Reg {
	c, ok := l.limbConst(a)
	if !ok {
		return l.aluImm(op, a, n, l.word())
	}
	switch op {
	case isa.Shl:
		return l.constLimb(c << uint(n))
	case isa.Shr:
		return l.constLimb(c >> uint(n))
	}
	top := uint(64 - l.word())
	return l.constLimb(uint64(int64(c<<top) >> (top + uint(n))))
}

// bigConst materialises the two's-complement limbs of x modulo 2^bits.
func (l *fn) bigConst(x *big.Int, bits int) []mir.Reg {
	m := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	u := new(big.Int).Mod(x, m)
	w := uint(l.word())
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), w), big.NewInt(1))
	var out []mir.Reg
	for i := 0; i < l.limbCount(bits); i++ {
		limb := new(big.Int).And(new(big.Int).Rsh(u, w*uint(i)), mask).Uint64()
		out = append(out, l.constLimb(limb))
	}
	return out
}

// cleanTop makes the top limb's undefined bits zero or sign copies.
func (l *fn) cleanTop(rs []mir.Reg, bits int, sign bool) []mir.Reg {
	tb := l.topBits(bits)
	if tb == l.word() {
		return rs
	}
	out := append([]mir.Reg(nil), rs...)
	top := out[len(out)-1]
	if c, ok := l.limbConst(top); ok {
		sh := uint(64 - tb)
		if sign {
			out[len(out)-1] = l.constLimb(uint64(int64(c<<sh) >> sh))
		} else {
			out[len(out)-1] = l.constLimb(c << sh >> sh)
		}
		return out
	}
	if sign {
		sh := int64(l.word() - tb)
		out[len(out)-1] = l.aluImm(isa.Sar, l.aluImm(isa.Shl, top, sh, l.word()), sh, l.word())
	} else {
		out[len(out)-1] = l.unary(isa.ExtZ, top, tb)
	}
	return out
}

// multiwordBinary lowers and/or/xor/add/sub/shifts of multiword integers.
func (l *fn) multiwordBinary(op string, x, y value.Value, bits int) ([]mir.Reg, error) {
	switch op {
	case "shl", "lshr", "ashr":
		c, ok := y.(*constant.Int)
		if !ok {
			return l.quadArith(op, x, y, bits)
		}
		a, err := l.limbs(x, bits)
		if err != nil {
			return nil, err
		}
		n := c.X.Int64()
		if !c.X.IsInt64() || n < 0 || n >= int64(bits) {
			n = 0 // poison: any value will do
		}
		return l.shiftLimbs(op, a, bits, n), nil
	case "and", "or", "xor", "add", "sub":
	case "mul", "sdiv", "udiv", "srem", "urem":
		return l.quadArith(op, x, y, bits)
	default:
		return nil, l.Unsupported(fmt.Sprintf("%s on i%d", op, bits))
	}
	a, err := l.limbs(x, bits)
	if err != nil {
		return nil, err
	}
	b, err := l.limbs(y, bits)
	if err != nil {
		return nil, err
	}
	if op == "add" || op == "sub" {
		return l.carryChain(op, a, b), nil
	}
	out := make([]mir.Reg, len(a))
	aop := map[string]isa.AluOp{"and": isa.And, "or": isa.Or, "xor": isa.Xor}[op]
	for i := range a {
		out[i] = l.logicLimb(aop, a[i], b[i])
	}
	return out, nil
}

// carryChain adds or subtracts (op) limbs b from limbs a in one carry
// chain: nothing between its instructions touches CA.
func (l *fn) carryChain(op string, a, b []mir.Reg) []mir.Reg {
	first, rest := isa.AddC, isa.AddE
	if op == "sub" {
		first, rest = isa.SubC, isa.SubE
	}
	out := make([]mir.Reg, len(a))
	for i := range a {
		aop := rest
		if i == 0 {
			aop = first
		}
		out[i] = l.alu(aop, a[i], b[i], l.word())
	}
	return out
}

// multiwordOverflow is overflowRegs on multiword integers (op: sadd,
// uadd, ssub, usub): the limbs of x op y, computed from operands extended
// from bits to their limbs' width, and the overflow bit. Where the top
// limb has bits above the width (the i65 and i33 of clang's mixed-width
// __builtin_add_overflow), the limbs hold the exact result, and it
// overflows when it does not survive truncation to the width and
// extension back; where the width is whole limbs, an unsigned sum
// overflows when it is below an operand, a difference when the first
// operand is below the second, and a signed one by the top limbs' signs.
func (l *fn) multiwordOverflow(op string, x, y value.Value, bits int) ([]mir.Reg, mir.Reg, error) {
	if op[1:] == "mul" {
		return nil, 0, l.Unsupported(fmt.Sprintf("%s with overflow on i%d", op, bits))
	}
	signed := op[0] == 's'
	a, err := l.limbs(x, bits)
	if err != nil {
		return nil, 0, err
	}
	b, err := l.limbs(y, bits)
	if err != nil {
		return nil, 0, err
	}
	a, b = l.cleanTop(a, bits, signed), l.cleanTop(b, bits, signed)
	r := l.carryChain(op[1:], a, b)
	w, k := l.word(), len(r)
	if l.topBits(bits) < w {
		back := l.cleanTop(r, bits, signed)[k-1]
		return r, l.setccRegs(isa.CCNe, w, back, r[k-1]), nil
	}
	switch op {
	case "uadd":
		return r, l.limbsOrder(isa.CCULt, r, a), nil
	case "usub":
		return r, l.limbsOrder(isa.CCULt, a, b), nil
	}
	return r, l.signedOvf(op == "sadd", a[k-1], b[k-1], r[k-1], w), nil
}

// shiftLimbs shifts limbs by a constant 0 <= n < bits.
func (l *fn) shiftLimbs(op string, a []mir.Reg, bits int, n int64) []mir.Reg {
	w := int64(l.word())
	k := len(a)
	if op != "shl" {
		a = l.cleanTop(a, bits, op == "ashr")
	}
	q, r := int(n/w), n%w
	var fill mir.Reg
	if op == "ashr" {
		fill = l.shiftLimb(isa.Sar, a[k-1], w-1)
	} else {
		fill = l.constLimb(0)
	}
	src := func(i int) mir.Reg {
		if i < 0 || i >= k {
			if op == "shl" || i < 0 {
				return l.constLimb(0)
			}
			return fill
		}
		return a[i]
	}
	out := make([]mir.Reg, k)
	for i := 0; i < k; i++ {
		switch {
		case op != "shl" && i+q >= k:
			out[i] = fill
		case op == "shl" && r == 0:
			out[i] = src(i - q)
		case op == "shl":
			hi := l.shiftLimb(isa.Shl, src(i-q), r)
			lo := l.shiftLimb(isa.Shr, src(i-q-1), w-r)
			out[i] = l.logicLimb(isa.Or, hi, lo)
		case r == 0:
			out[i] = src(i + q)
		default:
			var lo mir.Reg
			if op == "ashr" && i+q == k-1 {
				lo = l.shiftLimb(isa.Sar, src(i+q), r)
			} else {
				lo = l.shiftLimb(isa.Shr, src(i+q), r)
			}
			if i+q+1 >= k && op == "ashr" && i+q < k {
				out[i] = lo
				continue
			}
			hi := l.shiftLimb(isa.Shl, src(i+q+1), w-r)
			out[i] = l.logicLimb(isa.Or, lo, hi)
		}
	}
	return out
}

// convMultiword converts between a multiword integer and another width.
func (l *fn) convMultiword(v value.Value, from, to int, sign bool) ([]mir.Reg, error) {
	if c, ok := v.(*constant.Int); ok {
		x := new(big.Int).Set(c.X)
		m := new(big.Int).Lsh(big.NewInt(1), uint(from))
		x.Mod(x, m)
		if sign && x.Bit(from-1) == 1 {
			x.Sub(x, m)
		}
		if l.multiword(to) {
			return l.bigConst(x, to), nil
		}
		m = new(big.Int).Lsh(big.NewInt(1), uint(to))
		x.Mod(x, m)
		return l.intConst(int64(x.Uint64()), to), nil
	}
	if l.multiword(from) {
		a, err := l.limbs(v, from)
		if err != nil {
			return nil, err
		}
		switch {
		case l.multiword(to) && to <= from:
			return a[:l.limbCount(to)], nil
		case l.multiword(to):
			return l.widenLimbs(l.cleanTop(a, from, sign), to, sign), nil
		case l.wide(to):
			// ppc32 i64: high word first, extended from the top limb's
			// bits (an i40's top limb has 8 defined bits).
			a = l.cleanTop(a, from, sign)
			return []mir.Reg{a[1], a[0]}, nil
		}
		return a[:1], nil
	}
	// From a scalar or a ppc32 pair to limbs.
	var lim []mir.Reg
	if l.wide(from) {
		hi, lo, err := l.pair(v)
		if err != nil {
			return nil, err
		}
		lim = []mir.Reg{lo, hi}
	} else {
		rs, err := l.convInt(v, from, l.word(), sign)
		if err != nil {
			return nil, err
		}
		lim = rs
	}
	return l.widenLimbs(lim, to, sign), nil
}

// widenLimbs extends clean limbs to the limbs of a wider integer.
func (l *fn) widenLimbs(a []mir.Reg, to int, sign bool) []mir.Reg {
	out := append([]mir.Reg(nil), a...)
	var fill mir.Reg
	if sign {
		fill = l.shiftLimb(isa.Sar, a[len(a)-1], int64(l.word()-1))
	} else {
		fill = l.constLimb(0)
	}
	for len(out) < l.limbCount(to) {
		out = append(out, fill)
	}
	return out
}

// multiwordEq is 0/1 for x == y (or !=) on multiword integers.
func (l *fn) multiwordEq(cc isa.CC, x, y value.Value, bits int) (mir.Reg, error) {
	a, err := l.limbs(x, bits)
	if err != nil {
		return 0, err
	}
	b, err := l.limbs(y, bits)
	if err != nil {
		return 0, err
	}
	w := l.word()
	var acc mir.Reg
	for i := range a {
		d := l.alu(isa.Xor, a[i], b[i], w)
		if i == len(a)-1 && l.topBits(bits) < w {
			d = l.unary(isa.ExtZ, d, l.topBits(bits))
		}
		if acc == 0 {
			acc = d
		} else {
			acc = l.alu(isa.Or, acc, d, w)
		}
	}
	d := l.newGPR()
	l.Emit(isa.SetCC, []mir.Reg{d}, []mir.Reg{acc}, &isa.CondOp{Cond: isa.Cond{CC: cc, Bits: w, HasImm: true}})
	return d, nil
}

// multiwordPieces splits the bytes [off, off+n) of a value's memory image
// into naturally sized accesses: each piece is its byte offset within
// the limb and its width.
type piece struct {
	addr  int64 // byte offset from the object
	shift int64 // bit position within the limb
	bits  int
}

// limbPieces lists the accesses that make up limb i of an integer of
// bits (little-endian ppc64le, big-endian ppc32).
func (l *fn) limbPieces(i, bits int) []piece {
	wb := l.word() / 8
	total := (bits + 7) / 8 // the store size: an i33 takes five bytes
	lo := i * wb            // first byte (by significance) of the limb
	n := wb
	if lo+n > total {
		n = total - lo
	}
	var out []piece
	for done := 0; done < n; {
		size := wb
		for size > n-done {
			size >>= 1
		}
		// The bytes of significance lo+done .. lo+done+size-1.
		var addr int64
		if l.t.Is64 {
			addr = int64(lo + done)
		} else {
			addr = int64(total - (lo + done) - size)
		}
		out = append(out, piece{addr: addr, shift: int64(8 * done), bits: 8 * size})
		done += size
	}
	return out
}

// loadMultiword loads the limbs of an integer of bits at x.
func (l *fn) loadMultiword(x *lower.Value, bits int) ([]mir.Reg, error) {
	w := l.word()
	var out []mir.Reg
	for i := 0; i < l.limbCount(bits); i++ {
		var limb mir.Reg
		for _, p := range l.limbPieces(i, bits) {
			m, uses, err := l.addrMode(l.offset(x, p.addr), p.bits == 64)
			if err != nil {
				return nil, err
			}
			m.Bits = p.bits
			r := l.newGPR()
			l.memOp(isa.Load, []mir.Reg{r}, uses, m)
			if p.shift > 0 {
				r = l.aluImm(isa.Shl, r, p.shift, w)
			}
			if limb == 0 {
				limb = r
			} else {
				limb = l.alu(isa.Or, limb, r, w)
			}
		}
		out = append(out, limb)
	}
	return out, nil
}

// storeMultiword stores the limbs of an integer of bits at x. The bits of
// the last byte above a width that is not whole bytes are stored as
// zeros, as llc-14 stores them.
func (l *fn) storeMultiword(x *lower.Value, bits int, limbs []mir.Reg) error {
	w := l.word()
	if bits%8 != 0 {
		limbs = l.cleanTop(limbs, bits, false)
	}
	for i, limb := range limbs {
		for _, p := range l.limbPieces(i, bits) {
			r := limb
			if p.shift > 0 {
				r = l.aluImm(isa.Shr, limb, p.shift, w)
			}
			m, uses, err := l.addrMode(l.offset(x, p.addr), p.bits == 64)
			if err != nil {
				return err
			}
			m.Bits = p.bits
			if m.BaseIdx >= 0 {
				m.BaseIdx++
			}
			if m.IndexIdx >= 0 {
				m.IndexIdx++
			}
			l.memOp(isa.Store, nil, append([]mir.Reg{r}, uses...), m)
		}
	}
	return nil
}

// oddWidth reports a width below the word that no load or store
// instruction has (i24, i17, i3, and on ppc64le i40, i48, i56, i33): held
// in one register like i8 or i16, moved to and from memory in pieces of
// its store size.
func (l *fn) oddWidth(bits int) bool {
	return bits > 1 && bits <= l.word() && bits != 8 && bits != 16 && bits != 32 && bits != 64
}

// isPiecewiseLeaf reports an integer loaded and stored in pieces:
// multiword, or of an odd width.
func (l *fn) isPiecewiseLeaf(t types.Type) (int, bool) {
	if it, ok := t.(*types.IntType); ok && (l.multiword(int(it.BitSize)) || l.oddWidth(int(it.BitSize))) {
		return int(it.BitSize), true
	}
	return 0, false
}

// isMultiwordLeaf reports whether t is a multiword integer.
func (l *fn) isMultiwordLeaf(t types.Type) (int, bool) {
	if it, ok := t.(*types.IntType); ok && l.multiword(int(it.BitSize)) {
		return int(it.BitSize), true
	}
	return 0, false
}

// multiwordInst lowers the instructions on multiword integers that are not
// plain register moves; ok is false when in is not one of them.
func (l *fn) multiwordInst(in ir.Instruction) (bool, error) {
	bin := func(v value.Value, op string, x, y value.Value) (bool, error) {
		bits, ok := l.isMultiwordLeaf(v.Type())
		if !ok {
			return false, nil
		}
		rs, err := l.multiwordBinary(op, x, y, bits)
		if err == nil {
			l.Def(v, rs...)
		}
		return true, err
	}
	conv := func(v, from value.Value, to types.Type, sign bool) (bool, error) {
		fb, fm := l.isMultiwordLeaf(from.Type())
		tb, tm := l.isMultiwordLeaf(to)
		if !fm && !tm {
			return false, nil
		}
		if !fm {
			fb = l.intBits(from.Type())
		}
		if !tm {
			tb = l.intBits(to)
		}
		rs, err := l.convMultiword(from, fb, tb, sign)
		if err == nil {
			l.Def(v, rs...)
		}
		return true, err
	}
	switch in := in.(type) {
	case *ir.InstAnd:
		return bin(in, "and", in.X, in.Y)
	case *ir.InstOr:
		return bin(in, "or", in.X, in.Y)
	case *ir.InstXor:
		return bin(in, "xor", in.X, in.Y)
	case *ir.InstAdd:
		return bin(in, "add", in.X, in.Y)
	case *ir.InstSub:
		return bin(in, "sub", in.X, in.Y)
	case *ir.InstShl:
		return bin(in, "shl", in.X, in.Y)
	case *ir.InstLShr:
		return bin(in, "lshr", in.X, in.Y)
	case *ir.InstAShr:
		return bin(in, "ashr", in.X, in.Y)
	case *ir.InstMul:
		return bin(in, "mul", in.X, in.Y)
	case *ir.InstSDiv:
		return bin(in, "sdiv", in.X, in.Y)
	case *ir.InstUDiv:
		return bin(in, "udiv", in.X, in.Y)
	case *ir.InstSRem:
		return bin(in, "srem", in.X, in.Y)
	case *ir.InstURem:
		return bin(in, "urem", in.X, in.Y)
	case *ir.InstTrunc:
		return conv(in, in.From, in.To, false)
	case *ir.InstZExt:
		return conv(in, in.From, in.To, false)
	case *ir.InstSExt:
		return conv(in, in.From, in.To, true)
	case *ir.InstICmp:
		bits, ok := l.isMultiwordLeaf(in.X.Type())
		if !ok {
			return false, nil
		}
		if l.Fused[in] {
			return true, nil // computed by its branch or select (icmpCond)
		}
		r, err := l.multiwordCmp(ipred[in.Pred], in.X, in.Y, bits)
		if err == nil {
			l.Def(in, r)
		}
		return true, err
	}
	return false, nil
}

// quadArith lowers the i128 operations of ppc64le that are not word-wise:
// multiplication inline (low product, high product and cross terms),
// division, remainder and variable shifts through libgcc (__divti3,
// __ashlti3, ...); and those of the narrower multiword widths through
// i128 or ppc32's i64.
func (l *fn) quadArith(op string, x, y value.Value, bits int) ([]mir.Reg, error) {
	if to := 128; !l.t.Is64 && bits < 64 || l.t.Is64 && bits < 128 {
		// A ppc32 i33..i63 or a ppc64le i65..i127: both extended to an
		// i64 pair or an i128, the operation of that width (llc-14
		// promotes them the same way), the low limbs kept.
		if !l.t.Is64 {
			to = 64
		}
		sign := op == "sdiv" || op == "srem" || op == "ashr"
		xs, err := l.convMultiword(x, bits, to, sign)
		if err != nil {
			return nil, err
		}
		ys, err := l.convMultiword(y, bits, to, sign && op != "ashr")
		if err != nil {
			return nil, err
		}
		if to == 128 {
			return l.quadArith(op, l.tmpVal(types.I128, xs...), l.tmpVal(types.I128, ys...), 128)
		}
		r, err := l.wideBinary(op, l.tmpVal(types.I64, xs...), l.tmpVal(types.I64, ys...))
		if err != nil {
			return nil, err
		}
		return []mir.Reg{r[1], r[0]}, nil // limbs: least significant first
	}
	if !l.t.Is64 || bits != 128 {
		return nil, l.Unsupported(fmt.Sprintf("%s on i%d", op, bits))
	}
	if op == "mul" {
		a, err := l.limbs(x, bits)
		if err != nil {
			return nil, err
		}
		b, err := l.limbs(y, bits)
		if err != nil {
			return nil, err
		}
		lo := l.alu(isa.Mul, a[0], b[0], 64)
		hi := l.alu(isa.MulHU, a[0], b[0], 64)
		hi = l.alu(isa.Add, hi, l.alu(isa.Mul, a[0], b[1], 64), 64)
		hi = l.alu(isa.Add, hi, l.alu(isa.Mul, a[1], b[0], 64), 64)
		return []mir.Reg{lo, hi}, nil
	}
	name := map[string]string{"sdiv": "__divti3", "udiv": "__udivti3", "srem": "__modti3", "urem": "__umodti3",
		"shl": "__ashlti3", "lshr": "__lshrti3", "ashr": "__ashrti3"}[op]
	if op == "shl" || op == "lshr" || op == "ashr" {
		rs, err := l.convMultiword(y, bits, 64, false)
		if err != nil {
			return nil, err
		}
		y = l.tmpVal(types.I64, rs...)
	}
	return l.libcallRegs(name, []value.Value{x, y}, types.I128)
}

// multiwordCmp is 0/1 for an integer compare of multiword values:
// equality from the limbs' xors; order from the top limbs or, where they
// are equal, from the limbs below them (unsigned), limb by limb: the
// order of the lowest limbs, replaced by that of each limb above where
// the two differ (for two limbs pairBool's code).
func (l *fn) multiwordCmp(cc isa.CC, x, y value.Value, bits int) (mir.Reg, error) {
	if cc == isa.CCEq || cc == isa.CCNe {
		return l.multiwordEq(cc, x, y, bits)
	}
	signed := !cc.Unsigned()
	a, err := l.limbs(x, bits)
	if err != nil {
		return 0, err
	}
	b, err := l.limbs(y, bits)
	if err != nil {
		return 0, err
	}
	return l.limbsOrder(cc, l.cleanTop(a, bits, signed), l.cleanTop(b, bits, signed)), nil
}

// limbsOrder is 0/1 for the ordered compare cc of integers of clean
// limbs a and b (multiwordCmp).
func (l *fn) limbsOrder(cc isa.CC, a, b []mir.Reg) mir.Reg {
	w := l.word()
	ucc := map[isa.CC]isa.CC{isa.CCLt: isa.CCULt, isa.CCLe: isa.CCULe, isa.CCGt: isa.CCUGt, isa.CCGe: isa.CCUGe}[cc]
	if cc.Unsigned() {
		ucc = cc
	}
	r := l.setccRegs(ucc, w, a[0], b[0])
	for i := 1; i < len(a); i++ {
		c := ucc
		if i == len(a)-1 {
			c = cc
		}
		hi := l.setccRegs(c, w, a[i], b[i])
		e := l.alu(isa.Xor, a[i], b[i], w)
		r = l.selectOf(mir.GPR, hi, []mir.Reg{r, e}, isa.Cond{CondIdx: 2, CC: isa.CCEq, Bits: w, HasImm: true})
	}
	return r
}
