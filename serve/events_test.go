package serve

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/verdict"
)

// The live table grows in test order and stops at the first failure:
// tests judged past it (in parallel, before it was known) are never shown,
// as the final report does not keep them.
func TestLiveTestsInOrder(t *testing.T) {
	o := newInOrder()
	ev := func(i int, v verdict.Verdict) testEvent { return testJSON(i, judge.TestReport{Verdict: v}, 0) }
	idx := func(ts []testEvent) []int {
		var out []int
		for _, t := range ts {
			out = append(out, t.Index)
		}
		return out
	}
	for _, step := range []struct {
		add  testEvent
		want []int
	}{{ev(2, verdict.AC), nil}, {ev(1, verdict.WA), nil}, {ev(0, verdict.AC), []int{0, 1}}, {ev(3, verdict.AC), nil}, {ev(0, verdict.AC), nil}} {
		if got := idx(o.add(step.add)); !slices.Equal(got, step.want) {
			t.Fatalf("add %d: %v, want %v", step.add.Index, got, step.want)
		}
	}
	if got := idx(shownTests([]testEvent{ev(0, verdict.AC), ev(2, verdict.AC), ev(3, verdict.WA)})); !slices.Equal(got, []int{0}) {
		t.Fatalf("shownTests with a gap: %v", got)
	}

	// A program slow and wrong on the sample (test 0), right and quick on
	// the others: they are judged first, and never sent.
	a := newArena(t, openStore(t, dsns(t)["sqlite"]), Config{Open: true}, true)
	src := `import sys, time
s = sys.stdin.read().split()
if s == "2 3 4 1 5 x 7 6 8".split():
    time.sleep(1.5)
    print("uuuu")
elif s == "1 2 3 4 5 6 7 8 x".split():
    print("")
else:
    print("unsolvable")
`
	resp, v := a.post(t, "", submitRequest{Problem: "eight", Language: "python3", Source: src})
	if resp.StatusCode != 202 {
		t.Fatalf("%s %v", resp.Status, v)
	}
	var tests []int
	var last sse
	for _, e := range followEvents(t, eventsURL(a.ts.URL, idOf(t, v)), "") {
		if e.Name == "test" {
			var te testEvent
			if err := json.Unmarshal([]byte(e.Data), &te); err != nil {
				t.Fatal(err)
			}
			tests = append(tests, te.Index)
		}
		last = e
	}
	var sub SubmissionView
	if err := json.Unmarshal([]byte(last.Data), &sub); err != nil || last.Name != "done" {
		t.Fatalf("last event %s (%v)", last.Name, err)
	}
	if !slices.Equal(tests, []int{0}) || len(sub.Tests) != 1 || sub.Report.Verdict == verdict.AC {
		t.Fatalf("live tests %v, final %d tests, verdict %s", tests, len(sub.Tests), sub.Report.Verdict)
	}
}
