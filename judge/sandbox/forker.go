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
// under its own part to the whole filter's rules. Both parts are
// installed with SECCOMP_FILTER_FLAG_SPEC_ALLOW: the server's thread keeps
// the speculation settings it had without a filter, and the program runs
// as fast as it does outside the judge where the kernel would turn the
// speculative store bypass mitigation on for every filtered task (before
// Linux 5.16); that mitigation guards a process's memory from its own
// code, and a judged program holds no secret of anyone else's.
//
// Sealed (serverSpec.Sealed): where every child is a plain vfork that
// takes the same namespaces (v1 groups, no pid namespace per run) and
// drops to the run's uid with no capability, the forker holds the whole
// filter instead, but for unshare with exactly the children's flags and
// chroot of the string of their root (which the children need before
// they drop: seccomp.go, sealedFilter), and its children add nothing.
// Installing the child's part cost ~85 µs of every run's CPU (JIT, and
// the kernel running it over every call number to fill its allow-cache),
// a plain vfork's ~60 handlers reset ~20 µs (TestSealedFilter: it decides
// every call as the whole filter does but those).

// forker is a server's forking thread.
type forker struct {
	jobs     chan forkJob
	filtered bool    // the thread holds forkerProg (or sealed's): children add childProg
	sealed   uintptr // the thread holds sealedFilter(sealed): children with those flags add nothing
}

// serverSealed is the server's serverSpec.Sealed.
var serverSealed uintptr

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
	if serverSealed != 0 {
		root := uintptr(0)
		if pivoted {
			root = uintptr(unsafe.Pointer(boxDirArg))
		}
		if prog, err := sealedFilter(serverSealed, root); err == nil && len(prog) > 0 && installFilter(prog) {
			f.filtered, f.sealed = true, serverSealed
		}
	}
	if !f.filtered {
		f.filtered = installForkerFilter()
	}
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
	forker, _ := forkerProg()
	if child, _ := childProg(); len(forker) == 0 || len(child) == 0 {
		return false
	}
	return installFilter(forker)
}

// installFilter installs filter on this thread.
func installFilter(filter []unix.SockFilter) bool {
	prog := unix.SockFprog{Len: uint16(len(filter)), Filter: &filter[0]}
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
