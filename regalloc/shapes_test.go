package regalloc

import (
	"errors"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// unusualShapes are hand-built functions the generator does not make.
func unusualShapes() []*mir.Func {
	tt := newTestTarget()
	var fs []*mir.Func
	{
		f := &mir.Func{Name: "dupedge"}
		v := func() mir.Reg { return f.NewReg(mir.GPR) }
		v0, v1, v2, v3, v4 := v(), v(), v(), v(), v()
		b0, b1, b2 := f.NewBlock("entry"), f.NewBlock("j"), f.NewBlock("dead")
		mir.AddEdge(b0, b1)
		mir.AddEdge(b0, b1)
		mir.AddEdge(b2, b1)
		b0.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(v0), 1), tconst(v1, 1), tconst(v2, 2), tterm(tins(topBr, nil, v0))}
		b2.Instrs = []*mir.Instr{tconst(v4, 4), tjump()}
		b1.Instrs = []*mir.Instr{tins(mir.OpPhi, tregs(v3), v1, v2, v4), tins(mir.OpCopy, tregs(1), v3), tterm(tins(topRet, nil, 1))}
		fs = append(fs, f)
	}
	{
		f := &mir.Func{Name: "wide"}
		var vs []mir.Reg
		f.SpillBytes = map[mir.Reg]int64{}
		b0 := f.NewBlock("entry")
		for i := 0; i < 6; i++ {
			r := f.NewReg(mir.FPR)
			f.SpillBytes[r] = 32
			vs = append(vs, r)
			b0.Instrs = append(b0.Instrs, mir.NewInstr(topFConst, tregs(r), nil, int64(i)))
		}
		call := tins(topCall, tregs(1))
		call.Clobbers = tt.callerSaved()
		b0.Instrs = append(b0.Instrs, call)
		acc := vs[0]
		for _, r := range vs[1:] {
			d := f.NewReg(mir.FPR)
			f.SpillBytes[d] = 32
			b0.Instrs = append(b0.Instrs, tins(topFAdd, tregs(d), acc, r))
			acc = d
		}
		b0.Instrs = append(b0.Instrs, tins(mir.OpCopy, tregs(17), acc), tterm(tins(topRet, nil, 1)))
		fs = append(fs, f)
	}
	{
		f := &mir.Func{Name: "dupedge2"}
		v := func() mir.Reg { return f.NewReg(mir.GPR) }
		v0, v1, v2, v3 := v(), v(), v(), v()
		b0, b1 := f.NewBlock("entry"), f.NewBlock("j")
		mir.AddEdge(b0, b1)
		mir.AddEdge(b0, b1)
		b0.Instrs = []*mir.Instr{tins(mir.OpCopy, tregs(v0), 1), tconst(v1, 1), tconst(v2, 2), tterm(tins(topBr, nil, v0))}
		b1.Instrs = []*mir.Instr{tins(mir.OpPhi, tregs(v3), v1, v2), tins(mir.OpCopy, tregs(1), v3), tterm(tins(topRet, nil, 1))}
		fs = append(fs, f)
	}
	for _, g := range genSeeds()[5:10] {
		f := genFunc(g)
		f.ReturnsTwice = true
		fs = append(fs, f)
	}
	return fs
}

// TestUnusualShapes: every allocator on functions of unusual shape (two
// edges between the same blocks with different phi arguments, an
// unreachable block, values wider than a slot of their class live across a
// call, functions that call setjmp): each allocation is refused with an
// AllocError or passes the checker, whose rules include the setjmp one (no
// slot shared by unrelated values).
func TestUnusualShapes(t *testing.T) {
	tt := newTestTarget()
	for _, f := range unusualShapes() {
		for _, name := range HeuristicNames() {
			a, _ := Lookup(name)
			for _, opts := range allocOptions {
				if opts.Level > 3 && name != "ssa" {
					continue // only the SSA allocator has level 4
				}
				out, _, err := a.Allocate(f, tt, opts)
				var ae *AllocError
				if errors.As(err, &ae) {
					continue
				}
				if err != nil {
					t.Fatalf("%s %s %+v: %v", f.Name, name, opts, err)
				}
				if err := Check(f, out, tt, opts); err != nil {
					t.Fatalf("%s %s %+v: %v\n%s", f.Name, name, opts, err, out.Format(tt))
				}
			}
		}
	}
}
