/* Sieve of Eratosthenes up to N (argument), then a checksum of the primes
 * and the longest gap between consecutive primes. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  uint32_t n = argc > 1 ? (uint32_t)strtoul(argv[1], 0, 10) : 1000000;
  uint8_t *composite = calloc(n + 1, 1);
  if (!composite)
    return 1;
  for (uint32_t i = 2; (uint64_t)i * i <= n; i++)
    if (!composite[i])
      for (uint32_t j = i * i; j <= n; j += i)
        composite[j] = 1;
  uint32_t count = 0, last = 0, gap = 0, sum = 0;
  for (uint32_t i = 2; i <= n; i++) {
    if (composite[i])
      continue;
    count++;
    sum = sum * 31u + i;
    if (last && i - last > gap)
      gap = i - last;
    last = i;
  }
  printf("primes up to %u: %u, largest %u, longest gap %u, checksum %08x\n", n, count, last, gap, sum);
  free(composite);
  return 0;
}
