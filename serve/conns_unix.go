//go:build unix

package serve

import "syscall"

// maxFiles is how many descriptors the process may open (RLIMIT_NOFILE).
func maxFiles() (uint64, bool) {
	var rl syscall.Rlimit
	err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &rl)
	return uint64(rl.Cur), err == nil
}
