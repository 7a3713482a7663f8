package judge

import (
	"time"

	"golang.org/x/sys/unix"
)

// threadCPUTime is the calling thread's CPU time (user and system).
func threadCPUTime() (time.Duration, bool) {
	var ru unix.Rusage
	if unix.Getrusage(unix.RUSAGE_THREAD, &ru) != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
