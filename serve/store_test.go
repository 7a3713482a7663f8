package serve

import (
	"context"
	"io/fs"
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/verdict"
)

// The store on every database: migrations applied once, a submission's
// life from queued to done, tests kept in order, text made safe, the
// unfinished found again.
func TestStore(t *testing.T) {
	ctx := context.Background()
	for name, dsn := range dsns(t) {
		t.Run(name, func(t *testing.T) {
			s := openStore(t, dsn)
			again, err := OpenStore(ctx, dsn) // a second start applies nothing twice
			if err != nil {
				t.Fatal(err)
			}
			again.Close()
			var versions int
			files, _ := fs.ReadDir(migrations, "migrations/"+name)
			if err := s.db.QueryRow("SELECT COUNT(*) FROM schema_migrations").Scan(&versions); err != nil || versions != len(files) || versions < 4 {
				t.Fatalf("schema_migrations: %d rows, %d files (%v)", versions, len(files), err)
			}
			if s.Dialect() != name {
				t.Errorf("dialect %s", s.Dialect())
			}
			if err := s.AddSession(ctx, "practice"); err != nil {
				t.Fatal(err)
			}
			if err := s.AddSession(ctx, "practice"); err != nil {
				t.Fatalf("a session added twice: %v", err)
			}
			a := &Submission{User: "ann", Session: "practice", Problem: "eight", Language: "python3", FileName: "a.py", Source: "print(1)\n"}
			b := &Submission{User: "bob", Session: "practice", Problem: "eight", Language: "c", FileName: "b.c", Source: "int main(){}"}
			for _, sub := range []*Submission{a, b} {
				if err := s.AddSubmission(ctx, sub); err != nil {
					t.Fatal(err)
				}
			}
			_, ca, err := s.Claim(ctx, "test", "", time.Minute)
			if err != nil || ca == nil || ca.ID != a.ID {
				t.Fatalf("claim %v (%v)", ca, err)
			}
			if ids, err := s.Unfinished(ctx); err != nil || len(ids) != 2 || ids[0] != a.ID || ids[1] != b.ID {
				t.Fatalf("unfinished %v (%v)", ids, err)
			}
			// Tests arrive out of order; a NUL and invalid UTF-8 in the output are kept as text.
			if err := s.AddTest(ctx, ca, 2, judge.TestReport{Name: "t3", Verdict: verdict.AC}, "", "", 3); err != nil {
				t.Fatal(err)
			}
			if err := s.AddTest(ctx, ca, 0, judge.TestReport{Name: "t1", Verdict: verdict.WA, Message: "bad\x00\xff"}, "out\x00\xfe", "uu", 1); err != nil {
				t.Fatal(err)
			}
			got, err := s.Submission(ctx, a.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != Running || len(got.Report.Tests) != 2 || got.TestIdx[0] != 0 || got.TestIdx[1] != 2 ||
				got.Report.Tests[0].Message != "bad\uFFFD\uFFFD" || got.Outputs[0] != "out\uFFFD\uFFFD" || got.BoardLines[0] != "uu" || got.JudgedUS[2] != 3 {
				t.Fatalf("running submission: %+v", got)
			}
			// A report of one test drops the test stored past it.
			rep := &judge.Report{Verdict: verdict.WA, Language: "Python 3", TimeMS: 5, Sandbox: "full",
				Tests: []judge.TestReport{{Name: "t1", Verdict: verdict.WA}}}
			if err := s.Finish(ctx, ca, rep, nil); err != nil {
				t.Fatal(err)
			}
			got, err = s.Submission(ctx, a.ID)
			if err != nil || got.Status != Done || got.Report.Verdict != verdict.WA || len(got.Report.Tests) != 1 || got.Report.Sandbox != "full" {
				t.Fatalf("done submission: %+v (%v)", got, err)
			}
			// Judging again (a restart) starts from no tests.
			_, cb, err := s.Claim(ctx, "test", "", time.Minute)
			if err != nil || cb == nil || cb.ID != b.ID {
				t.Fatalf("claim %v (%v)", cb, err)
			}
			if err := s.Fail(ctx, cb, "compiler missing"); err != nil {
				t.Fatal(err)
			}
			if got, _ := s.Submission(ctx, b.ID); got.Status != Failed || got.Report.Verdict != verdict.JE || got.Error != "compiler missing" {
				t.Fatalf("failed submission: %+v", got)
			}
			if ids, _ := s.Unfinished(ctx); len(ids) != 0 {
				t.Fatalf("unfinished after the end: %v", ids)
			}
			hist, err := s.History(ctx, "ann", 10)
			if err != nil || len(hist) != 1 || hist[0].ID != a.ID {
				t.Fatalf("history %v (%v)", hist, err)
			}
			att, _, err := s.Attempts(ctx, "practice")
			if err != nil || len(att) != 2 || att[0].User != "ann" || att[1].Verdict != verdict.JE {
				t.Fatalf("attempts %+v (%v)", att, err)
			}
			if _, _, err := s.Attempts(ctx, "nosuch"); err != ErrNotFound {
				t.Fatalf("attempts of a missing session: %v", err)
			}
			if _, err := s.Submission(ctx, 9999); err != ErrNotFound {
				t.Fatalf("missing submission: %v", err)
			}
			if err := s.AddUser(ctx, "ann", HashToken("x")); err != nil {
				t.Fatal(err)
			}
			if err := s.AddUser(ctx, "ann", HashToken("y")); err == nil || !strings.Contains(err.Error(), "user ann") {
				t.Fatalf("a user added twice: %v", err)
			}
			if u, err := s.UserByTokenHash(ctx, HashToken("x")); err != nil || u != "ann" {
				t.Fatalf("user by token: %q %v", u, err)
			}
			if _, err := s.UserByTokenHash(ctx, HashToken("z")); err != ErrNotFound {
				t.Fatalf("unknown token: %v", err)
			}
		})
	}
}

func TestRedact(t *testing.T) {
	if got := Redact("postgres://ann:secret@db:5432/arena?sslmode=disable"); strings.Contains(got, "secret") || !strings.Contains(got, "ann:xxx@db") {
		t.Errorf("Redact: %s", got)
	}
	if got := Redact("arena.db"); got != "arena.db" {
		t.Errorf("Redact(file): %s", got)
	}
}
