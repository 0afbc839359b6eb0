package backend

import (
	emitx86 "github.com/ssara-project/ssara/emit/x86"
	isax86 "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	lowerx86 "github.com/ssara-project/ssara/lower/x86"
)

// x86-64, System V.
func init() {
	be := &Backend{
		Name:        "x86-64",
		Arches:      []string{"x86_64"},
		NewSelector: func() lower.Selector { return lowerx86.NewSelector() },
		Regs:        isax86.Target{},
		FuncRegs:    isax86.Target{}.ForFunc,
		Emitter:     emitx86.Emitter{},
		FitBudget:   lowerx86.FitBudget,
		Desc:        "64-bit X86: EM64T and AMD64 (System V)",
		// Code for the baseline x86-64 (SSE2) runs on every level.
		CPUs:      []string{"x86-64", "generic", "x86-64-v2", "x86-64-v3", "x86-64-v4"},
		Assembler: []string{"as", "--64"},
	}
	static := *be
	static.NewSelector = func() lower.Selector { return lowerx86.NewStaticSelector() }
	static.Emitter = emitx86.Emitter{Static: true}
	be.Static = &static
	Register(be)
}
