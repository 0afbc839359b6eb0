/* Huffman code lengths of the bytes of standard input (repeated R times,
 * the argument, with a rotating byte offset so that each round differs):
 * the encoded size and the length of each symbol's code. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node { uint64_t w; int left, right; };

static int lengths(const uint64_t *freq, int *len) {
  struct node nodes[512];
  int heap[512], hn = 0, nn = 0;
  for (int s = 0; s < 256; s++) {
    len[s] = 0;
    if (!freq[s])
      continue;
    nodes[nn] = (struct node){freq[s], -1, s};
    heap[hn++] = nn++;
  }
  if (hn == 1)
    len[nodes[0].right] = 1;
  while (hn > 1) {
    int pick[2];
    for (int t = 0; t < 2; t++) { /* extract the lightest (ties: oldest) */
      int best = 0;
      for (int i = 1; i < hn; i++)
        if (nodes[heap[i]].w < nodes[heap[best]].w ||
            (nodes[heap[i]].w == nodes[heap[best]].w && heap[i] < heap[best]))
          best = i;
      pick[t] = heap[best];
      heap[best] = heap[--hn];
    }
    nodes[nn] = (struct node){nodes[pick[0]].w + nodes[pick[1]].w, pick[0], pick[1]};
    heap[hn++] = nn++;
  }
  int depth[512], stack[512], sp = 0, maxlen = 0;
  if (nn > 1) {
    depth[nn - 1] = 0;
    stack[sp++] = nn - 1;
  }
  while (sp > 0) {
    int n = stack[--sp];
    if (nodes[n].left < 0) {
      len[nodes[n].right] = depth[n];
      if (depth[n] > maxlen)
        maxlen = depth[n];
      continue;
    }
    depth[nodes[n].left] = depth[nodes[n].right] = depth[n] + 1;
    stack[sp++] = nodes[n].left;
    stack[sp++] = nodes[n].right;
  }
  return maxlen;
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 1;
  static unsigned char buf[1 << 20];
  size_t n = fread(buf, 1, sizeof buf, stdin);
  uint64_t total = 0;
  int len[256], maxlen = 0;
  for (int r = 0; r < rounds; r++) {
    uint64_t freq[256];
    memset(freq, 0, sizeof freq);
    for (size_t i = 0; i < n; i++)
      freq[(unsigned char)(buf[i] + r)]++;
    int m = lengths(freq, len);
    if (m > maxlen)
      maxlen = m;
    for (int s = 0; s < 256; s++)
      total += freq[s] * (uint64_t)len[s];
  }
  printf("%lu bytes x %d rounds: %llu bits, longest code %d\n", (unsigned long)n, rounds, (unsigned long long)total, maxlen);
  for (int s = 0; s < 256; s++)
    if (len[s])
      printf("%02x:%d%c", s, len[s], s % 16 == 15 ? '\n' : ' ');
  printf("\n");
  return 0;
}
