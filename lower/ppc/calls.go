package ppc

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// callArg is one scalar argument: one register, or a ppc32 i64 pair.
type callArg struct {
	regs  []mir.Reg
	float bool
	bits  int
	// vararg: in the variadic part of a variadic call.
	vararg bool
	// byval > 0: a ppc64le aggregate of that many bytes passed by value
	// in doublewords (GPRs, then the parameter save area); copy holds it
	// (caller side, rounded up to doublewords).
	byval int64
	copy  *lower.Value
}

// argLoc is where the ABI puts one argument.
type argLoc struct {
	phys  []mir.Reg // registers, or nil
	stack int64     // byte offset from the stack pointer otherwise
	// gprCopy: ppc64le variadic floats also travel in this GPR.
	gprCopy mir.Reg
}

// assign places arguments by the ABI; it returns the locations and the
// size of the argument area (from the stack pointer) the call needs.
func assign(t isa.Target, args []callArg) ([]argLoc, int64, bool) {
	locs, area, used, _ := assignState(t, args)
	return locs, area, used
}

// argState is where the ABI's argument assignment stopped: the next
// doubleword position (ppc64le), GPR, FPR and stack offset (ppc32).
type argState struct {
	pos, gpr, fpr, stack int64
}

func assignState(t isa.Target, args []callArg) ([]argLoc, int64, bool, argState) {
	locs := make([]argLoc, len(args))
	usedFPR := false
	if t.Is64 {
		pos, fi := int64(0), 0
		for i, a := range args {
			if a.byval > 0 {
				nd := (a.byval + 7) / 8
				locs[i].stack = 32 + 8*pos
				for k := int64(0); k < nd && pos+k < 8; k++ {
					locs[i].phys = append(locs[i].phys, isa.GPR(3+int(pos+k)))
				}
				pos += nd
				continue
			}
			if len(a.regs) == 2 {
				// A quadword integer (i128): an even position, low doubleword first.
				if pos%2 == 1 {
					pos++
				}
				if pos < 8 {
					locs[i].phys = []mir.Reg{isa.GPR(3 + int(pos)), isa.GPR(4 + int(pos))}
				} else {
					locs[i].stack = 32 + 8*pos
				}
				pos += 2
				continue
			}
			if a.float && fi < 13 {
				locs[i].phys = []mir.Reg{isa.FPR(1 + fi)}
				fi++
				usedFPR = true
				if a.vararg {
					if pos < 8 {
						locs[i].gprCopy = isa.GPR(3 + int(pos))
					} else {
						locs[i].stack = 32 + 8*pos
						locs[i].gprCopy = -1
					}
				}
			} else if !a.float && pos < 8 {
				locs[i].phys = []mir.Reg{isa.GPR(3 + int(pos))}
			} else {
				locs[i].stack = 32 + 8*pos
			}
			pos++
		}
		st := argState{pos: pos}
		if pos < 8 {
			pos = 8
		}
		return locs, 32 + 8*pos, usedFPR, st
	}
	gi, fi := 0, 0
	off := int64(8)
	for i, a := range args {
		switch {
		case a.float:
			if fi < 8 {
				locs[i].phys = []mir.Reg{isa.FPR(1 + fi)}
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
				locs[i].phys = []mir.Reg{isa.GPR(3 + gi), isa.GPR(4 + gi)}
				gi += 2
				continue
			}
			gi = 8
			off = (off + 7) &^ 7
			locs[i].stack = off
			off += 8
		default:
			if gi < 8 {
				locs[i].phys = []mir.Reg{isa.GPR(3 + gi)}
				gi++
				continue
			}
			locs[i].stack = off
			off += 4
		}
	}
	return locs, (off + 15) &^ 15, usedFPR, argState{gpr: int64(gi), fpr: int64(fi), stack: off}
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
	for _, p := range l.IR.Params {
		if bt, ok := lower.ByvalType(p.Attrs); ok && l.t.Is64 {
			ps = append(ps, paramLeaves{p, len(args), 1})
			args = append(args, callArg{byval: l.Layout.Size(bt)})
			continue
		}
		ls, err := l.Leaves(p.Typ)
		if err != nil {
			return err
		}
		from := len(args)
		for _, t := range ls {
			if bits, ok := l.isMultiwordLeaf(t); ok && !(l.t.Is64 && bits == 128) {
				return l.Unsupported(fmt.Sprintf("i%d parameter", bits))
			}
			a := callArg{float: lower.IsFloat(t), bits: l.intBits(t)}
			if a.float {
				a.bits = lower.FloatBits(t)
			}
			for i := 0; i < l.nregs(t); i++ {
				a.regs = append(a.regs, l.F.NewReg(classOf(t)))
			}
			args = append(args, a)
		}
		ps = append(ps, paramLeaves{p, from, len(args) - from})
	}
	locs, area, _, st := assignState(l.t, args)
	l.argArea = area
	if l.IR.Sig.Variadic {
		l.varargsEntry(st)
	}
	for i, a := range args {
		loc := locs[i]
		if a.byval > 0 {
			// The register part joins the rest in the parameter save area
			// the caller reserved, where the callee addresses it.
			for k, p := range loc.phys {
				l.memOp(isa.Store, nil, []mir.Reg{p}, &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: -1, Incoming: true, Disp: loc.stack + int64(8*k), Bits: 64})
			}
			continue
		}
		for k, r := range a.regs {
			if loc.phys != nil {
				l.CopyTo(r, loc.phys[k])
				continue
			}
			m := &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: -1, Incoming: true, Disp: loc.stack + int64(l.word()/8*k), Bits: l.word(), FP: a.float, Param: true}
			if a.float {
				m.Bits = a.bits
			} else if l.t.Is64 && a.bits < 64 {
				m.Bits = 32 // the low bytes of a doubleword (little-endian)
			}
			l.memOp(isa.Load, []mir.Reg{r}, nil, m)
		}
	}
	for _, p := range ps {
		if a := args[p.from]; a.byval > 0 {
			l.Vals[p.p] = &lower.Value{Kind: lower.VFrame, Frame: lower.IncomingFrame, Off: locs[p.from].stack}
			continue
		}
		var regs []mir.Reg
		for _, a := range args[p.from : p.from+p.n] {
			regs = append(regs, a.regs...)
		}
		if lower.HasParamAttr(p.p.Attrs, "sret") && len(regs) == 1 {
			l.sretReg = regs[0]
		}
		l.Vals[p.p] = &lower.Value{Regs: regs}
	}
	return nil
}

// call lowers a call instruction.
func (l *fn) call(in *ir.InstCall, callee *ir.Func) error {
	sig := in.Sig()
	var args []callArg
	for i := range in.Args {
		a, attrs := lower.CallArg(in, callee, i)
		vararg := sig.Variadic && i >= len(sig.Params)
		if bt, ok := lower.ByvalType(attrs); ok {
			c, err := l.byvalCopy(a, bt)
			if err != nil {
				return err
			}
			if l.t.Is64 {
				args = append(args, callArg{byval: l.Layout.Size(bt), copy: c, vararg: vararg})
				continue
			}
			p, err := l.Materialize(c)
			if err != nil {
				return err
			}
			args = append(args, callArg{regs: []mir.Reg{p}, bits: 32, vararg: vararg})
			continue
		}
		ls, err := l.Leaves(a.Type())
		if err != nil {
			return err
		}
		regs, err := l.Regs(a)
		if err != nil {
			return err
		}
		k := 0
		for _, t := range ls {
			if bits, ok := l.isMultiwordLeaf(t); ok && !(l.t.Is64 && bits == 128) {
				return l.Unsupported(fmt.Sprintf("i%d argument", bits))
			}
			n := l.nregs(t)
			rs := regs[k : k+n]
			k += n
			ca := callArg{regs: rs, float: lower.IsFloat(t), bits: l.intBits(t), vararg: vararg}
			if ca.float {
				ca.bits = lower.FloatBits(t)
			} else if b := ca.bits; b < l.word() {
				switch {
				case lower.HasParamAttr(attrs, "signext"):
					ca.regs = []mir.Reg{l.ext(rs[0], b, true)}
				case lower.HasParamAttr(attrs, "zeroext"):
					ca.regs = []mir.Reg{l.ext(rs[0], b, false)}
				}
			}
			args = append(args, ca)
		}
	}
	var indirect mir.Reg
	sym, local, toc := "", false, false
	if callee != nil {
		sym, local, toc = lower.GlobalSymbol(callee), lower.BindsLocally(callee), sharesTOC(callee)
	} else {
		r, err := l.Reg(in.Callee)
		if err != nil {
			return err
		}
		indirect = r
	}
	rets, err := l.retLeaves(in.Typ)
	if err != nil {
		return err
	}
	// Results beyond the return registers come back in memory from a
	// function of this module that no other module calls (one with
	// local linkage), or through a pointer (a function of another
	// module would return such a vector in vector registers anyway).
	inMemory := callee == nil || len(callee.Blocks) > 0 && lower.IsLocalLinkage(callee.Linkage)
	regs, err := l.emitCall(sym, local, toc, indirect, args, sig.Variadic, inMemory, rets)
	if err != nil {
		return err
	}
	if len(regs) > 0 {
		l.Def(in, regs...)
	}
	return nil
}

// byvalCopy copies a byval aggregate into a frame object of the caller
// (rounded up to doublewords) and returns its address: ppc32 passes the
// copy by reference (System V), ppc64le loads its doublewords into GPRs
// and the parameter save area.
func (l *fn) byvalCopy(src value.Value, t types.Type) (*lower.Value, error) {
	size := l.Layout.Size(t)
	l.F.Frame = append(l.F.Frame, mir.FrameObject{Size: (size + 7) &^ 7, Align: 8})
	dst := &lower.Value{Kind: lower.VFrame, Frame: len(l.F.Frame) - 1}
	sx, err := l.Value(src)
	if err != nil {
		return nil, err
	}
	for done := int64(0); done < size; {
		chunk := int64(4)
		for chunk > size-done {
			chunk >>= 1
		}
		m, uses, err := l.addrMode(l.offset(sx, done), false)
		if err != nil {
			return nil, err
		}
		m.Bits = int(chunk * 8)
		r := l.newGPR()
		l.memOp(isa.Load, []mir.Reg{r}, uses, m)
		dm, duses, err := l.addrMode(l.offset(dst, done), false)
		if err != nil {
			return nil, err
		}
		dm.Bits = int(chunk * 8)
		if dm.BaseIdx >= 0 {
			dm.BaseIdx++
		}
		l.memOp(isa.Store, nil, append([]mir.Reg{r}, duses...), dm)
		done += chunk
	}
	return dst, nil
}

func (l *fn) retLeaves(t types.Type) ([]types.Type, error) {
	if _, ok := t.(*types.VoidType); ok {
		return nil, nil
	}
	return l.Leaves(t)
}

// emitCall emits a call sequence and returns the result registers.
// With inMemory, results beyond the ABI's return registers come back in
// memory (resultLocs); otherwise they are refused.
func (l *fn) emitCall(sym string, local, toc bool, indirect mir.Reg, args []callArg, variadic, inMemory bool, rets []types.Type) ([]mir.Reg, error) {
	l.info.Calls = true
	locs, area, usedFPR := assign(l.t, args)
	if area > l.info.OutArgs {
		l.info.OutArgs = area
	}
	if area > 4096 {
		return nil, l.Unsupported("call with more than 4 KiB of stack arguments")
	}
	// Stack arguments first, then the register copies right before the
	// call so fixed registers are live only briefly.
	byvalRegs := map[int][]mir.Reg{}
	for i, a := range args {
		loc := locs[i]
		if a.byval > 0 {
			nd := (a.byval + 7) / 8
			for k := int64(0); k < nd; k++ {
				m, uses, err := l.addrMode(l.offset(a.copy, 8*k), true)
				if err != nil {
					return nil, err
				}
				m.Bits = 64
				r := l.newGPR()
				l.memOp(isa.Load, []mir.Reg{r}, uses, m)
				if int(k) < len(loc.phys) {
					byvalRegs[i] = append(byvalRegs[i], r)
					continue
				}
				l.memOp(isa.Store, nil, []mir.Reg{r}, &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: -1, Out: true, Disp: loc.stack + 8*k, Bits: 64})
			}
			continue
		}
		if loc.phys != nil && loc.gprCopy >= 0 {
			continue
		}
		for k, r := range a.regs {
			m := &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: -1, Out: true, Disp: loc.stack + int64(l.word()/8*k), Bits: l.word(), FP: a.float}
			if a.float {
				m.Bits = a.bits
			}
			l.memOp(isa.Store, nil, []mir.Reg{r}, m)
		}
	}
	// The callee's address goes to r12 (ELFv2's entry register; on ppc32
	// a volatile register no argument uses) before the arguments reach
	// theirs, so an indirect call needs no budget register beside its
	// argument registers (-stress-regalloc=2 with two arguments).
	var uses []mir.Reg
	if indirect != 0 {
		l.CopyTo(isa.R12, indirect)
		uses = append(uses, isa.R12)
	}
	for i, a := range args {
		loc := locs[i]
		if loc.gprCopy > 0 {
			g := l.newGPR()
			l.Emit(isa.Cvt, []mir.Reg{g}, a.regs, &isa.CvtKind{Op: "fpr2gpr", Bits: 64})
			l.CopyTo(loc.gprCopy, g)
			uses = append(uses, loc.gprCopy)
		}
	}
	for i, a := range args {
		regs := a.regs
		if a.byval > 0 {
			regs = byvalRegs[i]
		}
		for k, p := range locs[i].phys {
			l.SetArg(p, regs[k])
			uses = append(uses, p)
		}
	}
	ci := &isa.CallInfo{Sym: sym, Local: local, SharesTOC: toc, Indirect: indirect != 0}
	if !l.t.Is64 && variadic {
		ci.SetCR6, ci.ClearCR6 = usedFPR, !usedFPR
	}
	res := l.resultLocs(rets)
	var defs []mir.Reg
	inMem := 0
	for _, rl := range res {
		if rl.phys != 0 {
			defs = append(defs, rl.phys)
			continue
		}
		if !inMemory || variadic {
			if rl.class == mir.FPR {
				return nil, l.Unsupported("call result in more than eight FPRs")
			}
			return nil, l.Unsupported("call result in too many GPRs")
		}
		inMem++
	}
	if end := area + 8*int64(inMem); end > l.info.OutArgs {
		l.info.OutArgs = end
	}
	call := l.Emit(isa.Call, defs, uses, ci)
	clob := isa.CallerSaved
	for _, d := range defs {
		clob = clob.Remove(d)
	}
	call.Clobbers = clob
	var out []mir.Reg
	for _, rl := range res {
		r := l.F.NewReg(rl.class)
		if rl.phys != 0 {
			l.CopyTo(r, rl.phys)
		} else {
			l.memOp(isa.Load, []mir.Reg{r}, nil, rl.mem(area, false))
		}
		out = append(out, r)
	}
	return out, nil
}

// resultLoc is where one register of a function's result travels: a
// return register (phys), or else the slot-th doubleword after the
// argument area of the call (the caller's outgoing area, which the
// callee addresses as its incoming one). The ABIs return at most eight
// GPRs (ppc64le; ppc32: two) and eight FPRs, but ssara scalarises
// vectors (AltiVec and VSX registers are not modelled), so a vector of
// sixteen bytes needs sixteen GPRs. Between the functions of one module
// the rest of such a result returns in memory: the callee stores it
// before it returns, the caller loads it after the call (a convention of
// ssara's own, as the scalarised vectors are, for functions of local
// linkage, whose callers are all in the module: a function that other
// modules may call, or define, is refused such a result, and so is a
// variadic function, whose argument area the callee cannot know).
type resultLoc struct {
	phys  mir.Reg
	class mir.Class
	slot  int64
	bits  int // of a float, or the word
}

// mem is the memory of an in-memory result register after an argument
// area of area bytes: the caller's outgoing area, or with incoming the
// callee's view of it.
func (rl resultLoc) mem(area int64, incoming bool) *isa.Mem {
	return &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: -1, Out: !incoming, Incoming: incoming,
		Disp: area + 8*rl.slot, Bits: rl.bits, FP: rl.class == mir.FPR}
}

// resultLocs places the registers of a result of leaf types rets, in
// order.
func (l *fn) resultLocs(rets []types.Type) []resultLoc {
	var res []resultLoc
	gr, fr, slot := 0, 0, int64(0)
	inMemory := func(c mir.Class, bits int) {
		res = append(res, resultLoc{class: c, slot: slot, bits: bits})
		slot++
	}
	for _, t := range rets {
		if lower.IsFloat(t) {
			if fr < 8 {
				res = append(res, resultLoc{phys: isa.FPR(1 + fr), class: mir.FPR})
				fr++
			} else {
				inMemory(mir.FPR, lower.FloatBits(t))
			}
			continue
		}
		for i := 0; i < l.nregs(t); i++ {
			if gr < 8 && (l.t.Is64 || gr < 2) {
				res = append(res, resultLoc{phys: isa.GPR(3 + gr), class: mir.GPR})
				gr++
			} else {
				inMemory(mir.GPR, l.word())
			}
		}
	}
	return res
}

// libcallRegs calls a C library or runtime function with IR arguments and
// returns the result registers.
func (l *fn) libcallRegs(name string, argv []value.Value, ret types.Type) ([]mir.Reg, error) {
	var args []callArg
	for _, a := range argv {
		rs, err := l.Regs(a)
		if err != nil {
			return nil, err
		}
		t := a.Type()
		if isFP128(t) && len(rs) == 2 { // two doubles
			args = append(args, callArg{regs: rs[:1], float: true, bits: 64}, callArg{regs: rs[1:], float: true, bits: 64})
			continue
		}
		ca := callArg{regs: rs, float: lower.IsFloat(t), bits: l.intBits(t)}
		if ca.float {
			ca.bits = lower.FloatBits(t)
		}
		args = append(args, ca)
	}
	rets, err := l.retLeaves(ret)
	if err != nil {
		return nil, err
	}
	return l.emitCall(name, false, false, 0, args, false, false, rets)
}

func (l *fn) libcall(in value.Value, name string, argv []value.Value, ret types.Type) error {
	regs, err := l.libcallRegs(name, argv, ret)
	if err != nil {
		return err
	}
	if len(regs) > 0 && in != nil {
		l.Def(in, regs...)
	}
	return nil
}

// varargsEntry saves the argument registers of a variadic function where
// va_arg finds them: ppc64le stores r3..r10 past the named arguments into
// the caller's parameter save area; ppc32 stores r3..r10 and f1..f8 into a
// register save area of its own frame (the va_list's reg_save_area).
func (l *fn) varargsEntry(st argState) {
	l.va = st
	if l.t.Is64 {
		for pos := st.pos; pos < 8; pos++ {
			r := isa.GPR(3 + int(pos)) // stored straight from the argument register
			l.memOp(isa.Store, nil, []mir.Reg{r}, &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: -1, Incoming: true, Disp: 32 + 8*pos, Bits: 64})
		}
		return
	}
	l.F.Frame = append(l.F.Frame, mir.FrameObject{Size: 96, Align: 8})
	l.vaSave = len(l.F.Frame) - 1
	for i := 0; i < 8; i++ {
		r := isa.GPR(3 + i)
		l.memOp(isa.Store, nil, []mir.Reg{r}, &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: l.vaSave, Disp: int64(4 * i), Bits: 32})
	}
	for i := 0; i < 8; i++ {
		r := isa.FPR(1 + i)
		l.memOp(isa.Store, nil, []mir.Reg{r}, &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: l.vaSave, Disp: int64(32 + 8*i), Bits: 64, FP: true})
	}
}

// vaStart initialises the va_list at p: ppc64le a pointer to the first
// variadic doubleword; ppc32 the structure {gpr, fpr, overflow_arg_area,
// reg_save_area}.
func (l *fn) vaStart(p value.Value) error {
	if !l.IR.Sig.Variadic {
		return l.Unsupported("va_start outside a variadic function")
	}
	x, err := l.Value(p)
	if err != nil {
		return err
	}
	store := func(off int64, bits int, r mir.Reg) error {
		m, uses, err := l.addrMode(l.offset(x, off), bits == 64)
		if err != nil {
			return err
		}
		m.Bits = bits
		if m.BaseIdx >= 0 {
			m.BaseIdx++
		}
		if m.IndexIdx >= 0 {
			m.IndexIdx++
		}
		l.memOp(isa.Store, nil, append([]mir.Reg{r}, uses...), m)
		return nil
	}
	if l.t.Is64 {
		a := l.newGPR()
		l.Emit(isa.FrameAddr, []mir.Reg{a}, nil, &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: -1, Incoming: true, Disp: 32 + 8*l.va.pos})
		return store(0, 64, a)
	}
	if err := store(0, 8, l.li(l.va.gpr)); err != nil {
		return err
	}
	if err := store(1, 8, l.li(l.va.fpr)); err != nil {
		return err
	}
	over := l.newGPR()
	l.Emit(isa.FrameAddr, []mir.Reg{over}, nil, &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: -1, Incoming: true, Disp: l.va.stack})
	if err := store(4, 32, over); err != nil {
		return err
	}
	save := l.newGPR()
	l.Emit(isa.FrameAddr, []mir.Reg{save}, nil, &isa.Mem{BaseIdx: -1, IndexIdx: -1, Frame: l.vaSave})
	return store(8, 32, save)
}
