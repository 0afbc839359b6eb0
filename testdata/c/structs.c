/* structs.c - structs by value, struct returns, arrays of structs, copies.
 *
 * Small structs (<= 16 bytes, passed in registers on x86-64) and large ones
 * (> 16 bytes, passed and returned in memory), integer, floating and mixed
 * members, nested structs and struct assignment.
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <string.h>

#pragma STDC FP_CONTRACT OFF

#define NOINLINE __attribute__((noinline))

static volatile int32_t vseed = 5;

struct pair { int32_t a, b; };                 /* 8 bytes, INTEGER */
struct trio { int16_t x; int8_t y; uint8_t z; int32_t w; }; /* 8 bytes */
struct wide { int64_t lo; int32_t hi; };       /* 16 bytes */
struct vec2 { double x, y; };                  /* 16 bytes, SSE */
struct mixed { float f; int32_t i; };          /* 8 bytes, SSE + INTEGER */
struct mixed2 { double d; int64_t n; };        /* 16 bytes, SSE + INTEGER */
struct vec3 { double x, y, z; };               /* 24 bytes, memory */
struct big {                                   /* 56 bytes, memory */
    int32_t v[8];
    double scale;
    struct pair p;
    int64_t tag;
};
struct node_rec { struct pair key; struct vec2 pos; uint8_t flags; };

NOINLINE static struct pair pair_make(int32_t a, int32_t b)
{
    struct pair p;
    p.a = a;
    p.b = b;
    return p;
}

NOINLINE static struct pair pair_add(struct pair p, struct pair q)
{
    return pair_make(p.a + q.a, p.b + q.b);
}

NOINLINE static struct trio trio_bump(struct trio t, int32_t k)
{
    t.x = (int16_t)(t.x + k);
    t.y = (int8_t)(t.y - 1);
    t.z = (uint8_t)(t.z + 3);
    t.w = t.w * 2 + k;
    return t;
}

NOINLINE static struct wide wide_mul(struct wide w, int32_t k)
{
    struct wide r;
    r.lo = w.lo * k;
    r.hi = w.hi + k;
    return r;
}

NOINLINE static struct vec2 vec2_rot90(struct vec2 v)
{
    struct vec2 r;
    r.x = -v.y;
    r.y = v.x;
    return r;
}

NOINLINE static struct vec2 vec2_scale_add(struct vec2 a, double s,
                                           struct vec2 b)
{
    struct vec2 r;
    double t;
    t = a.x * s; r.x = t + b.x;
    t = a.y * s; r.y = t + b.y;
    return r;
}

NOINLINE static struct mixed mixed_step(struct mixed m)
{
    m.f = m.f * 0.5f + (float)m.i;
    m.i = m.i * 3 - 1;
    return m;
}

NOINLINE static struct mixed2 mixed2_step(struct mixed2 m, struct mixed a)
{
    m.d = m.d + (double)a.f;
    m.n = m.n * 10 + a.i;
    return m;
}

NOINLINE static struct vec3 vec3_cross(struct vec3 a, struct vec3 b)
{
    struct vec3 r;
    double t, u;
    t = a.y * b.z; u = a.z * b.y; r.x = t - u;
    t = a.z * b.x; u = a.x * b.z; r.y = t - u;
    t = a.x * b.y; u = a.y * b.x; r.z = t - u;
    return r;
}

NOINLINE static struct big big_transform(struct big b, int32_t k)
{
    int i;
    for (i = 0; i < 8; i++)
        b.v[i] = b.v[i] * k + i;
    b.scale = b.scale * 1.5;
    b.p = pair_add(b.p, pair_make(k, -k));
    b.tag = b.tag ^ ((int64_t)k << (30 + k));
    return b;
}

NOINLINE static int64_t big_sum(struct big b)
{
    int64_t s = 0;
    int i;
    for (i = 0; i < 8; i++)
        s += b.v[i];
    return s + b.p.a + b.p.b + (int64_t)(b.scale * 100.0) + b.tag;
}

/* Struct arguments after the registers are exhausted go on the stack. */
NOINLINE static int64_t many_structs(struct pair a, struct pair b,
                                     struct wide c, struct vec2 d,
                                     struct mixed e, struct pair f,
                                     struct wide g, struct vec2 h,
                                     struct big i, struct pair j)
{
    return (int64_t)a.a + a.b + b.a * 2 + b.b * 3 + c.lo + c.hi +
           (int64_t)(d.x * 10.0) + (int64_t)(d.y * 100.0) +
           (int64_t)e.f + e.i + f.a - f.b + g.lo - g.hi +
           (int64_t)(h.x - h.y) + big_sum(i) + j.a * j.b;
}

static uint32_t check;

static void mix(int64_t v)
{
    check = check * 1000003u + (uint32_t)v + (uint32_t)((uint64_t)v >> 32);
}

static int cmp_rec(const struct node_rec *a, const struct node_rec *b)
{
    if (a->key.a != b->key.a)
        return a->key.a < b->key.a ? -1 : 1;
    if (a->key.b != b->key.b)
        return a->key.b < b->key.b ? -1 : 1;
    return 0;
}

int main(void)
{
    int32_t s = vseed;
    struct pair p = pair_make(s, s * 2), q;
    struct trio t = { (int16_t)(-s), 100, 250, 7 };
    struct wide w = { -(int64_t)s * 1000000007LL, s };
    struct vec2 v = { 1.0, (double)s };
    struct mixed m = { 0.25f, s };
    struct mixed2 m2 = { 0.0, 1 };
    struct vec3 a3 = { 1.0, 2.0, (double)s }, b3 = { -3.0, 0.5, 4.0 }, c3;
    struct big big, big2;
    struct node_rec recs[12], tmp;
    int i, j;

    for (i = 0; i < 10; i++) {
        q = pair_add(p, pair_make(i, -i * s));
        p = q;
        t = trio_bump(t, i);
        w = wide_mul(w, i % 3 == 0 ? 3 : -2);
        v = vec2_rot90(v);
        v = vec2_scale_add(v, 1.25, vec2_rot90(v));
        m = mixed_step(m);
        m2 = mixed2_step(m2, m);
        c3 = vec3_cross(a3, b3);
        a3 = b3;
        b3 = c3;
        b3.x = b3.x / 64.0 + 1.0;
        b3.y = b3.y / 64.0 - (double)i;
        b3.z = b3.z / 64.0 + 0.125;
    }
    printf("pair = (%d, %d)\n", (int)p.a, (int)p.b);
    printf("trio = (%d, %d, %u, %d)\n", (int)t.x, (int)t.y, (unsigned)t.z,
           (int)t.w);
    printf("wide = (%lld, %d)\n", (long long)w.lo, (int)w.hi);
    printf("vec2 = (%.17g, %.17g)\n", v.x, v.y);
    printf("mixed = (%.9g, %d)\n", (double)m.f, (int)m.i);
    printf("mixed2 = (%.17g, %lld)\n", m2.d, (long long)m2.n);
    printf("vec3 = (%.17g, %.17g, %.17g)\n", c3.x, c3.y, c3.z);
    mix(p.a); mix(p.b); mix(t.x); mix(t.y); mix(t.z); mix(t.w);
    mix(w.lo); mix(w.hi); mix((int64_t)(v.x * 1000.0));
    mix(m.i); mix(m2.n); mix((int64_t)(c3.z * 1000.0));

    for (i = 0; i < 8; i++)
        big.v[i] = i * s - 3;
    big.scale = 0.75;
    big.p = pair_make(1, 2);
    big.tag = 0x1234;
    big2 = big;                      /* struct copy */
    for (i = 0; i < 4; i++)
        big2 = big_transform(big2, i + 2);
    printf("big: sum=%lld sum2=%lld v[7]=%d scale=%.17g p=(%d,%d) tag=%llx\n",
           (long long)big_sum(big), (long long)big_sum(big2), (int)big2.v[7],
           big2.scale, (int)big2.p.a, (int)big2.p.b,
           (unsigned long long)big2.tag);
    mix(big_sum(big));
    mix(big_sum(big2));

    {
        struct wide g = { 1LL << 40, -9 };
        struct vec2 h = { 100.5, 0.25 };
        int64_t r = many_structs(p, pair_make(3, 4), w, v, m,
                                 pair_make(-s, s), g, h, big2,
                                 pair_make(6, 7));
        printf("many_structs = %lld\n", (long long)r);
        mix(r);
    }

    /* array of structs: fill, insertion sort by key, then copy around */
    for (i = 0; i < 12; i++) {
        recs[i].key = pair_make((i * 7 + s) % 5, (i * 11) % 13);
        recs[i].pos.x = i * 0.5;
        recs[i].pos.y = -i * 0.25;
        recs[i].flags = (uint8_t)(i * 40);
    }
    for (i = 1; i < 12; i++) {
        tmp = recs[i];
        j = i - 1;
        while (j >= 0 && cmp_rec(&recs[j], &tmp) > 0) {
            recs[j + 1] = recs[j];
            j--;
        }
        recs[j + 1] = tmp;
    }
    for (i = 0; i < 12; i++) {
        printf("rec[%d] key=(%d,%d) pos=(%g,%g) flags=%u\n", i,
               (int)recs[i].key.a, (int)recs[i].key.b, recs[i].pos.x,
               recs[i].pos.y, (unsigned)recs[i].flags);
        mix(recs[i].key.a * 100 + recs[i].key.b + recs[i].flags);
    }
    {
        struct node_rec copy[12];
        memcpy(copy, recs, sizeof recs);
        copy[3] = copy[9];
        copy[9].key.a = 99;
        printf("copy[3].key=(%d,%d) recs[9].key.a=%d copy[9].key.a=%d\n",
               (int)copy[3].key.a, (int)copy[3].key.b, (int)recs[9].key.a,
               (int)copy[9].key.a);
        mix(copy[3].key.b);
    }

    printf("check = %08" PRIx32 "\n", check);
    return (int)(check & 0x7fu);
}
