package x86

import "testing"

// TestSinkPastLastUse: lower/x86 moves a pure computation below the last
// read of an operand that dies there, so the result can take the
// operand's register (a loop's induction variable: no move on the back
// edge, no block for it), or, where its operands live on, to just before
// its first reader, and leaves it in place when it passes a call's
// argument copies.
func TestSinkPastLastUse(t *testing.T) {
	const loop = `define i64 @f(i64* %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %i.next = add i64 %i, 1
  %q = getelementptr i64, i64* %p, i64 %i
  %v = load i64, i64* %q
  %s.next = add i64 %s, %v
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %s.next
}`
	// %p.next is computed before the load from %p, and %p is read again
	// after it: nothing moves.
	const live = `declare void @g(i8*, i8*)
define i8 @f(i8* %p) {
  %p.next = getelementptr i8, i8* %p, i64 1
  %c = load i8, i8* %p
  call void @g(i8* %p, i8* %p.next)
  ret i8 %c
}`
	// A step of crc32_z: %d (len-1) is tested at the end and %n lives on,
	// so %d moves to just before the test; the shift of %crc (a
	// two-address operation, with the copy of its operand) moves below
	// the last other read of %crc, which it then overwrites.
	const step = `define i64 @f(i8* %p, i64 %n, i64 %crc) {
  %d = add i64 %n, -1
  %s = lshr i64 %crc, 8
  %b = load i8, i8* %p
  %z = zext i8 %b to i64
  %lo = and i64 %crc, 255
  %x = xor i64 %lo, %z
  %r = xor i64 %x, %s
  %t = mul i64 %r, %n
  %c = icmp eq i64 %d, 0
  %res = select i1 %c, i64 %t, i64 %d
  %out = add i64 %res, %n
  ret i64 %out
}`
	for _, tt := range []struct {
		name, src string
		want, not []string
	}{
		{"induction variable", loop, []string{"addq\t(%rdi,%rax,8), %rcx\n\tleaq\t1(%rax), %rax\n\tcmpq\t%rsi, %rax\n"}, []string{"movq\t%rdx, %rax"}},
		{"operand read later", live, []string{"leaq\t1(%rdi), %rsi\n\tmovzbl\t(%rdi), "}, nil},
		{"to the first reader", step, []string{"f:\n\tmovzbl\t(%rdi), %eax\n\tmovzbl\t%dl, %ecx\n\tshrq\t$8, %rdx\n", "imulq\t%rsi, %rcx\n\tleaq\t-1(%rsi), %rax\n"}, []string{"movq\t%rdx, %rcx"}},
	} {
		if asm, ok := compileIR(t, tt.name, tt.src); ok {
			checkAsm(t, tt.name, asm, tt.want, tt.not)
		}
	}
}

// TestSinkPhiArgs: a value only a phi reads is computed on the edge that
// carries it (lower's sinkPhiArgs), after the exit test that reads the
// old pointer, and takes the phi's register: no move on the back edge;
// the exit path does not compute it. The edge block sits above the loop's
// header (emit.Thread's placeBlocks), so it falls into it: no jump.
func TestSinkPhiArgs(t *testing.T) {
	const down = `define void @f(i64* %base, i64* %end) {
entry:
  br label %loop
loop:
  %p = phi i64* [ %end, %entry ], [ %next, %loop ]
  store i64 0, i64* %p
  %next = getelementptr i64, i64* %p, i64 -1
  %c = icmp eq i64* %p, %base
  br i1 %c, label %exit, label %loop
exit:
  ret void
}`
	if asm, ok := compileIR(t, "pointer walking down", down); ok {
		checkAsm(t, "pointer walking down", asm, []string{"cmpq\t%rdi, %rsi\n", "leaq\t-8(%rsi), %rsi\n.LBB"}, []string{"movq\t%rax, %rsi"})
	}
}
