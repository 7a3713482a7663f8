//go:build linux

package sandbox_test

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// Work-dir roots are swept by their locks: a root
// whose lock another open file holds (a live judge, whatever its pid
// namespace) is kept, one whose judge has ended is removed, and dirs that
// are not work-dir roots (older judges', other tools') are left alone.
func TestSweepWorkDirs(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	root := func(tok string) string {
		d := filepath.Join(os.TempDir(), "slidejudge-"+tok)
		if err := os.MkdirAll(filepath.Join(d, "work-1", "build-1"), 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	gone, live := root("0123456789abcdef"), root("fedcba9876543210")
	lock, err := os.Open(live)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Close()
	if err := unix.Flock(int(lock.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
		t.Fatal(err)
	}
	mine, err := sandbox.WorkDir("work")
	if err != nil {
		t.Fatal(err)
	}
	others := []string{"slidejudge-build-cache-0", "slidejudge-4242-work-1", "slidejudge-0123456789ABCDEF"}
	for _, o := range others {
		if err := os.Mkdir(filepath.Join(os.TempDir(), o), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if n := sandbox.SweepWorkDirs(); n != 1 {
		t.Fatalf("swept %d, want 1", n)
	}
	want := map[string]bool{gone: false, live: true, mine: true}
	for _, o := range others {
		want[filepath.Join(os.TempDir(), o)] = true
	}
	for p, w := range want {
		if _, err := os.Stat(p); (err == nil) != w {
			t.Errorf("%s: exists %v, want %v", p, err == nil, w)
		}
	}
	// (The root goes with the process's last work dir: judge/tmpdir's
	// TestRun; this binary's $TMPDIR is one.)
	if err := sandbox.RemoveWorkDir(mine); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(mine); !os.IsNotExist(err) {
		t.Fatalf("%s left: %v", mine, err)
	}
}

// A Sandbox's start sweeps the groups of judges that have ended, never a
// live one's: another Sandbox's (its lock held, its server's groups idle
// and empty) stays usable, an unlocked judge group is removed with the
// groups inside it.
func TestSweepGroups(t *testing.T) {
	a := own(t)
	b := newBox(t)
	if r, _ := b.run(t, a, sandbox.Config{Args: []string{"/bin/true"}}); r.Status != sandbox.Exited || r.ExitCode != 0 {
		t.Fatalf("%+v", r)
	}
	var dead []string
	for _, g := range sandbox.OwnGroups(a) {
		d := filepath.Join(filepath.Dir(g), "judge.00000000deadbeef")
		if err := os.MkdirAll(filepath.Join(d, "r1"), 0o755); err != nil {
			t.Fatal(err)
		}
		dead = append(dead, d)
	}
	t.Cleanup(func() {
		for _, d := range dead {
			_ = unix.Rmdir(filepath.Join(d, "r1"))
			_ = unix.Rmdir(d)
		}
	})
	if err := own(t).Err(); err != nil { // sweeps at its start
		t.Fatal(err)
	}
	for _, d := range dead {
		if _, err := os.Stat(d); !os.IsNotExist(err) {
			t.Errorf("%s: not swept (%v)", d, err)
		}
	}
	for _, g := range sandbox.OwnGroups(a) {
		if _, err := os.Stat(g); err != nil {
			t.Errorf("live judge's group swept: %v", err)
		}
	}
	for range 3 {
		if r, _ := b.run(t, a, sandbox.Config{Args: []string{"/bin/true"}}); r.Status != sandbox.Exited || r.ExitCode != 0 {
			t.Fatalf("after the sweep: %+v", r)
		}
	}
}

// ownerEnv makes the test binary a judge that holds its groups until killed
// (for TestKilledJudgeGroupsSwept to kill), before any test runs.
const ownerEnv = "SLIDEJUDGE_TEST_HOLD_GROUPS"

func init() {
	if os.Getenv(ownerEnv) != "" {
		holdGroups()
	}
}

func holdGroups() {
	s, err := sandbox.New(sandbox.Servers(1))
	if err == nil {
		err = s.Err()
	}
	if err != nil {
		os.Stdout.WriteString("error " + err.Error() + "\n")
		os.Exit(1)
	}
	for _, g := range sandbox.OwnGroups(s) {
		os.Stdout.WriteString(g + "\n")
	}
	os.Stdout.WriteString("ready\n")
	time.Sleep(time.Hour)
	os.Exit(0)
}

// A judge killed with SIGKILL holds no lock any more: the next judge's
// start sweeps its groups, the servers' groups inside them too.
func TestKilledJudgeGroupsSwept(t *testing.T) {
	full(t)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), ownerEnv+"=1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	var groups []string
	sc := bufio.NewScanner(out)
	for sc.Scan() && sc.Text() != "ready" {
		if strings.HasPrefix(sc.Text(), "error ") {
			t.Fatal(sc.Text())
		}
		groups = append(groups, sc.Text())
	}
	if len(groups) == 0 {
		t.Fatal("the judge named no groups")
	}
	// Its server's groups (v1) are inside its own.
	inner, _ := filepath.Glob(filepath.Join(groups[len(groups)-1], "s*"))
	_ = cmd.Process.Signal(unix.SIGKILL)
	_ = cmd.Wait()
	for _, g := range groups {
		if _, err := os.Stat(g); err != nil {
			t.Fatalf("%s gone before any sweep: %v", g, err)
		}
	}
	if err := own(t).Err(); err != nil { // sweeps at its start
		t.Fatal(err)
	}
	for _, g := range append(groups, inner...) {
		if _, err := os.Stat(g); !os.IsNotExist(err) {
			t.Errorf("%s: not swept (%v)", g, err)
		}
	}
}
