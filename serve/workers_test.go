package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/verdict"
)

// Workers are processes of their own (the test binary, as `judge worker`
// would be), claiming from one database.

// workerChildEnv makes the test binary a worker: the database, its name
// and lease come in the environment; SIGTERM drains it.
const workerChildEnv = "SLIDEJUDGE_WORKER_CHILD"

func childWorker() int {
	fail := func(err error) int {
		fmt.Fprintln(os.Stderr, "child worker:", err)
		return 2
	}
	e, err := newEngine()
	if err != nil {
		return fail(err)
	}
	defer e.Close()
	ctx := context.Background()
	store, err := OpenWorkerStore(ctx, os.Getenv("WORKER_DB"))
	if err != nil {
		return fail(err)
	}
	defer store.Close()
	lease, err := time.ParseDuration(os.Getenv("WORKER_LEASE"))
	if err != nil {
		return fail(err)
	}
	w := NewWorker(e, store, JudgeConfig{Name: os.Getenv("WORKER_NAME"), Pack: os.Getenv("WORKER_PACK"),
		Lease: lease, Poll: 50 * time.Millisecond, Log: os.Stderr})
	drain, stop := signal.NotifyContext(ctx, syscall.SIGTERM)
	defer stop()
	w.Run(drain, ctx)
	return 0
}

// startWorker starts a worker process on db, stopped (drained) at the
// test's end; env adds to its environment.
func startWorker(t *testing.T, db, name string, lease time.Duration, env ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), append([]string{workerChildEnv + "=1", "WORKER_DB=" + db, "WORKER_NAME=" + name,
		"WORKER_LEASE=" + lease.String()}, env...)...)
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	drainAtEnd(t, cmd)
	return cmd
}

// drainAtEnd stops a worker process (SIGTERM: drained) at the test's end,
// unless the test has.
func drainAtEnd(t *testing.T, cmd *exec.Cmd) {
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Signal(syscall.SIGTERM)
			_ = cmd.Wait()
		}
	})
}

// Two small C programs on the test pack's eight (4 tests): right (its
// answers by the start's digits) and wrong (an illegal move); slowRight
// takes 0.6 s of sleep a test, so that a worker can be killed mid-judging.
const (
	rightC = `#include <stdio.h>
#include <unistd.h>
int main(void) {
	char line[64] = "";
	if (!fgets(line, sizeof line, stdin)) return 1;
	usleep(SLEEP);
	if (line[0] == '2') puts("ullddrurdllurrdlurd");
	else if (line[14] == '8') puts("");
	else puts("unsolvable");
	return 0;
}
`
	wrongC = "#include <stdio.h>\nint main(void) { puts(\"uuuu\"); return 0; }\n"
)

func rightProgram(sleepUS int) string {
	return strings.Replace(rightC, "SLEEP", fmt.Sprint(sleepUS), 1)
}

// runVerdict is what `judge run` says of a program on eight: the engine's
// verdict, judged here once.
func runVerdict(t *testing.T, source string) verdict.Verdict {
	t.Helper()
	e := engine(t)
	p, err := e.Pack.Load("eight")
	if err != nil {
		t.Fatal(err)
	}
	c, err := e.Config.LanguageFor("", "c")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := e.Judge(context.Background(), p, judge.Source{Name: "prog.c", Text: []byte(source), Lang: c}, judge.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return rep.Verdict
}

// runWorker runs a worker in this process until the returned function
// (or the test's end) stops it.
func runWorker(t *testing.T, w *Worker) (stop func()) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		w.Run(ctx, ctx)
	}()
	stop = sync.OnceFunc(func() {
		cancel()
		<-done
	})
	t.Cleanup(stop)
	return stop
}

// judging is what the store holds of a submission's judging.
type judging struct {
	status, verdict, owner string
	claims, tests          int
}

func judgings(t *testing.T, s *Store) map[int64]judging {
	t.Helper()
	rows, err := s.db.Query(`SELECT id, status, verdict, claim_owner, claims,
		(SELECT COUNT(*) FROM tests WHERE submission_id = submissions.id) FROM submissions ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[int64]judging{}
	for rows.Next() {
		var id int64
		var j judging
		if err := rows.Scan(&id, &j.status, &j.verdict, &j.owner, &j.claims, &j.tests); err != nil {
			t.Fatal(err)
		}
		out[id] = j
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// waitJudged waits until nothing is queued or running (or the deadline,
// which only ends a hung test).
func waitJudged(t *testing.T, s *Store, deadline time.Duration) {
	t.Helper()
	end := time.Now().Add(deadline)
	for time.Now().Before(end) {
		ids, err := s.Unfinished(context.Background())
		if err == nil && len(ids) == 0 {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	ids, err := s.Unfinished(context.Background())
	t.Fatalf("still unfinished: %v (%v)", ids, err)
}

// queueMix queues n submissions of 10 users, every third wrong, and
// returns their sources by id.
func queueMix(t *testing.T, s *Store, n int, right, wrong string) map[int64]string {
	t.Helper()
	sources := map[int64]string{}
	for i := range n {
		src := right
		if i%3 == 0 {
			src = wrong
		}
		sources[queueSubmission(t, s, fmt.Sprintf("user%d", i%10), src)] = src
	}
	return sources
}

// waitDone waits until n submissions are done.
func waitDone(t *testing.T, s *Store, n int) {
	t.Helper()
	for done := 0; done < n; {
		time.Sleep(20 * time.Millisecond)
		done = 0
		for _, j := range judgings(t, s) {
			if j.status == Done {
				done++
			}
		}
	}
}

func queueSubmission(t *testing.T, s *Store, user, source string) int64 {
	t.Helper()
	sub := &Submission{User: user, Session: "practice", Problem: "eight", Language: "c", FileName: "p.c", Source: source,
		Pack: PackVersion(engine(t).Pack)}
	if err := s.AddSubmission(context.Background(), sub); err != nil {
		t.Fatal(err)
	}
	return sub.ID
}

// Three worker processes and 200 submissions of 10 users: each judged
// once (one claim), by some worker, with the verdict judge run gives.
func TestWorkersJudgeOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: 200 submissions")
	}
	right, wrong := rightProgram(0), wrongC
	want := map[string]verdict.Verdict{right: runVerdict(t, right), wrong: runVerdict(t, wrong)}
	if want[right] != verdict.AC || want[wrong] != verdict.WA {
		t.Fatalf("judge run: right %s, wrong %s", want[right], want[wrong])
	}
	for name, dsn := range dsns(t) {
		t.Run(name, func(t *testing.T) {
			s := openStore(t, dsn)
			if err := s.AddSession(context.Background(), "practice"); err != nil {
				t.Fatal(err)
			}
			sources := queueMix(t, s, 200, right, wrong)
			for i := range 3 {
				startWorker(t, dsn, fmt.Sprintf("w%d", i), 5*time.Second)
			}
			waitJudged(t, s, 10*time.Minute)
			owners := map[string]int{}
			for id, j := range judgings(t, s) {
				if j.status != Done || j.verdict != string(want[sources[id]]) || j.claims != 1 {
					t.Errorf("submission %d: %+v, want done %s claimed once", id, j, want[sources[id]])
				}
				owners[j.owner]++
			}
			t.Logf("%s: judged by %v", name, owners)
		})
	}
}

// A worker killed mid-judging: its submission is taken over once the
// lease has run out and judged once more, by another worker; the tests
// stored are the second judging's.
func TestWorkerKilled(t *testing.T) {
	slow := rightProgram(600_000)
	for name, dsn := range dsns(t) {
		t.Run(name, func(t *testing.T) {
			s := openStore(t, dsn)
			if err := s.AddSession(context.Background(), "practice"); err != nil {
				t.Fatal(err)
			}
			id := queueSubmission(t, s, "ann", slow)
			a := startWorker(t, dsn, "a", 2*time.Second)
			end := time.Now().Add(3 * time.Minute)
			for j := judgings(t, s)[id]; j.owner != "a" || j.tests == 0; j = judgings(t, s)[id] {
				if time.Now().After(end) || j.status == Done {
					t.Fatalf("worker a never held it mid-judging: %+v", j)
				}
				time.Sleep(20 * time.Millisecond)
			}
			_ = a.Process.Signal(syscall.SIGKILL)
			_ = a.Wait()
			startWorker(t, dsn, "b", 2*time.Second)
			waitJudged(t, s, 3*time.Minute)
			if j := judgings(t, s)[id]; j.status != Done || j.verdict != "AC" || j.claims != 2 || j.owner != "b" || j.tests != 4 {
				t.Fatalf("after the kill: %+v, want AC by b on its second claim with 4 tests", j)
			}
		})
	}
}

// A worker with another pack version claims nothing; one with the
// arena's judges it.
func TestWorkerOtherPack(t *testing.T) {
	ctx := context.Background()
	eachStore(t, func(t *testing.T, s *Store) {
		if err := s.AddSession(ctx, "practice"); err != nil {
			t.Fatal(err)
		}
		id := queueSubmission(t, s, "ann", wrongC)
		other := NewWorker(engine(t), s, JudgeConfig{Name: "other", Pack: "0123456789ab", Poll: 10 * time.Millisecond})
		stop := runWorker(t, other)
		time.Sleep(300 * time.Millisecond) // some 30 looks for work
		stop()
		if j := judgings(t, s)[id]; j.status != Queued || j.claims != 0 {
			t.Fatalf("a worker of another pack claimed it: %+v", j)
		}
		ws, _, err := s.Workers(ctx)
		if err != nil || len(ws) != 1 || ws[0].Pack != "0123456789ab" || ws[0].State != "stopped" {
			t.Fatalf("workers: %+v (%v)", ws, err)
		}
		runWorker(t, NewWorker(engine(t), s, JudgeConfig{Name: "same", Poll: 10 * time.Millisecond}))
		waitJudged(t, s, 3*time.Minute)
		if j := judgings(t, s)[id]; j.status != Done || j.owner != "same" || j.claims != 1 {
			t.Fatalf("the arena's pack: %+v", j)
		}
	})
}

// Two arenas on one database, both judging: every submission is judged
// once (one claim), whichever arena took it. (Before claims, a starting
// arena queued again what the other held: tests stored twice, JE
// "duplicate key value violates unique constraint tests_pkey".)
func TestTwoArenas(t *testing.T) {
	ctx := context.Background()
	right, wrong := rightProgram(0), wrongC
	for name, dsn := range dsns(t) {
		t.Run(name, func(t *testing.T) {
			first := openStore(t, dsn)
			second, err := OpenStore(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { second.Close() })
			cfg := Config{Open: true, QueueSize: 100, Burst: 100, Poll: 20 * time.Millisecond}
			arenas := []*arena{newArena(t, first, cfg, true), newArena(t, second, cfg, true)}
			sources := map[int64]string{}
			for i := range 40 {
				src := right
				if i%2 == 0 {
					src = wrong
				}
				sub, _, err := arenas[i%2].submit(ctx, fmt.Sprintf("user%d", i%4), &submitRequest{Problem: "eight", Language: "c", Source: src})
				if err != nil {
					t.Fatal(err)
				}
				sources[sub.ID] = src
			}
			waitJudged(t, first, 5*time.Minute)
			for id, j := range judgings(t, first) {
				want := "AC"
				if sources[id] == wrong {
					want = "WA"
				}
				if j.status != Done || j.verdict != want || j.claims != 1 {
					t.Errorf("submission %d: %+v, want done %s claimed once", id, j, want)
				}
			}
		})
	}
}

// The queue is shared fairly: once it is full, a user with nothing
// waiting is still taken, one with a backlog is not; judges take the
// users by turns.
func TestFairQueue(t *testing.T) {
	ctx := context.Background()
	eachStore(t, func(t *testing.T, s *Store) {
		a := newArena(t, s, Config{Open: true, QueueSize: 3, Burst: 100, NoJudge: true}, true)
		submit := func(user string) (int64, error) {
			sub, _, err := a.submit(ctx, user, &submitRequest{Problem: "eight", Language: "c", Source: wrongC})
			if err != nil {
				return 0, err
			}
			return sub.ID, nil
		}
		var ann []int64
		for range 3 {
			id, err := submit("ann")
			if err != nil {
				t.Fatal(err)
			}
			ann = append(ann, id)
		}
		full := func(user string) {
			t.Helper()
			var he *httpError
			if _, err := submit(user); !errors.As(err, &he) || he.code != 429 || !strings.Contains(he.msg, "queue is full") {
				t.Fatalf("%s past a full queue: %v, want 429", user, err)
			}
		}
		full("ann")
		bob, err := submit("bob")
		if err != nil {
			t.Fatalf("bob's first submission refused by ann's backlog: %v", err)
		}
		full("bob")
		var order []int64
		for {
			_, c, err := s.Claim(ctx, "test", PackVersion(engine(t).Pack), time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			if c == nil {
				break
			}
			order = append(order, c.ID)
		}
		if want := []int64{ann[0], bob, ann[1], ann[2]}; !slices.Equal(order, want) {
			t.Fatalf("claimed in the order %v, want %v (ann, bob, ann, ann)", order, want)
		}
	})
}

// The arena shows its judges: its own (judging what, sandbox level,
// cores, last seen) and a worker of another pack, marked as such.
func TestWorkersView(t *testing.T) {
	ctx := context.Background()
	s := openStore(t, dsns(t)["sqlite"])
	a := newArena(t, s, Config{Open: true, Lease: 2 * time.Second, Poll: 20 * time.Millisecond}, true)
	if err := s.ReportWorker(ctx, &WorkerInfo{Name: "far", Host: "elsewhere", Pack: "0123456789ab", Sandbox: "full", Cores: 8, Judges: 1, State: "idle"}); err != nil {
		t.Fatal(err)
	}
	sub, _, err := a.submit(ctx, "ann", &submitRequest{Problem: "eight", Language: "c", Source: rightProgram(300_000)})
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Pack    string
		Workers []workerView
	}
	for end := time.Now().Add(3 * time.Minute); ; time.Sleep(50 * time.Millisecond) {
		resp, _ := a.ts.Client().Get(a.ts.URL + "/api/workers")
		err := jsonDecode(resp, &v)
		resp.Body.Close()
		if err != nil {
			t.Fatal(err)
		}
		if len(v.Workers) == 2 && v.Workers[0].Name == a.worker.Name() && slices.Equal(v.Workers[0].Judging, []int64{sub.ID}) {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("never shown judging %d: %+v", sub.ID, v)
		}
	}
	own, far := v.Workers[0], v.Workers[1]
	if own.State != "judging" || own.Sandbox == "" || own.Cores == 0 || own.Pack != v.Pack || own.OtherPack || own.SeenAgoS > 60 {
		t.Errorf("the arena's own judge: %+v", own)
	}
	if far.Name != "far" || !far.OtherPack {
		t.Errorf("the other pack's worker: %+v", far)
	}
	page := a.get(t, "/workers")
	for _, want := range []string{a.worker.Name(), "elsewhere", "another pack", fmt.Sprintf(`href="/submissions/%d"`, sub.ID)} {
		if !strings.Contains(page, want) {
			t.Errorf("the workers page lacks %q", want)
		}
	}
}

// Judging again: asked by API (a submission) or by problem, it keeps the
// verdict and tests shown until the new judging lands, whole.
func TestRejudge(t *testing.T) {
	ctx := context.Background()
	eachStore(t, func(t *testing.T, s *Store) {
		a := newArena(t, s, Config{Open: true, Burst: 100, NoJudge: true}, false)
		sub, _, err := a.submit(ctx, "ann", &submitRequest{Problem: "eight", Language: "c", Source: wrongC})
		if err != nil {
			t.Fatal(err)
		}
		judgeAll := func() {
			t.Helper()
			stop := runWorker(t, NewWorker(engine(t), s, JudgeConfig{Poll: 10 * time.Millisecond}))
			defer stop()
			waitJudged(t, s, 3*time.Minute)
			for end := time.Now().Add(3 * time.Minute); ; time.Sleep(20 * time.Millisecond) {
				if got, err := s.Submission(ctx, sub.ID); err == nil && !got.Rejudging {
					return
				} else if time.Now().After(end) {
					t.Fatalf("never judged again: %+v %v", got, err)
				}
			}
		}
		judgeAll()
		path := fmt.Sprintf("/api/submissions/%d", sub.ID)
		shown := func(step string, rejudging bool) {
			t.Helper()
			resp, v := a.do(t, "", "GET", path, "", nil)
			rep, _ := v["report"].(map[string]any)
			tests, _ := v["tests"].([]any)
			if resp.StatusCode != 200 || v["status"] != Done || rep["verdict"] != "WA" || len(tests) != 1 || (v["rejudging"] == true) != rejudging {
				t.Fatalf("%s: %s %v", step, resp.Status, v)
			}
		}
		shown("judged", false)
		if resp, v := a.do(t, "", "POST", path+"/rejudge", "", nil); resp.StatusCode != 202 || v["rejudging"] != true {
			t.Fatalf("rejudge: %s %v", resp.Status, v)
		}
		shown("asked to be judged again", true)
		if page := a.get(t, fmt.Sprintf("/submissions/%d", sub.ID)); !strings.Contains(page, "Being judged again") {
			t.Errorf("the page does not say it is being judged again")
		}
		if resp, _ := a.do(t, "", "POST", fmt.Sprintf("/submissions/%d/rejudge", sub.ID), "application/x-www-form-urlencoded", strings.NewReader("csrf=forged")); resp.StatusCode != 403 {
			t.Errorf("the page's button without its token: %s, want 403", resp.Status)
		}
		// Claimed again: the old verdict and tests stay until it lands.
		_, c, err := s.Claim(ctx, "test", a.cfg.Pack, time.Minute)
		if err != nil || c == nil || c.ID != sub.ID || !c.Rejudge {
			t.Fatalf("claim: %+v %v", c, err)
		}
		shown("being judged again", true)
		if err := s.HandBack(ctx, c); err != nil {
			t.Fatal(err)
		}
		judgeAll()
		shown("judged again", false)
		if j := judgings(t, s)[sub.ID]; j.claims != 3 || j.tests != 1 {
			t.Fatalf("after judging again: %+v", j)
		}
		// A submission not judged yet cannot be; a problem's all are.
		queued, _, err := a.submit(ctx, "ann", &submitRequest{Problem: "eight", Language: "c", Source: wrongC})
		if err != nil {
			t.Fatal(err)
		}
		if resp, v := a.do(t, "", "POST", fmt.Sprintf("/api/submissions/%d/rejudge", queued.ID), "", nil); resp.StatusCode != 409 {
			t.Fatalf("rejudging a queued one: %s %v", resp.Status, v)
		}
		if n, err := Rejudge(ctx, s, engine(t).Pack, "eight"); err != nil || n != 1 {
			t.Fatalf("rejudge eight: %d %v", n, err)
		}
		if _, err := Rejudge(ctx, s, engine(t).Pack, "nosuch"); err == nil || !strings.Contains(err.Error(), "neither a submission number nor a problem") {
			t.Fatalf("rejudge nosuch: %v", err)
		}
	})
}

// A submission sent again with its Idempotency-Key (its answer lost to a
// crash or a timeout) is the one stored, not a second; the key is the
// user's own.
func TestIdempotencyKey(t *testing.T) {
	eachStore(t, func(t *testing.T, s *Store) {
		a := newArena(t, s, Config{Open: true, Burst: 100, NoJudge: true}, false)
		post := func(user, key string) (int, int64) {
			t.Helper()
			req, _ := http.NewRequest("POST", a.ts.URL+"/api/submissions", jsonBody(submitRequest{Problem: "eight", Language: "c", Source: wrongC}))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Cookie", nameCookie+"="+user)
			req.Header.Set("Idempotency-Key", key)
			resp, err := a.ts.Client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			var v struct{ ID int64 }
			_ = json.NewDecoder(resp.Body).Decode(&v)
			return resp.StatusCode, v.ID
		}
		code, first := post("ann", "load-1")
		if code != 202 {
			t.Fatalf("first: %d", code)
		}
		if code, again := post("ann", "load-1"); code != 202 || again != first {
			t.Fatalf("sent again: %d id %d, want 202 id %d", code, again, first)
		}
		if code, bob := post("bob", "load-1"); code != 202 || bob == first {
			t.Fatalf("another user's key: %d id %d", code, bob)
		}
		if code, _ := post("ann", "has space"); code != 400 {
			t.Fatalf("a bad key: %d, want 400", code)
		}
		if ids, err := s.Unfinished(context.Background()); err != nil || len(ids) != 2 {
			t.Fatalf("stored %v (%v), want 2", ids, err)
		}
	})
}

// SIGTERM drains a worker: it claims nothing more and finishes what it
// holds, then exits; the rest stays queued for others.
func TestWorkerDrains(t *testing.T) {
	dsn := dsns(t)["sqlite"]
	s := openStore(t, dsn)
	if err := s.AddSession(context.Background(), "practice"); err != nil {
		t.Fatal(err)
	}
	slow := queueSubmission(t, s, "ann", rightProgram(600_000))
	next := queueSubmission(t, s, "ann", wrongC)
	w := startWorker(t, dsn, "a", 20*time.Second)
	for end := time.Now().Add(3 * time.Minute); judgings(t, s)[slow].tests == 0; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("never judging: %+v", judgings(t, s)[slow])
		}
	}
	_ = w.Process.Signal(syscall.SIGTERM)
	if err := w.Wait(); err != nil {
		t.Fatalf("the drained worker: %v", err)
	}
	js := judgings(t, s)
	if j := js[slow]; j.status != Done || j.verdict != "AC" || j.claims != 1 || j.tests != 4 {
		t.Errorf("the submission it held: %+v, want finished by it", j)
	}
	if j := js[next]; j.status != Queued || j.claims != 0 {
		t.Errorf("the next one: %+v, want left queued", j)
	}
	ws, _, err := s.Workers(context.Background())
	if err != nil || len(ws) != 1 || ws[0].State != "stopped" || ws[0].Judged != 1 {
		t.Errorf("workers: %+v (%v)", ws, err)
	}
}
