/* Inline assembly with register constraints as real programs use it:
   cpuid with fixed registers (one of them callee-saved), "r" operands,
   "+r" read-write operands, immediates, empty barriers, alignment and
   nop directives. */
#include <stdio.h>

#ifdef __x86_64__

__attribute__((noinline)) static unsigned max_leaf(void) {
  unsigned eax;
  __asm__("cpuid" : "=a"(eax) : "a"(0) : "ebx", "ecx", "edx");
  return eax;
}

__attribute__((noinline)) static int has_sse2(void) {
  unsigned a, b, c, d;
  __asm__("cpuid" : "=a"(a), "=b"(b), "=c"(c), "=d"(d) : "a"(1), "c"(0));
  return (d >> 26) & 1;
}

__attribute__((noinline)) static int add3(int x, int y) {
  int r;
  __asm__("leal 3(%1,%2), %0" : "=r"(r) : "r"(x), "r"(y));
  return r;
}

__attribute__((noinline)) static unsigned swap32(unsigned x) {
  __asm__("bswap %0" : "+r"(x));
  return x;
}

__attribute__((noinline)) static long addimm(long x) {
  __asm__("addq %1, %0" : "+r"(x) : "i"(1000));
  __asm__("addq $5, %q0" : "+r"(x));
  return x;
}

__attribute__((noinline)) static long hide(long x) {
  __asm__("" : "=r"(x) : "0"(x));
  return x * 3;
}

__attribute__((noinline)) static long mulpair(long a, long b, long *hi) {
  long lo, h;
  __asm__("imulq %3" : "=a"(lo), "=d"(h) : "a"(a), "r"(b));
  *hi = h;
  return lo;
}

__attribute__((noinline)) static int fetch_add(int *p, int v) {
  __asm__ volatile("lock; xaddl %0, %1" : "+r"(v), "+m"(*p) : : "memory");
  return v;
}

__attribute__((noinline)) static long load_via_mem(const long *p) {
  long r;
  __asm__("movq %1, %0" : "=r"(r) : "m"(*p));
  return r;
}

__attribute__((noinline)) static void store_via_mem(long *p, long v) {
  __asm__("movq %1, %0" : "=m"(*p) : "r"(v));
}

int main(void) {
  long s = 0;
  for (int i = 0; i < 100; i++) {
    __asm__ volatile(".p2align 4\n\tnop");
    s += add3(i, 2 * i) + (long)swap32((unsigned)i * 0x01020304u) % 1000 + addimm(i) + hide(i);
  }
  int counter = 5;
  for (int i = 0; i < 10; i++)
    s += fetch_add(&counter, i);
  long cell = 0;
  store_via_mem(&cell, s * 7);
  s += load_via_mem(&cell) + counter;
  long hi;
  long lo = mulpair(0x123456789abcdefL, 0x1000, &hi);
  printf("s %ld lo %ld hi %ld leaf %d sse2 %d\n", s, lo, hi, max_leaf() > 0, has_sse2());
  return (int)(s & 0x7f);
}
#else
int main(void) {
  puts("inline assembly test for x86-64 only");
  return 0;
}
#endif
