/* globals.c - initialized data, strings, pointer tables and static locals.
 *
 * Initialized and zero-initialized global arrays, const lookup tables,
 * string literals and char arrays, tables of pointers to globals and to
 * functions, pointers into the middle of arrays, static locals.
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <string.h>

#pragma STDC FP_CONTRACT OFF

static volatile int32_t vsel = 3;

int32_t g_counter = 10;
int64_t g_big = -1234567890123LL;
uint8_t g_bytes[16] = { 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 121, 98,
                        219, 61 };
int16_t g_shorts[6] = { -1, 300, -32768, 32767, 0, 1234 };
int32_t g_matrix[3][4] = { { 1, 2, 3, 4 }, { 5, 6, 7, 8 }, { 9, 10, 11, 12 } };
double g_weights[5] = { 0.5, 0.25, 0.125, 1.5, -2.0 };
uint32_t g_zeroed[64];                  /* bss */
static int32_t s_hidden = 77;
static int32_t s_zero_static;

const uint32_t k_primes[] = { 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37,
                              41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89 };
static const uint16_t k_squares[10] = { 0, 1, 4, 9, 16, 25, 36, 49, 64, 81 };

char g_greeting[] = "Hello, globals";
const char *const g_words[] = { "alpha", "beta", "gamma", "delta",
                                "epsilon", "zeta" };
static const char k_hex[] = "0123456789abcdef";

/* Table of pointers to globals, and a pointer into the middle of an array. */
int32_t *const g_int_ptrs[] = { &g_counter, &s_hidden, &s_zero_static,
                                &g_matrix[1][2] };
int32_t *g_mid = &g_matrix[1][0];
const uint32_t *g_prime_tail = &k_primes[20];

struct entry {
    const char *name;
    int32_t (*fn)(int32_t);
    int32_t arg;
};

static int32_t fn_double(int32_t x) { return x * 2; }
static int32_t fn_square(int32_t x) { return x * x; }
static int32_t fn_negate(int32_t x) { return -x; }
static int32_t fn_counter(int32_t x)
{
    g_counter += x;
    return g_counter;
}

static const struct entry g_entries[] = {
    { "double", fn_double, 21 },
    { "square", fn_square, 12 },
    { "negate", fn_negate, 5 },
    { "counter", fn_counter, 3 },
};

static int32_t (*const g_fns[])(int32_t) = { fn_double, fn_square, fn_negate,
                                             fn_counter };

/* Static locals keep their values across calls. */
static int32_t next_id(void)
{
    static int32_t id = 100;
    return id++;
}

static uint32_t running_hash(uint32_t x)
{
    static uint32_t state;
    static uint32_t calls;
    calls++;
    state = (state ^ x) * 16777619u + calls;
    return state;
}

static const char *to_hex(uint32_t v)
{
    static char buf[9];
    int i;
    for (i = 7; i >= 0; i--) {
        buf[i] = k_hex[v & 15u];
        v >>= 4;
    }
    buf[8] = '\0';
    return buf;
}

int main(void)
{
    int32_t sel = vsel;
    uint32_t check = 0;
    int32_t i, j;
    int64_t sum = 0;

    for (i = 0; i < 16; i++)
        check = check * 31u + g_bytes[i];
    for (i = 0; i < 6; i++)
        sum += g_shorts[i];
    printf("bytes check=%s shorts sum=%lld\n", to_hex(check), (long long)sum);

    for (i = 0; i < 3; i++)
        for (j = 0; j < 4; j++)
            g_matrix[i][j] *= (i + sel);
    printf("matrix:");
    for (i = 0; i < 3; i++)
        for (j = 0; j < 4; j++)
            printf(" %d", (int)g_matrix[i][j]);
    printf("\n");
    printf("g_mid[0..3] = %d %d %d %d\n", (int)g_mid[0], (int)g_mid[1],
           (int)g_mid[2], (int)g_mid[3]);

    {
        double w = 0.0;
        for (i = 0; i < 5; i++)
            w += g_weights[i] * (double)(i + sel);
        printf("weights dot = %g\n", w);
        check += (uint32_t)(int32_t)(w * 8.0);
    }

    for (i = 0; i < 64; i++)
        g_zeroed[i] += (uint32_t)i * k_primes[i % 24];
    {
        uint32_t z = 0;
        for (i = 0; i < 64; i++)
            z ^= g_zeroed[i] << (i % 7);
        printf("zeroed mix = %s\n", to_hex(z));
        check ^= z;
    }

    printf("primes tail: %u %u %u %u sel-prime %u\n",
           (unsigned)g_prime_tail[0], (unsigned)g_prime_tail[1],
           (unsigned)g_prime_tail[2], (unsigned)g_prime_tail[3],
           (unsigned)k_primes[sel * 5]);
    printf("squares: %u %u\n", (unsigned)k_squares[sel],
           (unsigned)k_squares[9 - sel]);

    printf("%s! len=%d\n", g_greeting, (int)strlen(g_greeting));
    g_greeting[0] = 'J';
    g_greeting[sel] = 'L';
    printf("%s\n", g_greeting);
    for (i = 0; i < 6; i++) {
        const char *w = g_words[(i + sel) % 6];
        printf("word %d: %s (%c)\n", (int)i, w, w[strlen(w) - 1]);
        check = check * 7u + (uint32_t)(unsigned char)w[0];
    }

    for (i = 0; i < 4; i++) {
        *g_int_ptrs[i] += i + sel;
        printf("ptr[%d] -> %d\n", (int)i, (int)*g_int_ptrs[i]);
        check += (uint32_t)*g_int_ptrs[i];
    }
    printf("g_counter=%d s_hidden=%d s_zero_static=%d matrix[1][2]=%d\n",
           (int)g_counter, (int)s_hidden, (int)s_zero_static,
           (int)g_matrix[1][2]);

    for (i = 0; i < 4; i++) {
        const struct entry *e = &g_entries[i];
        int32_t r = e->fn(e->arg + sel);
        int32_t r2 = g_fns[(i + sel) % 4](r);
        printf("%s(%d) = %d -> %d\n", e->name, (int)(e->arg + sel), (int)r,
               (int)r2);
        check = check * 13u + (uint32_t)r + (uint32_t)r2;
    }

    for (i = 0; i < 5; i++) {
        int32_t id = next_id();
        uint32_t h = running_hash((uint32_t)id);
        printf("id=%d hash=%s\n", (int)id, to_hex(h));
        check ^= h;
    }

    g_big = g_big * 3 + g_counter;
    printf("g_big = %lld\n", (long long)g_big);
    check += (uint32_t)g_big;

    printf("check = %s\n", to_hex(check));
    return (int)(check & 0x7fu);
}
