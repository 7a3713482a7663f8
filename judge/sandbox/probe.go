//go:build linux

package sandbox

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	ll "github.com/landlock-lsm/go-landlock/landlock/syscall"
)

// nobody is the unprivileged uid and gid programs run as when the judge is root.
const nobody = 65534

// Sandbox runs programs; make one with New and share it (Run is safe for
// concurrent use).
type Sandbox struct {
	self       string // the judge binary, re-executed as the helper
	uid, gid   int    // to drop to, -1 when not root
	cloneflags uintptr
	userns     bool // namespaces come with a user namespace (judge not root)
	pidPerRun  bool // a pid namespace per run even where the judge is root (tests)
	cg         *cgroupSys
	landlock   int       // ABI in use, 0: none
	root       *rootSpec // the private root, nil: none
	hidden     []string  // judge files masked in the root besides the binary
	system     []string  // read-only paths every program gets
	path       string    // PATH for programs whose Env has none
	mechs      []Mechanism
	seq        atomic.Uint64 // names run cgroups
	chown      sync.Mutex    // one recursive chown of a shared dir at a time

	ready chan struct{} // closed when New's probe is done
	err   error         // the probe's verdict: nothing can run

	serve    bool       // runs go through servers when served() allows
	starter  starter    // how runs start: servers or a helper per run (choose)
	mu       sync.Mutex // guards idle, closed, warming and starting
	idle     []*server
	closed   bool
	warming  int          // servers Warm is starting and Warm calls still waiting for the probe
	starting int          // servers Warm is starting
	live     atomic.Int64 // servers started and not stopped (server.live)
	warmed   *sync.Cond   // signalled when one has arrived
}

// New probes what this machine offers and keeps every mechanism that works.
// The probe goes on in the background; Err says how it ended.
func New(opts ...Option) (*Sandbox, error) {
	o := options{without: map[string]bool{}}
	for _, f := range opts {
		f(&o)
	}
	self, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("sandbox: cannot find own binary: %w", err)
	}
	s := &Sandbox{self: self, uid: -1, gid: -1, serve: !o.perRun, pidPerRun: o.pidPerRun}
	s.warmed = sync.NewCond(&s.mu)
	root := os.Geteuid() == 0
	state := map[string]Mechanism{
		MechRlimits:    {MechRlimits, true, "CPU, FSIZE, STACK, CORE, NOFILE"},
		MechNoNewPrivs: {MechNoNewPrivs, true, "set before exec; " + seccompDetail()},
	}
	// In this order: the namespaces' detail says whether there are cgroups,
	// and the root needs a mount namespace.
	state[MechUser] = s.useUser(o, root)
	state[MechCgroups] = s.useCgroups(o)
	state[MechLandlock] = s.useLandlock(o)
	state[MechNamespaces] = s.useNamespaces(o, root)
	s.findRuntimes(o.toolPath, o.tools)
	state[MechRoot] = s.useRoot(o)

	// The probe starts a helper (a server, when runs are served): a few
	// milliseconds that the judge spends on its own start meanwhile. Run,
	// Level and Mechanisms wait for it.
	s.ready = make(chan struct{})
	go func() {
		defer close(s.ready)
		s.err = s.settle(state, o.servers)
	}()
	return s, nil
}

// turnedOff is a mechanism the options turned off.
func turnedOff(name string) Mechanism { return Mechanism{name, false, "turned off"} }

// useUser drops programs to nobody where the judge is root.
func (s *Sandbox) useUser(o options, root bool) Mechanism {
	switch {
	case o.without[MechUser]:
		return turnedOff(MechUser)
	case root:
		s.uid, s.gid = nobody, nobody
		return Mechanism{MechUser, true, fmt.Sprintf("programs run as uid/gid %d", nobody)}
	}
	return Mechanism{MechUser, false, fmt.Sprintf("judge not root: programs run as uid %d, like the judge", os.Geteuid())}
}

// useCgroups finds the cgroups the judge may make groups in, and makes one.
func (s *Sandbox) useCgroups(o options) Mechanism {
	if o.without[MechCgroups] {
		return turnedOff(MechCgroups)
	}
	cg, err := detectCgroups(o.cgroupParent)
	if err != nil {
		return Mechanism{MechCgroups, false, err.Error()}
	}
	g, err := cg.newRun("probe", 1<<30, 64, nil)
	if err != nil {
		cg.release()
		return Mechanism{MechCgroups, false, "cannot make a group: " + err.Error()}
	}
	cg.probePeakReset(g)
	_ = g.remove()
	s.cg = cg
	return Mechanism{MechCgroups, true, cg.String()}
}

// useLandlock takes the kernel's Landlock ABI.
func (s *Sandbox) useLandlock(o options) Mechanism {
	if o.without[MechLandlock] {
		return turnedOff(MechLandlock)
	}
	abi, err := ll.LandlockGetABIVersion()
	if err != nil || abi < 1 {
		return Mechanism{MechLandlock, false, fmt.Sprintf("not available: %v", err)}
	}
	s.landlock = abi
	d := fmt.Sprintf("ABI %d: read-only system and runtime paths, writable work dir", abi)
	if abi >= 4 {
		d += ", TCP bind/connect denied"
	}
	if abi >= 6 {
		d += ", signals and abstract sockets scoped"
	}
	return Mechanism{MechLandlock, true, d}
}

// useNamespaces asks for the namespaces (the probe says whether they
// work): in a user namespace where the judge is not root.
func (s *Sandbox) useNamespaces(o options, root bool) Mechanism {
	if o.without[MechNamespaces] {
		return turnedOff(MechNamespaces)
	}
	s.cloneflags = syscall.CLONE_NEWPID | syscall.CLONE_NEWNET | syscall.CLONE_NEWNS | syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS
	s.userns = !root
	own := "ipc"
	if s.userns {
		own = "pid, ipc"
	}
	if s.cg != nil {
		own += " and cgroup"
	}
	d := "pid, net, mount (fresh /proc), uts; " + own + " of each run's own"
	if s.userns {
		d = "pid, net, mount (fresh /proc), uts, in a user namespace; " + own + " of each run's own"
	}
	return Mechanism{MechNamespaces, true, d}
}

// useRoot plans the private root, which needs a mount namespace.
func (s *Sandbox) useRoot(o options) Mechanism {
	switch {
	case o.without[MechRoot]:
		return turnedOff(MechRoot)
	case s.cloneflags&syscall.CLONE_NEWNS == 0:
		return Mechanism{MechRoot, false, "needs a mount namespace"}
	}
	s.hidden = o.hidden
	s.root = s.rootSpecFor()
	return Mechanism{MechRoot, true, "pivot_root into a tmpfs of read-only binds (judge binary masked), " + oldRootFate() + "; " + overlayFate() + "; a size-limited tmpfs work dir per run"}
}

// settle probes the whole set-up; a failing step names its mechanism,
// which is then given up and the rest tried again.
func (s *Sandbox) settle(state map[string]Mechanism, servers int) error {
	// Servers beside the probe's, started at once: they need only what
	// the probe's needs, so a failing probe stops them (the set-up is
	// about to change); after a probe that passed they go idle as they
	// come, and the first runs need not wait for them all.
	pre := s.startBeside(servers - 1)
	defer func() {
		pre.decide(true)
		if s.cg != nil {
			s.cg.sweep()
		}
	}()
	defer s.choose()
	for range 5 {
		s.choose()
		err := s.probe()
		if err == nil {
			break
		}
		pre.decide(false)
		s.stopIdle(false) // the failed probe's server: its set-up is about to change
		name := mechOf(err)
		m, ok := state[name]
		if !ok || !m.OK || name == MechRlimits || name == MechNoNewPrivs {
			return fmt.Errorf("sandbox: helper does not start: %w", err)
		}
		state[name] = Mechanism{name, false, "probe failed: " + err.Error()}
		s.giveUp(name, state)
	}
	s.describeSettled(state)
	for _, n := range []string{MechRlimits, MechNoNewPrivs, MechUser, MechNamespaces, MechRoot, MechCgroups, MechLandlock} {
		s.mechs = append(s.mechs, state[n])
	}
	return nil
}

// earlyServers are servers started beside New's probe, kept or stopped
// as the first probe decides.
type earlyServers struct {
	once    sync.Once
	decided chan struct{} // closed once good is set
	good    bool
}

// startBeside starts n servers beside the probe's, when runs are served.
// Until they have come, they count as Warm's (starting): a run that finds
// no idle server waits for them rather than start its own.
func (s *Sandbox) startBeside(n int) *earlyServers {
	pre := &earlyServers{decided: make(chan struct{})}
	if !s.served() || n <= 0 {
		return pre
	}
	s.mu.Lock()
	s.warming += n
	s.starting += n
	s.mu.Unlock()
	for range n {
		go func() {
			defer s.warmDone()
			srv, err := s.startServer()
			<-pre.decided
			s.arrived(srv, err, pre.good)
		}()
	}
	return pre
}

// decide keeps the servers (good) or stops them as they come; the first
// call decides.
func (pre *earlyServers) decide(good bool) {
	pre.once.Do(func() {
		pre.good = good
		close(pre.decided)
	})
}

// giveUp stops using the mechanism a probe failed on.
func (s *Sandbox) giveUp(name string, state map[string]Mechanism) {
	switch name {
	case MechCgroups:
		s.cg.release()
		s.cg = nil
	case MechNamespaces:
		s.cloneflags, s.userns = 0, false
		if s.root != nil {
			s.root = nil
			state[MechRoot] = Mechanism{MechRoot, false, "needs a mount namespace"}
		}
	case MechRoot:
		s.root = nil
	case MechLandlock:
		s.landlock = 0
	case MechUser:
		s.uid, s.gid = -1, -1
	}
}

// describeSettled says, for doctor, what the mechanisms that stayed leave
// to each other: the user a program has, Landlock under a private root,
// rlimits without cgroups.
func (s *Sandbox) describeSettled(state map[string]Mechanism) {
	if m := state[MechUser]; !m.OK && os.Geteuid() != 0 {
		if s.privateRoot() {
			m.Detail = fmt.Sprintf("judge not root: programs run as its uid %d, root of a user namespace with no capabilities, in a read-only private root without the judge's files", os.Geteuid())
		} else {
			m.Detail = fmt.Sprintf("judge not root and no user namespace: programs run as uid %d, like the judge, and can change any file of the judge they reach", os.Geteuid())
		}
		state[MechUser] = m
	}
	if m := state[MechLandlock]; m.OK && s.root != nil {
		m.Detail = fmt.Sprintf("ABI %d: files left to the private root", s.landlock)
		if s.landlock >= 4 {
			m.Detail += "; TCP bind/connect denied"
		}
		if s.landlock >= 6 {
			m.Detail += ", signals and abstract sockets scoped"
		}
		state[MechLandlock] = m
	}
	if s.cg == nil {
		m := state[MechRlimits]
		m.Detail += ", AS for memory (Java and Go may fail), CPU polled for the main process and its reaped children only"
		m.Detail += ", no process limit (RLIMIT_NPROC counts all of a user's processes)"
		state[MechRlimits] = m
	}
}

// choose picks how runs start, from what is in force.
func (s *Sandbox) choose() {
	if s.served() {
		s.starter = servers{s}
	} else {
		s.starter = helpers{s}
	}
}

// Err waits for New's probe and says whether programs can run at all.
func (s *Sandbox) Err() error {
	<-s.ready
	return s.err
}

// probe starts a run through the starter's probe: everything this
// sandbox would use for a program, up to its exec, which the child leaves
// out.
func (s *Sandbox) probe() error {
	dir, err := WorkDir("probe")
	if err != nil {
		return fmt.Errorf("probe: %w", err)
	}
	defer RemoveWorkDir(dir)
	c := Config{Dir: dir, WallTime: 10 * time.Second, Memory: 256 << 20, Processes: 16}
	req, err := s.newRequest(c)
	if err != nil {
		return err
	}
	if err := s.placeFiles(req, c); err != nil {
		return err
	}
	sio, err := openStdio(c, s.privateRoot())
	if err != nil {
		return err
	}
	defer sio.close()
	l, err := s.starter.probe(req)
	if err != nil {
		return err
	}
	r, err := s.runWith(context.Background(), c, req, sio, l)
	if err != nil {
		return err
	}
	if r.Status != Exited || r.ExitCode != 0 {
		if r.cause != nil {
			return r.cause
		}
		if r.Error != "" {
			return errors.New(r.Error)
		}
		return fmt.Errorf("probe: helper ended with %v %d %s", r.Status, r.ExitCode, r.Signal)
	}
	return nil
}

// Level names the isolation in force, for reports: "full", "rlimits", or
// "partial: no …" listing what is missing.
func (s *Sandbox) Level() string {
	if s.Err() != nil {
		return "none"
	}
	var missing []string
	for _, m := range s.mechs {
		if !m.OK {
			missing = append(missing, "no "+m.Name)
		}
	}
	switch {
	case len(missing) == 0:
		return "full"
	case s.cg == nil && s.cloneflags == 0 && s.landlock == 0 && s.uid < 0 && s.root == nil:
		return "rlimits"
	}
	return "partial: " + strings.Join(missing, ", ")
}

// Untrusted says why programs should not be untrusted code here, or ""
// when they may: where programs keep the judge's uid (the judge is not
// root, or the user mechanism is off), a program has the judge's
// identity, which no mechanism here maps to nothing of the judge's. What
// still holds then is in README's Sandbox section.
func (s *Sandbox) Untrusted() string {
	if s.Err() != nil || s.uid >= 0 {
		return ""
	}
	if os.Geteuid() != 0 {
		return fmt.Sprintf("programs run as the judge's own uid %d (the judge is not root)", os.Geteuid())
	}
	return fmt.Sprintf("programs run as the judge's own uid (sandbox level %s)", s.Level())
}

// Mechanisms says, for `judge doctor`, which mechanism is in force and how.
func (s *Sandbox) Mechanisms() []Mechanism {
	_ = s.Err()
	return slices.Clone(s.mechs)
}

// ReadOnlyPaths are the system and runtime paths every program may read.
func (s *Sandbox) ReadOnlyPaths() []string {
	_ = s.Err()
	return slices.Clone(s.system)
}

// systemPaths are what C, C++, Python, Go and Java need to start; missing
// ones are skipped. /proc is added only when it is the run's own.
var systemPaths = []string{
	"/usr", "/lib", "/lib64", "/lib32", "/libx32", "/bin", "/sbin", "/etc",
	"/dev/urandom", "/dev/random", "/dev/zero", "/dev/full",
	"/sys/devices/system/cpu", "/sys/fs/cgroup", "/sys/kernel/mm/transparent_hugepage",
}

// standardPath is where programs look for commands when Env has no PATH.
const standardPath = "/usr/local/bin:/usr/bin:/bin"

// findRuntimes adds the install roots of the commands found in path (see
// Toolchains) to the system paths, and their directories to the default
// PATH.
func (s *Sandbox) findRuntimes(path string, commands []string) {
	s.system = slices.Clone(systemPaths)
	pathDirs := filepath.SplitList(standardPath)
	for _, name := range commands {
		p := s.lookPath(name, path)
		if p == "" {
			continue
		}
		if d := filepath.Dir(p); !slices.Contains(pathDirs, d) {
			pathDirs = append(pathDirs, d)
		}
		real, err := filepath.EvalSymlinks(p)
		if err != nil {
			continue
		}
		s.addRoot(installRoot(real))
		// A Python venv's interpreter is a link to (or a copy of) one
		// installed elsewhere, and its packages live in the venv: its root
		// (above bin/, marked by pyvenv.cfg) is read too, and the install
		// the venv was made from (pyvenv.cfg's home).
		if venv := filepath.Dir(filepath.Dir(p)); fileExists(filepath.Join(venv, "pyvenv.cfg")) {
			s.addRoot(venv)
			if home := venvHome(venv); home != "" {
				s.addRoot(installRoot(filepath.Join(home, "python3")))
			}
		}
	}
	s.path = strings.Join(pathDirs, ":")
}

// installRoot is the install root of the command at path: the directory
// above its bin/ (…/bin/go → …), or else its own directory.
func installRoot(path string) string {
	root := filepath.Dir(path)
	if filepath.Base(root) == "bin" {
		root = filepath.Dir(root)
	}
	return root
}

// addRoot makes root readable by programs, unless a system path holds it.
func (s *Sandbox) addRoot(root string) {
	if filepath.IsAbs(root) && !s.systemPath(root) {
		s.system = append(s.system, root)
	}
}

// venvHome is the directory of the interpreter a venv was made from, as
// its pyvenv.cfg says ("home = /opt/python/bin"); "" when it says none.
func venvHome(venv string) string {
	cfg, err := os.ReadFile(filepath.Join(venv, "pyvenv.cfg"))
	if err != nil {
		return ""
	}
	for _, line := range strings.Split(string(cfg), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok && strings.TrimSpace(k) == "home" {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// systemPath says whether p is readable as one of the system paths.
func (s *Sandbox) systemPath(p string) bool {
	for _, q := range s.system {
		if p == q || strings.HasPrefix(p, q+"/") {
			return true
		}
	}
	return false
}

// lookPath finds a command in PATH list, skipping what the program's user
// could not reach (a judge-only install under /root when dropping to nobody).
func (s *Sandbox) lookPath(name, path string) string {
	for _, d := range filepath.SplitList(path) {
		if d == "" || !filepath.IsAbs(d) {
			continue
		}
		p := filepath.Join(d, name)
		if st, err := os.Stat(p); err != nil || st.IsDir() || st.Mode()&0o111 == 0 {
			continue
		}
		if s.reachable(p) {
			return p
		}
	}
	return ""
}

// reachable says whether the run's user can get to path: every directory on
// the way must be searchable by others when programs run as nobody.
func (s *Sandbox) reachable(path string) bool {
	if s.uid < 0 {
		return true
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return false
	}
	for d := filepath.Dir(real); ; d = filepath.Dir(d) {
		st, err := os.Stat(d)
		if err != nil || st.Mode().Perm()&0o001 == 0 {
			return false
		}
		if d == "/" {
			return true
		}
	}
}
