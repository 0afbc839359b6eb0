package ppc

import (
	"github.com/llir/llvm/ir"
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/mir"
)

// Computed goto: blockaddress constants name an assembler label the
// emitter places at the block (FuncInfo.BlockLabels); indirectbr is
// "mtctr; bctr" with an edge to every distinct listed target.

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
