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
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// server is the judge's side of one server (its other side: inside.go).
type server struct {
	cmd    *exec.Cmd
	conn   *net.UnixConn
	pid    int
	groups *serverGroups // its pids and cpuacct groups, nil without served()
	ok     bool          // false once it failed to answer: stopped, not reused
	dir    string        // its last run's work dir, whose mount point it keeps
	buf    []byte        // for its replies, one at a time
}

// maxIdle bounds the idle servers (a server per worker); the longest idle
// goes first.
const maxIdle = 8

// serverReady bounds a server's start; serverGrace is how long a server
// may take to answer once the judge has killed its program.
const (
	serverReady = 10 * time.Second
	serverGrace = 10 * time.Second
)

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

// Warm starts servers in the background until n are idle, so that the
// first runs of n workers need not start theirs; runs that find no idle
// server wait for these rather than start more.
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
		need := max(n-len(s.idle)-(s.warming-1), 0)
		s.warming += need
		s.mu.Unlock()
		for range need {
			go func() {
				defer s.warmDone()
				if srv, err := s.startServer(); err == nil {
					s.putServer(srv, true)
				}
			}()
		}
	}()
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
	cmd.Env = []string{}
	cmd.SysProcAttr = s.helperAttr()
	if err := cmd.Start(); err != nil {
		conn.Close()
		return nil, errorf(MechNamespaces, "%w", err)
	}
	srv := &server{cmd: cmd, conn: conn, pid: cmd.Process.Pid, ok: true}
	if s.served() && !s.cg.v2 { // v2: a group per run holds all
		if srv.groups, err = s.cg.newServerGroups(s.groupName("s")); err != nil {
			srv.stop()
			return nil, errorf(MechCgroups, "%w", err)
		}
	}
	r, err := srv.recv(time.Now().Add(serverReady))
	if err == nil && r.Error != "" {
		err = r.err()
	}
	if err != nil {
		srv.stop()
		return nil, err
	}
	return srv, nil
}

// send gives the server a run with its three files.
func (srv *server) send(req *runRequest, files [3]*os.File) error {
	b, err := json.Marshal(req)
	if err != nil {
		return err
	}
	rights := unix.UnixRights(int(files[0].Fd()), int(files[1].Fd()), int(files[2].Fd()))
	_ = srv.conn.SetWriteDeadline(time.Now().Add(serverReady))
	_, _, err = srv.conn.WriteMsgUnix(b, rights, nil)
	return err
}

// goAhead starts the program of the run sent last (see gate).
func (srv *server) goAhead() error {
	_ = srv.conn.SetWriteDeadline(time.Now().Add(serverReady))
	_, err := srv.conn.Write([]byte{goAhead})
	return err
}

// recv reads one reply, waiting until deadline.
func (srv *server) recv(deadline time.Time) (runReply, error) {
	var r runReply
	if srv.buf == nil {
		srv.buf = make([]byte, 64<<10)
	}
	buf := srv.buf
	_ = srv.conn.SetReadDeadline(deadline)
	n, err := srv.conn.Read(buf)
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
