package show

import (
	"strings"
	"testing"

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
			rp, err := EightReplay("eight", Failed{Test: "sample/01", Message: c.message}, 0, "2 3 4 1 5 x 7 6 8", c.answer)
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
	if _, err := EightReplay("eight", Failed{}, 0, "1 2 3", "u"); err == nil {
		t.Error("a bad board replayed")
	}
}

// A 4×4 board's track in UVa's letters: the labels are the answer's own,
// a lower-case letter is refused as no move, as the blank leaving the
// board is; the unsolvable answers (both forms) replay no move.
func TestGridTrackLetters(t *testing.T) {
	start := puzzle.Fifteen{2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15}.Grid()
	for _, c := range []struct {
		moves, letters string
		frames, failed int
		reason         string
	}{
		{"LLLDRDRDR", "UDLR", 10, 0, ""},
		{"LU", "UDLR", 2, 2, "move 2 'U': blank already in the top row"},
		{"lll", "UDLR", 1, 1, "move 1 'l': not a move (expected one of U, D, L, R)"},
		{"lll", "udlr", 4, 0, ""},
		{"R", "udlr", 1, 1, "move 1 'R': not a move (expected one of u, d, l, r)"},
	} {
		tr := GridTrack(start, c.moves, c.letters)
		if len(tr.Frames) != c.frames || tr.Failed != c.failed || tr.Reason != c.reason || strings.Join(tr.Moves, "") != c.moves[:len(tr.Moves)] {
			t.Errorf("%s in %s: %d frames, failed %d, reason %q, moves %v", c.moves, c.letters, len(tr.Frames), tr.Failed, tr.Reason, tr.Moves)
		}
	}
	if f := GridTrack(start, "LLLDRDRDR", "UDLR").Frames[9]; strings.Join(f, " ") != "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 " {
		t.Errorf("the walk ends at %v", f)
	}
	for _, answer := range []string{"unsolvable", "This puzzle is not solvable."} {
		rp := GridReplay("fifteen-walk", Failed{Test: "t", Message: "line 1: wrong"}, 1, start, answer, "UDLR", Track{})
		if len(rp.Answer.Frames) != 1 || len(rp.Answer.Moves) != 0 || rp.Rows != 4 || rp.Cols != 4 || rp.Answer.Reason != "line 1: wrong" {
			t.Errorf("%q: %+v", answer, rp)
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
			if got, want := ParityOf([]int{2, 3}, cells).Solvable, puzzle.BoxSolvable([]int{2, 3}, cells); got != want {
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
