package mir

import "fmt"

// Section is the kind of section a data object goes to. The emitter maps
// each kind to a section name and flags.
type Section int

// Section kinds.
const (
	SecData      Section = iota // .data: initialized, writable
	SecBSS                      // .bss: zero-initialized, writable
	SecROData                   // .rodata: read-only, no relocations
	SecROStr                    // .rodata.str1.N: mergeable NUL-terminated byte strings
	SecDataRelRO                // .data.rel.ro: read-only once relocated
	SecTData                    // .tdata: thread-local, initialized
	SecTBSS                     // .tbss: thread-local, zero-initialized
	SecInitArray                // .init_array: constructor pointers
	SecFiniArray                // .fini_array: destructor pointers
)

func (s Section) String() string {
	switch s {
	case SecData:
		return "data"
	case SecBSS:
		return "bss"
	case SecROData:
		return "rodata"
	case SecROStr:
		return "rodata.str"
	case SecDataRelRO:
		return "data.rel.ro"
	case SecTData:
		return "tdata"
	case SecTBSS:
		return "tbss"
	case SecInitArray:
		return "init_array"
	case SecFiniArray:
		return "fini_array"
	}
	return fmt.Sprintf("section%d", int(s))
}

// DataObject is the target-neutral description of one global variable's
// storage: where it goes, how it is declared and its bytes.
type DataObject struct {
	// Name is the symbol as printed (see SymbolName); empty for anonymous
	// contents such as .init_array entries.
	Name       string
	Global     bool   // external linkage (.globl)
	Weak       bool   // weak, weak_odr, linkonce, linkonce_odr (.weak)
	Common     bool   // common linkage (.comm); Items are then all zero
	Visibility string // "", "hidden" or "protected"
	Section    Section
	// SectionName is an explicit section (from `section "..."`, or a
	// prioritized .init_array.N); the flags still follow Section.
	SectionName string
	Align       int64
	Size        int64
	Items       []DataItem
}

// DataKind says what a DataItem holds.
type DataKind uint8

// Data item kinds.
const (
	DataBytes DataKind = iota // literal bytes
	DataZero                  // a run of zero bytes
	DataSym                   // the address of a symbol plus an addend
)

// DataItem is a piece of a DataObject's contents.
type DataItem struct {
	Kind   DataKind
	Bytes  []byte // DataBytes, in target byte order
	Zero   int64  // DataZero: number of zero bytes
	Sym    string // DataSym: printed symbol name...
	Minus  string // ...minus this symbol's address when not empty (relative tables)...
	Addend int64  // ...plus this,
	Size   int    // ...stored in Size bytes (4 or 8)
}

// Len is the number of bytes the item occupies.
func (it DataItem) Len() int64 {
	switch it.Kind {
	case DataBytes:
		return int64(len(it.Bytes))
	case DataZero:
		return it.Zero
	}
	return int64(it.Size)
}
