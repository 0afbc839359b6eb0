package ppc

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/ssara-project/ssara/lower"
)

// callArg is one scalar argument: one register, or a ppc32 i64 pair.
type callArg struct {
	regs  []lower.Reg
	float bool
	bits  int
	// vararg: in the variadic part of a variadic call.
	vararg bool
}

// argLoc is where the ABI puts one argument.
type argLoc struct {
	phys  []lower.Reg // registers, or nil
	stack int64       // byte offset from the stack pointer otherwise
	// gprCopy: ppc64le variadic floats also travel in this GPR.
	gprCopy lower.Reg
}

// assign places arguments by the ABI; it returns the locations and the
// size of the argument area (from the stack pointer) the call needs.
func (t Target) assign(args []callArg) ([]argLoc, int64, bool) {
	locs := make([]argLoc, len(args))
	usedFPR := false
	if t.Is64 {
		pos, fi := int64(0), 0
		for i, a := range args {
			if a.float && fi < 13 {
				locs[i].phys = []lower.Reg{FPR(1 + fi)}
				fi++
				usedFPR = true
				if a.vararg {
					if pos < 8 {
						locs[i].gprCopy = GPR(3 + int(pos))
					} else {
						locs[i].stack = 32 + 8*pos
						locs[i].gprCopy = -1
					}
				}
			} else if !a.float && pos < 8 {
				locs[i].phys = []lower.Reg{GPR(3 + int(pos))}
			} else {
				locs[i].stack = 32 + 8*pos
			}
			pos++
		}
		if pos < 8 {
			pos = 8
		}
		return locs, 32 + 8*pos, usedFPR
	}
	gi, fi := 0, 0
	off := int64(8)
	for i, a := range args {
		switch {
		case a.float:
			if fi < 8 {
				locs[i].phys = []lower.Reg{FPR(1 + fi)}
				fi++
				usedFPR = true
				continue
			}
			if a.bits == 64 {
				off = (off + 7) &^ 7
			}
			locs[i].stack = off
			off += int64(a.bits / 8)
		case len(a.regs) == 2:
			if gi%2 == 1 {
				gi++
			}
			if gi <= 6 {
				locs[i].phys = []lower.Reg{GPR(3 + gi), GPR(4 + gi)}
				gi += 2
				continue
			}
			gi = 8
			off = (off + 7) &^ 7
			locs[i].stack = off
			off += 8
		default:
			if gi < 8 {
				locs[i].phys = []lower.Reg{GPR(3 + gi)}
				gi++
				continue
			}
			locs[i].stack = off
			off += 4
		}
	}
	return locs, (off + 15) &^ 15, usedFPR
}

func byvalType(attrs []ir.ParamAttribute) (types.Type, bool) {
	for _, a := range attrs {
		if b, ok := a.(ir.Byval); ok {
			return b.Typ, true
		}
	}
	return nil, false
}

func hasAttr(attrs []ir.ParamAttribute, name string) bool {
	for _, a := range attrs {
		switch a := a.(type) {
		case ir.SRet:
			if name == "sret" {
				return true
			}
		case enum.ParamAttr:
			if a.String() == name {
				return true
			}
		}
	}
	return false
}

// params copies incoming arguments into virtual registers.
func (l *fn) params() error {
	var args []callArg
	type paramLeaves struct {
		p    *ir.Param
		from int
		n    int
	}
	var ps []paramLeaves
	for _, p := range l.irf.Params {
		if _, ok := byvalType(p.Attrs); ok && l.t.Is64 {
			l.inst = nil
			return l.unsupported("byval parameter on ppc64le")
		}
		ls, err := l.leaves(p.Typ)
		if err != nil {
			return err
		}
		from := len(args)
		for _, t := range ls {
			a := callArg{float: isFloat(t), bits: l.intBits(t)}
			if a.float {
				a.bits = floatBits(t)
			}
			for i := 0; i < l.nregs(t); i++ {
				a.regs = append(a.regs, l.f.NewReg(classOf(t)))
			}
			args = append(args, a)
		}
		ps = append(ps, paramLeaves{p, from, len(args) - from})
	}
	locs, _, _ := l.t.assign(args)
	for i, a := range args {
		loc := locs[i]
		for k, r := range a.regs {
			if loc.phys != nil {
				l.copyTo(r, loc.phys[k])
				continue
			}
			m := &Mem{BaseIdx: -1, IndexIdx: -1, Frame: -1, Incoming: true, Disp: loc.stack + int64(4*k), Bits: l.word(), FP: a.float}
			if a.float {
				m.Bits = a.bits
			} else if l.t.Is64 && a.bits < 64 {
				m.Bits = 32 // the low bytes of a doubleword (little-endian)
			}
			l.memOp(Load, []lower.Reg{r}, nil, m)
		}
	}
	for _, p := range ps {
		var regs []lower.Reg
		for _, a := range args[p.from : p.from+p.n] {
			regs = append(regs, a.regs...)
		}
		if hasAttr(p.p.Attrs, "sret") && len(regs) == 1 {
			l.sretReg = regs[0]
		}
		l.vals[p.p] = &val{regs: regs}
	}
	return nil
}

func calleeFunc(v value.Value) (*ir.Func, bool) {
	switch c := v.(type) {
	case *ir.Func:
		return c, true
	case *constant.ExprBitCast:
		return calleeFunc(c.From)
	case *constant.ExprAddrSpaceCast:
		return calleeFunc(c.From)
	}
	return nil, false
}

// call lowers a call instruction.
func (l *fn) call(in *ir.InstCall) error {
	if _, ok := in.Callee.(*ir.InlineAsm); ok {
		return l.unsupported("inline assembly")
	}
	callee, direct := calleeFunc(in.Callee)
	if direct && strings.HasPrefix(callee.Name(), "llvm.") {
		return l.intrinsic(in, callee.Name())
	}
	sig := in.Sig()
	var args []callArg
	for i, a := range in.Args {
		var attrs []ir.ParamAttribute
		if ia, ok := a.(*ir.Arg); ok {
			attrs = ia.Attrs
			a = ia.Value
		}
		if direct && i < len(callee.Params) && len(attrs) == 0 {
			attrs = callee.Params[i].Attrs
		}
		vararg := sig.Variadic && i >= len(sig.Params)
		if bt, ok := byvalType(attrs); ok {
			if l.t.Is64 {
				return l.unsupported("byval argument on ppc64le")
			}
			p, err := l.byvalCopy(a, bt)
			if err != nil {
				return err
			}
			args = append(args, callArg{regs: []lower.Reg{p}, bits: 32, vararg: vararg})
			continue
		}
		ls, err := l.leaves(a.Type())
		if err != nil {
			return err
		}
		regs, err := l.regs(a)
		if err != nil {
			return err
		}
		k := 0
		for _, t := range ls {
			n := l.nregs(t)
			rs := regs[k : k+n]
			k += n
			ca := callArg{regs: rs, float: isFloat(t), bits: l.intBits(t), vararg: vararg}
			if ca.float {
				ca.bits = floatBits(t)
			} else if b := ca.bits; b < l.word() {
				switch {
				case hasAttr(attrs, "signext"):
					ca.regs = []lower.Reg{l.ext(rs[0], b, true)}
				case hasAttr(attrs, "zeroext"):
					ca.regs = []lower.Reg{l.ext(rs[0], b, false)}
				}
			}
			args = append(args, ca)
		}
	}
	var indirect lower.Reg
	sym := ""
	if direct {
		sym = l.m.symName(callee)
	} else {
		r, err := l.reg(in.Callee)
		if err != nil {
			return err
		}
		indirect = r
	}
	rets, err := l.retLeaves(in.Typ)
	if err != nil {
		return err
	}
	regs, err := l.emitCall(sym, indirect, args, sig.Variadic, rets)
	if err != nil {
		return err
	}
	if len(regs) > 0 {
		l.def(in, regs...)
	}
	return nil
}

// byvalCopy copies a ppc32 byval aggregate into a frame object of the
// caller and returns its address (System V passes aggregates by reference).
func (l *fn) byvalCopy(src value.Value, t types.Type) (lower.Reg, error) {
	size := l.m.layout.Size(t)
	l.f.Frame = append(l.f.Frame, lower.FrameObject{Size: size, Align: 8})
	l.stackBytes += size + 8
	dst := &val{kind: vFrame, frame: len(l.f.Frame) - 1}
	sx, err := l.value(src)
	if err != nil {
		return 0, err
	}
	for done := int64(0); done < size; {
		chunk := int64(4)
		for chunk > size-done {
			chunk >>= 1
		}
		m, uses, err := l.addrMode(l.offset(sx, done), false)
		if err != nil {
			return 0, err
		}
		m.Bits = int(chunk * 8)
		r := l.newGPR()
		l.memOp(Load, []lower.Reg{r}, uses, m)
		dm, duses, err := l.addrMode(l.offset(dst, done), false)
		if err != nil {
			return 0, err
		}
		dm.Bits = int(chunk * 8)
		if dm.BaseIdx >= 0 {
			dm.BaseIdx++
		}
		l.memOp(Store, nil, append([]lower.Reg{r}, duses...), dm)
		done += chunk
	}
	return l.materialize(dst)
}

func (l *fn) retLeaves(t types.Type) ([]types.Type, error) {
	if _, ok := t.(*types.VoidType); ok {
		return nil, nil
	}
	return l.leaves(t)
}

// emitCall emits a call sequence and returns the result registers.
func (l *fn) emitCall(sym string, indirect lower.Reg, args []callArg, variadic bool, rets []types.Type) ([]lower.Reg, error) {
	l.info.Calls = true
	locs, area, usedFPR := l.t.assign(args)
	if area > l.info.OutArgs {
		l.info.OutArgs = area
	}
	if area > 4096 {
		return nil, l.unsupported("call with more than 4 KiB of stack arguments")
	}
	// Stack arguments first, then the register copies right before the
	// call so fixed registers are live only briefly.
	for i, a := range args {
		loc := locs[i]
		if loc.phys != nil && loc.gprCopy >= 0 {
			continue
		}
		for k, r := range a.regs {
			m := &Mem{BaseIdx: -1, IndexIdx: -1, Frame: -1, Out: true, Disp: loc.stack + int64(4*k), Bits: l.word(), FP: a.float}
			if a.float {
				m.Bits = a.bits
			} else if len(a.regs) == 2 {
				m.Bits = 32
			}
			l.memOp(Store, nil, []lower.Reg{r}, m)
		}
	}
	var uses []lower.Reg
	for i, a := range args {
		loc := locs[i]
		if loc.gprCopy > 0 {
			g := l.newGPR()
			l.emit(Cvt, []lower.Reg{g}, a.regs, &CvtKind{Op: "fpr2gpr", Bits: 64})
			l.copyTo(loc.gprCopy, g)
			uses = append(uses, loc.gprCopy)
		}
	}
	for i, a := range args {
		for k, p := range locs[i].phys {
			l.copyTo(p, a.regs[k])
			uses = append(uses, p)
		}
	}
	ci := &CallInfo{Sym: sym}
	if !l.t.Is64 && variadic {
		ci.SetCR6, ci.ClearCR6 = usedFPR, !usedFPR
	}
	if indirect != 0 {
		ci.Indirect = true
		if l.t.Is64 {
			l.copyTo(R12, indirect)
			uses = append(uses, R12)
		} else {
			uses = append(uses, indirect)
		}
	}
	var defs []lower.Reg
	var outClass []lower.Class
	gr, fr := 0, 0
	for _, t := range rets {
		if isFloat(t) {
			if fr >= 8 {
				return nil, l.unsupported("call result in more than eight FPRs")
			}
			defs = append(defs, FPR(1+fr))
			outClass = append(outClass, lower.FPR)
			fr++
			continue
		}
		for i := 0; i < l.nregs(t); i++ {
			if gr >= 8 || !l.t.Is64 && gr >= 2 {
				return nil, l.unsupported("call result in too many GPRs")
			}
			defs = append(defs, GPR(3+gr))
			outClass = append(outClass, lower.GPR)
			gr++
		}
	}
	call := l.emit(Call, defs, uses, ci)
	clob := callerSaved
	for _, d := range defs {
		clob = clob.Remove(d)
	}
	call.Clobbers = clob
	var out []lower.Reg
	for i, d := range defs {
		r := l.f.NewReg(outClass[i])
		l.copyTo(r, d)
		out = append(out, r)
	}
	return out, nil
}

// libcallRegs calls a C library or runtime function with IR arguments and
// returns the result registers.
func (l *fn) libcallRegs(name string, argv []value.Value, ret types.Type) ([]lower.Reg, error) {
	var args []callArg
	for _, a := range argv {
		rs, err := l.regs(a)
		if err != nil {
			return nil, err
		}
		t := a.Type()
		ca := callArg{regs: rs, float: isFloat(t), bits: l.intBits(t)}
		if ca.float {
			ca.bits = floatBits(t)
		}
		args = append(args, ca)
	}
	rets, err := l.retLeaves(ret)
	if err != nil {
		return nil, err
	}
	return l.emitCall(name, 0, args, false, rets)
}

func (l *fn) libcall(in value.Value, name string, argv []value.Value, ret types.Type) error {
	regs, err := l.libcallRegs(name, argv, ret)
	if err != nil {
		return err
	}
	if len(regs) > 0 && in != nil {
		l.def(in, regs...)
	}
	return nil
}
