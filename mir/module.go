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
