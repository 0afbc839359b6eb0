package lower

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/ssara-project/ssara/mir"
)

// The IR dispatch: one instruction at a time, everything that does not
// depend on the target here, the rest through the FuncSelector.

// IntBinary returns the operation and operands of an integer binary
// instruction (add ... urem), or ok false.
func IntBinary(in ir.Instruction) (op string, x, y value.Value, ok bool) {
	switch in := in.(type) {
	case *ir.InstAdd:
		return "add", in.X, in.Y, true
	case *ir.InstSub:
		return "sub", in.X, in.Y, true
	case *ir.InstMul:
		return "mul", in.X, in.Y, true
	case *ir.InstAnd:
		return "and", in.X, in.Y, true
	case *ir.InstOr:
		return "or", in.X, in.Y, true
	case *ir.InstXor:
		return "xor", in.X, in.Y, true
	case *ir.InstShl:
		return "shl", in.X, in.Y, true
	case *ir.InstLShr:
		return "lshr", in.X, in.Y, true
	case *ir.InstAShr:
		return "ashr", in.X, in.Y, true
	case *ir.InstSDiv:
		return "sdiv", in.X, in.Y, true
	case *ir.InstUDiv:
		return "udiv", in.X, in.Y, true
	case *ir.InstSRem:
		return "srem", in.X, in.Y, true
	case *ir.InstURem:
		return "urem", in.X, in.Y, true
	}
	return "", nil, nil, false
}

// FloatBinary returns the operation and operands of a floating-point
// binary instruction (fadd: "add", ... frem: "rem"), or ok false.
func FloatBinary(in ir.Instruction) (op string, x, y value.Value, ok bool) {
	switch in := in.(type) {
	case *ir.InstFAdd:
		return "add", in.X, in.Y, true
	case *ir.InstFSub:
		return "sub", in.X, in.Y, true
	case *ir.InstFMul:
		return "mul", in.X, in.Y, true
	case *ir.InstFDiv:
		return "div", in.X, in.Y, true
	case *ir.InstFRem:
		return "rem", in.X, in.Y, true
	}
	return "", nil, nil, false
}

// Cast returns the conversion and operands of a cast instruction, or ok
// false.
func Cast(in ir.Instruction) (op CastOp, from value.Value, to types.Type, ok bool) {
	switch in := in.(type) {
	case *ir.InstTrunc:
		return Trunc, in.From, in.To, true
	case *ir.InstZExt:
		return ZExt, in.From, in.To, true
	case *ir.InstSExt:
		return SExt, in.From, in.To, true
	case *ir.InstFPTrunc:
		return FPTrunc, in.From, in.To, true
	case *ir.InstFPExt:
		return FPExt, in.From, in.To, true
	case *ir.InstFPToUI:
		return FPToUI, in.From, in.To, true
	case *ir.InstFPToSI:
		return FPToSI, in.From, in.To, true
	case *ir.InstUIToFP:
		return UIToFP, in.From, in.To, true
	case *ir.InstSIToFP:
		return SIToFP, in.From, in.To, true
	case *ir.InstPtrToInt:
		return PtrToInt, in.From, in.To, true
	case *ir.InstIntToPtr:
		return IntToPtr, in.From, in.To, true
	case *ir.InstBitCast:
		return BitCast, in.From, in.To, true
	}
	return 0, nil, nil, false
}

// Instruction lowers one IR instruction (selectors call it for the
// scalar instructions they break vector operations into).
func (l *Func) Instruction(in ir.Instruction) error {
	if ok, err := l.sel.Preempt(in); ok {
		return err
	}
	if x, ok := in.(*ir.InstXor); ok {
		if c := NotOfCompare(x); c != nil && l.Fused[c] {
			return l.notCompare(x, c)
		}
	}
	if op, x, y, ok := IntBinary(in); ok {
		return l.sel.Binary(in.(value.Value), op, x, y)
	}
	if op, x, y, ok := FloatBinary(in); ok {
		if op == "rem" {
			return l.frem(in.(value.Value), x, y)
		}
		return l.sel.FBinary(in.(value.Value), op, x, y)
	}
	if op, from, to, ok := Cast(in); ok {
		return l.sel.Cast(in.(value.Value), op, from, to)
	}
	switch in := in.(type) {
	case *ir.InstPhi:
		return l.phi(in)
	case *ir.InstAlloca:
		return l.alloca(in)
	case *ir.InstLoad:
		return l.sel.Load(in)
	case *ir.InstStore:
		return l.sel.Store(in)
	case *ir.InstAtomicRMW, *ir.InstCmpXchg, *ir.InstFence:
		return l.sel.Atomic(in)
	case *ir.InstGetElementPtr:
		x, err := l.GEP(in.ElemType, in.Src, in.Indices)
		if err != nil {
			return err
		}
		return l.defAddress(in, x)
	case *ir.InstFNeg:
		return l.sel.FNeg(in, in.X)
	case *ir.InstICmp:
		return l.setcc(in)
	case *ir.InstFCmp:
		return l.setcc(in)
	case *ir.InstSelect:
		regs, err := l.Select(in.Cond, in.ValueTrue, in.ValueFalse)
		l.Def(in, regs...)
		return err
	case *ir.InstAddrSpaceCast:
		return l.Alias(in, in.From)
	case *ir.InstFreeze:
		return l.Alias(in, in.X)
	case *ir.InstCall:
		return l.call(in)
	case *ir.InstExtractValue:
		return l.extractValue(in)
	case *ir.InstInsertValue:
		return l.insertValue(in)
	case *ir.InstVAArg:
		return l.Unsupported("va_arg (variadic callee)")
	}
	return l.Unsupported(fmt.Sprintf("instruction %T", in))
}

// setcc lowers a compare: nothing when its branches and selects consume
// it, else 0 or 1 in a register.
func (l *Func) setcc(in value.Value) error {
	if l.Fused[in] {
		return nil
	}
	r, err := l.sel.SetCC(in)
	l.Def(in, r)
	return err
}

// notCompare lowers "xor i1 c, true" of a compare c that its block's
// branches and selects read (fused, so not in a register) as the
// inverse compare: "setbe" where the loop's test was "seta" followed
// by "xor $-1" (vm.c's dispatch loop, whose condition is "not
// halted"); the selects on c then compare for themselves.
func (l *Func) notCompare(in *ir.InstXor, c *ir.InstICmp) error {
	r, err := l.sel.SetCC(&ir.InstICmp{Pred: invertedIPred[c.Pred], X: c.X, Y: c.Y})
	l.Def(in, r)
	return err
}

// frem is a call of fmod, fmodf or fmodl.
func (l *Func) frem(in value.Value, x, y value.Value) error {
	name, err := l.libmName("fmod", x.Type())
	if err != nil {
		return err
	}
	return l.sel.Libcall(in, name, []value.Value{x, y}, in.Type())
}

// libmName is the C library function computing base on type t: fmodf
// for float, fmod for double, fmodl for long double (x86_fp80); other
// types are rejected.
func (l *Func) libmName(base string, t types.Type) (string, error) {
	if ft, ok := t.(*types.FloatType); ok {
		switch ft.Kind {
		case types.FloatKindFloat:
			return base + "f", nil
		case types.FloatKindDouble:
			return base, nil
		case types.FloatKindX86_FP80, types.FloatKindPPC_FP128:
			return base + "l", nil
		}
	}
	return "", l.Unsupported(base + " on " + t.String())
}

// defAddress defines v as address x: x itself where the selectors fold v
// into its users (FusibleValues), else a register Materialize makes.
func (l *Func) defAddress(v value.Value, x *Value) error {
	if !l.Fused[v] {
		r, err := l.sel.Materialize(x)
		if err != nil {
			return err
		}
		x = &Value{Regs: []mir.Reg{r}}
	}
	l.Vals[v] = x
	return nil
}

// phi defines a phi: loaded from its frame slots in a demoted block, or
// fresh registers whose machine phis finishPhis builds.
func (l *Func) phi(in *ir.InstPhi) error {
	if l.demoted[l.IRBlock] {
		return l.loadDemotedPhi(in)
	}
	if ap, ok := l.addrPhis[in]; ok {
		root, err := l.Value(ap.root)
		if err != nil {
			return err
		}
		return l.defAddress(in, l.addrOf(root, 0, 0, ap.off))
	}
	if op, ok := l.offsetPhis[in]; ok {
		if base := l.Vals[op.base]; base != nil && base.Kind == VReg && len(base.Regs) == 1 {
			r, err := l.sel.Materialize(&Value{Kind: VAddr, Base: base, Off: op.off})
			if err != nil {
				return err
			}
			l.Def(in, r)
			return nil
		}
	}
	regs, err := l.NewRegs(in.Typ)
	if err != nil {
		return err
	}
	l.Def(in, regs...)
	l.AddPhi(in, regs)
	return nil
}

// stackAlign is the alignment the frame guarantees to its objects.
const stackAlign = 16

// alloca gives a static alloca a frame object; dynamic and over-aligned
// ones are the selector's.
func (l *Func) alloca(in *ir.InstAlloca) error {
	size := l.Layout.Size(in.ElemType)
	align := int64(in.Align)
	if a := l.Layout.Align(in.ElemType); align < a {
		align = a
	}
	if align == 0 {
		align = 1
	}
	if align > stackAlign {
		return l.sel.OverAligned(in, size, align)
	}
	if align < l.Mod.traits.MinFrameAlign {
		align = l.Mod.traits.MinFrameAlign
	}
	n := int64(1)
	if in.NElems != nil {
		c, ok := in.NElems.(*constant.Int)
		if !ok {
			return l.sel.DynAlloca(in, size)
		}
		n = IntValue(c)
	}
	// Static allocas outside the entry block are still allocated once in
	// the frame: clang emits them only in the entry block at -O0..-O2.
	l.F.Frame = append(l.F.Frame, mir.FrameObject{Size: size * n, Align: align})
	l.Vals[in] = &Value{Kind: VFrame, Frame: len(l.F.Frame) - 1}
	return nil
}

// ---- aggregates

// leafRange gives the range of registers of the element at indices of an
// aggregate of type t.
func (l *Func) leafRange(t types.Type, indices []uint64) (int, int, error) {
	start := 0
	for _, ix := range indices {
		switch tt := t.(type) {
		case *types.StructType:
			for i := 0; i < int(ix); i++ {
				n, err := l.NumRegs(tt.Fields[i])
				if err != nil {
					return 0, 0, err
				}
				start += n
			}
			t = tt.Fields[ix]
		case *types.ArrayType:
			n, err := l.NumRegs(tt.ElemType)
			if err != nil {
				return 0, 0, err
			}
			start += int(ix) * n
			t = tt.ElemType
		default:
			return 0, 0, l.Unsupported("aggregate index into " + t.String())
		}
	}
	n, err := l.NumRegs(t)
	return start, start + n, err
}

func (l *Func) extractValue(in *ir.InstExtractValue) error {
	regs, err := l.Regs(in.X)
	if err != nil {
		return err
	}
	a, b, err := l.leafRange(in.X.Type(), in.Indices)
	if err != nil {
		return err
	}
	if b > len(regs) {
		return l.Errorf("extractvalue out of range")
	}
	l.Def(in, regs[a:b]...)
	return nil
}

func (l *Func) insertValue(in *ir.InstInsertValue) error {
	regs, err := l.Regs(in.X)
	if err != nil {
		return err
	}
	elem, err := l.Regs(in.Elem)
	if err != nil {
		return err
	}
	a, b, err := l.leafRange(in.X.Type(), in.Indices)
	if err != nil {
		return err
	}
	if b > len(regs) || b-a != len(elem) {
		return l.Errorf("insertvalue shape mismatch")
	}
	out := append([]mir.Reg(nil), regs...)
	copy(out[a:b], elem)
	l.Def(in, out...)
	return nil
}

// ---- constants

// constant lowers a constant at the current point.
func (l *Func) constant(c constant.Constant) (*Value, error) {
	switch g := c.(type) {
	case *ir.Global:
		if g.TLSModel != enum.TLSModelNone {
			return &Value{Kind: VSym, Sym: GlobalSymbol(g), TLS: l.Mod.tlsModel(g)}, nil
		}
		return &Value{Kind: VSym, Sym: GlobalSymbol(g), GOT: l.Mod.sel.GOT(g), Align: int64(g.Align)}, nil
	case *ir.Func, *ir.Alias:
		return &Value{Kind: VSym, Sym: GlobalSymbol(g.(interface{ Name() string })), GOT: l.Mod.sel.GOT(g)}, nil
	}
	if x, ok, err := l.sel.Constant(c); ok {
		return x, err
	}
	switch c := c.(type) {
	case *constant.Struct:
		return l.constList(c.Fields)
	case *constant.Array:
		return l.constList(c.Elems)
	case *constant.Vector:
		return l.constList(c.Elems)
	case *constant.CharArray:
		var regs []mir.Reg
		for _, b := range c.X {
			r, err := l.Reg(constant.NewInt(types.I8, int64(b)))
			if err != nil {
				return nil, err
			}
			regs = append(regs, r)
		}
		return &Value{Regs: regs}, nil
	case *constant.ExprGetElementPtr:
		return l.GEP(c.ElemType, c.Src, GEPIndices(c))
	case *constant.ExprBitCast:
		return l.Value(c.From)
	case *constant.ExprAddrSpaceCast:
		return l.Value(c.From)
	case *constant.BlockAddress:
		lab, ok := l.Mod.Labels.Label(c)
		if !ok {
			return nil, l.Unsupported("blockaddress of an unknown block")
		}
		return &Value{Kind: VSym, Sym: lab}, nil
	}
	if e, ok := c.(constant.Expression); ok {
		return l.constExpr(e)
	}
	return nil, l.Unsupported(fmt.Sprintf("constant %s", c.Ident()))
}

func (l *Func) constList(cs []constant.Constant) (*Value, error) {
	var regs []mir.Reg
	for _, f := range cs {
		r, err := l.Regs(f)
		if err != nil {
			return nil, err
		}
		regs = append(regs, r...)
	}
	return &Value{Regs: regs}, nil
}

// ConstExpr lowers a constant expression as the instruction it stands
// for would be; selectors use it for vector-typed expressions they cannot
// fold into a constant (a getelementptr with vector indices, a ptrtoint
// of one).
func (l *Func) ConstExpr(e constant.Expression) (*Value, error) { return l.constExpr(e) }

// constExpr lowers a constant expression as the instruction it stands
// for would be.
func (l *Func) constExpr(e constant.Expression) (*Value, error) {
	var in ir.Instruction
	switch e := e.(type) {
	case *constant.ExprAdd:
		in = &ir.InstAdd{X: e.X, Y: e.Y, Typ: e.Type()}
	case *constant.ExprSub:
		in = &ir.InstSub{X: e.X, Y: e.Y, Typ: e.Type()}
	case *constant.ExprMul:
		in = &ir.InstMul{X: e.X, Y: e.Y, Typ: e.Type()}
	case *constant.ExprAnd:
		in = &ir.InstAnd{X: e.X, Y: e.Y, Typ: e.Type()}
	case *constant.ExprOr:
		in = &ir.InstOr{X: e.X, Y: e.Y, Typ: e.Type()}
	case *constant.ExprXor:
		in = &ir.InstXor{X: e.X, Y: e.Y, Typ: e.Type()}
	case *constant.ExprShl:
		in = &ir.InstShl{X: e.X, Y: e.Y, Typ: e.Type()}
	case *constant.ExprLShr:
		in = &ir.InstLShr{X: e.X, Y: e.Y, Typ: e.Type()}
	case *constant.ExprAShr:
		in = &ir.InstAShr{X: e.X, Y: e.Y, Typ: e.Type()}
	case *constant.ExprSDiv:
		in = &ir.InstSDiv{X: e.X, Y: e.Y, Typ: e.Type()}
	case *constant.ExprUDiv:
		in = &ir.InstUDiv{X: e.X, Y: e.Y, Typ: e.Type()}
	case *constant.ExprSRem:
		in = &ir.InstSRem{X: e.X, Y: e.Y, Typ: e.Type()}
	case *constant.ExprURem:
		in = &ir.InstURem{X: e.X, Y: e.Y, Typ: e.Type()}
	case *constant.ExprTrunc:
		in = &ir.InstTrunc{From: e.From, To: e.To}
	case *constant.ExprZExt:
		in = &ir.InstZExt{From: e.From, To: e.To}
	case *constant.ExprSExt:
		in = &ir.InstSExt{From: e.From, To: e.To}
	case *constant.ExprPtrToInt:
		in = &ir.InstPtrToInt{From: e.From, To: e.To}
	case *constant.ExprIntToPtr:
		in = &ir.InstIntToPtr{From: e.From, To: e.To}
	case *constant.ExprICmp:
		in = &ir.InstICmp{Pred: e.Pred, X: e.X, Y: e.Y}
	case *constant.ExprSelect:
		in = &ir.InstSelect{Cond: e.Cond, ValueTrue: e.X, ValueFalse: e.Y}
	case *constant.ExprGetElementPtr:
		// Only vector getelementptrs come here (see ConstExpr).
		in = &ir.InstGetElementPtr{ElemType: e.ElemType, Src: e.Src, Indices: GEPIndices(e), Typ: e.Type(), InBounds: e.InBounds}
	case *constant.ExprBitCast:
		in = &ir.InstBitCast{From: e.From, To: e.To}
	default:
		return nil, l.Unsupported(fmt.Sprintf("constant expression %s", e.Ident()))
	}
	if err := l.Instruction(in); err != nil {
		return nil, err
	}
	return l.Value(in.(value.Value))
}

// ---- calls

// call lowers a call: inline assembly and intrinsics apart, an ordinary
// call by the selector, after marking a function that calls setjmp.
func (l *Func) call(in *ir.InstCall) error {
	if asm, ok := in.Callee.(*ir.InlineAsm); ok {
		return l.sel.InlineAsm(in, asm)
	}
	callee, direct := CalleeFunc(in.Callee)
	if direct && strings.HasPrefix(callee.Name(), "llvm.") {
		return l.intrinsic(in, callee.Name())
	}
	if ReturnsTwice(in) {
		l.F.ReturnsTwice = true
	}
	if !direct {
		callee = nil
	}
	return l.sel.Call(in, callee)
}

// ---- terminators

func (l *Func) terminator(t ir.Terminator) error {
	switch t := t.(type) {
	case *ir.TermRet:
		return l.sel.Ret(t.X)
	case *ir.TermBr:
		l.Jump(l.BlockOf(t.Target))
		return nil
	case *ir.TermCondBr:
		tb, fb := l.BlockOf(t.TargetTrue), l.BlockOf(t.TargetFalse)
		if tb == fb {
			l.Jump(tb)
			return nil
		}
		return l.splitBranch(t.Cond, tb, fb)
	case *ir.TermSwitch:
		return l.sel.Switch(t)
	case *ir.TermUnreachable:
		l.sel.Unreachable()
		return nil
	case *ir.TermIndirectBr:
		return l.indirectBr(t)
	}
	return l.Unsupported(fmt.Sprintf("terminator %T", t))
}

// indirectBr lowers indirectbr: a jump through a register to one of the
// listed blocks, an edge to each distinct one (or to its landing block:
// see findDemoted); with no listed block, the end of the program's path.
func (l *Func) indirectBr(t *ir.TermIndirectBr) error {
	r, err := l.Reg(t.Addr)
	if err != nil {
		return err
	}
	var targets []*mir.Block
	seen := map[*mir.Block]bool{}
	for _, v := range t.ValidTargets {
		b := l.BlockOf(v)
		if tb, ok := v.(*ir.Block); ok && l.landing[tb] != nil {
			b = l.landing[tb]
		}
		if b == nil || seen[b] {
			continue
		}
		seen[b] = true
		targets = append(targets, b)
	}
	if len(targets) == 0 {
		l.sel.Unreachable()
		return nil
	}
	l.sel.IndirectJump(r)
	// The jump lands on the targets' own labels: nothing may split its
	// edges (mir.Instr.Indirect).
	l.Cur.Term().Indirect = true
	for _, b := range targets {
		mir.AddEdge(l.Cur, b)
	}
	return nil
}

// SwitchChain lowers switch t as a chain of compares from the current
// block: for each case, branch ends the current block with "if t.X ==
// value goto yes else no", where no is a new block of the chain or, for
// the last case, the default. Each link is a block of its own so that the
// control flow stays explicit for the allocators.
func (l *Func) SwitchChain(t *ir.TermSwitch, branch func(value *constant.Int, yes, no *mir.Block) error) error {
	irb := l.IROf[l.Cur]
	def := l.BlockOf(t.TargetDefault)
	if len(t.Cases) == 0 {
		l.Jump(def)
		return nil
	}
	seen := map[*mir.Block]bool{}
	for i, c := range t.Cases {
		k, ok := c.X.(*constant.Int)
		if !ok {
			return l.Unsupported("switch case that is not an integer constant")
		}
		tgt := l.BlockOf(c.Target)
		next := def
		if i < len(t.Cases)-1 {
			next = l.F.NewBlock(irb.Name() + ".sw")
			l.IROf[next] = irb
		}
		if seen[tgt] || tgt == next {
			// A second edge to the same block from this chain would
			// need a separate phi argument slot: route through a block.
			hop := l.F.NewBlock(irb.Name() + ".case")
			l.IROf[hop] = irb
			save := l.Cur
			l.Cur = hop
			l.Jump(tgt)
			l.Cur = save
			tgt = hop
		}
		seen[tgt] = true
		if err := branch(k, tgt, next); err != nil {
			return err
		}
		l.Cur = next
	}
	return nil
}

// ---- phis of indirectbr targets

// findDemoted sorts the targets of indirectbr that have phis. An indirect
// jump lands on the block itself, so the allocators could not put phi
// moves on an edge split off it (SplitCriticalEdges would, and the moves
// would be skipped). A target with one indirectbr predecessor is landed:
// the jump lands on a block of its own in front of it, whose only
// successor it is, so the moves of that edge have a place (llc-14 puts
// them before the jump; an interpreter's dispatch passes its state in
// registers either way). A target of several indirectbr blocks is
// demoted: its phis are kept in frame slots, stored by each predecessor
// before its terminator and loaded at the top of the block.
func (l *Func) findDemoted(order []*ir.Block) {
	l.demoted = map[*ir.Block]bool{}
	l.phiSlots = map[*ir.InstPhi][]int{}
	l.landed = map[*ir.Block]*ir.Block{}
	l.landing = map[*ir.Block]*mir.Block{}
	from := map[*ir.Block][]*ir.Block{}
	for _, b := range order {
		if t, ok := b.Term.(*ir.TermIndirectBr); ok {
			for _, v := range t.ValidTargets {
				tb, ok := v.(*ir.Block)
				if !ok || len(tb.Insts) == 0 {
					continue
				}
				if _, ok := tb.Insts[0].(*ir.InstPhi); !ok {
					continue
				}
				if fs := from[tb]; len(fs) == 0 || fs[len(fs)-1] != b {
					from[tb] = append(fs, b)
				}
			}
		}
	}
	for tb, fs := range from {
		if len(fs) == 1 {
			l.landed[tb] = fs[0]
		} else {
			l.demoted[tb] = true
		}
	}
}

// phiSlotsOf returns the frame objects holding a demoted phi's leaves.
func (l *Func) phiSlotsOf(phi *ir.InstPhi) ([]types.Type, []int, error) {
	if HasVector(phi.Typ) {
		return nil, nil, l.Unsupported("vector phi in a target of indirectbr")
	}
	ls, err := l.Leaves(phi.Typ)
	if err != nil {
		return nil, nil, err
	}
	if s, ok := l.phiSlots[phi]; ok {
		return ls, s, nil
	}
	var s []int
	for _, lt := range ls {
		size := l.Layout.StoreSize(lt)
		if size < 8 {
			size = 8
		}
		l.F.Frame = append(l.F.Frame, mir.FrameObject{Size: size, Align: 8})
		s = append(s, len(l.F.Frame)-1)
	}
	l.phiSlots[phi] = s
	return ls, s, nil
}

// loadDemotedPhi reads a demoted phi from its slots.
func (l *Func) loadDemotedPhi(phi *ir.InstPhi) error {
	ls, slots, err := l.phiSlotsOf(phi)
	if err != nil {
		return err
	}
	var regs []mir.Reg
	for i, lt := range ls {
		rs, err := l.sel.LoadLeaf(slots[i], lt)
		if err != nil {
			return err
		}
		regs = append(regs, rs...)
	}
	l.Def(phi, regs...)
	return nil
}

// storeDemotedPhis writes, at the end of IR block b, the values b passes
// to the demoted phis of its successors.
func (l *Func) storeDemotedPhis(b *ir.Block) error {
	done := map[*ir.Block]bool{}
	for _, s := range Succs(b.Term) {
		if !l.demoted[s] || done[s] {
			continue
		}
		done[s] = true
		for _, in := range s.Insts {
			phi, ok := in.(*ir.InstPhi)
			if !ok {
				break
			}
			var x value.Value
			for _, inc := range phi.Incs {
				if inc.Pred == b {
					x = inc.X
				}
			}
			if x == nil {
				return l.Errorf("phi has no value for predecessor %%%s", b.Name())
			}
			ls, slots, err := l.phiSlotsOf(phi)
			if err != nil {
				return err
			}
			regs, err := l.Regs(x)
			if err != nil {
				return err
			}
			k := 0
			for i, lt := range ls {
				n := len(l.sel.Classes(lt))
				if k+n > len(regs) {
					return l.Errorf("phi argument shape mismatch")
				}
				if err := l.sel.StoreLeaf(slots[i], lt, regs[k:k+n]); err != nil {
					return err
				}
				k += n
			}
		}
	}
	return nil
}

// HasVector reports whether t is or contains a vector.
func HasVector(t types.Type) bool {
	switch t := t.(type) {
	case *types.VectorType:
		return true
	case *types.StructType:
		for _, f := range t.Fields {
			if HasVector(f) {
				return true
			}
		}
	case *types.ArrayType:
		return HasVector(t.ElemType)
	}
	return false
}
