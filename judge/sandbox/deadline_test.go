//go:build linux

package sandbox_test

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// starveGroup makes a v1 cpu cgroup whose tasks get 1 ms of CPU every
// 100 ms: they wait, runnable, the rest of the time (throttled by the
// quota, which their run delay counts). At the end whatever is left in it
// goes back to the root group and it is removed.
func starveGroup(t *testing.T) string {
	t.Helper()
	const root = "/sys/fs/cgroup/cpu"
	if _, err := os.Stat(filepath.Join(root, "cpu.cfs_quota_us")); err != nil {
		t.Skipf("needs the v1 cpu controller at %s: %v", root, err)
	}
	dir := filepath.Join(root, fmt.Sprintf("slidejudge-starve-%d", os.Getpid()))
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Skipf("cannot make a cpu group: %v", err)
	}
	t.Cleanup(func() {
		for range 50 {
			b, _ := os.ReadFile(filepath.Join(dir, "cgroup.procs"))
			for _, pid := range strings.Fields(string(b)) {
				_ = os.WriteFile(filepath.Join(root, "cgroup.procs"), []byte(pid), 0)
			}
			if err := os.Remove(dir); err == nil || os.IsNotExist(err) {
				return
			}
			time.Sleep(20 * time.Millisecond)
		}
		t.Errorf("cpu group %s left behind", dir)
	})
	for file, v := range map[string]string{"cpu.cfs_period_us": "100000", "cpu.cfs_quota_us": "1000"} {
		if err := os.WriteFile(filepath.Join(dir, file), []byte(v), 0); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// joinThread moves the calling thread (alone) into the v1 group dir; the
// goroutine must be locked to it.
func joinThread(t *testing.T, dir string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, "tasks"), []byte(strconv.Itoa(syscall.Gettid())), 0); err != nil {
		t.Fatal(err)
	}
}

// A server the machine holds past its deadline's budget is waited for
// (issue 24): its start counts only the time it could have used. The
// server is started from a thread of the test's in a cpu group with a 1%
// quota, so it gets 1 ms of CPU each 100 ms (it takes many) while its
// budget is 300 ms; it used to be given up ("server: read unixpacket:
// i/o timeout") and the run failed. The run is the program's: Exited.
func TestStarvedServerStarts(t *testing.T) {
	s := own(t)
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	dir := starveGroup(t)
	b := newBox(t)
	defer sandbox.ServerBudget(300 * time.Millisecond)()
	sandbox.KillServers(s) // the probe's: the run starts one of its own
	held := sandbox.ServerHeld()

	// The server is the child of the thread that starts it (locked here),
	// and so starts in its cpu group; the judge's side of the run is
	// starved with it.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	joinThread(t, dir)
	defer func() {
		_ = os.WriteFile("/sys/fs/cgroup/cpu/tasks", []byte(strconv.Itoa(syscall.Gettid())), 0)
	}()
	r, out := b.run(t, s, sandbox.Config{Args: []string{"/bin/echo", "hi"}, WallTime: 10 * time.Second})
	if r.Status != sandbox.Exited || out != "hi\n" {
		t.Fatalf("%+v %q", r, out)
	}
	if sandbox.ServerHeld() == held {
		t.Fatal("the server answered within its budget: it was not starved, the test shows nothing")
	}
}

// A server that hangs is not held by the machine (a stopped task is not
// runnable): once the judge has killed its program, the server is given
// up after its budget, the run fails, and no deadline was moved for it.
func TestStoppedServerFails(t *testing.T) {
	s := own(t)
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	pids := sandbox.ServerPids(s)
	if len(pids) != 1 {
		t.Fatalf("%d idle servers after the probe, want 1", len(pids))
	}
	b := newBox(t)
	defer sandbox.ServerBudget(300 * time.Millisecond)()
	held := sandbox.ServerHeld()
	if err := syscall.Kill(pids[0], syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	defer syscall.Kill(pids[0], syscall.SIGCONT)
	r, _ := b.run(t, s, sandbox.Config{Args: []string{"/bin/echo", "hi"}, WallTime: 100 * time.Millisecond})
	if r.Status != sandbox.Failed || !strings.Contains(r.Error, "server") {
		t.Fatalf("%+v, want Failed by the server", r)
	}
	if n := sandbox.ServerHeld() - held; n != 0 {
		t.Fatalf("%d deadlines moved for a stopped server", n)
	}
}
