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
	// Variant is one of the allocator's variants (regalloc.VariantsOf:
	// linearscan's "split" and "poletto"), "" for an allocator that has
	// none. Its Set has been applied to Opts.
	Variant regalloc.Variant
	// Opts carries Level, Regs and FPRegs and the variant's switches; the
	// rest stay the defaults.
	Opts regalloc.Options
}

// Allocator names the allocator, variant and level: "ssa-O2", "local",
// "linearscan:poletto" (the spelling Allocators and SSARA_ALLOCATORS read).
func (c Config) Allocator() string {
	name := c.Regalloc
	if c.Variant.Name != "" {
		name += ":" + c.Variant.Name
	}
	if c.Opts.Level > 0 {
		return fmt.Sprintf("%s-O%d", name, c.Opts.Level)
	}
	return name
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
	f = append(f, c.Variant.Flags...)
	if c.Opts.Level > 0 {
		f = append(f, fmt.Sprintf("-ssa-level=%d", c.Opts.Level))
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
	s := strings.ReplaceAll(c.Allocator(), ":", "-")
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
// heuristic allocator (regalloc.HeuristicNames(), read when called, so
// allocators added later are included; the solver-based mip must be
// named), the SSA allocator at each of its levels and every allocator
// with variants (regalloc.VariantsOf) at each variant; a comma-separated
// list names allocators ("ssa" at every level, "linearscan" in every
// variant), one level of one ("ssa-O2") or one variant of one
// ("linearscan:poletto", as SSARA_ALLOCATORS spells it).
func Allocators(spec string) ([]Config, error) {
	var names []string
	if spec == "all" || spec == "" {
		names = regalloc.HeuristicNames()
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
		var only string
		n, only, _ = strings.Cut(n, ":")
		if _, err := regalloc.Lookup(n); err != nil {
			return nil, err
		}
		var levels []int
		switch {
		case level > 0:
			levels = []int{level}
		case len(Leveled[n]) > 0:
			levels = Leveled[n]
		default:
			levels = []int{0}
		}
		found := false
		for _, v := range regalloc.VariantsOf(n) {
			if only != "" && v.Name != only {
				continue
			}
			found = true
			for _, l := range levels {
				c := Config{Regalloc: n, Variant: v, Opts: regalloc.Options{Level: l}}
				if v.Set != nil {
					v.Set(&c.Opts)
				}
				out = append(out, c)
			}
		}
		if !found {
			return nil, errors.Errorf("allocator %s has no variant %q", n, only)
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
