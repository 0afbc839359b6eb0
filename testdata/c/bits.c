/* bits.c - bit manipulation tricks and overflow-checking builtins.
 *
 * popcount / clz / ctz (32 and 64 bit), byte swaps, rotates, bit reversal,
 * Gray code, power-of-two rounding, and __builtin_{add,sub,mul}_overflow on
 * signed and unsigned 32/64-bit operands.
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

static volatile uint64_t vseed = 0x243f6a8885a308d3ull;
static uint32_t check;

static void mix(uint64_t v)
{
    check = (check ^ (uint32_t)v) * 0x9e3779b1u;
    check = (check ^ (uint32_t)(v >> 32)) * 0x85ebca77u;
}

static uint64_t xorshift64(uint64_t *s)
{
    uint64_t x = *s;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *s = x;
    return x;
}

static int popcount_loop(uint64_t x)
{
    int c = 0;
    while (x) {
        x &= x - 1;
        c++;
    }
    return c;
}

static uint32_t reverse32(uint32_t x)
{
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    return __builtin_bswap32(x);
}

static uint32_t rotl32(uint32_t x, unsigned r)
{
    return (x << (r & 31u)) | (x >> ((32u - r) & 31u));
}

static uint64_t rotr64(uint64_t x, unsigned r)
{
    return (x >> (r & 63u)) | (x << ((64u - r) & 63u));
}

static uint32_t next_pow2(uint32_t x)
{
    if (x <= 1u)
        return 1u;
    if (x > 0x80000000u)
        return 0u; /* does not fit */
    return 1u << (32 - __builtin_clz(x - 1u));
}

static uint64_t gray(uint64_t x) { return x ^ (x >> 1); }

static uint64_t ungray(uint64_t g)
{
    g ^= g >> 1;
    g ^= g >> 2;
    g ^= g >> 4;
    g ^= g >> 8;
    g ^= g >> 16;
    g ^= g >> 32;
    return g;
}

/* Isolate, clear and smear bits. */
static uint32_t bit_games(uint32_t x)
{
    uint32_t lowest = x & (0u - x);
    uint32_t cleared = x & (x - 1u);
    uint32_t smear = x | (x >> 1);
    smear |= smear >> 2;
    smear |= smear >> 4;
    smear |= smear >> 8;
    smear |= smear >> 16;
    return lowest ^ (cleared << 1) ^ smear;
}

int main(void)
{
    uint64_t st = vseed;
    int i;
    int pc_sum = 0, clz_sum = 0, ctz_sum = 0, mismatch = 0;

    for (i = 0; i < 500; i++) {
        uint64_t r = xorshift64(&st);
        uint32_t lo = (uint32_t)r, hi = (uint32_t)(r >> 32);
        int p64 = __builtin_popcountll(r);
        if (p64 != popcount_loop(r))
            mismatch++;
        pc_sum += __builtin_popcount(lo) + p64;
        if (lo)
            clz_sum += __builtin_clz(lo) + __builtin_ctz(lo);
        clz_sum += __builtin_clzll(r | 1u) + __builtin_ctzll(r | (1ull << 63));
        ctz_sum += __builtin_ctzll(r & 0xffffffff00000000ull ? r : 1ull << 40);
        mix(__builtin_bswap64(r) ^ reverse32(hi));
        mix(rotl32(lo, hi) ^ rotr64(r, lo));
        mix(bit_games(lo) + next_pow2(hi >> (lo & 15u)));
        if (ungray(gray(r)) != r)
            mismatch++;
    }
    printf("popcount sum=%d clz/ctz sum=%d ctz64 sum=%d mismatches=%d\n",
           pc_sum, clz_sum, ctz_sum, mismatch);
    printf("after loop check = %08x\n", (unsigned)check);

    {
        uint32_t x = (uint32_t)(st >> 17) | 0x100u;
        printf("x=%08x pop=%d clz=%d ctz=%d bswap=%08x rev=%08x np2=%u\n",
               (unsigned)x, __builtin_popcount(x), __builtin_clz(x),
               __builtin_ctz(x), (unsigned)__builtin_bswap32(x),
               (unsigned)reverse32(x), (unsigned)next_pow2(x & 0xfffffu));
        printf("bswap64=%016llx gray=%016llx ffs=%d parity=%d\n",
               (unsigned long long)__builtin_bswap64(st),
               (unsigned long long)gray(st), __builtin_ffsll((long long)(st & ~0xffull)),
               __builtin_parityll(st));
        printf("clz(1)=%d clz(~0)=%d clzll(1)=%d ctzll(2^63)=%d pop(~0ull)=%d\n",
               __builtin_clz(1u | (uint32_t)(st & 0)), __builtin_clz(~0u),
               __builtin_clzll(1ull), __builtin_ctzll(1ull << 63),
               __builtin_popcountll(~0ull));
    }

    /* overflow builtins */
    {
        static const int32_t sa[] = { 0, 1, -1, 2147483647, -2147483647 - 1,
                                      65536, -46341, 46340, 123456789 };
        static const int64_t la[] = { 0, 1, -1, INT64_MAX, INT64_MIN,
                                      4294967296LL, -3037000500LL,
                                      3037000499LL };
        int n_sa = 9, n_la = 8, j;
        int ovf_counts[6] = { 0, 0, 0, 0, 0, 0 };
        uint64_t scale = st | 1u;
        scale = scale / scale; /* 1, but opaque */
        for (i = 0; i < n_sa; i++) {
            for (j = 0; j < n_sa; j++) {
                int32_t a = (int32_t)(sa[i] * (int64_t)scale), b = sa[j];
                int32_t r;
                uint32_t ur;
                ovf_counts[0] += __builtin_add_overflow(a, b, &r);
                mix((uint32_t)r);
                ovf_counts[1] += __builtin_mul_overflow(a, b, &r);
                mix((uint32_t)r);
                ovf_counts[2] += __builtin_sub_overflow(a, b, &r);
                mix((uint32_t)r);
                ovf_counts[3] += __builtin_mul_overflow((uint32_t)a,
                                                        (uint32_t)b, &ur);
                mix(ur);
            }
        }
        for (i = 0; i < n_la; i++) {
            for (j = 0; j < n_la; j++) {
                int64_t a = la[i] * (int64_t)scale, b = la[j];
                int64_t r;
                uint64_t ur;
                ovf_counts[4] += __builtin_mul_overflow(a, b, &r);
                mix((uint64_t)r);
                ovf_counts[4] += __builtin_add_overflow(a, b, &r);
                mix((uint64_t)r);
                ovf_counts[5] += __builtin_add_overflow((uint64_t)a,
                                                        (uint64_t)b, &ur);
                mix(ur);
                ovf_counts[5] += __builtin_mul_overflow((uint64_t)a,
                                                        (uint64_t)b, &ur);
                mix(ur);
            }
        }
        printf("overflows: add32=%d mul32=%d sub32=%d umul32=%d s64=%d u64=%d\n",
               ovf_counts[0], ovf_counts[1], ovf_counts[2], ovf_counts[3],
               ovf_counts[4], ovf_counts[5]);
        {
            int32_t r32;
            int64_t r64;
            int o1 = __builtin_mul_overflow(46341 * (int32_t)scale, 46341, &r32);
            int o2 = __builtin_add_overflow(INT64_MAX - (int64_t)scale, 1, &r64);
            printf("46341^2 ovf=%d wrapped=%d; max-1+1 ovf=%d r=%lld\n", o1,
                   (int)r32, o2, (long long)r64);
        }
    }

    printf("check = %08x\n", (unsigned)check);
    return (int)(check & 0x7fu);
}
