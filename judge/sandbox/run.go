//go:build linux

package sandbox

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
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
	req, early, err := s.prepare(c)
	if err != nil || early != nil {
		return deref(early), err
	}
	sio, err := openStdio(c, s.privateRoot())
	if err != nil {
		return Result{}, err
	}
	defer sio.close()
	l, err := s.starter.begin(req)
	if err != nil {
		return Result{}, fmt.Errorf("sandbox: %w", err)
	}
	return s.runWith(ctx, c, req, sio, l)
}

// runWith runs the prepared request req, its files sio, through l: the
// run's cgroup made, the run handed over, started at its turn, watched,
// and judged.
func (s *Sandbox) runWith(ctx context.Context, c Config, req *runRequest, sio *stdio, l launch) (Result, error) {
	defer l.end() // deferred first, so run after the group's removal
	g, err := s.runGroup(req, c, l.shared())
	if err != nil {
		return Result{}, fmt.Errorf("sandbox: cgroup: %w", err)
	}
	if g != nil {
		defer g.release()
	}

	if err := l.hand(sio.files); err != nil {
		return Result{Status: Failed, Error: err.Error()}, nil
	}
	core, release, err := c.Running.Take(ctx)
	if err != nil {
		l.drop()
		return Result{}, err
	}
	defer release()
	p := l.start(core, release)
	if sio.capt != nil {
		sio.capt.started()
	}
	if p.failed != nil {
		return Result{Status: Failed, Error: p.failed.Error(), cause: p.failed}, nil
	}
	f := s.watch(ctx, c, p, g, sio.capt)
	release()
	r, err := s.finish(c, f, p, g, sio)
	if err != nil {
		return Result{}, err
	}
	return r, ctx.Err()
}

// finish ends what is left of a run once its program has: what is left
// in its group killed, its CPU time and memory read, its captured output
// taken and its output files written, and the run classified.
func (s *Sandbox) finish(c Config, f runFacts, p *process, g *runGroup, sio *stdio) (Result, error) {
	r := Result{WallTime: f.o.wall, CPUTime: f.o.cpu, Memory: f.o.maxRSS, Waited: f.waited}
	r.Starved = f.wallOut && f.waited != nil && f.waited.own() < f.wall
	f.cpuLimit, f.memLimit, f.outLimit, f.grouped = c.CPUTime, c.Memory, c.Output, g != nil
	if g != nil {
		g.kill(p.keep) // a daemon that left the program's tree is still in the group
		r.CPUTime = g.cpu()
		r.Memory = g.peak()
		ws := f.o.status
		if c.Memory > 0 && !(ws.Exited() && ws.ExitStatus() == 0) { // only a failed run can be MLE
			f.oom, f.limitHit = g.oomKilled(), g.limitHit()
		}
	} else if p.pid > 0 {
		_ = syscall.Kill(-p.pid, syscall.SIGKILL) // best effort: a setsid daemon escapes this
	}
	if sio.capt != nil {
		grace := captureGrace
		if g != nil {
			grace = endedGrace // nothing of the run is left to hold its pipes (capture.go)
		}
		sio.capt.finish(grace)
		r.Stdout, r.Stderr = sio.capt.out, sio.capt.errHead
		f.outOver = f.outOver || sio.capt.exceeded()
	}
	f.bigFile = c.Output > 0 && (tooBig(sio.files[1], c.Output) || tooBig(sio.files[2], c.Output))
	if err := sio.flush(); err != nil {
		return Result{}, err
	}
	return classify(f, r), nil
}

func deref(r *Result) Result {
	if r == nil {
		return Result{}
	}
	return *r
}

// prepare turns a Config into the run's request: the program found, the
// paths checked, the work dir and extra paths settled for the run's user.
// A Result instead is a run that cannot start (command not found).
func (s *Sandbox) prepare(c Config) (*runRequest, *Result, error) {
	if len(c.Args) == 0 {
		return nil, &Result{Status: Failed, Error: "no program"}, nil
	}
	req, err := s.newRequest(c)
	if err != nil {
		return nil, nil, err
	}
	req.Path = s.resolve(c.Args[0], req.Env, req.Dir)
	if req.Path == "" {
		return nil, &Result{Status: Failed, Error: fmt.Sprintf("%s: command not found", c.Args[0])}, nil
	}
	if err := s.placeFiles(req, c); err != nil {
		return nil, nil, err
	}
	return req, nil, nil
}

// newRequest is the run's request without its program: the work dir, the
// environment, the user and the namespaces the program's child takes.
func (s *Sandbox) newRequest(c Config) (*runRequest, error) {
	if c.Dir == "" {
		return nil, errors.New("sandbox: no work dir")
	}
	dir, err := filepath.Abs(c.Dir)
	if err != nil {
		return nil, err
	}
	req := &runRequest{Args: c.Args, Env: s.env(c.Env, dir), Dir: dir, UID: s.uid, GID: s.gid, Landlock: s.landlock}
	req.ResetPids = s.cloneflags&syscall.CLONE_NEWPID != 0
	req.Cores = c.Running.Cores()
	req.Unshare = s.childUnshare()
	return req, nil
}

// childUnshare are the namespaces a run's child takes for the program.
func (s *Sandbox) childUnshare() uintptr {
	var u uintptr
	if (s.userns || s.pidPerRun) && s.cloneflags&syscall.CLONE_NEWPID != 0 {
		// A pid namespace for each program (child.go): it names no
		// process of the judge's side. Where the judge is not root the
		// program has the server's uid, which would let it prlimit,
		// renice or reschedule the server (Landlock scopes signals, not
		// these); where it is root, uid 65534 can do none of it, and the
		// namespace's init would cost every run a second fork (about
		// 0.25 ms of 1.4, BenchmarkRunTrue at load 40).
		u |= syscall.CLONE_NEWPID
	}
	if s.cloneflags&syscall.CLONE_NEWIPC != 0 {
		// A fresh ipc namespace for each program: nothing of one run's
		// SysV objects, ids or counters reaches the next.
		u |= syscall.CLONE_NEWIPC
		if s.cg != nil {
			// And a cgroup namespace rooted at the run's groups:
			// /proc/self/cgroup names no host path.
			u |= syscall.CLONE_NEWCGROUP
		}
	}
	return u
}

// placeFiles settles the run's files: the work dir and the extra paths in
// the private root or under Landlock, given to the run's user, and the
// program's (req.Path, none for New's probe) where it is not among them.
func (s *Sandbox) placeFiles(req *runRequest, c Config) error {
	var ro, rw []string
	var err error
	for _, p := range c.ReadOnly {
		if ro, err = appendAbs(ro, p); err != nil {
			return err
		}
	}
	for _, p := range c.ReadWrite {
		if rw, err = appendAbs(rw, p); err != nil {
			return err
		}
	}
	dir := req.Dir
	switch {
	case s.privateRoot():
		s.boxFiles(req, c, ro, rw)
	case s.landlock > 0:
		req.RO = append(append(s.roFor(), ro...), req.Path)
		if real, err := filepath.EvalSymlinks(req.Path); err == nil && real != req.Path {
			req.RO = append(req.RO, real)
		}
		req.RW = append([]string{dir, os.DevNull}, rw...)
	}
	if s.uid >= 0 {
		if err := s.giveToUser(dir, ro, rw, req); err != nil {
			return err
		}
	}
	req.Limits = s.rlimits(c)
	return nil
}

// boxFiles places the run's files in the private root: a work dir of its
// own and the extra paths bound, each named by its place in the box.
func (s *Sandbox) boxFiles(req *runRequest, c Config, ro, rw []string) {
	dir := req.Dir
	// The root holds only what programs may see: Landlock keeps its
	// network and signal rules (ABI 4 on), the files are the root's.
	if s.landlock < 4 {
		req.Landlock = 0
	}
	disk := c.Disk
	if disk <= 0 {
		disk = c.Output
	}
	if disk <= 0 {
		disk = defaultDisk
	}
	req.Work = &workSpec{Dir: dir, Size: disk, Keep: c.Keep, RO: ro, RW: rw}
	// A program outside the work dir (seeded), the root and the
	// extra paths is bound read-only on its own.
	if req.Path != "" && !within(req.Path, dir) && !s.inRoot(req.Path) && !slices.ContainsFunc(ro, func(p string) bool { return within(req.Path, p) }) {
		req.Work.RO = append(req.Work.RO, req.Path)
	}
	// The program names its files by their places in the box.
	w := req.Work
	w.Paths = newBoxPaths(dir, append(slices.Clone(w.RO), w.RW...), s.root.Binds)
	req.Dir, req.Path = w.Paths.box(dir), w.Paths.box(req.Path)
	req.Args, req.Env = w.Paths.rewriteAll(req.Args), w.Paths.rewriteAll(req.Env)
}

// giveToUser gives the run's writable paths (dir, the host's work dir,
// among them outside a private root) to the run's user, and outside a
// private root makes every path reachable for it (req.Reach).
func (s *Sandbox) giveToUser(dir string, ro, rw []string, req *runRequest) error {
	private := req.Work != nil
	owned := rw
	if !private {
		owned = append([]string{dir}, rw...)
	}
	var err error
	s.chown.Lock()
	for _, d := range owned {
		if err = chownTree(d, s.uid, s.gid); err != nil {
			err = fmt.Errorf("sandbox: give %s to the run's user: %w", d, err)
			break
		}
	}
	s.chown.Unlock()
	if err != nil || private {
		return err
	}
	req.Reach = reachable(append(append([]string{dir}, rw...), ro...))
	if len(req.Reach) > 0 && !s.ownProc() {
		return fmt.Errorf("sandbox: without a mount namespace, uid %d cannot reach %s: make its parent dirs searchable (o+x)", s.uid, req.Reach[0].Paths[0])
	}
	return nil
}

// stdio is a run's standard input, output and error.
type stdio struct {
	files  [3]*os.File
	capt   *capture
	closer []func()
	copies []func() error // output files written through a memfd
}

// flush copies what the program wrote into its memfds to the files of
// Config.Stdout and Stderr.
func (sio *stdio) flush() error {
	for _, f := range sio.copies {
		if err := f(); err != nil {
			return fmt.Errorf("sandbox: %w", err)
		}
	}
	return nil
}

func (sio *stdio) close() {
	for _, f := range sio.closer {
		f()
	}
}

// openStdio opens the run's files, or pipes into the Result (Capture). In
// a private root (box) a program's output files are memfds, copied into
// the files once it has ended: their links would name host paths.
func openStdio(c Config, box bool) (*stdio, error) {
	sio := &stdio{}
	stdin, err := openStdin(c.Stdin)
	if err != nil {
		return nil, err
	}
	sio.closer = append(sio.closer, func() { stdin.Close() })
	sio.files[0] = stdin
	if c.Capture {
		if sio.capt, err = newCapture(c.Output); err != nil {
			sio.close()
			return nil, fmt.Errorf("sandbox: %w", err)
		}
		capt := sio.capt
		sio.closer = append(sio.closer, func() { capt.finish(0) })
		sio.files[1], sio.files[2] = capt.outW, capt.errW
		return sio, nil
	}
	stdout, err := sio.output(c.Stdout, "stdout", box)
	if err != nil {
		sio.close()
		return nil, err
	}
	stderr := stdout // one file for both: one offset, so neither overwrites the other
	if c.Stderr != c.Stdout {
		if stderr, err = sio.output(c.Stderr, "stderr", box); err != nil {
			sio.close()
			return nil, err
		}
	}
	sio.files[1], sio.files[2] = stdout, stderr
	return sio, nil
}

// output opens an output file (name, or /dev/null), or in a box a memfd
// copied into it by flush.
func (sio *stdio) output(name, what string, box bool) (*os.File, error) {
	f, err := openOr(name, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, os.DevNull)
	if err != nil {
		return nil, err
	}
	sio.closer = append(sio.closer, func() { f.Close() })
	if !box || name == "" {
		return f, nil
	}
	fd, err := unix.MemfdCreate(what, unix.MFD_CLOEXEC)
	if err != nil {
		return nil, fmt.Errorf("sandbox: %s: %w", what, err)
	}
	mem := os.NewFile(uintptr(fd), what)
	sio.closer = append(sio.closer, func() { mem.Close() })
	sio.copies = append(sio.copies, func() error {
		st, err := mem.Stat()
		if err != nil {
			return err
		}
		_, err = io.Copy(f, io.NewSectionReader(mem, 0, st.Size()))
		return err
	})
	return mem, nil
}

// runGroup makes the run's cgroup and tells the request how the program's
// child joins it, alone, before it execs: v1 by its tasks files, v2 by
// cgroup.procs. Nothing else joins, so the pids limit is the run's own.
func (s *Sandbox) runGroup(req *runRequest, c Config, shared *serverGroups) (*runGroup, error) {
	if s.cg == nil {
		return nil, nil
	}
	g, err := s.cg.newRun(s.groupName("r"), c.Memory, c.Processes, shared)
	if err != nil {
		return nil, err
	}
	req.Tasks = g.tasksFiles()
	if s.cg.v2 {
		req.Group = g.dir
	}
	// A server's own pids and cpuacct groups outlive the run.
	if g.shared {
		req.Kept = g.sharedTasks()
	}
	return g, nil
}

// watch waits for the program while enforcing the CPU, wall-clock and
// output limits and the context: everything that ends a run early kills
// the program's whole tree (its cgroup, or the helper's pid namespace).
func (s *Sandbox) watch(ctx context.Context, c Config, p *process, g *runGroup, capt *capture) runFacts {
	w := &watcher{cpu: c.CPUTime, wall: c.WallTime, p: p, g: g}
	if w.wall <= 0 && c.CPUTime > 0 {
		w.wall = WallFor(c.CPUTime)
	}
	if capt != nil {
		w.overC = capt.over
	}
	done := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		w.enforce(ctx, done)
	}()
	o := p.wait()
	close(done)
	<-stopped // waited is the watcher's until then
	return runFacts{o: o, cpuOut: w.cpuOut.Load(), wallOut: w.wallOut.Load(), outOver: w.outOver.Load(), wall: w.wall, waited: w.waited}
}

// watcher enforces a run's limits while it goes on.
type watcher struct {
	cpu, wall                time.Duration // the limits (0: none)
	p                        *process
	g                        *runGroup
	overC                    <-chan struct{} // closed when the captured output passed its limit
	cpuOut, wallOut, outOver atomic.Bool     // which limit ended the run
	waited                   *Waiting        // measured at the wall limit (schedstat.go)
}

// enforce kills the run at the first limit it passes, or when ctx ends,
// until done.
func (w *watcher) enforce(ctx context.Context, done <-chan struct{}) {
	begin := time.Now()
	track := newWaitTracker(w.g, w.p, begin) // schedstat.go
	var wallC <-chan time.Time
	var wallT *time.Timer
	if w.wall > 0 {
		wallT = time.NewTimer(w.wall)
		defer wallT.Stop()
		wallC = wallT.C
	}
	var tickC <-chan time.Time
	if w.cpu > 0 {
		// cpuacct counts every thread and child; RLIMIT_CPU only one process.
		t := time.NewTicker(min(max(w.cpu/20, 5*time.Millisecond), 50*time.Millisecond))
		defer t.Stop()
		tickC = t.C
	}
	for {
		select {
		case <-done:
			return
		case <-ctx.Done():
			w.kill()
			return
		case <-w.overC:
			w.outOver.Store(true)
			w.kill()
			return
		case <-wallC:
			if more := w.pastWall(track, begin); more > 0 {
				wallT.Reset(more)
				continue
			}
			w.wallOut.Store(true)
			w.kill()
			return
		case now := <-tickC:
			if w.wall > 0 {
				track.sample(now) // so a thread that ends still counts its run delay
			}
			if w.cpuUsed() >= w.cpu {
				w.cpuOut.Store(true)
				w.kill()
				return
			}
		}
	}
}

// pastWall says how much longer a run that reached its wall limit goes
// on (0: none). Measured before killing: a run the machine kept waiting
// for a core gets that waiting back (schedstat.go); where that cannot be
// measured, a run whose group has ended waits for its outcome, which is
// on the way.
func (w *watcher) pastWall(track *waitTracker, begin time.Time) time.Duration {
	if m, ok := track.measure(); ok {
		w.waited = &m
		return m.stretch(w.wall)
	}
	if ended(w.g) && time.Since(begin) < maxStretch*w.wall {
		return endedWait
	}
	return 0
}

// cpuUsed is the run's CPU time so far: its group's, or its tree's.
func (w *watcher) cpuUsed() time.Duration {
	if w.g != nil {
		return w.g.cpu()
	}
	return treeCPU(w.p.pid)
}

// kill kills the program's whole tree.
func (w *watcher) kill() {
	w.p.kill()
	if w.g != nil {
		w.g.kill(w.p.keep)
	}
}

// runFacts are what classify decides on: how the run ended and which of
// the judge's limits ended it (watch), and what was read after (finish).
type runFacts struct {
	o                        outcome
	outOver, wallOut, cpuOut bool          // the judge ended the run for that limit
	wall                     time.Duration // the wall limit
	waited                   *Waiting      // measured at the wall limit (schedstat.go)
	bigFile                  bool          // an output file grew past the output limit
	cpuLimit                 time.Duration
	memLimit, outLimit       int64
	grouped                  bool // memory from a cgroup (else from rusage)
	oom, limitHit            bool // the cgroup's OOM kill and limit events
}

// classify says which limit, if any, ended a run: r holds what was
// measured (CPU time, memory), the result is r with its Status set.
func classify(f runFacts, r Result) Result {
	o, ws := f.o, f.o.status
	if o.failed != nil {
		st := Failed
		if mechOf(o.failed) == progStart {
			st = NotExecutable
		}
		return Result{Status: st, Error: o.failed.Error(), WallTime: o.wall, cause: o.failed}
	}
	clean := ws.Exited() && ws.ExitStatus() == 0
	switch {
	case o.full:
		r.Status, r.DiskFull = OutputLimit, true
	case f.outOver || f.outLimit > 0 && (ws.Signal() == syscall.SIGXFSZ || f.bigFile):
		r.Status = OutputLimit
	case stuckAtMemory(f, r):
		r.Status = MemoryLimit
	case f.wallOut || f.cpuOut || ws.Signal() == syscall.SIGXCPU || (f.cpuLimit > 0 && r.CPUTime > f.cpuLimit):
		r.Status = TimeLimit
	case f.memLimit > 0 && !clean && (f.oom || (f.limitHit && r.Memory >= f.memLimit) || (!f.grouped && r.Memory >= f.memLimit/2)):
		r.Status = MemoryLimit
	default:
		r.Status = Exited
		r.ExitCode = ws.ExitStatus()
		if ws.Signaled() {
			r.Signal = ws.Signal().String()
		}
	}
	return r
}

// stuckAtMemory says a run the wall clock ended sat at its memory limit
// neither running nor paging: the kernel reclaiming for it with nothing
// to reclaim, its OOM kill late (on a loaded machine a 4 GiB allocator
// sat 2-5 s at its limit, idle, until its wall clock). Its memory stopped
// it, not its time. Paging at its own limit (AtLimit) is thrashing that
// it could outrun: that stays a time limit.
func stuckAtMemory(f runFacts, r Result) bool {
	w := f.waited
	return f.wallOut && !f.cpuOut && f.grouped && f.memLimit > 0 && r.Memory >= f.memLimit &&
		w != nil && w.AtLimit == 0 && w.Blocked == 0 && w.Running < w.Wall/4
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

// treeCPU is the CPU time of pid's whole tree (the helper, its program and
// theirs, reaped or not), for runs without a cgroup.
func treeCPU(pid int) time.Duration {
	total := procCPU(pid)
	tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/children", pid))
	for _, t := range tasks {
		b, _ := readSmall(t)
		for _, f := range strings.Fields(string(b)) {
			if child, err := strconv.Atoi(f); err == nil {
				total += treeCPU(child)
			}
		}
	}
	return total
}

// procCPU is the CPU time of pid and its reaped children.
func procCPU(pid int) time.Duration {
	b, err := readSmall(fmt.Sprintf("/proc/%d/stat", pid))
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

// openStdin gives the program a sealed copy of its input, read-only and
// no one's to write: the input file itself (the judge's cache, owned by
// the program's uid when the judge is not root) could be opened again for
// writing through /proc/self/fd/0, and its link would name a host path.
//
// The memfd itself is the program's: sealed, nothing writes to it through
// any descriptor (fd 0 is open for reading and writing, and a write is
// refused), and 0444, no one opens it again for writing. A small input is
// read and written at offset 0, which the program reads from: no copy in
// the kernel (sendfile, ~40 µs a run for eight's inputs of a few bytes)
// and no reopening through /proc; a large one is copied by the kernel and
// the offset set back.
func openStdin(name string) (*os.File, error) {
	if name == "" {
		return os.Open(os.DevNull)
	}
	in, err := openSmall(name, unix.O_RDONLY)
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	defer unix.Close(in)
	mem, err := unix.MemfdCreate("stdin", unix.MFD_CLOEXEC|unix.MFD_ALLOW_SEALING)
	if err != nil {
		return nil, fmt.Errorf("sandbox: stdin: %w", err)
	}
	if err := fillInput(mem, in, name); err != nil {
		unix.Close(mem)
		return nil, fmt.Errorf("sandbox: stdin: %w", err)
	}
	// Sealed; 0444: not even the program's uid may open it for writing
	// (and the seals hold should it chmod the file back, as its owner
	// when the judge is not root).
	if _, err := unix.FcntlInt(uintptr(mem), unix.F_ADD_SEALS, unix.F_SEAL_SHRINK|unix.F_SEAL_GROW|unix.F_SEAL_WRITE|unix.F_SEAL_SEAL); err != nil {
		unix.Close(mem)
		return nil, fmt.Errorf("sandbox: stdin: seal: %w", err)
	}
	if err := unix.Fchmod(mem, 0o444); err != nil {
		unix.Close(mem)
		return nil, fmt.Errorf("sandbox: stdin: chmod: %w", err)
	}
	// A blocking descriptor: the runtime's poller has no use for a file
	// the judge only passes on.
	return os.NewFile(uintptr(mem), "stdin"), nil
}

// smallInput bounds the inputs that openStdin reads into the judge's
// memory to write them to the memfd.
const smallInput = 1 << 20

// fillInput fills the memfd mem with the input file in and leaves mem's
// offset at 0.
func fillInput(mem, in int, name string) error {
	var st unix.Stat_t
	if err := unix.Fstat(in, &st); err != nil {
		return err
	}
	if st.Mode&unix.S_IFMT == unix.S_IFREG && st.Size <= smallInput {
		data, err := readStat(in, name, &st)
		if err != nil {
			return err
		}
		for off := 0; off < len(data); {
			n, err := unix.Pwrite(mem, data[off:], int64(off))
			if err != nil && err != unix.EINTR {
				return err
			}
			off += max(n, 0)
		}
		return nil
	}
	if err := copyInput(mem, in); err != nil {
		return err
	}
	_, err := unix.Seek(mem, 0, io.SeekStart)
	return err
}

// copyByReads copies what is left of in to mem by reads and writes.
func copyByReads(mem, in int) error {
	buf := make([]byte, 64<<10)
	for {
		n, err := unix.Read(in, buf)
		if err == unix.EINTR {
			continue
		}
		if err != nil || n == 0 {
			return err
		}
		for b := buf[:n]; len(b) > 0; {
			m, err := unix.Write(mem, b)
			if err != nil && err != unix.EINTR {
				return err
			}
			b = b[max(m, 0):]
		}
	}
}

// copyInput copies the input file in into the memfd mem, in the kernel
// (sendfile) when it can.
func copyInput(mem, in int) error {
	for {
		n, err := unix.Sendfile(mem, in, nil, 1<<30)
		switch {
		case err == unix.EINTR:
			continue
		case err == unix.EINVAL || err == unix.ENOSYS:
			return copyByReads(mem, in)
		case err != nil:
			return err
		case n == 0:
			return nil
		}
	}
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
