package lower

import (
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// An offset phi is a pointer phi Q that is, on every edge into its
// block, another phi P of the block plus one constant number of bytes C:
// Q's argument from each predecessor is P's argument from it, or the same
// address, offset by C through getelementptrs of constant indices. An
// interpreter's fetch is the case (Lua's luaV_execute): clang merges
// every handler's `i = *(pc++)` into one dispatch block, so each handler
// passes pc and pc+4 to two phis there, and the dispatch loads through
// the first. Both are live on every edge, in two registers, and the
// incremented one needs a move into the register of the phi it feeds.
// Lowered as P + C in its block instead, Q is computed after the load
// (SinkPastLastUse) in P's register, and the handlers compute nothing.
// llc gets there by duplicating the dispatch block into the handlers.
type offsetPhi struct {
	base *ir.InstPhi
	off  int64
}

// An address phi is a pointer phi whose argument on every edge is one
// address R plus one constant C (getelementptrs of constant indices and
// pointer bitcasts), R defined outside the phi's block. clang leaves such
// phis where the blocks before a join each compute &s->field again
// (bzip2's add_pair_to_block: four switch cases pass &s->block and
// &s->nblock to the join). Lowered as a phi, each predecessor made the
// address in a register and the phi held it through the join block, a
// register beside R; lowered as R + C, it is an address expression that
// the loads and stores through it fold ("64(%rsi)", as llc-14 selects),
// or, where it has other uses, one instruction at the phi.
type addrPhi struct {
	root value.Value
	off  int64
}

// findAddrPhis finds the address phis of the blocks in order (those not
// demoted: their phis live in memory).
func (l *Func) findAddrPhis(order []*ir.Block) map[*ir.InstPhi]addrPhi {
	var found map[*ir.InstPhi]addrPhi
	var defBlock map[value.Value]*ir.Block
	for _, b := range order {
		if l.demoted[b] {
			continue
		}
		eachPointerPhi(b, func(q *ir.InstPhi) {
			root, off, ok := l.ConstOffset(q.Incs[0].X)
			if !ok {
				return
			}
			for _, inc := range q.Incs[1:] {
				r, o, rok := l.ConstOffset(inc.X)
				ok = ok && rok && r == root && o == off
			}
			if !ok {
				return
			}
			// R must dominate the block: a parameter, or defined in a
			// reachable block other than this one (the IR's dominance
			// rule then gives the rest).
			if _, param := root.(*ir.Param); !param {
				if defBlock == nil {
					defBlock = map[value.Value]*ir.Block{}
					for _, ob := range order {
						for _, oi := range ob.Insts {
							if v, ok := oi.(value.Value); ok {
								defBlock[v] = ob
							}
						}
					}
				}
				if db := defBlock[root]; db == nil || db == b {
					return
				}
			}
			if found == nil {
				found = map[*ir.InstPhi]addrPhi{}
			}
			found[q] = addrPhi{root: root, off: off}
		})
	}
	return found
}

// eachPointerPhi calls fn with each phi of b (they lead the block) whose
// value is a pointer and which has arguments.
func eachPointerPhi(b *ir.Block, fn func(q *ir.InstPhi)) {
	for _, in := range b.Insts {
		q, ok := in.(*ir.InstPhi)
		if !ok {
			return
		}
		if _, ok := q.Typ.(*types.PointerType); ok && len(q.Incs) > 0 {
			fn(q)
		}
	}
}

// findOffsetPhis finds the offset phis of the blocks in order (those not
// demoted: their phis live in memory, nor address phis). P comes before Q
// in its block.
func (l *Func) findOffsetPhis(order []*ir.Block) map[*ir.InstPhi]offsetPhi {
	var found map[*ir.InstPhi]offsetPhi
	for _, b := range order {
		if l.demoted[b] {
			continue
		}
		// The earlier pointer phis by the address their first argument
		// is an offset of.
		var byRoot map[value.Value][]*ir.InstPhi
		eachPointerPhi(b, func(q *ir.InstPhi) {
			if _, ok := l.addrPhis[q]; ok {
				return
			}
			root, _, ok := l.ConstOffset(q.Incs[0].X)
			if !ok {
				return
			}
			for _, p := range byRoot[root] {
				if off, ok := l.phiOffset(p, q); ok && off != 0 {
					if found == nil {
						found = map[*ir.InstPhi]offsetPhi{}
					}
					found[q] = offsetPhi{base: p, off: off}
					break
				}
			}
			if byRoot == nil {
				byRoot = map[value.Value][]*ir.InstPhi{}
			}
			byRoot[root] = append(byRoot[root], q)
		})
	}
	return found
}

// phiOffset reports whether q's argument is p's plus one constant on
// every edge, and the constant.
func (l *Func) phiOffset(p, q *ir.InstPhi) (int64, bool) {
	if len(p.Incs) != len(q.Incs) {
		return 0, false
	}
	var off int64
	for i, qi := range q.Incs {
		pi := p.Incs[i]
		if pi.Pred != qi.Pred {
			// Not in the same order: look the predecessor up.
			pi = nil
			for _, c := range p.Incs {
				if c.Pred == qi.Pred {
					pi = c
					break
				}
			}
			if pi == nil {
				return 0, false
			}
		}
		rq, oq, ok := l.ConstOffset(qi.X)
		if !ok {
			return 0, false
		}
		rp, op, ok := l.ConstOffset(pi.X)
		if !ok || rp != rq {
			return 0, false
		}
		d := oq - op
		if l.Layout.PtrSize() == 4 {
			d = int64(int32(d)) // addresses wrap at 32 bits
		}
		if i > 0 && d != off {
			return 0, false
		}
		off = d
	}
	return off, true
}

// ConstOffset is v as an address and a constant number of bytes it is
// from, through getelementptrs with constant indices and bitcasts of
// pointers; ok is false for constants (an offset phi's constant arguments
// are made in the predecessors): AddrRoot, unless the root is a constant.
func (l *Func) ConstOffset(v value.Value) (root value.Value, off int64, ok bool) {
	root, off, ok = l.AddrRoot(v)
	if _, isConst := root.(constant.Constant); !ok || isConst {
		return nil, 0, false
	}
	return root, off, true
}

// constIndices is the byte offset of a getelementptr's indices over
// elem (Layout.GEPOffset), when they are all constant.
func (l *Func) constIndices(elem types.Type, indices []value.Value) (int64, bool) {
	ks := make([]int64, len(indices))
	for i, idx := range indices {
		c, ok := idx.(*constant.Int)
		if !ok {
			return 0, false
		}
		ks[i] = IntValue(c)
	}
	off, _, err := l.Layout.GEPOffset(elem, ks)
	return off, err == nil
}

// IndexKey is AddrKey's key for an address whose getelementptr has one
// variable index: the root of its source, the value the index adds a
// constant to, how that value is extended to the index (0, or the
// extension instruction's kind) and the index's stride in bytes.
type IndexKey struct {
	Base   value.Value
	X      value.Value
	Ext    int
	Stride int64
}

// Index extensions of IndexKey.Ext.
const (
	indexZExt = 1 + iota
	indexSExt
)

// AddrKey is address v as a key and a constant number of bytes from it:
// two addresses with equal keys are that many bytes apart. The key is
// ConstOffset's root, or, for a getelementptr with one variable index
// (IndexKey), the index taken apart into a value x and a constant c
// where the extension of the sum is the extension of x plus c: zext of
// an add nuw, sext of an add nsw, an add at least as wide as a pointer
// (its sum wraps as the address does). An interpreter's operand bytes
// a[zext(pc+1)] and a[zext(pc+2)] (add nuw nsw i32) are one byte apart
// and one byte past its opcode a[zext(pc)].
func (l *Func) AddrKey(v value.Value) (key interface{}, off int64, ok bool) {
	root, off, ok := l.ConstOffset(v)
	if !ok {
		return nil, 0, false
	}
	g, isGEP := root.(*ir.InstGetElementPtr)
	if !isGEP {
		return root, off, true
	}
	k := -1
	for i, idx := range g.Indices {
		if _, isConst := idx.(*constant.Int); !isConst {
			if k >= 0 {
				return root, off, true
			}
			k = i
		}
	}
	if k < 0 {
		return root, off, true
	}
	it, isInt := g.Indices[k].Type().(*types.IntType)
	if !isInt || int64(it.BitSize) < 8*l.Layout.PtrSize() {
		// A narrower index is sign-extended first (not taken apart); a
		// wider one is truncated to the address's width, which keeps
		// the sums below.
		return root, off, true
	}
	x, c, ext := g.Indices[k], int64(0), 0
	add := func(v value.Value, wraps bool, flag enum.OverflowFlag) {
		a, isAdd := v.(*ir.InstAdd)
		if !isAdd {
			return
		}
		kc, isConst := a.Y.(*constant.Int)
		if !isConst || !wraps && !slices.Contains(a.OverflowFlags, flag) {
			return
		}
		x, c = a.X, IntValue(kc)
		if flag == enum.OverflowFlagNUW && !wraps {
			// nuw: the constant as an unsigned number.
			if b := kc.Typ.BitSize; b < 64 {
				c &= int64(uint64(1)<<b - 1)
			}
		}
	}
	switch e := x.(type) {
	case *ir.InstZExt:
		x, ext = e.From, indexZExt
		add(x, false, enum.OverflowFlagNUW)
	case *ir.InstSExt:
		x, ext = e.From, indexSExt
		add(x, false, enum.OverflowFlagNSW)
	default:
		add(x, true, 0)
	}
	ks := make([]int64, len(g.Indices))
	for i, idx := range g.Indices {
		if i != k {
			ks[i] = IntValue(idx.(*constant.Int))
		}
	}
	ks[k] = c
	at, _, err := l.Layout.GEPOffset(g.ElemType, ks)
	if err != nil {
		return root, off, true
	}
	ks[k] = c + 1
	next, _, err := l.Layout.GEPOffset(g.ElemType, ks)
	if err != nil {
		return root, off, true
	}
	base, boff, ok := l.AddrRoot(g.Src)
	if !ok {
		return root, off, true
	}
	return IndexKey{Base: base, X: x, Ext: ext, Stride: next - at}, off + boff + at, true
}
