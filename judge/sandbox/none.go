//go:build !linux

package sandbox

import (
	"context"
	"fmt"
	"os"
	"runtime"
)

// Off Linux there is no sandbox: none of the mechanisms exist, and every
// program runs as a plain child of the judge (runDirect), as the user who
// runs the judge, bounded only by its time and output limits. Level says
// so in every report and `judge doctor`; Untrusted makes `judge run` ask
// for --trust and `judge serve` and `judge worker` refuse.

// Sandbox runs programs; make one with New and share it.
type Sandbox struct{}

// New returns the sandbox of this system: none. Options change nothing.
func New(...Option) (*Sandbox, error) { return &Sandbox{}, nil }

// Run runs one program under c's time and output limits.
func (s *Sandbox) Run(ctx context.Context, c Config) (Result, error) { return runDirect(ctx, c) }

// Err says whether programs can run: they can.
func (s *Sandbox) Err() error { return nil }

// Level says, for reports, that nothing isolates programs here.
func (s *Sandbox) Level() string {
	return "none (no sandbox on " + runtime.GOOS + ": programs run as you, only time and output limited)"
}

// Untrusted says why programs here must be the user's own.
func (s *Sandbox) Untrusted() string {
	return fmt.Sprintf("there is no sandbox on %s (programs run as your own uid, nothing but their time and output limited)", runtime.GOOS)
}

// Runner says how runs start.
func (s *Sandbox) Runner() string {
	return "each program a plain child process of the judge (the sandbox needs Linux)"
}

// Mechanisms lists every mechanism, none in force.
func (s *Sandbox) Mechanisms() []Mechanism {
	var ms []Mechanism
	for _, n := range []string{MechRlimits, MechNoNewPrivs, MechUser, MechNamespaces, MechCgroups, MechLandlock, MechRoot} {
		ms = append(ms, Mechanism{Name: n, Detail: "Linux only"})
	}
	return ms
}

func (s *Sandbox) ReadOnlyPaths() []string { return nil }
func (s *Sandbox) RootPaths() []string     { return nil }
func (s *Sandbox) WaitSource() string      { return "" }
func (s *Sandbox) Warm(int)                {}
func (s *Sandbox) Close() error            { return nil }

// UsableCores is the CPU count the Go runtime sees.
func UsableCores() Cores {
	n := runtime.NumCPU()
	return Cores{N: n, Affinity: n}
}

// DelayAccounting says that block I/O is not measured here.
func DelayAccounting() string { return "block I/O not measured (Linux only)" }

// CPUShare says nothing is done for a program's share of the CPU here.
func CPUShare() string { return "as the system's scheduler gives it (Linux only: a session per run)" }

// DeniedCalls is empty: there is no seccomp filter here.
func DeniedCalls() []string { return nil }

// WorkDir makes a fresh scratch dir (named slidejudge-kind-…) in the
// system's temp dir; RemoveWorkDir removes it.
func WorkDir(kind string) (string, error) { return os.MkdirTemp("", "slidejudge-"+kind+"-") }

// RemoveWorkDir removes a dir that WorkDir made.
func RemoveWorkDir(dir string) error { return os.RemoveAll(dir) }

// SweepWorkDirs removes nothing: no judge here locks its dirs, so what a
// killed judge left cannot be told from what a running one uses.
func SweepWorkDirs() int { return 0 }

// Placement keeps programs on cores of their own where Linux's affinity
// exists; here it never does.
type Placement struct{}

// Place places nothing here.
func Place(int) *Placement { return nil }

// Cores are none.
func (*Placement) Cores() []int { return nil }

// Close does nothing.
func (*Placement) Close() {}

// HeldCores are none.
func HeldCores() []int { return nil }

// KeepsCores is false: no run here is kept on a core.
func (*Sandbox) KeepsCores() bool { return false }

// LeavesDirAlone says whether a run leaves its Config.Dir as it found it:
// never here.
func (*Sandbox) LeavesDirAlone() bool { return false }

// capturePipe is a pipe whose read end the judge reads.
func capturePipe() (r, w *os.File, err error) { return os.Pipe() }

// ReadFile reads a whole file.
func ReadFile(path string) ([]byte, error) { return os.ReadFile(path) }
