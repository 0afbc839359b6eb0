package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/ssara-project/ssara/mir"
)

// A block that divides x by y and also takes the remainder of x by y (C's
// x / y beside x % y: the digits of a number, a hash table's bucket and
// round) computes the quotient once, as llc-14's DAG combiner does: one
// divide instruction gives both on x86-64 (its DIVREM node), and a
// remainder by a constant, or on PowerPC by any divisor, is the dividend
// less the quotient times the divisor, the quotient the division's. The
// first of the two the selector lowers leaves what the second needs
// (ShareDiv); the second takes it (SharedDiv) instead of dividing again.
// Where the block has no such pair the selectors divide as before.

// DivShare is what the first of a division and a remainder of the same
// operands leaves for the second.
type DivShare struct {
	// A and B are the dividend and the divisor as the selector extended
	// them to its operation width (B is 0 for a constant divisor).
	A, B mir.Reg
	// Q is the quotient. R is the remainder where the divide instruction
	// made it beside the quotient (x86-64's div and idiv), else 0: the
	// second makes it from Q.
	Q, R mir.Reg
}

// divKey is a division's operands in a machine block: a constant divisor
// by its value (each use of a constant may be its own object).
type divKey struct {
	b      *mir.Block
	signed bool
	bits   int
	x, y   value.Value
	c      int64
}

func newDivKey(b *mir.Block, signed bool, x, y value.Value, bits int) divKey {
	k := divKey{b: b, signed: signed, bits: bits, x: x, y: y}
	if c, ok := y.(*constant.Int); ok {
		k.y, k.c = nil, IntValue(c)
	}
	return k
}

// divOperands returns the signedness and operands of in if it is a scalar
// integer division or remainder (div true for a division).
func divOperands(in ir.Instruction) (signed, div bool, x, y value.Value, ok bool) {
	switch in := in.(type) {
	case *ir.InstUDiv:
		return false, true, in.X, in.Y, true
	case *ir.InstSDiv:
		return true, true, in.X, in.Y, true
	case *ir.InstURem:
		return false, false, in.X, in.Y, true
	case *ir.InstSRem:
		return true, false, in.X, in.Y, true
	}
	return false, false, nil, nil, false
}

// DivPartner reports whether the instruction being lowered is a division
// (or remainder) of x by y whose block also takes the remainder (or the
// quotient) of the same operands with the same signedness. Calls for
// anything else (a vector's lanes, an intrinsic's own division) report
// false.
func (l *Func) DivPartner(x, y value.Value) bool {
	in, ok := l.Inst.(ir.Instruction)
	if !ok {
		return false
	}
	if _, _, ix, iy, ok := divOperands(in); !ok || ix != x || iy != y {
		return false
	}
	if l.divBlock != l.IRBlock {
		l.divBlock = l.IRBlock
		l.divPaired = divPairs(l.IRBlock, l.divPaired)
	}
	return l.divPaired[in]
}

// divPairs lists the divisions and remainders of b that have a partner in
// b, reusing the map m.
func divPairs(b *ir.Block, m map[ir.Instruction]bool) map[ir.Instruction]bool {
	for k := range m {
		delete(m, k)
	}
	type group struct{ div, rem ir.Instruction }
	var groups map[divKey]*group
	for _, in := range b.Insts {
		signed, div, x, y, ok := divOperands(in)
		if !ok {
			continue
		}
		t, ok := x.Type().(*types.IntType)
		if !ok {
			continue
		}
		if groups == nil {
			groups = map[divKey]*group{}
		}
		k := newDivKey(nil, signed, x, y, int(t.BitSize))
		g := groups[k]
		if g == nil {
			g = &group{}
			groups[k] = g
		}
		if div && g.div == nil {
			g.div = in
		} else if !div && g.rem == nil {
			g.rem = in
		} else {
			continue
		}
		if g.div != nil && g.rem != nil {
			if m == nil {
				m = map[ir.Instruction]bool{}
			}
			m[g.div], m[g.rem] = true, true
		}
	}
	return m
}

// SharedDiv returns what the partner of the division of x by y being
// lowered left in the current block (ShareDiv), if it did.
func (l *Func) SharedDiv(signed bool, x, y value.Value, bits int) (DivShare, bool) {
	s, ok := l.divShares[newDivKey(l.Cur, signed, x, y, bits)]
	return s, ok
}

// ShareDiv leaves s, the division of x by y just lowered, for its partner
// in the current block.
func (l *Func) ShareDiv(signed bool, x, y value.Value, bits int, s DivShare) {
	if l.divShares == nil {
		l.divShares = map[divKey]DivShare{}
	}
	l.divShares[newDivKey(l.Cur, signed, x, y, bits)] = s
}

// DivideByConst lowers op (sdiv, udiv, srem or urem) of x by the constant
// y with DivByConst, a being x as the selector extended it to ob bits.
// Where the block also takes the other of quotient and remainder of the
// same operands (partner: DivPartner) and the remainder is the dividend
// less the quotient times the divisor (QuotientDivisor), it computes the
// quotient, leaves it for the other (ShareDiv) and returns it as q too
// (else q is 0). ok is false where DivByConst keeps the divide
// instruction.
func (l *Func) DivideByConst(ops DivOps, op string, x, y value.Value, a mir.Reg, bits, ob int, partner bool) (d, q mir.Reg, ok bool, err error) {
	signed, v := op[0] == 's', IntValue(y.(*constant.Int))
	if div, shared := QuotientDivisor(signed, v, bits, ob); shared && partner {
		if q, _, err = DivByConst(ops, op[:1]+"div", a, v, bits, ob); err != nil {
			return 0, 0, false, err
		}
		l.ShareDiv(signed, x, y, bits, DivShare{A: a, Q: q})
		if op[1:] == "div" {
			return q, q, true, nil
		}
		d, err = Remainder(ops, a, q, div)
		return d, q, err == nil, err
	}
	d, ok, err = DivByConst(ops, op, a, v, bits, ob)
	return d, 0, ok, err
}

// RemainderByConst is the remainder of s's division by the constant y
// (ShareDiv's DivByConst quotient): s.A less s.Q times the divisor.
func (s DivShare) RemainderByConst(ops DivOps, signed bool, y value.Value, bits, ob int) (mir.Reg, error) {
	div, _ := QuotientDivisor(signed, IntValue(y.(*constant.Int)), bits, ob)
	return Remainder(ops, s.A, s.Q, div)
}
