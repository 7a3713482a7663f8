//go:build linux

package sandbox

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// keptGroups makes server groups of a cgroupSys of the test's own, or
// skips where there are none (not root, no cgroups).
func keptGroups(t *testing.T) (*cgroupSys, *serverGroups) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("needs root for cgroups")
	}
	c, err := detectCgroups("")
	if err != nil {
		t.Skipf("needs cgroups, v1 memory, pids and cpuacct or v2 memory and pids (%v)", err)
	}
	probe, err := c.newRun("probe", 1<<30, 64, nil) // as useCgroups probes
	if err != nil {
		t.Skip("cannot make a group:", err)
	}
	c.probePeakReset(probe)
	_ = probe.remove()
	sg, err := c.newServerGroups("s1")
	if err != nil {
		t.Skip("cannot make a server's groups:", err)
	}
	t.Cleanup(func() {
		sg.remove()
		c.release()
	})
	return c, sg
}

// runIn runs sh -c script with the shell in g's memory group (and the
// server's pids and cpuacct groups), then ends the run as the judge does:
// what is left killed, the group's peak read.
func runIn(t *testing.T, g *runGroup, script string) (peak int64, err error) {
	t.Helper()
	join := ""
	for _, f := range g.tasksFiles() {
		join += "echo $$ > " + f + " && "
	}
	err = exec.Command("sh", "-c", join+script).Run()
	g.kill(0)
	if g.sys.v2 { // cgroup.kill kills, the tasks exit a moment later
		for i := 0; i < 200 && g.keyed("cgroup.events", "populated") != 0; i++ {
			time.Sleep(10 * time.Millisecond)
		}
	}
	return g.peak(), err
}

const alloc64 = "python3 -c \"b = b'x' * (64 << 20)\""

// TestKeptMemoryGroup: a server's next run gets its last run's memory
// group (v1; v2's one group, from Linux 6.12) only when nothing tells it
// from a new one: peak, failure counts and CPU time start at zero; a
// group whose run was killed for memory, still holds more than
// keepResidue, has tasks left or had other limits is removed. On cgroup
// v2 before 6.12, whose memory.peak cannot be reset, no group is kept.
func TestKeptMemoryGroup(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("needs python3")
	}
	// Python's files and the dentries of its import probing are charged to
	// the group that first reads them: once outside, so that the residue a
	// run leaves is its own, as for a language whose runs follow each other
	// (otherwise the first run's group holds over keepResidue of them, and
	// is rightly not kept: a failure seen once in a full CI run).
	if err := exec.Command("sh", "-c", alloc64).Run(); err != nil {
		t.Fatal(err)
	}
	c, sg := keptGroups(t)
	const limit = 256 << 20
	g, err := c.newRun("r1", limit, 64, sg)
	if err != nil {
		t.Fatal(err)
	}
	if g.reused {
		t.Fatal("the first run's group is not a kept one")
	}
	peak, err := runIn(t, g, alloc64)
	if err != nil || peak < 64<<20 {
		t.Fatalf("64 MiB run: peak %d, %v", peak, err)
	}
	first, cpu1 := g.dir, g.cpu()
	g.release()
	if c.v2 && !kernelAtLeast(6, 12) {
		if sg.memory != "" || fileExists(first) {
			t.Fatalf("Linux before 6.12 kept a v2 group (%q) or left it (%v): its peak cannot be reset", sg.memory, fileExists(first))
		}
		if g, err = c.newRun("r2", limit, 64, sg); err != nil {
			t.Fatal(err)
		}
		defer g.release()
		if g.reused || g.dir == first {
			t.Fatalf("second run in %q (reused %v): a new group was due", g.dir, g.reused)
		}
		return
	}
	if sg.memory != first {
		t.Fatalf("kept %q, want the clean run's group %q", sg.memory, first)
	}

	// The next run: the same group, its peak anew.
	g, err = c.newRun("r2", limit, 64, sg)
	if err != nil {
		t.Fatal(err)
	}
	if !g.reused || g.dir != first {
		t.Fatalf("second run in %q (reused %v), want %q again", g.dir, g.reused, first)
	}
	peak, err = runIn(t, g, "true")
	if err != nil {
		t.Fatal(err)
	}
	if peak > 8<<20 {
		t.Errorf("a run of true after a 64 MiB one shows a peak of %d bytes: the peak was not reset", peak)
	}
	if cpu2 := g.cpu(); cpu2 >= cpu1 {
		t.Errorf("a run of true after a 64 MiB one shows %v of CPU, the first %v: its CPU time was not counted anew", cpu2, cpu1)
	}
	if g.limitHit() || g.oomKilled() {
		t.Errorf("limit hit %v, OOM %v in a clean run", g.limitHit(), g.oomKilled())
	}

	// Killed for memory: not kept, and the next run's group is new, with
	// no OOM kill counted.
	g.release()
	if c.v2 { // another pids limit: a new group, removed at once
		k := sg.memory
		if g, err = c.newRun("r2b", limit, 32, sg); err != nil {
			t.Fatal(err)
		}
		if g.reused || sg.memory != "" || fileExists(k) {
			t.Fatalf("a run with another pids limit got %q (reused %v); the kept group still exists: %v", g.dir, g.reused, fileExists(k))
		}
		g.release()
	}
	g, err = c.newRun("r3", 32<<20, 64, sg) // another limit: a new group
	if err != nil {
		t.Fatal(err)
	}
	if g.reused || g.dir == first || fileExists(first) {
		t.Fatalf("a run with another limit got %q (reused %v); the kept group still exists: %v", g.dir, g.reused, fileExists(first))
	}
	if _, err := runIn(t, g, alloc64); err == nil {
		t.Fatal("64 MiB under a 32 MiB limit ended well")
	}
	if !g.oomKilled() {
		t.Fatal("no OOM kill counted")
	}
	oom := g.dir
	g.release()
	if sg.memory != "" || fileExists(oom) {
		t.Fatalf("the group of a run killed for memory was kept (%q) or not removed", sg.memory)
	}
	g, err = c.newRun("r4", 32<<20, 64, sg)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := runIn(t, g, "true"); err != nil {
		t.Fatal(err)
	}
	if g.reused || g.oomKilled() || g.limitHit() {
		t.Fatalf("after an OOM run: reused %v, OOM %v, limit hit %v", g.reused, g.oomKilled(), g.limitHit())
	}

	// More than keepResidue left charged to the group (the page cache of
	// a file outlives its writer): not kept.
	g.release()
	g, err = c.newRun("r5", 32<<20, 64, sg)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := runIn(t, g, "head -c 4194304 /dev/zero > "+filepath.Join(t.TempDir(), "kept")); err != nil {
		t.Fatal(err)
	}
	left := g.dir
	g.release()
	if sg.memory == left {
		t.Fatal("a group still holding a 4 MiB file's pages was kept")
	}

	// A daemon the run left behind is killed by the end of the run.
	g, err = c.newRun("r7", 32<<20, 64, sg)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := runIn(t, g, "sleep 60 >/dev/null 2>&1 &"); err != nil {
		t.Fatal(err)
	}
	if b, err := readSmall(g.file("cgroup.procs")); err != nil || len(strings.Fields(string(b))) != 0 {
		t.Fatalf("left in the group after the run's end: %q (%v)", b, err)
	}
	g.release()

	// A run that left a task behind (not settled): not kept.
	g, err = c.newRun("r6", 32<<20, 64, sg)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := runIn(t, g, "true"); err != nil {
		t.Fatal(err)
	}
	g.settled = false
	left = g.dir
	g.release()
	if sg.memory == left {
		t.Fatal("a group whose tasks were not seen gone was kept")
	}
}
