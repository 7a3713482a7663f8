//go:build linux

package sandbox

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// One run inside a server or helper: its mounts, then the program's child
// (child.go) forked from a thread that waits for it.

// runOne runs one program, the child-side routine of servers and helpers:
// leftovers of the last run reaped, IPC objects removed, the run's mounts
// made, then the program started and reaped on a thread of its own. It
// returns the reply and the run's end (unmounting), which a server calls
// once it has replied and a helper not at all: its namespace ends with it.
func runOne(req *runRequest, fds []int, g *gate, send func(runReply)) (runReply, func() error) {
	var ends []func() error
	end := func() error {
		var err error
		for i := len(ends) - 1; i >= 0; i-- {
			if e := ends[i](); e != nil && err == nil {
				err = e
			}
		}
		return err
	}
	reapAll()
	ruleset, m, err := mountRun(req, &ends)
	if err != nil {
		closeAll(fds)
		return failReply(err), end
	}
	r := runThreaded(req, fds, ruleset, g, m, send)
	if m != nil {
		if r.Started && !r.sent {
			r.Full = m.full()
			if m.keep && !r.Full { // a full work dir's files are of no use: not copied to the host's disk
				if err := m.keepFiles(); err != nil && r.Error == "" {
					r.Error = "work dir: " + err.Error()
				}
			}
		}
		ends = append(ends, m.unmount)
	}
	return r, end
}

// mountRun makes the run's paths reachable, its Landlock ruleset (-1:
// none) and, in a private root, its work dir's mounts; what is to undo
// after the run is added to ends.
func mountRun(req *runRequest, ends *[]func() error) (ruleset int, m *runMounts, err error) {
	for _, r := range req.Reach {
		err := overmount(r)
		*ends = append(*ends, func() error { return unix.Unmount(r.Top, unix.MNT_DETACH) })
		if err != nil {
			return -1, nil, errorf(MechNamespaces, "make %s reachable: %v", r.Top, err)
		}
	}
	ruleset = -1
	if req.Landlock > 0 {
		if ruleset, err = rulesets.get(req.Landlock, req.RO, req.RW, req.Work == nil); err != nil {
			return -1, nil, &mechError{MechLandlock, err}
		}
	}
	if w := req.Work; w != nil {
		if m, err = mountWork(w, req.UID, req.GID); err != nil {
			return -1, nil, &mechError{MechRoot, err}
		}
	}
	return ruleset, m, nil
}

// runThreaded runs the program from a thread that waits for it (a
// server's forker, forker.go, or a helper's thread of its own) and closes
// its files, so that the judge's pipes see their end; the mounts are ended
// by the caller, on a thread that kept its privileges. A server's run
// whose files stay in the work dir replies from the forker, at once
// (send): the serving goroutine's wake-up is then off the path to the
// next program.
func runThreaded(req *runRequest, fds []int, ruleset int, g *gate, m *runMounts, send func(runReply)) runReply {
	early := send != nil && (m == nil || !m.keep)
	var f *forker
	if send != nil {
		f = serverForker()
	}
	c, opened, err := prepareChild(req, fds, ruleset, f)
	defer closeAll(opened)
	var r runReply
	run := func() {
		if err != nil {
			r = failReply(err)
		} else {
			r = runChild(c, req, g)
		}
		closeAll(fds)
		if early {
			g.wait() // read already, unless the run failed before its thread waited
			if r.Started && m != nil {
				r.Full = m.full()
			}
			send(r)
			r.sent = true
		}
	}
	if f != nil {
		f.do(run)
		placedInto = placedInto || c.placed
		return r
	}
	// A helper runs one program: a thread of its own, locked until the
	// child is reaped (the child's parent-death signal follows it).
	done := make(chan struct{})
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		run()
		close(done)
	}()
	<-done
	return r
}

// rulesetCache keeps a server's Landlock rulesets: a ruleset can restrict
// any number of threads, and a judge's runs repeat the same paths (system
// paths, the program's dir, a worker's work dir). The key holds each
// path's device and inode, since a rule is on the inode: a dir made again
// under the same name needs a new ruleset.
type rulesetCache map[string]int

var rulesets = rulesetCache{}

// maxRulesets bounds a server's open rulesets.
const maxRulesets = 32

func (c rulesetCache) get(abi int, ro, rw []string, fs bool) (int, error) {
	var key strings.Builder
	fmt.Fprint(&key, abi, fs)
	for i, list := range [][]string{ro, rw} {
		for _, p := range list {
			var st unix.Stat_t
			if err := unix.Stat(p, &st); err == nil {
				fmt.Fprintf(&key, "|%d%s:%d:%d", i, p, st.Dev, st.Ino)
			}
		}
	}
	if fd, ok := c[key.String()]; ok {
		return fd, nil
	}
	rules, err := openRules(abi, ro, rw)
	if err != nil {
		return -1, err
	}
	fd, err := newRuleset(abi, rules, fs)
	if err != nil {
		return -1, err
	}
	if len(c) >= maxRulesets {
		for k, old := range c {
			unix.Close(old)
			delete(c, k)
			break
		}
	}
	c[key.String()] = fd
	return fd, nil
}

// groupFiles are a server's descriptors of the cgroup files that stay the
// same from run to run (runRequest.Kept), by path: opened once, not for
// every run. Close-on-exec; a program gets only its three files.
var groupFiles = map[string]int{}

// lastGroup is the v2 group a server's last child was cloned into, open:
// a server's next run is usually in the same group (kept, cgroup.go).
// Held until a run in another group: a removed group's descriptor pins
// only the group's own memory.
var lastGroup = struct {
	dir string
	fd  int
}{fd: -1}

// placedInto says that a child of this server was cloned into its group
// (clone3 with CLONE_INTO_CGROUP works here): the next ones need no
// cgroup.procs to join by.
var placedInto bool

// prepareChild is the child's spec: the run's cgroup files opened
// (opened: those to close after the run), its restrictions and its
// program. f is the server's forker that forks it (nil: a helper's
// thread).
func prepareChild(req *runRequest, fds []int, ruleset int, f *forker) (c *childSpec, opened []int, err error) {
	c = &childSpec{uid: req.UID, gid: req.GID, ruleset: ruleset, fds: [3]int{fds[0], fds[1], fds[2]}, probe: req.Probe, gate: -1,
		pidns: req.Unshare&syscall.CLONE_NEWPID != 0, into: vforkArgs()}
	for _, core := range req.Cores {
		if core >= 0 && core < maxPinCore {
			c.among[core>>6] |= 1 << (core & 63)
		}
	}
	opened, err = c.joinGroups(req)
	if err == nil {
		err = c.restrictions(req, f)
	}
	if err == nil && !req.Probe {
		err = c.program(req)
	}
	return c, opened, err
}

// runChild starts the run's program in a child restricted on its own
// (child.go) and reaps it. A server's child is forked ahead of the run's
// turn and waits for it, set up, on the judge's socket (childGate); the
// gate is read by the server instead for a probe, which never execs, and
// where the child failed before reading it. Its thread changes nothing of
// its own and stays alive until the child is reaped, since the child's
// parent-death signal follows the thread that forked it.
func runChild(c *childSpec, req *runRequest, g *gate) runReply {
	if g != nil && !g.done && !req.Probe {
		c.gate = g.fd
	} else if !g.wait() {
		return failReply(errWithdrawn)
	}
	if req.ResetPids {
		resetPids()
	}
	pid, status, gated, err := forkChild(c, req.Path)
	if gated {
		g.done, g.open = true, !errors.Is(err, errWithdrawn)
	}
	if err != nil {
		return failReply(err)
	}
	if status >= 0 {
		defer unix.Close(status)
	}
	return reapChild(pid, status, req.Probe)
}

// joinGroups opens the cgroup files by which the child joins the run's
// groups, or the v2 group it is cloned into; opened are the descriptors
// to close after the fork.
func (c *childSpec) joinGroups(req *runRequest) (opened []int, err error) {
	for _, f := range req.Tasks {
		if placedInto && req.Group != "" {
			break
		}
		kept := slices.Contains(req.Kept, f)
		fd, ok := groupFiles[f]
		if !ok || !kept {
			if fd, err = openHost(f, unix.O_WRONLY); err != nil {
				return opened, errorf(MechCgroups, "%w", err)
			}
			if kept {
				groupFiles[f] = fd
			} else {
				opened = append(opened, fd)
			}
		}
		c.join = append(c.join, fd)
	}
	if req.Group != "" {
		if req.Group != lastGroup.dir {
			fd, err := openGroup(req.Group)
			if err != nil {
				return opened, err
			}
			if lastGroup.fd >= 0 {
				unix.Close(lastGroup.fd)
			}
			lastGroup.dir, lastGroup.fd = req.Group, fd
		}
		intoGroup(&c.into, lastGroup.fd)
	}
	return opened, nil
}

// restrictions are the child's namespaces, rlimits, capabilities, seccomp
// filter (its part of it when forked from a thread that holds the rest),
// work dir and root.
func (c *childSpec) restrictions(req *runRequest, f *forker) error {
	c.unshare = req.Unshare &^ syscall.CLONE_NEWPID // the init's, by clone
	for _, l := range req.Limits {
		c.limRes = append(c.limRes, l.Res)
		c.lims = append(c.lims, unix.Rlimit{Cur: l.Cur, Max: l.Max})
	}
	if req.UID < 0 {
		c.capHdr.Version = unix.LINUX_CAPABILITY_VERSION_3
	}
	prog, err := seccompProg()
	switch {
	case f != nil && f.sealed != 0 && c.unshare == f.sealed && !c.pidns && req.Group == "":
		// The forker's filter is the whole one for this child, which
		// a plain vfork makes (clone3 is refused).
		prog, err = nil, nil
		c.into = cloneArgs{}
	case f != nil && f.filtered:
		prog, err = childProg()
	}
	if len(prog) > 0 {
		c.seccomp = &unix.SockFprog{Len: uint16(len(prog)), Filter: &prog[0]}
	} else if err != nil {
		return errorf(MechNoNewPrivs, "%w", err)
	}
	if c.dir, err = syscall.BytePtrFromString(req.Dir); err != nil {
		return err
	}
	if pivoted {
		c.chroot = boxDirArg
	}
	return nil
}

// program is what the child execs: its path, arguments and environment.
func (c *childSpec) program(req *runRequest) error {
	var err error
	if c.path, err = syscall.BytePtrFromString(req.Path); err != nil {
		return err
	}
	if c.argv, err = syscall.SlicePtrFromStrings(req.Args); err != nil {
		return err
	}
	c.envv, err = syscall.SlicePtrFromStrings(req.Env)
	return err
}

// reapChild waits for the child pid (with an init, its report on the
// status pipe is the program's end) and replies how it ended: a probe's
// child must have exited 0.
func reapChild(pid, status int, probe bool) runReply {
	for {
		var ws syscall.WaitStatus
		var ru syscall.Rusage
		wpid, err := rawWait4(-1, &ws, 0, &ru)
		if err == nil && wpid == pid && status >= 0 {
			rep, err := readInitReport(status)
			if err != nil {
				return failReply(err)
			}
			ws, ru = syscall.WaitStatus(rep.Status), rep.Ru
		}
		switch {
		case err != nil: // not EINTR: rawWait4 retries it
			return failReply(fmt.Errorf("wait: %w", err))
		case wpid == pid && probe:
			if !ws.Exited() || ws.ExitStatus() != 0 {
				return failReply(fmt.Errorf("server: probe child: %v", ws))
			}
			return runReply{}
		case wpid == pid:
			return runReply{Started: true, Status: int(ws),
				CPU: ru.Utime.Nano() + ru.Stime.Nano(), MaxRSS: int64(ru.Maxrss) * 1024}
		}
	}
}

// pidBase is where a server's pid numbers start again for each run: the
// program's pids as its /proc shows them (the server's pid namespace) are
// the same whatever the runs before did (the program's own namespace
// numbers them from 2 anyway).
const pidBase = 1000

// lastPid is the server's descriptor of its pid namespace's ns_last_pid.
var lastPid = -2

// resetPids makes the next pid of the server's namespace pidBase+1, as far
// as it is free; best effort (the run's own namespace is what matters).
func resetPids() {
	if lastPid == -2 {
		lastPid, _ = unix.Open("/proc/sys/kernel/ns_last_pid", unix.O_WRONLY|unix.O_CLOEXEC, 0)
	}
	if lastPid >= 0 {
		_, _ = unix.Pwrite(lastPid, []byte(strconv.Itoa(pidBase)), 0)
	}
}

// secureBits: exec as uid 0 grants no capabilities, and nothing of it can
// be undone (NOROOT, NO_SETUID_FIXUP, KEEP_CAPS off, NO_CAP_AMBIENT_RAISE,
// each locked).
const secureBits = 0x01 | 0x02 | 0x04 | 0x08 | 0x20 | 0x40 | 0x80

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
