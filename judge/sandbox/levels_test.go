//go:build linux

package sandbox_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// Each weaker level still runs programs, still enforces time, memory and
// output limits, and says what it lacks.
func TestLevels(t *testing.T) {
	full(t) // the weaker levels are made by turning mechanisms off
	cases := []struct {
		opt   sandbox.Option
		level string
	}{
		{sandbox.WithLevel("rlimits"), "rlimits"},
		{sandbox.Without(sandbox.MechCgroups), "partial: no cgroups"},
		{sandbox.Without(sandbox.MechNamespaces), "partial: no namespaces, no root"},
		{sandbox.Without(sandbox.MechRoot), "partial: no root"},
		{sandbox.Without(sandbox.MechLandlock), "partial: no landlock"},
		{sandbox.Without(sandbox.MechUser), "partial: no user"},
		{sandbox.Without(sandbox.MechCgroups, sandbox.MechNamespaces), "partial: no namespaces, no root, no cgroups"},
	}
	for _, c := range cases {
		t.Run(c.level, func(t *testing.T) {
			t.Parallel() // limits are on CPU time, which a busy machine does not change
			s, err := sandbox.New(c.opt)
			if err != nil {
				t.Fatal(err)
			}
			if s.Level() != c.level {
				t.Fatalf("level %q, want %q: %v", s.Level(), c.level, s.Mechanisms())
			}
			for _, m := range s.Mechanisms() {
				if !m.OK && !strings.Contains(c.level, "no "+m.Name) && c.level != "rlimits" {
					t.Errorf("mechanism %v off but not in the level", m)
				}
			}
			b := newBox(t)
			// Without a mount namespace the work dir must be reachable for
			// nobody by its path, as the judge's work root must then be.
			for _, d := range []string{b.root, filepath.Dir(b.root)} {
				if err := os.Chmod(d, 0o711); err != nil {
					t.Fatal(err)
				}
			}
			r, out := b.run(t, s, sandbox.Config{Args: []string{"sh", "-c", "echo hi"}})
			if r.Status != sandbox.Exited || r.ExitCode != 0 || out != "hi\n" {
				t.Fatalf("echo: %+v %q %s", r, out, b.stderr())
			}
			r, _ = b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "loop.c")}, CPUTime: 300 * time.Millisecond, WallTime: 10 * time.Second})
			if r.Status != sandbox.TimeLimit {
				t.Errorf("loop: %+v", r)
			}
			r, _ = b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "sleep.c")}, WallTime: 300 * time.Millisecond})
			if r.Status != sandbox.TimeLimit {
				t.Errorf("sleep: %+v", r)
			}
			r, _ = b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "alloc.c")}})
			if r.Status != sandbox.MemoryLimit {
				t.Errorf("alloc: %+v", r)
			}
			r, _ = b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "output.c")}})
			if r.Status != sandbox.OutputLimit {
				t.Errorf("output: %+v", r)
			}
		})
	}
}
