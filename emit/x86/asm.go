package x86

import (
	"fmt"
	"strconv"
	"strings"

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
			sb.WriteString(operand(k, ""))
			i = j - 1
		case n == '{':
			end := strings.IndexByte(t[i:], '}')
			if end < 0 {
				sb.WriteByte(c)
				continue
			}
			body := t[i+2 : i+end]
			mod := ""
			if p := strings.IndexByte(body, ':'); p >= 0 {
				body, mod = body[:p], body[p+1:]
			}
			k, _ := strconv.Atoi(body)
			sb.WriteString(operand(k, mod))
			i += end
		default:
			sb.WriteByte(c)
		}
	}
	for _, line := range strings.Split(sb.String(), "\n") {
		e.ins("%s", strings.TrimSpace(line))
	}
}
