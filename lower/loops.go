package lower

import (
	"sort"

	"github.com/ssara-project/ssara/mir"
)

// Loops of selected code, for the passes that move loop-invariant
// computations to a loop's preheader (llc-14's MachineLICM does it for
// the same computations): PowerPC's symbol and frame addresses
// (lower/ppc/licm.go), x86-64's symbol addresses and wide constants
// (lower/x86), and both targets' invariant arithmetic (HoistInvariants,
// lower/licm.go).

// Loop is a natural loop: its header and the blocks of its body (by ID,
// the header included), which Blocks lists in reverse postorder.
type Loop struct {
	Head   *mir.Block
	Body   map[int]bool
	Blocks []*mir.Block
}

// NaturalLoops lists f's natural loops (mir.FindLoops), inner first: by
// the size of the body, then by the header's place in reverse postorder.
// The cost is the sum of the loops' sizes, not the number of loops times
// the function's.
func NaturalLoops(f *mir.Func, dom *mir.DomTree) []*Loop {
	nest := mir.FindLoops(f, dom)
	out := make([]*Loop, len(nest.Header))
	for l, blocks := range nest.Blocks(dom) {
		lp := &Loop{Head: nest.Header[l], Body: make(map[int]bool, len(blocks)), Blocks: blocks}
		for _, b := range blocks {
			lp.Body[b.ID] = true
		}
		out[l] = lp
	}
	sort.SliceStable(out, func(i, j int) bool {
		if len(out[i].Blocks) != len(out[j].Blocks) {
			return len(out[i].Blocks) < len(out[j].Blocks)
		}
		return dom.RPONum[out[i].Head.ID] < dom.RPONum[out[j].Head.ID]
	})
	return out
}

// Preheader is the one predecessor of lp's header outside lp when it
// has no other successor, else nil.
func (lp *Loop) Preheader() *mir.Block {
	var pre *mir.Block
	for _, p := range lp.Head.Preds {
		if lp.Body[p.ID] {
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

// Entry is the edge by which control enters lp where it has no
// preheader but one predecessor outside it that branches elsewhere too
// (clang -O1 enters a loop straight from its guard, "if (n) do ...
// while"): that predecessor and the index of the header among its
// successors. ok is false where the header has several predecessors
// outside lp, or that edge cannot be split (an indirect branch's, or
// the header twice among the predecessor's successors).
func (lp *Loop) Entry() (p *mir.Block, j int, ok bool) {
	for _, q := range lp.Head.Preds {
		if lp.Body[q.ID] {
			continue
		}
		if p != nil {
			return nil, 0, false
		}
		p = q
	}
	if p == nil || len(p.Instrs) == 0 || p.Instrs[len(p.Instrs)-1].Indirect {
		return nil, 0, false
	}
	j = -1
	for k, s := range p.Succs {
		if s == lp.Head {
			if j >= 0 {
				return nil, 0, false
			}
			j = k
		}
	}
	return p, j, j >= 0
}

// SplitPreheader gives lp a preheader by splitting its Entry edge with
// a block that jumps to the header (mir.SplitEdge). The block joins
// every loop of loops that holds both ends of the edge, just before
// lp's header in its Blocks (reverse postorder still). It returns the
// new block, or nil where lp has no such edge.
func SplitPreheader(f *mir.Func, lp *Loop, loops []*Loop) *mir.Block {
	p, j, ok := lp.Entry()
	if !ok {
		return nil
	}
	nb := mir.SplitEdge(f, p, j, ".ph")
	for _, o := range loops {
		if !o.Body[p.ID] || !o.Body[lp.Head.ID] {
			continue
		}
		o.Body[nb.ID] = true
		for k, b := range o.Blocks {
			if b == lp.Head {
				o.Blocks = append(o.Blocks[:k:k], append([]*mir.Block{nb}, o.Blocks[k:]...)...)
				break
			}
		}
	}
	return nb
}

// MoveToPreheader moves the instructions of lp's body that keyOf accepts
// to the end of its preheader (before its jump), in reverse postorder;
// of equal ones (by their key), moved or already in the preheader, the
// first stays and the others go, their definitions recorded in rename as
// the first's. The instructions must read nothing defined in the loop
// and have one definition each. A loop without a preheader is left as it
// is.
func MoveToPreheader[K comparable](lp *Loop, rename map[mir.Reg]mir.Reg, keyOf func(*mir.Instr) (K, bool)) {
	pre := lp.Preheader()
	if pre == nil {
		return
	}
	// seen holds the computations the preheader has, by what they
	// compute.
	seen := map[K]mir.Reg{}
	for _, in := range pre.Instrs {
		if k, ok := keyOf(in); ok {
			if _, dup := seen[k]; !dup {
				seen[k] = in.Defs[0]
			}
		}
	}
	var moved []*mir.Instr
	for _, b := range lp.Blocks {
		out := b.Instrs[:0]
		for _, in := range b.Instrs {
			k, ok := keyOf(in)
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
		return
	}
	insertBeforeJump(pre, moved)
}

// insertBeforeJump puts ins at the end of b, before its terminators,
// with the position of b's first terminator (the zero Pos if it has
// none).
func insertBeforeJump(b *mir.Block, ins []*mir.Instr) {
	at := len(b.Instrs)
	for at > 0 && b.Instrs[at-1].Term {
		at--
	}
	var pos mir.Pos
	if at < len(b.Instrs) {
		pos = b.Instrs[at].Pos
	}
	for _, in := range ins {
		in.Pos = pos
	}
	b.Instrs = append(append(append(make([]*mir.Instr, 0, len(b.Instrs)+len(ins)), b.Instrs[:at]...), ins...), b.Instrs[at:]...)
}

// RenameUses makes f's reads of the registers in rename read what they
// were renamed to (through chains of renames).
func RenameUses(f *mir.Func, rename map[mir.Reg]mir.Reg) {
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
