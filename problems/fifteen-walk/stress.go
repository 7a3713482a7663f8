package fifteenwalk

import (
	"math/rand/v2"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
)

// random writes 1..min(size, 100) boards, each a walk of up to
// min(size, 45) moves from the goal, one in four made unsolvable by a swap.
func random(rng *rand.Rand, size int) []byte {
	n := 1 + rng.IntN(min(size, maxBoards))
	return write(walks(rng, n, 0, min(size, maxMoves), 4))
}

// shrink offers fewer boards first, then each board one move nearer
// the goal by Manhattan distance (so shrinking ends), solvable or not as
// it was.
func shrink(input []byte) [][]byte {
	boards, err := parse(input)
	if err != nil {
		return nil
	}
	var out [][]byte
	for _, cut := range problems.StressDrop(len(boards)) {
		if kept := problems.StressKeep(boards, cut); len(kept) > 0 {
			out = append(out, write(kept))
		}
	}
	for i, f := range boards {
		for _, m := range []byte(puzzle.Moves) {
			if n, err := f.Move(m); err == nil && n.Manhattan() < f.Manhattan() {
				bs := append([]puzzle.Fifteen(nil), boards...)
				bs[i] = n
				out = append(out, write(bs))
			}
		}
	}
	return out
}
