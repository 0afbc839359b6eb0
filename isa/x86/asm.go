package x86

import "fmt"

// AsmInfo is the payload of InlineAsm: the template with its operands.
// Operand i of the template ($i) is Defs[i] for the outputs and
// Uses[i-len(Outputs)] for the inputs; Bits gives each operand's width
// (register names) and Imm holds immediate inputs (Imm[i] valid when
// IsImm[i]), which take no use.
type AsmInfo struct {
	Template string
	Bits     []int
	// UseOf maps template operand numbers to Uses indexes (-1 for an
	// output or an immediate), DefOf to Defs indexes (-1 for an input).
	UseOf, DefOf []int
	IsImm        []bool
	Imm          []int64
	// Mem marks memory operands ("=*m", "*m"): the use holds the address.
	Mem []bool
}

func (a *AsmInfo) String() string { return fmt.Sprintf("asm %q", a.Template) }
