package x86

import x "github.com/ssara-project/ssara/isa/x86"

// tlsAddr computes the address of a thread-local variable into register
// d (a LeaSym with TLS set), as llc-14 does when it needs the address in
// a register: the thread pointer %fs:0 plus the variable's offset, a
// link-time constant (local-exec) or loaded from the GOT (initial-exec).
func (e *fnEmit) tlsAddr(s *x.SymRef, d string) {
	e.ins("movq\t%%fs:0, %s", d)
	if s.TLS == x.TLSInitialExec {
		e.ins("addq\t%s@GOTTPOFF(%%rip), %s", s.Sym, d)
		return
	}
	e.ins("leaq\t%s@TPOFF(%s), %s", s.Sym, d, d)
}
