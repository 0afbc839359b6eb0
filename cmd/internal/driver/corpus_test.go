package driver

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/regalloc"
)

// knownUnsupported lists corpus files that use IR the x86-64 back end does
// not handle yet (vectors from clang's vectorizers, relative lookup
// tables), with the construct. The test fails if one of them starts to
// compile, so the list stays true.
var knownUnsupported = map[string]string{}

func need(t *testing.T, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed (run scripts/setup.sh): skipping differential test", tool)
		}
	}
}

// runBinary runs a program and returns its output and exit status in the
// oracle's format.
func runBinary(t *testing.T, path string) string {
	cmd := exec.Command(path)
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &out
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("run %s: %v", path, err)
	}
	return fmt.Sprintf("%sexit=%d\n", out.String(), code)
}

func build(t *testing.T, asm, exe string) {
	t.Helper()
	if out, err := exec.Command("cc", asm, "-o", exe, "-lm").CombinedOutput(); err != nil {
		t.Fatalf("cc %s: %v\n%s", asm, err, out)
	}
}

// oracle builds ll with llc-14 and runs it.
func oracle(t *testing.T, ll, dir string) string {
	t.Helper()
	s := filepath.Join(dir, "llc.s")
	if out, err := exec.Command("llc-14", "-O2", "-relocation-model=pic", ll, "-o", s).CombinedOutput(); err != nil {
		t.Fatalf("llc-14 %s: %v\n%s", ll, err, out)
	}
	exe := filepath.Join(dir, "llc.exe")
	build(t, s, exe)
	return runBinary(t, exe)
}

// compileAndRun compiles ll with ssara (the checker on) and runs it.
func compileAndRun(t *testing.T, ll, dir string, opts regalloc.Options) (string, error) {
	t.Helper()
	m, err := llvmir.ReadFile(ll)
	if err != nil {
		return "", err
	}
	res, _, err := Compile(m, &Config{Regalloc: "ssa", Opts: opts, Verify: true})
	if err != nil {
		return "", err
	}
	s := filepath.Join(dir, "ssara.s")
	if err := os.WriteFile(s, res.Asm, 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, "ssara.exe")
	build(t, s, exe)
	return runBinary(t, exe), nil
}

// TestCorpusX86 compiles every x86-64 file of testdata/ll with ssara,
// checks every allocation, runs the program and compares its output and
// exit status with the llc-14 build of the same file.
func TestCorpusX86(t *testing.T) {
	need(t, "llc-14", "cc")
	files, _ := filepath.Glob("../../../testdata/ll/x86_64/*.ll")
	if len(files) == 0 {
		t.Fatal("no corpus files: run testdata/regen.sh")
	}
	budgets := []int{0}
	if !testing.Short() {
		budgets = []int{0, 4, 8}
	}
	for _, ll := range files {
		ll := ll
		name := strings.TrimSuffix(filepath.Base(ll), ".ll")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			want := oracle(t, ll, dir)
			for _, k := range budgets {
				got, err := compileAndRun(t, ll, dir, regalloc.Options{Regs: k})
				if why, ok := knownUnsupported[name]; ok {
					if err == nil {
						t.Fatalf("%s compiles now: remove it from knownUnsupported (%s)", name, why)
					}
					if !strings.Contains(err.Error(), "unsupported") {
						t.Fatalf("expected an 'unsupported' error (%s), got: %v", why, err)
					}
					return
				}
				if err != nil {
					t.Fatalf("regs=%d: %v", k, err)
				}
				if got != want {
					t.Fatalf("regs=%d: output differs from llc-14's\n--- llc-14\n%s\n--- ssara\n%s", k, want, got)
				}
			}
		})
	}
}
