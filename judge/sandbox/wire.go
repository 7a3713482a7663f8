//go:build linux

package sandbox

import (
	"bytes"
	"encoding/json"
	"errors"
)

// The wire between the judge and its servers and helpers: how they are
// started (argv), what a run asks (runRequest) and what it answers
// (runReply).

// serveArg marks the judge binary's re-execution as a server.
const serveArg = "__slidejudge_sandbox_server__"

// serverFD is the server's end of its SOCK_SEQPACKET socket to the judge.
const serverFD = 3

// serverSpec is how a server sets itself up (as JSON in argv).
type serverSpec struct {
	MountProc bool
	Root      *rootSpec // a private root to pivot into (mount namespace needed)
	// Sealed: the forker holds the whole filter but for unshare with
	// exactly these flags (and chroot), so that a run whose child takes
	// them adds no filter of its own (forker.go); 0: forkerProg.
	Sealed uintptr
}

// runRequest is one run, sent to a server with the program's stdin,
// stdout and stderr as SCM_RIGHTS.
type runRequest struct {
	Path      string
	Args      []string
	Env       []string
	Dir       string
	Reach     []reach
	Limits    []rlimit // set in the program's child
	Unshare   uintptr  // namespaces the program's child takes (ipc, cgroup; pid: an init's)
	ResetPids bool     // the server's pid namespace is its own: its pids start again at every run
	UID, GID  int
	Landlock  int
	RO, RW    []string
	Probe     bool  // New's probe (starter.probe): no program; the child exits 0 in place of its exec
	Cores     []int // the cores programs are kept on (Turns'), among which the child waits for its turn

	Tasks []string // the run groups' files the child joins by (v1 tasks; v2 cgroup.procs)
	Group string   // v2: the run's group, which the child is cloned straight into (Tasks then only where clone3 cannot)
	Kept  []string // those of the files above that are the server's for good (its groups): opened once

	Work *workSpec // in a private root: the work dir's tmpfs and binds
}

// requests decodes a server's run requests. A server's runs of one
// program are mostly the same request byte for byte (its groups kept, the
// same work dir): the last one decoded is used again then, which saves
// ~75 µs of the server's CPU a run. A server treats a request as read-only.
type requests struct {
	last []byte
	req  runRequest
}

func (rs *requests) decode(b []byte) (runRequest, error) {
	if rs.last != nil && bytes.Equal(b, rs.last) {
		return rs.req, nil
	}
	rs.last = nil
	var req runRequest
	if err := json.Unmarshal(b, &req); err != nil {
		return req, err
	}
	rs.last, rs.req = bytes.Clone(b), req
	return req, nil
}

// hostDir is the run's work dir on the host, which a server keeps
// mounted after the run.
func (req *runRequest) hostDir() string {
	if req.Work != nil {
		return req.Work.Dir
	}
	return req.Dir
}

// workSpec is a run's mounts in a private root.
type workSpec struct {
	Dir    string    // the work dir on the host (runRequest.Dir is the program's)
	Paths  *boxPaths // the run's host paths in the box
	Size   int64     // bytes the work dir holds
	Keep   bool      // copy the files the program left back to the host's dir
	RO, RW []string  // host paths bound at the same place
}

// runReply is the server's answer: ready (first message), a failure, or
// the program's wait status.
type runReply struct {
	Error   string // the server could not start the program: why
	Mech    string // and the mechanism that failed (mechError), if one did
	Started bool
	Status  int   // wait status, when Started
	CPU     int64 // ns, from the program's rusage
	MaxRSS  int64 // bytes, from the program's rusage
	Full    bool  // the work dir ran out of space or inodes

	sent bool // replied already, from the run's thread
}

// failReply is the reply of a run that failed with err.
func failReply(err error) runReply {
	var me *mechError
	if errors.As(err, &me) {
		return runReply{Error: me.err.Error(), Mech: me.mech}
	}
	return runReply{Error: err.Error()}
}

// err is the reply's failure, typed again.
func (r runReply) err() error {
	if r.Mech != "" {
		return &mechError{r.Mech, errors.New(r.Error)}
	}
	return errors.New(r.Error)
}

// helperArg marks the judge binary's re-execution as a per-run helper: a
// server for one run (inside.go), for the machines where servers cannot
// stay (no namespaces, no cgroups) and
// for PerRunHelper. It sets itself up as a server does, runs its one
// request with the same child-side routine (runOne) and writes the reply
// on its status pipe.
const helperArg = "__slidejudge_sandbox_helper__"

// insideEnv is the environment of a server or helper (the program's is
// its request's): their runtime does not interrupt a goroutine that runs
// long, which is one waiting in a raw call (rawwait.go); and it has one
// processor. A server's work is one run after another, handed between its
// loop and its forker thread; a second processor only had the runtime
// wake a thread to look for work at every hand-over, which found none
// (at the default workers on two cores, eight's 339 tests: 1.035 of the
// bare loop's time with one, 1.117 with two, BENCHMARKS.md).
func insideEnv() []string { return []string{"GODEBUG=asyncpreemptoff=1", "GOMAXPROCS=1"} }

// helperFailed is a server's exit code when it could not set itself up.
const helperFailed = 121

// statusFD is the helper's pipe for its reply.
const statusFD = 3

// helperSpec is a helper's whole task (JSON in argv): its set-up, and the
// run, whose stdin, stdout and stderr are the helper's own.
type helperSpec struct {
	Server serverSpec
	Req    runRequest
}

// reach makes Paths reachable for an unprivileged user although Top (one of
// their ancestors) is not searchable: a tmpfs over Top with only Paths bound
// back in, which hides everything else under Top.
type reach struct {
	Top   string
	Paths []string
}

type rlimit struct {
	Res      int
	Cur, Max uint64
}

// goAhead is the judge's word that a prepared run's program may start; any
// other message, or the judge gone, withdraws the run.
const goAhead = 'g'

// maxPinCore bounds the cores a program can be kept on: the child's mask
// (childSpec.cpus) has this many bits.
const maxPinCore = 1024

// goAheadWord is the go-ahead for a program kept on core (-1: on none):
// goAhead, then the core as two bytes, little-endian.
func goAheadWord(core int) []byte {
	if core < 0 || core >= maxPinCore {
		return []byte{goAhead}
	}
	return []byte{goAhead, byte(core), byte(core >> 8)}
}
