//go:build linux

package sandbox_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// TestToolchains: a command that judge.yaml's languages name, installed
// outside the system paths (…/opt/tool/bin/greet), is found through the
// default PATH and runs with its install root readable (its lib/ beside
// bin/); a command that is nowhere adds nothing.
func TestToolchains(t *testing.T) {
	full(t)
	// Not under /tmp, which a run has a fresh one of: where tools live.
	dir, err := os.MkdirTemp("/var/tmp", "slidejudge-toolchain-")
	if err != nil {
		t.Skip("no /var/tmp to install a tool in:", err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	install := filepath.Join(dir, "opt", "tool")
	for _, d := range []string{dir, filepath.Join(dir, "opt"), install, filepath.Join(install, "bin"), filepath.Join(install, "lib")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(install, "lib", "greeting"), []byte("hello from lib\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	script := "#!/bin/sh\nexec cat \"$(dirname \"$0\")/../lib/greeting\"\n"
	if err := os.WriteFile(filepath.Join(install, "bin", "greet"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	s := own(t, sandbox.Toolchains(filepath.Join(install, "bin"), "greet", "no-such-tool"))
	if ro := s.ReadOnlyPaths(); !slices.Contains(ro, install) {
		t.Fatalf("the install root %s is not readable by programs: %v", install, ro)
	}
	b := newBox(t)
	r, out := b.run(t, s, sandbox.Config{Args: []string{"greet"}})
	if r.Status != sandbox.Exited || r.ExitCode != 0 || out != "hello from lib\n" {
		t.Fatalf("greet: %+v, printed %q\n%s", r, out, b.stderr())
	}
}
