package vecgen

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestDeterministic(t *testing.T) {
	for seed := int64(0); seed < 20; seed++ {
		a, b := Generate(seed), Generate(seed)
		if a != b {
			t.Fatalf("seed %d: two different programs", seed)
		}
		if seed > 0 && a == Generate(seed-1) {
			t.Fatalf("seeds %d and %d give the same program", seed-1, seed)
		}
	}
}

// TestCoverage: over a few dozen seeds the programs use every kind of
// kernel, every scalar type and every vector type.
func TestCoverage(t *testing.T) {
	var all strings.Builder
	for seed := int64(1); seed <= 60; seed++ {
		all.WriteString(Generate(seed))
	}
	text := all.String()
	want := []string{
		"opaque();", "__builtin_shufflevector", "__builtin_convertvector", "N - 1 - i", "2 * i + 1",
		"restrict", "return r;", "vclamp_", " < ", "? ", "<< ", ">> ",
	}
	for _, t0 := range scalarTypes {
		want = append(want, "("+t0.name+")")
	}
	for _, v := range vectorTypes {
		want = append(want, v.name()+" x")
	}
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("no program has %q", w)
		}
	}
}

// haveSanitizers reports whether gcc links programs with the undefined
// behaviour and address sanitizers.
func haveSanitizers(t *testing.T, dir string) bool {
	src := filepath.Join(dir, "probe.c")
	os.WriteFile(src, []byte("int main(void) { return 0; }\n"), 0o644)
	return exec.Command("gcc", "-fsanitize=undefined,address", src, "-o", filepath.Join(dir, "probe")).Run() == nil
}

// TestNoUndefinedBehaviour builds programs with gcc's undefined-behaviour
// and address sanitizers (any report aborts the program) and with
// clang-14 at -O0 and -O2, and requires every build to print the same:
// the programs have no undefined behaviour and no output that depends on
// the compiler or the optimisation level.
func TestNoUndefinedBehaviour(t *testing.T) {
	for _, tool := range []string{"gcc", "clang-14"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed (run scripts/setup.sh)", tool)
		}
	}
	dir := t.TempDir()
	if !haveSanitizers(t, dir) {
		t.Skip("gcc cannot link with -fsanitize=undefined,address")
	}
	seeds := 5
	if testing.Short() {
		seeds = 2
	}
	for seed := int64(1); seed <= int64(seeds); seed++ {
		src := filepath.Join(dir, fmt.Sprintf("p%d.c", seed))
		if err := os.WriteFile(src, []byte(Generate(seed)), 0o644); err != nil {
			t.Fatal(err)
		}
		var outs []string
		for _, build := range [][]string{
			{"gcc", "-O1", "-fsanitize=undefined,address", "-fno-sanitize-recover=all"},
			{"clang-14", "-O0"},
			{"clang-14", "-O2"},
		} {
			exe := filepath.Join(dir, fmt.Sprintf("p%d-%s%s", seed, build[0], build[1]))
			args := append(append([]string{}, build[1:]...), "-w", src, "-o", exe)
			if out, err := exec.Command(build[0], args...).CombinedOutput(); err != nil {
				t.Fatalf("seed %d: %s: %v\n%s", seed, strings.Join(build, " "), err, out)
			}
			var stdout, stderr bytes.Buffer
			cmd := exec.Command(exe)
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Run(); err != nil {
				t.Fatalf("seed %d: %s build: %v\n%s", seed, strings.Join(build, " "), err, stderr.String())
			}
			outs = append(outs, stdout.String())
		}
		if outs[0] != outs[1] || outs[1] != outs[2] {
			t.Errorf("seed %d: builds print different output", seed)
		}
		if strings.Count(outs[0], "\n") < 10 {
			t.Errorf("seed %d: only %d lines of output", seed, strings.Count(outs[0], "\n"))
		}
	}
}
