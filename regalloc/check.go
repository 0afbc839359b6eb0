package regalloc

import (
	"fmt"
	"math/bits"
	"reflect"
	"strings"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/mir"
)

// Check verifies that out is a correct register allocation of in for target
// t under opts. It relies only on what out states: operand locations, Move
// and Swap instructions, Slots and SavedRegs.
//
// The verification is symbolic. For every location (physical register or
// spill slot) it tracks the set of SSA values the location is known to hold,
// with a forward data-flow analysis whose meet is per-location intersection.
// Values are the virtual registers of in, one "entry" token per physical
// register at function entry, and a fresh token for every definition of a
// physical register. Because in is assumed to be strict SSA (Check does not
// verify dominance), a value recorded in a location always stands for its
// most recent definition: on any path that reaches a point through a stale
// instance of v, there is a shorter path reaching it through v's definition
// only once, and the intersection removes v there.
//
// Beyond the operand rules of package lower, Check requires: registers
// written by Moves (destination) and Swaps (both sides) to be allocatable
// under opts and of the Move's Class; slots written with a value of class c
// to be at least t.SlotSize(c) bytes and at least as wide as every value v
// the slot receives; defs of an EarlyClobber instruction
// not to share a location with its uses (the tied pair excepted); phis to
// come before any Move or Swap of their block; the terminator to stay last.
// A use of an instruction other than a copy may be in a spill slot (a
// folded reload) only at a position the target says takes memory
// (mir.MemFolder), never the tied use, and at most one per instruction;
// def 0 of such an instruction may be in a slot (a folded spill) only
// where the target says it writes memory (mir.MemDefFolder), with its
// tied use in the same slot and no other use in one. The two uses of an
// instruction the target says commutes (mir.Commuter, asked about the
// input's form) may be exchanged.
// Every input instruction is in the output, in order, except definitions
// the target calls Rematerializable, which an allocator that recomputes
// their value at every use may delete.
// Of several edges between the same two blocks, the i-th in Succs order is
// taken to be the i-th in Preds order.
//
// Widths are the checker's own: the width of every value is derived from
// the instructions (see deriveWidths), never from in.SpillBytes, which the
// allocators read. A transfer (Move, Swap, or a copy between two different
// locations) carries as many bytes as the narrower of its two locations
// holds (a register: t.RegBytes of its class; a slot: its size), and the
// destination holds afterwards only the values no wider than that: a
// location holds a value only if every byte of the value was written to it.
//
// Checks happen in passes, and the first error found is returned: the input
// (one def per virtual register, phi arity), the structure (blocks, edges,
// instruction sequence, phi arguments), the operand locations of every
// instruction (register classes, budget, slots, ties, callee-saved
// registers), then the data flow (every use reads a location that holds its
// value, every phi argument is in the phi's location at the end of its
// predecessor). Within a pass errors are reported in block order, then
// instruction order.
func Check(in, out *mir.Func, t mir.Target, opts Options) error {
	if in == nil || out == nil {
		return errors.New("check: nil function")
	}
	c := &allocCheck{in: in, out: out, t: t, opts: opts}
	if err := c.checkInput(); err != nil {
		return err
	}
	if err := c.checkStructure(); err != nil {
		return err
	}
	if err := c.checkOperands(); err != nil {
		return err
	}
	if in.ReturnsTwice {
		c.relateCopies()
	}
	c.deriveWidths()
	c.solve()
	return c.verify()
}

// relateCopies groups the input's values that copies and phis relate.
func (c *allocCheck) relateCopies() {
	n := len(c.in.Classes)
	c.related = make([]int32, n)
	for i := range c.related {
		c.related[i] = int32(i)
	}
	c.slotOwner = map[int]int32{}
	for _, b := range c.in.Blocks {
		for _, ins := range b.Instrs {
			if ins.Op != mir.OpCopy && ins.Op != mir.OpPhi || len(ins.Defs) != 1 || !ins.Defs[0].IsVirtual() {
				continue
			}
			for _, u := range ins.Uses {
				if u.IsVirtual() && int(u-mir.FirstVirtual) < n {
					x, y := c.root(int32(ins.Defs[0]-mir.FirstVirtual)), c.root(int32(u-mir.FirstVirtual))
					c.related[x] = y
				}
			}
		}
	}
}

func (c *allocCheck) root(v int32) int32 {
	for c.related[v] != v {
		c.related[v] = c.related[c.related[v]]
		v = c.related[v]
	}
	return v
}

// ownSlot verifies, in a function that calls setjmp, that slot l only
// ever receives one value and its copies: after a second return from
// setjmp the slot must still hold what the CFG says it holds.
func (c *allocCheck) ownSlot(b, i int, l mir.Loc, id int32) error {
	if c.related == nil || !l.IsSlot() {
		return nil
	}
	for _, v := range c.sets[id] {
		r := mir.Reg(v)
		if v >= c.tokBase || !r.IsVirtual() || int(r) >= c.in.NumRegs() {
			continue
		}
		cls := c.root(int32(r-mir.FirstVirtual)) + 1
		switch own := c.slotOwner[int(l.Slot)]; {
		case own == 0:
			c.slotOwner[int(l.Slot)] = cls
		case own != cls:
			return c.errInstr(b, i, "in a function that calls setjmp, slot %s receives %s, unrelated to an earlier value of the slot", c.loc(l), c.reg(r))
		}
	}
	return nil
}

// chkState is the abstract state at one program point: for every location
// index (see allocCheck.li), the set of values it holds, as an index into
// allocCheck.sets.
type chkState []int32

// tokInfo describes the token of one definition of a physical register.
type tokInfo struct {
	reg          mir.Reg
	block, instr int
}

type allocCheck struct {
	in, out *mir.Func
	t       mir.Target
	opts    Options

	nIn   int                // number of original blocks
	bidx  map[*mir.Block]int // out block -> index
	inIdx map[*mir.Block]int // in block -> index
	nregs int                // in.NumRegs()
	nloc  int                // locations: 64 registers, then slots
	allow [mir.NumClasses]mir.RegSet

	// tok[b][i] is the token of the first def of out.Blocks[b].Instrs[i]
	// (def k has token tok[b][i]+k); tokens only matter for physical defs.
	tok     [][]int32
	tokBase int32
	tokens  []tokInfo

	// In a function that calls setjmp (ReturnsTwice) each slot belongs to
	// one value and its copies: related is a union-find over the input's
	// copies and phis, slotOwner the class each slot was first written
	// with (+1; 0: none yet).
	related   []int32
	slotOwner map[int]int32

	// width[v] is the number of bytes of value v (a virtual register of
	// in, or a token): see deriveWidths.
	width []int64
	// defOf[i] is the input's definition of virtual register i.
	defOf []*mir.Instr

	exit    []chkState // state at the end of each block (nil: unreachable)
	sets    [][]int32  // interned sorted value sets; sets[0] is empty
	singles []int32    // singles[v]: the interned {v}, or 0
}

// li is the state index of location l (already validated).
func (c *allocCheck) li(l mir.Loc) int {
	if l.Kind == mir.LocSlot {
		return int(mir.FirstVirtual) + int(l.Slot)
	}
	return int(l.Reg)
}

func (c *allocCheck) errFunc(format string, args ...interface{}) error {
	return errors.Errorf("check %s: %s", c.in.Name, fmt.Sprintf(format, args...))
}

func (c *allocCheck) errBlock(b int, format string, args ...interface{}) error {
	return errors.Errorf("check %s: b%d: %s", c.in.Name, b, fmt.Sprintf(format, args...))
}

func (c *allocCheck) errInstr(b, i int, format string, args ...interface{}) error {
	ins := c.out.Blocks[b].Instrs[i]
	return errors.Errorf("check %s: b%d #%d %q: %s", c.in.Name, b, i, ins.Format(c.t), fmt.Sprintf(format, args...))
}

func (c *allocCheck) reg(r mir.Reg) string { return mir.FormatReg(c.t, r) }

func (c *allocCheck) loc(l mir.Loc) string { return mir.FormatLoc(c.t, l) }

// fmtVal prints a value of the abstract state.
func (c *allocCheck) fmtVal(v int32) string {
	switch {
	case v < int32(mir.FirstVirtual):
		return c.reg(mir.Reg(v)) + "@entry"
	case v < c.tokBase:
		return c.reg(mir.Reg(v))
	case int(v-c.tokBase) < len(c.tokens):
		ti := c.tokens[v-c.tokBase]
		return fmt.Sprintf("%s@b%d#%d", c.reg(ti.reg), ti.block, ti.instr)
	}
	return fmt.Sprintf("?%d", v)
}

func (c *allocCheck) fmtSet(s []int32) string {
	var sb strings.Builder
	sb.WriteByte('{')
	for i, v := range s {
		if i > 0 {
			sb.WriteString(", ")
		}
		if i == 8 {
			fmt.Fprintf(&sb, "... %d more", len(s)-i)
			break
		}
		sb.WriteString(c.fmtVal(v))
	}
	sb.WriteByte('}')
	return sb.String()
}

// checkInput verifies the few properties of in that the checker relies on:
// known registers, one definition per virtual register, phi arity, edges.
func (c *allocCheck) checkInput() error {
	in := c.in
	if len(in.Blocks) == 0 {
		return c.errFunc("input has no blocks")
	}
	c.nIn = len(in.Blocks)
	c.nregs = in.NumRegs()
	c.inIdx = make(map[*mir.Block]int, len(in.Blocks))
	for i, b := range in.Blocks {
		if b == nil {
			return c.errFunc("input block %d is nil", i)
		}
		c.inIdx[b] = i
	}
	defAt := make([]int32, c.nregs) // 1 + block index of the def
	c.defOf = make([]*mir.Instr, len(in.Classes))
	for bi, b := range in.Blocks {
		for _, s := range b.Succs {
			if _, ok := c.inIdx[s]; !ok {
				return c.errFunc("input b%d: successor not in the function", bi)
			}
		}
		for _, p := range b.Preds {
			if _, ok := c.inIdx[p]; !ok {
				return c.errFunc("input b%d: predecessor not in the function", bi)
			}
		}
		for ii, ins := range b.Instrs {
			if ins == nil {
				return c.errFunc("input b%d #%d: nil instruction", bi, ii)
			}
			for _, r := range append(ins.Defs[:len(ins.Defs):len(ins.Defs)], ins.Uses...) {
				if r <= mir.NoReg || int(r) >= c.nregs {
					return c.errFunc("input b%d #%d %q: unknown register %d", bi, ii, ins.Format(c.t), r)
				}
			}
			for _, d := range ins.Defs {
				if !d.IsVirtual() {
					continue
				}
				if defAt[d] != 0 {
					return c.errFunc("input: %s defined twice (b%d and b%d)", c.reg(d), defAt[d]-1, bi)
				}
				defAt[d] = int32(bi) + 1
				c.defOf[d-mir.FirstVirtual] = ins
			}
			if ins.Op == mir.OpPhi {
				if bi == 0 {
					return c.errFunc("input: phi in the entry block")
				}
				if len(ins.Uses) != len(b.Preds) {
					return c.errFunc("input b%d #%d %q: %d phi arguments for %d predecessors", bi, ii, ins.Format(c.t), len(ins.Uses), len(b.Preds))
				}
			}
		}
	}
	return nil
}

// checkStructure compares the shape of out with in: blocks, edges (through
// edge-split blocks), instruction sequences, phi arguments.
func (c *allocCheck) checkStructure() error {
	in, out := c.in, c.out
	if len(out.Blocks) < c.nIn {
		return c.errFunc("output has %d blocks, input %d", len(out.Blocks), c.nIn)
	}
	// The emitters read these from the output: they must be the input's.
	if len(out.Classes) != len(in.Classes) {
		return c.errFunc("output has %d virtual registers, input %d", len(out.Classes), len(in.Classes))
	}
	for i, cl := range in.Classes {
		if out.Classes[i] != cl {
			return c.errFunc("%s has class %s in the output, %s in the input", c.reg(mir.FirstVirtual+mir.Reg(i)), out.Classes[i], cl)
		}
	}
	if len(out.Frame) != len(in.Frame) {
		return c.errFunc("output has %d frame objects, input %d", len(out.Frame), len(in.Frame))
	}
	for i, o := range in.Frame {
		if out.Frame[i] != o {
			return c.errFunc("frame object %d is %+v in the output, %+v in the input", i, out.Frame[i], o)
		}
	}
	if !sameAux(out.Aux, in.Aux) {
		return c.errFunc("the function's target payload differs from the input's")
	}
	c.bidx = make(map[*mir.Block]int, len(out.Blocks))
	for i, b := range out.Blocks {
		if b == nil {
			return c.errFunc("output block %d is nil", i)
		}
		if _, dup := c.bidx[b]; dup {
			return c.errFunc("output block %d appears twice", i)
		}
		if b.ID != i {
			return c.errBlock(i, "block has ID %d", b.ID)
		}
		c.bidx[b] = i
	}
	// Edge lists must agree (with multiplicity).
	edges := map[[2]int]int{}
	for i, b := range out.Blocks {
		for _, s := range b.Succs {
			si, ok := c.bidx[s]
			if !ok {
				return c.errBlock(i, "successor not in the function")
			}
			edges[[2]int{i, si}]++
		}
	}
	for i, b := range out.Blocks {
		for _, p := range b.Preds {
			pi, ok := c.bidx[p]
			if !ok {
				return c.errBlock(i, "predecessor not in the function")
			}
			edges[[2]int{pi, i}]--
		}
	}
	for i, b := range out.Blocks {
		for _, s := range b.Succs {
			if n := edges[[2]int{i, c.bidx[s]}]; n != 0 {
				return c.errBlock(i, "edge to b%d: successor and predecessor lists disagree", c.bidx[s])
			}
		}
		for _, p := range b.Preds {
			if n := edges[[2]int{c.bidx[p], i}]; n != 0 {
				return c.errBlock(i, "edge from b%d: successor and predecessor lists disagree", c.bidx[p])
			}
		}
	}
	// An indirect jump goes to its targets' own labels: code put on one
	// of its edges would never run.
	for i, b := range out.Blocks {
		if n := len(b.Instrs); n == 0 || b.Instrs[n-1] == nil || !b.Instrs[n-1].Indirect {
			continue
		}
		for _, s := range b.Succs {
			if si := c.bidx[s]; si >= c.nIn {
				return c.errBlock(i, "edge to b%d split: the indirect jump goes to its target's own label, so b%d never runs", si, si)
			}
		}
	}
	// Edge-split blocks.
	for i := c.nIn; i < len(out.Blocks); i++ {
		b := out.Blocks[i]
		if len(b.Succs) != 1 || len(b.Preds) != 1 {
			return c.errBlock(i, "edge-split block has %d predecessors and %d successors, want 1 and 1", len(b.Preds), len(b.Succs))
		}
		if len(b.Instrs) == 0 {
			return c.errBlock(i, "edge-split block is empty")
		}
		for j, ins := range b.Instrs {
			if ins == nil {
				return c.errBlock(i, "nil instruction #%d", j)
			}
			last := j == len(b.Instrs)-1
			switch {
			case last && (ins.Op != mir.OpJump || !ins.Term || len(ins.Defs)+len(ins.Uses) != 0):
				return c.errInstr(i, j, "edge-split block must end in a plain jump")
			case !last && !isAllocOp(ins.Op):
				return c.errInstr(i, j, "edge-split block may only hold moves, swaps and remats")
			}
		}
	}
	// Successors of original blocks, and where each edge arrives.
	type arrival struct {
		hop  int // block just before the target (the out predecessor)
		from int // original block
		j    int // successor index in from
		used bool
	}
	arrivals := make([][]arrival, c.nIn)
	for i := 0; i < c.nIn; i++ {
		ib, ob := in.Blocks[i], out.Blocks[i]
		if len(ob.Succs) != len(ib.Succs) {
			return c.errBlock(i, "%d successors, input has %d", len(ob.Succs), len(ib.Succs))
		}
		for j, s := range ob.Succs {
			hop, cur := i, c.bidx[s]
			for steps := 0; cur >= c.nIn; steps++ {
				if steps > len(out.Blocks) {
					return c.errBlock(i, "successor %d: cycle of edge-split blocks", j)
				}
				hop, cur = cur, c.bidx[out.Blocks[cur].Succs[0]]
			}
			if want := c.inIdx[ib.Succs[j]]; cur != want {
				return c.errBlock(i, "successor %d leads to b%d, input has b%d", j, cur, want)
			}
			arrivals[cur] = append(arrivals[cur], arrival{hop: hop, from: i, j: j})
		}
	}
	for i := 0; i < c.nIn; i++ {
		ib, ob := in.Blocks[i], out.Blocks[i]
		if err := c.checkSequence(i, ib, ob); err != nil {
			return err
		}
		// Map every out predecessor back to an input predecessor index.
		inPred := make([]int, len(ob.Preds))
		for k, p := range ob.Preds {
			pi := c.bidx[p]
			found := -1
			for a := range arrivals[i] {
				if !arrivals[i][a].used && arrivals[i][a].hop == pi {
					found = a
					break
				}
			}
			if found < 0 {
				return c.errBlock(i, "predecessor %d (b%d) is not on any edge of the input", k, pi)
			}
			ar := &arrivals[i][found]
			ar.used = true
			// The m-th edge from ar.from to i in successor order is the m-th
			// occurrence of ar.from in the input's predecessor list.
			m := 0
			for _, s := range in.Blocks[ar.from].Succs[:ar.j] {
				if c.inIdx[s] == i {
					m++
				}
			}
			inPred[k] = -1
			for q, ip := range ib.Preds {
				if c.inIdx[ip] == ar.from {
					if m == 0 {
						inPred[k] = q
						break
					}
					m--
				}
			}
			if inPred[k] < 0 {
				return c.errFunc("input b%d: predecessor list misses b%d", i, ar.from)
			}
		}
		if len(ob.Preds) != len(ib.Preds) {
			return c.errBlock(i, "%d predecessors, input has %d", len(ob.Preds), len(ib.Preds))
		}
		inPhis := ib.Phis()
		for n, phi := range ob.Phis() {
			if len(phi.Uses) != len(ob.Preds) {
				return c.errInstr(i, n, "%d phi arguments for %d predecessors", len(phi.Uses), len(ob.Preds))
			}
			for k, u := range phi.Uses {
				if want := inPhis[n].Uses[inPred[k]]; u != want {
					return c.errInstr(i, n, "argument %d (from b%d) is %s, input has %s", k, c.bidx[ob.Preds[k]], c.reg(u), c.reg(want))
				}
			}
		}
	}
	return nil
}

// checkSequence verifies that the non-Move/Swap instructions of ob are those
// of ib, that phis come first and that the terminator is last.
func (c *allocCheck) checkSequence(bi int, ib, ob *mir.Block) error {
	nphi := len(ib.Phis())
	k := 0
	for n, ins := range ob.Instrs {
		if ins == nil {
			return c.errBlock(bi, "nil instruction #%d", n)
		}
		if isAllocOp(ins.Op) {
			if k < nphi {
				return c.errInstr(bi, n, "%s before the block's phis", c.opWord(ins))
			}
			if n == len(ob.Instrs)-1 {
				return c.errInstr(bi, n, "%s after the terminator", c.opWord(ins))
			}
			continue
		}
		for k < len(ib.Instrs) && c.droppable(ib.Instrs[k]) && chkSameInstr(ib.Instrs[k], ins, false) != "" {
			k++
		}
		if k >= len(ib.Instrs) {
			return c.errInstr(bi, n, "extra instruction, not in the input")
		}
		if diff := chkSameInstr(ib.Instrs[k], ins, mir.Commutes(c.t, ib.Instrs[k])); diff != "" {
			return c.errInstr(bi, n, "does not match input #%d %q: %s", k, ib.Instrs[k].Format(c.t), diff)
		}
		k++
	}
	for k < len(ib.Instrs) && c.droppable(ib.Instrs[k]) {
		k++
	}
	if k < len(ib.Instrs) {
		return c.errBlock(bi, "input instruction #%d %q is missing", k, ib.Instrs[k].Format(c.t))
	}
	return nil
}

// droppable reports whether input instruction ins may be left out of the
// allocation: a definition the target calls Rematerializable has no
// effect but its value, so an allocator that recomputes the value before
// every use (OpRemat) may delete it. The data flow still verifies every
// use: a value whose definition is gone is in no location but where a
// remat put it.
func (c *allocCheck) droppable(ins *mir.Instr) bool {
	return ins.Op != mir.OpPhi && ins.Op != mir.OpCopy && ins.Op != mir.OpImplicitDef && !ins.Term &&
		len(ins.Defs) == 1 && ins.Defs[0].IsVirtual() && c.t.Rematerializable(ins)
}

func (c *allocCheck) opWord(ins *mir.Instr) string {
	switch ins.Op {
	case mir.OpSwap:
		return "swap"
	case mir.OpRemat:
		return "remat"
	}
	return "move"
}

// isAllocOp reports whether op is one only allocators insert.
func isAllocOp(op mir.Op) bool { return op == mir.OpMove || op == mir.OpSwap || op == mir.OpRemat }

// sameAux reports whether two function payloads are the same: the same
// pointer, or equal values.
func sameAux(a, b interface{}) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	ta, tb := reflect.TypeOf(a), reflect.TypeOf(b)
	if ta != tb {
		return false
	}
	if ta.Kind() == reflect.Ptr {
		return reflect.ValueOf(a).Pointer() == reflect.ValueOf(b).Pointer()
	}
	return reflect.DeepEqual(a, b)
}

// chkSameInstr says how b differs from a, or "" (phi arguments not
// compared; with commutes, b's two uses may be a's exchanged).
func chkSameInstr(a, b *mir.Instr, commutes bool) string {
	regs := func(x, y []mir.Reg) bool {
		if len(x) != len(y) {
			return false
		}
		for i := range x {
			if x[i] != y[i] {
				return false
			}
		}
		return true
	}
	switch {
	case a.Op != b.Op:
		return "different operation"
	case !regs(a.Defs, b.Defs):
		return "different defs"
	case a.Op != mir.OpPhi && !regs(a.Uses, b.Uses) && !(commutes && len(b.Uses) == 2 && regs(a.Uses, []mir.Reg{b.Uses[1], b.Uses[0]})):
		return "different uses"
	case a.Tied != b.Tied:
		return "different tie"
	case a.Clobbers != b.Clobbers:
		return "different clobbers"
	case a.EarlyClobber != b.EarlyClobber:
		return "different early-clobber flag"
	case a.UseForbid != b.UseForbid:
		return "different forbidden registers for uses"
	case a.Term != b.Term:
		return "different terminator flag"
	case a.Indirect != b.Indirect:
		return "different indirect-jump flag"
	case !reflect.DeepEqual(a.Aux, b.Aux):
		return "different aux"
	}
	return ""
}

// validLoc reports whether l names an existing register or slot.
func (c *allocCheck) validLoc(l mir.Loc) bool {
	switch l.Kind {
	case mir.LocReg:
		return l.Reg.IsPhys()
	case mir.LocSlot:
		return l.Slot >= 0 && int(l.Slot) < len(c.out.Slots)
	}
	return false
}

// checkOperands verifies every instruction's locations in isolation and
// numbers the tokens of physical definitions.
func (c *allocCheck) checkOperands() error {
	out := c.out
	for cl := mir.Class(0); cl < mir.NumClasses; cl++ {
		for _, r := range Allocatable(c.t, cl, c.opts) {
			if r.IsPhys() {
				c.allow[cl] = c.allow[cl].Add(r)
			}
		}
	}
	c.nloc = int(mir.FirstVirtual) + len(out.Slots)
	c.tokBase = int32(c.nregs)
	next := c.tokBase
	c.tok = make([][]int32, len(out.Blocks))
	for bi, b := range out.Blocks {
		c.tok[bi] = make([]int32, len(b.Instrs))
		var physDef mir.RegSet // physical registers defined so far in b
		for ii, ins := range b.Instrs {
			if err := c.checkInstr(bi, ii, ins, physDef); err != nil {
				return err
			}
			if isAllocOp(ins.Op) {
				continue
			}
			for _, d := range ins.Defs {
				if d.IsPhys() {
					physDef = physDef.Add(d)
				}
			}
			if len(ins.Defs) > 0 {
				c.tok[bi][ii] = next
				for _, d := range ins.Defs {
					c.tokens = append(c.tokens, tokInfo{reg: d, block: bi, instr: ii})
					next++
				}
			}
		}
	}
	return nil
}

// checkWrite verifies a register or slot that an instruction writes with a
// value of class cl: callee-saved registers must be saved, slots large enough.
func (c *allocCheck) checkWrite(bi, ii int, l mir.Loc, cl mir.Class) error {
	if l.IsReg() && c.t.CalleeSaved().Has(l.Reg) && !c.out.SavedRegs.Has(l.Reg) {
		return c.errInstr(bi, ii, "writes callee-saved %s, which is not in SavedRegs", c.loc(l))
	}
	if l.IsSlot() {
		if need, have := c.t.SlotSize(cl), c.out.Slots[l.Slot].Size; have < need {
			return c.errInstr(bi, ii, "slot %s has %d bytes, a %s value needs %d", c.loc(l), have, cl, need)
		}
	}
	return nil
}

func (c *allocCheck) budget(cl mir.Class) string {
	var names []string
	for _, r := range c.allow[cl].Regs() {
		names = append(names, c.reg(r))
	}
	return fmt.Sprintf("allocatable %s: %s", cl, strings.Join(names, " "))
}

func (c *allocCheck) checkInstr(bi, ii int, ins *mir.Instr, physDef mir.RegSet) error {
	if !ins.Placed() {
		return c.errInstr(bi, ii, "no locations: the allocator did not place the instruction")
	}
	if (ins.Op == mir.OpMove || ins.Op == mir.OpSwap || ins.Op == mir.OpRemat) != ins.Transfers() {
		return c.errInstr(bi, ii, "only a move, swap or remat has (and must have) a source and destination")
	}
	if ins.Op == mir.OpRemat {
		return c.checkRemat(bi, ii, ins)
	}
	if ins.Op == mir.OpMove || ins.Op == mir.OpSwap {
		if !c.validLoc(ins.Src) || !c.validLoc(ins.Dst) {
			return c.errInstr(bi, ii, "invalid location")
		}
		if ins.Class >= mir.NumClasses {
			return c.errInstr(bi, ii, "invalid class %d", ins.Class)
		}
		if ins.Op == mir.OpSwap && ins.Src == ins.Dst {
			// An exchange of a location with itself: the xor swap of
			// the paper would zero it.
			return c.errInstr(bi, ii, "swap of %s with itself", c.loc(ins.Src))
		}
		for n, l := range []mir.Loc{ins.Dst, ins.Src} {
			if !l.IsReg() {
				continue
			}
			if pc := c.t.ClassOfPhys(l.Reg); pc != ins.Class {
				return c.errInstr(bi, ii, "%s value in %s register %s", ins.Class, pc, c.loc(l))
			}
			if !c.allow[ins.Class].Has(l.Reg) {
				if n == 1 && ins.Op == mir.OpMove {
					// What a register outside the budget holds (an
					// argument register's parameter, stored since)
					// is out of the allocation's reach: reading it
					// later would keep a value there.
					return c.errInstr(bi, ii, "reads %s, which is not allocatable (%s)", c.loc(l), c.budget(ins.Class))
				}
				return c.errInstr(bi, ii, "writes %s, which is not allocatable (%s)", c.loc(l), c.budget(ins.Class))
			}
		}
		if err := c.checkWrite(bi, ii, ins.Dst, ins.Class); err != nil {
			return err
		}
		if ins.Op == mir.OpSwap {
			return c.checkWrite(bi, ii, ins.Src, ins.Class)
		}
		return nil
	}

	isPhi := ins.Op == mir.OpPhi
	switch {
	case len(ins.DefLocs) != len(ins.Defs):
		return c.errInstr(bi, ii, "%d def locations for %d defs", len(ins.DefLocs), len(ins.Defs))
	case !isPhi && len(ins.UseLocs) != len(ins.Uses):
		return c.errInstr(bi, ii, "%d use locations for %d uses", len(ins.UseLocs), len(ins.Uses))
	}
	switch ins.Op {
	case mir.OpPhi:
		if len(ins.Defs) != 1 || !ins.Defs[0].IsVirtual() {
			return c.errInstr(bi, ii, "a phi must define one virtual register")
		}
		for _, u := range ins.Uses {
			if !u.IsVirtual() {
				return c.errInstr(bi, ii, "phi argument %s is not virtual", c.reg(u))
			}
		}
	case mir.OpCopy:
		if len(ins.Defs) != 1 || len(ins.Uses) != 1 {
			return c.errInstr(bi, ii, "a copy must have one def and one use")
		}
	case mir.OpImplicitDef:
		if len(ins.Defs) != 1 || len(ins.Uses) != 0 {
			return c.errInstr(bi, ii, "an implicit_def must have one def and no use")
		}
	}
	folded := 0
	// A folded spill: def 0 and the tied use in one slot, which the
	// instruction reads and writes (the only memory operand it has).
	// (Elsewhere a def in a slot falls to the rules below.)
	memDef := !isPhi && ins.Op != mir.OpCopy && ins.Op != mir.OpImplicitDef && len(ins.DefLocs) > 0 && ins.DefLocs[0].IsSlot() && mir.CanFoldMemDef(c.t, ins)
	if memDef {
		if ins.Tied < 0 || int(ins.Tied) >= len(ins.UseLocs) || ins.UseLocs[ins.Tied] != ins.DefLocs[0] {
			return c.errInstr(bi, ii, "def %s in slot %s without its tied use there", c.reg(ins.Defs[0]), c.loc(ins.DefLocs[0]))
		}
		folded++ // the slot is the instruction's one memory operand
	}
	operand := func(r mir.Reg, l mir.Loc, def bool, k int) error {
		what := "use"
		if def {
			what = "def"
		}
		if !c.validLoc(l) {
			return c.errInstr(bi, ii, "%s %s has invalid location %s", what, c.reg(r), c.loc(l))
		}
		if r.IsPhys() {
			if l != mir.RegLoc(r) {
				return c.errInstr(bi, ii, "%s of physical %s is in %s", what, c.reg(r), c.loc(l))
			}
			return nil
		}
		cl := c.in.ClassOf(r)
		if l.IsSlot() {
			if memDef && (def && k == 0 || !def && k == int(ins.Tied)) {
				return nil // checked above
			}
			if !def && !isPhi && ins.Op != mir.OpCopy && ins.Op != mir.OpImplicitDef {
				// A folded reload: the instruction reads the use from
				// memory, which the target must say this position takes
				// (mir.MemFolder, asked about the input's own form), once
				// per instruction and never for the tied use.
				switch {
				case k == int(ins.Tied) || !mir.CanFoldMem(c.t, ins, k):
					return c.errInstr(bi, ii, "use %s in slot %s, a position of this instruction that cannot read memory", c.reg(r), c.loc(l))
				case folded > 0:
					return c.errInstr(bi, ii, "use %s in slot %s, a second memory operand", c.reg(r), c.loc(l))
				}
				folded++
				return nil
			}
			if !(ins.Op == mir.OpCopy || def && (isPhi || ins.Op == mir.OpImplicitDef)) {
				return c.errInstr(bi, ii, "%s %s in slot %s, only copies, phis and implicit_defs may access slots", what, c.reg(r), c.loc(l))
			}
			return nil
		}
		if !c.allow[cl].Has(l.Reg) && !(!def && c.copyBack(bi, ii, ins, l)) {
			return c.errInstr(bi, ii, "%s %s in %s, which is not an allowed register for it (%s)", what, c.reg(r), c.loc(l), c.budget(cl))
		}
		if !def && ins.UseForbid.Has(l.Reg) {
			return c.errInstr(bi, ii, "use %s in %s, which this instruction forbids for its uses", c.reg(r), c.loc(l))
		}
		return nil
	}
	if !isPhi {
		for k, u := range ins.Uses {
			if err := operand(u, ins.UseLocs[k], false, k); err != nil {
				return err
			}
			if u.IsPhys() && bi != 0 && !physDef.Has(u) {
				return c.errInstr(bi, ii, "use of physical %s without an earlier def in the block", c.reg(u))
			}
		}
	}
	for k, d := range ins.Defs {
		if err := operand(d, ins.DefLocs[k], true, k); err != nil {
			return err
		}
		for j := 0; j < k; j++ {
			if ins.DefLocs[j] == ins.DefLocs[k] {
				return c.errInstr(bi, ii, "defs %s and %s share location %s", c.reg(ins.Defs[j]), c.reg(d), c.loc(ins.DefLocs[k]))
			}
		}
		var cl mir.Class
		if d.IsVirtual() {
			cl = c.in.ClassOf(d)
		} else {
			cl = c.t.ClassOfPhys(d)
		}
		if err := c.checkWrite(bi, ii, ins.DefLocs[k], cl); err != nil {
			return err
		}
	}
	if ins.EarlyClobber && !isPhi {
		for k, dl := range ins.DefLocs {
			for j, ul := range ins.UseLocs {
				if dl == ul && !(k == 0 && j == int(ins.Tied)) {
					return c.errInstr(bi, ii, "early-clobber def %s shares %s with use %s", c.reg(ins.Defs[k]), c.loc(dl), c.reg(ins.Uses[j]))
				}
			}
		}
	}
	if ins.Tied >= 0 {
		if len(ins.Defs) == 0 || int(ins.Tied) >= len(ins.Uses) {
			return c.errInstr(bi, ii, "tie to use %d is out of range", ins.Tied)
		}
		if ins.DefLocs[0] != ins.UseLocs[ins.Tied] {
			return c.errInstr(bi, ii, "tied def %s is in %s, but use %s is in %s", c.reg(ins.Defs[0]), c.loc(ins.DefLocs[0]), c.reg(ins.Uses[ins.Tied]), c.loc(ins.UseLocs[ins.Tied]))
		}
	}
	return nil
}

// rpo lists the blocks of out reachable from the entry in reverse postorder.
func (c *allocCheck) rpo() []int {
	n := len(c.out.Blocks)
	seen := make([]bool, n)
	post := make([]int, 0, n)
	type frame struct{ b, next int }
	stack := []frame{{0, 0}}
	seen[0] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		succs := c.out.Blocks[top.b].Succs
		if top.next < len(succs) {
			s := c.bidx[succs[top.next]]
			top.next++
			if !seen[s] {
				seen[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
		post[i], post[j] = post[j], post[i]
	}
	return post
}

// Sets of values are interned in c.sets and named by their index there
// (0 is the empty set), so that a state costs four bytes per location.

func (c *allocCheck) intern(s []int32) int32 {
	if len(s) == 0 {
		return 0
	}
	c.sets = append(c.sets, s)
	return int32(len(c.sets) - 1)
}

// single is the set {v}.
func (c *allocCheck) single(v int32) int32 {
	if id := c.singles[v]; id != 0 {
		return id
	}
	id := c.intern([]int32{v})
	c.singles[v] = id
	return id
}

func (c *allocCheck) has(id, v int32) bool { return chkSetHas(c.sets[id], v) }

func (c *allocCheck) insert(id, v int32) int32 {
	if id == 0 {
		return c.single(v)
	}
	s := c.sets[id]
	if chkSetHas(s, v) {
		return id
	}
	return c.intern(chkSetInsert(s, v))
}

func (c *allocCheck) meet(a, b int32) int32 {
	if a == b || a == 0 {
		return a
	}
	if b == 0 {
		return 0
	}
	sa, sb := c.sets[a], c.sets[b]
	r := chkSetMeet(sa, sb)
	switch {
	case len(r) == len(sa):
		return a
	case len(r) == len(sb):
		return b
	}
	return c.intern(r)
}

func (c *allocCheck) stateEq(a, b chkState) bool {
	for l := range a {
		if a[l] != b[l] && !chkSetEq(c.sets[a[l]], c.sets[b[l]]) {
			return false
		}
	}
	return true
}

// entryState is the state at the start of b: the meet of the end states of
// its visited predecessors (and of the function entry for block 0), with the
// phi destinations added. It returns nil if no predecessor was visited.
func (c *allocCheck) entryState(b int) chkState {
	var st chkState
	if b == 0 {
		st = make(chkState, c.nloc)
		for r := 1; r < int(mir.FirstVirtual); r++ {
			st[r] = c.single(int32(r))
		}
	}
	blk := c.out.Blocks[b]
	for _, p := range blk.Preds {
		ex := c.exit[c.bidx[p]]
		if ex == nil {
			continue
		}
		if st == nil {
			st = append(chkState(nil), ex...)
			continue
		}
		for l := range st {
			st[l] = c.meet(st[l], ex[l])
		}
	}
	if st == nil {
		return nil
	}
	for _, phi := range blk.Phis() {
		l := c.li(phi.DefLocs[0])
		st[l] = c.insert(st[l], int32(phi.Defs[0]))
	}
	return st
}

// solve computes the exit state of every reachable block, iterating in
// reverse postorder until nothing changes. States only shrink from "top"
// (an unvisited predecessor is ignored by the meet), so this terminates.
func (c *allocCheck) solve() {
	n := len(c.out.Blocks)
	c.exit = make([]chkState, n)
	c.sets = [][]int32{nil}
	c.singles = make([]int32, int(c.tokBase)+len(c.tokens))
	order := c.rpo()
	dirty := make([]bool, n)
	dirty[0] = true
	for changed := true; changed; {
		changed = false
		for _, b := range order {
			if !dirty[b] {
				continue
			}
			dirty[b] = false
			st := c.entryState(b)
			if st == nil {
				continue
			}
			_ = c.transfer(b, st, false)
			if c.exit[b] != nil && c.stateEq(st, c.exit[b]) {
				continue
			}
			c.exit[b] = st
			for _, s := range c.out.Blocks[b].Succs {
				dirty[c.bidx[s]] = true
			}
			changed = true
		}
	}
}

// verify re-runs every reachable block from its fixed-point entry state and
// reports the first use or phi argument not found where it should be.
func (c *allocCheck) verify() error {
	for b, blk := range c.out.Blocks {
		if c.exit[b] == nil {
			continue // unreachable
		}
		for i, phi := range blk.Phis() {
			l := c.li(phi.DefLocs[0])
			for k, p := range blk.Preds {
				pi := c.bidx[p]
				ex := c.exit[pi]
				if ex == nil {
					continue
				}
				if u := phi.Uses[k]; !c.has(ex[l], int32(u)) {
					return c.errInstr(b, i, "argument %s from b%d: at the end of b%d, %s holds %s", c.reg(u), pi, pi, c.loc(phi.DefLocs[0]), c.fmtSet(c.sets[ex[l]]))
				}
			}
		}
		if err := c.transfer(b, c.entryState(b), true); err != nil {
			return err
		}
	}
	return nil
}

// transfer applies block b to st (modified in place). With check set it
// returns the first use that does not find its value.
func (c *allocCheck) transfer(b int, st chkState, check bool) error {
	blk := c.out.Blocks[b]
	var physVal [mir.FirstVirtual]int32 // value each physical operand stands for
	if b == 0 {
		for r := range physVal {
			physVal[r] = int32(r)
		}
	}
	for i, ins := range blk.Instrs {
		switch ins.Op {
		case mir.OpPhi:
			continue // handled on the incoming edges
		case mir.OpMove:
			moved := st[c.li(ins.Src)]
			if check {
				if err := c.carries(b, i, ins, moved); err != nil {
					return err
				}
				if err := c.fits(b, i, ins.Dst, moved); err != nil {
					return err
				}
			}
			st[c.li(ins.Dst)] = c.narrow(moved, c.transferBytes(ins.Src, ins.Dst, ins.Class))
			continue
		case mir.OpSwap:
			s, d := c.li(ins.Src), c.li(ins.Dst)
			if check {
				for _, x := range [][2]interface{}{{ins.Dst, st[s]}, {ins.Src, st[d]}} {
					l, id := x[0].(mir.Loc), x[1].(int32)
					if err := c.carries(b, i, ins, id); err != nil {
						return err
					}
					if err := c.fits(b, i, l, id); err != nil {
						return err
					}
				}
			}
			n := c.transferBytes(ins.Src, ins.Dst, ins.Class)
			st[s], st[d] = c.narrow(st[d], n), c.narrow(st[s], n)
			continue
		case mir.OpRemat:
			// The definition runs again: its uses must hold their
			// values, and Dst then holds the value it defines.
			r := ins.Remat
			for k, u := range r.Uses {
				if held := st[c.li(r.UseLocs[k])]; check && !c.has(held, int32(u)) {
					return c.errInstr(b, i, "remat reads %s in %s, which holds %s", c.reg(u), c.loc(r.UseLocs[k]), c.fmtSet(c.sets[held]))
				}
			}
			st[c.li(ins.Dst)] = c.single(int32(r.Defs[0]))
			continue
		}
		var copied int32
		for k, u := range ins.Uses {
			v := int32(u)
			if u.IsPhys() {
				v = physVal[u]
			}
			l := ins.UseLocs[k]
			held := st[c.li(l)]
			if check && !c.has(held, v) {
				return c.errInstr(b, i, "use %s in %s holds %s", c.reg(u), c.loc(l), c.fmtSet(c.sets[held]))
			}
			if k == 0 {
				copied = held
			}
		}
		for cl := uint64(ins.Clobbers); cl != 0; cl &= cl - 1 {
			if r := bits.TrailingZeros64(cl); r > 0 && r < int(mir.FirstVirtual) {
				st[r] = 0
			}
		}
		for k, d := range ins.Defs {
			v := int32(d)
			if d.IsPhys() {
				v = c.tok[b][i] + int32(k)
				physVal[d] = v
			}
			l := c.li(ins.DefLocs[k])
			written := c.single(v)
			if ins.Op == mir.OpCopy {
				written = c.insert(copied, v)
			}
			if check {
				if err := c.fits(b, i, ins.DefLocs[k], written); err != nil {
					return err
				}
			}
			if ins.Op == mir.OpCopy && ins.UseLocs[0] != ins.DefLocs[0] {
				// The copy transfers as many bytes as both locations
				// hold; its source still holds the same bits, so the
				// copy's value is there too.
				st[c.li(ins.UseLocs[0])] = written
				written = c.narrow(written, c.transferBytes(ins.UseLocs[0], ins.DefLocs[0], c.classOfReg(d)))
			}
			st[l] = written
		}
	}
	return nil
}

// copyBack reports whether copy ins, instruction ii of output block bi,
// writes physical register l with a value it reads there, after a copy
// that read l with only copies into slots in between: a parameter stored
// to its slot, maybe other parameters stored after it, and then passed
// in the same register to a call ("movq %rdi, 8(%rsp)" and no reload).
// No register is written in between, so the register holds the value at
// no point where the allocation could have used it for another, and a
// register outside the budget may serve; the data flow still verifies
// that l holds the value.
func (c *allocCheck) copyBack(bi, ii int, ins *mir.Instr, l mir.Loc) bool {
	if ins.Op != mir.OpCopy || ins.Defs[0] != l.Reg || ins.DefLocs[0] != l || ins.UseLocs[0] != l {
		return false
	}
	for j := ii - 1; j >= 0; j-- {
		prev := c.out.Blocks[bi].Instrs[j]
		if prev.Op != mir.OpCopy || len(prev.UseLocs) != 1 || len(prev.DefLocs) != 1 || !prev.DefLocs[0].IsSlot() {
			return false
		}
		if prev.UseLocs[0] == l {
			return true
		}
	}
	return false
}

// carries verifies that a Move or Swap of class ins.Class carries only
// values of that class: the emitters choose the instruction (and its
// width) by the class.
func (c *allocCheck) carries(b, i int, ins *mir.Instr, id int32) error {
	for _, v := range c.sets[id] {
		r := mir.Reg(v)
		if v >= c.tokBase || !r.IsVirtual() || int(r) >= c.in.NumRegs() {
			continue
		}
		if cl := c.in.ClassOf(r); cl != ins.Class {
			return c.errInstr(b, i, "a %s %s carries %s of class %s", ins.Class, c.opWord(ins), c.reg(r), cl)
		}
	}
	return nil
}

// fits verifies that slot location l is large enough for every virtual
// register in the value set id it receives (vectors need wider slots than
// scalars of their class).
func (c *allocCheck) fits(b, i int, l mir.Loc, id int32) error {
	if !l.IsSlot() {
		return nil
	}
	if err := c.ownSlot(b, i, l, id); err != nil {
		return err
	}
	have := c.out.Slots[l.Slot].Size
	for _, v := range c.sets[id] {
		r := mir.Reg(v)
		if v >= c.tokBase || !r.IsVirtual() || int(r) >= c.in.NumRegs() {
			continue
		}
		if need := c.width[v]; need > have {
			return c.errInstr(b, i, "slot %s has %d bytes, %s needs %d", c.loc(l), have, c.reg(r), need)
		}
	}
	return nil
}

func chkSetHas(s []int32, v int32) bool {
	lo, hi := 0, len(s)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch {
		case s[m] == v:
			return true
		case s[m] < v:
			lo = m + 1
		default:
			hi = m
		}
	}
	return false
}

// chkSetInsert returns s with v added; s itself is never modified.
func chkSetInsert(s []int32, v int32) []int32 {
	i := 0
	for i < len(s) && s[i] < v {
		i++
	}
	if i < len(s) && s[i] == v {
		return s
	}
	r := make([]int32, len(s)+1)
	copy(r, s[:i])
	r[i] = v
	copy(r[i+1:], s[i:])
	return r
}

func chkSetEq(a, b []int32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// chkSetMeet is the intersection of a and b (a new slice unless it is a).
func chkSetMeet(a, b []int32) []int32 {
	var r []int32
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] == b[j]:
			r = append(r, a[i])
			i++
			j++
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	return r
}

// deriveWidths computes the width in bytes of every value the checker
// tracks, from the instructions alone: a token of a physical register at
// the entry is as wide as the calling convention fills it
// (t.LiveInBytes), a definition as wide as its operation writes
// (t.DefBytes), a copy or phi (or an operation for which DefBytes is 0) as
// wide as the widest value of its class it reads, a tied def at least as
// wide as its tied use. Phis and copies may carry values around loops, so
// this iterates to a fixed point; widths only grow and are bounded by
// t.RegBytes, so it terminates.
func (c *allocCheck) deriveWidths() {
	c.width = make([]int64, int(c.tokBase)+len(c.tokens))
	for r := mir.Reg(1); r < mir.FirstVirtual; r++ {
		c.width[r] = c.t.LiveInBytes(c.in, r)
	}
	for again := true; again; {
		again = false
		for b, blk := range c.out.Blocks {
			var physVal [mir.FirstVirtual]int32
			if b == 0 {
				for r := range physVal {
					physVal[r] = int32(r)
				}
			}
			val := func(r mir.Reg) int32 {
				if r.IsPhys() {
					return physVal[r]
				}
				return int32(r)
			}
			for i, ins := range blk.Instrs {
				if isAllocOp(ins.Op) {
					continue
				}
				for k, d := range ins.Defs {
					cl := c.classOfReg(d)
					var w int64
					switch ins.Op {
					case mir.OpPhi, mir.OpCopy:
					case mir.OpImplicitDef:
						w = 1 // no bytes are defined; any location will do
					default:
						w = c.t.DefBytes(ins, k, cl)
					}
					if w == 0 {
						for _, u := range ins.Uses {
							if c.classOfReg(u) == cl && c.width[val(u)] > w {
								w = c.width[val(u)]
							}
						}
					}
					if k == 0 && ins.Tied >= 0 && int(ins.Tied) < len(ins.Uses) {
						if tw := c.width[val(ins.Uses[ins.Tied])]; tw > w {
							w = tw
						}
					}
					v := int32(d)
					if d.IsPhys() {
						v = c.tok[b][i] + int32(k)
						physVal[d] = v
					}
					if w > c.width[v] {
						c.width[v] = w
						again = true
					}
				}
			}
		}
	}
}

// classOfReg is the class of a virtual or physical register.
func (c *allocCheck) classOfReg(r mir.Reg) mir.Class {
	if r.IsVirtual() {
		return c.in.ClassOf(r)
	}
	return c.t.ClassOfPhys(r)
}

// locBytes is the number of bytes location l holds for a value of class cl.
func (c *allocCheck) locBytes(l mir.Loc, cl mir.Class) int64 {
	if l.IsSlot() {
		return c.out.Slots[l.Slot].Size
	}
	return c.t.RegBytes(cl)
}

// transferBytes is the number of bytes a transfer of class cl between a
// and b carries: what the narrower of the two holds.
func (c *allocCheck) transferBytes(a, b mir.Loc, cl mir.Class) int64 {
	n, m := c.locBytes(a, cl), c.locBytes(b, cl)
	if m < n {
		return m
	}
	return n
}

// narrow returns the set id without the values wider than n bytes.
func (c *allocCheck) narrow(id int32, n int64) int32 {
	s := c.sets[id]
	for k, v := range s {
		if c.width[v] <= n {
			continue
		}
		keep := append([]int32(nil), s[:k]...)
		for _, w := range s[k+1:] {
			if c.width[w] <= n {
				keep = append(keep, w)
			}
		}
		return c.intern(keep)
	}
	return id
}

// checkRemat verifies an OpRemat in isolation: it executes again the
// input's own definition of a value (the same operation, payload and
// operands), which the target calls rematerializable, into a register the
// value may occupy, reading its uses from registers they may occupy.
func (c *allocCheck) checkRemat(bi, ii int, ins *mir.Instr) error {
	r := ins.Remat
	if r == nil || len(r.Defs) != 1 || !r.Defs[0].IsVirtual() || int(r.Defs[0]) >= c.nregs {
		return c.errInstr(bi, ii, "a remat must re-execute the definition of one virtual register")
	}
	v := r.Defs[0]
	def := c.defOf[v-mir.FirstVirtual]
	if def == nil {
		return c.errInstr(bi, ii, "remat of %s, which the input never defines", c.reg(v))
	}
	if diff := chkSameInstr(def, r, false); diff != "" {
		return c.errInstr(bi, ii, "remat of %s is not its definition %q: %s", c.reg(v), def.Format(c.t), diff)
	}
	if def.Op == mir.OpPhi || def.Op == mir.OpCopy || def.Op == mir.OpImplicitDef || !c.t.Rematerializable(def) {
		return c.errInstr(bi, ii, "remat of %s: %q may not be executed again", c.reg(v), def.Format(c.t))
	}
	cl := c.in.ClassOf(v)
	if !c.validLoc(ins.Dst) || !ins.Dst.IsReg() || ins.Class != cl {
		return c.errInstr(bi, ii, "remat of %s into %s: a remat writes a %s register", c.reg(v), c.loc(ins.Dst), cl)
	}
	if !r.Placed() || len(r.DefLocs) != 1 || r.DefLocs[0] != ins.Dst || len(r.UseLocs) != len(r.Uses) {
		return c.errInstr(bi, ii, "remat of %s: its operands' locations do not match", c.reg(v))
	}
	if !c.allow[cl].Has(ins.Dst.Reg) {
		return c.errInstr(bi, ii, "remat of %s into %s, which is not an allowed register for it (%s)", c.reg(v), c.loc(ins.Dst), c.budget(cl))
	}
	for k, u := range r.Uses {
		l := r.UseLocs[k]
		if !u.IsVirtual() || !c.validLoc(l) || !l.IsReg() || !c.allow[c.in.ClassOf(u)].Has(l.Reg) || r.UseForbid.Has(l.Reg) {
			return c.errInstr(bi, ii, "remat of %s reads %s from %s, which it may not", c.reg(v), c.reg(u), c.loc(l))
		}
	}
	return c.checkWrite(bi, ii, ins.Dst, cl)
}
