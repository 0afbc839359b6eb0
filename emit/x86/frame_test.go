package x86

import (
	"strings"
	"testing"
)

// TestFramePointerOmission checks when a function's frame is addressed
// from RSP without a frame pointer (with call frame information) and when
// RBP stays the frame pointer: the IR's "frame-pointer" attribute, a
// dynamic alloca, inline assembly; and when a leaf's frame is in the red
// zone.
func TestFramePointerOmission(t *testing.T) {
	const callee = "declare void @g(i32*)\ndeclare void @h(i64, i64, i64, i64, i64, i64, i64, i64)\n"
	tests := []struct {
		name, fn  string
		fpo       bool
		want, not []string
	}{
		{"frame object and a call", "define i32 @f() {\n  %a = alloca i32\n  call void @g(i32* %a)\n  %v = load i32, i32* %a\n  ret i32 %v\n}", true,
			[]string{".cfi_startproc", "(%rsp)", ".cfi_def_cfa_offset", ".cfi_endproc"}, nil},
		{"stack arguments", "define void @f(i64 %x) {\n  call void @h(i64 %x, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 %x)\n  ret void\n}", true,
			[]string{".cfi_adjust_cfa_offset 16", ".cfi_adjust_cfa_offset -16"}, nil},
		{"incoming stack argument, no call", "define i64 @f(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %g, i64 %h) {\n  ret i64 %h\n}", true,
			[]string{"movq\t8(%rsp), %rax"}, []string{"subq"}},
		// A leaf keeps its frame in the red zone below RSP, as llc does;
		// noredzone (clang -mno-red-zone) forbids it.
		{"leaf with a frame object", "define i32 @f(i32 %x) {\n  %a = alloca [6 x i32]\n  %p = getelementptr [6 x i32], [6 x i32]* %a, i64 0, i64 0\n  store volatile i32 %x, i32* %p\n  %v = load volatile i32, i32* %p\n  ret i32 %v\n}", true,
			[]string{"movl\t%edi, -32(%rsp)", "movl\t-32(%rsp), %eax"}, []string{"subq", "addq", "leaq", ".cfi_remember_state"}},
		{"leaf with a frame object, noredzone", "define i32 @f(i32 %x) #0 {\n  %a = alloca [6 x i32]\n  %p = getelementptr [6 x i32], [6 x i32]* %a, i64 0, i64 0\n  store volatile i32 %x, i32* %p\n  %v = load volatile i32, i32* %p\n  ret i32 %v\n}\nattributes #0 = { noredzone }", true,
			[]string{"subq\t$40, %rsp", "movl\t%edi, 8(%rsp)", "addq\t$40, %rsp"}, nil},
		{"frame-pointer=all", "define i32 @f() #0 {\n  %a = alloca i32\n  call void @g(i32* %a)\n  %v = load i32, i32* %a\n  ret i32 %v\n}\nattributes #0 = { \"frame-pointer\"=\"all\" }", false, nil, nil},
		{"dynamic alloca", "define void @f(i64 %n) {\n  %a = alloca i32, i64 %n\n  call void @g(i32* %a)\n  ret void\n}", false, nil, nil},
		{"inline assembly", "define void @f() {\n  %a = alloca i32\n  call void asm sideeffect \"nop\", \"\"()\n  call void @g(i32* %a)\n  ret void\n}", false, nil, nil},
	}
	for _, tt := range tests {
		asm, ok := compileIR(t, tt.name, callee+tt.fn)
		if !ok {
			continue
		}
		// RBP may be allocated without a frame pointer: look for the
		// frame's set-up, not for the register.
		if got := !strings.Contains(asm, "movq\t%rsp, %rbp"); got != tt.fpo {
			t.Errorf("%s: frame pointer omitted %v, want %v:\n%s", tt.name, got, tt.fpo, asm)
		}
		if got := strings.Contains(asm, ".cfi_startproc"); got != tt.fpo {
			t.Errorf("%s: call frame information %v, want %v:\n%s", tt.name, got, tt.fpo, asm)
		}
		checkAsm(t, tt.name, asm, tt.want, tt.not)
	}
}
