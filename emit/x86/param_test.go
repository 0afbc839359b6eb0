package x86

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/regalloc"
)

// stackParams passes eight integers and ten doubles, so that two of each
// arrive on the stack, and reads every one after calls.
const stackParams = `target triple = "x86_64-pc-linux-gnu"
@fmt = private constant [25 x i8] c"%ld %ld %ld %ld %.2f %d\0A\00"
declare i32 @printf(i8*, ...)

define internal i64 @f(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %h, i64 %s1, i64 %s2,
    double %x0, double %x1, double %x2, double %x3, double %x4, double %x5, double %x6, double %x7, double %y1, double %y2) noinline {
  %r1 = call i64 @g(i64 %a)
  %t1 = add i64 %r1, %s1
  %r2 = call i64 @g(i64 %t1)
  %t2 = add i64 %r2, %s2
  %u = add i64 %t2, %s1
  %v = mul i64 %u, %s2
  %w = add i64 %v, %b
  %w2 = add i64 %w, %h
  %y = fadd double %y1, %y2
  %yy = fadd double %y, %x0
  %n = call i32 (i8*, ...) @printf(i8* getelementptr ([25 x i8], [25 x i8]* @fmt, i64 0, i64 0), i64 %s1, i64 %s2, i64 %w2, i64 %c, double %yy, i32 1)
  %z = fmul double %y1, %y2
  %zi = fptosi double %z to i64
  %q = add i64 %w2, %zi
  %q2 = add i64 %q, %d
  %q3 = add i64 %q2, %e
  ret i64 %q3
}

define i64 @g(i64 %x) noinline {
  %y = mul i64 %x, 3
  ret i64 %y
}

define i32 @main() {
  %r = call i64 @f(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8,
    double 0.5, double 1.5, double 2.5, double 3.5, double 4.5, double 5.5, double 6.5, double 7.5, double 8.25, double 9.75)
  %n = call i32 (i8*, ...) @printf(i8* getelementptr ([25 x i8], [25 x i8]* @fmt, i64 0, i64 0), i64 %r, i64 0, i64 0, i64 0, double 0.0, i32 2)
  ret i32 0
}
`

// TestStackParamsRematerialized: a parameter passed on the stack is
// loaded again from its incoming slot where it is needed after a call
// (isa/x86's Mem.Param, Rematerializable), as llc-14 reloads it from its
// fixed stack object, instead of being copied to a spill slot: at 4 GPRs
// f stores none of s1, s2, y1 and y2 to a slot of its own, and the
// program, checked, prints what llc-14's build prints.
func TestStackParamsRematerialized(t *testing.T) {
	dir := t.TempDir()
	ll := filepath.Join(dir, "p.ll")
	if err := os.WriteFile(ll, []byte(stackParams), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errLLC := exec.LookPath("llc-14")
	_, errCC := exec.LookPath("cc")
	run := errLLC == nil && errCC == nil && !testing.Short()
	var want []byte
	if run {
		want = runLLC(t, dir, ll)
	}
	for _, opts := range []regalloc.Options{{}, {Regs: 4, FPRegs: 4}, {Regs: 3, FPRegs: 2}} {
		asm, err := compileVec(t, ll, opts)
		if err != nil {
			t.Fatalf("regs=%d fp=%d: %v", opts.Regs, opts.FPRegs, err)
		}
		if opts.Regs == 4 {
			// The incoming slots, 8(%rsp) to 32(%rsp) at f's entry, are
			// read, never copied into f's own frame: no spill line
			// stores a value just loaded from them.
			text := string(asm)
			body := text[strings.Index(text, "\nf:"):strings.Index(text, "\ng:")]
			lines := strings.Split(body, "\n")
			for i := 1; i < len(lines); i++ {
				if strings.Contains(lines[i], "-byte Spill") && strings.Contains(lines[i-1], "(%rsp), %") && !strings.Contains(lines[i-1], "Reload") {
					t.Errorf("regs=%d: a value loaded from the stack is spilled:\n%s\n%s", opts.Regs, lines[i-1], lines[i])
				}
			}
		}
		if run {
			if got := runAsm(t, dir, "ssara", asm); !bytes.Equal(got, want) {
				t.Errorf("regs=%d fp=%d: output %q, llc-14 %q", opts.Regs, opts.FPRegs, got, want)
			}
		}
	}
}
