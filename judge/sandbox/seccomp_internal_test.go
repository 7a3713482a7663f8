//go:build linux

package sandbox

import (
	"fmt"
	"testing"

	"golang.org/x/sys/unix"
)

// runFilter runs a classic BPF program as the kernel does on a syscall:
// nr, arch and the first three arguments are the seccomp_data it reads.
func runFilter(t *testing.T, prog []unix.SockFilter, nr, arch uint32, arg0, arg1 uint32, arg2 ...uint32) uint32 {
	a := [4]uint32{arg0, arg1}
	if len(arg2) > 0 {
		a[2] = arg2[0]
	}
	return runFilter64(t, prog, nr, arch, a)
}

// runFilter64 is runFilter with the arguments' low halves, and the first
// one's high half last.
func runFilter64(t *testing.T, prog []unix.SockFilter, nr, arch uint32, arg [4]uint32) uint32 {
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
				a = arg[0]
			case dataArg0 + 4:
				a = arg[3]
			case dataArg1:
				a = arg[1]
			case dataArg2:
				a = arg[2]
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
	prog, err := filter(wholeFilter)
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

// A server's program runs under the forker's part of the filter and its
// own part stacked (forker.go): for every number of every architecture,
// with the arguments the checks look at, the two decide as the whole
// filter does, the kernel's way (the strictest action wins; of equal
// actions, the last installed filter's errno). The child's part holds
// unshare, chroot, clone3 and clone's namespace flags; the forker's holds
// none of them, so that its thread can fork a run's init into a pid
// namespace, and the child can unshare and chroot before adding its part.
func TestFilterPartsStack(t *testing.T) {
	if nativeArch == 0 {
		t.Skip("no seccomp filter on this architecture")
	}
	whole, err := filter(wholeFilter)
	if err != nil {
		t.Fatal(err)
	}
	forker, err := filter(forkerPart)
	if err != nil {
		t.Fatal(err)
	}
	child, err := filter(childPart)
	if err != nil {
		t.Fatal(err)
	}
	if len(child) >= len(whole)/4 || len(forker) >= len(whole) {
		t.Errorf("parts of %d and %d instructions for a whole of %d", len(forker), len(child), len(whole))
	}
	const eperm = unix.SECCOMP_RET_ERRNO | uint32(unix.EPERM)
	args := [][3]uint32{{0, 0, 0}, {1, unix.RLIMIT_STACK, 0}, {uint32(unix.SIGCHLD), 0, 0},
		{uint32(unix.SIGCHLD) | unix.CLONE_VM | unix.CLONE_VFORK, 0, 0},
		{0, 4096, madvCold}, {0, 4096, madvPageout}, {0, 4096, unix.MADV_DONTNEED},
		{uint32(0xffffff9c), 0, unix.O_RDONLY | 0x4000}, {uint32(0xffffff9c), 0, unix.O_RDONLY | 0x10000},
		{0, unix.O_RDONLY | 0x4000, 0}, {0, unix.O_RDONLY | 0x10000, 0}}
	for bit := uint32(1); bit != 0; bit <<= 1 {
		args = append(args, [3]uint32{bit | uint32(unix.SIGCHLD), 0, 0})
	}
	for family := uint32(0); family < 64; family++ {
		for _, typ := range []uint32{unix.SOCK_STREAM, unix.SOCK_DGRAM, unix.SOCK_RAW, unix.SOCK_SEQPACKET, unix.SOCK_STREAM | unix.SOCK_CLOEXEC} {
			for _, proto := range []uint32{0, unix.IPPROTO_TCP, unix.IPPROTO_SCTP} {
				args = append(args, [3]uint32{family, typ, proto})
			}
		}
	}
	archs := []uint32{nativeArch, 0x1234}
	if nativeArch == unix.AUDIT_ARCH_X86_64 {
		archs = append(archs, unix.AUDIT_ARCH_I386)
	}
	childDenies := map[string]bool{}
	for _, arch := range archs {
		for nr := uint32(0); nr < 1024; nr++ {
			numbers := []uint32{nr}
			if arch == unix.AUDIT_ARCH_X86_64 {
				numbers = append(numbers, nr|x32Bit)
			}
			for _, n := range numbers {
				for _, a := range args {
					want := runFilter(t, whole, n, arch, a[0], a[1], a[2])
					byChild := runFilter(t, child, n, arch, a[0], a[1], a[2])
					got := stacked(byChild, runFilter(t, forker, n, arch, a[0], a[1], a[2]))
					if got != want {
						t.Fatalf("arch %#x nr %#x args %#x: stacked %#x, whole %#x", arch, n, a, got, want)
					}
					if byChild != unix.SECCOMP_RET_ALLOW && arch == nativeArch {
						childDenies[fmt.Sprintf("%d:%#x", n&^x32Bit, byChild)] = true
					}
				}
			}
		}
	}
	unshare, chroot := deniedNr("unshare", nativeArch), deniedNr("chroot", nativeArch)
	for _, d := range []string{fmt.Sprintf("%d:%#x", unshare, eperm), fmt.Sprintf("%d:%#x", chroot, eperm),
		fmt.Sprintf("%d:%#x", cloneNr[nativeArch], eperm), fmt.Sprintf("%d:%#x", clone3Nr, unix.SECCOMP_RET_ERRNO|uint32(unix.ENOSYS))} {
		if !childDenies[d] {
			t.Errorf("the child's part does not refuse %s (it refuses %v)", d, childDenies)
		}
	}
	if len(childDenies) != 4 {
		t.Errorf("the child's part refuses %v, want unshare, chroot, clone and clone3 only", childDenies)
	}
}

// stacked is the kernel's verdict of two stacked filters' (seccomp_run_filters):
// the action that comes first in precedence (signed), of equal ones the
// newer filter's.
func stacked(newer, older uint32) uint32 {
	action := func(v uint32) int32 { return int32(v & unix.SECCOMP_RET_ACTION_FULL) }
	if action(older) < action(newer) {
		return older
	}
	return newer
}

// TestSealedFilter: a sealed forker's filter, which its children inherit
// and add nothing to, decides every call as the whole filter does, but
// for unshare with exactly the children's flags and chroot, which it
// lets through (the kernel refuses both to a program without a
// capability); and, stacked under the child's part, exactly as the whole.
func TestSealedFilter(t *testing.T) {
	if nativeArch == 0 {
		t.Skip("no seccomp filter on this architecture")
	}
	const flags = unix.CLONE_NEWIPC | unix.CLONE_NEWCGROUP
	whole, err := filter(wholeFilter)
	if err != nil {
		t.Fatal(err)
	}
	const root = 0x7f12_3456_9abc // the children's root string's address
	sealed, err := sealedFilter(flags, root)
	if err != nil {
		t.Fatal(err)
	}
	unrooted, err := sealedFilter(flags, 0)
	if err != nil {
		t.Fatal(err)
	}
	child, err := filter(childPart)
	if err != nil {
		t.Fatal(err)
	}
	args := [][4]uint32{{0, 0, 0}, {flags, 0, 0}, {root & 0xffffffff, 0, 0, root >> 32}, {root & 0xffffffff, 0, 0, 1}, {root & 0xffffffff, 0, 0, 0}, {flags | unix.CLONE_NEWUSER, 0, 0}, {unix.CLONE_NEWUSER, 0, 0},
		{unix.CLONE_NEWIPC, 0, 0}, {flags | unix.CLONE_NEWNS, 0, 0}, {uint32(unix.SIGCHLD) | unix.CLONE_VM | unix.CLONE_VFORK, 0, 0},
		{uint32(unix.SIGCHLD) | unix.CLONE_NEWUSER, 0, 0}, {1, unix.RLIMIT_STACK, 0}, {unix.AF_VSOCK, unix.SOCK_STREAM, 0},
		{unix.AF_INET, unix.SOCK_STREAM, 0}, {unix.AF_INET, unix.SOCK_DGRAM, 0}, {0, 4096, madvPageout}}
	archs := []uint32{nativeArch, 0x1234}
	if nativeArch == unix.AUDIT_ARCH_X86_64 {
		archs = append(archs, unix.AUDIT_ARCH_I386)
	}
	let := 0
	for _, arch := range archs {
		for nr := uint32(0); nr < 1024; nr++ {
			for _, a := range args {
				want := runFilter64(t, whole, nr, arch, a)
				got := runFilter64(t, sealed, nr, arch, a)
				if g := runFilter64(t, unrooted, nr, arch, a); arch != 0x1234 && nr == deniedNr("chroot", arch) && g != want {
					t.Fatalf("arch %#x args %#x: chroot %#x without a root, whole %#x", arch, a, g, want)
				}
				if arch != 0x1234 {
					unshare, chroot := deniedNr("unshare", arch), deniedNr("chroot", arch)
					if nr == chroot && a[0] == root&0xffffffff && a[3] == root>>32 || nr == unshare && a[0] == flags && a[3] == 0 {
						if got != unix.SECCOMP_RET_ALLOW {
							t.Fatalf("arch %#x nr %d args %#x: sealed %#x, want it allowed", arch, nr, a, got)
						}
						let++
						want = got
					}
				}
				if got != want {
					t.Fatalf("arch %#x nr %d args %#x: sealed %#x, whole %#x", arch, nr, a, got, want)
				}
				if s := stacked(runFilter64(t, child, nr, arch, a), got); s != runFilter64(t, whole, nr, arch, a) {
					t.Fatalf("arch %#x nr %d args %#x: child's part on sealed %#x, whole %#x", arch, nr, a, s, want)
				}
			}
		}
	}
	if let == 0 {
		t.Fatal("the sealed filter let nothing through that the whole filter refuses")
	}
}
