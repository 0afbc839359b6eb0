// Package driver is the compile pipeline behind ssara's commands: parse
// (llvmir), lower (lower/<target>), allocate (regalloc), check, emit
// (emit/<target>), and for -filetype=obj the target's assembler.
// Functions are allocated in parallel; the output does not depend on the
// parallelism. ParseFlags reads llc-14's command line (flags.go); output
// files are replaced atomically (output.go).
package driver

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"strings"
	"sync"
	"time"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/backend"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/mir"
	"github.com/ssara-project/ssara/regalloc"
)

// Result is a compiled module.
type Result struct {
	Asm   []byte
	Stats []*regalloc.Stats
	// Warnings are one-line notes for standard error (-march overriding
	// the module's triple).
	Warnings []string
	// Backend is the target the module was compiled for.
	Backend *backend.Backend
}

// Run compiles according to c and writes the output.
func Run(c *Config, stdout, stderr io.Writer) error {
	// The sequential passes run on this thread: its CPU time is theirs.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if c.CPUProfile != "" {
		stop, err := startCPUProfile(c.CPUProfile)
		if err != nil {
			return err
		}
		defer stop()
	}
	pace := paceHeap()
	defer pace.stopPacing()
	start := time.Now()
	var tm Timing
	t0 := now()
	src, err := readModule(c.Input, c.ChunkBytes)
	if err != nil {
		return err
	}
	// The first chunk's parse (or the whole module's) is timed here; the
	// later chunks' in compile.
	tparse := since(t0)
	res, ctm, err := compile(src, c, pace)
	if err != nil {
		return err
	}
	tm.add("Parse LLVM IR", tparse.plus(ctm.parse))
	for _, w := range res.Warnings {
		fmt.Fprintf(stderr, "ssara: warning: %s\n", w)
	}
	tm.Passes = append(tm.Passes, ctm.Passes...)
	tm.AllocPhases = ctm.AllocPhases
	out := res.Asm
	switch c.FileType {
	case "obj":
		t := now()
		if out, err = assemble(res.Backend, out); err != nil {
			return err
		}
		// The assembler's CPU time is a child's: only its wall time.
		tm.add("Assembler ("+res.Backend.Assembler[0]+")", since(t))
	case "null":
		out = nil
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
		if err := writeOutput(c.StatsJSON, append(js, '\n'), stdout); err != nil {
			return err
		}
	}
	if c.FileType != "null" {
		t := now()
		if err := writeOutput(c.Output, out, stdout); err != nil {
			return err
		}
		tm.add("Write output", since(t))
	}
	if c.TimePass {
		tm.Wall = time.Since(start)
		tm.Write(stderr, c.Regalloc, res.Backend.Name)
	}
	return nil
}

// DefaultChunkBytes is the size of function text above which a module is
// parsed, lowered and allocated in chunks of about this size (see
// llvmir.Split): what ssara keeps of the module at a time.
const DefaultChunkBytes = 1 << 20

// A source gives the parsed module, whole or in the chunks of an
// llvmir.Split: Parse(0) first, then each chunk in turn.
type source interface {
	Len() int
	Parse(i int) (*llvmir.Module, error)
}

// whole is a module parsed at once; it lets go of the module once it has
// given it out (compile drops it after lowering).
type whole struct{ m *llvmir.Module }

func (w *whole) Len() int { return 1 }

func (w *whole) Parse(int) (*llvmir.Module, error) {
	m := w.m
	w.m = nil
	return m, nil
}

// split is a module parsed chunk by chunk; its first chunk is parsed
// already. The module's text is let go once the last chunk is parsed.
type split struct {
	sp    *llvmir.Split
	n     int
	first *llvmir.Module
}

func (s *split) Len() int { return s.n }

func (s *split) Parse(i int) (m *llvmir.Module, err error) {
	if i == 0 {
		m, s.first = s.first, nil
	} else if m, err = s.sp.Parse(i); err != nil {
		return nil, err
	}
	if i == s.n-1 {
		s.sp = nil
	}
	return m, nil
}

// readModule reads the input ("-": standard input), refusing LLVM bitcode
// with a pointer to llvm-dis, and parses it: whole, or split into chunks
// of about chunk bytes of function text (0: DefaultChunkBytes; negative:
// never split) of which it parses the first.
func readModule(name string, chunk int) (source, error) {
	var data []byte
	var err error
	display := name
	if name == "-" {
		data, err = io.ReadAll(os.Stdin)
		display = "<stdin>"
	} else {
		data, err = os.ReadFile(name)
	}
	if err != nil {
		return nil, errors.Wrap(err, "read input")
	}
	primeHugeHeap(len(data))
	if isBitcode(data) {
		conv := "llvm-dis-14 " + name + " -o " + strings.TrimSuffix(name, ".bc") + ".ll"
		if name == "-" {
			conv = "llvm-dis-14 - -o - | ssara -"
		}
		return nil, errors.Errorf("%s: is LLVM bitcode; ssara reads textual IR (.ll): convert it first (%s)", display, conv)
	}
	if chunk == 0 {
		chunk = DefaultChunkBytes
	}
	if chunk > 0 {
		if sp := llvmir.NewSplit(display, data, chunk); sp != nil {
			m, err := sp.Parse(0)
			if err != nil {
				return nil, err
			}
			return &split{sp: sp, n: sp.Len(), first: m}, nil
		}
	}
	m, err := llvmir.Parse(display, data)
	if err != nil {
		return nil, err
	}
	return &whole{m}, nil
}

// isBitcode reports whether data starts with the bitcode magic ('B' 'C'
// 0xC0DE) or the bitcode wrapper's (0x0B17C0DE, little-endian).
func isBitcode(data []byte) bool {
	return bytes.HasPrefix(data, []byte{'B', 'C', 0xC0, 0xDE}) || bytes.HasPrefix(data, []byte{0xDE, 0xC0, 0x17, 0x0B})
}

// Target resolves the backend of c for a module whose triple is triple:
// -march first, else -mtriple, else the module's triple; -mcpu must name
// a CPU the target's code runs on. The warning is non-empty when -march
// overrides a triple of another architecture (llc compiles such a module
// for -march too).
func Target(c *Config, triple string) (be *backend.Backend, warning string, err error) {
	if c.Triple != "" {
		triple = c.Triple
	}
	if c.March != "" {
		if be, err = backend.Lookup(c.March); err != nil {
			return nil, "", err
		}
		if triple != "" {
			if tb, terr := backend.ForTriple(triple); terr != nil || tb != be {
				warning = fmt.Sprintf("-march=%s overrides the target triple %q: compiling for %s", c.March, triple, c.March)
			}
		}
	} else if be, err = backend.ForTriple(triple); err != nil {
		return nil, "", err
	}
	if c.CPU != "" {
		ok := false
		for _, n := range be.CPUs {
			ok = ok || n == c.CPU
		}
		if !ok {
			return nil, "", errors.Errorf("-mcpu=%s: not a processor ssara generates %s code for (known: %s)", c.CPU, be.Name, strings.Join(be.CPUs, ", "))
		}
	}
	return be, warning, nil
}

// Compile lowers, allocates, checks (if asked) and emits a parsed module.
func Compile(m *llvmir.Module, c *Config) (*Result, *Timing, error) {
	return compile(&whole{m}, c, nil)
}

// compile lowers, allocates, checks (if asked) and emits the module of
// src, chunk by chunk: each chunk's functions are lowered, allocated and
// emitted, and dropped with the chunk's parsed IR, before the next is
// parsed. The output is the same for any chunking. pace is the heap pacer
// of the run (nil: none), which the memory guard caps at the budget.
func compile(src source, c *Config, pace *pacer) (*Result, *Timing, error) {
	m, err := src.Parse(0)
	if err != nil {
		return nil, nil, err
	}
	file := m.File
	be, warning, err := Target(c, m.TargetTriple)
	if err != nil {
		return nil, nil, err
	}
	if c.Triple != "" {
		m.TargetTriple = c.Triple
	}
	name := c.Regalloc
	if name == "" {
		name = "ssa"
	}
	alloc, err := regalloc.Lookup(name)
	if err != nil {
		return nil, nil, err
	}
	if err := regalloc.CheckSolver(name, c.Opts); err != nil {
		return nil, nil, err
	}
	if c.RelocModel != "static" && be.PIC != nil {
		be = be.PIC
	}
	if c.RelocModel == "static" && be.Static != nil {
		be = be.Static
	}
	em := be.Emitter
	tm := &Timing{}
	var tlower, talloc, tcheck, temit cost
	t0 := now()
	lw, err := be.Begin(m)
	if err != nil {
		return nil, nil, err
	}
	tlower = since(t0)
	alloc, release := guardAllocator(alloc, c, file, pace)
	defer release()
	var texts [][]byte
	var stats []*regalloc.Stats
	// shells keep of each function what the module's writer reads (its
	// name and position, for the debug information).
	var shells []*mir.Func
	for i := 0; i < src.Len(); i++ {
		if i > 0 {
			t := now()
			if m, err = src.Parse(i); err != nil {
				return nil, nil, err
			}
			tm.parse = tm.parse.plus(since(t))
		}
		t := now()
		fs, err := lw.Funcs(m)
		if err != nil {
			return nil, nil, err
		}
		tlower = tlower.plus(since(t))
		m = nil // the chunk's IR is garbage from here on
		for _, f := range fs {
			shells = append(shells, &mir.Func{Name: f.Name, Pos: f.Pos})
		}
		funcs := allocateFuncs(fs, len(texts), alloc, be, em, c)
		for _, f := range funcs {
			if f.err != nil {
				return nil, nil, errors.Wrap(f.err, file)
			}
			texts = append(texts, f.text)
			stats = append(stats, f.stats)
			talloc = talloc.plus(f.alloc)
			tcheck = tcheck.plus(f.check)
			temit = temit.plus(f.emit)
		}
	}
	t1 := now()
	mod := lw.Finish()
	mod.Funcs = shells
	tlower = tlower.plus(since(t1))
	tm.add("Instruction Selection ("+be.Name+")", tlower)
	tm.add("Register Allocator ("+name+")", talloc)
	if c.Verify {
		tm.add("Allocation Checker (-verify)", tcheck)
	}
	t2 := now()
	// The module's text goes into one buffer sized for the functions'
	// texts and then some, not grown and copied step by step.
	n := 0
	for _, t := range texts {
		n += len(t)
	}
	var sb bytes.Buffer
	sb.Grow(n + n/8 + 64<<10)
	if err := em.WriteModule(&sb, mod, texts); err != nil {
		return nil, nil, err
	}
	tm.add("Assembly Printer ("+be.Name+")", temit.plus(since(t2)))
	// The allocator's own phases, summed over the functions.
	for _, st := range stats {
		if st == nil {
			continue
		}
	next:
		for _, p := range st.Phases {
			for i := range tm.AllocPhases {
				if tm.AllocPhases[i].Name == p.Name {
					tm.AllocPhases[i].Time += p.Time
					continue next
				}
			}
			tm.AllocPhases = append(tm.AllocPhases, p)
		}
	}
	res := &Result{Asm: sb.Bytes(), Stats: stats, Backend: be, Warnings: mod.Warnings}
	if warning != "" {
		res.Warnings = append(res.Warnings, warning)
	}
	return res, tm, nil
}

// allocateFuncs allocates, checks (if asked) and emits fs, the functions
// from number first of the module on, on c.Jobs threads.
func allocateFuncs(fs []*mir.Func, first int, alloc regalloc.Allocator, be *backend.Backend, em backend.Emitter, c *Config) []funcResult {
	funcs := make([]funcResult, len(fs))
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
			// Per-thread CPU times need the goroutine on one thread.
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			for i := range next {
				// The input function is compileFunc's alone: garbage
				// once allocated and checked.
				f := fs[i]
				fs[i] = nil
				funcs[i] = compileFunc(f, first+i, alloc, be, em, c)
			}
		}()
	}
	for i := range fs {
		next <- i
	}
	close(next)
	wg.Wait()
	return funcs
}

// funcResult is one function's output and the time each step took.
type funcResult struct {
	text               []byte
	stats              *regalloc.Stats
	err                error
	alloc, check, emit cost
}

// compileFunc allocates f (reshaped for the register budget, if the
// backend asks), checks the allocation if asked, and emits it.
func compileFunc(f *mir.Func, i int, a regalloc.Allocator, be *backend.Backend, em backend.Emitter, c *Config) (r funcResult) {
	// The handler keeps the name only: the input function is garbage
	// once it is allocated and checked.
	name := f.Name
	defer func() {
		if x := recover(); x != nil {
			r.err = errors.Errorf("internal error in function %s: %v", name, x)
		}
	}()
	if be.FitBudget != nil {
		f = be.FitBudget(f, c.Opts.Regs, c.Opts.FPRegs)
	}
	t := be.RegsOf(f)
	t0 := now()
	out, st, err := a.Allocate(f, t, c.Opts)
	r.alloc = since(t0)
	if err != nil {
		r.err = err
		return r
	}
	if c.Verify {
		t1 := now()
		if err := regalloc.Check(f, out, t, c.Opts); err != nil {
			r.err = errors.Wrapf(err, "allocation of %s failed the checker", f.Name)
			return r
		}
		r.check = since(t1)
	}
	if c.Opts.MIP.GapToOptimal {
		if err := regalloc.GapToOptimal(f, out, t, c.Opts, st); err != nil {
			r.err = errors.Wrapf(err, "-gap-to-optimal of %s", f.Name)
			return r
		}
	}
	t2 := now()
	r.text = em.Func(out, i)
	r.emit = since(t2)
	r.stats = st
	return r
}

// startCPUProfile starts runtime/pprof's CPU profile into the file name;
// stop ends it and closes the file (a profile is a diagnostic, written
// in place, not replaced atomically as the output is).
func startCPUProfile(name string) (stop func(), err error) {
	f, err := os.Create(name)
	if err != nil {
		return nil, errors.Wrap(err, "-cpuprofile")
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, errors.Wrapf(err, "-cpuprofile %s", name)
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}
