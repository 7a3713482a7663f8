//go:build linux

package sandbox

import (
	"errors"
	"fmt"

	ll "github.com/landlock-lsm/go-landlock/landlock/syscall"
	"golang.org/x/sys/unix"
)

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
