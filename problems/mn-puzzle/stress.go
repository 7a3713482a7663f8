package mnpuzzle

import (
	"math/rand/v2"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
)

// random writes 1..5 boards, sides 2..8 growing with size, each
// solvable or not at random.
func random(rng *rand.Rand, size int) []byte {
	boards := make([]mnBoard, 1+rng.IntN(min(5, max(1, size))))
	for i := range boards {
		top := min(7, 1+size/2)
		r, c := 2+rng.IntN(top), 2+rng.IntN(top)
		boards[i] = mnBoard{r, c, puzzle.BoxArrangement(rng, []int{r, c}, rng.IntN(r*c), rng.IntN(2) == 0)}
	}
	return mnInput(boards...)
}

// shrink offers fewer boards first, then each board a row or a column
// smaller with the same verdict.
func shrink(input []byte) [][]byte {
	boards := mnBoards(input)
	var out [][]byte
	for _, cut := range problems.StressDrop(len(boards)) {
		out = append(out, mnInput(problems.StressKeep(boards, cut)...))
	}
	rng := problems.StressRand(input, 0x3a7e)
	for i, b := range boards {
		solvable := puzzle.BoxSolvable([]int{b.rows, b.cols}, b.cells)
		for _, s := range [][2]int{{b.rows - 1, b.cols}, {b.rows, b.cols - 1}} {
			if s[0] < 2 || s[1] < 2 {
				continue
			}
			bs := problems.StressKeep(boards, [2]int{0, len(boards)})
			bs[i] = mnBoard{s[0], s[1], puzzle.BoxArrangement(rng, s[:], rng.IntN(s[0]*s[1]), solvable)}
			out = append(out, mnInput(bs...))
		}
	}
	return out
}

// MNInput writes one board as mn-puzzle's input (the zoo's large boards).
func MNInput(rows, cols int, cells []int) []byte {
	return mnInput([]mnBoard{{rows, cols, cells}}...)
}
