package problems

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/slidejudge/slidejudge/puzzle"
)

// Helpers shared by the box problems, cube and mn-puzzle.

// ParityBoard checks that the cells of a board of cube or mn-puzzle, read
// from line firstLine on in lines of rowLen, hold 0..n-1 once each (the
// values are already in range): the error names the line and token.
func ParityBoard(cells []int, firstLine, rowLen int) error {
	if !slices.Contains(cells, puzzle.Blank) {
		return fmt.Errorf("lines %d-%d: no blank (0)", firstLine, firstLine+(len(cells)-1)/rowLen)
	}
	first := make([]int32, len(cells)) // 1 + where each value was seen first
	for i, v := range cells {
		if first[v] != 0 {
			j := int(first[v]) - 1
			return fmt.Errorf("line %d: token %d: value %d appears twice (first at line %d, token %d)",
				firstLine+i/rowLen, i%rowLen+1, v, firstLine+j/rowLen, j%rowLen+1)
		}
		first[v] = int32(i + 1)
	}
	return nil
}

// PickParity returns a random row (or column, or layer) of a side whose
// distance to the last one has the given parity.
func PickParity(r *rand.Rand, side, parity int) int {
	for {
		if i := r.IntN(side); (side-1-i)%2 == parity {
			return i
		}
	}
}

// VerdictWord names a solvability answer in test names.
func VerdictWord(solvable bool) string {
	if solvable {
		return "solvable"
	}
	return "unsolvable"
}

// TwinBoxes returns a random solvable box and its unsolvable twin, the same
// but for its last two cells, which hold the two largest tiles (in order in
// the solvable one, swapped in the other); the blank is elsewhere. A
// program that reads only a prefix of the box (a fixed array, a line
// buffer) or ignores the largest values (a Fenwick array too small) sees
// the two alike and answers both the same: one of them wrong, never both
// right by luck.
func TwinBoxes(r *rand.Rand, sides []int) (solvable, unsolvable []int) {
	n := puzzle.BoxCells(sides)
	cells := puzzle.BoxArrangement(r, sides, r.IntN(n-2), true)
	swaps := 0
	for _, v := range []int{n - 2, n - 1} {
		if cells[v] != v { // value v into cell v: n-2 and n-1, the last two
			at := slices.Index(cells, v)
			cells[at], cells[v] = cells[v], cells[at]
			swaps++
		}
	}
	if swaps%2 == 1 {
		puzzle.BoxSwapTiles(cells) // the first two tiles, far from the end
	}
	twin := slices.Clone(cells)
	twin[n-2], twin[n-1] = twin[n-1], twin[n-2]
	return cells, twin
}
