//go:build !linux

package judge

import "time"

// threadCPUTime: no per-thread CPU time here; verify's margins go
// uncalibrated (scale 1), as the sandbox measures CPU time only roughly.
func threadCPUTime() (time.Duration, bool) { return 0, false }
