package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"unsafe"

	ll "github.com/landlock-lsm/go-landlock/landlock/syscall"
	"golang.org/x/sys/unix"
)

// helperArg marks the judge binary's re-execution as the sandbox helper.
const helperArg = "__slidejudge_sandbox_helper__"

// helperFailed is the helper's exit code when it could not exec the program.
const helperFailed = 121

// notExecutable starts the helper's report when the program's file cannot
// be executed at all: the submission's fault, not the sandbox's.
const notExecutable = "not executable: "

// statusFD is the pipe on which the helper reports why it failed; it is
// close-on-exec, so EOF without data means the program was exec'd.
const statusFD = 3

// helperSpec is what the judge tells the helper (as JSON in argv).
type helperSpec struct {
	Path      string
	Args      []string
	Env       []string
	Cgroups   []string // cgroup.procs files to join
	MountProc bool     // mount a /proc of the new pid namespace
	Reach     []reach  // dirs nobody cannot search, to be overmounted
	Dir       string   // work dir, entered again after the mounts
	Rlimits   []rlimit
	UID, GID  int // drop to these when >= 0
	Landlock  int // ABI to use, 0: none
	RO, RW    []string
	Probe     bool // set everything up, then exit 0 instead of exec

	// Fork: stay PID 1, fork the program, leave the run's cgroups (Leave:
	// the parents' cgroup.procs) and set PidsMax to Processes, then report
	// the program's wait status as waitPrefix + number on the status pipe.
	Fork      bool
	Leave     []string
	PidsMax   string
	Processes int
	CloneInto string // v2: the run's group, which the program is cloned into

	Root *rootSpec // a private root to pivot into
	Work *workSpec // the run's mounts in it

	leaveFDs      []int // opened by setup
	pidsFD        int
	pidsCurrentFD int
	cloneFD       int
	addressLimit  *rlimit    // RLIMIT_AS, applied just before exec
	mounts        *runMounts // the run's mounts in the private root
}

// waitPrefix starts the helper's report of the forked program's status.
const waitPrefix = "wait:"

// helperThreads is room in the pids limit for the helper's own threads
// while it forks the program.
const helperThreads = 32

// reach makes Paths reachable for an unprivileged user although Top (one of
// their ancestors) is not searchable: a tmpfs over Top with only Paths bound
// back in, which hides everything else under Top.
type reach struct {
	Top   string
	Paths []string
}

type rlimit struct {
	Res      int
	Cur, Max uint64
}

// init enters the helper before any main runs, so that a binary that
// forgot Init cannot recurse into itself (a test binary would rerun its tests).
func init() {
	if len(os.Args) >= 3 && os.Args[1] == helperArg {
		runHelper(os.Args[2])
	}
	if len(os.Args) >= 3 && os.Args[1] == serveArg {
		serve(os.Args[2])
	}
}

// Init must be the first call of every main (and TestMain) of a binary that
// runs a Sandbox. The helper is already entered from the package's init, so
// Init only documents the requirement; in the helper it is never reached.
func Init() {}

func runHelper(arg string) {
	// Credentials, no_new_privs and Landlock are per thread: all of it is
	// done on this thread, which then execs.
	runtime.LockOSThread()
	status := os.NewFile(statusFD, "status")
	syscall.CloseOnExec(statusFD)
	// Descriptors the judge inherited without close-on-exec (from a shell,
	// say) would reach the program: none do.
	_ = unix.CloseRange(3, math.MaxUint32, unix.CLOSE_RANGE_CLOEXEC)
	fail := func(err error) {
		if status != nil {
			fmt.Fprint(status, err)
		}
		fmt.Fprintf(os.Stderr, "sandbox: %v\n", err)
		os.Exit(helperFailed)
	}
	var s helperSpec
	if err := json.Unmarshal([]byte(arg), &s); err != nil {
		fail(err)
	}
	ruleset, err := setup(&s)
	if err != nil {
		fail(err)
	}
	if s.Fork {
		// Restricted and forked from a thread of its own, which waits too
		// (the parent-death signal follows the forking thread): this one
		// keeps its privileges to end the run's mounts.
		type forked struct {
			ws  syscall.WaitStatus
			err error
		}
		done := make(chan forked)
		go func() {
			runtime.LockOSThread() // never unlocked: the thread ends with its restrictions
			if err := restrictThread(s.UID, s.GID, ruleset); err != nil {
				done <- forked{err: err}
				return
			}
			ws, err := forkProgram(&s)
			done <- forked{ws, err}
		}()
		f := <-done
		if f.err != nil {
			fail(f.err)
		}
		ws := f.ws
		r := runReply{Started: true, Status: int(ws)}
		if s.mounts != nil {
			r = endMounts(s.mounts, r)
		}
		b, _ := json.Marshal(r)
		if _, err := fmt.Fprintf(status, "%s%s", waitPrefix, b); err != nil {
			fail(err)
		}
		os.Exit(0)
	}
	if err := restrictThread(s.UID, s.GID, ruleset); err != nil {
		fail(err)
	}
	if s.Probe {
		os.Exit(0)
	}
	fail(startFailure(s.Path, execWithAddressLimit(&s, status)))
}

// startFailure says why the program did not start. What a submission can
// cause — its file not executable, unreachable or gone, its work dir gone
// — is its own failure (NotExecutable: RE), never the judge's.
func startFailure(path string, err error) error {
	switch {
	case errors.Is(err, syscall.ENOEXEC):
		return fmt.Errorf("%s%s is not an executable for this machine", notExecutable, filepath.Base(path))
	case errors.Is(err, syscall.ENOENT), errors.Is(err, syscall.EACCES), errors.Is(err, syscall.EPERM),
		errors.Is(err, syscall.ENOTDIR), errors.Is(err, syscall.ELOOP), errors.Is(err, syscall.ETXTBSY):
		return fmt.Errorf("%scannot start %s: %v", notExecutable, filepath.Base(path), err)
	}
	return fmt.Errorf("exec %s: %w", path, err)
}

// execWithAddressLimit execs the program with RLIMIT_AS (the memory limit
// without cgroups) set at the last moment: the Go runtime has reserved more
// address space than a program's limit, so after setting it the helper must
// not allocate. Everything exec needs is built first; a failed exec reports
// with raw syscalls only, since the limit cannot be raised again.
func execWithAddressLimit(s *helperSpec, status *os.File) error {
	path, err := syscall.BytePtrFromString(s.Path)
	if err != nil {
		return err
	}
	argv, err := syscall.SlicePtrFromStrings(s.Args)
	if err != nil {
		return err
	}
	envv, err := syscall.SlicePtrFromStrings(s.Env)
	if err != nil {
		return err
	}
	if s.addressLimit == nil {
		return syscall.Exec(s.Path, s.Args, s.Env)
	}
	notExec := []byte(fmt.Sprintf("%s%s is not an executable for this machine", notExecutable, filepath.Base(s.Path)))
	other := []byte(fmt.Sprintf("exec %s failed under the address-space limit", s.Path))
	lim := unix.Rlimit{Cur: s.addressLimit.Cur, Max: s.addressLimit.Max}
	if _, _, e := unix.RawSyscall6(unix.SYS_PRLIMIT64, 0, unix.RLIMIT_AS, uintptr(unsafe.Pointer(&lim)), 0, 0, 0); e != 0 {
		return fmt.Errorf("rlimits: address space: %w", e)
	}
	_, _, e := unix.RawSyscall(unix.SYS_EXECVE, uintptr(unsafe.Pointer(path)),
		uintptr(unsafe.Pointer(&argv[0])), uintptr(unsafe.Pointer(&envv[0])))
	msg := other
	if e == unix.ENOEXEC {
		msg = notExec
	}
	if status != nil {
		unix.RawSyscall(unix.SYS_WRITE, status.Fd(), uintptr(unsafe.Pointer(&msg[0])), uintptr(len(msg)))
	}
	unix.RawSyscall(unix.SYS_EXIT_GROUP, helperFailed, 0, 0)
	return e
}

// forkProgram starts the program from this thread (so it inherits the
// thread's credentials, no_new_privs and Landlock domain), takes the helper
// out of the run's cgroups, and reaps everything until the program ends.
func forkProgram(s *helperSpec) (syscall.WaitStatus, error) {
	if s.pidsFD >= 0 {
		// Room for the helper's threads as they are and the program's
		// Processes: exact even before the helper has left.
		buf := make([]byte, 32)
		n, err := unix.Pread(s.pidsCurrentFD, buf, 0)
		if err != nil {
			return 0, fmt.Errorf("cgroups: pids.current: %w", err)
		}
		current, err := strconv.Atoi(strings.TrimSpace(string(buf[:n])))
		if err != nil {
			return 0, fmt.Errorf("cgroups: pids.current: %w", err)
		}
		if _, err := unix.Write(s.pidsFD, []byte(strconv.Itoa(current+s.Processes))); err != nil {
			return 0, fmt.Errorf("cgroups: pids.max: %w", err)
		}
	}
	sys := &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if s.cloneFD >= 0 {
		// v2: the program starts in the run's group; the helper stays out.
		sys.UseCgroupFD, sys.CgroupFD = true, s.cloneFD
	}
	pid, err := syscall.ForkExec(s.Path, s.Args, &syscall.ProcAttr{
		Env:   s.Env,
		Files: []uintptr{0, 1, 2},
		Sys:   sys,
	})
	if err != nil {
		return 0, startFailure(s.Path, err)
	}
	if l := s.addressLimit; l != nil {
		// Set once exec has returned (vfork): the helper's own runtime
		// needs more address space than a program's limit. The program is
		// still in the dynamic loader by then.
		lim := unix.Rlimit{Cur: l.Cur, Max: l.Max}
		if _, _, e := unix.RawSyscall6(unix.SYS_PRLIMIT64, uintptr(pid), unix.RLIMIT_AS, uintptr(unsafe.Pointer(&lim)), 0, 0, 0); e != 0 {
			_ = syscall.Kill(pid, syscall.SIGKILL)
			return 0, fmt.Errorf("rlimits: address space: %w", e)
		}
	}
	// The limit first, at once: the program is still in the dynamic
	// loader and has forked nothing; then the helper leaves, so that its own
	// threads and memory no longer count.
	if s.pidsFD >= 0 {
		if _, err := unix.Write(s.pidsFD, []byte(strconv.Itoa(s.Processes))); err != nil {
			return 0, fmt.Errorf("cgroups: pids.max: %w", err)
		}
	}
	for _, fd := range s.leaveFDs {
		if _, err := unix.Write(fd, []byte("0")); err != nil {
			return 0, fmt.Errorf("cgroups: leave: %w", err)
		}
	}
	for {
		var ws syscall.WaitStatus
		wpid, err := syscall.Wait4(-1, &ws, 0, nil)
		switch {
		case err == syscall.EINTR:
		case err != nil:
			return 0, fmt.Errorf("wait: %w", err)
		case wpid == pid:
			return ws, nil
		}
	}
}

// setup restricts the helper; errors name their mechanism first so that
// New can tell which one to give up.
func setup(s *helperSpec) (ruleset int, err error) {
	s.pidsFD, s.cloneFD = -1, -1
	if s.CloneInto != "" {
		fd, err := unix.Open(s.CloneInto, unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
		if err != nil {
			return -1, fmt.Errorf("cgroups: %w", err)
		}
		s.cloneFD = fd
	}
	if s.Fork {
		// Opened now: once restricted, the helper can no longer open them.
		for _, f := range s.Leave {
			fd, err := unix.Open(f, unix.O_WRONLY|unix.O_CLOEXEC, 0)
			if err != nil {
				return -1, fmt.Errorf("cgroups: %w", err)
			}
			s.leaveFDs = append(s.leaveFDs, fd)
		}
		if s.PidsMax != "" {
			fd, err := unix.Open(s.PidsMax, unix.O_WRONLY|unix.O_CLOEXEC, 0)
			if err != nil {
				return -1, fmt.Errorf("cgroups: %w", err)
			}
			s.pidsFD = fd
			cur := filepath.Join(filepath.Dir(s.PidsMax), "pids.current")
			if s.pidsCurrentFD, err = unix.Open(cur, unix.O_RDONLY|unix.O_CLOEXEC, 0); err != nil {
				return -1, fmt.Errorf("cgroups: %w", err)
			}
		}
	}
	for _, f := range s.Cgroups {
		if err := os.WriteFile(f, []byte("0"), 0); err != nil {
			return -1, fmt.Errorf("cgroups: join: %w", err)
		}
	}
	if s.Root != nil {
		if err := makeRoot(s.Root); err != nil {
			return -1, err
		}
		w := s.Work
		m, err := mountWork(s.Dir, w.Size, s.UID, s.GID, w.RO, w.RW, w.Keep)
		if err != nil {
			return -1, fmt.Errorf("root: %w", err)
		}
		s.mounts = m
		if err := unix.Chdir(s.Dir); err != nil {
			return -1, fmt.Errorf("root: %w", err)
		}
	} else if s.MountProc {
		if err := serverInit(serverSpec{MountProc: true}); err != nil {
			return -1, err
		}
		for _, r := range s.Reach {
			if err := overmount(r); err != nil {
				return -1, fmt.Errorf("namespaces: make %s reachable: %w", r.Top, err)
			}
		}
		if err := unix.Chdir(s.Dir); err != nil {
			return -1, fmt.Errorf("namespaces: %w", err)
		}
	}
	var rules []rule
	if s.Landlock > 0 {
		var err error
		// Opened before dropping privileges: the judge may reach paths nobody can.
		if rules, err = openRules(s.Landlock, s.RO, s.RW); err != nil {
			return -1, fmt.Errorf("landlock: %w", err)
		}
	}
	for i, l := range s.Rlimits {
		if l.Res == unix.RLIMIT_AS {
			s.addressLimit = &s.Rlimits[i] // set by execWithAddressLimit, last
			continue
		}
		if err := unix.Setrlimit(l.Res, &unix.Rlimit{Cur: l.Cur, Max: l.Max}); err != nil {
			return -1, fmt.Errorf("rlimits: setrlimit %d: %w", l.Res, err)
		}
	}
	if s.Landlock > 0 {
		if ruleset, err = newRuleset(s.Landlock, rules, s.Root == nil); err != nil {
			return -1, fmt.Errorf("landlock: %w", err)
		}
		return ruleset, nil // closed on exec, or with the helper
	}
	return -1, nil
}

func overmount(r reach) error {
	fds := make([]int, len(r.Paths))
	for i, p := range r.Paths {
		fd, err := unix.Open(p, unix.O_PATH|unix.O_CLOEXEC, 0)
		if err != nil {
			return err
		}
		defer unix.Close(fd)
		fds[i] = fd
	}
	if err := unix.Mount("tmpfs", r.Top, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, "mode=755,size=64k"); err != nil {
		return err
	}
	for i, p := range r.Paths {
		var st unix.Stat_t
		if err := unix.Fstat(fds[i], &st); err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if st.Mode&unix.S_IFMT == unix.S_IFDIR {
			if err := os.Mkdir(p, 0o755); err != nil {
				return err
			}
		} else if err := os.WriteFile(p, nil, 0o644); err != nil {
			return err
		}
		if err := unix.Mount(fmt.Sprintf("/proc/self/fd/%d", fds[i]), p, "", unix.MS_BIND|unix.MS_REC, ""); err != nil {
			return err
		}
	}
	return nil
}

// Landlock rights by ABI version.
const (
	fsABI1 = ll.AccessFSExecute | ll.AccessFSWriteFile | ll.AccessFSReadFile | ll.AccessFSReadDir |
		ll.AccessFSRemoveDir | ll.AccessFSRemoveFile | ll.AccessFSMakeChar | ll.AccessFSMakeDir |
		ll.AccessFSMakeReg | ll.AccessFSMakeSock | ll.AccessFSMakeFifo | ll.AccessFSMakeBlock | ll.AccessFSMakeSym
	fileRights = ll.AccessFSExecute | ll.AccessFSWriteFile | ll.AccessFSReadFile | ll.AccessFSTruncate | ll.AccessFSIoctlDev
	readRights = ll.AccessFSExecute | ll.AccessFSReadFile | ll.AccessFSReadDir
)

func handledFS(abi int) uint64 {
	h := uint64(fsABI1)
	if abi >= 2 {
		h |= ll.AccessFSRefer
	}
	if abi >= 3 {
		h |= ll.AccessFSTruncate
	}
	if abi >= 5 {
		h |= ll.AccessFSIoctlDev
	}
	return h
}

type rule struct {
	fd     int
	access uint64
}

func openRules(abi int, ro, rw []string) ([]rule, error) {
	h := handledFS(abi)
	var rules []rule
	add := func(p string, access uint64) error {
		fd, err := unix.Open(p, unix.O_PATH|unix.O_CLOEXEC, 0)
		if errors.Is(err, unix.ENOENT) {
			return nil // system paths that this machine lacks
		}
		if err != nil {
			return fmt.Errorf("open %s: %w", p, err)
		}
		var st unix.Stat_t
		if err := unix.Fstat(fd, &st); err != nil {
			return err
		}
		if st.Mode&unix.S_IFMT != unix.S_IFDIR {
			access &= fileRights // directory rights on a file are EINVAL
		}
		rules = append(rules, rule{fd, access & h})
		return nil
	}
	for _, p := range ro {
		if err := add(p, readRights); err != nil {
			return nil, err
		}
	}
	for _, p := range rw {
		if err := add(p, h); err != nil {
			return nil, err
		}
	}
	return rules, nil
}

// newRuleset makes a Landlock ruleset of rules (their fds are closed). In
// a private root the files are the root's business (fs false): Landlock
// then handles only TCP, signals and abstract sockets.
func newRuleset(abi int, rules []rule, fs bool) (int, error) {
	defer func() {
		for _, r := range rules {
			unix.Close(r.fd)
		}
	}()
	attr := ll.RulesetAttr{}
	if fs {
		attr.HandledAccessFS = handledFS(abi)
	}
	if abi >= 4 {
		attr.HandledAccessNet = ll.AccessNetBindTCP | ll.AccessNetConnectTCP // no rule: all TCP denied
	}
	if abi >= 6 {
		attr.Scoped = ll.ScopeAbstractUnixSocket | ll.ScopeSignal // no signals out of the run
	}
	fd, err := ll.LandlockCreateRuleset(&attr, 0)
	if err != nil {
		return -1, fmt.Errorf("create ruleset: %w", err)
	}
	for _, r := range rules {
		if err := ll.LandlockAddPathBeneathRule(fd, &ll.PathBeneathAttr{AllowedAccess: r.access, ParentFd: r.fd}, 0); err != nil {
			unix.Close(fd)
			return -1, fmt.Errorf("add rule: %w", err)
		}
	}
	return fd, nil
}
