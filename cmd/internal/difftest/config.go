package difftest

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/regalloc"
)

// Config is one way ssara compiles a module: an allocator (at a level,
// for the SSA allocator) and a register budget.
type Config struct {
	Regalloc string
	// Opts carries Level, Regs and FPRegs; the rest stay the defaults.
	Opts regalloc.Options
}

// Allocator names the allocator and level: "ssa-O2", "local".
func (c Config) Allocator() string {
	if c.Opts.Level > 0 {
		return fmt.Sprintf("%s-O%d", c.Regalloc, c.Opts.Level)
	}
	return c.Regalloc
}

// Budget names the register budget: "full", "regs=4", "fp-regs=2".
func (c Config) Budget() string {
	var parts []string
	if c.Opts.Regs > 0 {
		parts = append(parts, fmt.Sprintf("regs=%d", c.Opts.Regs))
	}
	if c.Opts.FPRegs > 0 {
		parts = append(parts, fmt.Sprintf("fp-regs=%d", c.Opts.FPRegs))
	}
	if len(parts) == 0 {
		return "full"
	}
	return strings.Join(parts, ",")
}

func (c Config) String() string { return c.Allocator() + " " + c.Budget() }

// Limited reports whether the budget is below the full register file,
// where an allocator may refuse a function with a budget AllocError.
func (c Config) Limited() bool { return c.Opts.Regs > 0 || c.Opts.FPRegs > 0 }

// Flags are ssara's command-line flags for c (the checker on).
func (c Config) Flags() []string {
	f := []string{"-regalloc=" + c.Regalloc}
	if c.Opts.Level > 0 {
		f = append(f, fmt.Sprintf("-O%d", c.Opts.Level))
	}
	if c.Opts.Regs > 0 {
		f = append(f, fmt.Sprintf("-regs=%d", c.Opts.Regs))
	}
	if c.Opts.FPRegs > 0 {
		f = append(f, fmt.Sprintf("-fp-regs=%d", c.Opts.FPRegs))
	}
	return append(f, "-verify")
}

// slug is c as a file-name part: "ssa-O2-regs4".
func (c Config) slug() string {
	s := c.Allocator()
	if c.Opts.Regs > 0 {
		s += fmt.Sprintf("-regs%d", c.Opts.Regs)
	}
	if c.Opts.FPRegs > 0 {
		s += fmt.Sprintf("-fpregs%d", c.Opts.FPRegs)
	}
	return s
}

// Leveled are the allocators that have levels, with the levels each is
// run at.
var Leveled = map[string][]int{"ssa": {1, 2, 3, 4}}

// Allocators expands an allocator list: "all" is every registered
// allocator (regalloc.Names(), read when called, so allocators added
// later are included), the SSA allocator at each of its levels; a
// comma-separated list names allocators ("ssa" at every level) or one
// level of one ("ssa-O2").
func Allocators(spec string) ([]Config, error) {
	var names []string
	if spec == "all" || spec == "" {
		names = regalloc.Names()
	} else {
		names = strings.Split(spec, ",")
	}
	var out []Config
	for _, n := range names {
		n = strings.TrimSpace(n)
		level := 0
		if i := strings.LastIndex(n, "-O"); i > 0 {
			l, err := strconv.Atoi(n[i+2:])
			if err != nil || l < 1 {
				return nil, errors.Errorf("bad allocator %q (want NAME or NAME-ON)", n)
			}
			n, level = n[:i], l
		}
		if _, err := regalloc.Lookup(n); err != nil {
			return nil, err
		}
		switch {
		case level > 0:
			out = append(out, Config{Regalloc: n, Opts: regalloc.Options{Level: level}})
		case len(Leveled[n]) > 0:
			for _, l := range Leveled[n] {
				out = append(out, Config{Regalloc: n, Opts: regalloc.Options{Level: l}})
			}
		default:
			out = append(out, Config{Regalloc: n})
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no allocators")
	}
	return out, nil
}

// WithBudgets is each of allocs at each GPR budget of regs (0: the full
// register file) and then at each FP budget of fpRegs, in that order.
func WithBudgets(allocs []Config, regs, fpRegs []int) []Config {
	var out []Config
	for _, a := range allocs {
		for _, k := range regs {
			c := a
			c.Opts.Regs = k
			out = append(out, c)
		}
		for _, k := range fpRegs {
			c := a
			c.Opts.FPRegs = k
			out = append(out, c)
		}
	}
	return out
}

// ParseInts reads a comma-separated list of non-negative integers.
func ParseInts(s string) ([]int, error) {
	if s == "" {
		return nil, nil
	}
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 0 {
			return nil, errors.Errorf("bad number %q in %q", f, s)
		}
		out = append(out, n)
	}
	return out, nil
}
