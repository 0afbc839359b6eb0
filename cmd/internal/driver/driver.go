// Package driver is the compile pipeline behind ssara's commands: parse
// (llvmir), lower (lower/<target>), allocate (regalloc), check, emit
// (emit/<target>). Functions are allocated in parallel; the output does
// not depend on the parallelism.
package driver

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/backend"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/mir"
	"github.com/ssara-project/ssara/regalloc"
)

// Config is one compilation's settings.
type Config struct {
	Input     string
	Output    string
	March     string
	Regalloc  string
	Opts      regalloc.Options
	Verify    bool
	TimePass  bool
	StatsJSON string
	Jobs      int
	// Stats prints the aligned statistics table on standard error.
	Stats bool
}

// ErrHelp is returned by ParseFlags for -help.
var ErrHelp = flag.ErrHelp

// ParseFlags reads llc-like flags.
func ParseFlags(args []string, stderr io.Writer) (*Config, error) {
	fs := flag.NewFlagSet("ssara", flag.ContinueOnError)
	fs.SetOutput(stderr)
	c := &Config{}
	fs.StringVar(&c.Output, "o", "", "output file (- for standard output; default: input with .s)")
	fs.StringVar(&c.March, "march", "", "target: "+strings.Join(backend.Names(), ", ")+" (default: from the module's triple)")
	fs.StringVar(&c.Regalloc, "regalloc", "ssa", "register allocator: "+strings.Join(regalloc.Names(), ", "))
	fs.BoolVar(&c.Verify, "verify", false, "check every allocation with the independent checker")
	fs.BoolVar(&c.TimePass, "time-passes", false, "print the time of each phase on standard error")
	fs.StringVar(&c.StatsJSON, "stats-json", "", "write per-function allocation statistics as JSON to this file")
	fs.IntVar(&c.Opts.Regs, "regs", 0, "limit allocatable general-purpose registers to N (0: all)")
	fs.IntVar(&c.Opts.FPRegs, "fp-regs", 0, "limit allocatable floating-point registers to N (0: all)")
	fs.IntVar(&c.Jobs, "j", 0, "functions allocated in parallel (0: number of CPUs)")
	fs.BoolVar(&c.Stats, "stats", false, "print per-function allocation statistics as an aligned table on standard error")
	slotShare := true
	fs.BoolVar(&slotShare, "slot-sharing", true, "share stack slots among spilled values never live together (false: off)")
	// Each allocator's own switches (the SSA allocator's per-phase ones).
	regalloc.DefineFlags(fs, &c.Opts)
	level := 0
	levelHelp := []string{
		"allocator level: the default (3)",
		"allocator level 1: Pereira's Ch-O1 (PhiLifting, dominance-tree colouring, local coalescing)",
		"allocator level 2: level 1 + ComputePreference (global coalescing)",
		"allocator level 3: level 2 + PhiMemCoalesce (the default)",
	}
	for _, n := range []int{0, 1, 2, 3} {
		n := n
		fs.BoolFunc(fmt.Sprintf("O%d", n), levelHelp[n], func(string) error {
			level = n
			return nil
		})
	}
	fs.IntVar(&level, "O", 0, "optimisation level (as -O=N)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: ssara [flags] [input.ll|-]\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return nil, ErrHelp
		}
		return nil, errors.New("bad flags (see -help)")
	}
	c.Opts.Level = level
	c.Opts.NoSlotSharing = !slotShare
	switch fs.NArg() {
	case 0:
		c.Input = "-"
	case 1:
		c.Input = fs.Arg(0)
	default:
		return nil, errors.Errorf("one input file expected, got %d", fs.NArg())
	}
	if c.Output == "" {
		if c.Input == "-" {
			c.Output = "-"
		} else {
			c.Output = strings.TrimSuffix(c.Input, filepath.Ext(c.Input)) + ".s"
		}
	}
	return c, nil
}

// Result is a compiled module.
type Result struct {
	Asm   []byte
	Stats []*regalloc.Stats
}

// Run compiles according to c and writes the output.
func Run(c *Config, stdout, stderr io.Writer) error {
	t0 := time.Now()
	m, err := llvmir.ReadFile(c.Input)
	if err != nil {
		return err
	}
	t1 := time.Now()
	res, timing, err := Compile(m, c)
	if err != nil {
		return err
	}
	if c.TimePass {
		fmt.Fprintf(stderr, "parse %v\n%s", t1.Sub(t0), timing)
	}
	if c.Stats {
		fmt.Fprintf(stderr, "%s: -regalloc=%s\n", c.Input, c.Regalloc)
		if err := regalloc.WriteTable(stderr, res.Stats, false); err != nil {
			return errors.Wrap(err, "write statistics")
		}
		if err := regalloc.WriteMIPTable(stderr, res.Stats); err != nil {
			return errors.Wrap(err, "write statistics")
		}
	}
	if c.StatsJSON != "" {
		js, _ := json.MarshalIndent(res.Stats, "", "  ")
		if err := writeAtomic(c.StatsJSON, append(js, '\n')); err != nil {
			return err
		}
	}
	if c.Output == "-" {
		_, err := stdout.Write(res.Asm)
		return errors.Wrap(err, "write output")
	}
	return writeAtomic(c.Output, res.Asm)
}

// writeAtomic writes data to a temporary file beside name and renames it,
// so a failure never leaves a partial file.
// Special files (/dev/null, pipes) are written in place.
func writeAtomic(name string, data []byte) error {
	if st, err := os.Stat(name); err == nil && !st.Mode().IsRegular() {
		f, err := os.OpenFile(name, os.O_WRONLY, 0)
		if err != nil {
			return errors.Wrapf(err, "cannot write %s", name)
		}
		_, err = f.Write(data)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return errors.Wrapf(err, "cannot write %s", name)
	}
	dir := filepath.Dir(name)
	tmp, err := os.CreateTemp(dir, ".ssara-*.tmp")
	if err != nil {
		return errors.Wrapf(err, "cannot write %s", name)
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return errors.Wrapf(err, "cannot write %s", name)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return errors.Wrapf(err, "cannot write %s", name)
	}
	if err := os.Rename(tmp.Name(), name); err != nil {
		os.Remove(tmp.Name())
		return errors.Wrapf(err, "cannot write %s", name)
	}
	os.Chmod(name, 0o644)
	return nil
}

// Compile lowers, allocates, checks (if asked) and emits a parsed module.
func Compile(m *llvmir.Module, c *Config) (*Result, string, error) {
	be, err := backendOf(c.March, m.TargetTriple)
	if err != nil {
		return nil, "", err
	}
	alloc, err := regalloc.Lookup(c.Regalloc)
	if err != nil {
		return nil, "", err
	}
	if err := regalloc.CheckSolver(c.Regalloc, c.Opts); err != nil {
		return nil, "", err
	}
	t0 := time.Now()
	mod, err := be.Lower(m)
	if err != nil {
		return nil, "", err
	}
	t1 := time.Now()
	n := len(mod.Funcs)
	texts := make([][]byte, n)
	stats := make([]*regalloc.Stats, n)
	errs := make([]error, n)
	jobs := c.Jobs
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				texts[i], stats[i], errs[i] = compileFunc(mod.Funcs[i], i, alloc, be.RegsOf(mod.Funcs[i]), be.Emitter, c)
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, e := range errs {
		if e != nil {
			return nil, "", errors.Wrap(e, m.File)
		}
	}
	t2 := time.Now()
	var sb strings.Builder
	if err := be.Emitter.WriteModule(&sb, mod, texts); err != nil {
		return nil, "", err
	}
	t3 := time.Now()
	timing := fmt.Sprintf("lower %v\nallocate+emit %v\nwrite %v\n", t1.Sub(t0), t2.Sub(t1), t3.Sub(t2))
	// The allocator's own phases, summed over the functions (CPU time:
	// with -j > 1 they add up to more than the wall time above).
	var phases []regalloc.Phase
	for _, st := range stats {
		if st == nil {
			continue
		}
	next:
		for _, p := range st.Phases {
			for i := range phases {
				if phases[i].Name == p.Name {
					phases[i].Time += p.Time
					continue next
				}
			}
			phases = append(phases, p)
		}
	}
	for _, p := range phases {
		timing += fmt.Sprintf("  %s %v\n", p.Name, p.Time)
	}
	return &Result{Asm: []byte(sb.String()), Stats: stats}, timing, nil
}

func compileFunc(f *mir.Func, i int, a regalloc.Allocator, t mir.Target, em backend.Emitter, c *Config) (text []byte, st *regalloc.Stats, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.Errorf("internal error in function %s: %v", f.Name, r)
		}
	}()
	out, st, err := a.Allocate(f, t, c.Opts)
	if err != nil {
		return nil, nil, err
	}
	if c.Verify {
		if err := regalloc.Check(f, out, t, c.Opts); err != nil {
			return nil, nil, errors.Wrapf(err, "allocation of %s failed the checker", f.Name)
		}
	}
	if c.Opts.MIP.GapToOptimal {
		if err := regalloc.GapToOptimal(f, out, t, c.Opts, st); err != nil {
			return nil, nil, errors.Wrapf(err, "-gap-to-optimal of %s", f.Name)
		}
	}
	return em.Func(out, i), st, nil
}

// backendOf is the backend of -march, or else of the module's target
// triple.
func backendOf(march, triple string) (*backend.Backend, error) {
	if march != "" {
		return backend.Lookup(march)
	}
	return backend.ForTriple(triple)
}
