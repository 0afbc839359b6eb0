/* bytes.c - numbers read and written byte by byte, as file formats and
 * SQLite's page format do: big-endian and little-endian 2-, 4- and 8-byte
 * reads built from single-byte loads, shifts and ors, and writes of a
 * value's bytes one store each (which a compiler may turn into one load
 * or store and a byte swap), next to ones it must not combine: a store
 * between the loads, a load between the stores, a volatile buffer, bytes
 * out of order or not adjacent, a byte also read for itself.
 */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint8_t buf[64];
static volatile uint8_t vbuf[8];
static uint32_t check;

static void mix(uint64_t v)
{
    check = (check ^ (uint32_t)v) * 0x9e3779b1u;
    check = (check ^ (uint32_t)(v >> 32)) * 0x85ebca77u;
}

#define get2byte(x) ((x)[0] << 8 | (x)[1])
#define get4byte(x) (((uint32_t)(x)[0] << 24) | ((x)[1] << 16) | ((x)[2] << 8) | (x)[3])

__attribute__((noinline)) static int be16(const uint8_t *p) { return get2byte(p); }
__attribute__((noinline)) static uint32_t be32(const uint8_t *p) { return get4byte(p); }

__attribute__((noinline)) static uint16_t le16(const uint8_t *p)
{
    return (uint16_t)(p[0] | p[1] << 8);
}

__attribute__((noinline)) static uint32_t le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

__attribute__((noinline)) static uint64_t be64(const uint8_t *p)
{
    uint64_t v = 0;
    v |= (uint64_t)p[0] << 56;
    v |= (uint64_t)p[1] << 48;
    v |= (uint64_t)p[2] << 40;
    v |= (uint64_t)p[3] << 32;
    v |= (uint64_t)p[4] << 24;
    v |= (uint64_t)p[5] << 16;
    v |= (uint64_t)p[6] << 8;
    v |= (uint64_t)p[7];
    return v;
}

__attribute__((noinline)) static uint64_t le64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

/* A cell pointer array: big-endian offsets into the page, each read at
 * an index computed at run time. */
__attribute__((noinline)) static uint32_t walk(const uint8_t *page, int n)
{
    uint32_t sum = 0;
    int off = 8;
    for (int i = 0; i < n; i++) {
        int cell = get2byte(&page[off + 2 * i]) & 63;
        sum += get2byte(&page[cell & ~1]) + (sum >> 3);
    }
    return sum;
}

/* A store between the byte loads: the second byte is read after it. */
__attribute__((noinline)) static int store_between(uint8_t *p, uint8_t v)
{
    int hi = p[0];
    p[1] = v;
    return hi << 8 | p[1];
}

__attribute__((noinline)) static uint32_t from_volatile(void)
{
    return (uint32_t)vbuf[0] << 24 | (uint32_t)vbuf[1] << 16 | (uint32_t)vbuf[2] << 8 | vbuf[3];
}

/* Bytes in neither order, and bytes two apart. */
__attribute__((noinline)) static uint32_t shuffled(const uint8_t *p)
{
    return (uint32_t)p[1] << 24 | (uint32_t)p[0] << 16 | (uint32_t)p[2] << 8 | p[3];
}

__attribute__((noinline)) static uint32_t gapped(const uint8_t *p)
{
    return (uint32_t)p[0] << 8 | p[2];
}

/* The first byte is also read on its own. */
__attribute__((noinline)) static uint32_t reused(const uint8_t *p)
{
    int b0 = p[0];
    return (uint32_t)(b0 << 8 | p[1]) * 3 + b0;
}

#define put2byte(p, v) ((p)[0] = (uint8_t)((v) >> 8), (p)[1] = (uint8_t)(v))
#define put4byte(p, v) ((p)[0] = (uint8_t)((v) >> 24), (p)[1] = (uint8_t)((v) >> 16), \
                        (p)[2] = (uint8_t)((v) >> 8), (p)[3] = (uint8_t)(v))

__attribute__((noinline)) static void put16(uint8_t *p, int v) { put2byte(p, v); }
__attribute__((noinline)) static void put32(uint8_t *p, uint32_t v) { put4byte(p, v); }

__attribute__((noinline)) static void putle64(uint8_t *p, uint64_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
    p[4] = (uint8_t)(v >> 32);
    p[5] = (uint8_t)(v >> 40);
    p[6] = (uint8_t)(v >> 48);
    p[7] = (uint8_t)(v >> 56);
}

/* A load between the stores reads the first byte just written, and
 * stores of two different values. */
__attribute__((noinline)) static int put_then_read(uint8_t *p, int v)
{
    p[0] = (uint8_t)(v >> 8);
    int seen = p[0] + p[3];
    p[1] = (uint8_t)v;
    return seen;
}

__attribute__((noinline)) static void put_two(uint8_t *p, int v, int w)
{
    p[0] = (uint8_t)(v >> 8);
    p[1] = (uint8_t)w;
}

/* Constant bytes: a magic number and a zeroed field. */
__attribute__((noinline)) static void put_magic(uint8_t *p)
{
    p[0] = 'S';
    p[1] = 'Q';
    p[2] = 'L';
    p[3] = 0xe9;
    p[4] = 0;
    p[5] = 0;
    p[6] = 0x80;
    p[7] = 0x7f;
    p[8] = 0xff;
    p[9] = 0xfe;
}

/* Cells rewritten in place: read, adjust, write back big-endian. */
__attribute__((noinline)) static void shift_cells(uint8_t *page, int n, int by)
{
    for (int i = 0; i < n; i++) {
        uint8_t *c = &page[8 + 2 * i];
        put2byte(c, get2byte(c) + by);
    }
}

/* An unaligned 4-byte field of a packed header, read at every offset. */
__attribute__((noinline)) static uint32_t header_sum(const uint8_t *p, int len)
{
    uint32_t s = 0;
    for (int i = 0; i + 4 <= len; i++)
        s = s * 31 + get4byte(p + i);
    return s;
}

int main(void)
{
    for (int i = 0; i < 64; i++)
        buf[i] = (uint8_t)(i * 37 + 11);
    for (int i = 0; i < 8; i++)
        vbuf[i] = (uint8_t)(0xf0 - i * 9);
    for (int i = 0; i < 56; i++) {
        mix((uint64_t)be16(buf + i));
        mix(be32(buf + i));
        mix(le16(buf + i));
        mix(le32(buf + i));
        mix(be64(buf + i));
        mix(le64(buf + i));
        mix(shuffled(buf + i));
        mix(gapped(buf + i));
        mix(reused(buf + i));
    }
    printf("be16 %d be32 %u le16 %u le32 %u\n", be16(buf + 5), be32(buf + 9), le16(buf + 3), le32(buf + 17));
    printf("be64 %llu le64 %llu\n", (unsigned long long)be64(buf + 1), (unsigned long long)le64(buf + 30));
    printf("walk %u header %u\n", walk(buf, 20), header_sum(buf, 64));
    uint8_t tmp[2] = {0x12, 0x34};
    printf("store_between %d volatile %u\n", store_between(tmp, 0x56), from_volatile());
    printf("shuffled %u gapped %u reused %u\n", shuffled(buf + 7), gapped(buf + 40), reused(buf + 2));
    uint8_t out[16];
    memset(out, 0, sizeof out);
    put16(out + 1, be16(buf + 11));
    put32(out + 4, be32(buf + 20));
    putle64(out + 8, be64(buf + 3));
    for (int i = 0; i < 16; i++)
        mix(out[i] + (uint64_t)i * 256);
    printf("put %u %u %llu\n", be32(out + 4), le16(out + 1), (unsigned long long)le64(out + 8));
    out[3] = 9;
    printf("put_then_read %d ", put_then_read(out, be16(buf + 40)));
    put_two(out + 6, be16(buf + 50), buf[9]);
    printf("%d %d %d\n", out[0], out[1], be16(out + 6));
    shift_cells(buf, 12, 300);
    put_magic(out + 3);
    for (int i = 0; i < 16; i++)
        mix(out[i] + (uint64_t)i * 256);
    printf("cells %u\n", walk(buf, 12));
    printf("check %08x\n", check);
    return (int)(check & 0x7f);
}
