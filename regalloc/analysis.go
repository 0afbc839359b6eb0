package regalloc

import (
	"math"
	"sort"

	"github.com/ssara-project/ssara/mir"
)

// ReversePostorder lists the blocks reachable from the entry.
func ReversePostorder(f *mir.Func) []*mir.Block {
	seen := make([]bool, len(f.Blocks))
	var post []*mir.Block
	type frame struct {
		b *mir.Block
		i int
	}
	stack := []frame{{f.Blocks[0], 0}}
	seen[0] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.i < len(top.b.Succs) {
			s := top.b.Succs[top.i]
			top.i++
			if !seen[s.ID] {
				seen[s.ID] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
		post[i], post[j] = post[j], post[i]
	}
	return post
}

// DomTree is the dominator tree of a function (Cooper, Harvey and
// Kennedy's iterative algorithm).
type DomTree struct {
	IDom     []*mir.Block   // by block ID; nil for the entry and unreachable blocks
	Children [][]*mir.Block // by block ID
	RPO      []*mir.Block
	rpoNum   []int
	// pre and post number the blocks in a walk of the tree (by block
	// ID; -1 for unreachable blocks): a dominates b exactly when b's
	// interval of numbers lies in a's.
	pre, post []int32
}

// Dominators computes the dominator tree of f.
func Dominators(f *mir.Func) *DomTree {
	rpo := ReversePostorder(f)
	n := len(f.Blocks)
	d := &DomTree{IDom: make([]*mir.Block, n), Children: make([][]*mir.Block, n), RPO: rpo, rpoNum: make([]int, n)}
	for i := range d.rpoNum {
		d.rpoNum[i] = -1
	}
	for i, b := range rpo {
		d.rpoNum[b.ID] = i
	}
	idom := make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	entry := rpo[0].ID
	idom[entry] = entry
	intersect := func(a, b int) int {
		for a != b {
			for d.rpoNum[a] > d.rpoNum[b] {
				a = idom[a]
			}
			for d.rpoNum[b] > d.rpoNum[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range rpo[1:] {
			nd := -1
			for _, p := range b.Preds {
				if idom[p.ID] < 0 {
					continue
				}
				if nd < 0 {
					nd = p.ID
				} else {
					nd = intersect(p.ID, nd)
				}
			}
			if nd >= 0 && idom[b.ID] != nd {
				idom[b.ID] = nd
				changed = true
			}
		}
	}
	for _, b := range rpo[1:] {
		if idom[b.ID] >= 0 {
			p := f.Blocks[idom[b.ID]]
			d.IDom[b.ID] = p
			d.Children[p.ID] = append(d.Children[p.ID], b)
		}
	}
	d.pre, d.post = make([]int32, n), make([]int32, n)
	for i := range d.pre {
		d.pre[i], d.post[i] = -1, -1
	}
	type frame struct {
		b *mir.Block
		i int
	}
	var clock int32
	stack := []frame{{rpo[0], 0}}
	d.pre[rpo[0].ID] = clock
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if ch := d.Children[top.b.ID]; top.i < len(ch) {
			c := ch[top.i]
			top.i++
			clock++
			d.pre[c.ID] = clock
			stack = append(stack, frame{c, 0})
			continue
		}
		clock++
		d.post[top.b.ID] = clock
		stack = stack[:len(stack)-1]
	}
	return d
}

// Dominates reports whether a dominates b (every block dominates itself;
// an unreachable block is dominated by itself only). O(1).
func (d *DomTree) Dominates(a, b *mir.Block) bool {
	if a == b {
		return true
	}
	if d.pre[a.ID] < 0 || d.pre[b.ID] < 0 {
		return false
	}
	return d.pre[a.ID] <= d.pre[b.ID] && d.post[b.ID] <= d.post[a.ID]
}

// PreOrder lists the blocks in dominator-tree pre-order.
func (d *DomTree) PreOrder() []*mir.Block {
	var out []*mir.Block
	stack := []*mir.Block{d.RPO[0]}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		out = append(out, b)
		ch := d.Children[b.ID]
		for i := len(ch) - 1; i >= 0; i-- {
			stack = append(stack, ch[i])
		}
	}
	return out
}

// Frequency is the static estimate of how often a block at loop depth
// depth runs, as spill costs and weights count it: 10^depth (the depth
// capped at 30, so that the estimate stays finite).
func Frequency(depth int) float64 { return math.Pow(10, float64(minInt(depth, 30))) }

// LoopDepths gives each block's loop nesting depth: the number of natural
// loops (of back edges to a dominating header) that contain it.
func LoopDepths(f *mir.Func, d *DomTree) []int {
	depth := make([]int, len(f.Blocks))
	for _, b := range d.RPO {
		for _, h := range b.Succs {
			if !d.Dominates(h, b) {
				continue
			}
			// Back edge b -> h: the loop body is h plus every block that
			// reaches b without passing through h.
			in := map[int]bool{h.ID: true}
			work := []*mir.Block{b}
			for len(work) > 0 {
				x := work[len(work)-1]
				work = work[:len(work)-1]
				if in[x.ID] {
					continue
				}
				in[x.ID] = true
				work = append(work, x.Preds...)
			}
			for id := range in {
				depth[id]++
			}
		}
	}
	return depth
}

// SplitCriticalEdges splits every edge from a block with several
// successors to a block with several predecessors and phis, by a new
// block appended to f holding only a jump. It returns the number split.
func SplitCriticalEdges(f *mir.Func) int {
	n := 0
	for _, b := range append([]*mir.Block(nil), f.Blocks...) {
		if len(b.Succs) < 2 || b.Term().Indirect {
			continue
		}
		for j, s := range b.Succs {
			if len(s.Preds) < 2 || len(s.Phis()) == 0 {
				continue
			}
			splitEdge(f, b, j)
			n++
		}
	}
	return n
}

// splitEdge is mir.SplitEdge with the allocators' suffix.
func splitEdge(f *mir.Func, b *mir.Block, j int) *mir.Block {
	return mir.SplitEdge(f, b, j, ".split")
}

// containsBlock reports whether b is in bs.
func containsBlock(bs []*mir.Block, b *mir.Block) bool {
	for _, x := range bs {
		if x == b {
			return true
		}
	}
	return false
}

// LoopNest is the nest of a function's natural loops: a loop is a header
// that dominates the source of a back edge to it, with every block that
// reaches such a source without passing through the header; the loops of
// one header are one loop. Loops are numbered in reverse postorder of
// their headers, so an enclosing loop comes before the loops it contains.
type LoopNest struct {
	Header []*mir.Block // by loop
	Parent []int        // by loop: the innermost loop around it, or -1
	// Calls says a loop's body holds an instruction with clobbers.
	Calls []bool
	inner []int // by block ID: the innermost loop containing it, or -1
}

// FindLoops computes the loop nest of f in time proportional to the sum
// of the loops' sizes.
func FindLoops(f *mir.Func, d *DomTree) *LoopNest {
	n := &LoopNest{inner: make([]int, len(f.Blocks))}
	for i := range n.inner {
		n.inner[i] = -1
	}
	latches := map[*mir.Block][]*mir.Block{}
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
	sortBlocksBy(n.Header, d.rpoNum)
	stamp := make([]int, len(f.Blocks))
	for l, h := range n.Header {
		n.Parent = append(n.Parent, n.inner[h.ID])
		n.Calls = append(n.Calls, false)
		stamp[h.ID] = l + 1
		n.inner[h.ID] = l
		work := append([]*mir.Block(nil), latches[h]...)
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			if stamp[x.ID] == l+1 {
				continue
			}
			stamp[x.ID] = l + 1
			n.inner[x.ID] = l
			work = append(work, x.Preds...)
		}
	}
	for _, b := range d.RPO {
		if n.inner[b.ID] < 0 || !HasClobbers(b) {
			continue
		}
		for l := n.inner[b.ID]; l >= 0 && !n.Calls[l]; l = n.Parent[l] {
			n.Calls[l] = true
		}
	}
	return n
}

// Innermost is the innermost loop containing b, or -1.
func (n *LoopNest) Innermost(b *mir.Block) int { return n.inner[b.ID] }

// Contains reports whether loop l contains block b.
func (n *LoopNest) Contains(l int, b *mir.Block) bool {
	for x := n.inner[b.ID]; x >= 0; x = n.Parent[x] {
		if x == l {
			return true
		}
	}
	return false
}

// Preheader is the only predecessor of loop l's header outside the loop,
// or nil when there are several.
func (n *LoopNest) Preheader(l int) *mir.Block {
	var p *mir.Block
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

// HasClobbers reports whether an instruction of b has clobbers (a call).
func HasClobbers(b *mir.Block) bool {
	for _, in := range b.Instrs {
		if in.Clobbers != 0 {
			return true
		}
	}
	return false
}

// sortBlocksBy sorts bs by key[b.ID].
func sortBlocksBy(bs []*mir.Block, key []int) {
	sort.Slice(bs, func(i, j int) bool { return key[bs[i].ID] < key[bs[j].ID] })
}
