package mir

import "testing"

// TestRegSetCount checks Count, and against the registers Regs lists
// where bit 0 (no register) is clear.
func TestRegSetCount(t *testing.T) {
	for _, tc := range []struct {
		s    RegSet
		want int
	}{
		{0, 0},
		{RegSet(0).Add(1), 1},
		{RegSet(0).Add(1).Add(17).Add(63), 3},
		{^RegSet(0), 64},
		{0x5555_5555_5555_5555, 32},
		{0xaaaa_aaaa_aaaa_aaaa, 32},
	} {
		if got := tc.s.Count(); got != tc.want {
			t.Errorf("%#x.Count() = %d, want %d", uint64(tc.s), got, tc.want)
		}
		if n := len(tc.s.Regs()); tc.s&1 == 0 && n != tc.want {
			t.Errorf("%#x.Regs() has %d registers, want %d", uint64(tc.s), n, tc.want)
		}
	}
}
