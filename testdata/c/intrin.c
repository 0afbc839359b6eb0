/* Builtins that become LLVM intrinsics: funnel shifts of every width
   (rotates of differing operands, constant and variable amounts),
   saturating arithmetic as clang's pattern matching makes it,
   __builtin_constant_p, __builtin_prefetch, __builtin_object_size. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static uint32_t fsh32(uint32_t a, uint32_t b, unsigned n) {
  n &= 31;
  return n ? (a << n) | (b >> (32 - n)) : a;
}

__attribute__((noinline)) static uint64_t fsh64r(uint64_t a, uint64_t b, unsigned n) {
  n &= 63;
  return n ? (b >> n) | (a << (64 - n)) : b;
}

__attribute__((noinline)) static uint16_t fsh16(uint16_t a, uint16_t b, unsigned n) {
  return __builtin_rotateleft16(a, n) ^ (uint16_t)((uint32_t)((a << 16) | b) >> (16 - (n & 15)));
}

__attribute__((noinline)) static uint8_t rot8(uint8_t a, unsigned n) {
  return __builtin_rotateright8(a, n) + __builtin_rotateleft8(a, 3);
}

__attribute__((noinline)) static uint64_t fshc(uint64_t a, uint64_t b) {
  return (a << 13) | (b >> 51);
}

__attribute__((noinline)) static uint32_t fshc32(uint32_t a, uint32_t b) {
  return (a >> 7) | (b << 25);
}

__attribute__((noinline)) static unsigned char usat8(unsigned char a, unsigned char b) {
  unsigned s = a + b;
  return s > 255 ? 255 : s;
}

__attribute__((noinline)) static unsigned usub(unsigned a, unsigned b) { return a > b ? a - b : 0; }

__attribute__((noinline)) static short ssat16(short a, short b) {
  int s = a + b;
  return s > 32767 ? 32767 : s < -32768 ? -32768 : s;
}

__attribute__((noinline)) static int ssat32(int a, int b) {
  int r;
  if (__builtin_add_overflow(a, b, &r))
    return a < 0 ? INT32_MIN : INT32_MAX;
  return r;
}

__attribute__((noinline)) static unsigned long uadd64(unsigned long a, unsigned long b) {
  unsigned long s = a + b;
  return s < a ? ~0UL : s;
}

/* Mixed-type overflow builtins: clang's -O0 code computes them on i65. */
__attribute__((noinline)) static int ovf_mixed(long a, unsigned long b, int c, unsigned d) {
  long r1;
  unsigned long r2, r3;
  int o = __builtin_mul_overflow(a, b, &r1);
  o = o * 2 + __builtin_add_overflow(c, d, &r2);
  o = o * 2 + __builtin_sub_overflow(a, (long)b, &r3);
  o = o * 2 + __builtin_add_overflow(a, b, &r1);
  return o * 1000 + (int)((r1 ^ (long)r2 ^ (long)r3) & 0x3ff);
}

__attribute__((noinline)) static int ovf_odd(unsigned x, unsigned y) {
  /* 24-bit and 40-bit arithmetic with overflow checks, as bit-fields. */
  struct { unsigned a : 24; unsigned long long b : 40; } s = {x, (unsigned long long)y << 10};
  unsigned r;
  unsigned long long q;
  int o = __builtin_add_overflow(s.a, s.a, &r);
  o += 2 * __builtin_mul_overflow(s.a, (unsigned)s.b, &r);
  o += 4 * __builtin_sub_overflow(s.b, (unsigned long long)x << 20, &q);
  return o + (int)(r & 0xff) + (int)(q & 0xff00);
}

static int known(int x) { return __builtin_constant_p(x) ? 1 : 2; }

__attribute__((noinline)) static size_t objsize(char *p, int n) {
  char buf[16];
  memset(buf, n, sizeof buf);
  __builtin_prefetch(p);
  __builtin_prefetch(buf + 1, 1, 0);
  return __builtin_object_size(p, 0) + __builtin_object_size(buf + n, 1) + (size_t)buf[3];
}

__attribute__((noinline)) static int addresses(void) {
  return __builtin_frame_address(0) != 0 && __builtin_return_address(0) != 0;
}

int main(void) {
  uint64_t h = 0;
  for (unsigned i = 0; i < 70; i++) {
    h = h * 31 + fsh32(0x12345678u * i, 0x9abcdef0u ^ i, i);
    h = h * 31 + fsh64r(0x0123456789abcdefULL * i, ~0ULL / (i + 1), i);
    h = h * 31 + fsh16((uint16_t)(i * 977), (uint16_t)(i * 131), i);
    h = h * 31 + rot8((uint8_t)(i * 7), i);
    h = h * 31 + fshc(h, i * 0x1111111111ULL) + fshc32((uint32_t)h, i);
    h = h * 31 + usat8((unsigned char)(i * 5), (unsigned char)(i * 3));
    h = h * 31 + usub(i * 1000, 35000 - i * 500);
    h = h * 31 + (uint16_t)ssat16((short)(i * 1000 - 30000), (short)(i * 900));
    h = h * 31 + (uint32_t)ssat32((int)(i * 0x3000000u), (int)(0x7fffff00 - i * 0x4000000u));
    h = h * 31 + uadd64(i * 0x3fffffffffffffffULL, 0x8000000000000000ULL);
  }
  for (long i = -3; i < 4; i++)
    h = h * 31 + (uint64_t)ovf_mixed(i * 0x100000000L, 0x80000000UL * (unsigned long)(i + 5), (int)i * 0x40000000, 7u * (unsigned)i) +
        (uint64_t)ovf_odd(0x7fffffu * (unsigned)(i + 4), 0xfffffu * (unsigned)(i + 3));
  for (uint64_t i = 1; i < 200; i++) {
    h = h * 31 + __builtin_bitreverse64(i * 0x9e3779b97f4a7c15ULL);
    h = h * 31 + __builtin_bitreverse32((uint32_t)i * 2654435761u);
    h = h * 31 + __builtin_bitreverse16((uint16_t)(i * 40503));
    h = h * 31 + __builtin_bitreverse8((uint8_t)(i * 37));
  }
  h += (uint64_t)addresses();
  char s[10];
  printf("h %llu known %d size %zu\n", (unsigned long long)h, known(3), objsize(s, 2));
  return (int)(h % 128);
}
