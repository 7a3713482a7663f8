package eight

import (
	"math/rand/v2"
	"strings"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
)

// random walks size moves from the goal (or its unsolvable twin, one
// time in four); from size 31 on, any board.
func random(rng *rand.Rand, size int) []byte {
	var e puzzle.Eight
	switch {
	case size >= 31:
		e = puzzle.Unrank(rng.IntN(puzzle.States))
	case rng.IntN(4) == 0:
		e = problems.EightWalk(rng, problems.EightOddGoal(puzzle.EightGoal), rng.IntN(size+1))
	default:
		e = problems.EightWalk(rng, puzzle.EightGoal, rng.IntN(size+1))
	}
	return []byte(e.String() + "\n")
}

// shrink offers the boards one move nearer the goal.
func shrink(input []byte) [][]byte {
	e, err := puzzle.ParseEight(strings.Fields(string(input)))
	if err != nil {
		return nil
	}
	var out [][]byte
	for _, n := range problems.EightCloser(e, puzzle.EightTable(), problems.EightOddTable()) {
		out = append(out, []byte(n.String()+"\n"))
	}
	return out
}
