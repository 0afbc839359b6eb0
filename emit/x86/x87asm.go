package x86

import (
	"strings"

	x "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// x87Asm writes inline assembly on the x87 stack (lower/x86.x87Asm):
// each input through the scratch slot s onto the stack, the template, the
// result from ST(0) back through s, and pops of what is left.
func (e *fnEmit) x87Asm(in *mir.Instr, a *x.X87Asm, s, hi string) {
	suffix := map[int]string{80: "t", 64: "l", 32: "s"}
	mov := map[int]string{64: "movsd", 32: "movss"}
	ui := 0
	for _, b := range a.InBits {
		if b == 80 {
			e.ins("movq\t%s, %s", reg(in.UseLocs[ui], 64), s)
			e.ins("movw\t%s, %s", reg(in.UseLocs[ui+1], 16), hi)
			ui += 2
		} else {
			e.ins("%s\t%s, %s", mov[b], reg(in.UseLocs[ui], 0), s)
			ui++
		}
		e.ins("fld%s\t%s", suffix[b], s)
	}
	for _, line := range strings.Split(a.Template, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			e.ins("%s", line)
		}
	}
	left := len(a.InBits) // values on the stack now
	if a.Pops {
		left--
	}
	switch a.OutBits {
	case 0:
	case 80:
		e.ins("fstpt\t%s", s)
		e.ins("movq\t%s, %s", s, reg(in.DefLocs[0], 64))
		e.ins("movzwl\t%s, %s", hi, reg(in.DefLocs[1], 32))
		left--
	default:
		e.ins("fstp%s\t%s", suffix[a.OutBits], s)
		e.ins("%s\t%s, %s", mov[a.OutBits], s, reg(in.DefLocs[0], 0))
		left--
	}
	for ; left > 0; left-- {
		e.ins("fstp\t%%st(0)")
	}
}
