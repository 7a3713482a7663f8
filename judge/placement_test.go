//go:build linux

package judge

import (
	"context"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
	"golang.org/x/sys/unix"
)

// statusC prints the cores it may run on, as its status says.
const statusC = `#include <stdio.h>
#include <string.h>
int main(void) {
	char line[512];
	FILE *f = fopen("/proc/self/status", "r");
	if (!f) return 3;
	while (fgets(line, sizeof line, f))
		if (strncmp(line, "Cpus_allowed_list:", 18) == 0) fputs(line + 18, stdout);
	return 0;
}
`

// Below one worker per core, each running program is kept on a core of
// its own, which the judge's own threads keep off, until the engine is
// closed; the report names the cores.
func TestProgramsOnCoresOfTheirOwn(t *testing.T) {
	var before unix.CPUSet
	if err := unix.SchedGetaffinity(0, &before); err != nil {
		t.Fatal(err)
	}
	if before.Count() < 2 {
		t.Skipf("%d core: none to spare for programs", before.Count())
	}
	procsBefore := runtime.GOMAXPROCS(0)
	e := loadEngineWith(t, 1)
	cores := e.Placed()
	if len(cores) == 0 {
		if held := sandbox.HeldCores(); len(held) == 0 {
			t.Fatal("one worker on a machine of free cores, and its programs are not kept on one")
		} else {
			t.Skipf("other judges on this machine keep their programs on cores %v", held)
		}
	}
	if len(cores) != 1 {
		t.Fatalf("one worker, programs kept on cores %v", cores)
	}
	// Its threads share no core with the programs: nothing kept awake.
	procs := runtime.GOMAXPROCS(0)
	release := e.KeepAwake()
	if got := runtime.GOMAXPROCS(0); got != procs {
		t.Errorf("programs on a core of their own, and the judge is kept awake (GOMAXPROCS %d -> %d)", procs, got)
	}
	release()
	var now unix.CPUSet
	if err := unix.SchedGetaffinity(0, &now); err != nil || now.IsSet(cores[0]) {
		t.Errorf("the judge's own threads may run on its programs' core %d (%v)", cores[0], err)
	}
	// Its Go runtime has no more processors than cores of its own.
	if got := runtime.GOMAXPROCS(0); got != min(procsBefore, now.Count()) {
		t.Errorf("GOMAXPROCS %d while the judge keeps to %d cores (%d before)", got, now.Count(), procsBefore)
	}
	prog := compileC(t, e, statusC)
	lim := Limits{CPU: time.Second, Wall: 5 * time.Second, Memory: 64 << 20, Output: 1 << 20}
	r, out, err := e.Run(context.Background(), prog, nil, lim)
	if err != nil || r.Verdict != "AC" {
		t.Fatalf("%+v %v", r, err)
	}
	if got := regexp.MustCompile(`\s+`).ReplaceAllString(string(out), ""); got != strconv.Itoa(cores[0]) {
		t.Errorf("a program of a judge that keeps them on core %d may run on %q", cores[0], got)
	}
	core := cores[0]
	e.Close()
	if err := unix.SchedGetaffinity(0, &now); err != nil || !now.IsSet(core) {
		t.Errorf("core %d not given back when the engine closed (%v)", core, err)
	}
	if slices.Contains(sandbox.HeldCores(), core) {
		t.Errorf("core %d still held after the engine closed", core)
	}
	if got := runtime.GOMAXPROCS(0); got != procsBefore {
		t.Errorf("GOMAXPROCS %d after the engine closed, %d before", got, procsBefore)
	}
}

// TestKeptAwakeSharingCores: an engine whose programs share the judge's
// cores (a worker per core) keeps the judge's runtime awake while it runs
// them, once for all its judgings at a time (sandbox.KeepAwake).
func TestKeptAwakeSharingCores(t *testing.T) {
	e := loadEngineWith(t, sandbox.UsableCores().N)
	if len(e.Placed()) > 0 {
		t.Fatalf("a worker per core, and programs kept on cores %v", e.Placed())
	}
	procs := runtime.GOMAXPROCS(0)
	first, second := e.KeepAwake(), e.KeepAwake()
	if got := runtime.GOMAXPROCS(0); got != procs+1 {
		t.Errorf("GOMAXPROCS %d while two judgings run, want %d (one P kept)", got, procs+1)
	}
	first()
	second()
	if got := runtime.GOMAXPROCS(0); got != procs {
		t.Errorf("GOMAXPROCS %d after the judgings, want %d", got, procs)
	}
}
