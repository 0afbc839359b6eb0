package lower

import "github.com/ssara-project/ssara/mir"

// readers lists, for every virtual register of a function, where it is
// read: a block with an instruction that reads it, or, for a phi's
// operand, the predecessor it flows from (edge). The liveness of SSA
// values walks back from these (NewLiveness, sinkLiveness). The reads are
// counted, then filled, into one array: two walks of the function and no
// slice per register.
type readers struct {
	off []int32 // by dense index: reads[off[i]:off[i+1]] are register i's
	rd  []regRead
}

// regRead is one place a register is read.
type regRead struct {
	b    *mir.Block
	edge bool // b ends with the register's copy into a successor's phi
}

// newReaders gathers f's reads that keep accepts, in block and
// instruction order (keep is called twice for each read).
func newReaders(f *mir.Func, keep func(r mir.Reg, b *mir.Block, edge bool) bool) *readers {
	n := len(f.Classes)
	rs := &readers{off: make([]int32, n+1)}
	each := func(add func(r mir.Reg, b *mir.Block, edge bool)) {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in.Op == mir.OpPhi {
					for k, u := range in.Uses {
						if k < len(b.Preds) && u.IsVirtual() && keep(u, b.Preds[k], true) {
							add(u, b.Preds[k], true)
						}
					}
					continue
				}
				for _, u := range in.Uses {
					if u.IsVirtual() && keep(u, b, false) {
						add(u, b, false)
					}
				}
			}
		}
	}
	each(func(r mir.Reg, _ *mir.Block, _ bool) { rs.off[r-mir.FirstVirtual+1]++ })
	for i := 0; i < n; i++ {
		rs.off[i+1] += rs.off[i]
	}
	rs.rd = make([]regRead, rs.off[n])
	pos := append([]int32(nil), rs.off[:n]...)
	each(func(r mir.Reg, b *mir.Block, edge bool) {
		rs.rd[pos[r-mir.FirstVirtual]] = regRead{b, edge}
		pos[r-mir.FirstVirtual]++
	})
	return rs
}

// of lists r's reads.
func (rs *readers) of(r mir.Reg) []regRead {
	i := r - mir.FirstVirtual
	return rs.rd[rs.off[i]:rs.off[i+1]]
}
