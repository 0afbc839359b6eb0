package lower

import (
	"fmt"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
)

// The data layouts clang-14 writes for the three targets.
var testLayouts = [3]struct{ datalayout, triple string }{
	{"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128", "x86_64-unknown-linux-gnu"},
	{"e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512", "powerpc64le-unknown-linux-gnu"},
	{"E-m:e-p:32:32-i64:64-n32", "powerpc-unknown-linux-gnu"},
}

// parseGlobal parses a one-global module and returns the global.
func parseGlobal(t *testing.T, src string) *ir.Global {
	t.Helper()
	m, err := asm.ParseString("test.ll", src)
	if err != nil {
		t.Fatalf("parse %q: %v", src, err)
	}
	if len(m.Globals) == 0 {
		t.Fatalf("no global in %q", src)
	}
	return m.Globals[len(m.Globals)-1]
}

// parseType parses an LLVM type written in IR syntax.
func parseType(t *testing.T, typ string) types.Type {
	t.Helper()
	return parseGlobal(t, fmt.Sprintf("@g = global %s undef\n", typ)).ContentType
}

// TestLayoutVsLLC compares sizes and alignments with what llc-14 computes
// for each target: {alloc size, ABI alignment, alignment of a global
// without explicit alignment}. Sizes and ABI alignments were read from
// llc's folding of `ptrtoint (getelementptr (T, T* null, i32 1))` and of
// the offset of field 1 in {i8, T}; global alignments from the .p2align
// llc prints for `@g = global T undef`.
func TestLayoutVsLLC(t *testing.T) {
	tests := []struct {
		typ  string
		want [3][3]int64 // per layout: size, ABI align, global align
	}{
		{"i1", [3][3]int64{{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}},
		{"i8", [3][3]int64{{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}},
		{"i16", [3][3]int64{{2, 2, 2}, {2, 2, 2}, {2, 2, 2}}},
		{"i24", [3][3]int64{{4, 4, 4}, {4, 4, 4}, {4, 4, 4}}},
		{"i32", [3][3]int64{{4, 4, 4}, {4, 4, 4}, {4, 4, 4}}},
		{"i48", [3][3]int64{{8, 8, 8}, {8, 8, 8}, {8, 8, 8}}},
		{"i64", [3][3]int64{{8, 8, 8}, {8, 8, 8}, {8, 8, 8}}},
		{"i65", [3][3]int64{{16, 8, 8}, {16, 8, 8}, {16, 8, 8}}},
		{"i96", [3][3]int64{{16, 8, 8}, {16, 8, 8}, {16, 8, 8}}},
		{"i128", [3][3]int64{{16, 8, 8}, {16, 8, 8}, {16, 8, 8}}},
		{"i256", [3][3]int64{{32, 8, 16}, {32, 8, 16}, {32, 8, 16}}},
		{"half", [3][3]int64{{2, 2, 2}, {2, 2, 2}, {2, 2, 2}}},
		{"float", [3][3]int64{{4, 4, 4}, {4, 4, 4}, {4, 4, 4}}},
		{"double", [3][3]int64{{8, 8, 8}, {8, 8, 8}, {8, 8, 8}}},
		{"x86_fp80", [3][3]int64{{16, 16, 16}, {16, 16, 16}, {16, 16, 16}}},
		{"fp128", [3][3]int64{{16, 16, 16}, {16, 16, 16}, {16, 16, 16}}},
		{"ppc_fp128", [3][3]int64{{16, 16, 16}, {16, 16, 16}, {16, 16, 16}}},
		{"i8*", [3][3]int64{{8, 8, 8}, {8, 8, 8}, {4, 4, 4}}},
		{"i32 addrspace(270)*", [3][3]int64{{4, 4, 4}, {8, 8, 8}, {4, 4, 4}}},
		{"i64 addrspace(272)*", [3][3]int64{{8, 8, 8}, {8, 8, 8}, {4, 4, 4}}},
		{"[3 x i8]", [3][3]int64{{3, 1, 1}, {3, 1, 1}, {3, 1, 1}}},
		{"[5 x i16]", [3][3]int64{{10, 2, 2}, {10, 2, 2}, {10, 2, 2}}},
		{"[2 x x86_fp80]", [3][3]int64{{32, 16, 16}, {32, 16, 16}, {32, 16, 16}}},
		{"[0 x i64]", [3][3]int64{{0, 8, 8}, {0, 8, 8}, {0, 8, 8}}},
		{"{ i8, i32 }", [3][3]int64{{8, 4, 8}, {8, 4, 8}, {8, 4, 8}}},
		{"{ i8, double }", [3][3]int64{{16, 8, 8}, {16, 8, 8}, {16, 8, 8}}},
		{"{ i8, i64 }", [3][3]int64{{16, 8, 8}, {16, 8, 8}, {16, 8, 8}}},
		{"{ i8, x86_fp80 }", [3][3]int64{{32, 16, 16}, {32, 16, 16}, {32, 16, 16}}},
		{"{ i8, i16, i8 }", [3][3]int64{{6, 2, 8}, {6, 2, 8}, {6, 2, 8}}},
		{"<{ i8, i32, double }>", [3][3]int64{{13, 1, 8}, {13, 1, 8}, {13, 1, 8}}},
		{"{ i8, <{ i32, i8 }> }", [3][3]int64{{6, 1, 8}, {6, 1, 8}, {6, 1, 8}}},
		{"{}", [3][3]int64{{0, 1, 8}, {0, 1, 8}, {0, 1, 8}}},
		{"{ i8, i128 }", [3][3]int64{{24, 8, 16}, {24, 8, 16}, {24, 8, 16}}},
		{"{ i32, { i8, i64 }, i8 }", [3][3]int64{{32, 8, 16}, {32, 8, 16}, {32, 8, 16}}},
		{"{ i8, [3 x i24] }", [3][3]int64{{16, 4, 8}, {16, 4, 8}, {16, 4, 8}}},
		{"<2 x i32>", [3][3]int64{{8, 8, 8}, {8, 8, 8}, {8, 8, 8}}},
		{"<3 x i32>", [3][3]int64{{16, 16, 16}, {16, 16, 16}, {16, 16, 16}}},
		{"<4 x i32>", [3][3]int64{{16, 16, 16}, {16, 16, 16}, {16, 16, 16}}},
		{"<8 x i32>", [3][3]int64{{32, 32, 32}, {32, 32, 32}, {32, 32, 32}}},
		{"<16 x i32>", [3][3]int64{{64, 64, 64}, {64, 64, 64}, {64, 64, 64}}},
		{"<3 x i8>", [3][3]int64{{4, 4, 4}, {4, 4, 4}, {4, 4, 4}}},
		{"<2 x double>", [3][3]int64{{16, 16, 16}, {16, 16, 16}, {16, 16, 16}}},
		{"<3 x float>", [3][3]int64{{16, 16, 16}, {16, 16, 16}, {16, 16, 16}}},
		{"<4 x double>", [3][3]int64{{32, 32, 32}, {32, 32, 32}, {32, 32, 32}}},
		{"<8 x double>", [3][3]int64{{64, 64, 64}, {64, 64, 64}, {64, 64, 64}}},
		{"<2 x i64>", [3][3]int64{{16, 16, 16}, {16, 16, 16}, {16, 16, 16}}},
		{"<8 x i1>", [3][3]int64{{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}},
		{"<3 x i24>", [3][3]int64{{16, 16, 16}, {16, 16, 16}, {16, 16, 16}}},
		{"<2 x i8*>", [3][3]int64{{16, 16, 16}, {16, 16, 16}, {8, 8, 8}}},
		{"{ i8, <3 x float> }", [3][3]int64{{32, 16, 16}, {32, 16, 16}, {32, 16, 16}}},
		{"{ i16, [0 x i8] }", [3][3]int64{{2, 2, 8}, {2, 2, 8}, {2, 2, 8}}},
	}
	for li, tl := range testLayouts {
		l, err := ParseLayout(tl.datalayout, tl.triple)
		if err != nil {
			t.Fatal(err)
		}
		for _, tt := range tests {
			g := parseGlobal(t, fmt.Sprintf("@g = global %s undef\n", tt.typ))
			typ := g.ContentType
			if err := l.CheckSized(typ); err != nil {
				t.Errorf("%s: CheckSized(%s): %v", tl.triple, tt.typ, err)
				continue
			}
			got := [3]int64{l.Size(typ), l.Align(typ), globalAlign(g, l)}
			if got != tt.want[li] {
				t.Errorf("%s: %s: size, align, global align = %v, want %v", tl.triple, tt.typ, got, tt.want[li])
			}
		}
	}
}

func TestStoreSize(t *testing.T) {
	l, err := ParseLayout(testLayouts[0].datalayout, testLayouts[0].triple)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		typ   string
		store int64
	}{
		{"i1", 1}, {"i24", 3}, {"i65", 9}, {"x86_fp80", 10}, {"half", 2},
		{"fp128", 16}, {"<3 x i24>", 9}, {"<8 x i1>", 1}, {"{ i8, i32 }", 8},
		{"[2 x x86_fp80]", 32}, {"i8*", 8}, {"i32 addrspace(270)*", 4},
	}
	for _, tt := range tests {
		if got := l.StoreSize(parseType(t, tt.typ)); got != tt.store {
			t.Errorf("StoreSize(%s) = %d, want %d", tt.typ, got, tt.store)
		}
	}
}

// TestFieldOffsets checks offsets against offsetof from clang-14 for the
// structs of struct A { char c; int i; }, struct D { char c; long double
// ld; } (x86_fp80 / ppc_fp128), struct P (packed) and a struct with a
// nested struct and i128.
func TestFieldOffsets(t *testing.T) {
	tests := []struct {
		typ  string
		want [3][]int64
	}{
		{"{ i8, i32 }", [3][]int64{{0, 4}, {0, 4}, {0, 4}}},
		{"{ i8, x86_fp80 }", [3][]int64{{0, 16}, {0, 16}, {0, 16}}},
		{"{ i8, ppc_fp128 }", [3][]int64{{0, 16}, {0, 16}, {0, 16}}},
		{"<{ i8, i32, double }>", [3][]int64{{0, 1, 5}, {0, 1, 5}, {0, 1, 5}}},
		{"{ i8, i64, i8* , i16 }", [3][]int64{{0, 8, 16, 24}, {0, 8, 16, 24}, {0, 8, 16, 20}}},
		{"{ i32, { i8, i64 }, i8 }", [3][]int64{{0, 8, 24}, {0, 8, 24}, {0, 8, 24}}},
		{"{ i8, <{ i32, i8 }>, i16 }", [3][]int64{{0, 1, 6}, {0, 1, 6}, {0, 1, 6}}},
		{"{ i8, <4 x i32> }", [3][]int64{{0, 16}, {0, 16}, {0, 16}}},
		{"{ i8, double }", [3][]int64{{0, 8}, {0, 8}, {0, 8}}},
	}
	for li, tl := range testLayouts {
		l, err := ParseLayout(tl.datalayout, tl.triple)
		if err != nil {
			t.Fatal(err)
		}
		for _, tt := range tests {
			st := parseType(t, tt.typ).(*types.StructType)
			for i, want := range tt.want[li] {
				if got := l.FieldOffset(st, i); got != want {
					t.Errorf("%s: offset of field %d of %s = %d, want %d", tl.triple, i, tt.typ, got, want)
				}
			}
		}
	}
}

func TestGEPOffset(t *testing.T) {
	x86, err := ParseLayout(testLayouts[0].datalayout, "")
	if err != nil {
		t.Fatal(err)
	}
	ppc32, err := ParseLayout(testLayouts[2].datalayout, "")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		l       *Layout
		elem    string
		indices []int64
		off     int64
		result  string
	}{
		{x86, "i32", []int64{3}, 12, "i32"},
		{x86, "[10 x i32]", []int64{0, 4}, 16, "i32"},
		{x86, "[10 x i32]", []int64{1, -1}, 36, "i32"},
		{x86, "{ i8, [3 x { i16, double }] }", []int64{0, 1, 2, 1}, 48, "double"},
		{x86, "{ i8, <4 x float> }", []int64{0, 1, 3}, 28, "float"},
		{ppc32, "{ i8, i8*, i64 }", []int64{2, 2}, 40, "i64"},
		{x86, "x86_fp80", []int64{2}, 32, "x86_fp80"},
		{x86, "i8", nil, 0, "i8"},
	}
	for _, tt := range tests {
		off, res, err := tt.l.GEPOffset(parseType(t, tt.elem), tt.indices)
		if err != nil {
			t.Errorf("GEPOffset(%s, %v): %v", tt.elem, tt.indices, err)
			continue
		}
		if off != tt.off || res.String() != tt.result {
			t.Errorf("GEPOffset(%s, %v) = %d, %s; want %d, %s", tt.elem, tt.indices, off, res, tt.off, tt.result)
		}
	}
	for _, bad := range []struct {
		elem    string
		indices []int64
	}{
		{"{ i8, i32 }", []int64{0, 2}},
		{"i32", []int64{0, 1}},
	} {
		if _, _, err := x86.GEPOffset(parseType(t, bad.elem), bad.indices); err == nil {
			t.Errorf("GEPOffset(%s, %v): no error", bad.elem, bad.indices)
		}
	}
}

func TestParseLayout(t *testing.T) {
	// Defaults by triple when the module has no datalayout.
	for _, tt := range []struct {
		triple  string
		ptr     int64
		big     bool
		i64     int64
		f80Size int64
	}{
		{"x86_64-unknown-linux-gnu", 8, false, 8, 16},
		{"powerpc64le-unknown-linux-gnu", 8, false, 8, 16},
		{"powerpc-unknown-linux-gnu", 4, true, 8, 16},
		{"i686-pc-linux-gnu", 4, false, 4, 12},
		{"unknown", 8, false, 4, 16}, // LLVM's bare defaults
	} {
		l, err := ParseLayout("", tt.triple)
		if err != nil {
			t.Fatal(err)
		}
		f80 := &types.FloatType{Kind: types.FloatKindX86_FP80}
		if l.PtrSize() != tt.ptr || l.BigEndian() != tt.big || l.Align(types.I64) != tt.i64 || l.Size(f80) != tt.f80Size {
			t.Errorf("%s: ptr %d big %v i64 align %d f80 size %d", tt.triple, l.PtrSize(), l.BigEndian(), l.Align(types.I64), l.Size(f80))
		}
	}
	l, err := ParseLayout("E-p:32:32:32-i64:32:64-a:0:32-S64", "")
	if err != nil {
		t.Fatal(err)
	}
	if l.StackAlign() != 8 || l.Align(types.I64) != 4 || l.PrefAlign(types.I64) != 8 {
		t.Errorf("stack %d i64 abi %d pref %d", l.StackAlign(), l.Align(types.I64), l.PrefAlign(types.I64))
	}
	if a := l.PrefAlign(types.NewStruct(types.I8)); a != 4 {
		t.Errorf("struct pref align %d, want 4 (from a:0:32)", a)
	}
	for _, bad := range []string{"x", "i64:63", "p:32", "i32:64:32", "e-", "m:ee", "i:8"} {
		if _, err := ParseLayout(bad, ""); err == nil {
			t.Errorf("ParseLayout(%q): no error", bad)
		}
	}
}

func TestCheckSized(t *testing.T) {
	l, err := ParseLayout("", "x86_64-linux-gnu")
	if err != nil {
		t.Fatal(err)
	}
	opaque := &types.StructType{TypeName: "opaque", Opaque: true}
	for _, typ := range []types.Type{
		types.Void, types.Label, types.NewFunc(types.Void), opaque,
		types.NewArray(2, opaque), types.NewStruct(types.I8, types.Void),
		types.Metadata,
	} {
		if err := l.CheckSized(typ); err == nil {
			t.Errorf("CheckSized(%s): no error", typ)
		}
	}
	if err := l.CheckSized(types.NewPointer(opaque)); err != nil {
		t.Errorf("pointer to opaque struct: %v", err)
	}
}
