//go:build linux

package sandbox_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// A server sleeps while its program runs: its threads, the Go runtime's
// sysmon among them, wake a few times a run, not every 20 µs, which is
// sysmon's pace for a millisecond each time a blocking system call wakes
// it, each wake-up a context switch, which emulation makes dear
// (rawwait.go). Counted by the kernel: the times the server's threads
// went to sleep over runs of a program that sleeps 20 ms.
func TestServerQuietDuringRun(t *testing.T) {
	s := own(t, sandbox.Servers(1))
	b := newBox(t)
	sleep := sandbox.Config{Args: []string{"/bin/sleep", "0.02"}}
	if r, _ := b.run(t, s, sleep); r.Status != sandbox.Exited || r.ExitCode != 0 {
		t.Fatalf("%+v %s", r, b.stderr())
	}
	pids := sandbox.ServerPids(s)
	if len(pids) != 1 {
		t.Fatalf("servers %v, want one", pids)
	}
	before, begin := switches(t, pids[0]), time.Now()
	const runs = 10
	for range runs {
		if r, _ := b.run(t, s, sleep); r.Status != sandbox.Exited || r.ExitCode != 0 {
			t.Fatalf("%+v %s", r, b.stderr())
		}
	}
	if p := sandbox.ServerPids(s); len(p) != 1 || p[0] != pids[0] {
		t.Fatalf("servers %v after the runs, want the same %v", p, pids)
	}
	n, took := switches(t, pids[0])-before, time.Since(begin)
	// Allowed: 30 a run (the hand-offs between the serving thread and the
	// forker, the child's exec) and sysmon's 10 ms pace over the whole
	// time, four times over: a loaded machine makes the runs longer and
	// its threads wait for each other more often.
	most := 30*runs + int(took/(2500*time.Microsecond))
	t.Logf("%d context switches of the server's threads in %d runs (%v), at most %d allowed", n, runs, took.Round(time.Millisecond), most)
	if n > most {
		t.Fatalf("the server's threads switched %d times in %d runs of a 20 ms sleep (%v), want at most %d", n, runs, took.Round(time.Millisecond), most)
	}
}

// switches sums the voluntary context switches of process pid's threads
// (those it was preempted for are the machine's doing).
func switches(t *testing.T, pid int) int {
	t.Helper()
	dir := filepath.Join("/proc", strconv.Itoa(pid), "task")
	tasks, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, task := range tasks {
		b, err := os.ReadFile(filepath.Join(dir, task.Name(), "status"))
		if err != nil {
			continue // a thread that ended meanwhile
		}
		for _, l := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(l, ":"); ok && k == "voluntary_ctxt_switches" {
				c, _ := strconv.Atoi(strings.TrimSpace(v))
				n += c
			}
		}
	}
	return n
}
