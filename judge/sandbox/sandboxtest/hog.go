//go:build linux

// Package sandboxtest starves programs for real, for the tests of the
// judge's time accounting: a CPU held by spinning processes at nice -15.
package sandboxtest

import (
	"fmt"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"
)

// FirstCPU is the lowest CPU this process may run on.
func FirstCPU(t testing.TB) int {
	t.Helper()
	var mask unix.CPUSet
	if err := unix.SchedGetaffinity(0, &mask); err != nil {
		t.Fatal(err)
	}
	for i := range len(mask) * 64 {
		if mask.IsSet(i) {
			return i
		}
	}
	t.Fatal("an empty affinity mask")
	return -1
}

// Hog holds one CPU: n spinning processes pinned to it at nice -15 leave
// a nice-0 task there 1024 / (n × 29154 + 1024) of it (CFS weights): 1.7 %
// for two, whatever else the machine runs, yet enough for a killed
// program to exit soon. It needs root (a negative nice). Each spinner is a
// session of its own at nice -15 as a session too: where the scheduler
// groups tasks by session (autogroup), a nice value weighs only inside
// its session, and the sandbox's servers are sessions of their own.
type Hog struct {
	cmds []*exec.Cmd
	once sync.Once
}

// NewHog starts the spinners; they stop at Stop or when the test ends.
// With one CPU it would starve the test itself: the test is skipped.
func NewHog(t testing.TB, cpu, n int) *Hog {
	t.Helper()
	var mask unix.CPUSet
	if err := unix.SchedGetaffinity(0, &mask); err == nil && mask.Count() < 2 {
		t.Skip("holding a CPU needs two: one held, one for the judge")
	}
	if os.Geteuid() != 0 {
		t.Skip("holding a CPU needs root (nice -15)")
	}
	h := &Hog{}
	t.Cleanup(h.Stop)
	var set unix.CPUSet
	set.Set(cpu)
	for range n {
		cmd := exec.Command("sh", "-c", "while :; do :; done")
		cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		h.cmds = append(h.cmds, cmd)
		if err := unix.SchedSetaffinity(cmd.Process.Pid, &set); err != nil {
			t.Fatalf("pinning a spinner to CPU %d: %v", cpu, err)
		}
		if err := unix.Setpriority(unix.PRIO_PROCESS, cmd.Process.Pid, -15); err != nil {
			t.Fatalf("nice -15 for a spinner: %v", err)
		}
		// Its session's weight (no file: the kernel groups no sessions).
		ag := fmt.Sprintf("/proc/%d/autogroup", cmd.Process.Pid)
		if _, err := os.Stat(ag); err == nil {
			if err := os.WriteFile(ag, []byte("-15"), 0); err != nil {
				t.Fatalf("nice -15 for a spinner's session: %v", err)
			}
		}
	}
	return h
}

// Stop ends the spinners (again: nothing).
func (h *Hog) Stop() {
	h.once.Do(func() {
		for _, cmd := range h.cmds {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	})
}
