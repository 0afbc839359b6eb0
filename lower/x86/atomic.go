package x86

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/ssara-project/ssara/mir"
)

// Atomics on x86-64 (a total-store-order machine): loads and stores of
// naturally aligned 8/16/32/64-bit values are atomic, a sequentially
// consistent store is an xchg, read-modify-write operations are lock
// xadd, xchg or a lock cmpxchg loop, and only a sequentially consistent
// fence needs an instruction (mfence).
//
// The payload of Xchg, XAdd and CmpXchg is the *Mem of the location; its
// BaseIdx and IndexIdx count from the first address use (Uses[1] for Xchg
// and XAdd, Uses[2] for CmpXchg).

// atomicBits is the access width of an atomic operation on type bits.
func (l *fn) atomicBits(bits int) (int, error) {
	switch bits {
	case 8, 16, 32, 64:
		return bits, nil
	}
	return 0, l.unsupported(fmt.Sprintf("atomic operation on i%d", bits))
}

// atomicStore lowers a sequentially consistent atomic store as xchg (the
// old value is discarded). Weaker stores are plain moves.
func (l *fn) atomicStore(in *ir.InstStore) error {
	bits, err := l.atomicBits(intBits(in.Src.Type()))
	if err != nil {
		return err
	}
	mem, uses, err := l.address(in.Dst)
	if err != nil {
		return err
	}
	v, err := l.reg(in.Src)
	if err != nil {
		return err
	}
	m := *mem
	m.Bits = bits
	l.tied(Xchg, v, uses, &m)
	return nil
}

// fence lowers fence: mfence for seq_cst, nothing for the others (x86
// never reorders loads with loads, stores with stores, or stores before
// earlier loads).
func (l *fn) fence(in *ir.InstFence) error {
	if in.Ordering == enum.AtomicOrderingSequentiallyConsistent && in.SyncScope != "singlethread" {
		l.emit(MFence, nil, nil, nil)
	}
	return nil
}

// cmpxchgOp emits lock cmpxchg: expects cmp, stores nv when the location
// holds cmp; returns the old value and the success flag (0/1).
func (l *fn) cmpxchgOp(mem *Mem, uses []mir.Reg, bits int, cmp, nv mir.Reg) (old, ok mir.Reg) {
	m := *mem
	m.Bits = bits
	l.copyTo(RAX, cmp)
	ok = l.newGPR()
	l.emit(CmpXchg, []mir.Reg{RAX, ok}, append([]mir.Reg{RAX, nv}, uses...), &m)
	old = l.newGPR()
	l.copyTo(old, RAX)
	return old, ok
}

func (l *fn) cmpXchg(in *ir.InstCmpXchg) error {
	bits := intBits(in.Cmp.Type())
	bits, err := l.atomicBits(bits)
	if err != nil {
		return err
	}
	mem, uses, err := l.address(in.Ptr)
	if err != nil {
		return err
	}
	cmp, err := l.reg(in.Cmp)
	if err != nil {
		return err
	}
	nv, err := l.reg(in.New)
	if err != nil {
		return err
	}
	old, ok := l.cmpxchgOp(mem, uses, bits, cmp, nv)
	l.def(in, old, ok)
	return nil
}

// atomicRMW lowers atomicrmw: xchg and add/sub directly, the other
// operations as a compare-exchange loop in blocks of their own.
func (l *fn) atomicRMW(in *ir.InstAtomicRMW) error {
	bits, err := l.atomicBits(intBits(in.X.Type()))
	if err != nil {
		return err
	}
	mem, uses, err := l.address(in.Dst)
	if err != nil {
		return err
	}
	m := *mem
	m.Bits = bits
	x, err := l.reg(in.X)
	if err != nil {
		return err
	}
	ob := opBits(bits)
	switch in.Op {
	case enum.AtomicOpXChg:
		l.def(in, l.tied(Xchg, x, uses, &m))
		return nil
	case enum.AtomicOpAdd:
		l.def(in, l.tied(XAdd, x, uses, &m))
		return nil
	case enum.AtomicOpSub:
		n := l.tied(Unary, x, nil, &Arith{Op: Neg, Bits: ob})
		l.def(in, l.tied(XAdd, n, uses, &m))
		return nil
	}
	var step func(old mir.Reg) mir.Reg
	alu := func(op AluOp) func(mir.Reg) mir.Reg {
		return func(old mir.Reg) mir.Reg {
			return l.tied(ALU, old, []mir.Reg{x}, &Arith{Op: op, Bits: ob})
		}
	}
	minmax := func(cc CC) func(mir.Reg) mir.Reg {
		// new = old cc x ? old : x, compared at the access width.
		return func(old mir.Reg) mir.Reg {
			t := l.copyOf(x)
			d := l.newGPR()
			sel := l.emit(Select, []mir.Reg{d}, []mir.Reg{t, old, old, x}, &CondOp{Cond: Cond{CondIdx: 2, CC: cc, Bits: bits}})
			sel.Tied = 0
			return d
		}
	}
	switch in.Op {
	case enum.AtomicOpAnd:
		step = alu(And)
	case enum.AtomicOpOr:
		step = alu(Or)
	case enum.AtomicOpXor:
		step = alu(Xor)
	case enum.AtomicOpNAnd:
		step = func(old mir.Reg) mir.Reg {
			return l.tied(Unary, alu(And)(old), nil, &Arith{Op: Not, Bits: ob})
		}
	case enum.AtomicOpMax:
		step = minmax(CCGt)
	case enum.AtomicOpMin:
		step = minmax(CCLt)
	case enum.AtomicOpUMax:
		step = minmax(CCA)
	case enum.AtomicOpUMin:
		step = minmax(CCB)
	default:
		return l.unsupported("atomicrmw " + in.Op.String())
	}
	l.def(in, l.casLoop(&m, uses, step))
	return nil
}

// casLoop emits
//
//	first = load [m]
//	loop: old = phi(first, seen); new = step(old)
//	      seen, ok = cmpxchg [m], old, new; if !ok goto loop
//	done: ...
//
// and continues lowering in done; it returns old.
func (l *fn) casLoop(m *Mem, uses []mir.Reg, step func(mir.Reg) mir.Reg) mir.Reg {
	first := l.newGPR()
	l.emit(Load, []mir.Reg{first}, append([]mir.Reg(nil), uses...), m)
	irb := l.irOf[l.cur]
	loop := l.f.NewBlock(irb.Name() + ".cas")
	done := l.f.NewBlock(irb.Name() + ".casdone")
	l.irOf[loop], l.irOf[done] = irb, irb
	l.jump(loop)
	l.cur = loop
	old := l.newGPR()
	phi := mir.NewInstr(mir.OpPhi, []mir.Reg{old}, nil, nil)
	loop.Instrs = append(loop.Instrs, phi)
	nv := step(old)
	seen, ok := l.cmpxchgOp(m, uses, m.Bits, old, nv)
	br := l.emit(CmpBr, nil, []mir.Reg{ok}, &CondOp{Cond: Cond{CondIdx: 0, Test: true, Bits: 8}})
	br.Term = true
	mir.AddEdge(loop, done)
	mir.AddEdge(loop, loop)
	// loop.Preds is [entry block, loop].
	phi.Uses = []mir.Reg{first, seen}
	l.cur = done
	return old
}

// atomicStoreNeedsXchg reports whether a store needs the atomic
// lowering: only sequentially consistent stores do.
func atomicStoreNeedsXchg(in *ir.InstStore) bool {
	return in.Atomic && in.Ordering == enum.AtomicOrderingSequentiallyConsistent
}
