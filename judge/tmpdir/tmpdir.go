// Package tmpdir gives a test binary a $TMPDIR of its own, removed when its
// tests end: whatever they and the judges they start leave there (work
// dirs, probe dirs, build caches, testscript caches) goes with it, and
// `go test ./...` leaves nothing behind; what a killed run left, the next
// run removes.
package tmpdir

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// Run runs the tests (a *testing.M, or a wrapper that also cleans up) with
// $TMPDIR set to a fresh directory and removes it afterwards; it returns
// the exit code for os.Exit.
func Run(m interface{ Run() int }) int {
	// A test binary started by another (two judges on one temp dir, say)
	// shares its parent's directory: the parent removes it.
	if dir := os.Getenv(ownerEnv); dir != "" && dir == os.Getenv("TMPDIR") {
		return m.Run()
	}
	// The dirs of test binaries (and judges) killed before they could
	// remove theirs (kill -9 of go test, a timeout) go at the next start;
	// this one is in this process's locked work-dir root too, for the
	// next run to sweep once the lock has died with the process.
	sandbox.SweepWorkDirs()
	dir, err := sandbox.WorkDir("test")
	if err != nil {
		fmt.Fprintln(os.Stderr, "tmpdir:", err)
		return 1
	}
	// Sandboxed programs run as another user and reach their work dirs
	// below this one, as they would below /tmp.
	if err := os.Chmod(dir, 0o711); err != nil {
		fmt.Fprintln(os.Stderr, "tmpdir:", err)
		return 1
	}
	old, had := os.LookupEnv("TMPDIR")
	os.Setenv("TMPDIR", dir)
	os.Setenv(ownerEnv, dir)
	defer os.Unsetenv(ownerEnv)
	code := m.Run()
	if had {
		os.Setenv("TMPDIR", old)
	} else {
		os.Unsetenv("TMPDIR")
	}
	if err := sandbox.RemoveWorkDir(dir); err != nil {
		fmt.Fprintln(os.Stderr, "tmpdir:", err)
	}
	return code
}

// ownerEnv names the directory a test binary made, for the test binaries
// it starts.
const ownerEnv = "SLIDEJUDGE_TEST_TMPDIR"

// Cache is the directory for what the tests keep between runs and share
// between packages (compiled programs, materialised tests, the Go build
// store): the user's cache directory + /slidejudge-tests, where caches
// belong, not $TMPDIR, which the tests leave as they found it.
func Cache() string {
	dir, err := os.UserCacheDir()
	if err != nil {
		dir = os.TempDir() // no home: a cache for this run only, removed with it
	}
	return filepath.Join(dir, "slidejudge-tests")
}
