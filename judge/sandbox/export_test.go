//go:build linux

package sandbox

import (
	"syscall"
	"time"
)

// settledServers locks s once its probe is done and no server New or Warm
// started is still on its way: the servers started beside the probe go
// idle as they come.
func settledServers(s *Sandbox) {
	_ = s.Err()
	s.mu.Lock()
	for s.warming > 0 {
		s.warmed.Wait()
	}
}

// IdleServers counts s's idle servers, once those on their way have come.
func IdleServers(s *Sandbox) int {
	settledServers(s)
	defer s.mu.Unlock()
	return len(s.idle)
}

// LiveServers counts s's servers, idle or running a program.
func LiveServers(s *Sandbox) int { return int(s.live.Load()) }

// KillServers kills s's idle servers behind its back (as the OOM killer
// might) and says how many, once those on their way have come.
func KillServers(s *Sandbox) int {
	settledServers(s)
	defer s.mu.Unlock()
	for _, srv := range s.idle {
		_ = syscall.Kill(srv.pid, syscall.SIGKILL)
		_, _ = srv.cmd.Process.Wait()
	}
	return len(s.idle)
}

// WaitWarm waits until no server that New or Warm started is still on
// its way.
func WaitWarm(s *Sandbox) {
	settledServers(s)
	s.mu.Unlock()
}

// PidPerRun gives every run a pid namespace of its own even where the
// judge is root, as where it is not.
func PidPerRun() Option {
	return func(o *options) { o.pidPerRun = true }
}

// OwnGroups are s's own cgroups (one per v1 controller, or one v2 group),
// nil without cgroups.
func OwnGroups(s *Sandbox) []string {
	if s.Err() != nil || s.cg == nil {
		return nil
	}
	return s.cg.owned()
}

// ExtraAt is where a private root holds a run's extra paths.
const ExtraAt = extraAt

// ServerPids are the pids of s's idle servers, once those on their way
// have come.
func ServerPids(s *Sandbox) []int {
	settledServers(s)
	defer s.mu.Unlock()
	var pids []int
	for _, srv := range s.idle {
		pids = append(pids, srv.pid)
	}
	return pids
}

// ServerBudget sets the budgets of the deadlines on servers (serverReady,
// serverGrace) to d, until restore is called.
func ServerBudget(d time.Duration) (restore func()) {
	ready, grace := serverReady, serverGrace
	serverReady, serverGrace = d, d
	return func() { serverReady, serverGrace = ready, grace }
}

// ServerHeld counts the deadlines on servers moved because the machine
// held them.
func ServerHeld() int64 { return serverHeld.Load() }

// TreeTasks are the tasks of pid and of every process below it.
func TreeTasks(pid int) []int { return treeTasks(pid, nil) }

// Sealed says whether s's servers fork from a sealed forker, whose
// children install no filter of their own (forker.go).
func Sealed(s *Sandbox) bool { return s.serverSpec().Sealed != 0 }
