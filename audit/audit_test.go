package audit

import (
	"context"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/slidejudge/slidejudge/checker"
	"github.com/slidejudge/slidejudge/problems"
	_ "github.com/slidejudge/slidejudge/problems/all"
	eightcount "github.com/slidejudge/slidejudge/problems/eight-count"
	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/verdict"
)

func problemChecker(t testing.TB, id string) checker.Checker {
	t.Helper()
	p, err := problems.Embedded().Load(id)
	if err != nil {
		t.Fatal(err)
	}
	chk, err := checker.New(p.Checker)
	if err != nil {
		t.Fatal(err)
	}
	return chk
}

// mutant is the zoo's wrong program name of problem id.
func mutant(t testing.TB, id, name string) *Mutant {
	t.Helper()
	p, err := problems.Embedded().Load(id)
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewMutant(p, name)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func whole(t testing.TB, id string) *Space {
	t.Helper()
	s, err := Whole(id)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// countAtLeast counts the starts of eight-count at least d moves away,
// straight from a distance table of its own.
func countAtLeast(d int) (n int) {
	tab := puzzle.NewDistanceTable(eightCountGoal)
	for r := range puzzle.States {
		if tab.Distance(puzzle.Unrank(r)) >= d {
			n++
		}
	}
	return n
}

// A zoo mutant wrong on a handful of the 181,440 starts: the audit of the
// whole space finds every one of them, and the smallest is the nearest.
func TestWholeSpaceFindsRareMutant(t *testing.T) {
	t.Parallel()
	s := whole(t, "eight-count")
	if s.Size != puzzle.States/2 {
		t.Fatalf("eight-count space has %d starts, want %d", s.Size, puzzle.States/2)
	}
	res, err := Run(context.Background(), s, mutant(t, "eight-count", "depth-cap-29"), Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := countAtLeast(30)
	if !res.Complete || res.Done != s.Size || res.Wrong != want || res.Verdicts[verdict.WA] != want {
		t.Fatalf("depth-cap-29: done %d, wrong %d (verdicts %v), want all %d done and %d wrong", res.Done, res.Wrong, res.Verdicts, s.Size, want)
	}
	if f := res.Smallest[0]; f.Moves != 30 {
		t.Fatalf("smallest failure %q is %d moves away, want 30", f.Input, f.Moves)
	}
	if got, wantS := res.Summary(), "wrong on "+Count(want)+" of all 181,440 starts"; !strings.HasPrefix(got, wantS) {
		t.Fatalf("summary %q, want it to start %q", got, wantS)
	}
}

// eight-multi runs many boards at once; a run that fails as a whole (here
// a crash on one board) is split until every board has its own verdict.
func TestBatchSplitsFailedRuns(t *testing.T) {
	t.Parallel()
	s, err := Within(whole(t, "eight-multi"), 0, 6)
	if err != nil {
		t.Fatal(err)
	}
	s.Batch = 16
	right, err := oracle("eight")
	if err != nil {
		t.Fatal(err)
	}
	// Dies on any board whose first tile is 4; answers "unsolvable" to
	// the boards with the blank in the middle; right on the rest.
	program := func(input []byte) ([]byte, bool) {
		var out []byte
		for _, line := range strings.SplitAfter(string(input), "\n") {
			switch {
			case line == "":
			case line[0] == '4':
				return nil, true
			case line[8] == 'x':
				out = append(out, "unsolvable\n"...)
			default:
				out = append(out, right([]byte(line))...)
			}
		}
		return out, false
	}
	var runs atomic.Int64
	runner := runnerFunc(func(input []byte, items []Item) ([]Outcome, bool) {
		runs.Add(1)
		out, crashed := program(input)
		if crashed {
			return same(len(items), Outcome{Verdict: verdict.RE, Message: "exit code 3"}), true
		}
		return Check(problemChecker(t, "eight-multi"), input, items, out)
	})
	res, err := Run(context.Background(), s, runner, Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	var re, wa int
	for i := range s.Size {
		it, _ := s.Item(i)
		switch in := string(it.Input); {
		case in[0] == '4':
			re++
		case in[8] == 'x' && it.Moves != Unsolvable:
			wa++
		}
	}
	if re == 0 || wa == 0 {
		t.Fatalf("the space has %d boards for the crash and %d for the wrong answer: the test tests nothing", re, wa)
	}
	if res.Verdicts[verdict.RE] != re || res.Verdicts[verdict.WA] != wa || res.Wrong != re+wa || !res.Complete {
		t.Fatalf("verdicts %v, wrong %d, want RE %d and WA %d", res.Verdicts, res.Wrong, re, wa)
	}
	if batches := (s.Size + 15) / 16; runs.Load() <= int64(batches) || runs.Load() >= int64(s.Size) {
		t.Fatalf("%d runs for %d boards in %d batches: the failed batches were not split, or everything was", runs.Load(), s.Size, batches)
	}
}

type runnerFunc func(input []byte, items []Item) ([]Outcome, bool)

func (f runnerFunc) Run(_ context.Context, input []byte, items []Item) ([]Outcome, bool, RunStats, error) {
	outs, whole := f(input, items)
	return outs, whole, RunStats{}, nil
}

func TestUpperBound95(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		k, n int
		want float64
	}{
		{0, 1000, 1 - math.Pow(0.05, 1.0/1000)}, // about 3/n: the rule of three
		{0, 1, 0.95},
		{1, 100, 0.0466}, // Clopper-Pearson, one-sided 95 %
		{5, 5, 1},
		{0, 0, 1},
	} {
		if got := UpperBound95(c.k, c.n); math.Abs(got-c.want) > 5e-4 {
			t.Errorf("UpperBound95(%d, %d) = %.5f, want %.5f", c.k, c.n, got, c.want)
		}
	}
	if b := UpperBound95(0, 1000); b < 2.9e-3 || b > 3.0e-3 {
		t.Errorf("rule of three: bound for 0 of 1000 is %.5f, want about 0.003", b)
	}
}

// middleWrong is an eight-count program that answers 99 to every start
// with the blank in the middle, right to the others; wrong counts them.
func middleWrong(t *testing.T, s *Space) (run runnerFunc, wrong int) {
	right, err := oracle("eight-count")
	if err != nil {
		t.Fatal(err)
	}
	chk := problemChecker(t, "eight-count")
	for i := range s.Size {
		if it, _ := s.Item(i); it.Input[8] == '0' {
			wrong++
		}
	}
	return func(input []byte, items []Item) ([]Outcome, bool) {
		out := right(input)
		if input[8] == '0' {
			out = []byte("99\n")
		}
		return Check(chk, input, items, out)
	}, wrong
}

// An interrupted audit keeps what it judged; the next session runs only
// the rest, and the counts are those of one uninterrupted audit.
func TestResume(t *testing.T) {
	t.Parallel()
	s, err := Within(whole(t, "eight-count"), 0, 14)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "state.json")
	program, want := middleWrong(t, s)
	if want == 0 {
		t.Fatal("no start with the blank in the middle: the test tests nothing")
	}
	var runs atomic.Int64
	counted := runnerFunc(func(input []byte, items []Item) ([]Outcome, bool) {
		runs.Add(1)
		return program(input, items)
	})
	ctx, cancel := context.WithCancel(context.Background())
	stopAt := s.Size / 3
	res, err := Run(ctx, s, counted, Options{Workers: 2, State: file, Progress: func(done, _ int) {
		if done == stopAt {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) || res == nil || res.Complete || res.Done < stopAt {
		t.Fatalf("interrupted audit: err %v, result %+v", err, res)
	}
	if _, err := os.Stat(file); err != nil {
		t.Fatalf("no state after the interrupt: %v", err)
	}
	before := res.Done
	runs.Store(0)
	res, err = Run(context.Background(), s, counted, Options{Workers: 2, State: file})
	if err != nil {
		t.Fatal(err)
	}
	if res.Resumed != before || int(runs.Load()) != s.Size-before || !res.Complete {
		t.Fatalf("resumed %d (want %d), ran %d (want %d), complete %v", res.Resumed, before, runs.Load(), s.Size-before, res.Complete)
	}
	if res.Wrong != want {
		t.Fatalf("wrong %d over two sessions, want %d", res.Wrong, want)
	}
	stored, ok := Stored(file, s)
	if !ok || !stored.Complete || stored.Wrong != want {
		t.Fatalf("stored result %+v, ok %v", stored, ok)
	}
	// Another space (another key) starts fresh, whatever the file holds.
	if _, ok := Stored(file, Sample(s, 10, 1)); ok {
		t.Fatal("a state file of another audit was read as this one's")
	}
	// --restart: every item runs again.
	runs.Store(0)
	if res, err = Run(context.Background(), s, counted, Options{Workers: 2, State: file, Restart: true}); err != nil || res.Resumed != 0 || int(runs.Load()) != s.Size {
		t.Fatalf("restart: err %v, resumed %d, ran %d of %d", err, res.Resumed, runs.Load(), s.Size)
	}
}

// A judge error is never counted against the program: the run is tried
// again, and an item the judge never manages is left for the next session.
func TestJudgeErrorsRetried(t *testing.T) {
	t.Parallel()
	s, err := Within(whole(t, "eight-count"), 0, 6)
	if err != nil {
		t.Fatal(err)
	}
	program, want := middleWrong(t, s)
	goal := string(eightcount.EightCountInput(eightCountGoal))
	var tried sync.Map
	runner := runnerFunc(func(input []byte, items []Item) ([]Outcome, bool) {
		lost := Outcome{Verdict: verdict.JE, Message: "sandbox: server: EOF"}
		switch {
		case string(input) == goal: // never judged
			return []Outcome{lost}, true
		case input[0] == '8': // judged on the second try
			if _, again := tried.LoadOrStore(string(input), true); again {
				return program(input, items)
			}
			return same(len(items), lost), true
		}
		return program(input, items)
	})
	res, err := Run(context.Background(), s, runner, Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if res.JudgeErrors != 1 || res.Done != s.Size-1 || res.Complete || res.Verdicts[verdict.JE] != 0 || res.Wrong != want {
		t.Fatalf("judge errors %d (want 1), done %d of %d, verdicts %v, wrong %d (want %d)",
			res.JudgeErrors, res.Done, s.Size, res.Verdicts, res.Wrong, want)
	}
}

func TestCount(t *testing.T) {
	t.Parallel()
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 181440: "181,440", 362880: "362,880", 1234567: "1,234,567", -4000: "-4,000"} {
		if got := Count(n); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
}

// Samples are the same inputs whatever order they run in, and a sampled
// audit's summary gives the bound the drawn items imply.
func TestSamples(t *testing.T) {
	t.Parallel()
	s := Sample(whole(t, "eight"), 50, 7)
	again := Sample(whole(t, "eight"), 50, 7)
	if s.Size != 50 || s.Kind != KindUniform || s.Key == whole(t, "eight").Key {
		t.Fatalf("sample: size %d, kind %s, key %q", s.Size, s.Kind, s.Key)
	}
	seen := map[string]bool{}
	for i := range s.Size {
		a, _ := s.Item(i)
		b, _ := again.Item(i)
		if string(a.Input) != string(b.Input) || seen[string(a.Input)] {
			t.Fatalf("item %d: %q and %q (drawn twice: %v)", i, a.Input, b.Input, seen[string(a.Input)])
		}
		seen[string(a.Input)] = true
	}
	p, err := problems.Embedded().Load("cube")
	if err != nil {
		t.Fatal(err)
	}
	d, err := Drawn(p, nil, 20, 3)
	if err != nil {
		t.Fatal(err)
	}
	x, _ := d.Item(13)
	y, _ := d.Item(13)
	if d.Kind != KindGenerator || d.Size != 20 || string(x.Input) != string(y.Input) || string(x.Answer) != string(y.Answer) || len(x.Answer) == 0 {
		t.Fatalf("drawn: kind %s, size %d, item 13 %q → %q, again %q → %q", d.Kind, d.Size, x.Input, x.Answer, y.Input, y.Answer)
	}
	res, err := Run(context.Background(), d, runnerFunc(func(input []byte, items []Item) ([]Outcome, bool) {
		return same(len(items), Outcome{Verdict: verdict.AC}), false
	}), Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	const want = "right on all 20 inputs (the pack's 0 tests, 20 drawn by the generator); 0 of the drawn wrong: the failure rate is below 13.9 % (95 %)"
	if got := res.Summary(); got != want {
		t.Fatalf("summary %q, want %q", got, want)
	}
}
