package serve

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/slidejudge/slidejudge/verdict"
)

// event is one server-sent event about a submission: "status", "test" or
// "done".
type event struct {
	Name string
	Data any
}

// hub hands a submission's events to the pages and clients watching it.
type hub struct {
	mu   sync.Mutex
	subs map[int64]map[chan event]struct{}
}

func newHub() *hub { return &hub{subs: map[int64]map[chan event]struct{}{}} }

// subscribe returns a channel of id's events and the function that ends it.
func (h *hub) subscribe(id int64) (chan event, func()) {
	c := make(chan event, 256)
	h.mu.Lock()
	if h.subs[id] == nil {
		h.subs[id] = map[chan event]struct{}{}
	}
	h.subs[id][c] = struct{}{}
	h.mu.Unlock()
	return c, func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		if _, ok := h.subs[id][c]; ok {
			delete(h.subs[id], c)
			close(c)
		}
		if len(h.subs[id]) == 0 {
			delete(h.subs, id)
		}
	}
}

// publish never waits: a watcher too slow to take an event is dropped (its
// stream ends; a browser's EventSource reconnects and reads the store).
func (h *hub) publish(id int64, e event) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for c := range h.subs[id] {
		select {
		case c <- e:
		default:
			delete(h.subs[id], c)
			close(c)
		}
	}
}

// sseWriteTimeout bounds each write of an event stream; a heartbeat comes
// more often, so a stream lives as long as its reader reads.
const (
	sseWriteTimeout = 20 * time.Second
	sseHeartbeat    = 10 * time.Second
	ssePoll         = time.Second
)

// events streams a submission's judging: what the store holds first, then
// live events, ending with "done".
func (s *Server) events(w http.ResponseWriter, r *http.Request, sub *Submission) {
	rc := http.NewResponseController(w)
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Accel-Buffering", "no")
	// Subscribe before reading the store, so nothing falls in between.
	live, stop := s.hub.subscribe(sub.ID)
	defer stop()
	sub, err := s.submission(r.Context(), sub.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	send := func(name string, data any) bool {
		b, err := json.Marshal(data)
		if err != nil {
			return false
		}
		_ = rc.SetWriteDeadline(time.Now().Add(sseWriteTimeout))
		if _, err := fmt.Fprintf(w, "event: %s\ndata: %s\n\n", name, b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	// catchUp sends what a read of the submission holds that was not
	// sent yet; finished tells that "done" was sent (or the client left).
	status, order := "", newInOrder()
	sendTests := func(t testEvent) bool {
		for _, t := range order.add(t) {
			if !send("test", t) {
				return false
			}
		}
		return true
	}
	catchUp := func(sub *Submission) (finished bool) {
		final := sub.Status == Done || sub.Status == Failed
		if sub.Status != status {
			status = sub.Status
			if !final && !send("status", map[string]any{"status": sub.Status}) {
				return true
			}
		}
		for k, t := range sub.Report.Tests {
			i := sub.TestIdx[k]
			if !sendTests(testJSON(i, t, sub.JudgedUS[i])) {
				return true
			}
		}
		if final {
			send("done", s.submissionJSON(sub))
		}
		return final
	}
	if sub.Status == Done || sub.Status == Failed {
		// The first event is the status, as for a submission judging.
		if send("status", map[string]any{"status": sub.Status}) {
			catchUp(sub)
		}
		return
	}
	if catchUp(sub) {
		return
	}
	beat := time.NewTicker(sseHeartbeat)
	defer beat.Stop()
	// A submission another arena or a worker judges has no events here:
	// the store is read for its progress.
	poll := time.NewTicker(ssePoll)
	defer poll.Stop()
	for {
		select {
		case <-poll.C:
			if s.views.judgedHere(sub.ID) {
				continue
			}
			if now, err := s.submission(r.Context(), sub.ID); err == nil && catchUp(now) {
				return
			} // else the database is away: again at the next tick
		case <-r.Context().Done():
			return
		case <-s.streams:
			return
		case <-beat.C:
			_ = rc.SetWriteDeadline(time.Now().Add(sseWriteTimeout))
			if _, err := fmt.Fprint(w, ": keep-alive\n\n"); err != nil || rc.Flush() != nil {
				return
			}
		case e, ok := <-live:
			if !ok {
				return // too slow: the client reconnects
			}
			if t, isTest := e.Data.(testEvent); isTest {
				if !sendTests(t) {
					return
				}
				continue
			}
			if !send(e.Name, e.Data) || e.Name == "done" {
				return
			}
		}
	}
}

// inOrder passes a submission's tests on in index order, each once every
// test before it is judged, and none past the first failure: judging runs
// tests in parallel and keeps only those up to the first failure, so a
// live table fed in judging order would show tests that vanish at "done".
type inOrder struct {
	next    int
	pending map[int]testEvent
	failed  bool
}

func newInOrder() *inOrder { return &inOrder{pending: map[int]testEvent{}} }

// add takes a judged test and returns those now shown, in order.
func (o *inOrder) add(t testEvent) []testEvent {
	if o.failed || t.Index < o.next {
		return nil
	}
	o.pending[t.Index] = t
	var out []testEvent
	for !o.failed {
		p, ok := o.pending[o.next]
		if !ok {
			break
		}
		delete(o.pending, o.next)
		o.next++
		out = append(out, p)
		o.failed = p.Verdict != verdict.AC
	}
	return out
}

// shownTests are the tests a live table shows of those judged so far.
func shownTests(tests []testEvent) []testEvent {
	o, out := newInOrder(), []testEvent{}
	for _, t := range tests {
		out = append(out, o.add(t)...)
	}
	return out
}
