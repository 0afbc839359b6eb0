package regalloc

import (
	"fmt"
	"syscall"
	"testing"
	"time"

	"github.com/ssara-project/ssara/mir"
)

// bigFunc builds, for the test target, a function shaped like the one
// ../shared/cases/bigfunc.py writes (clang -O2 output of n statements over
// 24 live accumulators): if/else diamonds with a phi, small loops with
// header phis, conditional stores, and arithmetic, with two-address
// operations written as lowering writes them (a copy, then the tied
// instruction). Its size grows linearly with n while the number of values
// live at once stays bounded, like the real one.
func bigFunc(n int) *mir.Func {
	f := &mir.Func{Name: fmt.Sprintf("big%d", n)}
	gpr := func() mir.Reg { return f.NewReg(mir.GPR) }
	cur := f.NewBlock("entry")
	emit := func(in *mir.Instr) *mir.Instr { cur.Instrs = append(cur.Instrs, in); return in }
	konst := func(k int64) mir.Reg { d := gpr(); emit(tconst(d, k)); return d }
	op := func(o mir.Op, x, y mir.Reg) mir.Reg { d := gpr(); emit(tins(o, tregs(d), x, y)); return d }
	tied := func(x, y mir.Reg) mir.Reg {
		c := gpr()
		emit(tins(mir.OpCopy, tregs(c), x))
		d := gpr()
		emit(tins(topAdd, tregs(d), c, y)).Tied = 0
		return d
	}
	jump := func(to *mir.Block) { emit(tjump()); mir.AddEdge(cur, to) }
	branch := func(c mir.Reg, t, e *mir.Block) {
		emit(tterm(tins(topBr, nil, c)))
		mir.AddEdge(cur, t)
		mir.AddEdge(cur, e)
	}
	x, cnt := gpr(), gpr()
	emit(tins(mir.OpCopy, tregs(x), 1))
	emit(tins(mir.OpCopy, tregs(cnt), 2))
	var a [24]mir.Reg
	for i := range a {
		a[i] = konst(int64(i))
	}
	for k := 0; k < n; k++ {
		i, j, m := k%24, (k*7+3)%24, (k*13+5)%24
		switch k % 5 {
		case 0: // if (a_i > a_j) a_m += a_i * c; else a_m -= a_j >> s;
			then, els, join := f.NewBlock("then"), f.NewBlock("else"), f.NewBlock("join")
			branch(op(topMul, a[i], a[j]), then, els)
			cur = then
			r1 := tied(a[m], op(topMul, a[i], konst(int64(k%17+1))))
			jump(join)
			cur = els
			r2 := tied(a[m], op(topMul, a[j], konst(int64(k%5+1))))
			jump(join)
			cur = join
			d := gpr()
			emit(tins(mir.OpPhi, tregs(d), r1, r2))
			a[m] = d
		case 1: // for (t = 0; t < n; t++) a_i = a_i * 3 + a_j + x[t & 31];
			zero := konst(0)
			head, body, exit := f.NewBlock("head"), f.NewBlock("body"), f.NewBlock("exit")
			jump(head)
			cur = head
			ai, t := gpr(), gpr()
			phiA := emit(tins(mir.OpPhi, tregs(ai), a[i], mir.NoReg))
			phiT := emit(tins(mir.OpPhi, tregs(t), zero, mir.NoReg))
			branch(op(topMul, t, cnt), body, exit)
			cur = body
			s := tied(op(topMul, ai, konst(3)), a[j])
			next := tied(s, op(topMul, x, t))
			tn := tied(t, konst(1))
			jump(head)
			phiA.Uses[1], phiT.Uses[1] = next, tn
			cur = exit
			a[i] = ai
		case 2: // if (a_i & c) sink = a_m;
			then, join := f.NewBlock("store"), f.NewBlock("join")
			branch(op(topMul, a[i], konst(int64(k%7+1))), then, join)
			cur = then
			emit(tins(topStore, nil, x, a[m]))
			jump(join)
			cur = join
		default: // a_i = (a_i ^ a_j) + a_m * c;
			a[i] = tied(tied(a[i], a[j]), op(topMul, a[m], konst(int64(k%11+2))))
		}
	}
	sum := a[0]
	for _, v := range a[1:] {
		sum = tied(sum, v)
	}
	emit(tins(mir.OpCopy, tregs(1), sum))
	emit(tterm(tins(topRet, nil, 1)))
	return f
}

// cpuTime is the CPU time the process has used (user and system).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func numInstrs(f *mir.Func) int {
	n := 0
	for _, b := range f.Blocks {
		n += len(b.Instrs)
	}
	return n
}

// TestBigFuncShape: bigFunc makes valid SSA that the toolkit's example
// allocator allocates and the checker accepts, with a bounded number of
// values live at once.
func TestBigFuncShape(t *testing.T) {
	tt := newTestTarget()
	f := bigFunc(40)
	if err := verifySSA(f, tt); err != nil {
		t.Fatal(err)
	}
	for _, opts := range []Options{{}, {Regs: 4}} {
		out, _, err := exampleAllocate(f, tt, opts)
		if err != nil {
			t.Fatal(err)
		}
		if err := Check(f, out, tt, opts); err != nil {
			t.Fatal(err)
		}
	}
	small, large := bigFunc(100), bigFunc(400)
	ml := func(f *mir.Func) int { return MaxLive(f, ComputeLiveness(f), func(mir.Reg) bool { return true }) }
	if a, b := ml(small), ml(large); a != b || a > 40 {
		t.Errorf("MaxLive %d at 100 statements, %d at 400: want the same, bounded", a, b)
	}
}

// benchSizes are the statement counts of the benchmarks (bigfunc.py's N;
// the test target needs fewer instructions per statement than x86-64).
var benchSizes = []int{250, 1000, 4000, 16000}

// benchToolkit runs fn on bigFunc(n) (deconstructed when deconstruct is
// set) for every size, and reports time per instruction: near-linear
// construction keeps it flat as the size grows.
func benchToolkit(b *testing.B, deconstruct bool, fn func(f *mir.Func)) {
	// The tests compare each derived graph with a built one; benchmarks
	// measure the allocators alone.
	check := checkDerived
	checkDerived = nil
	defer func() { checkDerived = check }()
	for _, n := range benchSizes {
		f := bigFunc(n)
		if deconstruct {
			f = Deconstruct(f).F
		}
		instrs := numInstrs(f)
		b.Run(fmt.Sprintf("stmts=%d/instrs=%d", n, instrs), func(b *testing.B) {
			b.ReportAllocs()
			cpu0 := cpuTime()
			for i := 0; i < b.N; i++ {
				fn(f)
			}
			per := float64(b.N) * float64(instrs)
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/per, "ns/instr")
			// Process CPU time (garbage collection included) is steadier
			// than wall time on a shared machine.
			b.ReportMetric(float64((cpuTime()-cpu0).Nanoseconds())/per, "cpu-ns/instr")
		})
	}
}

// go test -run - -bench Toolkit ./regalloc
func BenchmarkToolkitLiveness(b *testing.B) {
	benchToolkit(b, false, func(f *mir.Func) { ComputeLiveness(f) })
}

func BenchmarkToolkitIntervals(b *testing.B) {
	tt := newTestTarget()
	benchToolkit(b, false, func(f *mir.Func) {
		BuildIntervals(NewConstraints(NewNumbering(f, nil), tt, Options{}), ComputeLiveness(f))
	})
}

func BenchmarkToolkitForbidden(b *testing.B) {
	tt := newTestTarget()
	benchToolkit(b, false, func(f *mir.Func) {
		NewConstraints(NewNumbering(f, nil), tt, Options{}).Forbidden(ComputeLiveness(f))
	})
}

func BenchmarkToolkitGraph(b *testing.B) {
	tt := newTestTarget()
	benchToolkit(b, true, func(f *mir.Func) {
		cons := NewConstraints(NewNumbering(f, nil), tt, Options{})
		BuildGraph(f, ComputeLiveness(f), GraphOptions{Constraints: cons})
	})
}

func BenchmarkToolkitDeconstruct(b *testing.B) {
	benchToolkit(b, false, func(f *mir.Func) { Deconstruct(f) })
}

func BenchmarkToolkitExampleAllocator(b *testing.B) {
	tt := newTestTarget()
	benchToolkit(b, false, func(f *mir.Func) {
		if _, _, err := exampleAllocate(f, tt, Options{Regs: 8}); err != nil {
			b.Fatal(err)
		}
	})
}

// go test -run - -bench Allocators ./regalloc: every registered allocator
// on bigFunc at 8 registers (time per instruction should stay flat as
// the function grows).
func BenchmarkAllocators(b *testing.B) {
	tt := newTestTarget()
	for _, name := range Names() {
		a, _ := Lookup(name)
		b.Run(name, func(b *testing.B) {
			benchToolkit(b, false, func(f *mir.Func) {
				if _, _, err := a.Allocate(f, tt, Options{Regs: 8}); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}
