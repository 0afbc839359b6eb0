package lower

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/ssara-project/ssara/mir"
)

// Branches on a logical or/and: clang writes `a || b` as `select i1 %a, i1
// true, i1 %b` (and `a && b` as `select i1 %a, i1 %b, i1 false`, or `or`
// / `and` of i1 values) and branches on the result. Like llc-14
// (SelectionDAGBuilder's merged conditions, then machine sinking), such a
// branch is lowered as two: on %a to the target or to a new block, where
// the branch on %b decides; and the computation that only %b needs moves
// into that block, so it runs only when %a does not decide (a population
// count behind `x < 0 || popcount(y) < 2`, say).

// SplitCond is one or/and of two i1 values that a branch is split on
// (SplitConditions).
type SplitCond struct {
	first, second value.Value
	or            bool
	// sunk are the instructions of the block that only second needs, in
	// order: lowered in the block of the second branch instead.
	sunk []ir.Instruction
}

// sunkSet is the instructions that split conditions sink, which the block
// walk skips.
func sunkSet(split map[value.Value]*SplitCond) map[ir.Instruction]bool {
	sunk := map[ir.Instruction]bool{}
	for _, sc := range split {
		for _, in := range sc.sunk {
			sunk[in] = true
		}
	}
	return sunk
}

// unwrapArg is the value of a call argument (llir wraps an argument with
// attributes in an *ir.Arg), or v.
func unwrapArg(v value.Value) value.Value {
	if a, ok := v.(*ir.Arg); ok {
		return a.Value
	}
	return v
}

// logicalOp returns the operands of an i1 or/and (select forms included).
func logicalOp(v value.Value) (first, second value.Value, or, ok bool) {
	if !types.Equal(v.Type(), types.I1) {
		return nil, nil, false, false
	}
	isConst := func(x value.Value, want bool) bool {
		c, ok := x.(*constant.Int)
		return ok && (c.X.Sign() != 0) == want
	}
	switch in := v.(type) {
	case *ir.InstSelect:
		switch {
		case isConst(in.ValueTrue, true):
			return in.Cond, in.ValueFalse, true, true
		case isConst(in.ValueFalse, false):
			return in.Cond, in.ValueTrue, false, true
		}
	case *ir.InstOr:
		return in.X, in.Y, true, true
	case *ir.InstAnd:
		return in.X, in.Y, false, true
	}
	return nil, nil, false, false
}

// SplitConditions finds, in the blocks of order, the i1 or/and values that
// a conditional branch of their own block consumes alone (directly or
// through another such value), with what each may sink. Uses are counted
// only for the values of the blocks whose branch is on such a value, so
// the work and memory go with those blocks, not with the function.
func SplitConditions(order []*ir.Block) map[value.Value]*SplitCond {
	blockOf := map[value.Value]*ir.Block{} // of the or/and values
	for _, b := range order {
		for _, in := range b.Insts {
			if v, ok := in.(value.Value); ok {
				if _, _, _, ok := logicalOp(v); ok {
					blockOf[v] = b
				}
			}
		}
	}
	// wanted: the values defined in a block that branches on its own
	// or/and, the only ones whose uses mark and sinkable look at.
	wanted := map[value.Value]bool{}
	for _, b := range order {
		t, ok := b.Term.(*ir.TermCondBr)
		if !ok || t.TargetTrue == t.TargetFalse || blockOf[t.Cond] != b {
			continue
		}
		for _, in := range b.Insts {
			if v, ok := in.(value.Value); ok {
				wanted[v] = true
			}
		}
	}
	uses := map[value.Value]int{}
	users := map[value.Value][]ir.Instruction{}
	if len(wanted) > 0 {
		for _, b := range order {
			for _, in := range b.Insts {
				var ops []value.Value
				if phi, ok := in.(*ir.InstPhi); ok {
					for _, inc := range phi.Incs {
						ops = append(ops, inc.X)
					}
				} else {
					ops = Operands(in)
				}
				for _, op := range ops {
					op = unwrapArg(op)
					if wanted[op] {
						uses[op]++
						users[op] = append(users[op], in)
					}
				}
			}
			for _, op := range Operands(b.Term) {
				if op = unwrapArg(op); wanted[op] {
					uses[op]++
				}
			}
		}
	}
	out := map[value.Value]*SplitCond{}
	var mark func(b *ir.Block, v value.Value)
	mark = func(b *ir.Block, v value.Value) {
		first, second, or, ok := logicalOp(v)
		if !ok || blockOf[v] != b || uses[v] != 1 {
			return
		}
		sc := &SplitCond{first: first, second: second, or: or}
		out[v] = sc
		mark(b, first)
		mark(b, second)
		sc.sunk = sinkable(b, v, second, uses, users, out)
	}
	for _, b := range order {
		if t, ok := b.Term.(*ir.TermCondBr); ok && t.TargetTrue != t.TargetFalse {
			mark(b, t.Cond)
		}
	}
	return out
}

// sinkable returns the instructions of b, in order, that compute only
// second, an operand of the split condition at: side-effect free ones that
// cannot trap, whose every user is at or another of them; not split
// conditions (split), whose operands' computations sink into their own
// blocks.
func sinkable(b *ir.Block, at, second value.Value, uses map[value.Value]int, users map[value.Value][]ir.Instruction, split map[value.Value]*SplitCond) []ir.Instruction {
	in := map[ir.Instruction]bool{}
	var out []ir.Instruction
	for i := len(b.Insts) - 1; i >= 0; i-- {
		x := b.Insts[i]
		v, ok := x.(value.Value)
		if !ok || !pure(x) || uses[v] == 0 || split[v] != nil {
			continue
		}
		all := true
		for _, u := range users[v] {
			if uv, ok := u.(value.Value); !(ok && uv == at && v == second) && !in[u] {
				all = false
			}
		}
		// The value is not used by the terminator (users lists
		// instructions only): uses counts every use.
		if all && len(users[v]) == uses[v] {
			in[x] = true
			out = append(out, x)
		}
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// pure reports an instruction without side effects that cannot trap, so
// that it may run later than where it stands, or not at all.
func pure(in ir.Instruction) bool {
	switch in := in.(type) {
	case *ir.InstICmp, *ir.InstFCmp, *ir.InstAdd, *ir.InstSub, *ir.InstMul,
		*ir.InstShl, *ir.InstLShr, *ir.InstAShr, *ir.InstAnd, *ir.InstOr, *ir.InstXor,
		*ir.InstFAdd, *ir.InstFSub, *ir.InstFMul, *ir.InstFDiv, *ir.InstFNeg,
		*ir.InstTrunc, *ir.InstZExt, *ir.InstSExt, *ir.InstFPTrunc, *ir.InstFPExt,
		*ir.InstBitCast, *ir.InstPtrToInt, *ir.InstIntToPtr, *ir.InstGetElementPtr,
		*ir.InstSelect, *ir.InstExtractValue, *ir.InstFreeze:
		return true
	case *ir.InstCall:
		f, ok := in.Callee.(*ir.Func)
		if !ok {
			return false
		}
		for _, p := range []string{"llvm.ctpop.", "llvm.ctlz.", "llvm.cttz.", "llvm.bswap.", "llvm.abs.", "llvm.smax.", "llvm.smin.", "llvm.umax.", "llvm.umin."} {
			if strings.HasPrefix(f.Name(), p) {
				return true
			}
		}
	}
	return false
}

// splitBranch lowers a branch on v to t or f, v a split condition (or an
// operand of one), ending the current block.
func (l *Func) splitBranch(v value.Value, t, f *mir.Block) error {
	sc := l.split[v]
	if sc == nil {
		return l.sel.CondBr(v, t, f)
	}
	name := ".and"
	if sc.or {
		name = ".or"
	}
	n := l.newBlockAfter(l.Cur, l.Cur.Name+name)
	l.IROf[n] = l.IRBlock
	var err error
	if sc.or {
		err = l.splitBranch(sc.first, t, n)
	} else {
		err = l.splitBranch(sc.first, n, f)
	}
	if err != nil {
		return err
	}
	l.Cur = n
	for _, in := range sc.sunk {
		l.Inst = in
		l.Pos = l.Mod.debug.instPos(in)
		if err := l.Instruction(in); err != nil {
			return err
		}
	}
	l.Inst = l.IRBlock.Term
	l.Pos = l.Mod.debug.instPos(l.IRBlock.Term)
	return l.splitBranch(sc.second, t, f)
}

// newBlockAfter makes a machine block to be placed right after b (ahead
// of the blocks placed after b before); placeBlocks puts it there once the
// function is lowered, so that each split costs constant time.
func (l *Func) newBlockAfter(b *mir.Block, name string) *mir.Block {
	n := l.F.NewBlock(name)
	if l.followers == nil {
		l.followers = map[*mir.Block][]*mir.Block{}
	}
	l.followers[b] = append(l.followers[b], n)
	l.placed++
	return n
}

// placeBlocks orders the function's blocks with each block made by
// newBlockAfter right after its anchor, the latest first.
func (l *Func) placeBlocks() {
	if l.placed == 0 {
		return
	}
	isFollower := map[*mir.Block]bool{}
	for _, fs := range l.followers {
		for _, n := range fs {
			isFollower[n] = true
		}
	}
	out := make([]*mir.Block, 0, len(l.F.Blocks))
	var put func(b *mir.Block)
	put = func(b *mir.Block) {
		out = append(out, b)
		fs := l.followers[b]
		for i := len(fs) - 1; i >= 0; i-- {
			put(fs[i])
		}
	}
	for _, b := range l.F.Blocks {
		if !isFollower[b] {
			put(b)
		}
	}
	l.F.Blocks = out
}
