package serve

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/audit"
	"github.com/slidejudge/slidejudge/verdict"
)

// allRight answers every item right: a stored audit without runs.
type allRight struct{}

func (allRight) Run(_ context.Context, _ []byte, items []audit.Item) ([]audit.Outcome, bool, audit.RunStats, error) {
	outs := make([]audit.Outcome, len(items))
	for i := range outs {
		outs[i].Verdict = verdict.AC
	}
	return outs, false, audit.RunStats{}, nil
}

// An accepted submission is listed for `judge audit --session`, and once
// its program's audit is in the judge's cache, its page says what it found.
func TestAuditShownOnSubmission(t *testing.T) {
	a := newArena(t, openStore(t, dsns(t)["sqlite"]), Config{Open: true}, true)
	// A source of its own: the cache outlives the test, its audits too.
	src := referenceSource(t) + fmt.Sprintf("\n// audit test %d\n", time.Now().UnixNano())
	resp, v := a.post(t, "", submitRequest{Problem: "eight", Language: "go", Source: src, FileName: "ref.go"})
	if resp.StatusCode != 202 {
		t.Fatalf("POST: %s %v", resp.Status, v)
	}
	id := idOf(t, v)
	followEvents(t, eventsURL(a.ts.URL, id), "")
	ctx := context.Background()
	subs, err := a.store.Accepted(ctx, "practice")
	if err != nil {
		t.Fatal(err)
	}
	if len(subs) != 1 || subs[0].ID != id || subs[0].Source != src || subs[0].Language != "go" {
		t.Fatalf("accepted: %+v", subs)
	}
	sub := subs[0]
	if got := a.auditSummary(sub); got != "" {
		t.Fatalf("no audit yet, the page says %q", got)
	}
	if page := a.get(t, "/submissions/"+itoa(id)); strings.Contains(page, `id="audit"`) {
		t.Fatal("the page shows an audit that was never run")
	}

	p, err := a.problem("eight")
	if err != nil {
		t.Fatal(err)
	}
	space, err := audit.Whole("eight")
	if err != nil {
		t.Fatal(err)
	}
	file := audit.StateFile(a.engine.Config.CacheDir, p, space, "go", []byte(src))
	t.Cleanup(func() { os.Remove(file) })
	if _, err := audit.Run(ctx, space, allRight{}, audit.Options{Workers: 2, State: file}); err != nil {
		t.Fatal(err)
	}
	const want = "right on all 362,880 starts"
	if got := a.auditSummary(sub); got != want {
		t.Fatalf("the audit says %q, want %q", got, want)
	}
	if page := a.get(t, "/submissions/"+itoa(id)); !strings.Contains(page, `<p class="meta" id="audit">Audit: `+want+`</p>`) {
		t.Fatalf("the page does not show the audit:\n%s", page)
	}
	// Another program (one byte more) has no audit.
	other := *sub
	other.Source += " "
	if got := a.auditSummary(&other); got != "" {
		t.Fatalf("another source's audit: %q", got)
	}
}
