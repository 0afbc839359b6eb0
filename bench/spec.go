package bench

import (
	"sort"
	"strconv"
	"strings"

	"github.com/pkg/errors"
)

// Alloc is one allocator configuration of an experiment: one of ssara's
// registered allocators with extra ssara flags ("ssa:-ssa-level=1" is ssa with
// -ssa-level=1), or one of llc-14's ("llc-greedy", "llc-basic", "llc-pbqp" at -O2,
// "llc-fast" at -O0), possibly with extra llc flags after a colon.
type Alloc struct {
	Spec  string   `json:"spec"`  // as written: "ssa:-ssa-level=1"
	Name  string   `json:"name"`  // "ssa", "llc-greedy"
	Flags []string `json:"flags"` // extra flags, passed through unchanged
	LLC   bool     `json:"llc"`
}

// Label is the allocator's name in tables and charts: the name and its
// flags separated by spaces ("ssa -ssa-level=1", "llc-greedy").
func (a Alloc) Label() string {
	return strings.TrimSpace(a.Name + " " + strings.Join(a.Flags, " "))
}

// LLCAllocators are llc-14's allocators ssara-bench knows, with the llc
// optimisation level each runs at.
var LLCAllocators = map[string]string{
	"llc-greedy": "-O2",
	"llc-basic":  "-O2",
	"llc-pbqp":   "-O2",
	"llc-fast":   "-O0",
}

// ParseAllocs reads a comma-separated list of allocator specs. "all"
// stands for every allocator ssara registers (names, from
// regalloc.Names()), "llc" for llc-14's four. A spec is NAME or
// NAME:FLAG[:FLAG...]; the flags are passed through to ssara or llc.
// Duplicates are dropped; the order is the order given.
func ParseAllocs(list string, names []string) ([]Alloc, error) {
	known := map[string]bool{}
	for _, n := range names {
		known[n] = true
	}
	var out []Alloc
	seen := map[string]bool{}
	add := func(spec string) error {
		parts := strings.Split(spec, ":")
		a := Alloc{Spec: spec, Name: parts[0]}
		for _, f := range parts[1:] {
			if f != "" {
				a.Flags = append(a.Flags, f)
			}
		}
		if _, ok := LLCAllocators[a.Name]; ok {
			a.LLC = true
		} else if !known[a.Name] {
			llc := make([]string, 0, len(LLCAllocators))
			for k := range LLCAllocators {
				llc = append(llc, k)
			}
			sort.Strings(llc)
			return errors.Errorf("unknown allocator %q (ssara has %s; llc-14: %s)", a.Name,
				strings.Join(names, ", "), strings.Join(llc, ", "))
		}
		if !seen[a.Spec] {
			seen[a.Spec] = true
			out = append(out, a)
		}
		return nil
	}
	for _, s := range strings.Split(list, ",") {
		s = strings.TrimSpace(s)
		switch s {
		case "":
			continue
		case "all":
			for _, n := range names {
				if err := add(n); err != nil {
					return nil, err
				}
			}
		case "llc":
			for _, n := range []string{"llc-greedy", "llc-basic", "llc-pbqp", "llc-fast"} {
				if err := add(n); err != nil {
					return nil, err
				}
			}
		default:
			if err := add(s); err != nil {
				return nil, err
			}
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no allocator in -regalloc")
	}
	return out, nil
}

// Budget is a register budget: N allocatable registers per class, or 0
// for the full register file.
type Budget int

func (b Budget) String() string {
	if b == 0 {
		return "full"
	}
	return strconv.Itoa(int(b))
}

// ParseBudgets reads "4,8,12,16,full".
func ParseBudgets(list string) ([]Budget, error) {
	var out []Budget
	seen := map[Budget]bool{}
	for _, s := range strings.Split(list, ",") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		var b Budget
		if s != "full" && s != "all" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 {
				return nil, errors.Errorf("bad register budget %q (a number of registers, or full)", s)
			}
			b = Budget(n)
		}
		if !seen[b] {
			seen[b] = true
			out = append(out, b)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no budget in -regs")
	}
	return out, nil
}

// Target is what ssara-bench needs to know about a -march.
type Target struct {
	March   string   // ssara's -march
	Triple  string   // clang's --target and the .ll files' triple prefix
	CC      string   // assembler and linker driver
	Link    []string // extra link flags
	Qemu    string   // qemu-user binary, "" for native
	Sysroot string   // qemu's -L
	// CFlags are extra clang flags for C inputs (the cross headers).
	CFlags []string
}

// Targets are the supported -march values.
var Targets = map[string]Target{
	"x86-64": {March: "x86-64", Triple: "x86_64-linux-gnu", CC: "cc"},
	"ppc64le": {March: "ppc64le", Triple: "powerpc64le-linux-gnu", CC: "powerpc64le-linux-gnu-gcc",
		Qemu: "qemu-ppc64le", Sysroot: "/usr/powerpc64le-linux-gnu", CFlags: []string{"-I/usr/powerpc64le-linux-gnu/include"}},
	"ppc32": {March: "ppc32", Triple: "powerpc-linux-gnu", CC: "powerpc-linux-gnu-gcc", Link: []string{"-no-pie"},
		Qemu: "qemu-ppc", Sysroot: "/usr/powerpc-linux-gnu", CFlags: []string{"-I/usr/powerpc-linux-gnu/include"}},
}

// tripleMatches reports whether a module's target triple is for t.
func (t Target) tripleMatches(triple string) bool {
	arch, _, _ := strings.Cut(triple, "-")
	want, _, _ := strings.Cut(t.Triple, "-")
	return arch == want
}
