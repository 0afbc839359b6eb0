package x86

import "testing"

// TestCommuteTied: a commutative two-address operation whose first
// operand is read again later and whose second dies there is written the
// other way round (lower's commuteTied), so the result takes the dying
// operand's register and no copy saves the first one; an operation that
// does not commute (subtraction) keeps its copy.
func TestCommuteTied(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		want, not []string
	}{
		{"scalar double", `define double @f(double %a, double %b) {
  %s = fadd double %a, %b
  %t = fmul double %s, %a
  ret double %t
}`, []string{"addsd\t%xmm0, %xmm1\n"}, []string{"movaps\t%xmm0, %xmm2"}},
		{"integer xor", `define i64 @f(i64 %a, i64 %b) {
  %s = xor i64 %a, %b
  %t = mul i64 %s, %a
  ret i64 %t
}`, []string{"xorq\t%rdi, %rsi\n"}, []string{"movq\t%rdi, %rax\n\txorq"}},
		{"packed add", `define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b) {
  %s = add <4 x i32> %a, %b
  %t = and <4 x i32> %s, %a
  ret <4 x i32> %t
}`, []string{"paddd\t%xmm0, %xmm1\n"}, []string{"movaps\t%xmm0, %xmm2"}},
		{"subtraction", `define double @f(double %a, double %b) {
  %s = fsub double %a, %b
  %t = fmul double %s, %a
  ret double %t
}`, []string{"subsd\t%xmm1, %xmm2\n"}, []string{"subsd\t%xmm0"}},
	} {
		if asm, ok := compileIR(t, tt.name, tt.src); ok {
			checkAsm(t, tt.name, asm, tt.want, tt.not)
		}
	}
}
