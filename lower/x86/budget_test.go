package x86

import (
	"testing"

	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// TestFitBudget lowers small functions, reshapes them for a budget, and
// checks the shape FitBudget gives each kind of instruction and that no
// instruction it can reshape is left over the budget. Whether the
// reshaped code computes the same thing is checked by running it:
// cmd/internal/driver's TestCorpusStressRegalloc and emit/x86's fuzzers
// at small budgets.
func TestFitBudget(t *testing.T) {
	for _, tc := range []struct {
		name       string
		src        string
		gprs, fprs int
		want       func(f *mir.Func) string // "" when the shape is right
	}{
		{
			name: "store to base+index: lea first",
			src:  "define void @f(i32* %p, i64 %i, i32 %v) {\n  %a = getelementptr i32, i32* %p, i64 %i\n  store i32 %v, i32* %a\n  ret void\n}\n",
			gprs: 2,
			want: func(f *mir.Func) string {
				st := find(f, isa.Store)
				if st == nil || st.Aux.(*isa.Mem).IndexIdx >= 0 || len(st.Uses) != 2 {
					return "want a store through one register"
				}
				if find(f, isa.Lea) == nil {
					return "want a lea"
				}
				return ""
			},
		},
		{
			name: "select of four registers: a branch and a phi",
			src:  "define i32 @f(i32 %a, i32 %b, i32 %x, i32 %y) {\n  %c = icmp slt i32 %a, %b\n  %r = select i1 %c, i32 %x, i32 %y\n  ret i32 %r\n}\n",
			gprs: 3,
			want: func(f *mir.Func) string {
				if find(f, isa.Select) != nil || find(f, isa.CmpBr) == nil || find(f, mir.OpPhi) == nil {
					return "want cmpbr and phi instead of select"
				}
				if len(f.Blocks) != 4 {
					return "want four blocks"
				}
				return ""
			},
		},
		{
			name: "add at one register: second operand from a frame temporary",
			src:  "define i32 @f(i32 %a, i32 %b) {\n  %s = add i32 %a, %b\n  ret i32 %s\n}\n",
			gprs: 1,
			want: func(f *mir.Func) string {
				alu := find(f, isa.ALU)
				if alu == nil || alu.Aux.(*isa.Arith).Mem == nil || alu.Aux.(*isa.Arith).Mem.Frame < 0 || len(alu.Uses) != 1 {
					return "want add reading a frame temporary"
				}
				return ""
			},
		},
		{
			name: "shld by CL at two registers: shifted in memory",
			src:  "define i32 @f(i32 %a, i32 %b, i32 %c) {\n  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %c)\n  ret i32 %r\n}\ndeclare i32 @llvm.fshl.i32(i32, i32, i32)\n",
			gprs: 2,
			want: func(f *mir.Func) string {
				sh := find(f, isa.Shld)
				if sh == nil || sh.Aux.(*isa.Arith).Mem == nil || len(sh.Defs) != 0 {
					return "want shld on a frame temporary"
				}
				return ""
			},
		},
		{
			name: "x87 add at two registers: second operand from memory",
			src:  "define x86_fp80 @f(x86_fp80 %a, x86_fp80 %b) {\n  %s = fadd x86_fp80 %a, %b\n  ret x86_fp80 %s\n}\n",
			gprs: 2,
			want: func(f *mir.Func) string {
				x := find(f, isa.X87)
				if x == nil || x.Aux.(*isa.X87Op).BMem == nil || len(x.Uses) != 2 {
					return "want x87 add with its second operand in memory"
				}
				return ""
			},
		},
		{
			name: "i128 add at two registers: carry in from memory",
			src:  "define i128 @f(i128 %a, i128 %b, i128 %c) {\n  %s = add i128 %a, %b\n  %t = add i128 %s, %c\n  ret i128 %t\n}\n",
			gprs: 2,
			want: func(f *mir.Func) string {
				n := 0
				for _, b := range f.Blocks {
					for _, in := range b.Instrs {
						if in.Op != isa.AdcSbb || !in.Aux.(*isa.CarryInfo).CarryIn {
							continue
						}
						if in.Aux.(*isa.CarryInfo).CarryMem == nil {
							return "want every carry in read from memory"
						}
						n++
					}
				}
				if n == 0 {
					return "want an adc with a carry in"
				}
				return ""
			},
		},
		{
			name: "indirect call whose arguments take the budget: callee from memory",
			src:  "define i32 @f(i32 (i64, i64, i64, i64, ...)* %g, i64 %a, i64 %b, i64 %c, i64 %d) {\n  %r = call i32 (i64, i64, i64, i64, ...) %g(i64 %a, i64 %b, i64 %c, i64 %d)\n  ret i32 %r\n}\n",
			gprs: 4,
			want: func(f *mir.Func) string {
				var call *mir.Instr
				stored, copies := false, 0
				for _, in := range f.Blocks[0].Instrs {
					switch {
					case in.Op == isa.Call:
						call = in
					case in.Op == isa.Store && call == nil:
						if copies > 0 {
							return "want the callee stored before the argument registers are set"
						}
						stored = true
					case in.Op == mir.OpCopy && len(in.Defs) == 1 && in.Defs[0].IsPhys():
						copies++
					}
				}
				ci, _ := call.Aux.(*isa.CallInfo)
				if call == nil || ci.Mem == nil || ci.Mem.Frame < 0 || !stored {
					return "want a call through a frame temporary"
				}
				for _, u := range call.Uses {
					if u.IsVirtual() {
						return "want no virtual use left in the call"
					}
				}
				return ""
			},
		},
		{
			name: "no budget: unchanged",
			src:  "define i32 @f(i32 %a, i32 %b, i32 %x, i32 %y) {\n  %c = icmp slt i32 %a, %b\n  %r = select i1 %c, i32 %x, i32 %y\n  ret i32 %r\n}\n",
			want: func(f *mir.Func) string { return "" },
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := lowerSrc(tc.src)
			if err != nil {
				t.Fatal(err)
			}
			f := m.Funcs[0]
			before := f.Format(m.Target)
			g := FitBudget(f, tc.gprs, tc.fprs)
			if f.Format(m.Target) != before {
				t.Fatal("FitBudget changed its input")
			}
			if tc.gprs == 0 && tc.fprs == 0 {
				if g != f {
					t.Fatal("without a budget, want the function itself")
				}
				return
			}
			if g == f {
				t.Fatalf("nothing reshaped:\n%s", before)
			}
			if msg := tc.want(g); msg != "" {
				t.Fatalf("%s:\n%s", msg, g.Format(m.Target))
			}
			for _, b := range g.Blocks {
				if b.ID != indexOf(g.Blocks, b) {
					t.Fatalf("block %s: ID %d", b.Name, b.ID)
				}
				for i, in := range b.Instrs {
					if in.Term != (i == len(b.Instrs)-1) {
						t.Fatalf("block %s: terminator at %d of %d", b.Name, i, len(b.Instrs))
					}
					gp, fp := demand(g, in)
					if (gp > tc.gprs || (tc.fprs > 0 && fp > tc.fprs)) && (addrOf(in) != nil || demotable(g, in, tc.gprs) >= 0 || in.Op == isa.Select) {
						t.Fatalf("still over the budget: %s\n%s", in.Format(m.Target), g.Format(m.Target))
					}
				}
				for _, s := range b.Succs {
					if s.PredIndex(b) < 0 {
						t.Fatalf("edge %s -> %s missing from the successor's preds", b.Name, s.Name)
					}
				}
			}
		})
	}
}

// TestCalleeCrowded: an indirect call's callee is demoted only when the
// call's argument registers are every register of the budget.
func TestCalleeCrowded(t *testing.T) {
	regs := isa.Target{}.Allocatable(mir.GPR)
	call := func(args ...mir.Reg) *mir.Instr {
		return mir.NewInstr(isa.Call, []mir.Reg{isa.RAX}, append(append([]mir.Reg(nil), args...), mir.FirstVirtual), &isa.CallInfo{Indirect: true})
	}
	for _, tc := range []struct {
		in   *mir.Instr
		gprs int
		want bool
	}{
		{call(regs[:4]...), 4, true},
		{call(regs[:4]...), 5, false},
		{call(regs[1:5]...), 4, false},
		{call(regs[:2]...), 2, true},
		{call(regs[:4]...), 0, false},
	} {
		if got := calleeCrowded(tc.in, tc.gprs); got != tc.want {
			t.Errorf("%s at %d GPRs: %v, want %v", tc.in.Format(isa.Target{}), tc.gprs, got, tc.want)
		}
	}
}

func find(f *mir.Func, op mir.Op) *mir.Instr {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == op {
				return in
			}
		}
	}
	return nil
}

func indexOf(bs []*mir.Block, b *mir.Block) int {
	for i, x := range bs {
		if x == b {
			return i
		}
	}
	return -1
}
