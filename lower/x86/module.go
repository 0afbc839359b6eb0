package x86

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// modLower holds what the functions of one module share.
type modLower struct {
	src    *llvmir.Module
	layout *lower.Layout
	consts []*mir.Const
	// constant pool entries by content, for sharing.
	poolIdx map[string]string
	// labels names the blocks whose address the module takes.
	labels     *lower.BlockLabels
	jumpTables int
}

// Lower selects instructions for every function of m and describes its
// data.
func Lower(m *llvmir.Module) (*mir.Module, error) {
	layout, err := lower.ParseLayout(m.DataLayout, m.TargetTriple)
	if err != nil {
		return nil, m.Errorf(nil, nil, "%v", err)
	}
	ml := &modLower{src: m, layout: layout, poolIdx: map[string]string{}}
	out := &mir.Module{Target: isa.Target{}, Source: m.File}
	ml.labels = lower.NewBlockLabels(m.Module)
	for _, g := range m.Globals {
		if g.Name() == "llvm.global_ctors" || g.Name() == "llvm.global_dtors" {
			objs, err := lower.Structors(g, layout, ml.constSym)
			if err != nil {
				return nil, m.Errorf(nil, nil, "global @%s: %v", g.Name(), err)
			}
			out.Data = append(out.Data, objs...)
			continue
		}
		if g.Init == nil {
			continue // declaration
		}
		d, err := lower.GlobalData(g, layout, ml.constSym)
		if err != nil {
			return nil, m.Errorf(nil, nil, "global @%s: %v", g.Name(), err)
		}
		out.Data = append(out.Data, d)
	}
	if len(m.Aliases) > 0 {
		return nil, m.Errorf(nil, nil, "unsupported: global alias @%s", m.Aliases[0].Name())
	}
	if len(m.IFuncs) > 0 {
		return nil, m.Errorf(nil, nil, "unsupported: ifunc @%s", m.IFuncs[0].Name())
	}
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		lf, err := ml.lowerFunc(f)
		if err != nil {
			return nil, err
		}
		out.Funcs = append(out.Funcs, lf)
	}
	out.Consts = ml.consts
	out.WeakRefs = lower.WeakRefs(m.Module)
	return out, nil
}

func (ml *modLower) lowerFunc(f *ir.Func) (*mir.Func, error) {
	info := &isa.FuncInfo{Sym: mir.Symbol{
		Name:       ml.symName(f),
		Global:     !lower.IsLocalLinkage(f.Linkage),
		Weak:       lower.IsWeak(f.Linkage),
		Visibility: lower.VisibilityName(f.Visibility),
		Section:    f.Section,
		Align:      int64(f.Align),
	}}
	if !plainCC(f.CallingConv) {
		return nil, ml.src.Errorf(f, nil, "unsupported: calling convention %s", f.CallingConv)
	}
	for _, a := range f.FuncAttrs {
		if a2, ok := a.(enum.FuncAttr); ok && a2 == enum.FuncAttrReturnsTwice {
			return nil, ml.src.Errorf(f, nil, "unsupported: returns_twice function")
		}
	}
	l := &fn{
		m:      ml,
		irf:    f,
		f:      &mir.Func{Name: info.Sym.Name, Aux: info},
		info:   info,
		vals:   map[value.Value]*val{},
		blocks: map[*ir.Block]*mir.Block{},
		irOf:   map[*mir.Block]*ir.Block{},
		fused:  map[value.Value]bool{},
	}
	if err := l.lowerChecked(); err != nil {
		return nil, err
	}
	l.f.Renumber()
	labels, err := ml.labels.ForFunc(f, l.blocks)
	if err != nil {
		return nil, ml.src.Errorf(f, nil, "%v", err)
	}
	info.BlockLabels = labels
	mir.DeriveSpillBytes(l.f, isa.Target{})
	return l.f, nil
}

// plainCC reports whether a calling convention is the System V C
// convention for our purposes: fastcc on x86-64 passes arguments the same
// way (llc uses it for internal functions clang marks fastcc).
func plainCC(cc enum.CallingConv) bool {
	return cc == enum.CallingConvNone || cc == enum.CallingConvC || cc == enum.CallingConvFast
}

// symName is the printed name of a global, function or alias.
func (ml *modLower) symName(g interface{ Name() string }) string {
	return lower.GlobalSymbol(g)
}

// constSym names a constant referenced from data.
func (ml *modLower) constSym(c constant.Constant) (string, bool) {
	switch g := c.(type) {
	case *ir.Global:
		return ml.symName(g), true
	case *ir.Func:
		return ml.symName(g), true
	case *ir.Alias:
		return ml.symName(g), true
	case *constant.BlockAddress:
		return ml.labels.Label(g)
	}
	return "", false
}

// local reports whether a symbol resolves within this module's output
// (so it can be addressed RIP-relative without the GOT).
func (ml *modLower) local(g interface{}) bool {
	switch g := g.(type) {
	case *ir.Global:
		return g.Init != nil && (lower.IsLocalLinkage(g.Linkage) || g.Preemption == enum.PreemptionDSOLocal) ||
			g.Preemption == enum.PreemptionDSOLocal && !lower.IsWeak(g.Linkage)
	case *ir.Func:
		return len(g.Blocks) > 0 && (lower.IsLocalLinkage(g.Linkage) || g.Preemption == enum.PreemptionDSOLocal) ||
			g.Preemption == enum.PreemptionDSOLocal && !lower.IsWeak(g.Linkage)
	}
	return false
}

// callName is the operand of a direct call: through the PLT unless local.
func (ml *modLower) callName(f *ir.Func) string {
	n := ml.symName(f)
	if ml.local(f) {
		return n
	}
	return n + "@PLT"
}

// externName is a C library function's call operand.
func (ml *modLower) externName(name string) string { return name + "@PLT" }

// pool returns the label of a read-only constant with bytes b.
func (ml *modLower) pool(b []byte, align int64) string {
	key := fmt.Sprintf("%d:%x", align, b)
	if l, ok := ml.poolIdx[key]; ok {
		return l
	}
	l := fmt.Sprintf(".LCPI%d", len(ml.consts))
	ml.consts = append(ml.consts, &mir.Const{Label: l, Bytes: b, Align: align})
	ml.poolIdx[key] = l
	return l
}

// lowerChecked runs lower, turning the data layout's panics on unsized
// types (which only invalid IR reaches: the parser does not check) into
// an error at the instruction being lowered.
func (l *fn) lowerChecked() (err error) {
	defer func() {
		if r := recover(); r != nil {
			msg := fmt.Sprint(r)
			if !strings.HasPrefix(msg, "lower.Layout") {
				panic(r)
			}
			err = l.errorf("invalid IR: %s", msg)
		}
	}()
	return l.lower()
}
