package x86

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// x87AsmBits is the width of an x87 inline-assembly operand of type t:
// 80 (x86_fp80, two GPR words), 64 or 32 (double or float, an XMM
// register), or 0 for another type.
func x87AsmBits(t types.Type) int {
	switch {
	case isX87(t):
		return 80
	case lower.IsFloat(t):
		return lower.FloatBits(t)
	}
	return 0
}

// x87Asm lowers inline assembly on the x87 stack (GCC's "t" and "u"
// constraints, which clang writes {st} and {st(1)}): an output in ST(0)
// ("={st}"), inputs in ST(0) ("{st}", or tied to that output: "0") and
// ST(1) ("{st(1)}"), and "~{st(1)}" when the assembly pops ST(1) (fpatan,
// fyl2x). The emitter loads the inputs onto the stack, writes the
// template, stores the result and leaves the stack empty. Other operands
// beside x87 ones are rejected.
func (l *fn) x87Asm(in *ir.InstCall, asm *ir.InlineAsm, outs, ins, clobs []string) error {
	xa := &isa.X87Asm{Template: lower.UnescapeAsm(asm.Asm)}
	args := make([]value.Value, len(in.Args))
	for i, a := range in.Args {
		if ia, ok := a.(*ir.Arg); ok {
			a = ia.Value
		}
		args[i] = a
	}
	switch {
	case len(outs) > 1:
		return l.Unsupported("inline assembly with more than one x87 output")
	case len(outs) == 1:
		if outs[0] != "{st}" {
			return l.Unsupported("inline assembly output constraint " + outs[0] + " beside x87 operands")
		}
		if xa.OutBits = x87AsmBits(in.Typ); xa.OutBits == 0 {
			return l.Unsupported("inline assembly x87 output of type " + in.Typ.String())
		}
	}
	if len(ins) != len(args) {
		return l.Unsupported("inline assembly with x87 operands and indirect operands")
	}
	var st0, st1 value.Value
	for i, c := range ins {
		switch {
		case c == "{st}" || c == "0" && len(outs) == 1:
			if st0 != nil {
				return l.Unsupported("inline assembly with two inputs in ST(0)")
			}
			st0 = args[i]
		case c == "{st(1)}":
			if st1 != nil {
				return l.Unsupported("inline assembly with two inputs in ST(1)")
			}
			st1 = args[i]
		default:
			return l.Unsupported("inline assembly input constraint " + c + " beside x87 operands")
		}
	}
	if st1 != nil && st0 == nil {
		return l.Unsupported("inline assembly with an input in ST(1) but none in ST(0)")
	}
	for _, c := range clobs {
		name := strings.Trim(c, "{}")
		switch {
		case name == "st(1)" && st1 != nil:
			xa.Pops = true
		case name == "memory" || name == "flags" || name == "dirflag" || name == "fpsr" || name == "cc":
		default:
			return l.Unsupported("inline assembly clobber " + c + " beside x87 operands")
		}
	}
	var uses []mir.Reg
	for _, v := range []value.Value{st1, st0} {
		if v == nil {
			continue
		}
		b := x87AsmBits(v.Type())
		if b == 0 {
			return l.Unsupported("inline assembly x87 input of type " + v.Type().String())
		}
		rs, err := l.Regs(v)
		if err != nil {
			return err
		}
		xa.InBits = append(xa.InBits, b)
		uses = append(uses, rs...)
	}
	var defs []mir.Reg
	switch xa.OutBits {
	case 0:
	case 80:
		defs = []mir.Reg{l.newGPR(), l.newGPR()}
	default:
		defs = []mir.Reg{l.newFPR()}
	}
	x := l.x87("asm", defs, uses, &isa.X87Op{Asm: xa})
	x.Pos = l.Pos
	if len(defs) > 0 {
		l.Def(in, defs...)
	}
	return nil
}
