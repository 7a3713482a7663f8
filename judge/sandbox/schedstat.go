package sandbox

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// A run that reaches its wall limit is measured with the kernel's own
// accounting before it is killed: the time its tasks ran, and the time
// they were runnable but waited for a core (run delay). What is left of
// the wall clock the program spent on its own: sleeping, blocked on a
// read. A run whose own time is under the wall limit was kept waiting by
// the machine, not by itself: its wall limit is stretched by that waiting,
// up to maxStretch times the limit, and past that it ends Starved.

// maxStretch bounds how far a starved run's wall limit may stretch.
const maxStretch = 10

// Waiting is what the kernel says about a run at its wall limit.
type Waiting struct {
	Source   string        // "cgroup cpu pressure" or "schedstat"
	Wall     time.Duration // wall clock since the program started
	CPU      time.Duration // CPU time of the run's tasks
	RunDelay time.Duration // time they were runnable but not running, summed
	Start    time.Duration // before the run's first task was seen: the sandbox starting it
}

// Idle is the wall time the program spent neither running nor waiting for
// a core: its own sleeping and blocking.
func (w Waiting) Idle() time.Duration { return max(w.Wall-w.Start-w.CPU-w.RunDelay, 0) }

// own is what the wall clock would have shown on an idle machine.
func (w Waiting) own() time.Duration { return max(w.Wall-w.Start-w.RunDelay, 0) }

// stretch says how much longer a run at its wall limit may go on: the part
// of the limit the machine took from it, while the total stays within
// maxStretch × limit. 0 means kill now.
func (w Waiting) stretch(limit time.Duration) time.Duration {
	if w.own() >= limit || w.Wall >= maxStretch*limit {
		return 0
	}
	return min(max(limit-w.own(), 20*time.Millisecond), maxStretch*limit-w.Wall)
}

// waitSource says how waiting for a core is measured here, or why not.
func waitSource(g *runGroup) string {
	if g != nil && g.sys.v2 {
		if _, err := os.Stat(filepath.Join(g.sys.unified, "cpu.pressure")); err == nil {
			return "cgroup cpu pressure"
		}
	}
	if _, err := os.Stat("/proc/self/schedstat"); err == nil {
		return "schedstat"
	}
	return ""
}

// waitTracker reads the schedstat of a run's tasks now and then while it
// runs and keeps each task's last figures, so that at the wall limit the
// run delay of threads that have ended still counts (a JVM's worker
// threads end before its last one does).
type waitTracker struct {
	g     *runGroup
	pid   int
	seen  map[int]taskTime
	next  time.Time
	last  time.Time // the read before the latest
	begin time.Time // when the judge started the run
	first time.Time // the first read that found a task of it
	live  []int     // the tasks of the latest read
}

// taskTime is one task's schedstat figures and since when they have been
// as they are, at the latest: the read before the one that saw them.
type taskTime struct {
	cpu, delay time.Duration
	since      time.Time
}

// trackEvery is how often a running program's tasks are read.
const trackEvery = 100 * time.Millisecond

func newWaitTracker(g *runGroup, pid int, begin time.Time) *waitTracker {
	return &waitTracker{g: g, pid: pid, seen: map[int]taskTime{}, begin: begin}
}

// sample reads the run's tasks, at most every trackEvery.
func (t *waitTracker) sample(now time.Time) {
	if now.Before(t.next) {
		return
	}
	t.next = now.Add(trackEvery)
	since := t.last
	if since.IsZero() {
		since = now
	}
	t.last = now
	tids := t.tasks()
	if len(tids) > 0 && t.first.IsZero() {
		t.first = now
	}
	t.live = tids
	for _, tid := range tids {
		if cpu, delay, ok := schedstat(tid); ok {
			if old, ok := t.seen[tid]; ok && old.cpu == cpu && old.delay == delay {
				continue
			}
			t.seen[tid] = taskTime{cpu, delay, since}
		}
	}
}

// waiting is how long the run's tasks have been waiting for a core in
// the wait going on now, which schedstat adds to the run delay only when
// the task gets its core: a task runnable (state R) whose figures have not
// moved since a read has waited since then (a running task's CPU time
// moves at every tick). Counted from the read before, since the wait
// began between the two: a late read (the judge too waits for a core on
// a busy machine) must not turn a starved program's waiting into idling.
func (t *waitTracker) waiting(now time.Time) time.Duration {
	var d time.Duration
	for _, tid := range t.live { // a task that ended waits no more (and its id may be another's)
		if s, ok := t.seen[tid]; ok && s.since.Before(now) && runnable(tid) {
			d += now.Sub(s.since)
		}
	}
	return d
}

func (t *waitTracker) tasks() []int {
	if t.g != nil {
		file := "tasks"
		if t.g.sys.v2 {
			file = "cgroup.threads"
		}
		return readPids(filepath.Join(t.g.dirs[0], file))
	}
	var tids []int
	if ents, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", t.pid)); err == nil {
		for _, e := range ents {
			if n, err := strconv.Atoi(e.Name()); err == nil {
				tids = append(tids, n)
			}
		}
	}
	return tids
}

// measure says how the run spent its wall clock so far: the cgroup's cpu
// pressure (v2) when the kernel keeps it (it counts a wait going on), else
// the schedstat of every task the run had, summed, with the waits going
// on: a thread blocked on another (Java's main thread while the VM thread
// collects) waits as long as that one waits for a core, which is the
// machine's doing, not the program's. The time before the run's first
// task was seen is the judge's, starting it (late on a busy machine).
func (t *waitTracker) measure(wall time.Duration) (Waiting, bool) {
	now := time.Now()
	t.next = time.Time{}
	t.sample(now)
	w := Waiting{Wall: wall, Start: wall}
	if !t.first.IsZero() {
		w.Start = min(t.first.Sub(t.begin), wall)
	}
	if g := t.g; g != nil && g.sys.v2 {
		// "some" stall: time at least one task of the group waited for a core.
		if stall, ok := pressureTotal(filepath.Join(g.dirs[0], "cpu.pressure")); ok {
			w.Source, w.CPU, w.RunDelay = "cgroup cpu pressure", g.cpu(), stall
			return w, true
		}
	}
	for _, s := range t.seen {
		w.CPU, w.RunDelay = w.CPU+s.cpu, w.RunDelay+s.delay
	}
	w.RunDelay += t.waiting(now)
	w.Source = "schedstat"
	return w, len(t.seen) > 0
}

// endedWait is how often a run whose program has ended but whose outcome
// has not arrived (a busy machine delays its reaping) is looked at again.
const endedWait = 50 * time.Millisecond

// ended says whether the run's program has ended: its cgroup holds no task.
// Its wall clock then no longer matters: it is over by itself.
func ended(g *runGroup) bool {
	if g == nil {
		return false
	}
	file := "tasks"
	if g.sys.v2 {
		file = "cgroup.threads"
	}
	_, err := os.Stat(filepath.Join(g.dirs[0], file))
	return err == nil && len(readPids(filepath.Join(g.dirs[0], file))) == 0
}

// schedstat reads /proc/TID/schedstat: time on a CPU, time runnable but
// waiting on a run queue, and the number of time slices.
func schedstat(tid int) (cpu, delay time.Duration, ok bool) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/schedstat", tid))
	if err != nil {
		return 0, 0, false
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0, 0, false
	}
	c, err1 := strconv.ParseInt(f[0], 10, 64)
	d, err2 := strconv.ParseInt(f[1], 10, 64)
	return time.Duration(c), time.Duration(d), err1 == nil && err2 == nil
}

// runnable says whether a task is running or waiting for a core: state R
// in /proc/TID/stat (the field after the parenthesised command name).
func runnable(tid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", tid))
	if err != nil {
		return false
	}
	i := strings.LastIndexByte(string(b), ')')
	return i >= 0 && strings.HasPrefix(string(b[i+1:]), " R")
}

// pressureTotal reads the "some" total (µs) of a PSI file.
func pressureTotal(path string) (time.Duration, bool) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, false
	}
	for _, line := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(line, "some ") {
			continue
		}
		for _, kv := range strings.Fields(line) {
			if v, ok := strings.CutPrefix(kv, "total="); ok {
				n, err := strconv.ParseInt(v, 10, 64)
				return time.Duration(n) * time.Microsecond, err == nil
			}
		}
	}
	return 0, false
}

func readPids(path string) []int {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var out []int
	for _, f := range strings.Fields(string(b)) {
		if n, err := strconv.Atoi(f); err == nil && n > 0 {
			out = append(out, n)
		}
	}
	return out
}

// WaitSource says how this sandbox tells a program that waited on its own
// from one the machine kept waiting for a core ("" when it cannot).
func (s *Sandbox) WaitSource() string {
	var g *runGroup
	if s.cg != nil {
		g = &runGroup{sys: s.cg}
	}
	return waitSource(g)
}
