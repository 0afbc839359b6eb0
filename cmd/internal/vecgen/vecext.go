package vecgen

import (
	"fmt"
	"strings"
)

// Kernels written with GCC's vector extensions: vector code at every
// optimisation level, with local vectors live across calls, vectors
// built from scalars, shuffles, conversions and vectors passed to and
// returned from noinline functions by value.

// vglobal returns the global array of 4 vectors of type v.
func (g *gen) vglobal(v vtype) string {
	name := "g_" + v.name()
	if _, ok := g.vglobals[name]; !ok {
		g.vglobals[name] = v
		g.vorder = append(g.vorder, name)
	}
	return name
}

func (g *gen) pickV() vtype { return vectorTypes[g.r.IntN(len(vectorTypes))] }

// sameLanes are the vector types with v's lane count other than v.
func sameLanes(v vtype) []vtype {
	var out []vtype
	for _, w := range vectorTypes {
		if w.lanes == v.lanes && w != v {
			out = append(out, w)
		}
	}
	return out
}

// vclamp bounds a floating-point vector expression.
func vclamp(v vtype, e string) string {
	if v.isFloat() {
		return fmt.Sprintf("vclamp_%s(%s)", v.name(), e)
	}
	return e
}

// sleaf is a scalar for a lane: a parameter, a constant or an array
// element at a constant index.
func (k *kern) sleaf(t *ctype) string {
	switch k.g.r.IntN(3) {
	case 0:
		return k.scalar(t)
	case 1:
		return k.g.literal(t, false)
	}
	a, _ := k.array(t)
	return fmt.Sprintf("%s[%d]", a, k.g.r.IntN(k.g.n))
}

// vleaf is a local vector, an element of a global vector array, a splat
// of a scalar, or a vector built lane by lane.
func (k *kern) vleaf(v vtype) string {
	g := k.g
	if ls := k.locals[v.name()]; len(ls) > 0 && g.r.IntN(3) != 0 {
		return ls[g.r.IntN(len(ls))]
	}
	switch g.r.IntN(4) {
	case 0, 1:
		return fmt.Sprintf("%s[%d]", g.vglobal(v), g.r.IntN(4))
	case 2:
		s := k.sleaf(v.elem)
		return fmt.Sprintf("(%s){%s}", v.name(), strings.Repeat(s+", ", v.lanes-1)+s)
	}
	var lanes []string
	for i := 0; i < v.lanes; i++ {
		lanes = append(lanes, k.sleaf(v.elem))
	}
	return fmt.Sprintf("(%s){%s}", v.name(), strings.Join(lanes, ", "))
}

// vexpr is a random vector expression of type v.
func (k *kern) vexpr(v vtype, depth int) string {
	g := k.g
	if depth <= 0 || g.chance(4) {
		return k.vleaf(v)
	}
	sub := func() string { return k.vexpr(v, depth-1) }
	u := v.unsigned()
	arith := func(op string) string {
		if v.elem.signed && !v.isFloat() {
			return fmt.Sprintf("(%s)((%s)%s %s (%s)%s)", v.name(), u.name(), sub(), op, u.name(), sub())
		}
		return vclamp(v, fmt.Sprintf("(%s %s %s)", sub(), op, sub()))
	}
	switch g.r.IntN(11) {
	case 0, 1:
		return arith("+")
	case 2:
		return arith("-")
	case 3:
		return arith("*")
	case 4:
		if v.isFloat() {
			return fmt.Sprintf("(-%s)", sub())
		}
		return fmt.Sprintf("(%s %s %s)", sub(), []string{"&", "|", "^"}[g.r.IntN(3)], sub())
	case 5:
		if v.isFloat() {
			return arith("+")
		}
		if g.chance(2) {
			return fmt.Sprintf("(%s)((%s)%s << %d)", v.name(), u.name(), sub(), g.r.IntN(v.elem.bits))
		}
		return fmt.Sprintf("(%s >> %d)", sub(), g.r.IntN(v.elem.bits))
	case 6, 7:
		// Compare and select by mask.
		c := v
		if ws := sameLanes(v); g.chance(2) {
			for _, w := range ws {
				if w.elem.bits == v.elem.bits && g.chance(2) {
					c = w
				}
			}
		}
		m := v.mask()
		ops := []string{"<", "<=", ">", ">=", "==", "!="}
		x, y := k.vexpr(c, min(depth-1, 1)), k.vexpr(c, min(depth-1, 1))
		if x == y {
			y = fmt.Sprintf("%s[%d]", g.vglobal(c), g.r.IntN(4))
		}
		cond := fmt.Sprintf("(%s %s %s)", x, ops[g.r.IntN(len(ops))], y)
		return fmt.Sprintf("(%s)((%s & (%s)%s) | (~%s & (%s)%s))", v.name(), cond, m.name(), sub(), cond, m.name(), sub())
	case 8:
		// A shuffle of two vectors, or a reversal of one.
		var idx []string
		rev := g.chance(3)
		for i := 0; i < v.lanes; i++ {
			if rev {
				idx = append(idx, fmt.Sprint(v.lanes-1-i))
			} else {
				idx = append(idx, fmt.Sprint(g.r.IntN(2*v.lanes)))
			}
		}
		return fmt.Sprintf("__builtin_shufflevector(%s, %s, %s)", sub(), sub(), strings.Join(idx, ", "))
	case 9:
		return k.vconvert(v, depth-1)
	default:
		if depth >= 2 && g.chance(2) {
			return k.vcall(v)
		}
		return arith("+")
	}
}

// vconvert converts a vector of another element type with the same lane
// count to v: floating-point results are clamped, floating-point values
// are converted only to signed integers of 16 bits or more after a clamp
// (so every lane is in range).
func (k *kern) vconvert(v vtype, depth int) string {
	g := k.g
	var from []vtype
	for _, w := range sameLanes(v) {
		if w.isFloat() && !v.isFloat() && (!v.elem.signed || v.elem.bits < 16) {
			continue
		}
		from = append(from, w)
	}
	if len(from) == 0 {
		return k.vexpr(v, depth)
	}
	w := from[g.r.IntN(len(from))]
	x := k.vexpr(w, depth)
	if w.isFloat() {
		x = vclamp(w, x)
	}
	return vclamp(v, fmt.Sprintf("__builtin_convertvector(%s, %s)", x, v.name()))
}

// vcall calls a new noinline function that takes two vectors of type v
// by value and returns one.
func (k *kern) vcall(v vtype) string {
	g := k.g
	g.nfunc++
	name := fmt.Sprintf("vf%d", g.nfunc)
	h := &kern{g: g, locals: map[string][]string{v.name(): {"a", "b"}}, noScalars: true}
	body := vclamp(v, h.vexpr(v, 1+g.r.IntN(2)))
	fmt.Fprintf(&g.funcs, "\n__attribute__((noinline)) static %[1]s %[2]s(%[1]s a, %[1]s b) {\n\treturn %[3]s;\n}\n", v.name(), name, body)
	return fmt.Sprintf("%s(%s, %s)", name, k.vexpr(v, 0), k.vexpr(v, 0))
}

// vectorExtKernel: local vectors (a few, or many for register pressure)
// computed from globals, scalars and each other, a call of a noinline
// function among them, and every local stored at the end, so that the
// vectors made before the call are live across it.
func (g *gen) vectorExtKernel(k *kern) {
	nloc := 2 + g.r.IntN(6)
	if g.chance(3) {
		nloc = 10 + g.r.IntN(12)
	}
	callAt := 1 + g.r.IntN(nloc)
	if g.chance(5) {
		callAt = -1
	}
	var order []string
	for i := 0; i < nloc; i++ {
		if i == callAt {
			k.body.WriteString("\topaque();\n")
		}
		v := g.pickV()
		e := vclamp(v, k.vexpr(v, 1+g.r.IntN(2)))
		name := fmt.Sprintf("x%d", k.nlocal)
		k.nlocal++
		fmt.Fprintf(&k.body, "\t%s %s = %s;\n", v.name(), name, e)
		if len(k.locals[v.name()]) == 0 {
			order = append(order, v.name())
		}
		k.locals[v.name()] = append(k.locals[v.name()], name)
	}
	if callAt == nloc {
		k.body.WriteString("\topaque();\n")
	}
	// Every local is stored: the locals of a type are combined into one
	// vector of that type's global array.
	byName := map[string]vtype{}
	for _, v := range vectorTypes {
		byName[v.name()] = v
	}
	for _, vn := range order {
		v := byName[vn]
		ls := k.locals[vn]
		e := ls[0]
		for _, l := range ls[1:] {
			if v.isFloat() {
				e = fmt.Sprintf("%s + %s", e, l)
			} else {
				e = fmt.Sprintf("%s ^ %s", e, l)
			}
		}
		gv := g.vglobal(v)
		fmt.Fprintf(&k.body, "\t%s[%d] = %s;\n", gv, g.r.IntN(4), vclamp(v, e))
		k.store(gv)
		if g.chance(3) {
			// A lane of the vector into a scalar array.
			a, global := k.array(v.elem)
			k.store(global)
			fmt.Fprintf(&k.body, "\t%s[%d] = %s[%d];\n", a, g.r.IntN(g.n), ls[len(ls)-1], g.r.IntN(v.lanes))
		}
	}
}
