/* Locals aligned to more than the 16 bytes the frame guarantees (cache-line
   aligned state structs, _Alignas buffers): carved out below the frame. */
#include <stdio.h>
#include <stdint.h>
struct __attribute__((aligned(64))) S { long a[9]; };
__attribute__((noinline)) static long f(int n) {
  struct S s; _Alignas(128) char buf[200]; long t = 0;
  for (int i = 0; i < 9; i++) s.a[i] = i * n;
  for (int i = 0; i < 200; i++) buf[i] = (char)(i + n);
  for (int i = 0; i < 9; i++) t += s.a[i] + buf[i * 20];
  return t + ((uintptr_t)&s & 63) + ((uintptr_t)buf & 127);
}
int main(void) { long t = 0; for (int i = 0; i < 10; i++) t += f(i); printf("%ld\n", t); return 0; }
