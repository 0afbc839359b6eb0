package regalloc

import (
	"fmt"
	"math/rand/v2"

	"github.com/ssara-project/ssara/mir"
)

// testTarget is a small fake machine for the package's tests: by default
// general-purpose registers p1..p6 and floating-point registers p17..p20,
// with p5 and p6 callee-saved.
type testTarget struct {
	gprs, fprs  []mir.Reg
	calleeSaved mir.RegSet
}

func newTestTarget() *testTarget {
	return &testTarget{
		gprs:        []mir.Reg{1, 2, 3, 4, 5, 6},
		fprs:        []mir.Reg{17, 18, 19, 20},
		calleeSaved: mir.RegSet(0).Add(5).Add(6),
	}
}

// Operations of the test target.
const (
	topAdd    = mir.OpTarget + iota // d = add a, b (gpr; often tied0)
	topMul                          // d = mul a, b (gpr, three-address; uses sometimes forbid p2)
	topConst                        // d = const (gpr; Aux is the value)
	topFAdd                         // d = fadd a, b (fpr; often tied0)
	topFConst                       // d = fconst (fpr)
	topCvt                          // fpr d = cvt gpr a
	topStore                        // store a, b
	topCall                         // p1[, p17] = call args... clobbers caller-saved
	topShl                          // d = shl a, p3 tied0 (count fixed in p3)
	topBr                           // br a: terminator, Succs[0] if a != 0
	topRet                          // ret p1: terminator
	topCvtU                         // fpr d, gpr scratch = cvtu gpr a, early-clobber
	topVConst                       // d = 16-byte vector constant (fpr)
	topVAdd                         // d = vadd a, b (fpr, 16 bytes; often tied0)
)

var testOpNames = map[mir.Op]string{
	topAdd: "add", topMul: "mul", topConst: "const", topFAdd: "fadd",
	topFConst: "fconst", topCvt: "cvt", topStore: "store", topCall: "call",
	topShl: "shl", topBr: "br", topRet: "ret", topCvtU: "cvtu",
	topVConst: "vconst", topVAdd: "vadd",
}

func (t *testTarget) Name() string             { return "test" }
func (t *testTarget) RegName(r mir.Reg) string { return fmt.Sprintf("p%d", r) }

func (t *testTarget) ClassOfPhys(r mir.Reg) mir.Class {
	for _, f := range t.fprs {
		if f == r {
			return mir.FPR
		}
	}
	return mir.GPR
}

func (t *testTarget) Allocatable(c mir.Class) []mir.Reg {
	if c == mir.FPR {
		return append([]mir.Reg(nil), t.fprs...)
	}
	return append([]mir.Reg(nil), t.gprs...)
}

func (t *testTarget) CalleeSaved() mir.RegSet { return t.calleeSaved }

func (t *testTarget) OpName(op mir.Op) string {
	if n, ok := testOpNames[op]; ok {
		return n
	}
	return fmt.Sprintf("op%d", op)
}

// SlotSize is 8 for both classes; FPR registers hold 16 bytes, so vector
// values (topVConst, topVAdd) need wider slots than scalar ones, as on x86.
func (t *testTarget) SlotSize(c mir.Class) int64 { return 8 }

func (t *testTarget) RegBytes(c mir.Class) int64 {
	if c == mir.FPR {
		return 16
	}
	return 8
}

func (t *testTarget) DefBytes(in *mir.Instr, k int, c mir.Class) int64 {
	if c == mir.GPR {
		return 8
	}
	switch in.Op {
	case topVConst, topVAdd, topCall:
		return 16
	}
	return 8
}

func (t *testTarget) LiveInBytes(f *mir.Func, r mir.Reg) int64 {
	return t.RegBytes(t.ClassOfPhys(r))
}

// Rematerializable: the constants.
func (t *testTarget) Rematerializable(in *mir.Instr) bool {
	switch in.Op {
	case topConst, topFConst, topVConst:
		return len(in.Defs) == 1 && in.Defs[0].IsVirtual() && len(in.Uses) == 0
	}
	return false
}

// CanFoldMem makes the test target a mir.MemFolder, like x86-64: the
// second operand of an untied add may be read from memory (a mul's may
// not).
func (t *testTarget) CanFoldMem(in *mir.Instr, k int) bool {
	return in.Op == topAdd && k == 1 && k != int(in.Tied) && in.Uses[k].IsVirtual()
}

// CanFoldMemDef makes the test target a mir.MemDefFolder, like x86-64:
// an add tied to its first operand may read it from a slot and write its
// def back there (a mul may not).
func (t *testTarget) CanFoldMemDef(in *mir.Instr) bool {
	return in.Op == topAdd && in.Tied == 0 && len(in.Defs) == 1 && len(in.Uses) == 2 && in.Defs[0].IsVirtual() && in.Uses[0].IsVirtual()
}

// Commutes makes the test target a mir.Commuter: an add tied to its first
// operand (its operands may be exchanged; a mul's may not).
func (t *testTarget) Commutes(in *mir.Instr) bool {
	return in.Op == topAdd && in.Tied == 0 && len(in.Uses) == 2 && len(in.Defs) == 1
}

// callerSaved is every register of the target that is not callee-saved.
func (t *testTarget) callerSaved() mir.RegSet {
	var s mir.RegSet
	for _, r := range append(append([]mir.Reg(nil), t.gprs...), t.fprs...) {
		if !t.calleeSaved.Has(r) {
			s = s.Add(r)
		}
	}
	return s
}

// genAvail lists, per class, the values that dominate the current point.
type genAvail [mir.NumClasses][]mir.Reg

func (a *genAvail) clone() *genAvail {
	var b genAvail
	for c := range a {
		b[c] = append([]mir.Reg(nil), a[c]...)
	}
	return &b
}

// fgen builds a random function from a byte string; when the bytes run out
// every choice is 0, which ends regions, so generation always terminates.
type fgen struct {
	data      []byte
	pos       int
	t         *testTarget
	f         *mir.Func
	ninstr    int
	maxBlocks int
	maxInstrs int
}

// genFunc makes a valid strict-SSA function for testTarget from data.
func genFunc(data []byte) *mir.Func { return genFuncSized(data, 30, 200) }

// genFuncSized is genFunc with other limits on blocks and instructions (the
// instruction limit is approximate: a construct that starts below it may
// finish above it).
func genFuncSized(data []byte, maxBlocks, maxInstrs int) *mir.Func {
	g := &fgen{data: data, t: newTestTarget(), maxBlocks: maxBlocks, maxInstrs: maxInstrs}
	g.f = &mir.Func{Name: fmt.Sprintf("gen%d", len(data))}
	b := g.f.NewBlock("entry")
	av := &genAvail{}
	for i, n := 0, 1+g.intn(3); i < n; i++ {
		v := g.f.NewReg(mir.GPR)
		g.emit(b, mir.OpCopy, []mir.Reg{v}, []mir.Reg{mir.Reg(1 + i)}, nil)
		av[mir.GPR] = append(av[mir.GPR], v)
	}
	for i, n := 0, 1+g.intn(2); i < n; i++ {
		v := g.f.NewReg(mir.FPR)
		g.emit(b, mir.OpCopy, []mir.Reg{v}, []mir.Reg{mir.Reg(17 + i)}, nil)
		av[mir.FPR] = append(av[mir.FPR], v)
	}
	end, endAv := g.region(b, av, 0)
	g.ret(end, endAv)
	mir.DeriveSpillBytes(g.f, g.t)
	return g.f
}

func (g *fgen) next() int {
	if g.pos >= len(g.data) {
		return 0
	}
	b := g.data[g.pos]
	g.pos++
	return int(b)
}

func (g *fgen) intn(n int) int {
	if n <= 1 {
		return 0
	}
	return g.next() % n
}

func (g *fgen) emit(b *mir.Block, op mir.Op, defs, uses []mir.Reg, aux interface{}) *mir.Instr {
	in := mir.NewInstr(op, defs, uses, aux)
	b.Instrs = append(b.Instrs, in)
	g.ninstr++
	return in
}

// pick chooses an available value of class c, mostly a recent one.
func (g *fgen) pick(av *genAvail, c mir.Class) mir.Reg {
	vs := av[c]
	if g.intn(4) != 0 {
		return vs[len(vs)-1-g.intn(min(len(vs), 6))]
	}
	return vs[g.intn(len(vs))]
}

func (g *fgen) def(av *genAvail, c mir.Class) mir.Reg {
	v := g.f.NewReg(c)
	av[c] = append(av[c], v)
	return v
}

func (g *fgen) class() mir.Class {
	if g.intn(3) == 2 {
		return mir.FPR
	}
	return mir.GPR
}

// binop emits d = op x, y, as a two-address instruction whose tied operand
// is a fresh copy when tied is set.
func (g *fgen) binop(b *mir.Block, av *genAvail, op mir.Op, c mir.Class, tied bool) mir.Reg {
	x, y := g.pick(av, c), g.pick(av, c)
	if tied {
		tmp := g.f.NewReg(c)
		g.emit(b, mir.OpCopy, []mir.Reg{tmp}, []mir.Reg{x}, nil)
		x = tmp
	}
	d := g.def(av, c)
	in := g.emit(b, op, []mir.Reg{d}, []mir.Reg{x, y}, nil)
	if tied {
		in.Tied = 0
	}
	return d
}

func (g *fgen) constant(b *mir.Block, av *genAvail, c mir.Class) mir.Reg {
	op := topConst
	if c == mir.FPR {
		op = topFConst
		if g.intn(3) == 0 {
			op = topVConst
		}
	}
	d := g.def(av, c)
	g.emit(b, op, []mir.Reg{d}, nil, int64(g.next()))
	return d
}

// straight emits n random non-branching instruction groups into b.
func (g *fgen) straight(b *mir.Block, av *genAvail, n int) {
	for i := 0; i < n && g.ninstr < g.maxInstrs; i++ {
		switch g.intn(16) {
		case 0, 1:
			g.constant(b, av, mir.GPR)
		case 2:
			g.constant(b, av, mir.FPR)
		case 3, 4:
			g.binop(b, av, topAdd, mir.GPR, g.intn(3) != 0)
		case 5:
			g.binop(b, av, topMul, mir.GPR, false)
			if g.intn(2) == 0 {
				// Like PowerPC's r0 as a base register.
				last := b.Instrs[len(b.Instrs)-1]
				last.UseForbid = mir.RegSet(0).Add(2)
			}
		case 6:
			op := topFAdd
			if g.intn(3) == 0 {
				op = topVAdd
			}
			g.binop(b, av, op, mir.FPR, g.intn(2) == 0)
		case 7:
			x := g.pick(av, mir.GPR)
			if g.intn(3) == 0 {
				scratch := g.f.NewReg(mir.GPR)
				g.emit(b, topCvtU, []mir.Reg{g.def(av, mir.FPR), scratch}, []mir.Reg{x}, nil).EarlyClobber = true
			} else {
				g.emit(b, topCvt, []mir.Reg{g.def(av, mir.FPR)}, []mir.Reg{x}, nil)
			}
		case 8:
			x, y := g.pick(av, mir.GPR), g.pick(av, g.class())
			g.emit(b, topStore, nil, []mir.Reg{x, y}, nil)
		case 9:
			g.call(b, av)
		case 10:
			cnt, x := g.pick(av, mir.GPR), g.pick(av, mir.GPR)
			g.emit(b, mir.OpCopy, []mir.Reg{3}, []mir.Reg{cnt}, nil)
			tmp := g.f.NewReg(mir.GPR)
			g.emit(b, mir.OpCopy, []mir.Reg{tmp}, []mir.Reg{x}, nil)
			in := g.emit(b, topShl, []mir.Reg{g.def(av, mir.GPR)}, []mir.Reg{tmp, 3}, nil)
			in.Tied = 0
		case 11:
			c := g.class()
			x := g.pick(av, c)
			g.emit(b, mir.OpCopy, []mir.Reg{g.def(av, c)}, []mir.Reg{x}, nil)
		case 12:
			g.pressure(b, av, mir.GPR, 7+g.intn(6))
		case 13:
			g.pressure(b, av, mir.FPR, 5+g.intn(4))
		case 14:
			g.emit(b, mir.OpImplicitDef, []mir.Reg{g.def(av, g.class())}, nil, nil)
		case 15:
			g.constant(b, av, mir.GPR)
			g.binop(b, av, topAdd, mir.GPR, true)
		}
	}
}

// call emits argument copies into p1, p2 (and p17), the call, and copies of
// its results out of p1 (and p17).
func (g *fgen) call(b *mir.Block, av *genAvail) {
	var uses []mir.Reg
	for i, n := 0, g.intn(3); i < n; i++ {
		r := mir.Reg(1 + i)
		g.emit(b, mir.OpCopy, []mir.Reg{r}, []mir.Reg{g.pick(av, mir.GPR)}, nil)
		uses = append(uses, r)
	}
	if g.intn(3) == 0 {
		g.emit(b, mir.OpCopy, []mir.Reg{17}, []mir.Reg{g.pick(av, mir.FPR)}, nil)
		uses = append(uses, 17)
	}
	defs := []mir.Reg{1}
	fres := g.intn(3) == 0
	if fres {
		defs = append(defs, 17)
	}
	in := g.emit(b, topCall, defs, uses, fmt.Sprintf("fn%d", g.intn(4)))
	in.Clobbers = g.t.callerSaved()
	if g.intn(4) != 0 {
		g.emit(b, mir.OpCopy, []mir.Reg{g.def(av, mir.GPR)}, []mir.Reg{1}, nil)
	}
	if fres {
		g.emit(b, mir.OpCopy, []mir.Reg{g.def(av, mir.FPR)}, []mir.Reg{17}, nil)
	}
}

// pressure makes k values of class c that are all live at once, then sums
// them.
func (g *fgen) pressure(b *mir.Block, av *genAvail, c mir.Class, k int) {
	op := topAdd
	if c == mir.FPR {
		op = topFAdd
		if g.intn(2) == 0 {
			op = topVAdd
		}
	}
	vals := make([]mir.Reg, k)
	for i := range vals {
		if g.intn(3) == 0 {
			vals[i] = g.binop(b, av, op, c, false)
		} else {
			vals[i] = g.constant(b, av, c)
		}
	}
	acc := vals[k-1]
	for i := k - 2; i >= 0; i-- {
		d := g.def(av, c)
		g.emit(b, op, []mir.Reg{d}, []mir.Reg{acc, vals[i]}, nil)
		acc = d
	}
}

func (g *fgen) jump(from, to *mir.Block) {
	g.emit(from, mir.OpJump, nil, nil, nil).Term = true
	mir.AddEdge(from, to)
}

// branch ends b with a br on an available value; the caller adds the edges.
func (g *fgen) branch(b *mir.Block, av *genAvail) {
	g.emit(b, topBr, nil, []mir.Reg{g.pick(av, mir.GPR)}, nil).Term = true
}

func (g *fgen) ret(b *mir.Block, av *genAvail) {
	g.emit(b, mir.OpCopy, []mir.Reg{1}, []mir.Reg{g.pick(av, mir.GPR)}, nil)
	g.emit(b, topRet, nil, []mir.Reg{1}, nil).Term = true
}

// edges2 adds the two edges of a br, in a random order.
func (g *fgen) edges2(b, x, y *mir.Block) {
	if g.intn(2) == 0 {
		x, y = y, x
	}
	mir.AddEdge(b, x)
	mir.AddEdge(b, y)
}

// phis puts random phis into the empty block j, whose predecessors have the
// available values predAv (in j.Preds order), and adds them to av.
func (g *fgen) phis(j *mir.Block, predAv []*genAvail, av *genAvail) {
	for i, n := 0, g.intn(4); i < n; i++ {
		c := g.class()
		uses := make([]mir.Reg, len(predAv))
		for k, pa := range predAv {
			uses[k] = g.pick(pa, c)
		}
		j.Instrs = append(j.Instrs, mir.NewInstr(mir.OpPhi, []mir.Reg{g.def(av, c)}, uses, nil))
		g.ninstr++
	}
}

// headerPhis puts 1..3 phis into the new loop header h, with their back-edge
// argument left for backPhis.
func (g *fgen) headerPhis(h *mir.Block, av, hAv *genAvail) []*mir.Instr {
	var ps []*mir.Instr
	for i, n := 0, 1+g.intn(3); i < n; i++ {
		c := g.class()
		in := mir.NewInstr(mir.OpPhi, []mir.Reg{g.def(hAv, c)}, []mir.Reg{g.pick(av, c), mir.NoReg}, nil)
		h.Instrs = append(h.Instrs, in)
		g.ninstr++
		ps = append(ps, in)
	}
	return ps
}

func (g *fgen) backPhis(ps []*mir.Instr, latchAv *genAvail) {
	for _, in := range ps {
		in.Uses[1] = g.pick(latchAv, g.f.ClassOf(in.Defs[0]))
	}
}

// region generates code from the open block b on; it returns the open block
// where control continues and the values available there.
func (g *fgen) region(b *mir.Block, av *genAvail, depth int) (*mir.Block, *genAvail) {
	for g.ninstr < g.maxInstrs {
		c := g.intn(10)
		if depth >= 4 || g.maxBlocks-len(g.f.Blocks) < 5 {
			c %= 4
		}
		switch c {
		case 0:
			return b, av
		case 1, 2, 3:
			g.straight(b, av, 1+g.intn(6))
		case 4: // diamond
			g.branch(b, av)
			t, e, j := g.f.NewBlock("then"), g.f.NewBlock("else"), g.f.NewBlock("join")
			g.edges2(b, t, e)
			tEnd, tAv := g.region(t, av.clone(), depth+1)
			g.jump(tEnd, j)
			eEnd, eAv := g.region(e, av.clone(), depth+1)
			g.jump(eEnd, j)
			g.phis(j, []*genAvail{tAv, eAv}, av)
			b = j
		case 5: // triangle: b -> t -> j and b -> j (a critical edge)
			g.branch(b, av)
			t, j := g.f.NewBlock("then"), g.f.NewBlock("join")
			g.edges2(b, t, j)
			bAv := av.clone()
			tEnd, tAv := g.region(t, av.clone(), depth+1)
			g.jump(tEnd, j)
			g.phis(j, []*genAvail{bAv, tAv}, av)
			b = j
		case 6, 7: // loop, sometimes with an early exit from its body
			h := g.f.NewBlock("head")
			g.jump(b, h)
			hAv := av.clone()
			ps := g.headerPhis(h, av, hAv)
			g.straight(h, hAv, g.intn(3))
			g.branch(h, hAv)
			body, x := g.f.NewBlock("body"), g.f.NewBlock("exit")
			g.edges2(h, body, x)
			exitAv := []*genAvail{hAv.clone()}
			bodyAv := hAv.clone()
			start := body
			if g.intn(3) == 0 {
				g.straight(body, bodyAv, 1+g.intn(3))
				g.branch(body, bodyAv)
				start = g.f.NewBlock("body2")
				mir.AddEdge(body, x)
				mir.AddEdge(body, start)
				exitAv = append(exitAv, bodyAv.clone())
			}
			latch, latchAv := g.region(start, bodyAv, depth+1)
			g.jump(latch, h)
			g.backPhis(ps, latchAv)
			if len(x.Preds) > 1 {
				g.phis(x, exitAv, hAv)
			}
			b, av = x, hAv
		case 8: // single-block loop
			h := g.f.NewBlock("self")
			g.jump(b, h)
			hAv := av.clone()
			ps := g.headerPhis(h, av, hAv)
			g.straight(h, hAv, 1+g.intn(4))
			g.branch(h, hAv)
			x := g.f.NewBlock("exit")
			g.edges2(h, h, x)
			g.backPhis(ps, hAv)
			b, av = x, hAv
		case 9: // early return
			g.branch(b, av)
			r, cont := g.f.NewBlock("ret"), g.f.NewBlock("cont")
			g.edges2(b, r, cont)
			rAv := av.clone()
			g.straight(r, rAv, g.intn(3))
			g.ret(r, rAv)
			b = cont
		}
	}
	return b, av
}

// genSeeds returns fixed inputs for genFunc: random byte strings of various
// lengths, plus an empty one.
func genSeeds() [][]byte {
	seeds := [][]byte{nil}
	for i := 0; i < 20; i++ {
		rng := rand.New(rand.NewPCG(uint64(i), 0x55a7a))
		data := make([]byte, 64+i*97)
		for j := range data {
			data[j] = byte(rng.Uint32())
		}
		seeds = append(seeds, data)
	}
	return seeds
}
