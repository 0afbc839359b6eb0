package emit

import (
	"bytes"
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"

	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// testObjects covers every section kind, binding and item kind.
func testObjects() []*mir.DataObject {
	b := func(p ...byte) mir.DataItem { return mir.DataItem{Kind: mir.DataBytes, Bytes: p} }
	z := func(n int64) mir.DataItem { return mir.DataItem{Kind: mir.DataZero, Zero: n} }
	s := func(sym string, add int64, size int) mir.DataItem {
		return mir.DataItem{Kind: mir.DataSym, Sym: sym, Addend: add, Size: size}
	}
	return []*mir.DataObject{
		{Name: "gi", Global: true, Section: mir.SecData, Align: 4, Size: 4, Items: []mir.DataItem{b(42, 0, 0, 0)}},
		{Name: "garr", Global: true, Section: mir.SecData, Align: 16, Size: 24,
			Items: []mir.DataItem{b(1, 0, 0, 0, 2, 0, 0, 0), z(16)}},
		{Name: "gstr", Global: true, Section: mir.SecData, Align: 1, Size: 7,
			Items: []mir.DataItem{b('a', '"', '\\', '\n', '\t', 'z', 0)}},
		{Name: ".L.str", Section: mir.SecROStr, Align: 1, Size: 3, Items: []mir.DataItem{b('h', 'i', 0)}},
		{Name: "gptr", Global: true, Section: mir.SecData, Align: 8, Size: 24,
			Items: []mir.DataItem{s(".L.str", 0, 8), s("garr", 8, 8), s("gi", -4, 4), b(7, 0, 0, 0)}},
		{Name: "gconst", Global: true, Section: mir.SecROData, Align: 4, Size: 8, Items: []mir.DataItem{b(10, 0, 0, 0, 20, 0, 0, 0)}},
		{Name: "gtab", Section: mir.SecDataRelRO, Align: 8, Size: 16, Items: []mir.DataItem{s("gi", 0, 8), s("gconst", 4, 8)}},
		{Name: "gz", Global: true, Section: mir.SecBSS, Align: 16, Size: 4000, Items: []mir.DataItem{z(4000)}},
		{Name: "sstatic", Section: mir.SecBSS, Align: 4, Size: 4, Items: []mir.DataItem{z(4)}},
		{Name: "tls_i", Global: true, Section: mir.SecTData, Align: 4, Size: 4, Items: []mir.DataItem{b(5, 0, 0, 0)}},
		{Name: "tls_z", Global: true, Section: mir.SecTBSS, Align: 4, Size: 4, Items: []mir.DataItem{z(4)}},
		{Name: "gweak", Weak: true, Section: mir.SecData, Align: 4, Size: 4, Items: []mir.DataItem{b(11, 0, 0, 0)}},
		{Name: "ghidden", Global: true, Visibility: "hidden", Section: mir.SecData, Align: 4, Size: 4, Items: []mir.DataItem{b(12, 0, 0, 0)}},
		{Name: "gsec", Global: true, Section: mir.SecData, SectionName: "my-sec", Align: 4, Size: 4, Items: []mir.DataItem{b(13, 0, 0, 0)}},
		{Name: "gcommon", Common: true, Section: mir.SecBSS, Align: 8, Size: 16, Items: []mir.DataItem{z(16)}},
		{Name: `"a b"`, Global: true, Section: mir.SecData, Align: 1, Size: 1, Items: []mir.DataItem{b(1)}},
		{Name: "gempty", Global: true, Section: mir.SecBSS, Align: 4, Size: 0},
		{Section: mir.SecInitArray, SectionName: ".init_array.101", Align: 8, Size: 8, Items: []mir.DataItem{s("gi", 0, 8)}},
		{Section: mir.SecFiniArray, Align: 8, Size: 8, Items: []mir.DataItem{s("gi", 0, 8)}},
	}
}

func writeString(t *testing.T, objs []*mir.DataObject) string {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteData(&buf, objs, ELF); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func TestWriteDataText(t *testing.T) {
	out := writeString(t, append(testObjects(), nil))
	for _, want := range []string{
		"\t.data\n\t.globl\tgi\n\t.type\tgi,@object\n\t.p2align\t2\ngi:\n\t.byte\t42,0,0,0\n\t.size\tgi, 4\n",
		"\t.byte\t1,0,0,0,2,0,0,0\n\t.zero\t16\n",
		"\t.asciz\t\"a\\\"\\\\\\n\\tz\"\n",
		"\t.section\t.rodata.str1.1,\"aMS\",@progbits,1\n",
		"\t.quad\t.L.str\n\t.quad\tgarr+8\n\t.long\tgi-4\n",
		"\t.section\t.rodata,\"a\",@progbits\n",
		"\t.section\t.data.rel.ro,\"aw\",@progbits\n\t.type\tgtab,@object\n",
		"\t.bss\n\t.globl\tgz\n\t.type\tgz,@object\n\t.p2align\t4\ngz:\n\t.zero\t4000\n",
		"\t.section\t.tdata,\"awT\",@progbits\n",
		"\t.section\t.tbss,\"awT\",@nobits\n",
		"\t.weak\tgweak\n",
		"\t.globl\tghidden\n\t.hidden\tghidden\n",
		"\t.section\t\"my-sec\",\"aw\",@progbits\n",
		"\t.type\tgcommon,@object\n\t.comm\tgcommon,16,8\n",
		"\"a b\":\n",
		"\t.section\t.init_array.101,\"aw\",@init_array\n\t.p2align\t3\n\t.quad\tgi\n",
		"\t.section\t.fini_array,\"aw\",@fini_array\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(out, "\t.globl\tsstatic") || strings.Contains(out, "\t.globl\tgtab") {
		t.Error("local symbol declared .globl")
	}
	// Deterministic, and section switches only on change.
	if out2 := writeString(t, testObjects()); out2 != out {
		t.Error("output differs between runs")
	}
	if n := strings.Count(out, "\t.data\n"); n != 4 {
		t.Errorf("%d switches to .data, want 4:\n%s", n, out)
	}
}

func TestQuoteString(t *testing.T) {
	if got, want := quoteString("a\"\\\n\t\x01\xff\x00z"), `"a\"\\\n\t\001\377\000z"`; got != want {
		t.Errorf("quoteString = %s, want %s", got, want)
	}
	for _, tt := range []struct {
		p    string
		text bool
	}{
		{"hello\x00", true}, {"hi\n\x00", true}, {"*\x00\x00\x00", false}, {"ab", false},
		{"abc\x00\x00", false}, {"ab\x01c", false}, {"abc", true},
	} {
		if got := isText([]byte(tt.p)); got != tt.text {
			t.Errorf("isText(%q) = %v", tt.p, got)
		}
	}
}

func TestWriteDataErrors(t *testing.T) {
	for _, o := range []*mir.DataObject{
		{Name: "a", Section: mir.SecBSS, Align: 4, Size: 4, Items: []mir.DataItem{{Kind: mir.DataBytes, Bytes: []byte{1, 0, 0, 0}}}},
		{Name: "b", Section: mir.SecData, Align: 3, Size: 1, Items: []mir.DataItem{{Kind: mir.DataBytes, Bytes: []byte{1}}}},
		{Name: "c", Section: mir.SecData, Align: 1, Size: 2, Items: []mir.DataItem{{Kind: mir.DataBytes, Bytes: []byte{1}}}},
		{Name: "d", Section: mir.SecData, Align: 1, Size: 3, Items: []mir.DataItem{{Kind: mir.DataSym, Sym: "x", Size: 3}}},
		{Name: "e", Section: mir.Section(99), Align: 1, Size: 1, Items: []mir.DataItem{{Kind: mir.DataZero, Zero: 1}}},
	} {
		var buf bytes.Buffer
		if err := WriteData(&buf, []*mir.DataObject{o}, ELF); err == nil {
			t.Errorf("%s: no error", o.Name)
		}
	}
}

// assemble runs the system's GNU as (x86-64) on src and opens the object.
func assemble(t *testing.T, src string) *elf.File {
	t.Helper()
	as, err := exec.LookPath("as")
	if err != nil {
		t.Skip("GNU as not found in PATH; skipping assembly test")
	}
	dir := t.TempDir()
	s, o := filepath.Join(dir, "t.s"), filepath.Join(dir, "t.o")
	if err := os.WriteFile(s, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(as, "--64", "-o", o, s).CombinedOutput(); err != nil {
		t.Fatalf("as: %v\n%s\n%s", err, out, src)
	} else if len(out) > 0 {
		t.Errorf("as warnings:\n%s", out)
	}
	f, err := elf.Open(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// TestWriteDataAssembles assembles the output and checks every symbol's
// section, binding, size and bytes in the object file, and the number of
// relocations.
func TestWriteDataAssembles(t *testing.T) {
	objs := testObjects()
	f := assemble(t, writeString(t, objs))
	syms, err := f.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]elf.Symbol{}
	for _, s := range syms {
		byName[s.Name] = s
	}
	nrel := 0
	for _, o := range objs {
		for _, it := range o.Items {
			if it.Kind == mir.DataSym {
				nrel++
			}
		}
		if o.Name == "" {
			continue
		}
		name := strings.Trim(o.Name, `"`)
		s, ok := byName[name]
		if !ok {
			if name != ".L.str" { // local labels leave no symbol
				t.Errorf("%s: no symbol", name)
			}
			continue
		}
		bind := elf.ST_BIND(s.Info)
		wantBind := elf.STB_LOCAL
		switch {
		case o.Weak:
			wantBind = elf.STB_WEAK
		case o.Global || o.Common:
			wantBind = elf.STB_GLOBAL
		}
		if bind != wantBind {
			t.Errorf("%s: binding %v, want %v", name, bind, wantBind)
		}
		if s.Size != uint64(o.Size) {
			t.Errorf("%s: size %d, want %d", name, s.Size, o.Size)
		}
		if wantType := elf.STT_OBJECT; o.Section == mir.SecTData || o.Section == mir.SecTBSS {
			wantType = elf.STT_TLS
			if elf.ST_TYPE(s.Info) != wantType {
				t.Errorf("%s: type %v", name, elf.ST_TYPE(s.Info))
			}
		} else if elf.ST_TYPE(s.Info) != wantType {
			t.Errorf("%s: type %v", name, elf.ST_TYPE(s.Info))
		}
		if o.Visibility == "hidden" && elf.ST_VISIBILITY(s.Other) != elf.STV_HIDDEN {
			t.Errorf("%s: not hidden", name)
		}
		if o.Common {
			if s.Section != elf.SHN_COMMON || s.Value != uint64(o.Align) {
				t.Errorf("%s: section %v value %d, want common aligned %d", name, s.Section, s.Value, o.Align)
			}
			continue
		}
		sec := f.Sections[s.Section]
		if s.Value%uint64(o.Align) != 0 {
			t.Errorf("%s: at %#x, not aligned to %d", name, s.Value, o.Align)
		}
		if sec.Type == elf.SHT_NOBITS {
			continue
		}
		data, err := sec.Data()
		if err != nil {
			t.Fatal(err)
		}
		var want []byte
		for _, it := range o.Items {
			switch it.Kind {
			case mir.DataBytes:
				want = append(want, it.Bytes...)
			default: // zeros; RELA relocations leave symbol slots zero
				want = append(want, make([]byte, it.Len())...)
			}
		}
		if got := data[s.Value : s.Value+uint64(o.Size)]; !bytes.Equal(got, want) {
			t.Errorf("%s: bytes %x, want %x", name, got, want)
		}
	}
	// Section kinds.
	for name, typ := range map[string]elf.SectionType{
		".data": elf.SHT_PROGBITS, ".bss": elf.SHT_NOBITS, ".rodata": elf.SHT_PROGBITS,
		".rodata.str1.1": elf.SHT_PROGBITS, ".data.rel.ro": elf.SHT_PROGBITS, ".tdata": elf.SHT_PROGBITS,
		".tbss": elf.SHT_NOBITS, "my-sec": elf.SHT_PROGBITS, ".init_array.101": elf.SHT_INIT_ARRAY,
		".fini_array": elf.SHT_FINI_ARRAY,
	} {
		sec := f.Section(name)
		if sec == nil {
			t.Errorf("no section %s", name)
			continue
		}
		if sec.Type != typ {
			t.Errorf("section %s: type %v, want %v", name, sec.Type, typ)
		}
		if (name == ".tdata" || name == ".tbss") && sec.Flags&elf.SHF_TLS == 0 {
			t.Errorf("section %s not TLS", name)
		}
		if name == ".rodata" && sec.Flags&elf.SHF_WRITE != 0 {
			t.Errorf("section %s writable", name)
		}
	}
	got := 0
	for _, sec := range f.Sections {
		if sec.Type == elf.SHT_RELA {
			got += int(sec.Size / 24)
		}
	}
	if got != nrel {
		t.Errorf("%d relocations, want %d", got, nrel)
	}
}

// TestWriteDataFromIR runs lowered globals of a clang-14 style module
// through the assembler.
func TestWriteDataFromIR(t *testing.T) {
	const src = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
%struct.pad = type { i8, i32, i16, double, i8 }
@gi = dso_local global i32 42, align 4
@.str = private unnamed_addr constant [15 x i8] c"pointer string\00", align 1
@gptr = dso_local global i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), align 8
@gpad = dso_local global %struct.pad { i8 120, i32 305419896, i16 -2, double 6.500000e+00, i8 121 }, align 8
@gld = dso_local global x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, align 16
@gfns = dso_local global [2 x i32 (i32)*] [i32 (i32)* @f, i32 (i32)* null], align 16
@gconst = dso_local constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 16
@gnames = dso_local constant [1 x i8*] [i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 3)], align 8
@counter.n = internal global i32 100, align 4
@gzarr = dso_local global [1000 x i32] zeroinitializer, align 16
@tls_i = dso_local thread_local global i32 5, align 4
declare i32 @f(i32)
`
	m, err := asm.ParseString("t.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	l, err := lower.ParseLayout(m.DataLayout, m.TargetTriple)
	if err != nil {
		t.Fatal(err)
	}
	var objs []*mir.DataObject
	for _, g := range m.Globals {
		o, err := lower.GlobalData(g, l, nil)
		if err != nil {
			t.Fatal(err)
		}
		objs = append(objs, o)
	}
	out := writeString(t, objs)
	for _, want := range []string{"\t.quad\t.L.str\n", "\t.quad\tf\n", "\t.quad\t.L.str+3\n", "counter.n:\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	f := assemble(t, out)
	if sec := f.Section(".data.rel.ro"); sec == nil {
		t.Error("gnames not in .data.rel.ro")
	}
}
