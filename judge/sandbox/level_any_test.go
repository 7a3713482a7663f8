package sandbox_test

import (
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// TestAnyLevel runs at whatever level this machine and user give (it is the
// test that still runs without root) and checks the basic limits hold.
func TestAnyLevel(t *testing.T) {
	s, err := shared()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("level %s", s.Level())
	for _, m := range s.Mechanisms() {
		t.Logf("%-12s %-5v %s", m.Name, m.OK, m.Detail)
	}
	if s.Level() == "" {
		t.Fatal("no level")
	}
	b := newBox(t)
	r, out := b.run(t, s, sandbox.Config{Args: []string{"sh", "-c", "echo hi"}})
	if r.Status != sandbox.Exited || r.ExitCode != 0 || out != "hi\n" {
		t.Fatalf("echo: %+v %q %s", r, out, b.stderr())
	}
	r, _ = b.run(t, s, sandbox.Config{Args: []string{"sh", "-c", "while :; do :; done"}, CPUTime: 300 * time.Millisecond, WallTime: 10 * time.Second})
	if r.Status != sandbox.TimeLimit {
		t.Errorf("loop: %+v", r)
	}
	r, _ = b.run(t, s, sandbox.Config{Args: []string{"sh", "-c", "yes"}, Output: 1 << 16})
	if r.Status != sandbox.OutputLimit {
		t.Errorf("yes: %+v", r)
	}
}
