//go:build linux

package sandbox_test

import (
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// Hostile programs for the findings of issues 12 and 17, each with a check
// on the host's side.

// stat is a path's mode, owner and times, to compare before and after.
func stat(t *testing.T, p string) syscall.Stat_t {
	t.Helper()
	var st syscall.Stat_t
	if err := syscall.Stat(p, &st); err != nil {
		t.Fatal(err)
	}
	return st
}

// A program cannot chmod, chown, touch or tag its own build dir and binary
// (read-only, not its uid's), the build cache it is never shown, or another
// run's work dir: later runs and other judges keep working (12.1, 17.1, 17.2).
func TestTamper(t *testing.T) {
	bothPaths(t, func(t *testing.T, s *sandbox.Sandbox) {
		b, other := newBox(t), newBox(t)
		build, cache := filepath.Join(b.root, "build"), filepath.Join(b.root, "cache")
		for _, d := range []string{build, cache} {
			if err := os.Mkdir(d, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		bin := filepath.Join(build, "tamper")
		if err := os.Rename(hostile(t, b, "tamper.c"), bin); err != nil {
			t.Fatal(err)
		}
		targets := []string{build, bin, cache, other.work}
		before := map[string]syscall.Stat_t{}
		for _, p := range targets {
			before[p] = stat(t, p)
		}
		for i := range 2 {
			r, out := b.run(t, s, sandbox.Config{Args: append([]string{bin}, append(targets, ".")...), ReadOnly: []string{build}})
			if r.Status != sandbox.Exited || r.ExitCode != 0 || !strings.HasSuffix(out, "done\n") {
				t.Fatalf("run %d: %+v %q %s", i, r, out, b.stderr())
			}
			for _, p := range targets {
				if strings.Contains(out, p+" ") {
					t.Errorf("run %d changed %s:\n%s", i, p, out)
				}
			}
		}
		for _, p := range targets {
			after := stat(t, p)
			if after.Mode != before[p].Mode || after.Uid != before[p].Uid || after.Mtim != before[p].Mtim {
				t.Errorf("%s changed on the host: %+v -> %+v", p, before[p], after)
			}
		}
		for _, p := range []string{build, bin} {
			if st := stat(t, p); st.Uid == 65534 {
				t.Errorf("%s belongs to the runs' uid", p)
			}
		}
	})
}

// A pathname unix socket on the host (dbus, syslog, a database) is not in
// a program's root: no connection arrives (12.2).
func TestUnixSocket(t *testing.T) {
	bothPaths(t, func(t *testing.T, s *sandbox.Sandbox) {
		b := newBox(t)
		// A short path: a socket's is at most 107 bytes, and the test's
		// temp dirs are nested deeper.
		dir, err := os.MkdirTemp("/tmp", "sj-sock-")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.RemoveAll(dir) })
		if err := os.Chmod(dir, 0o777); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, "service.sock")
		ln, err := net.Listen("unix", path)
		if err != nil {
			t.Fatal(err)
		}
		defer ln.Close()
		if err := os.Chmod(path, 0o777); err != nil {
			t.Fatal(err)
		}
		accepted := make(chan struct{}, 1)
		go func() {
			if c, err := ln.Accept(); err == nil {
				accepted <- struct{}{}
				c.Close()
			}
		}()
		r, out := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "unixconnect.c"), path}})
		select {
		case <-accepted:
			t.Fatalf("a connection arrived: %+v %q", r, out)
		case <-time.After(50 * time.Millisecond):
		}
		if strings.Contains(out, "connected") || !strings.Contains(b.stderr(), "No such file") {
			t.Fatalf("%+v %q %s", r, out, b.stderr())
		}
	})
}

// The work dir holds at most the disk limit, however it is filled: a
// reservation that does not grow the file (fallocate KEEP_SIZE) fails,
// files of 1 MiB each stop at the limit, the run is OutputLimit with
// DiskFull, and the host's temp dir has not lost the space (12.3, 17.4).
func TestDiskLimit(t *testing.T) {
	bothPaths(t, func(t *testing.T, s *sandbox.Sandbox) {
		b := newBox(t)
		var before, after syscall.Statfs_t
		if err := syscall.Statfs(os.TempDir(), &before); err != nil {
			t.Fatal(err)
		}
		r, out := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "fallocate.c")}, Output: 4 << 30, Disk: 16 << 20, Memory: 256 << 20}) // no per-file limit in the way
		if err := syscall.Statfs(os.TempDir(), &after); err != nil {
			t.Fatal(err)
		}
		if r.Status != sandbox.OutputLimit || !r.DiskFull {
			t.Fatalf("%+v %q, want output limit by a full disk", r, out)
		}
		if strings.Contains(out, "reserved") || !strings.Contains(out, "files of 1 MiB") {
			t.Fatalf("%q %s", out, b.stderr())
		}
		if lost := (int64(before.Bavail) - int64(after.Bavail)) * int64(before.Bsize); lost > 1<<30 {
			t.Fatalf("the host's temp dir lost %d MiB", lost>>20)
		}
		t.Logf("%s", strings.TrimSpace(out))
	})
}

// A chain of dirs as deep as the work dir's inodes allow goes with the
// run's tmpfs: the run gets a verdict, the next finds an empty dir (12.4).
func TestDeepDirs(t *testing.T) {
	bothPaths(t, func(t *testing.T, s *sandbox.Sandbox) {
		b := newBox(t)
		bin := hostile(t, b, "deepdirs.c")
		for i := range 2 {
			r, out := b.run(t, s, sandbox.Config{Args: []string{bin, "40000"}, CPUTime: 5 * time.Second, WallTime: 10 * time.Second})
			if r.Status == sandbox.Failed || !strings.HasPrefix(out, "found 1\n") { // only the binary, seeded
				t.Fatalf("run %d: %+v %q", i, r, out)
			}
			t.Logf("run %d: %v %s", i, r.Status, strings.Fields(out)[3])
		}
	})
}

// Outside its root a program finds nothing: not the host's cgroup tree,
// /run, /var, /home, /root or the host's /tmp, and not the server that
// is PID 1 of its namespace (12.7).
func TestPeek(t *testing.T) {
	bothPaths(t, func(t *testing.T, s *sandbox.Sandbox) {
		b := newBox(t)
		secret := filepath.Join(t.TempDir(), "1.ans")
		if err := os.WriteFile(secret, []byte("42"), 0o644); err != nil {
			t.Fatal(err)
		}
		self, _ := os.Executable()
		paths := []string{"/proc/1/cmdline", "/proc/1/environ", "/sys/fs/cgroup/memory/memory.usage_in_bytes",
			"/sys/kernel/mm/transparent_hugepage/enabled", "/run", "/var", "/home", "/root", "/etc/shadow", "/etc/hostname", secret, self}
		r, out := b.run(t, s, sandbox.Config{Args: append([]string{hostile(t, b, "peek.c")}, paths...)})
		if r.Status != sandbox.Exited || out != "done\n" {
			t.Fatalf("%+v\n%s", r, out)
		}
	})
}

// What is not a program's file is never its failure to start as the
// judge's: a work-dir file without x is NotExecutable (RE), not Failed (JE).
func TestStartFailureIsTheProgram(t *testing.T) {
	bothPaths(t, func(t *testing.T, s *sandbox.Sandbox) {
		b := newBox(t)
		b.write(t, "prog", "#!/bin/sh\necho hi\n") // mode 0644
		r, _ := b.run(t, s, sandbox.Config{Args: []string{"./prog"}})
		if r.Status != sandbox.NotExecutable || !strings.Contains(r.Error, "prog") {
			t.Fatalf("%+v, want not executable", r)
		}
	})
}

// Nothing of a sandbox is left in $TMPDIR once it is closed.
func TestNothingLeftInTmp(t *testing.T) {
	full(t)
	t.Setenv("TMPDIR", t.TempDir())
	s, err := sandbox.New()
	if err != nil {
		t.Fatal(err)
	}
	b := newBox(t)
	if r, out := b.run(t, s, sandbox.Config{Args: []string{"/bin/echo", "hi"}}); r.Status != sandbox.Exited || out != "hi\n" {
		t.Fatalf("%+v %q", r, out)
	}
	s.Close()
	ents, _ := os.ReadDir(os.TempDir())
	for _, e := range ents {
		if !strings.HasPrefix(e.Name(), "Test") { // the box, removed by the test
			t.Errorf("left in TMPDIR: %s", e.Name())
		}
	}
}

// embeddedAnswer stands for the answers embedded in the judge binary.
const embeddedAnswer = "SLIDEJUDGE-EMBEDDED-ANSWER-7f3a91"

// With the judge installed under a system path (/usr/local/bin, as go
// install or a package would put it), a program cannot read the judge
// binary, nor a pack installed beside it: the answers are out of reach
// (17.3). The test
// installs this test binary there in a private mount namespace and runs
// itself from there.
func TestJudgeBinaryMasked(t *testing.T) {
	if os.Getenv("SLIDEJUDGE_MASK_CHILD") != "" {
		maskedChild(t)
		return
	}
	full(t)
	need(t, "unshare")
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	script := `mount -t tmpfs tmpfs /usr/local/bin && cp "$1" /usr/local/bin/slidejudge-masktest &&
		exec /usr/local/bin/slidejudge-masktest -test.run='^TestJudgeBinaryMasked$' -test.v -test.count=1`
	cmd := exec.Command("unshare", "--mount", "--propagation", "private", "sh", "-c", script, "sh", self)
	cmd.Env = append(os.Environ(), "SLIDEJUDGE_MASK_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestJudgeBinaryMasked") {
		t.Fatalf("%v\n%s", err, out)
	}
	t.Logf("%s", out)
}

// maskedChild is the test as the judge installed under /usr/local/bin.
func maskedChild(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(self, "/usr/local/bin/") {
		t.Fatalf("running from %s", self)
	}
	data, err := os.ReadFile(self)
	if err != nil || !strings.Contains(string(data), embeddedAnswer) {
		t.Fatalf("the binary does not hold the answer: %v", err)
	}
	// A pack installed beside it, hidden as the judge hides its pack dir.
	pack := "/usr/local/bin/slidejudge-pack"
	if err := os.MkdirAll(filepath.Join(pack, "eight"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(pack, "eight", "1.ans"), []byte(embeddedAnswer), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := sandbox.New(sandbox.Hidden(pack))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	b := newBox(t)
	r, out := b.run(t, s, sandbox.Config{Args: []string{"sh", "-c", `cat "$P"/eight/1.ans; ls "$P"; true`}, Env: []string{"P=" + pack}})
	if r.Status != sandbox.Exited || strings.Contains(out, embeddedAnswer) || strings.Contains(out, "eight") {
		t.Fatalf("%+v: the program saw the pack:\n%s", r, out)
	}
	// The path and the answer come by the environment: a process's
	// command line is what the program searches.
	r, out = b.run(t, s, sandbox.Config{Args: []string{"sh", "-c",
		`if grep -q -a "$A" "$P"; then echo answer found; fi; cat /proc/*/cmdline | grep -c -a "slidejudge-mask[t]est"; true`},
		Env: []string{"P=" + self, "A=" + embeddedAnswer}})
	if r.Status != sandbox.Exited || out != "0\n" {
		t.Fatalf("%+v: the program read the judge binary or its path:\n%s%s", r, out, b.stderr())
	}
	t.Logf("level %s: %s is out of reach: %q %s", s.Level(), self, out, b.stderr())
}

// No program is PID 1 of its namespace (which would ignore the signals it
// sends itself): through servers, through helpers, and without cgroups.
func TestNeverPID1(t *testing.T) {
	check := func(t *testing.T, s *sandbox.Sandbox) {
		b := newBox(t)
		r, out := b.run(t, s, sandbox.Config{Args: []string{"sh", "-c", "echo $$"}})
		if r.Status != sandbox.Exited || out == "1\n" || out == "" {
			t.Fatalf("%+v pid %q", r, out)
		}
	}
	bothPaths(t, check)
	t.Run("no cgroups", func(t *testing.T) { check(t, own(t, sandbox.Without(sandbox.MechCgroups))) })
}

// nonRootUID is the uid TestNotRoot runs a judge as.
const nonRootUID = 4242

// A judge that is not root (here: this test binary under setpriv) runs
// programs in a user namespace with the same private root, as the judge's
// uid with no capabilities: nothing of the judge is writable or visible,
// and the level says what is missing (17.5).
func TestNotRoot(t *testing.T) {
	if os.Getenv("SLIDEJUDGE_NONROOT_CHILD") != "" {
		notRootChild(t)
		return
	}
	full(t)
	need(t, "setpriv")
	need(t, "gcc")
	dir := t.TempDir()
	if err := os.Chmod(filepath.Dir(dir), 0o711); err != nil { // t.TempDir's own, 0700
		t.Fatal(err)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "sandbox.test")
	data, err := os.ReadFile(self)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{bin: data}
	for _, name := range []string{"tamper.c", "prlimit.c", "escape.c", "stdin.c"} {
		src, err := os.ReadFile(filepath.Join("testdata", "hostile", name))
		if err != nil {
			t.Fatal(err)
		}
		files[filepath.Join(dir, "testdata", "hostile", name)] = src
	}
	for name, b := range files {
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, b, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := filepath.Walk(dir, func(p string, _ os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		return os.Chown(p, nonRootUID, nonRootUID)
	}); err != nil {
		t.Fatal(err)
	}
	uid := strconv.Itoa(nonRootUID)
	cmd := exec.Command("setpriv", "--reuid="+uid, "--regid="+uid, "--clear-groups", "--",
		bin, "-test.run=^TestNotRoot$", "-test.v", "-test.count=1")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "SLIDEJUDGE_NONROOT_CHILD=1", "HOME="+dir, "TMPDIR="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestNotRoot") {
		t.Fatalf("%v\n%s", err, out)
	}
	t.Logf("%s", out)
}

// notRootChild is the test as a judge that is not root.
func notRootChild(t *testing.T) {
	if os.Geteuid() != nonRootUID {
		t.Fatalf("running as uid %d", os.Geteuid())
	}
	s, err := sandbox.New()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s.Level(), "no user") {
		t.Fatalf("level %q does not say that programs keep the judge's uid", s.Level())
	}
	for _, m := range s.Mechanisms() {
		if (m.Name == sandbox.MechRoot || m.Name == sandbox.MechNamespaces) && !m.OK {
			t.Fatalf("%v: a user namespace works here", m)
		}
		if m.Name == sandbox.MechUser && !strings.Contains(m.Detail, "no capabilities") {
			t.Fatalf("%v does not say how programs run", m)
		}
	}
	// The judge's own files: its cache dir, named to the program.
	cache := filepath.Join(os.Getenv("HOME"), "cache")
	if err := os.Mkdir(cache, 0o755); err != nil {
		t.Fatal(err)
	}
	before := stat(t, cache)
	b := newBox(t)
	r, out := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "tamper.c"), cache, os.Getenv("HOME"), "/usr/bin", "/"}})
	if r.Status != sandbox.Exited || out != "done\n" {
		t.Fatalf("%+v: %q %s", r, out, b.stderr())
	}
	if after := stat(t, cache); after.Mode != before.Mode || after.Mtim != before.Mtim {
		t.Fatalf("the judge's cache dir changed: %+v -> %+v", before, after)
	}
	r, out = b.run(t, s, sandbox.Config{Args: []string{"sh", "-c", "grep CapEff /proc/self/status; touch /usr/x /x 2>&1; true"}})
	if r.Status != sandbox.Exited || !strings.HasPrefix(out, "CapEff:\t0000000000000000\n") || strings.Count(out, "Read-only file system") != 2 {
		t.Fatalf("%+v: %q", r, out)
	}
	// Issue 24: the program has the judge's uid, yet reaches nothing of
	// the judge's side: no server's /proc/TID/fd (where a descriptor of
	// the host's root was), no rlimit or signal of the server, and no
	// way to write its input (a sealed copy: as its owner it can chmod it
	// and open it again for writing, but no write goes through).
	reachNothing(t, s, b)
	in := filepath.Join(os.Getenv("HOME"), "1.in") // the judge's own file, as its input cache is
	if err := os.WriteFile(in, []byte("42\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r, out = b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "stdin.c")}, Stdin: in})
	if r.Status != sandbox.Exited || !strings.HasSuffix(out, "read 3 42\n") || strings.Contains(out, "\nwrite ok") {
		t.Fatalf("stdin: %+v %q %s", r, out, b.stderr())
	}
	if data, _ := os.ReadFile(in); string(data) != "42\n" {
		t.Fatalf("the input file now holds %q", data)
	}
	t.Logf("stdin: %s", out)
}

// The whole hostile suite, twice at once: two judges (two processes of this
// test binary) side by side on one temp dir, each with its own servers;
// neither's programs change the other's verdicts (17.1, 17.6).
func TestHostileTwoJudges(t *testing.T) {
	if os.Getenv("SLIDEJUDGE_TWO_JUDGES_CHILD") != "" {
		t.Skip("a child runs the suite, not this test")
	}
	full(t)
	if testing.Short() {
		t.Skip("runs the hostile suite twice")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	suite := "^(TestHostile|TestTamper|TestUnixSocket|TestDiskLimit|TestDeepDirs|TestPeek|TestSeccompDenies|TestIPCBetweenRuns|TestKeyringBetweenRuns|TestNoLeakedFiles|" +
		"TestPrlimitAndTgkillEveryTask|TestIPCCounterBetweenRuns|TestPidsBetweenRuns|TestStdinNotWritable|TestMountinfoOnlyTheRoot)$"
	outs := make([][]byte, 2)
	errs := make([]error, 2)
	done := make(chan int)
	for i := range 2 {
		go func() {
			cmd := exec.Command(self, "-test.run="+suite, "-test.count=1")
			cmd.Env = append(os.Environ(), "SLIDEJUDGE_TWO_JUDGES_CHILD=1")
			outs[i], errs[i] = cmd.CombinedOutput()
			done <- i
		}()
	}
	for range 2 {
		i := <-done
		if errs[i] != nil {
			t.Errorf("judge %d: %v\n%s", i+1, errs[i], outs[i])
		}
	}
}

// Extra paths mount outer first: a read-only file inside the work dir is
// there, and a work dir inside a read-write dir is still a fresh tmpfs.
func TestMountOrder(t *testing.T) {
	s := full(t)
	b := newBox(t)
	b.write(t, "given", "given\n")
	r, out := b.run(t, s, sandbox.Config{Args: []string{"sh", "-c", "cat given; echo x > made; ls"},
		ReadWrite: []string{b.root}})
	if r.Status != sandbox.Exited || out != "given\ngiven\nmade\n" {
		t.Fatalf("%+v %q %s", r, out, b.stderr())
	}
	if _, err := os.Stat(filepath.Join(b.work, "made")); err == nil {
		t.Fatal("the work dir was the host's, through the read-write bind of its parent")
	}
}
