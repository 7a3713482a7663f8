//go:build linux

package sandbox_test

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// A program that has ended is over: the time until its outcome reaches the
// judge (its parent in the run reaping it and reporting, the server
// replying, on a machine that gives them no core) is the judge's, not the
// program's idle time. Here the program's parent is stopped for 3 s from
// outside just before the program exits (as a starved server would be):
// the program sleeps 0.5 s, its wall limit 1.5 s.
func TestEndedIsNotIdle(t *testing.T) {
	bothPaths(t, func(t *testing.T, s *sandbox.Sandbox) {
		b := newBox(t)
		const mark = "0.5031"
		stopped := make(chan int, 1)
		go func() {
			defer close(stopped)
			deadline := time.Now().Add(10 * time.Second)
			for time.Now().Before(deadline) {
				if pid := findProgram(mark); pid > 0 {
					ppid := parentOf(pid)
					if ppid > 1 && syscall.Kill(ppid, syscall.SIGSTOP) == nil {
						stopped <- ppid
						time.Sleep(3 * time.Second)
						_ = syscall.Kill(ppid, syscall.SIGCONT)
					}
					return
				}
				time.Sleep(5 * time.Millisecond)
			}
		}()
		r, _ := b.run(t, s, sandbox.Config{Args: []string{"sleep", mark}, WallTime: 1500 * time.Millisecond})
		ppid, ok := <-stopped
		if !ok {
			t.Fatal("the program was never found to stop its parent")
		}
		t.Logf("parent %d stopped 3 s; %+v; waited %v", ppid, r.Status, r.Waited)
		if r.Status != sandbox.Exited || r.ExitCode != 0 {
			t.Errorf("a program that ended in 0.5 s, its parent stopped 3 s after: %v (waited %v, starved %v); want it exited 0", r.Status, r.Waited, r.Starved)
		}
	})
}

// findProgram is the pid of a process whose command line ends in arg.
func findProgram(arg string) int {
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
		if f := strings.Split(strings.TrimRight(string(b), "\x00"), "\x00"); len(f) == 2 && f[0] == "sleep" && f[1] == arg {
			return pid
		}
	}
	return 0
}

// parentOf reads a process's parent from /proc/PID/stat.
func parentOf(pid int) int {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	s := string(b)
	if i := strings.LastIndexByte(s, ')'); i >= 0 {
		f := strings.Fields(s[i+1:])
		if len(f) > 1 {
			n, _ := strconv.Atoi(f[1])
			return n
		}
	}
	return 0
}
