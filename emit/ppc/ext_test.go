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
		checkAsm(t, tt.name, string(compilePPC(t, src, p.PPC64LE, regalloc.Options{})), tt.want, tt.not)
	}
}

// checkAsm reports each of want that asm lacks and each of not that it
// has.
func checkAsm(t *testing.T, name, asm string, want, not []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(asm, w) {
			t.Errorf("%s: no %q in\n%s", name, w, asm)
		}
	}
	for _, w := range not {
		if strings.Contains(asm, w) {
			t.Errorf("%s: %q in\n%s", name, w, asm)
		}
	}
}

// TestSymbolLowPartFolded: a load or store of a global (plus a constant)
// takes the low part of the address as its displacement, after the
// SymHa, as llc-14 writes it, and a block computes one SymHa for a load
// and a store of the same global; a 64-bit load (ld, DS-form), a GOT
// symbol and ppc32's position-independent code keep the address computed
// apart.
func TestSymbolLowPartFolded(t *testing.T) {
	body := `@check = dso_local global i32 0
@arr = dso_local global [8 x i16] zeroinitializer
@wide = dso_local global i64 0
@ext = external global i32
define i64 @f(i32 %x) {
  %c = load i32, i32* @check
  %s = add i32 %c, %x
  store i32 %s, i32* @check
  %p = getelementptr [8 x i16], [8 x i16]* @arr, i64 0, i64 3
  %h = trunc i32 %s to i16
  store i16 %h, i16* %p
  %e = load i32, i32* @ext
  %w = load i64, i64* @wide
  %e64 = zext i32 %e to i64
  %r = add i64 %w, %e64
  ret i64 %r
}
`
	tests := []struct {
		name, head string
		tg         p.Target
		want, not  []string
	}{
		{"ppc64le", "target datalayout = \"e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512\"\ntarget triple = \"powerpc64le-unknown-linux-gnu\"\n", p.PPC64LE,
			[]string{"lwz 5, check@toc@l(4)", "stw 3, check@toc@l(4)", "sth 3, arr+6@toc@l(", "addi 4, 4, wide@toc@l\n\tld ", "ext@got@l(3)\n\tlwz 3, 0(3)"}, []string{"check@toc@l\n"}},
		{"ppc32", "target datalayout = \"E-m:e-p:32:32-i64:64-n32\"\ntarget triple = \"powerpc-unknown-linux-gnu\"\n", p.PPC32,
			[]string{"lwz 5, check@l(4)", "stw 3, check@l(4)", "sth 3, arr+6@l("}, []string{"addi 4, 4, check@l"}},
		{"ppc32 PIC", "target datalayout = \"E-m:e-p:32:32-i64:64-n32\"\ntarget triple = \"powerpc-unknown-linux-gnu\"\n", p.PPC32PIC,
			nil, []string{"@l(", "@ha"}},
	}
	for _, tt := range tests {
		asm := string(compilePPC(t, tt.head+body, tt.tg, regalloc.Options{}))
		if n := strings.Count(asm, "check@toc@ha") + strings.Count(asm, "check@ha"); tt.tg != p.PPC32PIC && n != 1 {
			t.Errorf("%s: the high part of check's address computed %d times, want once (the load's and the store's)", tt.name, n)
		}
		checkAsm(t, tt.name, asm, tt.want, tt.not)
	}
}
