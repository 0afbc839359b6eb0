// Package lower turns LLVM IR (parsed by package llvmir) into ssara's
// machine-level SSA (package mir). It is the target-independent core of
// instruction selection: Lower walks the module and its functions, keeps
// the lowered values (Value), dispatches the IR, folds addresses, lowers
// constants, phis, aggregates, the intrinsics that need no instruction of
// their own, calls' preamble and terminators, and calls a Selector
// (select.go) for everything that depends on the instruction set or the
// ABI. The subpackages lower/x86 and lower/ppc are the Selectors of the
// two targets. The package also holds the data layout (layout.go), global
// data (data.go) and the labels of blocks whose address is taken
// (labels.go).
package lower
