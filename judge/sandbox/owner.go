//go:build linux

package sandbox

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"

	"golang.org/x/sys/unix"
)

// Two judges on one machine share its temp dir and its cgroup parents, and
// each sweeps at its start what dead judges left there. What a judge owns
// is proven by a lock it holds, as isolate's box locks, never by its pid (a
// pid seen from another pid namespace, or reused, proves nothing): every
// judge process makes one work-dir root in the temp dir and one group under
// each cgroup parent, both named by a random token, and holds a flock on
// each directory itself for as long as it uses them. The kernel drops the
// locks when the process ends, however it ends (kill -9 too), and a sweep
// removes only what it can lock. cgroupfs directories take flocks like any
// other, so a group's lock is seen by every judge sharing the hierarchy,
// whatever its temp dir or mount namespace.

// ownerToken is a fresh random name part: no two judges share one.
func ownerToken() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// isToken says whether s is an ownerToken.
func isToken(s string) bool {
	if len(s) != 16 {
		return false
	}
	_, err := hex.DecodeString(s)
	return err == nil && strings.ToLower(s) == s
}

// tryLock opens dir and takes its flock without waiting; nil when another
// process holds it or dir is gone.
func tryLock(dir string) *os.File {
	fd, err := unix.Open(dir, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil
	}
	if unix.Flock(fd, unix.LOCK_EX|unix.LOCK_NB) != nil {
		unix.Close(fd)
		return nil
	}
	return os.NewFile(uintptr(fd), dir)
}

// claim makes dir (by mkdir) and locks it. Between the two a sweep may
// have locked and removed it: the lock taken then is on a removed dir,
// which claim tells by comparing what the path names now with what it
// holds, and reports as os.ErrExist for the caller to try another name.
func claim(dir string, mkdir func(string) error) (*os.File, error) {
	if err := mkdir(dir); err != nil {
		return nil, err
	}
	f := tryLock(dir)
	if f == nil {
		return nil, fmt.Errorf("%s: taken by a sweep: %w", dir, os.ErrExist)
	}
	var held, now unix.Stat_t
	if unix.Fstat(int(f.Fd()), &held) != nil || unix.Lstat(dir, &now) != nil || held.Ino != now.Ino || held.Dev != now.Dev {
		f.Close()
		return nil, fmt.Errorf("%s: removed by a sweep: %w", dir, os.ErrExist)
	}
	return f, nil
}

// workRootPrefix starts the name of a judge's work-dir root in the temp dir.
const workRootPrefix = "slidejudge-"

// workRoot is this process's work-dir root, made at the first WorkDir and
// removed with the last RemoveWorkDir; its lock is held meanwhile.
var workRoot struct {
	sync.Mutex
	dir  string
	lock *os.File
	n    int // work dirs in it not yet removed
}

// WorkDir makes a fresh scratch dir (named kind-…) in this process's
// work-dir root in the system's temp dir (slidejudge-TOKEN, locked while
// any of its work dirs is in use), for SweepWorkDirs to find should the
// judge be killed before it removes it. RemoveWorkDir removes it.
func WorkDir(kind string) (string, error) {
	workRoot.Lock()
	defer workRoot.Unlock()
	if workRoot.lock == nil {
		var err error
		for range 10 {
			dir := filepath.Join(os.TempDir(), workRootPrefix+ownerToken())
			var f *os.File
			f, err = claim(dir, func(d string) error { return os.Mkdir(d, 0o700) })
			if err == nil {
				// o+x: programs that run as another user reach their dirs
				// inside. Once locked: a sweep may take it until then.
				if err = os.Chmod(dir, 0o711); err != nil {
					f.Close()
					return "", err
				}
				workRoot.dir, workRoot.lock = dir, f
				break
			}
			if !errors.Is(err, os.ErrExist) {
				return "", err
			}
		}
		if err != nil {
			return "", err
		}
	}
	dir, err := os.MkdirTemp(workRoot.dir, kind+"-")
	if err != nil {
		return "", err
	}
	workRoot.n++
	return dir, nil
}

// RemoveWorkDir removes a dir that WorkDir made, and the work-dir root
// (releasing its lock) once it was the last.
func RemoveWorkDir(dir string) error {
	err := os.RemoveAll(dir)
	workRoot.Lock()
	defer workRoot.Unlock()
	if workRoot.lock == nil || filepath.Dir(dir) != workRoot.dir {
		return err
	}
	if workRoot.n--; workRoot.n > 0 {
		return err
	}
	// Removed while its lock is held: no sweep is in it meanwhile.
	if e := os.RemoveAll(workRoot.dir); e != nil {
		return errors.Join(err, e) // kept, and its lock with it until the process ends
	}
	workRoot.lock.Close()
	workRoot.dir, workRoot.lock = "", nil
	return err
}

// SweepWorkDirs removes the work-dir roots that judges which have ended
// left in the temp dir (kill -9 runs no clean-up): those whose lock it can
// take. It says how many it removed.
func SweepWorkDirs() int {
	return sweepLocked(os.TempDir(), workRootPrefix, os.RemoveAll)
}

// sweepLocked removes, in parent, the dirs named prefix+token whose lock
// it can take (their owner has ended), by remove while it holds the lock.
// It says how many it removed.
func sweepLocked(parent, prefix string, remove func(string) error) int {
	ents, err := os.ReadDir(parent)
	if err != nil {
		return 0
	}
	n := 0
	for _, e := range ents {
		tok, ok := strings.CutPrefix(e.Name(), prefix)
		if !ok || !isToken(tok) || !e.IsDir() {
			continue
		}
		dir := filepath.Join(parent, e.Name())
		f := tryLock(dir)
		if f == nil {
			continue // its owner is alive
		}
		if remove(dir) == nil {
			n++
		}
		f.Close()
	}
	return n
}

// ownerGroupPrefix starts the name of a judge's group under a cgroup
// parent ("judge.TOKEN"): a name that judges which swept groups by the pid
// in their names never read as one.
const ownerGroupPrefix = "judge."

// claimGroup makes and locks a judge's group under parent. v2 groups need
// the controllers enabled for their children.
func claimGroup(parent, token string, v2 bool) (string, *os.File, error) {
	dir := filepath.Join(parent, ownerGroupPrefix+token)
	f, err := claim(dir, func(d string) error { return os.Mkdir(d, 0o755) })
	if err != nil {
		return "", nil, err
	}
	if v2 {
		if err := enableV2(dir); err != nil {
			_ = syscall.Rmdir(dir)
			f.Close()
			return "", nil, err
		}
	}
	return dir, f, nil
}

// sweepGroups removes, under parent, the groups of judges that have ended:
// those whose lock it can take, with every group inside them (their tasks
// killed first). It says how many judges' groups it removed.
func sweepGroups(parent string) int {
	return sweepLocked(parent, ownerGroupPrefix, removeGroupTree)
}

// removeGroupTree kills the tasks of dir and of every group below it and
// removes them, deepest first.
func removeGroupTree(dir string) error {
	ents, err := os.ReadDir(dir)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil
		}
		return err
	}
	for _, e := range ents {
		if e.IsDir() {
			if err := removeGroupTree(filepath.Join(dir, e.Name())); err != nil {
				return err
			}
		}
	}
	v2 := fileExists(filepath.Join(dir, "cgroup.kill")) || fileExists(filepath.Join(dir, "cgroup.subtree_control"))
	g := &runGroup{sys: &cgroupSys{v2: v2}, dir: dir}
	g.kill(0)
	return g.remove()
}

func fileExists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}
