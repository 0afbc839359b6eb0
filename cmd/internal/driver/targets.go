package driver

import (
	"io"
	"strings"

	"github.com/pkg/errors"
	emitppc "github.com/ssara-project/ssara/emit/ppc"
	emitx86 "github.com/ssara-project/ssara/emit/x86"
	ppcisa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/lower/ppc"
	"github.com/ssara-project/ssara/lower/x86"
	"github.com/ssara-project/ssara/mir"
)

// marches lists the supported -march values.
var marches = []string{"x86-64", "ppc64le", "ppc32"}

// lowerFor selects instructions for march.
func lowerFor(march string, m *llvmir.Module) (*mir.Module, error) {
	switch march {
	case "x86-64":
		return x86.Lower(m)
	case "ppc64le":
		return ppc.Lower(m, ppcisa.PPC64LE)
	case "ppc32":
		return ppc.Lower(m, ppcisa.PPC32)
	}
	return nil, errors.Errorf("unsupported target %q (supported: %s)", march, strings.Join(marches, ", "))
}

// emitFunc writes one allocated function for the module's target.
func emitFunc(f *mir.Func, t mir.Target, i int) []byte {
	if pt, ok := t.(ppcisa.Target); ok {
		return emitppc.Func(f, pt, i)
	}
	return emitx86.Func(f, i)
}

// writeModuleFor writes the module's text, constants and data.
func writeModuleFor(w io.Writer, mod *mir.Module, texts [][]byte) error {
	if _, ok := mod.Target.(ppcisa.Target); ok {
		return emitppc.WriteModule(w, mod, texts)
	}
	return emitx86.WriteModule(w, mod, texts)
}

// funcTarget is the target a function is allocated, checked and emitted
// for: a back end may narrow the module's target per function (lower/ppc
// takes r31 out of allocation where the stack pointer moves).
func funcTarget(t mir.Target, f *mir.Func) mir.Target {
	if n, ok := f.Aux.(interface {
		Target(mir.Target) mir.Target
	}); ok {
		return n.Target(t)
	}
	return t
}
