package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Vector operations sunk to their first reader (issue 14). The
// vectorizer writes an unrolled loop's independent chains side by side:
// both chains' loads, then both compares, both xors, both selects, both
// stores. With few vector registers (a budget of 4, or PowerPC, which
// holds each lane of a vector in a register of its own) every value of
// both chains is live at once and half of them are spilled, where
// llc-14's scheduler finishes one chain before it starts the next.
//
// SinkVectors moves an instruction whose result is a vector, and that
// has no effect but its result (no division, which may trap), down to
// just before the first instruction of its block that reads it, when
// every reader is in the block (no phi, no other block), no store, call
// or volatile access lies in between, and at most one of its operands
// would live longer for it (read last before the new place and not live
// out of the block), and that one a vector: the moved value no longer
// lives over the stretch, so no point has more values live than before,
// nor more scalars (a vector's scalar operand, say an inserted lane,
// would take a general register where a vector one is freed). A vector
// load moves the same way, its address's register allowed to live
// longer, as in SinkLoads. A value that would pass only its siblings
// (vector values read first by its own first reader) stays: such moves
// change nothing but the siblings' order, and a second pass would undo
// them, so the pass leaves its own output as it is. Instructions are
// taken from the last up, so that an operand of a moved instruction may
// follow it down in turn: the chains come out one after the other. uses
// is f's UseCounts (nothing is read more or less afterwards).
func SinkVectors(f *ir.Func, uses map[value.Value]int) int {
	return sinkEachBlock(f, uses, sinkableVector, sinkVectorsInBlock)
}

// sinkableVector reports whether in is a vector value SinkVectors may
// move: pure arithmetic, compares, casts, selects and lane operations on
// vectors, and plain vector loads.
func sinkableVector(in ir.Instruction) bool {
	v, ok := in.(value.Value)
	if !ok {
		return false
	}
	if _, isVec := v.Type().(*types.VectorType); !isVec {
		return false
	}
	switch in := in.(type) {
	case *ir.InstLoad:
		return !in.Volatile && !in.Atomic
	case *ir.InstAdd, *ir.InstSub, *ir.InstMul, *ir.InstShl, *ir.InstLShr, *ir.InstAShr,
		*ir.InstAnd, *ir.InstOr, *ir.InstXor,
		*ir.InstFAdd, *ir.InstFSub, *ir.InstFMul, *ir.InstFDiv, *ir.InstFNeg,
		*ir.InstICmp, *ir.InstFCmp, *ir.InstSelect,
		*ir.InstShuffleVector, *ir.InstInsertElement,
		*ir.InstTrunc, *ir.InstZExt, *ir.InstSExt, *ir.InstFPTrunc, *ir.InstFPExt,
		*ir.InstFPToUI, *ir.InstFPToSI, *ir.InstUIToFP, *ir.InstSIToFP, *ir.InstBitCast:
		return true
	}
	return false
}

func sinkVectorsInBlock(b *ir.Block, uses map[value.Value]int, defBlock map[value.Value]*ir.Block) int {
	n := len(b.Insts)
	// Keys are doubled positions: an instruction staying at i has 2i, the
	// terminator 2n, and one moved before the instruction at q (or before
	// another moved there) 2q-1; a stable sort by key is the new order.
	barriers := barrierCounts(b)
	key := make([]int, n+1)
	for i := range key {
		key[i] = 2 * i
	}
	readers := map[value.Value][]int{} // instructions of b reading a value, in order
	inBlock := map[value.Value]int{}   // reads in b, phis aside
	note := func(x interface{}, at int) {
		for _, op := range readsOf(x) {
			inBlock[op]++
			if r := readers[op]; len(r) == 0 || r[len(r)-1] != at {
				readers[op] = append(r, at)
			}
		}
	}
	for i, in := range b.Insts {
		if _, isPhi := in.(*ir.InstPhi); !isPhi {
			note(in, i)
		}
	}
	note(b.Term, n)
	selfLoop := false
	for _, succ := range b.Term.Succs() {
		selfLoop = selfLoop || succ == b
	}
	firstKey := func(rs []int) int {
		k := key[rs[0]]
		for _, r := range rs[1:] {
			if key[r] < k {
				k = key[r]
			}
		}
		return k
	}
	// last: the largest key among a value's readers (keys only grow).
	last := make(map[value.Value]int, len(readers))
	for v, rs := range readers {
		last[v] = key[rs[len(rs)-1]]
	}
	moved := 0
	for p := n - 1; p >= 0; p-- {
		in := b.Insts[p]
		if !sinkableVector(in) {
			continue
		}
		v := in.(value.Value)
		_, isLoad := in.(*ir.InstLoad)
		rs := readers[v]
		if len(rs) == 0 || uses[v] != inBlock[v] {
			continue // unread here, or read by a phi or another block
		}
		target := firstKey(rs)
		if target%2 == 0 {
			target-- // just before a reader that stays
		}
		if target <= 2*p+1 {
			continue // already just before its first reader
		}
		anchor := (target + 1) / 2
		if barriers[anchor]-barriers[p+1] != 0 {
			continue
		}
		// Passing only siblings (vector values whose first reader is the
		// same) changes nothing but their order: the pass would reorder
		// its own output again.
		sibling := func(i int) bool {
			w, ok := b.Insts[i].(value.Value)
			if !ok || !sinkableVector(b.Insts[i]) || len(readers[w]) == 0 {
				return false
			}
			k := firstKey(readers[w])
			if k%2 == 0 {
				k--
			}
			return k == target
		}
		gain := false
		for i := p + 1; i < anchor && !gain; i++ {
			gain = key[i] < target && !sibling(i)
		}
		if !gain {
			continue
		}
		longer := 0
		seen := map[value.Value]bool{}
		for _, op := range readsOf(in) {
			if _, isConst := op.(constant.Constant); isConst || seen[op] {
				continue
			}
			seen[op] = true
			liveOut := defBlock[op] == b && uses[op] > inBlock[op] || defBlock[op] != b && selfLoop
			if last[op] < target && !liveOut {
				longer++
				if _, isVec := op.Type().(*types.VectorType); !isVec && !isLoad {
					longer = 2 // a scalar register for a vector one
				}
			}
		}
		if longer > 1 {
			continue
		}
		key[p] = target
		for op := range seen {
			if last[op] < target {
				last[op] = target
			}
		}
		moved++
	}
	if moved > 0 {
		reorderByKey(b, key)
	}
	return moved
}
