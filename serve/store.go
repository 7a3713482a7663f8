package serve

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // PostgreSQL, for --db postgres://…
	_ "modernc.org/sqlite"             // SQLite without cgo, the default

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/verdict"
)

//go:embed migrations/*/*.sql
var migrations embed.FS

// Statuses of a submission. A submission is stored queued before it is
// judged; a judge claims it (running, see Claim); a running one whose
// judge stopped is claimed again once its lease has run out.
const (
	Queued  = "queued"
	Running = "running"
	Done    = "done"
	Failed  = "error" // the judge failed (not the program): verdict JE
)

// poolSize bounds the database connections a server holds: enough for
// the judges' writes and a burst of page and status reads at once.
const poolSize = 16

// ErrNotFound is a missing submission or user.
var ErrNotFound = errors.New("not found")

// Store keeps users, submissions and their tests in SQLite or PostgreSQL.
type Store struct {
	db      *sql.DB
	dialect string // "sqlite" or "postgres"
}

// OpenStore opens the database dsn names (postgres://… or postgresql://…
// for PostgreSQL, anything else is an SQLite file) and brings its schema
// up to date.
func OpenStore(ctx context.Context, dsn string) (*Store, error) {
	return openDB(ctx, dsn, (*Store).migrate)
}

// OpenWorkerStore opens the database of an arena for a worker, which
// changes no schema (its role may not): the arena's migrations must be
// exactly those the worker knows.
func OpenWorkerStore(ctx context.Context, dsn string) (*Store, error) {
	return openDB(ctx, dsn, (*Store).checkSchema)
}

func openDB(ctx context.Context, dsn string, prepare func(*Store, context.Context) error) (*Store, error) {
	s := &Store{dialect: "sqlite"}
	var err error
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		s.dialect = "postgres"
		s.db, err = sql.Open("pgx", dsn)
	} else {
		if dsn == "" {
			return nil, errors.New("database: empty path")
		}
		// WAL lets status reads go on while a judge writes; immediate
		// transactions take the write lock up front, so none fails half way.
		q := url.Values{"_txlock": {"immediate"}}
		q.Add("_pragma", "journal_mode(WAL)")
		q.Add("_pragma", "busy_timeout(10000)")
		q.Add("_pragma", "foreign_keys(1)")
		q.Add("_pragma", "synchronous(NORMAL)")
		s.db, err = sql.Open("sqlite", "file:"+dsn+"?"+q.Encode())
	}
	if err != nil {
		return nil, fmt.Errorf("database: %w", err)
	}
	// Connections are kept, not reopened per request: database/sql keeps
	// only 2 idle by default, and a new PostgreSQL connection costs a
	// backend process and a SCRAM handshake (milliseconds under load).
	s.db.SetMaxOpenConns(poolSize)
	s.db.SetMaxIdleConns(poolSize)
	if err := s.db.PingContext(ctx); err != nil {
		s.db.Close()
		return nil, fmt.Errorf("database %s: %w", Redact(dsn), err)
	}
	if err := prepare(s, ctx); err != nil {
		s.db.Close()
		return nil, fmt.Errorf("database %s: %w", Redact(dsn), err)
	}
	return s, nil
}

// Redact hides a password in a DSN, which errors would otherwise print.
func Redact(dsn string) string {
	if u, err := url.Parse(dsn); err == nil && u.User != nil {
		if _, ok := u.User.Password(); ok {
			u.User = url.UserPassword(u.User.Username(), "xxx")
			return u.String()
		}
	}
	return dsn
}

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// Dialect is "sqlite" or "postgres".
func (s *Store) Dialect() string { return s.dialect }

// q writes a query's ? placeholders as the dialect wants them.
func (s *Store) q(query string) string {
	if s.dialect != "postgres" {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// migrate applies, in order and each in one transaction, the migrations of
// the dialect that the database has not seen.
func (s *Store) migrate(ctx context.Context) error {
	if _, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_ms BIGINT NOT NULL)`); err != nil {
		return fmt.Errorf("migrations table: %w", err)
	}
	dir := path.Join("migrations", s.dialect)
	entries, err := fs.ReadDir(migrations, dir)
	if err != nil {
		return err
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Name() < entries[j].Name() })
	for _, e := range entries {
		num, _, ok := strings.Cut(e.Name(), "_")
		version, err := strconv.Atoi(num)
		if !ok || err != nil {
			return fmt.Errorf("migration %s: name must start with a number and _", e.Name())
		}
		if err := s.applyMigration(ctx, version, path.Join(dir, e.Name())); err != nil {
			return fmt.Errorf("migration %s: %w", e.Name(), err)
		}
	}
	return nil
}

// checkSchema tells whether the database has exactly the migrations of
// this build.
func (s *Store) checkSchema(ctx context.Context) error {
	entries, err := fs.ReadDir(migrations, path.Join("migrations", s.dialect))
	if err != nil {
		return err
	}
	var have, want int
	if err := s.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM schema_migrations").Scan(&have); err != nil {
		return fmt.Errorf("no arena's schema (start `judge serve` on it first): %w", err)
	}
	want = len(entries)
	if have != want {
		return fmt.Errorf("the arena's schema has %d migrations, this judge knows %d: run the same build on both", have, want)
	}
	return nil
}

func (s *Store) applyMigration(ctx context.Context, version int, file string) error {
	body, err := fs.ReadFile(migrations, file)
	if err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if s.dialect == "postgres" {
		// Two servers starting on one database apply a migration once.
		if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(4242)"); err != nil {
			return err
		}
	}
	var n int
	if err := tx.QueryRowContext(ctx, s.q("SELECT COUNT(*) FROM schema_migrations WHERE version = ?"), version).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	for _, stmt := range strings.Split(string(body), ";\n") {
		if strings.TrimSpace(stripComments(stmt)) == "" {
			continue
		}
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, s.q("INSERT INTO schema_migrations (version, name, applied_ms) VALUES (?, ?, ?)"),
		version, path.Base(file), time.Now().UnixMilli()); err != nil {
		return err
	}
	return tx.Commit()
}

func stripComments(stmt string) string {
	var b strings.Builder
	for _, l := range strings.Split(stmt, "\n") {
		if !strings.HasPrefix(strings.TrimSpace(l), "--") {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// Submission is one stored submission with the tests judged so far.
type Submission struct {
	ID         int64          `json:"id"`
	User       string         `json:"user"`
	Session    string         `json:"session"`
	Problem    string         `json:"problem"`
	Language   string         `json:"language"` // language id
	FileName   string         `json:"file_name"`
	Source     string         `json:"-"`
	Pack       string         `json:"-"`                   // the pack version it is judged with ("": any)
	ClientKey  string         `json:"-"`                   // the client's Idempotency-Key ("": none)
	Rejudging  bool           `json:"rejudging,omitempty"` // to be judged again: the verdict shown is the last one's
	Status     string         `json:"status"`
	Error      string         `json:"error,omitempty"`
	CreatedMS  int64          `json:"created_ms"`
	FinishedMS int64          `json:"finished_ms,omitempty"`
	Report     judge.Report   `json:"report"`
	Outputs    map[int]string `json:"-"` // test index → start of the output of a failed test
	BoardLines map[int]string `json:"-"` // test index → eight-multi's failing answer line
	JudgedUS   map[int]int64  `json:"-"` // test index → when it was judged
	TestIdx    []int          `json:"-"` // the index of each of Report.Tests (gaps while running)
}

// AddSession makes a session (a scoreboard) starting now, unless it exists.
func (s *Store) AddSession(ctx context.Context, name string) error {
	_, err := s.db.ExecContext(ctx, s.q("INSERT INTO sessions (name, started_ms) VALUES (?, ?) ON CONFLICT (name) DO NOTHING"),
		name, time.Now().UnixMilli())
	return err
}

// AddSubmission stores a new queued submission and sets its ID.
// A submission with a client key the user already stored one with is not
// stored again: sub becomes that one (ErrExists).
func (s *Store) AddSubmission(ctx context.Context, sub *Submission) error {
	sub.Status, sub.CreatedMS = Queued, time.Now().UnixMilli()
	sub.derive()
	err := s.db.QueryRowContext(ctx, s.q(`INSERT INTO submissions
		(user_name, session, problem, language, file_name, source, status, created_ms, pack, client_key)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (user_name, client_key) WHERE client_key <> '' DO NOTHING RETURNING id`),
		sub.User, sub.Session, sub.Problem, sub.Language, sub.FileName, sub.Source, sub.Status, sub.CreatedMS, sub.Pack, sub.ClientKey).Scan(&sub.ID)
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	old, err := s.SubmissionByKey(ctx, sub.User, sub.ClientKey)
	if err != nil {
		return err
	}
	*sub = *old
	return ErrExists
}

// ErrExists is a submission stored already under its client key.
var ErrExists = errors.New("stored already under this key")

// SubmissionByKey reads the submission a user stored with a client key.
func (s *Store) SubmissionByKey(ctx context.Context, user, key string) (*Submission, error) {
	var id int64
	if err := s.one(ctx, &id, "SELECT id FROM submissions WHERE user_name = ? AND client_key = ? AND client_key <> ''", user, key); err != nil {
		return nil, err
	}
	return s.Submission(ctx, id)
}

// text makes a string safe for any database's TEXT: valid UTF-8, no NUL.
func text(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	return strings.ReplaceAll(s, "\x00", "\uFFFD")
}

// Unfinished lists the submissions queued or running, oldest first.
func (s *Store) Unfinished(ctx context.Context) ([]int64, error) {
	return s.ids(ctx, "SELECT id FROM submissions WHERE status IN (?, ?) ORDER BY id", Queued, Running)
}

// ids runs a query of submission ids.
func (s *Store) ids(ctx context.Context, query string, args ...any) ([]int64, error) {
	rows, err := s.db.QueryContext(ctx, s.q(query), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

const submissionColumns = `id, user_name, session, problem, language, file_name, source, status, verdict,
	lang_name, time_ms, wall_ms, memory_kb, sandbox, compile_log, error, created_ms, finished_ms, rejudge`

func scanSubmission(row interface{ Scan(...any) error }) (*Submission, error) {
	var sub Submission
	var v string
	var rejudge int
	r := &sub.Report
	err := row.Scan(&sub.ID, &sub.User, &sub.Session, &sub.Problem, &sub.Language, &sub.FileName, &sub.Source,
		&sub.Status, &v, &r.Language, &r.TimeMS, &r.WallMS, &r.MemoryKB, &r.Sandbox, &r.Compile,
		&sub.Error, &sub.CreatedMS, &sub.FinishedMS, &rejudge)
	sub.Rejudging = rejudge != 0
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	r.Verdict = verdict.Verdict(v)
	sub.derive()
	return &sub, nil
}

// derive sets the report's fields that repeat the submission's.
func (sub *Submission) derive() {
	sub.Report.Problem, sub.Report.Submission = sub.Problem, sub.FileName
}

// one reads one value; no row is ErrNotFound.
func (s *Store) one(ctx context.Context, dst any, query string, args ...any) error {
	err := s.db.QueryRowContext(ctx, s.q(query), args...).Scan(dst)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	return err
}

// Source reads a submission's source.
func (s *Store) Source(ctx context.Context, id int64) (string, error) {
	var src string
	err := s.one(ctx, &src, "SELECT source FROM submissions WHERE id = ?", id)
	return src, err
}

// Submission reads a submission and its tests so far.
func (s *Store) Submission(ctx context.Context, id int64) (*Submission, error) {
	sub, err := scanSubmission(s.db.QueryRowContext(ctx, s.q("SELECT "+submissionColumns+" FROM submissions WHERE id = ?"), id))
	if err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT idx, name, verdict, time_ms, wall_ms, memory_kb, message, output_head, board_line, judged_us
		FROM tests WHERE submission_id = ? ORDER BY idx`), id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	sub.Outputs, sub.BoardLines, sub.JudgedUS = map[int]string{}, map[int]string{}, map[int]int64{}
	sub.Report.Tests = []judge.TestReport{}
	for rows.Next() {
		var t judge.TestReport
		var idx int
		var v, out, line string
		var at int64
		if err := rows.Scan(&idx, &t.Name, &v, &t.TimeMS, &t.WallMS, &t.MemoryKB, &t.Message, &out, &line, &at); err != nil {
			return nil, err
		}
		t.Verdict = verdict.Verdict(v)
		sub.Report.Tests = append(sub.Report.Tests, t)
		sub.TestIdx = append(sub.TestIdx, idx)
		sub.JudgedUS[idx] = at
		if out != "" {
			sub.Outputs[idx] = out
		}
		if line != "" {
			sub.BoardLines[idx] = line
		}
	}
	return sub, rows.Err()
}

// History lists a user's latest submissions, newest first, without tests.
func (s *Store) History(ctx context.Context, user string, limit int) ([]*Submission, error) {
	return s.submissions(ctx, "WHERE user_name = ? ORDER BY id DESC LIMIT ?", user, limit)
}

// submissions reads the submissions a WHERE clause (and its order) picks.
func (s *Store) submissions(ctx context.Context, where string, args ...any) ([]*Submission, error) {
	rows, err := s.db.QueryContext(ctx, s.q("SELECT "+submissionColumns+" FROM submissions "+where), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*Submission
	for rows.Next() {
		sub, err := scanSubmission(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, sub)
	}
	return out, rows.Err()
}

// Attempt is what a scoreboard needs of a submission.
type Attempt struct {
	User, Problem string
	Verdict       verdict.Verdict
	Status        string
	AtMS          int64 // since the session started
}

// Attempts lists a session's submissions in order, and when it started.
func (s *Store) Attempts(ctx context.Context, session string) ([]Attempt, int64, error) {
	var started int64
	if err := s.one(ctx, &started, "SELECT started_ms FROM sessions WHERE name = ?", session); err != nil {
		return nil, 0, err
	}
	rows, err := s.db.QueryContext(ctx, s.q("SELECT user_name, problem, verdict, status, created_ms FROM submissions WHERE session = ? ORDER BY id"), session)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var out []Attempt
	for rows.Next() {
		var a Attempt
		var v string
		if err := rows.Scan(&a.User, &a.Problem, &v, &a.Status, &a.AtMS); err != nil {
			return nil, 0, err
		}
		a.Verdict, a.AtMS = verdict.Verdict(v), a.AtMS-started
		out = append(out, a)
	}
	return out, started, rows.Err()
}

// AddUser stores a user with the hash of their token.
func (s *Store) AddUser(ctx context.Context, name, tokenHash string) error {
	_, err := s.db.ExecContext(ctx, s.q("INSERT INTO users (name, token_hash, created_ms) VALUES (?, ?, ?)"),
		name, tokenHash, time.Now().UnixMilli())
	if err != nil {
		return fmt.Errorf("user %s: %w", name, err)
	}
	return nil
}

// UserByTokenHash names the user a token hash belongs to.
func (s *Store) UserByTokenHash(ctx context.Context, hash string) (string, error) {
	var name string
	err := s.one(ctx, &name, "SELECT name FROM users WHERE token_hash = ?", hash)
	return name, err
}

// Users counts the users.
func (s *Store) Users(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM users").Scan(&n)
	return n, err
}
