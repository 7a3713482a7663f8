//go:build linux

package sandbox_test

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// prebuiltEnv names a dir of the hostile programs built already (static,
// by scripts/vmcheck.sh for a machine without compilers), by name without
// extension.
const prebuiltEnv = "SLIDEJUDGE_HOSTILE_PREBUILT"

// hostile builds testdata/hostile/name (C with gcc, Go with go) outside the
// sandbox, or copies it from $SLIDEJUDGE_HOSTILE_PREBUILT, and returns the
// binary's path, inside a fresh box's work dir.
func hostile(t *testing.T, b box, name string) string {
	t.Helper()
	src, err := filepath.Abs(filepath.Join("testdata", "hostile", name))
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(b.work, strings.TrimSuffix(name, filepath.Ext(name)))
	if dir := os.Getenv(prebuiltEnv); dir != "" && filepath.Ext(name) != ".py" {
		data, err := os.ReadFile(filepath.Join(dir, filepath.Base(bin)))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(bin, data, 0o755); err != nil {
			t.Fatal(err)
		}
		return bin
	}
	var cmd *exec.Cmd
	switch filepath.Ext(name) {
	case ".c":
		need(t, "gcc")
		cmd = exec.Command("gcc", "-O1", "-pthread", "-o", bin, src, "-lrt")
	case ".go":
		need(t, "go")
		cmd = exec.Command("go", "build", "-o", bin, src)
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOTOOLCHAIN=local", "GOFLAGS=")
	default:
		return src
	}
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("build %s: %v\n%s", name, err, out)
	}
	return bin
}

// running counts the processes on the whole machine that run the binary bin
// (other judges may run programs as nobody at the same time).
func running(t *testing.T, bin string) int {
	t.Helper()
	want, err := os.Stat(bin)
	if err != nil {
		t.Fatal(err)
	}
	ents, err := os.ReadDir("/proc")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range ents {
		if _, err := strconv.Atoi(e.Name()); err != nil {
			continue
		}
		if st, err := os.Stat(filepath.Join("/proc", e.Name(), "exe")); err == nil && os.SameFile(st, want) {
			n++
		}
	}
	return n
}

// rssPeak is this test process's peak resident memory (VmHWM), in bytes.
func rssPeak(t *testing.T) int64 {
	t.Helper()
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	t.Fatal("no VmHWM")
	return 0
}

// TestHostile runs the hostile programs through servers (the default) and
// through a helper per run (the path of the levels without servers).
func TestHostile(t *testing.T) {
	served := full(t)
	perRun, err := sandbox.New(sandbox.PerRunHelper())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { perRun.Close() })
	t.Run("served", func(t *testing.T) { hostileSuite(t, served) })
	t.Run("per-run helper", func(t *testing.T) { hostileSuite(t, perRun) })
}

func hostileSuite(t *testing.T, s *sandbox.Sandbox) {

	t.Run("infinite loop", func(t *testing.T) {
		t.Parallel() // verdicts rest on CPU time and cgroup events, not on an idle machine
		b := newBox(t)
		// A long wall limit: CI machines are busy, the CPU limit must end it.
		r, _ := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "loop.c")}, CPUTime: 500 * time.Millisecond, WallTime: 10 * time.Second})
		// Ended by CPU time, not by the wall clock (which a loaded machine
		// stretches for a run kept waiting for a core, schedstat.go).
		if r.Status != sandbox.TimeLimit || r.CPUTime < 500*time.Millisecond || r.Starved {
			t.Fatalf("%+v, want time limit by 0.5s of CPU", r)
		}
	})

	t.Run("sleep forever", func(t *testing.T) {
		t.Parallel() // verdicts rest on CPU time and cgroup events, not on an idle machine
		b := newBox(t)
		r, _ := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "sleep.c")}, WallTime: time.Second})
		// Starting costs CPU: 100 ms, scaled on an emulated machine.
		if r.Status != sandbox.TimeLimit || r.WallTime < time.Second || r.CPUTime > 100*time.Millisecond*timeScale {
			t.Fatalf("%+v, want time limit by the 1s wall clock", r)
		}
	})

	t.Run("4 GiB allocation", func(t *testing.T) {
		t.Parallel() // verdicts rest on CPU time and cgroup events, not on an idle machine
		b := newBox(t)
		r, _ := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "alloc.c")}})
		if r.Status != sandbox.MemoryLimit {
			t.Fatalf("%+v, want memory limit", r)
		}
	})

	t.Run("4 GiB allocation in Go", func(t *testing.T) {
		t.Parallel() // verdicts rest on CPU time and cgroup events, not on an idle machine
		b := newBox(t)
		r, _ := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "alloc.go")}, Memory: 128 << 20, CPUTime: 3 * time.Second, WallTime: 5 * time.Second})
		if r.Status != sandbox.MemoryLimit {
			t.Fatalf("%+v, want memory limit\n%s", r, b.stderr())
		}
	})

	t.Run("4 GiB allocation in Python", func(t *testing.T) {
		t.Parallel() // verdicts rest on CPU time and cgroup events, not on an idle machine
		need(t, "python3")
		b := newBox(t)
		r, _ := b.run(t, s, sandbox.Config{Args: []string{"python3", "-c", "x = bytearray(4 << 30)"}, Memory: 128 << 20})
		if r.Status == sandbox.Exited && r.ExitCode == 0 {
			t.Fatalf("%+v, want a failure", r)
		}
		t.Logf("%v (Python reports MemoryError itself: %q)", r.Status, strings.TrimSpace(b.stderr()))
	})

	t.Run("fork bomb", func(t *testing.T) {
		t.Parallel() // verdicts rest on CPU time and cgroup events, not on an idle machine
		b := newBox(t)
		bin := hostile(t, b, "forkbomb.c")
		r, _ := b.run(t, s, sandbox.Config{Args: []string{bin}, WallTime: time.Second})
		if r.Status == sandbox.Exited && r.ExitCode == 0 || r.Status == sandbox.Failed {
			t.Fatalf("%+v, want a limit", r)
		}
		if n := running(t, bin); n > 0 {
			t.Fatalf("%d processes of the fork bomb left behind", n)
		}
	})

	t.Run("4 GiB of output", func(t *testing.T) {
		// Not parallel: it measures the judge's own peak RSS.
		b := newBox(t)
		rss := rssPeak(t)
		r, _ := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "output.c")}, Output: 16 << 20})
		if r.Status != sandbox.OutputLimit {
			t.Fatalf("%+v, want output limit", r)
		}
		if st, err := os.Stat(b.out); err != nil || st.Size() > 16<<20+1 {
			t.Fatalf("stdout file: %v %v", st.Size(), err)
		}
		if grew := rssPeak(t) - rss; grew > 32<<20 {
			t.Fatalf("the judge's peak RSS grew by %d MiB", grew>>20)
		}
	})

	t.Run("deep recursion", func(t *testing.T) {
		t.Parallel() // verdicts rest on CPU time and cgroup events, not on an idle machine
		b := newBox(t)
		r, _ := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "recursion.c")}})
		if r.Status != sandbox.Exited || r.Signal == "" {
			t.Fatalf("%+v, want a crash by signal", r)
		}
	})

	t.Run("16 spinning threads", func(t *testing.T) {
		t.Parallel() // verdicts rest on CPU time and cgroup events, not on an idle machine
		b := newBox(t)
		r, _ := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "threads.c")}, Processes: 32, CPUTime: 500 * time.Millisecond, WallTime: 10 * time.Second})
		if r.Status != sandbox.TimeLimit || r.CPUTime < 500*time.Millisecond || r.Starved {
			t.Fatalf("%+v, want time limit by CPU time, not by the wall clock", r)
		}
	})

	// The answers the walkers look for: next to the work dir, in /tmp, under
	// the judge's home and cache.
	secret := fmt.Sprintf("SECRET-ANSWER-%d", time.Now().UnixNano())
	var places []string
	walkBox := newBox(t)
	home, _ := os.UserHomeDir()
	cache, _ := os.UserCacheDir()
	for _, dir := range []string{walkBox.root, os.TempDir(), home, cache} {
		if dir == "" {
			continue
		}
		d, err := os.MkdirTemp(dir, "slidejudge-hostile-pack")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.RemoveAll(d) })
		ans := filepath.Join(d, "1.ans")
		if err := os.WriteFile(ans, []byte(secret), 0o644); err != nil {
			t.Fatal(err)
		}
		places = append(places, d, ans)
	}

	t.Run("walk for .ans files", func(t *testing.T) {
		t.Parallel() // verdicts rest on CPU time and cgroup events, not on an idle machine
		b := walkBox
		r, out := b.run(t, s, sandbox.Config{Args: append([]string{hostile(t, b, "walk.c")}, places...), WallTime: 5 * time.Second})
		if strings.Contains(out, secret) {
			t.Fatalf("the program read an answer: %+v", r)
		}
		t.Logf("%v %d", r.Status, r.ExitCode)
	})

	t.Run("walk for .ans files in Python", func(t *testing.T) {
		t.Parallel() // verdicts rest on CPU time and cgroup events, not on an idle machine
		need(t, "python3")
		b := newBox(t)
		r, out := b.run(t, s, sandbox.Config{Args: append([]string{"python3", hostile(t, b, "walk.py")}, places...), ReadOnly: []string{filepath.Join("testdata", "hostile", "walk.py")}, WallTime: 5 * time.Second})
		if strings.Contains(out, secret) {
			t.Fatalf("the program read an answer: %+v", r)
		}
		if r.Status == sandbox.Failed || strings.Contains(b.stderr(), "can't open file") {
			t.Fatalf("the walker did not run: %+v\n%s", r, b.stderr())
		}
	})

	t.Run("TCP connect to the judge's host", func(t *testing.T) {
		t.Parallel() // verdicts rest on CPU time and cgroup events, not on an idle machine
		b := newBox(t)
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		defer ln.Close()
		var mu sync.Mutex
		accepted := 0
		go func() {
			for {
				c, err := ln.Accept()
				if err != nil {
					return
				}
				mu.Lock()
				accepted++
				mu.Unlock()
				c.Close()
			}
		}()
		port := strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
		r, out := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "connect.c"), port}})
		time.Sleep(50 * time.Millisecond)
		mu.Lock()
		defer mu.Unlock()
		if accepted > 0 || strings.Contains(out, "connected") {
			t.Fatalf("a connection arrived: %+v", r)
		}
		t.Logf("%s", strings.TrimSpace(b.stderr()))
	})

	t.Run("writes to /tmp and home", func(t *testing.T) {
		t.Parallel() // verdicts rest on CPU time and cgroup events, not on an idle machine
		b := newBox(t)
		name := fmt.Sprintf("slidejudge-hostile-%d", time.Now().UnixNano())
		targets := []string{filepath.Join(os.TempDir(), name), filepath.Join("/tmp", name+"-2")}
		if home != "" {
			targets = append(targets, filepath.Join(home, name))
		}
		r, out := b.run(t, s, sandbox.Config{Args: append([]string{hostile(t, b, "write.c")}, targets...)})
		for _, p := range targets {
			if _, err := os.Stat(p); err == nil {
				os.Remove(p)
				t.Errorf("%s appeared: %+v %s", p, r, out)
			}
		}
	})

	t.Run("double-forked daemon", func(t *testing.T) {
		t.Parallel() // verdicts rest on CPU time and cgroup events, not on an idle machine
		b := newBox(t)
		// The marker is in a dir bound read-write: seen from the host as
		// the daemon writes it.
		marks := filepath.Join(b.root, "marks")
		if err := os.Mkdir(marks, 0o755); err != nil {
			t.Fatal(err)
		}
		marker := filepath.Join(marks, "alive")
		bin := hostile(t, b, "daemon.c")
		r, _ := b.run(t, s, sandbox.Config{Args: []string{bin, marker}, ReadWrite: []string{marks}})
		if r.Status != sandbox.Exited {
			t.Fatalf("%+v", r)
		}
		if n := running(t, bin); n > 0 {
			t.Fatalf("%d daemon processes left behind", n)
		}
		st1, err := os.Stat(marker)
		if err != nil {
			t.Fatalf("the daemon never ran: %v (%+v)", err, r)
		}
		time.Sleep(100 * time.Millisecond)
		st2, _ := os.Stat(marker)
		if st2.Size() != st1.Size() {
			t.Fatalf("the daemon still writes after the run: %d → %d bytes", st1.Size(), st2.Size())
		}
	})

	t.Run("kill -1 and kill parent", func(t *testing.T) {
		t.Parallel() // verdicts rest on CPU time and cgroup events, not on an idle machine
		b := newBox(t)
		r, out := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "kill.c"), strconv.Itoa(os.Getpid())}})
		// Reaching this line is the test: the judge survived and got a result.
		if r.Status == sandbox.Failed || !strings.Contains(out, "still here") {
			t.Fatalf("%+v %q", r, out)
		}
	})

	t.Run("compile bomb", func(t *testing.T) {
		t.Parallel() // verdicts rest on CPU time and cgroup events, not on an idle machine
		need(t, "gcc")
		b := newBox(t)
		src, _ := filepath.Abs(filepath.Join("testdata", "hostile", "bomb.c"))
		c := compileLimits(sandbox.Config{Args: []string{"gcc", "-o", "bomb", src}, ReadOnly: []string{src}})
		c.CPUTime, c.WallTime, c.Memory = 3*time.Second, 6*time.Second, 256<<20
		r, _ := b.run(t, s, c)
		if r.Status == sandbox.Exited && r.ExitCode == 0 || r.Status == sandbox.Failed {
			t.Fatalf("%+v, want a compile error or limit", r)
		}
		// Bounded by its CPU limit (the wall limit stretches on a busy
		// machine), which run scaled.
		if limit := c.CPUTime * timeScale; r.CPUTime > limit+time.Second {
			t.Fatalf("used %v of CPU, limit %v", r.CPUTime, limit)
		}
		t.Logf("%v in %v", r.Status, r.WallTime.Round(time.Millisecond))
	})
}

// Runs of one server share its ipc namespace: what one run leaves there is
// gone before the next starts.
func TestIPCBetweenRuns(t *testing.T) {
	made, found := makeThenFind(t, "ipc.c")
	t.Logf("make: %s", made) // mq=0: Landlock denies the POSIX queue's file
	if !strings.HasPrefix(made, "made 1 1 1 ") {
		t.Fatalf("make: %q", made)
	}
	if found != "found shm=0 sem=0 msg=0 mq=0\n" {
		t.Fatalf("find: %q", found)
	}
}

// makeThenFind builds src and runs it with "make", then with "find", one
// after the other through the one server of a Sandbox of the test's own.
func makeThenFind(t *testing.T, src string) (made, found string) {
	t.Helper()
	s := own(t)
	b := newBox(t)
	bin := hostile(t, b, src)
	var outs [2]string
	for i, arg := range []string{"make", "find"} {
		r, out := b.run(t, s, sandbox.Config{Args: []string{bin, arg}})
		if r.Status != sandbox.Exited {
			t.Fatalf("%s: %+v %q %s", arg, r, out, b.stderr())
		}
		if n := sandbox.IdleServers(s); n != 1 {
			t.Fatalf("%d servers, want the one both runs share", n)
		}
		outs[i] = out
	}
	return outs[0], outs[1]
}

// A program gets stdin, stdout and stderr and no other descriptor of the
// judge's or the server's.
func TestNoLeakedFiles(t *testing.T) {
	bothPaths(t, func(t *testing.T, s *sandbox.Sandbox) {
		b := newBox(t)
		r, out := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "fds.c")}})
		if r.Status != sandbox.Exited || out != "0 extra fds\n" {
			t.Fatalf("%+v %q", r, out)
		}
	})
}

// A server that dies between runs is replaced: the next run still runs.
func TestServerDies(t *testing.T) {
	s := own(t)
	b := newBox(t)
	for i := range 3 {
		r, out := b.run(t, s, sandbox.Config{Args: []string{"/bin/echo", "hi"}})
		if r.Status != sandbox.Exited || out != "hi\n" {
			t.Fatalf("run %d: %+v %q", i, r, out)
		}
		if n := sandbox.KillServers(s); n != 1 {
			t.Fatalf("run %d: killed %d servers, want 1", i, n)
		}
	}
}

// Keyrings belong to the uid, and every run is uid 65534: what one run
// stores in a keyring must not reach the next.
func TestKeyringBetweenRuns(t *testing.T) {
	made, found := makeThenFind(t, "keyring.c")
	if made != "made user=0 session=0\n" || found != "found user=0 session=0\n" {
		t.Fatalf("make: %q, find: %q", made, found)
	}
}
