package ppc

import (
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	p "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/mir"
	"github.com/ssara-project/ssara/regalloc"
)

// machine simulates the PowerPC instructions a parallel copy becomes
// (mr, xor, ld/std and lwz/stw of r1-relative slots) on concrete values.
type machine struct {
	reg [32]uint64
	mem map[int64]uint64
}

func (m *machine) run(t *testing.T, lines []string) {
	t.Helper()
	for _, line := range lines {
		f := strings.Fields(strings.ReplaceAll(strings.SplitN(line, "#", 2)[0], ",", " "))
		if len(f) == 0 {
			continue
		}
		num := func(s string) int {
			n, err := strconv.Atoi(s)
			if err != nil {
				t.Fatalf("bad operand %q in %q", s, line)
			}
			return n
		}
		addr := func(s string) int64 {
			var off, base int64
			if _, err := fmt.Sscanf(s, "%d(%d)", &off, &base); err != nil || base != 1 {
				t.Fatalf("bad address %q in %q", s, line)
			}
			return off
		}
		switch f[0] {
		case "mr":
			m.reg[num(f[1])] = m.reg[num(f[2])]
		case "xor":
			m.reg[num(f[1])] = m.reg[num(f[2])] ^ m.reg[num(f[3])]
		case "ld", "lwz":
			m.reg[num(f[1])] = m.mem[addr(f[2])]
		case "std", "stw":
			m.mem[addr(f[2])] = m.reg[num(f[1])]
		case "b", "blr":
			return // to Z, or Z's return in its place (emit.Thread)
		case "addi":
			if f[1] == "1" {
				return // Z's epilogue in place of the jump to it
			}
			t.Fatalf("unexpected instruction %q", line)
		default:
			t.Fatalf("unexpected instruction %q", line)
		}
	}
}

// blockText returns the instruction lines of the block labelled label.
func blockText(asm, label string) []string {
	var out []string
	in := false
	for _, l := range strings.Split(asm, "\n") {
		if strings.HasSuffix(l, ":") {
			in = l == label+":"
			continue
		}
		if in && strings.HasPrefix(l, "\t") {
			out = append(out, strings.TrimSpace(l))
		}
	}
	return out
}

// TestPereiraFig7PPC emits the tails of Pereira's Fig. 7 blocks X and Y
// (READING.md, with the erratum: X loads R1 from m1) for both PowerPC
// targets, with R1..R4 = r3..r6 and m1..m3 spill slots. The emitted code
// is run on a small simulator (the phi destinations must receive the right
// values) and its loads, stores, moves and xors are counted: X is one load
// and two swaps (six xors), Y is a store, two moves and a load, the store
// first and the load last.
func TestPereiraFig7PPC(t *testing.T) {
	R := func(n int) mir.Loc { return mir.RegLoc(p.GPR(2 + n)) }
	M := func(n int) mir.Loc { return mir.SlotLoc(n - 1) }
	dst := []mir.Loc{R(1), M(2), R(2), R(3), R(4)}
	from := map[string][]mir.Loc{
		"X": {M(1), M(2), R(4), R(2), R(3)},
		"Y": {R(1), R(2), R(4), M(3), R(3)},
	}
	type counts struct{ loads, stores, moves, xors int }
	want := map[string]counts{"X": {loads: 1, xors: 6}, "Y": {loads: 1, stores: 1, moves: 2}}
	for _, tg := range []p.Target{p.PPC64LE, p.PPC32} {
		f := &mir.Func{Name: "fig7", Aux: &p.FuncInfo{Sym: mir.Symbol{Name: "fig7", Global: true}}}
		size := tg.SlotSize(mir.GPR)
		for i := 0; i < 3; i++ {
			f.Slots = append(f.Slots, mir.Slot{Size: size, Align: size})
		}
		entry, x, y, z := f.NewBlock("entry"), f.NewBlock("X"), f.NewBlock("Y"), f.NewBlock("Z")
		jump := func(b, to *mir.Block) {
			b.Instrs = append(b.Instrs, &mir.Instr{Op: mir.OpJump, Term: true, Tied: -1})
			mir.AddEdge(b, to)
		}
		jump(entry, x)
		for _, b := range []*mir.Block{x, y} {
			var pm []regalloc.ParMove
			for i := range dst {
				pm = append(pm, regalloc.ParMove{Dst: dst[i], Src: from[b.Name][i], Class: mir.GPR})
			}
			b.Instrs = regalloc.SequentializeParallelCopy(pm, func(mir.Class) mir.Loc {
				t.Fatal("no temporary needed")
				return mir.Loc{}
			})
			jump(b, z)
		}
		z.Instrs = append(z.Instrs, &mir.Instr{Op: p.Ret, Term: true, Tied: -1})
		// Nothing jumps to Y: a label of its own (a block address) keeps
		// it from emit.Thread's dropUnreached.
		f.Aux.(*p.FuncInfo).BlockLabels = map[int]string{y.ID: ".Lfig7_Y"}
		asm := string(Emitter{ABI: tg}.Func(f, 0))
		// The slots lie where they are with or without the scratch slot.
		fr := layout(f, tg, f.Aux.(*p.FuncInfo), true)
		for _, b := range []*mir.Block{x, y} {
			label := fmt.Sprintf(".LBB0_%d", b.ID)
			if b == y {
				label = ".Lfig7_Y"
			}
			lines := blockText(asm, label)
			if len(lines) == 0 {
				t.Fatalf("%s %s: no code found in\n%s", tg.Name(), b.Name, asm)
			}
			// Simulate: every source holds a distinct random value.
			mc := &machine{mem: map[int64]uint64{}}
			r := rand.New(rand.NewSource(int64(b.ID)))
			vals := map[mir.Loc]uint64{}
			for _, l := range from[b.Name] {
				v := r.Uint64()
				if size == 4 {
					v &= 0xffffffff
				}
				vals[l] = v
				if l.IsReg() {
					mc.reg[p.RegNum(l.Reg)] = v
				} else {
					mc.mem[fr.slotOff[l.Slot]] = v
				}
			}
			mc.run(t, lines)
			for i, d := range dst {
				got := mc.mem[0]
				if d.IsReg() {
					got = mc.reg[p.RegNum(d.Reg)]
				} else {
					got = mc.mem[fr.slotOff[d.Slot]]
				}
				if w := vals[from[b.Name][i]]; got != w {
					t.Errorf("%s %s: t%d destination holds %#x, want %#x\n%s", tg.Name(), b.Name, i+1, got, w, strings.Join(lines, "\n"))
				}
			}
			var c counts
			for _, l := range lines {
				switch strings.Fields(l)[0] {
				case "ld", "lwz":
					c.loads++
				case "std", "stw":
					c.stores++
				case "mr":
					c.moves++
				case "xor":
					c.xors++
				}
			}
			if c != want[b.Name] {
				t.Errorf("%s %s: got %+v, want %+v\n%s", tg.Name(), b.Name, c, want[b.Name], strings.Join(lines, "\n"))
			}
			if b.Name == "Y" {
				if op := strings.Fields(lines[0])[0]; op != "std" && op != "stw" {
					t.Errorf("%s Y: the store must come first:\n%s", tg.Name(), strings.Join(lines, "\n"))
				}
				// The load comes before the jump to Z, or before Z's
				// epilogue copied in its place (emit.Thread).
				k := len(lines) - 1
				for k > 0 && (strings.HasPrefix(lines[k], "b ") || lines[k] == "blr" || strings.HasPrefix(lines[k], "addi 1, 1,")) {
					k--
				}
				last := lines[k]
				if op := strings.Fields(last)[0]; op != "ld" && op != "lwz" {
					t.Errorf("%s Y: the load must come last:\n%s", tg.Name(), strings.Join(lines, "\n"))
				}
			}
		}
	}
}
