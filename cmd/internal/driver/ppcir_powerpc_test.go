package driver

import (
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/regalloc"
)

// Helpers of the PowerPC tests that write their IR by hand
// (multiword_powerpc_test.go, oddwidth_powerpc_test.go) or compile C
// (vecresult_powerpc_test.go).

// clangPPC compiles the C file src for tg at lvl (-O0, -O2) into the IR
// file ll.
func clangPPC(t *testing.T, tg ppcTarget, src, lvl, ll string) {
	t.Helper()
	if out, err := exec.Command("clang-14", "--target="+strings.TrimSuffix(tg.gcc, "-gcc"), lvl, "-S", "-emit-llvm",
		"-I", tg.sysroot+"/include", src, "-o", ll).CombinedOutput(); err != nil {
		t.Fatalf("clang-14: %v\n%s", err, out)
	}
}

// forPPCLevels writes the C program to name.c in a temporary directory,
// compiles it for tg at -O0 and -O2 (clangPPC) and calls check with the
// directory, the level and the IR file of each.
func forPPCLevels(t *testing.T, tg ppcTarget, name, program string, check func(dir, lvl, ll string)) {
	t.Helper()
	dir := t.TempDir()
	src := filepath.Join(dir, name+".c")
	if err := os.WriteFile(src, []byte(program), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, lvl := range []string{"-O0", "-O2"} {
		ll := filepath.Join(dir, name+lvl+".ll")
		clangPPC(t, tg, src, lvl, ll)
		check(dir, lvl, ll)
	}
}

// signedMod returns x modulo 2^w as a signed decimal (an IR constant).
func signedMod(x *big.Int, w int) string {
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	v := new(big.Int).Mod(x, mod)
	if v.Cmp(new(big.Int).Rsh(mod, 1)) >= 0 {
		v.Sub(v, mod)
	}
	return v.String()
}

// writeValsIR writes the internal global @vals, an array of the iW
// values vals (a global, so that nothing folds them).
func writeValsIR(b *strings.Builder, w int, vals []*big.Int) {
	fmt.Fprintf(b, "@vals = internal global [%d x i%d] [", len(vals), w)
	for i, v := range vals {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(b, "i%d %s", w, signedMod(v, w))
	}
	b.WriteString("]\n")
}

// writePairLoopIR writes @main, which runs body for every pair (%i, %j)
// of the n values of @vals with %pa and %pb pointing at them; body ends
// with a branch to %next.
func writePairLoopIR(b *strings.Builder, w, n int, body string) {
	ty := fmt.Sprintf("[%d x i%d]", n, w)
	fmt.Fprintf(b, `define i32 @main() {
entry:
  br label %%outer
outer:
  %%i = phi i32 [ 0, %%entry ], [ %%i1, %%outer.next ]
  br label %%inner
inner:
  %%j = phi i32 [ 0, %%outer ], [ %%j1, %%next ]
  %%pa = getelementptr %s, %s* @vals, i32 0, i32 %%i
  %%pb = getelementptr %s, %s* @vals, i32 0, i32 %%j
%snext:
  %%j1 = add i32 %%j, 1
  %%jd = icmp eq i32 %%j1, %d
  br i1 %%jd, label %%outer.next, label %%inner
outer.next:
  %%i1 = add i32 %%i, 1
  %%id = icmp eq i32 %%i1, %d
  br i1 %%id, label %%done, label %%outer
done:
  ret i32 0
}
`, ty, ty, ty, ty, body, n, n)
}

// checkPPCModule builds ll with llc-14 -O2 and runs it under qemu-user,
// then compiles it with each allocator at the full register file and at
// 4 GPRs, every allocation checked, and fails the test where a build's
// output differs from llc-14's build's; it returns that output. label
// names the module in messages.
func checkPPCModule(t *testing.T, tg ppcTarget, dir, ll, label string, allocators []string) string {
	t.Helper()
	s := filepath.Join(dir, "llc.s")
	if out, err := exec.Command("llc-14", "-O2", "-relocation-model=pic", ll, "-o", s).CombinedOutput(); err != nil {
		t.Fatalf("llc-14 %s: %v\n%s", label, err, out)
	}
	want := ppcRun(t, tg, s, filepath.Join(dir, "llc.exe"), nil)
	checkPPCModuleAgainst(t, tg, dir, ll, label, allocators, want)
	return want
}

// checkPPCModuleAgainst is checkPPCModule with the output of another
// build as the oracle.
func checkPPCModuleAgainst(t *testing.T, tg ppcTarget, dir, ll, label string, allocators []string, want string) {
	t.Helper()
	m, err := llvmir.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	for _, ra := range allocators {
		for _, regs := range []int{0, 4} {
			res, _, err := Compile(m, &Config{March: tg.march, Regalloc: ra, RelocModel: "pic",
				Opts: regalloc.Options{Regs: regs}, Verify: true, Jobs: 1})
			if err != nil {
				t.Fatalf("%s %s regs=%d: %v", label, ra, regs, err)
			}
			s := filepath.Join(dir, "ssara.s")
			if err := os.WriteFile(s, res.Asm, 0o644); err != nil {
				t.Fatal(err)
			}
			if got := ppcRun(t, tg, s, filepath.Join(dir, "ssara.exe"), nil); got != want {
				t.Errorf("%s %s regs=%d: output differs from the oracle's\n%s", label, ra, regs, firstDiff(want, got))
			}
		}
	}
}

// firstDiff shows the first line where got differs from want.
func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d: want %q, ssara %q", i+1, w, g)
		}
	}
	return "the same"
}
