/* divshift.c - division, remainder and shifts on 8/16/32/64-bit types.
 *
 * Signed and unsigned div/rem by variables and by constants (which the
 * optimizer turns into multiply-high sequences), shifts by variable
 * amounts, arithmetic vs logical right shift, and char/short arithmetic
 * with integer promotion and truncation.
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

#define NOINLINE __attribute__((noinline))

static volatile int32_t vone = 1;
static uint32_t check;

static void mix(uint64_t v)
{
    check = (check ^ (uint32_t)v ^ (uint32_t)(v >> 32)) * 0x01000193u;
}

NOINLINE static int8_t div_s8(int8_t a, int8_t b) { return (int8_t)(a / b); }
NOINLINE static int8_t rem_s8(int8_t a, int8_t b) { return (int8_t)(a % b); }
NOINLINE static uint8_t div_u8(uint8_t a, uint8_t b) { return (uint8_t)(a / b); }
NOINLINE static uint8_t rem_u8(uint8_t a, uint8_t b) { return (uint8_t)(a % b); }
NOINLINE static int16_t div_s16(int16_t a, int16_t b) { return (int16_t)(a / b); }
NOINLINE static uint16_t rem_u16(uint16_t a, uint16_t b) { return (uint16_t)(a % b); }
NOINLINE static int32_t div_s32(int32_t a, int32_t b) { return a / b; }
NOINLINE static int32_t rem_s32(int32_t a, int32_t b) { return a % b; }
NOINLINE static uint32_t div_u32(uint32_t a, uint32_t b) { return a / b; }
NOINLINE static uint32_t rem_u32(uint32_t a, uint32_t b) { return a % b; }
NOINLINE static int64_t div_s64(int64_t a, int64_t b) { return a / b; }
NOINLINE static int64_t rem_s64(int64_t a, int64_t b) { return a % b; }
NOINLINE static uint64_t div_u64(uint64_t a, uint64_t b) { return a / b; }
NOINLINE static uint64_t rem_u64(uint64_t a, uint64_t b) { return a % b; }

/* Division by constants. */
NOINLINE static void by_constants(int32_t s, uint32_t u, int64_t sl,
                                  uint64_t ul)
{
    printf("s32 %d: /3=%d %%3=%d /7=%d %%7=%d /-5=%d /16=%d %%16=%d /1000=%d\n",
           (int)s, (int)(s / 3), (int)(s % 3), (int)(s / 7), (int)(s % 7),
           (int)(s / -5), (int)(s / 16), (int)(s % 16), (int)(s / 1000));
    printf("u32 %u: /3=%u %%3=%u /7=%u /10=%u %%10=%u /641=%u /65536=%u\n",
           (unsigned)u, (unsigned)(u / 3u), (unsigned)(u % 3u),
           (unsigned)(u / 7u), (unsigned)(u / 10u), (unsigned)(u % 10u),
           (unsigned)(u / 641u), (unsigned)(u / 65536u));
    printf("s64 %lld: /3=%lld %%3=%lld /10=%lld %%1000000007=%lld /-8=%lld\n",
           (long long)sl, (long long)(sl / 3), (long long)(sl % 3),
           (long long)(sl / 10), (long long)(sl % 1000000007LL),
           (long long)(sl / -8));
    printf("u64 %llu: /3=%llu /10=%llu %%10=%llu /1e9=%llu %%7=%llu\n",
           (unsigned long long)ul, (unsigned long long)(ul / 3u),
           (unsigned long long)(ul / 10u), (unsigned long long)(ul % 10u),
           (unsigned long long)(ul / 1000000000u),
           (unsigned long long)(ul % 7u));
    mix((uint32_t)(s / 7)); mix(u / 10u); mix((uint64_t)(sl / 3));
    mix(ul / 10u); mix(ul % 7u); mix((uint32_t)(s % 16));
}

/* Print a u64 in decimal by repeated division (a common pattern). */
static void print_u64(uint64_t v)
{
    char buf[24];
    int n = 0;
    do {
        buf[n++] = (char)('0' + (int)(v % 10u));
        v /= 10u;
    } while (v != 0);
    while (n > 0)
        putchar(buf[--n]);
}

int main(void)
{
    int32_t one = vone;
    int32_t i, k;

    /* variable divisors */
    {
        static const int32_t na[] = { 100, -100, 7, -7, 2147483647,
                                      -2147483647 - 1, 0, 12345 };
        static const int32_t nb[] = { 3, -3, 7, 1, -1, 16, 1000, -13 };
        for (i = 0; i < 8; i++) {
            for (k = 0; k < 8; k++) {
                int32_t a = na[i] * one, b = nb[k] * one;
                if (a == -2147483647 - 1 && b == -1)
                    continue; /* would overflow */
                mix((uint32_t)div_s32(a, b));
                mix((uint32_t)rem_s32(a, b));
                mix(div_u32((uint32_t)a, (uint32_t)b));
                mix(rem_u32((uint32_t)a, (uint32_t)b));
            }
        }
        printf("s32: -7/2=%d -7%%2=%d 7/-2=%d 7%%-2=%d u32: 0xffffffff/3=%u\n",
               (int)div_s32(-7 * one, 2), (int)rem_s32(-7 * one, 2),
               (int)div_s32(7 * one, -2), (int)rem_s32(7 * one, -2),
               (unsigned)div_u32(0xffffffffu * (uint32_t)one, 3u));
    }
    {
        int8_t a8 = (int8_t)(-128 * one), b8 = (int8_t)(-1 * one);
        /* int8 -128 / -1 is 128 after promotion, truncated to -128 */
        printf("s8: -128/-1=%d -128%%-1=%d 100/-7=%d -100%%7=%d\n",
               (int)div_s8(a8, b8), (int)rem_s8(a8, b8),
               (int)div_s8((int8_t)(100 * one), (int8_t)-7),
               (int)rem_s8((int8_t)(-100 * one), 7));
        printf("u8: 250/7=%u 250%%7=%u 255/255=%u\n",
               (unsigned)div_u8((uint8_t)(250 * one), 7),
               (unsigned)rem_u8((uint8_t)(250 * one), 7),
               (unsigned)div_u8((uint8_t)(255 * one), 255));
        printf("s16: -32768/-1=%d 30000/-7=%d u16: 65535%%1000=%u\n",
               (int)div_s16((int16_t)(-32768 * one), (int16_t)-1),
               (int)div_s16((int16_t)(30000 * one), (int16_t)-7),
               (unsigned)rem_u16((uint16_t)(65535 * one), 1000));
        mix((uint8_t)div_s8(a8, b8));
        mix(rem_u16((uint16_t)(54321 * one), 77));
    }
    {
        static const int64_t la[] = { 1000000000000LL, -999999999999LL,
                                      INT64_MAX, INT64_MIN + 1, 7, -7 };
        static const int64_t lb[] = { 3, -10, 4294967296LL, 1000000007LL,
                                      -4294967297LL, 2 };
        for (i = 0; i < 6; i++) {
            for (k = 0; k < 6; k++) {
                int64_t a = la[i] * one, b = lb[k] * one;
                mix((uint64_t)div_s64(a, b));
                mix((uint64_t)rem_s64(a, b));
                mix(div_u64((uint64_t)a, (uint64_t)b));
                mix(rem_u64((uint64_t)a, (uint64_t)b));
            }
        }
        printf("s64: min+1 / 1e9+7 = %lld rem %lld\n",
               (long long)div_s64((INT64_MIN + 1) * one, 1000000007LL),
               (long long)rem_s64((INT64_MIN + 1) * one, 1000000007LL));
        printf("u64: max / 10 = %llu rem %llu; max / 2^32+1 = %llu\n",
               (unsigned long long)div_u64(UINT64_MAX * (uint64_t)one, 10u),
               (unsigned long long)rem_u64(UINT64_MAX * (uint64_t)one, 10u),
               (unsigned long long)div_u64(UINT64_MAX, 4294967297ull));
    }

    by_constants(-1234567 * one, 4000000000u * (uint32_t)one,
                 -98765432109876LL * one, 18000000000000000000ull * (uint64_t)one);
    by_constants(99 * one, 7u * (uint32_t)one, 5LL * one, 1ull * (uint64_t)one);

    /* shifts by variable amounts */
    {
        int32_t sneg = -123456789 * one;
        uint32_t upat = 0x87654321u * (uint32_t)one;
        int64_t lneg = -1234567890123LL * one;
        uint64_t lpat = 0xfedcba9876543210ull * (uint64_t)one;
        uint32_t acc = 0;
        for (i = 0; i < 32; i++) {
            int32_t ar = sneg >> i;           /* arithmetic */
            uint32_t lr = (uint32_t)sneg >> i; /* logical */
            uint32_t sl = upat << i;
            acc = acc * 3u + (uint32_t)ar + lr + sl;
            if (i % 8 == 5)
                printf("i=%d: %d>>i=%d (u)>>i=%u pat<<i=%08x\n", (int)i,
                       (int)sneg, (int)ar, (unsigned)lr, (unsigned)sl);
        }
        for (i = 0; i < 64; i += 3) {
            int64_t ar = lneg >> i;
            uint64_t lr = (uint64_t)lneg >> i;
            uint64_t sl = lpat << i;
            uint64_t rot = i ? (lpat << i) | (lpat >> (64 - i)) : lpat;
            mix((uint64_t)ar);
            mix(lr);
            mix(sl ^ rot);
            if (i % 21 == 0)
                printf("i=%d: ar=%lld lr=%llx sl=%llx rot=%llx\n", (int)i,
                       (long long)ar, (unsigned long long)lr,
                       (unsigned long long)sl, (unsigned long long)rot);
        }
        printf("shift acc = %08x\n", (unsigned)acc);
        mix(acc);
    }

    /* char / short arithmetic with promotion */
    {
        int8_t c1 = (int8_t)(100 * one), c2 = (int8_t)(-100 * one);
        uint8_t u1 = (uint8_t)(200 * one), u2 = (uint8_t)(100 * one);
        int16_t h1 = (int16_t)(30000 * one), h2 = (int16_t)(-30000 * one);
        uint16_t w1 = (uint16_t)(60000 * one), w2 = (uint16_t)(50000 * one);
        int32_t promoted = c1 + c1;          /* 200, no wrap */
        int8_t wrapped = (int8_t)(c1 + c1);   /* -56 */
        uint8_t usum = (uint8_t)(u1 + u2);    /* 44 */
        int32_t uprom = u1 + u2;              /* 300 */
        int16_t hs = (int16_t)(h1 + h1);      /* -5536 */
        int32_t hprom = h1 - h2;              /* 60000 */
        uint32_t wmul = (uint32_t)w1 * w2;     /* no int overflow */
        uint16_t wtrunc = (uint16_t)((uint32_t)w1 * w2);
        int32_t cmp = (uint8_t)(u2 - u1) > 100; /* 156 > 100 */
        int32_t neg_char_shift = c2 >> 2;
        uint8_t ushift = (uint8_t)(u1 << 1);
        int8_t sdiv = (int8_t)(c2 / 3);
        printf("char: %d %d %u %d %d %d\n", (int)promoted, (int)wrapped,
               (unsigned)usum, (int)uprom, (int)neg_char_shift,
               (int)sdiv);
        printf("short: %d %d %u %u cmp=%d ushift=%u\n", (int)hs, (int)hprom,
               (unsigned)wmul, (unsigned)wtrunc, (int)cmp, (unsigned)ushift);
        mix((uint32_t)promoted + (uint8_t)wrapped + usum + (uint32_t)uprom);
        mix((uint16_t)hs + (uint32_t)hprom + wmul + wtrunc + (uint32_t)cmp);

        /* byte-wise loop with truncation each step */
        for (i = 0; i < 300; i++) {
            c1 = (int8_t)(c1 * 3 + i);
            u1 = (uint8_t)(u1 * 7u + (uint32_t)i);
            h1 = (int16_t)((h1 ^ (int16_t)i) - 1000);
            w1 = (uint16_t)(w1 / 3u + (uint32_t)w2 % 97u + (uint32_t)i);
        }
        printf("loop: %d %u %d %u\n", (int)c1, (unsigned)u1, (int)h1,
               (unsigned)w1);
        mix((uint8_t)c1);
        mix(u1);
        mix((uint16_t)h1);
        mix(w1);
    }

    printf("print_u64: ");
    print_u64(UINT64_MAX * (uint64_t)one);
    printf(" ");
    print_u64(10000000000000000000ull * (uint64_t)one);
    printf("\n");

    printf("check = %08x\n", (unsigned)check);
    return (int)(check & 0x7fu);
}
