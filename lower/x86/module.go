package x86

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Selector selects x86-64 instructions (a lower.Selector) for one module.
type Selector struct {
	jumpTables int
	// static selects for -relocation-model=static (NewStaticSelector).
	static bool
}

// NewSelector returns a selector for one module of position-independent
// code.
func NewSelector() *Selector { return &Selector{} }

// NewStaticSelector returns a selector for one module of
// -relocation-model=static code (llc-14's default), which links only into
// non-PIE executables, where every symbol the module's output resolves
// lies in the low 2 GiB: an indexed access to such a symbol's data takes
// the symbol as its displacement ("movl g+8(,%rcx,4), %eax", where PIC
// code first loads the address with a leaq), and a switch jumps through a
// table of absolute addresses ("jmpq *.Ljt(,%rax,8)", where PIC code adds
// an entry's offset to the table's address: four instructions more).
func NewStaticSelector() *Selector { return &Selector{static: true} }

// Lower selects instructions for every function of m and describes its
// data.
func Lower(m *llvmir.Module) (*mir.Module, error) { return lower.Lower(m, NewSelector()) }

// Target implements lower.Selector.
func (s *Selector) Target() mir.Target { return isa.Target{} }

// Traits implements lower.Selector: addressing modes scale an index by 2,
// 4 or 8.
func (s *Selector) Traits() lower.Traits {
	return lower.Traits{PtrBytes: 8, Scales: []int64{2, 4, 8}, MinFrameAlign: 1}
}

// CheckGlobal implements lower.Selector: x86-64 lays out every global.
func (s *Selector) CheckGlobal(g *ir.Global) error { return nil }

// GOT implements lower.Selector: the address of a symbol this module's
// output may not resolve is loaded from the GOT.
func (s *Selector) GOT(g constant.Constant) bool { return !lower.BindsLocally(g) }

// Func implements lower.Selector.
func (s *Selector) Func(f *lower.Func, sym mir.Symbol) lower.FuncSelector {
	info := &isa.FuncInfo{Sym: sym, FramePointer: lower.FramePointerKept(f.IR), NoRedZone: lower.NoRedZone(f.IR)}
	f.F.Aux = info
	return &fn{Func: f, m: s, info: info}
}

// Finish implements lower.FuncSelector.
func (l *fn) Finish(labels map[int]string) error {
	l.info.BlockLabels = labels
	l.info.OmitFP = omitFP(l.F, l.info)
	hoistConstants(l.F)
	lower.SinkPastLastUse(l.F, sinkable)
	return l.checkFoldedLoads()
}

// omitFP reports whether f may go without a frame pointer, as llc's
// frame lowering decides at -O1 and above: the IR does not ask for one,
// RSP moves after the prologue only around calls (no dynamic alloca, no
// stacksave or stackrestore), nothing restores RBP from memory or refers
// to it (setjmp/longjmp, inline assembly, a frame address), and no frame
// object needs more than RSP's 16-byte alignment.
func omitFP(f *mir.Func, info *isa.FuncInfo) bool {
	if info.FramePointer || info.DynAlloca || f.ReturnsTwice {
		return false
	}
	for _, o := range f.Frame {
		if o.Align > 16 {
			return false
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			switch in.Op {
			case isa.DynAlloca, isa.StackSave, isa.StackRestore, isa.SjLjSetjmp, isa.SjLjLongjmp, isa.InlineAsm:
				return false
			}
			for _, r := range in.Defs {
				if r == isa.RBP {
					return false
				}
			}
			for _, r := range in.Uses {
				if r == isa.RBP {
					return false
				}
			}
		}
	}
	return true
}

// callName is the operand of a direct call: through the PLT unless local.
func callName(f *ir.Func) string {
	n := lower.GlobalSymbol(f)
	if lower.BindsLocally(f) {
		return n
	}
	return n + "@PLT"
}

// externName is a C library function's call operand.
func externName(name string) string { return name + "@PLT" }

// newJumpTable names a jump table of the module.
func (s *Selector) newJumpTable() string {
	s.jumpTables++
	return fmt.Sprintf(".Lssara_jt%d", s.jumpTables-1)
}
