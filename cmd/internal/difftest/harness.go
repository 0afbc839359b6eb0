// Package difftest is ssara's end-to-end differential test: a C program
// (from csmith or from package vecgen) is compiled by clang-14 at each
// optimisation level, llc-14 builds the oracle from the .ll, and ssara
// compiles the same .ll with each allocator and register budget, the
// checker on; both builds are linked, run (natively or under qemu-user)
// and their standard output and exit status compared. Where a build
// differs, the C program built by the target's gcc at -O0 is a second
// opinion: a build that agrees with it against llc-14's is Disputed, not
// Failed. cmd/ssara-fuzz and the driver's tests (TestCsmith, TestVecGen)
// share it.
package difftest

import (
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"time"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/cmd/internal/driver"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/regalloc"
)

// Verdict is what became of one module under one configuration.
type Verdict int

const (
	// Passed: compiled, every function checked, and the program ran like
	// llc-14's build.
	Passed Verdict = iota
	// Unsupported: ssara rejects a construct of the module.
	Unsupported
	// Refused: an allocator refused a function at a limited budget with an
	// AllocError that names the budget.
	Refused
	// Failed: anything else (a checker rejection, an internal error, a
	// different output, a crash, a timeout where llc-14's build finished).
	Failed
	// Disputed: the output differs from llc-14's build, but equals that
	// of the C program built by the target's gcc at -O0, whose output
	// differs from llc-14's too: llc-14 is the suspect, not ssara (an
	// llc-14 PowerPC miscompile of a vector program, found so). Not a
	// failure; reported apart, with a reproducer.
	Disputed
)

var verdictNames = [...]string{"passed", "unsupported", "refused", "failed", "disputed"}

func (v Verdict) String() string { return verdictNames[v] }

// ConfigResult is one module under one configuration.
type ConfigResult struct {
	Config  Config
	Verdict Verdict
	// Funcs are the functions allocated and checked (Passed only).
	Funcs int
	// Reason is the error or the difference (all but Passed).
	Reason string
	// Repro is the reproducer directory of a failure, if one was saved.
	Repro string
}

// ModuleResult is one program compiled by clang-14 at one level.
type ModuleResult struct {
	Level string
	// Skipped says why the module was not compared with llc-14's build
	// (llc-14's build timed out, or did not exit 0: undefined behaviour).
	Skipped string
	// Failure is a failure of the module as a whole (clang-14 rejects a
	// generated program, ssara cannot read clang-14's output), with its
	// reproducer directory.
	Failure, Repro string
	// VectorInstrs counts the instructions with vector operands or
	// results (`<N x T>`), LoopVectorized whether clang's loop vectorizer
	// vectorized a loop.
	VectorInstrs   int
	LoopVectorized bool
	Configs        []ConfigResult
}

// ProgramResult is a program at every level.
type ProgramResult struct {
	Program *Program
	Seed    int64
	// Err is a failure to generate the program.
	Err     error
	Modules []ModuleResult
	Time    time.Duration
	// Dir is the scratch directory, when the harness keeps it.
	Dir string
}

// Failure is one failure of a program, for reports.
type Failure struct {
	Program string
	Seed    int64
	March   string
	// Level is "" for a failure to generate the program; Config is nil
	// for a failure of the module as a whole.
	Level         string
	Config        *Config
	Reason, Repro string
}

// What names the program, target, level and configuration.
func (f Failure) What() string {
	s := f.Program + " " + f.March
	if f.Level == "" {
		return s + ": generate"
	}
	s += " " + f.Level
	if f.Config != nil {
		s += " " + f.Config.String()
	}
	return s
}

// FuzzArgs are the arguments of ssara-fuzz that test the failing
// program, level and configuration again (gen is -gen's value).
func (f Failure) FuzzArgs(gen string) []string {
	args := []string{"-gen=" + gen, fmt.Sprintf("-seeds=%d", f.Seed), "-march=" + f.March}
	if strings.HasPrefix(f.Program, "csmith-big-") {
		args = append(args, "-csmith-size=default")
	}
	if f.Level != "" {
		args = append(args, "-levels="+strings.TrimPrefix(f.Level, "-"))
	}
	if c := f.Config; c != nil {
		args = append(args, "-regalloc="+c.Allocator())
		if c.Opts.FPRegs > 0 {
			args = append(args, "-regs=", fmt.Sprintf("-fp-regs=%d", c.Opts.FPRegs))
		} else {
			args = append(args, fmt.Sprintf("-regs=%d", c.Opts.Regs), "-fp-regs=")
		}
	}
	return args
}

// Disputes lists r's Disputed configurations on target march.
func (r *ProgramResult) Disputes(march string) []Failure {
	var out []Failure
	for _, m := range r.Modules {
		for _, c := range m.Configs {
			if c.Verdict == Disputed {
				cfg := c.Config
				f := Failure{Program: fmt.Sprintf("seed %d", r.Seed), Seed: r.Seed, March: march,
					Level: m.Level, Config: &cfg, Reason: c.Reason, Repro: c.Repro}
				if r.Program != nil {
					f.Program = r.Program.Name
				}
				out = append(out, f)
			}
		}
	}
	return out
}

// Failures lists r's failures on target march.
func (r *ProgramResult) Failures(march string) []Failure {
	f0 := Failure{Program: fmt.Sprintf("seed %d", r.Seed), Seed: r.Seed, March: march}
	if r.Program != nil {
		f0.Program = r.Program.Name
	}
	if r.Err != nil {
		f0.Reason = r.Err.Error()
		return []Failure{f0}
	}
	var out []Failure
	for _, m := range r.Modules {
		f := f0
		f.Level = m.Level
		if m.Failure != "" {
			f.Reason, f.Repro = m.Failure, m.Repro
			out = append(out, f)
		}
		for _, c := range m.Configs {
			if c.Verdict == Failed {
				f := f0
				f.Level, f.Reason, f.Repro = m.Level, c.Reason, c.Repro
				cfg := c.Config
				f.Config = &cfg
				out = append(out, f)
			}
		}
	}
	return out
}

// Harness runs programs through the differential test.
type Harness struct {
	Target Target
	// Levels are clang-14's optimisation levels: "-O0", "-O1", "-O2".
	Levels  []string
	Configs []Config
	// OracleTimeout limits the CPU time of llc-14's build's run; ssara's
	// builds get ten times the time llc-14's took plus ten seconds.
	OracleTimeout time.Duration
	// CompileTimeout limits one ssara compilation of a module.
	CompileTimeout time.Duration
	// ReproDir, if set, receives a reproducer directory per failure.
	ReproDir string
	// WorkDir holds the scratch directories ("": the system's).
	WorkDir string
	// Keep keeps the scratch directories.
	Keep bool
	// Static compiles both builds at -relocation-model=static (llc-14's
	// and ssara's default) and links them without -pie; else both are
	// -relocation-model=pic, linked as PIEs.
	Static bool
}

// reloc is the relocation model the builds are compiled at.
func (h *Harness) reloc() string {
	if h.Static {
		return "static"
	}
	return "pic"
}

// Run generates the program of seed and tests it at every level.
func (h *Harness) Run(ctx context.Context, gen Generator, seed int64) *ProgramResult {
	start := time.Now()
	r := &ProgramResult{Seed: seed}
	defer func() { r.Time = time.Since(start) }()
	dir, err := os.MkdirTemp(h.WorkDir, "ssara-fuzz-*")
	if err != nil {
		r.Err = errors.Wrap(err, "scratch directory")
		return r
	}
	if h.Keep {
		r.Dir = dir
	} else {
		defer os.RemoveAll(dir)
	}
	p, err := gen.Generate(ctx, seed, dir)
	if err != nil {
		r.Err = err
		return r
	}
	r.Program = p
	src := filepath.Join(dir, "prog.c")
	if err := os.WriteFile(src, p.Source, 0o644); err != nil {
		r.Err = errors.Wrap(err, "write program")
		return r
	}
	for _, level := range h.Levels {
		if ctx.Err() != nil {
			break
		}
		r.Modules = append(r.Modules, h.module(ctx, p, dir, level))
	}
	return r
}

var (
	vectorRE   = regexp.MustCompile(`<\d+ x `)
	loopVecRE  = regexp.MustCompile(`"llvm\.loop\.isvectorized", i32 1`)
	unsuppWord = "unsupported: "
)

// countVector counts the instructions of ll that have vector types and
// whether a loop was vectorized.
func countVector(ll []byte) (n int, loopVec bool) {
	in := false
	for _, line := range strings.Split(string(ll), "\n") {
		switch {
		case strings.HasPrefix(line, "define "):
			in = true
		case line == "}":
			in = false
		case in && strings.HasPrefix(line, "  ") && vectorRE.MatchString(line):
			n++
		}
	}
	return n, loopVecRE.Match(ll)
}

// module compiles p at level and compares every configuration's build
// with llc-14's.
func (h *Harness) module(ctx context.Context, p *Program, dir, level string) ModuleResult {
	m := ModuleResult{Level: level}
	tg := h.Target
	lv := strings.TrimPrefix(level, "-")
	src := filepath.Join(dir, "prog.c")
	ll := filepath.Join(dir, "prog-"+lv+".ll")
	if err := command(ctx, dir, "clang-14", tg.ClangArgs(level, src, ll, p.Include)...); err != nil {
		m.Failure = "clang-14 rejects the program: " + err.Error()
		m.Repro = h.saveRepro(p, level, nil, dir, ll, "", nil, Output{}, "", m.Failure)
		return m
	}
	text, err := os.ReadFile(ll)
	if err != nil {
		m.Failure = err.Error()
		return m
	}
	m.VectorInstrs, m.LoopVectorized = countVector(text)
	llcS := filepath.Join(dir, "llc-"+lv+".s")
	if err := command(ctx, dir, "llc-14", LLCArgs(ll, llcS, h.reloc())...); err != nil {
		m.Skipped = "llc-14 fails"
		return m
	}
	llcExe := filepath.Join(dir, "llc-"+lv)
	if err := command(ctx, dir, tg.CC, tg.LinkArgs(llcS, llcExe, h.reloc())...); err != nil {
		m.Skipped = "llc-14's build does not link"
		return m
	}
	want, err := tg.Run(ctx, llcExe, h.OracleTimeout)
	switch {
	case err != nil:
		m.Failure = err.Error()
		return m
	case want.TimedOut:
		m.Skipped = fmt.Sprintf("llc-14's build timed out (%v of CPU time) at %s", h.OracleTimeout, level)
		return m
	case want.Status != "exit 0":
		// A csmith or vecgen program exits 0; anything else means the
		// program reached undefined behaviour (clang -O2 turned an
		// endless loop into unreachable, for instance), where builds
		// may differ.
		m.Skipped = "llc-14's build did not exit 0 (undefined behaviour) at " + level
		return m
	case !strings.Contains(want.Stdout, p.Expect):
		m.Skipped = fmt.Sprintf("llc-14's build exited 0 without printing %q (undefined behaviour) at %s", p.Expect, level)
		return m
	}
	mod, err := llvmir.ReadFile(ll)
	if err != nil {
		m.Failure = "ssara cannot read clang-14's output: " + err.Error()
		m.Repro = h.saveRepro(p, level, nil, dir, ll, llcS, nil, want, "", m.Failure)
		return m
	}
	limit := 10*want.Time + 10*time.Second
	seen := map[[32]byte]Output{}
	gcc := &secondOpinion{}
	for _, c := range h.Configs {
		if ctx.Err() != nil {
			break
		}
		m.Configs = append(m.Configs, h.config(ctx, p, dir, level, mod, c, llcS, want, limit, seen, gcc))
	}
	return m
}

// secondOpinion is the output of the C program built by the target's gcc
// at -O0, made once per module when some build's output differs from
// llc-14's.
type secondOpinion struct {
	done bool
	out  Output
	ok   bool // built and ran
}

// get builds and runs the program with gcc -O0 (once).
func (o *secondOpinion) get(ctx context.Context, tg Target, p *Program, dir string, limit time.Duration) (Output, bool) {
	if o.done {
		return o.out, o.ok
	}
	o.done = true
	exe := filepath.Join(dir, "gcc-O0")
	args := []string{"-O0", "-w"}
	for _, d := range p.Include {
		args = append(args, "-I", d)
	}
	args = append(args, filepath.Join(dir, "prog.c"), "-o", exe, "-lm")
	if err := command(ctx, dir, tg.CC, args...); err != nil {
		return o.out, false
	}
	out, err := tg.Run(ctx, exe, limit)
	os.Remove(exe)
	o.out, o.ok = out, err == nil && !out.TimedOut
	return o.out, o.ok
}

// config compiles one module with one configuration and compares.
func (h *Harness) config(ctx context.Context, p *Program, dir, level string, mod *llvmir.Module, c Config,
	llcS string, want Output, limit time.Duration, seen map[[32]byte]Output, gcc *secondOpinion) ConfigResult {
	r := ConfigResult{Config: c}
	tg := h.Target
	res, err := h.compile(mod, c)
	if err != nil {
		msg := err.Error()
		var ae *regalloc.AllocError
		switch {
		case strings.Contains(msg, unsuppWord) && !errors.As(err, &ae) && !strings.Contains(msg, "checker"):
			r.Verdict, r.Reason = Unsupported, msg
		case c.Limited() && errors.As(err, &ae) && strings.Contains(msg, "budget"):
			r.Verdict, r.Reason = Refused, msg
		default:
			r.Verdict, r.Reason = Failed, msg
			r.Repro = h.saveRepro(p, level, &c, dir, mod.File, llcS, nil, want, msg, msg)
		}
		return r
	}
	funcs := 0
	for _, st := range res.Stats {
		if st != nil {
			funcs++
		}
	}
	sum := sha256.Sum256(res.Asm)
	got, ok := seen[sum]
	if !ok {
		lv := strings.TrimPrefix(level, "-")
		base := filepath.Join(dir, "ssara-"+lv+"-"+c.slug())
		if err := os.WriteFile(base+".s", res.Asm, 0o644); err != nil {
			r.Verdict, r.Reason = Failed, err.Error()
			return r
		}
		if err := command(ctx, dir, tg.CC, tg.LinkArgs(base+".s", base, h.reloc())...); err != nil {
			r.Verdict, r.Reason = Failed, "ssara's build does not link: "+err.Error()
			r.Repro = h.saveRepro(p, level, &c, dir, mod.File, llcS, res.Asm, want, r.Reason, r.Reason)
			return r
		}
		got, err = tg.Run(ctx, base, limit)
		os.Remove(base)
		if err != nil {
			r.Verdict, r.Reason = Failed, err.Error()
			return r
		}
		seen[sum] = got
	}
	if !got.Same(want) {
		r.Verdict = Failed
		r.Reason = "output differs from llc-14's build"
		if got.TimedOut {
			r.Reason = fmt.Sprintf("ssara's build timed out after %v (llc-14's took %v)", got.Time.Round(time.Millisecond), want.Time.Round(time.Millisecond))
		} else if g, ok := gcc.get(ctx, tg, p, dir, limit); ok && g.Same(got) && !g.Same(want) {
			r.Verdict = Disputed
			r.Reason = "output differs from llc-14's build but equals gcc -O0's build of the C program"
		}
		r.Repro = h.saveRepro(p, level, &c, dir, mod.File, llcS, res.Asm, want, got.String(), r.Reason)
		if r.Repro == "" {
			r.Reason += fmt.Sprintf("\n--- llc-14\n%s--- ssara\n%s", want, got)
		}
		return r
	}
	r.Funcs = funcs
	return r
}

// compile runs the driver with c, the checker on; a panic or a
// compilation that does not finish in time is an error.
func (h *Harness) compile(mod *llvmir.Module, c Config) (*driver.Result, error) {
	type result struct {
		res *driver.Result
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if x := recover(); x != nil {
				done <- result{nil, errors.Errorf("internal error: %v\n%s", x, debug.Stack())}
			}
		}()
		res, _, err := driver.Compile(mod, &driver.Config{March: h.Target.March, Regalloc: c.Regalloc, Opts: c.Opts, RelocModel: h.reloc(), Verify: true, Jobs: 1})
		done <- result{res, err}
	}()
	limit := h.CompileTimeout
	if limit <= 0 {
		limit = 5 * time.Minute
	}
	timer := time.NewTimer(limit)
	defer timer.Stop()
	select {
	case r := <-done:
		return r.res, r.err
	case <-timer.C:
		// The compilation goroutine cannot be stopped; it is left behind.
		return nil, errors.Errorf("ssara did not finish in %v", limit)
	}
}

// saveRepro writes a reproducer directory for a failure of p at level
// with configuration c (nil: of the module as a whole) and returns its
// path ("" when h.ReproDir is not set or the directory cannot be written).
func (h *Harness) saveRepro(p *Program, level string, c *Config, dir, ll, llcS string, asm []byte, want Output, got, reason string) string {
	if h.ReproDir == "" {
		return ""
	}
	tg := h.Target
	name := fmt.Sprintf("%s-%s%s", p.Name, tg.March, level)
	if c != nil {
		name += "-" + c.slug()
	}
	rd := filepath.Join(h.ReproDir, name)
	if err := os.MkdirAll(rd, 0o755); err != nil {
		return ""
	}
	write := func(file string, data []byte) {
		os.WriteFile(filepath.Join(rd, file), data, 0o644)
	}
	copyFile := func(from, to string) {
		if from == "" {
			return
		}
		if data, err := os.ReadFile(from); err == nil {
			write(to, data)
		}
	}
	write("prog.c", p.Source)
	copyFile(ll, "prog.ll")
	copyFile(llcS, "llc.s")
	if asm != nil {
		write("ssara.s", asm)
	}
	if want.Status != "" || want.TimedOut {
		write("want.txt", []byte(want.String()))
	}
	if got != "" {
		write("got.txt", []byte(got))
	}
	sh := func(args ...string) string { return strings.Join(args, " ") }
	run := func(exe string) string { return sh(tg.RunArgs("./" + exe)...) }
	var b strings.Builder
	fmt.Fprintf(&b, "#!/bin/sh\n# ssara-fuzz reproducer: %s, %s, clang-14 %s", p.Name, tg.March, level)
	if c != nil {
		fmt.Fprintf(&b, ", %s", c)
	}
	fmt.Fprintf(&b, "\n# %s\n", strings.ReplaceAll(firstLine(reason), "\n", " "))
	b.WriteString("# want.txt is llc-14's build's output, got.txt ssara's (or its error).\n")
	b.WriteString("# Run in this directory, with ssara (go build ./cmd/ssara) on PATH.\n")
	fmt.Fprintf(&b, "%s\n", sh(append([]string{"clang-14"}, tg.ClangArgs(level, "prog.c", "prog.ll", p.Include)...)...))
	fmt.Fprintf(&b, "%s\n", sh(append([]string{"llc-14"}, LLCArgs("prog.ll", "llc.s", h.reloc())...)...))
	fmt.Fprintf(&b, "%s && %s\n", sh(append([]string{tg.CC}, tg.LinkArgs("llc.s", "llc.exe", h.reloc())...)...), run("llc.exe"))
	if c != nil {
		flags := append([]string{"ssara", "-march=" + tg.March, "-relocation-model=" + h.reloc()}, c.Flags()...)
		fmt.Fprintf(&b, "%s\n", sh(append(flags, "-o", "ssara.s", "prog.ll")...))
		fmt.Fprintf(&b, "%s && %s\n", sh(append([]string{tg.CC}, tg.LinkArgs("ssara.s", "ssara.exe", h.reloc())...)...), run("ssara.exe"))
	}
	os.WriteFile(filepath.Join(rd, "repro.sh"), []byte(b.String()), 0o755)
	return rd
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
