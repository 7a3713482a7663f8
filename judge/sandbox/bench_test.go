package sandbox_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// BenchmarkRunTrue is the cost of one sandboxed run of /bin/true (the
// set-up cost per run): at the best level through a server, at the best
// level with a helper per run, and with rlimits only. It reports the median
// too, which a busy machine disturbs less than the mean.
func BenchmarkRunTrue(b *testing.B) {
	best, err := shared()
	if err != nil {
		b.Fatal(err)
	}
	perRun, err := sandbox.New(sandbox.PerRunHelper())
	if err != nil {
		b.Fatal(err)
	}
	defer perRun.Close()
	low, err := sandbox.New(sandbox.WithLevel("rlimits"))
	if err != nil {
		b.Fatal(err)
	}
	b.Run("best", func(b *testing.B) { benchRun(b, best) })
	b.Run("best-per-run-helper", func(b *testing.B) { benchRun(b, perRun) })
	b.Run("rlimits", func(b *testing.B) { benchRun(b, low) })
}

func benchRun(b *testing.B, s *sandbox.Sandbox) {
	root := b.TempDir()
	work := filepath.Join(root, "work")
	if err := os.Mkdir(work, 0o755); err != nil {
		b.Fatal(err)
	}
	c := sandbox.Config{Args: []string{"/bin/true"}, Dir: work, Stdout: filepath.Join(root, "out"),
		CPUTime: time.Second * timeScale, WallTime: 2 * time.Second * timeScale, Memory: 64 << 20, Output: 1 << 20, Processes: 16}
	times := make([]time.Duration, 0, b.N)
	cpus := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		r, err := s.Run(context.Background(), c)
		if err != nil || r.Status != sandbox.Exited || r.ExitCode != 0 {
			b.Fatalf("%+v %v", r, err)
		}
		times = append(times, time.Since(start))
		cpus = append(cpus, r.CPUTime)
	}
	b.StopTimer()
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
	// The run's CPU time as the sandbox counts it: the program and its
	// child's set-up from the fork on.
	slices.Sort(cpus)
	b.ReportMetric(float64(cpus[len(cpus)/2].Microseconds())/1000, "cpu-median-ms")
	b.Logf("level %s", s.Level())
}
