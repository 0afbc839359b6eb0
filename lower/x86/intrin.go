package x86

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// funnelGeneral lowers llvm.fshl/fshr whose inputs differ: shld/shrd for
// 32 and 64 bits, and for narrower types a shift of both inputs
// concatenated in one 64-bit register.
func (l *fn) funnelGeneral(in *ir.InstCall, left bool, args []value.Value) error {
	bits := intBits(args[0].Type())
	if bits == 0 || bits > 64 {
		return l.Unsupported("funnel shift on " + args[0].Type().String())
	}
	a, err := l.Reg(args[0])
	if err != nil {
		return err
	}
	b, err := l.Reg(args[1])
	if err != nil {
		return err
	}
	c, isConst := args[2].(*constant.Int)
	if bits == 32 || bits == 64 {
		// fshl = shld a, b; fshr = shrd b, a. A count of 0 (mod bits)
		// leaves the destination unchanged, as the intrinsics require.
		dst, src, op := a, b, isa.Shl
		if !left {
			dst, src, op = b, a, isa.Shr
		}
		if isConst {
			l.Def(in, l.tied(isa.Shld, dst, []mir.Reg{src}, &isa.Arith{Op: op, Bits: bits, Imm: lower.IntValue(c) & int64(bits-1)}))
			return nil
		}
		n, err := l.Reg(args[2])
		if err != nil {
			return err
		}
		l.CopyTo(isa.RCX, n)
		l.Def(in, l.tied(isa.Shld, dst, []mir.Reg{src, isa.RCX}, &isa.Arith{Op: op, Bits: bits}))
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
	t := l.tied(isa.Shift, za, nil, &isa.Arith{Op: isa.Shl, Bits: 64, Imm: int64(bits)})
	t = l.tied(isa.ALU, t, []mir.Reg{zb}, &isa.Arith{Op: isa.Or, Bits: 64})
	var shl func(mir.Reg) mir.Reg
	var shr func(mir.Reg) mir.Reg
	if isConst {
		k := int64(uint64(lower.IntValue(c)) % uint64(bits))
		shl = func(r mir.Reg) mir.Reg { return l.tied(isa.Shift, r, nil, &isa.Arith{Op: isa.Shl, Bits: 64, Imm: k}) }
		shr = func(r mir.Reg) mir.Reg { return l.tied(isa.Shift, r, nil, &isa.Arith{Op: isa.Shr, Bits: 64, Imm: k}) }
	} else {
		n, err := l.binary("urem", args[2], constant.NewInt(args[2].Type().(*types.IntType), int64(bits)), args[2].Type())
		if err != nil {
			return err
		}
		by := func(op isa.AluOp) func(mir.Reg) mir.Reg {
			return func(r mir.Reg) mir.Reg {
				l.CopyTo(isa.RCX, n)
				return l.tied(isa.Shift, r, []mir.Reg{isa.RCX}, &isa.Arith{Op: op, Bits: 64})
			}
		}
		shl, shr = by(isa.Shl), by(isa.Shr)
	}
	if left {
		l.Def(in, l.tied(isa.Shift, shl(t), nil, &isa.Arith{Op: isa.Shr, Bits: 64, Imm: int64(bits)}))
	} else {
		l.Def(in, shr(t))
	}
	return nil
}

// saturate lowers llvm.[su]{add,sub}.sat: the operation with its overflow
// flag (as the *.with.overflow intrinsics), then a select of the bound it
// overflowed towards.
func (l *fn) saturate(in *ir.InstCall, base string, args []value.Value) error {
	bits := intBits(args[0].Type())
	if bits == 0 || bits > 64 || bits > 32 && bits < 64 {
		return l.Unsupported(base + " on " + args[0].Type().String())
	}
	op := base[len("llvm.") : len("llvm.")+4] // sadd, uadd, ssub, usub
	key := &ir.InstCall{}
	if err := l.overflow(key, "llvm."+op+".with.overflow", args); err != nil {
		return err
	}
	res := l.Vals[key].Regs
	delete(l.Vals, key)
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
		s := l.tied(isa.Shift, a, nil, &isa.Arith{Op: isa.Sar, Bits: 64, Imm: 63})
		max := int64(uint64(1)<<uint(bits-1) - 1)
		if max == int64(int32(max)) {
			sat = l.tied(isa.ALUImm, s, nil, &isa.Arith{Op: isa.Xor, Bits: 64, Imm: max})
		} else {
			sat = l.tied(isa.ALU, s, []mir.Reg{l.movImm(max, 64)}, &isa.Arith{Op: isa.Xor, Bits: 64})
		}
	}
	t := l.CopyOf(r)
	d := l.newGPR()
	sel := l.emit(isa.Select, []mir.Reg{d}, []mir.Reg{t, sat, o}, &isa.CondOp{Cond: isa.Cond{CondIdx: 2, Test: true, Bits: 8}})
	sel.Tied = 0
	l.Def(in, d)
	return nil
}

// frameAddress lowers llvm.frameaddress and llvm.returnaddress: the
// function keeps RBP as its frame pointer (FuncInfo.FramePointer), so
// level n follows the saved-RBP chain n times and the return address
// sits above the saved RBP.
func (l *fn) frameAddress(in *ir.InstCall, level value.Value, ret bool) error {
	c, ok := level.(*constant.Int)
	if !ok {
		return l.Unsupported("frame or return address of a variable level")
	}
	l.info.FramePointer = true
	fp := l.newGPR()
	l.emit(isa.Lea, []mir.Reg{fp}, nil, &isa.Mem{Addr: isa.Addr{BaseIdx: -1, IndexIdx: -1, Frame: -1, Incoming: true, Disp: -16}, Bits: 64})
	for i := int64(0); i < lower.IntValue(c); i++ {
		up := l.newGPR()
		l.emit(isa.Load, []mir.Reg{up}, []mir.Reg{fp}, &isa.Mem{Addr: isa.Addr{BaseIdx: 0, IndexIdx: -1, Frame: -1, Scale: 1}, Bits: 64})
		fp = up
	}
	if !ret {
		l.Def(in, fp)
		return nil
	}
	ra := l.newGPR()
	l.emit(isa.Load, []mir.Reg{ra}, []mir.Reg{fp}, &isa.Mem{Addr: isa.Addr{BaseIdx: 0, IndexIdx: -1, Frame: -1, Scale: 1, Disp: 8}, Bits: 64})
	l.Def(in, ra)
	return nil
}

// bitReverse lowers llvm.bitreverse: swap bits, pairs and nibbles with
// masks, bswap the 64-bit word, and shift the result down for narrower
// types.
func (l *fn) bitReverse(in *ir.InstCall, a value.Value) error {
	bits := intBits(a.Type())
	if bits == 0 || bits > 64 {
		return l.Unsupported("bitreverse on " + a.Type().String())
	}
	x, err := l.Reg(a)
	if err != nil {
		return err
	}
	alu := func(op isa.AluOp, p, q mir.Reg) mir.Reg {
		return l.tied(isa.ALU, p, []mir.Reg{q}, &isa.Arith{Op: op, Bits: 64})
	}
	sh := func(op isa.AluOp, p mir.Reg, n int64) mir.Reg {
		return l.tied(isa.Shift, p, nil, &isa.Arith{Op: op, Bits: 64, Imm: n})
	}
	for _, st := range []struct {
		n    int64
		mask uint64
	}{{1, 0x5555555555555555}, {2, 0x3333333333333333}, {4, 0x0f0f0f0f0f0f0f0f}} {
		m := l.movImm(int64(st.mask), 64)
		lo := alu(isa.And, x, m)
		hi := alu(isa.And, sh(isa.Shr, x, st.n), m)
		x = alu(isa.Or, sh(isa.Shl, lo, st.n), hi)
	}
	x = l.tied(isa.Unary, x, nil, &isa.Arith{Op: isa.Bswap, Bits: 64})
	if bits < 64 {
		x = sh(isa.Shr, x, int64(64-bits))
	}
	l.Def(in, x)
	return nil
}
