package driver

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/backend"
	"github.com/ssara-project/ssara/regalloc"
)

// TestParseFlagsArgs: llc's argument syntax: flags and inputs in any
// order, one or two dashes, "=value" or a separate value, "-" for
// standard input, "--" before inputs, and the defaults llc has.
func TestParseFlagsArgs(t *testing.T) {
	for _, tc := range []struct {
		args                   []string
		in, out, ra, reloc, ft string
		opt, jobs, level       int
		verify                 bool
	}{
		{[]string{"prog.ll", "-o", "prog.s"}, "prog.ll", "prog.s", "ssa", "static", "asm", 2, 0, 0, false},
		{[]string{"prog.ll"}, "prog.ll", "prog.s", "ssa", "static", "asm", 2, 0, 0, false},
		{[]string{"-", "-o", "-"}, "-", "-", "ssa", "static", "asm", 2, 0, 0, false},
		{nil, "-", "-", "ssa", "static", "asm", 2, 0, 0, false},
		{[]string{"-O2", "-relocation-model=pic", "-filetype=obj", "x.ll", "-o", "x.o"}, "x.ll", "x.o", "ssa", "pic", "obj", 2, 0, 0, false},
		{[]string{"-filetype", "obj", "dir/x.ll"}, "dir/x.ll", "dir/x.o", "ssa", "static", "obj", 2, 0, 0, false},
		{[]string{"--regalloc", "simple", "x.ll", "--verify", "--o=y.s", "-j4"}, "x.ll", "y.s", "simple", "static", "asm", 2, 4, 0, true},
		{[]string{"-j", "3", "-O", "1", "x.ll"}, "x.ll", "x.s", "ssa", "static", "asm", 1, 3, 0, false},
		{[]string{"-O=3", "-ssa-level=1", "x.ll"}, "x.ll", "x.s", "ssa", "static", "asm", 3, 0, 1, false},
		{[]string{"-O0", "x.ll"}, "x.ll", "x.s", "local", "static", "asm", 0, 0, 0, false},
		{[]string{"-O0", "-regalloc=irc", "x.ll"}, "x.ll", "x.s", "irc", "static", "asm", 0, 0, 0, false},
		{[]string{"-o", "out.s", "--", "-weird.ll"}, "-weird.ll", "out.s", "ssa", "static", "asm", 2, 0, 0, false},
		{[]string{"-verify=false", "x.ll", "-filetype=null"}, "x.ll", "x.s", "ssa", "static", "null", 2, 0, 0, false},
	} {
		c, err := ParseFlags(tc.args, &bytes.Buffer{})
		if err != nil {
			t.Errorf("%q: %v", tc.args, err)
			continue
		}
		got := []interface{}{c.Input, c.Output, c.Regalloc, c.RelocModel, c.FileType, c.OptLevel, c.Jobs, c.Opts.Level, c.Verify}
		want := []interface{}{tc.in, tc.out, tc.ra, tc.reloc, tc.ft, tc.opt, tc.jobs, tc.level, tc.verify}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%q: got %v, want %v", tc.args, got, want)
				break
			}
		}
	}
}

// TestParseFlagsErrors: values llc-14 rejects are rejected with llc's
// wording; values that make no sense to ssara get a message naming the
// flag and what is accepted.
func TestParseFlagsErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"-O4", "x.ll"}, []string{"error: invalid optimization level."}},
		{[]string{"-O=4", "x.ll"}, []string{"error: invalid optimization level."}},
		{[]string{"-O=-1", "x.ll"}, []string{"error: invalid optimization level."}},
		{[]string{"-O=99", "x.ll"}, []string{"error: invalid optimization level."}},
		{[]string{"x.ll", "-O"}, []string{"error: invalid optimization level."}},
		{[]string{"-Os", "x.ll"}, []string{"error: invalid optimization level."}},
		{[]string{"-foo", "x.ll"}, []string{"Unknown command line argument '-foo'.", "--help"}},
		{[]string{"--foo=3", "x.ll"}, []string{"Unknown command line argument '--foo=3'."}},
		{[]string{"-regaloc=ssa", "x.ll"}, []string{"Unknown command line argument '-regaloc=ssa'.", "(did you mean '-regalloc'?)"}},
		{[]string{"--relocation-mode=pic", "x.ll"}, []string{"(did you mean '-relocation-model'?)"}},
		{[]string{"-regs=-1", "x.ll"}, []string{"-regs=-1", "0 or more"}},
		{[]string{"-fp-regs=-3", "x.ll"}, []string{"-fp-regs=-3", "0 or more"}},
		{[]string{"-j", "-5", "x.ll"}, []string{"-j=-5", "0 or more"}},
		{[]string{"-regs=four", "x.ll"}, []string{"-regs=four", "invalid value"}},
		{[]string{"-stress-regalloc=-1", "x.ll"}, []string{"'-1' value invalid for uint argument"}},
		{[]string{"-regalloc=nope", "x.ll"}, []string{"-regalloc=nope", "unknown register allocator", "ssa", "-regalloc=help"}},
		{[]string{"-ssa-level=5", "x.ll"}, []string{"-ssa-level=5", "1 to 4"}},
		{[]string{"-filetype=exe", "x.ll"}, []string{"-filetype=exe", "asm, obj or null"}},
		{[]string{"-relocation-model=foo", "x.ll"}, []string{"-relocation-model=foo", "unknown relocation model"}},
		{[]string{"-relocation-model=ropi", "x.ll"}, []string{"-relocation-model=ropi", "not supported by ssara"}},
		{[]string{"-march=sparc", "x.ll"}, []string{"-march=sparc", "x86-64", "ppc64le"}},
		{[]string{"-mtriple=bogus", "x.ll"}, []string{"-mtriple", "bogus", "x86_64", "powerpc64le"}},
		{[]string{"x.ll", "y.ll"}, []string{"one input file expected, got 2"}},
		{[]string{"x.ll", "-o"}, []string{"-o: a value is expected"}},
	} {
		_, err := ParseFlags(tc.args, &bytes.Buffer{})
		if err == nil {
			t.Errorf("%q: no error", tc.args)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%q: %q lacks %q", tc.args, err, w)
			}
		}
	}
}

// TestRegallocHelp: -regalloc=help lists every registered allocator on a
// line of its own, name first, with a description, its variants and its
// flags (scripts/bigfunc.sh reads the names from it).
func TestRegallocHelp(t *testing.T) {
	var out bytes.Buffer
	if _, err := ParseFlags([]string{"-regalloc=help"}, &out); err != ErrHelp {
		t.Fatalf("got %v, want ErrHelp", err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	names := regalloc.Names()
	if len(lines) != len(names)+1 {
		t.Fatalf("%d lines for %d allocators:\n%s", len(lines), len(names), out.String())
	}
	for i, n := range names {
		f := strings.Fields(lines[i+1])
		if len(f) < 3 || f[0] != n || f[1] != "-" {
			t.Errorf("line %q: want %q first", lines[i+1], n)
		}
		if allocatorDescs[n] == "" {
			t.Errorf("allocator %s has no description", n)
		}
		for _, v := range regalloc.VariantsOf(n) {
			if v.Name != "" && !strings.Contains(lines[i+1], v.Name) {
				t.Errorf("line %q lacks variant %s", lines[i+1], v.Name)
			}
		}
	}
	if !strings.Contains(out.String(), "-ssa-level") || !strings.Contains(out.String(), "-irc-bias") {
		t.Errorf("allocator flags missing:\n%s", out.String())
	}
}

// TestTargetFlags: -mtriple replaces the module's triple, -march over a
// triple of another architecture warns (llc compiles for -march too), and
// -mcpu accepts the CPUs each target's code runs on and refuses others
// with the list.
func TestTargetFlags(t *testing.T) {
	for _, tc := range []struct {
		c              Config
		triple         string
		want, warn, er string
	}{
		{Config{}, "x86_64-pc-linux-gnu", "x86-64", "", ""},
		{Config{Triple: "powerpc64le-unknown-linux-gnu"}, "x86_64-pc-linux-gnu", "ppc64le", "", ""},
		{Config{Triple: "powerpc-unknown-linux-gnu"}, "", "ppc32", "", ""},
		{Config{March: "ppc64le"}, "x86_64-pc-linux-gnu", "ppc64le", "overrides the target triple", ""},
		{Config{March: "x86-64"}, "x86_64-pc-linux-gnu", "x86-64", "", ""},
		{Config{March: "x86-64", CPU: "x86-64"}, "", "x86-64", "", ""},
		{Config{CPU: "generic"}, "x86_64-pc-linux-gnu", "x86-64", "", ""},
		{Config{CPU: "pwr9"}, "powerpc64le-unknown-linux-gnu", "ppc64le", "", ""},
		{Config{CPU: "pwr8"}, "powerpc64le-unknown-linux-gnu", "ppc64le", "", ""},
		{Config{CPU: "ppc"}, "powerpc-unknown-linux-gnu", "ppc32", "", ""},
		{Config{CPU: "pwr7"}, "powerpc64le-unknown-linux-gnu", "", "", "-mcpu=pwr7: not a processor ssara generates ppc64le code for (known: ppc64le, generic, pwr8"},
		{Config{CPU: "skylake-avx512-x"}, "x86_64-pc-linux-gnu", "", "", "known: x86-64, generic"},
		{Config{CPU: "pwr9"}, "x86_64-pc-linux-gnu", "", "", "-mcpu=pwr9"},
	} {
		be, warn, err := Target(&tc.c, tc.triple)
		switch {
		case tc.er != "":
			if err == nil || !strings.Contains(err.Error(), tc.er) {
				t.Errorf("%+v on %q: error %v, want %q", tc.c, tc.triple, err, tc.er)
			}
		case err != nil:
			t.Errorf("%+v on %q: %v", tc.c, tc.triple, err)
		case be.Name != tc.want || !strings.Contains(warn, tc.warn) || (tc.warn == "") != (warn == ""):
			t.Errorf("%+v on %q: %s, warning %q; want %s, %q", tc.c, tc.triple, be.Name, warn, tc.want, tc.warn)
		}
	}
	for _, n := range backend.Names() {
		b, _ := backend.Lookup(n)
		if len(b.CPUs) == 0 || len(b.Assembler) == 0 || b.Desc == "" {
			t.Errorf("backend %s lacks CPUs, an assembler or a description", n)
		}
	}
}

// TestBitcodeInput: both bitcode magics are refused with a pointer to
// llvm-dis; text that merely starts with "BC" is parsed as IR.
func TestBitcodeInput(t *testing.T) {
	for _, tc := range []struct {
		data []byte
		bc   bool
	}{
		{[]byte{'B', 'C', 0xC0, 0xDE, 0x35, 0x14}, true},
		{[]byte{0xDE, 0xC0, 0x17, 0x0B, 0, 0, 0, 0}, true},
		{[]byte("BC = global i32 0\n"), false},
		{[]byte("; ModuleID = 'x'\n"), false},
	} {
		if got := isBitcode(tc.data); got != tc.bc {
			t.Errorf("isBitcode(%q) = %v", tc.data, got)
		}
	}
}

// TestHelp: -help lists each flag once, as -name=<kind> for a flag with a
// value (-name alone for a switch), followed by its description as
// written.
func TestHelp(t *testing.T) {
	var out bytes.Buffer
	if _, err := ParseFlags([]string{"-help"}, &out); err != ErrHelp {
		t.Fatalf("got %v, want ErrHelp", err)
	}
	for _, want := range []string{
		"\n  -regs=<int>  limit allocatable general-purpose registers to N (0: all)\n",
		"\n  -verify  check every allocation with the independent checker\n",
		"\n  -relocation-model=<string>  relocation model: ",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in\n%s", want, out.String())
		}
	}
	for _, ln := range strings.Split(out.String(), "\n") {
		if !strings.HasPrefix(ln, "  -") {
			continue
		}
		flagPart, _, _ := strings.Cut(ln[2:], "  ")
		if i := strings.Index(flagPart, "="); i > 0 && (!strings.HasPrefix(flagPart[i:], "=<") || !strings.HasSuffix(flagPart, ">")) {
			t.Errorf("flag line %q: the value should read =<kind>", ln)
		}
	}
}

// TestCPUProfile: -cpuprofile writes a profile (gzip-compressed, as
// runtime/pprof writes it) beside an unchanged output, and a profile file
// that cannot be made is an error before anything is compiled.
func TestCPUProfile(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "m.ll")
	src := "target triple = \"x86_64-pc-linux-gnu\"\n\ndefine i32 @f(i32 %a) {\n  %b = add i32 %a, 1\n  ret i32 %b\n}\n"
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	compile := func(extra ...string) ([]byte, error) {
		out := filepath.Join(dir, "m.s")
		c, err := ParseFlags(append([]string{"-o", out, in}, extra...), io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if err := Run(c, io.Discard, io.Discard); err != nil {
			return nil, err
		}
		return os.ReadFile(out)
	}
	want, err := compile()
	if err != nil {
		t.Fatal(err)
	}
	prof := filepath.Join(dir, "cpu.prof")
	got, err := compile("-cpuprofile", prof)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the output differs with -cpuprofile")
	}
	data, err := os.ReadFile(prof)
	if err != nil || len(data) < 2 || data[0] != 0x1f || data[1] != 0x8b {
		t.Errorf("-cpuprofile wrote %d bytes (%v), want a gzip-compressed profile", len(data), err)
	}
	if _, err := compile("-cpuprofile", filepath.Join(dir, "no", "cpu.prof")); err == nil || !strings.Contains(err.Error(), "-cpuprofile") {
		t.Errorf("a profile in a missing directory: got %v, want an error naming -cpuprofile", err)
	}
}
