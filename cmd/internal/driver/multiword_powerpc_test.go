package driver

import (
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// multiwordCmpIR is a module that compares every pair of a table of
// iW values with the ten integer predicates, once as 0/1 values (setcc)
// and once as branches (each compare fused into its branch, the mask
// counted in memory), and prints the mask of each pair (and the branch
// form's when the two differ). It returns the module and the number of
// values.
func multiwordCmpIR(triple string, w int) (string, int) {
	one := big.NewInt(1)
	half := new(big.Int).Lsh(one, uint(w-1))
	// 0, 1, -1, the least and the greatest, and values equal in their
	// top or their low limbs but not both.
	hi := new(big.Int).Lsh(big.NewInt(5), uint(w-8))
	vals := []*big.Int{big.NewInt(0), one, big.NewInt(-1), half, new(big.Int).Sub(half, one),
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
	var b strings.Builder
	ty := fmt.Sprintf("i%d", w)
	fmt.Fprintf(&b, "target triple = %q\n\n", triple)
	writeValsIR(&b, w, vals)
	b.WriteString("@fmt = private unnamed_addr constant [10 x i8] c\"%d %d %x\\0A\\00\"\n")
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
	writePairLoopIR(&b, w, len(vals), fmt.Sprintf(`  %%m = call i32 @mask(%s* %%pa, %s* %%pb)
  %%k = call i32 @branches(%s* %%pa, %s* %%pb)
  %%f = getelementptr [10 x i8], [10 x i8]* @fmt, i32 0, i32 0
  call i32 (i8*, ...) @printf(i8* %%f, i32 %%i, i32 %%j, i32 %%m)
  %%same = icmp eq i32 %%m, %%k
  br i1 %%same, label %%next, label %%bad
bad:
  %%f2 = getelementptr [4 x i8], [4 x i8]* @fmt2, i32 0, i32 0
  call i32 (i8*, ...) @printf(i8* %%f2, i32 %%k)
  br label %%next
`, ty, ty, ty, ty))
	return b.String(), len(vals)
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
				want := checkPPCModule(t, tg, dir, ll, fmt.Sprintf("i%d", w), []string{"ssa", "local", "irc", "linearscan"})
				if strings.Count(want, "\n") != n*n+1 || !strings.HasSuffix(want, "exit=0\n") {
					t.Fatalf("i%d: llc-14's build printed %q", w, want)
				}
			}
		})
	}
}
