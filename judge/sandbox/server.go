//go:build linux

package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// A per-run helper costs a re-exec of the judge binary, five fresh
// namespaces and a private root for every run (about 5 ms). A server is a
// helper that stays: started once, PID 1 of its own pid, net, mount, ipc
// and uts namespaces, pivoted into its private root, it runs one program
// at a time for the judge.
//
// Each run (runOne, which helpers run too) mounts the run's work dir and
// binds, then forks the program's child (child.go), which restricts itself
// alone (cgroups, ipc and cgroup namespaces, rlimits, user, no_new_privs,
// seccomp, Landlock) and execs the program; the server's thread reaps it.
// Nothing of the server has the program's uid, rlimits or Landlock
// domain, and the server is not dumpable, so nothing the program can name
// reaches it. Between runs the judge kills what is left in the run's
// cgroups, the server reaps it, the run's ipc namespace is gone with its
// last process and the work dir's tmpfs with its mount, so nothing of one
// run reaches the next.

// serveArg marks the judge binary's re-execution as a server.
const serveArg = "__slidejudge_sandbox_server__"

// serverFD is the server's end of its SOCK_SEQPACKET socket to the judge.
const serverFD = 3

// serverSpec is how a server sets itself up (as JSON in argv).
type serverSpec struct {
	MountProc bool
	Root      *rootSpec // a private root to pivot into (mount namespace needed)
}

// runRequest is one run, sent to a server with the program's stdin,
// stdout and stderr as SCM_RIGHTS.
type runRequest struct {
	Path      string
	Args      []string
	Env       []string
	Dir       string
	Reach     []reach
	Limits    []rlimit // set in the program's child
	Unshare   uintptr  // namespaces the program's child takes (ipc, cgroup; pid: an init's)
	ResetPids bool     // the server's pid namespace is its own: its pids start again at every run
	UID, GID  int
	Landlock  int
	RO, RW    []string
	Probe     bool

	Tasks []string // the run groups' files the child joins by (v1 tasks; v2 cgroup.procs)
	Group string   // v2: the run's group, which the child is cloned straight into (Tasks then only where clone3 cannot)
	Kept  []string // those of the files above that are the server's for good (its groups): opened once

	Work *workSpec // in a private root: the work dir's tmpfs and binds
}

// workSpec is a run's mounts in a private root.
type workSpec struct {
	Dir    string    // the work dir on the host (runRequest.Dir is the program's)
	Paths  *boxPaths // the run's host paths in the box
	Size   int64     // bytes the work dir holds
	Keep   bool      // copy the files the program left back to the host's dir
	RO, RW []string  // host paths bound at the same place
}

// failReply is the reply of a run that failed with err.
func failReply(err error) runReply {
	var me *mechError
	if errors.As(err, &me) {
		return runReply{Error: me.err.Error(), Mech: me.mech}
	}
	return runReply{Error: err.Error()}
}

// err is the reply's failure, typed again.
func (r runReply) err() error {
	if r.Mech != "" {
		return &mechError{r.Mech, errors.New(r.Error)}
	}
	return errors.New(r.Error)
}

// runReply is the server's answer: ready (first message), a failure, or
// the program's wait status.
type runReply struct {
	Error   string // the server could not start the program: why
	Mech    string // and the mechanism that failed (mechError), if one did
	Started bool
	Status  int   // wait status, when Started
	CPU     int64 // ns, from the program's rusage
	MaxRSS  int64 // bytes, from the program's rusage
	Full    bool  // the work dir ran out of space or inodes

	sent bool // replied already, from the run's thread
}

// serve is the server's main, entered from init: it sets up its namespace
// and answers requests until the judge closes the socket.
func serve(arg string) {
	notDumpable()
	syscall.CloseOnExec(serverFD)
	// Descriptors the judge inherited without close-on-exec (from a shell,
	// say) would reach the program: none do.
	_ = unix.CloseRange(3, math.MaxUint32, unix.CLOSE_RANGE_CLOEXEC)
	send := func(r runReply) {
		b, _ := json.Marshal(r)
		for {
			_, err := unix.Write(serverFD, b)
			if err != unix.EINTR {
				return
			}
		}
	}
	var spec serverSpec
	err := json.Unmarshal([]byte(arg), &spec)
	if err == nil {
		err = serverInit(spec)
	}
	if err != nil {
		send(failReply(err))
		os.Exit(helperFailed)
	}
	send(runReply{}) // ready
	buf := make([]byte, 1<<20)
	oob := make([]byte, unix.CmsgSpace(3*4))
	for {
		n, oobn, _, _, err := unix.Recvmsg(serverFD, buf, oob, unix.MSG_CMSG_CLOEXEC)
		if err == unix.EINTR {
			continue
		}
		if err != nil || n == 0 {
			os.Exit(0) // the judge has gone
		}
		fds := rights(oob[:oobn])
		g := &gate{fd: serverFD}
		var req runRequest
		var r runReply
		switch {
		case len(fds) != 3:
			r.Error = fmt.Sprintf("server: %d files instead of stdin, stdout and stderr", len(fds))
		case json.Unmarshal(buf[:n], &req) != nil:
			r.Error = "server: malformed request"
		default:
			r, end := runOne(&req, fds, g, send)
			g.wait() // a run that failed before its thread waited: the judge's word is read all the same
			if !r.sent {
				send(r)
			}
			// After the reply: the judge reads the result meanwhile. A
			// server that cannot end a run's mounts stops; the judge then
			// starts another.
			if err := end(); err != nil {
				os.Exit(helperFailed)
			}
			continue
		}
		closeAll(fds)
		g.wait()
		send(r)
	}
}

// goAhead is the judge's word that a prepared run's program may start; any
// other message, or the judge gone, withdraws the run.
const goAhead = 'g'

// gate holds a prepared run until its turn. The judge sends a run ahead of
// its turn, so that its server sets the run up (mounts, the child's
// arguments and group files) while another program runs, and one byte
// when the program may start; every request is followed by exactly one
// such message, read once whatever became of the run.
type gate struct {
	fd         int
	done, open bool
}

// wait reads the judge's word (once) and says whether the program may
// start. A nil gate (a helper's) is always open: its request is its turn.
func (g *gate) wait() bool {
	if g == nil {
		return true
	}
	if !g.done {
		g.done = true
		var b [16]byte
		for {
			n, err := unix.Read(g.fd, b[:])
			if err == unix.EINTR {
				continue
			}
			g.open = err == nil && n == 1 && b[0] == goAhead
			break
		}
	}
	return g.open
}

// serverInit pivots into a private root, or makes the mounts private and
// mounts the namespace's /proc.
func serverInit(s serverSpec) error {
	if s.Root != nil {
		return makeRoot(s.Root)
	}
	if !s.MountProc {
		return nil
	}
	if err := unix.Mount("", "/", "", unix.MS_REC|unix.MS_PRIVATE, ""); err != nil {
		return errorf(MechNamespaces, "make mounts private: %w", err)
	}
	if err := unix.Mount("proc", "/proc", "proc", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, ""); err != nil {
		return errorf(MechNamespaces, "mount /proc: %w", err)
	}
	return nil
}

func rights(oob []byte) []int {
	msgs, err := unix.ParseSocketControlMessage(oob)
	if err != nil {
		return nil
	}
	var fds []int
	for i := range msgs {
		f, err := unix.ParseUnixRights(&msgs[i])
		if err == nil {
			fds = append(fds, f...)
		}
	}
	return fds
}

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
	fail := func(err error) (runReply, func() error) {
		closeAll(fds)
		return failReply(err), end
	}
	reapAll()
	for _, r := range req.Reach {
		err := overmount(r)
		ends = append(ends, func() error { return unix.Unmount(r.Top, unix.MNT_DETACH) })
		if err != nil {
			return fail(errorf(MechNamespaces, "make %s reachable: %v", r.Top, err))
		}
	}
	ruleset := -1
	if req.Landlock > 0 {
		var err error
		if ruleset, err = rulesets.get(req.Landlock, req.RO, req.RW, req.Work == nil); err != nil {
			return fail(&mechError{MechLandlock, err})
		}
	}
	var m *runMounts
	if w := req.Work; w != nil {
		var err error
		if m, err = mountWork(w, req.UID, req.GID); err != nil {
			return fail(&mechError{MechRoot, err})
		}
	}
	// The program's files are closed first, so that the judge's pipes see
	// their end; the mounts are ended here, on a thread that kept its
	// privileges.
	// A server's run whose files stay in the work dir replies from the
	// run's thread, at once: the thread's end and the serving goroutine's
	// wake-up are then off the path to the next program.
	early := send != nil && (m == nil || !m.keep)
	done := make(chan runReply)
	go func() {
		r := runThread(req, fds, ruleset, g)
		closeAll(fds)
		if early {
			g.wait() // read already, unless the run failed before its thread waited
			if r.Started && m != nil {
				r.Full = m.full()
			}
			send(r)
			r.sent = true
		}
		done <- r
	}()
	r := <-done
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

func closeAll(fds []int) {
	for _, fd := range fds {
		unix.Close(fd)
	}
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

// runThread starts the run's program in a child restricted on its own
// (child.go) and reaps it. The thread itself changes nothing of its own;
// it stays locked until the child is reaped, since the child's
// parent-death signal follows the thread that forked it.
func runThread(req *runRequest, fds []int, ruleset int, g *gate) runReply {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	fail := failReply

	var opened []int
	defer func() {
		for _, fd := range opened {
			unix.Close(fd)
		}
	}()
	c := &childSpec{uid: req.UID, gid: req.GID, ruleset: ruleset, fds: [3]int{fds[0], fds[1], fds[2]}, probe: req.Probe,
		pidns: req.Unshare&syscall.CLONE_NEWPID != 0}
	for _, f := range req.Tasks {
		kept := slices.Contains(req.Kept, f)
		fd, ok := groupFiles[f]
		if !ok || !kept {
			var err error
			if fd, err = openHost(f, unix.O_WRONLY); err != nil {
				return fail(errorf(MechCgroups, "%w", err))
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
		fd, err := openGroup(req.Group)
		if err != nil {
			return fail(err)
		}
		opened = append(opened, fd)
		c.into = intoGroup(fd)
	}
	c.unshare = req.Unshare &^ syscall.CLONE_NEWPID // the init's, by clone
	for _, l := range req.Limits {
		c.limRes = append(c.limRes, l.Res)
		c.lims = append(c.lims, unix.Rlimit{Cur: l.Cur, Max: l.Max})
	}
	if req.UID < 0 {
		c.capHdr.Version = unix.LINUX_CAPABILITY_VERSION_3
	}
	if len(seccompProg) > 0 {
		c.seccomp = &unix.SockFprog{Len: uint16(len(seccompProg)), Filter: &seccompProg[0]}
	} else if seccompErr != nil {
		return fail(errorf(MechNoNewPrivs, "%w", seccompErr))
	}
	var err error
	if c.dir, err = syscall.BytePtrFromString(req.Dir); err != nil {
		return fail(err)
	}
	if pivoted {
		c.chroot, _ = syscall.BytePtrFromString(boxDir)
	}
	if !req.Probe {
		if c.path, err = syscall.BytePtrFromString(req.Path); err != nil {
			return fail(err)
		}
		if c.argv, err = syscall.SlicePtrFromStrings(req.Args); err != nil {
			return fail(err)
		}
		if c.envv, err = syscall.SlicePtrFromStrings(req.Env); err != nil {
			return fail(err)
		}
	}
	// Ready: the rest waits for the run's turn.
	if !g.wait() {
		return fail(errors.New("server: run withdrawn before its start"))
	}
	if req.ResetPids {
		resetPids()
	}
	pid, status, err := forkChild(c, req.Path)
	if err != nil {
		return fail(err)
	}
	if status >= 0 {
		defer unix.Close(status)
	}
	for {
		var ws syscall.WaitStatus
		var ru syscall.Rusage
		wpid, err := syscall.Wait4(-1, &ws, 0, &ru)
		if err == nil && wpid == pid && status >= 0 {
			// The init's report is the program's end.
			rep, err := readInitReport(status)
			if err != nil {
				return fail(err)
			}
			ws, ru = syscall.WaitStatus(rep.Status), rep.Ru
		}
		switch {
		case err == syscall.EINTR:
		case err != nil:
			return fail(fmt.Errorf("wait: %w", err))
		case wpid == pid && req.Probe:
			if !ws.Exited() || ws.ExitStatus() != 0 {
				return fail(fmt.Errorf("server: probe child: %v", ws))
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

// reapAll reaps what the last run left (killed by the judge through the
// run's cgroups), without waiting.
func reapAll() {
	for {
		var ws syscall.WaitStatus
		pid, err := syscall.Wait4(-1, &ws, syscall.WNOHANG, nil)
		if err == syscall.EINTR {
			continue
		}
		if pid <= 0 || err != nil {
			return
		}
	}
}
