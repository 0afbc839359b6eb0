package x86

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/ssara-project/ssara/regalloc"
)

// Hand-written IR for what clang's C output does not reliably produce:
// indirectbr targets with phis fed by several indirectbr blocks (ssara
// keeps such phis in frame slots), the same block listed twice, a
// blockaddress in a global and in a phi, and a switch dense enough for a
// jump table whose targets have phis (critical edges out of the table).
var branchPrograms = map[string]string{
	"indirectbr phis": `
@tab = internal constant [3 x i8*] [i8* blockaddress(@f, %a), i8* blockaddress(@f, %b), i8* blockaddress(@f, %c)]
@out = global [64 x i8] zeroinitializer
declare i64 @write(i32, i8*, i64)

define internal i64 @f(i64 %n) noinline {
entry:
  %p0 = load i8*, i8** getelementptr ([3 x i8*], [3 x i8*]* @tab, i64 0, i64 0)
  indirectbr i8* %p0, [label %a, label %a]
a:
  %x = phi i64 [ %n, %entry ], [ %n, %entry ], [ %x1, %go ], [ %y1, %b ], [ %z1, %c ]
  %k = phi i64 [ 0, %entry ], [ 0, %entry ], [ %k3, %go ], [ %k1, %b ], [ %k2, %c ]
  %x1 = mul i64 %x, 3
  %i = urem i64 %x1, 3
  %pa = getelementptr [3 x i8*], [3 x i8*]* @tab, i64 0, i64 %i
  %ta = load i8*, i8** %pa
  %done = icmp ugt i64 %k, 40
  br i1 %done, label %exit, label %go
go:
  %k3 = add i64 %k, 1
  indirectbr i8* %ta, [label %a, label %b, label %c]
b:
  %y = phi i64 [ %x1, %go ], [ %z1, %c ]
  %k1 = add i64 %k, 3
  %y1 = add i64 %y, 7
  %tb = select i1 true, i8* blockaddress(@f, %c), i8* blockaddress(@f, %a)
  %odd = and i64 %y1, 1
  %isodd = icmp eq i64 %odd, 1
  %tb2 = select i1 %isodd, i8* %tb, i8* blockaddress(@f, %a)
  indirectbr i8* %tb2, [label %a, label %c]
c:
  %z = phi i64 [ %x1, %go ], [ %y1, %b ]
  %k2 = add i64 %k, 5
  %z1 = xor i64 %z, 12345
  %zz = and i64 %z1, 2
  %t = icmp eq i64 %zz, 0
  %tc = select i1 %t, i8* blockaddress(@f, %a), i8* blockaddress(@f, %b)
  indirectbr i8* %tc, [label %a, label %b]
exit:
  %r = add i64 %x1, %k
  ret i64 %r
}

define internal i32 @sw(i32 %v, i32 %w) noinline {
entry:
  switch i32 %v, label %d [ i32 3, label %s3
                            i32 4, label %s4
                            i32 5, label %s3
                            i32 6, label %s6
                            i32 8, label %j ]
s3:
  %a3 = mul i32 %w, 3
  br label %j
s4:
  %a4 = add i32 %w, 4
  br label %j
s6:
  br label %j
d:
  br label %j
j:
  %r = phi i32 [ %a3, %s3 ], [ %a4, %s4 ], [ 66, %s6 ], [ %w, %d ], [ -8, %entry ]
  ret i32 %r
}

define i32 @main() {
entry:
  %r = call i64 @f(i64 11)
  %r2 = call i64 @f(i64 1000001)
  %s = add i64 %r, %r2
  store i64 %s, i64* bitcast ([64 x i8]* @out to i64*)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %v = call i32 @sw(i32 %i, i32 %acc)
  %acc1 = add i32 %v, %i
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 12
  br i1 %c, label %loop, label %done
done:
  store i32 %acc1, i32* bitcast (i8* getelementptr ([64 x i8], [64 x i8]* @out, i64 0, i64 8) to i32*)
  %w = call i64 @write(i32 1, i8* getelementptr ([64 x i8], [64 x i8]* @out, i64 0, i64 0), i64 16)
  ret i32 0
}
`,
}

// TestBranches runs the hand-written programs against their llc-14
// builds at several register budgets, with the checker on.
func TestBranches(t *testing.T) {
	for _, tool := range []string{"llc-14", "cc"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed (run scripts/setup.sh)", tool)
		}
	}
	for name, src := range branchPrograms {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			ll := filepath.Join(dir, "b.ll")
			src = "target triple = \"x86_64-pc-linux-gnu\"\n" + src
			if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			want := runLLC(t, dir, ll)
			for _, opts := range []regalloc.Options{{}, {Regs: 4}, {Regs: 3}} {
				asm, err := compileVec(t, ll, opts)
				if err != nil {
					t.Fatalf("%+v: %v", opts, err)
				}
				if got := runAsm(t, dir, "ssara", asm); !bytes.Equal(got, want) {
					t.Fatalf("%+v: output %x, llc-14's %x", opts, got, want)
				}
			}
		})
	}
}

// TestJumpTableEntryLoad: a jump table's 32-bit entry is loaded
// sign-extended into the register the jump adds the table to ("movslq
// (%rcx,%rax,4), %rax"), as llc-14 loads it, not loaded and extended apart
// (a dispatch instruction fewer per iteration of vm.c's loop). TestBranches
// runs such a table against llc-14's build.
func TestJumpTableEntryLoad(t *testing.T) {
	src := `define i32 @sw(i32 %v, i32 %w) {
entry:
  switch i32 %v, label %d [ i32 3, label %s3
                            i32 4, label %s4
                            i32 5, label %s5
                            i32 6, label %s6 ]
s3:
  ret i32 %w
s4:
  %a4 = add i32 %w, 4
  ret i32 %a4
s5:
  %a5 = mul i32 %w, 5
  ret i32 %a5
s6:
  ret i32 66
d:
  ret i32 0
}`
	asm, ok := compileIR(t, "switch", src)
	if !ok {
		return
	}
	entry := regexp.MustCompile(`\tmovslq\t\(%\w+,%(\w+),4\), %(\w+)\n\taddq\t%\w+, %(\w+)\n\tjmpq\t\*%(\w+)\n`)
	m := entry.FindStringSubmatch(asm)
	if m == nil || m[2] != m[3] || m[3] != m[4] {
		t.Errorf("no sign-extending load of the entry before the jump:\n%s", asm)
	}
}
