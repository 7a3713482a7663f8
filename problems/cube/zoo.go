package cube

import (
	"math/rand/v2"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/zoo"
)

// form is how cube writes its cubes and its verdicts.
var form = zoo.BoxForm{Cube: true, Yes: "Puzzle can be solved.", No: "Puzzle is unsolvable."}

// mutantZoo is cube's zoo of wrong programs: the box problems' wrong rules,
// and cube's own.
var mutantZoo = &zoo.Zoo{Problem: "cube", Mutants: mutants,
	Pool: zoo.WithLarge(zoo.RandomPool(cubeRandom, 200, 1000), largeCubes), Oracle: func(in []byte) []byte { return zoo.BoxAnswer(form, in, puzzle.BoxSolvable) }, Rare: 3}

// mutants are the box rules' mutants, the fixed capacities and the
// state kept between puzzles, and cube's own.
func mutants() []zoo.Mutant {
	list := append(zoo.BoxMutants(form), zoo.CapacityMutants(form, maxSide*maxSide*maxSide)...)
	add := func(name, about string, solvable func(sides, cells []int) bool) {
		list = append(list, zoo.BoxMutant(form, name, about, solvable))
	}
	add("one-based-coordinates", "the blank's coordinates from 1, its home's from 0", func(sides, cells []int) bool {
		return puzzle.Parity(zoo.Arrangement(cells, len(cells)-1)) == (puzzle.BoxBlankDistance(sides, zoo.BlankCell(cells))-len(sides))&1
	})
	add("m1-unsolvable", "answers unsolvable for M = 1", func(sides, cells []int) bool {
		return sides[0] > 1 && puzzle.BoxSolvable(sides, cells)
	})
	add("odd-m-no-distance", "for odd M, the permutation's parity alone", func(sides, cells []int) bool {
		if sides[0]%2 == 1 {
			return puzzle.Parity(zoo.Arrangement(cells, len(cells)-1)) == 0
		}
		return puzzle.BoxSolvable(sides, cells)
	})
	return list
}

// largeCubes are cubes of side 46 and 47 (97,336 and 103,823 cells: the
// smallest that wrap, each test under 1 MiB).
func largeCubes(rng *rand.Rand) (out [][]byte) {
	for _, m := range []int{46, 47, 46, 47, 46, 47, 46, 47} {
		sides := []int{m, m, m}
		out = append(out, CubeInput(puzzle.BoxArrangement(rng, sides, rng.IntN(m*m*m), rng.IntN(2) == 0)))
	}
	return out
}
