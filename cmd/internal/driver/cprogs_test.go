package driver

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/regalloc"
)

// cTarget is a target a C program of cProgs is built for.
type cTarget struct {
	march, triple string
	ppc           *ppcTarget // nil for x86-64
}

var cTargets = []cTarget{
	{march: "x86-64", triple: "x86_64-linux-gnu"},
	{march: "ppc64le", triple: "powerpc64le-linux-gnu", ppc: &ppcTargets[0]},
	{march: "ppc32", triple: "powerpc-linux-gnu", ppc: &ppcTargets[1]},
}

// cProg is a C program that exercises one construct of "the C that real
// programs use" (issue 17): it is compiled by clang-14 at -O0, -O1 and
// -O2 for each of its targets, built with ssara (the SSA allocator, the
// checker on) and llc-14, and both builds must print the same and exit
// with the same status. want maps a -march name (or "" for every
// target) to a string the ssara assembly must contain at every level
// (the construct is really there).
type cProg struct {
	name    string
	targets []string // -march names; all when empty
	src     string
	want    map[string]string
	allocs  []string // allocators to build with; the SSA allocator when empty
}

var cProgs = []cProg{
	{name: "alias", want: map[string]string{"": ".set "}, src: `#include <stdio.h>
int real_var = 42;
int arr[4] = {1, 2, 3, 4};
int real_fn(int x) { return x + 1; }
static int helper(int x) { return x * 3; }
extern int alias_var __attribute__((alias("real_var")));
extern int alias_fn(int) __attribute__((alias("real_fn")));
int weak_fn(int) __attribute__((weak, alias("real_fn")));
int static_alias(int) __attribute__((alias("helper")));
extern int hidden_var __attribute__((alias("real_var"), visibility("hidden")));
int (*volatile fp)(int) = alias_fn;
int main(void) {
  alias_var += 1;
  printf("%d %d %d %d %d %d\n", real_var, alias_fn(1), weak_fn(2), static_alias(3), fp(4), hidden_var);
  return alias_fn(0) == 1 ? 0 : 1;
}
`},
	{name: "farOffset", want: map[string]string{"x86-64": "movabsq\t$300000000000000000"}, src: `#include <stdio.h>
#include <stdint.h>
char d[16];
static char local_d[16];
__attribute__((noinline)) char *far1(void) { return &d[300000000000000000LL]; }
__attribute__((noinline)) char *far2(void) { return &local_d[20000000]; }
__attribute__((noinline)) char *far3(void) { return &d[-300000000000000000LL]; }
__attribute__((noinline)) char *far4(long long i) { return &d[i + 300000000000000000LL]; }
__attribute__((noinline)) char *far5(char *p, long long i) { return &p[4 * i + 5000000000LL]; }
__attribute__((noinline)) long long stackfar(int k) {
  char buf[16];
  buf[k] = 1;
  char *volatile p = &buf[300000000000000000LL + k];
  return (long long)((uintptr_t)p - (uintptr_t)buf);
}
volatile int zero = 0;
#define DIFF(p, q) ((long long)((uintptr_t)(p) - (uintptr_t)(q)))
int main(void) {
  printf("%lld %lld %lld\n", DIFF(far1(), d), DIFF(far2(), local_d), DIFF(far3(), d));
  printf("%lld %lld %lld\n", DIFF(far4(zero + 3), d), DIFF(far5(d, zero + 2), d), stackfar(zero));
  if (zero) {
    d[300000000000000000LL] = 1;
    local_d[20000000] = 2;
    printf("%d\n", d[300000000000000000LL + zero]);
  }
  return 0;
}
`},
	{name: "wideVectorResult", targets: []string{"x86-64"}, want: map[string]string{"": "%xmm3"}, src: `#include <stdio.h>
typedef int v8si __attribute__((vector_size(32)));
typedef long long v4di __attribute__((vector_size(32)));
typedef double v4df __attribute__((vector_size(32)));
typedef int v16si __attribute__((vector_size(64)));
static __attribute__((noinline)) v8si add8(v8si a, v8si b) { return a + b * 3; }
static __attribute__((noinline)) v4di mix(int k, v4di a, v4df d) { return a + (v4di){k, 2 * k, 3, 4} + __builtin_convertvector(d, v4di); }
static __attribute__((noinline)) v4df fd(v4df a, v4df b) { return a * b - a; }
static __attribute__((noinline)) v16si rev(v16si a) { return __builtin_shufflevector(a, a, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0); }
int main(void) {
  v8si x = {1, 2, 3, 4, 5, 6, 7, 8}, y = {8, 7, 6, 5, 4, 3, 2, 1};
  volatile int k = 5;
  x[k] = k;
  v8si z = add8(x, y);
  v4df a = {1.5, 2.5, -3.0, 4.0}, b = {2, 3, 4, 5};
  a[k & 3] = k;
  v4df c = fd(a, b);
  v4di m = mix(k, (v4di){10, 20, 30, 40}, c);
  v16si w = {0};
  for (int i = 0; i < 16; i++) w[i] = i * k;
  v16si r = rev(w);
  for (int i = 0; i < 8; i++) printf("%d ", z[i]);
  for (int i = 0; i < 4; i++) printf("%g %lld ", c[i], m[i]);
  for (int i = 0; i < 16; i++) printf("%d ", r[i]);
  printf("\n");
  return 0;
}
`},
	{name: "asmAlternatives", targets: []string{"x86-64"}, want: map[string]string{"": "xchgl %eax, %edx"}, src: `#include <stdio.h>
int glob = 7;
static long lg = 40;
__attribute__((noinline)) int f(int x, int y) {
  asm("addl %1, %0" : "+rm"(x) : "g"(y));
  asm("addl %1, %0" : "+r"(x) : "imr"(5));
  asm("addl %1, %0" : "=g"(x) : "0"(x), "rm"(glob));
  asm("addl %1, %0" : "+r"(x) : "g"(glob));
  asm("addl %1, %0" : "+r"(x) : "ri"(y));
  asm("addl %1, %0" : "+g"(x) : "ri"(1000));
  return x;
}
__attribute__((noinline)) unsigned g(unsigned x, unsigned char n) {
  asm("shll %1, %0" : "+r"(x) : "cI"(3));
  asm("shrl %%cl, %0" : "+rm"(x) : "c"(n));
  unsigned a = x, d = 5;
  asm("xchgl %0, %1" : "+a"(a), "+d"(d));
  asm("addl %1, %0" : "+qm"(a) : "Kr"(-7));
  asm("leal (%1,%2), %0" : "=r"(x) : "r"(a), "r"(d));
  return x;
}
__attribute__((noinline)) long h(long *p, long v) {
  asm("addq %1, %0" : "+m"(*p) : "er"(v));
  asm("addq %1, %0" : "+rm"(lg) : "e"(100));
  long r;
  asm("movq %1, %0" : "=r"(r) : "m"(lg));
  asm("addq %1, %0" : "+r"(r) : "g"(*p));
  return r;
}
int main(void) {
  long q = 3;
  printf("%d %u %ld %ld %ld\n", f(1, 2), g(0x1234, 2), h(&q, 9), q, lg);
  return 0;
}
`},
	{name: "asmPPC", targets: []string{"ppc64le", "ppc32"}, want: map[string]string{"": "fadd "}, src: `#include <stdio.h>
int glob = 7;
double dd = 2.25;
__attribute__((noinline)) int f(int x, int y) {
  int r;
  asm("");
  asm volatile("" ::: "memory");
  asm("add %0, %1, %2" : "=r"(r) : "r"(x), "r"(y));
  asm("addi %0, %0, %1" : "+r"(r) : "I"(100));
  asm("addi %0, %1, 5" : "=r"(x) : "b"(r));
  asm("lwz %0, %1" : "=r"(y) : "m"(glob));
  asm("stw %1, %0" : "=m"(glob) : "r"(x + y));
  asm("mr %0, %1" : "=r"(r) : "r"(glob) : "r14", "r5", "cr0", "xer");
  return r + x;
}
__attribute__((noinline)) double g(double a) {
  double r;
  asm("fadd %0, %1, %2" : "=f"(r) : "f"(a), "d"(dd));
  asm("fmr %0, %1" : "=d"(a) : "f"(r) : "f14", "f2");
  return a;
}
int main(void) {
  printf("%d %d %g\n", f(3, 4), glob, g(1.5));
  return 0;
}
`},
	{name: "threadLocal", want: map[string]string{"x86-64": "@TPOFF(", "ppc64le": "@tprel@ha", "ppc32": "@tprel@ha"}, src: `#include <stdio.h>
#include <pthread.h>
__thread int counter = 5;
static __thread long local_tls[4] = {1, 2, 3, 4};
__thread int zero_tls;
__attribute__((weak)) __thread int weak_tls = 11;
__attribute__((noinline)) int bump(int k) {
  counter += k;
  local_tls[k & 3] += counter;
  zero_tls++;
  weak_tls += 2;
  return counter;
}
static void *worker(void *arg) {
  int k = *(int *)arg;
  for (int i = 0; i < 1000; i++) bump(k);
  static int results[8];
  results[k] = counter + (int)local_tls[k & 3] + zero_tls + weak_tls;
  return &results[k];
}
int main(void) {
  pthread_t t[3];
  int ks[3] = {1, 2, 3};
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, &ks[i]);
  for (int i = 0; i < 3; i++) {
    void *r;
    pthread_join(t[i], &r);
    printf("thread %d: %d\n", i, *(int *)r);
  }
  bump(2);
  int *p = &counter;
  *p += 100;
  printf("%d %ld %ld %d %d\n", counter, local_tls[2], local_tls[3], zero_tls, weak_tls);
  return 0;
}
`},
	{name: "bitreverse", src: `#include <stdio.h>
#include <stdint.h>
volatile uint64_t seeds[4] = {0x0123456789abcdefULL, 0xfedcba9876543210ULL, 0x8000000000000001ULL, 0x00000000ffff0f0fULL};
__attribute__((noinline)) uint8_t r8(uint8_t x) { return __builtin_bitreverse8(x); }
__attribute__((noinline)) uint16_t r16(uint16_t x) { return __builtin_bitreverse16(x); }
__attribute__((noinline)) uint32_t r32(uint32_t x) { return __builtin_bitreverse32(x); }
__attribute__((noinline)) uint64_t r64(uint64_t x) { return __builtin_bitreverse64(x); }
int main(void) {
  for (int i = 0; i < 4; i++) {
    uint64_t s = seeds[i];
    printf("%02x %04x %08x %016llx\n", r8((uint8_t)(s >> 3)), r16((uint16_t)(s >> 5)), r32((uint32_t)(s >> 7)), (unsigned long long)r64(s));
    printf("%u\n", (unsigned)(uint8_t)(r8((uint8_t)s) + 1) + r16((uint16_t)s) % 7);
  }
  return 0;
}
`},
	{name: "packedBitfields", src: `#include <stdio.h>
#pragma pack(push, 1)
struct S40 { signed f0 : 19; unsigned f1 : 21; };
struct S48 { unsigned f0 : 30; signed f1 : 18; };
struct S56 { signed long long f0 : 37; unsigned f1 : 19; };
#pragma pack(pop)
struct S40 a = {-1234, 99999};
struct S48 b = {0x3ffffff0, -77};
struct S56 c = {-12345678901LL, 4321};
volatile int k = 3;
__attribute__((noinline)) void upd(int j) {
  a.f0 = a.f0 * 3 + j; a.f1 += j * 7;
  b.f0 ^= j << 20; b.f1 = b.f1 - j;
  c.f0 = c.f0 / 3 - j; c.f1 = c.f1 * 5 + (c.f0 & 7);
}
int main(void) {
  for (int i = 0; i < k + 4; i++) upd(i);
  struct S40 a2 = a;
  printf("%d %u %u %d %lld %u %d\n", a.f0, a.f1, b.f0, b.f1, (long long)c.f0, c.f1, a2.f0 == a.f0);
  return 0;
}
`},
	{name: "maskVector", src: `#include <stdio.h>
int a[1000];
short s[512];
__attribute__((noinline)) int has(int x, int n) { int f = 0; for (int i = 0; i < n; i++) if (a[i] == x) f = 1; return f; }
__attribute__((noinline)) int allpos(int n) { int ok = 1; for (int i = 0; i < n; i++) ok &= s[i] > 0; return ok; }
__attribute__((noinline)) int cnt(int x, int n) { int c = 0; for (int i = 0; i < n; i++) c += a[i] > x; return c; }
int main(void) {
  for (int i = 0; i < 1000; i++) a[i] = (i * 37) % 1001;
  for (int i = 0; i < 512; i++) s[i] = (short)(i % 97 + 1);
  printf("%d %d %d %d %d\n", has(370, 1000), has(1000, 1000), allpos(512), cnt(500, 1000), has(-1, 7));
  s[300] = -4;
  printf("%d\n", allpos(512));
  return 0;
}
`},
	{name: "builtinSetjmp", targets: []string{"x86-64"}, allocs: []string{"ssa", "simple", "local", "irc", "linearscan"}, want: map[string]string{"": "jmpq\t*%rcx"}, src: `#include <stdio.h>
static void *buf[5];
__attribute__((noinline)) int deep(int n, int x) {
  int a = x * 3, b = x * 5, c = x * 7, d = x * 11, e = x * 13, f = x * 17;
  if (n == 0) __builtin_longjmp(buf, 1);
  int r = deep(n - 1, x + 1);
  return r + a + b + c + d + e + f;
}
__attribute__((noinline)) int run(int k) {
  volatile int stage = 0;
  int keep1 = k * 3, keep2 = k * 5;
  if (__builtin_setjmp(buf) == 0) {
    stage = 1;
    deep(5, k);
    stage = 2;
  } else {
    stage += 10;
  }
  return stage + keep1 + keep2;
}
int main(void) {
  int v[8];
  for (int i = 0; i < 8; i++) v[i] = i * i + 1;
  int s0 = v[0], s1 = v[1], s2 = v[2], s3 = v[3], s4 = v[4], s5 = v[5];
  int t = 0;
  for (int i = 1; i < 4; i++) t += run(i) * (s0 + s1 * i + s2 + s3 * i + s4 + s5);
  printf("%d %d %d %d %d %d %d\n", t, s0, s1, s2, s3, s4, s5);
  return 0;
}
`},
	{name: "x87Asm", targets: []string{"x86-64"}, want: map[string]string{"": "fpatan"}, src: `#include <stdio.h>
__attribute__((noinline)) long double sq(long double x) { long double r; asm("fsqrt" : "=t"(r) : "0"(x)); return r; }
__attribute__((noinline)) double sqd(double x) { asm("fsqrt" : "+t"(x)); return x; }
__attribute__((noinline)) long double at2(long double y, long double x) { long double r; asm("fpatan" : "=t"(r) : "0"(x), "u"(y) : "st(1)"); return r; }
__attribute__((noinline)) float sqf(float x) { float r; asm("fsqrt" : "=t"(r) : "0"(x)); return r; }
__attribute__((noinline)) long double scale(long double x, long double e) { long double r; asm("fscale" : "=t"(r) : "0"(x), "u"(e)); return r; }
int main(void) {
  volatile long double a = 2.0L;
  printf("%.18Lg %.15g %.18Lg %.7g %.18Lg\n", sq(a), sqd(2.0), at2(1.0L, a), sqf(3.0f), scale(a, 3.0L));
  return 0;
}
`},
	{name: "longDoublePPC", targets: []string{"ppc64le", "ppc32"}, want: map[string]string{"": "__gcc_qdiv"}, src: `#include <stdio.h>
#include <math.h>
volatile long double vals[6] = {1.0L, -2.5L, 1e300L, 3.0L, -0.0L, 123456789012345678.0L};
volatile long long ll = -1234567890123LL;
volatile unsigned long long ull = 18000000000000000000ULL;
volatile int ii = -77;
struct pt { long double x; int tag; long double y; };
__attribute__((noinline)) struct pt mk(long double a, int t, long double b) { struct pt p = {a * 2, t, b / 3}; return p; }
__attribute__((noinline)) long double sum(int n, ...) { return 0; }
__attribute__((noinline)) int cmpall(long double a, long double b) {
  return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5;
}
int main(void) {
  long double third = vals[0] / 3.0L;
  long double x = third * 3.0L - 1.0L;
  long double big = vals[5] + 0.25L;
  printf("%.20Lg %.20Lg %.20Lg\n", third, x, big);
  printf("%lld %llu %d\n", (long long)big, (unsigned long long)(big * 100), (int)(vals[1] * 10));
  long double a = (long double)ll, b = (long double)ull, c = (long double)ii;
  printf("%.20Lg %.20Lg %.20Lg\n", a, b, c);
  printf("%.17g %.9g\n", (double)third, (float)third);
  printf("%d %d %d %d\n", cmpall(third, third + 1e-30L), cmpall(vals[0], vals[0]), cmpall(vals[1], vals[4]), cmpall(vals[4], 0.0L));
  printf("%.20Lg %.20Lg %.20Lg\n", fabsl(vals[1]), fabsl(-third), -vals[2]);
  struct pt p = mk(third, 7, big);
  printf("%.20Lg %d %.20Lg\n", p.x, p.tag, p.y);
  long double acc = 0;
  for (int i = 0; i < 6; i++) acc += vals[i] * (i + 1);
  printf("%.20Lg %.20Lg\n", acc, sqrtl(vals[3]));
  return 0;
}
`},
}

// cBuild compiles src for tg at level opt and returns the .ll file.
func cBuild(t *testing.T, dir string, tg cTarget, opt, src string) string {
	t.Helper()
	c := filepath.Join(dir, "prog.c")
	if err := os.WriteFile(c, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	ll := filepath.Join(dir, "prog."+opt+".ll")
	args := []string{"--target=" + tg.triple, "-" + opt, "-S", "-emit-llvm", c, "-o", ll}
	if tg.ppc != nil {
		args = append(args, "-isystem", tg.ppc.sysroot+"/include")
	}
	if out, err := exec.Command("clang-14", args...).CombinedOutput(); err != nil {
		t.Fatalf("clang-14 %v: %v\n%s", args, err, out)
	}
	return ll
}

// runC builds ll with llc-14 and with ssara for tg and returns both
// programs' outputs and ssara's assembly.
func runC(t *testing.T, dir string, tg cTarget, ll string) (want, got, asm string) {
	return runCWith(t, dir, tg, ll, "ssa")
}

// runCWith is runC with allocator ra.
func runCWith(t *testing.T, dir string, tg cTarget, ll, ra string) (want, got, asm string) {
	return runCOpts(t, dir, tg, ll, ra, regalloc.Options{})
}

// runCOpts is runCWith with the allocator's options (a budget).
func runCOpts(t *testing.T, dir string, tg cTarget, ll, ra string, opts regalloc.Options) (want, got, asm string) {
	t.Helper()
	m, err := llvmir.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	res, _, err := Compile(m, &Config{March: tg.march, Regalloc: ra, Opts: opts, Verify: true, Jobs: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := filepath.Join(dir, "ssara.s")
	if err := os.WriteFile(s, res.Asm, 0o644); err != nil {
		t.Fatal(err)
	}
	if tg.ppc == nil {
		want = oracle(t, ll, dir)
		exe := filepath.Join(dir, "ssara.exe")
		build(t, s, exe)
		return want, runBinary(t, exe), string(res.Asm)
	}
	ls := filepath.Join(dir, "llc.s")
	if out, err := exec.Command("llc-14", "-O2", "-relocation-model=pic", ll, "-o", ls).CombinedOutput(); err != nil {
		t.Fatalf("llc-14 %s: %v\n%s", ll, err, out)
	}
	want = ppcRun(t, *tg.ppc, ls, filepath.Join(dir, "llc.exe"), nil)
	got = ppcRun(t, *tg.ppc, s, filepath.Join(dir, "ssara.exe"), nil)
	return want, got, string(res.Asm)
}

// TestCPrograms runs cProgs.
func TestCPrograms(t *testing.T) {
	need(t, "clang-14", "llc-14", "cc")
	for _, p := range cProgs {
		for _, tg := range cTargets {
			if len(p.targets) > 0 && !contains(p.targets, tg.march) {
				continue
			}
			p, tg := p, tg
			t.Run(p.name+"/"+tg.march, func(t *testing.T) {
				if tg.ppc != nil {
					need(t, tg.ppc.gcc, tg.ppc.qemu)
				}
				allocs := p.allocs
				if len(allocs) == 0 {
					allocs = []string{"ssa"}
				}
				for _, opt := range []string{"O0", "O1", "O2"} {
					for _, ra := range allocs {
						dir := t.TempDir()
						ll := cBuild(t, dir, tg, opt, p.src)
						want, got, asm := runCWith(t, dir, tg, ll, ra)
						if got != want {
							t.Errorf("-%s -regalloc=%s: ssara's build printed %q, llc-14's %q", opt, ra, got, want)
						}
						for _, w := range []string{p.want[""], p.want[tg.march]} {
							if w != "" && !strings.Contains(asm, w) {
								t.Errorf("-%s: ssara's assembly lacks %q", opt, w)
							}
						}
					}
				}
			})
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestTLSInitialExec reads and writes a thread-local variable defined in
// a shared library (initial-exec: the offset from the GOT) on x86-64 and
// ppc64le, against llc-14's build.
func TestTLSInitialExec(t *testing.T) {
	need(t, "clang-14", "llc-14", "cc")
	const lib = "__thread int ext_counter = 100;\nint ext_get(void) { return ext_counter; }\n"
	const prog = `#include <stdio.h>
extern __thread int ext_counter;
int ext_get(void);
__attribute__((noinline)) int use(int k) { ext_counter += k; return ext_counter; }
int main(void) { use(3); use(4); printf("%d %d\n", ext_counter, ext_get()); return 0; }
`
	for _, tg := range cTargets[:2] {
		tg := tg
		t.Run(tg.march, func(t *testing.T) {
			gcc := "cc"
			if tg.ppc != nil {
				need(t, tg.ppc.gcc, tg.ppc.qemu)
				gcc = tg.ppc.gcc
			}
			dir := t.TempDir()
			libc := filepath.Join(dir, "lib.c")
			if err := os.WriteFile(libc, []byte(lib), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(gcc, "-shared", "-fPIC", libc, "-o", filepath.Join(dir, "libtls.so")).CombinedOutput(); err != nil {
				t.Fatalf("%s -shared: %v\n%s", gcc, err, out)
			}
			ll := cBuild(t, dir, tg, "O1", prog)
			m, err := llvmir.ReadFile(ll)
			if err != nil {
				t.Fatal(err)
			}
			res, _, err := Compile(m, &Config{March: tg.march, Regalloc: "ssa", Verify: true, Jobs: 1})
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]string{"x86-64": "@GOTTPOFF(%rip)", "ppc64le": "@got@tprel@ha"}[tg.march]
			if !strings.Contains(string(res.Asm), want) {
				t.Errorf("assembly lacks %q", want)
			}
			s := filepath.Join(dir, "ssara.s")
			if err := os.WriteFile(s, res.Asm, 0o644); err != nil {
				t.Fatal(err)
			}
			exe := filepath.Join(dir, "ssara.exe")
			if out, err := exec.Command(gcc, s, "-o", exe, "-L"+dir, "-ltls", "-Wl,-rpath,"+dir).CombinedOutput(); err != nil {
				t.Fatalf("%s: %v\n%s", gcc, err, out)
			}
			cmd := exec.Command(exe)
			if tg.ppc != nil {
				cmd = exec.Command(tg.ppc.qemu, "-L", tg.ppc.sysroot, exe)
			}
			if got := runCommand(t, cmd); got != "107 107\nexit=0\n" {
				t.Errorf("ssara's build printed %q, want %q", got, "107 107\nexit=0\n")
			}
		})
	}
}

// maskIR packs, stores, loads and unpacks vectors of i1 (llc-14 lays them
// out as an integer, lane 0 in the least significant bit on little-endian
// targets, in the most significant on big-endian ones).
const maskIR = `@.fmt = private constant [4 x i8] c"%d\0A\00"
declare i32 @printf(i8*, ...)
define internal i32 @mask(<4 x i32> %a, <4 x i32> %b) noinline {
  %c = icmp slt <4 x i32> %a, %b
  %m = bitcast <4 x i1> %c to i4
  %z = zext i4 %m to i32
  ret i32 %z
}
define internal void @store(<8 x i16> %a, <8 x i1>* %p) noinline {
  %c = icmp eq <8 x i16> %a, zeroinitializer
  store <8 x i1> %c, <8 x i1>* %p
  ret void
}
define internal i32 @load(<8 x i1>* %p, <8 x i32> %x) noinline {
  %c = load <8 x i1>, <8 x i1>* %p
  %s = select <8 x i1> %c, <8 x i32> %x, <8 x i32> zeroinitializer
  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %s)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)
define internal i32 @fromint(i8 %m8, i32 %k) noinline {
  %m = trunc i8 %m8 to i4
  %v = bitcast i4 %m to <4 x i1>
  %e = extractelement <4 x i1> %v, i32 2
  %ez = zext i1 %e to i32
  %f = extractelement <4 x i1> %v, i32 %k
  %fz = zext i1 %f to i32
  %r = shl i32 %fz, 1
  %s = or i32 %r, %ez
  ret i32 %s
}
define i32 @main() {
  %r = call i32 @mask(<4 x i32> <i32 1, i32 5, i32 -3, i32 7>, <4 x i32> <i32 2, i32 2, i32 2, i32 9>)
  %p1 = call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @.fmt, i64 0, i64 0), i32 %r)
  %buf = alloca <8 x i1>
  call void @store(<8 x i16> <i16 0, i16 1, i16 0, i16 0, i16 5, i16 0, i16 7, i16 0>, <8 x i1>* %buf)
  %bp = bitcast <8 x i1>* %buf to i8*
  %byte = load i8, i8* %bp
  %bz = zext i8 %byte to i32
  %p2 = call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @.fmt, i64 0, i64 0), i32 %bz)
  %s = call i32 @load(<8 x i1>* %buf, <8 x i32> <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>)
  %p3 = call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @.fmt, i64 0, i64 0), i32 %s)
  %ez = call i32 @fromint(i8 5, i32 3)
  %p4 = call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @.fmt, i64 0, i64 0), i32 %ez)
  ret i32 0
}
`

// TestMaskVectorsPPC runs maskIR on ppc64le and ppc32 against llc-14.
func TestMaskVectorsPPC(t *testing.T) {
	need(t, "llc-14")
	for _, tg := range cTargets[1:] {
		tg := tg
		t.Run(tg.march, func(t *testing.T) {
			need(t, tg.ppc.gcc, tg.ppc.qemu)
			dir := t.TempDir()
			ll := filepath.Join(dir, "mask.ll")
			triple := map[string]string{"ppc64le": "powerpc64le-unknown-linux-gnu", "ppc32": "powerpc-unknown-linux-gnu"}[tg.march]
			if err := os.WriteFile(ll, []byte("target triple = \""+triple+"\"\n"+maskIR), 0o644); err != nil {
				t.Fatal(err)
			}
			want, got, _ := runC(t, dir, tg, ll)
			if got != want {
				t.Errorf("ssara's build printed %q, llc-14's %q", got, want)
			}
		})
	}
}

// vectorGEPIR uses getelementptr with vector indices as constant
// expressions (an operand of extractelement and of ptrtoint) and as
// instructions on constant vectors of addresses.
const vectorGEPIR = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@.fmt = private constant [4 x i8] c"%d\0A\00"
@ints = global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8]
@tab = global [4 x i64] [i64 10, i64 20, i64 30, i64 40]
declare i32 @printf(i8*, ...)
define i32 @main() {
  %q1 = extractelement <2 x i32*> getelementptr (i32, i32* getelementptr ([8 x i32], [8 x i32]* @ints, i64 0, i64 0), <2 x i64> <i64 1, i64 5>), i32 1
  %x1 = load i32, i32* %q1
  %gv = getelementptr i32, <2 x i32*> <i32* getelementptr ([8 x i32], [8 x i32]* @ints, i64 0, i64 2), i32* getelementptr ([8 x i32], [8 x i32]* @ints, i64 0, i64 3)>, <2 x i64> <i64 1, i64 4>
  %q0 = extractelement <2 x i32*> %gv, i32 1
  %x0 = load i32, i32* %q0
  %pv = getelementptr [4 x i64], [4 x i64]* @tab, <2 x i64> zeroinitializer, <2 x i64> <i64 3, i64 1>
  %r0 = extractelement <2 x i64*> %pv, i32 0
  %y0 = load i64, i64* %r0
  %y = trunc i64 %y0 to i32
  %pi = ptrtoint <2 x i32*> getelementptr ([8 x i32], [8 x i32]* @ints, <2 x i64> zeroinitializer, <2 x i64> <i64 2, i64 6>) to <2 x i64>
  %d0 = extractelement <2 x i64> %pi, i32 1
  %d1 = extractelement <2 x i64> %pi, i32 0
  %dd = sub i64 %d0, %d1
  %d = trunc i64 %dd to i32
  %s = add i32 %x1, %x0
  %s2 = add i32 %s, %y
  %s3 = add i32 %s2, %d
  %c = call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @.fmt, i64 0, i64 0), i32 %s3)
  ret i32 0
}
`

// TestVectorGEPConstant runs vectorGEPIR on x86-64 and ppc64le against
// llc-14.
func TestVectorGEPConstant(t *testing.T) {
	need(t, "llc-14", "cc")
	for _, tg := range cTargets[:2] {
		tg := tg
		t.Run(tg.march, func(t *testing.T) {
			src := vectorGEPIR
			if tg.ppc != nil {
				need(t, tg.ppc.gcc, tg.ppc.qemu)
				src = strings.Replace(src, "x86_64-pc-linux-gnu", "powerpc64le-unknown-linux-gnu", 1)
				src = src[strings.Index(src, "\n")+1:] // llc's own data layout for the triple
			}
			dir := t.TempDir()
			ll := filepath.Join(dir, "vgep.ll")
			if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			want, got, _ := runC(t, dir, tg, ll)
			if want != "70\nexit=0\n" || got != want {
				t.Errorf("ssara's build printed %q, llc-14's %q (want 70)", got, want)
			}
		})
	}
}

// x87VectorIR computes on <2 x x86_fp80> vectors: a loop-carried phi,
// splat by insertelement and shufflevector, fmul, fadd, fneg, a two-input
// shuffle, loads and stores (lanes every 10 bytes) and extracts at
// constant and variable indices.
const x87VectorIR = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@.fmt = private constant [7 x i8] c"%.6Lf\0A\00"
@buf = global [40 x i8] zeroinitializer, align 16
@k = global i32 1
declare i32 @printf(i8*, ...)
define <2 x x86_fp80>* @scale(<2 x x86_fp80>* %vp, x86_fp80 %k, i32 %n) noinline {
entry:
  %v = load <2 x x86_fp80>, <2 x x86_fp80>* %vp, align 16
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %acc = phi <2 x x86_fp80> [%v, %entry], [%a, %loop]
  %i0 = insertelement <2 x x86_fp80> undef, x86_fp80 %k, i32 0
  %ks = shufflevector <2 x x86_fp80> %i0, <2 x x86_fp80> undef, <2 x i32> zeroinitializer
  %m = fmul <2 x x86_fp80> %acc, %ks
  %a = fadd <2 x x86_fp80> %m, <x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK40008000000000000000>
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %neg = fneg <2 x x86_fp80> %a
  %sw = shufflevector <2 x x86_fp80> %a, <2 x x86_fp80> %neg, <2 x i32> <i32 3, i32 0>
  store <2 x x86_fp80> %sw, <2 x x86_fp80>* %vp, align 16
  ret <2 x x86_fp80>* %vp
}
define i32 @main() {
  %vp = bitcast [40 x i8]* @buf to <2 x x86_fp80>*
  %init = insertelement <2 x x86_fp80> <x86_fp80 0xK3FFF8000000000000000, x86_fp80 undef>, x86_fp80 0xK4000C000000000000000, i32 1
  store <2 x x86_fp80> %init, <2 x x86_fp80>* %vp
  %r = call <2 x x86_fp80>* @scale(<2 x x86_fp80>* %vp, x86_fp80 0xK3FFE8000000000000000, i32 3)
  %v = load <2 x x86_fp80>, <2 x x86_fp80>* %r
  %kk = load i32, i32* @k
  %e0 = extractelement <2 x x86_fp80> %v, i32 0
  %e1 = extractelement <2 x x86_fp80> %v, i32 %kk
  %a = call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @.fmt, i64 0, i64 0), x86_fp80 %e0)
  %b = call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @.fmt, i64 0, i64 0), x86_fp80 %e1)
  %p10 = getelementptr [40 x i8], [40 x i8]* @buf, i64 0, i64 10
  %q = bitcast i8* %p10 to x86_fp80*
  %s = load x86_fp80, x86_fp80* %q
  %c = call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @.fmt, i64 0, i64 0), x86_fp80 %s)
  ret i32 0
}
`

// TestX87Vectors runs x87VectorIR on x86-64 with several allocators
// against llc-14.
func TestX87Vectors(t *testing.T) {
	need(t, "llc-14", "cc")
	dir := t.TempDir()
	ll := filepath.Join(dir, "vf80.ll")
	if err := os.WriteFile(ll, []byte(x87VectorIR), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, ra := range []string{"ssa", "simple", "irc"} {
		want, got, _ := runCWith(t, dir, cTargets[0], ll, ra)
		if want != "-3.875000\n1.875000\n1.875000\nexit=0\n" || got != want {
			t.Errorf("-regalloc=%s: ssara's build printed %q, llc-14's %q", ra, got, want)
		}
	}
}
