package mnpuzzle

import (
	"math/rand/v2"
	"strconv"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
)

// mnStressBoard is one puzzle of an mn-puzzle input.
type mnStressBoard struct {
	rows, cols int
	cells      []int
}

// mnRandom writes 1..5 boards, sides 2..8 growing with size, each
// solvable or not at random.
func mnRandom(rng *rand.Rand, size int) []byte {
	boards := make([]mnStressBoard, 1+rng.IntN(min(5, max(1, size))))
	for i := range boards {
		top := min(7, 1+size/2)
		r, c := 2+rng.IntN(top), 2+rng.IntN(top)
		boards[i] = mnStressBoard{r, c, puzzle.BoxArrangement(rng, []int{r, c}, rng.IntN(r*c), rng.IntN(2) == 0)}
	}
	return mnFormat(boards)
}

// mnShrink offers fewer boards first, then each board a row or a column
// smaller with the same verdict.
func mnShrink(input []byte) [][]byte {
	vals := problems.StressInts(input)
	var boards []mnStressBoard
	for at := 0; at+1 < len(vals); {
		r, c := vals[at], vals[at+1]
		if r == 0 && c == 0 {
			break
		}
		if at+2+r*c > len(vals) {
			return nil
		}
		boards = append(boards, mnStressBoard{r, c, vals[at+2 : at+2+r*c]})
		at += 2 + r*c
	}
	var out [][]byte
	for _, cut := range problems.StressDrop(len(boards)) {
		out = append(out, mnFormat(problems.StressKeep(boards, cut)))
	}
	rng := problems.StressRand(input, 0x3a7e)
	for i, b := range boards {
		solvable := puzzle.BoxSolvable([]int{b.rows, b.cols}, b.cells)
		for _, s := range [][2]int{{b.rows - 1, b.cols}, {b.rows, b.cols - 1}} {
			if s[0] < 2 || s[1] < 2 {
				continue
			}
			bs := problems.StressKeep(boards, [2]int{0, len(boards)})
			bs[i] = mnStressBoard{s[0], s[1], puzzle.BoxArrangement(rng, s[:], rng.IntN(s[0]*s[1]), solvable)}
			out = append(out, mnFormat(bs))
		}
	}
	return out
}

// mnFormat writes the boards, each `M N` then its rows, and `0 0`.
func mnFormat(boards []mnStressBoard) []byte {
	var b []byte
	for _, bd := range boards {
		b = strconv.AppendInt(b, int64(bd.rows), 10)
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(bd.cols), 10)
		b = append(b, '\n')
		b = problems.AppendRows(b, bd.cells, bd.cols)
	}
	return append(b, "0 0\n"...)
}

// MNInput writes one board as mn-puzzle's input (the zoo's large boards).
func MNInput(rows, cols int, cells []int) []byte {
	return mnFormat([]mnStressBoard{{rows, cols, cells}})
}
