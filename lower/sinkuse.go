package lower

import "github.com/ssara-project/ssara/mir"

// SinkPastLastUse moves a pure computation (one sinkable accepts: on
// x86-64 an address or a constant offset added with lea, an ALU operation
// or shift on registers; on PowerPC the integer operations the target
// may discard) below the last use of its operand in the block, when its
// result is read only after that, as llc's scheduler does for
// `i = *pc++`: the IR computes pc+4 before it loads from pc, so pc and
// pc+4 are live together and the incremented pointer needs a register of
// its own and a move into the phi's (the loop's back edge, an
// interpreter's dispatch). Moved down, the operand dies where the result
// is defined, which may then take its register: a tied ALU operation
// needs no copy, and the allocator's preference can give a lea the
// phi's register. Failing that, it moves to just before its first reader
// when every operand lives there anyway (an unrolled step's len-1,
// computed at its top and tested at its bottom): the result's live range
// shrinks and no other grows. A two-address operation moves with the
// copy of its tied operand when nothing else reads that copy.
//
// An instruction moves only when every one of its operands is read again
// in the block at or after the new place or lives beyond the block (so no
// live range grows), and it passes no instruction with a physical
// register operand or clobbers. Only an instruction with one virtual
// def, virtual uses (at least one), no clobbers and no early-clobber,
// not a copy, phi or terminator, moves (pureShape), and only one the
// target's sinkable accepts: no memory, trap or flags that a later
// instruction reads (compares are fused with their users on both
// targets, so moving an ALU operation past one is safe). The order is
// otherwise kept.
func SinkPastLastUse(f *mir.Func, sinkable func(*mir.Instr) bool) {
	lv := newSinkLiveness(f)
	for _, b := range f.Blocks {
		sinkBlock(b, lv, sinkable)
	}
}

// pureShape reports whether in has the shape SinkPastLastUse may move:
// one virtual def from virtual uses, no clobbers or early clobber, not a
// copy, phi or terminator.
func pureShape(in *mir.Instr) bool {
	if len(in.Defs) != 1 || !in.Defs[0].IsVirtual() || len(in.Uses) == 0 || in.Clobbers != 0 || in.Term ||
		in.EarlyClobber || in.Op == mir.OpCopy || in.Op == mir.OpPhi {
		return false
	}
	for _, u := range in.Uses {
		if !u.IsVirtual() {
			return false
		}
	}
	return true
}

// sinkLiveness answers whether a virtual register is live at the end of
// a block, from the blocks that read it: SSA values are defined once, so
// r is live out of b when a block that reads r (or ends with a copy of it
// into a successor's phi) is reachable from b without passing r's
// definition. The search gives up (live) after maxSinkSearch blocks, so
// the question costs a bounded time.
type sinkLiveness struct {
	def []*mir.Block // by dense index of the virtual register
	// rd are the blocks reading each register and, for a phi, its
	// predecessors (repeats allowed).
	rd     *readers
	liveIn map[mir.Reg]map[*mir.Block]bool // computed on demand (liveInBlocks)
	budget int                             // blocks the searches may still visit
}

// maxSinkSearch bounds the blocks of one value's live range that
// liveInBlocks walks, and sinkBudget those of all values of a function,
// so that sinking stays linear in the function's size.
const (
	maxSinkSearch = 1 << 14
	sinkBudget    = 1 << 22
)

func newSinkLiveness(f *mir.Func) *sinkLiveness {
	n := len(f.Classes)
	lv := &sinkLiveness{def: make([]*mir.Block, n),
		liveIn: map[mir.Reg]map[*mir.Block]bool{}, budget: sinkBudget}
	lv.rd = newReaders(f, func(mir.Reg, *mir.Block, bool) bool { return true })
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, d := range in.Defs {
				if d.IsVirtual() {
					lv.def[d-mir.FirstVirtual] = b
				}
			}
		}
	}
	return lv
}

// liveOut reports whether r may be read after the end of b: a phi of a
// successor reads it on the edge from b, or r is live into a successor.
func (lv *sinkLiveness) liveOut(r mir.Reg, b *mir.Block) bool {
	for _, s := range b.Succs {
		for _, phi := range s.Phis() {
			for k, u := range phi.Uses {
				if u == r && k < len(s.Preds) && s.Preds[k] == b {
					return true
				}
			}
		}
	}
	in, ok := lv.liveIn[r]
	if !ok {
		in = lv.liveInBlocks(r)
		lv.liveIn[r] = in
	}
	if in == nil {
		return true // not computed: assume live
	}
	for _, s := range b.Succs {
		if in[s] {
			return true
		}
	}
	return false
}

// liveInBlocks is the set of blocks r is live into: those from which a
// reader of r can be reached without passing its definition, found
// backwards from the readers (towards the definition, which dominates
// them), so the search stays within r's live range. It is nil when the
// range has more than maxSinkSearch blocks or the function's budget of
// searched blocks is spent (then r counts as live everywhere).
func (lv *sinkLiveness) liveInBlocks(r mir.Reg) map[*mir.Block]bool {
	i := r - mir.FirstVirtual
	def := lv.def[i]
	seen := map[*mir.Block]bool{}
	var work []*mir.Block
	for _, rd := range lv.rd.of(r) {
		work = append(work, rd.b)
	}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[x] || x == def {
			continue // past the definition, r is a new value
		}
		seen[x] = true
		lv.budget--
		if len(seen) > maxSinkSearch || lv.budget < 0 {
			return nil
		}
		work = append(work, x.Preds...)
	}
	return seen
}

func sinkBlock(b *mir.Block, lv *sinkLiveness, sinkable func(*mir.Instr) bool) {
	n := len(b.Instrs)
	if n < 3 {
		return
	}
	last := map[mir.Reg]int{}  // index of the last instruction reading r
	first := map[mir.Reg]int{} // index of the first instruction reading r
	// fixed[i] counts the instructions before i with a physical register
	// operand or clobbers (a call and its argument copies): moving a
	// computation past one would keep its operand live beside the fixed
	// register (an argument copied into RDI and then read again).
	fixed := make([]int, n+1)
	defAt := map[mir.Reg]int{} // index of the instruction defining r
	for i, in := range b.Instrs {
		for _, d := range in.Defs {
			defAt[d] = i
		}
		fixed[i+1] = fixed[i]
		if in.Clobbers != 0 || hasPhys(in.Defs) || hasPhys(in.Uses) {
			fixed[i+1]++
		}
		if in.Op == mir.OpPhi {
			continue // read on the edges into b, not here
		}
		for _, u := range in.Uses {
			if !u.IsVirtual() {
				continue
			}
			last[u] = i
			if _, ok := first[u]; !ok {
				first[u] = i
			}
		}
	}
	liveOut := map[mir.Reg]bool{}
	isLiveOut := func(r mir.Reg) bool {
		v, ok := liveOut[r]
		if !ok {
			v = lv.liveOut(r, b)
			liveOut[r] = v
		}
		return v
	}
	after := map[int][]*mir.Instr{} // moved instructions by their new predecessor
	moved := map[*mir.Instr]bool{}
	for p, in := range b.Instrs {
		if !pureShape(in) || !sinkable(in) || moved[in] {
			continue
		}
		// A two-address operation moves with the copy of its tied
		// operand when nothing else reads that copy: its operands are
		// then the copy's source and the others.
		start, ops := p, in.Uses
		if _, tu, ok := in.TiedPair(); ok {
			c, ok := defAt[tu]
			if ok && b.Instrs[c].Op == mir.OpCopy && len(b.Instrs[c].Uses) == 1 && b.Instrs[c].Uses[0].IsVirtual() &&
				!moved[b.Instrs[c]] && first[tu] == p && last[tu] == p && !isLiveOut(tu) {
				start = c
				ops = append([]mir.Reg{b.Instrs[c].Uses[0]}, in.Uses...)
				ops = append(ops[:1+in.Tied], ops[2+in.Tied:]...)
			}
		}
		// move puts the instruction (and its copy) right after index t.
		move := func(t int) {
			if start != p {
				moved[b.Instrs[start]] = true
				after[t] = append(after[t], b.Instrs[start])
			}
			moved[in] = true
			after[t] = append(after[t], in)
		}
		d := in.Defs[0]
		q := n - 1 // the terminator, or the first reader of d
		if i, ok := first[d]; ok && i < q {
			q = i
		}
		// The new place: the last read of an operand that dies there.
		t := -1
		for _, u := range ops {
			if l := last[u]; l > p && l < q && l > t && !isLiveOut(u) {
				t = l
			}
		}
		if t >= 0 && !b.Instrs[t].Term && !moved[b.Instrs[t]] && fixed[t+1] == fixed[start+1] {
			ok := true
			for _, u := range ops {
				if last[u] < t && !isLiveOut(u) {
					ok = false // u would live longer
				}
			}
			if ok {
				move(t)
				continue
			}
		}
		// Else, to just before its first reader, where every operand is
		// live anyway (the IR computes len-1 at the top of an unrolled
		// step and tests it at the bottom): the result's live range
		// shrinks and no other grows.
		r, read := first[d]
		if !read || r <= p+1 || fixed[r] != fixed[start+1] {
			continue
		}
		ok := true
		for _, u := range ops {
			if last[u] < r && !isLiveOut(u) {
				ok = false
			}
		}
		if ok {
			move(r - 1)
		}
	}
	if len(moved) == 0 {
		return
	}
	out := make([]*mir.Instr, 0, n)
	for i, in := range b.Instrs {
		if !moved[in] {
			out = append(out, in)
		}
		out = append(out, after[i]...)
	}
	b.Instrs = out
}

func hasPhys(rs []mir.Reg) bool {
	for _, r := range rs {
		if r.IsPhys() {
			return true
		}
	}
	return false
}
