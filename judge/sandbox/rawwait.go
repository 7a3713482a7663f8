//go:build linux

package sandbox

import (
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// A server's waits by raw system calls. A Go system call tells the runtime
// it has begun and ended, and the first one made while every P is idle
// wakes the runtime's sysmon thread from its deep sleep at its shortest
// pace: it then polls every 20 µs for a millisecond, backing off to 10 ms,
// and a call that blocks for more than 10 ms has its P taken, which starts
// it over. A server that blocked in wait4 while its program ran and in
// recvmsg between runs paid about 75 of sysmon's wake-ups a run, each a
// context switch (BENCHMARKS.md); under emulation (scripts/vmcheck.sh)
// context switches were where most of the judge's CPU went.
//
// A server's waits for the judge's next request (up to idleWait), for the
// judge's word at the gate, for the child's exec and for the program's end
// are raw calls instead: the runtime sees the goroutine running, sysmon is
// neither woken nor reset and settles at its 10 ms pace, a few wake-ups a
// run. Nothing of the server needs its goroutines to run meanwhile (the
// forker waits while the serving goroutine waits for it), a garbage
// collection waits for the run to end, and the server's runtime does not
// signal a goroutine that runs long (insideEnv), which would interrupt
// those calls to no purpose.

// rawCall makes a system call without the runtime's syscall hooks,
// retried while interrupted.
func rawCall(trap, a1, a2, a3, a4 uintptr) (uintptr, error) {
	for {
		r, _, e := unix.RawSyscall6(trap, a1, a2, a3, a4, 0, 0)
		switch e {
		case unix.EINTR: // ppoll has updated its timeout to what is left
		case 0:
			return r, nil
		default:
			return r, e
		}
	}
}

// rawRead is read(2) by rawCall.
func rawRead(fd int, b []byte) (int, error) {
	var p unsafe.Pointer
	if len(b) > 0 {
		p = unsafe.Pointer(&b[0])
	}
	n, err := rawCall(unix.SYS_READ, uintptr(fd), uintptr(p), uintptr(len(b)), 0)
	if err != nil {
		return 0, err
	}
	return int(n), nil
}

// rawWait4 is wait4(2) by rawCall.
func rawWait4(pid int, ws *syscall.WaitStatus, opts int, ru *syscall.Rusage) (int, error) {
	r, err := rawCall(unix.SYS_WAIT4, uintptr(pid), uintptr(unsafe.Pointer(ws)), uintptr(opts), uintptr(unsafe.Pointer(ru)))
	return int(r), err
}

// rawRecvmsg is recvmsg(2) of one buffer and its control data, by rawCall.
func rawRecvmsg(fd int, p, oob []byte, flags int) (n, oobn int, err error) {
	var iov unix.Iovec
	iov.Base = &p[0]
	iov.SetLen(len(p))
	var msg unix.Msghdr
	msg.Iov = &iov
	msg.Iovlen = 1
	msg.Control = &oob[0]
	msg.SetControllen(len(oob))
	r, err := rawCall(unix.SYS_RECVMSG, uintptr(fd), uintptr(unsafe.Pointer(&msg)), uintptr(flags), 0)
	if err != nil {
		return 0, 0, err
	}
	return int(r), int(msg.Controllen), nil
}

// rawReadable waits up to d for fd to be readable (or closed), by a
// ppoll(2) by rawCall.
func rawReadable(fd int, d time.Duration) bool {
	pfd := unix.PollFd{Fd: int32(fd), Events: unix.POLLIN}
	ts := unix.NsecToTimespec(d.Nanoseconds())
	n, err := rawCall(unix.SYS_PPOLL, uintptr(unsafe.Pointer(&pfd)), 1, uintptr(unsafe.Pointer(&ts)), 0)
	return err == nil && n > 0
}
