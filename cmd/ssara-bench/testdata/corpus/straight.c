/* Straight-line code with more live values than registers: no branch, so
   ssara's emitter copies no block and its assembly shows every spill,
   reload and swap the allocator made (the counts must equal -stats-json). */
#include <stdio.h>

__attribute__((noinline)) long mix(const long *p) {
  long a = p[0], b = p[1], c = p[2], d = p[3], e = p[4], f = p[5], g = p[6], h = p[7];
  long x = a * b + c, y = d * e - f, z = g * h + a;
  long u = x * y + b * g, v = y * z - c * h, w = z * x + d * f;
  return (u ^ v) + (w ^ a) + (b ^ c) * (d ^ e) + (f ^ g) * h + x * y * z;
}

int main(void) {
  long p[8] = {3, 5, 7, 11, 13, 17, 19, 23};
  printf("%ld\n", mix(p));
  return 0;
}
