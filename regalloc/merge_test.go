package regalloc

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// TestSeek: seek finds the first name not below t from index i, at every
// distance the galloping search can stop at, and at the ends.
func TestSeek(t *testing.T) {
	row := []mir.Reg{}
	for k := 0; k < 40; k++ {
		row = append(row, vreg(3*k+1)) // 1, 4, 7, ...
	}
	for _, tc := range []struct {
		name string
		row  []mir.Reg
		i    int
		t    mir.Reg
	}{
		{"empty row", nil, 0, vreg(5)},
		{"i at the end", row, len(row), vreg(5)},
		{"row[i] already not below", row, 3, vreg(2)},
		{"row[i] equal", row, 3, row[3]},
		{"next", row, 0, row[1]},
		{"between two names", row, 0, row[9] + 1},
		{"a power of two away", row, 2, row[2+16]},
		{"past the last name", row, 5, row[len(row)-1] + 1},
		{"the last name", row, 0, row[len(row)-1]},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.i
			for want < len(tc.row) && tc.row[want] < tc.t {
				want++
			}
			if got := seek(tc.row, tc.i, tc.t); got != want {
				t.Errorf("seek(%v, %d, %v) = %d, want %d", tc.row, tc.i, tc.t, got, want)
			}
		})
	}
}

// TestMergeInto: mergeInto is the sorted union of two disjoint sorted
// lists, whatever room the first has, and leaves the second as it was.
func TestMergeInto(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for n := 0; n < 500; n++ {
		var a, b []mir.Reg
		for _, x := range r.Perm(60)[:r.Intn(60)] {
			if r.Intn(2) == 0 {
				a = append(a, vreg(x))
			} else {
				b = append(b, vreg(x))
			}
		}
		slices.Sort(a)
		slices.Sort(b)
		if r.Intn(2) == 0 {
			a = slices.Grow(a, r.Intn(8)) // room in a's array, or none
		}
		want := slices.Sorted(slices.Values(append(slices.Clone(a), b...)))
		bb := slices.Clone(b)
		if got := mergeInto(a, b); !slices.Equal(got, want) {
			t.Fatalf("mergeInto(%v, %v) = %v, want %v", a, bb, got, want)
		}
		if !slices.Equal(b, bb) {
			t.Fatalf("mergeInto changed its second list: %v, was %v", b, bb)
		}
	}
}
