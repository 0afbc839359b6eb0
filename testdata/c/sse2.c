/* SSE2 intrinsics as programs written for x86 use them (zstd's row
 * matcher takes byte masks with _mm_movemask_epi8; xxhash's scrambler
 * shifts 64-bit lanes by immediates).  At -O0 clang keeps them as
 * llvm.x86.sse2.* calls.  Other targets compile a portable version. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

static unsigned match_mask(const uint8_t *row, uint8_t tag) {
#ifdef __SSE2__
	__m128i r = _mm_loadu_si128((const __m128i *)row);
	__m128i t = _mm_set1_epi8((char)tag);
	return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(r, t));
#else
	unsigned m = 0;
	for (int i = 0; i < 16; i++)
		m |= (unsigned)(row[i] == tag) << i;
	return m;
#endif
}

static void scramble(uint64_t acc[2], uint64_t key) {
#ifdef __SSE2__
	__m128i a = _mm_loadu_si128((const __m128i *)acc);
	__m128i s = _mm_xor_si128(a, _mm_srli_epi64(a, 47));
	s = _mm_xor_si128(s, _mm_slli_epi64(s, 5));
	s = _mm_xor_si128(s, _mm_srli_epi32(s, 3));
	s = _mm_xor_si128(s, _mm_slli_epi32(s, 70)); /* beyond the lane: zero */
	s = _mm_sub_epi16(s, _mm_srai_epi16(s, 2));
	s = _mm_add_epi32(s, _mm_srai_epi32(s, 40)); /* sign copies */
	s = _mm_xor_si128(s, _mm_set1_epi64x((long long)key));
	_mm_storeu_si128((__m128i *)acc, s);
#else
	for (int i = 0; i < 2; i++) {
		uint64_t v = acc[i] ^ (acc[i] >> 47);
		v ^= v << 5;
		uint32_t w[2];
		memcpy(w, &v, 8);
		for (int j = 0; j < 2; j++)
			w[j] ^= w[j] >> 3;
		memcpy(&v, w, 8);
		uint16_t h[4];
		memcpy(h, &v, 8);
		for (int j = 0; j < 4; j++)
			h[j] = (uint16_t)(h[j] - (uint16_t)((int16_t)h[j] >> 2));
		memcpy(&v, h, 8);
		memcpy(w, &v, 8);
		for (int j = 0; j < 2; j++)
			w[j] = w[j] + (uint32_t)((int32_t)w[j] >> 31);
		memcpy(&v, w, 8);
		acc[i] = v ^ key;
	}
#endif
}

int main(void) {
	uint8_t row[16];
	uint64_t acc[2] = {0x0123456789abcdefULL, 0xfedcba9876543210ULL};
	unsigned total = 0;
	for (int round = 0; round < 200; round++) {
		for (int i = 0; i < 16; i++)
			row[i] = (uint8_t)((i * 7 + round * 13) % 11);
		total += match_mask(row, (uint8_t)(round % 11));
		scramble(acc, 0x9e3779b97f4a7c15ULL * (uint64_t)round);
	}
	printf("masks %u acc %016llx %016llx\n", total, (unsigned long long)acc[0], (unsigned long long)acc[1]);
	return (int)(total & 0x7f);
}
