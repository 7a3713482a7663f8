package serve

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/verdict"
)

// The views written through after each store write show exactly what the
// store holds, on every database, through a submission's whole life and a
// judging again.
func TestViewsFollowStore(t *testing.T) {
	ctx := context.Background()
	eachStore(t, func(t *testing.T, s *Store) {
		v := newViews()
		same := func(step string, id int64) {
			t.Helper()
			want, err := s.Submission(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			want.Source = ""
			got, ok := v.get(id)
			if !ok {
				t.Fatalf("%s: no view of %d", step, id)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s: view\n%+v\nstore\n%+v", step, got, want)
			}
		}
		if err := s.AddSession(ctx, "practice"); err != nil {
			t.Fatal(err)
		}
		sub := &Submission{User: "ann", Session: "practice", Problem: "eight", Language: "python3", FileName: "a.py", Source: "print(1)\n"}
		if err := s.AddSubmission(ctx, sub); err != nil {
			t.Fatal(err)
		}
		var c *Claim
		start := func() {
			t.Helper()
			claimed, claim, err := s.Claim(ctx, "test", "", time.Minute)
			if err != nil || claim == nil || claim.ID != sub.ID {
				t.Fatalf("claim: %v %v", claim, err)
			}
			c = claim
			v.started(claimed)
			same("running", sub.ID)
		}
		start()
		// Tests out of order, with text the store must make safe.
		tests := []struct {
			idx       int
			t         judge.TestReport
			out, line string
		}{
			{2, judge.TestReport{Name: "t3", Verdict: verdict.AC, TimeMS: 4}, "", ""},
			{0, judge.TestReport{Name: "t1", Verdict: verdict.WA, Message: "bad\x00\xff"}, "out\x00\xfe", "uu"},
			{1, judge.TestReport{Name: "t2", Verdict: verdict.AC, WallMS: 9, MemoryKB: 100}, "", ""},
		}
		for k, tc := range tests {
			if err := s.AddTest(ctx, c, tc.idx, tc.t, tc.out, tc.line, int64(k+1)); err != nil {
				t.Fatal(err)
			}
			v.tested(sub.ID, tc.idx, tc.t, tc.out, tc.line, int64(k+1))
			same("tested "+tc.t.Name, sub.ID)
		}
		// A copy: what a reader does with it does not reach the view.
		got, _ := v.get(sub.ID)
		got.Report.Tests[0].Verdict, got.Outputs[0] = verdict.AC, "changed"
		same("after a reader's change", sub.ID)
		// Handed back and judged again (a drained worker's): from no tests.
		v = newViews()
		if err := s.HandBack(ctx, c); err != nil {
			t.Fatal(err)
		}
		start()
		if err := s.AddTest(ctx, c, 0, tests[1].t, tests[1].out, tests[1].line, 7); err != nil {
			t.Fatal(err)
		}
		v.tested(sub.ID, 0, tests[1].t, tests[1].out, tests[1].line, 7)
		rep := &judge.Report{Verdict: verdict.WA, Language: "Python 3", TimeMS: 5, Sandbox: "full",
			Compile: "warning\x00", Tests: []judge.TestReport{tests[1].t}}
		if err := s.Finish(ctx, c, rep, nil); err != nil {
			t.Fatal(err)
		}
		final, err := s.Submission(ctx, sub.ID)
		if err != nil {
			t.Fatal(err)
		}
		v.finish(final)
		same("done", sub.ID)
		if len(v.live) != 0 {
			t.Errorf("live views left: %v", v.live)
		}
	})
}

// Finished views are kept up to a bound, the oldest forgotten; a
// submission still judging is kept only as a live view.
func TestViewsBound(t *testing.T) {
	v := newViews()
	v.keep(&Submission{ID: 1, Status: Running})
	if _, ok := v.get(1); ok {
		t.Fatal("a running submission read from the store was kept")
	}
	for id := int64(1); id <= maxFinishedViews+1; id++ {
		v.keep(&Submission{ID: id, Status: Done, Source: "x"})
	}
	if _, ok := v.get(1); ok {
		t.Error("the oldest finished view was not forgotten")
	}
	got, ok := v.get(2)
	if !ok || got.Source != "" {
		t.Errorf("view 2: %v %+v", ok, got)
	}
	if len(v.finished) != maxFinishedViews || len(v.order) != maxFinishedViews {
		t.Errorf("%d views, %d in order", len(v.finished), len(v.order))
	}
}
