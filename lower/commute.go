package lower

import "github.com/ssara-project/ssara/mir"

// commuteTied exchanges the operands of a commutative two-address
// operation (mir.Commuter) when that saves a register copy, as llc's
// two-address pass commutes: the instruction selector writes "d = op a,
// b" as "t = copy a; d = op t, b" with d tied to t, and the copy costs a
// move whenever a is still needed after the operation. When a is read
// elsewhere too and b is read only here (its last use), the operation
// becomes "t = copy b; d = op t, a": b's register can become d's, and a
// stays where it is.
//
// Only a copy in the same block, whose result nothing else reads, is
// rewritten; it moves to just before the operation, so b is defined by
// then. Use counts stand in for liveness: a value read once is dead after
// that read, and one read twice may be live after it (when it is not,
// both operands die and the exchange costs nothing).
func commuteTied(f *mir.Func, t mir.Target) {
	if _, ok := t.(mir.Commuter); !ok {
		return
	}
	uses := useCounts(f)
	count := func(r mir.Reg) int32 { return uses[r-mir.FirstVirtual] }
	for _, b := range f.Blocks {
		// copyOf: the copy defining each virtual register, for the
		// copies of b seen so far.
		var copyOf map[mir.Reg]*mir.Instr
		for i, x := range b.Instrs {
			if x.Op == mir.OpCopy && len(x.Defs) == 1 && len(x.Uses) == 1 && x.Defs[0].IsVirtual() {
				if copyOf == nil {
					copyOf = map[mir.Reg]*mir.Instr{}
				}
				copyOf[x.Defs[0]] = x
				continue
			}
			if !mir.Commutes(t, x) {
				continue
			}
			tmp, other := x.Uses[0], x.Uses[1]
			cp := copyOf[tmp]
			if cp == nil || !other.IsVirtual() || count(tmp) != 1 {
				continue
			}
			src := cp.Uses[0]
			if !src.IsVirtual() || src == other || count(src) < 2 || count(other) != 1 ||
				f.ClassOf(src) != f.ClassOf(other) {
				continue
			}
			cp.Uses[0] = other
			x.Uses[1] = src
			// The copy goes just before the operation, after other's
			// definition.
			j := i - 1
			for b.Instrs[j] != cp {
				j--
			}
			copy(b.Instrs[j:i-1], b.Instrs[j+1:i])
			b.Instrs[i-1] = cp
		}
	}
}
