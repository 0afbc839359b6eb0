package lower

import (
	"math/big"
	"math/bits"
)

// Division by a constant as a multiplication by its reciprocal (Granlund
// and Montgomery, "Division by invariant integers using multiplication",
// PLDI 1994; Warren, Hacker's Delight, chapter 10), as llc's DAG combiner
// does: a divide instruction takes 20 to 90 cycles on x86-64, a
// multiplication 3. The selectors turn the parameters below into their
// target's high multiply, shifts and adds.

// UnsignedMagic is how an N-bit unsigned division by d is computed with
// the high half of an N x N-bit product, mulhi(a, b) = (a*b) >> N:
//
//	Add false: q = mulhi(x >> Pre, M) >> Post
//	Add true:  t = mulhi(x, M); q = (((x - t) >> 1) + t) >> Post
//
// (Pre is 0 when Add is set.)
type UnsignedMagic struct {
	M         uint64
	Pre, Post uint
	Add       bool
}

// NewUnsignedMagic returns the multiplier of an N-bit (32 or 64) unsigned
// division by d, 2 <= d < 2^N and d not a power of 2. The multiplier M
// and shift p must satisfy, for x < 2^n (n = N - Pre), floor(M*x / 2^p) =
// floor(x / d): M = ceil(2^p / d) does when e = M*d - 2^p is at most
// 2^(p-n) (then e*x/2^p < 1, too little to reach the next multiple of
// d). The least p for which M fits in N bits is taken, first with the
// whole input (Pre 0), then, for an even d, with x shifted right by d's
// trailing zeros (a smaller input needs less precision); where neither
// fits, the round-up method of Granlund and Montgomery (Fig. 4.1) needs
// an N+1-bit multiplier 2^N + M and the add sequence.
func NewUnsignedMagic(d uint64, n int) UnsignedMagic {
	try := func(d uint64, bits int) (uint64, uint, bool) {
		bd := new(big.Int).SetUint64(d)
		limit := new(big.Int).Lsh(big.NewInt(1), uint(n))
		for p := n; p <= 2*n; p++ {
			two := new(big.Int).Lsh(big.NewInt(1), uint(p))
			m := new(big.Int).Add(two, new(big.Int).Sub(bd, big.NewInt(1)))
			m.Div(m, bd) // ceil(2^p / d)
			if m.Cmp(limit) >= 0 {
				return 0, 0, false
			}
			e := new(big.Int).Sub(new(big.Int).Mul(m, bd), two)
			if e.Cmp(new(big.Int).Lsh(big.NewInt(1), uint(p-bits))) <= 0 {
				return m.Uint64(), uint(p - n), true
			}
		}
		return 0, 0, false
	}
	if m, post, ok := try(d, n); ok {
		return UnsignedMagic{M: m, Post: post}
	}
	if z := trailingZeros(d); z > 0 {
		if m, post, ok := try(d>>z, n-int(z)); ok {
			return UnsignedMagic{M: m, Pre: z, Post: post}
		}
	}
	// l = ceil(log2 d); M = floor(2^N * (2^l - d) / d) + 1.
	l := uint(bits.Len64(d - 1))
	m := new(big.Int).Lsh(big.NewInt(1), l)
	m.Sub(m, new(big.Int).SetUint64(d))
	m.Lsh(m, uint(n))
	m.Div(m, new(big.Int).SetUint64(d))
	m.Add(m, big.NewInt(1))
	return UnsignedMagic{M: m.Uint64(), Post: l - 1, Add: true}
}

// SignedMagic is how an N-bit signed division by d is computed with the
// signed high half of a product, mulhs (Hacker's Delight, Fig. 10-1):
//
//	t = mulhs(x, M); t += x if Add > 0, t -= x if Add < 0
//	t >>= Shift (arithmetic); q = t + (t >>> (N-1))
//
// where the last step adds 1 to a negative quotient (rounding toward
// zero).
type SignedMagic struct {
	M     int64 // sign-extended from N bits
	Shift uint
	Add   int
}

// NewSignedMagic returns the multiplier of an N-bit (32 or 64) signed
// division by d, |d| >= 2 and |d| not a power of 2.
func NewSignedMagic(d int64, n int) SignedMagic {
	mask := ^uint64(0) >> uint(64-n)
	two := uint64(1) << uint(n-1)
	ad := uint64(d)
	if d < 0 {
		ad = uint64(-d)
	}
	ad &= mask
	t := two + (uint64(d)&mask)>>uint(n-1)
	anc := t - 1 - t%ad // |nc|
	p := n - 1
	q1, r1 := two/anc, two-(two/anc)*anc
	q2, r2 := two/ad, two-(two/ad)*ad
	for {
		p++
		q1, r1 = (2*q1)&mask, (2*r1)&mask
		if r1 >= anc {
			q1, r1 = (q1+1)&mask, (r1-anc)&mask
		}
		q2, r2 = (2*q2)&mask, (2*r2)&mask
		if r2 >= ad {
			q2, r2 = (q2+1)&mask, (r2-ad)&mask
		}
		delta := ad - r2
		if !(q1 < delta || q1 == delta && r1 == 0) {
			break
		}
	}
	m := (q2 + 1) & mask
	if d < 0 {
		m = -m & mask
	}
	sm := int64(m<<uint(64-n)) >> uint(64-n)
	mg := SignedMagic{M: sm, Shift: uint(p - n)}
	switch {
	case d > 0 && sm < 0:
		mg.Add = 1
	case d < 0 && sm > 0:
		mg.Add = -1
	}
	return mg
}

// PowerOfTwo returns k when d is 2^k (k >= 1).
func PowerOfTwo(d uint64) (uint, bool) {
	if d < 2 || d&(d-1) != 0 {
		return 0, false
	}
	return trailingZeros(d), true
}

func trailingZeros(d uint64) uint { return uint(bits.TrailingZeros64(d)) }
