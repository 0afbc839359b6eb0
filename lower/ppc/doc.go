// Package ppc selects PowerPC instructions for LLVM IR, producing
// machine-level SSA (package mir) in the instruction set of package
// isa/ppc, for two ABIs: 64-bit little-endian ELFv2 (ppc64le, POWER8) and
// 32-bit big-endian System V (ppc32).
//
// Conventions of the lowered code:
//   - An iN value with N < word size lives in a GPR whose low N bits are
//     the value; the other bits are unspecified, so instructions that read
//     them (compares, division, right shifts, extensions, conversions)
//     extend first. On ppc32 an i64 is two GPR virtuals (high word first).
//   - Condition-register fields never live across machine instructions: a
//     compare is part of the instruction that consumes it (CmpBr, SetCC,
//     Select), which always uses CR0 (cr0 bits 0..3 = lt, gt, eq, un), so
//     allocators may insert moves, spills and swaps anywhere.
//   - r0 is allocatable; instructions that would read r0 as the constant 0
//     (a base register, the rA of addi) carry UseForbid = {r0}.
//   - f0 is not numbered: it is the emitter's floating-point scratch (FPR
//     swaps, conversions). r1 is the stack pointer; ppc64le reserves r2
//     (TOC) and r13 (thread pointer), ppc32 r2 (thread) and r13 (small data).
//   - Frame objects and spill slots are addressed from r1, or, in
//     functions with dynamic allocas, from the frame pointer r31 (their
//     Target has FramePointer set, which takes r31 out of allocation).
package ppc
