package serve

import (
	"net/http"
	"time"
)

// workerView is a judge as the workers page and /api/workers show it.
type workerView struct {
	WorkerInfo
	SeenAgoS  int64 `json:"seen_ago_s"`  // by the database's clock
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
