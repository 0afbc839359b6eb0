package lower

import (
	"sort"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// TestDeadStores: which stores of a block a later store overwrites with
// nothing between that may read them. Each body's stores are named by
// the value they store (i32 1, 2, ...); dead lists those found dead.
func TestDeadStores(t *testing.T) {
	tests := []struct {
		name, body string
		dead       string
	}{
		{"overwritten", `store i32 1, i32* @g
  store i32 2, i32* @g`, "1"},
		{"through a getelementptr and a constant expression", `%p = getelementptr %s, %s* @st, i64 0, i32 1
  store i32 1, i32* %p
  store i8 9, i8* getelementptr (%s, %s* @st, i64 0, i32 0)
  store i32 2, i32* getelementptr (%s, %s* @st, i64 0, i32 1)`, "1"},
		{"read between", `store i32 1, i32* @g
  %x = load i32, i32* @g
  store i32 2, i32* @g`, ""},
		{"a disjoint read of the same object between", `store i32 1, i32* getelementptr (%s, %s* @st, i64 0, i32 1)
  %x = load i8, i8* getelementptr (%s, %s* @st, i64 0, i32 0)
  store i32 2, i32* getelementptr (%s, %s* @st, i64 0, i32 1)`, "1"},
		{"a read of another global between", `store i32 1, i32* @g
  %x = load i32, i32* @h
  store i32 2, i32* @g`, "1"},
		{"a read through a pointer between", `store i32 1, i32* @g
  %x = load i32, i32* %q
  store i32 2, i32* @g`, ""},
		{"a store through a pointer, a read of a global between", `store i32 1, i32* %q
  %x = load i32, i32* @g
  store i32 2, i32* %q`, ""},
		{"a call between", `store i32 1, i32* @g
  call void @f()
  store i32 2, i32* @g`, ""},
		{"narrower later store", `store i32 1, i32* @g
  store i8 2, i8* bitcast (i32* @g to i8*)`, ""},
		{"wider later store", `store i8 1, i8* bitcast (i32* @g to i8*)
  store i32 2, i32* @g`, "1"},
		{"volatile", `store volatile i32 1, i32* @g
  store i32 2, i32* @g
  store volatile i32 3, i32* @g`, ""},
		{"an aggregate does not cover its padding", `store i32 1, i32* bitcast (%p* @pad to i32*)
  store %p {i8 2, i32 3}, %p* @pad`, ""},
		{"an alloca", `%a = alloca i64
  store i64 1, i64* %a
  %x = load i32, i32* @g
  store i64 2, i64* %a
  %y = load i64, i64* %a`, "1"},
		{"other blocks do not count", `store i32 1, i32* @g
  br label %next
next:
  store i32 2, i32* @g`, ""},
	}
	for _, tt := range tests {
		src := "target datalayout = \"e-m:e-i64:64-n32:64-S128\"\n%s = type { i8, i32 }\n%p = type { i8, i32 }\n@g = global i32 0\n@h = global i32 0\n@st = global %s zeroinitializer\n@pad = global %p zeroinitializer\ndeclare void @f()\ndefine void @t(i32* %q) {\nentry:\n  " + tt.body + "\n  ret void\n}\n"
		m, err := asm.ParseString("t.ll", src)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		lay, err := ParseLayout(m.DataLayout, "powerpc64le-unknown-linux-gnu")
		if err != nil {
			t.Fatal(err)
		}
		fn := m.Funcs[len(m.Funcs)-1]
		l := &Func{Layout: lay, IR: fn}
		var got []string
		for st := range l.DeadStores() {
			got = append(got, strings.TrimPrefix(strings.Fields(st.Src.Ident())[0], "i32 "))
		}
		sort.Strings(got)
		if s := strings.Join(got, " "); s != tt.dead {
			t.Errorf("%s: dead %q, want %q", tt.name, s, tt.dead)
		}
	}
}
