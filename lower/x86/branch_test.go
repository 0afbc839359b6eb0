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

// TestIndirectJumpFoldsLoad: an indirectbr to an address loaded from a
// table, the load read by nothing else, jumps through memory ("jmpq
// *(%rcx,%rax,8)") with no load of its own; a load also read elsewhere
// stays a load.
func TestIndirectJumpFoldsLoad(t *testing.T) {
	for _, tc := range []struct {
		name   string
		extra  string // more reads of %a
		folded bool
	}{
		{"only the jump reads it", "", true},
		{"also stored", "  store i8* %a, i8** %p\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "@tab = internal constant [2 x i8*] [i8* blockaddress(@f, %a0), i8* blockaddress(@f, %a1)]\n" +
				"define i32 @f(i64 %i, i8** %p) {\nentry:\n" +
				"  %q = getelementptr [2 x i8*], [2 x i8*]* @tab, i64 0, i64 %i\n" +
				"  %a = load i8*, i8** %q\n" + tc.extra +
				"  indirectbr i8* %a, [label %a0, label %a1]\na0:\n  ret i32 1\na1:\n  ret i32 2\n}\n"
			m, err := lowerSrc(src)
			if err != nil {
				t.Fatal(err)
			}
			loads, mem := 0, false
			for _, b := range m.Funcs[0].Blocks {
				for _, in := range b.Instrs {
					switch in.Op {
					case isa.Load:
						loads++
					case isa.JmpInd:
						_, mem = in.Aux.(*isa.Mem)
					}
				}
			}
			if mem != tc.folded || (loads == 0) != tc.folded {
				t.Errorf("jump through memory %v, %d loads; want %v\n%s", mem, loads, tc.folded, m.Funcs[0].Format(isa.Target{}))
			}
		})
	}
}
