//go:build linux

package judge

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/slidejudge/slidejudge/judge/sandbox"
	"github.com/slidejudge/slidejudge/judge/sandbox/sandboxtest"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/verdict"
)

// loadEngine is an engine at the full sandbox level (skipped without it,
// failed in CI as root) with its own cache dir.
func loadEngine(t *testing.T) *Engine {
	t.Helper()
	return loadEngineWith(t, 0)
}

// loadEngineWith is loadEngine with that many workers (0: one per core).
func loadEngineWith(t *testing.T, workers int) *Engine {
	t.Helper()
	cfg, err := LoadConfig("")
	if err != nil {
		t.Fatal(err)
	}
	cfg.CacheDir = t.TempDir()
	if workers > 0 {
		cfg.Workers = workers
	}
	e, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	if e.Sandbox.Level() != "full" {
		if os.Getenv("CI") != "" && os.Geteuid() == 0 {
			t.Fatalf("sandbox level %q in CI as root", e.Sandbox.Level())
		}
		t.Skipf("needs the full sandbox; have %q", e.Sandbox.Level())
	}
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("gcc not installed")
	}
	return e
}

// busy keeps every core busy with 2 × cores spinning processes until the
// test ends, each a session of its own: a program, in its server's
// session, then competes with each of them, as with other users' work,
// also where the scheduler shares the CPU out by session (autogroup).
func busy(t *testing.T) {
	t.Helper()
	for range 2 * sandbox.UsableCores().N {
		cmd := exec.Command("sh", "-c", "while :; do :; done")
		cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		})
	}
}

func compileC(t *testing.T, e *Engine, src string) *Program {
	t.Helper()
	lang, err := e.Config.LanguageFor("p.c", "")
	if err != nil {
		t.Fatal(err)
	}
	prog, err := e.Compile(context.Background(), "p.c", []byte(src), lang)
	if err != nil {
		t.Fatal(err)
	}
	return prog
}

// spinC burns 650 ms of its own CPU time, then answers: 65 % of a 1 s limit.
const spinC = `#include <stdio.h>
#include <time.h>
int main(void) {
	volatile unsigned long n = 0;
	while (clock() < CLOCKS_PER_SEC * 65 / 100) n++;
	puts("done");
	return 0;
}
`

// spinJava computes until the JVM as a whole has used 600 ms of CPU.
const spinJava = `import java.lang.management.ManagementFactory;
public class Main {
	public static void main(String[] args) {
		com.sun.management.OperatingSystemMXBean os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
		long n = 0;
		while (os.getProcessCpuTime() < 600_000_000L) for (int i = 0; i < 100000; i++) n += i ^ n;
		System.out.println(n == 42 ? "?" : "done");
	}
}
`

const sleepC = `#include <unistd.h>
int main(void) { sleep(30); return 0; }
`

// accepted wants AC. On a machine so busy that the program did not get its
// CPU time within 10× the wall limit and two re-runs (far beyond this
// test's own load) the verdict is JE, never the program's fault: that is
// logged, not failed. Any TLE fails.
func accepted(t *testing.T, what string, r TestReport, x sandbox.Result) {
	t.Helper()
	v, why := r.Verdict, r.Message
	switch {
	case v == verdict.AC && string(x.Stdout) == "done\n":
	case v == verdict.JE && x.Starved:
		t.Logf("%s: the machine is busier than this test's load: %s", what, why)
	default:
		t.Errorf("%s: %s %s (CPU %v, wall %v, re-runs %d), want AC", what, v, why, x.CPUTime, x.WallTime, r.Reruns)
	}
}

// Under load a program that uses 65 % of its CPU limit is accepted, and a
// sleeping one is still TLE for idling: the verdict follows the program's
// CPU time and its own waiting, not the machine's queue for a core.
func TestVerdictUnderLoad(t *testing.T) {
	e := loadEngine(t)
	spin, sleep := compileC(t, e, spinC), compileC(t, e, sleepC)
	in := t.TempDir() + "/in"
	if err := os.WriteFile(in, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	lim := Limits{CPU: time.Second, Wall: 3 * time.Second, Memory: 64 << 20, Output: 1 << 20}
	busy(t)
	ctx := context.Background()
	r, x, err := e.run(ctx, spin, in, lim)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("spin: CPU %v, wall %v, waited %+v, re-runs %d", x.CPUTime, x.WallTime, x.Waited, r.Reruns)
	accepted(t, "CPU-bound program at 65% of its limit under load", r, x)
	if _, err := exec.LookPath("javac"); err == nil {
		// Many threads: the main one waits on the VM's, which wait for a core.
		lang, err := e.Config.LanguageFor("Main.java", "")
		if err != nil {
			t.Fatal(err)
		}
		java, err := e.Compile(ctx, "Main.java", []byte(spinJava), lang)
		if err != nil {
			t.Fatal(err)
		}
		r, x, err := e.run(ctx, java, in, lim)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("java: CPU %v, wall %v, waited %+v, re-runs %d", x.CPUTime, x.WallTime, x.Waited, r.Reruns)
		accepted(t, "Java program at 60% of its limit under load", r, x)
	}
	r, x, err = e.run(ctx, sleep, in, lim)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("sleep: CPU %v, wall %v, waited %+v", x.CPUTime, x.WallTime, x.Waited)
	if v, why := r.Verdict, r.Message; v != verdict.TLE || !strings.Contains(why, "idle for") || r.Reruns != 0 {
		t.Errorf("sleeping program under load: %s %q, re-runs %d; want TLE for idling, not re-run", v, why, r.Reruns)
	}
}

// pinnedC is a program that pins itself to one CPU, then burns ms of its
// own CPU time and answers, or sleeps.
func pinnedC(cpu int, ms int, sleeps bool) string {
	work := fmt.Sprintf("while (clock() < (clock_t)CLOCKS_PER_SEC / 1000 * %d) n++;", ms)
	if sleeps {
		work = "sleep(30);"
	}
	return fmt.Sprintf(`#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>
int main(void) {
	cpu_set_t set;
	CPU_ZERO(&set);
	CPU_SET(%d, &set);
	if (sched_setaffinity(0, sizeof set, &set) != 0) { perror("sched_setaffinity"); return 3; }
	volatile unsigned long n = 0;
	%s
	puts("done");
	return 0;
}
`, cpu, work)
}

// doneTest writes a test's files: an empty input, the answer "done".
func doneTest(t *testing.T) (in, ans string) {
	t.Helper()
	dir := t.TempDir()
	in, ans = filepath.Join(dir, "in"), filepath.Join(dir, "ans")
	if err := os.WriteFile(in, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(ans, []byte("done\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return in, ans
}

// A program does not share the CPU of the session the judge was started
// from: where the scheduler shares the CPU out by session first
// (autogroup), 16 spinners started from the judge's own session left a
// program 1/17 of that session's share (the heavy load check's
// spinners, run from the script that ran the judge, starved cube programs
// to JE: 0.3 s of CPU in 70 s). Its servers are sessions of their own, so
// it competes with that session as a whole: it ends within its wall limit,
// not kept waiting at all (before: 650 ms of CPU in ~30 s, stretched).
func TestOwnSession(t *testing.T) {
	if _, err := os.Stat("/proc/self/autogroup"); err != nil {
		t.Skip("the kernel does not group tasks by session (no autogroup)")
	}
	if b, _ := os.ReadFile("/proc/sys/kernel/sched_autogroup_enabled"); strings.TrimSpace(string(b)) != "1" {
		t.Skip("autogroup is off: every task competes on its own")
	}
	e := loadEngine(t)
	spin := compileC(t, e, spinC)
	in, _ := doneTest(t)
	for range 8 * sandbox.UsableCores().N {
		cmd := exec.Command("sh", "-c", "while :; do :; done") // this test's session
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		})
	}
	lim := Limits{CPU: time.Second, Wall: 10 * time.Second, Memory: 64 << 20, Output: 1 << 20}
	r, x, err := e.run(context.Background(), spin, in, lim)
	if err != nil {
		t.Fatal(err)
	}
	v, why := r.Verdict, r.Message
	t.Logf("spin beside the judge's session's spinners: %s %s (CPU %v, wall %v, waited %v, re-runs %d)", v, why, x.CPUTime, x.WallTime, x.Waited, r.Reruns)
	if v != verdict.AC || x.Waited != nil || r.Reruns != 0 {
		t.Errorf("a program beside spinners of the judge's session: %s %q, waited %v, re-runs %d; want AC within its wall limit", v, why, x.Waited, r.Reruns)
	}
}

// A real starvation, not a measured number made up: the judged program
// pins itself to a CPU that spinning processes at nice -15 hold. A
// CPU-bound program there never gets its CPU time within 10× its wall
// limit: it is re-run (the report says so and why), and accepted once the
// CPU is free again; starved in every run it is JE, never TLE; a sleeping
// program on that CPU is still TLE for idling, not re-run.
func TestStarvedRerun(t *testing.T) {
	e := loadEngineWith(t, 2) // two running slots: a re-run shows as both taken
	cpu := sandboxtest.FirstCPU(t)
	spin, short := compileC(t, e, pinnedC(cpu, 650, false)), compileC(t, e, pinnedC(cpu, 325, false))
	sleep := compileC(t, e, pinnedC(cpu, 0, true))
	in, ans := doneTest(t)
	ctx := context.Background()
	h := sandboxtest.NewHog(t, cpu, 2)

	// Starved in every run: at most maxReruns re-runs, then JE. (Half a
	// second: the judge's own start of a run and its reads, late on a
	// busy machine, are a fraction of that.)
	lim := Limits{CPU: 500 * time.Millisecond, Wall: 500 * time.Millisecond, Memory: 64 << 20, Output: 1 << 20}
	r, x, err := e.run(ctx, short, in, lim)
	if err != nil {
		t.Fatal(err)
	}
	v, why := r.Verdict, r.Message
	t.Logf("always starved: %s %s (CPU %v, wall %v, re-runs %d: %s)", v, why, x.CPUTime, x.WallTime, r.Reruns, r.RerunWhy)
	if v != verdict.JE || !x.Starved || r.Reruns != maxReruns || !strings.Contains(why, fmt.Sprintf("kept the program waiting in %d runs", maxReruns+1)) {
		t.Errorf("a program starved in every run: %s %q, re-runs %d; want JE after %d re-runs", v, why, r.Reruns, maxReruns)
	}

	// Sleeping on the held CPU: its own waiting, TLE for idling at once.
	// It comes right after a starved run: held back, it runs alone (no
	// other program of the judge's at once), and says why.
	lim = Limits{CPU: time.Second, Wall: time.Second, Memory: 64 << 20, Output: 1 << 20}
	r, x, err = e.run(ctx, sleep, in, lim)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("sleep: CPU %v, wall %v, waited %+v, held: %s", x.CPUTime, x.WallTime, x.Waited, r.Held)
	if v, why := r.Verdict, r.Message; v != verdict.TLE || !strings.Contains(why, "idle for") || r.Reruns != 0 || x.Starved {
		t.Errorf("sleeping program on a held CPU: %s %q, re-runs %d; want TLE for idling, not re-run", v, why, r.Reruns)
	}
	if !strings.Contains(r.Held, "kept waiting") || !strings.Contains(r.Held, "past its 500ms wall limit") {
		t.Errorf("a run right after a starved one: held %q; want it run alone, saying why", r.Held)
	}
	e.starving.Store(0) // the next run is starved on its own first: not held

	// Starved once: the CPU is freed when the re-run starts (it takes every
	// running slot), and the re-run is accepted at 65 % of the limit.
	rerunning := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(rerunning)
		for e.turns().Taken() < e.turns().Len() {
			select {
			case <-finished:
				return
			case <-time.After(time.Millisecond):
			}
		}
		h.Stop()
	}()
	exact := exactProblem(t)
	r, _, err = e.judgeTest(ctx, exact, spin, TestData{TestCase: problems.TestCase{Group: "secret", Name: "held"}, In: in, Ans: ans}, lim)
	close(finished)
	<-rerunning
	if err != nil {
		t.Fatal(err)
	}
	var line strings.Builder
	WriteTestLine(&line, r, 4, false)
	t.Log(line.String())
	if r.Reruns < 1 || !strings.Contains(line.String(), "(re-run "+strconv.Itoa(r.Reruns)+"×: the first run was starved, wall ") {
		t.Fatalf("a starved run was not re-run, or the report does not say so: %q", line.String())
	}
	// The report's summary and its JSON say so too.
	rep := &Report{Problem: "held", Submission: "p.c", Language: "C", Verdict: r.Verdict, Tests: []TestReport{r}}
	rep.summarise()
	var text, js strings.Builder
	rep.WriteText(&text, false)
	if err := rep.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text.String(), "starved run") || !strings.Contains(text.String(), "run again, alone") {
		t.Errorf("the report's summary does not tell of the re-run:\n%s", text.String())
	}
	if n := fmt.Sprintf(`"reruns": %d`, r.Reruns); strings.Count(js.String(), n) != 2 || !strings.Contains(js.String(), `"rerun_why": "the first run was starved`) {
		t.Errorf("the JSON report does not tell of the re-run (want %s in all and on the test):\n%s", n, js.String())
	}
	// Starved means its own time stayed under the 1 s wall limit in 10 s:
	// most of its wall clock waiting for a core (however late the judge's
	// reads of it on a busy machine: the parts add up to its wall).
	m := regexp.MustCompile(`wall ([0-9.]+) s: .*waiting for a core ([0-9.]+) s, .*\(schedstat`).FindStringSubmatch(r.RerunWhy)
	if m == nil {
		t.Fatalf("the re-run's reason does not say what was measured: %q", r.RerunWhy)
	}
	if wall, _ := strconv.ParseFloat(m[1], 64); wall < 9 {
		t.Errorf("the first run ended at %s s, before 10 × its 1 s wall limit: %q", m[1], r.RerunWhy)
	} else if d, _ := strconv.ParseFloat(m[2], 64); d < wall*0.7 {
		t.Errorf("the first run waited %s s for a core of its %s s, want most of it: %q", m[2], m[1], r.RerunWhy)
	}
	if r.Held != "" {
		t.Errorf("the test's first run was held: %q", r.Held)
	}
	switch {
	case r.Verdict == verdict.AC:
	case r.Verdict == verdict.JE && strings.Contains(r.Message, "kept the program waiting"):
		t.Logf("the machine is busier than this test's load even with the CPU freed: %s", r.Message)
	default:
		t.Errorf("after the re-run: %s %q (CPU %d ms), want AC", r.Verdict, r.Message, r.TimeMS)
	}
}

// selfStarverC runs 49 threads besides its main one that wake every 20 ms
// and do almost nothing, at SCHED_IDLE when IDLE is 1: on a busy machine
// its threads wait for a core much of the time, by its own choice (issue
// 24, finding 4).
const selfStarverC = `#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <time.h>
static void *wake(void *arg) {
	struct timespec t = {0, 20000000};
	for (;;) {
		nanosleep(&t, 0);
		for (volatile int i = 0; i < 200; i++) ;
	}
	return arg;
}
int main(void) {
	struct sched_param p = {0};
	if (IDLE) sched_setscheduler(0, SCHED_IDLE, &p); /* refused or not, it idles */
	pthread_t t;
	for (int i = 0; i < 49; i++) pthread_create(&t, 0, wake, 0);
	wake(0);
	return 0;
}
`

// A program that makes itself look starved on a busy machine (49 threads
// waking every 20 ms, at SCHED_IDLE or not) is judged by the run as a
// whole: TLE for its idleness, never re-run (a re-run holds every other
// slot) and never JE. At SCHED_IDLE its waiting is its own at once; at the
// judge's priority a swarm's waits do not add up past its cores' worth of
// its longest-waiting thread (before: JE after two re-runs, 90 s).
func TestSelfStarverIsIdle(t *testing.T) {
	e := loadEngine(t)
	in, _ := doneTest(t)
	busy(t)
	lim := Limits{CPU: time.Second, Wall: 3 * time.Second, Memory: 64 << 20, Output: 1 << 20}
	for _, idle := range []string{"1", "0"} {
		prog := compileC(t, e, strings.Replace(selfStarverC, "IDLE", idle, 1))
		r, x, err := e.run(context.Background(), prog, in, lim)
		if err != nil {
			t.Fatal(err)
		}
		v, why := r.Verdict, r.Message
		t.Logf("self-starver (SCHED_IDLE %s): %s %s (CPU %v, wall %v, re-runs %d)", idle, v, why, x.CPUTime, x.WallTime, r.Reruns)
		if v != verdict.TLE || r.Reruns != 0 || x.Starved {
			t.Errorf("a self-starving program (SCHED_IDLE %s): %s %q, re-runs %d; want TLE, not re-run", idle, v, why, r.Reruns)
		}
		if idle == "1" && !strings.Contains(why, "idle for") {
			t.Errorf("a program at SCHED_IDLE: %q, want TLE for idling", why)
		}
	}
}

// pagingC touches every page of 4 MiB of data in its own binary, then
// answers: paging its binary in is block I/O.
const pagingC = `#include <stdio.h>
static const unsigned char data[4 << 20] = {1, [(4 << 20) - 1] = 2};
int main(void) {
	unsigned long sum = 0;
	for (unsigned long i = 0; i < sizeof data; i += 4096) sum += data[i];
	sum += data[sizeof data - 1];
	puts(sum == 3 ? "done" : "wrong");
	return 0;
}
`

// throttleReads moves this process into a blkio (cgroup v1) group that
// reads at most bps bytes a second from the disk holding file, so that
// the servers and programs started from now on read that slowly; the
// test's end moves it back and removes the group. Skipped where the
// kernel or the disk does not allow it.
func throttleReads(t *testing.T, file string, bps int) {
	t.Helper()
	const root = "/sys/fs/cgroup/blkio"
	if _, err := os.Stat(root + "/blkio.throttle.read_bps_device"); err != nil {
		t.Skipf("no cgroup v1 blkio throttling: %v", err)
	}
	var st unix.Stat_t
	if err := unix.Stat(file, &st); err != nil {
		t.Fatal(err)
	}
	dev := fmt.Sprintf("%d:%d", unix.Major(st.Dev), unix.Minor(st.Dev))
	if _, err := os.Stat("/sys/dev/block/" + dev + "/partition"); err == nil {
		// A partition: the throttle is the whole disk's.
		b, err := os.ReadFile("/sys/dev/block/" + dev + "/../dev")
		if err != nil {
			t.Skipf("the disk of partition %s: %v", dev, err)
		}
		dev = strings.TrimSpace(string(b))
	}
	dir := filepath.Join(root, fmt.Sprintf("slidejudge-test-%d", os.Getpid()))
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Skipf("cannot make a blkio group: %v", err)
	}
	t.Cleanup(func() {
		if err := os.WriteFile(root+"/cgroup.procs", []byte(strconv.Itoa(os.Getpid())), 0); err != nil {
			t.Error(err)
		}
		if err := os.Remove(dir); err != nil {
			t.Error(err)
		}
	})
	if err := os.WriteFile(dir+"/blkio.throttle.read_bps_device", []byte(fmt.Sprintf("%s %d", dev, bps)), 0); err != nil {
		t.Skipf("cannot throttle reads of %s (%s): %v", file, dev, err)
	}
	if err := os.WriteFile(dir+"/cgroup.procs", []byte(strconv.Itoa(os.Getpid())), 0); err != nil {
		t.Fatal(err)
	}
}

// evict drops every file of dir from the page cache.
func evict(t *testing.T, dir string) {
	t.Helper()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		f, err := os.Open(p)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := f.Sync(); err != nil {
			return err
		}
		return unix.Fadvise(int(f.Fd()), 0, 0, unix.FADV_DONTNEED)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// A right program blocked on I/O from outside — its binary's pages
// evicted, its reads throttled to 512 KiB/s, so that paging 4 MiB in takes
// about 8 s of a 3 s wall limit — is accepted: the time the disk took is
// the machine's, its wall limit stretched by it, and the report says so. A
// program that sleeps on purpose there is still TLE for idling.
// (The first was once TLE: "idle for 3.0 s, CPU 0.0 s".)
func TestBlockedOnIOIsNotIdle(t *testing.T) {
	e := loadEngine(t)
	paging, sleep := compileC(t, e, pagingC), compileC(t, e, sleepC)
	in, ans := doneTest(t)
	throttleReads(t, paging.Dir, 512<<10)
	e = loadEngine(t) // its servers, and so its programs, read through the throttle
	evict(t, paging.Dir)
	exact := exactProblem(t)
	lim := Limits{CPU: time.Second, Wall: 3 * time.Second, Memory: 64 << 20, Output: 1 << 20}
	ctx := context.Background()
	r, _, err := e.judgeTest(ctx, exact, paging, TestData{TestCase: problems.TestCase{Group: "secret", Name: "paging"}, In: in, Ans: ans}, lim)
	if err != nil {
		t.Fatal(err)
	}
	var line strings.Builder
	WriteTestLine(&line, r, 6, false)
	t.Log(line.String())
	if r.Verdict != verdict.AC || r.Extended == "" || !strings.Contains(r.Extended, "blocked on I/O") {
		t.Errorf("a right program paging its binary in through a slow disk: %q; want AC, its wall limit stretched for the I/O", line.String())
	}
	m := regexp.MustCompile(`blocked on I/O ([0-9.]+) s`).FindStringSubmatch(r.Extended)
	if m == nil {
		t.Fatalf("no I/O time in %q", r.Extended)
	}
	if d, _ := strconv.ParseFloat(m[1], 64); d < 2 {
		t.Errorf("blocked on I/O %s s, want most of the ~8 s that 4 MiB take at 512 KiB/s", m[1])
	}
	evict(t, sleep.Dir)
	r, x, err := e.run(ctx, sleep, in, lim)
	if err != nil {
		t.Fatal(err)
	}
	v, why := r.Verdict, r.Message
	t.Logf("sleep: %s %s (re-runs %d: %s)", v, why, r.Reruns, r.RerunWhy)
	// Never re-run (before: some runs "blocked on I/O 30.0 s", every
	// read of its delay the kernel's bogus first figure, and re-run).
	if v != verdict.TLE || !strings.Contains(why, "idle for") || x.Starved || r.Reruns > 0 {
		t.Errorf("a sleeping program on a slow disk: %s %q, re-runs %d (%s); want TLE for idling", v, why, r.Reruns, r.RerunWhy)
	}
}

// thrashC fills its memory to near its limit with memory of its own, then
// reads 6 MiB of data in its own binary, a page at a time (no
// read-ahead), again and again: with no room left for them, the kernel
// takes the data's pages back to make room at the program's own limit, and
// each pass pages them in again from the disk.
const thrashC = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
__attribute__((aligned(4096))) static const unsigned char data[6 << 20] = {1, [(6 << 20) - 1] = 2};
int main(void) {
	size_t n = 21 << 20;
	char *p = malloc(n);
	if (!p) return 2;
	memset(p, 1, n);
	madvise((void *)data, sizeof data, MADV_RANDOM);
	unsigned long sum = 0;
	for (int pass = 0; pass < 100; pass++)
		for (unsigned long i = 0; i < sizeof data; i += 4096) sum += data[i] + p[i];
	puts(sum ? "done" : "wrong");
	return 0;
}
`

// throttled compiles the C program src and gives an engine whose servers,
// and so its programs, read the disk that holds it at bps bytes a second,
// and an empty input.
func throttled(t *testing.T, src string, bps int) (*Engine, *Program, string) {
	t.Helper()
	prog := compileC(t, loadEngine(t), src)
	in, _ := doneTest(t)
	throttleReads(t, prog.Dir, bps)
	return loadEngine(t), prog, in
}

// A program that thrashes at its own memory limit — its memory near the
// limit, so that the kernel takes back the pages of its binary to make
// room and it pages them in again through a disk throttled to 4 MiB/s — is
// blocked on I/O of its own doing: TLE, not stretched past its own time,
// and the report says so. (Before: that I/O was the
// machine's: the first run starved at 10 × its wall limit, "blocked on I/O
// 7.9 s", 8,560 major faults; two re-runs, the third AC once its pages
// stayed cached.)
func TestOwnMemoryLimitIOIsTheProgram(t *testing.T) {
	e, prog, in := throttled(t, thrashC, 4<<20)
	evict(t, prog.Dir) // its pages are then its group's, which reclaim at its limit takes
	lim := Limits{CPU: 5 * time.Second, Wall: time.Second, Memory: 24 << 20, Output: 1 << 20}
	r, x, err := e.run(context.Background(), prog, in, lim)
	if err != nil {
		t.Fatal(err)
	}
	v, why := r.Verdict, r.Message
	t.Logf("thrashing at its own limit: %s %s (CPU %v, wall %v, re-runs %d: %s)", v, why, x.CPUTime, x.WallTime, r.Reruns, r.RerunWhy)
	// A re-run may still come of a core the loaded machine did not give
	// it; its own paging never earns one.
	if v != verdict.TLE {
		t.Errorf("a program thrashing at its own memory limit: %s %q, re-runs %d; want TLE", v, why, r.Reruns)
	}
	if w := x.Waited; w == nil || w.AtLimit < lim.Wall/2 || !strings.Contains(why, "at its own memory limit") {
		t.Errorf("its paging at its own limit not counted as its own: %q", why)
	}
}

// exactProblem is a problem of the pack whose checker is exact.
func exactProblem(t *testing.T) *problems.Problem {
	t.Helper()
	p, err := problems.Embedded().Load("eight-count")
	if err != nil {
		t.Fatal(err)
	}
	if p.Checker != "exact" {
		t.Fatalf("eight-count's checker is %s, not exact", p.Checker)
	}
	return p
}

// selfReaderC reads its own 4 MiB binary again and again, past the page
// cache: with O_DIRECT, or else after dropping it from the cache itself
// (posix_fadvise DONTNEED). Every read is block I/O of its own making.
const selfReaderC = `#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
static const unsigned char data[4 << 20] = {1, [(4 << 20) - 1] = 2};
int main(void) {
	void *buf;
	if (posix_memalign(&buf, 4096, sizeof data)) return 2;
	for (unsigned long sum = data[0];; sum += ((unsigned char *)buf)[0]) {
		int fd = open("/proc/self/exe", O_RDONLY | O_DIRECT);
		if (fd < 0) {
			fd = open("/proc/self/exe", O_RDONLY);
			posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
		}
		if (fd < 0) return 3;
		while (read(fd, buf, sizeof data) > 0) ;
		close(fd);
		if (sum == 1) puts("never");
	}
}
`

// A program blocked on I/O it makes itself — reading its own binary with
// O_DIRECT, or after dropping it from the page cache, through a disk
// throttled to 512 KiB/s — earns no stretching: it cannot skip or empty
// the cache (seccomp: O_DIRECT fails, posix_fadvise does nothing), so it
// reads from the cache and is TLE at its limits, never re-run. (Before:
// "blocked on I/O" 9 s of its 10 s stretched wall, starved, two re-runs,
// JE after 30 s.)
func TestSelfMadeIOIsNotTheMachines(t *testing.T) {
	e, prog, in := throttled(t, selfReaderC, 512<<10)
	lim := Limits{CPU: time.Second, Wall: time.Second, Memory: 64 << 20, Output: 1 << 20}
	r, x, err := e.run(context.Background(), prog, in, lim)
	if err != nil {
		t.Fatal(err)
	}
	v, why := r.Verdict, r.Message
	t.Logf("self reader: %s %s (CPU %v, wall %v, re-runs %d: %s)", v, why, x.CPUTime, x.WallTime, r.Reruns, r.RerunWhy)
	if v != verdict.TLE || r.Reruns != 0 || x.Starved {
		t.Errorf("a program reading its own binary past the cache: %s %q, re-runs %d; want TLE, not re-run", v, why, r.Reruns)
	}
	if w := x.Waited; w != nil && w.Blocked > lim.Wall/2 {
		t.Errorf("its own reads counted as the machine's: blocked on I/O %v (%s)", w.Blocked, w)
	}
}
