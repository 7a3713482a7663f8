package sandbox_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

func TestMain(m *testing.M) {
	sandbox.Init()
	os.Exit(m.Run())
}

func TestSmoke(t *testing.T) {
	s, err := sandbox.New()
	if err != nil {
		t.Fatal(err)
	}
	t.Log(s.Level())
	for _, m := range s.Mechanisms() {
		t.Log(m)
	}
	t.Log(s.ReadOnlyPaths())
	dir := t.TempDir()
	work := filepath.Join(dir, "work")
	os.Mkdir(work, 0o755)
	for _, args := range [][]string{{"/bin/true"}, {"sh", "-c", "id; echo $PATH; ls / /proc; cat /etc/hostname; ls ~; ls /tmp; echo hi > /tmp/x; echo ok > f; ls -la"}} {
		r, err := s.Run(context.Background(), sandbox.Config{Args: args, Dir: work, Stdout: filepath.Join(dir, "out"), Stderr: filepath.Join(dir, "err"), CPUTime: time.Second, Memory: 256 << 20, Output: 1 << 20, Processes: 16})
		out, _ := os.ReadFile(filepath.Join(dir, "out"))
		errb, _ := os.ReadFile(filepath.Join(dir, "err"))
		t.Logf("%+v %v\n%s\n%s", r, err, out, errb)
	}
}
