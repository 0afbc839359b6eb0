package x86

import (
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// hoistConstants moves the symbol addresses a loop computes (LeaSym:
// "leaq g(%rip), %rax", a GOT entry's load, or under the static model
// "movl $g, %eax") and the constants it makes that no instruction takes
// as an immediate (wideImmKey) to its preheader, where one computation of
// each serves the whole loop, as llc-14's MachineLICM hoists them: an
// interpreter's handlers each computed the address of its program, and
// its dispatch the jump table's, in every iteration; hash.c's Adler-32
// loop made the magic multiplier of its "% 65521" for each of its four
// remainders. The allocators rematerialize such a value where it is read
// when registers are short, instead of keeping it across the loop. Loops
// are visited inner first, so that a value leaves a nest as far as it
// can; equal ones moved into one preheader, or already there, become
// one. A loop entered straight from its guard gets a preheader on that
// edge (lower.SplitPreheader) when it has something to move. Thread-local
// addresses stay where they are.
func hoistConstants(f *mir.Func) {
	if len(f.Blocks) < 2 {
		return
	}
	dom := mir.Dominators(f)
	rename := map[mir.Reg]mir.Reg{}
	loops := lower.NaturalLoops(f, dom)
	for _, lp := range loops {
		if lp.Preheader() == nil && hasConstant(lp) {
			lower.SplitPreheader(f, lp, loops)
		}
		lower.MoveToPreheader(lp, rename, symAddrKey)
		lower.MoveToPreheader(lp, rename, wideImmKey)
	}
	lower.RenameUses(f, rename)
}

// hasConstant reports whether lp computes something hoistConstants
// moves.
func hasConstant(lp *lower.Loop) bool {
	for _, b := range lp.Blocks {
		for _, in := range b.Instrs {
			if _, ok := symAddrKey(in); ok {
				return true
			}
			if _, ok := wideImmKey(in); ok {
				return true
			}
		}
	}
	return false
}

// symAddr is what a LeaSym computes.
type symAddr struct {
	sym string
	off int64
	got bool
}

// symAddrKey reports whether in is a symbol address hoistConstants moves,
// and which.
func symAddrKey(in *mir.Instr) (symAddr, bool) {
	if in.Op != isa.LeaSym || len(in.Defs) != 1 || !in.Defs[0].IsVirtual() || len(in.Uses) != 0 || in.Clobbers != 0 || in.Term {
		return symAddr{}, false
	}
	s, ok := in.Aux.(*isa.SymRef)
	if !ok || s.TLS != 0 {
		return symAddr{}, false
	}
	return symAddr{s.Sym, s.Off, s.GOT}, true
}

// wideImmKey reports whether in makes a constant that no instruction
// takes as an immediate (outside the sign-extended 32 bits of x86-64's
// immediates: a division's magic multiplier, a 64-bit mask), which
// hoistConstants moves too, and which (its value and width: "movl
// $-5, %eax" zero-extends).
func wideImmKey(in *mir.Instr) (isa.Imm, bool) {
	if in.Op != isa.MovImm || len(in.Defs) != 1 || !in.Defs[0].IsVirtual() || len(in.Uses) != 0 || in.Clobbers != 0 || in.Term {
		return isa.Imm{}, false
	}
	imm := *in.Aux.(*isa.Imm)
	return imm, imm.Val != int64(int32(imm.Val))
}
