package driver

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

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
func runBinary(t *testing.T, path string) string { return runCommand(t, exec.Command(path)) }

// runCommand runs cmd (a program, or an emulator running one) and returns
// its output and exit status in the oracle's format.
func runCommand(t *testing.T, cmd *exec.Cmd) string {
	path := strings.Join(cmd.Args, " ")
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

// compileAndRun compiles ll with ssara's SSA allocator (the checker on)
// and runs it.
func compileAndRun(t *testing.T, ll, dir string, opts regalloc.Options) (string, error) {
	t.Helper()
	out, _, err := compileAndRunWith(t, ll, dir, "ssa", opts, nil)
	return out, err
}

// compileAndRunWith compiles ll with allocator ra (the checker on) and
// runs it. Programs whose assembly is in seen (a cache shared by the
// configurations of one file) are not built and run again; ran says
// whether this one was.
func compileAndRunWith(t *testing.T, ll, dir, ra string, opts regalloc.Options, seen map[string]string) (out string, ran bool, err error) {
	t.Helper()
	m, err := llvmir.ReadFile(ll)
	if err != nil {
		return "", false, err
	}
	res, _, err := Compile(m, &Config{Regalloc: ra, Opts: opts, Verify: true, Jobs: 1})
	if err != nil {
		return "", false, err
	}
	if out, ok := seen[string(res.Asm)]; ok {
		return out, false, nil
	}
	s := filepath.Join(dir, "ssara.s")
	if err := os.WriteFile(s, res.Asm, 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, "ssara.exe")
	build(t, s, exe)
	out = runBinary(t, exe)
	if seen != nil {
		seen[string(res.Asm)] = out
	}
	return out, true, nil
}

// corpusConfig is one allocator setting of the differential corpus test:
// an allocator (and level) with the register budgets it is run at.
type corpusConfig struct {
	regalloc string
	variant  regalloc.Variant
	level    int
	budgets  []regalloc.Options // Regs/FPRegs only
}

func (c corpusConfig) String() string {
	name := c.regalloc
	if c.variant.Name != "" {
		name += ":" + c.variant.Name
	}
	if c.level > 0 {
		return fmt.Sprintf("%s-O%d", name, c.level)
	}
	return name
}

// options are the allocator options of c at budget b.
func (c corpusConfig) options(b regalloc.Options) regalloc.Options {
	o := regalloc.Options{Regs: b.Regs, FPRegs: b.FPRegs, Level: c.level}
	c.variant.Set(&o)
	return o
}

// budgetsOf are the full register file, the given GPR budgets, and two
// floating-point registers (vectors and doubles under pressure).
func budgetsOf(regs ...int) []regalloc.Options {
	out := []regalloc.Options{{}}
	for _, k := range regs {
		out = append(out, regalloc.Options{Regs: k})
	}
	return append(out, regalloc.Options{FPRegs: 2})
}

// corpusConfigs are every registered allocator: the SSA allocator at each
// of its levels (the paper's three and level 4) and GPR budgets (4, 8,
// 12, 16), every other
// allocator at 4 and 8 GPRs, each also at the full register file and at 2
// FP registers. With -short, the default level and the other allocators
// at the full file and the smallest budget.
func corpusConfigs() []corpusConfig {
	var out []corpusConfig
	for _, av := range testAllocators() {
		name, v := av.name, av.variant
		switch {
		case testing.Short():
			out = append(out, corpusConfig{regalloc: name, variant: v, budgets: budgetsOf(4)})
		case name == "ssa" && av.level > 0:
			out = append(out, corpusConfig{regalloc: name, variant: v, level: av.level, budgets: budgetsOf(4, 8, 12, 16)})
		case name == "ssa":
			for level := 1; level <= regalloc.MaxLevel; level++ {
				out = append(out, corpusConfig{regalloc: name, variant: v, level: level, budgets: budgetsOf(4, 8, 12, 16)})
			}
		default:
			out = append(out, corpusConfig{regalloc: name, variant: v, budgets: budgetsOf(4, 8)})
		}
	}
	return out
}

// allocVariant is one variant of a registered allocator.
type allocVariant struct {
	name    string
	variant regalloc.Variant
	level   int // SSARA_ALLOCATORS=ssa-O4: that level only (0: every level)
}

func (a allocVariant) String() string {
	if a.variant.Name != "" {
		return a.name + ":" + a.variant.Name
	}
	return a.name
}

// testAllocators are the registered allocators with each of their
// variants, or those that SSARA_ALLOCATORS=name,name:variant,... names
// (to run the corpus for one allocator while working on it; a name alone
// is all its variants; ssa-O4 is the SSA allocator at level 4 only).
func testAllocators() []allocVariant {
	var names []string
	if env := os.Getenv("SSARA_ALLOCATORS"); env != "" {
		names = strings.Split(env, ",")
	} else {
		names = regalloc.HeuristicNames()
	}
	var out []allocVariant
	for _, n := range names {
		name, only, _ := strings.Cut(n, ":")
		level := 0
		if i := strings.LastIndex(name, "-O"); i > 0 {
			if l, err := strconv.Atoi(name[i+2:]); err == nil && l > 0 {
				name, level = name[:i], l
			}
		}
		for _, v := range regalloc.VariantsOf(name) {
			if only == "" || v.Name == only {
				out = append(out, allocVariant{name, withTestTime(name, v), level})
			}
		}
	}
	return out
}

// mipTestTime is the solver's time limit per function (-mip-time) in the
// corpus tests of solver-based allocators: CBC's best solution when it
// stops, or the fallback, must run like llc-14's build as well.
const mipTestTime = 2 * time.Second

// withTestTime gives a solver-based allocator's variant mipTestTime.
func withTestTime(name string, v regalloc.Variant) regalloc.Variant {
	a, err := regalloc.Lookup(name)
	if err != nil {
		return v
	}
	if _, ok := a.(regalloc.SolverBasedAllocator); !ok {
		return v
	}
	set := v.Set
	v.Set = func(o *regalloc.Options) {
		set(o)
		o.MIP.Time = mipTestTime
	}
	return v
}

// mipCorpusSubset are the x86-64 corpus files TestCorpusMIP runs the
// solver-based allocators on when SSARA_ALLOCATORS does not name them
// (then TestCorpusX86 and TestCorpusPPC run them on every file, which
// takes some ten minutes of CPU per budget: too long for every test run).
// They have loops, calls, phis, a computed goto, recursion and spilling at
// 4 and 8 GPRs, and take a few seconds each.
var mipCorpusSubset = []string{"calls_pressure.O1", "dispatch.O1", "gotos.O1", "list_tree.O1", "recursion.O1", "pressure_loop.O1"}

// TestCorpusMIP compiles mipCorpusSubset with every solver-based
// allocator at 4 and 8 GPRs (-mip-time=mipTestTime), checks every
// allocation, runs the programs and compares them with llc-14's builds.
// Without cbc the allocator must refuse with a clear error instead.
func TestCorpusMIP(t *testing.T) {
	need(t, "llc-14", "cc")
	var names []string
	for _, n := range regalloc.Names() {
		a, _ := regalloc.Lookup(n)
		if _, ok := a.(regalloc.SolverBasedAllocator); ok && !strings.Contains(os.Getenv("SSARA_ALLOCATORS"), n) {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		t.Skip("SSARA_ALLOCATORS names the solver-based allocators: TestCorpusX86 runs them on every file")
	}
	if _, err := exec.LookPath("cbc"); err != nil {
		t.Skip("cbc not installed (run scripts/setup.sh)")
	}
	for _, name := range mipCorpusSubset {
		name := name
		ll := filepath.Join("../../../testdata/ll/x86_64", name+".ll")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			want := oracle(t, ll, dir)
			for _, ra := range names {
				for _, k := range []int{4, 8} {
					opts := regalloc.Options{Regs: k}
					opts.MIP.Time = mipTestTime
					got, _, err := compileAndRunWith(t, ll, dir, ra, opts, nil)
					if err != nil {
						t.Fatalf("%s regs=%d: %v", ra, k, err)
					}
					if got != want {
						t.Fatalf("%s regs=%d: output differs from llc-14's\n--- llc-14\n%s\n--- ssara\n%s", ra, k, want, got)
					}
				}
			}
		})
	}
}

// minCorpusBudget is the smallest GPR budget at which every corpus
// program must compile on x86-64; below it an allocator may refuse a
// function, but only with an AllocError that names the budget.
const minCorpusBudget = 4

// TestCorpusX86 compiles every x86-64 file of testdata/ll with ssara,
// with every allocator and level at every budget of corpusConfigs, checks
// every allocation, runs the program and compares its output and exit
// status with the llc-14 build of the same file.
func TestCorpusX86(t *testing.T) {
	need(t, "llc-14", "cc")
	files, _ := filepath.Glob("../../../testdata/ll/x86_64/*.ll")
	if len(files) == 0 {
		t.Fatal("no corpus files: run testdata/regen.sh")
	}
	configs := corpusConfigs()
	for _, ll := range files {
		ll := ll
		name := strings.TrimSuffix(filepath.Base(ll), ".ll")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			want := oracle(t, ll, dir)
			seen := map[string]string{}
			runs, tried := 0, 0
			for _, cfg := range configs {
				for _, b := range cfg.budgets {
					tried++
					k := b.Regs
					got, ran, err := compileAndRunWith(t, ll, dir, cfg.regalloc, cfg.options(b), seen)
					if why, ok := knownUnsupported[name]; ok {
						if err == nil {
							t.Fatalf("%s compiles now: remove it from knownUnsupported (%s)", name, why)
						}
						if !strings.Contains(err.Error(), "unsupported") {
							t.Fatalf("expected an 'unsupported' error (%s), got: %v", why, err)
						}
						return
					}
					var ae *regalloc.AllocError
					if err != nil && (k > 0 && k < minCorpusBudget || b.FPRegs > 0) && errors.As(err, &ae) && strings.Contains(err.Error(), "budget") {
						// Below minCorpusBudget GPRs, or at 2 FP registers
						// (an FP select reads three), an allocator may refuse.
						t.Logf("%s %+v: refused: %v", cfg, b, err)
						continue
					}
					if err != nil {
						t.Fatalf("%s %+v: %v", cfg, b, err)
					}
					if got != want {
						t.Fatalf("%s %+v: output differs from llc-14's\n--- llc-14\n%s\n--- ssara\n%s", cfg, b, want, got)
					}
					if ran {
						runs++
					}
				}
			}
			t.Logf("%d configurations, %d distinct programs run", tried, runs)
		})
	}
}

// TestCorpusTinyBudgets: below minCorpusBudget every allocator either
// produces a checked allocation or refuses with an AllocError that names
// the budget; it never panics or emits unchecked code.
func TestCorpusTinyBudgets(t *testing.T) {
	files, _ := filepath.Glob("../../../testdata/ll/x86_64/*.O1.ll")
	if len(files) == 0 {
		t.Fatal("no corpus files: run testdata/regen.sh")
	}
	refused := 0
	for _, ll := range files {
		name := strings.TrimSuffix(filepath.Base(ll), ".ll")
		if _, ok := knownUnsupported[name]; ok {
			continue
		}
		m, err := llvmir.ReadFile(ll)
		if err != nil {
			t.Fatal(err)
		}
		for _, ra := range []string{"ssa", "simple", "local"} {
			for k := 1; k < minCorpusBudget; k++ {
				_, _, err := Compile(m, &Config{Regalloc: ra, Opts: regalloc.Options{Regs: k}, Verify: true, Jobs: 1})
				var ae *regalloc.AllocError
				switch {
				case err == nil:
				case errors.As(err, &ae) && strings.Contains(err.Error(), "budget"):
					refused++
				default:
					t.Errorf("%s %s regs=%d: want a checked allocation or a budget AllocError, got: %v", name, ra, k, err)
				}
			}
		}
	}
	if refused == 0 {
		t.Errorf("no allocation refused at budgets below %d: the test shows nothing", minCorpusBudget)
	}
}
