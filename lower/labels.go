package lower

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/mir"
)

// BlockLabels names the IR blocks whose address a module takes
// (blockaddress constants, in code or in data): each such block gets an
// assembler label, .Lssara_ba<function>_<block> by the indexes of both in
// the module, which the emitter places at the block.
// It does not keep the module, which a driver may drop once its
// functions are lowered.
type BlockLabels struct {
	taken map[*ir.Block]string
}

// NewBlockLabels finds the blocks whose address m takes.
func NewBlockLabels(m *ir.Module) *BlockLabels {
	bl := &BlockLabels{taken: map[*ir.Block]string{}}
	for _, c := range BlockAddresses(m) {
		if b, ok := c.Block.(*ir.Block); ok {
			if lab, ok := labelOf(m, c); ok {
				bl.taken[b] = lab
			}
		}
	}
	return bl
}

// Label is the label a blockaddress constant of the module resolves to.
func (bl *BlockLabels) Label(c *constant.BlockAddress) (string, bool) {
	b, ok := c.Block.(*ir.Block)
	if !ok {
		return "", false
	}
	lab, ok := bl.taken[b]
	return lab, ok
}

// labelOf names the block of blockaddress c by the indexes of its
// function in m and of the block in its function.
func labelOf(m *ir.Module, c *constant.BlockAddress) (string, bool) {
	f, ok := c.Func.(*ir.Func)
	if !ok {
		return "", false
	}
	fi, bi := -1, -1
	for i, g := range m.Funcs {
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
	return fmt.Sprintf(".Lssara_ba%d_%d", fi, bi), true
}

// ForFunc gives the labels of f's taken blocks by machine block ID;
// blocks maps f's reachable IR blocks to machine blocks. A taken block
// that is unreachable (so never lowered) is an error.
func (bl *BlockLabels) ForFunc(f *ir.Func, blocks map[*ir.Block]*mir.Block) (map[int]string, error) {
	var out map[int]string
	for _, b := range f.Blocks {
		lab, ok := bl.taken[b]
		if !ok {
			continue
		}
		mb := blocks[b]
		if mb == nil {
			return nil, errors.Errorf("unsupported: blockaddress of unreachable block %%%s (%s)", b.Name(), lab)
		}
		if out == nil {
			out = map[int]string{}
		}
		out[mb.ID] = lab
	}
	return out, nil
}
