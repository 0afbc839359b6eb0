package lower

import (
	"math"
	"math/bits"
	"math/rand"
	"testing"
)

// mulhu and mulhs are the high halves of n-bit products, as a target's
// high multiply computes them.
func mulhu(a, b uint64, n int) uint64 {
	if n == 32 {
		return (a & math.MaxUint32) * (b & math.MaxUint32) >> 32
	}
	hi, _ := bits.Mul64(a, b)
	return hi
}

func mulhs(a, b int64, n int) int64 {
	if n == 32 {
		return int64(int32(a)) * int64(int32(b)) >> 32
	}
	hi, _ := bits.Mul64(uint64(a), uint64(b))
	if a < 0 {
		hi -= uint64(b)
	}
	if b < 0 {
		hi -= uint64(a)
	}
	return int64(hi)
}

// udivMagic and sdivMagic run the sequences the magic numbers stand for,
// in n-bit arithmetic.
func udivMagic(x uint64, m UnsignedMagic, n int) uint64 {
	mask := ^uint64(0) >> uint(64-n)
	x &= mask
	if !m.Add {
		return mulhu(x>>m.Pre, m.M, n) >> m.Post
	}
	t := mulhu(x, m.M, n)
	return (((x-t)&mask)>>1 + t) & mask >> m.Post
}

func sdivMagic(x int64, m SignedMagic, n int) int64 {
	sext := func(v int64) int64 { return v << uint(64-n) >> uint(64-n) }
	t := mulhs(x, m.M, n)
	switch m.Add {
	case 1:
		t = sext(t + x)
	case -1:
		t = sext(t - x)
	}
	t >>= m.Shift
	return sext(t + int64(uint64(t)&(^uint64(0)>>uint(64-n))>>uint(n-1)))
}

// divisors returns test divisors of n bits: the small ones, ones near
// the powers of 2 and the top of the range, and random ones.
func divisors(n int, r *rand.Rand) []uint64 {
	var ds []uint64
	for d := uint64(2); d < 3000; d++ {
		ds = append(ds, d)
	}
	for k := 2; k < n; k++ {
		for _, o := range []int64{-3, -1, 1, 3, 5} {
			ds = append(ds, uint64(int64(1)<<uint(k)+o))
		}
	}
	max := ^uint64(0) >> uint(64-n)
	ds = append(ds, max, max-1, max-2, max/3, max/5, max/7, max/2+1, 1000000007, 86400000, 1000000000)
	for i := 0; i < 3000; i++ {
		ds = append(ds, r.Uint64()&max>>uint(r.Intn(n)))
	}
	return ds
}

func dividends(n int, d uint64, r *rand.Rand) []uint64 {
	max := ^uint64(0) >> uint(64-n)
	xs := []uint64{0, 1, 2, d - 1, d, d + 1, 2*d - 1, 2 * d, max, max - 1, max / 2, max/2 + 1, max/2 - 1, max - d, max/d*d - 1, max / d * d}
	for i := 0; i < 300; i++ {
		xs = append(xs, r.Uint64()&max, (r.Uint64()&max)/d*d+uint64(r.Intn(3))-1)
	}
	return xs
}

// TestUnsignedMagic checks every magic number's sequence against the
// division, for 32- and 64-bit divisors of every kind (with and without
// the add step, with a pre-shift) and dividends at the edges.
func TestUnsignedMagic(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, n := range []int{32, 64} {
		max := ^uint64(0) >> uint(64-n)
		kinds := map[string]int{}
		for _, d := range divisors(n, r) {
			d &= max
			if _, ok := PowerOfTwo(d); ok || d < 2 {
				continue
			}
			m := NewUnsignedMagic(d, n)
			if m.M > max {
				t.Fatalf("N=%d d=%d: multiplier %#x has more than N bits", n, d, m.M)
			}
			switch {
			case m.Add:
				kinds["add"]++
			case m.Pre > 0:
				kinds["pre"]++
			default:
				kinds["plain"]++
			}
			for _, x := range dividends(n, d, r) {
				x &= max
				if got, want := udivMagic(x, m, n), x/d; got != want {
					t.Fatalf("N=%d: %d / %d = %d by %+v, want %d", n, x, d, got, m, want)
				}
			}
		}
		if kinds["add"] == 0 || kinds["pre"] == 0 || kinds["plain"] == 0 {
			t.Errorf("N=%d: not every kind of sequence tested: %v", n, kinds)
		}
	}
}

// TestSignedMagic does the same for signed division (truncating, as
// LLVM's sdiv), positive and negative divisors.
func TestSignedMagic(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for _, n := range []int{32, 64} {
		sext := func(v uint64) int64 { return int64(v<<uint(64-n)) >> uint(64-n) }
		adds := map[int]int{}
		for _, du := range divisors(n, r) {
			for _, d := range []int64{sext(du), -sext(du)} {
				ad := uint64(d)
				if d < 0 {
					ad = uint64(-d)
				}
				ad &= ^uint64(0) >> uint(64-n)
				if _, ok := PowerOfTwo(ad); ok || ad < 2 || d == math.MinInt64 {
					continue
				}
				m := NewSignedMagic(d, n)
				adds[m.Add]++
				for _, xu := range dividends(n, ad, r) {
					x := sext(xu)
					for _, x := range []int64{x, sext(uint64(-x))} {
						if got, want := sdivMagic(x, m, n), x/d; got != want {
							t.Fatalf("N=%d: %d / %d = %d by %+v, want %d", n, x, d, got, m, want)
						}
					}
				}
			}
		}
		if adds[1] == 0 || adds[-1] == 0 || adds[0] == 0 {
			t.Errorf("N=%d: not every kind of sequence tested: %v", n, adds)
		}
	}
}

// FuzzMagic checks the multipliers for any divisor and dividend, 32 and
// 64 bits, signed and unsigned.
func FuzzMagic(f *testing.F) {
	for _, s := range [][2]uint64{{7, 100}, {10, 1<<32 - 1}, {641, 1 << 63}, {1<<64 - 1, 1<<64 - 2}, {6, 5}, {3, 1<<31 + 1}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, d, x uint64) {
		for _, n := range []int{32, 64} {
			mask := ^uint64(0) >> uint(64-n)
			du, xu := d&mask, x&mask
			if _, ok := PowerOfTwo(du); !ok && du >= 2 {
				if got, want := udivMagic(xu, NewUnsignedMagic(du, n), n), xu/du; got != want {
					t.Fatalf("N=%d: %d / %d = %d, want %d", n, xu, du, got, want)
				}
			}
			ds, xs := int64(du<<uint(64-n))>>uint(64-n), int64(xu<<uint(64-n))>>uint(64-n)
			ad := uint64(ds)
			if ds < 0 {
				ad = uint64(-ds)
			}
			ad &= mask
			if _, ok := PowerOfTwo(ad); !ok && ad >= 2 && ds != math.MinInt64 {
				if got, want := sdivMagic(xs, NewSignedMagic(ds, n), n), xs/ds; got != want {
					t.Fatalf("N=%d: %d / %d = %d, want %d", n, xs, ds, got, want)
				}
			}
		}
	})
}
