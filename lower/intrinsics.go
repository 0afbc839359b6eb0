package lower

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// intrinsics maps the llvm.* functions clang emits for C (without their
// type suffixes) to a kind. The core lowers the kinds that need no
// instruction of their own (nop, alias, zero, objectsize, minmax, libm,
// libc3); the selector lowers the others (FuncSelector.Intrinsic) or
// rejects those its target does not have.
var intrinsics = map[string]string{
	"llvm.dbg.declare": "nop", "llvm.dbg.value": "nop", "llvm.dbg.label": "nop",
	"llvm.lifetime.start": "nop", "llvm.lifetime.end": "nop", "llvm.assume": "nop",
	"llvm.experimental.noalias.scope.decl": "nop", "llvm.invariant.start": "nop",
	"llvm.invariant.end": "nop", "llvm.sideeffect": "nop", "llvm.donothing": "nop",
	"llvm.prefetch": "nop", "llvm.var.annotation": "nop", "llvm.va_end": "nop",
	"llvm.memcpy": "libc3", "llvm.memmove": "libc3", "llvm.memset": "libc3",
	"llvm.expect": "alias", "llvm.expect.with.probability": "alias", "llvm.is.constant": "zero",
	"llvm.objectsize": "objectsize",
	"llvm.smax":       "minmax", "llvm.smin": "minmax", "llvm.umax": "minmax", "llvm.umin": "minmax",
	"llvm.abs": "abs", "llvm.fabs": "fabs", "llvm.sqrt": "sqrt", "llvm.fmuladd": "fmuladd",
	"llvm.floor": "libm", "llvm.ceil": "libm", "llvm.trunc": "libm", "llvm.round": "libm",
	"llvm.rint": "libm", "llvm.nearbyint": "libm", "llvm.pow": "libm", "llvm.exp": "libm",
	"llvm.exp2": "libm", "llvm.log": "libm", "llvm.log2": "libm", "llvm.log10": "libm",
	"llvm.sin": "libm", "llvm.cos": "libm", "llvm.minnum": "libm", "llvm.maxnum": "libm",
	"llvm.copysign": "libm", "llvm.fma": "libm",
	"llvm.bswap": "bswap", "llvm.ctpop": "ctpop", "llvm.ctlz": "ctlz", "llvm.cttz": "cttz",
	"llvm.sadd.with.overflow": "ovf", "llvm.uadd.with.overflow": "ovf",
	"llvm.ssub.with.overflow": "ovf", "llvm.usub.with.overflow": "ovf",
	"llvm.smul.with.overflow": "ovf", "llvm.umul.with.overflow": "ovf",
	"llvm.fshl": "fshl", "llvm.fshr": "fshr", "llvm.trap": "trap", "llvm.debugtrap": "trap",
	"llvm.stacksave": "stacksave", "llvm.stackrestore": "stackrestore",
	"llvm.eh.sjlj.setjmp": "sjljsetjmp", "llvm.eh.sjlj.longjmp": "sjljlongjmp",
	"llvm.load.relative": "loadrel",
	"llvm.frameaddress":  "frameaddr", "llvm.returnaddress": "retaddr", "llvm.bitreverse": "bitreverse",
	"llvm.sadd.sat": "sat", "llvm.uadd.sat": "sat", "llvm.ssub.sat": "sat", "llvm.usub.sat": "sat",
	"llvm.va_start": "va_start", "llvm.va_copy": "va_copy",
}

// libmNames are the C library functions of the libm kind, for double
// (libmName adds the suffix of the other types).
var libmNames = map[string]string{
	"llvm.floor": "floor", "llvm.ceil": "ceil", "llvm.trunc": "trunc", "llvm.round": "round",
	"llvm.rint": "rint", "llvm.nearbyint": "nearbyint", "llvm.pow": "pow", "llvm.exp": "exp",
	"llvm.exp2": "exp2", "llvm.log": "log", "llvm.log2": "log2", "llvm.log10": "log10",
	"llvm.sin": "sin", "llvm.cos": "cos", "llvm.minnum": "fmin", "llvm.maxnum": "fmax",
	"llvm.copysign": "copysign", "llvm.fma": "fma", "llvm.sqrt": "sqrt",
}

// IntrinsicBase is an intrinsic's name without its type suffixes
// (llvm.memcpy.p0i8.p0i8.i64: llvm.memcpy), and its kind ("" when the
// table does not know it).
func IntrinsicBase(name string) (base, kind string) {
	parts := strings.Split(name, ".")
	for n := len(parts); n > 1; n-- {
		cand := strings.Join(parts[:n], ".")
		if k, ok := intrinsics[cand]; ok {
			return cand, k
		}
	}
	return name, ""
}

// LibmName is the C library function implementing a libm-kind intrinsic
// (or llvm.sqrt) on type t.
func (l *Func) LibmName(base string, t types.Type) (string, error) {
	name, err := l.libmName(libmNames[base], t)
	if err != nil {
		return "", l.Unsupported(base + " on " + t.String())
	}
	return name, nil
}

// CallArgs are the argument values of a call.
func CallArgs(in *ir.InstCall) []value.Value {
	args := make([]value.Value, len(in.Args))
	for i, a := range in.Args {
		if ia, ok := a.(*ir.Arg); ok {
			a = ia.Value
		}
		args[i] = a
	}
	return args
}

// intrinsicArgs is the number of arguments the lowering of each kind of
// intrinsic reads (LLVM 14's signatures; a kind not listed reads none),
// and libmArgs the libm functions of more than one.
var (
	intrinsicArgs = map[string]int{
		"alias": 1, "objectsize": 2, "minmax": 2, "abs": 1, "fabs": 1, "sqrt": 1, "fmuladd": 3,
		"libm": 1, "libc3": 3, "bswap": 1, "ctpop": 1, "ctlz": 2, "cttz": 2, "ovf": 2,
		"fshl": 3, "fshr": 3, "stackrestore": 1, "sjljsetjmp": 1, "sjljlongjmp": 1,
		"loadrel": 2, "frameaddr": 1, "retaddr": 1, "bitreverse": 1, "sat": 2,
		"va_start": 1, "va_copy": 2,
	}
	libmArgs = map[string]int{"llvm.pow": 2, "llvm.minnum": 2, "llvm.maxnum": 2, "llvm.copysign": 2, "llvm.fma": 3}
)

// intrinsic lowers a call to an llvm.* function.
func (l *Func) intrinsic(in *ir.InstCall, name string) error {
	args := CallArgs(in)
	base, kind := IntrinsicBase(name)
	need := intrinsicArgs[kind]
	if n, ok := libmArgs[base]; ok {
		need = n
	}
	if len(args) < need {
		// The parser does not check calls against their callee.
		return l.Errorf("invalid IR: %s takes %d arguments, the call passes %d", base, need, len(args))
	}
	switch kind {
	case "":
		return l.Unsupported("intrinsic " + name)
	case "nop":
		return nil
	case "alias":
		return l.Alias(in, args[0])
	case "zero":
		return l.defConst(in, 0)
	case "objectsize":
		v := int64(-1)
		if c, ok := args[1].(*constant.Int); ok && IntValue(c) != 0 {
			v = 0
		}
		return l.defConst(in, v)
	case "minmax":
		pred := map[string]enum.IPred{"llvm.smax": enum.IPredSGT, "llvm.smin": enum.IPredSLT,
			"llvm.umax": enum.IPredUGT, "llvm.umin": enum.IPredULT}[base]
		c := &ir.InstICmp{Pred: pred, X: args[0], Y: args[1]}
		l.Fused[c] = true
		regs, err := l.Select(c, args[0], args[1])
		if err != nil {
			return err
		}
		l.Def(in, regs...)
		return nil
	case "libm":
		fname, err := l.LibmName(base, args[0].Type())
		if err != nil {
			return err
		}
		return l.sel.Libcall(in, fname, args, in.Typ)
	case "libc3":
		fname := strings.TrimPrefix(base, "llvm.")
		if mi, ok := l.sel.(MemInliner); ok {
			if done, err := mi.InlineMem(fname, args); done || err != nil {
				return err
			}
		}
		return l.libc3(fname, args[:3])
	}
	return l.sel.Intrinsic(in, kind, base, args)
}

// MemInliner is implemented by a selector that writes some calls of
// llvm.memcpy, llvm.memmove and llvm.memset as loads and stores (small
// constant sizes, as llc expands them): InlineMem reports whether it
// did; fname is memcpy, memmove or memset and args the intrinsic's
// arguments (destination, source or byte, size, volatile flag).
type MemInliner interface {
	InlineMem(fname string, args []value.Value) (bool, error)
}

// defConst defines in as the integer v of its type.
func (l *Func) defConst(in *ir.InstCall, v int64) error {
	regs, err := l.Regs(constant.NewInt(in.Typ.(*types.IntType), v))
	if err != nil {
		return err
	}
	l.Def(in, regs...)
	return nil
}

// libc3 calls memcpy, memmove or memset with the first three arguments of
// the intrinsic: memset's byte zero-extended to an int, the size
// truncated to a size_t where it is wider.
func (l *Func) libc3(fname string, a []value.Value) error {
	a = append([]value.Value(nil), a...)
	if fname == "memset" {
		z := &ir.InstZExt{From: a[1], To: types.I32}
		if err := l.Instruction(z); err != nil {
			return err
		}
		a[1] = z
	}
	if st := l.sizeType(); a[2].Type().(*types.IntType).BitSize > st.BitSize {
		t := &ir.InstTrunc{From: a[2], To: st}
		if err := l.Instruction(t); err != nil {
			return err
		}
		a[2] = t
	}
	return l.sel.Libcall(nil, fname, a, types.Void)
}

// sizeType is the integer type of size_t: as wide as a pointer.
func (l *Func) sizeType() *types.IntType {
	if l.Layout.PtrSize() == 4 {
		return types.I32
	}
	return types.I64
}
