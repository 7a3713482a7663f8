//go:build linux

package sandbox

import (
	"testing"

	"golang.org/x/sys/unix"
)

// runFilter runs a classic BPF program as the kernel does on a syscall:
// nr, arch and the first three arguments are the seccomp_data it reads.
func runFilter(t *testing.T, prog []unix.SockFilter, nr, arch uint32, arg0, arg1 uint32, arg2 ...uint32) uint32 {
	var a uint32
	for pc := 0; pc < len(prog); pc++ {
		in := prog[pc]
		switch in.Code {
		case unix.BPF_LD | unix.BPF_W | unix.BPF_ABS:
			switch in.K {
			case dataNr:
				a = nr
			case dataArch:
				a = arch
			case dataArg0:
				a = arg0
			case dataArg1:
				a = arg1
			case dataArg2:
				a = 0
				if len(arg2) > 0 {
					a = arg2[0]
				}
			default:
				t.Fatalf("pc %d: load of offset %d", pc, in.K)
			}
		case unix.BPF_ALU | unix.BPF_AND | unix.BPF_K:
			a &= in.K
		case unix.BPF_RET | unix.BPF_K:
			return in.K
		case unix.BPF_JMP | unix.BPF_JEQ | unix.BPF_K, unix.BPF_JMP | unix.BPF_JGE | unix.BPF_K, unix.BPF_JMP | unix.BPF_JSET | unix.BPF_K:
			var ok bool
			switch in.Code &^ (unix.BPF_JMP | unix.BPF_K) {
			case unix.BPF_JEQ:
				ok = a == in.K
			case unix.BPF_JGE:
				ok = a >= in.K
			default:
				ok = a&in.K != 0
			}
			if ok {
				pc += int(in.Jt)
			} else {
				pc += int(in.Jf)
			}
		default:
			t.Fatalf("pc %d: instruction %#x", pc, in.Code)
		}
	}
	t.Fatal("the filter ran off its end")
	return 0
}

// The filter's binary search over the call numbers decides every number
// of every architecture as the deny list says: EPERM for a denied call,
// ENOSYS for clone3, clone and socket by their arguments, allowed otherwise.
func TestFilterDecidesEveryNumber(t *testing.T) {
	if nativeArch == 0 {
		t.Skip("no seccomp filter on this architecture")
	}
	prog, err := filter()
	if err != nil {
		t.Fatal(err)
	}
	const (
		allow  = unix.SECCOMP_RET_ALLOW
		eperm  = unix.SECCOMP_RET_ERRNO | uint32(unix.EPERM)
		enosys = unix.SECCOMP_RET_ERRNO | uint32(unix.ENOSYS)
		einval = unix.SECCOMP_RET_ERRNO | uint32(unix.EINVAL)
		noop   = unix.SECCOMP_RET_ERRNO
	)
	archs := []uint32{nativeArch}
	if nativeArch == unix.AUDIT_ARCH_X86_64 {
		archs = append(archs, unix.AUDIT_ARCH_I386)
	}
	for _, arch := range archs {
		deny, ignore := map[uint32]bool{}, map[uint32]bool{}
		for _, d := range denied {
			nr := map[uint32]int{unix.AUDIT_ARCH_X86_64: d.amd64, unix.AUDIT_ARCH_I386: d.i386, unix.AUDIT_ARCH_AARCH64: d.arm64}[arch]
			if nr >= 0 {
				deny[uint32(nr)] = true
			}
		}
		for _, d := range ignored {
			nr := map[uint32]int{unix.AUDIT_ARCH_X86_64: d.amd64, unix.AUDIT_ARCH_I386: d.i386, unix.AUDIT_ARCH_AARCH64: d.arm64}[arch]
			if nr >= 0 {
				ignore[uint32(nr)] = true
			}
		}
		open, hasOpen := openNr[arch]
		for nr := uint32(0); nr < 1024; nr++ {
			check3 := func(arg0, arg1, arg2, want uint32) {
				t.Helper()
				numbers := []uint32{nr}
				if arch == unix.AUDIT_ARCH_X86_64 {
					numbers = append(numbers, nr|x32Bit)
				}
				for _, n := range numbers {
					if got := runFilter(t, prog, n, arch, arg0, arg1, arg2); got != want {
						t.Errorf("arch %#x nr %#x args %#x %d %d: %#x, want %#x", arch, n, arg0, arg1, arg2, got, want)
					}
				}
			}
			check := func(arg0, arg1, want uint32) { t.Helper(); check3(arg0, arg1, 0, want) }
			switch {
			case deny[nr]:
				check(0, 0, eperm)
			case ignore[nr]:
				check(0, 0, noop)
			case nr == madviseNr[arch]:
				check3(0, 4096, unix.MADV_DONTNEED, allow)
				check3(0, 4096, unix.MADV_WILLNEED, allow)
				check3(0, 4096, madvCold, noop)
				check3(0, 4096, madvPageout, noop)
			case hasOpen && nr == open:
				check(0, unix.O_RDONLY|0x80000, allow) // O_CLOEXEC
				check(0, unix.O_RDONLY|oDirect[arch], einval)
			case nr == openatNr[arch]:
				check3(uint32(0xffffff9c), 0, unix.O_WRONLY|unix.O_CREAT, allow) // AT_FDCWD
				check3(uint32(0xffffff9c), 0, unix.O_RDONLY|oDirect[arch], einval)
			case nr == openat2Nr:
				check(0, 0, enosys)
			case nr == clone3Nr:
				check(0, 0, enosys)
			case nr == cloneNr[arch]:
				check(uint32(unix.SIGCHLD), 0, allow)
				check(unix.CLONE_NEWUSER|uint32(unix.SIGCHLD), 0, eperm)
			case nr == socketNr[arch]:
				check(unix.AF_UNIX, unix.SOCK_STREAM, allow)
				check(unix.AF_INET, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, allow)
				check(unix.AF_INET, unix.SOCK_DGRAM|unix.SOCK_NONBLOCK, eperm)
				check(unix.AF_NETLINK, unix.SOCK_RAW, eperm)
				check(unix.AF_VSOCK, unix.SOCK_STREAM, eperm)
				check(unix.AF_ALG, unix.SOCK_SEQPACKET, eperm)
				check3(unix.AF_INET6, unix.SOCK_STREAM, unix.IPPROTO_TCP, allow)
				check3(unix.AF_INET, unix.SOCK_STREAM, unix.IPPROTO_SCTP, eperm)
				check(unix.AF_INET6, unix.SOCK_SEQPACKET, eperm)
			case nr == prlimNr[arch]:
				check(0, unix.RLIMIT_STACK, allow)
				check(1, unix.RLIMIT_STACK, eperm)
			case nr == pairNr[arch]:
				check(unix.AF_UNIX, unix.SOCK_STREAM, allow)
				check(unix.AF_VSOCK, unix.SOCK_STREAM, eperm)
				check(unix.AF_INET, unix.SOCK_STREAM, eperm)
			default:
				check(0, 0, allow)
			}
		}
	}
	if got := runFilter(t, prog, 0, 0x1234, 0, 0); got != allow {
		t.Errorf("another architecture: %#x, want allow", got)
	}
}
