package x86

import (
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// TestCommutes: which two-address operations may exchange their operands
// (mir.Commuter), on hand-made instructions.
func TestCommutes(t *testing.T) {
	v := func(n int) mir.Reg { return mir.FirstVirtual + mir.Reg(n) }
	two := func(op mir.Op, aux interface{}) *mir.Instr {
		in := mir.NewInstr(op, []mir.Reg{v(0)}, []mir.Reg{v(1), v(2)}, aux)
		in.Tied = 0
		return in
	}
	untied := two(ALU, &Arith{Op: Add, Bits: 64})
	untied.Tied = -1
	for _, tt := range []struct {
		name string
		in   *mir.Instr
		want bool
	}{
		{"add", two(ALU, &Arith{Op: Add, Bits: 64}), true},
		{"imul", two(ALU, &Arith{Op: Mul, Bits: 32}), true},
		{"xor", two(ALU, &Arith{Op: Xor, Bits: 32}), true},
		{"sub", two(ALU, &Arith{Op: Sub, Bits: 64}), false},
		{"add with a folded load", two(ALU, &Arith{Op: Add, Bits: 64, Mem: &Addr{}}), false},
		{"untied add", untied, false},
		{"addsd", two(FALU, &FOp{Op: "add", Bits: 64}), true},
		{"mulss", two(FALU, &FOp{Op: "mul", Bits: 32}), true},
		{"divsd", two(FALU, &FOp{Op: "div", Bits: 64}), false},
		{"minsd: a NaN makes the order matter", two(FALU, &FOp{Op: "min", Bits: 64}), false},
		{"paddd", two(VOp, &VecOp{Mn: "paddd"}), true},
		{"pminsd", two(VOp, &VecOp{Mn: "pminsd"}), true},
		{"psubd", two(VOp, &VecOp{Mn: "psubd"}), false},
		{"punpcklqdq", two(VOp, &VecOp{Mn: "punpcklqdq"}), false},
		{"pxor with an immediate", two(VOp, &VecOp{Mn: "pxor", HasImm: true}), false},
		{"minps", two(VOp, &VecOp{Mn: "minps"}), false},
	} {
		if got := (Target{}).Commutes(tt.in); got != tt.want {
			t.Errorf("%s: Commutes %v, want %v", tt.name, got, tt.want)
		}
	}
}
