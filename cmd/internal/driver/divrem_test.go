package driver

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/regalloc"
)

// divRemIR divides and takes the remainder of the same operands in one
// block (lower/divrem.go: the quotient is computed once), by constants
// (8, 32 and 64 bits, signed and unsigned, the remainder first in one
// pair) and by variables, beside pairs that must not share: a power of 2
// (a mask and a shift), different dividends, different signedness. x86-64
// IR of C's x / y beside x % y has both; PowerPC's clang writes the
// remainder as x - (x / y) * y itself, so this IR is the PowerPC
// selectors' test of the pairs.
const divRemIR = `target triple = "TRIPLE"
@vals = global [12 x i64] [i64 0, i64 1, i64 9, i64 10, i64 99, i64 255, i64 65535, i64 4294967295, i64 -1, i64 -10, i64 9223372036854775807, i64 1234567890123]
@fmt = private constant [6 x i8] c"%llx\0A\00"
declare i32 @printf(i8*, ...)

define i64 @pairs(i64 %v, i64 %w) noinline {
  %b = trunc i64 %v to i8
  %bq = udiv i8 %b, 10
  %br = urem i8 %b, 10
  %x = trunc i64 %v to i32
  %q10 = udiv i32 %x, 10
  %r10 = urem i32 %x, 10
  %sr7 = srem i64 %v, -7
  %sq7 = sdiv i64 %v, -7
  %q16 = udiv i32 %x, 16
  %r16 = urem i32 %x, 16
  %sq8 = sdiv i32 %x, 8
  %sr8 = srem i32 %x, 8
  %u9 = udiv i32 %x, 9
  %s9 = srem i32 %x, 9
  %y = trunc i64 %w to i32
  %ym = and i32 %y, 1023
  %yd = add i32 %ym, 2
  %vq = sdiv i32 %x, %yd
  %vr = srem i32 %x, %yd
  %wd = or i64 %w, 1
  %vq64 = udiv i64 %v, %wd
  %vr64 = urem i64 %v, %wd
  %bqz = zext i8 %bq to i64
  %brz = zext i8 %br to i64
  %h0 = mul i64 %bqz, 1000003
  %h1 = xor i64 %h0, %brz
  %a = zext i32 %q10 to i64
  %c = zext i32 %r10 to i64
  %h2 = mul i64 %h1, 1099511628211
  %h3 = xor i64 %h2, %a
  %h4 = mul i64 %h3, 1099511628211
  %h5 = xor i64 %h4, %c
  %h6 = mul i64 %h5, 1099511628211
  %h7 = xor i64 %h6, %sr7
  %h8 = mul i64 %h7, 1099511628211
  %h9 = xor i64 %h8, %sq7
  %e = zext i32 %q16 to i64
  %f = zext i32 %r16 to i64
  %g = sext i32 %sq8 to i64
  %k = sext i32 %sr8 to i64
  %m = zext i32 %u9 to i64
  %n = sext i32 %s9 to i64
  %o = sext i32 %vq to i64
  %p = sext i32 %vr to i64
  %h10 = mul i64 %h9, 1099511628211
  %h11 = xor i64 %h10, %e
  %h12 = mul i64 %h11, 1099511628211
  %h13 = xor i64 %h12, %f
  %h14 = mul i64 %h13, 1099511628211
  %h15 = xor i64 %h14, %g
  %h16 = mul i64 %h15, 1099511628211
  %h17 = xor i64 %h16, %k
  %h18 = mul i64 %h17, 1099511628211
  %h19 = xor i64 %h18, %m
  %h20 = mul i64 %h19, 1099511628211
  %h21 = xor i64 %h20, %n
  %h22 = mul i64 %h21, 1099511628211
  %h23 = xor i64 %h22, %o
  %h24 = mul i64 %h23, 1099511628211
  %h25 = xor i64 %h24, %p
  %h26 = mul i64 %h25, 1099511628211
  %h27 = xor i64 %h26, %vq64
  %h28 = mul i64 %h27, 1099511628211
  %h29 = xor i64 %h28, %vr64
  ret i64 %h29
}

define i32 @main() {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i2, %inner.end ]
  %pi = getelementptr [12 x i64], [12 x i64]* @vals, i64 0, i64 %i
  %v = load i64, i64* %pi
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j2, %inner ]
  %pj = getelementptr [12 x i64], [12 x i64]* @vals, i64 0, i64 %j
  %w = load i64, i64* %pj
  %h = call i64 @pairs(i64 %v, i64 %w)
  %fm = getelementptr [6 x i8], [6 x i8]* @fmt, i64 0, i64 0
  %pr = call i32 (i8*, ...) @printf(i8* %fm, i64 %h)
  %j2 = add i64 %j, 1
  %jd = icmp eq i64 %j2, 12
  br i1 %jd, label %inner.end, label %inner
inner.end:
  %i2 = add i64 %i, 1
  %id = icmp eq i64 %i2, 12
  br i1 %id, label %out, label %outer
out:
  ret i32 0
}
`

// TestDivRemPairs runs divRemIR on the three targets at the full register
// file and at 4 GPRs, every allocation checked, against llc-14's build,
// and counts in @pairs the divide instructions (one per pair by a
// variable; on ppc32 the 64-bit pair is two library calls, as llc-14's)
// and the high multiplies by 10's reciprocal (one per pair by 10).
func TestDivRemPairs(t *testing.T) {
	need(t, "llc-14", "cc")
	for _, tg := range cTargets {
		tg := tg
		t.Run(tg.march, func(t *testing.T) {
			if tg.ppc != nil {
				need(t, tg.ppc.gcc, tg.ppc.qemu)
			}
			ll := filepath.Join(t.TempDir(), "divrem.ll")
			if err := os.WriteFile(ll, []byte(strings.Replace(divRemIR, "TRIPLE", tg.triple, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, regs := range []int{0, 4} {
				dir := t.TempDir()
				want, got, asm := runCOpts(t, dir, tg, ll, "ssa", regalloc.Options{Regs: regs})
				if got != want || strings.Count(want, "\n") != 145 {
					t.Fatalf("%d GPRs: ssara's build printed\n%s\nllc-14's\n%s", regs, got, want)
				}
				body := asm[strings.Index(asm, "pairs:"):]
				body = body[:strings.Index(body, ".size")]
				divs, recips := `\tdivl\t|\tidivl\t|\tdivq\t|\tidivq\t`, `3435973837|-858993459|52429|-13107`
				switch tg.march {
				case "ppc64le":
					divs, recips = `\tdiv[wd]u? `, `52429`
				case "ppc32":
					divs, recips = `\tdivwu? |__udivdi3|__umoddi3`, `52429`
				}
				wantDivs := 2
				if tg.march == "ppc32" {
					wantDivs = 3 // divw, and the i64 pair's two calls
				}
				if n := len(regexp.MustCompile(divs).FindAllString(body, -1)); n != wantDivs {
					t.Errorf("%d GPRs: %d divide instructions or calls in @pairs, want %d:\n%s", regs, n, wantDivs, body)
				}
				if n := len(regexp.MustCompile(recips).FindAllString(body, -1)); n > 2 {
					t.Errorf("%d GPRs: 10's reciprocal loaded %d times in @pairs, want at most 2 (i8, i32):\n%s", regs, n, body)
				}
			}
		})
	}
}
