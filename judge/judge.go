package judge

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/slidejudge/slidejudge/checker"
	"github.com/slidejudge/slidejudge/problems"
)

// Options change how a submission is judged.
type Options struct {
	Lang string // language id; "" picks by extension
	All  bool   // run every test even after a failure
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
	Progress func(done, total int)
	// Tested, when set, sees each test's outcome and the program's output
	// as soon as the test is judged (the arena streams them live).
	Tested func(i int, r TestReport, output []byte)
	// Tests, when not nil, are judged instead of all the problem's tests
	// (the samples, a glob's, the user's own inputs).
	Tests []TestData
	// OnTest is told each test's outcome in test order, as soon as it and
	// every test before it are done: the lines of a report as they come.
	// Tests after a failure are not told (unless All), as in the report.
	OnTest func(TestReport)
	// Trusted: the user vouched for the program (judge run --trust) where
	// the sandbox does not hold for untrusted code; the report says so.
	Trusted bool
}

// Judge builds the program at file and judges it on every test of p.
// Errors are the judge's or the caller's (a missing file, an unknown
// language); everything the program does is in the report.
func (e *Engine) Judge(ctx context.Context, p *problems.Problem, file string, opt Options) (*Report, error) {
	rep := &Report{Problem: p.ID, Submission: filepath.Base(file)}
	defer func() {
		rep.Sandbox = e.Sandbox.Level()
		if opt.Trusted && e.Sandbox.Untrusted() != "" {
			rep.Sandbox += "; trusted by --trust"
		}
	}()
	prog, err := e.Build(ctx, file, opt.Lang)
	var ce *CompileError
	if errors.As(err, &ce) {
		rep.Language = e.languageName(file, opt.Lang)
		rep.Verdict, rep.Compile = CE, ce.Log
		return rep, nil
	}
	if err != nil {
		return nil, err
	}
	rep.Language = prog.Language
	return rep, e.judgeProgram(ctx, p, prog, opt, rep)
}

// languageName names the language a file would be compiled as.
func (e *Engine) languageName(file, id string) string {
	if l, err := e.Config.LanguageFor(file, id); err == nil {
		return l.Name
	}
	return ""
}

// judgeProgram runs a built program on every test, in parallel, and fills
// the report's tests and verdict.
func (e *Engine) judgeProgram(ctx context.Context, p *problems.Problem, prog *Program, opt Options, rep *Report) error {
	e.Sandbox.Warm(e.Config.Workers) // servers start while the tests are read
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
	workers := e.Config.Workers
	lim := TestLimits(p)
	limit := lim.CPU
	if opt.Slack > 1 {
		lim.CPU = time.Duration(float64(lim.CPU) * opt.Slack)
		lim.Wall = 2*lim.CPU + time.Second
	}
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
	// Outcomes are told in test order: finished[i] once test i is done.
	finished := make([]bool, len(tests))
	var toldMu sync.Mutex
	told := 0
	tell := func(i int64) {
		toldMu.Lock()
		defer toldMu.Unlock()
		finished[i] = true
		for told < len(tests) && finished[told] {
			if !opt.All && int64(told) > firstFail.Load() {
				return
			}
			if opt.OnTest != nil {
				opt.OnTest(results[told])
			}
			told++
		}
	}
	// Twice as many tests in flight as programs may run at once (the
	// engine's running slots): while one test's program runs, the next one's
	// run is set up and the last one's checked. A server each.
	inFlight := min(2*workers, len(tests))
	e.Sandbox.Warm(inFlight)
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
				if opt.Tested != nil {
					opt.Tested(int(i), r, out)
				}
				if r.Verdict != AC && !(opt.PastNear && r.NearLimit) {
					for f := firstFail.Load(); i < f && !firstFail.CompareAndSwap(f, i); f = firstFail.Load() {
					}
				}
				tell(i)
				if opt.Progress != nil {
					opt.Progress(int(done.Add(1)), len(tests))
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
	rep.Verdict = AC
	for _, t := range rep.Tests {
		if t.Verdict != AC {
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
	case r.Verdict == TLE:
		r.Message += fmt.Sprintf(" (the run had %.1f× the %v limit)", slack, limit)
	case time.Duration(r.TimeMS)*time.Millisecond > limit:
		r.Message = fmt.Sprintf("CPU %d ms, over the %v limit; %s within %.1f× of it", r.TimeMS, limit, r.Verdict, slack)
		r.Verdict, r.NearLimit = TLE, true
	}
}

// memorySlackVerdict judges a run that had slack × the memory limit as the
// limit would have: a peak past it is MLE, marked NearLimit when the run
// ended by itself.
func memorySlackVerdict(r *TestReport, limit int64, slack float64) {
	switch {
	case r.Verdict == MLE:
		r.Message += fmt.Sprintf(" (the run had %.1f× the %d MiB limit)", slack, limit>>20)
	case r.MemoryKB<<10 > limit:
		r.Message = fmt.Sprintf("peak %d MiB, over the %d MiB limit; %s within %.1f× of it", r.MemoryKB>>10, limit>>20, r.Verdict, slack)
		r.Verdict, r.NearLimit = MLE, true
	}
}

// judgeTest runs one test and asks the checker.
func (e *Engine) judgeTest(ctx context.Context, p *problems.Problem, prog *Program, t TestData, lim Limits) (TestReport, []byte, error) {
	x, err := e.Execute(ctx, prog, t.In, lim)
	if err != nil {
		return TestReport{}, nil, err
	}
	r := TestReport{
		Name: t.ID(), TimeMS: x.CPUTime.Milliseconds(), WallMS: x.WallTime.Milliseconds(),
		MemoryKB: x.Memory >> 10, Reruns: x.Reruns, RerunWhy: x.RerunWhy, Extended: extendedWhy(x, lim), Held: x.Held,
		Input: t.In, Answer: t.Ans,
	}
	// What a failed test printed, for the report to show beside the answer.
	keep := func() { r.Output = bytes.Clone(x.Stdout[:min(len(x.Stdout), maxKeptOutput)]) }
	if r.Verdict, r.Message = RunVerdict(x, lim); r.Verdict != AC {
		keep()
		return r, x.Stdout, nil
	}
	res, err := checkFiles(p, t.In, t.Ans, x.Stdout)
	if err != nil {
		return TestReport{}, nil, err
	}
	r.Verdict, r.Message = res.Verdict, res.Message
	if r.Verdict != AC {
		keep()
	}
	return r, x.Stdout, nil
}

// maxKeptOutput bounds the output a report keeps of a failed test: more
// than a screen, far less than the output limit.
const maxKeptOutput = 64 << 10

// checkFiles runs p's checker on the input and answer files and a
// program's output (empty output is an answer like any other).
func checkFiles(p *problems.Problem, in, ans string, out []byte) (checker.Result, error) {
	input, answer, err := readTest(in, ans)
	if err != nil {
		return checker.Result{}, err
	}
	return p.Check(input, answer, bytes.NewReader(out)), nil
}

// readTest reads a test's input and answer files.
func readTest(in, ans string) (input, answer []byte, err error) {
	if input, err = os.ReadFile(in); err != nil {
		return nil, nil, err
	}
	if answer, err = os.ReadFile(ans); err != nil {
		return nil, nil, err
	}
	return input, answer, nil
}
