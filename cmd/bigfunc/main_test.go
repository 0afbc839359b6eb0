package main

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWrite: the program has one statement per line of f's body, uses all
// accumulators, and compiles and runs (with the host's cc, when present).
func TestWrite(t *testing.T) {
	for _, n := range []int{0, 1, 5, 60} {
		var buf bytes.Buffer
		w := bufio.NewWriter(&buf)
		write(w, n)
		w.Flush()
		src := buf.String()
		body := src[strings.Index(src, "long f("):strings.Index(src, "  return ")]
		if got := strings.Count(body, "\n") - 2; got != n {
			t.Errorf("N=%d: %d statements", n, got)
		}
		if !strings.Contains(src, "a23 = x[23]") {
			t.Errorf("N=%d: accumulators missing", n)
		}
		cc, err := exec.LookPath("cc")
		if err != nil {
			continue
		}
		dir := t.TempDir()
		c := filepath.Join(dir, "g.c")
		if err := os.WriteFile(c, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		exe := filepath.Join(dir, "g")
		if out, err := exec.Command(cc, "-O1", "-o", exe, c).CombinedOutput(); err != nil {
			t.Fatalf("N=%d: cc: %v\n%s", n, err, out)
		}
		if out, err := exec.Command(exe).Output(); err != nil || len(out) == 0 {
			t.Fatalf("N=%d: run: %v %q", n, err, out)
		}
	}
}
