package x86

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// callArg is one scalar argument, or a byval aggregate copied to the
// stack.
type callArg struct {
	reg   mir.Reg
	class mir.Class
	bits  int
	// byval: copy size bytes from the address in reg.
	byval bool
	size  int64
	mem   *isa.Mem
	uses  []mir.Reg
	// x87: an x86_fp80 in memory, 16-byte aligned: words reg and reg2.
	x87  bool
	reg2 mir.Reg
}

// call lowers a call instruction.
func (l *fn) call(in *ir.InstCall, callee *ir.Func) error {
	sig := in.Sig()
	var args []callArg
	for i := range in.Args {
		a, attrs := lower.CallArg(in, callee, i)
		if bt, ok := lower.ByvalType(attrs); ok {
			mem, uses, err := l.address(a)
			if err != nil {
				return err
			}
			args = append(args, callArg{byval: true, size: l.Layout.Size(bt), mem: mem, uses: uses})
			continue
		}
		if isX87(a.Type()) {
			ca, err := l.x87Arg(a)
			if err != nil {
				return err
			}
			args = append(args, ca)
			continue
		}
		ls, err := l.argLeaves(a.Type())
		if err != nil {
			return err
		}
		regs, err := l.Regs(a)
		if err != nil {
			return err
		}
		for k, t := range ls {
			r := regs[k]
			b := intBits(t)
			if !lower.IsFloat(t) && b < 32 {
				switch {
				case lower.HasParamAttr(attrs, "signext"):
					r = l.ext(r, b, 32, true)
				case lower.HasParamAttr(attrs, "zeroext"):
					r = l.ext(r, b, 32, false)
				}
			}
			if lower.IsFloat(t) {
				b = lower.FloatBits(t)
			}
			if err := l.vecArgCheck(args, t); err != nil {
				return err
			}
			args = append(args, callArg{reg: r, class: classOf(t), bits: b})
		}
	}
	var indirect mir.Reg
	sym := ""
	if callee != nil {
		sym = callName(callee)
	} else {
		r, err := l.Reg(in.Callee)
		if err != nil {
			return err
		}
		indirect = r
	}
	if isX87(in.Typ) {
		l.emitCall(sym, indirect, args, sig.Variadic, nil)
		l.Def(in, l.x87Result()...)
		return nil
	}
	rets, err := l.retLeaves(in.Typ)
	if err != nil {
		return err
	}
	l.tail = in.Tail == enum.TailTail || in.Tail == enum.TailMustTail
	regs := l.emitCall(sym, indirect, args, sig.Variadic, rets)
	l.tail = false
	if len(regs) > 0 {
		l.Def(in, regs...)
	}
	return nil
}

func (l *fn) retLeaves(t types.Type) ([]types.Type, error) {
	if _, ok := t.(*types.VoidType); ok {
		return nil, nil
	}
	ls, err := l.argLeaves(t)
	if err != nil {
		return nil, err
	}
	fp := 0
	for _, lt := range ls {
		if classOf(lt) == mir.FPR {
			fp++
		}
	}
	if fp > 4 {
		// llc returns it through memory (an sret pointer it adds).
		return nil, l.Unsupported("call result in more than four XMM registers")
	}
	return ls, nil
}

// emitCall emits a call sequence and returns the result registers.
func (l *fn) emitCall(sym string, indirect mir.Reg, args []callArg, variadic bool, rets []types.Type) []mir.Reg {
	l.info.Calls = true
	// Assign argument locations.
	type slot struct {
		arg  callArg
		phys mir.Reg
		off  int64
	}
	var slots []slot
	gi, fi := 0, 0
	var stack int64
	for _, a := range args {
		switch {
		case a.byval:
			slots = append(slots, slot{arg: a, off: stack})
			stack += (a.size + 7) &^ 7
		case a.x87:
			stack = (stack + 15) &^ 15
			slots = append(slots, slot{arg: a, off: stack})
			stack += 16
		case a.class == mir.FPR && fi < 8:
			slots = append(slots, slot{arg: a, phys: isa.XMM(fi)})
			fi++
		case a.class == mir.GPR && gi < 6:
			slots = append(slots, slot{arg: a, phys: isa.ArgGPRs[gi]})
			gi++
		default:
			slots = append(slots, slot{arg: a, off: stack})
			stack += 8
		}
	}
	stack = (stack + 15) &^ 15
	if stack > 0 {
		l.emit(isa.AdjSP, nil, nil, &isa.Imm{Val: -stack})
		for _, s := range slots {
			if s.phys != 0 {
				continue
			}
			if s.arg.byval {
				l.copyBytes(s.arg.mem, s.arg.uses, s.off, s.arg.size)
				continue
			}
			if s.arg.x87 {
				for k, r := range []mir.Reg{s.arg.reg, s.arg.reg2} {
					m := &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: -1, SP: true, Disp: s.off + int64(8*k)}, Bits: 64 >> uint(2*k)}
					l.emit(isa.Store, nil, []mir.Reg{r}, m)
				}
				continue
			}
			m := &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: -1, SP: true, Disp: s.off}, Bits: 64}
			if s.arg.class == mir.FPR {
				m.Bits, m.FP = s.arg.bits, true
			}
			l.emit(isa.Store, nil, []mir.Reg{s.arg.reg}, m)
		}
	}
	var uses []mir.Reg
	for _, s := range slots {
		if s.phys != 0 {
			l.SetArg(s.phys, s.arg.reg)
			uses = append(uses, s.phys)
		}
	}
	if variadic {
		l.emit(isa.MovImm, []mir.Reg{isa.RAX}, nil, &isa.Imm{Val: int64(fi), Bits: 32})
		uses = append(uses, isa.RAX)
	}
	ci := &isa.CallInfo{Sym: sym, Tail: l.tail && indirect == 0 && stack == 0}
	if indirect != 0 {
		ci.Indirect = true
		uses = append(uses, indirect)
	}
	var defs []mir.Reg
	gr, fr := 0, 0
	for _, t := range rets {
		if classOf(t) == mir.FPR {
			defs = append(defs, isa.XMM(fr))
			if isVec(t) {
				ci.VecRets = ci.VecRets.Add(isa.XMM(fr))
			}
			fr++
		} else {
			defs = append(defs, []mir.Reg{isa.RAX, isa.RDX}[gr])
			gr++
		}
	}
	call := l.emit(isa.Call, defs, uses, ci)
	clob := isa.CallerSaved
	for _, d := range defs {
		clob = clob.Remove(d)
	}
	call.Clobbers = clob
	if stack > 0 {
		l.emit(isa.AdjSP, nil, nil, &isa.Imm{Val: stack})
	}
	var out []mir.Reg
	for i, d := range defs {
		r := l.F.NewReg(classOf(rets[i]))
		l.CopyTo(r, d)
		out = append(out, r)
	}
	return out
}

// copyBytes copies size bytes from mem (with uses) to the outgoing
// argument area at off.
func (l *fn) copyBytes(mem *isa.Mem, uses []mir.Reg, off, size int64) {
	for done := int64(0); done < size; {
		chunk := int64(8)
		for chunk > size-done {
			chunk >>= 1
		}
		src := *mem
		src.Disp += done
		src.Bits = int(chunk * 8)
		src.Sign = false
		t := l.newGPR()
		l.emit(isa.Load, []mir.Reg{t}, append([]mir.Reg(nil), uses...), &src)
		dst := &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: -1, SP: true, Disp: off + done}, Bits: int(chunk * 8)}
		l.emit(isa.Store, nil, []mir.Reg{t}, dst)
		done += chunk
	}
}

// libcall calls a C library function with IR arguments.
func (l *fn) libcall(in value.Value, name string, argv []value.Value, ret types.Type) error {
	var args []callArg
	for _, a := range argv {
		if isX87(a.Type()) {
			ca, err := l.x87Arg(a)
			if err != nil {
				return err
			}
			args = append(args, ca)
			continue
		}
		r, err := l.Reg(a)
		if err != nil {
			return err
		}
		t := a.Type()
		b := intBits(t)
		if lower.IsFloat(t) {
			b = lower.FloatBits(t)
		}
		args = append(args, callArg{reg: r, class: classOf(t), bits: b})
	}
	if isX87(ret) {
		l.emitCall(externName(name), 0, args, false, nil)
		l.Def(in, l.x87Result()...)
		return nil
	}
	rets, err := l.retLeaves(ret)
	if err != nil {
		return err
	}
	regs := l.emitCall(externName(name), 0, args, false, rets)
	if len(regs) > 0 && in != nil {
		l.Def(in, regs...)
	}
	return nil
}

// Intrinsic implements lower.CallSelector.
func (l *fn) Intrinsic(in *ir.InstCall, kind, base string, args []value.Value) error {
	name := lower.CalleeName(in)
	switch kind {
	case "abs":
		bits := intBits(args[0].Type())
		x, err := l.Reg(args[0])
		if err != nil {
			return err
		}
		// x >= 0 ? x : -x, tied to the negation, which dies here (x
		// may live on): no copy of x beyond the negation's, as llc-14
		// writes it.
		neg := l.tied(isa.Unary, x, nil, &isa.Arith{Op: isa.Neg, Bits: lower.OpBits(bits)})
		c := &ir.InstICmp{Pred: enum.IPredSGE, X: args[0], Y: constant.NewInt(args[0].Type().(*types.IntType), 0)}
		l.Fused[c] = true
		cd, uses, err := l.cond(c, []mir.Reg{neg, x})
		if err != nil {
			return err
		}
		d := l.newGPR()
		sel := l.emit(isa.Select, []mir.Reg{d}, uses, &isa.CondOp{Cond: cd})
		sel.Tied = 0
		l.Def(in, d)
		return nil
	case "fabs":
		if isX87(args[0].Type()) {
			return l.x87Sign(in, args[0], false)
		}
		x, err := l.Reg(args[0])
		if err != nil {
			return err
		}
		if !lower.IsFloat(args[0].Type()) {
			return l.Unsupported("fabs of " + args[0].Type().String())
		}
		l.Def(in, l.fmask(x, "and", lower.FloatBits(args[0].Type())))
		return nil
	case "sqrt":
		if isX87(args[0].Type()) {
			return l.libcall(in, "sqrtl", args, in.Typ)
		}
		if !lower.IsFloat(args[0].Type()) {
			return l.Unsupported("sqrt of " + args[0].Type().String())
		}
		x, err := l.Reg(args[0])
		if err != nil {
			return err
		}
		d := l.newFPR()
		l.emit(isa.FUnary, []mir.Reg{d}, []mir.Reg{x}, &isa.FOp{Op: "sqrt", Bits: lower.FloatBits(args[0].Type())})
		l.Def(in, d)
		return nil
	case "fmuladd":
		if isX87(args[0].Type()) {
			return l.x87MulAdd(in, args)
		}
		if !lower.IsFloat(args[0].Type()) {
			return l.Unsupported("fmuladd of " + args[0].Type().String())
		}
		bits := lower.FloatBits(args[0].Type())
		a, err := l.Reg(args[0])
		if err != nil {
			return err
		}
		b, err := l.Reg(args[1])
		if err != nil {
			return err
		}
		c, err := l.Reg(args[2])
		if err != nil {
			return err
		}
		p := l.tied(isa.FALU, a, []mir.Reg{b}, &isa.FOp{Op: "mul", Bits: bits})
		l.Def(in, l.tied(isa.FALU, p, []mir.Reg{c}, &isa.FOp{Op: "add", Bits: bits}))
		return nil
	case "bswap":
		bits := intBits(args[0].Type())
		x, err := l.Reg(args[0])
		if err != nil {
			return err
		}
		switch bits {
		case 16:
			l.Def(in, l.tied(isa.Shift, x, nil, &isa.Arith{Op: isa.Rol, Bits: 16, Imm: 8}))
		case 32, 64:
			l.Def(in, l.tied(isa.Unary, x, nil, &isa.Arith{Op: isa.Bswap, Bits: bits}))
		default:
			return l.Unsupported(name)
		}
		return nil
	case "ctpop":
		return l.ctpop(in, args[0])
	case "ctlz", "cttz":
		return l.bitScan(in, kind == "ctlz", args)
	case "ovf":
		return l.overflow(in, base, args)
	case "fshl", "fshr":
		return l.funnel(in, kind == "fshl", args)
	case "trap":
		l.emit(isa.Trap, nil, nil, nil)
		return nil
	case "va_start":
		return l.vaStart(args[0])
	case "va_copy":
		return l.vaCopy(args[0], args[1])
	case "sat":
		return l.saturate(in, base, args)
	case "frameaddr", "retaddr":
		return l.frameAddress(in, args[0], kind == "retaddr")
	case "bitreverse":
		return l.bitReverse(in, args[0])
	case "loadrel":
		return l.loadRelative(in, args[0], args[1])
	case "sjljsetjmp":
		return l.sjljSetjmp(in, args[0])
	case "sjljlongjmp":
		return l.sjljLongjmp(args[0])
	case "stacksave":
		l.info.DynAlloca = true
		d := l.newGPR()
		l.emit(isa.StackSave, []mir.Reg{d}, nil, nil)
		l.Def(in, d)
		return nil
	case "stackrestore":
		l.info.DynAlloca = true
		x, err := l.Reg(args[0])
		if err != nil {
			return err
		}
		l.emit(isa.StackRestore, nil, []mir.Reg{x}, nil)
		return nil
	}
	return l.Unsupported("intrinsic " + name)
}

// ctpop counts bits with the classic SWAR sequence (baseline x86-64 has
// no popcnt).
func (l *fn) ctpop(in *ir.InstCall, a value.Value) error {
	bits := intBits(a.Type())
	if bits > 64 || bits == 0 {
		return l.Unsupported("ctpop on " + a.Type().String())
	}
	ob := lower.OpBits(bits)
	x, err := l.extend(a, bits, ob, false)
	if err != nil {
		return err
	}
	mask := func(m64 uint64) mir.Reg {
		if ob == 32 {
			return l.movImm(int64(uint32(m64)), 32)
		}
		return l.movImm(int64(m64), 64)
	}
	alu := func(op isa.AluOp, a, b mir.Reg) mir.Reg {
		return l.tied(isa.ALU, a, []mir.Reg{b}, &isa.Arith{Op: op, Bits: ob})
	}
	shr := func(a mir.Reg, n int64) mir.Reg {
		return l.tied(isa.Shift, a, nil, &isa.Arith{Op: isa.Shr, Bits: ob, Imm: n})
	}
	// The masks: immediates at 32 bits ("andl $0x55555555, %eax"), in a
	// register at 64 (an immediate has 32 bits).
	and := func(a mir.Reg, m64 uint64) mir.Reg {
		if ob == 32 {
			return l.tied(isa.ALUImm, a, nil, &isa.Arith{Op: isa.And, Bits: 32, Imm: int64(uint32(m64))})
		}
		return alu(isa.And, a, mask(m64))
	}
	// x - ((x >> 1) & 0x55..)
	t := and(shr(x, 1), 0x5555555555555555)
	x = alu(isa.Sub, x, t)
	// (x & 0x33..) + ((x >> 2) & 0x33..)
	if ob == 32 {
		x = alu(isa.Add, and(x, 0x33333333), and(shr(x, 2), 0x33333333))
	} else {
		m3 := mask(0x3333333333333333)
		x = alu(isa.Add, alu(isa.And, x, m3), alu(isa.And, shr(x, 2), m3))
	}
	// (x + (x >> 4)) & 0x0f..
	x = and(alu(isa.Add, x, shr(x, 4)), 0x0f0f0f0f0f0f0f0f)
	// (x * 0x01..) >> (ob - 8)
	if ob == 32 {
		d := l.newGPR()
		l.emit(isa.IMul3, []mir.Reg{d}, []mir.Reg{x}, &isa.Arith{Op: isa.Mul, Bits: 32, Imm: 0x01010101})
		x = d
	} else {
		x = alu(isa.Mul, x, mask(0x0101010101010101))
	}
	x = shr(x, int64(ob-8))
	l.Def(in, x)
	return nil
}

// bitScan lowers ctlz/cttz with bsr/bsf and a select for a zero input.
func (l *fn) bitScan(in *ir.InstCall, clz bool, args []value.Value) error {
	bits := intBits(args[0].Type())
	if bits > 64 || bits == 0 {
		return l.Unsupported("ctlz/cttz on " + args[0].Type().String())
	}
	ob := lower.OpBits(bits)
	x, err := l.extend(args[0], bits, ob, false)
	if err != nil {
		return err
	}
	if !clz && bits < ob {
		// Set a bit just above the value so bsf never sees zero.
		x = l.tied(isa.ALUImm, x, nil, &isa.Arith{Op: isa.Or, Bits: ob, Imm: int64(1) << uint(bits)})
	}
	r := l.newGPR()
	l.emit(isa.BitScan, []mir.Reg{r}, []mir.Reg{x}, &isa.BitScanKind{Reverse: clz, Bits: ob})
	if clz {
		// ctlz = (ob-1) - bsr = bsr ^ (ob-1), then adjust for narrow types.
		r = l.tied(isa.ALUImm, r, nil, &isa.Arith{Op: isa.Xor, Bits: ob, Imm: int64(ob - 1)})
		if bits < ob {
			r = l.tied(isa.ALUImm, r, nil, &isa.Arith{Op: isa.Sub, Bits: ob, Imm: int64(ob - bits)})
		}
	}
	zeroUndef := false
	if c, ok := args[1].(*constant.Int); ok && lower.IntValue(c) != 0 {
		zeroUndef = true
	}
	if zeroUndef || (!clz && bits < ob) {
		l.Def(in, r)
		return nil
	}
	t := l.CopyOf(r)
	z := l.movImm(int64(bits), 32)
	cd := isa.Cond{CondIdx: 2, CC: isa.CCEq, Bits: ob, HasImm: true, Imm: 0}
	d := l.newGPR()
	sel := l.emit(isa.Select, []mir.Reg{d}, []mir.Reg{t, z, x}, &isa.CondOp{Cond: cd})
	sel.Tied = 0
	l.Def(in, d)
	return nil
}

// overflow lowers the *.with.overflow intrinsics to {result, i1}.
func (l *fn) overflow(in *ir.InstCall, base string, args []value.Value) error {
	bits := intBits(args[0].Type())
	if bits > 64 {
		return l.wideOverflow(in, base, args)
	}
	op := base[len("llvm.") : len("llvm.")+4] // sadd, uadd, ssub, usub, smul, umul
	if bits == 0 || bits > 32 && bits < 64 && op[1:] == "mul" {
		return l.Unsupported(base + " on " + args[0].Type().String())
	}
	signed := op[0] == 's'
	aop := map[string]isa.AluOp{"add": isa.Add, "sub": isa.Sub, "mul": isa.Mul}[op[1:]]
	if bits < 32 || bits < 64 && !regularWidth(bits) {
		// Compute at 32 or 64 bits from extended operands, wide enough
		// for the exact result; overflow when the result does not
		// survive truncation.
		ob := 32
		if bits > 32 || bits > 16 && aop == isa.Mul {
			ob = 64
		}
		a, err := l.extend(args[0], bits, ob, signed)
		if err != nil {
			return err
		}
		b, err := l.extend(args[1], bits, ob, signed)
		if err != nil {
			return err
		}
		r := l.tied(isa.ALU, a, []mir.Reg{b}, &isa.Arith{Op: aop, Bits: ob})
		back := l.ext(r, bits, ob, signed)
		o := l.newGPR()
		l.emit(isa.SetCC, []mir.Reg{o}, []mir.Reg{back, r}, &isa.CondOp{Cond: isa.Cond{CondIdx: 0, CC: isa.CCNe, Bits: ob}})
		l.Def(in, r, o)
		return nil
	}
	a, err := l.Reg(args[0])
	if err != nil {
		return err
	}
	b, err := l.Reg(args[1])
	if err != nil {
		return err
	}
	o := l.newGPR()
	if op == "umul" {
		l.CopyTo(isa.RAX, a)
		l.emit(isa.MulWide, []mir.Reg{isa.RAX, isa.RDX, o}, []mir.Reg{isa.RAX, b}, &isa.Arith{Op: isa.Mul, Bits: bits})
		d := l.newGPR()
		l.CopyTo(d, isa.RAX)
		l.Def(in, d, o)
		return nil
	}
	t := l.CopyOf(a)
	d := l.newGPR()
	cc := isa.CCO
	if !signed {
		cc = isa.CCB
	}
	ins := l.emit(isa.OvfALU, []mir.Reg{d, o}, []mir.Reg{t, b}, &isa.OvfInfo{Arith: isa.Arith{Op: aop, Bits: bits}, CC: cc})
	ins.Tied = 0
	l.Def(in, d, o)
	return nil
}

// funnel lowers fshl/fshr; only rotates (both inputs the same) are
// supported.
func (l *fn) funnel(in *ir.InstCall, left bool, args []value.Value) error {
	bits := intBits(args[0].Type())
	if args[0] != args[1] || (bits != 32 && bits != 64) {
		return l.funnelGeneral(in, left, args)
	}
	x, err := l.Reg(args[0])
	if err != nil {
		return err
	}
	op := isa.Rol
	if !left {
		op = isa.Ror
	}
	if c, ok := args[2].(*constant.Int); ok {
		l.Def(in, l.tied(isa.Shift, x, nil, &isa.Arith{Op: op, Bits: bits, Imm: lower.IntValue(c) & int64(bits-1)}))
		return nil
	}
	n, err := l.Reg(args[2])
	if err != nil {
		return err
	}
	l.CopyTo(isa.RCX, n)
	l.Def(in, l.tied(isa.Shift, x, []mir.Reg{isa.RCX}, &isa.Arith{Op: op, Bits: bits}))
	return nil
}

// loadRelative lowers llvm.load.relative(p, off): p + sext(i32 at p+off).
func (l *fn) loadRelative(in *ir.InstCall, p, off value.Value) error {
	base, err := l.Reg(p)
	if err != nil {
		return err
	}
	o, err := l.extend(off, intBits(off.Type()), 64, true)
	if err != nil {
		return err
	}
	rel := l.newGPR()
	l.emit(isa.Load, []mir.Reg{rel}, []mir.Reg{base, o},
		&isa.Mem{Addr: isa.Addr{BaseIdx: 0, IndexIdx: 1, Scale: 1, Frame: -1}, Bits: 32})
	rel = l.ext(rel, 32, 64, true)
	l.Def(in, l.tied(isa.ALU, rel, []mir.Reg{base}, &isa.Arith{Op: isa.Add, Bits: 64}))
	return nil
}
