// Package vecgen generates random C programs with vector code: loops over
// arrays of 8- to 64-bit integers, floats and doubles that clang-14 -O2's
// loop and SLP vectorizers turn into vector instructions, and functions
// written with GCC's vector extensions (vector_size(8) and (16)), which
// are vector code at every optimisation level.
//
// The programs are shaped after the bugs vector code invites in a
// register allocator: splats of scalars (a[i] = x, a[i] += k*b[i]),
// vectors built lane by lane from scalars, reductions, compares and
// selects, conversions between lane widths, shuffles (reversed loops,
// interleaved strides, __builtin_shufflevector), vectors live across
// calls of noinline functions, vectors passed and returned by value, and
// many values live at once.
//
// Every program prints checksums of what each of its kernels computed and
// exits 0. It has no undefined behaviour: integer arithmetic that could
// overflow is done in unsigned types, shift counts are below the width,
// indices stay in bounds, every array is initialised, floating-point
// values are kept within ±1e4 where they are stored (so no expression
// reaches infinity or NaN) and converted to integers only when in range.
// No fast-math is used, so llc-14 and ssara, which compile the same IR,
// must print the same bits. Generation is deterministic: a seed always
// gives the same program.
package vecgen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
)

// ctype is a scalar C type.
type ctype struct {
	name   string // C spelling
	id     string // in identifiers: "u8", "f64"
	bits   int
	signed bool
	float  bool
}

var (
	tI8  = &ctype{"int8_t", "i8", 8, true, false}
	tU8  = &ctype{"uint8_t", "u8", 8, false, false}
	tI16 = &ctype{"int16_t", "i16", 16, true, false}
	tU16 = &ctype{"uint16_t", "u16", 16, false, false}
	tI32 = &ctype{"int32_t", "i32", 32, true, false}
	tU32 = &ctype{"uint32_t", "u32", 32, false, false}
	tI64 = &ctype{"int64_t", "i64", 64, true, false}
	tU64 = &ctype{"uint64_t", "u64", 64, false, false}
	tF32 = &ctype{"float", "f32", 32, true, true}
	tF64 = &ctype{"double", "f64", 64, true, true}

	scalarTypes = []*ctype{tI8, tU8, tI16, tU16, tI32, tU32, tI64, tU64, tF32, tF64}
	intTypes    = []*ctype{tI8, tU8, tI16, tU16, tI32, tU32, tI64, tU64}
)

// wrap is the unsigned type integer arithmetic of t is done in, so that
// it wraps instead of overflowing.
func (t *ctype) wrap() string {
	if t.bits == 64 {
		return "uint64_t"
	}
	return "uint32_t"
}

// clamp names the C helper that bounds a value of float type t.
func (t *ctype) clamp() string { return "clamp_" + t.id }

// bounds are exclusive limits within which a floating-point value
// converts to integer type t without undefined behaviour.
func (t *ctype) bounds() (lo, hi string) {
	if !t.signed {
		return "-1.0", fmt.Sprintf("%.1f", math.Ldexp(1, t.bits))
	}
	// -(2^(b-1)+1) rounds to -2^(b-1) for 64 bits, which is still a
	// bound that excludes no value out of range.
	return fmt.Sprintf("-%.1f", math.Ldexp(1, t.bits-1)+1), fmt.Sprintf("%.1f", math.Ldexp(1, t.bits-1))
}

// vtype is a GCC vector type.
type vtype struct {
	elem  *ctype
	lanes int
}

func (v vtype) name() string  { return fmt.Sprintf("v%d%s", v.lanes, v.elem.id) }
func (v vtype) bytes() int    { return v.lanes * v.elem.bits / 8 }
func (v vtype) isFloat() bool { return v.elem.float }

// mask is the type of a comparison of two v: signed integers of the
// element width.
func (v vtype) mask() vtype {
	e := map[int]*ctype{8: tI8, 16: tI16, 32: tI32, 64: tI64}[v.elem.bits]
	return vtype{e, v.lanes}
}

// unsigned is v with unsigned elements of the same width (v itself for
// unsigned and floating-point types).
func (v vtype) unsigned() vtype {
	if v.elem.float || !v.elem.signed {
		return v
	}
	e := map[int]*ctype{8: tU8, 16: tU16, 32: tU32, 64: tU64}[v.elem.bits]
	return vtype{e, v.lanes}
}

// vectorTypes are the vector types programs use: 16 and 8 bytes.
var vectorTypes = func() []vtype {
	var out []vtype
	for _, e := range scalarTypes {
		for _, size := range []int{16, 8} {
			if lanes := size * 8 / e.bits; lanes >= 2 {
				out = append(out, vtype{e, lanes})
			}
		}
	}
	return out
}()

// gen builds one program.
type gen struct {
	r      *rand.Rand
	n      int // N: the length of the loops
	arrays map[*ctype][]string
	// globals are declarations of the volatile scalars main passes to
	// kernels (so clang cannot propagate them as constants).
	globals strings.Builder
	// vglobals are vector arrays, by type, created when first used.
	vglobals map[string]vtype
	vorder   []string
	funcs    strings.Builder
	main     strings.Builder
	nfunc    int
	nglobal  int
}

// Generate returns the program of seed.
func Generate(seed int64) string {
	g := &gen{
		r:        rand.New(rand.NewPCG(uint64(seed), 0x7665636765)),
		arrays:   map[*ctype][]string{},
		vglobals: map[string]vtype{},
	}
	g.n = 33 + g.r.IntN(200)
	if g.r.IntN(4) == 0 {
		g.n = 16 * (2 + g.r.IntN(10)) // a multiple of every vector length: no remainder loop
	}
	for _, t := range scalarTypes {
		for i := 0; i < 3; i++ {
			g.arrays[t] = append(g.arrays[t], fmt.Sprintf("a_%s_%d", t.id, i))
		}
	}
	kernels := 6 + g.r.IntN(8)
	for i := 0; i < kernels; i++ {
		g.kernel()
	}
	return g.program()
}

// kinds of kernels with their weights.
var kernelKinds = []struct {
	weight int
	make   func(*gen, *kern)
}{
	{22, (*gen).mapKernel},
	{10, (*gen).splatKernel},
	{12, (*gen).reduceKernel},
	{10, (*gen).convertKernel},
	{10, (*gen).shuffleKernel},
	{10, (*gen).acrossCallKernel},
	{7, (*gen).pressureKernel},
	{8, (*gen).slpKernel},
	{16, (*gen).vectorExtKernel},
}

func (g *gen) kernel() {
	total := 0
	for _, k := range kernelKinds {
		total += k.weight
	}
	w := g.r.IntN(total)
	for _, k := range kernelKinds {
		if w < k.weight {
			kn := g.newKern()
			k.make(g, kn)
			g.finish(kn)
			return
		}
		w -= k.weight
	}
}

func (g *gen) pick(ts []*ctype) *ctype { return ts[g.r.IntN(len(ts))] }
func (g *gen) chance(n int) bool       { return g.r.IntN(n) == 0 }

// program assembles the pieces.
func (g *gen) program() string {
	var b strings.Builder
	b.WriteString("#include <stdint.h>\n#include <stdio.h>\n#include <string.h>\n\n")
	fmt.Fprintf(&b, "#define N %d\n\n", g.n)
	for _, v := range vectorTypes {
		fmt.Fprintf(&b, "typedef %s %s __attribute__((vector_size(%d)));\n", v.elem.name, v.name(), v.bytes())
	}
	b.WriteString("\n")
	for _, t := range scalarTypes {
		for _, a := range g.arrays[t] {
			fmt.Fprintf(&b, "%s %s[2 * N + 2];\n", t.name, a)
		}
	}
	for _, name := range g.vorder {
		fmt.Fprintf(&b, "%s %s[4];\n", g.vglobals[name].name(), name)
	}
	b.WriteString(g.globals.String())
	b.WriteString(prelude)
	for _, v := range vectorTypes {
		if v.isFloat() {
			g.vclampHelper(&b, v)
		}
	}
	b.WriteString("\n__attribute__((noinline)) static void init(void) {\n\tuint32_t s = 12345u;\n")
	for _, t := range scalarTypes {
		for _, a := range g.arrays[t] {
			fmt.Fprintf(&b, "\tfor (int i = 0; i < 2 * N + 2; i++) {\n\t\ts = s * 1103515245u + %du;\n", 1+2*g.r.IntN(1000))
			switch {
			case t.float:
				fmt.Fprintf(&b, "\t\t%s[i] = (%s)((int32_t)((s >> 8) & 1023) - 512) * 0.125%s;\n", a, t.name, fsuffix(t))
			case t.bits == 64:
				fmt.Fprintf(&b, "\t\t%s[i] = (%s)(((uint64_t)s << 32) ^ (s * 2654435761u));\n", a, t.name)
			default:
				fmt.Fprintf(&b, "\t\t%s[i] = (%s)(s >> %d);\n", a, t.name, g.r.IntN(33-t.bits))
			}
			b.WriteString("\t}\n")
		}
	}
	for _, name := range g.vorder {
		v := g.vglobals[name]
		fmt.Fprintf(&b, "\tmemcpy(%s, %s, sizeof %s);\n", name, g.arrays[v.elem][g.r.IntN(3)], name)
	}
	b.WriteString("}\n")
	b.WriteString(g.funcs.String())
	b.WriteString("\nint main(void) {\n\tinit();\n")
	b.WriteString(g.main.String())
	for _, t := range scalarTypes {
		for _, a := range g.arrays[t] {
			fmt.Fprintf(&b, "\tprintf(\"%s %%08x\\n\", %s);\n", a, hashCall(a, t))
		}
	}
	for _, name := range g.vorder {
		fmt.Fprintf(&b, "\tprintf(\"%s %%08x\\n\", %s);\n", name, hashCall(name, g.vglobals[name].elem))
	}
	b.WriteString("\treturn 0;\n}\n")
	return b.String()
}

// prelude has the helpers every program uses: the opaque call, the
// checksums (floating point hashed by value with NaN made canonical,
// though none should arise) and the clamps that keep floating-point
// values bounded.
const prelude = `
static volatile unsigned sink;
__attribute__((noinline)) static void opaque(void) { sink++; }

__attribute__((noinline)) static uint32_t hash_bytes(const void *p, size_t n) {
	const unsigned char *c = p;
	uint32_t h = 2166136261u;
	for (size_t i = 0; i < n; i++)
		h = (h ^ c[i]) * 16777619u;
	return h;
}

__attribute__((noinline)) static uint32_t hash_f32(const void *p, size_t n) {
	uint32_t h = 2166136261u;
	for (size_t i = 0; i < n; i += 4) {
		float x;
		uint32_t u;
		memcpy(&x, (const char *)p + i, 4);
		memcpy(&u, &x, 4);
		if (x != x)
			u = 0x7fc00000u;
		h = (h ^ u) * 16777619u;
	}
	return h;
}

__attribute__((noinline)) static uint32_t hash_f64(const void *p, size_t n) {
	uint32_t h = 2166136261u;
	for (size_t i = 0; i < n; i += 8) {
		double x;
		uint64_t u;
		memcpy(&x, (const char *)p + i, 8);
		memcpy(&u, &x, 8);
		if (x != x)
			u = 0x7ff8000000000000ull;
		h = (h ^ (uint32_t)u ^ (uint32_t)(u >> 32)) * 16777619u;
	}
	return h;
}

static inline float clamp_f32(float x) { return x < -1e4f ? -1e4f : (x > 1e4f ? 1e4f : x); }
static inline double clamp_f64(double x) { return x < -1e4 ? -1e4 : (x > 1e4 ? 1e4 : x); }
`

// hashCall is the checksum of array a of elements of type t.
func hashCall(a string, t *ctype) string { return hashOf(a, "sizeof "+a, t) }

// hashOf is the checksum of size bytes at p, elements of type t.
func hashOf(p, size string, t *ctype) string {
	switch t {
	case tF32:
		return fmt.Sprintf("hash_f32(%s, %s)", p, size)
	case tF64:
		return fmt.Sprintf("hash_f64(%s, %s)", p, size)
	}
	return fmt.Sprintf("hash_bytes(%s, %s)", p, size)
}

// vclampHelper writes the clamp of float vector type v: compares and
// selects by masks.
func (g *gen) vclampHelper(b *strings.Builder, v vtype) {
	m := v.mask()
	lim := "1e4" + fsuffix(v.elem)
	splat := func(x string) string {
		return "(" + v.name() + "){" + strings.Repeat(x+", ", v.lanes-1) + x + "}"
	}
	fmt.Fprintf(b, "static inline %[1]s vclamp_%[1]s(%[1]s x) {\n", v.name())
	fmt.Fprintf(b, "\t%s lo = %s, hi = %s;\n", v.name(), splat("-"+lim), splat(lim))
	fmt.Fprintf(b, "\t%s m = x < lo;\n", m.name())
	fmt.Fprintf(b, "\tx = (%s)((m & (%s)lo) | (~m & (%s)x));\n", v.name(), m.name(), m.name())
	fmt.Fprintf(b, "\tm = x > hi;\n")
	fmt.Fprintf(b, "\treturn (%s)((m & (%s)hi) | (~m & (%s)x));\n}\n", v.name(), m.name(), m.name())
}

// fmtFloat spells x as a C constant of type t.
func fmtFloat(x float64, t *ctype) string {
	s := strconv.FormatFloat(x, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s + fsuffix(t)
}

func fsuffix(t *ctype) string {
	if t == tF32 {
		return "f"
	}
	return ""
}

// ---- kernels ----

// param is a scalar parameter of a kernel, passed from a volatile global.
type param struct {
	name, decl, arg string
}

// kern is one kernel function under construction.
type kern struct {
	g      *gen
	name   string
	ret    *ctype // nil: void
	params []param
	byType map[*ctype][]string
	// pointers maps arrays to pointer parameters when the kernel takes
	// its arrays as arguments.
	pointers map[string]string
	restrict bool
	body     strings.Builder
	// writes are the arrays the kernel stores to (their checksums are
	// printed after the call).
	writes []string
	wrote  map[string]bool
	// locals are the vector variables in scope, by type name.
	locals map[string][]string
	nlocal int
	// noScalars: the function takes no scalar parameters (vector helper
	// functions); scalars are literals.
	noScalars bool
}

func (g *gen) newKern() *kern {
	g.nfunc++
	return &kern{g: g, name: fmt.Sprintf("k%d", g.nfunc), byType: map[*ctype][]string{},
		wrote: map[string]bool{}, locals: map[string][]string{}}
}

// finish writes the kernel, its call and the checksums of what it wrote.
func (g *gen) finish(k *kern) {
	ret := "void"
	if k.ret != nil {
		ret = k.ret.name
	}
	var decls, args []string
	for _, p := range k.params {
		decls = append(decls, p.decl)
		args = append(args, p.arg)
	}
	if len(decls) == 0 {
		decls = []string{"void"}
	}
	fmt.Fprintf(&g.funcs, "\n__attribute__((noinline)) static %s %s(%s) {\n%s}\n", ret, k.name, strings.Join(decls, ", "), k.body.String())
	call := fmt.Sprintf("%s(%s)", k.name, strings.Join(args, ", "))
	switch {
	case k.ret == nil:
		fmt.Fprintf(&g.main, "\t%s;\n", call)
	case k.ret.float:
		fmt.Fprintf(&g.main, "\t{\n\t\t%s r = %s;\n\t\tprintf(\"%s %%08x\\n\", %s);\n\t}\n", k.ret.name, call, k.name, hashOf("&r", "sizeof r", k.ret))
	default:
		fmt.Fprintf(&g.main, "\tprintf(\"%s %%llu\\n\", (unsigned long long)%s);\n", k.name, call)
	}
	for _, a := range k.writes {
		fmt.Fprintf(&g.main, "\tprintf(\"%s %s %%08x\\n\", %s);\n", k.name, a, hashCall(a, g.elemOf(a)))
	}
}

// elemOf is the element type of a global array.
func (g *gen) elemOf(a string) *ctype {
	if v, ok := g.vglobals[a]; ok {
		return v.elem
	}
	for t, as := range g.arrays {
		for _, x := range as {
			if x == a {
				return t
			}
		}
	}
	panic("vecgen: unknown array " + a)
}

// scalar returns a fresh parameter of type t, or one the kernel already
// has; main passes it from a new volatile global with a random value.
func (k *kern) scalar(t *ctype) string {
	if ps := k.byType[t]; len(ps) > 0 && k.g.chance(2) {
		return ps[k.g.r.IntN(len(ps))]
	}
	return k.fresh(t)
}

// fresh returns a new parameter of type t (a literal in a function that
// takes no scalars).
func (k *kern) fresh(t *ctype) string {
	g := k.g
	if k.noScalars {
		return g.literal(t, true)
	}
	g.nglobal++
	glob := fmt.Sprintf("p%d", g.nglobal)
	fmt.Fprintf(&g.globals, "static volatile %s %s = %s;\n", t.name, glob, g.literal(t, true))
	name := fmt.Sprintf("s%d", len(k.params))
	k.params = append(k.params, param{name, t.name + " " + name, glob})
	k.byType[t] = append(k.byType[t], name)
	return name
}

// count is the kernel's trip count: N, or a parameter that main sets to
// N or a little less.
func (k *kern) count() string {
	if k.g.chance(3) {
		g := k.g
		g.nglobal++
		glob := fmt.Sprintf("p%d", g.nglobal)
		fmt.Fprintf(&g.globals, "static volatile int %s = N - %d;\n", glob, g.r.IntN(4))
		name := fmt.Sprintf("n%d", len(k.params))
		k.params = append(k.params, param{name, "int " + name, glob})
		return name
	}
	return "N"
}

// literal is a constant of type t: any value of an integer type (small
// ones if small), exact small values of a floating-point type.
func (g *gen) literal(t *ctype, small bool) string {
	if t.float {
		return fmtFloat(float64(g.r.IntN(129)-64)/8, t) // exact in binary
	}
	var v uint64
	switch {
	case small || g.chance(2):
		v = uint64(g.r.IntN(33))
	default:
		v = g.r.Uint64()
	}
	if t.bits < 64 {
		v &= 1<<t.bits - 1
	}
	if t.signed {
		// Two's complement of the width, written without overflow.
		s := int64(v<<(64-t.bits)) >> (64 - t.bits)
		if s == -1<<63 {
			return "(-9223372036854775807LL - 1)"
		}
		if t.bits == 64 {
			return fmt.Sprintf("%dLL", s)
		}
		return fmt.Sprint(s)
	}
	if t.bits == 64 {
		return fmt.Sprintf("%dULL", v)
	}
	return fmt.Sprintf("%du", v)
}

// array returns an array of element type t, as the kernel names it (a
// pointer parameter when the kernel takes its arrays as arguments).
func (k *kern) array(t *ctype) (name, global string) {
	as := k.g.arrays[t]
	global = as[k.g.r.IntN(len(as))]
	return k.ref(global, t), global
}

func (k *kern) ref(global string, t *ctype) string {
	if k.pointers == nil {
		return global
	}
	if p, ok := k.pointers[global]; ok {
		return p
	}
	p := fmt.Sprintf("q%d", len(k.params))
	r := ""
	if k.restrict {
		r = "restrict "
	}
	k.params = append(k.params, param{p, fmt.Sprintf("%s *%s%s", t.name, r, p), global})
	k.pointers[global] = p
	return p
}

// store records that the kernel writes global.
func (k *kern) store(global string) {
	if !k.wrote[global] {
		k.wrote[global] = true
		k.writes = append(k.writes, global)
	}
}

// index patterns of loads in loops: @ is the induction variable. Arrays
// have 2N+2 elements, so every pattern stays in bounds for @ < N.
var loadPatterns = []struct {
	weight int
	pat    string
}{{12, "@"}, {2, "N - 1 - @"}, {2, "2 * @"}, {2, "2 * @ + 1"}, {1, "@ + 1"}}

func (g *gen) pattern() string {
	w := g.r.IntN(19)
	for _, p := range loadPatterns {
		if w < p.weight {
			return p.pat
		}
		w -= p.weight
	}
	return "@"
}

// expr is a random expression of type t at most depth operators deep;
// @ stands for the element index.
func (k *kern) expr(t *ctype, depth int) string {
	g := k.g
	if depth <= 0 || g.chance(4) {
		return k.leaf(t, depth)
	}
	sub := func() string { return k.expr(t, depth-1) }
	if t.float {
		switch g.r.IntN(9) {
		case 0, 1:
			return fmt.Sprintf("(%s + %s)", sub(), sub())
		case 2:
			return fmt.Sprintf("(%s - %s)", sub(), sub())
		case 3, 4:
			return fmt.Sprintf("(%s * %s)", sub(), sub())
		case 5:
			return fmt.Sprintf("(%s / %s)", sub(), []string{"2.0", "3.0", "4.0", "10.0"}[g.r.IntN(4)]+fsuffix(t))
		case 6:
			f := "__builtin_fabs"
			if t == tF32 {
				f += "f"
			}
			return fmt.Sprintf("%s(%s)", f, sub())
		case 7:
			return k.minmax(t, depth)
		default:
			return k.sel(t, depth)
		}
	}
	w := t.wrap()
	switch g.r.IntN(13) {
	case 0, 1:
		return fmt.Sprintf("(%s)((%s)%s + (%s)%s)", t.name, w, sub(), w, sub())
	case 2:
		return fmt.Sprintf("(%s)((%s)%s - (%s)%s)", t.name, w, sub(), w, sub())
	case 3, 4:
		return fmt.Sprintf("(%s)((%s)%s * (%s)%s)", t.name, w, sub(), w, sub())
	case 5:
		return fmt.Sprintf("(%s)(%s & %s)", t.name, sub(), sub())
	case 6:
		return fmt.Sprintf("(%s)(%s | %s)", t.name, sub(), sub())
	case 7:
		return fmt.Sprintf("(%s)(%s ^ %s)", t.name, sub(), sub())
	case 8:
		return fmt.Sprintf("(%s)((%s)%s << %d)", t.name, w, sub(), g.r.IntN(t.bits))
	case 9:
		return fmt.Sprintf("(%s)(%s >> %d)", t.name, sub(), g.r.IntN(t.bits))
	case 10:
		return k.minmax(t, depth)
	case 11:
		if g.chance(3) {
			return fmt.Sprintf("(%s)(%s / %d)", t.name, sub(), 3+g.r.IntN(8))
		}
		return fmt.Sprintf("(%s)~(%s)%s", t.name, w, sub())
	default:
		return k.sel(t, depth)
	}
}

// minmax is the minimum or maximum of two shallow expressions, written
// as a compare and select.
func (k *kern) minmax(t *ctype, depth int) string {
	x, y := k.expr(t, min(depth-1, 1)), k.expr(t, min(depth-1, 1))
	if x == y {
		y = k.g.literal(t, false)
	}
	op := "<"
	if k.g.chance(2) {
		op = ">"
	}
	return fmt.Sprintf("(%s)(%s %s %s ? %s : %s)", t.name, x, op, y, x, y)
}

// sel compares two values (of t or another type) and selects between two
// values of t.
func (k *kern) sel(t *ctype, depth int) string {
	ct := t
	if k.g.chance(2) {
		ct = k.g.pick(scalarTypes)
	}
	ops := []string{"<", "<=", ">", ">=", "==", "!="}
	x, y := k.expr(ct, min(depth-1, 1)), k.expr(ct, min(depth-1, 1))
	if x == y {
		y = k.g.literal(ct, false)
	}
	return fmt.Sprintf("(%s)(%s %s %s ? %s : %s)", t.name, x, ops[k.g.r.IntN(len(ops))], y, k.expr(t, depth-1), k.expr(t, depth-1))
}

// leaf is a load, a parameter (a splat in vector code), a constant, the
// induction variable or a conversion from another type.
func (k *kern) leaf(t *ctype, depth int) string {
	g := k.g
	switch w := g.r.IntN(20); {
	case w < 10:
		a, _ := k.array(t)
		return fmt.Sprintf("%s[%s]", a, g.pattern())
	case w < 14:
		return k.scalar(t)
	case w < 16:
		return g.literal(t, false)
	case w < 17 && !t.float:
		return fmt.Sprintf("(%s)@", t.name)
	default:
		return k.convert(t, g.pick(scalarTypes), max(depth-1, 0))
	}
}

// convert is a value of type from converted to type to: floating-point
// results are clamped, and floating-point values are converted to
// integers only when in range (else 0).
func (k *kern) convert(to, from *ctype, depth int) string {
	if to == from {
		return k.expr(to, depth)
	}
	switch {
	case to.float:
		return fmt.Sprintf("%s((%s)%s)", to.clamp(), to.name, k.expr(from, depth))
	case from.float:
		x := k.leaf(from, 0)
		lo, hi := to.bounds()
		s := fsuffix(from)
		return fmt.Sprintf("(%s)(%s > %s%s && %s < %s%s ? %s : 0)", to.name, x, lo, s, x, hi, s, x)
	default:
		return fmt.Sprintf("(%s)%s", to.name, k.expr(from, depth))
	}
}

// storeExpr is e made storable in an element of t (clamped if floating
// point).
func storeExpr(t *ctype, e string) string {
	if t.float {
		return fmt.Sprintf("%s(%s)", t.clamp(), e)
	}
	return e
}

// at substitutes the index into an expression with @.
func at(e, i string) string { return strings.ReplaceAll(e, "@", i) }

// loop writes a loop over i < count with the given statements (with @).
func (k *kern) loop(count string, stmts ...string) {
	fmt.Fprintf(&k.body, "\tfor (int i = 0; i < %s; i++) {\n", count)
	for _, s := range stmts {
		fmt.Fprintf(&k.body, "\t\t%s\n", at(s, "i"))
	}
	k.body.WriteString("\t}\n")
}

// assign is "dst[pat] = e;" for a fresh destination of type t.
func (k *kern) assign(t *ctype, pat, e string) string {
	a, global := k.array(t)
	k.store(global)
	return fmt.Sprintf("%s[%s] = %s;", a, pat, storeExpr(t, e))
}

// mapKernel: one or two element-wise statements over arrays, sometimes
// through pointer parameters (restrict or not).
func (g *gen) mapKernel(k *kern) {
	if g.chance(4) {
		k.pointers = map[string]string{}
		k.restrict = g.chance(2)
	}
	n := k.count()
	var stmts []string
	for i, m := 0, 1+g.r.IntN(2); i < m; i++ {
		t := g.pick(scalarTypes)
		stmts = append(stmts, k.assign(t, "@", k.expr(t, 1+g.r.IntN(3))))
	}
	k.loop(n, stmts...)
}

// splatKernel: a[i] = x and a[i] += k*b[i] with loop-invariant scalars.
func (g *gen) splatKernel(k *kern) {
	n := k.count()
	t := g.pick(scalarTypes)
	x := k.scalar(t)
	var stmts []string
	a, global := k.array(t)
	k.store(global)
	stmts = append(stmts, fmt.Sprintf("%s[@] = %s;", a, x))
	t2 := g.pick(scalarTypes)
	c := k.scalar(t2)
	d, dg := k.array(t2)
	b, _ := k.array(t2)
	k.store(dg)
	if t2.float {
		stmts = append(stmts, fmt.Sprintf("%s[@] = %s(%s[@] + %s * %s[@]);", d, t2.clamp(), d, c, b))
	} else {
		w := t2.wrap()
		stmts = append(stmts, fmt.Sprintf("%s[@] = (%s)((%s)%s[@] + (%s)%s * (%s)%s[@]);", d, t2.name, w, d, w, c, w, b))
	}
	if g.chance(2) {
		stmts = stmts[1:]
	}
	k.loop(n, stmts...)
}

// reduceKernel: a sum, xor, or, and, minimum or maximum over an
// expression, returned and printed; sometimes a second reduction in the
// same loop.
func (g *gen) reduceKernel(k *kern) {
	t := g.pick(scalarTypes)
	k.ret = t
	n := k.count()
	acc := func(name string, t *ctype) (init, step string) {
		e := k.expr(t, 1+g.r.IntN(2))
		if t.float {
			// Sequential order: not vectorized without reassociation,
			// but exact either way.
			return g.literal(t, true), fmt.Sprintf("%s = %s(%s + %s);", name, t.clamp(), name, e)
		}
		w := t.wrap()
		switch g.r.IntN(6) {
		case 0:
			return "0", fmt.Sprintf("%s = (%s)(%s ^ %s);", name, t.name, name, e)
		case 1:
			return "0", fmt.Sprintf("%s = (%s)(%s | %s);", name, t.name, name, e)
		case 2:
			return "-1", fmt.Sprintf("%s = (%s)(%s & %s);", name, t.name, name, e)
		case 3:
			return g.literal(t, false), fmt.Sprintf("{ %s v = %s; %s = v > %s ? v : %s; }", t.name, e, name, name, name)
		case 4:
			return g.literal(t, false), fmt.Sprintf("{ %s v = %s; %s = v < %s ? v : %s; }", t.name, e, name, name, name)
		default:
			return "0", fmt.Sprintf("%s = (%s)((%s)%s + (%s)%s);", name, t.name, w, name, w, e)
		}
	}
	init, step := acc("r", t)
	fmt.Fprintf(&k.body, "\t%s r = %s;\n", t.name, init)
	stmts := []string{step}
	ret := "r"
	if g.chance(3) {
		t2 := g.pick(intTypes)
		init2, step2 := acc("r2", t2)
		fmt.Fprintf(&k.body, "\t%s r2 = %s;\n", t2.name, init2)
		stmts = append(stmts, step2)
		if t.float {
			ret = fmt.Sprintf("%s(r + (%s)r2)", t.clamp(), t.name)
		} else {
			ret = fmt.Sprintf("(%s)((%s)r ^ (%s)r2)", t.name, t.wrap(), t.wrap())
		}
	}
	k.loop(n, stmts...)
	fmt.Fprintf(&k.body, "\treturn %s;\n", ret)
}

// convertKernel: conversions between lane widths and between integers
// and floating point, one or two per loop.
func (g *gen) convertKernel(k *kern) {
	n := k.count()
	var stmts []string
	for i, m := 0, 1+g.r.IntN(2); i < m; i++ {
		to, from := g.pick(scalarTypes), g.pick(scalarTypes)
		for from == to {
			from = g.pick(scalarTypes)
		}
		stmts = append(stmts, k.assign(to, "@", k.convert(to, from, g.r.IntN(2))))
	}
	k.loop(n, stmts...)
}

// shuffleKernel: a reversed loop, interleaving stores (stride 2) or
// de-interleaving loads.
func (g *gen) shuffleKernel(k *kern) {
	t := g.pick(scalarTypes)
	switch g.r.IntN(3) {
	case 0:
		a, _ := k.array(t)
		e := k.expr(t, 1)
		k.loop("N", k.assign(t, "N - 1 - @", fmt.Sprintf("%s[@]", a)), k.assign(t, "@", e))
	case 1:
		d, global := k.array(t)
		k.store(global)
		k.loop("N",
			fmt.Sprintf("%s[2 * @] = %s;", d, storeExpr(t, k.expr(t, 1))),
			fmt.Sprintf("%s[2 * @ + 1] = %s;", d, storeExpr(t, k.expr(t, 1))))
	default:
		a, _ := k.array(t)
		b, _ := k.array(t)
		var e string
		if t.float {
			e = fmt.Sprintf("%s[2 * @] * %s[2 * @ + 1] - %s[@]", a, a, b)
		} else {
			w := t.wrap()
			e = fmt.Sprintf("(%s)((%s)%s[2 * @] + (%s)%s[2 * @ + 1] * (%s)%s[@])", t.name, w, a, w, a, w, b)
		}
		k.loop(k.count(), k.assign(t, "@", e))
	}
}

// acrossCallKernel: two loops that use the same scalars, with a call of
// a noinline function between them, so a splat made for the first loop
// can stay live across the call into the second.
func (g *gen) acrossCallKernel(k *kern) {
	t := g.pick(scalarTypes)
	x := k.scalar(t)
	y := k.scalar(t)
	mk := func() string {
		a, _ := k.array(t)
		if t.float {
			return fmt.Sprintf("%s[@] * %s + %s", a, x, y)
		}
		w := t.wrap()
		return fmt.Sprintf("(%s)((%s)%s[@] * (%s)%s + (%s)%s)", t.name, w, a, w, x, w, y)
	}
	k.loop("N", k.assign(t, "@", mk()))
	k.body.WriteString("\topaque();\n")
	if g.chance(2) {
		k.body.WriteString("\topaque();\n")
	}
	k.loop("N", k.assign(t, "@", mk()))
}

// pressureKernel: one loop that uses many loop-invariant scalars and
// arrays at once.
func (g *gen) pressureKernel(k *kern) {
	t := g.pick(scalarTypes)
	m := 8 + g.r.IntN(12)
	var terms []string
	for i := 0; i < m; i++ {
		s := k.fresh(t)
		a, _ := k.array(g.pick([]*ctype{t, t, t, g.pick(scalarTypes)}))
		load := fmt.Sprintf("%s[%s]", a, g.pattern())
		if et := g.elemOf(k.global(a)); et != t {
			load = k.convertExpr(t, et, load)
		}
		if t.float {
			terms = append(terms, fmt.Sprintf("%s * %s", load, s))
		} else {
			terms = append(terms, fmt.Sprintf("(%s)%s * (%s)%s", t.wrap(), load, t.wrap(), s))
		}
	}
	var e string
	if t.float {
		// Pairwise sums: a shallow tree keeps the values bounded.
		for len(terms) > 1 {
			var next []string
			for i := 0; i+1 < len(terms); i += 2 {
				next = append(next, fmt.Sprintf("%s((%s) + (%s))", t.clamp(), terms[i], terms[i+1]))
			}
			if len(terms)%2 == 1 {
				next = append(next, terms[len(terms)-1])
			}
			terms = next
		}
		e = terms[0]
	} else {
		ops := []string{" + ", " ^ ", " - "}
		e = terms[0]
		for _, x := range terms[1:] {
			e = "(" + e + ops[g.r.IntN(len(ops))] + x + ")"
		}
		e = fmt.Sprintf("(%s)%s", t.name, e)
	}
	k.loop(k.count(), k.assign(t, "@", e))
}

// global is the global array a kernel's name for an array stands for.
func (k *kern) global(a string) string {
	for gl, p := range k.pointers {
		if p == a {
			return gl
		}
	}
	return a
}

// convertExpr converts the expression x of type from to type to (as
// convert, for a given operand).
func (k *kern) convertExpr(to, from *ctype, x string) string {
	switch {
	case to.float:
		return fmt.Sprintf("%s((%s)%s)", to.clamp(), to.name, x)
	case from.float:
		lo, hi := to.bounds()
		s := fsuffix(from)
		return fmt.Sprintf("(%s)(%s > %s%s && %s < %s%s ? %s : 0)", to.name, x, lo, s, x, hi, s, x)
	}
	return fmt.Sprintf("(%s)%s", to.name, x)
}

// slpKernel: straight-line code on consecutive elements, one statement
// per lane of a vector or two, for the SLP vectorizer: the same
// expression at each index, or vectors built from distinct scalars;
// sometimes with a call between computing the lanes and storing them.
func (g *gen) slpKernel(k *kern) {
	t := g.pick(scalarTypes)
	lanes := 16 / (t.bits / 8)
	if g.chance(2) {
		lanes *= 2
	}
	base := g.r.IntN(g.n - lanes + 1)
	d, global := k.array(t)
	k.store(global)
	var e string
	build := g.chance(3)
	if !build {
		e = k.expr(t, 1+g.r.IntN(2))
	}
	across := g.chance(2)
	var vals []string
	for j := 0; j < lanes; j++ {
		idx := fmt.Sprint(base + j)
		v := at(e, idx)
		if build {
			v = k.scalar(t)
		}
		if across {
			fmt.Fprintf(&k.body, "\t%s x%d = %s;\n", t.name, j, storeExpr(t, v))
			vals = append(vals, fmt.Sprintf("x%d", j))
		} else {
			fmt.Fprintf(&k.body, "\t%s[%s] = %s;\n", d, idx, storeExpr(t, v))
		}
	}
	if across {
		k.body.WriteString("\topaque();\n")
		for j, v := range vals {
			fmt.Fprintf(&k.body, "\t%s[%d] = %s;\n", d, base+j, v)
		}
	}
}
