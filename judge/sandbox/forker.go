//go:build linux

package sandbox

import (
	"runtime"
	"sync"
	"unsafe"

	"golang.org/x/sys/unix"
)

// A server forks its programs from one thread of its own, the forker,
// which holds the forker part of the seccomp filter (seccomp.go) from its
// start. Each child inherits that part and adds the child part: a few
// instructions instead of the whole filter's 170, which the kernel
// compiles and runs over every call number of two architectures to fill
// its allow-cache (about 80 µs of every run's CPU). Stacked, the two parts
// decide every call as the whole filter does (TestFilterPartsStack), so a
// server's program has exactly the rules of a helper's, whose child
// installs the whole filter alone.
//
// The filter restricts the forker thread alone: it is installed without
// TSYNC, on a thread locked from the start and never unlocked, on which
// no other goroutine runs, and the Go runtime clones no thread from a
// locked one (its template thread does that). It forbids nothing the
// thread does: the forker waits for the run's turn, forks, reaps and
// replies; the run's cgroup files, which a pivoted server opens by
// openat2 (refused by the filter), are opened before, on the serving
// thread. The program gains nothing by it either: the forker keeps the
// server's uid, capabilities, namespaces and (no) Landlock domain, the
// program can name no thread of the server (its own pid namespace, the
// server not dumpable), and what it inherits of the filter is stacked
// under its own part to the whole filter's rules. The forker's part is
// installed with SECCOMP_FILTER_FLAG_SPEC_ALLOW, so that the server's
// thread keeps the speculation settings it had without a filter; the
// child's part is installed without it, so the program gets the
// mitigations it got before.

// forker is a server's forking thread.
type forker struct {
	jobs     chan forkJob
	filtered bool // the thread holds forkerProg: children add childProg
}

type forkJob struct {
	run  func()
	done chan struct{}
}

// serverForker is the server's forker, started at its first run.
var serverForker = sync.OnceValue(func() *forker {
	f := &forker{jobs: make(chan forkJob)}
	ready := make(chan struct{})
	go f.loop(ready)
	<-ready
	return f
})

// loop is the forker thread: it installs its part of the filter, then runs
// each job until the server ends.
func (f *forker) loop(ready chan<- struct{}) {
	runtime.LockOSThread() // for good: the thread ends with the server
	f.filtered = installForkerFilter()
	close(ready)
	for j := range f.jobs {
		j.run()
		close(j.done)
	}
}

// do runs fn on the forker thread and returns when it has.
func (f *forker) do(fn func()) {
	j := forkJob{fn, make(chan struct{})}
	f.jobs <- j
	<-j.done
}

// installForkerFilter installs forkerProg on this thread; false when it
// cannot be (no seccomp, an unknown architecture): each child then
// installs the whole filter, as a helper's does.
func installForkerFilter() bool {
	if len(forkerProg) == 0 || len(childProg) == 0 {
		return false
	}
	prog := unix.SockFprog{Len: uint16(len(forkerProg)), Filter: &forkerProg[0]}
	for _, flags := range []uintptr{unix.SECCOMP_FILTER_FLAG_SPEC_ALLOW, 0} { // the flag: Linux 4.17
		_, _, e := unix.RawSyscall(unix.SYS_SECCOMP, unix.SECCOMP_SET_MODE_FILTER, flags, uintptr(unsafe.Pointer(&prog)))
		if e == 0 {
			return true
		}
		if e != unix.EINVAL {
			return false
		}
	}
	return false
}
