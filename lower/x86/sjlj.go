package x86

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// sjljSetjmp lowers llvm.eh.sjlj.setjmp (GCC's __builtin_setjmp; clang
// has already stored the frame address in buf[0] and the stack pointer
// in buf[2]): the resume address goes in buf[1], the result is 0, and 1
// when sjljLongjmp comes back. A longjmp arrives from deeper frames with
// only RBP and RSP restored, so the instruction destroys every register:
// the callee-saved ones are defs (the function saves them for its
// caller) and values live across it stay in memory; the function returns
// twice (no spill-slot sharing), as llc-14 treats it.
func (l *fn) sjljSetjmp(in *ir.InstCall, buf value.Value) error {
	b, err := l.Reg(buf)
	if err != nil {
		return err
	}
	l.F.ReturnsTwice = true
	defs := []mir.Reg{isa.RAX, isa.RBX, isa.R12, isa.R13, isa.R14, isa.R15}
	sj := l.emit(isa.SjLjSetjmp, defs, []mir.Reg{b}, nil)
	sj.EarlyClobber = true // RAX is written (the resume address) before the buffer is read
	sj.Clobbers = isa.CallerSaved.Remove(isa.RAX)
	d := l.newGPR()
	l.CopyTo(d, isa.RAX)
	l.Def(in, d)
	return nil
}

// sjljLongjmp lowers llvm.eh.sjlj.longjmp: RBP, RSP and the resume
// address from the buffer, and a jump there.
func (l *fn) sjljLongjmp(buf value.Value) error {
	b, err := l.Reg(buf)
	if err != nil {
		return err
	}
	l.CopyTo(isa.RAX, b)
	lj := l.emit(isa.SjLjLongjmp, nil, []mir.Reg{isa.RAX}, nil)
	lj.Clobbers = isa.CallerSaved.Remove(isa.RAX)
	return nil
}
