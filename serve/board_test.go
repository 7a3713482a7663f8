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
		{"fifteen", "1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15", func(v any) bool {
			m := v.(map[string]any)
			return m["rows"] == 4 && m["cols"] == 4 && len(m["optimal"].(show.Track).Moves) == 8
		}},
		{"fifteen-path", "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", func(v any) bool {
			return strings.HasPrefix(v.(map[string]any)["optimal"].(show.Track).Reason, "unsolvable")
		}},
		{"fifteen-walk", "1\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15", func(v any) bool {
			return strings.Join(v.(map[string]any)["optimal"].(show.Track).Moves, "") == "LLLDRDRDR"
		}},
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
		{"fifteen", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", "expected 16"},
		{"fifteen-walk", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 15", "each once"},
		{"nosuch", "1", "no player"},
	} {
		_, err := play(c.problem, c.board)
		var he *httpError
		if !errors.As(err, &he) || he.code/100 != 4 || !strings.Contains(he.msg, c.msg) {
			t.Errorf("play %s %q: %v, want a 4xx with %q", c.problem, c.board, err, c.msg)
		}
	}
}

// fifteen-walk's board replays the board (line) the checker names, in
// UVa's capitals, on the 4×4 grid beside a shortest walk.
func TestBoardFifteenWalk(t *testing.T) {
	a := newArena(t, openStore(t, dsns(t)["sqlite"]), Config{Open: true}, true)
	// UVa's first sample board has the blank top right: L moves it, U is
	// then off the board.
	src := "for _ in range(int(input())):\n    print('LU')\n"
	v := boardOf(t, a, "fifteen-walk", src)
	answer, optimal := v["answer"].(map[string]any), v["optimal"].(map[string]any)
	frames := answer["frames"].([]any)
	if v["test"] != "sample/01-uva" || v["puzzle"] != 1.0 || v["rows"] != 4.0 || v["cols"] != 4.0 ||
		answer["failed"] != 2.0 || len(frames) != 2 || len(frames[0].([]any)) != 16 ||
		!strings.HasPrefix(answer["reason"].(string), "line 1, move 2 'U'") {
		t.Fatalf("board: %v", v)
	}
	var moves string
	for _, m := range optimal["moves"].([]any) {
		moves += m.(string)
	}
	if moves != "LLLDRDRDR" {
		t.Errorf("optimal walk %q, want LLLDRDRDR", moves)
	}
}
