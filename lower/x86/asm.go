package x86

import (
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// asmRegs names the registers inline assembly constraints may pin.
var asmRegs = map[string]mir.Reg{
	"ax": isa.RAX, "bx": isa.RBX, "cx": isa.RCX, "dx": isa.RDX, "si": isa.RSI, "di": isa.RDI,
	"r8": isa.R8, "r9": isa.R9, "r10": isa.R10, "r11": isa.R11, "r12": isa.R12, "r13": isa.R13, "r14": isa.R14, "r15": isa.R15,
}

func asmReg(name string) (mir.Reg, bool) {
	name = strings.ToLower(name)
	if r, ok := asmRegs[name]; ok {
		return r, true
	}
	if len(name) == 3 && (name[0] == 'e' || name[0] == 'r') {
		r, ok := asmRegs[name[1:]]
		return r, ok
	}
	for _, suf := range []string{"d", "w", "b"} {
		if r, ok := asmRegs[strings.TrimSuffix(name, suf)]; ok && strings.HasPrefix(name, "r") {
			return r, true
		}
	}
	if strings.HasPrefix(name, "xmm") {
		if n, err := strconv.Atoi(name[3:]); err == nil && n >= 0 && n < 16 {
			return isa.XMM(n), true
		}
	}
	return 0, false
}

// unescapeAsm undoes LLVM's \XX escapes in an asm string.
func unescapeAsm(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+2 < len(s) {
			if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				sb.WriteByte(byte(v))
				i += 2
				continue
			}
		}
		sb.WriteByte(s[i])
	}
	return sb.String()
}

// inlineAsm lowers a call of inline assembly with register constraints:
// outputs "=r", "=&r", "={reg}"; inputs "r", "{reg}", "i"/"n" constants and
// "N" (tied to output N, only for the first output); clobbers "~{reg}",
// "~{memory}", "~{flags}", "~{dirflag}", "~{fpsr}". Memory operands and
// other constraints are rejected.
func (l *fn) inlineAsm(in *ir.InstCall, asm *ir.InlineAsm) error {
	if asm.IntelDialect {
		return l.Unsupported("inline assembly in Intel syntax")
	}
	var outs, ins, clobs []string
	for _, c := range strings.Split(asm.Constraint, ",") {
		switch {
		case c == "":
		case strings.HasPrefix(c, "~"):
			clobs = append(clobs, c[1:])
		case strings.HasPrefix(c, "="):
			outs = append(outs, c[1:])
		default:
			ins = append(ins, c)
		}
	}
	var retTypes []types.Type
	switch t := in.Typ.(type) {
	case *types.VoidType:
	case *types.StructType:
		retTypes = t.Fields
	default:
		retTypes = []types.Type{t}
	}
	info := &isa.AsmInfo{Template: unescapeAsm(asm.Asm)}
	ii := &mir.Instr{Op: isa.InlineAsm, Tied: -1, Aux: info, Pos: l.Pos}
	var after [][2]mir.Reg // copies of fixed outputs to their values
	var results []mir.Reg
	// Arguments feed the memory outputs, then the inputs, in order.
	args := make([]value.Value, len(in.Args))
	for i, a := range in.Args {
		if ia, ok := a.(*ir.Arg); ok {
			a = ia.Value
		}
		args[i] = a
	}
	ai := 0
	nextArg := func() (value.Value, bool) {
		if ai >= len(args) {
			return nil, false
		}
		ai++
		return args[ai-1], true
	}
	memOperand := func(c string) error {
		a, ok := nextArg()
		if !ok || c != "*m" {
			return l.Unsupported("inline assembly operand constraint " + c)
		}
		r, err := l.Reg(a)
		if err != nil {
			return err
		}
		info.Bits = append(info.Bits, 64)
		info.DefOf = append(info.DefOf, -1)
		info.UseOf = append(info.UseOf, len(ii.Uses))
		info.IsImm = append(info.IsImm, false)
		info.Imm = append(info.Imm, 0)
		info.Mem = append(info.Mem, true)
		ii.Uses = append(ii.Uses, r)
		return nil
	}
	ri := 0
	for _, c := range outs {
		if strings.HasPrefix(c, "*") {
			if err := memOperand(c); err != nil {
				return err
			}
			continue
		}
		if ri >= len(retTypes) {
			return l.Unsupported("inline assembly outputs that do not match its result type")
		}
		t := retTypes[ri]
		ri++
		bits := intBits(t)
		if bits == 0 || bits > 64 {
			return l.Unsupported("inline assembly output of type " + t.String())
		}
		v := l.newGPR()
		results = append(results, v)
		if strings.HasPrefix(c, "&") {
			ii.EarlyClobber = true
			c = c[1:]
		}
		switch {
		case c == "r" || c == "q" || c == "R":
			ii.Defs = append(ii.Defs, v)
		case strings.HasPrefix(c, "{") && strings.HasSuffix(c, "}"):
			r, ok := asmReg(c[1 : len(c)-1])
			if !ok || r >= isa.XMM0 {
				return l.Unsupported("inline assembly register " + c)
			}
			ii.Defs = append(ii.Defs, r)
			after = append(after, [2]mir.Reg{v, r})
		default:
			return l.Unsupported("inline assembly output constraint " + c)
		}
		info.Bits = append(info.Bits, bits)
		info.DefOf = append(info.DefOf, len(ii.Defs)-1)
		info.UseOf = append(info.UseOf, -1)
		info.IsImm = append(info.IsImm, false)
		info.Imm = append(info.Imm, 0)
		info.Mem = append(info.Mem, false)
	}
	if ri != len(retTypes) {
		return l.Unsupported("inline assembly outputs that do not match its result type")
	}
	var before [][2]mir.Reg
	for _, c := range ins {
		if strings.HasPrefix(c, "*") {
			if err := memOperand(c); err != nil {
				return err
			}
			continue
		}
		a, ok := nextArg()
		if !ok {
			return l.Unsupported("inline assembly with fewer arguments than inputs")
		}
		info.Mem = append(info.Mem, false)
		bits := intBits(a.Type())
		if bits == 0 || bits > 64 {
			return l.Unsupported("inline assembly input of type " + a.Type().String())
		}
		info.Bits = append(info.Bits, bits)
		info.DefOf = append(info.DefOf, -1)
		switch {
		case c == "i" || c == "n":
			k, isConst := a.(*constant.Int)
			if !isConst {
				return l.Unsupported("inline assembly immediate that is not a constant")
			}
			info.UseOf = append(info.UseOf, -1)
			info.IsImm = append(info.IsImm, true)
			info.Imm = append(info.Imm, lower.IntValue(k))
			continue
		}
		r, err := l.extend(a, bits, lower.OpBits(bits), false)
		if err != nil {
			return err
		}
		info.IsImm = append(info.IsImm, false)
		info.Imm = append(info.Imm, 0)
		switch {
		case c == "r" || c == "q" || c == "R":
			t := l.CopyOf(r)
			info.UseOf = append(info.UseOf, len(ii.Uses))
			ii.Uses = append(ii.Uses, t)
		case strings.HasPrefix(c, "{") && strings.HasSuffix(c, "}"):
			p, ok := asmReg(c[1 : len(c)-1])
			if !ok || p >= isa.XMM0 {
				return l.Unsupported("inline assembly register " + c)
			}
			before = append(before, [2]mir.Reg{p, r})
			info.UseOf = append(info.UseOf, len(ii.Uses))
			ii.Uses = append(ii.Uses, p)
		default:
			n, err := strconv.Atoi(c)
			if err != nil || n >= len(outs) || info.DefOf[n] < 0 {
				return l.Unsupported("inline assembly input constraint " + c)
			}
			if info.DefOf[n] != 0 || ii.Tied >= 0 || !ii.Defs[0].IsVirtual() {
				return l.Unsupported("inline assembly input tied to output " + c)
			}
			t := l.CopyOf(r)
			ii.Tied = len(ii.Uses)
			info.UseOf = append(info.UseOf, len(ii.Uses))
			ii.Uses = append(ii.Uses, t)
		}
	}
	if ai != len(args) {
		return l.Unsupported("inline assembly with more arguments than operands")
	}
	for _, c := range clobs {
		name := strings.Trim(c, "{}")
		switch name {
		case "memory", "flags", "dirflag", "fpsr", "cc":
			continue
		}
		r, ok := asmReg(name)
		if !ok {
			return l.Unsupported("inline assembly clobber " + c)
		}
		if (isa.Target{}).CalleeSaved().Has(r) {
			// A def, so that the allocation saves and restores it.
			ii.Defs = append(ii.Defs, r)
			continue
		}
		ii.Clobbers = ii.Clobbers.Add(r)
	}
	for _, bc := range before {
		l.CopyTo(bc[0], bc[1])
	}
	l.Cur.Instrs = append(l.Cur.Instrs, ii)
	for _, ac := range after {
		l.CopyTo(ac[0], ac[1])
	}
	if len(results) > 0 {
		l.Def(in, results...)
	}
	return nil
}
