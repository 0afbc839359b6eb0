package ppc

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Lane-major scalarization. PowerPC's vectors are scalarized: a vector
// instruction becomes one scalar instruction per lane, all its lanes
// before the next instruction's. A block that loads a dozen 16-lane
// vectors, compares and selects them and stores them (clang's unrolled
// vector loops, vec_int.O2's select8) then holds every lane of every
// vector at once, some 400 values, and spills most of them. A run of
// consecutive elementwise vector instructions of one lane count is
// lowered lane by lane across the run instead: lane 0 of each, in order,
// then lane 1 of each, and so on, so that only a lane of each vector is
// live at a time.
//
// A run is made of vector loads and stores (neither volatile nor atomic,
// lanes of a scalar type held in one register, no stored constant: those
// go to constStore), elementwise arithmetic without division or
// remainder (which may trap, now between other lanes' stores), compares,
// selects on a vector condition, conversions between vectors of the
// same lane count and fneg. Scalar computations that read nothing of
// the run and touch no memory (the addresses of its loads and stores)
// may stand between its members; they are lowered first. The lanes of a
// run's loads and stores are reordered against each other's, so a run
// is lowered lane-major only when every store and every other access of
// the run either use the same address and lane width (lane i of both
// keeps its order) or touch disjoint bytes (of one root at disjoint
// offsets, or of two different globals or allocas, whatever the indices
// into them: lower.BaseObject). Debug intrinsics
// between members stay where they are (they make no code), so that -g
// changes no run; the lanes of a run take its first member's line.

// laneRun is a run of a block's instructions lowered lane-major.
type laneRun struct {
	members []ir.Instruction // the vector instructions, in order
	side    []ir.Instruction // the scalar ones between them
	lanes   int
}

// laneRunAt returns the run that starts at in, planning in's block's
// runs the first time one of its instructions asks; nil when in starts
// none.
func (l *fn) laneRunAt(in ir.Instruction) *laneRun {
	if l.laneBlock != l.IRBlock {
		l.laneBlock = l.IRBlock
		l.laneRuns = map[ir.Instruction]*laneRun{}
		l.planLaneRuns(l.IRBlock)
	}
	return l.laneRuns[in]
}

// planLaneRuns finds the runs of block b.
func (l *fn) planLaneRuns(b *ir.Block) {
	var run *laneRun
	inRun := map[value.Value]bool{}
	end := func() {
		if run != nil && len(run.members) >= 2 && l.disjointLanes(run) {
			// The side instructions all follow the first member.
			first := run.members[0]
			l.laneRuns[first] = run
			for _, m := range append(append([]ir.Instruction(nil), run.members...), run.side...) {
				if m != first {
					l.laneDone[m] = true
				}
			}
		}
		run = nil
		inRun = map[value.Value]bool{}
	}
	for _, in := range b.Insts {
		if lower.IsDbgIntrinsic(in) {
			continue // no code: the core lowers it where it stands
		}
		if n, ok := l.laneMember(in); ok {
			if run != nil && run.lanes != n {
				end()
			}
			if run == nil {
				run = &laneRun{lanes: n}
			}
			run.members = append(run.members, in)
			if v, ok := in.(value.Value); ok {
				inRun[v] = true
			}
			continue
		}
		if run != nil && pureScalar(in) && !lower.Touches(in, func(t types.Type) bool { _, ok := vecOf(t); return ok }) &&
			!readsAny(in, inRun) {
			run.side = append(run.side, in)
			continue
		}
		end()
	}
	end()
}

// laneMember reports whether in may join a run, and its lane count.
func (l *fn) laneMember(in ir.Instruction) (int, bool) {
	lanesOf := func(t types.Type) (int, bool) {
		vt, ok := vecOf(t)
		if !ok || vt.Len < 2 {
			return 0, false
		}
		if _, isMask := l.maskVec(t); isMask {
			return 0, false
		}
		et := vt.ElemType
		if it, ok := et.(*types.IntType); ok {
			if it.BitSize != 8 && it.BitSize != 16 && it.BitSize != 32 && (it.BitSize != 64 || !l.t.Is64) {
				return 0, false
			}
		} else if !lower.IsFloat(et) || lower.FloatBits(et) > 64 {
			return 0, false
		}
		return int(vt.Len), true
	}
	switch in := in.(type) {
	case *ir.InstLoad:
		if in.Volatile || in.Atomic || l.copyLoad(in) {
			return 0, false // a copied vector moves in words (vcopy.go)
		}
		return lanesOf(in.ElemType)
	case *ir.InstStore:
		if _, isConst := in.Src.(constant.Constant); isConst || in.Volatile || in.Atomic {
			return 0, false
		}
		if ld, ok := in.Src.(*ir.InstLoad); ok && l.copyLoad(ld) {
			return 0, false
		}
		return lanesOf(in.Src.Type())
	case *ir.InstSDiv, *ir.InstUDiv, *ir.InstSRem, *ir.InstURem, *ir.InstFRem:
		return 0, false
	case *ir.InstICmp:
		return lanesOf(in.X.Type())
	case *ir.InstFCmp:
		return lanesOf(in.X.Type())
	case *ir.InstSelect:
		if _, ok := vecOf(in.Cond.Type()); !ok {
			return 0, false
		}
		return lanesOf(in.Typ)
	case *ir.InstTrunc, *ir.InstZExt, *ir.InstSExt, *ir.InstFPTrunc, *ir.InstFPExt,
		*ir.InstFPToSI, *ir.InstFPToUI, *ir.InstSIToFP, *ir.InstUIToFP:
		v := in.(value.Value)
		n, ok := lanesOf(v.Type())
		from := castFrom(in)
		if m, fok := lanesOf(from.Type()); ok && (fok && m == n || isBoolVec(from.Type(), n)) {
			return n, true
		}
		return 0, false
	}
	if _, _, _, ok := lower.IntBinary(in); ok {
		return lanesOf(in.(value.Value).Type())
	}
	if _, _, _, ok := lower.FloatBinary(in); ok {
		return lanesOf(in.(value.Value).Type())
	}
	if f, ok := in.(*ir.InstFNeg); ok {
		return lanesOf(f.Typ)
	}
	return 0, false
}

// castFrom is the operand of a conversion.
func castFrom(in ir.Instruction) value.Value {
	_, from, _, _ := lower.Cast(in)
	return from
}

// isBoolVec reports whether t is a vector of n i1s (a compare's result,
// converted by zext or sext).
func isBoolVec(t types.Type, n int) bool {
	vt, ok := vecOf(t)
	return ok && int(vt.Len) == n && types.Equal(vt.ElemType, types.I1)
}

// pureScalar reports whether in computes a value from its operands
// without touching memory or trapping, and is not a condition (which the
// core may lower with the branch it feeds): an address, integer
// arithmetic but division, an integer conversion.
func pureScalar(in ir.Instruction) bool {
	v, ok := in.(value.Value)
	if !ok || types.Equal(v.Type(), types.I1) {
		return false
	}
	switch in.(type) {
	case *ir.InstGetElementPtr, *ir.InstBitCast, *ir.InstTrunc, *ir.InstZExt, *ir.InstSExt,
		*ir.InstPtrToInt, *ir.InstIntToPtr:
		return true
	case *ir.InstSDiv, *ir.InstUDiv, *ir.InstSRem, *ir.InstURem:
		return false
	}
	_, _, _, ok = lower.IntBinary(in)
	return ok
}

// readsAny reports whether in reads one of the values of set.
func readsAny(in ir.Instruction, set map[value.Value]bool) bool {
	ops, ok := in.(interface{ Operands() []*value.Value })
	if !ok {
		return true
	}
	for _, o := range ops.Operands() {
		if set[*o] {
			return true
		}
	}
	return false
}

// laneAccess is a run's load or store: its address and the bytes of a lane.
type laneAccess struct {
	store bool
	root  value.Value
	off   int64
	size  int64 // the whole vector's
	lane  int64
	known bool
}

// disjointLanes reports whether run's accesses may be reordered lane by
// lane (see the comment at the top of the file).
func (l *fn) disjointLanes(run *laneRun) bool {
	var accs []laneAccess
	for _, m := range run.members {
		var ptr value.Value
		var t types.Type
		a := laneAccess{}
		switch m := m.(type) {
		case *ir.InstLoad:
			ptr, t = m.Src, m.ElemType
		case *ir.InstStore:
			ptr, t, a.store = m.Dst, m.Src.Type(), true
		default:
			continue
		}
		a.root, a.off, a.known = l.AddrRoot(ptr)
		a.size = l.Layout.StoreSize(t)
		a.lane = l.Layout.Size(t.(*types.VectorType).ElemType)
		accs = append(accs, a)
	}
	for i, a := range accs {
		for _, b := range accs[:i] {
			if !a.store && !b.store {
				continue
			}
			if !a.known || !b.known {
				return false
			}
			if a.root == b.root {
				if a.off == b.off && a.lane == b.lane {
					continue
				}
				if a.off+a.size <= b.off || b.off+b.size <= a.off {
					continue
				}
				return false
			}
			if ao, bo := lower.BaseObject(a.root), lower.BaseObject(b.root); ao == nil || bo == nil || ao == bo {
				return false
			}
		}
	}
	return true
}

// lowerLaneMajor lowers run: its scalar side instructions first, then
// each lane of each member in turn.
func (l *fn) lowerLaneMajor(run *laneRun) error {
	for _, s := range run.side {
		// Lowered here, not skipped as done: the core skips it later.
		delete(l.laneDone, s)
		err := l.Instruction(s)
		l.laneDone[s] = true
		if err != nil {
			return err
		}
	}
	// regs holds each member's lanes as they are made; a member's value
	// is defined by that slice, which its readers' lane(v, i) reads once
	// lane i is in.
	regs := map[ir.Instruction][]mir.Reg{}
	addr := map[ir.Instruction]*lower.Value{}
	for _, m := range run.members {
		switch m := m.(type) {
		case *ir.InstLoad:
			x, err := l.Value(m.Src)
			if err != nil {
				return err
			}
			addr[m] = x
		case *ir.InstStore:
			x, err := l.Value(m.Dst)
			if err != nil {
				return err
			}
			addr[m] = x
		}
		if v, ok := m.(value.Value); ok {
			if _, isStore := m.(*ir.InstStore); !isStore {
				rs := make([]mir.Reg, run.lanes)
				regs[m] = rs
				l.Def(v, rs...)
			}
		}
	}
	for i := 0; i < run.lanes; i++ {
		for _, m := range run.members {
			switch m := m.(type) {
			case *ir.InstLoad:
				vt := m.ElemType.(*types.VectorType)
				off := int64(i) * l.Layout.Size(vt.ElemType)
				rs, err := l.loadLeaf(l.offset(addr[m], off), vt.ElemType)
				if err != nil {
					return err
				}
				regs[m][i] = rs[0]
			case *ir.InstStore:
				if l.DeadStore(m) {
					continue
				}
				vt := m.Src.Type().(*types.VectorType)
				v, err := l.lane(m.Src, i)
				if err != nil {
					return err
				}
				rs, err := l.Regs(v)
				if err != nil {
					return err
				}
				off := int64(i) * l.Layout.Size(vt.ElemType)
				if err := l.storeLeaf(l.offset(addr[m], off), vt.ElemType, rs); err != nil {
					return err
				}
			default:
				vt, _ := vecOf(m.(value.Value).Type())
				rs, err := l.laneOf(m, i, vt.ElemType)
				if err != nil {
					return err
				}
				regs[m][i] = rs[0]
			}
		}
	}
	return nil
}
