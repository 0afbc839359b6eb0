package lower

import (
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// Loads sunk to their reader (issue 14). A vectorizer that gathers
// sixteen scalar loads into a vector writes the sixteen loads first and
// the sixteen insertelements after them, so all sixteen values are live
// at once: SQLite's sqlite3HexToBlob spilled four of them in every
// iteration, where llc-14's scheduler, which orders a block's loads
// freely between its stores, loads each value just before it is
// inserted.
//
// SinkLoads moves a load that one instruction of its block reads, and
// nothing else, down to just before that reader, when no instruction in
// between may write memory or is volatile. The address's registers may
// then live longer where the load's own value no longer does: a load
// moves only when at most one of them (its roots: the address, or the
// operands of an address the selectors compute at the load, see
// addressRoots) is read for the last time before the reader and is not
// live out of the block, so that no point of the block has more values
// live than before. Loads are taken from the last up, so that the last
// load of a gather, moving, keeps the base address live for the others,
// which then lengthen nothing.
//
// Volatile and atomic loads stay, and so does a load read by a phi, by
// another block or by more than one instruction. uses is f's UseCounts.
func SinkLoads(f *ir.Func, uses map[value.Value]int) int {
	candidate := func(in ir.Instruction) bool {
		ld, ok := in.(*ir.InstLoad)
		return ok && uses[ld] == 1 && !isVolatileLoad(ld)
	}
	return sinkEachBlock(f, uses, candidate, sinkLoadsInBlock)
}

// sinkEachBlock runs a sinking pass on each block of f that holds a
// candidate instruction, with the block that defines each value, and
// returns the number of instructions moved. A function without
// candidates costs one look at each instruction (most functions have no
// vector code).
func sinkEachBlock(f *ir.Func, uses map[value.Value]int, candidate func(ir.Instruction) bool, inBlock func(*ir.Block, map[value.Value]int, map[value.Value]*ir.Block) int) int {
	var some []*ir.Block
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if candidate(in) {
				some = append(some, b)
				break
			}
		}
	}
	if len(some) == 0 {
		return 0
	}
	defBlock := make(map[value.Value]*ir.Block, NumInsts(f))
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if v, ok := in.(value.Value); ok {
				defBlock[v] = b
			}
		}
	}
	moved := 0
	for _, b := range some {
		moved += inBlock(b, uses, defBlock)
	}
	return moved
}

// barrierCounts is, for each position i of b (n+1 of them), the number
// of instructions before i that nothing may be moved past: those that may
// write memory, and volatile accesses.
func barrierCounts(b *ir.Block) []int {
	barriers := make([]int, len(b.Insts)+1)
	for i, in := range b.Insts {
		barriers[i+1] = barriers[i]
		if writesMemory(in) || isVolatileLoad(in) {
			barriers[i+1]++
		}
	}
	return barriers
}

// reorderByKey puts b's instructions in the order of their keys, stable
// among equal keys.
func reorderByKey(b *ir.Block, key []int) {
	n := len(b.Insts)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return key[order[i]] < key[order[j]] })
	insts := make([]ir.Instruction, n)
	for i, k := range order {
		insts[i] = b.Insts[k]
	}
	b.Insts = insts
}

// readsOf is the values an instruction reads, call arguments unwrapped.
func readsOf(x interface{}) []value.Value {
	ops := Operands(x)
	for i, op := range ops {
		ops[i] = unwrapArg(op)
	}
	return ops
}

func sinkLoadsInBlock(b *ir.Block, uses map[value.Value]int, defBlock map[value.Value]*ir.Block) int {
	n := len(b.Insts)
	// Positions are doubled: an instruction at i is at 2i, the terminator
	// at 2n, and a load moved before the reader at q at 2q-1.
	// barriers[i]: instructions before i that a load may not pass.
	barriers := barrierCounts(b)
	last := make(map[value.Value]int, n+1)    // doubled position of the last reader in b
	inBlock := make(map[value.Value]int, n+1) // reads in b, phis aside
	reader := make(map[value.Value]int, n+1)  // the position of a value's reader in b
	note := func(x interface{}, at int) {
		for _, op := range readsOf(x) {
			last[op] = 2 * at
			inBlock[op]++
			reader[op] = at
		}
	}
	for i, in := range b.Insts {
		if _, isPhi := in.(*ir.InstPhi); !isPhi {
			note(in, i)
		}
	}
	note(b.Term, n)
	// In a block that loops to itself, a value defined elsewhere and read
	// here lives through the whole block: a vectorized loop's base
	// address.
	selfLoop := false
	for _, succ := range b.Term.Succs() {
		selfLoop = selfLoop || succ == b
	}
	key := make([]int, n)
	for i := range key {
		key[i] = 2 * i
	}
	moved := 0
	for p := n - 1; p >= 0; p-- {
		ld, ok := b.Insts[p].(*ir.InstLoad)
		if !ok || ld.Volatile || ld.Atomic || uses[ld] != 1 || inBlock[ld] != 1 {
			continue
		}
		q := reader[ld]
		if q <= p+1 || barriers[q]-barriers[p+1] != 0 {
			continue
		}
		roots := addressRoots(ld.Src, b, uses, defBlock)
		longer := 0
		for _, r := range roots {
			liveOut := defBlock[r] == b && uses[r] > inBlock[r] || defBlock[r] != b && selfLoop
			if last[r] < 2*q-1 && !liveOut {
				longer++ // r may die before the reader; moving keeps it live
			}
		}
		if longer > 1 {
			continue
		}
		key[p] = 2*q - 1
		for _, r := range roots {
			if last[r] < 2*q-1 {
				last[r] = 2*q - 1
			}
		}
		moved++
	}
	if moved > 0 {
		reorderByKey(b, key)
	}
	return moved
}

func isVolatileLoad(in ir.Instruction) bool {
	ld, ok := in.(*ir.InstLoad)
	return ok && (ld.Volatile || ld.Atomic)
}

// addressRoots is the values whose registers a load's address keeps
// live at the load: the address itself, or, for an address of the
// load's block that only the load reads (a getelementptr or bitcast the
// selectors compute into the load's addressing mode, an index term
// folded there), the roots of its operands. Constants and globals take
// no register of their own.
func addressRoots(v value.Value, b *ir.Block, uses map[value.Value]int, defBlock map[value.Value]*ir.Block) []value.Value {
	var roots []value.Value
	var walk func(v value.Value, depth int)
	walk = func(v value.Value, depth int) {
		switch v.(type) {
		case constant.Constant:
			return
		case *ir.InstGetElementPtr, *ir.InstBitCast, *ir.InstSExt, *ir.InstZExt, *ir.InstAdd, *ir.InstOr, *ir.InstShl:
			if depth > 0 && uses[v] == 1 && defBlock[v] == b {
				for _, op := range Operands(v) {
					walk(op, depth-1)
				}
				return
			}
		}
		roots = append(roots, v)
	}
	walk(v, 4)
	return roots
}
