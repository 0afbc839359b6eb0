package x86

import "testing"

// TestMasksAsExtensions: an and with 0xff, 0xffff or 0xffffffff is a zero
// extension (movzbl, movzwl, movl: three-address, so no copy of an
// operand that stays live, and no 64-bit immediate), and an extension of
// a value already zero above the extended bits (after a logical shift
// right, after an unsigned division of narrow values) is left out.
func TestMasksAsExtensions(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		want, not []string
	}{
		{"byte and halfword masks", `define i32 @f(i32 %x) {
  %a = and i32 %x, 255
  %b = and i32 %x, 65535
  %c = add i32 %a, %b
  %d = add i32 %c, %x
  ret i32 %d
}`, []string{"movzbl\t%dil, ", "movzwl\t%di, "}, []string{"andl"}},
		{"low word mask", `define i64 @f(i64 %x) {
  %a = and i64 %x, 4294967295
  %d = mul i64 %a, %x
  ret i64 %d
}`, []string{"movl\t%edi, %eax\n"}, []string{"$4294967295", "andq"}},
		{"shifted right", `define i64 @f(i32 %x) {
  %s = lshr i32 %x, 24
  %t = trunc i32 %s to i8
  %u = zext i8 %t to i64
  ret i64 %u
}`, []string{"shrl\t$24, %edi\n"}, []string{"movzbl"}},
		{"unsigned remainder", `define i64 @f(i8 %x, i8 %y) {
  %r = urem i8 %x, %y
  %s = zext i8 %r to i32
  %t = sext i32 %s to i64
  ret i64 %t
}`, []string{"divl\t%ecx\n"}, []string{"movzbl\t%dl", "movslq"}},
		{"signed remainder keeps its extensions", `define i64 @f(i8 %x, i8 %y) {
  %r = srem i8 %x, %y
  %t = sext i8 %r to i64
  ret i64 %t
}`, []string{"movsbq\t%dl, "}, nil},
	} {
		if asm, ok := compileIR(t, tt.name, tt.src); ok {
			checkAsm(t, tt.name, asm, tt.want, tt.not)
		}
	}
}
