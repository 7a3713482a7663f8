//go:build linux

package serve

// Tests on private PostgreSQL clusters (serve/pgcluster: Linux only).

import (
	"context"
	"fmt"
	"os/exec"
	"syscall"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/verdict"
)

// The database stopped and started again mid-queue (a private cluster):
// the arena's judges keep trying with backoff, and every submission is
// judged, with its right verdict and one judging's tests, without a restart.
func TestDatabaseOutage(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: a PostgreSQL cluster of its own")
	}
	ctx := context.Background()
	pg := privatePostgres(t)
	pg.exec(t, "postgres", "CREATE DATABASE arena")
	s := openStore(t, pg.dsn("postgres", "", "127.0.0.1", "arena"))
	a := newArena(t, s, Config{Open: true, QueueSize: 100, Burst: 100, Lease: 2 * time.Second, Poll: 20 * time.Millisecond}, true)
	right, wrong := rightProgram(100_000), wrongC
	sources := map[int64]string{}
	for i := range 30 {
		src := right
		if i%3 == 0 {
			src = wrong
		}
		sub, _, err := a.submit(ctx, fmt.Sprintf("user%d", i%5), &submitRequest{Problem: "eight", Language: "c", Source: src})
		if err != nil {
			t.Fatal(err)
		}
		sources[sub.ID] = src
	}
	// Stopped once a few are judged, for 3 s.
	waitDone(t, s, 5)
	pg.stop(t)
	time.Sleep(3 * time.Second)
	pg.start(t)
	waitJudged(t, s, 5*time.Minute)
	claims := map[int]int{}
	for id, j := range judgings(t, s) {
		want, tests := "AC", 4
		if sources[id] == wrong {
			want, tests = "WA", 1
		}
		if j.status != Done || j.verdict != want || j.tests != tests {
			t.Errorf("submission %d: %+v, want done %s with %d tests", id, j, want, tests)
		}
		if sub, err := a.submission(ctx, id); err != nil || sub.Status != Done {
			t.Errorf("the arena reads submission %d as %v (%v)", id, sub, err)
		}
		claims[j.claims]++
	}
	t.Logf("submissions by claims: %v", claims)
}

// Three workers on hosts of their own (network namespaces), reaching the
// arena's PostgreSQL over veth links as a role of their own with a
// password and the grants README gives, and 200 submissions: each judged
// once with judge run's verdict, also across one worker killed with
// SIGKILL half way (its submissions judged once more, elsewhere).
func TestWorkersOnHosts(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: a PostgreSQL cluster of its own and 200 submissions")
	}
	ctx := context.Background()
	pg := privatePostgres(t)
	pg.exec(t, "postgres", "CREATE DATABASE arena", "CREATE ROLE judge_worker LOGIN PASSWORD 'w0rker'")
	s := openStore(t, pg.dsn("postgres", "", "127.0.0.1", "arena"))
	pg.exec(t, "arena",
		"GRANT SELECT, UPDATE ON submissions TO judge_worker",
		"GRANT SELECT, INSERT, DELETE ON tests TO judge_worker",
		"GRANT SELECT, INSERT, UPDATE ON workers TO judge_worker",
		"GRANT SELECT ON schema_migrations TO judge_worker")
	if err := s.AddSession(ctx, "practice"); err != nil {
		t.Fatal(err)
	}
	right, wrong := rightProgram(20_000), wrongC
	want := map[string]verdict.Verdict{right: runVerdict(t, right), wrong: runVerdict(t, wrong)}
	sources := queueMix(t, s, 200, right, wrong)
	db := pg.dsn("judge_worker", "", "HOST", "arena") // the password comes in PGPASSWORD
	var workers []*exec.Cmd
	for i := range 3 {
		workers = append(workers, hostWorker(t, i, fmt.Sprintf("host%d", i), db, "PGPASSWORD=w0rker"))
	}
	waitDone(t, s, 60)
	_ = workers[0].Process.Signal(syscall.SIGKILL)
	_ = workers[0].Wait()
	waitJudged(t, s, 10*time.Minute)
	owners, twice := map[string]int{}, 0
	for id, j := range judgings(t, s) {
		if j.status != Done || j.verdict != string(want[sources[id]]) || j.claims > 2 || (j.claims == 2 && j.owner == "host0") {
			t.Errorf("submission %d: %+v, want done %s, claimed once (or twice, the second not by the killed host0)", id, j, want[sources[id]])
		}
		if j.claims == 2 {
			twice++
		}
		owners[j.owner]++
	}
	ws, _, err := s.Workers(ctx)
	if err != nil || len(ws) != 3 {
		t.Fatalf("workers: %+v (%v)", ws, err)
	}
	for _, w := range ws {
		if w.Sandbox == "" || w.Cores == 0 || w.Pack != PackVersion(engine(t).Pack) {
			t.Errorf("worker %+v", w)
		}
	}
	t.Logf("judged by %v; %d judged again after the kill", owners, twice)
}
