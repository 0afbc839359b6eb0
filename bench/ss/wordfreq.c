/* Word frequencies of standard input with an open-addressing hash table:
 * the number of distinct words and the ten most frequent. */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SLOTS 4096

struct entry { char word[32]; uint32_t count; };
static struct entry table[SLOTS];

static uint32_t hash(const char *s) {
  uint32_t h = 2166136261u;
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}

static void add(const char *w) {
  for (uint32_t i = hash(w) % SLOTS;; i = (i + 1) % SLOTS) {
    if (!table[i].count) {
      strcpy(table[i].word, w);
      table[i].count = 1;
      return;
    }
    if (!strcmp(table[i].word, w)) {
      table[i].count++;
      return;
    }
  }
}

static int cmp(const void *a, const void *b) {
  const struct entry *x = a, *y = b;
  if (x->count != y->count)
    return x->count < y->count ? 1 : -1;
  int c = strcmp(x->word, y->word);
  return (c > 0) - (c < 0);
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 1;
  static char text[1 << 20];
  size_t n = fread(text, 1, sizeof text - 1, stdin);
  for (int r = 0; r < rounds; r++) {
    char w[32];
    int k = 0;
    for (size_t i = 0; i <= n; i++) {
      int ch = i < n ? (unsigned char)text[i] : ' ';
      if (isalpha(ch) && k < 31) {
        w[k++] = (char)tolower(ch);
      } else if (k > 0) {
        w[k] = 0;
        add(w);
        k = 0;
      }
    }
  }
  int distinct = 0;
  for (int i = 0; i < SLOTS; i++)
    if (table[i].count)
      table[distinct++] = table[i];
  qsort(table, distinct, sizeof table[0], cmp);
  printf("%d distinct words\n", distinct);
  for (int i = 0; i < 10 && i < distinct; i++)
    printf("%6u %s\n", table[i].count, table[i].word);
  return 0;
}
