//go:build linux

package sandbox

import (
	"os"
	"runtime"
	"slices"
	"strconv"
	"sync"

	"golang.org/x/sys/unix"
)

// Placement keeps a judge's programs on cores of their own, one core for
// each program running at once, and the judge's own threads (its servers,
// their children before exec, checkers and compilers) on the others. A
// program then never waits while the judge sets up the next run or checks
// the last one on its core, and never moves between cores; its CPU time
// is its own work. isolate and DOMjudge's judgehosts pin the same way.
//
// A core is claimed by binding an abstract unix socket named after it, so
// that two judges on one machine never keep their programs on the same
// core, and a judge that ends, killed or not, frees its cores with nothing
// left behind. A judge places its programs only when a core is left over
// for its own threads, none of them claimed by another judge.
type Placement struct {
	cores  []int       // the programs' cores, one per running program
	claims []int       // the claiming sockets
	judge  unix.CPUSet // the judge's threads' cores
}

// placeMu serialises placements within one process, whose threads they all
// restrict; placed are their cores.
var (
	placeMu sync.Mutex
	placed  = map[int]bool{}
	procs   int // GOMAXPROCS before the first placement of those in force
)

// fitProcs sets GOMAXPROCS to the cores this process's threads may run on
// (set), never above what it was before the first placement: where the
// programs keep cores, the Go runtime's processors beyond the judge's own
// cores only wake threads (futexes, context switches) that wait for the
// same core. The runtime reads the affinity once at its start. Called
// under placeMu; the last placement's end gives the old value back.
func fitProcs(set *unix.CPUSet) {
	if len(placed) == 0 {
		runtime.GOMAXPROCS(procs)
		procs = 0
		return
	}
	if procs == 0 {
		procs = runtime.GOMAXPROCS(0)
	}
	runtime.GOMAXPROCS(max(1, min(procs, set.Count())))
}

func placedHere(c int) bool {
	placeMu.Lock()
	defer placeMu.Unlock()
	return placed[c]
}

// coreName is the abstract socket that claims core n.
func coreName(n int) string { return "@slidejudge-core-" + strconv.Itoa(n) }

// claimCore binds core n's socket: -1 when another process holds it.
func claimCore(n int) int {
	fd, err := unix.Socket(unix.AF_UNIX, unix.SOCK_SEQPACKET|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return -1
	}
	if err := unix.Bind(fd, &unix.SockaddrUnix{Name: coreName(n)}); err != nil {
		unix.Close(fd)
		return -1
	}
	return fd
}

// Place claims n cores for programs running at once among the cores this
// process may run on, and keeps every thread of this process off them. It
// returns nil when fewer than n+1 cores are free of other judges' claims
// (or the affinity cannot be set): the programs then run where the kernel
// puts them.
func Place(n int) *Placement {
	placeMu.Lock()
	defer placeMu.Unlock()
	var set unix.CPUSet
	if n < 1 || unix.SchedGetaffinity(0, &set) != nil {
		return nil
	}
	var cores []int
	for c := range maxPinCore {
		if set.IsSet(c) {
			cores = append(cores, c)
		}
	}
	if len(cores) <= n {
		return nil
	}
	p := &Placement{judge: set}
	// Programs on the last cores: the first ones take more of the
	// machine's interrupts.
	for _, c := range slices.Backward(cores) {
		if len(p.cores) == n {
			break
		}
		p.judge.Clear(c) // a program's core: this judge's or another's
		fd := claimCore(c)
		if fd < 0 {
			continue
		}
		p.cores, p.claims = append(p.cores, c), append(p.claims, fd)
		placed[c] = true
	}
	if len(p.cores) < n || p.judge.Count() == 0 || setAffinity(&p.judge) != nil {
		p.free()
		return nil
	}
	fitProcs(&p.judge)
	return p
}

// Cores are the programs' cores, one per program running at once (nil for
// a nil Placement).
func (p *Placement) Cores() []int {
	if p == nil {
		return nil
	}
	return p.cores
}

// Close gives the cores back: this process's threads may run on them again
// and other judges may claim them.
func (p *Placement) Close() {
	if p == nil {
		return
	}
	placeMu.Lock()
	defer placeMu.Unlock()
	var set unix.CPUSet
	if unix.SchedGetaffinity(0, &set) == nil {
		for _, c := range p.cores {
			set.Set(c)
		}
		_ = setAffinity(&set)
	}
	p.free()
	fitProcs(&set)
}

func (p *Placement) free() {
	for _, c := range p.cores {
		delete(placed, c)
	}
	for _, fd := range p.claims {
		unix.Close(fd)
	}
	p.claims, p.cores = nil, nil
}

// setAffinity sets the affinity of every thread of this process. A thread
// the Go runtime starts meanwhile inherits its creator's: the passes go
// on until one finds no thread it has not set.
func setAffinity(set *unix.CPUSet) error {
	done := map[int]bool{}
	for {
		ents, err := os.ReadDir("/proc/self/task")
		if err != nil {
			return err
		}
		fresh := false
		for _, e := range ents {
			tid, err := strconv.Atoi(e.Name())
			if err != nil || done[tid] {
				continue
			}
			fresh = true
			// A thread that has ended meanwhile is no longer there (ESRCH).
			if err := unix.SchedSetaffinity(tid, set); err != nil && err != unix.ESRCH {
				return err
			}
			done[tid] = true
		}
		if !fresh {
			return nil
		}
	}
}

// HeldCores are the cores, among those this process may run on and those
// its placements hold, that some judge keeps its programs on now.
func HeldCores() []int {
	var set unix.CPUSet
	if unix.SchedGetaffinity(0, &set) != nil {
		return nil
	}
	var held []int
	for c := range maxPinCore {
		if !set.IsSet(c) && !placedHere(c) {
			continue
		}
		if fd := claimCore(c); fd >= 0 {
			unix.Close(fd)
		} else {
			held = append(held, c)
		}
	}
	return held
}
