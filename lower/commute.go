package lower

import "github.com/ssara-project/ssara/mir"

// commuteTied exchanges the operands of a commutative two-address
// operation (mir.Commuter) when that saves a register copy, as llc's
// two-address pass commutes: the instruction selector writes "d = op a,
// b" as "t = copy a; d = op t, b" with d tied to t, and the copy costs a
// move whenever a is still needed after the operation. When a is read
// elsewhere too and b is read only here (its last use), the operation
// becomes "t = copy b; d = op t, a": b's register can become d's, and a
// stays where it is.
//
// The same exchange serves a loop-carried update "d = op a, p" where p
// is a phi that d flows back into and p dies at the operation, even when
// a dies there too: tied to p, d can take p's register and the back edge
// moves nothing (pos += sprintf(...), whose IR adds the call's result to
// the phi). Liveness past the block is looked up for such a p alone
// (deadAfter).
//
// Only a copy in the same block, whose result nothing else reads, is
// rewritten; it moves to just before the operation, so b is defined by
// then. Use counts stand in for liveness: a value read once is dead after
// that read, and so is one defined in the block whose reads are all in
// the block, the operation's the last (an SSE blend's value, read by the
// compare and then by the and, where ssara copied the mask and llc-14
// ands into the value: one vector register fewer); one read twice
// otherwise may be live after it (when it is not, both operands die and
// the exchange costs nothing).
func commuteTied(f *mir.Func, t mir.Target) {
	if _, ok := t.(mir.Commuter); !ok {
		return
	}
	uses := useCounts(f)
	count := func(r mir.Reg) int32 { return uses[r-mir.FirstVirtual] }
	// phiAt maps a phi's destination to its block, phiDef to the phi.
	var phiAt map[mir.Reg]*mir.Block
	var phiDef map[mir.Reg]*mir.Instr
	for _, b := range f.Blocks {
		for _, phi := range b.Phis() {
			if phiAt == nil {
				phiAt, phiDef = map[mir.Reg]*mir.Block{}, map[mir.Reg]*mir.Instr{}
			}
			phiAt[phi.Defs[0]] = b
			phiDef[phi.Defs[0]] = phi
		}
	}
	// carries reports whether phi destination p reads d.
	carries := func(p, d mir.Reg) bool {
		phi := phiDef[p]
		if phi == nil {
			return false
		}
		for _, u := range phi.Uses {
			if u == d {
				return true
			}
		}
		return false
	}
	// reads is built on the first loop-carried candidate: most functions
	// with phis have none.
	var reads phiReads
	deadAfter := func(p mir.Reg, b *mir.Block, i int) bool {
		if reads == nil {
			reads = newPhiReads(f, phiAt)
		}
		return reads.deadAfter(p, phiAt[p], b, i)
	}
	// In block number bi, a register r with stamp[r] == bi+1 has been
	// defined in the block before the instruction at hand if defined[r],
	// and read there, by instructions other than phis, read[r] times.
	stamp := make([]int32, len(f.Classes))
	defined := make([]bool, len(f.Classes))
	read := make([]int32, len(f.Classes))
	at := func(bi int, r mir.Reg) int {
		i := int(r - mir.FirstVirtual)
		if stamp[i] != int32(bi+1) {
			stamp[i], defined[i], read[i] = int32(bi+1), false, 0
		}
		return i
	}
	note := func(bi int, x *mir.Instr) {
		// A phi reads at the end of a predecessor, not here: a value
		// of the block that a phi at its top reads (a loop's update)
		// must not count as read before its definition.
		for _, u := range x.Uses {
			if u.IsVirtual() && x.Op != mir.OpPhi {
				read[at(bi, u)]++
			}
		}
		for _, d := range x.Defs {
			if d.IsVirtual() {
				defined[at(bi, d)] = true
			}
		}
	}
	// diesHere says whether r, read by the instruction at hand in block
	// bi, is read for the last time there: its only read, or the last of
	// a value of the block read nowhere else.
	diesHere := func(bi int, r mir.Reg) bool {
		if count(r) == 1 {
			return true
		}
		i := at(bi, r)
		return defined[i] && read[i]+1 == count(r)
	}
	// commute exchanges x's operands where that saves a copy; cp is the
	// copy defining its first operand, if one of b's.
	commute := func(bi int, b *mir.Block, i int, x, cp *mir.Instr) {
		tmp, other := x.Uses[0], x.Uses[1]
		if cp == nil || !other.IsVirtual() || count(tmp) != 1 {
			return
		}
		src := cp.Uses[0]
		if !src.IsVirtual() || src == other || f.ClassOf(src) != f.ClassOf(other) {
			return
		}
		carried := carries(other, x.Defs[0])
		switch {
		case count(src) >= 2 && diesHere(bi, other):
		case carried && deadAfter(other, b, i):
		default:
			return
		}
		cp.Uses[0] = other
		x.Uses[1] = src
		// The copy, noted as a read of src, now reads other.
		read[at(bi, src)]--
		read[at(bi, other)]++
		// The copy goes just before the operation, after other's
		// definition.
		j := i - 1
		for b.Instrs[j] != cp {
			j--
		}
		copy(b.Instrs[j:i-1], b.Instrs[j+1:i])
		b.Instrs[i-1] = cp
	}
	for bi, b := range f.Blocks {
		// copyOf: the copy defining each virtual register, for the
		// copies of b seen so far.
		var copyOf map[mir.Reg]*mir.Instr
		for i, x := range b.Instrs {
			if x.Op == mir.OpCopy && len(x.Defs) == 1 && len(x.Uses) == 1 && x.Defs[0].IsVirtual() {
				if copyOf == nil {
					copyOf = map[mir.Reg]*mir.Instr{}
				}
				copyOf[x.Defs[0]] = x
			} else if mir.Commutes(t, x) {
				commute(bi, b, i, x, copyOf[x.Uses[0]])
			}
			note(bi, x)
		}
	}
}

// phiReads are the places where phi destinations are read: per phi
// destination, the blocks with an ordinary read of it and the
// predecessors at whose end a phi reads it.
type phiReads map[mir.Reg][]*mir.Block

// newPhiReads finds the reads of the destinations in phiAt.
func newPhiReads(f *mir.Func, phiAt map[mir.Reg]*mir.Block) phiReads {
	r := phiReads{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for k, u := range in.Uses {
				if phiAt[u] == nil {
					continue
				}
				if in.Op == mir.OpPhi {
					r[u] = append(r[u], b.Preds[k])
				} else {
					r[u] = append(r[u], b)
				}
			}
		}
	}
	return r
}

// deadAfter reports whether phi destination p, defined in block h, is
// dead after instruction i of block b: not read later in b, nor live into
// a successor of b or read by its phis. Liveness comes from p's reads,
// walked back through predecessors up to h, so it costs the size of p's
// live range.
func (r phiReads) deadAfter(p mir.Reg, h, b *mir.Block, i int) bool {
	for _, in := range b.Instrs[i+1:] {
		for _, u := range in.Uses {
			if u == p {
				return false
			}
		}
	}
	for _, s := range b.Succs {
		k := s.PredIndex(b)
		for _, phi := range s.Phis() {
			if phi.Uses[k] == p {
				return false
			}
		}
	}
	// liveIn: the blocks p is live into (h defines it; its reads in h
	// follow its definition).
	liveIn := map[*mir.Block]bool{}
	var work []*mir.Block
	mark := func(c *mir.Block) {
		if c != h && !liveIn[c] {
			liveIn[c] = true
			work = append(work, c)
		}
	}
	for _, c := range r[p] {
		mark(c)
	}
	for len(work) > 0 {
		c := work[len(work)-1]
		work = work[:len(work)-1]
		for _, q := range c.Preds {
			mark(q)
		}
	}
	for _, s := range b.Succs {
		if liveIn[s] {
			return false
		}
	}
	return true
}

// untieLive gives a two-address operation whose first operand stays live
// its target's three-address form (mir.Untier), as llc's two-address pass
// turns such an add into a lea: the instruction selector writes "d = op
// a, b" as "t = copy a; d = op t, b" with d tied to t, and the copy costs
// a move, or a reload of its own when a is spilled, whenever a is still
// needed after the operation. Only a copy whose result nothing else
// reads is dropped, and only when a is read elsewhere too (use counts
// stand in for liveness, as in commuteTied); where a dies at the
// operation the tied form needs no copy and stays.
func untieLive(f *mir.Func, t mir.Target) {
	u, ok := t.(mir.Untier)
	if !ok {
		return
	}
	uses := useCounts(f)
	count := func(r mir.Reg) int32 { return uses[r-mir.FirstVirtual] }
	for _, b := range f.Blocks {
		var copyOf map[mir.Reg]int // the index of the copy defining a register, in b so far
		drop := 0
		for i, x := range b.Instrs {
			if x.Op == mir.OpCopy && len(x.Defs) == 1 && len(x.Uses) == 1 && x.Defs[0].IsVirtual() {
				if copyOf == nil {
					copyOf = map[mir.Reg]int{}
				}
				copyOf[x.Defs[0]] = i
				continue
			}
			if x.Tied != 0 || len(x.Uses) == 0 || !x.Uses[0].IsVirtual() {
				continue
			}
			j, ok := copyOf[x.Uses[0]]
			if !ok || count(x.Uses[0]) != 1 {
				continue
			}
			cp := b.Instrs[j]
			src := cp.Uses[0]
			if !src.IsVirtual() || count(src) < 2 || f.ClassOf(src) != f.ClassOf(x.Defs[0]) {
				continue
			}
			tmp := x.Uses[0]
			x.Uses[0] = src
			if !u.Untie(x) {
				x.Uses[0] = tmp
				continue
			}
			uses[tmp-mir.FirstVirtual]--
			b.Instrs[j] = nil
			drop++
		}
		if drop > 0 {
			out := b.Instrs[:0]
			for _, x := range b.Instrs {
				if x != nil {
					out = append(out, x)
				}
			}
			b.Instrs = out
		}
	}
}
