//go:build linux

package sandbox

import (
	"errors"
	"fmt"
	"runtime"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// The program is restricted in a child of its own, never in a thread of
// the server or helper: the child joins the run's cgroups, takes fresh
// ipc and cgroup namespaces, sets the run's rlimits, drops to the run's
// user, sets no_new_privs, the seccomp filter and its Landlock domain, and
// execs the program. No thread of the judge's side ever has the program's
// uid, rlimits or Landlock domain, so the program can name nothing of the
// judge that its uid or domain would let it change (prlimit, tgkill,
// /proc/TID/fd).
//
// Go's ForkExec runs no code of ours between fork and exec, so the child
// is started here as the syscall package starts it: between the runtime's
// BeforeFork and AfterFork hooks (which gVisor uses too), by vfork
// (vfork.go: the child shares the server's memory until it execs, no page
// tables copied), where it runs childMain alone, which makes only raw
// system calls, allocates nothing and never grows its stack, and reports
// a failed step on a pipe.
//
// With pid namespaces, each program has one of its own: the server forks
// an init, PID 1 of a fresh pid namespace, which vforks the program's child
// (PID 2: never PID 1, whose own signals would be ignored), reaps it and
// whatever it left, and reports its wait status and rusage on a pipe. The
// program can name no process of the judge's side, and no pid of one run
// (or how many pids it used) reaches the next.

//go:linkname beforeFork syscall.runtime_BeforeFork
func beforeFork()

//go:linkname afterFork syscall.runtime_AfterFork
func afterFork()

//go:linkname afterForkInChild syscall.runtime_AfterForkInChild
func afterForkInChild()

// childSpec is everything the child does, prepared before the fork.
type childSpec struct {
	join    []int     // cgroup files ("tasks", "cgroup.procs"): "0" written to each joins the child
	into    cloneArgs // clone3's: a vfork with the handlers cleared, on v2 straight into the run's group (cgroup.go)
	placed  bool      // in the child: clone3 put it in the group, join then skipped
	cleared bool      // in the child: clone3 reset its signal handlers
	sigmask uint64    // the forking thread's signal mask, which the child restores
	unshare uintptr   // namespaces the child takes (after joining: the cgroup one is rooted at the run's groups)
	chroot  *byte     // the program's root, nil: the server's
	limRes  []int
	lims    []unix.Rlimit
	uid     int // -1: keep the uid, drop every capability
	gid     int
	capHdr  unix.CapUserHeader
	capData [2]unix.CapUserData
	ruleset int // Landlock, -1: none
	seccomp *unix.SockFprog
	dir     *byte
	fds     [3]int
	path    *byte
	argv    []*byte                 // NULL-terminated
	envv    []*byte                 // NULL-terminated
	probe   bool                    // every step but exec: the child exits 0
	report  int                     // write end of the pipe for a failed step
	gate    int                     // the judge's socket, whose word (goAhead) the child waits for before exec; -1: none
	cpus    [maxPinCore / 64]uint64 // in the child: the core the word keeps the program on, as sched_setaffinity's mask
	among   [maxPinCore / 64]uint64 // the cores programs are kept on (runRequest.Cores), the child's while it waits; empty: none
	pidns   bool                    // an init in a fresh pid namespace forks the child
	status  int                     // the init's write end of the pipe for the child's end
}

// initReport is what the init reports of the program's child once it has
// ended: its wait status and rusage.
type initReport struct {
	Status int32
	_      int32
	Ru     syscall.Rusage
}

// Steps of the child, as its report names them.
const (
	stepJoin = iota + 1
	stepUnshare
	stepChroot
	stepRlimit
	stepSetgroups
	stepSetresgid
	stepSetresuid
	stepCaps
	stepPdeathsig
	stepNoNewPrivs
	stepSeccomp
	stepLandlock
	stepChdir
	stepStdio
	stepGate
	stepExec
	stepInitFork
)

// busyWait is the pause between two tries of an exec that found its binary
// busy (a package variable: the child's stack is bounded).
var busyWait = syscall.Timespec{Nsec: 5_000_000}

// childMain is the child, from fork to exec. It may call only nosplit
// functions that allocate nothing.
//
//go:nosplit
//go:norace
func childMain(c *childSpec) {
	if c.cleared {
		restoreMask(c)
	} else {
		afterForkInChild()
	}
	childSteps(c)
}

// restoreMask is what is left of the runtime's hook in a child whose
// handlers, which the hook resets one by one (about sixty calls), are the
// kernel's defaults already (CLONE_CLEAR_SIGHAND): the signal mask. A
// function of its own, so that childMain's frame stays small (initMain's
// path through it is bounded).
//
//go:nosplit
//go:norace
//go:noinline
func restoreMask(c *childSpec) {
	syscall.RawSyscall6(syscall.SYS_RT_SIGPROCMASK, unix.SIG_SETMASK, uintptr(unsafe.Pointer(&c.sigmask)), 0, 8, 0, 0)
}

// childSteps is the child once its signal handlers are reset (by itself,
// or by the init that forked it): it enters the run, drops the judge's
// identity, restricts itself, puts its files in place and execs, and
// reports the first step that failed.
//
//go:nosplit
//go:norace
func childSteps(c *childSpec) {
	step, arg, e := childEnter(c)
	if e == 0 {
		step, arg, e = childDrop(c)
	}
	if e == 0 {
		step, arg, e = childRestrict(c)
	}
	if e == 0 {
		step, arg, e = childFiles(c)
	}
	if e == 0 && c.probe {
		syscall.RawSyscall6(syscall.SYS_EXIT_GROUP, 0, 0, 0, 0, 0, 0)
	}
	if e == 0 && c.gate >= 0 {
		step, arg, e = childGate(c)
	}
	if e == 0 {
		step, arg, e = childExec(c)
	}
	childFail(c, step, arg, e)
}

// childGate waits, set up to the last step, for the judge's word that it
// is the run's turn (gate, inside.go): the child's set-up is then off the
// path from one program's end to the next one's start. Any other word, or
// the socket's end, withdraws the run (ECANCELED). A word that names a
// core (goAheadWord) moves the child there, and the program keeps it: it
// never shares its core with the judge's own threads (Placement).
//
//go:nosplit
//go:norace
func childGate(c *childSpec) (step, arg uintptr, e syscall.Errno) {
	// The child waits on the programs' cores: the word then wakes it
	// where its program is to run, and it need not be moved there by
	// the kernel's stopper from the judge's core, on the way from one
	// program's end to the next one's start (~0.1 ms a run on two
	// cores). Set up already, it runs there only to wait.
	among := false
	for i := range c.among {
		among = among || c.among[i] != 0
	}
	if among {
		syscall.RawSyscall6(syscall.SYS_SCHED_SETAFFINITY, 0, unsafe.Sizeof(c.among), uintptr(unsafe.Pointer(&c.among[0])), 0, 0, 0)
	}
	var b [3]byte
	var n uintptr
	for {
		n, _, e = syscall.RawSyscall6(syscall.SYS_READ, uintptr(c.gate), uintptr(unsafe.Pointer(&b[0])), 3, 0, 0, 0)
		if e != syscall.EINTR {
			break
		}
	}
	if e == 0 && (n < 1 || b[0] != goAhead) {
		e = syscall.ECANCELED
	}
	if e != 0 {
		return stepGate, 0, e
	}
	if n == 3 {
		core := uint(b[1]) | uint(b[2])<<8
		c.cpus[(core>>6)%uint(len(c.cpus))] = 1 << (core & 63)
		if c.cpus != c.among { // one core among: the child is there
			// A core gone offline meanwhile leaves the program where it
			// is: keeping it apart is never a reason to fail its run.
			syscall.RawSyscall6(syscall.SYS_SCHED_SETAFFINITY, 0, unsafe.Sizeof(c.cpus), uintptr(unsafe.Pointer(&c.cpus[0])), 0, 0, 0)
		}
	}
	return 0, 0, 0
}

// childEnter joins the run's cgroups, takes the run's namespaces and root,
// and sets its rlimits.
//
//go:nosplit
//go:norace
func childEnter(c *childSpec) (step, arg uintptr, e syscall.Errno) {
	var i int
	zero := [1]byte{'0'}
	for i = 0; !c.placed && i < len(c.join); i++ {
		if _, _, e = syscall.RawSyscall6(syscall.SYS_WRITE, uintptr(c.join[i]), uintptr(unsafe.Pointer(&zero[0])), 1, 0, 0, 0); e != 0 {
			return stepJoin, 0, e
		}
	}
	if c.unshare != 0 {
		if _, _, e = syscall.RawSyscall6(syscall.SYS_UNSHARE, c.unshare, 0, 0, 0, 0, 0); e != 0 {
			return stepUnshare, 0, e
		}
	}
	if c.chroot != nil {
		if _, _, e = syscall.RawSyscall6(syscall.SYS_CHROOT, uintptr(unsafe.Pointer(c.chroot)), 0, 0, 0, 0, 0); e != 0 {
			return stepChroot, 0, e
		}
	}
	for i = 0; i < len(c.lims); i++ {
		if _, _, e = syscall.RawSyscall6(syscall.SYS_PRLIMIT64, 0, uintptr(c.limRes[i]), uintptr(unsafe.Pointer(&c.lims[i])), 0, 0, 0); e != 0 {
			return stepRlimit, uintptr(c.limRes[i]), e
		}
	}
	return 0, 0, 0
}

// childDrop drops to the run's user, or, as root of the judge's user
// namespace (the judge is not root), every capability that exec could
// give back.
//
//go:nosplit
//go:norace
func childDrop(c *childSpec) (step, arg uintptr, e syscall.Errno) {
	if c.uid >= 0 {
		if _, _, e = syscall.RawSyscall6(syscall.SYS_SETGROUPS, 0, 0, 0, 0, 0, 0); e != 0 {
			return stepSetgroups, 0, e
		}
		if _, _, e = syscall.RawSyscall6(syscall.SYS_SETRESGID, uintptr(c.gid), uintptr(c.gid), uintptr(c.gid), 0, 0, 0); e != 0 {
			return stepSetresgid, 0, e
		}
		if _, _, e = syscall.RawSyscall6(syscall.SYS_SETRESUID, uintptr(c.uid), uintptr(c.uid), uintptr(c.uid), 0, 0, 0); e != 0 {
			return stepSetresuid, 0, e
		}
		return 0, 0, 0
	}
	if _, _, e = syscall.RawSyscall6(syscall.SYS_PRCTL, unix.PR_SET_SECUREBITS, secureBits, 0, 0, 0, 0); e != 0 {
		return stepCaps, 0, e
	}
	for i := uintptr(0); i < 64; i++ {
		if _, _, e = syscall.RawSyscall6(syscall.SYS_PRCTL, unix.PR_CAPBSET_DROP, i, 0, 0, 0, 0); e == syscall.EINVAL {
			break // past the last capability
		} else if e != 0 {
			return stepCaps, i, e
		}
	}
	if _, _, e = syscall.RawSyscall6(syscall.SYS_PRCTL, unix.PR_CAP_AMBIENT, unix.PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0, 0); e != 0 {
		return stepCaps, 0, e
	}
	if _, _, e = syscall.RawSyscall6(syscall.SYS_CAPSET, uintptr(unsafe.Pointer(&c.capHdr)), uintptr(unsafe.Pointer(&c.capData[0])), 0, 0, 0, 0); e != 0 {
		return stepCaps, 0, e
	}
	return 0, 0, 0
}

// childRestrict sets the parent-death signal, no_new_privs, the seccomp
// filter and the Landlock domain.
//
//go:nosplit
//go:norace
func childRestrict(c *childSpec) (step, arg uintptr, e syscall.Errno) {
	// A credential change clears the parent-death signal: set after it.
	if _, _, e = syscall.RawSyscall6(syscall.SYS_PRCTL, unix.PR_SET_PDEATHSIG, uintptr(syscall.SIGKILL), 0, 0, 0, 0); e != 0 {
		return stepPdeathsig, 0, e
	}
	if _, _, e = syscall.RawSyscall6(syscall.SYS_PRCTL, unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0, 0); e != 0 {
		return stepNoNewPrivs, 0, e
	}
	if c.seccomp != nil {
		// SPEC_ALLOW: where the kernel turns the speculative store bypass
		// mitigation on for every filtered task (spec_store_bypass_disable
		// =seccomp, the default before Linux 5.16), the program would run
		// slower than it does outside the judge. The flag: Linux 4.17.
		_, _, e = syscall.RawSyscall6(unix.SYS_SECCOMP, unix.SECCOMP_SET_MODE_FILTER, unix.SECCOMP_FILTER_FLAG_SPEC_ALLOW, uintptr(unsafe.Pointer(c.seccomp)), 0, 0, 0)
		if e == syscall.EINVAL {
			_, _, e = syscall.RawSyscall6(unix.SYS_SECCOMP, unix.SECCOMP_SET_MODE_FILTER, 0, uintptr(unsafe.Pointer(c.seccomp)), 0, 0, 0)
		}
		if e != 0 {
			return stepSeccomp, 0, e
		}
	}
	if c.ruleset >= 0 {
		if _, _, e = syscall.RawSyscall6(unix.SYS_LANDLOCK_RESTRICT_SELF, uintptr(c.ruleset), 0, 0, 0, 0, 0); e != 0 {
			return stepLandlock, 0, e
		}
	}
	return 0, 0, 0
}

// childFiles enters the work dir and puts stdin, stdout and stderr in
// place: first out of the way of each other, then into place; every other
// descriptor is close-on-exec.
//
//go:nosplit
//go:norace
func childFiles(c *childSpec) (step, arg uintptr, e syscall.Errno) {
	if _, _, e = syscall.RawSyscall6(syscall.SYS_CHDIR, uintptr(unsafe.Pointer(c.dir)), 0, 0, 0, 0, 0); e != 0 {
		return stepChdir, 0, e
	}
	var nfd uintptr
	fds := c.fds
	for i := 0; i < 3; i++ {
		if fds[i] < 3 && fds[i] != i {
			if nfd, _, e = syscall.RawSyscall6(syscall.SYS_FCNTL, uintptr(fds[i]), syscall.F_DUPFD_CLOEXEC, 3, 0, 0, 0); e != 0 {
				return stepStdio, 0, e
			}
			fds[i] = int(nfd)
		}
	}
	for i := 0; i < 3; i++ {
		if fds[i] == i {
			_, _, e = syscall.RawSyscall6(syscall.SYS_FCNTL, uintptr(i), syscall.F_SETFD, 0, 0, 0, 0)
		} else {
			_, _, e = syscall.RawSyscall6(syscall.SYS_DUP3, uintptr(fds[i]), uintptr(i), 0, 0, 0, 0)
		}
		if e != 0 {
			return stepStdio, 0, e
		}
	}
	return 0, 0, 0
}

// childExec execs the program. A binary just written is busy (ETXTBSY)
// while any process forked during its writing still holds the writer's
// descriptor, until that process execs: the judge's own race, not the
// program's. It is tried again for up to a second. It returns only when
// exec failed.
//
//go:nosplit
//go:norace
func childExec(c *childSpec) (step, arg uintptr, e syscall.Errno) {
	for i := 0; ; i++ {
		_, _, e = syscall.RawSyscall6(syscall.SYS_EXECVE, uintptr(unsafe.Pointer(c.path)),
			uintptr(unsafe.Pointer(&c.argv[0])), uintptr(unsafe.Pointer(&c.envv[0])), 0, 0, 0)
		if e != syscall.ETXTBSY || i == 200 {
			return stepExec, 0, e
		}
		syscall.RawSyscall6(syscall.SYS_NANOSLEEP, uintptr(unsafe.Pointer(&busyWait)), 0, 0, 0, 0, 0)
	}
}

// childFail reports the failed step on the report pipe and exits.
//
//go:nosplit
//go:norace
func childFail(c *childSpec, step, arg uintptr, e syscall.Errno) {
	var msg [3]uint32
	msg[0], msg[1], msg[2] = uint32(step), uint32(arg), uint32(e)
	syscall.RawSyscall6(syscall.SYS_WRITE, uintptr(c.report), uintptr(unsafe.Pointer(&msg[0])), unsafe.Sizeof(msg), 0, 0, 0)
	for {
		syscall.RawSyscall6(syscall.SYS_EXIT_GROUP, 127, 0, 0, 0, 0, 0)
	}
}

// initMain is the init of a run's pid namespace: it forks the program's
// child and reaps everything until that child has ended, reports it, and
// exits, which kills what is left in the namespace. Like childMain, it
// makes only raw system calls.
//
//go:nosplit
//go:norace
func initMain(c *childSpec) {
	var (
		child, wpid uintptr
		e           syscall.Errno
		rep         initReport
		ws          int32
		msg         [3]uint32
	)
	afterForkInChild()
	if child, e = vforkChild(c, false); e != 0 {
		msg[0], msg[2] = stepInitFork, uint32(e)
		syscall.RawSyscall6(syscall.SYS_WRITE, uintptr(c.report), uintptr(unsafe.Pointer(&msg[0])), unsafe.Sizeof(msg), 0, 0, 0)
		syscall.RawSyscall6(syscall.SYS_EXIT_GROUP, 127, 0, 0, 0, 0, 0)
	}
	// The judge's side sees the report pipe end once the child has exec'd.
	syscall.RawSyscall6(syscall.SYS_CLOSE, uintptr(c.report), 0, 0, 0, 0, 0)
	for {
		wpid, _, e = syscall.RawSyscall6(syscall.SYS_WAIT4, ^uintptr(0), uintptr(unsafe.Pointer(&ws)), 0, uintptr(unsafe.Pointer(&rep.Ru)), 0, 0)
		if e == syscall.EINTR {
			continue
		}
		if e != 0 {
			syscall.RawSyscall6(syscall.SYS_EXIT_GROUP, 126, 0, 0, 0, 0, 0)
		}
		if wpid == child {
			break
		}
	}
	rep.Status = ws
	syscall.RawSyscall6(syscall.SYS_WRITE, uintptr(c.status), uintptr(unsafe.Pointer(&rep)), unsafe.Sizeof(rep), 0, 0, 0)
	for {
		syscall.RawSyscall6(syscall.SYS_EXIT_GROUP, 0, 0, 0, 0, 0, 0)
	}
}

// childError says what a failed step of the child means, mechanism first
// (as New's probe expects), or the program's own failure to start.
func childError(step, arg uint32, e syscall.Errno, path string) error {
	switch step {
	case stepJoin:
		return errorf(MechCgroups, "join: %w", e)
	case stepUnshare:
		return errorf(MechNamespaces, "unshare: %w", e)
	case stepChroot:
		return errorf(MechRoot, "chroot: %w", e)
	case stepRlimit:
		return errorf(MechRlimits, "setrlimit %d: %w", arg, e)
	case stepSetgroups:
		return errorf(MechUser, "setgroups: %w", e)
	case stepSetresgid:
		return errorf(MechUser, "setresgid: %w", e)
	case stepSetresuid:
		return errorf(MechUser, "setresuid: %w", e)
	case stepCaps:
		return errorf(MechUser, "drop capabilities: %w", e)
	case stepPdeathsig:
		return errorf(MechRlimits, "pdeathsig: %w", e)
	case stepNoNewPrivs:
		return errorf(MechNoNewPrivs, "%w", e)
	case stepSeccomp:
		return errorf(MechNoNewPrivs, "seccomp: %w", e)
	case stepLandlock:
		return errorf(MechLandlock, "restrict self: %w", e)
	case stepStdio:
		return fmt.Errorf("server: stdio: %w", e)
	case stepGate:
		if e == syscall.ECANCELED {
			return errWithdrawn
		}
		return fmt.Errorf("server: read the judge's word: %w", e)
	case stepChdir, stepExec:
		return startFailure(path, e)
	case stepInitFork:
		return errorf(MechNamespaces, "init: fork: %w", e)
	}
	return fmt.Errorf("server: child failed at step %d: %w", step, e)
}

// errWithdrawn is a run the judge withdrew before its turn.
var errWithdrawn = errors.New("server: run withdrawn before its start")

// forkChild forks the child (or the init that forks it) and returns its
// pid once the program has been exec'd (or, probing, every step done),
// with the read end of the init's status pipe (-1 without an init). Call
// it on a locked thread that stays alive until the child has been reaped:
// the child's parent-death signal follows the thread. gated says the
// child read the judge's word on c.gate (an exec, or a failure at or
// after the gate).
func forkChild(c *childSpec, path string) (pid, status int, gated bool, err error) {
	pid, status, step, err := c.start(path)
	return pid, status, c.gate >= 0 && (err == nil || step >= stepGate), err
}

// start is forkChild less its word on the gate; step is the failed step
// (0: none, or the fork itself).
func (c *childSpec) start(path string) (int, int, uint32, error) {
	report, status, err := c.pipes()
	if err != nil {
		return 0, -1, 0, err
	}
	pid, e := c.fork()
	unix.Close(c.report)
	if c.pidns {
		unix.Close(c.status)
	}
	defer unix.Close(report)
	if e != 0 {
		if status >= 0 {
			unix.Close(status)
		}
		if e == syscall.EINVAL && c.pidns {
			return 0, -1, 0, errorf(MechNamespaces, "pid namespace per run: %w", e)
		}
		return 0, -1, 0, fmt.Errorf("server: fork: %w", e)
	}
	msg, n := readReport(report)
	if n == 0 {
		return pid, status, 0, nil // exec'd: the pipe closed with it
	}
	for {
		_, err := unix.Wait4(pid, nil, 0, nil)
		if err != unix.EINTR {
			break
		}
	}
	if status >= 0 {
		unix.Close(status)
	}
	if n < len(msg) {
		return 0, -1, 0, errors.New("server: the child ended without a word")
	}
	word := func(i int) uint32 { return *(*uint32)(unsafe.Pointer(&msg[4*i])) }
	return 0, -1, word(0), childError(word(0), word(1), syscall.Errno(word(2)), path)
}

// pipes makes the child's report pipe and, with an init, the init's
// status pipe: c holds their write ends, the read ends are returned
// (status -1 without an init).
func (c *childSpec) pipes() (report, status int, err error) {
	var p, st [2]int
	if err := unix.Pipe2(p[:], unix.O_CLOEXEC); err != nil {
		return -1, -1, fmt.Errorf("server: pipe: %w", err)
	}
	c.report = p[1]
	if !c.pidns {
		return p[0], -1, nil
	}
	if err := unix.Pipe2(st[:], unix.O_CLOEXEC); err != nil {
		unix.Close(p[0])
		unix.Close(p[1])
		return -1, -1, fmt.Errorf("server: pipe: %w", err)
	}
	c.status = st[1]
	return p[0], st[0], nil
}

// fork starts the child, or the init in a fresh pid namespace that forks
// it, between the runtime's fork hooks.
func (c *childSpec) fork() (int, syscall.Errno) {
	var pid uintptr
	var e syscall.Errno
	// The mask the runtime's hooks keep for the child (beforeFork blocks
	// every signal on this thread until afterFork).
	syscall.RawSyscall6(syscall.SYS_RT_SIGPROCMASK, unix.SIG_BLOCK, 0, uintptr(unsafe.Pointer(&c.sigmask)), 8, 0, 0)
	beforeFork()
	if c.pidns {
		// The init waits for the program: it cannot share the server's
		// memory until then, so it is a fork of its own.
		pid, _, e = syscall.RawSyscall6(syscall.SYS_CLONE, uintptr(syscall.SIGCHLD)|syscall.CLONE_NEWPID, 0, 0, 0, 0, 0)
		if e == 0 && pid == 0 {
			initMain(c) // never returns
		}
	} else {
		pid, e = vforkChild(c, true)
	}
	afterFork()
	runtime.KeepAlive(c)
	return int(pid), e
}

// readReport reads the child's report of a failed step (12 bytes), or
// nothing (n 0) when the pipe closed with its exec.
func readReport(fd int) (msg [12]byte, n int) {
	for n < len(msg) {
		m, err := rawRead(fd, msg[n:])
		if err != nil || m == 0 {
			break
		}
		n += m
	}
	return msg, n
}

// readInitReport reads what the init reported of the program's child,
// once the init has been reaped.
func readInitReport(fd int) (initReport, error) {
	var rep initReport
	b := unsafe.Slice((*byte)(unsafe.Pointer(&rep)), unsafe.Sizeof(rep))
	if n, err := rawRead(fd, b); err != nil || n != len(b) {
		return rep, errorf(MechNamespaces, "the run's init ended without a report (%d bytes, %v)", n, err)
	}
	return rep, nil
}
