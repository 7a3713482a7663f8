//go:build linux

package sandbox_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// A binary that some process still holds open for writing cannot be
// executed (ETXTBSY). The judge meets this when a process forked while it
// was writing a binary keeps the writer's descriptor for a moment: the run
// waits for it, and the program is not blamed.
func TestBusyBinaryWaited(t *testing.T) {
	s, err := shared()
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	work := filepath.Join(root, "work")
	if err := os.Mkdir(work, 0o755); err != nil {
		t.Fatal(err)
	}
	prog := filepath.Join(work, "prog")
	data, err := os.ReadFile("/bin/true")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(prog, data, 0o755); err != nil {
		t.Fatal(err)
	}
	w, err := os.OpenFile(prog, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		time.Sleep(200 * time.Millisecond)
		w.Close()
	}()
	c := sandbox.Config{Args: []string{prog}, Dir: work, Stdout: filepath.Join(root, "out"),
		CPUTime: time.Second * timeScale, WallTime: 5 * time.Second * timeScale, Memory: 64 << 20, Output: 1 << 20, Processes: 16}
	r, err := s.Run(context.Background(), c)
	if err != nil || r.Status != sandbox.Exited || r.ExitCode != 0 {
		t.Fatalf("a binary busy for 200 ms: %+v %v", r, err)
	}
}
