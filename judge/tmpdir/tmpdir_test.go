package tmpdir

import (
	"os"
	"path/filepath"
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
