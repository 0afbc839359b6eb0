package driver

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
)

// debugC and debugH are a program with a loop, calls and a function
// inlined from a header, for the line-table tests; the comments mark the
// lines the tests break at (7, 12, 18).
const debugC = `#include <stdio.h>
#include "dbg.h"

__attribute__((noinline)) int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += scale(a[i], 3); /* line 7 */
  return s;
}

__attribute__((noinline)) int twice(int x) {
  return sum(&x, 1) * 2; /* line 12 */
}

int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
  int t = sum(a, 5);
  printf("%d %d\n", t, twice(t)); /* line 18 */
  return 0;
}
`

const debugH = `static inline int scale(int v, int k) {
  int r = v * k;
  return r + 1;
}
`

// writeDebugProgram writes dbg.c and dbg.h into dir and compiles dbg.c
// with clang-14 -g at level opt for triple (clang runs in dir on the
// relative name, as a build does), returning the .ll file.
func writeDebugProgram(t *testing.T, dir, triple, opt string) string {
	t.Helper()
	for name, text := range map[string]string{"dbg.c": debugC, "dbg.h": debugH} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ll := "dbg." + opt + ".ll"
	args := []string{"--target=" + triple, "-g", "-" + opt, "-S", "-emit-llvm", "dbg.c", "-o", ll}
	if triple != "x86_64-linux-gnu" {
		args = append(args, "-isystem", "/usr/"+triple+"/include")
	}
	cmd := exec.Command("clang-14", args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("clang-14 %v: %v\n%s", args, err, out)
	}
	return filepath.Join(dir, ll)
}

// gdbStops runs gdb in batch mode on exe with the given commands and
// returns what it says about breakpoints and frames, without the
// arguments llc-14's variable locations let it print: "Breakpoint 1 at
// file dbg.c, line 12", "stop sum dbg.c:7", "frame #1 main dbg.c:17" and
// the source lines it lists.
func gdbStops(t *testing.T, exe string, cmds ...string) []string {
	t.Helper()
	args := []string{"-nx", "-batch"}
	for _, c := range cmds {
		args = append(args, "-ex", c)
	}
	args = append(args, exe)
	// gdb's status is 1 when a command fails (bt after the program
	// ended): what it printed is what the tests compare.
	out, err := exec.Command("gdb", args...).CombinedOutput()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatalf("gdb %v: %v\n%s", args, err, out)
	}
	var (
		set   = regexp.MustCompile(`^(Breakpoint \d+) at 0x[0-9a-f]+: (file \S+, line \d+)\.`)
		stop  = regexp.MustCompile(`^Breakpoint \d+, (\w+) \(.*\) at (\S+:\d+)$`)
		frame = regexp.MustCompile(`^(#\d+) +(?:0x[0-9a-f]+ in )?(\w+) \(.*\) at (\S+:\d+)$`)
		src   = regexp.MustCompile(`^\d+\t`)
	)
	var got []string
	for _, l := range strings.Split(string(out), "\n") {
		switch {
		case set.MatchString(l):
			m := set.FindStringSubmatch(l)
			got = append(got, m[1]+" at "+m[2])
		case stop.MatchString(l):
			m := stop.FindStringSubmatch(l)
			got = append(got, "stop "+m[1]+" "+m[2])
		case frame.MatchString(l):
			m := frame.FindStringSubmatch(l)
			got = append(got, "frame "+m[1]+" "+m[2]+" "+m[3])
		case src.MatchString(l):
			got = append(got, l)
		}
	}
	return got
}

// withoutDebug removes from ssara's assembly what debug information adds:
// the .file and .loc directives and the .debug_* sections.
func withoutDebug(asm string) string {
	var sb strings.Builder
	skip := false
	for _, l := range strings.SplitAfter(asm, "\n") {
		switch {
		case strings.HasPrefix(l, "\t.section\t.debug_"):
			skip = true
			continue
		case skip && strings.HasPrefix(l, "\t.section\t"), skip && strings.HasPrefix(l, "\t.weak\t"):
			skip = false
		}
		if skip || strings.HasPrefix(l, "\t.loc\t") || strings.HasPrefix(l, "\t.file\t") ||
			strings.HasPrefix(l, ".Lline_table_start0:") {
			continue
		}
		sb.WriteString(l)
	}
	return sb.String()
}

// TestDebugLineTable builds a clang-14 -g program with ssara at -O0, -O1
// and -O2, runs it against llc-14's build, and runs gdb on both builds:
// a breakpoint on a function (after its prologue, by the prologue_end
// row), on a line inside a loop, the stops and the backtraces (call
// sites' lines) must be the same. The code is the same as for the module
// without its debug metadata, for several allocators, and the dropped
// variable locations are reported in one warning.
func TestDebugLineTable(t *testing.T) {
	need(t, "clang-14", "llc-14", "opt-14", "cc", "gdb")
	for _, opt := range []string{"O0", "O1", "O2"} {
		t.Run(opt, func(t *testing.T) {
			dir := t.TempDir()
			ll := writeDebugProgram(t, dir, "x86_64-linux-gnu", opt)
			want := oracle(t, ll, dir)
			m, err := llvmir.ReadFile(ll)
			if err != nil {
				t.Fatal(err)
			}
			res, _, err := Compile(m, &Config{Regalloc: "ssa", Verify: true, Jobs: 1})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "only the line table is emitted") {
				t.Errorf("warnings %q, want one about the dropped debug information", res.Warnings)
			}
			asm := string(res.Asm)
			for _, d := range []string{"\t.file\t0 \"" + dir + "\" \"dbg.c\" md5 0x", "\t.file\t1 \".\" \"dbg.h\" md5 0x",
				"\t.loc\t0 7 ", "\t.loc\t0 12 ", "\t.loc\t0 18 ", " prologue_end\n"} {
				if !strings.Contains(asm, d) {
					t.Errorf("assembly lacks %q", d)
				}
			}
			s := filepath.Join(dir, "ssara.s")
			if err := os.WriteFile(s, res.Asm, 0o644); err != nil {
				t.Fatal(err)
			}
			exe := filepath.Join(dir, "ssara.exe")
			build(t, s, exe)
			if got := runBinary(t, exe); got != want {
				t.Fatalf("ssara build printed %q, llc-14's %q", got, want)
			}
			cmds := []string{"break twice", "break dbg.c:7", "run", "bt", "continue", "bt", "delete 2", "continue", "bt"}
			gotStops := gdbStops(t, exe, cmds...)
			wantStops := gdbStops(t, filepath.Join(dir, "llc.exe"), cmds...)
			if strings.Join(gotStops, "\n") != strings.Join(wantStops, "\n") {
				t.Errorf("gdb on ssara's build:\n%s\ngdb on llc-14's build:\n%s", strings.Join(gotStops, "\n"), strings.Join(wantStops, "\n"))
			}
			musts := []string{"Breakpoint 2 at file dbg.c, line 7", "stop twice dbg.c:12", "frame #1 main dbg.c:18"}
			if opt != "O2" { // at -O2 clang computes main's sum at compile time
				musts = append(musts, "stop sum dbg.c:7", "frame #1 main dbg.c:17")
			}
			for _, w := range musts {
				found := false
				for _, l := range gotStops {
					found = found || l == w
				}
				if !found {
					t.Errorf("gdb on ssara's build did not say %q:\n%s", w, strings.Join(gotStops, "\n"))
				}
			}

			// The same code without the debug metadata.
			stripped := filepath.Join(dir, "nodebug.ll")
			if out, err := exec.Command("opt-14", "-strip-debug", "-S", ll, "-o", stripped).CombinedOutput(); err != nil {
				t.Fatalf("opt-14 -strip-debug: %v\n%s", err, out)
			}
			m2, err := llvmir.ReadFile(stripped)
			if err != nil {
				t.Fatal(err)
			}
			for _, ra := range []string{"ssa", "simple", "local", "irc", "linearscan"} {
				g, _, err := Compile(m, &Config{Regalloc: ra, Verify: true, Jobs: 1})
				if err != nil {
					t.Fatalf("%s: %v", ra, err)
				}
				n, _, err := Compile(m2, &Config{Regalloc: ra, Verify: true, Jobs: 1})
				if err != nil {
					t.Fatalf("%s: %v", ra, err)
				}
				if len(n.Warnings) != 0 {
					t.Errorf("%s: warnings without debug information: %q", ra, n.Warnings)
				}
				if a, b := withoutDebug(string(g.Asm)), withoutDebug(string(n.Asm)); a != b {
					t.Errorf("%s: code differs with debug information:\n%s\n--- without:\n%s", ra, a, b)
				}
			}
		})
	}
}

// TestDebugLineTablePPC builds the same program for ppc64le and ppc32,
// runs it under qemu against llc-14's build, and reads the line table of
// ssara's object with llvm-dwarfdump-14: it verifies, and it has rows for
// the lines a debugger would break at, as llc-14's has.
func TestDebugLineTablePPC(t *testing.T) {
	need(t, "clang-14", "llc-14", "llvm-dwarfdump-14")
	for _, tg := range ppcTargets {
		tg := tg
		t.Run(tg.march, func(t *testing.T) {
			need(t, tg.gcc, tg.qemu)
			dir := t.TempDir()
			triple := strings.TrimPrefix(tg.sysroot, "/usr/")
			ll := writeDebugProgram(t, dir, triple, "O1")
			m, err := llvmir.ReadFile(ll)
			if err != nil {
				t.Fatal(err)
			}
			res, _, err := Compile(m, &Config{March: tg.march, Regalloc: "ssa", Verify: true, Jobs: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := filepath.Join(dir, "ssara.s")
			if err := os.WriteFile(s, res.Asm, 0o644); err != nil {
				t.Fatal(err)
			}
			ls := filepath.Join(dir, "llc.s")
			if out, err := exec.Command("llc-14", "-O2", "-relocation-model=pic", ll, "-o", ls).CombinedOutput(); err != nil {
				t.Fatalf("llc-14: %v\n%s", err, out)
			}
			want := ppcRun(t, tg, ls, filepath.Join(dir, "llc.exe"), nil)
			if got := ppcRun(t, tg, s, filepath.Join(dir, "ssara.exe"), nil); got != want {
				t.Fatalf("ssara build printed %q, llc-14's %q", got, want)
			}
			lines := func(asm string) map[int]bool {
				obj := asm + ".o"
				if out, err := exec.Command(tg.gcc, "-c", asm, "-o", obj).CombinedOutput(); err != nil {
					t.Fatalf("%s -c %s: %v\n%s", tg.gcc, asm, err, out)
				}
				if out, err := exec.Command("llvm-dwarfdump-14", "--verify", obj).CombinedOutput(); err != nil {
					t.Fatalf("llvm-dwarfdump-14 --verify %s: %v\n%s", obj, err, out)
				}
				out, err := exec.Command("llvm-dwarfdump-14", "--debug-line", obj).CombinedOutput()
				if err != nil {
					t.Fatalf("llvm-dwarfdump-14 --debug-line: %v\n%s", err, out)
				}
				rows := map[int]bool{}
				for _, l := range strings.Split(string(out), "\n") {
					f := strings.Fields(l)
					var line int
					if len(f) > 3 && strings.HasPrefix(f[0], "0x") && f[3] == "0" {
						if _, err := fmt.Sscan(f[1], &line); err == nil {
							rows[line] = true
						}
					}
				}
				return rows
			}
			got, llc := lines(s), lines(ls)
			for _, l := range []int{4, 7, 11, 12, 18} {
				if !llc[l] {
					t.Fatalf("llc-14's line table has no row for dbg.c:%d (the test's assumption)", l)
				}
				if !got[l] {
					t.Errorf("ssara's line table has no row for dbg.c:%d", l)
				}
			}
		})
	}
}
