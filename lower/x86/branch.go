package x86

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// lowerSwitch lowers a switch: small ones as a chain of compares, larger
// ones as a balanced binary search over clusters of cases
// (lower.SwitchClusters, lower.SwitchTree), where a cluster is a jump
// table or a single case.
func (l *fn) lowerSwitch(t *ir.TermSwitch) error {
	clusters, ok := l.SwitchClusters(t, 64)
	if !ok {
		return l.switchChain(t)
	}
	x, err := l.extend(t.X, intBits(t.X.Type()), 64, true)
	if err != nil {
		return err
	}
	l.SwitchTree(x, clusters, l.BlockOf(t.TargetDefault), l)
	return nil
}

// SwitchBranch implements lower.SwitchTargets.
func (l *fn) SwitchBranch(x mir.Reg, less bool, v int64, yes, no *mir.Block) {
	cc := isa.CCEq
	if less {
		cc = isa.CCLt
	}
	l.branch(x, cc, v, yes, no)
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

// JumpTable implements lower.SwitchTargets: a bounds check and an
// indirect jump through a table of 32-bit offsets relative to the table
// (position independent), or for static code through a table of
// addresses.
func (l *fn) JumpTable(x mir.Reg, cases []lower.SwitchCase, lo int64, n int, def *mir.Block) {
	idx := l.addImm(x, -lo, 64)
	jt := l.SwitchBlock(".jt")
	cd := isa.Cond{CondIdx: 0, CC: isa.CCA, Bits: 64, HasImm: true, Imm: int64(n - 1)}
	br := l.emit(isa.CmpBr, nil, []mir.Reg{idx}, &isa.CondOp{Cond: cd})
	br.Term = true
	mir.AddEdge(l.Cur, def)
	mir.AddEdge(l.Cur, jt)
	l.Cur = jt
	label := l.m.newJumpTable()
	if l.m.static {
		in := l.emit(isa.JmpInd, nil, []mir.Reg{idx}, &isa.JumpTable{Label: label, Entries: lower.TableEntries(jt, cases, lo, n, def), Abs: true})
		in.Term = true
		return
	}
	tab := l.newGPR()
	l.emit(isa.LeaSym, []mir.Reg{tab}, nil, &isa.SymRef{Sym: label})
	// The entry is loaded sign-extended ("movslq (%rcx,%rax,4), %rax",
	// as llc-14 loads it), not loaded and then extended.
	off := l.newGPR()
	l.emit(isa.Load, []mir.Reg{off}, []mir.Reg{tab, idx}, &isa.Mem{Addr: isa.Addr{BaseIdx: 0, IndexIdx: 1, Scale: 4, Frame: -1}, Bits: 32, Sign: true, Wide: true})
	dst := l.tied(isa.ALU, off, []mir.Reg{tab}, &isa.Arith{Op: isa.Add, Bits: 64})
	in := l.emit(isa.JmpInd, nil, []mir.Reg{dst}, nil)
	in.Term = true
	in.Aux = &isa.JumpTable{Label: label, Entries: lower.TableEntries(jt, cases, lo, n, def)}
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
