package lower

import (
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// Load combining (issue 14): an or of bytes loaded from consecutive
// addresses, each shifted to its place, is one load of them all. SQLite
// reads its big-endian page format this way (get2byte is p[0]<<8 | p[1],
// get4byte the same over four bytes) and an interpreter its little-endian
// operands (vm.O2: a[pc+1] | a[pc+2]<<8 | ...); llc's DAG combiner makes
// each such tree one load (and a byte swap where the order is not the
// target's), where selecting the tree as written costs two to eight
// loads and as many shifts and ors.

// ByteLoadTree is one such tree: its root Or, of type i16, i32 or i64,
// whose operands are, through ors, shifts by constants and zero
// extensions that nothing else reads, N (2, 4 or 8) loads of one byte
// each (neither volatile nor atomic, read only there) at consecutive
// addresses (AddrKey), shifted by 8 times their place in big-endian
// (Swap) or little-endian order. The loads, the inner nodes and the or
// stand in one block with nothing between the first load and the or that
// may write memory, so that the one load may stand at the or.
type ByteLoadTree struct {
	Or    *ir.InstOr
	First *ir.InstLoad // the load of the lowest address
	N     int
	Swap  bool          // the byte at the lowest address is the most significant
	Inner []value.Value // the tree's other values: ors, shifts, extensions, loads
}

// ByteLoadTrees lists block b's trees, roots from last to first (an
// inner or of a tree found is no root); skip says which ors a target
// selects otherwise and may not be roots.
func (l *Func) ByteLoadTrees(b *ir.Block, skip func(*ir.InstOr) bool) []*ByteLoadTree {
	pos := make(map[value.Value]int, len(b.Insts))
	for i, in := range b.Insts {
		if v, ok := in.(value.Value); ok {
			pos[v] = i
		}
	}
	only := func(v value.Value) bool {
		_, in := pos[v]
		return in && l.UseCount(v) == 1
	}
	taken := map[value.Value]bool{} // the inner values of the trees found
	var trees []*ByteLoadTree
	type leaf struct {
		ld    *ir.InstLoad
		shift int64
	}
	// Roots are looked for last to first, so that a tree's inner ors are
	// taken by the whole tree before they are tried as roots.
	for i := len(b.Insts) - 1; i >= 0; i-- {
		o, ok := b.Insts[i].(*ir.InstOr)
		if !ok || taken[o] || skip != nil && skip(o) {
			continue
		}
		bits := intTypeBits(o.Typ)
		if bits != 16 && bits != 32 && bits != 64 {
			continue
		}
		var leaves []leaf
		var inner []value.Value
		ok = true
		var walk func(v value.Value)
		walk = func(v value.Value) {
			if !ok {
				return
			}
			if x, isOr := v.(*ir.InstOr); isOr && (x == o || only(x)) {
				if x != o {
					inner = append(inner, x)
				}
				walk(x.X)
				walk(x.Y)
				return
			}
			if len(leaves) == 8 {
				ok = false
				return
			}
			var shift int64
			if s, isShl := v.(*ir.InstShl); isShl && only(s) {
				c, isConst := s.Y.(*constant.Int)
				if !isConst {
					ok = false
					return
				}
				shift = IntValue(c)
				inner = append(inner, s)
				v = s.X
			}
			z, isZExt := v.(*ir.InstZExt)
			if !isZExt || !only(z) {
				ok = false
				return
			}
			ld, isLoad := z.From.(*ir.InstLoad)
			if !isLoad || !only(ld) || ld.Volatile || ld.Atomic || intTypeBits(ld.ElemType) != 8 {
				ok = false
				return
			}
			inner = append(inner, z, ld)
			leaves = append(leaves, leaf{ld, shift})
		}
		walk(o)
		n := len(leaves)
		if !ok || (n != 2 && n != 4 && n != 8) || bits < 8*n {
			continue
		}
		var root interface{}
		offs := make([]int64, n)
		lo, first := int64(math.MaxInt64), 0
		for k, lf := range leaves {
			r, off, isOff := l.AddrKey(lf.ld.Src)
			if !isOff || k > 0 && r != root {
				ok = false
				break
			}
			root, offs[k] = r, off
			if off < lo {
				lo, first = off, k
			}
		}
		if !ok {
			continue
		}
		var seen uint
		be, le := true, true
		earliest := i
		for k, lf := range leaves {
			d := offs[k] - lo
			if d >= int64(n) || seen&(1<<uint(d)) != 0 {
				ok = false
				break
			}
			seen |= 1 << uint(d)
			be = be && lf.shift == 8*(int64(n)-1-d)
			le = le && lf.shift == 8*d
			earliest = min(earliest, pos[lf.ld])
		}
		if !ok || !be && !le {
			continue
		}
		for _, x := range b.Insts[earliest+1 : i] {
			if MayWriteMemory(x) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		trees = append(trees, &ByteLoadTree{Or: o, First: leaves[first].ld, N: n, Swap: be, Inner: inner})
		for _, v := range inner {
			taken[v] = true
		}
	}
	return trees
}
