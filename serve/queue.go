package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/verdict"
)

// The queue is the store's: a submission is stored queued, and judges
// (those of `judge serve` and any number of `judge worker`, on any
// machines that reach the database) claim it one at a time (Store.Claim).
// Nothing is handed out in memory, so two arenas on one database, or a
// worker killed mid-judging, never judge a submission twice at once.

// outputHead is how much of a failed test's output is kept, for the board
// and the report of `judge submit`.
const outputHead = 16 << 10

// JudgeConfig says how a worker claims and judges submissions.
type JudgeConfig struct {
	Name   string        // the owner its claims carry (default host/pid)
	Judges int           // submissions judged at once (default 1: the engine parallelises tests)
	Pack   string        // the pack version it holds: it claims only submissions of this version
	Lease  time.Duration // a claim's lease, renewed every quarter of it (default 20 s)
	Poll   time.Duration // how often an idle judge looks for work (default 1 s)
	Log    io.Writer     // (default: discarded)
}

// Worker claims submissions from the store and judges them through the
// engine; the arena runs one, and `judge worker` is one on its own.
type Worker struct {
	cfg      JudgeConfig
	engine   *judge.Engine
	store    *Store
	logger   *log.Logger
	problem  func(id string) (*problems.Problem, error)
	wake     chan struct{}
	watch    watcher // the arena's views and events; nil on its own
	started  int64
	judged   atomic.Int64
	mu       sync.Mutex
	holding  []int64
	draining bool
}

// watcher hears of a worker's judging: the arena's views and events.
type watcher interface {
	judgeStarted(sub *Submission)
	judgeTested(id int64, i int, r judge.TestReport, head, line string, at int64)
	judgeEnded(id int64, stored bool) // stored: its verdict is in the store; else it is queued again
}

// NewWorker makes a worker judging with engine from store.
func NewWorker(engine *judge.Engine, store *Store, cfg JudgeConfig) *Worker {
	if cfg.Judges <= 0 {
		cfg.Judges = 1
	}
	if cfg.Lease <= 0 {
		cfg.Lease = 20 * time.Second
	}
	if cfg.Poll <= 0 {
		cfg.Poll = time.Second
	}
	if cfg.Log == nil {
		cfg.Log = io.Discard
	}
	if cfg.Pack == "" {
		cfg.Pack = PackVersion(engine.Pack)
	}
	if cfg.Name == "" {
		host, _ := os.Hostname()
		cfg.Name = fmt.Sprintf("%s/%d", host, os.Getpid())
	}
	w := &Worker{cfg: cfg, engine: engine, store: store, logger: log.New(cfg.Log, "", log.LstdFlags),
		wake: make(chan struct{}, 1), started: time.Now().UnixMilli()}
	var cache sync.Map
	w.problem = func(id string) (*problems.Problem, error) { return loadProblem(&cache, engine.Pack, id) }
	return w
}

// PackVersion names a pack as `judge version` does: the first 12 hex
// digits of its hash.
func PackVersion(pack *problems.Pack) string {
	if pack.Dir == "" {
		return problems.PackHash()
	}
	sum, err := pack.Hash()
	if err != nil {
		return "unreadable: " + err.Error() // claims nothing another judge made
	}
	return sum[:12]
}

// loadProblem loads a problem once: the engine keeps a problem's tests on
// disk by its *Problem, so loading it again would redo that.
func loadProblem(cache *sync.Map, pack *problems.Pack, id string) (*problems.Problem, error) {
	if v, ok := cache.Load(id); ok {
		return v.(*problems.Problem), nil
	}
	p, err := pack.Load(id)
	if err != nil {
		return nil, err
	}
	v, _ := cache.LoadOrStore(id, p)
	return v.(*problems.Problem), nil
}

// Name is the owner its claims carry.
func (w *Worker) Name() string { return w.cfg.Name }

// Pack is the pack version it judges.
func (w *Worker) Pack() string { return w.cfg.Pack }

// Judged counts the submissions whose verdict it stored.
func (w *Worker) Judged() int64 { return w.judged.Load() }

func (w *Worker) logf(format string, args ...any) { w.logger.Printf(format, args...) }

// Wake tells an idle judge there is work, sooner than its next look.
func (w *Worker) Wake() {
	select {
	case w.wake <- struct{}{}:
	default:
	}
}

// Run judges until ctx ends, then drains: it claims nothing more and
// finishes what it holds. When hard ends too, judging stops and the claims
// are handed back (queued again for any judge). Killed, a worker's claims
// are taken over once their leases run out.
func (w *Worker) Run(ctx, hard context.Context) {
	beat, stopBeat := context.WithCancel(hard)
	beats := make(chan struct{})
	go func() {
		defer close(beats)
		w.heartbeat(beat)
	}()
	var wg sync.WaitGroup
	for range w.cfg.Judges {
		wg.Go(func() { w.claimLoop(ctx, hard) })
	}
	go func() {
		<-ctx.Done()
		w.mu.Lock()
		w.draining = true
		w.mu.Unlock()
		w.report(hard)
	}()
	wg.Wait()
	stopBeat()
	<-beats
	w.mu.Lock()
	w.draining = true
	w.mu.Unlock()
	bye, cancel := context.WithTimeout(context.WithoutCancel(hard), 2*time.Second)
	defer cancel()
	w.reportState(bye, "stopped")
}

// heartbeat reports the worker in the store until ctx ends.
func (w *Worker) heartbeat(ctx context.Context) {
	t := time.NewTicker(w.cfg.Lease / 4)
	defer t.Stop()
	for {
		w.report(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func (w *Worker) report(ctx context.Context) {
	w.mu.Lock()
	state := "idle"
	if len(w.holding) > 0 {
		state = "judging"
	}
	if w.draining {
		state = "draining"
	}
	w.mu.Unlock()
	w.reportState(ctx, state)
}

func (w *Worker) reportState(ctx context.Context, state string) {
	w.mu.Lock()
	info := &WorkerInfo{Name: w.cfg.Name, Pack: w.cfg.Pack, Sandbox: w.engine.Sandbox.Level(), Cores: runtime.NumCPU(),
		Judges: w.cfg.Judges, State: state, Judging: slices.Clone(w.holding), Judged: w.judged.Load(), StartedMS: w.started}
	w.mu.Unlock()
	info.Host, _ = os.Hostname()
	if err := w.store.ReportWorker(ctx, info); err != nil && ctx.Err() == nil {
		w.logf("worker %s: reporting: %v", w.cfg.Name, err)
	}
}

// backoff is the wait before the next try after a store error: from
// 100 ms, doubling, at most 5 s.
func backoff(last time.Duration) time.Duration {
	return min(max(2*last, 100*time.Millisecond), 5*time.Second)
}

func sleep(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}

// claimLoop claims and judges one submission after another until ctx
// ends; a store that fails (a database outage) is tried again with backoff.
func (w *Worker) claimLoop(ctx, hard context.Context) {
	var wait time.Duration
	for ctx.Err() == nil {
		sub, c, err := w.store.Claim(ctx, w.cfg.Name, w.cfg.Pack, w.cfg.Lease)
		if err != nil {
			if ctx.Err() != nil {
				return
			}
			wait = backoff(wait)
			w.logf("claiming: %v (again in %v)", err, wait)
			sleep(ctx, wait)
			continue
		}
		wait = 0
		if sub == nil {
			select {
			case <-ctx.Done():
			case <-w.wake:
			case <-time.After(w.cfg.Poll):
			}
			continue
		}
		w.judgeClaim(hard, sub, c)
	}
}

func (w *Worker) hold(id int64, on bool) {
	w.mu.Lock()
	if on {
		w.holding = append(w.holding, id)
	} else {
		w.holding = slices.DeleteFunc(w.holding, func(h int64) bool { return h == id })
	}
	w.mu.Unlock()
}

// judgeClaim judges a claimed submission, renewing the lease meanwhile,
// and stores its verdict. The claim is handed back when the store failed
// half way (the tests stored are not the judging's) or hard ended; a claim
// taken over (its lease ran out) is dropped.
func (w *Worker) judgeClaim(hard context.Context, sub *Submission, c *Claim) {
	w.hold(c.ID, true)
	defer w.hold(c.ID, false)
	w.report(hard) // the workers page shows what it judges now, not at the next beat
	judging, stop := context.WithCancel(hard)
	defer stop()
	var lost atomic.Bool
	renewing, stopRenewing := context.WithCancel(hard)
	renewed := make(chan struct{})
	go func() {
		defer close(renewed)
		t := time.NewTicker(w.cfg.Lease / 4)
		defer t.Stop()
		for {
			select {
			case <-renewing.Done():
				return
			case <-t.C:
			}
			err := w.store.Renew(renewing, c, w.cfg.Lease)
			if errors.Is(err, ErrLost) {
				lost.Store(true)
				stop()
				return
			}
			if err != nil && renewing.Err() == nil {
				w.logf("submission %d: renewing its lease: %v", c.ID, err)
			}
		}
	}()
	defer func() {
		stopRenewing()
		<-renewed
	}()
	if w.watch != nil && !c.Rejudge {
		w.watch.judgeStarted(sub)
	}
	rep, tests, storeErr, err := w.judgeSource(judging, stop, sub, c)
	stored := false
	defer func() {
		if w.watch != nil {
			w.watch.judgeEnded(c.ID, stored)
		}
	}()
	switch {
	case lost.Load() || errors.Is(storeErr, ErrLost):
		w.logf("submission %d: taken over by another judge (this one's lease ran out)", c.ID)
	case hard.Err() != nil || storeErr != nil:
		if storeErr != nil {
			w.logf("submission %d: storing its tests: %v; queued again", c.ID, storeErr)
		}
		// Handed back now, or once the database answers again; at worst
		// the lease runs out.
		bye, cancel := context.WithTimeout(context.WithoutCancel(hard), w.cfg.Lease)
		defer cancel()
		if err := w.write(bye, func(ctx context.Context) error { return w.store.HandBack(ctx, c) }); err != nil && !errors.Is(err, ErrLost) {
			w.logf("submission %d: handing back: %v", c.ID, err)
		}
	case err != nil:
		w.logf("submission %d: %v", c.ID, err)
		stored = w.write(hard, func(ctx context.Context) error { return w.store.Fail(ctx, c, err.Error()) }) == nil
	default:
		stored = w.write(hard, func(ctx context.Context) error { return w.store.Finish(ctx, c, rep, tests) }) == nil
	}
	if stored {
		w.judged.Add(1)
	}
}

// write runs a write of a claim until it is done, the claim is lost or ctx
// ends, trying again with backoff while the store fails.
func (w *Worker) write(ctx context.Context, f func(context.Context) error) error {
	var wait time.Duration
	for {
		err := f(ctx)
		if err == nil || errors.Is(err, ErrLost) || ctx.Err() != nil {
			return err
		}
		wait = backoff(wait)
		w.logf("storing: %v (again in %v)", err, wait)
		sleep(ctx, wait)
	}
}

// judgeSource asks the engine, the one place verdicts come from, storing each test as it is
// judged. A test the store refuses stops the judging (stop) and is
// storeErr. A submission judged again keeps its old tests until Finish:
// the new ones are returned (rejudged), not stored.
func (w *Worker) judgeSource(ctx context.Context, stop func(), sub *Submission, c *Claim) (rep *judge.Report, rejudged []StoredTest, storeErr, err error) {
	p, err := w.problem(sub.Problem)
	if err != nil {
		return nil, nil, nil, err
	}
	lang, err := w.engine.Config.LanguageFor("", sub.Language)
	if err != nil {
		return nil, nil, nil, err
	}
	// Judged from memory, under a name the worker chooses.
	src := judge.Source{Name: "submission" + lang.Extensions[0], Text: []byte(sub.Source), Lang: lang}
	var mu sync.Mutex
	rep, err = w.engine.Judge(ctx, p, src, judge.Options{OnTest: func(t judge.Tested) {
		i, r, out := t.Index, t.Report, t.Output
		at := time.Now().UnixMicro()
		head, line := "", ""
		if r.Verdict != verdict.AC {
			head = string(out[:min(len(out), outputHead)])
		}
		if r.Verdict == verdict.WA && p.Spec.ReplayLine {
			line = failedLine(r.Message, out)
		}
		if c.Rejudge {
			mu.Lock()
			rejudged = append(rejudged, StoredTest{i, r, head, line, at})
			mu.Unlock()
			return
		}
		if err := w.store.AddTest(ctx, c, i, r, head, line, at); err != nil {
			mu.Lock()
			if storeErr == nil {
				storeErr = err
			}
			mu.Unlock()
			stop()
			return
		}
		if w.watch != nil {
			w.watch.judgeTested(sub.ID, i, r, head, line, at)
		}
	}})
	mu.Lock()
	defer mu.Unlock()
	if storeErr != nil {
		return nil, nil, storeErr, nil
	}
	if err != nil {
		return nil, nil, nil, err
	}
	rep.Submission = sub.FileName
	return rep, rejudged, nil, nil
}

// The arena's judging, told to its views and event streams.

func (s *Server) judgeStarted(sub *Submission) {
	s.views.started(sub)
	s.hub.publish(sub.ID, event{Name: "status", Data: map[string]any{"status": Running}})
}

func (s *Server) judgeTested(id int64, i int, r judge.TestReport, head, line string, at int64) {
	s.hub.publish(id, event{Name: "test", Data: testJSON(i, r, at)})
	s.views.tested(id, i, r, head, line, at)
}

func (s *Server) judgeEnded(id int64, stored bool) {
	if !stored {
		s.views.forget(id)
		return
	}
	final, err := s.store.Submission(context.Background(), id)
	if err != nil {
		// Reads go to the store, and watchers poll it.
		s.views.forget(id)
		s.logf("submission %d: %v", id, err)
		return
	}
	// The view is final before "done" is sent: a watcher that subscribes
	// after it reads the finished submission.
	s.views.finish(final)
	s.hub.publish(id, event{Name: "done", Data: s.submissionJSON(final)})
}

// testEvent is one judged test as the API and the events show it.
type testEvent struct {
	Index int `json:"index"`
	judge.TestReport
	JudgedUS int64 `json:"judged_us"`
}

func testJSON(i int, r judge.TestReport, at int64) testEvent {
	return testEvent{Index: i, TestReport: r, JudgedUS: at}
}

// admit tells whether user may queue one more submission. The queue is
// shared fairly: while fewer than QueueSize wait (queued or being judged,
// in the store: every arena on the database counts), anyone may; once it
// is full, a user with nothing waiting still may (so one user's backlog
// never refuses another's first submission: the queue grows past its size
// by at most one a user), others wait. Judges claim round-robin by user
// (Store.Claim).
func (s *Server) admit(ctx context.Context, user string) error {
	all, mine, err := s.store.Waiting(ctx, user)
	if err != nil {
		return err
	}
	if all >= s.cfg.QueueSize && mine > 0 {
		return clientError(http.StatusTooManyRequests, "the queue is full (%d waiting, %d of them yours): try again shortly", all, mine)
	}
	return nil
}

// idempotencyKey reads a submission's Idempotency-Key header: up to 64
// printable ASCII characters, or none.
func idempotencyKey(r *http.Request) (string, error) {
	k := r.Header.Get("Idempotency-Key")
	if len(k) > 64 || strings.IndexFunc(k, func(c rune) bool { return c < 0x21 || c > 0x7e }) >= 0 {
		return "", clientError(http.StatusBadRequest, "Idempotency-Key: up to 64 printable ASCII characters")
	}
	return k, nil
}
