package lower

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/value"
)

// Load CSE (issue 14): a load that reads what an earlier load of its
// block read, while the earlier load's value is still live, is the
// earlier load's value. -O0 code loads a variable from its alloca at each
// use ("x + x", a vector splat of one variable: sixteen loads of one byte
// into sixteen values live together); each such load is a value of its
// own, and under register pressure each is spilled and reloaded. llc's
// SelectionDAG merges all loads of one address, type and chain (no store,
// call or other write of memory between them); here a load is merged only
// into one whose value is used after it, so that no value lives longer
// than before: a load whose earlier twin is dead by then stays a reload
// from the variable's own memory, which costs no spill. (Merging those
// too, as llc does, took the x86-64 corpus's spill code at 8 GPRs from
// 7,769 to 7,788 memory operations: memops.O2's unrolled loop reads each
// element twice, 140 lines apart.)
//
// CSELoads runs on the IR before anything else reads it, so that every
// analysis of the lowering (use counts for load folding, fused compares,
// sunk conditions) sees the remaining load's real uses. Only loads that
// are neither volatile nor atomic are merged, within a block; a store, a
// call (but to intrinsics that touch no memory), an atomic or volatile
// load, a fence or a va_arg between two loads keeps them apart.

// loadKey identifies what a load reads: its type and its address, the
// address by identity, or by its text for a constant expression (the
// parser makes one per occurrence).
type loadKey struct {
	typ  string
	addr value.Value
	text string
}

// liveOut is the last use of a value used outside its block (in a phi or
// another block).
const liveOut = int(^uint(0) >> 1)

// CSELoads merges the redundant loads of f (see above) and returns how
// many it removed.
func CSELoads(f *ir.Func) int {
	last := lastLoadUses(f)
	repl := map[value.Value]value.Value{}
	for _, b := range f.Blocks {
		seen := map[loadKey]*ir.InstLoad{}
		kept := b.Insts[:0]
		for i, in := range b.Insts {
			if ld, ok := in.(*ir.InstLoad); ok {
				if ld.Volatile || ld.Atomic {
					seen = map[loadKey]*ir.InstLoad{}
				} else {
					k := keyOf(ld)
					if first := seen[k]; first != nil && last[first] > i {
						repl[ld] = first
						if last[ld] > last[first] {
							last[first] = last[ld]
						}
						continue
					}
					seen[k] = ld
				}
			} else if writesMemory(in) && len(seen) > 0 {
				seen = map[loadKey]*ir.InstLoad{}
			}
			kept = append(kept, in)
		}
		for i := len(kept); i < len(b.Insts); i++ {
			b.Insts[i] = nil
		}
		b.Insts = kept
	}
	if len(repl) == 0 {
		return 0
	}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			replaceOperands(in, repl)
		}
		replaceOperands(b.Term, repl)
	}
	return len(repl)
}

// lastLoadUses maps each load of f to the index in its block of its last
// use there (the terminator's index is the number of instructions), or
// liveOut; a load without uses is not in the map (0).
func lastLoadUses(f *ir.Func) map[*ir.InstLoad]int {
	block := map[*ir.InstLoad]*ir.Block{}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if ld, ok := in.(*ir.InstLoad); ok {
				block[ld] = b
			}
		}
	}
	last := map[*ir.InstLoad]int{}
	note := func(b *ir.Block, i int, user interface{}) {
		_, phi := user.(*ir.InstPhi)
		for _, op := range Operands(user) {
			if a, ok := op.(*ir.Arg); ok {
				op = a.Value
			}
			ld, ok := op.(*ir.InstLoad)
			if !ok {
				continue
			}
			at := i
			if phi || block[ld] != b {
				at = liveOut
			}
			if at > last[ld] {
				last[ld] = at
			}
		}
	}
	for _, b := range f.Blocks {
		for i, in := range b.Insts {
			note(b, i, in)
		}
		note(b, len(b.Insts), b.Term)
	}
	return last
}

func keyOf(ld *ir.InstLoad) loadKey {
	k := loadKey{typ: ld.ElemType.String(), addr: ld.Src}
	if _, ok := ld.Src.(constant.Expression); ok {
		k.addr, k.text = nil, ld.Src.Ident()
	}
	return k
}

// writesMemory reports whether in may write memory or order memory
// accesses (an instruction two equal loads may not be merged across).
func writesMemory(in ir.Instruction) bool {
	switch in := in.(type) {
	case *ir.InstStore, *ir.InstAtomicRMW, *ir.InstCmpXchg, *ir.InstFence, *ir.InstVAArg:
		return true
	case *ir.InstCall:
		// llc's SelectionDAG chains every call but those to intrinsics
		// that touch no memory (the debug intrinsics among them).
		fn, ok := in.Callee.(*ir.Func)
		return !ok || !strings.HasPrefix(fn.Name(), "llvm.") || !(strings.HasPrefix(fn.Name(), "llvm.dbg.") || readNone(fn.FuncAttrs))
	}
	return false
}

// readNone reports whether attrs (an intrinsic's declaration's) say it
// accesses no memory.
func readNone(attrs []ir.FuncAttribute) bool {
	for _, a := range attrs {
		switch a := a.(type) {
		case enum.FuncAttr:
			if a == enum.FuncAttrReadNone {
				return true
			}
		case *ir.AttrGroupDef:
			if readNone(a.FuncAttrs) {
				return true
			}
		}
	}
	return false
}

// replaceOperands replaces in in's operands (and inside call arguments
// with attributes and metadata values) each value repl maps.
func replaceOperands(in interface{}, repl map[value.Value]value.Value) {
	o, ok := in.(interface{ Operands() []*value.Value })
	if !ok {
		return
	}
	for _, p := range o.Operands() {
		if p == nil || *p == nil {
			continue
		}
		switch v := (*p).(type) {
		case *ir.Arg:
			if r, ok := repl[v.Value]; ok {
				v.Value = r
			}
		case *metadata.Value:
			if x, ok := v.Value.(value.Value); ok {
				if r, ok := repl[x]; ok {
					v.Value = r.(metadata.Metadata)
				}
			}
		default:
			if r, ok := repl[v]; ok {
				*p = r
			}
		}
	}
}
