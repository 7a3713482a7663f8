//go:build unix

package gocache

import (
	"io/fs"
	"os"
	"syscall"
)

// owner is the uid owning a file, -1 where it cannot be told.
func owner(info fs.FileInfo) int {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return int(st.Uid)
	}
	return -1
}

func mkfifo(path string, mode uint32) error { return syscall.Mkfifo(path, mode) }

// lockFile waits for f's exclusive flock and returns its release.
func lockFile(f *os.File) (func(), error) {
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		return nil, err
	}
	return func() { _ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN) }, nil
}
