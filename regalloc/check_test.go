package regalloc

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/mir"
)

// ---- helpers to build small functions by hand ----

func tv(n int) mir.Reg { return mir.FirstVirtual + mir.Reg(n) }

func tregs(rs ...mir.Reg) []mir.Reg { return rs }

func tins(op mir.Op, defs []mir.Reg, uses ...mir.Reg) *mir.Instr {
	return mir.NewInstr(op, defs, uses, nil)
}

func tterm(in *mir.Instr) *mir.Instr { in.Term = true; return in }

func tconst(d mir.Reg, k int64) *mir.Instr {
	return mir.NewInstr(topConst, tregs(d), nil, k)
}

// tjump is a jump, placed (without operands) so that it may stand in an
// allocation as it is.
func tjump() *mir.Instr { return tplaced(tterm(tins(mir.OpJump, nil))) }

// tplaced gives x an empty placement: an instruction of an allocation.
func tplaced(x *mir.Instr) *mir.Instr {
	x.Place()
	return x
}

func tmove(dst, src mir.Loc, c mir.Class) *mir.Instr {
	return mir.NewTransfer(mir.OpMove, dst, src, c, "")
}

func tswap(a, b mir.Loc, c mir.Class) *mir.Instr {
	return mir.NewTransfer(mir.OpSwap, a, b, c, "")
}

// tstInsert inserts instructions before b.Instrs[i].
func tstInsert(b *mir.Block, i int, ins ...*mir.Instr) {
	b.Instrs = append(b.Instrs[:i], append(ins, b.Instrs[i:]...)...)
}

func tstRemove(b *mir.Block, i int) {
	b.Instrs = append(b.Instrs[:i], b.Instrs[i+1:]...)
}

// tstAssign gives every operand of every non-move instruction of f a
// location: physical registers their own, virtual ones locs[v].
func tstAssign(f *mir.Func, locs map[mir.Reg]mir.Loc) {
	at := func(r mir.Reg) mir.Loc {
		if r.IsPhys() {
			return mir.RegLoc(r)
		}
		l, ok := locs[r]
		if !ok {
			panic(fmt.Sprintf("no location for %v", mir.FormatReg(nil, r)))
		}
		return l
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == mir.OpMove || in.Op == mir.OpSwap {
				continue
			}
			in.Placement = &mir.Placement{DefLocs: make([]mir.Loc, len(in.Defs))}
			for k, d := range in.Defs {
				in.DefLocs[k] = at(d)
			}
			if in.Op == mir.OpPhi {
				continue
			}
			in.UseLocs = make([]mir.Loc, len(in.Uses))
			for k, u := range in.Uses {
				in.UseLocs[k] = at(u)
			}
		}
	}
}

// tstSplitEdge puts a new block (ending in a jump) on the edge p.Succs[j].
func tstSplitEdge(f *mir.Func, p *mir.Block, j int) *mir.Block {
	z := p.Succs[j]
	m := 0 // this is the m-th remaining edge from p to z
	for _, s := range p.Succs[:j] {
		if s == z {
			m++
		}
	}
	s := f.NewBlock("split")
	for k, q := range z.Preds {
		if q == p {
			if m == 0 {
				z.Preds[k] = s
				break
			}
			m--
		}
	}
	p.Succs[j] = s
	s.Preds = []*mir.Block{p}
	s.Succs = []*mir.Block{z}
	s.Instrs = []*mir.Instr{tjump()}
	return s
}

func locR(r mir.Reg) mir.Loc { return mir.RegLoc(r) }
func locS(s int) mir.Loc     { return mir.SlotLoc(s) }

// ---- hand-built cases ----

// caseCall is straight-line code with a call; v2 lives across it in the
// callee-saved p5.
//
//	b0: #0 v0 = copy p1      v0: p3
//	    #1 v1 = copy p2      v1: p2
//	    #2 v2 = mul v0, v1   v2: p5
//	    #3 p1 = copy v0
//	    #4 p1 = call p1
//	    #5 v3 = copy p1      v3: p3
//	    #6 v4 = mul v3, v2   v4: p1
//	    #7 p1 = copy v4
//	    #8 ret p1
func caseCall() (in, out *mir.Func, opts Options) {
	t := newTestTarget()
	f := &mir.Func{Name: "call"}
	for i := 0; i < 5; i++ {
		f.NewReg(mir.GPR)
	}
	b := f.NewBlock("entry")
	call := tins(topCall, tregs(1), 1)
	call.Clobbers = t.callerSaved()
	b.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(tv(0)), 1),
		tins(mir.OpCopy, tregs(tv(1)), 2),
		tins(topMul, tregs(tv(2)), tv(0), tv(1)),
		tins(mir.OpCopy, tregs(1), tv(0)),
		call,
		tins(mir.OpCopy, tregs(tv(3)), 1),
		tins(topMul, tregs(tv(4)), tv(3), tv(2)),
		tins(mir.OpCopy, tregs(1), tv(4)),
		tterm(tins(topRet, nil, 1)),
	}
	out = f.Clone()
	tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locR(3), tv(1): locR(2), tv(2): locR(5), tv(3): locR(3), tv(4): locR(1)})
	out.SavedRegs = mir.RegSet(0).Add(5)
	return f, out, Options{}
}

// caseTied has a two-address add whose tied operand is a fresh copy.
//
//	b0: #0 v0 = copy p1            v0: p1
//	    #1 v1 = copy p2            v1: p2
//	    #2 v2 = copy v0            v2: p3
//	    #3 v3 = add v2, v1 tied0   v3: p3
//	    #4 p1 = copy v3
//	    #5 ret p1
func caseTied() (in, out *mir.Func, opts Options) {
	f := &mir.Func{Name: "tied"}
	for i := 0; i < 4; i++ {
		f.NewReg(mir.GPR)
	}
	b := f.NewBlock("entry")
	add := tins(topAdd, tregs(tv(3)), tv(2), tv(1))
	add.Tied = 0
	b.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(tv(0)), 1),
		tins(mir.OpCopy, tregs(tv(1)), 2),
		tins(mir.OpCopy, tregs(tv(2)), tv(0)),
		add,
		tins(mir.OpCopy, tregs(1), tv(3)),
		tterm(tins(topRet, nil, 1)),
	}
	out = f.Clone()
	tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locR(1), tv(1): locR(2), tv(2): locR(3), tv(3): locR(3)})
	return f, out, Options{}
}

// caseDiamond is an if-then-else with a phi at the join.
//
//	b0: #0 v0 = copy p1; #1 v1 = const 7; #2 br v0 -> b1, b2
//	b1: #0 v2 = const 1; #1 jump b3
//	b2: #0 v3 = mul v0, v1; #1 jump b3
//	b3: #0 v4 = phi v2, v3; #1 v5 = mul v4, v1; #2 p1 = copy v5; #3 ret p1
//
// v0: p1, v1: p2, v2, v3, v4: p3, v5: p1.
func caseDiamond() (in, out *mir.Func, opts Options) {
	f := &mir.Func{Name: "diamond"}
	for i := 0; i < 6; i++ {
		f.NewReg(mir.GPR)
	}
	b0, b1, b2, b3 := f.NewBlock("entry"), f.NewBlock("then"), f.NewBlock("else"), f.NewBlock("join")
	mir.AddEdge(b0, b1)
	mir.AddEdge(b0, b2)
	mir.AddEdge(b1, b3)
	mir.AddEdge(b2, b3)
	b0.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(tv(0)), 1),
		tconst(tv(1), 7),
		tterm(tins(topBr, nil, tv(0))),
	}
	b1.Instrs = []*mir.Instr{tconst(tv(2), 1), tjump()}
	b2.Instrs = []*mir.Instr{tins(topMul, tregs(tv(3)), tv(0), tv(1)), tjump()}
	b3.Instrs = []*mir.Instr{
		tins(mir.OpPhi, tregs(tv(4)), tv(2), tv(3)),
		tins(topMul, tregs(tv(5)), tv(4), tv(1)),
		tins(mir.OpCopy, tregs(1), tv(5)),
		tterm(tins(topRet, nil, 1)),
	}
	out = f.Clone()
	tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locR(1), tv(1): locR(2), tv(2): locR(3), tv(3): locR(3), tv(4): locR(3), tv(5): locR(1)})
	return f, out, Options{}
}

// caseDiamondSpill allocates caseDiamond with v1 spilled on both arms: p2
// is reused for v2 in b1, so v1 is stored to [s0] on each arm and
// reloaded in b3.
func caseDiamondSpill() (in, out *mir.Func, opts Options) {
	in, out, opts = caseDiamondFor()
	return in, out, opts
}

func caseDiamondFor() (in, out *mir.Func, opts Options) {
	in, _, _ = caseDiamond()
	out = in.Clone()
	tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locR(1), tv(1): locR(2), tv(2): locR(2), tv(3): locR(3), tv(4): locR(3), tv(5): locR(1)})
	out.Slots = []mir.Slot{{Size: 8, Align: 8}}
	b1, b2, b3 := out.Blocks[1], out.Blocks[2], out.Blocks[3]
	// b1: store v1, v2 = const in p2, move the phi value to p3.
	tstInsert(b1, 0, tmove(locS(0), locR(2), mir.GPR))
	tstInsert(b1, 2, tmove(locR(3), locR(2), mir.GPR))
	tstInsert(b2, 0, tmove(locS(0), locR(2), mir.GPR))
	tstInsert(b3, 1, tmove(locR(2), locS(0), mir.GPR))
	return in, out, opts
}

// caseLoopSwap is a single-block loop whose two phis exchange their values
// on the back edge, which is critical and split:
//
//	b0: #0 v0 = const 1; #1 v1 = const 2; #2 v2 = copy p1; #3 jump b1
//	b1: #0 v3 = phi v0, v4; #1 v4 = phi v1, v3; #2 br v2 -> b1, b2
//	b2: #0 v5 = mul v3, v4; #1 p1 = copy v5; #2 ret p1
//	b3 (split b1->b1): swap p3, p4; jump b1
//
// v0, v3: p3; v1, v4: p4; v2: p1; v5: p1.
func caseLoopSwap() (in, out *mir.Func, opts Options) {
	f := &mir.Func{Name: "loop"}
	for i := 0; i < 6; i++ {
		f.NewReg(mir.GPR)
	}
	b0, b1, b2 := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("exit")
	mir.AddEdge(b0, b1)
	mir.AddEdge(b1, b1)
	mir.AddEdge(b1, b2)
	b0.Instrs = []*mir.Instr{tconst(tv(0), 1), tconst(tv(1), 2), tins(mir.OpCopy, tregs(tv(2)), 1), tjump()}
	b1.Instrs = []*mir.Instr{
		tins(mir.OpPhi, tregs(tv(3)), tv(0), tv(4)),
		tins(mir.OpPhi, tregs(tv(4)), tv(1), tv(3)),
		tterm(tins(topBr, nil, tv(2))),
	}
	b2.Instrs = []*mir.Instr{
		tins(topMul, tregs(tv(5)), tv(3), tv(4)),
		tins(mir.OpCopy, tregs(1), tv(5)),
		tterm(tins(topRet, nil, 1)),
	}
	out = f.Clone()
	tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locR(3), tv(1): locR(4), tv(2): locR(1), tv(3): locR(3), tv(4): locR(4), tv(5): locR(1)})
	s := tstSplitEdge(out, out.Blocks[1], 0)
	tstInsert(s, 0, tswap(locR(3), locR(4), mir.GPR))
	return f, out, Options{}
}

// caseEarlyClobber converts with a scratch register that is written before
// the operand is read.
//
//	b0: #0 v0 = copy p1                          v0: p1
//	    #1 v1, v2 = cvtu v0  (early clobber)     v1: p17, v2: p2
//	    #2 p17 = copy v1
//	    #3 p1 = copy v0
//	    #4 ret p1
func caseEarlyClobber() (in, out *mir.Func, opts Options) {
	f := &mir.Func{Name: "early"}
	f.NewReg(mir.GPR)
	f.NewReg(mir.FPR)
	f.NewReg(mir.GPR)
	b := f.NewBlock("entry")
	cv := tins(topCvtU, tregs(tv(1), tv(2)), tv(0))
	cv.EarlyClobber = true
	b.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(tv(0)), 1),
		cv,
		tins(mir.OpCopy, tregs(17), tv(1)),
		tins(mir.OpCopy, tregs(1), tv(0)),
		tterm(tins(topRet, nil, 1)),
	}
	out = f.Clone()
	tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locR(1), tv(1): locR(17), tv(2): locR(2)})
	return f, out, Options{}
}

type checkCase struct {
	name  string
	build func() (in, out *mir.Func, opts Options)
	want  string // substring of the error; "" if the allocation is correct
}

func tstMutate(base func() (*mir.Func, *mir.Func, Options), m func(out *mir.Func, opts *Options)) func() (*mir.Func, *mir.Func, Options) {
	return func() (*mir.Func, *mir.Func, Options) {
		in, out, opts := base()
		m(out, &opts)
		return in, out, opts
	}
}

var checkCases = []checkCase{
	{"call ok", caseCall, ""},
	{"call wrong register", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		out.Blocks[0].Instrs[2].UseLocs[0] = locR(2)
	}), `b0 #2 "v2(p5) = mul v0(p2), v1(p2)": use v0 in p2 holds {p2@entry, v1}`},
	{"call move overwrites live value", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		tstInsert(out.Blocks[0], 4, tmove(locR(5), locR(3), mir.GPR))
	}), `b0 #7 "v4(p1) = mul v3(p3), v2(p5)": use v2 in p5 holds {p1@entry, v0, p1@b0#3}`},
	{"call instruction not placed", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		out.Blocks[0].Instrs[2].Placement = nil
	}), `b0 #2 "v2 = mul v0, v1": no locations`},
	{"call instruction with a transfer", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		out.Blocks[0].Instrs[2].Transfer = &mir.Transfer{Dst: locR(5), Src: locR(2)}
	}), `b0 #2 "v2(p5) = mul v0(p3), v1(p2)": only a move, swap or remat`},
	{"call move without a transfer", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		mv := tmove(locR(5), locR(5), mir.GPR)
		mv.Transfer = nil
		tstInsert(out.Blocks[0], 4, mv)
	}), `b0 #4 "move ?, ?": only a move, swap or remat`},
	{"call clobbered register", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		out.Blocks[0].Instrs[2].DefLocs[0] = locR(4)
		out.Blocks[0].Instrs[6].UseLocs[1] = locR(4)
	}), `use v2 in p4 holds {}`},
	{"call callee-saved not saved", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		out.SavedRegs = 0
	}), `b0 #2 "v2(p5) = mul v0(p3), v1(p2)": writes callee-saved p5, which is not in SavedRegs`},
	{"call register budget", tstMutate(caseCall, func(out *mir.Func, opts *Options) {
		opts.Regs = 4
	}), `def v2 in p5, which is not an allowed register for it (allocatable gpr: p1 p2 p3 p4)`},
	{"call spilled across", tstMutate(caseCall, func(out *mir.Func, opts *Options) {
		b := out.Blocks[0]
		out.SavedRegs = 0
		out.Slots = []mir.Slot{{Size: 8, Align: 8}}
		b.Instrs[2].DefLocs[0] = locR(4)
		b.Instrs[6].UseLocs[1] = locR(2)
		tstInsert(b, 6, tmove(locR(2), locS(0), mir.GPR))
		tstInsert(b, 3, tmove(locS(0), locR(4), mir.GPR))
		opts.Regs = 4
	}), ""},
	{"call slot in non-copy", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		out.Slots = []mir.Slot{{Size: 8, Align: 8}}
		out.Blocks[0].Instrs[2].DefLocs[0] = locS(0)
	}), `def v2 in slot [s0], only copies, phis and implicit_defs may access slots`},
	{"call slot copies", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		// v0 lives in [s0]: defined there by the copy, read from it by the
		// copy to p1 and reloaded for the mul.
		b := out.Blocks[0]
		out.Slots = []mir.Slot{{Size: 8, Align: 8}}
		b.Instrs[0].DefLocs[0] = locS(0)
		b.Instrs[2].UseLocs[0] = locR(3)
		b.Instrs[3].UseLocs[0] = locS(0)
		tstInsert(b, 2, tmove(locR(3), locS(0), mir.GPR))
	}), ""},
	{"call slot too small", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		b := out.Blocks[0]
		out.Slots = []mir.Slot{{Size: 4, Align: 4}}
		tstInsert(b, 3, tmove(locS(0), locR(5), mir.GPR))
	}), `slot [s0] has 4 bytes, a gpr value needs 8`},
	{"call bad slot index", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		tstInsert(out.Blocks[0], 3, tmove(locS(0), locR(5), mir.GPR))
	}), `invalid location`},
	{"call move class", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		tstInsert(out.Blocks[0], 3, tmove(locR(18), locR(5), mir.GPR))
	}), `gpr value in fpr register p18`},
	{"call physical token overwritten", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		tstInsert(out.Blocks[0], 8, tmove(locR(1), locR(3), mir.GPR))
	}), `b0 #9 "ret p1(p1)": use p1 in p1 holds {v3, p1@b0#4}`},
	{"call physical argument clobbered by move", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		tstInsert(out.Blocks[0], 4, tmove(locR(1), locR(2), mir.GPR))
	}), `b0 #5 "p1(p1) = call p1(p1) clobbers8": use p1 in p1 holds {p2@entry, v1}`},
	{"call extra instruction", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		c := tconst(tv(0), 3)
		c.Placement = &mir.Placement{DefLocs: []mir.Loc{locR(4)}}
		tstInsert(out.Blocks[0], 2, c)
	}), `b0 #2 "v0(p4) = const 3": does not match input #2 "v2 = mul v0, v1": different operation`},
	{"call extra instruction at end", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		out.Blocks[0].Instrs = append(out.Blocks[0].Instrs, tjump())
	}), `b0 #9 "jump": extra instruction, not in the input`},
	{"call missing instruction", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		tstRemove(out.Blocks[0], 8)
	}), `b0: input instruction #8 "ret p1" is missing`},
	{"call changed aux", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		out.Blocks[0].Instrs[4].Aux = "other"
	}), `different aux`},
	{"call defs share location", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		out.Blocks[0].Instrs[1].DefLocs = append(out.Blocks[0].Instrs[1].DefLocs, locR(2))
	}), `2 def locations for 1 defs`},
	{"call physical operand elsewhere", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		out.Blocks[0].Instrs[3].DefLocs[0] = locR(2)
	}), `def of physical p1 is in p2`},
	{"move after terminator", tstMutate(caseCall, func(out *mir.Func, _ *Options) {
		out.Blocks[0].Instrs = append(out.Blocks[0].Instrs, tmove(locR(2), locR(3), mir.GPR))
	}), `move after the terminator`},

	{"tied ok", caseTied, ""},
	{"tied violated", tstMutate(caseTied, func(out *mir.Func, _ *Options) {
		out.Blocks[0].Instrs[3].DefLocs[0] = locR(4)
		out.Blocks[0].Instrs[4].UseLocs[0] = locR(4)
	}), `b0 #3 "v3(p4) = add v2(p3), v1(p2) tied0": tied def v3 is in p4, but use v2 is in p3`},

	{"diamond ok", caseDiamond, ""},
	{"diamond phi argument missing", tstMutate(caseDiamond, func(out *mir.Func, _ *Options) {
		out.Blocks[2].Instrs[0].DefLocs[0] = locR(4)
	}), `b3 #0 "v4(p3) = phi v2, v3": argument v3 from b2: at the end of b2, p3 holds {p3@entry}`},
	{"diamond phi argument moved", tstMutate(caseDiamond, func(out *mir.Func, _ *Options) {
		out.Blocks[2].Instrs[0].DefLocs[0] = locR(4)
		tstInsert(out.Blocks[2], 1, tmove(locR(3), locR(4), mir.GPR))
	}), ""},
	{"diamond phi in slot", tstMutate(caseDiamond, func(out *mir.Func, _ *Options) {
		out.Slots = []mir.Slot{{Size: 8, Align: 8}}
		out.Blocks[3].Instrs[0].DefLocs[0] = locS(0)
		tstInsert(out.Blocks[1], 1, tmove(locS(0), locR(3), mir.GPR))
		tstInsert(out.Blocks[2], 1, tmove(locS(0), locR(3), mir.GPR))
		tstInsert(out.Blocks[3], 1, tmove(locR(3), locS(0), mir.GPR))
	}), ""},
	{"diamond phi in slot, one store missing", tstMutate(caseDiamond, func(out *mir.Func, _ *Options) {
		out.Slots = []mir.Slot{{Size: 8, Align: 8}}
		out.Blocks[3].Instrs[0].DefLocs[0] = locS(0)
		tstInsert(out.Blocks[1], 1, tmove(locS(0), locR(3), mir.GPR))
		tstInsert(out.Blocks[3], 1, tmove(locR(3), locS(0), mir.GPR))
	}), `b3 #0 "v4([s0]) = phi v2, v3": argument v3 from b2: at the end of b2, [s0] holds {}`},
	{"diamond spill ok", caseDiamondSpill, ""},
	{"diamond spill missing on one path", tstMutate(caseDiamondSpill, func(out *mir.Func, _ *Options) {
		tstRemove(out.Blocks[1], 0)
	}), `b3 #2 "v5(p1) = mul v4(p3), v1(p2)": use v1 in p2 holds {}`},
	{"diamond wrong phi argument", tstMutate(caseDiamond, func(out *mir.Func, _ *Options) {
		out.Blocks[3].Instrs[0].Uses[1] = tv(1)
	}), `argument 1 (from b2) is v1, input has v3`},
	{"diamond wrong successor", tstMutate(caseDiamond, func(out *mir.Func, _ *Options) {
		b0, b1, b2 := out.Blocks[0], out.Blocks[1], out.Blocks[2]
		b0.Succs[0], b0.Succs[1] = b2, b1
	}), `b0: successor 0 leads to b2, input has b1`},
	{"diamond inconsistent edges", tstMutate(caseDiamond, func(out *mir.Func, _ *Options) {
		out.Blocks[3].Preds = out.Blocks[3].Preds[:1]
	}), `successor and predecessor lists disagree`},

	{"loop swap ok", caseLoopSwap, ""},
	{"loop swap missing", tstMutate(caseLoopSwap, func(out *mir.Func, _ *Options) {
		tstRemove(out.Blocks[3], 0)
	}), `b1 #0 "v3(p3) = phi v0, v4": argument v4 from b3: at the end of b3, p3 holds {v0, v3}`},
	{"loop swap as two moves", tstMutate(caseLoopSwap, func(out *mir.Func, _ *Options) {
		out.Blocks[3].Instrs = []*mir.Instr{tmove(locR(3), locR(4), mir.GPR), tmove(locR(4), locR(3), mir.GPR), tjump()}
	}), `b1 #1 "v4(p4) = phi v1, v3": argument v3 from b3: at the end of b3, p4 holds {v1, v4}`},
	{"loop swap via scratch", tstMutate(caseLoopSwap, func(out *mir.Func, _ *Options) {
		out.Blocks[3].Instrs = []*mir.Instr{
			tmove(locR(2), locR(3), mir.GPR), tmove(locR(3), locR(4), mir.GPR), tmove(locR(4), locR(2), mir.GPR), tjump(),
		}
	}), ""},
	{"loop swap on critical edge", tstMutate(caseLoopSwap, func(out *mir.Func, _ *Options) {
		// Undo the split and swap at the end of b1: the exit sees it too.
		b1, s := out.Blocks[1], out.Blocks[3]
		b1.Succs[0] = b1
		b1.Preds[1] = b1
		out.Blocks = out.Blocks[:3]
		tstInsert(b1, 2, s.Instrs[0])
	}), `b2 #0 "v5(p1) = mul v3(p3), v4(p4)": use v3 in p3 holds {v4}`},
	{"loop swap phi arguments exchanged", tstMutate(caseLoopSwap, func(out *mir.Func, _ *Options) {
		phi := out.Blocks[1].Instrs[0]
		phi.Uses[0], phi.Uses[1] = phi.Uses[1], phi.Uses[0]
	}), `argument 0 (from b0) is v4, input has v0`},
	{"loop split block with other code", tstMutate(caseLoopSwap, func(out *mir.Func, _ *Options) {
		c := tconst(tv(0), 1)
		c.Placement = &mir.Placement{DefLocs: []mir.Loc{locR(2)}}
		tstInsert(out.Blocks[3], 0, c)
	}), `edge-split block may only hold moves, swaps and remats`},
	{"loop split block to wrong target", tstMutate(caseLoopSwap, func(out *mir.Func, _ *Options) {
		b1, b2, s := out.Blocks[1], out.Blocks[2], out.Blocks[3]
		s.Succs[0] = b2
		b1.Preds = b1.Preds[:1]
		b2.Preds = append(b2.Preds, s)
	}), `b1: successor 0 leads to b2, input has b1`},
	{"loop phi outside budget", tstMutate(caseLoopSwap, func(out *mir.Func, opts *Options) {
		opts.Regs = 3
	}), `b0 #1 "v1(p4) = const 2": def v1 in p4, which is not an allowed register for it (allocatable gpr: p1 p2 p3)`},
	{"loop scratch outside budget", tstMutate(caseLoopSwap, func(out *mir.Func, opts *Options) {
		out.Blocks[3].Instrs = []*mir.Instr{
			tmove(locR(6), locR(3), mir.GPR), tmove(locR(3), locR(4), mir.GPR), tmove(locR(4), locR(6), mir.GPR), tjump(),
		}
		out.SavedRegs = out.SavedRegs.Add(6)
		opts.Regs = 5
	}), `b3 #0 "move p6, p3": writes p6, which is not allocatable (allocatable gpr: p1 p2 p3 p4 p5)`},
	{"loop copy of a phi for the exit", tstMutate(caseLoopSwap, func(out *mir.Func, _ *Options) {
		// Copy v3 to p2 in every iteration, before the branch: the exit
		// may read it there.
		tstInsert(out.Blocks[1], 2, tmove(locR(2), locR(3), mir.GPR))
		out.Blocks[2].Instrs[0].UseLocs[0] = locR(2)
	}), ""},
	{"loop value from previous iteration", tstMutate(caseLoopSwap, func(out *mir.Func, _ *Options) {
		// p2 gets v3 only on the back edge (after the swap it is v4's
		// value of this iteration, i.e. the next v3): stale on exit.
		tstInsert(out.Blocks[3], 1, tmove(locR(2), locR(3), mir.GPR))
		out.Blocks[2].Instrs[0].UseLocs[0] = locR(2)
	}), `b2 #0 "v5(p1) = mul v3(p2), v4(p4)": use v3 in p2 holds {}`},

	{"early clobber ok", caseEarlyClobber, ""},
	{"early clobber shares a use's register", tstMutate(caseEarlyClobber, func(out *mir.Func, _ *Options) {
		out.Blocks[0].Instrs[1].DefLocs[1] = locR(1)
	}), `b0 #1 "v1(p17), v2(p1) = cvtu v0(p1)": early-clobber def v2 shares p1 with use v0`},
	{"early clobber flag dropped", tstMutate(caseEarlyClobber, func(out *mir.Func, _ *Options) {
		out.Blocks[0].Instrs[1].EarlyClobber = false
	}), `different early-clobber flag`},
	{"use in a register the instruction forbids", tstMutate(caseEarlyClobber, func(out *mir.Func, _ *Options) {
		out.Blocks[0].Instrs[1].UseForbid = mir.RegSet(0).Add(1)
	}), `different forbidden registers for uses`},
	{"use in a register the instruction forbids", func() (in, out *mir.Func, opts Options) {
		in, out, opts = caseEarlyClobber()
		in.Blocks[0].Instrs[1].UseForbid = mir.RegSet(0).Add(1)
		out.Blocks[0].Instrs[1].UseForbid = mir.RegSet(0).Add(1)
		return in, out, opts
	}, `use v0 in p1, which this instruction forbids for its uses`},
	{"reload of a parameter", caseParamReload, ""},
	{"parameter read from its argument register outside the budget", tstMutate(caseParamReload, func(out *mir.Func, _ *Options) {
		// What p6 still holds since the entry stands for the reload:
		// the parameter then lives in p6, a fourth register.
		out.Blocks[0].Instrs[3] = tmove(locR(2), locR(6), mir.GPR)
	}), `b0 #3 "move p2, p6": reads p6, which is not allocatable (allocatable gpr: p1 p2 p3)`},
	{"physical register from another block", func() (in, out *mir.Func, opts Options) {
		f := &mir.Func{Name: "phys"}
		f.NewReg(mir.GPR)
		b0, b1 := f.NewBlock("entry"), f.NewBlock("ret")
		mir.AddEdge(b0, b1)
		b0.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(tv(0)), 1), tins(mir.OpCopy, tregs(1), tv(0)), tjump()}
		b1.Instrs = []*mir.Instr{tterm(tins(topRet, nil, 1))}
		out = f.Clone()
		tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locR(1)})
		return f, out, Options{}
	}, `b1 #0 "ret p1(p1)": use of physical p1 without an earlier def in the block`},
	{"input defines twice", func() (in, out *mir.Func, opts Options) {
		in, out, opts = caseTied()
		in.Blocks[0].Instrs[2].Defs[0] = tv(1)
		return in, out, opts
	}, `check tied: input: v1 defined twice`},
}

// caseParamReload: a parameter arriving in p6, outside a budget of 3,
// stored to a slot by its copy and reloaded into p2 after a constant in
// p1:
//
//	b0: v0 = copy p6; v1 = const 1; store v1, v1; v2 = add v0, v1; p1 = copy v2; ret p1
func caseParamReload() (in, out *mir.Func, opts Options) {
	f := &mir.Func{Name: "paramreload"}
	for i := 0; i < 3; i++ {
		f.NewReg(mir.GPR)
	}
	b0 := f.NewBlock("entry")
	b0.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(tv(0)), 6),
		tconst(tv(1), 1),
		tins(topStore, nil, tv(1), tv(1)),
		tins(topAdd, tregs(tv(2)), tv(0), tv(1)),
		tins(mir.OpCopy, tregs(1), tv(2)),
		tterm(tins(topRet, nil, 1)),
	}
	out = f.Clone()
	tstAssign(out, map[mir.Reg]mir.Loc{tv(0): locS(0), tv(1): locR(1), tv(2): locR(2)})
	out.Slots = []mir.Slot{{Size: 8, Align: 8}}
	out.Blocks[0].Instrs[3].UseLocs[0] = locR(2)
	tstInsert(out.Blocks[0], 3, tmove(locR(2), locS(0), mir.GPR))
	return f, out, Options{Regs: 3}
}

func TestCheckCases(t *testing.T) {
	tt := newTestTarget()
	for _, c := range checkCases {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			in, out, opts := c.build()
			before := in.Format(tt)
			err := Check(in, out, tt, opts)
			if after := in.Format(tt); after != before {
				t.Errorf("Check modified its input")
			}
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("unexpected error: %v\n%s", err, out.Format(tt))
			case c.want != "" && err == nil:
				t.Fatalf("no error, want %q\n%s", c.want, out.Format(tt))
			case c.want != "" && !strings.Contains(err.Error(), c.want):
				t.Fatalf("error %q\ndoes not contain %q", err, c.want)
			case err != nil && !strings.HasPrefix(err.Error(), "check "+in.Name+": "):
				t.Fatalf("error %q does not name the function", err)
			}
			if err != nil {
				t.Logf("%v", err)
			}
		})
	}
}

// ---- SSA well-formedness of generated functions ----

// tstDoms returns the immediate dominator of every block of f (-1 for the
// entry and for unreachable blocks) and a reverse-postorder number.
func tstDoms(f *mir.Func) (idom, rpoNum []int) {
	n := len(f.Blocks)
	rpoNum = make([]int, n)
	for i := range rpoNum {
		rpoNum[i] = -1
	}
	var post []int
	var visit func(b int)
	seen := make([]bool, n)
	visit = func(b int) {
		seen[b] = true
		for _, s := range f.Blocks[b].Succs {
			if !seen[s.ID] {
				visit(s.ID)
			}
		}
		post = append(post, b)
	}
	visit(0)
	order := make([]int, len(post))
	for i, b := range post {
		order[len(post)-1-i] = b
		rpoNum[b] = len(post) - 1 - i
	}
	idom = make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	idom[0] = 0
	intersect := func(a, b int) int {
		for a != b {
			for rpoNum[a] > rpoNum[b] {
				a = idom[a]
			}
			for rpoNum[b] > rpoNum[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range order[1:] {
			nd := -1
			for _, p := range f.Blocks[b].Preds {
				if idom[p.ID] < 0 {
					continue
				}
				if nd < 0 {
					nd = p.ID
				} else {
					nd = intersect(p.ID, nd)
				}
			}
			if nd != idom[b] {
				idom[b] = nd
				changed = true
			}
		}
	}
	idom[0] = -1
	return idom, rpoNum
}

// verifySSA checks that f (for testTarget) is well-formed strict SSA.
func verifySSA(f *mir.Func, t *testTarget) error {
	if len(f.Blocks) == 0 {
		return errors.New("no blocks")
	}
	edges := map[[2]int]int{}
	for i, b := range f.Blocks {
		if b.ID != i {
			return errors.Errorf("block %d has ID %d", i, b.ID)
		}
		for _, s := range b.Succs {
			edges[[2]int{i, s.ID}]++
		}
		for _, p := range b.Preds {
			edges[[2]int{p.ID, i}]--
		}
	}
	for e, n := range edges {
		if n != 0 {
			return errors.Errorf("edge b%d->b%d: successor and predecessor lists disagree", e[0], e[1])
		}
	}
	idom, rpoNum := tstDoms(f)
	dominates := func(a, b int) bool { // a dominates b
		for ; b >= 0; b = idom[b] {
			if a == b {
				return true
			}
		}
		return false
	}
	type site struct{ b, i int }
	defs := map[mir.Reg]site{}
	useCount := map[mir.Reg]int{}
	for bi, b := range f.Blocks {
		if rpoNum[bi] < 0 {
			return errors.Errorf("b%d unreachable", bi)
		}
		if len(b.Instrs) == 0 {
			return errors.Errorf("b%d empty", bi)
		}
		nphi := len(b.Phis())
		if bi == 0 && nphi > 0 {
			return errors.New("phi in the entry block")
		}
		for ii, in := range b.Instrs {
			where := fmt.Sprintf("b%d #%d %q", bi, ii, in.Format(t))
			if last := ii == len(b.Instrs)-1; in.Term != last {
				return errors.Errorf("%s: terminator flag %v", where, in.Term)
			}
			if in.Op == mir.OpPhi && ii >= nphi {
				return errors.Errorf("%s: phi after other instructions", where)
			}
			if in.Op == mir.OpPhi && len(in.Uses) != len(b.Preds) {
				return errors.Errorf("%s: %d arguments for %d preds", where, len(in.Uses), len(b.Preds))
			}
			wantSuccs := -1
			switch in.Op {
			case mir.OpJump:
				wantSuccs = 1
			case topBr:
				wantSuccs = 2
			case topRet:
				wantSuccs = 0
			}
			if in.Term && wantSuccs != len(b.Succs) {
				return errors.Errorf("%s: %d successors", where, len(b.Succs))
			}
			if in.Term && wantSuccs < 0 || !in.Term && wantSuccs >= 0 {
				return errors.Errorf("%s: misplaced terminator", where)
			}
			for _, d := range in.Defs {
				if !d.IsVirtual() {
					continue
				}
				if int(d) >= f.NumRegs() {
					return errors.Errorf("%s: %v has no class", where, mir.FormatReg(t, d))
				}
				if s, ok := defs[d]; ok {
					return errors.Errorf("%s: %v already defined at b%d #%d", where, mir.FormatReg(t, d), s.b, s.i)
				}
				defs[d] = site{bi, ii}
			}
			for _, u := range in.Uses {
				useCount[u]++
			}
		}
	}
	class := func(r mir.Reg) mir.Class {
		if r.IsPhys() {
			return t.ClassOfPhys(r)
		}
		return f.ClassOf(r)
	}
	for bi, b := range f.Blocks {
		var physDef mir.RegSet
		for ii, in := range b.Instrs {
			where := fmt.Sprintf("b%d #%d %q", bi, ii, in.Format(t))
			for k, u := range in.Uses {
				if u.IsPhys() {
					if in.Op == mir.OpPhi {
						return errors.Errorf("%s: physical phi argument", where)
					}
					if bi != 0 && !physDef.Has(u) {
						return errors.Errorf("%s: %v not defined earlier in the block", where, mir.FormatReg(t, u))
					}
					continue
				}
				s, ok := defs[u]
				if !ok {
					return errors.Errorf("%s: %v never defined", where, mir.FormatReg(t, u))
				}
				var ok2 bool
				if in.Op == mir.OpPhi {
					ok2 = dominates(s.b, b.Preds[k].ID)
				} else {
					ok2 = s.b == bi && s.i < ii || s.b != bi && dominates(s.b, bi)
				}
				if !ok2 {
					return errors.Errorf("%s: use of %v not dominated by its def at b%d #%d", where, mir.FormatReg(t, u), s.b, s.i)
				}
			}
			for _, d := range in.Defs {
				if d.IsPhys() {
					physDef = physDef.Add(d)
				}
			}
			if in.Tied >= 0 {
				u := in.Uses[in.Tied]
				if !u.IsVirtual() || useCount[u] != 1 || class(u) != class(in.Defs[0]) {
					return errors.Errorf("%s: tied use must be a virtual of the def's class used only there", where)
				}
			}
			switch in.Op {
			case mir.OpCopy, mir.OpPhi:
				for _, u := range in.Uses {
					if class(u) != class(in.Defs[0]) {
						return errors.Errorf("%s: class mismatch", where)
					}
				}
			case topAdd, topMul, topShl, topFAdd:
				c := mir.GPR
				if in.Op == topFAdd {
					c = mir.FPR
				}
				for _, r := range append(append([]mir.Reg(nil), in.Defs...), in.Uses...) {
					if class(r) != c {
						return errors.Errorf("%s: class mismatch", where)
					}
				}
			case topCvt, topCvtU:
				if class(in.Defs[0]) != mir.FPR || class(in.Uses[0]) != mir.GPR {
					return errors.Errorf("%s: class mismatch", where)
				}
			case topBr:
				if class(in.Uses[0]) != mir.GPR {
					return errors.Errorf("%s: class mismatch", where)
				}
			}
		}
	}
	return nil
}

// genStats summarises a generated function.
type genStats struct {
	blocks, instrs, phis, calls, tied, crit, maxPressure int
}

func genStatsOf(f *mir.Func) genStats {
	var s genStats
	s.blocks = len(f.Blocks)
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			s.instrs++
			switch {
			case in.Op == mir.OpPhi:
				s.phis++
			case in.Op == topCall:
				s.calls++
			}
			if in.Tied >= 0 {
				s.tied++
			}
		}
		for _, x := range b.Succs {
			if len(b.Succs) > 1 && len(x.Preds) > 1 {
				s.crit++
			}
		}
		// Values defined in b and still used later in b: a lower bound of
		// the pressure, enough to see that bursts happen.
		last := map[mir.Reg]int{}
		for i, in := range b.Instrs {
			for _, u := range in.Uses {
				last[u] = i
			}
		}
		live := 0
		for i, in := range b.Instrs {
			for _, d := range in.Defs {
				if d.IsVirtual() && last[d] > i {
					live++
				}
			}
			for _, u := range in.Uses {
				if u.IsVirtual() && last[u] == i {
					live--
				}
			}
			s.maxPressure = max(s.maxPressure, live)
		}
	}
	return s
}

func TestGenFuncSSA(t *testing.T) {
	tt := newTestTarget()
	var tot genStats
	for i, seed := range genSeeds() {
		f := genFunc(seed)
		if err := verifySSA(f, tt); err != nil {
			t.Fatalf("seed %d: %v\n%s", i, err, f.Format(tt))
		}
		if g := genFunc(seed); g.Format(tt) != f.Format(tt) {
			t.Fatalf("seed %d: generator not deterministic", i)
		}
		s := genStatsOf(f)
		t.Logf("seed %2d: %+v", i, s)
		tot.blocks = max(tot.blocks, s.blocks)
		tot.instrs = max(tot.instrs, s.instrs)
		tot.maxPressure = max(tot.maxPressure, s.maxPressure)
		tot.phis += s.phis
		tot.calls += s.calls
		tot.tied += s.tied
		tot.crit += s.crit
	}
	if tot.blocks < 15 || tot.instrs < 100 || tot.maxPressure < 8 || tot.phis == 0 || tot.calls == 0 || tot.tied == 0 || tot.crit == 0 {
		t.Errorf("seeds cover too little: %+v", tot)
	}
}

// ---- a trivial allocator: every virtual register in its own slot ----

// spillEverything allocates f by giving each virtual register its own slot:
// copies, phis and implicit_defs work on slots directly, other instructions
// load their uses into free registers just before and store their defs just
// after. Phi moves go through temporary slots at the end of predecessors,
// on split edges when the predecessor has several successors.
func spillEverything(f *mir.Func, t mir.Target, opts Options) (*mir.Func, error) {
	out := f.Clone()
	slotOf := make([]int, len(f.Classes))
	for i := range f.Classes {
		slotOf[i] = len(out.Slots)
		n := f.SlotSizeOf(t, mir.FirstVirtual+mir.Reg(i))
		out.Slots = append(out.Slots, mir.Slot{Size: n, Align: n})
	}
	home := func(r mir.Reg) mir.Loc {
		if r.IsPhys() {
			return mir.RegLoc(r)
		}
		return mir.SlotLoc(slotOf[r-mir.FirstVirtual])
	}
	pickReg := func(c mir.Class, busy mir.RegSet) (mir.Reg, error) {
		for _, r := range Allocatable(t, c, opts) {
			if !busy.Has(r) {
				return r, nil
			}
		}
		return 0, &AllocError{Func: f.Name, Msg: "out of registers"}
	}
	for _, b := range out.Blocks {
		// Physical registers live before and after each instruction.
		n := len(b.Instrs)
		liveIn, liveOut := make([]mir.RegSet, n), make([]mir.RegSet, n)
		var live mir.RegSet
		for i := n - 1; i >= 0; i-- {
			in := b.Instrs[i]
			liveOut[i] = live
			for _, d := range in.Defs {
				if d.IsPhys() {
					live = live.Remove(d)
				}
			}
			for _, u := range in.Uses {
				if u.IsPhys() {
					live = live.Add(u)
				}
			}
			liveIn[i] = live
		}
		var ni []*mir.Instr
		for i, in := range b.Instrs {
			in.Placement = &mir.Placement{DefLocs: make([]mir.Loc, len(in.Defs)), UseLocs: make([]mir.Loc, len(in.Uses))}
			switch in.Op {
			case mir.OpPhi, mir.OpCopy, mir.OpImplicitDef:
				for k, d := range in.Defs {
					in.DefLocs[k] = home(d)
				}
				if in.Op == mir.OpPhi {
					in.UseLocs = nil
				} else {
					for k, u := range in.Uses {
						in.UseLocs[k] = home(u)
					}
				}
				ni = append(ni, in)
				continue
			}
			busy := liveIn[i]
			for _, u := range in.Uses {
				if u.IsPhys() {
					busy = busy.Add(u)
				}
			}
			for k, u := range in.Uses {
				if u.IsPhys() {
					in.UseLocs[k] = mir.RegLoc(u)
					continue
				}
				r, err := pickReg(f.ClassOf(u), busy|in.UseForbid)
				if err != nil {
					return nil, err
				}
				busy = busy.Add(r)
				in.UseLocs[k] = mir.RegLoc(r)
				ni = append(ni, mir.NewTransfer(mir.OpMove, mir.RegLoc(r), home(u), f.ClassOf(u), "reload"))
			}
			ni = append(ni, in)
			busy = liveOut[i]
			if in.EarlyClobber {
				for _, l := range in.UseLocs {
					busy = busy.Add(l.Reg)
				}
			}
			for _, d := range in.Defs {
				if d.IsPhys() {
					busy = busy.Add(d)
				}
			}
			for k, d := range in.Defs {
				if d.IsPhys() {
					in.DefLocs[k] = mir.RegLoc(d)
					continue
				}
				var r mir.Reg
				if k == 0 && in.Tied >= 0 {
					r = in.UseLocs[in.Tied].Reg
				} else {
					var err error
					if r, err = pickReg(f.ClassOf(d), busy); err != nil {
						return nil, err
					}
				}
				busy = busy.Add(r)
				in.DefLocs[k] = mir.RegLoc(r)
				ni = append(ni, mir.NewTransfer(mir.OpMove, home(d), mir.RegLoc(r), f.ClassOf(d), "spill"))
			}
		}
		b.Instrs = ni
	}
	// Phi moves, through one temporary slot per phi position.
	var tmp []int
	for _, z := range out.Blocks[:len(f.Blocks)] {
		phis := z.Phis()
		if len(phis) == 0 {
			continue
		}
		for len(tmp) < len(phis) {
			tmp = append(tmp, len(out.Slots))
			out.Slots = append(out.Slots, mir.Slot{Size: 16, Align: 16})
		}
		for k := range z.Preds {
			p := z.Preds[k]
			if len(p.Succs) > 1 {
				j := 0
				for p.Succs[j] != z {
					j++
				}
				p = tstSplitEdge(out, p, j)
			}
			var mv []*mir.Instr
			for i, phi := range phis {
				c := f.ClassOf(phi.Defs[0])
				mv = append(mv, mir.NewTransfer(mir.OpMove, mir.SlotLoc(tmp[i]), home(phi.Uses[k]), c, "phi"))
			}
			for i, phi := range phis {
				c := f.ClassOf(phi.Defs[0])
				mv = append(mv, mir.NewTransfer(mir.OpMove, home(phi.Defs[0]), mir.SlotLoc(tmp[i]), c, "phi"))
			}
			tstInsert(p, len(p.Instrs)-1, mv...)
		}
	}
	// Callee-saved registers written.
	cs := t.CalleeSaved()
	for _, b := range out.Blocks {
		for _, in := range b.Instrs {
			locs := in.DefLocs
			if in.Op == mir.OpMove {
				locs = []mir.Loc{in.Dst}
			} else if in.Op == mir.OpSwap {
				locs = []mir.Loc{in.Dst, in.Src}
			}
			for _, l := range locs {
				if l.IsReg() && cs.Has(l.Reg) {
					out.SavedRegs = out.SavedRegs.Add(l.Reg)
				}
			}
		}
	}
	return out, nil
}

var spillOpts = []Options{{}, {Regs: 3, FPRegs: 2}, {Regs: 2, FPRegs: 1}}

func checkSpillEverything(t *testing.T, data []byte) {
	tt := newTestTarget()
	f := genFunc(data)
	if err := verifySSA(f, tt); err != nil {
		t.Fatalf("generated function is not valid SSA: %v\n%s", err, f.Format(tt))
	}
	for _, opts := range spillOpts {
		out, err := spillEverything(f, tt, opts)
		if err != nil {
			var ae *AllocError
			if errors.As(err, &ae) {
				continue // the budget is below what an instruction needs
			}
			t.Fatal(err)
		}
		if err := Check(f, out, tt, opts); err != nil {
			t.Fatalf("opts %+v: %v\n%s", opts, err, out.Format(tt))
		}
	}
}

func TestCheckSpillEverything(t *testing.T) {
	for i, seed := range genSeeds() {
		t.Run(fmt.Sprint(i), func(t *testing.T) { checkSpillEverything(t, seed) })
	}
}

// FuzzCheckSpillEverything: go test -fuzz=FuzzCheckSpillEverything ./regalloc/
func FuzzCheckSpillEverything(f *testing.F) {
	for _, s := range genSeeds() {
		f.Add(s)
	}
	f.Fuzz(checkSpillEverything)
}

// TestCheckSpillBroken corrupts spillEverything's output: a reload or phi
// move at a time reads a slot that nothing ever writes. The register or
// slot it fills then holds nothing, so the checker must complain about the
// use or phi that needs it.
func TestCheckSpillBroken(t *testing.T) {
	tt := newTestTarget()
	tried := 0
	for i, seed := range genSeeds() {
		f := genFunc(seed)
		var moves [][2]int // block, instruction
		out, err := spillEverything(f, tt, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for bi, b := range out.Blocks {
			for ii, in := range b.Instrs {
				if in.Op == mir.OpMove && (in.Why == "reload" || in.Why == "phi") {
					moves = append(moves, [2]int{bi, ii})
				}
			}
		}
		for n := 0; n < len(moves); n += 1 + len(moves)/7 {
			out, _ := spillEverything(f, tt, Options{})
			mv := out.Blocks[moves[n][0]].Instrs[moves[n][1]]
			mv.Src = mir.SlotLoc(len(out.Slots))
			out.Slots = append(out.Slots, mir.Slot{Size: 16, Align: 16})
			want := "= phi"
			if mv.Why == "reload" {
				want = "holds {}"
			}
			tried++
			err := Check(f, out, tt, Options{})
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("seed %d: corrupting b%d #%d %q: got %v, want %q", i, moves[n][0], moves[n][1], mv.Format(tt), err, want)
			}
		}
	}
	if tried < 50 {
		t.Errorf("only %d corruptions tried", tried)
	}
}

// TestCheckLarge runs the checker on large generated functions.
func TestCheckLarge(t *testing.T) {
	tt := newTestTarget()
	for i, seed := range genSeeds()[15:] {
		data := append([]byte(nil), seed...)
		for len(data) < 40000 {
			data = append(data, seed...)
		}
		f := genFuncSized(data, 400, 6000)
		if err := verifySSA(f, tt); err != nil {
			t.Fatal(err)
		}
		out, err := spillEverything(f, tt, Options{Regs: 3})
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		if err := Check(f, out, tt, Options{Regs: 3}); err != nil {
			t.Fatal(err)
		}
		s := genStatsOf(out)
		t.Logf("large %d: %d blocks, %d instrs, %d values, %d slots: %v", i, s.blocks, s.instrs, len(f.Classes), len(out.Slots), time.Since(start))
	}
}

// TestCheckWideValueInNarrowSlot: a 16-byte value (a vector in an XMM
// register) stored in an 8-byte slot is rejected, and accepted in a
// 16-byte slot.
// TestCheckWideValueInNarrowSlot: the checker derives the width of a value
// from its definition (a vector constant writes 16 bytes), not from
// SpillBytes, and a location holds a value only if every byte of it was
// written there: an 8-byte transfer of a 16-byte value is rejected
// (issue 9: a <4 x i32> splat spilled with movsd).
func TestCheckWideValueInNarrowSlot(t *testing.T) {
	tt := newTestTarget()
	cases := []struct {
		name    string
		def     mir.Op            // how v0 is made
		spill   map[mir.Reg]int64 // what the lowering claims (ignored)
		size    int64             // the slot's size
		viaMove bool              // spilled by a Move instead of a copy
		wantErr string
	}{
		{"vector by copy, 8-byte slot", topVConst, nil, 8, false, "needs 16"},
		{"vector by move, 8-byte slot", topVConst, nil, 8, true, "needs 16"},
		{"vector by copy, 16-byte slot", topVConst, nil, 16, false, ""},
		{"vector by move, 16-byte slot", topVConst, nil, 16, true, ""},
		{"vector, SpillBytes says 8", topVConst, map[mir.Reg]int64{}, 8, true, "needs 16"},
		{"scalar, SpillBytes says 16", topFConst, map[mir.Reg]int64{64: 16, 65: 16}, 8, true, ""},
		{"scalar by copy, 8-byte slot", topFConst, nil, 8, false, ""},
	}
	for _, tc := range cases {
		f := &mir.Func{Name: "wide", SpillBytes: tc.spill}
		v0, v1 := f.NewReg(mir.FPR), f.NewReg(mir.FPR)
		b := f.NewBlock("entry")
		b.Instrs = []*mir.Instr{
			mir.NewInstr(tc.def, tregs(v0), nil, int64(1)),
			tins(mir.OpCopy, tregs(v1), v0),
			tins(mir.OpCopy, tregs(17), v1),
			tterm(tins(topRet, nil, 1)),
		}
		out := f.Clone()
		out.Slots = []mir.Slot{{Size: tc.size, Align: tc.size}}
		if tc.viaMove {
			// v0 in p17, spilled to the slot, reloaded into p18 for v1.
			tstAssign(out, map[mir.Reg]mir.Loc{v0: locR(17), v1: locR(18)})
			ob := out.Blocks[0]
			tstInsert(ob, 1,
				mir.NewTransfer(mir.OpMove, mir.SlotLoc(0), locR(17), mir.FPR, "spill"),
				mir.NewTransfer(mir.OpMove, locR(17), mir.SlotLoc(0), mir.FPR, "reload"))
		} else {
			tstAssign(out, map[mir.Reg]mir.Loc{v0: locR(17), v1: mir.SlotLoc(0)})
		}
		err := Check(f, out, tt, Options{})
		switch {
		case tc.wantErr == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.wantErr)
		}
	}
}

// TestCheckRemat: a constant live across a call is recomputed after it
// (OpRemat) instead of being kept in a callee-saved register or reloaded.
// The checker accepts the remat of the value's own, rematerializable
// definition into an allowed register, and rejects every mutation.
//
//	b0: #0 v0 = const 7         v0: p1
//	    #1 v1 = copy p2         v1: p5
//	    #2 p1 = call            clobbers p1..p4
//	       remat p3, {v0 = const 7}
//	    #3 v2 = mul v0, v1      v2: p1
//	    #4 ret p1
func TestCheckRemat(t *testing.T) {
	tt := newTestTarget()
	build := func() (in, out *mir.Func) {
		f := &mir.Func{Name: "remat"}
		v0, v1, v2 := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
		b := f.NewBlock("entry")
		call := tins(topCall, tregs(1))
		call.Clobbers = tt.callerSaved()
		b.Instrs = []*mir.Instr{
			mir.NewInstr(topConst, tregs(v0), nil, int64(7)),
			tins(mir.OpCopy, tregs(v1), 2),
			call,
			tins(topMul, tregs(v2), v0, v1),
			tterm(tins(topRet, nil, 1)),
		}
		// v2 is defined into p1 and returned there: give ret its use.
		b.Instrs[3].Defs = tregs(v2)
		b.Instrs[4] = tterm(tins(topRet, nil, v2))
		out = f.Clone()
		tstAssign(out, map[mir.Reg]mir.Loc{v0: locR(1), v1: locR(5), v2: locR(1)})
		// After the call v0 is read from p3, where the remat puts it.
		out.Blocks[0].Instrs[3].UseLocs[0] = locR(3)
		r := f.Blocks[0].Instrs[0].Clone()
		r.Placement = &mir.Placement{DefLocs: []mir.Loc{locR(3)}}
		tstInsert(out.Blocks[0], 3, mir.NewRemat(locR(3), mir.GPR, r))
		out.SavedRegs = mir.RegSet(0).Add(5)
		return f, out
	}
	remat := func(out *mir.Func) *mir.Instr { return out.Blocks[0].Instrs[3] }
	cases := []struct {
		name    string
		mutate  func(in, out *mir.Func)
		wantErr string
	}{
		{"valid", func(in, out *mir.Func) {}, ""},
		{"no remat", func(in, out *mir.Func) { tstRemove(out.Blocks[0], 3) }, "holds"},
		{"other payload", func(in, out *mir.Func) { remat(out).Remat.Aux = int64(8) }, "is not its definition"},
		{"other value", func(in, out *mir.Func) { remat(out).Remat.Defs = tregs(tv(2)) }, "is not its definition"},
		{"into a slot", func(in, out *mir.Func) {
			out.Slots = []mir.Slot{{Size: 8, Align: 8}}
			remat(out).Dst = mir.SlotLoc(0)
			remat(out).Remat.DefLocs = []mir.Loc{mir.SlotLoc(0)}
		}, "writes a gpr register"},
		{"def location differs", func(in, out *mir.Func) { remat(out).Remat.DefLocs = []mir.Loc{locR(4)} }, "do not match"},
		{"callee-saved register not saved", func(in, out *mir.Func) {
			remat(out).Dst, remat(out).Remat.DefLocs = locR(6), []mir.Loc{locR(6)}
			out.Blocks[0].Instrs[4].UseLocs[0] = locR(6)
		}, "writes callee-saved"},
		{"not rematerializable", func(in, out *mir.Func) {
			// v1 is a copy of an argument register.
			r := in.Blocks[0].Instrs[1].Clone()
			r.Placement = &mir.Placement{DefLocs: []mir.Loc{locR(3)}, UseLocs: []mir.Loc{locR(2)}}
			remat(out).Remat = r
		}, "may not be executed again"},
		{"missing remat instruction", func(in, out *mir.Func) { remat(out).Remat = nil }, "re-execute"},
	}
	for _, tc := range cases {
		in, out := build()
		tc.mutate(in, out)
		err := Check(in, out, tt, Options{})
		switch {
		case tc.wantErr == "" && err != nil:
			t.Errorf("%s: %v\n%s", tc.name, err, out.Format(tt))
		case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.wantErr)
		}
	}
}

// TestCheckIndirectJumpEdges: moves on a split edge of an indirect jump
// would never run (control goes to the target's own label), so the
// checker rejects splitting such an edge; the same allocation is accepted
// when the branch is an ordinary one. (PowerPC's computed-goto
// interpreters were miscompiled this way while the checker passed.)
func TestCheckIndirectJumpEdges(t *testing.T) {
	tt := newTestTarget()
	for _, indirect := range []bool{false, true} {
		in, out, opts := caseLoopSwap()
		in.Blocks[1].Term().Indirect = indirect
		out.Blocks[1].Term().Indirect = indirect
		err := Check(in, out, tt, opts)
		switch {
		case !indirect && err != nil:
			t.Errorf("ordinary branch: %v", err)
		case indirect && (err == nil || !strings.Contains(err.Error(), "indirect jump")):
			t.Errorf("indirect jump with a split edge: got %v, want an indirect-jump error", err)
		}
	}
}
