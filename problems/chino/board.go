package chino

import (
	"fmt"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/show"
)

// The arena's board for chino: the player starts from the sample.
const example = "1 2 9\n4 6 3\n7 8 5"

// chinoBoard reads an n×n board of chino (n from the count of numbers).
func chinoBoard(input string) ([]int, int, error) {
	var cells []int
	for _, f := range strings.Fields(input) {
		v, err := strconv.Atoi(f)
		if err != nil {
			return nil, 0, fmt.Errorf("%q is not a number", f)
		}
		cells = append(cells, v)
	}
	n := int(math.Round(math.Sqrt(float64(len(cells)))))
	if n < 1 || n > puzzle.ChinoMaxN || n*n != len(cells) {
		return nil, 0, fmt.Errorf("%d numbers: a board is n×n, 1 ≤ n ≤ %d", len(cells), puzzle.ChinoMaxN)
	}
	seen := make([]bool, n*n+1)
	for _, v := range cells {
		if v < 1 || v > n*n || seen[v] {
			return nil, 0, fmt.Errorf("%d: the numbers must be 1..%d, each once", v, n*n)
		}
		seen[v] = true
	}
	return cells, n, nil
}

// chinoCells writes a board's cells for the page.
func chinoCells(b []int) []string {
	out := make([]string, len(b))
	for i, v := range b {
		out[i] = strconv.Itoa(v)
	}
	return out
}

// track swaps pairs of numbers from board; stop (1-based, 0: none)
// is the step not to make.
func track(board []int, steps [][2]int, stop int) show.Track {
	b := append([]int(nil), board...)
	t := show.Track{Moves: []string{}, Frames: [][]string{chinoCells(b)}}
	for i, st := range steps {
		if i >= show.MaxReplayMoves {
			break
		}
		t.Moves = append(t.Moves, fmt.Sprintf("%d↔%d", st[0], st[1]))
		x, y := show.IndexOf(b, st[0]), show.IndexOf(b, st[1])
		if i+1 == stop || x < 0 || y < 0 {
			t.Failed = i + 1
			return t
		}
		b[x], b[y] = b[y], b[x]
		t.Frames = append(t.Frames, chinoCells(b))
	}
	return t
}

var (
	stepRE      = regexp.MustCompile(`^(?:step|line) (\d+)`)
	chinoStepRE = regexp.MustCompile(`^\s*Step #\d+:\s*(-?\d+)\s+(-?\d+)\s*$`)
)

// replay replays the swaps of an answer beside a shortest way.
func replay(f show.Failed) (*show.Replay, error) {
	raw, err := os.ReadFile(f.Input)
	if err != nil {
		return nil, err
	}
	input, answer := string(raw), f.Answer
	board, n, err := chinoBoard(input)
	if err != nil {
		return nil, fmt.Errorf("test %s: %w", f.Test, err)
	}
	stop := 0
	if m := stepRE.FindStringSubmatch(f.Message); m != nil {
		stop, _ = strconv.Atoi(m[1])
	}
	var steps [][2]int
	for _, l := range strings.Split(answer, "\n") {
		m := chinoStepRE.FindStringSubmatch(l)
		if m == nil {
			if strings.TrimSpace(l) != "" && (stop == 0 || len(steps) < stop) {
				steps = append(steps, [2]int{0, 0}) // an unreadable step: the show.Replay stops on it
			}
			continue
		}
		a, _ := strconv.Atoi(m[1])
		b, _ := strconv.Atoi(m[2])
		steps = append(steps, [2]int{a, b})
	}
	rp := &show.Replay{Problem: "chino", Test: f.Test, Rows: n, Cols: n}
	rp.Answer = track(board, steps, stop)
	rp.Answer.Reason = f.Message
	rp.Optimal = optimal(board, n)
	return rp, nil
}

// optimal is a shortest way to sort board.
func optimal(board []int, n int) show.Track {
	path, err := puzzle.ChinoTableOf(n).Path(board)
	if err != nil {
		return show.Track{Moves: []string{}, Frames: [][]string{chinoCells(board)}, Reason: "No Solution: the pieces can never be sorted"}
	}
	t := track(board, path, 0)
	t.Reason = fmt.Sprintf("%d steps, the fewest (orthogonal and diagonal in turn)", len(path))
	return t
}

// play answers the player for a board: a shortest way to sort it.
func play(board string) (any, error) {
	b, n, err := chinoBoard(board)
	if err != nil {
		return nil, err
	}
	return map[string]any{"rows": n, "cols": n, "optimal": optimal(b, n)}, nil
}
