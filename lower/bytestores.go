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
// with nothing among them that may read or write those bytes. The run's
// bytes may all be stored where its last store stands.
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
// once, at n consecutive offsets from one root (AddrRoot: a global, an
// alloca or another pointer), n = 2, 4 or 8 and v at least 8n bits wide,
// in big-endian or little-endian order (a run ends once it has all of
// v's bytes); or constant bytes, two or more, at consecutive distinct
// offsets in any order. Between a run's stores may stand loads and
// stores that cannot touch its bytes (another object, or other offsets
// of its root), which the run's stores may then pass: clang -O1 leaves
// an assembler's count field stored after each byte it writes. skip
// keeps a store out of every run (a selector's own folding of it).
func (l *Func) ByteStoreRuns(b *ir.Block, skip func(*ir.InstStore) bool) []*ByteRun {
	uses, offset := l.UseCount, l.AddrRoot
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
	// constRun splits a run of constant bytes into its stretches of
	// consecutive offsets, each a run if it has two bytes or more (each
	// stored where its own last store stands); a byte stored twice
	// makes none.
	constRun := func(run []leaf) {
		byOff := byOffset(run)
		for k := 1; k < len(byOff); k++ {
			if byOff[k].off == byOff[k-1].off {
				return
			}
		}
		for i := 0; i < len(byOff); {
			j := i + 1
			for j < len(byOff) && byOff[j].off == byOff[j-1].off+1 {
				j++
			}
			if j-i >= 2 {
				seg := byOff[i:j]
				img := make([]byte, len(seg))
				in := map[*ir.InstStore]bool{}
				for k, lf := range seg {
					img[k] = byte(lf.shift)
					in[lf.st] = true
				}
				var code []leaf // the stretch's leaves in code order
				for _, lf := range run {
					if in[lf.st] {
						code = append(code, lf)
					}
				}
				runs = append(runs, &ByteRun{Stores: stores(code), ByOffset: stores(seg), Bytes: img})
			}
			i = j
		}
	}
	var run []leaf
	var runLo, runHi int64 // the bytes the run writes from its root
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
				if len(run) == 0 || lf.off < runLo {
					runLo = lf.off
				}
				if len(run) == 0 || lf.off+1 > runHi {
					runHi = lf.off + 1
				}
				run = append(run, lf)
				if lf.v != nil && len(run) == intTypeBits(lf.v.Type())/8 {
					flush() // all the value's bytes: a run of its own
				}
				continue
			}
		}
		_, isLoad := in.(*ir.InstLoad)
		if (isStore || isLoad) && len(run) > 0 && l.apart(in, run[0].root, run[0].st.Dst, runLo, runHi) {
			continue
		}
		if isStore || isLoad || MayWriteMemory(in) {
			flush()
		}
	}
	flush()
	return runs
}

// apart reports whether load or store in, neither volatile nor atomic,
// touches none of the bytes [lo, hi) from root that a run's store to
// addr writes: in's address is at other offsets of the same root, or in
// another object (BaseObject).
func (l *Func) apart(in ir.Instruction, root, addr value.Value, lo, hi int64) bool {
	var p value.Value
	var t types.Type
	switch in := in.(type) {
	case *ir.InstLoad:
		if in.Volatile || in.Atomic {
			return false
		}
		p, t = in.Src, in.ElemType
	case *ir.InstStore:
		if in.Volatile || in.Atomic {
			return false
		}
		p, t = in.Dst, in.Src.Type()
	default:
		return false
	}
	if r, off, ok := l.AddrRoot(p); ok && r == root {
		size := l.Layout.StoreSize(t)
		return size > 0 && (off+size <= lo || hi <= off)
	}
	a, b := BaseObject(p), BaseObject(addr)
	return a != nil && b != nil && a != b
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
