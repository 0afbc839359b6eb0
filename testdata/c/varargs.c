/* Variadic function definitions: va_start/va_arg/va_end/va_copy with the
   System V register save area, integer, pointer and double arguments, more
   arguments than registers (overflow area), and named arguments before the
   ellipsis in both register files. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static long sum_ints(int n, ...) {
  va_list ap;
  long s = 0;
  va_start(ap, n);
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

static double sum_mixed(double scale, int n, ...) {
  va_list ap;
  double s = 0;
  va_start(ap, n);
  for (int i = 0; i < n; i++) {
    if (i % 2 == 0)
      s += va_arg(ap, double) * scale;
    else
      s += (double)va_arg(ap, long);
  }
  va_end(ap);
  return s;
}

/* Walks the list twice with va_copy. */
static int count_and_join(char *out, const char *first, ...) {
  va_list ap, aq;
  int n = 0;
  va_start(ap, first);
  va_copy(aq, ap);
  for (const char *s = first; s; s = va_arg(ap, const char *))
    n++;
  va_end(ap);
  out[0] = 0;
  strcat(out, first);
  for (const char *s = va_arg(aq, const char *); s; s = va_arg(aq, const char *)) {
    strcat(out, "+");
    strcat(out, s);
  }
  va_end(aq);
  return n;
}

/* Forwards to vsnprintf. */
static int fmt(char *buf, size_t n, const char *f, ...) {
  va_list ap;
  va_start(ap, f);
  int r = vsnprintf(buf, n, f, ap);
  va_end(ap);
  return r;
}

struct pair { long a, b; };

static long sum_pairs(int n, ...) {
  va_list ap;
  long s = 0;
  va_start(ap, n);
  for (int i = 0; i < n; i++) {
    struct pair p = va_arg(ap, struct pair);
    s += p.a * 3 + p.b;
  }
  va_end(ap);
  return s;
}

static double many(int a, int b, int c, int d, int e, int f, int g, double x, ...) {
  va_list ap;
  va_start(ap, x);
  double s = a + b + c + d + e + f + g + x;
  for (;;) {
    double v = va_arg(ap, double);
    if (v < 0)
      break;
    s += v;
  }
  va_end(ap);
  return s;
}

#ifdef __x86_64__
struct dd { double a, b; };
struct mix { long x; double y; };

/* long double (memory class), two doubles (SSE class) and a mixed struct
   through va_arg. */
static long double sum_wide(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; i++) {
    s += va_arg(ap, long double);
    struct dd d = va_arg(ap, struct dd);
    s += d.a * d.b;
    struct mix m = va_arg(ap, struct mix);
    s += m.x + m.y;
  }
  va_end(ap);
  return s;
}
#endif

int main(void) {
  char buf[128];
  long t = sum_ints(3, 1, 2, 3) + sum_ints(10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10) + sum_ints(0);
  printf("ints %ld\n", t);
  printf("mixed %.3f\n", sum_mixed(0.5, 12, 1.0, 2L, 3.0, 4L, 5.0, 6L, 7.0, 8L, 9.0, 10L, 11.0, 12L));
  printf("join %d ", count_and_join(buf, "a", "bc", "def", "g", "h", "i", "j", (char *)0));
  printf("%s\n", buf);
  fmt(buf, sizeof buf, "%d-%s-%.2f-%c-%lu", 42, "x", 2.5, 'q', 123456789012UL);
  printf("fmt %s\n", buf);
  struct pair p1 = {1, 2}, p2 = {3, 4}, p3 = {5, 6}, p4 = {7, 8};
  printf("pairs %ld\n", sum_pairs(4, p1, p2, p3, p4));
  printf("many %.1f\n", many(1, 2, 3, 4, 5, 6, 7, 0.5, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, -1.0));
#ifdef __x86_64__
  /* x86-64 only: long double is x87 there (PowerPC's is a double pair). */
  struct dd d = {1.5, 2};
  struct mix m = {3, 0.25};
  printf("wide %.6Lf\n", sum_wide(3, 1.0L, d, m, 2.5L, d, m, -4.0L, d, m));
#endif
  return (int)(t % 100);
}
