package show_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/problems"
	_ "github.com/slidejudge/slidejudge/problems/all"
	"github.com/slidejudge/slidejudge/show"
)

func TestAnswer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		id, input, answer string
		want              []string
	}{
		{"eight", "2 3 4 1 5 x 7 6 8\n", "ullddrurdllurdruldr\n", []string{"19 moves", "start", "19 r", "4 5 6\n"}},
		{"eight", "1 2 3 4 5 6 8 7 x\n", "unsolvable\n", []string{"unsolvable (the tiles"}},
		{"eight-multi", "1 2 3 4 5 6 7 x 8\n1  2 3 4 5 6 7 8 x\n", "r\n\n", []string{"puzzle 1: ", "1 move r", "puzzle 2: ", "0 moves"}},
		{"eight-count", "0 7 6\n8 4 3\n5 2 1\n", "4\n", []string{"fewest moves: 4 (one shortest path: ddrr)", "2 1 0"}},
		{"chino", "1 2 9\n4 6 3\n7 8 5\n", "Step #1: 3 9\nStep #2: 5 6\nStep #3: 6 9\n", []string{"3 steps", "1 orth 3-9", "2 diag 5-6", "7 8 9"}},
		{"chino", "1 2\n3 4\n", "No Need\n", []string{"No Need"}},
		{"cube", "2\n2\n1 2 3 4\n5 7 6 0\n2\n2 1 3 5\n4 6 0 7\n", "Puzzle is unsolvable.\nPuzzle can be solved.\n",
			[]string{"puzzle 1: 2×2×2", "parities differ: unsolvable", "taxicab distance 1: odd", "parities equal: solvable"}},
		{"mn-puzzle", "3 3\n1 0 3\n4 2 5\n7 8 6\n0 0\n", "YES\n", []string{"6 cycles, so 9 - 6 = 3 transpositions: odd", "distance 3: odd", "solvable; the reference says \"YES\""}},
	} {
		var b bytes.Buffer
		if err := show.Answer(&b, c.id, drawOf(t, c.id), []byte(c.input), []byte(c.answer), false, 0); err != nil {
			t.Errorf("%s %q: %v", c.id, c.input, err)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("%s %q: no %q in\n%s", c.id, c.input, w, b.String())
			}
		}
		if strings.Contains(b.String(), "\x1b[") {
			t.Errorf("%s: colour codes with colour off", c.id)
		}
	}
}

func TestAnswerColour(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	if err := show.Answer(&b, "eight", drawOf(t, "eight"), []byte("1 2 3 4 5 6 7 x 8\n"), []byte("r\n"), true, 0); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "\x1b[") {
		t.Errorf("no colour codes with colour on:\n%s", b.String())
	}
}

// A wrong answer is an error, not a drawing that ends elsewhere.
func TestAnswerRejectsBadMoves(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	if err := show.Answer(&b, "eight", drawOf(t, "eight"), []byte("1 2 3 4 5 6 7 x 8\n"), []byte("d\n"), false, 0); err == nil || !strings.Contains(err.Error(), "move 1") {
		t.Errorf("err = %v", err)
	}
}

// fifteen-walk's walks are UVa's capitals: lower case is no move there.
func TestAnswerRejectsLowerCaseWalk(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	in := []byte("1\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n")
	err := show.Answer(&b, "fifteen-walk", drawOf(t, "fifteen-walk"), in, []byte("llldrdrdr\n"), false, 0)
	if err == nil || !strings.Contains(err.Error(), "board 1: move 1 'l': not a move (expected one of U, D, L, R)") {
		t.Errorf("err = %v", err)
	}
	b.Reset()
	if err := show.Answer(&b, "fifteen-walk", drawOf(t, "fifteen-walk"), in, []byte("LLLDRDRDR\n"), false, 0); err != nil || !strings.Contains(b.String(), "9 R") {
		t.Errorf("err = %v, drawing:\n%s", err, b.String())
	}
}

func TestAnswerWraps(t *testing.T) {
	for _, width := range []int{1, 20, 40} {
		var b strings.Builder
		if err := show.Answer(&b, "eight", drawOf(t, "eight"), []byte("2 3 4 1 5 x 7 6 8\n"), []byte("ullddrurdllurrdlurd\n"), false, width); err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(b.String(), "\n")[1:] {
			// One board is five columns wide: narrower terminals get one a row.
			if len(l) > max(width, 6) {
				t.Errorf("width %d: line %q is %d wide", width, l, len(l))
			}
		}
		if !strings.Contains(b.String(), "19 d") {
			t.Errorf("width %d: the last move is not drawn:\n%s", width, b.String())
		}
	}
}

// drawOf is problem id's drawing: each problem keeps its own.
func drawOf(t *testing.T, id string) show.Draw {
	t.Helper()
	s, err := problems.SpecOf(id)
	if err != nil {
		t.Fatal(err)
	}
	return s.Draw
}

// A problem without a drawing says so; a message naming a board draws it.
func TestNoDrawingAndNamedBoard(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	if err := show.Answer(&b, "nothing", nil, nil, nil, false, 0); err == nil || err.Error() != "show: no drawing for problem nothing" {
		t.Errorf("err = %v", err)
	}
	show.EightNamed(&b, "secret/01", "the board is 1 2 3 4 5 6 7 x 8, not the goal", false)
	if !strings.Contains(b.String(), "secret/01: the board the checker names\n1 2 3 4 5 6 7 x 8") {
		t.Errorf("drawing:\n%s", b.String())
	}
	b.Reset()
	show.EightNamed(&b, "secret/01", "expected 1 line", false)
	if b.Len() != 0 {
		t.Errorf("drew %q for a message naming no board", b.String())
	}
}
