//go:build linux

package sandbox_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
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
// period: they wait, runnable, the rest of the time (throttled by the
// quota, which their run delay counts). At the end whatever is left in it
// goes back to the root group and it is removed.
func starveGroup(t *testing.T, period time.Duration) string {
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
	for _, f := range []struct{ file, v string }{
		{"cpu.cfs_period_us", strconv.FormatInt(period.Microseconds(), 10)},
		{"cpu.cfs_quota_us", "1000"},
	} {
		if err := os.WriteFile(filepath.Join(dir, f.file), []byte(f.v), 0); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// joinThread moves the calling thread (alone) into the v1 group dir; the
// goroutine must be locked to it.
func joinThread(t *testing.T, dir string) {
	t.Helper()
	join(t, dir, "tasks", syscall.Gettid())
}

// join writes id into the v1 group dir's file: "tasks" moves a thread,
// "cgroup.procs" the process of a thread.
func join(t *testing.T, dir, file string, id int) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, file), []byte(strconv.Itoa(id)), 0); err != nil {
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
	dir := starveGroup(t, 100*time.Millisecond)
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

// oneServer is a sandbox of the test's own and the pid of its one idle
// server, the probe's.
func oneServer(t *testing.T) (*sandbox.Sandbox, int) {
	t.Helper()
	s := own(t)
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	pids := sandbox.ServerPids(s)
	if len(pids) != 1 {
		t.Fatalf("%d idle servers after the probe, want 1", len(pids))
	}
	return s, pids[0]
}

// A server that hangs is not held by the machine (a stopped task is not
// runnable): once the judge has killed its program, the server is given
// up after its budget, the run fails, and no deadline was moved for it.
func TestStoppedServerFails(t *testing.T) {
	s, srv := oneServer(t)
	b := newBox(t)
	defer sandbox.ServerBudget(300 * time.Millisecond)()
	held := sandbox.ServerHeld()
	if err := syscall.Kill(srv, syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	defer syscall.Kill(srv, syscall.SIGCONT)
	r, _ := b.run(t, s, sandbox.Config{Args: []string{"/bin/echo", "hi"}, WallTime: 100 * time.Millisecond})
	if r.Status != sandbox.Failed || !strings.Contains(r.Error, "server") {
		t.Fatalf("%+v, want Failed by the server", r)
	}
	if n := sandbox.ServerHeld() - held; n != 0 {
		t.Fatalf("%d deadlines moved for a stopped server", n)
	}
}

// A server held by the machine once the judge has killed its program is
// waited for: its grace counts only the time it could have used. The
// server and its program are moved into a cpu group whose 1 ms a second
// a spinner there uses up at once, and the judge kills the program (the
// run's context ends) once the group is throttled: neither the program's
// end nor the server's answer can come for the rest of that second (they
// are let free at the next), while the grace is 300 ms. The server used
// to be given up and the run failed ("server: EOF"); now the run is the
// program's, killed. An attempt whose server was not held past its
// budget after all (the kernel may have left its CPU a little of the
// group's time) shows nothing and is made again.
func TestStarvedServerAnswersKill(t *testing.T) {
	s, srv := oneServer(t)
	g := throttled{t: t, dir: starveGroup(t, time.Second)}
	spin := exec.Command("sh", "-c", "while :; do :; done")
	if err := spin.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = spin.Process.Kill()
		_ = spin.Wait()
	})
	join(t, g.dir, "cgroup.procs", spin.Process.Pid)
	defer sandbox.ServerBudget(300 * time.Millisecond)()
	for attempt := range 5 {
		held := sandbox.ServerHeld()
		r, ok := g.killHeld(s, srv)
		if !ok {
			t.Logf("attempt %d: killed late, in the group's next second", attempt)
			continue
		}
		if r.Status != sandbox.Exited || r.Signal != "killed" {
			t.Fatalf("attempt %d: %+v, want the program killed", attempt, r)
		}
		if sandbox.ServerHeld() != held {
			return
		}
		t.Logf("attempt %d: the server answered within its budget: it was not held", attempt)
	}
	t.Fatal("the server was never held past its budget: the test shows nothing")
}

// throttled is a v1 cpu group that a spinner holds throttled but for 1 ms
// a second.
type throttled struct {
	t   *testing.T
	dir string
}

// stat is the figure key of the group's cpu.stat.
func (g throttled) stat(key string) int {
	data, _ := os.ReadFile(filepath.Join(g.dir, "cpu.stat"))
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, key+" "); ok {
			n, _ := strconv.Atoi(v)
			return n
		}
	}
	return -1
}

// changed waits for the figure key to move from n (a few seconds at most:
// the group is throttled each second).
func (g throttled) changed(key string, n int) {
	for i := 0; g.stat(key) == n; i++ {
		if i == 5000 {
			g.t.Fatalf("%s stays %d: the cpu group is not throttled", key, n)
		}
		time.Sleep(time.Millisecond)
	}
}

// move moves the processes of tids into the group dir, those that are
// left.
func (g throttled) move(dir string, tids []int) {
	for _, tid := range tids {
		err := os.WriteFile(filepath.Join(dir, "cgroup.procs"), []byte(strconv.Itoa(tid)), 0)
		if err != nil && !errors.Is(err, syscall.ESRCH) {
			g.t.Fatal(err)
		}
	}
}

// killHeld runs sleep through s's server srv, moves the server and the
// program into the group once the program runs, ends the run's context
// once the group is throttled for this second, and moves them out at the
// next second; false when the kill came too late, in the next second.
func (g throttled) killHeld(s *sandbox.Sandbox, srv int) (sandbox.Result, bool) {
	t := g.t
	b := newBox(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	c := sandbox.Config{Args: []string{"sleep", "60"}, Dir: b.work, Stdout: b.out, Stderr: b.err,
		CPUTime: time.Second, WallTime: 60 * time.Second, Memory: 64 << 20, Processes: 16}
	done := make(chan sandbox.Result, 1)
	go func() {
		r, _ := s.Run(ctx, c) // its error: the context ended
		done <- r
	}()
	asleep := func() bool { // the program is sleep, started
		for _, tid := range sandbox.TreeTasks(srv) {
			if comm, _ := os.ReadFile(fmt.Sprintf("/proc/%d/comm", tid)); string(comm) == "sleep\n" {
				return true
			}
		}
		return false
	}
	for !asleep() {
		select {
		case r := <-done:
			t.Fatalf("ended before it was killed: %+v", r)
		case <-time.After(10 * time.Millisecond):
		}
	}
	tree := sandbox.TreeTasks(srv)
	g.move(g.dir, tree)
	// nr_throttled moves at a second's start; the spinner takes its 1 ms
	// at once.
	g.changed("nr_throttled", g.stat("nr_throttled"))
	time.Sleep(20 * time.Millisecond)
	period := g.stat("nr_periods")
	cancel()
	late := g.stat("nr_periods") != period
	if !late {
		g.changed("nr_periods", period)
	}
	g.move("/sys/fs/cgroup/cpu", tree)
	return <-done, !late
}
