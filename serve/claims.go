package serve

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/verdict"
)

// A claim is one judging of a submission: taken by one owner (a judge of
// `judge serve` or a `judge worker`), held by a lease the owner renews,
// and taken over by another owner only once the lease has run out. Every
// write of a judging names its claim and is refused (ErrLost) once the
// submission has been claimed again, so the tests and the verdict stored
// are always those of one judging.
type Claim struct {
	ID    int64  // the submission
	N     int64  // the how-manieth claim of it
	Owner string // who holds it
	// Rejudge: the submission keeps its verdict and tests until this
	// judging's land whole, with Finish.
	Rejudge bool
}

// ErrLost is a write of a claim that another owner has taken over (its
// lease had run out), or a submission that is no longer running.
var ErrLost = errors.New("the claim was taken over")

// nowMS is the database's clock in unix milliseconds, as SQL: leases are
// measured on one clock, whichever machines the owners run on.
func (s *Store) nowMS() string {
	if s.dialect == "postgres" {
		return "(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT"
	}
	return "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"
}

// claimable is the condition of a submission a judge may claim: queued,
// running under a lease that has run out, or judged and asked to be judged
// again (and not claimed under a lease that holds), of the pack the judge
// holds.
func (s *Store) claimable(alias string) string {
	return fmt.Sprintf(`(%[1]s.status = 'queued' OR (%[1]s.status = 'running' AND %[1]s.lease_ms < %[2]s)
		OR (%[1]s.rejudge = 1 AND %[1]s.status IN ('done', 'error') AND %[1]s.lease_ms < %[2]s)) AND %[1]s.pack IN (?, '')`,
		alias, s.nowMS())
}

// Claim takes the next submission for owner, who holds pack version pack,
// for lease, and forgets the tests of an earlier, interrupted judging of
// it. No submission to claim is (nil, nil, nil). The next one is fair:
// fresh submissions before those judged again, round-robin by user (the
// user with the fewest submissions ahead in the queue or being judged goes
// first), then oldest first. A submission judged again keeps its status,
// verdict and tests (c.Rejudge). On PostgreSQL
// owners claiming at once skip each other's rows (FOR UPDATE SKIP LOCKED);
// SQLite takes its write lock up front.
func (s *Store) Claim(ctx context.Context, owner, pack string, lease time.Duration) (*Submission, *Claim, error) {
	lock := ""
	if s.dialect == "postgres" {
		lock = " FOR UPDATE SKIP LOCKED"
	}
	query := `UPDATE submissions SET status = CASE WHEN rejudge = 1 AND status IN ('done', 'error') THEN status ELSE 'running' END,
			claim_owner = ?, claims = claims + 1, lease_ms = ` + s.nowMS() + ` + ?
		WHERE id = (SELECT c.id FROM submissions c WHERE ` + s.claimable("c") + `
			ORDER BY c.rejudge, (SELECT COUNT(*) FROM submissions o
				WHERE o.status IN ('queued', 'running') AND o.user_name = c.user_name AND o.id < c.id), c.id
			LIMIT 1` + lock + `)
		RETURNING id, claims, status`
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, nil, err
	}
	defer tx.Rollback()
	c := &Claim{Owner: owner}
	var status string
	err = tx.QueryRowContext(ctx, s.q(query), owner, lease.Milliseconds(), pack).Scan(&c.ID, &c.N, &status)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	c.Rejudge = status != Running
	if !c.Rejudge {
		if _, err := tx.ExecContext(ctx, s.q("DELETE FROM tests WHERE submission_id = ?"), c.ID); err != nil {
			return nil, nil, err
		}
	}
	if err := tx.Commit(); err != nil {
		return nil, nil, err
	}
	sub, err := s.Submission(ctx, c.ID)
	if err != nil {
		return nil, nil, err
	}
	return sub, c, nil
}

// holds is the condition that c is still the submission's claim.
const holds = "id = ? AND claims = ? AND (status = 'running' OR rejudge = 1)"

// Renew extends c's lease to lease from now.
func (s *Store) Renew(ctx context.Context, c *Claim, lease time.Duration) error {
	return s.execClaim(ctx, s.db, "UPDATE submissions SET lease_ms = "+s.nowMS()+" + ? WHERE "+holds, lease.Milliseconds(), c.ID, c.N)
}

// HandBack ends c without a verdict: the submission is queued again (or
// stays to be judged again), for any judge (a draining worker's, or one
// whose judging the store failed).
func (s *Store) HandBack(ctx context.Context, c *Claim) error {
	return s.execClaim(ctx, s.db, `UPDATE submissions SET status = CASE WHEN status = 'running' THEN 'queued' ELSE status END,
		claim_owner = '', lease_ms = 0 WHERE `+holds, c.ID, c.N)
}

// execClaim runs an update of the submission's row under claim c (its
// last two arguments): no row updated is ErrLost.
func (s *Store) execClaim(ctx context.Context, db interface {
	ExecContext(context.Context, string, ...any) (sql.Result, error)
}, query string, args ...any) error {
	res, err := db.ExecContext(ctx, s.q(query), args...)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return ErrLost
	}
	return nil
}

// AddTest stores one test of claim c's judging; output is the start of a
// failed test's output, boardLine the answer line eight-multi's board
// replays. The claim is checked under a share lock of the submission's
// row, which a claim's update waits for: a takeover either comes before
// (and this write is refused) or after (and deletes it).
func (s *Store) AddTest(ctx context.Context, c *Claim, idx int, t judge.TestReport, output, boardLine string, judgedUS int64) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	lock := ""
	if s.dialect == "postgres" {
		lock = " FOR SHARE"
	}
	var one int
	err = tx.QueryRowContext(ctx, s.q("SELECT 1 FROM submissions WHERE "+holds+lock), c.ID, c.N).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrLost
	}
	if err != nil {
		return err
	}
	if err := s.insertTest(ctx, tx, c.ID, StoredTest{idx, t, output, boardLine, judgedUS}); err != nil {
		return err
	}
	return tx.Commit()
}

// StoredTest is one judged test as the store keeps it.
type StoredTest struct {
	Idx       int
	Report    judge.TestReport
	Output    string // the start of a failed test's output
	BoardLine string // eight-multi's failing answer line
	JudgedUS  int64
}

func (s *Store) insertTest(ctx context.Context, tx *sql.Tx, id int64, t StoredTest) error {
	r := t.Report
	_, err := tx.ExecContext(ctx, s.q(`INSERT INTO tests
		(submission_id, idx, name, verdict, time_ms, wall_ms, memory_kb, message, output_head, board_line, judged_us)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
		id, t.Idx, r.Name, string(r.Verdict), r.TimeMS, r.WallMS, r.MemoryKB, text(r.Message), text(t.Output), text(t.BoardLine), t.JudgedUS)
	return err
}

// Finish stores the report of claim c's judging: its summary, and only
// the tests the report keeps (judging stops at the first failure, but
// tests already running may have been stored after it). A submission
// judged again (c.Rejudge) gets its new tests here, in place of the old.
func (s *Store) Finish(ctx context.Context, c *Claim, rep *judge.Report, rejudged []StoredTest) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := s.execClaim(ctx, tx, `UPDATE submissions SET status = ?, verdict = ?, lang_name = ?, time_ms = ?,
		wall_ms = ?, memory_kb = ?, sandbox = ?, compile_log = ?, error = '', finished_ms = ?, lease_ms = 0, rejudge = 0 WHERE `+holds,
		Done, string(rep.Verdict), rep.Language, rep.TimeMS, rep.WallMS, rep.MemoryKB, rep.Sandbox,
		text(rep.Compile), time.Now().UnixMilli(), c.ID, c.N); err != nil {
		return err
	}
	if c.Rejudge {
		if _, err := tx.ExecContext(ctx, s.q("DELETE FROM tests WHERE submission_id = ?"), c.ID); err != nil {
			return err
		}
		for _, t := range rejudged {
			if t.Idx >= len(rep.Tests) {
				continue
			}
			if err := s.insertTest(ctx, tx, c.ID, t); err != nil {
				return err
			}
		}
	} else if _, err := tx.ExecContext(ctx, s.q("DELETE FROM tests WHERE submission_id = ? AND idx >= ?"), c.ID, len(rep.Tests)); err != nil {
		return err
	}
	return tx.Commit()
}

// Fail marks claim c's submission as one the judge could not judge:
// verdict JE (judged again: without the old judging's tests).
func (s *Store) Fail(ctx context.Context, c *Claim, reason string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := s.execClaim(ctx, tx, "UPDATE submissions SET status = ?, verdict = ?, error = ?, finished_ms = ?, lease_ms = 0, rejudge = 0 WHERE "+holds,
		Failed, string(verdict.JE), text(reason), time.Now().UnixMilli(), c.ID, c.N); err != nil {
		return err
	}
	if c.Rejudge {
		if _, err := tx.ExecContext(ctx, s.q("DELETE FROM tests WHERE submission_id = ?"), c.ID); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// Rejudge asks for the judged submissions of a problem (id 0) or the one
// with id to be judged again with pack: each keeps its verdict until the
// new one lands. It returns the ids asked for.
func (s *Store) Rejudge(ctx context.Context, pack, problem string, id int64) ([]int64, error) {
	where, arg := "problem = ?", any(problem)
	if id != 0 {
		where, arg = "id = ?", id
	}
	return s.ids(ctx, `UPDATE submissions SET rejudge = 1, pack = ?
		WHERE status IN ('done', 'error') AND `+where+` RETURNING id`, pack, arg)
}

// Waiting counts the submissions queued or being judged, in all and of
// one user: what the fair queue admits by.
func (s *Store) Waiting(ctx context.Context, user string) (all, mine int, err error) {
	err = s.db.QueryRowContext(ctx, s.q(`SELECT COUNT(*), COALESCE(SUM(CASE WHEN user_name = ? THEN 1 ELSE 0 END), 0)
		FROM submissions WHERE status IN ('queued', 'running')`), user).Scan(&all, &mine)
	return all, mine, err
}

// WorkerInfo is what a judge reports of itself, and the arena shows.
type WorkerInfo struct {
	Name      string  `json:"name"`
	Host      string  `json:"host"`
	Pack      string  `json:"pack"`
	Sandbox   string  `json:"sandbox"`
	Cores     int     `json:"cores"`
	Judges    int     `json:"judges"`
	State     string  `json:"state"` // judging, idle, draining, stopped
	Judging   []int64 `json:"judging"`
	Judged    int64   `json:"judged"`
	StartedMS int64   `json:"started_ms"`
	SeenMS    int64   `json:"seen_ms"` // the database's clock
}

// ReportWorker stores what a judge reports of itself, seen now.
func (s *Store) ReportWorker(ctx context.Context, w *WorkerInfo) error {
	ids := make([]string, len(w.Judging))
	for i, id := range w.Judging {
		ids[i] = fmt.Sprint(id)
	}
	_, err := s.db.ExecContext(ctx, s.q(`INSERT INTO workers (name, host, pack, sandbox, cores, judges, state, judging, judged, started_ms, seen_ms)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, `+s.nowMS()+`)
		ON CONFLICT (name) DO UPDATE SET host = excluded.host, pack = excluded.pack, sandbox = excluded.sandbox,
			cores = excluded.cores, judges = excluded.judges, state = excluded.state, judging = excluded.judging,
			judged = excluded.judged, started_ms = excluded.started_ms, seen_ms = excluded.seen_ms`),
		w.Name, w.Host, w.Pack, w.Sandbox, w.Cores, w.Judges, w.State, strings.Join(ids, " "), w.Judged, w.StartedMS)
	return err
}

// Workers lists the judges that reported in the last day, last seen first,
// and the database's clock now (to tell how long ago each was seen).
func (s *Store) Workers(ctx context.Context) ([]WorkerInfo, int64, error) {
	var now int64
	if err := s.db.QueryRowContext(ctx, "SELECT "+s.nowMS()).Scan(&now); err != nil {
		return nil, 0, err
	}
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT name, host, pack, sandbox, cores, judges, state, judging, judged, started_ms, seen_ms
		FROM workers WHERE seen_ms > ? ORDER BY seen_ms DESC, name`), now-24*3600*1000)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var out []WorkerInfo
	for rows.Next() {
		var w WorkerInfo
		var judging string
		if err := rows.Scan(&w.Name, &w.Host, &w.Pack, &w.Sandbox, &w.Cores, &w.Judges, &w.State, &judging, &w.Judged, &w.StartedMS, &w.SeenMS); err != nil {
			return nil, 0, err
		}
		for _, f := range strings.Fields(judging) {
			var id int64
			if _, err := fmt.Sscan(f, &id); err == nil {
				w.Judging = append(w.Judging, id)
			}
		}
		out = append(out, w)
	}
	return out, now, rows.Err()
}
