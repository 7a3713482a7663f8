package chino

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/show"
)

func TestChinoReplay(t *testing.T) {
	input := filepath.Join(t.TempDir(), "01.in")
	if err := os.WriteFile(input, []byte("1 2 9\n4 6 3\n7 8 5\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// The second step is of the first one's kind: the replay stops there.
	rp, err := replay(show.Failed{Test: "sample/01", Message: "step 2: 6 and 5 are orthogonal neighbours, as was step 1",
		Input: input, Answer: "Step #1: 3 9\nStep #2: 6 5\nStep #3: 6 9\n"})
	if err != nil {
		t.Fatal(err)
	}
	if rp.Answer.Failed != 2 || len(rp.Answer.Frames) != 2 || strings.Join(rp.Answer.Frames[1], " ") != "1 2 3 4 6 9 7 8 5" {
		t.Fatalf("answer: failed %d, frames %v", rp.Answer.Failed, rp.Answer.Frames)
	}
	if len(rp.Optimal.Moves) != 3 || strings.Join(rp.Optimal.Frames[3], " ") != "1 2 3 4 5 6 7 8 9" {
		t.Fatalf("optimal: %v", rp.Optimal)
	}
	// An unreadable line stops the replay where the checker says.
	rp, err = replay(show.Failed{Message: `line 1: expected "Step #1: a b", found "<script>"`, Input: input, Answer: "<script>\n"})
	if err != nil || rp.Answer.Failed != 1 {
		t.Fatalf("unreadable step: %+v %v", rp.Answer, err)
	}
}
