package regalloc

import (
	"strings"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// TestOutputOperandLocations: allocator copies whose DefLocs and UseLocs
// are set move between those locations, not their registers' (loc), and a
// parallel copy with another Why than "phi" is sequentialized with its
// Why: what a splitting allocator's moves between the pieces of one value
// need. The result passes the checker.
func TestOutputOperandLocations(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "pieces"}
	a, b := f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	blk := f.NewBlock("entry")
	blk.Instrs = []*mir.Instr{
		tins(mir.OpCopy, tregs(a), 1),
		tins(mir.OpCopy, tregs(b), 2),
		tins(topStore, nil, a, b),
		tins(mir.OpCopy, tregs(1), a),
		tterm(tins(topRet, nil, 1)),
	}
	w := NewWork(f)
	x := w.F.Blocks[0].Instrs
	r := mir.RegLoc
	x[0].Placement = &mir.Placement{DefLocs: []mir.Loc{r(3)}, UseLocs: []mir.Loc{r(1)}}
	x[1].Placement = &mir.Placement{DefLocs: []mir.Loc{r(4)}, UseLocs: []mir.Loc{r(2)}}
	x[2].Placement = &mir.Placement{UseLocs: []mir.Loc{r(4), r(3)}}
	x[3].Placement = &mir.Placement{DefLocs: []mir.Loc{r(1)}, UseLocs: []mir.Loc{r(4)}}
	store := w.NewCopy(tregs(a), tregs(a), "split")
	store.Placement = &mir.Placement{UseLocs: []mir.Loc{r(3)}, DefLocs: []mir.Loc{mir.SlotLoc(0)}}
	load := w.NewCopy(tregs(a), tregs(a), "split")
	load.Placement = &mir.Placement{UseLocs: []mir.Loc{mir.SlotLoc(0)}, DefLocs: []mir.Loc{r(3)}}
	swap := w.NewCopy(tregs(a, b), tregs(a, b), "resolve")
	swap.Placement = &mir.Placement{UseLocs: []mir.Loc{r(3), r(4)}, DefLocs: []mir.Loc{r(4), r(3)}}
	w.F.Blocks[0].Instrs = []*mir.Instr{x[0], x[1], store, load, swap, x[2], x[3], x[4]}
	w.F.Slots = []mir.Slot{{Size: 8, Align: 8}}
	// loc says something else: the operands' own locations must win.
	loc := []mir.Loc{r(5), r(6)}
	st := &Stats{}
	out := w.Output(tt, loc, 0, st)
	if err := Check(f, out, tt, Options{}); err != nil {
		t.Fatalf("%v\n%s", err, out.Format(tt))
	}
	var got []string
	for _, y := range out.Blocks[0].Instrs {
		if y.Op == mir.OpMove || y.Op == mir.OpSwap {
			got = append(got, y.Format(tt))
		}
	}
	want := []string{"move [s0], p3 ; split", "move p3, [s0] ; split", "swap p4, p3 ; resolve"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("moves:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if st.Stores != 1 || st.Loads != 1 || st.Swaps != 1 || st.CoalescedCopies != 0 {
		t.Errorf("stats %+v", st)
	}
}

// TestOutputReleasesWork: Output lets go of the working instructions it
// has written (all but the phis, which predecessors' parallel copies
// read) and of what the Work remembers of them, so that a large
// function's working copy and its output are not both kept whole; the
// input and the output keep every instruction.
func TestOutputReleasesWork(t *testing.T) {
	tt := newTestTarget()
	f := &mir.Func{Name: "diamond"}
	x, y, p := f.NewReg(mir.GPR), f.NewReg(mir.GPR), f.NewReg(mir.GPR)
	entry, left, right, join := f.NewBlock("entry"), f.NewBlock("left"), f.NewBlock("right"), f.NewBlock("join")
	entry.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(x), 1), tterm(tins(topBr, nil, x))}
	left.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(y), 2), tjump()}
	right.Instrs = []*mir.Instr{tjump()}
	phi := tins(mir.OpPhi, tregs(p), y, x)
	join.Instrs = []*mir.Instr{phi, tins(mir.OpCopy, tregs(1), p), tterm(tins(topRet, nil, 1))}
	tedges(entry, left, right)
	tedges(left, join)
	tedges(right, join)
	nIn := 0
	for _, b := range f.Blocks {
		nIn += len(b.Instrs)
	}
	w := Deconstruct(f)
	loc := make([]mir.Loc, len(w.F.Classes))
	for i := range loc {
		loc[i] = mir.RegLoc(mir.Reg(3 + i%4))
	}
	out := w.Output(tt, loc, 0, &Stats{})
	left1 := 0
	for _, b := range w.F.Blocks {
		for _, z := range b.Instrs {
			if z.Op != mir.OpPhi {
				t.Errorf("block %s keeps %s after Output", b.Name, z.Format(tt))
			}
			left1++
		}
	}
	// The list of the input's instructions goes at the end.
	if w.origin != nil || len(w.why) > left1 {
		t.Errorf("Work remembers %d origins and %d copies after Output", len(w.origin), len(w.why))
	}
	n := 0
	for _, b := range f.Blocks {
		n += len(b.Instrs)
	}
	if n != nIn {
		t.Errorf("the input has %d instructions after Output, %d before", n, nIn)
	}
	if len(out.Blocks[3].Instrs) == 0 || out.Blocks[3].Term() == nil {
		t.Errorf("output's join block: %v", out.Blocks[3].Instrs)
	}
}
