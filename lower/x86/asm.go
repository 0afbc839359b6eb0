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

// asmLetterRegs are the single-letter constraints that name one register.
var asmLetterRegs = map[byte]mir.Reg{'a': isa.RAX, 'b': isa.RBX, 'c': isa.RCX, 'd': isa.RDX, 'S': isa.RSI, 'D': isa.RDI}

// asmImmOK reports whether constraint letter c accepts the constant v as
// an immediate (GCC's x86 machine constraints).
func asmImmOK(c byte, v int64) bool {
	switch c {
	case 'i', 'n', 'g':
		return true
	case 'e':
		return v == int64(int32(v))
	case 'Z':
		return v >= 0 && v <= 0xffffffff
	case 'I':
		return v >= 0 && v <= 31
	case 'J':
		return v >= 0 && v <= 63
	case 'K':
		return v >= -128 && v <= 127
	case 'L':
		return v == 0xff || v == 0xffff || v == 0xffffffff
	case 'M':
		return v >= 0 && v <= 3
	case 'N':
		return v >= 0 && v <= 255
	case 'O':
		return v >= 0 && v <= 127
	}
	return false
}

// asmAlt is the alternative chosen for one operand of a multi-alternative
// constraint ("imr", "rm", "g", "Nd", ...).
type asmAlt struct {
	kind byte    // 'i' immediate, 'r' any GPR, 'f' a fixed register, 'm' memory, 't' tied, 0 none
	reg  mir.Reg // 'f'
	tied int     // 't': the output
	imm  int64   // 'i'
}

// pickAlt chooses an alternative of constraint c (without '=', '&' and
// '*'): an immediate when the operand is a constant some letter accepts,
// else a register the allocation chooses, else a fixed register, else
// memory (indirect operands only: the operand is then the address);
// k is the operand when it is an integer constant. Whole constraints in
// braces ({reg}) and digits (tied inputs) are passed through.
func pickAlt(c string, k *constant.Int, indirect bool) asmAlt {
	if strings.HasPrefix(c, "{") && strings.HasSuffix(c, "}") {
		r, ok := asmReg(c[1 : len(c)-1])
		if !ok || r >= isa.XMM0 {
			return asmAlt{}
		}
		return asmAlt{kind: 'f', reg: r}
	}
	if n, err := strconv.Atoi(c); err == nil {
		return asmAlt{kind: 't', tied: n}
	}
	if strings.Contains(c, "|") {
		return asmAlt{} // alternatives across operands
	}
	if k != nil && !indirect {
		v := lower.IntValue(k)
		for i := 0; i < len(c); i++ {
			if asmImmOK(c[i], v) {
				return asmAlt{kind: 'i', imm: v}
			}
		}
	}
	mem := strings.ContainsAny(c, "mogVX")
	if indirect && mem {
		return asmAlt{kind: 'm'}
	}
	if strings.ContainsAny(c, "rqRQlgX") {
		return asmAlt{kind: 'r'}
	}
	for i := 0; i < len(c); i++ {
		if r, ok := asmLetterRegs[c[i]]; ok {
			return asmAlt{kind: 'f', reg: r}
		}
	}
	return asmAlt{}
}

// inlineAsm lowers a call of inline assembly with register and memory
// constraints: outputs "=r", "=&r", "={reg}", "=a".."=D", "=*m"; inputs
// "r", "{reg}", "a".."D", immediates ("i", "n", "e", "I".."O" in range),
// "*m" and "N" (tied to output N, only for the first output); multi-letter
// alternatives ("imr", "rm", "g", "Nd", "=*rm", "*imr") by pickAlt: an
// immediate for a constant, else a register (an indirect output so chosen
// is stored through its pointer after the assembly), else memory for an
// indirect operand; clobbers "~{reg}", "~{memory}", "~{flags}",
// "~{dirflag}", "~{fpsr}". Other constraints are rejected.
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
	if strings.Contains(asm.Constraint, "{st") {
		return l.x87Asm(in, asm, outs, ins, clobs)
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
		if !ok || pickAlt(strings.TrimPrefix(c, "*"), nil, true).kind != 'm' {
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
	// stores are indirect outputs put in registers: the value, stored
	// through the pointer after the assembly.
	type indirectOut struct {
		v   mir.Reg
		ptr value.Value
		t   types.Type
	}
	var stores []indirectOut
	tiedOut := map[int]bool{} // outputs an input is tied to
	for _, c := range ins {
		if n, err := strconv.Atoi(c); err == nil {
			tiedOut[n] = true
		}
	}
	ri := 0
	for oi, c := range outs {
		early := false
		if strings.HasPrefix(c, "&") {
			early = true
			c = c[1:]
		}
		var t types.Type
		var ptr value.Value
		if strings.HasPrefix(c, "*") {
			c = c[1:]
			if !tiedOut[oi] || pickAlt(c, nil, false).kind == 0 {
				if err := memOperand("*" + c); err != nil {
					return err
				}
				continue
			}
			// A register alternative of an indirect output ("=*rm"
			// with a tied input): the pointer's element.
			a, ok := nextArg()
			pt, isPtr := types.Type(nil), false
			if ok {
				var p *types.PointerType
				p, isPtr = a.Type().(*types.PointerType)
				if isPtr {
					pt = p.ElemType
				}
			}
			if !isPtr {
				return l.Unsupported("inline assembly indirect output " + c)
			}
			t, ptr = pt, a
		} else {
			if ri >= len(retTypes) {
				return l.Unsupported("inline assembly outputs that do not match its result type")
			}
			t = retTypes[ri]
			ri++
		}
		bits := intBits(t)
		if bits == 0 || bits > 64 {
			return l.Unsupported("inline assembly output of type " + t.String())
		}
		v := l.newGPR()
		if ptr != nil {
			stores = append(stores, indirectOut{v: v, ptr: ptr, t: t})
		} else {
			results = append(results, v)
		}
		if early {
			ii.EarlyClobber = true
		}
		switch alt := pickAlt(c, nil, false); alt.kind {
		case 'r':
			ii.Defs = append(ii.Defs, v)
		case 'f':
			ii.Defs = append(ii.Defs, alt.reg)
			after = append(after, [2]mir.Reg{v, alt.reg})
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
		k, _ := a.(*constant.Int)
		alt := pickAlt(c, k, false)
		if alt.kind == 't' && alt.tied < len(outs) && info.DefOf[alt.tied] >= 0 {
			if p := ii.Defs[info.DefOf[alt.tied]]; p.IsPhys() {
				// Tied to an output in a fixed register: the input
				// goes in that register.
				alt = asmAlt{kind: 'f', reg: p}
			}
		}
		switch alt.kind {
		case 'i':
			info.UseOf = append(info.UseOf, -1)
			info.IsImm = append(info.IsImm, true)
			info.Imm = append(info.Imm, alt.imm)
			continue
		case 0:
			if c == "i" || c == "n" {
				return l.Unsupported("inline assembly immediate that is not a constant")
			}
			return l.Unsupported("inline assembly input constraint " + c)
		}
		r, err := l.extend(a, bits, lower.OpBits(bits), false)
		if err != nil {
			return err
		}
		info.IsImm = append(info.IsImm, false)
		info.Imm = append(info.Imm, 0)
		switch alt.kind {
		case 'r':
			t := l.CopyOf(r)
			info.UseOf = append(info.UseOf, len(ii.Uses))
			ii.Uses = append(ii.Uses, t)
		case 'f':
			p := alt.reg
			before = append(before, [2]mir.Reg{p, r})
			info.UseOf = append(info.UseOf, len(ii.Uses))
			ii.Uses = append(ii.Uses, p)
		case 'm':
			return l.Unsupported("inline assembly memory input that is not indirect " + c)
		default:
			n := alt.tied
			if n >= len(outs) || info.DefOf[n] < 0 {
				return l.Unsupported("inline assembly input constraint " + c)
			}
			if info.DefOf[n] != 0 || ii.Tied >= 0 || !ii.Defs[0].IsVirtual() {
				return l.Unsupported("inline assembly input tied to output " + c)
			}
			t := l.CopyOf(r)
			ii.Tied = int16(len(ii.Uses))
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
	for _, st := range stores {
		mem, uses, err := l.address(st.ptr)
		if err != nil {
			return err
		}
		m := *mem
		m.Bits = intBits(st.t)
		if m.Bits < 8 || !regularWidth(m.Bits) {
			return l.Unsupported("inline assembly indirect output of type " + st.t.String())
		}
		l.emit(isa.Store, nil, append([]mir.Reg{st.v}, uses...), &m)
	}
	if len(results) > 0 {
		l.Def(in, results...)
	}
	return nil
}
