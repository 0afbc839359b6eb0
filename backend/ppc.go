package backend

import (
	emitppc "github.com/ssara-project/ssara/emit/ppc"
	isappc "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/lower"
	lowerppc "github.com/ssara-project/ssara/lower/ppc"
)

// ppc64le (ELFv2) and ppc32 (System V): one selector, emitter and
// register file, each with its ABI.
func init() {
	for _, abi := range []struct {
		t      isappc.Target
		arches []string
	}{
		{isappc.PPC64LE, []string{"powerpc64le", "ppc64le"}},
		{isappc.PPC32, []string{"powerpc", "ppc"}},
	} {
		t := abi.t
		Register(&Backend{
			Name:        t.Name(),
			Arches:      abi.arches,
			NewSelector: func() lower.Selector { return lowerppc.NewSelector(t) },
			Regs:        t,
			FuncRegs:    t.ForFunc,
			Emitter:     emitppc.Emitter{ABI: t},
		})
	}
}
