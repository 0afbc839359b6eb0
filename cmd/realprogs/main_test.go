package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestKind(t *testing.T) {
	tests := []struct{ msg, want string }{
		{"ssara: /b/x.ll:224: in function @f: unsupported: vector type <8 x i8>: %1 = load <8 x i8>, <8 x i8>* %0",
			"unsupported: vector type V"},
		{"ssara: x.ll:9: in function @g: unsupported: intrinsic llvm.usub.sat.i32: %3 = call i32 @llvm.usub.sat.i32(i32 %1, i32 %2)",
			"unsupported: intrinsic llvm.usub.sat.i32"},
		{"ssara: x.ll: global @t: unsupported: constant expression i32 trunc (i64 sub (i64 1, i64 2) to i32) in initializer of @t",
			"unsupported: constant expression i32 trunc"},
		{"ssara: x.ll: global @d: unsupported: blockaddress in initializer of @luaV_execute.disptab",
			"unsupported: blockaddress in a global initializer"},
		{"ssara: x.ll:7: in function @s: unsupported: stack alignment 64 (more than 16): %1 = alloca %T, align 64",
			"unsupported: stack alignment N (more than N)"},
		{"ssara: x.ll:5: in function @h: checker: v3 and v4 share %rax", "BUG: x.ll:5: in function @h: checker: v3 and v4 share %rax"},
	}
	for _, tt := range tests {
		if got := kind(tt.msg); got != tt.want {
			t.Errorf("kind(%q) = %q, want %q", tt.msg, got, tt.want)
		}
	}
}

func TestStubFunction(t *testing.T) {
	src := `define i32 @a(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define internal void @"b.c"() #0 {
entry:
  ret void
}
`
	tests := []struct {
		name string
		ok   bool
		want string
	}{
		{"@a", true, "define i32 @a(i32 %x) {\n  unreachable\n}\n\ndefine internal void @\"b.c\"() #0 {\nentry:\n  ret void\n}\n"},
		{`@"b.c"`, true, "define i32 @a(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n\ndefine internal void @\"b.c\"() #0 {\n  unreachable\n}\n"},
		{"@missing", false, src},
	}
	for _, tt := range tests {
		out, ok := stubFunction(strings.Split(src, "\n"), tt.name)
		if ok != tt.ok || strings.Join(out, "\n") != tt.want {
			t.Errorf("stubFunction(%s) = %v\n%s\nwant %v\n%s", tt.name, ok, strings.Join(out, "\n"), tt.ok, tt.want)
		}
		if ok {
			// A stubbed function is not stubbed again.
			if _, again := stubFunction(out, tt.name); again {
				t.Errorf("stubFunction(%s) stubs an already stubbed function", tt.name)
			}
		}
	}
}

func TestExpandAndFlags(t *testing.T) {
	if got := expand(".", []string{"a.c", "main_test.go"}); strings.Join(got, ",") != "a.c,main_test.go" {
		t.Errorf("expand without patterns = %v", got)
	}
	if got := expand(".", []string{"*_test.go"}); len(got) != 1 || got[0] != "main_test.go" {
		t.Errorf("expand(*_test.go) = %v", got)
	}
	for _, args := range [][]string{{"-O", "5"}, {"nosuchprogram"}, {"-O", "x"}} {
		if _, err := parseFlags(args); err == nil {
			t.Errorf("parseFlags(%v) accepted bad input", args)
		}
	}
	o, err := parseFlags([]string{"-O", "2", "-ssara-flags", "-regs=4", "lua"})
	if err != nil || len(o.levels) != 1 || o.levels[0] != 2 || !o.only["lua"] || o.ssaraFlags[0] != "-regs=4" {
		t.Errorf("parseFlags: %+v, %v", o, err)
	}
}

// TestWriteManifest describes a program whose sources are already
// "fetched" (the stamp file fetch looks for), with @real/ drivers and
// relative -I flags made absolute.
func TestWriteManifest(t *testing.T) {
	build := t.TempDir()
	root := t.TempDir()
	p := program{name: "demo", src: source{debPkg: "demo", debVersion: "1.0-1"},
		modules: []string{"a.c", "sub/*.c", "@real/driver.c"}, cflags: []string{"-I", "inc", "-DX"},
		ldflags: []string{"-ldl"}, tests: []test{{"t1", "$PROG x"}}}
	src := filepath.Join(build, "src", "demo")
	for _, f := range []string{".fetched-1.0-1", "a.c", "sub/b.c", "sub/c.c"} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(src, f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(src, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	saved := programs
	programs = []program{p}
	defer func() { programs = saved }()
	out := filepath.Join(t.TempDir(), "m.json")
	if err := writeManifest(&options{root: root, build: build, manifest: out}); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]benchProgram
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	got := m["demo"]
	want := []string{filepath.Join(src, "a.c"), filepath.Join(src, "sub/b.c"), filepath.Join(src, "sub/c.c"),
		filepath.Join(root, "testdata/real/demo/driver.c")}
	if strings.Join(got.Sources, " ") != strings.Join(want, " ") {
		t.Errorf("sources %v, want %v", got.Sources, want)
	}
	if strings.Join(got.CFlags, " ") != "-I"+src+" -I"+filepath.Join(src, "inc")+" -DX" {
		t.Errorf("cflags %v", got.CFlags)
	}
	if len(got.Runs) != 1 || got.Runs[0].Cmd != "$PROG x" || got.Runs[0].Env["SRC"] != src ||
		got.Runs[0].Env["REAL"] != filepath.Join(root, "testdata/real/demo") || got.LDFlags[0] != "-ldl" {
		t.Errorf("runs %+v ldflags %v", got.Runs, got.LDFlags)
	}
}

func TestReusable(t *testing.T) {
	dir := t.TempDir()
	ll, asm := filepath.Join(dir, "m.ll"), filepath.Join(dir, "m.llc.s")
	old, now := time.Now().Add(-time.Hour), time.Now()
	cases := []struct {
		name            string
		llData, asmData string // "" : the file does not exist
		llTime, asmTime time.Time
		want            bool
	}{
		{"both, assembly newer", "ir", "asm", old, now, true},
		{"both, same time", "ir", "asm", now, now, true},
		{"assembly older than the .ll", "ir", "asm", now, old, false},
		{"no assembly", "ir", "", old, now, false},
		{"empty assembly", "ir", "-", old, now, false},
		{"no .ll", "", "asm", old, now, false},
	}
	for _, c := range cases {
		os.Remove(ll)
		os.Remove(asm)
		for _, f := range []struct {
			path, data string
			at         time.Time
		}{{ll, c.llData, c.llTime}, {asm, c.asmData, c.asmTime}} {
			if f.data == "" {
				continue
			}
			data := f.data
			if data == "-" {
				data = ""
			}
			if err := os.WriteFile(f.path, []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Chtimes(f.path, f.at, f.at); err != nil {
				t.Fatal(err)
			}
		}
		if got := reusable(ll, asm); got != c.want {
			t.Errorf("%s: reusable = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestCleanLevel(t *testing.T) {
	for _, reuse := range []bool{false, true} {
		dir := filepath.Join(t.TempDir(), "O2")
		if err := os.MkdirAll(filepath.Join(dir, "run"), 0o755); err != nil {
			t.Fatal(err)
		}
		files := []string{"a.ll", "a.llc.s", "a.ssara.s", "a.census.ll", "prog.llc", "run/out.txt"}
		for _, f := range files {
			if err := os.WriteFile(filepath.Join(dir, f), []byte("x"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if err := cleanLevel(dir, reuse); err != nil {
			t.Fatal(err)
		}
		var left []string
		ents, _ := os.ReadDir(dir)
		for _, e := range ents {
			left = append(left, e.Name())
		}
		want := ""
		if reuse {
			want = "a.ll a.llc.s"
		}
		if strings.Join(left, " ") != want {
			t.Errorf("reuse=%v: left %v, want %q", reuse, left, want)
		}
	}
	if err := cleanLevel(filepath.Join(t.TempDir(), "none"), true); err != nil {
		t.Errorf("missing directory: %v", err)
	}
}
