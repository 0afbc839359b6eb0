package lower

import (
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/llir/llvm/ir/types"
	"github.com/pkg/errors"
)

// Layout answers size, alignment and offset questions about LLVM types the
// way LLVM's DataLayout does, for one target. It is built from a module's
// `target datalayout` string; every value is in bytes.
//
// Size, StoreSize, Align and PrefAlign panic on types that have no size
// (void, labels, functions, opaque structs, ...); call CheckSized first when
// the type comes from the input.
type Layout struct {
	bigEndian  bool
	stackAlign int64
	ptrs       map[types.AddrSpace]ptrSpec
	ints       []alignSpec // sorted by bits
	floats     []alignSpec
	vectors    []alignSpec
	agg        alignSpec // bits unused

	mu      sync.Mutex
	structs map[*types.StructType]*structLayout
}

// alignSpec is one i/f/v/a entry: a type width and its ABI and preferred
// alignments in bytes.
type alignSpec struct {
	bits      uint64
	abi, pref int64
}

// ptrSpec is one p entry, sizes in bytes.
type ptrSpec struct {
	size, abi, pref int64
}

// structLayout is the computed layout of one struct type.
type structLayout struct {
	offsets []int64
	size    int64 // already a multiple of align
	align   int64 // of the fields alone (1 for packed structs)
}

// Default data layouts of the targets ssara knows, used when a module has
// none. They are what clang-14 writes for these triples.
const (
	layoutX86_64  = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
	layoutI386    = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
	layoutPPC64LE = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
	layoutPPC64   = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
	layoutPPC32   = "E-m:e-p:32:32-i64:64-n32"
)

// defaultLayoutFor picks a data layout string from a target triple.
func defaultLayoutFor(triple string) string {
	arch := triple
	if i := strings.IndexByte(triple, '-'); i >= 0 {
		arch = triple[:i]
	}
	switch arch {
	case "x86_64", "amd64":
		return layoutX86_64
	case "i386", "i486", "i586", "i686", "x86":
		return layoutI386
	case "powerpc64le", "ppc64le":
		return layoutPPC64LE
	case "powerpc64", "ppc64":
		return layoutPPC64
	case "powerpc", "ppc", "ppc32":
		return layoutPPC32
	}
	return ""
}

// ParseLayout builds the Layout described by datalayout (the string of a
// module's `target datalayout`), starting from LLVM's defaults. If
// datalayout is empty, the layout clang-14 uses for triple is taken (or
// LLVM's bare defaults for unknown triples).
func ParseLayout(datalayout string, triple string) (*Layout, error) {
	l := &Layout{
		ptrs: map[types.AddrSpace]ptrSpec{0: {size: 8, abi: 8, pref: 8}},
		ints: []alignSpec{
			{bits: 1, abi: 1, pref: 1},
			{bits: 8, abi: 1, pref: 1},
			{bits: 16, abi: 2, pref: 2},
			{bits: 32, abi: 4, pref: 4},
			{bits: 64, abi: 4, pref: 8},
		},
		floats: []alignSpec{
			{bits: 16, abi: 2, pref: 2},
			{bits: 32, abi: 4, pref: 4},
			{bits: 64, abi: 8, pref: 8},
			{bits: 128, abi: 16, pref: 16},
		},
		vectors: []alignSpec{
			{bits: 64, abi: 8, pref: 8},
			{bits: 128, abi: 16, pref: 16},
		},
		agg:     alignSpec{abi: 1, pref: 8},
		structs: map[*types.StructType]*structLayout{},
	}
	if datalayout == "" {
		datalayout = defaultLayoutFor(triple)
	}
	if datalayout == "" {
		return l, nil
	}
	for _, spec := range strings.Split(datalayout, "-") {
		if err := l.parseSpec(spec); err != nil {
			return nil, errors.Wrapf(err, "datalayout %q", datalayout)
		}
	}
	return l, nil
}

// parseSpec applies one '-'-separated datalayout component.
func (l *Layout) parseSpec(spec string) error {
	if spec == "" {
		return errors.New("empty specification")
	}
	fields := strings.Split(spec, ":")
	head := fields[0]
	switch head[0] {
	case 'e':
		l.bigEndian = false
		return nil
	case 'E':
		l.bigEndian = true
		return nil
	case 'S':
		n, err := parseBits(head[1:], spec)
		if err != nil {
			return err
		}
		l.stackAlign = int64(n / 8)
		return nil
	case 'm':
		if len(fields) != 2 || len(fields[1]) != 1 {
			return errors.Errorf("bad mangling specification %q", spec)
		}
		return nil // symbol mangling: SymbolName assumes ELF
	case 'n', 'P', 'A', 'G', 'F':
		// Native integer widths ("n", and "ni" non-integral address
		// spaces), program/alloca/global address spaces and function
		// pointer alignment do not affect data layout.
		return nil
	case 'p':
		var as uint64
		if len(head) > 1 {
			v, err := strconv.ParseUint(head[1:], 10, 32)
			if err != nil {
				return errors.Errorf("bad address space in %q", spec)
			}
			as = v
		}
		if len(fields) < 3 || len(fields) > 5 {
			return errors.Errorf("bad pointer specification %q", spec)
		}
		size, err := parseBits(fields[1], spec)
		if err != nil {
			return err
		}
		abi, pref, err := parseAligns(fields[2:], spec)
		if err != nil {
			return err
		}
		if size == 0 || size%8 != 0 || abi == 0 {
			return errors.Errorf("bad pointer specification %q", spec)
		}
		l.ptrs[types.AddrSpace(as)] = ptrSpec{size: int64(size / 8), abi: abi, pref: pref}
		return nil
	case 'i', 'f', 'v', 'a':
		var bits uint64
		if head[0] != 'a' {
			var err error
			if bits, err = parseBits(head[1:], spec); err != nil {
				return err
			}
			if bits == 0 {
				return errors.Errorf("zero width in %q", spec)
			}
		} else if len(head) > 1 {
			// "a0:..." was once allowed; only a zero width means anything.
			if b, err := parseBits(head[1:], spec); err != nil || b != 0 {
				return errors.Errorf("bad aggregate specification %q", spec)
			}
		}
		if len(fields) < 2 || len(fields) > 3 {
			return errors.Errorf("bad alignment specification %q", spec)
		}
		abi, pref, err := parseAligns(fields[1:], spec)
		if err != nil {
			return err
		}
		switch head[0] {
		case 'i':
			if abi == 0 {
				return errors.Errorf("zero ABI alignment in %q", spec)
			}
			l.ints = setAlign(l.ints, alignSpec{bits: bits, abi: abi, pref: pref})
		case 'f':
			if abi == 0 {
				return errors.Errorf("zero ABI alignment in %q", spec)
			}
			l.floats = setAlign(l.floats, alignSpec{bits: bits, abi: abi, pref: pref})
		case 'v':
			if abi == 0 {
				return errors.Errorf("zero ABI alignment in %q", spec)
			}
			l.vectors = setAlign(l.vectors, alignSpec{bits: bits, abi: abi, pref: pref})
		case 'a':
			if abi == 0 {
				abi = 1
			}
			if pref == 0 {
				pref = 1
			}
			l.agg = alignSpec{abi: abi, pref: pref}
		}
		return nil
	}
	return errors.Errorf("unknown specification %q", spec)
}

// parseBits parses a decimal bit count.
func parseBits(s, spec string) (uint64, error) {
	n, err := strconv.ParseUint(s, 10, 32)
	if err != nil {
		return 0, errors.Errorf("bad number %q in %q", s, spec)
	}
	return n, nil
}

// parseAligns parses "abi[:pref[:...]]" alignments given in bits into bytes;
// the preferred alignment defaults to the ABI one. Extra fields (a
// pointer's index width) are checked but ignored.
func parseAligns(fields []string, spec string) (abi, pref int64, err error) {
	var vals []int64
	for _, f := range fields {
		n, err := parseBits(f, spec)
		if err != nil {
			return 0, 0, err
		}
		if n%8 != 0 || (n != 0 && n&(n-1) != 0) {
			return 0, 0, errors.Errorf("alignment %s in %q is not a power of two bytes", f, spec)
		}
		vals = append(vals, int64(n/8))
	}
	abi = vals[0]
	pref = abi
	if len(vals) > 1 {
		pref = vals[1]
	}
	if pref < abi {
		return 0, 0, errors.Errorf("preferred alignment below ABI alignment in %q", spec)
	}
	return abi, pref, nil
}

// setAlign replaces or inserts s in the bits-sorted list specs.
func setAlign(specs []alignSpec, s alignSpec) []alignSpec {
	for i := range specs {
		if specs[i].bits == s.bits {
			specs[i] = s
			return specs
		}
	}
	specs = append(specs, s)
	sort.Slice(specs, func(i, j int) bool { return specs[i].bits < specs[j].bits })
	return specs
}

// BigEndian reports whether the target stores the most significant byte
// first.
func (l *Layout) BigEndian() bool { return l.bigEndian }

// PtrSize is the size of a pointer in address space 0.
func (l *Layout) PtrSize() int64 { return l.ptr(0).size }

// StackAlign is the natural stack alignment ("S"), 0 if unspecified.
func (l *Layout) StackAlign() int64 { return l.stackAlign }

// ptr returns the specification of address space as, falling back to that
// of address space 0 as LLVM does.
func (l *Layout) ptr(as types.AddrSpace) ptrSpec {
	if p, ok := l.ptrs[as]; ok {
		return p
	}
	return l.ptrs[0]
}

// CheckSized reports an error if t has no size in memory (void, label,
// function, metadata, token, opaque struct, scalable vector), looking
// through arrays, vectors and structs.
func (l *Layout) CheckSized(t types.Type) error {
	return l.checkSized(t, map[types.Type]bool{})
}

func (l *Layout) checkSized(t types.Type, seen map[types.Type]bool) error {
	switch t := t.(type) {
	case *types.IntType:
		if t.BitSize == 0 {
			return errors.New("integer type of width zero")
		}
		return nil
	case *types.FloatType, *types.PointerType, *types.MMXType:
		return nil
	case *types.ArrayType:
		return l.checkSized(t.ElemType, seen)
	case *types.VectorType:
		if t.Scalable {
			return errors.Errorf("unsupported: scalable vector type %s", t)
		}
		switch t.ElemType.(type) {
		case *types.IntType, *types.FloatType, *types.PointerType:
		default:
			return errors.Errorf("invalid vector element type in %s", t)
		}
		return l.checkSized(t.ElemType, seen)
	case *types.StructType:
		if t.Opaque {
			return errors.Errorf("opaque struct type %s has no size", t)
		}
		if seen[t] {
			return errors.Errorf("recursive struct type %s", t)
		}
		seen[t] = true
		defer delete(seen, t)
		for _, f := range t.Fields {
			if err := l.checkSized(f, seen); err != nil {
				return err
			}
		}
		return nil
	case nil:
		return errors.New("nil type")
	}
	return errors.Errorf("type %s has no size", t)
}

// floatBits is the width in bits of a floating-point kind.
func floatBits(k types.FloatKind) uint64 {
	switch k {
	case types.FloatKindHalf:
		return 16
	case types.FloatKindFloat:
		return 32
	case types.FloatKindDouble:
		return 64
	case types.FloatKindX86_FP80:
		return 80
	}
	return 128 // fp128, ppc_fp128
}

// SizeInBits is the number of bits of t that hold data
// (getTypeSizeInBits): a struct's or array's includes its padding.
func (l *Layout) SizeInBits(t types.Type) uint64 {
	switch t := t.(type) {
	case *types.IntType:
		return t.BitSize
	case *types.FloatType:
		return floatBits(t.Kind)
	case *types.PointerType:
		return uint64(l.ptr(t.AddrSpace).size) * 8
	case *types.MMXType:
		return 64
	case *types.ArrayType:
		return t.Len * uint64(l.Size(t.ElemType)) * 8
	case *types.StructType:
		return uint64(l.structLayout(t).size) * 8
	case *types.VectorType:
		return t.Len * l.SizeInBits(t.ElemType)
	}
	panic(unsized(t))
}

// unsized is the panic value for a type without size.
func unsized(t types.Type) error {
	return errors.Errorf("lower.Layout: type %v has no size", t)
}

// StoreSize is the number of bytes a store of t writes
// (getTypeStoreSize): 10 for x86_fp80, 3 for i24.
func (l *Layout) StoreSize(t types.Type) int64 {
	return int64((l.SizeInBits(t) + 7) / 8)
}

// Size is the distance between consecutive elements of type t in an array
// (getTypeAllocSize): the store size rounded up to the ABI alignment.
func (l *Layout) Size(t types.Type) int64 {
	switch t := t.(type) {
	case *types.StructType:
		return l.structLayout(t).size
	case *types.ArrayType:
		return int64(t.Len) * l.Size(t.ElemType)
	}
	return alignTo(l.StoreSize(t), l.Align(t))
}

// Align is the ABI alignment of t.
func (l *Layout) Align(t types.Type) int64 { return l.alignment(t, true) }

// PrefAlign is the preferred alignment of t (used for global variables
// without an explicit alignment).
func (l *Layout) PrefAlign(t types.Type) int64 { return l.alignment(t, false) }

func (l *Layout) alignment(t types.Type, abi bool) int64 {
	pick := func(s alignSpec) int64 {
		if abi {
			return s.abi
		}
		return s.pref
	}
	switch t := t.(type) {
	case *types.IntType:
		// The entry for this width, else the next wider integer, else
		// the widest.
		i := sort.Search(len(l.ints), func(i int) bool { return l.ints[i].bits >= t.BitSize })
		if i == len(l.ints) {
			i--
		}
		return pick(l.ints[i])
	case *types.FloatType:
		bits := floatBits(t.Kind)
		for _, s := range l.floats {
			if s.bits == bits {
				return pick(s)
			}
		}
		return powerOf2Ceil(int64(bits / 8))
	case *types.PointerType:
		p := l.ptr(t.AddrSpace)
		if abi {
			return p.abi
		}
		return p.pref
	case *types.ArrayType:
		return l.alignment(t.ElemType, abi)
	case *types.StructType:
		if t.Opaque {
			panic(unsized(t))
		}
		if t.Packed && abi {
			return 1
		}
		return max(pick(l.agg), l.structLayout(t).align)
	case *types.VectorType, *types.MMXType:
		bits := l.SizeInBits(t)
		for _, s := range l.vectors {
			if s.bits == bits {
				return pick(s)
			}
		}
		// Natural alignment: the store size rounded up to a power of two.
		return powerOf2Ceil(int64((bits + 7) / 8))
	}
	panic(unsized(t))
}

// structLayout computes (once) the field offsets of st.
func (l *Layout) structLayout(st *types.StructType) *structLayout {
	if st.Opaque {
		panic(unsized(st))
	}
	l.mu.Lock()
	sl, ok := l.structs[st]
	l.mu.Unlock()
	if ok {
		return sl
	}
	sl = &structLayout{align: 1, offsets: make([]int64, len(st.Fields))}
	for i, f := range st.Fields {
		a := int64(1)
		if !st.Packed {
			a = l.Align(f)
		}
		sl.size = alignTo(sl.size, a)
		sl.offsets[i] = sl.size
		sl.size += l.Size(f)
		sl.align = max(sl.align, a)
	}
	sl.size = alignTo(sl.size, sl.align)
	l.mu.Lock()
	l.structs[st] = sl
	l.mu.Unlock()
	return sl
}

// FieldOffset is the byte offset of field i of st.
func (l *Layout) FieldOffset(st *types.StructType, i int) int64 {
	return l.structLayout(st).offsets[i]
}

// GEPOffset computes the byte offset of a getelementptr with constant
// indices over a pointer to elem: the first index scales elem, the others
// step into arrays, vectors and structs. It returns the type the result
// points to.
func (l *Layout) GEPOffset(elem types.Type, indices []int64) (offset int64, resultElem types.Type, err error) {
	if err := l.CheckSized(elem); err != nil {
		return 0, nil, errors.Wrap(err, "getelementptr")
	}
	if len(indices) == 0 {
		return 0, elem, nil
	}
	offset = indices[0] * l.Size(elem)
	t := elem
	for _, idx := range indices[1:] {
		switch tt := t.(type) {
		case *types.ArrayType:
			t = tt.ElemType
			offset += idx * l.Size(t)
		case *types.VectorType:
			t = tt.ElemType
			offset += idx * l.Size(t)
		case *types.StructType:
			if idx < 0 || idx >= int64(len(tt.Fields)) {
				return 0, nil, errors.Errorf("getelementptr: field index %d out of range for %s", idx, tt)
			}
			offset += l.FieldOffset(tt, int(idx))
			t = tt.Fields[idx]
		default:
			return 0, nil, errors.Errorf("getelementptr: cannot index into %s", t)
		}
	}
	return offset, t, nil
}

// alignTo rounds n up to a multiple of a (a power of two).
func alignTo(n, a int64) int64 {
	if a <= 1 {
		return n
	}
	return (n + a - 1) &^ (a - 1)
}

// powerOf2Ceil is the smallest power of two >= n (1 for n <= 1).
func powerOf2Ceil(n int64) int64 {
	p := int64(1)
	for p < n {
		p <<= 1
	}
	return p
}
