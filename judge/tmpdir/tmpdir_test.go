//go:build linux

package tmpdir

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"golang.org/x/sys/unix"
)

type fakeM func() int

func (f fakeM) Run() int { return f() }

// Run gives the tests a fresh $TMPDIR (in the process's locked work-dir
// root), shares it with a nested Run (a test binary started by the tests)
// and removes it, whatever was left in it, and the root with it.
func TestRun(t *testing.T) {
	outer := t.TempDir()
	t.Setenv("TMPDIR", outer)
	t.Setenv(ownerEnv, "")
	var mine, nested string
	code := Run(fakeM(func() int {
		mine = os.Getenv("TMPDIR")
		if filepath.Dir(filepath.Dir(mine)) != outer {
			t.Errorf("TMPDIR %s is not a fresh dir in a work-dir root in %s", mine, outer)
		}
		if err := os.WriteFile(filepath.Join(mine, "left-behind"), nil, 0o644); err != nil {
			t.Fatal(err)
		}
		Run(fakeM(func() int { nested = os.Getenv("TMPDIR"); return 0 }))
		return 3
	}))
	if code != 3 {
		t.Errorf("exit code %d, want the tests' 3", code)
	}
	if nested != mine {
		t.Errorf("a nested run got %s, not its parent's %s", nested, mine)
	}
	for _, d := range []string{mine, filepath.Dir(mine)} {
		if _, err := os.Stat(d); !os.IsNotExist(err) {
			t.Errorf("%s is still there (%v)", d, err)
		}
	}
	if os.Getenv("TMPDIR") != outer {
		t.Errorf("TMPDIR not restored: %s", os.Getenv("TMPDIR"))
	}
}

// Run first removes the work-dir roots that killed test binaries (and
// judges) left, those whose lock no process holds, and keeps those of
// binaries still running (their lock held).
func TestRunSweepsKilledRuns(t *testing.T) {
	outer := t.TempDir()
	t.Setenv("TMPDIR", outer)
	t.Setenv(ownerEnv, "")
	dead := filepath.Join(outer, "slidejudge-0123456789abcdef")
	live := filepath.Join(outer, "slidejudge-fedcba9876543210")
	for _, d := range []string{dead, live} {
		if err := os.MkdirAll(filepath.Join(d, "test-1", "testscript-x"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	lock, err := os.Open(live)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Close()
	if err := unix.Flock(int(lock.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
		t.Fatal(err)
	}
	var mine string
	Run(fakeM(func() int { mine = os.Getenv("TMPDIR"); return 0 }))
	if _, err := os.Stat(dead); !os.IsNotExist(err) {
		t.Errorf("the killed run's %s is still there (%v)", dead, err)
	}
	if _, err := os.Stat(live); err != nil {
		t.Errorf("a running binary's dir was removed: %v", err)
	}
	if !regexp.MustCompile(`/slidejudge-[0-9a-f]{16}/test-[^/]+$`).MatchString(mine) {
		t.Errorf("TMPDIR %s is not in a work-dir root, for the next run to sweep", mine)
	}
}
