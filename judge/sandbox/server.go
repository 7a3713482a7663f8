package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"unsafe"

	ll "github.com/landlock-lsm/go-landlock/landlock/syscall"
	"golang.org/x/sys/unix"
)

// A per-run helper costs a re-exec of the judge binary, five fresh
// namespaces and a private root for every run (about 5 ms). A server is a
// helper that stays: started once, PID 1 of its own pid, net, mount, ipc
// and uts namespaces, pivoted into its private root, it runs one program
// at a time for the judge.
//
// Each run (runOne, which helpers run too) mounts the run's work dir and
// binds, then a fresh OS thread joins the run's cgroups, drops to the
// run's user, sets no_new_privs, the seccomp filter and its Landlock
// domain (all per thread) and forks the program, which inherits all of it;
// the thread then leaves the cgroups, reaps the program and ends,
// restrictions and all; the mounts end with the run. Rlimits are per process, and without
// CAP_SYS_RESOURCE a hard limit once lowered cannot be raised again: a
// server takes the rlimits of its first run and serves that set from then
// on (the judge keeps servers by set). Between runs the judge kills what is
// left in the run's cgroups, the server reaps it and removes SysV IPC
// objects, and the work dir's tmpfs is gone, so nothing of one run reaches
// the next.

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
	Path     string
	Args     []string
	Env      []string
	Dir      string
	Reach    []reach
	CPU      *rlimit  // RLIMIT_CPU, set on the program
	AS       *rlimit  // RLIMIT_AS (memory without cgroups), set on the program
	Bind     []rlimit // the others, set on a new server (or a helper) by its first run
	ClearIPC bool     // the ipc namespace is the server's own: remove the last run's objects
	UID, GID int
	Landlock int
	RO, RW   []string
	Probe    bool

	Tasks     []string // the run groups' files joined by the run's thread (v1 tasks; v2 cgroup.procs: the whole process)
	Leave     []string // where the thread goes back to
	PidsMax   string   // lowered to Processes once the thread has left
	Kept      []string // those of the files above that are the server's for good (its groups, their parents): opened once
	Processes int

	Work *workSpec // in a private root: the work dir's tmpfs and binds

	rlimits []rlimit // all of them, for the judge's side
}

// workSpec is a run's mounts in a private root.
type workSpec struct {
	Size   int64    // bytes the work dir holds
	Keep   bool     // copy the files the program left back to the host's dir
	RO, RW []string // host paths bound at the same place
}

// runReply is the server's answer: ready (first message), a failure, or
// the program's wait status.
type runReply struct {
	Error   string // the server could not start the program (mechanism first)
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
		send(runReply{Error: err.Error()})
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
// its turn, so that its server sets the run up (mounts, the restricted
// thread in the run's groups) while another program runs, and one byte
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
		return fmt.Errorf("namespaces: make mounts private: %w", err)
	}
	if err := unix.Mount("proc", "/proc", "proc", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, ""); err != nil {
		return fmt.Errorf("namespaces: mount /proc: %w", err)
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
	fail := func(format string, a ...any) (runReply, func() error) {
		closeAll(fds)
		return runReply{Error: fmt.Sprintf(format, a...)}, end
	}
	reapAll()
	for _, l := range req.Bind {
		// syscall's Setrlimit, so that NOFILE is not reset in the program.
		if err := syscall.Setrlimit(l.Res, &syscall.Rlimit{Cur: l.Cur, Max: l.Max}); err != nil {
			return fail("rlimits: setrlimit %d: %v", l.Res, err)
		}
	}
	if req.ClearIPC {
		if err := clearIPC(); err != nil {
			return fail("namespaces: %v", err)
		}
	}
	for _, r := range req.Reach {
		err := overmount(r)
		ends = append(ends, func() error { return unix.Unmount(r.Top, unix.MNT_DETACH) })
		if err != nil {
			return fail("namespaces: make %s reachable: %v", r.Top, err)
		}
	}
	ruleset := -1
	if req.Landlock > 0 {
		var err error
		if ruleset, err = rulesets.get(req.Landlock, req.RO, req.RW, req.Work == nil); err != nil {
			return fail("landlock: %v", err)
		}
	}
	var m *runMounts
	if w := req.Work; w != nil {
		var err error
		if m, err = mountWork(req.Dir, w.Size, req.UID, req.GID, w.RO, w.RW, w.Keep); err != nil {
			return fail("root: %v", err)
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

// runThread does the run's part that is per thread. It never unlocks the
// thread, so the Go runtime ends the thread with its goroutine.
func runThread(req *runRequest, fds []int, ruleset int, g *gate) runReply {
	runtime.LockOSThread()
	fail := func(err error) runReply { return runReply{Error: err.Error()} }

	// Files opened while root: once restricted, the thread cannot open them.
	var opened []int
	defer func() {
		for _, fd := range opened {
			unix.Close(fd)
		}
	}()
	open := func(f string) (int, error) {
		kept := slices.Contains(req.Kept, f)
		if fd, ok := groupFiles[f]; ok && kept {
			return fd, nil
		}
		fd, err := unix.Open(onHost(f), unix.O_WRONLY|unix.O_CLOEXEC, 0)
		if err != nil {
			return -1, fmt.Errorf("cgroups: %w", err)
		}
		if kept {
			groupFiles[f] = fd
		} else {
			opened = append(opened, fd)
		}
		return fd, nil
	}
	var leave, join []int
	for _, list := range []struct {
		files []string
		fds   *[]int
	}{{req.Leave, &leave}, {req.Tasks, &join}} {
		for _, f := range list.files {
			fd, err := open(f)
			if err != nil {
				return fail(err)
			}
			*list.fds = append(*list.fds, fd)
		}
	}
	pidsFD := -1
	if req.PidsMax != "" {
		fd, err := open(req.PidsMax)
		if err != nil {
			return fail(err)
		}
		pidsFD = fd
	}
	// "0" is the writing thread itself: the kernel then moves one thread
	// without taking the global threadgroup lock that a thread id needs.
	me := []byte("0")
	left := false
	leaveGroups := func() error {
		if left {
			return nil
		}
		left = true
		var err error
		for _, fd := range leave {
			if _, e := unix.Write(fd, me); e != nil && err == nil {
				err = fmt.Errorf("cgroups: leave: %w", e)
			}
		}
		return err
	}
	// On every way out: a thread that ends inside the run's groups would
	// keep them busy until the kernel has reaped it.
	defer leaveGroups()
	for _, fd := range join {
		if _, err := unix.Write(fd, me); err != nil {
			return fail(fmt.Errorf("cgroups: join: %w", err))
		}
	}
	if err := restrictThread(req.UID, req.GID, ruleset); err != nil {
		return fail(err)
	}
	// Ready: the rest waits for the run's turn.
	if !g.wait() {
		return fail(errors.New("server: run withdrawn before its start"))
	}
	if req.Probe {
		if err := leaveGroups(); err != nil {
			return fail(err)
		}
		return runReply{}
	}

	pid, err := syscall.ForkExec(req.Path, req.Args, &syscall.ProcAttr{
		Dir:   req.Dir,
		Env:   req.Env,
		Files: []uintptr{uintptr(fds[0]), uintptr(fds[1]), uintptr(fds[2])},
	})
	if err != nil {
		return fail(startFailure(req.Path, err))
	}
	var leaveErr error
	if cpu := req.CPU; cpu != nil {
		// On the program, since the server's own CPU time would count.
		lim := unix.Rlimit{Cur: cpu.Cur, Max: cpu.Max}
		_, _, _ = unix.RawSyscall6(unix.SYS_PRLIMIT64, uintptr(pid), unix.RLIMIT_CPU, uintptr(unsafe.Pointer(&lim)), 0, 0, 0)
	}
	if as := req.AS; as != nil {
		// On the program once exec has returned (vfork): the server's own
		// runtime needs more address space than a program's limit. The
		// program is still in the dynamic loader by then.
		lim := unix.Rlimit{Cur: as.Cur, Max: as.Max}
		if _, _, e := unix.RawSyscall6(unix.SYS_PRLIMIT64, uintptr(pid), unix.RLIMIT_AS, uintptr(unsafe.Pointer(&lim)), 0, 0, 0); e != 0 {
			_ = syscall.Kill(pid, syscall.SIGKILL)
			leaveErr = fmt.Errorf("rlimits: address space: %w", e)
		}
	}
	// The limit first, then the thread leaves: exact from then on.
	if pidsFD >= 0 {
		if _, err := unix.Write(pidsFD, []byte(strconv.Itoa(req.Processes))); err != nil {
			leaveErr = fmt.Errorf("cgroups: pids.max: %w", err)
		}
	}
	if err := leaveGroups(); err != nil && leaveErr == nil {
		leaveErr = err
	}
	for {
		var ws syscall.WaitStatus
		var ru syscall.Rusage
		wpid, err := syscall.Wait4(-1, &ws, 0, &ru)
		switch {
		case err == syscall.EINTR:
		case err != nil:
			return fail(fmt.Errorf("wait: %w", err))
		case wpid == pid:
			if leaveErr != nil {
				return fail(leaveErr)
			}
			return runReply{Started: true, Status: int(ws),
				CPU: ru.Utime.Nano() + ru.Stime.Nano(), MaxRSS: ru.Maxrss * 1024}
		}
	}
}

// restrictThread drops the calling thread to uid/gid (when >= 0), sets
// no_new_privs and applies Landlock; errors name their mechanism first.
// Raw syscalls change this thread only; the Go wrappers would change every
// thread, which is what hangs a PID 1 (SANDBOX-NOTES) and would restrict
// a server for good.
func restrictThread(uid, gid, ruleset int) error {
	if uid >= 0 {
		if _, _, e := unix.RawSyscall(unix.SYS_SETGROUPS, 0, 0, 0); e != 0 {
			return fmt.Errorf("user: setgroups: %w", e)
		}
		if _, _, e := unix.RawSyscall(unix.SYS_SETRESGID, uintptr(gid), uintptr(gid), uintptr(gid)); e != 0 {
			return fmt.Errorf("user: setresgid: %w", e)
		}
		if _, _, e := unix.RawSyscall(unix.SYS_SETRESUID, uintptr(uid), uintptr(uid), uintptr(uid)); e != 0 {
			return fmt.Errorf("user: setresuid: %w", e)
		}
	} else if err := dropCaps(); err != nil {
		return err
	}
	// A credential change clears the parent-death signal: set it again.
	if err := unix.Prctl(unix.PR_SET_PDEATHSIG, uintptr(unix.SIGKILL), 0, 0, 0); err != nil {
		return fmt.Errorf("rlimits: pdeathsig: %w", err)
	}
	if err := unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); err != nil {
		return fmt.Errorf("no_new_privs: %w", err)
	}
	if err := denySyscalls(); err != nil {
		return err
	}
	if ruleset >= 0 {
		if err := ll.LandlockRestrictSelf(ruleset, 0); err != nil {
			return fmt.Errorf("landlock: restrict self: %w", err)
		}
	}
	return nil
}

// secureBits: exec as uid 0 grants no capabilities, and nothing of it can
// be undone (NOROOT, NO_SETUID_FIXUP, KEEP_CAPS off, NO_CAP_AMBIENT_RAISE,
// each locked).
const secureBits = 0x01 | 0x02 | 0x04 | 0x08 | 0x20 | 0x40 | 0x80

// dropCaps leaves the calling thread, root of the judge's user namespace
// when the judge is not root (or root itself with MechUser off), with no
// capability that exec could give back: the program then has the
// judge's uid but none of root's powers over the namespace.
func dropCaps() error {
	if err := unix.Prctl(unix.PR_SET_SECUREBITS, secureBits, 0, 0, 0); err != nil {
		return fmt.Errorf("user: securebits: %w", err)
	}
	for c := 0; c < 64; c++ {
		if err := unix.Prctl(unix.PR_CAPBSET_DROP, uintptr(c), 0, 0, 0); err == unix.EINVAL {
			break // past the last capability
		} else if err != nil {
			return fmt.Errorf("user: drop capability %d: %w", c, err)
		}
	}
	if err := unix.Prctl(unix.PR_CAP_AMBIENT, unix.PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0); err != nil {
		return fmt.Errorf("user: ambient capabilities: %w", err)
	}
	var data [2]unix.CapUserData
	if err := unix.Capset(&unix.CapUserHeader{Version: unix.LINUX_CAPABILITY_VERSION_3}, &data[0]); err != nil {
		return fmt.Errorf("user: capset: %w", err)
	}
	return nil
}

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

// clearIPC removes the SysV shared memory, semaphores and message queues
// of the server's ipc namespace: the last run's, as the same user.
func clearIPC() error {
	if !ipcInUse() {
		return nil
	}
	for _, k := range []struct {
		file string
		rm   func(id int) error
	}{
		{"shm", func(id int) error { _, err := unix.SysvShmCtl(id, unix.IPC_RMID, nil); return err }},
		{"sem", func(id int) error {
			_, _, e := unix.Syscall6(unix.SYS_SEMCTL, uintptr(id), 0, unix.IPC_RMID, 0, 0, 0)
			return errnoErr(e)
		}},
		{"msg", func(id int) error {
			_, _, e := unix.Syscall(unix.SYS_MSGCTL, uintptr(id), unix.IPC_RMID, 0)
			return errnoErr(e)
		}},
	} {
		ids, err := ipcIDs(filepath.Join("/proc/sysvipc", k.file))
		if err != nil {
			return err
		}
		for _, id := range ids {
			if err := k.rm(id); err != nil && !errors.Is(err, unix.EINVAL) && !errors.Is(err, unix.EIDRM) {
				return fmt.Errorf("remove %s %d: %w", k.file, id, err)
			}
		}
	}
	return nil
}

// ipcInUse says whether any SysV IPC object exists in the namespace, by
// three syscalls instead of reading three /proc files at every run.
func ipcInUse() bool {
	const (
		shmInfo = 14 // SHM_INFO: struct shm_info, used_ids first
		msgInfo = 12 // MSG_INFO: struct msginfo, msgpool (queues) first
		semInfo = 19 // SEM_INFO: struct seminfo, semusz (sets) eighth
	)
	var buf [32]int32 // larger than shm_info, msginfo and seminfo
	if _, _, e := unix.Syscall(unix.SYS_SHMCTL, 0, shmInfo, uintptr(unsafe.Pointer(&buf[0]))); e != 0 || buf[0] != 0 {
		return true
	}
	buf = [32]int32{}
	if _, _, e := unix.Syscall(unix.SYS_MSGCTL, 0, msgInfo, uintptr(unsafe.Pointer(&buf[0]))); e != 0 || buf[0] != 0 {
		return true
	}
	buf = [32]int32{}
	if _, _, e := unix.Syscall6(unix.SYS_SEMCTL, 0, 0, semInfo, uintptr(unsafe.Pointer(&buf[0])), 0, 0); e != 0 || buf[7] != 0 {
		return true
	}
	return false
}

func errnoErr(e syscall.Errno) error {
	if e == 0 {
		return nil
	}
	return e
}

// ipcIDs reads the ids (second column) of /proc/sysvipc/{shm,sem,msg}.
func ipcIDs(file string) ([]int, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, nil // a kernel without SysV IPC
		}
		return nil, err
	}
	var ids []int
	lines := strings.Split(string(b), "\n")
	for _, l := range lines[min(1, len(lines)):] { // the first line is a header
		f := strings.Fields(l)
		if len(f) < 2 {
			continue
		}
		if id, err := strconv.Atoi(f[1]); err == nil {
			ids = append(ids, id)
		}
	}
	return ids, nil
}
