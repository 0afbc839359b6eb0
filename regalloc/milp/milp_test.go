package milp

import (
	"bytes"
	"flag"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// smallModel uses every feature the LP writer has: the three kinds, default,
// fixed, free, half- and fully-bounded variables, negative and fractional
// coefficients, merged and dropped terms, a constraint longer than a line,
// and all three senses.
func smallModel() (*Model, []Var) {
	m := &Model{Name: "small test model"}
	x := m.Binary("x")
	y := m.Binary("y_1")
	n := m.NewVar("n.count", Integer, 0, 7)
	f := m.Continuous("f", math.Inf(-1), math.Inf(1))
	g := m.Continuous("g", 2.5, math.Inf(1))
	h := m.Continuous("h", math.Inf(-1), 4)
	k := m.NewVar("k", Integer, 3, 3)
	c := m.Continuous("c", 0, math.Inf(1))
	d := m.Continuous("d", 0, 1)
	m.AddObj(x, 3)
	m.AddObj(y, -2)
	m.AddObj(n, 0.25)
	m.AddObj(c, 1)
	m.AddObj(g, 1e6)
	m.AddObjConst(10)
	m.AddConstr("cover", []Term{{x, 1}, {y, 1}, {x, 1}, {n, 0}}, GE, 1)
	m.AddConstr("cap", []Term{{n, 2}, {f, -1}, {h, 1}}, LE, 9)
	m.AddConstr("fix", []Term{{f, 1}, {g, -1}}, EQ, -0.5)
	var long []Term
	for i, v := range []Var{x, y, n, f, g, h, k, c, d, x, y} {
		long = append(long, Term{v, float64(i + 1)})
	}
	m.AddConstr("long", long, LE, 1000)
	m.AddConstr("gone", []Term{{x, 1}, {x, -1}}, LE, 0)
	return m, []Var{x, y, n, f, g, h, k, c, d}
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the written model:\n--- got\n%s--- want\n%s", path, got, want)
	}
}

func TestWriteLP(t *testing.T) {
	m, _ := smallModel()
	var buf bytes.Buffer
	if err := m.WriteLP(&buf); err != nil {
		t.Fatal(err)
	}
	golden(t, "small.lp", buf.Bytes())
}

func TestAddConstrMergesTerms(t *testing.T) {
	m, v := smallModel()
	cons := m.Constraints()
	if len(cons) != 4 {
		t.Fatalf("%d constraints, want 4 (the one with cancelling terms dropped)", len(cons))
	}
	cover := cons[0]
	if len(cover.Terms) != 2 || cover.Terms[0] != (Term{v[0], 2}) || cover.Terms[1] != (Term{v[1], 1}) {
		t.Errorf("cover terms = %v, want [{x 2} {y 1}]", cover.Terms)
	}
	long := cons[3]
	if len(long.Terms) != 9 || long.Terms[0].Coef != 1+10 || long.Terms[1].Coef != 2+11 {
		t.Errorf("long terms = %v, want x and y merged", long.Terms)
	}
	// Many terms take the map path of the merge.
	var many []Term
	for i := 0; i < 20; i++ {
		many = append(many, Term{v[i%3], 1})
	}
	m.AddConstr("many", many, LE, 100)
	got := m.Constraints()[4].Terms
	if len(got) != 3 || got[0].Coef != 7 || got[1].Coef != 7 || got[2].Coef != 6 {
		t.Errorf("many terms = %v, want three merged terms 7, 7, 6", got)
	}
}

func TestSize(t *testing.T) {
	m, _ := smallModel()
	got := m.Size()
	want := Size{Vars: 9, Binaries: 2, Integers: 2, Constraints: 4, NonZeros: 2 + 3 + 2 + 9}
	if got != want {
		t.Errorf("Size = %+v, want %+v", got, want)
	}
}

func TestWriteLPRejects(t *testing.T) {
	cases := []struct {
		name  string
		build func(m *Model)
		want  string
	}{
		{"digit first", func(m *Model) { m.Binary("1x") }, "not valid"},
		{"exponent letter first", func(m *Model) { m.Binary("e12") }, "not valid"},
		{"space", func(m *Model) { m.Binary("a b") }, "not valid"},
		{"empty", func(m *Model) { m.Binary("") }, "not valid"},
		{"duplicate variable", func(m *Model) { m.Binary("a"); m.Binary("a") }, "two variables"},
		{"duplicate constraint", func(m *Model) {
			a := m.Binary("a")
			m.AddConstr("c", []Term{{a, 1}}, LE, 1)
			m.AddConstr("c", []Term{{a, 1}}, LE, 1)
		}, "two constraints"},
		{"constraint named obj", func(m *Model) {
			a := m.Binary("a")
			m.AddConstr("obj", []Term{{a, 1}}, LE, 1)
		}, "two constraints"},
		{"NaN coefficient", func(m *Model) {
			a := m.Binary("a")
			m.AddConstr("c", []Term{{a, math.NaN()}}, LE, 1)
		}, "bad term"},
		{"infinite right-hand side", func(m *Model) {
			a := m.Binary("a")
			m.AddConstr("c", []Term{{a, 1}}, LE, math.Inf(1))
		}, "right-hand side"},
		{"crossed bounds", func(m *Model) { m.Continuous("a", 2, 1) }, "bounds"},
		{"infinite objective", func(m *Model) { a := m.Binary("a"); m.AddObj(a, math.Inf(1)) }, "objective"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := &Model{}
			c.build(m)
			err := m.WriteLP(&bytes.Buffer{})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("WriteLP error = %v, want one saying %q", err, c.want)
			}
		})
	}
}

func TestValidName(t *testing.T) {
	for s, want := range map[string]bool{
		"x": true, "_x": true, "x.1_b": true, "X9": true, "r1_v3": true,
		"e": false, "E1": false, "9a": false, ".a": false, "a-b": false, "a:b": false,
		strings.Repeat("a", 255): true, strings.Repeat("a", 256): false,
	} {
		if ValidName(s) != want {
			t.Errorf("ValidName(%.20q) = %v, want %v", s, !want, want)
		}
	}
}

func TestCheck(t *testing.T) {
	m, _ := smallModel()
	// x=1 y=0 n=0 f=2 g=2.5 h=0 k=3 c=0 d=0: cover 2>=1, cap -2<=9,
	// fix -0.5, long well within 1000.
	ok := []float64{1, 0, 0, 2, 2.5, 0, 3, 0, 0}
	if err := m.Check(ok, 1e-9); err != nil {
		t.Fatalf("Check of a feasible point: %v", err)
	}
	if got, want := m.Objective(ok), 10+3+2.5e6; got != want {
		t.Errorf("Objective = %g, want %g", got, want)
	}
	bad := []struct {
		change func(x []float64)
		want   string
	}{
		{func(x []float64) { x[0] = 0 }, "constraint cover"},
		{func(x []float64) { x[2] = 0.5 }, "not integral"},
		{func(x []float64) { x[2] = 8 }, "outside"},
		{func(x []float64) { x[4] = 3 }, "constraint fix"},
		{func(x []float64) { x[6] = 4 }, "outside"},
		{func(x []float64) { x[3] = math.NaN() }, "outside"},
	}
	for _, b := range bad {
		x := append([]float64(nil), ok...)
		b.change(x)
		if err := m.Check(x, 1e-9); err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("Check(%v) = %v, want an error saying %q", x, err, b.want)
		}
	}
	if err := m.Check(ok[:3], 1e-9); err == nil {
		t.Error("Check accepted too few values")
	}
}

func TestTrivialConstraints(t *testing.T) {
	m := &Model{}
	a := m.Binary("a")
	m.AddConstr("fine", nil, LE, 0)
	if len(m.Constraints()) != 0 || m.Check([]float64{0}, 0) != nil {
		t.Fatal("a term-less constraint that holds was kept or made the model infeasible")
	}
	m.AddConstr("never", []Term{{a, 0}}, GE, 1)
	if err := m.Check([]float64{0}, 0); err == nil || !strings.Contains(err.Error(), "never") {
		t.Errorf("Check = %v, want the term-less constraint that cannot hold named", err)
	}
	var buf bytes.Buffer
	if err := m.WriteLP(&buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "milp_trivial_zero >= 1") || !strings.Contains(buf.String(), "milp_trivial_zero = 0") {
		t.Errorf("the LP file does not keep the model infeasible:\n%s", buf.String())
	}
}
