package judge

import (
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/verdict"
)

func TestMarginFailure(t *testing.T) {
	t.Parallel()
	p := &problems.Problem{TimeLimit: time.Second, Memory: 64 << 20}
	cases := []struct {
		name  string
		scale float64
		rep   Report
		want  string
	}{
		{"AC within half", 1, Report{Verdict: verdict.AC, Tests: []TestReport{{Verdict: verdict.AC, TimeMS: 500}}}, ""},
		{"AC over half", 1, Report{Verdict: verdict.AC, Tests: []TestReport{{Name: "t1", Verdict: verdict.AC, TimeMS: 10}, {Name: "t2", Verdict: verdict.AC, TimeMS: 501}}}, "time margin: t2 (AC) took 501 ms CPU, over half the 1s limit"},
		{"TLE killed at the slack", 1, Report{Verdict: verdict.TLE, Tests: []TestReport{{Verdict: verdict.TLE, TimeMS: 2200}}}, ""},
		{"TLE near, then killed", 1, Report{Verdict: verdict.TLE, Tests: []TestReport{{Verdict: verdict.TLE, TimeMS: 1300, NearLimit: true}, {Verdict: verdict.TLE, TimeMS: 2200}}}, ""},
		{"TLE ending over twice", 1, Report{Verdict: verdict.TLE, Tests: []TestReport{{Verdict: verdict.TLE, TimeMS: 2100, NearLimit: true}}}, ""},
		{"TLE only near", 1, Report{Verdict: verdict.TLE, Tests: []TestReport{{Name: "a", Verdict: verdict.TLE, TimeMS: 1300, NearLimit: true}, {Name: "b", Verdict: verdict.TLE, TimeMS: 1900, NearLimit: true}}}, "the slowest, b, ended by itself at 1900 ms"},
		{"MLE fast", 1, Report{Verdict: verdict.MLE, Tests: []TestReport{{Verdict: verdict.AC, TimeMS: 500}, {Verdict: verdict.MLE, TimeMS: 300}}}, ""},
		{"MLE slow", 1, Report{Verdict: verdict.MLE, Tests: []TestReport{{Name: "m", Verdict: verdict.MLE, TimeMS: 700}}}, "MLE margin: m reached the memory limit at 700 ms CPU, over half the 1s limit"},
		// A test passed near the limit could turn TLE under load, before the MLE.
		{"MLE after a slow test", 1, Report{Verdict: verdict.MLE, Tests: []TestReport{{Name: "a", Verdict: verdict.AC, TimeMS: 900}, {Verdict: verdict.MLE, TimeMS: 300}}}, "time margin: a (AC) took 900 ms CPU, over half the 1s limit"},
		{"WA fast", 1, Report{Verdict: verdict.WA, Tests: []TestReport{{Verdict: verdict.AC, TimeMS: 500}, {Verdict: verdict.WA, TimeMS: 20}}}, ""},
		{"WA near the limit", 1, Report{Verdict: verdict.WA, Tests: []TestReport{{Verdict: verdict.AC, TimeMS: 20}, {Name: "w", Verdict: verdict.WA, TimeMS: 958}}}, "time margin: w (WA) took 958 ms CPU, over half the 1s limit"},
		{"RE after a slow test", 1, Report{Verdict: verdict.RE, Tests: []TestReport{{Name: "s", Verdict: verdict.AC, TimeMS: 700}, {Verdict: verdict.RE, TimeMS: 5}}}, "time margin: s (AC) took 700 ms CPU"},
		{"OLE fast", 1, Report{Verdict: verdict.OLE, Tests: []TestReport{{Verdict: verdict.OLE, TimeMS: 100}}}, ""},
		// On a machine 1.3× slower than the reference, half the limit is
		// 650 ms of CPU here, twice it 2.6 s: no looser, no stricter.
		{"slower machine: AC within", 1.3, Report{Verdict: verdict.AC, Tests: []TestReport{{Verdict: verdict.AC, TimeMS: 650}}}, ""},
		{"slower machine: AC over", 1.3, Report{Verdict: verdict.AC, Tests: []TestReport{{Name: "t", Verdict: verdict.AC, TimeMS: 651}}}, "time margin: t (AC) took 651 ms CPU, over half the 1s limit (650ms at this machine's speed)"},
		{"slower machine: MLE over", 1.3, Report{Verdict: verdict.MLE, Tests: []TestReport{{Name: "m", Verdict: verdict.MLE, TimeMS: 700}}}, "MLE margin: m reached the memory limit at 700 ms CPU, over half the 1s limit (650ms at this machine's speed)"},
		{"slower machine: TLE ending before 2.6 s", 1.3, Report{Verdict: verdict.TLE, Tests: []TestReport{{Name: "b", Verdict: verdict.TLE, TimeMS: 2500, NearLimit: true}}}, "TLE margin: no test runs twice the 1s limit (2.6s at this machine's speed); the slowest, b, ended by itself at 2500 ms CPU"},
		// A faster machine is held to less.
		{"faster machine: AC over", 0.8, Report{Verdict: verdict.AC, Tests: []TestReport{{Name: "t", Verdict: verdict.AC, TimeMS: 401}}}, "over half the 1s limit (400ms at this machine's speed)"},
	}
	for _, c := range cases {
		got := marginFailure(p, &c.rep, c.scale)
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// The memory margin is judged on a second run with 1.5× the memory limit.
func TestMemoryMarginFailure(t *testing.T) {
	t.Parallel()
	p := &problems.Problem{TimeLimit: time.Second, Memory: 64 << 20}
	cases := []struct {
		name string
		wide Report
		want string
	}{
		{"MLE past the slack", Report{Verdict: verdict.MLE, Tests: []TestReport{{Verdict: verdict.AC, TimeMS: 5}, {Verdict: verdict.MLE, TimeMS: 700}}}, ""},
		{"MLE only within the memory slack", Report{Verdict: verdict.MLE, Tests: []TestReport{{Verdict: verdict.AC, TimeMS: 5}, {Name: "m", Verdict: verdict.MLE, TimeMS: 50, MemoryKB: 80 << 10, NearLimit: true}}}, "MLE margin: no test needs 1.5× the 64 MiB limit; the largest peak, m, was 80 MiB"},
		{"MLE near, then past the slack", Report{Verdict: verdict.MLE, Tests: []TestReport{{Verdict: verdict.MLE, TimeMS: 50, MemoryKB: 80 << 10, NearLimit: true}, {Verdict: verdict.MLE, TimeMS: 60, MemoryKB: 96 << 10}}}, ""},
		{"out of time instead", Report{Verdict: verdict.TLE, Tests: []TestReport{{Verdict: verdict.AC, TimeMS: 5}, {Verdict: verdict.TLE, TimeMS: 1600}}}, "MLE margin: with 1.5× the 64 MiB limit no test ran out of memory (TLE)"},
	}
	for _, c := range cases {
		got := memoryMarginFailure(p, &c.wide)
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
