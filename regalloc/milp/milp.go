// Package milp describes mixed-integer linear programs and solves them with
// an external solver. It knows nothing of register allocation.
//
// A Model has variables (binary, integer or continuous, with bounds), linear
// constraints and a linear objective to minimise. WriteLP writes it in the
// CPLEX LP format, deterministically: the same model gives the same bytes.
// CBC runs the COIN-OR branch-and-cut solver (`cbc`, Debian's coinor-cbc)
// as a subprocess on that file, with a time limit and a thread count, and
// reads its solution file back into a Solution: a Status (optimal, feasible
// with a gap, infeasible, no solution in time) and a value per variable.
//
// Solutions are checked against the model before they are returned
// (Model.Check), so a misread solution file or a solver that stopped early
// cannot hand an infeasible assignment to the caller.
package milp

import (
	"fmt"
	"math"

	"github.com/pkg/errors"
)

// Var is a variable of a Model: its index in creation order.
type Var int

// Kind is the domain of a variable.
type Kind uint8

// Variable kinds.
const (
	Continuous Kind = iota
	Integer
	Binary
)

func (k Kind) String() string {
	switch k {
	case Continuous:
		return "continuous"
	case Integer:
		return "integer"
	case Binary:
		return "binary"
	}
	return fmt.Sprintf("kind%d", k)
}

// Sense is the relation of a constraint.
type Sense uint8

// Constraint senses.
const (
	LE Sense = iota // sum <= rhs
	GE              // sum >= rhs
	EQ              // sum = rhs
)

func (s Sense) String() string {
	switch s {
	case LE:
		return "<="
	case GE:
		return ">="
	case EQ:
		return "="
	}
	return "?"
}

// Term is Coef times Var.
type Term struct {
	Var  Var
	Coef float64
}

// Constraint is Name: sum(Terms) Sense RHS.
type Constraint struct {
	Name  string
	Terms []Term
	Sense Sense
	RHS   float64
}

type varInfo struct {
	name   string
	kind   Kind
	lb, ub float64
	obj    float64
}

// Model is a mixed-integer linear program: minimise the objective subject
// to the constraints and the variables' bounds and domains. The zero Model
// is empty and ready to use.
type Model struct {
	// Name is written as a comment at the top of the LP file.
	Name string
	vars []varInfo
	cons []Constraint
	// objConst is a constant added to the objective.
	objConst float64
	// trivial lists constraints without terms that can never hold.
	trivial []string
}

// NewVar adds a variable with bounds lb <= v <= ub (math.Inf for none) and
// returns it. A Binary variable's bounds are [0, 1] whatever lb and ub say.
func (m *Model) NewVar(name string, kind Kind, lb, ub float64) Var {
	if kind == Binary {
		lb, ub = 0, 1
	}
	m.vars = append(m.vars, varInfo{name: name, kind: kind, lb: lb, ub: ub})
	return Var(len(m.vars) - 1)
}

// Binary adds a 0-1 variable.
func (m *Model) Binary(name string) Var { return m.NewVar(name, Binary, 0, 1) }

// Continuous adds a continuous variable with bounds [lb, ub].
func (m *Model) Continuous(name string, lb, ub float64) Var {
	return m.NewVar(name, Continuous, lb, ub)
}

// NumVars is the number of variables.
func (m *Model) NumVars() int { return len(m.vars) }

// VarName is the name of v.
func (m *Model) VarName(v Var) string { return m.vars[v].name }

// Kind is the kind of v.
func (m *Model) Kind(v Var) Kind { return m.vars[v].kind }

// Bounds are the bounds of v.
func (m *Model) Bounds(v Var) (lb, ub float64) { return m.vars[v].lb, m.vars[v].ub }

// SetBounds changes the bounds of v (fixing it when lb == ub).
func (m *Model) SetBounds(v Var, lb, ub float64) { m.vars[v].lb, m.vars[v].ub = lb, ub }

// AddObj adds c to the objective coefficient of v.
func (m *Model) AddObj(v Var, c float64) { m.vars[v].obj += c }

// Obj is the objective coefficient of v.
func (m *Model) Obj(v Var) float64 { return m.vars[v].obj }

// AddObjConst adds a constant to the objective.
func (m *Model) AddObjConst(c float64) { m.objConst += c }

// AddConstr adds the constraint name: sum(terms) sense rhs. Terms on the
// same variable are merged (in order of first appearance) and zero
// coefficients dropped. A constraint left without terms is dropped when
// 0 sense rhs holds and makes the model infeasible otherwise.
func (m *Model) AddConstr(name string, terms []Term, sense Sense, rhs float64) {
	merged := make([]Term, 0, len(terms))
	var at map[Var]int
	if len(terms) > 8 {
		at = make(map[Var]int, len(terms))
	}
	for _, t := range terms {
		i := -1
		if at != nil {
			if j, ok := at[t.Var]; ok {
				i = j
			}
		} else {
			for j := range merged {
				if merged[j].Var == t.Var {
					i = j
					break
				}
			}
		}
		if i >= 0 {
			merged[i].Coef += t.Coef
			continue
		}
		if at != nil {
			at[t.Var] = len(merged)
		}
		merged = append(merged, t)
	}
	n := 0
	for _, t := range merged {
		if t.Coef != 0 {
			merged[n] = t
			n++
		}
	}
	merged = merged[:n]
	if len(merged) == 0 {
		if !holds(0, sense, rhs, 0) {
			m.trivial = append(m.trivial, name)
		}
		return
	}
	m.cons = append(m.cons, Constraint{Name: name, Terms: merged, Sense: sense, RHS: rhs})
}

// Constraints lists the constraints in the order they were added.
func (m *Model) Constraints() []Constraint { return m.cons }

// Size is the size of a model.
type Size struct {
	Vars        int `json:"variables"`
	Binaries    int `json:"binaries"`
	Integers    int `json:"integers"` // general integers, binaries not included
	Constraints int `json:"constraints"`
	NonZeros    int `json:"nonzeros"` // coefficients in the constraint matrix
}

func (s Size) String() string {
	return fmt.Sprintf("%d variables (%d binary, %d integer), %d constraints, %d non-zeros",
		s.Vars, s.Binaries, s.Integers, s.Constraints, s.NonZeros)
}

// Size measures m.
func (m *Model) Size() Size {
	s := Size{Vars: len(m.vars), Constraints: len(m.cons)}
	for _, v := range m.vars {
		switch v.kind {
		case Binary:
			s.Binaries++
		case Integer:
			s.Integers++
		}
	}
	for _, c := range m.cons {
		s.NonZeros += len(c.Terms)
	}
	return s
}

// Objective is the objective's value at x (one value per variable).
func (m *Model) Objective(x []float64) float64 {
	z := m.objConst
	for i, v := range m.vars {
		z += v.obj * x[i]
	}
	return z
}

// holds reports whether lhs sense rhs within tol.
func holds(lhs float64, s Sense, rhs, tol float64) bool {
	switch s {
	case LE:
		return lhs <= rhs+tol
	case GE:
		return lhs >= rhs-tol
	}
	return math.Abs(lhs-rhs) <= tol
}

// Check verifies that x satisfies every bound, domain and constraint of m
// within tol (absolute, scaled by the largest term of a constraint) and
// returns an error naming the first violation, in variable then constraint
// order.
func (m *Model) Check(x []float64, tol float64) error {
	if len(x) != len(m.vars) {
		return errors.Errorf("%d values for %d variables", len(x), len(m.vars))
	}
	if len(m.trivial) > 0 {
		return errors.Errorf("constraint %s has no terms and cannot hold", m.trivial[0])
	}
	for i, v := range m.vars {
		if x[i] < v.lb-tol || x[i] > v.ub+tol || math.IsNaN(x[i]) {
			return errors.Errorf("variable %s = %g outside [%g, %g]", v.name, x[i], v.lb, v.ub)
		}
		if v.kind != Continuous && math.Abs(x[i]-math.Round(x[i])) > tol {
			return errors.Errorf("%s variable %s = %g is not integral", v.kind, v.name, x[i])
		}
	}
	for _, c := range m.cons {
		lhs, scale := 0.0, 1.0
		for _, t := range c.Terms {
			p := t.Coef * x[t.Var]
			lhs += p
			scale = math.Max(scale, math.Abs(p))
		}
		if !holds(lhs, c.Sense, c.RHS, tol*scale) {
			return errors.Errorf("constraint %s: %g %s %g does not hold", c.Name, lhs, c.Sense, c.RHS)
		}
	}
	return nil
}
