package ppc

import (
	"bytes"
	"fmt"
	"math/big"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	p "github.com/ssara-project/ssara/isa/ppc"

	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/lower/ppc"
	"github.com/ssara-project/ssara/regalloc"
)

// genProgram writes a random, well-defined LLVM IR program for triple:
// integer (i8..i64) and double arithmetic, compares, selects, a diamond
// with phis and a loop, whose values are folded into one 64-bit checksum
// that main prints.
func minInt(a, b int) int {
	if a < b {
		return a
	}
	return b
}

func genProgram(seed int64, triple string, n int) string {
	r := rand.New(rand.NewSource(seed))
	type v struct {
		name string
		bits int // 0: double
	}
	var vals []v
	var sb strings.Builder
	konst := func(bits int) string {
		lim := int64(1) << 62
		if bits < 64 {
			lim = int64(1) << uint(bits-1)
		}
		return fmt.Sprint(r.Int63n(lim) - r.Int63n(lim))
	}
	id := 0
	fresh := func() string { id++; return fmt.Sprintf("%%t%d", id) }
	ty := func(b int) string {
		if b == 0 {
			return "double"
		}
		return fmt.Sprintf("i%d", b)
	}
	pick := func(bits int) string {
		var c []v
		for _, x := range vals {
			if x.bits == bits {
				c = append(c, x)
			}
		}
		if len(c) == 0 || r.Intn(5) == 0 {
			if bits == 0 {
				return fmt.Sprintf("%d.5", r.Intn(100)-50)
			}
			return konst(bits)
		}
		return c[r.Intn(len(c))].name
	}
	widths := []int{8, 16, 32, 64, 0, 128}
	emit := func(bits int, format string, args ...interface{}) string {
		d := fresh()
		fmt.Fprintf(&sb, "  %s = "+format+"\n", append([]interface{}{d}, args...)...)
		vals = append(vals, v{d, bits})
		return d
	}
	odd := []int{24}
	if strings.HasPrefix(triple, "powerpc64") {
		odd = append(odd, 40, 48, 56)
	}
	step := func() {
		if r.Intn(8) == 0 {
			// An odd whole-byte width through memory and back, then
			// arithmetic that reads its upper bits.
			ow := odd[r.Intn(len(odd))]
			ot := fmt.Sprintf("i%d", ow)
			x := emit(ow, "trunc i64 %s to %s", pick(64), ot)
			p := fresh()
			fmt.Fprintf(&sb, "  %s = alloca %s\n  store volatile %s %s, %s* %s\n", p, ot, ot, x, ot, p)
			y := emit(ow, "load volatile %s, %s* %s", ot, ot, p)
			switch r.Intn(3) {
			case 0:
				y = emit(ow, "%s %s %s, %d", []string{"lshr", "ashr"}[r.Intn(2)], ot, y, r.Intn(ow))
			case 1:
				d := emit(ow, "or %s %s, 1", ot, x)
				y = emit(ow, "udiv %s %s, %s", ot, y, d)
			default:
				c := emit(1, "icmp slt %s %s, %s", ot, y, x)
				y = emit(ow, "select i1 %s, %s %s, %s %s", c, ot, y, ot, x)
			}
			emit(64, "%s %s %s to i64", []string{"zext", "sext"}[r.Intn(2)], ot, y)
			return
		}
		b := widths[r.Intn(len(widths))]
		t := ty(b)
		if b == 0 {
			switch r.Intn(4) {
			case 0:
				emit(0, "fadd double %s, %s", pick(0), pick(0))
			case 1:
				emit(0, "fmul double %s, %s", pick(0), pick(0))
			case 2:
				emit(0, "sitofp %s %s to double", ty(32), pick(32))
			default:
				c := emit(1, "fcmp olt double %s, %s", pick(0), pick(0))
				emit(0, "select i1 %s, double %s, double %s", c, pick(0), pick(0))
			}
			return
		}
		if (b == 128 || b == 64) && r.Intn(6) == 0 {
			// A bit-field insert (clang's store to a field of a packed
			// struct): masks with limbs of zeros and ones, and a
			// zero-extended value's zero limbs, which the multiword
			// lowering folds (ppc32 holds an i64 in two limbs).
			lo := r.Intn(b)
			n := 1 + r.Intn(minInt(32, b-lo))
			mask := new(big.Int).Lsh(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(n)), big.NewInt(1)), uint(lo))
			all := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(b)), big.NewInt(1))
			signed := func(x *big.Int) string {
				if x.Bit(b-1) == 1 {
					return new(big.Int).Sub(x, new(big.Int).Lsh(big.NewInt(1), uint(b))).String()
				}
				return x.String()
			}
			x := pick(b)
			z := emit(b, "zext i32 %s to %s", pick(32), t)
			sh := emit(b, "shl %s %s, %d", t, z, lo)
			m := emit(b, "and %s %s, %s", t, sh, signed(mask))
			c := emit(b, "and %s %s, %s", t, x, signed(new(big.Int).Xor(all, mask)))
			emit(b, "or %s %s, %s", t, c, m)
			return
		}
		if b == 128 {
			// Multiword: what the back ends hold in limbs; ppc64le also
			// multiplies, divides, shifts by variables and orders them.
			if strings.HasPrefix(triple, "powerpc64") && r.Intn(2) == 0 {
				switch r.Intn(4) {
				case 0:
					emit(b, "mul i128 %s, %s", pick(b), pick(b))
				case 1:
					d := emit(b, "or i128 %s, 1", pick(b))
					emit(b, "%s i128 %s, %s", []string{"udiv", "urem", "sdiv", "srem"}[r.Intn(4)], pick(b), d)
				case 2:
					n := emit(b, "and i128 %s, 127", pick(b))
					emit(b, "%s i128 %s, %s", []string{"shl", "lshr", "ashr"}[r.Intn(3)], pick(b), n)
				default:
					pred := []string{"slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}[r.Intn(8)]
					c := emit(1, "icmp %s i128 %s, %s", pred, pick(b), pick(b))
					emit(b, "select i1 %s, i128 %s, i128 %s", c, pick(b), pick(b))
				}
				return
			}
			switch k := r.Intn(6); k {
			case 0, 1, 2, 3, 4:
				op := []string{"add", "sub", "and", "or", "xor"}[k]
				emit(b, "%s %s %s, %s", op, t, pick(b), pick(b))
			default:
				op := []string{"shl", "lshr", "ashr"}[r.Intn(3)]
				emit(b, "%s %s %s, %d", op, t, pick(b), r.Intn(b))
			}
			switch r.Intn(4) {
			case 0:
				emit(b, "%s i64 %s to i128", []string{"zext", "sext"}[r.Intn(2)], pick(64))
			case 1:
				emit(64, "trunc i128 %s to i64", pick(b))
			case 2:
				c := emit(1, "icmp %s i128 %s, %s", []string{"eq", "ne"}[r.Intn(2)], pick(b), pick(b))
				emit(b, "select i1 %s, i128 %s, i128 %s", c, pick(b), pick(b))
			}
			return
		}
		switch k := r.Intn(12); k {
		case 0, 1, 2, 3, 4, 5:
			op := []string{"add", "sub", "mul", "and", "or", "xor"}[k]
			emit(b, "%s %s %s, %s", op, t, pick(b), pick(b))
		case 6:
			op := []string{"shl", "lshr", "ashr"}[r.Intn(3)]
			emit(b, "%s %s %s, %d", op, t, pick(b), r.Intn(b))
		case 7:
			// A division and the remainder of the same operands: the
			// selector computes the quotient once (lower/divrem.go).
			d := emit(b, "or %s %s, 1", t, pick(b))
			ops := []string{"udiv", "urem"}
			if r.Intn(2) == 1 {
				ops[0], ops[1] = ops[1], ops[0]
			}
			x := pick(b)
			emit(b, "%s %s %s, %s", ops[0], t, x, d)
			emit(b, "%s %s %s, %s", ops[1], t, x, d)
		case 8:
			pred := []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}[r.Intn(10)]
			c := emit(1, "icmp %s %s %s, %s", pred, t, pick(b), pick(b))
			emit(b, "select i1 %s, %s %s, %s %s", c, t, pick(b), t, pick(b))
		case 9:
			from := []int{8, 16, 32, 64}[r.Intn(4)]
			switch {
			case from < b:
				emit(b, "%s %s %s to %s", []string{"zext", "sext"}[r.Intn(2)], ty(from), pick(from), t)
			case from > b:
				emit(b, "trunc %s %s to %s", ty(from), pick(from), t)
			}
		case 10:
			c := emit(1, "icmp ult %s %s, %s", t, pick(b), pick(b))
			d := emit(b, "zext i1 %s to %s", c, t)
			emit(b, "add %s %s, %s", t, d, pick(b))
		default:
			emit(b, "mul %s %s, %s", t, pick(b), konst(b))
		}
	}
	fmt.Fprintf(&sb, "target triple = %q\n\n@.fmt = private constant [6 x i8] c\"%%llx\\0A\\00\"\n", triple)
	sb.WriteString("declare i32 @printf(i8*, ...)\n\n")
	sb.WriteString("define internal i64 @f(i64 %a, i32 %b, i16 %c, double %d) noinline {\nentry:\n")
	vals = []v{{"%a", 64}, {"%b", 32}, {"%c", 16}, {"%d", 0}}
	for i := 0; i < n; i++ {
		step()
	}
	// A diamond with a phi per width.
	c := emit(1, "icmp slt i32 %s, %s", pick(32), pick(32))
	fmt.Fprintf(&sb, "  br i1 %s, label %%then, label %%else\nthen:\n", c)
	save := len(vals)
	var tv, ev []string
	for _, b := range widths {
		tv = append(tv, pick(b))
	}
	for i := 0; i < n/4; i++ {
		step()
	}
	for i, b := range widths {
		if r.Intn(2) == 0 {
			tv[i] = pick(b)
		}
	}
	sb.WriteString("  br label %join\nelse:\n")
	vals = vals[:save]
	for _, b := range widths {
		ev = append(ev, pick(b))
	}
	sb.WriteString("  br label %join\njoin:\n")
	var joined []v
	for i, b := range widths {
		d := fresh()
		fmt.Fprintf(&sb, "  %s = phi %s [ %s, %%then ], [ %s, %%else ]\n", d, ty(b), tv[i], ev[i])
		joined = append(joined, v{d, b})
	}
	vals = append(vals[:save], joined...)
	// A counted loop accumulating one value.
	acc0 := pick(64)
	sb.WriteString("  br label %loop\nloop:\n")
	fmt.Fprintf(&sb, "  %%i = phi i32 [ 0, %%join ], [ %%i1, %%loop ]\n  %%acc = phi i64 [ %s, %%join ], [ %%acc1, %%loop ]\n", acc0)
	fmt.Fprintf(&sb, "  %%m = mul i64 %%acc, %d\n  %%ix = zext i32 %%i to i64\n  %%acc1 = xor i64 %%m, %%ix\n", r.Intn(1000)+3)
	sb.WriteString("  %i1 = add i32 %i, 1\n  %lc = icmp ult i32 %i1, 7\n  br i1 %lc, label %loop, label %exit\nexit:\n")
	vals = append(vals, v{"%acc1", 64})
	// Checksum of everything still in scope.
	sum := "%acc1"
	for _, x := range vals {
		if x.bits == 1 {
			continue
		}
		var w string
		switch x.bits {
		case 0:
			w = emit(64, "bitcast double %s to i64", x.name)
		case 64:
			w = x.name
		case 128:
			hi := emit(128, "lshr i128 %s, 64", x.name)
			w = emit(64, "trunc i128 %s to i64", hi)
			sum = emit(64, "mul i64 %s, 31", sum)
			sum = emit(64, "xor i64 %s, %s", sum, w)
			w = emit(64, "trunc i128 %s to i64", x.name)
		default:
			w = emit(64, "zext i%d %s to i64", x.bits, x.name)
		}
		sum = emit(64, "mul i64 %s, 31", sum)
		sum = emit(64, "xor i64 %s, %s", sum, w)
	}
	fmt.Fprintf(&sb, "  ret i64 %s\n}\n\n", sum)
	sb.WriteString("define i32 @main() {\n")
	fmt.Fprintf(&sb, "  %%r = call i64 @f(i64 %d, i32 %d, i16 %d, double %d.25)\n", r.Int63()-r.Int63(), r.Int31()-r.Int31(), r.Intn(60000)-30000, r.Intn(1000)-500)
	sb.WriteString("  %p = getelementptr [6 x i8], [6 x i8]* @.fmt, i32 0, i32 0\n")
	sb.WriteString("  %x = call i32 (i8*, ...) @printf(i8* %p, i64 %r)\n  ret i32 0\n}\n")
	return sb.String()
}

// fuzzTarget is a PowerPC ABI with the tools that build and run its
// programs.
type fuzzTarget struct {
	t                       p.Target
	triple, gcc, qemu, root string
	link                    []string
}

var fuzzTargets = []fuzzTarget{
	{p.PPC64LE, "powerpc64le-unknown-linux-gnu", "powerpc64le-linux-gnu-gcc", "qemu-ppc64le", "/usr/powerpc64le-linux-gnu", nil},
	{p.PPC32, "powerpc-unknown-linux-gnu", "powerpc-linux-gnu-gcc", "qemu-ppc", "/usr/powerpc-linux-gnu", []string{"-no-pie"}},
	{p.PPC32PIC, "powerpc-unknown-linux-gnu", "powerpc-linux-gnu-gcc", "qemu-ppc", "/usr/powerpc-linux-gnu", nil},
}

// moduleHeads are the datalayout and triple lines of a module for each
// target (the tests' hand-written modules).
var moduleHeads = map[p.Target]string{
	p.PPC64LE:  "target datalayout = \"e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512\"\ntarget triple = \"powerpc64le-unknown-linux-gnu\"\n",
	p.PPC32:    "target datalayout = \"E-m:e-p:32:32-i64:64-n32\"\ntarget triple = \"powerpc-unknown-linux-gnu\"\n",
	p.PPC32PIC: "target datalayout = \"E-m:e-p:32:32-i64:64-n32\"\ntarget triple = \"powerpc-unknown-linux-gnu\"\n",
}

// compilePPC lowers, allocates (checked) and emits a module.
func compilePPC(t *testing.T, src string, tg p.Target, opts regalloc.Options) []byte {
	t.Helper()
	m, err := llvmir.Parse("fuzz.ll", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	mod, err := ppc.Lower(m, tg)
	if err != nil {
		t.Fatalf("lower: %v", err)
	}
	a, err := regalloc.Lookup("ssa")
	if err != nil {
		t.Fatal(err)
	}
	var texts [][]byte
	for i, f := range mod.Funcs {
		// As the driver does: reshaped for the budget first.
		f = ppc.FitBudget(tg)(f, opts.Regs, opts.FPRegs)
		ft := tg.ForFunc(f)
		out, _, err := a.Allocate(f, ft, opts)
		if err != nil {
			t.Fatalf("allocate %s: %v", f.Name, err)
		}
		if err := regalloc.Check(f, out, ft, opts); err != nil {
			t.Fatalf("checker: %v", err)
		}
		texts = append(texts, Emitter{ABI: tg}.Func(out, i))
	}
	var buf bytes.Buffer
	if err := (Emitter{ABI: tg}).WriteModule(&buf, mod, texts); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func runPPC(t *testing.T, gcc, qemu, root, dir, name string, asm []byte, link []string) string {
	t.Helper()
	s := filepath.Join(dir, name+".s")
	if err := os.WriteFile(s, asm, 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, name)
	if out, err := exec.Command(gcc, append([]string{s, "-o", exe}, link...)...).CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", gcc, err, out)
	}
	out, err := exec.Command(qemu, "-L", root, exe).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", qemu, exe, err, out)
	}
	return string(out)
}

// runLLC builds src with llc-14 (-O2, position-independent, as clang's
// default) and returns what the program prints under qemu-user.
func runLLC(t *testing.T, gcc, qemu, root, dir, src string) string {
	t.Helper()
	ll := filepath.Join(dir, "p.ll")
	if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	s := filepath.Join(dir, "llc.s")
	if out, err := exec.Command("llc-14", "-O2", "-relocation-model=pic", ll, "-o", s).CombinedOutput(); err != nil {
		t.Fatalf("llc-14: %v\n%s\n%s", err, out, src)
	}
	asm, err := os.ReadFile(s)
	if err != nil {
		t.Fatal(err)
	}
	return runPPC(t, gcc, qemu, root, dir, "llc", asm, nil)
}

// runsLikeLLC builds src with ssara for ft at the full file and 3 GPRs
// and checks that each prints what llc-14's build prints under qemu-user
// (nothing to do without qemu or with -short).
func runsLikeLLC(t *testing.T, ft fuzzTarget, src string) {
	t.Helper()
	if _, err := exec.LookPath(ft.qemu); err != nil || testing.Short() {
		return
	}
	dir := t.TempDir()
	want := runLLC(t, ft.gcc, ft.qemu, ft.root, dir, src)
	for _, opts := range []regalloc.Options{{}, {Regs: 3}} {
		got := runPPC(t, ft.gcc, ft.qemu, ft.root, dir, "ssara", compilePPC(t, src, ft.t, opts), ft.link)
		if got != want {
			t.Errorf("%s (pic %v) regs=%d: printed %q, llc-14's build %q", ft.t.Name(), ft.t.PIC, opts.Regs, got, want)
		}
	}
}

// FuzzPPC compiles random programs for both PowerPC targets at the full
// register file and 4 GPRs, the checker on every function; in normal test
// runs (not -short) with the cross tools installed the seeds also run
// under qemu-user against their llc-14 builds.
func FuzzPPC(f *testing.F) {
	for s := int64(1); s <= 8; s++ {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, seed int64) {
		dir := t.TempDir()
		for _, ft := range fuzzTargets {
			src := genProgram(seed, ft.triple, 40)
			_, e1 := exec.LookPath(ft.gcc)
			_, e2 := exec.LookPath(ft.qemu)
			_, e3 := exec.LookPath("llc-14")
			run := e1 == nil && e2 == nil && e3 == nil && !testing.Short()
			want := ""
			if run {
				want = runLLC(t, ft.gcc, ft.qemu, ft.root, dir, src)
			}
			for _, opts := range []regalloc.Options{{}, {Regs: 4}} {
				asm := compilePPC(t, src, ft.t, opts)
				if run {
					if got := runPPC(t, ft.gcc, ft.qemu, ft.root, dir, "ssara", asm, ft.link); got != want {
						t.Fatalf("%s (pic %v) seed %d %+v: output %q, llc-14 %q\n%s", ft.t.Name(), ft.t.PIC, seed, opts, got, want, src)
					}
				}
			}
		}
	})
}
