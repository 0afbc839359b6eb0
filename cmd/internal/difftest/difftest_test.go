package difftest

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/ssara-project/ssara/regalloc"
)

func TestAllocators(t *testing.T) {
	var all []string
	for _, n := range regalloc.HeuristicNames() {
		for _, v := range regalloc.VariantsOf(n) {
			if ls := Leveled[n]; len(ls) > 0 {
				for _, l := range ls {
					all = append(all, Config{Regalloc: n, Variant: v, Opts: regalloc.Options{Level: l}}.Allocator())
				}
				continue
			}
			all = append(all, Config{Regalloc: n, Variant: v}.Allocator())
		}
	}
	cases := []struct {
		spec    string
		want    []string
		wantErr bool
	}{
		{"all", all, false},
		{"ssa", []string{"ssa-O1", "ssa-O2", "ssa-O3", "ssa-O4"}, false},
		{"ssa-O2,local", []string{"ssa-O2", "local"}, false},
		{"simple", []string{"simple"}, false},
		{"nosuch", nil, true},
		{"ssa-Ox", nil, true},
		{"ssa-O0", nil, true},
		{"linearscan", []string{"linearscan:split", "linearscan:poletto"}, false},
		{"linearscan:poletto,irc", []string{"linearscan:poletto", "irc"}, false},
		{"linearscan:nosuch", nil, true},
	}
	for _, c := range cases {
		got, err := Allocators(c.spec)
		if (err != nil) != c.wantErr {
			t.Errorf("Allocators(%q): error %v, want error %v", c.spec, err, c.wantErr)
			continue
		}
		var names []string
		for _, g := range got {
			names = append(names, g.Allocator())
		}
		if !c.wantErr && !reflect.DeepEqual(names, c.want) {
			t.Errorf("Allocators(%q) = %v, want %v", c.spec, names, c.want)
		}
	}
	// A variant's switches are set in Opts and its flags are passed on.
	pol, err := Allocators("linearscan:poletto")
	if err != nil {
		t.Fatal(err)
	}
	c := WithBudgets(pol, []int{4}, nil)[0]
	if c.Opts.LinearScan.Variant != "poletto" || c.Opts.Regs != 4 {
		t.Errorf("linearscan:poletto options: %+v", c.Opts)
	}
	if f := strings.Join(c.Flags(), " "); f != "-regalloc=linearscan -linearscan=poletto -regs=4 -verify" {
		t.Errorf("linearscan:poletto flags: %s", f)
	}
	if c.slug() != "linearscan-poletto-regs4" {
		t.Errorf("linearscan:poletto slug: %s", c.slug())
	}
	if !strings.Contains(strings.Join(all, " "), "ssa-O3") {
		t.Errorf("the SSA allocator is not registered: %v", all)
	}
}

func TestConfigs(t *testing.T) {
	allocs := []Config{{Regalloc: "ssa", Opts: regalloc.Options{Level: 2}}, {Regalloc: "local"}}
	got := WithBudgets(allocs, []int{0, 4}, []int{2})
	want := []struct{ name, flags, slug string }{
		{"ssa-O2 full", "-regalloc=ssa -ssa-level=2 -verify", "ssa-O2"},
		{"ssa-O2 regs=4", "-regalloc=ssa -ssa-level=2 -regs=4 -verify", "ssa-O2-regs4"},
		{"ssa-O2 fp-regs=2", "-regalloc=ssa -ssa-level=2 -fp-regs=2 -verify", "ssa-O2-fpregs2"},
		{"local full", "-regalloc=local -verify", "local"},
		{"local regs=4", "-regalloc=local -regs=4 -verify", "local-regs4"},
		{"local fp-regs=2", "-regalloc=local -fp-regs=2 -verify", "local-fpregs2"},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d configurations, want %d: %v", len(got), len(want), got)
	}
	for i, w := range want {
		c := got[i]
		if c.String() != w.name || strings.Join(c.Flags(), " ") != w.flags || c.slug() != w.slug {
			t.Errorf("%d: got %q %q %q, want %q %q %q", i, c, strings.Join(c.Flags(), " "), c.slug(), w.name, w.flags, w.slug)
		}
		if c.Limited() != (i%3 != 0) {
			t.Errorf("%s: Limited() = %v", c, c.Limited())
		}
	}
	if _, err := ParseInts("0,x"); err == nil {
		t.Error("ParseInts(\"0,x\") gave no error")
	}
}

func TestCountVector(t *testing.T) {
	ll := `target triple = "x86_64-pc-linux-gnu"
define void @f(<4 x i32>* %p, i32 %x) {
  %1 = insertelement <4 x i32> poison, i32 %x, i64 0
  %2 = shufflevector <4 x i32> %1, <4 x i32> poison, <4 x i32> zeroinitializer
  store <4 x i32> %2, <4 x i32>* %p, align 16
  %3 = add i32 %x, 1
  br label %l, !llvm.loop !0
l:
  ret void
}
declare <2 x double> @g(<2 x double>)
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
`
	n, loop := countVector([]byte(ll))
	if n != 3 || !loop {
		t.Errorf("countVector = %d, %v; want 3, true", n, loop)
	}
	if n, loop := countVector([]byte("define i32 @f(i32 %x) {\n  ret i32 %x\n}\n")); n != 0 || loop {
		t.Errorf("scalar code: countVector = %d, %v", n, loop)
	}
}

// fixed is a generator of one program.
type fixed string

func (f fixed) Generate(_ context.Context, seed int64, _ string) (*Program, error) {
	return &Program{Name: "fixed", Seed: seed, Source: []byte(f)}, nil
}

// expecting is a generator whose programs must print expect.
type expecting struct {
	fixed
	expect string
}

func (e expecting) Generate(ctx context.Context, seed int64, dir string) (*Program, error) {
	p, err := e.fixed.Generate(ctx, seed, dir)
	if p != nil {
		p.Expect = e.expect
	}
	return p, err
}

// TestVerdicts runs small programs through the harness and checks what
// it makes of each: a program that passes, one ssara rejects, one an
// allocator must refuse at one FP register (a vectorised loop: paddd reads
// two XMM registers), one whose output differs
// between any two runs (a failure, with a reproducer), one that loops
// forever, one that exits 1 and one that exits 0 without printing what it
// must (skipped), one clang rejects (a failure of
// the module).
func TestVerdicts(t *testing.T) {
	tg, _ := LookupTarget("x86-64")
	if tool := tg.Missing(); tool != "" {
		t.Skipf("%s not installed (run scripts/setup.sh)", tool)
	}
	cases := []struct {
		name, src string
		level     string
		// want is the verdict of each configuration (full, fp-regs=1);
		// skipped or failure describe the module instead.
		want             [2]Verdict
		skipped, failure string
	}{
		{"passes", `#include <stdio.h>
int main(void) { int s = 0; for (int i = 0; i < 10; i++) s += i * i; printf("%d\n", s); return 0; }`,
			"-O2", [2]Verdict{Passed, Passed}, "", ""},
		{"unsupported", `#include <stdio.h>
volatile int v = 3;
int main(void) { __float128 x = v; x = x * x; printf("%d\n", (int)x); return 0; }`,
			"-O1", [2]Verdict{Unsupported, Unsupported}, "", ""},
		{"refused", `#include <stdio.h>
int a[64], b[64], c[64];
int main(void) { for (int i = 0; i < 64; i++) { a[i] = i; b[i] = 3 * i; } for (int i = 0; i < 64; i++) c[i] = a[i] + b[i]; long s = 0; for (int i = 0; i < 64; i++) s += c[i]; printf("%ld\n", s); return 0; }`,
			"-O2", [2]Verdict{Passed, Refused}, "", ""},
		{"differs", `#include <stdio.h>
#include <time.h>
int main(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); printf("%ld\n", (long)ts.tv_nsec); return 0; }`,
			"-O0", [2]Verdict{Failed, Failed}, "", ""},
		{"loops", `volatile int v; int main(void) { for (;;) v++; }`, "-O1", [2]Verdict{}, "llc-14's build timed out (1s of CPU time) at -O1", ""},
		{"exits 1", `int main(void) { return 1; }`, "-O1", [2]Verdict{}, "llc-14's build did not exit 0 (undefined behaviour) at -O1", ""},
		{"no checksum", `int main(void) { return 0; }`, "-O1", [2]Verdict{}, "llc-14's build exited 0 without printing \"checksum = \" (undefined behaviour) at -O1", ""},
		{"bad C", `int main(void) { return x; }`, "-O0", [2]Verdict{}, "", "clang-14 rejects the program"},
	}
	repro := t.TempDir()
	configs := WithBudgets([]Config{{Regalloc: "ssa"}}, []int{0}, []int{1})
	for _, c := range cases {
		c := c
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			h := &Harness{Target: tg, Levels: []string{c.level}, Configs: configs, OracleTimeout: time.Second, ReproDir: repro}
			var gen Generator = fixed(c.src)
			if c.name == "no checksum" {
				gen = expecting{fixed(c.src), "checksum = "}
			}
			r := h.Run(context.Background(), gen, 1)
			if r.Err != nil || len(r.Modules) != 1 {
				t.Fatalf("got %+v", r)
			}
			m := r.Modules[0]
			if !strings.HasPrefix(m.Failure, c.failure) || c.failure == "" && m.Failure != "" {
				t.Fatalf("module failure %q, want %q", m.Failure, c.failure)
			}
			if m.Skipped != c.skipped {
				t.Fatalf("module skipped %q, want %q", m.Skipped, c.skipped)
			}
			if c.skipped != "" || c.failure != "" {
				if len(m.Configs) != 0 {
					t.Errorf("configurations ran on a module that was not compared: %+v", m.Configs)
				}
				return
			}
			if len(m.Configs) != 2 {
				t.Fatalf("got %d configuration results, want 2", len(m.Configs))
			}
			for i, cr := range m.Configs {
				if cr.Verdict != c.want[i] {
					t.Errorf("%s: %v (%s), want %v", cr.Config, cr.Verdict, cr.Reason, c.want[i])
				}
				if (cr.Verdict == Passed) != (cr.Funcs > 0) {
					t.Errorf("%s: %v with %d functions", cr.Config, cr.Verdict, cr.Funcs)
				}
				if cr.Verdict != Failed {
					continue
				}
				// A failure leaves a reproducer with everything needed.
				for _, f := range []string{"prog.c", "prog.ll", "llc.s", "ssara.s", "want.txt", "got.txt", "repro.sh"} {
					if _, err := os.Stat(filepath.Join(cr.Repro, f)); err != nil {
						t.Errorf("%s: reproducer %s: %v", cr.Config, cr.Repro, err)
					}
				}
				sh, _ := os.ReadFile(filepath.Join(cr.Repro, "repro.sh"))
				if want := "ssara -march=x86-64 -relocation-model=pic " + strings.Join(cr.Config.Flags(), " "); !strings.Contains(string(sh), want) {
					t.Errorf("%s: repro.sh lacks %q:\n%s", cr.Config, want, sh)
				}
			}
			tally := NewTally(configs)
			tally.Add(r, "x86-64")
			fails := r.Failures("x86-64")
			if got := tally.Config(configs[0]).Failed + tally.Config(configs[1]).Failed; got != len(fails) {
				t.Errorf("tally counts %d failures, Failures lists %d", got, len(fails))
			}
			var sb strings.Builder
			tally.Write(&sb)
			summary := sb.String()
			for _, cfg := range configs {
				if !strings.Contains(summary, "\n"+cfg.Allocator()+" ") || !strings.Contains(summary, cfg.Budget()) {
					t.Errorf("summary lacks a row for %s:\n%s", cfg, summary)
				}
			}
			for _, f := range fails {
				if !strings.Contains(summary, f.What()) || !strings.Contains(summary, f.Repro) {
					t.Errorf("summary lacks failure %s (%s):\n%s", f.What(), f.Repro, summary)
				}
			}
			if len(fails) == 0 && !strings.Contains(summary, "\n0 failures\n") {
				t.Errorf("summary does not say 0 failures:\n%s", summary)
			}
		})
	}
}

// llcWrongPPC is a program that llc-14 -O2 builds wrong for ppc64le from
// clang-14 -O1's IR (found by ssara-fuzz -gen=vec, seed 2250, reduced): the
// second lane of the and of a truncated splat with an inserted element
// comes out 0. gcc -O0 and ssara print 55667788 twice.
const llcWrongPPC = `#include <stdio.h>
typedef unsigned int v2u32 __attribute__((vector_size(8)));
typedef long v2i64 __attribute__((vector_size(16)));
v2u32 g[4] = {{0x12345678u, 0xffffffffu}};
__attribute__((noinline)) void k(long a, unsigned b) {
	v2i64 x = {a, a};
	g[1] = __builtin_convertvector(x, v2u32) & __builtin_shufflevector(g[0], (v2u32){b, b}, 2, 1);
}
int main(void) { k(0x1122334455667788L, 0xffffffffu); printf("%08x %08x\n", g[1][0], g[1][1]); return 0; }
`

// TestDisputed: where llc-14's build alone is wrong, ssara's build that
// differs from it is Disputed (gcc -O0's build agrees with ssara's), not
// Failed, keeps its reproducer, and the summary lists it apart from the
// failures; a build that differs from both stays Failed (TestVerdicts'
// "differs").
func TestDisputed(t *testing.T) {
	tg, _ := LookupTarget("ppc64le")
	if tool := tg.Missing(); tool != "" {
		t.Skipf("%s not installed (run scripts/setup.sh)", tool)
	}
	configs := []Config{{Regalloc: "ssa"}}
	h := &Harness{Target: tg, Levels: []string{"-O1"}, Configs: configs, OracleTimeout: 10 * time.Second, ReproDir: t.TempDir()}
	r := h.Run(context.Background(), fixed(llcWrongPPC), 1)
	if r.Err != nil || len(r.Modules) != 1 || len(r.Modules[0].Configs) != 1 {
		t.Fatalf("got %+v", r)
	}
	cr := r.Modules[0].Configs[0]
	if cr.Verdict == Passed {
		// The test needs llc-14's miscompile; an llc-14 without it
		// agrees with ssara.
		t.Skip("llc-14's build of the program is right on this machine: nothing to dispute")
	}
	if cr.Verdict != Disputed {
		t.Fatalf("%v (%s), want disputed", cr.Verdict, cr.Reason)
	}
	if _, err := os.Stat(filepath.Join(cr.Repro, "repro.sh")); err != nil {
		t.Errorf("no reproducer: %v", err)
	}
	tally := NewTally(configs)
	tally.Add(r, tg.March)
	if n := tally.Config(configs[0]).Disputed; n != 1 || len(r.Failures(tg.March)) != 0 {
		t.Errorf("%d disputed, %d failures; want 1 and 0", n, len(r.Failures(tg.March)))
	}
	var sb strings.Builder
	tally.Write(&sb)
	if s := sb.String(); !strings.Contains(s, "1 disputed") || !strings.Contains(s, "\n0 failures\n") || !strings.Contains(s, cr.Repro) {
		t.Errorf("summary:\n%s", s)
	}
}
