package mir

// The dominator tree, shared by the lowering (which places computations
// where they dominate their readers) and the allocators' analyses.

// ReversePostorder lists the blocks reachable from the entry.
func ReversePostorder(f *Func) []*Block {
	seen := make([]bool, len(f.Blocks))
	var post []*Block
	type frame struct {
		b *Block
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
	IDom     []*Block   // by block ID; nil for the entry and unreachable blocks
	Children [][]*Block // by block ID
	RPO      []*Block   // the reachable blocks in reverse postorder
	RPONum   []int      // by block ID: the index in RPO, -1 if unreachable
	// pre and post number the blocks in a walk of the tree (by block
	// ID; -1 for unreachable blocks): a dominates b exactly when b's
	// interval of numbers lies in a's.
	pre, post []int32
}

// Dominators computes the dominator tree of f.
func Dominators(f *Func) *DomTree {
	rpo := ReversePostorder(f)
	n := len(f.Blocks)
	d := &DomTree{IDom: make([]*Block, n), Children: make([][]*Block, n), RPO: rpo, RPONum: make([]int, n)}
	for i := range d.RPONum {
		d.RPONum[i] = -1
	}
	for i, b := range rpo {
		d.RPONum[b.ID] = i
	}
	idom := make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	entry := rpo[0].ID
	idom[entry] = entry
	intersect := func(a, b int) int {
		for a != b {
			for d.RPONum[a] > d.RPONum[b] {
				a = idom[a]
			}
			for d.RPONum[b] > d.RPONum[a] {
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
		b *Block
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
func (d *DomTree) Dominates(a, b *Block) bool {
	if a == b {
		return true
	}
	if d.pre[a.ID] < 0 || d.pre[b.ID] < 0 {
		return false
	}
	return d.pre[a.ID] <= d.pre[b.ID] && d.post[b.ID] <= d.post[a.ID]
}

// PreOrder lists the blocks in dominator-tree pre-order.
func (d *DomTree) PreOrder() []*Block {
	var out []*Block
	stack := []*Block{d.RPO[0]}
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
