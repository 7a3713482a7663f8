package sandbox

import (
	"os"
	"testing"
	"time"
)

func TestStretch(t *testing.T) {
	s := time.Second
	cases := []struct {
		name string
		w    Waiting
		want time.Duration
	}{
		{"slept: its own time is the limit", Waiting{Wall: 3 * s, CPU: s / 5}, 0},
		{"waited 2 s for a core: gets them back", Waiting{Wall: 3 * s, CPU: s / 2, RunDelay: 2 * s}, 2 * s},
		{"at the stretch bound", Waiting{Wall: maxStretch * 3 * s, CPU: s / 2, RunDelay: maxStretch*3*s - s}, 0},
		{"near the bound: only up to it", Waiting{Wall: maxStretch*3*s - s, CPU: s / 2, RunDelay: maxStretch*3*s - 3*s}, s},
		{"barely short: a minimum step", Waiting{Wall: 3 * s, CPU: s, RunDelay: time.Millisecond}, 20 * time.Millisecond},
	}
	for _, c := range cases {
		if got := c.w.stretch(3 * s); got != c.want {
			t.Errorf("%s: stretch %v, want %v", c.name, got, c.want)
		}
	}
	if idle := (Waiting{Wall: 3 * s, CPU: s / 5, RunDelay: s / 10}).Idle(); idle != 3*s-3*s/10 {
		t.Errorf("idle %v", idle)
	}
}

func TestPressureTotal(t *testing.T) {
	f := t.TempDir() + "/cpu.pressure"
	if err := os.WriteFile(f, []byte("some avg10=0.00 avg60=0.00 avg300=0.00 total=2500000\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=7\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if d, ok := pressureTotal(f); !ok || d != 2500*time.Millisecond {
		t.Errorf("pressureTotal = %v %v, want 2.5s", d, ok)
	}
	if _, ok := pressureTotal(f + ".missing"); ok {
		t.Error("a missing file has no total")
	}
}

func TestCPUMax(t *testing.T) {
	dir := t.TempDir()
	for content, want := range map[string]float64{"max 100000\n": 0, "150000 100000\n": 1.5, "garbage": 0} {
		if err := os.WriteFile(dir+"/cpu.max", []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := cpuMax(dir + "/cpu.max"); got != want {
			t.Errorf("cpu.max %q: %v cores, want %v", content, got, want)
		}
	}
	if c := UsableCores(); c.N < 1 || c.N > c.Affinity {
		t.Errorf("UsableCores %v", c)
	}
}
