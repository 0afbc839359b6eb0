package rath

import "sort"

// Nodes of a block, as Rath numbers them: node 0 is the block's entry,
// where its phis define their values; node j >= 1 is Instrs[j-1]. The gap
// after node j (before node j+1) is where spill code and moves go; there is
// none after the last node (the terminator): the models join blocks at
// that point.

// nodeLive is the liveness of one block by node.
type nodeLive struct {
	// in[j] are the values live just before node j executes (its uses
	// included), out[j] those live just after it (its defs if they are
	// used later), both sorted. Node 0 has the block's live-in values and
	// all its phis (dead ones too: a phi has a location) on both sides.
	in, out [][]int
	// defAt[v] is the node defining v in this block (0 for phis).
	defAt map[int]int
}

// numNodes is the number of nodes of block b (its instructions plus the
// entry node).
func (b *Block) numNodes() int { return len(b.Instrs) + 1 }

// last is the index of b's last node.
func (b *Block) last() int { return len(b.Instrs) }

// nodeLiveness derives per-node liveness from the blocks' LiveOut sets.
func (p *Problem) nodeLiveness() []nodeLive {
	out := make([]nodeLive, len(p.Blocks))
	for bi := range p.Blocks {
		out[bi] = p.nodeLiveness1(bi)
	}
	return out
}

// nodeLiveness1 is nodeLiveness of block bi.
func (p *Problem) nodeLiveness1(bi int) nodeLive {
	{
		b := &p.Blocks[bi]
		n := b.numNodes()
		nl := nodeLive{in: make([][]int, n), out: make([][]int, n), defAt: map[int]int{}}
		live := map[int]bool{}
		for _, v := range b.LiveOut {
			live[v] = true
		}
		for j := n - 1; j >= 1; j-- {
			in := &b.Instrs[j-1]
			nl.out[j] = sortedKeys(live)
			for _, d := range in.Defs {
				delete(live, d.Value)
				nl.defAt[d.Value] = j
			}
			for _, u := range in.Uses {
				live[u.Value] = true
			}
			nl.in[j] = sortedKeys(live)
		}
		for _, phi := range b.Phis {
			live[phi.Def] = true
			nl.defAt[phi.Def] = 0
		}
		nl.in[0] = sortedKeys(live)
		nl.out[0] = nl.in[0]
		return nl
	}
}

func sortedKeys(m map[int]bool) []int {
	out := make([]int, 0, len(m))
	for v := range m {
		out = append(out, v)
	}
	sort.Ints(out)
	return out
}

// contains reports whether the sorted list s holds v.
func contains(s []int, v int) bool {
	i := sort.SearchInts(s, v)
	return i < len(s) && s[i] == v
}

// phiArg maps a value live into block s (or a phi of s) to the value that
// stands for it at the end of predecessor number k: the phi's argument,
// or the value itself.
func (p *Problem) phiArg(s, k, v int) int {
	for _, phi := range p.Blocks[s].Phis {
		if phi.Def == v {
			return phi.Args[k]
		}
	}
	return v
}

// distinctUses lists the values an instruction reads, each once, with
// whether every one of its operands may be in memory (memOperand).
func distinctUses(in *Instr) (vals []int, mem []bool) {
	at := map[int]int{}
	for k, u := range in.Uses {
		m := in.memOperand(k)
		if i, ok := at[u.Value]; ok {
			mem[i] = mem[i] && m
			continue
		}
		at[u.Value] = len(vals)
		vals = append(vals, u.Value)
		mem = append(mem, m)
	}
	return vals, mem
}

// memOperand reports whether use k may be read from memory: a Mem operand
// that is not tied (the tied def takes its register).
func (in *Instr) memOperand(k int) bool { return in.Uses[k].Mem && k != in.Tied }

// tiedDef reports whether def k shares the register of a use.
func (in *Instr) tiedDef(k int) bool { return k == 0 && in.Tied >= 0 }

// Live is the liveness of block b by node: in[j] are the values live just
// before node j (its uses included), out[j] those live just after it, each
// sorted; node 0 has the block's live-in values and all its phis. The
// blocks' LiveOut must be filled.
func (p *Problem) Live(b int) (in, out [][]int) {
	nl := p.nodeLiveness1(b)
	return nl.in, nl.out
}
