package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// Run runs one program under c's limits and says what it did. The error is
// for failures of the judge's side (a missing input file); a program that
// cannot be started comes back as Status Failed.
func (s *Sandbox) Run(ctx context.Context, c Config) (Result, error) {
	if err := s.Err(); err != nil {
		return Result{}, err
	}
	return s.run(ctx, c, false)
}

func (s *Sandbox) run(ctx context.Context, c Config, probe bool) (Result, error) {
	if len(c.Args) == 0 {
		return Result{Status: Failed, Error: "no program"}, nil
	}
	if c.Dir == "" {
		return Result{}, errors.New("sandbox: no work dir")
	}
	dir, err := filepath.Abs(c.Dir)
	if err != nil {
		return Result{}, err
	}
	env := s.env(c.Env, dir)
	spec := helperSpec{Args: c.Args, Env: env, UID: s.uid, GID: s.gid, Landlock: s.landlock, Probe: probe}
	if !probe {
		spec.Path = s.resolve(c.Args[0], env, dir)
		if spec.Path == "" {
			return Result{Status: Failed, Error: fmt.Sprintf("%s: command not found", c.Args[0])}, nil
		}
	}
	var ro, rw []string
	for _, p := range c.ReadOnly {
		if ro, err = appendAbs(ro, p); err != nil {
			return Result{}, err
		}
	}
	for _, p := range c.ReadWrite {
		if rw, err = appendAbs(rw, p); err != nil {
			return Result{}, err
		}
	}
	private := s.privateRoot()
	switch {
	case private:
		// The root holds only what programs may see: Landlock keeps its
		// network and signal rules (ABI 4 on), the files are the root's.
		if s.landlock < 4 {
			spec.Landlock = 0
		}
		disk := c.Disk
		if disk <= 0 {
			disk = c.Output
		}
		if disk <= 0 {
			disk = defaultDisk
		}
		spec.Work = &workSpec{Size: disk, Keep: c.Keep, RO: ro, RW: rw}
		// A program outside the work dir (seeded), the root and the
		// extra paths is bound read-only on its own.
		if !probe && !within(spec.Path, dir) && !s.inRoot(spec.Path) && !slices.ContainsFunc(ro, func(p string) bool { return within(spec.Path, p) }) {
			spec.Work.RO = append(spec.Work.RO, spec.Path)
		}
	case s.landlock > 0:
		spec.RO = append(append(s.roFor(), ro...), spec.Path)
		if real, err := filepath.EvalSymlinks(spec.Path); err == nil && real != spec.Path {
			spec.RO = append(spec.RO, real)
		}
		spec.RW = append([]string{dir, os.DevNull}, rw...)
	}
	if s.uid >= 0 {
		owned := rw
		if !private {
			owned = append([]string{dir}, rw...)
		}
		s.chown.Lock()
		for _, d := range owned {
			if err = chownTree(d, s.uid, s.gid); err != nil {
				err = fmt.Errorf("sandbox: give %s to the run's user: %w", d, err)
				break
			}
		}
		s.chown.Unlock()
		if err != nil {
			return Result{}, err
		}
	}

	stdin, err := openOr(c.Stdin, os.O_RDONLY, os.DevNull)
	if err != nil {
		return Result{}, err
	}
	defer stdin.Close()
	var stdout, stderr *os.File
	var capt *capture
	if c.Capture {
		if capt, err = newCapture(c.Output); err != nil {
			return Result{}, fmt.Errorf("sandbox: %w", err)
		}
		defer capt.finish(0)
		stdout, stderr = capt.outW, capt.errW
	} else {
		if stdout, err = openOr(c.Stdout, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, os.DevNull); err != nil {
			return Result{}, err
		}
		defer stdout.Close()
		stderr = stdout // one file for both: one offset, so neither overwrites the other
		if c.Stderr != c.Stdout {
			if stderr, err = openOr(c.Stderr, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, os.DevNull); err != nil {
				return Result{}, err
			}
			defer stderr.Close()
		}
	}

	spec.MountProc = s.ownProc()
	served := s.served()
	spec.Rlimits = s.rlimits(c)
	var srv *server
	if served {
		// Taken before the run's cgroup is made, so that the deferred
		// release comes after the group's removal: a server goes back idle
		// only once nothing of its run is left.
		if srv, err = s.getServer(serverLimits(spec.Rlimits), probe); err != nil {
			if probe {
				return Result{Status: Failed, Error: err.Error()}, nil
			}
			return Result{}, fmt.Errorf("sandbox: %w", err)
		}
		defer func() { s.putServer(srv, srv.ok) }()
	}
	// As PID 1 of its namespace a program ignores the signals it sends
	// itself (abort, SIGXFSZ): with a pid namespace the helper stays PID 1
	// and forks the program, then leaves the run's v1 groups; on v2 the
	// program is cloned straight into its group.
	spec.Fork = spec.MountProc && !probe && !served
	if private {
		spec.Root = s.root
	}
	v2Fork := spec.Fork && s.cg != nil && s.cg.v2
	var g *runGroup
	if s.cg != nil {
		procs := c.Processes
		switch {
		case served && procs > 0:
			procs++ // the server's thread, until it leaves
		case spec.Fork && !v2Fork && procs > 0:
			procs += helperThreads // lowered again once the helper has left
			spec.Processes = c.Processes
		}
		var sg *serverGroups
		if srv != nil {
			sg = srv.groups
		}
		g, err = s.cg.newRun(s.groupName("r"), c.Memory, procs, sg)
		if err != nil {
			return Result{}, fmt.Errorf("sandbox: cgroup: %w", err)
		}
		defer g.remove()
		switch {
		case v2Fork:
			spec.CloneInto = g.dirs[0]
		default:
			for _, d := range g.dirs {
				spec.Cgroups = append(spec.Cgroups, filepath.Join(d, "cgroup.procs"))
				if spec.Fork {
					spec.Leave = append(spec.Leave, filepath.Join(filepath.Dir(d), "cgroup.procs"))
				}
			}
			if spec.Fork && c.Processes > 0 {
				spec.PidsMax = filepath.Join(g.dirs[1], "pids.max")
			}
		}
	}
	spec.Dir = dir
	if s.uid >= 0 && !private {
		spec.Reach = reachable(append(append([]string{dir}, rw...), ro...))
		if len(spec.Reach) > 0 && !spec.MountProc {
			return Result{}, fmt.Errorf("sandbox: without a mount namespace, uid %d cannot reach %s: make its parent dirs searchable (o+x)", s.uid, spec.Reach[0].Paths[0])
		}
	}

	release := func() {}
	if c.Running != nil {
		select {
		case c.Running <- struct{}{}:
		case <-ctx.Done():
			return Result{}, ctx.Err()
		}
		var once sync.Once
		release = func() { once.Do(func() { <-c.Running }) }
		defer release()
	}
	var p *process
	if served {
		p, err = s.startServed(srv, &spec, g, c.Processes, [3]*os.File{stdin, stdout, stderr})
	} else {
		p, err = s.startHelper(&spec, [3]*os.File{stdin, stdout, stderr}, g == nil && s.cloneflags != 0 || probe)
	}
	if err != nil {
		return Result{}, err
	}
	if capt != nil {
		capt.started()
	}
	if p.failed != "" {
		return Result{Status: Failed, Error: p.failed}, nil
	}
	var overC <-chan struct{}
	if capt != nil {
		overC = capt.over
	}

	// Everything that ends a run early kills the program's whole tree: the
	// cgroup holds it (and the helper's pid namespace dies with it).
	var cpuOut, wallOut, outOver atomic.Bool
	kill := func() {
		p.kill()
		if g != nil {
			g.kill(p.keep)
		}
	}
	wall := c.WallTime
	if wall <= 0 && c.CPUTime > 0 {
		wall = 2*c.CPUTime + time.Second
	}
	done := make(chan struct{})
	var waited *Waiting // measured at the wall limit (schedstat.go)
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		begin := time.Now()
		var wallC <-chan time.Time
		var wallT *time.Timer
		if wall > 0 {
			wallT = time.NewTimer(wall)
			defer wallT.Stop()
			wallC = wallT.C
		}
		var tickC <-chan time.Time
		if c.CPUTime > 0 {
			// cpuacct counts every thread and child; RLIMIT_CPU only one process.
			t := time.NewTicker(min(max(c.CPUTime/20, 5*time.Millisecond), 50*time.Millisecond))
			defer t.Stop()
			tickC = t.C
		}
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				kill()
				return
			case <-overC:
				outOver.Store(true)
				kill()
				return
			case <-wallC:
				// Issue 19: measure before killing; a run the machine kept
				// waiting for a core gets that waiting back (schedstat.go).
				if w, ok := measureWait(g, p.pid, time.Since(begin)); ok {
					waited = &w
					if more := w.stretch(wall); more > 0 {
						wallT.Reset(more)
						continue
					}
				} else if ended(g) && time.Since(begin) < maxStretch*wall {
					wallT.Reset(endedWait) // its outcome is on the way
					continue
				}
				wallOut.Store(true)
				kill()
				return
			case <-tickC:
				var used time.Duration
				if g != nil {
					used = g.cpu()
				} else {
					used = procCPU(p.pid)
				}
				if used >= c.CPUTime {
					cpuOut.Store(true)
					kill()
					return
				}
			}
		}
	}()
	o := p.wait()
	close(done)
	<-stopped // waited is the watcher's until then
	release()

	r := Result{WallTime: o.wall, CPUTime: o.cpu, Memory: o.maxRSS, Waited: waited}
	r.Starved = wallOut.Load() && waited != nil && waited.own() < wall
	if g != nil {
		g.kill(p.keep) // a daemon that left the program's tree is still in the group
		r.CPUTime = g.cpu()
		r.Memory = g.peak()
	} else {
		_ = syscall.Kill(-p.pid, syscall.SIGKILL) // best effort: a setsid daemon escapes this
	}
	if capt != nil {
		capt.finish(captureGrace)
		r.Stdout, r.Stderr = capt.out, capt.errHead
		if capt.exceeded() {
			outOver.Store(true)
		}
	}
	if o.failed != "" {
		return Result{Status: Failed, Error: o.failed, WallTime: o.wall}, nil
	}
	if m, ok := strings.CutPrefix(o.msg, notExecutable); ok {
		return Result{Status: NotExecutable, Error: m, WallTime: o.wall}, nil
	}
	if o.msg != "" {
		return Result{Status: Failed, Error: o.msg, WallTime: o.wall}, nil
	}
	ws := o.status
	clean := ws.Exited() && ws.ExitStatus() == 0
	oom, limitHit := false, false
	if g != nil && !clean && c.Memory > 0 { // only a failed run can be MLE
		oom, limitHit = g.oomKilled(), g.limitHit()
	}
	switch {
	case o.full:
		r.Status, r.DiskFull = OutputLimit, true
	case outOver.Load() || c.Output > 0 && (ws.Signal() == syscall.SIGXFSZ || tooBig(stdout, c.Output) || tooBig(stderr, c.Output)):
		r.Status = OutputLimit
	case wallOut.Load() || cpuOut.Load() || ws.Signal() == syscall.SIGXCPU || (c.CPUTime > 0 && r.CPUTime > c.CPUTime):
		r.Status = TimeLimit
	case c.Memory > 0 && !clean && (oom || (limitHit && r.Memory >= c.Memory) || (g == nil && r.Memory >= c.Memory/2)):
		r.Status = MemoryLimit
	default:
		r.Status = Exited
		r.ExitCode = ws.ExitStatus()
		if ws.Signaled() {
			r.Signal = ws.Signal().String()
		}
	}
	if ctx.Err() != nil {
		return r, ctx.Err()
	}
	return r, nil
}

// captureGrace is how long a run waits, once its program has ended, for
// the ends of its captured pipes that other processes still hold.
const captureGrace = 200 * time.Millisecond

// process is a started run: how to wait for it and how to kill it.
type process struct {
	failed string // the run could not start (Status Failed)
	pid    int    // host pid to poll for CPU time without cgroups
	keep   int    // a pid in the run's groups that is not the program's (a server joining)
	kill   func()
	wait   func() outcome
}

// outcome is how a run ended: the program's wait status, or the helper's
// report (msg) of why it did not run, or a failure of the sandbox itself.
type outcome struct {
	status syscall.WaitStatus
	msg    string
	failed string
	full   bool // the work dir's disk limit was hit
	wall   time.Duration
	cpu    time.Duration // from rusage, for runs without cgroups
	maxRSS int64
}

// startHelper re-executes the judge binary as a per-run helper, which sets
// itself up and execs (or forks) the program.
func (s *Sandbox) startHelper(spec *helperSpec, files [3]*os.File, nsFail bool) (*process, error) {
	arg, err := json.Marshal(spec)
	if err != nil {
		return nil, err
	}
	statusR, statusW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(s.self, helperArg, string(arg))
	cmd.Args[0] = "sandbox" // what /proc/1/cmdline shows: not the judge's path
	cmd.Stdin, cmd.Stdout, cmd.Stderr = files[0], files[1], files[2]
	cmd.ExtraFiles = []*os.File{statusW} // becomes statusFD
	cmd.Dir = spec.Dir
	cmd.Env = []string{}
	cmd.SysProcAttr = s.helperAttr()
	start := time.Now()
	err = cmd.Start()
	statusW.Close()
	if err != nil {
		statusR.Close()
		if nsFail {
			return &process{failed: "namespaces: " + err.Error()}, nil
		}
		return &process{failed: err.Error()}, nil
	}
	pid := cmd.Process.Pid
	p := &process{pid: pid}
	p.kill = func() {
		_ = syscall.Kill(pid, syscall.SIGKILL)
		_ = syscall.Kill(-pid, syscall.SIGKILL)
	}
	p.wait = func() outcome {
		defer statusR.Close()
		waitErr := cmd.Wait()
		o := outcome{wall: time.Since(start)}
		msg, _ := io.ReadAll(io.LimitReader(statusR, 4096))
		ps := cmd.ProcessState
		if ps == nil {
			p.kill()
			o.failed = waitErr.Error()
			return o
		}
		if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
			o.cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
			o.maxRSS = ru.Maxrss * 1024
		}
		o.status, _ = ps.Sys().(syscall.WaitStatus)
		if m, ok := strings.CutPrefix(string(msg), waitPrefix); ok {
			// The helper forked the program: its status is the program's.
			var r runReply
			if err := json.Unmarshal([]byte(m), &r); err != nil {
				o.failed = "helper reported " + string(msg)
				return o
			}
			o.status, o.full, msg = syscall.WaitStatus(r.Status), r.Full, []byte(r.Error)
		}
		o.msg = string(msg)
		return o
	}
	return p, nil
}

// startServed gives the run to a server.
func (s *Sandbox) startServed(srv *server, spec *helperSpec, g *runGroup, processes int, files [3]*os.File) (*process, error) {
	req := &runRequest{Path: spec.Path, Args: spec.Args, Env: spec.Env, Dir: spec.Dir, Reach: spec.Reach,
		UID: spec.UID, GID: spec.GID, Landlock: spec.Landlock, RO: spec.RO, RW: spec.RW,
		Probe: spec.Probe, Work: spec.Work}
	for i, l := range spec.Rlimits {
		if l.Res == unix.RLIMIT_CPU {
			req.CPU = &spec.Rlimits[i]
		}
	}
	if srv.key == "" && !spec.Probe {
		lims := serverLimits(spec.Rlimits)
		req.Bind, srv.key = lims, fmt.Sprint(lims)
	}
	for _, d := range g.dirs {
		req.Tasks = append(req.Tasks, filepath.Join(d, "tasks"))
		req.Leave = append(req.Leave, filepath.Join(filepath.Dir(d), "tasks"))
	}
	if processes > 0 {
		req.PidsMax, req.Processes = filepath.Join(g.dirs[1], "pids.max"), processes
	}
	start := time.Now()
	if err := srv.send(req, files); err != nil {
		srv.ok = false
		return &process{failed: err.Error()}, nil
	}
	killed := make(chan struct{}, 1)
	p := &process{keep: srv.pid}
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
			r, err := srv.recv(time.Time{})
			// Wall time as the judge saw it, which its wall limit is on.
			o := outcome{wall: time.Since(start), cpu: time.Duration(r.CPU), maxRSS: r.MaxRSS}
			switch {
			case err != nil:
				srv.ok = false
				o.failed = err.Error()
			case r.Error != "":
				o.msg = r.Error
				if len(req.Bind) > 0 {
					srv.ok = false // its rlimits may be half set
				}
			case !r.Started:
				// a probe: everything set up, nothing run
			default:
				o.status, o.full = syscall.WaitStatus(r.Status), r.Full
			}
			reply <- o
		}()
		select {
		case o := <-reply:
			return o
		case <-killed:
		}
		t := time.NewTimer(serverGrace)
		defer t.Stop()
		select {
		case o := <-reply:
			return o
		case <-t.C:
			srv.ok = false
			_ = srv.cmd.Process.Kill() // its namespace and the program with it
			return <-reply
		}
	}
	return p, nil
}

// serverLimits are the rlimits a server sets on itself: all but CPU.
func serverLimits(ls []rlimit) []rlimit {
	return slices.DeleteFunc(slices.Clone(ls), func(l rlimit) bool { return l.Res == unix.RLIMIT_CPU })
}

// rlimits are the per-process limits: a backstop for CPU, the output cap,
// and memory when there is no cgroup.
func (s *Sandbox) rlimits(c Config) []rlimit {
	var ls []rlimit
	set := func(res int, v uint64) { ls = append(ls, rlimit{res, v, v}) }
	if c.CPUTime > 0 {
		sec := uint64(math.Ceil(c.CPUTime.Seconds())) + 1
		ls = append(ls, rlimit{unix.RLIMIT_CPU, sec, sec + 1}) // SIGXCPU, then SIGKILL (PID 1 ignores SIGXCPU)
	}
	if c.Output > 0 {
		set(unix.RLIMIT_FSIZE, uint64(c.Output)+1) // one byte over: writing exactly Output is fine
	}
	if c.Memory > 0 {
		// The stack may use the whole memory limit, less a margin so that
		// endless recursion overflows the stack (RE) before the cgroup OOMs.
		set(unix.RLIMIT_STACK, uint64(c.Memory-min(c.Memory/8, 8<<20)))
		if s.cg == nil {
			set(unix.RLIMIT_AS, uint64(c.Memory))
		}
	}
	// No RLIMIT_NPROC without cgroups: it counts every process of the user
	// machine-wide, so other runs as nobody would make this one fail to start.
	set(unix.RLIMIT_CORE, 0)
	set(unix.RLIMIT_NOFILE, 512)
	return ls
}

// roFor is the read-only list of a run: /proc only when it is the run's own.
func (s *Sandbox) roFor() []string {
	ro := append([]string(nil), s.system...)
	if s.ownProc() {
		return append(ro, "/proc")
	}
	return append(ro, "/proc/self", "/proc/meminfo", "/proc/cpuinfo", "/proc/stat")
}

// env fills in PATH, HOME and TMPDIR (compilers write temporary files).
func (s *Sandbox) env(env []string, dir string) []string {
	out := append([]string(nil), env...)
	for _, kv := range [][2]string{{"PATH", s.path}, {"HOME", dir}, {"TMPDIR", dir}} {
		found := false
		for _, e := range env {
			if strings.HasPrefix(e, kv[0]+"=") {
				found = true
			}
		}
		if !found {
			out = append(out, kv[0]+"="+kv[1])
		}
	}
	return out
}

// resolve finds the program: relative to dir when it has a slash, else in
// env's PATH.
func (s *Sandbox) resolve(name string, env []string, dir string) string {
	if strings.Contains(name, "/") {
		if !filepath.IsAbs(name) {
			name = filepath.Join(dir, name)
		}
		return name
	}
	path := ""
	for _, e := range env {
		if v, ok := strings.CutPrefix(e, "PATH="); ok {
			path = v
		}
	}
	return s.lookPath(name, path)
}

// reachable groups paths by their top-most ancestor that others cannot
// search (a 0700 temp dir), for the helper to overmount; nested paths are
// reachable through their outer one.
func reachable(paths []string) []reach {
	var out []reach
	var done []string
	slices.SortFunc(paths, func(a, b string) int { return len(a) - len(b) })
next:
	for _, p := range paths {
		for _, d := range done {
			if p == d || strings.HasPrefix(p, d+"/") {
				continue next
			}
		}
		top := ""
		for a := filepath.Dir(p); a != "/"; a = filepath.Dir(a) {
			if st, err := os.Stat(a); err == nil && st.Mode().Perm()&0o001 == 0 {
				top = a
			}
		}
		if top == "" {
			continue
		}
		done = append(done, p)
		i := slices.IndexFunc(out, func(r reach) bool { return r.Top == top })
		if i < 0 {
			out = append(out, reach{Top: top})
			i = len(out) - 1
		}
		out[i].Paths = append(out[i].Paths, p)
	}
	return out
}

func appendAbs(list []string, p string) ([]string, error) {
	a, err := filepath.Abs(p)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(a); err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	return append(list, a), nil
}

// chownTree gives dir to the run's user; the walk is skipped when the top is
// already theirs (a GOCACHE reused run after run).
func chownTree(dir string, uid, gid int) error {
	var st unix.Stat_t
	if err := unix.Lstat(dir, &st); err != nil {
		return err
	}
	if int(st.Uid) == uid {
		return nil
	}
	return filepath.WalkDir(dir, func(p string, _ fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, uid, gid)
	})
}

// procCPU is the CPU time of pid and its reaped children, for runs without
// a cgroup (children still running are not counted).
func procCPU(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	_, rest, _ := strings.Cut(string(b), ") ") // the command name may hold spaces
	f := strings.Fields(rest)
	if len(f) < 15 {
		return 0
	}
	var ticks int64
	for _, v := range f[11:15] { // utime stime cutime cstime
		n, _ := strconv.ParseInt(v, 10, 64)
		ticks += n
	}
	return time.Duration(ticks) * time.Second / 100 // USER_HZ is 100 on Linux
}

func tooBig(f *os.File, limit int64) bool {
	st, err := f.Stat()
	return err == nil && st.Mode().IsRegular() && st.Size() > limit
}

func openOr(name string, flag int, fallback string) (*os.File, error) {
	if name == "" {
		name = fallback
	}
	f, err := os.OpenFile(name, flag, 0o644)
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	return f, nil
}
