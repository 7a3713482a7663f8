package sandbox

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
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
	if idle := (Waiting{Wall: 3 * s, CPU: s / 5, RunDelay: s / 10, Start: s / 10}).Idle(); idle != 3*s-4*s/10 {
		t.Errorf("idle %v", idle)
	}
}

func TestPressureTotal(t *testing.T) {
	f := t.TempDir() + "/cpu.pressure"
	if err := os.WriteFile(f, []byte("some avg10=0.00 avg60=0.00 avg300=0.00 total=2500000\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=7\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if d, ok := pressureTotal(f); !ok || d != 2500*time.Millisecond {
		t.Errorf("pressureTotal = %v %v, want 2.5s", d, ok)
	}
	if _, ok := pressureTotal(f + ".missing"); ok {
		t.Error("a missing file has no total")
	}
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
	sandboxtest.NewHog(t, cpu, 2)
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
	var set unix.CPUSet
	set.Set(cpu)
	if err := unix.SchedSetaffinity(starved.Process.Pid, &set); err != nil {
		t.Fatal(err)
	}
	return starved, sleeping
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
	a, ok1 := starved.measure(time.Since(begin))
	b, ok2 := sleeping.measure(time.Since(begin))
	return a, b, ok1 && ok2
}

// checkWaits wants the starved run's wall clock to be the machine's
// (waiting for a core) and the sleeping one's its own.
func checkWaits(t *testing.T, source string, starved, sleeping Waiting) {
	t.Helper()
	t.Logf("starved: %+v; sleeping: %+v", starved, sleeping)
	limit := starved.Wall / 2
	if starved.Source != source || starved.RunDelay < starved.Wall*7/10 || starved.stretch(limit) == 0 {
		t.Errorf("a program on a held CPU: %+v, stretch %v at a %v limit; want mostly waiting for a core (%s), stretched",
			starved, starved.stretch(limit), limit, source)
	}
	if sleeping.Source != source || sleeping.Idle() < sleeping.Wall*7/10 || sleeping.stretch(limit) != 0 {
		t.Errorf("a sleeping program: %+v, idle %v; want mostly idle (%s), not stretched", sleeping, sleeping.Idle(), source)
	}
}

// schedstat adds a wait to a task's run delay only when the task gets its
// core: a program that has waited since its last slice must still count
// as waiting (it was judged idle before).
func TestMeasureStarvedSchedstat(t *testing.T) {
	starved, sleeping := starve(t)
	a, b, ok := track(newWaitTracker(nil, starved.Process.Pid, time.Now()), newWaitTracker(nil, sleeping.Process.Pid, time.Now()))
	if !ok {
		t.Fatal("no schedstat read")
	}
	checkWaits(t, "schedstat", a, b)
}

// The v2 path: the cgroup's cpu pressure. A cgroup2 mount without
// controllers (a v1 machine's /sys/fs/cgroup/unified) still keeps each
// group's cpu.pressure and cpu.stat, so it is measured wherever the
// kernel has PSI, though the sandbox runs on v2 only with memory and pids
// there.
func TestMeasureCgroupPressure(t *testing.T) {
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
		groups[i] = &runGroup{sys: sys, dirs: []string{dir}}
		t.Cleanup(func() {
			_ = c.Process.Kill()
			_ = c.Wait()
			if err := groups[i].remove(); err != nil {
				t.Error(err)
			}
		})
		if _, err := os.Stat(filepath.Join(dir, "cpu.pressure")); err != nil {
			t.Skipf("no PSI for cgroups: %v", err)
		}
		if err := os.WriteFile(filepath.Join(dir, "cgroup.procs"), []byte(strconv.Itoa(c.Process.Pid)), 0); err != nil {
			t.Skipf("cannot move a process into a cgroup2 group: %v", err)
		}
	}
	if src := waitSource(groups[0]); src != "cgroup cpu pressure" {
		t.Errorf("wait source %q, want cgroup cpu pressure", src)
	}
	if ended(groups[0]) {
		t.Error("a group with a running process counted as ended")
	}
	a, b, ok := track(newWaitTracker(groups[0], starved.Process.Pid, time.Now()), newWaitTracker(groups[1], sleeping.Process.Pid, time.Now()))
	if !ok {
		t.Fatal("no cpu.pressure read")
	}
	checkWaits(t, "cgroup cpu pressure", a, b)
	_ = sleeping.Process.Kill()
	_ = sleeping.Wait()
	if !ended(groups[1]) {
		t.Error("a group whose process ended is not ended")
	}
}
