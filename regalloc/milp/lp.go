package milp

import (
	"bufio"
	"io"
	"math"
	"strconv"

	"github.com/pkg/errors"
)

// termsPerLine is how many terms WriteLP puts on one line; the LP format
// lets an expression continue on the next line.
const termsPerLine = 8

// maxNameLen is the longest name WriteLP accepts (CPLEX's limit).
const maxNameLen = 255

// ValidName reports whether s can name a variable or constraint in an LP
// file: a letter other than e or E (which the format reserves for
// exponents) or an underscore, then letters, digits, underscores and
// periods, at most 255 characters.
func ValidName(s string) bool {
	if s == "" || len(s) > maxNameLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			if i == 0 && (c == 'e' || c == 'E') {
				return false
			}
		case i > 0 && (c >= '0' && c <= '9' || c == '.'):
		default:
			return false
		}
	}
	return true
}

// WriteLP writes m in the CPLEX LP format as CBC reads it: the objective
// (named obj), the constraints in the order they were added, the bounds
// that differ from the default [0, +inf), then the general integers and
// the binaries, each section in variable order. The output depends only on
// m. Names must be ValidName and unique among the variables and among the
// constraints ("obj" is taken); coefficients and right-hand sides must be
// finite.
func (m *Model) WriteLP(w io.Writer) error {
	if err := m.validate(); err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	if m.Name != "" {
		bw.WriteString("\\ ")
		bw.WriteString(m.Name)
		bw.WriteByte('\n')
	}
	bw.WriteString("Minimize\n obj:")
	var obj []Term
	for i, v := range m.vars {
		if v.obj != 0 {
			obj = append(obj, Term{Var(i), v.obj})
		}
	}
	m.writeTerms(bw, obj)
	bw.WriteString("\nSubject To\n")
	for _, c := range m.cons {
		bw.WriteString(" ")
		bw.WriteString(c.Name)
		bw.WriteString(":")
		m.writeTerms(bw, c.Terms)
		bw.WriteString(" ")
		bw.WriteString(c.Sense.String())
		bw.WriteString(" ")
		bw.WriteString(num(c.RHS))
		bw.WriteByte('\n')
	}
	for i, name := range m.trivial {
		// A constraint without terms that cannot hold: keep the model
		// infeasible in the file too, on a variable fixed at zero.
		if i == 0 {
			bw.WriteString(" milp_trivial_zero_row: milp_trivial_zero >= 1\n")
		}
		bw.WriteString("\\ ")
		bw.WriteString(name)
		bw.WriteString(" has no terms and cannot hold\n")
	}
	wroteBounds := false
	bounds := func() {
		if !wroteBounds {
			bw.WriteString("Bounds\n")
			wroteBounds = true
		}
	}
	for _, v := range m.vars {
		if v.kind == Binary || v.lb == 0 && math.IsInf(v.ub, 1) {
			continue
		}
		bounds()
		bw.WriteString(" ")
		switch {
		case v.lb == v.ub:
			bw.WriteString(v.name + " = " + num(v.lb))
		case math.IsInf(v.lb, -1) && math.IsInf(v.ub, 1):
			bw.WriteString(v.name + " free")
		case math.IsInf(v.ub, 1):
			bw.WriteString(v.name + " >= " + num(v.lb))
		default:
			bw.WriteString(num(v.lb) + " <= " + v.name + " <= " + num(v.ub))
		}
		bw.WriteByte('\n')
	}
	if len(m.trivial) > 0 {
		bounds()
		bw.WriteString(" milp_trivial_zero = 0\n")
	}
	m.writeSection(bw, "Generals", Integer)
	m.writeSection(bw, "Binaries", Binary)
	bw.WriteString("End\n")
	return errors.Wrap(bw.Flush(), "write LP")
}

func (m *Model) writeTerms(bw *bufio.Writer, ts []Term) {
	for i, t := range ts {
		if i > 0 && i%termsPerLine == 0 {
			bw.WriteString("\n  ")
		}
		c := t.Coef
		if c < 0 {
			bw.WriteString(" - ")
			c = -c
		} else if i > 0 {
			bw.WriteString(" + ")
		} else {
			bw.WriteString(" ")
		}
		if c != 1 {
			bw.WriteString(num(c))
			bw.WriteString(" ")
		}
		bw.WriteString(m.vars[t.Var].name)
	}
}

func (m *Model) writeSection(bw *bufio.Writer, title string, k Kind) {
	n := 0
	for _, v := range m.vars {
		if v.kind != k {
			continue
		}
		if n == 0 {
			bw.WriteString(title)
			bw.WriteByte('\n')
		}
		if n > 0 && n%termsPerLine == 0 {
			bw.WriteByte('\n')
		}
		bw.WriteString(" ")
		bw.WriteString(v.name)
		n++
	}
	if n > 0 {
		bw.WriteByte('\n')
	}
}

// num formats a finite number as the LP format reads it back exactly.
func num(x float64) string {
	if math.IsInf(x, 1) {
		return "+inf"
	}
	if math.IsInf(x, -1) {
		return "-inf"
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

// validate checks names and numbers before writing.
func (m *Model) validate() error {
	seen := make(map[string]bool, len(m.vars))
	for _, v := range m.vars {
		switch {
		case !ValidName(v.name):
			return errors.Errorf("variable name %q is not valid in an LP file", v.name)
		case seen[v.name]:
			return errors.Errorf("two variables are named %s", v.name)
		case math.IsNaN(v.obj) || math.IsInf(v.obj, 0):
			return errors.Errorf("variable %s has objective coefficient %g", v.name, v.obj)
		case math.IsNaN(v.lb) || math.IsNaN(v.ub) || v.lb > v.ub || math.IsInf(v.lb, 1) || math.IsInf(v.ub, -1):
			return errors.Errorf("variable %s has bounds [%g, %g]", v.name, v.lb, v.ub)
		}
		seen[v.name] = true
	}
	cseen := map[string]bool{"obj": true}
	for _, c := range m.cons {
		switch {
		case !ValidName(c.Name):
			return errors.Errorf("constraint name %q is not valid in an LP file", c.Name)
		case cseen[c.Name]:
			return errors.Errorf("two constraints are named %s", c.Name)
		case math.IsNaN(c.RHS) || math.IsInf(c.RHS, 0):
			return errors.Errorf("constraint %s has right-hand side %g", c.Name, c.RHS)
		}
		cseen[c.Name] = true
		for _, t := range c.Terms {
			if math.IsNaN(t.Coef) || math.IsInf(t.Coef, 0) || int(t.Var) < 0 || int(t.Var) >= len(m.vars) {
				return errors.Errorf("constraint %s has a bad term (%d, %g)", c.Name, t.Var, t.Coef)
			}
		}
	}
	if len(m.trivial) > 0 && seen["milp_trivial_zero"] {
		return errors.New("the name milp_trivial_zero is reserved")
	}
	return nil
}
