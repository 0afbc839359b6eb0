package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

const good = `target triple = "x86_64-pc-linux-gnu"

define dso_local i32 @main() {
  ret i32 7
}
`

// TestBadInput: every failure is one clear message, exit status 1, no
// panic, and an existing output file is left as it was.
func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	malformed := write("bad.ll", "define i32 @f() {\n  %x = add i32 1,\n  ret i32 %x\n}\n")
	undefined := write("undef.ll", "define i32 @f() {\n  ret i32 %y\n}\n")
	masked := write("masked.ll", "declare <4 x i32> @llvm.masked.load.v4i32.p0v4i32(<4 x i32>*, i32, <4 x i1>, <4 x i32>)\n"+
		"define <4 x i32> @m(<4 x i32>* %p, <4 x i1> %k) {\n"+
		"  %v = call <4 x i32> @llvm.masked.load.v4i32.p0v4i32(<4 x i32>* %p, i32 4, <4 x i1> %k, <4 x i32> zeroinitializer)\n"+
		"  ret <4 x i32> %v\n}\n")
	// A PowerPC intrinsic in an x86-64 module stays unsupported however
	// much of the IR the back end learns.
	foreign := write("foreign.ll", "target triple = \"x86_64-pc-linux-gnu\"\n"+
		"declare <4 x i32> @llvm.ppc.altivec.vmaxsw(<4 x i32>, <4 x i32>)\n"+
		"define <4 x i32> @f(<4 x i32> %a) {\n"+
		"  %r = call <4 x i32> @llvm.ppc.altivec.vmaxsw(<4 x i32> %a, <4 x i32> %a)\n"+
		"  ret <4 x i32> %r\n}\n")
	ok := write("ok.ll", good)
	existing := write("existing.s", "precious\n")
	for _, tc := range []struct {
		name string
		args []string
		want []string // substrings of the message
	}{
		{"malformed", []string{"-o", existing, malformed}, []string{"bad.ll:3:", "syntax error"}},
		{"undefined value", []string{"-o", existing, undefined}, []string{"undef.ll:2:", "%y"}},
		{"unsupported intrinsic", []string{"-o", existing, masked}, []string{"masked.ll:3:", "@m", "unsupported", "llvm.masked.load"}},
		{"foreign intrinsic", []string{"-o", existing, foreign}, []string{"foreign.ll:4:", "@f", "unsupported", "llvm.ppc.altivec.vmaxsw"}},
		{"missing file", []string{"-o", existing, filepath.Join(dir, "nope.ll")}, []string{"nope.ll", "no such file"}},
		{"unwritable output", []string{"-o", filepath.Join(dir, "no", "such", "dir", "x.s"), ok}, []string{"cannot write", "x.s"}},
		{"bad allocator", []string{"-regalloc=nope", "-o", existing, ok}, []string{"unknown register allocator"}},
		{"two inputs", []string{ok, ok}, []string{"one input file"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			write("existing.s", "precious\n")
			var stdout, stderr bytes.Buffer
			code := run(tc.args, &stdout, &stderr)
			if code != 1 {
				t.Fatalf("exit status %d, want 1 (stderr %q)", code, stderr.String())
			}
			msg := stderr.String()
			if strings.Count(strings.TrimSpace(msg), "\n") > 0 {
				t.Errorf("want a one-line message, got %q", msg)
			}
			for _, w := range tc.want {
				if !strings.Contains(msg, w) {
					t.Errorf("message %q lacks %q", msg, w)
				}
			}
			if b, _ := os.ReadFile(existing); string(b) != "precious\n" {
				t.Errorf("existing output file changed: %q", b)
			}
			if matches, _ := filepath.Glob(filepath.Join(dir, ".ssara-*")); len(matches) > 0 {
				t.Errorf("temporary files left: %v", matches)
			}
		})
	}
}

// TestStdoutAndDeterminism compiles from a file to standard output, twice
// and with different parallelism: the bytes must be the same.
func TestStdoutAndDeterminism(t *testing.T) {
	matches, _ := filepath.Glob("../../testdata/ll/x86_64/*.O1.ll")
	if len(matches) == 0 {
		t.Skip("no corpus")
	}
	for _, ll := range matches[:4] {
		var first []byte
		for _, j := range []string{"-j=1", "-j=4", "-j=2"} {
			var stdout, stderr bytes.Buffer
			if code := run([]string{j, "-o", "-", ll}, &stdout, &stderr); code != 0 {
				t.Fatalf("%s: exit %d: %s", ll, code, stderr.String())
			}
			if stderr.Len() != 0 {
				t.Errorf("not quiet on success: %q", stderr.String())
			}
			if first == nil {
				first = stdout.Bytes()
			} else if !bytes.Equal(first, stdout.Bytes()) {
				t.Fatalf("%s: output depends on %s", ll, j)
			}
		}
	}
}

// TestSpecialOutput: writing to a pipe or device writes in place; it must
// never replace the special file by a regular one.
func TestSpecialOutput(t *testing.T) {
	dir := t.TempDir()
	ll := filepath.Join(dir, "ok.ll")
	os.WriteFile(ll, []byte(good), 0o644)
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no mkfifo:", err)
	}
	got := make(chan []byte)
	go func() {
		b, _ := os.ReadFile(fifo)
		got <- b
	}()
	var stdout, stderr bytes.Buffer
	if code := run([]string{"-o", fifo, ll}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if b := <-got; !bytes.Contains(b, []byte("main:")) {
		t.Fatalf("pipe got %q", b)
	}
	st, err := os.Stat(fifo)
	if err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the pipe was replaced: %v %v", st.Mode(), err)
	}
}

// TestQuietOnSuccess: a successful compile writes nothing to standard
// error, even for IR that makes llir/llvm log a deprecation note
// (getelementptr into the elements of a vector).
func TestQuietOnSuccess(t *testing.T) {
	exe := filepath.Join(t.TempDir(), "ssara")
	if out, err := exec.Command("go", "build", "-o", exe, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	ll := filepath.Join(t.TempDir(), "gep.ll")
	src := "target triple = \"x86_64-pc-linux-gnu\"\n" +
		"define i32 @g(<4 x i32>* %p) {\n" +
		"  %q = getelementptr <4 x i32>, <4 x i32>* %p, i64 0, i64 2\n" +
		"  %v = load i32, i32* %q\n" +
		"  ret i32 %v\n}\n"
	if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-o", filepath.Join(t.TempDir(), "gep.s"), ll)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("ssara: %v: %s", err, stderr.String())
	}
	if stderr.Len() != 0 {
		t.Errorf("standard error not empty: %q", stderr.String())
	}
}
