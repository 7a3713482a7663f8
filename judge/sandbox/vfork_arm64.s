//go:build linux

#include "textflag.h"

// func vforkRaw(trap, a1, a2, a3 uintptr) (r1 uintptr, err syscall.Errno)
// As the syscall package's rawVforkSyscall: the return address stays in
// the link register, never on the shared stack.
TEXT ·vforkRaw(SB),NOSPLIT,$0-48
	MOVD	a1+8(FP), R0
	MOVD	a2+16(FP), R1
	MOVD	a3+24(FP), R2
	MOVD	$0, R3
	MOVD	$0, R4
	MOVD	$0, R5
	MOVD	trap+0(FP), R8
	SVC
	CMN	$4095, R0
	BCC	ok
	MOVD	$-1, R4
	MOVD	R4, r1+32(FP)
	NEG	R0, R0
	MOVD	R0, err+40(FP)
	RET
ok:
	MOVD	R0, r1+32(FP)
	MOVD	ZR, err+40(FP)
	RET
