package driver

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/regalloc"
)

// foldedReload is a folded reload as emit/x86 prints it (and llc-14):
// an instruction reading a frame slot, with llc's comment.
var foldedReload = regexp.MustCompile(`(?m)^\t[a-z]+\t-?[0-9]+\(%r[bs]p\), %[a-z0-9]+ +# 8-byte Folded Reload$`)

// foldedSpill is a folded spill as emit/x86 prints it (and llc-14): a
// two-address operation whose destination is a frame slot.
var foldedSpill = regexp.MustCompile(`(?m)^\t[a-z]+q\t(%[a-z0-9]+|\$-?[0-9]+), -?[0-9]+\(%r[bs]p\) +# 8-byte Folded Spill$|^\t(neg|not)q\t-?[0-9]+\(%r[bs]p\) +# 8-byte Folded Spill$`)

// TestFoldedReloadX86: at SSA level 4 under pressure, reloads used once
// by an instruction that can read memory are folded into it, and so are
// a reload and a spill around a two-address operation that can write
// memory: the emitted x86-64 text has memory-operand instructions marked
// "Folded Reload" (none with -ssa-fold=false), in wide.O2 and asm.O2
// also "Folded Spill" (none with -ssa-fold=false), the allocation passes
// the checker, and the program runs like its llc-14 build.
func TestFoldedReloadX86(t *testing.T) {
	need(t, "llc-14", "cc")
	spills := map[string]bool{"wide.O2": true, "asm.O2": true}
	for _, file := range []string{"structs.O2", "wide.O2", "switch.O2", "asm.O2"} {
		t.Run(file, func(t *testing.T) {
			ll := filepath.Join("../../../testdata/ll/x86_64", file+".ll")
			dir := t.TempDir()
			want := oracle(t, ll, dir)
			m, err := llvmir.ReadFile(ll)
			if err != nil {
				t.Fatal(err)
			}
			for _, noFold := range []bool{false, true} {
				opts := regalloc.Options{Level: 4, Regs: 4, SSA: regalloc.SSAOptions{NoFold: noFold}}
				res, _, err := Compile(m, &Config{Regalloc: "ssa", Opts: opts, Verify: true, Jobs: 1})
				if err != nil {
					t.Fatal(err)
				}
				n := len(foldedReload.FindAll(res.Asm, -1))
				ns := len(foldedSpill.FindAll(res.Asm, -1))
				switch {
				case noFold && n+ns > 0:
					t.Fatalf("-ssa-fold=false: %d folded reloads, %d folded spills", n, ns)
				case !noFold && n == 0:
					t.Fatalf("no folded reload in the x86 text")
				case !noFold && spills[file] && ns == 0:
					t.Fatalf("no folded spill in the x86 text")
				case bytes.Count(res.Asm, []byte("Folded Spill")) != ns:
					t.Fatalf("%d folded spills, %d of them in the expected form", bytes.Count(res.Asm, []byte("Folded Spill")), ns)
				}
				s, exe := filepath.Join(dir, "ssara.s"), filepath.Join(dir, "ssara.exe")
				if err := os.WriteFile(s, res.Asm, 0o644); err != nil {
					t.Fatal(err)
				}
				build(t, s, exe)
				if got := runBinary(t, exe); got != want {
					t.Fatalf("-ssa-fold=%v (%d folded reloads): output differs from llc-14's\n--- llc-14\n%s\n--- ssara\n%s", !noFold, n, want, got)
				}
				t.Logf("-ssa-fold=%v: %d folded reloads, %d folded spills", !noFold, n, ns)
			}
		})
	}
}
