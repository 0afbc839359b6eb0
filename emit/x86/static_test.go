package x86

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/lower"
	lx "github.com/ssara-project/ssara/lower/x86"
	"github.com/ssara-project/ssara/regalloc"
)

// staticProgram indexes a global array (loads, a store, an address
// taken with an index) and dispatches through a switch dense enough for
// a jump table.
const staticProgram = `target triple = "x86_64-pc-linux-gnu"
@g = dso_local global [64 x i32] zeroinitializer, align 16
@fmt = private constant [4 x i8] c"%d\0A\00"
declare i32 @printf(i8*, ...)
define dso_local i32 @step(i32 %op, i32 %x) noinline {
entry:
  switch i32 %op, label %other [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %d
    i32 4, label %e
  ]
a:
  %ra = add i32 %x, 7
  br label %out
b:
  %rb = mul i32 %x, 3
  br label %out
c:
  %rc = xor i32 %x, 85
  br label %out
d:
  %rd = sub i32 %x, 11
  br label %out
e:
  %re = shl i32 %x, 2
  br label %out
other:
  br label %out
out:
  %r = phi i32 [ %ra, %a ], [ %rb, %b ], [ %rc, %c ], [ %rd, %d ], [ %re, %e ], [ %x, %other ]
  ret i32 %r
}
define dso_local i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s2, %loop ]
  %k = and i32 %i, 63
  %k64 = zext i32 %k to i64
  %p = getelementptr inbounds [64 x i32], [64 x i32]* @g, i64 0, i64 %k64
  %v = load i32, i32* %p
  %op = urem i32 %i, 6
  %w = call i32 @step(i32 %op, i32 %v)
  %w1 = add i32 %w, %i
  store i32 %w1, i32* %p
  %q = getelementptr inbounds [64 x i32], [64 x i32]* @g, i64 0, i64 %k64
  %qi = ptrtoint i32* %q to i64
  %qt = trunc i64 %qi to i32
  %odd = and i32 %qt, 3
  %s1 = add i32 %s, %w1
  %s2 = add i32 %s1, %odd
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 1000
  br i1 %c, label %loop, label %exit
exit:
  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i64 0, i64 0), i32 %s2)
  ret i32 0
}
`

// TestStaticAddressing: at -relocation-model=static (the selector and
// emitter of llc-14's default) an indexed access to a global takes the
// symbol as its displacement and a switch jumps through a table of
// addresses, as llc-14's static code does; the PIC build computes the
// address first and adds a table entry's offset. Both run as llc-14's
// builds of the same model at the full file and 4 GPRs, every
// allocation checked.
func TestStaticAddressing(t *testing.T) {
	dir := t.TempDir()
	ll := filepath.Join(dir, "m.ll")
	if err := os.WriteFile(ll, []byte(staticProgram), 0o644); err != nil {
		t.Fatal(err)
	}
	indexed := regexp.MustCompile(`\t(movl|movslq)\tg\(,%r[a-z0-9]+,4\), %|\tmovl\t%[a-z0-9]+, g\(,%r[a-z0-9]+,4\)\n`)
	for _, static := range []bool{false, true} {
		for _, opts := range []regalloc.Options{{}, {Regs: 4}} {
			asm := compileModel(t, ll, static, opts)
			table := regexp.MustCompile(`\tjmpq\t\*\.Lssara_jt0\(,%r[a-z0-9]+,8\)\n`).Match(asm) &&
				bytes.Contains(asm, []byte("\t.quad\t.LBB"))
			switch {
			case static && (!indexed.Match(asm) || !table):
				t.Errorf("static, %d GPRs: no indexed access to g or no table of addresses:\n%s", opts.Regs, asm)
			case !static && (indexed.Match(asm) || table):
				t.Errorf("pic, %d GPRs: an absolute address:\n%s", opts.Regs, asm)
			}
			if _, err := exec.LookPath("llc-14"); err != nil || testing.Short() {
				continue
			}
			reloc := map[bool]string{false: "pic", true: "static"}[static]
			s := filepath.Join(dir, "llc.s")
			if out, err := exec.Command("llc-14", "-O2", "-relocation-model="+reloc, ll, "-o", s).CombinedOutput(); err != nil {
				t.Fatalf("llc-14: %v\n%s", err, out)
			}
			llcAsm, _ := os.ReadFile(s)
			want := runModel(t, dir, "llc", llcAsm, static)
			if got := runModel(t, dir, "ssara", asm, static); !bytes.Equal(got, want) || len(want) == 0 {
				t.Errorf("%s, %d GPRs: printed %q, llc-14's build %q", reloc, opts.Regs, got, want)
			}
		}
	}
}

// compileModel is compileVec at relocation model static or pic.
func compileModel(t *testing.T, path string, static bool, opts regalloc.Options) []byte {
	t.Helper()
	m, err := llvmir.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sel := lx.NewSelector()
	if static {
		sel = lx.NewStaticSelector()
	}
	mod, err := lower.Lower(m, sel)
	if err != nil {
		t.Fatal(err)
	}
	a, err := regalloc.Lookup("ssa")
	if err != nil {
		t.Fatal(err)
	}
	em := Emitter{Static: static}
	var texts [][]byte
	for i, f := range mod.Funcs {
		f = lx.FitBudget(f, opts.Regs, opts.FPRegs)
		out, _, err := a.Allocate(f, mod.Target, opts)
		if err != nil {
			t.Fatal(err)
		}
		if err := regalloc.Check(f, out, mod.Target, opts); err != nil {
			t.Fatal(err)
		}
		texts = append(texts, em.Func(out, i))
	}
	var buf bytes.Buffer
	if err := em.WriteModule(&buf, mod, texts); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// runModel links asm (without -pie when static) and returns what the
// program printed.
func runModel(t *testing.T, dir, name string, asm []byte, static bool) []byte {
	t.Helper()
	s := filepath.Join(dir, name+".s")
	if err := os.WriteFile(s, asm, 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, name)
	args := []string{s, "-o", exe, "-lm"}
	if static {
		args = append([]string{"-no-pie"}, args...)
	}
	if out, err := exec.Command("cc", args...).CombinedOutput(); err != nil {
		t.Fatalf("cc: %v\n%s", err, out)
	}
	out, err := exec.Command(exe).Output()
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return out
}
