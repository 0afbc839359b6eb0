/* switch.c - dense, sparse, fallthrough and nested switch statements. */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

static volatile uint32_t vseed = 99991u;

/* Dense: 0..15, should become a jump table. */
static int32_t dense(int32_t op, int32_t a, int32_t b)
{
    switch (op) {
    case 0: return a + b;
    case 1: return a - b;
    case 2: return a * 3;
    case 3: return a & b;
    case 4: return a | b;
    case 5: return a ^ b;
    case 6: return b != 0 ? a / b : -1;
    case 7: return b != 0 ? a % b : -2;
    case 8: return a > b ? a : b;
    case 9: return a < b ? a : b;
    case 10: return -a;
    case 11: return ~b;
    case 12: return (a >> 3) + (b >> 5);
    case 13: return a == b;
    case 14: return (a + b) / 2;
    case 15: return 12345;
    default: return 0;
    }
}

/* Sparse: values far apart, including negatives; should become a
   comparison tree. */
static int32_t sparse(int32_t key)
{
    switch (key) {
    case -100000: return 1;
    case -7: return 2;
    case 3: return 3;
    case 64: return 4;
    case 1000: return 5;
    case 4096: return 6;
    case 65537: return 7;
    case 1000000: return 8;
    case 123456789: return 9;
    case 2147483647: return 10;
    default: return -1;
    }
}

/* Fallthrough chains: each case adds its own contribution and falls into
   the next, like a Duff's device. */
static uint32_t fallthrough(uint32_t n, uint32_t x)
{
    uint32_t acc = 0;
    switch (n % 8u) {
    case 7: acc += x * 7u; /* fall through */
    case 6: acc ^= x << 6; /* fall through */
    case 5: acc += 5u;     /* fall through */
    case 4: acc *= 3u;     /* fall through */
    case 3: acc -= x;      /* fall through */
    case 2: acc += acc >> 2; /* fall through */
    case 1: acc |= 1u; break;
    case 0:
    default: acc = 0xdeadu;
    }
    return acc;
}

/* Duff's device copy with accumulation. */
static uint32_t duff_sum(const uint8_t *p, uint32_t count)
{
    uint32_t sum = 0;
    uint32_t n;
    if (count == 0)
        return 0;
    n = (count + 7u) / 8u;
    switch (count % 8u) {
    case 0: do { sum = sum * 3u + *p++; /* fall through */
    case 7:      sum = sum * 3u + *p++; /* fall through */
    case 6:      sum = sum * 3u + *p++; /* fall through */
    case 5:      sum = sum * 3u + *p++; /* fall through */
    case 4:      sum = sum * 3u + *p++; /* fall through */
    case 3:      sum = sum * 3u + *p++; /* fall through */
    case 2:      sum = sum * 3u + *p++; /* fall through */
    case 1:      sum = sum * 3u + *p++;
            } while (--n > 0);
    }
    return sum;
}

/* Switch on characters, with a default in the middle and nested switch. */
static int32_t classify(const char *s)
{
    int32_t score = 0;
    for (; *s; s++) {
        switch (*s) {
        case 'a': case 'e': case 'i': case 'o': case 'u':
            score += 10;
            break;
        default:
            score += 1;
            break;
        case ' ':
            score -= 3;
            break;
        case '0': case '1': case '2': case '3': case '4':
        case '5': case '6': case '7': case '8': case '9':
            switch ((*s - '0') % 3) {
            case 0: score *= 2; break;
            case 1: score += 100; break;
            default: score -= 50; break;
            }
            break;
        case '!':
            return score + 1000;
        }
    }
    return score;
}

/* Switch used as a value table (may become a lookup table). */
static const char *month_name(uint32_t m)
{
    switch (m) {
    case 1: return "jan"; case 2: return "feb"; case 3: return "mar";
    case 4: return "apr"; case 5: return "may"; case 6: return "jun";
    case 7: return "jul"; case 8: return "aug"; case 9: return "sep";
    case 10: return "oct"; case 11: return "nov"; case 12: return "dec";
    default: return "???";
    }
}

static uint32_t days_in_month(uint32_t m, uint32_t year)
{
    switch (m) {
    case 2:
        return ((year % 4u == 0 && year % 100u != 0) || year % 400u == 0)
                   ? 29u : 28u;
    case 4: case 6: case 9: case 11:
        return 30u;
    default:
        return 31u;
    }
}

/* 64-bit switch key. */
static int32_t wide_key(uint64_t k)
{
    switch (k) {
    case 0x100000000ull: return 1;
    case 0xffffffffffffffffull: return 2;
    case 42ull: return 3;
    case 0x8000000000000000ull: return 4;
    default: return 0;
    }
}

int main(void)
{
    uint32_t s = vseed;
    uint32_t check = 0;
    int32_t i;
    uint8_t buf[61];
    static const int32_t sparse_keys[] = {
        -100000, -7, 3, 64, 1000, 4096, 65537, 1000000, 123456789,
        2147483647, 0, 5, -8, 4095, 65536
    };
    static const char *const phrases[] = {
        "hello world", "register allocation 101", "xyz 987 abc",
        "stop! here", "aeiou 0123456789", ""
    };

    for (i = 0; i < 200; i++) {
        int32_t a, b, r;
        s = s * 1103515245u + 12345u;
        a = (int32_t)((s >> 8) & 0xffff) - 30000;
        b = (int32_t)((s >> 3) & 0xff) - 100;
        r = dense((int32_t)((s >> 24) % 18u), a, b);
        check = check * 31u + (uint32_t)r;
    }
    printf("dense check = %08" PRIx32 "\n", check);
    for (i = 0; i < 16; i++)
        printf("dense(%d,100,7)=%d%s", (int)i, (int)dense(i, 100, 7),
               (i % 4 == 3) ? "\n" : " ");

    for (i = 0; i < (int32_t)(sizeof sparse_keys / sizeof sparse_keys[0]); i++) {
        int32_t r = sparse(sparse_keys[i]);
        printf("sparse(%d)=%d\n", (int)sparse_keys[i], (int)r);
        check += (uint32_t)r * (uint32_t)(i + 1);
    }

    for (i = 0; i < 16; i++) {
        uint32_t r = fallthrough((uint32_t)i, 0x1234u + (uint32_t)i);
        printf("fall(%d)=%" PRIu32 "%s", (int)i, r, (i % 4 == 3) ? "\n" : " ");
        check ^= r;
    }

    for (i = 0; i < 61; i++) {
        s = s * 37u + 11u;
        buf[i] = (uint8_t)(s >> 24);
    }
    for (i = 0; i <= 61; i += 5) {
        uint32_t r = duff_sum(buf, (uint32_t)i);
        printf("duff(%d)=%" PRIu32 "\n", (int)i, r);
        check += r;
    }

    for (i = 0; i < 6; i++) {
        int32_t r = classify(phrases[i]);
        printf("classify(\"%s\")=%d\n", phrases[i], (int)r);
        check = check * 7u + (uint32_t)r;
    }

    {
        uint32_t total = 0, m;
        for (m = 0; m <= 13; m++) {
            uint32_t d = days_in_month(m, 2000u + s % 4u);
            printf("%s:%" PRIu32 " ", month_name(m), d);
            total += d;
        }
        printf("\ntotal days = %" PRIu32 "\n", total);
        check += total;
    }

    printf("wide: %d %d %d %d %d\n", (int)wide_key(0x100000000ull),
           (int)wide_key(~(uint64_t)0), (int)wide_key(42ull + (s & 0u)),
           (int)wide_key((uint64_t)1 << 63), (int)wide_key(43ull));

    printf("check = %08" PRIx32 "\n", check);
    return (int)(check & 0x7fu);
}
