package tmpdir

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

type fakeM func() int

func (f fakeM) Run() int { return f() }

// Run gives the tests a fresh $TMPDIR, shares it with a nested Run (a test
// binary started by the tests) and removes it, whatever was left in it.
func TestRun(t *testing.T) {
	outer := t.TempDir()
	t.Setenv("TMPDIR", outer)
	t.Setenv(ownerEnv, "")
	var mine, nested string
	code := Run(fakeM(func() int {
		mine = os.Getenv("TMPDIR")
		if filepath.Dir(mine) != outer {
			t.Errorf("TMPDIR %s is not a fresh dir in %s", mine, outer)
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
	if _, err := os.Stat(mine); !os.IsNotExist(err) {
		t.Errorf("%s is still there (%v)", mine, err)
	}
	if os.Getenv("TMPDIR") != outer {
		t.Errorf("TMPDIR not restored: %s", os.Getenv("TMPDIR"))
	}
}

// Run first removes the dirs that killed test binaries left (their pid is
// in the name and dead), and keeps those of binaries still running.
func TestRunSweepsKilledRuns(t *testing.T) {
	outer := t.TempDir()
	t.Setenv("TMPDIR", outer)
	t.Setenv(ownerEnv, "")
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Skip("no true to get a dead pid from:", err)
	}
	dead := filepath.Join(outer, fmt.Sprintf("slidejudge-%d-test-1", cmd.Process.Pid))
	live := filepath.Join(outer, fmt.Sprintf("slidejudge-%d-test-2", os.Getpid()))
	for _, d := range []string{dead, live} {
		if err := os.MkdirAll(filepath.Join(d, "testscript-x"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	var mine string
	Run(fakeM(func() int { mine = os.Getenv("TMPDIR"); return 0 }))
	if _, err := os.Stat(dead); !os.IsNotExist(err) {
		t.Errorf("the killed run's %s is still there (%v)", dead, err)
	}
	if _, err := os.Stat(live); err != nil {
		t.Errorf("a running binary's dir was removed: %v", err)
	}
	if want := fmt.Sprintf("slidejudge-%d-test-", os.Getpid()); !strings.HasPrefix(filepath.Base(mine), want) {
		t.Errorf("TMPDIR %s is not named %s…, for the next run to sweep", mine, want)
	}
}
