package x86

import "testing"

// TestDeadHalvesDropped: lowering a wide integer computes every word of
// it; the words that nothing reads (the high word of an i128 shifted and
// truncated, the sign words of an i144's arithmetic shift) are deleted
// with the instructions that only they read (mir.Discardable), as llc's
// dead-code elimination does.
func TestDeadHalvesDropped(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		want, not []string
	}{
		{"i128 shift, low word", `define i64 @f(i128 %a) {
  %s = lshr i128 %a, 3
  %t = trunc i128 %s to i64
  ret i64 %t
}`, []string{"shrdq\t$3, %rsi, %rdi\n"}, []string{"xorl", "shrq\t$3, %rsi"}},
		{"i144 arithmetic shift, low word", `define i32 @g(i144* %p) {
  %v = load i144, i144* %p, align 1
  %s = shl i144 %v, 100
  %r = ashr i144 %s, 120
  %t = trunc i144 %r to i32
  ret i32 %t
}`, []string{"shrdq\t$56"}, []string{"sarq\t$63", "sarq\t$56"}},
		{"a store's operand stays", `define void @h(i128 %a, i64* %p) {
  %s = lshr i128 %a, 3
  %t = trunc i128 %s to i64
  store i64 %t, i64* %p
  ret void
}`, []string{"shrdq\t$3, %rsi, %rdi\n", "movq\t%rdi, (%rdx)"}, []string{"xorl"}},
	} {
		if asm, ok := compileIR(t, tt.name, tt.src); ok {
			checkAsm(t, tt.name, asm, tt.want, tt.not)
		}
	}
}
