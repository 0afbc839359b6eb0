package regalloc

import (
	"sort"

	"github.com/ssara-project/ssara/mir"
)

// Level 4 of the SSA allocator: the parts beyond Pereira's report that
// bring its code nearer llc's (issue 14), each switchable by a field of
// SSAOptions so that its effect can be measured alone. Levels 1-3 never
// reach this file's code.
//
// Rematerialization (SSAOptions.NoRemat turns it off): before the first
// spill round, every value of the working code that the input's
// RematTags tag with its own definition (a never-killed value of Briggs,
// Cooper and Torczon: a constant, the address of a symbol or of a frame
// object, as the target's Rematerializable says) is marked on the Work by
// SetRemat. When the colouring picks such a value as a victim it is not
// stored: its definition is deleted, and every instruction
// that reads it, copies included, reads a fresh unspillable temporary
// computed right before it by a remat of the definition (Work.NewRemat;
// OpRemat in the output, checked by the checker as the input's own
// definition executed again).

// rematTags are RematTags of the input, computed once for markRemat and
// rematPhiArgs.
func (a *ssaAlloc) rematTags() []*mir.Instr {
	if a.tags == nil {
		a.tags = RematTags(a.in, a.t)
	}
	return a.tags
}

// markRemat marks the never-killed values of the working code for
// rematerialization (Work.SetRemat).
func (a *ssaAlloc) markRemat() {
	tags := a.rematTags()
	for _, b := range a.f.Blocks {
		for _, x := range b.Instrs {
			if len(x.Defs) != 1 || !x.Defs[0].IsVirtual() {
				continue
			}
			v := x.Defs[0]
			if o := a.w.Origin(x); o != nil && vidx(v) < len(tags) && tags[vidx(v)] == o {
				a.w.SetRemat(v, x)
			}
		}
	}
}

// rematDef is the definition that recomputes victim v, or nil when v is
// to be stored and reloaded: v must be marked (markRemat), defined once,
// read by no phi (a phi's arguments are the lifted copies' values, which
// are never marked, so this only guards against code PhiLifting did not
// see) and by no copy into a physical register outside the budget. Such a
// copy (a call's argument, a return value) reads a spilled value straight
// from its slot, while a remat would need a register of the budget right
// where the argument registers are taken: under a small budget there may
// be none. A copy into a register of the budget is fine: the remat's
// temporary can take that register (strings.O2's main passed a buffer's
// address, stored once and reloaded for each call, to nine calls).
func (a *ssaAlloc) rematDef(sp *spillPass, v mir.Reg) *mir.Instr {
	def := a.w.RematOf(v)
	if def == nil || len(sp.defs[v]) != 1 {
		return nil
	}
	if s := sp.defs[v][0]; s.b.Instrs[s.i] != def {
		return nil
	}
	cl := a.f.ClassOf(v)
	for _, s := range sp.uses[v] {
		x := s.b.Instrs[s.i]
		if x.Op == mir.OpPhi || x.Op == mir.OpCopy && x.Defs[0].IsPhys() && !a.allocS[cl].Has(x.Defs[0]) {
			return nil
		}
	}
	return def
}

// rematUses rewrites victim v, which def recomputes: each instruction
// that reads v (copies included) reads instead a fresh unspillable
// temporary that a remat of def computes right before it (the tied use
// has its own), and def, which nothing reads any more, is deleted (the
// checker accepts a missing rematerializable definition). v is marked
// unspillable so that it is never chosen again.
func (a *ssaAlloc) rematUses(sp *spillPass, v mir.Reg, def *mir.Instr) {
	a.stats.Spilled++
	a.spilled[vidx(v)] = true
	a.unspillable[vidx(v)] = true
	if sp.drop == nil {
		sp.drop = map[*mir.Instr]bool{}
	}
	sp.drop[def] = true
	for _, s := range sp.uses[v] {
		in := s.b.Instrs[s.i]
		var shared mir.Reg
		for k, u := range in.Uses {
			if u != v {
				continue
			}
			t := shared
			if t == 0 || k == int(in.Tied) {
				var x *mir.Instr
				x, t = a.w.NewRemat(def)
				a.grow()
				a.unspillable[vidx(t)] = true
				sp.before[in] = append(sp.before[in], x)
				if k != int(in.Tied) {
					shared = t
				}
			}
			in.Uses[k] = t
		}
	}
}

// Phi-web spilling (SSAOptions.NoWebSpill turns it off). Colouring spills
// a value only where registers run out, so a phi destination whose
// arguments all live in memory keeps a register if its own short range
// has room: each predecessor then loads the argument into it, and if the
// phi's value flows on into a spilled phi (a loop's latch feeding its
// header), the latch stores it back into the slot it came from. In
// SQLite's sqlite3VdbeExec every opcode that reaches the dispatch loop's
// latch paid a load and a store for each loop-carried variable that way.
// Once a round spills nothing, spillByTransfers weighs, for every phi or
// copy destination still in a register, the transfers that keeping it
// there costs (loads from and stores to spilled partners) against those
// that spilling it would cost (stores of partners in registers, moves
// between different slots, reloads for its other uses), each weighted by
// 10^loop depth of its block, and spills it when that is cheaper. Its
// partners are weighed again, so a whole web of phi-related values goes to
// memory together, where the phi transfers between members of one class
// vanish (they share a slot). Spilling only adds values to memory, so the
// rounds still end.

// transfer is one move between a phi or copy destination and a partner:
// an argument of its phi, the source of its copy, or a phi or copy that
// reads it, on a block of weight freq.
type transfer struct {
	other mir.Reg
	freq  float64
}

// spillByTransfers returns the phi and copy destinations that are cheaper
// in memory than in registers, given the values spilled so far.
func (a *ssaAlloc) spillByTransfers() []mir.Reg {
	n := len(a.f.Classes)
	freq := func(b *mir.Block) float64 { return Frequency(a.depth[b.ID]) }
	// Each value's transfers, in the order they are met: listed as
	// (value, transfer) pairs, then grouped by value (edges).
	type entry struct {
		v int32
		t transfer
	}
	most := 0 // at most two entries an operand of a phi or copy
	for _, b := range a.f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == mir.OpPhi || in.Op == mir.OpCopy {
				most += 2 * len(in.Uses)
			}
		}
	}
	list := make([]entry, 0, most)
	cand := make([]bool, n)
	useCost := make([]float64, n) // reloads its other uses would need
	lastSeg := make([]int32, n)
	seg := int32(0)
	link := func(d, u mir.Reg, f float64) {
		if d == u || !d.IsVirtual() {
			return
		}
		list = append(list, entry{int32(vidx(d)), transfer{u, f}})
		if u.IsVirtual() {
			list = append(list, entry{int32(vidx(u)), transfer{d, f}})
		}
	}
	for _, b := range a.f.Blocks {
		seg++
		fb := freq(b)
		for _, in := range b.Instrs {
			switch {
			case in.Op == mir.OpPhi:
				d := in.Defs[0]
				cand[vidx(d)] = true
				for k, u := range in.Uses {
					link(d, u, freq(b.Preds[k]))
				}
				continue
			case in.Op == mir.OpCopy && len(in.Defs) == len(in.Uses):
				// Spill and reload copies are the spiller's own: a
				// shared reload narrows by splitReload, not here.
				own := a.w.Why(in) == "spill" || a.w.Why(in) == "reload"
				for k, d := range in.Defs {
					if d.IsVirtual() {
						cand[vidx(d)] = !own
						link(d, in.Uses[k], fb)
					} else if u := in.Uses[k]; u.IsVirtual() {
						// A copy into a physical register reads a spilled
						// value straight from its slot: a load either way.
						list = append(list, entry{int32(vidx(u)), transfer{d, 0}})
					}
				}
				continue
			}
			for _, u := range in.Uses {
				if u.IsVirtual() && lastSeg[vidx(u)] != seg {
					lastSeg[vidx(u)] = seg
					useCost[vidx(u)] += fb
				}
			}
			for _, d := range in.Defs {
				if d.IsVirtual() {
					cand[vidx(d)] = false // defined by an instruction: a store
				}
			}
			if in.Clobbers != 0 {
				seg++
			}
		}
	}
	off := make([]int32, n+1)
	for _, e := range list {
		off[e.v+1]++
	}
	for v := 0; v < n; v++ {
		off[v+1] += off[v]
	}
	flat := make([]transfer, len(list))
	next := append([]int32(nil), off[:n]...)
	for _, e := range list {
		flat[next[e.v]] = e.t
		next[e.v]++
	}
	list, next = nil, nil
	edges := func(v int) []transfer { return flat[off[v]:off[v+1]] }
	mem := append([]bool(nil), a.pinned[:n]...)
	root := func(v mir.Reg) int32 { return a.classes.find(int32(vidx(v))) }
	cheaper := func(v int) bool {
		d := vreg(v)
		if !cand[v] || mem[v] || a.unspillable[v] || a.w.RematOf(d) != nil {
			return false
		}
		inReg, inMem := 0.0, useCost[v]
		for _, e := range edges(v) {
			switch {
			case !e.other.IsVirtual() || !mem[vidx(e.other)]:
				inMem += e.freq // a store or a load between d's slot and a register
			case a.f.ReturnsTwice || root(e.other) != root(d):
				inReg += e.freq
				inMem += 2 * e.freq // slot to slot
			default:
				inReg += e.freq // one slot: no move in memory
			}
		}
		return inMem < inReg
	}
	var work []int
	for v := 0; v < n; v++ {
		if cand[v] && !mem[v] {
			work = append(work, v)
		}
	}
	var victims []mir.Reg
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		if !cheaper(v) {
			continue
		}
		mem[v] = true
		victims = append(victims, vreg(v))
		for _, e := range edges(v) {
			if o := e.other; o.IsVirtual() && !mem[vidx(o)] {
				work = append(work, vidx(o))
			}
		}
	}
	sort.Slice(victims, func(i, j int) bool { return victims[i] < victims[j] })
	return victims
}

// Hint propagation (SSAOptions.NoHints turns it off, with wantedAhead). A copy into a
// physical register (a return value into RAX, a call's argument) hints
// that register to its source, but when the source is a phi, colouring
// reaches the phi's arguments first, in dominance order, with no hint:
// they take the first free register, the phi follows them
// (ComputePreference), and the copy stays a move before every return.
// propagateHints passes each hint on, backwards, from a phi to its
// arguments and from a copy to its source, wherever these have none of
// their own; colouring still takes a hint only where the register is free
// and allowed.
func (a *ssaAlloc) propagateHints() {
	n := len(a.f.Classes)
	// srcs of d (flat[off[d]:off[d+1]], in instruction order) are the
	// values whose register d's phi or copy reads: counted, then filled.
	off := make([]int32, n+1)
	var flat []mir.Reg
	each := func(visit func(d, u mir.Reg)) {
		for _, b := range a.f.Blocks {
			for _, in := range b.Instrs {
				if in.Op != mir.OpPhi && in.Op != mir.OpCopy || len(in.Defs) != len(in.Uses) && in.Op == mir.OpCopy {
					continue
				}
				for k, d := range in.Defs {
					if !d.IsVirtual() {
						continue
					}
					us := in.Uses
					if in.Op == mir.OpCopy {
						us = in.Uses[k : k+1]
					}
					for _, u := range us {
						if u.IsVirtual() && u != d {
							visit(d, u)
						}
					}
				}
			}
		}
	}
	each(func(d, _ mir.Reg) { off[vidx(d)+1]++ })
	for i := 0; i < n; i++ {
		off[i+1] += off[i]
	}
	flat = make([]mir.Reg, off[n])
	pos := append([]int32(nil), off[:n]...)
	each(func(d, u mir.Reg) {
		flat[pos[vidx(d)]] = u
		pos[vidx(d)]++
	})
	pos = nil
	srcs := func(d mir.Reg) []mir.Reg { return flat[off[vidx(d)]:off[vidx(d)+1]] }
	var work []mir.Reg
	for v := 0; v < n; v++ {
		if a.hint[v] != 0 && len(srcs(vreg(v))) > 0 {
			work = append(work, vreg(v))
		}
	}
	for len(work) > 0 {
		d := work[len(work)-1]
		work = work[:len(work)-1]
		h := a.hint[vidx(d)]
		for _, u := range srcs(d) {
			if a.hint[vidx(u)] == 0 && a.f.ClassOf(u) == a.f.ClassOf(d) {
				a.hint[vidx(u)] = h
				work = append(work, u)
			}
		}
	}
}

// Rematerialized phi arguments (part of -ssa-remat). The lowerings
// compute a phi's constant argument in the predecessor, before its
// terminator, where the registers the phi wants may be taken (a call's
// result, say, which the branch tests), so the constant lands in another
// register and the edge moves it. Level 4's PhiLifting computes such an
// argument again at the end of the predecessor (Work.NewRemat) instead of
// copying it, and dropUnread deletes the original when nothing else reads
// it. The remat joins the phi's class like a lifted copy; PhiMemCoalesce
// leaves it alone (it has no source to merge).

// rematPhiArgs maps each value read by a phi and defined by an instruction
// that the target calls rematerializable (RematTags' own definitions) to
// that definition, at level 4 with rematerialization on.
func (a *ssaAlloc) rematPhiArgs() map[mir.Reg]*mir.Instr {
	if a.level < 4 || a.opts.SSA.NoRemat {
		return nil
	}
	var args map[mir.Reg]bool
	for _, b := range a.f.Blocks {
		for _, phi := range b.Phis() {
			for _, u := range phi.Uses {
				if u.IsVirtual() {
					if args == nil {
						args = map[mir.Reg]bool{}
					}
					args[u] = true
				}
			}
		}
	}
	if args == nil {
		return nil
	}
	tags := a.rematTags()
	rdef := map[mir.Reg]*mir.Instr{}
	for _, b := range a.f.Blocks {
		for _, x := range b.Instrs {
			if len(x.Defs) != 1 || !args[x.Defs[0]] || len(x.Uses) != 0 {
				continue
			}
			v := x.Defs[0]
			if o := a.w.Origin(x); o != nil && vidx(v) < len(tags) && tags[vidx(v)] == o {
				rdef[v] = x
			}
		}
	}
	return rdef
}

// dropUnread deletes the definitions in rdef whose values nothing reads
// any more.
func (a *ssaAlloc) dropUnread(rdef map[mir.Reg]*mir.Instr) {
	if len(rdef) == 0 {
		return
	}
	read := map[mir.Reg]bool{}
	for _, b := range a.f.Blocks {
		for _, x := range b.Instrs {
			for _, u := range x.Uses {
				if rdef[u] != nil {
					read[u] = true
				}
			}
		}
	}
	for _, b := range a.f.Blocks {
		kept := b.Instrs[:0]
		for _, x := range b.Instrs {
			if len(x.Defs) == 1 && rdef[x.Defs[0]] == x && !read[x.Defs[0]] {
				a.w.Forget(x)
				continue
			}
			kept = append(kept, x)
		}
		b.Instrs = kept
	}
}

// wantedAhead keeps hinted registers free (SSAOptions.NoHints turns it
// off). Colouring gives a value with no register in mind the first free
// one, often the very register a value defined a few instructions later
// is hinted to (RAX for the return value, RDI and RSI for a call's
// arguments), which then has to be computed elsewhere and moved. For
// each block, wantedAhead records at each instruction the registers that
// its definitions want (the physical destination of a copy, the hint of a
// virtual one), and ahead(d) is what the instructions after d's
// definition want while d is still live (up to its last use in the
// block, or aheadWindow instructions): the first choice avoids those.
type wantedAhead struct {
	want   []mir.RegSet // by instruction index in the block
	dies   []int32      // 1 + index of the last use in the block, by value; 0: lives on
	marked []mir.Reg    // values whose dies entry is set
	pos    int          // the instruction being coloured
}

// aheadWindow bounds how far ahead wantedAhead looks, so colouring stays
// linear in long blocks.
const aheadWindow = 32

func newWantedAhead(n int) *wantedAhead { return &wantedAhead{dies: make([]int32, n)} }

// block prepares for b; info gives the last uses.
func (w *wantedAhead) block(a *ssaAlloc, b *mir.Block, info *scanInfo) {
	if w == nil {
		return
	}
	for _, v := range w.marked {
		if int(vidx(v)) < len(w.dies) {
			w.dies[vidx(v)] = 0
		}
	}
	w.marked = w.marked[:0]
	for len(w.dies) < len(a.f.Classes) {
		w.dies = append(w.dies, 0)
	}
	w.want = w.want[:0]
	for i, in := range b.Instrs {
		var s mir.RegSet
		for _, d := range in.Defs {
			switch {
			case d.IsPhys() && in.Op == mir.OpCopy:
				s = s.Add(d)
			case d.IsVirtual() && a.hint[vidx(d)] != 0:
				s = s.Add(a.hint[vidx(d)])
			}
		}
		w.want = append(w.want, s)
		for _, u := range info.dying.at(b, i) {
			w.dies[vidx(u)] = int32(i + 1)
			w.marked = append(w.marked, u)
		}
	}
}

// at notes that instruction i is being coloured.
func (w *wantedAhead) at(i int) {
	if w != nil {
		w.pos = i
	}
}

// ahead is the set of registers wanted after the current instruction
// while d, defined there, is live.
func (w *wantedAhead) ahead(d mir.Reg) mir.RegSet {
	if w == nil {
		return 0
	}
	end := len(w.want)
	if k := int(w.dies[vidx(d)]) - 1; k >= 0 && k > w.pos {
		end = k // d's last use: a def there may take d's register
	}
	if end > w.pos+1+aheadWindow {
		end = w.pos + 1 + aheadWindow
	}
	var s mir.RegSet
	for j := w.pos + 1; j < end; j++ {
		s |= w.want[j]
	}
	return s
}
