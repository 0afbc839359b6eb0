package x86

import (
	"sort"
	"strings"
	"testing"

	isa "github.com/ssara-project/ssara/isa/x86"
)

// TestSelectMinMax checks that select (icmp P x, y), x, y becomes one
// pmaxsw, pminsw, pmaxub or pminub where SSE2 has it (and the compare
// goes unless something else reads it), and that the other selects keep
// the compare and the blend.
func TestSelectMinMax(t *testing.T) {
	tests := []struct {
		name, ty, body string
		want           string // the packed operations left, sorted
	}{
		{"smax i16", "<8 x i16>", "%c = icmp sgt <8 x i16> %a, %b\n  %r = select <8 x i1> %c, <8 x i16> %a, <8 x i16> %b", "pmaxsw"},
		{"smax i16 sge", "<8 x i16>", "%c = icmp sge <8 x i16> %a, %b\n  %r = select <8 x i1> %c, <8 x i16> %a, <8 x i16> %b", "pmaxsw"},
		{"smin i16 exchanged", "<8 x i16>", "%c = icmp sgt <8 x i16> %a, %b\n  %r = select <8 x i1> %c, <8 x i16> %b, <8 x i16> %a", "pminsw"},
		{"smin i16 slt", "<8 x i16>", "%c = icmp slt <8 x i16> %b, %a\n  %r = select <8 x i1> %c, <8 x i16> %b, <8 x i16> %a", "pminsw"},
		{"umax i8", "<16 x i8>", "%c = icmp ugt <16 x i8> %a, %b\n  %r = select <16 x i1> %c, <16 x i8> %a, <16 x i8> %b", "pmaxub"},
		{"umin i8 ule", "<16 x i8>", "%c = icmp ule <16 x i8> %a, %b\n  %r = select <16 x i1> %c, <16 x i8> %a, <16 x i8> %b", "pminub"},
		{"compare read elsewhere", "<8 x i16>", "%c = icmp sgt <8 x i16> %a, %b\n  %s = select <8 x i1> %c, <8 x i16> %a, <8 x i16> %b\n  %z = sext <8 x i1> %c to <8 x i16>\n  %r = add <8 x i16> %s, %z", "paddw pcmpgtw pmaxsw"},
		// No SSE2 instruction: the compare and the blend stay.
		{"smax i32", "<4 x i32>", "%c = icmp sgt <4 x i32> %a, %b\n  %r = select <4 x i1> %c, <4 x i32> %a, <4 x i32> %b", "pand pandn pcmpgtd por"},
		{"smax i8", "<16 x i8>", "%c = icmp sgt <16 x i8> %a, %b\n  %r = select <16 x i1> %c, <16 x i8> %a, <16 x i8> %b", "pand pandn pcmpgtb por"},
		{"other operands", "<8 x i16>", "%c = icmp sgt <8 x i16> %a, %b\n  %r = select <8 x i1> %c, <8 x i16> %a, <8 x i16> %a", "pand pandn pcmpgtw por"},
		{"equality", "<8 x i16>", "%c = icmp eq <8 x i16> %a, %b\n  %r = select <8 x i1> %c, <8 x i16> %a, <8 x i16> %b", "pand pandn pcmpeqw por"},
	}
	for _, tt := range tests {
		src := "define " + tt.ty + " @f(" + tt.ty + " %a, " + tt.ty + " %b) {\n  " + tt.body + "\n  ret " + tt.ty + " %r\n}\n"
		m, err := lowerSrc(src)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		var ops []string
		for _, b := range m.Funcs[0].Blocks {
			for _, in := range b.Instrs {
				if in.Op == isa.VOp {
					ops = append(ops, in.Aux.(*isa.VecOp).Mn)
				}
			}
		}
		sort.Strings(ops)
		if got := strings.Join(ops, " "); got != tt.want {
			t.Errorf("%s: packed operations %q, want %q", tt.name, got, tt.want)
		}
	}
}
