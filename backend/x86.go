package backend

import (
	emitx86 "github.com/ssara-project/ssara/emit/x86"
	isax86 "github.com/ssara-project/ssara/isa/x86"
	lowerx86 "github.com/ssara-project/ssara/lower/x86"
)

func init() {
	Register(&Backend{Name: "x86-64", Arches: []string{"x86_64"}, Lower: lowerx86.Lower, Regs: isax86.Target{}, Emitter: emitx86.Emitter{}})
}
