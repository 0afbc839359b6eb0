/* select_minmax.c - ternary/select-heavy code, min/max/abs/clamp.
 *
 * Signed and unsigned min/max on several widths, abs, clamps, sign,
 * median-of-three, branchless selects and chains of ternaries, mostly in
 * loops with data-dependent control flow (early exits, indirect indices).
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

#pragma STDC FP_CONTRACT OFF

static volatile uint32_t vseed = 0xc0ffee11u;
static uint32_t check;

static void mix(uint32_t v) { check = (check + v) * 2654435761u; }

static int32_t smin(int32_t a, int32_t b) { return a < b ? a : b; }
static int32_t smax(int32_t a, int32_t b) { return a > b ? a : b; }
static uint32_t umin(uint32_t a, uint32_t b) { return a < b ? a : b; }
static uint32_t umax(uint32_t a, uint32_t b) { return a > b ? a : b; }
static int64_t smin64(int64_t a, int64_t b) { return a < b ? a : b; }
static uint64_t umax64(uint64_t a, uint64_t b) { return a > b ? a : b; }
static int16_t smax16(int16_t a, int16_t b) { return a > b ? a : b; }
static uint8_t umin8(uint8_t a, uint8_t b) { return a < b ? a : b; }
static int32_t iabs(int32_t a) { return a < 0 ? -a : a; }
static int64_t labs64(int64_t a) { return a < 0 ? -a : a; }
static int32_t sign(int32_t a) { return (a > 0) - (a < 0); }
static int32_t clamp(int32_t v, int32_t lo, int32_t hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}
static double dclamp(double v, double lo, double hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}
static int32_t median3(int32_t a, int32_t b, int32_t c)
{
    return a < b ? (b < c ? b : (a < c ? c : a))
                 : (a < c ? a : (b < c ? c : b));
}

static uint32_t xs(uint32_t *s)
{
    uint32_t x = *s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *s = x;
}

/* Piecewise function: a chain of ternaries on several conditions. */
static int32_t piecewise(int32_t x, int32_t y)
{
    return x < -1000 ? -3
         : x < 0 ? (y & 1 ? x + y : x - y)
         : x == 0 ? 0
         : x < 100 ? (y > x ? y - x : x - y)
         : x < 10000 ? x / 10 + (y < 0 ? -1 : 1)
         : 42;
}

int main(void)
{
    uint32_t s = vseed;
    int32_t vals[64];
    uint32_t uvals[64];
    int i;

    for (i = 0; i < 64; i++) {
        vals[i] = (int32_t)(xs(&s) % 200001u) - 100000;
        uvals[i] = xs(&s);
    }

    /* Running min/max with early exit on a sentinel condition. */
    {
        int32_t lo = vals[0], hi = vals[0];
        uint32_t ulo = uvals[0], uhi = uvals[0];
        int32_t stop = 64;
        for (i = 1; i < 64; i++) {
            if (iabs(vals[i]) < 150) {
                stop = i;
                break;
            }
            lo = smin(lo, vals[i]);
            hi = smax(hi, vals[i]);
            ulo = umin(ulo, uvals[i]);
            uhi = umax(uhi, uvals[i]);
        }
        printf("stop=%d lo=%d hi=%d ulo=%u uhi=%u\n", (int)stop, (int)lo,
               (int)hi, (unsigned)ulo, (unsigned)uhi);
        mix((uint32_t)lo); mix((uint32_t)hi); mix(ulo); mix(uhi);
        mix((uint32_t)stop);
    }

    /* Selection driven by data: follow a chain of indices. */
    {
        int32_t idx = 0, acc = 0, steps;
        for (steps = 0; steps < 100; steps++) {
            int32_t v = vals[idx];
            acc += v > 0 ? (v & 0xff) : -(iabs(v) & 0x7f);
            idx = v > 0 ? (idx * 5 + 3) & 63 : (idx + (int32_t)(uvals[idx] % 7u) + 1) & 63;
            if (acc > 5000 || acc < -5000)
                acc = clamp(acc / 3, -1000, 1000);
        }
        printf("chain acc=%d idx=%d\n", (int)acc, (int)idx);
        mix((uint32_t)acc);
    }

    /* clamp, sign, median, piecewise */
    for (i = 0; i < 8; i++) {
        int32_t a = vals[i * 3], b = vals[i * 3 + 1], c = vals[i * 3 + 2];
        int32_t m = median3(a, b, c);
        int32_t cl = clamp(a, -50000, 50000);
        int32_t pw = piecewise(a / (1 + i * 20), b);
        printf("i=%d a=%d b=%d c=%d med=%d clamp=%d sign=%d pw=%d\n", i,
               (int)a, (int)b, (int)c, (int)m, (int)cl, (int)sign(b),
               (int)pw);
        mix((uint32_t)m); mix((uint32_t)cl); mix((uint32_t)pw);
    }
    {
        static const int32_t px[] = { -5000, -7, 0, 50, 5000, 99999 };
        for (i = 0; i < 6; i++) {
            int32_t r = piecewise(px[i], (int32_t)(s & 15u) - 8);
            printf("piecewise(%d)=%d\n", (int)px[i], (int)r);
            mix((uint32_t)r);
        }
    }

    /* Narrow and wide types */
    {
        int16_t h = -32768;
        uint8_t b = 255;
        int64_t l = INT64_MAX;
        uint64_t u = 0;
        for (i = 0; i < 64; i++) {
            h = smax16(h, (int16_t)(vals[i] % 30000));
            b = umin8(b, (uint8_t)(uvals[i] >> 24));
            l = smin64(l, (int64_t)vals[i] * (int64_t)uvals[i]);
            u = umax64(u, ((uint64_t)uvals[i] << 32) | (uint32_t)vals[i]);
            if (b < 3)
                break;
        }
        printf("h=%d b=%u l=%lld u=%016llx abs(l)=%lld\n", (int)h,
               (unsigned)b, (long long)l, (unsigned long long)u,
               (long long)labs64(l));
        mix((uint32_t)h); mix(b); mix((uint32_t)l); mix((uint32_t)(u >> 20));
    }

    /* Floating point selects */
    {
        double x = 0.0, best = -1e300, worst = 1e300;
        for (i = 0; i < 64; i++) {
            double v = (double)vals[i] / 1024.0;
            double c = dclamp(v, -50.0, 60.0);
            best = c > best ? c : best;
            worst = c < worst ? c : worst;
            x += (vals[i] & 1) ? c : -c * 0.5;
            if (x > 500.0)
                x = x * 0.25;
        }
        printf("fp: x=%.17g best=%.17g worst=%.17g\n", x, best, worst);
        mix((uint32_t)(int32_t)(x * 1000.0));
        mix((uint32_t)(int32_t)(best * 100.0));
    }

    /* Branchless select idioms */
    {
        uint32_t acc = 0;
        for (i = 0; i < 64; i++) {
            uint32_t a = uvals[i], b = uvals[63 - i];
            uint32_t mask = 0u - (uint32_t)(a < b);
            uint32_t mn = (a & mask) | (b & ~mask);
            int32_t v = vals[i];
            int32_t m = v >> 31;
            int32_t ab = (v ^ m) - m;
            acc = acc * 3u + mn + (uint32_t)ab + (a > b ? 1u : 0u);
            if ((acc & 0xf000u) == 0x3000u)
                acc ^= a;
        }
        printf("branchless acc=%08x\n", (unsigned)acc);
        mix(acc);
    }

    printf("check = %08x\n", (unsigned)check);
    return (int)(check & 0x7fu);
}
