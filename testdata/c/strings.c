/* strings.c - string processing with the C library.
 *
 * strlen/strcmp/strncmp/strchr/strrchr/strstr, memcpy/memmove/memset/memcmp,
 * qsort with comparator callbacks over strings and structs, tokenizing,
 * reversing, case conversion and hand-written number parsing/formatting.
 * Plain char may be signed or unsigned depending on the target, so all
 * text is 7-bit ASCII and strcmp results are reduced to their sign.
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static volatile int32_t vone = 1;
static uint32_t check;

static void mix_str(const char *s)
{
    while (*s)
        check = (check ^ (uint32_t)(unsigned char)*s++) * 16777619u;
    check = (check ^ 0xffu) * 16777619u;
}

static void mix(uint32_t v) { check = (check ^ v) * 16777619u; }

static int sgn(int v) { return (v > 0) - (v < 0); }

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static int cmp_len_then_str(const void *a, const void *b)
{
    const char *x = *(const char *const *)a, *y = *(const char *const *)b;
    size_t lx = strlen(x), ly = strlen(y);
    if (lx != ly)
        return lx < ly ? -1 : 1;
    return strcmp(x, y);
}

static int cmp_int_desc(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x < y) - (x > y);
}

struct person {
    char name[16];
    int32_t age;
    int32_t id;
};

static int cmp_person(const void *a, const void *b)
{
    const struct person *p = a, *q = b;
    if (p->age != q->age)
        return p->age < q->age ? -1 : 1;
    return strcmp(p->name, q->name);
}

static void reverse(char *s)
{
    size_t i = 0, j = strlen(s);
    while (j > i + 1) {
        char t = s[i];
        s[i] = s[j - 1];
        s[j - 1] = t;
        i++;
        j--;
    }
}

static void upcase(char *s)
{
    for (; *s; s++)
        if (*s >= 'a' && *s <= 'z')
            *s = (char)(*s - 'a' + 'A');
}

static int64_t parse_int(const char **ps)
{
    const char *s = *ps;
    int neg = 0;
    int64_t v = 0;
    while (*s == ' ')
        s++;
    if (*s == '-' || *s == '+')
        neg = *s++ == '-';
    while (*s >= '0' && *s <= '9')
        v = v * 10 + (*s++ - '0');
    *ps = s;
    return neg ? -v : v;
}

static char *format_int(char *buf, int64_t v)
{
    int n = 1, neg = v < 0;
    uint64_t u = neg ? 0u - (uint64_t)v : (uint64_t)v;
    uint64_t t = u;
    char *p = buf;
    while (t >= 10u) {        /* count the digits first */
        t /= 10u;
        n++;
    }
    if (neg)
        *p++ = '-';
    p[n] = '\0';
    do {                      /* then fill them in from the right */
        p[--n] = (char)('0' + (int)(u % 10u));
        u /= 10u;
    } while (u);
    return buf;
}

static int count_words(const char *s)
{
    int n = 0, in = 0;
    for (; *s; s++) {
        int sp = *s == ' ' || *s == ',' || *s == '.';
        if (!sp && !in)
            n++;
        in = !sp;
    }
    return n;
}

int main(void)
{
    int32_t one = vone;
    char buf[256], buf2[256];
    int i;

    static const char text[] =
        "the quick brown fox jumps over the lazy dog, then the dog sleeps.";
    printf("len=%d words=%d\n", (int)strlen(text), count_words(text));
    mix((uint32_t)strlen(text));

    {
        const char *p = strchr(text, 'q'), *r = strrchr(text, 'o');
        const char *t = strstr(text, "the dog"), *z = strstr(text, "cat");
        printf("strchr q at %d, strrchr o at %d, strstr 'the dog' at %d, "
               "cat %s\n", (int)(p - text), (int)(r - text), (int)(t - text),
               z ? "found" : "absent");
        mix((uint32_t)(p - text) + (uint32_t)(r - text) * 100u);
    }

    {
        static const char *pairs[][2] = {
            { "apple", "apples" }, { "zeta", "alpha" }, { "same", "same" },
            { "", "x" }, { "ABC", "abc" }, { "a1", "a0" }
        };
        for (i = 0; i < 6; i++) {
            int c = sgn(strcmp(pairs[i][0], pairs[i][1]));
            int nc = sgn(strncmp(pairs[i][0], pairs[i][1], 4));
            int mc = sgn(memcmp(pairs[i][0], pairs[i][1], 1));
            printf("cmp(\"%s\",\"%s\") = %d n4=%d m1=%d\n", pairs[i][0],
                   pairs[i][1], c, nc, mc);
            mix((uint32_t)(c + 2) * 9u + (uint32_t)(nc + 2) * 3u +
                (uint32_t)(mc + 2));
        }
    }

    /* memcpy / memmove / memset */
    memset(buf, '.', 40);
    buf[40] = '\0';
    memcpy(buf + 5, "register", 8);
    memmove(buf + 9, buf + 5, 8 * (size_t)one);  /* overlapping */
    memset(buf + 30, '#', 5 * (size_t)one);
    printf("mem: [%s]\n", buf);
    mix_str(buf);
    strcpy(buf2, "spill");
    strcat(buf2, "-");
    strncat(buf2, "reload-everything", 6);
    printf("strcat: %s (%d)\n", buf2, (int)strlen(buf2));
    mix_str(buf2);

    /* tokenize and sort words */
    {
        char work[sizeof text];
        char *words[32];
        int n = 0;
        char *tok;
        memcpy(work, text, sizeof text);
        for (tok = strtok(work, " ,."); tok && n < 32; tok = strtok(NULL, " ,."))
            words[n++] = tok;
        qsort(words, (size_t)n, sizeof words[0], cmp_str);
        printf("sorted:");
        for (i = 0; i < n; i++) {
            printf(" %s", words[i]);
            mix_str(words[i]);
        }
        printf("\n");
        qsort(words, (size_t)n, sizeof words[0], cmp_len_then_str);
        printf("by length:");
        for (i = 0; i < n; i++)
            printf(" %s", words[i]);
        printf("\n");
        mix_str(words[0]);
        mix_str(words[n - 1]);
    }

    /* sort ints descending and structs by two keys */
    {
        int32_t nums[40];
        uint32_t s = 12345u * (uint32_t)one;
        for (i = 0; i < 40; i++) {
            s = s * 1103515245u + 12345u;
            nums[i] = (int32_t)((s >> 16) % 1000u) - 500;
        }
        qsort(nums, 40, sizeof nums[0], cmp_int_desc);
        printf("desc:");
        for (i = 0; i < 40; i += 4)
            printf(" %d", (int)nums[i]);
        printf("\n");
        for (i = 0; i < 40; i++)
            mix((uint32_t)nums[i]);
    }
    {
        static const char *const names[] = { "mallory", "alice", "trent",
                                             "bob", "carol", "dave", "eve",
                                             "peggy", "victor", "oscar" };
        struct person ppl[10];
        for (i = 0; i < 10; i++) {
            memset(&ppl[i], 0, sizeof ppl[i]);
            strncpy(ppl[i].name, names[i], sizeof ppl[i].name - 1);
            ppl[i].age = 20 + (i * 7) % 4 * 5;
            ppl[i].id = i;
        }
        qsort(ppl, 10, sizeof ppl[0], cmp_person);
        for (i = 0; i < 10; i++) {
            printf("%s/%d/%d%s", ppl[i].name, (int)ppl[i].age, (int)ppl[i].id,
                   i == 9 ? "\n" : " ");
            mix((uint32_t)ppl[i].id);
        }
    }

    /* reverse, upcase, parse and format numbers */
    strcpy(buf, "Hello, Register Allocator!");
    reverse(buf);
    printf("reversed: %s\n", buf);
    upcase(buf);
    printf("upcased: %s\n", buf);
    mix_str(buf);
    {
        const char *p = " 12 -345 +6789 0 -9223372036854775807 42";
        int64_t sum = 0;
        char out[32];
        for (i = 0; i < 6; i++) {
            int64_t v = parse_int(&p);
            sum += v / 2;
            printf("%s%s", format_int(out, v), i == 5 ? "\n" : ",");
            mix_str(out);
        }
        printf("half-sum=%s\n", format_int(out, sum));
        mix_str(out);
    }

    printf("check = %08" PRIx32 "\n", check);
    return (int)(check & 0x7fu);
}
