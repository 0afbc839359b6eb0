package ppc

import (
	"strings"
	"testing"

	p "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/regalloc"
)

// TestDeadHalvesDropped: on ppc32 an i64 is two words; the high word of
// a shift that is truncated to 32 bits is read by nothing, and lowering
// deletes it (mir.Discardable, lower.dropUnread), as llc does.
func TestDeadHalvesDropped(t *testing.T) {
	src := "target datalayout = \"E-m:e-p:32:32-i64:64-n32\"\ntarget triple = \"powerpc-unknown-linux-gnu\"\n" +
		"define i32 @f(i64 %a) {\n  %s = lshr i64 %a, 3\n  %t = trunc i64 %s to i32\n  ret i32 %t\n}\n"
	asm := string(compilePPC(t, src, p.PPC32, regalloc.Options{}))
	if strings.Contains(asm, "srwi 5, 3, 3") || strings.Count(asm, "srwi") != 1 {
		t.Errorf("the high word's shift is still there:\n%s", asm)
	}
	if !strings.Contains(asm, "slwi") || !strings.Contains(asm, "\tor ") {
		t.Errorf("the low word is not computed:\n%s", asm)
	}
}
