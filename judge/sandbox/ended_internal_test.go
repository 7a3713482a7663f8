//go:build linux

package sandbox

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// TestEndedBin ends runs' mounts as a server does (endedBin): small
// tmpfs work dirs wait in the bin, at most maxEnded of them, and go all
// at once; a work dir holding more than maxEndedSize and a mount that is
// not a tmpfs are unmounted at once; a flush leaves nothing mounted.
func TestEndedBin(t *testing.T) {
	dir := t.TempDir()
	errc := make(chan error, 1)
	go func() {
		// A mount namespace of this thread's own; the thread ends with the
		// goroutine (never unlocked), and the namespace with it.
		runtime.LockOSThread()
		errc <- endRuns(dir)
	}()
	if err := <-errc; err != nil {
		if errors.Is(err, errNoMountNS) {
			t.Skip(err)
		}
		t.Fatal(err)
	}
}

var errNoMountNS = errors.New("no mount namespace of a thread's own here (not root)")

// mountsUnder counts this thread's mounts at or below dir.
func mountsUnder(dir string) (int, error) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/self/task/%d/mountinfo", unix.Gettid()))
	if err != nil {
		return 0, err
	}
	n := 0
	for _, line := range bytes.Split(data, []byte("\n")) {
		f := strings.Fields(string(line))
		if len(f) > 4 && (f[4] == dir || strings.HasPrefix(f[4], dir+"/")) {
			n++
		}
	}
	return n, nil
}

func endRuns(dir string) error {
	if unix.Unshare(unix.CLONE_NEWNS) != nil || unix.Mount("", "/", "", unix.MS_REC|unix.MS_PRIVATE, "") != nil {
		return errNoMountNS
	}
	work, at, src := filepath.Join(dir, "work"), filepath.Join(dir, "ended"), filepath.Join(dir, "src")
	for _, d := range []string{work, at, src} {
		if err := os.Mkdir(d, 0o755); err != nil {
			return err
		}
	}
	b := &endedBin{at: at}
	for i := range 3*maxEnded + 5 {
		if err := unix.Mount("tmpfs", work, "tmpfs", 0, "size=64k"); err != nil {
			return fmt.Errorf("mount: %w", err)
		}
		if err := os.WriteFile(filepath.Join(work, "out"), []byte("a run's file"), 0o644); err != nil {
			return err
		}
		if err := b.put(work); err != nil {
			return fmt.Errorf("run %d: %w", i, err)
		}
		if n, err := mountsUnder(work); err != nil || n != 0 {
			return fmt.Errorf("run %d: %d mounts left at the work dir (%v)", i, n, err)
		}
		n, err := mountsUnder(at)
		if err != nil {
			return err
		}
		if want := (i + 1) % maxEnded; (want == 0 && n != 0) || (want > 0 && n != want+1) {
			return fmt.Errorf("run %d: %d mounts at the bin, want %d runs' and the bin's", i, n, want)
		}
	}
	// A work dir holding more than maxEndedSize, and a bind: unmounted
	// where they are, not kept.
	kept, err := mountsUnder(at)
	if err != nil {
		return err
	}
	if err := unix.Mount("tmpfs", work, "tmpfs", 0, "size=4m"); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(work, "big"), make([]byte, maxEndedSize+4096), 0o644); err != nil {
		return err
	}
	if err := unix.Mount(src, filepath.Join(work), "", unix.MS_BIND, ""); err != nil {
		return err
	}
	for range 2 { // the bind on top, then the big tmpfs
		if err := b.put(work); err != nil {
			return err
		}
	}
	if n, err := mountsUnder(work); err != nil || n != 0 {
		return fmt.Errorf("%d mounts left at the work dir (%v)", n, err)
	}
	if n, err := mountsUnder(at); err != nil || n != kept {
		return fmt.Errorf("%d mounts at the bin after a big one and a bind, want the %d there were (%v)", n, kept, err)
	}
	if err := b.flush(); err != nil {
		return err
	}
	if n, err := mountsUnder(at); err != nil || n != 0 {
		return fmt.Errorf("%d mounts at the bin after its flush (%v)", n, err)
	}
	return b.flush() // nothing there: nothing to do
}
