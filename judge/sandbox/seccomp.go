//go:build linux

package sandbox

import (
	"fmt"
	"runtime"
	"slices"
	"sort"
	"sync"

	"golang.org/x/sys/unix"
)

// A seccomp filter on the run's thread, inherited by the program (and a
// compiler), makes the calls a judged program has no use for fail with
// EPERM: what Landlock, the namespaces and the private root do not cover
// (keyrings belong to a uid, inotify sees other runs' names, io_uring and
// bpf widen the kernel's surface). clone3 fails with ENOSYS, since its
// flags cannot be inspected: libc then falls back to clone, whose
// namespace flags are denied.

// denied are the calls the filter refuses, by name, with their numbers on
// each architecture the machine may run (amd64 runs i386 programs too).
var denied = []struct {
	name               string
	amd64, i386, arm64 int // -1: no such call there
}{
	{"unshare", 272, 310, 97},
	{"setns", 308, 346, 268},
	{"mount", 165, 21, 40},
	{"umount2", 166, 52, 39},
	{"pivot_root", 155, 217, 41},
	{"chroot", 161, 61, 51},
	{"open_tree", 428, 428, 428},
	{"move_mount", 429, 429, 429},
	{"fsopen", 430, 430, 430},
	{"fsconfig", 431, 431, 431},
	{"fsmount", 432, 432, 432},
	{"fspick", 433, 433, 433},
	{"mount_setattr", 442, 442, 442},
	{"io_uring_setup", 425, 425, 425},
	{"io_uring_enter", 426, 426, 426},
	{"io_uring_register", 427, 427, 427},
	{"bpf", 321, 357, 280},
	{"perf_event_open", 298, 336, 241},
	{"userfaultfd", 323, 374, 282},
	{"ptrace", 101, 26, 117},
	{"process_vm_readv", 310, 347, 270},
	{"process_vm_writev", 311, 348, 271},
	{"kexec_load", 246, 283, 104},
	{"kexec_file_load", 320, -1, 294},
	{"add_key", 248, 286, 217},
	{"request_key", 249, 287, 218},
	{"keyctl", 250, 288, 219},
	{"inotify_init", 253, 291, -1},
	{"inotify_init1", 294, 332, 26},
	{"fanotify_init", 300, 338, 262},
	{"mq_open", 240, 277, 180},  // a POSIX queue outlives the run in the server's ipc namespace
	{"socketcall", -1, 102, -1}, // i386's multiplexed socket calls: its socket() is checked below
}

// Calls that do nothing and return 0: a program makes no block
// I/O of its own that would look like the machine's. It cannot drop its
// binary's or its input's pages from the cache (posix_fadvise; madvise
// MADV_COLD, MADV_PAGEOUT) to read them from the disk again, nor wait for
// the machine's dirty data (sync, syncfs); its work dir is a tmpfs, where
// none of them has a use. O_DIRECT (reads that skip the cache) fails with
// EINVAL at open, openat2 (whose flags cannot be read) with ENOSYS.
var ignored = []struct {
	name               string
	amd64, i386, arm64 int
}{
	{"fadvise64", 221, 250, 223},
	{"fadvise64_64", -1, 272, -1},
	{"sync", 162, 36, 81},
	{"syncfs", 306, 344, 267},
}

var (
	madviseNr = map[uint32]uint32{unix.AUDIT_ARCH_X86_64: 28, unix.AUDIT_ARCH_I386: 219, unix.AUDIT_ARCH_AARCH64: 233}
	openNr    = map[uint32]uint32{unix.AUDIT_ARCH_X86_64: 2, unix.AUDIT_ARCH_I386: 5} // none on arm64
	openatNr  = map[uint32]uint32{unix.AUDIT_ARCH_X86_64: 257, unix.AUDIT_ARCH_I386: 295, unix.AUDIT_ARCH_AARCH64: 56}
	openat2Nr = uint32(437)
	oDirect   = map[uint32]uint32{unix.AUDIT_ARCH_X86_64: 0x4000, unix.AUDIT_ARCH_I386: 0x4000, unix.AUDIT_ARCH_AARCH64: 0x10000}
)

// madvise's MADV_COLD and MADV_PAGEOUT: reclaim the range's pages now.
const madvCold, madvPageout = 20, 21

// Calls whose arguments are checked.
var (
	cloneNr  = map[uint32]uint32{unix.AUDIT_ARCH_X86_64: 56, unix.AUDIT_ARCH_I386: 120, unix.AUDIT_ARCH_AARCH64: 220}
	clone3Nr = uint32(435)
	socketNr = map[uint32]uint32{unix.AUDIT_ARCH_X86_64: 41, unix.AUDIT_ARCH_I386: 359, unix.AUDIT_ARCH_AARCH64: 198}
	pairNr   = map[uint32]uint32{unix.AUDIT_ARCH_X86_64: 53, unix.AUDIT_ARCH_I386: 360, unix.AUDIT_ARCH_AARCH64: 199}
	prlimNr  = map[uint32]uint32{unix.AUDIT_ARCH_X86_64: 302, unix.AUDIT_ARCH_I386: 340, unix.AUDIT_ARCH_AARCH64: 261}
)

// nsFlags are clone's namespace flags (CLONE_NEWNS, NEWCGROUP, NEWUTS,
// NEWIPC, NEWUSER, NEWPID, NEWNET, NEWTIME).
const nsFlags = unix.CLONE_NEWNS | unix.CLONE_NEWCGROUP | unix.CLONE_NEWUTS | unix.CLONE_NEWIPC |
	unix.CLONE_NEWUSER | unix.CLONE_NEWPID | unix.CLONE_NEWNET | unix.CLONE_NEWTIME

// DeniedCalls lists what the filter refuses, for `judge doctor`.
func DeniedCalls() []string {
	var out []string
	for _, d := range denied {
		out = append(out, d.name)
	}
	sort.Strings(out)
	return append(out, "clone with namespace flags", "clone3 (ENOSYS: libc falls back to clone)",
		"socket: all but AF_UNIX and TCP over AF_INET/AF_INET6 (vsock, netlink, packet, UDP, raw, …)",
		"socketpair: all but AF_UNIX", "prlimit64 of another process",
		"open and openat with O_DIRECT (EINVAL), openat2 (ENOSYS)",
		"posix_fadvise, madvise MADV_COLD/MADV_PAGEOUT, sync, syncfs: return 0, doing nothing (no block I/O of a program's own making)")
}

// nativeArch is this machine's audit architecture, 0 when unknown.
var nativeArch = map[string]uint32{"amd64": unix.AUDIT_ARCH_X86_64, "arm64": unix.AUDIT_ARCH_AARCH64}[runtime.GOARCH]

// x32Bit marks the x32 ABI's syscall numbers on x86_64.
const x32Bit = 0x40000000

// offsets in struct seccomp_data
const (
	dataNr   = 0
	dataArch = 4
	dataArg0 = 16 // low 32 bits on little-endian machines
	dataArg1 = 24
	dataArg2 = 32
)

// bpfAsm assembles a classic BPF program with jumps to labels.
type bpfAsm struct {
	prog   []unix.SockFilter
	jumps  map[int][2]string // instruction → labels of its true and false targets
	labels map[string]int
}

func (a *bpfAsm) stmt(code uint16, k uint32) {
	a.prog = append(a.prog, unix.SockFilter{Code: code, K: k})
}

// jump adds a conditional jump; "" as a label means the next instruction.
func (a *bpfAsm) jump(code uint16, k uint32, jt, jf string) {
	a.jumps[len(a.prog)] = [2]string{jt, jf}
	a.prog = append(a.prog, unix.SockFilter{Code: unix.BPF_JMP | code | unix.BPF_K, K: k})
}

func (a *bpfAsm) label(name string) { a.labels[name] = len(a.prog) }

func (a *bpfAsm) assemble() ([]unix.SockFilter, error) {
	for i, j := range a.jumps {
		for n, l := range j {
			if l == "" {
				continue
			}
			to, ok := a.labels[l]
			off := to - i - 1
			if !ok || off < 0 || off > 255 {
				return nil, fmt.Errorf("seccomp: bad jump to %q", l)
			}
			if n == 0 {
				a.prog[i].Jt = uint8(off)
			} else {
				a.prog[i].Jf = uint8(off)
			}
		}
	}
	return a.prog, nil
}

// call is a syscall number the filter acts on and the label it jumps to.
type call struct {
	nr    uint32
	label string
}

// search jumps to the label of the loaded number among calls (sorted),
// else to "allow", by a binary search: a few comparisons for any number
// instead of one per call. The kernel runs the filter for every syscall
// number when it is installed (to cache the calls it always allows), once
// per run, so the filter's length is paid on every run.
func (a *bpfAsm) search(calls []call, name string) {
	if len(calls) <= 4 {
		for i, c := range calls {
			next := ""
			if i == len(calls)-1 {
				next = "allow"
			}
			a.jump(unix.BPF_JEQ, c.nr, c.label, next)
		}
		return
	}
	mid := len(calls) / 2
	a.jump(unix.BPF_JGE, calls[mid].nr, name+"r", "")
	a.search(calls[:mid], name+"l")
	a.label(name + "r")
	a.search(calls[mid:], name+"r")
}

// bpfLoad loads a word of the seccomp data (its offset: dataArch, dataNr, dataArg0…).
const bpfLoad = unix.BPF_LD | unix.BPF_W | unix.BPF_ABS

// filterPart selects the rules a BPF program holds. A server installs
// forkerPart once, on the thread that forks its programs (forker.go), and
// each child adds childPart: stacked, the two decide every call as
// wholeFilter does, which a helper's child installs alone. Or, where every
// child takes the same namespaces and drops every capability (serverSpec),
// the forker holds sealedPart and its children add nothing.
type filterPart int

const (
	wholeFilter filterPart = iota
	forkerPart             // every rule but childPart's
	childPart              // unshare, chroot, clone3 and clone's namespace flags
	sealedPart             // wholeFilter's, but unshare with the children's flags and chroot of their root allowed
)

// forChild says whether the call nr of arch is decided by childPart: the
// calls the forker thread and the child's own steps make (the clone of a
// run's init with CLONE_NEWPID, clone3 into a v2 group, the child's
// unshare and chroot before it adds its part).
func forChild(arch, nr uint32) bool {
	return nr == clone3Nr || nr == cloneNr[arch] || nr == deniedNr("unshare", arch) || nr == deniedNr("chroot", arch)
}

// deniedNr is the number of the denied call name on arch.
func deniedNr(name string, arch uint32) uint32 {
	for _, d := range denied {
		if d.name == name {
			return uint32(archNr(arch, d.amd64, d.i386, d.arm64))
		}
	}
	panic("seccomp: no denied call " + name)
}

// archNr picks a call's number on arch (-1: no such call there).
func archNr(arch uint32, amd64, i386, arm64 int) int {
	return map[uint32]int{unix.AUDIT_ARCH_X86_64: amd64, unix.AUDIT_ARCH_I386: i386, unix.AUDIT_ARCH_AARCH64: arm64}[arch]
}

// filter builds the BPF program of part for the architectures this
// machine runs: for each, a binary search on the call's number, then the
// checks of the calls allowed with some arguments only; the verdicts last.
func filter(part filterPart) ([]unix.SockFilter, error) { return filterFor(part, sealedArgs{}) }

// sealedFilter is sealedPart for children that unshare exactly unshare
// (CLONE_NEWIPC, CLONE_NEWCGROUP: with no capability left, the program's
// own unshare of them fails with EPERM all the same; a user namespace,
// the one it could make, stays denied) and chroot to the string at
// address root (0: none). Seccomp sees a path's address, not the path,
// and a program could map a string of its own at that address (Go's heap
// addresses are easy to foresee): what denies the program a chroot is the
// capability it does not have (EPERM from the kernel; ENOENT first where
// the path does not exist). The address only keeps every other chroot's
// outcome as the whole filter's.
func sealedFilter(unshare, root uintptr) ([]unix.SockFilter, error) {
	return build(sealedPart, sealedArgs{uint32(unshare), uint64(root)})
}

// sealedArgs are the arguments sealedPart lets unshare and chroot take.
type sealedArgs struct {
	unshare uint32
	root    uint64
}

// filterFor is filter's, with what sealedPart lets unshare and chroot take.
func filterFor(part filterPart, sealed sealedArgs) ([]unix.SockFilter, error) {
	archs := []uint32{nativeArch}
	if nativeArch == unix.AUDIT_ARCH_X86_64 {
		archs = append(archs, unix.AUDIT_ARCH_I386)
	}
	a := &bpfAsm{jumps: map[int][2]string{}, labels: map[string]int{}}
	for i, arch := range archs {
		next := fmt.Sprintf("arch%d", i+1)
		a.stmt(bpfLoad, dataArch)
		a.jump(unix.BPF_JEQ, arch, "", next)
		a.stmt(bpfLoad, dataNr)
		if arch == unix.AUDIT_ARCH_X86_64 {
			a.stmt(unix.BPF_ALU|unix.BPF_AND|unix.BPF_K, ^uint32(x32Bit))
		}
		l := archLabels(i)
		a.search(archCalls(arch, l, part), fmt.Sprintf("nr%d", i))
		a.argChecks(arch, l, sealed)
		a.label(next)
	}
	a.ret(unix.SECCOMP_RET_ALLOW) // another architecture
	a.verdicts()
	return a.assemble()
}

// callLabels name the argument checks of one architecture's calls.
type callLabels struct{ clone, socket, pair, prlim, madvise, open, openat, unshare, chroot string }

func archLabels(i int) callLabels {
	l := func(name string) string { return fmt.Sprintf("%s%d", name, i) }
	return callLabels{l("clone"), l("socket"), l("socketpair"), l("prlimit"), l("madvise"), l("open"), l("openat"), l("unshare"), l("chroot")}
}

// archCalls are the calls of part the filter decides on for arch, each
// with where it goes: an argument check, or a verdict.
func archCalls(arch uint32, l callLabels, part filterPart) []call {
	calls := []call{{clone3Nr, "nosys"}, {cloneNr[arch], l.clone}, {socketNr[arch], l.socket}, {pairNr[arch], l.pair}, {prlimNr[arch], l.prlim},
		{madviseNr[arch], l.madvise}, {openatNr[arch], l.openat}, {openat2Nr, "nosys"}}
	if nr, ok := openNr[arch]; ok {
		calls = append(calls, call{nr, l.open})
	}
	for _, d := range denied {
		if nr := archNr(arch, d.amd64, d.i386, d.arm64); nr >= 0 {
			calls = append(calls, call{uint32(nr), "deny"})
		}
	}
	for _, d := range ignored {
		if nr := archNr(arch, d.amd64, d.i386, d.arm64); nr >= 0 {
			calls = append(calls, call{uint32(nr), "noop"})
		}
	}
	switch part {
	case forkerPart, childPart:
		calls = slices.DeleteFunc(calls, func(c call) bool { return forChild(arch, c.nr) != (part == childPart) })
	case sealedPart:
		for i, c := range calls {
			switch c.nr {
			case deniedNr("unshare", arch):
				calls[i].label = l.unshare
			case deniedNr("chroot", arch):
				calls[i].label = l.chroot
			}
		}
	}
	sort.Slice(calls, func(i, j int) bool { return calls[i].nr < calls[j].nr })
	return calls
}

// argChecks are the checks of the calls allowed with some arguments only:
// those the search jumps to (a part holds only its own).
func (a *bpfAsm) argChecks(arch uint32, l callLabels, sealed sealedArgs) {
	// sealedPart's: the children's flags alone (the low half of the
	// argument: the kernel refuses any flag of the high half), and their
	// root's address, both halves (none: denied).
	a.block(l.unshare, func() {
		a.stmt(bpfLoad, dataArg0)
		a.jump(unix.BPF_JEQ, sealed.unshare, "allow", "deny")
	})
	a.block(l.chroot, func() {
		if sealed.root == 0 {
			a.jump(unix.BPF_JEQ, 0, "deny", "deny")
			return
		}
		a.stmt(bpfLoad, dataArg0)
		a.jump(unix.BPF_JEQ, uint32(sealed.root), "", "deny")
		a.stmt(bpfLoad, dataArg0+4)
		a.jump(unix.BPF_JEQ, uint32(sealed.root>>32), "allow", "deny")
	})
	a.block(l.clone, func() {
		a.stmt(bpfLoad, dataArg0)
		a.jump(unix.BPF_JSET, nsFlags, "deny", "allow")
	})
	// Socket families by allow-list: AF_UNIX, and TCP in the run's
	// empty network namespace. Nothing else (vsock, the VM's channel
	// to its host; netlink; packet; …) has a use in a judged program.
	a.block(l.socket, func() {
		a.stmt(bpfLoad, dataArg0)
		a.jump(unix.BPF_JEQ, unix.AF_UNIX, "allow", "")
		a.jump(unix.BPF_JEQ, unix.AF_INET, "inet", "")
		a.jump(unix.BPF_JEQ, unix.AF_INET6, "inet", "deny")
	})
	a.block(l.pair, func() {
		a.stmt(bpfLoad, dataArg0)
		a.jump(unix.BPF_JEQ, unix.AF_UNIX, "allow", "deny")
	})
	// A program's own limits only (pid 0; glibc's setrlimit and
	// getrlimit): another process of the same uid (the judge's, when
	// it is not root) is not the program's to change.
	a.block(l.prlim, func() {
		a.stmt(bpfLoad, dataArg0)
		a.jump(unix.BPF_JEQ, 0, "allow", "deny")
	})
	a.block(l.madvise, func() {
		a.stmt(bpfLoad, dataArg2)
		a.jump(unix.BPF_JEQ, madvCold, "noop", "")
		a.jump(unix.BPF_JEQ, madvPageout, "noop", "allow")
	})
	a.block(l.open, func() {
		a.stmt(bpfLoad, dataArg1)
		a.jump(unix.BPF_JSET, oDirect[arch], "einval", "allow")
	})
	a.block(l.openat, func() {
		a.stmt(bpfLoad, dataArg2)
		a.jump(unix.BPF_JSET, oDirect[arch], "einval", "allow")
	})
}

// verdicts are the filter's shared ends: the TCP socket check, then
// allow, deny (EPERM), nosys (ENOSYS), einval and noop (returns 0), each
// where some jump goes to it.
func (a *bpfAsm) verdicts() {
	a.block("inet", func() {
		a.stmt(bpfLoad, dataArg1)
		a.stmt(unix.BPF_ALU|unix.BPF_AND|unix.BPF_K, 0xf) // the type without SOCK_NONBLOCK and SOCK_CLOEXEC
		a.jump(unix.BPF_JEQ, unix.SOCK_STREAM, "", "deny")
		a.stmt(bpfLoad, dataArg2)
		a.jump(unix.BPF_JEQ, 0, "allow", "")
		a.jump(unix.BPF_JEQ, unix.IPPROTO_TCP, "allow", "deny")
	})
	for _, v := range []struct {
		label string
		ret   uint32
	}{
		{"allow", unix.SECCOMP_RET_ALLOW},
		{"deny", unix.SECCOMP_RET_ERRNO | uint32(unix.EPERM)&0xffff},
		{"nosys", unix.SECCOMP_RET_ERRNO | uint32(unix.ENOSYS)&0xffff},
		{"einval", unix.SECCOMP_RET_ERRNO | uint32(unix.EINVAL)&0xffff},
		{"noop", unix.SECCOMP_RET_ERRNO}, // errno 0: the call returns 0, done nothing
	} {
		a.block(v.label, func() { a.ret(v.ret) })
	}
}

// block emits the instructions of label, if any jump goes to it (the
// kernel would take an unreachable one all the same, but a part's
// program is the shorter without).
func (a *bpfAsm) block(label string, emit func()) {
	for _, j := range a.jumps {
		if j[0] == label || j[1] == label {
			a.label(label)
			emit()
			return
		}
	}
}

// ret returns v from the filter.
func (a *bpfAsm) ret(v uint32) { a.stmt(unix.BPF_RET|unix.BPF_K, v) }

// seccompProg is the whole filter, forkerProg and childProg its parts,
// each built once, when first needed (a sealed server needs none of them,
// and every server starts the judge's binary anew).
var (
	seccompProg = sync.OnceValues(func() ([]unix.SockFilter, error) { return build(wholeFilter, sealedArgs{}) })
	forkerProg  = sync.OnceValues(func() ([]unix.SockFilter, error) { return build(forkerPart, sealedArgs{}) }) // none: children install the whole filter
	childProg   = sync.OnceValues(func() ([]unix.SockFilter, error) { return build(childPart, sealedArgs{}) })
)

// build is filterFor's program, none on an architecture without a filter.
func build(part filterPart, sealed sealedArgs) ([]unix.SockFilter, error) {
	if nativeArch == 0 {
		return nil, nil
	}
	return filterFor(part, sealed)
}

// seccompDetail says what the filter does, for Mechanisms.
func seccompDetail() string {
	if nativeArch == 0 {
		return "no seccomp filter: unknown architecture " + runtime.GOARCH
	}
	return fmt.Sprintf("a seccomp filter denies %d calls", len(DeniedCalls()))
}
