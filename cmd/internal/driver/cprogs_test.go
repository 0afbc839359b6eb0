package driver

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
)

// cTarget is a target a C program of cProgs is built for.
type cTarget struct {
	march, triple string
	ppc           *ppcTarget // nil for x86-64
}

var cTargets = []cTarget{
	{march: "x86-64", triple: "x86_64-linux-gnu"},
	{march: "ppc64le", triple: "powerpc64le-linux-gnu", ppc: &ppcTargets[0]},
	{march: "ppc32", triple: "powerpc-linux-gnu", ppc: &ppcTargets[1]},
}

// cProg is a C program that exercises one construct of "the C that real
// programs use" (issue 17): it is compiled by clang-14 at -O0, -O1 and
// -O2 for each of its targets, built with ssara (the SSA allocator, the
// checker on) and llc-14, and both builds must print the same and exit
// with the same status. want, if set, is a string the ssara assembly
// must contain at every level (the construct is really there).
type cProg struct {
	name    string
	targets []string // -march names; all when empty
	src     string
	want    string
}

var cProgs = []cProg{
	{name: "alias", want: ".set ", src: `#include <stdio.h>
int real_var = 42;
int arr[4] = {1, 2, 3, 4};
int real_fn(int x) { return x + 1; }
static int helper(int x) { return x * 3; }
extern int alias_var __attribute__((alias("real_var")));
extern int alias_fn(int) __attribute__((alias("real_fn")));
int weak_fn(int) __attribute__((weak, alias("real_fn")));
int static_alias(int) __attribute__((alias("helper")));
extern int hidden_var __attribute__((alias("real_var"), visibility("hidden")));
int (*volatile fp)(int) = alias_fn;
int main(void) {
  alias_var += 1;
  printf("%d %d %d %d %d %d\n", real_var, alias_fn(1), weak_fn(2), static_alias(3), fp(4), hidden_var);
  return alias_fn(0) == 1 ? 0 : 1;
}
`},
}

// cBuild compiles src for tg at level opt and returns the .ll file.
func cBuild(t *testing.T, dir string, tg cTarget, opt, src string) string {
	t.Helper()
	c := filepath.Join(dir, "prog.c")
	if err := os.WriteFile(c, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	ll := filepath.Join(dir, "prog."+opt+".ll")
	args := []string{"--target=" + tg.triple, "-" + opt, "-S", "-emit-llvm", c, "-o", ll}
	if tg.ppc != nil {
		args = append(args, "-isystem", tg.ppc.sysroot+"/include")
	}
	if out, err := exec.Command("clang-14", args...).CombinedOutput(); err != nil {
		t.Fatalf("clang-14 %v: %v\n%s", args, err, out)
	}
	return ll
}

// runC builds ll with llc-14 and with ssara for tg and returns both
// programs' outputs and ssara's assembly.
func runC(t *testing.T, dir string, tg cTarget, ll string) (want, got, asm string) {
	t.Helper()
	m, err := llvmir.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	res, _, err := Compile(m, &Config{March: tg.march, Regalloc: "ssa", Verify: true, Jobs: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := filepath.Join(dir, "ssara.s")
	if err := os.WriteFile(s, res.Asm, 0o644); err != nil {
		t.Fatal(err)
	}
	if tg.ppc == nil {
		want = oracle(t, ll, dir)
		exe := filepath.Join(dir, "ssara.exe")
		build(t, s, exe)
		return want, runBinary(t, exe), string(res.Asm)
	}
	ls := filepath.Join(dir, "llc.s")
	if out, err := exec.Command("llc-14", "-O2", "-relocation-model=pic", ll, "-o", ls).CombinedOutput(); err != nil {
		t.Fatalf("llc-14 %s: %v\n%s", ll, err, out)
	}
	want = ppcRun(t, *tg.ppc, ls, filepath.Join(dir, "llc.exe"), nil)
	got = ppcRun(t, *tg.ppc, s, filepath.Join(dir, "ssara.exe"), tg.ppc.ssaraLink)
	return want, got, string(res.Asm)
}

// TestCPrograms runs cProgs.
func TestCPrograms(t *testing.T) {
	need(t, "clang-14", "llc-14", "cc")
	for _, p := range cProgs {
		for _, tg := range cTargets {
			if len(p.targets) > 0 && !contains(p.targets, tg.march) {
				continue
			}
			p, tg := p, tg
			t.Run(p.name+"/"+tg.march, func(t *testing.T) {
				if tg.ppc != nil {
					need(t, tg.ppc.gcc, tg.ppc.qemu)
				}
				for _, opt := range []string{"O0", "O1", "O2"} {
					dir := t.TempDir()
					ll := cBuild(t, dir, tg, opt, p.src)
					want, got, asm := runC(t, dir, tg, ll)
					if got != want {
						t.Errorf("-%s: ssara's build printed %q, llc-14's %q", opt, got, want)
					}
					if p.want != "" && !strings.Contains(asm, p.want) {
						t.Errorf("-%s: ssara's assembly lacks %q", opt, p.want)
					}
				}
			})
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
