package ppc

import (
	"regexp"
	"strings"
	"testing"

	p "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/regalloc"
)

// TestDSFormLowPart: on ppc64le an ld, std or lwa of a global takes the low
// part of its address as its displacement ("ld 3, g@toc@l(3)") where
// that is a multiple of 4: the global aligned to 4 or more and the
// offset a multiple of 4; otherwise the address is made first (an addi)
// and the access displaces it by 0. A shared base (shareSymBase) gives a
// DS-form access a displacement from it only when that is a multiple of
// 4. The module links (the linker rejects a misaligned DS displacement)
// and runs like llc-14's build under qemu.
func TestDSFormLowPart(t *testing.T) {
	src := `target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"
%packed = type <{ i8, i64 }>
@a = dso_local global i64 5, align 8
@b = dso_local global [4 x i64] [i64 1, i64 2, i64 3, i64 4], align 8
@c = dso_local global %packed <{ i8 7, i64 9 }>, align 1
@d = dso_local global [16 x i8] zeroinitializer, align 8
@e = dso_local global i32 -3, align 4
@h = dso_local global [3 x i16] [i16 1, i16 -5, i16 -1], align 2
@fmt = private constant [5 x i8] c"%ld\0A\00"
declare i32 @printf(i8*, ...)

define i64 @get() noinline {
  %x = load i64, i64* @a
  %y = load i64, i64* getelementptr ([4 x i64], [4 x i64]* @b, i64 0, i64 2)
  %z = load i64, i64* getelementptr (%packed, %packed* @c, i32 0, i32 1)
  %e = load i32, i32* @e
  %ee = sext i32 %e to i64
  %h = load i32, i32* bitcast (i16* getelementptr ([3 x i16], [3 x i16]* @h, i64 0, i64 1) to i32*), align 2
  %he = sext i32 %h to i64
  %s = add i64 %x, %y
  %t = add i64 %s, %z
  %u = add i64 %t, %ee
  %w = add i64 %u, %he
  ret i64 %w
}

define void @put(i64 %v) noinline {
  store i64 %v, i64* @a
  store i64 %v, i64* getelementptr (%packed, %packed* @c, i32 0, i32 1)
  ; bytes 1, 2, 3 of @d share a base at @d+1; the i64 at @d+8 is 7
  ; bytes from it
  store i8 1, i8* getelementptr ([16 x i8], [16 x i8]* @d, i64 0, i64 1)
  store i8 2, i8* getelementptr ([16 x i8], [16 x i8]* @d, i64 0, i64 3)
  store i8 3, i8* getelementptr ([16 x i8], [16 x i8]* @d, i64 0, i64 5)
  store i64 %v, i64* bitcast (i8* getelementptr ([16 x i8], [16 x i8]* @d, i64 0, i64 8) to i64*)
  ret void
}

define i32 @main() {
  call void @put(i64 11)
  %r = call i64 @get()
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i32 0, i32 0), i64 %r)
  %p = load i64, i64* bitcast (i8* getelementptr ([16 x i8], [16 x i8]* @d, i64 0, i64 8) to i64*)
  %q = load i8, i8* getelementptr ([16 x i8], [16 x i8]* @d, i64 0, i64 3)
  %qq = zext i8 %q to i64
  %pq = add i64 %p, %qq
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i32 0, i32 0), i64 %pq)
  ret i32 0
}
`
	asm := string(compilePPC(t, src, p.PPC64LE, regalloc.Options{}))
	for _, c := range []struct {
		fn, re string
		want   int
	}{
		{"get", `\tld \d+, a@toc@l\(\d+\)\n`, 1},
		{"get", `\tld \d+, b\+16@toc@l\(\d+\)\n`, 1},
		{"get", `\tld \d+, c\+1@toc@l`, 0},        // @c is aligned to 1
		{"get", `\tlwa \d+, e@toc@l\(\d+\)\n`, 1}, // the sign extension is the load
		{"get", `\tlwz \d+, h\+2@toc@l\(\d+\)\n`, 1},
		{"get", `\textsw `, 1},
		{"put", `\tstd \d+, a@toc@l\(\d+\)\n`, 1},
		{"put", `\tstd \d+, c\+1@toc@l`, 0},
		{"put", `\tstd \d+, d\+8@toc@l\(\d+\)\n`, 1}, // not 7 from the base at @d+1
		{"put", `\tstb \d+, [24]\(\d+\)\n`, 2},       // the bytes from that base
	} {
		body := funcText(asm, c.fn)
		if n := len(regexp.MustCompile(c.re).FindAllString(body, -1)); n != c.want {
			t.Errorf("%s: %d of %q, want %d:\n%s", c.fn, n, c.re, c.want, body)
		}
	}
	if strings.Count(asm, "@toc@l") == 0 {
		t.Errorf("no low parts:\n%s", asm)
	}
	for _, ft := range fuzzTargets {
		if ft.t == p.PPC64LE {
			runsLikeLLC(t, ft, src)
		}
	}
}
