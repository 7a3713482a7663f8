//go:build linux

package sandbox_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// Every call of the seccomp deny list fails with EPERM in a program (clone3
// with ENOSYS, so that libc falls back to clone), and so does every socket
// family but AF_UNIX and TCP (AF_VSOCK: 24.5; every family number below 64
// of every type, so an allow-list), on both run paths; what
// programs do use still works.
func TestSeccompDenies(t *testing.T) {
	bothPaths(t, func(t *testing.T, s *sandbox.Sandbox) {
		b := newBox(t)
		r, out := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "seccomp.c")}})
		if r.Status != sandbox.Exited || r.ExitCode != 0 {
			t.Fatalf("%+v %s", r, b.stderr())
		}
		seen := map[string]string{}
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			name, res, _ := strings.Cut(l, " ")
			seen[name] = res
		}
		for _, name := range []string{"unshare", "setns", "mount", "umount2", "pivot_root", "chroot",
			"open_tree", "move_mount", "fsopen", "fsconfig", "fsmount", "fspick", "mount_setattr",
			"io_uring_setup", "io_uring_enter", "io_uring_register", "bpf", "perf_event_open",
			"userfaultfd", "ptrace", "process_vm_readv", "process_vm_writev", "kexec_load",
			"kexec_file_load", "add_key", "request_key", "keyctl", "inotify_init", "inotify_init1",
			"fanotify_init", "mq_open", "clone-newuser", "clone-newns", "socket-netlink",
			"socket-packet", "socket-udp", "socket-udp6", "socket-raw", "socket-vsock", "socket-vsock-dgram",
			"socket-sctp", "socket-alg", "socketpair-vsock", "socket-every-other-family"} {
			if seen[name] != "EPERM" {
				t.Errorf("%s: %q, want EPERM", name, seen[name])
			}
		}
		if seen["clone3"] != "ENOSYS" {
			t.Errorf("clone3: %q, want ENOSYS", seen["clone3"])
		}
		for _, name := range []string{"allowed-clone", "allowed-fork", "allowed-socket-unix", "allowed-socket-tcp",
			"allowed-socket-tcp6", "allowed-socketpair-unix"} {
			if seen[name] != "ok" {
				t.Errorf("%s: %q, want ok", name, seen[name])
			}
		}
	})
}

// A server's program runs under two filters stacked, the part its
// server's forking thread holds and its own (the calls of its own set-up:
// unshare, chroot, clone3, clone's namespace flags), where a helper's
// child installs the whole filter: one more filter through a server; or,
// from a sealed forker (cgroup v1, root), under the forker's alone, as
// many as a helper's. Either way every call of the hostile program ends
// as it does under the helper's, the unshare of the namespaces a server's
// child takes too.
func TestServedFilterIsStacked(t *testing.T) {
	outs := map[string]string{}
	filters := map[string]int{}
	for name, s := range map[string]*sandbox.Sandbox{"served": full(t), "helper": own(t, sandbox.PerRunHelper())} {
		b := newBox(t)
		r, out := b.run(t, s, sandbox.Config{Args: []string{hostile(t, b, "seccomp.c")}})
		if r.Status != sandbox.Exited || r.ExitCode != 0 {
			t.Fatalf("%s: %+v %s", name, r, b.stderr())
		}
		rest, n, ok := strings.Cut(strings.TrimSpace(out), "\nfilters ")
		if !ok {
			t.Fatalf("%s: no filter count in %q", name, out)
		}
		var err error
		if filters[name], err = strconv.Atoi(n); err != nil {
			t.Fatalf("%s: filters %q", name, n)
		}
		outs[name] = rest
	}
	more := 1
	if sandbox.Sealed(full(t)) {
		more = 0
	}
	if filters["served"] != filters["helper"]+more {
		t.Errorf("%d filters through a server, %d through a helper: want %d more", filters["served"], filters["helper"], more)
	}
	if outs["served"] != outs["helper"] {
		t.Errorf("through a server:\n%s\nthrough a helper:\n%s", outs["served"], outs["helper"])
	}
	for _, want := range []string{"\nunshare EPERM\n", "\nunshare-ipc EPERM\n", "\nchroot EPERM\n", "\nclone3 ENOSYS\n", "\nclone-newuser EPERM\n", "\nclone-newns EPERM\n"} {
		if !strings.Contains("\n"+outs["served"]+"\n", want) {
			t.Errorf("through a server, no %q in\n%s", strings.TrimSpace(want), outs["served"])
		}
	}
}

// Programs (and compilers, which run the same way) cannot dump core: a
// crash never starts the host's core handler.
func TestNoCoreDumps(t *testing.T) {
	s := full(t)
	b := newBox(t)
	r, out := b.run(t, s, sandbox.Config{Args: []string{"sh", "-c", "ulimit -c; ulimit -Hc"}})
	if r.Status != sandbox.Exited || out != "0\n0\n" {
		t.Fatalf("%+v %q", r, out)
	}
}
