package emit

import (
	"fmt"
	"testing"
)

func TestExpandAsm(t *testing.T) {
	op := func(k int, mod string) string { return fmt.Sprintf("<%d%s>", k, mod) }
	cases := []struct{ in, want string }{
		{"mov $0, $1", "mov <0>, <1>"},
		{"add ${2:k}, $$5", "add <2k>, $5"},
		{"x $12y", "x <12>y"},
		{"${3}", "<3>"},
		{"bad ${1", "bad ${1"},
		{"end $", "end $"},
		{"$z", "$z"},
	}
	for _, c := range cases {
		if got := ExpandAsm(c.in, op); got != c.want {
			t.Errorf("ExpandAsm(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
