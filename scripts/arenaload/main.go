//go:build linux

// Command arenaload loads a real arena: `judge serve` on a
// PostgreSQL cluster of its own (initdb and pg_ctl in a temp dir), with
// optional `judge worker`s, and clients submitting right, wrong and
// non-compiling programs and reading their status until judged. Part way
// the server is killed with SIGKILL and started again; later the database
// is stopped for a while and started again. At the end it prints a
// Markdown table row: submissions, clients, status reads (p50, p99, max),
// lost (accepted but never judged), stored twice, judged more than once,
// and verdicts that differ from `judge run`'s on the same program.
//
//	go run ./scripts/arenaload [-judge BIN] [-submissions 220] [-clients 30]
//	    [-workers 0] [-outage 8s] [-problems serve/testdata/pack] [-keys=false]
//
// Each submission carries a marker comment, so a client's retry after a
// lost answer (the server killed between storing and answering) is seen
// as the same submission stored twice; with -keys (the default) it is also
// its Idempotency-Key, which should make that never happen. Run as root it starts the cluster
// as the postgres user. Exit 0 when nothing is lost and every verdict is
// judge run's, 1 otherwise, 2 on a setup error.
package main

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/slidejudge/slidejudge/serve/pgcluster"
)

// program is one kind of submission.
type program struct {
	name, lang, source string
	verdict            string // judge run's
}

var programs = []*program{
	{name: "right.go", lang: "go"}, // solutions/eight/accepted/reference.go
	{name: "wrong.py", lang: "python3", source: "print('uuuu')\n"},
	{name: "broken.c", lang: "c", source: "int main(void) { return missing; }\n"},
}

var keys bool

func main() {
	judgeBin := flag.String("judge", "", "the judge binary (default: built from ./cmd/judge)")
	n := flag.Int("submissions", 220, "submissions in all")
	clients := flag.Int("clients", 30, "clients submitting and reading at once")
	workers := flag.Int("workers", 0, "judge worker processes beside the server's own judge")
	outage := flag.Duration("outage", 8*time.Second, "how long the database is stopped")
	pack := flag.String("problems", "serve/testdata/pack", "the problem pack (eight is judged)")
	flag.BoolVar(&keys, "keys", true, "send each submission's Idempotency-Key (a retry is then never stored twice)")
	flag.Parse()
	code, err := run(*judgeBin, *pack, *n, *clients, *workers, *outage)
	if err != nil {
		fmt.Fprintln(os.Stderr, "arenaload:", err)
		os.Exit(2)
	}
	os.Exit(code)
}

func run(judgeBin, pack string, n, clients, workers int, outage time.Duration) (int, error) {
	dir, err := os.MkdirTemp("", "arenaload-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dir)
	if judgeBin == "" {
		judgeBin = filepath.Join(dir, "judge")
		if out, err := exec.Command("go", "build", "-o", judgeBin, "./cmd/judge").CombinedOutput(); err != nil {
			return 0, fmt.Errorf("go build: %v\n%s", err, out)
		}
	}
	if err := runVerdicts(judgeBin, pack, dir); err != nil {
		return 0, err
	}
	pg, err := pgcluster.Within(dir)
	if err != nil {
		return 0, err
	}
	defer pg.Stop()
	db := pg.DSN("postgres", "", "127.0.0.1", "postgres")
	ar := &arena{bin: judgeBin, pack: pack, db: db, dir: dir}
	if err := ar.start(); err != nil {
		return 0, err
	}
	defer ar.stop()
	for i := range workers {
		w := exec.Command(judgeBin, "--problems", pack, "worker", "--db", db, "--name", fmt.Sprintf("load%d", i), "--lease", "5s", "--poll", "200ms")
		w.Stderr = io.Discard
		if err := w.Start(); err != nil {
			return 0, err
		}
		defer func() {
			_ = w.Process.Signal(syscall.SIGINT)
			_ = w.Wait()
		}()
	}

	var accepted atomic.Int64
	events := make(chan string, 2)
	go disturb(ar, pg, &accepted, n, outage, events)
	all, reads := submitAndFollow(ar, &accepted, n, clients)
	for range 2 {
		select {
		case e := <-events:
			fmt.Fprintln(os.Stderr, "arenaload:", e)
		case <-time.After(time.Minute):
			fmt.Fprintln(os.Stderr, "arenaload: the kill or the outage did not happen")
		}
	}
	t, err := tallyStored(db, all)
	if err != nil {
		return 0, err
	}
	slices.Sort(reads)
	pct := func(q float64) string {
		if len(reads) == 0 {
			return "-"
		}
		return reads[int(q*float64(len(reads)-1))].Round(100 * time.Microsecond).String()
	}
	fmt.Println("| submissions | clients | workers | status reads | p50 | p99 | max | lost | stored twice | judged again (claims > 1) | verdicts not judge run's |")
	fmt.Println("|---|---|---|---|---|---|---|---|---|---|---|")
	fmt.Printf("| %d accepted | %d | server + %d | %d | %s | %s | %s | %d | %d | %d | %d |\n",
		len(all), clients, workers, len(reads), pct(0.5), pct(0.99), pct(1), t.lost, t.twice, t.judgedAgain, t.wrongVerdict)
	if t.lost > 0 || t.wrongVerdict > 0 || len(all) != n {
		return 1, nil
	}
	return 0, nil
}

// runVerdicts sets each program's verdict to judge run's: the one the
// arena must give.
func runVerdicts(judgeBin, pack, dir string) error {
	ref, err := os.ReadFile("solutions/eight/accepted/reference.go")
	if err != nil {
		return err
	}
	programs[0].source = string(ref)
	// judge run's verdicts, the ones the arena must give.
	for _, p := range programs {
		file := filepath.Join(dir, p.name)
		if err := os.WriteFile(file, []byte(p.source), 0o644); err != nil {
			return err
		}
		out, _ := exec.Command(judgeBin, "--problems", pack, "run", "eight", file, "--json").Output()
		var rep struct{ Verdict string }
		if err := json.Unmarshal(out, &rep); err != nil || rep.Verdict == "" {
			return fmt.Errorf("judge run %s: %v (%s)", p.name, err, out)
		}
		p.verdict = rep.Verdict
	}
	return nil
}

// sent is a submission the arena took, by its marker.
type sent struct {
	marker string
	prog   *program
}

// submitAndFollow has clients submit n programs between them (each client
// its own user), counting in accepted those the arena took, then read
// each one's status until it is judged; it returns what was taken and
// how long the status reads took.
func submitAndFollow(ar *arena, accepted *atomic.Int64, n, clients int) ([]sent, []time.Duration) {
	var mu sync.Mutex
	var reads []time.Duration
	var all []sent
	deadline := time.Now().Add(20 * time.Minute)
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConnsPerHost = clients
	client := &http.Client{Timeout: 20 * time.Second, Transport: tr}
	var wg sync.WaitGroup
	errs := make(chan error, clients)
	for c := range clients {
		wg.Go(func() {
			name := fmt.Sprintf("sj_name=client%d", c) // each its own user of the open arena
			var mine []struct {
				id int64
				sent
			}
			for k := c; k < n; k += clients {
				p := programs[k%len(programs)]
				marker := fmt.Sprintf("arenaload %d", k)
				comment := "// "
				if p.lang == "python3" {
					comment = "# "
				}
				body, _ := json.Marshal(map[string]string{"problem": "eight", "language": p.lang, "source": comment + marker + "\n" + p.source})
				var id int64
				for {
					if time.Now().After(deadline) {
						errs <- errors.New("out of time submitting")
						return
					}
					req, _ := http.NewRequest("POST", ar.url()+"/api/submissions", bytes.NewReader(body))
					req.Header.Set("Content-Type", "application/json")
					req.Header.Set("Cookie", name)
					if keys {
						req.Header.Set("Idempotency-Key", strings.ReplaceAll(marker, " ", "-"))
					}
					resp, err := client.Do(req)
					if err != nil {
						time.Sleep(200 * time.Millisecond) // the server is down: again
						continue
					}
					var v struct{ ID int64 }
					err = json.NewDecoder(resp.Body).Decode(&v)
					resp.Body.Close()
					if resp.StatusCode == http.StatusAccepted && err == nil {
						id = v.ID
						break
					}
					time.Sleep(500 * time.Millisecond) // 429, or 500 while the database is away
				}
				accepted.Add(1)
				mine = append(mine, struct {
					id int64
					sent
				}{id, sent{marker, p}})
				mu.Lock()
				all = append(all, sent{marker, p})
				mu.Unlock()
			}
			for _, m := range mine {
				for {
					if time.Now().After(deadline) {
						errs <- fmt.Errorf("out of time waiting for %d", m.id)
						return
					}
					start := time.Now()
					req, _ := http.NewRequest("GET", fmt.Sprintf("%s/api/submissions/%d", ar.url(), m.id), nil)
					req.Header.Set("Cookie", name)
					resp, err := client.Do(req)
					if err != nil {
						time.Sleep(200 * time.Millisecond)
						continue
					}
					var v struct{ Status string }
					err = json.NewDecoder(resp.Body).Decode(&v)
					resp.Body.Close()
					if err == nil && resp.StatusCode == 200 {
						mu.Lock()
						reads = append(reads, time.Since(start))
						mu.Unlock()
					}
					if v.Status == "done" || v.Status == "error" {
						break
					}
					time.Sleep(250 * time.Millisecond)
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		fmt.Fprintln(os.Stderr, "arenaload:", err)
	}
	return all, reads
}

// disturb kills the server at a third of the submissions and starts it
// again, and stops the database for outage at two thirds; it says what it
// did on events.
func disturb(ar *arena, pg *pgcluster.Cluster, accepted *atomic.Int64, n int, outage time.Duration, events chan<- string) {
	for accepted.Load() < int64(n/3) {
		time.Sleep(10 * time.Millisecond)
	}
	ar.kill()
	if err := ar.start(); err != nil {
		events <- "restart failed: " + err.Error()
		return
	}
	events <- "server killed (SIGKILL) and started again"
	for accepted.Load() < int64(2*n/3) {
		time.Sleep(10 * time.Millisecond)
	}
	if err := pg.Stop(); err != nil {
		events <- "stop failed: " + err.Error()
		return
	}
	time.Sleep(outage)
	if err := pg.Start(); err != nil {
		events <- "start failed: " + err.Error()
		return
	}
	events <- fmt.Sprintf("database stopped for %v and started again", outage)
}

// tally is what the database holds of the submissions sent.
type tally struct {
	lost, twice, judgedAgain, wrongVerdict int
}

// tallyStored waits (5 minutes at most) until nothing is queued or
// running, then counts by marker what the database holds of all: lost or
// unfinished, stored twice, judged more than once, a verdict other than
// judge run's.
func tallyStored(db string, all []sent) (tally, error) {
	// What the database holds: by marker.
	conn, err := sql.Open("pgx", db)
	if err != nil {
		return tally{}, err
	}
	defer conn.Close()
	// Retried submissions the clients never heard of are judged too.
	for end := time.Now().Add(5 * time.Minute); time.Now().Before(end); time.Sleep(200 * time.Millisecond) {
		var left int
		if err := conn.QueryRow("SELECT COUNT(*) FROM submissions WHERE status IN ('queued', 'running')").Scan(&left); err == nil && left == 0 {
			break
		}
	}
	rows, err := conn.Query("SELECT source, status, verdict, claims FROM submissions")
	if err != nil {
		return tally{}, err
	}
	defer rows.Close()
	markerRE := regexp.MustCompile(`arenaload (\d+)`)
	stored := map[string]int{}
	verdicts := map[string][]string{}
	judgedAgain, unfinished := 0, 0
	for rows.Next() {
		var src, status, verdict string
		var claims int
		if err := rows.Scan(&src, &status, &verdict, &claims); err != nil {
			return tally{}, err
		}
		m := "arenaload " + markerRE.FindStringSubmatch(src)[1]
		stored[m]++
		if status != "done" && status != "error" {
			unfinished++
		}
		verdicts[m] = append(verdicts[m], verdict)
		if claims > 1 {
			judgedAgain++
		}
	}
	var t tally
	t.judgedAgain = judgedAgain
	for _, s := range all {
		if stored[s.marker] == 0 {
			t.lost++
		}
		if stored[s.marker] > 1 {
			t.twice++
		}
		for _, v := range verdicts[s.marker] {
			if v != s.prog.verdict {
				t.wrongVerdict++
			}
		}
	}
	t.lost += unfinished
	return t, nil
}

// arena is a `judge serve` process, started again after a kill.
type arena struct {
	bin, pack, db, dir string
	mu                 sync.Mutex
	cmd                *exec.Cmd
	base               string
}

func (a *arena) url() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.base
}

func (a *arena) start() error {
	urlFile := filepath.Join(a.dir, "url")
	os.Remove(urlFile)
	cmd := exec.Command(a.bin, "--problems", a.pack, "serve", "--open", "--db", a.db, "--addr", "127.0.0.1:0",
		"--url-file", urlFile, "--queue", "1000")
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	if err := cmd.Start(); err != nil {
		return err
	}
	for range 600 {
		if b, err := os.ReadFile(urlFile); err == nil {
			a.mu.Lock()
			a.cmd, a.base = cmd, strings.TrimSuffix(string(b), "/")
			a.mu.Unlock()
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	cmd.Process.Kill()
	cmd.Wait()
	return errors.New("judge serve did not start")
}

func (a *arena) kill() { a.signal(syscall.SIGKILL) }

func (a *arena) stop() { a.signal(syscall.SIGTERM) }

// signal sends the server a signal and waits for its end.
func (a *arena) signal(sig syscall.Signal) {
	a.mu.Lock()
	cmd := a.cmd
	a.mu.Unlock()
	_ = cmd.Process.Signal(sig)
	_ = cmd.Wait()
}
