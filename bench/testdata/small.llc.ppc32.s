	.text
	.section	.got2,"aw",@progbits
.Ltmp0:
.set .LTOC, .Ltmp0+32768
	.text

	.globl	mix                             # -- Begin function mix
	.p2align	2
	.type	mix,@function
mix:                                    # @mix
.Lfunc_begin0:
	.cfi_startproc
# %bb.0:
	stwu 1, -48(1)
	.cfi_def_cfa_offset 48
	mr	5, 3
	lwz 3, 0(3)
	cmpwi	4, 1
	lwz 6, 16(5)
	stw 3, 44(1)                            # 4-byte Folded Spill
	lwz 3, 4(5)
	stw 3, 40(1)                            # 4-byte Folded Spill
	lwz 3, 8(5)
	stw 3, 24(1)                            # 4-byte Folded Spill
	lwz 3, 12(5)
	stw 3, 28(1)                            # 4-byte Folded Spill
	mr	3, 5
	lwz 3, 20(5)
	stw 3, 32(1)                            # 4-byte Folded Spill
	blt	0, .LBB0_3
# %bb.1:                                # %.preheader
	mr	5, 4
	mtctr 4
	lwz 5, 32(1)                            # 4-byte Folded Reload
	li 3, 0
.LBB0_2:                                # =>This Inner Loop Header: Depth=1
	lwz 4, 40(1)                            # 4-byte Folded Reload
	stw 6, 36(1)                            # 4-byte Folded Spill
	mullw 6, 3, 4
	lwz 4, 44(1)                            # 4-byte Folded Reload
	stw 5, 32(1)                            # 4-byte Folded Spill
	add 4, 6, 4
	mr	6, 3
	lwz 3, 24(1)                            # 4-byte Folded Reload
	lwz 5, 28(1)                            # 4-byte Folded Reload
	stw 4, 44(1)                            # 4-byte Folded Spill
	add 4, 3, 6
	stw 4, 20(1)                            # 4-byte Folded Spill
	sub	3, 3, 5
	stw 3, 24(1)                            # 4-byte Folded Spill
	mr	3, 6
	lwz 6, 40(1)                            # 4-byte Folded Reload
	addi 3, 3, 1
	lwz 4, 20(1)                            # 4-byte Folded Reload
	xor 6, 4, 6
	stw 6, 40(1)                            # 4-byte Folded Spill
	lwz 6, 36(1)                            # 4-byte Folded Reload
	lwz 4, 44(1)                            # 4-byte Folded Reload
	mullw 6, 4, 6
	add 5, 6, 5
	stw 5, 28(1)                            # 4-byte Folded Spill
	lwz 5, 32(1)                            # 4-byte Folded Reload
	lwz 6, 36(1)                            # 4-byte Folded Reload
	xor 6, 5, 6
	add 5, 4, 5
	bdnz .LBB0_2
	b .LBB0_4
.LBB0_3:
	lwz 5, 32(1)                            # 4-byte Folded Reload
.LBB0_4:
	lwz 3, 40(1)                            # 4-byte Folded Reload
	lwz 4, 44(1)                            # 4-byte Folded Reload
	add 4, 3, 4
	lwz 3, 24(1)                            # 4-byte Folded Reload
	add 4, 4, 3
	lwz 3, 28(1)                            # 4-byte Folded Reload
	add 4, 4, 3
	add 4, 4, 6
	add 3, 4, 5
	addi 1, 1, 48
	blr
.Lfunc_end0:
	.size	mix, .Lfunc_end0-.Lfunc_begin0
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack","",@progbits
