/* long double (x86_fp80 on x86-64, through the x87 unit): arithmetic,
   compares, conversions from and to every integer and floating type,
   loads and stores in arrays and structs, passing, returning, variadic
   printing, libm calls and a loop carrying long doubles in phis. */
#include <math.h>
#include <stdio.h>

struct acc {
  long double sum;
  int n;
  long double sq;
};

static long double table[8] = {1.0L, -2.5L, 3.25L, 1e300L, -1e-300L, 0.1L, 7.0L / 3.0L, 123456789.125L};

__attribute__((noinline)) static long double poly(long double x, int n, double k) {
  long double r = 0;
  for (int i = n; i >= 0; i--)
    r = r * x + (long double)i / k;
  return r;
}

__attribute__((noinline)) static void add(struct acc *a, long double v) {
  a->sum += v;
  a->sq += v * v;
  a->n++;
}

__attribute__((noinline)) static long double pick(long double a, long double b, int m) {
  if (m == 0)
    return a < b ? a : b;
  if (m == 1)
    return a >= b ? a - b : b / a;
  return a == b ? -a : fabsl(a - b);
}

__attribute__((noinline)) static long long toints(long double x, unsigned long long *u, int *i, float *f, double *d) {
  *u = (unsigned long long)fabsl(x);
  *i = (int)x;
  *f = (float)x;
  *d = (double)x;
  return (long long)x;
}

int main(void) {
  struct acc a = {0, 0, 0};
  for (int i = 0; i < 8; i++)
    add(&a, table[i] / 3);
  printf("acc %.10Lg %d %.10Lg\n", a.sum, a.n, a.sq);
  printf("poly %.15Lg %.15Lg\n", poly(0.5L, 10, 3.0), poly(-1.25L, 7, 0.1));
  long double p = 1;
  for (int i = 1; i <= 25; i++)
    p *= i;
  printf("fact %.0Lf\n", p);
  long double s = 0;
  for (int m = 0; m < 3; m++)
    for (int i = 0; i < 7; i++)
      s += pick(table[i], table[i + 1], m);
  printf("pick %.12Lg\n", s);
  unsigned long long u;
  int iv;
  float f;
  double d;
  long long q = toints(-123456.75L, &u, &iv, &f, &d);
  printf("conv %lld %llu %d %.3f %.3f\n", q, u, iv, f, d);
  q = toints(18446744073709551000.0L, &u, &iv, &f, &d);
  printf("conv2 %llu %.1f\n", u, d);
  unsigned long long big = 0xfedcba9876543210ULL;
  long double lb = big, ls = (long long)big, li = -7, lf = 1.5f;
  printf("from %.1Lf %.1Lf %.1Lf %.2Lf\n", lb, ls, li, lf);
  printf("libm %.12Lg %.12Lg %.12Lg\n", sqrtl(2.0L), floorl(-2.5L), fmodl(10.0L, 3.0L));
  printf("cmp %d %d %d %d\n", table[0] < table[1], table[2] > table[1], table[5] == table[5], table[3] != table[3]);
  return (int)a.sum & 0x7f;
}
