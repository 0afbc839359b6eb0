package x86

import "github.com/ssara-project/ssara/mir"

// sjljSetjmp writes llvm.eh.sjlj.setjmp: the resume address into the
// buffer's second word, RAX = 0 on the way through and 1 where a longjmp
// resumes.
func (e *fnEmit) sjljSetjmp(in *mir.Instr) {
	resume, cont := e.newLocal(), e.newLocal()
	buf := reg(in.UseLocs[0], 64)
	e.ins("leaq\t%s(%%rip), %%rax", resume)
	e.ins("movq\t%%rax, 8(%s)", buf)
	e.ins("xorl\t%%eax, %%eax")
	e.ins("jmp\t%s", cont)
	e.w.WriteString(resume + ":\n")
	e.ins("movl\t$1, %%eax")
	e.w.WriteString(cont + ":\n")
}

// sjljLongjmp writes llvm.eh.sjlj.longjmp of the buffer in RAX: the
// frame and stack pointers setjmp's caller saved there, then a jump to
// the resume address.
func (e *fnEmit) sjljLongjmp() {
	e.ins("movq\t8(%%rax), %%rcx")
	e.ins("movq\t(%%rax), %%rbp")
	e.ins("movq\t16(%%rax), %%rsp")
	e.ins("jmpq\t*%%rcx")
}
