/* recursion.c - direct, mutual and deep recursion.
 *
 * fib, Ackermann, Hofstadter female/male sequences (mutual recursion),
 * even/odd mutual recursion, recursive quicksort, N-queens backtracking,
 * Towers of Hanoi and a recursive function with many parameters.
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

static volatile int32_t vbase = 0;

static int32_t fib(int32_t n)
{
    return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

static int32_t ack(int32_t m, int32_t n)
{
    if (m == 0)
        return n + 1;
    if (n == 0)
        return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

static int32_t hof_m(int32_t n);

static int32_t hof_f(int32_t n)
{
    return n == 0 ? 1 : n - hof_m(hof_f(n - 1));
}

static int32_t hof_m(int32_t n)
{
    return n == 0 ? 0 : n - hof_f(hof_m(n - 1));
}

static int is_odd(uint32_t n);

static int is_even(uint32_t n)
{
    return n == 0 ? 1 : is_odd(n - 1);
}

static int is_odd(uint32_t n)
{
    return n == 0 ? 0 : is_even(n - 1);
}

static void swap32(int32_t *a, int32_t *b)
{
    int32_t t = *a;
    *a = *b;
    *b = t;
}

static void quicksort(int32_t *v, int32_t lo, int32_t hi)
{
    int32_t pivot, i, j;
    if (lo >= hi)
        return;
    pivot = v[lo + (hi - lo) / 2];
    i = lo;
    j = hi;
    while (i <= j) {
        while (v[i] < pivot)
            i++;
        while (v[j] > pivot)
            j--;
        if (i <= j) {
            swap32(&v[i], &v[j]);
            i++;
            j--;
        }
    }
    quicksort(v, lo, j);
    quicksort(v, i, hi);
}

static int32_t queens(int32_t n, int32_t row, uint32_t cols, uint32_t d1,
                      uint32_t d2)
{
    int32_t count = 0;
    uint32_t avail;
    if (row == n)
        return 1;
    avail = ~(cols | d1 | d2) & ((1u << n) - 1u);
    while (avail) {
        uint32_t bit = avail & (0u - avail);
        avail ^= bit;
        count += queens(n, row + 1, cols | bit, (d1 | bit) << 1,
                        (d2 | bit) >> 1);
    }
    return count;
}

static uint32_t hanoi_moves;
static uint32_t hanoi_sig;

static void hanoi(int32_t n, int32_t from, int32_t to, int32_t via)
{
    if (n == 0)
        return;
    hanoi(n - 1, from, via, to);
    hanoi_moves++;
    hanoi_sig = hanoi_sig * 31u + (uint32_t)(from * 3 + to);
    hanoi(n - 1, via, to, from);
}

/* Eight parameters, all live across both recursive calls. */
static int64_t tangle(int32_t depth, int32_t a, int32_t b, int32_t c,
                      int32_t d, int32_t e, int32_t f, int32_t g)
{
    int64_t left, right;
    if (depth <= 0)
        return (int64_t)a * 7 + b * 5 + c * 3 + d - e + f * 2 - g;
    left = tangle(depth - 1, b, c, d, e, f, g, a + 1);
    right = tangle(depth - 2, g, f, e, d, c, b, a - 1);
    return left - right + (a ^ g) + ((b + c) & (d | e)) + f;
}

static uint32_t gcd_rec(uint32_t a, uint32_t b)
{
    return b == 0 ? a : gcd_rec(b, a % b);
}

int main(void)
{
    int32_t base = vbase;
    int32_t v[1000];
    uint32_t s = 2463534242u;
    uint32_t check = 0;
    int32_t i, sorted = 1;
    int64_t t;

    for (i = 0; i <= 22 + base; i += 2) {
        int32_t r = fib(i);
        printf("fib(%d) = %d\n", (int)i, (int)r);
        check = check * 3u + (uint32_t)r;
    }
    for (i = 0; i <= 3; i++) {
        int32_t r = ack(i + base, 4);
        printf("ack(%d,4) = %d\n", (int)i, (int)r);
        check += (uint32_t)r;
    }
    printf("ack(3,5) = %d\n", (int)ack(3 + base, 5));

    printf("hofstadter F:");
    for (i = 0; i < 16; i++) {
        int32_t r = hof_f(i + base);
        printf(" %d", (int)r);
        check = check * 5u + (uint32_t)r;
    }
    printf("\nhofstadter M:");
    for (i = 0; i < 16; i++) {
        int32_t r = hof_m(i + base);
        printf(" %d", (int)r);
        check = check * 5u + (uint32_t)r;
    }
    printf("\n");
    printf("is_even(777) = %d, is_odd(777) = %d, is_even(1000) = %d\n",
           is_even(777u + (uint32_t)base), is_odd(777u + (uint32_t)base),
           is_even(1000u + (uint32_t)base));

    for (i = 0; i < 1000; i++) {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        v[i] = (int32_t)(s % 20001u) - 10000;
    }
    quicksort(v, 0, 999 + base);
    for (i = 1; i < 1000; i++) {
        if (v[i - 1] > v[i]) {
            sorted = 0;
            break;
        }
    }
    printf("quicksort: sorted=%d min=%d max=%d v[500]=%d\n", sorted,
           (int)v[0], (int)v[999], (int)v[500]);
    for (i = 0; i < 1000; i += 97)
        check = check * 7u + (uint32_t)v[i];

    for (i = 4; i <= 8; i++) {
        int32_t r = queens(i + base, 0, 0, 0, 0);
        printf("queens(%d) = %d\n", (int)i, (int)r);
        check += (uint32_t)r;
    }

    hanoi(10 + base, 1, 3, 2);
    printf("hanoi(10): moves=%u sig=%08" PRIx32 "\n", (unsigned)hanoi_moves,
           hanoi_sig);
    check ^= hanoi_sig;

    t = tangle(18 + base, 1, 2, 3, 4, 5, 6, 7);
    printf("tangle = %lld\n", (long long)t);
    check += (uint32_t)t;

    printf("gcd(1071,462) = %u gcd(2^31,3^19) = %u gcd(832040,514229) = %u\n",
           (unsigned)gcd_rec(1071u, 462u),
           (unsigned)gcd_rec(2147483648u, 1162261467u),
           (unsigned)gcd_rec(832040u, 514229u));

    printf("check = %08" PRIx32 "\n", check);
    return (int)(check & 0x7fu);
}
