package fifteenpath

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/show"
)

// The arena's board for the three 15-puzzle problems: the player shows a
// shortest way from any 4×4 board (the pattern-database IDA*), and a
// failed answer is replayed beside it. fifteen-walk names the blank's moves
// in UVa's capitals; the others in udlr.

// playerBoard reads a typed board: its 16 numbers 0..15, each once, on any
// lines (a leading count of 1, as fifteen-walk's input gives it, is
// skipped).
func playerBoard(board string) (puzzle.Fifteen, error) {
	var f puzzle.Fifteen
	fields := strings.Fields(board)
	if len(fields) == 17 && fields[0] == "1" {
		fields = fields[1:]
	}
	if len(fields) != 16 {
		return f, fmt.Errorf("%d numbers, expected 16 (the 4×4 board row by row, 0 the blank)", len(fields))
	}
	var seen [16]bool
	for i, s := range fields {
		v, err := strconv.Atoi(s)
		if err != nil || v < 0 || v > 15 || seen[v] {
			return f, fmt.Errorf("%q: the numbers must be 0..15, each once (0 the blank)", s)
		}
		seen[v], f[i] = true, uint8(v)
	}
	return f, nil
}

// optimal is the track of a shortest way from f, in letters.
func optimal(f puzzle.Fifteen, letters string) (show.Track, error) {
	db, err := puzzle.LoadFifteenDB()
	if err != nil {
		return show.Track{}, err
	}
	r := db.Solve(f)
	path := []byte(r.Path)
	for i, m := range path {
		path[i] = letters[strings.IndexByte("udlr", m)]
	}
	return show.GridOptimal(f.Grid(), string(path), letters, r.Solvable), nil
}

// Play answers the player for a typed 4×4 board, the moves in letters.
func Play(board, letters string) (any, error) {
	f, err := playerBoard(board)
	if err != nil {
		return nil, err
	}
	t, err := optimal(f, letters)
	if err != nil {
		return nil, err
	}
	return map[string]any{"rows": 4, "cols": 4, "optimal": t}, nil
}

// Replay replays answer (moves in letters, or the unsolvable answer) from
// board f, puzzle k of the failed test (0 when it has one board), beside a
// shortest way.
func Replay(problem string, failed show.Failed, k int, f puzzle.Fifteen, answer, letters string) (*show.Replay, error) {
	t, err := optimal(f, letters)
	if err != nil {
		return nil, err
	}
	return show.GridReplay(problem, failed, k, f.Grid(), answer, letters, t), nil
}

func play(board string) (any, error) { return Play(board, "udlr") }

// replay replays the answer's first line from the test's board.
func replay(failed show.Failed) (*show.Replay, error) {
	input, err := os.ReadFile(failed.Input)
	if err != nil {
		return nil, err
	}
	f, err := parse(input)
	if err != nil {
		return nil, fmt.Errorf("test %s: %w", failed.Test, err)
	}
	answer, _, _ := strings.Cut(failed.Answer, "\n")
	return Replay("fifteen-path", failed, 0, f, answer, "udlr")
}

// Example is the board the players of the three problems start with:
// fifteen-path's sample, 8 moves from the goal.
const Example = "1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15"
