package judge

import (
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
