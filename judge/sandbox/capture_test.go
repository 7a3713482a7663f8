package sandbox_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// With Capture, standard output and error come back in the Result, and
// output past the limit ends the run as OutputLimit.
func TestCapture(t *testing.T) {
	s, err := shared()
	if err != nil {
		t.Fatal(err)
	}
	b := newBox(t)
	run := func(c sandbox.Config) sandbox.Result {
		t.Helper()
		c.Dir, c.Capture, c.CPUTime = b.work, true, 2*time.Second
		if c.Output == 0 {
			c.Output = 1 << 20
		}
		r, err := s.Run(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	r := run(sandbox.Config{Args: []string{"sh", "-c", "echo out; echo err >&2"}})
	if r.Status != sandbox.Exited || string(r.Stdout) != "out\n" || string(r.Stderr) != "err\n" {
		t.Fatalf("%+v", r)
	}
	r = run(sandbox.Config{Args: []string{"yes"}, Output: 1 << 16})
	if r.Status != sandbox.OutputLimit || len(r.Stdout) > 1<<16 {
		t.Fatalf("yes: %v, %d bytes kept", r.Status, len(r.Stdout))
	}
	r = run(sandbox.Config{Args: []string{"sh", "-c", "yes >&2"}, Output: 1 << 16})
	if r.Status != sandbox.OutputLimit || len(r.Stderr) > 4<<10 {
		t.Fatalf("yes on stderr: %v, %d bytes kept", r.Status, len(r.Stderr))
	}
	r = run(sandbox.Config{Args: []string{"sh", "-c", "head -c 100000 /dev/zero >&2; echo done"}})
	if r.Status != sandbox.Exited || string(r.Stdout) != "done\n" || len(r.Stderr) != 4<<10 || strings.Trim(string(r.Stderr), "\x00") != "" {
		t.Fatalf("long stderr: %+v", r.Status)
	}
}

// Running bounds the programs running at once: with its only place taken,
// a run waits (here until its context ends).
func TestRunningGate(t *testing.T) {
	s, err := shared()
	if err != nil {
		t.Fatal(err)
	}
	b := newBox(t)
	gate := sandbox.NewTurns(1, nil)
	r, out := b.run(t, s, sandbox.Config{Args: []string{"/bin/echo", "hi"}, Running: gate})
	if r.Status != sandbox.Exited || out != "hi\n" || gate.Taken() != 0 {
		t.Fatalf("%+v %q, %d places taken after the run", r, out, gate.Taken())
	}
	if _, _, err := gate.Take(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	_, err = s.Run(ctx, sandbox.Config{Args: []string{"/bin/echo", "hi"}, Dir: b.work, Running: gate})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("ran with the gate full: %v", err)
	}
}
