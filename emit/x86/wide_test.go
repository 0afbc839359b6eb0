package x86

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

	"github.com/ssara-project/ssara/regalloc"
)

// intGen writes random straight-line programs over integers of regular,
// odd and multi-word widths (the scalar IR of bit-fields and __int128):
// arithmetic, shifts, division, compares and selects, extensions and
// truncations, funnel shifts, saturating arithmetic, a loop carrying wide
// values in phis and a call passing and returning i128. Inputs come from a
// global buffer; every result is stored to an output buffer that main
// writes out, so the llc-14 and ssara builds must print the same bytes.
// The programs have no undefined behaviour: shift amounts are reduced
// modulo the width and divisors are positive.
type intGen struct {
	r    *rand.Rand
	sb   strings.Builder
	next int
	vals map[int][]string
	out  int
	decl map[string]bool
}

var genWidths = []int{8, 16, 24, 32, 40, 48, 56, 64, 72, 128, 144}

func (g *intGen) emit(format string, args ...interface{}) {
	g.sb.WriteString("  ")
	fmt.Fprintf(&g.sb, format, args...)
	g.sb.WriteByte('\n')
}

func (g *intGen) tmp() string {
	g.next++
	return fmt.Sprintf("%%t%d", g.next)
}

func (g *intGen) pick(w int) string {
	vs := g.vals[w]
	return vs[g.r.Intn(len(vs))]
}

func (g *intGen) add(w int, v string) { g.vals[w] = append(g.vals[w], v) }

// storeSize is the bytes an iW store writes; slots are 8-byte aligned.
func storeSize(w int) int { return (w + 7) / 8 }

func (g *intGen) store(w int, v string) {
	p := g.tmp()
	g.emit("%s = getelementptr inbounds [8192 x i8], [8192 x i8]* @out, i64 0, i64 %d", p, g.out)
	q := g.tmp()
	g.emit("%s = bitcast i8* %s to i%d*", q, p, w)
	g.emit("store i%d %s, i%d* %s, align 1", w, v, w, q)
	g.out += (storeSize(w) + 7) &^ 7
}

func (g *intGen) load(w, off int) string {
	p := g.tmp()
	g.emit("%s = getelementptr inbounds [512 x i8], [512 x i8]* @in, i64 0, i64 %d", p, off)
	q := g.tmp()
	g.emit("%s = bitcast i8* %s to i%d*", q, p, w)
	d := g.tmp()
	g.emit("%s = load i%d, i%d* %s, align 1", d, w, w, q)
	return d
}

func (g *intGen) declare(s string) { g.decl[s] = true }

// amount is a shift amount below w computed from a value.
func (g *intGen) amount(w int) string {
	d := g.tmp()
	g.emit("%s = urem i%d %s, %d", d, w, g.pick(w), w)
	return d
}

// divisor is a positive divisor of type iw.
func (g *intGen) divisor(w int) string {
	a := g.tmp()
	g.emit("%s = lshr i%d %s, %d", a, w, g.pick(w), 1+g.r.Intn(w-1))
	d := g.tmp()
	g.emit("%s = or i%d %s, 1", d, w, a)
	return d
}

func (g *intGen) step() {
	w := genWidths[g.r.Intn(len(genWidths))]
	d := g.tmp()
	x, y := g.pick(w), g.pick(w)
	switch k := g.r.Intn(15); k {
	case 0, 1, 2:
		op := []string{"add", "sub", "and", "or", "xor", "mul"}[g.r.Intn(6)]
		if op == "mul" && w > 128 {
			op = "add"
		}
		g.emit("%s = %s i%d %s, %s", d, op, w, x, y)
	case 3:
		op := []string{"add", "xor", "mul", "sub"}[g.r.Intn(4)]
		if op == "mul" && w > 128 {
			op = "and"
		}
		g.emit("%s = %s i%d %s, %d", d, op, w, x, g.r.Int63n(1<<20)-(1<<19))
	case 4:
		op := []string{"shl", "lshr", "ashr"}[g.r.Intn(3)]
		g.emit("%s = %s i%d %s, %d", d, op, w, x, g.r.Intn(w))
	case 5:
		if w > 64 && w != 128 {
			return
		}
		op := []string{"shl", "lshr", "ashr"}[g.r.Intn(3)]
		g.emit("%s = %s i%d %s, %s", d, op, w, x, g.amount(w))
	case 6:
		if w > 64 && w != 128 {
			return
		}
		op := []string{"udiv", "sdiv", "urem", "srem"}[g.r.Intn(4)]
		g.emit("%s = %s i%d %s, %s", d, op, w, x, g.divisor(w))
	case 7:
		pred := []string{"eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"}[g.r.Intn(10)]
		c := g.tmp()
		g.emit("%s = icmp %s i%d %s, %s", c, pred, w, x, y)
		w2 := genWidths[g.r.Intn(len(genWidths))]
		g.emit("%s = select i1 %s, i%d %s, i%d %s", d, c, w2, g.pick(w2), w2, g.pick(w2))
		g.add(w2, d)
		return
	case 8, 9:
		w2 := genWidths[g.r.Intn(len(genWidths))]
		switch {
		case w2 > w:
			op := []string{"zext", "sext"}[g.r.Intn(2)]
			g.emit("%s = %s i%d %s to i%d", d, op, w, x, w2)
		case w2 < w:
			g.emit("%s = trunc i%d %s to i%d", d, w, x, w2)
		default:
			return
		}
		g.add(w2, d)
		return
	case 10:
		if w != 8 && w != 16 && w != 32 && w != 64 {
			return
		}
		name := []string{"fshl", "fshr"}[g.r.Intn(2)]
		amt := fmt.Sprint(g.r.Intn(2 * w))
		if g.r.Intn(2) == 0 {
			amt = g.pick(w)
		}
		if g.r.Intn(3) == 0 {
			y = x
		}
		g.declare(fmt.Sprintf("declare i%d @llvm.%s.i%d(i%d, i%d, i%d)", w, name, w, w, w, w))
		g.emit("%s = call i%d @llvm.%s.i%d(i%d %s, i%d %s, i%d %s)", d, w, name, w, w, x, w, y, w, amt)
	case 11:
		if w != 8 && w != 16 && w != 32 && w != 64 {
			// The *.with.overflow intrinsics at any width they support.
			ops := []string{"sadd", "uadd", "ssub", "usub"}
			if w < 32 {
				ops = append(ops, "smul", "umul")
			}
			name := ops[g.r.Intn(len(ops))]
			g.declare(fmt.Sprintf("declare {i%d, i1} @llvm.%s.with.overflow.i%d(i%d, i%d)", w, name, w, w, w))
			p := g.tmp()
			g.emit("%s = call {i%d, i1} @llvm.%s.with.overflow.i%d(i%d %s, i%d %s)", p, w, name, w, w, x, w, y)
			r, o, z := g.tmp(), g.tmp(), g.tmp()
			g.emit("%s = extractvalue {i%d, i1} %s, 0", r, w, p)
			g.emit("%s = extractvalue {i%d, i1} %s, 1", o, w, p)
			g.emit("%s = zext i1 %s to i%d", z, o, w)
			g.emit("%s = xor i%d %s, %s", d, w, r, z)
			break
		}
		name := []string{"sadd", "uadd", "ssub", "usub"}[g.r.Intn(4)]
		g.declare(fmt.Sprintf("declare i%d @llvm.%s.sat.i%d(i%d, i%d)", w, name, w, w, w))
		g.emit("%s = call i%d @llvm.%s.sat.i%d(i%d %s, i%d %s)", d, w, name, w, w, x, w, y)
	case 12:
		if w != 128 {
			return
		}
		g.emit("%s = call i128 @mix128(i128 %s, i128 %s, i32 %d)", d, x, y, g.r.Intn(128))
	case 13:
		g.bitField(d, w, x)
	default:
		g.store(w, x)
		return
	}
	g.add(w, d)
}

// bitField emits d = x with a field of up to 32 bits replaced, as clang
// writes a store to a bit-field of a packed struct: a narrower value
// zero-extended, shifted into place and masked, or-ed into x with the
// field cleared. Its masks have words of zeros and of ones, and its
// zero-extended value words of zeros, which the lowering folds.
func (g *intGen) bitField(d string, w int, x string) {
	lo := g.r.Intn(w)
	n := 1 + g.r.Intn(minInt(32, w-lo))
	mask := new(big.Int).Lsh(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(n)), big.NewInt(1)), uint(lo))
	all := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w)), big.NewInt(1))
	signed := func(v *big.Int) string {
		if v.Bit(w-1) == 1 {
			return new(big.Int).Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(w))).String()
		}
		return v.String()
	}
	v := g.pick(32)
	switch {
	case w > 32:
		z := g.tmp()
		g.emit("%s = zext i32 %s to i%d", z, v, w)
		v = z
	case w < 32:
		t := g.tmp()
		g.emit("%s = trunc i32 %s to i%d", t, v, w)
		v = t
	}
	sh, m, c := g.tmp(), g.tmp(), g.tmp()
	g.emit("%s = shl i%d %s, %d", sh, w, v, lo)
	g.emit("%s = and i%d %s, %s", m, w, sh, signed(mask))
	g.emit("%s = and i%d %s, %s", c, w, x, signed(new(big.Int).Xor(all, mask)))
	g.emit("%s = or i%d %s, %s", d, w, c, m)
}

func minInt(a, b int) int {
	if a < b {
		return a
	}
	return b
}

func genIntProgram(seed int64, steps int) string {
	g := &intGen{r: rand.New(rand.NewSource(seed)), vals: map[int][]string{}, decl: map[string]bool{}}
	var in []string
	for i := 0; i < 512; i++ {
		in = append(in, fmt.Sprintf("i8 %d", int8(g.r.Intn(256))))
	}
	for _, w := range genWidths {
		for k := 0; k < 3; k++ {
			g.add(w, g.load(w, g.r.Intn(512-storeSize(w))))
		}
	}
	for i := 0; i < steps; i++ {
		g.step()
	}
	// A loop carrying an i128 and an i40 in phis.
	a, b := g.pick(128), g.pick(40)
	g.emit("br label %%loop")
	g.sb.WriteString("loop:\n")
	g.emit("%%i = phi i32 [ 0, %%entry ], [ %%i1, %%loop ]")
	g.emit("%%wa = phi i128 [ %s, %%entry ], [ %%wa1, %%loop ]", a)
	g.emit("%%wb = phi i40 [ %s, %%entry ], [ %%wb1, %%loop ]", b)
	g.emit("%%wa1 = mul i128 %%wa, 6364136223846793005")
	g.emit("%%wb2 = add i40 %%wb, 1234567")
	g.emit("%%wb1 = xor i40 %%wb2, %%wb")
	g.emit("%%i1 = add i32 %%i, 1")
	g.emit("%%c = icmp slt i32 %%i1, 7")
	g.emit("br i1 %%c, label %%loop, label %%done")
	g.sb.WriteString("done:\n")
	g.store(128, "%wa1")
	g.store(40, "%wb1")
	for _, w := range genWidths {
		g.store(w, g.vals[w][len(g.vals[w])-1])
	}
	g.emit("%%w = call i64 @write(i32 1, i8* getelementptr inbounds ([8192 x i8], [8192 x i8]* @out, i64 0, i64 0), i64 %d)", g.out)
	g.emit("ret i32 0")

	var p strings.Builder
	fmt.Fprintf(&p, "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\n")
	fmt.Fprintf(&p, "target triple = \"x86_64-pc-linux-gnu\"\n\n")
	fmt.Fprintf(&p, "@in = global [512 x i8] [%s]\n", strings.Join(in, ", "))
	fmt.Fprintf(&p, "@out = global [8192 x i8] zeroinitializer\n\n")
	fmt.Fprintf(&p, "declare i64 @write(i32, i8*, i64)\n")
	var decls []string
	for d := range g.decl {
		decls = append(decls, d)
	}
	sortStrings(decls)
	for _, d := range decls {
		fmt.Fprintf(&p, "%s\n", d)
	}
	p.WriteString(`
define internal i128 @mix128(i128 %a, i128 %b, i32 %k) noinline {
entry:
  %s = zext i32 %k to i128
  %x = shl i128 %a, 3
  %y = lshr i128 %b, %s
  %z = xor i128 %x, %y
  %c = icmp ult i128 %a, %b
  %r = select i1 %c, i128 %z, i128 %a
  ret i128 %r
}

define i32 @main() {
entry:
`)
	p.WriteString(g.sb.String())
	p.WriteString("}\n")
	return p.String()
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// FuzzWideInts compiles random programs over odd and multi-word integer
// widths at several register budgets, with the checker on every function;
// in normal test runs (not -short) the seeds also run against their llc-14
// builds.
func FuzzWideInts(f *testing.F) {
	for s := int64(1); s <= 12; s++ {
		f.Add(s)
	}
	_, errLLC := exec.LookPath("llc-14")
	_, errCC := exec.LookPath("cc")
	differential := errLLC == nil && errCC == nil
	f.Fuzz(func(t *testing.T, seed int64) {
		dir := t.TempDir()
		ll := filepath.Join(dir, "w.ll")
		src := genIntProgram(seed, 80)
		if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		var want []byte
		run := differential && !testing.Short()
		if run {
			want = runLLC(t, dir, ll)
		}
		for _, opts := range []regalloc.Options{{}, {Regs: 4}, {Regs: 3}, {Regs: 2, FPRegs: 2}} {
			asm, err := compileVec(t, ll, opts)
			if err != nil {
				t.Fatalf("seed %d %+v: %v", seed, opts, err)
			}
			if run {
				if got := runAsm(t, dir, "ssara", asm); !bytes.Equal(got, want) {
					fail := filepath.Join(os.TempDir(), fmt.Sprintf("widefail%d.ll", seed))
					os.WriteFile(fail, []byte(src), 0o644)
					t.Fatalf("seed %d %+v: output differs from llc-14's (program in %s)", seed, opts, fail)
				}
			}
		}
	})
}
