//go:build linux

package serve

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/verdict"
)

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
		verdict verdict.Verdict
	}
	results := make([][]want, clients)
	var killed atomic.Bool
	// A bound, not a speed: at load 50 four minutes judged 160 of the 200.
	deadline := time.Now().Add(8 * time.Minute)
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
				w := want{verdict: verdict.WA}
				if (c+j)%2 == 0 {
					req, w.verdict = submitRequest{Problem: "eight", Language: "go", Source: ac}, verdict.AC
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
