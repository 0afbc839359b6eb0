package ppc

import (
	"github.com/llir/llvm/ir"
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Vector copies. PowerPC's vectors are scalarized, so a vector load is one
// register per lane: sixteen for a <16 x i8>. A vector that is only
// loaded and stored again (clang's vectorized copy loops: bzip2's
// uncompress moves twelve <16 x i8> a trip, loaded first and stored
// after) needs none of its lanes: it is moved in words instead, two
// doublewords on ppc64le, four words on ppc32 (the bytes come back in
// the order they were read, whatever the byte order), where the lanes
// were 192 registers live at once and most of them spilled.

// copyLoad reports whether ld is a vector load whose every use is a
// store of it (neither volatile nor atomic), of a size in whole words:
// it is loaded and stored in words (its registers are words, not
// lanes).
func (l *fn) copyLoad(ld *ir.InstLoad) bool {
	if l.copyLoads == nil {
		l.copyLoads = map[*ir.InstLoad]bool{}
		stores := map[*ir.InstLoad]int{}
		for _, b := range l.IR.Blocks {
			for _, in := range b.Insts {
				if st, ok := in.(*ir.InstStore); ok && !st.Volatile && !st.Atomic {
					if src, ok := st.Src.(*ir.InstLoad); ok {
						stores[src]++
					}
				}
			}
		}
		for src, n := range stores {
			vt, ok := vecOf(src.ElemType)
			if !ok || src.Volatile || src.Atomic || n != l.UseCount(src) {
				continue
			}
			if _, mask := l.maskVec(vt); mask {
				continue
			}
			if size := l.Layout.Size(vt); size > 0 && size%int64(l.word()/8) == 0 {
				l.copyLoads[src] = true
			}
		}
	}
	return l.copyLoads[ld]
}

// copyWords loads (load) or stores the words of a copied vector of size
// bytes at x: regs are the stored words, or nil to load them.
func (l *fn) copyWords(x *lower.Value, size int64, regs []mir.Reg) ([]mir.Reg, error) {
	wb := int64(l.word() / 8)
	var out []mir.Reg
	for k := int64(0); k*wb < size; k++ {
		m, uses, err := l.addrMode(l.offset(x, k*wb), l.t.Is64)
		if err != nil {
			return nil, err
		}
		m.Bits = l.word()
		if regs == nil {
			r := l.newGPR()
			l.memOp(isa.Load, []mir.Reg{r}, uses, m)
			out = append(out, r)
			continue
		}
		if m.BaseIdx >= 0 {
			m.BaseIdx++
		}
		if m.IndexIdx >= 0 {
			m.IndexIdx++
		}
		l.memOp(isa.Store, nil, append([]mir.Reg{regs[k]}, uses...), m)
	}
	return out, nil
}
