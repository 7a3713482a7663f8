package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/judge/tmpdir"
	"github.com/slidejudge/slidejudge/problems"
)

// The tests judge real programs in the sandbox, on a small pack
// (testdata/pack: eight with 4 tests, chino with 2) to stay quick.

// closing runs the tests, then closes the shared engine (before tmpdir
// removes its scratch space).
type closing struct{ *testing.M }

func (c *closing) Run() int {
	code := c.M.Run()
	if testEngine != nil {
		testEngine.Close()
	}
	return code
}

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) != "" {
		os.Exit(childServer())
	}
	if os.Getenv(workerChildEnv) != "" {
		os.Exit(childWorker())
	}
	os.Exit(tmpdir.Run(&closing{m}))
}

var (
	testEngine     *judge.Engine
	testEngineErr  error
	testEngineOnce sync.Once
)

// newEngine makes an engine on the test pack, with a cache shared by the
// runs of the tests so compiled programs are reused.
func newEngine() (*judge.Engine, error) {
	cfg, err := judge.LoadConfig("")
	if err != nil {
		return nil, err
	}
	cfg.CacheDir = filepath.Join(tmpdir.Cache(), "serve")
	cfg.Workers = 2
	pack, err := problems.FromDir("testdata/pack")
	if err != nil {
		return nil, err
	}
	return judge.New(cfg, pack)
}

// engine is the engine every in-process test shares.
func engine(t testing.TB) *judge.Engine {
	testEngineOnce.Do(func() { testEngine, testEngineErr = newEngine() })
	if testEngineErr != nil {
		t.Fatal(testEngineErr)
	}
	return testEngine
}

// postgresEnv names a PostgreSQL database for the store tests; CI starts one.
const postgresEnv = "SLIDEJUDGE_TEST_POSTGRES"

// dsns are the databases every store test runs on: SQLite always, and
// PostgreSQL when one is given.
func dsns(t testing.TB) map[string]string {
	out := map[string]string{"sqlite": filepath.Join(t.TempDir(), "arena.db")}
	if pg := os.Getenv(postgresEnv); pg != "" {
		out["postgres"] = pg
	}
	return out
}

// eachStore runs test on a fresh store of every database.
func eachStore(t *testing.T, test func(t *testing.T, s *Store)) {
	for name, dsn := range dsns(t) {
		t.Run(name, func(t *testing.T) { test(t, openStore(t, dsn)) })
	}
}

// openStore opens a fresh store: the PostgreSQL database is emptied first.
func openStore(t testing.TB, dsn string) *Store {
	ctx := context.Background()
	if strings.HasPrefix(dsn, "postgres") {
		s, err := OpenStore(ctx, dsn)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.db.ExecContext(ctx, "DROP TABLE IF EXISTS logins, tests, submissions, sessions, users, workers, schema_migrations CASCADE"); err != nil {
			t.Fatal(err)
		}
		s.Close()
	}
	s, err := OpenStore(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// arena is a server under test with its HTTP front.
type arena struct {
	*Server
	ts *httptest.Server
}

func newArena(t testing.TB, store *Store, cfg Config, start bool) *arena {
	t.Helper()
	ctx := context.Background()
	s, err := New(ctx, engine(t), store, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if start {
		if err := s.Start(ctx); err != nil {
			t.Fatal(err)
		}
	}
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(func() {
		ts.Close()
		s.Close()
	})
	return &arena{s, ts}
}

// waPython prints an illegal move: wrong on every solvable start.
const waPython = "print('uuuu')\n"

// post sends a JSON submission.
func (a *arena) post(t testing.TB, token string, req submitRequest) (*http.Response, map[string]any) {
	t.Helper()
	b, _ := json.Marshal(req)
	return a.do(t, token, "POST", "/api/submissions", "application/json", bytes.NewReader(b))
}

func (a *arena) do(t testing.TB, token, method, path, ctype string, body io.Reader) (*http.Response, map[string]any) {
	t.Helper()
	req, err := http.NewRequest(method, a.ts.URL+path, body)
	if err != nil {
		t.Fatal(err)
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := a.ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	var v map[string]any
	_ = json.Unmarshal(data, &v)
	if v == nil {
		v = map[string]any{"body": string(data)}
	}
	return resp, v
}

// followEvents reads a submission's event stream to its end: the events
// by name, in order.
func followEvents(t testing.TB, url, token string) []sse {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", url, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("events: %s", resp.Status)
	}
	var out []sse
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 1<<20)
	var cur sse
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			cur.Name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			cur.Data = strings.TrimPrefix(line, "data: ")
			cur.At = time.Now()
		case line == "" && cur.Name != "":
			out = append(out, cur)
			cur = sse{}
		}
	}
	return out
}

type sse struct {
	Name, Data string
	At         time.Time
}

func idOf(t testing.TB, v map[string]any) int64 {
	t.Helper()
	id, ok := v["id"].(float64)
	if !ok {
		t.Fatalf("no id in %v", v)
	}
	return int64(id)
}

func eventsURL(base string, id int64) string {
	return fmt.Sprintf("%s/api/submissions/%d/events", base, id)
}
