/* Integer matrix product C = A * B of N x N matrices (argument) filled by
 * a linear congruential generator, repeated with the transpose of B, and
 * a checksum of both results. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint32_t seed = 12345;
static uint32_t next(void) { return seed = seed * 1103515245u + 12345u; }

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  uint32_t *a = malloc(sizeof(uint32_t) * n * n), *b = malloc(sizeof(uint32_t) * n * n);
  uint32_t *c = malloc(sizeof(uint32_t) * n * n), *bt = malloc(sizeof(uint32_t) * n * n);
  if (!a || !b || !c || !bt)
    return 1;
  for (int i = 0; i < n * n; i++) {
    a[i] = next() >> 20;
    b[i] = next() >> 20;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      uint32_t s = 0;
      for (int k = 0; k < n; k++)
        s += a[i * n + k] * b[k * n + j];
      c[i * n + j] = s;
    }
  uint32_t sum1 = 0;
  for (int i = 0; i < n * n; i++)
    sum1 = (sum1 ^ c[i]) * 16777619u;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      bt[j * n + i] = b[i * n + j];
  uint32_t sum2 = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      uint32_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
      int k = 0;
      for (; k + 3 < n; k += 4) {
        s0 += a[i * n + k] * bt[j * n + k];
        s1 += a[i * n + k + 1] * bt[j * n + k + 1];
        s2 += a[i * n + k + 2] * bt[j * n + k + 2];
        s3 += a[i * n + k + 3] * bt[j * n + k + 3];
      }
      for (; k < n; k++)
        s0 += a[i * n + k] * bt[j * n + k];
      sum2 = (sum2 ^ (s0 + s1 + s2 + s3)) * 16777619u;
    }
  printf("n=%d checksums %08x %08x %s\n", n, sum1, sum2, sum1 == sum2 ? "equal" : "DIFFERENT");
  free(a), free(b), free(c), free(bt);
  return sum1 != sum2;
}
