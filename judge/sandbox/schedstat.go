//go:build linux

package sandbox

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/sys/unix"
)

// A run that reaches its wall limit is measured with the kernel's own
// accounting before it is killed, and its wall clock is split into parts
// that add up to it: the judge starting it (until the program's exec:
// its first task is the judge's child until then), the program running, waiting for a core the machine did
// not give it, blocked on block I/O (paging its binary and libraries in,
// reading a file: delay accounting), and idle: what is left, the time the
// program chose to wait (sleeping, its own threads' turns, an idle
// priority it set itself; block I/O while its memory group is at its own
// limit, paging in again what the kernel took from it to make room), and
// after its end the judge ending it: its outcome on the way, through its
// parent, the server and the judge, each of which may wait for a core
// (Waiting.Ending). Only running and idle are the program's: a run
// whose own time is under the wall limit was kept waiting by the machine
// or the judge, and its wall limit is stretched by that, up to maxStretch
// times the limit; past that it ends Starved.
//
// The run is judged as a whole, not by adding up its threads: in each
// interval between two reads the parts are wall time, at most the
// interval. Waiting for a core counts as the machine's only up to the
// cores the program may use (more runnable threads than cores wait for
// each other) and only for tasks at the priority the judge gave them (a
// task that set SCHED_IDLE or raised its nice value chose to wait).

// CPUShare says how a program's share of the CPU is kept from the load of
// the session that started the judge, for `judge doctor`: its server is a
// session of its own, which matters where the kernel shares the CPU out by
// session first (autogroup).
func CPUShare() string {
	b, err := os.ReadFile("/proc/sys/kernel/sched_autogroup_enabled")
	switch {
	case err != nil:
		return "every task competes on its own (no autogroup in this kernel)"
	case strings.TrimSpace(string(b)) == "1":
		return "the kernel shares the CPU out by session first (autogroup on): each run's server is a session of its own, so a program competes with each other session as one, not with the tasks of the judge's"
	}
	return "every task competes on its own (autogroup off)"
}

// waitSource says how waiting for a core is measured here, or why not.
func waitSource() string {
	if _, err := os.Stat("/proc/self/schedstat"); err != nil {
		return ""
	}
	if delayAcct() {
		return "schedstat, delay accounting"
	}
	return "schedstat"
}

// delayAcctFile is the switch of the kernel's per-task delay accounting
// (block I/O, swap-in, reclaim, thrashing delays), off by default since
// Linux 5.14; /proc/TID/stat's delayacct_blkio_ticks reads 0 without it.
const delayAcctFile = "/proc/sys/kernel/task_delayacct"

var enableDelayAcct = sync.OnceValue(func() error {
	if delayAcct() {
		return nil
	}
	return os.WriteFile(delayAcctFile, []byte("1"), 0)
})

func delayAcct() bool {
	b, err := readSmall(delayAcctFile)
	return err == nil && strings.TrimSpace(string(b)) == "1"
}

// DelayAccounting turns the kernel's delay accounting on (as root), once,
// and says what measures a program's wall clock here: the line of `judge
// doctor`.
func DelayAccounting() string {
	if _, err := os.Stat(delayAcctFile); err != nil {
		return "block I/O not measured: this kernel has no task delay accounting"
	}
	err := enableDelayAcct()
	if delayAcct() {
		return "block I/O by delay accounting (kernel.task_delayacct on), the program's own while its memory group is at its limit (the kernel reclaiming its pages)"
	}
	return fmt.Sprintf("block I/O not measured: kernel.task_delayacct is off and could not be turned on (%v); a root judge turns it on", err)
}

// waitTracker reads the schedstat of a run's tasks now and then while it
// runs and adds up, interval by interval, how the run spent the wall
// clock: so that at the wall limit the time of threads that have ended
// still counts (a JVM's worker threads end before its last one does).
type waitTracker struct {
	g        *runGroup
	pid      int // without a group: the helper, whose tasks are read
	judge    []int
	seen     map[int]*taskTime
	next     time.Time
	last     time.Time // the latest read
	begin    time.Time // when the judge let the program start
	boot     time.Duration
	forkAt   time.Duration // since begin, when the program's first task was made; <0 unknown
	progAt   time.Duration // since begin, when it exec'd the program: the program's clock starts; <0 not yet
	baseNice int
	psi      [2]time.Duration // IO and memory "full" totals at the first read
	psiDir   string
	psiRead  bool  // psi is read
	hits     int64 // the group's memory limit hits at the last read
	hitAt    int   // reads ago that it was last at its limit (0: this one); <0 never
	w        Waiting
	live     []int // the tasks of the latest read
	// aliveAt is the latest read that found a task of the program alive
	// (exec'd), held whether one of them was held by the machine then:
	// runnable, blocked on I/O or on the judge's pipe. gone: a read since
	// found none, the program has ended and its outcome is on the way.
	aliveAt    time.Time
	held, gone bool
	// asleep counts where the program's tasks were (state and wchan) at
	// the reads that found it alive and none of its tasks runnable: what
	// its idle time was spent on, for the report.
	asleep map[string]int
}

// taskTime is one task's figures as counted so far.
type taskTime struct {
	cpu, kdelay, blkio time.Duration // the kernel's at the last read
	counted            time.Duration // run delay counted, with waits going on
	since              time.Time     // since when cpu and kdelay are as they are, at the latest: the read before
	countedIO          time.Duration // block I/O delay counted, with a block going on
	ioSince            time.Time     // since when it has been seen blocked on I/O, its figure not moving
	pipeWait           bool          // at the last read, waiting for the judge to read its output
	lowered            bool          // it set SCHED_IDLE or a higher nice value
	majflt             int64         // its major faults at the last read
}

// trackEvery is how often a running program's tasks are read.
const trackEvery = 100 * time.Millisecond

// newWaitTracker follows the run of p in g (without g, the tasks of
// p.pid); the judge's own tasks in the group (a server's thread, a helper)
// are not the program's.
func newWaitTracker(g *runGroup, p *process, begin time.Time) *waitTracker {
	_ = enableDelayAcct()
	t := &waitTracker{g: g, seen: map[int]*taskTime{}, begin: begin, forkAt: -1, progAt: -1, baseNice: ownNice(), hitAt: -1}
	if p != nil {
		t.pid = p.pid
		if g != nil || p.helper {
			t.judge = []int{p.pid, p.keep}
		}
	}
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_BOOTTIME, &ts) == nil {
		t.boot = time.Duration(ts.Nano()) - time.Since(begin)
	}
	t.psiDir = "/proc/pressure"
	t.w.PressureOf = "machine"
	if g != nil && g.sys.v2 {
		t.psiDir, t.w.PressureOf = g.dir, "group"
	}
	return t
}

// readPSI reads the stall totals the run's are counted from, at the
// first read of its tasks: most runs end before it, and need none.
func (t *waitTracker) readPSI() {
	if t.psiRead {
		return
	}
	t.psiRead = true
	var ok bool
	if t.psi, ok = stalls(t.psiDir); !ok {
		t.w.PressureOf = ""
	}
}

// ownNice is the judge's nice value, which its runs start with.
func ownNice() int {
	n, err := unix.Getpriority(unix.PRIO_PROCESS, 0)
	if err != nil {
		return 0
	}
	return 20 - n // the raw system call's 40..1 for nice -20..19
}

// taskRead is what one read of a task finds.
type taskRead struct {
	cpu, kdelay, blkio time.Duration
	majflt             int64 // its major faults
	runnable, lowered  bool
	execd              bool          // it has exec'd (PF_FORKNOEXEC clear): the judge's set-up is over
	ioWait             bool          // blocked on I/O now (state D in an I/O wait)
	pipeWait           bool          // waiting for room in a pipe: the judge's, reading its output
	ended              bool          // a zombie, or dead: its figures are final
	where              string        // its state, and where in the kernel it sleeps: "S hrtimer_nanosleep"
	start              time.Duration // since boot
}

// sample reads the run's tasks, at most every trackEvery, and adds the
// interval since the read before to the run's account.
func (t *waitTracker) sample(now time.Time) {
	if now.Before(t.next) {
		return
	}
	t.next = now.Add(trackEvery)
	t.readPSI()
	prev := t.last
	if prev.IsZero() {
		prev = t.begin
	}
	t.last = now
	t.w.Reads++
	t.w.MaxGap = max(t.w.MaxGap, now.Sub(prev))
	tids := t.tasks()
	t.live = tids[:0:0]
	var all interval
	alive, held := false, false
	var where []string
	for _, tid := range tids {
		r, ok := readTask(tid, t.baseNice)
		if !ok {
			continue
		}
		d := t.step(tid, r, prev, now)
		if d.lowered {
			t.w.Lowered = true
		}
		all.add(d, tid)
		if !r.ended {
			t.live = append(t.live, tid)
			alive = true
			held = held || r.runnable || r.ioWait || r.pipeWait
			where = append(where, r.where)
		}
	}
	if alive && !slices.Contains(where, "R") {
		if t.asleep == nil {
			t.asleep = map[string]int{}
		}
		for _, w := range where {
			t.asleep[w]++
		}
	}
	switch {
	case t.gone:
		t.w.Ending += now.Sub(prev)
		t.w.CPU += all.cpu
	case !alive && t.progAt >= 0:
		t.ended(all, prev, now)
	default:
		t.addInterval(all, prev, now)
		if alive && t.progAt >= 0 {
			t.aliveAt, t.held = now, held
		}
	}
}

// ended counts the interval from prev to now, in which the program's last
// task ended (after its exec): every interval after it is the judge's
// (Ending), the program's outcome on its way through its parent, the
// server and the judge, each of which may wait for a core. Where the read
// before found it held by the machine, this interval too is the judge's
// but for the CPU time the program ran in it (the group's, which counts
// tasks that ended unread): the program was not idle by its own doing
// then, and when it ended in the interval is not known. Where it was
// sleeping by its own doing at that read, the interval is counted as any
// other: whatever was not seen is its own idle time.
func (t *waitTracker) ended(in interval, prev, now time.Time) {
	t.gone = true
	if !t.held || t.aliveAt.IsZero() {
		t.addInterval(in, prev, now)
		return
	}
	cpu := in.cpu
	if t.g != nil {
		cpu = max(cpu, t.g.cpu()-t.w.CPU)
	}
	dt := now.Sub(prev)
	run := min(cpu, dt)
	t.w.CPU += cpu
	t.w.Running += run
	t.w.Ending += dt - run
}

// taskStep is what one task did since the read before.
type taskStep struct {
	cpu, delay, blocked time.Duration
	io                  time.Duration // of blocked, block I/O (the rest: the judge's pipes)
	lowered, execd      bool
}

// interval is what the run's tasks did since the read before, together.
type interval struct {
	cpu, delayN, maxDelayN, delayLow, blocked time.Duration
	blockedIO                                 time.Duration // the most blocked task's block I/O
	wantAll, wantN                            int           // tasks that ran or waited: all, and those not lowered
	cores                                     unix.CPUSet
	execd                                     bool
}

// step counts what task tid did since the read before (prev), r being
// its figures now, and keeps them for the next read.
func (t *waitTracker) step(tid int, r taskRead, prev, now time.Time) taskStep {
	s, seen := t.seen[tid]
	if !seen {
		s = t.first(tid, r, prev, now)
	}
	if r.cpu != s.cpu || r.kdelay != s.kdelay {
		s.since = prev // it changed after the read before
	}
	// schedstat adds a wait to the run delay only when the task gets
	// its core: a runnable task whose figures have not moved since a
	// read has waited since the read before it (counted from there, as
	// the judge's own read may be late on a busy machine).
	pending := time.Duration(0)
	if seen && r.cpu == s.cpu && r.kdelay == s.kdelay && r.runnable && s.since.Before(now) {
		pending = now.Sub(s.since)
	}
	// Delay accounting too adds a block to the figure when it ends: a
	// task blocked on I/O whose figure has not moved has been blocked
	// since the read that first saw it so (at the latest).
	pendingIO := time.Duration(0)
	if r.ioWait && r.blkio == s.blkio {
		if s.ioSince.IsZero() {
			s.ioSince = now
		}
		pendingIO = now.Sub(s.ioSince)
	} else {
		s.ioSince = time.Time{}
	}
	// Its output goes to the judge through pipes: a task seen waiting
	// for room in one at two reads in a row waited for the judge.
	dp := time.Duration(0)
	if r.pipeWait && s.pipeWait {
		dp = now.Sub(prev)
	}
	s.pipeWait = r.pipeWait
	d := taskStep{
		cpu:     r.cpu - s.cpu,
		delay:   max(r.kdelay+pending-s.counted, 0),
		blocked: max(r.blkio+pendingIO-s.countedIO, 0) + dp,
		io:      max(r.blkio+pendingIO-s.countedIO, 0),
		execd:   r.execd,
	}
	s.cpu, s.kdelay, s.blkio, s.majflt = r.cpu, r.kdelay, r.blkio, r.majflt
	s.counted = max(s.counted, r.kdelay+pending)
	s.countedIO = max(s.countedIO, r.blkio+pendingIO)
	s.lowered = s.lowered || r.lowered
	d.lowered = s.lowered
	return d
}

// first starts counting a task seen for the first time, and notes when
// the program's first task was made.
func (t *waitTracker) first(tid int, r taskRead, prev, now time.Time) *taskTime {
	s := &taskTime{since: prev}
	t.seen[tid] = s
	if at := r.start - t.boot; t.forkAt < 0 || at < t.forkAt {
		t.forkAt = max(at, 0)
	}
	// A task's block I/O delay cannot pass its age. The kernel
	// (6.18 here) reports some new tasks' delayacct_blkio_ticks
	// as their start time since boot: counted, a sleeping
	// program was "blocked on I/O" its whole wall clock, and
	// re-run. Such a figure is a baseline, not a delay.
	if age := now.Sub(t.begin) - (r.start - t.boot); r.blkio > age+20*time.Millisecond {
		s.blkio, s.countedIO = r.blkio, r.blkio
	}
	return s
}

// add counts one task's step in the interval, and the cores it may run on.
func (in *interval) add(d taskStep, tid int) {
	in.execd = in.execd || d.execd
	in.cpu += d.cpu
	in.blocked = max(in.blocked, d.blocked) // the most blocked task: the run as a whole
	in.blockedIO = max(in.blockedIO, d.io)
	if d.cpu+d.delay > 0 {
		in.wantAll++
	}
	if d.lowered {
		in.delayLow += d.delay
	} else {
		in.delayN += d.delay
		in.maxDelayN = max(in.maxDelayN, d.delay)
		if d.cpu+d.delay > 0 {
			in.wantN++
		}
	}
	var set unix.CPUSet
	if unix.SchedGetaffinity(tid, &set) == nil {
		for i := range in.cores {
			in.cores[i] |= set[i]
		}
	}
}

// addInterval adds the interval from prev to now to the run's account.
func (t *waitTracker) addInterval(in interval, prev, now time.Time) {
	t.w.CPU += in.cpu
	dt := now.Sub(prev)
	// The program's clock starts at its exec: before it, the task is the
	// judge's child setting itself up (joining the run's groups, its
	// namespaces, limits, user, filters), and the judge's time. Reads see
	// the exec between two of them: it is put at the earlier (the read
	// before, or the task's fork), so the program's clock is never short.
	if t.progAt < 0 && in.execd {
		t.progAt = max(prev.Sub(t.begin), t.forkAt, 0)
	}
	start := dt // not exec'd yet: the judge's
	if t.progAt >= 0 {
		start = min(max(t.begin.Add(t.progAt).Sub(prev), 0), dt)
	}
	// Block I/O while the run's group is at its own memory limit is the
	// program's: the kernel reclaims the group's own pages (its binary's,
	// the files it read) to make room for its memory, and it pages them in
	// again. The refaults trail the reclaim, so the read after counts too.
	// The machine's reclaim (the machine short of memory) leaves the
	// group's use below its limit.
	if t.atLimit() {
		own := min(in.blockedIO, in.blocked)
		in.blocked -= own
		t.w.AtLimit += own
	}
	k := time.Duration(max(in.cores.Count(), 1))
	a := account(dt-start, k, in.cpu, in.delayN, in.maxDelayN, in.delayLow, in.blocked, in.wantAll, in.wantN)
	t.w.Start += start
	t.w.Running += a.running
	t.w.RunDelay += a.wait
	t.w.Blocked += a.blocked
	t.w.Own += a.own
}

// atLimit says whether the run's memory group was at its limit at this
// read or the one before: near it, or having hit it since.
func (t *waitTracker) atLimit() bool {
	if t.g == nil {
		return false
	}
	if t.hitAt >= 0 {
		t.hitAt++
	}
	if n := t.g.limitHits(); n > t.hits || t.g.nearLimit() {
		t.hits, t.hitAt = max(n, t.hits), 0
	}
	return t.hitAt >= 0 && t.hitAt <= 1
}

// share is one interval's wall time, split.
type share struct{ running, wait, blocked, own time.Duration }

// account splits avail, an interval's wall time while the program existed,
// among its parts: k cores it may use, cpu its tasks' CPU time, delayN and
// maxDelayN their waits for a core at the judge's priority (summed; the
// longest one task's), delayLow those at a priority they lowered, blocked
// the most blocked task's block I/O delay, wantAll and wantN the tasks
// that ran or waited (all; at the judge's priority). The run as a whole
// waited for a core what its tasks waited, but
//   - with more such tasks than cores, only what its cores could have run
//     and did not: the rest is its threads waiting for each other;
//   - waits that fit in the interval one after another may have been in
//     turn (a main thread, then the helper it waits for: Java's VM thread);
//     waits that do not fit were, some of them, at the same time, and then
//     the run waited as long as its longest-waiting task: a swarm of
//     threads that wake every few ms, each waiting a little, is not a
//     program kept waiting all along.
//
// Waits come late (schedstat and delay accounting count a wait when it
// ends), so the parts are not cut to the interval here: the totals are
// (fit).
func account(avail, k, cpu, delayN, maxDelayN, delayLow, blocked time.Duration, wantAll, wantN int) share {
	var s share
	if avail <= 0 {
		return s
	}
	par := func(n int) time.Duration { return time.Duration(max(1, min(int(k), n))) }
	s.running = min(avail, cpu/par(wantAll))
	machine := delayN
	if wantN > int(k) {
		machine = min(delayN, max(k*avail-cpu, 0))
	}
	s.wait = machine
	if machine > avail { // they cannot have waited in turn: together, then
		s.wait = min(machine, maxDelayN)
	}
	s.blocked = blocked
	s.own = (delayLow + delayN - machine) / time.Duration(max(wantAll, 1))
	return s
}

// fit cuts the parts of w to its wall clock, in the order they are sure:
// the judge's start and end, running, waiting for a core, blocked on I/O; what is
// left is idle, Own part of it.
func (w *Waiting) fit() {
	left := max(w.Wall-w.Start, 0)
	w.Start = w.Wall - left
	for _, d := range []*time.Duration{&w.Ending, &w.Running, &w.RunDelay, &w.Blocked} {
		*d = min(max(*d, 0), left)
		left -= *d
	}
	w.Own = min(max(w.Own, 0), left)
	w.AtLimit = min(max(w.AtLimit, 0), left-w.Own)
}

// readTask reads /proc/TID/schedstat and /proc/TID/stat.
func readTask(tid, baseNice int) (taskRead, bool) {
	var r taskRead
	cpu, delay, ok := schedstat(tid)
	if !ok {
		return r, false
	}
	r.cpu, r.kdelay = cpu, delay
	f := statFields(tid)
	if len(f) < 40 { // fields from the state (3rd) on
		return r, true
	}
	field := func(n int) int64 { v, _ := strconv.ParseInt(f[n-3], 10, 64); return v }
	r.runnable = f[0] == "R"
	r.ended = f[0] == "Z" || f[0] == "X" || f[0] == "x"
	r.where = f[0]
	r.execd = field(9)&pfForkNoExec == 0
	r.start = time.Duration(field(22)) * time.Second / 100 // USER_HZ
	r.lowered = field(41) == unix.SCHED_IDLE || int(field(19)) > baseNice
	r.blkio = time.Duration(field(42)) * time.Second / 100
	r.majflt = field(12)
	switch f[0] {
	case "D":
		w := wchan(tid)
		r.ioWait, r.where = ioWchan(w), "D "+w
	case "S":
		w := wchan(tid)
		r.pipeWait, r.where = strings.HasSuffix(w, "pipe_write"), "S "+w // anon_pipe_write since Linux 6.15
	}
	return r, true
}

// pfForkNoExec is the kernel's task flag "forked but did not exec" (stat's
// 9th field), cleared by exec; a thread or child made after the exec has
// it again, so only the first exec of the run is looked for.
const pfForkNoExec = 0x40

// wchan is where in the kernel a task sleeps.
func wchan(tid int) string {
	b, _ := readSmall(fmt.Sprintf("/proc/%d/wchan", tid))
	return string(b)
}

// ioWchan says whether a task sleeping uninterruptibly at w waits for block
// I/O: a page or buffer being read, the block layer's queue, writeback.
// Not every uninterruptible sleep is I/O (a vfork parent waits for its
// child so).
func ioWchan(w string) bool {
	for _, s := range []string{"folio_wait", "folio_lock", "page_bit", "lock_page", "filemap", "io_schedule", "bit_wait_io", "wait_on_buffer",
		"rq_qos", "blk_", "bio", "balance_dirty", "wbt_", "swap", "reclaim", "jbd2", "writeback"} {
		if strings.Contains(w, s) {
			return true
		}
	}
	return false
}

// statFields are the fields of /proc/TID/stat after the command name.
func statFields(tid int) []string {
	b, err := readSmall(fmt.Sprintf("/proc/%d/stat", tid))
	if err != nil {
		return nil
	}
	i := strings.LastIndexByte(string(b), ')')
	if i < 0 {
		return nil
	}
	return strings.Fields(string(b[i+1:]))
}

// tasks are the program's tasks: the group's, less the judge's. Without a
// group they are those of the helper's tree, less the helper's own: the
// program is its child, the judge's until it execs (the clock starts
// there, not at the helper's fork).
func (t *waitTracker) tasks() []int {
	var tids []int
	if t.g == nil {
		tids = treeTasks(t.pid, nil)
	} else {
		file := "tasks"
		if t.g.sys.v2 {
			file = "cgroup.threads"
		}
		tids = readPids(filepath.Join(t.g.dir, file))
	}
	var judge []int
	for _, pid := range t.judge {
		if pid > 0 {
			judge = append(judge, taskIDs(pid)...)
		}
	}
	out := tids[:0]
	for _, tid := range tids {
		if !contains(judge, tid) {
			out = append(out, tid)
		}
	}
	return out
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// treeTasks adds to tids the tasks of pid and of every process below it
// (/proc/PID/task/TID/children).
func treeTasks(pid int, tids []int) []int {
	own := taskIDs(pid)
	tids = append(tids, own...)
	for _, tid := range own {
		b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/children", pid, tid))
		for _, f := range strings.Fields(string(b)) {
			if child, err := strconv.Atoi(f); err == nil && child > 0 {
				tids = treeTasks(child, tids)
			}
		}
	}
	return tids
}

// taskIDs lists /proc/PID/task.
func taskIDs(pid int) []int {
	var tids []int
	if ents, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid)); err == nil {
		for _, e := range ents {
			if n, err := strconv.Atoi(e.Name()); err == nil {
				tids = append(tids, n)
			}
		}
	}
	return tids
}

// measure says how the run spent its wall clock so far (the parts add up
// to it), read now; false when no task of the program was ever seen.
func (t *waitTracker) measure() (Waiting, bool) {
	now := time.Now()
	t.next = time.Time{}
	t.sample(now)
	w := t.w
	w.Wall = now.Sub(t.begin)
	w.fit()
	w.Source = waitSource()
	w.Asleep = asleepText(t.asleep)
	for _, s := range t.seen {
		w.MajorFaults += s.majflt
	}
	if w.PressureOf != "" {
		if end, ok := stalls(t.psiDir); ok {
			w.IOStall, w.MemoryStall = end[0]-t.psi[0], end[1]-t.psi[1]
		}
	}
	return w, len(t.seen) > 0
}

// asleepText lists where a program was at the reads that found it
// asleep, most often first, the first three: "S hrtimer_nanosleep 12×, D
// folio_wait_bit_common 2×".
func asleepText(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		if m[a] != m[b] {
			return m[b] - m[a]
		}
		return strings.Compare(a, b)
	})
	parts := make([]string, 0, 3)
	for _, k := range keys[:min(len(keys), 3)] {
		parts = append(parts, fmt.Sprintf("%s %d×", k, m[k]))
	}
	return strings.Join(parts, ", ")
}

// stalls reads the "full" totals of io.pressure and memory.pressure in dir
// (a cgroup v2 group, or /proc/pressure as io and memory).
func stalls(dir string) ([2]time.Duration, bool) {
	var out [2]time.Duration
	for i, name := range []string{"io", "memory"} {
		var d time.Duration
		var ok bool
		if dir == "/proc/pressure" {
			d, ok = machinePressure(name, "full")
		} else {
			d, ok = pressureTotal(filepath.Join(dir, name+".pressure"), "full")
		}
		if !ok {
			return out, false
		}
		out[i] = d
	}
	return out, true
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
	_, err := os.Stat(filepath.Join(g.dir, file))
	return err == nil && len(readPids(filepath.Join(g.dir, file))) == 0
}

// schedstat reads /proc/TID/schedstat: time on a CPU, time runnable but
// waiting on a run queue, and the number of time slices.
func schedstat(tid int) (cpu, delay time.Duration, ok bool) {
	b, err := readSmall(fmt.Sprintf("/proc/%d/schedstat", tid))
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

// machinePSI are the judge's descriptors of /proc/pressure/io and memory,
// read at every run's start and end: opened once (a pread from offset 0
// makes the kernel write the file anew), -1 where they cannot be opened.
var machinePSI = sync.OnceValue(func() map[string]int {
	fds := map[string]int{}
	for _, name := range []string{"io", "memory"} {
		fd, err := openSmall(filepath.Join("/proc/pressure", name), unix.O_RDONLY)
		if err != nil {
			fd = -1
		}
		fds[name] = fd
	}
	return fds
})

// machinePressure is the total of /proc/pressure/NAME's line kind, by the
// descriptor kept for the file.
func machinePressure(name, kind string) (time.Duration, bool) {
	fd := machinePSI()[name]
	if fd < 0 {
		return 0, false
	}
	var buf [256]byte
	n, err := unix.Pread(fd, buf[:], 0)
	if err != nil {
		return 0, false
	}
	return psiTotal(buf[:n], kind)
}

// pressureTotal reads the total (µs) of a PSI file's line kind ("some",
// "full").
func pressureTotal(path, kind string) (time.Duration, bool) {
	b, err := readSmall(path)
	if err != nil {
		return 0, false
	}
	return psiTotal(b, kind)
}

// psiTotal finds the total (µs) of a PSI file's line kind in b.
func psiTotal(b []byte, kind string) (time.Duration, bool) {
	for _, line := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(line, kind+" ") {
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
	b, err := readSmall(path)
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

// WaitSource says how this sandbox tells a program's own time from the
// machine's ("" when it cannot).
func (s *Sandbox) WaitSource() string { return waitSource() }
