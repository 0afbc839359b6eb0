package x86

import (
	"fmt"

	x "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// x87 writes an x86_fp80 operation (see lower/x86.X87Op): operands go
// through the scratch frame object onto the x87 stack, the result comes
// back the same way, and the stack is empty again afterwards.
func (e *fnEmit) x87(in *mir.Instr) {
	o := in.Aux.(*x.X87Op)
	base := e.fr.objOff[o.Frame]
	at := func(off int64) string { return e.frameRef(base + off) }
	s := at(0)
	u := func(i, bits int) string { return reg(in.UseLocs[i], bits) }
	d := func(i, bits int) string { return reg(in.DefLocs[i], bits) }
	put := func(i int) { // words Uses[i], Uses[i+1] to the scratch
		e.ins("movq\t%s, %s", u(i, 64), s)
		e.ins("movw\t%s, %s", u(i+1, 16), at(8))
	}
	// load pushes operand i (0 or 2) onto the x87 stack: through the
	// scratch, or from BMem for the second operand when it is there.
	load := func(i int) {
		if i == 2 && o.BMem != nil {
			e.ins("fldt\t%s", e.mem(&x.Mem{Addr: *o.BMem}, in, 0))
			return
		}
		put(i)
		e.ins("fldt\t%s", s)
	}
	get := func() {
		e.ins("movq\t%s, %s", s, d(0, 64))
		e.ins("movzwl\t%s, %s", at(8), d(1, 32))
	}
	truncMode := func(store string) { // store ST(0) as an integer, rounding toward zero
		e.ins("fnstcw\t%s", at(16))
		e.ins("fnstcw\t%s", at(18))
		e.ins("orw\t$3072, %s", at(18))
		e.ins("fldcw\t%s", at(18))
		e.ins("%s\t%s", store, s)
		e.ins("fldcw\t%s", at(16))
	}
	fsz := map[int]string{32: "s", 64: "l"}
	switch o.Op {
	case "add", "sub", "mul", "div":
		load(2)
		load(0)
		// ST(0) = a, ST(1) = b; the destination is ST(0), so AT&T and
		// Intel agree on the operand order.
		e.ins("f%s\t%%st(1), %%st", o.Op)
		e.ins("fstpt\t%s", s)
		e.ins("fstp\t%%st(0)")
		get()
	case "cmp":
		first, second := 2, 0
		if x.Swapped(o.FC) {
			first, second = 0, 2
		}
		load(first)
		load(second)
		e.ins("fucomip\t%%st(1), %%st")
		e.ins("fstp\t%%st(0)")
		e.fsetcc(o.FC, in)
		e.ins("movzbl\t%s, %s", d(0, 8), d(0, 32))
	case "ext":
		e.ins("movs%s\t%s, %s", fsuf(o.Bits)[1:], u(0, 0), s)
		e.ins("fld%s\t%s", fsz[o.Bits], s)
		e.ins("fstpt\t%s", s)
		get()
	case "trunc":
		put(0)
		e.ins("fldt\t%s", s)
		e.ins("fstp%s\t%s", fsz[o.Bits], s)
		e.ins("movs%s\t%s, %s", fsuf(o.Bits)[1:], s, d(0, 0))
	case "si2f", "u2f":
		e.ins("movq\t%s, %s", u(0, 64), s)
		e.ins("fildll\t%s", s)
		if o.Op == "u2f" {
			skip := e.newLocal()
			e.ins("testq\t%s, %s", u(0, 64), u(0, 64))
			e.ins("jns\t%s", skip)
			e.ins("fadds\t%s(%%rip)", o.Pool)
			fmt.Fprintf(e.w, "%s:\n", skip)
		}
		e.ins("fstpt\t%s", s)
		get()
	case "f2si":
		put(0)
		e.ins("fldt\t%s", s)
		switch o.Bits {
		case 16:
			truncMode("fistps")
			e.ins("movswl\t%s, %s", s, d(0, 32))
		case 32:
			truncMode("fistpl")
			e.ins("movl\t%s, %s", s, d(0, 32))
		default:
			truncMode("fistpll")
			e.ins("movq\t%s, %s", s, d(0, 64))
		}
	case "f2u64":
		// Values from 2^63 on are converted after subtracting 2^63, and
		// the top bit is put back.
		put(0)
		small := e.newLocal()
		e.ins("fldt\t%s", s)
		e.ins("flds\t%s(%%rip)", o.Pool)
		e.ins("fxch\t%%st(1)")
		e.ins("xorl\t%s, %s", d(0, 32), d(0, 32))
		e.ins("fucomi\t%%st(1), %%st")
		e.ins("jb\t%s", small)
		e.ins("fsub\t%%st(1), %%st")
		e.ins("movabsq\t$-9223372036854775808, %s", d(0, 64))
		fmt.Fprintf(e.w, "%s:\n", small)
		e.ins("fstp\t%%st(1)")
		truncMode("fistpll")
		e.ins("xorq\t%s, %s", s, d(0, 64))
	case "fldret":
		put(0)
		e.ins("fldt\t%s", s)
	case "popret":
		e.ins("fstpt\t%s", s)
		get()
	case "asm":
		e.x87Asm(in, o.Asm, s, at(8))
	default:
		e.ins("# unknown x87 operation %s", o.Op)
	}
}
