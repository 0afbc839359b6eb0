package x86

import (
	"testing"

	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// TestSetArg checks that a call's constant and address arguments are
// written into their argument registers by the instruction that makes
// them (no virtual register, no copy), and that other arguments are
// copied.
func TestSetArg(t *testing.T) {
	src := `@glob = internal global i32 0
declare void @g(i32, i32*, i64, i32*, double, i64)
define void @f(i64 %x) {
  %l = alloca i32
  call void @g(i32 4, i32* @glob, i64 %x, i32* %l, double 1.5, i64 2147483648)
  ret void
}
`
	m, err := lowerSrc(src)
	if err != nil {
		t.Fatal(err)
	}
	setBy := map[mir.Reg]mir.Op{}
	for _, b := range m.Funcs[0].Blocks {
		for _, in := range b.Instrs {
			for _, d := range in.Defs {
				if d.IsPhys() {
					setBy[d] = in.Op
				}
			}
		}
	}
	want := map[mir.Reg]mir.Op{isa.RDI: isa.MovImm, isa.RSI: isa.LeaSym, isa.RDX: mir.OpCopy, isa.RCX: isa.Lea, isa.XMM(0): isa.FConst, isa.R8: isa.MovImm}
	for r, op := range want {
		if setBy[r] != op {
			t.Errorf("%s set by %v, want %v", isa.Target{}.RegName(r), setBy[r], op)
		}
	}
}
