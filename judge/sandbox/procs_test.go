//go:build linux

package sandbox_test

import (
	"context"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// A process limit of one task still starts the program: the helper's own
// threads must not count against it.
func TestOneProcess(t *testing.T) {
	s := full(t)
	b := newBox(t)
	for range 20 {
		r, out := b.run(t, s, sandbox.Config{Args: []string{"/bin/echo", "hi"}, Processes: 1})
		if r.Status != sandbox.Exited || r.ExitCode != 0 || out != "hi\n" {
			t.Fatalf("%+v %q %s", r, out, b.stderr())
		}
	}
	r, _ := b.run(t, s, sandbox.Config{Args: []string{"sh", "-c", "/bin/true && echo forked"}, Processes: 1})
	if r.Status != sandbox.Exited || r.ExitCode == 0 {
		t.Fatalf("a second process started: %+v", r)
	}
}

// Stdout and Stderr naming one file share it instead of overwriting each other.
func TestSharedOutputFile(t *testing.T) {
	s := full(t)
	b := newBox(t)
	r, err := s.Run(context.Background(), sandbox.Config{Args: []string{"sh", "-c", "echo out; echo err >&2; echo out2"}, Dir: b.work, Stdout: b.out, Stderr: b.out, CPUTime: time.Second})
	if err != nil || r.Status != sandbox.Exited {
		t.Fatalf("%+v %v", r, err)
	}
	if got := head(b.out); got != "out\nerr\nout2\n" {
		t.Fatalf("log %q", got)
	}
}

// Servers(n) has n servers idle once the probe is done, and Warm tops the
// idle list up to n without starting more than that.
func TestServersWarm(t *testing.T) {
	s := own(t, sandbox.Servers(2))
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	if n := sandbox.IdleServers(s); n != 2 {
		t.Fatalf("%d idle servers after the probe, want 2", n)
	}
	s.Warm(3)
	sandbox.WaitWarm(s)
	if n := sandbox.IdleServers(s); n != 3 {
		t.Fatalf("%d idle servers after Warm(3), want 3", n)
	}
	b := newBox(t)
	for range 3 {
		r, out := b.run(t, s, sandbox.Config{Args: []string{"/bin/echo", "hi"}})
		if r.Status != sandbox.Exited || out != "hi\n" {
			t.Fatalf("%+v %q", r, out)
		}
	}
	if n := sandbox.IdleServers(s); n != 3 {
		t.Fatalf("%d idle servers after runs one at a time, want the same 3", n)
	}
}

// Warm counts the servers there are, idle or running a program: a
// judging whose runs took the idle ones meanwhile is not short of
// servers, and Warm(2) then Warm(3) make three, not two.
func TestWarmCountsBusyServers(t *testing.T) {
	s := own(t, sandbox.Servers(2))
	if n := sandbox.IdleServers(s); n != 2 {
		t.Fatalf("%d idle servers once New's have come, want 2", n)
	}
	b, sleeper := newBox(t), newBox(t)
	done := make(chan struct{})
	go func() {
		defer close(done)
		c := sandbox.Config{Args: []string{"/bin/sleep", "1"}, Dir: sleeper.work, CPUTime: time.Second, WallTime: 10 * time.Second, Memory: 64 << 20}
		if r, err := s.Run(context.Background(), c); err != nil || r.Status != sandbox.Exited {
			t.Errorf("%+v %v", r, err)
		}
	}()
	for sandbox.IdleServers(s) != 1 {
		time.Sleep(time.Millisecond)
	}
	s.Warm(2)
	sandbox.WaitWarm(s)
	if n := sandbox.LiveServers(s); n != 2 {
		t.Errorf("Warm(2) with one of two servers running a program: %d servers, want 2", n)
	}
	<-done
	s.Warm(2)
	s.Warm(3)
	sandbox.WaitWarm(s)
	if n, idle := sandbox.LiveServers(s), sandbox.IdleServers(s); n != 3 || idle != 3 {
		t.Errorf("Warm(2) then Warm(3): %d servers, %d idle, want 3", n, idle)
	}
	r, out := b.run(t, s, sandbox.Config{Args: []string{"/bin/echo", "hi"}})
	if r.Status != sandbox.Exited || out != "hi\n" {
		t.Fatalf("%+v %q", r, out)
	}
}

// Servers started beside the probe that have not come when the sandbox
// closes are stopped as they come: Close leaves no server behind.
func TestCloseStopsServersOnTheirWay(t *testing.T) {
	full(t)
	s, err := sandbox.New(sandbox.Servers(4))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if n := sandbox.LiveServers(s); n != 0 {
		t.Errorf("%d servers left once the sandbox closed", n)
	}
}

// A run without a process limit does not inherit the last run's from the
// server they share.
func TestProcessLimitNotInherited(t *testing.T) {
	s := own(t)
	b := newBox(t)
	c := sandbox.Config{Args: []string{"sh", "-c", "/bin/true && echo forked"}, Dir: b.work, Stdout: b.out, CPUTime: time.Second, Processes: 1}
	if r, err := s.Run(context.Background(), c); err != nil || r.ExitCode == 0 {
		t.Fatalf("a second process started under a limit of 1: %+v %v", r, err)
	}
	c.Processes = 0
	if r, err := s.Run(context.Background(), c); err != nil || r.Status != sandbox.Exited || r.ExitCode != 0 || head(b.out) != "forked\n" {
		t.Fatalf("no limit, yet: %+v %v %q", r, err, head(b.out))
	}
}
