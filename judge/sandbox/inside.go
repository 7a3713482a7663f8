//go:build linux

package sandbox

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"syscall"
	"time"

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

// runHelper is a per-run helper's main: set up as a server, it runs its one
// request and writes the reply on its status pipe.
func runHelper(arg string) {
	enter(statusFD)
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

// enter starts a server's or helper's main: not dumpable, and no
// descriptor but fd (its line to the judge) reaches the program, not even
// those the judge inherited without close-on-exec (from a shell, say).
func enter(fd int) {
	notDumpable()
	syscall.CloseOnExec(fd)
	_ = unix.CloseRange(3, math.MaxUint32, unix.CLOSE_RANGE_CLOEXEC)
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

// serve is the server's main, entered from init: it sets up its namespace
// and answers requests until the judge closes the socket.
func serve(arg string) {
	enter(serverFD)
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
		serverSealed = spec.Sealed // forker.go
		err = serverInit(spec)
	}
	if err != nil {
		send(failReply(err))
		os.Exit(helperFailed)
	}
	send(runReply{}) // ready
	buf := make([]byte, 1<<20)
	oob := make([]byte, unix.CmsgSpace(3*4))
	var reqs requests
	for {
		n, oobn, err := nextRequest(buf, oob) // EINTR retried
		if err != nil || n == 0 {
			os.Exit(0) // the judge has gone
		}
		fds := rights(oob[:oobn])
		g := &gate{fd: serverFD}
		var r runReply
		req, err := reqs.decode(buf[:n])
		switch {
		case len(fds) != 3:
			r.Error = fmt.Sprintf("server: %d files instead of stdin, stdout and stderr", len(fds))
		case err != nil:
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

// nextRequest receives the judge's next request. A judge that is judging
// sends it within the moment: waited for by raw calls (rawwait.go), which
// do not wake the runtime's sysmon thread; after idleWait, by an ordinary
// blocking call, after which the runtime's threads sleep until the judge
// speaks; the ended runs' mounts are unmounted first (endedBin).
func nextRequest(buf, oob []byte) (n, oobn int, err error) {
	if rawReadable(serverFD, idleWait) {
		return rawRecvmsg(serverFD, buf, oob, unix.MSG_CMSG_CLOEXEC)
	}
	if err := endedRuns.flush(); err != nil {
		os.Exit(helperFailed) // a server that cannot end a run's mounts stops
	}
	for {
		n, oobn, _, _, err = unix.Recvmsg(serverFD, buf, oob, unix.MSG_CMSG_CLOEXEC)
		if err != unix.EINTR {
			return n, oobn, err
		}
	}
}

// idleWait is how long a server waits for a request by raw calls.
const idleWait = time.Second

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
		n, err := rawRead(g.fd, b[:])
		g.open = err == nil && n >= 1 && b[0] == goAhead
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

func closeAll(fds []int) {
	for _, fd := range fds {
		unix.Close(fd)
	}
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
