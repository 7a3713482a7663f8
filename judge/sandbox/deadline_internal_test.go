//go:build linux

package sandbox

import (
	"os/exec"
	"sync"
	"syscall"
	"testing"
	"time"
)

// A deadline on a server moves by the time the machine held the server,
// and only by that: past its budget a task kept from its core gets at
// least its budget again, one asleep or stopped less than that before the
// deadline ends. The tasks are older than the wait (as after a kill, or
// for a message): read first at the budget's first part, they are
// measured from there.
func TestServerClock(t *testing.T) {
	starved, sleeping := starve(t)
	stopped := exec.Command("sleep", "30")
	if err := stopped.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = stopped.Process.Kill()
		_ = stopped.Wait()
	})
	if err := stopped.Process.Signal(syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 200 && !isStopped(stopped.Process.Pid); i++ {
		time.Sleep(10 * time.Millisecond)
	}
	const budget = 300 * time.Millisecond
	tasks := []struct {
		name string
		pid  int
		held bool
	}{
		{"kept from its core", starved.Process.Pid, true},
		{"asleep", sleeping.Process.Pid, false},
		{"stopped", stopped.Process.Pid, false},
	}
	var wg sync.WaitGroup
	for _, task := range tasks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := newServerClock(task.pid, budget, time.Now(), false)
			time.Sleep(time.Until(c.deadline()))
			if more := c.next(); more != budget-budget/firstPart {
				t.Errorf("%s, read first: %v more, want the rest of the budget", task.name, more)
				return
			}
			time.Sleep(time.Until(c.deadline()))
			// What the clock gives past the budget, until it ends or has
			// given the budget again.
			given := time.Duration(0)
			for given < budget {
				more := c.next()
				if more <= 0 {
					break
				}
				given += more
				time.Sleep(more)
			}
			if held := given >= budget; held != task.held {
				w, _ := c.track.measure()
				t.Errorf("%s: %v more (%v); want the budget again: %v", task.name, given, w, task.held)
			}
		}()
	}
	wg.Wait()
}

// isStopped says whether process pid is stopped (state T).
func isStopped(pid int) bool {
	f := statFields(pid)
	return len(f) > 0 && f[0] == "T"
}
