package x86

import (
	"strings"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
)

// TestVectorUnsupported checks that vector IR ssara does not lower is
// rejected with a message naming the file, line, function and
// instruction.
func TestVectorUnsupported(t *testing.T) {
	tests := []struct {
		name, body, want string
	}{
		{"odd length", `define <3 x i32> @f(<3 x i32>* %p) {
  %v = load <3 x i32>, <3 x i32>* %p
  ret <3 x i32> %v
}`, "vector type <3 x i32> (96 bits)"},
		{"i1 vector store", `define void @f(<4 x i32> %a, <4 x i1>* %p) {
  %c = icmp slt <4 x i32> %a, zeroinitializer
  store <4 x i1> %c, <4 x i1>* %p
  ret void
}`, "store of an i1 vector"},
		{"wide aggregate member", `define void @f({ i32, <8 x float> }* %p, { i32, <8 x float> }* %q) {
  %v = load { i32, <8 x float> }, { i32, <8 x float> }* %p
  store { i32, <8 x float> } %v, { i32, <8 x float> }* %q
  ret void
}`, "wider than 128 bits as an argument, result or aggregate member"},
		{"wide result beyond XMM3", `define <32 x float> @f(<32 x float>* %p) {
  %v = load <32 x float>, <32 x float>* %p
  ret <32 x float> %v
}`, "return of more than two floating-point values"},
		{"wide call result beyond XMM3", `declare <16 x double> @g()
define void @f(<16 x double>* %p) {
  %v = call <16 x double> @g()
  store <16 x double> %v, <16 x double>* %p
  ret void
}`, "call result in more than four XMM registers"},
		{"wide parameter on the stack", `define <8 x float> @f(<8 x float> %a, <8 x float> %b, <8 x float> %c, <8 x float> %d, <8 x float> %e) {
  ret <8 x float> %e
}`, "vector parameter passed on the stack"},
		{"odd elements", `define void @f(<4 x i24>* %p) {
  %v = load <4 x i24>, <4 x i24>* %p
  store <4 x i24> %v, <4 x i24>* %p
  ret void
}`, "vector type <4 x i24>"},
		{"stack parameter", `define <4 x float> @f(<4 x float> %a, <4 x float> %b, <4 x float> %c, <4 x float> %d, <4 x float> %e, <4 x float> %g, <4 x float> %h, <4 x float> %i, <4 x float> %j) {
  ret <4 x float> %j
}`, "vector parameter passed on the stack"},
		{"stack argument", `declare void @g(double, double, double, double, double, double, double, double, <2 x double>)
define void @f(<2 x double> %v) {
  call void @g(double 0.0, double 0.0, double 0.0, double 0.0, double 0.0, double 0.0, double 0.0, double 0.0, <2 x double> %v)
  ret void
}`, "vector argument passed on the stack"},
		{"experimental intrinsic", `declare <4 x i32> @llvm.experimental.vector.reverse.v4i32(<4 x i32>)
define <4 x i32> @f(<4 x i32> %a) {
  %r = call <4 x i32> @llvm.experimental.vector.reverse.v4i32(<4 x i32> %a)
  ret <4 x i32> %r
}`, "intrinsic llvm.experimental.vector.reverse.v4i32"},
		{"masked load", `declare <4 x i32> @llvm.masked.load.v4i32.p0v4i32(<4 x i32>*, i32, <4 x i1>, <4 x i32>)
define <4 x i32> @f(<4 x i32>* %p, <4 x i1> %m) {
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0v4i32(<4 x i32>* %p, i32 4, <4 x i1> %m, <4 x i32> zeroinitializer)
  ret <4 x i32> %r
}`, "intrinsic llvm.masked.load.v4i32.p0v4i32"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "target triple = \"x86_64-pc-linux-gnu\"\n" + tt.body + "\n"
			m, err := llvmir.Parse("v.ll", []byte(src))
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			_, err = Lower(m)
			if err == nil {
				t.Fatalf("lowered; want an error containing %q", tt.want)
			}
			msg := err.Error()
			for _, w := range []string{"v.ll:", "@f", "unsupported", tt.want} {
				if !strings.Contains(msg, w) {
					t.Errorf("error %q does not contain %q", msg, w)
				}
			}
		})
	}
}
