package x86

import (
	"fmt"

	"github.com/ssara-project/ssara/mir"
)

// Vector operations (numbered apart from the scalar ones).
const (
	// VOp is one SSE instruction named by its VecOp payload:
	// d = op Uses[0] (untied), or d = Uses[0] op Uses[1] (tied 0).
	VOp mir.Op = mir.OpTarget + 0x100 + iota
	// VLoad: d = [address] (VMem).
	VLoad
	// VStore: [address] = Uses[0] (VMem).
	VStore
	// VConst: d = constant vector (VConstInfo).
	VConst
)

func init() {
	opNames[VOp] = "vop"
	opNames[VLoad] = "vload"
	opNames[VStore] = "vstore"
	opNames[VConst] = "vconst"
}

// VecOp is the payload of VOp.
type VecOp struct {
	Mn      string // mnemonic
	Imm     int64
	HasImm  bool
	GPRBits int // width GPR operands are printed at (32 or 64)
}

func (v *VecOp) String() string {
	if v.HasImm {
		return fmt.Sprintf("%s $%d", v.Mn, v.Imm)
	}
	return v.Mn
}

// VMem is the payload of VLoad and VStore: Bits is 32, 64 or 128.
type VMem struct {
	Mem
	Aligned bool
}

// VConstInfo is the payload of VConst: a 16-byte pool entry, zero, or
// all ones.
type VConstInfo struct {
	Label string
	Zero  bool
	Ones  bool
}
