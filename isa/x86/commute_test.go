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

// TestUntie: which two-address operations have a lea form (mir.Untier),
// and what the lea computes.
func TestUntie(t *testing.T) {
	v := func(n int) mir.Reg { return mir.FirstVirtual + mir.Reg(n) }
	two := func(op mir.Op, aux *Arith, uses int) *mir.Instr {
		in := mir.NewInstr(op, []mir.Reg{v(0)}, []mir.Reg{v(1), v(2)}[:uses], aux)
		in.Tied = 0
		return in
	}
	for _, tt := range []struct {
		name string
		in   *mir.Instr
		want *Mem // nil: not untied
	}{
		{"addl $5", two(ALUImm, &Arith{Op: Add, Bits: 32, Imm: 5}, 1), &Mem{Addr: Addr{IndexIdx: -1, Frame: -1, Scale: 1, Disp: 5}, Bits: 32}},
		{"subl $7", two(ALUImm, &Arith{Op: Sub, Bits: 32, Imm: 7}, 1), &Mem{Addr: Addr{IndexIdx: -1, Frame: -1, Scale: 1, Disp: -7}, Bits: 32}},
		{"subq $-2^31: -imm needs 32 bits more", two(ALUImm, &Arith{Op: Sub, Bits: 64, Imm: -1 << 31}, 1), nil},
		{"addl $0xffffffff: the displacement -1", two(ALUImm, &Arith{Op: Add, Bits: 32, Imm: 0xffffffff}, 1), &Mem{Addr: Addr{IndexIdx: -1, Frame: -1, Scale: 1, Disp: -1}, Bits: 32}},
		{"addq $2^32: no 32-bit displacement", two(ALUImm, &Arith{Op: Add, Bits: 64, Imm: 1 << 32}, 1), nil},
		{"addq reg", two(ALU, &Arith{Op: Add, Bits: 64}, 2), &Mem{Addr: Addr{IndexIdx: 1, Frame: -1, Scale: 1}, Bits: 64}},
		{"subq reg", two(ALU, &Arith{Op: Sub, Bits: 64}, 2), nil},
		{"shll $2", two(Shift, &Arith{Op: Shl, Bits: 32, Imm: 2}, 1), &Mem{Addr: Addr{BaseIdx: -1, IndexIdx: 0, Frame: -1, Scale: 4}, Bits: 32}},
		{"shlq $1: a + a", two(Shift, &Arith{Op: Shl, Bits: 64, Imm: 1}, 1), &Mem{Addr: Addr{IndexIdx: 1, Frame: -1, Scale: 1}, Bits: 64}},
		{"shll $4", two(Shift, &Arith{Op: Shl, Bits: 32, Imm: 4}, 1), nil},
		{"shrl $2", two(Shift, &Arith{Op: Shr, Bits: 32, Imm: 2}, 1), nil},
		{"andl $1", two(ALUImm, &Arith{Op: And, Bits: 32, Imm: 1}, 1), nil},
		{"add with a folded load", two(ALU, &Arith{Op: Add, Bits: 64, Mem: &Addr{}}, 2), nil},
	} {
		got := (Target{}).Untie(tt.in)
		if got != (tt.want != nil) {
			t.Errorf("%s: Untie %v, want %v", tt.name, got, tt.want != nil)
			continue
		}
		if !got {
			if tt.in.Op == Lea || tt.in.Tied != 0 {
				t.Errorf("%s: changed though not untied: %v", tt.name, tt.in)
			}
			continue
		}
		m, ok := tt.in.Aux.(*Mem)
		if tt.in.Op != Lea || tt.in.Tied != -1 || !ok || *m != *tt.want {
			t.Errorf("%s: got op %v tied %d aux %v, want a lea %v with no tie", tt.name, tt.in.Op, tt.in.Tied, tt.in.Aux, tt.want)
		}
	}
}
