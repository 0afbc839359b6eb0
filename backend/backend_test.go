package backend

import (
	"strings"
	"testing"

	isappc "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/mir"
)

func TestForTriple(t *testing.T) {
	for _, tc := range []struct {
		triple, want, err string
	}{
		{"x86_64-pc-linux-gnu", "x86-64", ""},
		{"x86_64-unknown-linux-gnu", "x86-64", ""},
		{"", "x86-64", ""},
		{"powerpc64le-unknown-linux-gnu", "ppc64le", ""},
		{"ppc64le-linux-gnu", "ppc64le", ""},
		{"powerpc-unknown-linux-gnu", "ppc32", ""},
		{"powerpc64-unknown-linux-gnu", "", `unsupported target triple "powerpc64-unknown-linux-gnu" (known architectures: powerpc, ppc, powerpc64le, ppc64le, x86_64; or give -march: ppc32, ppc64le, x86-64)`},
		{"aarch64-linux-gnu", "", `unsupported target triple "aarch64-linux-gnu"`},
		{"i386-pc-linux-gnu", "", "known architectures:"},
	} {
		b, err := ForTriple(tc.triple)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("ForTriple(%q) = %v, %v; want error containing %q", tc.triple, b, err, tc.err)
			}
			continue
		}
		if err != nil || b.Name != tc.want {
			t.Errorf("ForTriple(%q) = %v, %v; want %s", tc.triple, b, err, tc.want)
		}
	}
}

func TestLookup(t *testing.T) {
	for _, n := range []string{"x86-64", "ppc64le", "ppc32"} {
		b, err := Lookup(n)
		if err != nil || b.Name != n || b.Regs.Name() != n || b.NewSelector == nil || b.Emitter == nil {
			t.Errorf("Lookup(%q) = %+v, %v", n, b, err)
		}
	}
	_, err := Lookup("riscv64")
	if want := `unsupported target "riscv64" (supported: ppc32, ppc64le, x86-64)`; err == nil || err.Error() != want {
		t.Errorf("Lookup(riscv64) = %v; want %s", err, want)
	}
}

func TestRegsOf(t *testing.T) {
	b, err := Lookup("ppc64le")
	if err != nil {
		t.Fatal(err)
	}
	r31 := isappc.GPR(31)
	for _, fp := range []bool{false, true} {
		f := &mir.Func{Aux: &isappc.FuncInfo{FramePointer: fp}}
		regs := b.RegsOf(f).Allocatable(mir.GPR)
		has := false
		for _, r := range regs {
			has = has || r == r31
		}
		if has == fp {
			t.Errorf("frame pointer %v: r31 allocatable = %v", fp, has)
		}
	}
	x, _ := Lookup("x86-64")
	if x.RegsOf(&mir.Func{}) != x.Regs {
		t.Errorf("x86-64 narrows its register file")
	}
}

func TestRegisterTwice(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Errorf("registering x86-64 twice did not panic")
		}
	}()
	Register(&Backend{Name: "x86-64"})
}
