package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// SinkCompares recomputes a compare in each other block that branches or
// selects on it: such a block gets its own copy of the compare, just
// before its first use there, which the selector then fuses into the
// branch or select (FusibleValues) instead of reading a 0 or 1 that the
// compare's block set in a register. A compare that nothing else reads is
// deleted. It returns the number of copies made.
//
// This is what llc-14's CodeGenPrepare does (sinkCmpExpression) on a
// target with one condition register, as x86's flags are: loop-invariant
// code motion hoists a loop's invariant compares into its preheader, and
// a 0 or 1 held across the loop is one more value under pressure that is
// spilled, reloaded and tested where a compare of the values it reads,
// often live anyway, gives the flags (bzip2's BZ2_hbAssignCodes: three
// such conditions spilled at 4 GPRs). Both targets run it: llc-14 keeps
// a PowerPC compare across blocks in a condition register field, but
// ssara's PowerPC lowering keeps no value in one, and a 0 or 1 there
// costs li, a branch and li to make and a clrldi and a cmpwi to test
// (BZ2_hbAssignCodes: 86 instructions to 69 on ppc64le). Only scalar
// compares of integers of at most 64 bits, pointers, float and double
// are copied.
func SinkCompares(f *ir.Func) int {
	defBlock := map[value.Value]*ir.Block{}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if sinkableCompare(in) {
				defBlock[in.(value.Value)] = b
			}
		}
	}
	if len(defBlock) == 0 {
		return 0
	}
	// Every reference to each compare, and the conditions among them in
	// other blocks, in block order.
	type condUse struct {
		b    *ir.Block
		user interface{}
		p    *value.Value
	}
	refs := map[value.Value]int{}
	conds := map[value.Value][]condUse{}
	var order []value.Value // compares with conditions elsewhere, first met first
	note := func(b *ir.Block, user interface{}, cond *value.Value) {
		o, ok := user.(interface{ Operands() []*value.Value })
		if !ok {
			return
		}
		for _, p := range o.Operands() {
			if p == nil || *p == nil {
				continue
			}
			// A debug intrinsic's metadata operand counts too: a compare
			// it reads is kept.
			v := unwrapArg(*p)
			if m, ok := v.(*metadata.Value); ok {
				if x, ok := m.Value.(value.Value); ok {
					v = x
				}
			}
			db, ok := defBlock[v]
			if !ok {
				continue
			}
			refs[v]++
			if p == cond && db != b {
				if len(conds[v]) == 0 {
					order = append(order, v)
				}
				conds[v] = append(conds[v], condUse{b, user, p})
			}
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			var cond *value.Value
			if sel, ok := in.(*ir.InstSelect); ok {
				cond = &sel.Cond
			}
			note(b, in, cond)
		}
		var cond *value.Value
		if br, ok := b.Term.(*ir.TermCondBr); ok {
			cond = &br.Cond
		}
		note(b, b.Term, cond)
	}
	// The copies to insert before each user (instruction or
	// terminator), and how many each block gets.
	before := map[interface{}][]ir.Instruction{}
	inserts := map[*ir.Block]int{}
	made := 0
	dead := map[value.Value]bool{}
	for _, v := range order {
		us := conds[v]
		copies := map[*ir.Block]value.Value{}
		for _, u := range us {
			c := copies[u.b]
			if c == nil {
				c = copyCompare(v)
				before[u.user] = append(before[u.user], c.(ir.Instruction))
				inserts[u.b]++
				copies[u.b] = c
				made++
			}
			*u.p = c
		}
		if len(us) == refs[v] {
			dead[v] = true
		}
	}
	for _, b := range f.Blocks {
		if inserts[b] == 0 && len(dead) == 0 {
			continue
		}
		insts := make([]ir.Instruction, 0, len(b.Insts)+inserts[b])
		for _, in := range b.Insts {
			insts = append(insts, before[in]...)
			if v, ok := in.(value.Value); !ok || !dead[v] {
				insts = append(insts, in)
			}
		}
		b.Insts = append(insts, before[b.Term]...)
	}
	return made
}

// sinkableCompare reports whether in is a compare SinkCompares copies.
func sinkableCompare(in ir.Instruction) bool {
	var x value.Value
	switch in := in.(type) {
	case *ir.InstICmp:
		x = in.X
	case *ir.InstFCmp:
		x = in.X
	default:
		return false
	}
	switch t := x.Type().(type) {
	case *types.IntType:
		return t.BitSize <= 64
	case *types.PointerType:
		return true
	case *types.FloatType:
		return t.Kind == types.FloatKindFloat || t.Kind == types.FloatKindDouble
	}
	return false
}

// copyCompare is a copy of compare v, unnamed, with v's metadata (its
// debug location among it).
func copyCompare(v value.Value) value.Value {
	switch in := v.(type) {
	case *ir.InstICmp:
		c := *in
		c.LocalIdent = ir.LocalIdent{}
		return &c
	case *ir.InstFCmp:
		c := *in
		c.LocalIdent = ir.LocalIdent{}
		return &c
	}
	panic("lower: copyCompare of a non-compare")
}
