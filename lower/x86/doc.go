// Package x86 selects x86-64 (System V AMD64) instructions for LLVM IR,
// producing machine-level SSA (package mir) in the instruction set of
// package isa/x86, with the target's register constraints: fixed
// registers for arguments, results, division and shift counts, tied
// two-address operands and call clobbers.
//
// Conventions of the lowered code:
//   - An iN value with N < 64 lives in a GPR whose low N bits are the value;
//     the other bits are unspecified, so instructions that read them
//     (compares, division, right shifts, extensions, conversions) extend
//     first. i1 is its low bit.
//   - Wider integers (i128, a packed bit-field's i144) are several leaves,
//     64-bit words least significant first, the last one under the rule
//     above (wide.go); long double (x86_fp80) is two GPR leaves, its
//     significand and its sign and exponent, and every operation on it is
//     one X87 instruction that leaves the x87 stack empty (x87.go).
//   - Condition flags never live across machine instructions: a compare is
//     part of the instruction that consumes it (CmpBr, SetCC, Select), so
//     allocators may insert moves, spills and swaps anywhere.
//   - RSP is the stack pointer and never allocated. RBP is the frame
//     pointer, except in a function that needs none (FuncInfo.OmitFP,
//     omitFP: no dynamic alloca, setjmp, inline assembly or frame
//     address, and no "frame-pointer" attribute asking for one), whose
//     frame emit/x86 addresses from RSP and which may allocate RBP as
//     its last GPR (Target.ForFunc).
//   - Once a function is selected, a pure computation whose operand dies
//     later in its block moves below that operand's last read
//     (lower.SinkPastLastUse), so the result can take the operand's register.
package x86
