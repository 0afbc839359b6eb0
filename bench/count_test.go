package bench

import (
	"os"
	"strings"
	"testing"
)

// TestCountLLCHand checks the counting rule against hand counts of llc-14
// outputs committed in testdata (small.c, compiled with clang-14 -O2 and
// llc-14 -O2 -relocation-model=pic -stress-regalloc=4; see the comments
// of each case for what was counted).
func TestCountLLCHand(t *testing.T) {
	cases := []struct {
		file, march string
		want        Counts
	}{
		// x86-64: 22 "# 8-byte Spill" and 21 "# 8-byte Reload" lines, all
		// on movq; 5 folded spills (subq/addq/xorq to a slot) and 12
		// folded reloads (one of them the 1-byte testb); slots -8(%rsp) ..
		// -72(%rsp), 9 of 8 bytes; 10 movq between two registers; 108
		// instruction lines.
		{"testdata/small.llc.s", "x86-64", Counts{Spill: 9, Stack: 72, Stores: 22, Loads: 21, FoldedStores: 5, FoldedLoads: 12, Moves: 10, Instrs: 108}},
		// ppc32: llc marks every spill "Folded"; all 12 are stw and all
		// 16 reloads lwz, so they are plain stores and loads; slots
		// 20..44(1), 7 of 4 bytes; 5 mr between two registers (lines 16,
		// 27, 32, 43, 51); 63 instructions.
		{"testdata/small.llc.ppc32.s", "ppc32", Counts{Spill: 7, Stack: 28, Stores: 12, Loads: 16, Moves: 5, Instrs: 63}},
	}
	for _, c := range cases {
		f, err := os.Open(c.file)
		if err != nil {
			t.Fatal(err)
		}
		fcs, err := CountAsm(f, c.march)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if len(fcs) != 1 || fcs[0].Name != "mix" {
			t.Fatalf("%s: functions %+v, want only mix", c.file, fcs)
		}
		if fcs[0].Counts != c.want {
			t.Errorf("%s:\n got %+v\nwant %+v", c.file, fcs[0].Counts, c.want)
		}
	}
}

// TestRemarksHand reads the greedy allocator's function-level remark of
// testdata/small.llc.yaml (its loop-level remarks are not added in).
func TestRemarksHand(t *testing.T) {
	f, err := os.Open("testdata/small.llc.yaml")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m, err := ParseRemarks(f)
	if err != nil {
		t.Fatal(err)
	}
	want := Remarks{Spills: 22, Reloads: 21, FoldedSpills: 5, FoldedReloads: 12, Copies: 12}
	if len(m) != 1 || m["mix"] != want {
		t.Errorf("got %+v, want mix: %+v", m, want)
	}
}

// TestCountPatterns covers the parts of the rule the llc samples lack:
// ssara's memory-to-memory moves, swaps, PowerPC callee-saved register
// saves, and function boundaries.
func TestCountPatterns(t *testing.T) {
	cases := []struct {
		name, march, asm string
		want             Counts
	}{
		{"x86 push/pop move", "x86-64", `
	pushq	-16(%rbp)
	popq	-24(%rbp)`, Counts{Spill: 2, Stack: 16, Stores: 1, Loads: 1, MemMoves: 1, Instrs: 2}},
		{"x86 16-byte move is one", "x86-64", `
	movaps	%xmm1, -48(%rbp)                # 16-byte Spill
	pushq	-48(%rbp)
	popq	-80(%rbp)
	pushq	-40(%rbp)
	popq	-72(%rbp)`, Counts{Spill: 2, Stack: 24, Stores: 2, Loads: 1, MemMoves: 1, Instrs: 5}},
		{"x86 swaps", "x86-64", `
	xchgq	%rax, %rbx
	xchgq	%rax, (%rdi)
	xorps	%xmm2, %xmm1
	xorps	%xmm1, %xmm2
	xorps	%xmm2, %xmm1
	xorps	%xmm0, %xmm0`, Counts{Swaps: 2, Instrs: 6}},
		{"x86 moves", "x86-64", `
	movq	%rax, %rbx
	movl	%eax, %eax
	movaps	%xmm1, %xmm2
	movq	%xmm0, %rax
	movq	(%rax), %rbx`, Counts{Moves: 2, Instrs: 5}},
		{"ppc xor swap and f0 rotation", "ppc32", `
	xor 3, 3, 4
	xor 4, 3, 4
	xor 3, 3, 4
	fmr 0, 1
	fmr 1, 2
	fmr 2, 0
	mr 5, 6
	mr 5, 5`, Counts{Swaps: 2, Moves: 1, Instrs: 8}},
		{"ppc memory move through r0", "ppc32", `
	stw 0, 8(1)
	lwz 0, 40(1)
	stw 0, 44(1)
	lwz 0, 8(1)`, Counts{Spill: 2, Stack: 8, Stores: 1, Loads: 1, MemMoves: 1, Instrs: 4}},
		{"ppc callee-saved save left out", "ppc32", `
	stw 30, 24(1)                            # 4-byte Folded Spill
	stw 3, 28(1)                             # 4-byte Folded Spill
	lwz 4, 28(1)                             # 4-byte Folded Reload
	lwz 30, 24(1)                            # 4-byte Folded Reload`, Counts{Spill: 1, Stack: 4, Stores: 1, Loads: 1, CSRSaves: 1, Instrs: 4}},
	}
	for _, c := range cases {
		asm := "\t.type\tf,@function\nf:\n" + strings.TrimPrefix(c.asm, "\n") + "\n\t.size\tf, .-f\n\t.type\tg,@function\ng:\n\tretq\n"
		fcs, err := CountAsm(strings.NewReader(asm), c.march)
		if err != nil {
			t.Fatal(err)
		}
		if len(fcs) != 2 || fcs[0].Name != "f" || fcs[1].Name != "g" || fcs[1].Instrs != 1 {
			t.Fatalf("%s: functions %+v", c.name, fcs)
		}
		if fcs[0].Counts != c.want {
			t.Errorf("%s:\n got %+v\nwant %+v", c.name, fcs[0].Counts, c.want)
		}
	}
}

func TestParseAllocs(t *testing.T) {
	names := []string{"local", "newalloc", "simple", "ssa"}
	cases := []struct {
		in   string
		want []string // labels
		err  bool
	}{
		{"all", []string{"local", "newalloc", "simple", "ssa"}, false},
		{"ssa:-ssa-level=1,ssa:-ssa-level=2,llc-greedy,ssa:-ssa-level=1", []string{"ssa -ssa-level=1", "ssa -ssa-level=2", "llc-greedy"}, false},
		{"llc", []string{"llc-greedy", "llc-basic", "llc-pbqp", "llc-fast"}, false},
		{"ssa:-ssa-level=2:-verify", []string{"ssa -ssa-level=2 -verify"}, false},
		{"nosuch", nil, true},
		{"", nil, true},
	}
	for _, c := range cases {
		as, err := ParseAllocs(c.in, names)
		if (err != nil) != c.err {
			t.Errorf("%q: error %v", c.in, err)
			continue
		}
		var got []string
		for _, a := range as {
			got = append(got, a.Label())
		}
		if strings.Join(got, ",") != strings.Join(c.want, ",") {
			t.Errorf("%q: got %v, want %v", c.in, got, c.want)
		}
	}
	bs, err := ParseBudgets("4,8,full,4")
	if err != nil || len(bs) != 3 || bs[2] != 0 || bs[0] != 4 {
		t.Errorf("ParseBudgets: %v %v", bs, err)
	}
	for _, bad := range []string{"0", "x", ""} {
		if _, err := ParseBudgets(bad); err == nil {
			t.Errorf("ParseBudgets(%q) accepted", bad)
		}
	}
}

func TestCleanError(t *testing.T) {
	for in, want := range map[string]string{
		"ssara-0123456789abcdef: ssara: f.ll: no register": "ssara: f.ll: no register",
		"llc-14: error: ran out of registers":              "llc-14: error: ran out of registers",
		"cc: cc: undefined reference":                      "cc: undefined reference",
	} {
		if got := CleanError(in); got != want {
			t.Errorf("CleanError(%q) = %q, want %q", in, got, want)
		}
	}
}
