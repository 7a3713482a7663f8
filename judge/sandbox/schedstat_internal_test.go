//go:build linux

package sandbox

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/slidejudge/slidejudge/judge/sandbox/sandboxtest"
)

func TestStretch(t *testing.T) {
	s := time.Second
	cases := []struct {
		name string
		w    Waiting
		want time.Duration
	}{
		{"slept: its own time is the limit", Waiting{Wall: 3 * s, CPU: s / 5}, 0},
		{"waited 2 s for a core: gets them back", Waiting{Wall: 3 * s, CPU: s / 2, RunDelay: 2 * s}, 2 * s},
		{"at the stretch bound", Waiting{Wall: maxStretch * 3 * s, CPU: s / 2, RunDelay: maxStretch*3*s - s}, 0},
		{"near the bound: only up to it", Waiting{Wall: maxStretch*3*s - s, CPU: s / 2, RunDelay: maxStretch*3*s - 3*s}, s},
		{"barely short: a minimum step", Waiting{Wall: 3 * s, CPU: s, RunDelay: time.Millisecond}, 20 * time.Millisecond},
		{"the judge took a second to start it", Waiting{Wall: 3 * s, CPU: s / 5, Start: s}, s},
	}
	for _, c := range cases {
		if got := c.w.stretch(3 * s); got != c.want {
			t.Errorf("%s: stretch %v, want %v", c.name, got, c.want)
		}
	}
	if idle := (Waiting{Wall: 3 * s, CPU: s / 5, Running: s / 5, RunDelay: s / 10, Blocked: s / 10, Start: s / 10}).Idle(); idle != 3*s-5*s/10 {
		t.Errorf("idle %v", idle)
	}
	blocked := Waiting{Wall: 3 * s, Running: s / 5, Blocked: 2 * s}
	if got := blocked.stretch(3 * s); got != 2*s {
		t.Errorf("blocked on I/O 2 s: stretch %v, want the 2 s back", got)
	}
}

// account splits an interval's wall time as the run as a whole spent it:
// never more than the interval, never a negative part, and a program's
// own threads or its own idle priority are not the machine's doing.
func TestAccount(t *testing.T) {
	ms := time.Millisecond
	dt := 100 * ms
	cases := []struct {
		name                                   string
		k, cpu, delayN, maxDelay, delayLow, io time.Duration
		wantAll, wantN                         int
		want                                   share
	}{
		{"one thread, waited 60 ms", 1, 30 * ms, 60 * ms, 60 * ms, 0, 0, 1, 1, share{running: 30 * ms, wait: 60 * ms}},
		{"one thread blocked on I/O", 2, 10 * ms, 0, 0, 0, 80 * ms, 1, 0, share{running: 10 * ms, blocked: 80 * ms}},
		{"49 idle-priority threads kept waiting", 2, 5 * ms, 0, 0, 49 * 90 * ms, 0, 49, 0, share{running: 2500 * time.Microsecond, own: 90 * ms}},
		{"49 spinning threads on 2 free cores", 2, 200 * ms, 47 * 100 * ms, 98 * ms, 0, 0, 49, 49, share{running: 100 * ms, own: 4700 * ms / 49}},
		{"49 spinning threads given 1.1 of 2 cores", 2, 110 * ms, 4790 * ms, 98 * ms, 0, 0, 49, 49, share{running: 55 * ms, wait: 90 * ms, own: 4700 * ms / 49}},
		{"49 sleepers waiting 5 ms each", 2, 49 * ms, 49 * 5 * ms, 5 * ms, 0, 0, 49, 49, share{running: 24500 * time.Microsecond, wait: 5 * ms, own: 94 * ms / 49}},
		{"a main thread and its helper, in turn", 2, 20 * ms, 70 * ms, 60 * ms, 0, 0, 2, 2, share{running: 10 * ms, wait: 70 * ms}},
		{"a wait that ended late", 1, 10 * ms, 250 * ms, 250 * ms, 0, 0, 1, 1, share{running: 10 * ms, wait: 250 * ms}},
		{"two threads kept waiting at once", 2, 10 * ms, 180 * ms, 90 * ms, 0, 0, 2, 2, share{running: 5 * ms, wait: 90 * ms}},
		{"a swarm waiting 70 % each", 2, 5 * ms, 49 * 70 * ms, 71 * ms, 0, 0, 49, 49, share{running: 2500 * time.Microsecond, wait: 71 * ms, own: (49*70 - 195) * ms / 49}},
	}
	for _, c := range cases {
		got := account(dt, c.k, c.cpu, c.delayN, c.maxDelay, c.delayLow, c.io, c.wantAll, c.wantN)
		if got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}

// fit cuts the totals to the wall clock: never a negative part, and the
// parts add up to the wall.
func TestFit(t *testing.T) {
	for i := range 2000 {
		f := func(n int) time.Duration { return time.Duration((i*7919+n*104729)%5000) * time.Millisecond }
		w := Waiting{Wall: f(0), Start: f(1), Running: f(2), RunDelay: f(3), Blocked: f(4), Own: f(5), AtLimit: f(6), Ending: f(7)}
		w.fit()
		parts := []time.Duration{w.Start, w.Ending, w.Running, w.RunDelay, w.Blocked, w.Idle(), w.Own, w.AtLimit}
		if slices.Min(parts) < 0 || w.Start+w.Ending+w.Running+w.RunDelay+w.Blocked+w.Idle() != w.Wall || w.Own+w.AtLimit > w.Idle() {
			t.Fatalf("case %d: %+v (idle %v) does not add up", i, w, w.Idle())
		}
	}
}

// The report's parts add up to the wall clock (a TLE once said
// 15.8 s idle + 16.6 s waiting + 0.6 s CPU in a 16 s wall).
func TestWaitingString(t *testing.T) {
	s := time.Second
	w := Waiting{Source: "schedstat", Wall: 16 * s, Start: s / 10, Ending: s / 5, CPU: 3 * s, Asleep: asleepText(map[string]int{"S hrtimer_nanosleep": 12, "D folio_wait_bit_common": 2, "S do_wait": 2, "S futex_wait": 1}), Reads: 9, MaxGap: 5200 * time.Millisecond, Running: s / 2, RunDelay: 3 * s, Blocked: 2 * s, Own: s, Lowered: true, AtLimit: 2 * s}
	got := w.String()
	want := "wall 16.0 s: running 0.5 s, starting 0.1 s, ending 0.2 s, waiting for a core 3.0 s, blocked on I/O 2.0 s, idle 10.2 s (1.0 s of it runnable at a priority it lowered itself; 2.0 s of it blocked on I/O at its own memory limit); CPU 3.0 s; asleep at reads: S hrtimer_nanosleep 12×, D folio_wait_bit_common 2×, S do_wait 2×; read 9 times, at most 5.2 s apart (schedstat)"
	if got != want {
		t.Errorf("String:\n%s\nwant\n%s", got, want)
	}
}

func TestPressureTotal(t *testing.T) {
	f := t.TempDir() + "/cpu.pressure"
	if err := os.WriteFile(f, []byte("some avg10=0.00 avg60=0.00 avg300=0.00 total=2500000\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=7\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if d, ok := pressureTotal(f, "some"); !ok || d != 2500*time.Millisecond {
		t.Errorf("pressureTotal = %v %v, want 2.5s", d, ok)
	}
	if _, ok := pressureTotal(f+".missing", "some"); ok {
		t.Error("a missing file has no total")
	}
}

// TestMachinePressureFresh: the kept descriptor of /proc/pressure/io reads
// the kernel's current total, not the one of its first read: once the
// total read by path has moved past the descriptor's first read, the
// descriptor reads at least as much.
func TestMachinePressureFresh(t *testing.T) {
	if _, err := os.Stat("/proc/pressure/io"); err != nil {
		t.Skip("no /proc/pressure here")
	}
	first, ok := machinePressure("io", "some")
	if !ok {
		t.Fatal("machinePressure(io) failed")
	}
	f, err := os.Create(filepath.Join(t.TempDir(), "io"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for range 100 { // some I/O of its own, until the machine's total moves
		mid, ok := pressureTotal("/proc/pressure/io", "some")
		if !ok {
			t.Fatal("pressureTotal(/proc/pressure/io) failed")
		}
		if mid > first {
			if last, _ := machinePressure("io", "some"); last < mid {
				t.Errorf("kept descriptor read %v, then %v; by path %v between", first, last, mid)
			}
			return
		}
		_, _ = f.Write(make([]byte, 64<<10))
		_ = f.Sync()
		time.Sleep(20 * time.Millisecond)
	}
	t.Skip("the machine's I/O stall total did not move in 2 s")
}

func TestCPUMax(t *testing.T) {
	dir := t.TempDir()
	for content, want := range map[string]float64{"max 100000\n": 0, "150000 100000\n": 1.5, "garbage": 0} {
		if err := os.WriteFile(dir+"/cpu.max", []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := cpuMax(dir + "/cpu.max"); got != want {
			t.Errorf("cpu.max %q: %v cores, want %v", content, got, want)
		}
	}
	if c := UsableCores(); c.N < 1 || c.N > c.Affinity {
		t.Errorf("UsableCores %v", c)
	}
}

// starve starts a spinning process pinned to a CPU that a hog holds, and
// a sleeping one; both end with the test.
func starve(t *testing.T) (starved, sleeping *exec.Cmd) {
	t.Helper()
	cpu := sandboxtest.FirstCPU(t)
	starved, sleeping = exec.Command("sh", "-c", "while :; do :; done"), exec.Command("sleep", "30")
	for _, c := range []*exec.Cmd{starved, sleeping} {
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			_ = c.Process.Kill()
			_ = c.Wait()
		})
	}
	// Asleep before the CPU is held: its start is not starved (the hog's
	// spinners are sessions of their own, which outweigh this test's).
	for i := 0; i < 200 && !asleep(sleeping.Process.Pid); i++ {
		time.Sleep(10 * time.Millisecond)
	}
	sandboxtest.NewHog(t, cpu, 2)
	var set unix.CPUSet
	set.Set(cpu)
	if err := unix.SchedSetaffinity(starved.Process.Pid, &set); err != nil {
		t.Fatal(err)
	}
	return starved, sleeping
}

// asleep says whether process pid sleeps (state S).
func asleep(pid int) bool {
	f := statFields(pid)
	return len(f) > 0 && f[0] == "S"
}

// track reads both runs for a second as the watcher does, then measures.
func track(starved, sleeping *waitTracker) (Waiting, Waiting, bool) {
	begin := starved.begin
	for time.Since(begin) < time.Second {
		now := time.Now()
		starved.sample(now)
		sleeping.sample(now)
		time.Sleep(20 * time.Millisecond)
	}
	a, ok1 := starved.measure()
	b, ok2 := sleeping.measure()
	return a, b, ok1 && ok2
}

// checkWaits wants the starved run's wall clock to be the machine's
// (waiting for a core) and the sleeping one's its own.
func checkWaits(t *testing.T, source string, starved, sleeping Waiting) {
	t.Helper()
	t.Logf("starved: %+v; sleeping: %+v", starved, sleeping)
	limit := starved.Wall / 2
	if !strings.HasPrefix(starved.Source, source) || starved.RunDelay < starved.Wall*7/10 || starved.stretch(limit) == 0 {
		t.Errorf("a program on a held CPU: %+v, stretch %v at a %v limit; want mostly waiting for a core (%s), stretched",
			starved, starved.stretch(limit), limit, source)
	}
	if !strings.HasPrefix(sleeping.Source, source) || sleeping.Idle() < sleeping.Wall*7/10 || sleeping.stretch(limit) != 0 {
		t.Errorf("a sleeping program: %+v, idle %v; want mostly idle (%s), not stretched", sleeping, sleeping.Idle(), source)
	}
}

// schedstat adds a wait to a task's run delay only when the task gets its
// core: a program that has waited since its last slice must still count
// as waiting (it was judged idle before).
func TestMeasureStarvedSchedstat(t *testing.T) {
	starved, sleeping := starve(t)
	a, b, ok := track(newWaitTracker(nil, &process{pid: starved.Process.Pid}, time.Now()), newWaitTracker(nil, &process{pid: sleeping.Process.Pid}, time.Now()))
	if !ok {
		t.Fatal("no schedstat read")
	}
	checkWaits(t, "schedstat", a, b)
}

// The v2 path: the tasks are the group's cgroup.threads, and its io and
// memory pressure is the group's. A cgroup2 mount without controllers (a
// v1 machine's /sys/fs/cgroup/unified) still lists each group's threads,
// so it is measured wherever there is such a mount, though the sandbox
// runs on v2 only with memory and pids there.
func TestMeasureCgroup2Group(t *testing.T) {
	ms, err := cgroupMounts()
	if err != nil {
		t.Fatal(err)
	}
	own, err := ownCgroups()
	if err != nil {
		t.Fatal(err)
	}
	var parent string
	for _, m := range ms {
		if m.fstype == "cgroup2" {
			parent = groupDir(m, own[""])
		}
	}
	if parent == "" {
		t.Skip("no cgroup2 mount")
	}
	starved, sleeping := starve(t)
	sys := &cgroupSys{v2: true, unified: parent}
	var groups [2]*runGroup
	for i, c := range []*exec.Cmd{starved, sleeping} {
		dir := filepath.Join(parent, fmt.Sprintf("slidejudge-psi-%d-%d", os.Getpid(), i))
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Skipf("cannot make a group in the cgroup2 mount: %v", err)
		}
		groups[i] = &runGroup{sys: sys, dir: dir}
		t.Cleanup(func() {
			_ = c.Process.Kill()
			_ = c.Wait()
			if err := groups[i].remove(); err != nil {
				t.Error(err)
			}
		})
		if err := os.WriteFile(filepath.Join(dir, "cgroup.procs"), []byte(strconv.Itoa(c.Process.Pid)), 0); err != nil {
			t.Skipf("cannot move a process into a cgroup2 group: %v", err)
		}
	}
	if ended(groups[0]) {
		t.Error("a group with a running process counted as ended")
	}
	a, b, ok := track(newWaitTracker(groups[0], nil, time.Now()), newWaitTracker(groups[1], nil, time.Now()))
	if !ok {
		t.Fatal("no task of the groups read")
	}
	checkWaits(t, "schedstat", a, b)
	_ = sleeping.Process.Kill()
	_ = sleeping.Wait()
	if !ended(groups[1]) {
		t.Error("a group whose process ended is not ended")
	}
}

// A program whose output the judge does not read yet (a pipe full) waits
// for the judge, not by its own choice: blocked, not idle.
func TestPipeWaitIsNotIdle(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd := exec.Command("yes")
	cmd.Stdout = w
	if err := cmd.Start(); err != nil {
		t.Skip(err)
	}
	w.Close()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	tr := newWaitTracker(nil, &process{pid: cmd.Process.Pid}, time.Now())
	for time.Since(tr.begin) < time.Second {
		tr.sample(time.Now())
		time.Sleep(20 * time.Millisecond)
	}
	got, ok := tr.measure()
	t.Logf("%v", got)
	if !ok || got.Blocked < got.Wall/2 || got.Idle() > got.Wall/2 {
		t.Errorf("a program writing to a full pipe: %v; want mostly blocked", got)
	}
}

// A run's clock starts when the program is exec'd, not when the judge's
// child that execs it is forked: the child's set-up (the run's groups,
// namespaces, limits, filters) is the judge's time, however long the
// machine makes it. Here a child forked and not exec'd for 2 s (the
// set-up, slow), then exec'd to sleep: 2 s of its 3 s are starting, not
// idle (before: the clock started at the fork, "idle 3.0 s").
func TestStartIsUntilExec(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("needs python3 to fork without exec")
	}
	cmd := exec.Command(py, "-c", `import os, sys, time
pid = os.fork()
if pid == 0:
    time.sleep(2)
    os.execvp("sleep", ["sleep", "30"])
print(pid, flush=True)
os.waitpid(pid, 0)
`)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	var child int
	if _, err := fmt.Fscan(out, &child); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = unix.Kill(child, unix.SIGKILL) })
	// The child itself (a run in a cgroup: the group holds only it), and
	// the same child as a run without cgroups sees it: through its
	// parent, a helper of the judge's (before, the helper's own task was
	// read, exec'd long ago: "idle 3.0 s").
	now := time.Now()
	trs := []*waitTracker{newWaitTracker(nil, &process{pid: child}, now), newWaitTracker(nil, &process{pid: cmd.Process.Pid, helper: true}, now)}
	for time.Since(now) < 3*time.Second {
		for _, tr := range trs {
			tr.sample(time.Now())
		}
		time.Sleep(20 * time.Millisecond)
	}
	for i, tr := range trs {
		how := []string{"the child", "through its parent, a helper"}[i]
		w, ok := tr.measure()
		if !ok {
			t.Fatalf("%s: no task read", how)
		}
		t.Logf("forked, exec'd after 2 s, %s: %v", how, w)
		if w.Start < 1500*time.Millisecond || w.Idle() > 1500*time.Millisecond {
			t.Errorf("%s: 2 s before the exec of a 3 s run: starting %v, idle %v; want starting about 2 s", how, w.Start, w.Idle())
		}
		if !slices.Contains(tr.live, child) {
			t.Errorf("%s: the program's task %d not read (read %v)", how, child, tr.live)
		}
	}
}

// A program that ends between two reads far apart (the judge itself kept
// waiting for a core) is not idle after its end, and, where the read
// before found it runnable, not in that interval either but for the CPU
// time it ran: the judge's reads did not see it stop wanting a core. One
// sleeping at that read may have slept on: that interval stays its own.
// Before, both were "idle 2.7 s" (issue 26: eight-count's bfs-cantor.cpp,
// 38-76 ms of CPU, TLE "idle for 24.9 s" at load 80).
func TestEndedUnseenIsNotIdle(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("needs python3")
	}
	busy := exec.Command(py, "-c", "import time\nprint(flush=True)\nt = time.time()\nwhile time.time() - t < 0.5: pass")
	sleeping := exec.Command(py, "-c", "import time\nprint(flush=True)\ntime.sleep(0.5)")
	var trs [2]*waitTracker
	var idle0 [2]time.Duration // idle at the one read
	var read time.Time
	for i, c := range []*exec.Cmd{busy, sleeping} {
		out, err := c.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			_ = c.Process.Kill()
			_ = c.Wait()
		})
		trs[i] = newWaitTracker(nil, &process{pid: c.Process.Pid}, time.Now())
		// One read while it runs (busy) or sleeps, once its start is over,
		// then none until both have ended (zombies: not reaped until the
		// end).
		if _, err := out.Read(make([]byte, 1)); err != nil {
			t.Fatal(err)
		}
		want := []string{"R", "S"}[i]
		for n := 0; n < 400 && state(c.Process.Pid) != want; n++ {
			time.Sleep(5 * time.Millisecond)
		}
		read = time.Now()
		trs[i].sample(read)
		if trs[i].held != (want == "R") {
			t.Skipf("process %d not read in state %s", c.Process.Pid, want)
		}
		w := trs[i].w
		w.Wall = read.Sub(trs[i].begin)
		w.fit()
		idle0[i] = w.Idle()
	}
	for _, c := range []*exec.Cmd{busy, sleeping} {
		for n := 0; n < 1000 && state(c.Process.Pid) != "Z"; n++ {
			time.Sleep(10 * time.Millisecond)
		}
	}
	time.Sleep(time.Until(read.Add(3 * time.Second)))
	a, ok1 := trs[0].measure()
	b, ok2 := trs[1].measure()
	if !ok1 || !ok2 {
		t.Fatal("no task read")
	}
	t.Logf("runnable at a read, ended unseen 3 s after: %v (idle at the read %v)", a, idle0[0])
	t.Logf("sleeping at a read, ended unseen 3 s after: %v (idle at the read %v)", b, idle0[1])
	if d := a.Idle() - idle0[0]; d > 500*time.Millisecond || a.Ending < 2*time.Second {
		t.Errorf("a program read runnable, then ended unseen: idle %v more, ending %v; want not idle", d, a.Ending)
	}
	// It may have waited for a core after its sleep (counted: the zombie's
	// figures are final), but the rest is its own.
	if d := b.Idle() - idle0[1]; d < 300*time.Millisecond || b.Ending > 0 {
		t.Errorf("a program read sleeping, then ended unseen: idle %v more, ending %v; want the unseen interval its own", d, b.Ending)
	}
}

// state is a process's state letter (R, S, D, Z, ...).
func state(pid int) string {
	if f := statFields(pid); len(f) > 0 {
		return f[0]
	}
	return ""
}
