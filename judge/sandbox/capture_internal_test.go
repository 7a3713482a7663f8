//go:build linux

package sandbox

import (
	"testing"
	"time"
)

// What is left in a run's pipes when it has ended is read to the end,
// however late the judge's readers get to it, when the run's cgroup held
// every process of it (endedGrace); only without one are the pipes cut
// after captureGrace, since an escaped process may hold them. Here the
// bytes come after captureGrace, as they are read after it when the
// judge waits for a core (before: a right answer WA, "empty output").
func TestCaptureReadsToTheEnd(t *testing.T) {
	for _, c := range []struct {
		grace time.Duration
		want  string
	}{{endedGrace, "early late\n"}, {captureGrace, "early "}} {
		capt, err := newCapture(1 << 20)
		if err != nil {
			t.Fatal(err)
		}
		w := capt.outW
		capt.outW = nil // the "program's": closed by the writer below, not by started
		if _, err := w.WriteString("early "); err != nil {
			t.Fatal(err)
		}
		go func() {
			time.Sleep(3 * captureGrace)
			_, _ = w.WriteString("late\n")
			w.Close()
		}()
		capt.errW.Close()
		capt.errW = nil
		capt.finish(c.grace)
		if got := string(capt.out); got != c.want {
			t.Errorf("grace %v: %q, want %q", c.grace, got, c.want)
		}
	}
}
