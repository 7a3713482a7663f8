package sandbox_test

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

func TestZZProbeLatency(t *testing.T) {
	bin := os.Getenv("LAT_BIN")
	if bin == "" {
		t.Skip()
	}
	s := full(t)
	b := newBox(t)
	data, _ := os.ReadFile(bin)
	os.WriteFile(filepath.Join(b.work, "lat"), data, 0o755)
	n, _ := strconv.Atoi(os.Getenv("LAT_N"))
	var lats []float64
	for i := 0; i < n; i++ {
		c := sandbox.Config{Args: []string{"./lat"}, Dir: b.work, Capture: true, CPUTime: time.Second, WallTime: 2 * time.Second, Memory: 64 << 20, Output: 1 << 20, Processes: 4}
		r, err := s.Run(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		v, _ := strconv.ParseFloat(strings.TrimSpace(string(r.Stdout)), 64)
		lats = append(lats, v)
		if v > 0.5 || r.Waited != nil || r.Status != sandbox.Exited {
			t.Logf("run %d: fork->main %.3f s, wall %v, status %v, waited %v", i, v, r.WallTime, r.Status, r.Waited)
		}
	}
	sort.Float64s(lats)
	t.Logf("fork->main: median %.3f, p90 %.3f, max %.3f over %d", lats[len(lats)/2], lats[len(lats)*9/10], lats[len(lats)-1], len(lats))
}
