//go:build linux

#include "textflag.h"

// func vforkRaw(trap, a1, a2, a3 uintptr) (r1 uintptr, err syscall.Errno)
// As the syscall package's rawVforkSyscall: the return address waits in
// R12 (kept by the kernel across the call) while the child runs.
TEXT ·vforkRaw(SB),NOSPLIT|NOFRAME,$0-48
	MOVQ	a1+8(FP), DI
	MOVQ	a2+16(FP), SI
	MOVQ	a3+24(FP), DX
	MOVQ	$0, R10
	MOVQ	$0, R8
	MOVQ	$0, R9
	MOVQ	trap+0(FP), AX
	POPQ	R12
	SYSCALL
	PUSHQ	R12
	CMPQ	AX, $0xfffffffffffff001
	JLS	ok
	MOVQ	$-1, r1+32(FP)
	NEGQ	AX
	MOVQ	AX, err+40(FP)
	RET
ok:
	MOVQ	AX, r1+32(FP)
	MOVQ	$0, err+40(FP)
	RET
