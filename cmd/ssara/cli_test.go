package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
)

var (
	buildOnce sync.Once
	binDir    string
	binPath   string
	binErr    error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// ssaraBin builds the ssara binary once for the tests that run it as a
// user would.
func ssaraBin(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		var err error
		if binDir, err = os.MkdirTemp("", "ssara-cli-test-"); err != nil {
			binErr = err
			return
		}
		binPath = filepath.Join(binDir, "ssara")
		if out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput(); err != nil {
			binErr = err
			t.Logf("%s", out)
		}
	})
	if binErr != nil {
		t.Fatalf("go build: %v", binErr)
	}
	return binPath
}

func need(t *testing.T, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
}

// runIn runs a command in dir with stdin and returns stdout, stderr and
// the exit status.
func runIn(t *testing.T, dir string, stdin []byte, name string, args ...string) (string, string, int) {
	t.Helper()
	if name == binPath {
		// Every allocation in the tests goes through the checker.
		args = append(append([]string(nil), args...), "-verify")
	}
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return out.String(), errb.String(), code
}

// helloLL is a program that prints and returns a status, with the module
// flags clang -O2 writes (PIC Level and PIE Level).
const helloLL = `target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"hello %d\0A\00", align 1
@n = dso_local global i32 41, align 4

declare i32 @printf(i8*, ...)

define dso_local i32 @main() {
  %v = load i32, i32* @n, align 4
  %w = add i32 %v, 1
  %r = call i32 (i8*, ...) @printf(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 %w)
  ret i32 3
}

!llvm.module.flags = !{!0, !1}
!0 = !{i32 7, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
`

// TestArgumentOrder: the command lines of llc's users, flags before or
// after the input, one or two dashes, "-" for standard input and output.
func TestArgumentOrder(t *testing.T) {
	bin := ssaraBin(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "prog.ll"), []byte(helloLL), 0o644); err != nil {
		t.Fatal(err)
	}
	ref, _, code := runIn(t, dir, nil, bin, "prog.ll", "-o", "-")
	if code != 0 || !strings.Contains(ref, "main:") {
		t.Fatalf("ssara prog.ll -o -: exit %d, output %q", code, ref)
	}
	for _, tc := range []struct {
		args  []string
		stdin bool
		file  string // output file, "" for standard output
	}{
		{[]string{"prog.ll", "-o", "prog.s"}, false, "prog.s"},
		{[]string{"prog.ll"}, false, "prog.s"},
		{[]string{"-o", "a.s", "prog.ll"}, false, "a.s"},
		{[]string{"prog.ll", "--o=b.s", "--verify"}, false, "b.s"},
		{[]string{"prog.ll", "-O2", "-o", "c.s", "-regalloc", "ssa", "-j", "1"}, false, "c.s"},
		{[]string{"-", "-o", "-"}, true, ""},
		{[]string{"-o", "-", "-"}, true, ""},
		{[]string{"-"}, true, ""},
		{nil, true, ""},
		{[]string{"--relocation-model", "static", "-", "--o", "d.s"}, true, "d.s"},
	} {
		var stdin []byte
		if tc.stdin {
			stdin = []byte(helloLL)
		}
		stdout, stderr, code := runIn(t, dir, stdin, bin, tc.args...)
		if code != 0 || stderr != "" {
			t.Errorf("%q: exit %d, stderr %q", tc.args, code, stderr)
			continue
		}
		got := stdout
		if tc.file != "" {
			b, err := os.ReadFile(filepath.Join(dir, tc.file))
			if err != nil {
				t.Errorf("%q: %v", tc.args, err)
				continue
			}
			got = string(b)
			if stdout != "" {
				t.Errorf("%q: wrote to standard output too", tc.args)
			}
		}
		// The .file directive names the input; the code is the same.
		strip := regexp.MustCompile(`(?m)^\t\.file\t.*\n`)
		if strip.ReplaceAllString(got, "") != strip.ReplaceAllString(ref, "") {
			t.Errorf("%q: output differs from ssara prog.ll -o -", tc.args)
		}
	}
}

// TestOptLevels: -O0..-O3 are accepted and every other -O value is
// refused, with llc-14's exit status and wording.
func TestOptLevels(t *testing.T) {
	need(t, "llc-14")
	bin := ssaraBin(t)
	dir := t.TempDir()
	ll := filepath.Join(dir, "prog.ll")
	os.WriteFile(ll, []byte(helloLL), 0o644)
	for _, args := range [][]string{
		{"-O0"}, {"-O1"}, {"-O2"}, {"-O3"}, {"-O=2"}, {"-O", "3"}, {"--O=1"},
		{"-O4"}, {"-O=4"}, {"-O=99"}, {"-O=-1"}, {"-Os"}, {"-Oz"}, {"-O=x"},
	} {
		a := append(append([]string(nil), args...), ll, "-o", os.DevNull)
		_, lerr, lcode := runIn(t, dir, nil, "llc-14", a...)
		_, serr, scode := runIn(t, dir, nil, bin, a...)
		if lcode != scode {
			t.Errorf("%q: ssara exit %d (%q), llc-14 exit %d (%q)", args, scode, serr, lcode, lerr)
		}
		if strings.Contains(lerr, "invalid optimization level.") != strings.Contains(serr, "invalid optimization level.") {
			t.Errorf("%q: ssara says %q, llc-14 %q", args, serr, lerr)
		}
	}
}

// TestMessages: bad flags and values give one line on standard error
// naming the flag, exit status 1, and no output file; warnings do not
// stop the compilation.
func TestMessages(t *testing.T) {
	bin := ssaraBin(t)
	dir := t.TempDir()
	ll := filepath.Join(dir, "prog.ll")
	os.WriteFile(ll, []byte(helloLL), 0o644)
	out := filepath.Join(dir, "out.s")
	for _, tc := range []struct {
		args []string
		code int
		want []string
	}{
		{[]string{"-foo", ll}, 1, []string{"Unknown command line argument '-foo'.", "'ssara --help'"}},
		{[]string{"--no-such-flag=3", ll}, 1, []string{"'--no-such-flag=3'", "--help"}},
		{[]string{"-regs=-1", ll}, 1, []string{"-regs=-1"}},
		{[]string{"-fp-regs=-3", ll}, 1, []string{"-fp-regs=-3"}},
		{[]string{"-j", "-5", ll}, 1, []string{"-j=-5"}},
		{[]string{"-regalloc=nope", ll}, 1, []string{"-regalloc=nope", "-regalloc=help"}},
		{[]string{"-mcpu=bogus", ll}, 1, []string{"-mcpu=bogus", "x86-64, generic"}},
		{[]string{"-mtriple=sparc-sun-solaris", ll}, 1, []string{"sparc-sun-solaris", "x86_64", "powerpc64le"}},
		{[]string{"-march=ppc64le", ll}, 0, []string{"warning: -march=ppc64le overrides the target triple \"x86_64-pc-linux-gnu\""}},
	} {
		os.Remove(out)
		_, stderr, code := runIn(t, dir, nil, bin, append(tc.args, "-o", out)...)
		if code != tc.code {
			t.Errorf("%q: exit %d, want %d (%q)", tc.args, code, tc.code, stderr)
		}
		if strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%q: want one line, got %q", tc.args, stderr)
		}
		for _, w := range tc.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("%q: %q lacks %q", tc.args, stderr, w)
			}
		}
		if _, err := os.Stat(out); (err == nil) != (tc.code == 0) {
			t.Errorf("%q: output file exists: %v", tc.args, err == nil)
		}
	}
}

// TestVersionAndLists: --version names ssara, its version and the
// targets; -regalloc=help and -mcpu=help list allocators and CPUs; all
// exit 0 on standard output, as llc's.
func TestVersionAndLists(t *testing.T) {
	bin := ssaraBin(t)
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"--version"}, []string{"ssara version", "Registered Targets:", "x86-64", "ppc64le", "ppc32", "Default target: x86_64"}},
		{[]string{"-version"}, []string{"ssara version"}},
		{[]string{"-regalloc=help"}, []string{"ssa ", "linearscan", "poletto", "-ssa-level"}},
		{[]string{"-mcpu=help"}, []string{"pwr8", "pwr9", "x86-64", "generic"}},
		{[]string{"--help"}, []string{"USAGE: ssara", "-relocation-model", "-filetype", "-stress-regalloc", "-mtriple", "-O<0-3>"}},
	} {
		stdout, stderr, code := runIn(t, t.TempDir(), nil, bin, tc.args...)
		if code != 0 || stderr != "" {
			t.Errorf("%q: exit %d, stderr %q", tc.args, code, stderr)
		}
		for _, w := range tc.want {
			if !strings.Contains(stdout, w) {
				t.Errorf("%q: output lacks %q:\n%s", tc.args, w, stdout)
			}
		}
	}
}

// TestRelocationModel: without -relocation-model, ssara makes llc-14's
// choice for a module from clang -O2 (static: absolute addresses that
// link only without -pie); with -relocation-model=pic the output links
// into a PIE. Both builds print and exit as llc-14's.
func TestRelocationModel(t *testing.T) {
	need(t, "llc-14", "cc")
	bin := ssaraBin(t)
	dir := t.TempDir()
	ll := filepath.Join(dir, "prog.ll")
	os.WriteFile(ll, []byte(helloLL), 0o644)
	abs := regexp.MustCompile(`(?m)^\tmovl\t\$\.L\.str, %e`)
	for _, tc := range []struct {
		flags []string
		link  []string
	}{
		{nil, []string{"-no-pie"}},
		{[]string{"-relocation-model=static"}, []string{"-no-pie"}},
		{[]string{"-relocation-model=pic"}, []string{"-pie"}},
	} {
		var outs [2]string
		for i, tool := range []string{"llc-14", bin} {
			s := filepath.Join(dir, filepath.Base(tool)+".s")
			args := append(append([]string(nil), tc.flags...), ll, "-o", s)
			if _, stderr, code := runIn(t, dir, nil, tool, args...); code != 0 {
				t.Fatalf("%s %q: %s", tool, args, stderr)
			}
			asm, _ := os.ReadFile(s)
			outs[i] = string(asm)
			exe := s + ".exe"
			if o, err := exec.Command("cc", append(append([]string(nil), tc.link...), s, "-o", exe)...).CombinedOutput(); err != nil {
				t.Fatalf("%s %q: link %q: %v\n%s", tool, tc.flags, tc.link, err, o)
			}
			stdout, _, code := runIn(t, dir, nil, exe)
			if stdout != "hello 42\n" || code != 3 {
				t.Errorf("%s %q: printed %q, exit %d", tool, tc.flags, stdout, code)
			}
		}
		if abs.MatchString(outs[0]) != abs.MatchString(outs[1]) {
			t.Errorf("%q: llc-14 absolute addresses %v, ssara %v", tc.flags, abs.MatchString(outs[0]), abs.MatchString(outs[1]))
		}
	}
}

// TestObjectFiles: -filetype=obj runs the target's assembler; the objects
// link and run like llc-14's, on x86-64 and on PowerPC under qemu-user.
func TestObjectFiles(t *testing.T) {
	bin := ssaraBin(t)
	for _, tc := range []struct {
		triple, cc, qemu, sysroot string
		link                      []string
	}{
		{"x86_64-pc-linux-gnu", "cc", "", "", nil},
		{"powerpc64le-unknown-linux-gnu", "powerpc64le-linux-gnu-gcc", "qemu-ppc64le", "/usr/powerpc64le-linux-gnu", nil},
		{"powerpc-unknown-linux-gnu", "powerpc-linux-gnu-gcc", "qemu-ppc", "/usr/powerpc-linux-gnu", []string{"-no-pie"}},
	} {
		t.Run(tc.triple, func(t *testing.T) {
			tools := []string{"llc-14", tc.cc}
			if tc.qemu != "" {
				tools = append(tools, tc.qemu)
			}
			need(t, tools...)
			dir := t.TempDir()
			ll := filepath.Join(dir, "prog.ll")
			src := strings.Replace(helloLL, "x86_64-pc-linux-gnu", tc.triple, 1)
			os.WriteFile(ll, []byte(src), 0o644)
			for _, tool := range []string{"llc-14", bin} {
				o := filepath.Join(dir, filepath.Base(tool)+".o")
				if _, stderr, code := runIn(t, dir, nil, tool, "-O2", "-relocation-model=pic", "-filetype=obj", ll, "-o", o); code != 0 {
					t.Fatalf("%s: %s", tool, stderr)
				}
				exe := o + ".exe"
				if out, err := exec.Command(tc.cc, append(append([]string(nil), tc.link...), o, "-o", exe)...).CombinedOutput(); err != nil {
					t.Fatalf("%s: link: %v\n%s", tool, err, out)
				}
				var stdout string
				var code int
				if tc.qemu != "" {
					stdout, _, code = runIn(t, dir, nil, tc.qemu, "-L", tc.sysroot, exe)
				} else {
					stdout, _, code = runIn(t, dir, nil, exe)
				}
				if stdout != "hello 42\n" || code != 3 {
					t.Errorf("%s: printed %q, exit %d", tool, stdout, code)
				}
			}
			// Without -o the object is named after the input; "-o -"
			// writes it to standard output.
			if _, stderr, code := runIn(t, dir, nil, bin, "-filetype=obj", "prog.ll"); code != 0 {
				t.Fatalf("%s", stderr)
			}
			b, err := os.ReadFile(filepath.Join(dir, "prog.o"))
			if err != nil || !bytes.HasPrefix(b, []byte("\x7fELF")) {
				t.Errorf("prog.o: %v, %q...", err, b[:min(len(b), 4)])
			}
			if _, stderr, code := runIn(t, dir, []byte(src), bin, "-filetype=obj", "-", "-o", "stdin.o"); code != 0 {
				t.Fatalf("%s", stderr)
			}
			b, _ = os.ReadFile(filepath.Join(dir, "stdin.o"))
			stdout, _, code := runIn(t, dir, []byte(src), bin, "-filetype=obj", "-", "-o", "-")
			if code != 0 || stdout != string(b) || len(b) == 0 {
				t.Errorf("-filetype=obj - -o -: exit %d, %d bytes, want the %d of -o stdin.o", code, len(stdout), len(b))
			}
		})
	}
}

// TestOutputFiles: a symbolic link is written through, the mode of an
// existing output is kept, a new output gets 0666 less the umask, a
// missing directory is named by the output's path, bitcode is refused
// with a pointer to llvm-dis, and a syntax error has line and column.
func TestOutputFiles(t *testing.T) {
	bin := ssaraBin(t)
	dir := t.TempDir()
	ll := filepath.Join(dir, "prog.ll")
	os.WriteFile(ll, []byte(helloLL), 0o644)

	real := filepath.Join(dir, "real.s")
	os.WriteFile(real, []byte("old\n"), 0o640)
	os.Chmod(real, 0o640)
	link := filepath.Join(dir, "link.s")
	if err := os.Symlink("real.s", link); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := runIn(t, dir, nil, bin, ll, "-o", link); code != 0 {
		t.Fatalf("%s", stderr)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v", err)
	}
	st, err := os.Stat(real)
	if b, _ := os.ReadFile(real); err != nil || !strings.Contains(string(b), "main:") {
		t.Errorf("the link's target was not written: %q", b)
	} else if st.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want the existing file's -rw-r-----", st.Mode().Perm())
	}

	// A new file: the mode llc-14 gives it under the same umask.
	need(t, "llc-14")
	for _, tool := range []string{"llc-14", bin} {
		os.Remove(filepath.Join(dir, "new.s"))
		verify := ""
		if tool == bin {
			verify = " -verify"
		}
		if _, stderr, code := runIn(t, dir, nil, "sh", "-c", "umask 027 && "+tool+verify+" prog.ll -o new.s"); code != 0 {
			t.Fatalf("%s: %s", tool, stderr)
		}
		if st, err := os.Stat(filepath.Join(dir, "new.s")); err != nil || st.Mode().Perm() != 0o640 {
			t.Errorf("%s: new file mode %v, want -rw-r----- (umask 027)", tool, st.Mode().Perm())
		}
	}

	bc := filepath.Join(dir, "prog.bc")
	need(t, "llvm-as-14")
	if out, err := exec.Command("llvm-as-14", ll, "-o", bc).CombinedOutput(); err != nil {
		t.Fatalf("llvm-as-14: %v\n%s", err, out)
	}
	bad := filepath.Join(dir, "bad.ll")
	os.WriteFile(bad, []byte("define i32 @f() {\n  %x = add i32 1, 2 3\n  ret i32 %x\n}\n"), 0o644)
	missing := filepath.Join(dir, "no", "such", "dir", "x.s")
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{bc}, []string{"prog.bc: is LLVM bitcode", "textual IR", "llvm-dis-14"}},
		{[]string{bad}, []string{"bad.ll:2:21: syntax error"}},
		{[]string{ll, "-o", missing}, []string{"cannot write " + missing + ": no such file or directory"}},
	} {
		_, stderr, code := runIn(t, dir, nil, bin, tc.args...)
		if code != 1 {
			t.Errorf("%q: exit %d", tc.args, code)
		}
		for _, w := range tc.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("%q: %q lacks %q", tc.args, stderr, w)
			}
		}
		if strings.Contains(stderr, ".ssara-") {
			t.Errorf("%q: message names a temporary file: %q", tc.args, stderr)
		}
	}
	if m, _ := filepath.Glob(filepath.Join(dir, ".ssara-*")); len(m) > 0 {
		t.Errorf("temporary files left: %v", m)
	}
}

// TestTimePasses: -time-passes reports allocation and emission apart,
// with percentages and a total, in llc-14's layout: the ssara row of the
// register allocator has the form of llc's "Greedy Register Allocator"
// wall-time row.
func TestTimePasses(t *testing.T) {
	bin := ssaraBin(t)
	dir := t.TempDir()
	ll := filepath.Join(dir, "prog.ll")
	os.WriteFile(ll, []byte(helloLL), 0o644)
	_, stderr, code := runIn(t, dir, nil, bin, "-time-passes", "-verify", ll, "-o", os.DevNull)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	// One to four "seconds (share)" columns, then two spaces and the name.
	row := `(?m)^(  \s*\d+\.\d{4} \(\s*\d+\.\d%\)){1,4}  `
	for _, w := range []string{
		`(?m)^                      \.\.\. Pass execution timing report \.\.\.$`,
		`(?m)^  Total Execution Time: \d+\.\d{4} seconds \(\d+\.\d{4} wall clock\)$`,
		`(?m)^(   ---User Time---)?(   --System Time--)?(   --User\+System--)?   ---Wall Time---  --- Name ---$`,
		row + `Register Allocator \(ssa\)$`,
		row + `Assembly Printer \(x86-64\)$`,
		row + `Instruction Selection \(x86-64\)$`,
		row + `Allocation Checker \(-verify\)$`,
		`(?m)^(  \s*\d+\.\d{4} \(100\.0%\)){1,4}  Total$`,
	} {
		if !regexp.MustCompile(w).MatchString(stderr) {
			t.Errorf("no line matching %s in\n%s", w, stderr)
		}
	}
	// Every row has as many columns as the header.
	lines := strings.Split(stderr, "\n")
	cols := 0
	for _, l := range lines {
		if strings.HasSuffix(l, "--- Name ---") {
			cols = strings.Count(l, "   -")
			continue
		}
		if m := regexp.MustCompile(row).FindString(l); m != "" && cols > 0 {
			if n := strings.Count(m, "%)"); n != cols {
				t.Errorf("row %q has %d columns, the header %d", l, n, cols)
			}
		}
		if l == "" {
			cols = 0
		}
	}
	// llc-14's row, for comparison: the name starts after the same
	// "(percent)  " field.
	need(t, "llc-14")
	_, lerr, _ := runIn(t, dir, nil, "llc-14", "-O2", "-time-passes", ll, "-o", os.DevNull)
	if !regexp.MustCompile(row + `Greedy Register Allocator$`).MatchString(lerr) {
		t.Errorf("llc-14's layout changed:\n%s", lerr)
	}
}

// TestStaticCorpus: corpus programs compiled with ssara's default
// relocation model (static, as llc-14's: absolute addresses in indexed
// accesses and jump tables) and the checker, by the default allocator and
// by linear scan at 4 GPRs, linked without -pie as llc-14's static output
// must be, print and exit as llc-14's.
func TestStaticCorpus(t *testing.T) {
	need(t, "llc-14", "cc")
	if testing.Short() {
		t.Skip("links and runs corpus programs")
	}
	bin := ssaraBin(t)
	files, _ := filepath.Glob("../../testdata/ll/x86_64/*.O2.ll")
	if len(files) == 0 {
		t.Skip("no corpus")
	}
	// Every other file keeps the test short.
	dir := t.TempDir()
	builds := []struct {
		tool  string
		flags []string
	}{
		{"llc-14", nil},
		{bin, []string{"-verify"}},
		{bin, []string{"-verify", "-regalloc=linearscan", "-regs=4"}},
	}
	for i := 0; i < len(files); i += 2 {
		ll, _ := filepath.Abs(files[i])
		var outs [3]string
		for k, b := range builds {
			s := filepath.Join(dir, filepath.Base(b.tool)+".s")
			args := append(append([]string(nil), b.flags...), ll, "-o", s)
			if _, stderr, code := runIn(t, dir, nil, b.tool, args...); code != 0 {
				t.Fatalf("%s %q %s: %s", b.tool, b.flags, ll, stderr)
			}
			exe := s + ".exe"
			if o, err := exec.Command("cc", "-no-pie", s, "-o", exe, "-lm").CombinedOutput(); err != nil {
				t.Fatalf("%s %q %s: link: %v\n%s", b.tool, b.flags, ll, err, o)
			}
			stdout, stderr, code := runIn(t, dir, nil, "timeout", "20", exe)
			outs[k] = fmt.Sprintf("%s%s\nexit %d", stdout, stderr, code)
		}
		for k := 1; k < len(builds); k++ {
			if outs[k] != outs[0] {
				t.Errorf("%s: the static ssara build %q differs from llc-14's", filepath.Base(ll), builds[k].flags)
			}
		}
	}
}

// TestO0Allocator: -O0 makes local (ssara's block-local allocator, as
// llc's fast one at -O0) the default; -regalloc still wins; the build runs.
func TestO0Allocator(t *testing.T) {
	need(t, "cc")
	bin := ssaraBin(t)
	dir := t.TempDir()
	ll := filepath.Join(dir, "prog.ll")
	os.WriteFile(ll, []byte(helloLL), 0o644)
	for _, tc := range []struct {
		args []string
		ra   string
	}{
		{[]string{"-O0"}, "local"},
		{[]string{"-O1"}, "ssa"},
		{[]string{"-O0", "-regalloc=ssa"}, "ssa"},
		{[]string{"-regalloc=irc", "-O0"}, "irc"},
	} {
		s := filepath.Join(dir, "o.s")
		args := append(append([]string(nil), tc.args...), "-stats", "-relocation-model=pic", ll, "-o", s)
		_, stderr, code := runIn(t, dir, nil, bin, args...)
		if code != 0 || !strings.Contains(stderr, ": -regalloc="+tc.ra+"\n") {
			t.Fatalf("%q: exit %d, want -regalloc=%s in %q", tc.args, code, tc.ra, stderr)
		}
		exe := s + ".exe"
		if o, err := exec.Command("cc", s, "-o", exe).CombinedOutput(); err != nil {
			t.Fatalf("%q: link: %v\n%s", tc.args, err, o)
		}
		if stdout, _, code := runIn(t, dir, nil, exe); stdout != "hello 42\n" || code != 3 {
			t.Errorf("%q: printed %q, exit %d", tc.args, stdout, code)
		}
	}
}
