/* A small function for the counting tests: enough live values that
   llc-14 spills under -stress-regalloc=4. */
long mix(long *p, long n) {
  long a = p[0], b = p[1], c = p[2], d = p[3], e = p[4], f = p[5];
  for (long i = 0; i < n; i++) {
    a += b * i; b ^= c + i; c -= d; d += e * a; e ^= f; f += a;
  }
  return a + b + c + d + e + f;
}
