package x86

import (
	"fmt"
	"testing"

	isa "github.com/ssara-project/ssara/isa/x86"
)

// TestWideShiftsFunnel checks that a constant shift of a wide integer
// joins two words with one shld or shrd, as llc does, where neither word
// is a constant (a shift by a multiple of 64 moves words and needs none;
// a known word is folded instead), and that what the result does not
// read is not computed.
func TestWideShiftsFunnel(t *testing.T) {
	for _, tc := range []struct {
		name  string
		body  string
		shld  int // Shld with Op Shl (shld)
		shrd  int // Shld with Op Shr (shrd)
		shift int // single-word shifts
		or    int // ALU or
	}{
		{"shl by 5", "%r = shl i128 %a, 5", 1, 0, 1, 0},
		{"lshr by 5", "%r = lshr i128 %a, 5", 0, 1, 1, 0},
		{"ashr by 5", "%r = ashr i128 %a, 5", 0, 1, 1, 0},
		{"shl by 64", "%r = shl i128 %a, 64", 0, 0, 0, 0},
		{"lshr by 70", "%r = lshr i128 %a, 70", 0, 0, 1, 0},
		{"shl of a zero-extended word", "%z = zext i64 %w to i128\n  %r = shl i128 %z, 3", 0, 0, 1, 0},
		{"lshr of i192 by 8", "%x = zext i128 %a to i192\n  %y = shl i192 %x, 1\n  %s = lshr i192 %y, 8\n  %r = trunc i192 %s to i128", 1, 2, 1, 0},
		{"low word of a lshr", "%s = lshr i128 %a, 9\n  %t = trunc i128 %s to i64\n  %r = zext i64 %t to i128", 0, 1, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := fmt.Sprintf("define i128 @f(i128 %%a, i64 %%w) {\n  %s\n  ret i128 %%r\n}\n", tc.body)
			m, err := lowerSrc(src)
			if err != nil {
				t.Fatal(err)
			}
			var shld, shrd, shift, or int
			for _, b := range m.Funcs[0].Blocks {
				for _, in := range b.Instrs {
					switch in.Op {
					case isa.Shld:
						if in.Aux.(*isa.Arith).Op == isa.Shl {
							shld++
						} else {
							shrd++
						}
					case isa.Shift:
						shift++
					case isa.ALU:
						if in.Aux.(*isa.Arith).Op == isa.Or {
							or++
						}
					}
				}
			}
			if shld != tc.shld || shrd != tc.shrd || shift != tc.shift || or != tc.or {
				t.Errorf("shld %d, shrd %d, shifts %d, ors %d; want %d, %d, %d, %d\n%s",
					shld, shrd, shift, or, tc.shld, tc.shrd, tc.shift, tc.or, m.Funcs[0].Format(isa.Target{}))
			}
		})
	}
}
