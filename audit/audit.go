// Package audit runs a program on every input of a finite space (all 9!
// boards of eight) or on a large sample, and counts its wrong answers
// exactly: no fixed set of tests catches a bug that is wrong on 4 starts of
// 181,440, but running every start does. An audit keeps its progress in a
// state file, so an interrupted one goes on where it stopped.
package audit

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/slidejudge/slidejudge/verdict"
)

// Outcome is what one item of a run came to.
type Outcome struct {
	Verdict verdict.Verdict
	Message string
	Output  []byte // the program's answer (its start), kept for failures
}

// RunStats is what the sandbox measured of one run.
type RunStats struct {
	CPU, Wall time.Duration
}

// Runner runs the program once on a batch of items (one item unless the
// space batches them), input being their joined input. whole is true
// when the run failed as a whole (a crash, a time limit, a line missing),
// so that its outcome cannot be pinned on one item: the audit then runs
// the halves of the batch apart.
type Runner interface {
	Run(ctx context.Context, input []byte, items []Item) (outs []Outcome, whole bool, stats RunStats, err error)
}

// Options steer an audit.
type Options struct {
	Workers int    // runs in flight at once, twice this (default 1)
	State   string // the state file; "" keeps none
	Restart bool   // ignore a state file, start from the first item
	// Probe is how many runs are timed, after the first two per worker
	// (they warm the sandbox up), before Estimate is told (default four
	// per worker).
	Probe int
	// Estimate is told the cost of the audit, measured on its first
	// runs; returning false stops the audit there (its state is kept).
	Estimate func(Estimate) bool
	// Progress is told the items done so far, from time to time.
	Progress func(done, total int)
}

// Estimate is what an audit will cost, measured on its first runs.
type Estimate struct {
	Items    int           // items still to run
	Runs     int           // runs they take (items over the batch size)
	Measured int           // runs timed
	PerRun   time.Duration // wall clock per run with every worker busy
	Total    time.Duration // Runs × PerRun
}

// Failure is one input the program got wrong.
type Failure struct {
	Index   int             `json:"index"`
	Input   string          `json:"input"`
	Name    string          `json:"test,omitempty"` // a pack test's name
	Moves   int             `json:"moves"`          // the fewest moves; -1 unsolvable, -2 not one board
	Drawn   bool            `json:"drawn"`          // drawn at random, not a pack test
	Verdict verdict.Verdict `json:"verdict"`
	Message string          `json:"message"`
	Output  string          `json:"output"`
}

// judgeRetries is how often a run that ended in a judge error is tried
// again before its items are left undone (a later session retries them).
const judgeRetries = 2

// keepFailures is how many of the smallest failures an audit keeps whole.
const keepFailures = 10

// smaller orders failures: the fewest moves first (unsolvable boards
// after every solvable one), then the shortest input, then the index.
func smaller(a, b Failure) int {
	key := func(f Failure) int {
		if f.Moves < 0 {
			return 1 << 20
		}
		return f.Moves
	}
	return cmp.Or(cmp.Compare(key(a), key(b)), cmp.Compare(len(a.Input), len(b.Input)), cmp.Compare(a.Index, b.Index))
}

// Result is an audit's outcome so far.
type Result struct {
	Problem   string `json:"problem"`
	Kind      string `json:"space"`  // KindAll, KindUniform or KindGenerator
	Finite    bool   `json:"finite"` // every input of the problem, not a sample
	Size      int    `json:"inputs"`
	Drawn     int    `json:"drawn"` // of which drawn at random
	Noun      string `json:"noun"`
	Step      string `json:"step"`             // "move", or chino's "step"
	Within    string `json:"within,omitempty"` // which inputs, when not all: "28 to 31 moves away"
	Batch     int    `json:"batch"`
	Done      int    `json:"done"`  // items judged, every session
	Wrong     int    `json:"wrong"` // items not accepted
	DrawnDone int    `json:"drawn_done"`
	// DrawnWrong are the wrong items among the drawn ones: the failure
	// rate's bound is about them.
	DrawnWrong int                     `json:"drawn_wrong"`
	Verdicts   map[verdict.Verdict]int `json:"verdicts"` // items by verdict, AC included
	Smallest   []Failure               `json:"smallest"` // the smallest failures, smallest first
	Resumed    int                     `json:"resumed"`  // items judged before this session
	Complete   bool                    `json:"complete"`
	// JudgeErrors are the items this session could not judge (a judge
	// error on every try): left undone, for the next session.
	JudgeErrors int    `json:"judge_errors"`
	JudgeError  string `json:"judge_error,omitempty"` // the first one's message
	// This session's runs and what they cost; Retried are the runs
	// tried again after a judge error.
	Runs    int           `json:"runs"`
	Retried int           `json:"retried"`
	Workers int           `json:"workers"`
	Elapsed time.Duration `json:"-"`
	CPU     time.Duration `json:"-"` // the program's, summed over runs
	Wall    time.Duration `json:"-"` // the program's wall clock, summed
}

// Cost is what a session's runs cost, per run.
type Cost struct {
	PerRun     time.Duration // wall clock per run with every worker busy
	Worker     time.Duration // how long a run holds a worker: PerRun × workers
	ProgramCPU time.Duration // the program's CPU time per run
	// Program is the program's wall clock per run as the sandbox measures
	// it: its CPU, the sandbox starting and reaping it, waiting for a core.
	Program time.Duration
	// Judge is the rest of Worker: the judge's own work around a run
	// (the input written, the output checked) not overlapped by runs.
	Judge time.Duration
}

// Cost is the session's cost per run; zero without runs.
func (r *Result) Cost() Cost {
	if r.Runs == 0 {
		return Cost{}
	}
	n := time.Duration(r.Runs)
	c := Cost{PerRun: r.Elapsed / n, ProgramCPU: r.CPU / n, Program: r.Wall / n}
	c.Worker = r.Elapsed * time.Duration(max(1, r.Workers)) / n
	c.Judge = max(0, c.Worker-c.Program)
	return c
}

// UpperBound is the one-sided 95 % upper bound on the failure rate the
// drawn items imply (Clopper-Pearson; about 3/n when none failed, the
// rule of three).
func (r *Result) UpperBound() float64 { return UpperBound95(r.DrawnWrong, r.DrawnDone) }

// state is what the state file keeps between sessions.
type state struct {
	Key        string                  `json:"key"`
	Size       int                     `json:"size"`
	Done       []byte                  `json:"done"` // a bit per item
	Wrong      int                     `json:"wrong"`
	DrawnDone  int                     `json:"drawn_done"`
	DrawnWrong int                     `json:"drawn_wrong"`
	Verdicts   map[verdict.Verdict]int `json:"verdicts"`
	Smallest   []Failure               `json:"smallest"`
	n          int                     // items done
}

func (st *state) done(i int) bool { return st.Done[i/8]&(1<<(i%8)) != 0 }

// count is how many items are done.
func (st *state) count() int {
	n := 0
	for _, b := range st.Done {
		for ; b != 0; b &= b - 1 {
			n++
		}
	}
	return n
}

// load reads the state file when it holds this audit; a missing one, or
// one of another audit, is a fresh start.
func load(file, key string, size int) *state {
	fresh := &state{Key: key, Size: size, Done: make([]byte, (size+7)/8), Verdicts: map[verdict.Verdict]int{}}
	if file == "" {
		return fresh
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return fresh
	}
	var st state
	if json.Unmarshal(data, &st) != nil || st.Key != key || st.Size != size || len(st.Done) != len(fresh.Done) {
		return fresh
	}
	if st.Verdicts == nil {
		st.Verdicts = map[verdict.Verdict]int{}
	}
	st.n = st.count()
	return &st
}

// save writes the state file whole or not at all.
func (st *state) save(file string) error {
	if file == "" {
		return nil
	}
	data, err := json.Marshal(st)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	tmp := file + ".tmp" + strconv.Itoa(os.Getpid())
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, file); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// Stored reads the result a state file holds, without running anything;
// ok is false when there is none for this key.
func Stored(file string, s *Space) (res *Result, ok bool) {
	st := load(file, s.Key, s.Size)
	if st.n == 0 {
		return nil, false
	}
	r := newResult(s, st)
	r.Resumed = r.Done
	return r, true
}

func newResult(s *Space, st *state) *Result {
	r := &Result{Problem: s.Problem, Kind: s.Kind, Finite: s.Finite, Size: s.Size, Drawn: s.Drawn, Noun: s.Noun, Step: s.StepName(), Within: s.Within, Batch: s.Batch,
		Done: st.n, Wrong: st.Wrong, DrawnDone: st.DrawnDone, DrawnWrong: st.DrawnWrong,
		Verdicts: st.Verdicts, Smallest: st.Smallest}
	r.Complete = r.Done == r.Size
	return r
}

// order is the order items run in: the pack's tests first, then the
// drawn ones shuffled (with a fixed seed, the same every session), so
// that an audit stopped early has judged a uniform sample.
func order(s *Space) []int {
	tests := s.Size - s.Drawn
	out := make([]int, 0, s.Size)
	for i := range tests {
		out = append(out, i)
	}
	for _, i := range rand.New(rand.NewPCG(0xa0d17, uint64(s.Size))).Perm(s.Drawn) {
		out = append(out, tests+i)
	}
	return out
}

// Run audits a program (run) on the space s. On an interrupt (ctx done)
// the state is saved and the error is ctx's.
func Run(ctx context.Context, s *Space, run Runner, opt Options) (*Result, error) {
	workers := max(1, opt.Workers)
	if opt.Probe <= 0 {
		opt.Probe = 4 * workers
	}
	st := load(opt.State, s.Key, s.Size)
	if opt.Restart {
		st = load("", s.Key, s.Size)
	}
	res := newResult(s, st)
	res.Resumed, res.Workers = res.Done, workers
	var todo []int
	for _, i := range order(s) {
		if !st.done(i) {
			todo = append(todo, i)
		}
	}
	batch := max(1, s.Batch)
	var batches [][]int
	for lo := 0; lo < len(todo); lo += batch {
		batches = append(batches, todo[lo:min(lo+batch, len(todo))])
	}

	parent := ctx
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	a := &auditor{s: s, run: run, st: st, res: res, opt: opt, start: time.Now(), todo: len(todo), stop: stop}
	a.estimate.Store(opt.Estimate == nil)

	// The state goes to disk every few seconds: a killed judge loses
	// little more than the runs in flight.
	saved := make(chan struct{})
	tick := time.NewTicker(5 * time.Second)
	go func() {
		defer close(saved)
		for {
			select {
			case <-tick.C:
				a.mu.Lock()
				a.saveErr = cmp.Or(a.saveErr, st.save(opt.State))
				a.mu.Unlock()
			case <-ctx.Done():
				return
			}
		}
	}()

	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(2*workers, len(batches)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				b := int(next.Add(1) - 1)
				if b >= len(batches) {
					return
				}
				if err := a.judge(ctx, batches[b]); err != nil {
					a.fail(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	if parent.Err() == nil && a.err == nil {
		a.tellEstimate()
	}
	stop()
	tick.Stop()
	<-saved
	res.Elapsed = time.Since(a.start)
	if err := cmp.Or(a.saveErr, st.save(opt.State)); err != nil {
		return nil, fmt.Errorf("audit state %s: %w", opt.State, err)
	}
	if a.err != nil {
		return nil, a.err
	}
	res.Done = st.n
	res.Complete = res.Done == s.Size
	if !res.Complete && !a.stopped && parent.Err() != nil {
		return res, parent.Err()
	}
	return res, nil
}

// auditor is one session of an audit.
type auditor struct {
	s        *Space
	run      Runner
	opt      Options
	start    time.Time
	todo     int
	stop     context.CancelFunc
	estimate atomic.Bool // told already (or nobody to tell)

	mu      sync.Mutex
	st      *state
	res     *Result
	err     error // the first error of a run (the judge's, not the program's)
	saveErr error
	stopped bool      // stopped after the estimate
	warm    time.Time // when the warm-up runs were done
}

func (a *auditor) fail(err error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.err == nil && !a.stopped {
		a.err = err
	}
	a.stop()
}

// judge runs one batch, and its halves apart while a run fails as a
// whole, until every item has an outcome of its own.
func (a *auditor) judge(ctx context.Context, idx []int) error {
	items := make([]Item, len(idx))
	inputs := make([][]byte, len(idx))
	for k, i := range idx {
		it, err := a.s.Item(i)
		if err != nil {
			return fmt.Errorf("%s item %d: %w", a.s.Problem, i, err)
		}
		items[k], inputs[k] = it, it.Input
	}
	input := bytes.Join(inputs, nil)
	var outs []Outcome
	var whole bool
	for try := 0; ; try++ {
		var stats RunStats
		var err error
		outs, whole, stats, err = a.run.Run(ctx, input, items)
		if err != nil {
			if ctx.Err() != nil {
				return nil // interrupted: the batch stays to do
			}
			return err
		}
		a.ran(stats)
		// A judge error (a sandbox server lost under load, a checker
		// failure) is never the program's: the run is tried again.
		if try == judgeRetries || !slices.ContainsFunc(outs, func(o Outcome) bool { return o.Verdict == verdict.JE }) {
			break
		}
		a.mu.Lock()
		a.res.Retried++
		a.mu.Unlock()
	}
	if whole && len(idx) > 1 {
		h := len(idx) / 2
		if err := a.judge(ctx, idx[:h]); err != nil {
			return err
		}
		return a.judge(ctx, idx[h:])
	}
	a.record(idx, items, outs)
	return nil
}

// ran counts a run and tells the estimate once enough runs are timed.
// The first runs of a session start the sandbox's servers and warm the
// caches: the runs are timed from the end of the first 2 × workers on.
func (a *auditor) ran(stats RunStats) {
	a.mu.Lock()
	a.res.Runs++
	a.res.CPU += stats.CPU
	a.res.Wall += stats.Wall
	runs := a.res.Runs
	warm := 2 * a.res.Workers
	if runs == warm {
		a.warm = time.Now()
	}
	a.mu.Unlock()
	if runs < warm+a.opt.Probe || a.estimate.Swap(true) {
		return
	}
	a.mu.Lock()
	per := time.Since(a.warm) / time.Duration(runs-warm)
	a.mu.Unlock()
	batch := max(1, a.s.Batch)
	left := (a.todo + batch - 1) / batch
	est := Estimate{Items: a.todo, Runs: left, Measured: runs - warm, PerRun: per, Total: per * time.Duration(left)}
	if !a.opt.Estimate(est) {
		a.mu.Lock()
		a.stopped = true
		a.mu.Unlock()
		a.stop()
	}
}

// tellEstimate tells an audit too short to time its cost as it was.
func (a *auditor) tellEstimate() {
	if a.estimate.Swap(true) || a.res.Runs == 0 {
		return
	}
	per := time.Since(a.start) / time.Duration(a.res.Runs)
	a.opt.Estimate(Estimate{Items: a.todo, Runs: a.res.Runs, Measured: a.res.Runs, PerRun: per, Total: per * time.Duration(a.res.Runs)})
}

// record keeps the outcomes of a batch's items.
func (a *auditor) record(idx []int, items []Item, outs []Outcome) {
	a.mu.Lock()
	defer a.mu.Unlock()
	st := a.st
	tests := a.s.Size - a.s.Drawn
	for k, i := range idx {
		o := outs[k]
		if o.Verdict == verdict.JE {
			// Left to do: the judge could not judge it, the program did nothing wrong.
			a.res.JudgeErrors++
			a.res.JudgeError = cmp.Or(a.res.JudgeError, o.Message)
			continue
		}
		if st.done(i) {
			continue // a batch split by a whole failure is never recorded twice, but be sure
		}
		st.Done[i/8] |= 1 << (i % 8)
		st.n++
		st.Verdicts[o.Verdict]++
		drawn := i >= tests
		if drawn {
			st.DrawnDone++
		}
		if o.Verdict == verdict.AC {
			continue
		}
		st.Wrong++
		if drawn {
			st.DrawnWrong++
		}
		f := Failure{Index: i, Input: string(items[k].Input), Name: items[k].Name, Moves: items[k].Moves, Drawn: drawn,
			Verdict: o.Verdict, Message: o.Message, Output: string(o.Output[:min(len(o.Output), 1<<10)])}
		at, _ := slices.BinarySearchFunc(st.Smallest, f, smaller)
		if at < keepFailures {
			st.Smallest = slices.Insert(st.Smallest, at, f)
			st.Smallest = st.Smallest[:min(len(st.Smallest), keepFailures)]
		}
	}
	a.res.Done, a.res.Wrong = st.n, st.Wrong
	a.res.DrawnDone, a.res.DrawnWrong, a.res.Smallest = st.DrawnDone, st.DrawnWrong, st.Smallest
	if a.opt.Progress != nil {
		a.opt.Progress(a.res.Done, a.s.Size)
	}
}
