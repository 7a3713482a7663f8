package serve

import (
	"context"

	"github.com/slidejudge/slidejudge/audit"
	"github.com/slidejudge/slidejudge/verdict"
)

// Audits (`judge audit`) run a program on every input of a finite problem;
// the arena shows a finished one on the submission's page, found in the
// judge's cache under the key the CLI keeps it by (problem, language,
// source), and `judge audit --session` audits a session's accepted
// submissions with Store.Accepted.

// auditSummary is the stored audit of an accepted submission's program on
// every input of its problem ("right on all 181,440 starts"), or "".
func (s *Server) auditSummary(sub *Submission) string {
	if sub.Report.Verdict != verdict.AC || !audit.IsFinite(sub.Problem) || sub.Source == "" {
		return ""
	}
	p, err := s.problem(sub.Problem)
	if err != nil {
		return ""
	}
	res, ok := audit.StoredWhole(s.engine.Config.CacheDir, p, sub.Language, []byte(sub.Source))
	if !ok {
		return ""
	}
	if !res.Complete {
		return res.Summary() + " (the audit is not finished)"
	}
	return res.Summary()
}

// Accepted lists a session's accepted submissions, sources included, in
// the order they came.
func (s *Store) Accepted(ctx context.Context, session string) ([]*Submission, error) {
	return s.submissions(ctx, "WHERE session = ? AND verdict = ? ORDER BY id", session, string(verdict.AC))
}
