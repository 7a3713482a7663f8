//go:build linux

package sandbox_test

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/slidejudge/slidejudge/judge/sandbox"
	"golang.org/x/sys/unix"
)

// allowed is the Cpus_allowed_list a program printed of its own status.
func allowed(t *testing.T, status string) string {
	t.Helper()
	m := regexp.MustCompile(`(?m)^Cpus_allowed_list:\s*(\S+)$`).FindStringSubmatch(status)
	if m == nil {
		t.Fatalf("no Cpus_allowed_list in %q", status)
	}
	return m[1]
}

// A turn's core keeps its program there; a turn without one leaves the
// program where its server runs.
func TestProgramKeptOnItsCore(t *testing.T) {
	s, err := shared()
	if err != nil {
		t.Fatal(err)
	}
	var set unix.CPUSet
	if err := unix.SchedGetaffinity(0, &set); err != nil {
		t.Fatal(err)
	}
	last := -1
	for c := range 1024 {
		if set.IsSet(c) {
			last = c
		}
	}
	b := newBox(t)
	cat := []string{"/bin/cat", "/proc/self/status"}
	for _, core := range []int{last, 0} {
		if !set.IsSet(core) {
			continue
		}
		r, out := b.run(t, s, sandbox.Config{Args: cat, Running: sandbox.NewTurns(1, []int{core})})
		if r.Status != sandbox.Exited || r.ExitCode != 0 {
			t.Fatalf("core %d: %+v", core, r)
		}
		if got := allowed(t, out); got != strconv.Itoa(core) {
			t.Errorf("a program given core %d may run on %s", core, got)
		}
	}
	// Among two programs' cores, the child waits on both, and its
	// program runs on the one its turn names.
	if last > 0 && set.IsSet(0) {
		turns := sandbox.NewTurns(2, []int{last, 0})
		for _, core := range []int{last, 0, last} { // the turns in the order they are taken and given back
			r, out := b.run(t, s, sandbox.Config{Args: cat, Running: turns})
			if r.Status != sandbox.Exited || r.ExitCode != 0 {
				t.Fatalf("cores 0 and %d: %+v", last, r)
			}
			if got := allowed(t, out); got != strconv.Itoa(core) {
				t.Errorf("a program whose turn has core %d (of 0 and %d) may run on %s", core, last, got)
			}
		}
	}
	r, out := b.run(t, s, sandbox.Config{Args: cat, Running: sandbox.NewTurns(1, nil)})
	if r.Status != sandbox.Exited {
		t.Fatalf("%+v", r)
	}
	if got := allowed(t, out); set.Count() > 1 && !regexp.MustCompile(`[-,]`).MatchString(got) {
		t.Errorf("a program given no core may run only on %s, of %d cores", got, set.Count())
	}
}
