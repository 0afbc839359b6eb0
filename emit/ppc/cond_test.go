package ppc

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"

	p "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/regalloc"
)

// condFuncs are functions of two operands whose result is a condition's
// 0 or 1, or a select on one; condPairs the operands main tries.
var condFuncs = []struct {
	name, bits, body string
}{
	{"eq", "i32", "%c = icmp eq i32 %a, %b\n  %r = zext i1 %c to i32"},
	{"ne", "i32", "%c = icmp ne i32 %a, %b\n  %r = zext i1 %c to i32"},
	{"eq0", "i32", "%c = icmp eq i32 %a, 0\n  %r = zext i1 %c to i32"},
	{"ne0", "i32", "%c = icmp ne i32 %a, 0\n  %r = zext i1 %c to i32"},
	{"eq5", "i32", "%c = icmp eq i32 %a, 5\n  %r = zext i1 %c to i32"},
	{"eqm3", "i32", "%c = icmp eq i32 %a, -3\n  %r = zext i1 %c to i32"},
	{"equ16", "i32", "%c = icmp eq i32 %a, 65535\n  %r = zext i1 %c to i32"},
	{"slt", "i32", "%c = icmp slt i32 %a, %b\n  %r = zext i1 %c to i32"},
	{"uge", "i32", "%c = icmp uge i32 %a, %b\n  %r = zext i1 %c to i32"},
	{"sel", "i32", "%c = icmp sgt i32 %a, %b\n  %r = select i1 %c, i32 %b, i32 %a"},
	{"selne", "i32", "%c = icmp ne i32 %a, 7\n  %r = select i1 %c, i32 %a, i32 %b"},
	{"eq64", "i64", "%c = icmp eq i64 %a, %b\n  %r = zext i1 %c to i64"},
	{"eq64m1", "i64", "%c = icmp eq i64 %a, -1\n  %r = zext i1 %c to i64"},
	{"sel64", "i64", "%c = icmp ult i64 %a, %b\n  %r = select i1 %c, i64 %a, i64 %b"},
}

var condPairs = [][2]int64{{0, 0}, {5, 5}, {5, 0}, {-3, -3}, {-3, 3}, {65535, 65535}, {7, -1}, {-1, -1}, {-2147483648, 2147483647}, {4294967301, 5}, {-4294967296, 0}}

// condModule is a module of condFuncs and a main that prints a hash of
// their results on condPairs.
func condModule(head string) string {
	var sb strings.Builder
	sb.WriteString(head)
	sb.WriteString("@fmt = private constant [4 x i8] c\"%x\\0A\\00\"\ndeclare i32 @printf(i8*, ...)\n")
	for _, f := range condFuncs {
		fmt.Fprintf(&sb, "define %s @%s(%s %%a, %s %%b) noinline {\n  %s\n  ret %s %%r\n}\n", f.bits, f.name, f.bits, f.bits, f.body, f.bits)
	}
	sb.WriteString("define i32 @main() {\n  %h0 = add i32 0, 0\n")
	h := 0
	for _, pr := range condPairs {
		for _, f := range condFuncs {
			a, b := pr[0], pr[1]
			if f.bits == "i32" {
				a, b = int64(int32(a)), int64(int32(b))
			}
			fmt.Fprintf(&sb, "  %%r%d = call %s @%s(%s %d, %s %d)\n", h, f.bits, f.name, f.bits, a, f.bits, b)
			v := fmt.Sprintf("%%r%d", h)
			if f.bits == "i64" {
				fmt.Fprintf(&sb, "  %%x%d = xor i64 %%r%d, %%r%d\n  %%s%d = lshr i64 %%r%d, 32\n  %%y%d = xor i64 %%x%d, %%s%d\n  %%t%d = trunc i64 %%y%d to i32\n",
					h, h, h, h, h, h, h, h, h, h)
				fmt.Fprintf(&sb, "  %%x%d_ = trunc i64 %%r%d to i32\n  %%t%d_ = xor i32 %%t%d, %%x%d_\n", h, h, h, h, h)
				v = fmt.Sprintf("%%t%d_", h)
			}
			fmt.Fprintf(&sb, "  %%m%d = mul i32 %%h%d, 31\n  %%h%d = add i32 %%m%d, %s\n", h, h, h+1, h, v)
			h++
		}
	}
	fmt.Fprintf(&sb, "  %%p = getelementptr [4 x i8], [4 x i8]* @fmt, i32 0, i32 0\n  call i32 (i8*, ...) @printf(i8* %%p, i32 %%h%d)\n  ret i32 0\n}\n", h)
	return sb.String()
}

// TestBranchlessConditions: ppc64le makes a condition's 0 or 1 and an
// integer select without a branch (isel, or for equality the leading
// zeros of the difference, as llc-14 does), ppc32 equality too; each
// function's text says so, and the programs print what their llc-14
// builds print under qemu-user.
func TestBranchlessConditions(t *testing.T) {
	heads := map[p.Target]string{
		p.PPC64LE: "target datalayout = \"e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512\"\ntarget triple = \"powerpc64le-unknown-linux-gnu\"\n",
		p.PPC32:   "target datalayout = \"E-m:e-p:32:32-i64:64-n32\"\ntarget triple = \"powerpc-unknown-linux-gnu\"\n",
	}
	for _, ft := range fuzzTargets {
		head, ok := heads[ft.t]
		if !ok {
			continue
		}
		src := condModule(head)
		for _, opts := range []regalloc.Options{{}, {Regs: 4}} {
			asm := string(compilePPC(t, src, ft.t, opts))
			for _, f := range condFuncs {
				body := funcText(asm, f.name)
				// Every function on ppc64le; on ppc32 equality and
				// inequality of one word (its i64 compares are of two).
				branchless := ft.t == p.PPC64LE || f.bits == "i32" && (strings.HasPrefix(f.name, "eq") || strings.HasPrefix(f.name, "ne"))
				if got := strings.Contains(body, "\tbc "); branchless && got {
					t.Errorf("%s regs=%d: %s branches:\n%s", ft.t.Name(), opts.Regs, f.name, body)
				}
				if strings.HasPrefix(f.name, "eq") && branchless && !strings.Contains(body, "cntlz") {
					t.Errorf("%s regs=%d: %s without cntlz:\n%s", ft.t.Name(), opts.Regs, f.name, body)
				}
				if ft.t == p.PPC32 && strings.Contains(body, "isel") {
					t.Errorf("ppc32 regs=%d: %s uses isel, which its cpu lacks:\n%s", opts.Regs, f.name, body)
				}
			}
			if _, err := exec.LookPath(ft.qemu); err != nil || testing.Short() {
				continue
			}
			dir := t.TempDir()
			want := runLLC(t, ft.gcc, ft.qemu, ft.root, dir, src)
			if got := runPPC(t, ft.gcc, ft.qemu, ft.root, dir, "ssara", []byte(asm), ft.link); got != want {
				t.Errorf("%s regs=%d: printed %q, llc-14's build %q", ft.t.Name(), opts.Regs, got, want)
			}
		}
	}
}

// funcText is the text of function name in asm, from its label to the
// next .size.
func funcText(asm, name string) string {
	i := strings.Index(asm, "\n"+name+":\n")
	if i < 0 {
		return ""
	}
	rest := asm[i:]
	if j := strings.Index(rest, ".size"); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

// TestCallTOCNop: a ppc64le call is followed by a nop (where the linker
// may put a TOC restore) unless the callee is a strong definition of the
// module that binds locally, as llc-14 decides.
func TestCallTOCNop(t *testing.T) {
	tests := []struct {
		def string
		nop bool
	}{
		{"define dso_local void @c() noinline { ret void }", false},
		{"define internal void @c() noinline { ret void }", false},
		{"define private void @c() noinline { ret void }", false},
		{"define void @c() noinline { ret void }", true},
		{"define weak dso_local void @c() noinline { ret void }", true},
		{"define linkonce_odr dso_local void @c() noinline { ret void }", true},
		{"declare dso_local void @c()", true},
		{"declare void @c()", true},
	}
	head := "target datalayout = \"e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512\"\ntarget triple = \"powerpc64le-unknown-linux-gnu\"\n"
	for _, tt := range tests {
		src := head + tt.def + "\ndefine dso_local void @f() {\n  call void @c()\n  ret void\n}\n"
		body := funcText(string(compilePPC(t, src, p.PPC64LE, regalloc.Options{})), "f")
		if got := strings.Contains(body, "\tnop\n"); got != tt.nop || !strings.Contains(body, "\tbl ") {
			t.Errorf("%s: nop after the call %v, want %v:\n%s", tt.def, got, tt.nop, body)
		}
	}
}
