package llvmir

import (
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
)

func TestStripRetAlign(t *testing.T) {
	for _, tc := range []struct {
		in, out string
		n       int
	}{
		{"  %p = call align 16 i8* @memalign(i64 16, i64 %n)", "  %p = call i8* @memalign(i64 16, i64 %n)", 16},
		{"  %p = tail call noalias align 8 i8* @f(i8* align 4 %q)", "  %p = tail call noalias i8* @f(i8* align 4 %q)", 8},
		{"  %p = invoke align 4 i8* @g() to label %a unwind label %b", "  %p = invoke i8* @g() to label %a unwind label %b", 4},
		{"define dso_local align 16 i8* @h(i64 %n) {", "define dso_local i8* @h(i64 %n) {", 16},
		{"declare noalias align 16 i8* @memalign(i64, i64)", "declare noalias i8* @memalign(i64, i64)", 16},
		// Parameter and load alignments stay.
		{"define void @k(i8* align 8 %p) {", "define void @k(i8* align 8 %p) {", 0},
		{"  %x = load i32, i32* %p, align 4", "  %x = load i32, i32* %p, align 4", 0},
		{"  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %a, i8* align 8 %b, i64 8, i1 false)",
			"  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %a, i8* align 8 %b, i64 8, i1 false)", 0},
		// Strings, globals and comments are data, not calls.
		{`@s = private constant [14 x i8] c"call align 8 (", align 1`, `@s = private constant [14 x i8] c"call align 8 (", align 1`, 0},
		{"; call align 16 i8* @f()", "; call align 16 i8* @f()", 0},
	} {
		out, n := stripRetAlign(tc.in)
		if out != tc.out || n != tc.n {
			t.Errorf("stripRetAlign(%q) = %q, %d; want %q, %d", tc.in, out, n, tc.out, tc.n)
		}
		if again, m := stripRetAlign(out); again != out || m != 0 {
			t.Errorf("stripRetAlign is not idempotent on %q", tc.in)
		}
	}
}

const sample = `target triple = "x86_64-pc-linux-gnu"

declare noalias align 16 i8* @memalign(i64, i64)

define dso_local i32 @main() {
entry:
  %p = call align 16 i8* @memalign(i64 16, i64 32)
  %c = icmp eq i8* %p, null
  br i1 %c, label %bad, label %ok

ok:                                               ; preds = %entry
  ret i32 0

bad:
  ret i32 1
}
`

func TestParsePositionsAndRetAlign(t *testing.T) {
	m, err := Parse("sample.ll", []byte(sample))
	if err != nil {
		t.Fatal(err)
	}
	var mainF, memalign *ir.Func
	for _, f := range m.Funcs {
		switch f.Name() {
		case "main":
			mainF = f
		case "memalign":
			memalign = f
		}
	}
	if mainF == nil || memalign == nil {
		t.Fatal("functions missing")
	}
	if m.RetAlign[memalign] != 16 {
		t.Errorf("declare: RetAlign = %d, want 16", m.RetAlign[memalign])
	}
	call := mainF.Blocks[0].Insts[0]
	if m.RetAlign[call] != 16 {
		t.Errorf("call: RetAlign = %d, want 16", m.RetAlign[call])
	}
	for _, tc := range []struct {
		x    interface{}
		line int
	}{
		{mainF, 5}, {call, 7}, {mainF.Blocks[0].Insts[1], 8}, {mainF.Blocks[0].Term, 9},
		{mainF.Blocks[1].Term, 12}, {mainF.Blocks[2].Term, 15},
	} {
		if got := m.Line(tc.x); got != tc.line {
			t.Errorf("line of %v = %d, want %d", tc.x, got, tc.line)
		}
	}
	err = m.Errorf(mainF, mainF.Blocks[0].Insts[1], "unsupported: %s", "something")
	want := "sample.ll:8: in function @main: unsupported: something: %c = icmp eq i8* %p, null"
	if err.Error() != want {
		t.Errorf("Errorf = %q, want %q", err, want)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      []string
	}{
		{"syntax", "define i32 @f() {\n  %x = add i32 1,\n  ret i32 %x\n}\n", []string{"bad.ll:3:", "syntax error"}},
		{"undefined", "define i32 @f() {\n  ret i32 %y\n}\n", []string{"bad.ll:2:", "%y"}},
		// llir panics on this one; Parse must not.
		{"ill-typed", "define i32 @f(i32 %p) {\n  %x = atomicrmw add i32 %p, i32 1 seq_cst\n  ret i32 %x\n}\n", []string{"bad.ll", "invalid IR"}},
	} {
		_, err := Parse("bad.ll", []byte(tc.src))
		if err == nil {
			t.Errorf("%s: no error", tc.name)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %q lacks %q", tc.name, err, w)
			}
		}
	}
}

// FuzzParse: go test -fuzz=FuzzParse ./llvmir — any text gives a module or
// an error naming the file, never a panic; the return-align rewrite only
// removes text.
func FuzzParse(f *testing.F) {
	f.Add([]byte(sample))
	f.Add([]byte("define i32 @f() {\n  %x = add i32 1,\n  ret i32 %x\n}\n"))
	f.Add([]byte("  %p = tail call noalias align 8 i8* @f(i8* align 4 %q)\n"))
	f.Add([]byte("define i32 @f(i32 %p) {\n  %x = atomicrmw add i32 %p, i32 1 seq_cst\n  ret i32 %x\n}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, l := range strings.Split(string(data), "\n") {
			out, n := stripRetAlign(l)
			if n == 0 && out != l || len(out) > len(l) {
				t.Fatalf("stripRetAlign(%q) = %q, %d", l, out, n)
			}
		}
		m, err := Parse("fuzz.ll", data)
		if err == nil && m == nil {
			t.Fatal("nil module without an error")
		}
		if err != nil && !strings.HasPrefix(err.Error(), "fuzz.ll") {
			t.Fatalf("error without the file name: %v", err)
		}
	})
}
