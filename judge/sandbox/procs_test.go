package sandbox_test

import (
	"testing"

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
