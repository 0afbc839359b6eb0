package lower

import (
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/ssara-project/ssara/mir"
)

// formatItems prints items compactly: "b:0102" bytes in hex, "z:N" zeros,
// "s:sym+off/size" symbols; separated by spaces.
func formatItems(items []mir.DataItem) string {
	var parts []string
	for _, it := range items {
		switch it.Kind {
		case mir.DataBytes:
			parts = append(parts, fmt.Sprintf("b:%x", it.Bytes))
		case mir.DataZero:
			parts = append(parts, fmt.Sprintf("z:%d", it.Zero))
		case mir.DataSym:
			s := "s:" + it.Sym
			if it.Minus != "" {
				s += "-" + it.Minus
			}
			if it.Addend != 0 {
				s += fmt.Sprintf("%+d", it.Addend)
			}
			parts = append(parts, fmt.Sprintf("%s/%d", s, it.Size))
		}
	}
	return strings.Join(parts, " ")
}

// dataOf parses src (prefixed with target's datalayout) and returns the
// data object of its global named name.
func dataOf(t *testing.T, target int, src, name string, symName func(constant.Constant) (string, bool)) (*mir.DataObject, error) {
	t.Helper()
	tl := testLayouts[target]
	full := fmt.Sprintf("target datalayout = %q\ntarget triple = %q\n%s", tl.datalayout, tl.triple, src)
	m, err := asm.ParseString("test.ll", full)
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	l, err := ParseLayout(m.DataLayout, m.TargetTriple)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range m.Globals {
		if g.Name() == name {
			return GlobalData(g, l, symName)
		}
	}
	t.Fatalf("no global @%s", name)
	return nil, nil
}

const (
	x86     = 0
	ppc64le = 1
	ppc32   = 2
)

func TestGlobalDataItems(t *testing.T) {
	tests := []struct {
		name   string
		target int
		src    string // defines @g (and what it needs)
		items  string
		size   int64
		align  int64
	}{
		{"i32", x86, "@g = global i32 42, align 4", "b:2a000000", 4, 4},
		{"i32 BE", ppc32, "@g = global i32 42, align 4", "b:0000002a", 4, 4},
		{"negative i16", x86, "@g = global i16 -1234, align 2", "b:2efb", 2, 2},
		{"i1 true", x86, "@g = global i1 true", "b:01", 1, 1},
		{"i8 -1", x86, "@g = global i8 -1", "b:ff", 1, 1},
		{"i24 LE", x86, "@g = global i24 -2", "b:feffff00", 4, 4},
		{"i24 BE", ppc32, "@g = global i24 -2", "b:fffffe00", 4, 4},
		{"i72 BE", ppc32, "@g = global i72 1180591620717411303681", "b:40000000000000010100000000000000", 16, 8},
		{"i128 LE", x86, "@g = global i128 -2, align 16", "b:feffffffffffffffffffffffffffffff", 16, 16},
		{"i128 BE", ppc64le, "@g = global i128 5, align 16", "b:05000000000000000000000000000000", 16, 16},
		{"i64 ppc32", ppc32, "@g = global i64 1311768467463790320", "b:123456789abcdef0", 8, 8},
		{"float", x86, "@g = global float 3.250000e+00", "b:00005040", 4, 4},
		{"float hex subnormal", x86, "@g = global float 0x37A16C2000000000", "b:c2160100", 4, 4},
		{"double BE", ppc32, "@g = global double 0xC005BF0A8B145769", "b:c005bf0a8b145769", 8, 8},
		{"double -0", x86, "@g = global double -0.000000e+00", "b:0000000000000080", 8, 8},
		{"double inf", x86, "@g = global double 0x7FF0000000000000", "b:000000000000f07f", 8, 8},
		{"double nan", x86, "@g = global double 0x7FF8000000000000", "b:000000000000f87f", 8, 8},
		{"half", x86, "@g = global half 0xH3E00", "b:003e", 2, 2},
		{"x86_fp80", x86, "@g = global x86_fp80 0xK3FFFC000000000000000, align 16", "b:00000000000000c0ff3f000000000000", 16, 16},
		{"x86_fp80 1/3", x86, "@g = global x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, align 16", "b:abaaaaaaaaaaaaaafd3f000000000000", 16, 16},
		{"fp128 LE", x86, "@g = global fp128 0xL00000000000000004000000000000000", "b:00000000000000000000000000000040", 16, 16},
		{"fp128 1/3", x86, "@g = global fp128 0xL55555555555555553FFD555555555555", "b:5555555555555555555555555555fd3f", 16, 16},
		{"fp128 BE", ppc32, "@g = global fp128 0xL00000000000000004000000000000000", "b:40000000000000000000000000000000", 16, 16},
		{"ppc_fp128 LE", ppc64le, "@g = global ppc_fp128 0xM3FF00000000000003C90000000000000", "b:000000000000f03f000000000000903c", 16, 16},
		{"ppc_fp128 BE", ppc32, "@g = global ppc_fp128 0xM3FF00000000000003C90000000000000", "b:3ff00000000000003c90000000000000", 16, 16},
		{"ppc_fp128 1/3", ppc32, "@g = global ppc_fp128 0xM3FD55555555555553C75555555555556", "b:3fd55555555555553c75555555555556", 16, 16},
		{"string", x86, `@g = global [4 x i8] c"hi\0A\00"`, "b:68690a00", 4, 1},
		{"long zero tail", x86, `@g = global [20 x i8] c"ab\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00"`, "b:6162 z:18", 20, 16},
		{"array", x86, "@g = global [5 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0], align 16", "b:0100000002000000030000000000000000000000", 20, 16},
		{"padded struct", x86, "@g = global { i8, i32, i16, double, i8 } { i8 120, i32 305419896, i16 -2, double 6.5, i8 121 }, align 8",
			"b:7800000078563412feff0000000000000000000000001a407900000000000000", 32, 8},
		{"padded struct ppc32", ppc32, "@g = global { i8, i32, i16, double, i8 } { i8 120, i32 305419896, i16 -2, double 6.5, i8 121 }, align 8",
			"b:7800000012345678fffe000000000000401a0000000000007900000000000000", 32, 8},
		{"packed struct", x86, "@g = global <{ i8, i32, i64 }> <{ i8 1, i32 16909060, i64 72623859790382856 }>, align 1",
			"b:01040302010807060504030201", 13, 1},
		{"undef field", x86, "@g = global { float, [4 x i8] } { float 1.0, [4 x i8] undef }, align 4", "b:0000803f00000000", 8, 4},
		{"x86_fp80 array", x86, "@g = global [2 x x86_fp80] [x86_fp80 0xK3FFFC000000000000000, x86_fp80 0xK00000000000000000000]",
			"b:00000000000000c0ff3f z:22", 32, 16},
		{"vector", x86, "@g = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>", "b:01000000020000000300000004000000", 16, 16},
		{"vector odd", x86, "@g = global <3 x i24> <i24 1, i24 2, i24 3>", "b:01000000020000000300000000000000", 16, 16},
		{"zeroinitializer", x86, "@g = global [1000 x i32] zeroinitializer, align 16", "z:4000", 4000, 16},
		{"pointer", x86, "@x = global i32 0\n@g = global i32* @x", "s:x/8", 8, 8},
		{"pointer ppc32", ppc32, "@x = global i32 0\n@g = global i32* @x", "s:x/4", 4, 4},
		{"null", x86, "@g = global i8* null", "z:8", 8, 8},
		{"gep", x86, "@a = global [5 x i32] zeroinitializer\n@g = global i32* getelementptr inbounds ([5 x i32], [5 x i32]* @a, i64 0, i64 2)", "s:a+8/8", 8, 8},
		{"gep via i8", x86, "@a = global [5 x i32] zeroinitializer\n@g = global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x i32]* @a to i8*), i64 -4) to i32*)", "s:a-4/8", 8, 8},
		{"gep struct ppc32", ppc32, "@s = global { i8, i64, i8* } zeroinitializer\n@g = global i8** getelementptr ({ i8, i64, i8* }, { i8, i64, i8* }* @s, i32 1, i32 2)", "s:s+40/4", 4, 4},
		{"ptrtoint", x86, "@x = global i32 0\n@g = global i64 ptrtoint (i32* @x to i64)", "s:x/8", 8, 8},
		{"difference", x86, "@a = global i32 0\n@b = global i32 0\n@g = global i64 sub (i64 ptrtoint (i32* @a to i64), i64 ptrtoint (i32* @b to i64))", "s:a-b/8", 8, 8},
		{"relative table", x86, "@a = global [2 x i32] zeroinitializer\n@g = constant [2 x i32] [i32 trunc (i64 sub (i64 ptrtoint (i32* getelementptr ([2 x i32], [2 x i32]* @a, i64 0, i64 1) to i64), i64 ptrtoint ([2 x i32]* @g to i64)) to i32), i32 0]", "s:a-g+4/4 z:4", 8, 4},
		{"ptrtoint add", x86, "@x = global i32 0\n@g = global i64 add (i64 ptrtoint (i32* @x to i64), i64 12)", "s:x+12/8", 8, 8},
		{"same-symbol difference", x86, "@x = global [4 x i32] zeroinitializer\n@g = global i64 sub (i64 ptrtoint (i32* getelementptr ([4 x i32], [4 x i32]* @x, i64 0, i64 3) to i64), i64 ptrtoint ([4 x i32]* @x to i64))", "b:0c00000000000000", 8, 8},
		{"inttoptr", x86, "@g = global i8* inttoptr (i64 4096 to i8*)", "b:0010000000000000", 8, 8},
		{"offsetof", ppc32, "@g = global i32 ptrtoint (i8** getelementptr ({ i8, i8* }, { i8, i8* }* null, i32 0, i32 1) to i32)", "b:00000004", 4, 4},
		{"function table", x86, "declare i32 @f(i32)\ndefine internal i32 @h(i32 %x) {\n ret i32 %x\n}\n@g = global [3 x i32 (i32)*] [i32 (i32)* @f, i32 (i32)* @h, i32 (i32)* null], align 16",
			"s:f/8 s:h/8 z:8", 24, 16},
		{"private string", x86, "@.str = private unnamed_addr constant [3 x i8] c\"ab\\00\"\n@g = global i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i32 0, i32 1)", "s:.L.str+1/8", 8, 8},
		{"struct with pointer", x86, "@x = global i32 0\n@g = global { i32, i32*, i8 } { i32 7, i32* @x, i8 1 }", "b:0700000000000000 s:x/8 b:0100000000000000", 24, 16},
		{"address space 270", x86, "@x = global i32 0\n@g = global i32 addrspace(270)* addrspacecast (i32* @x to i32 addrspace(270)*)", "s:x/4", 4, 4},
		{"quoted names", x86, "@\"a b\" = global i32 0\n@\"\\01raw\" = global i32 0\n@g = global [2 x i32*] [i32* @\"a b\", i32* @\"\\01raw\"]", "s:\"a b\"/8 s:raw/8", 16, 8},
		{"unnamed global", x86, "@0 = private global i32 0\n@g = global i32* @0", "s:.L__unnamed_0/8", 8, 8},
		{"large global aligned 16", x86, "@g = global [5 x i32] zeroinitializer", "z:20", 20, 16},
		{"explicit alignment kept", x86, "@g = global [5 x i32] zeroinitializer, align 4", "z:20", 20, 4},
		{"explicit alignment raised to ABI", x86, "@g = global i64 0, align 2", "z:8", 8, 8},
	}
	for _, tt := range tests {
		o, err := dataOf(t, tt.target, tt.src, "g", nil)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if got := formatItems(o.Items); got != tt.items {
			t.Errorf("%s: items\n got %s\nwant %s", tt.name, got, tt.items)
		}
		if o.Size != tt.size || o.Align != tt.align {
			t.Errorf("%s: size %d align %d, want %d %d", tt.name, o.Size, o.Align, tt.size, tt.align)
		}
		var n int64
		for _, it := range o.Items {
			n += it.Len()
		}
		if n != o.Size {
			t.Errorf("%s: items hold %d bytes, size %d", tt.name, n, o.Size)
		}
	}
}

func TestGlobalDataSections(t *testing.T) {
	tests := []struct {
		src     string
		sec     mir.Section
		secName string
		name    string
		global  bool
		weak    bool
		common  bool
		vis     string
	}{
		{"@g = global i32 1", mir.SecData, "", "g", true, false, false, ""},
		{"@g = global i32 0", mir.SecBSS, "", "g", true, false, false, ""},
		{"@g = global { i32, i8* } zeroinitializer", mir.SecBSS, "", "g", true, false, false, ""},
		{"@g = global [2 x i32] undef", mir.SecBSS, "", "g", true, false, false, ""},
		{"@g = internal global i32 0", mir.SecBSS, "", "g", false, false, false, ""},
		{"@g = constant i32 0", mir.SecROData, "", "g", true, false, false, ""},
		{"@g = constant [2 x i32] [i32 1, i32 2]", mir.SecROData, "", "g", true, false, false, ""},
		{"@g = private unnamed_addr constant [3 x i8] c\"ab\\00\"", mir.SecROStr, "", ".Lg", false, false, false, ""},
		{"@g = private unnamed_addr constant [1 x i8] zeroinitializer", mir.SecROStr, "", ".Lg", false, false, false, ""},
		{"@g = private unnamed_addr constant [3 x i8] c\"a\\00b\"", mir.SecROData, "", ".Lg", false, false, false, ""},
		{"@g = private constant [3 x i8] c\"ab\\00\"", mir.SecROData, "", ".Lg", false, false, false, ""},
		{"@x = global i32 0\n@g = constant i32* @x", mir.SecDataRelRO, "", "g", true, false, false, ""},
		{"@g = thread_local global i32 5", mir.SecTData, "", "g", true, false, false, ""},
		{"@g = thread_local global i32 0", mir.SecTBSS, "", "g", true, false, false, ""},
		{"@g = internal thread_local(initialexec) global i32 0", mir.SecTBSS, "", "g", false, false, false, ""},
		{"@g = weak global i32 11", mir.SecData, "", "g", false, true, false, ""},
		{"@g = linkonce_odr global i32 0", mir.SecBSS, "", "g", false, true, false, ""},
		{"@g = common global i32 0, align 4", mir.SecBSS, "", "g", false, false, true, ""},
		{"@g = hidden global i32 12", mir.SecData, "", "g", true, false, false, "hidden"},
		{"@g = protected global i32 12", mir.SecData, "", "g", true, false, false, "protected"},
		{"@g = global i32 13, section \"mysec\"", mir.SecData, "mysec", "g", true, false, false, ""},
		{"@g = global i32 0, section \"mysec\"", mir.SecData, "mysec", "g", true, false, false, ""},
		{"@g = global i32 0, section \".bss.mine\"", mir.SecBSS, ".bss.mine", "g", true, false, false, ""},
		{"@g = constant i32 1, section \".rodata.mine\"", mir.SecROData, ".rodata.mine", "g", true, false, false, ""},
		{"@g = internal global i32 99", mir.SecData, "", "g", false, false, false, ""},
		{"@g = global double -0.0", mir.SecData, "", "g", true, false, false, ""},
	}
	for _, tt := range tests {
		o, err := dataOf(t, x86, tt.src, "g", nil)
		if err != nil {
			t.Errorf("%s: %v", tt.src, err)
			continue
		}
		if o.Section != tt.sec || o.SectionName != tt.secName || o.Name != tt.name || o.Global != tt.global ||
			o.Weak != tt.weak || o.Common != tt.common || o.Visibility != tt.vis {
			t.Errorf("%s: got %v %q name %q global %v weak %v common %v vis %q", tt.src, o.Section, o.SectionName,
				o.Name, o.Global, o.Weak, o.Common, o.Visibility)
		}
	}
}

func TestGlobalDataNil(t *testing.T) {
	for _, src := range []string{
		"@g = external global i32",
		"@g = available_externally global i32 1",
		"@llvm.used = appending global [1 x i8*] [i8* bitcast (i32* @x to i8*)], section \"llvm.metadata\"\n@x = global i32 0",
	} {
		name := "g"
		if strings.Contains(src, "llvm.used") {
			name = "llvm.used"
		}
		o, err := dataOf(t, x86, src, name, nil)
		if o != nil || err != nil {
			t.Errorf("%s: got %v, %v; want nil, nil", src, o, err)
		}
	}
}

func TestGlobalDataErrors(t *testing.T) {
	tests := []struct {
		src, msg string
	}{
		{"define void @f() {\nentry:\n  br label %l\nl:\n  ret void\n}\n@g = global i8* blockaddress(@f, %l)",
			"unsupported: blockaddress in initializer of @g"},
		{"@a = global i32 0\n@b = global i32 0\n@g = global i16 trunc (i64 sub (i64 ptrtoint (i32* @a to i64), i64 ptrtoint (i32* @b to i64)) to i16)",
			"difference of addresses stored in i16"},
		{"@a = global i32 0\n@g = global i16 ptrtoint (i32* @a to i16)", "stored in i16"},
		{"%T = type opaque\n@g = global %T zeroinitializer", "opaque"},
		{"@g = appending global [1 x i32] [i32 1]", "appending"},
	}
	for _, tt := range tests {
		_, err := dataOf(t, x86, tt.src, "g", nil)
		if err == nil || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("%q: error %v, want one containing %q", tt.src, err, tt.msg)
		}
	}
}

func TestGlobalDataSymName(t *testing.T) {
	symName := func(c constant.Constant) (string, bool) {
		if f, ok := c.(*ir.Func); ok {
			return "fn_" + f.Name(), true
		}
		if g, ok := c.(*ir.Global); ok && g.Name() == "g" {
			return "renamed_g", true
		}
		return "", false
	}
	o, err := dataOf(t, x86, "declare void @f()\n@x = global i32 0\n@g = global [2 x i8*] [i8* bitcast (void ()* @f to i8*), i8* bitcast (i32* @x to i8*)]", "g", symName)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := formatItems(o.Items), "s:fn_f/8 s:x/8"; got != want || o.Name != "renamed_g" {
		t.Errorf("got %s named %s, want %s named renamed_g", got, o.Name, want)
	}
}

func TestStructors(t *testing.T) {
	src := `target datalayout = "E-m:e-p:32:32-i64:64-n32"
declare void @c1()
declare void @c2()
declare void @c3()
@llvm.global_ctors = appending global [4 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @c1, i8* null }, { i32, void ()*, i8* } { i32 200, void ()* @c2, i8* null }, { i32, void ()*, i8* } { i32 101, void ()* @c3, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @c2, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @c3, i8* null }]
`
	m, err := asm.ParseString("test.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	l, err := ParseLayout(m.DataLayout, "")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, g := range m.Globals {
		if o, err := GlobalData(g, l, nil); o != nil || err != nil {
			t.Errorf("GlobalData(%s) = %v, %v", g.Ident(), o, err)
		}
		objs, err := Structors(g, l, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range objs {
			got = append(got, fmt.Sprintf("%s %s %d %d %s", o.Section, o.SectionName, o.Align, o.Size, formatItems(o.Items)))
		}
	}
	want := []string{
		"init_array .init_array.101 4 4 s:c3/4",
		"init_array .init_array.200 4 4 s:c2/4",
		"init_array .init_array 4 8 s:c1/4 s:c2/4",
		"fini_array .fini_array 4 4 s:c3/4",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestSymbolName(t *testing.T) {
	tests := []struct {
		name    string
		private bool
		want    string
	}{
		{"main", false, "main"},
		{"foo.bar", false, "foo.bar"},
		{"main.counter", false, "main.counter"},
		{"str", true, ".Lstr"},
		{".str.1", true, ".L.str.1"},
		{"\x01real", false, "real"},
		{"\x01real", true, "real"},
		{"a b", false, `"a b"`},
		{`a"b\c`, false, `"a\"b\\c"`},
		{"9x", false, `"9x"`},
		{"f@@V1", false, `"f@@V1"`},
		{"$d_1", false, "$d_1"},
		{"", false, `""`},
		{"x y", true, `".Lx y"`},
	}
	for _, tt := range tests {
		if got := SymbolName(tt.name, tt.private); got != tt.want {
			t.Errorf("SymbolName(%q, %v) = %s, want %s", tt.name, tt.private, got, tt.want)
		}
	}
}

// TestEncodeFloat checks the generic encoder against Go's float32 and
// float64 conversions, including subnormals, rounding to even and
// overflow.
func TestEncodeFloat(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	vals := []float64{0, 1, -1, 0.1, 1e-310, -5e-324, math.MaxFloat64, math.SmallestNonzeroFloat64,
		1e-40, 1.17549435e-38, 3.4028234e38, 1e-45, 0.5, 2.5, 1.0000001}
	for i := 0; i < 2000; i++ {
		vals = append(vals, math.Float64frombits(r.Uint64()&^(0x7ff<<52)|uint64(r.Intn(0x7ff))<<52))
	}
	for _, v := range vals {
		if got := encodeFloat(big.NewFloat(v), false, 11, 53, false).Uint64(); got != math.Float64bits(v) {
			t.Errorf("double %g: %#x, want %#x", v, got, math.Float64bits(v))
		}
		// Float32 rounds with ties to even too; math.Float32bits of
		// float32(v) is the reference.
		want := math.Float32bits(float32(v))
		if got := encodeFloat(big.NewFloat(v), false, 8, 24, false).Uint64(); got != uint64(want) {
			t.Errorf("float %g: %#x, want %#x", v, got, want)
		}
	}
	// x87 extended: 1.5 and the smallest denormal, 2^-16445.
	if got := fmt.Sprintf("%x", encodeFloat(big.NewFloat(1.5), false, 15, 64, true)); got != "3fffc000000000000000" {
		t.Errorf("fp80 1.5 = %s", got)
	}
	tiny := new(big.Float).SetMantExp(big.NewFloat(1), -16445)
	if got := fmt.Sprintf("%x", encodeFloat(tiny, false, 15, 64, true)); got != "1" {
		t.Errorf("fp80 2^-16445 = %s", got)
	}
	// half: 65504 is the largest finite, 65520 rounds to infinity.
	if got := encodeFloat(big.NewFloat(65504), false, 5, 11, false).Uint64(); got != 0x7bff {
		t.Errorf("half 65504 = %#x", got)
	}
	if got := encodeFloat(big.NewFloat(-65520), false, 5, 11, false).Uint64(); got != 0xfc00 {
		t.Errorf("half -65520 = %#x", got)
	}
	if got := encodeFloat(nil, true, 15, 64, true); fmt.Sprintf("%x", got) != "7fffc000000000000000" {
		t.Errorf("fp80 NaN = %x", got)
	}
}
