package x86

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/mir"
)

// TestThread checks the branch rewriting on written blocks: each case is
// the blocks' code in layout order (block i is labelled Bi) and the code
// wanted after threading.
func TestThread(t *testing.T) {
	ret := epilogueMark
	tests := []struct {
		name      string
		in, want  []string
		tableWant []string // the jump table's targets (entries B1, B2)
	}{
		{"through empty and jump-only blocks",
			[]string{"\tcmpl\t$0, %eax\n\tje\tB2\n", "\tjmp\tB4\n", "", "\tjmp\tB4\n", "\tmovl\t$1, %eax\n" + ret},
			[]string{"\tcmpl\t$0, %eax\n\tje\tB4\n", "", "", "", "\tmovl\t$1, %eax\n" + ret},
			[]string{"B4", "B4"}},
		{"jcc to the next block inverted",
			[]string{"\tcmpl\t$0, %eax\n\tjl\tB1\n\tjmp\tB2\n", "\tincl\t%eax\n" + ret, "\tdecl\t%eax\n" + ret},
			[]string{"\tcmpl\t$0, %eax\n\tjge\tB2\n", "\tincl\t%eax\n" + ret, "\tdecl\t%eax\n" + ret},
			[]string{"B1", "B2"}},
		{"jump to a return becomes the return",
			[]string{"\tjmp\tB2\n", "\tud2\n", ret},
			[]string{ret, "\tud2\n", ret},
			[]string{"B1", "B2"}},
		{"short tail copied without spill comments",
			[]string{"\tjmp\tB2\n", "\tud2\n", "\tmovq\t-8(%rbp), %rax                # 8-byte Reload\n\tjmpq\t*%rax\n"},
			[]string{"\tmovq\t-8(%rbp), %rax\n\tjmpq\t*%rax\n", "\tud2\n", "\tmovq\t-8(%rbp), %rax                # 8-byte Reload\n\tjmpq\t*%rax\n"},
			[]string{"B1", "B2"}},
		{"a tail with a label stays",
			[]string{"\tjmp\tB2\n", "\tud2\n", "\tjne\t.Ltmp1\n.Ltmp1:\n\tjmp\tB1\n"},
			[]string{"\tjmp\tB2\n", "\tud2\n", "\tjne\t.Ltmp1\n.Ltmp1:\n\tjmp\tB1\n"},
			[]string{"B1", "B2"}},
		{"a copied tail's jump to the next block goes",
			[]string{"\tjmp\tB3\n", "\tdecl\t%eax\n\tjne\tB1\n", ret, "\tleaq\t8(%rsp), %rdx\n\tjmp\tB1\n"},
			[]string{"\tleaq\t8(%rsp), %rdx\n", "\tdecl\t%eax\n\tjne\tB1\n", ret, "\tleaq\t8(%rsp), %rdx\n\tjmp\tB1\n"},
			[]string{"B1", "B2"}},
		{"a loop of jumps ends",
			[]string{"\tjmp\tB1\n", "\tjmp\tB2\n", "\tjmp\tB1\n"},
			nil, nil},
	}
	for _, tt := range tests {
		f := &mir.Func{}
		for i := range tt.in {
			f.Blocks = append(f.Blocks, &mir.Block{ID: i})
		}
		e := &fnEmit{f: f, label: func(b *mir.Block) string { return fmt.Sprintf("B%d", b.ID) }}
		e.tables = []jumpTable{{label: "T", targets: []string{"B1", "B2"}}}
		texts := append([]string(nil), tt.in...)
		e.noteBlocks()
		e.f = nil // threading reads no more of the function (Func lets it go)
		e.thread(make([]string, len(texts)), texts)
		if tt.want == nil {
			continue // only termination matters
		}
		if strings.Join(texts, "|") != strings.Join(tt.want, "|") {
			t.Errorf("%s:\n got %q\nwant %q", tt.name, texts, tt.want)
		}
		if got := strings.Join(e.tables[0].targets, " "); got != strings.Join(tt.tableWant, " ") {
			t.Errorf("%s: table targets %s, want %v", tt.name, got, tt.tableWant)
		}
	}
}

// TestDropUnreached: the blocks that no reached block names or falls
// into go with their labels, after a return or a jump, code or a lone
// jump; one that the block before falls into and one with a label of its
// own (a block address) stay. A block copied in place of every jump to it
// goes, its spill and reload comments kept on its first copy; one that
// stays keeps them and its copies drop them. A loop's blocks are not
// copied into the loop again (no unrolling).
func TestDropUnreached(t *testing.T) {
	ret := epilogueMark
	tail := "\tjne\t.Ltmp1\n.Ltmp1:\n\tdecl\t%eax\n" + ret // (with a label: not copied)
	reload := "\tmovq\t8(%rsp), %rcx                # 8-byte Reload\n"
	bare := "\tmovq\t8(%rsp), %rcx\n"
	tests := []struct {
		name            string
		heads, in, want []string
		wantHeads       []string
	}{
		{"after a return",
			[]string{"", "B1:\n", "B2:\n", "B3:\n"},
			[]string{"\tcmpl\t$0, %eax\n\tjne\tB3\n" + ret, "\tjmp\tB3\n", "\tincl\t%eax\n" + ret, tail},
			[]string{"\tcmpl\t$0, %eax\n\tjne\tB3\n" + ret, "", "", tail},
			[]string{"", "", "", "B3:\n"}},
		{"fallen into, or addressed",
			[]string{"", "B1:\n", "B2:\n", "B3:\nuser_label:\n", "B4:\n", "B5:\n"},
			[]string{"\tcmpl\t$0, %eax\n\tjne\tB3\n", "\tjmp\tB5\n", "\tincl\t%eax\n" + ret, "\tjmp\tB5\n", "\tnegl\t%eax\n" + ret, tail},
			[]string{"\tcmpl\t$0, %eax\n\tjne\tB5\n", "", "", "", "", tail},
			[]string{"", "B1:\n", "", "B3:\nuser_label:\n", "", "B5:\n"}},
		{"copied everywhere: the first copy keeps the comments",
			[]string{"", "B1:\n", "B2:\n", "B3:\n"},
			[]string{"\tcmpl\t$0, %eax\n\tjne\tB3\n\tincl\t%eax\n\tjmp\tB2\n", "\tnegl\t%eax\n" + ret, reload + ret, "\tdecl\t%eax\n\tjs\tB1\n\tjmp\tB2\n"},
			[]string{"\tcmpl\t$0, %eax\n\tjne\tB3\n\tincl\t%eax\n" + reload + ret, "\tnegl\t%eax\n" + ret, "", "\tdecl\t%eax\n\tjs\tB1\n" + bare + ret},
			[]string{"", "B1:\n", "", "B3:\n"}},
		{"still reached: the block keeps the comments",
			[]string{"", "B1:\n", "B2:\n", "B3:\n"},
			[]string{"\tcmpl\t$0, %eax\n\tjne\tB3\n\tincl\t%eax\n\tjmp\tB2\n", "\tnegl\t%eax\n" + ret, reload + ret, "\tdecl\t%eax\n\tjs\tB2\n" + ret},
			[]string{"\tcmpl\t$0, %eax\n\tjne\tB3\n\tincl\t%eax\n" + bare + ret, "", reload + ret, "\tdecl\t%eax\n\tjs\tB2\n" + ret},
			[]string{"", "", "B2:\n", "B3:\n"}},
		{"a loop is not unrolled",
			[]string{"", "B1:\n", "B2:\n", "B3:\n", "B4:\n"},
			[]string{"\txorl\t%eax, %eax\n\tjs\tB3\n\tjmp\tB2\n", "\taddl\t$2, %eax\n\tjmp\tB2\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tje\tB4\n\tjmp\tB1\n", "\tnegl\t%eax\n" + ret, ret},
			[]string{"\txorl\t%eax, %eax\n\tjs\tB3\n\tincl\t%eax\n\tcmpl\t$9, %eax\n\tje\tB4\n", "\taddl\t$2, %eax\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tje\tB4\n\tjmp\tB1\n", "\tnegl\t%eax\n" + ret, ret},
			[]string{"", "B1:\n", "B2:\n", "B3:\n", "B4:\n"}},
	}
	for _, tt := range tests {
		checkThread(t, tt.name, tt.heads, tt.in, tt.wantHeads, tt.want)
	}
}

// checkThread threads the blocks' code in (block i labelled Bi, with
// heads) and compares the heads and code after it with the wanted ones.
func checkThread(t *testing.T, name string, heads, in, wantHeads, want []string) {
	t.Helper()
	f := &mir.Func{}
	for i := range in {
		f.Blocks = append(f.Blocks, &mir.Block{ID: i})
	}
	e := &fnEmit{f: f, label: func(b *mir.Block) string { return fmt.Sprintf("B%d", b.ID) }}
	heads, texts := append([]string(nil), heads...), append([]string(nil), in...)
	e.noteBlocks()
	e.f = nil // threading reads no more of the function (Func lets it go)
	e.thread(heads, texts)
	if strings.Join(texts, "|") != strings.Join(want, "|") || strings.Join(heads, "|") != strings.Join(wantHeads, "|") {
		t.Errorf("%s:\n got %q %q\nwant %q %q", name, heads, texts, wantHeads, want)
	}
}

// TestPlaceBlocks: a block that only jumps back to a block laid out
// before it, entered by one conditional branch from that block or a later
// one, moves above it and falls into it; the block that fell into the
// header jumps to it instead; so does a latch that its loop's "jcc X; jmp
// E" jumps to, the branch inverted to it, and no copy replaces the jump
// to X that then leaves the loop. A latch entered twice, or from before the
// header, or fallen into, stays where it is. The target of "jcc X; jmp
// Y" that nothing else enters moves below that branch.
func TestPlaceBlocks(t *testing.T) {
	ret := epilogueMark
	heads := []string{"", "B1:\n", "B2:\n", "B3:\n"}
	tests := []struct {
		name            string
		in, want        []string
		heads, wantHead []string
	}{
		{"latch above its header",
			[]string{"\txorl\t%eax, %eax\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tjl\tB3\n", ret, "\tleaq\t1(%rcx), %rcx\n\tjmp\tB1\n"},
			[]string{"\txorl\t%eax, %eax\n\tjmp\tB1\n", "\tleaq\t1(%rcx), %rcx\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tjl\tB3\n", ret},
			heads, []string{"", "B3:\n", "B1:\n", "B2:\n"}},
		{"the block before the header jumps already",
			[]string{"\txorl\t%eax, %eax\n\tjmp\tB2\n", ret, "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tjl\tB3\n" + ret, "\tleaq\t1(%rcx), %rcx\n\tjmp\tB2\n"},
			// (B0 gets a copy of the loop's first pass: it ends in a return.)
			[]string{"\txorl\t%eax, %eax\n\tincl\t%eax\n\tcmpl\t$9, %eax\n\tjl\tB3\n" + ret, "", "\tleaq\t1(%rcx), %rcx\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tjl\tB3\n" + ret},
			heads, []string{"", "", "B3:\n", "B2:\n"}},
		{"a latch its loop jumps to",
			[]string{"\txorl\t%eax, %eax\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tje\tB2\n\tjmp\tB3\n", ret, "\tleaq\t1(%rcx), %rcx\n\tjmp\tB1\n"},
			// (B0 gets a copy of the loop's first pass; the loop's jump to
			// the return is the return.)
			[]string{"\txorl\t%eax, %eax\n\tincl\t%eax\n\tcmpl\t$9, %eax\n\tjne\tB3\n" + ret, "\tleaq\t1(%rcx), %rcx\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tjne\tB3\n" + ret, ""},
			heads, []string{"", "B3:\n", "B1:\n", ""}},
		{"a rotated loop's exit is not copied",
			[]string{"\ttestl\t%eax, %eax\n\tjs\tB1\n\tjmp\tB2\n", "\tmovl\t$1, %ecx\n" + ret, "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tje\tB1\n\tjmp\tB3\n", "\tleaq\t1(%rcx), %rcx\n\tjmp\tB2\n"},
			[]string{"\ttestl\t%eax, %eax\n\tjns\tB2\n", "\tmovl\t$1, %ecx\n" + ret, "\tleaq\t1(%rcx), %rcx\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tjne\tB3\n\tjmp\tB1\n"},
			heads, []string{"", "B1:\n", "B3:\n", "B2:\n"}},
		{"entered twice",
			[]string{"\ttestl\t%eax, %eax\n\tjs\tB3\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tjl\tB3\n", ret, "\tleaq\t1(%rcx), %rcx\n\tjmp\tB1\n"},
			[]string{"\ttestl\t%eax, %eax\n\tjs\tB3\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tjl\tB3\n", ret, "\tleaq\t1(%rcx), %rcx\n\tjmp\tB1\n"},
			heads, heads},
		{"a block address",
			[]string{"\txorl\t%eax, %eax\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tjl\tB3\n", ret, "\tleaq\t1(%rcx), %rcx\n\tjmp\tB1\n"},
			[]string{"\txorl\t%eax, %eax\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tjl\tB3\n", ret, "\tleaq\t1(%rcx), %rcx\n\tjmp\tB1\n"},
			[]string{"", "B1:\n", "B2:\n", "B3:\n.Ltmp0:\n"}, []string{"", "B1:\n", "B2:\n", "B3:\n.Ltmp0:\n"}},
		{"an exit below its branch",
			[]string{"\ttestl\t%eax, %eax\n\tjs\tB2\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tje\tB3\n\tjmp\tB1\n", "\tnegl\t%eax\n" + ret, "\tmovl\t%eax, %ecx\n\taddl\t$1, %ecx\n" + ret},
			[]string{"\ttestl\t%eax, %eax\n\tjs\tB2\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tjne\tB1\n", "\tmovl\t%eax, %ecx\n\taddl\t$1, %ecx\n" + ret, "\tnegl\t%eax\n" + ret},
			heads, []string{"", "B1:\n", "B3:\n", "B2:\n"}},
		{"an exit that is fallen into stays",
			[]string{"\ttestl\t%eax, %eax\n\tjs\tB2\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tje\tB3\n\tjmp\tB1\n", "\tnegl\t%eax\n", "\tmovl\t%eax, %ecx\n\taddl\t$1, %ecx\n" + ret},
			[]string{"\ttestl\t%eax, %eax\n\tjs\tB2\n", "\tincl\t%eax\n\tcmpl\t$9, %eax\n\tje\tB3\n\tjmp\tB1\n", "\tnegl\t%eax\n", "\tmovl\t%eax, %ecx\n\taddl\t$1, %ecx\n" + ret},
			heads, heads},
	}
	for _, tt := range tests {
		checkThread(t, tt.name, tt.heads, tt.in, tt.wantHead, tt.want)
	}
}
