package x86

import (
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// sinkable is x86-64's predicate for lower.SinkPastLastUse: in computes
// its one virtual def from virtual registers only, without memory, side
// effects or fixed registers (lea, and ALU operations and shifts of
// registers and immediates).
func sinkable(in *mir.Instr) bool {
	if len(in.Defs) != 1 || !in.Defs[0].IsVirtual() || len(in.Uses) == 0 || in.Clobbers != 0 || in.Term || in.EarlyClobber {
		return false
	}
	for _, u := range in.Uses {
		if !u.IsVirtual() {
			return false
		}
	}
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
