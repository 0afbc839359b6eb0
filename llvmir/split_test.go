package llvmir

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
)

// splitSample has what a chunk must keep or may drop: a global whose
// initializer points to a function, a quoted name, an unnamed global,
// declarations used by one function only, a `align N` return attribute
// (removed before parsing), and functions that call each other.
const splitSample = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, i32 (i32)* }

@0 = private constant [3 x i8] c"@x\00"
@tab = dso_local global %struct.S { i32 1, i32 (i32)* @twice }, align 8
@"odd name" = internal global i32 7, align 4
@unused = dso_local global [4 x i32] zeroinitializer, align 16

declare align 16 i8* @memalign(i64, i64)
declare i32 @puts(i8*)

define internal i32 @twice(i32 %x) {
entry:
  %y = shl i32 %x, 1
  ret i32 %y
}

define dso_local i32 @usetab(i32 %x) {
entry:
  %p = load i32 (i32)*, i32 (i32)** getelementptr (%struct.S, %struct.S* @tab, i32 0, i32 1), align 8
  %r = call i32 %p(i32 %x)
  %o = load i32, i32* @"odd name", align 4
  %s = add i32 %r, %o
  ret i32 %s
}

define dso_local i8* @alloc() {
entry:
  %m = call align 16 i8* @memalign(i64 16, i64 64)
  %c = call i32 @puts(i8* getelementptr ([3 x i8], [3 x i8]* @0, i32 0, i32 0))
  ret i8* %m
}

define dso_local i32 @main() {
entry:
  %a = call i32 @usetab(i32 3)
  %b = call i8* @alloc()
  %c = icmp eq i8* %b, null
  br i1 %c, label %bad, label %ok

ok:
  ret i32 %a

bad:
  ret i32 1
}
`

// checkSplit parses data whole and split into chunks of size bytes, and
// requires every chunk to parse, each function to be real in exactly one
// chunk with the whole parse's instructions and lines, and the stubs to
// be the other chunks' functions.
func checkSplit(t *testing.T, name string, data []byte, size int) int {
	t.Helper()
	whole, err := Parse(name, data)
	if err != nil {
		t.Fatalf("%s: whole parse: %v", name, err)
	}
	byName := map[string]*ir.Func{}
	for _, f := range whole.Funcs {
		if len(f.Blocks) > 0 {
			byName[f.Name()] = f
		}
	}
	s := NewSplit(name, data, size)
	if s == nil {
		return 0
	}
	seen := map[string]int{}
	for i := 0; i < s.Len(); i++ {
		m, err := s.Parse(i)
		if err != nil {
			t.Fatalf("%s: chunk %d: %v", name, i, err)
		}
		for _, f := range m.Funcs {
			if len(f.Blocks) == 0 {
				continue
			}
			w := byName[f.Name()]
			if w == nil {
				t.Fatalf("%s: chunk %d defines @%s, the whole module does not", name, i, f.Name())
			}
			if m.Line(f) != whole.Line(w) {
				t.Errorf("%s: chunk %d: @%s at line %d, want %d", name, i, f.Name(), m.Line(f), whole.Line(w))
			}
			if m.Stub(f) {
				continue
			}
			seen[f.Name()]++
			if got, want := f.LLString(), w.LLString(); got != want {
				t.Errorf("%s: chunk %d: @%s differs from the whole parse:\n%s\nwant\n%s", name, i, f.Name(), got, want)
			}
			if m.RetAlign[f] != whole.RetAlign[w] {
				t.Errorf("%s: chunk %d: @%s return align %d, want %d", name, i, f.Name(), m.RetAlign[f], whole.RetAlign[w])
			}
			for bi, b := range f.Blocks {
				wb := w.Blocks[bi]
				for k, in := range b.Insts {
					if m.Line(in) != whole.Line(wb.Insts[k]) {
						t.Errorf("%s: chunk %d: @%s: %s at line %d, want %d", name, i, f.Name(), in.LLString(), m.Line(in), whole.Line(wb.Insts[k]))
					}
					if m.RetAlign[in] != whole.RetAlign[wb.Insts[k]] {
						t.Errorf("%s: chunk %d: @%s: %s: return align %d, want %d", name, i, f.Name(), in.LLString(), m.RetAlign[in], whole.RetAlign[wb.Insts[k]])
					}
				}
				if m.Line(b.Term) != whole.Line(wb.Term) {
					t.Errorf("%s: chunk %d: @%s: terminator at line %d, want %d", name, i, f.Name(), m.Line(b.Term), whole.Line(wb.Term))
				}
			}
		}
	}
	for n := range byName {
		if seen[n] != 1 {
			t.Errorf("%s: @%s is real in %d chunks, want 1", name, n, seen[n])
		}
	}
	return s.Len()
}

// TestSplitDrop: once the parsed chunks' bodies are half of the text a
// split holds, it lets go of them; the later chunks parse as before.
func TestSplitDrop(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("target triple = \"x86_64-pc-linux-gnu\"\n")
	for f := 0; f < 4; f++ {
		fmt.Fprintf(&sb, "define i32 @f%d(i32 %%a) {\n", f)
		for k := 0; k < 200; k++ {
			fmt.Fprintf(&sb, "  %%v%d = add i32 %%a, %d\n", k, k)
		}
		sb.WriteString("  ret i32 %a\n}\n")
	}
	data := []byte(sb.String())
	if n := checkSplit(t, "drop.ll", data, 1); n != 4 {
		t.Fatalf("%d chunks, want 4", n)
	}
	s := NewSplit("drop.ll", data, 1)
	for i := 0; i < s.Len(); i++ {
		if _, err := s.Parse(i); err != nil {
			t.Fatal(err)
		}
		if i < s.Len()-1 && 2*s.dropped >= len(s.data) {
			t.Fatalf("after chunk %d: %d bytes of parsed bodies in %d held", i, s.dropped, len(s.data))
		}
	}
	if len(s.data) > len(data)/2 {
		t.Errorf("the split holds %d of %d bytes after the last chunk", len(s.data), len(data))
	}
}

func TestSplitSample(t *testing.T) {
	if n := checkSplit(t, "sample.ll", []byte(splitSample), 1); n != 4 {
		t.Fatalf("%d chunks, want one per function (4)", n)
	}
	s := NewSplit("sample.ll", []byte(splitSample), 1)
	for _, tc := range []struct {
		chunk      int
		keep, drop []string
	}{
		// Chunk 0 keeps everything.
		{0, []string{"@unused", "@memalign", "@tab", "@\"odd name\""}, nil},
		// @usetab refers to @tab, whose initializer refers to @twice (a
		// stub), and to @"odd name"; not to the declarations.
		{1, []string{"@tab =", "@\"odd name\" =", "define internal i32 @twice", "@0 ="},
			[]string{"@unused =", "@memalign", "@puts", "define dso_local i8* @alloc", "shl i32"}},
		// @alloc refers to the declarations and the unnamed global only.
		{2, []string{"@memalign", "@puts", "@0 ="}, []string{"@tab =", "@unused =", "@twice"}},
	} {
		text, _, _ := s.Text(tc.chunk, false)
		for _, k := range tc.keep {
			if !strings.Contains(string(text), k) {
				t.Errorf("chunk %d lacks %q:\n%s", tc.chunk, k, text)
			}
		}
		for _, d := range tc.drop {
			if strings.Contains(string(text), d) {
				t.Errorf("chunk %d keeps %q:\n%s", tc.chunk, d, text)
			}
		}
	}
}

func TestSplitRefuses(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"small", splitSample},
		{"blockaddress", strings.Replace(splitSample, "@unused = dso_local global [4 x i32] zeroinitializer", "@unused = dso_local global i8* blockaddress(@main, %ok)", 1)},
		{"no brace", strings.Replace(splitSample, "define dso_local i8* @alloc() {", "define dso_local i8* @alloc()\n{", 1)},
		{"unclosed", strings.TrimSuffix(splitSample, "}\n")},
	} {
		size := 1
		if tc.name == "small" {
			size = len(tc.text)
		}
		if s := NewSplit(tc.name, []byte(tc.text), size); s != nil {
			t.Errorf("%s: split into %d chunks, want none", tc.name, s.Len())
		}
	}
}

// TestSplitErrorPositions: an error in a later chunk names the file's
// line, as the whole parse does.
func TestSplitErrorPositions(t *testing.T) {
	bad := strings.Replace(splitSample, "  %y = shl i32 %x, 1", "  %y = shl i32 %x, %nope", 1)
	_, werr := Parse("bad.ll", []byte(bad))
	if werr == nil {
		t.Fatal("the whole parse accepts an undefined local")
	}
	s := NewSplit("bad.ll", []byte(bad), 1)
	var serr error
	for i := 0; i < s.Len() && serr == nil; i++ {
		_, serr = s.Parse(i)
	}
	if serr == nil || serr.Error() != werr.Error() {
		t.Errorf("split parse error %v, want %v", serr, werr)
	}
}

// TestSplitCorpus splits every corpus module into one chunk per function.
func TestSplitCorpus(t *testing.T) {
	files, _ := filepath.Glob("../testdata/ll/*/*.ll")
	if len(files) == 0 {
		t.Fatal("no corpus files")
	}
	if testing.Short() {
		files = files[:len(files)/8]
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		checkSplit(t, f, data, 1)
	}
}

// FuzzSplit: whenever a module parses whole, each chunk of its split
// parses and has the whole parse's functions at the same lines.
func FuzzSplit(f *testing.F) {
	f.Add([]byte(splitSample), 1)
	f.Add([]byte(sample), 1)
	for _, name := range []string{"../testdata/ll/x86_64/calls_pressure.O2.ll", "../testdata/ll/ppc32/varargs.O1.ll"} {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data, 200)
	}
	f.Fuzz(func(t *testing.T, data []byte, size int) {
		if size <= 0 || len(data) > 1<<16 {
			return
		}
		if _, err := Parse("fuzz.ll", data); err != nil {
			return
		}
		checkSplit(t, "fuzz.ll", data, size)
	})
}
