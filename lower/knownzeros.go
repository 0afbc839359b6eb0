package lower

import (
	"math/bits"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// knownZerosDepth bounds the operands knownTrailingZeros follows from a value,
// as LLVM's computeKnownBits bounds its own search.
const knownZerosDepth = 6

// knownTrailingZeros is a number of low bits that are zero in every value v
// takes: a loop vectorizer's induction variable, a phi of 0 and itself
// plus 16, has four. Phis are solved optimistically: a phi first assumes
// all its bits zero, the assumption falls to what its incoming values
// give under it, and a result that holds under itself is an invariant
// of every execution (it holds on entry and each step keeps it).
func knownTrailingZeros(v value.Value) int {
	return knownTZ(v, knownZerosDepth, map[*ir.InstPhi]int{})
}

func knownTZ(v value.Value, depth int, assumed map[*ir.InstPhi]int) int {
	it, ok := v.Type().(*types.IntType)
	if !ok {
		return 0
	}
	width := int(it.BitSize)
	if c, ok := v.(*constant.Int); ok {
		if c.X.Sign() == 0 {
			return width
		}
		return min(int(c.X.TrailingZeroBits()), width)
	}
	if depth == 0 {
		return 0
	}
	tz := func(x value.Value) int { return knownTZ(x, depth-1, assumed) }
	switch in := v.(type) {
	case *ir.InstAdd:
		return min(tz(in.X), tz(in.Y))
	case *ir.InstSub:
		return min(tz(in.X), tz(in.Y))
	case *ir.InstOr:
		return min(tz(in.X), tz(in.Y))
	case *ir.InstXor:
		return min(tz(in.X), tz(in.Y))
	case *ir.InstAnd:
		return max(tz(in.X), tz(in.Y))
	case *ir.InstMul:
		return min(tz(in.X)+tz(in.Y), width)
	case *ir.InstShl:
		if k, ok := in.Y.(*constant.Int); ok && IntValue(k) >= 0 && IntValue(k) < int64(width) {
			return min(tz(in.X)+int(IntValue(k)), width)
		}
	case *ir.InstZExt:
		return tz(in.From)
	case *ir.InstSExt:
		return tz(in.From)
	case *ir.InstTrunc:
		return min(tz(in.From), width)
	case *ir.InstPhi:
		if a, ok := assumed[in]; ok {
			return a
		}
		// Each round lowers the assumption; a few rounds settle any phi
		// a vectorizer writes, and one that does not settle knows
		// nothing.
		a := width
		for round := 0; round < 4; round++ {
			assumed[in] = a
			r := width
			for _, inc := range in.Incs {
				r = min(r, tz(inc.X))
			}
			if r >= a {
				delete(assumed, in)
				return a
			}
			a = r
		}
		delete(assumed, in)
		return 0
	}
	return 0
}

// lowBitsFree reports whether the constant c fits in the low bits of x
// that are known to be zero, so that "or x, c" is "add x, c" and can
// never carry or overflow.
func lowBitsFree(x value.Value, c int64) bool {
	if c < 0 {
		return false
	}
	return bits.Len64(uint64(c)) <= knownTrailingZeros(x)
}
