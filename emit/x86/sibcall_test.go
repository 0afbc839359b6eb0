package x86

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/regalloc"
)

// TestSibCalls: a call marked tail whose result is returned at once
// becomes the epilogue and a jump (llc-14's sibling call); a call without
// the marker, one followed by more work, and one with arguments on the
// stack stay calls.
func TestSibCalls(t *testing.T) {
	src := `target triple = "x86_64-pc-linux-gnu"
declare i64 @g(i64, i64)
declare i64 @h(i64, i64, i64, i64, i64, i64, i64)
define i64 @tail(i64 %a, i64 %b) {
  %r = tail call i64 @g(i64 %b, i64 %a)
  ret i64 %r
}
define i64 @plain(i64 %a, i64 %b) {
  %r = call i64 @g(i64 %b, i64 %a)
  ret i64 %r
}
define i64 @more(i64 %a, i64 %b) {
  %r = tail call i64 @g(i64 %b, i64 %a)
  %s = add i64 %r, 1
  ret i64 %s
}
define i64 @joined(i64 %a, i64 %b) {
  %c = icmp eq i64 %a, 0
  br i1 %c, label %call, label %done
call:
  %r = tail call i64 @g(i64 %b, i64 %a)
  br label %done
done:
  %v = phi i64 [ %r, %call ], [ %b, %0 ]
  ret i64 %v
}
define i64 @stack(i64 %a) {
  %r = tail call i64 @h(i64 %a, i64 %a, i64 %a, i64 %a, i64 %a, i64 %a, i64 %a)
  ret i64 %r
}
`
	ll := filepath.Join(t.TempDir(), "s.ll")
	if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	asm, err := compileVec(t, ll, regalloc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	text := string(asm)
	body := func(name string) string {
		i := strings.Index(text, "\n"+name+":\n")
		if i < 0 {
			t.Fatalf("no function %s:\n%s", name, text)
		}
		rest := text[i+1:]
		return rest[:strings.Index(rest, ".Lfunc_end")]
	}
	if b := body("tail"); !strings.Contains(b, "\tjmp\tg@PLT") || strings.Contains(b, "callq") || strings.Contains(b, "retq") {
		t.Errorf("tail: want a jump to g after the epilogue:\n%s", b)
	}
	// The call's block falls into the return block, which the other
	// path reaches too: a jump to g there, the return kept for the other.
	if b := body("joined"); !strings.Contains(b, "\tjmp\tg@PLT") || strings.Contains(b, "callq") || !strings.Contains(b, "retq") || strings.Contains(b, "subq") {
		t.Errorf("joined: want a jump to g, a return for the other path and no stack adjustment:\n%s", b)
	}
	for _, name := range []string{"plain", "more", "stack"} {
		if b := body(name); strings.Contains(b, "jmp\tg") || strings.Contains(b, "jmp\th") || !strings.Contains(b, "callq") || strings.Contains(b, "ssara-tail") {
			t.Errorf("%s: want a call:\n%s", name, b)
		}
	}
}
