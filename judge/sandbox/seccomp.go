package sandbox

import (
	"fmt"
	"runtime"
	"unsafe"

	"golang.org/x/sys/unix"
)

// Keyrings belong to a uid, not to a process, and every run is the same
// unprivileged user: a key one run stores would reach the next (a cache of
// answers across tests, say). Landlock does not cover them, so a seccomp
// filter on the run's thread, inherited by the program, makes add_key,
// keyctl and request_key fail with EPERM. It filters nothing else.

// keyringCalls are the syscall numbers to deny, by audit architecture.
var keyringCalls = map[uint32][]uint32{
	unix.AUDIT_ARCH_X86_64:  {248, 249, 250}, // add_key, request_key, keyctl
	unix.AUDIT_ARCH_I386:    {286, 287, 288}, // the 32-bit ABI, open to 64-bit programs too
	unix.AUDIT_ARCH_AARCH64: {217, 218, 219},
}

// nativeArch is this machine's audit architecture, 0 when unknown.
var nativeArch = map[string]uint32{"amd64": unix.AUDIT_ARCH_X86_64, "arm64": unix.AUDIT_ARCH_AARCH64}[runtime.GOARCH]

// x32Bit marks the x32 ABI's syscall numbers on x86_64.
const x32Bit = 0x40000000

// keyringFilter builds the BPF program: for each architecture the machine
// runs, the keyring calls return EPERM; everything else is allowed.
func keyringFilter() []unix.SockFilter {
	archs := []uint32{nativeArch}
	if nativeArch == unix.AUDIT_ARCH_X86_64 {
		archs = append(archs, unix.AUDIT_ARCH_I386)
	}
	stmt := func(code uint16, k uint32) unix.SockFilter { return unix.SockFilter{Code: code, K: k} }
	jeq := func(k uint32, jt, jf uint8) unix.SockFilter {
		return unix.SockFilter{Code: unix.BPF_JMP | unix.BPF_JEQ | unix.BPF_K, Jt: jt, Jf: jf, K: k}
	}
	var prog []unix.SockFilter
	for _, arch := range archs {
		calls := keyringCalls[arch]
		// arch != this one: skip the block (load nr, mask, one test per
		// call, allow).
		prog = append(prog,
			stmt(unix.BPF_LD|unix.BPF_W|unix.BPF_ABS, 4), // seccomp_data.arch
			jeq(arch, 0, uint8(len(calls)+3)),
			stmt(unix.BPF_LD|unix.BPF_W|unix.BPF_ABS, 0), // seccomp_data.nr
			stmt(unix.BPF_ALU|unix.BPF_AND|unix.BPF_K, ^uint32(x32Bit)))
		for i, nr := range calls {
			// to the deny at the program's end: past the rest of this
			// block's tests and its allow, then past later blocks.
			rest := len(calls) - 1 - i + 1
			prog = append(prog, jeq(nr, uint8(rest+laterBlocks(archs, arch)), 0))
		}
		prog = append(prog, stmt(unix.BPF_RET|unix.BPF_K, unix.SECCOMP_RET_ALLOW))
	}
	return append(prog,
		stmt(unix.BPF_RET|unix.BPF_K, unix.SECCOMP_RET_ALLOW),                           // another architecture
		stmt(unix.BPF_RET|unix.BPF_K, unix.SECCOMP_RET_ERRNO|uint32(unix.EPERM)&0xffff)) // deny
}

// laterBlocks is the length of the blocks after arch's, plus the final allow.
func laterBlocks(archs []uint32, arch uint32) int {
	n, after := 1, false
	for _, a := range archs {
		if after {
			n += 5 + len(keyringCalls[a])
		}
		after = after || a == arch
	}
	return n
}

// denyKeyrings installs the filter on the calling thread only (no TSYNC),
// which needs no_new_privs set first.
func denyKeyrings() error {
	if nativeArch == 0 {
		return nil
	}
	f := keyringFilter()
	prog := unix.SockFprog{Len: uint16(len(f)), Filter: &f[0]}
	if _, _, e := unix.RawSyscall(unix.SYS_SECCOMP, unix.SECCOMP_SET_MODE_FILTER, 0, uintptr(unsafe.Pointer(&prog))); e != 0 {
		return fmt.Errorf("no_new_privs: seccomp: %w", e)
	}
	return nil
}
