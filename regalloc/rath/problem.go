// Package rath holds the two mixed-integer models of Rath's thesis "MIP
// Models for SSA-Form-Based Register Allocation in the Java HotSpot Server
// Compiler" (chapter 5) on an abstract, target-blind description of a
// function in SSA form (Problem):
//
//   - the spill model of section 5.3 (BuildSpill): for every value and
//     program point, in a register or in memory; loads, stores and memory
//     operands as costs weighted by block frequency; at most K values in
//     registers before and after every instruction;
//   - the complete model of section 5.2 (BuildFull): a position (register,
//     stack slot or the artificial CISC position) for every value at every
//     move iteration between instructions, moves, rematerialisation,
//     two-address operands, fixed registers, register pairs, memory
//     operands and phis.
//
// The printing errors READING.md lists are fixed: (5.40) reads the inputs
// of node j at (i, j-1, m_max); (5.42) keeps the CISC position empty
// before m_max only; (5.62)-(5.65) are "<=" constraints; (5.60) is an
// equality only with SpillOptions.Faithful (by default a value may be in a
// register and in memory at once, as spill-everywhere code has it). Each
// constraint is built by code that names its equation number; docs/MIP.md
// lists the deviations and extensions.
//
// The models are written for package milp and solved by any milp.Solver
// (CBC). The package knows nothing of ssara's machine IR: regalloc fills a
// Problem from a mir.Func.
package rath

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/pkg/errors"
)

// RegSet is a set of registers of the abstract register file, numbered
// 0..63.
type RegSet uint64

// Has reports whether r is in s.
func (s RegSet) Has(r int) bool { return r >= 0 && r < 64 && s&(1<<uint(r)) != 0 }

// Add returns s with r added.
func (s RegSet) Add(r int) RegSet { return s | 1<<uint(r) }

// Count is the number of registers in s.
func (s RegSet) Count() int { return bits.OnesCount64(uint64(s)) }

// Regs lists the registers of s in increasing order.
func (s RegSet) Regs() []int {
	var out []int
	for w := uint64(s); w != 0; w &= w - 1 {
		out = append(out, bits.TrailingZeros64(w))
	}
	return out
}

// Regs makes a RegSet of rs.
func Regs(rs ...int) RegSet {
	var s RegSet
	for _, r := range rs {
		s = s.Add(r)
	}
	return s
}

// Problem is a function in SSA form to allocate: blocks of instructions
// whose operands are values with register constraints. It is
// target-blind: registers are numbers, operations have no meaning beyond
// their operands.
type Problem struct {
	Name string
	// Classes[c] is the budget of register class c: the registers values
	// of the class may occupy. A pair value (Value.Pair) of the class
	// occupies r and r+1, both in the budget.
	Classes []RegSet
	Values  []Value
	// Blocks[0] is the entry; nothing is live into it.
	Blocks []Block
	Costs  Costs
	// PhiOneLocation says a phi has one location at the start of its
	// block, a register or memory, never both (ssara's output gives a phi
	// one location, and its checker knows the phi's value there only): a
	// phi kept in a register whose memory copy is used later must be
	// stored, which the spill model then charges ((5.69a), added).
	// Rath's model lets the memory copy come free from the arguments'.
	PhiOneLocation bool
}

// Costs are the prices of spill code and moves, each multiplied by the
// frequency of the block it executes in (and by 2 for a pair value).
type Costs struct {
	Load  float64 // memory to register
	Store float64 // register to memory
	Move  float64 // register to register
	// MemOp is the price of an operand read from memory (CISC spilling,
	// Rath's eta) where the operand does not give its own.
	MemOp float64
	// Remat is the price of recomputing a rematerialisable value.
	Remat float64
}

// UnitCosts prices every load, store, move, memory operand and
// rematerialisation at 1: ssara's cost function (spill code weighted by
// block frequency), under which all allocators are compared.
var UnitCosts = Costs{Load: 1, Store: 1, Move: 1, MemOp: 1, Remat: 1}

// Value is an SSA value: one definition (an instruction's def or a phi).
type Value struct {
	Name  string
	Class int
	// Pair values occupy two adjacent registers (Rath's V', long values
	// on IA-32) or two adjacent stack slots.
	Pair bool
	// Remat values may be recomputed instead of reloaded (V^m).
	Remat bool
}

// Width is the number of registers v occupies.
func (v Value) Width() int {
	if v.Pair {
		return 2
	}
	return 1
}

// Block is a basic block: phis, then instructions in order.
type Block struct {
	Name string
	// Freq is the block's execution frequency (10^loop depth in ssara);
	// every cost in the block is multiplied by it.
	Freq  float64
	Preds []int
	Phis  []Phi
	// Instrs are the block's instructions. Spill code and moves can be
	// placed before each of them and after each but the last (the
	// terminator): the models join blocks at the end of the last one.
	Instrs []Instr
	// Reserved are registers that values may not occupy at the start of
	// the block, before its first instruction (in the entry block, the
	// parameters' registers until they are copied).
	Reserved RegSet
	// LiveOut lists the values live at the end of the block, phi
	// arguments of successors included. ComputeLiveness fills it; a
	// builder may fill it from its own liveness instead.
	LiveOut []int
}

// Phi is Def = phi(Args...), Args[k] flowing from Preds[k].
type Phi struct {
	Def  int
	Args []int
}

// Operand is a value read or written by an instruction, with the
// positions it may take.
type Operand struct {
	Value int
	// Regs are the registers the operand may occupy (Rath's input and
	// output register masks); 0 means the budget of the value's class.
	Regs RegSet
	// Mem lets a use be read from memory (Rath's CISC spilling,
	// Inp^c) and a def be written to memory directly.
	Mem bool
	// MemCost is the price of a Mem operand in memory: 0 means
	// Costs.MemOp for a use and Costs.Store for a def.
	MemCost float64
	// MemFree makes a Mem operand free in memory (an implicit def, which
	// emits no code).
	MemFree bool
}

// Instr is one instruction (one of Rath's nodes).
type Instr struct {
	Name string
	Uses []Operand
	Defs []Operand
	// Tied >= 0 makes Defs[0] take the position of Uses[Tied]
	// (two-address form, Rath's Inp'); -1 for none.
	Tied int
	// EarlyClobber says the defs are written while the uses are read.
	EarlyClobber bool
	// Kill are registers the instruction destroys (clobbers, Rath's fat
	// projections): no value is in them after it, not even its defs.
	Kill RegSet
	// Reserved are registers values may not occupy after the instruction,
	// until the next one (fixed registers in flight).
	Reserved RegSet
	// Copy marks a copy: one source (Uses[0], or the register CopyFrom)
	// and one destination (Defs[0], or the register CopyTo). The complete
	// model then charges the transfer it implies: nothing when source and
	// destination share a position, else a move, load or store.
	Copy     bool
	CopyFrom int // -1: Uses[0]
	CopyTo   int // -1: Defs[0]
}

// NewInstr makes an instruction with no tie and no copy ends.
func NewInstr(name string, defs, uses []Operand) Instr {
	return Instr{Name: name, Uses: uses, Defs: defs, Tied: -1, CopyFrom: -1, CopyTo: -1}
}

// Op makes an operand of value v restricted to regs (0: its class's
// budget).
func Op(v int, regs RegSet) Operand { return Operand{Value: v, Regs: regs} }

// MemOp makes an operand of value v that may also be in memory.
func MemOp(v int, regs RegSet) Operand { return Operand{Value: v, Regs: regs, Mem: true} }

// Allowed is the set of registers o may occupy in p: its Regs within its
// class's budget; for a pair, the registers r where it may start (r and
// r+1 both in the budget).
func (p *Problem) Allowed(o Operand) RegSet {
	b := p.Classes[p.Values[o.Value].Class]
	r := b
	if o.Regs != 0 {
		r = o.Regs & b
	}
	if p.Values[o.Value].Pair {
		r &= b >> 1
	}
	return r
}

// Validate checks the problem's shape: indices in range, one definition
// per value, phis with one argument per predecessor, ties, copies, pairs,
// frequencies. It does not compute liveness (ComputeLiveness checks that
// every use is defined on every path).
func (p *Problem) Validate() error {
	if len(p.Blocks) == 0 {
		return errors.New("no blocks")
	}
	if len(p.Classes) == 0 {
		return errors.New("no register classes")
	}
	nv := len(p.Values)
	defs := make([]int, nv)
	val := func(v int, what string) error {
		if v < 0 || v >= nv {
			return errors.Errorf("%s: value %d out of range", what, v)
		}
		return nil
	}
	for i, v := range p.Values {
		if v.Class < 0 || v.Class >= len(p.Classes) {
			return errors.Errorf("value %s: class %d out of range", p.valName(i), v.Class)
		}
	}
	for bi := range p.Blocks {
		b := &p.Blocks[bi]
		if !(b.Freq > 0) {
			return errors.Errorf("block %s: frequency %g, want > 0", p.blockName(bi), b.Freq)
		}
		for _, q := range b.Preds {
			if q < 0 || q >= len(p.Blocks) {
				return errors.Errorf("block %s: predecessor %d out of range", p.blockName(bi), q)
			}
		}
		if bi == 0 && len(b.Preds) > 0 {
			return errors.Errorf("the entry block %s has predecessors", p.blockName(bi))
		}
		for _, phi := range b.Phis {
			if err := val(phi.Def, "phi in "+p.blockName(bi)); err != nil {
				return err
			}
			defs[phi.Def]++
			if len(phi.Args) != len(b.Preds) {
				return errors.Errorf("phi %s in %s: %d arguments for %d predecessors",
					p.valName(phi.Def), p.blockName(bi), len(phi.Args), len(b.Preds))
			}
			for _, a := range phi.Args {
				if err := val(a, "phi argument in "+p.blockName(bi)); err != nil {
					return err
				}
				if p.Values[a].Class != p.Values[phi.Def].Class || p.Values[a].Pair != p.Values[phi.Def].Pair {
					return errors.Errorf("phi %s in %s: argument %s of another class or width",
						p.valName(phi.Def), p.blockName(bi), p.valName(a))
				}
			}
		}
		for j := range b.Instrs {
			in := &b.Instrs[j]
			where := fmt.Sprintf("instruction %d (%s) of %s", j, in.Name, p.blockName(bi))
			for _, o := range append(append([]Operand(nil), in.Uses...), in.Defs...) {
				if err := val(o.Value, where); err != nil {
					return err
				}
				if p.Allowed(o) == 0 && !o.Mem {
					return errors.Errorf("%s: operand %s has no register it may occupy", where, p.valName(o.Value))
				}
			}
			seen := map[int]bool{}
			for _, o := range in.Defs {
				defs[o.Value]++
				if seen[o.Value] {
					return errors.Errorf("%s: %s defined twice", where, p.valName(o.Value))
				}
				seen[o.Value] = true
			}
			if in.Tied >= 0 {
				if in.Tied >= len(in.Uses) || len(in.Defs) == 0 {
					return errors.Errorf("%s: tied use %d without a def or out of range", where, in.Tied)
				}
				d, u := in.Defs[0].Value, in.Uses[in.Tied].Value
				if p.Values[d].Class != p.Values[u].Class || p.Values[d].Pair != p.Values[u].Pair {
					return errors.Errorf("%s: tied operands of another class or width", where)
				}
			}
			if in.Copy {
				src := len(in.Uses)
				if in.CopyFrom >= 0 {
					src++
				}
				dst := len(in.Defs)
				if in.CopyTo >= 0 {
					dst++
				}
				if src != 1 || dst != 1 || in.Tied >= 0 {
					return errors.Errorf("%s: a copy has one source and one destination and no tie", where)
				}
			} else if in.CopyFrom >= 0 || in.CopyTo >= 0 {
				return errors.Errorf("%s: copy ends on an instruction that is no copy", where)
			}
		}
	}
	for v, n := range defs {
		if n != 1 {
			return errors.Errorf("value %s has %d definitions, want 1", p.valName(v), n)
		}
	}
	return nil
}

func (p *Problem) valName(v int) string {
	if v >= 0 && v < len(p.Values) && p.Values[v].Name != "" {
		return p.Values[v].Name
	}
	return fmt.Sprintf("v%d", v)
}

func (p *Problem) blockName(b int) string {
	if b >= 0 && b < len(p.Blocks) && p.Blocks[b].Name != "" {
		return p.Blocks[b].Name
	}
	return fmt.Sprintf("b%d", b)
}

// ComputeLiveness fills every block's LiveOut by the usual backward
// data-flow, phis read as parallel copies at the ends of the predecessors.
// It fails when a value is used on a path that does not define it (the
// problem is not strict SSA).
func (p *Problem) ComputeLiveness() error {
	nb := len(p.Blocks)
	nv := len(p.Values)
	in := make([][]bool, nb)
	out := make([][]bool, nb)
	for i := range in {
		in[i] = make([]bool, nv)
		out[i] = make([]bool, nv)
	}
	succs := p.Succs()
	for changed := true; changed; {
		changed = false
		for bi := nb - 1; bi >= 0; bi-- {
			b := &p.Blocks[bi]
			o := out[bi]
			for _, s := range succs[bi] {
				sb := &p.Blocks[s]
				phiDef := map[int]bool{}
				for _, phi := range sb.Phis {
					phiDef[phi.Def] = true
				}
				for v := 0; v < nv; v++ {
					if in[s][v] && !phiDef[v] && !o[v] {
						o[v], changed = true, true
					}
				}
				for k, q := range sb.Preds {
					if q != bi {
						continue
					}
					for _, phi := range sb.Phis {
						if a := phi.Args[k]; !o[a] {
							o[a], changed = true, true
						}
					}
				}
			}
			live := append([]bool(nil), o...)
			for j := len(b.Instrs) - 1; j >= 0; j-- {
				for _, d := range b.Instrs[j].Defs {
					live[d.Value] = false
				}
				for _, u := range b.Instrs[j].Uses {
					live[u.Value] = true
				}
			}
			for _, phi := range b.Phis {
				live[phi.Def] = true
			}
			for v := 0; v < nv; v++ {
				if live[v] && !in[bi][v] {
					in[bi][v], changed = true, true
				}
			}
		}
	}
	isPhi := map[int]bool{}
	for bi := range p.Blocks {
		for _, phi := range p.Blocks[bi].Phis {
			isPhi[phi.Def] = true
		}
	}
	var undefined []string
	for v := 0; v < nv; v++ {
		if in[0][v] && !isPhi[v] {
			undefined = append(undefined, p.valName(v))
		}
	}
	if len(undefined) > 0 {
		return errors.Errorf("%s: used where not defined on every path (not strict SSA): %s", p.Name, strings.Join(undefined, ", "))
	}
	for bi := range p.Blocks {
		p.Blocks[bi].LiveOut = nil
		for v := 0; v < nv; v++ {
			if out[bi][v] {
				p.Blocks[bi].LiveOut = append(p.Blocks[bi].LiveOut, v)
			}
		}
	}
	return nil
}

// Succs lists the successors of every block, in block order (a block
// listed k times as a predecessor of s has s k times).
func (p *Problem) Succs() [][]int {
	succs := make([][]int, len(p.Blocks))
	for s := range p.Blocks {
		for _, q := range p.Blocks[s].Preds {
			succs[q] = append(succs[q], s)
		}
	}
	return succs
}

// String prints p, one instruction per line.
func (p *Problem) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "problem %s:", p.Name)
	for c, s := range p.Classes {
		fmt.Fprintf(&sb, " class%d=%v", c, s.Regs())
	}
	sb.WriteByte('\n')
	op := func(o Operand) string {
		s := p.valName(o.Value)
		if p.Values[o.Value].Pair {
			s += ":pair"
		}
		if o.Regs != 0 {
			s += fmt.Sprint(o.Regs.Regs())
		}
		if o.Mem {
			s += "/mem"
		}
		return s
	}
	for bi := range p.Blocks {
		b := &p.Blocks[bi]
		fmt.Fprintf(&sb, "%s (freq %g, preds %v):", p.blockName(bi), b.Freq, b.Preds)
		if b.Reserved != 0 {
			fmt.Fprintf(&sb, " reserved %v", b.Reserved.Regs())
		}
		sb.WriteByte('\n')
		for _, phi := range b.Phis {
			fmt.Fprintf(&sb, "  %s = phi", p.valName(phi.Def))
			for _, a := range phi.Args {
				fmt.Fprintf(&sb, " %s", p.valName(a))
			}
			sb.WriteByte('\n')
		}
		for _, in := range b.Instrs {
			sb.WriteString("  ")
			for i, d := range in.Defs {
				if i > 0 {
					sb.WriteString(", ")
				}
				sb.WriteString(op(d))
			}
			if len(in.Defs) > 0 {
				sb.WriteString(" = ")
			}
			sb.WriteString(in.Name)
			for i, u := range in.Uses {
				if i > 0 {
					sb.WriteString(",")
				}
				sb.WriteString(" " + op(u))
			}
			if in.Tied >= 0 {
				fmt.Fprintf(&sb, " tied%d", in.Tied)
			}
			if in.EarlyClobber {
				sb.WriteString(" earlyclobber")
			}
			if in.Kill != 0 {
				fmt.Fprintf(&sb, " kill%v", in.Kill.Regs())
			}
			if in.Reserved != 0 {
				fmt.Fprintf(&sb, " reserved%v", in.Reserved.Regs())
			}
			sb.WriteByte('\n')
		}
		if b.LiveOut != nil {
			fmt.Fprintf(&sb, "  live out:")
			for _, v := range b.LiveOut {
				fmt.Fprintf(&sb, " %s", p.valName(v))
			}
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}
