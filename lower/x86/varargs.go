package x86

import (
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// System V register save area of a variadic function: the six integer
// argument registers at 0..47, then XMM0-7 at 48+16*i (176 bytes).
const (
	saveAreaSize = 6*8 + 8*16
	saveAreaFP   = 6 * 8
)

// varargs is what va_start needs to know about a variadic function: the
// register save area and how much of each register file and of the
// incoming stack area the named parameters used.
type varargs struct {
	save     int // frame object of the register save area
	gp, fp   int // named parameters in GPRs and XMM registers
	stackOff int64
}

// saveArgRegs spills every argument register into the register save area
// at the entry of a variadic function. XMM registers are saved whatever
// AL says (the caller's count of vector registers used): correct for any
// caller, and only the low 64 bits are needed since va_arg reads doubles.
func (l *fn) saveArgRegs(gi, fi int, stackOff int64) {
	l.F.Frame = append(l.F.Frame, mir.FrameObject{Size: saveAreaSize, Align: 16})
	l.va = &varargs{save: len(l.F.Frame) - 1, gp: gi, fp: fi, stackOff: stackOff}
	at := func(off int64, bits int, fp bool) *isa.Mem {
		return &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: l.va.save, Disp: off}, Bits: bits, FP: fp}
	}
	for i := gi; i < len(isa.ArgGPRs); i++ {
		t := l.newGPR()
		l.CopyTo(t, isa.ArgGPRs[i])
		l.emit(isa.Store, nil, []mir.Reg{t}, at(int64(8*i), 64, false))
	}
	for i := fi; i < 8; i++ {
		t := l.newFPR()
		l.CopyTo(t, isa.XMM(i))
		l.emit(isa.Store, nil, []mir.Reg{t}, at(int64(saveAreaFP+16*i), 64, true))
	}
}

// vaStart fills the va_list at p: gp_offset, fp_offset, overflow_arg_area
// (the first unnamed stack argument) and reg_save_area.
func (l *fn) vaStart(p value.Value) error {
	if l.va == nil {
		return l.Unsupported("va_start in a function that is not variadic")
	}
	mem, uses, err := l.address(p)
	if err != nil {
		return err
	}
	field := func(off int64, bits int) *isa.Mem {
		m := *mem
		m.Disp += off
		m.Bits = bits
		return &m
	}
	gp := *field(0, 32)
	gp.Imm = int64(8 * l.va.gp)
	l.emit(isa.StoreImm, nil, append([]mir.Reg(nil), uses...), &gp)
	fp := *field(4, 32)
	fp.Imm = int64(saveAreaFP + 16*l.va.fp)
	l.emit(isa.StoreImm, nil, append([]mir.Reg(nil), uses...), &fp)
	over := l.newGPR()
	l.emit(isa.Lea, []mir.Reg{over}, nil, &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: -1, Incoming: true, Disp: l.va.stackOff}, Bits: 64})
	l.emit(isa.Store, nil, append([]mir.Reg{over}, uses...), field(8, 64))
	save := l.newGPR()
	l.emit(isa.Lea, []mir.Reg{save}, nil, &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: l.va.save}, Bits: 64})
	l.emit(isa.Store, nil, append([]mir.Reg{save}, uses...), field(16, 64))
	return nil
}

// vaCopy copies the 24-byte va_list at src to dst.
func (l *fn) vaCopy(dst, src value.Value) error {
	dm, du, err := l.address(dst)
	if err != nil {
		return err
	}
	sm, su, err := l.address(src)
	if err != nil {
		return err
	}
	for off := int64(0); off < 24; off += 8 {
		s := *sm
		s.Disp += off
		s.Bits = 64
		t := l.newGPR()
		l.emit(isa.Load, []mir.Reg{t}, append([]mir.Reg(nil), su...), &s)
		d := *dm
		d.Disp += off
		d.Bits = 64
		l.emit(isa.Store, nil, append([]mir.Reg{t}, du...), &d)
	}
	return nil
}
