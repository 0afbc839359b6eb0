// Package regalloc holds ssara's register allocators, the toolkit they are
// built from and the checker that verifies every allocation independently
// of the allocator that made it.
//
// An allocator takes a function in machine-level SSA (package mir) and
// returns a new function in which every operand has a location and in which
// Move and Swap instructions carry values between locations. The input is
// never modified, so the checker can compare the two.
//
// The toolkit (docs/DESIGN.md has a walkthrough): Numbering (linear
// positions), ComputeLiveness and LiveSet (sparse liveness), BuildIntervals
// (live intervals with holes), Constraints (the one model of register
// constraints), BuildGraph (interference graph with coalescing support),
// Deconstruct and Work (the working copy, SSA deconstruction), SpillCosts and
// Work.Spill (spill costs and spill code), ShareSlots (stack-slot colouring)
// and Output/Work.Output (the output builder), beside the CFG analyses
// (Dominators, LoopDepths, SplitCriticalEdges) and SequentializeParallelCopy.
package regalloc

import (
	"flag"
	"fmt"
	"sort"
	"time"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/mir"
)

// Options tune an allocation. Regs and FPRegs are the register budget
// every allocator obeys (Allocatable) and the checker enforces; Level and
// NoSlotSharing mean the same to every allocator that has levels or shares
// stack slots. Switches that only one allocator reads live with that
// allocator: a field of Options whose type is defined in the allocator's
// file (SSAOptions for "ssa"), filled from the command line by the flags
// the allocator declares itself (FlagDefiner).
type Options struct {
	// Level is the optimisation level of allocators that have them (the
	// SSA allocator's Ch-O1..O3); 0 means the allocator's default.
	Level int
	// Regs limits the allocatable general-purpose registers to the first
	// Regs of the target's allocation order (0: all).
	Regs int
	// FPRegs does the same for floating point.
	FPRegs int
	// NoSlotSharing gives every spilled value its own stack slot instead of
	// sharing slots among values that are never live at the same time
	// (ShareSlots).
	NoSlotSharing bool
	// SSA are the SSA allocator's own switches.
	SSA SSAOptions
	// Briggs are the briggs allocator's own switches.
	Briggs BriggsOptions
	// IRC are the irc allocator's own switches.
	IRC IRCOptions
	// DSatur are the dsatur allocator's own switches.
	DSatur DSaturOptions
	// Chordal are the chordal allocator's own switches.
	Chordal ChordalOptions
	// LinearScan are the linear-scan allocator's own switches.
	LinearScan LinearScanOptions
	// MIP are the MIP allocator's (and -gap-to-optimal's) settings.
	MIP MIPOptions
}

// FlagDefiner is implemented by allocators that have command-line switches
// of their own. DefineFlags declares them on fs, to be stored into o (into
// the allocator's own field) when fs is parsed. The driver calls it for
// every registered allocator, whichever is selected, so flag names must be
// unique across allocators.
type FlagDefiner interface {
	DefineFlags(fs *flag.FlagSet, o *Options)
}

// DefineFlags calls DefineFlags of every registered allocator that has
// flags, in name order.
func DefineFlags(fs *flag.FlagSet, o *Options) {
	for _, n := range Names() {
		if fd, ok := allocators[n].(FlagDefiner); ok {
			fd.DefineFlags(fs, o)
		}
	}
}

// Variant is one setting of an allocator's own switches that selects a
// different algorithm of its family (linearscan's "split" and "poletto"):
// the corpus tests and FuzzAllocate run every variant of every allocator.
type Variant struct {
	// Name names the variant ("poletto").
	Name string
	// Set selects the variant in the allocator's field of Options.
	Set func(*Options)
	// Flags are the command-line flags that select it.
	Flags []string
}

// Varianter is implemented by allocators that are a family of variants.
type Varianter interface {
	// Variants lists them, the default first.
	Variants() []Variant
}

// VariantsOf lists the variants of the named allocator: those it declares
// (Varianter), or one unnamed variant that changes nothing.
func VariantsOf(name string) []Variant {
	if v, ok := allocators[name].(Varianter); ok {
		return v.Variants()
	}
	return []Variant{{Set: func(*Options) {}}}
}

// DefaultLevel is the SSA allocator's level when Options.Level is 0:
// level 4, the paper's level 3 with the parts that bring its code nearer
// llc's (regalloc/ssa_o4.go). The paper's levels stay as they were.
const DefaultLevel = 4

// MaxLevel is the SSA allocator's highest level: levels above it run as
// it.
const MaxLevel = 4

// Allocator is what every register allocator implements.
type Allocator interface {
	// Name is the -regalloc spelling.
	Name() string
	// Allocate assigns locations for f on target t. It must not modify f.
	Allocate(f *mir.Func, t mir.Target, opts Options) (*mir.Func, *Stats, error)
}

var allocators = map[string]Allocator{}

// Register makes an allocator available by name.
func Register(a Allocator) { allocators[a.Name()] = a }

// Lookup finds a registered allocator.
func Lookup(name string) (Allocator, error) {
	a, ok := allocators[name]
	if !ok {
		return nil, errors.Errorf("unknown register allocator %q (have %v)", name, Names())
	}
	return a, nil
}

// Names lists the registered allocators.
func Names() []string {
	var n []string
	for k := range allocators {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

// Stats are the static counts of Pereira's Table 1 and a few more, for one
// function.
type Stats struct {
	Func       string `json:"name"`
	VirtRegs   int    `json:"virtual_registers"`
	Spilled    int    `json:"spilled"`
	StackBytes int64  `json:"stack_bytes"`
	Stores     int    `json:"stores"`
	Loads      int    `json:"loads"`
	Moves      int    `json:"moves"`
	Swaps      int    `json:"swaps"`
	// Remats are values recomputed (OpRemat) instead of reloaded.
	Remats int `json:"remats"`
	// FoldedReloads are uses read from a spill slot by the instruction
	// itself (mir.MemFolder), not counted in Loads.
	FoldedReloads int `json:"folded_reloads,omitempty"`
	// FoldedSpills are instructions that read their tied use from a spill
	// slot and write their def back to it (mir.MemDefFolder), counted in
	// neither Loads, Stores nor FoldedReloads.
	FoldedSpills int `json:"folded_spills,omitempty"`
	Instrs       int `json:"instructions"`
	LiftCopies   int `json:"phi_copies_lifted"`
	// CoalescedCopies are lifted copies that cost nothing in the end:
	// removed by PhiMemCoalesce or given one location for both sides.
	CoalescedCopies int `json:"phi_copies_coalesced"`
	// FixedPoints are phi arguments in the same register as the phi's
	// destination (Pereira section 4.5).
	FixedPoints int `json:"fixed_points"`
	// PhiMemMoves are the moves made for phis (lifted copies left in the
	// code and phi deconstruction) that load or store.
	PhiMemMoves int `json:"phi_memory_moves"`
	// PhiClasses is the number of phi-related equivalence classes with
	// more than one member after PhiLifting (and PhiMemCoalesce).
	PhiClasses int `json:"phi_classes"`
	SplitEdges int `json:"critical_edges_split"`
	// CallSplits is the number of values the SSA allocator split around
	// the calls of loops' cold paths (-ssa-call-split).
	CallSplits int           `json:"call_splits,omitempty"`
	MaxLive    int           `json:"max_live"`
	K          int           `json:"k"`
	Rounds     int           `json:"spill_rounds"`
	Time       time.Duration `json:"alloc_time_ns"`
	// Phases are the times of the allocator's phases, in order (CPU time
	// of one function, summed over spill rounds where a phase repeats).
	Phases []Phase `json:"phases,omitempty"`
	// MIP is the outcome of Rath's spill model for the function: the mip
	// allocator's, or -gap-to-optimal's beside any allocator (nil
	// otherwise).
	MIP *MIPStats `json:"mip,omitempty"`
	// OptimalCost is the optimal spill cost of the function (the spill
	// model solved to optimality, -gap-to-optimal or -regalloc=mip), and
	// GapToOptimal the allocation's spill cost less it, under the same
	// cost function (MIPStats.Cost); nil when the optimum is not known.
	OptimalCost  *float64 `json:"optimal_cost,omitempty"`
	GapToOptimal *float64 `json:"gap_to_optimal,omitempty"`
	// MIPFull is the outcome of Rath's complete model (section 5.2) for
	// the function, solved beside the spill model by -gap-to-optimal
	// where it is small enough (-mip-full-max); its Optimum prices moves
	// too. OptimalFullCost is that optimum when proved, and
	// GapToOptimalFull the allocation's spill cost plus its moves less it.
	MIPFull          *MIPStats `json:"mip_full,omitempty"`
	OptimalFullCost  *float64  `json:"optimal_full_cost,omitempty"`
	GapToOptimalFull *float64  `json:"gap_to_optimal_full,omitempty"`
}

// Phase is the time one phase of an allocator took.
type Phase struct {
	Name string        `json:"name"`
	Time time.Duration `json:"ns"`
}

// addPhase adds d to the phase called name (appended if new).
func (s *Stats) addPhase(name string, d time.Duration) {
	for i := range s.Phases {
		if s.Phases[i].Name == name {
			s.Phases[i].Time += d
			return
		}
	}
	s.Phases = append(s.Phases, Phase{name, d})
}

// Count fills the instruction-level counts of s from an allocated function:
// stores and loads are moves and copies between a register and a slot (a
// slot-to-slot transfer is one of each), moves are register-to-register
// moves (copies that were not coalesced included),
// swaps are Swap instructions.
func (s *Stats) Count(f *mir.Func) {
	s.Stores, s.Loads, s.Moves, s.Swaps, s.Remats, s.Instrs, s.PhiMemMoves = 0, 0, 0, 0, 0, 0, 0
	s.FoldedReloads, s.FoldedSpills = 0, 0
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			switch in.Op {
			case mir.OpPhi:
				continue
			case mir.OpMove:
				if (in.Why == "phi" || in.Why == "phi-lift") && (in.Src.IsSlot() || in.Dst.IsSlot()) {
					s.PhiMemMoves++
				}
				switch {
				case in.Src.IsReg() && in.Dst.IsSlot():
					s.Stores++
				case in.Src.IsSlot() && in.Dst.IsReg():
					s.Loads++
				case in.Src.IsSlot() && in.Dst.IsSlot():
					s.Loads++
					s.Stores++
				default:
					s.Moves++
				}
			case mir.OpSwap:
				s.Swaps++
			case mir.OpRemat:
				s.Remats++
			case mir.OpCopy:
				if len(in.DefLocs) == 1 && len(in.UseLocs) == 1 && in.DefLocs[0] == in.UseLocs[0] {
					continue // coalesced: no code
				}
				// A copy with a slot operand is the load or store it
				// emits (the baselines and spilled copies make them).
				switch ul, dl := in.UseLocs[0], in.DefLocs[0]; {
				case ul.IsSlot() && dl.IsSlot():
					s.Loads++
					s.Stores++
				case ul.IsSlot():
					s.Loads++
				case dl.IsSlot():
					s.Stores++
				default:
					s.Moves++
				}
			default:
				if len(in.DefLocs) > 0 && in.DefLocs[0].IsSlot() {
					s.FoldedSpills++
					break
				}
				for _, l := range in.UseLocs {
					if l.IsSlot() {
						s.FoldedReloads++
					}
				}
			}
			s.Instrs++
		}
	}
	s.StackBytes = 0
	for _, sl := range f.Slots {
		s.StackBytes += sl.Size
	}
}

// Allocatable returns the registers of class c that opts allow on t.
func Allocatable(t mir.Target, c mir.Class, opts Options) []mir.Reg {
	regs := t.Allocatable(c)
	n := 0
	switch c {
	case mir.GPR:
		n = opts.Regs
	case mir.FPR:
		n = opts.FPRegs
	}
	if n > 0 && n < len(regs) {
		regs = regs[:n]
	}
	return regs
}

// BudgetRegs is the set of registers of every class that opts allow on t
// (Allocatable): the registers an allocation may keep values in.
func BudgetRegs(t mir.Target, opts Options) mir.RegSet {
	var s mir.RegSet
	for c := mir.Class(0); c < mir.NumClasses; c++ {
		for _, r := range Allocatable(t, c, opts) {
			s = s.Add(r)
		}
	}
	return s
}

// AllocError is returned when a function cannot be allocated (for example
// when a register budget is below what an instruction needs).
type AllocError struct {
	Func string
	Msg  string
}

func (e *AllocError) Error() string { return fmt.Sprintf("function %s: %s", e.Func, e.Msg) }
