package mir

import (
	"testing"
	"unsafe"
)

// TestInstrSize guards the sizes that a large function's heap is made of
// (issue 16): a field added to Instr, Placement or Transfer, or a field
// widened, shows here before it shows in the peak memory.
func TestInstrSize(t *testing.T) {
	for _, tc := range []struct {
		name      string
		size, max uintptr
	}{
		{"Instr", unsafe.Sizeof(Instr{}), 112},
		{"Placement", unsafe.Sizeof(Placement{}), 56},
		{"Transfer", unsafe.Sizeof(Transfer{}), 48},
		{"Loc", unsafe.Sizeof(Loc{}), 12},
	} {
		if tc.size > tc.max {
			t.Errorf("%s is %d bytes, more than %d", tc.name, tc.size, tc.max)
		}
	}
}
