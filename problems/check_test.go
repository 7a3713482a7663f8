package problems_test

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/checker"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/verdict"
)

type panicking struct{}

func (panicking) Check(input, answer []byte, output io.Reader) checker.Result {
	panic("index out of range")
}

// TestProblemCheck: a loaded problem judges with the checker its
// problem.yaml names; a checker's panic is a judge error, and a problem
// not loaded from a pack has no checker to accept anything with.
func TestProblemCheck(t *testing.T) {
	p, err := problems.Embedded().Load("eight-count")
	if err != nil {
		t.Fatal(err)
	}
	in, err := p.ReadFile("data/sample/01.in")
	if err != nil {
		t.Fatal(err)
	}
	ans, err := p.ReadFile("data/sample/01.ans")
	if err != nil {
		t.Fatal(err)
	}
	if r := p.Check(in, ans, bytes.NewReader(ans)); r.Verdict != verdict.AC {
		t.Errorf("the answer as output: %v %s, want AC", r.Verdict, r.Message)
	}
	if r := p.Check(in, ans, strings.NewReader("no\n")); r.Verdict != verdict.WA {
		t.Errorf("a wrong output: %v %s, want WA", r.Verdict, r.Message)
	}
	crash := problems.WithChecker(&problems.Problem{ID: "x"}, panicking{})
	if r := crash.Check(in, ans, bytes.NewReader(ans)); r.Verdict != verdict.JE || !strings.Contains(r.Message, "checker crashed: index out of range") {
		t.Errorf("a panicking checker: %v %q, want JE naming the panic", r.Verdict, r.Message)
	}
	if r := (&problems.Problem{ID: "x"}).Check(in, ans, bytes.NewReader(ans)); r.Verdict != verdict.JE {
		t.Errorf("a problem with no checker: %v %q, want JE", r.Verdict, r.Message)
	}
}
