//go:build linux

package sandbox

import (
	"os"

	"golang.org/x/sys/unix"
)

// The judge reads and writes about fifteen cgroup and /proc files for
// every run. os.ReadFile and os.WriteFile would register each with the
// runtime's poller (cgroupfs and procfs files can be polled): an epoll_ctl
// to add, two fcntl for non-blocking mode, an fstat, another epoll_ctl to
// remove. These make only the open, the reads or write, and the close.

// readSmall reads a small kernel file (a cgroup or /proc file) whole.
func readSmall(path string) ([]byte, error) {
	fd, err := openSmall(path, unix.O_RDONLY)
	if err != nil {
		return nil, err
	}
	defer unix.Close(fd)
	buf := make([]byte, 512)
	n := 0
	for {
		m, err := unix.Read(fd, buf[n:])
		switch {
		case err == unix.EINTR:
			continue
		case err != nil:
			return nil, &os.PathError{Op: "read", Path: path, Err: err}
		case m == 0:
			return buf[:n], nil
		}
		n += m
		if n == len(buf) {
			buf = append(buf, make([]byte, len(buf))...)
		}
	}
}

// writeSmall writes val to a kernel file in one write, as os.WriteFile
// does to an existing file (no creation, no truncation: cgroupfs and
// procfs files take a value per write).
func writeSmall(path, val string) error {
	fd, err := openSmall(path, unix.O_WRONLY)
	if err != nil {
		return err
	}
	defer unix.Close(fd)
	for {
		_, err = unix.Write(fd, []byte(val))
		if err != unix.EINTR {
			break
		}
	}
	if err != nil {
		return &os.PathError{Op: "write", Path: path, Err: err}
	}
	return nil
}

func openSmall(path string, mode int) (int, error) {
	for {
		fd, err := unix.Open(path, mode|unix.O_CLOEXEC, 0)
		if err == unix.EINTR {
			continue
		}
		if err != nil {
			return -1, &os.PathError{Op: "open", Path: path, Err: err}
		}
		return fd, nil
	}
}
