/* calls_pressure.c - many values live across many calls.
 *
 * Integer and floating-point values are computed before a long run of
 * non-inlined calls and used afterwards, so they must survive in
 * callee-saved registers or stack slots.  Also exercises calls with more
 * arguments than fit in registers.
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

#pragma STDC FP_CONTRACT OFF

#define NOINLINE __attribute__((noinline))

static volatile int32_t vseed = 17;
static int32_t call_count;

NOINLINE static int32_t f_add(int32_t a, int32_t b)
{
    call_count++;
    return (int32_t)((uint32_t)a + (uint32_t)b);
}

NOINLINE static int32_t f_mix(int32_t a, int32_t b, int32_t c)
{
    call_count++;
    return (int32_t)(((uint32_t)a ^ ((uint32_t)b << 2)) - (uint32_t)c);
}

NOINLINE static uint32_t f_hash(uint32_t x)
{
    call_count++;
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

NOINLINE static double f_scale(double x, double k)
{
    call_count++;
    return x * k;
}

NOINLINE static int64_t f_wide(int64_t a, int32_t b)
{
    call_count++;
    return a * 3 + b;
}

/* 12 integer and 10 floating arguments: several go on the stack. */
NOINLINE static int64_t many_args(int32_t a0, int32_t a1, int32_t a2,
                                  int32_t a3, int32_t a4, int32_t a5,
                                  int32_t a6, int32_t a7, int32_t a8,
                                  int64_t a9, int64_t a10, int64_t a11,
                                  double d0, double d1, double d2, double d3,
                                  double d4, double d5, double d6, double d7,
                                  double d8, double d9)
{
    int64_t s;
    double f;
    call_count++;
    s = a0 + 2 * a1 + 3 * a2 + 4 * a3 + 5 * a4 + 6 * a5 + 7 * a6 + 8 * a7;
    s += 9 * a8 + 10 * a9 + 11 * a10 + 12 * a11;
    f = d0 - d1 + d2 - d3 + d4 - d5 + d6 - d7 + d8 - d9;
    return s + (int64_t)(f * 1000.0);
}

NOINLINE static void out_params(int32_t in, int32_t *q, int32_t *r,
                                double *h)
{
    call_count++;
    *q = in / 7;
    *r = in % 7;
    *h = in * 0.5;
}

static int64_t live_across_calls(int32_t s)
{
    /* 14 integers and 6 doubles computed up front ... */
    int32_t v0 = s + 1, v1 = s * 2, v2 = s ^ 0x55, v3 = s - 9;
    int32_t v4 = s * s, v5 = s + 100, v6 = s * 8, v7 = s | 0x100;
    int32_t v8 = s & 0xf, v9 = ~s, v10 = s * 7 + 1, v11 = 3 - s;
    int64_t w0 = (int64_t)s * 1000003, w1 = (int64_t)s - 5000000000LL;
    double d0 = s * 0.25, d1 = s + 0.125, d2 = 1.0 / (s + 1);
    double d3 = -s * 1.5, d4 = s * s * 0.001, d5 = 3.0;
    int32_t q, r;
    double h;
    int32_t t;
    uint32_t u;
    double e;
    int64_t w;

    /* ... then a long run of calls ... */
    t = f_add(v0, v1);
    t = f_mix(t, v2, v3);
    u = f_hash((uint32_t)t);
    t = f_add(t, (int32_t)(u & 0xffff));
    e = f_scale(d0, d1);
    e = f_scale(e, 0.5);
    w = f_wide(w0, t);
    w = f_wide(w, v4);
    out_params(t, &q, &r, &h);
    u = f_hash(u + (uint32_t)q);
    t = f_mix(t, r, (int32_t)(u >> 20));
    e = f_scale(e, h);

    /* ... and everything is still needed afterwards. */
    w += v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11;
    w ^= w0 ^ w1;
    w += (int64_t)((d0 + d1 + d2 + d3 + d4 + d5 + e) * 16.0);
    w += (int64_t)t + q + r + (int64_t)u;
    return w;
}

static int64_t loop_with_calls(int32_t n)
{
    int32_t i;
    int32_t a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8;
    double x = 0.5, y = 1.5, z = 2.5;
    int64_t total = 0;

    for (i = 0; i < n; i++) {
        a = f_add(a, i);
        b = f_mix(b, a, i) & 0xfffff;
        c += (int32_t)(f_hash((uint32_t)(c + b)) & 0xff);
        x = f_scale(x, 1.0009765625);
        if (f_hash((uint32_t)i) & 1u)
            d += a & 0xff;
        else
            e ^= b;
        f = f_add(f, d) & 0xffff;
        g = f_mix(g, e, f) & 0xffff;
        h += g % 13;
        y = y + x;
        z = z - f_scale(y, 0.001);
    }
    total = (int64_t)a + b + c + d + e + f + g + h;
    total += (int64_t)(x * 1e6) + (int64_t)(y * 1e3) + (int64_t)(z * 1e3);
    return total;
}

int main(void)
{
    int32_t s = vseed;
    int64_t r1, r2, r3, r4;
    uint32_t check;

    r1 = live_across_calls(s);
    printf("live_across_calls(%d) = %lld\n", (int)s, (long long)r1);
    r2 = live_across_calls(-s * 3);
    printf("live_across_calls(%d) = %lld\n", (int)(-s * 3), (long long)r2);
    r3 = loop_with_calls(s * 20);
    printf("loop_with_calls = %lld\n", (long long)r3);
    r4 = many_args(s, s + 1, s + 2, s + 3, s + 4, s + 5, s + 6, s + 7, s + 8,
                   (int64_t)s << 33, -(int64_t)s, 77,
                   0.5, 1.25, 2.5, 3.75, 5.0, 6.25, 7.5, 8.75, 10.0, 11.25);
    printf("many_args = %lld\n", (long long)r4);
    r4 += many_args(r1 & 0xff, 2, 3, 4, 5, 6, 7, 8, 9, r2, r3, r1,
                    -1.0, -2.0, -3.0, -4.0, -5.0, -6.0, -7.0, -8.0,
                    (double)s, 0.001);
    printf("many_args2 = %lld\n", (long long)r4);
    printf("calls = %d\n", (int)call_count);

    check = (uint32_t)(r1 ^ r2 ^ r3 ^ r4) + (uint32_t)call_count;
    printf("check = %08" PRIx32 "\n", check);
    return (int)(check & 0x7fu);
}
