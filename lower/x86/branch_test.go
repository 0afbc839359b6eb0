package x86

import (
	"fmt"
	"strings"
	"testing"

	isa "github.com/ssara-project/ssara/isa/x86"
)

// TestJumpTableDensity: a switch's cases become a jump table where at
// least lower.MinJumpTableCases of them fill at least 10 percent
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

// TestScaledIndex: a getelementptr index "zext (and (lshr x, C1), M)"
// that nothing else reads, times a stride the addressing modes lack
// (16), is "(x >> (C1-4)) & (M << 4)", with no scaling shift; an index
// read elsewhere, a stride the addressing modes have (8), and a field
// shifted by less than the stride's power keep the plain form.
func TestScaledIndex(t *testing.T) {
	for _, tc := range []struct {
		name  string
		index string // defines %z from %x
		elem  string
		extra string
		shr   int64 // the right shift's amount, -1 for none
		mask  int64 // the and's immediate, -1 for none
		shl   int   // left shifts (the scaling of the plain form)
	}{
		{"field times 16", "%s = lshr i32 %x, 7\n  %m = and i32 %s, 255\n  %z = zext i32 %m to i64", "{ i64, i64 }", "", 3, 4080, 0},
		{"field at bit 4 times 16", "%s = lshr i32 %x, 4\n  %m = and i32 %s, 63\n  %z = zext i32 %m to i64", "{ i64, i64 }", "", -1, 1008, 0},
		{"64-bit field times 32", "%s = lshr i64 %w, 20\n  %z = and i64 %s, 1023", "{ i64, i64, i64, i64 }", "", 15, 32736, 0},
		{"the field read elsewhere", "%s = lshr i32 %x, 7\n  %m = and i32 %s, 255\n  %z = zext i32 %m to i64", "{ i64, i64 }", "  store i32 %m, i32* %o\n", 7, -1, 1},
		{"stride 8", "%s = lshr i32 %x, 7\n  %m = and i32 %s, 255\n  %z = zext i32 %m to i64", "i64", "", 7, -1, 0},
		{"shifted by less than 4", "%s = lshr i32 %x, 2\n  %m = and i32 %s, 255\n  %z = zext i32 %m to i64", "{ i64, i64 }", "", 2, -1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := fmt.Sprintf("define i64 @f(%s* %%p, i32 %%x, i64 %%w, i32* %%o) {\n  %s\n%s  %%q = getelementptr %s, %s* %%p, i64 %%z\n  %%r = bitcast %s* %%q to i64*\n  %%v = load i64, i64* %%r\n  ret i64 %%v\n}\n",
				tc.elem, tc.index, tc.extra, tc.elem, tc.elem, tc.elem)
			m, err := lowerSrc(src)
			if err != nil {
				t.Fatal(err)
			}
			shr, mask, shl := int64(-1), int64(-1), 0
			for _, b := range m.Funcs[0].Blocks {
				for _, in := range b.Instrs {
					a, ok := in.Aux.(*isa.Arith)
					switch {
					case !ok:
					case in.Op == isa.Shift && a.Op == isa.Shr:
						shr = a.Imm
					case in.Op == isa.Shift && a.Op == isa.Shl:
						shl++
					case in.Op == isa.ALUImm && a.Op == isa.And:
						mask = a.Imm
					}
				}
			}
			if shr != tc.shr || mask != tc.mask || shl != tc.shl {
				t.Errorf("shr %d, and %d, %d shl; want %d, %d, %d\n%s", shr, mask, shl, tc.shr, tc.mask, tc.shl, m.Funcs[0].Format(isa.Target{}))
			}
		})
	}
}
