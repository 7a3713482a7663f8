//go:build linux

package sandbox

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// A private root: each server (or per-run helper) pivots, once, into a
// fresh tmpfs that holds read-only bind mounts of only what programs and
// compilers need, a fresh /proc, a minimal /dev and an empty read-only
// /tmp. Host sockets, /run, /var, /sys, /home, /root and the host's /tmp
// are not in the tree at all; read-only mounts stop chmod, utimes and
// xattrs, which Landlock does not govern. The judge binary is masked
// wherever it is installed. Per run, the work dir is a fresh size-limited
// tmpfs mounted at the run's Dir (seeded with Dir's files) and unmounted
// after the run, whatever was built inside; extra paths are bound at the
// same place, read-only or read-write.

// rootSpec is what a private root holds (sent to servers and helpers).
type rootSpec struct {
	Binds []string // host paths bound read-only at the same place
	Etc   []string // entries of /etc bound read-only
	Mask  []string // host paths covered by /dev/null (the judge binary)
}

// rootDevices are the devices of the minimal /dev.
var rootDevices = []string{"null", "zero", "full", "random", "urandom"}

// rootEtc are the files of /etc a program or compiler may need: the
// dynamic loader's cache, the alternatives that /usr/bin/java points
// through, the JDK's and Python's configuration, the time zone.
var rootEtc = []string{
	"ld.so.cache", "ld.so.conf", "ld.so.conf.d", "alternatives", "localtime", "timezone",
	"nsswitch.conf", "host.conf", "hosts", "java-*", "python3*", "gcc", "mime.types",
}

// buildRoot is where the server's root is assembled before pivot_root:
// any existing dir will do, since the tmpfs over it is in the namespace
// only.
//
// The server's root is a small tmpfs of its own holding boxDir, the
// private root that programs see (their root: the child chroots into it),
// and hostDir, where pivot_root puts the old root. The old root is then
// detached, as bubblewrap and isolate do: no mount of the host is left in
// the server's mount namespace. What the server needs of the host later
// (a run's work dir and extra paths, its cgroup files) it reaches through
// hostTree, a detached copy of the host's mounts (open_tree), by paths
// resolved inside it; it binds a host path by cloning it from there. On a
// kernel that cannot clone from a detached tree (before 6.15) the old root
// stays mounted at hostDir, hidden from programs as before. Programs
// reach neither: /proc/self/mountinfo shows only the mounts under their
// root, and the server, not dumpable and another uid, keeps its
// descriptors to itself.
const buildRoot = "/tmp"

// boxDir is the private root in the server's root.
const boxDir = "/box"

// boxDirArg is boxDir as every child's chroot takes it: one string at one
// address for the server's life, which a sealed forker's filter lets
// chroot take, and nothing else (forker.go).
var boxDirArg, _ = unix.BytePtrFromString(boxDir)

// hostDir is the old root in the server's root.
const hostDir = "/host"

// endedAt is where a server keeps its runs' ended mounts (endedBin).
// Outside the box: no program can reach what is there meanwhile.
const endedAt = "/ended/m"

// endedBin holds a server's runs' ended mounts until they are unmounted
// all at once: every unmount waits for an RCU grace period, expedited
// (an interrupt to every core, the programs' included, and a kernel
// thread's work), and one detach of a tmpfs of its own at endedAt takes
// every mount moved onto its dirs with it. The bin is emptied once it
// holds maxEnded mounts and when the server goes idle. A mount that is
// not a tmpfs holding at most maxEndedSize (a run's work dir's files stay
// in memory until unmounted) is unmounted where it is.
//
// A detaching thread unmounted each run's mount in turn before: with the
// server's one processor (insideEnv) it ran only when the server's loop
// waited otherwise than by a raw call, and the mounts piled up, or one a
// run was unmounted in the loop.
type endedBin struct {
	at string
	n  int // mounts in the bin; 0: no bin mounted
}

// endedRuns is the server's bin.
var endedRuns = &endedBin{at: endedAt}

// maxEnded bounds the mounts in a bin; maxEndedSize what each may hold.
const (
	maxEnded     = 16
	maxEndedSize = 1 << 20
)

// put ends the mount at p: moved into the bin, or unmounted where it is.
func (b *endedBin) put(p string) error {
	if b.n < maxEnded && smallTmpfs(p) && b.move(p) == nil {
		if b.n == maxEnded {
			return b.flush()
		}
		return nil
	}
	if err := unix.Unmount(p, unix.MNT_DETACH); err != nil {
		return fmt.Errorf("unmount %s: %w", p, err)
	}
	return nil
}

// move moves the mount at p onto a dir of its own in the bin, mounting
// the bin first when there is none.
func (b *endedBin) move(p string) error {
	if b.n == 0 {
		if err := unix.Mount("ended", b.at, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, "mode=0700,size=4k"); err != nil {
			return err
		}
	}
	d := b.at + "/" + strconv.Itoa(b.n)
	if err := unix.Mkdir(d, 0o700); err != nil && err != unix.EEXIST {
		return b.undo(err)
	}
	if err := unix.Mount(p, d, "", unix.MS_MOVE, ""); err != nil {
		return b.undo(err)
	}
	b.n++
	return nil
}

// undo unmounts a bin mounted for nothing.
func (b *endedBin) undo(err error) error {
	if b.n == 0 {
		_ = unix.Unmount(b.at, unix.MNT_DETACH)
	}
	return err
}

// flush detaches the bin and every mount in it, with one grace period.
func (b *endedBin) flush() error {
	if b.n == 0 {
		return nil
	}
	b.n = 0
	if err := unix.Unmount(b.at, unix.MNT_DETACH); err != nil {
		return fmt.Errorf("unmount the ended runs' mounts: %w", err)
	}
	return nil
}

// smallTmpfs says whether p is a tmpfs holding at most maxEndedSize.
func smallTmpfs(p string) bool {
	var st unix.Statfs_t
	return unix.Statfs(p, &st) == nil && st.Type == unix.TMPFS_MAGIC && (st.Blocks-st.Bfree)*uint64(st.Bsize) <= maxEndedSize
}

// pivoted says whether the server has pivoted into its root.
var pivoted bool

// hostTree is the host's tree for the server once pivoted: a detached
// copy of its mounts, or the old root where it stays mounted.
var hostTree = -1

// openHost opens host path p for the server, pivoted or not, its symlinks
// resolved inside the host's tree.
func openHost(p string, flags int) (int, error) {
	if !pivoted {
		return unix.Open(p, flags|unix.O_CLOEXEC, 0o644)
	}
	rel := strings.TrimLeft(p, "/")
	if rel == "" {
		rel = "."
	}
	how := &unix.OpenHow{Flags: uint64(flags | unix.O_CLOEXEC), Resolve: unix.RESOLVE_IN_ROOT}
	if flags&unix.O_CREAT != 0 {
		how.Mode = 0o644
	}
	for {
		fd, err := unix.Openat2(hostTree, rel, how)
		if err != unix.EINTR && err != unix.EAGAIN {
			return fd, err
		}
	}
}

// hostStat stats host path p.
func hostStat(p string, st *unix.Stat_t) error {
	fd, err := openHost(p, unix.O_PATH)
	if err != nil {
		return err
	}
	defer unix.Close(fd)
	return unix.Fstat(fd, st)
}

// oldRootFate says what becomes of a server's old root on this kernel:
// detached where it can clone from a detached tree (Linux 6.15 on).
func oldRootFate() string {
	var u unix.Utsname
	var major, minor int
	if unix.Uname(&u) == nil {
		fmt.Sscanf(unix.ByteSliceToString(u.Release[:]), "%d.%d", &major, &minor)
	}
	if major > 6 || major == 6 && minor >= 15 {
		return "the old root detached"
	}
	return "the old root hidden, not detached (Linux before 6.15)"
}

// overlayFate says how the judge's paths (a build dir, extra paths, the
// work dir's files) show in a private root: through overlays where the
// kernel has overlayfs (shownHost), else as binds, whose root column in
// mountinfo names them.
func overlayFate() string {
	fd, err := unix.Fsopen("overlay", unix.FSOPEN_CLOEXEC)
	if err == nil {
		unix.Close(fd)
	} else if data, _ := os.ReadFile("/proc/filesystems"); err != unix.EPERM || !strings.Contains(string(data), "\toverlay\n") {
		return "no overlayfs: the judge's paths bound, mountinfo's root column names them"
	}
	return "the judge's paths shown through read-only overlays"
}

// detachOldRoot keeps a detached copy of the old root's mounts and
// unmounts the old root, where the kernel can clone from such a copy.
func detachOldRoot() error {
	tree, err := unix.OpenTree(unix.AT_FDCWD, hostDir, unix.OPEN_TREE_CLONE|unix.AT_RECURSIVE|unix.OPEN_TREE_CLOEXEC)
	if err == nil {
		var probe int
		if probe, err = unix.OpenTree(tree, "", unix.OPEN_TREE_CLONE|unix.AT_EMPTY_PATH|unix.OPEN_TREE_CLOEXEC); err == nil {
			unix.Close(probe)
		} else {
			unix.Close(tree)
		}
	}
	if err != nil {
		// An older kernel: the old root stays, hidden.
		hostTree, err = unix.Open(hostDir, unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
		return err
	}
	hostTree = tree
	if err := unix.Unmount(hostDir, unix.MNT_DETACH); err != nil {
		return err
	}
	return unix.Rmdir(hostDir)
}

// inBox names path p of the private root for the server.
func inBox(p string) string { return boxDir + p }

// makeRoot builds the private root and pivots into it. It runs as root of
// the namespaces, before any program.
func makeRoot(spec *rootSpec) error {
	if err := unix.Mount("", "/", "", unix.MS_REC|unix.MS_PRIVATE, ""); err != nil {
		return errorf(MechNamespaces, "make mounts private: %w", err)
	}
	o := buildRoot
	if err := unix.Mount("tmpfs", o, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, "mode=755,size=64k,nr_inodes=64"); err != nil {
		return errorf(MechRoot, "tmpfs: %w", err)
	}
	r := o + boxDir
	for _, d := range []string{r, o + hostDir, o + layerDir, o + shownDir} {
		if err := os.Mkdir(d, 0o755); err != nil {
			return errorf(MechRoot, "%w", err)
		}
	}
	if err := os.MkdirAll(o+endedAt, 0o700); err != nil {
		return errorf(MechRoot, "%w", err)
	}
	// The server's own /proc is the box's.
	if err := os.Symlink(boxDir[1:]+"/proc", o+"/proc"); err != nil {
		return errorf(MechRoot, "%w", err)
	}
	if err := fillBox(r, spec); err != nil {
		return err
	}
	return pivot(o)
}

// fillBox makes the private root at r: a tmpfs of the system binds, a
// small /etc and /dev, the judge's files masked, a fresh /proc.
func fillBox(r string, spec *rootSpec) error {
	if err := unix.Mount("tmpfs", r, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, "mode=755,size=1m,nr_inodes=8192"); err != nil {
		return errorf(MechRoot, "tmpfs: %w", err)
	}
	for _, p := range spec.Binds {
		if err := bindInto(r, p, p, attrRO); err != nil {
			return errorf(MechRoot, "bind %s: %w", p, err)
		}
	}
	if err := os.Mkdir(r+"/etc", 0o755); err != nil {
		return errorf(MechRoot, "%w", err)
	}
	// Only root and nobody: the host's accounts are none of a program's business.
	for name, data := range map[string]string{
		"passwd": "root:x:0:0:root:/:/bin/sh\nnobody:x:65534:65534:nobody:/:/bin/false\n",
		"group":  "root:x:0:\nnogroup:x:65534:\n",
	} {
		if err := os.WriteFile(r+"/etc/"+name, []byte(data), 0o644); err != nil {
			return errorf(MechRoot, "%w", err)
		}
	}
	for _, p := range spec.Etc {
		if err := bindInto(r, p, p, attrRO); err != nil {
			return errorf(MechRoot, "bind %s: %w", p, err)
		}
	}
	if err := makeDev(r); err != nil {
		return err
	}
	for _, d := range []string{"/proc", "/tmp"} {
		if err := os.MkdirAll(r+d, 0o755); err != nil {
			return errorf(MechRoot, "%w", err)
		}
	}
	if err := mask(r, spec.Mask); err != nil {
		return err
	}
	// hidepid: a program sees only its own user's processes, not the server.
	if err := unix.Mount("proc", r+"/proc", "proc", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, "hidepid=invisible"); err != nil {
		return errorf(MechNamespaces, "mount /proc: %w", err)
	}
	return nil
}

// makeDev makes the box's /dev: a few devices bound, and links.
func makeDev(r string) error {
	if err := os.Mkdir(r+"/dev", 0o755); err != nil {
		return errorf(MechRoot, "%w", err)
	}
	for _, d := range rootDevices {
		// Devices must stay usable: no nodev here.
		if err := bindInto(r, "/dev/"+d, "/dev/"+d, unix.MOUNT_ATTR_NOSUID|unix.MOUNT_ATTR_NOEXEC); err != nil {
			return errorf(MechRoot, "bind /dev/%s: %w", d, err)
		}
	}
	for name, target := range map[string]string{"fd": "/proc/self/fd", "stdin": "/proc/self/fd/0", "stdout": "/proc/self/fd/1", "stderr": "/proc/self/fd/2"} {
		if err := os.Symlink(target, r+"/dev/"+name); err != nil {
			return errorf(MechRoot, "%w", err)
		}
	}
	return nil
}

// mask covers the host paths of masks that the binds brought into the
// box at r: a file by /dev/null, a dir by an empty read-only tmpfs.
func mask(r string, masks []string) error {
	for _, m := range masks {
		var st unix.Stat_t
		// Lstat inside the new root: only what the binds brought in.
		if unix.Lstat(r+m, &st) != nil {
			continue
		}
		var err error
		switch st.Mode & unix.S_IFMT {
		case unix.S_IFREG:
			if err = unix.Mount("/dev/null", r+m, "", unix.MS_BIND, ""); err == nil {
				err = setAttr(r+m, attrRO, 0)
			}
		case unix.S_IFDIR:
			err = unix.Mount("tmpfs", r+m, "tmpfs", unix.MS_RDONLY|unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, "mode=0,size=4k,nr_inodes=1")
		}
		if err != nil {
			return errorf(MechRoot, "mask %s: %w", m, err)
		}
	}
	return nil
}

// pivot makes o the root, detaches the old one and makes the new root
// and the box read-only.
func pivot(o string) error {
	if err := unix.PivotRoot(o, o+hostDir); err != nil {
		return errorf(MechRoot, "pivot_root: %w", err)
	}
	if err := unix.Chdir("/"); err != nil {
		return errorf(MechRoot, "%w", err)
	}
	pivoted = true
	if err := detachOldRoot(); err != nil {
		return errorf(MechRoot, "detach the old root: %w", err)
	}
	if err := unix.MountSetattr(-1, "/", 0, &unix.MountAttr{Attr_set: unix.MOUNT_ATTR_RDONLY}); err != nil {
		return errorf(MechRoot, "read-only: %w", err)
	}
	if err := setRootRO(true); err != nil {
		return errorf(MechRoot, "read-only: %w", err)
	}
	return nil
}

// attrRO is how every bind of the root is mounted.
const attrRO = unix.MOUNT_ATTR_RDONLY | unix.MOUNT_ATTR_NOSUID | unix.MOUNT_ATTR_NODEV

// setAttr sets and clears mount attributes of the mount at path, with
// everything mounted below it.
func setAttr(path string, set, clear uint64) error {
	return unix.MountSetattr(-1, path, unix.AT_RECURSIVE, &unix.MountAttr{Attr_set: set, Attr_clr: clear})
}

// setRootRO makes the private root's own tmpfs read-only or writable, and
// nothing mounted on it: dirs for a run's mounts are made in between runs
// only.
func setRootRO(ro bool) error {
	a := &unix.MountAttr{Attr_clr: unix.MOUNT_ATTR_RDONLY}
	if ro {
		a = &unix.MountAttr{Attr_set: unix.MOUNT_ATTR_RDONLY}
	}
	return unix.MountSetattr(-1, boxDir, 0, a)
}

// bindInto binds host path src at root+dst with attributes attr; a symlink
// is copied as a symlink (/bin -> usr/bin), a missing path skipped.
func bindInto(root, src, dst string, attr uint64) error {
	var st unix.Stat_t
	if err := unix.Lstat(src, &st); err != nil {
		if errors.Is(err, unix.ENOENT) {
			return nil
		}
		return err
	}
	target := root + dst
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return err
	}
	switch st.Mode & unix.S_IFMT {
	case unix.S_IFLNK:
		link, err := os.Readlink(src)
		if err != nil {
			return err
		}
		return os.Symlink(link, target)
	case unix.S_IFDIR:
		if err := os.Mkdir(target, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
			return err
		}
	default:
		if err := os.WriteFile(target, nil, 0o644); err != nil {
			return err
		}
	}
	if err := unix.Mount(src, target, "", unix.MS_BIND|unix.MS_REC, ""); err != nil {
		return err
	}
	return setAttr(target, attr, 0)
}

// rootSpecFor is the root of this sandbox: the system and runtime paths,
// the /etc entries that exist, and the judge binary to mask.
func (s *Sandbox) rootSpecFor() *rootSpec {
	spec := &rootSpec{}
	for _, p := range s.system {
		if p == "/etc" || strings.HasPrefix(p, "/dev/") || strings.HasPrefix(p, "/sys/") || p == "/proc" {
			continue
		}
		spec.Binds = append(spec.Binds, p)
	}
	for _, pat := range rootEtc {
		m, _ := filepath.Glob(filepath.Join("/etc", pat))
		spec.Etc = append(spec.Etc, m...)
	}
	for _, p := range append([]string{s.self}, s.hidden...) {
		if p, err := filepath.Abs(p); err == nil {
			spec.Mask = append(spec.Mask, p)
		}
		if real, err := filepath.EvalSymlinks(p); err == nil && real != p {
			spec.Mask = append(spec.Mask, real)
		}
	}
	return spec
}

// RootPaths says what a program sees besides its work dir, for `judge doctor`.
func (s *Sandbox) RootPaths() []string {
	if !s.privateRoot() {
		return nil
	}
	spec := s.rootSpecFor()
	var out []string
	for _, p := range append(slices.Clone(spec.Binds), spec.Etc...) {
		if _, err := os.Lstat(p); err == nil {
			out = append(out, p)
		}
		if p == spec.Binds[len(spec.Binds)-1] {
			out = append(out, "/etc: passwd and group (root and nobody only), and:")
		}
	}
	var devs []string
	for _, d := range rootDevices {
		devs = append(devs, "/dev/"+d)
	}
	out = append(out, strings.Join(devs, " ")+", /dev/fd, /dev/std{in,out,err}")
	out = append(out, "/proc of the run's own pid namespace (other users' processes hidden)")
	out = append(out, "/tmp: empty, read-only")
	self, _ := filepath.EvalSymlinks(s.self)
	for _, m := range spec.Mask {
		what := "the judge's files"
		if m == s.self || m == self {
			what = "the judge binary"
		}
		if s.inRoot(m) {
			out = append(out, m+": "+what+", masked")
		} else {
			out = append(out, m+": "+what+", outside the root")
		}
	}
	return out
}

// runMounts are one run's mounts in a private root: the work dir's tmpfs
// and the extra binds, with the dirs made for them.
type runMounts struct {
	work   string    // the work dir, at its host path (seeded from and kept into it)
	at     string    // the work dir in the box
	paths  *boxPaths // the run's host paths in the box
	mounts []string  // to unmount, in order of mounting
	made   []string  // dirs and files made in the root, in order of making
	keep   bool      // copy the program's files back to the host's work dir
	seeded []string  // names bound from the host's work dir
	into   *[]string // where dirs made for mount points are recorded: made, or kept's
	rw     bool      // the root is writable (between setRootRO calls)
}

// kept is what a server keeps of its runs' mounts from one run to the next,
// so that bind mounts are made once per server: the dirs and files
// made in its root as mount points, and the read-only binds of host paths
// (a program's dir) while the next run binds the same host path to the
// same dir or file (device and inode): a read-only bind holds nothing a
// run could have changed. A run's work dir tmpfs, its seeded files and its
// read-write binds are the run's alone, mounted for it and unmounted after
// it, so that nothing a program writes reaches the next run.
var kept = keptMounts{binds: map[string]keptBind{}}

type keptMounts struct {
	made  []string            // made in the root for mount points, in order of making
	binds map[string]keptBind // read-only binds, by path in the box
}

// keptBind is a read-only bind a server keeps: the host file it shows.
type keptBind struct {
	host string
	id   hostID
}

// hostID names a host file: a bind shows that file, not its path. A dir's
// change time is part of it: an overlay (see shownHost) may keep what it
// looked up in the dir, so a dir whose entries changed is shown afresh.
type hostID struct {
	dev, ino uint64
	ctime    unix.Timespec
}

func hostIDOf(p string) (hostID, error) {
	var st unix.Stat_t
	if err := hostStat(p, &st); err != nil {
		return hostID{}, err
	}
	id := hostID{dev: st.Dev, ino: st.Ino}
	if st.Mode&unix.S_IFMT == unix.S_IFDIR {
		id.ctime = st.Ctim
	}
	return id, nil
}

// nested says whether any path is another or below another: their order
// of mounting then matters, and nothing is kept across such runs.
func nested(paths []string) bool {
	for i, a := range paths {
		for _, b := range paths[i+1:] {
			if within(a, b) || within(b, a) {
				return true
			}
		}
	}
	return false
}

// mountWork sets up a run's mounts: a tmpfs of w.Size bytes for w.Dir
// (owned by uid/gid, seeded with the regular files of the host's dir), and
// w.RO and w.RW bound from the host, each at its place in the box
// (w.Paths). The root is writable meanwhile, when anything is made in it.
func mountWork(w *workSpec, uid, gid int) (m *runMounts, err error) {
	dir, ro, rw := w.Dir, w.RO, w.RW
	m = &runMounts{work: dir, at: w.Paths.box(dir), paths: w.Paths, keep: w.Keep}
	m.into = &m.made
	defer func() {
		if e := m.readOnly(); e != nil && err == nil {
			err = e
		}
		if err != nil {
			m.unmount()
			m = nil
		}
	}()
	reuse := len(rw) == 0 && !nested(append([]string{dir}, ro...))
	if err := kept.release(reuse, dir, ro, m); err != nil {
		return m, err
	}
	if reuse {
		m.into = &kept.made
	}
	// Outer paths first, so that nothing is mounted over an inner one: a
	// bind inside the work dir goes on its tmpfs, a work dir inside a bind
	// on that bind.
	type target struct {
		path  string
		mount func() error
	}
	targets := []target{{m.at, func() error { return m.workDir(w, uid, gid, reuse) }}}
	for i, list := range [][]string{ro, rw} {
		attr := uint64(unix.MOUNT_ATTR_NOSUID | unix.MOUNT_ATTR_NODEV)
		if i == 0 {
			attr |= unix.MOUNT_ATTR_RDONLY
		}
		for _, p := range list {
			at := m.paths.box(p)
			targets = append(targets, target{at, func() error { return m.bindPath(p, at, attr, reuse) }})
		}
	}
	slices.SortStableFunc(targets, func(a, b target) int {
		return strings.Count(a.path, "/") - strings.Count(b.path, "/")
	})
	for _, t := range targets {
		if err := t.mount(); err != nil {
			return m, err
		}
	}
	return m, nil
}

// workDir mounts the run's work dir: a tmpfs of w.Size bytes owned by
// uid/gid (-1: the server's), seeded with the host dir's files. reuse: the
// mount points made outside it are kept for the next run.
func (m *runMounts) workDir(w *workSpec, uid, gid int, reuse bool) error {
	if err := m.mkdirAll(m.at); err != nil {
		return err
	}
	opts := fmt.Sprintf("size=%d,nr_inodes=%d,mode=755", workSize(w.Size), workInodes)
	if uid >= 0 {
		opts += fmt.Sprintf(",uid=%d,gid=%d", uid, gid)
	}
	if err := unix.Mount("tmpfs", inBox(m.at), "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, opts); err != nil {
		return fmt.Errorf("work dir: tmpfs: %w", err)
	}
	m.mounts = append(m.mounts, m.at)
	// Files made inside the work dir go with its tmpfs.
	m.into = &m.made
	err := m.seed()
	if reuse {
		m.into = &kept.made
	}
	if err != nil {
		return fmt.Errorf("work dir: %w", err)
	}
	return nil
}

// bindPath binds the host path p at its place at in the box, with the
// mount attributes attr; reuse: the bind is kept for the next run (and one
// still there of the same host file is used again).
func (m *runMounts) bindPath(p, at string, attr uint64, reuse bool) error {
	if _, ok := kept.binds[at]; ok && reuse {
		return nil // still bound, the same host file
	}
	if err := m.bind(p, attr); err != nil {
		return fmt.Errorf("bind %s: %w", p, err)
	}
	if reuse {
		id, err := hostIDOf(p)
		if err != nil {
			return fmt.Errorf("bind %s: %w", p, err)
		}
		m.mounts = m.mounts[:len(m.mounts)-1] // the server's now, not the run's
		kept.binds[at] = keptBind{p, id}
	}
	return nil
}

// release ends what the server kept that a run cannot use: binds of other
// paths or of a host file that has changed, and dirs made for mount points
// that none of the run's paths needs; everything when the run keeps
// nothing (reuse false).
func (k *keptMounts) release(reuse bool, dir string, ro []string, m *runMounts) error {
	for p, b := range k.binds {
		if reuse && slices.Contains(ro, b.host) && m.paths.box(b.host) == p {
			if now, err := hostIDOf(b.host); err == nil && now == b.id {
				continue
			}
		}
		if err := unix.Unmount(inBox(p), unix.MNT_DETACH); err != nil {
			return fmt.Errorf("unmount %s: %w", p, err)
		}
		delete(k.binds, p)
	}
	var paths []string
	for _, p := range append([]string{dir}, ro...) {
		paths = append(paths, m.paths.box(p))
	}
	var left []string
	for i := len(k.made) - 1; i >= 0; i-- {
		p := k.made[i]
		if reuse && slices.ContainsFunc(paths, func(t string) bool { return within(t, p) }) {
			left = append(left, p)
			continue
		}
		if err := m.writable(); err != nil {
			return err
		}
		if err := remove(p); err != nil {
			return err
		}
	}
	slices.Reverse(left)
	k.made = left
	return nil
}

// writable makes the root writable until readOnly, once.
func (m *runMounts) writable() error {
	if m.rw {
		return nil
	}
	if err := setRootRO(false); err != nil {
		return errorf(MechRoot, "writable: %w", err)
	}
	m.rw = true
	return nil
}

func (m *runMounts) readOnly() error {
	if !m.rw {
		return nil
	}
	m.rw = false
	if err := setRootRO(true); err != nil {
		return errorf(MechRoot, "read-only: %w", err)
	}
	return nil
}

// remove removes a file or an empty dir made in the root.
func remove(p string) error {
	if e := unix.Unlinkat(unix.AT_FDCWD, inBox(p), 0); e != nil && e != unix.ENOENT {
		if e2 := unix.Rmdir(inBox(p)); e2 != nil {
			return fmt.Errorf("remove %s: %w", p, e2)
		}
	}
	return nil
}

// workInodes bounds the files and dirs of a work dir (a deep chain of
// dirs is cheap to build; the inodes are charged to the run too).
const workInodes = 16384

// workSize is the tmpfs size for a disk limit: a page more, so that one
// file over the limit meets RLIMIT_FSIZE (output limit) first.
func workSize(limit int64) int64 {
	const page = 4096
	return (limit+page-1)/page*page + page
}

func (m *runMounts) mkdirAll(p string) error {
	if p == "/" {
		return nil
	}
	var st unix.Stat_t
	if unix.Lstat(inBox(p), &st) == nil {
		if st.Mode&unix.S_IFMT != unix.S_IFDIR {
			return fmt.Errorf("%s: not a directory", p)
		}
		return nil
	}
	if err := m.mkdirAll(filepath.Dir(p)); err != nil {
		return err
	}
	if err := m.writable(); err != nil {
		return err
	}
	if err := unix.Mkdir(inBox(p), 0o755); err != nil {
		return err
	}
	*m.into = append(*m.into, p)
	return nil
}

// bind binds host path p at its place in the box.
func (m *runMounts) bind(p string, attr uint64) error {
	var st unix.Stat_t
	if err := hostStat(p, &st); err != nil {
		return err
	}
	at := m.paths.box(p)
	if st.Mode&unix.S_IFMT == unix.S_IFDIR {
		if err := m.mkdirAll(at); err != nil {
			return err
		}
	} else {
		if err := m.mkdirAll(filepath.Dir(at)); err != nil {
			return err
		}
		var lst unix.Stat_t
		if unix.Lstat(inBox(at), &lst) != nil {
			if err := m.writable(); err != nil {
				return err
			}
			fd, err := unix.Open(inBox(at), unix.O_CREAT|unix.O_EXCL|unix.O_WRONLY|unix.O_CLOEXEC, 0o644)
			if err != nil {
				return err
			}
			unix.Close(fd)
			*m.into = append(*m.into, at)
		}
	}
	bind := bindHost
	if attr&unix.MOUNT_ATTR_RDONLY != 0 {
		bind = shownHost
	}
	if err := bind(p, inBox(at)); err != nil {
		return err
	}
	m.mounts = append(m.mounts, at)
	return setAttr(inBox(at), attr, 0)
}

// bindHost binds host path p (with what is mounted below it) at target.
// The bind's root, the fourth column of /proc/self/mountinfo, is p's path
// in its filesystem: only read-write binds (a Go compile's relay FIFOs) are
// made so in a private root; read-only ones by shownHost.
func bindHost(p, target string) error {
	fd, err := openHost(p, unix.O_PATH)
	if err != nil {
		return err
	}
	defer unix.Close(fd)
	tree, err := unix.OpenTree(fd, "", unix.OPEN_TREE_CLONE|unix.AT_RECURSIVE|unix.AT_EMPTY_PATH|unix.OPEN_TREE_CLOEXEC)
	if err != nil {
		return err
	}
	defer unix.Close(tree)
	return unix.MoveMount(tree, "", unix.AT_FDCWD, target, unix.MOVE_MOUNT_F_EMPTY_PATH)
}

// layerDir is an empty dir of the server's root: the second layer of
// shownHost's overlays (one without an upper layer needs two lower ones).
const layerDir = "/layer"

// shownDir is where shownHost mounts an overlay of a file's dir while it
// clones the file out of it, in the server's root.
const shownDir = "/shown"

// shownHost mounts host path p read-only at target so that nothing of the
// mount names p: a bind's root in mountinfo is the bound path in its
// filesystem (the host's cache or temp dir), while an overlay's root is
// "/", its source "overlay" and its layers ".:/layer", named from the
// thread that mounts it, whose cwd is the dir. A dir is shown by an
// overlay of it, a file by a clone of it out of an overlay of its dir
// (root "/NAME"). Where the kernel cannot (no overlayfs, not pivoted), a
// plain bind.
func shownHost(p, target string) error {
	if !pivoted {
		return bindHost(p, target)
	}
	var st unix.Stat_t
	if err := hostStat(p, &st); err != nil {
		return err
	}
	dir, name := p, ""
	if st.Mode&unix.S_IFMT != unix.S_IFDIR {
		dir, name = filepath.Dir(p), filepath.Base(p)
	}
	fd, err := openHost(dir, unix.O_PATH|unix.O_DIRECTORY)
	if err != nil {
		return err
	}
	ovl, err := overlayOf(fd)
	unix.Close(fd)
	if err != nil {
		return bindHost(p, target)
	}
	defer unix.Close(ovl)
	if name == "" {
		return unix.MoveMount(ovl, "", unix.AT_FDCWD, target, unix.MOVE_MOUNT_F_EMPTY_PATH)
	}
	// A file is cloned out of the overlay once it is mounted (at
	// shownDir, outside the box, for as long as that takes): kernels
	// before 6.15 clone nothing out of a detached mount.
	if err := unix.MoveMount(ovl, "", unix.AT_FDCWD, shownDir, unix.MOVE_MOUNT_F_EMPTY_PATH); err != nil {
		return err
	}
	tree, err := unix.OpenTree(unix.AT_FDCWD, shownDir+"/"+name, unix.OPEN_TREE_CLONE|unix.OPEN_TREE_CLOEXEC)
	if e := unix.Unmount(shownDir, unix.MNT_DETACH); e != nil && err == nil {
		err = e
	}
	if err != nil {
		if tree >= 0 {
			unix.Close(tree)
		}
		return err
	}
	defer unix.Close(tree)
	return unix.MoveMount(tree, "", unix.AT_FDCWD, target, unix.MOVE_MOUNT_F_EMPTY_PATH)
}

// overlayOf makes a detached read-only overlay of dir (a descriptor) with
// the empty layerDir below it. Its layers are named relative to the
// mounting thread's cwd, so that its options name no host path: a locked
// thread of its own cwd (unshare CLONE_FS), never given back to other
// goroutines, does it.
func overlayOf(dir int) (int, error) {
	type result struct {
		fd  int
		err error
	}
	c := make(chan result, 1)
	go func() {
		runtime.LockOSThread() // not unlocked: the thread ends with this goroutine
		fd, err := func() (int, error) {
			if err := unix.Unshare(unix.CLONE_FS); err != nil {
				return -1, err
			}
			if err := unix.Fchdir(dir); err != nil {
				return -1, err
			}
			fs, err := unix.Fsopen("overlay", unix.FSOPEN_CLOEXEC)
			if err != nil {
				return -1, err
			}
			defer unix.Close(fs)
			if err := unix.FsconfigSetString(fs, "source", "overlay"); err != nil {
				return -1, err
			}
			if err := unix.FsconfigSetString(fs, "lowerdir", ".:"+layerDir); err != nil {
				return -1, err
			}
			if err := unix.FsconfigCreate(fs); err != nil {
				return -1, err
			}
			return unix.Fsmount(fs, unix.FSMOUNT_CLOEXEC, unix.MOUNT_ATTR_RDONLY|unix.MOUNT_ATTR_NOSUID|unix.MOUNT_ATTR_NODEV)
		}()
		c <- result{fd, err}
	}()
	r := <-c
	return r.fd, r.err
}

// seed binds the regular files at the top of the host's dir into the work
// dir, read-only (a compiler's source, a prepared binary): they cost the
// run no disk and cannot be changed by it.
func (m *runMounts) seed() error {
	fd, err := openHost(m.work, unix.O_RDONLY|unix.O_DIRECTORY)
	if err != nil {
		return &os.PathError{Op: "open", Path: m.work, Err: err}
	}
	dir := os.NewFile(uintptr(fd), m.work)
	ents, err := dir.ReadDir(-1)
	dir.Close()
	if err != nil {
		return err
	}
	for _, e := range ents {
		if !e.Type().IsRegular() {
			continue
		}
		p := filepath.Join(m.work, e.Name())
		if err := m.bind(p, attrRO); err != nil {
			return err
		}
		m.seeded = append(m.seeded, e.Name())
	}
	return nil
}

// copyFile copies a regular file into dir (a descriptor) as name, without
// following a symlink at either end; the copy keeps the mode bits and
// belongs to the copier.
func copyFile(from string, dir int, name string) error {
	in, err := os.OpenFile(from, os.O_RDONLY|unix.O_NOFOLLOW|unix.O_NONBLOCK, 0)
	if err != nil {
		return err
	}
	defer in.Close()
	st, err := in.Stat()
	if err != nil {
		return err
	}
	if !st.Mode().IsRegular() {
		return nil // swapped for a FIFO or device meanwhile: not copied
	}
	fd, err := unix.Openat(dir, name, unix.O_WRONLY|unix.O_CREAT|unix.O_TRUNC|unix.O_NOFOLLOW|unix.O_CLOEXEC, uint32(st.Mode().Perm()))
	if err != nil {
		return &os.PathError{Op: "open", Path: name, Err: err}
	}
	out := os.NewFile(uintptr(fd), name)
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Chmod(st.Mode().Perm()); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// full says whether the work dir's tmpfs has run out of space or inodes.
func (m *runMounts) full() bool {
	var st unix.Statfs_t
	if unix.Statfs(inBox(m.at), &st) != nil {
		return false
	}
	return st.Bfree == 0 || st.Ffree == 0
}

// keepFiles copies the regular files at the top of the work dir back into
// the host's dir (a compiler's output), owned by the server's user.
func (m *runMounts) keepFiles() error {
	ents, err := os.ReadDir(inBox(m.at))
	if err != nil {
		return err
	}
	dir, err := openHost(m.work, unix.O_RDONLY|unix.O_DIRECTORY)
	if err != nil {
		return &os.PathError{Op: "open", Path: m.work, Err: err}
	}
	defer unix.Close(dir)
	for _, e := range ents {
		if !e.Type().IsRegular() || slices.Contains(m.seeded, e.Name()) {
			continue
		}
		if err := copyFile(filepath.Join(inBox(m.at), e.Name()), dir, e.Name()); err != nil {
			return fmt.Errorf("keep %s: %w", e.Name(), err)
		}
	}
	return nil
}

// unmount ends the run's mounts (whatever the program built inside goes
// with them) and removes the dirs made for them alone.
func (m *runMounts) unmount() error {
	var err error
	for i := len(m.mounts) - 1; i >= 0; i-- {
		p := m.mounts[i]
		outer := !slices.ContainsFunc(m.mounts[:i], func(q string) bool { return within(p, q) })
		if outer {
			if e := endedRuns.put(inBox(p)); e != nil && err == nil {
				err = e
			}
			continue
		}
		if e := unix.Unmount(inBox(p), unix.MNT_DETACH); e != nil && err == nil {
			err = fmt.Errorf("unmount %s: %w", p, e)
		}
	}
	m.mounts = nil
	for i := len(m.made) - 1; i >= 0; i-- {
		// Files made inside the work dir went with its tmpfs (ENOENT).
		var st unix.Stat_t
		if unix.Lstat(inBox(m.made[i]), &st) != nil {
			continue
		}
		if e := m.writable(); e != nil {
			return e
		}
		if e := remove(m.made[i]); e != nil && err == nil {
			err = e
		}
	}
	m.made = nil
	if e := m.readOnly(); e != nil && err == nil {
		err = e
	}
	return err
}

// defaultDisk is a work dir's size when a run sets neither Disk nor Output.
const defaultDisk = 64 << 20

// privateRoot says whether runs get a private root: they need a pid and a
// mount namespace.
func (s *Sandbox) privateRoot() bool { return s.root != nil && s.ownProc() }

// inRoot says whether path (or what it links to) is in the root's binds.
func (s *Sandbox) inRoot(path string) bool {
	in := func(p string) bool {
		return slices.ContainsFunc(s.root.Binds, func(b string) bool { return within(p, b) })
	}
	if !in(path) {
		return false // without a look at the disk: a program the judge built is not in the root
	}
	real, err := filepath.EvalSymlinks(path)
	return err == nil && in(real)
}

// within says whether p is d or below it.
func within(p, d string) bool { return p == d || strings.HasPrefix(p, d+"/") || d == "/" }
