package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
)

// TLSModel is how code reaches a thread-local variable.
type TLSModel uint8

// Thread-local access models (the ELF TLS ABI's).
const (
	TLSNone TLSModel = iota
	// TLSLocalExec: the variable is in the executable's own TLS block, at
	// a link-time offset from the thread pointer.
	TLSLocalExec
	// TLSInitialExec: the offset from the thread pointer is in a GOT
	// entry (the variable may be in another module loaded at startup).
	TLSInitialExec
)

// tlsModel chooses the access model of thread-local global g as llc-14
// does for a position-independent executable (the "PIE Level" clang
// writes by default): local-exec for a variable of this executable
// (internal, or dso_local, weak ones too), initial-exec otherwise (a
// variable of a shared library), or local-exec if the IR asks for it. Without a PIE level (code for a shared
// library) local-exec is not allowed and initial-exec, which works for
// libraries loaded at startup, is used where llc would call
// __tls_get_addr.
func (m *Module) tlsModel(g *ir.Global) TLSModel {
	local := IsLocalLinkage(g.Linkage) || g.Preemption == enum.PreemptionDSOLocal
	switch {
	case g.TLSModel == enum.TLSModelLocalExec:
		return TLSLocalExec
	case m.pie && local:
		return TLSLocalExec
	}
	return TLSInitialExec
}

// pieLevel reports whether module ir has a nonzero "PIE Level" flag.
func pieLevel(m *ir.Module) bool {
	flags := m.NamedMetadataDefs["llvm.module.flags"]
	if flags == nil {
		return false
	}
	for _, n := range flags.Nodes {
		t, ok := n.(*metadata.Tuple)
		if !ok || len(t.Fields) != 3 {
			continue
		}
		if s, ok := t.Fields[1].(*metadata.String); !ok || s.Value != "PIE Level" {
			continue
		}
		v := t.Fields[2]
		if mv, ok := v.(*metadata.Value); ok {
			v = mv.Value
		}
		if c, ok := v.(*constant.Int); ok {
			return c.X.Sign() != 0
		}
	}
	return false
}
