package serve

import (
	"errors"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/show"
)

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
		{"eight", "2 3 4 1 5 x 7 6 8", func(v any) bool { return len(v.(map[string]any)["optimal"].(show.Track).Moves) == 19 }},
		{"eight-count", "0 7 6\n8 4 3\n5 2 1", func(v any) bool { return len(v.(map[string]any)["optimal"].(show.Track).Moves) == 4 }},
		{"eight", "1 2 3 4 5 6 8 7 x", func(v any) bool {
			return strings.HasPrefix(v.(map[string]any)["optimal"].(show.Track).Reason, "unsolvable")
		}},
		{"chino", "1 2 9\n4 6 3\n7 8 5", func(v any) bool { return len(v.(map[string]any)["optimal"].(show.Track).Moves) == 3 }},
		{"cube", "2\n1 2 3 4\n5 7 6 0", func(v any) bool { return !v.(map[string]any)["parity"].(show.Parity).Solvable }},
		{"cube", "2\n2 1 3 5\n4 6 0 7", func(v any) bool { return v.(map[string]any)["parity"].(show.Parity).Solvable }},
		{"mn-puzzle", "3 3\n1 0 3\n4 2 5\n7 8 6", func(v any) bool { return v.(map[string]any)["parity"].(show.Parity).Solvable }},
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
