package regalloc

import (
	"math"

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
