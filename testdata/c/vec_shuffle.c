/* vec_shuffle.c - shuffles, lane inserts and extracts, and small vectors
 * in registers.
 *
 * Reversals, interleaved (strided) loads and stores of structs, complex
 * arithmetic and straight-line code that the SLP vectorizer packs, struct
 * {float, float} passed and returned in one XMM register as <2 x float>,
 * byte and halfword loops, and a vector phi carried around a loop.
 */
#include <stdio.h>
#include <stdint.h>

#define N 157

static uint32_t seed = 4242u;
static uint32_t check;

static uint32_t rnd(void)
{
    seed = seed * 22695477u + 1u;
    return seed >> 9;
}

static void mix(uint32_t v) { check = (check ^ v) * 0x01000193u; }

static void mixmem(const char *what, const void *p, int bytes)
{
    const unsigned char *b = p;
    uint32_t h = 0;
    for (int i = 0; i < bytes; i++)
        h = (h ^ b[i]) * 0x01000193u;
    printf("%s %08x\n", what, h);
    mix(h);
}

typedef struct { int32_t x, y; } pt;
typedef struct { double re, im; } cpx;
typedef struct { float x, y; } vec2;
typedef struct { float r, g, b, a; } rgba;

static int32_t a32[N], b32[N];
static int16_t a16[N], b16[N];
static uint8_t a8[N], b8[N];
static double da[N], db[N];
static pt pts[N];
static cpx ca[N], cb[N], cc[N];
static rgba px[N];

__attribute__((noinline)) static void rev32(int32_t *b, const int32_t *a, int n)
{
    for (int i = 0; i < n; i++)
        b[i] = a[n - 1 - i] * 3;
}

__attribute__((noinline)) static void rev16(int16_t *b, const int16_t *a, int n)
{
    for (int i = 0; i < n; i++)
        b[i] = (int16_t)(a[n - 1 - i] + 1);
}

__attribute__((noinline)) static void rev8(uint8_t *b, const uint8_t *a, int n)
{
    for (int i = 0; i < n; i++)
        b[i] = a[n - 1 - i] ^ 0x5a;
}

__attribute__((noinline)) static void revd(double *b, const double *a, int n)
{
    for (int i = 0; i < n; i++)
        b[i] = a[n - 1 - i] * 0.5;
}

__attribute__((noinline)) static int64_t strided(const pt *p, int n, int64_t *sy)
{
    int64_t sx = 0, y = 0;
    for (int i = 0; i < n; i++) {
        sx += p[i].x;
        y += p[i].y * 2;
    }
    *sy = y;
    return sx;
}

__attribute__((noinline)) static void interleave(int32_t *out, const int32_t *a, const int32_t *b, int n)
{
    for (int i = 0; i < n; i++) {
        out[2 * i] = a[i] + 1;
        out[2 * i + 1] = b[i] - 1;
    }
}

__attribute__((noinline)) static void deinterleave(int32_t *a, int32_t *b, const pt *p, int n)
{
    for (int i = 0; i < n; i++) {
        a[i] = p[i].x - p[i].y;
        b[i] = p[i].x + p[i].y;
    }
}

__attribute__((noinline)) static void cmul(cpx *c, const cpx *a, const cpx *b, int n)
{
    for (int i = 0; i < n; i++) {
        double re = a[i].re * b[i].re - a[i].im * b[i].im;
        double im = a[i].re * b[i].im + a[i].im * b[i].re;
        c[i].re = re;
        c[i].im = im;
    }
}

__attribute__((noinline)) static void shade(rgba *p, int n, float k)
{
    for (int i = 0; i < n; i++) {
        p[i].r = p[i].r * k + 0.25f;
        p[i].g = p[i].g * k + 0.5f;
        p[i].b = p[i].b * k;
        p[i].a = p[i].a;
    }
}

__attribute__((noinline)) static vec2 vadd(vec2 a, vec2 b)
{
    vec2 r = { a.x + b.x, a.y - b.y };
    return r;
}

__attribute__((noinline)) static vec2 vscale(vec2 a, float k)
{
    vec2 r = { a.x * k, a.y * k };
    return r;
}

__attribute__((noinline)) static float vdot(vec2 a, vec2 b) { return a.x * b.x + a.y * b.y; }

__attribute__((noinline)) static void slp4(int32_t *o, const int32_t *a)
{
    o[0] = a[0] * 5 + a[4];
    o[1] = a[1] * 5 + a[5];
    o[2] = a[2] * 5 + a[6];
    o[3] = a[3] * 5 + a[7];
}

__attribute__((noinline)) static void slpd(double *o, const double *a, double k)
{
    o[0] = a[0] * k - a[3];
    o[1] = a[1] * k - a[2];
}

__attribute__((noinline)) static uint32_t bytesum(const uint8_t *a, const uint8_t *b, int n)
{
    uint32_t s = 0;
    for (int i = 0; i < n; i++)
        s += (uint32_t)(a[i] > b[i] ? a[i] - b[i] : b[i] - a[i]);
    return s;
}

__attribute__((noinline)) static void avg8(uint8_t *c, const uint8_t *a, const uint8_t *b, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = (uint8_t)((a[i] + b[i] + 1) >> 1);
}

__attribute__((noinline)) static int32_t dot16(const int16_t *a, const int16_t *b, int n)
{
    int32_t s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

static void fill(void)
{
    for (int i = 0; i < N; i++) {
        a32[i] = (int32_t)rnd() - (1 << 21);
        a16[i] = (int16_t)rnd();
        b16[i] = (int16_t)(rnd() >> 4);
        a8[i] = (uint8_t)rnd();
        b8[i] = (uint8_t)(rnd() >> 2);
        da[i] = (double)((int)(rnd() % 10001) - 5000) / 8.0;
        pts[i].x = (int32_t)(rnd() % 1000) - 500;
        pts[i].y = (int32_t)rnd() - (1 << 20);
        ca[i].re = (double)(rnd() % 1000) / 16.0;
        ca[i].im = (double)((int)(rnd() % 1000) - 500) / 32.0;
        cb[i].re = (double)(rnd() % 777) / 4.0;
        cb[i].im = (double)(rnd() % 555) / 8.0;
        px[i].r = (float)(rnd() % 256) / 255.0f;
        px[i].g = (float)(rnd() % 256) / 255.0f;
        px[i].b = (float)(rnd() % 256) / 255.0f;
        px[i].a = 1.0f;
    }
}

int main(void)
{
    int64_t sy;
    static int32_t inter[2 * N], o4[4];
    static int16_t c16[N];
    static uint8_t c8[N];
    double o2[2];
    fill();
    rev32(b32, a32, N);
    mixmem("rev32", b32, sizeof b32);
    rev16(c16, a16, N);
    mixmem("rev16", c16, sizeof c16);
    rev8(c8, a8, N);
    mixmem("rev8", c8, sizeof c8);
    revd(db, da, N);
    mixmem("revd", db, sizeof db);
    printf("strided %lld", (long long)strided(pts, N, &sy));
    printf(" %lld\n", (long long)sy);
    interleave(inter, a32, b32, N);
    mixmem("interleave", inter, sizeof inter);
    deinterleave(a32, b32, pts, N);
    mixmem("deinterleave.a", a32, sizeof a32);
    mixmem("deinterleave.b", b32, sizeof b32);
    cmul(cc, ca, cb, N);
    mixmem("cmul", cc, sizeof cc);
    shade(px, N, 0.875f);
    mixmem("shade", px, sizeof px);
    vec2 v = { 1.5f, -2.25f }, w = { 0.125f, 8.0f };
    for (int i = 0; i < 10; i++) {
        v = vadd(vscale(v, 0.5f), w);
        w = vadd(w, v);
        printf("vec2 %a %a %a\n", v.x, v.y, vdot(v, w));
    }
    slp4(o4, a32 + 3);
    mixmem("slp4", o4, sizeof o4);
    slpd(o2, da + 5, 1.25);
    printf("slpd %a %a\n", o2[0], o2[1]);
    printf("bytesum %u\n", bytesum(a8, b8, N));
    avg8(c8, a8, b8, N);
    mixmem("avg8", c8, sizeof c8);
    printf("dot16 %d\n", dot16(a16, b16, N));
    printf("check %08x\n", check);
    return (int)(check & 0x7f);
}
