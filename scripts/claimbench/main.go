//go:build linux

// Command claimbench measures the claim (serve.Store.Claim, the query every
// judge and worker runs for its next submission) on a PostgreSQL cluster of
// its own, pgbench-style: C clients, each a worker with its own connection,
// claim and finish submissions as fast as they can for a while, from a
// queue kept at Q submissions of U users. It prints a Markdown table:
// clients, claims a second, and the latency of a claim (p50, p99).
//
//	go run ./scripts/claimbench [-clients 1,10,100] [-queue 64] [-users 30] [-for 10s]
//
// The judging itself is left out (a claim is followed at once by its
// Finish): what remains is what the database spends per submission, so
// claims a second over a submission's judging time says how many workers
// one PostgreSQL serves.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/serve"
	"github.com/slidejudge/slidejudge/serve/pgcluster"
	"github.com/slidejudge/slidejudge/verdict"
)

var tests int

func main() {
	clients := flag.String("clients", "1,10,100", "numbers of clients, one run each")
	queue := flag.Int("queue", 64, "submissions kept queued (a finished one is replaced)")
	users := flag.Int("users", 30, "users the queued submissions belong to")
	dur := flag.Duration("for", 10*time.Second, "how long each run claims")
	flag.IntVar(&tests, "tests", 0, "tests stored per submission between its claim and its Finish (eight has 339)")
	flag.Parse()
	if err := run(*clients, *queue, *users, *dur); err != nil {
		fmt.Fprintln(os.Stderr, "claimbench:", err)
		os.Exit(2)
	}
}

func run(clientList string, queue, users int, dur time.Duration) error {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "claimbench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	pg, err := pgcluster.Within(dir)
	if err != nil {
		return err
	}
	defer pg.Stop()
	b := &bench{dsn: pg.DSN("postgres", "", "127.0.0.1", "postgres"), users: users,
		rep: &judge.Report{Verdict: verdict.AC, Tests: []judge.TestReport{}}}
	if b.arena, err = serve.OpenStore(ctx, b.dsn); err != nil {
		return err
	}
	defer b.arena.Close()
	if err := b.arena.AddSession(ctx, "practice"); err != nil {
		return err
	}
	for range queue {
		if err := b.add(ctx); err != nil {
			return err
		}
	}
	fmt.Printf("| clients | claims/s | claim p50 | claim p99 | empty looks | queue | users | tests stored a claim |\n|---|---|---|---|---|---|---|---|\n")
	for _, f := range strings.Split(clientList, ",") {
		c, err := strconv.Atoi(f)
		if err != nil || c < 1 {
			return fmt.Errorf("-clients %q", clientList)
		}
		lat, claims, empty, err := b.round(ctx, c, dur)
		if err != nil {
			return err
		}
		fmt.Printf("| %d | %.1f | %v | %v | %d | %d | %d | %d |\n", c, float64(claims)/dur.Seconds(),
			lat[len(lat)/2].Round(10*time.Microsecond), lat[len(lat)*99/100].Round(10*time.Microsecond), empty, queue, users, tests)
	}
	return nil
}

// bench is the arena the clients claim from, its queue kept full.
type bench struct {
	dsn   string
	arena *serve.Store
	users int
	rep   *judge.Report // what every claim finishes with
	next  atomic.Int64  // submissions added
}

// add queues one more submission.
func (b *bench) add(ctx context.Context) error {
	k := b.next.Add(1)
	return b.arena.AddSubmission(ctx, &serve.Submission{User: fmt.Sprintf("user%d", k%int64(b.users)), Session: "practice",
		Problem: "eight", Language: "c", FileName: "p.c", Source: "int main(void) { return 0; }\n", Pack: "bench"})
}

// round runs c clients for dur: the claims' latencies, sorted, how many
// were made, and how often a client found the queue all claimed.
func (b *bench) round(ctx context.Context, c int, dur time.Duration) (lat []time.Duration, claims, empty int64, err error) {
	// Each client is a worker: a store, a connection of its own.
	stores := make([]*serve.Store, c)
	for i := range stores {
		if stores[i], err = serve.OpenWorkerStore(ctx, b.dsn); err != nil {
			return nil, 0, 0, err
		}
	}
	end := time.Now().Add(dur)
	var mu sync.Mutex
	var nClaims, nEmpty atomic.Int64
	var firstErr error
	var wg sync.WaitGroup
	for i := range c {
		wg.Go(func() {
			mine, err := b.client(ctx, stores[i], fmt.Sprintf("w%d", i), end, &nClaims, &nEmpty)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				firstErr = errors.Join(firstErr, err)
				return
			}
			lat = append(lat, mine...)
		})
	}
	wg.Wait()
	for _, s := range stores {
		s.Close()
	}
	if firstErr != nil {
		return nil, 0, 0, firstErr
	}
	slices.Sort(lat)
	if len(lat) == 0 {
		return nil, 0, 0, errors.New("no claim in the time given")
	}
	return lat, nClaims.Load(), nEmpty.Load(), nil
}

// client claims, stores the tests, finishes and queues a new submission
// until end: its claims' latencies.
func (b *bench) client(ctx context.Context, st *serve.Store, worker string, end time.Time, claims, empty *atomic.Int64) ([]time.Duration, error) {
	var mine []time.Duration
	for time.Now().Before(end) {
		start := time.Now()
		_, cl, err := st.Claim(ctx, worker, "bench", time.Minute)
		if err == nil && cl == nil {
			empty.Add(1) // all claimed by the others at this instant
			continue
		}
		if err == nil {
			mine = append(mine, time.Since(start))
			for k := 0; k < tests && err == nil; k++ {
				err = st.AddTest(ctx, cl, k, judge.TestReport{Name: "t", Verdict: verdict.AC}, "", "", 0)
			}
		}
		if err == nil {
			err = st.Finish(ctx, cl, b.rep, nil)
		}
		if err == nil {
			err = b.add(ctx)
		}
		if err != nil {
			return nil, err
		}
		claims.Add(1)
	}
	return mine, nil
}
