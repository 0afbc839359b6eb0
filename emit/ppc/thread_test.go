package ppc

import (
	"fmt"
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
				named := strings.Count(asm, ", "+lab[1]+"\n") + strings.Count(asm, "\tb "+lab[1]+"\n") +
					strings.Count(asm, "\t.long\t"+lab[1]+"-") // a jump table's entry
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

// TestJumpTablePPC: a switch of enough dense cases jumps through a table
// (lower.SwitchTree, JumpTable) on every PowerPC ABI, a sparse one
// compares, the bounds check falls into the table's block, and each
// prints what its llc-14 build prints under
// qemu-user for values in and around the cases.
func TestJumpTablePPC(t *testing.T) {
	// sw is a function of a switch on %x over values, each case
	// returning its own number; other values return -1.
	sw := func(name string, values []int) string {
		var cases, blocks strings.Builder
		for i, v := range values {
			fmt.Fprintf(&cases, " i32 %d, label %%c%d\n", v, i)
			fmt.Fprintf(&blocks, "c%d:\n  ret i32 %d\n", i, 100+i)
		}
		return fmt.Sprintf("define i32 @%s(i32 %%x) noinline {\nentry:\n  switch i32 %%x, label %%d [%s]\n%sd:\n  ret i32 -1\n}\n", name, cases.String(), blocks.String())
	}
	dense := []int{-3, -2, 0, 1, 2, 4, 5, 7}
	sparse := []int{1, 1000, 50000, 900000}
	for _, ft := range fuzzTargets {
		var main strings.Builder
		main.WriteString(sw("dense", dense) + sw("sparse", sparse) + sw("two", []int{0, 1, 2, 3, 1000, 1001, 1002, 1003}))
		main.WriteString("@fmt = private constant [4 x i8] c\"%d\\0A\\00\"\ndeclare i32 @printf(i8*, ...)\ndefine i32 @main() {\n")
		k := 0
		for _, f := range []string{"dense", "sparse", "two"} {
			for _, v := range []int{-5, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 999, 1000, 1003, 1004, 50000, 900000} {
				fmt.Fprintf(&main, "  %%r%d = call i32 @%s(i32 %d)\n  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i32 0, i32 0), i32 %%r%d)\n", k, f, v, k)
				k++
			}
		}
		main.WriteString("  ret i32 0\n}\n")
		src := moduleHeads[ft.t] + main.String()
		asm := string(compilePPC(t, src, ft.t, regalloc.Options{}))
		// The bounds check falls into the table's block (laid out right
		// after it: SwitchBlockAfter), no jump between.
		intoTable := regexp.MustCompile(`\tbc \d+, \d+, \.LBB\d+_\d+\n\.LBB\d+_\d+:\n\t(lis|addis|lwz) \d+, [^\n]*\n\t[a-z]+ [^\n]*\n\t[a-z]+ [^\n]*\n\t[a-z]+ [^\n]*\n(\t[a-z]+ [^\n]*\n)?\tmtctr`)
		for name, tables := range map[string]int{"dense": 1, "sparse": 0, "two": 2} {
			if n := strings.Count(funcText(asm, name), "\tbctr\n"); n != tables {
				t.Errorf("%s (pic %v): %s jumps through %d tables, want %d:\n%s", ft.t.Name(), ft.t.PIC, name, n, tables, funcText(asm, name))
			}
			if n := len(intoTable.FindAllString(funcText(asm, name), -1)); n != tables {
				t.Errorf("%s (pic %v): %s falls into %d tables, want %d:\n%s", ft.t.Name(), ft.t.PIC, name, n, tables, funcText(asm, name))
			}
		}
		runsLikeLLC(t, ft, src)
	}
}

// TestSwitchZeroExtended: a switch on a byte whose cases are all
// nonnegative compares the loaded byte itself (lbz zero-extends), as
// llc-14 does, where sign-extending it first took an extsb (vm.O2's
// dispatch); so does a switch on a byte masked by andi. (no clrldi
// after it). Cases with a negative value (-2, or 200 as an i8) keep the
// sign extension. Every byte value goes through each switch, under qemu
// against llc-14 on the three ABIs.
func TestSwitchZeroExtended(t *testing.T) {
	sw := func(name, pre string, values []int) string {
		var cases, blocks strings.Builder
		for i, v := range values {
			fmt.Fprintf(&cases, " i8 %d, label %%c%d\n", v, i)
			fmt.Fprintf(&blocks, "c%d:\n  ret i32 %d\n", i, 100+i)
		}
		x := "%b"
		if pre != "" {
			x = "%x"
		}
		return fmt.Sprintf("define i32 @%s(i8* %%p) noinline {\nentry:\n  %%b = load i8, i8* %%p\n%s  switch i8 %s, label %%d [%s]\n%sd:\n  ret i32 -1\n}\n",
			name, pre, x, cases.String(), blocks.String())
	}
	const plain = ""
	const masked = "  %x = and i8 %b, 15\n"
	for _, ft := range fuzzTargets {
		var main strings.Builder
		main.WriteString(sw("nonneg", plain, []int{0, 1, 2, 3, 5, 6, 7}) + sw("masked", masked, []int{0, 1, 2, 4, 5, 6, 9}) +
			sw("neg", plain, []int{-2, -1, 0, 1, 3, 4, 5}) + sw("high", plain, []int{200, 201, 202, 204, 205, 207}))
		main.WriteString("@fmt = private constant [4 x i8] c\"%d\\0A\\00\"\ndeclare i32 @printf(i8*, ...)\n")
		main.WriteString("define i32 @main() {\nentry:\n  %cell = alloca i8\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %n, %loop ]\n  %v = trunc i32 %i to i8\n  store volatile i8 %v, i8* %cell\n")
		for _, f := range []string{"nonneg", "masked", "neg", "high"} {
			fmt.Fprintf(&main, "  %%r%s = call i32 @%s(i8* %%cell)\n  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i32 0, i32 0), i32 %%r%s)\n", f, f, f)
		}
		main.WriteString("  %n = add i32 %i, 1\n  %more = icmp ult i32 %n, 256\n  br i1 %more, label %loop, label %done\ndone:\n  ret i32 0\n}\n")
		src := moduleHeads[ft.t] + main.String()
		asm := string(compilePPC(t, src, ft.t, regalloc.Options{}))
		for _, f := range []string{"nonneg", "masked"} {
			if text := funcText(asm, f); strings.Contains(text, "extsb") || strings.Contains(text, "clrl") {
				t.Errorf("%s (pic %v): %s extends the switched byte:\n%s", ft.t.Name(), ft.t.PIC, f, text)
			}
		}
		for _, f := range []string{"neg", "high"} {
			if text := funcText(asm, f); !strings.Contains(text, "extsb") {
				t.Errorf("%s (pic %v): %s does not sign-extend the switched byte:\n%s", ft.t.Name(), ft.t.PIC, f, text)
			}
		}
		runsLikeLLC(t, ft, src)
	}
}

// TestGotoDispatchCopied: a short block that ends in a computed goto (an
// interpreter's dispatch) is copied in place of the jumps to it, up to
// 20 lines (maxGotoTail, llc-14's tail-dup-indirect-size), so each
// handler jumps through the table itself, and a switch's jump table is
// not: on the ppc64le corpus files below ssara writes as many bctr as
// llc-14 does (without the copies gotos.O2 had 7 against llc-14's 20; copying
// jump tables too gave switch.O2 13 against its 6).
func TestGotoDispatchCopied(t *testing.T) {
	for _, tt := range []struct {
		file string
		tg   p.Target
		want int // llc-14 -O2's bctr
	}{
		{"ppc64le/gotos.O2.ll", p.PPC64LE, 20},
		{"ppc64le/switch.O2.ll", p.PPC64LE, 6},
	} {
		src, err := os.ReadFile(filepath.Join("../../testdata/ll", tt.file))
		if err != nil {
			t.Fatal(err)
		}
		asm := string(compilePPC(t, string(src), tt.tg, regalloc.Options{}))
		if n := strings.Count(asm, "\tbctr\n"); n != tt.want {
			t.Errorf("%s: %d bctr, want %d", tt.file, n, tt.want)
		}
	}
}
