package regalloc

import (
	"fmt"

	"github.com/ssara-project/ssara/mir"
)

// Pos is a position in the linear numbering of a function (Numbering).
type Pos int32

// Numbering gives the instructions of a function consecutive indices, block
// after block in a chosen order, and positions four apart, so that a live
// range can say whether it covers an instruction's reads, its writes, or
// the gaps around it where an allocator inserts moves. For the instruction
// of index k, with base 4k:
//
//	Before(k) = 4k     the gap before it (moves inserted before it)
//	Use(k)    = 4k+1   where it reads its uses (and writes early-clobber defs)
//	Def(k)    = 4k+2   where it writes its defs and clobbers
//	After(k)  = 4k+3   the gap after it (moves inserted after it)
//
// A block b covers [Start(b), End(b)): Start is Before of its first
// instruction (phis included; all phis of a block define at Start), End is
// Before of the next block's first instruction. A value that dies at
// instruction k is live until Use(k)+1 = Def(k), so a def of k may take
// its register; an early-clobber def starts at Use(k) and overlaps it.
//
// Building a numbering is linear in the number of instructions.
type Numbering struct {
	f      *mir.Func
	order  []*mir.Block
	first  []int32 // by block ID: index of the block's first instruction
	instrs []*mir.Instr
	block  []int32 // by index: block ID
}

// NewNumbering numbers f's instructions with the blocks in order (nil:
// f.Blocks). Blocks missing from order are numbered after it, in f.Blocks
// order; a block listed twice panics.
func NewNumbering(f *mir.Func, order []*mir.Block) *Numbering {
	n := &Numbering{f: f, first: make([]int32, len(f.Blocks))}
	seen := make([]bool, len(f.Blocks))
	if order == nil {
		order = f.Blocks
	}
	total := 0
	for _, b := range f.Blocks {
		total += len(b.Instrs)
	}
	n.instrs = make([]*mir.Instr, 0, total)
	n.block = make([]int32, 0, total)
	add := func(b *mir.Block) {
		if seen[b.ID] {
			panic(fmt.Sprintf("regalloc: block b%d numbered twice", b.ID))
		}
		seen[b.ID] = true
		n.order = append(n.order, b)
		n.first[b.ID] = int32(len(n.instrs))
		for _, in := range b.Instrs {
			n.instrs = append(n.instrs, in)
			n.block = append(n.block, int32(b.ID))
		}
	}
	for _, b := range order {
		add(b)
	}
	for _, b := range f.Blocks {
		if !seen[b.ID] {
			add(b)
		}
	}
	return n
}

// Func is the numbered function.
func (n *Numbering) Func() *mir.Func { return n.f }

// Order lists the blocks in numbering order.
func (n *Numbering) Order() []*mir.Block { return n.order }

// Len is the number of instructions.
func (n *Numbering) Len() int { return len(n.instrs) }

// Index is the index of instruction i of block b.
func (n *Numbering) Index(b *mir.Block, i int) int { return int(n.first[b.ID]) + i }

// Instr is the instruction of index k.
func (n *Numbering) Instr(k int) *mir.Instr { return n.instrs[k] }

// Block is the block holding the instruction of index k.
func (n *Numbering) Block(k int) *mir.Block { return n.f.Blocks[n.block[k]] }

// Start is the position where block b begins.
func (n *Numbering) Start(b *mir.Block) Pos { return Pos(4 * n.first[b.ID]) }

// End is the position just past block b.
func (n *Numbering) End(b *mir.Block) Pos {
	return Pos(4 * (int(n.first[b.ID]) + len(b.Instrs)))
}

// Before is the gap before the instruction of index k.
func (n *Numbering) Before(k int) Pos { return Pos(4 * k) }

// Use is where the instruction of index k reads its uses.
func (n *Numbering) Use(k int) Pos { return Pos(4*k + 1) }

// Def is where the instruction of index k writes its defs.
func (n *Numbering) Def(k int) Pos { return Pos(4*k + 2) }

// After is the gap after the instruction of index k.
func (n *Numbering) After(k int) Pos { return Pos(4*k + 3) }

// At is the index of the instruction whose four positions hold p.
func (n *Numbering) At(p Pos) int { return int(p) / 4 }
