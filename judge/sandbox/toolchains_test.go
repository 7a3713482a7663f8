//go:build linux

package sandbox_test

import (
	"os"
	"os/exec"
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

// TestToolchainsVenv: a Python venv named by the programs' PATH keeps its
// packages. Its python3 is a link to the system's interpreter, whose
// install root (/usr) is read anyway; the packages live in the venv, which
// programs must read too (pyvenv.cfg marks it).
func TestToolchainsVenv(t *testing.T) {
	full(t)
	if _, err := os.Stat("/usr/bin/python3"); err != nil {
		t.Skip("no /usr/bin/python3 to make a venv of")
	}
	dir, err := os.MkdirTemp("/var/tmp", "slidejudge-venv-")
	if err != nil {
		t.Skip("no /var/tmp to make a venv in:", err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	venv := filepath.Join(dir, "venv")
	if out, err := exec.Command("/usr/bin/python3", "-m", "venv", "--without-pip", venv).CombinedOutput(); err != nil {
		t.Skipf("python3 -m venv: %v\n%s", err, out)
	}
	sites, _ := filepath.Glob(filepath.Join(venv, "lib", "python3*", "site-packages"))
	if len(sites) != 1 {
		t.Fatalf("the venv's site-packages: %v", sites)
	}
	if err := os.WriteFile(filepath.Join(sites[0], "slidejudge_venv_probe.py"), []byte("WHERE = 'the venv'\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := own(t, sandbox.Toolchains(filepath.Join(venv, "bin"), "python3"))
	if ro := s.ReadOnlyPaths(); !slices.Contains(ro, venv) {
		t.Fatalf("the venv %s is not readable by programs: %v", venv, ro)
	}
	b := newBox(t)
	r, out := b.run(t, s, sandbox.Config{Args: []string{filepath.Join(venv, "bin", "python3"), "-c", "import slidejudge_venv_probe as p; print(p.WHERE)"}})
	if r.Status != sandbox.Exited || r.ExitCode != 0 || out != "the venv\n" {
		t.Fatalf("python3 of the venv: %+v, printed %q\n%s", r, out, b.stderr())
	}
}
