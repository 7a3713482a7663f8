package cube

import (
	"math/rand/v2"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
)

// cubeRandom writes 1..5 cubes of side 1..4, growing with size, each
// solvable or not at random.
func cubeRandom(rng *rand.Rand, size int) []byte {
	t := 1 + rng.IntN(min(5, max(1, size)))
	cubes := make([][]int, t)
	for i := range cubes {
		m := 1 + rng.IntN(min(4, 1+size/3))
		sides := []int{m, m, m}
		// A cube of side 1 is its lone free cell: solvable.
		cubes[i] = puzzle.BoxArrangement(rng, sides, rng.IntN(m*m*m), m == 1 || rng.IntN(2) == 0)
	}
	return cubeInput(cubes...)
}

// shrink offers fewer cubes first, then each cube one side smaller
// with the same verdict.
func shrink(input []byte) [][]byte {
	cubes := cubeCubes(input)
	var out [][]byte
	for _, cut := range problems.StressDrop(len(cubes)) {
		out = append(out, cubeInput(problems.StressKeep(cubes, cut)...))
	}
	rng := problems.StressRand(input, 0xc0be)
	for i, c := range cubes {
		m := cubeSide(len(c))
		if m == 1 {
			continue
		}
		solvable := puzzle.BoxSolvable([]int{m, m, m}, c)
		k := m - 1
		if !solvable && k == 1 {
			continue // a cube of side 1 cannot be unsolvable
		}
		cs := problems.StressKeep(cubes, [2]int{0, len(cubes)})
		cs[i] = puzzle.BoxArrangement(rng, []int{k, k, k}, rng.IntN(k*k*k), solvable)
		out = append(out, cubeInput(cs...))
	}
	return out
}

// CubeInput writes one cube as cube's input (the zoo's large boards).
func CubeInput(cells []int) []byte { return cubeInput(cells) }
