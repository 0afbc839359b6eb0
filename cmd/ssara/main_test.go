package main

import (
	"bytes"
	"os"
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
	vector := write("vec.ll", "define <4 x i32> @v(<4 x i32> %a) {\n  %b = add <4 x i32> %a, %a\n  ret <4 x i32> %b\n}\n")
	va := write("va.ll", "define void @f(i32 %n, ...) {\n  ret void\n}\n")
	ok := write("ok.ll", good)
	existing := write("existing.s", "precious\n")
	for _, tc := range []struct {
		name string
		args []string
		want []string // substrings of the message
	}{
		{"malformed", []string{"-o", existing, malformed}, []string{"bad.ll:3:", "syntax error"}},
		{"undefined value", []string{"-o", existing, undefined}, []string{"undef.ll:2:", "%y"}},
		{"unsupported vector", []string{"-o", existing, vector}, []string{"vec.ll:1:", "@v", "unsupported", "vector"}},
		{"variadic callee", []string{"-o", existing, va}, []string{"va.ll:1:", "@f", "unsupported", "variadic"}},
		{"missing file", []string{"-o", existing, filepath.Join(dir, "nope.ll")}, []string{"nope.ll", "no such file"}},
		{"unwritable output", []string{"-o", filepath.Join(dir, "no", "such", "dir", "x.s"), ok}, []string{"cannot write", "x.s"}},
		{"bad allocator", []string{"-regalloc=nope", "-o", existing, ok}, []string{"unknown register allocator"}},
		{"two inputs", []string{ok, ok}, []string{"one input file"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
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
