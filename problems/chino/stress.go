package chino

import (
	"math/rand/v2"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
)

// random draws a board of side 1..3 (bigger as size grows), a random
// arrangement.
func random(rng *rand.Rand, size int) []byte {
	n := 1 + rng.IntN(min(puzzle.ChinoMaxN, 1+size/2))
	cells := rng.Perm(n * n)
	for i := range cells {
		cells[i]++
	}
	return problems.AppendRows(nil, cells, n)
}

// shrink offers the boards one step nearer the sorted one, then
// every board of the next smaller side.
func shrink(input []byte) [][]byte {
	cells := problems.StressInts(input)
	n := 1
	for n*n < len(cells) {
		n++
	}
	if n*n != len(cells) || n > puzzle.ChinoMaxN {
		return nil
	}
	var out [][]byte
	tab := puzzle.ChinoTableOf(n)
	d := tab.Distance(cells)
	for i := range cells {
		for j := i + 1; j < len(cells); j++ {
			if _, ok := puzzle.ChinoNeighbours(n, i, j); !ok {
				continue
			}
			c := append([]int(nil), cells...)
			c[i], c[j] = c[j], c[i]
			if tab.Distance(c) < d {
				out = append(out, problems.AppendRows(nil, c, n))
			}
		}
	}
	if n > 1 {
		m := (n - 1) * (n - 1)
		fact := 1
		for k := 2; k <= m; k++ {
			fact *= k
		}
		for r := range fact {
			out = append(out, problems.AppendRows(nil, puzzle.ChinoUnrank(m, r), n-1))
		}
	}
	return out
}
