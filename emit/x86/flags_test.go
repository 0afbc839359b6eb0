package x86

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// TestReuseFlags checks, on written blocks (block i labelled Bi), which
// repeated compares reuseFlags drops: only one at the top of a block
// whose one way in is the conditional jump (or fall-through) right after
// the same compare.
func TestReuseFlags(t *testing.T) {
	cmp := "\tcmpb\t%dl, %sil\n"
	seta := "\tseta\t%al\n" + epilogueMark
	tests := []struct {
		name     string
		in, want []string
		address  int // a block with a label of its own (0: none)
	}{
		{"fall-through", []string{cmp + "\tje\tB2\n", cmp + seta, "\tud2\n"}, []string{cmp + "\tje\tB2\n", seta, "\tud2\n"}, 0},
		{"jump, debug line first", []string{cmp + "\tjne\tB2\n\tjmp\tB3\n", "\tud2\n", "\t.loc\t1 2 3\n" + cmp + seta, "\tud2\n"},
			[]string{cmp + "\tjne\tB2\n\tjmp\tB3\n", "\tud2\n", "\t.loc\t1 2 3\n" + seta, "\tud2\n"}, 0},
		{"two ways in", []string{cmp + "\tje\tB2\n", cmp + "\tjne\tB1\n", cmp + seta}, nil, 0},
		{"other operands", []string{cmp + "\tje\tB2\n", "\tcmpb\t%dl, %al\n" + seta, "\tud2\n"}, nil, 0},
		{"jumped to before the compare", []string{"\tjl\tB2\n" + cmp + "\tjne\tB3\n\tud2\n", "\tud2\n", cmp + seta, "\tud2\n"}, nil, 0},
		{"an instruction after the compare", []string{cmp + "\tmovl\t$0, %eax\n\tje\tB2\n", cmp + seta, "\tud2\n"}, nil, 0},
		{"a block address", []string{cmp + "\tje\tB2\n", cmp + seta, "\tud2\n"}, nil, 1},
		{"a compare-exchange", []string{"\tcmpxchgl\t%ecx, (%rdi)\n\tje\tB2\n", "\tcmpxchgl\t%ecx, (%rdi)\n" + seta, "\tud2\n"}, nil, 0},
		{"a float compare", []string{"\tucomisd\t%xmm1, %xmm0\n\tjne\tB2\n", "\tucomisd\t%xmm1, %xmm0\n" + seta, "\tud2\n"},
			[]string{"\tucomisd\t%xmm1, %xmm0\n\tjne\tB2\n", seta, "\tud2\n"}, 0},
	}
	for _, tt := range tests {
		f := &mir.Func{}
		for i := range tt.in {
			f.Blocks = append(f.Blocks, &mir.Block{ID: i})
		}
		e := &fnEmit{f: f, label: func(b *mir.Block) string { return fmt.Sprintf("B%d", b.ID) }}
		e.noteBlocks()
		heads := make([]string, len(tt.in))
		index := map[string]int{}
		for i := range heads {
			heads[i] = e.labels[i] + ":\n"
			index[e.labels[i]] = i
		}
		if tt.address > 0 {
			heads[tt.address] = ".Ltmp0:\n" + heads[tt.address]
		}
		texts := append([]string(nil), tt.in...)
		e.reuseFlags(heads, texts, index)
		want := tt.want
		if want == nil {
			want = tt.in
		}
		if strings.Join(texts, "|") != strings.Join(want, "|") {
			t.Errorf("%s:\n got %q\nwant %q", tt.name, texts, want)
		}
	}
}

// TestReuseFlagsRun runs, against llc-14's build, mainGtU's shape: each
// byte pair is compared once, and the block that returns "greater" sets
// its result from the flags of the branch's compare.
func TestReuseFlagsRun(t *testing.T) {
	src := `target triple = "x86_64-pc-linux-gnu"
@s = private constant [8 x i8] c"abcdabca"
@fmt = private constant [4 x i8] c"%d \00"
declare i32 @printf(i8*, ...)

define zeroext i1 @gt(i8* %p, i8* %q) noinline {
entry:
  %a = load i8, i8* %p
  %b = load i8, i8* %q
  %e = icmp eq i8 %a, %b
  br i1 %e, label %next, label %diff0
diff0:
  %g0 = icmp ugt i8 %a, %b
  br label %out
next:
  %p1 = getelementptr i8, i8* %p, i64 1
  %q1 = getelementptr i8, i8* %q, i64 1
  %a1 = load i8, i8* %p1
  %b1 = load i8, i8* %q1
  %e1 = icmp eq i8 %a1, %b1
  br i1 %e1, label %same, label %diff1
diff1:
  %g1 = icmp ugt i8 %a1, %b1
  br label %out
same:
  br label %out
out:
  %r = phi i1 [ %g0, %diff0 ], [ %g1, %diff1 ], [ false, %same ]
  ret i1 %r
}

define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i2, %inner.end ]
  br label %inner
inner:
  %j = phi i64 [ 0, %loop ], [ %j2, %inner ]
  %p = getelementptr [8 x i8], [8 x i8]* @s, i64 0, i64 %i
  %q = getelementptr [8 x i8], [8 x i8]* @s, i64 0, i64 %j
  %g = call zeroext i1 @gt(i8* %p, i8* %q)
  %z = zext i1 %g to i32
  %fm = getelementptr [4 x i8], [4 x i8]* @fmt, i64 0, i64 0
  %pr = call i32 (i8*, ...) @printf(i8* %fm, i32 %z)
  %j2 = add i64 %j, 1
  %jd = icmp eq i64 %j2, 7
  br i1 %jd, label %inner.end, label %inner
inner.end:
  %nl = call i32 @putchar(i32 10)
  %i2 = add i64 %i, 1
  %id = icmp eq i64 %i2, 7
  br i1 %id, label %out, label %loop
out:
  ret i32 0
}
declare i32 @putchar(i32)
`
	asms := runsLikeLLC(t, src, 7)
	for k, asm := range asms {
		body := string(asm)
		body = body[strings.Index(body, "gt:"):]
		body = body[:strings.Index(body, ".size")]
		if n := strings.Count(body, "\tcmpb\t"); n != 2 {
			t.Errorf("build %d: %d byte compares in @gt, want 2:\n%s", k, n, body)
		}
	}
}

// TestBoolPhiZext runs, against llc-14's build, the zero extension of a
// phi of compares and constants (mainGtU's result): each incoming value
// is a 0 or 1 in a whole register already (setcc and movzbl, movl), so
// the extension is no instruction; a phi with an incoming truncation
// keeps its and.
func TestBoolPhiZext(t *testing.T) {
	src := `target triple = "x86_64-pc-linux-gnu"
@fmt = private constant [7 x i8] c"%d %d\0A\00"
declare i32 @printf(i8*, ...)

define i32 @clean(i32 %x, i32 %y) noinline {
entry:
  %c = icmp slt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  %d = icmp ugt i32 %y, 7
  br label %j
b:
  %e = icmp eq i32 %y, 3
  br i1 %e, label %j, label %k
k:
  br label %j
j:
  %p = phi i1 [ %d, %a ], [ true, %b ], [ false, %k ]
  %z = zext i1 %p to i32
  ret i32 %z
}

define i32 @dirty(i32 %x, i32 %y) noinline {
entry:
  %c = icmp slt i32 %x, 5
  br i1 %c, label %a, label %j
a:
  %t = trunc i32 %y to i1
  br label %j
j:
  %p = phi i1 [ %t, %a ], [ false, %entry ]
  %z = zext i1 %p to i32
  ret i32 %z
}

define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %y = mul i32 %i, 3
  %a = call i32 @clean(i32 %i, i32 %y)
  %b = call i32 @dirty(i32 %i, i32 %y)
  %fm = getelementptr [7 x i8], [7 x i8]* @fmt, i64 0, i64 0
  %pr = call i32 (i8*, ...) @printf(i8* %fm, i32 %a, i32 %b)
  %i2 = add i32 %i, 1
  %done = icmp eq i32 %i2, 10
  br i1 %done, label %out, label %loop
out:
  ret i32 0
}
`
	asms := runsLikeLLC(t, src, 10)
	for k, asm := range asms {
		s := string(asm)
		clean := s[strings.Index(s, "clean:"):strings.Index(s, "dirty:")]
		dirty := s[strings.Index(s, "dirty:"):strings.Index(s, "main:")]
		if strings.Contains(clean, "andl\t$1") {
			t.Errorf("build %d: a phi of compares and constants is masked:\n%s", k, clean)
		}
		if !strings.Contains(dirty, "andl\t$1") {
			t.Errorf("build %d: a phi with a truncation is not masked:\n%s", k, dirty)
		}
	}
}

// TestLogicalFlagsRun: a compare with 0 of the register an and, or or xor
// has just written is not written (logicalInto: the operation set the
// flags as the compare would, CF and OF clear), for predicates reading
// each flag (eq, slt: SF, sgt: ZF SF OF, ugt: CF ZF); the program prints
// what llc-14's build prints at every budget runsLikeLLC tries.
func TestLogicalFlagsRun(t *testing.T) {
	src := `target triple = "x86_64-pc-linux-gnu"
@fmt = private constant [4 x i8] c"%d\0A\00"
declare i32 @printf(i8*, ...)

define i32 @classify(i32 %x, i32 %m) noinline {
entry:
  %a = and i32 %x, 7
  %c0 = icmp eq i32 %a, 0
  br i1 %c0, label %r0, label %t1
t1:
  %o = or i32 %x, %m
  %c1 = icmp slt i32 %o, 0
  br i1 %c1, label %r1, label %t2
t2:
  %e = xor i32 %x, %m
  %c2 = icmp sgt i32 %e, 0
  br i1 %c2, label %t3, label %r2
t3:
  %f = and i32 %e, %m
  %c3 = icmp ugt i32 %f, 0
  br i1 %c3, label %r3, label %r4
r0:
  ret i32 0
r1:
  ret i32 %o
r2:
  ret i32 %a
r3:
  %s = sub i32 %f, %e
  ret i32 %s
r4:
  ret i32 4
}

define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ -40, %entry ], [ %i2, %loop ]
  %m = mul i32 %i, -1640531535
  %r = call i32 @classify(i32 %i, i32 %m)
  %fm = getelementptr [4 x i8], [4 x i8]* @fmt, i64 0, i64 0
  %p = call i32 (i8*, ...) @printf(i8* %fm, i32 %r)
  %i2 = add i32 %i, 3
  %d = icmp sgt i32 %i2, 40
  br i1 %d, label %out, label %loop
out:
  ret i32 0
}
`
	asms := runsLikeLLC(t, src, 27)
	after := regexp.MustCompile(`\t(and|or|xor)l\t[^\n]*, (%\w+)\n\tcmpl\t\$0, (%\w+)\n`)
	for k, asm := range asms {
		body := string(asm)
		body = body[strings.Index(body, "classify:"):]
		body = body[:strings.Index(body, ".size")]
		for _, m := range after.FindAllStringSubmatch(body, -1) {
			if m[2] == m[3] {
				t.Errorf("build %d: %q compares the %s result with 0 again:\n%s", k, m[0], m[1], body)
			}
		}
	}
}

// TestNotOfCompareRun: "xor i1 c, true" of a compare c that a select of
// the block reads too is the inverse compare (lower notCompare), and the
// select's cmov and that setcc share one compare (flagsStand: the
// second, identical, is not written), as llc-14 computes both from one
// "cmp"; for predicates reading each flag. The program prints what
// llc-14's build prints at every budget runsLikeLLC tries.
func TestNotOfCompareRun(t *testing.T) {
	preds := []string{"ugt", "eq", "slt", "uge"}
	var sb strings.Builder
	sb.WriteString("target triple = \"x86_64-pc-linux-gnu\"\n@fmt = private constant [5 x i8] c\"%ld\\0A\\00\"\ndeclare i32 @printf(i8*, ...)\n")
	for _, p := range preds {
		fmt.Fprintf(&sb, `define i64 @%s(i32 %%a, i32 %%b, i64 %%v) noinline {
  %%c = icmp %s i32 %%a, %%b
  %%s = select i1 %%c, i64 -1005, i64 %%v
  %%n = xor i1 %%c, true
  %%z = zext i1 %%n to i64
  %%r = add i64 %%s, %%z
  ret i64 %%r
}
`, p, p)
	}
	sb.WriteString(`define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 240, %entry ], [ %i2, %loop ]
  %v = sext i32 %i to i64
  %fm = getelementptr [5 x i8], [5 x i8]* @fmt, i64 0, i64 0
`)
	for k, p := range preds {
		fmt.Fprintf(&sb, "  %%r%d = call i64 @%s(i32 %%i, i32 253, i64 %%v)\n  %%p%d = call i32 (i8*, ...) @printf(i8* %%fm, i64 %%r%d)\n", k, p, k, k)
	}
	sb.WriteString(`  %i2 = add i32 %i, 4
  %d = icmp sgt i32 %i2, 270
  br i1 %d, label %out, label %loop
out:
  ret i32 0
}
`)
	asms := runsLikeLLC(t, sb.String(), 32)
	for k, asm := range asms {
		for _, p := range preds {
			body := string(asm)
			body = body[strings.Index(body, "\n"+p+":"):]
			body = body[:strings.Index(body, ".size")]
			if n := strings.Count(body, "\tcmp"); k == 0 && n != 1 {
				t.Errorf("build %d, %s: %d compares, want 1:\n%s", k, p, n, body)
			}
			if strings.Contains(body, "\txor") && strings.Contains(body, "$-1") {
				t.Errorf("build %d, %s: the condition is negated by an xor:\n%s", k, p, body)
			}
		}
	}
}

// TestFlagsStand: a compare repeats the flags of the block's last lines
// only through lines that write neither the flags nor its registers.
func TestFlagsStand(t *testing.T) {
	for _, tc := range []struct {
		block, cmp string
		want       bool
	}{
		{"\tcmpl\t$253, %eax\n\tcmova\t%rcx, %r15\n", "cmpl\t$253, %eax", true},
		{"\tcmpl\t$253, %eax\n\tsetbe\t%cl\n\t.loc\t1 2 3\n\tmovq\t$-5, %rdx\n", "cmpl\t$253, %eax", true},
		{"\tcmpl\t$253, %eax\n\tmovl\t%ecx, %eax\n", "cmpl\t$253, %eax", false},      // the operand changed
		{"\tcmpl\t%ecx, %eax\n\tsetb\t%cl\n", "cmpl\t%ecx, %eax", false},             // %cl is part of %ecx
		{"\tcmpl\t$253, %eax\n\taddq\t$1, %rdx\n", "cmpl\t$253, %eax", false},        // flags written
		{"\tcmpl\t$253, %eax\n\tmovq\t%rdx, (%rsp)\n", "cmpl\t$253, %eax", false},    // a store
		{"\tcmpl\t$0, 8(%rsp)\n\tcmovneq\t%rax, %rbx\n", "cmpl\t$0, 8(%rsp)", false}, // memory
		{"\tcmpq\t$3, %r8\n\tleaq\t1(%r8), %r9\n", "cmpq\t$3, %r8", true},
		{"\tcmpq\t$3, %r8\n\tleal\t1(%r9), %r8d\n", "cmpq\t$3, %r8", false},
		{"\tcmpl\t$4, %eax\n\tsetb\t%cl\n", "cmpl\t$5, %eax", false}, // another compare
	} {
		e := &fnEmit{w: &strings.Builder{}}
		e.w.WriteString(tc.block)
		if got := e.flagsStand(tc.cmp); got != tc.want {
			t.Errorf("after %q, %q: %v, want %v", tc.block, tc.cmp, got, tc.want)
		}
	}
}
