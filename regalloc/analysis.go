package regalloc

import (
	"math"
	"sort"

	"github.com/ssara-project/ssara/mir"
)

// Frequency is the static estimate of how often a block at loop depth
// depth runs, as spill costs and weights count it: 10^depth (the depth
// capped at 30, so that the estimate stays finite).
func Frequency(depth int) float64 { return math.Pow(10, float64(minInt(depth, 30))) }

// LoopDepths gives each block's loop nesting depth: the number of natural
// loops (of back edges to a dominating header) that contain it.
func LoopDepths(f *mir.Func, d *mir.DomTree) []int {
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
func FindLoops(f *mir.Func, d *mir.DomTree) *LoopNest {
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
	sortBlocksBy(n.Header, d.RPONum)
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
