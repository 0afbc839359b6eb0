package x86

import (
	"fmt"
	"strings"
	"testing"

	isa "github.com/ssara-project/ssara/isa/x86"
)

// TestJumpTableDensity: a switch's cases become a jump table where at
// least minJumpTableCases of them fill at least jumpTableDensity percent
// (llc-14's 10 at -O2) of their range; sparser ones are compared.
func TestJumpTableDensity(t *testing.T) {
	for _, tc := range []struct {
		name   string
		values []int
		tables int
	}{
		{"4 of 40", []int{0, 13, 26, 39}, 1},
		{"4 of 41", []int{0, 13, 26, 40}, 0},
		{"3 cases", []int{0, 1, 2}, 0},
		{"two dense runs far apart", []int{0, 1, 2, 3, 5000, 5001, 5002, 5003}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var cases, blocks strings.Builder
			for i, v := range tc.values {
				fmt.Fprintf(&cases, " i32 %d, label %%c%d\n", v, i)
				fmt.Fprintf(&blocks, "c%d:\n  ret i32 %d\n", i, i+1)
			}
			src := fmt.Sprintf("define i32 @f(i32 %%x) {\nentry:\n  switch i32 %%x, label %%d [%s]\n%sd:\n  ret i32 0\n}\n", cases.String(), blocks.String())
			m, err := lowerSrc(src)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, b := range m.Funcs[0].Blocks {
				for _, in := range b.Instrs {
					if in.Op == isa.JmpInd {
						n++
					}
				}
			}
			if n != tc.tables {
				t.Errorf("%d jump tables, want %d", n, tc.tables)
			}
		})
	}
}
