package emit

import (
	"strconv"
	"strings"
)

// ExpandAsm substitutes the operands of an inline-assembly template as
// LLVM writes it: "$N" and "${N}" are operand N, "${N:mod}" operand N with
// the modifier mod, "$$" a dollar sign; anything else is copied. operand
// prints operand k with modifier mod ("" for none).
func ExpandAsm(t string, operand func(k int, mod string) string) string {
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
	return sb.String()
}
