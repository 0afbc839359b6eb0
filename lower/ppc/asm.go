package ppc

import (
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// asmReg parses a register named in a constraint or clobber: rN, fN
// (or vsN for N < 32, which overlays fN).
func asmReg(name string) (mir.Reg, bool) {
	name = strings.ToLower(name)
	for _, p := range []struct {
		prefix string
		fpr    bool
	}{{"vs", true}, {"r", false}, {"f", true}} {
		if !strings.HasPrefix(name, p.prefix) {
			continue
		}
		n, err := strconv.Atoi(name[len(p.prefix):])
		if err != nil || n < 0 || n > 31 {
			return 0, false
		}
		if p.fpr {
			if n == 0 {
				return 0, false // f0 is the emitter's scratch: no number
			}
			return isa.FPR(n), true
		}
		return isa.GPR(n), true
	}
	return 0, false
}

// asmImmOK reports whether constraint letter c accepts the constant v as
// an immediate (GCC's rs6000 constraints).
func asmImmOK(c byte, v int64) bool {
	switch c {
	case 'i', 'n':
		return true
	case 'I':
		return v >= -32768 && v <= 32767
	case 'K':
		return v >= 0 && v <= 65535
	case 'L':
		return v&0xffff == 0 && v>>16 >= -32768 && v>>16 <= 32767
	case 'M':
		return v > 31
	case 'N':
		return v > 0 && v&(v-1) == 0
	case 'O':
		return v == 0
	case 'P':
		return -v >= -32768 && -v <= 32767
	}
	return false
}

// asmWord reports whether a value of type t fits one register of class c
// as an inline-assembly operand.
func (l *fn) asmOperandClass(t types.Type) (mir.Class, bool) {
	switch t := t.(type) {
	case *types.IntType:
		return mir.GPR, t.BitSize <= uint64(l.word())
	case *types.PointerType:
		return mir.GPR, true
	case *types.FloatType:
		return mir.FPR, lower.IsFloat(t)
	}
	return 0, false
}

// inlineAsm lowers a call of inline assembly (GNU as syntax, operands
// printed as llc prints them: registers by number, memory as 0(rN)):
// outputs "=r", "=&r", "=f", "={rN}", "={fN}", "=*m"; inputs "r", "b"
// (not r0), "f", "{rN}", "{fN}", immediates ("i", "n", "I", "K", "L",
// "M", "N", "O", "P" in range), "*m" (also "*Z", "*Q", "*o", "*es") and
// "N" tied to the first output; multi-letter alternatives take an
// immediate for a constant, else a register; clobbers "~{memory}",
// "~{cc}", "~{crN}", "~{xer}", "~{ctr}", "~{lr}" (the function then saves
// LR), "~{rN}", "~{fN}" (callee-saved ones are saved by the allocation).
// The empty asm("") and asm("" ::: "memory") are barriers that emit
// nothing.
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
	info := &isa.AsmInfo{Template: lower.UnescapeAsm(asm.Asm)}
	ii := &mir.Instr{Op: isa.InlineAsm, Tied: -1, Aux: info, Pos: l.Pos}
	add := func(def, use int, imm bool, k int64, mem bool) {
		info.DefOf = append(info.DefOf, def)
		info.UseOf = append(info.UseOf, use)
		info.IsImm = append(info.IsImm, imm)
		info.Imm = append(info.Imm, k)
		info.Mem = append(info.Mem, mem)
	}
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
	// memOperand takes the address of an indirect operand.
	memOperand := func(c string) error {
		a, ok := nextArg()
		if !ok || !strings.ContainsAny(strings.TrimPrefix(c, "*"), "mZQoV") && c != "*es" {
			return l.Unsupported("inline assembly operand constraint " + c)
		}
		r, err := l.Reg(a)
		if err != nil {
			return err
		}
		ii.UseForbid = noR0 // printed 0(rN): r0 would read as 0
		add(-1, len(ii.Uses), false, 0, true)
		ii.Uses = append(ii.Uses, r)
		return nil
	}
	var after [][2]mir.Reg
	var results []mir.Reg
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
		if strings.HasPrefix(c, "&") {
			ii.EarlyClobber = true
			c = c[1:]
		}
		cls, ok := l.asmOperandClass(t)
		if !ok {
			return l.Unsupported("inline assembly output of type " + t.String())
		}
		v := l.F.NewReg(cls)
		results = append(results, v)
		switch {
		case strings.HasPrefix(c, "{") && strings.HasSuffix(c, "}"):
			r, ok := asmReg(c[1 : len(c)-1])
			if !ok || (isa.Target{}).ClassOfPhys(r) != cls || l.reserved(r) {
				return l.Unsupported("inline assembly register " + c)
			}
			ii.Defs = append(ii.Defs, r)
			after = append(after, [2]mir.Reg{v, r})
		case cls == mir.GPR && strings.ContainsAny(c, "rg") || cls == mir.FPR && strings.ContainsAny(c, "fd"):
			ii.Defs = append(ii.Defs, v)
		default:
			return l.Unsupported("inline assembly output constraint " + c)
		}
		add(len(ii.Defs)-1, -1, false, 0, false)
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
		if k, isConst := a.(*constant.Int); isConst && !strings.HasPrefix(c, "{") {
			v := lower.IntValue(k)
			imm := false
			for i := 0; i < len(c); i++ {
				imm = imm || asmImmOK(c[i], v)
			}
			if imm {
				add(-1, -1, true, v, false)
				continue
			}
		}
		cls, ok := l.asmOperandClass(a.Type())
		if !ok {
			return l.Unsupported("inline assembly input of type " + a.Type().String())
		}
		r, err := l.Reg(a)
		if err != nil {
			return err
		}
		switch {
		case strings.HasPrefix(c, "{") && strings.HasSuffix(c, "}"):
			p, ok := asmReg(c[1 : len(c)-1])
			if !ok || (isa.Target{}).ClassOfPhys(p) != cls || l.reserved(p) {
				return l.Unsupported("inline assembly register " + c)
			}
			before = append(before, [2]mir.Reg{p, r})
			add(-1, len(ii.Uses), false, 0, false)
			ii.Uses = append(ii.Uses, p)
		case cls == mir.GPR && strings.ContainsAny(c, "rgb") || cls == mir.FPR && strings.ContainsAny(c, "fd"):
			if strings.Contains(c, "b") && !strings.ContainsAny(c, "rg") {
				ii.UseForbid = noR0 // a base register: r0 reads as 0
			}
			add(-1, len(ii.Uses), false, 0, false)
			ii.Uses = append(ii.Uses, l.CopyOf(r))
		default:
			n, err := strconv.Atoi(c)
			if err != nil || n >= len(outs) || info.DefOf[n] < 0 {
				return l.Unsupported("inline assembly input constraint " + c)
			}
			if info.DefOf[n] != 0 || ii.Tied >= 0 || !ii.Defs[0].IsVirtual() || l.F.ClassOf(ii.Defs[0]) != cls {
				return l.Unsupported("inline assembly input tied to output " + c)
			}
			ii.Tied = int16(len(ii.Uses))
			add(-1, len(ii.Uses), false, 0, false)
			ii.Uses = append(ii.Uses, l.CopyOf(r))
		}
	}
	if ai != len(args) {
		return l.Unsupported("inline assembly with more arguments than operands")
	}
	for _, c := range clobs {
		name := strings.ToLower(strings.Trim(c, "{}"))
		switch {
		case name == "memory" || name == "cc" || name == "xer" || name == "ctr" || name == "ca" ||
			strings.HasPrefix(name, "cr") && len(name) == 3 || name == "dirflag" || name == "fpsr" || name == "flags":
			continue // condition registers, XER and CTR hold nothing across instructions
		case name == "lr":
			l.info.Calls = true // the prologue saves LR, the epilogue restores it
			continue
		}
		r, ok := asmReg(name)
		if !ok {
			if strings.HasPrefix(name, "v") {
				continue // AltiVec/VSX registers beyond the FPRs: ssara uses none
			}
			return l.Unsupported("inline assembly clobber " + c)
		}
		if l.reserved(r) {
			return l.Unsupported("inline assembly clobber of a reserved register " + c)
		}
		if (isa.Target{}).CalleeSaved().Has(r) {
			ii.Defs = append(ii.Defs, r) // a def: the allocation saves it
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

// reserved reports whether r is a register no operand may name: the stack
// pointer, the TOC pointer or thread pointer r2, r13.
func (l *fn) reserved(r mir.Reg) bool {
	return r == isa.SP || r == isa.GPR(2) || r == isa.GPR(13)
}
