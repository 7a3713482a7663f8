package judge

import (
	"strings"
	"testing"
	"time"
)

// The calibration is the same work every run: a heavier workload with the
// same reference time would scale every margin up, so a change to the
// work must come with a new referenceCalibration (measured as its comment
// says) and a new sum here.
func TestCalibrationWork(t *testing.T) {
	t.Parallel()
	w := newCalibrationWork()
	w.run()
	const want = 0xbd000f8d917a6
	if w.sum != want {
		t.Errorf("calibration checksum %#x, want %#x: the work changed, measure referenceCalibration again", w.sum, uint64(want))
	}
	w.run()
	if w.sum != want {
		t.Errorf("a second run gave %#x: run does not start afresh", w.sum)
	}
	if d := measureSpeed(1); d > 0 {
		t.Logf("calibration here: %v CPU (reference %v)", d, referenceCalibration)
	}
}

// Margins are never judged looser than the slower calibration says, and
// not at all past maxSpeedScale.
func TestSpeedScale(t *testing.T) {
	t.Parallel()
	if referenceCalibration != 160*time.Millisecond || maxSpeedScale != 1.5 {
		t.Fatalf("reference %v, most %.2f×: a smaller reference or a larger bound loosens every margin; change this test only with the measurement", referenceCalibration, maxSpeedScale)
	}
	ref := referenceCalibration
	s := newSpeed(ref, ref*13/10)
	if s.Scale < 1.299 || s.Scale > 1.301 || s.tooSlow() != "" {
		t.Errorf("before at the reference, after 1.3× slower: %+v, want the slower, 1.3", s)
	}
	if s := newSpeed(ref*12/10, ref*9/10); s.Scale < 1.199 || s.Scale > 1.201 {
		t.Errorf("%+v, want the slower of the two, 1.2", s)
	}
	if s := newSpeed(ref*8/10, ref*8/10); s.Scale > 0.801 {
		t.Errorf("a faster machine: %+v, want 0.8 (stricter margins)", s)
	}
	slow := newSpeed(ref*16/10, ref)
	if why := slow.tooSlow(); !strings.Contains(why, "1.60× the reference machine's 160 ms: past 1.5×, a missed margin may be the machine's") {
		t.Errorf("1.6× slower: %q", why)
	}
	if slow.marginScale() != maxSpeedScale || s.marginScale() != s.Scale {
		t.Errorf("margins judged at %.2f (1.6× slower) and %.2f (1.3×): never past the bound", slow.marginScale(), s.marginScale())
	}
	if s := newSpeed(0, 0); s.Scale != 1 || !strings.Contains(s.String(), "as measured") {
		t.Errorf("not measured: %+v %s", s, s)
	}
	if got := s.String(); !strings.Contains(got, "times ×1.30 for this machine's speed (calibration 208 ms CPU here, 160 ms on the reference machine)") {
		t.Errorf("String: %s", got)
	}
}
