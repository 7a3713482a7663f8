package serve

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/slidejudge/slidejudge/problems"
)

// workerView is a judge as the workers page and /api/workers show it.
type workerView struct {
	WorkerInfo
	SeenAgoS  int64 `json:"seen_ago_s"` // by the database's clock
	OtherPack bool  `json:"other_pack"` // it judges another pack version than this arena's
}

// workerViews lists the judges that reported to the store (this arena's,
// other arenas', `judge worker`s), last seen first.
func (s *Server) workerViews(r *http.Request) ([]workerView, error) {
	ws, now, err := s.store.Workers(r.Context())
	if err != nil {
		return nil, err
	}
	out := make([]workerView, len(ws))
	for i, w := range ws {
		out[i] = workerView{WorkerInfo: w, SeenAgoS: max(0, (now-w.SeenMS)/1000), OtherPack: w.Pack != s.cfg.Pack}
	}
	return out, nil
}

func (s *Server) apiWorkers(w http.ResponseWriter, r *http.Request) {
	ws, err := s.workerViews(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"pack": s.cfg.Pack, "workers": ws})
}

func (s *Server) workersPage(w http.ResponseWriter, r *http.Request) {
	pg, ok := s.pageFor(w, r, "Workers")
	if !ok {
		return
	}
	ws, err := s.workerViews(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.pages.render(w, http.StatusOK, "workers", map[string]any{"Page": pg, "Workers": ws, "Pack": s.cfg.Pack,
		"Lease": s.lease().String()})
}

// lease is the lease of this arena's claims (the default when it judges nothing).
func (s *Server) lease() time.Duration {
	if s.worker != nil {
		return s.worker.cfg.Lease
	}
	return 20 * time.Second
}

// apiRejudge asks for a judged submission to be judged again (its owner,
// or anyone in an open arena; counted as a submission by the rate limit):
// it keeps its verdict until the new one lands.
func (s *Server) apiRejudge(w http.ResponseWriter, r *http.Request) {
	sub, err := s.rejudgeRequest(w, r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusAccepted, s.submissionJSON(sub))
}

// rejudgeForm is the submission page's "Judge again" button.
func (s *Server) rejudgeForm(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 4<<10)
	err := checkCSRF(r, r.PostFormValue("csrf"))
	var sub *Submission
	if err == nil {
		sub, err = s.rejudgeRequest(w, r)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/submissions/%d", sub.ID), http.StatusSeeOther)
}

// rejudgeRequest asks for the submission a request names to be judged
// again and returns it as stored now.
func (s *Server) rejudgeRequest(w http.ResponseWriter, r *http.Request) (*Submission, error) {
	sub, err := s.visibleSubmission(r)
	if err != nil {
		return nil, err
	}
	if sub.Status != Done && sub.Status != Failed {
		return nil, clientError(http.StatusConflict, "submission %d is not judged yet (%s)", sub.ID, sub.Status)
	}
	user, err := s.mustUser(r)
	if err != nil {
		return nil, err
	}
	if ok, wait := s.limits.take(user, time.Now()); !ok {
		w.Header().Set("Retry-After", strconv.Itoa(retrySeconds(wait)))
		return nil, clientError(http.StatusTooManyRequests, "too many submissions from %s: try again in %d s", user, retrySeconds(wait))
	}
	if _, err := s.rejudge(r.Context(), "", sub.ID); err != nil {
		return nil, err
	}
	return s.store.Submission(r.Context(), sub.ID)
}

// rejudge asks for a problem's judged submissions (id 0) or one to be
// judged again with this arena's pack.
func (s *Server) rejudge(ctx context.Context, problem string, id int64) ([]int64, error) {
	ids, err := s.store.Rejudge(ctx, s.cfg.Pack, problem, id)
	if err != nil {
		return nil, err
	}
	s.views.rejudging(ids)
	if s.worker != nil {
		s.worker.Wake()
	}
	return ids, nil
}

// Rejudge asks for the judged submissions of a problem, or the one a
// number names, to be judged again with pack (`judge serve --rejudge`):
// each keeps its verdict until the new one lands. It returns how many.
func Rejudge(ctx context.Context, store *Store, pack *problems.Pack, target string) (int, error) {
	var id int64
	if n, err := strconv.ParseInt(target, 10, 64); err == nil && n > 0 {
		id = n
	} else if _, err := pack.Load(target); err != nil || !validName(target) {
		return 0, fmt.Errorf("--rejudge %q: neither a submission number nor a problem of the pack", target)
	}
	ids, err := store.Rejudge(ctx, PackVersion(pack), target, id)
	return len(ids), err
}
