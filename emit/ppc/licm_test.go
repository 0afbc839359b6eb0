package ppc

import (
	"regexp"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/emit"
	"github.com/ssara-project/ssara/regalloc"
)

// TestHoistAddresses: a loop's high part of a global's address and its
// frame object's address are computed once, before the loop
// (hoistAddresses), unless the function moves the stack pointer (then
// the frame address stays in the loop); the programs print what their
// llc-14 builds print under qemu, at the full file and 3 GPRs.
func TestHoistAddresses(t *testing.T) {
	// loop sums @g[i & 63] through a[i & 15]; dyn also allocates %n
	// bytes on the stack first.
	loop := func(name string, dyn bool) string {
		extra := ""
		if dyn {
			extra = "  %d = alloca i8, i32 %n\n  store volatile i8 1, i8* %d\n"
		}
		return `define i32 @` + name + `(i32 %n) noinline {
entry:
  %a = alloca [16 x i32], align 4
` + extra + `  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %k = and i32 %i, 63
  %p = getelementptr [64 x i32], [64 x i32]* @g, i32 0, i32 %k
  %v = load i32, i32* %p
  %j = and i32 %i, 15
  %q = getelementptr [16 x i32], [16 x i32]* %a, i32 0, i32 %j
  store volatile i32 %v, i32* %q
  %w = load volatile i32, i32* %q
  %s1 = add i32 %s, %w
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}
`
	}
	for _, ft := range fuzzTargets {
		src := moduleHeads[ft.t] + `@g = dso_local global [64 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64], align 4
@fmt = private constant [4 x i8] c"%d\0A\00"
declare i32 @printf(i8*, ...)
` + loop("plain", false) + loop("dyn", true) + `define i32 @main() {
  %r = call i32 @plain(i32 100)
  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i32 0, i32 0), i32 %r)
  %s = call i32 @dyn(i32 77)
  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i32 0, i32 0), i32 %s)
  ret i32 0
}
`
		asm := string(compilePPC(t, src, ft.t, regalloc.Options{}))
		split := func(fn string) (before, inLoop string) {
			body := funcText(asm, fn)
			before, inLoop, ok := emit.FirstLoop(body, branches{})
			if !ok {
				t.Fatalf("%s: no loop:\n%s", fn, body)
			}
			return before, inLoop
		}
		high := regexp.MustCompile(`\t(addis \d+, 2, g@toc@ha|lis \d+, g@ha|lwz \d+, \.L0\$got\d+-\.LTOC\(30\))\n`)
		frame := regexp.MustCompile(`\taddi \d+, (1|31), \d+\n`)
		before, in := split("plain")
		if high.MatchString(in) || !high.MatchString(before) {
			t.Errorf("%s (pic %v): plain: @g's high part is not before the loop:\n%s%s", ft.t.Name(), ft.t.PIC, before, in)
		}
		if frame.MatchString(in) {
			t.Errorf("%s (pic %v): plain: a frame address in the loop:\n%s%s", ft.t.Name(), ft.t.PIC, before, in)
		}
		if _, in := split("dyn"); !frame.MatchString(in) {
			t.Errorf("%s (pic %v): dyn: no frame address in the loop:\n%s", ft.t.Name(), ft.t.PIC, in)
		}
		runsLikeLLC(t, ft, src)
	}
}

// TestHoistWholeAddresses: a loop that indexes a global computes the
// global's whole address (high and low part) once, before the loop, where
// it has a register to spare (the full file); under a budget of 3 GPRs,
// which its own values fill, the low part stays in the loop
// (hoistWholeAddresses). ppc32's position-independent code loads the
// address from the GOT instead and is only run. The program prints what
// its llc-14 build prints under qemu at both budgets.
func TestHoistWholeAddresses(t *testing.T) {
	for _, ft := range fuzzTargets {
		src := moduleHeads[ft.t] + `@g = dso_local global [64 x i32] zeroinitializer, align 4
@fmt = private constant [4 x i8] c"%d\0A\00"
declare i32 @printf(i8*, ...)
define i32 @whole(i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %k = and i32 %i, 63
  %p = getelementptr [64 x i32], [64 x i32]* @g, i32 0, i32 %k
  %v = load i32, i32* %p
  %v1 = add i32 %v, %i
  store i32 %v1, i32* %p
  %s1 = add i32 %s, %v1
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}
define i32 @main() {
  %r = call i32 @whole(i32 1000)
  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i32 0, i32 0), i32 %r)
  ret i32 0
}
`
		low := regexp.MustCompile(`\taddi \d+, \d+, g@(toc@)?l\n`)
		for _, regs := range []int{0, 3} {
			asm := string(compilePPC(t, src, ft.t, regalloc.Options{Regs: regs}))
			body := funcText(asm, "whole")
			before, in, ok := emit.FirstLoop(body, branches{})
			if !ok {
				t.Fatalf("%s: no loop:\n%s", ft.t.Name(), body)
			}
			switch {
			case ft.t.PIC && !ft.t.Is64:
				// The GOT's entry: no low part.
			case regs == 0 && (low.MatchString(in) || !low.MatchString(before)):
				t.Errorf("%s: full file: @g's whole address is not computed before the loop:\n%s%s", ft.t.Name(), before, in)
			case regs == 3 && !low.MatchString(in):
				t.Errorf("%s: 3 GPRs: @g's low part left the loop:\n%s%s", ft.t.Name(), before, in)
			}
		}
		runsLikeLLC(t, ft, src)
	}
}

// TestHoistInvariants: "a[i][k]" of "int a[24][24]" in a loop over k
// nested in one over i multiplies i by the row's 96 bytes once per row,
// before the inner loop (lower.HoistInvariants): the inner loop has no
// mulli. The program prints what its llc-14 build prints under qemu, at
// the full file and at 3 GPRs, every allocation checked.
func TestHoistInvariants(t *testing.T) {
	for _, ft := range fuzzTargets {
		src := moduleHeads[ft.t] + `@a = dso_local global [24 x [24 x i32]] zeroinitializer, align 4
@fmt = private constant [4 x i8] c"%d\0A\00"
declare i32 @printf(i8*, ...)
define i32 @rows(i32 %n) noinline {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %t = phi i32 [ 0, %entry ], [ %s1, %next ]
  br label %inner
inner:
  %k = phi i32 [ 0, %outer ], [ %k1, %inner ]
  %s = phi i32 [ %t, %outer ], [ %s1, %inner ]
  %p = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @a, i32 0, i32 %i, i32 %k
  %v = load i32, i32* %p
  %m = mul i32 %k, %i
  %x = add i32 %v, %m
  store i32 %x, i32* %p
  %s1 = add i32 %s, %x
  %k1 = add nuw nsw i32 %k, 1
  %c = icmp ne i32 %k1, 24
  br i1 %c, label %inner, label %next
next:
  %i1 = add nuw nsw i32 %i, 1
  %d = icmp ne i32 %i1, %n
  br i1 %d, label %outer, label %exit
exit:
  ret i32 %s1
}
define i32 @main() {
  %r = call i32 @rows(i32 24)
  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i32 0, i32 0), i32 %r)
  ret i32 0
}
`
		for _, regs := range []int{0, 3} {
			asm := string(compilePPC(t, src, ft.t, regalloc.Options{Regs: regs}))
			body := funcText(asm, "rows")
			inner, ok := emit.InnerLoop(body, branches{})
			if !ok {
				t.Fatalf("%s: no loop:\n%s", ft.t.Name(), body)
			}
			if regs == 0 && strings.Contains(inner, "\tmulli ") {
				t.Errorf("%s: the inner loop multiplies by the row's size:\n%s", ft.t.Name(), inner)
			}
		}
		runsLikeLLC(t, ft, src)
	}
}
