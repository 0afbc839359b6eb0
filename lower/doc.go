// Package lower turns LLVM IR (parsed by package llvmir) into ssara's
// machine-level SSA (package mir): the data layout, global data and the
// helpers the instruction selectors share. The subpackages lower/x86 and
// lower/ppc select instructions for one target each.
package lower
