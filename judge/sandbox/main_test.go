package sandbox_test

import (
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/judge/sandbox"
	"github.com/slidejudge/slidejudge/judge/tmpdir"
)

func TestMain(m *testing.M) {
	os.Exit(tmpdir.Run(m))
}

// shared is one Sandbox for all tests, as the judge keeps one, with the
// toolchains of the built-in judge.yaml's languages.
var shared = sync.OnceValues(func() (*sandbox.Sandbox, error) {
	cfg, err := judge.LoadConfig("")
	if err != nil {
		return nil, err
	}
	return sandbox.New(sandbox.Toolchains(cfg.Path, cfg.Commands()...))
})

// full returns the shared sandbox and skips the test unless every mechanism
// works; in CI (CI set, run as root) a missing one fails instead.
func full(t *testing.T) *sandbox.Sandbox {
	t.Helper()
	s, err := shared()
	if err != nil {
		t.Fatal(err)
	}
	if s.Level() != "full" {
		if os.Getenv("CI") != "" && os.Geteuid() == 0 {
			t.Fatalf("sandbox level %q in CI as root: %v", s.Level(), s.Mechanisms())
		}
		t.Skipf("needs the full sandbox (root, cgroups, namespaces, landlock); have %q", s.Level())
	}
	return s
}

// own is a Sandbox of the test's own, at the full level, closed at the end.
func own(t *testing.T, opts ...sandbox.Option) *sandbox.Sandbox {
	t.Helper()
	full(t)
	s, err := sandbox.New(opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// timeScale multiplies the tests' time limits on a slower machine (an
// emulated one: scripts/vmcheck.sh sets $SLIDEJUDGE_TEST_TIME_SCALE).
var timeScale = func() time.Duration {
	n, err := strconv.Atoi(os.Getenv("SLIDEJUDGE_TEST_TIME_SCALE"))
	if err != nil || n < 1 {
		return 1
	}
	return time.Duration(n)
}()

// box is one run's files: a work dir and the judge-owned output files.
type box struct {
	root, work, out, err string
}

func newBox(t *testing.T) box {
	root := t.TempDir()
	b := box{root: root, work: filepath.Join(root, "work"), out: filepath.Join(root, "stdout"), err: filepath.Join(root, "stderr")}
	if err := os.Mkdir(b.work, 0o755); err != nil {
		t.Fatal(err)
	}
	return b
}

// run runs c in b with short default limits and returns the result and stdout.
func (b box) run(t *testing.T, s *sandbox.Sandbox, c sandbox.Config) (sandbox.Result, string) {
	t.Helper()
	c.Dir, c.Stdout, c.Stderr = b.work, b.out, b.err
	if c.CPUTime == 0 {
		c.CPUTime = time.Second
	}
	if c.WallTime == 0 {
		c.WallTime = 2 * time.Second
	}
	c.CPUTime, c.WallTime = c.CPUTime*timeScale, c.WallTime*timeScale
	if c.Memory == 0 {
		c.Memory = 64 << 20
	}
	if c.Output == 0 {
		c.Output = 1 << 20
	}
	if c.Processes == 0 {
		c.Processes = 16
	}
	r, err := s.Run(context.Background(), c)
	if err != nil {
		t.Fatalf("Run %v: %v", c.Args, err)
	}
	out := head(b.out) // never the whole file: the output test checks the judge's RSS
	if r.Status == sandbox.Failed {
		t.Logf("run %v failed: %s", c.Args, r.Error)
	}
	return r, out
}

func (b box) stderr() string { return head(b.err) }

// head is the start of a file.
func head(name string) string {
	f, err := os.Open(name)
	if err != nil {
		return ""
	}
	defer f.Close()
	buf := make([]byte, 4096)
	n, _ := io.ReadFull(f, buf)
	return string(buf[:n])
}

// compileLimits are generous, like the judge's limits for compilers.
func compileLimits(c sandbox.Config) sandbox.Config {
	c.CPUTime, c.WallTime, c.Memory, c.Output, c.Processes = 30*time.Second, 60*time.Second, 1<<30, 64<<20, 128
	c.Keep = true // the compiler's output, for the run that follows
	return c
}

// write puts src into the work dir as name.
func (b box) write(t *testing.T, name, src string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(b.work, name), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
}

func need(t *testing.T, cmd string) {
	t.Helper()
	if _, err := exec.LookPath(cmd); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s not installed", cmd)
		}
		t.Skipf("%s not installed", cmd)
	}
}

// bothPaths runs test through servers (the shared sandbox) and through a
// helper per run (a sandbox of the test's own).
func bothPaths(t *testing.T, test func(t *testing.T, s *sandbox.Sandbox)) {
	t.Run("served", func(t *testing.T) { test(t, full(t)) })
	t.Run("per-run helper", func(t *testing.T) { test(t, own(t, sandbox.PerRunHelper())) })
}
