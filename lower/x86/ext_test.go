package x86

import (
	"testing"

	isa "github.com/ssara-project/ssara/isa/x86"
)

// TestExtensions checks which extensions isel leaves out (the value is
// already extended, or the load that only the extension reads extends
// it), and which it must keep.
func TestExtensions(t *testing.T) {
	tests := []struct {
		name, body string
		ext        int  // Ext instructions left
		signLoad   bool // some Load sign-extends
	}{
		{"zext of i8 load", "%v = load i8, i8* %p\n  %r = zext i8 %v to i64", 0, false},
		{"zext of i32 load", "%q = bitcast i8* %p to i32*\n  %v = load i32, i32* %q\n  %r = zext i32 %v to i64", 0, false},
		{"zext of 32-bit and", "%q = bitcast i8* %p to i32*\n  %v = load i32, i32* %q\n  %a = and i32 %v, 127\n  %r = zext i32 %a to i64", 0, false},
		{"zext i8 of 32-bit add", "%v = load i8, i8* %p\n  %a = add i8 %v, 1\n  %r = zext i8 %a to i64", 1, false},
		{"zext of 64-bit add", "%q = bitcast i8* %p to i64*\n  %v = load i64, i64* %q\n  %a = add i64 %v, 1\n  %t = trunc i64 %a to i32\n  %r = zext i32 %t to i64", 1, false},
		{"sext of i32 load", "%q = bitcast i8* %p to i32*\n  %v = load i32, i32* %q\n  %r = sext i32 %v to i64", 0, true},
		{"sext i8 to i64", "%v = load i8, i8* %p\n  %r = sext i8 %v to i64", 0, true},
		{"sext of a load read twice", "%v = load i8, i8* %p\n  %s = sext i8 %v to i64\n  %z = zext i8 %v to i64\n  %r = add i64 %s, %z", 1, false},
		{"sext across a store", "%v = load i8, i8* %p\n  store i8 0, i8* %p\n  %r = sext i8 %v to i64", 1, false},
		{"zext then sext", "%q = bitcast i8* %p to i32*\n  %v = load i32, i32* %q\n  %z = zext i32 %v to i64\n  %s = sext i32 %v to i64\n  %r = add i64 %z, %s", 1, false},
	}
	for _, tt := range tests {
		m, err := lowerSrc("define i64 @f(i8* %p) {\n  " + tt.body + "\n  ret i64 %r\n}\n")
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		ext, sign := 0, false
		for _, b := range m.Funcs[0].Blocks {
			for _, in := range b.Instrs {
				switch in.Op {
				case isa.Ext:
					ext++
				case isa.Load:
					sign = sign || in.Aux.(*isa.Mem).Sign
				}
			}
		}
		if ext != tt.ext || sign != tt.signLoad {
			t.Errorf("%s: %d extensions, sign-extending load %v; want %d, %v", tt.name, ext, sign, tt.ext, tt.signLoad)
		}
	}
}
