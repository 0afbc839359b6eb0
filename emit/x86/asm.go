package x86

import (
	"fmt"
	"strings"

	"github.com/ssara-project/ssara/emit"
	x "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// inlineAsm writes an inline assembly template with its operands
// substituted: $N and ${N} print operand N (a register of the operand's
// width, or $imm), ${N:k|q|w|b|h} a register of the given size, ${N:c}
// and ${N:n} a bare immediate, and $$ a dollar sign.
func (e *fnEmit) inlineAsm(in *mir.Instr) {
	a := in.Aux.(*x.AsmInfo)
	operand := func(n int, mod string) string {
		if n < 0 || n >= len(a.Bits) {
			return fmt.Sprintf("?%d", n)
		}
		if a.IsImm[n] {
			if mod == "c" || mod == "n" {
				return fmt.Sprint(a.Imm[n])
			}
			return fmt.Sprintf("$%d", a.Imm[n])
		}
		if n < len(a.Mem) && a.Mem[n] {
			return "(" + reg(in.UseLocs[a.UseOf[n]], 64) + ")"
		}
		var l mir.Loc
		if a.DefOf[n] >= 0 {
			l = in.DefLocs[a.DefOf[n]]
		} else {
			l = in.UseLocs[a.UseOf[n]]
		}
		bits := a.Bits[n]
		switch mod {
		case "q":
			bits = 64
		case "k":
			bits = 32
		case "w":
			bits = 16
		case "b", "h":
			bits = 8
		}
		if bits < 8 {
			bits = 8
		}
		return reg(l, bits)
	}
	text := emit.ExpandAsm(a.Template, operand)
	for _, line := range strings.Split(text, "\n") {
		e.ins("%s", strings.TrimSpace(line))
	}
}
