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
