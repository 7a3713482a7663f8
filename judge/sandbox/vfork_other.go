//go:build linux && !amd64 && !arm64

package sandbox

import "syscall"

// vforkChild forks the child with a copy of the server's memory where no
// vfork trampoline is written (vfork_*.s); see vfork.go.
//
//go:nosplit
//go:norace
func vforkChild(c *childSpec, reset bool) (pid uintptr, e syscall.Errno) {
	pid, _, e = syscall.RawSyscall6(syscall.SYS_CLONE, uintptr(syscall.SIGCHLD), 0, 0, 0, 0, 0)
	if e == 0 && pid == 0 {
		if reset {
			childMain(c) // never returns
		}
		childSteps(c) // never returns
	}
	return
}
