package emit

import "github.com/ssara-project/ssara/mir"

// HasOp reports whether an instruction of f is one of ops. The emitters
// ask it whether a function is a leaf that may keep its frame below the
// stack pointer: no call, nothing that moves the stack pointer.
func HasOp(f *mir.Func, ops ...mir.Op) bool {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			op := in.Op
			if op == mir.OpRemat && in.Remat != nil {
				op = in.Remat.Op
			}
			for _, o := range ops {
				if op == o {
					return true
				}
			}
		}
	}
	return false
}
