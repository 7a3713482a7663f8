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
	dsn := pg.DSN("postgres", "", "127.0.0.1", "postgres")
	arena, err := serve.OpenStore(ctx, dsn)
	if err != nil {
		return err
	}
	defer arena.Close()
	if err := arena.AddSession(ctx, "practice"); err != nil {
		return err
	}
	var next atomic.Int64
	add := func() error {
		k := next.Add(1)
		return arena.AddSubmission(ctx, &serve.Submission{User: fmt.Sprintf("user%d", k%int64(users)), Session: "practice",
			Problem: "eight", Language: "c", FileName: "p.c", Source: "int main(void) { return 0; }\n", Pack: "bench"})
	}
	for range queue {
		if err := add(); err != nil {
			return err
		}
	}
	rep := &judge.Report{Verdict: verdict.AC, Tests: []judge.TestReport{}}
	fmt.Printf("| clients | claims/s | claim p50 | claim p99 | empty looks | queue | users | tests stored a claim |\n|---|---|---|---|---|---|---|---|\n")
	for _, f := range strings.Split(clientList, ",") {
		c, err := strconv.Atoi(f)
		if err != nil || c < 1 {
			return fmt.Errorf("-clients %q", clientList)
		}
		// Each client is a worker: a store, a connection of its own.
		stores := make([]*serve.Store, c)
		for i := range stores {
			if stores[i], err = serve.OpenWorkerStore(ctx, dsn); err != nil {
				return err
			}
		}
		var mu sync.Mutex
		var lat []time.Duration
		var claims, empty atomic.Int64
		var firstErr error
		end := time.Now().Add(dur)
		var wg sync.WaitGroup
		for i := range c {
			wg.Go(func() {
				var mine []time.Duration
				for time.Now().Before(end) {
					start := time.Now()
					_, cl, err := stores[i].Claim(ctx, fmt.Sprintf("w%d", i), "bench", time.Minute)
					if err == nil && cl == nil {
						empty.Add(1) // all claimed by the others at this instant
						continue
					}
					if err == nil {
						mine = append(mine, time.Since(start))
						for k := 0; k < tests && err == nil; k++ {
							err = stores[i].AddTest(ctx, cl, k, judge.TestReport{Name: "t", Verdict: verdict.AC}, "", "", 0)
						}
					}
					if err == nil {
						err = stores[i].Finish(ctx, cl, rep, nil)
					}
					if err == nil {
						err = add()
					}
					if err != nil {
						mu.Lock()
						firstErr = errors.Join(firstErr, err)
						mu.Unlock()
						return
					}
					claims.Add(1)
				}
				mu.Lock()
				lat = append(lat, mine...)
				mu.Unlock()
			})
		}
		wg.Wait()
		for _, s := range stores {
			s.Close()
		}
		if firstErr != nil {
			return firstErr
		}
		slices.Sort(lat)
		if len(lat) == 0 {
			return errors.New("no claim in the time given")
		}
		fmt.Printf("| %d | %.1f | %v | %v | %d | %d | %d | %d |\n", c, float64(claims.Load())/dur.Seconds(),
			lat[len(lat)/2].Round(10*time.Microsecond), lat[len(lat)*99/100].Round(10*time.Microsecond), empty.Load(), queue, users, tests)
	}
	return nil
}
