package serve

import (
	"errors"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/puzzle"
)

func TestEightReplay(t *testing.T) {
	for _, c := range []struct {
		name, message, answer string
		frames, failed        int
	}{
		{"illegal move", "move 2 'u': blank already in the top row", "uuuu", 2, 2},
		{"not the goal", "after 3 moves the board is …, not the goal", "lrl", 4, 0},
		{"unsolvable", "answered unsolvable, but the start is solvable in 19 moves", "unsolvable", 1, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			rp, err := eightReplay("eight", &judge.TestReport{Name: "sample/01", Message: c.message}, 0, "2 3 4 1 5 x 7 6 8", c.answer)
			if err != nil {
				t.Fatal(err)
			}
			if len(rp.Answer.Frames) != c.frames || rp.Answer.Failed != c.failed || rp.Answer.Reason != c.message {
				t.Fatalf("answer: %d frames, failed %d, reason %q", len(rp.Answer.Frames), rp.Answer.Failed, rp.Answer.Reason)
			}
			// The optimal track ends at the goal in 19 moves.
			if n := len(rp.Optimal.Moves); n != 19 || strings.Join(rp.Optimal.Frames[19], " ") != "1 2 3 4 5 6 7 8 " {
				t.Fatalf("optimal: %d moves, ends at %v", n, rp.Optimal.Frames[n])
			}
		})
	}
	if _, err := eightReplay("eight", &judge.TestReport{}, 0, "1 2 3", "u"); err == nil {
		t.Error("a bad board replayed")
	}
}

func TestChinoReplay(t *testing.T) {
	input := "1 2 9\n4 6 3\n7 8 5\n"
	// The second step is of the first one's kind: the replay stops there.
	rp, err := chinoReplay(&judge.TestReport{Name: "sample/01", Message: "step 2: 6 and 5 are orthogonal neighbours, as was step 1"},
		input, "Step #1: 3 9\nStep #2: 6 5\nStep #3: 6 9\n")
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
	rp, err = chinoReplay(&judge.TestReport{Message: `line 1: expected "Step #1: a b", found "<script>"`}, input, "<script>\n")
	if err != nil || rp.Answer.Failed != 1 {
		t.Fatalf("unreadable step: %+v %v", rp.Answer, err)
	}
}

func TestFailedLine(t *testing.T) {
	out := []byte("ull\n\nrd\nuuuu\n")
	if got := failedLine("line 4, move 1 'u': …", out); got != "uuuu" {
		t.Errorf("line 4: %q", got)
	}
	if got := failedLine("expected 3 lines, found 2", out); got != "" {
		t.Errorf("no line named: %q", got)
	}
}

func TestPlay(t *testing.T) {
	for _, c := range []struct {
		problem, board string
		check          func(any) bool
	}{
		{"eight", "2 3 4 1 5 x 7 6 8", func(v any) bool { return len(v.(map[string]any)["optimal"].(track).Moves) == 19 }},
		{"eight-count", "0 7 6\n8 4 3\n5 2 1", func(v any) bool { return len(v.(map[string]any)["optimal"].(track).Moves) == 4 }},
		{"eight", "1 2 3 4 5 6 8 7 x", func(v any) bool { return strings.HasPrefix(v.(map[string]any)["optimal"].(track).Reason, "unsolvable") }},
		{"chino", "1 2 9\n4 6 3\n7 8 5", func(v any) bool { return len(v.(map[string]any)["optimal"].(track).Moves) == 3 }},
		{"cube", "2\n1 2 3 4\n5 7 6 0", func(v any) bool { return !v.(map[string]any)["parity"].(parity).Solvable }},
		{"cube", "2\n2 1 3 5\n4 6 0 7", func(v any) bool { return v.(map[string]any)["parity"].(parity).Solvable }},
		{"mn-puzzle", "3 3\n1 0 3\n4 2 5\n7 8 6", func(v any) bool { return v.(map[string]any)["parity"].(parity).Solvable }},
	} {
		v, err := play(c.problem, c.board)
		if err != nil || !c.check(v) {
			t.Errorf("play %s %q: %+v %v", c.problem, c.board, v, err)
		}
	}
	for _, c := range []struct{ problem, board, msg string }{
		{"eight", "1 2 3", "9"},
		{"chino", "1 2 3 4 5", "n×n"},
		{"chino", "1 1 2 3", "each once"},
		{"cube", "", "start with the size"},
		{"mn-puzzle", "2 2 1 2 3", "expected 4"},
		{"mn-puzzle", "30 30", "at most 400"},
		{"mn-puzzle", "2 2 1 2 2 0", "each once"},
		{"nosuch", "1", "no player"},
	} {
		_, err := play(c.problem, c.board)
		var he *httpError
		if !errors.As(err, &he) || he.code/100 != 4 || !strings.Contains(he.msg, c.msg) {
			t.Errorf("play %s %q: %v, want a 4xx with %q", c.problem, c.board, err, c.msg)
		}
	}
}

// The parity drawing agrees with the puzzle package's rule on every 2×3
// board.
func TestParityAgrees(t *testing.T) {
	cells := []int{0, 1, 2, 3, 4, 5}
	var permute func(k int)
	n := 0
	permute = func(k int) {
		if k == len(cells) {
			n++
			if got, want := parityOf([]int{2, 3}, cells).Solvable, puzzle.BoxSolvable([]int{2, 3}, cells); got != want {
				t.Fatalf("%v: parity says %v, BoxSolvable %v", cells, got, want)
			}
			return
		}
		for i := k; i < len(cells); i++ {
			cells[k], cells[i] = cells[i], cells[k]
			permute(k + 1)
			cells[k], cells[i] = cells[i], cells[k]
		}
	}
	permute(0)
	if n != 720 {
		t.Fatalf("%d boards", n)
	}
}
