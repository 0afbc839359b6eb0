package mir

// DeriveSpillBytes sets f.SpillBytes from the instructions of f: the width
// of every virtual register is the number of bytes its definition writes
// (Target.DefBytes; a copy or phi is as wide as what it reads, a tied def at
// least as wide as its tied use), and a value wider than its class's
// Target.SlotSize gets a spill slot of its width. Lowerings call it once a
// function is complete, so that no path of instruction selection can give
// a value a slot narrower than the value.
func DeriveSpillBytes(f *Func, t Target) {
	width := ValueBytes(f, t)
	f.SpillBytes = nil
	for i, w := range width {
		r := FirstVirtual + Reg(i)
		if w > t.SlotSize(f.ClassOf(r)) {
			if f.SpillBytes == nil {
				f.SpillBytes = map[Reg]int64{}
			}
			f.SpillBytes[r] = w
		}
	}
}

// ValueBytes returns the width in bytes of every virtual register of f
// (indexed by r-FirstVirtual), as DeriveSpillBytes describes: a fixed point
// over the blocks, since phis and copies may carry a value around a loop.
// Physical registers are tracked within a block (they are never live
// across blocks except at the entry, where LiveInBytes gives their width).
func ValueBytes(f *Func, t Target) []int64 {
	width := make([]int64, len(f.Classes))
	var phys [FirstVirtual]int64
	classOf := func(r Reg) Class {
		if r.IsVirtual() {
			return f.ClassOf(r)
		}
		return t.ClassOfPhys(r)
	}
	useBytes := func(r Reg) int64 {
		if r.IsVirtual() {
			return width[r-FirstVirtual]
		}
		return phys[r]
	}
	for changed := true; changed; {
		changed = false
		for bi, b := range f.Blocks {
			for r := Reg(1); r < FirstVirtual; r++ {
				if bi == 0 {
					phys[r] = t.LiveInBytes(f, r)
				} else {
					phys[r] = t.RegBytes(t.ClassOfPhys(r))
				}
			}
			for _, in := range b.Instrs {
				for k, d := range in.Defs {
					c := classOf(d)
					w := int64(0)
					if in.Op != OpPhi && in.Op != OpCopy {
						w = t.DefBytes(in, k, c)
					}
					if w == 0 {
						for _, u := range in.Uses {
							if u != NoReg && classOf(u) == c && useBytes(u) > w {
								w = useBytes(u)
							}
						}
					}
					if _, u, ok := in.TiedPair(); k == 0 && ok && useBytes(u) > w {
						w = useBytes(u)
					}
					if d.IsPhys() {
						phys[d] = w
					} else if w > width[d-FirstVirtual] {
						width[d-FirstVirtual] = w
						changed = true
					}
				}
			}
		}
	}
	return width
}
