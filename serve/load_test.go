package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge"
)

// childEnv makes the test binary an arena server (for kill -9): the
// database and the file to write its URL to come in the environment.
const childEnv = "SLIDEJUDGE_SERVE_CHILD"

func childServer() int {
	ctx := context.Background()
	fail := func(err error) int {
		fmt.Fprintln(os.Stderr, "child server:", err)
		return 2
	}
	// SERVE_NOFILE lowers the descriptors it may open (a flood's target;
	// the hard limit stays, for the sandbox's own settings).
	if n, err := strconv.ParseUint(os.Getenv("SERVE_NOFILE"), 10, 64); err == nil {
		var rl syscall.Rlimit
		if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &rl); err != nil {
			return fail(err)
		}
		rl.Cur = n
		if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &rl); err != nil {
			return fail(err)
		}
	}
	e, err := newEngine()
	if err != nil {
		return fail(err)
	}
	defer e.Close()
	store, err := OpenStore(ctx, os.Getenv("SERVE_DB"))
	if err != nil {
		return fail(err)
	}
	s, err := New(ctx, e, store, Config{Open: true, QueueSize: 256, Burst: 1000, Log: os.Stderr, Lease: 2 * time.Second, Poll: 100 * time.Millisecond})
	if err != nil {
		return fail(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return fail(err)
	}
	if err := s.Start(ctx); err != nil {
		return fail(err)
	}
	defer s.Close()
	file := os.Getenv("SERVE_URLFILE")
	if err := os.WriteFile(file+".tmp", []byte("http://"+ln.Addr().String()), 0o644); err != nil {
		return fail(err)
	}
	if err := os.Rename(file+".tmp", file); err != nil {
		return fail(err)
	}
	// SIGTERM ends it cleanly (its scratch space removed); SIGKILL is the test.
	term := make(chan os.Signal, 1)
	signal.Notify(term, syscall.SIGTERM)
	hs := s.HTTPServer("")
	go func() {
		<-term
		hs.Close()
	}()
	if err := hs.Serve(s.Listener(ln)); err != http.ErrServerClosed {
		return fail(err)
	}
	return 0
}

// startChild starts a server process on db (with env added to its
// environment) and returns it and its URL.
func startChild(t *testing.T, db string, env ...string) (*exec.Cmd, string) {
	t.Helper()
	urlFile := filepath.Join(t.TempDir(), "url")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), childEnv+"=1", "SERVE_DB="+db, "SERVE_URLFILE="+urlFile), env...)
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for range 600 {
		if b, err := os.ReadFile(urlFile); err == nil {
			return cmd, string(b)
		}
		time.Sleep(50 * time.Millisecond)
	}
	cmd.Process.Kill()
	t.Fatal("the server did not start")
	return nil, ""
}

func referenceSource(t testing.TB) string {
	b, err := os.ReadFile("../solutions/eight/accepted/reference.go")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// 20 clients send 200 submissions (right and wrong programs by turns) to a
// server process; half way it is killed with SIGKILL and started again on
// the same database. Every accepted submission must end with its right
// verdict, and nothing stays queued. Status reads are timed throughout.
func TestLoadKillRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the load test takes about a minute")
	}
	for name, dsn := range dsns(t) {
		t.Run(name, func(t *testing.T) {
			openStore(t, dsn) // an empty database
			loadKillRestart(t, dsn)
		})
	}
}

func loadKillRestart(t *testing.T, db string) {
	const clients, each = 20, 10
	ac := referenceSource(t)
	var base atomic.Value
	first, url := startChild(t, db)
	base.Store(url)
	var accepted, finished atomic.Int64
	var mu sync.Mutex
	var reads, served []time.Duration
	type want struct {
		id      int64
		verdict judge.Verdict
	}
	results := make([][]want, clients)
	var killed atomic.Bool
	deadline := time.Now().Add(4 * time.Minute)
	// Each client keeps its connection, as a browser does (the default
	// transport keeps 2 per host: 18 of 20 would connect anew per request).
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConnsPerHost = clients
	client := &http.Client{Timeout: 20 * time.Second, Transport: tr}
	defer tr.CloseIdleConnections()
	// try repeats a request through the kill and restart.
	try := func(do func(url string) (bool, error)) error {
		for time.Now().Before(deadline) {
			done, err := do(base.Load().(string))
			if done {
				return err
			}
			time.Sleep(100 * time.Millisecond)
		}
		return errors.New("out of time")
	}
	var wg sync.WaitGroup
	errs := make(chan error, clients)
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range each {
				req := submitRequest{Problem: "eight", Language: "python3", Source: waPython}
				w := want{verdict: judge.WA}
				if (c+j)%2 == 0 {
					req, w.verdict = submitRequest{Problem: "eight", Language: "go", Source: ac}, judge.AC
				}
				err := try(func(url string) (bool, error) {
					resp, err := client.Post(url+"/api/submissions", "application/json", jsonBody(req))
					if err != nil {
						return false, nil // the server is down: again
					}
					defer resp.Body.Close()
					if resp.StatusCode != http.StatusAccepted {
						return true, fmt.Errorf("POST: %s", resp.Status)
					}
					var v struct{ ID int64 }
					if err := jsonDecode(resp, &v); err != nil {
						return true, err
					}
					w.id = v.ID
					return true, nil
				})
				if err != nil {
					errs <- err
					return
				}
				results[c] = append(results[c], w)
				accepted.Add(1)
			}
			for _, w := range results[c] {
				err := try(func(url string) (bool, error) {
					start := time.Now()
					resp, err := client.Get(fmt.Sprintf("%s/api/submissions/%d", url, w.id))
					if err != nil {
						return false, nil
					}
					defer resp.Body.Close()
					var v SubmissionView
					if err := jsonDecode(resp, &v); err != nil {
						return false, nil
					}
					took := time.Since(start)
					app, err := serverTiming(resp)
					if err != nil {
						return true, err
					}
					mu.Lock()
					reads, served = append(reads, took), append(served, app)
					mu.Unlock()
					if v.Status != Done && v.Status != Failed {
						return false, nil
					}
					if v.Report.Verdict != w.verdict {
						return true, fmt.Errorf("submission %d: %s (%s), want %s", w.id, v.Report.Verdict, v.Error, w.verdict)
					}
					finished.Add(1)
					return true, nil
				})
				if err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	// Half way: SIGKILL, then a new server on the same database.
	var second *exec.Cmd
	go func() {
		for accepted.Load() < clients*each/2 && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		_ = first.Process.Signal(syscall.SIGKILL)
		_ = first.Wait()
		killed.Store(true)
		var url string
		second, url = startChild(t, db)
		base.Store(url)
	}()
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	var stopped bool
	stop := func() {
		if second != nil && !stopped {
			stopped = true
			_ = second.Process.Signal(syscall.SIGTERM)
			if err := second.Wait(); err != nil {
				t.Errorf("the second server: %v", err)
			}
		}
	}
	defer stop()
	if !killed.Load() {
		t.Fatal("the server was never killed")
	}
	if n := finished.Load(); n != clients*each {
		t.Fatalf("%d of %d submissions finished", n, clients*each)
	}
	store, err := OpenStore(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	// Submissions the killed server stored but never answered (the client
	// sent them again) are judged too, perhaps after the clients' last.
	ids, err := store.Unfinished(context.Background())
	for ; err == nil && len(ids) > 0 && time.Now().Before(deadline); ids, err = store.Unfinished(context.Background()) {
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil || len(ids) != 0 {
		t.Errorf("left unfinished: %v %v", ids, err)
	}
	stop()
	if second != nil {
		// No scratch space is left: the second server's start swept the
		// killed one's, and it removed its own when it stopped. What is
		// left would be a work-dir root whose lock no process holds.
		roots, _ := filepath.Glob(filepath.Join(os.TempDir(), "slidejudge-*"))
		for _, r := range roots {
			if f, err := os.Open(r); err == nil {
				if syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) == nil {
					t.Errorf("%s left in $TMPDIR, its judge gone", r)
				}
				f.Close()
			}
		}
	}
	// The server's share (Server-Timing) tells its time from the time
	// the read waited for a core, on either side, or on the network.
	t.Logf("%s: %d submissions judged across a kill -9; %d status reads: %s; the server's share: %s",
		store.Dialect(), finished.Load(), len(reads), percentiles(reads), percentiles(served))
}

// percentiles says p50, p99 and max of some durations.
func percentiles(d []time.Duration) string {
	d = slices.Clone(d)
	slices.Sort(d)
	return fmt.Sprintf("p50 %v, p99 %v, max %v", d[len(d)/2], d[len(d)*99/100], d[len(d)-1])
}

// serverTiming reads the time a response's Server-Timing header gives.
func serverTiming(resp *http.Response) (time.Duration, error) {
	h := resp.Header.Get("Server-Timing")
	_, ms, ok := strings.Cut(h, "app;dur=")
	f, err := strconv.ParseFloat(ms, 64)
	if !ok || err != nil {
		return 0, fmt.Errorf("Server-Timing %q: want app;dur=MS", h)
	}
	return time.Duration(f * float64(time.Millisecond)), nil
}

func jsonDecode(resp *http.Response, v any) error {
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		return fmt.Errorf("%s: %s", resp.Status, ct)
	}
	return decodeJSON(resp.Body, v)
}

func decodeJSON(r io.Reader, v any) error { return json.NewDecoder(r).Decode(v) }
