package rath

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/ssara-project/ssara/regalloc/milp"
)

// Rath's example problems of chapter 4 (Tables 4.1-4.10), on registers
// numbered as in the thesis (1..4), at prices that follow section 5.2's
// order: a register move is cheapest, a memory operand cheaper than a
// load, a load or store dearer than a move.
var rathCosts = Costs{Move: 1, MemOp: 2, Load: 3, Store: 3, Remat: 1}

type example struct {
	name  string
	table string
	p     *Problem
	// full is the optimum of the complete model, spill that of the spill
	// model.
	full, spill float64
	// stated is the allocation the table prints (value -> position of
	// its def); it must reach the optimum.
	stated map[string]Pos
	// moves are the moves every optimal solution has, as "value
	// from->to" with positions by kind (reg, slot, c): which register is
	// a matter of symmetry.
	moves []string
}

func val(name string) Value     { return Value{Name: name} }
func pairVal(name string) Value { return Value{Name: name, Pair: true} }
func ins(name string, defs []Operand, uses ...Operand) Instr {
	return NewInstr(name, defs, uses)
}
func defs(ops ...Operand) []Operand { return ops }

// rathExamples are problems P1-P6.
func rathExamples(t *testing.T) []example {
	any4 := Regs(1, 2, 3, 4)
	any2 := Regs(1, 2)
	// P1 (Table 4.1): straight-line code with DIV's operand and result
	// fixed in register 2.
	p1 := &Problem{Name: "P1", Classes: []RegSet{any4}, Costs: rathCosts,
		Values: []Value{val("a"), val("b"), val("c"), val("d")},
		Blocks: []Block{{Freq: 1, Instrs: []Instr{
			ins("LD a", defs(Op(0, 0))),
			ins("LD b", defs(Op(1, 0))),
			ins("ADD c,a,b", defs(Op(2, 0)), Op(0, 0), Op(1, 0)),
			ins("DIV d,a,b", defs(Op(3, Regs(2))), Op(0, Regs(2)), Op(1, 0)),
			ins("CMP c,d", nil, Op(2, 0), Op(3, 0)),
		}}}}
	// P2 (Tables 4.2, 4.3): RET wants d in register 1, DIV defines it in
	// register 2: one move.
	p2 := &Problem{Name: "P2", Classes: []RegSet{any4}, Costs: rathCosts,
		Values: []Value{val("a"), val("b"), val("c"), val("d")},
		Blocks: []Block{{Freq: 1, Instrs: []Instr{
			ins("LD a", defs(Op(0, 0))),
			ins("LD b", defs(Op(1, 0))),
			ins("ADD c,a,b", defs(Op(2, 0)), Op(0, 0), Op(1, 0)),
			ins("DIV d,a,b", defs(Op(3, Regs(2))), Op(0, Regs(2)), Op(1, 0)),
			ins("RET d", nil, Op(3, Regs(1))),
		}}}}
	// P3 (Tables 4.4, 4.5): two-address form; a is still needed after
	// ADD c overwrites it: one move.
	add3 := ins("ADD c,a,b", defs(Op(2, 0)), Op(0, 0), Op(1, 0))
	add3.Tied = 0
	add4 := ins("ADD d,c,a", defs(Op(3, 0)), Op(2, 0), Op(0, 0))
	add4.Tied = 1
	p3 := &Problem{Name: "P3", Classes: []RegSet{any4}, Costs: rathCosts,
		Values: []Value{val("a"), val("b"), val("c"), val("d")},
		Blocks: []Block{{Freq: 1, Instrs: []Instr{
			ins("LD a", defs(Op(0, 0))),
			ins("LD b", defs(Op(1, 0))),
			add3, add4,
		}}}}
	// P4 (Tables 4.6, 4.7): two registers, CISC spilling of ADD's second
	// operand: b goes to the stack before LD c and is read from there.
	add4p4 := ins("ADD d,a,b", defs(Op(3, 0)), Op(0, 0), MemOp(1, 0))
	add4p4.Tied = 0
	p4 := &Problem{Name: "P4", Classes: []RegSet{any2}, Costs: rathCosts,
		Values: []Value{val("a"), val("b"), val("c"), val("d")},
		Blocks: []Block{{Freq: 1, Instrs: []Instr{
			ins("LD a", defs(Op(0, 0))),
			ins("LD b", defs(Op(1, 0))),
			ins("LD c", defs(Op(2, 0))),
			add4p4,
		}}}}
	// P5 (Tables 4.8, 4.9): long values in register pairs; a goes to the
	// stack so that b can take registers 1 and 2, and ADD reads it from
	// memory. Table 4.8 leaves c's Long column empty, but c is tied to the
	// long b, so it is a pair here.
	add3p5 := ins("ADD c,b,a", defs(Op(2, 0)), Op(1, 0), MemOp(0, 0))
	add3p5.Tied = 0
	p5 := &Problem{Name: "P5", Classes: []RegSet{any2}, Costs: rathCosts,
		Values: []Value{pairVal("a"), pairVal("b"), pairVal("c")},
		Blocks: []Block{{Freq: 1, Instrs: []Instr{
			ins("LD a", defs(Op(0, 0))),
			ins("LD b", defs(Op(1, 0))),
			add3p5,
		}}}}
	// P6 (Table 4.10): control flow; d = phi(a, c) takes one position for
	// all three.
	phiDef := Operand{Value: 3, Mem: true}
	_ = phiDef
	p6 := &Problem{Name: "P6", Classes: []RegSet{any2}, Costs: rathCosts,
		Values: []Value{val("a"), val("b"), val("c"), val("d")},
		Blocks: []Block{
			{Name: "B1", Freq: 1, Instrs: []Instr{
				ins("LD a", defs(Op(0, 0))),
				ins("LD b", defs(Op(1, 0))),
				ins("CMP a,b", nil, Op(0, 0), Op(1, 0)),
			}},
			{Name: "B2", Freq: 1, Preds: []int{0}, Instrs: []Instr{
				ins("ADD c,a,b", defs(Op(2, 0)), Op(0, 0), Op(1, 0)),
			}},
			{Name: "B3", Freq: 1, Preds: []int{0, 1}, Phis: []Phi{{Def: 3, Args: []int{0, 2}}}, Instrs: []Instr{
				ins("RET d", nil, Op(3, Regs(1))),
			}},
		}}
	exs := []example{
		{"P1", "4.1", p1, 0, 0, map[string]Pos{"a": 2, "b": 3, "c": 4, "d": 2}, []string{}},
		{"P2", "4.2/4.3", p2, 1, 0, map[string]Pos{"a": 2, "b": 3, "c": 4, "d": 2}, []string{"d reg->reg"}},
		{"P3", "4.4/4.5", p3, 1, 0, map[string]Pos{"a": 1, "b": 2, "c": 3, "d": 1}, []string{"a reg->reg"}},
		{"P4", "4.6/4.7", p4, 3 + 2, 3 + 2, map[string]Pos{"a": 1, "b": 2, "c": 2, "d": 1}, []string{"b reg->slot", "b slot->c"}},
		{"P5", "4.8/4.9", p5, 2 * (3 + 2), 2 * (3 + 2), map[string]Pos{"a": 1, "b": 1, "c": 1}, []string{"a reg->slot", "a slot->c"}},
		{"P6", "4.10", p6, 0, 0, map[string]Pos{"a": 1, "b": 2, "c": 1, "d": 1}, []string{}},
	}
	for _, e := range exs {
		if err := e.p.ComputeLiveness(); err != nil {
			t.Fatalf("%s: %v", e.name, err)
		}
	}
	return exs
}

func kind(k Pos) string {
	switch {
	case k.IsReg():
		return "reg"
	case k.IsSlot():
		return "slot"
	}
	return "c"
}

func (p *Problem) valueNamed(name string) int {
	for i, v := range p.Values {
		if v.Name == name {
			return i
		}
	}
	panic("no value " + name)
}

// TestRathExamplesFull solves the complete model of P1-P6: the optimum is
// the cost of the allocation the tables print, that allocation reaches it
// (the model with its def positions fixed has the same optimum), and the
// moves every optimal allocation needs are in the solution.
func TestRathExamplesFull(t *testing.T) {
	solver := needCBC(t)
	for _, e := range rathExamples(t) {
		t.Run(e.name, func(t *testing.T) {
			res, err := SolveFull(context.Background(), e.p, FullOptions{}, solver, milp.Params{TimeLimit: time.Minute})
			if err != nil {
				t.Fatal(err)
			}
			if res.Status != milp.Optimal {
				t.Fatalf("status %v", res.Status)
			}
			sol := res.Solution
			if sol.Cost != e.full {
				t.Errorf("Table %s: optimum %g, want %g\n%s", e.table, sol.Cost, e.full, sol)
			}
			var got []string
			for _, mv := range sol.Moves {
				got = append(got, fmt.Sprintf("%s %s->%s", e.p.Values[mv.Value].Name, kind(mv.From), kind(mv.To)))
			}
			if fmt.Sprint(got) != fmt.Sprint(e.moves) {
				t.Errorf("moves %v, want %v", got, e.moves)
			}
			fix := map[int]Pos{}
			for name, pos := range e.stated {
				fix[e.p.valueNamed(name)] = pos
			}
			stated, err := SolveFull(context.Background(), e.p, FullOptions{Fix: fix}, solver, milp.Params{TimeLimit: time.Minute})
			if err != nil {
				t.Fatal(err)
			}
			if stated.Status != milp.Optimal || stated.Solution.Cost != e.full {
				t.Errorf("Table %s's allocation %v: %v cost %v, want the optimum %g", e.table, e.stated, stated.Status, stated.Solution, e.full)
			}
			for name, pos := range e.stated {
				if got, _ := stated.Solution.DefPos(e.p.valueNamed(name)); got != pos {
					t.Errorf("fixed %s at %v, solution has %v", name, pos, got)
				}
			}
		})
	}
}

// TestRathExamplesSpill solves the spill model of P1-P6: only P4 and P5
// need spill code (a store and a memory operand).
func TestRathExamplesSpill(t *testing.T) {
	solver := needCBC(t)
	for _, e := range rathExamples(t) {
		t.Run(e.name, func(t *testing.T) {
			for _, faithful := range []bool{false, true} {
				res, err := SolveSpill(context.Background(), e.p, SpillOptions{Faithful: faithful}, solver, milp.Params{TimeLimit: time.Minute})
				if err != nil {
					t.Fatal(err)
				}
				if res.Status != milp.Optimal || res.Solution.Cost != e.spill {
					t.Errorf("faithful=%v: %v cost %+v, want optimum %g", faithful, res.Status, res.Solution, e.spill)
				}
				if want, ok := bruteSpill(e.p, faithful); !ok || want != e.spill {
					t.Errorf("brute force: %g (%v), want %g", want, ok, e.spill)
				}
			}
		})
	}
}
