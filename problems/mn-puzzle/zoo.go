package mnpuzzle

import (
	"math/rand/v2"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/zoo"
)

// form is how mn-puzzle writes its boards and its verdicts.
var form = zoo.BoxForm{Yes: "YES", No: "NO"}

// mutantZoo is mn-puzzle's zoo of wrong programs: the box problems' wrong
// rules, fixed capacities and state kept between puzzles.
var mutantZoo = &zoo.Zoo{Problem: "mn-puzzle", Mutants: func() []zoo.Mutant {
	return append(zoo.BoxMutants(form), zoo.CapacityMutants(form, maxSide*maxSide)...)
},
	Pool: zoo.WithLarge(zoo.RandomPool(random, 200, 1000), largeMN), Oracle: func(in []byte) []byte { return zoo.BoxAnswer(form, in, puzzle.BoxSolvable) }, Rare: 3}

// largeMN are boards of 96,000 to 99,900 cells, square and long.
func largeMN(rng *rand.Rand) (out [][]byte) {
	for _, rc := range [][2]int{{310, 310}, {999, 100}, {100, 999}, {300, 320}, {320, 300}, {999, 97}, {97, 999}, {310, 311}} {
		sides := []int{rc[0], rc[1]}
		out = append(out, MNInput(rc[0], rc[1], puzzle.BoxArrangement(rng, sides, rng.IntN(rc[0]*rc[1]), rng.IntN(2) == 0)))
	}
	return out
}
