package x86

import (
	"strconv"
	"strings"

	x "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// vecInstr writes the vector operations of lower/x86 (SSE2); it reports
// whether in was one.
func (e *fnEmit) vecInstr(in *mir.Instr) bool {
	switch in.Op {
	case x.VOp:
		o := in.Aux.(*x.VecOp)
		bits := o.GPRBits
		if bits == 0 {
			bits = 64
		}
		r := func(l mir.Loc) string { return reg(l, bits) }
		var args []string
		if o.HasImm {
			args = append(args, "$"+strconv.FormatInt(o.Imm, 10))
		}
		if in.Tied == 0 {
			if len(in.Uses) > 1 {
				args = append(args, r(in.UseLocs[1]))
			}
		} else if len(in.Uses) > 0 {
			args = append(args, r(in.UseLocs[0]))
		}
		args = append(args, r(in.DefLocs[0]))
		e.ins("%s\t%s", o.Mn, strings.Join(args, ", "))
	case x.VLoad:
		m := in.Aux.(*x.VMem)
		e.ins("%s\t%s, %s", vmov(m), e.mem(&m.Mem, in, 0), reg(in.DefLocs[0], 0))
	case x.VStore:
		m := in.Aux.(*x.VMem)
		e.ins("%s\t%s, %s", vmov(m), reg(in.UseLocs[0], 0), e.mem(&m.Mem, in, 1))
	case x.VConst:
		c := in.Aux.(*x.VConstInfo)
		d := reg(in.DefLocs[0], 0)
		switch {
		case c.Zero:
			e.ins("xorps\t%s, %s", d, d)
		case c.Ones:
			e.ins("pcmpeqd\t%s, %s", d, d)
		default:
			e.ins("movaps\t%s(%%rip), %s", c.Label, d)
		}
	default:
		return false
	}
	return true
}

// vmov is the move for a vector memory access of m.Bits.
func vmov(m *x.VMem) string {
	switch m.Bits {
	case 32:
		return "movd"
	case 64:
		return "movq"
	}
	if m.Aligned {
		return "movaps"
	}
	return "movups"
}

// wide reports whether l is a 16-byte spill slot.
func (e *fnEmit) wide(l mir.Loc) bool {
	return l.IsSlot() && e.f.Slots[l.Slot].Size >= 16
}

// vecMove writes a move that involves a 16-byte slot (a vector of XMM
// registers); it reports whether it did.
func (e *fnEmit) vecMove(dst, src mir.Loc, c mir.Class) bool {
	if c != mir.FPR || !(e.wide(src) || e.wide(dst)) {
		return false
	}
	mov := func(l mir.Loc) string {
		if e.f.Slots[l.Slot].Align >= 16 {
			return "movaps"
		}
		return "movups"
	}
	switch {
	case src.IsReg() && dst.IsSlot():
		e.ins("%s\t%s, %s                # 16-byte Spill", mov(dst), reg(src, 0), e.slot(dst))
	case src.IsSlot() && dst.IsReg():
		e.ins("%s\t%s, %s                # 16-byte Reload", mov(src), e.slot(src), reg(dst, 0))
	case src.IsSlot() && dst.IsSlot():
		n := e.f.Slots[src.Slot].Size
		if m := e.f.Slots[dst.Slot].Size; m < n {
			n = m
		}
		// push computes an RSP-based address before it lowers RSP, pop
		// after it raises it: both see the body's RSP.
		for off := int64(0); off < n; off += 8 {
			e.ins("pushq\t%s", e.frameRef(e.fr.slotOff[src.Slot]+off))
			e.ins("popq\t%s", e.frameRef(e.fr.slotOff[dst.Slot]+off))
		}
	default:
		return false
	}
	return true
}
