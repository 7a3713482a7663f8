package problems

import (
	"math/rand/v2"
	"strings"
	"sync"

	"github.com/slidejudge/slidejudge/puzzle"
)

func init() { registerStress("eight", eightRandom, eightShrink) }

// eightOddTable measures unsolvable boards: distance to the goal with 7 and
// 8 swapped, so Shrink can bring them closer to the nearest unsolvable one.
var eightOddTable = sync.OnceValue(func() *puzzle.DistanceTable {
	return puzzle.NewDistanceTable(eightOddGoal(puzzle.EightGoal))
})

// eightRandom walks size moves from the goal (or its unsolvable twin, one
// time in four); from size 31 on, any board.
func eightRandom(rng *rand.Rand, size int) []byte {
	var e puzzle.Eight
	switch {
	case size >= 31:
		e = puzzle.Unrank(rng.IntN(puzzle.States))
	case rng.IntN(4) == 0:
		e = eightWalk(rng, eightOddGoal(puzzle.EightGoal), rng.IntN(size+1))
	default:
		e = eightWalk(rng, puzzle.EightGoal, rng.IntN(size+1))
	}
	return []byte(e.String() + "\n")
}

// eightShrink offers the boards one move nearer the goal.
func eightShrink(input []byte) [][]byte {
	e, err := puzzle.ParseEight(strings.Fields(string(input)))
	if err != nil {
		return nil
	}
	var out [][]byte
	for _, n := range eightCloser(e, puzzle.EightTable(), eightOddTable()) {
		out = append(out, []byte(n.String()+"\n"))
	}
	return out
}
