package judge

import (
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/problems"
)

func TestMarginFailure(t *testing.T) {
	t.Parallel()
	p := &problems.Problem{TimeLimit: time.Second}
	cases := []struct {
		name string
		rep  Report
		want string
	}{
		{"AC within half", Report{Verdict: AC, Tests: []TestReport{{Verdict: AC, TimeMS: 500}}}, ""},
		{"AC over half", Report{Verdict: AC, Tests: []TestReport{{Name: "t1", Verdict: AC, TimeMS: 10}, {Name: "t2", Verdict: AC, TimeMS: 501}}}, "time margin: t2 took 501 ms CPU"},
		{"TLE killed at the slack", Report{Verdict: TLE, Tests: []TestReport{{Verdict: TLE, TimeMS: 2200}}}, ""},
		{"TLE near, then killed", Report{Verdict: TLE, Tests: []TestReport{{Verdict: TLE, TimeMS: 1300, NearLimit: true}, {Verdict: TLE, TimeMS: 2200}}}, ""},
		{"TLE ending over twice", Report{Verdict: TLE, Tests: []TestReport{{Verdict: TLE, TimeMS: 2100, NearLimit: true}}}, ""},
		{"TLE only near", Report{Verdict: TLE, Tests: []TestReport{{Name: "a", Verdict: TLE, TimeMS: 1300, NearLimit: true}, {Name: "b", Verdict: TLE, TimeMS: 1900, NearLimit: true}}}, "the slowest, b, ended by itself at 1900 ms"},
		{"MLE fast", Report{Verdict: MLE, Tests: []TestReport{{Verdict: AC, TimeMS: 900}, {Verdict: MLE, TimeMS: 300}}}, ""},
		{"MLE slow", Report{Verdict: MLE, Tests: []TestReport{{Name: "m", Verdict: MLE, TimeMS: 700}}}, "MLE margin: m reached the memory limit at 700 ms CPU"},
		{"WA has none", Report{Verdict: WA, Tests: []TestReport{{Verdict: WA, TimeMS: 990}}}, ""},
	}
	for _, c := range cases {
		got := marginFailure(p, &c.rep)
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
