package regalloc

import (
	"flag"
	"reflect"

	"github.com/ssara-project/ssara/mir"
)

// Briggs is the allocator of Briggs, Cooper and Torczon, "Improvements to
// Graph Coloring Register Allocation" (TOPLAS 1994): Chaitin's allocator
// (chaitin.go, whose core it shares) with
//
//   - optimistic colouring (section 3, Fig. 4): when Simplify is blocked,
//     the spill candidate (least cost/degree) is pushed like any other
//     node, and only a node Select finds no colour for is spilled;
//   - rematerialization (section 4): Renumber tags every SSA value with the
//     lattice of RematTags; a copy that connects a never-killed value (one
//     the target can compute again anywhere: constants, addresses of
//     symbols and frame objects) with a value of another tag is a split,
//     which Coalesce removes only conservatively (Briggs' test) after the
//     ordinary copies; Simplify removes nodes without partners first and
//     Select prefers a partner's colour, or one an uncoloured partner can
//     still take (biased colouring with limited lookahead); a spilled
//     never-killed value is recomputed before each use (Work.Spill's
//     remat path, OpRemat in the output) instead of being stored and
//     reloaded, and SpillCosts prices it accordingly.
//
// -remat=false (BriggsOptions.NoRemat) leaves only optimistic colouring,
// so the two improvements can be measured apart.
type Briggs struct{}

func init() { Register(Briggs{}) }

// BriggsOptions are the briggs allocator's own switches (Options.Briggs).
// The zero value is the paper's allocator.
type BriggsOptions struct {
	// NoRemat switches rematerialization off (-remat=false): no tags, no
	// splits, every copy coalesced aggressively, every spill stored and
	// reloaded.
	NoRemat bool
}

// Name implements Allocator.
func (Briggs) Name() string { return "briggs" }

// DefineFlags implements FlagDefiner: -remat.
func (Briggs) DefineFlags(fs *flag.FlagSet, o *Options) {
	fs.Var(offFlag{&o.Briggs.NoRemat}, "remat", "briggs: rematerialize never-killed values instead of reloading them (false: optimistic colouring only)")
}

// Allocate implements Allocator.
func (Briggs) Allocate(in *mir.Func, t mir.Target, opts Options) (*mir.Func, *Stats, error) {
	return allocateColouring(in, t, opts, colourPolicy{optimistic: true, remat: !opts.Briggs.NoRemat})
}

// RematTags computes the rematerialization tag of every virtual register
// of f, which must be in SSA form, by the paper's analogue of Wegman and
// Zadeck's sparse simple constant propagation (section 4.1.2). A tag is
// ⊤ (nothing known yet), an instruction inst (the value can be recomputed
// by executing inst) or ⊥ (it must be stored and reloaded):
//
//   - a value defined by an instruction t calls Rematerializable that reads
//     nothing (never-killed: its operands, if any, would have to be
//     available everywhere) starts as that instruction;
//   - a value defined by a copy of a virtual register, or by a phi, starts
//     as ⊤ and is lowered to the meet of what flows in: any ⊓ ⊤ = any,
//     any ⊓ ⊥ = ⊥, inst_i ⊓ inst_j = inst_i if the two are the same
//     instruction operand by operand (operation, payload, flags, class
//     and width of the result), else ⊥;
//   - every other value (a copy of a physical register included) is ⊥.
//
// The result is, by dense index, the instruction of each value's tag, or
// nil for ⊥ (a value still ⊤ at the end, only reachable through cycles of
// copies and phis, is ⊥). Each value is lowered at most twice, so the
// cost is linear in the number of operands.
func RematTags(f *mir.Func, t mir.Target) []*mir.Instr {
	n := len(f.Classes)
	const (
		top = iota
		inst
		bottom
	)
	state := make([]uint8, n)
	tag := make([]*mir.Instr, n)
	def := make([]*mir.Instr, n)
	users := make([][]*mir.Instr, n) // the copies and phis reading a value
	for i := range state {
		state[i] = bottom
	}
	for _, b := range f.Blocks {
		for _, x := range b.Instrs {
			copyLike := x.Op == mir.OpPhi || x.Op == mir.OpCopy && len(x.Defs) == 1 && len(x.Uses) == 1
			for _, d := range x.Defs {
				if !d.IsVirtual() {
					continue
				}
				def[vidx(d)] = x
				switch {
				case copyLike:
					state[vidx(d)] = top
				case len(x.Defs) == 1 && len(x.Uses) == 0 && t.Rematerializable(x):
					state[vidx(d)], tag[vidx(d)] = inst, x
				}
			}
			if copyLike {
				for _, u := range x.Uses {
					if u.IsVirtual() {
						users[vidx(u)] = append(users[vidx(u)], x)
					}
				}
			}
		}
	}
	// meet lowers the value x defines by what flows into it.
	meet := func(x *mir.Instr) bool {
		d := x.Defs[0]
		if !d.IsVirtual() || state[vidx(d)] == bottom {
			return false
		}
		st, tg := uint8(top), (*mir.Instr)(nil)
		for _, u := range x.Uses {
			us, ut := uint8(bottom), (*mir.Instr)(nil)
			if u.IsVirtual() {
				us, ut = state[vidx(u)], tag[vidx(u)]
			}
			switch {
			case us == top:
			case us == bottom || st == inst && !sameRemat(f, tg, ut):
				st, tg = bottom, nil
			case st == top:
				st, tg = inst, ut
			}
			if st == bottom {
				break
			}
		}
		if st == top || st == state[vidx(d)] && (tg == tag[vidx(d)] || st == inst && sameRemat(f, tg, tag[vidx(d)])) {
			return false
		}
		state[vidx(d)], tag[vidx(d)] = st, tg
		return true
	}
	var work []mir.Reg
	for i := range state {
		if state[i] != top {
			work = append(work, vreg(i))
		}
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, x := range users[vidx(v)] {
			if meet(x) {
				work = append(work, x.Defs[0])
			}
		}
	}
	for i := range state {
		if state[i] != inst {
			tag[i] = nil
		}
	}
	return tag
}

// sameRemat reports whether instructions a and b, both tags of f's values,
// compute the same value: the same operation, payload, flags, operands,
// and a result of the same class and width.
func sameRemat(f *mir.Func, a, b *mir.Instr) bool {
	if a == b {
		return true
	}
	if a.Op != b.Op || a.Tied != b.Tied || a.Clobbers != b.Clobbers || a.EarlyClobber != b.EarlyClobber ||
		a.UseForbid != b.UseForbid || len(a.Uses) != len(b.Uses) || len(a.Defs) != len(b.Defs) ||
		!reflect.DeepEqual(a.Aux, b.Aux) {
		return false
	}
	for k := range a.Uses {
		if a.Uses[k] != b.Uses[k] {
			return false
		}
	}
	da, db := a.Defs[0], b.Defs[0]
	return f.ClassOf(da) == f.ClassOf(db) && f.SpillBytes[da] == f.SpillBytes[db]
}

// Renumber is the part of the paper's Renumber (section 4.2.1) that
// Deconstruct leaves to the allocator: the values are tagged on the input
// in SSA form (RematTags); each value tagged with its own definition is a
// never-killed value, marked for rematerialization (Work.SetRemat); each
// pair of a copy of the working code that joins a never-killed value with
// a value of another tag becomes a split (steps 5 and 6: the pairs that
// join values of one tag are ordinary copies, which Coalesce unites as the
// paper's Renumber does).
//
// A value tagged through copies or phis (a copy or phi of constants that
// are the same operand by operand) is treated as ⊥: the checker verifies
// that an OpRemat executes again the definition of the value it stands
// for, and a phi or copy is not that definition.
func (a *colouring) Renumber() {
	tags := RematTags(a.in, a.t)
	f := a.w.F
	never := make([]bool, len(f.Classes))
	for _, b := range f.Blocks {
		for _, x := range b.Instrs {
			o := a.w.Origin(x)
			if o == nil || len(x.Defs) != 1 || !x.Defs[0].IsVirtual() {
				continue
			}
			if v := x.Defs[0]; tags[vidx(v)] == o && !a.noRemat[v] {
				never[vidx(v)] = true
				a.w.SetRemat(v, x)
			}
		}
	}
	a.split = map[*mir.Instr][]bool{}
	for _, b := range f.Blocks {
		for _, x := range b.Instrs {
			if x.Op != mir.OpCopy || len(x.Defs) != len(x.Uses) {
				continue
			}
			var sp []bool
			for j, d := range x.Defs {
				s := x.Uses[j]
				if d.IsVirtual() && s.IsVirtual() && never[vidx(d)] != never[vidx(s)] {
					if sp == nil {
						sp = make([]bool, len(x.Defs))
					}
					sp[j] = true
				}
			}
			if sp != nil {
				a.split[x] = sp
			}
		}
	}
}

// biasedColour is biased colouring with limited lookahead (section
// 4.2.3): the colour of a partner (the other end of a split) if v may take
// it, else the first colour of avail that an uncoloured partner may still
// take; 0 if neither exists.
func (a *colouring) biasedColour(v mir.Reg, avail mir.RegSet) mir.Reg {
	g := a.g
	cl := a.w.F.ClassOf(v)
	var ahead mir.RegSet
	for _, i := range g.MoveList(v) {
		m := g.Moves[i]
		if !m.Dst.IsVirtual() || !m.Src.IsVirtual() || !a.isSplit(m) {
			continue
		}
		p := g.Alias(m.Dst)
		if p == v {
			p = g.Alias(m.Src)
		}
		if p == v {
			continue
		}
		if c := a.colour[vidx(p)]; c != 0 {
			if avail.Has(c) {
				return c
			}
			continue
		}
		if ahead != 0 {
			continue
		}
		free := a.cons.Budget(cl) &^ g.Forbid(p)
		g.Neighbors(p, func(t mir.Reg) { free = free.Remove(a.colour[vidx(t)]) })
		ahead = avail & free
	}
	return firstIn(a.cons.Order(cl), ahead)
}
