package driver

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/regalloc"
)

// ppcTarget is one PowerPC triple of the differential corpus.
type ppcTarget struct {
	dir, march string
	gcc, qemu  string
	sysroot    string
	// static: the target's -relocation-model=static code differs from its
	// PIC code (ppc32: absolute addresses), and links only without -pie.
	static bool
}

var ppcTargets = []ppcTarget{
	{dir: "ppc64le", march: "ppc64le", gcc: "powerpc64le-linux-gnu-gcc", qemu: "qemu-ppc64le", sysroot: "/usr/powerpc64le-linux-gnu"},
	{dir: "ppc32", march: "ppc32", gcc: "powerpc-linux-gnu-gcc", qemu: "qemu-ppc", sysroot: "/usr/powerpc-linux-gnu", static: true},
}

// knownUnsupportedPPC lists corpus files (target/name) that use IR the
// PowerPC back end rejects, with the construct. The test fails if one of
// them starts to compile, so the list stays true.
var knownUnsupportedPPC = map[string]string{}

// knownBudgetFailPPC lists files (target/name allocator@regs) where an
// allocator reports that the register budget is below what an
// instruction needs (an AllocError, not a wrong program). The test fails
// if one of them starts to allocate, so the list stays true.
var knownBudgetFailPPC = map[string]string{}

// ppcRun builds asm with the target's cross gcc and runs it under
// qemu-user, returning output and exit status in the oracle's format.
func ppcRun(t *testing.T, tg ppcTarget, asm, exe string, link []string) string {
	t.Helper()
	args := append([]string{asm, "-o", exe}, link...)
	// libatomic: clang's -O0 code calls __atomic_load_8 and its kin for
	// ppc32's 64-bit atomics, which no instruction does.
	args = append(args, "-lm", "-latomic")
	if out, err := exec.Command(tg.gcc, args...).CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", tg.gcc, asm, err, out)
	}
	return runCommand(t, exec.Command(tg.qemu, "-L", tg.sysroot, exe))
}

// noTextRel fails the test if the executable exe needs text relocations:
// position-independent code (the tests' default, -relocation-model=pic)
// must link into a PIE without them.
func noTextRel(t *testing.T, tg ppcTarget, exe string) {
	t.Helper()
	readelf := strings.TrimSuffix(tg.gcc, "gcc") + "readelf"
	out, err := exec.Command(readelf, "-d", exe).CombinedOutput()
	if err != nil {
		t.Fatalf("%s -d %s: %v\n%s", readelf, exe, err, out)
	}
	if strings.Contains(string(out), "TEXTREL") {
		t.Fatalf("%s has text relocations: the code is not position-independent\n%s", exe, out)
	}
}

// writeTestFile writes text to dir/name and returns the path.
func writeTestFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// ppcConfig is one allocator setting of the PowerPC corpus test.
type ppcConfig struct {
	ra      string
	opts    regalloc.Options // Regs/FPRegs, and the variant
	variant string
}

func (c ppcConfig) String() string {
	ra := c.ra
	if c.variant != "" {
		ra += ":" + c.variant
	}
	if c.opts.FPRegs > 0 {
		return fmt.Sprintf("%s fp-regs=%d", ra, c.opts.FPRegs)
	}
	return fmt.Sprintf("%s@%d", ra, c.opts.Regs)
}

// ppcFullBudgets are the allocators TestCorpusPPC runs at every budget of
// ppcBudgets (the SSA allocator and the paper's baselines). To keep the
// whole suite within the CI budget (about 45 minutes on 2 cores; the
// PowerPC corpus runs under qemu-user), every other allocator (chaitin,
// briggs, irc, dsatur, chordal, linearscan in both variants, mip) runs
// at the full register file and 4 GPRs only: those seven (allocator,
// variant) pairs alone at all four budgets took 34 minutes of wall clock
// for the PowerPC corpus (go test -parallel 2 at nice 10 on the shared
// 2-core machine, 2026-11-24). SSARA_PPC_BUDGETS=all runs every allocator
// at every budget (for sweeps; the 8-GPR and 4-FPR runs of those
// allocators are covered there and by the x86-64 corpus).
var ppcFullBudgets = map[string]bool{"ssa": true, "simple": true, "local": true}

// ppcBudgets are the full register file, 8 and 4 GPRs, and 4 FPRs, the
// fewest that a floating-point select (a compare of two FPRs choosing
// between two more) admits.
var ppcBudgets = []regalloc.Options{{}, {Regs: 8}, {Regs: 4}, {FPRegs: 4}}

// ppcConfigs are the allocator settings each file is run with: the
// allocators of ppcFullBudgets at every budget of ppcBudgets, every other
// registered allocator and variant at the full file and 4 GPRs (all
// budgets with SSARA_PPC_BUDGETS=all); -short: SSA at the full file and 4.
func ppcConfigs() []ppcConfig {
	if testing.Short() {
		return []ppcConfig{{"ssa", regalloc.Options{}, ""}, {"ssa", regalloc.Options{Regs: 4}, ""}}
	}
	all := os.Getenv("SSARA_PPC_BUDGETS") == "all"
	var out []ppcConfig
	for _, av := range testAllocators() {
		budgets := ppcBudgets
		if !all && !ppcFullBudgets[av.name] {
			budgets = []regalloc.Options{{}, {Regs: 4}}
		}
		for _, o := range budgets {
			av.variant.Set(&o)
			o.Level = av.level
			out = append(out, ppcConfig{av.name, o, av.variant.Name})
		}
	}
	return out
}

// TestCorpusPPC compiles every PowerPC file of testdata/ll with ssara,
// checks every allocation, runs the program under qemu-user and compares
// its output and exit status with the llc-14 build of the same file.
// Each allocator's code is position-independent, as llc-14's
// (-relocation-model=pic; on ppc32 GOT-based, with r30 reserved where a
// function computes a symbol's address) and linked into a PIE without
// text relocations; ppc32 also runs its static code (the command line's
// default) once per file, linked with -no-pie.
func TestCorpusPPC(t *testing.T) {
	for _, tg := range ppcTargets {
		tg := tg
		t.Run(tg.dir, func(t *testing.T) {
			need(t, "llc-14", tg.gcc, tg.qemu)
			files, _ := filepath.Glob("../../../testdata/ll/" + tg.dir + "/*.ll")
			if len(files) == 0 {
				t.Fatal("no corpus files: run testdata/regen.sh")
			}
			for _, ll := range files {
				ll := ll
				name := strings.TrimSuffix(filepath.Base(ll), ".ll")
				t.Run(name, func(t *testing.T) {
					t.Parallel()
					ppcCorpusFile(t, tg, ll, tg.dir+"/"+name)
				})
			}
		})
	}
}

func ppcCorpusFile(t *testing.T, tg ppcTarget, ll, key string) {
	dir := t.TempDir()
	m, err := llvmir.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	want := ""
	for _, c := range ppcConfigs() {
		res, _, err := Compile(m, &Config{March: tg.march, Regalloc: c.ra, Opts: c.opts, Verify: true, Jobs: 1})
		if why, ok := knownUnsupportedPPC[key]; ok {
			if err == nil {
				t.Fatalf("%s compiles now: remove it from knownUnsupportedPPC (%s)", key, why)
			}
			if !strings.Contains(err.Error(), "unsupported") {
				t.Fatalf("expected an 'unsupported' error (%s), got: %v", why, err)
			}
			return
		}
		if why, ok := knownBudgetFailPPC[fmt.Sprintf("%s %s", key, c)]; ok {
			if err == nil {
				t.Fatalf("%s %s allocates now: remove it from knownBudgetFailPPC (%s)", key, c, why)
			}
			if _, ok := errors.Cause(err).(*regalloc.AllocError); !ok {
				t.Fatalf("%s %s: expected an AllocError (%s), got: %v", key, c, why, err)
			}
			continue
		}
		if _, ok := errors.Cause(err).(*regalloc.AllocError); ok && c.opts.FPRegs > 0 && strings.Contains(err.Error(), "budget") {
			t.Logf("%s: refused: %v", c, err)
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		if want == "" {
			s := filepath.Join(dir, "llc.s")
			if out, err := exec.Command("llc-14", "-O2", "-relocation-model=pic", ll, "-o", s).CombinedOutput(); err != nil {
				t.Fatalf("llc-14 %s: %v\n%s", ll, err, out)
			}
			want = ppcRun(t, tg, s, filepath.Join(dir, "llc.exe"), nil)
		}
		got, ok := seen[string(res.Asm)]
		if !ok {
			s := filepath.Join(dir, "ssara.s")
			if err := os.WriteFile(s, res.Asm, 0o644); err != nil {
				t.Fatal(err)
			}
			got = ppcRun(t, tg, s, filepath.Join(dir, "ssara.exe"), nil)
			noTextRel(t, tg, filepath.Join(dir, "ssara.exe"))
			seen[string(res.Asm)] = got
		}
		if got != want {
			t.Fatalf("%s: output differs from llc-14's\n--- llc-14\n%s\n--- ssara\n%s", c, want, got)
		}
	}
	if tg.static && want != "" {
		// The command line's default, -relocation-model=static, linked
		// without -pie.
		res, _, err := Compile(m, &Config{March: tg.march, RelocModel: "static", Verify: true, Jobs: 1})
		if err != nil {
			t.Fatalf("-relocation-model=static: %v", err)
		}
		s := filepath.Join(dir, "static.s")
		if err := os.WriteFile(s, res.Asm, 0o644); err != nil {
			t.Fatal(err)
		}
		if got := ppcRun(t, tg, s, filepath.Join(dir, "static.exe"), []string{"-no-pie"}); got != want {
			t.Fatalf("-relocation-model=static: output differs from llc-14's\n--- llc-14\n%s\n--- ssara\n%s", want, got)
		}
	}
}

// abiCallee and abiCaller exercise the calling conventions across
// compilers: a byval aggregate split between registers and memory, more
// floating-point arguments than FPRs, small aggregates, 64-bit integers
// (pairs on ppc32) and a variadic callee reading doubles and long longs.
const abiCallee = `#include <stdarg.h>
struct big { long a[13]; };
struct sm { int x; short y; };
long split(long a, long b, long c, long d, long e, long f, struct big s, int k) {
	long t = a + b + c + d + e + f + k;
	for (int i = 0; i < 13; i++) t = t * 3 + s.a[i];
	return t;
}
double mixed(int a, double b, float c, long d, double e, int f, double g, double h, double i, double j,
	double k, double l, double m, double n, double o, double p, int q) {
	return a + b + c + d + e + f + g + h + i + j + k + l + m + n + o + p + q;
}
long small(struct sm s, long long w, int z) { return s.x * 100 + s.y + w * 7 + z; }
double va(int n, ...) {
	va_list ap;
	va_start(ap, n);
	double s = 0;
	for (int i = 0; i < n; i++) s += (i & 1) ? va_arg(ap, double) : va_arg(ap, long long);
	va_end(ap);
	return s;
}
`

const abiCaller = `#include <stdio.h>
struct big { long a[13]; };
struct sm { int x; short y; };
long split(long a, long b, long c, long d, long e, long f, struct big s, int k);
double mixed(int a, double b, float c, long d, double e, int f, double g, double h, double i, double j,
	double k, double l, double m, double n, double o, double p, int q);
long small(struct sm s, long long w, int z);
double va(int n, ...);
int main(void) {
	struct big b;
	for (int i = 0; i < 13; i++) b.a[i] = i * 5 - 3;
	struct sm s = {12, -3};
	printf("%ld\n", split(1, 2, 3, 4, 5, 6, b, 7));
	printf("%f\n", mixed(1, 2.5, 3.25f, 4, 5.5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16.5, 17));
	printf("%ld\n", small(s, 1234567890123LL, -9));
	printf("%f\n", va(6, 1LL, 2.5, 3LL, 4.25, 5LL, 6.125));
	return 0;
}
`

// TestABIInteropPPC links ssara's code with the cross gcc's, in both
// directions (ssara caller with gcc callee, gcc caller with ssara
// callee), at -O0 and -O2 and at the full register file and 4 GPRs, and
// compares the output with an all-gcc build.
func TestABIInteropPPC(t *testing.T) {
	for _, tg := range ppcTargets {
		tg := tg
		t.Run(tg.dir, func(t *testing.T) {
			need(t, "clang-14", tg.gcc, tg.qemu)
			dir := t.TempDir()
			triple := strings.TrimSuffix(tg.gcc, "-gcc")
			write := func(name, text string) string { return writeTestFile(t, dir, name, text) }
			callee, caller := write("callee.c", abiCallee), write("caller.c", abiCaller)
			obj := func(c string) string {
				o := strings.TrimSuffix(c, ".c") + ".o"
				if out, err := exec.Command(tg.gcc, "-O1", "-c", c, "-o", o).CombinedOutput(); err != nil {
					t.Fatalf("%s: %v\n%s", tg.gcc, err, out)
				}
				return o
			}
			link := func(exe string, parts ...string) string {
				args := append(append([]string{}, parts...), "-o", exe, "-lm")
				if out, err := exec.Command(tg.gcc, args...).CombinedOutput(); err != nil {
					t.Fatalf("%s: %v\n%s", tg.gcc, err, out)
				}
				out, err := exec.Command(tg.qemu, "-L", tg.sysroot, exe).CombinedOutput()
				if err != nil {
					t.Fatalf("%s: %v\n%s", exe, err, out)
				}
				return string(out)
			}
			calleeO, callerO := obj(callee), obj(caller)
			want := link(filepath.Join(dir, "gcc.exe"), callerO, calleeO)
			for _, c := range []struct{ src, other string }{{caller, calleeO}, {callee, callerO}} {
				for _, lvl := range []string{"-O0", "-O2"} {
					ll := strings.TrimSuffix(c.src, ".c") + lvl + ".ll"
					if out, err := exec.Command("clang-14", "--target="+triple, lvl, "-S", "-emit-llvm",
						"-I", tg.sysroot+"/include", c.src, "-o", ll).CombinedOutput(); err != nil {
						t.Fatalf("clang-14: %v\n%s", err, out)
					}
					m, err := llvmir.ReadFile(ll)
					if err != nil {
						t.Fatal(err)
					}
					for _, regs := range []int{0, 4} {
						res, _, err := Compile(m, &Config{March: tg.march, Regalloc: "ssa", Opts: regalloc.Options{Regs: regs}, Verify: true, Jobs: 1})
						if err != nil {
							t.Fatalf("%s %s regs=%d: %v", filepath.Base(c.src), lvl, regs, err)
						}
						s := write("ssara.s", string(res.Asm))
						if got := link(filepath.Join(dir, "mixed.exe"), s, c.other); got != want {
							t.Errorf("%s %s regs=%d (ssara) with gcc's other half: got\n%s\nwant\n%s", filepath.Base(c.src), lvl, regs, got, want)
						}
					}
				}
			}
		})
	}
}

// vlaProgram moves the stack pointer: variable-length arrays in a loop
// (stacksave/stackrestore around dynamic allocas), so the frame is
// addressed from the frame pointer.
const vlaProgram = `#include <stdio.h>
#include <string.h>
__attribute__((noinline)) long work(int n, int m) {
	long total = 0;
	for (int r = 0; r < m; r++) {
		int a[n + r];
		double d[n];
		for (int i = 0; i < n + r; i++) a[i] = i * r + 1;
		for (int i = 0; i < n; i++) d[i] = a[i] * 0.5;
		for (int i = 0; i < n + r; i++) total += a[i];
		total += (long)d[n - 1];
		char buf[r + 4];
		memset(buf, 'x', r + 3);
		buf[r + 3] = 0;
		total += strlen(buf);
	}
	return total;
}
int main(void) { printf("%ld %ld\n", work(10, 5), work(100, 30)); return 0; }
`

// TestDynamicAllocaPPC runs the VLA program compiled by ssara (-O0 and
// -O2, full file and 4 GPRs) against the cross gcc's build.
func TestDynamicAllocaPPC(t *testing.T) {
	for _, tg := range ppcTargets {
		tg := tg
		t.Run(tg.dir, func(t *testing.T) {
			need(t, "clang-14", tg.gcc, tg.qemu)
			dir := t.TempDir()
			src := filepath.Join(dir, "vla.c")
			if err := os.WriteFile(src, []byte(vlaProgram), 0o644); err != nil {
				t.Fatal(err)
			}
			gccExe := filepath.Join(dir, "gcc.exe")
			if out, err := exec.Command(tg.gcc, "-O1", src, "-o", gccExe).CombinedOutput(); err != nil {
				t.Fatalf("%s: %v\n%s", tg.gcc, err, out)
			}
			run := func(exe string) string {
				out, err := exec.Command(tg.qemu, "-L", tg.sysroot, exe).CombinedOutput()
				if err != nil {
					t.Fatalf("%s: %v\n%s", exe, err, out)
				}
				return string(out)
			}
			want := run(gccExe)
			for _, lvl := range []string{"-O0", "-O2"} {
				ll := filepath.Join(dir, "vla"+lvl+".ll")
				clangPPC(t, tg, src, lvl, ll)
				m, err := llvmir.ReadFile(ll)
				if err != nil {
					t.Fatal(err)
				}
				for _, regs := range []int{0, 4} {
					res, _, err := Compile(m, &Config{March: tg.march, Regalloc: "ssa", Opts: regalloc.Options{Regs: regs}, Verify: true, Jobs: 1})
					if err != nil {
						t.Fatalf("%s regs=%d: %v", lvl, regs, err)
					}
					s := filepath.Join(dir, "vla.s")
					if err := os.WriteFile(s, res.Asm, 0o644); err != nil {
						t.Fatal(err)
					}
					exe := filepath.Join(dir, "vla.exe")
					args := []string{s, "-o", exe}
					if out, err := exec.Command(tg.gcc, args...).CombinedOutput(); err != nil {
						t.Fatalf("%s: %v\n%s", tg.gcc, err, out)
					}
					if got := run(exe); got != want {
						t.Errorf("%s regs=%d: got %q, want %q", lvl, regs, got, want)
					}
				}
			}
		})
	}
}

// TestPPCConfigs checks the budgets TestCorpusPPC gives each allocator:
// every budget for the SSA allocator and the baselines, the full file and
// 4 GPRs for the others, every budget for all with SSARA_PPC_BUDGETS=all.
func TestPPCConfigs(t *testing.T) {
	if testing.Short() {
		t.Skip("-short runs SSA only")
	}
	cases := []struct {
		allocs, budgets string
		want            []string
	}{
		{"ssa,chaitin", "", []string{"ssa@0", "ssa@8", "ssa@4", "ssa fp-regs=4", "chaitin@0", "chaitin@4"}},
		{"linearscan:poletto,local", "", []string{"linearscan:poletto@0", "linearscan:poletto@4",
			"local@0", "local@8", "local@4", "local fp-regs=4"}},
		{"irc", "all", []string{"irc@0", "irc@8", "irc@4", "irc fp-regs=4"}},
	}
	for _, c := range cases {
		t.Setenv("SSARA_ALLOCATORS", c.allocs)
		t.Setenv("SSARA_PPC_BUDGETS", c.budgets)
		var got []string
		for _, cfg := range ppcConfigs() {
			got = append(got, cfg.String())
			if cfg.variant == "poletto" && cfg.opts.LinearScan.Variant != "poletto" {
				t.Errorf("%s: variant not set in the options", cfg)
			}
		}
		if strings.Join(got, ",") != strings.Join(c.want, ",") {
			t.Errorf("SSARA_ALLOCATORS=%s SSARA_PPC_BUDGETS=%s: %v, want %v", c.allocs, c.budgets, got, c.want)
		}
	}
}

// picLib is a shared library's source for TestPPC32PICSharedObject: data
// read and written through the GOT, a string, float constants, an offset
// beyond a 16-bit displacement, a static counter, a function pointer and
// calls to the C library and to the main program (through the PLT).
const picLib = `#include <stdio.h>
#include <string.h>
int shared_counter = 5;
static int table[40000];
static const double scale[4] = {0.5, 1.5, 2.5, 3.5};
extern int from_main(int);
static int twice(int x) { return 2 * x; }
int (*pick(int k))(int) { return k ? twice : from_main; }
double lib_work(int n) {
	static int calls;
	calls++;
	char buf[32];
	snprintf(buf, sizeof buf, "n=%d calls=%d", n, calls);
	puts(buf);
	table[39999] = n;
	table[n] += shared_counter++;
	return scale[n & 3] * table[39999] + (double)strlen(buf) + table[n] + pick(n & 1)(n);
}
`

const picMain = `#include <stdio.h>
extern int shared_counter;
double lib_work(int);
int from_main(int x) { return x + 100; }
int main(void) {
	for (int i = 0; i < 4; i++) printf("%.2f %d\n", lib_work(i), shared_counter);
	return shared_counter;
}
`

// TestPPC32PICSharedObject builds a shared library from ssara's ppc32
// -relocation-model=pic output for every allocator, links a program
// against it and runs it under qemu-user: the library must have no text
// relocations and behave as llc-14's -relocation-model=pic build of the
// same IR.
func TestPPC32PICSharedObject(t *testing.T) {
	tg := ppcTargets[1]
	need(t, "clang-14", "llc-14", tg.gcc, tg.qemu)
	dir := t.TempDir()
	write := func(name, text string) string { return writeTestFile(t, dir, name, text) }
	lib, mainC := write("lib.c", picLib), write("main.c", picMain)
	ll := filepath.Join(dir, "lib.ll")
	if out, err := exec.Command("clang-14", "--target=powerpc-linux-gnu", "-O2", "-fPIC", "-S", "-emit-llvm",
		"-I", tg.sysroot+"/include", lib, "-o", ll).CombinedOutput(); err != nil {
		t.Fatalf("clang-14: %v\n%s", err, out)
	}
	build := func(asm, name string) string {
		so := filepath.Join(dir, name, "libpic.so")
		if err := os.MkdirAll(filepath.Dir(so), 0o755); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(tg.gcc, "-shared", asm, "-o", so).CombinedOutput(); err != nil {
			t.Fatalf("%s -shared: %v\n%s", tg.gcc, err, out)
		}
		noTextRel(t, tg, so)
		exe := filepath.Join(dir, name, "main")
		if out, err := exec.Command(tg.gcc, mainC, "-L"+filepath.Dir(so), "-lpic", "-o", exe).CombinedOutput(); err != nil {
			t.Fatalf("%s main: %v\n%s", tg.gcc, err, out)
		}
		return runCommand(t, exec.Command(tg.qemu, "-L", tg.sysroot, "-E", "LD_LIBRARY_PATH="+filepath.Dir(so), exe))
	}
	llcS := filepath.Join(dir, "llc.s")
	if out, err := exec.Command("llc-14", "-O2", "-relocation-model=pic", ll, "-o", llcS).CombinedOutput(); err != nil {
		t.Fatalf("llc-14: %v\n%s", err, out)
	}
	want := build(llcS, "llc")
	m, err := llvmir.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	for _, av := range testAllocators() {
		for _, regs := range []int{0, 4} {
			o := regalloc.Options{Regs: regs, Level: av.level}
			av.variant.Set(&o)
			res, _, err := Compile(m, &Config{March: tg.march, RelocModel: "pic", Regalloc: av.name, Opts: o, Verify: true, Jobs: 1})
			if err != nil {
				t.Fatalf("%s regs=%d: %v", av.name, regs, err)
			}
			if !strings.Contains(string(res.Asm), "-.LTOC(30)") {
				t.Fatalf("%s regs=%d: no load through r30 from .got2 in\n%s", av.name, regs, res.Asm)
			}
			name := fmt.Sprintf("%s-%s-%d", av.name, av.variant.Name, regs)
			if got := build(write(name+".s", string(res.Asm)), name); got != want {
				t.Errorf("%s regs=%d: got\n%s\nwant\n%s", av.name, regs, got, want)
			}
		}
	}
}
