package x86

import (
	"testing"

	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// TestUntieLive: after lowering, an add of an immediate or a register, a
// subtraction of an immediate and a shift left by 1-3 whose first operand
// is read again later are untied leas (lower's untieLive with isa/x86's
// Untie), which need no copy of it; where the operand dies at the
// operation, or the shift is by 4, the tied operation stays. (An add of
// two registers of which only one is read again is commuted instead:
// commuteTied.) (The assembly of the first kind is a lea either
// way, the emitter's leaOf pairing the allocator's move: this test looks
// at the instructions the allocator is given.)
func TestUntieLive(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		lea       bool
	}{
		{"add immediate", "define i32 @f(i32 %a) {\n  %s = add i32 %a, 5\n  %t = mul i32 %s, %a\n  ret i32 %t\n}\n", true},
		{"sub immediate", "define i32 @f(i32 %a) {\n  %s = sub i32 %a, 7\n  %t = mul i32 %s, %a\n  ret i32 %t\n}\n", true},
		{"add register, both read again", "define i64 @f(i64 %a, i64 %b) {\n  %s = add i64 %a, %b\n  %t = mul i64 %s, %a\n  %u = mul i64 %t, %b\n  ret i64 %u\n}\n", true},
		{"shift by 1", "define i32 @f(i32 %a) {\n  %s = shl i32 %a, 1\n  %t = mul i32 %s, %a\n  ret i32 %t\n}\n", true},
		{"shift by 3", "define i64 @f(i64 %a) {\n  %s = shl i64 %a, 3\n  %t = mul i64 %s, %a\n  ret i64 %t\n}\n", true},
		{"dying operand", "define i32 @f(i32 %a) {\n  %s = add i32 %a, 5\n  ret i32 %s\n}\n", false},
		{"shift by 4", "define i64 @f(i64 %a) {\n  %s = shl i64 %a, 4\n  %t = mul i64 %s, %a\n  ret i64 %t\n}\n", false},
	} {
		m, err := lowerSrc(tt.src)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		f := m.Funcs[0]
		var op *mir.Instr // the add, sub or shift, or the lea made of it
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				switch in.Op {
				case isa.Lea, isa.ALU, isa.ALUImm, isa.Shift:
					if op == nil {
						op = in
					}
				}
			}
		}
		if op == nil {
			t.Fatalf("%s: no operation in\n%s", tt.name, f.Format(isa.Target{}))
		}
		untied := op.Op == isa.Lea && op.Tied < 0
		if untied != tt.lea {
			t.Errorf("%s: untied lea %v, want %v:\n%s", tt.name, untied, tt.lea, f.Format(isa.Target{}))
		}
	}
}
