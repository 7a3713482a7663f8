//go:build linux && (amd64 || arm64)

package sandbox

import (
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// vforkRaw is clone as the syscall package's ForkExec makes it (vfork_*.s
// is its rawVforkSyscall): the return address is kept in a register across
// the call, so that the child, which shares the parent's memory and stack
// until it execs (CLONE_VM, CLONE_VFORK), cannot overwrite it. The
// server's page tables are then not copied for every run.
//
//go:noescape
func vforkRaw(trap, a1, a2, a3 uintptr) (r1 uintptr, err syscall.Errno)

// vforkChild starts the child on this frame, as ForkExec starts its
// child: the parent, resumed once the child has exec'd or exited, returns
// at once (the child has run over the frame below it). The child runs
// childMain, or childSteps when its signal handlers are reset already (in
// the init of a run's pid namespace).
//
// By clone3 (c.into): the kernel resets the child's signal handlers
// (CLONE_CLEAR_SIGHAND, Linux 5.5) and, on v2, puts it straight into the
// run's group (CLONE_INTO_CGROUP, 5.7, as ForkExec's UseCgroupFD does; the
// child then joins nothing). Where the kernel has neither, a plain vfork.
//
//go:nosplit
//go:norace
func vforkChild(c *childSpec, reset bool) (pid uintptr, e syscall.Errno) {
	e = syscall.ENOSYS // none asked for (a sealed forker's child)
	if c.into.flags != 0 {
		pid, e = vforkRaw(unix.SYS_CLONE3, uintptr(unsafe.Pointer(&c.into)), unsafe.Sizeof(c.into), 0)
	}
	if e == 0 && pid == 0 {
		// The parent's memory: it reads neither field any more.
		c.placed = c.into.flags&unix.CLONE_INTO_CGROUP != 0
		c.cleared = true
	}
	if e == syscall.ENOSYS || e == syscall.E2BIG || e == syscall.EINVAL { // no clone3, or not its flags
		pid, e = vforkRaw(syscall.SYS_CLONE, uintptr(syscall.SIGCHLD)|syscall.CLONE_VM|syscall.CLONE_VFORK, 0, 0)
	}
	if e != 0 || pid != 0 {
		return
	}
	if reset {
		childMain(c) // never returns
	}
	childSteps(c) // never returns
	return
}
