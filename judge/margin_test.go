package judge

import (
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/problems"
)

func TestMarginFailure(t *testing.T) {
	t.Parallel()
	p := &problems.Problem{TimeLimit: time.Second, Memory: 64 << 20}
	cases := []struct {
		name string
		rep  Report
		want string
	}{
		{"AC within half", Report{Verdict: AC, Tests: []TestReport{{Verdict: AC, TimeMS: 500}}}, ""},
		{"AC over half", Report{Verdict: AC, Tests: []TestReport{{Name: "t1", Verdict: AC, TimeMS: 10}, {Name: "t2", Verdict: AC, TimeMS: 501}}}, "time margin: t2 (AC) took 501 ms CPU"},
		{"TLE killed at the slack", Report{Verdict: TLE, Tests: []TestReport{{Verdict: TLE, TimeMS: 2200}}}, ""},
		{"TLE near, then killed", Report{Verdict: TLE, Tests: []TestReport{{Verdict: TLE, TimeMS: 1300, NearLimit: true}, {Verdict: TLE, TimeMS: 2200}}}, ""},
		{"TLE ending over twice", Report{Verdict: TLE, Tests: []TestReport{{Verdict: TLE, TimeMS: 2100, NearLimit: true}}}, ""},
		{"TLE only near", Report{Verdict: TLE, Tests: []TestReport{{Name: "a", Verdict: TLE, TimeMS: 1300, NearLimit: true}, {Name: "b", Verdict: TLE, TimeMS: 1900, NearLimit: true}}}, "the slowest, b, ended by itself at 1900 ms"},
		{"MLE fast", Report{Verdict: MLE, Tests: []TestReport{{Verdict: AC, TimeMS: 500}, {Verdict: MLE, TimeMS: 300}}}, ""},
		{"MLE only within the memory slack", Report{Verdict: MLE, Tests: []TestReport{{Verdict: AC, TimeMS: 5}, {Name: "m", Verdict: MLE, TimeMS: 50, MemoryKB: 80 << 10, NearLimit: true}}}, "MLE margin: no test needs 1.5× the 64 MiB limit; the largest peak, m, was 80 MiB"},
		{"MLE near, then past the slack", Report{Verdict: MLE, Tests: []TestReport{{Verdict: MLE, TimeMS: 50, MemoryKB: 80 << 10, NearLimit: true}, {Verdict: MLE, TimeMS: 60, MemoryKB: 96 << 10}}}, ""},
		{"MLE slow", Report{Verdict: MLE, Tests: []TestReport{{Name: "m", Verdict: MLE, TimeMS: 700}}}, "MLE margin: m reached the memory limit at 700 ms CPU"},
		// A test passed near the limit could turn TLE under load, before the MLE.
		{"MLE after a slow test", Report{Verdict: MLE, Tests: []TestReport{{Name: "a", Verdict: AC, TimeMS: 900}, {Verdict: MLE, TimeMS: 300}}}, "time margin: a (AC) took 900 ms CPU, over half the 1s limit"},
		{"WA fast", Report{Verdict: WA, Tests: []TestReport{{Verdict: AC, TimeMS: 500}, {Verdict: WA, TimeMS: 20}}}, ""},
		{"WA near the limit", Report{Verdict: WA, Tests: []TestReport{{Verdict: AC, TimeMS: 20}, {Name: "w", Verdict: WA, TimeMS: 958}}}, "time margin: w (WA) took 958 ms CPU, over half the 1s limit"},
		{"RE after a slow test", Report{Verdict: RE, Tests: []TestReport{{Name: "s", Verdict: AC, TimeMS: 700}, {Verdict: RE, TimeMS: 5}}}, "time margin: s (AC) took 700 ms CPU"},
		{"OLE fast", Report{Verdict: OLE, Tests: []TestReport{{Verdict: OLE, TimeMS: 100}}}, ""},
	}
	for _, c := range cases {
		got := marginFailure(p, &c.rep)
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
