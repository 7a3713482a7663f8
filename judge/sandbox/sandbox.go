// Package sandbox runs untrusted programs bounded and contained.
//
// Runs go through servers (inside.go, pool.go): the judge binary re-executed with a
// marker argument, PID 1 of fresh pid, net, mount, ipc and uts namespaces,
// pivoted into a private root (rootfs.go), that runs one program at a time
// for the judge. Each program is restricted in a child of its own
// (child.go), never in a thread of the server: the child joins the run's
// cgroups, takes fresh ipc and cgroup namespaces, sets the run's rlimits,
// drops to an unprivileged user, sets no_new_privs, the seccomp filter and
// its Landlock domain and execs the program. Servers are not dumpable and
// keep nothing of a run: any idle server of the pool (pool.go) serves any
// run.
//
// Where a server cannot stay (no pid or mount namespace, no cgroups, or
// PerRunHelper), each run re-executes the judge binary as a helper: a
// server for one run (runHelper), set up the same way and running the
// same child-side routine (runOne), so no program is ever PID 1. New
// chooses once which of the two starts runs (start.go); a run is prepare
// → stdio → cgroup → start → watch → classify (run.go), classify a pure
// function. Helpers and servers are entered from this package's init, so
// any binary linking the package can serve; Init is kept so that mains
// can say so explicitly.
//
// What is used depends on the machine: New probes each mechanism, uses
// every one that works and reports the rest (Level, Mechanisms). Nothing
// is left out silently. Levels:
//
//   - "full": rlimits, no_new_privs and a seccomp deny list (seccomp.go);
//     programs as uid/gid 65534 (judge is root); pid, net, mount, ipc and
//     uts namespaces with a fresh /proc; a private root (rootfs.go): a
//     tmpfs of read-only binds of the system and runtime dirs, the judge
//     binary masked, and a size-limited tmpfs work dir per run;
//     cgroups (v1: a memory group per run, which a server's next run gets
//     when nothing of the last is left in it, pids and cpuacct groups per
//     server reset for each run; or a v2 group per run, which a server's
//     next run gets in the same way from Linux 6.12, where its memory.peak
//     can be reset) for memory, tasks, CPU time and killing leftovers;
//     Landlock (no TCP, scoped signals; the
//     files too where there is no private root).
//   - "partial: no X, no Y": the mechanisms named are missing (not root:
//     namespaces come inside a user namespace and programs keep the judge's
//     uid; no cgroups: memory by RLIMIT_AS, CPU polled from /proc, no
//     process limit; no namespaces: the work dir's parents must be o+x).
//   - "rlimits": only the helper's rlimits, no_new_privs and seccomp.
//
// WithLevel("rlimits") and Without(...) force a lower level.
package sandbox

import (
	"fmt"
	"time"
)

// Config describes one run.
type Config struct {
	Args      []string // program and arguments; Args[0] is looked up in Env's PATH (or the judge's)
	Env       []string // PATH, HOME and TMPDIR default to system dirs and Dir when missing
	Dir       string   // working directory: fresh, the only writable place besides ReadWrite
	ReadOnly  []string // extra paths the program may read (its binary, its classes)
	ReadWrite []string // extra paths the program may write (e.g. a judge-owned GOCACHE)

	Stdin  string // file given as standard input ("" for /dev/null)
	Stdout string // file created for standard output ("" for /dev/null)
	Stderr string // file created for standard error ("" for /dev/null)

	// Capture sends standard output and error through pipes into the
	// Result (Stdout, Stderr) instead of into files; Output bounds both
	// together.
	Capture bool

	CPUTime   time.Duration // CPU time limit, all threads and children together
	WallTime  time.Duration // wall-clock limit (0: WallFor(CPUTime))
	Memory    int64         // bytes
	Output    int64         // bytes, per written file
	Disk      int64         // bytes the work dir holds in all (0: Output), in a private root
	Processes int           // tasks (processes and threads) at once

	// Keep copies the regular files that the program left at the top of
	// its work dir back into Dir (a compiler's output). In a private root
	// the work dir is a fresh tmpfs at Dir's path, seeded with Dir's
	// regular files and gone after the run; Dir itself is never written
	// by the program.
	Keep bool

	// Running, when set, bounds the programs running at once across runs
	// (see Turns), and may keep each program on a core of its own.
	Running *Turns
}

// WorkDirInside is where a program finds its work dir in a private root
// (unless the work dir is inside one of Config's extra paths): what its
// cwd and a compiler's messages say instead of Config.Dir.
const WorkDirInside = "/work"

// ExtraDirInside holds, in a private root, the extra paths of a run
// (ReadOnly, ReadWrite) that lie outside the system dirs, each by its last
// element (NAME-2, NAME-3… when two share one).
const ExtraDirInside = "/judge"

// WallFor is the wall-clock limit of a run with CPU time limit cpu: twice
// it and a second, so that only a program that waits (not one that
// computes) is stopped by the wall clock.
func WallFor(cpu time.Duration) time.Duration { return 2*cpu + time.Second }

// Status says which limit, if any, ended a run.
type Status int

const (
	Exited        Status = iota // the program ended by itself (see ExitCode, Signal)
	TimeLimit                   // CPU or wall time ran out
	MemoryLimit                 // the memory limit was hit
	OutputLimit                 // a file grew past the output limit
	Failed                      // the sandbox itself failed to start the program
	NotExecutable               // the program could not start: not an executable, or its file or dir unreachable (see Error); the submission's fault
)

func (s Status) String() string {
	return [...]string{"exited", "time limit", "memory limit", "output limit", "failed", "not executable"}[s]
}

// Result is what one run did.
type Result struct {
	Status   Status
	ExitCode int    // when the program exited
	Signal   string // when a signal killed it, e.g. "killed", "segmentation fault"
	Error    string // when Status is Failed: why
	CPUTime  time.Duration
	WallTime time.Duration
	Memory   int64 // peak, bytes
	DiskFull bool  // with OutputLimit: the work dir's disk limit was hit, not one file's

	// Waited is the kernel's account of a run that reached its wall limit
	// (nil when it did not, or when nothing could be measured). Starved:
	// killed at the stretched limit while its own time was under the
	// limit, so the machine, not the program, used up the wall clock.
	Waited  *Waiting
	Starved bool

	Stdout []byte // with Config.Capture: standard output
	Stderr []byte // with Config.Capture: the start of standard error

	cause error // with Failed: the failure, typed (a mechanism's, for New's probe)
}

// Mechanism is one isolation mechanism and whether this sandbox uses it.
type Mechanism struct {
	Name   string // "rlimits", "no_new_privs", "user", "namespaces", "cgroups", "landlock"
	OK     bool
	Detail string // what is in force, or why not
}

// Cores is how many cores this process may use: the CPUs of its affinity
// mask (its cpuset), lowered by its cgroup's CPU quota (v1 cfs or v2
// cpu.max, the tightest on the way up), never the host's count.
type Cores struct {
	N        int     // what the judge may use: min(Affinity, ceil(Quota))
	Affinity int     // CPUs in sched_getaffinity's mask
	Quota    float64 // cores' worth of CPU time the cgroup allows; 0: no quota
}

func (c Cores) String() string {
	q := "no CPU quota"
	if c.Quota > 0 {
		q = fmt.Sprintf("CPU quota %.2f cores", c.Quota)
	}
	return fmt.Sprintf("%d (affinity %d CPUs, %s)", c.N, c.Affinity, q)
}
