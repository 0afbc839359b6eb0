/* dp.c - integer dynamic programming and matrix code.
 *
 * Levenshtein edit distance, longest common subsequence (with the
 * subsequence reconstructed), 0/1 knapsack, longest increasing
 * subsequence, integer matrix multiplication and Floyd-Warshall.
 * The matrix loops are simple enough that -O2 may vectorize them.
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <string.h>

static volatile int32_t vone = 1;
static uint32_t check;

static void mix(uint32_t v) { check = (check ^ v) * 0x01000193u; }

static int32_t min3(int32_t a, int32_t b, int32_t c)
{
    int32_t m = a < b ? a : b;
    return m < c ? m : c;
}

static int32_t edit_distance(const char *a, const char *b)
{
    int32_t row[64];
    int32_t la = (int32_t)strlen(a), lb = (int32_t)strlen(b);
    int32_t i, j;
    for (j = 0; j <= lb; j++)
        row[j] = j;
    for (i = 1; i <= la; i++) {
        int32_t diag = row[0];
        row[0] = i;
        for (j = 1; j <= lb; j++) {
            int32_t up = row[j];
            int32_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            row[j] = min3(row[j] + 1, row[j - 1] + 1, diag + cost);
            diag = up;
        }
    }
    return row[lb];
}

static int32_t lcs(const char *a, const char *b, char *out)
{
    static int16_t t[64][64];
    int32_t la = (int32_t)strlen(a), lb = (int32_t)strlen(b);
    int32_t i, j, k;
    for (i = 0; i <= la; i++)
        t[i][0] = 0;
    for (j = 0; j <= lb; j++)
        t[0][j] = 0;
    for (i = 1; i <= la; i++)
        for (j = 1; j <= lb; j++) {
            if (a[i - 1] == b[j - 1])
                t[i][j] = (int16_t)(t[i - 1][j - 1] + 1);
            else
                t[i][j] = t[i - 1][j] >= t[i][j - 1] ? t[i - 1][j] : t[i][j - 1];
        }
    k = t[la][lb];
    out[k] = '\0';
    i = la;
    j = lb;
    while (i > 0 && j > 0) {
        if (a[i - 1] == b[j - 1]) {
            out[--k] = a[i - 1];
            i--;
            j--;
        } else if (t[i - 1][j] >= t[i][j - 1]) {
            i--;
        } else {
            j--;
        }
    }
    return t[la][lb];
}

static int32_t knapsack(const int32_t *w, const int32_t *v, int32_t n,
                        int32_t cap)
{
    int32_t best[512];
    int32_t i, c;
    for (c = 0; c <= cap; c++)
        best[c] = 0;
    for (i = 0; i < n; i++)
        for (c = cap; c >= w[i]; c--) {
            int32_t with = best[c - w[i]] + v[i];
            if (with > best[c])
                best[c] = with;
        }
    return best[cap];
}

static int32_t lis(const int32_t *a, int32_t n)
{
    int32_t tails[256];
    int32_t len = 0, i;
    for (i = 0; i < n; i++) {
        int32_t lo = 0, hi = len;
        while (lo < hi) {
            int32_t mid = (lo + hi) / 2;
            if (tails[mid] < a[i])
                lo = mid + 1;
            else
                hi = mid;
        }
        tails[lo] = a[i];
        if (lo == len)
            len++;
    }
    return len;
}

#define MN 24

static void matmul(int32_t c[MN][MN], int32_t a[MN][MN], int32_t b[MN][MN])
{
    int32_t i, j, k;
    for (i = 0; i < MN; i++)
        for (j = 0; j < MN; j++) {
            int32_t s = 0;
            for (k = 0; k < MN; k++)
                s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

#define GN 12
#define INF 1000000

static void floyd(int32_t d[GN][GN])
{
    int32_t i, j, k;
    for (k = 0; k < GN; k++)
        for (i = 0; i < GN; i++)
            for (j = 0; j < GN; j++)
                if (d[i][k] + d[k][j] < d[i][j])
                    d[i][j] = d[i][k] + d[k][j];
}

int main(void)
{
    int32_t one = vone;
    int i, j;
    uint32_t s = 777u * (uint32_t)one;

    {
        static const char *const words[][2] = {
            { "kitten", "sitting" }, { "flaw", "lawn" },
            { "intention", "execution" }, { "", "abc" },
            { "register", "allocation" },
            { "spill everywhere", "split live ranges" },
            { "abcdefghijklmnopqrstuvwxyz", "zyxwvutsrqponmlkjihgfedcba" }
        };
        char out[64];
        for (i = 0; i < 7; i++) {
            int32_t d = edit_distance(words[i][0], words[i][1]);
            int32_t l = lcs(words[i][0], words[i][1], out);
            printf("'%s' vs '%s': edit=%d lcs=%d '%s'\n", words[i][0],
                   words[i][1], (int)d, (int)l, out);
            mix((uint32_t)d);
            mix((uint32_t)l);
        }
    }

    {
        int32_t w[20], v[20];
        for (i = 0; i < 20; i++) {
            s = s * 1103515245u + 12345u;
            w[i] = (int32_t)((s >> 16) % 40u) + 5;
            s = s * 1103515245u + 12345u;
            v[i] = (int32_t)((s >> 16) % 100u) + 1;
        }
        for (i = 50; i <= 300; i += 125) {
            int32_t r = knapsack(w, v, 20, i * one);
            printf("knapsack(cap=%d) = %d\n", i, (int)r);
            mix((uint32_t)r);
        }
    }

    {
        int32_t a[200];
        for (i = 0; i < 200; i++) {
            s = s * 1103515245u + 12345u;
            a[i] = (int32_t)((s >> 16) % 1000u);
        }
        printf("lis(200) = %d\n", (int)lis(a, 200 * one));
        mix((uint32_t)lis(a, 200));
    }

    {
        static int32_t a[MN][MN], b[MN][MN], c[MN][MN], d[MN][MN];
        int64_t trace = 0;
        for (i = 0; i < MN; i++)
            for (j = 0; j < MN; j++) {
                a[i][j] = (i * 3 + j * one) % 11 - 5;
                b[i][j] = (i == j) ? 2 : (i + 2 * j) % 7 - 3;
            }
        matmul(c, a, b);
        matmul(d, c, a);
        for (i = 0; i < MN; i++)
            trace += d[i][i];
        printf("matmul: c[0][0]=%d c[5][17]=%d d[23][23]=%d trace=%lld\n",
               (int)c[0][0], (int)c[5][17], (int)d[23][23], (long long)trace);
        for (i = 0; i < MN; i++)
            for (j = 0; j < MN; j++)
                mix((uint32_t)d[i][j]);
    }

    {
        static int32_t g[GN][GN];
        int64_t total = 0;
        for (i = 0; i < GN; i++)
            for (j = 0; j < GN; j++) {
                s = s * 1103515245u + 12345u;
                g[i][j] = i == j ? 0 : ((s >> 16) % 3u == 0 ? (int32_t)((s >> 20) % 50u) + 1 : INF);
            }
        floyd(g);
        for (i = 0; i < GN; i++) {
            for (j = 0; j < GN; j++) {
                total += g[i][j] >= INF ? -1 : g[i][j];
                mix((uint32_t)g[i][j]);
            }
        }
        printf("floyd: d[0][%d]=%d d[%d][0]=%d total=%lld\n", GN - 1,
               (int)g[0][GN - 1], GN - 1, (int)g[GN - 1][0], (long long)total);
    }

    printf("check = %08" PRIx32 "\n", check);
    return (int)(check & 0x7fu);
}
