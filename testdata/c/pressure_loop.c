/* pressure_loop.c - loops with many simultaneously-live values.
 *
 * Each loop keeps 20+ accumulators alive across every iteration and mixes
 * them with data-dependent branches, so any register allocator has to
 * spill.  The branches also keep the loop and SLP vectorizers away.
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

#pragma STDC FP_CONTRACT OFF

#define N 3000

static volatile uint32_t seed_input = 0x1234567u;
static uint32_t lcg_state;
static uint32_t data[N];

static uint32_t lcg(void)
{
    lcg_state = lcg_state * 1664525u + 1013904223u;
    return lcg_state >> 7;
}

static uint32_t rotl32(uint32_t v, unsigned r)
{
    r &= 31u;
    return r ? (v << r) | (v >> (32u - r)) : v;
}

/* 24 unsigned 32-bit accumulators. */
static uint32_t int_pressure(const uint32_t *d, int n, uint32_t *out)
{
    uint32_t a0 = 1, a1 = 2, a2 = 3, a3 = 5, a4 = 7, a5 = 11, a6 = 13, a7 = 17;
    uint32_t a8 = 19, a9 = 23, a10 = 29, a11 = 31, a12 = 37, a13 = 41;
    uint32_t a14 = 43, a15 = 0xffffffffu, a16 = 53, a17 = 59, a18 = 61;
    uint32_t a19 = 67, a20 = 71, a21 = 73, a22 = 79, a23 = 83;
    int i;

    for (i = 0; i < n; i++) {
        uint32_t x = d[i];
        a0 += x;
        a1 ^= x + a0;
        a2 = a2 * 31u + (x & 0xffu);
        a3 = rotl32(a3, 3) ^ x;
        if (x & 1u) {
            a4 += a1;
            a5 -= x >> 3;
        } else {
            a4 -= a2;
            a5 += a3 & 0xfffu;
        }
        a6 = a6 > x ? a6 - x : x - a6;
        a7 += (x % 7u) * (a6 & 0xffffu);
        switch (x & 3u) {
        case 0: a8 += a7; break;
        case 1: a9 ^= a8; break;
        case 2: a10 -= a9 >> 2; break;
        default: a11 = rotl32(a11 ^ a10, x >> 20); break;
        }
        a12 += (x >> 16) * (a12 & 0xffu) + 1u;
        a13 = (a13 ^ a12) + (uint32_t)i;
        a14 = x > a14 ? x : a14 + 1u;
        a15 = x < a15 ? x : a15;
        a16 += a15 ^ a14;
        a17 = a17 * 5u + (a16 >> 5);
        if ((x >> 4) % 5u == 0)
            a18 += a17;
        else
            a18 ^= a0;
        a19 += (a18 & 1u) ? a3 : a5;
        a20 = a20 - (a19 >> 3) + a4;
        a21 ^= rotl32(a20, (unsigned)i);
        a22 += a21 + a13;
        a23 = (a23 + a22) * 0x9e3779b1u;
        if (x > 0x1fff000u)
            a0 ^= a23;
    }
    out[0] = a0;   out[1] = a1;   out[2] = a2;   out[3] = a3;
    out[4] = a4;   out[5] = a5;   out[6] = a6;   out[7] = a7;
    out[8] = a8;   out[9] = a9;   out[10] = a10; out[11] = a11;
    out[12] = a12; out[13] = a13; out[14] = a14; out[15] = a15;
    out[16] = a16; out[17] = a17; out[18] = a18; out[19] = a19;
    out[20] = a20; out[21] = a21; out[22] = a22; out[23] = a23;
    return a0 ^ a1 ^ a2 ^ a3 ^ a4 ^ a5 ^ a6 ^ a7 ^ a8 ^ a9 ^ a10 ^ a11 ^
           a12 ^ a13 ^ a14 ^ a15 ^ a16 ^ a17 ^ a18 ^ a19 ^ a20 ^ a21 ^
           a22 ^ a23;
}

/* 12 unsigned 64-bit accumulators: 24 registers on a 32-bit target. */
static uint64_t wide_pressure(const uint32_t *d, int n)
{
    uint64_t b0 = 1, b1 = 3, b2 = 5, b3 = 7, b4 = 9, b5 = 11;
    uint64_t b6 = 13, b7 = 15, b8 = 17, b9 = 19, b10 = 21, b11 = 23;
    int i;

    for (i = 0; i < n; i++) {
        uint64_t x = d[i];
        uint64_t y = (x << 32) | (uint64_t)d[(i * 7) % n];
        b0 += y;
        b1 = (b1 ^ y) * 0x100000001b3ull;
        if (x & 4u)
            b2 += b1 >> 17;
        else
            b2 ^= b0 << 3;
        b3 = b3 > y ? b3 - y : y - b3;
        b4 += b3 >> (x & 31u);
        b5 ^= b4 + b2;
        b6 = (b6 << 7) | (b6 >> 57);
        b6 += b5;
        b7 += (x & 8u) ? b6 : ~b6;
        b8 = b8 * 6364136223846793005ull + b7;
        b9 -= b8 >> 33;
        b10 ^= (b9 & 0xffffull) * (x & 0xffffu);
        b11 += b10 + b0;
    }
    return b0 ^ b1 ^ b2 ^ b3 ^ b4 ^ b5 ^ b6 ^ b7 ^ b8 ^ b9 ^ b10 ^ b11;
}

/* 18 double accumulators plus integer state. */
static double fp_pressure(const uint32_t *d, int n, double *out)
{
    double s0 = 0.0, s1 = 1.0, s2 = 2.0, s3 = 0.5, s4 = 0.25, s5 = 3.0;
    double s6 = 0.0, s7 = 1.5, s8 = -1.0, s9 = 0.0, s10 = 10.0, s11 = 0.0;
    double s12 = 100.0, s13 = -100.0, s14 = 0.0, s15 = 0.0, s16 = 1.0;
    double s17 = 0.0;
    int i;

    for (i = 0; i < n; i++) {
        double x = (double)(d[i] & 0xffffu) / 65536.0;
        double t;
        s0 += x;
        t = s1 * 0.5;
        s1 = t + x;
        s2 = x > 0.5 ? s2 + x : s2 - x;
        s3 = s3 < x ? x : s3;
        s4 = s4 > x ? x : s4;
        t = s5 * x;
        s5 = t + 1.0;
        s6 += s1 - s5;
        if (d[i] & 2u)
            s7 += s6;
        else
            s7 -= s0;
        s8 = -s8;
        s9 += s8 * x;
        s10 = s10 * 0.99;
        s11 += s10;
        s12 = s12 > s11 ? s12 : s11;
        s13 = s13 < s9 ? s9 : s13;
        t = x * x;
        s14 += t;
        s15 += (double)(int)(x * 16.0);
        s16 = s16 > 1e6 ? 1.0 : s16 * 1.01;
        s17 += s16 - s2;
    }
    out[0] = s0; out[1] = s1; out[2] = s2; out[3] = s3; out[4] = s4;
    out[5] = s5; out[6] = s6; out[7] = s7; out[8] = s8; out[9] = s9;
    out[10] = s10; out[11] = s11; out[12] = s12; out[13] = s13;
    out[14] = s14; out[15] = s15; out[16] = s16; out[17] = s17;
    return s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7 + s8 + s9 + s10 + s11 +
           s12 + s13 + s14 + s15 + s16 + s17;
}

int main(void)
{
    uint32_t acc[24];
    double facc[18];
    uint32_t r32;
    uint64_t r64;
    double rd;
    uint32_t check = 0;
    int i;

    lcg_state = seed_input;
    for (i = 0; i < N; i++)
        data[i] = lcg();

    r32 = int_pressure(data, N, acc);
    for (i = 0; i < 24; i++) {
        printf("a%d = %08" PRIx32 "\n", i, acc[i]);
        check = check * 33u + acc[i];
    }
    printf("int_pressure = %08" PRIx32 "\n", r32);

    r64 = wide_pressure(data, N);
    printf("wide_pressure = %016" PRIx64 "\n", r64);
    check ^= (uint32_t)r64 ^ (uint32_t)(r64 >> 32);

    rd = fp_pressure(data, N, facc);
    for (i = 0; i < 18; i++)
        printf("s%d = %.17g\n", i, facc[i]);
    printf("fp_pressure = %.17g\n", rd);
    check += (uint32_t)(int64_t)(rd * 1000.0);

    printf("check = %08" PRIx32 "\n", check);
    return (int)(check & 0x7fu);
}
