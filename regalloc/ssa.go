package regalloc

import (
	"flag"
	"fmt"
	"math"
	"sort"
	"strconv"
	"time"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/mir"
)

// SSA is the SSA-based register allocator of Pereira's report "SSA-based
// register allocation", at the paper's three levels:
//
//   - level 1 (Ch-O1): critical-edge splitting, PhiLifting, greedy
//     colouring of live ranges in dominance-tree pre-order, local coalescing
//     of copies, spilling by ComputeWeight, one store per spilled definition
//     and loads reused within a block, spilled phi-related values sharing a
//     slot, and SSA deconstruction by safe copies and swaps;
//   - level 2 (Ch-O2) adds global coalescing by ComputePreference and
//     deducts spilled phi arguments from the weight of phi destinations;
//   - level 3 (Ch-O3) adds PhiMemCoalesce;
//   - level 4 (the default, beyond the paper; ssa_o4.go) adds
//     rematerialization of never-killed values, reloads folded into
//     memory operands (x86-64), phi-web spilling by transfer cost, load
//     reuse across single-predecessor edges and more use of copy hints,
//     each switchable (-ssa-remat, -ssa-fold, -ssa-web-spill,
//     -ssa-ebb-reuse, -ssa-hints), and, as an
//     experiment switched on by -ssa-cost-weight, spill weights
//     from the loads and stores a spill adds, weighted by loop depth.
//
// Stack slots of spilled values that are never live at the same time are
// shared at every level (Options.NoSlotSharing turns it off).
//
// Invariants while colouring a block: regOwner[r] is the live virtual
// register that holds r; every value live into a block was coloured in a
// dominator (strict SSA), so a register free at a value's definition is
// free for its whole live range (two SSA values interfere only if one is
// live at the other's definition).
type SSA struct{}

func init() { Register(SSA{}) }

// SSAOptions are the SSA allocator's own switches (Options.SSA). The zero
// value is the paper's allocator.
type SSAOptions struct {
	// LiftPhiDefs lifts phi destinations as well as arguments (Pereira
	// Fig. 4); by default only arguments are lifted (section 3).
	LiftPhiDefs bool
	// NoPhiMemCoalesce switches PhiMemCoalesce off at level 3.
	NoPhiMemCoalesce bool
	// NoPreference switches ComputePreference (global coalescing by
	// preference lists) off at levels 2 and 3.
	NoPreference bool
	// NoLoadReuse gives every use of a spilled value its own reload
	// instead of reusing one load within a block (section 4.7).
	NoLoadReuse bool
	// SpillWeight chooses the spill weight: "paper" is Fig. 6's
	// occurrences/size; "sqrt" divides by the square root of the size and
	// "cost" not at all, so long-lived values that are used often are
	// spilled less readily (an experiment, not the paper's). "" is the
	// level's default: "paper" at levels 1-3, "sqrt" at level 4, where it
	// measured best (docs/ALLOCATORS.md).
	SpillWeight string

	// The parts of level 4, each on by default there and without effect
	// at levels 1-3 (docs/ALLOCATORS.md measures each).

	// NoRemat switches rematerialization off at level 4 (-ssa-remat=false):
	// a spilled never-killed value (RematTags: constants, addresses of
	// symbols and frame objects) is then stored and reloaded like any
	// other instead of being recomputed before each use.
	NoRemat bool
	// NoFold switches folded reloads and spills off at level 4
	// (-ssa-fold=false): a reload read once by an instruction that can
	// take a memory operand there (mir.MemFolder: x86-64) is then kept
	// instead of being folded into it (FoldReloads), and so are a reload
	// and a spill around a two-address operation that can write memory
	// (mir.MemDefFolder; FoldSpills).
	NoFold bool
	// CostWeight switches level 4's cost spill weight on
	// (-ssa-cost-weight): the memory traffic a spill would add (a store
	// after a definition that is not rematerializable, one reload per
	// stretch of a block between calls that reads the value, as load
	// reuse makes them, a recomputation at RematCost per use of a
	// never-killed value, a transfer per copy and phi), each weighted by
	// 10^loop depth of its block, over the size of the live range. Off by
	// default: it measured worse than Fig. 6's weight (docs/ALLOCATORS.md),
	// which level 4 keeps, with never-killed values at RematCost.
	CostWeight bool
	// NoWebSpill switches phi-web spilling off at level 4
	// (-ssa-web-spill=false): a phi or copy destination then keeps its
	// register wherever colouring finds one, even where its partners are
	// all in memory and keeping it costs a load and a store per transfer
	// (spillByTransfers).
	NoWebSpill bool
	// NoEBBReuse keeps level 4's load reuse within blocks
	// (-ssa-ebb-reuse=false), as at levels 1-3; on, a register that holds
	// a slot's value at the end of a block serves the reloads of the
	// successors that have no other predecessor
	// (RemoveRedundantReloads).
	NoEBBReuse bool
	// NoHints keeps level 3's use of copy hints (-ssa-hints=false); on,
	// level 4 passes a hint on from a phi to its arguments and from a
	// copy to its source (propagateHints), and a value with no register
	// of its own in mind avoids the registers hinted to values defined
	// after it in its block while it is live (wantedAhead).
	NoHints bool
	// LoopReload switches level 4's loop reloads on (-ssa-loop-reload):
	// the uses of a spilled value inside a loop without calls that does
	// not define it, and where colouring did not choose it, share one
	// reload at the end of the loop's preheader, which splits the value's
	// range there: in memory outside the loop, in a register inside it,
	// unless colouring spills that reload too (splitReload: its uses then
	// get reloads shared within extended blocks, as without this part).
	// Off by default: it measured no better (docs/ALLOCATORS.md).
	LoopReload bool
	// NoDefReuse makes level 4 reload a spilled value for its first uses
	// too (-ssa-def-reuse=false); on, the register its definition wrote
	// serves the uses after it, up to the first call, on into successors
	// with no other predecessor, as a shared reload would (the store stays
	// right after the definition). If colouring spills the value again,
	// those uses get reloads.
	NoDefReuse bool
	// NoPhiReuse leaves a spilled phi in memory from its block's start
	// (-ssa-phi-reuse=false); on (with NoDefReuse off), a phi that a call
	// it lives across kept out of the registers, where one was free,
	// keeps its register from the block's start for its uses up to the
	// first call, and is stored after the block's phis, as a value
	// defined by an instruction is after it. If colouring spills it again
	// it becomes the memory phi it would have been.
	NoPhiReuse bool
	// NoDomReuse keeps level 4's reload sharing to chains of single
	// predecessors (-ssa-dom-reuse=false); on, a block whose first use of
	// a spilled value comes before any call also takes the reload live at
	// the end of its immediate dominator when no call lies between them
	// (the join after a diamond), and where two or more such blocks would
	// share a dominator with no reload live at its end (the arms of a
	// diamond after a call), one reload at the end of the dominator
	// serves them all: the value's range is split after the call.
	NoDomReuse bool
	// NoPhiTargets keeps level 4's colouring from looking ahead to the
	// phis a value flows into (-ssa-phi-targets=false); on, with hints, a
	// value with no preference of its own (ComputePreference) takes the
	// register of the phi it reaches through copies and tied operands
	// where it dies, or, while that phi has none yet, the phi's own
	// hint, a register its other arguments hold or a hint passed back to
	// it, or else one the phi may take (phiTargets): the phi's transfers
	// then cost no move.
	NoPhiTargets bool
	// CallSplit splits, before colouring, the live ranges that cross
	// the calls of a loop's cold paths (-ssa-call-split;
	// SplitAroundCalls): a value used in the loop then lives across
	// such calls only as a copy, which a spill stores and reloads on
	// the cold path alone.
	CallSplit bool
	// NoCallReuse stops level 4's shared reloads at calls
	// (-ssa-call-reuse=false), as at levels 1-3. On, a reload that serves
	// the uses of a spilled value in a block, its chain of single
	// successors and the blocks its immediate dominator reaches does not
	// stop at a call, so colouring may keep it in a register calls
	// preserve from the first use of the stretch to the last: the value
	// is split, in a register in that region and in memory elsewhere, as
	// llc's greedy allocator splits a range into regions. The program's
	// copies of the value into physical registers there (a call's
	// arguments, a return value) read that register, the first of them
	// loading it (and reading the slot again if nothing else reads the
	// reload). Where registers run out, colouring spills
	// the reload, which splits it back into reloads that stop at calls
	// (splitReload). The value's own register after its definition still
	// serves only the uses up to the first call (NoDefReuse).
	NoCallReuse bool
}

// DefineFlags implements FlagDefiner: -lift-phi-defs, -phi-mem-coalesce,
// -preference, -load-reuse and -spill-weight, and the switches of level
// 4's parts: -ssa-remat, -ssa-fold, -ssa-cost-weight.
func (SSA) DefineFlags(fs *flag.FlagSet, o *Options) {
	fs.BoolVar(&o.SSA.LiftPhiDefs, "lift-phi-defs", false, "PhiLifting lifts every phi destination (default: only those another phi of the block reads)")
	fs.Var(offFlag{&o.SSA.NoPhiMemCoalesce}, "phi-mem-coalesce", "PhiMemCoalesce at level 3 (false: off)")
	fs.Var(offFlag{&o.SSA.NoPreference}, "preference", "ComputePreference (global coalescing) at levels 2 and 3 (false: off)")
	fs.Var(offFlag{&o.SSA.NoLoadReuse}, "load-reuse", "reuse one reload of a spilled value within a block (false: off)")
	fs.Var(spillWeightFlag{&o.SSA.SpillWeight}, "spill-weight", "SSA allocator's spill weight: paper (Fig. 6: uses/size; the default at levels 1-3), sqrt (uses/sqrt(size); the default at level 4), cost (uses)")
	fs.BoolVar(&o.SSA.CostWeight, "ssa-cost-weight", false, "SSA allocator level 4: spill weight from the loads and stores a spill adds, by loop depth (default: -spill-weight's)")
	fs.Var(offFlag{&o.SSA.NoFold}, "ssa-fold", "SSA allocator level 4: fold a reload used once into an instruction that can read memory there, and a reload and a spill around a two-address operation into its memory form (x86-64; false: keep them)")
	fs.Var(offFlag{&o.SSA.NoEBBReuse}, "ssa-ebb-reuse", "SSA allocator level 4: a register that holds a spilled value at a block's end serves the reloads of successors with no other predecessor (false: reuse within blocks only)")
	fs.BoolVar(&o.SSA.LoopReload, "ssa-loop-reload", false, "SSA allocator level 4: the uses of a spilled value in a loop without calls share one reload before the loop, which keeps the value in a register inside it where there is room (an experiment; default: reload inside the loop)")
	fs.Var(offFlag{&o.SSA.NoDomReuse}, "ssa-dom-reuse", "SSA allocator level 4: a block takes the reload live at the end of its immediate dominator, and the blocks a dominator dominates share one reload at its end, when no call lies between (false: chains of single predecessors only)")
	fs.Var(offFlag{&o.SSA.NoDefReuse}, "ssa-def-reuse", "SSA allocator level 4: a spilled value stays in the register its definition wrote for its uses up to the first call (false: reload them)")
	fs.Var(offFlag{&o.SSA.NoPhiReuse}, "ssa-phi-reuse", "SSA allocator level 4 with -ssa-def-reuse: a spilled phi that a call kept out of the registers keeps its register for its uses up to the first call, stored after the block's phis (false: a memory phi, reloaded at each use)")
	fs.Var(offFlag{&o.SSA.NoHints}, "ssa-hints", "SSA allocator level 4: pass a physical-register hint (a return value's, a call argument's) back through phis and copies, and keep hinted registers free for the values that want them (false: as level 3)")
	fs.Var(offFlag{&o.SSA.NoPhiTargets}, "ssa-phi-targets", "SSA allocator level 4 with hints: a value that reaches a phi through copies and tied operands takes the phi's register, its own hint, its other arguments' or a hint passed back to it, or else one the phi may take (false: only the paper's preference)")
	fs.Var(offFlag{&o.SSA.NoCallReuse}, "ssa-call-reuse", "SSA allocator level 4: a reload shared by a spilled value's uses, and read by its copies into argument and return registers, may live across calls in a register calls preserve, until colouring spills it (false: shared reloads stop at calls)")
	fs.BoolVar(&o.SSA.CallSplit, "ssa-call-split", false, "SSA allocator level 4: split the live ranges that cross the calls of a loop's cold paths, so that only a copy lives across them (an experiment)")
	fs.Var(offFlag{&o.SSA.NoWebSpill}, "ssa-web-spill", "SSA allocator level 4: spill a phi or copy destination whose transfers cost less in memory than in a register (false: only where registers run out)")
	fs.Var(offFlag{&o.SSA.NoRemat}, "ssa-remat", "SSA allocator level 4: rematerialize spilled never-killed values (constants, addresses) at their uses (false: store and reload them)")
}

// offFlag is a boolean flag, on by default, that sets *off when switched
// off.
type offFlag struct{ off *bool }

func (f offFlag) String() string {
	if f.off == nil {
		return "false"
	}
	return fmt.Sprint(!*f.off)
}

func (f offFlag) Set(s string) error {
	on, err := strconv.ParseBool(s)
	if err != nil {
		return errors.Errorf("%q is not a boolean", s)
	}
	*f.off = !on
	return nil
}

func (f offFlag) IsBoolFlag() bool { return true }

// spillWeightFlag is -spill-weight; unset, the level chooses.
type spillWeightFlag struct{ w *string }

func (f spillWeightFlag) String() string {
	if f.w == nil {
		return ""
	}
	return *f.w
}

func (f spillWeightFlag) Set(s string) error {
	if err := checkSpillWeight(s); err != nil {
		return err
	}
	*f.w = s
	return nil
}

func checkSpillWeight(w string) error {
	switch w {
	case "", "paper", "sqrt", "cost":
		return nil
	}
	return errors.Errorf("unknown spill weight %q (have paper, sqrt, cost)", w)
}

// Name implements Allocator.
func (SSA) Name() string { return "ssa" }

type ssaAlloc struct {
	t    mir.Target
	opts Options
	in   *mir.Func
	// w is the working copy: its copies made by PhiLifting have Why
	// "phi-lift", its spill code "spill" and "reload".
	w      *Work
	f      *mir.Func // w.F
	alloc  [mir.NumClasses][]mir.Reg
	allocS [mir.NumClasses]mir.RegSet

	// per virtual register (dense index)
	pinned      []bool // lives in a spill slot for its whole range
	unspillable []bool
	spilled     []bool // has been spilled (rewritten)
	slotOf      []int
	loc         []mir.Loc
	forbidden   []mir.RegSet
	weight      []float64
	hint        []mir.Reg
	// ownHint marks the values whose hint is their own (a copy of the
	// value into a physical register, or of one into the value), not one
	// propagateHints passed back from the values they flow into.
	ownHint []bool

	depth []int
	stats Stats

	level int
	// classes are the phi-related equivalence classes; classSlot gives the
	// stack slot of a class once one of its members is spilled.
	classes   *phiClasses
	classSlot map[int32]int
	// lifted are the argument copies of PhiLifting still in the code.
	lifted []liftRec
	// reuse marks reload temporaries that serve several uses in a block;
	// spilling one splits it back into one reload per use.
	reuse map[mir.Reg]sharedReload
	tags  []*mir.Instr  // RematTags of in, once needed (rematTags)
	loops *mir.LoopNest // level 4's loop reloads (reuseLoop)
	dom   *mir.DomTree  // level 4's dominator reuse (domReuse)
	// defReuse maps a spilled value whose own register serves its first
	// uses (SSAOptions.NoDefReuse) to the value stored in its slot.
	defReuse map[mir.Reg]mir.Reg
	// phiReuse are the phis among defReuse (SSAOptions.NoPhiReuse).
	phiReuse map[mir.Reg]bool
	// constrained are the round's victims chosen at their own definition,
	// where a register was free, that may use no register a call clobbers
	// (with defReuse).
	constrained map[mir.Reg]bool
	// pressure is, for each victim of the round, the block where colouring
	// found no register and chose it (with loops).
	pressure map[mir.Reg]*mir.Block
}

// effectiveLevel is the level an allocation runs at.
func effectiveLevel(opts Options) int {
	switch {
	case opts.Level <= 0:
		return DefaultLevel
	case opts.Level > MaxLevel:
		return MaxLevel
	}
	return opts.Level
}

// Allocate implements Allocator.
func (SSA) Allocate(in *mir.Func, t mir.Target, opts Options) (*mir.Func, *Stats, error) {
	out, st, err := allocateCallSplit(in, t, opts)
	var ae *AllocError
	if errors.As(err, &ae) && effectiveLevel(opts) >= 4 && !opts.SSA.NoEBBReuse {
		// A reload shared across blocks can leave an instruction of a
		// tiny budget without a register where per-block reloads fit
		// (zstd's ZSTD_compressBlock_fast_dictMatchState at 4 GPRs):
		// allocate again with the paper's block-local reuse.
		opts.SSA.NoEBBReuse = true
		opts.SSA.CallSplit = false
		return allocateSSA(in, t, opts, nil, nil)
	}
	return out, st, err
}

// allocateCallSplit is level 4's split before spill (SSAOptions.CallSplit):
// an allocation without splits finds the values that colouring put in
// memory, and if SplitAroundCalls would split some of them, the function
// is allocated again with those values split around the cold calls they
// cross, and again with those that allocation spilled as well, up to
// four allocations. Where one fails (a tiny budget's call arguments
// leave a split copy's reload no register), the one before stands.
func allocateCallSplit(in *mir.Func, t mir.Target, opts Options) (*mir.Func, *Stats, error) {
	if effectiveLevel(opts) < 4 || !opts.SSA.CallSplit {
		return allocateSSA(in, t, opts, nil, nil)
	}
	plain := opts
	plain.SSA.CallSplit = false
	var spilled map[mir.Reg]bool
	out, st, err := allocateSSA(in, t, plain, nil, &spilled)
	if err != nil {
		return out, st, err
	}
	// Values the split's allocation spills in turn (they competed with
	// the split ones for the registers calls preserve) join the set, up
	// to four allocations.
	split := map[mir.Reg]bool{}
	total := st.Time
	for pass := 0; pass < 3; pass++ {
		grew := false
		for v := range spilled {
			if !split[v] {
				split[v], grew = true, true
			}
		}
		if !grew {
			break
		}
		out2, st2, err2 := allocateSSA(in, t, opts, func(v mir.Reg) bool { return split[v] }, &spilled)
		if err2 != nil || st2.CallSplits == 0 {
			break
		}
		total += st2.Time
		out, st = out2, st2
	}
	st.Time = total
	return out, st, nil
}

// allocateSSA is one allocation by the SSA allocator. With CallSplit,
// split chooses the values SplitAroundCalls may split; a non-nil spilled
// receives the input's values that the allocation put in memory.
func allocateSSA(in *mir.Func, t mir.Target, opts Options, split func(mir.Reg) bool, spilled *map[mir.Reg]bool) (*mir.Func, *Stats, error) {
	start := time.Now()
	if err := checkSpillWeight(opts.SSA.SpillWeight); err != nil {
		return nil, nil, err
	}
	a := newSSAAlloc(in, t, opts)
	a.stats.Func = in.Name
	a.stats.VirtRegs = len(in.Classes)
	a.stats.K = len(a.alloc[mir.GPR])
	mark := time.Now()
	phase := func(name string) {
		now := time.Now()
		a.stats.addPhase(name, now.Sub(mark))
		mark = now
	}
	a.stats.SplitEdges = SplitCriticalEdges(a.f)
	if a.level >= 4 && opts.SSA.CallSplit {
		if a.stats.CallSplits = SplitAroundCalls(a.w, split); a.stats.CallSplits > 0 {
			// The new phis' edges.
			a.stats.SplitEdges += SplitCriticalEdges(a.f)
		}
	}
	a.PhiLifting()
	a.grow()
	dom := mir.Dominators(a.f)
	if len(dom.RPO) != len(a.f.Blocks) {
		// Colouring walks the dominance tree; the lowerings never leave
		// unreachable blocks, so refuse rather than guess.
		return nil, nil, &AllocError{Func: in.Name, Msg: fmt.Sprintf(
			"%d of %d blocks are unreachable from the entry (remove them before allocation)",
			len(a.f.Blocks)-len(dom.RPO), len(a.f.Blocks))}
	}
	a.depth = LoopDepths(a.f, dom)
	if a.reuseScope() >= reuseEBB && !opts.SSA.NoDomReuse {
		a.dom = dom
	}
	if a.reuseScope() >= reuseEBB && !opts.SSA.NoDefReuse {
		a.defReuse = map[mir.Reg]mir.Reg{}
		a.constrained = map[mir.Reg]bool{}
		if !opts.SSA.NoPhiReuse {
			a.phiReuse = map[mir.Reg]bool{}
		}
	}
	if a.reuseScope() == reuseLoop {
		a.loops = mir.FindLoops(a.f, dom)
		a.pressure = map[mir.Reg]*mir.Block{}
	}
	if a.level >= 4 && !opts.SSA.NoRemat {
		a.markRemat()
	}
	phase("PhiLifting")
	a.buildPhiClasses()
	if a.level >= 3 && !opts.SSA.NoPhiMemCoalesce {
		a.PhiMemCoalesce(dom)
	}
	a.stats.PhiClasses = a.classes.count()
	phase("PhiMemCoalesce")
	var lv *Liveness // of the final code, once the last round spills nothing
	for round := 0; ; round++ {
		if round > 10000 {
			return nil, nil, &AllocError{Func: in.Name, Msg: "spilling does not converge"}
		}
		a.stats.Rounds = round + 1
		a.grow()
		lv = ComputeLiveness(a.f)
		info := a.scan(lv)
		phase("liveness+weights")
		victims, err := a.colour(dom, lv, info)
		phase("colour")
		if err != nil {
			return nil, nil, err
		}
		if len(victims) == 0 && a.level >= 4 && !opts.SSA.NoWebSpill {
			victims = a.spillByTransfers()
		}
		if len(victims) == 0 {
			break
		}
		a.spill(victims)
		phase("spill")
		// Spill code adds blocks' instructions but no blocks: dom stays.
	}
	if !opts.NoSlotSharing {
		a.shareSlots(lv)
	}
	phase("ShareSlots")
	if spilled != nil {
		*spilled = map[mir.Reg]bool{}
		for i := range in.Classes {
			if a.pinned[i] && a.loc[i].IsSlot() {
				(*spilled)[vreg(i)] = true
			}
		}
	}
	a.w.CarryReloads = a.level >= 4 && !a.opts.SSA.NoEBBReuse
	a.w.NoSpillCleanup = a.level < 4
	var reuse mir.RegSet
	if !a.opts.SSA.NoLoadReuse {
		reuse = BudgetRegs(a.t, a.opts)
	}
	out := a.w.Output(a.t, a.loc, reuse, &a.stats)
	phase("SSA deconstruction")
	if a.level >= 4 && !opts.SSA.NoFold && FoldMemory(out, a.t) > 0 {
		a.stats.Count(out)
		phase("FoldReloads")
	}
	a.stats.Time = time.Since(start)
	s := a.stats
	return out, &s, nil
}

// newSSAAlloc prepares the allocation of in.
func newSSAAlloc(in *mir.Func, t mir.Target, opts Options) *ssaAlloc {
	a := &ssaAlloc{t: t, opts: opts, in: in, w: NewWork(in),
		level: effectiveLevel(opts), classSlot: map[int32]int{}, reuse: map[mir.Reg]sharedReload{}}
	a.f = a.w.F
	for c := mir.Class(0); c < mir.NumClasses; c++ {
		a.alloc[c] = Allocatable(t, c, opts)
		for _, r := range a.alloc[c] {
			a.allocS[c] = a.allocS[c].Add(r)
		}
	}
	return a
}

// grow extends the per-register tables to the current number of virtual
// registers.
//
// The tables grow by an eighth beyond what is needed, not by append's
// doubling: on a function of a million values the slack of doubling was
// a quarter of the allocator's heap (issue 16), while spill rounds add
// few values at a time.
func (a *ssaAlloc) grow() {
	n := len(a.f.Classes)
	old := len(a.pinned)
	if old >= n {
		return
	}
	c := n + n/8
	a.pinned = growTo(a.pinned, n, c)
	a.unspillable = growTo(a.unspillable, n, c)
	a.spilled = growTo(a.spilled, n, c)
	a.slotOf = growTo(a.slotOf, n, c)
	for i := old; i < n; i++ {
		a.slotOf[i] = -1
	}
	a.loc = growTo(a.loc, n, c)
	a.forbidden = growTo(a.forbidden, n, c)
	a.weight = growTo(a.weight, n, c)
	a.hint = growTo(a.hint, n, c)
	a.ownHint = growTo(a.ownHint, n, c)
	if a.classes != nil {
		a.classes.grow(n)
	}
}

// growTo extends s with zero values to length n, reallocating it with
// capacity c (>= n) when it has less room.
func growTo[T any](s []T, n, c int) []T {
	if cap(s) < n {
		t := make([]T, len(s), c)
		copy(t, s)
		s = t
	}
	var zero T
	for len(s) < n {
		s = append(s, zero)
	}
	return s
}

func (a *ssaAlloc) class(r mir.Reg) mir.Class { return RegClass(a.f, a.t, r) }

// PhiLifting (Pereira Fig. 4) gives every phi argument a fresh virtual
// defined by a copy at the end of the predecessor it flows from, so that
// the phi-related values of each phi never interfere (CSSA). A destination
// is lifted too (the phi defines a fresh virtual copied into the old
// destination after the phis) when another phi of its block uses it, as
// section 3 says ("only if it is also used by some phi"): otherwise, in a
// loop where one phi reads another's destination, that destination would
// still be live where its own class's argument copy is made. With Options.LiftPhiDefs every destination is lifted, as Fig. 4
// prints. At level 4 an argument that a constant or an address defines is
// not copied but computed again where the copy would be
// (rematPhiArgs).
func (a *ssaAlloc) PhiLifting() {
	f := a.f
	// lift marks destinations that another phi of their own block reads:
	// only there (at the end of a back edge's predecessor) can a
	// destination be live where its own class's argument copy is made.
	lift := map[mir.Reg]bool{}
	for _, b := range f.Blocks {
		phis := b.Phis()
		for _, p := range phis {
			for _, q := range phis {
				if p == q {
					continue
				}
				for _, u := range q.Uses {
					if u == p.Defs[0] {
						lift[u] = true
					}
				}
			}
		}
	}
	rdef := a.rematPhiArgs()
	for _, b := range f.Blocks {
		phis := b.Phis()
		if len(phis) == 0 {
			continue
		}
		var defCopies []*mir.Instr
		for _, phi := range phis {
			for i, u := range phi.Uses {
				p := b.Preds[i]
				if x := rdef[u]; x != nil {
					// Level 4: the constant is computed again at the
					// end of the predecessor, into the phi's class.
					r, v := a.w.NewRemat(x)
					insertBeforeTerm(p, r)
					phi.Uses[i] = v
					continue
				}
				v := a.w.NewRegLike(u)
				cp := a.w.NewCopy([]mir.Reg{v}, []mir.Reg{u}, "phi-lift")
				insertBeforeTerm(p, cp)
				a.lifted = append(a.lifted, liftRec{copy: cp, pred: p, phi: phi, k: i})
				phi.Uses[i] = v
				a.stats.LiftCopies++
			}
			if d := phi.Defs[0]; a.opts.SSA.LiftPhiDefs || lift[d] {
				v := a.w.NewRegLike(d)
				phi.Defs[0] = v
				defCopies = append(defCopies, a.w.NewCopy([]mir.Reg{d}, []mir.Reg{v}, "phi-lift"))
				a.stats.LiftCopies++
			}
		}
		if len(defCopies) > 0 {
			n := len(phis)
			rest := append([]*mir.Instr(nil), b.Instrs[n:]...)
			b.Instrs = append(append(b.Instrs[:n], defCopies...), rest...)
		}
	}
	a.dropUnread(rdef)
}

// scanInfo is what one backward pass over the code finds: for every
// instruction the virtual registers whose last use it is, and the defs
// that are never used.
type scanInfo struct {
	// dying are the values each instruction reads last, dead those it
	// defines that nothing reads.
	dying, dead *instrRegs
	// passes, with phi targets (level 4's hints), maps a value to the
	// value its register becomes where it dies (phiTargets): the
	// definition of a copy of it, or of an instruction that ties its
	// definition to it; 0 for none.
	passes []mir.Reg
}

// notePass records in passes what u, which dies at in, passes its
// register on to.
func (info *scanInfo) notePass(f *mir.Func, in *mir.Instr, u mir.Reg) {
	if len(in.Defs) == 0 || !in.Defs[0].IsVirtual() || f.ClassOf(in.Defs[0]) != f.ClassOf(u) {
		return
	}
	if _, tu, ok := in.TiedPair(); ok && tu == u || in.Op == mir.OpCopy && len(in.Defs) == 1 && len(in.Uses) == 1 {
		info.passes[vidx(u)] = in.Defs[0]
	}
}

// scan walks every block backwards from its live-out set. It records last
// uses and dead defs, copy hints towards physical registers, and the spill
// weights of ComputeWeight; the physical registers each virtual register
// must avoid (those occupied somewhere in its live range: fixed operands
// and call clobbers) come from the constraint model (Forbidden).
func (a *ssaAlloc) scan(lv *Liveness) *scanInfo {
	n := len(a.f.Classes)
	info := &scanInfo{dying: newInstrRegs(a.f), dead: newInstrRegs(a.f)}
	size := make([]float64, n)
	occ := make([]float64, n) // sum of 1 + 10^depth over defs and uses
	// Level 4 with SSAOptions.CostWeight: cost is the memory traffic a
	// spill of each value would add, each access weighted by 10^depth of
	// its block; seg numbers the stretches of blocks between calls, and
	// lastSeg[v] is the last in which a reload of v was counted (one
	// reload serves the uses of a stretch).
	costW := a.level >= 4 && a.opts.SSA.CostWeight
	var cost []float64
	var lastSeg []int32
	seg := int32(0)
	if costW {
		cost = make([]float64, n)
		lastSeg = make([]int32, n)
	}
	cons := NewConstraints(NewNumbering(a.f, nil), a.t, a.opts)
	copy(a.forbidden, cons.Forbidden(lv))
	for i := range a.hint[:n] {
		a.hint[i] = 0
		a.ownHint[i] = false
	}
	if a.level >= 4 && !a.opts.SSA.NoHints && !a.opts.SSA.NoPhiTargets {
		info.passes = make([]mir.Reg, n)
	}
	live := NewLiveSet(n)
	maxLive := 0
	for _, b := range a.f.Blocks {
		w := 1 + Frequency(a.depth[b.ID])
		freq := Frequency(a.depth[b.ID])
		seg++
		live.Reset(lv.Out(b))
		// A live range's size counts the control-flow edges it crosses
		// as well as its instructions (Fig. 6's s).
		for _, s := range b.Succs {
			for _, v := range lv.In(s) {
				size[vidx(v)]++
			}
		}
		// Phi arguments flowing out of b are used at b's end.
		for _, s := range b.Succs {
			k := s.PredIndex(b)
			for _, phi := range s.Phis() {
				// Fig. 6: a use by a phi costs a transfer unless the
				// phi defines the value itself.
				if u := phi.Uses[k]; u.IsVirtual() && u != phi.Defs[0] {
					occ[vidx(u)] += w
					if costW {
						cost[vidx(u)] += freq // a load (or a slot shared with the phi)
					}
				}
			}
		}
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			in := b.Instrs[i]
			if in.Op == mir.OpPhi {
				// ComputeWeight (Fig. 6): a phi's definition costs a
				// transfer at the end of each predecessor whose argument
				// is another value. From level 2 on, arguments already
				// in memory are deducted: if the destination is spilled
				// too, they share its slot and nothing moves.
				d := in.Defs[0]
				for k, u := range in.Uses {
					if u == d {
						continue
					}
					if a.level >= 2 && u.IsVirtual() && a.pinned[vidx(u)] {
						continue
					}
					occ[vidx(d)] += 1 + Frequency(a.depth[b.Preds[k].ID])
					if costW {
						cost[vidx(d)] += Frequency(a.depth[b.Preds[k].ID])
					}
				}
				continue
			}
			for _, d := range in.Defs {
				if !d.IsVirtual() {
					continue
				}
				occ[vidx(d)] += w
				if costW && a.w.RematOf(d) == nil {
					cost[vidx(d)] += freq // the store (or the copy's, into the slot)
				}
				if !live.Has(d) {
					info.dead.add(b, i, d)
				}
			}
			for _, d := range in.Defs {
				if d.IsVirtual() {
					live.Remove(d)
				}
			}
			for _, u := range in.Uses {
				if !u.IsVirtual() {
					continue
				}
				occ[vidx(u)] += w
				if costW {
					switch {
					case a.w.RematOf(u) != nil:
						cost[vidx(u)] += RematCost * freq
					case in.Op == mir.OpCopy || a.opts.SSA.NoLoadReuse:
						cost[vidx(u)] += freq
					case lastSeg[vidx(u)] != seg:
						cost[vidx(u)] += freq
						lastSeg[vidx(u)] = seg
					}
				}
				if !live.Has(u) {
					live.Add(u)
					info.dying.add(b, i, u)
					if info.passes != nil {
						info.notePass(a.f, in, u)
					}
				}
			}
			cnt := 0
			for _, v := range live.Regs() {
				size[vidx(v)]++
				if a.f.ClassOf(v) == mir.GPR && !a.pinned[vidx(v)] {
					cnt++
				}
			}
			if cnt > maxLive {
				maxLive = cnt
			}
			if in.Clobbers != 0 {
				seg++ // reloads do not live across calls
			}
			// Copy hints.
			if in.Op == mir.OpCopy {
				d, u := in.Defs[0], in.Uses[0]
				if d.IsPhys() && u.IsVirtual() && a.hint[vidx(u)] == 0 {
					a.hint[vidx(u)], a.ownHint[vidx(u)] = d, true
				}
				if u.IsPhys() && d.IsVirtual() {
					a.hint[vidx(d)], a.ownHint[vidx(d)] = u, true
				}
			}
		}
	}
	info.dying.build()
	info.dead.build()
	if maxLive > a.stats.MaxLive {
		a.stats.MaxLive = maxLive
	}
	if a.level >= 4 && !a.opts.SSA.NoHints {
		a.propagateHints()
	}
	for v := 0; v < n; v++ {
		s := size[v]
		if s < 1 {
			s = 1
		}
		kind := a.opts.SSA.SpillWeight
		if kind == "" && a.level >= 4 {
			kind = "sqrt" // level 4's default (docs/ALLOCATORS.md)
		}
		switch kind {
		case "sqrt":
			s = math.Sqrt(s)
		case "cost":
			s = 1
		}
		a.weight[v] = ComputeWeight(occ[v], s)
		if costW {
			a.weight[v] = ComputeWeight(cost[v], s)
		} else if a.level >= 4 && a.w.RematOf(vreg(v)) != nil {
			// Level 4: a never-killed value costs a recomputation per
			// use instead of a load (Work.SpillCosts' RematCost).
			a.weight[v] *= RematCost
		}
	}
	return info
}

// ComputeWeight is Pereira's spill weight (Fig. 6): the sum, over the
// definition and uses of a value, of 1 + 10^(loop depth), divided by the
// size of its live range. The cheapest value to spill has the least
// weight.
func ComputeWeight(occurrences, size float64) float64 { return occurrences / size }

func minInt(a, b int) int {
	if a < b {
		return a
	}
	return b
}

// colour assigns registers in dominance-tree pre-order. It returns the
// values to spill when some definition found no register; the caller
// spills them and colours again.
func (a *ssaAlloc) colour(dom *mir.DomTree, lv *Liveness, info *scanInfo) ([]mir.Reg, error) {
	n := len(a.f.Classes)
	for v := 0; v < n; v++ {
		if !a.pinned[v] {
			a.loc[v] = mir.Loc{}
		}
	}
	var rel *phiRelation
	if a.level >= 2 && !a.opts.SSA.NoPreference {
		rel = a.phiRelation()
	}
	var victims []mir.Reg
	clear(a.pressure)
	clear(a.constrained)
	var curBlock *mir.Block
	var wanted *wantedAhead
	if a.level >= 4 && !a.opts.SSA.NoHints {
		wanted = newWantedAhead(n)
	}
	chosen := map[mir.Reg]bool{}
	owner := make([]mir.Reg, mir.FirstVirtual)
	var blockErr error
	assign := func(d mir.Reg, want mir.Reg, in *mir.Instr, mustWant bool) bool {
		v := vidx(d)
		c := a.f.Classes[v]
		ok := func(r mir.Reg) bool {
			return r != 0 && a.allocS[c].Has(r) && owner[r] == 0 && !a.forbidden[v].Has(r)
		}
		r := mir.Reg(0)
		if !mustWant && rel != nil {
			for _, x := range a.ComputePreference(d, rel) {
				if ok(x) {
					r = x
					break
				}
			}
		}
		var shun mir.RegSet
		if r == 0 && !mustWant && rel != nil && info.passes != nil {
			var targets []mir.Reg
			targets, shun = a.phiTargets(d, rel, info)
			for _, x := range targets {
				if ok(x) {
					r = x
					break
				}
			}
		}
		switch {
		case r != 0:
		case mustWant:
			if ok(want) {
				r = want
			}
		case ok(want) && !shun.Has(want):
			r = want
		case ok(a.hint[v]) && !shun.Has(a.hint[v]):
			// A register that a phi d reaches may not take (a call
			// argument's hint, passed back to a value live across the
			// call) is no reason to leave those the phi may: the move
			// would only go from here to the phi's edge.
			r = a.hint[v]
		default:
			// Level 4: first a register that no value defined later in
			// the block, while d is still live, is hinted to
			// (wantedAhead), and that a phi d reaches may take.
			avoid := wanted.ahead(d)
			if shun != 0 {
				for _, x := range a.alloc[c] {
					if ok(x) && !avoid.Has(x) && !shun.Has(x) {
						r = x
						break
					}
				}
			}
			for _, x := range a.alloc[c] {
				if r == 0 && ok(x) && !avoid.Has(x) {
					r = x
					break
				}
			}
			if r == 0 && avoid != 0 {
				for _, x := range a.alloc[c] {
					if ok(x) {
						r = x
						break
					}
				}
			}
		}
		if r != 0 {
			owner[r] = d
			a.loc[v] = mir.RegLoc(r)
			return true
		}
		// No register: spill the cheapest of d and the values holding
		// registers d could use.
		best, bestW := mir.Reg(0), math.Inf(1)
		if !a.unspillable[v] {
			best, bestW = d, a.weight[v]
		}
		for _, x := range a.alloc[c] {
			o := owner[x]
			if o == 0 || a.forbidden[v].Has(x) || a.unspillable[vidx(o)] || chosen[o] {
				continue
			}
			if mustWant && x != want {
				continue
			}
			if a.weight[vidx(o)] < bestW {
				best, bestW = o, a.weight[vidx(o)]
			}
		}
		if best == 0 && !mustWant {
			// Every register d may use holds a value that must stay: a
			// reload made for the same instruction may move to a free
			// register that d may not use, leaving it its own.
			if x := a.moveAside(d, curBlock, in, owner); x != 0 {
				owner[x] = d
				a.loc[v] = mir.RegLoc(x)
				return true
			}
		}
		if best == 0 {
			// Every register d may use holds a value that must stay (a
			// reload or rematerialization for the same instruction, when
			// d may not use a register that a fixed operand near it
			// takes): spill the value in another register instead, so
			// that the next round has one more register for them.
			for _, x := range a.alloc[c] {
				o := owner[x]
				if o != 0 && !a.unspillable[vidx(o)] && !chosen[o] && a.weight[vidx(o)] < bestW {
					best, bestW = o, a.weight[vidx(o)]
				}
			}
		}
		if best == 0 {
			if blockErr == nil {
				at := in
				if a.w.Made(in) {
					// A reload or copy of the allocator's own: name the
					// instruction of the program that needs it.
					at = a.userOf(curBlock, in)
				}
				blockErr = &AllocError{Func: a.in.Name, Msg: fmt.Sprintf(
					"no %s register left for %s at %q: the register budget (%d) is below what this instruction needs",
					c, mir.FormatReg(a.t, d), at.Format(a.t), len(a.alloc[c]))}
			}
			return false
		}
		chosen[best] = true
		victims = append(victims, best)
		if a.loops != nil {
			a.pressure[best] = curBlock
		}
		if best == d && a.defReuse != nil {
			// d is chosen at its own definition: if a register is free
			// there and d may use no register that a call clobbers, a call
			// it lives across kept it out, and its register can serve the
			// uses before the call.
			clobbered := a.allocS[c] &^ a.t.CalleeSaved()
			if clobbered != 0 && clobbered&^a.forbidden[v] == 0 {
				for _, x := range a.alloc[c] {
					if owner[x] == 0 {
						a.constrained[d] = true
						break
					}
				}
			}
		}
		if best != d {
			// Pretend it is in memory from here on, and take its register.
			r := a.loc[vidx(best)].Reg
			owner[r] = d
			a.loc[v] = mir.RegLoc(r)
		}
		return false
	}
	for _, b := range dom.PreOrder() {
		curBlock = b
		wanted.block(a, b, info)
		for i := range owner {
			owner[i] = 0
		}
		for _, r := range lv.In(b) {
			if l := a.loc[vidx(r)]; l.IsReg() && !chosen[r] {
				owner[l.Reg] = r
			}
		}
		for i, in := range b.Instrs {
			wanted.at(i)
			if in.Op == mir.OpPhi {
				d := in.Defs[0]
				if !a.pinned[vidx(d)] {
					assign(d, 0, in, false)
				}
				continue
			}
			free := func() {
				for _, u := range info.dying.at(b, i) {
					if l := a.loc[vidx(u)]; l.IsReg() && owner[l.Reg] == u {
						owner[l.Reg] = 0
					}
				}
			}
			if !in.EarlyClobber {
				free()
			}
			for k, d := range in.Defs {
				if !d.IsVirtual() || a.pinned[vidx(d)] {
					continue
				}
				want, must := mir.Reg(0), false
				if _, u, ok := in.TiedPair(); k == 0 && ok {
					if l := a.loc[vidx(u)]; l.IsReg() {
						want, must = l.Reg, true
					}
				} else if in.Op == mir.OpCopy {
					u := in.Uses[0]
					if u.IsPhys() {
						want = u
					} else if l := a.loc[vidx(u)]; l.IsReg() && owner[l.Reg] == 0 {
						// Local coalescing: the source died here.
						want = l.Reg
					}
				}
				assign(d, want, in, must)
			}
			if in.EarlyClobber {
				free()
			}
			for _, d := range info.dead.at(b, i) {
				if l := a.loc[vidx(d)]; l.IsReg() && owner[l.Reg] == d {
					owner[l.Reg] = 0
				}
			}
		}
		if blockErr != nil {
			return nil, blockErr
		}
	}
	if a.level >= 4 {
		victims = a.keepTiedSources(victims)
	}
	return victims, nil
}

// moveAside frees a register for d, defined by in in block b, where every
// register d may use holds a value o that must stay: o, defined earlier in
// b, not by a phi nor tied, moves to a register y that is free, that d may
// not use and o may, and that nothing from o's definition to in reads or
// writes. It returns the register freed (owner updated for o), or 0.
func (a *ssaAlloc) moveAside(d mir.Reg, b *mir.Block, in *mir.Instr, owner []mir.Reg) mir.Reg {
	v := vidx(d)
	c := a.f.Classes[v]
	at := -1
	for i, x := range b.Instrs {
		if x == in {
			at = i
			break
		}
	}
	if at < 0 {
		return 0
	}
	busy := func(x *mir.Instr, y mir.Reg) bool {
		if x.Clobbers.Has(y) {
			return true
		}
		for _, rs := range [][]mir.Reg{x.Defs, x.Uses} {
			for _, r := range rs {
				if r == y || r.IsVirtual() && a.loc[vidx(r)] == mir.RegLoc(y) {
					return true
				}
			}
		}
		return false
	}
	for _, x := range a.alloc[c] {
		o := owner[x]
		if o == 0 || !o.IsVirtual() || a.forbidden[v].Has(x) {
			continue
		}
		def := -1
		for j := at - 1; j >= 0; j-- {
			if len(b.Instrs[j].Defs) > 0 && b.Instrs[j].Defs[0] == o {
				def = j
				break
			}
		}
		if def < 0 || b.Instrs[def].Op == mir.OpPhi || b.Instrs[def].Tied >= 0 || len(b.Instrs[def].Defs) != 1 {
			continue
		}
		for _, y := range a.alloc[c] {
			if owner[y] != 0 || !a.forbidden[v].Has(y) || a.forbidden[vidx(o)].Has(y) {
				continue
			}
			clear := true
			for j := def; j <= at && clear; j++ {
				clear = !busy(b.Instrs[j], y)
			}
			if clear {
				a.loc[vidx(o)] = mir.RegLoc(y)
				owner[y], owner[x] = o, 0
				return x
			}
		}
	}
	return 0
}

// keepTiedSources drops from a round's victims the tied source of an
// instruction whose definition is a victim too (level 4). The two must
// share a register, so a definition that is live across a call lends its
// source its own constraint: a register that survives the call. Where none
// is left, the source found no register and was chosen first, and the
// rewritten copy into it then moved slot to slot, with a reload before the
// operation and a store after it (x86-64's two-address SSE arithmetic on
// values that live across calls). Once the definition is stored right
// after the operation, the source is free of that constraint; if it still
// finds no register, a later round spills it.
func (a *ssaAlloc) keepTiedSources(victims []mir.Reg) []mir.Reg {
	if len(victims) < 2 {
		return victims
	}
	chosen := make(map[mir.Reg]bool, len(victims))
	for _, v := range victims {
		chosen[v] = true
	}
	drop := map[mir.Reg]bool{}
	for _, b := range a.f.Blocks {
		for _, in := range b.Instrs {
			if d, u, ok := in.TiedPair(); ok && u != d && chosen[u] && chosen[d] {
				drop[u] = true
			}
		}
	}
	if len(drop) == 0 {
		return victims
	}
	out := victims[:0]
	for _, v := range victims {
		if !drop[v] {
			out = append(out, v)
		}
	}
	return out
}

// userOf finds, after the allocator-made copy in in block b, the first
// instruction of the program that reads (a copy of) its result; in itself
// if there is none.
func (a *ssaAlloc) userOf(b *mir.Block, in *mir.Instr) *mir.Instr {
	vals := map[mir.Reg]bool{in.Defs[0]: true}
	after := false
	for _, x := range b.Instrs {
		if x == in {
			after = true
			continue
		}
		if !after {
			continue
		}
		reads := false
		for _, u := range x.Uses {
			if vals[u] {
				reads = true
			}
		}
		if !reads {
			continue
		}
		if a.w.Made(x) && x.Op == mir.OpCopy {
			vals[x.Defs[0]] = true
			continue
		}
		return x
	}
	return in
}

// phiRelation says, for the values that take part in phis, which phi
// defines them and which phis use them.
type phiRelation struct {
	def   map[mir.Reg]*mir.Instr
	users map[mir.Reg][]*mir.Instr
}

func (a *ssaAlloc) phiRelation() *phiRelation {
	rel := &phiRelation{def: map[mir.Reg]*mir.Instr{}, users: map[mir.Reg][]*mir.Instr{}}
	for _, b := range a.f.Blocks {
		for _, phi := range b.Phis() {
			rel.def[phi.Defs[0]] = phi
			for _, u := range phi.Uses {
				rel.users[u] = append(rel.users[u], phi)
			}
		}
	}
	return rel
}

// ComputePreference (Pereira Fig. 6) is v's preference list: the
// registers already given to the arguments of the phi that defines v and
// to the destinations of the phis that use v, most frequent first (ties in
// allocation order). Choosing from it makes phi arguments fixed points:
// the same register as the destination, so the phi costs no move.
func (a *ssaAlloc) ComputePreference(v mir.Reg, rel *phiRelation) []mir.Reg {
	var p [mir.FirstVirtual]int
	n := 0
	count := func(r mir.Reg) {
		if !r.IsVirtual() {
			return
		}
		if l := a.loc[vidx(r)]; l.IsReg() {
			if p[l.Reg] == 0 {
				n++
			}
			p[l.Reg]++
		}
	}
	if phi := rel.def[v]; phi != nil {
		for _, u := range phi.Uses {
			if u != v {
				count(u)
			}
		}
	}
	for _, phi := range rel.users[v] {
		if d := phi.Defs[0]; d != v {
			count(d)
		}
	}
	if n == 0 {
		return nil
	}
	list := make([]mir.Reg, 0, n)
	for _, r := range a.alloc[a.f.ClassOf(v)] {
		if p[r] > 0 {
			list = append(list, r)
		}
	}
	sort.SliceStable(list, func(i, j int) bool { return p[list[i]] > p[list[j]] })
	return list
}

// phiTargets (level 4, SSAOptions.NoPhiTargets) looks ahead from d, about
// to be coloured, to the phis its value reaches: d itself, then the value
// its register becomes where it dies (scanInfo.passes: a copy's
// destination, a tied definition), up to maxPassSteps of them. It returns
// the registers of the phis reached that have one, or, for a phi not yet
// coloured, its own hint (ownHint), or the registers of its other
// arguments, or else a hint passed back to it (propagateHints), most
// frequent first (ties in allocation order), and
// the registers forbidden to the phis reached that have neither: a
// register outside those lets the phi take d's. Colouring in dominance
// order reaches a loop's preheader and its body before the phis of the
// header they feed, and the paper's preference (ComputePreference) sees
// only a phi's own arguments and destination.
//
// The arguments come before a passed-back hint because the phi will take
// one of their registers (ComputePreference), while such a hint is the
// register of one use downstream: in Lua's luaV_execute, the base
// pointer that a handler's slow path reloads took the register of a call
// argument that some handler passes it in, and every dispatch then moved
// the base there and back. The phi's own hint (it is returned) comes
// first: before the arguments, a call's result returned through the phi
// went to a parameter's register and back, and lost its sibling call.
func (a *ssaAlloc) phiTargets(d mir.Reg, rel *phiRelation, info *scanInfo) ([]mir.Reg, mir.RegSet) {
	var p [mir.FirstVirtual]int
	n := 0
	count := func(r mir.Reg) {
		if p[r] == 0 {
			n++
		}
		p[r]++
	}
	var shun mir.RegSet
	v := d
	for step := 0; step < maxPassSteps && v.IsVirtual(); step++ {
		for _, phi := range rel.users[v] {
			pd := phi.Defs[0]
			if pd == v || a.pinned[vidx(pd)] {
				continue
			}
			if l := a.loc[vidx(pd)]; l.IsReg() {
				count(l.Reg)
				continue
			}
			h := a.hint[vidx(pd)]
			hinted := h != 0 && !a.forbidden[vidx(pd)].Has(h)
			if hinted && a.ownHint[vidx(pd)] {
				count(h) // the register the phi's own use wants (a return's)
				continue
			}
			found := false
			for _, u := range phi.Uses {
				if u == v || !u.IsVirtual() {
					continue
				}
				if l := a.loc[vidx(u)]; l.IsReg() {
					count(l.Reg)
					found = true
				}
			}
			if found {
				continue
			}
			if hinted {
				count(h) // a hint passed back to the phi
				continue
			}
			shun |= a.forbidden[vidx(pd)]
		}
		v = info.passes[vidx(v)]
	}
	if n == 0 {
		return nil, shun
	}
	list := make([]mir.Reg, 0, n)
	for _, r := range a.alloc[a.f.ClassOf(d)] {
		if p[r] > 0 {
			list = append(list, r)
		}
	}
	sort.SliceStable(list, func(i, j int) bool { return p[list[i]] > p[list[j]] })
	return list, shun
}

// maxPassSteps bounds phiTargets' walk.
const maxPassSteps = 8

// spill rewrites the code so that each victim v lives in a spill slot: a
// value defined by a copy, a phi or an implicit def is given the slot as
// its location; any other definition is followed by a store. Uses by
// copies and phis read the slot; other uses get a fresh virtual loaded
// before them, one per block that serves every use up to the next call
// (Pereira section 4.7: loads are recycled within a block), unless
// SSAOptions.NoLoadReuse. The slot is that of v's phi-related class, so phi
// transfers between spilled members of a class vanish. A victim that is a
// shared reload (a.reuse) is split back instead (splitReload).
//
// The victims of a round are rewritten together in one pass over the
// function (the sites of their defs and uses found once), as if each were
// rewritten in turn, in order, by a pass of its own: the new values are
// numbered and the new instructions placed exactly so. One pass per
// victim made spilling quadratic in large functions (issue 16).
func (a *ssaAlloc) spill(victims []mir.Reg) {
	sp := newSpillPass(a.f, victims)
	for _, v := range victims {
		if src, ok := a.reuse[v]; ok {
			a.splitReload(sp, v, src)
			continue
		}
		if mem, ok := a.defReuse[v]; ok {
			// v's own register served its first uses: they load too.
			delete(a.defReuse, v)
			a.unspillable[vidx(v)] = true
			if a.phiReuse[v] {
				delete(a.phiReuse, v)
				// A phi becomes a memory phi after all: in mem's slot,
				// its store after the phis copies the slot to itself
				// (Output writes no move).
				a.pin(v, a.slotOf[vidx(mem)])
			}
			a.reloadUses(sp, v, mem, a.reuseScope(), a.callReuse(), nil)
			continue
		}
		a.stats.Spilled++
		a.spilled[vidx(v)] = true
		if def := a.rematDef(sp, v); def != nil {
			a.rematUses(sp, v, def)
			continue
		}
		slot := a.slotFor(v)
		mem := v
		var seed *spillSite // level 4: v's one definition, whose register serves the uses after it
		for _, s := range sp.defs[v] {
			in := s.b.Instrs[s.i]
			phiReuse := in.Op == mir.OpPhi && len(sp.defs[v]) == 1 && a.constrained[v] && a.phiReuse != nil && a.argsInRegisters(sp, in)
			if !phiReuse && (in.Op == mir.OpPhi || in.Op == mir.OpCopy || in.Op == mir.OpImplicitDef) {
				a.pin(v, slot)
				continue
			}
			mem = a.w.NewRegLike(v)
			a.grow()
			a.pin(mem, slot)
			store := a.w.NewCopy([]mir.Reg{mem}, []mir.Reg{v}, "spill")
			if phiReuse {
				// A phi that a call kept out of the registers keeps its
				// register from the block's start, stored after the
				// phis, for its uses up to the first call (as a value
				// defined by an instruction does, below): a memory phi
				// would reload them at once.
				first := s.b.Instrs[len(s.b.Phis())]
				sp.before[first] = append([]*mir.Instr{store}, sp.before[first]...)
				a.phiReuse[v] = true
			} else {
				// Right after the definition, before the stores of the
				// victims spilled earlier.
				sp.after[in] = append([]*mir.Instr{store}, sp.after[in]...)
			}
			a.unspillable[vidx(v)] = true
			if len(sp.defs[v]) == 1 && a.constrained[v] {
				seed = &spillSite{s.b, s.i}
			}
		}
		if a.reloadUses(sp, v, mem, a.reuseScope(), a.callReuse(), seed) {
			a.unspillable[vidx(v)] = false
			a.defReuse[v] = mem
		} else if a.phiReuse[v] {
			// No use before a call: a memory phi after all.
			delete(a.phiReuse, v)
			a.pin(v, slot)
		}
	}
	sp.apply()
}

// argsInRegisters says whether the arguments of phi are in registers so
// far and independent of phi: none is in memory, nor a copy of a value in
// memory, nor reached from phi's own value through copies and phis (the
// phi carried around a loop, unchanged on some path: an interpreter's
// state through its dispatch loop). Such an argument costs a memory phi
// nothing on its edge, and a phi in a register a reload there and a store
// after the phis. The search stops, and says no, after maxArgWeb values or
// at a copy of a physical register (an incoming parameter, say), which it
// does not look through.
func (a *ssaAlloc) argsInRegisters(sp *spillPass, phi *mir.Instr) bool {
	const maxArgWeb = 64
	v := phi.Defs[0]
	seen := map[mir.Reg]bool{}
	work := append([]mir.Reg(nil), phi.Uses...)
	for len(work) > 0 {
		u := work[len(work)-1]
		work = work[:len(work)-1]
		if u == v || !u.IsVirtual() || a.pinned[vidx(u)] {
			return false
		}
		if seen[u] {
			continue
		}
		if seen[u] = true; len(seen) > maxArgWeb {
			return false
		}
		if x := sp.transfer(u); x != nil {
			work = append(work, x.Uses...)
		}
	}
	return true
}

// transfer is the phi or single copy that defines u, or nil.
func (sp *spillPass) transfer(u mir.Reg) *mir.Instr {
	if sp.transfers == nil {
		sp.transfers = map[mir.Reg]*mir.Instr{}
		for _, b := range sp.f.Blocks {
			for _, x := range b.Instrs {
				if (x.Op == mir.OpPhi || x.Op == mir.OpCopy) && len(x.Defs) == 1 && x.Defs[0].IsVirtual() {
					sp.transfers[x.Defs[0]] = x
				}
			}
		}
	}
	return sp.transfers[u]
}

// spillSite is an instruction of the code as it was when a round's spilling
// began: Instrs[i] of block b.
type spillSite struct {
	b *mir.Block
	i int
}

// spillPass is one round's spill rewriting: the sites of the victims' defs
// and uses, the calls of each block (as prefix counts), and the
// instructions to insert before and after the existing ones.
type spillPass struct {
	f          *mir.Func
	defs, uses map[mir.Reg][]spillSite // in program order
	calls      map[*mir.Block][]int32  // calls[b][i]: instructions with Clobbers among Instrs[:i]
	before     map[*mir.Instr][]*mir.Instr
	after      map[*mir.Instr][]*mir.Instr
	drop       map[*mir.Instr]bool    // instructions to delete
	transfers  map[mir.Reg]*mir.Instr // the phi or copy defining a value (transfer)
	rpo        []int                  // 1 + reverse-postorder index by block ID, once inRPO needs it
}

func newSpillPass(f *mir.Func, victims []mir.Reg) *spillPass {
	sp := &spillPass{f: f, defs: map[mir.Reg][]spillSite{}, uses: map[mir.Reg][]spillSite{},
		calls: map[*mir.Block][]int32{}, before: map[*mir.Instr][]*mir.Instr{}, after: map[*mir.Instr][]*mir.Instr{}}
	want := make(map[mir.Reg]bool, len(victims))
	for _, v := range victims {
		want[v] = true
	}
	// The blocks' call counts are slices of one array.
	total := 0
	for _, b := range f.Blocks {
		total += len(b.Instrs) + 1
	}
	all := make([]int32, total)
	for _, b := range f.Blocks {
		calls := all[: len(b.Instrs)+1 : len(b.Instrs)+1]
		all = all[len(b.Instrs)+1:]
		for i, in := range b.Instrs {
			calls[i+1] = calls[i]
			if in.Clobbers != 0 {
				calls[i+1]++
			}
			for _, d := range in.Defs {
				if want[d] {
					sp.defs[d] = append(sp.defs[d], spillSite{b, i})
				}
			}
			for k, u := range in.Uses {
				if want[u] && !containsReg(in.Uses[:k], u) {
					sp.uses[u] = append(sp.uses[u], spillSite{b, i})
				}
			}
		}
		sp.calls[b] = calls
	}
	return sp
}

// callBetween reports whether an instruction with clobbers lies in
// Instrs[from:to] of b.
func (sp *spillPass) callBetween(b *mir.Block, from, to int) bool {
	c := sp.calls[b]
	return c[to] > c[from]
}

// apply inserts the new instructions.
func (sp *spillPass) apply() {
	for _, b := range sp.f.Blocks {
		n, drops := len(b.Instrs), 0
		for _, in := range b.Instrs {
			n += len(sp.before[in]) + len(sp.after[in])
			if sp.drop[in] {
				drops++
			}
		}
		if n == len(b.Instrs) && drops == 0 {
			continue
		}
		out := make([]*mir.Instr, 0, n-drops)
		for _, in := range b.Instrs {
			out = append(out, sp.before[in]...)
			if !sp.drop[in] {
				out = append(out, in)
			}
			out = append(out, sp.after[in]...)
		}
		b.Instrs = out
	}
}

// reuseScope is how far one reload of a spilled value serves its uses.
type reuseScope int

const (
	reusePerUse reuseScope = iota // a reload before every use
	reuseBlock                    // one per block, up to the next call (section 4.7)
	reuseEBB                      // level 4: on into successors with no other predecessor
	reuseLoop                     // level 4: one reload before a loop serves the uses inside it
)

// reuseScope is the scope of the reloads spilling makes.
func (a *ssaAlloc) reuseScope() reuseScope {
	switch {
	case a.opts.SSA.NoLoadReuse:
		return reusePerUse
	case a.level >= 4 && !a.opts.SSA.NoEBBReuse && a.opts.SSA.LoopReload:
		return reuseLoop
	case a.level >= 4 && !a.opts.SSA.NoEBBReuse:
		return reuseEBB
	}
	return reuseBlock
}

// callReuse says whether the round's shared reloads may live across calls
// (SSAOptions.NoCallReuse off).
func (a *ssaAlloc) callReuse() bool {
	return a.level >= 4 && !a.opts.SSA.NoCallReuse && a.reuseScope() >= reuseEBB
}

// reloadUses replaces the uses of v outside copies and phis by reloads of
// mem, shared as far as scope says, and across calls if calls is set
// (SSAOptions.NoCallReuse; v's own register, the seed's, never is). A
// shared reload that serves several uses may be spilled itself
// (splitReload), which narrows its scope; one that serves a single use
// may not.
//
// With reuseEBB the uses are visited in reverse postorder of their blocks,
// and a block whose first use comes before any call starts with the
// reload its chain of single predecessors left live at its end: the
// nearest such block with a use of v, through blocks without uses or
// calls. The reload's block dominates the use, so the code stays strict
// SSA. With reuseLoop the uses inside a loop that hoistLoop picks share a
// reload at the end of its preheader instead.
//
// seed, if not nil, is v's one definition (at reuseEBB and wider): v's
// own register then serves as the first reload, from the definition on,
// for the uses up to the first call and for the program's copies among
// them (SSAOptions.NoDefReuse). reloadUses reports whether some use kept
// v so.
func (a *ssaAlloc) reloadUses(sp *spillPass, v, mem mir.Reg, scope reuseScope, calls bool, seed *spillSite) (seeded bool) {
	var shared []mir.Reg // reloads that serve several uses, in order made
	uses := map[mir.Reg]int{}
	var cur mir.Reg
	var curBlock *mir.Block
	last := 0 // the previous use's index in curBlock
	sites := sp.uses[v]
	var availOut map[*mir.Block]mir.Reg
	if scope >= reuseEBB {
		sites = sp.inRPO(sites)
		availOut = map[*mir.Block]mir.Reg{}
	}
	var defBlock *mir.Block // v's one definition's, for reuseLoop
	if scope == reuseLoop && len(sp.defs[v]) == 1 {
		defBlock = sp.defs[v][0].b
	}
	pressure := a.pressure[v]
	var demand *domDemand
	if a.dom != nil && scope >= reuseEBB {
		demand = sp.domDemand(a.dom, sites, calls)
	}
	var loopTemp map[int]mir.Reg        // loop -> the reload at the end of its preheader
	firstCopy := map[mir.Reg]copyRead{} // with calls, the reloads a copy made
	if seed != nil && scope >= reuseEBB {
		// v itself, in its register, serves as the first reload.
		cur, curBlock, last = v, seed.b, seed.i
	}
	// relied marks the reloads whose reuse went past a call or served a
	// copy (calls): only those are split back first to the same scope
	// without calls (splitReload).
	relied := map[mir.Reg]bool{}
	domMade := map[mir.Reg]bool{} // the reloads domInherited may have made
	// stops reports whether a call in Instrs[from:to] of b ends the
	// reuse of cur.
	stops := func(b *mir.Block, from, to int) bool {
		if !sp.callBetween(b, from, to) {
			return false
		}
		if !calls || cur == v || cur == 0 {
			return true
		}
		relied[cur] = true
		return false
	}
	endBlock := func() {
		if availOut != nil && curBlock != nil {
			if stops(curBlock, last, len(curBlock.Instrs)) {
				cur = 0
			}
			availOut[curBlock] = cur // 0: a block that stops the walk
		}
	}
	for _, s := range sites {
		in := s.b.Instrs[s.i]
		if l := a.hoistLoop(s.b, defBlock, pressure); l >= 0 {
			// Uses inside a loop share the reload before it.
			for k, u := range in.Uses {
				switch {
				case u != v:
				case in.Op == mir.OpPhi || in.Op == mir.OpCopy:
					in.Uses[k] = mem
				case k == int(in.Tied):
					t := a.newReload(v)
					sp.before[in] = append(sp.before[in], a.w.NewCopy([]mir.Reg{t}, []mir.Reg{mem}, "reload"))
					in.Uses[k] = t
				default:
					t, ok := loopTemp[l]
					if !ok {
						t = a.newReload(v)
						term := a.loops.Preheader(l).Term()
						sp.before[term] = append(sp.before[term], a.w.NewCopy([]mir.Reg{t}, []mir.Reg{mem}, "reload"))
						if loopTemp == nil {
							loopTemp = map[int]mir.Reg{}
						}
						loopTemp[l] = t
						// Spillable whatever its number of uses: spilling
						// it splits it back (splitReload).
						a.unspillable[vidx(t)] = false
						a.reuse[t] = sharedReload{mem, reuseLoop, false}
					}
					in.Uses[k] = t
				}
			}
			continue
		}
		if s.b != curBlock {
			endBlock()
			cur, curBlock = 0, s.b
			if availOut != nil && (calls || !sp.callBetween(s.b, 0, s.i)) {
				var crossed bool
				cur, crossed = sp.inherited(s.b, availOut, calls, v)
				if cur == 0 && demand != nil {
					cur = a.domInherited(sp, s.b, v, mem, scope, calls, availOut, demand)
					if cur != 0 {
						domMade[cur] = true
						crossed = calls && !sp.domFree(a.dom.IDom[s.b.ID], s.b)
					}
				}
				switch {
				case cur == v && sp.callBetween(s.b, 0, s.i):
					cur = 0
				case cur != 0 && cur != v && (crossed || sp.callBetween(s.b, 0, s.i)):
					relied[cur] = true
				}
			}
		} else if stops(s.b, last, s.i) {
			// Without calls no shared reload lives across a call (nor
			// past one that reads it): the next use loads again.
			cur = 0
		}
		last = s.i
		if in.Op == mir.OpCopy && len(in.Defs) == 1 && in.Defs[0] == mem && mem != v {
			continue // the store after v's definition (a value spilled again)
		}
		if in.Op == mir.OpPhi || in.Op == mir.OpCopy {
			// A copy of the program reads v's register where it still
			// holds v, unless it copies into v's own slot; other copies
			// and phis read the slot.
			// With calls, a program's copy into a physical register (a
			// call's argument, a return value) reads a shared reload of
			// v, the first one to come a new one (the reload may serve
			// the uses after the call), which goes again if nothing else
			// reads it.
			prog := in.Op == mir.OpCopy && !a.w.Made(in)
			for k, u := range in.Uses {
				if u != v {
					continue
				}
				switch {
				case !prog || k >= len(in.Defs) || a.inSlotOf(in.Defs[k], mem) ||
					cur != v && !(calls && in.Defs[k].IsPhys()):
					in.Uses[k] = mem
				case cur == v:
					seeded = true
				default:
					if cur == 0 {
						cur = a.newReload(v)
						x := a.w.NewCopy([]mir.Reg{cur}, []mir.Reg{mem}, "reload")
						sp.before[in] = append(sp.before[in], x)
						firstCopy[cur] = copyRead{in, k, x}
					}
					relied[cur] = true
					in.Uses[k] = cur
					if uses[cur]++; uses[cur] == 2 {
						shared = append(shared, cur)
					}
				}
			}
			continue
		}
		newTemp := func() mir.Reg {
			t := a.newReload(v)
			sp.before[in] = append(sp.before[in], a.w.NewCopy([]mir.Reg{t}, []mir.Reg{mem}, "reload"))
			return t
		}
		for k, u := range in.Uses {
			if u != v {
				continue
			}
			if k == int(in.Tied) {
				// The tied definition overwrites its register.
				in.Uses[k] = newTemp()
				continue
			}
			if scope == reusePerUse || cur == 0 {
				cur = newTemp()
			}
			in.Uses[k] = cur
			if cur == v {
				seeded = true
				continue
			}
			if uses[cur]++; uses[cur] == 2 {
				shared = append(shared, cur)
			}
		}
	}
	endBlock()
	for t, c := range firstCopy {
		if uses[t] == 1 {
			// Only its copy reads it: the copy reads the slot.
			c.in.Uses[c.k] = mem
			sp.unbefore(c.in, c.reload)
		}
	}
	for _, t := range shared {
		a.unspillable[vidx(t)] = false
		a.reuse[t] = sharedReload{mem, scope, calls && relied[t]}
	}
	for t := range domMade {
		if r, ok := a.reuse[t]; ok && r.calls && !relied[t] {
			r.calls = false
			a.reuse[t] = r
		}
	}
	return seeded
}

// copyRead is the read of a reload by the program's copy in that made it.
type copyRead struct {
	in     *mir.Instr
	k      int
	reload *mir.Instr
}

// unbefore deletes x from the instructions to insert before in.
func (sp *spillPass) unbefore(in, x *mir.Instr) {
	l := sp.before[in]
	for i, y := range l {
		if y == x {
			sp.before[in] = append(l[:i:i], l[i+1:]...)
			return
		}
	}
}

// domDemand is, for a spilled value, the blocks whose first use of it
// (not in a phi or copy, which read the slot) comes before any call in
// them and that no call separates from their immediate dominator
// (domFree), and how many such blocks each dominator has: the uses a
// reload at the dominator's end could serve.
type domDemand struct {
	count map[*mir.Block]int
	// from maps each such block to its immediate dominator.
	from map[*mir.Block]*mir.Block
}

// domDemand finds the demand of the uses sites (in reverse postorder).
// With calls, calls in a block or between it and its dominator do not
// matter.
func (sp *spillPass) domDemand(dom *mir.DomTree, sites []spillSite, calls bool) *domDemand {
	d := &domDemand{count: map[*mir.Block]int{}, from: map[*mir.Block]*mir.Block{}}
	var last *mir.Block
	for _, s := range sites {
		if s.b == last {
			continue
		}
		in := s.b.Instrs[s.i]
		if in.Op == mir.OpPhi || in.Op == mir.OpCopy {
			continue
		}
		last = s.b
		if !calls && sp.callBetween(s.b, 0, s.i) {
			continue
		}
		if p := dom.IDom[s.b.ID]; p != nil && p != s.b && (calls || sp.domFree(p, s.b)) {
			d.count[p]++
			d.from[s.b] = p
		}
	}
	return d
}

// everySucc reports whether every successor of p is one of the blocks
// that would take a reload from p's end (p is its immediate dominator),
// so that a reload there runs on no path that does not need it (an
// interpreter's dispatch block, whose handlers mostly do not read the
// value, gets none; nor does a block one of whose successors is a join
// that other blocks reach too).
func (d *domDemand) everySucc(p *mir.Block) bool {
	for _, s := range p.Succs {
		if d.from[s] != p {
			return false
		}
	}
	return true
}

// maxDomWalk bounds the blocks domFree visits.
const maxDomWalk = 64

// domFree reports whether no call lies on a path from the end of p to the
// start of b, which p dominates: the blocks reached backwards from b
// without passing p (b itself too, when a loop leads back to it) have no
// call. It gives up (false) after maxDomWalk blocks.
func (sp *spillPass) domFree(p, b *mir.Block) bool {
	seen := map[*mir.Block]bool{p: true}
	work := append([]*mir.Block(nil), b.Preds...)
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		if len(seen) > maxDomWalk || x.ID == 0 || sp.callBetween(x, 0, len(x.Instrs)) {
			return false
		}
		work = append(work, x.Preds...)
	}
	return true
}

// domInherited is the reload that b's first uses of v take from b's
// immediate dominator p (domReuse), or 0: the reload live at p's end if
// p has one (not v's own register), else, when two or more blocks would
// share it and every successor of p is one of them (demand), a new
// reload of mem at p's end. No call lies between p's end and b
// (domDemand counted b only then) unless calls is set, and the new
// reload's sharedReload says so.
func (a *ssaAlloc) domInherited(sp *spillPass, b *mir.Block, v, mem mir.Reg, scope reuseScope, calls bool, availOut map[*mir.Block]mir.Reg, demand *domDemand) mir.Reg {
	p := a.dom.IDom[b.ID]
	if p == nil || p == b || demand.from[b] != p {
		return 0
	}
	if t, ok := availOut[p]; ok && t != 0 {
		if t == v {
			return 0
		}
		return t
	}
	if demand.count[p] < 2 || !demand.everySucc(p) {
		return 0
	}
	t := a.newReload(v)
	term := p.Term()
	sp.before[term] = append(sp.before[term], a.w.NewCopy([]mir.Reg{t}, []mir.Reg{mem}, "reload"))
	// Spillable whatever its number of uses: spilling it splits it back
	// (splitReload).
	a.unspillable[vidx(t)] = false
	a.reuse[t] = sharedReload{mem, scope, calls}
	availOut[p] = t
	return t
}

// inSlotOf reports whether d lives in mem's slot.
func (a *ssaAlloc) inSlotOf(d, mem mir.Reg) bool {
	return d.IsVirtual() && a.pinned[vidx(d)] && a.slotOf[vidx(d)] == a.slotOf[vidx(mem)]
}

// newReload is a fresh unspillable temporary for a reload of v.
func (a *ssaAlloc) newReload(v mir.Reg) mir.Reg {
	t := a.w.NewRegLike(v)
	a.grow()
	a.unspillable[vidx(t)] = true
	return t
}

// hoistLoop is the outermost loop around block b that a reload of a value
// defined in block def can be hoisted out of: one that does not contain
// def, has a preheader and no calls, and does not contain the block where
// colouring ran out of registers and chose the value (pressure, if not
// nil): a reload before the loop where the pressure is would only take a
// register there again. It is -1 when there is none or def is nil.
func (a *ssaAlloc) hoistLoop(b, def, pressure *mir.Block) int {
	if def == nil {
		return -1
	}
	n, best := a.loops, -1
	for l := n.Innermost(b); l >= 0 && !n.Contains(l, def) && (pressure == nil || !n.Contains(l, pressure)); l = n.Parent[l] {
		if !n.Calls[l] && n.Preheader(l) != nil {
			best = l
		}
	}
	return best
}

// sharedReload is a reload temporary's source and how far it was shared.
type sharedReload struct {
	mem   mir.Reg
	scope reuseScope
	calls bool // it may live across calls (callReuse)
}

// inRPO sorts sites by the reverse postorder of their blocks, keeping the
// order within a block.
func (sp *spillPass) inRPO(sites []spillSite) []spillSite {
	if sp.rpo == nil {
		sp.rpo = make([]int, len(sp.f.Blocks))
		for i, b := range mir.ReversePostorder(sp.f) {
			sp.rpo[b.ID] = i + 1
		}
	}
	out := append([]spillSite(nil), sites...)
	sort.SliceStable(out, func(i, j int) bool { return sp.rpo[out[i].b.ID] < sp.rpo[out[j].b.ID] })
	return out
}

// maxInherit bounds the walk up a chain of single predecessors.
const maxInherit = 16

// inherited is the reload that b's chain of single predecessors leaves in
// a register at b's start, or 0: the walk stops at a block with several
// predecessors, a call (unless calls is set, and then still for v's own
// register, which never lives across a call), the entry, or after
// maxInherit blocks. call reports whether the reload lives across a call
// to reach b.
func (sp *spillPass) inherited(b *mir.Block, availOut map[*mir.Block]mir.Reg, calls bool, v mir.Reg) (t mir.Reg, call bool) {
	// call: a call lies between p's end and b.
	for n := 0; n < maxInherit; n++ {
		if len(b.Preds) != 1 || b.ID == 0 {
			return 0, false
		}
		p := b.Preds[0]
		if p == b {
			return 0, false
		}
		if t, ok := availOut[p]; ok {
			if t == v && call {
				return 0, false
			}
			return t, call
		}
		if sp.callBetween(p, 0, len(p.Instrs)) {
			if !calls {
				return 0, false
			}
			call = true
		}
		b = p
	}
	return 0, false
}

// splitReload spills a reload temporary t of mem that serves several uses:
// t is read from mem's slot where it is, and its uses get reloads of a
// narrower scope (one per block for a reload shared across blocks, one per
// use for one shared within a block).
func (a *ssaAlloc) splitReload(sp *spillPass, t mir.Reg, r sharedReload) {
	delete(a.reuse, t)
	a.pin(t, a.slotOf[vidx(r.mem)])
	if r.calls {
		// First the same scope, stopping at calls (a reload that went
		// past none, nor served a copy, skips this step).
		a.reloadUses(sp, t, t, r.scope, false, nil)
		return
	}
	a.reloadUses(sp, t, t, r.scope-1, false, nil)
}

// slotFor is the stack slot of v: its phi-related class's slot, made on
// the first spill of a member. In a function that calls setjmp every
// spilled value has a slot of its own: after a second return, memory holds
// what was stored last, not what the CFG's liveness expects.
func (a *ssaAlloc) slotFor(v mir.Reg) int {
	f := a.f
	root := a.classes.find(int32(vidx(v)))
	if s, ok := a.classSlot[root]; ok && !f.ReturnsTwice {
		if sz := f.SlotSizeOf(a.t, v); sz > f.Slots[s].Size {
			f.Slots[s].Size, f.Slots[s].Align = sz, sz
		}
		return s
	}
	s := len(f.Slots)
	sz := f.SlotSizeOf(a.t, v)
	f.Slots = append(f.Slots, mir.Slot{Size: sz, Align: sz})
	a.classSlot[root] = s
	return s
}

func (a *ssaAlloc) pin(v mir.Reg, slot int) {
	a.pinned[vidx(v)] = true
	a.slotOf[vidx(v)] = slot
	a.loc[vidx(v)] = mir.SlotLoc(slot)
}
