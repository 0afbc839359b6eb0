package driver

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/regalloc"
)

// ppcTarget is one PowerPC triple of the differential corpus.
type ppcTarget struct {
	dir, march string
	gcc, qemu  string
	sysroot    string
	// ssaraLink are extra link flags for ssara's output (ppc32 code is
	// position-dependent).
	ssaraLink []string
}

var ppcTargets = []ppcTarget{
	{dir: "ppc64le", march: "ppc64le", gcc: "powerpc64le-linux-gnu-gcc", qemu: "qemu-ppc64le", sysroot: "/usr/powerpc64le-linux-gnu"},
	{dir: "ppc32", march: "ppc32", gcc: "powerpc-linux-gnu-gcc", qemu: "qemu-ppc", sysroot: "/usr/powerpc-linux-gnu", ssaraLink: []string{"-no-pie"}},
}

// knownUnsupportedPPC lists corpus files (target/name) that use IR the
// PowerPC back end rejects, with the construct. The test fails if one of
// them starts to compile, so the list stays true.
var knownUnsupportedPPC = map[string]string{
	"ppc64le/vec_ext.O0":    "vector call results in more registers than the ABI has",
	"ppc64le/vec_ext.O1":    "vector call results in more registers than the ABI has",
	"ppc64le/vec_ext.O2":    "vector call results in more registers than the ABI has",
	"ppc64le/wide.O0":       "i128",
	"ppc64le/wide.O1":       "i128",
	"ppc64le/wide.O2":       "i128",
	"ppc64le/longdouble.O0": "ppc_fp128",
	"ppc64le/longdouble.O1": "ppc_fp128",
	"ppc64le/longdouble.O2": "ppc_fp128",
	"ppc32/longdouble.O0":   "ppc_fp128",
	"ppc32/longdouble.O1":   "ppc_fp128",
	"ppc32/longdouble.O2":   "ppc_fp128",
	"ppc32/vec_ext.O0":      "vector call results in more registers than the ABI has",
	"ppc32/vec_ext.O1":      "vector call results in more registers than the ABI has",
	"ppc32/vec_ext.O2":      "vector call results in more registers than the ABI has",
	"ppc32/atomics.O0":      "8-bit cmpxchg (no lbarx on 32-bit PowerPC)",
	"ppc32/wide.O0":         "i144",
	"ppc32/wide.O1":         "i144",
	"ppc32/wide.O2":         "i144",
}

// knownBudgetFailPPC lists files (target/name allocator@regs) where an
// allocator reports that the register budget is below what an
// instruction needs (an AllocError, not a wrong program). The test fails
// if one of them starts to allocate, so the list stays true.
var knownBudgetFailPPC = map[string]string{
	"ppc32/bits.O2 ssa@4": "no register left for the reload of a tied select operand",
}

// ppcRun builds asm with the target's cross gcc and runs it under
// qemu-user, returning output and exit status in the oracle's format.
func ppcRun(t *testing.T, tg ppcTarget, asm, exe string, link []string) string {
	t.Helper()
	args := append([]string{asm, "-o", exe}, link...)
	args = append(args, "-lm")
	if out, err := exec.Command(tg.gcc, args...).CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", tg.gcc, asm, err, out)
	}
	cmd := exec.Command(tg.qemu, "-L", tg.sysroot, exe)
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &out
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("run %s: %v", exe, err)
	}
	return fmt.Sprintf("%sexit=%d\n", out.String(), code)
}

// ppcConfigs are the allocator settings each file is run with: the SSA
// allocator at the full register file and at 8 and 4 GPRs, and every
// other registered allocator at the full file and 4 GPRs (-short: SSA at
// the full file and 4).
func ppcConfigs() []struct {
	ra   string
	regs int
} {
	type cfg = struct {
		ra   string
		regs int
	}
	if testing.Short() {
		return []cfg{{"ssa", 0}, {"ssa", 4}}
	}
	out := []cfg{{"ssa", 0}, {"ssa", 8}, {"ssa", 4}}
	for _, n := range regalloc.Names() {
		if n != "ssa" {
			out = append(out, cfg{n, 0}, cfg{n, 4})
		}
	}
	return out
}

// TestCorpusPPC compiles every PowerPC file of testdata/ll with ssara,
// checks every allocation, runs the program under qemu-user and compares
// its output and exit status with the llc-14 build of the same file.
func TestCorpusPPC(t *testing.T) {
	for _, tg := range ppcTargets {
		tg := tg
		t.Run(tg.dir, func(t *testing.T) {
			need(t, "llc-14", tg.gcc, tg.qemu)
			files, _ := filepath.Glob("../../../testdata/ll/" + tg.dir + "/*.ll")
			if len(files) == 0 {
				t.Fatal("no corpus files: run testdata/regen.sh")
			}
			for _, ll := range files {
				ll := ll
				name := strings.TrimSuffix(filepath.Base(ll), ".ll")
				t.Run(name, func(t *testing.T) {
					t.Parallel()
					ppcCorpusFile(t, tg, ll, tg.dir+"/"+name)
				})
			}
		})
	}
}

func ppcCorpusFile(t *testing.T, tg ppcTarget, ll, key string) {
	dir := t.TempDir()
	m, err := llvmir.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	want := ""
	for _, c := range ppcConfigs() {
		res, _, err := Compile(m, &Config{March: tg.march, Regalloc: c.ra, Opts: regalloc.Options{Regs: c.regs}, Verify: true, Jobs: 1})
		if why, ok := knownUnsupportedPPC[key]; ok {
			if err == nil {
				t.Fatalf("%s compiles now: remove it from knownUnsupportedPPC (%s)", key, why)
			}
			if !strings.Contains(err.Error(), "unsupported") {
				t.Fatalf("expected an 'unsupported' error (%s), got: %v", why, err)
			}
			return
		}
		if why, ok := knownBudgetFailPPC[fmt.Sprintf("%s %s@%d", key, c.ra, c.regs)]; ok {
			if err == nil {
				t.Fatalf("%s %s@%d allocates now: remove it from knownBudgetFailPPC (%s)", key, c.ra, c.regs, why)
			}
			if _, ok := errors.Cause(err).(*regalloc.AllocError); !ok {
				t.Fatalf("%s %s@%d: expected an AllocError (%s), got: %v", key, c.ra, c.regs, why, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s regs=%d: %v", c.ra, c.regs, err)
		}
		if want == "" {
			s := filepath.Join(dir, "llc.s")
			if out, err := exec.Command("llc-14", "-O2", "-relocation-model=pic", ll, "-o", s).CombinedOutput(); err != nil {
				t.Fatalf("llc-14 %s: %v\n%s", ll, err, out)
			}
			want = ppcRun(t, tg, s, filepath.Join(dir, "llc.exe"), nil)
		}
		got, ok := seen[string(res.Asm)]
		if !ok {
			s := filepath.Join(dir, "ssara.s")
			if err := os.WriteFile(s, res.Asm, 0o644); err != nil {
				t.Fatal(err)
			}
			got = ppcRun(t, tg, s, filepath.Join(dir, "ssara.exe"), tg.ssaraLink)
			seen[string(res.Asm)] = got
		}
		if got != want {
			t.Fatalf("%s regs=%d: output differs from llc-14's\n--- llc-14\n%s\n--- ssara\n%s", c.ra, c.regs, want, got)
		}
	}
}
