// Command ssara-fuzz is ssara's end-to-end differential fuzzer. For each
// seed it makes a random C program (csmith, or package vecgen's programs
// with vector code), compiles it with clang-14 at each optimisation
// level, builds llc-14's oracle from the .ll, and compiles the same .ll
// with ssara for every allocator and register budget, the checker on;
// both builds are linked, run (PowerPC under qemu-user) and compared.
//
//	ssara-fuzz -gen=csmith -seeds=1-100
//	ssara-fuzz -gen=vec -seeds=1-1000 -march=x86-64,ppc64le -j 2
//
// A module ssara rejects as unsupported, or that an allocator refuses at
// a limited budget with an AllocError naming the budget, is counted, not
// failed; a program whose llc-14 build times out or does not exit 0 is
// skipped. A build whose output differs from llc-14's build's but equals
// that of the C program built by the target's gcc at -O0 is disputed
// (llc-14 is the suspect), listed apart with its reproducer. Anything
// else is a failure, saved as a reproducer directory under -o. It prints
// a summary table per target and exits 1 if anything failed.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/exec"
	"os/signal"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/cmd/internal/difftest"
)

func main() {
	// llir/llvm logs warnings about the IR it reads; ssara-fuzz is quiet.
	log.SetOutput(io.Discard)
	failed, err := run(os.Args[1:], os.Stdout, os.Stderr)
	if err != nil {
		if err != flag.ErrHelp {
			fmt.Fprintf(os.Stderr, "ssara-fuzz: %v\n", err)
		}
		os.Exit(1)
	}
	if failed {
		os.Exit(1)
	}
}

// options are the parsed flags.
type options struct {
	gen         difftest.Generator
	genName     string
	first, last int64
	levels      []string
	targets     []difftest.Target
	configs     []difftest.Config
	jobs        int
	reproDir    string
	keep        bool
	static      bool
	timeout     time.Duration
	verbose     bool
}

func parseFlags(args []string, stderr io.Writer) (*options, error) {
	fs := flag.NewFlagSet("ssara-fuzz", flag.ContinueOnError)
	fs.SetOutput(stderr)
	genName := fs.String("gen", "csmith", "program generator: csmith, vec (vectorizable loops and GCC vector extensions), div (divisions by constants)")
	seeds := fs.String("seeds", "1-100", "seeds FIRST-LAST (or one seed)")
	levels := fs.String("levels", "O0,O1,O2", "clang-14 optimisation levels")
	march := fs.String("march", "x86-64", "targets: x86-64, ppc64le, ppc32 (comma-separated)")
	ra := fs.String("regalloc", "all", "allocators: all (every heuristic one (the solver-based mip only when named), ssa at -O1 to -O4, every variant of linearscan) or a list (ssa, ssa-O2, local, linearscan:poletto, ...)")
	regs := fs.String("regs", "0,4", "GPR budgets (0: the full register file)")
	fpRegs := fs.String("fp-regs", "default", "FP register budgets besides the GPR budgets (default: 2 for -gen=vec, none for csmith)")
	size := fs.String("csmith-size", "small", "csmith limits: small (few functions, shallow nesting), default (csmith's), mixed (even seeds small, odd default)")
	jobs := fs.Int("j", runtime.GOMAXPROCS(0), "programs tested in parallel")
	reproDir := fs.String("o", "ssara-fuzz-failures", "directory for the reproducers of failures")
	keep := fs.Bool("keep", false, "keep the scratch directories (printed with -v)")
	static := fs.Bool("static", false, "compile both builds at -relocation-model=static (llc-14's default) and link them without -pie (default: -relocation-model=pic, PIEs)")
	timeout := fs.Duration("timeout", 10*time.Second, "CPU-time limit of llc-14's build's run (ssara's builds get 10x its time + 10s)")
	verbose := fs.Bool("v", false, "print a line per program on standard error")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: ssara-fuzz [flags]\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return nil, err
		}
		return nil, errors.New("bad flags (see -help)")
	}
	if fs.NArg() > 0 {
		return nil, errors.Errorf("unexpected argument %q", fs.Arg(0))
	}
	o := &options{genName: *genName, jobs: *jobs, reproDir: *reproDir, keep: *keep, static: *static, timeout: *timeout, verbose: *verbose}
	switch *genName {
	case "csmith":
		var s difftest.CsmithSize
		switch *size {
		case "small":
			s = difftest.CsmithSmall
		case "default":
			s = difftest.CsmithDefault
		case "mixed":
			s = difftest.CsmithMixed
		default:
			return nil, errors.Errorf("bad -csmith-size %q (want small, default or mixed)", *size)
		}
		o.gen = difftest.Csmith{Size: s}
	case "vec":
		o.gen = difftest.Vec{}
	case "div":
		o.gen = difftest.Div{}
	default:
		return nil, errors.Errorf("bad -gen %q (want csmith, vec or div)", *genName)
	}
	if _, err := fmt.Sscanf(*seeds, "%d-%d", &o.first, &o.last); err != nil {
		if _, err := fmt.Sscanf(*seeds, "%d", &o.first); err != nil {
			return nil, errors.Errorf("bad -seeds %q (want FIRST-LAST)", *seeds)
		}
		o.last = o.first
	}
	if o.first > o.last {
		return nil, errors.Errorf("bad -seeds %q: FIRST > LAST", *seeds)
	}
	for _, l := range strings.Split(*levels, ",") {
		l = strings.TrimPrefix(strings.TrimSpace(l), "-")
		switch l {
		case "O0", "O1", "O2", "O3", "Os", "Oz":
			o.levels = append(o.levels, "-"+l)
		default:
			return nil, errors.Errorf("bad level %q in -levels", l)
		}
	}
	for _, m := range strings.Split(*march, ",") {
		t, err := difftest.LookupTarget(strings.TrimSpace(m))
		if err != nil {
			return nil, err
		}
		o.targets = append(o.targets, t)
	}
	allocs, err := difftest.Allocators(*ra)
	if err != nil {
		return nil, err
	}
	gprs, err := difftest.ParseInts(*regs)
	if err != nil {
		return nil, errors.Wrap(err, "-regs")
	}
	if *fpRegs == "default" {
		*fpRegs = ""
		if *genName == "vec" {
			*fpRegs = "2"
		}
	}
	fprs, err := difftest.ParseInts(*fpRegs)
	if err != nil {
		return nil, errors.Wrap(err, "-fp-regs")
	}
	o.configs = difftest.WithBudgets(allocs, gprs, fprs)
	if len(o.configs) == 0 {
		return nil, errors.New("no register budgets (-regs, -fp-regs)")
	}
	if o.jobs < 1 {
		o.jobs = 1
	}
	return o, nil
}

// run fuzzes as the flags say; failed reports a failure of ssara.
func run(args []string, stdout, stderr io.Writer) (failed bool, err error) {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return false, err
	}
	if o.genName == "csmith" && difftest.CsmithIncludes() == "" {
		return false, errors.New("csmith.h not found (install libcsmith-dev with scripts/setup.sh)")
	}
	for _, t := range o.targets {
		if tool := t.Missing(); tool != "" {
			return false, errors.Errorf("%s not installed (run scripts/setup.sh)", tool)
		}
	}
	if _, err := exec.LookPath("csmith"); err != nil && o.genName == "csmith" {
		return false, errors.New("csmith not installed (run scripts/setup.sh)")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	for _, t := range o.targets {
		tally := fuzzTarget(ctx, o, t, stderr)
		fmt.Fprintf(stdout, "ssara-fuzz -gen=%s -seeds=%d-%d -march=%s -levels=%s", o.genName, o.first, o.last, t.March,
			strings.ReplaceAll(strings.Join(o.levels, ","), "-", ""))
		if ctx.Err() != nil {
			fmt.Fprint(stdout, " (interrupted)")
		}
		fmt.Fprintln(stdout)
		tally.Write(stdout)
		if len(tally.Failures) > 0 {
			failed = true
		}
		if ctx.Err() != nil {
			break
		}
	}
	return failed, nil
}

// fuzzTarget runs the seeds on one target, o.jobs programs at a time.
func fuzzTarget(ctx context.Context, o *options, t difftest.Target, stderr io.Writer) *difftest.Tally {
	h := &difftest.Harness{
		Target: t, Levels: o.levels, Configs: o.configs,
		OracleTimeout: o.timeout, ReproDir: o.reproDir, Keep: o.keep, Static: o.static,
	}
	tally := difftest.NewTally(o.configs)
	start := time.Now()
	seeds := make(chan int64)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for w := 0; w < o.jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for s := range seeds {
				r := h.Run(ctx, o.gen, s)
				if ctx.Err() != nil {
					return // an interrupted program is not counted
				}
				tally.Add(r, t.March)
				if o.verbose {
					mu.Lock()
					done++
					name := fmt.Sprint(s)
					if r.Program != nil {
						name = r.Program.Name
					}
					fmt.Fprintf(stderr, "[%d/%d] %s %s: %v, %d failures %s\n", done, o.last-o.first+1, t.March, name,
						r.Time.Round(time.Millisecond), len(r.Failures(t.March)), r.Dir)
					mu.Unlock()
				}
			}
		}()
	}
feed:
	for s := o.first; s <= o.last; s++ {
		select {
		case seeds <- s:
		case <-ctx.Done():
			break feed
		}
	}
	close(seeds)
	wg.Wait()
	tally.Time = time.Since(start)
	return tally
}
