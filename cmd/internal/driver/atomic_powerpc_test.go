package driver

import (
	"fmt"
	"strings"
	"testing"
)

// subwordAtomicsProgram applies every atomic read-modify-write that C
// reaches (signed min and max apart: signedAtomicsProgram) and
// compare-and-swap (succeeding and failing) to each byte and halfword of
// a word, and prints the whole words: on ppc32, which has no
// lbarx or lharx, the neighbours of the field must come through unchanged.
// The operands of min and max stay below 0x80 and 0x8000: llc-14 compares
// a byte's or halfword's umin/umax operand sign-extended with the field
// zero-extended (ppc64le: cmplw against li -106 for 150), so with a
// greater one its build, the oracle, is wrong.
const subwordAtomicsProgram = `#include <stdio.h>
static unsigned char b[8] = {1, 0x7f, 0x80, 0xff, 10, 20, 30, 40};
static unsigned short h[4] = {1, 0x7fff, 0x8000, 0xffff};
static union { unsigned char c[8]; unsigned short s[4]; unsigned long long w; } u;

static void show(const char *s) {
	printf("%s", s);
	for (int i = 0; i < 8; i++) printf(" %02x", b[i]);
	for (int i = 0; i < 4; i++) printf(" %04x", h[i]);
	printf("\n");
}

int main(void) {
	unsigned r = 0;
	for (int i = 0; i < 8; i++) {
		r = r * 3 + __atomic_fetch_add(&b[i], 200, __ATOMIC_SEQ_CST);
		r = r * 3 + __atomic_fetch_sub(&b[i], 7, __ATOMIC_RELAXED);
		r = r * 3 + __atomic_fetch_and(&b[i], 0xf3, __ATOMIC_ACQUIRE);
		r = r * 3 + __atomic_fetch_or(&b[i], 0x21, __ATOMIC_RELEASE);
		r = r * 3 + __atomic_fetch_xor(&b[i], 0x5a, __ATOMIC_ACQ_REL);
		r = r * 3 + __atomic_fetch_nand(&b[i], 0x3c, __ATOMIC_SEQ_CST);
		r = r * 3 + __atomic_exchange_n(&b[i], (unsigned char)(i * 37), __ATOMIC_SEQ_CST);
		r = r * 3 + __atomic_fetch_max(&b[i], 100, __ATOMIC_SEQ_CST);
		r = r * 3 + __atomic_fetch_min(&b[i], 120, __ATOMIC_SEQ_CST);
		unsigned char want = b[i], bad = want + 1;
		r = r * 3 + __atomic_compare_exchange_n(&b[i], &bad, 0x99, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
		r = r * 3 + bad;
		r = r * 3 + __atomic_compare_exchange_n(&b[i], &want, (unsigned char)(0x10 + i), 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
		show("b");
	}
	for (int i = 0; i < 4; i++) {
		r = r * 3 + __atomic_fetch_add(&h[i], 40000, __ATOMIC_SEQ_CST);
		r = r * 3 + __atomic_fetch_sub(&h[i], 7, __ATOMIC_SEQ_CST);
		r = r * 3 + __atomic_fetch_and(&h[i], 0xf3f3, __ATOMIC_SEQ_CST);
		r = r * 3 + __atomic_fetch_or(&h[i], 0x2121, __ATOMIC_SEQ_CST);
		r = r * 3 + __atomic_fetch_xor(&h[i], 0x5a5a, __ATOMIC_SEQ_CST);
		r = r * 3 + __atomic_fetch_nand(&h[i], 0x3c3c, __ATOMIC_SEQ_CST);
		r = r * 3 + __atomic_exchange_n(&h[i], (unsigned short)(i * 9999), __ATOMIC_SEQ_CST);
		r = r * 3 + __atomic_fetch_max(&h[i], 30000, __ATOMIC_SEQ_CST);
		r = r * 3 + __atomic_fetch_min(&h[i], 20000, __ATOMIC_SEQ_CST);
		unsigned short want = h[i], bad = want ^ 0x100;
		r = r * 3 + __atomic_compare_exchange_n(&h[i], &bad, 0x9999, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
		r = r * 3 + bad;
		r = r * 3 + __atomic_compare_exchange_n(&h[i], &want, (unsigned short)(0x1000 + i), 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
		show("h");
	}
	u.w = 0x0102030405060708ULL;
	for (int i = 0; i < 8; i++) __atomic_fetch_add(&u.c[i], 0x11 * i, __ATOMIC_SEQ_CST);
	for (int i = 0; i < 4; i++) __atomic_fetch_xor(&u.s[i], 0x0f0f, __ATOMIC_SEQ_CST);
	printf("%u %016llx\n", r, u.w);
	return 0;
}
`

// TestSubwordAtomicsPPC: atomic operations on bytes and halfwords at
// every offset in their word (ppc32's masked loops, ppc64le's lbarx and
// lharx), at -O0 and -O2, run as llc-14's build of the same IR.
func TestSubwordAtomicsPPC(t *testing.T) {
	for _, tg := range ppcTargets {
		tg := tg
		t.Run(tg.dir, func(t *testing.T) {
			need(t, "clang-14", "llc-14", tg.gcc, tg.qemu)
			forPPCLevels(t, tg, "atomics", subwordAtomicsProgram, func(dir, lvl, ll string) {
				want := checkPPCModule(t, tg, dir, ll, lvl, []string{"ssa", "local", "irc", "linearscan"})
				if strings.Count(want, "\n") != 14 || !strings.HasSuffix(want, "exit=0\n") {
					t.Fatalf("%s: llc-14's build printed %q", lvl, want)
				}
			})
		})
	}
}

// signedAtomicsProgram applies signed atomic min and max to each byte and
// halfword of a word and checks each result against plain arithmetic.
const signedAtomicsProgram = `#include <stdio.h>
static signed char sb[8] = {1, 0x7f, -0x80, -1, 10, -20, 30, -40};
static short sh[4] = {1, 0x7fff, -0x8000, -1};
static int bad;

static void check(long got, long want) {
	if (got != want) bad++;
}

int main(void) {
	for (int i = 0; i < 8; i++) {
		signed char x = sb[i], v[4] = {-5, 20, (signed char)(i * 29 - 100), (signed char)(50 - i * 23)};
		for (int k = 0; k < 4; k++) {
			signed char old = k % 2 ? __atomic_fetch_min(&sb[i], v[k], __ATOMIC_SEQ_CST)
			                        : __atomic_fetch_max(&sb[i], v[k], __ATOMIC_SEQ_CST);
			check(old, x);
			x = k % 2 ? (x < v[k] ? x : v[k]) : (x > v[k] ? x : v[k]);
			check(sb[i], x);
		}
	}
	for (int i = 0; i < 4; i++) {
		short x = sh[i], v[3] = {-500, 2000, (short)(i * 9000 - 20000)};
		for (int k = 0; k < 3; k++) {
			short old = k % 2 ? __atomic_fetch_min(&sh[i], v[k], __ATOMIC_SEQ_CST)
			                  : __atomic_fetch_max(&sh[i], v[k], __ATOMIC_SEQ_CST);
			check(old, x);
			x = k % 2 ? (x < v[k] ? x : v[k]) : (x > v[k] ? x : v[k]);
			check(sh[i], x);
		}
	}
	for (int i = 0; i < 8; i++) printf("%d ", sb[i]);
	for (int i = 0; i < 4; i++) printf("%d ", sh[i]);
	printf("bad=%d\n", bad);
	return bad;
}
`

// signedAtomicsWant is what signedAtomicsProgram prints, computed here.
func signedAtomicsWant() string {
	minmax := func(k int, x, v int) int {
		if k%2 == 1 {
			return min(x, v)
		}
		return max(x, v)
	}
	var b strings.Builder
	for i, x := range []int{1, 0x7f, -0x80, -1, 10, -20, 30, -40} {
		for k, v := range []int{-5, 20, int(int8(i*29 - 100)), int(int8(50 - i*23))} {
			x = minmax(k, x, v)
		}
		fmt.Fprintf(&b, "%d ", x)
	}
	for i, x := range []int{1, 0x7fff, -0x8000, -1} {
		for k, v := range []int{-500, 2000, int(int16(i*9000 - 20000))} {
			x = minmax(k, x, v)
		}
		fmt.Fprintf(&b, "%d ", x)
	}
	b.WriteString("bad=0\nexit=0\n")
	return b.String()
}

// TestSignedSubwordAtomicsPPC: signed atomic min and max of bytes and
// halfwords (ppc32: the fields compared at the word's top; ppc64le: the
// loaded field sign-extended), at -O0 and -O2. The oracle is computed
// here (signedAtomicsWant), and the program checks each old value too:
// llc-14's ppc32 build stores the operand whatever the comparison says
// (its "1 20 -5 -19" are "-100 -71 -42 -13"), and the cross gcc has no
// __atomic_fetch_max, so neither can be the oracle.
func TestSignedSubwordAtomicsPPC(t *testing.T) {
	want := signedAtomicsWant()
	for _, tg := range ppcTargets {
		tg := tg
		t.Run(tg.dir, func(t *testing.T) {
			need(t, "clang-14", tg.gcc, tg.qemu)
			forPPCLevels(t, tg, "signed", signedAtomicsProgram, func(dir, lvl, ll string) {
				checkPPCModuleAgainst(t, tg, dir, ll, lvl, []string{"ssa", "local", "irc", "linearscan"}, want)
			})
		})
	}
}
