/* printf_args.c - variadic calls with many mixed arguments.
 *
 * printf/snprintf calls with more than 6 integer and more than 8
 * floating-point arguments (so some are passed on the stack), mixing
 * 32-bit, 64-bit, char, string and double arguments in varied orders.
 * Also a non-variadic call with the same shape for comparison.
 * Only calls variadic functions; none is defined here.
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <string.h>

#pragma STDC FP_CONTRACT OFF

static volatile int32_t vseed = 3;

static uint32_t fnv(const char *s)
{
    uint32_t h = 2166136261u;
    while (*s) {
        h ^= (uint32_t)(unsigned char)*s++;
        h *= 16777619u;
    }
    return h;
}

__attribute__((noinline)) static double
mixed_fixed(int32_t i0, double d0, int32_t i1, double d1, int64_t l0,
            double d2, int32_t i2, double d3, int32_t i3, double d4,
            int64_t l1, double d5, int32_t i4, double d6, int32_t i5,
            double d7, int32_t i6, double d8, int32_t i7, double d9,
            float f0, int8_t c0, float f1, int16_t h0)
{
    double r = d0 + d1 + d2 + d3 + d4 + d5 + d6 + d7 + d8 + d9;
    r += (double)(i0 + i1 + i2 + i3 + i4 + i5 + i6 + i7);
    r += (double)(l0 - l1) + (double)f0 - (double)f1 + c0 + h0;
    return r;
}

int main(void)
{
    int32_t s = vseed;
    char buf[512];
    uint32_t check = 0;
    int n, i;
    double d[12];
    int32_t k[12];
    int64_t w[4];

    for (i = 0; i < 12; i++) {
        d[i] = (i + s) * 1.25 - 3.0;
        k[i] = (i - 5) * (s + 1000) * (i + 1);
    }
    w[0] = (int64_t)s << 40;
    w[1] = -(int64_t)s * 1000000000007LL;
    w[2] = INT64_MAX - s;
    w[3] = INT64_MIN + s;

    /* 10 ints then 10 doubles */
    printf("ints: %d %d %d %d %d %d %d %d %d %d\n", (int)k[0], (int)k[1],
           (int)k[2], (int)k[3], (int)k[4], (int)k[5], (int)k[6], (int)k[7],
           (int)k[8], (int)k[9]);
    printf("doubles: %g %g %g %g %g %g %g %g %g %g %g\n", d[0], d[1], d[2],
           d[3], d[4], d[5], d[6], d[7], d[8], d[9], d[10]);

    /* Interleaved: 9 ints, 10 doubles, 4 long longs, strings and chars. */
    n = snprintf(buf, sizeof buf,
                 "%d|%.3f|%d|%.3f|%lld|%.3f|%d|%.3f|%c|%.3f|%s|%.3f|%d|%.3f|"
                 "%u|%.3f|%lld|%.3f|%x|%.3f|%lld|%d|%lld|%e|%c|%d",
                 (int)k[0], d[0], (int)k[1], d[1], (long long)w[0], d[2],
                 (int)k[2], d[3], 'A' + s, d[4], "str", d[5], (int)k[3], d[6],
                 (unsigned)k[4], d[7], (long long)w[1], d[8], (unsigned)k[5],
                 d[9], (long long)w[2], (int)k[6], (long long)w[3], d[10],
                 'z', (int)k[7]);
    printf("%s\n(len %d)\n", buf, n);
    check ^= fnv(buf) + (uint32_t)n;

    /* Floats promote to double; chars and shorts promote to int. */
    {
        float f = 1.5f * (float)s;
        int8_t c = (int8_t)(-s * 20);
        int16_t h = (int16_t)(s * 10000);
        uint8_t uc = (uint8_t)(250 + s);
        n = snprintf(buf, sizeof buf,
                     "%f %d %d %u %.2f %hd %hhd %hhu %5.1f|%-6d|%+d|%06.2f|%08x",
                     (double)f, c, h, uc, (double)(f * 2.0f), h, c, uc,
                     (double)f, (int)s, (int)s, d[11], (unsigned)k[11]);
        printf("%s (len %d)\n", buf, n);
        check = check * 31u + fnv(buf);
    }

    /* Many 64-bit values (register pairs on 32-bit targets). */
    printf("wide: %lld %lld %lld %lld %llu %llx %lld %lld %lld\n",
           (long long)w[0], (long long)w[1], (long long)w[2], (long long)w[3],
           (unsigned long long)w[2] * 2u, (unsigned long long)w[3],
           (long long)(w[0] + 1), (long long)(w[1] - 1), (long long)s);

    /* Doubles and ints in a loop, so the argument setup has live values. */
    for (i = 0; i < 4; i++) {
        double a = d[i] * d[i + 1];
        double b = d[i + 2] - d[i + 3];
        printf("row %d: %8.3f %8.3f %d %8.3f %d %8.3f %d %8.3f %d %8.3f "
               "%d %8.3f %d %8.3f %d %8.3f %d\n",
               i, a, b, (int)k[i], a + b, (int)k[i + 1], a - b,
               (int)k[i + 2], a * 0.5, (int)k[i + 3], b * 0.5, (int)k[i + 4],
               d[i], (int)k[i + 5], d[i + 4], (int)k[i + 6], d[i + 5],
               (int)k[i + 7]);
        n = snprintf(buf, sizeof buf, "%.6f,%.6f,%d,%d", a, b, (int)k[i],
                     i);
        check = check * 7u + fnv(buf);
    }

    /* The same mixed shape through a non-variadic function. */
    {
        double r = mixed_fixed(k[0], d[0], k[1], d[1], w[0], d[2], k[2], d[3],
                               k[3], d[4], w[1], d[5], k[4], d[6], k[5], d[7],
                               k[6], d[8], k[7], d[9], 0.75f, (int8_t)-5,
                               2.5f, (int16_t)-300);
        printf("mixed_fixed = %.17g\n", r);
        n = snprintf(buf, sizeof buf, "%.17g", r);
        check += fnv(buf);
    }

    /* Strings, widths, precision and %% */
    printf("[%10s][%-10s][%.3s][%c%c%c][%%][%5d%%]\n", "right", "left",
           "truncate", 'a' + s, 'b' + s, 'c' + s, (int)(s * 11));
    n = snprintf(buf, 8, "%s", "abcdefghijklmnop");
    printf("truncated: '%s' would be %d\n", buf, n);
    check += (uint32_t)n + (uint32_t)strlen(buf);

    printf("check = %08" PRIx32 "\n", check);
    return (int)(check & 0x7fu);
}
