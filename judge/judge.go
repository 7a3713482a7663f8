package judge

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/verdict"
)

// Options change how a submission is judged.
type Options struct {
	All bool // run every test even after a failure
	// Slack lets runs go on to this multiple of the time limit (e.g. 1.5)
	// and still be TLE past the limit, marked NearLimit when they finish:
	// one run tells whether a verdict would change with more time.
	Slack float64
	// MemorySlack lets runs use this multiple of the memory limit (e.g.
	// 1.5) and still be MLE past the limit, marked NearLimit when they
	// finish: verify asks an MLE program for a peak well over the limit.
	MemorySlack float64
	// PastNear goes on past a NearLimit TLE or MLE: judging stops at the
	// first failure the slack did not change (verify looks for a TLE or an
	// MLE well over the limit).
	PastNear bool
	// OnTest, when set, is told of each test as soon as it is judged, in
	// the order the tests end, from the goroutine that judged it (the
	// arena streams them live; InOrder makes a report's lines of them).
	OnTest func(Tested)
	// Tests, when not nil, are judged instead of all the problem's tests
	// (the samples, a glob's, the user's own inputs).
	Tests []TestData
	// Trusted: the user vouched for the program (judge run --trust) where
	// the sandbox does not hold for untrusted code; the report says so.
	Trusted bool
}

// Tested is one judged test, as Options.OnTest is told of it.
type Tested struct {
	Index  int // among the tests judged
	Report TestReport
	Output []byte // what the program printed
	Done   int    // tests judged so far, this one included
	Total  int    // tests to judge (fewer are when judging stops at a failure)
}

// InOrder makes an Options.OnTest that tells f each test's outcome in test
// order, as soon as it and every test before it are judged: the lines of a
// report as they come. Tests after a failure are not told (unless all), as
// the report has none.
func InOrder(all bool, f func(TestReport)) func(Tested) {
	var mu sync.Mutex
	judged := map[int]TestReport{}
	next, stopped := 0, false
	return func(t Tested) {
		mu.Lock()
		defer mu.Unlock()
		judged[t.Index] = t.Report
		for r, ok := judged[next]; ok && !stopped; r, ok = judged[next] {
			delete(judged, next)
			f(r)
			next++
			stopped = !all && r.Verdict != verdict.AC
		}
	}
}

// Judge builds src and judges it on every test of p (or opt.Tests): the
// one entry of every command that judges a program. Errors are the
// judge's; everything the program does is in the report.
func (e *Engine) Judge(ctx context.Context, p *problems.Problem, src Source, opt Options) (*Report, error) {
	rep := &Report{Problem: p.ID, Submission: src.Name}
	defer func() {
		rep.Sandbox, rep.Cores = e.Sandbox.Level(), e.Placed()
		if opt.Trusted && e.Sandbox.Untrusted() != "" {
			rep.Sandbox += "; trusted by --trust"
		}
	}()
	prog, err := e.Build(ctx, src)
	var ce *CompileError
	if errors.As(err, &ce) {
		rep.Language = src.Lang.Name
		rep.Verdict, rep.Compile = verdict.CE, ce.Log
		return rep, nil
	}
	if err != nil {
		return nil, err
	}
	rep.Language = prog.Language
	return rep, e.judgeProgram(ctx, p, prog, opt, rep)
}

// judgeProgram runs a built program on every test, in parallel, and fills
// the report's tests and verdict.
func (e *Engine) judgeProgram(ctx context.Context, p *problems.Problem, prog *Program, opt Options, rep *Report) error {
	e.Sandbox.Warm(e.inFlight) // servers start while the tests are read (New's, unless one has gone)
	tests := opt.Tests
	if tests == nil {
		var err error
		if tests, err = e.Tests(ctx, p); err != nil {
			return err
		}
	}
	if len(tests) == 0 {
		return fmt.Errorf("problem %s has no tests (run `judge gen %s`)", p.ID, p.ID)
	}
	limit := p.TimeLimit
	lim := TestLimits(p, max(1, opt.Slack))
	memLimit := lim.Memory + prog.Memory.Overhead // what the sandbox holds a run to
	if opt.MemorySlack > 1 {
		lim.Memory = int64(float64(lim.Memory) * opt.MemorySlack)
	}
	results := make([]TestReport, len(tests))
	var next, done atomic.Int64
	var firstFail atomic.Int64 // index of the first failed test known so far
	firstFail.Store(int64(len(tests)))
	var wg sync.WaitGroup
	var fatal error
	var fatalOnce sync.Once
	// More tests in flight than programs may run at once (the engine's
	// running slots, inFlight): while one test's program runs, the next
	// one's run is set up and the last one's checked. A server each.
	inFlight := min(e.inFlight, len(tests))
	defer e.KeepAwake()()
	for range inFlight {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := next.Add(1) - 1
				if i >= int64(len(tests)) || (!opt.All && i > firstFail.Load()) || ctx.Err() != nil {
					return
				}
				r, out, err := e.judgeTest(ctx, p, prog, tests[i], lim)
				if err == nil && opt.Slack > 1 {
					slackVerdict(&r, limit, opt.Slack)
				}
				if err == nil && opt.MemorySlack > 1 {
					memorySlackVerdict(&r, memLimit, opt.MemorySlack)
				}
				if err != nil {
					fatalOnce.Do(func() { fatal = err })
					return
				}
				results[i] = r
				if r.Verdict != verdict.AC && !(opt.PastNear && r.NearLimit) {
					for f := firstFail.Load(); i < f && !firstFail.CompareAndSwap(f, i); f = firstFail.Load() {
					}
				}
				if opt.OnTest != nil {
					opt.OnTest(Tested{Index: int(i), Report: r, Output: out, Done: int(done.Add(1)), Total: len(tests)})
				}
			}
		}()
	}
	wg.Wait()
	if fatal != nil {
		return fatal
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	n := len(tests)
	if !opt.All && firstFail.Load() < int64(n) {
		n = int(firstFail.Load()) + 1
	}
	rep.Tests = results[:n]
	rep.Verdict = verdict.AC
	for _, t := range rep.Tests {
		if t.Verdict != verdict.AC {
			rep.Verdict = t.Verdict
			break
		}
	}
	rep.summarise()
	return nil
}

// slackVerdict judges a run that had slack × the time limit as the limit
// would have: past it, TLE, marked NearLimit when the run ended by itself.
func slackVerdict(r *TestReport, limit time.Duration, slack float64) {
	switch {
	case r.Verdict == verdict.TLE:
		r.Message += fmt.Sprintf(" (the run had %.1f× the %v limit)", slack, limit)
	case time.Duration(r.TimeMS)*time.Millisecond > limit:
		r.Message = fmt.Sprintf("CPU %d ms, over the %v limit; %s within %.1f× of it", r.TimeMS, limit, r.Verdict, slack)
		r.Verdict, r.NearLimit = verdict.TLE, true
	}
}

// memorySlackVerdict judges a run that had slack × the memory limit as the
// limit would have: a peak past it is MLE, marked NearLimit when the run
// ended by itself.
func memorySlackVerdict(r *TestReport, limit int64, slack float64) {
	switch {
	case r.Verdict == verdict.MLE:
		r.Message += fmt.Sprintf(" (the run had %.1f× the %d MiB limit)", slack, limit>>20)
	case r.MemoryKB<<10 > limit:
		r.Message = fmt.Sprintf("peak %d MiB, over the %d MiB limit; %s within %.1f× of it", r.MemoryKB>>10, limit>>20, r.Verdict, slack)
		r.Verdict, r.NearLimit = verdict.MLE, true
	}
}

// judgeTest runs one test and asks the checker.
func (e *Engine) judgeTest(ctx context.Context, p *problems.Problem, prog *Program, t TestData, lim Limits) (TestReport, []byte, error) {
	r, res, err := e.run(ctx, prog, t.In, lim)
	if err != nil {
		return TestReport{}, nil, err
	}
	out := res.Stdout
	r.Name, r.Input, r.Answer = t.ID(), t.In, t.Ans
	if r.Verdict == verdict.AC {
		input, answer, err := readTest(t.In, t.Ans)
		if err != nil {
			return TestReport{}, nil, err
		}
		r.Verdict, r.Message = CheckOutput(p, input, answer, out)
	}
	if r.Verdict != verdict.AC {
		// What a failed test printed, for the report to show beside the answer.
		r.Output = bytes.Clone(out[:min(len(out), maxKeptOutput)])
	}
	return r, out, nil
}

// CheckOutput judges a program's output to input with p's checker: AC,
// WA, or JE when the jury's answer or the checker failed.
func CheckOutput(p *problems.Problem, input, answer, output []byte) (verdict.Verdict, string) {
	res := p.Check(input, answer, bytes.NewReader(output))
	return res.Verdict, res.Message
}

// maxKeptOutput bounds the output a report keeps of a failed test: more
// than a screen, far less than the output limit.
const maxKeptOutput = 64 << 10

// readTest reads a test's input and answer files.
func readTest(in, ans string) (input, answer []byte, err error) {
	if input, err = sandbox.ReadFile(in); err != nil {
		return nil, nil, err
	}
	if answer, err = sandbox.ReadFile(ans); err != nil {
		return nil, nil, err
	}
	return input, answer, nil
}
