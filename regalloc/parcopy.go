package regalloc

import "github.com/ssara-project/ssara/mir"

// ParMove is one transfer of a parallel copy: Dst receives what Src held
// before any transfer of the same parallel copy.
type ParMove struct {
	Dst, Src mir.Loc
	Class    mir.Class
}

// SequentializeParallelCopy turns a parallel copy into Moves and Swaps by
// Pereira's SSA-deconstruction algorithm (section 4.6): safe copies first,
// as long as one exists (a copy is safe when no pending transfer still
// reads its destination), then swaps for the cycles that remain. Among safe
// copies stores come first, then register moves, then loads, which gives
// the order of the paper's Fig. 7. A cycle through a spill slot is broken
// through tmp, a location the caller provides (a free slot), since swaps
// exist only between registers.
func SequentializeParallelCopy(moves []ParMove, tmp func(mir.Class) mir.Loc) []*mir.Instr {
	var pending []ParMove
	for _, m := range moves {
		if m.Dst != m.Src {
			pending = append(pending, m)
		}
	}
	var out []*mir.Instr
	emit := func(op mir.Op, dst, src mir.Loc, c mir.Class) {
		out = append(out, mir.NewTransfer(op, dst, src, c, "phi"))
	}
	readBy := func(l mir.Loc, except int) bool {
		for i, m := range pending {
			if i != except && m.Src == l {
				return true
			}
		}
		return false
	}
	rank := func(m ParMove) int {
		switch {
		case m.Dst.IsSlot() && m.Src.IsReg():
			return 0 // store
		case m.Dst.IsReg() && m.Src.IsReg():
			return 1 // move
		}
		return 2 // load, or slot to slot
	}
	for len(pending) > 0 {
		best := -1
		for i, m := range pending {
			if readBy(m.Dst, i) {
				continue
			}
			if best < 0 || rank(m) < rank(pending[best]) {
				best = i
			}
		}
		if best >= 0 {
			m := pending[best]
			emit(mir.OpMove, m.Dst, m.Src, m.Class)
			pending = append(pending[:best], pending[best+1:]...)
			continue
		}
		// Every pending destination is still read: the rest are cycles.
		// Follow one cycle from pending[0]: d0 <- s0, and s0 is itself a
		// destination of the transfer that reads its source next.
		pick := 0
		for i, p := range pending {
			if p.Dst.IsReg() && p.Src.IsReg() {
				pick = i
				break
			}
		}
		m := pending[pick]
		if m.Dst.IsReg() && m.Src.IsReg() {
			// Swap: Dst gets its value; Src now holds Dst's old value,
			// which the transfer reading Dst must read from Src instead.
			emit(mir.OpSwap, m.Dst, m.Src, m.Class)
			pending = append(pending[:pick], pending[pick+1:]...)
			for i := range pending {
				if pending[i].Src == m.Dst {
					pending[i].Src = m.Src
				}
			}
			// A transfer may now be Src <- Src: drop it.
			k := 0
			for _, p := range pending {
				if p.Dst != p.Src {
					pending[k] = p
					k++
				}
			}
			pending = pending[:k]
			continue
		}
		// A cycle through memory: save Dst's old value in tmp. That value
		// is of the class of the transfers that read it, which may not be
		// m's when slots are shared between classes.
		c := m.Class
		for _, p := range pending {
			if p.Src == m.Dst {
				c = p.Class
				break
			}
		}
		t := tmp(c)
		emit(mir.OpMove, t, m.Dst, c)
		for i := range pending {
			if pending[i].Src == m.Dst {
				pending[i].Src = t
			}
		}
	}
	return out
}
