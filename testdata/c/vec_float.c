/* vec_float.c - float and double loops that clang's vectorizers turn
 * into SSE2 code.
 *
 * saxpy/daxpy, division, negation, fabs, compares feeding selects,
 * conversions between int, unsigned, float and double, and reductions
 * whose reassociation is allowed with '#pragma clang fp reassociate'
 * (their order of additions must match llc's to the last bit).
 */
#include <stdio.h>
#include <stdint.h>
#include <math.h>

#define N 201

static uint32_t seed = 777u;
static uint32_t check;

static uint32_t rnd(void)
{
    seed = seed * 1664525u + 1013904223u;
    return seed >> 8;
}

static void mix(uint32_t v) { check = (check ^ v) * 0x01000193u; }

static float fa[N], fb[N], fc[N];
static double da[N], db[N], dc[N];
static int32_t ia[N], ib[N];
static uint32_t ua[N];

__attribute__((noinline)) static void saxpy(float *c, const float *a, const float *b, float k, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = k * a[i] + b[i];
}

__attribute__((noinline)) static void daxpy(double *c, const double *a, const double *b, double k, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = k * a[i] + b[i];
}

__attribute__((noinline)) static void fdivs(float *c, double *d, const float *a, const float *b, int n)
{
    for (int i = 0; i < n; i++) {
        c[i] = a[i] / (b[i] + 2.5f) - -a[i];
        d[i] = (double)a[i] / ((double)b[i] * 0.75 + 3.0);
    }
}

__attribute__((noinline)) static void fsel(float *c, const float *a, const float *b, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = a[i] > b[i] ? a[i] : (a[i] == b[i] ? 1.0f : b[i] * 0.5f);
}

__attribute__((noinline)) static void dsel(double *c, const double *a, const double *b, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = a[i] <= b[i] ? fabs(a[i] - b[i]) : -b[i];
}

__attribute__((noinline)) static void fabsneg(float *c, const float *a, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = -fabsf(a[i]) * 3.0f;
}

__attribute__((noinline)) static void conv(float *f, double *d, int32_t *i32, const int32_t *a, const float *b, int n)
{
    for (int i = 0; i < n; i++) {
        f[i] = (float)a[i] * 0.25f;
        d[i] = (double)a[i] + 0.5;
        i32[i] = (int32_t)(b[i] * 100.0f);
    }
}

__attribute__((noinline)) static void convu(float *f, double *d, const uint32_t *a, int n)
{
    for (int i = 0; i < n; i++) {
        f[i] = (float)a[i];
        d[i] = (double)a[i];
    }
}

__attribute__((noinline)) static void convfd(double *d, float *f, int32_t *i32, const float *a, const double *b, int n)
{
    for (int i = 0; i < n; i++) {
        d[i] = (double)a[i] * 1.5;
        f[i] = (float)(b[i] * 0.125);
        i32[i] = (int32_t)b[i];
    }
}

__attribute__((noinline)) static float fsum(const float *a, int n)
{
#pragma clang fp reassociate(on)
    float s = 0.0f;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

__attribute__((noinline)) static double dsum(const double *a, int n)
{
#pragma clang fp reassociate(on)
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

__attribute__((noinline)) static double ddot(const double *a, const double *b, int n)
{
#pragma clang fp reassociate(on)
    double s = 1.0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

__attribute__((noinline)) static float fprod(const float *a, int n)
{
#pragma clang fp reassociate(on)
    float p = 1.0f;
    for (int i = 0; i < n; i++)
        p *= a[i];
    return p;
}

__attribute__((noinline)) static float fsum_ordered(const float *a, int n)
{
    float s = 0.0f;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

static void fill(void)
{
    for (int i = 0; i < N; i++) {
        fa[i] = (float)((int)(rnd() % 20001) - 10000) / 64.0f;
        fb[i] = (float)(rnd() % 1000) / 7.0f;
        if (i % 11 == 0)
            fb[i] = fa[i];
        da[i] = (double)((int)(rnd() % 200001) - 100000) / 3.0;
        db[i] = (double)(rnd() % 100000) / 9.0;
        if (i % 7 == 0)
            db[i] = da[i];
        ia[i] = (int32_t)rnd() - (1 << 23);
        ib[i] = 0;
        ua[i] = rnd() * 3141592653u;
    }
}

static void mixmem(const char *what, const void *p, int bytes)
{
    const unsigned char *b = p;
    uint32_t h = 0;
    for (int i = 0; i < bytes; i++)
        h = (h ^ b[i]) * 0x01000193u;
    printf("%s %08x\n", what, h);
    mix(h);
}

int main(void)
{
    fill();
    saxpy(fc, fa, fb, 1.75f, N);
    mixmem("saxpy", fc, sizeof fc);
    daxpy(dc, da, db, -0.3, N);
    mixmem("daxpy", dc, sizeof dc);
    fdivs(fc, dc, fa, fb, N);
    mixmem("fdiv", fc, sizeof fc);
    mixmem("ddiv", dc, sizeof dc);
    fsel(fc, fa, fb, N);
    mixmem("fsel", fc, sizeof fc);
    dsel(dc, da, db, N);
    mixmem("dsel", dc, sizeof dc);
    fabsneg(fc, fa, N);
    mixmem("fabsneg", fc, sizeof fc);
    conv(fc, dc, ib, ia, fa, N);
    mixmem("conv.f", fc, sizeof fc);
    mixmem("conv.d", dc, sizeof dc);
    mixmem("conv.i", ib, sizeof ib);
    convu(fc, dc, ua, N);
    mixmem("convu.f", fc, sizeof fc);
    mixmem("convu.d", dc, sizeof dc);
    convfd(dc, fc, ib, fa, da, N);
    mixmem("convfd.d", dc, sizeof dc);
    mixmem("convfd.f", fc, sizeof fc);
    mixmem("convfd.i", ib, sizeof ib);
    printf("fsum %a dsum %a\n", fsum(fa, N), dsum(da, N));
    printf("ddot %a fprod %a\n", ddot(da, db, N), fprod(fb + 100, 24));
    printf("fsum_ordered %a\n", fsum_ordered(fa, N));
    for (int n = 0; n < 12; n++)
        printf("%d: %a %a %a\n", n, fsum(fa + n, n), dsum(db + n, n), ddot(da, db + n, n));
    printf("check %08x\n", check);
    return (int)(check & 0x7f);
}
