/* memops.c - loads that x86-64 can read as memory operands.
 *
 * Arithmetic and compares on values just loaded (which llc, and ssara's
 * load folding, turn into "addl 8(%rdi), %eax" and "cmpl $5, (%rax)"),
 * read-modify-write of globals and array elements, and the cases where a
 * load must not be moved: a store or call between the load and its use
 * through a pointer that may alias it (called with aliasing pointers),
 * volatile objects, and a load used twice.
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

#pragma STDC FP_CONTRACT OFF

static uint32_t check;
static void mix(uint32_t v) { check = (check + v) * 2654435761u; }

static volatile int32_t vcell = 3;
int64_t counter;
int32_t hits[16];
static int32_t side;

__attribute__((noinline)) static void bump(void) { side++; }

/* The load of *p must happen before the store through q. */
__attribute__((noinline)) static int32_t load_then_store(int32_t *p, int32_t *q, int32_t x)
{
    int32_t v = *p;
    *q = x * 3;
    return v + x;
}

/* The load of *p must happen before the call that changes it. */
__attribute__((noinline)) static int32_t load_then_call(int32_t *p, int32_t x)
{
    int32_t v = *p;
    bump();
    return x - v;
}

/* The compare's load must happen before the store, though the branch
 * comes after it. */
__attribute__((noinline)) static int32_t compare_then_store(int32_t *p, int32_t *q)
{
    int32_t v = *p;
    *q = 100;
    if (v == 5)
        return 1;
    return 2;
}

__attribute__((noinline)) static int64_t sum64(const int64_t *a, int n, int64_t bias)
{
    int64_t s = bias;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

__attribute__((noinline)) static uint32_t mixes(const uint32_t *a, int n)
{
    uint32_t s = 0x12345678u, t = 0, u = ~0u;
    for (int i = 0; i < n; i++) {
        s ^= a[i];
        t |= a[i] >> 3;
        u &= a[n - 1 - i];
        s = s * 31u - a[i];
        t = t * a[i / 2];
    }
    return s + t + u;
}

__attribute__((noinline)) static int count_above(const int32_t *a, int n, int32_t lim)
{
    int c = 0;
    for (int i = 0; i < n; i++)
        if (a[i] > lim)
            c++;
    for (int i = 0; i < n; i++)
        if (lim < a[i])
            c += 2;
    for (int i = 0; i < n; i++)
        c += a[i] == 7;
    return c;
}

__attribute__((noinline)) static int find_char(const char *s, char ch)
{
    for (int i = 0; s[i]; i++)
        if (s[i] == ch)
            return i;
    return -1;
}

__attribute__((noinline)) static int count_short(const int16_t *a, int n)
{
    int c = 0;
    for (int i = 0; i < n; i++)
        c += a[i] < -3 ? 3 : 1;
    return c;
}

struct range {
    const int32_t *begin, *end;
    int64_t limit;
};

__attribute__((noinline)) static int64_t walk(const struct range *r)
{
    int64_t s = 0;
    for (const int32_t *p = r->begin; p != r->end; p++)
        if (s < r->limit)
            s += *p;
    return s;
}

__attribute__((noinline)) static double dot(const double *a, const double *b, int n)
{
    double s = 0;
    for (int i = 0; i < n; i++)
        s = s + a[i] * b[i];
    return s;
}

__attribute__((noinline)) static int fcount(const double *a, int n, double x)
{
    int c = 0;
    for (int i = 0; i < n; i++) {
        if (a[i] < x)
            c++;
        if (x < a[i])
            c += 10;
        if (a[i] >= x)
            c += 100;
    }
    return c;
}

__attribute__((noinline)) static float fsum(const float *a, int n)
{
    float s = 1.0f;
    for (int i = 0; i < n; i++)
        s = s - a[i] / 4.0f;
    return s;
}

__attribute__((noinline)) static void rmw(int32_t *a, int n, int64_t x)
{
    for (int i = 0; i < n; i++) {
        counter += x;
        hits[a[i] & 15]++;
        a[i] ^= 0x55;
        a[i] -= i;
    }
}

struct cursor {
    const int32_t *at;
    int64_t left;
};

/* Pointer and counter advanced in memory ("addq $8, (%rdi)"). */
__attribute__((noinline)) static void skip2(struct cursor *c)
{
    c->at += 2;
    c->left--;
}

__attribute__((noinline)) static int32_t twice(const int32_t *p, int32_t x)
{
    int32_t v = *p;
    return (v + x) * v;
}

__attribute__((noinline)) static int32_t vol(int32_t x)
{
    int32_t a = vcell;
    int32_t b = vcell;
    return a + x + b * 2;
}

int main(void)
{
    int32_t cell = 5, other = 9;
    int32_t r = load_then_store(&cell, &cell, 4);
    printf("load_then_store alias: %d %d\n", r, cell);
    mix((uint32_t)r + (uint32_t)cell);
    r = load_then_store(&cell, &other, 4);
    printf("load_then_store: %d %d %d\n", r, cell, other);
    mix((uint32_t)r);
    side = 10;
    r = load_then_call(&side, 50);
    printf("load_then_call: %d %d\n", r, side);
    mix((uint32_t)r);
    cell = 5;
    r = compare_then_store(&cell, &cell);
    printf("compare_then_store alias: %d %d\n", r, cell);
    mix((uint32_t)r);
    cell = 5;
    r = compare_then_store(&cell, &other);
    printf("compare_then_store: %d %d\n", r, other);
    mix((uint32_t)r);

    int64_t a64[20];
    uint32_t a32[20];
    int32_t s32[20];
    int16_t a16[20];
    double ad[20], bd[20];
    float af[20];
    for (int i = 0; i < 20; i++) {
        a64[i] = (int64_t)i * 1000000007 - 5;
        a32[i] = (uint32_t)i * 2654435761u + 1;
        s32[i] = (i * 7) % 13 - 4;
        a16[i] = (int16_t)((i * 5) % 11 - 6);
        ad[i] = i * 0.5 - 3;
        bd[i] = 2.0 - i * 0.25;
        af[i] = (float)i * 1.5f;
    }
    int64_t s64 = sum64(a64, 20, -7);
    printf("sum64: %" PRId64 "\n", s64);
    mix((uint32_t)s64 ^ (uint32_t)(s64 >> 32));
    uint32_t m = mixes(a32, 20);
    printf("mixes: %u\n", m);
    mix(m);
    int c = count_above(s32, 20, 3);
    printf("count_above: %d\n", c);
    mix((uint32_t)c);
    c = find_char("load folding", 'f') * 10 + find_char("abc", 'z');
    printf("find_char: %d\n", c);
    mix((uint32_t)c);
    c = count_short(a16, 20);
    printf("count_short: %d\n", c);
    mix((uint32_t)c);
    struct range rg = {s32, s32 + 20, 12};
    int64_t w = walk(&rg);
    printf("walk: %" PRId64 "\n", w);
    mix((uint32_t)w);
    double d = dot(ad, bd, 20);
    printf("dot: %.3f\n", d);
    mix((uint32_t)(int32_t)(d * 8));
    c = fcount(ad, 20, 1.0);
    printf("fcount: %d\n", c);
    mix((uint32_t)c);
    float f = fsum(af, 20);
    printf("fsum: %.3f\n", f);
    mix((uint32_t)(int32_t)(f * 4));
    rmw(s32, 20, 3);
    rmw(s32, 20, -1);
    int64_t hs = 0;
    for (int i = 0; i < 16; i++)
        hs = hs * 3 + hits[i];
    for (int i = 0; i < 20; i++)
        hs += s32[i];
    printf("rmw: %" PRId64 " %" PRId64 "\n", counter, hs);
    mix((uint32_t)counter + (uint32_t)hs);
    struct cursor cur = {s32, 10};
    int32_t cs = 0;
    while (cur.left > 0) {
        cs = cs * 5 + *cur.at;
        skip2(&cur);
    }
    printf("skip2: %d %" PRId64 "\n", cs, (int64_t)(cur.at - s32));
    mix((uint32_t)cs);
    r = twice(&cell, 3);
    printf("twice: %d\n", r);
    mix((uint32_t)r);
    r = vol(4);
    printf("vol: %d\n", r);
    mix((uint32_t)r);
    printf("check: %u\n", check);
    return (int)(check & 0x7f);
}
