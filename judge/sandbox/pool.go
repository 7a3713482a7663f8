//go:build linux

package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"slices"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// server is the judge's side of one server (its other side: inside.go).
type server struct {
	cmd    *exec.Cmd
	conn   *net.UnixConn
	pid    int
	groups *serverGroups // its v1 pids and cpuacct groups and its kept run group; nil without served()
	ok     bool          // false once it failed to answer: stopped, not reused
	dir    string        // its last run's work dir, whose mount point it keeps
	buf    []byte        // for its replies, one at a time
	live   *atomic.Int64 // its Sandbox's count of servers started and not stopped
}

// maxIdle bounds the idle servers (a server per worker); the longest idle
// goes first.
const maxIdle = 8

// serverReady bounds a server's start and a message to it; serverGrace is
// how long a server may take to answer once the judge has killed its
// program. Both are budgets of time the server could use (serverClock).
// Variables for the tests.
var (
	serverReady = 10 * time.Second
	serverGrace = 10 * time.Second
)

// serverHeld counts the deadlines on servers moved because the machine
// held them (serverClock).
var serverHeld atomic.Int64

// serverClock is a deadline on a server: a budget of wall time less the
// time the machine held the server's tasks and its program's (which it
// waits for): waiting for a core (the load, a cpu group's quota, a guest
// its host stalled) or blocked on block I/O, up to maxStretch budgets in
// all (schedstat.go's tracker over the server's tree, and Waiting.stretch
// as for a run's wall limit). A starved host keeps a server that is doing
// its work from answering; a server that hangs (stopped, deadlocked,
// asleep) is not held and runs out at its budget.
//
// Nothing is read on the common path, a server answering in time. The
// tasks of a server starting were all made after the wait began (fresh):
// their figures are all the wait's, read first when the budget has run
// out. Older tasks' figures are not: they are read first at a fiftieth
// of the budget (firstPart), which counts as the server's own, and what
// the machine holds them is counted from there.
type serverClock struct {
	pid    int
	budget time.Duration // from begin
	begin  time.Time
	fresh  bool
	track  *waitTracker
	looked bool // the last expiry was given one more look (next)
}

// firstPart is the part of a budget on an older server's tasks before they
// are read first: 1/firstPart.
const firstPart = 50

// newServerClock starts a wait on the server pid at begin, fresh when
// all its tasks were made after begin.
func newServerClock(pid int, budget time.Duration, begin time.Time, fresh bool) *serverClock {
	return &serverClock{pid: pid, budget: budget, begin: begin, fresh: fresh}
}

// deadline is the wait's first deadline.
func (c *serverClock) deadline() time.Time {
	if c.fresh {
		return c.begin.Add(c.budget)
	}
	return c.begin.Add(c.budget / firstPart)
}

// next says, at an expiry, how much longer the wait goes on: 0 when the
// server has used its budget.
func (c *serverClock) next() time.Duration {
	now := time.Now()
	if c.track == nil {
		if !c.fresh {
			// The first read: counted from here, the rest of the budget.
			// However late it comes (the judge too may be held), only
			// the first part was the server's own.
			c.begin, c.budget = now, c.budget-c.budget/firstPart
			c.track = newWaitTracker(nil, &process{pid: c.pid}, now)
			c.track.sample(now)
			return c.budget
		}
		c.track = newWaitTracker(nil, &process{pid: c.pid}, c.begin)
	}
	w, ok := c.track.measure()
	if !ok {
		return 0
	}
	more := w.stretch(c.budget)
	switch {
	case more > 0:
		serverHeld.Add(1)
	case c.track.held && !c.looked && w.Wall < maxStretch*c.budget:
		// The kernel counts a wait when it ends: a task runnable now may
		// have waited since long before this read, which the next read
		// counts (schedstat.go). One more look; one running all along
		// ends then.
		c.looked = true
		return lookAgain
	}
	c.looked = false
	return more
}

// do does op, a read or write of one message on the server's socket,
// with the deadline set by setDeadline, until it ends otherwise than by
// its deadline or c has run out (c nil: no deadline). The socket is a
// SOCK_SEQPACKET one: a message goes whole or not at all, so an op whose
// deadline passed did nothing and is done again.
func (c *serverClock) do(setDeadline func(time.Time) error, op func() error) error {
	var deadline time.Time
	if c != nil {
		deadline = c.deadline()
	}
	for {
		_ = setDeadline(deadline)
		err := op()
		if c == nil || !errors.Is(err, os.ErrDeadlineExceeded) {
			return err
		}
		more := c.next()
		if more <= 0 {
			return err
		}
		deadline = time.Now().Add(more)
	}
}

// lookAgain is how soon a server that was runnable at its deadline is
// read again.
const lookAgain = 20 * time.Millisecond

// served says whether runs go through servers: they need a pid and a mount
// namespace (the server is PID 1 and mounts /proc) and cgroups, v1 or v2
// (the program's child joins the run's groups on its own).
func (s *Sandbox) served() bool {
	return s.serve && s.cg != nil && s.ownProc()
}

// ownProc says whether runs have a pid and a mount namespace, and so a
// /proc of their own.
func (s *Sandbox) ownProc() bool {
	return s.cloneflags&syscall.CLONE_NEWPID != 0 && s.cloneflags&syscall.CLONE_NEWNS != 0
}

// LeavesDirAlone says whether a run leaves its Config.Dir on the host as
// it found it, unless Config.Keep: in a private root each run's work dir
// is a tmpfs of its own, mounted over the dir's place in the box and
// ended with the run, so a caller need not empty the dir for the next run.
func (s *Sandbox) LeavesDirAlone() bool { return s.Err() == nil && s.privateRoot() }

// KeepsCores says whether a run can keep its program on its turn's core
// (Turns): served runs can; a helper's or a plain child's run where the
// kernel puts it.
func (s *Sandbox) KeepsCores() bool { return s.Err() == nil && s.served() }

// Runner says how runs start, for `judge doctor`.
func (s *Sandbox) Runner() string {
	if s.Err() != nil {
		return "none: " + s.err.Error()
	}
	if s.served() {
		return "servers: the judge binary started once per worker, in its namespaces; a child per run restricts itself and execs the program"
	}
	const helper = "a helper per run (the judge binary re-executed)"
	switch {
	case s.cg == nil:
		return helper + ", since servers need what is missing here: cgroups"
	case !s.ownProc():
		return helper + ", since servers need what is missing here: a pid and mount namespace"
	}
	return helper + ", as asked for, though servers could run here"
}

// getServer takes an idle server, or starts one. Any server serves any
// run: a run's rlimits are set in its program's child, never on a server.
func (s *Sandbox) getServer(dir string) (*server, error) {
	for {
		srv, wait := s.takeIdle(dir)
		if wait {
			continue
		}
		if srv == nil {
			return s.startServer()
		}
		if srv.alive() {
			srv.ok = true
			return srv, nil
		}
		srv.stop() // killed while idle (by the OOM killer, say): try the next
	}
}

// takeIdle takes an idle server, one whose last run had the same work dir
// first (it keeps the dir's mount point), or says to look again once a
// server that Warm is starting has arrived (wait), or finds none.
func (s *Sandbox) takeIdle(dir string) (srv *server, wait bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, match := range []func(*server) bool{
		func(srv *server) bool { return srv.dir == dir },
		func(srv *server) bool { return true },
	} {
		for i := len(s.idle) - 1; i >= 0; i-- {
			if srv := s.idle[i]; match(srv) {
				s.idle = slices.Delete(s.idle, i, i+1)
				return srv, false
			}
		}
	}
	if s.warming > 0 {
		s.warmed.Wait() // unlocks meanwhile
		return nil, true
	}
	return nil, false
}

// alive says whether an idle server still listens: a dead one's socket
// has hung up, and an idle one never writes.
func (srv *server) alive() bool {
	rc, err := srv.conn.SyscallConn()
	if err != nil {
		return false
	}
	ok := false
	_ = rc.Control(func(fd uintptr) {
		p := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN | unix.POLLRDHUP}}
		n, err := unix.Poll(p, 0)
		ok = err == nil && n == 0
	})
	return ok
}

// Warm starts servers in the background until there are n, idle or
// running a program, so that the first runs of n workers need not start
// theirs; runs that find no idle server wait for these rather than start
// more.
func (s *Sandbox) Warm(n int) {
	s.mu.Lock()
	s.warming++ // this call, until the probe is done and its servers are on their way
	s.mu.Unlock()
	go func() {
		defer s.warmDone()
		if s.Err() != nil || !s.served() {
			return
		}
		s.mu.Lock()
		// Counted against the servers there are and those on their way,
		// not against other calls: Warm(2) then Warm(3) make three, not
		// two; and a judging's runs that took the idle ones meanwhile
		// are not short of servers.
		need := max(n-int(s.live.Load())-s.starting, 0)
		if s.closed {
			need = 0
		}
		s.warming += need
		s.starting += need
		s.mu.Unlock()
		for range need {
			go func() {
				defer s.warmDone()
				srv, err := s.startServer()
				s.arrived(srv, err, true)
			}()
		}
	}()
}

// arrived ends a start counted in starting: a server that came goes idle
// (keep) or is stopped.
func (s *Sandbox) arrived(srv *server, err error, keep bool) {
	s.mu.Lock()
	s.starting--
	s.mu.Unlock()
	if err == nil {
		s.putServer(srv, keep)
	}
}

func (s *Sandbox) warmDone() {
	s.mu.Lock()
	s.warming--
	s.warmed.Broadcast()
	s.mu.Unlock()
}

// putServer returns a server to the idle list, or stops it when it is
// broken or the sandbox is closed.
func (s *Sandbox) putServer(srv *server, ok bool) {
	s.mu.Lock()
	if !ok || s.closed {
		s.mu.Unlock()
		srv.stop()
		return
	}
	s.idle = append(s.idle, srv)
	var old *server
	if len(s.idle) > maxIdle {
		old, s.idle = s.idle[0], s.idle[1:]
	}
	s.mu.Unlock()
	if old != nil {
		old.stop()
	}
}

// Close stops the sandbox's idle servers; runs still going stop theirs
// when they end. A closed Sandbox still runs programs, one server each.
func (s *Sandbox) Close() error {
	// The probe may still run (a command that stopped early): its servers
	// and its work dir must not outlive the judge.
	if s.ready != nil {
		<-s.ready
	}
	// Nor the servers still starting (New's beside its probe, Warm's):
	// each is stopped as it comes.
	s.mu.Lock()
	s.closed = true
	for s.warming > 0 {
		s.warmed.Wait()
	}
	s.mu.Unlock()
	s.stopIdle(true)
	if s.cg != nil {
		s.cg.release()
	}
	return nil
}

// stopIdle stops the idle servers, and closes the pool when asked.
func (s *Sandbox) stopIdle(close bool) {
	s.mu.Lock()
	idle := s.idle
	s.idle = nil
	s.closed = s.closed || close
	s.mu.Unlock()
	for _, srv := range idle { // all killed first: their namespaces end side by side
		srv.conn.Close()
		_ = srv.cmd.Process.Kill()
	}
	for _, srv := range idle {
		srv.stop()
	}
}

func (s *Sandbox) startServer() (*server, error) {
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_SEQPACKET|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("server socket: %w", err)
	}
	theirs := os.NewFile(uintptr(fds[1]), "server")
	defer theirs.Close()
	ours := os.NewFile(uintptr(fds[0]), "judge")
	fc, err := net.FileConn(ours)
	ours.Close()
	if err != nil {
		theirs.Close()
		return nil, fmt.Errorf("server socket: %w", err)
	}
	conn := fc.(*net.UnixConn)
	arg, _ := json.Marshal(s.serverSpec())
	cmd := exec.Command(s.self, serveArg, string(arg))
	cmd.Args[0] = "sandbox"             // what /proc/1/cmdline shows: not the judge's path
	cmd.ExtraFiles = []*os.File{theirs} // becomes serverFD
	cmd.Dir = "/"
	cmd.Env = insideEnv()
	cmd.SysProcAttr = s.helperAttr()
	begin := time.Now()
	if err := cmd.Start(); err != nil {
		conn.Close()
		return nil, errorf(MechNamespaces, "%w", err)
	}
	srv := &server{cmd: cmd, conn: conn, pid: cmd.Process.Pid, ok: true}
	if s.served() {
		if srv.groups, err = s.cg.newServerGroups(s.groupName("s")); err != nil {
			srv.stop()
			return nil, errorf(MechCgroups, "%w", err)
		}
	}
	r, err := srv.recv(newServerClock(srv.pid, serverReady, begin, true))
	if err == nil && r.Error != "" {
		err = r.err()
	}
	if err != nil {
		srv.stop()
		return nil, err
	}
	srv.live = &s.live
	s.live.Add(1)
	return srv, nil
}

// send gives the server a run with its three files.
func (srv *server) send(req *runRequest, files [3]*os.File) error {
	b, err := json.Marshal(req)
	if err != nil {
		return err
	}
	rights := unix.UnixRights(int(files[0].Fd()), int(files[1].Fd()), int(files[2].Fd()))
	return srv.write(func() error {
		_, _, err := srv.conn.WriteMsgUnix(b, rights, nil)
		return err
	})
}

// goAhead starts the program of the run sent last (see gate), kept on
// core unless it is -1.
func (srv *server) goAhead(core int) error {
	return srv.write(func() error {
		_, err := srv.conn.Write(goAheadWord(core))
		return err
	})
}

// write sends one message by send, within serverReady of the server's
// time.
func (srv *server) write(send func() error) error {
	c := newServerClock(srv.pid, serverReady, time.Now(), false)
	return c.do(srv.conn.SetWriteDeadline, send)
}

// recv reads one reply, waiting as long as c allows (nil: no end).
func (srv *server) recv(c *serverClock) (runReply, error) {
	var r runReply
	if srv.buf == nil {
		srv.buf = make([]byte, 64<<10)
	}
	buf := srv.buf
	var n int
	err := c.do(srv.conn.SetReadDeadline, func() (err error) {
		n, err = srv.conn.Read(buf)
		return err
	})
	if err != nil {
		return r, fmt.Errorf("server: %w", err)
	}
	if n == 0 {
		return r, errors.New("server: ended")
	}
	if err := json.Unmarshal(buf[:n], &r); err != nil {
		return r, fmt.Errorf("server: reply: %w", err)
	}
	return r, nil
}

func (srv *server) stop() {
	if srv.live != nil {
		srv.live.Add(-1)
		srv.live = nil
	}
	srv.conn.Close() // the server exits on EOF
	_ = srv.cmd.Process.Kill()
	_ = srv.cmd.Wait()
	if srv.groups != nil {
		srv.groups.remove()
	}
}

// groupName names a cgroup in the Sandbox's own group: no two runs or
// servers share one.
func (s *Sandbox) groupName(kind string) string {
	return fmt.Sprintf("%s%d", kind, s.seq.Add(1))
}

// helperAttr starts a helper or server in the sandbox's namespaces, in a
// session of its own, killed when the judge dies. A session of its own:
// where the scheduler shares the CPU out by session first (autogroup,
// sched_autogroup_enabled), a program in the session of whoever started
// the judge got that session's share divided by every task in it (issue
// 26: a cube program got 0.3 s of CPU in 50 s beside 40 spinners started
// from the judge's shell, 4.4 s of wall with this).
func (s *Sandbox) helperAttr() *syscall.SysProcAttr {
	a := &syscall.SysProcAttr{Setsid: true, Pdeathsig: syscall.SIGKILL, Cloneflags: s.cloneflags}
	if s.userns {
		a.Cloneflags |= syscall.CLONE_NEWUSER
		a.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Geteuid(), Size: 1}}
		a.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getegid(), Size: 1}}
	}
	return a
}
