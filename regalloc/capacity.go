package regalloc

import (
	"github.com/ssara-project/ssara/mir"
)

// Capacity is the register pressure the constraint model allows at the
// instruction of s, for class cl: how many values of that class other
// than the instruction's operands can be in registers across it (live just
// before and just after it), once its operands have the registers they
// need. ok is false when the operands alone cannot be placed (the budget is
// below what the instruction needs).
//
// inReg says which virtual operands need a register (a value a copy reads
// from or writes to its spill slot does not; a spilled value that any other
// instruction reads is reloaded into a register); liveAfter says which of
// the uses stay live after the instruction. An operand that appears twice
// counts once.
//
// The registers of the class are counted by where they are free: X, free
// both before and after the instruction (not held by physical operands,
// not clobbered), is where values live across it, the tied pair and the
// uses that stay live must be; a use that dies may also take a register
// only busy after the instruction (a clobbered or physically defined one),
// a def one only busy before it (a physical use that dies). Uses avoid
// UseForbid; an early-clobber instruction's defs share no register with
// its uses or with the physical registers live before it. With X_f the
// registers of X outside UseForbid, U the dying uses beyond what the
// registers only busy after can hold and D likewise for the defs, the
// operands fit when
//
//	tied + |uses staying live| + U <= |X_f|
//
// and the capacity is |X| - tied - |uses staying live| - max(U, D) (U + D
// for an early-clobber instruction). For an instruction with no physical
// operands, clobbers or UseForbid this is K - max(live before, live after)
// with the tied pair counted once: the number of further values that fit,
// so a function in which no instruction has more values live across it
// than its capacity has MaxLive <= K in the sense of the constraint model.
// The cost is linear in the instruction's operands.
func (s Site) Capacity(cl mir.Class, inReg func(r mir.Reg) bool, liveAfter func(u mir.Reg) bool) (capacity int, ok bool) {
	in := s.Instr
	budget := s.c.budget[cl]
	before := s.Before & budget
	busy := s.Busy() & budget
	x := budget &^ (before | busy)
	onlyAfter := busy &^ before
	onlyBefore := before &^ busy
	pdefs := physDefs(in)
	mine := func(r mir.Reg) bool { return r.IsVirtual() && s.c.f.ClassOf(r) == cl && inReg(r) }

	tied := 0
	tiedUse, tiedDef := mir.NoReg, mir.NoReg
	if t := int(in.Tied); t >= 0 && t < len(in.Uses) && len(in.Defs) > 0 && mine(in.Defs[0]) && mine(in.Uses[t]) {
		tied = 1
		tiedUse, tiedDef = in.Uses[t], in.Defs[0]
	}
	stay, dying := 0, 0
	for k, u := range in.Uses {
		if !mine(u) || u == tiedUse || seenBefore(in.Uses, k) {
			continue
		}
		if liveAfter(u) {
			stay++
		} else {
			dying++
		}
	}
	defs := 0
	for k, d := range in.Defs {
		if mine(d) && d != tiedDef && !seenBefore(in.Defs, k) {
			defs++
		}
	}
	useRoom := onlyAfter &^ in.UseForbid
	if in.EarlyClobber {
		useRoom &^= pdefs
	}
	needU := maxInt(0, dying-useRoom.Count())
	needD := maxInt(0, defs-onlyBefore.Count())
	if in.EarlyClobber {
		needD = defs
	}
	if tied+stay+needU > (x &^ in.UseForbid).Count() {
		return 0, false
	}
	need := tied + stay
	if in.EarlyClobber {
		need += needU + needD
	} else {
		need += maxInt(needU, needD)
	}
	capacity = x.Count() - need
	return capacity, capacity >= 0
}

// seenBefore reports whether rs[k] occurs in rs[:k].
func seenBefore(rs []mir.Reg, k int) bool {
	for _, r := range rs[:k] {
		if r == rs[k] {
			return true
		}
	}
	return false
}

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}
