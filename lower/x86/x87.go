package x86

import (
	"encoding/binary"
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// long double (x86_fp80) values never stay on the x87 register stack:
// they are two GPR leaves, the 64-bit significand and the 16-bit sign and
// exponent (so phis, selects, loads, stores and spills need nothing
// special), and each operation is one X87 instruction that writes its
// operands to a scratch frame object, loads them onto the x87 stack,
// computes and stores the result back (the stack is empty between
// instructions and at calls, as the ABI wants). Arguments go in memory,
// results come back in ST(0).

func isX87(t types.Type) bool {
	ft, ok := t.(*types.FloatType)
	return ok && ft.Kind == types.FloatKindX86_FP80
}

// x87Leaves are the leaf types of an x86_fp80 value.
var x87Leaves = []types.Type{types.I64, types.I16}

// x87Scratch returns the function's x87 scratch frame object.
func (l *fn) x87Scratch() int {
	if l.x87Frame == 0 {
		l.F.Frame = append(l.F.Frame, mir.FrameObject{Size: 32, Align: 16})
		l.x87Frame = len(l.F.Frame)
	}
	return l.x87Frame - 1
}

func (l *fn) x87(op string, defs, uses []mir.Reg, aux *isa.X87Op) *mir.Instr {
	aux.Op = op
	aux.Frame = l.x87Scratch()
	return l.emit(isa.X87, defs, uses, aux)
}

// x87Const returns the two words of an x86_fp80 constant.
func (l *fn) x87Const(c *constant.Float) ([]mir.Reg, error) {
	b, err := lower.FloatBytes(c, false)
	if err != nil {
		return nil, l.Errorf("%v", err)
	}
	var p [16]byte
	copy(p[:], b)
	lo := int64(binary.LittleEndian.Uint64(p[0:]))
	hi := int64(binary.LittleEndian.Uint16(p[8:]))
	return []mir.Reg{l.movImm(lo, 64), l.movImm(hi, 32)}, nil
}

func (l *fn) words80(v value.Value) ([]mir.Reg, error) {
	regs, err := l.Regs(v)
	if err != nil {
		return nil, err
	}
	if len(regs) != 2 {
		return nil, l.Errorf("internal: x86_fp80 value in %d registers", len(regs))
	}
	return regs, nil
}

// x87Bin lowers fadd, fsub, fmul and fdiv on x86_fp80.
func (l *fn) x87Bin(in value.Value, op string, x, y value.Value) error {
	a, err := l.words80(x)
	if err != nil {
		return err
	}
	b, err := l.words80(y)
	if err != nil {
		return err
	}
	l.Def(in, l.x87BinRegs(op, a, b)...)
	return nil
}

func (l *fn) x87BinRegs(op string, a, b []mir.Reg) []mir.Reg {
	d := []mir.Reg{l.newGPR(), l.newGPR()}
	l.x87(op, d, []mir.Reg{a[0], a[1], b[0], b[1]}, &isa.X87Op{})
	return d
}

// x87MulAdd lowers llvm.fmuladd on x86_fp80 unfused, as llc does.
func (l *fn) x87MulAdd(in *ir.InstCall, args []value.Value) error {
	var w [3][]mir.Reg
	for i := range w {
		r, err := l.words80(args[i])
		if err != nil {
			return err
		}
		w[i] = r
	}
	l.Def(in, l.x87BinRegs("add", l.x87BinRegs("mul", w[0], w[1]), w[2])...)
	return nil
}

// x87Sign flips (fneg) or clears (fabs) the sign bit.
func (l *fn) x87Sign(in value.Value, x value.Value, neg bool) error {
	a, err := l.words80(x)
	if err != nil {
		return err
	}
	hi := l.tied(isa.ALUImm, a[1], nil, &isa.Arith{Op: isa.Xor, Bits: 32, Imm: 0x8000})
	if !neg {
		hi = l.tied(isa.ALUImm, a[1], nil, &isa.Arith{Op: isa.And, Bits: 32, Imm: 0x7fff})
	}
	l.Def(in, a[0], hi)
	return nil
}

// x87Cmp is fcmp on x86_fp80 as 0/1 in a GPR.
func (l *fn) x87Cmp(p mir.FCond, x, y value.Value) (mir.Reg, error) {
	a, err := l.words80(x)
	if err != nil {
		return 0, err
	}
	b, err := l.words80(y)
	if err != nil {
		return 0, err
	}
	d := l.newGPR()
	defs := []mir.Reg{d}
	if p == mir.FOeq || p == mir.FUne {
		defs = append(defs, l.newGPR())
	}
	l.x87("cmp", defs, []mir.Reg{a[0], a[1], b[0], b[1]}, &isa.X87Op{FC: p})
	return d, nil
}

// x87Convert lowers fpext, fptrunc, and int/float conversions with an
// x86_fp80 side.
func (l *fn) x87Convert(in value.Value, from value.Value, to types.Type, op string) error {
	ft := from.Type()
	switch {
	case isX87(ft) && isX87(to):
		return l.Alias(in, from)
	case isX87(to) && lower.IsFloat(ft):
		x, err := l.Reg(from)
		if err != nil {
			return err
		}
		d := []mir.Reg{l.newGPR(), l.newGPR()}
		l.x87("ext", d, []mir.Reg{x}, &isa.X87Op{Bits: lower.FloatBits(ft)})
		l.Def(in, d...)
		return nil
	case isX87(ft) && lower.IsFloat(to):
		a, err := l.words80(from)
		if err != nil {
			return err
		}
		d := l.newFPR()
		l.x87("trunc", []mir.Reg{d}, a, &isa.X87Op{Bits: lower.FloatBits(to)})
		l.Def(in, d)
		return nil
	case isX87(to) && (op == "si2f" || op == "u2f"):
		bits := intBits(ft)
		if bits == 0 || bits > 64 {
			return l.Unsupported(fmt.Sprintf("conversion from %s to x86_fp80", ft))
		}
		x, err := l.extend(from, bits, 64, op == "si2f")
		if err != nil {
			return err
		}
		aux := &isa.X87Op{}
		if op == "u2f" && bits < 64 {
			op = "si2f"
		}
		if op == "u2f" {
			aux.Pool = l.Pool([]byte{0, 0, 0x80, 0x5f}, 4) // 2^64 as a float
		}
		d := []mir.Reg{l.newGPR(), l.newGPR()}
		l.x87(op, d, []mir.Reg{x}, aux)
		l.Def(in, d...)
		return nil
	case isX87(ft) && (op == "f2si" || op == "f2ui"):
		bits := intBits(to)
		if bits == 0 || bits > 64 {
			return l.Unsupported(fmt.Sprintf("conversion from x86_fp80 to %s", to))
		}
		a, err := l.words80(from)
		if err != nil {
			return err
		}
		d := l.newGPR()
		aux := &isa.X87Op{}
		if op == "f2ui" && bits == 64 {
			aux.Pool = l.Pool([]byte{0, 0, 0, 0x5f}, 4) // 2^63 as a float
			l.x87("f2u64", []mir.Reg{d}, a, aux)
		} else {
			// The integer store's width as llc picks it (it decides
			// what out-of-range values give): 16 or 32 bits for signed
			// results that fit, else 64 (unsigned: one size up).
			aux.Bits = 64
			switch {
			case op == "f2si" && bits <= 16:
				aux.Bits = 16
			case op == "f2si" && bits <= 32, op == "f2ui" && bits <= 16:
				aux.Bits = 32
			}
			l.x87("f2si", []mir.Reg{d}, a, aux)
		}
		l.Def(in, d)
		return nil
	}
	return l.Unsupported(fmt.Sprintf("conversion from %s to %s", ft, to))
}

// x87Ret puts a returned x86_fp80 into ST(0) just before Ret.
func (l *fn) x87Ret(v value.Value) error {
	a, err := l.words80(v)
	if err != nil {
		return err
	}
	l.x87("fldret", nil, a, &isa.X87Op{})
	return nil
}

// x87Result takes a call's x86_fp80 result from ST(0).
func (l *fn) x87Result() []mir.Reg {
	d := []mir.Reg{l.newGPR(), l.newGPR()}
	l.x87("popret", d, nil, &isa.X87Op{})
	return d
}

// hasX87 reports whether type t is or contains x86_fp80.
func hasX87(t types.Type) bool {
	switch t := t.(type) {
	case *types.FloatType:
		return t.Kind == types.FloatKindX86_FP80
	case *types.StructType:
		for _, f := range t.Fields {
			if hasX87(f) {
				return true
			}
		}
	case *types.ArrayType:
		return hasX87(t.ElemType)
	}
	return false
}

// x87Arg is an x86_fp80 call argument (passed in memory).
func (l *fn) x87Arg(v value.Value) (callArg, error) {
	w, err := l.words80(v)
	if err != nil {
		return callArg{}, err
	}
	return callArg{x87: true, reg: w[0], reg2: w[1]}, nil
}
