package backend

import (
	emitx86 "github.com/ssara-project/ssara/emit/x86"
	isax86 "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	lowerx86 "github.com/ssara-project/ssara/lower/x86"
)

// x86-64, System V.
func init() {
	Register(&Backend{
		Name:        "x86-64",
		Arches:      []string{"x86_64"},
		NewSelector: func() lower.Selector { return lowerx86.NewSelector() },
		Regs:        isax86.Target{},
		Emitter:     emitx86.Emitter{},
	})
}
