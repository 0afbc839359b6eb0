package x86

import (
	"github.com/llir/llvm/ir"
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
// planByteLoads takes the trees lower.Func.ByteLoadTrees finds: the or
// is selected as one load (byteLoadsOf), and the rest of the tree is not
// selected at all.

// byteLoads is one tree of byte loads that an or combines
// (lower.ByteLoadTree).
type byteLoads struct {
	first *ir.InstLoad // the load of the lowest address
	n     int          // bytes: 2, 4 or 8
	swap  bool         // the byte at the lowest address is the most significant
}

// planByteLoads records in out the trees of block b (trees is
// lower.Func.ByteLoadTrees) whose root is an or that no other fold takes
// (byteLoads) and the values inside them (combined).
func planByteLoads(b *ir.Block, trees func(*ir.Block, func(*ir.InstOr) bool) []*lower.ByteLoadTree, out *foldPlan) {
	skip := func(o *ir.InstOr) bool { return out.combined[o] || out.rmwOps[o] || out.masks[o] }
	for _, t := range trees(b, skip) {
		out.byteLoads[t.Or] = &byteLoads{first: t.First, n: t.N, swap: t.Swap}
		for _, v := range t.Inner {
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
