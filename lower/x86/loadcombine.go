package x86

import (
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Load and store combining (issue 14): an or of bytes loaded from
// consecutive addresses, each shifted to its place, is one load of them
// all, and stores of a value's bytes to consecutive addresses are one
// store. SQLite reads and writes its big-endian page format this way
// (get2byte is p[0]<<8 | p[1], put2byte stores v>>8 and v; get4byte and
// put4byte the same over four bytes); llc's DAG combiner makes each such
// tree one load or store and a byte swap (movzwl and rolw $8, movl and
// bswapl), where selecting the tree as written costs two or four loads
// and as many shifts and ors, or as many stores. Stores of constant
// bytes are merged too (planByteStores).
//
// planByteLoads finds the trees on the IR: an or of type i16, i32 or i64
// whose operands are, through ors, shifts by constants and zero
// extensions that nothing else reads, 2, 4 or 8 loads of one byte each
// (neither volatile nor atomic, read only there), at consecutive offsets
// from one address (lower.Func.ConstOffset), shifted by 8 times their
// place in big-endian or in little-endian order. The loads, the tree's
// inner nodes and the or stand in one block with nothing between the
// first load and the or that may write memory, so the one load may stand
// at the or. The or is then selected as that load (byteLoadsOf), and the
// rest of the tree is not selected at all.

// byteLoads is one tree of byte loads that an or combines.
type byteLoads struct {
	first *ir.InstLoad // the load of the lowest address
	n     int          // bytes: 2, 4 or 8
	swap  bool         // the byte at the lowest address is the most significant
}

// readOnceIn reports whether v is an instruction of the block that pos
// numbers and one instruction reads.
func readOnceIn(v value.Value, uses map[value.Value]int, pos map[interface{}]int) bool {
	_, ok := pos[v]
	return ok && uses[v] == 1
}

// planByteLoads records in out the trees of block b whose root is an or
// (byteLoads) and the values inside them (combined). uses and pos are
// foldableLoads'; offset is lower.Func.ConstOffset.
func planByteLoads(b *ir.Block, uses map[value.Value]int, pos map[interface{}]int,
	offset func(value.Value) (value.Value, int64, bool), out *foldPlan) {
	only := func(v value.Value) bool { return readOnceIn(v, uses, pos) }
	type leaf struct {
		ld    *ir.InstLoad
		shift int64
	}
	// Roots are looked for last to first, so that a tree's inner ors are
	// taken by the whole tree before they are tried as roots.
	for i := len(b.Insts) - 1; i >= 0; i-- {
		o, ok := b.Insts[i].(*ir.InstOr)
		if !ok || out.combined[o] || out.rmwOps[o] || out.masks[o] {
			continue
		}
		bits := intBits(o.Typ)
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
				shift = lower.IntValue(c)
				inner = append(inner, s)
				v = s.X
			}
			z, isZExt := v.(*ir.InstZExt)
			if !isZExt || !only(z) {
				ok = false
				return
			}
			ld, isLoad := z.From.(*ir.InstLoad)
			if !isLoad || !only(ld) || ld.Volatile || ld.Atomic || intBits(ld.ElemType) != 8 {
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
		var root value.Value
		offs := make([]int64, n)
		lo, first := int64(math.MaxInt64), 0
		for k, lf := range leaves {
			r, off, isOff := offset(lf.ld.Src)
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
		if !ok || !be && !le || !clearBetween(b.Insts, earliest, i) {
			continue
		}
		out.byteLoads[o] = &byteLoads{first: leaves[first].ld, n: n, swap: be}
		for _, v := range inner {
			out.combined[v] = true
		}
	}
}

// byteStores is a run of byte stores that one store replaces: the bytes
// of v at consecutive addresses, in big-endian or little-endian order
// (SQLite's put2byte and put4byte).
type byteStores struct {
	first *ir.InstStore // the store to the lowest address
	v     value.Value   // nil for constant bytes
	n     int           // bytes: 2, 4 or 8 (1 too for constant bytes)
	swap  bool          // the most significant byte goes to the lowest address
	imm   int64         // the constant bytes, the lowest address's lowest
}

// planByteStores records in out the runs of block b's byte stores
// (lower.ByteStoreRuns; read-modify-write stores are not in them): the
// last store of a run is selected as one store of its value,
// byte-swapped for big-endian order, or as stores of its constant bytes
// in pieces of 8, 4, 2 and 1 bytes from the lowest address up where
// those are fewer stores (byteStoresOf), and the others and their
// truncations and shifts are not selected (combined).
func planByteStores(b *ir.Block, byteRuns func(*ir.Block, func(*ir.InstStore) bool) []*lower.ByteRun, out *foldPlan) {
	skip := func(st *ir.InstStore) bool { return out.rmw[st] != nil || out.rmwPtr[st] != nil }
	for _, r := range byteRuns(b, skip) {
		var parts []*byteStores
		if r.V != nil {
			parts = []*byteStores{{first: r.Lowest(), v: r.V, n: len(r.Stores), swap: r.Swap}}
		} else {
			parts = constPieces(r)
			if len(parts) == len(r.Stores) {
				continue // no fewer stores
			}
		}
		last := r.Last()
		out.byteStores[last] = parts
		for _, st := range r.Stores {
			if st != last {
				out.combinedStores[st] = true
			}
		}
		for _, v := range r.Inner {
			out.combined[v] = true
		}
	}
}

// constPieces splits a run of constant bytes into stores of 8, 4, 2 and
// 1 bytes, from the lowest address up; each piece's first is the run's
// store of its lowest byte.
func constPieces(r *lower.ByteRun) []*byteStores {
	var parts []*byteStores
	for at := 0; at < len(r.Bytes); {
		size := 1
		for _, w := range []int{8, 4, 2} {
			if at+w <= len(r.Bytes) {
				size = w
				break
			}
		}
		var imm uint64
		for k := 0; k < size; k++ {
			imm |= uint64(r.Bytes[at+k]) << uint(8*k)
		}
		parts = append(parts, &byteStores{first: r.ByOffset[at], n: size, imm: int64(imm)})
		at += size
	}
	return parts
}

// byteStoresOf selects the last store of a run of byte stores
// (planByteStores) as one store of the n bytes, byte-swapped for
// big-endian order.
func (l *fn) byteStoresOf(bs *byteStores) error {
	mem, uses, err := l.address(bs.first.Dst)
	if err != nil {
		return err
	}
	m := *mem
	m.Bits = 8 * bs.n
	if bs.v == nil {
		if bs.n < 8 || bs.imm == int64(int32(bs.imm)) {
			m.Imm = bs.imm
			if bs.n == 4 {
				m.Imm = int64(int32(bs.imm))
			}
			l.emit(isa.StoreImm, nil, uses, &m)
			return nil
		}
		l.emit(isa.Store, nil, append([]mir.Reg{l.movImm(bs.imm, 64)}, uses...), &m)
		return nil
	}
	x, err := l.Reg(bs.v)
	if err != nil {
		return err
	}
	if bs.swap {
		if bs.n == 2 {
			x = l.tied(isa.Shift, x, nil, &isa.Arith{Op: isa.Rol, Bits: 16, Imm: 8})
		} else {
			x = l.tied(isa.Unary, x, nil, &isa.Arith{Op: isa.Bswap, Bits: 8 * bs.n})
		}
	}
	l.emit(isa.Store, nil, append([]mir.Reg{x}, uses...), &m)
	return nil
}

// byteLoadsOf selects the or o of a tree of byte loads (planByteLoads) as
// one load of the n bytes, byte-swapped for big-endian order.
func (l *fn) byteLoadsOf(o *ir.InstOr, bl *byteLoads) error {
	mem, uses, err := l.address(bl.first.Src)
	if err != nil {
		return err
	}
	m := *mem
	m.Bits = 8 * bl.n
	d := l.newGPR()
	l.emit(isa.Load, []mir.Reg{d}, append([]mir.Reg(nil), uses...), &m)
	if bl.swap {
		if bl.n == 2 {
			d = l.tied(isa.Shift, d, nil, &isa.Arith{Op: isa.Rol, Bits: 16, Imm: 8})
		} else {
			d = l.tied(isa.Unary, d, nil, &isa.Arith{Op: isa.Bswap, Bits: 8 * bl.n})
		}
	}
	l.Def(o, d)
	return nil
}

// preemptByteLoads selects the instructions of combined byte loads and
// stores: the root as one load, the last store as one store, the rest
// not at all (nothing else reads them).
func (l *fn) preemptByteLoads(in ir.Instruction) (bool, error) {
	p := l.plan()
	if len(p.byteLoads) == 0 && len(p.byteStores) == 0 {
		return false, nil
	}
	if st, ok := in.(*ir.InstStore); ok {
		if p.combinedStores[st] {
			return true, nil
		}
		if parts := p.byteStores[st]; parts != nil {
			for _, bs := range parts {
				if err := l.byteStoresOf(bs); err != nil {
					return true, err
				}
			}
			return true, nil
		}
		return false, nil
	}
	v, ok := in.(value.Value)
	if !ok {
		return false, nil
	}
	if p.combined[v] {
		return true, nil
	}
	if o, ok := in.(*ir.InstOr); ok {
		if bl := p.byteLoads[o]; bl != nil {
			return true, l.byteLoadsOf(o, bl)
		}
	}
	return false, nil
}
