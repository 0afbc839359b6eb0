package ppc

import (
	"strings"
	"testing"

	p "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/regalloc"
)

// TestSinkPastLastUse: on PowerPC too lower.SinkPastLastUse moves a step
// of crc32_z's len-1 (%d, tested at the end, its operand %n read later)
// to just before the test, and crc>>8 (%s) below the last other read of
// %crc, which then dies where %s is defined.
func TestSinkPastLastUse(t *testing.T) {
	src := `target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"
define i64 @f(i8* %p, i64 %n, i64 %crc) {
  %d = add i64 %n, -1
  %s = lshr i64 %crc, 8
  %b = load i8, i8* %p
  %z = zext i8 %b to i64
  %lo = and i64 %crc, 255
  %x = xor i64 %lo, %z
  %r = xor i64 %x, %s
  %t = mul i64 %r, %n
  %c = icmp eq i64 %d, 0
  %res = select i1 %c, i64 %t, i64 %d
  %out = add i64 %res, %n
  ret i64 %out
}
`
	asm := string(compilePPC(t, src, p.PPC64LE, regalloc.Options{}))
	for _, w := range []string{"andi. 6, 5, 255\n\tsrdi 5, 5, 8\n", "mulld 3, 3, 4\n\taddi 5, 4, -1\n"} {
		if !strings.Contains(asm, w) {
			t.Errorf("no %q in\n%s", w, asm)
		}
	}
}

// TestSinkKeepsCarry: on ppc32 an i64 add is addc and adde, the carry
// passed in XER[CA] between them; an algebraic shift (which sets CA) whose
// operand dies at the addc must not move in between.
func TestSinkKeepsCarry(t *testing.T) {
	src := `target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"
define i64 @f(i32 %x, i64 %q) {
  %a = ashr i32 %x, 3
  %z = zext i32 %x to i64
  %s = add i64 %z, %q
  %a64 = sext i32 %a to i64
  %r = xor i64 %s, %a64
  ret i64 %r
}
`
	asm := string(compilePPC(t, src, p.PPC32, regalloc.Options{}))
	lines := strings.Split(asm, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "\taddc ") && (i+1 >= len(lines) || !strings.HasPrefix(lines[i+1], "\tadde ")) {
			t.Errorf("addc not followed by its adde:\n%s", asm)
		}
	}
}
