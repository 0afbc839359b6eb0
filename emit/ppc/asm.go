package ppc

import (
	"fmt"
	"strconv"
	"strings"

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
	t := a.Template
	var sb strings.Builder
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c != '$' || i+1 >= len(t) {
			sb.WriteByte(c)
			continue
		}
		switch n := t[i+1]; {
		case n == '$':
			sb.WriteByte('$')
			i++
		case n >= '0' && n <= '9':
			j := i + 1
			for j < len(t) && t[j] >= '0' && t[j] <= '9' {
				j++
			}
			k, _ := strconv.Atoi(t[i+1 : j])
			sb.WriteString(operand(k))
			i = j - 1
		case n == '{':
			end := strings.IndexByte(t[i:], '}')
			if end < 0 {
				sb.WriteByte(c)
				continue
			}
			body := t[i+2 : i+end]
			if q := strings.IndexByte(body, ':'); q >= 0 {
				body = body[:q]
			}
			k, _ := strconv.Atoi(body)
			sb.WriteString(operand(k))
			i += end
		default:
			sb.WriteByte(c)
		}
	}
	for _, line := range strings.Split(sb.String(), "\n") {
		if line = strings.TrimSpace(line); line != "" {
			e.ins("%s", line)
		}
	}
}
