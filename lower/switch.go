package lower

import (
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/ssara-project/ssara/mir"
)

// Jump tables: at least MinJumpTableCases cases, filling at least
// jumpTableDensity percent of their range (llc-14's defaults for a
// function not optimized for size: -min-jump-table-entries=4,
// -jump-table-density=10).
const (
	MinJumpTableCases = 4
	jumpTableDensity  = 10
	maxJumpTableRange = 1 << 16
)

// SwitchCase is one case of a switch: value and target.
type SwitchCase struct {
	V   int64
	Tgt *mir.Block
}

// SwitchTargets is what SwitchTree needs of a target: the branches of
// the search and the jump tables.
type SwitchTargets interface {
	// SwitchBranch ends the current block with "if x < v goto yes else
	// no" (signed; less false: x == v), x a word register and v any value
	// of the switch's type, sign-extended.
	SwitchBranch(x mir.Reg, less bool, v int64, yes, no *mir.Block)
	// JumpTable ends the current block with a bounds check of x - lo
	// against n and a jump through a table of n entries to cases'
	// targets (def where no case has the value).
	JumpTable(x mir.Reg, cases []SwitchCase, lo int64, n int, def *mir.Block)
}

// SwitchClusters sorts the cases of switch t (values sign-extended, so
// that a range around zero stays small) and groups them: greedily, the
// longest run from each case that is dense enough for a jump table, else
// the case alone. ok is false where a chain of compares is better: fewer
// than MinJumpTableCases cases, no table and fewer than twice that many,
// an integer wider than maxBits or a case that is no integer constant.
func (l *Func) SwitchClusters(t *ir.TermSwitch, maxBits int) (clusters [][]SwitchCase, ok bool) {
	it, isInt := t.X.Type().(*types.IntType)
	if !isInt || int(it.BitSize) > maxBits || len(t.Cases) < MinJumpTableCases {
		return nil, false
	}
	bits := int(it.BitSize)
	var cases []SwitchCase
	for _, c := range t.Cases {
		k, ok := c.X.(*constant.Int)
		if !ok {
			return nil, false
		}
		v := IntValue(k)
		if bits < 64 {
			v = v << uint(64-bits) >> uint(64-bits)
		}
		cases = append(cases, SwitchCase{v, l.BlockOf(c.Target)})
	}
	sort.Slice(cases, func(i, j int) bool { return cases[i].V < cases[j].V })
	for i := 0; i < len(cases); {
		best := i
		for j := i + MinJumpTableCases - 1; j < len(cases); j++ {
			span := uint64(cases[j].V) - uint64(cases[i].V)
			if span >= maxJumpTableRange {
				break
			}
			if uint64(j-i+1)*100 >= jumpTableDensity*(span+1) {
				best = j
			}
		}
		clusters = append(clusters, cases[i:best+1])
		i = best + 1
	}
	if len(clusters) == len(cases) && len(cases) < 2*MinJumpTableCases {
		return nil, false
	}
	return clusters, true
}

// SwitchBlock makes a block of the current block's IR block.
func (l *Func) SwitchBlock(suffix string) *mir.Block {
	irb := l.IROf[l.Cur]
	b := l.F.NewBlock(irb.Name() + suffix)
	l.IROf[b] = irb
	return b
}

// SwitchBlockAfter is SwitchBlock for a block laid out right after the
// current one (newBlockAfter): a jump table's block, which the bounds
// check then falls into.
func (l *Func) SwitchBlockAfter(suffix string) *mir.Block {
	irb := l.IROf[l.Cur]
	b := l.newBlockAfter(l.Cur, irb.Name()+suffix)
	l.IROf[b] = irb
	return b
}

// SwitchTree emits a binary search over clusters from the current block:
// a jump table for a cluster of several cases, a compare for one.
func (l *Func) SwitchTree(x mir.Reg, clusters [][]SwitchCase, def *mir.Block, s SwitchTargets) {
	if len(clusters) == 1 {
		c := clusters[0]
		if len(c) == 1 {
			s.SwitchBranch(x, false, c[0].V, c[0].Tgt, def)
			return
		}
		lo := c[0].V
		n := int(uint64(c[len(c)-1].V)-uint64(lo)) + 1
		s.JumpTable(x, c, lo, n, def)
		return
	}
	mid := len(clusters) / 2
	left, right := l.SwitchBlock(".swl"), l.SwitchBlock(".swr")
	s.SwitchBranch(x, true, clusters[mid][0].V, left, right)
	l.Cur = left
	l.SwitchTree(x, clusters[:mid], def, s)
	l.Cur = right
	l.SwitchTree(x, clusters[mid:], def, s)
}

// TableEntries adds to jt, the block that ends in a jump table, an edge
// to each distinct target and returns the table's entries: for each of
// the n values from lo, the index of its target among jt's successors.
func TableEntries(jt *mir.Block, cases []SwitchCase, lo int64, n int, def *mir.Block) []int {
	succ := map[*mir.Block]int{}
	edge := func(b *mir.Block) int {
		if i, ok := succ[b]; ok {
			return i
		}
		succ[b] = len(jt.Succs)
		mir.AddEdge(jt, b)
		return succ[b]
	}
	entries := make([]int, n)
	k := 0
	for i := 0; i < n; i++ {
		// Valid IR has no duplicate case values.
		if k < len(cases) && cases[k].V == lo+int64(i) {
			entries[i] = edge(cases[k].Tgt)
			k++
			continue
		}
		entries[i] = edge(def)
	}
	return entries
}
