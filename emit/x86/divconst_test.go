package x86

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/regalloc"
)

// divConstProgram is a module with one function per width (8, 16, 32, 64
// bits), operation (sdiv, udiv, srem, urem) and constant divisor (small
// ones, powers of 2 and their negatives, the largest and least values,
// divisors that need the add step or a pre-shift, random ones), each
// applied in a loop to a table of dividends (the edges of the range and
// random values) and hashed; main prints every hash.
func divConstProgram() string {
	r := rand.New(rand.NewSource(14))
	var sb strings.Builder
	var tests []string
	for _, w := range []int{8, 16, 32, 64} {
		max := uint64(1)<<uint(w-1) - 1 // the largest signed value
		umax := ^uint64(0) >> uint(64-w)
		trunc := func(v int64) int64 { return v << uint(64-w) >> uint(64-w) }
		vals := []int64{0, 1, 2, 3, 7, 9, 10, 99, 100, -1, -2, -7, -10, -100, int64(max), int64(max) - 1, trunc(int64(max) + 1), trunc(int64(max) + 2), int64(max / 2), int64(umax / 3)}
		for i := 0; i < 44; i++ {
			vals = append(vals, trunc(int64(r.Uint64()>>uint(r.Intn(64)))))
		}
		var vs []string
		for _, v := range vals {
			vs = append(vs, fmt.Sprintf("i%d %d", w, trunc(v)))
		}
		fmt.Fprintf(&sb, "@v%d = constant [%d x i%d] [%s]\n", w, len(vals), w, strings.Join(vs, ", "))
		divs := []int64{2, 3, 5, 6, 7, 9, 10, 12, 14, 25, 100, 125, 641, 1000, 4, 8, 16, 64, -2, -3, -7, -8, -10, -16, -100,
			int64(max), int64(max) - 1, int64(max / 3), int64(max/2 + 1), trunc(int64(max) + 1), trunc(int64(umax)), trunc(int64(umax - 1)), trunc(int64(umax / 7)),
			trunc(1000000007), trunc(86400000), trunc(1 << uint(w-2))}
		for i := 0; i < 8; i++ {
			divs = append(divs, trunc(int64(r.Uint64()>>uint(r.Intn(64)))))
		}
		ext := fmt.Sprintf("zext i%d %%r to i64", w)
		if w == 64 {
			ext = "or i64 %r, 0"
		}
		for _, op := range []string{"sdiv", "udiv", "srem", "urem"} {
			seen := map[int64]bool{}
			for _, d := range divs {
				d = trunc(d)
				if d == 0 || d == 1 || d == -1 || seen[d] {
					continue
				}
				seen[d] = true
				k := len(tests)
				tests = append(tests, fmt.Sprintf("%s i%d %d", op, w, d))
				fmt.Fprintf(&sb, `define i%[1]d @f%[2]d(i%[1]d %%x) noinline {
  %%r = %[3]s i%[1]d %%x, %[4]d
  ret i%[1]d %%r
}
define i64 @t%[2]d() {
entry:
  br label %%loop
loop:
  %%i = phi i64 [ 0, %%entry ], [ %%i1, %%loop ]
  %%h = phi i64 [ 0, %%entry ], [ %%h1, %%loop ]
  %%p = getelementptr [%[5]d x i%[1]d], [%[5]d x i%[1]d]* @v%[1]d, i64 0, i64 %%i
  %%v = load i%[1]d, i%[1]d* %%p
  %%r = call i%[1]d @f%[2]d(i%[1]d %%v)
  %%e = %[6]s
  %%x = xor i64 %%h, %%e
  %%h1 = mul i64 %%x, 1099511628211
  %%i1 = add i64 %%i, 1
  %%c = icmp eq i64 %%i1, %[5]d
  br i1 %%c, label %%done, label %%loop
done:
  ret i64 %%h1
}
`, w, k, op, d, len(vals), ext)
			}
		}
	}
	sb.WriteString("@fmt = private constant [12 x i8] c\"%d %016llx\\0A\\00\"\ndeclare i32 @printf(i8*, ...)\ndefine i32 @main() {\n")
	for k := range tests {
		fmt.Fprintf(&sb, "  %%h%[1]d = call i64 @t%[1]d()\n  call i32 (i8*, ...) @printf(i8* getelementptr ([12 x i8], [12 x i8]* @fmt, i64 0, i64 0), i32 %[1]d, i64 %%h%[1]d)\n", k)
	}
	sb.WriteString("  ret i32 0\n}\n")
	return "target triple = \"x86_64-pc-linux-gnu\"\n; " + strings.Join(tests, "\n; ") + "\n" + sb.String()
}

// oneOperandMul32 matches the high multiply of 32 bits that fixes EAX
// and EDX.
var oneOperandMul32 = regexp.MustCompile(`(?m)^\ti?mull\t%e\w+$`)

// TestDivConst: division and remainder by constants, selected as shifts
// and high multiplies (divConst), give llc-14's results on every width,
// operation and kind of divisor, at the full register file and at 4
// GPRs, every allocation checked; and no divide instruction is left in
// the functions that divide, nor a one-operand multiply in those of 32
// bits or less.
func TestDivConst(t *testing.T) {
	if _, err := exec.LookPath("llc-14"); err != nil {
		t.Skip("no llc-14")
	}
	if _, err := exec.LookPath("cc"); err != nil {
		t.Skip("no cc")
	}
	dir := t.TempDir()
	ll := filepath.Join(dir, "d.ll")
	if err := os.WriteFile(ll, []byte(divConstProgram()), 0o644); err != nil {
		t.Fatal(err)
	}
	want := runLLC(t, dir, ll)
	for _, opts := range []regalloc.Options{{}, {Regs: 4}} {
		asm, err := compileVec(t, ll, opts)
		if err != nil {
			t.Fatalf("%+v: %v", opts, err)
		}
		if n := strings.Count(string(asm), "\tdiv") + strings.Count(string(asm), "\tidiv"); n > 0 {
			t.Errorf("%+v: %d divide instructions left", opts, n)
		}
		if n := oneOperandMul32.FindAllIndex(asm, -1); len(n) > 0 {
			t.Errorf("%+v: %d one-operand 32-bit multiplies: a division of 32 bits or less multiplies its extended dividend with imulq", opts, len(n))
		}
		got := runAsm(t, dir, "ssara", asm)
		if !bytes.Equal(got, want) {
			gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
			for i := range wl {
				if i >= len(gl) || gl[i] != wl[i] {
					t.Errorf("%+v: first difference at test %d: got %q, want %q", opts, i, gl[min(i, len(gl)-1)], wl[i])
					break
				}
			}
		}
	}
}
