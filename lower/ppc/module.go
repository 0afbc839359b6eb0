package ppc

import (
	"encoding/binary"
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Selector selects PowerPC instructions for one ABI (a lower.Selector).
type Selector struct {
	t isa.Target
	// jumpTables counts the module's jump tables (their labels).
	jumpTables int
}

// NewSelector returns the selector of ABI t (isa.PPC64LE or isa.PPC32).
func NewSelector(t isa.Target) *Selector { return &Selector{t: t} }

// Lower selects instructions for every function of m for ABI t and
// describes its data.
func Lower(m *llvmir.Module, t isa.Target) (*mir.Module, error) {
	return lower.Lower(m, NewSelector(t))
}

// Target implements lower.Selector.
func (s *Selector) Target() mir.Target { return s.t }

// Traits implements lower.Selector: D-form displacements of doubleword
// accesses must be multiples of 4, so frame objects are 8-aligned.
func (s *Selector) Traits() lower.Traits {
	return lower.Traits{PtrBytes: int64(s.t.Word() / 8), BigEndian: !s.t.Is64, MinFrameAlign: 8}
}

// CheckGlobal implements lower.Selector: every global PowerPC lays out
// (thread-local ones too: tlsAddr).
func (s *Selector) CheckGlobal(g *ir.Global) error { return nil }

// GOT implements lower.Selector: ppc64le loads the addresses of symbols
// that may be preempted from the GOT; ppc32 code is position-dependent.
func (s *Selector) GOT(g constant.Constant) bool { return s.t.Is64 && !local(g) }

// local reports whether a symbol is defined in this module and cannot be
// preempted, so it is addressed TOC-relative rather than through the GOT.
func local(g interface{}) bool {
	switch g := g.(type) {
	case *ir.Global:
		return g.Init != nil && (lower.IsLocalLinkage(g.Linkage) || g.Preemption == enum.PreemptionDSOLocal && !lower.IsWeak(g.Linkage))
	case *ir.Func:
		return len(g.Blocks) > 0 && (lower.IsLocalLinkage(g.Linkage) || g.Preemption == enum.PreemptionDSOLocal && !lower.IsWeak(g.Linkage))
	case *ir.Alias:
		return lower.IsLocalLinkage(g.Linkage) || g.Preemption == enum.PreemptionDSOLocal && !lower.IsWeak(g.Linkage)
	}
	return false
}

// sharesTOC reports whether a call to f needs no TOC restore after it on
// ppc64le (no nop for the linker to make "ld 2, 24(1)"), as llc-14 (its
// callsShareTOCBase, medium code model) decides: f is defined here, by a
// strong definition, and binds locally, so the linker calls it directly
// and never through a stub that saves r2 (a weak or linkonce definition
// may be replaced by another object's).
func sharesTOC(f *ir.Func) bool {
	return len(f.Blocks) > 0 && !lower.IsWeak(f.Linkage) && f.Linkage != enum.LinkageAvailableExternally &&
		(lower.IsLocalLinkage(f.Linkage) || f.Preemption == enum.PreemptionDSOLocal)
}

// newJumpTable returns a new jump table's label.
func (s *Selector) newJumpTable() string {
	s.jumpTables++
	return fmt.Sprintf(".Lssara_jt%d", s.jumpTables-1)
}

// Func implements lower.Selector.
func (s *Selector) Func(f *lower.Func, sym mir.Symbol) lower.FuncSelector {
	info := &isa.FuncInfo{Sym: sym, NoRedZone: lower.NoRedZone(f.IR)}
	f.F.Aux = info
	return &fn{Func: f, m: s, t: s.t, info: info, zextLoads: map[*mir.Instr]bool{}, laneDone: map[ir.Instruction]bool{}}
}

// Finish implements lower.FuncSelector.
func (l *fn) Finish(labels map[int]string) error {
	l.info.BlockLabels = labels
	shareSymBase(l.F)
	shareHighParts(l.F)
	hoistAddresses(l.F)
	lower.SinkPastLastUse(l.F, l.sinkable)
	return nil
}

// sinkable is PowerPC's predicate for lower.SinkPastLastUse (which
// checks the operands' shape): an integer
// operation of registers (and immediates) that the target may discard
// (no memory or trap; its compares are fused with their users, so no
// condition field lives across it) and that writes no carry: the
// algebraic shifts (sraw, srawi, srad, sradi, and the srawi of a
// sign-extension from an odd width) set XER[CA], and a moved one could
// land between a ppc32 addc and the adde that reads its carry.
func (l *fn) sinkable(in *mir.Instr) bool {
	if !mir.Discardable(l.t, in) {
		return false
	}
	if a, ok := in.Aux.(*isa.Arith); ok {
		switch a.Op {
		case isa.Sar:
			return false
		case isa.ExtS:
			return a.Bits == 8 || a.Bits == 16 || a.Bits == 32
		}
	}
	return true
}

// pool returns the label of a read-only constant of size bytes holding
// the integer bits in the target's byte order.
func (l *fn) pool(bits uint64, size int) string {
	b := make([]byte, 8)
	if l.t.Is64 {
		binary.LittleEndian.PutUint64(b, bits)
		b = b[:size]
	} else {
		binary.BigEndian.PutUint64(b, bits)
		b = b[8-size:]
	}
	return l.Pool(b, int64(size))
}
