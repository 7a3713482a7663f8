package eightcount

import (
	"math/rand/v2"
	"strings"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
)

// random walks up to size moves from the reversed goal, so every
// start is solvable as the statement promises.
func random(rng *rand.Rand, size int) []byte {
	return EightCountInput(problems.EightWalk(rng, eightCountGoal, rng.IntN(size+1)))
}

// shrink offers the starts one move nearer the reversed goal.
func shrink(input []byte) [][]byte {
	e, err := puzzle.ParseEight(strings.Fields(string(input)))
	if err != nil {
		return nil
	}
	var out [][]byte
	for _, n := range problems.EightCloser(e, eightCountTable(), eightCountTable()) {
		out = append(out, EightCountInput(n))
	}
	return out
}
