package serve

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// queue is the bounded line of submissions waiting for a judge. A place is
// taken before a submission is stored, so a full queue refuses it with
// nothing stored, and given back when its judging ends.
type queue struct {
	places chan struct{} // one per submission stored and not yet judged
	work   chan int64
}

func newQueue(size int) *queue {
	return &queue{places: make(chan struct{}, size), work: make(chan int64, size)}
}

// reserve takes a place, or tells that the queue is full.
func (q *queue) reserve() bool {
	select {
	case q.places <- struct{}{}:
		return true
	default:
		return false
	}
}

func (q *queue) release() { <-q.places }

// outputHead is how much of a failed test's output is kept, for the board
// and the report of `judge submit`.
const outputHead = 16 << 10

// judges runs n judges taking submissions off the queue until ctx ends.
func (s *Server) judges(ctx context.Context, n int) {
	var wg sync.WaitGroup
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-ctx.Done():
					return
				case id := <-s.queue.work:
					s.judgeOne(ctx, id)
					s.queue.release()
				}
			}
		}()
	}
	wg.Wait()
}

// recover puts the submissions a stopped server left queued or running
// back in the queue, oldest first; it waits for places as judges free them.
func (s *Server) recoverQueue(ctx context.Context) error {
	ids, err := s.store.Unfinished(ctx)
	if err != nil {
		return fmt.Errorf("unfinished submissions: %w", err)
	}
	if len(ids) > 0 {
		s.logf("judging again %d submissions left queued or running", len(ids))
	}
	go func() {
		for _, id := range ids {
			select {
			case s.queue.places <- struct{}{}:
			case <-ctx.Done():
				return
			}
			// This server judges it now: its view starts as stored
			// (until then reads go to the store).
			if sub, err := s.store.Submission(ctx, id); err == nil {
				s.views.own(sub)
			}
			s.queue.work <- id
		}
	}()
	return nil
}

// judgeOne judges a stored submission through the engine, storing and
// announcing each test as it is judged. When the server stops half way the
// submission stays running in the store and is judged again at restart.
func (s *Server) judgeOne(ctx context.Context, id int64) {
	sub, err := s.store.Submission(ctx, id)
	if err != nil {
		s.logf("submission %d: %v", id, err)
		return
	}
	if err := s.store.Start(ctx, id); err != nil {
		s.views.forget(id)
		s.logf("submission %d: %v", id, err)
		return
	}
	s.views.started(sub)
	s.hub.publish(id, event{Name: "status", Data: map[string]any{"status": Running}})
	rep, err := s.judgeSource(ctx, sub)
	if ctx.Err() != nil {
		return // stopped: judged again at restart
	}
	if err != nil {
		s.logf("submission %d: %v", id, err)
		if err := s.store.Fail(context.WithoutCancel(ctx), id, err.Error()); err != nil {
			s.logf("submission %d: %v", id, err)
		}
	} else if err := s.store.Finish(ctx, id, rep); err != nil {
		s.logf("submission %d: %v", id, err)
	}
	final, err := s.store.Submission(context.WithoutCancel(ctx), id)
	if err != nil {
		s.views.forget(id)
		s.logf("submission %d: %v", id, err)
		return
	}
	// The view is final before "done" is sent: a watcher that subscribes
	// after it reads the finished submission.
	s.views.finish(final)
	s.hub.publish(id, event{Name: "done", Data: s.submissionJSON(final)})
}

// judgeSource writes the source under a name the server chooses and asks
// the engine, the one place verdicts come from.
func (s *Server) judgeSource(ctx context.Context, sub *Submission) (*judge.Report, error) {
	p, err := s.problem(sub.Problem)
	if err != nil {
		return nil, err
	}
	lang, err := s.engine.Config.LanguageFor("", sub.Language)
	if err != nil {
		return nil, err
	}
	// Named by the server's pid: a killed server's is swept at the next start.
	dir, err := sandbox.WorkDir("serve")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	file := filepath.Join(dir, "submission"+lang.Extensions[0])
	if err := os.WriteFile(file, []byte(sub.Source), 0o644); err != nil {
		return nil, err
	}
	var storeErr error
	var mu sync.Mutex
	rep, err := s.engine.Judge(ctx, p, file, judge.Options{Lang: lang.ID, Tested: func(i int, r judge.TestReport, out []byte) {
		at := time.Now().UnixMicro()
		head, line := "", ""
		if r.Verdict != judge.AC {
			head = string(out[:min(len(out), outputHead)])
		}
		if r.Verdict == judge.WA && p.Spec.ReplayLine {
			line = failedLine(r.Message, out)
		}
		// Watchers hear first: the store's write is not on the event's
		// path, and a watcher that connects in between still gets every
		// test with the "done" event.
		s.hub.publish(sub.ID, event{Name: "test", Data: testJSON(i, r, at)})
		if err := s.store.AddTest(ctx, sub.ID, i, r, head, line, at); err != nil {
			mu.Lock()
			storeErr = errors.Join(storeErr, err)
			mu.Unlock()
			return
		}
		s.views.tested(sub.ID, i, r, head, line, at)
	}})
	if err != nil {
		return nil, err
	}
	if storeErr != nil {
		return nil, fmt.Errorf("storing tests: %w", storeErr)
	}
	rep.Submission = sub.FileName
	return rep, nil
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
