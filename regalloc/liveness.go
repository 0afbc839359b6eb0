package regalloc

import (
	"github.com/ssara-project/ssara/mir"
)

// VirtIndex is the dense index of virtual register r: r - mir.FirstVirtual.
// Per-value tables of the toolkit are indexed by it.
func VirtIndex(r mir.Reg) int { return int(r - mir.FirstVirtual) }

// VirtReg is the virtual register of dense index i.
func VirtReg(i int) mir.Reg { return mir.FirstVirtual + mir.Reg(i) }

// vidx is VirtIndex, for brevity inside the package.
func vidx(r mir.Reg) int { return int(r - mir.FirstVirtual) }

// vreg is VirtReg, for brevity inside the package.
func vreg(i int) mir.Reg { return mir.FirstVirtual + mir.Reg(i) }

// Liveness holds, for every block, the virtual registers live at its start
// (In) and at its end (Out), as sorted lists. Phis are parallel copies on
// the incoming edges: a phi's destination is defined at the start of its
// block (so it is not in the block's In), and each argument is used at the
// end of the predecessor it comes from (so it is in that predecessor's Out,
// and not beyond it). Functions need not be in SSA: a value may have
// several definitions, and a definition kills it as usual.
//
// ComputeLiveness explores, for each value, the paths backwards from its
// upward-exposed uses until a definition stops them, so its time and
// memory are linear in the number of instructions plus the total size of
// the live sets (times the number of predecessors), never in blocks times
// values as dense bit vectors would be.
type Liveness struct {
	in, out [][]mir.Reg // by block ID
	nregs   int
}

// occurrence kinds, for ComputeLiveness.
const (
	occUse    = iota // upward-exposed use in the block
	occPhiUse        // argument of a phi of a successor, used at the block's end
	occDef           // defined in the block
)

// ComputeLiveness computes the live-in and live-out sets of every block of
// f (reachable or not).
func ComputeLiveness(f *mir.Func) *Liveness { return computeLiveness(f, nil) }

// computeLiveness is ComputeLiveness for the values v with keep[vidx(v)]
// (all with a nil keep): the others are in no set. A value's sets do not
// depend on the others', so those it lists are ComputeLiveness'. A graph
// of some values (GraphOptions.Nodes) needs only theirs: PhiMemCoalesce's
// was the largest live heap of the SSA allocator on a very large function
// (issue 16).
func computeLiveness(f *mir.Func, keep []bool) *Liveness {
	nb := len(f.Blocks)
	n := len(f.Classes)
	lv := &Liveness{in: make([][]mir.Reg, nb), out: make([][]mir.Reg, nb), nregs: n}
	// One forward pass per block finds each value's upward-exposed uses,
	// the blocks that define it and the predecessors whose end it must
	// reach for a phi: occurrences (value, block, kind).
	// An occurrence is block<<2 | kind, in one int32 (issue 16: the
	// occurrences are the largest of ComputeLiveness' transient tables).
	type occ int32
	count := make([]int32, n+1)
	ops := 0
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			ops += len(in.Defs) + len(in.Uses)
		}
	}
	vals := make([]int32, 0, ops)
	occs := make([]occ, 0, ops)
	defStamp := make([]int32, n) // 1 + block that defined the value so far
	useStamp := make([]int32, n) // 1 + block that recorded an upward use
	record := func(v int, b int, k int8) {
		if keep != nil && !keep[v] {
			return
		}
		vals = append(vals, int32(v))
		occs = append(occs, occ(b)<<2|occ(k))
		count[v+1]++
	}
	for _, b := range f.Blocks {
		stamp := int32(b.ID + 1)
		for _, in := range b.Instrs {
			if in.Op == mir.OpPhi {
				for k, u := range in.Uses {
					if u.IsVirtual() && k < len(b.Preds) {
						record(vidx(u), b.Preds[k].ID, occPhiUse)
					}
				}
			} else {
				for _, u := range in.Uses {
					if !u.IsVirtual() {
						continue
					}
					v := vidx(u)
					if defStamp[v] != stamp && useStamp[v] != stamp {
						useStamp[v] = stamp
						record(v, b.ID, occUse)
					}
				}
			}
			for _, d := range in.Defs {
				if !d.IsVirtual() {
					continue
				}
				v := vidx(d)
				if defStamp[v] != stamp {
					defStamp[v] = stamp
					record(v, b.ID, occDef)
				}
			}
		}
	}
	// Counting sort of the occurrences by value (stable: blocks in order).
	for v := 0; v < n; v++ {
		count[v+1] += count[v]
	}
	start := append([]int32(nil), count...)
	sorted := make([]occ, len(occs))
	for i, v := range vals {
		sorted[start[v]] = occs[i]
		start[v]++
	}
	occs, vals = nil, nil
	// Values in increasing order; membership of the value being explored
	// in a block's sets is a stamp per block. The (block, value) pairs
	// found are then sorted by block, stably: each list comes out sorted.
	defMark := make([]int32, nb) // 1 + value whose defining blocks are marked
	inMark := make([]int32, nb)
	outMark := make([]int32, nb)
	// The (block, value) pairs found, by increasing value.
	inPairs, outPairs := newRuns(n), newRuns(n)
	var work []int32
	var mark int32
	addIn := func(b int32) {
		if inMark[b] != mark {
			inMark[b] = mark
			inPairs.add(b, mark-1)
			work = append(work, b)
		}
	}
	addOut := func(b int32) {
		if outMark[b] != mark {
			outMark[b] = mark
			outPairs.add(b, mark-1)
			if defMark[b] != mark {
				addIn(b)
			}
		}
	}
	for v := 0; v < n; v++ {
		os := sorted[count[v]:count[v+1]]
		if len(os) == 0 {
			continue
		}
		mark = int32(v + 1)
		for _, o := range os {
			if o&3 == occDef {
				defMark[o>>2] = mark
			}
		}
		for _, o := range os {
			switch o & 3 {
			case occUse:
				addIn(int32(o >> 2))
			case occPhiUse:
				addOut(int32(o >> 2))
			}
		}
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			for _, p := range f.Blocks[b].Preds {
				addOut(int32(p.ID))
			}
		}
	}
	lv.in = inPairs.byBlock(nb)
	lv.out = outPairs.byBlock(nb)
	return lv
}

// runs is a list of (block, value) pairs added by non-decreasing value:
// the blocks in fixed-size pieces (growing never copies them) and a count
// per value, half the memory of the pairs (issue 16: ComputeLiveness was
// the SSA allocator's largest live heap on a very large function).
type runs struct {
	full  [][]int32
	cur   []int32
	n     int     // pairs
	count []int32 // pairs of each value
}

func newRuns(nvals int) *runs { return &runs{count: make([]int32, nvals)} }

// add adds the pair (b, v); v is at least that of every pair added before.
func (r *runs) add(b, v int32) {
	if len(r.cur) == cap(r.cur) {
		if r.cur != nil {
			r.full = append(r.full, r.cur)
		}
		r.cur = make([]int32, 0, chunkLen)
	}
	r.cur = append(r.cur, b)
	r.count[v]++
	r.n++
}

// byBlock turns the pairs into one sorted list per block (a stable
// counting sort by block; the pairs come by increasing value), letting go
// of r's pieces as they are read: r is empty afterwards.
func (r *runs) byBlock(nb int) [][]mir.Reg {
	r.full = append(r.full, r.cur)
	r.cur = nil
	start := make([]int, nb+1)
	for _, ch := range r.full {
		for _, b := range ch {
			start[b+1]++
		}
	}
	for b := 0; b < nb; b++ {
		start[b+1] += start[b]
	}
	flat := make([]mir.Reg, r.n)
	pos := append([]int(nil), start[:nb]...)
	v, left := 0, int32(0) // the value of the next pair, and its pairs not yet read
	for k, ch := range r.full {
		for _, b := range ch {
			for left == 0 {
				left = r.count[v]
				v++
			}
			flat[pos[b]] = vreg(v - 1)
			pos[b]++
			left--
		}
		r.full[k] = nil
	}
	*r = runs{}
	lists := make([][]mir.Reg, nb)
	for b := range lists {
		lists[b] = flat[start[b]:start[b+1]:start[b+1]]
	}
	return lists
}

// chunks is a growing list of pairs of integers (block and value index,
// two values) kept in fixed-size pieces, so that growing it never copies
// what it holds.
type chunks struct {
	full [][]int32
	cur  []int32
	n    int // pairs
}

const chunkLen = 1 << 15

func (c *chunks) add(b, v int32) {
	if len(c.cur) == cap(c.cur) {
		if c.cur != nil {
			c.full = append(c.full, c.cur)
		}
		c.cur = make([]int32, 0, chunkLen)
	}
	c.cur = append(c.cur, b, v)
	c.n++
}

func (c *chunks) each(fn func(b, v int32)) {
	for _, ch := range append(c.full, c.cur) {
		for i := 0; i < len(ch); i += 2 {
			fn(ch[i], ch[i+1])
		}
	}
}

// NumRegs is the number of virtual registers the liveness covers.
func (lv *Liveness) NumRegs() int { return lv.nregs }

// In lists the virtual registers live at the start of b, in increasing
// order (b's phi destinations excluded). The caller must not modify it.
func (lv *Liveness) In(b *mir.Block) []mir.Reg { return lv.in[b.ID] }

// Out lists the virtual registers live at the end of b, in increasing
// order (arguments of its successors' phis included). The caller must not
// modify it.
func (lv *Liveness) Out(b *mir.Block) []mir.Reg { return lv.out[b.ID] }

// LiveIn reports whether v is live at the start of b.
func (lv *Liveness) LiveIn(b *mir.Block, v mir.Reg) bool { return sortedHas(lv.in[b.ID], v) }

// LiveOut reports whether v is live at the end of b.
func (lv *Liveness) LiveOut(b *mir.Block, v mir.Reg) bool { return sortedHas(lv.out[b.ID], v) }

func sortedHas(s []mir.Reg, v mir.Reg) bool {
	lo, hi := 0, len(s)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch {
		case s[m] == v:
			return true
		case s[m] < v:
			lo = m + 1
		default:
			hi = m
		}
	}
	return false
}

// Backward walks block b from its end to its start. live is reset to Out(b)
// (no physical register live); for each instruction, last first, fn is
// called with live holding what is live just after it (virtual registers,
// and in live.Phys the physical registers), and live is then stepped back
// over it (StepBack). When Backward returns, live holds In(b); in the entry
// block live.Phys holds the physical registers live on entry. fn may be
// nil. The cost is that of the block's operands plus |Out(b)|.
func (lv *Liveness) Backward(b *mir.Block, live *LiveSet, fn func(i int, in *mir.Instr)) {
	live.Reset(lv.out[b.ID])
	for i := len(b.Instrs) - 1; i >= 0; i-- {
		in := b.Instrs[i]
		if fn != nil {
			fn(i, in)
		}
		live.StepBack(in)
	}
}

// LiveSet is a set of registers for walking liveness through a block:
// virtual registers in a sparse set (Briggs and Torczon: O(1) insertion,
// removal, membership and clearing, iteration in O(members)), physical
// registers in Phys.
type LiveSet struct {
	dense  []mir.Reg
	sparse []int32
	// Phys are the physical registers in the set.
	Phys mir.RegSet
}

// NewLiveSet makes an empty set for the virtual registers of dense index
// below n (a function's len(Classes)).
func NewLiveSet(n int) *LiveSet { return &LiveSet{sparse: make([]int32, n)} }

// Has reports whether r (virtual or physical) is in s.
func (s *LiveSet) Has(r mir.Reg) bool {
	if !r.IsVirtual() {
		return s.Phys.Has(r)
	}
	i := s.sparse[vidx(r)]
	return int(i) < len(s.dense) && s.dense[i] == r
}

// Add puts r in s.
func (s *LiveSet) Add(r mir.Reg) {
	if !r.IsVirtual() {
		if r.IsPhys() {
			s.Phys = s.Phys.Add(r)
		}
		return
	}
	if !s.Has(r) {
		s.sparse[vidx(r)] = int32(len(s.dense))
		s.dense = append(s.dense, r)
	}
}

// Remove takes r out of s.
func (s *LiveSet) Remove(r mir.Reg) {
	if !r.IsVirtual() {
		s.Phys = s.Phys.Remove(r)
		return
	}
	if !s.Has(r) {
		return
	}
	i := s.sparse[vidx(r)]
	last := s.dense[len(s.dense)-1]
	s.dense[i] = last
	s.sparse[vidx(last)] = i
	s.dense = s.dense[:len(s.dense)-1]
}

// Len is the number of virtual registers in s.
func (s *LiveSet) Len() int { return len(s.dense) }

// Regs lists the virtual registers of s in no particular order (but a
// deterministic one: it depends only on the operations done). The slice is
// s's own: valid until s changes.
func (s *LiveSet) Regs() []mir.Reg { return s.dense }

// Clear empties s.
func (s *LiveSet) Clear() {
	s.dense = s.dense[:0]
	s.Phys = 0
}

// Reset makes s hold exactly the virtual registers rs (and no physical
// register).
func (s *LiveSet) Reset(rs []mir.Reg) {
	s.Clear()
	for _, r := range rs {
		s.Add(r)
	}
}

// StepBack turns the set of registers live just after in into the set live
// just before it: its defs are removed, then its uses added. A phi only
// removes its destination (its arguments are live at the ends of the
// predecessors, not in its block).
func (s *LiveSet) StepBack(in *mir.Instr) {
	for _, d := range in.Defs {
		s.Remove(d)
	}
	if in.Op == mir.OpPhi {
		return
	}
	for _, u := range in.Uses {
		s.Add(u)
	}
}

// MaxLive is the largest number of virtual registers that count accepts
// live at once just before an instruction (phis are not instructions
// here). It runs in time linear in the operands plus the live-out sets.
func MaxLive(f *mir.Func, lv *Liveness, count func(v mir.Reg) bool) int {
	live := NewLiveSet(lv.nregs)
	max := 0
	for _, b := range f.Blocks {
		n := 0
		live.Clear()
		for _, v := range lv.out[b.ID] {
			live.Add(v)
			if count(v) {
				n++
			}
		}
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			in := b.Instrs[i]
			if in.Op == mir.OpPhi {
				continue
			}
			for _, d := range in.Defs {
				if d.IsVirtual() && live.Has(d) {
					live.Remove(d)
					if count(d) {
						n--
					}
				}
			}
			for _, u := range in.Uses {
				if u.IsVirtual() && !live.Has(u) {
					live.Add(u)
					if count(u) {
						n++
					}
				}
			}
			if n > max {
				max = n
			}
		}
	}
	return max
}

// instrRegs lists registers per instruction of a function (the values an
// instruction reads last, say), flat: filled in any order with add, then
// read with at, one slice per instruction, each in the order of its adds.
// A map from instruction to slice cost an entry and a slice per
// instruction, which made up much of a large function's garbage.
type instrRegs struct {
	start []int32 // per block ID: the index of its first instruction
	off   []int32 // per instruction: regs[off[g]:off[g+1]]
	regs  []mir.Reg
	pend  []int32 // instruction index, register, ... until build
}

func newInstrRegs(f *mir.Func) *instrRegs {
	r := &instrRegs{start: make([]int32, len(f.Blocks)+1)}
	for i, b := range f.Blocks {
		r.start[i+1] = r.start[i] + int32(len(b.Instrs))
	}
	return r
}

// add lists reg at instruction i of block b.
func (r *instrRegs) add(b *mir.Block, i int, reg mir.Reg) {
	r.pend = append(r.pend, r.start[b.ID]+int32(i), int32(reg))
}

// build sorts the pairs added by instruction (a stable counting sort).
func (r *instrRegs) build() {
	n := r.start[len(r.start)-1]
	r.off = make([]int32, n+1)
	for k := 0; k < len(r.pend); k += 2 {
		r.off[r.pend[k]+1]++
	}
	for g := int32(0); g < n; g++ {
		r.off[g+1] += r.off[g]
	}
	r.regs = make([]mir.Reg, len(r.pend)/2)
	pos := append([]int32(nil), r.off[:n]...)
	for k := 0; k < len(r.pend); k += 2 {
		g := r.pend[k]
		r.regs[pos[g]] = mir.Reg(r.pend[k+1])
		pos[g]++
	}
	r.pend = nil
}

// at lists the registers of instruction i of block b.
func (r *instrRegs) at(b *mir.Block, i int) []mir.Reg {
	g := r.start[b.ID] + int32(i)
	return r.regs[r.off[g]:r.off[g+1]]
}
