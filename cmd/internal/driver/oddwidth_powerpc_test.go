package driver

import (
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// oddWidthIR is a module that applies integer operations to every pair of
// a table of iW values (a global array: loads of iW from memory), stores
// each result to a global of iW (a store of iW) that a function loads and
// prints folded into 64 bits. arith adds multiplication, division,
// remainder and variable shifts; ovfMul the multiplications with
// overflow.
func oddWidthIR(triple string, w int, arith, ovfMul bool) string {
	one := big.NewInt(1)
	half := new(big.Int).Lsh(one, uint(w-1))
	pattern := new(big.Int)
	for i := 0; i < w; i += 3 {
		pattern.SetBit(pattern, i, 1)
	}
	vals := []*big.Int{big.NewInt(0), one, big.NewInt(-1), half, new(big.Int).Sub(half, one),
		big.NewInt(-77), big.NewInt(12345), pattern, new(big.Int).Lsh(big.NewInt(5), uint(w-4)),
		new(big.Int).Add(new(big.Int).Lsh(one, uint(w-2)), big.NewInt(9))}
	ty := fmt.Sprintf("i%d", w)
	var b strings.Builder
	fmt.Fprintf(&b, "target triple = %q\n\n", triple)
	writeValsIR(&b, w, vals)
	fmt.Fprintf(&b, "@cell = internal global %s 0\n", ty)
	b.WriteString("@fmt = private unnamed_addr constant [15 x i8] c\"%d %d %d %llx\\0A\\00\"\n")
	b.WriteString("declare i32 @printf(i8*, ...)\n")
	for _, o := range []string{"sadd", "uadd", "ssub", "usub", "smul", "umul"} {
		fmt.Fprintf(&b, "declare {%s, i1} @llvm.%s.with.overflow.%s(%s, %s)\n", ty, o, ty, ty, ty)
	}
	// show folds an iW into an i64 (the xor of its 64-bit pieces) and
	// prints it with the pair and the operation's number.
	// (The value travels in @cell: PowerPC passes no integer parameter
	// wider than the word but i64 and ppc64le's i128.)
	fmt.Fprintf(&b, "\ndefine internal void @show(i32 %%i, i32 %%j, i32 %%k) noinline {\nentry:\n")
	fmt.Fprintf(&b, "  %%v = load volatile %s, %s* @cell\n", ty, ty)
	if w <= 64 {
		fmt.Fprintf(&b, "  %%h = zext %s %%v to i64\n", ty)
	} else {
		acc := ""
		for k := 0; k*64 < w; k++ {
			fmt.Fprintf(&b, "  %%s%d = lshr %s %%v, %d\n  %%t%d = trunc %s %%s%d to i64\n", k, ty, 64*k, k, ty, k)
			if acc == "" {
				acc = fmt.Sprintf("%%t%d", k)
			} else {
				fmt.Fprintf(&b, "  %%x%d = xor i64 %s, %%t%d\n", k, acc, k)
				acc = fmt.Sprintf("%%x%d", k)
			}
		}
		fmt.Fprintf(&b, "  %%h = or i64 %s, 0\n", acc)
	}
	b.WriteString("  %f = getelementptr [15 x i8], [15 x i8]* @fmt, i32 0, i32 0\n")
	b.WriteString("  call i32 (i8*, ...) @printf(i8* %f, i32 %i, i32 %j, i32 %k, i64 %h)\n  ret void\n}\n\n")

	fmt.Fprintf(&b, "define internal void @ops(i32 %%i, i32 %%j, %s* %%pa, %s* %%pb) noinline {\nentry:\n", ty, ty)
	fmt.Fprintf(&b, "  %%a = load %s, %s* %%pa\n  %%b = load %s, %s* %%pb\n", ty, ty, ty, ty)
	n := 0
	emit := func(expr string) {
		fmt.Fprintf(&b, "  %%r%d = %s\n  store volatile %s %%r%d, %s* @cell\n  call void @show(i32 %%i, i32 %%j, i32 %d)\n", n, expr, ty, n, ty, n)
		n++
	}
	for _, op := range []string{"add", "sub", "and", "or", "xor"} {
		emit(fmt.Sprintf("%s %s %%a, %%b", op, ty))
	}
	for _, c := range []int{1, w / 2, w - 1} {
		for _, op := range []string{"shl", "lshr", "ashr"} {
			emit(fmt.Sprintf("%s %s %%a, %d", op, ty, c))
		}
	}
	for _, p := range []string{"eq", "ult", "slt", "sge"} {
		fmt.Fprintf(&b, "  %%c%d = icmp %s %s %%a, %%b\n", n, p, ty)
		emit(fmt.Sprintf("select i1 %%c%d, %s %%a, %s %%b", n, ty, ty))
	}
	// Extensions and truncations through i8, i32 and i64 (and back).
	for _, nw := range []int{8, 32, 64} {
		if nw >= w {
			continue
		}
		fmt.Fprintf(&b, "  %%tr%d = trunc %s %%a to i%d\n", nw, ty, nw)
		emit(fmt.Sprintf("sext i%d %%tr%d to %s", nw, nw, ty))
		emit(fmt.Sprintf("zext i%d %%tr%d to %s", nw, nw, ty))
	}
	for _, o := range []string{"sadd", "uadd", "ssub", "usub", "smul", "umul"} {
		if !ovfMul && strings.HasSuffix(o, "mul") {
			continue
		}
		k := n
		fmt.Fprintf(&b, "  %%o%d = call {%s, i1} @llvm.%s.with.overflow.%s(%s %%a, %s %%b)\n", k, ty, o, ty, ty, ty)
		fmt.Fprintf(&b, "  %%ov%d = extractvalue {%s, i1} %%o%d, 0\n  %%of%d = extractvalue {%s, i1} %%o%d, 1\n", k, ty, k, k, ty, k)
		fmt.Fprintf(&b, "  %%oz%d = zext i1 %%of%d to %s\n", k, k, ty)
		emit(fmt.Sprintf("xor %s %%ov%d, %%oz%d", ty, k, k))
		emit(fmt.Sprintf("add %s %%oz%d, 0", ty, k))
	}
	if arith {
		emit(fmt.Sprintf("mul %s %%a, %%b", ty))
		// Divisors with the top bit clear and never 0 or -1.
		fmt.Fprintf(&b, "  %%d0 = lshr %s %%b, 1\n  %%d = or %s %%d0, 1\n", ty, ty)
		for _, op := range []string{"udiv", "sdiv", "urem", "srem"} {
			emit(fmt.Sprintf("%s %s %%a, %%d", op, ty))
		}
		fmt.Fprintf(&b, "  %%amt = urem %s %%b, %d\n", ty, w)
		for _, op := range []string{"shl", "lshr", "ashr"} {
			emit(fmt.Sprintf("%s %s %%a, %%amt", op, ty))
		}
	}
	b.WriteString("  ret void\n}\n\n")
	writePairLoopIR(&b, w, len(vals), fmt.Sprintf("  call void @ops(i32 %%i, i32 %%j, %s* %%pa, %s* %%pb)\n  br label %%next\n", ty, ty))
	return b.String()
}

// TestOddWidthPPC: integers of widths that are not a load's (i17, i33 in
// one register on ppc64le; i33, i47 in two limbs on ppc32; i65, i100 in
// two limbs; and whole limbs, ppc32's i96 and ppc64le's i128, whose
// overflow comes from the order of the limbs), the i33 and i65 of clang's mixed-width
// __builtin_add_overflow among them: loads and stores, arithmetic,
// shifts, compares, extensions and the overflow intrinsics, run as
// llc-14's build of the same module, every allocator checked.
func TestOddWidthPPC(t *testing.T) {
	type width struct {
		bits          int
		arith, ovfMul bool
	}
	for _, tg := range ppcTargets {
		tg := tg
		widths := []width{{17, true, true}, {33, true, false}, {47, true, false}, {65, false, false}, {96, false, false}, {100, false, false}}
		triple := "powerpc-unknown-linux-gnu"
		if tg.march == "ppc64le" {
			widths = []width{{17, true, true}, {33, true, true}, {47, true, false}, {65, true, false}, {100, true, false}, {128, true, false}}
			triple = "powerpc64le-unknown-linux-gnu"
		}
		t.Run(tg.dir, func(t *testing.T) {
			need(t, "llc-14", tg.gcc, tg.qemu)
			dir := t.TempDir()
			for _, w := range widths {
				ll := filepath.Join(dir, fmt.Sprintf("odd%d.ll", w.bits))
				if err := os.WriteFile(ll, []byte(oddWidthIR(triple, w.bits, w.arith, w.ovfMul)), 0o644); err != nil {
					t.Fatal(err)
				}
				want := checkPPCModule(t, tg, dir, ll, fmt.Sprintf("i%d", w.bits), []string{"ssa", "local", "irc", "linearscan"})
				if !strings.HasSuffix(want, "exit=0\n") || strings.Count(want, "\n") < 100 {
					t.Fatalf("i%d: llc-14's build printed %q", w.bits, want)
				}
			}
		})
	}
}
