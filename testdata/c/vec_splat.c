/* Vectors built from scalars (splats and insertelement chains into poison)
 * that live across calls, and loop-vectorized table fills with splatted
 * stores under pressure: every lane must survive a spill (issue 9: a
 * <4 x i32> splat spilled with an 8-byte movsd lost lanes 2 and 3). */
#include <stdio.h>

#pragma STDC FP_CONTRACT OFF

typedef int v4si __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef signed char v16qi __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));

static volatile int calls;
static unsigned check = 2166136261u;

__attribute__((noinline)) static void clobber(void) { calls++; }

static void mix(const void *p, int n) {
  const unsigned char *b = p;
  for (int i = 0; i < n; i++) check = (check ^ b[i]) * 16777619u;
}

/* A splat of each lane type, live across a call. */
__attribute__((noinline)) void splat_i32(v4si *p, int x) { v4si s = {x, x, x, x}; clobber(); *p = s; }
__attribute__((noinline)) void splat_i16(v8hi *p, short x) {
  v8hi s = {x, x, x, x, x, x, x, x};
  clobber();
  *p = s;
}
__attribute__((noinline)) void splat_i8(v16qi *p, signed char x) {
  v16qi s = {x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x};
  clobber();
  *p = s;
}
__attribute__((noinline)) void splat_i64(v2di *p, long long x) { v2di s = {x, x}; clobber(); *p = s; }
__attribute__((noinline)) void splat_f32(v4sf *p, float x) { v4sf s = {x, x, x, x}; clobber(); *p = s; }
__attribute__((noinline)) void splat_f64(v2df *p, double x) { v2df s = {x, x}; clobber(); *p = s; }

/* Vectors of distinct scalars (insertelement chains), live across calls. */
__attribute__((noinline)) void build_i32(v4si *p, int a, int b, int c, int d) {
  v4si s = {a, b, c, d};
  clobber();
  v4si t = {d, c, b, a};
  clobber();
  *p = s + t * 3;
}
__attribute__((noinline)) void build_f64(v2df *p, double a, double b) {
  v2df s = {a, b};
  clobber();
  *p = s * s;
}

/* Table fills the loop vectorizer turns into splatted vector stores. */
struct table { int len[512]; unsigned char sym[512]; long lo[20], hi[20]; };

__attribute__((noinline)) void fill(struct table *t, const unsigned char *counts, int ncounts) {
  int pos = 0;
  for (int k = 1; k < ncounts; k++) {
    t->lo[k] = pos;
    for (int i = 0; i < counts[k]; i++) {
      int span = 1 << (9 - (k % 9));
      if (pos + span > 512) span = 512 - pos;
      for (int r = 0; r < span; r++) {
        t->len[pos + r] = k;
        t->sym[pos + r] = (unsigned char)(k * 31 + i);
      }
      pos += span;
      clobber();
    }
    t->hi[k] = pos - 1;
  }
}

int main(void) {
  v4si a;
  v8hi b;
  v16qi c;
  v2di d;
  v4sf e;
  v2df f;
  splat_i32(&a, 7);
  splat_i16(&b, -3);
  splat_i8(&c, 99);
  splat_i64(&d, 0x123456789abcdefLL);
  splat_f32(&e, 1.5f);
  splat_f64(&f, -2.25);
  printf("i32: %d %d %d %d\n", a[0], a[1], a[2], a[3]);
  printf("i16: %d %d %d %d %d %d %d %d\n", b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]);
  printf("i8: %d %d %d %d\n", c[0], c[5], c[10], c[15]);
  printf("i64: %lld %lld\n", d[0], d[1]);
  printf("f32: %g %g %g %g\n", e[0], e[1], e[2], e[3]);
  printf("f64: %g %g\n", f[0], f[1]);
  mix(&a, 16), mix(&b, 16), mix(&c, 16), mix(&d, 16), mix(&e, 16), mix(&f, 16);
  build_i32(&a, 1, 20, 300, 4000);
  build_f64(&f, 3.0, -0.5);
  printf("build: %d %d %d %d %g %g\n", a[0], a[1], a[2], a[3], f[0], f[1]);
  mix(&a, 16), mix(&f, 16);
  static const unsigned char counts[17] = {0, 0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 9};
  static struct table t;
  fill(&t, counts, 17);
  for (int k = 1; k < 17; k++) printf("%ld-%ld%c", t.lo[k], t.hi[k], k % 8 ? ' ' : '\n');
  mix(t.len, sizeof t.len), mix(t.sym, sizeof t.sym);
  printf("calls %d check %08x\n", calls, check);
  return (int)(check & 0x7f);
}
