/* hash.c - hashes, checksums and a small bignum.
 *
 * FNV-1a (32 and 64 bit), CRC-32 with a table built at run time, Adler-32,
 * a 64-bit mixing hash, and arbitrary-precision factorials / powers in
 * base 10^9 limbs printed in decimal.
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <string.h>

static volatile uint32_t vone = 1;

static uint32_t crc_table[256];

static void crc32_init(void)
{
    uint32_t i, k;
    for (i = 0; i < 256; i++) {
        uint32_t c = i;
        for (k = 0; k < 8; k++)
            c = (c & 1u) ? 0xedb88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}

static uint32_t crc32(const uint8_t *p, size_t n)
{
    uint32_t c = 0xffffffffu;
    while (n--)
        c = crc_table[(c ^ *p++) & 0xffu] ^ (c >> 8);
    return c ^ 0xffffffffu;
}

static uint32_t fnv1a32(const uint8_t *p, size_t n)
{
    uint32_t h = 2166136261u;
    while (n--) {
        h ^= *p++;
        h *= 16777619u;
    }
    return h;
}

static uint64_t fnv1a64(const uint8_t *p, size_t n)
{
    uint64_t h = 14695981039346656037ull;
    while (n--) {
        h ^= *p++;
        h *= 1099511628211ull;
    }
    return h;
}

static uint32_t adler32(const uint8_t *p, size_t n)
{
    uint32_t a = 1, b = 0;
    while (n--) {
        a = (a + *p++) % 65521u;
        b = (b + a) % 65521u;
    }
    return (b << 16) | a;
}

static uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Bignum: little-endian base 10^9 limbs. */
#define LIMBS 64
#define BASE 1000000000u

struct big {
    uint32_t d[LIMBS];
    int32_t n;
};

static void big_set(struct big *b, uint32_t v)
{
    b->n = 0;
    do {
        b->d[b->n++] = v % BASE;
        v /= BASE;
    } while (v);
}

static void big_mul_small(struct big *b, uint32_t m)
{
    uint64_t carry = 0;
    int32_t i;
    for (i = 0; i < b->n; i++) {
        uint64_t t = (uint64_t)b->d[i] * m + carry;
        b->d[i] = (uint32_t)(t % BASE);
        carry = t / BASE;
    }
    while (carry && b->n < LIMBS) {
        b->d[b->n++] = (uint32_t)(carry % BASE);
        carry /= BASE;
    }
}

static void big_add(struct big *r, const struct big *a, const struct big *b)
{
    uint32_t carry = 0;
    int32_t i, n = a->n > b->n ? a->n : b->n;
    for (i = 0; i < n; i++) {
        uint32_t x = (i < a->n ? a->d[i] : 0u) + (i < b->n ? b->d[i] : 0u) +
                     carry;
        carry = x >= BASE;
        r->d[i] = carry ? x - BASE : x;
    }
    r->n = n;
    if (carry && n < LIMBS)
        r->d[r->n++] = 1u;
}

static void big_mul(struct big *r, const struct big *a, const struct big *b)
{
    uint64_t acc[LIMBS];
    int32_t i, j, n = a->n + b->n;
    if (n > LIMBS)
        n = LIMBS;
    for (i = 0; i < n; i++)
        acc[i] = 0;
    for (i = 0; i < a->n; i++) {
        uint64_t carry = 0;
        for (j = 0; j < b->n && i + j < n; j++) {
            uint64_t t = acc[i + j] + (uint64_t)a->d[i] * b->d[j] + carry;
            acc[i + j] = t % BASE;
            carry = t / BASE;
        }
        if (i + j < n)
            acc[i + j] += carry;
    }
    r->n = n;
    for (i = 0; i < n; i++)
        r->d[i] = (uint32_t)acc[i];
    while (r->n > 1 && r->d[r->n - 1] == 0)
        r->n--;
}

static int big_to_string(const struct big *b, char *out)
{
    int32_t i;
    int len = sprintf(out, "%u", (unsigned)b->d[b->n - 1]);
    for (i = b->n - 2; i >= 0; i--)
        len += sprintf(out + len, "%09u", (unsigned)b->d[i]);
    return len;
}

int main(void)
{
    static const char *const inputs[] = {
        "", "a", "abc", "message digest", "abcdefghijklmnopqrstuvwxyz",
        "The quick brown fox jumps over the lazy dog",
        "12345678901234567890123456789012345678901234567890123456789012345678901234567890"
    };
    uint32_t check = 0;
    char text[600];
    int i;

    crc32_init();
    printf("crc_table[1]=%08x [128]=%08x [255]=%08x\n", (unsigned)crc_table[1],
           (unsigned)crc_table[128], (unsigned)crc_table[255]);
    for (i = 0; i < 7; i++) {
        const uint8_t *p = (const uint8_t *)inputs[i];
        size_t n = strlen(inputs[i]) * vone;
        uint32_t c = crc32(p, n), f = fnv1a32(p, n), a = adler32(p, n);
        uint64_t f64 = fnv1a64(p, n);
        printf("\"%.20s\": crc32=%08x fnv32=%08x fnv64=%016llx adler=%08x\n",
               inputs[i], (unsigned)c, (unsigned)f, (unsigned long long)f64,
               (unsigned)a);
        check ^= c + f + a + (uint32_t)(f64 >> 16);
    }

    /* Hash a larger generated buffer */
    {
        static uint8_t buf[20000];
        uint64_t z = 42u * vone;
        uint64_t acc = 0;
        for (i = 0; i < 20000; i++) {
            if ((i & 7) == 0)
                z = mix64(z + 0x9e3779b97f4a7c15ull);
            buf[i] = (uint8_t)(z >> ((i & 7) * 8));
        }
        for (i = 0; i < 20000; i += 2500)
            acc ^= mix64(fnv1a64(buf + i, 2500) + (uint64_t)i);
        printf("big buffer: crc32=%08x adler=%08x fnv-mix=%016llx\n",
               (unsigned)crc32(buf, sizeof buf), (unsigned)adler32(buf, sizeof buf),
               (unsigned long long)acc);
        check += crc32(buf, sizeof buf) ^ (uint32_t)acc;
    }

    /* 100! and 2^300 and fib(400) */
    {
        static struct big f, p, a, b, c, sq;
        int len;
        big_set(&f, 1u);
        for (i = 2; i <= 100; i++)
            big_mul_small(&f, (uint32_t)i * vone);
        len = big_to_string(&f, text);
        printf("100! = %s (%d digits)\n", text, len);
        check = check * 31u + fnv1a32((const uint8_t *)text, (size_t)len);

        big_set(&p, 1u);
        for (i = 0; i < 300; i++)
            big_mul_small(&p, 2u);
        len = big_to_string(&p, text);
        printf("2^300 = %s\n", text);
        check = check * 31u + fnv1a32((const uint8_t *)text, (size_t)len);

        big_set(&a, 0u);
        big_set(&b, 1u);
        for (i = 0; i < 400; i++) {
            big_add(&c, &a, &b);
            a = b;
            b = c;
        }
        len = big_to_string(&a, text);
        printf("fib(400) = %s\n", text);
        check = check * 31u + fnv1a32((const uint8_t *)text, (size_t)len);

        big_mul(&sq, &f, &f);
        len = big_to_string(&sq, text);
        printf("(100!)^2 has %d digits, crc32=%08x, head=%.30s\n", len,
               (unsigned)crc32((const uint8_t *)text, (size_t)len), text);
        check ^= crc32((const uint8_t *)text, (size_t)len);
    }

    printf("check = %08" PRIx32 "\n", check);
    return (int)(check & 0x7fu);
}
