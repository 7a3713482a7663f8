//go:build unix

package serve

import "syscall"

// lowerMaxFiles lowers the descriptors the process may open to n (the
// soft limit; the hard one stays).
func lowerMaxFiles(n uint64) error {
	var rl syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &rl); err != nil {
		return err
	}
	rl.Cur = n
	return syscall.Setrlimit(syscall.RLIMIT_NOFILE, &rl)
}
