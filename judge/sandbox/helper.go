//go:build linux

package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"syscall"

	ll "github.com/landlock-lsm/go-landlock/landlock/syscall"
	"golang.org/x/sys/unix"
)

// helperArg marks the judge binary's re-execution as a per-run helper: a
// server for one run (server.go), for the machines where servers cannot
// stay (no namespaces, no cgroups) and
// for PerRunHelper. It sets itself up as a server does, runs its one
// request with the same child-side routine (runOne) and writes the reply
// on its status pipe.
const helperArg = "__slidejudge_sandbox_helper__"

// helperFailed is a server's exit code when it could not set itself up.
const helperFailed = 121

// statusFD is the helper's pipe for its reply.
const statusFD = 3

// helperSpec is a helper's whole task (JSON in argv): its set-up, and the
// run, whose stdin, stdout and stderr are the helper's own.
type helperSpec struct {
	Server serverSpec
	Req    runRequest
}

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

// init enters the helper or server before any main runs: a binary that
// links the package is its own helper with no call of its own, and a test
// binary re-executed as one never reruns its tests.
func init() {
	if len(os.Args) >= 3 && os.Args[1] == helperArg {
		runHelper(os.Args[2])
	}
	if len(os.Args) >= 3 && os.Args[1] == serveArg {
		serve(os.Args[2])
	}
}

func runHelper(arg string) {
	notDumpable()
	syscall.CloseOnExec(statusFD)
	// Descriptors the judge inherited without close-on-exec (from a shell,
	// say) would reach the program: none do.
	_ = unix.CloseRange(3, math.MaxUint32, unix.CLOSE_RANGE_CLOEXEC)
	reply := func(r runReply) {
		b, _ := json.Marshal(r)
		_, _ = unix.Write(statusFD, b)
		if r.Error != "" && !r.Started {
			os.Exit(helperFailed)
		}
		os.Exit(0)
	}
	var h helperSpec
	if err := json.Unmarshal([]byte(arg), &h); err != nil {
		reply(failReply(fmt.Errorf("helper: %w", err)))
	}
	if err := serverInit(h.Server); err != nil {
		reply(failReply(err))
	}
	r, _ := runOne(&h.Req, []int{0, 1, 2}, nil, nil) // its mounts end with its namespace
	reply(r)
}

// notDumpable makes a server or helper not dumpable: its /proc/PID files
// (fd, mem, environ, root) are root's, and no process without
// CAP_SYS_PTRACE over its namespace can open them or ptrace it, even of
// the same uid (a judge that is not root runs its programs as its uid).
func notDumpable() {
	if err := unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0); err != nil {
		os.Exit(helperFailed)
	}
}

// startFailure says why the program did not start. What a submission can
// cause — its file not executable, unreachable or gone, its work dir gone
// — is its own failure (NotExecutable: RE), never the judge's.
func startFailure(path string, err error) error {
	switch {
	case errors.Is(err, syscall.ENOEXEC):
		return errorf(progStart, "%s is not an executable for this machine", filepath.Base(path))
	case errors.Is(err, syscall.ENOENT), errors.Is(err, syscall.EACCES), errors.Is(err, syscall.EPERM),
		errors.Is(err, syscall.ENOTDIR), errors.Is(err, syscall.ELOOP), errors.Is(err, syscall.ETXTBSY):
		return errorf(progStart, "cannot start %s: %v", filepath.Base(path), err)
	}
	return fmt.Errorf("exec %s: %w", path, err)
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
