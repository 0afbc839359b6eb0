package ppc

import (
	"fmt"
	"strings"

	"github.com/ssara-project/ssara/emit"
	p "github.com/ssara-project/ssara/isa/ppc"
)

// inlineAsm writes an inline assembly template with its operands
// substituted as llc-14 prints them: $N and ${N} a register by number,
// an immediate as its value, a memory operand as 0(rN); ${N:...} with a
// modifier prints the same; $$ is a dollar sign. Empty lines are dropped,
// so asm("") and asm("" ::: "memory") write nothing.
func (e *fnEmit) inlineAsm(a *p.AsmInfo, useLoc, defLoc func(int) int) {
	operand := func(n int) string {
		if n < 0 || n >= len(a.DefOf) {
			return fmt.Sprintf("?%d", n)
		}
		switch {
		case a.IsImm[n]:
			return fmt.Sprint(a.Imm[n])
		case a.Mem[n]:
			return fmt.Sprintf("0(%d)", useLoc(a.UseOf[n]))
		case a.DefOf[n] >= 0:
			return fmt.Sprint(defLoc(a.DefOf[n]))
		}
		return fmt.Sprint(useLoc(a.UseOf[n]))
	}
	text := emit.ExpandAsm(a.Template, func(k int, _ string) string { return operand(k) })
	for _, line := range strings.Split(text, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			e.ins("%s", line)
		}
	}
}
