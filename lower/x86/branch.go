package x86

import (
	"fmt"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Jump tables: at least minJumpTableCases cases, filling at least
// jumpTableDensity percent of their range (llc's defaults).
const (
	minJumpTableCases = 4
	jumpTableDensity  = 40
	maxJumpTableRange = 1 << 16
)

// indirectBr lowers indirectbr: a jump through a register to one of the
// listed blocks. The phis of those blocks live in memory (findDemoted), so
// no copy is ever needed on these edges.
func (l *fn) indirectBr(t *ir.TermIndirectBr) error {
	r, err := l.reg(t.Addr)
	if err != nil {
		return err
	}
	in := l.emit(isa.JmpInd, nil, []mir.Reg{r}, nil)
	in.Term = true
	seen := map[*mir.Block]bool{}
	for _, v := range t.ValidTargets {
		b := l.target(v)
		if b == nil || seen[b] {
			continue
		}
		seen[b] = true
		mir.AddEdge(l.cur, b)
	}
	if len(l.cur.Succs) == 0 {
		in.Op = isa.Unreachable
		in.Uses = nil
	}
	return nil
}

// findDemoted lists the IR blocks whose phis are kept in frame slots: the
// targets of indirectbr, whose incoming edges cannot be split.
func (l *fn) findDemoted(order []*ir.Block) {
	l.demoted = map[*ir.Block]bool{}
	for _, b := range order {
		if t, ok := b.Term.(*ir.TermIndirectBr); ok {
			for _, v := range t.ValidTargets {
				if tb, ok := v.(*ir.Block); ok && len(tb.Insts) > 0 {
					if _, ok := tb.Insts[0].(*ir.InstPhi); ok {
						l.demoted[tb] = true
					}
				}
			}
		}
	}
	l.phiSlots = map[*ir.InstPhi][]int{}
}

// phiSlotsOf returns the frame objects holding a demoted phi's leaves.
func (l *fn) phiSlotsOf(phi *ir.InstPhi) ([]int, error) {
	if s, ok := l.phiSlots[phi]; ok {
		return s, nil
	}
	if hasVector(phi.Typ) {
		return nil, l.unsupported("vector phi in a target of indirectbr")
	}
	ls, err := l.leaves(phi.Typ)
	if err != nil {
		return nil, err
	}
	var s []int
	for range ls {
		l.f.Frame = append(l.f.Frame, mir.FrameObject{Size: 8, Align: 8})
		s = append(s, len(l.f.Frame)-1)
	}
	l.phiSlots[phi] = s
	return s, nil
}

func slotMem(frame int, bits int, fp bool) *isa.Mem {
	return &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: frame}, Bits: bits, FP: fp}
}

// loadDemotedPhi reads a demoted phi from its slots.
func (l *fn) loadDemotedPhi(phi *ir.InstPhi) error {
	slots, err := l.phiSlotsOf(phi)
	if err != nil {
		return err
	}
	ls, _ := l.leaves(phi.Typ)
	var regs []mir.Reg
	for i, t := range ls {
		fp := isFloat(t)
		d := l.f.NewReg(classOf(t))
		bits := 64
		if fp {
			bits = floatBits(t)
		}
		l.emit(isa.Load, []mir.Reg{d}, nil, slotMem(slots[i], bits, fp))
		regs = append(regs, d)
	}
	l.def(phi, regs...)
	return nil
}

// storeDemotedPhis writes, at the end of IR block b, the values b passes
// to the demoted phis of its successors.
func (l *fn) storeDemotedPhis(b *ir.Block) error {
	done := map[*ir.Block]bool{}
	for _, s := range lower.Succs(b.Term) {
		if !l.demoted[s] || done[s] {
			continue
		}
		done[s] = true
		for _, in := range s.Insts {
			phi, ok := in.(*ir.InstPhi)
			if !ok {
				break
			}
			var x value.Value
			for _, inc := range phi.Incs {
				if inc.Pred == b {
					x = inc.X
				}
			}
			if x == nil {
				return l.errorf("phi has no value for predecessor %%%s", b.Name())
			}
			slots, err := l.phiSlotsOf(phi)
			if err != nil {
				return err
			}
			regs, err := l.regs(x)
			if err != nil {
				return err
			}
			ls, _ := l.leaves(phi.Typ)
			for i, t := range ls {
				fp := isFloat(t)
				bits := 64
				if fp {
					bits = floatBits(t)
				}
				l.emit(isa.Store, nil, []mir.Reg{regs[i]}, slotMem(slots[i], bits, fp))
			}
		}
	}
	return nil
}

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
		cases = append(cases, switchCase{v, l.target(c.Target)})
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
	l.switchTree(x, clusters, l.target(t.TargetDefault))
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
	irb := l.irOf[l.cur]
	b := l.f.NewBlock(irb.Name() + suffix)
	l.irOf[b] = irb
	return b
}

// branch ends the current block with "if x cc imm goto yes else no",
// with x a 64-bit register and imm any 64-bit value.
func (l *fn) branch(x mir.Reg, cc isa.CC, imm int64, yes, no *mir.Block) {
	if yes == no {
		l.jump(yes)
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
	mir.AddEdge(l.cur, yes)
	mir.AddEdge(l.cur, no)
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
	l.cur = left
	l.switchTree(x, clusters[:mid], def)
	l.cur = right
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
	mir.AddEdge(l.cur, def)
	mir.AddEdge(l.cur, jt)
	l.cur = jt
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

// newJumpTable names a jump table of the module.
func (ml *modLower) newJumpTable() string {
	ml.jumpTables++
	return fmt.Sprintf(".Lssara_jt%d", ml.jumpTables-1)
}

// overAligned lowers an alloca aligned to more than the 16 bytes the
// frame guarantees: the object is carved out of the stack below the frame
// (as a dynamic alloca is) with room to round its address up.
func (l *fn) overAligned(in *ir.InstAlloca, size, align int64) error {
	if align&(align-1) != 0 || align > 1<<12 {
		return l.unsupported(fmt.Sprintf("stack alignment %d", align))
	}
	n := int64(1)
	if in.NElems != nil {
		c, ok := in.NElems.(*constant.Int)
		if !ok {
			return l.unsupported(fmt.Sprintf("dynamic alloca aligned to %d", align))
		}
		n = lower.IntValue(c)
	}
	l.info.DynAlloca = true
	bytes := (size*n + align - 1 + 15) &^ 15
	d := l.newGPR()
	l.emit(isa.DynAlloca, []mir.Reg{d}, []mir.Reg{l.movImm(bytes, 64)}, nil)
	p := l.addImm(d, align-1, 64)
	p = l.tied(isa.ALUImm, p, nil, &isa.Arith{Op: isa.And, Bits: 64, Imm: -align})
	l.def(in, p)
	return nil
}
