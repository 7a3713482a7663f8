//go:build linux

package sandbox

import (
	"errors"
	"syscall"
	"testing"
	"time"
)

// classify is a pure function of what a run did: each row is one way a
// run ends.
func TestClassify(t *testing.T) {
	exited := func(code int) syscall.WaitStatus { return syscall.WaitStatus(code << 8) }
	signaled := func(sig syscall.Signal) syscall.WaitStatus { return syscall.WaitStatus(sig) }
	lim := runFacts{cpuLimit: time.Second, memLimit: 64 << 20, outLimit: 1 << 20, grouped: true}
	with := func(f func(*runFacts)) runFacts { x := lim; f(&x); return x }
	cases := []struct {
		name   string
		facts  runFacts
		r      Result // measured
		status Status
		code   int
		signal string
		disk   bool
	}{
		{"clean exit", with(func(f *runFacts) { f.o.status = exited(0) }), Result{}, Exited, 0, "", false},
		{"exit code", with(func(f *runFacts) { f.o.status = exited(3) }), Result{}, Exited, 3, "", false},
		{"crash", with(func(f *runFacts) { f.o.status = signaled(syscall.SIGSEGV) }), Result{}, Exited, -1, "segmentation fault", false},
		{"sandbox failure", with(func(f *runFacts) { f.o.failed = errors.New("server: ended") }), Result{}, Failed, 0, "", false},
		{"child's report", with(func(f *runFacts) { f.o.failed = errorf(MechLandlock, "x") }), Result{}, Failed, 0, "", false},
		{"program's own start failure", with(func(f *runFacts) { f.o.failed = errorf(progStart, "cannot start prog") }), Result{}, NotExecutable, 0, "", false},
		{"full work dir", with(func(f *runFacts) { f.o.full, f.o.status = true, exited(0) }), Result{}, OutputLimit, 0, "", true},
		{"full work dir beats TLE", with(func(f *runFacts) { f.o.full, f.wallOut = true, true }), Result{}, OutputLimit, 0, "", true},
		{"captured output over", with(func(f *runFacts) { f.outOver, f.o.status = true, signaled(syscall.SIGKILL) }), Result{}, OutputLimit, 0, "", false},
		{"SIGXFSZ", with(func(f *runFacts) { f.o.status = signaled(syscall.SIGXFSZ) }), Result{}, OutputLimit, 0, "", false},
		{"file too big", with(func(f *runFacts) { f.bigFile, f.o.status = true, exited(0) }), Result{}, OutputLimit, 0, "", false},
		{"SIGXFSZ without an output limit", with(func(f *runFacts) { f.outLimit, f.o.status = 0, signaled(syscall.SIGXFSZ) }), Result{}, Exited, -1, "file size limit exceeded", false},
		{"wall clock", with(func(f *runFacts) { f.wallOut, f.o.status = true, signaled(syscall.SIGKILL) }), Result{}, TimeLimit, 0, "", false},
		{"CPU by the judge", with(func(f *runFacts) { f.cpuOut, f.o.status = true, signaled(syscall.SIGKILL) }), Result{}, TimeLimit, 0, "", false},
		{"SIGXCPU", with(func(f *runFacts) { f.o.status = signaled(syscall.SIGXCPU) }), Result{}, TimeLimit, 0, "", false},
		{"CPU over at the end", with(func(f *runFacts) { f.o.status = exited(0) }), Result{CPUTime: 2 * time.Second}, TimeLimit, 0, "", false},
		{"wall clock, idle at the memory limit", with(func(f *runFacts) {
			f.wallOut, f.o.status, f.waited = true, signaled(syscall.SIGKILL), &Waiting{Wall: 2 * time.Second, Running: 50 * time.Millisecond}
		}), Result{Memory: 64 << 20}, MemoryLimit, 0, "", false},
		{"wall clock, idle below the memory limit", with(func(f *runFacts) {
			f.wallOut, f.o.status, f.waited = true, signaled(syscall.SIGKILL), &Waiting{Wall: 2 * time.Second, Running: 50 * time.Millisecond}
		}), Result{Memory: 60 << 20}, TimeLimit, 0, "", false},
		{"wall clock, paging at its own memory limit", with(func(f *runFacts) {
			f.wallOut, f.o.status, f.waited = true, signaled(syscall.SIGKILL), &Waiting{Wall: 2 * time.Second, AtLimit: time.Second}
		}), Result{Memory: 64 << 20}, TimeLimit, 0, "", false},
		{"wall clock, running at the memory limit", with(func(f *runFacts) {
			f.wallOut, f.o.status, f.waited = true, signaled(syscall.SIGKILL), &Waiting{Wall: 2 * time.Second, Running: 2 * time.Second}
		}), Result{Memory: 64 << 20}, TimeLimit, 0, "", false},
		{"OOM kill", with(func(f *runFacts) { f.oom, f.o.status = true, signaled(syscall.SIGKILL) }), Result{}, MemoryLimit, 0, "", false},
		{"limit hit, failed at the limit", with(func(f *runFacts) { f.limitHit, f.o.status = true, exited(1) }), Result{Memory: 64 << 20}, MemoryLimit, 0, "", false},
		{"limit hit below it: the program's own exit", with(func(f *runFacts) { f.limitHit, f.o.status = true, exited(1) }), Result{Memory: 1 << 20}, Exited, 1, "", false},
		{"clean exit at the limit", with(func(f *runFacts) { f.oom, f.o.status = true, exited(0) }), Result{}, Exited, 0, "", false},
		{"no cgroup: half the address space", with(func(f *runFacts) { f.grouped, f.o.status = false, signaled(syscall.SIGSEGV) }), Result{Memory: 40 << 20}, MemoryLimit, 0, "", false},
		{"no memory limit", with(func(f *runFacts) { f.memLimit, f.oom, f.o.status = 0, true, signaled(syscall.SIGKILL) }), Result{}, Exited, -1, "killed", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := classify(c.facts, c.r)
			if r.Status != c.status || r.ExitCode != c.code || r.Signal != c.signal || r.DiskFull != c.disk {
				t.Fatalf("%+v, want %v code %d signal %q disk %v", r, c.status, c.code, c.signal, c.disk)
			}
		})
	}
}
