package lower

import (
	"math/big"
	"reflect"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/ssara-project/ssara/mir"
)

// Target-independent helpers for instruction selectors: walks over the
// IR's control flow and operands, linkage and attribute queries.

// RPO lists the blocks of f reachable from the entry in reverse
// postorder, so that definitions come before their uses.
func RPO(f *ir.Func) []*ir.Block {
	seen := map[*ir.Block]bool{}
	var post []*ir.Block
	var walk func(b *ir.Block)
	walk = func(b *ir.Block) {
		seen[b] = true
		for _, s := range Succs(b.Term) {
			if !seen[s] {
				walk(s)
			}
		}
		post = append(post, b)
	}
	walk(f.Blocks[0])
	for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
		post[i], post[j] = post[j], post[i]
	}
	return post
}

// Succs lists the successor blocks of a terminator (indirectbr: its
// listed targets).
func Succs(t ir.Terminator) []*ir.Block {
	var out []*ir.Block
	add := func(v value.Value) {
		if b, ok := v.(*ir.Block); ok {
			out = append(out, b)
		}
	}
	switch t := t.(type) {
	case *ir.TermBr:
		add(t.Target)
	case *ir.TermCondBr:
		add(t.TargetTrue)
		add(t.TargetFalse)
	case *ir.TermSwitch:
		add(t.TargetDefault)
		for _, c := range t.Cases {
			add(c.Target)
		}
	case *ir.TermIndirectBr:
		for _, v := range t.ValidTargets {
			add(v)
		}
	}
	return out
}

// Touches reports whether the result of in (if it has one) or one of its
// operands has a type that is accepts (a vector type, say).
func Touches(in interface{}, is func(types.Type) bool) bool {
	if v, ok := in.(value.Value); ok && is(v.Type()) {
		return true
	}
	for _, op := range Operands(in) {
		if is(op.Type()) {
			return true
		}
	}
	return false
}

// Operands lists the value operands of an instruction, terminator or
// constant expression.
func Operands(x interface{}) []value.Value {
	o, ok := x.(interface{ Operands() []*value.Value })
	if !ok {
		return nil
	}
	ps := o.Operands()
	out := make([]value.Value, 0, len(ps))
	for _, p := range ps {
		if p != nil && *p != nil {
			out = append(out, *p)
		}
	}
	return out
}

// NumInsts is the number of instructions and terminators of f: the size
// of the maps that the passes key by f's values, made at that size
// (issue 16: growing them took a sixth of a large function's lowering).
func NumInsts(f *ir.Func) int {
	n := 0
	for _, b := range f.Blocks {
		n += len(b.Insts) + 1
	}
	return n
}

// UseCounts counts the reads of each value in f: every operand of every
// instruction (phis included) and terminator, a call's arguments
// unwrapped (unwrapArg).
func UseCounts(f *ir.Func) map[value.Value]int {
	uses := make(map[value.Value]int, NumInsts(f))
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			for _, op := range Operands(in) {
				uses[unwrapArg(op)]++
			}
		}
		for _, op := range Operands(b.Term) {
			uses[unwrapArg(op)]++
		}
	}
	return uses
}

// FusibleValues returns the values a selector folds into the
// instructions that use them: the compares (icmp, fcmp) whose only uses
// are branch and select conditions in their own block, and the address
// computations (getelementptr, and pointer bitcasts of a value that is not
// itself a bitcast) whose only uses are as load and store addresses or as
// the source of such a fused bitcast. The operands of the or/and
// conditions in split (SplitConditions) count as branch conditions. The
// address phis (findAddrPhis) are address computations too, and their
// incoming values' use by them counts as an address. A value maps to
// false where it was considered and rejected.
func FusibleValues(order []*ir.Block, split map[value.Value]*SplitCond, addrPhis map[*ir.InstPhi]addrPhi) map[value.Value]bool {
	type use struct {
		block *ir.Block
		ok    bool
	}
	uses := map[value.Value][]use{}
	defBlock := map[value.Value]*ir.Block{}
	note := func(b *ir.Block, v value.Value, ok bool) {
		switch v := v.(type) {
		case *ir.InstICmp, *ir.InstFCmp, *ir.InstGetElementPtr, *ir.InstBitCast:
			uses[v] = append(uses[v], use{b, ok})
		case *ir.InstPhi:
			if _, addr := addrPhis[v]; addr {
				uses[v] = append(uses[v], use{b, ok})
			}
		}
	}
	// A pointer bitcast whose only uses are addresses keeps its source's
	// address form; its own use of the source then counts as an address.
	type cast struct {
		in *ir.InstBitCast
		b  *ir.Block
	}
	var casts []cast
	for _, b := range order {
		for _, in := range b.Insts {
			if v, ok := in.(value.Value); ok {
				defBlock[v] = b
			}
			switch in := in.(type) {
			case *ir.InstBitCast:
				_, fp := in.From.Type().(*types.PointerType)
				_, tp := in.To.(*types.PointerType)
				_, inner := in.From.(*ir.InstBitCast)
				if fp && tp && !inner {
					casts = append(casts, cast{in, b})
				} else {
					note(b, in.From, false)
				}
			case *ir.InstSelect, *ir.InstOr, *ir.InstAnd:
				if sc := split[in.(value.Value)]; sc != nil {
					// Both operands become branch conditions.
					note(b, sc.first, true)
					note(b, sc.second, true)
					continue
				}
				if _, ok := in.(*ir.InstSelect); !ok {
					for _, op := range Operands(in) {
						note(b, op, false)
					}
					continue
				}
				sel := in.(*ir.InstSelect)
				note(b, sel.Cond, true)
				note(b, sel.ValueTrue, false)
				note(b, sel.ValueFalse, false)
			case *ir.InstXor:
				// "xor i1 c, true" of a compare is the inverse compare
				// (NotOfCompare), which reads c's operands, not c.
				if c := NotOfCompare(in); c != nil {
					note(b, c, true)
					continue
				}
				for _, op := range Operands(in) {
					note(b, op, false)
				}
			case *ir.InstLoad:
				note(b, in.Src, true)
			case *ir.InstStore:
				note(b, in.Dst, true)
				note(b, in.Src, false)
			case *ir.InstPhi:
				_, addr := addrPhis[in]
				for _, inc := range in.Incs {
					note(b, inc.X, addr)
				}
			case *ir.InstGetElementPtr:
				// A source of constant offsets goes into this
				// address's displacement.
				note(b, in.Src, constOffsets(in.Src))
				for _, op := range in.Indices {
					note(b, op, false)
				}
			default:
				for _, op := range Operands(in) {
					note(b, op, false)
				}
			}
		}
		switch t := b.Term.(type) {
		case *ir.TermCondBr:
			note(b, t.Cond, true)
		default:
			for _, op := range Operands(b.Term) {
				note(b, op, false)
			}
		}
	}
	fused := map[value.Value]bool{}
	allOK := func(us []use) bool {
		ok := len(us) > 0
		for _, u := range us {
			ok = ok && u.ok
		}
		return ok
	}
	for _, c := range casts {
		ok := allOK(uses[c.in])
		fused[c.in] = ok
		note(c.b, c.in.From, ok)
	}
	for v, us := range uses {
		if !allOK(us) {
			continue
		}
		switch v.(type) {
		case *ir.InstGetElementPtr, *ir.InstPhi:
			fused[v] = true
		case *ir.InstICmp, *ir.InstFCmp:
			ok := true
			for _, u := range us {
				ok = ok && u.block == defBlock[v]
			}
			fused[v] = ok
		}
	}
	return fused
}

// NotOfCompare is the integer compare that in negates ("xor i1 c,
// true", as clang writes a loop's "continue while not done"), or nil.
func NotOfCompare(in *ir.InstXor) *ir.InstICmp {
	if !types.Equal(in.Type(), types.I1) {
		return nil
	}
	x, y := in.X, in.Y
	if _, ok := x.(*constant.Int); ok {
		x, y = y, x
	}
	k, ok := y.(*constant.Int)
	c, isCmp := x.(*ir.InstICmp)
	if !ok || !isCmp || k.X.Sign() == 0 || !types.Equal(c.Type(), types.I1) {
		return nil
	}
	return c
}

// invertedIPred is the predicate true exactly where p is false.
var invertedIPred = map[enum.IPred]enum.IPred{
	enum.IPredEQ: enum.IPredNE, enum.IPredNE: enum.IPredEQ,
	enum.IPredUGT: enum.IPredULE, enum.IPredULE: enum.IPredUGT,
	enum.IPredUGE: enum.IPredULT, enum.IPredULT: enum.IPredUGE,
	enum.IPredSGT: enum.IPredSLE, enum.IPredSLE: enum.IPredSGT,
	enum.IPredSGE: enum.IPredSLT, enum.IPredSLT: enum.IPredSGE,
}

// constOffsets reports whether address v is a getelementptr of constant
// indices, through pointer bitcasts, or no getelementptr at all.
func constOffsets(v value.Value) bool {
	for {
		switch x := v.(type) {
		case *ir.InstBitCast:
			v = x.From
		case *ir.InstGetElementPtr:
			for _, idx := range x.Indices {
				if _, ok := idx.(*constant.Int); !ok {
					return false
				}
			}
			return true
		default:
			return true
		}
	}
}

// IsLocalLinkage reports internal or private linkage.
func IsLocalLinkage(k enum.Linkage) bool {
	return k == enum.LinkageInternal || k == enum.LinkagePrivate
}

// IsWeak reports a linkage that the linker may replace.
func IsWeak(k enum.Linkage) bool {
	switch k {
	case enum.LinkageWeak, enum.LinkageWeakODR, enum.LinkageLinkOnce, enum.LinkageLinkOnceODR, enum.LinkageExternWeak:
		return true
	}
	return false
}

// VisibilityName is the assembler directive of a visibility ("" for
// default).
func VisibilityName(v enum.Visibility) string {
	switch v {
	case enum.VisibilityHidden:
		return "hidden"
	case enum.VisibilityProtected:
		return "protected"
	}
	return ""
}

// GlobalSymbol is the assembler name of a global, function or alias
// (private symbols get the local-label prefix).
func GlobalSymbol(g interface{ Name() string }) string {
	private := false
	switch g := g.(type) {
	case *ir.Global:
		private = g.Linkage == enum.LinkagePrivate
	case *ir.Func:
		private = g.Linkage == enum.LinkagePrivate
	}
	return SymbolName(g.Name(), private)
}

// ByvalType returns the pointee type of a byval parameter attribute.
func ByvalType(attrs []ir.ParamAttribute) (types.Type, bool) {
	for _, a := range attrs {
		if b, ok := a.(ir.Byval); ok {
			return b.Typ, true
		}
	}
	return nil, false
}

// HasParamAttr reports whether attrs hold the attribute name ("sret",
// "signext", "zeroext", ...).
func HasParamAttr(attrs []ir.ParamAttribute, name string) bool {
	for _, a := range attrs {
		switch a := a.(type) {
		case ir.SRet:
			if name == "sret" {
				return true
			}
		case enum.ParamAttr:
			if a.String() == name {
				return true
			}
		}
	}
	return false
}

// RetExt reports whether a function's return attributes ask for an
// extended result, and whether signed.
func RetExt(attrs []ir.ReturnAttribute) (ext, sign bool) {
	for _, a := range attrs {
		if r, ok := a.(enum.ReturnAttr); ok {
			switch r.String() {
			case "signext":
				return true, true
			case "zeroext":
				return true, false
			}
		}
	}
	return false, false
}

// CalleeFunc returns the function a call operand names, through casts.
func CalleeFunc(v value.Value) (*ir.Func, bool) {
	switch c := v.(type) {
	case *ir.Func:
		return c, true
	case *constant.ExprBitCast:
		return CalleeFunc(c.From)
	case *constant.ExprAddrSpaceCast:
		return CalleeFunc(c.From)
	}
	return nil, false
}

// CalleeName is the name of the function a call calls, or of its callee
// operand.
func CalleeName(in *ir.InstCall) string {
	if f, ok := CalleeFunc(in.Callee); ok {
		return f.Name()
	}
	return in.Callee.Ident()
}

// IntValue is an integer constant as int64: i1 as 0/1, values above
// MaxInt64 wrapped.
func IntValue(c *constant.Int) int64 {
	x := new(big.Int).Set(c.X)
	if c.Typ.BitSize == 1 {
		if x.Sign() != 0 {
			return 1
		}
		return 0
	}
	if x.IsInt64() {
		return x.Int64()
	}
	return int64(x.Uint64())
}

// ConstFields lists the constants held in the fields of a constant
// expression (its operands: From, X, Y, Src, Indices, ...).
func ConstFields(c constant.Constant) []constant.Constant {
	v := reflect.ValueOf(c)
	if v.Kind() != reflect.Ptr || v.Elem().Kind() != reflect.Struct {
		return nil
	}
	v = v.Elem()
	var out []constant.Constant
	add := func(f reflect.Value) {
		if !f.CanInterface() {
			return
		}
		if k, ok := f.Interface().(constant.Constant); ok && k != nil {
			out = append(out, k)
		}
	}
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i)
		switch f.Kind() {
		case reflect.Interface, reflect.Ptr:
			if !f.IsNil() {
				add(f)
			}
		case reflect.Slice:
			for j := 0; j < f.Len(); j++ {
				if e := f.Index(j); (e.Kind() == reflect.Interface || e.Kind() == reflect.Ptr) && !e.IsNil() {
					add(e)
				}
			}
		}
	}
	return out
}

// BlockAddresses lists every blockaddress constant of m, in the order the
// module's initialisers and then its functions' operands reach them, each
// once.
func BlockAddresses(m *ir.Module) []*constant.BlockAddress {
	var out []*constant.BlockAddress
	seen := map[constant.Constant]bool{}
	var walk func(c constant.Constant)
	walk = func(c constant.Constant) {
		if c == nil || seen[c] {
			return
		}
		seen[c] = true
		switch c := c.(type) {
		case *constant.BlockAddress:
			out = append(out, c)
		case *ir.Global, *ir.Func, *ir.Alias, *ir.IFunc:
		case *constant.Array:
			for _, e := range c.Elems {
				walk(e)
			}
		case *constant.Struct:
			for _, e := range c.Fields {
				walk(e)
			}
		case *constant.Vector:
			for _, e := range c.Elems {
				walk(e)
			}
		default: // constant expressions
			for _, k := range ConstFields(c) {
				walk(k)
			}
		}
	}
	operands := func(x interface{}) {
		for _, op := range Operands(x) {
			if k, ok := op.(constant.Constant); ok {
				walk(k)
			}
		}
	}
	for _, g := range m.Globals {
		if g.Init != nil {
			walk(g.Init)
		}
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				operands(in)
				if phi, ok := in.(*ir.InstPhi); ok {
					for _, inc := range phi.Incs {
						if k, ok := inc.X.(constant.Constant); ok {
							walk(k)
						}
					}
				}
			}
			operands(b.Term)
		}
	}
	return out
}

// setjmpNames are the functions LLVM treats as returns_twice by name.
var setjmpNames = map[string]bool{"setjmp": true, "_setjmp": true, "sigsetjmp": true,
	"__sigsetjmp": true, "savectx": true, "vfork": true, "getcontext": true}

// ReturnsTwice reports whether call in may return twice: its callee is
// setjmp or one of its kin, or the call or the callee carries the
// returns_twice attribute. Control may then come back after the call with
// the memory of a later moment, so the calling function must keep its
// spill slots apart (mir.Func.ReturnsTwice).
func ReturnsTwice(in *ir.InstCall) bool {
	if hasReturnsTwice(in.FuncAttrs) {
		return true
	}
	callee, direct := CalleeFunc(in.Callee)
	return direct && (hasReturnsTwice(callee.FuncAttrs) || setjmpNames[callee.Name()])
}

// hasReturnsTwice reports whether attrs (or an attribute group among them)
// hold returns_twice.
func hasReturnsTwice(attrs []ir.FuncAttribute) bool {
	return hasFuncAttr(attrs, func(a ir.FuncAttribute) bool { return a == enum.FuncAttrReturnsTwice })
}

// FramePointerKept reports whether f's attributes (or an attribute group
// among them) ask for a frame pointer: "frame-pointer"="all", as clang
// writes at -O0 and for -fno-omit-frame-pointer, or "non-leaf".
func FramePointerKept(f *ir.Func) bool {
	return hasFuncAttr(f.FuncAttrs, func(a ir.FuncAttribute) bool {
		p, ok := a.(ir.AttrPair)
		return ok && p.Key == "frame-pointer" && (p.Value == "all" || p.Value == "non-leaf")
	})
}

// NoRedZone reports whether f's attributes forbid the area below the stack
// pointer (noredzone).
func NoRedZone(f *ir.Func) bool {
	return hasFuncAttr(f.FuncAttrs, func(a ir.FuncAttribute) bool {
		return a == enum.FuncAttrNoRedZone
	})
}

// hasFuncAttr reports whether one of attrs, or of the attribute groups
// among them, satisfies match.
func hasFuncAttr(attrs []ir.FuncAttribute, match func(ir.FuncAttribute) bool) bool {
	for _, a := range attrs {
		if g, ok := a.(*ir.AttrGroupDef); ok {
			if hasFuncAttr(g.FuncAttrs, match) {
				return true
			}
		} else if match(a) {
			return true
		}
	}
	return false
}

// WeakRefs lists the symbols of m's declarations with extern_weak
// linkage, globals first, then functions, each in module order: the
// assembly declares them .weak, so that they resolve to 0 when nothing
// defines them.
func WeakRefs(m *ir.Module) []string {
	var out []string
	for _, g := range m.Globals {
		if g.Init == nil && g.Linkage == enum.LinkageExternWeak {
			out = append(out, GlobalSymbol(g))
		}
	}
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 && f.Linkage == enum.LinkageExternWeak {
			out = append(out, GlobalSymbol(f))
		}
	}
	return out
}

// ZeroOf is the zero constant of type t.
func ZeroOf(t types.Type) constant.Constant {
	switch t := t.(type) {
	case *types.IntType:
		return constant.NewInt(t, 0)
	case *types.FloatType:
		return constant.NewFloat(t, 0)
	case *types.PointerType:
		return constant.NewNull(t)
	}
	return constant.NewZeroInitializer(t)
}

// CallArg is argument i of call in and its parameter attributes: the call
// site's, or else those of the direct callee's parameter (callee nil for
// an indirect call).
func CallArg(in *ir.InstCall, callee *ir.Func, i int) (value.Value, []ir.ParamAttribute) {
	a := in.Args[i]
	var attrs []ir.ParamAttribute
	if ia, ok := a.(*ir.Arg); ok {
		attrs = ia.Attrs
		a = ia.Value
	}
	if callee != nil && i < len(in.Sig().Params) && i < len(callee.Params) && len(attrs) == 0 {
		attrs = callee.Params[i].Attrs
	}
	return a, attrs
}

// IsFloat reports whether t is float or double (the floating-point types
// every target keeps in a floating-point register).
func IsFloat(t types.Type) bool {
	ft, ok := t.(*types.FloatType)
	return ok && (ft.Kind == types.FloatKindFloat || ft.Kind == types.FloatKindDouble)
}

// FloatBits is the width of a float (32) or a double (64).
func FloatBits(t types.Type) int {
	if ft, ok := t.(*types.FloatType); ok && ft.Kind == types.FloatKindFloat {
		return 32
	}
	return 64
}

// OpBits is the width an integer operation of bits runs at: 32 or 64
// (8- and 16-bit operations run at 32 bits).
func OpBits(bits int) int {
	if bits > 32 {
		return 64
	}
	return 32
}

// fconds maps LLVM's fcmp predicates to the machine IR's.
var fconds = map[enum.FPred]mir.FCond{
	enum.FPredFalse: mir.FFalse, enum.FPredOEQ: mir.FOeq, enum.FPredOGT: mir.FOgt, enum.FPredOGE: mir.FOge,
	enum.FPredOLT: mir.FOlt, enum.FPredOLE: mir.FOle, enum.FPredONE: mir.FOne, enum.FPredORD: mir.FOrd,
	enum.FPredUNO: mir.FUno, enum.FPredUEQ: mir.FUeq, enum.FPredUGT: mir.FUgt, enum.FPredUGE: mir.FUge,
	enum.FPredULT: mir.FUlt, enum.FPredULE: mir.FUle, enum.FPredUNE: mir.FUne, enum.FPredTrue: mir.FTrue,
}

// FCond is the machine IR's form of fcmp predicate p.
func FCond(p enum.FPred) mir.FCond { return fconds[p] }

// UnescapeAsm undoes LLVM's \XX escapes in an inline assembly string.
func UnescapeAsm(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+2 < len(s) {
			if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				sb.WriteByte(byte(v))
				i += 2
				continue
			}
		}
		sb.WriteByte(s[i])
	}
	return sb.String()
}

// BindsLocally reports whether a global (variable, function or alias)
// resolves within this module's output: defined here and dso_local or of
// local linkage, or dso_local and not weak. Such a symbol is addressed
// without the GOT (x86-64 RIP-relative) and called without the PLT.
func BindsLocally(g interface{}) bool {
	switch g := g.(type) {
	case *ir.Global:
		return g.Init != nil && (IsLocalLinkage(g.Linkage) || g.Preemption == enum.PreemptionDSOLocal) ||
			g.Preemption == enum.PreemptionDSOLocal && !IsWeak(g.Linkage)
	case *ir.Func:
		return len(g.Blocks) > 0 && (IsLocalLinkage(g.Linkage) || g.Preemption == enum.PreemptionDSOLocal) ||
			g.Preemption == enum.PreemptionDSOLocal && !IsWeak(g.Linkage)
	case *ir.Alias:
		return IsLocalLinkage(g.Linkage) || g.Preemption == enum.PreemptionDSOLocal && !IsWeak(g.Linkage)
	}
	return false
}

// GEPIndices are the indices of a getelementptr expression as values
// (an inrange index unwrapped).
func GEPIndices(e *constant.ExprGetElementPtr) []value.Value {
	idx := make([]value.Value, len(e.Indices))
	for i, x := range e.Indices {
		if ix, ok := x.(*constant.Index); ok {
			x = ix.Constant
		}
		idx[i] = x
	}
	return idx
}
