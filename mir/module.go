package mir

// Module is a whole lowered module: functions in machine-level SSA, data
// objects and a constant pool, ready for allocation and emission.
type Module struct {
	Target Target
	Funcs  []*Func
	Data   []*DataObject
	// Consts is the read-only constant pool (floating-point constants,
	// masks), referenced by label.
	Consts []*Const
	// Source names the input, for the assembly's .file directive.
	Source string
	// WeakRefs are the symbols of declarations with extern_weak linkage
	// (.weak: they resolve to 0 when nothing defines them).
	WeakRefs []string
	// Aliases are the module's global aliases, written after the data.
	Aliases []Alias
	// DebugFiles are the source files of the line table (.file N), in
	// the order of their numbers; empty without debug information.
	DebugFiles []DebugFile
	// DebugUnit describes the compile unit of the line table; nil
	// without debug information.
	DebugUnit *DebugUnit
	// Warnings are messages about the input that did not stop its
	// compilation (debug information that is dropped, say), one line
	// each, without the "ssara: warning: " prefix.
	Warnings []string
}

// Alias is a second name for an address the module defines (an IR
// `@a = alias ...`), written `.set Name, Target`.
type Alias struct {
	Name       string
	Target     string // a symbol, plus or minus a constant
	Global     bool   // external linkage (.globl)
	Weak       bool   // weak linkage (.weak)
	Visibility string // "", "hidden" or "protected"
	Func       bool   // an alias of a function (.type Name,@function)
}

// Pos is a source position for the DWARF line table: a file number
// (DebugFile.Num), a line and a column. Line 0 means no position.
type Pos struct {
	File, Line, Col int32
}

// Valid reports whether p is a position (Line > 0).
func (p Pos) Valid() bool { return p.Line > 0 }

// DebugUnit is the compile unit the emitters describe in .debug_info,
// with the functions that have a position (Func.Pos) as its subprograms:
// what a debugger needs to find the line table, and to skip prologues as
// it does for llc's output.
type DebugUnit struct {
	Version  int // DWARF version (4 or 5)
	Producer string
	Language int // DW_LANG_*
	Name     string
	Dir      string
}

// DebugFile is one file of the line table, written as the directive
// .file Num "Dir" "Name" [md5 0xMD5] (Dir may be empty: no directory).
type DebugFile struct {
	Num       int
	Dir, Name string
	MD5       string // hex digits, or empty
}

// Const is one constant-pool entry.
type Const struct {
	Label string
	Bytes []byte
	Align int64
}

// Symbol says how a function's symbol is declared.
type Symbol struct {
	Name       string // printed name
	Global     bool
	Weak       bool
	Visibility string // "", "hidden" or "protected"
	Section    string // explicit section, if any
	Align      int64  // explicit alignment, if any
}
