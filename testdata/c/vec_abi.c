/* vec_abi.c - small float structs and complex numbers, which the x86-64
 * calling convention passes and returns in XMM registers: clang-14 types
 * them as <2 x float> and aggregates of vectors ({ <2 x float>, float }),
 * at every optimisation level.
 */
#include <stdio.h>
#include <complex.h>

typedef struct { float x, y; } v2;
typedef struct { float x, y, z; } v3;
typedef struct { float r, g, b, a; } v4;
typedef struct { float f; int i; } fi;

__attribute__((noinline)) static v3 cross(v3 a, v3 b)
{
    v3 r = { a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x };
    return r;
}

__attribute__((noinline)) static float dot3(v3 a, v3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

__attribute__((noinline)) static v4 mix4(v4 a, v4 b, float t)
{
    v4 r = { a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, a.a };
    return r;
}

__attribute__((noinline)) static v2 rot(v2 p, float c, float s)
{
    v2 r = { p.x * c - p.y * s, p.x * s + p.y * c };
    return r;
}

__attribute__((noinline)) static fi halve(fi a)
{
    fi r = { a.f * 0.5f, a.i / 2 };
    return r;
}

__attribute__((noinline)) static float complex cmulf(float complex a, float complex b) { return a * b + 1.0f; }

__attribute__((noinline)) static double complex cmul(double complex a, double complex b) { return a * b - I; }

static v3 many(v3 a, v3 b, v3 c, v3 d, v3 e)
{
    v3 r = { a.x + b.y + c.z + d.x + e.y, a.y - b.z + c.x - d.y + e.z, a.z * b.x + c.y * d.z - e.x };
    return r;
}

int main(void)
{
    v3 a = { 1.0f, 2.0f, 3.0f }, b = { -0.5f, 4.0f, 0.25f };
    v4 p = { 0.1f, 0.2f, 0.3f, 1.0f }, q = { 0.9f, 0.5f, 0.0f, 0.5f };
    v2 pt = { 3.0f, -1.0f };
    fi h = { 5.5f, 41 };
    float complex z = 1.5f + 2.0f * I, w = -0.5f + 0.25f * I;
    double complex zd = 1.25 - 3.0 * I, wd = 2.0 + 0.5 * I;
    for (int i = 0; i < 4; i++) {
        a = cross(a, b);
        printf("cross %a %a %a dot %a\n", a.x, a.y, a.z, dot3(a, b));
        p = mix4(p, q, 0.25f);
        printf("mix %a %a %a %a\n", p.r, p.g, p.b, p.a);
        pt = rot(pt, 0.6f, 0.8f);
        printf("rot %a %a\n", pt.x, pt.y);
        h = halve(h);
        printf("halve %a %d\n", h.f, h.i);
        z = cmulf(z, w);
        printf("cmulf %a %a\n", crealf(z), cimagf(z));
        zd = cmul(zd, wd);
        printf("cmul %a %a\n", creal(zd), cimag(zd));
        b = many(a, b, a, b, a);
        printf("many %a %a %a\n", b.x, b.y, b.z);
    }
    return 0;
}
