/* A loop over an array read from standard input, and a recursive function
   driven by the argument. */
#include <stdio.h>
#include <stdlib.h>

static unsigned fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(int argc, char **argv) {
  unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 10, sum = 0, k = 0;
  int c;
  while ((c = getchar()) != EOF)
    sum = sum * 31u + (unsigned)c + k++;
  printf("fib(%u) = %u, input %u bytes, hash %08x\n", n, fib(n), k, sum);
  return (int)(sum & 3);
}
