package judge

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/verdict"
)

func TestSuggestLimit(t *testing.T) {
	t.Parallel()
	p := &problems.Problem{TimeLimit: time.Second}
	ac := func(file string, ms int64) ProgramCheck {
		return ProgramCheck{File: file, Expected: verdict.AC, Verdict: verdict.AC, TimeMS: ms}
	}
	tle := ProgramCheck{File: "time_limit_exceeded/loop.c", Expected: verdict.TLE, Verdict: verdict.TLE, TimeMS: 2200}
	cases := []struct {
		progs   []ProgramCheck
		want    string
		warning bool
	}{
		// Twice 332 ms is 664 ms: one second, the least whole one.
		{[]ProgramCheck{ac("accepted/a.go", 5), ac("accepted/b.py", 332), tle}, "1s: twice the slowest accepted, accepted/b.py (332 ms CPU)", false},
		// Twice 583 ms rounds up to 2 s; the TLE program stopped at 2.2 s
		// is not twice past it.
		{[]ProgramCheck{ac("accepted/b.py", 583), tle}, "2s: twice the slowest accepted, accepted/b.py (583 ms CPU)", true},
		{[]ProgramCheck{ac("accepted/c.cpp", 1000)}, "2s:", false},
		{[]ProgramCheck{ac("accepted/c.cpp", 1001)}, "3s:", false},
		// A program filed as accepted but rejected does not count.
		{[]ProgramCheck{ac("accepted/a.go", 5), {File: "accepted/slow.py", Expected: verdict.AC, Verdict: verdict.TLE, TimeMS: 1500}}, "1s: twice the slowest accepted, accepted/a.go", false},
	}
	for _, c := range cases {
		got, ok := suggestLimit(p, c.progs)
		if !ok || !got.OK || !strings.HasPrefix(got.Detail, c.want) || got.Warning != c.warning {
			t.Errorf("%v: %+v, want %q warning %v", c.progs, got, c.want, c.warning)
		}
		if c.warning && !strings.Contains(got.Detail, "time_limit_exceeded/loop.c was stopped at 2200 ms CPU, not twice past 2s") {
			t.Errorf("warning does not name the TLE program: %s", got.Detail)
		}
	}
	if _, ok := suggestLimit(p, []ProgramCheck{tle}); ok {
		t.Error("a suggestion with no accepted program")
	}
}

// The margins line: past maxSpeedScale, programs that all held at the
// bound pass (they hold at any speed); one that missed fails naming the
// speed; at a speed within the bound, the programs are named.
func TestMarginsCheck(t *testing.T) {
	t.Parallel()
	p := &problems.Problem{TimeLimit: time.Second, Memory: 64 << 20}
	ref := referenceCalibration
	fast, slow := newSpeed(ref*12/10, 0), newSpeed(ref*16/10, 0)
	for _, c := range []struct {
		speed        Speed
		hasRef       bool
		held, judged int
		ok           bool
		detail       string
	}{
		{fast, true, 4, 4, true, "every judged program (4) with room to spare: every test up to the verdict ≤ 500ms CPU, TLE ≥ 2s, MLE ≥ 96 MiB; times ×1.20 for this machine's speed"},
		{fast, true, 2, 4, false, "2 of 4 judged programs without room to spare (below); every test up to the verdict ≤ 500ms CPU"},
		{slow, true, 4, 4, true, "every judged program (4) with room to spare even at 1.5×, the most margins are scaled by (this machine: 1.60×, calibration 256 ms CPU here, 160 ms on the reference machine): every test up to the verdict ≤ 500ms CPU"},
		{slow, true, 3, 4, false, "1.60× the reference machine's 160 ms: past 1.5×, a missed margin may be the machine's (too slow or too loaded); 3 of 4 judged programs with room to spare at 1.5×"},
		{fast, false, 4, 4, false, "no reference solution under accepted/"},
		{slow, false, 4, 4, false, "no reference solution under accepted/"},
	} {
		m := marginsCheck(p, c.speed, c.hasRef, c.held, c.judged)
		if m.Name != "margins" || m.OK != c.ok || !strings.Contains(m.Detail, c.detail) {
			t.Errorf("scale %.2f, reference %v, %d of %d held: %+v, want ok %v and %q", c.speed.Scale, c.hasRef, c.held, c.judged, m, c.ok, c.detail)
		}
	}
}

// A program that holds its time margin with little to spare is named,
// with its share of the margin at the scale it was judged at; TLE
// programs and programs that failed are not.
func TestNearestMargin(t *testing.T) {
	t.Parallel()
	p := &problems.Problem{ID: "x", TimeLimit: time.Second}
	prog := func(file string, expect verdict.Verdict, ok bool, ms ...int64) ProgramCheck {
		pc := ProgramCheck{File: file, Expected: expect, Verdict: expect, OK: ok}
		for i, m := range ms {
			pc.Tests = append(pc.Tests, TestReport{Name: fmt.Sprintf("secret/%02d", i+1), TimeMS: m})
		}
		return pc
	}
	progs := []ProgramCheck{
		prog("accepted/fast.c", verdict.AC, true, 10, 300, 20),
		prog("wrong_answer/slowish.py", verdict.WA, true, 100, 410),
		prog("time_limit_exceeded/slow.c", verdict.TLE, true, 2500),
		prog("accepted/failed.py", verdict.AC, false, 900),
	}
	got := nearestMargin(p, progs, 1)
	want := "nearest: wrong_answer/slowish.py on secret/02: 410 ms CPU, 82 % of its margin (500 ms here): another machine may fail it"
	if got != want {
		t.Errorf("at scale 1: %q, want %q", got, want)
	}
	// On a slower machine the same times are further from the margin.
	if got := nearestMargin(p, progs, 1.1); got != "" {
		t.Errorf("at scale 1.1 (410 of 550 ms): %q, want none", got)
	}
}
