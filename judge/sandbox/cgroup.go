//go:build linux

package sandbox

import (
	"bufio"
	"errors"
	"fmt"
	"os"
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

// cgroupSys is where run groups are made: this judge's own group under
// each v1 controller's parent, or under one v2 parent with memory and pids
// (and cpu, where available) delegated to its children. The own groups are
// named by a random token and locked while in use (owner.go).
type cgroupSys struct {
	v2                    bool
	memory, pids, cpuacct string // v1: this judge's groups
	unified               string // v2: this judge's group
	how                   string // v2: how the parent was delegated, for doctor
	noMemsw               atomic.Bool
	noPeakReset           atomic.Bool // v2: memory.peak cannot be reset (before Linux 6.12): no group is kept

	mu    sync.Mutex
	locks []*os.File // on this judge's groups; nil once released
}

func (c *cgroupSys) String() string {
	mine := "; this judge's " + filepath.Base(c.owned()[0]) + " held by a lock"
	if c.v2 {
		ctl := "memory, pids"
		join := "each program cloned straight into its run's group (clone3 CLONE_INTO_CGROUP)"
		if !kernelAtLeast(5, 7) {
			join = "each program's child joins its run's group (cgroup.procs; no CLONE_INTO_CGROUP before Linux 5.7)"
		}
		kept := "a server's run group kept for its next run when clean (memory.peak reset)"
		if c.noPeakReset.Load() {
			kept = "a group made per run (memory.peak cannot be reset before Linux 6.12)"
		}
		return "v2 (" + ctl + ") under " + filepath.Dir(c.unified) + mine + "; " + c.how + "; " + join + "; " + kept
	}
	return "v1 (memory, pids, cpuacct) under " + filepath.Dir(filepath.Dir(c.memory)) + ", …" + mine
}

// kernelAtLeast says whether the running kernel is major.minor or later.
func kernelAtLeast(major, minor int) bool {
	var u unix.Utsname
	if unix.Uname(&u) != nil {
		return false
	}
	var ma, mi int
	if _, err := fmt.Sscanf(unix.ByteSliceToString(u.Release[:]), "%d.%d", &ma, &mi); err != nil {
		return false
	}
	return ma > major || ma == major && mi >= minor
}

// owned are this judge's groups, one per parent.
func (c *cgroupSys) owned() []string {
	if c.v2 {
		return []string{c.unified}
	}
	return []string{c.memory, c.pids, c.cpuacct}
}

// own makes and locks this judge's groups under the parents (named by
// token), or makes them again after release.
func (c *cgroupSys) own() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.locks != nil {
		return nil
	}
	var locks []*os.File
	for _, d := range c.owned() {
		_, f, err := claimGroup(filepath.Dir(d), strings.TrimPrefix(filepath.Base(d), ownerGroupPrefix), c.v2)
		if err != nil {
			for _, f := range locks {
				_ = syscall.Rmdir(f.Name())
				f.Close()
			}
			return fmt.Errorf("own group: %w", err)
		}
		locks = append(locks, f)
	}
	c.locks = locks
	return nil
}

// release removes this judge's groups and drops their locks; groups still
// in use (runs of a closed Sandbox) keep theirs until the process ends.
func (c *cgroupSys) release() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, d := range c.owned() {
		if syscall.Rmdir(d) != nil && fileExists(d) {
			return
		}
	}
	for _, f := range c.locks {
		f.Close()
	}
	c.locks = nil
}

type mount struct{ root, point, fstype, opts string }

// cgroupMounts reads the cgroup mounts of this process's mount namespace.
func cgroupMounts() ([]mount, error) {
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var ms []mount
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		pre, post, ok := strings.Cut(sc.Text(), " - ")
		if !ok {
			continue
		}
		a, b := strings.Fields(pre), strings.Fields(post)
		if len(a) < 5 || len(b) < 3 || (b[0] != "cgroup" && b[0] != "cgroup2") {
			continue
		}
		ms = append(ms, mount{root: a[3], point: a[4], fstype: b[0], opts: b[2]})
	}
	return ms, sc.Err()
}

// ownCgroups maps each v1 controller (and "" for v2) to this process's group.
func ownCgroups() (map[string]string, error) {
	data, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return nil, err
	}
	own := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		parts := strings.SplitN(line, ":", 3)
		if len(parts) != 3 {
			continue
		}
		if parts[1] == "" {
			own[""] = parts[2]
			continue
		}
		for _, c := range strings.Split(parts[1], ",") {
			own[c] = parts[2]
		}
	}
	return own, nil
}

// groupDir is the directory of group path p inside mount m.
func groupDir(m mount, p string) string {
	rel, err := filepath.Rel(m.root, p)
	if err != nil || strings.HasPrefix(rel, "..") {
		rel = "."
	}
	return filepath.Join(m.point, rel)
}

// detectCgroups finds a usable hierarchy: v1 when memory, pids and cpuacct
// are mounted as v1 controllers, else v2 with memory and pids available;
// and makes this judge's own groups there. parent overrides the v2 parent
// (a delegated group).
func detectCgroups(parent string) (*cgroupSys, error) {
	ms, err := cgroupMounts()
	if err != nil {
		return nil, err
	}
	own, err := ownCgroups()
	if err != nil {
		return nil, err
	}
	v1 := map[string]string{}
	var v2 *mount
	for i, m := range ms {
		if m.fstype == "cgroup2" {
			v2 = &ms[i]
			continue
		}
		for _, o := range strings.Split(m.opts, ",") {
			if p, ok := own[o]; ok && (o == "memory" || o == "pids" || o == "cpuacct") {
				v1[o] = filepath.Join(groupDir(m, p), "slidejudge")
			}
		}
	}
	token := ownerToken()
	mine := func(parent string) string { return filepath.Join(parent, ownerGroupPrefix+token) }
	var c *cgroupSys
	switch {
	case v1["memory"] != "" && v1["pids"] != "" && v1["cpuacct"] != "" && parent == "":
		c = &cgroupSys{memory: mine(v1["memory"]), pids: mine(v1["pids"]), cpuacct: mine(v1["cpuacct"])}
		for _, d := range []string{v1["memory"], v1["pids"], v1["cpuacct"]} {
			if err := os.MkdirAll(d, 0o755); err != nil {
				return nil, err
			}
		}
	case v2 == nil:
		return nil, errors.New("no cgroup v1 memory+pids+cpuacct and no cgroup2 mount")
	default:
		how := "a delegated parent"
		if parent == "" {
			root := groupDir(*v2, "/")
			if parent, how, err = delegateV2(groupDir(*v2, own[""]), root); err != nil {
				return nil, fmt.Errorf("cgroup v2: %w", err)
			}
		} else if err := enableV2(parent); err != nil {
			return nil, fmt.Errorf("cgroup v2: %w", err)
		}
		c = &cgroupSys{v2: true, unified: mine(parent), how: how}
	}
	if err := c.own(); err != nil {
		return nil, err
	}
	return c, nil
}

// delegateV2 makes a parent that can hand memory and pids (and cpu) to run
// groups, as systemd expects of a delegated group: no process in an inner
// node. own is the judge's group, root the hierarchy's.
//   - own is the root, or holds the judge alone (a service or scope with
//     Delegate=yes): the judge moves into the leaf own/judge (unless own is
//     the root, where processes may stay), the controllers are enabled in
//     own's subtree_control and run groups go under own/slidejudge.
//   - own holds other processes (a login shell's session): the judge may
//     not make it an inner node; as root it uses the hierarchy root's
//     slidejudge instead.
func delegateV2(own, root string) (parent, how string, err error) {
	if err := available(own); err != nil {
		return "", "", err
	}
	alone, err := holdsOnlySelf(own)
	if err != nil {
		return "", "", err
	}
	switch {
	case own == root:
		how = "the judge in the root group"
	case alone:
		leaf := filepath.Join(own, "judge")
		if err := os.MkdirAll(leaf, 0o755); err != nil {
			return "", "", err
		}
		if err := os.WriteFile(filepath.Join(leaf, "cgroup.procs"), []byte("0"), 0); err != nil {
			return "", "", fmt.Errorf("move the judge into %s: %w", leaf, err)
		}
		how = "the judge moved into the leaf " + leaf + " (delegation: no process in an inner group)"
	case os.Geteuid() == 0:
		how = "own group " + own + " holds other processes: groups made under the hierarchy's root"
		own = root
	default:
		return "", "", fmt.Errorf("%s holds other processes and cannot be delegated (run the judge alone in a delegated group: systemd-run --user --scope -p Delegate=yes)", own)
	}
	if err := enableV2(own); err != nil {
		return "", "", fmt.Errorf("enable memory and pids for children of %s: %w", own, err)
	}
	p := filepath.Join(own, "slidejudge")
	if err := os.MkdirAll(p, 0o755); err != nil {
		return "", "", err
	}
	if err := enableV2(p); err != nil {
		return "", "", fmt.Errorf("enable memory and pids for children of %s: %w", p, err)
	}
	return p, how, nil
}

// available says whether memory and pids can be had in group dir.
func available(dir string) error {
	ctrl, err := os.ReadFile(filepath.Join(dir, "cgroup.controllers"))
	if err != nil {
		return err
	}
	for _, c := range []string{"memory", "pids"} {
		if !slices.Contains(strings.Fields(string(ctrl)), c) {
			return fmt.Errorf("controller %s not available in %s", c, dir)
		}
	}
	return nil
}

// holdsOnlySelf says whether this process is the only one in group dir.
func holdsOnlySelf(dir string) (bool, error) {
	b, err := os.ReadFile(filepath.Join(dir, "cgroup.procs"))
	if err != nil {
		return false, err
	}
	me := strconv.Itoa(os.Getpid())
	for _, f := range strings.Fields(string(b)) {
		if f != me {
			return false, nil
		}
	}
	return true, nil
}

// enableV2 hands memory and pids to dir's children: all a run's group
// needs (cpu.stat's usage is there without the cpu controller). Not cpu:
// with it each run's group would get a scheduling group of its own, made
// and freed for every run, and every switch of the program's threads
// would go through one more level of it. Run groups are children of the
// judge's own group, made afresh at each start (claimGroup), so cpu is
// never handed to them; what the levels above hand down (the hierarchy's
// root, a delegated parent) is the machine's, and stays as it is.
func enableV2(dir string) error {
	return os.WriteFile(filepath.Join(dir, "cgroup.subtree_control"), []byte("+memory +pids"), 0)
}

// runGroup is the cgroup (one dir per v1 controller) of one run.
type runGroup struct {
	sys *cgroupSys
	// dir is the run's own group: v1's memory group, or the v2 group. It
	// holds the run's tasks (cgroup.procs) and memory files.
	dir string
	// pids and cpuacct are v1's other groups ("" on v2, where dir has
	// their files).
	pids, cpuacct string
	shared        bool          // pids and cpuacct are a server's, reset for each run
	sg            *serverGroups // the server's, when shared
	memory        int64         // its memory limit, bytes; 0 none
	reused        bool          // dir is the memory group of the server's last run (keepable)
	settled       bool          // the run is over and no task is left in the group
	files         memFiles      // a kept group's files, open; nil: read by path
	cpuBase       time.Duration // v2: a kept group's CPU time before the run
	procs         int           // its pids limit; 0 none
}

// memFiles are the files of a kept memory group (v1's, or the v2 group)
// that the judge reads or writes at every run, open for as long as the
// group is kept: the path of a group is eight or more names deep, and
// walking it costs more than the read. v2's memory.peak must be: a reset
// holds only for reads through the descriptor it was written to. Keyed by
// name.
type memFiles map[string]*os.File

// memFileNames are memFiles' files, v1's then v2's; memory.memsw.failcnt
// exists only where swap is accounted.
var memFileNames = [2][]string{
	{"memory.max_usage_in_bytes", "memory.failcnt", "memory.memsw.failcnt", "memory.usage_in_bytes", "memory.oom_control"},
	{"memory.peak", "memory.current", "memory.events", "cpu.stat", "cgroup.events"},
}

func openMemFiles(dir string, v2 bool) (memFiles, error) {
	mf := memFiles{}
	names := memFileNames[0]
	if v2 {
		names = memFileNames[1]
	}
	for _, name := range names {
		f, err := os.OpenFile(filepath.Join(dir, name), os.O_RDWR, 0)
		if err != nil {
			if errors.Is(err, os.ErrNotExist) && name == "memory.memsw.failcnt" {
				continue
			}
			mf.close()
			return nil, err
		}
		mf[name] = f
	}
	return mf, nil
}

func (mf memFiles) close() {
	for _, f := range mf {
		f.Close()
	}
}

// read reads one of the group's files: by its descriptor when the group
// is kept, else by path.
func (g *runGroup) read(name string) ([]byte, error) {
	if f := g.files[name]; f != nil {
		return reread(f, make([]byte, 64))
	}
	return readSmall(g.file(name))
}

func (g *runGroup) readInt(name string) (int64, error) {
	b, err := g.read(name)
	if err != nil {
		return 0, err
	}
	return strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
}

// keyed reads key in one of the group's "key value" files (memory.events,
// cpu.stat, memory.oom_control): 0 when it cannot be read.
func (g *runGroup) keyed(name, key string) int64 {
	n, _ := g.keyedValue(name, key)
	return n
}

func (g *runGroup) keyedValue(name, key string) (int64, error) {
	b, err := g.read(name)
	if err != nil {
		return 0, err
	}
	n, ok, err := keyIn(b, key)
	if err == nil && !ok {
		err = fmt.Errorf("%s: no %s", g.file(name), key)
	}
	return n, err
}

// keyIn finds key in the "key value" lines b; ok false when it is not there.
func keyIn(b []byte, key string) (n int64, ok bool, err error) {
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, found := strings.Cut(line, " "); found && k == key {
			n, err = strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			return n, true, err
		}
	}
	return 0, false, nil
}

// file names a file of the run's own group.
func (g *runGroup) file(name string) string { return filepath.Join(g.dir, name) }

// ownDirs are the groups made for the run alone (not a server's shared
// pids and cpuacct groups).
func (g *runGroup) ownDirs() []string {
	if g.sys.v2 || g.shared || g.pids == "" {
		return []string{g.dir}
	}
	return []string{g.dir, g.pids, g.cpuacct}
}

// tasksFiles are the files the program's child joins the run's groups by:
// v1 each group's tasks, v2 cgroup.procs.
func (g *runGroup) tasksFiles() []string {
	if g.sys.v2 {
		return []string{g.file("cgroup.procs")}
	}
	return append([]string{g.file("tasks")}, g.sharedTasks()...)
}

// sharedTasks are the tasks files of v1's pids and cpuacct groups, a
// server's for good when shared.
func (g *runGroup) sharedTasks() []string {
	if g.sys.v2 {
		return nil
	}
	return []string{filepath.Join(g.pids, "tasks"), filepath.Join(g.cpuacct, "tasks")}
}

// serverGroups are a server's v1 pids and cpuacct groups, kept across its
// runs: resetting them costs less than making and removing groups. The
// files read and written at every run stay open.
//
// A run's memory group is its own, and the server's next run gets it only
// when nothing tells it from a group made afresh (keepable): making and
// removing a v1 memory group costs ~0.3 ms of CPU (the judge's mkdir and
// rmdir, the kernel's workers taking the group offline and freeing it),
// about a tenth of what a short test costs.
type serverGroups struct {
	pids, cpuacct string
	usage         *os.File // cpuacct.usage: reset, read
	pidsMax       *os.File // pids.max
	pidsCurrent   *os.File // pids.current

	memory string   // the memory group kept from the last run, "" none
	files  memFiles // its files, open
	limit  int64    // its memory limit
	procs  int      // v2: its pids limit
}

// newServerGroups makes a server's groups. On v2 a server has none of its
// own (each run's group holds the run's memory, pids and CPU time); it
// only keeps its last run's group, where the kernel lets that group's
// peak be reset.
func (c *cgroupSys) newServerGroups(name string) (*serverGroups, error) {
	if err := c.own(); err != nil {
		return nil, err
	}
	if c.v2 {
		return &serverGroups{}, nil
	}
	sg := &serverGroups{pids: filepath.Join(c.pids, name), cpuacct: filepath.Join(c.cpuacct, name)}
	err := os.Mkdir(sg.pids, 0o755)
	if err == nil {
		if err = os.Mkdir(sg.cpuacct, 0o755); err != nil {
			_ = syscall.Rmdir(sg.pids)
			return nil, err
		}
	}
	for _, f := range []struct {
		to   **os.File
		name string
		flag int
	}{
		{&sg.usage, filepath.Join(sg.cpuacct, "cpuacct.usage"), os.O_RDWR},
		{&sg.pidsMax, filepath.Join(sg.pids, "pids.max"), os.O_WRONLY},
		{&sg.pidsCurrent, filepath.Join(sg.pids, "pids.current"), os.O_RDONLY},
	} {
		if err == nil {
			*f.to, err = os.OpenFile(f.name, f.flag, 0)
		}
	}
	if err != nil {
		sg.remove()
		return nil, err
	}
	return sg, nil
}

func (sg *serverGroups) remove() {
	for _, f := range []*os.File{sg.usage, sg.pidsMax, sg.pidsCurrent} {
		if f != nil {
			f.Close()
		}
	}
	sg.files.close()
	_ = removeGroups(sg.pids, sg.cpuacct, sg.memory)
}

// dropMemory removes the kept group.
func (sg *serverGroups) dropMemory() {
	sg.files.close()
	_ = removeGroups(sg.memory)
	sg.memory, sg.files = "", nil
}

// keepResidue bounds what a kept memory group may still hold once its run
// is over: the kernel's per-CPU stock of charges made ahead (64 pages a
// CPU) and a few kernel objects the run's exit left (~60 KiB here). A
// program that leaves more (page cache it brought in, dentries, files in
// a tmpfs not yet unmounted) hands the next run a new group.
const keepResidue = 1 << 20

// takeMemory gives g, a run with the given memory and (v2) pids limits,
// the memory group kept from the server's last run, reset as a new group
// starts: peak and failure counts at zero (v1), or the peak reset and the
// CPU time so far noted (v2, whose event counts were all zero to keep it).
// False when none is kept, or the kept one has other limits (it is
// removed then: limits rarely change between runs, and changing both v1
// limits needs an order).
func (sg *serverGroups) takeMemory(g *runGroup, memory int64, procs int) bool {
	if sg.memory == "" {
		return false
	}
	ok := sg.limit == memory && (!g.sys.v2 || sg.procs == procs)
	if ok {
		dir := g.dir
		g.dir, g.files = sg.memory, sg.files
		if ok = g.resetMemory() == nil; !ok {
			g.dir, g.files = dir, nil
		}
	}
	if !ok {
		sg.dropMemory()
		return false
	}
	sg.memory, sg.files = "", nil
	g.reused, g.memory, g.procs = true, memory, procs
	return true
}

// resetMemory resets a kept group's files as a new group starts.
func (g *runGroup) resetMemory() error {
	if g.sys.v2 {
		if err := rewrite(g.files["memory.peak"], "reset"); err != nil {
			return err
		}
		n, err := g.keyedValue("cpu.stat", "usage_usec")
		g.cpuBase = time.Duration(n) * time.Microsecond
		return err
	}
	for _, name := range []string{"memory.max_usage_in_bytes", "memory.failcnt", "memory.memsw.failcnt"} {
		if f := g.files[name]; f != nil {
			if err := rewrite(f, "0"); err != nil {
				return err
			}
		}
	}
	return nil
}

// probePeakReset tells, by g's memory.peak, whether a v2 group's peak can
// be reset (Linux 6.12): where it cannot, no group is kept (keepable).
func (c *cgroupSys) probePeakReset(g *runGroup) {
	if c.v2 && writeSmall(g.file("memory.peak"), "reset") != nil {
		c.noPeakReset.Store(true)
	}
}

// rewrite writes a cgroup file kept open.
func rewrite(f *os.File, val string) error {
	_, err := f.WriteAt([]byte(val), 0)
	return err
}

// reread reads a one-value cgroup file kept open, from its start (the
// kernel makes the value anew at every read from the start).
// One pread a read: f.ReadAt would read again until it saw the end.
func reread(f *os.File, buf []byte) ([]byte, error) {
	rc, err := f.SyscallConn()
	if err != nil {
		return nil, err
	}
	for {
		var n int
		var rerr error
		if err := rc.Read(func(fd uintptr) bool {
			for {
				n, rerr = unix.Pread(int(fd), buf, 0)
				if rerr != unix.EINTR {
					return true
				}
			}
		}); err != nil {
			return nil, err
		}
		if rerr != nil {
			return nil, &os.PathError{Op: "read", Path: f.Name(), Err: rerr}
		}
		if n < len(buf) {
			return buf[:n], nil
		}
		buf = make([]byte, 2*len(buf))
	}
}

// newRun makes a run's group name with its memory and pids limits (0:
// none); v1 with a server's groups sg, its pids and cpuacct groups are
// the server's.
func (c *cgroupSys) newRun(name string, memory int64, pids int, sg *serverGroups) (*runGroup, error) {
	if err := c.own(); err != nil {
		return nil, err
	}
	g := &runGroup{sys: c}
	switch {
	case c.v2:
		g.sg = sg
		if sg != nil && sg.takeMemory(g, max(memory, 0), max(pids, 0)) {
			return g, nil
		}
		g.dir = filepath.Join(c.unified, name)
	case sg != nil:
		g.dir, g.pids, g.cpuacct, g.shared, g.sg = filepath.Join(c.memory, name), sg.pids, sg.cpuacct, true, sg
		if err := rewrite(sg.usage, "0"); err != nil {
			return nil, err
		}
		if sg.takeMemory(g, max(memory, 0), pids) {
			return g, g.limitPids(pids)
		}
	default:
		g.dir, g.pids, g.cpuacct = filepath.Join(c.memory, name), filepath.Join(c.pids, name), filepath.Join(c.cpuacct, name)
	}
	for _, d := range g.ownDirs() {
		if err := os.Mkdir(d, 0o755); err != nil && !os.IsExist(err) {
			g.remove()
			return nil, err
		}
	}
	err := g.limitMemory(memory)
	if err == nil {
		err = g.limitPids(pids)
	}
	if err != nil {
		g.remove()
		return nil, err
	}
	return g, nil
}

// limitMemory sets the group's memory limit (0: none), swap included
// where the kernel accounts for swap.
func (g *runGroup) limitMemory(memory int64) error {
	if memory <= 0 {
		return nil
	}
	g.memory = memory
	m := strconv.FormatInt(memory, 10)
	if g.sys.v2 {
		if err := writeSmall(filepath.Join(g.dir, "memory.max"), m); err != nil {
			return err
		}
		_ = writeSmall(filepath.Join(g.dir, "memory.swap.max"), "0") // absent without swap accounting
		return nil
	}
	if err := writeSmall(filepath.Join(g.dir, "memory.limit_in_bytes"), m); err != nil {
		return err
	}
	if !g.sys.noMemsw.Load() { // absent without swap accounting: tried once
		err := writeSmall(filepath.Join(g.dir, "memory.memsw.limit_in_bytes"), m)
		g.sys.noMemsw.Store(errors.Is(err, os.ErrNotExist))
	}
	return nil
}

// limitPids sets the group's pids limit (0: none; a server's shared pids
// group gets "max", since the last run's limit is not this one's).
func (g *runGroup) limitPids(pids int) error {
	switch {
	case g.shared:
		v := "max"
		if pids > 0 {
			v = strconv.Itoa(pids)
		}
		return rewrite(g.sg.pidsMax, v)
	case pids > 0:
		g.procs = pids
		pid := g.dir
		if !g.sys.v2 {
			pid = g.pids
		}
		return writeSmall(filepath.Join(pid, "pids.max"), strconv.Itoa(pids))
	}
	return nil
}

func readInt(path string) (int64, error) {
	b, err := readSmall(path)
	if err != nil {
		return 0, err
	}
	return strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
}

// cpu is the CPU time of every task that was in the group.
func (g *runGroup) cpu() time.Duration {
	if g.sys.v2 {
		return time.Duration(g.keyed("cpu.stat", "usage_usec"))*time.Microsecond - g.cpuBase
	}
	if g.sg != nil {
		b, _ := reread(g.sg.usage, make([]byte, 32))
		n, _ := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
		return time.Duration(n)
	}
	n, _ := readInt(filepath.Join(g.cpuacct, "cpuacct.usage"))
	return time.Duration(n)
}

// peak is the group's highest memory use.
func (g *runGroup) peak() int64 {
	if g.sys.v2 {
		if n, err := g.readInt("memory.peak"); err == nil {
			return n
		}
		n, _ := g.readInt("memory.current")
		return n
	}
	n, _ := g.readInt("memory.max_usage_in_bytes")
	return n
}

// oomKilled says whether the kernel killed a task of the group for memory.
func (g *runGroup) oomKilled() bool {
	if g.sys.v2 {
		return g.keyed("memory.events", "oom_kill") > 0
	}
	return g.keyed("memory.oom_control", "oom_kill") > 0
}

// limitHit says whether usage reached the limit at least once.
func (g *runGroup) limitHit() bool { return g.limitHits() > 0 }

// limitHits counts the times usage reached the limit: each one makes the
// kernel reclaim the group's own pages (v2 memory.events max; v1
// memory.failcnt, and memory.memsw.failcnt where swap is accounted: the
// kernel charges memory+swap first, and with the two limits equal that is
// the counter that fails).
func (g *runGroup) limitHits() int64 {
	if g.sys.v2 {
		return g.keyed("memory.events", "max")
	}
	n, _ := g.readInt("memory.failcnt")
	sw, _ := g.readInt("memory.memsw.failcnt")
	return n + sw
}

// nearLimit says whether the group's memory use is now within a few pages'
// batches of its limit: every page it takes then is made room for by
// reclaiming its own. (v1's failcnt stays 0 on some kernels, 6.18 here,
// while a group thrashes at its limit: the use is what tells.)
func (g *runGroup) nearLimit() bool {
	if g.memory <= 0 {
		return false
	}
	file := "memory.usage_in_bytes"
	if g.sys.v2 {
		file = "memory.current"
	}
	n, err := g.readInt(file)
	return err == nil && n >= g.memory-max(g.memory/16, 1<<20)
}

// kill ends every task of the group but keep (a server whose thread is
// still joining); the pid namespace usually did already.
func (g *runGroup) kill(keep int) {
	g.settled = false
	if g.sys.v2 {
		// A server's run: nothing left (cgroup.events' populated counts
		// the tasks not yet exited) is nothing to kill, and lets the
		// group be kept.
		if g.sg != nil && keep == 0 {
			if n, err := g.keyedValue("cgroup.events", "populated"); err == nil && n == 0 {
				g.settled = true
				return
			}
		}
		if writeSmall(g.file("cgroup.kill"), "1") == nil {
			return
		}
	}
	// A server's run: its pids group holds the run's tasks alone (its
	// child joins it with the memory group before it execs; a task counts
	// until reaped), so none there is none in any of the run's groups.
	if g.sg != nil && keep == 0 {
		if b, err := reread(g.sg.pidsCurrent, make([]byte, 16)); err == nil && strings.TrimSpace(string(b)) == "0" {
			g.settled = true
			return
		}
	}
	for i := 0; i < 100; i++ { // a fork bomb may fork between read and kill
		// Read anew: a cgroup.procs kept open and read again from its
		// start shows the tasks of the read before.
		b, err := readSmall(g.file("cgroup.procs"))
		if err != nil {
			return
		}
		alive := 0
		for _, f := range strings.Fields(string(b)) {
			if pid, err := strconv.Atoi(f); err == nil && pid > 0 && pid != keep {
				alive++
				_ = syscall.Kill(pid, syscall.SIGKILL)
			}
		}
		if alive == 0 {
			g.settled = len(strings.Fields(string(b))) == 0
			return
		}
		time.Sleep(time.Millisecond)
	}
}

// remove deletes the group once its tasks are gone (they take a moment to exit).
func (g *runGroup) remove() error {
	return removeGroups(g.ownDirs()...)
}

// release ends the run's groups: its memory group is kept for the
// server's next run if keepable, else removed with the rest of its own.
func (g *runGroup) release() {
	if g.sg != nil && g.keepable() {
		if g.files == nil {
			g.files, _ = openMemFiles(g.dir, g.sys.v2)
		}
		if g.files != nil {
			g.sg.memory, g.sg.files, g.sg.limit, g.sg.procs = g.dir, g.files, g.memory, g.procs
			return
		}
	}
	g.files.close()
	_ = g.remove()
}

// keepable says whether the run's memory group can serve the server's next
// run as if made for it (takeMemory resets its peak and failure counts):
// the run is over and left no task in it, no task of it was killed for
// memory (the group's own OOM or the machine's: oom_kill counts both, and
// on), and what it still holds is under keepResidue. Nothing else of a
// memory group is read by the judge. A v2 group's event counts cannot be
// reset: it is kept only while they are all zero (no OOM, never at its
// limit), and only where its peak can be reset (Linux 6.12).
func (g *runGroup) keepable() bool {
	if !g.settled || g.sg == nil {
		return false
	}
	if g.sys.v2 {
		if g.sys.noPeakReset.Load() {
			return false
		}
		n, err := g.readInt("memory.current")
		if err != nil || n > keepResidue {
			return false
		}
		b, err := g.read("memory.events")
		if err != nil {
			return false
		}
		for _, key := range []string{"max", "oom", "oom_kill", "oom_group_kill"} { // oom_group_kill: Linux 5.17
			if n, _, err := keyIn(b, key); n != 0 || err != nil {
				return false
			}
		}
		return true
	}
	if !g.shared {
		return false
	}
	n, err := g.readInt("memory.usage_in_bytes")
	if err != nil || n > keepResidue {
		return false
	}
	n, err = g.keyedValue("memory.oom_control", "oom_kill")
	return err == nil && n == 0
}

// removeGroups removes empty groups, waiting a moment for their last
// tasks' exit.
func removeGroups(dirs ...string) error {
	var err error
	for _, d := range dirs {
		for i := 0; i < 200; i++ {
			err = syscall.Rmdir(d)
			if err == nil || errors.Is(err, syscall.ENOENT) {
				err = nil
				break
			}
			if !errors.Is(err, syscall.EBUSY) {
				break
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	return err
}

// sweep removes the groups that judges which have ended left behind (a
// judge killed before Close leaves its groups): the own groups beside this
// judge's whose lock it can take (owner.go).
func (c *cgroupSys) sweep() {
	for _, d := range c.owned() {
		sweepGroups(filepath.Dir(d))
	}
}

// cloneArgs is the kernel's struct clone_args up to its cgroup field
// (CLONE_ARGS_SIZE_VER2, Linux 5.7).
type cloneArgs struct {
	flags, pidfd, childTID, parentTID, exitSignal, stack, stackSize, tls, setTID, setTIDSize, cgroup uint64
}

// vforkArgs are clone3's arguments for a vfork whose child's signal
// handlers the kernel resets (vfork.go).
func vforkArgs() cloneArgs {
	const flags = syscall.CLONE_VM | syscall.CLONE_VFORK
	return cloneArgs{flags: uint64(flags) | unix.CLONE_CLEAR_SIGHAND, exitSignal: uint64(syscall.SIGCHLD)}
}

// intoGroup adds to a what clone3 needs to vfork straight into the cgroup
// v2 group open as fd (CLONE_INTO_CGROUP, as Go's SysProcAttr.UseCgroupFD
// does; vfork.go): the child never passes through the forker's group,
// and no migration (cgroup.procs, which takes the hierarchy-wide
// threadgroup lock for writing) is needed.
func intoGroup(a *cloneArgs, fd int) {
	a.flags |= unix.CLONE_INTO_CGROUP
	a.cgroup = uint64(fd)
}

// openGroup opens a v2 run group (a host path) for intoGroup.
func openGroup(dir string) (int, error) {
	fd, err := openHost(dir, unix.O_PATH|unix.O_DIRECTORY)
	if err != nil {
		return -1, errorf(MechCgroups, "open %s: %w", dir, err)
	}
	return fd, nil
}
