package x86

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// funnelGeneral lowers llvm.fshl/fshr whose inputs differ: shld/shrd for
// 32 and 64 bits, and for narrower types a shift of both inputs
// concatenated in one 64-bit register.
func (l *fn) funnelGeneral(in *ir.InstCall, left bool, args []value.Value) error {
	bits := intBits(args[0].Type())
	if bits == 0 || bits > 64 {
		return l.unsupported("funnel shift on " + args[0].Type().String())
	}
	a, err := l.reg(args[0])
	if err != nil {
		return err
	}
	b, err := l.reg(args[1])
	if err != nil {
		return err
	}
	c, isConst := args[2].(*constant.Int)
	if bits == 32 || bits == 64 {
		// fshl = shld a, b; fshr = shrd b, a. A count of 0 (mod bits)
		// leaves the destination unchanged, as the intrinsics require.
		dst, src, op := a, b, Shl
		if !left {
			dst, src, op = b, a, Shr
		}
		if isConst {
			l.def(in, l.tied(Shld, dst, []mir.Reg{src}, &Arith{Op: op, Bits: bits, Imm: lower.IntValue(c) & int64(bits-1)}))
			return nil
		}
		n, err := l.reg(args[2])
		if err != nil {
			return err
		}
		l.copyTo(RCX, n)
		l.def(in, l.tied(Shld, dst, []mir.Reg{src, RCX}, &Arith{Op: op, Bits: bits}))
		return nil
	}
	// t = a:b in the low 2*bits bits of a 64-bit register.
	za, err := l.extend(args[0], bits, 64, false)
	if err != nil {
		return err
	}
	zb, err := l.extend(args[1], bits, 64, false)
	if err != nil {
		return err
	}
	t := l.tied(Shift, za, nil, &Arith{Op: Shl, Bits: 64, Imm: int64(bits)})
	t = l.tied(ALU, t, []mir.Reg{zb}, &Arith{Op: Or, Bits: 64})
	var shl func(mir.Reg) mir.Reg
	var shr func(mir.Reg) mir.Reg
	if isConst {
		k := int64(uint64(lower.IntValue(c)) % uint64(bits))
		shl = func(r mir.Reg) mir.Reg { return l.tied(Shift, r, nil, &Arith{Op: Shl, Bits: 64, Imm: k}) }
		shr = func(r mir.Reg) mir.Reg { return l.tied(Shift, r, nil, &Arith{Op: Shr, Bits: 64, Imm: k}) }
	} else {
		n, err := l.binary("urem", args[2], constant.NewInt(args[2].Type().(*types.IntType), int64(bits)), args[2].Type())
		if err != nil {
			return err
		}
		by := func(op AluOp) func(mir.Reg) mir.Reg {
			return func(r mir.Reg) mir.Reg {
				l.copyTo(RCX, n)
				return l.tied(Shift, r, []mir.Reg{RCX}, &Arith{Op: op, Bits: 64})
			}
		}
		shl, shr = by(Shl), by(Shr)
	}
	if left {
		l.def(in, l.tied(Shift, shl(t), nil, &Arith{Op: Shr, Bits: 64, Imm: int64(bits)}))
	} else {
		l.def(in, shr(t))
	}
	return nil
}

// saturate lowers llvm.[su]{add,sub}.sat: the operation with its overflow
// flag (as the *.with.overflow intrinsics), then a select of the bound it
// overflowed towards.
func (l *fn) saturate(in *ir.InstCall, base string, args []value.Value) error {
	bits := intBits(args[0].Type())
	if bits == 0 || bits > 64 || bits > 32 && bits < 64 {
		return l.unsupported(base + " on " + args[0].Type().String())
	}
	op := base[len("llvm.") : len("llvm.")+4] // sadd, uadd, ssub, usub
	key := &ir.InstCall{}
	if err := l.overflow(key, "llvm."+op+".with.overflow", args); err != nil {
		return err
	}
	res := l.vals[key].regs
	delete(l.vals, key)
	r, o := res[0], res[1]
	var sat mir.Reg
	switch op {
	case "uadd":
		sat = l.movImm(-1, 64)
	case "usub":
		sat = l.movImm(0, 32)
	default:
		// Overflow goes towards the sign of the first operand:
		// sat = (a < 0) ? MIN : MAX = (a >> 63) ^ MAX.
		a, err := l.extend(args[0], bits, 64, true)
		if err != nil {
			return err
		}
		s := l.tied(Shift, a, nil, &Arith{Op: Sar, Bits: 64, Imm: 63})
		max := int64(uint64(1)<<uint(bits-1) - 1)
		if max == int64(int32(max)) {
			sat = l.tied(ALUImm, s, nil, &Arith{Op: Xor, Bits: 64, Imm: max})
		} else {
			sat = l.tied(ALU, s, []mir.Reg{l.movImm(max, 64)}, &Arith{Op: Xor, Bits: 64})
		}
	}
	t := l.copyOf(r)
	d := l.newGPR()
	sel := l.emit(Select, []mir.Reg{d}, []mir.Reg{t, sat, o}, &CondOp{Cond: Cond{CondIdx: 2, Test: true, Bits: 8}})
	sel.Tied = 0
	l.def(in, d)
	return nil
}

// frameAddress lowers llvm.frameaddress and llvm.returnaddress: RBP is
// always the frame pointer, so level n follows the saved-RBP chain n
// times and the return address sits above the saved RBP.
func (l *fn) frameAddress(in *ir.InstCall, level value.Value, ret bool) error {
	c, ok := level.(*constant.Int)
	if !ok {
		return l.unsupported("frame or return address of a variable level")
	}
	fp := l.newGPR()
	l.emit(Lea, []mir.Reg{fp}, nil, &Mem{Addr: Addr{BaseIdx: -1, IndexIdx: -1, Frame: -1, Incoming: true, Disp: -16}, Bits: 64})
	for i := int64(0); i < lower.IntValue(c); i++ {
		up := l.newGPR()
		l.emit(Load, []mir.Reg{up}, []mir.Reg{fp}, &Mem{Addr: Addr{BaseIdx: 0, IndexIdx: -1, Frame: -1, Scale: 1}, Bits: 64})
		fp = up
	}
	if !ret {
		l.def(in, fp)
		return nil
	}
	ra := l.newGPR()
	l.emit(Load, []mir.Reg{ra}, []mir.Reg{fp}, &Mem{Addr: Addr{BaseIdx: 0, IndexIdx: -1, Frame: -1, Scale: 1, Disp: 8}, Bits: 64})
	l.def(in, ra)
	return nil
}

// bitReverse lowers llvm.bitreverse: swap bits, pairs and nibbles with
// masks, bswap the 64-bit word, and shift the result down for narrower
// types.
func (l *fn) bitReverse(in *ir.InstCall, a value.Value) error {
	bits := intBits(a.Type())
	if bits == 0 || bits > 64 {
		return l.unsupported("bitreverse on " + a.Type().String())
	}
	x, err := l.reg(a)
	if err != nil {
		return err
	}
	alu := func(op AluOp, p, q mir.Reg) mir.Reg {
		return l.tied(ALU, p, []mir.Reg{q}, &Arith{Op: op, Bits: 64})
	}
	sh := func(op AluOp, p mir.Reg, n int64) mir.Reg {
		return l.tied(Shift, p, nil, &Arith{Op: op, Bits: 64, Imm: n})
	}
	for _, st := range []struct {
		n    int64
		mask uint64
	}{{1, 0x5555555555555555}, {2, 0x3333333333333333}, {4, 0x0f0f0f0f0f0f0f0f}} {
		m := l.movImm(int64(st.mask), 64)
		lo := alu(And, x, m)
		hi := alu(And, sh(Shr, x, st.n), m)
		x = alu(Or, sh(Shl, lo, st.n), hi)
	}
	x = l.tied(Unary, x, nil, &Arith{Op: Bswap, Bits: 64})
	if bits < 64 {
		x = sh(Shr, x, int64(64-bits))
	}
	l.def(in, x)
	return nil
}
