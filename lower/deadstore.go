package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Dead stores (llc-14's DAG combiner drops them within a block): a store
// is dead when a later store of its block writes every byte it wrote and
// nothing between them may read those bytes. clang -O1 leaves such
// stores where an inlined function updates a field again and again (an
// assembler's "count" field after each byte it emits: 220 stores in
// vm.O1's main, each overwritten before anything reads it).
//
// DeadStores finds them by a backward walk over each block, keeping the
// byte ranges that later stores write, by the address they are written
// through: a root (a global, an alloca, or any other pointer value) and
// a constant offset from it (getelementptrs with constant indices and
// bitcasts, constant expressions included). A store whose range lies in
// a kept range of its root is dead. A later store only keeps its range
// when it writes every byte of it: an integer, a float, a pointer or a
// vector, not an aggregate (whose padding it does not write). What may
// read memory forgets ranges: a load forgets those of its root that it
// overlaps, and every range of a root that is neither a global nor an
// alloca (such a pointer may point anywhere); a load through an unknown
// pointer, a call (but for the debug intrinsics), an atomic operation, a
// fence, a volatile store and va_arg forget all. Volatile and atomic
// stores are never dead.

// storeRange is the bytes [lo, hi) that a store writes from a root.
type storeRange struct{ lo, hi int64 }

// DeadStores lists the dead stores of the function's blocks.
func (l *Func) DeadStores() map[*ir.InstStore]bool {
	dead := map[*ir.InstStore]bool{}
	for _, b := range l.IR.Blocks {
		l.deadStoresIn(b, dead)
	}
	return dead
}

// DeadStore reports whether DeadStores lists in (found for the whole
// function when a selector first asks).
func (l *Func) DeadStore(in *ir.InstStore) bool {
	if l.deadStores == nil {
		l.deadStores = l.DeadStores()
	}
	return l.deadStores[in]
}

// UseCount is the number of reads of v in the function (UseCounts).
func (l *Func) UseCount(v value.Value) int { return l.indexUses[v] }

func (l *Func) deadStoresIn(b *ir.Block, dead map[*ir.InstStore]bool) {
	kept := map[value.Value][]storeRange{}
	forget := func(keep func(root value.Value, r storeRange) bool) {
		for root, rs := range kept {
			n := 0
			for _, r := range rs {
				if keep(root, r) {
					rs[n] = r
					n++
				}
			}
			if n == 0 {
				delete(kept, root)
			} else {
				kept[root] = rs[:n]
			}
		}
	}
	for i := len(b.Insts) - 1; i >= 0; i-- {
		switch in := b.Insts[i].(type) {
		case *ir.InstStore:
			if in.Volatile || in.Atomic {
				kept = map[value.Value][]storeRange{}
				continue
			}
			root, off, ok := l.AddrRoot(in.Dst)
			size := l.Layout.StoreSize(in.Src.Type())
			if !ok || size <= 0 {
				continue
			}
			for _, r := range kept[root] {
				if r.lo <= off && off+size <= r.hi {
					dead[in] = true
					break
				}
			}
			if !dead[in] && wholeStore(in.Src.Type()) {
				kept[root] = append(kept[root], storeRange{off, off + size})
			}
		case *ir.InstLoad:
			root, off, ok := l.AddrRoot(in.Src)
			if !ok || in.Volatile || in.Atomic {
				kept = map[value.Value][]storeRange{}
				continue
			}
			hi := off + l.Layout.StoreSize(in.ElemType)
			forget(func(r value.Value, s storeRange) bool {
				if r == root {
					return s.hi <= off || hi <= s.lo
				}
				return distinctObject(r) && distinctObject(root)
			})
		case *ir.InstCall:
			if !IsDbgIntrinsic(in) {
				kept = map[value.Value][]storeRange{}
			}
		case *ir.InstAtomicRMW, *ir.InstCmpXchg, *ir.InstFence, *ir.InstVAArg:
			kept = map[value.Value][]storeRange{}
		}
	}
}

// distinctObject reports whether root is an object of its own (a global
// or an alloca) that no pointer rooted at another such object reaches.
func distinctObject(root value.Value) bool {
	switch root.(type) {
	case *ir.Global, *ir.InstAlloca:
		return true
	}
	return false
}

// BaseObject is the global or alloca that address v points into, through
// getelementptrs with any indices and bitcasts of pointers (a pointer
// based on one object never reaches another's bytes), or nil when v
// comes from anything else (an argument, a load, a phi).
func BaseObject(v value.Value) value.Value {
	for {
		switch x := v.(type) {
		case *ir.InstGetElementPtr:
			v = x.Src
		case *constant.ExprGetElementPtr:
			v = x.Src
		case *ir.InstBitCast:
			if _, ok := x.From.Type().(*types.PointerType); !ok {
				return nil
			}
			v = x.From
		case *constant.ExprBitCast:
			if _, ok := x.From.Type().(*types.PointerType); !ok {
				return nil
			}
			v = x.From
		case *ir.Global, *ir.InstAlloca:
			return x
		default:
			return nil
		}
	}
}

// wholeStore reports whether a store of type t writes every byte of its
// store size.
func wholeStore(t types.Type) bool {
	switch t := t.(type) {
	case *types.IntType:
		return t.BitSize%8 == 0
	case *types.FloatType, *types.PointerType:
		return true
	case *types.VectorType:
		it, ok := t.ElemType.(*types.IntType)
		return !ok || it.BitSize%8 == 0
	}
	return false
}

// AddrRoot is address v as a root and a constant offset from it, through
// getelementptrs with constant indices and bitcasts of pointers, the
// constant expressions too; ok is false for other constants (null, an
// integer cast to a pointer).
func (l *Func) AddrRoot(v value.Value) (root value.Value, off int64, ok bool) {
	for {
		switch x := v.(type) {
		case *ir.InstGetElementPtr:
			o, ok := l.constIndices(x.ElemType, x.Indices)
			if !ok {
				return v, off, true
			}
			off += o
			v = x.Src
		case *constant.ExprGetElementPtr:
			o, ok := l.constIndices(x.ElemType, GEPIndices(x))
			if !ok {
				return nil, 0, false
			}
			off += o
			v = x.Src
		case *ir.InstBitCast:
			if _, ok := x.From.Type().(*types.PointerType); !ok {
				return v, off, true
			}
			v = x.From
		case *constant.ExprBitCast:
			if _, ok := x.From.Type().(*types.PointerType); !ok {
				return nil, 0, false
			}
			v = x.From
		case *ir.Global:
			return x, off, true
		case constant.Constant:
			return nil, 0, false
		default:
			return v, off, true
		}
	}
}
