package regalloc

// Allocations that an earlier Check accepted although the code the emitters
// write for them computes a wrong result (found by review): a Move of the
// wrong class, a swap of a location with itself, slot sharing in a function
// that calls setjmp, and function fields the emitters read. Check must
// reject each.

import (
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// TestReviewMoveClassNotChecked: a 16-byte FPR value (SpillBytes 16, an x86
// vector) goes through Moves of class GPR. No register of the wrong class
// is written, so Check's only class test (register class == Move.Class)
// never fires, and fits() is satisfied because every slot is 16 bytes. The
// x86 emitter writes a GPR slot-to-slot Move as one pushq/popq (8 bytes,
// emit/x86/emit.go move, vecMove only for Class FPR), and a GPR reg<->slot
// Move as movq: the upper 8 bytes of the vector are lost. On ppc32 a GPR
// Move is lwz/stw (4 bytes), so even a plain double loses half its bits.
func TestReviewMoveClassNotChecked(t *testing.T) {
	tt := newTestTarget()
	for _, via := range []string{"slot-to-slot", "through a GPR"} {
		f := &mir.Func{Name: "cls"}
		v0, v1 := f.NewReg(mir.FPR), f.NewReg(mir.FPR)
		f.SpillBytes = map[mir.Reg]int64{v0: 16, v1: 16}
		b := f.NewBlock("entry")
		b.Instrs = []*mir.Instr{
			mir.NewInstr(topFConst, tregs(v0), nil, int64(1)),
			tins(topFAdd, tregs(v1), v0, v0),
			tins(mir.OpCopy, tregs(17), v1),
			tterm(tins(topRet, nil, 1)),
		}
		out := f.Clone()
		out.Slots = []mir.Slot{{Size: 16, Align: 16}, {Size: 16, Align: 16}}
		tstAssign(out, map[mir.Reg]mir.Loc{v0: locR(18), v1: locR(17)})
		ob := out.Blocks[0]
		moves := []*mir.Instr{tmove(locS(0), locR(18), mir.FPR)} // 16-byte spill
		if via == "slot-to-slot" {
			moves = append(moves, tmove(locS(1), locS(0), mir.GPR)) // 8 bytes copied
		} else {
			moves = append(moves, tmove(locR(2), locS(0), mir.GPR), // movq: low 8 bytes
				tmove(locS(1), locR(2), mir.GPR))
		}
		moves = append(moves, tmove(locR(18), locS(1), mir.FPR)) // 16-byte reload
		tstInsert(ob, 1, moves...)
		if err := Check(f, out, tt, Options{}); err == nil {
			t.Errorf("%s: Check accepts an FPR vector moved with class-GPR Moves:\n%s", via, out.Format(tt))
		}
	}
}

// TestReviewFPRSelfSwap: a Swap of a register with itself leaves the
// abstract state unchanged, so Check accepts it; the x86 emitter writes an
// FPR swap as three xorps with no a == b guard (emit/x86/emit.go swap), which
// zeroes the register (READING.md erratum). emit/ppc guards a == b; x86 does
// not, and Check does not reject it.
func TestReviewFPRSelfSwap(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "selfswap"}
	v0, v1 := f.NewReg(mir.FPR), f.NewReg(mir.FPR)
	b := f.NewBlock("entry")
	b.Instrs = []*mir.Instr{
		mir.NewInstr(topFConst, tregs(v0), nil, int64(1)),
		tins(topFAdd, tregs(v1), v0, v0),
		tins(mir.OpCopy, tregs(17), v1),
		tterm(tins(topRet, nil, 1)),
	}
	out := f.Clone()
	tstAssign(out, map[mir.Reg]mir.Loc{v0: locR(18), v1: locR(17)})
	tstInsert(out.Blocks[0], 1, tswap(locR(18), locR(18), mir.FPR))
	if err := Check(f, out, tt, Options{}); err == nil {
		t.Errorf("Check accepts swap p18, p18 (x86: three xorps zero the register):\n%s", out.Format(tt))
	}
}

// TestReviewReturnsTwiceSlotSharing: mir.Func.ReturnsTwice promises that
// no two values share a spill slot, because a longjmp back to the setjmp
// call restores registers but not memory. Check does not look at
// ReturnsTwice: here v0 lives across the setjmp call in slot 0, and after
// its last use the slot is reused for v2. If code after the second
// setjmp-return runs (longjmp from the callee "fn1" reached after v2 was
// stored), the reload of v0 reads v2. Check accepts it.
//
//	b0: v0 = const 5; [slot0 <- v0]; p1 = call (setjmp); v1 = copy p1
//	    [p3 <- slot0]; v3 = add v0, v1; v2 = const 9; [slot0 <- v2]
//	    p1 = call (longjmp-ing fn); [p3 <- slot0]; v4 = add v2, v3; ret
func TestReviewReturnsTwiceSlotSharing(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "setjmp", ReturnsTwice: true}
	v0, v1, v2, v3, v4 := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	b := f.NewBlock("entry")
	setjmp := mir.NewInstr(topCall, tregs(1), nil, "setjmp")
	setjmp.Clobbers = tt.callerSaved()
	other := mir.NewInstr(topCall, tregs(1), nil, "fn1")
	other.Clobbers = tt.callerSaved()
	b.Instrs = []*mir.Instr{
		tconst(v0, 5),
		setjmp,
		tins(mir.OpCopy, tregs(v1), 1),
		tins(topMul, tregs(v3), v0, v1),
		tconst(v2, 9),
		other,
		tins(topMul, tregs(v4), v2, v3),
		tins(mir.OpCopy, tregs(1), v4),
		tterm(tins(topRet, nil, 1)),
	}
	out := f.Clone()
	out.Slots = []mir.Slot{{Size: 8, Align: 8}, {Size: 8, Align: 8}}
	tstAssign(out, map[mir.Reg]mir.Loc{v0: locR(3), v1: locR(2), v2: locR(3), v3: locR(4), v4: locR(1)})
	// v3 lives in slot 1: only copies may use slots, so give the mul a
	// register and spill/reload by hand instead.
	ob := out.Blocks[0]
	I := ob.Instrs
	I[3].DefLocs[0] = locR(4) // v3 in p4, spilled around the second call
	I[6].UseLocs[1] = locR(4)
	ob.Instrs = []*mir.Instr{
		I[0],                             // v0 = const 5 -> p3
		tmove(locS(0), locR(3), mir.GPR), // spill v0 to slot 0
		I[1],                             // p1 = call setjmp
		I[2],                             // v1 = copy p1 -> p2
		tmove(locR(3), locS(0), mir.GPR), // reload v0
		I[3],                             // v3 = mul v0, v1 -> p4 (last use of v0)
		I[4],                             // v2 = const 9 -> p3
		tmove(locS(0), locR(3), mir.GPR), // spill v2 to slot 0: shares v0's slot
		tmove(locS(1), locR(4), mir.GPR), // spill v3
		I[5],                             // p1 = call fn1 (may longjmp)
		tmove(locR(3), locS(0), mir.GPR), // reload v2
		tmove(locR(4), locS(1), mir.GPR), // reload v3
		I[6], I[7], I[8],
	}
	if err := Check(f, out, tt, Options{}); err == nil {
		t.Errorf("ReturnsTwice function: Check accepts v0 and v2 sharing slot 0:\n%s", out.Format(tt))
	}
}

// TestReviewFuncFieldsNotCompared: Check compares instructions and edges,
// but not the Func-level fields the emitters read from out: Frame (stack
// objects: alloca sizes), Classes (the emitters take a Copy's class from
// out.ClassOf), SpillBytes, ReturnsTwice, Aux. An allocator that returns a
// function with a shrunk alloca or a changed class passes Check.
func TestReviewFuncFieldsNotCompared(t *testing.T) {
	in, out, opts := caseCall()
	in.Frame = []mir.FrameObject{{Size: 64, Align: 8}}
	out.Frame = []mir.FrameObject{{Size: 1, Align: 1}}
	if err := Check(in, out, newTestTarget(), opts); err == nil {
		t.Errorf("Check accepts an output whose frame object shrank from 64 to 1 byte")
	}
	in, out, opts = caseCall()
	out.Classes[2] = mir.FPR
	if err := Check(in, out, newTestTarget(), opts); err == nil {
		t.Errorf("Check accepts an output that changed the class of v2")
	}
}
