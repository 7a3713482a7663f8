//go:build linux

package sandbox

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"syscall"
	"time"
)

// starter is how runs start, chosen once in New: through servers that
// stay, or a helper per run (the judge binary re-executed). Both hand the
// same runRequest to the same child-side routine (runOne).
type starter interface {
	// begin readies one run: a server taken from the pool, or nothing.
	begin(req *runRequest) (launch, error)
	// probe readies New's probe, req with no program: a run whose child
	// takes every step of a program's but the exec, and exits. A server
	// is started for it, with the set-up in force: none is taken from
	// the pool, nor waited for (Warm waits for the probe).
	probe(req *runRequest) (launch, error)
}

// launch is one run's way to start: a served run or a helper's.
type launch interface {
	// shared are the v1 pids and cpuacct groups the run's group shares (a
	// server's), or nil.
	shared() *serverGroups
	// hand gives the run to its starter ahead of its turn: a server sets it
	// up meanwhile (mounts, the child's arguments and group files), off
	// the path from one program to the next.
	hand(files [3]*os.File) error
	// start is the run's turn: the program starts, kept on core when that
	// is not -1 (a served run's; a helper's program is kept on none); ended
	// is called as soon as it has ended.
	start(core int, ended func()) *process
	drop() // a run handed over that will not start
	end()  // after the run's groups are gone
}

// process is a started run: how to wait for it and how to kill it.
type process struct {
	failed error // the run could not start (Status Failed)
	pid    int   // host pid of the helper, to poll for CPU time without cgroups
	keep   int   // a pid in the run's groups that is not the program's (none: the program's child joins alone)
	helper bool  // pid is a helper, the judge's: the program is its child
	kill   func()
	wait   func() outcome
}

// outcome is how a run ended: the program's wait status, or why it did
// not run (failed: the child's report, a mechanism's failure, the
// program's own, or a failure of the sandbox itself).
type outcome struct {
	status syscall.WaitStatus
	failed error
	full   bool // the work dir's disk limit was hit
	wall   time.Duration
	cpu    time.Duration // from rusage, for runs without cgroups
	maxRSS int64
}

// fromReply reads a child's reply.
func fromReply(r runReply, o outcome) outcome {
	o.cpu, o.maxRSS = time.Duration(r.CPU), r.MaxRSS
	switch {
	case r.Error != "":
		o.failed = r.err()
	case r.Started:
		o.status, o.full = syscall.WaitStatus(r.Status), r.Full
	}
	return o
}

// servers start runs through the sandbox's pool of servers (pool.go).
type servers struct{ s *Sandbox }

func (st servers) begin(req *runRequest) (launch, error) {
	// Taken before the run's cgroup is made, so that its release comes
	// after the group's removal: a server goes back idle only once nothing
	// of its run is left.
	srv, err := st.s.getServer(req.hostDir())
	if err != nil {
		return nil, err
	}
	srv.dir = req.hostDir()
	return &servedRun{st.s, srv, req}, nil
}

func (st servers) probe(req *runRequest) (launch, error) {
	req.Probe = true
	srv, err := st.s.startServer()
	if err != nil {
		return nil, err
	}
	srv.dir = req.hostDir()
	return &servedRun{st.s, srv, req}, nil
}

// servedRun is a run through a server of the pool.
type servedRun struct {
	s   *Sandbox
	srv *server
	req *runRequest
}

func (r *servedRun) shared() *serverGroups { return r.srv.groups }

func (r *servedRun) hand(files [3]*os.File) error {
	if err := r.srv.send(r.req, files); err != nil {
		r.srv.ok = false
		return err
	}
	return nil
}

func (r *servedRun) start(core int, ended func()) *process {
	return startServed(r.srv, core, ended)
}

// drop stops the server: its run's thread reads the end of the socket and
// withdraws.
func (r *servedRun) drop() { r.srv.ok = false }

func (r *servedRun) end() { r.s.putServer(r.srv, r.srv.ok) }

// startServed tells the server that the run handed to it may start.
func startServed(srv *server, core int, ended func()) *process {
	start := time.Now()
	if err := srv.goAhead(core); err != nil {
		srv.ok = false
		return &process{failed: err}
	}
	killed := make(chan struct{}, 1)
	p := &process{}
	p.kill = func() {
		select {
		case killed <- struct{}{}:
		default:
		}
	}
	p.wait = func() outcome {
		// The program ends by itself or by the judge's kill through its
		// cgroup; a server that does not answer soon after is stopped.
		reply := make(chan outcome, 1)
		go func() {
			r, err := srv.recv(nil)
			// Wall time as the judge saw it, which its wall limit is on.
			o := outcome{wall: time.Since(start)}
			ended() // the next program's turn, at once
			// And to the run waiting for it first: this goroutine's
			// bookkeeping can wait.
			runtime.Gosched()
			if err != nil {
				srv.ok = false
				o.failed = err
			} else {
				o = fromReply(r, o)
			}
			reply <- o
		}()
		select {
		case o := <-reply:
			return o
		case <-killed:
		}
		// Within serverGrace of the server's time: what the machine held
		// it (and the program it reaps) is not counted (serverClock).
		clock := newServerClock(srv.pid, serverGrace, time.Now(), false)
		t := time.NewTimer(time.Until(clock.deadline()))
		defer t.Stop()
		for {
			select {
			case o := <-reply:
				return o
			case <-t.C:
				if more := clock.next(); more > 0 {
					t.Reset(more)
					continue
				}
				srv.ok = false
				_ = srv.cmd.Process.Kill() // its namespace and the program with it
				return <-reply
			}
		}
	}
	return p
}

// helpers start a helper per run: a server for one run.
type helpers struct{ s *Sandbox }

func (st helpers) begin(req *runRequest) (launch, error) {
	return &helperRun{s: st.s, req: req}, nil
}

func (st helpers) probe(req *runRequest) (launch, error) {
	req.Probe = true
	return st.begin(req)
}

// helperRun is a run by a helper of its own, started at its turn.
type helperRun struct {
	s     *Sandbox
	req   *runRequest
	files [3]*os.File
}

func (r *helperRun) shared() *serverGroups { return nil }

func (r *helperRun) hand(files [3]*os.File) error { r.files = files; return nil }

func (r *helperRun) start(_ int, ended func()) *process {
	return r.s.startHelper(r.req, r.files, ended)
}

func (r *helperRun) drop() {}

func (r *helperRun) end() {}

// startHelper re-executes the judge binary as a helper for this run, with
// the program's files as its own.
func (s *Sandbox) startHelper(req *runRequest, files [3]*os.File, ended func()) *process {
	arg, err := json.Marshal(helperSpec{Server: s.serverSpec(), Req: *req})
	if err != nil {
		return &process{failed: err}
	}
	statusR, statusW, err := os.Pipe()
	if err != nil {
		return &process{failed: err}
	}
	cmd := exec.Command(s.self, helperArg, string(arg))
	cmd.Args[0] = "sandbox" // what /proc/1/cmdline shows: not the judge's path
	cmd.Stdin, cmd.Stdout, cmd.Stderr = files[0], files[1], files[2]
	cmd.ExtraFiles = []*os.File{statusW} // becomes statusFD
	cmd.Dir = "/"
	cmd.Env = insideEnv()
	cmd.SysProcAttr = s.helperAttr()
	start := time.Now()
	err = cmd.Start()
	statusW.Close()
	if err != nil {
		statusR.Close()
		if s.cloneflags != 0 {
			return &process{failed: &mechError{MechNamespaces, err}}
		}
		return &process{failed: err}
	}
	pid := cmd.Process.Pid
	p := &process{pid: pid, helper: true}
	p.kill = func() {
		_ = syscall.Kill(pid, syscall.SIGKILL)
		_ = syscall.Kill(-pid, syscall.SIGKILL)
	}
	p.wait = func() outcome {
		defer statusR.Close()
		waitErr := cmd.Wait()
		o := outcome{wall: time.Since(start)}
		ended()
		msg, _ := io.ReadAll(io.LimitReader(statusR, 64<<10))
		var r runReply
		switch ps := cmd.ProcessState; {
		case ps == nil:
			p.kill()
			o.failed = waitErr
		case json.Unmarshal(msg, &r) == nil:
			o = fromReply(r, o)
		case !ps.Exited():
			// Killed by the judge (a limit): the program with it.
			o.status, _ = ps.Sys().(syscall.WaitStatus)
		default:
			o.failed = fmt.Errorf("helper ended without a reply (exit %d)", ps.ExitCode())
		}
		return o
	}
	return p
}

// serverSpec is how servers and helpers set themselves up.
func (s *Sandbox) serverSpec() serverSpec {
	spec := serverSpec{MountProc: s.ownProc()}
	if s.privateRoot() {
		spec.Root = s.root
	}
	// Sealed where every run's child is a plain fork that drops to the
	// run's uid (no capability left) and takes the same namespaces: cgroup
	// v1 (v2's children are cloned into their group by clone3, which the
	// whole filter refuses: a v2 child joining by cgroup.procs instead,
	// which takes the hierarchy's threadgroup lock for writing, made a
	// run dearer in a guest, not cheaper), no pid namespace per run (its
	// init is cloned with CLONE_NEWPID).
	if u := s.childUnshare(); s.uid >= 0 && s.cg != nil && !s.cg.v2 && u&syscall.CLONE_NEWPID == 0 && u != 0 {
		spec.Sealed = u
	}
	return spec
}
