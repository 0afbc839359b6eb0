package ppc

import (
	"sort"

	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/mir"
)

// hoistAddresses moves the address computations of a loop that do not
// change in it and that the allocators rematerialize (a symbol's high
// part, SymHa: "addis 3, 2, x@toc@ha", a GOT entry's or ppc32's "lis";
// a frame object's address, FrameAddr: "addi 3, 1, 168") to the loop's
// preheader, where one computation of each serves the whole loop, as
// llc-14's MachineLICM hoists them: an interpreter's dispatch loop
// computed the high parts of its program's and its jump table's
// addresses, and each handler its stack's address, in every iteration
// (vm.O2 under qemu: 49 executed instructions an iteration against
// llc-14's 33). Under pressure the allocators recompute them where they
// are read instead of keeping them in registers across the loop. A
// symbol's whole address (SymLo, not rematerialized) stays in the loop:
// moved too, it made 7% (ppc64le) and 13% (ppc32) more spill code at 4
// GPRs on the corpus, 2-8% more with every register, and still 4% more
// (4-6%) at 4 GPRs from loops without calls alone. Loops are visited inner
// first, so that an address leaves a nest as far as it can; a loop
// without a preheader (a single predecessor outside it that only jumps
// to the header) keeps its computations. Equal computations moved into
// one preheader, or already there, become one (the later ones' readers
// read the first). Functions that move the stack pointer (dynamic
// allocas) keep their frame addresses where they are.
//
// It runs on the selected code of f (SSA form), after shareHighParts.
func hoistAddresses(f *mir.Func) {
	if len(f.Blocks) < 2 {
		return
	}
	movesSP := false
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == isa.DynAlloca || in.Op == isa.StackRestore {
				movesSP = true
			}
		}
	}
	dom := mir.Dominators(f)
	loops := naturalLoops(f, dom)
	rename := map[mir.Reg]mir.Reg{}
	for _, lp := range loops {
		pre := preheader(lp)
		if pre == nil {
			continue
		}
		// seen holds the computations the preheader has, by what they
		// compute.
		seen := map[addrKey]mir.Reg{}
		for _, in := range pre.Instrs {
			if k, ok := hoistKey(in, movesSP); ok {
				if _, dup := seen[k]; !dup {
					seen[k] = in.Defs[0]
				}
			}
		}
		var moved []*mir.Instr
		for _, b := range dom.RPO {
			if !lp.body[b.ID] {
				continue
			}
			out := b.Instrs[:0]
			for _, in := range b.Instrs {
				// The computations read no register: each is
				// invariant wherever it stands.
				k, ok := hoistKey(in, movesSP)
				if !ok {
					out = append(out, in)
					continue
				}
				if r, ok := seen[k]; ok {
					rename[in.Defs[0]] = r
					continue
				}
				seen[k] = in.Defs[0]
				moved = append(moved, in)
			}
			b.Instrs = out
		}
		if len(moved) == 0 {
			continue
		}
		at := len(pre.Instrs)
		for at > 0 && pre.Instrs[at-1].Term {
			at--
		}
		var pos mir.Pos
		if at < len(pre.Instrs) {
			pos = pre.Instrs[at].Pos
		}
		for _, in := range moved {
			in.Pos = pos
		}
		code := append(append(append([]*mir.Instr(nil), pre.Instrs[:at]...), moved...), pre.Instrs[at:]...)
		pre.Instrs = code
	}
	if len(rename) == 0 {
		return
	}
	find := func(r mir.Reg) mir.Reg {
		for {
			s, ok := rename[r]
			if !ok {
				return r
			}
			r = s
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for k, u := range in.Uses {
				in.Uses[k] = find(u)
			}
		}
	}
}

// addrKey is what a hoistable computation computes.
type addrKey struct {
	op       mir.Op
	sym      string
	off      int64
	got      bool
	frame    int // FrameAddr's object
	incoming bool
}

// hoistKey reports whether in is a computation hoistAddresses moves, and
// what it computes.
func hoistKey(in *mir.Instr, movesSP bool) (addrKey, bool) {
	if len(in.Defs) != 1 || !in.Defs[0].IsVirtual() || in.Clobbers != 0 || in.Term {
		return addrKey{}, false
	}
	switch in.Op {
	case isa.SymHa:
		s, ok := in.Aux.(*isa.SymRef)
		if !ok || s.TLS != 0 || len(in.Uses) != 0 {
			return addrKey{}, false
		}
		return addrKey{op: in.Op, sym: s.Sym, off: s.Off, got: s.GOT}, true
	case isa.FrameAddr:
		m, ok := in.Aux.(*isa.Mem)
		if !ok || movesSP || len(in.Uses) != 0 {
			return addrKey{}, false
		}
		return addrKey{op: in.Op, off: m.Disp, frame: m.Frame, incoming: m.Incoming}, true
	}
	return addrKey{}, false
}

// loop is a natural loop: its header and the blocks of its body (by ID,
// the header included).
type loop struct {
	head *mir.Block
	body map[int]bool
}

// naturalLoops lists f's natural loops, one per header (the back edges
// to it merged), inner first: by the size of the body, then by the
// header's place in reverse postorder.
func naturalLoops(f *mir.Func, dom *mir.DomTree) []*loop {
	byHead := map[*mir.Block]*loop{}
	var out []*loop
	for _, b := range dom.RPO {
		for _, h := range b.Succs {
			if !dom.Dominates(h, b) {
				continue
			}
			lp := byHead[h]
			if lp == nil {
				lp = &loop{head: h, body: map[int]bool{h.ID: true}}
				byHead[h] = lp
				out = append(out, lp)
			}
			work := []*mir.Block{b}
			for len(work) > 0 {
				x := work[len(work)-1]
				work = work[:len(work)-1]
				if lp.body[x.ID] || dom.RPONum[x.ID] < 0 {
					continue
				}
				lp.body[x.ID] = true
				work = append(work, x.Preds...)
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if len(out[i].body) != len(out[j].body) {
			return len(out[i].body) < len(out[j].body)
		}
		return dom.RPONum[out[i].head.ID] < dom.RPONum[out[j].head.ID]
	})
	return out
}

// preheader is the one predecessor of lp's header outside lp when it
// has no other successor, else nil.
func preheader(lp *loop) *mir.Block {
	var pre *mir.Block
	for _, p := range lp.head.Preds {
		if lp.body[p.ID] {
			continue
		}
		if pre != nil && pre != p {
			return nil
		}
		pre = p
	}
	if pre == nil || len(pre.Succs) != 1 {
		return nil
	}
	return pre
}
