package x86

import (
	"strings"
	"testing"

	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// TestGEPProductShared: the addresses of one block that index an array
// by the same register times a stride the addressing modes lack (24)
// share one multiplication, as llc's selection DAG shares it; another
// block makes its own.
func TestGEPProductShared(t *testing.T) {
	src := `%N = type { i64, i64, i32, i8, i8 }
define void @f(%N* %t, i64 %i, i1 %c) {
entry:
  %a = getelementptr %N, %N* %t, i64 %i, i32 0
  store i64 0, i64* %a
  %b = getelementptr %N, %N* %t, i64 %i, i32 2
  store i32 0, i32* %b
  %d = getelementptr %N, %N* %t, i64 %i, i32 4
  store i8 16, i8* %d
  br i1 %c, label %more, label %done
more:
  %e = getelementptr %N, %N* %t, i64 %i, i32 3
  store i8 1, i8* %e
  %g = getelementptr %N, %N* %t, i64 %i, i32 4
  store i8 2, i8* %g
  br label %done
done:
  ret void
}
`
	m, err := lowerSrc(src)
	if err != nil {
		t.Fatal(err)
	}
	var muls []int
	for _, b := range m.Funcs[0].Blocks {
		n := 0
		for _, in := range b.Instrs {
			if in.Op == isa.IMul3 && in.Aux.(*isa.Arith).Imm == 24 {
				n++
			}
		}
		if n > 0 {
			muls = append(muls, n)
		}
	}
	if len(muls) != 2 || muls[0] != 1 || muls[1] != 1 {
		t.Errorf("multiplications by 24 per block %v, want [1 1]\n%s", muls, m.Funcs[0].Format(isa.Target{}))
	}
}

// TestGEPIndexTerms: a getelementptr index "add x, C" or "shl x, K"
// (or "or x, C" with C in x's known-zero low bits) that nothing else reads is x in the address, C times the stride in the
// displacement and 2^K in the scale, as llc's addressing modes take
// them; under a sign extension (or in an index narrower than a pointer)
// only when the add or shift cannot wrap (nsw), and not when the index
// is read elsewhere too.
func TestGEPIndexTerms(t *testing.T) {
	tests := []struct {
		name, body  string
		disp, scale int64
	}{
		{"shift and add", "%a = shl i64 %i, 1\n  %b = add i64 %a, 8\n  %g = getelementptr inbounds i8, i8* %p, i64 %b", 8, 2},
		{"sext of add nsw", "%c = add nsw i32 %j, 3\n  %d = sext i32 %c to i64\n  %g = getelementptr inbounds i32, i32* %q, i64 %d", 12, 4},
		{"i32 index, add nsw", "%c = add nsw i32 %j, -2\n  %g = getelementptr inbounds i16, i16* %r, i32 %c", -4, 2},
		{"sext of add without nsw", "%c = add i32 %j, 3\n  %d = sext i32 %c to i64\n  %g = getelementptr inbounds i32, i32* %q, i64 %d", 0, 4},
		{"or in known-zero bits", "%a = shl i64 %i, 3\n  %b = or i64 %a, 7\n  %g = getelementptr inbounds i8, i8* %p, i64 %b", 7, 8},
		{"or beyond the known-zero bits", "%a = shl i64 %i, 3\n  %b = or i64 %a, 8\n  %g = getelementptr inbounds i8, i8* %p, i64 %b", 0, 1},
		{"add read elsewhere", "%b = add i64 %i, 5\n  store i64 %b, i64* %s\n  %g = getelementptr inbounds i8, i8* %p, i64 %b", 0, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// A volatile byte load through %g: nothing folds it away.
			src := "define i64 @f(i8* %p, i32* %q, i16* %r, i64* %s, i64 %i, i32 %j) {\nentry:\n  " + tt.body +
				"\n  %x = bitcast " + gepType(tt.body) + "* %g to i8*\n  %y = load volatile i8, i8* %x\n  %z = zext i8 %y to i64\n  ret i64 %z\n}\n"
			m, err := lowerSrc(src)
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			f := m.Funcs[0]
			var mem *isa.Mem
			var index mir.Reg
			def := map[mir.Reg]*mir.Instr{}
			for _, b := range f.Blocks {
				for _, in := range b.Instrs {
					for _, d := range in.Defs {
						def[d] = in
					}
					if in.Op == isa.Load && in.Aux.(*isa.Mem).Bits == 8 {
						mem = in.Aux.(*isa.Mem)
						if mem.IndexIdx >= 0 {
							index = in.Uses[mem.IndexIdx]
						}
					}
				}
			}
			if mem == nil || mem.Disp != tt.disp || mem.Scale != tt.scale {
				t.Fatalf("the load's address %v, want displacement %d and scale %d\n%s", mem, tt.disp, tt.scale, f.Format(isa.Target{}))
			}
			// Folded, the index is the parameter (or its sign extension);
			// else the add's result.
			x := def[index]
			if x != nil && x.Op == isa.Ext {
				x = def[x.Uses[0]]
			}
			folded := x != nil && x.Op == mir.OpCopy
			if folded != (tt.disp != 0) {
				t.Errorf("the load's index is defined by %v; folded %v, want %v\n%s", x, folded, tt.disp != 0, f.Format(isa.Target{}))
			}
		})
	}
}

// gepType is the element type of the getelementptr %g in body, pointed to.
func gepType(body string) string {
	for _, ty := range []string{"i32", "i16", "i8"} {
		if strings.Contains(body, "getelementptr inbounds "+ty+",") {
			return ty
		}
	}
	return "i8"
}

// TestGEPOfConstantGEP: a getelementptr of constant indices that another
// getelementptr takes as its source (through a bitcast or not) is no
// register of its own: its offset goes into the displacements of the
// loads and stores through both, as llc's addressing modes take it
// (Lua's `&e->u.ind` read as e+8, e+10). One with a variable index that
// two getelementptrs take is computed once.
func TestGEPOfConstantGEP(t *testing.T) {
	tests := []struct {
		name  string
		inner string // %in, from %s
		leas  int    // leas (or adds) that compute an address in a register
	}{
		{"constant", "%in = getelementptr inbounds %S, %S* %s, i64 0, i32 1", 0},
		{"variable index", "%in = getelementptr inbounds %S, %S* %s, i64 %i, i32 1", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := `%S = type { i64, %U, i64 }
%U = type { i16, i8, i8, i32 }
define i32 @f(%S* %s, i64 %i) {
  ` + tt.inner + `
  %c = bitcast %U* %in to i8*
  %b = getelementptr inbounds i8, i8* %c, i64 2
  %x = load i8, i8* %b
  %h = getelementptr inbounds %U, %U* %in, i64 0, i32 0
  %y = load i16, i16* %h
  %x32 = zext i8 %x to i32
  %y32 = zext i16 %y to i32
  %r = add i32 %x32, %y32
  %w = getelementptr inbounds %U, %U* %in, i64 0, i32 3
  store i32 %r, i32* %w
  ret i32 %r
}
`
			m, err := lowerSrc(src)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, b := range m.Funcs[0].Blocks {
				for _, in := range b.Instrs {
					if in.Op == isa.Lea {
						n++
					}
				}
			}
			if n != tt.leas {
				t.Errorf("%d leas, want %d\n%s", n, tt.leas, m.Funcs[0].Format(isa.Target{}))
			}
		})
	}
}

// TestGEPTwoTerms: an address of two variable terms keeps the one the
// addressing mode scales (the last) as its index and adds the other to
// the base with a lea, "a[i][j]" being "leaq (%p,%i96), %b; (%b,%j,4)";
// with no scaled term the terms are summed into the index.
func TestGEPTwoTerms(t *testing.T) {
	tests := []struct {
		name, body string
		scale      int64
		baseLea    bool // the base is a lea of the pointer and the other term
	}{
		{"rows of 24", "%g = getelementptr inbounds [24 x i32], [24 x i32]* %a, i64 %i, i64 %j", 4, true},
		{"rows of 4", "%g = getelementptr inbounds [4 x i32], [4 x i32]* %b, i64 %i, i64 %j", 4, true},
		{"index of an indexed source", "%h = getelementptr inbounds i64, i64* %c, i64 %i\n  %k = bitcast i64* %h to i32*\n  %g = getelementptr inbounds i32, i32* %k, i64 %j", 4, true},
		{"bytes", "%g = getelementptr inbounds [1 x i8], [1 x i8]* %d, i64 %i, i64 %j", 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "define i64 @f([24 x i32]* %a, [4 x i32]* %b, i64* %c, [1 x i8]* %d, i64 %i, i64 %j) {\nentry:\n  " + tt.body +
				"\n  %x = bitcast " + map[bool]string{true: "i8", false: "i32"}[tt.scale == 1] + "* %g to i8*\n  %y = load volatile i8, i8* %x\n  %z = zext i8 %y to i64\n  ret i64 %z\n}\n"
			m, err := lowerSrc(src)
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			f := m.Funcs[0]
			def := map[mir.Reg]*mir.Instr{}
			var load *mir.Instr
			for _, b := range f.Blocks {
				for _, in := range b.Instrs {
					for _, d := range in.Defs {
						def[d] = in
					}
					if in.Op == isa.Load && in.Aux.(*isa.Mem).Bits == 8 {
						load = in
					}
				}
			}
			if load == nil {
				t.Fatalf("no byte load\n%s", f.Format(isa.Target{}))
			}
			mem := load.Aux.(*isa.Mem)
			if mem.BaseIdx < 0 || mem.IndexIdx < 0 || mem.Scale != tt.scale {
				t.Fatalf("the load's address %v, want a base, an index and scale %d\n%s", mem, tt.scale, f.Format(isa.Target{}))
			}
			base := def[load.Uses[mem.BaseIdx]]
			if isLea := base != nil && base.Op == isa.Lea; isLea != tt.baseLea {
				t.Errorf("the base is defined by %v; a lea %v, want %v\n%s", base, isLea, tt.baseLea, f.Format(isa.Target{}))
			}
		})
	}
}
