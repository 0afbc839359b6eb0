package lower

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/mir"
)

// SymbolName turns an LLVM global name (without '@') into the name printed
// in assembly, as llc does for ELF: private symbols get the ".L" prefix, a
// leading "\x01" means "use the rest verbatim" (and suppresses the
// prefix), and names that are not plain assembler symbols are quoted.
func SymbolName(name string, private bool) string {
	if strings.HasPrefix(name, "\x01") {
		return quoteSymbol(name[1:])
	}
	if private {
		name = ".L" + name
	}
	return quoteSymbol(name)
}

// quoteSymbol quotes name unless it consists of letters, digits, '_', '.'
// and '$' and does not start with a digit.
func quoteSymbol(name string) string {
	plain := name != "" && !(name[0] >= '0' && name[0] <= '9')
	for i := 0; i < len(name) && plain; i++ {
		c := name[i]
		plain = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
			c == '_' || c == '.' || c == '$'
	}
	if plain {
		// A copy: the parser's name is a slice of the module's whole
		// text, which a lowered function would otherwise keep alive.
		return strings.Clone(name)
	}
	var sb strings.Builder
	sb.WriteByte('"')
	for i := 0; i < len(name); i++ {
		switch c := name[i]; c {
		case '"', '\\':
			sb.WriteByte('\\')
			sb.WriteByte(c)
		case '\n':
			sb.WriteString(`\n`)
		default:
			// GNU as reads other bytes literally.
			sb.WriteByte(c)
		}
	}
	sb.WriteByte('"')
	return sb.String()
}

// defaultSymName is the naming rule GlobalData uses when the caller gives
// none: llc's, with unnamed globals called __unnamed_ID.
func defaultSymName(c constant.Constant) (string, bool) {
	var (
		id      ir.GlobalIdent
		linkage enum.Linkage
	)
	switch c := c.(type) {
	case *ir.Global:
		id, linkage = c.GlobalIdent, c.Linkage
	case *ir.Func:
		id, linkage = c.GlobalIdent, c.Linkage
	case *ir.Alias:
		id, linkage = c.GlobalIdent, c.Linkage
	case *ir.IFunc:
		id, linkage = c.GlobalIdent, c.Linkage
	default:
		return "", false
	}
	name := id.GlobalName
	if id.IsUnnamed() {
		name = fmt.Sprintf("__unnamed_%d", id.GlobalID)
	}
	return SymbolName(name, linkage == enum.LinkagePrivate), true
}

// AliasOf describes global alias a: its name, linkage and the symbol plus
// offset its aliasee evaluates to (a global, a function, another alias,
// or a constant expression of one such as a getelementptr into an array).
func AliasOf(a *ir.Alias, l *Layout, symName func(constant.Constant) (string, bool)) (*mir.Alias, error) {
	if a.TLSModel != enum.TLSModelNone {
		return nil, errors.Errorf("unsupported: thread-local alias %s", a.Ident())
	}
	b := &dataBuilder{l: l, symName: symName, where: "alias " + a.Ident()}
	sym, off, err := b.address(a.Aliasee)
	if err != nil {
		return nil, err
	}
	if sym == "" {
		return nil, errors.Errorf("unsupported: alias %s of an address that is no symbol: %v", a.Ident(), a.Aliasee)
	}
	name, _ := defaultSymName(a)
	if symName != nil {
		if s, ok := symName(a); ok {
			name = s
		}
	}
	target := sym
	switch {
	case off > 0:
		target = fmt.Sprintf("%s+%d", sym, off)
	case off < 0:
		target = fmt.Sprintf("%s-%d", sym, -off)
	}
	_, fn := a.Typ.ElemType.(*types.FuncType)
	return &mir.Alias{
		Name:       name,
		Target:     target,
		Global:     !IsLocalLinkage(a.Linkage) && !IsWeak(a.Linkage),
		Weak:       IsWeak(a.Linkage),
		Visibility: VisibilityName(a.Visibility),
		Func:       fn,
	}, nil
}

// GlobalData describes the storage of global variable g. It returns nil
// (and no error) for globals that produce no data: declarations,
// available_externally definitions and LLVM's own "llvm.*" globals
// (llvm.used, ...; see Structors for llvm.global_ctors/dtors).
//
// symName maps a global, function or alias that the initializer (or g
// itself) refers to, to its printed name; when it is nil or answers false,
// the rule of SymbolName applies.
func GlobalData(g *ir.Global, l *Layout, symName func(constant.Constant) (string, bool)) (*mir.DataObject, error) {
	if g.Init == nil || g.Linkage == enum.LinkageAvailableExternally {
		return nil, nil
	}
	if strings.HasPrefix(g.GlobalName, "llvm.") {
		return nil, nil
	}
	if g.Linkage == enum.LinkageAppending {
		return nil, errors.Errorf("unsupported: appending linkage of %s", g.Ident())
	}
	if err := l.CheckSized(g.ContentType); err != nil {
		return nil, errors.Wrapf(err, "global %s", g.Ident())
	}
	b := &dataBuilder{l: l, symName: symName, where: g.Ident()}
	if err := b.emit(g.Init, g.ContentType); err != nil {
		return nil, err
	}
	obj := &mir.DataObject{
		Name:  b.name(g),
		Size:  l.Size(g.ContentType),
		Align: globalAlign(g, l),
		Items: normalizeItems(b.items),
	}
	switch g.Linkage {
	case enum.LinkageNone, enum.LinkageExternal:
		obj.Global = true
	case enum.LinkageWeak, enum.LinkageWeakODR, enum.LinkageLinkOnce, enum.LinkageLinkOnceODR:
		obj.Weak = true
	case enum.LinkageCommon:
		obj.Common = true
	}
	if g.Linkage != enum.LinkageInternal && g.Linkage != enum.LinkagePrivate {
		switch g.Visibility {
		case enum.VisibilityHidden:
			obj.Visibility = "hidden"
		case enum.VisibilityProtected:
			obj.Visibility = "protected"
		}
	}
	zero := allZero(obj.Items)
	if obj.Common && !zero {
		return nil, errors.Errorf("common global %s has a non-zero initializer", g.Ident())
	}
	obj.Section, obj.SectionName = chooseSection(g, zero, b.relocs)
	return obj, nil
}

// chooseSection picks the section kind as LLVM's ELF lowering does: thread
// locals to .tbss/.tdata, zero non-constant data to .bss, constants to
// .rodata (mergeable strings to .rodata.str1.N) unless they hold
// addresses, which the dynamic linker may have to fix up (.data.rel.ro).
// An explicit section keeps its name; its kind then only decides flags,
// and only sections named like .bss/.tbss get @nobits.
func chooseSection(g *ir.Global, zero, relocs bool) (mir.Section, string) {
	if g.Section != "" {
		n := g.Section
		bssName := n == ".bss" || strings.HasPrefix(n, ".bss.") || n == ".sbss" || strings.HasPrefix(n, ".sbss.")
		tbssName := n == ".tbss" || strings.HasPrefix(n, ".tbss.")
		tdataName := n == ".tdata" || strings.HasPrefix(n, ".tdata.")
		switch {
		case tbssName && zero:
			return mir.SecTBSS, n
		case g.TLSModel != enum.TLSModelNone || tdataName || tbssName:
			return mir.SecTData, n
		case bssName && zero:
			return mir.SecBSS, n
		case g.Immutable && relocs:
			return mir.SecDataRelRO, n
		case g.Immutable:
			return mir.SecROData, n
		}
		return mir.SecData, n
	}
	if g.TLSModel != enum.TLSModelNone {
		if zero && !g.Immutable {
			return mir.SecTBSS, ""
		}
		return mir.SecTData, ""
	}
	if g.Linkage == enum.LinkageCommon || (zero && !g.Immutable) {
		return mir.SecBSS, ""
	}
	if !g.Immutable {
		return mir.SecData, ""
	}
	if relocs {
		return mir.SecDataRelRO, ""
	}
	if g.UnnamedAddr == enum.UnnamedAddrUnnamedAddr && isCString(g.Init) {
		return mir.SecROStr, ""
	}
	return mir.SecROData, ""
}

// isCString reports whether c is an i8 array whose only zero is its last
// element (what may go to a mergeable string section).
func isCString(c constant.Constant) bool {
	switch c := c.(type) {
	case *constant.CharArray:
		n := len(c.X)
		if n == 0 || c.X[n-1] != 0 {
			return false
		}
		for _, b := range c.X[:n-1] {
			if b == 0 {
				return false
			}
		}
		return true
	case *constant.ZeroInitializer:
		at, ok := c.Typ.(*types.ArrayType)
		if !ok || at.Len != 1 {
			return false
		}
		it, ok := at.ElemType.(*types.IntType)
		return ok && it.BitSize == 8
	}
	return false
}

// globalAlign is the alignment llc gives g (DataLayout::getPreferredAlign
// combined with AsmPrinter::getGVAlignment).
func globalAlign(g *ir.Global, l *Layout) int64 {
	explicit := int64(g.Align)
	t := g.ContentType
	if explicit > 0 && g.Section != "" {
		return explicit
	}
	a := l.PrefAlign(t)
	if explicit > 0 {
		if explicit >= a {
			a = explicit
		} else {
			a = max(explicit, l.Align(t))
		}
	} else if a < 16 && l.SizeInBits(t) > 128 {
		a = 16
	}
	return a
}

// Structors lays out @llvm.global_ctors or @llvm.global_dtors: one
// anonymous object of function pointers per priority, in increasing
// priority order, in .init_array (.fini_array), or .init_array.N for a
// priority N other than the default 65535, as llc does.
func Structors(g *ir.Global, l *Layout, symName func(constant.Constant) (string, bool)) ([]*mir.DataObject, error) {
	sec, base := mir.SecInitArray, ".init_array"
	switch g.GlobalName {
	case "llvm.global_ctors":
	case "llvm.global_dtors":
		sec, base = mir.SecFiniArray, ".fini_array"
	default:
		return nil, errors.Errorf("%s is not llvm.global_ctors or llvm.global_dtors", g.Ident())
	}
	arr, ok := g.Init.(*constant.Array)
	if !ok {
		return nil, nil // zeroinitializer: no entries
	}
	type entry struct {
		prio int64
		fn   constant.Constant
	}
	var entries []entry
	for _, e := range arr.Elems {
		st, ok := e.(*constant.Struct)
		if !ok || len(st.Fields) < 2 {
			return nil, errors.Errorf("malformed element %v of %s", e, g.Ident())
		}
		prio, ok := st.Fields[0].(*constant.Int)
		if !ok || !prio.X.IsInt64() {
			return nil, errors.Errorf("malformed priority %v in %s", st.Fields[0], g.Ident())
		}
		if _, ok := st.Fields[1].(*constant.Null); ok {
			continue
		}
		entries = append(entries, entry{prio.X.Int64(), st.Fields[1]})
	}
	sort.SliceStable(entries, func(i, j int) bool { return entries[i].prio < entries[j].prio })
	var objs []*mir.DataObject
	b := &dataBuilder{l: l, symName: symName, where: g.Ident()}
	ptr := int(l.PtrSize())
	for i, e := range entries {
		if i == 0 || e.prio != entries[i-1].prio {
			name := base
			if e.prio != 65535 {
				name = fmt.Sprintf("%s.%d", base, e.prio)
			}
			objs = append(objs, &mir.DataObject{Section: sec, SectionName: name, Align: int64(ptr)})
		}
		sym, off, err := b.address(e.fn)
		if err != nil {
			return nil, err
		}
		if sym == "" {
			return nil, errors.Errorf("non-symbolic function %v in %s", e.fn, g.Ident())
		}
		o := objs[len(objs)-1]
		o.Items = append(o.Items, mir.DataItem{Kind: mir.DataSym, Sym: sym, Addend: off, Size: ptr})
		o.Size += int64(ptr)
	}
	return objs, nil
}

// maxIntBits is LLVM's largest integer width.
const maxIntBits = 1<<23 - 1

// dataBuilder accumulates the items of one initializer.
type dataBuilder struct {
	l       *Layout
	symName func(constant.Constant) (string, bool)
	where   string // the global, for messages
	items   []mir.DataItem
	relocs  bool // some item is a DataSym
}

// name returns the printed name of the global value c.
func (b *dataBuilder) name(c constant.Constant) string {
	if b.symName != nil {
		if s, ok := b.symName(c); ok {
			return s
		}
	}
	s, _ := defaultSymName(c)
	return s
}

func (b *dataBuilder) bytes(p []byte) {
	b.items = append(b.items, mir.DataItem{Kind: mir.DataBytes, Bytes: p})
}

func (b *dataBuilder) zero(n int64) {
	if n > 0 {
		b.items = append(b.items, mir.DataItem{Kind: mir.DataZero, Zero: n})
	}
}

// emit appends exactly l.Size(t) bytes holding constant c of type t.
func (b *dataBuilder) emit(c constant.Constant, t types.Type) error {
	l := b.l
	size := l.Size(t)
	switch c := c.(type) {
	case *constant.Int:
		it, ok := t.(*types.IntType)
		if !ok {
			return b.mismatch(c, t)
		}
		if it.BitSize > maxIntBits {
			return errors.Errorf("unsupported: integer type %s (LLVM allows at most i%d) in initializer of %s", it, maxIntBits, b.where)
		}
		b.bytes(intBytes(c.X, it.BitSize, l.bigEndian))
		b.zero(size - l.StoreSize(t))
		return nil
	case *constant.Float:
		p, err := floatBytes(c, l.bigEndian)
		if err != nil {
			return errors.Wrapf(err, "initializer of %s", b.where)
		}
		b.bytes(p)
		b.zero(size - int64(len(p)))
		return nil
	case *constant.Null, *constant.ZeroInitializer, *constant.Undef, *constant.Poison:
		b.zero(size)
		return nil
	case *constant.CharArray:
		b.bytes(append([]byte(nil), c.X...))
		b.zero(size - int64(len(c.X)))
		return nil
	case *constant.Array:
		at, ok := t.(*types.ArrayType)
		if !ok || uint64(len(c.Elems)) != at.Len {
			return b.mismatch(c, t)
		}
		for _, e := range c.Elems {
			if err := b.emit(e, at.ElemType); err != nil {
				return err
			}
		}
		return nil
	case *constant.Vector:
		vt, ok := t.(*types.VectorType)
		if !ok || uint64(len(c.Elems)) != vt.Len {
			return b.mismatch(c, t)
		}
		// Like llc, each element takes its alloc size.
		var n int64
		for _, e := range c.Elems {
			if err := b.emit(e, vt.ElemType); err != nil {
				return err
			}
			n += l.Size(vt.ElemType)
		}
		b.zero(size - n)
		return nil
	case *constant.Struct:
		st, ok := t.(*types.StructType)
		if !ok || len(c.Fields) != len(st.Fields) {
			return b.mismatch(c, t)
		}
		var pos int64
		for i, f := range c.Fields {
			off := l.FieldOffset(st, i)
			b.zero(off - pos)
			if err := b.emit(f, st.Fields[i]); err != nil {
				return err
			}
			pos = off + l.Size(st.Fields[i])
		}
		b.zero(size - pos)
		return nil
	}
	// A global's address or a constant expression: pointer or integer.
	var width uint64
	switch t := t.(type) {
	case *types.PointerType:
		width = uint64(l.ptr(t.AddrSpace).size) * 8
	case *types.IntType:
		width = t.BitSize
	default:
		return errors.Errorf("unsupported: constant %v of type %s in initializer of %s", c, t, b.where)
	}
	if rel, ok, err := b.relative(c, width); ok || err != nil {
		if err != nil {
			return err
		}
		b.items = append(b.items, rel)
		b.relocs = true
		b.zero(size - int64((width+7)/8))
		return nil
	}
	sym, off, err := b.address(c)
	if err != nil {
		return err
	}
	if sym == "" {
		b.bytes(intBytes(big.NewInt(off), width, l.bigEndian))
	} else {
		if width != 32 && width != 64 {
			return errors.Errorf("unsupported: address of %s stored in i%d in initializer of %s", sym, width, b.where)
		}
		b.items = append(b.items, mir.DataItem{Kind: mir.DataSym, Sym: sym, Addend: off, Size: int(width / 8)})
		b.relocs = true
	}
	b.zero(size - int64((width+7)/8))
	return nil
}

func (b *dataBuilder) mismatch(c constant.Constant, t types.Type) error {
	return errors.Errorf("constant %v does not match type %s in initializer of %s", c, t, b.where)
}

// address evaluates an address or integer constant expression to a symbol
// (empty for a plain number) plus a byte offset.
func (b *dataBuilder) address(c constant.Constant) (sym string, off int64, err error) {
	switch c := c.(type) {
	case *ir.Global, *ir.Func, *ir.Alias, *ir.IFunc:
		return b.name(c), 0, nil
	case *constant.Null, *constant.ZeroInitializer, *constant.Undef, *constant.Poison:
		return "", 0, nil
	case *constant.Int:
		switch {
		case c.X.IsInt64():
			return "", c.X.Int64(), nil
		case c.X.IsUint64():
			return "", int64(c.X.Uint64()), nil
		}
		return "", 0, errors.Errorf("unsupported: address constant %v out of range in initializer of %s", c, b.where)
	case *constant.ExprGetElementPtr:
		sym, off, err := b.address(c.Src)
		if err != nil {
			return "", 0, err
		}
		idx := make([]int64, len(c.Indices))
		for i, x := range c.Indices {
			if ix, ok := x.(*constant.Index); ok {
				x = ix.Constant
			}
			_, v, err := b.address(x)
			if err != nil {
				return "", 0, err
			}
			if _, ok := x.(*constant.Int); !ok {
				return "", 0, errors.Errorf("unsupported: getelementptr index %v in initializer of %s", x, b.where)
			}
			idx[i] = v
		}
		o, _, err := b.l.GEPOffset(c.ElemType, idx)
		if err != nil {
			return "", 0, errors.Wrapf(err, "initializer of %s", b.where)
		}
		return sym, off + o, nil
	case *constant.ExprBitCast:
		switch c.From.Type().(type) {
		case *types.PointerType:
			return b.address(c.From)
		}
	case *constant.ExprAddrSpaceCast:
		return b.address(c.From)
	case *constant.ExprPtrToInt:
		return b.address(c.From)
	case *constant.ExprTrunc:
		sym, off, err := b.address(c.From)
		if err == nil && sym != "" {
			return "", 0, errors.Errorf("unsupported: truncated address of %s in initializer of %s", sym, b.where)
		}
		return sym, off, err
	case *constant.ExprIntToPtr:
		return b.address(c.From)
	case *constant.ExprAdd:
		s1, o1, err := b.address(c.X)
		if err != nil {
			return "", 0, err
		}
		s2, o2, err := b.address(c.Y)
		if err != nil {
			return "", 0, err
		}
		if s1 != "" && s2 != "" {
			return "", 0, errors.Errorf("unsupported: sum of addresses in initializer of %s", b.where)
		}
		return s1 + s2, o1 + o2, nil
	case *constant.ExprSub:
		s1, o1, err := b.address(c.X)
		if err != nil {
			return "", 0, err
		}
		s2, o2, err := b.address(c.Y)
		if err != nil {
			return "", 0, err
		}
		switch {
		case s2 == "":
			return s1, o1 - o2, nil
		case s1 == s2:
			return "", o1 - o2, nil
		}
		return "", 0, errors.Errorf("unsupported: difference of addresses in initializer of %s", b.where)
	case *constant.BlockAddress:
		if b.symName != nil {
			if s, ok := b.symName(c); ok {
				return s, 0, nil
			}
		}
		return "", 0, errors.Errorf("unsupported: blockaddress in initializer of %s", b.where)
	}
	return "", 0, errors.Errorf("unsupported: constant expression %v in initializer of %s", c, b.where)
}

// relative recognises the difference of two addresses, possibly truncated
// (`trunc (sub (ptrtoint @a, ptrtoint @b))`, clang's relative lookup
// tables and switch tables), stored in width bits. ok is false when c is
// not such a difference.
func (b *dataBuilder) relative(c constant.Constant, width uint64) (mir.DataItem, bool, error) {
	if t, ok := c.(*constant.ExprTrunc); ok {
		c = t.From
	}
	s, ok := c.(*constant.ExprSub)
	if !ok {
		return mir.DataItem{}, false, nil
	}
	s1, o1, err := b.address(s.X)
	if err != nil {
		return mir.DataItem{}, false, nil
	}
	s2, o2, err := b.address(s.Y)
	if err != nil || s1 == "" || s2 == "" {
		return mir.DataItem{}, false, nil
	}
	if s1 == s2 {
		// The same symbol (or label) on both sides: a plain number.
		return mir.DataItem{Kind: mir.DataBytes, Bytes: intBytes(big.NewInt(o1-o2), width, b.l.bigEndian)}, true, nil
	}
	if width != 32 && width != 64 {
		return mir.DataItem{}, true, errors.Errorf("unsupported: difference of addresses stored in i%d in initializer of %s", width, b.where)
	}
	return mir.DataItem{Kind: mir.DataSym, Sym: s1, Minus: s2, Addend: o1 - o2, Size: int(width / 8)}, true, nil
}

// intBytes stores x as a bits-wide integer (two's complement) in
// ceil(bits/8) bytes of the given byte order.
func intBytes(x *big.Int, bits uint64, bigEndian bool) []byte {
	n := (bits + 7) / 8
	mod := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	v := new(big.Int).Mod(x, mod)
	p := v.FillBytes(make([]byte, n))
	if !bigEndian {
		for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
			p[i], p[j] = p[j], p[i]
		}
	}
	return p
}

// floatBytes encodes c in its store size and the given byte order.
// FloatBytes is the memory image of a floating-point constant in the
// given byte order (x86_fp80: the 10 bytes of the x87 format).
func FloatBytes(c *constant.Float, bigEndian bool) ([]byte, error) { return floatBytes(c, bigEndian) }

func floatBytes(c *constant.Float, bigEndian bool) ([]byte, error) {
	switch c.Typ.Kind {
	case types.FloatKindHalf:
		return intBytes(encodeFloat(c.X, c.NaN, 5, 11, false), 16, bigEndian), nil
	case types.FloatKindFloat:
		return intBytes(encodeFloat(c.X, c.NaN, 8, 24, false), 32, bigEndian), nil
	case types.FloatKindDouble:
		return intBytes(encodeFloat(c.X, c.NaN, 11, 53, false), 64, bigEndian), nil
	case types.FloatKindX86_FP80:
		return intBytes(encodeFloat(c.X, c.NaN, 15, 64, true), 80, bigEndian), nil
	case types.FloatKindFP128:
		// LLVM writes fp128 literals (0xL...) low 64 bits first, but llir
		// v0.3.6 reads the first 16 digits as the high half; undo that.
		// (A literal whose low half looks like a NaN or infinity to llir
		// has lost its value already.)
		v := encodeFloat(c.X, c.NaN, 15, 113, false)
		mask := new(big.Int).SetUint64(math.MaxUint64)
		lo := new(big.Int).And(v, mask)
		v.Rsh(v, 64).Or(v, lo.Lsh(lo, 64))
		return intBytes(v, 128, bigEndian), nil
	case types.FloatKindPPC_FP128:
		// Two doubles, the high one first whatever the byte order; their
		// sum is the value.
		hi, lo := doubleDouble(c.X, c.NaN)
		p := intBytes(new(big.Int).SetUint64(hi), 64, bigEndian)
		return append(p, intBytes(new(big.Int).SetUint64(lo), 64, bigEndian)...), nil
	}
	return nil, errors.Errorf("unsupported: floating-point type %s", c.Typ)
}

// encodeFloat rounds x (to nearest, ties to even) into a binary
// floating-point format with expBits exponent bits and prec significand
// bits (counting the leading bit, which is stored only if explicit, as in
// x87's 80-bit format), and returns the bit pattern. NaNs become the
// default quiet NaN (LLVM IR's parser keeps no payload) with x's sign.
func encodeFloat(x *big.Float, nan bool, expBits, prec uint, explicit bool) *big.Int {
	fracBits := prec - 1
	expShift := fracBits
	if explicit {
		expShift = prec
	}
	bias := 1<<(expBits-1) - 1
	emin, emax := 1-bias, bias
	maxExp := big.NewInt(1<<expBits - 1)

	neg := x != nil && x.Signbit()
	bits := new(big.Int)
	pack := func(biased *big.Int, sig *big.Int) *big.Int {
		bits.Lsh(biased, expShift)
		bits.Or(bits, sig)
		if neg {
			bits.SetBit(bits, int(expShift+expBits), 1)
		}
		return bits
	}
	lead := new(big.Int).Lsh(big.NewInt(1), fracBits) // 1.0 in the significand
	special := func(quiet bool) *big.Int {
		sig := new(big.Int)
		if explicit {
			sig.Set(lead)
		}
		if quiet {
			sig.SetBit(sig, int(fracBits-1), 1)
		}
		return pack(maxExp, sig)
	}
	switch {
	case nan || x == nil:
		return special(true)
	case x.IsInf():
		return special(false)
	case x.Sign() == 0:
		return pack(new(big.Int), new(big.Int))
	}
	a := new(big.Float).Abs(x)
	e := a.MantExp(nil) - 1 // a = 1.f * 2^e
	if e < emin {
		// Subnormal: a multiple of 2^(emin-fracBits), rounded.
		scaled := new(big.Float).SetMantExp(a, int(fracBits)-emin)
		n := roundToInt(scaled)
		if n.Cmp(lead) >= 0 { // rounded up to the smallest normal
			if !explicit {
				n.Sub(n, lead)
			}
			return pack(big.NewInt(1), n)
		}
		return pack(new(big.Int), n)
	}
	r := new(big.Float).SetPrec(prec).SetMode(big.ToNearestEven).Set(a)
	e = r.MantExp(nil) - 1
	if e > emax {
		return special(false)
	}
	n, _ := new(big.Float).SetMantExp(r, int(fracBits)-e).Int(nil)
	if !explicit {
		n.Sub(n, lead)
	}
	return pack(big.NewInt(int64(e+bias)), n)
}

// roundToInt rounds a non-negative x to the nearest integer, ties to even.
func roundToInt(x *big.Float) *big.Int {
	if x.Sign() == 0 {
		return new(big.Int)
	}
	k := x.MantExp(nil) // x = m * 2^k, 0.5 <= m < 1
	switch {
	case k >= 1:
		n, _ := new(big.Float).SetPrec(uint(k)).SetMode(big.ToNearestEven).Set(x).Int(nil)
		return n
	case k == 0 && x.Cmp(big.NewFloat(0.5)) > 0:
		return big.NewInt(1)
	}
	return new(big.Int)
}

// doubleDouble splits x into the IEEE doubles hi + lo of PowerPC's
// ppc_fp128, hi being x rounded to double.
func doubleDouble(x *big.Float, nan bool) (hi, lo uint64) {
	switch {
	case nan || x == nil:
		return encodeFloat(x, true, 11, 53, false).Uint64(), 0
	case x.IsInf() || x.Sign() == 0:
		return encodeFloat(x, false, 11, 53, false).Uint64(), 0
	}
	h, _ := x.Float64()
	if math.IsInf(h, 0) {
		return math.Float64bits(h), 0
	}
	// x - h is exact at this precision for any pair of doubles' range.
	d := new(big.Float).SetPrec(2200).Sub(x, new(big.Float).SetFloat64(h))
	return math.Float64bits(h), encodeFloat(d, false, 11, 53, false).Uint64()
}

// minZeroRun is the shortest run of zero bytes that normalizeItems keeps
// as a DataZero item next to literal bytes.
const minZeroRun = 16

// normalizeItems puts items in canonical form: runs of zero bytes are
// DataZero items when they are long or not next to other literal bytes,
// and literal bytes otherwise; adjacent items of the same kind are merged;
// empty items are dropped.
func normalizeItems(in []mir.DataItem) []mir.DataItem {
	// Split into non-zero bytes, zero runs and symbols.
	var split []mir.DataItem
	push := func(it mir.DataItem) {
		if n := len(split); n > 0 && it.Kind != mir.DataSym && split[n-1].Kind == it.Kind {
			if it.Kind == mir.DataZero {
				split[n-1].Zero += it.Zero
			} else {
				split[n-1].Bytes = append(split[n-1].Bytes, it.Bytes...)
			}
			return
		}
		if it.Kind == mir.DataBytes {
			it.Bytes = append([]byte(nil), it.Bytes...) // own the storage
		}
		split = append(split, it)
	}
	for _, it := range in {
		switch {
		case it.Kind == mir.DataSym:
			push(it)
		case it.Len() == 0:
		case it.Kind == mir.DataZero:
			push(it)
		default:
			p := it.Bytes
			for i := 0; i < len(p); {
				j := i
				for j < len(p) && (p[j] == 0) == (p[i] == 0) {
					j++
				}
				if p[i] == 0 {
					push(mir.DataItem{Kind: mir.DataZero, Zero: int64(j - i)})
				} else {
					push(mir.DataItem{Kind: mir.DataBytes, Bytes: p[i:j]})
				}
				i = j
			}
		}
	}
	// Fold short zero runs into neighbouring bytes.
	var out []mir.DataItem
	for i, it := range split {
		if it.Kind == mir.DataZero && it.Zero < minZeroRun &&
			(i > 0 && split[i-1].Kind == mir.DataBytes || i+1 < len(split) && split[i+1].Kind == mir.DataBytes) {
			it = mir.DataItem{Kind: mir.DataBytes, Bytes: make([]byte, it.Zero)}
		}
		if n := len(out); n > 0 && it.Kind == mir.DataBytes && out[n-1].Kind == mir.DataBytes {
			out[n-1].Bytes = append(out[n-1].Bytes, it.Bytes...)
			continue
		}
		out = append(out, it)
	}
	return out
}

// allZero reports whether items hold only zero bytes.
func allZero(items []mir.DataItem) bool {
	for _, it := range items {
		switch it.Kind {
		case mir.DataSym:
			return false
		case mir.DataBytes:
			for _, c := range it.Bytes {
				if c != 0 {
					return false
				}
			}
		}
	}
	return true
}

// ConstImage is the bytes that constant c of type t occupies in memory,
// in the layout's byte order (undef and poison as zeros), or false when
// c holds an address or cannot be laid out.
func ConstImage(c constant.Constant, t types.Type, l *Layout) ([]byte, bool) {
	b := &dataBuilder{l: l}
	if err := b.emit(c, t); err != nil || b.relocs {
		return nil, false
	}
	var img []byte
	for _, it := range b.items {
		switch it.Kind {
		case mir.DataBytes:
			img = append(img, it.Bytes...)
		case mir.DataZero:
			img = append(img, make([]byte, it.Zero)...)
		default:
			return nil, false
		}
	}
	return img, int64(len(img)) == l.Size(t)
}
