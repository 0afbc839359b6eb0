package ppc

import (
	"strings"
	"testing"

	p "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/regalloc"
)

// TestExtendedLoads: an extension of a value that its load (or compare)
// has already extended is no instruction (lower/ppc extended), and one
// that it has not stays.
func TestExtendedLoads(t *testing.T) {
	head := "target datalayout = \"e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512\"\ntarget triple = \"powerpc64le-unknown-linux-gnu\"\n"
	tests := []struct {
		name, body string
		want, not  []string
	}{
		{"zext of lbz", "%b = load i8, i8* %p\n  %z = zext i8 %b to i64", []string{"lbz 3, 0(3)\n\tblr"}, []string{"clrldi"}},
		{"sext of lbz", "%b = load i8, i8* %p\n  %z = sext i8 %b to i64", []string{"extsb 3, 3"}, nil},
		{"sext of a narrower zero-extended load", "%b = load i8, i8* %p\n  %w = zext i8 %b to i16\n  %z = sext i16 %w to i64", []string{"lbz 3, 0(3)\n\tblr"}, []string{"extsh", "clrldi"}},
		{"zext of lhz from 32 bits", "%q = bitcast i8* %p to i16*\n  %b = load i16, i16* %q\n  %w = zext i16 %b to i32\n  %z = zext i32 %w to i64", []string{"lhz 3, 0(3)\n\tblr"}, []string{"clrldi"}},
		{"zext of lwz from 16 bits", "%q = bitcast i8* %p to i32*\n  %b = load i32, i32* %q\n  %w = trunc i32 %b to i16\n  %z = zext i16 %w to i64", []string{"clrldi 3, 3, 48"}, nil},
	}
	for _, tt := range tests {
		src := head + "define i64 @f(i8* %p) {\n  " + tt.body + "\n  ret i64 %z\n}\n"
		asm := string(compilePPC(t, src, p.PPC64LE, regalloc.Options{}))
		for _, w := range tt.want {
			if !strings.Contains(asm, w) {
				t.Errorf("%s: no %q in\n%s", tt.name, w, asm)
			}
		}
		for _, w := range tt.not {
			if strings.Contains(asm, w) {
				t.Errorf("%s: %q in\n%s", tt.name, w, asm)
			}
		}
	}
}
