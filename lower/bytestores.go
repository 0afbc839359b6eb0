package lower

import (
	"math"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Byte store runs (issue 14): stores of a value's bytes to consecutive
// addresses, each "trunc (lshr v, 8*j)" or "trunc v", are one store of
// v (SQLite's put2byte and put4byte; an assembler writing a 32-bit
// operand byte by byte), and stores of constant bytes to consecutive
// addresses are stores of wider constants (an interpreter's program
// written into an array opcode by opcode), as llc's DAG combiner merges
// them. ByteStoreRuns finds the runs; each selector decides how it
// stores them (x86-64 in pieces of 8, 4, 2 and 1 bytes, byte-swapped
// where needed; PowerPC in aligned pieces chosen by cost).

// ByteRun is a run of byte stores of one block that stores the bytes of
// one value, or constant bytes, at consecutive offsets from one address,
// with no other instruction that reads or writes memory among them. The
// run's bytes may all be stored where its last store stands.
type ByteRun struct {
	// Stores are the run's stores in code order: the last is where the
	// run is stored, the others are not selected.
	Stores []*ir.InstStore
	// ByOffset are the same stores from the lowest address up: the k-th
	// writes the run's k-th byte.
	ByOffset []*ir.InstStore
	// V is the value whose bytes are stored, nil for constant bytes.
	V value.Value
	// Swap says that V's most significant byte goes to the lowest
	// address (big-endian order).
	Swap bool
	// Bytes are the constant bytes from the lowest address up (V nil).
	Bytes []byte
	// Inner are the truncations and shifts of V that only the run reads:
	// they are not selected either.
	Inner []value.Value
}

// Last is the store of the run that is selected: its last in code order.
func (r *ByteRun) Last() *ir.InstStore { return r.Stores[len(r.Stores)-1] }

// Lowest is the store of the run to the lowest address.
func (r *ByteRun) Lowest() *ir.InstStore { return r.ByOffset[0] }

// ByteStoreRuns lists the runs of block b: a value's bytes, each stored
// once, at n consecutive offsets (n = 2, 4 or 8, v at least 8n bits
// wide), in big-endian or little-endian order; or constant bytes, two or
// more, at consecutive distinct offsets in any order. uses counts the
// reads of each value (UseCounts); offset is Func.ConstOffset; skip
// keeps a store out of every run (a selector's own folding of it).
func ByteStoreRuns(b *ir.Block, uses func(value.Value) int, offset func(value.Value) (value.Value, int64, bool),
	skip func(*ir.InstStore) bool) []*ByteRun {
	inBlock := make(map[value.Value]bool, len(b.Insts))
	for _, in := range b.Insts {
		if v, ok := in.(value.Value); ok {
			inBlock[v] = true
		}
	}
	// only reports whether v is an instruction of b that one instruction
	// reads.
	only := func(v value.Value) bool { return inBlock[v] && uses(v) == 1 }
	type leaf struct {
		st    *ir.InstStore
		v     value.Value // nil for a constant
		shift int64       // or the constant
		root  value.Value
		off   int64
		inner []value.Value
	}
	// byteOf is st as a leaf, if it stores a byte of a wider value or a
	// constant byte.
	byteOf := func(st *ir.InstStore) (leaf, bool) {
		if st.Volatile || st.Atomic || intTypeBits(st.Src.Type()) != 8 || skip != nil && skip(st) {
			return leaf{}, false
		}
		if c, ok := st.Src.(*constant.Int); ok {
			r, off, ok := offset(st.Dst)
			return leaf{st: st, shift: IntValue(c) & 0xff, root: r, off: off}, ok
		}
		tr, ok := st.Src.(*ir.InstTrunc)
		if !ok || !only(tr) {
			return leaf{}, false
		}
		lf := leaf{st: st, v: tr.From, inner: []value.Value{tr}}
		if sh, ok := tr.From.(*ir.InstLShr); ok && only(sh) {
			c, isConst := sh.Y.(*constant.Int)
			if !isConst {
				return leaf{}, false
			}
			lf.v, lf.shift = sh.X, IntValue(c)
			lf.inner = append(lf.inner, sh)
		}
		if w := intTypeBits(lf.v.Type()); w != 16 && w != 32 && w != 64 {
			return leaf{}, false
		}
		r, off, ok := offset(st.Dst)
		if !ok {
			return leaf{}, false
		}
		lf.root, lf.off = r, off
		return lf, true
	}
	var runs []*ByteRun
	stores := func(run []leaf) []*ir.InstStore {
		out := make([]*ir.InstStore, len(run))
		for k, lf := range run {
			out[k] = lf.st
		}
		return out
	}
	// byOffset orders the stores of a run whose offsets are distinct.
	byOffset := func(run []leaf) []leaf {
		out := append([]leaf(nil), run...)
		sort.Slice(out, func(i, j int) bool { return out[i].off < out[j].off })
		return out
	}
	// constRun is a run of constant bytes if their offsets are
	// consecutive.
	constRun := func(run []leaf) {
		if len(run) < 2 {
			return
		}
		byOff := byOffset(run)
		img := make([]byte, len(byOff))
		for k, lf := range byOff {
			if k > 0 && lf.off != byOff[k-1].off+1 {
				return
			}
			img[k] = byte(lf.shift)
		}
		runs = append(runs, &ByteRun{Stores: stores(run), ByOffset: stores(byOff), Bytes: img})
	}
	var run []leaf
	flush := func() {
		defer func() { run = run[:0] }()
		n := len(run)
		if n == 0 {
			return
		}
		if run[0].v == nil {
			constRun(run)
			return
		}
		if n != 2 && n != 4 && n != 8 || intTypeBits(run[0].v.Type()) < 8*n {
			return
		}
		lo := int64(math.MaxInt64)
		for _, lf := range run {
			if lf.off < lo {
				lo = lf.off
			}
		}
		var seen uint
		be, le := true, true
		for _, lf := range run {
			d := lf.off - lo
			if d >= int64(n) || seen&(1<<uint(d)) != 0 {
				return
			}
			seen |= 1 << uint(d)
			be = be && lf.shift == 8*(int64(n)-1-d)
			le = le && lf.shift == 8*d
		}
		if !be && !le {
			return
		}
		r := &ByteRun{Stores: stores(run), ByOffset: stores(byOffset(run)), V: run[0].v, Swap: be}
		for _, lf := range run {
			r.Inner = append(r.Inner, lf.inner...)
		}
		runs = append(runs, r)
	}
	for _, in := range b.Insts {
		st, isStore := in.(*ir.InstStore)
		if isStore {
			if lf, ok := byteOf(st); ok {
				if len(run) > 0 && (lf.v != run[0].v || lf.root != run[0].root) {
					flush()
				}
				run = append(run, lf)
				continue
			}
		}
		_, isLoad := in.(*ir.InstLoad)
		if isStore || isLoad || MayWriteMemory(in) {
			flush()
		}
	}
	flush()
	return runs
}

// MayWriteMemory reports whether a loaded value may differ after in from
// before it: in writes memory (a store, a call other than debug
// information, an atomic operation, a fence, va_arg) or is a volatile or
// atomic access, which memory accesses must not cross.
func MayWriteMemory(in ir.Instruction) bool {
	switch in := in.(type) {
	case *ir.InstStore, *ir.InstAtomicRMW, *ir.InstCmpXchg, *ir.InstFence, *ir.InstVAArg:
		return true
	case *ir.InstLoad:
		return in.Volatile || in.Atomic
	case *ir.InstCall:
		return !IsDbgIntrinsic(in)
	}
	return false
}

// intTypeBits is the width of integer type t, 0 for other types.
func intTypeBits(t types.Type) int {
	if t, ok := t.(*types.IntType); ok {
		return int(t.BitSize)
	}
	return 0
}
