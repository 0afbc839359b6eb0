package x86

import (
	"sort"
	"strings"
	"testing"

	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// TestSelectMinMax checks that select (icmp P x, y), x, y becomes one
// pmaxsw, pminsw, pmaxub or pminub where SSE2 has it (and the compare
// goes unless something else reads it), and that the other selects keep
// the compare and the blend.
func TestSelectMinMax(t *testing.T) {
	tests := []struct {
		name, ty, body string
		want           string // the packed operations left, sorted
	}{
		{"smax i16", "<8 x i16>", "%c = icmp sgt <8 x i16> %a, %b\n  %r = select <8 x i1> %c, <8 x i16> %a, <8 x i16> %b", "pmaxsw"},
		{"smax i16 sge", "<8 x i16>", "%c = icmp sge <8 x i16> %a, %b\n  %r = select <8 x i1> %c, <8 x i16> %a, <8 x i16> %b", "pmaxsw"},
		{"smin i16 exchanged", "<8 x i16>", "%c = icmp sgt <8 x i16> %a, %b\n  %r = select <8 x i1> %c, <8 x i16> %b, <8 x i16> %a", "pminsw"},
		{"smin i16 slt", "<8 x i16>", "%c = icmp slt <8 x i16> %b, %a\n  %r = select <8 x i1> %c, <8 x i16> %b, <8 x i16> %a", "pminsw"},
		{"umax i8", "<16 x i8>", "%c = icmp ugt <16 x i8> %a, %b\n  %r = select <16 x i1> %c, <16 x i8> %a, <16 x i8> %b", "pmaxub"},
		{"umin i8 ule", "<16 x i8>", "%c = icmp ule <16 x i8> %a, %b\n  %r = select <16 x i1> %c, <16 x i8> %a, <16 x i8> %b", "pminub"},
		{"compare read elsewhere", "<8 x i16>", "%c = icmp sgt <8 x i16> %a, %b\n  %s = select <8 x i1> %c, <8 x i16> %a, <8 x i16> %b\n  %z = sext <8 x i1> %c to <8 x i16>\n  %r = add <8 x i16> %s, %z", "paddw pcmpgtw pmaxsw"},
		// No SSE2 instruction: the compare and the blend stay.
		{"smax i32", "<4 x i32>", "%c = icmp sgt <4 x i32> %a, %b\n  %r = select <4 x i1> %c, <4 x i32> %a, <4 x i32> %b", "pand pandn pcmpgtd por"},
		{"smax i8", "<16 x i8>", "%c = icmp sgt <16 x i8> %a, %b\n  %r = select <16 x i1> %c, <16 x i8> %a, <16 x i8> %b", "pand pandn pcmpgtb por"},
		{"other operands", "<8 x i16>", "%c = icmp sgt <8 x i16> %a, %b\n  %r = select <8 x i1> %c, <8 x i16> %a, <8 x i16> %a", "pand pandn pcmpgtw por"},
		{"equality", "<8 x i16>", "%c = icmp eq <8 x i16> %a, %b\n  %r = select <8 x i1> %c, <8 x i16> %a, <8 x i16> %b", "pand pandn pcmpeqw por"},
	}
	for _, tt := range tests {
		src := "define " + tt.ty + " @f(" + tt.ty + " %a, " + tt.ty + " %b) {\n  " + tt.body + "\n  ret " + tt.ty + " %r\n}\n"
		m, err := lowerSrc(src)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		var ops []string
		for _, b := range m.Funcs[0].Blocks {
			for _, in := range b.Instrs {
				if in.Op == isa.VOp {
					ops = append(ops, in.Aux.(*isa.VecOp).Mn)
				}
			}
		}
		sort.Strings(ops)
		if got := strings.Join(ops, " "); got != tt.want {
			t.Errorf("%s: packed operations %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestSelectMaskWidth checks that a select on vectors wider than a
// register takes its compare's mask at the lanes' width: the compare's
// canonical mask (bytes for 16 lanes) is neither packed nor widened
// again, unless something else reads it.
func TestSelectMaskWidth(t *testing.T) {
	const ty = "<16 x i32>"
	tests := []struct {
		name, body string
		packs      int // packssdw and packsswb left
	}{
		{"icmp", "%c = icmp ult " + ty + " %a, %b\n  %r = select <16 x i1> %c, " + ty + " %a, " + ty + " %b", 0},
		{"fcmp", "%fa = sitofp " + ty + " %a to <16 x float>\n  %fb = sitofp " + ty + " %b to <16 x float>\n  %c = fcmp olt <16 x float> %fa, %fb\n  %r = select <16 x i1> %c, " + ty + " %a, " + ty + " %b", 0},
		{"mask read elsewhere", "%c = icmp ult " + ty + " %a, %b\n  %s = select <16 x i1> %c, " + ty + " %a, " + ty + " %b\n  %z = zext <16 x i1> %c to " + ty + "\n  %r = add " + ty + " %s, %z", 3},
	}
	for _, tt := range tests {
		src := "define " + ty + " @f(" + ty + " %a, " + ty + " %b) {\n  " + tt.body + "\n  ret " + ty + " %r\n}\n"
		m, err := lowerSrc(src)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		packs := 0
		for _, b := range m.Funcs[0].Blocks {
			for _, in := range b.Instrs {
				if in.Op == isa.VOp && strings.HasPrefix(in.Aux.(*isa.VecOp).Mn, "packss") {
					packs++
				}
			}
		}
		if packs != tt.packs {
			t.Errorf("%s: %d packs, want %d", tt.name, packs, tt.packs)
		}
	}
}

// TestUnsignedCompareConstant checks that an unsigned lanewise compare
// with a constant flips the constant's sign bits when lowering it, so
// that only the other operand takes a pxor.
func TestUnsignedCompareConstant(t *testing.T) {
	tests := []struct {
		name, body string
		pxor       int
	}{
		{"ult constant", "%c = icmp ult <4 x i32> %a, <i32 255, i32 255, i32 -1, i32 0>", 1},
		{"constant ugt", "%c = icmp ugt <4 x i32> <i32 255, i32 255, i32 -1, i32 0>, %a", 1},
		{"zeroinitializer, bytes", "%c = icmp ugt <16 x i8> %b, zeroinitializer", 1},
		{"two registers", "%c = icmp ult <4 x i32> %a, %a2", 2},
	}
	for _, tt := range tests {
		src := "define <4 x i32> @f(<4 x i32> %a, <4 x i32> %a2, <16 x i8> %b) {\n  " + tt.body + "\n  %m = sext " +
			map[bool]string{true: "<16 x i1> %c to <16 x i8>\n  %r = bitcast <16 x i8> %m to <4 x i32>", false: "<4 x i1> %c to <4 x i32>\n  %r = add <4 x i32> %m, zeroinitializer"}[strings.Contains(tt.body, "i8")] +
			"\n  ret <4 x i32> %r\n}\n"
		m, err := lowerSrc(src)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		pxor := 0
		for _, b := range m.Funcs[0].Blocks {
			for _, in := range b.Instrs {
				if in.Op == isa.VOp && in.Aux.(*isa.VecOp).Mn == "pxor" {
					pxor++
				}
			}
		}
		if pxor != tt.pxor {
			t.Errorf("%s: %d pxor, want %d", tt.name, pxor, tt.pxor)
		}
	}
}

// TestUAddSat: each form of the clamped sum of unsigned bytes (the
// compare's predicate strict or not, the maximum on either side, the
// select's arms to match) is one paddusb per register; a clamp below the
// maximum and a signed compare are not.
func TestUAddSat(t *testing.T) {
	c := "<i32 255, i32 255, i32 255, i32 255>"
	c254 := "<i32 254, i32 254, i32 254, i32 254>"
	tests := []struct {
		cmp, sel string // the compare and the select's arms, over %s
		want     bool
	}{
		{"icmp ult <4 x i32> %s, " + c, "<4 x i32> %s, <4 x i32> " + c, true},
		{"icmp ule <4 x i32> %s, " + c, "<4 x i32> %s, <4 x i32> " + c, true},
		{"icmp ugt <4 x i32> %s, " + c, "<4 x i32> " + c + ", <4 x i32> %s", true},
		{"icmp uge <4 x i32> %s, " + c, "<4 x i32> " + c + ", <4 x i32> %s", true},
		{"icmp ugt <4 x i32> " + c + ", %s", "<4 x i32> %s, <4 x i32> " + c, true},
		{"icmp ult <4 x i32> " + c + ", %s", "<4 x i32> " + c + ", <4 x i32> %s", true},
		{"icmp ult <4 x i32> %s, " + c, "<4 x i32> " + c + ", <4 x i32> %s", false}, // the maximum where the sum is less
		{"icmp ult <4 x i32> %s, " + c254, "<4 x i32> %s, <4 x i32> " + c254, false},
		{"icmp slt <4 x i32> %s, " + c, "<4 x i32> %s, <4 x i32> " + c, false},
	}
	for _, tt := range tests {
		src := `define <4 x i8> @f(<4 x i8> %x, <4 x i8> %y) {
  %a = zext <4 x i8> %x to <4 x i32>
  %b = zext <4 x i8> %y to <4 x i32>
  %s = add nuw nsw <4 x i32> %a, %b
  %c = ` + tt.cmp + `
  %m = select <4 x i1> %c, ` + tt.sel + `
  %r = trunc <4 x i32> %m to <4 x i8>
  ret <4 x i8> %r
}
`
		m, err := lowerSrc(src)
		if err != nil {
			t.Fatalf("%s: %v", tt.cmp, err)
		}
		got := false
		for _, b := range m.Funcs[0].Blocks {
			for _, in := range b.Instrs {
				if in.Op == isa.VOp && in.Aux.(*isa.VecOp).Mn == "paddusb" {
					got = true
				}
			}
		}
		if got != tt.want {
			t.Errorf("%s; select %s: paddusb %v, want %v", tt.cmp, tt.sel, got, tt.want)
		}
	}
}

// TestBlendAndsIntoDyingValue checks the and of a blend that SSE2 has no
// instruction for (a <4 x i32> maximum): its two-address copy is of the
// value, read last there, not of the mask, which the andn reads after it
// (lower's commuteTied; llc-14 ands into the value too). Copying the mask
// kept the value, the mask and the copy live at once: one vector
// register more, spilled at 4 registers in vec_int.O2's max32.
func TestBlendAndsIntoDyingValue(t *testing.T) {
	src := "define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b) {\n  %c = icmp sgt <4 x i32> %a, %b\n  %r = select <4 x i1> %c, <4 x i32> %a, <4 x i32> %b\n  ret <4 x i32> %r\n}\n"
	m, err := lowerSrc(src)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, b := range m.Funcs[0].Blocks {
		copyOf := map[mir.Reg]mir.Reg{}
		for i, in := range b.Instrs {
			if in.Op == mir.OpCopy && len(in.Defs) == 1 && len(in.Uses) == 1 {
				copyOf[in.Defs[0]] = in.Uses[0]
			}
			if in.Op != isa.VOp || in.Aux.(*isa.VecOp).Mn != "pand" {
				continue
			}
			found = true
			src, ok := copyOf[in.Uses[0]]
			if !ok {
				t.Fatalf("pand's first operand is not a copy: %s", in.Format(isa.Target{}))
			}
			for _, later := range b.Instrs[i+1:] {
				for _, u := range later.Uses {
					if u == src {
						t.Errorf("pand copies %s, which %s reads after it: the copy should be of the value that dies at the pand", mir.FormatReg(isa.Target{}, src), later.Format(isa.Target{}))
					}
				}
			}
		}
	}
	if !found {
		t.Fatal("no pand")
	}
}

// TestCommuteKeepsLoopUpdate checks that a value of a loop's block that
// the phi at the block's top reads (the loop's next value) does not count
// as dying at its last read in the block: the phi reads it at the end of
// the block, so an operation that reads it last there keeps its copy of
// the other operand (commuteTied counts no phi's read as one of the
// block's).
func TestCommuteKeepsLoopUpdate(t *testing.T) {
	src := `define i64 @f(i64 %n, i64 %a) {
entry:
  br label %loop
loop:
  %s = phi i64 [ %a, %entry ], [ %r, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %r = xor i64 %s, %n
  %u = xor i64 %n, %r
  %i1 = add i64 %i, %u
  %c = icmp ult i64 %i1, 100
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %i1
}
`
	m, err := lowerSrc(src)
	if err != nil {
		t.Fatal(err)
	}
	f := m.Funcs[0]
	tg := isa.Target{}
	for _, b := range f.Blocks {
		var phiRead map[mir.Reg]bool // read by a phi of b on b's own edge
		for k, p := range b.Preds {
			if p != b {
				continue
			}
			for _, phi := range b.Phis() {
				if phiRead == nil {
					phiRead = map[mir.Reg]bool{}
				}
				phiRead[phi.Uses[k]] = true
			}
		}
		copyOf := map[mir.Reg]mir.Reg{}
		for _, in := range b.Instrs {
			if in.Op == mir.OpCopy && len(in.Defs) == 1 && len(in.Uses) == 1 {
				copyOf[in.Defs[0]] = in.Uses[0]
			}
			if !tg.Commutes(in) {
				continue
			}
			if src, ok := copyOf[in.Uses[0]]; ok && phiRead[src] {
				t.Errorf("%s copies %s, which the loop's phi reads after it:\n%s", in.Format(tg), mir.FormatReg(tg, src), f.Format(tg))
			}
		}
	}
}
