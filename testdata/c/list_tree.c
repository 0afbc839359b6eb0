/* list_tree.c - linked lists and binary search trees on the heap.
 *
 * Singly linked list: build, reverse, merge sort, filter with free, and
 * sum.  Unbalanced BST: insert, search, delete (all three cases), in-order
 * walk, height, then free everything.  A chained hash map ties both
 * together.  Nothing depends on pointer values.
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <stdlib.h>

static volatile uint32_t vseed = 2024u;
static uint32_t check;
static int32_t live_nodes;

static void mix(uint32_t v) { check = (check ^ v) * 0x01000193u; }

static uint32_t rng_state;
static uint32_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

/* ---- list ---- */
struct lnode {
    int32_t val;
    struct lnode *next;
};

static struct lnode *lpush(struct lnode *head, int32_t v)
{
    struct lnode *n = malloc(sizeof *n);
    if (!n) {
        printf("out of memory\n");
        exit(1);
    }
    live_nodes++;
    n->val = v;
    n->next = head;
    return n;
}

static struct lnode *lreverse(struct lnode *h)
{
    struct lnode *prev = NULL;
    while (h) {
        struct lnode *nx = h->next;
        h->next = prev;
        prev = h;
        h = nx;
    }
    return prev;
}

static struct lnode *lmerge(struct lnode *a, struct lnode *b)
{
    struct lnode head, *t = &head;
    while (a && b) {
        if (a->val <= b->val) {
            t->next = a;
            a = a->next;
        } else {
            t->next = b;
            b = b->next;
        }
        t = t->next;
    }
    t->next = a ? a : b;
    return head.next;
}

static struct lnode *lsort(struct lnode *h)
{
    struct lnode *slow, *fast, *mid;
    if (!h || !h->next)
        return h;
    slow = h;
    fast = h->next;
    while (fast && fast->next) {
        slow = slow->next;
        fast = fast->next->next;
    }
    mid = slow->next;
    slow->next = NULL;
    return lmerge(lsort(h), lsort(mid));
}

static struct lnode *lremove_if_div(struct lnode *h, int32_t d)
{
    struct lnode **pp = &h;
    while (*pp) {
        if ((*pp)->val % d == 0) {
            struct lnode *dead = *pp;
            *pp = dead->next;
            free(dead);
            live_nodes--;
        } else {
            pp = &(*pp)->next;
        }
    }
    return h;
}

static void lfree(struct lnode *h)
{
    while (h) {
        struct lnode *nx = h->next;
        free(h);
        live_nodes--;
        h = nx;
    }
}

static void lsummary(const char *tag, const struct lnode *h)
{
    int32_t n = 0;
    int64_t sum = 0;
    uint32_t sig = 0;
    printf("%s:", tag);
    for (; h; h = h->next, n++) {
        if (n < 8)
            printf(" %d", (int)h->val);
        sum += h->val;
        sig = sig * 31u + (uint32_t)h->val;
    }
    printf(" ... n=%d sum=%lld sig=%08x\n", (int)n, (long long)sum,
           (unsigned)sig);
    mix(sig);
}

/* ---- tree ---- */
struct tnode {
    int32_t key;
    int32_t count;
    struct tnode *left, *right;
};

static struct tnode *tinsert(struct tnode *t, int32_t key)
{
    if (!t) {
        t = malloc(sizeof *t);
        if (!t) {
            printf("out of memory\n");
            exit(1);
        }
        live_nodes++;
        t->key = key;
        t->count = 1;
        t->left = t->right = NULL;
        return t;
    }
    if (key < t->key)
        t->left = tinsert(t->left, key);
    else if (key > t->key)
        t->right = tinsert(t->right, key);
    else
        t->count++;
    return t;
}

static const struct tnode *tfind(const struct tnode *t, int32_t key)
{
    while (t && t->key != key)
        t = key < t->key ? t->left : t->right;
    return t;
}

static struct tnode *tdelete(struct tnode *t, int32_t key)
{
    if (!t)
        return NULL;
    if (key < t->key) {
        t->left = tdelete(t->left, key);
    } else if (key > t->key) {
        t->right = tdelete(t->right, key);
    } else if (!t->left || !t->right) {
        struct tnode *child = t->left ? t->left : t->right;
        free(t);
        live_nodes--;
        return child;
    } else {
        struct tnode *m = t->right;
        while (m->left)
            m = m->left;
        t->key = m->key;
        t->count = m->count;
        t->right = tdelete(t->right, m->key);
    }
    return t;
}

static int32_t theight(const struct tnode *t)
{
    int32_t l, r;
    if (!t)
        return 0;
    l = theight(t->left);
    r = theight(t->right);
    return 1 + (l > r ? l : r);
}

static void twalk(const struct tnode *t, uint32_t *sig, int32_t *n,
                  int32_t *prev, int32_t *ordered)
{
    if (!t)
        return;
    twalk(t->left, sig, n, prev, ordered);
    if (*n > 0 && t->key <= *prev)
        *ordered = 0;
    *prev = t->key;
    *sig = *sig * 131u + (uint32_t)t->key * (uint32_t)t->count;
    (*n)++;
    twalk(t->right, sig, n, prev, ordered);
}

static void tfree(struct tnode *t)
{
    if (!t)
        return;
    tfree(t->left);
    tfree(t->right);
    free(t);
    live_nodes--;
}

/* ---- chained hash map of lists ---- */
#define NBUCKETS 37

static uint32_t hash_key(int32_t k)
{
    uint32_t x = (uint32_t)k * 2654435761u;
    return (x ^ (x >> 15)) % NBUCKETS;
}

int main(void)
{
    struct lnode *list = NULL;
    struct tnode *tree = NULL;
    struct lnode *buckets[NBUCKETS] = { 0 };
    int32_t i;

    rng_state = vseed;

    for (i = 0; i < 500; i++)
        list = lpush(list, (int32_t)(rng() % 10000u) - 2000);
    lsummary("built", list);
    list = lreverse(list);
    lsummary("reversed", list);
    list = lsort(list);
    lsummary("sorted", list);
    list = lremove_if_div(list, 3);
    lsummary("no multiples of 3", list);
    printf("live nodes: %d\n", (int)live_nodes);

    for (i = 0; i < 800; i++)
        tree = tinsert(tree, (int32_t)(rng() % 600u));
    {
        uint32_t sig = 0;
        int32_t n = 0, prev = 0, ordered = 1;
        twalk(tree, &sig, &n, &prev, &ordered);
        printf("tree: nodes=%d height=%d ordered=%d sig=%08x\n", (int)n,
               (int)theight(tree), (int)ordered, (unsigned)sig);
        mix(sig);
    }
    {
        int32_t found = 0, dups = 0;
        for (i = 0; i < 600; i += 7) {
            const struct tnode *t = tfind(tree, i);
            if (t) {
                found++;
                dups += t->count - 1;
            }
        }
        printf("found=%d dups=%d\n", (int)found, (int)dups);
        mix((uint32_t)(found * 1000 + dups));
    }
    for (i = 0; i < 600; i += 2)
        tree = tdelete(tree, i);
    tree = tdelete(tree, tree ? tree->key : 0);  /* delete the root too */
    {
        uint32_t sig = 0;
        int32_t n = 0, prev = 0, ordered = 1;
        twalk(tree, &sig, &n, &prev, &ordered);
        printf("after deletes: nodes=%d height=%d ordered=%d sig=%08x\n",
               (int)n, (int)theight(tree), (int)ordered, (unsigned)sig);
        mix(sig);
    }

    /* move list values into hash buckets */
    while (list) {
        struct lnode *n = list;
        uint32_t b = hash_key(n->val);
        list = n->next;
        n->next = buckets[b];
        buckets[b] = n;
    }
    {
        int32_t longest = 0, empty = 0;
        uint32_t sig = 0;
        for (i = 0; i < NBUCKETS; i++) {
            int32_t len = 0;
            struct lnode *p;
            buckets[i] = lsort(buckets[i]);
            for (p = buckets[i]; p; p = p->next) {
                len++;
                sig = sig * 7u + (uint32_t)p->val;
            }
            if (len > longest)
                longest = len;
            if (len == 0)
                empty++;
        }
        printf("buckets: longest=%d empty=%d sig=%08x\n", (int)longest,
               (int)empty, (unsigned)sig);
        mix(sig);
    }
    for (i = 0; i < NBUCKETS; i++)
        lfree(buckets[i]);
    tfree(tree);
    printf("live nodes at end: %d\n", (int)live_nodes);
    mix((uint32_t)live_nodes);

    printf("check = %08" PRIx32 "\n", check);
    return (int)(check & 0x7fu);
}
