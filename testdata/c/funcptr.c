/* funcptr.c - indirect calls through function pointers.
 *
 * Function pointer arrays selected by data, higher-order map/fold/filter,
 * functions returning function pointers, a small vtable of structs of
 * function pointers, comparator callbacks, and function pointers with
 * floating-point signatures, all while other values stay live.
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

#pragma STDC FP_CONTRACT OFF

static volatile int32_t vseed = 11;

typedef int32_t (*unop)(int32_t);
typedef int32_t (*binop)(int32_t, int32_t);
typedef double (*dblop)(double, double);

/* Wrapping arithmetic (done in unsigned) keeps every input defined. */
static int32_t wrap(uint32_t x) { return (int32_t)x; }
static int32_t inc(int32_t x) { return wrap((uint32_t)x + 1u); }
static int32_t dbl(int32_t x) { return wrap((uint32_t)x * 2u); }
static int32_t sqr(int32_t x) { return wrap((uint32_t)x * (uint32_t)x); }
static int32_t neg(int32_t x) { return wrap(0u - (uint32_t)x); }
static int32_t half(int32_t x) { return x / 2; }
static int32_t collatz(int32_t x)
{
    return (x & 1) ? wrap(3u * (uint32_t)x + 1u) : x / 2;
}

static int32_t add(int32_t a, int32_t b) { return wrap((uint32_t)a + (uint32_t)b); }
static int32_t sub(int32_t a, int32_t b) { return wrap((uint32_t)a - (uint32_t)b); }
static int32_t mul(int32_t a, int32_t b) { return wrap((uint32_t)a * (uint32_t)b); }
static int32_t maxi(int32_t a, int32_t b) { return a > b ? a : b; }
static int32_t xori(int32_t a, int32_t b) { return a ^ b; }

static double dadd(double a, double b) { return a + b; }
static double dmul(double a, double b) { return a * b; }
static double dhyp(double a, double b)
{
    double t = a * a;
    double u = b * b;
    return t + u;
}

static int is_even(int32_t x) { return (x & 1) == 0; }
static int is_pos(int32_t x) { return x > 0; }

static void map(int32_t *v, int32_t n, unop f)
{
    int32_t i;
    for (i = 0; i < n; i++)
        v[i] = f(v[i]);
}

static int32_t fold(const int32_t *v, int32_t n, int32_t init, binop f)
{
    int32_t i;
    for (i = 0; i < n; i++)
        init = f(init, v[i]);
    return init;
}

static int32_t count_if(const int32_t *v, int32_t n, int (*pred)(int32_t))
{
    int32_t i, c = 0;
    for (i = 0; i < n; i++)
        c += pred(v[i]) ? 1 : 0;
    return c;
}

static unop pick_unop(int32_t k)
{
    static const unop table[] = { inc, dbl, sqr, neg, half, collatz };
    return table[k % 6];
}

static binop pick_binop(char c)
{
    switch (c) {
    case '+': return add;
    case '-': return sub;
    case '*': return mul;
    case 'M': return maxi;
    default: return xori;
    }
}

static unop compose_step(unop f, int32_t *x)
{
    *x = f(*x);
    return f == collatz ? inc : collatz;
}

/* A tiny "class" with a vtable. */
struct shape;
struct shape_ops {
    int64_t (*area2)(const struct shape *); /* twice the area */
    int64_t (*perim)(const struct shape *);
    const char *name;
};
struct shape {
    const struct shape_ops *ops;
    int32_t a, b, c;
};

static int64_t rect_area2(const struct shape *s) { return 2LL * s->a * s->b; }
static int64_t rect_perim(const struct shape *s) { return 2LL * (s->a + s->b); }
static int64_t tri_area2(const struct shape *s) { return (int64_t)s->a * s->b; }
static int64_t tri_perim(const struct shape *s)
{
    return (int64_t)s->a + s->b + s->c;
}
static int64_t sq_area2(const struct shape *s) { return 2LL * s->a * s->a; }
static int64_t sq_perim(const struct shape *s) { return 4LL * s->a; }

static const struct shape_ops rect_ops = { rect_area2, rect_perim, "rect" };
static const struct shape_ops tri_ops = { tri_area2, tri_perim, "tri" };
static const struct shape_ops sq_ops = { sq_area2, sq_perim, "square" };

/* Calls through a pointer with many live values around the call. */
static int64_t pressure_indirect(binop f, int32_t n)
{
    uint32_t a = 1, b = 2, c = 3, d = 4, e = 5, g = 6, h = 7, k = 8;
    int32_t i;
    for (i = 0; i < n; i++) {
        a = (uint32_t)f((int32_t)a, i) & 0xffffu;
        b += a ^ c;
        c = (uint32_t)f((int32_t)c, (int32_t)(b & 0xffu)) & 0xfffu;
        d += (b & 1u) ? e : g;
        e = (e * 3u + h) & 0xfffffu;
        g ^= d + k;
        h = (uint32_t)f((int32_t)(h & 0xffu), (int32_t)(k & 0xffu)) & 0xffffu;
        k += (uint32_t)i;
    }
    return (int64_t)a + b + c + d + e + g + h + k;
}

int main(void)
{
    int32_t s = vseed;
    int32_t v[16];
    uint32_t check = 0;
    int32_t i, x;
    unop f;

    for (i = 0; i < 16; i++)
        v[i] = i * s - 50;
    for (i = 0; i < 6; i++) {
        map(v, 16, pick_unop(i + s));
        printf("after op %d: v[0]=%d v[7]=%d v[15]=%d\n", (int)((i + s) % 6),
               (int)v[0], (int)v[7], (int)v[15]);
        map(v, 16, half);
        check = check * 31u + (uint32_t)v[3];
    }
    {
        static const char ops[] = "+-*Mx";
        for (i = 0; i < 5; i++) {
            int32_t r = fold(v, 16, i, pick_binop(ops[i]));
            printf("fold '%c' = %d\n", ops[i], (int)r);
            check += (uint32_t)r;
        }
    }
    printf("evens=%d positives=%d\n", (int)count_if(v, 16, is_even),
           (int)count_if(v, 16, is_pos));

    x = 27 + s - 11;
    f = collatz;
    for (i = 0; i < 40; i++)
        f = compose_step(f, &x);
    printf("compose: x=%d\n", (int)x);
    check ^= (uint32_t)x;

    {
        static const dblop dops[] = { dadd, dmul, dhyp };
        double acc = 0.5;
        for (i = 0; i < 12; i++)
            acc = dops[i % 3](acc, (double)(i + s) * 0.125);
        printf("dblops: %.17g\n", acc);
        check += (uint32_t)(int64_t)acc;
    }

    {
        struct shape shapes[6];
        int64_t total_a = 0, total_p = 0;
        static const struct shape_ops *const kinds[] = { &rect_ops, &tri_ops,
                                                         &sq_ops };
        for (i = 0; i < 6; i++) {
            shapes[i].ops = kinds[(i * s) % 3];
            shapes[i].a = i + 3;
            shapes[i].b = i + 4;
            shapes[i].c = i + 5;
        }
        for (i = 0; i < 6; i++) {
            int64_t a2 = shapes[i].ops->area2(&shapes[i]);
            int64_t p = shapes[i].ops->perim(&shapes[i]);
            printf("%s: area2=%lld perim=%lld\n", shapes[i].ops->name,
                   (long long)a2, (long long)p);
            total_a += a2;
            total_p += p;
        }
        check += (uint32_t)(total_a * 7 + total_p);
    }

    {
        static const binop bops[] = { add, sub, maxi, xori };
        for (i = 0; i < 4; i++) {
            int64_t r = pressure_indirect(bops[i], 200 + s);
            printf("pressure_indirect[%d] = %lld\n", (int)i, (long long)r);
            check = check * 5u + (uint32_t)r;
        }
    }

    printf("check = %08" PRIx32 "\n", check);
    return (int)(check & 0x7fu);
}
