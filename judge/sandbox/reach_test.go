//go:build linux

package sandbox_test

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// Hostile programs: what a program can name (a pid, a tid,
// an ipc id, a /proc path, a socket) reaches only its own run.

// A program that lowers the rlimits of every task it can name and sends
// each SIGTERM by tgkill reaches nothing of its server or helper: it
// changes nothing, the run ends by itself, and the next run of the same
// server has its normal limits (24.1, 24.2); nor does one that opens every
// /proc/PID/fd/N it can name (24.7).
func TestPrlimitAndTgkillEveryTask(t *testing.T) {
	check := func(t *testing.T, s *sandbox.Sandbox) { reachNothing(t, s, newBox(t)) }
	t.Run("served", func(t *testing.T) {
		s := own(t)
		check(t, s)
		if n := sandbox.IdleServers(s); n != 1 {
			t.Fatalf("%d servers, want the one both runs share", n)
		}
	})
	t.Run("per-run helper", func(t *testing.T) { check(t, own(t, sandbox.PerRunHelper())) })
}

// Each program has an ipc namespace of its own: the SysV ids, which count
// the objects made before in the namespace, read the same in every run of
// a server (24.3).
func TestIPCCounterBetweenRuns(t *testing.T) {
	s := own(t)
	b := newBox(t)
	bin := hostile(t, b, "ipc.c")
	var first string
	for i := range 3 {
		r, out := b.run(t, s, sandbox.Config{Args: []string{bin, "counter"}})
		if r.Status != sandbox.Exited || !strings.HasPrefix(out, "ids ") || strings.Contains(out, "-1") {
			t.Fatalf("run %d: %+v %q %s", i, r, out, b.stderr())
		}
		if i == 0 {
			first = out
		} else if out != first {
			t.Fatalf("run %d read %q after %q: the counter carried over", i, out, first)
		}
	}
	if n := sandbox.IdleServers(s); n != 1 {
		t.Fatalf("%d servers, want the one the runs share", n)
	}
}

// The pids a program sees do not count what the runs before it did in
// the same server: a run that started 40 processes leaves the next run's
// pid where it was (24.3).
func TestPidsBetweenRuns(t *testing.T) {
	s := own(t)
	b := newBox(t)
	var pids []string
	for i, script := range []string{"echo $$", "echo $$; for i in $(seq 40); do /bin/true; done", "echo $$"} {
		r, out := b.run(t, s, sandbox.Config{Args: []string{"sh", "-c", script}, Processes: 64})
		if r.Status != sandbox.Exited || r.ExitCode != 0 {
			t.Fatalf("run %d: %+v %q %s", i, r, out, b.stderr())
		}
		pids = append(pids, out)
	}
	if pids[1] != pids[0] || pids[2] != pids[0] {
		t.Fatalf("pids %q: they count the runs before", pids)
	}
	if n := sandbox.IdleServers(s); n != 1 {
		t.Fatalf("%d servers, want the one the runs share", n)
	}
}

// Standard input is the program's to read only, and not its uid's: not
// through fd 0, not by opening /proc/self/fd/0 again for writing, even
// when the input file is writable for all (a cache the program's uid
// could own), and its link names no host path (24.6, 24.8).
func TestStdinNotWritable(t *testing.T) {
	bothPaths(t, func(t *testing.T, s *sandbox.Sandbox) {
		b := newBox(t)
		in := filepath.Join(b.root, "1.in")
		if err := os.WriteFile(in, []byte("42\n"), 0o666); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(in, 0o666); err != nil { // past the umask
			t.Fatal(err)
		}
		for i := range 2 {
			r, out := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "stdin.c")}, Stdin: in})
			if r.Status != sandbox.Exited || !strings.HasSuffix(out, "read 3 42\n") {
				t.Fatalf("run %d: %+v %q %s", i, r, out, b.stderr())
			}
			if !strings.Contains(out, "\nowner other\n") || strings.Contains(out, "open-write ok") || strings.Contains(out, "open-rdwr ok") || strings.Contains(out, "write ok") ||
				strings.Contains(out, "write-fd0 ok") || strings.Contains(out, b.root) {
				t.Fatalf("run %d:\n%s", i, out)
			}
			if data, _ := os.ReadFile(in); string(data) != "42\n" {
				t.Fatalf("the input file now holds %q", data)
			}
			t.Logf("%s", out)
		}
	})
}

// A program's mount table shows its private root and nothing else: no
// host mount, not the old root (24.6).
func TestMountinfoOnlyTheRoot(t *testing.T) {
	bothPaths(t, func(t *testing.T, s *sandbox.Sandbox) {
		b := newBox(t)
		r, out := b.run(t, s, sandbox.Config{Args: []string{"cat", "/proc/self/mountinfo"}})
		if r.Status != sandbox.Exited || r.ExitCode != 0 {
			t.Fatalf("%+v %s", r, b.stderr())
		}
		allowed := []string{"/dev", "/proc", sandbox.WorkDirInside, sandbox.ExtraAt}
		for _, p := range s.RootPaths() {
			p, _, _ = strings.Cut(p, ":")
			p, _, _ = strings.Cut(p, " ")
			if strings.HasPrefix(p, "/") {
				allowed = append(allowed, p)
			}
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		for _, l := range lines {
			f := strings.Fields(l)
			if len(f) < 5 {
				t.Fatalf("mountinfo line %q", l)
			}
			at := f[4]
			ok := at == "/"
			for _, a := range allowed {
				ok = ok || at == a || strings.HasPrefix(at, a+"/")
			}
			if !ok {
				t.Errorf("a mount outside the private root: %s", l)
			}
		}
		t.Logf("%d mounts", len(lines))
	})
}

// With a pid namespace per run (as where the judge is not root), the
// program is still never PID 1 and reaches nothing of its server.
func TestPidNamespacePerRun(t *testing.T) {
	s := own(t, sandbox.PidPerRun())
	b := newBox(t)
	r, out := b.run(t, s, sandbox.Config{Args: []string{"sh", "-c", "echo $$; sh -c 'echo $$'"}})
	if r.Status != sandbox.Exited || out != "2\n3\n" {
		t.Fatalf("%+v %q %s", r, out, b.stderr())
	}
	reachNothing(t, s, b)
	r, out = b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "kill.c")}})
	if r.Status == sandbox.Failed || !strings.Contains(out, "still here") {
		t.Fatalf("kill: %+v %q", r, out)
	}
}

// reachNothing runs the escape through /proc and the prlimit and tgkill
// attack in b: neither reaches anything, and the next run has its limits.
func reachNothing(t *testing.T, s *sandbox.Sandbox, b box) {
	t.Helper()
	r, out := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "escape.c")}, CPUTime: 5 * time.Second, WallTime: 20 * time.Second})
	if r.Status != sandbox.Exited || out != "reached 0\n" {
		t.Fatalf("escape: %+v %q %s", r, out, b.stderr())
	}
	bin := hostile(t, b, "prlimit.c")
	r, out = b.run(t, s, sandbox.Config{Args: []string{bin}, CPUTime: 5 * time.Second, WallTime: 10 * time.Second})
	if r.Status != sandbox.Exited || out != "changed 0 signalled 0\n" {
		t.Fatalf("prlimit and tgkill: %+v %q %s", r, out, b.stderr())
	}
	r, out = b.run(t, s, sandbox.Config{Args: []string{bin, "limits"}})
	// The box's 64 MiB: the stack may use all of it but 8 MiB.
	if r.Status != sandbox.Exited || out != "stack 58720256 nofile 512\n" {
		t.Fatalf("the next run: %+v %q %s", r, out, b.stderr())
	}
}

// Nothing a program can read names a path of the judge's machine: not its
// cwd, argv, environment, the links of /proc/self (cwd, exe, each fd), its
// cgroup, mount tables (mountinfo's root column included: a bind's root
// is the bound path in its filesystem) or memory maps, whether it runs
// from its work dir or from a read-only dir beside it (as a compiled
// program does), with its output in a file of the judge's (24.6).
func TestNoHostPath(t *testing.T) {
	bothPaths(t, func(t *testing.T, s *sandbox.Sandbox) {
		b := newBox(t)
		prog := filepath.Join(b.root, "prog")
		if err := os.Mkdir(prog, 0o755); err != nil {
			t.Fatal(err)
		}
		in := filepath.Join(b.root, "1.in")
		if err := os.WriteFile(in, []byte("1\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		built := hostile(t, b, "paths.c")
		bin := filepath.Join(prog, "paths")
		if err := os.Rename(built, bin); err != nil {
			t.Fatal(err)
		}
		b.write(t, "given", "x")
		cp := filepath.Join(b.work, "paths")
		data, err := os.ReadFile(bin)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(cp, data, 0o755); err != nil {
			t.Fatal(err)
		}
		host := []string{b.root, os.TempDir(), filepath.Base(os.TempDir())}
		if wd, err := os.Getwd(); err == nil {
			host = append(host, wd)
		}
		for _, c := range []sandbox.Config{
			{Args: []string{bin, filepath.Join(b.work, "given"), "--dir=" + prog}, ReadOnly: []string{prog}, Stdin: in,
				Env: []string{"HOME=" + b.work, "PROG=" + bin}},
			{Args: []string{cp, "given"}, Stdin: in},
		} {
			r, _ := b.run(t, s, c)
			out, err := os.ReadFile(b.out)
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != sandbox.Exited || r.ExitCode != 0 || !strings.Contains(string(out), "getcwd ") {
				t.Fatalf("%v: %+v %q %s", c.Args, r, out, b.stderr())
			}
			binds := 0
			for _, l := range strings.Split(string(out), "\n") {
				// mountinfo's fourth column, a mount's root in its
				// filesystem: for what the run's paths are bound at,
				// nothing but the name it has in the box.
				if f := strings.Fields(l); len(f) > 5 && mountinfoLine.MatchString(l) &&
					(strings.HasPrefix(f[4], "/judge/") || strings.HasPrefix(f[4], "/work/")) {
					binds++
					if f[3] != "/" && f[3] != "/"+filepath.Base(f[4]) {
						t.Errorf("%v: %q: %s is bound from %s", c.Args[1:], l, f[4], f[3])
					}
				}
				for _, h := range host {
					if strings.Contains(l, h) {
						t.Errorf("%v: %q names %s", c.Args[1:], l, h)
						break
					}
				}
			}
			if binds == 0 {
				t.Errorf("%v: no bind under /judge or /work in mountinfo", c.Args[1:])
			}
			if t.Failed() {
				t.Logf("%s", out)
			}
		}
	})
}

// mountinfoLine is a line of /proc/PID/mountinfo: id, parent, device.
var mountinfoLine = regexp.MustCompile(`^\d+ \d+ \d+:\d+ `)

// A server's old root is detached, not merely hidden from programs: its
// own mount table holds its root, the private root and the runs' mounts,
// no mount of the host (24.6).
func TestOldRootDetached(t *testing.T) {
	s := own(t)
	b := newBox(t)
	b.write(t, "given", "x")
	r, out := b.run(t, s, sandbox.Config{Args: []string{"cat", "given"}, ReadOnly: []string{b.root}})
	if r.Status != sandbox.Exited || out != "x" {
		t.Fatalf("%+v %q %s", r, out, b.stderr())
	}
	pids := sandbox.ServerPids(s)
	if len(pids) != 1 {
		t.Fatalf("servers %v, want one", pids)
	}
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/mountinfo", pids[0]))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	for _, l := range lines {
		f := strings.Fields(l)
		if len(f) < 5 {
			t.Fatalf("mountinfo line %q", l)
		}
		if at := f[4]; at != "/" && !strings.HasPrefix(at, "/box/") && at != "/box" && !strings.HasPrefix(at, "/ended/") {
			t.Errorf("the server has a mount outside its root and the box: %s", l)
		}
	}
	t.Logf("%d mounts", len(lines))
}

// Standard input is the input file's bytes from the first, small or
// large (a large one is copied by the kernel, a small one written by the
// judge), and a second run reads it from the first byte again.
func TestStdinWhole(t *testing.T) {
	bothPaths(t, func(t *testing.T, s *sandbox.Sandbox) {
		b := newBox(t)
		for _, size := range []int{0, 5, 1 << 20, 3<<20 + 7} {
			data := bytes.Repeat([]byte("0123456789abcdef"), size/16+1)[:size]
			in := filepath.Join(b.root, fmt.Sprintf("%d.in", size))
			if err := os.WriteFile(in, data, 0o644); err != nil {
				t.Fatal(err)
			}
			sum := fmt.Sprintf("%x", sha256.Sum256(data))
			for i := range 2 {
				r, out := b.run(t, s, sandbox.Config{Args: []string{"sha256sum"}, Stdin: in})
				if r.Status != sandbox.Exited || r.ExitCode != 0 || !strings.HasPrefix(out, sum) {
					t.Fatalf("%d bytes, run %d: %+v %q, want %s", size, i, r, out, sum)
				}
			}
		}
	})
}
