package sandbox

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// runDirect is what runs programs off Linux; it is tested here, where the
// same code runs.
func TestRunDirect(t *testing.T) {
	dir := t.TempDir()
	run := func(c Config) Result {
		t.Helper()
		c.Dir = dir
		r, err := runDirect(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if r := run(Config{Args: []string{"sh", "-c", "exit 3"}}); r.Status != Exited || r.ExitCode != 3 {
		t.Errorf("exit 3: %+v", r)
	}
	if r := run(Config{Args: []string{"sh", "-c", "kill -9 $$"}}); r.Status != Exited || r.Signal != "killed" {
		t.Errorf("kill -9: %+v", r)
	}
	if r := run(Config{Args: []string{"sleep", "10"}, WallTime: 100 * time.Millisecond}); r.Status != TimeLimit {
		t.Errorf("sleep past the wall limit: %+v", r)
	}
	if r := run(Config{Args: []string{"sh", "-c", "while :; do :; done"}, CPUTime: 100 * time.Millisecond}); r.Status != TimeLimit {
		t.Errorf("spin past the CPU limit: %+v", r)
	}
	if r := run(Config{Args: []string{"yes"}, Stdout: filepath.Join(dir, "out"), Output: 1 << 16}); r.Status != OutputLimit {
		t.Errorf("yes into a file: %+v", r)
	}
	if r := run(Config{Args: []string{"yes"}, Capture: true, Output: 1 << 16}); r.Status != OutputLimit {
		t.Errorf("yes captured: %+v", r)
	}
	in := filepath.Join(dir, "in")
	if err := os.WriteFile(in, []byte("hello\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := run(Config{Args: []string{"cat"}, Stdin: in, Capture: true, Output: 100})
	if r.Status != Exited || r.ExitCode != 0 || string(r.Stdout) != "hello\n" {
		t.Errorf("cat: %+v", r)
	}
	if r := run(Config{Args: []string{"no-such-program-here"}}); r.Status != Failed {
		t.Errorf("missing program: %+v", r)
	}
	if r := run(Config{Args: []string{in}}); r.Status != NotExecutable {
		t.Errorf("a text file: %+v", r)
	}
}
