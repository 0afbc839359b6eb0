package driver

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/backend"
	"github.com/ssara-project/ssara/regalloc"
)

// Version is ssara's version, printed by --version with the VCS revision
// the binary was built from.
const Version = "0.1.0"

// llcRelocModels are the -relocation-model values llc-14 knows; ssara
// implements pic and static (the others are refused by name).
var llcRelocModels = []string{"static", "pic", "dynamic-no-pic", "ropi", "rwpi", "ropi-rwpi"}

// allocatorDescs are the one-line descriptions -regalloc=help prints
// (TestRegallocHelp fails for a registered allocator without one).
var allocatorDescs = map[string]string{
	"ssa":        "Pereira's SSA-based allocator (PhiLifting, colouring in dominance-tree order, coalescing), at the paper's levels 1-3 and level 4 beyond it (-ssa-level)",
	"simple":     "Pereira's first baseline: every virtual register in memory, loaded before each use and stored after each definition",
	"local":      "Pereira's second baseline: registers within a block, memory across blocks (Belady eviction); the -O0 default, as llc's fast allocator",
	"chaitin":    "Chaitin's pessimistic graph colouring (build, coalesce, simplify, spill, repeat)",
	"briggs":     "Briggs, Cooper and Torczon's optimistic graph colouring with rematerialisation",
	"irc":        "George and Appel's iterated register coalescing",
	"dsatur":     "greedy colouring in saturation-degree (DSatur) order, spilling by rewriting and restarting",
	"chordal":    "decoupled SSA allocator: spill until the pressure fits, then colour the chordal SSA interference graph",
	"linearscan": "linear scan over live intervals with holes, after SSA deconstruction",
	"mip":        "Rath's optimal spill model (mixed-integer programming, solved with CBC)",
}

// Config is one compilation's settings.
type Config struct {
	Input  string
	Output string
	// March is -march: the target by name (overrides the triple's).
	March string
	// Triple is -mtriple: it replaces the module's target triple.
	Triple string
	// CPU is -mcpu ("" for the target's default).
	CPU string
	// FileType is -filetype: "asm" (also ""), "obj" or "null".
	FileType string
	// RelocModel is -relocation-model: "pic" (also "", the default of
	// Config's zero value) or "static" (the command line's default, as
	// llc-14's).
	RelocModel string
	// OptLevel is llc's -O level (0-3; 2 by default).
	OptLevel  int
	Regalloc  string
	Opts      regalloc.Options
	Verify    bool
	TimePass  bool
	StatsJSON string
	Jobs      int
	// Stats prints the aligned statistics table on standard error.
	Stats bool
	// MaxMemory is the allocation's memory budget in bytes (memguard.go).
	MaxMemory int64
	// CPUProfile is -cpuprofile: a file for a CPU profile of the whole
	// run (runtime/pprof's format, for go tool pprof), so that a profile
	// such as docs/PERFORMANCE.md's is made with ssara alone.
	CPUProfile string
	// ChunkBytes is the size of the chunks of function text in which Run
	// parses, lowers and allocates a large module (0: DefaultChunkBytes;
	// negative: the module at once). The output does not depend on it.
	ChunkBytes int
}

// ErrHelp is returned by ParseFlags for -help, --version and
// -regalloc=help once it has printed what was asked.
var ErrHelp = flag.ErrHelp

// Flag errors carry llc-14's wording where llc has one.
var errOptLevel = errors.New("error: invalid optimization level.")

// ParseFlags reads llc-like arguments: flags and inputs in any order,
// "-flag" or "--flag", "-flag=value" or "-flag value" (not for booleans),
// "-" for standard input, "--" before inputs that start with '-'. Help,
// version and allocator lists go to out. Warnings go to stderr.
func ParseFlags(args []string, out io.Writer) (*Config, error) {
	fs := flag.NewFlagSet("ssara", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	c := &Config{}
	fs.StringVar(&c.Output, "o", "", "output file (- for standard output; default: the input with .s, or .o for -filetype=obj)")
	fs.StringVar(&c.March, "march", "", "architecture to generate code for: "+strings.Join(backend.Names(), ", ")+" (default: from the module's triple)")
	fs.StringVar(&c.Triple, "mtriple", "", "override the target triple of the module")
	fs.StringVar(&c.CPU, "mcpu", "", "target a specific cpu type (-mcpu=help lists them)")
	fs.StringVar(&c.FileType, "filetype", "asm", "type of output file: asm (assembly), obj (ELF object, by the target's assembler), null (none)")
	fs.StringVar(&c.RelocModel, "relocation-model", "static", "relocation model: static (llc's default: absolute addresses, non-PIE links) or pic")
	fs.StringVar(&c.Regalloc, "regalloc", "", "register allocator to use (-regalloc=help lists them; default ssa, local at -O0)")
	stress := fs.Int("stress-regalloc", 0, "limit every register class to N registers (0: all)")
	fs.BoolVar(&c.Verify, "verify", false, "check every allocation with the independent checker")
	fs.BoolVar(&c.TimePass, "time-passes", false, "time each pass and print the timings on standard error, in llc's layout")
	fs.StringVar(&c.StatsJSON, "stats-json", "", "write per-function allocation statistics as JSON to this file")
	fs.StringVar(&c.CPUProfile, "cpuprofile", "", "write a CPU profile of the run to this file (for go tool pprof)")
	fs.IntVar(&c.Opts.Regs, "regs", 0, "limit allocatable general-purpose registers to N (0: all)")
	fs.IntVar(&c.Opts.FPRegs, "fp-regs", 0, "limit allocatable floating-point registers to N (0: all)")
	fs.IntVar(&c.Jobs, "j", 0, "functions allocated in parallel (0: number of CPUs)")
	fs.BoolVar(&c.Stats, "stats", false, "print per-function allocation statistics as an aligned table on standard error")
	defineMemoryFlag(fs, c)
	slotShare := true
	fs.BoolVar(&slotShare, "slot-sharing", true, "share stack slots among spilled values never live together (false: off)")
	fs.IntVar(&c.Opts.Level, "ssa-level", 0, "the SSA allocator's level: 1 (Pereira's Ch-O1: PhiLifting, dominance-tree colouring, local coalescing), 2 (+ ComputePreference), 3 (+ PhiMemCoalesce), 4 (+ rematerialization, folded reloads, the sqrt spill weight; the default)")
	help := fs.Bool("help", false, "print this help")
	version := fs.Bool("version", false, "print the version and the registered targets")
	// Each allocator's own switches (the SSA allocator's per-phase ones).
	regalloc.DefineFlags(fs, &c.Opts)
	opt := "2"
	var inputs []string
	set := map[string]bool{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			inputs = append(inputs, args[i+1:]...)
			break
		}
		if a == "-" || !strings.HasPrefix(a, "-") {
			inputs = append(inputs, a)
			continue
		}
		name := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		value, hasValue := "", false
		if k := strings.IndexByte(name, '='); k >= 0 {
			name, value, hasValue = name[:k], name[k+1:], true
		}
		switch {
		case name == "h":
			name = "help"
		case strings.HasPrefix(name, "O"):
			// llc's -O is a prefix option: -O2, -O=2 and -O 2.
			switch {
			case hasValue:
				opt = value
			case len(name) > 1:
				opt = name[1:]
			case i+1 < len(args):
				i++
				opt = args[i]
			default:
				opt = ""
			}
			set["O"] = true
			continue
		}
		f := fs.Lookup(name)
		// -j4 as well as -j 4 and -j=4.
		if f == nil && strings.HasPrefix(name, "j") && a[1] != '-' {
			if _, err := strconv.Atoi(name[1:]); err == nil {
				f, value, hasValue = fs.Lookup("j"), name[1:], true
				name = "j"
			}
		}
		if f == nil {
			msg := fmt.Sprintf("Unknown command line argument '%s'.  Try: 'ssara --help'", a)
			if near := nearestFlag(fs, name); near != "" {
				msg += fmt.Sprintf(" (did you mean '-%s'?)", near)
			}
			return nil, errors.New(msg)
		}
		if !hasValue {
			if bf, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && bf.IsBoolFlag() {
				value = "true"
			} else if i+1 < len(args) {
				i++
				value = args[i]
			} else {
				return nil, errors.Errorf("-%s: a value is expected (-%s=VALUE)", name, name)
			}
		}
		if err := fs.Set(name, value); err != nil {
			return nil, errors.Errorf("-%s=%s: %v", name, value, cleanFlagError(err, f))
		}
		set[name] = true
	}
	if *help {
		printHelp(out, fs)
		return nil, ErrHelp
	}
	if *version {
		printVersion(out)
		return nil, ErrHelp
	}
	if c.Regalloc == "help" {
		printAllocators(out)
		return nil, ErrHelp
	}
	if c.CPU == "help" {
		printCPUs(out)
		return nil, ErrHelp
	}
	// -O: llc-14 accepts 0 to 3 only.
	if len(opt) != 1 || opt[0] < '0' || opt[0] > '3' {
		return nil, errOptLevel
	}
	c.OptLevel = int(opt[0] - '0')
	if c.Regalloc == "" {
		c.Regalloc = "ssa"
		if c.OptLevel == 0 {
			c.Regalloc = "local"
		}
	}
	if _, err := regalloc.Lookup(c.Regalloc); err != nil {
		return nil, errors.Errorf("-regalloc=%s: unknown register allocator (have %s; -regalloc=help describes them)", c.Regalloc, strings.Join(regalloc.Names(), ", "))
	}
	for _, n := range []struct {
		name string
		v    int
	}{{"regs", c.Opts.Regs}, {"fp-regs", c.Opts.FPRegs}, {"j", c.Jobs}} {
		if n.v < 0 {
			return nil, errors.Errorf("-%s=%d: a count of 0 or more is expected", n.name, n.v)
		}
	}
	if *stress < 0 {
		return nil, errors.Errorf("-stress-regalloc: '%d' value invalid for uint argument!", *stress)
	}
	if *stress > 0 {
		// llc limits every register class; -regs and -fp-regs still
		// set one class each.
		if !set["regs"] {
			c.Opts.Regs = *stress
		}
		if !set["fp-regs"] {
			c.Opts.FPRegs = *stress
		}
	}
	if c.Opts.Level < 0 || c.Opts.Level > regalloc.MaxLevel {
		return nil, errors.Errorf("-ssa-level=%d: the SSA allocator's levels are 1 to %d (0: the default, %d)", c.Opts.Level, regalloc.MaxLevel, regalloc.DefaultLevel)
	}
	switch c.FileType {
	case "asm", "obj", "null":
	default:
		return nil, errors.Errorf("-filetype=%s: unknown file type (asm, obj or null)", c.FileType)
	}
	switch c.RelocModel {
	case "static", "pic":
	default:
		known := false
		for _, m := range llcRelocModels {
			known = known || m == c.RelocModel
		}
		if known {
			return nil, errors.Errorf("-relocation-model=%s: not supported by ssara (static or pic)", c.RelocModel)
		}
		return nil, errors.Errorf("-relocation-model=%s: unknown relocation model (llc's: %s)", c.RelocModel, strings.Join(llcRelocModels, ", "))
	}
	if c.March != "" {
		if _, err := backend.Lookup(c.March); err != nil {
			return nil, errors.Errorf("-march=%s: unknown target (%s; --version lists them)", c.March, strings.Join(backend.Names(), ", "))
		}
	}
	if c.Triple != "" {
		if _, err := backend.ForTriple(c.Triple); err != nil {
			return nil, errors.Wrap(err, "-mtriple")
		}
	}
	c.Opts.NoSlotSharing = !slotShare
	switch len(inputs) {
	case 0:
		c.Input = "-"
	case 1:
		c.Input = inputs[0]
	default:
		return nil, errors.Errorf("one input file expected, got %d (%s)", len(inputs), strings.Join(inputs, " "))
	}
	if c.Output == "" {
		switch {
		case c.Input == "-":
			c.Output = "-"
		case c.FileType == "obj":
			c.Output = strings.TrimSuffix(c.Input, filepath.Ext(c.Input)) + ".o"
		default:
			c.Output = strings.TrimSuffix(c.Input, filepath.Ext(c.Input)) + ".s"
		}
	}
	return c, nil
}

// nearestFlag is the defined flag closest to name (edit distance at most
// 2, and less than half of name), as llc's "Did you mean" suggests.
func nearestFlag(fs *flag.FlagSet, name string) string {
	best, bestD := "", 3
	fs.VisitAll(func(f *flag.Flag) {
		if d := editDistance(name, f.Name); d < bestD && 2*d < len(name) {
			best, bestD = f.Name, d
		}
	})
	return best
}

// editDistance is Levenshtein's distance between a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			c = min(c, prev[j]+1, cur[j-1]+1)
			cur[j] = c
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// cleanFlagError replaces the flag package's bare "parse error" by what
// the flag expects.
func cleanFlagError(err error, f *flag.Flag) string {
	s := err.Error()
	if strings.Contains(s, "parse error") {
		kind, _ := flag.UnquoteUsage(f)
		if kind == "" {
			kind = "true or false"
		}
		s = "invalid value (" + kind + " expected)"
	}
	return s
}

func printHelp(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintf(w, "OVERVIEW: ssara, a register-allocation workbench with llc-14's command line\n\n")
	fmt.Fprintf(w, "USAGE: ssara [options] <input .ll file>\n\n")
	fmt.Fprintf(w, "OPTIONS:\n")
	fmt.Fprintf(w, "  -O<0-3>  optimization level (llc's: -O0 selects -regalloc=local, as llc -O0 its fast allocator; -O1 to -O3 the default ssa)\n")
	fs.VisitAll(func(f *flag.Flag) {
		name := f.Name
		kind, usage := flag.UnquoteUsage(f)
		if kind != "" {
			name += "=<" + kind + ">"
		}
		fmt.Fprintf(w, "  -%s  %s", name, usage)
		if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" {
			fmt.Fprintf(w, " (default %s)", f.DefValue)
		}
		fmt.Fprintln(w)
	})
}

// printVersion writes --version in llc's layout.
func printVersion(w io.Writer) {
	rev := ""
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "vcs.revision" && len(s.Value) >= 12 {
				rev = " (" + s.Value[:12] + ")"
			}
		}
	}
	fmt.Fprintf(w, "ssara version %s%s\n  llc-14 compatible command line.\n  Default target: %s\n\n  Registered Targets:\n", Version, rev, backend.DefaultTriple)
	names := backend.Names()
	width := 0
	for _, n := range names {
		if len(n) > width {
			width = len(n)
		}
	}
	for _, n := range names {
		b, _ := backend.Lookup(n)
		fmt.Fprintf(w, "    %-*s - %s (triples %s-*)\n", width, n, b.Desc, strings.Join(b.Arches, "-*, "))
	}
}

// printAllocators writes -regalloc=help: a header, then one line per
// registered allocator (name first: scripts/bigfunc.sh reads the names).
func printAllocators(w io.Writer) {
	fmt.Fprintf(w, "Register allocators (-regalloc=NAME; default ssa, local at -O0):\n")
	names := regalloc.Names()
	width := 0
	for _, n := range names {
		if len(n) > width {
			width = len(n)
		}
	}
	for _, n := range names {
		desc := allocatorDescs[n]
		if desc == "" {
			desc = "(no description)"
		}
		var extra []string
		if vs := regalloc.VariantsOf(n); len(vs) > 1 {
			var vn []string
			for i, v := range vs {
				s := v.Name
				if len(v.Flags) > 0 {
					s += " " + strings.Join(v.Flags, " ")
				}
				if i == 0 {
					s += " (default)"
				}
				vn = append(vn, s)
			}
			extra = append(extra, "variants: "+strings.Join(vn, ", "))
		}
		if fl := allocatorFlags(n); len(fl) > 0 {
			extra = append(extra, "flags: "+strings.Join(fl, " "))
		}
		line := desc
		if len(extra) > 0 {
			line += " [" + strings.Join(extra, "; ") + "]"
		}
		fmt.Fprintf(w, "  %-*s - %s\n", width, n, line)
	}
}

// allocatorFlags are the flags allocator n declares itself, and
// -ssa-level for ssa.
func allocatorFlags(n string) []string {
	a, err := regalloc.Lookup(n)
	if err != nil {
		return nil
	}
	var out []string
	if n == "ssa" {
		out = append(out, "-ssa-level=1|2|3|4")
	}
	if fd, ok := a.(regalloc.FlagDefiner); ok {
		fs := flag.NewFlagSet(n, flag.ContinueOnError)
		var o regalloc.Options
		fd.DefineFlags(fs, &o)
		var names []string
		fs.VisitAll(func(f *flag.Flag) { names = append(names, "-"+f.Name) })
		sort.Strings(names)
		out = append(out, names...)
	}
	return out
}

// printCPUs writes -mcpu=help: the CPU names of every target.
func printCPUs(w io.Writer) {
	fmt.Fprintf(w, "CPUs (-mcpu=NAME) by target; the first is the default:\n")
	for _, n := range backend.Names() {
		b, _ := backend.Lookup(n)
		fmt.Fprintf(w, "  %s: %s\n", n, strings.Join(b.CPUs, ", "))
	}
}
