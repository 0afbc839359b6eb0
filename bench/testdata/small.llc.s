	.text

	.globl	mix                             # -- Begin function mix
	.p2align	4, 0x90
	.type	mix,@function
mix:                                    # @mix
	.cfi_startproc
# %bb.0:
	movq	%rdi, %rdx
	movq	(%rdi), %rax
	movq	%rax, -64(%rsp)                 # 8-byte Spill
	movq	8(%rdi), %rax
	movq	%rax, -72(%rsp)                 # 8-byte Spill
	movq	16(%rdi), %rax
	movq	%rax, -48(%rsp)                 # 8-byte Spill
	movq	24(%rdi), %rax
	movq	%rax, -32(%rsp)                 # 8-byte Spill
	movq	32(%rdi), %rcx
	movq	%rcx, -56(%rsp)                 # 8-byte Spill
	movq	40(%rdi), %rdx
	movq	%rdx, -40(%rsp)                 # 8-byte Spill
	testq	%rsi, %rsi
	jle	.LBB0_1
# %bb.2:
	movq	%rsi, %rax
	cmpq	$1, %rsi
	movq	-72(%rsp), %rsi                 # 8-byte Reload
	movq	%rax, -16(%rsp)                 # 8-byte Spill
	jne	.LBB0_7
# %bb.3:
	xorl	%edx, %edx
	jmp	.LBB0_4
.LBB0_1:
	movq	-72(%rsp), %rsi                 # 8-byte Reload
	jmp	.LBB0_6
.LBB0_7:
	movq	%rax, %rdx
	andq	$-2, %rdx
	movq	%rdx, -8(%rsp)                  # 8-byte Spill
	xorl	%edx, %edx
	.p2align	4, 0x90
.LBB0_8:                                # =>This Inner Loop Header: Depth=1
	movq	%rdx, -24(%rsp)                 # 8-byte Spill
	imulq	%rsi, %rdx
	addq	-64(%rsp), %rdx                 # 8-byte Folded Reload
	movq	%rdx, -72(%rsp)                 # 8-byte Spill
	movq	-32(%rsp), %rdx                 # 8-byte Reload
	movq	%rsi, %rcx
	movq	-48(%rsp), %rax                 # 8-byte Reload
	movq	-24(%rsp), %rsi                 # 8-byte Reload
	addq	%rsi, %rax
	xorq	%rcx, %rax
	movq	%rax, -64(%rsp)                 # 8-byte Spill
	subq	%rdx, -48(%rsp)                 # 8-byte Folded Spill
	movq	-72(%rsp), %rax                 # 8-byte Reload
	movq	%rax, %rcx
	imulq	-56(%rsp), %rcx                 # 8-byte Folded Reload
	addq	%rdx, %rcx
	movq	-56(%rsp), %rsi                 # 8-byte Reload
	xorq	-40(%rsp), %rsi                 # 8-byte Folded Reload
	movq	%rsi, -56(%rsp)                 # 8-byte Spill
	addq	%rax, -40(%rsp)                 # 8-byte Folded Spill
	movq	%rax, %rsi
	movq	-24(%rsp), %rax                 # 8-byte Reload
	leaq	1(%rax), %rdx
	imulq	-64(%rsp), %rdx                 # 8-byte Folded Reload
	addq	%rsi, %rdx
	movq	-48(%rsp), %rsi                 # 8-byte Reload
	movq	-24(%rsp), %rax                 # 8-byte Reload
	addq	%rsi, %rax
	addq	$1, %rax
	xorq	-64(%rsp), %rax                 # 8-byte Folded Reload
	movq	%rax, -72(%rsp)                 # 8-byte Spill
	movq	-56(%rsp), %rsi                 # 8-byte Reload
	subq	%rcx, -48(%rsp)                 # 8-byte Folded Spill
	movq	%rdx, %rax
	imulq	%rsi, %rax
	addq	%rcx, %rax
	movq	%rax, -32(%rsp)                 # 8-byte Spill
	movq	%rdx, %rcx
	movq	-24(%rsp), %rdx                 # 8-byte Reload
	movq	-40(%rsp), %rax                 # 8-byte Reload
	xorq	%rax, %rsi
	movq	%rsi, -56(%rsp)                 # 8-byte Spill
	movq	%rcx, -64(%rsp)                 # 8-byte Spill
	addq	%rcx, %rax
	movq	%rax, -40(%rsp)                 # 8-byte Spill
	movq	-72(%rsp), %rsi                 # 8-byte Reload
	addq	$2, %rdx
	cmpq	%rdx, -8(%rsp)                  # 8-byte Folded Reload
	jne	.LBB0_8
.LBB0_4:
	testb	$1, -16(%rsp)                   # 1-byte Folded Reload
	je	.LBB0_6
# %bb.5:
	movq	%rdx, %rcx
	imulq	%rsi, %rcx
	addq	%rcx, -64(%rsp)                 # 8-byte Folded Spill
	movq	-32(%rsp), %rcx                 # 8-byte Reload
	movq	%rsi, -72(%rsp)                 # 8-byte Spill
	movq	-48(%rsp), %rax                 # 8-byte Reload
	addq	%rax, %rdx
	xorq	%rdx, -72(%rsp)                 # 8-byte Folded Spill
	subq	%rcx, %rax
	movq	%rax, -48(%rsp)                 # 8-byte Spill
	movq	%rcx, %rdx
	movq	-64(%rsp), %rcx                 # 8-byte Reload
	movq	-56(%rsp), %rax                 # 8-byte Reload
	imulq	%rax, %rcx
	addq	%rcx, %rdx
	movq	%rdx, -32(%rsp)                 # 8-byte Spill
	movq	-72(%rsp), %rsi                 # 8-byte Reload
	movq	-40(%rsp), %rdx                 # 8-byte Reload
	xorq	%rdx, %rax
	movq	%rax, -56(%rsp)                 # 8-byte Spill
	addq	-64(%rsp), %rdx                 # 8-byte Folded Reload
	movq	%rdx, -40(%rsp)                 # 8-byte Spill
.LBB0_6:
	movq	-64(%rsp), %rax                 # 8-byte Reload
	addq	%rsi, %rax
	addq	-48(%rsp), %rax                 # 8-byte Folded Reload
	addq	-32(%rsp), %rax                 # 8-byte Folded Reload
	addq	-56(%rsp), %rax                 # 8-byte Folded Reload
	addq	-40(%rsp), %rax                 # 8-byte Folded Reload
	retq
.Lfunc_end0:
	.size	mix, .Lfunc_end0-mix
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack","",@progbits
