package x86

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/emit"
	"github.com/ssara-project/ssara/regalloc"
)

// TestHoistSymAddrs: a loop that indexes a global, and calls a function
// in it, computes the global's address once, before the loop
// (hoistConstants: "leaq g(%rip)" at -relocation-model=pic); at 3 GPRs the
// allocator recomputes it in the loop instead (a rematerialization: the
// loop computes it and addresses g through no reloaded register). Both
// run as llc-14's PIC build does, every allocation checked.
func TestHoistSymAddrs(t *testing.T) {
	const src = `target triple = "x86_64-pc-linux-gnu"
@g = dso_local global [64 x i32] zeroinitializer, align 16
@fmt = private constant [4 x i8] c"%d\0A\00"
declare i32 @printf(i8*, ...)
define dso_local i32 @id(i32 %x) noinline {
  ret i32 %x
}
define dso_local i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %k = and i32 %i, 63
  %k64 = zext i32 %k to i64
  %p = getelementptr inbounds [64 x i32], [64 x i32]* @g, i64 0, i64 %k64
  %v = load i32, i32* %p
  %w = call i32 @id(i32 %i)
  %w1 = add i32 %w, %v
  store i32 %w1, i32* %p
  %s1 = add i32 %s, %w1
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 1000
  br i1 %c, label %loop, label %exit
exit:
  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i64 0, i64 0), i32 %s1)
  ret i32 0
}
`
	addr := regexp.MustCompile(`\tleaq\tg\(%rip\), %`)
	checkLoop(t, src, func(regs int, before, in string) {
		if regs == 0 && (!addr.MatchString(before) || addr.MatchString(in)) {
			t.Errorf("g's address is not computed before the loop, or is again in it:\n%s%s", before, in)
		}
		if regs == 3 {
			if !addr.MatchString(in) {
				t.Errorf("3 GPRs: the loop does not recompute g's address:\n%s", in)
			}
			if r := reloadedBases(in); len(r) > 0 {
				t.Errorf("3 GPRs: the loop addresses memory through reloaded %v:\n%s", r, in)
			}
		}
	})
}

// TestHoistWideConstants: the magic multiplier of a remainder by 65521
// in a loop (a constant no instruction takes as an immediate) is made
// once, before the loop (hoistConstants), and the program prints what
// llc-14's build prints, at the full file and at 3 GPRs (where the
// allocator may make it again in the loop instead), every allocation
// checked.
func TestHoistWideConstants(t *testing.T) {
	const src = `target triple = "x86_64-pc-linux-gnu"
@fmt = private constant [4 x i8] c"%u\0A\00"
declare i32 @printf(i8*, ...)
define dso_local i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = phi i32 [ 1, %entry ], [ %a1, %loop ]
  %b = phi i32 [ 0, %entry ], [ %b1, %loop ]
  %x = mul i32 %i, 2654435761
  %y = lshr i32 %x, 24
  %s = add i32 %a, %y
  %a1 = urem i32 %s, 65521
  %t = add i32 %b, %a1
  %b1 = urem i32 %t, 65521
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 5000
  br i1 %c, label %loop, label %exit
exit:
  %h = shl i32 %b1, 16
  %r = or i32 %h, %a1
  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i64 0, i64 0), i32 %r)
  ret i32 0
}
`
	magic := regexp.MustCompile(`\tmov[lq]\t\$2147975281, %`)
	checkLoop(t, src, func(regs int, before, in string) {
		if regs == 0 && (!magic.MatchString(before) || magic.MatchString(in)) {
			t.Errorf("the multiplier is not made before the loop, or is again in it:\n%s%s", before, in)
		}
	})
}

// checkLoop builds the module src at the full register file and at 3
// GPRs, every allocation checked, hands check the code of main before its
// first loop and the loop's, and compares what the build prints with
// what llc-14's PIC build prints.
func checkLoop(t *testing.T, src string, check func(regs int, before, in string)) {
	t.Helper()
	dir := t.TempDir()
	ll := filepath.Join(dir, "m.ll")
	if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	want := llcOutput(t, dir, ll)
	for _, opts := range []regalloc.Options{{}, {Regs: 3}} {
		asm := string(compileModel(t, ll, false, opts))
		main := asm[strings.Index(asm, "\nmain:"):]
		before, in, ok := emit.FirstLoop(main, branches{})
		if !ok {
			t.Fatalf("%d GPRs: no loop:\n%s", opts.Regs, main)
		}
		check(opts.Regs, before, in)
		if want != nil {
			if got := runModel(t, dir, "ssara", []byte(asm), false); !bytes.Equal(got, want) || len(want) == 0 {
				t.Errorf("%d GPRs: printed %q, llc-14's build %q", opts.Regs, got, want)
			}
		}
	}
}

// llcOutput is what llc-14's PIC build of ll prints, nil without llc-14
// (or with -short).
func llcOutput(t *testing.T, dir, ll string) []byte {
	t.Helper()
	if _, err := exec.LookPath("llc-14"); err != nil || testing.Short() {
		return nil
	}
	s := filepath.Join(dir, "llc.s")
	if out, err := exec.Command("llc-14", "-O2", "-relocation-model=pic", ll, "-o", s).CombinedOutput(); err != nil {
		t.Fatalf("llc-14: %v\n%s", err, out)
	}
	llcAsm, _ := os.ReadFile(s)
	return runModel(t, dir, "llc", llcAsm, false)
}

// reloadedBases lists the registers that code (one block's text) loads
// from a spill slot ("Reload") and then uses as the base of a memory
// access before writing them otherwise: a reloaded address.
func reloadedBases(code string) []string {
	reload := regexp.MustCompile(`^\tmovq\t-?\d+\(%rsp\), (%\w+)\s+# 8-byte Reload`)
	dest := regexp.MustCompile(`, (%\w+)$`)
	loaded := map[string]bool{}
	var out []string
	for _, line := range strings.Split(code, "\n") {
		if m := reload.FindStringSubmatch(line); m != nil {
			loaded[m[1]] = true
			continue
		}
		for r := range loaded {
			if strings.HasPrefix(line, "\tlea") {
				break // arithmetic, no access
			}
			if strings.Contains(line, "("+r+",") || strings.Contains(line, "("+r+")") {
				out = append(out, r)
				delete(loaded, r)
			}
		}
		if m := dest.FindStringSubmatch(line); m != nil {
			delete(loaded, m[1])
		}
	}
	return out
}

func TestReloadedBases(t *testing.T) {
	for _, tc := range []struct {
		code string
		want int
	}{
		{"\tmovq\t8(%rsp), %rdx                # 8-byte Reload\n\tmovl\t%eax, (%rcx,%rdx,4)", 0},
		{"\tmovq\t8(%rsp), %rcx                # 8-byte Reload\n\tmovl\t%eax, (%rcx,%rdx,4)", 1},
		{"\tmovq\t8(%rsp), %rcx                # 8-byte Reload\n\tleaq\tg(%rip), %rcx\n\tmovl\t(%rcx), %eax", 0},
		{"\tmovq\t16(%rsp), %rsi                # 8-byte Reload\n\tmovl\t(%rsi), %eax", 1},
		{"\tmovq\t24(%rsp), %rax                # 8-byte Reload\n\tleal\t1(%rax), %eax", 0},
	} {
		if got := reloadedBases(tc.code); len(got) != tc.want {
			t.Errorf("reloadedBases(%q) = %v, want %d", tc.code, got, tc.want)
		}
	}
}

// TestHoistInvariants: "a[i][k]" of "int a[24][24]" in a loop over k
// nested in one over i addresses row i from a base computed once per
// row, before the inner loop (lower.HoistInvariants): the inner loop
// makes no "imulq $96" (its one multiply is the program's k*i). At 3 GPRs the loop has no room for the base and
// computes it where it is read. Both builds print what llc-14's PIC build
// prints, every allocation checked.
func TestHoistInvariants(t *testing.T) {
	const src = `target triple = "x86_64-pc-linux-gnu"
@a = dso_local global [24 x [24 x i32]] zeroinitializer, align 16
@fmt = private constant [4 x i8] c"%d\0A\00"
declare i32 @printf(i8*, ...)
define dso_local i32 @main() {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %t = phi i32 [ 0, %entry ], [ %s1, %next ]
  %i32 = trunc i64 %i to i32
  br label %inner
inner:
  %k = phi i64 [ 0, %outer ], [ %k1, %inner ]
  %s = phi i32 [ %t, %outer ], [ %s1, %inner ]
  %p = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @a, i64 0, i64 %i, i64 %k
  %v = load i32, i32* %p
  %k32 = trunc i64 %k to i32
  %m = mul i32 %k32, %i32
  %x = add i32 %v, %m
  store i32 %x, i32* %p
  %s1 = add i32 %s, %x
  %k1 = add nuw nsw i64 %k, 1
  %c = icmp ne i64 %k1, 24
  br i1 %c, label %inner, label %next
next:
  %i1 = add nuw nsw i64 %i, 1
  %d = icmp ne i64 %i1, 24
  br i1 %d, label %outer, label %exit
exit:
  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i64 0, i64 0), i32 %s1)
  ret i32 0
}
`
	checkLoop(t, src, func(regs int, before, in string) {
		inner, ok := emit.InnerLoop(in, branches{})
		if !ok {
			t.Fatalf("%d GPRs: no inner loop:\n%s", regs, in)
		}
		if regs == 0 && strings.Contains(inner, "\timulq") {
			t.Errorf("the inner loop multiplies (the row's base is not computed before it):\n%s", inner)
		}
	})
}

// TestHoistSubtractedIndex: "best[c - w]" in a loop over c, with w the
// same all through it, is addressed from the base "best - 4*w" computed
// before the loop (lower sumIndex and HoistInvariants): the loop
// subtracts nothing and multiplies nothing, as in llc-14's build
// (dp.c's knapsack). At 3 GPRs too, the program prints what llc-14's
// build prints, every allocation checked.
func TestHoistSubtractedIndex(t *testing.T) {
	const src = `target triple = "x86_64-pc-linux-gnu"
@best = dso_local global [512 x i32] zeroinitializer, align 16
@vw = dso_local global i64 37
@fmt = private constant [7 x i8] c"%d %d\0A\00"
declare i32 @printf(i8*, ...)
define dso_local i32 @main() {
entry:
  %w0 = load volatile i64, i64* @vw
  %w = xor i64 %w0, 1
  br label %loop
loop:
  %c = phi i64 [ 511, %entry ], [ %c1, %loop ]
  %i = sub nsw i64 %c, %w
  %p = getelementptr inbounds [512 x i32], [512 x i32]* @best, i64 0, i64 %i
  %x = load i32, i32* %p
  %c32 = trunc i64 %c to i32
  %x1 = add nsw i32 %x, %c32
  %q = getelementptr inbounds [512 x i32], [512 x i32]* @best, i64 0, i64 %c
  %y = load i32, i32* %q
  %g = icmp sgt i32 %x1, %y
  %m = select i1 %g, i32 %x1, i32 %y
  store i32 %m, i32* %q
  %c1 = add nsw i64 %c, -1
  %k = icmp sgt i64 %c, %w
  br i1 %k, label %loop, label %exit
exit:
  %a = load i32, i32* getelementptr ([512 x i32], [512 x i32]* @best, i64 0, i64 511)
  %b = load i32, i32* getelementptr ([512 x i32], [512 x i32]* @best, i64 0, i64 40)
  call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @fmt, i64 0, i64 0), i32 %a, i32 %b)
  ret i32 0
}
`
	arith := regexp.MustCompile(`\t(sub|imul|neg)[lq]\t`)
	checkLoop(t, src, func(regs int, before, in string) {
		if regs == 0 && arith.MatchString(in) {
			t.Errorf("the loop computes c - w (or -4*w):\n%s", in)
		}
	})
}

// TestHoistIntoGuardedLoop: a loop entered straight from its guard
// ("if (n) do ... while", as clang -O1 leaves it: no preheader) gets one
// on that edge (lower.SplitPreheader), and the table's address it reads
// is computed there, once, not in every iteration (hash.c's CRC loop).
// The program prints what llc-14's build prints, at the full file and at
// 3 GPRs, every allocation checked.
func TestHoistIntoGuardedLoop(t *testing.T) {
	const src = `target triple = "x86_64-pc-linux-gnu"
@tab = internal global [256 x i32] zeroinitializer, align 16
@vn = dso_local global i64 1000
@fmt = private constant [4 x i8] c"%u\0A\00"
declare i32 @printf(i8*, ...)
define dso_local i32 @main() {
entry:
  %n = load volatile i64, i64* @vn
  %z = icmp eq i64 %n, 0
  br i1 %z, label %exit, label %loop
loop:
  %i = phi i64 [ %i1, %loop ], [ %n, %entry ]
  %c = phi i32 [ %c1, %loop ], [ -1, %entry ]
  %k = and i32 %c, 255
  %k64 = zext i32 %k to i64
  %p = getelementptr inbounds [256 x i32], [256 x i32]* @tab, i64 0, i64 %k64
  %v = load i32, i32* %p
  %i32 = trunc i64 %i to i32
  %w = add i32 %v, %i32
  store i32 %w, i32* %p
  %s = lshr i32 %c, 3
  %c1 = xor i32 %s, %w
  %i1 = add i64 %i, -1
  %d = icmp eq i64 %i1, 0
  br i1 %d, label %exit, label %loop
exit:
  %r = phi i32 [ 0, %entry ], [ %c1, %loop ]
  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i64 0, i64 0), i32 %r)
  ret i32 0
}
`
	addr := regexp.MustCompile(`\tleaq\ttab\(%rip\), %`)
	checkLoop(t, src, func(regs int, before, in string) {
		if regs == 0 && (!addr.MatchString(before) || addr.MatchString(in)) {
			t.Errorf("the table's address is not computed before the loop, or is again in it:\n%s%s", before, in)
		}
	})
}
