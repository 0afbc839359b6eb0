package ppc

import (
	"fmt"

	isa "github.com/ssara-project/ssara/isa/ppc"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Computed goto: blockaddress constants name an assembler label the
// emitter places at the block (FuncInfo.BlockLabels); indirectbr is
// "mtctr; bctr" with an edge to every distinct listed target.

// blockLabel is the label of IR block bi of function fi.
func blockLabel(fi, bi int) string { return fmt.Sprintf(".Lppc_ba%d_%d", fi, bi) }

// blockAddrLabel names the target of a blockaddress constant.
func (ml *modLower) blockAddrLabel(c *constant.BlockAddress) (string, bool) {
	f, ok := c.Func.(*ir.Func)
	if !ok {
		return "", false
	}
	fi, bi := -1, -1
	for i, g := range ml.src.Funcs {
		if g == f {
			fi = i
		}
	}
	for i, b := range f.Blocks {
		if value.Value(b) == c.Block {
			bi = i
		}
	}
	if fi < 0 || bi < 0 {
		return "", false
	}
	return blockLabel(fi, bi), true
}

// labelTakenBlocks gives the labels of f's blocks whose address the
// module takes (f's blockaddress constants, wherever they appear, name
// only f's blocks, and every block of f gets its label by index).
func (ml *modLower) labelTakenBlocks(f *ir.Func, blocks map[*ir.Block]*mir.Block, info *isa.FuncInfo) error {
	fi := -1
	for i, g := range ml.src.Funcs {
		if g == f {
			fi = i
		}
	}
	if !ml.takesAddress(f) {
		return nil
	}
	for bi, b := range f.Blocks {
		mb := blocks[b]
		if mb == nil {
			continue // unreachable: never a target of indirectbr
		}
		if info.BlockLabels == nil {
			info.BlockLabels = map[int]string{}
		}
		info.BlockLabels[mb.ID] = blockLabel(fi, bi)
	}
	return nil
}

// takesAddress reports whether some blockaddress names a block of f.
func (ml *modLower) takesAddress(f *ir.Func) bool {
	if ml.baFuncs == nil {
		ml.baFuncs = map[*ir.Func]bool{}
		for _, c := range lower.BlockAddresses(ml.src.Module) {
			if g, ok := c.Func.(*ir.Func); ok {
				ml.baFuncs[g] = true
			}
		}
	}
	return ml.baFuncs[f]
}

// indirectBr lowers indirectbr.
func (l *fn) indirectBr(t *ir.TermIndirectBr) error {
	a, err := l.reg(t.Addr)
	if err != nil {
		return err
	}
	in := l.emit(isa.IndirectBr, nil, []mir.Reg{a}, nil)
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
	if len(seen) == 0 {
		return l.unsupported("indirectbr without targets")
	}
	return nil
}
