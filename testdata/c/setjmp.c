/* setjmp/longjmp: values computed before setjmp and used after the second
   return must survive, in every register class, including across calls
   and loops between setjmp and longjmp. */
#include <setjmp.h>
#include <stdio.h>

static jmp_buf env;
static int depth;

__attribute__((noinline)) static void thrower(int n) {
  depth++;
  if (n > 3)
    longjmp(env, n);
  thrower(n + 1);
}

__attribute__((noinline)) static long work(long a, long b, double x) {
  long c = a * 7 + b;
  long d = a ^ (b << 3);
  double y = x * 1.5 + (double)a;
  volatile int tries = 0;
  int r = setjmp(env);
  if (r == 0) {
    long junk = 0;
    for (int i = 0; i < 10; i++)
      junk += i * c + d;
    tries++;
    thrower((int)(junk & 1));
    return -1;
  }
  tries++;
  return c * 3 + d + (long)(y * 10) + r * 1000 + tries * 100000;
}

static jmp_buf env2;

__attribute__((noinline)) static int retry(int limit) {
  volatile int count = 0;
  int base = limit * 11;
  if (setjmp(env2) < limit) {
    count++;
    longjmp(env2, count);
  }
  return base + count;
}

int main(void) {
  long t = 0;
  for (int i = 0; i < 5; i++)
    t += work(i, i + 2, i * 0.25);
  printf("work %ld depth %d\n", t, depth);
  printf("retry %d %d\n", retry(3), retry(7));
  return (int)(t % 101);
}
