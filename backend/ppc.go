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
		desc   string
		cpus   []string
		as     []string
	}{
		// ELFv2 code needs POWER8 (the ABI's baseline).
		{isappc.PPC64LE, []string{"powerpc64le", "ppc64le"}, "PowerPC 64 LE (ELFv2)",
			[]string{"ppc64le", "generic", "pwr8", "pwr9", "pwr10", "ppc64"},
			[]string{"powerpc64le-linux-gnu-as", "-a64", "-mpower8"}},
		// 32-bit code uses the classic FPU and no AltiVec.
		{isappc.PPC32, []string{"powerpc", "ppc"}, "PowerPC 32 (System V)",
			[]string{"ppc", "generic", "ppc32", "603", "603e", "604", "604e", "750", "g3", "7400", "g4", "970", "g5", "pwr4", "pwr5", "pwr6", "pwr7", "pwr8", "pwr9"},
			[]string{"powerpc-linux-gnu-as", "-a32", "-many"}},
	} {
		be := ppcBackend(abi.t, abi.arches, abi.desc, abi.cpus, abi.as)
		if !abi.t.Is64 {
			be.PIC = ppcBackend(isappc.PPC32PIC, abi.arches, abi.desc, abi.cpus, abi.as)
		}
		Register(be)
	}
}

func ppcBackend(t isappc.Target, arches []string, desc string, cpus, as []string) *Backend {
	return &Backend{
		Name:        t.Name(),
		Arches:      arches,
		NewSelector: func() lower.Selector { return lowerppc.NewSelector(t) },
		Regs:        t,
		FuncRegs:    t.ForFunc,
		FitBudget:   lowerppc.FitBudget(t),
		Emitter:     emitppc.Emitter{ABI: t},
		Desc:        desc,
		CPUs:        cpus,
		Assembler:   as,
	}
}
