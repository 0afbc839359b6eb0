package backend

import (
	emitppc "github.com/ssara-project/ssara/emit/ppc"
	isappc "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/llvmir"
	lowerppc "github.com/ssara-project/ssara/lower/ppc"
	"github.com/ssara-project/ssara/mir"
)

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
			Name:     t.Name(),
			Arches:   abi.arches,
			Lower:    func(m *llvmir.Module) (*mir.Module, error) { return lowerppc.Lower(m, t) },
			Regs:     t,
			FuncRegs: t.ForFunc,
			Emitter:  emitppc.Emitter{ABI: t},
		})
	}
}
