/* Round-trip driver for zstd, written for ssara's real-program runs
 * (scripts/realprogs.sh): compresses deterministic data at several levels
 * with the simple, streaming and dictionary APIs, decompresses it, and
 * prints sizes and checksums. Both builds (llc-14, ssara) must print the
 * same lines. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define ZSTD_STATIC_LINKING_ONLY
#include "zstd.h"
#include "zdict.h"

static unsigned long long state = 88172645463325252ULL;

static unsigned next(void) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return (unsigned)(state >> 11);
}

static unsigned long fnv(const unsigned char *p, size_t n) {
  unsigned long h = 1469598103934665603UL;
  for (size_t i = 0; i < n; i++) {
    h ^= p[i];
    h *= 1099511628211UL;
  }
  return h;
}

/* fill writes text-like data: words from a small vocabulary, numbers and
 * occasional random bytes, so that every match finder has work to do. */
static void fill(unsigned char *p, size_t n, int kind) {
  static const char *words[] = {"the", "register", "allocator", "spills", "a", "value", "when",
                                "pressure", "exceeds", "colours", "SSA", "form", "phi", "copy"};
  size_t i = 0;
  while (i < n) {
    unsigned r = next();
    if (kind == 1 && r % 7 == 0) {
      p[i++] = (unsigned char)(r >> 8);
      continue;
    }
    const char *w = words[r % (sizeof words / sizeof *words)];
    char buf[32];
    int len = (r % 5 == 0) ? snprintf(buf, sizeof buf, "%u ", r % 100000) : snprintf(buf, sizeof buf, "%s ", w);
    for (int j = 0; j < len && i < n; j++)
      p[i++] = (unsigned char)buf[j];
  }
}

static int check(size_t r, const char *what) {
  if (ZSTD_isError(r)) {
    printf("%s: error %s\n", what, ZSTD_getErrorName(r));
    return 1;
  }
  return 0;
}

int main(void) {
  size_t sizes[] = {0, 1, 100, 5000, 200000, 1500000};
  int levels[] = {-5, 1, 3, 7, 12, 19};
  int bad = 0;
  for (int kind = 0; kind < 2; kind++)
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
      size_t n = sizes[s];
      unsigned char *src = malloc(n + 1);
      fill(src, n, kind);
      size_t cap = ZSTD_compressBound(n);
      unsigned char *dst = malloc(cap), *back = malloc(n + 1);
      for (size_t l = 0; l < sizeof levels / sizeof *levels; l++) {
        if (n > 200000 && levels[l] > 12)
          continue;
        size_t c = ZSTD_compress(dst, cap, src, n, levels[l]);
        if (check(c, "compress")) {
          bad = 1;
          continue;
        }
        size_t d = ZSTD_decompress(back, n + 1, dst, c);
        if (check(d, "decompress")) {
          bad = 1;
          continue;
        }
        int same = d == n && memcmp(back, src, n) == 0;
        bad |= !same;
        printf("kind %d size %zu level %d: compressed %zu hash %016lx roundtrip %s\n", kind, n, levels[l], c,
               fnv(dst, c), same ? "ok" : "BAD");
      }
      /* Streaming with a small output buffer and checksums on. */
      ZSTD_CCtx *cc = ZSTD_createCCtx();
      ZSTD_CCtx_setParameter(cc, ZSTD_c_compressionLevel, 5);
      ZSTD_CCtx_setParameter(cc, ZSTD_c_checksumFlag, 1);
      ZSTD_inBuffer in = {src, n, 0};
      size_t total = 0;
      unsigned long h = 0;
      for (;;) {
        unsigned char chunk[4096];
        ZSTD_outBuffer out = {chunk, sizeof chunk, 0};
        size_t rem = ZSTD_compressStream2(cc, &out, &in, ZSTD_e_end);
        if (check(rem, "stream")) {
          bad = 1;
          break;
        }
        memcpy(dst + total, chunk, out.pos);
        total += out.pos;
        if (rem == 0)
          break;
      }
      h = fnv(dst, total);
      ZSTD_freeCCtx(cc);
      ZSTD_DCtx *dc = ZSTD_createDCtx();
      ZSTD_inBuffer din = {dst, total, 0};
      ZSTD_outBuffer dout = {back, n + 1, 0};
      size_t rr = ZSTD_decompressStream(dc, &dout, &din);
      ZSTD_freeDCtx(dc);
      int same = !ZSTD_isError(rr) && dout.pos == n && memcmp(back, src, n) == 0;
      bad |= !same;
      printf("kind %d size %zu stream: compressed %zu hash %016lx roundtrip %s\n", kind, n, total, h, same ? "ok" : "BAD");
      free(src);
      free(dst);
      free(back);
    }
  /* Dictionary training and use. */
  enum { NS = 400, SS = 300 };
  unsigned char *samples = malloc(NS * SS);
  size_t ssizes[NS];
  for (int i = 0; i < NS; i++) {
    fill(samples + i * SS, SS, 0);
    ssizes[i] = SS;
  }
  unsigned char dict[4096];
  size_t dn = ZDICT_trainFromBuffer(dict, sizeof dict, samples, ssizes, NS);
  if (ZDICT_isError(dn)) {
    printf("dictionary: error %s\n", ZDICT_getErrorName(dn));
  } else {
    printf("dictionary: %zu bytes hash %016lx\n", dn, fnv(dict, dn));
    ZSTD_CCtx *cc = ZSTD_createCCtx();
    ZSTD_DCtx *dc = ZSTD_createDCtx();
    unsigned char out[1024], back[SS];
    size_t tot = 0;
    for (int i = 0; i < NS; i += 37) {
      size_t c = ZSTD_compress_usingDict(cc, out, sizeof out, samples + i * SS, SS, dict, dn, 3);
      if (check(c, "dict compress")) {
        bad = 1;
        continue;
      }
      size_t d = ZSTD_decompress_usingDict(dc, back, sizeof back, out, c, dict, dn);
      if (check(d, "dict decompress") || d != SS || memcmp(back, samples + i * SS, SS) != 0)
        bad = 1;
      tot += c;
    }
    printf("dictionary compression: %zu bytes\n", tot);
    ZSTD_freeCCtx(cc);
    ZSTD_freeDCtx(dc);
  }
  free(samples);
  printf("%s\n", bad ? "FAILED" : "all ok");
  return bad;
}
