package mir

import "sort"

// LoopNest is the nest of a function's natural loops, shared by the
// passes of instruction selection that move code to preheaders (package
// lower) and by the allocators (package regalloc). A loop is a header
// that dominates the source of a back edge to it, with every reachable
// block that reaches such a source without passing through the header;
// the back edges of one header make one loop. Natural loops with
// different headers are nested or disjoint, so they form a tree. Loops
// are numbered in reverse postorder of their headers: an enclosing loop
// comes before the loops it contains.
type LoopNest struct {
	Header []*Block // by loop
	Parent []int    // by loop: the innermost loop around it, or -1
	// Calls says a loop's body holds an instruction with clobbers.
	Calls []bool
	inner []int // by block ID: the innermost loop containing it, or -1
}

// FindLoops computes the loop nest of f in time proportional to the sum
// of the loops' sizes.
func FindLoops(f *Func, d *DomTree) *LoopNest {
	n := &LoopNest{inner: make([]int, len(f.Blocks))}
	for i := range n.inner {
		n.inner[i] = -1
	}
	latches := map[*Block][]*Block{}
	for _, b := range d.RPO {
		for _, h := range b.Succs {
			if d.Dominates(h, b) {
				if latches[h] == nil {
					n.Header = append(n.Header, h)
				}
				latches[h] = append(latches[h], b)
			}
		}
	}
	// Headers in reverse postorder: a header dominates the headers of the
	// loops inside its own, so those are filled in after it and overwrite
	// inner.
	sort.Slice(n.Header, func(i, j int) bool { return d.RPONum[n.Header[i].ID] < d.RPONum[n.Header[j].ID] })
	stamp := make([]int, len(f.Blocks))
	for l, h := range n.Header {
		n.Parent = append(n.Parent, n.inner[h.ID])
		n.Calls = append(n.Calls, false)
		stamp[h.ID] = l + 1
		n.inner[h.ID] = l
		work := append([]*Block(nil), latches[h]...)
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			if stamp[x.ID] == l+1 || d.RPONum[x.ID] < 0 {
				continue
			}
			stamp[x.ID] = l + 1
			n.inner[x.ID] = l
			work = append(work, x.Preds...)
		}
	}
	for _, b := range d.RPO {
		if n.inner[b.ID] < 0 || !b.HasClobbers() {
			continue
		}
		for l := n.inner[b.ID]; l >= 0 && !n.Calls[l]; l = n.Parent[l] {
			n.Calls[l] = true
		}
	}
	return n
}

// Innermost is the innermost loop containing b, or -1.
func (n *LoopNest) Innermost(b *Block) int { return n.inner[b.ID] }

// Contains reports whether loop l contains block b.
func (n *LoopNest) Contains(l int, b *Block) bool {
	for x := n.inner[b.ID]; x >= 0; x = n.Parent[x] {
		if x == l {
			return true
		}
	}
	return false
}

// Preheader is the only predecessor of loop l's header outside the loop,
// or nil when there are several.
func (n *LoopNest) Preheader(l int) *Block {
	var p *Block
	for _, x := range n.Header[l].Preds {
		if n.Contains(l, x) {
			continue
		}
		if p != nil && p != x {
			return nil
		}
		p = x
	}
	return p
}

// Blocks lists each loop's blocks (the header first) in reverse
// postorder, in time proportional to the sum of the loops' sizes.
func (n *LoopNest) Blocks(d *DomTree) [][]*Block {
	out := make([][]*Block, len(n.Header))
	for _, b := range d.RPO {
		for l := n.inner[b.ID]; l >= 0; l = n.Parent[l] {
			out[l] = append(out[l], b)
		}
	}
	return out
}

// HasClobbers reports whether an instruction of b has clobbers (a call).
func (b *Block) HasClobbers() bool {
	for _, in := range b.Instrs {
		if in.Clobbers != 0 {
			return true
		}
	}
	return false
}
