package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Computations hoisted above calls (issue 14). clang orders a block's
// instructions as the source does: in
//
//	r = big_sum(s); return r + a + b*c + (d >> 32) + ...;
//
// the sum of the arguments comes after the call, so every one of them
// lives across it (in a callee-saved register or, once those run out, in
// a spill slot), though the call does not feed the sum until its last
// add. llc's SelectionDAG scheduler computes the independent part before
// the call, where the arguments die: structs.O1's many_structs keeps one
// value across the call in llc-14's build, and kept fourteen in ssara's
// (20 spill and reload lines with every register, none now).
//
// HoistAboveCalls moves such an instruction above the calls of its block
// that it does not depend on, one call at a time, while that does not add
// to the values of its register class that live across the call: the
// instruction's result then lives across the call, so at least one of its
// operands of the result's class must die at it and be read by nothing
// after the call. An operand that is a truncation, a bitcast or a
// pointer-integer conversion does not count: its register is its
// source's, which may live on. Nor does a phi of the block that the
// instruction's value flows back into, when the call reads the phi: a
// loop's "i - 1" computed before "g(i)" would overlap i at the argument,
// so the two could not share a register, and the back edge would need a
// move (llc-14 decrements after the call). A move that frees one register and takes
// one is made too: it lets the next instruction of a chain move (the
// value it reads now lives before the call); keeping only the chains
// that end in a gain measured worse on the x86-64 corpus (96 more memory
// operations at 8 GPRs). The
// instructions are taken in order and land just before the call (its
// argument set-up follows them), after everything they read.
//
// Only instructions without effects that cannot trap move: integer
// arithmetic but division and remainder, the float arithmetic of one
// instruction (no frem, a library call), fneg and casts, on integers of
// at most a word (not i1), pointers, float and double. Compares, selects,
// address computations and pointer bitcasts stay where the selectors fuse
// them into their users. Calls to llvm intrinsics and inline assembly are
// not calls here (most are no calls in the output), and nothing moves
// across a call that may return twice.
func HoistAboveCalls(f *ir.Func, wordBits int) int {
	last := lastReaders(f)
	moved := 0
	for _, b := range f.Blocks {
		moved += hoistInBlock(b, last, wordBits)
	}
	return moved
}

// lastReaders maps each instruction or parameter of f that something
// reads to its last reader, if its readers are all instructions (no phi,
// no terminator) of one block, the entry block for a parameter; to nil
// otherwise. Such a value dies at its last reader unless the block is in a
// loop that its definition is outside of: taking it to die there anyway
// measured better on the x86-64 corpus than counting only values defined
// in the reader's block (7,261 memory operations at 8 GPRs against 7,299,
// 2,062 against 2,065 with every register).
func lastReaders(f *ir.Func) map[value.Value]ir.Instruction {
	n := NumInsts(f)
	last := make(map[value.Value]ir.Instruction, n)
	block := make(map[value.Value]*ir.Block, n)
	note := func(b *ir.Block, user interface{}, in ir.Instruction) {
		_, phi := user.(*ir.InstPhi)
		for _, op := range Operands(user) {
			if a, ok := op.(*ir.Arg); ok {
				op = a.Value
			}
			r := in // nil: op has no sole last reader
			switch op.(type) {
			case ir.Instruction:
			case *ir.Param:
				if b != f.Blocks[0] {
					r = nil
				}
			default:
				continue
			}
			if first, seen := block[op]; !seen {
				block[op] = b
			} else if first != b || last[op] == nil {
				r = nil
			}
			if phi {
				r = nil
			}
			last[op] = r
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			note(b, in, in)
		}
		note(b, b.Term, nil)
	}
	return last
}

// blockHoist is the state of hoisting in one block, which it sees as
// segments: segment k ends at the block's k-th call. defSeg, useSeg and
// callSeg give a value's segment of definition, the latest segment that
// reads it so far (a call's arguments are read in the segment before it),
// and 1 + the last call that reads it; values from elsewhere are at -1.
type blockHoist struct {
	last                    map[value.Value]ir.Instruction // lastReaders
	wordBits                int
	defSeg, useSeg, callSeg map[value.Value]int
}

func (h *blockHoist) seg(v value.Value) int {
	if s, ok := h.defSeg[v]; ok {
		return s
	}
	return -1
}

// read notes the reads of in's operands in segment s, by a call if call.
func (h *blockHoist) read(in ir.Instruction, s int, call bool) {
	for _, op := range Operands(in) {
		if a, ok := op.(*ir.Arg); ok {
			op = a.Value
		}
		if s > h.useSeg[op] {
			h.useSeg[op] = s
		}
		if call {
			h.callSeg[op] = s + 1
		}
	}
}

// hoistInBlock hoists b's instructions (see HoistAboveCalls).
func hoistInBlock(b *ir.Block, last map[value.Value]ir.Instruction, wordBits int) int {
	ncalls := 0
	for _, in := range b.Insts {
		if isHoistBarrier(in) {
			ncalls++
		}
	}
	if ncalls == 0 {
		return 0
	}
	h := &blockHoist{last: last, wordBits: wordBits,
		defSeg: map[value.Value]int{}, useSeg: map[value.Value]int{}, callSeg: map[value.Value]int{}}
	to := make([]int, len(b.Insts)) // each instruction's segment after hoisting
	moved := 0
	k, floor := 0, 0 // no hoisting into segments below floor (a returns_twice call)
	for i, in := range b.Insts {
		to[i] = k
		if isHoistBarrier(in) {
			h.read(in, k, true)
			k++
			if c, ok := in.(*ir.InstCall); ok && ReturnsTwice(c) {
				floor = k
			}
			if v, ok := in.(value.Value); ok {
				h.defSeg[v] = k
			}
			continue
		}
		if cls := hoistClass(in, wordBits); cls != "" {
			if _, used := last[in.(value.Value)]; used {
				for to[i] > floor && h.gains(in, cls, to[i]-1) > 0 {
					to[i]--
				}
			}
		}
		if to[i] < k {
			moved++
		}
		if v, ok := in.(value.Value); ok {
			h.defSeg[v] = to[i]
		}
		h.read(in, to[i], false)
	}
	if moved == 0 {
		return 0
	}
	segs := make([][]ir.Instruction, ncalls+1)
	calls := make([]ir.Instruction, 0, ncalls)
	for i, in := range b.Insts {
		if isHoistBarrier(in) {
			calls = append(calls, in)
		} else {
			segs[to[i]] = append(segs[to[i]], in)
		}
	}
	out := b.Insts[:0]
	for k, s := range segs {
		out = append(out, s...)
		if k < ncalls {
			out = append(out, calls[k])
		}
	}
	b.Insts = out
	return moved
}

// gains counts the operands of in (of register class cls) that stop
// living across the block's m-th call if in moves above it: those of its
// class whose last reader is in and that nothing after the call reads. It
// is 0 if in reads a value defined after the call.
func (h *blockHoist) gains(in ir.Instruction, cls string, m int) int {
	gain := 0
	ops := Operands(in)
	for j, op := range ops {
		switch op.(type) {
		case ir.Instruction, *ir.Param:
		default:
			continue // a constant
		}
		if h.seg(op) > m {
			return 0
		}
		dup := false
		for _, o := range ops[:j] {
			dup = dup || o == op
		}
		if dup || regClass(op.Type(), h.wordBits) != cls {
			continue
		}
		if h.last[op] == in && h.useSeg[op] <= m && !freeCast(op) && !(h.callSeg[op] == m+1 && feedsPhi(in, op)) {
			gain++
		}
	}
	return gain
}

// freeCast reports whether v is a cast that costs no register of its own
// (a truncation, a bitcast, a conversion between pointer and integer):
// its register is its operand's, so its death frees none while the
// operand lives on.
func freeCast(v value.Value) bool {
	switch v.(type) {
	case *ir.InstTrunc, *ir.InstBitCast, *ir.InstPtrToInt, *ir.InstIntToPtr:
		return true
	}
	return false
}

// isHoistBarrier reports whether in is a call that computations may be
// hoisted above: a call of a function (not an llvm intrinsic) or through
// a pointer.
func isHoistBarrier(in ir.Instruction) bool {
	c, ok := in.(*ir.InstCall)
	if !ok {
		return false
	}
	if _, asm := c.Callee.(*ir.InlineAsm); asm {
		return false
	}
	if fn, ok := CalleeFunc(c.Callee); ok && len(fn.Name()) > 5 && fn.Name()[:5] == "llvm." {
		return false
	}
	return true
}

// hoistClass is the register class of in's result if in may be hoisted
// ("int" or "float"), or "".
func hoistClass(in ir.Instruction, wordBits int) string {
	switch in := in.(type) {
	case *ir.InstAdd, *ir.InstSub, *ir.InstMul, *ir.InstShl, *ir.InstLShr, *ir.InstAShr,
		*ir.InstAnd, *ir.InstOr, *ir.InstXor,
		*ir.InstFAdd, *ir.InstFSub, *ir.InstFMul, *ir.InstFDiv, *ir.InstFNeg,
		*ir.InstTrunc, *ir.InstZExt, *ir.InstSExt, *ir.InstFPTrunc, *ir.InstFPExt,
		*ir.InstFPToUI, *ir.InstFPToSI, *ir.InstUIToFP, *ir.InstSIToFP,
		*ir.InstPtrToInt, *ir.InstIntToPtr:
	case *ir.InstBitCast:
		if types.IsPointer(in.To) {
			return ""
		}
	default:
		return ""
	}
	cls := regClass(in.(value.Value).Type(), wordBits)
	if cls == "" {
		return ""
	}
	for _, op := range Operands(in) {
		if regClass(op.Type(), wordBits) == "" {
			return ""
		}
	}
	return cls
}

// regClass is the register class of a value of type t if it fits one
// register of it: "int" for integers of at most wordBits bits and
// pointers, "float" for float and double, "" otherwise; and "" for i1,
// the conditions that the selectors fuse into branches and selects.
func regClass(t types.Type, wordBits int) string {
	switch t := t.(type) {
	case *types.IntType:
		if t.BitSize > 1 && int(t.BitSize) <= wordBits {
			return "int"
		}
	case *types.PointerType:
		return "int"
	case *types.FloatType:
		if t.Kind == types.FloatKindFloat || t.Kind == types.FloatKindDouble {
			return "float"
		}
	}
	return ""
}

// feedsPhi reports whether in's value is an incoming value of op, a phi:
// a loop's update of its counter or pointer.
func feedsPhi(in ir.Instruction, op value.Value) bool {
	phi, ok := op.(*ir.InstPhi)
	if !ok {
		return false
	}
	for _, inc := range phi.Incs {
		if inc.X == in.(value.Value) {
			return true
		}
	}
	return false
}
