//go:build linux

package sandbox

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"golang.org/x/sys/unix"
)

// TestUnmountEnded runs the server's end of runs as it is at load (issue
// 24): one thread moves each run's mount to the ended place and gives its
// word, another detaches what is there, word by word. A mount moved while
// the detach of the one below it was under way goes with that one, so a
// later word finds nothing mounted (EINVAL); the server used to exit
// there (exit 121: the run's JE "server: EOF", "broken pipe" or
// "connection reset by peer").
func TestUnmountEnded(t *testing.T) {
	dir := t.TempDir()
	const runs = 3000
	errc := make(chan error, 2)
	ns := make(chan string, 1)
	words := make(chan struct{}, 64)
	go func() {
		// A mount namespace of this thread's own; the thread ends with the
		// goroutine (never unlocked), and the namespace with it.
		runtime.LockOSThread()
		errc <- moveRuns(dir, runs, ns, words)
	}()
	go func() {
		runtime.LockOSThread()
		errc <- detachRuns(filepath.Join(dir, "ended"), ns, words)
	}()
	for range 2 {
		if err := <-errc; err != nil {
			if errors.Is(err, errNoMountNS) {
				t.Skip(err)
			}
			t.Fatal(err)
		}
	}
}

var errNoMountNS = errors.New("no mount namespace of a thread's own here (not root)")

// moveRuns mounts a tmpfs for each run and moves it to dir/ended, with a
// word on words for each.
func moveRuns(dir string, runs int, ns chan<- string, words chan<- struct{}) error {
	defer close(words)
	if unix.Unshare(unix.CLONE_NEWNS) != nil || unix.Mount("", "/", "", unix.MS_REC|unix.MS_PRIVATE, "") != nil {
		close(ns)
		return errNoMountNS
	}
	work, ended := filepath.Join(dir, "work"), filepath.Join(dir, "ended")
	for _, d := range []string{work, ended} {
		if err := os.Mkdir(d, 0o755); err != nil {
			close(ns)
			return err
		}
	}
	ns <- fmt.Sprintf("/proc/self/task/%d/ns/mnt", unix.Gettid())
	for i := range runs {
		if err := unix.Mount("tmpfs", work, "tmpfs", 0, "size=4k"); err != nil {
			return fmt.Errorf("mount: %w", err)
		}
		if unix.Mount(work, ended, "", unix.MS_MOVE, "") != nil {
			// As the server does: unmounted in place (a move can meet a
			// detach at ended under way).
			if err := unix.Unmount(work, unix.MNT_DETACH); err != nil {
				return fmt.Errorf("run %d: unmount: %w", i, err)
			}
			continue
		}
		words <- struct{}{}
	}
	return nil
}

// detachRuns is the server's detach, in moveRuns' mount namespace; at the
// end nothing is left mounted at ended.
func detachRuns(ended string, ns <-chan string, words <-chan struct{}) error {
	p, ok := <-ns
	if !ok {
		for range words {
		}
		return nil
	}
	fd, err := unix.Open(p, unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err == nil {
		if err = unix.Unshare(unix.CLONE_FS); err == nil {
			err = unix.Setns(fd, unix.CLONE_NEWNS)
		}
		unix.Close(fd)
	}
	if err != nil {
		for range words {
		}
		return fmt.Errorf("join the mount namespace: %w", err)
	}
	n := 0
	for range words {
		n++
		if err := unmountEnded(ended); err != nil {
			for range words {
			}
			return fmt.Errorf("word %d: %w (the server would exit)", n, err)
		}
	}
	var st, parent unix.Stat_t
	if err := unix.Stat(ended, &st); err != nil {
		return fmt.Errorf("after %d words: %w", n, err)
	}
	if err := unix.Stat(filepath.Dir(ended), &parent); err != nil {
		return fmt.Errorf("after %d words: %w", n, err)
	}
	if st.Dev != parent.Dev {
		return fmt.Errorf("a mount is left at %s after %d words", ended, n)
	}
	return nil
}
