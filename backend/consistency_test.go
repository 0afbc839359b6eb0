package backend

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/mir"
)

// Behaviour that does not depend on the instruction set must be the same
// on every target: these tests lower the same IR with every registered
// backend.

// tripleOf is a target triple each backend compiles.
func tripleOf(b *Backend) string { return b.Arches[0] + "-unknown-linux-gnu" }

// lowerAll parses body with each backend's triple and lowers it.
func lowerAll(t *testing.T, body string) map[string]*mir.Module {
	t.Helper()
	out := map[string]*mir.Module{}
	for _, n := range Names() {
		b := byName[n]
		m, err := llvmir.Parse("t.ll", []byte("target triple = \""+tripleOf(b)+"\"\n"+body))
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		mod, err := b.Lower(m)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		out[n] = mod
	}
	return out
}

// TestReturnsTwice: a function that calls setjmp, one of its kin, or a
// function with the returns_twice attribute is marked ReturnsTwice (so
// allocators keep spill slots apart); other functions are not.
func TestReturnsTwice(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		want       bool
	}{
		{"setjmp", "declare i32 @setjmp(i8*)\ndefine i32 @f(i8* %b) {\n  %r = call i32 @setjmp(i8* %b)\n  ret i32 %r\n}\n", true},
		{"_setjmp", "declare i32 @_setjmp(i8*)\ndefine i32 @f(i8* %b) {\n  %r = call i32 @_setjmp(i8* %b)\n  ret i32 %r\n}\n", true},
		{"sigsetjmp", "declare i32 @sigsetjmp(i8*, i32)\ndefine i32 @f(i8* %b) {\n  %r = call i32 @sigsetjmp(i8* %b, i32 1)\n  ret i32 %r\n}\n", true},
		{"vfork", "declare i32 @vfork()\ndefine i32 @f() {\n  %r = call i32 @vfork()\n  ret i32 %r\n}\n", true},
		{"callee attribute", "declare i32 @g() returns_twice\ndefine i32 @f() {\n  %r = call i32 @g()\n  ret i32 %r\n}\n", true},
		{"call-site attribute", "declare i32 @g()\ndefine i32 @f() {\n  %r = call i32 @g() #0\n  ret i32 %r\n}\nattributes #0 = { returns_twice }\n", true},
		{"plain call", "declare i32 @g()\ndefine i32 @f() {\n  %r = call i32 @g()\n  ret i32 %r\n}\n", false},
	} {
		for n, mod := range lowerAll(t, tc.body) {
			if got := mod.Funcs[0].ReturnsTwice; got != tc.want {
				t.Errorf("%s, %s: ReturnsTwice = %v, want %v", n, tc.name, got, tc.want)
			}
		}
	}
}

// TestWeakRefs: declarations with extern_weak linkage are weak references
// of the module, and the assembly declares them .weak (so a program links
// when nothing defines them and their addresses are 0).
func TestWeakRefs(t *testing.T) {
	const body = `@maybe_var = extern_weak global i32, align 4
@defined = global i32 1
declare extern_weak i32 @maybe(i32)
declare i32 @strong(i32)
define i32 @f() {
  %a = call i32 @maybe(i32 1)
  %b = call i32 @strong(i32 %a)
  %c = load i32, i32* @maybe_var
  %d = add i32 %b, %c
  ret i32 %d
}
`
	for n, mod := range lowerAll(t, body) {
		if got, want := strings.Join(mod.WeakRefs, " "), "maybe_var maybe"; got != want {
			t.Errorf("%s: WeakRefs %q, want %q", n, got, want)
		}
		var buf bytes.Buffer
		if err := byName[n].Emitter.WriteModule(&buf, mod, nil); err != nil {
			t.Fatal(err)
		}
		for _, s := range []string{"\t.weak\tmaybe_var\n", "\t.weak\tmaybe\n"} {
			if !strings.Contains(buf.String(), s) {
				t.Errorf("%s: no %q in\n%s", n, s, buf.String())
			}
		}
	}
}

// TestReturnsTwiceCorpus: in the corpus's setjmp program, the functions
// that call _setjmp are marked ReturnsTwice on every target.
func TestReturnsTwiceCorpus(t *testing.T) {
	dirs := map[string]string{"x86-64": "x86_64", "ppc64le": "ppc64le", "ppc32": "ppc32"}
	for _, n := range Names() {
		dir, ok := dirs[n]
		if !ok {
			continue // a target without a corpus
		}
		m, err := llvmir.ReadFile("../testdata/ll/" + dir + "/setjmp.O1.ll")
		if err != nil {
			t.Fatal(err)
		}
		mod, err := byName[n].Lower(m)
		if err != nil {
			t.Fatal(err)
		}
		marked := 0
		for _, f := range mod.Funcs {
			calls := false
			for _, g := range m.Funcs {
				if g.Name() == f.Name {
					calls = strings.Contains(g.LLString(), "@_setjmp(")
				}
			}
			if f.ReturnsTwice != calls {
				t.Errorf("%s: %s: ReturnsTwice = %v, calls _setjmp = %v", n, f.Name, f.ReturnsTwice, calls)
			}
			if f.ReturnsTwice {
				marked++
			}
		}
		if marked == 0 {
			t.Errorf("%s: no function marked", n)
		}
	}
}

// TestIndirectTargetsWithoutPhis: on every target, the blocks an indirect
// jump lands on have no machine phis: an indirect jump lands on the block
// itself, so moves for machine phis could not go on a split edge (they
// would be skipped, and the checker, which sees the split edge, would not
// notice). dispatch.c's interpreter has indirectbr targets with phis at
// -O1 and -O2, each reached from one indirectbr: they are entered through
// landing blocks (lower's findDemoted), which must be there.
func TestIndirectTargetsWithoutPhis(t *testing.T) {
	dirs := map[string]string{"x86-64": "x86_64", "ppc64le": "ppc64le", "ppc32": "ppc32"}
	for _, n := range Names() {
		dir, ok := dirs[n]
		if !ok {
			continue
		}
		for _, level := range []string{"O1", "O2"} {
			m, err := llvmir.ReadFile("../testdata/ll/" + dir + "/dispatch." + level + ".ll")
			if err != nil {
				t.Fatal(err)
			}
			mod, err := byName[n].Lower(m)
			if err != nil {
				t.Fatal(err)
			}
			checked := 0
			for _, f := range mod.Funcs {
				for _, b := range f.Blocks {
					if !b.Term().Indirect {
						continue
					}
					for _, s := range b.Succs {
						if len(s.Phis()) > 0 {
							t.Errorf("%s %s: %s: block %s, which an indirect jump lands on, has %d machine phis", n, level, f.Name, s.Name, len(s.Phis()))
						}
						if strings.HasSuffix(s.Name, ".land") {
							checked++
						}
					}
				}
			}
			if checked == 0 {
				t.Errorf("%s %s: no landing block: the test shows nothing", n, level)
			}
		}
	}
}
