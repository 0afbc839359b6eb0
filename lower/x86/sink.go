package x86

import (
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// sinkable is x86-64's predicate for lower.SinkPastLastUse (which
// checks the operands' shape): lea, and ALU operations and shifts of
// registers and immediates, without memory, side effects or fixed
// registers.
func sinkable(in *mir.Instr) bool {
	switch in.Op {
	case isa.Lea:
		m := in.Aux.(*isa.Mem)
		return !m.SP
	case isa.ALU, isa.ALUImm, isa.Shift:
		a, ok := in.Aux.(*isa.Arith)
		return ok && a.Mem == nil
	}
	return false
}
