package driver

import (
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/regalloc"
)

// multiwordCmpIR is a module that compares every pair of a table of
// iW values (a global, so that nothing folds them) with the ten integer
// predicates, once as 0/1 values (setcc) and once as branches (each
// compare fused into its branch, the mask counted in memory), and prints
// the mask of each pair (and the branch form's when the two differ).
func multiwordCmpIR(triple string, w int) (string, int) {
	one := big.NewInt(1)
	mod := new(big.Int).Lsh(one, uint(w))
	half := new(big.Int).Rsh(mod, 1)
	signed := func(x *big.Int) string { // x mod 2^w, as a signed decimal
		v := new(big.Int).Mod(x, mod)
		if v.Cmp(half) >= 0 {
			v.Sub(v, mod)
		}
		return v.String()
	}
	// 0, 1, -1, the least and the greatest, and values equal in their
	// top or their low limbs but not both.
	hi := new(big.Int).Lsh(big.NewInt(5), uint(w-8))
	vals := []*big.Int{big.NewInt(0), one, big.NewInt(-1), new(big.Int).Set(half), new(big.Int).Sub(half, one),
		new(big.Int).Add(hi, big.NewInt(3)), new(big.Int).Add(hi, big.NewInt(7)),
		new(big.Int).Add(new(big.Int).Lsh(big.NewInt(9), uint(w-8)), big.NewInt(3)),
		new(big.Int).Neg(new(big.Int).Add(hi, big.NewInt(3))), new(big.Int).Lsh(one, 40), new(big.Int).Lsh(one, 31)}
	// Equal top limbs, and limbs below them whose top bits differ (an
	// unsigned order there, whatever the predicate's).
	for _, k := range []int{31, 63, 95, 127, w - 9} {
		if k < w-8 {
			vals = append(vals, new(big.Int).Add(hi, new(big.Int).Lsh(one, uint(k))))
		}
	}
	return writeMultiwordCmpIR(triple, w, vals, signed), len(vals)
}

// writeMultiwordCmpIR writes the module of multiwordCmpIR.
func writeMultiwordCmpIR(triple string, w int, vals []*big.Int, signed func(*big.Int) string) string {
	var b strings.Builder
	ty := fmt.Sprintf("i%d", w)
	fmt.Fprintf(&b, "target triple = %q\n\n", triple)
	fmt.Fprintf(&b, "@vals = internal global [%d x %s] [", len(vals), ty)
	for i, v := range vals {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %s", ty, signed(v))
	}
	b.WriteString("]\n@fmt = private unnamed_addr constant [10 x i8] c\"%d %d %x\\0A\\00\"\n")
	b.WriteString("@fmt2 = private unnamed_addr constant [4 x i8] c\"%x\\0A\\00\"\n")
	b.WriteString("declare i32 @printf(i8*, ...)\n\n")
	preds := []string{"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"}
	fmt.Fprintf(&b, "define internal i32 @mask(%s* %%pa, %s* %%pb) noinline {\nentry:\n", ty, ty)
	fmt.Fprintf(&b, "  %%a = load %s, %s* %%pa\n  %%b = load %s, %s* %%pb\n", ty, ty, ty, ty)
	acc := "0"
	for i, p := range preds {
		fmt.Fprintf(&b, "  %%c%d = icmp %s %s %%a, %%b\n  %%z%d = zext i1 %%c%d to i32\n  %%s%d = shl i32 %%z%d, %d\n  %%m%d = or i32 %s, %%s%d\n",
			i, p, ty, i, i, i, i, i, i, acc, i)
		acc = fmt.Sprintf("%%m%d", i)
	}
	fmt.Fprintf(&b, "  ret i32 %s\n}\n\n", acc)
	// The branch form: each compare decides a branch (fused into it).
	fmt.Fprintf(&b, "define internal i32 @branches(%s* %%pa, %s* %%pb) noinline {\nentry:\n  %%acc = alloca i32\n  store i32 0, i32* %%acc\n", ty, ty)
	fmt.Fprintf(&b, "  %%a = load %s, %s* %%pa\n  %%b = load %s, %s* %%pb\n  br label %%p0\n", ty, ty, ty, ty)
	for i, p := range preds {
		fmt.Fprintf(&b, "p%d:\n  %%c%d = icmp %s %s %%a, %%b\n  br i1 %%c%d, label %%t%d, label %%p%d\n", i, i, p, ty, i, i, i+1)
		fmt.Fprintf(&b, "t%d:\n  %%o%d = load i32, i32* %%acc\n  %%n%d = or i32 %%o%d, %d\n  store i32 %%n%d, i32* %%acc\n  br label %%p%d\n", i, i, i, i, 1<<i, i, i+1)
	}
	fmt.Fprintf(&b, "p%d:\n  %%r = load i32, i32* %%acc\n  ret i32 %%r\n}\n\n", len(preds))
	n := len(vals)
	fmt.Fprintf(&b, `define i32 @main() {
entry:
  br label %%outer
outer:
  %%i = phi i32 [ 0, %%entry ], [ %%i1, %%outer.next ]
  br label %%inner
inner:
  %%j = phi i32 [ 0, %%outer ], [ %%j1, %%ok ]
  %%pa = getelementptr [%d x %s], [%d x %s]* @vals, i32 0, i32 %%i
  %%pb = getelementptr [%d x %s], [%d x %s]* @vals, i32 0, i32 %%j
  %%m = call i32 @mask(%s* %%pa, %s* %%pb)
  %%k = call i32 @branches(%s* %%pa, %s* %%pb)
  %%f = getelementptr [10 x i8], [10 x i8]* @fmt, i32 0, i32 0
  call i32 (i8*, ...) @printf(i8* %%f, i32 %%i, i32 %%j, i32 %%m)
  %%same = icmp eq i32 %%m, %%k
  br i1 %%same, label %%ok, label %%bad
bad:
  %%f2 = getelementptr [4 x i8], [4 x i8]* @fmt2, i32 0, i32 0
  call i32 (i8*, ...) @printf(i8* %%f2, i32 %%k)
  br label %%ok
ok:
  %%j1 = add i32 %%j, 1
  %%jd = icmp eq i32 %%j1, %d
  br i1 %%jd, label %%outer.next, label %%inner
outer.next:
  %%i1 = add i32 %%i, 1
  %%id = icmp eq i32 %%i1, %d
  br i1 %%id, label %%done, label %%outer
done:
  ret i32 0
}
`, n, ty, n, ty, n, ty, n, ty, ty, ty, ty, ty, n, n)
	return b.String()
}

// TestMultiwordComparePPC: ordered and equality compares of integers of
// two, three and four limbs, whole and with a partial top limb (csmith's
// bit-fields make i96 compares on ppc32), as values and as branches, run
// as llc-14's build of the same module, every allocator checked.
func TestMultiwordComparePPC(t *testing.T) {
	for _, tg := range ppcTargets {
		tg := tg
		widths := []int{40, 64 + 8, 96, 128}
		triple := "powerpc-unknown-linux-gnu"
		if tg.march == "ppc64le" {
			widths = []int{72, 128, 136, 192, 256}
			triple = "powerpc64le-unknown-linux-gnu"
		}
		t.Run(tg.dir, func(t *testing.T) {
			need(t, "llc-14", tg.gcc, tg.qemu)
			dir := t.TempDir()
			for _, w := range widths {
				ll := filepath.Join(dir, fmt.Sprintf("cmp%d.ll", w))
				src, n := multiwordCmpIR(triple, w)
				if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
					t.Fatal(err)
				}
				s := filepath.Join(dir, "llc.s")
				if out, err := exec.Command("llc-14", "-O2", "-relocation-model=pic", ll, "-o", s).CombinedOutput(); err != nil {
					t.Fatalf("llc-14 i%d: %v\n%s", w, err, out)
				}
				want := ppcRun(t, tg, s, filepath.Join(dir, "llc.exe"), nil)
				if strings.Count(want, "\n") != n*n+1 || !strings.HasSuffix(want, "exit=0\n") {
					t.Fatalf("i%d: llc-14's build printed %q", w, want)
				}
				m, err := llvmir.ReadFile(ll)
				if err != nil {
					t.Fatal(err)
				}
				for _, ra := range []string{"ssa", "local", "irc", "linearscan"} {
					for _, regs := range []int{0, 4} {
						res, _, err := Compile(m, &Config{March: tg.march, Regalloc: ra, RelocModel: "pic",
							Opts: regalloc.Options{Regs: regs}, Verify: true, Jobs: 1})
						if err != nil {
							t.Fatalf("i%d %s regs=%d: %v", w, ra, regs, err)
						}
						s := filepath.Join(dir, "ssara.s")
						if err := os.WriteFile(s, res.Asm, 0o644); err != nil {
							t.Fatal(err)
						}
						if got := ppcRun(t, tg, s, filepath.Join(dir, "ssara.exe"), nil); got != want {
							t.Errorf("i%d %s regs=%d: output differs from llc-14's\n--- llc-14\n%s\n--- ssara\n%s", w, ra, regs, want, got)
						}
					}
				}
			}
		})
	}
}
