/* vec_int.c - integer loops that clang's vectorizers turn into SSE2 code.
 *
 * Sums and other reductions (add, mul, and, or, xor, min, max) over 8-,
 * 16-, 32- and 64-bit lanes, elementwise arithmetic, multiplications,
 * shifts by constants and by lanes, signed and unsigned compares feeding
 * selects, abs, widening and narrowing conversions, division by
 * constants and counting. Array lengths are odd so the scalar epilogues
 * run too.
 */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#define N 203

static uint32_t seed = 12345u;
static uint32_t check;

static uint32_t rnd(void)
{
    seed = seed * 1103515245u + 12345u;
    return seed >> 7;
}

static void mix(uint32_t v) { check = (check ^ v) * 0x01000193u; }

static int32_t a32[N], b32[N], c32[N];
static uint32_t ua[N], ub[N], uc[N];
static int16_t a16[N], b16[N], c16[N];
static int8_t a8[N], b8[N], c8[N];
static uint8_t u8a[N], u8b[N], u8c[N];
static int64_t a64[N], b64[N], c64[N];

__attribute__((noinline)) static int32_t sum32(const int32_t *a, int n)
{
    int32_t s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

__attribute__((noinline)) static int sum16(const int16_t *a, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

__attribute__((noinline)) static int sum8(const int8_t *a, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

__attribute__((noinline)) static unsigned sumu8(const uint8_t *a, int n)
{
    unsigned s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

__attribute__((noinline)) static int64_t sum64(const int64_t *a, int n)
{
    int64_t s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

__attribute__((noinline)) static int32_t max32(const int32_t *a, int n)
{
    int32_t m = INT32_MIN;
    for (int i = 0; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

__attribute__((noinline)) static int32_t min32(const int32_t *a, int n)
{
    int32_t m = INT32_MAX;
    for (int i = 0; i < n; i++)
        m = a[i] < m ? a[i] : m;
    return m;
}

__attribute__((noinline)) static uint32_t umin32(const uint32_t *a, int n)
{
    uint32_t m = UINT32_MAX;
    for (int i = 0; i < n; i++)
        m = a[i] < m ? a[i] : m;
    return m;
}

__attribute__((noinline)) static uint32_t umax32(const uint32_t *a, int n)
{
    uint32_t m = 0;
    for (int i = 0; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

__attribute__((noinline)) static int16_t max16(const int16_t *a, int n)
{
    int16_t m = INT16_MIN;
    for (int i = 0; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

__attribute__((noinline)) static uint8_t maxu8(const uint8_t *a, int n)
{
    uint8_t m = 0;
    for (int i = 0; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

__attribute__((noinline)) static uint32_t bits32(const uint32_t *a, int n, uint32_t *or_, uint32_t *xor_)
{
    uint32_t x = ~0u, o = 0, e = 0;
    for (int i = 0; i < n; i++) {
        x &= a[i] | 0x80000001u;
        o |= a[i] & 0x00f0f0f0u;
        e ^= a[i];
    }
    *or_ = o;
    *xor_ = e;
    return x;
}

__attribute__((noinline)) static uint32_t prod32(const uint32_t *a, int n)
{
    uint32_t p = 1;
    for (int i = 0; i < n; i++)
        p *= a[i] | 1u;
    return p;
}

__attribute__((noinline)) static void arith32(int32_t *c, const int32_t *a, const int32_t *b, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = a[i] * b[i] + (a[i] - b[i]) * 5 - (b[i] << 3) + (a[i] >> 4);
}

__attribute__((noinline)) static void arithu32(uint32_t *c, const uint32_t *a, const uint32_t *b, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = (a[i] >> 7) ^ (b[i] << 11) ^ (a[i] >> (b[i] & 31)) ^ (b[i] << (a[i] & 15));
}

__attribute__((noinline)) static void arith16(int16_t *c, const int16_t *a, const int16_t *b, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = (int16_t)(a[i] * b[i] + (a[i] >> 3) - (b[i] << 2));
}

__attribute__((noinline)) static void arith8(int8_t *c, const int8_t *a, const int8_t *b, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = (int8_t)(a[i] * b[i] + a[i] - (b[i] >> 1));
}

__attribute__((noinline)) static void arith64(int64_t *c, const int64_t *a, const int64_t *b, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = a[i] * b[i] + (a[i] >> 9) - (b[i] << 2) + (a[i] ^ b[i]);
}

__attribute__((noinline)) static void select32(int32_t *c, const int32_t *a, const int32_t *b, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = a[i] > b[i] ? a[i] - b[i] : (a[i] == b[i] ? 7 : b[i] + 1);
}

__attribute__((noinline)) static void selectu32(uint32_t *c, const uint32_t *a, const uint32_t *b, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = a[i] < b[i] ? b[i] - a[i] : (a[i] >= 3u * (b[i] >> 2) ? a[i] : 0u);
}

__attribute__((noinline)) static void select8(int8_t *c, const int8_t *a, const int8_t *b, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = a[i] < b[i] ? a[i] : (int8_t)(b[i] ^ 0x55);
}

__attribute__((noinline)) static void selectu8(uint8_t *c, const uint8_t *a, const uint8_t *b, int n)
{
    for (int i = 0; i < n; i++) {
        unsigned s = (unsigned)a[i] + b[i];
        c[i] = s > 255 ? 255 : (uint8_t)s;
    }
}

__attribute__((noinline)) static void select64(int64_t *c, const int64_t *a, const int64_t *b, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = a[i] > b[i] ? a[i] : (a[i] == b[i] ? 1 : b[i] - 3);
}

__attribute__((noinline)) static void abs32(int32_t *c, const int32_t *a, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = abs(a[i]);
}

__attribute__((noinline)) static void widen(int32_t *c, uint32_t *u, const int16_t *a, const uint8_t *b, int n)
{
    for (int i = 0; i < n; i++) {
        c[i] = a[i];
        u[i] = b[i];
    }
}

__attribute__((noinline)) static void widen64(int64_t *c, const int32_t *a, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = (int64_t)a[i] * 3;
}

__attribute__((noinline)) static void narrow(int16_t *c, int8_t *d, const int32_t *a, const int64_t *b, int n)
{
    for (int i = 0; i < n; i++) {
        c[i] = (int16_t)a[i];
        d[i] = (int8_t)b[i];
    }
}

__attribute__((noinline)) static void divs(int32_t *c, uint32_t *u, const int32_t *a, const uint32_t *b, int n)
{
    for (int i = 0; i < n; i++) {
        c[i] = a[i] / 7 + a[i] % 10;
        u[i] = b[i] / 3u;
    }
}

__attribute__((noinline)) static int count(const int32_t *a, const int32_t *b, int n)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        k += a[i] > b[i];
    return k;
}

static void fill(void)
{
    for (int i = 0; i < N; i++) {
        a32[i] = (int32_t)rnd() - (1 << 23);
        b32[i] = (int32_t)(rnd() % 2001) - 1000;
        if (i % 17 == 0)
            b32[i] = a32[i];
        ua[i] = rnd() * 2654435761u;
        ub[i] = rnd();
        a16[i] = (int16_t)rnd();
        b16[i] = (int16_t)(rnd() % 300);
        a8[i] = (int8_t)rnd();
        b8[i] = (int8_t)(rnd() >> 3);
        u8a[i] = (uint8_t)rnd();
        u8b[i] = (uint8_t)(rnd() >> 5);
        a64[i] = ((int64_t)rnd() << 20) - ((int64_t)rnd() << 9);
        b64[i] = (int64_t)rnd() - (1 << 20);
        if (i % 13 == 0)
            b64[i] = a64[i];
    }
}

static void mix32(const char *what, const void *p, int n, int size)
{
    const unsigned char *b = p;
    uint32_t h = 0;
    for (int i = 0; i < n * size; i++)
        h = (h ^ b[i]) * 0x01000193u;
    printf("%s %08x\n", what, h);
    mix(h);
}

int main(void)
{
    uint32_t o, x;
    fill();
    printf("sum32 %d\n", sum32(a32, N));
    printf("sum16 %d sum8 %d sumu8 %u\n", sum16(a16, N), sum8(a8, N), sumu8(u8a, N));
    printf("sum64 %lld\n", (long long)sum64(a64, N));
    printf("max32 %d min32 %d\n", max32(a32, N), min32(b32, N));
    printf("umin32 %u umax32 %u\n", umin32(ua, N), umax32(ua, N));
    printf("max16 %d maxu8 %u\n", max16(a16, N), maxu8(u8a, N));
    printf("and %08x", bits32(ua, N, &o, &x));
    printf(" or %08x xor %08x prod %08x\n", o, x, prod32(ua, N));
    for (int n = 0; n < 9; n++)
        mix(sum32(a32 + n, n) + max32(b32 + n, n) + (int)umin32(ua + 2 * n, n));
    arith32(c32, a32, b32, N);
    mix32("arith32", c32, N, 4);
    arithu32(uc, ua, ub, N);
    mix32("arithu32", uc, N, 4);
    arith16(c16, a16, b16, N);
    mix32("arith16", c16, N, 2);
    arith8(c8, a8, b8, N);
    mix32("arith8", c8, N, 1);
    arith64(c64, a64, b64, N);
    mix32("arith64", c64, N, 8);
    select32(c32, a32, b32, N);
    mix32("select32", c32, N, 4);
    selectu32(uc, ua, ub, N);
    mix32("selectu32", uc, N, 4);
    select8(c8, a8, b8, N);
    mix32("select8", c8, N, 1);
    selectu8(u8c, u8a, u8b, N);
    mix32("selectu8", u8c, N, 1);
    select64(c64, a64, b64, N);
    mix32("select64", c64, N, 8);
    abs32(c32, a32, N);
    mix32("abs32", c32, N, 4);
    widen(c32, uc, a16, u8a, N);
    mix32("widen", c32, N, 4);
    mix32("widenu", uc, N, 4);
    widen64(c64, a32, N);
    mix32("widen64", c64, N, 8);
    narrow(c16, c8, a32, a64, N);
    mix32("narrow16", c16, N, 2);
    mix32("narrow8", c8, N, 1);
    divs(c32, uc, a32, ua, N);
    mix32("divs", c32, N, 4);
    mix32("divu", uc, N, 4);
    printf("count %d\n", count(a32, b32, N));
    printf("check %08x\n", check);
    return (int)(check & 0x7f);
}
