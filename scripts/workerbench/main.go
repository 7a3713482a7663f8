//go:build linux

// Command workerbench measures judging throughput against the number of
// `judge worker`s: for each count, a fresh database on a
// PostgreSQL cluster of its own gets the same batch of submissions of the
// embedded eight (an accepted C++ BFS, 339 tests, and a wrong Python
// program by turns), then that many workers, each held to one core by a
// cgroup CPU quota (v1 cpu.cfs_quota_us or v2 cpu.max, 100 ms a 100 ms)
// and running one program at a time (--workers 1), judge them. It prints
// a Markdown table: workers, submissions, wall time, submissions a
// minute, and whether every verdict is judge run's.
//
//	go run ./scripts/workerbench [-judge BIN] [-workers 1,2,3] [-submissions 30] [-problems DIR]
//
// Needs root (the cgroups). The programs are compiled once before (judge
// run, which gives the verdicts to compare with), so the workers read them
// from the build cache.
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/serve"
	"github.com/slidejudge/slidejudge/serve/pgcluster"
)

var packDir string

// judgeArgs are the judge's arguments for args, on the pack chosen.
func judgeArgs(args ...string) []string {
	if packDir == "" {
		return args
	}
	return append([]string{"--problems", packDir}, args...)
}

type program struct{ file, lang, source, verdict string }

func main() {
	judgeBin := flag.String("judge", "", "the judge binary (default: built from ./cmd/judge)")
	counts := flag.String("workers", "1,2,3", "worker counts, one run each")
	n := flag.Int("submissions", 30, "submissions a run")
	flag.StringVar(&packDir, "problems", "", "a problem pack directory instead of the embedded one (serve/testdata/pack: eight with 4 tests)")
	flag.Parse()
	if err := run(*judgeBin, *counts, *n); err != nil {
		fmt.Fprintln(os.Stderr, "workerbench:", err)
		os.Exit(2)
	}
}

func run(judgeBin, counts string, n int) error {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "workerbench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if judgeBin == "" {
		judgeBin = filepath.Join(dir, "judge")
		if out, err := exec.Command("go", "build", "-o", judgeBin, "./cmd/judge").CombinedOutput(); err != nil {
			return fmt.Errorf("go build: %v\n%s", err, out)
		}
	}
	progs, err := judgedPrograms(judgeBin, dir)
	if err != nil {
		return err
	}
	pack := problems.Embedded()
	if packDir != "" {
		if pack, err = problems.FromDir(packDir); err != nil {
			return err
		}
	}
	pg, err := pgcluster.Within(dir)
	if err != nil {
		return err
	}
	defer pg.Stop()
	admin, err := sql.Open("pgx", pg.DSN("postgres", "", "127.0.0.1", "postgres"))
	if err != nil {
		return err
	}
	defer admin.Close()
	b := &bench{pg: pg, admin: admin, judgeBin: judgeBin, progs: progs, version: serve.PackVersion(pack), n: n}
	fmt.Println("| workers (1 core each) | submissions | wall | submissions/min | verdicts as judge run's |")
	fmt.Println("|---|---|---|---|---|")
	for _, f := range strings.Split(counts, ",") {
		k, err := strconv.Atoi(f)
		if err != nil || k < 1 {
			return fmt.Errorf("-workers %q", counts)
		}
		if err := b.round(ctx, k); err != nil {
			return err
		}
	}
	return nil
}

// judgedPrograms are the programs submitted, each with the verdict
// `judge run` gives it.
func judgedPrograms(judgeBin, dir string) ([]*program, error) {
	progs := []*program{{file: "solutions/eight/accepted/bfs-cantor.cpp", lang: "cpp"}, {file: "wrong.py", lang: "python3", source: "print('uuuu')\n"}}
	for _, p := range progs {
		if p.source == "" {
			b, err := os.ReadFile(p.file)
			if err != nil {
				return nil, err
			}
			p.source = string(b)
		} else {
			p.file = filepath.Join(dir, p.file)
			if err := os.WriteFile(p.file, []byte(p.source), 0o644); err != nil {
				return nil, err
			}
		}
		out, _ := exec.Command(judgeBin, judgeArgs("run", "eight", p.file, "--json")...).Output()
		var rep struct{ Verdict string }
		if err := json.Unmarshal(out, &rep); err != nil {
			return nil, fmt.Errorf("judge run %s: %v (%s)", p.file, err, out)
		}
		p.verdict = rep.Verdict
	}
	return progs, nil
}

// bench is what every round shares: the cluster, the judge, the programs.
type bench struct {
	pg       *pgcluster.Cluster
	admin    *sql.DB
	judgeBin string
	progs    []*program
	version  string // the pack's, as the submissions name it
	n        int    // submissions a round
}

// round judges n submissions with k workers in a database of its own and
// prints its row.
func (b *bench) round(ctx context.Context, k int) error {
	db := fmt.Sprintf("bench%d", k)
	if _, err := b.admin.Exec("CREATE DATABASE " + db); err != nil {
		return err
	}
	dsn := b.pg.DSN("postgres", "", "127.0.0.1", db)
	store, err := serve.OpenStore(ctx, dsn)
	if err != nil {
		return err
	}
	defer store.Close()
	if err := store.AddSession(ctx, "practice"); err != nil {
		return err
	}
	for i := range b.n {
		p := b.progs[i%len(b.progs)]
		if err := store.AddSubmission(ctx, &serve.Submission{User: fmt.Sprintf("user%d", i%10), Session: "practice", Problem: "eight",
			Language: p.lang, FileName: filepath.Base(p.file), Source: p.source, Pack: b.version}); err != nil {
			return err
		}
	}
	start := time.Now()
	workers, groups, err := b.startWorkers(k, dsn)
	for _, g := range groups {
		defer os.Remove(g)
	}
	if err != nil {
		return err
	}
	for {
		ids, err := store.Unfinished(ctx)
		if err == nil && len(ids) == 0 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	wall := time.Since(start)
	for _, w := range workers {
		_ = w.Process.Signal(os.Interrupt)
		_ = w.Wait()
	}
	same := "yes"
	for i := range b.n {
		sub, err := store.Submission(ctx, int64(i+1))
		if err != nil {
			return err
		}
		if string(sub.Report.Verdict) != b.progs[i%len(b.progs)].verdict {
			same = fmt.Sprintf("no: %d is %s", sub.ID, sub.Report.Verdict)
		}
	}
	fmt.Printf("| %d | %d | %.1f s | %.1f | %s |\n", k, b.n, wall.Seconds(), float64(b.n)/wall.Minutes(), same)
	return nil
}

// startWorkers starts k `judge worker` processes on dsn, each in a cgroup
// of one core's time: the workers and the cgroups to remove.
func (b *bench) startWorkers(k int, dsn string) ([]*exec.Cmd, []string, error) {
	var workers []*exec.Cmd
	var groups []string
	for i := range k {
		group, err := oneCore(fmt.Sprintf("slidejudge-workerbench-%d-%d-%d", os.Getpid(), k, i))
		if err != nil {
			return workers, groups, err
		}
		groups = append(groups, group)
		args := append([]string{"-c", `echo $$ > "$1" && shift && exec "$@"`, "sh", filepath.Join(group, "cgroup.procs"), b.judgeBin},
			judgeArgs("--workers", "1", "worker", "--db", dsn, "--name", fmt.Sprintf("w%d", i), "--poll", "100ms")...)
		w := exec.Command("sh", args...)
		if err := w.Start(); err != nil {
			return workers, groups, err
		}
		workers = append(workers, w)
	}
	return workers, groups, nil
}

// oneCore makes a cgroup whose processes share one core's time (v1 cpu
// controller, or v2 cpu.max).
func oneCore(name string) (string, error) {
	if _, err := os.Stat("/sys/fs/cgroup/cpu/cpu.cfs_quota_us"); err == nil {
		g := filepath.Join("/sys/fs/cgroup/cpu", name)
		if err := os.Mkdir(g, 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(filepath.Join(g, "cpu.cfs_period_us"), []byte("100000"), 0); err != nil {
			return "", err
		}
		return g, os.WriteFile(filepath.Join(g, "cpu.cfs_quota_us"), []byte("100000"), 0)
	}
	g := filepath.Join("/sys/fs/cgroup", name)
	if err := os.Mkdir(g, 0o755); err != nil {
		return "", err
	}
	return g, os.WriteFile(filepath.Join(g, "cpu.max"), []byte("100000 100000"), 0)
}
