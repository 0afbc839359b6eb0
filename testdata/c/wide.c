/* Odd-width integers as clang makes them from bit-fields (i24, i40, i48,
   ...: loads, stores, extensions, compares, arithmetic) and 128-bit
   integers (__int128: add/sub with carry, multiply, shifts, compares,
   division by libcalls, passing and returning in register pairs). */
#include <stdio.h>
#include <string.h>

#pragma pack(push, 1)
struct packed {
  signed a : 23;
  unsigned b : 17;
  signed long long c : 41;
  unsigned long long d : 47;
  unsigned char e : 3;
  signed f : 13;
};
#pragma pack(pop)

struct loose {
  unsigned x : 24;
  int y : 24;
  unsigned long long z : 40;
  long long w : 56;
};

static struct packed P[4];
static struct loose L[3] = {{0xabcdef, -12345, 0x12345678ffULL, -123456789012LL}};

__attribute__((noinline)) static long long mix(struct packed *p, struct loose *l) {
  long long s = 0;
  s += p->a;
  s = s * 3 + p->b;
  s = s * 5 + p->c;
  s = s ^ (long long)p->d;
  s += p->e * 7 + p->f;
  s += l->x + l->y;
  s ^= (long long)l->z;
  s += l->w >> 3;
  if (p->a < -5)
    s += 1;
  if (p->c > 1000000)
    s += 2;
  if (l->y < 0)
    s += 4;
  if (l->z > 0x100000000ULL)
    s += 8;
  return s;
}

__attribute__((noinline)) static void update(struct packed *p, struct loose *l, int k) {
  p->a = p->a * 3 - k * 100001;
  p->b += k * 4099;
  p->c = p->c * -7 + k;
  p->d = (p->d << 3) | (unsigned)k;
  p->e += k;
  p->f -= 77 * k;
  l->x += 0x10101 * k;
  l->y = -l->y + k;
  l->z = (l->z * 3) ^ 0x5555555555ULL;
  l->w = l->w / 3 - k;
}

#ifdef __SIZEOF_INT128__
typedef __int128 i128;
typedef unsigned __int128 u128;

__attribute__((noinline)) static u128 umix(u128 a, u128 b, int k) {
  u128 r = a * b + (a >> 7) - (b << (k & 127));
  r ^= a / (b | 1);
  r += a % ((b >> 3) | 5);
  return r;
}

__attribute__((noinline)) static i128 smix(i128 a, i128 b) {
  i128 r = a * 3 - b;
  r += a / (b | 1) + a % 1000003;
  r = r >> 5;
  if (r < a)
    r += 17;
  if (a == b)
    r -= 1;
  return r;
}

static void print128(const char *tag, u128 v) {
  printf("%s %016llx%016llx\n", tag, (unsigned long long)(v >> 64), (unsigned long long)v);
}

__attribute__((noinline)) static double conv128(i128 a, u128 b, double x, long double y) {
  double r = (double)a + (double)b * 0.5;
  float f = (float)b;
  long double l = (long double)a + (long double)b;
  i128 c = (i128)x;
  u128 d = (u128)(x * x);
  i128 e = (i128)y;
  u128 g = (u128)(float)(x / 3);
  return r + f + (double)l + (double)(c ^ (i128)d) + (double)(e >> 3) + (double)g;
}

static void wide128(void) {
  u128 a = ((u128)0x0123456789abcdefULL << 64) | 0xfedcba9876543210ULL;
  u128 b = ((u128)0x1111ULL << 64) | 0x2222333344445555ULL;
  for (int k = 0; k < 5; k++) {
    a = umix(a, b, k * 29);
    b = b * 5 + k;
  }
  print128("u", a);
  i128 c = -((i128)0x7777 << 70) + 12345, d = (i128)987654321 * 1000000007;
  for (int k = 0; k < 5; k++) {
    c = smix(c, d);
    d = d - c / 7;
  }
  print128("s", (u128)c);
  print128("d", (u128)d);
  printf("cmp %d %d %d\n", a > b, c < d, (u128)c >= (u128)d);
  printf("conv %.6e %.6e\n", conv128(c, a, 1.5e20, -3.25e24L), conv128(-d, b, -7.0e15, 1e3L));
}
#else
static void wide128(void) {}
#endif

int main(void) {
  for (int i = 0; i < 4; i++) {
    P[i].a = -1000 * i - 3;
    P[i].b = 7777 * i;
    P[i].c = -123456789LL * i + 5;
    P[i].d = 0x123456789ULL * (i + 1);
    P[i].e = i;
    P[i].f = -100 * i;
  }
  L[1] = L[0];
  L[2].x = 5;
  long long t = 0;
  for (int k = 0; k < 6; k++) {
    for (int i = 0; i < 4; i++) {
      update(&P[i], &L[i % 3], k + i);
      t = t * 31 + mix(&P[i], &L[i % 3]);
    }
  }
  printf("bits %lld\n", t);
  wide128();
  return (int)(t & 0x7f);
}
