package ppc

import (
	"encoding/binary"
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// modLower holds what the functions of one module share.
type modLower struct {
	t       isa.Target
	src     *llvmir.Module
	layout  *lower.Layout
	consts  []*mir.Const
	poolIdx map[string]string
	// labels names the blocks whose address the module takes.
	labels *lower.BlockLabels
}

// Lower selects instructions for every function of m for target t and
// describes its data.
func Lower(m *llvmir.Module, t isa.Target) (*mir.Module, error) {
	layout, err := lower.ParseLayout(m.DataLayout, m.TargetTriple)
	if err != nil {
		return nil, m.Errorf(nil, nil, "%v", err)
	}
	if want := int64(t.Word() / 8); layout.PtrSize() != want {
		return nil, m.Errorf(nil, nil, "unsupported: module has %d-byte pointers, target %s has %d", layout.PtrSize(), t.Name(), want)
	}
	if layout.BigEndian() == t.Is64 {
		return nil, m.Errorf(nil, nil, "unsupported: module byte order does not match target %s", t.Name())
	}
	ml := &modLower{t: t, src: m, layout: layout, poolIdx: map[string]string{}, labels: lower.NewBlockLabels(m.Module)}
	out := &mir.Module{Target: t, Source: m.File}
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
			continue
		}
		if g.TLSModel != enum.TLSModelNone {
			return nil, m.Errorf(nil, nil, "unsupported: thread-local global @%s", g.Name())
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
	switch f.CallingConv {
	case enum.CallingConvNone, enum.CallingConvC, enum.CallingConvFast:
	default:
		return nil, ml.src.Errorf(f, nil, "unsupported: calling convention %s", f.CallingConv)
	}
	for _, a := range f.FuncAttrs {
		if a2, ok := a.(enum.FuncAttr); ok && a2 == enum.FuncAttrReturnsTwice {
			return nil, ml.src.Errorf(f, nil, "unsupported: returns_twice function")
		}
	}
	l := &fn{
		m:      ml,
		t:      ml.t,
		irf:    f,
		f:      &mir.Func{Name: info.Sym.Name, Aux: info},
		info:   info,
		vals:   map[value.Value]*val{},
		blocks: map[*ir.Block]*mir.Block{},
		irOf:   map[*mir.Block]*ir.Block{},
		fused:  map[value.Value]bool{},
	}
	if err := l.lower(); err != nil {
		return nil, err
	}
	l.f.Renumber()
	labels, err := ml.labels.ForFunc(f, l.blocks)
	if err != nil {
		return nil, ml.src.Errorf(f, nil, "%v", err)
	}
	info.BlockLabels = labels
	mir.DeriveSpillBytes(l.f, ml.t)
	return l.f, nil
}

func (ml *modLower) symName(g interface{ Name() string }) string {
	return lower.GlobalSymbol(g)
}

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

// local reports whether a symbol is defined in this module and cannot be
// preempted, so it is addressed TOC-relative rather than through the GOT.
func (ml *modLower) local(g interface{}) bool {
	switch g := g.(type) {
	case *ir.Global:
		return g.Init != nil && (lower.IsLocalLinkage(g.Linkage) || g.Preemption == enum.PreemptionDSOLocal && !lower.IsWeak(g.Linkage))
	case *ir.Func:
		return len(g.Blocks) > 0 && (lower.IsLocalLinkage(g.Linkage) || g.Preemption == enum.PreemptionDSOLocal && !lower.IsWeak(g.Linkage))
	}
	return false
}

// pool returns the label of a read-only constant of size bytes holding
// the integer bits in the target's byte order.
func (ml *modLower) pool(bits uint64, size int) string {
	b := make([]byte, 8)
	if ml.t.Is64 {
		binary.LittleEndian.PutUint64(b, bits)
		b = b[:size]
	} else {
		binary.BigEndian.PutUint64(b, bits)
		b = b[8-size:]
	}
	key := fmt.Sprintf("%x", b)
	if l, ok := ml.poolIdx[key]; ok {
		return l
	}
	l := fmt.Sprintf(".LCPI%d", len(ml.consts))
	ml.consts = append(ml.consts, &mir.Const{Label: l, Bytes: b, Align: int64(size)})
	ml.poolIdx[key] = l
	return l
}
