package ppc

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	p "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/regalloc"
)

// TestThreadPPC: after emit.Thread no branch lands on a block that only
// jumps (one that a block falls into may stay), no block jumps to the one laid out after it, and no block is
// left that nothing reaches, on corpus files with many edge blocks
// (their runs against llc-14's builds are the driver's corpus tests).
func TestThreadPPC(t *testing.T) {
	jumpOnly := regexp.MustCompile(`\n(\.LBB[0-9_]+):\n\tb (\.LBB[0-9_]+)\n`)
	toNext := regexp.MustCompile(`\n\tb (\.LBB[0-9_]+)\n(\.LBB[0-9_]+):\n`)
	for _, tt := range []struct {
		file string
		tg   p.Target
	}{
		{"ppc64le/hash.O2.ll", p.PPC64LE},
		{"ppc64le/switch.O1.ll", p.PPC64LE},
		{"ppc32/hash.O2.ll", p.PPC32},
		{"ppc32/dp.O2.ll", p.PPC32},
	} {
		src, err := os.ReadFile(filepath.Join("../../testdata/ll", tt.file))
		if err != nil {
			t.Fatal(err)
		}
		for _, opts := range []regalloc.Options{{}, {Regs: 4}} {
			asm := string(compilePPC(t, string(src), tt.tg, opts))
			for _, m := range jumpOnly.FindAllStringSubmatch(asm, -1) {
				if strings.Contains(asm, ", "+m[1]+"\n") || strings.Contains(asm, "\tb "+m[1]+"\n") {
					t.Errorf("%s regs=%d: a branch to %s, which only jumps to %s", tt.file, opts.Regs, m[1], m[2])
				}
			}
			for _, m := range toNext.FindAllStringSubmatch(asm, -1) {
				if m[1] == m[2] {
					t.Errorf("%s regs=%d: a jump to %s, the next block", tt.file, opts.Regs, m[1])
				}
			}
			for _, lab := range regexp.MustCompile(`\n(\.LBB[0-9_]+):\n`).FindAllStringSubmatch(asm, -1) {
				named := strings.Count(asm, ", "+lab[1]+"\n") + strings.Count(asm, "\tb "+lab[1]+"\n")
				// A block nothing names is reached by falling into it:
				// the line before its label is no jump or return.
				before := asm[:strings.Index(asm, "\n"+lab[1]+":\n")]
				last := before[strings.LastIndexByte(before, '\n')+1:]
				if named == 0 && (strings.HasPrefix(last, "\tb ") || last == "\tblr" || last == "\tbctr") {
					t.Errorf("%s regs=%d: block %s is not reached", tt.file, opts.Regs, lab[1])
				}
			}
		}
	}
}
