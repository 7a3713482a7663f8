package judge

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/verdict"
)

// Check is one named check of a problem, as problemtools reports them.
type Check struct {
	Name    string `json:"name"`
	OK      bool   `json:"ok"`
	Warning bool   `json:"warning,omitempty"` // passed, but worth a look
	Detail  string `json:"detail"`
}

// ProgramCheck is one program of solutions/PROBLEM/ judged on the tests.
type ProgramCheck struct {
	File     string          `json:"file"` // folder/name
	Language string          `json:"language"`
	Expected verdict.Verdict `json:"expected"`
	Verdict  verdict.Verdict `json:"verdict"`
	TimeMS   int64           `json:"time_ms"`
	OK       bool            `json:"ok"`
	Message  string          `json:"message"` // the first failing test and why
	// Tests are the program's tests as verify judged them, up to its first
	// failure: what a load check compares (scripts/loadcheck.sh).
	Tests []TestReport `json:"tests,omitempty"`
}

// ProblemVerification is everything verify found about one problem.
type ProblemVerification struct {
	Problem string `json:"problem"`
	// TimeLimitMS is the problem's CPU time limit the margins are taken from.
	TimeLimitMS int64          `json:"time_limit_ms"`
	OK          bool           `json:"ok"`
	Checks      []Check        `json:"checks"`
	Programs    []ProgramCheck `json:"programs"`
	// Zoo is the zoo check's kill matrix: each mutant and the tests that
	// kill it; nil for a problem without a zoo.
	Zoo *ZooVerification `json:"zoo,omitempty"`
	// Speed is this machine's speed as the margins were judged at.
	Speed Speed `json:"speed"`

	onCheck func(Check) // VerifyOptions.OnCheck
}

// VerifyOptions let a caller see verify's results as they come.
type VerifyOptions struct {
	OnCheck   func(Check)        // each check, as it finishes
	OnProgram func(ProgramCheck) // each program, as it is judged
}

// Verify checks problem p: inputs valid, answers accepted by the checker,
// data equal to a fresh generation, every program with its folder's
// verdict with room to spare (marginFailure).
func (e *Engine) Verify(ctx context.Context, p *problems.Problem) (*ProblemVerification, error) {
	return e.VerifyWith(ctx, p, VerifyOptions{})
}

// VerifyWith is Verify telling each check and program as it finishes.
func (e *Engine) VerifyWith(ctx context.Context, p *problems.Problem, vo VerifyOptions) (*ProblemVerification, error) {
	v := &ProblemVerification{Problem: p.ID, TimeLimitMS: p.TimeLimit.Milliseconds(), onCheck: vo.OnCheck}
	tests, err := e.Tests(ctx, p)
	if err != nil {
		return nil, err
	}
	// Ctrl-C stops the checks between two of them; the zoo's, minutes of
	// Go on a loaded machine, is left to finish on its own.
	for _, check := range []func() Check{
		func() Check { return e.checkInputs(p, tests) },
		func() Check { return checkDistinct(tests) },
		func() Check { return e.checkAnswers(p, tests) },
		func() Check { return e.checkGeneration(ctx, p) },
	} {
		c := check()
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		v.add(c)
	}
	type zooResult struct {
		c  Check
		zv *ZooVerification
	}
	zr, err := untilDone(ctx, func() zooResult {
		c, zv := e.checkZoo(p, tests)
		return zooResult{c, zv}
	})
	if err != nil {
		return nil, err
	}
	if zr.zv != nil || zr.c.Detail != "" {
		v.add(zr.c)
		v.Zoo = zr.zv
	}
	sols, err := e.Pack.Solutions(p.ID)
	if err != nil {
		return nil, err
	}
	// Programs are judged side by side; the engine's run slots keep the
	// number of programs running at once to the workers. The machine's
	// speed is measured first, and again after a program misses a margin.
	sp := &speedState{speed: newSpeed(measureSpeed(e.Config.Workers), 0)}
	checks := make([]ProgramCheck, len(sols))
	errs := make([]error, len(sols))
	forEach(len(sols), e.Config.Workers, func(i int) {
		if errs[i] = ctx.Err(); errs[i] != nil {
			return
		}
		checks[i], errs[i] = e.verifyProgram(ctx, p, sols[i], sp)
		if errs[i] == nil && ctx.Err() != nil {
			errs[i] = ctx.Err() // a program stopped by Ctrl-C has no verdict
		}
		if errs[i] == nil && vo.OnProgram != nil {
			vo.OnProgram(checks[i])
		}
	})
	hasRef, held, judged := false, 0, 0
	for i, s := range sols {
		pc, err := checks[i], errs[i]
		if err != nil {
			return nil, err
		}
		hasRef = hasRef || s.Folder == "accepted" && strings.TrimSuffix(s.Name, filepath.Ext(s.Name)) == "reference"
		if pc.Verdict == pc.Expected && len(pc.Tests) > 0 {
			judged++
			if pc.OK {
				held++
			}
		}
		v.Programs = append(v.Programs, pc)
	}
	v.Speed = sp.get()
	m := marginsCheck(p, v.Speed, hasRef, held, judged)
	if m.OK {
		if near := nearestMargin(p, v.Programs, v.Speed.marginScale()); near != "" {
			m.Warning, m.Detail = true, m.Detail+"; "+near
		}
	}
	v.add(m)
	if c, ok := suggestLimit(p, v.Programs); ok {
		v.add(c)
	}
	v.OK = true
	for _, c := range v.Checks {
		v.OK = v.OK && c.OK
	}
	for _, pc := range v.Programs {
		v.OK = v.OK && pc.OK
	}
	return v, nil
}

// marginsCheck is verify's margins line: held of the judged programs had
// room to spare at speed's margin scale. On a machine past maxSpeedScale
// the margins were judged at that bound, stricter than the machine's own
// speed would make them: programs that all held there hold at any speed,
// and the line says so; a program that missed one there may be the
// machine's doing, and the line fails naming the speed.
func marginsCheck(p *problems.Problem, speed Speed, hasRef bool, held, judged int) Check {
	m := Check{Name: "margins", OK: hasRef && held == judged}
	limits := fmt.Sprintf("every test up to the verdict ≤ %v CPU, TLE ≥ %v, MLE ≥ %d MiB", p.TimeLimit/2, 2*p.TimeLimit, int64(float64(p.Memory)*mleSlack)>>20)
	switch {
	case !hasRef:
		m.Detail = "no reference solution under accepted/ (reference.*)"
	case speed.tooSlow() != "" && held < judged:
		m.Detail = fmt.Sprintf("%s; %d of %d judged programs with room to spare at %.1f×", speed.tooSlow(), held, judged, maxSpeedScale)
	case speed.tooSlow() != "":
		m.Detail = fmt.Sprintf("every judged program (%d) with room to spare even at %.1f×, the most margins are scaled by (this machine: %.2f×, calibration %.0f ms CPU here, %.0f ms on the reference machine): %s",
			judged, maxSpeedScale, speed.Scale, speed.CalibrationMS, speed.ReferenceMS, limits)
	case held < judged:
		m.Detail = fmt.Sprintf("%d of %d judged programs without room to spare (below); %s; %s", judged-held, judged, limits, speed)
	default:
		m.Detail = fmt.Sprintf("every judged program (%d) with room to spare: %s; %s", judged, limits, speed)
	}
	return m
}

// nearMargin is the share of a time margin past which a program that
// holds it is worth a warning: the ratio of a program's CPU time to the
// calibration work's varies from machine to machine and with what runs
// beside it (a CPython BFS and a scanf-and-merge-sort program both held
// their margins here at 80-90 % through many runs and then failed them
// on a CI machine at 101-118 %).
const nearMargin = 0.8

// nearestMargin names the program whose tests, up to its verdict, came
// closest to half the time limit at scale, if it came past nearMargin of
// it, or "". TLE programs have the other margin (twice the limit).
func nearestMargin(p *problems.Problem, progs []ProgramCheck, scale float64) string {
	half := halfLimit(p, scale)
	best, share := "", 0.0
	for _, pc := range progs {
		if !pc.OK || pc.Expected == verdict.TLE {
			continue
		}
		for _, t := range pc.Tests {
			if r := float64(time.Duration(t.TimeMS)*time.Millisecond) / float64(half); r > share {
				best, share = fmt.Sprintf("%s on %s: %d ms CPU", pc.File, t.Name, t.TimeMS), r
			}
		}
	}
	if share < nearMargin {
		return ""
	}
	return fmt.Sprintf("nearest: %s, %.0f %% of its margin (%d ms here): another machine may fail it", best, 100*share, half.Round(time.Millisecond).Milliseconds())
}

// halfLimit is half p's time limit at scale: the most CPU time a test
// may take up to a verdict other than TLE (marginFailure).
func halfLimit(p *problems.Problem, scale float64) time.Duration {
	return time.Duration(float64(p.TimeLimit) / 2 * scale)
}

// untilDone returns f's result, or ctx's error as soon as ctx is done
// while f still runs (f must hold nothing that outlives the process).
func untilDone[T any](ctx context.Context, f func() T) (T, error) {
	done := make(chan T, 1)
	go func() { done <- f() }()
	select {
	case r := <-done:
		return r, nil
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
}

func (v *ProblemVerification) add(c Check) {
	v.Checks = append(v.Checks, c)
	if v.onCheck != nil {
		v.onCheck(c)
	}
}

// suggestLimit is problemtools' rule for a time limit: twice the slowest
// accepted program, rounded up to whole seconds. It warns when a TLE
// program was not seen to run at least twice that (runs are cut at
// tleSlack × the limit in force), as the margins check asks of the limit.
// No accepted program: no suggestion.
func suggestLimit(p *problems.Problem, progs []ProgramCheck) (Check, bool) {
	var slowest *ProgramCheck
	for i, pc := range progs {
		if pc.Expected == verdict.AC && pc.Verdict == verdict.AC && (slowest == nil || pc.TimeMS > slowest.TimeMS) {
			slowest = &progs[i]
		}
	}
	if slowest == nil {
		return Check{}, false
	}
	suggested := max(time.Second, (2*time.Duration(slowest.TimeMS)*time.Millisecond + time.Second - 1).Truncate(time.Second))
	c := Check{Name: "suggested time limit", OK: true,
		Detail: fmt.Sprintf("%v: twice the slowest accepted, %s (%d ms CPU), rounded up; the limit is %v",
			suggested, slowest.File, slowest.TimeMS, p.TimeLimit)}
	for _, pc := range progs {
		if pc.Expected == verdict.TLE && pc.Verdict == verdict.TLE && time.Duration(pc.TimeMS)*time.Millisecond < 2*suggested {
			c.Warning = true
			c.Detail += fmt.Sprintf("; %s was stopped at %d ms CPU, not twice past %v", pc.File, pc.TimeMS, suggested)
		}
	}
	return c, true
}

func (e *Engine) checkInputs(p *problems.Problem, tests []TestData) Check {
	c := Check{Name: "inputs valid"}
	for _, t := range tests {
		in, err := os.ReadFile(t.In)
		if err == nil {
			err = p.Spec.Validate(in)
		}
		if err != nil {
			c.Detail = fmt.Sprintf("%s: %v", t.ID(), err)
			return c
		}
	}
	c.OK, c.Detail = true, fmt.Sprintf("%d inputs pass the validator", len(tests))
	return c
}

// checkDistinct fails when two tests have the same input: one of them
// tests nothing (and problemtools warns about it).
func checkDistinct(tests []TestData) Check {
	c := Check{Name: "inputs distinct"}
	first := map[string]string{}
	for _, t := range tests {
		in, err := os.ReadFile(t.In)
		if err != nil {
			c.Detail = fmt.Sprintf("%s: %v", t.ID(), err)
			return c
		}
		h := hashBytes(in)
		if f, dup := first[h]; dup {
			c.Detail = fmt.Sprintf("%s has the same input as %s", t.ID(), f)
			return c
		}
		first[h] = t.ID()
	}
	c.OK, c.Detail = true, fmt.Sprintf("no two of the %d inputs are equal", len(tests))
	return c
}

func (e *Engine) checkAnswers(p *problems.Problem, tests []TestData) Check {
	c := Check{Name: "answers accepted"}
	for _, t := range tests {
		input, answer, err := readTest(t.In, t.Ans)
		if err != nil {
			c.Detail = fmt.Sprintf("%s: %v", t.ID(), err)
			return c
		}
		res := p.Check(input, answer, bytes.NewReader(answer)) // the answer as output
		if res.Verdict != verdict.AC {
			c.Detail = fmt.Sprintf("%s.ans: %s %s", t.ID(), res.Verdict, res.Message)
			return c
		}
	}
	c.OK, c.Detail = true, fmt.Sprintf("the checker accepts all %d answers", len(tests))
	return c
}

func (e *Engine) checkGeneration(ctx context.Context, p *problems.Problem) Check {
	c := Check{Name: "data regenerates"}
	gen, err := e.Generate(ctx, p, p.Seed)
	if err != nil {
		c.Detail = err.Error()
		return c
	}
	if diffs := CompareTests(p, gen); len(diffs) > 0 {
		c.Detail = fmt.Sprintf("%d differences, first: %s", len(diffs), diffs[0])
		return c
	}
	c.OK, c.Detail = true, fmt.Sprintf("%d tests equal a fresh generation (seed %d)", len(gen), p.Seed)
	return c
}

// speedState is the machine's speed as last measured during a verify,
// shared by the programs judged side by side: the slower measurement wins.
type speedState struct {
	mu    sync.Mutex
	speed Speed
}

func (s *speedState) get() Speed {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.speed
}

// remeasure calibrates again and keeps the slower of old and new.
func (s *speedState) remeasure(threads int) Speed {
	d := measureSpeed(threads)
	s.mu.Lock()
	defer s.mu.Unlock()
	old := time.Duration(s.speed.CalibrationMS * float64(time.Millisecond))
	s.speed = newSpeed(old, d)
	return s.speed
}

// verifyProgram judges one program and compares with its folder's
// verdict. Runs may go on to 1.5× the time limit: a TLE that finishes
// there means the limit is too tight to tell (as problemtools warns).
func (e *Engine) verifyProgram(ctx context.Context, p *problems.Problem, s problems.Solution, sp *speedState) (ProgramCheck, error) {
	pc := ProgramCheck{File: filepath.Join(s.Folder, s.Name), Expected: s.Expect}
	src, err := e.Config.SolutionSource(s)
	if err != nil {
		return pc, err
	}
	pc.Language = src.Lang.Name
	rep := &Report{}
	memoryWhy := "" // an MLE program's memory margin
	prog, err := e.Build(ctx, src)
	var ce *CompileError
	switch {
	case errors.As(err, &ce):
		rep.Verdict, pc.Message = verdict.CE, firstLine(ce.Log)
	case err != nil:
		return pc, fmt.Errorf("solutions/%s: %w", s.Path(), err)
	default:
		// On a slower machine runs go on as much longer, so that the
		// margins, scaled, can still be seen.
		longer := max(1, sp.get().Scale)
		opt := Options{Slack: 1.5 * longer}
		if pc.Expected == verdict.TLE {
			opt = Options{Slack: tleSlack * longer, PastNear: true}
		}
		if err := e.judgeProgram(ctx, p, prog, opt, rep); err != nil {
			return pc, err
		}
		pc.Message = firstFailure(rep)
		// The time an MLE program takes is judged as above, at the memory
		// limit (where the verdict is given, and where load could turn it
		// TLE); the memory margin by running it again with more memory,
		// from its first MLE test on: the tests before it ran within the
		// limit, so more memory changes nothing there.
		if pc.Expected == verdict.MLE && rep.Verdict == verdict.MLE {
			from, err := e.testsFrom(ctx, p, rep.Tests[len(rep.Tests)-1].Name)
			if err != nil {
				return pc, err
			}
			wide := &Report{}
			if err := e.judgeProgram(ctx, p, prog, Options{Slack: opt.Slack, MemorySlack: mleSlack, PastNear: true, Tests: from}, wide); err != nil {
				return pc, err
			}
			memoryWhy = memoryMarginFailure(p, wide)
		}
	}
	pc.Verdict, pc.TimeMS, pc.Tests = rep.Verdict, rep.TimeMS, rep.Tests
	pc.OK = pc.Verdict == pc.Expected
	if !pc.OK {
		return pc, nil
	}
	why := marginFailure(p, rep, sp.get().marginScale())
	if why != "" && rep.Verdict != verdict.TLE {
		// Over a margin: the program's time is what it needs, not what a
		// moment's load added, so those tests run twice more and keep
		// their least time (as a benchmark does), and the machine's speed
		// is measured again (it drifts).
		n, err := e.leastTimes(ctx, p, prog, rep, sp.get().marginScale())
		if err != nil {
			return pc, err
		}
		why = marginFailure(p, rep, sp.remeasure(e.Config.Workers).marginScale())
		if why != "" {
			why += fmt.Sprintf(" (the least of %d runs)", n)
		}
		pc.TimeMS, pc.Tests = rep.TimeMS, rep.Tests
	}
	if why == "" {
		why = memoryWhy
	}
	if why != "" {
		pc.OK, pc.Message = false, why
	}
	return pc, nil
}

// leastTimes runs again, leastRuns-1 times, the tests of rep over half
// the limit at scale, and keeps for each the least CPU time of the runs
// that gave its verdict. It returns the runs each such test had.
func (e *Engine) leastTimes(ctx context.Context, p *problems.Problem, prog *Program, rep *Report, scale float64) (int, error) {
	all, err := e.Tests(ctx, p)
	if err != nil {
		return 0, err
	}
	byID := map[string]TestData{}
	for _, t := range all {
		byID[t.ID()] = t
	}
	half := halfLimit(p, scale)
	var again []TestData
	at := map[string]int{} // test name → index in rep.Tests
	for i, t := range rep.Tests {
		if td, ok := byID[t.Name]; ok && time.Duration(t.TimeMS)*time.Millisecond > half {
			again = append(again, td)
			at[t.Name] = i
		}
	}
	if len(again) == 0 {
		return 1, nil
	}
	for range leastRuns - 1 {
		r := &Report{}
		if err := e.judgeProgram(ctx, p, prog, Options{Slack: 1.5 * max(1, scale), All: true, Tests: again}, r); err != nil {
			return 0, err
		}
		for _, t := range r.Tests {
			if i, ok := at[t.Name]; ok && t.Verdict == rep.Tests[i].Verdict && t.TimeMS < rep.Tests[i].TimeMS {
				rep.Tests[i].TimeMS = t.TimeMS
			}
		}
	}
	rep.TimeMS = 0
	for _, t := range rep.Tests {
		rep.TimeMS = max(rep.TimeMS, t.TimeMS)
	}
	return leastRuns, nil
}

// testsFrom lists p's tests from the one named name on.
func (e *Engine) testsFrom(ctx context.Context, p *problems.Problem, name string) ([]TestData, error) {
	all, err := e.Tests(ctx, p)
	if err != nil {
		return nil, err
	}
	for i, t := range all {
		if t.ID() == name {
			return all[i:], nil
		}
	}
	return nil, fmt.Errorf("problem %s has no test %s", p.ID, name)
}

// leastRuns is how many runs a test over a margin gets in all.
const leastRuns = 3

// tleSlack is how far verify lets a TLE program run: a bit over twice the
// limit, so that one ending by itself before twice it is seen.
const tleSlack = 2.2

// mleSlack is the memory an MLE program gets in verify, as a multiple of
// the limit: it must still run out, so its peak on the test that kills it
// is at least that far over the limit. A peak near the limit is a verdict
// another judge may not share (a garbage collector that runs a little
// earlier, a cgroup that counts a little less: problemtools once accepted
// such a program).
const mleSlack = 1.5

// marginFailure says why a program's verdict has no room to spare, or "":
// a TLE program runs at least twice the time limit; any other verdict
// (AC, WA, RE, OLE, MLE) rests on the tests judged up to it, and each of
// them uses at most half the limit, so that load, which makes a program's
// CPU time grow (cache and memory contention), cannot turn one into a TLE.
// An MLE program thus also reaches the memory limit within half the limit
// (verify judges it at the memory limit for that). CPU times are judged
// at the reference machine's speed: scale is how much slower this machine
// is (Speed), so here half the limit is half × scale.
func marginFailure(p *problems.Problem, rep *Report, scale float64) string {
	half := halfLimit(p, scale)
	twice := time.Duration(2 * float64(p.TimeLimit) * scale)
	ms := func(n int64) time.Duration { return time.Duration(n) * time.Millisecond }
	here := func(d time.Duration) string {
		if scale == 1 {
			return ""
		}
		return fmt.Sprintf(" (%v at this machine's speed)", d.Round(time.Millisecond))
	}
	if rep.Verdict == verdict.TLE {
		var slowest *TestReport
		for i, t := range rep.Tests {
			if t.Verdict == verdict.TLE && (!t.NearLimit || ms(t.TimeMS) >= twice) {
				return ""
			}
			if t.Verdict == verdict.TLE && (slowest == nil || t.TimeMS > slowest.TimeMS) {
				slowest = &rep.Tests[i]
			}
		}
		if slowest != nil {
			return fmt.Sprintf("TLE margin: no test runs twice the %v limit%s; the slowest, %s, ended by itself at %d ms CPU", p.TimeLimit, here(twice), slowest.Name, slowest.TimeMS)
		}
		return ""
	}
	for _, t := range rep.Tests {
		if ms(t.TimeMS) <= half {
			continue
		}
		if t.Verdict == verdict.MLE {
			return fmt.Sprintf("MLE margin: %s reached the memory limit at %d ms CPU, over half the %v limit%s", t.Name, t.TimeMS, p.TimeLimit, here(half))
		}
		return fmt.Sprintf("time margin: %s (%s) took %d ms CPU, over half the %v limit%s", t.Name, t.Verdict, t.TimeMS, p.TimeLimit, here(half))
	}
	return ""
}

// memoryMarginFailure says why an MLE program has no memory to spare, or
// "": run with mleSlack × the memory limit (wide), it must still run out
// on some test; its MLE tests within that are NearLimit.
func memoryMarginFailure(p *problems.Problem, wide *Report) string {
	var largest *TestReport
	for i, t := range wide.Tests {
		if t.Verdict == verdict.MLE && !t.NearLimit {
			return ""
		}
		if t.Verdict == verdict.MLE && (largest == nil || t.MemoryKB > largest.MemoryKB) {
			largest = &wide.Tests[i]
		}
	}
	if largest != nil {
		return fmt.Sprintf("MLE margin: no test needs %.1f× the %d MiB limit; the largest peak, %s, was %d MiB",
			mleSlack, p.Memory>>20, largest.Name, largest.MemoryKB>>10)
	}
	return fmt.Sprintf("MLE margin: with %.1f× the %d MiB limit no test ran out of memory (%s)", mleSlack, p.Memory>>20, wide.Verdict)
}

func firstFailure(r *Report) string {
	for _, t := range r.Tests {
		if t.Verdict != verdict.AC {
			return fmt.Sprintf("%s: %s", t.Name, t.Message)
		}
	}
	return ""
}

// WriteCheckLine writes one check of a problem: name, ok/warn/FAIL, detail.
func WriteCheckLine(w io.Writer, problem string, c Check, colour bool) {
	state := paintAs(verdict.AC, "ok  ", colour)
	switch {
	case !c.OK:
		state = paintAs(verdict.WA, "FAIL", colour)
	case c.Warning:
		state = paintAs(verdict.TLE, "warn", colour)
	}
	fmt.Fprintf(w, "%-12s %-46s %s  %s\n", problem, c.Name, state, Printable(c.Detail))
}

// WriteProgramHeader names the columns of WriteProgramLine.
func WriteProgramHeader(w io.Writer) {
	fmt.Fprintf(w, "%-12s %-46s %-8s %-4s %8s  %s\n", "PROBLEM", "PROGRAM", "EXPECTED", "GOT", "SLOWEST", "RESULT")
}

// WriteProgramLine writes one program: expected and actual verdict, its
// slowest test's CPU time, and ok or why not.
func WriteProgramLine(w io.Writer, problem string, pc ProgramCheck, colour bool) {
	result := "ok"
	if !pc.OK {
		result = "FAIL: " + Printable(pc.Message)
	}
	fmt.Fprintf(w, "%-12s %-46s %-8s %s %5d ms  %s\n", problem, pc.File, pc.Expected, Paint(pc.Verdict, 4, colour), pc.TimeMS, result)
}
