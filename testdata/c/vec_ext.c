/* vec_ext.c - GCC/clang vector extensions: vector types in C code, so
 * vectors appear at -O0 and -O1 too (in memory, through allocas).
 *
 * Arithmetic and bitwise operators on vector types, compares giving lane
 * masks, element access with constant and variable indices,
 * __builtin_shufflevector, __builtin_convertvector, vectors as arguments
 * and results of functions, vectors in structs and arrays, and a vector
 * accumulator carried through a loop.
 */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef int32_t v4si __attribute__((vector_size(16)));
typedef uint32_t v4su __attribute__((vector_size(16)));
typedef int16_t v8hi __attribute__((vector_size(16)));
typedef uint8_t v16qu __attribute__((vector_size(16)));
typedef int64_t v2di __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));

static uint32_t check;

static void mix(uint32_t v) { check = (check ^ v) * 0x01000193u; }

static void show(const char *what, const void *p, int bytes)
{
    const unsigned char *b = p;
    uint32_t h = 0;
    for (int i = 0; i < bytes; i++)
        h = (h ^ b[i]) * 0x01000193u;
    printf("%s %08x\n", what, h);
    mix(h);
}

struct particle {
    v4sf pos, vel;
    int id;
};

__attribute__((noinline)) static v4si poly(v4si x, v4si k)
{
    return x * x * k + (x >> 2) - (k << 3) + (x & k) - (x | 7) + (x ^ k) + x / 3 + x % 5;
}

__attribute__((noinline)) static v4su ushift(v4su x, v4su s)
{
    return (x >> (s & 31)) + (x << 5) + x / 7u;
}

__attribute__((noinline)) static v4si maxv(v4si a, v4si b)
{
    v4si m = a > b;
    return (m & a) | (~m & b);
}

__attribute__((noinline)) static v4si masks(v4si a, v4si b)
{
    v4si m = (a < b) | (a == b);
    return (m & a) | (~m & (b - a));
}

__attribute__((noinline)) static v2df axpy(v2df a, v2df x, double k)
{
    return a * k + x / (v2df){ 2.0, 4.0 };
}

__attribute__((noinline)) static v4sf lerp(v4sf a, v4sf b, float t)
{
    return a + (b - a) * t;
}

__attribute__((noinline)) static v2sf twice(v2sf a) { return a + a; }

__attribute__((noinline)) static int32_t hsum(v4si v)
{
    return v[0] + v[1] + v[2] + v[3];
}

__attribute__((noinline)) static int32_t lane(v4si v, int i) { return v[i & 3]; }

__attribute__((noinline)) static v4si setlane(v4si v, int i, int32_t x)
{
    v[i & 3] = x;
    return v;
}

__attribute__((noinline)) static v4si shuf(v4si a, v4si b)
{
    return __builtin_shufflevector(a, b, 7, 0, 5, 2);
}

__attribute__((noinline)) static v8hi shuf16(v8hi a)
{
    return __builtin_shufflevector(a, a, 7, 6, 5, 4, 3, 2, 1, 0);
}

__attribute__((noinline)) static v4sf conv(v4si a) { return __builtin_convertvector(a, v4sf) * 0.5f; }

__attribute__((noinline)) static v4si conv2(v4sf a) { return __builtin_convertvector(a, v4si); }

__attribute__((noinline)) static v2df conv3(v4si a)
{
    return __builtin_convertvector(__builtin_shufflevector(a, a, 1, 3), v2df);
}

__attribute__((noinline)) static v16qu bytes(v16qu a, v16qu b)
{
    v16qu m = (v16qu)(a > b);
    return (a + b) ^ ((m & (a - b)) | (~m & (b - a)));
}

__attribute__((noinline)) static v2di wide(v2di a, v2di b)
{
    v2di m = a > b;
    return a * b + ((m & a) | (~m & b)) - (a >> 3);
}

__attribute__((noinline)) static void step(struct particle *p, int n, float dt)
{
    for (int i = 0; i < n; i++) {
        p[i].pos += p[i].vel * dt;
        p[i].vel *= (v4sf){ 0.99f, 0.99f, 0.98f, 1.0f };
    }
}

int main(void)
{
    v4si a = { 1, -2, 300000, -40000 }, b = { 7, 7, -9, 1 << 20 };
    v4su u = { 0xdeadbeefu, 12345u, 0x80000000u, 7u }, s = { 1, 33, 31, 0 };
    v2df d = { 1.25, -3.5 };
    v4sf f = { 0.5f, -1.5f, 2.25f, 100.0f }, g = { 1.0f, 2.0f, -3.0f, 0.125f };
    v8hi h = { 1, 2, 3, 4, -5, -6, -7, -8 };
    v16qu q1, q2;
    v2di w1 = { 1234567890123LL, -5 }, w2 = { -77, 1LL << 40 };
    struct particle ps[5];
    v4si r;
    for (int i = 0; i < 16; i++) {
        q1[i] = (uint8_t)(i * 37 + 11);
        q2[i] = (uint8_t)(250 - i * 13);
    }
    r = poly(a, b);
    show("poly", &r, sizeof r);
    v4su us = ushift(u, s);
    show("ushift", &us, sizeof us);
    r = maxv(a, b);
    show("maxv", &r, sizeof r);
    r = masks(a, b);
    show("masks", &r, sizeof r);
    v2df dd = axpy(d, d, 3.0);
    printf("axpy %a %a\n", dd[0], dd[1]);
    v4sf ff = lerp(f, g, 0.25f);
    printf("lerp %a %a %a %a\n", ff[0], ff[1], ff[2], ff[3]);
    v2sf t2 = twice((v2sf){ 1.5f, -0.25f });
    printf("twice %a %a\n", t2[0], t2[1]);
    printf("hsum %d lane %d %d\n", hsum(a), lane(a, 2), lane(b, 7));
    r = setlane(a, 5, 99);
    show("setlane", &r, sizeof r);
    r = shuf(a, b);
    show("shuf", &r, sizeof r);
    v8hi hh = shuf16(h);
    show("shuf16", &hh, sizeof hh);
    ff = conv(a);
    show("conv", &ff, sizeof ff);
    r = conv2(g * 3.0f);
    show("conv2", &r, sizeof r);
    dd = conv3(a);
    printf("conv3 %a %a\n", dd[0], dd[1]);
    v16qu qq = bytes(q1, q2);
    show("bytes", &qq, sizeof qq);
    v2di ww = wide(w1, w2);
    show("wide", &ww, sizeof ww);
    for (int i = 0; i < 5; i++) {
        ps[i].pos = (v4sf){ (float)i, (float)-i, 0.5f * (float)i, 1.0f };
        ps[i].vel = (v4sf){ 1.0f, 0.25f, -0.5f, 0.0f } * (float)(i + 1);
        ps[i].id = i;
    }
    for (int k = 0; k < 10; k++)
        step(ps, 5, 0.125f);
    for (int i = 0; i < 5; i++)
        printf("p%d %a %a %a %a\n", ps[i].id, ps[i].pos[0], ps[i].pos[1], ps[i].pos[2], ps[i].pos[3]);
    v4si acc = { 0, 0, 0, 0 };
    for (int i = 0; i < 100; i++)
        acc += (v4si){ i, i * i, -i, i ^ 5 } * a;
    show("acc", &acc, sizeof acc);
    printf("check %08x\n", check);
    return (int)(check & 0x7f);
}
