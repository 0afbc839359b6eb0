package x86

import (
	"fmt"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Jump tables: at least minJumpTableCases cases, filling at least
// jumpTableDensity percent of their range (llc-14's defaults for a
// function not optimized for size: -min-jump-table-entries=4,
// -jump-table-density=10).
const (
	minJumpTableCases = 4
	jumpTableDensity  = 10
	maxJumpTableRange = 1 << 16
)

// switchCase is one case of a switch: value and target.
type switchCase struct {
	v   int64
	tgt *mir.Block
}

// lowerSwitch lowers a switch: small ones as a chain of compares, larger
// ones as a balanced binary search over clusters of cases, where a cluster
// is a jump table when at least minJumpTableCases cases fill
// jumpTableDensity percent of its range, or a single case.
func (l *fn) lowerSwitch(t *ir.TermSwitch) error {
	bits := intBits(t.X.Type())
	if bits == 0 || bits > 64 || len(t.Cases) < minJumpTableCases {
		return l.switchChain(t)
	}
	var cases []switchCase
	for _, c := range t.Cases {
		k, ok := c.X.(*constant.Int)
		if !ok {
			return l.switchChain(t)
		}
		// Signed values, so that a range around zero stays small.
		v := lower.IntValue(k)
		if bits < 64 {
			v = v << uint(64-bits) >> uint(64-bits)
		}
		cases = append(cases, switchCase{v, l.BlockOf(c.Target)})
	}
	sort.Slice(cases, func(i, j int) bool { return cases[i].v < cases[j].v })
	clusters := clusterCases(cases)
	if len(clusters) == len(cases) && len(cases) < 2*minJumpTableCases {
		return l.switchChain(t)
	}
	x, err := l.extend(t.X, bits, 64, true)
	if err != nil {
		return err
	}
	l.switchTree(x, clusters, l.BlockOf(t.TargetDefault))
	return nil
}

// clusterCases groups sorted cases: greedily, the longest run from each
// case that is dense enough for a jump table, else the case alone.
func clusterCases(cases []switchCase) [][]switchCase {
	var out [][]switchCase
	for i := 0; i < len(cases); {
		best := i
		for j := i + minJumpTableCases - 1; j < len(cases); j++ {
			span := uint64(cases[j].v) - uint64(cases[i].v)
			if span >= maxJumpTableRange {
				break
			}
			if uint64(j-i+1)*100 >= jumpTableDensity*(span+1) {
				best = j
			}
		}
		out = append(out, cases[i:best+1])
		i = best + 1
	}
	return out
}

// switchBlock makes a block of the switch's IR block.
func (l *fn) switchBlock(suffix string) *mir.Block {
	irb := l.IROf[l.Cur]
	b := l.F.NewBlock(irb.Name() + suffix)
	l.IROf[b] = irb
	return b
}

// branch ends the current block with "if x cc imm goto yes else no",
// with x a 64-bit register and imm any 64-bit value.
func (l *fn) branch(x mir.Reg, cc isa.CC, imm int64, yes, no *mir.Block) {
	if yes == no {
		l.Jump(yes)
		return
	}
	cd := isa.Cond{CondIdx: 0, CC: cc, Bits: 64}
	uses := []mir.Reg{x}
	if imm == int64(int32(imm)) {
		cd.HasImm, cd.Imm = true, imm
	} else {
		uses = append(uses, l.movImm(imm, 64))
	}
	br := l.emit(isa.CmpBr, nil, uses, &isa.CondOp{Cond: cd})
	br.Term = true
	mir.AddEdge(l.Cur, yes)
	mir.AddEdge(l.Cur, no)
}

// switchTree emits a binary search over clusters from the current block.
func (l *fn) switchTree(x mir.Reg, clusters [][]switchCase, def *mir.Block) {
	if len(clusters) == 1 {
		c := clusters[0]
		if len(c) == 1 {
			l.branch(x, isa.CCEq, c[0].v, c[0].tgt, def)
			return
		}
		lo := c[0].v
		n := int(uint64(c[len(c)-1].v)-uint64(lo)) + 1
		l.jumpTable(x, c, lo, n, def)
		return
	}
	mid := len(clusters) / 2
	left, right := l.switchBlock(".swl"), l.switchBlock(".swr")
	l.branch(x, isa.CCLt, clusters[mid][0].v, left, right)
	l.Cur = left
	l.switchTree(x, clusters[:mid], def)
	l.Cur = right
	l.switchTree(x, clusters[mid:], def)
}

// jumpTable lowers a cluster of cases as a bounds check and an indirect
// jump through a table of 32-bit offsets relative to the table (position
// independent).
func (l *fn) jumpTable(x mir.Reg, cases []switchCase, lo int64, n int, def *mir.Block) {
	idx := l.addImm(x, -lo, 64)
	jt := l.switchBlock(".jt")
	cd := isa.Cond{CondIdx: 0, CC: isa.CCA, Bits: 64, HasImm: true, Imm: int64(n - 1)}
	br := l.emit(isa.CmpBr, nil, []mir.Reg{idx}, &isa.CondOp{Cond: cd})
	br.Term = true
	mir.AddEdge(l.Cur, def)
	mir.AddEdge(l.Cur, jt)
	l.Cur = jt
	label := l.m.newJumpTable()
	tab := l.newGPR()
	l.emit(isa.LeaSym, []mir.Reg{tab}, nil, &isa.SymRef{Sym: label})
	off := l.newGPR()
	l.emit(isa.Load, []mir.Reg{off}, []mir.Reg{tab, idx}, &isa.Mem{Addr: isa.Addr{BaseIdx: 0, IndexIdx: 1, Scale: 4, Frame: -1}, Bits: 32})
	off = l.ext(off, 32, 64, true)
	dst := l.tied(isa.ALU, off, []mir.Reg{tab}, &isa.Arith{Op: isa.Add, Bits: 64})
	in := l.emit(isa.JmpInd, nil, []mir.Reg{dst}, nil)
	in.Term = true
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
		if k < len(cases) && cases[k].v == lo+int64(i) {
			entries[i] = edge(cases[k].tgt)
			k++
			continue
		}
		entries[i] = edge(def)
	}
	in.Aux = &isa.JumpTable{Label: label, Entries: entries}
}

// overAligned lowers an alloca aligned to more than the 16 bytes the
// frame guarantees: the object is carved out of the stack below the frame
// (as a dynamic alloca is) with room to round its address up.
func (l *fn) overAligned(in *ir.InstAlloca, size, align int64) error {
	if align&(align-1) != 0 || align > 1<<12 {
		return l.Unsupported(fmt.Sprintf("stack alignment %d", align))
	}
	n := int64(1)
	if in.NElems != nil {
		c, ok := in.NElems.(*constant.Int)
		if !ok {
			return l.Unsupported(fmt.Sprintf("dynamic alloca aligned to %d", align))
		}
		n = lower.IntValue(c)
	}
	l.info.DynAlloca = true
	bytes := (size*n + align - 1 + 15) &^ 15
	d := l.newGPR()
	l.emit(isa.DynAlloca, []mir.Reg{d}, []mir.Reg{l.movImm(bytes, 64)}, nil)
	p := l.addImm(d, align-1, 64)
	p = l.tied(isa.ALUImm, p, nil, &isa.Arith{Op: isa.And, Bits: 64, Imm: -align})
	l.Def(in, p)
	return nil
}
