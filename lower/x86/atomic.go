package x86

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
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
	return 0, l.Unsupported(fmt.Sprintf("atomic operation on i%d", bits))
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
	v, err := l.Reg(in.Src)
	if err != nil {
		return err
	}
	m := *mem
	m.Bits = bits
	l.tied(isa.Xchg, v, uses, &m)
	return nil
}

// fence lowers fence: mfence for seq_cst, nothing for the others (x86
// never reorders loads with loads, stores with stores, or stores before
// earlier loads).
func (l *fn) fence(in *ir.InstFence) error {
	if in.Ordering == enum.AtomicOrderingSequentiallyConsistent && in.SyncScope != "singlethread" {
		l.emit(isa.MFence, nil, nil, nil)
	}
	return nil
}

// cmpxchgOp emits lock cmpxchg: expects cmp, stores nv when the location
// holds cmp; returns the old value and the success flag (0/1).
func (l *fn) cmpxchgOp(mem *isa.Mem, uses []mir.Reg, bits int, cmp, nv mir.Reg) (old, ok mir.Reg) {
	m := *mem
	m.Bits = bits
	l.CopyTo(isa.RAX, cmp)
	ok = l.newGPR()
	l.emit(isa.CmpXchg, []mir.Reg{isa.RAX, ok}, append([]mir.Reg{isa.RAX, nv}, uses...), &m)
	old = l.newGPR()
	l.CopyTo(old, isa.RAX)
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
	cmp, err := l.Reg(in.Cmp)
	if err != nil {
		return err
	}
	nv, err := l.Reg(in.New)
	if err != nil {
		return err
	}
	old, ok := l.cmpxchgOp(mem, uses, bits, cmp, nv)
	l.Def(in, old, ok)
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
	x, err := l.Reg(in.X)
	if err != nil {
		return err
	}
	ob := lower.OpBits(bits)
	switch in.Op {
	case enum.AtomicOpXChg:
		l.Def(in, l.tied(isa.Xchg, x, uses, &m))
		return nil
	case enum.AtomicOpAdd:
		l.Def(in, l.tied(isa.XAdd, x, uses, &m))
		return nil
	case enum.AtomicOpSub:
		n := l.tied(isa.Unary, x, nil, &isa.Arith{Op: isa.Neg, Bits: ob})
		l.Def(in, l.tied(isa.XAdd, n, uses, &m))
		return nil
	}
	var step func(old mir.Reg) mir.Reg
	alu := func(op isa.AluOp) func(mir.Reg) mir.Reg {
		return func(old mir.Reg) mir.Reg {
			return l.tied(isa.ALU, old, []mir.Reg{x}, &isa.Arith{Op: op, Bits: ob})
		}
	}
	minmax := func(cc isa.CC) func(mir.Reg) mir.Reg {
		// new = old cc x ? old : x, compared at the access width; the
		// compare reads x through its copy t (compareThrough).
		return func(old mir.Reg) mir.Reg {
			t := l.CopyOf(x)
			d := l.newGPR()
			sel := l.emit(isa.Select, []mir.Reg{d}, []mir.Reg{t, old, old, t}, &isa.CondOp{Cond: isa.Cond{CondIdx: 2, CC: cc, Bits: bits}})
			sel.Tied = 0
			return d
		}
	}
	switch in.Op {
	case enum.AtomicOpAnd:
		step = alu(isa.And)
	case enum.AtomicOpOr:
		step = alu(isa.Or)
	case enum.AtomicOpXor:
		step = alu(isa.Xor)
	case enum.AtomicOpNAnd:
		step = func(old mir.Reg) mir.Reg {
			return l.tied(isa.Unary, alu(isa.And)(old), nil, &isa.Arith{Op: isa.Not, Bits: ob})
		}
	case enum.AtomicOpMax:
		step = minmax(isa.CCGt)
	case enum.AtomicOpMin:
		step = minmax(isa.CCLt)
	case enum.AtomicOpUMax:
		step = minmax(isa.CCA)
	case enum.AtomicOpUMin:
		step = minmax(isa.CCB)
	default:
		return l.Unsupported("atomicrmw " + in.Op.String())
	}
	l.Def(in, l.casLoop(&m, uses, step))
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
func (l *fn) casLoop(m *isa.Mem, uses []mir.Reg, step func(mir.Reg) mir.Reg) mir.Reg {
	first := l.newGPR()
	l.emit(isa.Load, []mir.Reg{first}, append([]mir.Reg(nil), uses...), m)
	irb := l.IROf[l.Cur]
	loop := l.F.NewBlock(irb.Name() + ".cas")
	done := l.F.NewBlock(irb.Name() + ".casdone")
	l.IROf[loop], l.IROf[done] = irb, irb
	l.Jump(loop)
	l.Cur = loop
	old := l.newGPR()
	phi := mir.NewInstr(mir.OpPhi, []mir.Reg{old}, nil, nil)
	loop.Instrs = append(loop.Instrs, phi)
	nv := step(old)
	seen, ok := l.cmpxchgOp(m, uses, m.Bits, old, nv)
	br := l.emit(isa.CmpBr, nil, []mir.Reg{ok}, &isa.CondOp{Cond: isa.Cond{CondIdx: 0, Test: true, Bits: 8}})
	br.Term = true
	mir.AddEdge(loop, done)
	mir.AddEdge(loop, loop)
	// loop.Preds is [entry block, loop].
	phi.Uses = []mir.Reg{first, seen}
	l.Cur = done
	return old
}

// atomicStoreNeedsXchg reports whether a store needs the atomic
// lowering: only sequentially consistent stores do.
func atomicStoreNeedsXchg(in *ir.InstStore) bool {
	return in.Atomic && in.Ordering == enum.AtomicOrderingSequentiallyConsistent
}
