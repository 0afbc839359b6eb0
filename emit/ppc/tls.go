package ppc

import p "github.com/ssara-project/ssara/isa/ppc"

// tlsHa writes the high part of a thread-local variable's address (a
// SymHa with TLS set): local-exec adds sym@tprel@ha to the thread pointer
// (r13 on ppc64le, r2 on ppc32); initial-exec (ppc64le) starts the load
// of the variable's offset from its GOT entry.
func (e *fnEmit) tlsHa(s *p.SymRef, d int) {
	switch {
	case s.TLS == p.TLSInitialExec:
		e.ins("addis %d, 2, %s@got@tprel@ha", d, s.Sym)
	case e.t.Is64:
		e.ins("addis %d, 13, %s@tprel@ha", d, s.Sym)
	default:
		e.ins("addis %d, 2, %s@tprel@ha", d, s.Sym)
	}
}

// tlsLo completes the address from the high part in register ha.
func (e *fnEmit) tlsLo(s *p.SymRef, d, ha int) {
	if s.TLS == p.TLSInitialExec {
		e.ins("ld %d, %s@got@tprel@l(%d)", d, s.Sym, ha)
		e.ins("add %d, %d, %s@tls", d, d, s.Sym)
		return
	}
	e.ins("addi %d, %d, %s@tprel@l", d, ha, s.Sym)
}
