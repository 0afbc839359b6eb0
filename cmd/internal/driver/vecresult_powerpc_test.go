package driver

import (
	"strings"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
)

// vecResultProgram returns vectors that ssara scalarises into more GPRs
// than PowerPC's ABIs return in registers (sixteen bytes: sixteen GPRs;
// four ints on ppc32: four), between functions of one module, directly,
// through a function pointer, from a function whose stack arguments make
// the argument area larger, and from a recursive function that returns
// what its own call returned.
const vecResultProgram = `#include <stdio.h>
typedef signed char v16qi __attribute__((vector_size(16)));
typedef int v4si __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16)));

__attribute__((noinline)) static v16qi mixb(v16qi a, v16qi b, int k) {
	v16qi r;
	for (int i = 0; i < 16; i++) r[i] = a[i] * k + b[15 - i];
	return r;
}
__attribute__((noinline)) static v4si quad(int x, long long y, v4si z) {
	v4si r = z * x;
	r[1] += (int)y;
	r[3] -= (int)(y >> 32);
	return r;
}
__attribute__((noinline)) static v2di pair(v2di a, long long s) {
	return a * s + (v2di){1, -1};
}
__attribute__((noinline)) static v16qi many(int a, int b, int c, int d, int e, int f, int g, int h,
	int i, int j, v16qi v) {
	v16qi r = v;
	r[0] += a; r[3] += b; r[5] += c; r[7] += d; r[9] += e;
	r[10] += f; r[11] += g; r[12] += h; r[14] += i; r[15] += j;
	return r;
}
__attribute__((noinline)) static v16qi chain(v16qi a, int n) {
	if (n == 0)
		return a;
	v16qi r = chain(a + 1, n - 1);
	return r * 2 - a;
}
static v16qi (*volatile fp)(v16qi, v16qi, int) = mixb;

static void show16(const char *s, v16qi v) {
	printf("%s", s);
	for (int i = 0; i < 16; i++) printf(" %d", v[i]);
	printf("\n");
}

int main(void) {
	v16qi a, b;
	for (int i = 0; i < 16; i++) { a[i] = i * 7 - 50; b[i] = 3 * i + 1; }
	show16("mixb", mixb(a, b, 3));
	show16("fp", fp(b, a, -2));
	show16("many", many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, a));
	show16("chain", chain(b, 5));
	v4si q = quad(3, 0x123456789LL, (v4si){1, -2, 3, -4});
	printf("quad %d %d %d %d\n", q[0], q[1], q[2], q[3]);
	v2di p = pair((v2di){5, -7}, 1000000007LL);
	printf("pair %lld %lld\n", p[0], p[1]);
	return q[2] & 7;
}
`

// TestVectorResultsInMemoryPPC: the rest of a vector result beyond the
// return registers travels in the caller's outgoing argument area
// (lower/ppc's resultLoc); the program runs as llc-14's build of the
// same IR, with every allocator checked, at -O0 and -O2, at the full
// register file and at 4 GPRs.
func TestVectorResultsInMemoryPPC(t *testing.T) {
	for _, tg := range ppcTargets {
		tg := tg
		t.Run(tg.dir, func(t *testing.T) {
			need(t, "clang-14", "llc-14", tg.gcc, tg.qemu)
			forPPCLevels(t, tg, "vec", vecResultProgram, func(dir, lvl, ll string) {
				want := checkPPCModule(t, tg, dir, ll, lvl, []string{"ssa", "local", "irc", "briggs", "linearscan"})
				if !strings.Contains(want, "chain") {
					t.Fatalf("llc-14's build printed %q", want)
				}
			})
		})
	}
}

// TestVectorResultOfDeclaredPPC: a function defined elsewhere would
// return such a vector in vector registers, which ssara does not model:
// the call is refused with a message, not compiled to a wrong program;
// so is the return of a function that other modules may call.
func TestVectorResultOfDeclaredPPC(t *testing.T) {
	for _, c := range []struct{ march, triple, vec string }{
		{"ppc64le", "powerpc64le-unknown-linux-gnu", "<16 x i8>"},
		{"ppc32", "powerpc-unknown-linux-gnu", "<4 x i32>"},
	} {
		src := `target triple = "` + c.triple + `"
declare ` + c.vec + ` @ext()
define i32 @main() {
  %v = call ` + c.vec + ` @ext()
  ret i32 0
}
`
		m, err := llvmir.Parse("decl.ll", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = Compile(m, &Config{March: c.march, Jobs: 1})
		if err == nil || !strings.Contains(err.Error(), "unsupported: call result in too many GPRs") || !strings.Contains(err.Error(), "decl.ll:4") {
			t.Errorf("%s: got %v, want an unsupported call result at decl.ll:4", c.march, err)
		}
		// A function that other modules may call returns such a vector
		// in vector registers to them: refused too.
		src = `target triple = "` + c.triple + `"
define ` + c.vec + ` @ext(` + c.vec + ` %v) {
  ret ` + c.vec + ` %v
}
`
		if m, err = llvmir.Parse("ext.ll", []byte(src)); err != nil {
			t.Fatal(err)
		}
		_, _, err = Compile(m, &Config{March: c.march, Jobs: 1})
		if err == nil || !strings.Contains(err.Error(), "unsupported: return value in too many registers") || !strings.Contains(err.Error(), "ext.ll:3") {
			t.Errorf("%s: got %v, want an unsupported return at ext.ll:3", c.march, err)
		}
	}
}
