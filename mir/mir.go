// Package mir defines ssara's machine-level SSA: the form in which a
// function reaches the register allocators, and in which they hand it on to
// the emitters.
//
// A Func is a control-flow graph of Blocks; each Block holds Instrs, phis
// first and exactly one terminator last. Values are virtual registers
// (Reg >= FirstVirtual), each defined exactly once and belonging to one
// register Class. Target constraints are expressed in three ways only:
//
//   - physical registers as operands (Reg < FirstVirtual): an instruction that
//     needs a value in a fixed register (a call argument, a divisor's
//     dividend, a shift count) reads a physical register that a Copy just
//     before it filled; physical registers are live only within one block;
//   - Tied: the instruction's first def must be in the same register as the
//     use Uses[Tied] (two-address instructions); lowering makes that use die
//     at the instruction by copying it first;
//   - Clobbers: registers the instruction destroys (calls).
//
// Register allocators (package regalloc) never modify their input: they
// return a new Func in which every operand carries its location (DefLocs,
// UseLocs) and in which Move and Swap instructions transfer values between
// locations. Package lower and its subpackages (lower/x86, ...) produce it
// from LLVM IR; it imports nothing of LLVM.
package mir

import (
	"fmt"
	"math/bits"
	"strings"
)

// Reg names a register: physical below FirstVirtual, virtual from it on.
// The zero Reg is "no register".
type Reg int32

// FirstVirtual is the number of the first virtual register. Physical
// registers are numbered by each target in 1..FirstVirtual-1.
const FirstVirtual Reg = 64

// NoReg is the absent register.
const NoReg Reg = 0

// IsVirtual reports whether r is a virtual register.
func (r Reg) IsVirtual() bool { return r >= FirstVirtual }

// IsPhys reports whether r is a physical register.
func (r Reg) IsPhys() bool { return r > 0 && r < FirstVirtual }

// RegSet is a set of physical registers.
type RegSet uint64

// Has reports whether r is in s.
func (s RegSet) Has(r Reg) bool { return r.IsPhys() && s&(1<<uint(r)) != 0 }

// Add returns s with r added.
func (s RegSet) Add(r Reg) RegSet { return s | 1<<uint(r) }

// Remove returns s without r.
func (s RegSet) Remove(r Reg) RegSet { return s &^ (1 << uint(r)) }

// Count is the number of registers in s.
func (s RegSet) Count() int { return bits.OnesCount64(uint64(s)) }

// Regs lists the registers of s in increasing order.
func (s RegSet) Regs() []Reg {
	var out []Reg
	for r := Reg(1); r < FirstVirtual; r++ {
		if s.Has(r) {
			out = append(out, r)
		}
	}
	return out
}

// Class is a register class: the kind of register a value needs.
type Class uint8

// Register classes shared by all targets.
const (
	GPR Class = iota // general-purpose (integers and pointers)
	FPR              // floating point (x86 XMM, PowerPC FPR)
	NumClasses
)

func (c Class) String() string {
	switch c {
	case GPR:
		return "gpr"
	case FPR:
		return "fpr"
	}
	return fmt.Sprintf("class%d", c)
}

// LocKind says what a Loc is.
type LocKind uint8

// Location kinds.
const (
	LocNone LocKind = iota
	LocReg          // a physical register
	LocSlot         // a spill slot of the frame
)

// Loc is where a value lives after allocation.
type Loc struct {
	Kind LocKind
	Reg  Reg   // LocReg
	Slot int32 // LocSlot: index into Func.Slots
}

// RegLoc is the location of physical register r.
func RegLoc(r Reg) Loc { return Loc{Kind: LocReg, Reg: r} }

// SlotLoc is the location of spill slot s.
func SlotLoc(s int) Loc { return Loc{Kind: LocSlot, Slot: int32(s)} }

// IsReg reports whether l is a register.
func (l Loc) IsReg() bool { return l.Kind == LocReg }

// IsSlot reports whether l is a spill slot.
func (l Loc) IsSlot() bool { return l.Kind == LocSlot }

// Op is an instruction's operation. The generic operations below are
// understood by every pass; targets number theirs from OpTarget on.
type Op uint16

// Generic operations.
const (
	OpInvalid Op = iota
	// OpPhi: Defs[0] = phi(Uses...), Uses[i] flowing from Block.Preds[i].
	OpPhi
	// OpCopy: Defs[0] = Uses[0]; either may be physical.
	OpCopy
	// OpImplicitDef: Defs[0] gets an unspecified value; no code.
	OpImplicitDef
	// OpMove: Dst = Src, between locations; inserted by allocators only.
	OpMove
	// OpSwap: exchange the contents of Src and Dst; inserted by allocators.
	OpSwap
	// OpJump: unconditional branch to Block.Succs[0].
	OpJump
	// OpRemat: Dst = the value Remat defines, recomputed by executing
	// Remat (a copy of the value's definition in the allocator's input,
	// with DefLocs [Dst] and the UseLocs it reads) again; inserted by
	// allocators only, for definitions the target calls
	// Rematerializable.
	OpRemat
	// OpTarget is the first target-specific operation.
	OpTarget
)

// Instr is one machine instruction. Its fields are ordered so that the
// small ones share words: a large function has hundreds of thousands of
// instructions, in the input, an allocator's working copy and the output.
type Instr struct {
	Op Op
	// Class of the value an OpMove or OpSwap transfers.
	Class Class
	// Term marks the block's terminator.
	Term bool
	// Indirect marks a terminator that jumps to an address the program
	// computed (indirectbr through blockaddress constants): control
	// reaches a successor's own label, never a block put on the edge, so
	// its edges cannot be split. Lowerings keep the successors of such a
	// terminator free of phis (their values live in frame slots).
	Indirect bool
	// EarlyClobber says the defs are written before all uses are read,
	// so no def may share a location with a use.
	EarlyClobber bool
	// Tied >= 0 says Defs[0] must share the location of Uses[Tied]. (An
	// int16, in what would be padding after the flags: an instruction
	// takes 112 bytes instead of 128; issue 16.)
	Tied int16
	// Pos is the source position of the IR instruction this one was
	// selected for (its !dbg location), or the zero Pos. Instructions
	// allocators insert have none: they belong to the line before.
	Pos Pos
	// Orig is for an allocator's working copy (regalloc.Work): 1 + the
	// index of the input instruction a working instruction copies, 0 for
	// none. It fills what would be padding after Pos, where a map from
	// each working instruction to its input's took about 9 MB of a very
	// large function's heap (issue 16). Other passes leave it alone.
	Orig int32

	Defs []Reg
	Uses []Reg
	// Clobbers are physical registers destroyed by the instruction, beyond
	// its Defs.
	Clobbers RegSet
	// UseForbid lists physical registers that no virtual use of this
	// instruction may occupy (PowerPC's r0 reads as zero when it is the
	// base of an address). Allocators keep such values out of them.
	UseForbid RegSet
	// Aux is the target's payload (immediates, addressing, conditions).
	Aux interface{}

	// Placement is what an allocator fills in, on the instructions of its
	// output only (nil elsewhere; Place makes one). Its fields read as
	// the instruction's own (x.DefLocs, and x.Src of a move), but only
	// where they are there: reading them through a nil pointer panics.
	*Placement
}

// Placement is what an allocator fills in on the instructions of its
// output: where the operands are, and for the instructions it makes
// (moves, swaps, remats) what they transfer. It is apart from Instr so
// that the instructions of the input and of the allocators' working
// copies, which have none, take 112 bytes (issue 16: with it in Instr they
// took 208, about 45 MB more of the largest function's live heap); a
// placed instruction takes 176, a move 224.
type Placement struct {
	DefLocs []Loc
	UseLocs []Loc
	// Transfer is set on the moves, swaps and remats only.
	*Transfer
}

// Transfer is the part of a Placement that only OpMove, OpSwap and
// OpRemat have.
type Transfer struct {
	// Src and Dst are the locations of OpMove and OpSwap; Dst that of
	// OpRemat.
	Src, Dst Loc
	// Remat is the instruction an OpRemat executes again.
	Remat *Instr
	// Why says which allocator phase made a Move or Swap ("spill",
	// "reload", "phi", "copy"); used for statistics and comments.
	Why string
}

// TiedPair returns the def and the use that in ties (Defs[0] and
// Uses[Tied]); ok is false when in ties none (Tied < 0, or no such
// operands).
func (in *Instr) TiedPair() (d, u Reg, ok bool) {
	if in.Tied < 0 || int(in.Tied) >= len(in.Uses) || len(in.Defs) == 0 {
		return NoReg, NoReg, false
	}
	return in.Defs[0], in.Uses[in.Tied], true
}

// Place returns in's placement, giving it an empty one if it has none.
func (in *Instr) Place() *Placement {
	if in.Placement == nil {
		in.Placement = &Placement{}
	}
	return in.Placement
}

// Placed reports whether an allocator placed in (it has a Placement).
func (in *Instr) Placed() bool { return in.Placement != nil }

// Transfers reports whether in has a Transfer (Src, Dst, Remat, Why).
func (in *Instr) Transfers() bool { return in.Placement != nil && in.Transfer != nil }

// NewTransfer makes an instruction of an allocation that transfers a value
// of class c: an OpMove or OpSwap between src and dst, or an OpRemat into
// dst (set its Remat), made for the reason why.
// The instruction, its placement and its transfer are one allocation
// (issue 16: the spill code and the parallel copies of a large
// function's output are hundreds of thousands of them).
func NewTransfer(op Op, dst, src Loc, c Class, why string) *Instr {
	return new(transferInstr).make(op, dst, src, c, why)
}

// make fills t as NewTransfer describes and returns its instruction.
func (t *transferInstr) make(op Op, dst, src Loc, c Class, why string) *Instr {
	t.t = Transfer{Dst: dst, Src: src, Why: why}
	t.p = Placement{Transfer: &t.t}
	t.x = Instr{Op: op, Class: c, Tied: -1, Placement: &t.p}
	return &t.x
}

// transferInstr is what NewTransfer allocates.
type transferInstr struct {
	x Instr
	p Placement
	t Transfer
}

// NewRemat makes the OpRemat of an allocation that executes r (a placed
// copy of a value's definition) again into dst, a register of class c.
func NewRemat(dst Loc, c Class, r *Instr) *Instr {
	x := NewTransfer(OpRemat, dst, Loc{}, c, "remat")
	x.Remat = r
	return x
}

// NewInstr makes an instruction with no tie.
func NewInstr(op Op, defs, uses []Reg, aux interface{}) *Instr {
	return &Instr{Op: op, Defs: defs, Uses: uses, Tied: -1, Aux: aux}
}

// IsPhi reports whether in is a phi.
func (in *Instr) IsPhi() bool { return in.Op == OpPhi }

// IsCopy reports whether in is a register copy.
func (in *Instr) IsCopy() bool { return in.Op == OpCopy }

// Block is a basic block.
type Block struct {
	ID     int    // index in Func.Blocks
	Name   string // label suffix, for humans
	Instrs []*Instr
	Succs  []*Block
	Preds  []*Block
	// Freq is a static estimate of the block's execution frequency
	// relative to the entry (filled by analyses; 0 = unknown).
	Freq float64
}

// Phis returns the phis at the start of b.
func (b *Block) Phis() []*Instr {
	n := 0
	for n < len(b.Instrs) && b.Instrs[n].Op == OpPhi {
		n++
	}
	return b.Instrs[:n]
}

// Term returns b's terminator.
func (b *Block) Term() *Instr {
	if len(b.Instrs) == 0 {
		return nil
	}
	return b.Instrs[len(b.Instrs)-1]
}

// PredIndex returns the position of p in b.Preds, or -1.
func (b *Block) PredIndex(p *Block) int {
	for i, q := range b.Preds {
		if q == p {
			return i
		}
	}
	return -1
}

// FrameObject is a stack object the program itself allocates (an alloca).
type FrameObject struct {
	Size  int64
	Align int64
}

// Slot is a spill slot made by an allocator.
type Slot struct {
	Size  int64
	Align int64
}

// Func is a function in machine-level SSA.
type Func struct {
	Name   string
	Blocks []*Block // Blocks[0] is the entry
	// Class of each virtual register: Classes[r-FirstVirtual].
	Classes []Class
	// Frame holds the program's stack objects.
	Frame []FrameObject
	// Slots are spill slots (after allocation).
	Slots []Slot
	// SavedRegs are the callee-saved registers the allocated code writes;
	// the emitter saves them in the prologue and restores them on return.
	SavedRegs RegSet
	// Aux is the target's per-function payload.
	Aux interface{}
	// SpillBytes gives the spill-slot size of virtual registers wider than
	// Target.SlotSize of their class (vectors in XMM registers, say). It is
	// derived from the instructions by DeriveSpillBytes, never set by
	// instruction selection. Allocators size slots with SlotSizeOf.
	SpillBytes map[Reg]int64
	// ReturnsTwice says the function calls setjmp or another returns_twice
	// function: control may come back after such a call with the values
	// of that moment, though the CFG shows no edge. Callee-saved registers
	// are restored then, but memory is not, so allocators must not let
	// two values share a spill slot (llc disables stack-slot colouring).
	ReturnsTwice bool
	// Pos is the position of the function's opening line (its
	// DISubprogram's scope line), where the line table starts it; the
	// zero Pos without debug information.
	Pos Pos
}

// SlotSizeOf is the size and alignment of a spill slot that can hold
// virtual register r on target t.
func (f *Func) SlotSizeOf(t Target, r Reg) int64 {
	n := t.SlotSize(f.ClassOf(r))
	if w := f.SpillBytes[r]; w > n {
		n = w
	}
	return n
}

// MaxSlotSize is the largest SlotSizeOf among the virtual registers of
// class c (at least Target.SlotSize(c)).
func (f *Func) MaxSlotSize(t Target, c Class) int64 {
	n := t.SlotSize(c)
	for r, w := range f.SpillBytes {
		if w > n && f.ClassOf(r) == c {
			n = w
		}
	}
	return n
}

// NewReg makes a fresh virtual register of class c.
func (f *Func) NewReg(c Class) Reg {
	f.Classes = append(f.Classes, c)
	return FirstVirtual + Reg(len(f.Classes)-1)
}

// NewRegLike makes a fresh virtual register for a copy of r: of r's class
// and, when r is virtual, with r's spill-slot size (SpillBytes). Passes that
// copy values (PhiLifting, spill and reload temporaries) must use it, or a
// copy of a vector would get a scalar's slot.
func (f *Func) NewRegLike(r Reg) Reg {
	if !r.IsVirtual() {
		panic("mir: NewRegLike of a physical register")
	}
	v := f.NewReg(f.ClassOf(r))
	if w, ok := f.SpillBytes[r]; ok {
		f.SpillBytes[v] = w
	}
	return v
}

// NumRegs is one more than the highest virtual register number.
func (f *Func) NumRegs() int { return int(FirstVirtual) + len(f.Classes) }

// ClassOf returns the class of virtual register r.
func (f *Func) ClassOf(r Reg) Class { return f.Classes[r-FirstVirtual] }

// NewBlock appends an empty block.
func (f *Func) NewBlock(name string) *Block {
	b := &Block{ID: len(f.Blocks), Name: name}
	f.Blocks = append(f.Blocks, b)
	return b
}

// Renumber sets every block's ID to its index.
func (f *Func) Renumber() {
	for i, b := range f.Blocks {
		b.ID = i
	}
}

// AddEdge links from to to.
func AddEdge(from, to *Block) {
	from.Succs = append(from.Succs, to)
	to.Preds = append(to.Preds, from)
}

// SplitEdge puts a new block, appended to f, named after b with suffix
// and holding only a jump, on the edge from b to its successor j. Of
// several edges between the same two blocks, the j-th in b's successors is
// taken to be the first one from b still in the successor's predecessors.
func SplitEdge(f *Func, b *Block, j int, suffix string) *Block {
	s := b.Succs[j]
	nb := f.NewBlock(b.Name + suffix)
	jmp := NewInstr(OpJump, nil, nil, nil)
	jmp.Term = true
	nb.Instrs = []*Instr{jmp}
	nb.Preds = []*Block{b}
	nb.Succs = []*Block{s}
	b.Succs[j] = nb
	for k, p := range s.Preds {
		if p == b {
			s.Preds[k] = nb
			break
		}
	}
	return nb
}

// PlainDef reports whether in defines one virtual register from virtual
// registers only, with no tie, no clobbers and no early clobber: the shape
// of an instruction a target may call rematerializable (with no uses) or
// movable.
func PlainDef(in *Instr) bool {
	if len(in.Defs) != 1 || !in.Defs[0].IsVirtual() || in.Tied >= 0 || in.Clobbers != 0 || in.EarlyClobber {
		return false
	}
	for _, u := range in.Uses {
		if !u.IsVirtual() {
			return false
		}
	}
	return true
}

// Clone makes a deep copy of f: new blocks and instructions, the same
// registers. Aux payloads are shared (they are never mutated after
// lowering). The copies of unplaced instructions lie in arrays of a few
// hundred, in block order, their registers in shared arrays (slab).
func (f *Func) Clone() *Func { return f.clone(true) }

// CloneCFG copies f's blocks and edges but shares its instructions: for a
// pass that changes the control flow graph (SplitEdge) and reads the
// instructions without changing them, such as an allocator that writes
// its output as new instructions. A large function's instructions are
// most of its memory (issue 16).
func (f *Func) CloneCFG() *Func { return f.clone(false) }

func (f *Func) clone(deep bool) *Func {
	g := *f
	g.Classes = append([]Class(nil), f.Classes...)
	g.Frame = append([]FrameObject(nil), f.Frame...)
	g.Slots = append([]Slot(nil), f.Slots...)
	if f.SpillBytes != nil {
		g.SpillBytes = make(map[Reg]int64, len(f.SpillBytes))
		for r, w := range f.SpillBytes {
			g.SpillBytes[r] = w
		}
	}
	g.Blocks = make([]*Block, len(f.Blocks))
	var slab slab
	for i, b := range f.Blocks {
		nb := *b
		nb.Instrs = make([]*Instr, len(b.Instrs))
		for j, in := range b.Instrs {
			if deep {
				in = slab.clone(in)
			}
			nb.Instrs[j] = in
		}
		g.Blocks[i] = &nb
	}
	for i, b := range f.Blocks {
		nb := g.Blocks[i]
		nb.Succs = make([]*Block, len(b.Succs))
		for j, s := range b.Succs {
			nb.Succs[j] = g.Blocks[s.ID]
		}
		nb.Preds = make([]*Block, len(b.Preds))
		for j, p := range b.Preds {
			nb.Preds[j] = g.Blocks[p.ID]
		}
	}
	return &g
}

// Clone copies one instruction. The copy's defs and uses share one new
// array (and its def and use locations another), each with no room
// beyond its end, so that appending to one never writes into the other.
func (in *Instr) Clone() *Instr {
	c := *in
	c.Defs, c.Uses = joined(in.Defs, in.Uses)
	if in.Placement != nil {
		p := *in.Placement
		p.DefLocs, p.UseLocs = joined(in.DefLocs, in.UseLocs)
		if in.Transfer != nil {
			t := *in.Transfer
			if t.Remat != nil {
				t.Remat = t.Remat.Clone()
			}
			p.Transfer = &t
		}
		c.Placement = &p
	}
	return &c
}

// slab holds the copies of a function's unplaced instructions, in block
// order, in arrays of chunk instructions, and their registers in
// shared arrays: the passes that walk the copy's instructions in order
// then read memory in order (issue 16: on a function of 150,000
// instructions, one allocation each had them spread over the heap). The
// arrays are chunks, not one, so that an allocator's output builder,
// which lets go of the working copy block by block (Work.Output), frees
// them as it goes: one array held the whole copy until the output was
// done, and chaitin's peak at bigfunc's 16,000 statements rose 20-30 MB.
type slab struct {
	instrs []Instr
	regs   []Reg
}

// clone copies in into the slab, as Clone does (an instruction with a
// placement is copied by Clone).
func (s *slab) clone(in *Instr) *Instr {
	if in.Placement != nil {
		return in.Clone()
	}
	c := next(&s.instrs)
	*c = *in
	c.Defs, c.Uses = carve(&s.regs, in.Defs, in.Uses)
	return c
}

// ClonePlaced copies in placed at defLocs and useLocs (copied), with no
// other placement (in's own, if any, is not copied: no transfer): the
// copy and its placement are one allocation, its registers one and its
// locations one (an allocator's output is made of such copies; issue 16).
func (in *Instr) ClonePlaced(defLocs, useLocs []Loc) *Instr {
	p := &placedInstr{x: *in}
	x := &p.x
	x.Defs, x.Uses = joined(in.Defs, in.Uses)
	p.p.DefLocs, p.p.UseLocs = joined(defLocs, useLocs)
	x.Placement = &p.p
	return x
}

// Arena makes an allocation's output instructions in chunks: the copies
// an Output appends block by block then lie in memory in the order the
// passes after allocation and the emitter walk them, a few hundred to an
// allocation instead of three each (issue 16). Its zero value is ready.
type Arena struct {
	placed    []placedInstr
	transfers []transferInstr
	regs      []Reg
	locs      []Loc
}

// chunk is the number of instructions an Arena or a slab allocates at
// once.
const chunk = 256

// next takes the first element off *pool, refilled with chunk new ones
// when empty.
func next[T any](pool *[]T) *T {
	if len(*pool) == 0 {
		*pool = make([]T, chunk)
	}
	x := &(*pool)[0]
	*pool = (*pool)[1:]
	return x
}

// ClonePlaced is in.ClonePlaced(defLocs, useLocs) made in the arena.
func (a *Arena) ClonePlaced(in *Instr, defLocs, useLocs []Loc) *Instr {
	p := next(&a.placed)
	p.x = *in
	x := &p.x
	x.Defs, x.Uses = carve(&a.regs, in.Defs, in.Uses)
	p.p.DefLocs, p.p.UseLocs = carve(&a.locs, defLocs, useLocs)
	x.Placement = &p.p
	return x
}

// NewTransfer is NewTransfer(op, dst, src, c, why) made in the arena.
func (a *Arena) NewTransfer(op Op, dst, src Loc, c Class, why string) *Instr {
	return next(&a.transfers).make(op, dst, src, c, why)
}

// carve is joined with the copies cut from the front of *pool (refilled
// when it runs short), each with no room beyond its end.
func carve[T any](pool *[]T, a, b []T) ([]T, []T) {
	n := len(a) + len(b)
	if n == 0 {
		return nil, nil
	}
	if len(*pool) < n {
		*pool = make([]T, max(n, 4*chunk))
	}
	all := (*pool)[:n:n]
	*pool = (*pool)[n:]
	return fill(all, a, b)
}

// placedInstr is what ClonePlaced allocates.
type placedInstr struct {
	x Instr
	p Placement
}

// joined copies a and b into one new array and returns the two copies,
// each nil where empty (as append to nil leaves it) and with no room
// beyond its end.
func joined[T any](a, b []T) ([]T, []T) {
	if len(a)+len(b) == 0 {
		return nil, nil
	}
	return fill(make([]T, len(a)+len(b)), a, b)
}

// fill copies a and b into all (of their summed length and capacity) and
// returns the two copies, each nil where empty and with no room beyond
// its end.
func fill[T any](all, a, b []T) ([]T, []T) {
	copy(all, a)
	copy(all[len(a):], b)
	ca, cb := all[:len(a):len(a)], all[len(a):]
	if len(a) == 0 {
		ca = nil
	}
	if len(b) == 0 {
		cb = nil
	}
	return ca, cb
}

// Target describes a machine's registers to target-independent passes.
type Target interface {
	// Name is the -march name.
	Name() string
	// RegName prints a physical register.
	RegName(r Reg) string
	// ClassOfPhys is the class of physical register r.
	ClassOfPhys(r Reg) Class
	// Allocatable lists, in allocation order, the registers of class c
	// that allocators may assign.
	Allocatable(c Class) []Reg
	// CalleeSaved is the set of registers a function must preserve.
	CalleeSaved() RegSet
	// OpName names a target operation, for dumps.
	OpName(op Op) string
	// SlotSize is the size and alignment of a spill slot for class c: the
	// least a slot of that class has; values wider than it get wider slots
	// (see DeriveSpillBytes).
	SlotSize(c Class) int64
	// RegBytes is the number of bytes a register of class c holds, and
	// so the number a register-to-register move of class c transfers (an
	// x86 XMM register holds 16, a PowerPC FPR 8).
	RegBytes(c Class) int64
	// DefBytes is the number of bytes of its register that def k of in,
	// of class c, sets to the instruction's result: a vector operation
	// writes a whole XMM register, a scalar double only its low 8 bytes.
	// It is a property of the operation, as the emitter prints it. 0
	// means "as many as the widest use of class c that the instruction
	// reads" (copies, phis, selects).
	DefBytes(in *Instr, k int, c Class) int64
	// LiveInBytes is the number of meaningful bytes in physical register
	// r at the entry of f (the calling convention: a vector parameter
	// fills an XMM register, a double its low 8 bytes).
	LiveInBytes(f *Func, r Reg) int64
	// Rematerializable reports whether in may be executed again anywhere
	// its uses are available, giving the same value: one virtual def, no
	// physical operands, no tie, no clobbers, no side effects, and no read
	// of memory the program can write (constants, addresses of symbols
	// and frame objects, constant-pool loads).
	Rematerializable(in *Instr) bool
}

// MemFolder is implemented by targets whose instructions can read some
// operands from memory (x86-64's register-or-memory operands): an
// allocator may then give such a use a spill slot as its location (a
// folded reload, Rath's "CISC spilling"), and the emitter prints the
// memory form. Targets without such forms (PowerPC) do not implement it.
type MemFolder interface {
	// CanFoldMem reports whether use k of in may be read from a spill
	// slot instead of a register: the instruction's form, as the target's
	// emitter prints it, takes a memory operand there. At most one use of
	// an instruction is folded.
	CanFoldMem(in *Instr, k int) bool
}

// MemDefFolder is implemented by targets whose two-address instructions
// can write their result back to the memory their tied operand is read
// from (x86-64's "addq %rcx, 8(%rsp)"): an allocator may then give such
// an instruction's def 0 and tied use one spill slot (a folded spill:
// the reload before it and the spill after it in one instruction), and
// the emitter prints the memory form.
type MemDefFolder interface {
	// CanFoldMemDef reports whether in's def 0 and its tied use may be
	// one spill slot, with its other uses in registers (or immediates).
	CanFoldMemDef(in *Instr) bool
}

// Commuter is implemented by targets with two-address operations whose
// operands may be exchanged: Commutes(in) reports that in's def is tied
// to Uses[0], that Uses[1] is a register operand of the same class, and
// that exchanging the two computes the same (an integer add, a scalar or
// packed SSE multiply).
type Commuter interface {
	Commutes(in *Instr) bool
}

// Commutes reports whether t lets in's two operands be exchanged
// (Commuter); false for targets that do not say.
func Commutes(t Target, in *Instr) bool {
	c, ok := t.(Commuter)
	return ok && c.Commutes(in)
}

// Untier is implemented by targets with a three-address form of some
// two-address operations (x86-64's lea for an add): Untie(in), for in
// whose def is tied to Uses[0], rewrites in in place (its op, payload and
// tie, and its uses where the new form names an operand twice) to an
// instruction with no tie that computes the same value from the same
// operands, and reports whether it did; it leaves in as it was when there
// is no such form.
type Untier interface {
	Untie(in *Instr) bool
}

// Mover is implemented by targets that name the instructions an allocator
// may move later along the code, into a block its own block dominates:
// Movable(in) reports that in has one virtual def, only virtual uses, no
// tie, no clobbers but the condition flags, no side effects and no read of
// memory, so executing it anywhere its uses still hold their values gives
// the same result.
type Mover interface {
	Movable(in *Instr) bool
}

// Movable reports whether t lets an allocator move in (Mover); false for
// targets that do not say.
func Movable(t Target, in *Instr) bool {
	m, ok := t.(Mover)
	return ok && m.Movable(in)
}

// Discarder is implemented by targets that name the instructions whose
// only effect is their defs: Discardable(in) reports that in writes no
// memory, reads none that could fault, passes no flag or carry to a later
// instruction, cannot trap, and has only virtual defs and uses, so in may
// be deleted when none of its defs is read.
type Discarder interface {
	Discardable(in *Instr) bool
}

// Discardable reports whether t lets in be deleted when its defs are
// unread (Discarder); false for targets that do not say. A copy or phi
// between virtual registers always may.
func Discardable(t Target, in *Instr) bool {
	if in.Op == OpCopy || in.Op == OpPhi {
		return allVirtual(in.Defs) && allVirtual(in.Uses) && in.Clobbers == 0
	}
	d, ok := t.(Discarder)
	return ok && len(in.Defs) > 0 && !in.Term && in.Clobbers == 0 &&
		allVirtual(in.Defs) && allVirtual(in.Uses) && d.Discardable(in)
}

func allVirtual(rs []Reg) bool {
	for _, r := range rs {
		if !r.IsVirtual() {
			return false
		}
	}
	return true
}

// CanFoldMem reports whether t lets use k of in be read from a spill slot
// (MemFolder); false for targets without memory operands.
func CanFoldMem(t Target, in *Instr, k int) bool {
	m, ok := t.(MemFolder)
	return ok && m.CanFoldMem(in, k)
}

// CanFoldMemDef reports whether t lets in's def 0 and tied use be one
// spill slot (MemDefFolder); false for targets without such forms.
func CanFoldMemDef(t Target, in *Instr) bool {
	m, ok := t.(MemDefFolder)
	return ok && m.CanFoldMemDef(in)
}

// String dumps f in a readable form (for tests and -debug output).
func (f *Func) String() string { return f.Format(nil) }

// Format dumps f using t for register and operation names (t may be nil).
func (f *Func) Format(t Target) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "func %s\n", f.Name)
	for _, b := range f.Blocks {
		fmt.Fprintf(&sb, "b%d", b.ID)
		if b.Name != "" {
			fmt.Fprintf(&sb, " (%s)", b.Name)
		}
		sb.WriteString(": preds")
		for _, p := range b.Preds {
			fmt.Fprintf(&sb, " b%d", p.ID)
		}
		sb.WriteString(" succs")
		for _, s := range b.Succs {
			fmt.Fprintf(&sb, " b%d", s.ID)
		}
		sb.WriteByte('\n')
		for _, in := range b.Instrs {
			sb.WriteString("    ")
			sb.WriteString(in.Format(t))
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// FormatReg prints r with t's names for physical registers.
func FormatReg(t Target, r Reg) string {
	if r.IsVirtual() {
		return fmt.Sprintf("v%d", r-FirstVirtual)
	}
	if t != nil && r.IsPhys() {
		return t.RegName(r)
	}
	return fmt.Sprintf("p%d", r)
}

// FormatLoc prints l.
func FormatLoc(t Target, l Loc) string {
	switch l.Kind {
	case LocReg:
		return FormatReg(t, l.Reg)
	case LocSlot:
		return fmt.Sprintf("[s%d]", l.Slot)
	}
	return "?"
}

// Format prints in.
func (in *Instr) Format(t Target) string {
	var sb strings.Builder
	opName := func() string {
		switch in.Op {
		case OpPhi:
			return "phi"
		case OpCopy:
			return "copy"
		case OpImplicitDef:
			return "implicit_def"
		case OpMove:
			return "move"
		case OpSwap:
			return "swap"
		case OpJump:
			return "jump"
		case OpRemat:
			return "remat"
		}
		if t != nil {
			return t.OpName(in.Op)
		}
		return fmt.Sprintf("op%d", in.Op)
	}
	var p Placement // the locations, if an allocator placed in
	var tr Transfer
	if in.Placed() {
		p = *in.Placement
	}
	if in.Transfers() {
		tr = *in.Transfer
	}
	if in.Op == OpRemat && tr.Remat != nil {
		fmt.Fprintf(&sb, "remat %s, {%s}", FormatLoc(t, tr.Dst), tr.Remat.Format(t))
		return sb.String()
	}
	if in.Op == OpMove || in.Op == OpSwap {
		fmt.Fprintf(&sb, "%s %s, %s", opName(), FormatLoc(t, tr.Dst), FormatLoc(t, tr.Src))
		if tr.Why != "" {
			fmt.Fprintf(&sb, " ; %s", tr.Why)
		}
		return sb.String()
	}
	for i, d := range in.Defs {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(FormatReg(t, d))
		if i < len(p.DefLocs) {
			fmt.Fprintf(&sb, "(%s)", FormatLoc(t, p.DefLocs[i]))
		}
	}
	if len(in.Defs) > 0 {
		sb.WriteString(" = ")
	}
	sb.WriteString(opName())
	for i, u := range in.Uses {
		if i == 0 {
			sb.WriteByte(' ')
		} else {
			sb.WriteString(", ")
		}
		sb.WriteString(FormatReg(t, u))
		if i < len(p.UseLocs) {
			fmt.Fprintf(&sb, "(%s)", FormatLoc(t, p.UseLocs[i]))
		}
	}
	if in.Tied >= 0 {
		fmt.Fprintf(&sb, " tied%d", in.Tied)
	}
	if in.Clobbers != 0 {
		fmt.Fprintf(&sb, " clobbers%d", in.Clobbers.Count())
	}
	if in.Aux != nil {
		fmt.Fprintf(&sb, " %v", in.Aux)
	}
	return sb.String()
}
