package mir

import (
	"reflect"
	"testing"
)

// TestFindLoops builds small control-flow graphs from edge lists (block
// 0 the entry) and checks the nest: headers, parents, each loop's blocks
// in reverse postorder, calls, preheaders.
func TestFindLoops(t *testing.T) {
	for _, tc := range []struct {
		name   string
		blocks int
		edges  [][2]int
		call   int // a block with a call, or -1
		// want, by loop: header, parent, blocks, calls, preheader (-1: none)
		headers, parents []int
		loops            [][]int
		calls            []bool
		pre              []int
	}{
		{name: "straight line", blocks: 3, edges: [][2]int{{0, 1}, {1, 2}}, call: -1},
		{name: "one loop", blocks: 4, edges: [][2]int{{0, 1}, {1, 2}, {2, 1}, {2, 3}}, call: 2,
			headers: []int{1}, parents: []int{-1}, loops: [][]int{{1, 2}}, calls: []bool{true}, pre: []int{0}},
		// The back edges 3->1 and 4->1 make one loop.
		{name: "two latches", blocks: 6, edges: [][2]int{{0, 1}, {1, 2}, {2, 3}, {2, 4}, {3, 1}, {4, 1}, {4, 5}}, call: -1,
			headers: []int{1}, parents: []int{-1}, loops: [][]int{{1, 2, 4, 3}}, calls: []bool{false}, pre: []int{0}},
		// An outer loop 1..4 around an inner one 2..3; the call in the
		// outer body marks the outer loop only.
		{name: "nested", blocks: 6, edges: [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 2}, {3, 4}, {4, 1}, {4, 5}}, call: 4,
			headers: []int{1, 2}, parents: []int{-1, 0}, loops: [][]int{{1, 2, 3, 4}, {2, 3}}, calls: []bool{true, false}, pre: []int{0, 1}},
		// Block 5 is unreachable and jumps into the loop: not part of it,
		// and the header then has two outside predecessors.
		{name: "unreachable predecessor", blocks: 6, edges: [][2]int{{0, 1}, {1, 2}, {2, 1}, {2, 3}, {5, 2}, {5, 1}}, call: -1,
			headers: []int{1}, parents: []int{-1}, loops: [][]int{{1, 2}}, calls: []bool{false}, pre: []int{-1}},
		// Two loops one after the other; the entry enters the second
		// through the first's exit.
		{name: "siblings", blocks: 5, edges: [][2]int{{0, 1}, {1, 1}, {1, 2}, {2, 3}, {3, 3}, {3, 4}}, call: 3,
			headers: []int{1, 3}, parents: []int{-1, -1}, loops: [][]int{{1}, {3}}, calls: []bool{false, true}, pre: []int{0, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := &Func{Name: "f"}
			for i := 0; i < tc.blocks; i++ {
				b := f.NewBlock("b")
				if i == tc.call {
					call := NewInstr(OpTarget, nil, nil, nil)
					call.Clobbers = 1
					b.Instrs = append(b.Instrs, call)
				}
				j := NewInstr(OpJump, nil, nil, nil)
				j.Term = true
				b.Instrs = append(b.Instrs, j)
			}
			for _, e := range tc.edges {
				AddEdge(f.Blocks[e[0]], f.Blocks[e[1]])
			}
			d := Dominators(f)
			n := FindLoops(f, d)
			ids := func(bs []*Block) []int {
				out := []int{}
				for _, b := range bs {
					out = append(out, b.ID)
				}
				return out
			}
			if got := ids(n.Header); !reflect.DeepEqual(got, append([]int{}, tc.headers...)) {
				t.Fatalf("headers %v, want %v", got, tc.headers)
			}
			if len(tc.headers) == 0 {
				return
			}
			if !reflect.DeepEqual(n.Parent, tc.parents) {
				t.Errorf("parents %v, want %v", n.Parent, tc.parents)
			}
			if !reflect.DeepEqual(n.Calls, tc.calls) {
				t.Errorf("calls %v, want %v", n.Calls, tc.calls)
			}
			for l, bs := range n.Blocks(d) {
				if got := ids(bs); !reflect.DeepEqual(got, tc.loops[l]) {
					t.Errorf("loop %d: blocks %v, want %v", l, got, tc.loops[l])
				}
				for _, b := range f.Blocks {
					in := false
					for _, id := range tc.loops[l] {
						in = in || id == b.ID
					}
					if n.Contains(l, b) != in {
						t.Errorf("loop %d: Contains(%d) = %v", l, b.ID, !in)
					}
				}
				p, want := n.Preheader(l), tc.pre[l]
				if p == nil && want >= 0 || p != nil && p.ID != want {
					t.Errorf("loop %d: preheader %v, want %d", l, p, want)
				}
			}
		})
	}
}
